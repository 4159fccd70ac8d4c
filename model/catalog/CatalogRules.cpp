// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/CatalogRules.h"

#include "model/catalog/CatalogFields.h"

#include <cmath>
#include <type_traits>
#include <variant>

namespace capplan::model {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::optional<CatalogIssue> checkNumber(std::string_view key, double value, FactRule rule, double high)
{
    const std::string field(key);
    if (!std::isfinite(value)) {
        return CatalogIssue{field, CatalogRule::NotFinite, value};
    }
    if (rule == FactRule::Positive && value <= 0.0) {
        return CatalogIssue{field, CatalogRule::NotPositive, value};
    }
    if (value < 0.0) {
        return CatalogIssue{field, CatalogRule::Negative, value};
    }
    if (value > high) {
        return CatalogIssue{field, CatalogRule::TooLarge, value, high};
    }
    return std::nullopt;
}

} // namespace

bool isRegionName(std::string_view region)
{
    if (region.empty() || region[0] < 'a' || region[0] > 'z') {
        return false;
    }
    for (char c : region) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) {
            return false;
        }
    }
    return true;
}

std::optional<CatalogIssue> checkSize(const VmSize &size)
{
    if (size.name.empty()) {
        return CatalogIssue{"name", CatalogRule::Empty};
    }
    for (char c : size.name) {
        if (isSpace(c)) {
            return CatalogIssue{"name", CatalogRule::Whitespace};
        }
    }
    for (const SizeFactField &field : sizeFactFields()) {
        std::optional<CatalogIssue> issue;
        std::visit(
            [&](auto member) {
                const auto &value = (size.*member).value;
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, int>) {
                    issue = checkNumber(field.key, static_cast<double>(value), field.rule, kMaxCount);
                } else if constexpr (std::is_same_v<T, double>) {
                    // No physical bound: large enough that the arithmetic stays finite.
                    issue = checkNumber(field.key, value, field.rule, 1e12);
                } else if constexpr (std::is_same_v<T, std::string>) {
                    if (field.rule == FactRule::IsoDateOrEmpty && !value.empty() && !daysBetween(value, value)) {
                        issue = CatalogIssue{std::string(field.key), CatalogRule::NotIsoDate};
                    }
                }
            },
            field.member);
        if (issue) {
            return issue;
        }
    }
    return std::nullopt;
}

std::optional<CatalogIssue> checkPrice(const Price &price)
{
    if (price.sku.empty()) {
        return CatalogIssue{"size", CatalogRule::Empty};
    }
    if (!isRegionName(price.region)) {
        return CatalogIssue{"region", CatalogRule::RegionName};
    }
    // Spot VMs draw on the low-priority quota (Catalog.h, PriceKind).
    if (price.kind == PriceKind::Spot && price.tier != Tier::LowPriority) {
        return CatalogIssue{"tier", CatalogRule::SpotNotLowPriority};
    }
    const bool termed = price.kind == PriceKind::Reservation || price.kind == PriceKind::SavingsPlan;
    if (termed && price.tier != Tier::Dedicated) {
        return CatalogIssue{"tier", CatalogRule::TermedNotDedicated};
    }
    if (termed && price.termYears != 1 && price.termYears != 3) {
        return CatalogIssue{"term_years", CatalogRule::TermYears, static_cast<double>(price.termYears)};
    }
    if (!termed && price.termYears != 0) {
        return CatalogIssue{"term_years", CatalogRule::TermWithoutPlan, static_cast<double>(price.termYears)};
    }
    if (!isCurrencyCode(price.currency)) {
        return CatalogIssue{"currency", CatalogRule::Currency};
    }
    const double value = price.perNodeHour.value;
    if (!std::isfinite(value)) {
        return CatalogIssue{"price_per_hour", CatalogRule::NotFinite, value};
    }
    if (value <= 0.0) {
        return CatalogIssue{"price_per_hour", CatalogRule::NotPositive, value};
    }
    if (value > kMaxPricePerHour) {
        return CatalogIssue{"price_per_hour", CatalogRule::TooLarge, value, kMaxPricePerHour};
    }
    return std::nullopt;
}

std::optional<CatalogIssue> checkQuota(const QuotaUsage &quota)
{
    if (!isRegionName(quota.region)) {
        return CatalogIssue{"region", CatalogRule::RegionName};
    }
    if (quota.scope == QuotaScope::Family && normalizeFamily(quota.family).empty()) {
        return CatalogIssue{"family", CatalogRule::Empty};
    }
    if (quota.currentValue && *quota.currentValue < 0) {
        return CatalogIssue{"current_value", CatalogRule::Negative, static_cast<double>(*quota.currentValue)};
    }
    if (quota.limit && *quota.limit < -1) {
        return CatalogIssue{"limit", CatalogRule::LimitBelowMinusOne, static_cast<double>(*quota.limit)};
    }
    return std::nullopt;
}

} // namespace capplan::model
