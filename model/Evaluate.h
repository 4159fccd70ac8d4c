// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Catalog.h"
#include "model/Findings.h"
#include "model/PlanSpec.h"
#include "model/Recommendation.h"
#include "model/Sweep.h"

#include <string>
#include <vector>

namespace capplan::model {

// A plan answered: what the GUI shows and `capacity-planner-cli plan` prints.
struct Evaluation {
    std::vector<InputIssue> issues; // non-empty: the plan cannot be evaluated, nothing below is set
    std::vector<OptionRow> options;
    Recommendation recommendation;
    std::vector<Finding> findings;
    double pricePerNodeHour = 0.0;
    bool priceFromCatalog = false;
    double gpuHours = 0.0;           // at efficiency 1.0
    double tokensPerGpuSecond = 0.0; // for the token workload forms, else 0

    bool ok() const { return issues.empty(); }
};

// Validates the spec, resolves the size and price in the catalog, sweeps the node counts,
// recommends and collects findings. `todayIso` (yyyy-mm-dd) dates retirement checks; it is an
// input because the model has no clock.
Evaluation evaluate(const PlanSpec &spec, const Catalog &catalog, const std::string &todayIso);

} // namespace capplan::model
