// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/Scaling.h"

#include <optional>
#include <vector>

namespace capplan::model {

// Everything one node-count sweep depends on, already resolved against the catalog.
struct SweepInput {
    double gpuHours = 0.0; // at efficiency 1.0 (gpuHoursAtFullEfficiency)
    int gpusPerNode = 8;
    int vcpusPerNode = 96;
    double pricePerNodeHour = 0.0;
    // False when neither the plan nor the catalog gives a price: the options keep their time,
    // node-hours and quota, their cost is unknown (OptionRow::priced) and no budget is judged.
    bool priced = true;
    EfficiencyCurve efficiency;
    double goodput = 1.0;
    double overheadHours = 0.0;
    std::optional<double> deadlineHours;
    std::optional<double> budget;
    // Paid once whatever the node count: the dataset's copy from another region (Evaluation::
    // dataCopy); 0 when none is needed or it is not priced.
    double oneTimeCost = 0.0;
    // The estimate's band as measured / estimated throughput at its slow and fast ends (model/
    // Stack.h, EstimateBand); 1 and 1 when the rate is the plan's own.
    double rateSlow = 1.0;
    double rateFast = 1.0;
};

// One row of the sweep; the fields are the CLI's option object (docs/design.md, "The plan file").
struct OptionRow {
    int nodes = 0;
    int gpus = 0;
    double efficiency = 0.0;
    double speedup = 0.0;
    double computeHours = 0.0;
    double wallClockHours = 0.0;
    double nodeHours = 0.0;
    double cost = 0.0;   // 0 and priced false when the price is unknown
    bool priced = true;
    int quotaCores = 0;
    bool meetsDeadline = true; // true when there is no deadline
    bool withinBudget = true;  // true when there is no budget, or no price to judge it by
    // False when the memory check finds more memory per GPU than the GPU has (true when the plan
    // has no memory check): such an option is never recommended.
    bool fits = true;
    // The band (SweepInput::rateSlow, rateFast): the wall clock and cost if the run is as fast as
    // the band's fast end (low) or as slow as its slow end (high); equal to the estimate without one.
    double wallClockHoursLow = 0.0;
    double wallClockHoursHigh = 0.0;
    double costLow = 0.0;
    double costHigh = 0.0;
    double fixedHours = 0.0; // the overhead in the wall clock, which no rate changes
};

// Per node count n with g GPUs and v vCPUs per node (docs/design.md, "The plan file"):
//   gpus = n·g, speedup = n·e(n), compute_hours = gpu_hours / (n·g·e(n)),
//   wall_clock = compute_hours / goodput + overhead, node_hours = n·wall_clock,
//   cost = node_hours · price + one-time cost (unknown without a price), quota_cores = n·v;
//   the band: compute_hours / fast (low) and / slow (high), through the same wall clock and cost.
OptionRow evaluateOption(const SweepInput &input, int nodes);

// The band around one estimate (OptionRow::wallClockHoursLow … costHigh): the compute hours at the
// band's fast end (÷ fast) and slow end (÷ slow), through wall clock = compute / goodput + fixed
// hours, and the cost of n nodes for each at the price, plus the one-time cost (0 without a price).
// A band end of 1 leaves the wall clock as the estimate's.
struct BandFigures {
    double wallClockHoursLow = 0.0;
    double wallClockHoursHigh = 0.0;
    double costLow = 0.0;
    double costHigh = 0.0;
};
BandFigures bandFigures(double computeHours, double goodput, double fixedHours, int nodes, double pricePerNodeHour,
                        double oneTimeCost, bool priced, double rateSlow, double rateFast);
std::vector<OptionRow> sweep(const SweepInput &input, const std::vector<int> &nodeCounts);

} // namespace capplan::model
