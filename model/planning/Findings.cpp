// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/Findings.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace capplan::model {

std::string_view toString(FindingCode code)
{
    switch (code) {
    case FindingCode::NoInfiniband:
        return "no_infiniband";
    case FindingCode::RetiredSize:
        return "retired_size";
    case FindingCode::NoFeasibleOption:
        return "no_feasible_option";
    case FindingCode::UnverifiedValue:
        return "unverified_value";
    case FindingCode::CommunicationBound:
        return "communication_bound";
    case FindingCode::TcpFallbackRisk:
        return "tcp_fallback_risk";
    case FindingCode::NetworkBottleneck:
        return "network_bottleneck";
    case FindingCode::BatchTooSmall:
        return "batch_too_small";
    case FindingCode::DoesNotFit:
        return "does_not_fit";
    case FindingCode::TcpFallback:
        return "tcp_fallback";
    case FindingCode::QuotaExceeded:
        return "quota_exceeded";
    case FindingCode::QuotaUnknown:
        return "quota_unknown";
    case FindingCode::QuotaHeldWhenIdle:
        return "quota_held_when_idle";
    case FindingCode::RegionRestricted:
        return "region_restricted";
    case FindingCode::PlacementGroupSupportRequest:
        return "placement_group_support_request";
    case FindingCode::BeyondPlacementGroup:
        return "beyond_placement_group";
    case FindingCode::HpcTeamEngagement:
        return "hpc_team_engagement";
    case FindingCode::NoPrice:
        return "no_price";
    case FindingCode::NotAnOption:
        return "not_an_option";
    case FindingCode::TensorParallelAcrossDomain:
        return "tensor_parallel_across_nvlink_domain";
    case FindingCode::PlannerLayout:
        return "planner_layout";
    case FindingCode::DataCopy:
        return "data_copy";
    }
    return "unknown";
}

namespace {

void addUnverified(std::vector<Finding> &out, const std::string &subject, const std::string &field,
                   const Provenance &provenance)
{
    if (provenance.verified) {
        return;
    }
    Finding f{FindingCode::UnverifiedValue, Severity::Info, subject, {}, {}};
    f.texts["field"] = field;
    f.texts["source"] = provenance.source;
    f.texts["as_of"] = provenance.asOf;
    out.push_back(std::move(f));
}

Finding placementFinding(FindingCode code, int nodes, int gpus, const std::string &sizeName)
{
    Finding f{code, Severity::Warning, sizeName, {}, {}};
    f.numbers["nodes"] = nodes;
    f.numbers["gpus"] = gpus;
    switch (code) {
    case FindingCode::PlacementGroupSupportRequest:
        f.numbers["limit_vms"] = kDefaultPlacementGroupVms;
        f.numbers["raised_limit_vms"] = kMaxPlacementGroupVms;
        break;
    case FindingCode::BeyondPlacementGroup:
        f.numbers["limit_vms"] = kMaxPlacementGroupVms;
        break;
    default:
        f.numbers["limit_gpus"] = kMaxSingleFabricGpus;
        break;
    }
    return f;
}

std::vector<std::pair<FindingCode, bool>> passed(const PlacementCheck &c)
{
    return {{FindingCode::PlacementGroupSupportRequest, c.needsSupportRequest},
            {FindingCode::BeyondPlacementGroup, c.beyondPlacementGroup},
            {FindingCode::HpcTeamEngagement, c.needsHpcEngagement}};
}

} // namespace

PlacementCheck placementCheck(int nodes, int gpusPerNode)
{
    PlacementCheck c;
    c.nodes = nodes;
    c.gpus = nodes * gpusPerNode;
    c.needsSupportRequest = nodes > kDefaultPlacementGroupVms;
    c.beyondPlacementGroup = nodes > kMaxPlacementGroupVms;
    c.needsHpcEngagement = c.gpus > kMaxSingleFabricGpus;
    return c;
}

std::vector<Finding> placementFindings(int nodes, int gpusPerNode, const std::string &sizeName)
{
    std::vector<Finding> out;
    const PlacementCheck c = placementCheck(nodes, gpusPerNode);
    for (const auto &[code, applies] : passed(c)) {
        if (applies) {
            out.push_back(placementFinding(code, c.nodes, c.gpus, sizeName));
        }
    }
    return out;
}

