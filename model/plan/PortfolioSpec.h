// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/plan/PlanSpec.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace capplan::model {

// The portfolio file (docs/portfolio.md, "The portfolio file"): a quarter's runs against one
// quota and one budget. {"format": "capacity-planner.portfolio", "version": 1, …}. Dates are
// ISO dates or date-times; the data layer turns them into hours from `start` (a date-time
// without a zone is UTC), the unit model/planning/Portfolio.h schedules in.

// Where a run may go other than its plan's size, region and tier ("may_move"): nowhere (the
// default: the schedule keeps the plan's choice), another region and tier of the same size, or any
// size the plan's search allows.
enum class MayMove {
    No,     // "no"
    Region, // "region": the same size, any region and tier
    Size,   // "size": any size, region and tier the search finds
};
std::string_view toString(MayMove mayMove);
std::optional<MayMove> mayMoveFromString(std::string_view text);

// One run: a plan (a file beside the portfolio, or written inline), when it may start, when it
// must be done and how much it matters.
struct PortfolioRunSpec {
    std::string name;          // shown in the schedule; the plan's name where empty
    std::string planPath;      // as written, relative to the portfolio's folder; empty: inline
    PlanSpec plan;             // the plan, loaded (its deadline and budget give way to the portfolio's)
    std::string earliestStart; // ISO date or date-time; empty: the portfolio's start
    std::string deadline;      // ISO date or date-time
    int priority = 1;          // 1 is the most important
    bool standingCluster = false;
    MayMove mayMove = MayMove::No;
    // Resolved by the data layer from the dates: hours from the portfolio's start.
    double earliestStartHour = 0.0;
    double deadlineHour = 0.0;
};

// The quota to assume for one pool where none is imported.
struct QuotaAssumption {
    std::string family; // the quota family (empty for the low-priority pool, which is regional)
    std::string region;
    Tier tier = Tier::Dedicated; // dedicated or low_priority
    long long cores = 0;
};

// What a run's hours and cost are scheduled with: the estimate, or the slow end of its band (the
// 90th percentile of slowness of held-out published runs, model/performance/Stack.h EstimateBand),
// so that a deadline reported as met is met by nine in ten runs like them.
enum class PortfolioConfidence {
    Estimate, // "estimate", the default
    P90,      // "p90"
};
std::string_view toString(PortfolioConfidence confidence);
std::optional<PortfolioConfidence> portfolioConfidenceFromString(std::string_view text);

struct PortfolioSpec {
    std::string name;
    std::string start; // ISO date: the quarter's first day
    std::optional<double> budget;
    std::string currency{kDefaultCurrency}; // the budget's
    PortfolioConfidence confidence = PortfolioConfidence::Estimate;
    std::vector<std::string> preferRegions;
    std::vector<std::string> avoidRegions;
    std::vector<PortfolioRunSpec> runs;
    std::vector<QuotaAssumption> quota;
};

// One description per portfolio field (docs/design.md, "One description per field"): the reader,
// the writer and the error messages walk this table.
enum class PortfolioField {
    Name,
    Start,
    Budget,
    Currency,
    Confidence,
    PreferRegions,
    AvoidRegions,
    Runs,
    RunName,
    RunPlan,
    RunEarliestStart,
    RunDeadline,
    RunPriority,
    RunStandingCluster,
    RunMayMove,
    Quota,
    QuotaFamily,
    QuotaRegion,
    QuotaTier,
    QuotaCores,
};

enum class PortfolioValue {
    Text,     // a string
    Date,     // an ISO date or date-time string
    Money,    // a number > 0
    Currency, // an ISO 4217 code
    Count,    // a whole number >= 1
    Cores,    // a whole number >= 0
    Flag,     // true or false
    Names,    // an array of strings
    Plan,     // a path (string) or an inline plan object
    List,     // an array of objects, whose rows follow with its path as prefix
    PoolTier, // "dedicated" or "low_priority"
    Confidence, // "estimate" or "p90"
    MayMove,    // "no", "region" or "size"
};

struct PortfolioFieldInfo {
    PortfolioField field;
    // The key's path: "start", or "runs.deadline" for a key of every item of "runs".
    std::string_view path;
    PortfolioValue value;
    bool required = false;
    // What the field is called in a message, in English; translated in kPortfolioFieldContext.
    std::string_view name;
};

inline constexpr const char *kPortfolioFieldContext = "capplan::model::PortfolioField";

std::span<const PortfolioFieldInfo> portfolioFields();
const PortfolioFieldInfo &info(PortfolioField field);

} // namespace capplan::model
