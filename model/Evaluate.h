// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/risk/Checkpoint.h"
#include "model/plan/Compute.h"
#include "model/performance/Calibration.h"
#include "model/performance/Fabric.h"
#include "model/planning/Findings.h"
#include "model/performance/Memory.h"
#include "model/catalog/Quota.h"
#include "model/plan/PlanSpec.h"
#include "model/planning/Recommendation.h"
#include "model/risk/Risk.h"
#include "model/performance/StepTime.h"
#include "model/planning/Sweep.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace capplan::model {

// One measured run as an efficiency against the reference run (see Evaluation).
struct MeasuredEfficiency {
    int nodes = 0;
    double efficiency = 0.0;

    bool operator==(const MeasuredEfficiency &) const = default;
};

// The first option whose memory per GPU exceeds the GPU's, and what would fit there.
struct MemoryMiss {
    std::size_t option = 0; // index into Evaluation::options and ::memory
    int nodes = 0;
    double totalGB = 0.0;
    double capacityGB = 0.0;
    std::optional<Strategy> fittingStrategy; // the least sharded one that fits at these nodes
};

// The one-time copy of the plan's dataset from its data_region to the region a plan runs in
// (the source documents: a cluster in another region than the data "pays for latency and
// cross-region data transfer on every read. Copy the data to that region first"). Priced at the
// plan's transfer_price_per_gb, else the catalog's inter-region price (model/catalog/Transfer.h); without
// either the copy is listed as unpriced and no cost is added.
struct DataCopy {
    std::string fromRegion;
    std::string toRegion;
    double gigabytes = 0.0;
    std::optional<double> pricePerGB; // unset: unpriced
    std::optional<double> cost;       // gigabytes × price (through the catalog's tiers)
    bool fromCatalog = false;
    std::string scope;                // "intra_continent" / "inter_continent" for a catalog price
    Provenance provenance;            // the catalog price's

    bool operator==(const DataCopy &) const = default;
};

// The copy a plan needs in `region` (nullopt without a data_region and dataset_gb, or in the data's
// own region).
std::optional<DataCopy> dataCopyFor(const PlanSpec &spec, const Catalog &catalog, const std::string &region);

// One option's step as either performance model splits it: the fabric model's point, or the
// step-time model's terms, with tensor- and expert-parallel, pipeline point-to-point and exposed
// data-parallel time as exposed communication and the pipeline's bubble as the bubble. The
// charts and reports read this one description, whichever model ran.
struct StepSplit {
    int nodes = 0;
    double stepSeconds = 0.0;
    double computeSeconds = 0.0;
    double exposedCommSeconds = 0.0;
    double bubbleSeconds = 0.0;

    bool operator==(const StepSplit &) const = default;
};