std::vector<Finding> placementFindings(const std::vector<int> &nodeCounts, int gpusPerNode, const std::string &sizeName)
{
    std::vector<int> counts = nodeCounts;
    std::sort(counts.begin(), counts.end());
    std::vector<Finding> out;
    for (const FindingCode code : {FindingCode::PlacementGroupSupportRequest, FindingCode::BeyondPlacementGroup,
                                   FindingCode::HpcTeamEngagement}) {
        int options = 0;
        std::optional<Finding> first;
        for (const int n : counts) {
            for (const auto &[c, applies] : passed(placementCheck(n, gpusPerNode))) {
                if (c == code && applies) {
                    ++options;
                    if (!first) {
                        first = placementFinding(code, n, n * gpusPerNode, sizeName);
                    }
                }
            }
        }
        if (first) {
            first->numbers["max_nodes"] = counts.back();
            first->numbers["options"] = options;
            out.push_back(std::move(*first));
        }
    }
    return out;
}

std::vector<Finding> findings(const FindingsInput &input)
{
    std::vector<Finding> out;
    const VmSize *size = input.size;
    const int maxNodes = input.nodeCounts.empty() ? 0 : *std::max_element(input.nodeCounts.begin(), input.nodeCounts.end());

    if (size != nullptr && maxNodes > 1 && !size->hasInfiniBand()) {
        Finding f{FindingCode::NoInfiniband, Severity::Warning, size->name, {}, {}};
        const double ethernet = size->ethernetGbpsPerVm.value;
        f.numbers["max_nodes"] = maxNodes;
        f.numbers["ethernet_gbps_per_vm"] = ethernet;
        f.numbers["reference_ib_gbps_per_vm"] = kReferenceIbGbpsPerVm;
        if (ethernet > 0.0) {
            f.numbers["bandwidth_ratio"] = kReferenceIbGbpsPerVm / ethernet;
        }
        out.push_back(std::move(f));
    }

    if (size != nullptr && size->hasInfiniBand()) {
        // Azure's limits on one InfiniBand fabric; the options stay in the table with the finding.
        for (Finding &f : placementFindings(input.nodeCounts, size->gpusPerVm.value, size->name)) {
            out.push_back(std::move(f));
        }
    }

    if (size != nullptr && size->isRetiredOn(input.todayIso)) {
        Finding f{FindingCode::RetiredSize, Severity::Error, size->name, {}, {}};
        f.texts["retirement_date"] = size->retirementDate.value;
        out.push_back(std::move(f));
    }

    const Recommendation &rec = input.recommendation;
    if (!rec.chosen && rec.reason != RecommendationReason::NoOptions) {
        Finding f{FindingCode::NoFeasibleOption, Severity::Warning, {}, {}, {}};
        switch (rec.reason) {
        case RecommendationReason::NoneMeetsDeadline:
            f.texts["constraint"] = "deadline";
            break;
        case RecommendationReason::NoneWithinBudget:
            f.texts["constraint"] = "budget";
            break;
        case RecommendationReason::NoneFits:
            f.texts["constraint"] = "memory";
            break;
        default:
            f.texts["constraint"] = "deadline_and_budget";
            break;
        }
        if (rec.deadlineHours) {
            f.numbers["deadline_hours"] = *rec.deadlineHours;
        }
        if (rec.budget) {
            f.numbers["budget"] = *rec.budget;
        }
        f.texts["currency"] = rec.currency; // of the budget and the costs
        if (rec.fastest) {
            f.numbers["fastest_nodes"] = rec.fastest->nodes;
            f.numbers["fastest_wall_clock_hours"] = rec.fastest->wallClockHours;
            f.numbers["fastest_cost"] = rec.fastest->cost;
        }
        if (rec.cheapest) {
            f.numbers["cheapest_nodes"] = rec.cheapest->nodes;
            f.numbers["cheapest_cost"] = rec.cheapest->cost;
        }
        out.push_back(std::move(f));
    }

    // Only the values this plan's numbers depend on are reported.
    if (size != nullptr) {
        addUnverified(out, size->name, "gpus", size->gpusPerVm.provenance);
        addUnverified(out, size->name, "vcpus", size->vcpus.provenance);
        if (input.usesPeakTflops) {
            addUnverified(out, size->name, "bf16_tflops_per_gpu", size->bf16TflopsPerGpu.provenance);
        }
        if (maxNodes > 1) {
            addUnverified(out, size->name, "ib_gbps_per_gpu", size->ibGbpsPerGpu.provenance);
        }
    }
    if (input.catalogPrice != nullptr) {
        addUnverified(out, input.catalogPrice->sku, "price_per_node_hour", input.catalogPrice->perNodeHour.provenance);
    }
    return out;
}

} // namespace capplan::model
