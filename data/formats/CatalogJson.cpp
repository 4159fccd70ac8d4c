// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/CatalogJson.h"

#include "data/import/ImportCommon.h"
#include "data/formats/JsonItemReader.h"
#include "model/catalog/CatalogFields.h"
#include "model/catalog/CatalogRules.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>
#include <tuple>
#include <type_traits>
#include <variant>

namespace capplan::data {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;
using importing::FieldError;
using importing::fieldPath;
using importing::requireString;
using importing::typeName;
using Utf8 = std::string;

const std::set<Utf8> kOrigins{"default", "user", "import"};

QString q(const Utf8 &s)
{
    return QString::fromStdString(s);
}

// Unknown keys are errors, so a typo never silently drops a value.
void checkKeys(const json &object, std::initializer_list<const char *> allowed, const QString &path)
{
    for (const auto &item : object.items()) {
        // A named reference, not a structured binding: clang before 16 cannot capture one.
        const std::string &key = item.key();
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char *a) { return key == a; })) {
            throw FieldError{fieldPath(path, key.c_str()), CatalogJson::tr("unknown field")};
        }
    }
}

const json &requireKey(const json &object, const char *field, const QString &path)
{
    const auto it = object.find(field);
    if (it == object.end()) {
        throw FieldError{fieldPath(path, field), CatalogJson::tr("is missing")};
    }
    return *it;
}

const json &requireArray(const json &object, const char *field, const QString &path)
{
    const json &value = requireKey(object, field, path);
    if (!value.is_array()) {
        throw FieldError{fieldPath(path, field), CatalogJson::tr("must be an array, not %1").arg(typeName(value))};
    }
    return value;
}

double nonNegative(const json &object, const char *field, const QString &path)
{
    const double v = importing::requireNumber(object, field, path);
    if (!std::isfinite(v) || v < 0.0) {
        throw FieldError{fieldPath(path, field), CatalogJson::tr("must not be negative (got %1)").arg(importing::plainNumber(v))};
    }
    return v;
}

int wholeCount(const json &object, const char *field, const QString &path)
{
    const json &value = requireKey(object, field, path);
    if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > 1000000) {
        throw FieldError{fieldPath(path, field), CatalogJson::tr("must be a whole number from 0 to 1,000,000")};
    }
    return value.get<int>();
}

bool optionalBool(const json &object, const char *field, const QString &path, bool fallback)
{
    const auto it = object.find(field);
    if (it == object.end()) {
        return fallback;
    }
    if (!it->is_boolean()) {
        throw FieldError{fieldPath(path, field), CatalogJson::tr("must be true or false, not %1").arg(typeName(*it))};
    }
    return it->get<bool>();
}

Utf8 optionalText(const json &object, const char *field, const QString &path, const Utf8 &fallback = {})
{
    return importing::optionalString(object, field, path).value_or(fallback);
}

Utf8 origin(const json &object, const QString &path)
{
    const Utf8 value = optionalText(object, "origin", path, "default");
    if (kOrigins.count(value) == 0) {
        throw FieldError{fieldPath(path, "origin"), CatalogJson::tr("must be default, user or import")};
    }
    return value;
}

// Reads the provenance fields of an object (a price, a quota row, a provenance entry).
model::Provenance readProvenance(const json &object, const QString &path, const model::Provenance &fallback,
                                 bool required)
{
    model::Provenance p = fallback;
    if (required) {
        p.source = requireString(object, "source", path);
        p.asOf = requireString(object, "as_of", path);
    } else {
        p.source = optionalText(object, "source", path, fallback.source);
        p.asOf = optionalText(object, "as_of", path, fallback.asOf);
    }
    p.verified = optionalBool(object, "verified", path, true);
    p.importedAt = optionalText(object, "imported_at", path);
    p.effectiveDate = optionalText(object, "effective_date", path);
    p.asOfApproximate = optionalBool(object, "as_of_approximate", path, false);
    return p;
}