// A plan answered: what the GUI shows and `capacity-planner-cli plan` prints.
struct Evaluation {
    std::vector<InputIssue> issues; // non-empty: the plan cannot be evaluated, nothing below is set
    std::vector<OptionRow> options;
    Recommendation recommendation;
    std::vector<Finding> findings;
    // What one node-hour costs the plan: the catalog's price at the plan's basis (or the plan's
    // own), less its discount; before the discount, the price as the catalog or plan states it.
    double pricePerNodeHour = 0.0;
    double undiscountedPricePerNodeHour = 0.0;
    PriceBasis priceBasis; // pay-as-you-go, a reservation or a savings plan, and the discount
    std::string currency{kDefaultCurrency}; // of the price, every cost and the budget: the plan's
    bool priceFromCatalog = false;
    // False when neither the plan nor the catalog gives a price (pricePerNodeHour 0): every cost
    // is unknown, the recommendation ranks by node-hours and a finding names the import.
    bool priced = true;
    double gpuHours = 0.0;           // at efficiency 1.0
    double tokensPerGpuSecond = 0.0; // for the token workload forms, else 0
    SweepInput sweepInput;           // what the options were computed from (for the risk model)
    std::vector<int> nodeCounts;     // the swept node counts, in option order
    // The other tier the plan's compute target offers (model::otherTier: low priority for a
    // dedicated cluster and vice versa, Spot for a Standard serverless job and vice versa) and its
    // catalog price, for the risk model's side-by-side comparison; the price is unset when the
    // catalog has none.
    std::optional<Tier> otherTier;
    // The plan's compute target and tier: what the options are priced for.
    ComputeTarget compute = ComputeTarget::Cluster;
    Tier tier = Tier::Dedicated;
    std::optional<double> otherTierPricePerNodeHour;
    // Exact expected wall clock and cost with failures and checkpoints, one row per option, when
    // the plan's risk block is enabled (the Monte Carlo runs separately: simulateRisk()).
    std::vector<RiskRow> riskClosedForm;
    // One checkpoint write per option (same order) when the risk block is enabled: the plan's
    // explicit time, else from the model's states and the storage bandwidth (model/risk/Checkpoint.h),
    // else 5 minutes. The risk cases carry them (evaluationRiskCases()).
    std::vector<CheckpointWrite> checkpointWrites;
    CheckpointStorage checkpointStorage; // the risk block's storage, as the writes assumed it
    // Azure's limits on one InfiniBand fabric per option (same order): the search leaves out the
    // options beyond one placement group unless asked for (PlacementCheck::withinOnePlacementGroup).
    std::vector<PlacementCheck> placement;
    // The fabric model's step times per option (same order as options) when the plan uses it,
    // with the calibration it was fitted by when the plan has measurements.
    std::optional<FabricSweep> fabric;
    std::vector<FabricPoint> fabricPoints;
    // Per option (same order as options) the step split of whichever model ran; empty for the
    // efficiency table.
    std::vector<StepSplit> stepSplits;
    std::optional<CalibrationResult> calibration;
    FabricFacts fabricFacts;
    FabricJob fabricJob; // as swept: parameters, rates and fitted parameters resolved
    // With measured runs: the same sweep before calibration (the plan's own overlap, bandwidth
    // factor and one-node rate), so a chart can show what the measurements changed.
    std::optional<FabricSweep> uncalibratedFabric;
    // With measured runs: each run's efficiency relative to the reference run, (tokens/s at n) /
    // (n · tokens/s per node at the reference). The runs keep the per-GPU batch, the sweep the
    // global batch.
    std::vector<MeasuredEfficiency> measuredEfficiency;
    // Memory per GPU per option when the plan has a memory block, the job as checked (strategy
    // and parallelism from the fabric model, parameters and sequence length resolved), and the
    // smallest node count that fits (unset when none of 1 … kMaxNodes does).
    std::vector<MemoryBreakdown> memory;
    std::optional<MemoryJob> memoryJob;
    std::optional<int> smallestFittingNodes;
    // True when the plan has no memory block and the check ran on the model's defaults
    // (memoryCheckBlock): a plan that knows its model is always checked against GPU memory.
    bool memoryFromModel = false;
    // The first option that does not fit, with the least sharded strategy that would fit there.
    std::optional<MemoryMiss> firstMemoryMiss;
    // Quota per option (same order as options) in the plan's region and tier, against the usage
    // and limits imported into the catalog; and every priced region for the recommended (else the
    // fastest) node count.
    std::vector<QuotaCheck> quota;
    RegionComparison regions;
    // The plan's model resolved (a preset looked up in the catalog's library) and its parameter
    // counts; unset without a model block.
    std::optional<Architecture> architecture;
    ParameterCounts modelParameters;
    // With a model (version 3): the plan's layout, the size's hardware as the step-time model sees
    // it, and per option (same order as options) the step split and the memory per GPU. Node counts
    // no layout runs on are not options; each has a not_an_option finding with the reason.
    std::optional<Layout> layout;
    // Per option (same order as options) the layout its step time and memory are for: the plan's
    // own, or, with a model and no layout, the planner's choice for the size at that node count
    // (plannerLayouts, what the search picks); layoutChosenByPlanner says which.
    std::vector<Layout> optionLayouts;
    bool layoutChosenByPlanner = false;
    Hardware hardware;
    std::vector<StepBreakdown> steps;
    std::vector<LayoutMemory> layoutMemory;
    // With a layout: the node count whose per-GPU rate every option's efficiency is relative to,
    // the fewest nodes that run the layout (1 where it fits on one node), independent of the
    // other node counts listed. Unset for the efficiency table (its values are as typed) and the
    // fabric model (relative to its one-node rate).
    std::optional<int> efficiencyReferenceNodes;
    // With measured runs: the compute and network factors fitted to them (ev.hardware carries them).
    std::optional<LayoutCalibration> layoutCalibration;
    // The estimate's band (model/performance/Stack.h): the stack's held-out published runs, narrowed to the
    // calibration's residuals with two or more measured runs; none when the rate is the plan's own.
    EstimateBand band;
    // The dataset's copy from the plan's data_region, when the plan runs elsewhere; its cost (when
    // priced) is in every option's cost (SweepInput::oneTimeCost) and a data_copy finding says so.
    std::optional<DataCopy> dataCopy;

    bool ok() const { return issues.empty(); }
};

// Validates the spec, resolves the size and price in the catalog, sweeps the node counts,
// recommends and collects findings. `todayIso` (yyyy-mm-dd) dates retirement checks; it is an
// input because the model has no clock. The steps, in order (each tested in tst_evaluate):
// validate, resolve price and rate, fabric model, layout step time, sweep and recommend, memory
// (before the findings, so that an option that does not fit is never recommended), risk closed
// form, findings, quota; a step that finds issues ends the evaluation there.
Evaluation evaluate(const PlanSpec &spec, const Catalog &catalog, const std::string &todayIso);

