// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/Recommendation.h"

#include <algorithm>
#include <cmath>

namespace capplan::model {

namespace {
// Costs within half a cent count as equal, so floating-point noise never beats "fewer nodes".
constexpr double kCostTieTolerance = 0.005;

// What options are ranked by: the cost, or without a price the node-hours (cost at any one price
// per node-hour is node-hours × that price, so the order is the same).
double rankCost(const OptionRow &row)
{
    return row.priced ? row.cost : row.nodeHours;
}

// True when `a` should be preferred over `b` as the cheaper option.
bool cheaper(const OptionRow &a, const OptionRow &b)
{
    if (std::abs(rankCost(a) - rankCost(b)) <= kCostTieTolerance) {
        return a.nodes < b.nodes;
    }
    return rankCost(a) < rankCost(b);
}

bool faster(const OptionRow &a, const OptionRow &b)
{
    if (a.wallClockHours == b.wallClockHours) {
        return rankCost(a) < rankCost(b) || (rankCost(a) == rankCost(b) && a.nodes < b.nodes);
    }
    return a.wallClockHours < b.wallClockHours;
}
} // namespace

Recommendation recommend(const std::vector<OptionRow> &options, std::optional<double> deadlineHours,
                         std::optional<double> budget)
{
    Recommendation rec;
    rec.deadlineHours = deadlineHours;
    rec.budget = budget;
    if (options.empty()) {
        rec.reason = RecommendationReason::NoOptions;
        return rec;
    }
    // Options that do not fit in GPU memory are never recommended, nor offered as the fastest or
    // cheapest alternative, unless none fits at all.
    const bool anyFits = std::any_of(options.begin(), options.end(), [](const OptionRow &row) { return row.fits; });
    bool anyMeetsDeadline = false;
    bool anyWithinBudget = false;
    for (const OptionRow &row : options) {
        if (!row.fits) {
            rec.notFitting.push_back(row.nodes);
        }
        if (!row.fits && anyFits) {
            continue;
        }
        anyMeetsDeadline = anyMeetsDeadline || row.meetsDeadline;
        anyWithinBudget = anyWithinBudget || row.withinBudget;
        if (!rec.fastest || faster(row, *rec.fastest)) {
            rec.fastest = row;
        }
        if (!rec.cheapest || cheaper(row, *rec.cheapest)) {
            rec.cheapest = row;
        }
        if (row.fits && row.meetsDeadline && row.withinBudget && (!rec.chosen || cheaper(row, *rec.chosen))) {
            rec.chosen = row;
        }
    }
    rec.byNodeHours = std::any_of(options.begin(), options.end(), [](const OptionRow &row) { return !row.priced; });
    if (rec.chosen && rec.fastest->wallClockHours < rec.chosen->wallClockHours && rankCost(*rec.chosen) > 0.0) {
        rec.fasterExtraCost = rankCost(*rec.fastest) / rankCost(*rec.chosen) - 1.0;
    }
    // A much faster option at almost the same cost (kNearlySameCostShare, kMuchFasterShare): the
    // cheapest option can be a run four times as long for a few dollars less.
    if (rec.chosen) {
        const OptionRow &c = *rec.chosen;
        for (const OptionRow &row : options) {
            const bool feasible = row.fits && row.meetsDeadline && row.withinBudget;
            const bool nearlySameCost = rankCost(row) <= rankCost(c) * (1.0 + kNearlySameCostShare) + kCostTieTolerance;
            const bool muchFaster = row.wallClockHours <= c.wallClockHours * (1.0 - kMuchFasterShare);
            if (feasible && nearlySameCost && muchFaster &&
                (!rec.fasterAtNearlySameCost || faster(row, *rec.fasterAtNearlySameCost))) {
                rec.fasterAtNearlySameCost = row;
            }
        }
    }
    // When the estimate's band crosses the deadline: how much slower than estimated the chosen run
    // may be and still meet it (the overhead is not slowed).
    if (rec.chosen && deadlineHours && rec.chosen->wallClockHoursHigh > *deadlineHours &&
        rec.chosen->wallClockHours > rec.chosen->fixedHours) {
        rec.slowdownMargin = (*deadlineHours - rec.chosen->fixedHours) / (rec.chosen->wallClockHours - rec.chosen->fixedHours) - 1.0;
    }
    if (rec.chosen) {
        rec.reason = (deadlineHours || budget) ? RecommendationReason::CheapestMeetingConstraints
                                               : RecommendationReason::CheapestOverall;
    } else if (!anyFits) {
        rec.reason = RecommendationReason::NoneFits;
    } else if (!anyMeetsDeadline && !anyWithinBudget) {
        rec.reason = RecommendationReason::NoneMeetsDeadlineOrBudget;
    } else if (!anyMeetsDeadline) {
        rec.reason = RecommendationReason::NoneMeetsDeadline;
    } else if (!anyWithinBudget) {
        rec.reason = RecommendationReason::NoneWithinBudget;
    } else {
        // Some option meets the deadline and some is within budget, but never the same one.
        rec.reason = RecommendationReason::NoneMeetsBoth;
    }
    return rec;
}

} // namespace capplan::model