// A row the model's rules refuse (model/catalog/CatalogRules.h), worded for the file: its key and what
// is wrong.
[[noreturn]] void refuse(const model::CatalogIssue &issue, const QString &path)
{
    const QString field = fieldPath(path, issue.field.c_str());
    const QString got = importing::plainNumber(issue.value);
    switch (issue.rule) {
    case model::CatalogRule::Empty:
        throw FieldError{field, CatalogJson::tr("must not be empty")};
    case model::CatalogRule::Whitespace:
        throw FieldError{field, CatalogJson::tr("must not contain spaces")};
    case model::CatalogRule::NotFinite:
        throw FieldError{field, CatalogJson::tr("must be a finite number")};
    case model::CatalogRule::Negative:
        throw FieldError{field, issue.field == "current_value" ? CatalogJson::tr("must not be negative")
                                                               : CatalogJson::tr("must not be negative (got %1)").arg(got)};
    case model::CatalogRule::NotPositive:
        throw FieldError{field, CatalogJson::tr("must be greater than zero (got %1)").arg(got)};
    case model::CatalogRule::TooLarge:
        throw FieldError{field, CatalogJson::tr("must be at most %1 (got %2)").arg(importing::plainNumber(issue.high), got)};
    case model::CatalogRule::NotIsoDate:
        throw FieldError{field, CatalogJson::tr("must be a date as yyyy-mm-dd, or empty")};
    case model::CatalogRule::RegionName:
        throw FieldError{field, CatalogJson::tr("must be an ARM region name: lower-case letters and digits")};
    case model::CatalogRule::Currency:
        throw FieldError{field, CatalogJson::tr("must be a three-letter currency code such as USD")};
    case model::CatalogRule::SpotNotLowPriority:
        throw FieldError{field, CatalogJson::tr("must be low_priority for Spot prices")};
    case model::CatalogRule::TermedNotDedicated:
        throw FieldError{field, CatalogJson::tr("must be dedicated for reservations and savings plans")};
    case model::CatalogRule::TermYears:
        throw FieldError{field, CatalogJson::tr("must be 1 or 3 for reservations and savings plans")};
    case model::CatalogRule::TermWithoutPlan:
        throw FieldError{field, CatalogJson::tr("must be 0 for on-demand and Spot prices")};
    case model::CatalogRule::LimitBelowMinusOne:
        throw FieldError{field, CatalogJson::tr("must not be negative (-1: no limit of its own)")};
    }
    throw FieldError{field, CatalogJson::tr("is not valid")};
}

// A size: its name and series, then one key per fact of the table (model/catalog/CatalogFields.h).
model::VmSize readSize(const json &s, const QString &path)
{
    importing::requireObject(s, path);
    std::set<Utf8> allowed{"name", "series", "source", "as_of", "origin", "provenance"};
    for (const model::SizeFactField &field : model::sizeFactFields()) {
        allowed.insert(Utf8(field.key));
    }
    for (const auto &[key, value] : s.items()) {
        if (allowed.count(key) == 0) {
            throw FieldError{fieldPath(path, key.c_str()), CatalogJson::tr("unknown field")};
        }
    }
    model::VmSize size;
    size.name = requireString(s, "name", path);
    if (size.name.empty()) {
        throw FieldError{fieldPath(path, "name"), CatalogJson::tr("must not be empty")};
    }
    size.series = requireString(s, "series", path);
    const model::Provenance base{requireString(s, "source", path), requireString(s, "as_of", path), true};
    for (const model::SizeFactField &field : model::sizeFactFields()) {
        const Utf8 key(field.key);
        model::provenanceOf(size, field) = base;
        // Facts added after the first catalog files are optional there: 0 means unknown.
        if (!field.requiredInJson && !s.contains(key)) {
            continue;
        }
        std::visit(
            [&](auto member) {
                auto &value = (size.*member).value;
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, int>) {
                    value = wholeCount(s, key.c_str(), path);
                } else if constexpr (std::is_same_v<T, double>) {
                    value = nonNegative(s, key.c_str(), path);
                } else if constexpr (std::is_same_v<T, std::string>) {
                    value = requireString(s, key.c_str(), path);
                } else {
                    const auto parsed = model::sizeStatusFromString(requireString(s, key.c_str(), path));
                    if (!parsed) {
                        throw FieldError{fieldPath(path, key.c_str()),
                                         CatalogJson::tr("must be available, preview, retiring or retired")};
                    }
                    value = *parsed;
                }
            },
            field.member);
    }
    if (const auto prov = s.find("provenance"); prov != s.end()) {
        const QString provPath = fieldPath(path, "provenance");
        importing::requireObject(*prov, provPath);
        for (const auto &[key, entry] : prov->items()) {
            const model::SizeFactField *field = model::findSizeFact(key);
            const QString entryPath = fieldPath(provPath, key.c_str());
            if (field == nullptr) {
                throw FieldError{entryPath, CatalogJson::tr("unknown field")};
            }
            importing::requireObject(entry, entryPath);
            checkKeys(entry, {"source", "as_of", "as_of_approximate", "verified", "imported_at", "effective_date"}, entryPath);
            model::provenanceOf(size, *field) = readProvenance(entry, entryPath, base, false);
        }
    }
    if (const auto issue = model::checkSize(size)) {
        refuse(*issue, path);
    }
    return size;
}