// A plan whose model was just picked, with a parallel layout that fits: when the plan has no
// layout, fabric or memory block and no node count fits with the default data parallelism (DDP
// keeps 16 bytes per parameter on every GPU: 8B already takes 128 GB), the search's starting
// layout (model::searchBaseLayout) with the least sharding that fits some listed node count
// (ZeRO-1, ZeRO-2, ZeRO-3, then each with full recomputation); the step-time model then gives the
// rate. Unchanged when one already fits or none does (the banner then says why).
PlanSpec withLayoutThatFits(PlanSpec spec, const Catalog &catalog, const std::string &todayIso);

// The layout an option's step time is for (Evaluation::optionLayouts): unset without the step-time
// model or when `nodes` is not an option.
std::optional<Layout> optionLayout(const Evaluation &evaluation, int nodes);
// The plan as the job that runs an option: with the planner's layouts, the layout chosen at
// `nodes` (the recommended count when unset) becomes the plan's, so that every export, the quota
// request and the checklist carry the evaluated option's layout; otherwise the plan unchanged.
PlanSpec withOptionLayout(PlanSpec spec, const Evaluation &evaluation, std::optional<int> nodes);

// The steps' own rules, for views and tests that need them on their own.
// The memory block the check uses: the plan's, else with a model the block's defaults (the check
// is on whenever the plan knows its model, so that no option is recommended whose GPUs cannot hold
// the job), else none.
std::optional<MemoryJob> memoryCheckBlock(const PlanSpec &spec);
// Parameters the fabric and memory models take from the workload: the MFU form's, else 0.
double workloadParameters(const Workload &workload);
// The workload with the model's parameters filled in: the MFU form's 6·N·tokens counts the
// active parameters (a mixture of experts computes only the experts a token is routed to).
Workload resolvedWorkload(const Workload &workload, const std::optional<Architecture> &architecture);
// The memory job as evaluate() checks it: strategy and parallelism from the fabric job (DDP
// without one), parameters and sequence length from there or the workload where the block has 0;
// with the plan's model, the model's total parameters and shape.
MemoryJob resolvedMemoryJob(const MemoryJob &block, const std::optional<FabricJob> &fabric, const Workload &workload,
                            const std::optional<Architecture> &architecture = std::nullopt);
// The job whose states a checkpoint writes: the memory check's when the plan has one, else the
// same resolution from the fabric block, the workload and the model (parameters 0 when none of
// them knows the model's size).
MemoryJob checkpointJob(const PlanSpec &spec, const Evaluation &evaluation);
// The risk model's cases of the evaluation's options at a tier and price, each with its option's
// checkpoint write (Evaluation::checkpointWrites).
std::vector<RiskCase> evaluationRiskCases(const Evaluation &evaluation, Tier tier, double pricePerNodeHour);
// The one node count whose checkpoint figures the window shows where it shows only one: the risk
// inputs' derived write time and "Optimal checkpoints" interval, and the Risk tab's checkpoint
// chart, so that both read the same figures. The recommended node count, else the first option;
// nullopt when the evaluation has no risk figures (risk off, or issues).
struct CheckpointFocus {
    std::size_t option = 0; // into options, checkpointWrites and riskClosedForm
    int nodes = 0;
    CheckpointWrite write; // checkpointWrites[option]
    // riskClosedForm[option].optimalCheckpointHours: Young/Daly's √(2 · C · job MTBF) at this node
    // count (optimalCheckpointHours(), as the risk model plans with it); +inf when nothing can
    // interrupt the run.
    double optimalIntervalHours = 0.0;
};
std::optional<CheckpointFocus> checkpointFocus(const Evaluation &evaluation);
// Each measured run's efficiency relative to the calibration's reference run.
std::vector<MeasuredEfficiency> measuredEfficiency(const CalibrationResult &calibration);

// The Monte Carlo of an evaluation's options, for the plan's tier and, where the catalog prices it,
// the other tier side by side (one simulation, one progress range).
struct RiskResult {
    Tier tier = Tier::Dedicated;
    std::vector<RiskRow> rows; // the plan's tier, in option order
    RiskRecommendation recommendation;
    std::optional<Tier> otherTier;
    std::vector<RiskRow> otherRows;
    std::optional<RiskRecommendation> otherRecommendation;
};

// Nothing when the evaluation has issues, the risk block is off, or `cancel` became true.
// `progress` is called from worker threads (model::simulate).
std::optional<RiskResult> simulateRisk(const PlanSpec &spec, const Evaluation &evaluation,
                                       const std::atomic<bool> *cancel = nullptr,
                                       const std::function<void(double)> &progress = {}, int threadCount = 0);

// Expected wall clock (exact closed form) against the checkpoint interval for one case, on a log
// scale from a sixteenth to sixteen times the optimal interval (capped at the work), so the optimum
// can be seen as the curve's minimum. Empty when no interruption is possible.
struct CheckpointCurvePoint {
    double intervalHours = 0.0;
    double expectedWallClockHours = 0.0;
};
std::vector<CheckpointCurvePoint> checkpointCurve(const RiskSettings &settings, const RiskCase &riskCase, int points = 64);

} // namespace capplan::model
