// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/Catalog.h"

#include "model/plan/EnumNames.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace capplan::model {

namespace {
constexpr std::array<std::pair<SizeStatus, std::string_view>, 4> kStatusNames{{
    {SizeStatus::Available, "available"},
    {SizeStatus::Preview, "preview"},
    {SizeStatus::Retiring, "retiring"},
    {SizeStatus::Retired, "retired"},
}};
constexpr std::array<std::pair<Tier, std::string_view>, 3> kTierNames{{
    {Tier::Dedicated, "dedicated"},
    {Tier::LowPriority, "low_priority"},
    {Tier::Spot, "spot"},
}};
constexpr std::array<std::pair<PriceKind, std::string_view>, 4> kPriceKindNames{{
    {PriceKind::OnDemand, "on_demand"},
    {PriceKind::Spot, "spot"},
    {PriceKind::Reservation, "reservation"},
    {PriceKind::SavingsPlan, "savings_plan"},
}};
constexpr std::array<std::pair<TransferScope, std::string_view>, 2> kTransferScopeNames{{
    {TransferScope::IntraContinent, "intra_continent"},
    {TransferScope::InterContinent, "inter_continent"},
}};
constexpr std::array<std::pair<QuotaScope, std::string_view>, 2> kScopeNames{{
    {QuotaScope::Family, "family"},
    {QuotaScope::Regional, "regional"},
}};

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant, "chrono-compatible low-level
// date algorithms", days_from_civil).
long long daysFromCivil(long long y, unsigned m, unsigned d)
{
    y -= m <= 2 ? 1 : 0;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long long>(doe) - 719468;
}

// yyyy-mm-dd at the start of `iso` (a date or an ISO date-time), checked for a real calendar day.
std::optional<long long> isoDay(std::string_view iso)
{
    if (iso.size() < 10 || iso[4] != '-' || iso[7] != '-' || (iso.size() > 10 && iso[10] != 'T' && iso[10] != ' ')) {
        return std::nullopt;
    }
    auto digits = [&](std::size_t from, std::size_t count) -> std::optional<unsigned> {
        unsigned value = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (iso[i] < '0' || iso[i] > '9') {
                return std::nullopt;
            }
            value = value * 10 + static_cast<unsigned>(iso[i] - '0');
        }
        return value;
    };
    const auto y = digits(0, 4);
    const auto m = digits(5, 2);
    const auto d = digits(8, 2);
    if (!y || !m || !d || *m < 1 || *m > 12 || *d < 1) {
        return std::nullopt;
    }
    static constexpr std::array<unsigned, 12> kMonthDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (*y % 4 == 0 && *y % 100 != 0) || *y % 400 == 0;
    const unsigned monthDays = kMonthDays[*m - 1] + ((*m == 2 && leap) ? 1U : 0U);
    if (*d > monthDays) {
        return std::nullopt;
    }
    return daysFromCivil(*y, *m, *d);
}
} // namespace

std::optional<long long> daysBetween(std::string_view fromIso, std::string_view toIso)
{
    const auto from = isoDay(fromIso);
    const auto to = isoDay(toIso);
    if (!from || !to) {
        return std::nullopt;
    }
    return *to - *from;
}

bool isStale(const Provenance &provenance, std::string_view todayIso, int maxAgeDays)
{
    const auto age = daysBetween(provenance.asOf, todayIso);
    return !age || *age > maxAgeDays;
}

std::string_view asOfShown(const Provenance &provenance)
{
    const std::string_view asOf = provenance.asOf;
    return provenance.asOfApproximate && asOf.size() >= 7 ? asOf.substr(0, 7) : asOf;
}

std::string_view toString(PriceKind kind)
{
    return nameOf(kPriceKindNames, kind);
}

std::optional<PriceKind> priceKindFromString(std::string_view text)
{
    return valueOf(kPriceKindNames, text);
}

std::string_view toString(QuotaScope scope)
{
    return nameOf(kScopeNames, scope);
}

std::optional<QuotaScope> quotaScopeFromString(std::string_view text)
{
    return valueOf(kScopeNames, text);
}

std::string_view toString(TransferScope scope)
{
    return nameOf(kTransferScopeNames, scope);
}

std::optional<TransferScope> transferScopeFromString(std::string_view text)
{
    return valueOf(kTransferScopeNames, text);
}

bool TransferPrice::sameKey(const TransferPrice &o) const
{
    return region == o.region && scope == o.scope && currency == o.currency && tierMinimumGB == o.tierMinimumGB;
}

