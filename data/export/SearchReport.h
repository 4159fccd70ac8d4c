// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/Search.h"

#include <QByteArray>
#include <QString>

namespace capplan::data {

// `capacity-planner-cli search`'s output: {"evaluated", "feasible", "seconds", "pareto": [candidate…],
// "recommendation": candidate|null, "reason", "rejected": [{"sku", "reason"}…]} where a candidate is
// {"sku", "region", "tier", "nodes", "layout": {…the plan file's layout block…}, "wall_clock_hours",
// "cost", "memory_per_gpu_gb", "fits", "quota_shortfall", "p_meet_deadline", "findings": [codes]}.
// `top` > 0 keeps the front's `top` cheapest members that meet the deadline first (the
// recommendation always stays).
class SearchReport {
public:
    static QByteArray json(const model::PlanSpec &spec, const model::SearchResult &result, const Texts &texts, int top = 0);
    static QString table(const model::PlanSpec &spec, const model::SearchResult &result, const Texts &texts, int top = 0);
};

} // namespace capplan::data