model::Price readPrice(const json &p, const QString &path)
{
    importing::requireObject(p, path);
    checkKeys(p,
              {"size", "region", "tier", "kind", "term_years", "currency", "price_per_hour", "source", "as_of", "as_of_approximate",
               "verified", "imported_at", "effective_date", "origin"},
              path);
    model::Price price;
    price.sku = requireString(p, "size", path);
    price.region = requireString(p, "region", path);
    const auto tier = model::tierFromString(requireString(p, "tier", path));
    // Spot is a plan's tier (a serverless job's queue); the catalog files Spot prices under
    // low_priority with kind spot, so "spot" is no catalog tier.
    if (!tier || *tier == model::Tier::Spot) {
        throw FieldError{fieldPath(path, "tier"), CatalogJson::tr("must be dedicated or low_priority")};
    }
    price.tier = *tier;
    const auto kind = model::priceKindFromString(optionalText(p, "kind", path, "on_demand"));
    if (!kind) {
        throw FieldError{fieldPath(path, "kind"), CatalogJson::tr("must be on_demand, spot, reservation or savings_plan")};
    }
    price.kind = *kind;
    if (const auto term = p.find("term_years"); term != p.end()) {
        if (!term->is_number_integer()) {
            throw FieldError{fieldPath(path, "term_years"), CatalogJson::tr("must be 0, 1 or 3")};
        }
        price.termYears = static_cast<int>(std::clamp<long long>(term->get<long long>(), -1, 99));
    }
    price.currency = optionalText(p, "currency", path, "USD");
    price.perNodeHour.value = importing::requireNumber(p, "price_per_hour", path);
    if (const auto issue = model::checkPrice(price)) {
        refuse(*issue, path);
    }
    price.perNodeHour.provenance = readProvenance(p, path, {}, true);
    return price;
}

std::optional<long long> optionalCount(const json &object, const char *field, const QString &path)
{
    const json &value = requireKey(object, field, path);
    if (value.is_null()) {
        return std::nullopt;
    }
    if (!value.is_number_integer() || (value.is_number_unsigned() && value.get<unsigned long long>() >
                                                                         static_cast<unsigned long long>(
                                                                             std::numeric_limits<long long>::max()))) {
        throw FieldError{fieldPath(path, field), CatalogJson::tr("must be a whole number or null")};
    }
    return value.get<long long>();
}

model::QuotaUsage readQuota(const json &o, const QString &path)
{
    importing::requireObject(o, path);
    checkKeys(o,
              {"region", "scope", "family", "tier", "current_value", "limit", "source", "as_of", "verified",
               "imported_at", "effective_date", "origin"},
              path);
    model::QuotaUsage quota;
    quota.region = requireString(o, "region", path);
    const auto scope = model::quotaScopeFromString(requireString(o, "scope", path));
    if (!scope) {
        throw FieldError{fieldPath(path, "scope"), CatalogJson::tr("must be family or regional")};
    }
    quota.scope = *scope;
    quota.family = requireString(o, "family", path);
    const auto tier = model::tierFromString(requireString(o, "tier", path));
    if (!tier || *tier == model::Tier::Spot) { // Spot cores count as low priority
        throw FieldError{fieldPath(path, "tier"), CatalogJson::tr("must be dedicated or low_priority")};
    }
    quota.tier = *tier;
    quota.currentValue = optionalCount(o, "current_value", path);
    quota.limit = optionalCount(o, "limit", path);
    if (const auto issue = model::checkQuota(quota)) {
        refuse(*issue, path);
    }
    quota.provenance = readProvenance(o, path, {}, true);
    return quota;
}

