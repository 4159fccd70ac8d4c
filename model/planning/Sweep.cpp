// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/Sweep.h"

namespace capplan::model {

OptionRow evaluateOption(const SweepInput &input, int nodes)
{
    OptionRow row;
    row.nodes = nodes;
    row.gpus = nodes * input.gpusPerNode;
    row.efficiency = input.efficiency.at(nodes);
    row.speedup = nodes * row.efficiency;
    row.computeHours = input.gpuHours / (row.gpus * row.efficiency);
    row.wallClockHours = row.computeHours / input.goodput + input.overheadHours;
    row.nodeHours = nodes * row.wallClockHours;
    row.priced = input.priced;
    row.cost = input.priced ? row.nodeHours * input.pricePerNodeHour + input.oneTimeCost : 0.0;
    row.quotaCores = nodes * input.vcpusPerNode;
    row.meetsDeadline = !input.deadlineHours || row.wallClockHours <= *input.deadlineHours;
    row.withinBudget = !input.budget || !input.priced || row.cost <= *input.budget;
    row.fixedHours = input.overheadHours;
    const BandFigures band = bandFigures(row.computeHours, input.goodput, input.overheadHours, nodes, input.pricePerNodeHour,
                                         input.oneTimeCost, input.priced, input.rateSlow, input.rateFast);
    row.wallClockHoursLow = band.wallClockHoursLow;
    row.wallClockHoursHigh = band.wallClockHoursHigh;
    row.costLow = band.costLow;
    row.costHigh = band.costHigh;
    return row;
}

BandFigures bandFigures(double computeHours, double goodput, double fixed, int nodes, double price, double oneTime,
                        bool priced, double slow, double fast)
{
    const auto wallAt = [&](double rate) { return (rate == 1.0 ? computeHours : computeHours / rate) / goodput + fixed; };
    const auto costAt = [&](double hours) { return priced ? nodes * hours * price + oneTime : 0.0; };
    BandFigures f;
    f.wallClockHoursLow = wallAt(fast);
    f.wallClockHoursHigh = wallAt(slow);
    f.costLow = costAt(f.wallClockHoursLow);
    f.costHigh = costAt(f.wallClockHoursHigh);
    return f;
}

std::vector<OptionRow> sweep(const SweepInput &input, const std::vector<int> &nodeCounts)
{
    std::vector<OptionRow> rows;
    rows.reserve(nodeCounts.size());
    for (const int n : nodeCounts) {
        rows.push_back(evaluateOption(input, n));
    }
    return rows;
}

} // namespace capplan::model