std::string normalizeFamily(std::string_view family)
{
    std::string key;
    key.reserve(family.size());
    for (const char c : family) {
        if (std::isspace(static_cast<unsigned char>(c)) != 0) {
            continue;
        }
        key.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
    }
    constexpr std::string_view kUnit = "vcpus";
    if (key.size() > kUnit.size() && key.ends_with(kUnit)) {
        key.resize(key.size() - kUnit.size());
    }
    return key;
}

bool QuotaUsage::sameKey(const QuotaUsage &other) const
{
    return region == other.region && scope == other.scope && tier == other.tier &&
           (scope == QuotaScope::Regional || normalizeFamily(family) == normalizeFamily(other.family));
}

std::string_view toString(SizeStatus status)
{
    return nameOf(kStatusNames, status);
}

std::optional<SizeStatus> sizeStatusFromString(std::string_view text)
{
    return valueOf(kStatusNames, text);
}

std::string_view toString(Tier tier)
{
    return nameOf(kTierNames, tier);
}

std::optional<Tier> tierFromString(std::string_view text)
{
    return valueOf(kTierNames, text);
}

bool VmSize::isRetiredOn(std::string_view todayIso) const
{
    if (status.value == SizeStatus::Retired) {
        return true;
    }
    return !retirementDate.value.empty() && !todayIso.empty() && retirementDate.value <= todayIso;
}

const VmSize *Catalog::findSize(std::string_view name) const
{
    const auto it = std::find_if(sizes.begin(), sizes.end(), [&](const VmSize &s) { return s.name == name; });
    return it == sizes.end() ? nullptr : &*it;
}

const Price *Catalog::findPrice(std::string_view sku, std::string_view region, Tier tier,
                                std::string_view currency) const
{
    return findPrice(sku, region, tier, PriceKind::OnDemand, 0, currency);
}

const Price *Catalog::findPrice(std::string_view sku, std::string_view region, Tier tier, PriceKind kind,
                                int termYears, std::string_view currency) const
{
    const auto it = std::find_if(prices.begin(), prices.end(), [&](const Price &p) {
        return p.sku == sku && p.region == region && p.tier == tier && p.kind == kind && p.termYears == termYears &&
               p.currency == currency;
    });
    return it == prices.end() ? nullptr : &*it;
}

std::vector<std::string> Catalog::priceCurrencies(std::string_view sku, std::string_view region, Tier tier) const
{
    std::vector<std::string> out;
    for (const Price &p : prices) {
        if (p.sku == sku && p.region == region && p.tier == tier && p.kind == PriceKind::OnDemand) {
            out.push_back(p.currency);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool isCurrencyCode(std::string_view code)
{
    return code.size() == 3 && std::all_of(code.begin(), code.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

const QuotaUsage *Catalog::findFamilyQuota(std::string_view region, std::string_view family, Tier tier) const
{
    const std::string key = normalizeFamily(family);
    if (key.empty()) {
        return nullptr;
    }
    const auto it = std::find_if(quota.begin(), quota.end(), [&](const QuotaUsage &q) {
        return q.scope == QuotaScope::Family && q.region == region && q.tier == tier && normalizeFamily(q.family) == key;
    });
    return it == quota.end() ? nullptr : &*it;
}

const SizeRestriction *Catalog::findRestriction(std::string_view sku, std::string_view region) const
{
    const auto it = std::find_if(restrictions.begin(), restrictions.end(),
                                 [&](const SizeRestriction &r) { return r.sku == sku && r.region == region; });
    return it == restrictions.end() ? nullptr : &*it;
}

const QuotaUsage *Catalog::findRegionalQuota(std::string_view region, Tier tier) const
{
    const auto it = std::find_if(quota.begin(), quota.end(), [&](const QuotaUsage &q) {
        return q.scope == QuotaScope::Regional && q.region == region && q.tier == tier;
    });
    return it == quota.end() ? nullptr : &*it;
}

bool Catalog::isKnownRegion(std::string_view region) const
{
    return std::find(knownRegions.begin(), knownRegions.end(), region) != knownRegions.end() ||
           std::any_of(prices.begin(), prices.end(), [&](const Price &p) { return p.region == region; });
}

std::vector<std::string> Catalog::regions(std::string_view sku) const
{
    std::vector<std::string> out;
    for (const Price &p : prices) {
        if (sku.empty() || p.sku == sku) {
            out.push_back(p.region);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace capplan::model