model::SizeRestriction readRestriction(const json &o, const QString &path)
{
    importing::requireObject(o, path);
    checkKeys(o, {"size", "region", "reason", "source", "as_of", "verified", "imported_at", "effective_date"}, path);
    model::SizeRestriction r;
    r.sku = requireString(o, "size", path);
    r.region = requireString(o, "region", path);
    r.reason = requireString(o, "reason", path);
    if (r.reason.empty()) {
        throw FieldError{fieldPath(path, "reason"), CatalogJson::tr("must name Azure's reason, e.g. NotAvailableForSubscription")};
    }
    r.provenance = readProvenance(o, path, {}, true);
    return r;
}

// One tier of an inter-region transfer price (model::TransferPrice).
model::TransferPrice readTransferPrice(const json &o, const QString &path)
{
    importing::requireObject(o, path);
    checkKeys(o,
              {"region", "scope", "currency", "tier_minimum_gb", "price_per_gb", "source", "as_of", "as_of_approximate",
               "verified", "imported_at", "effective_date", "origin"},
              path);
    model::TransferPrice t;
    t.region = requireString(o, "region", path);
    if (t.region.empty() || !std::all_of(t.region.begin(), t.region.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        })) {
        throw FieldError{fieldPath(path, "region"), CatalogJson::tr("must be an ARM region name: lower-case letters and digits")};
    }
    const auto scope = model::transferScopeFromString(requireString(o, "scope", path));
    if (!scope) {
        throw FieldError{fieldPath(path, "scope"), CatalogJson::tr("must be intra_continent or inter_continent")};
    }
    t.scope = *scope;
    t.currency = optionalText(o, "currency", path, "USD");
    if (!model::isCurrencyCode(t.currency)) {
        throw FieldError{fieldPath(path, "currency"), CatalogJson::tr("must be a three-letter currency code such as USD")};
    }
    t.tierMinimumGB = nonNegative(o, "tier_minimum_gb", path);
    t.perGB.value = nonNegative(o, "price_per_gb", path);
    t.perGB.provenance = readProvenance(o, path, {}, true);
    return t;
}

Utf8 transferOrigin(const json &object, const QString &path)
{
    const Utf8 value = optionalText(object, "origin", path, "import");
    if (value != "import" && value != "user") {
        throw FieldError{fieldPath(path, "origin"), CatalogJson::tr("must be import or user")};
    }
    return value;
}

