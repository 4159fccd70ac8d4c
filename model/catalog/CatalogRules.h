// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What makes a catalog row sound: one set of rules for every way a row gets in (the catalog
// editors, the catalog JSON reader, the store). Each caller words the problem for its own
// audience — the editors by the form's labels, the reader by the file's keys — from the code and
// the field key here.

#include "model/catalog/Catalog.h"

#include <optional>
#include <string>

namespace capplan::model {

enum class CatalogRule {
    Empty,              // a required name is empty (text: what is missing)
    Whitespace,         // a size name with spaces
    NotFinite,          // NaN or infinity
    Negative,           // below zero
    NotPositive,        // zero or below where a value must be above zero
    TooLarge,           // above the field's bound (high)
    NotIsoDate,         // not yyyy-mm-dd (an empty retirement date is fine)
    RegionName,         // not an ARM region name: lower-case letters and digits, starting with a letter
    Currency,           // not a three-letter upper-case code
    SpotNotLowPriority, // Spot prices are filed under low priority, whose quota they use
    TermedNotDedicated, // reservations and savings plans are dedicated
    TermYears,          // reservations and savings plans run 1 or 3 years
    TermWithoutPlan,    // only reservations and savings plans have a term
    LimitBelowMinusOne, // a quota limit below -1 (Azure ML prints -1 for "no limit of its own")
};

struct CatalogIssue {
    std::string field; // the row's key: "vcpus", "price_per_hour", "term_years", "limit", …
    CatalogRule rule;
    double value = 0.0; // the offending number
    double high = 0.0;  // the bound, for TooLarge

    bool operator==(const CatalogIssue &) const = default;
};

// Bounds shared by the readers and the editors (public catalogs have shipped $0 prices; an hourly
// price above this is implausible in any currency).
inline constexpr double kMaxPricePerHour = 1e9;
inline constexpr int kMaxCount = 1000000; // vCPUs or GPUs per VM

// The first problem of a row on its own (not against the rest of the catalog), or nothing. Size
// facts are checked by their row of sizeFactFields() (model/catalog/CatalogFields.h), in its order.
std::optional<CatalogIssue> checkSize(const VmSize &size);
std::optional<CatalogIssue> checkPrice(const Price &price);
std::optional<CatalogIssue> checkQuota(const QuotaUsage &quota);

bool isRegionName(std::string_view region);
// isCurrencyCode() is in model/catalog/Catalog.h.

} // namespace capplan::model
