// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"

#include <optional>
#include <string>
#include <vector>

namespace capplan::model {

// One VM size evaluated for the plan's workload (comparing sizes by editing the plan would carry
// one size's price and measured rate over to the others). Each size is priced at its own
// catalog price, in the plan's region where the catalog prices it there, else in its first priced
// region; the plan's own price override applies to the plan's size only.
struct SizeComparisonRow {
    std::string sku;
    std::string region;
    bool regionChanged = false;  // the plan's region has no price for this size
    bool priceOverride = false;  // the plan's own price (the plan's size only)
    // The workload gives a measured tokens/s per GPU (the tokens-and-rate form), measured on the
    // plan's GPU model; on another model that rate does not hold and the row says so.
    bool rateFromOtherGpu = false;
    // The same for GPU-hours: they count hours of the plan's GPU, so every size looks alike in them.
    bool gpuHoursFromOtherGpu = false;
    Evaluation evaluation;       // issues, or the options and the recommendation
};

// The plan evaluated on each of `skus` (sizes the catalog lacks come back with the issue the
// evaluation gives, UnknownSku at "sku"). Planning numbers all come from model::evaluate().
std::vector<SizeComparisonRow> compareSizes(const PlanSpec &plan, const Catalog &catalog,
                                            const std::vector<std::string> &skus, const std::string &todayIso);

// The plan as it would be on another size: that size, a region that prices it, the catalog's price
// (the override only where the size is the plan's own).
PlanSpec planOnSize(const PlanSpec &plan, const Catalog &catalog, const std::string &sku);

} // namespace capplan::model