CatalogDocument readDocument(const json &doc)
{
    if (!doc.is_object()) {
        throw FieldError{{}, CatalogJson::tr("a catalog is a JSON object, not %1").arg(typeName(doc))};
    }
    checkKeys(doc, {"format", "version", "revision", "regions", "sizes", "prices", "quota", "restrictions", "transfer_prices"},
              {});
    if (requireString(doc, "format", {}) != CatalogJson::kFormat) {
        throw FieldError{QStringLiteral("format"), CatalogJson::tr("is not \"%1\"").arg(QLatin1String(CatalogJson::kFormat))};
    }
    const json &version = requireKey(doc, "version", {});
    if (!version.is_number_integer() || version.get<long long>() < 1) {
        throw FieldError{QStringLiteral("version"), CatalogJson::tr("must be a whole number from 1")};
    }
    if (version.get<long long>() > CatalogJson::kVersion) {
        throw FieldError{QStringLiteral("version"),
                         CatalogJson::tr("was written by a newer version of this application (version %1, this version "
                                         "reads %2)")
                             .arg(version.get<long long>())
                             .arg(CatalogJson::kVersion)};
    }
    CatalogDocument out;
    out.revision = wholeCount(doc, "revision", {});
    if (const auto regions = doc.find("regions"); regions != doc.end()) {
        const QString path = QStringLiteral("regions");
        importing::requireObject(*regions, path);
        checkKeys(*regions, {"source", "as_of", "names"}, path);
        out.regionSource = requireString(*regions, "source", path);
        out.regionAsOf = requireString(*regions, "as_of", path);
        const json &names = requireArray(*regions, "names", path);
        std::set<Utf8> seen;
        for (std::size_t i = 0; i < names.size(); ++i) {
            const QString namePath = QStringLiteral("regions.names[%1]").arg(i);
            if (!names[i].is_string() || names[i].get<Utf8>().empty()) {
                throw FieldError{namePath, CatalogJson::tr("must be a region name")};
            }
            if (!seen.insert(names[i].get<Utf8>()).second) {
                throw FieldError{namePath, CatalogJson::tr("is given twice")};
            }
            out.catalog.knownRegions.push_back(names[i].get<Utf8>());
        }
    }
    const json &sizes = requireArray(doc, "sizes", {});
    std::set<Utf8> sizeNames;
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        const QString path = QStringLiteral("sizes[%1]").arg(i);
        model::VmSize size = readSize(sizes[i], path);
        if (!sizeNames.insert(size.name).second) {
            throw FieldError{fieldPath(path, "name"), CatalogJson::tr("\"%1\" is given twice").arg(q(size.name))};
        }
        out.sizeOrigins.push_back(origin(sizes[i], path));
        out.catalog.sizes.push_back(std::move(size));
    }
    const json &prices = requireArray(doc, "prices", {});
    std::set<std::tuple<Utf8, Utf8, model::Tier, model::PriceKind, int, Utf8>> priceKeys;
    for (std::size_t i = 0; i < prices.size(); ++i) {
        const QString path = QStringLiteral("prices[%1]").arg(i);
        model::Price price = readPrice(prices[i], path);
        if (sizeNames.count(price.sku) == 0) {
            throw FieldError{fieldPath(path, "size"), CatalogJson::tr("\"%1\" is not a size of this catalog").arg(q(price.sku))};
        }
        if (!priceKeys.insert({price.sku, price.region, price.tier, price.kind, price.termYears, price.currency}).second) {
            throw FieldError{path, CatalogJson::tr("the same size, region, tier, kind, term and currency is given twice")};
        }
        out.priceOrigins.push_back(origin(prices[i], path));
        out.catalog.prices.push_back(std::move(price));
    }
    if (const auto quota = doc.find("quota"); quota != doc.end()) {
        if (!quota->is_array()) {
            throw FieldError{QStringLiteral("quota"), CatalogJson::tr("must be an array, not %1").arg(typeName(*quota))};
        }
        // QuotaUsage::sameKey as a set key, so a catalog of many counters is read in n log n,
        // not n² (the family normalised once per row).
        std::set<std::tuple<Utf8, model::QuotaScope, model::Tier, Utf8>> quotaKeys;
        for (std::size_t i = 0; i < quota->size(); ++i) {
            const QString path = QStringLiteral("quota[%1]").arg(i);
            model::QuotaUsage row = readQuota((*quota)[i], path);
            const Utf8 family = row.scope == model::QuotaScope::Regional ? Utf8() : model::normalizeFamily(row.family);
            if (!quotaKeys.insert({row.region, row.scope, row.tier, family}).second) {
                throw FieldError{path, CatalogJson::tr("the same region, family and tier is given twice")};
            }
            out.quotaOrigins.push_back(origin((*quota)[i], path));
            out.catalog.quota.push_back(std::move(row));
        }
    }
    if (const auto restrictions = doc.find("restrictions"); restrictions != doc.end()) {
        if (!restrictions->is_array()) {
            throw FieldError{QStringLiteral("restrictions"),
                             CatalogJson::tr("must be an array, not %1").arg(typeName(*restrictions))};
        }
        std::set<std::pair<Utf8, Utf8>> keys;
        for (std::size_t i = 0; i < restrictions->size(); ++i) {
            const QString path = QStringLiteral("restrictions[%1]").arg(i);
            model::SizeRestriction row = readRestriction((*restrictions)[i], path);
            if (sizeNames.count(row.sku) == 0) {
                throw FieldError{fieldPath(path, "size"),
                                 CatalogJson::tr("\"%1\" is not a size of this catalog").arg(q(row.sku))};
            }
            if (!keys.insert({row.sku, row.region}).second) {
                throw FieldError{path, CatalogJson::tr("the same size and region is given twice")};
            }
            out.catalog.restrictions.push_back(std::move(row));
        }
    }
    if (const auto transfer = doc.find("transfer_prices"); transfer != doc.end()) {
        if (!transfer->is_array()) {
            throw FieldError{QStringLiteral("transfer_prices"),
                             CatalogJson::tr("must be an array, not %1").arg(typeName(*transfer))};
        }
        std::set<std::tuple<Utf8, model::TransferScope, Utf8, double>> keys;
        for (std::size_t i = 0; i < transfer->size(); ++i) {
            const QString path = QStringLiteral("transfer_prices[%1]").arg(i);
            model::TransferPrice row = readTransferPrice((*transfer)[i], path);
            if (!keys.insert({row.region, row.scope, row.currency, row.tierMinimumGB}).second) {
                throw FieldError{path, CatalogJson::tr("the same region, scope, currency and tier is given twice")};
            }
            out.transferOrigins.push_back(transferOrigin((*transfer)[i], path));
            out.catalog.transferPrices.push_back(std::move(row));
        }
    }
    return out;
}

