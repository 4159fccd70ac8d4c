// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/planning/Sweep.h"

namespace capplan::tests {

// The fine-tune of docs/sources.md, s0-finetune-sizing: 168 GPU-hours on ND H100 v5 (8 GPUs,
// 96 vCPUs per node) at $98 per node-hour, efficiency 1.0 / 0.85 / 0.75 at 1 / 2 / 4 nodes, no
// overhead, goodput 1.0.
inline model::SweepInput seedFineTune(std::optional<double> deadlineHours = std::nullopt,
                                      std::optional<double> budget = std::nullopt)
{
    model::SweepInput in;
    in.gpuHours = 168.0;
    in.gpusPerNode = 8;
    in.vcpusPerNode = 96;
    in.pricePerNodeHour = 98.0;
    in.efficiency = model::EfficiencyCurve({{1, 1.0}, {2, 0.85}, {4, 0.75}});
    in.deadlineHours = deadlineHours;
    in.budget = budget;
    return in;
}

} // namespace capplan::tests
