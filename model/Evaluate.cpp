// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Evaluate.h"

#include <cmath>

namespace capplan::model {

Evaluation evaluate(const PlanSpec &spec, const Catalog &catalog, const std::string &todayIso)
{
    Evaluation ev;
    ev.issues = validate(spec);
    if (ev.issues.empty()) {
        ev.issues = validateAgainstCatalog(spec, catalog);
    }
    if (!ev.issues.empty()) {
        return ev;
    }
    const VmSize &size = *catalog.findSize(spec.sku);
    const Price *catalogPrice = spec.pricePerNodeHour ? nullptr : catalog.findPrice(spec.sku, spec.region, spec.tier);
    ev.priceFromCatalog = catalogPrice != nullptr;
    ev.pricePerNodeHour = catalogPrice != nullptr ? catalogPrice->perNodeHour.value : *spec.pricePerNodeHour;

    const double peak = size.bf16TflopsPerGpu.value;
    ev.gpuHours = gpuHoursAtFullEfficiency(spec.workload, peak);
    if (const auto *rate = std::get_if<TokenRateWorkload>(&spec.workload)) {
        ev.tokensPerGpuSecond = rate->tokensPerGpuSecond;
    } else if (const auto *mfu = std::get_if<TokenMfuWorkload>(&spec.workload)) {
        ev.tokensPerGpuSecond = tokensPerGpuSecondFromMfu(mfu->parameters, mfu->mfu, peak);
    }

    SweepInput input;
    input.gpuHours = ev.gpuHours;
    input.gpusPerNode = size.gpusPerVm.value;
    input.vcpusPerNode = size.vcpus.value;
    input.pricePerNodeHour = ev.pricePerNodeHour;
    input.efficiency = EfficiencyCurve(spec.efficiency);
    input.goodput = spec.goodput;
    input.overheadHours = spec.overheadHours;
    input.deadlineHours = spec.deadlineHours;
    input.budget = spec.budget;

    const std::vector<int> nodeCounts = spec.nodes.empty() ? defaultNodeCounts() : spec.nodes;
    ev.options = sweep(input, nodeCounts);
    // The input bounds keep every figure finite; this guard keeps a catalog with extreme values
    // (a user's own size, say) from turning into "inf h" on screen.
    for (const OptionRow &row : ev.options) {
        if (!std::isfinite(row.wallClockHours) || !std::isfinite(row.cost) || !std::isfinite(row.computeHours)) {
            ev.issues.push_back(InputIssue{"workload", IssueCode::ResultNotFinite, row.wallClockHours, 0.0, 0.0, {}});
            ev.options.clear();
            return ev;
        }
    }
    ev.recommendation = recommend(ev.options, spec.deadlineHours, spec.budget);

    FindingsInput fi;
    fi.size = &size;
    fi.catalogPrice = catalogPrice;
    fi.usesPeakTflops = std::holds_alternative<TokenMfuWorkload>(spec.workload);
    fi.nodeCounts = nodeCounts;
    fi.recommendation = ev.recommendation;
    fi.todayIso = todayIso;
    ev.findings = findings(fi);
    return ev;
}

} // namespace capplan::model