ordered_json provenanceJson(const model::Provenance &p)
{
    ordered_json out;
    out["source"] = p.source;
    out["as_of"] = p.asOf;
    if (p.asOfApproximate) {
        out["as_of_approximate"] = true;
    }
    out["verified"] = p.verified;
    if (!p.importedAt.empty()) {
        out["imported_at"] = p.importedAt;
    }
    if (!p.effectiveDate.empty()) {
        out["effective_date"] = p.effectiveDate;
    }
    return out;
}

void addProvenance(ordered_json &out, const model::Provenance &p)
{
    const ordered_json fields = provenanceJson(p);
    for (const auto &[key, value] : fields.items()) {
        out[key] = value;
    }
}

ordered_json countJson(const std::optional<long long> &v)
{
    return v ? ordered_json(*v) : ordered_json(nullptr);
}

template<class T>
void permute(std::vector<T> &values, const std::vector<std::size_t> &order)
{
    if (values.size() != order.size()) {
        return;
    }
    std::vector<T> sorted;
    sorted.reserve(values.size());
    for (const std::size_t i : order) {
        sorted.push_back(std::move(values[i]));
    }
    values = std::move(sorted);
}

template<class T, class Less>
void sortWithOrigins(std::vector<T> &rows, std::vector<Utf8> &origins, Less less)
{
    std::vector<std::size_t> order(rows.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return less(rows[a], rows[b]); });
    permute(rows, order);
    permute(origins, order);
}

} // namespace

void CatalogJson::sort(CatalogDocument &d)
{
    d.sizeOrigins.resize(d.catalog.sizes.size(), "default");
    d.priceOrigins.resize(d.catalog.prices.size(), "default");
    d.quotaOrigins.resize(d.catalog.quota.size(), "default");
    std::sort(d.catalog.restrictions.begin(), d.catalog.restrictions.end(),
              [](const model::SizeRestriction &a, const model::SizeRestriction &b) {
                  return std::tie(a.sku, a.region) < std::tie(b.sku, b.region);
              });
    sortWithOrigins(d.catalog.sizes, d.sizeOrigins, [](const model::VmSize &a, const model::VmSize &b) { return a.name < b.name; });
    sortWithOrigins(d.catalog.prices, d.priceOrigins, [](const model::Price &a, const model::Price &b) {
        return std::tie(a.sku, a.region, a.tier, a.kind, a.termYears, a.currency) <
               std::tie(b.sku, b.region, b.tier, b.kind, b.termYears, b.currency);
    });
    sortWithOrigins(d.catalog.quota, d.quotaOrigins, [](const model::QuotaUsage &a, const model::QuotaUsage &b) {
        return std::tuple(a.region, a.scope, a.tier, model::normalizeFamily(a.family)) <
               std::tuple(b.region, b.scope, b.tier, model::normalizeFamily(b.family));
    });
    d.transferOrigins.resize(d.catalog.transferPrices.size(), "import");
    sortWithOrigins(d.catalog.transferPrices, d.transferOrigins,
                    [](const model::TransferPrice &a, const model::TransferPrice &b) {
                        return std::tie(a.region, a.scope, a.currency, a.tierMinimumGB) <
                               std::tie(b.region, b.scope, b.currency, b.tierMinimumGB);
                    });
    std::sort(d.catalog.knownRegions.begin(), d.catalog.knownRegions.end());
}

Result<CatalogDocument> CatalogJson::parse(const QByteArray &bytes, const QString &fileName)
{
    auto read = JsonItemReader::readBytes(bytes, fileName, {}, [](std::size_t, json &) { return true; });
    if (!read) {
        return read.error();
    }
    try {
        return readDocument(read.value().rest);
    } catch (const FieldError &e) {
        return Error{e.message, e.path, fileName};
    } catch (const json::exception &e) {
        return Error{QString::fromUtf8(e.what()), {}, fileName};
    }
}

