// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/SizeComparison.h"

#include <algorithm>
#include <variant>

namespace capplan::model {

PlanSpec planOnSize(const PlanSpec &plan, const Catalog &catalog, const std::string &sku)
{
    PlanSpec spec = plan;
    if (sku == plan.sku) {
        return spec;
    }
    spec.sku = sku;
    // A price typed for one size is that size's (the H100's $98 applied to the A100 and H200).
    spec.pricePerNodeHour.reset();
    const std::vector<std::string> regions = catalog.regions(sku);
    if (!regions.empty() && std::find(regions.begin(), regions.end(), plan.region) == regions.end()) {
        spec.region = regions.front();
    }
    return spec;
}

std::vector<SizeComparisonRow> compareSizes(const PlanSpec &plan, const Catalog &catalog,
                                            const std::vector<std::string> &skus, const std::string &todayIso)
{
    const VmSize *own = catalog.findSize(plan.sku);
    const bool measuredRate = std::holds_alternative<TokenRateWorkload>(plan.workload);
    const bool gpuHours = std::holds_alternative<GpuHoursWorkload>(plan.workload);
    std::vector<SizeComparisonRow> rows;
    rows.reserve(skus.size());
    for (const std::string &sku : skus) {
        SizeComparisonRow row;
        row.sku = sku;
        const PlanSpec spec = planOnSize(plan, catalog, sku);
        row.region = spec.region;
        row.regionChanged = spec.region != plan.region;
        row.priceOverride = spec.pricePerNodeHour.has_value();
        const VmSize *size = catalog.findSize(sku);
        const bool otherGpu = own != nullptr && size != nullptr && size->gpuModel.value != own->gpuModel.value;
        row.rateFromOtherGpu = measuredRate && otherGpu;
        row.gpuHoursFromOtherGpu = gpuHours && otherGpu;
        row.evaluation = evaluate(spec, catalog, todayIso);
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace capplan::model
