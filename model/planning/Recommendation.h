// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/plan/Compute.h"
#include "model/planning/Sweep.h"

#include <optional>
#include <string>
#include <vector>

namespace capplan::model {

enum class RecommendationReason {
    CheapestMeetingConstraints, // cheapest among options that meet the deadline and the budget
    CheapestOverall,            // neither deadline nor budget: the cheapest option
    NoneMeetsDeadline,          // no option meets the deadline (budget, if any, is not the issue)
    NoneWithinBudget,           // every option that meets the deadline (or every option) is over budget
    NoneMeetsBoth,              // options meet the deadline and others the budget, but none does both
    NoneMeetsDeadlineOrBudget,  // no option meets the deadline and none is within budget
    NoneFits,                   // the memory check finds that no option fits in GPU memory
    NoOptions,                  // the sweep is empty
};

// "Size to deadline" (docs/design.md, "The plan file"): the cheapest option that fits in GPU memory
// (OptionRow::fits), meets the deadline and stays within budget; a tie (to a cent) goes to fewer
// nodes. An option that does not fit is never recommended, however cheap: the deadline and budget
// are judged among the options that fit. Without a feasible option there is no recommendation
// and the reason names the failed constraint; `fastest` is then the option that finishes first.
// Options without a price (OptionRow::priced false) are ranked by node-hours instead: at any one
// price per node-hour, cost = node-hours × price orders them the same way (byNodeHours says so).
struct Recommendation {
    std::optional<OptionRow> chosen;
    RecommendationReason reason = RecommendationReason::NoOptions;
    std::optional<OptionRow> fastest;  // the fastest option of the sweep
    std::optional<OptionRow> cheapest; // the cheapest option of the sweep, feasible or not
    std::optional<double> deadlineHours;
    std::optional<double> budget;
    std::string currency{"USD"}; // of every cost and the budget: the plan's (set by evaluate())
    PriceBasis priceBasis;       // how the costs are priced: the plan's (set by evaluate())
    bool byNodeHours = false;    // the options have no price: ranked by node-hours, the cost at any one price
    // What finishing sooner would cost: fastest.cost / chosen.cost − 1 (0.13 = 13 % more), set when
    // an option finishes sooner than the chosen one; without a price the same ratio of node-hours.
    std::optional<double> fasterExtraCost;
    // A much faster option at almost the same cost: the fastest option that fits, meets the deadline
    // and the budget, finishes at least kMuchFasterShare sooner than the chosen one and costs at most
    // kNearlySameCostShare more (node-hours without a price). Set only when one exists; the
    // recommendation stays the cheapest, and every text of it names this one beside it.
    std::optional<OptionRow> fasterAtNearlySameCost;
    // Set when the chosen option's band reaches past the deadline (OptionRow::wallClockHoursHigh):
    // the chosen run meets the deadline unless it runs more than this much slower than estimated
    // (0.2 = 20 %).
    std::optional<double> slowdownMargin;
    // The node counts whose memory per GPU exceeds the GPU's, in sweep order (empty without a
    // memory check), and the GPU's memory in GB, for "1 and 2 nodes do not fit in 80 GB per GPU".
    std::vector<int> notFitting;
    double gpuMemoryGB = 0.0;

    std::optional<int> nodes() const { return chosen ? std::optional<int>(chosen->nodes) : std::nullopt; }
};

// The thresholds of Recommendation::fasterAtNearlySameCost. A cost within 1 % of the chosen one is
// below the resolution of the estimate it comes from: the held-out band of every stack is wider
// than ±5 % (model/performance/Stack.h, heldOutBand; docs/validation.md), and Azure's retail
// prices for one size differ by more than 1 % between neighbouring regions. A quarter less time
// (e.g. 48 h → 36 h) is a day and a half on a two-day run: worth a sentence, where a few per cent
// is within the same band.
inline constexpr double kNearlySameCostShare = 0.01;
inline constexpr double kMuchFasterShare = 0.25;

Recommendation recommend(const std::vector<OptionRow> &options, std::optional<double> deadlineHours,
                         std::optional<double> budget);

} // namespace capplan::model