QByteArray CatalogJson::serialize(const CatalogDocument &input)
{
    CatalogDocument d = input;
    sort(d);
    ordered_json doc;
    doc["format"] = kFormat;
    doc["version"] = kVersion;
    doc["revision"] = d.revision;
    ordered_json regions;
    regions["source"] = d.regionSource;
    regions["as_of"] = d.regionAsOf;
    regions["names"] = d.catalog.knownRegions;
    doc["regions"] = regions;
    ordered_json sizes = ordered_json::array();
    for (std::size_t i = 0; i < d.catalog.sizes.size(); ++i) {
        const model::VmSize &s = d.catalog.sizes[i];
        ordered_json item;
        item["name"] = s.name;
        item["series"] = s.series;
        for (const model::SizeFactField &field : model::sizeFactFields()) {
            std::visit(
                [&](auto member) {
                    const auto &value = (s.*member).value;
                    if constexpr (std::is_same_v<std::decay_t<decltype(value)>, model::SizeStatus>) {
                        item[Utf8(field.key)] = Utf8(model::toString(value));
                    } else {
                        item[Utf8(field.key)] = value;
                    }
                },
                field.member);
        }
        // Every field's provenance is written out, so reading needs no defaults.
        item["source"] = s.vcpus.provenance.source;
        item["as_of"] = s.vcpus.provenance.asOf;
        item["origin"] = d.sizeOrigins[i];
        ordered_json provenance;
        for (const auto &[field, p] : s.provenances()) {
            provenance[field] = provenanceJson(p);
        }
        item["provenance"] = provenance;
        sizes.push_back(item);
    }
    doc["sizes"] = sizes;
    ordered_json prices = ordered_json::array();
    for (std::size_t i = 0; i < d.catalog.prices.size(); ++i) {
        const model::Price &p = d.catalog.prices[i];
        ordered_json item;
        item["size"] = p.sku;
        item["region"] = p.region;
        item["tier"] = Utf8(model::toString(p.tier));
        item["kind"] = Utf8(model::toString(p.kind));
        item["term_years"] = p.termYears;
        item["currency"] = p.currency;
        item["price_per_hour"] = p.perNodeHour.value;
        addProvenance(item, p.perNodeHour.provenance);
        item["origin"] = d.priceOrigins[i];
        prices.push_back(item);
    }
    doc["prices"] = prices;
    ordered_json quota = ordered_json::array();
    for (std::size_t i = 0; i < d.catalog.quota.size(); ++i) {
        const model::QuotaUsage &row = d.catalog.quota[i];
        ordered_json item;
        item["region"] = row.region;
        item["scope"] = Utf8(model::toString(row.scope));
        item["family"] = row.family;
        item["tier"] = Utf8(model::toString(row.tier));
        item["current_value"] = countJson(row.currentValue);
        item["limit"] = countJson(row.limit);
        addProvenance(item, row.provenance);
        item["origin"] = d.quotaOrigins[i];
        quota.push_back(item);
    }
    doc["quota"] = quota;
    if (!d.catalog.restrictions.empty()) {
        ordered_json restrictions = ordered_json::array();
        for (const model::SizeRestriction &r : d.catalog.restrictions) {
            ordered_json item;
            item["size"] = r.sku;
            item["region"] = r.region;
            item["reason"] = r.reason;
            addProvenance(item, r.provenance);
            restrictions.push_back(item);
        }
        doc["restrictions"] = restrictions;
    }
    if (!d.catalog.transferPrices.empty()) {
        ordered_json transfer = ordered_json::array();
        for (std::size_t i = 0; i < d.catalog.transferPrices.size(); ++i) {
            const model::TransferPrice &t = d.catalog.transferPrices[i];
            ordered_json item;
            item["region"] = t.region;
            item["scope"] = Utf8(model::toString(t.scope));
            item["currency"] = t.currency;
            item["tier_minimum_gb"] = t.tierMinimumGB;
            item["price_per_gb"] = t.perGB.value;
            addProvenance(item, t.perGB.provenance);
            item["origin"] = d.transferOrigins[i];
            transfer.push_back(item);
        }
        doc["transfer_prices"] = transfer;
    }
    const Utf8 text = doc.dump(2) + "\n";
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace capplan::data
