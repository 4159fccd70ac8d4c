// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/planning/Recommendation.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace capplan::model {

// Warnings leave the model as codes plus the numbers behind them (docs/design.md, "Architecture");
// the CLI prints the code, the views translate it. Where a rule comes from a source document, the
// comment names its section of docs/sources.md.
enum class FindingCode {
    // multi-node on a size without InfiniBand: NCCL falls back to TCP (s1-infiniband-trap,
    // s3-distribution-block)
    NoInfiniband,
    RetiredSize,      // the size is retired or past its retirement date
    NoFeasibleOption, // no option meets the deadline and/or the budget
    UnverifiedValue,  // a catalog value the plan uses is not verified
    // From the fabric and memory models (model/performance/Fabric.h, model/performance/Memory.h):
    CommunicationBound, // exposed communication above a third of the step time
    TcpFallbackRisk,    // multi-node without InfiniBand: NCCL runs over TCP
    NetworkBottleneck,  // under 1.5× speedup at two nodes (the s2-azureml-compute rule)
    BatchTooSmall,      // a data-parallel replica gets less than one sequence per step
    DoesNotFit,         // memory per GPU above the GPU's memory
    TcpFallback,        // an NCCL log shows NET/Socket: the run fell back to TCP
    // From the catalog's quota (model/catalog/Quota.h):
    QuotaExceeded,      // the chosen node count needs more cores than the family or region allows
    QuotaUnknown,       // no usage imported for the size's family in the plan's region
    // a cluster's max_instances counts against quota even when scaled to zero (s2-azureml-compute)
    QuotaHeldWhenIdle,
    // az vm list-skus --all lists the size in the plan's region with a Location restriction
    // (NotAvailableForSubscription): the subscription cannot deploy it there.
    RegionRestricted,
    // Azure's own limits on one InfiniBand fabric (placementCheck(); docs/sources.md,
    // s1-infiniband-trap and "Azure scale limits"):
    PlacementGroupSupportRequest, // more than 100 VMs in one placement group: a support request (up to 300)
    BeyondPlacementGroup,         // more than 300 VMs: no single placement group, InfiniBand does not join them all
    HpcTeamEngagement,            // more than 2,400 GPUs on one InfiniBand fabric: the Azure HPC team
    // Neither the plan nor the catalog prices the size in the region, tier and currency: time,
    // memory, quota and fit are planned, cost is unknown; texts name the import that prices it.
    NoPrice,
    // From the step-time model (model/performance/StepTime.h): a listed node count the layout cannot use (its
    // texts' "reason" is a LayoutProblem name), and tensor parallelism wider than the NVLink
    // domain, priced on InfiniBand.
    NotAnOption,
    TensorParallelAcrossDomain,
    // A plan with a model and no layout: the planner chose each node count's layout (numbers: the
    // global batch and sequence length it laid out, and workload_mfu where the workload gives an MFU,
    // which is then not the rate; texts: batch_from "scaling" or "default").
    PlannerLayout,
    // The plan runs outside its data_region: the dataset's one-time copy, priced (numbers cost,
    // price_per_gb) or not (the import or plan field that prices it is named).
    DataCopy,
};

enum class Severity { Info, Warning, Error };

std::string_view toString(FindingCode code); // the CLI's snake_case code

struct Finding {
    FindingCode code;
    Severity severity = Severity::Warning;
    std::string subject;                   // the size, or the field a value belongs to
    std::map<std::string, double> numbers; // named figures, snake_case keys with units
    std::map<std::string, std::string> texts;

    bool operator==(const Finding &) const = default;
};

// The aggregate InfiniBand of one ND H100 v5 VM: 8 GPUs × 400 Gb/s = 3.2 Tb/s (docs/sources.md,
// s0-finetune-sizing). Ethernet-only sizes are compared against it ("roughly 80x less bandwidth",
// s1-infiniband-trap).
inline constexpr double kReferenceIbGbpsPerVm = 3200.0;

// Azure's limits on VMs that share one InfiniBand fabric. A scale set with singlePlacementGroup
// true is one placement group of at most 100 VMs by default, "expandable to 300 via support
// request"; VMs in different placement groups get no InfiniBand between them, and a scale set with
// singlePlacementGroup false ("large scale", beyond 100 VMs) "does not support InfiniBand
// networking" (docs/sources.md, s1-infiniband-trap; Microsoft Learn, "Virtual Machine Scale Sets
// and placement groups": "By default, a scale set consists of a single placement group with a
// maximum size of 100 VMs"). "If you need more than 2,400 GPUs on a single IB fabric, that's a
// different conversation involving Azure HPC team engagement" (s1-infiniband-trap).
inline constexpr int kDefaultPlacementGroupVms = 100;
inline constexpr int kMaxPlacementGroupVms = 300;
inline constexpr int kMaxSingleFabricGpus = 2400;

// Which of Azure's limits one node count meets. A pure fact of the VM and GPU counts; the findings
// apply it to sizes with InfiniBand only (without it nothing joins the nodes' GPUs anyway).
struct PlacementCheck {
    int nodes = 0;
    int gpus = 0;
    bool needsSupportRequest = false;  // nodes > 100
    bool beyondPlacementGroup = false; // nodes > 300
    bool needsHpcEngagement = false;   // gpus > 2,400
    // For the search: options beyond one placement group are left out unless asked for.
    bool withinOnePlacementGroup() const { return !beyondPlacementGroup; }

    bool operator==(const PlacementCheck &) const = default;
};

PlacementCheck placementCheck(int nodes, int gpusPerNode);

// The placement findings of one node count (empty within the default 100 VMs): each a warning with
// nodes, gpus and the limit it passes (limit_vms or limit_gpus).
std::vector<Finding> placementFindings(int nodes, int gpusPerNode, const std::string &sizeName);

// The placement findings of a sweep: one per limit that some node count passes, naming the first
// (smallest) such node count as nodes, with max_nodes and options (how many node counts pass it).
std::vector<Finding> placementFindings(const std::vector<int> &nodeCounts, int gpusPerNode,
                                       const std::string &sizeName);

struct FindingsInput {
    const VmSize *size = nullptr;
    const Price *catalogPrice = nullptr; // null when the plan gives its own price
    bool usesPeakTflops = false;         // the MFU workload form reads the size's peak
    std::vector<int> nodeCounts;
    Recommendation recommendation;
    std::string todayIso; // for retirement dates
};

std::vector<Finding> findings(const FindingsInput &input);

} // namespace capplan::model
