// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Sweep.h"

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
    const auto wallAt = [&](double rate) { return row.computeHours / rate / input.goodput + input.overheadHours; };
    const auto costAt = [&](double wall) { return input.priced ? nodes * wall * input.pricePerNodeHour + input.oneTimeCost : 0.0; };
    row.wallClockHoursLow = input.rateFast == 1.0 ? row.wallClockHours : wallAt(input.rateFast);
    row.wallClockHoursHigh = input.rateSlow == 1.0 ? row.wallClockHours : wallAt(input.rateSlow);
    row.costLow = costAt(row.wallClockHoursLow);
    row.costHigh = costAt(row.wallClockHoursHigh);
    return row;
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
