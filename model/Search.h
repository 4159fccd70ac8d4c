// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "What should I run?": the search over VM sizes × regions × tiers × parallel layouts × node
// counts for the cheapest run that meets the deadline (and the budget, at the confidence). Every
// candidate is priced by the same functions `plan` uses (model/performance/StepTime.h for the step and the
// memory per GPU, model/planning/Sweep.h's wall clock, model/plan/Compute.h's planPrice, model/risk/Risk.h's closed
// form), so a candidate adopted into the plan (adoptCandidate) gives the same hours and cost
// through evaluate(). docs/search.md describes the space, the pruning and its exactness.

#include "model/catalog/Catalog.h"
#include "model/Evaluate.h"
#include "model/planning/Findings.h"
#include "model/plan/PlanSpec.h"
#include "model/catalog/Quota.h"
#include "model/performance/Calibration.h"
#include "model/performance/StepTime.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace capplan::model {

// One size, region, tier, layout and node count.
struct SearchCandidate {
    std::string sku;
    std::string series;
    std::string region;
    Tier tier = Tier::Dedicated;
    int nodes = 0;
    int gpus = 0;
    Layout layout;
    // Hours and cost as the search ranks them: expected (risk closed form) when the plan's risk
    // block is on, else the sweep's deterministic figures; cost includes the one-time dataset copy
    // when the candidate runs outside the data's region and the copy is priced.
    double wallClockHours = 0.0;
    double deterministicWallClockHours = 0.0;
    double deterministicCost = 0.0; // the estimate's cost, as `plan` gives it (without the risk model)
    bool rankedByExpected = false;  // wallClockHours and cost are the risk model's expected figures
    // The estimate's band (model/performance/Stack.h, heldOutBand of the candidate's stack) around the
    // deterministic wall clock and its cost: the search ranks by the estimate, the band is reported.
    double wallClockHoursLow = 0.0;
    double wallClockHoursHigh = 0.0;
    double costLow = 0.0;
    double costHigh = 0.0;
    double nodeHours = 0.0;
    double cost = 0.0;
    bool priced = true;
    double pricePerNodeHour = 0.0; // at the plan's basis, after its discount
    double stepSeconds = 0.0;
    double tokensPerGpuSecond = 0.0;
    double mfu = 0.0;
    double memoryPerGpuGB = 0.0;
    double gpuMemoryGB = 0.0;
    bool fits = true;
    // The dataset copy from the plan's data_region (unset when none is needed).
    std::optional<double> transferGB;
    std::optional<double> transferCost; // unset when the copy is needed but not priced
    // Quota in the candidate's region and tier (cores to request; unset when usage is unknown).
    QuotaStatus quotaStatus = QuotaStatus::Unknown;
    std::optional<long long> quotaShortfall;
    long long coresNeeded = 0;
    // With risk on: P(wall clock ≤ deadline), from the Monte Carlo for front members (else
    // unset); the closed form's chance of no interruption otherwise.
    std::optional<double> pMeetDeadline;
    bool meetsDeadline = true;
    bool withinBudget = true;
    // evaluate()'s findings of the adopted plan (front members and the recommendation only).
    std::vector<FindingCode> findings;

    bool operator==(const SearchCandidate &) const = default;
};

// Why the search recommends what it does, or why a size lost: a code and its figures, worded by
// data::Texts (the model builds no sentences).
enum class SearchReasonCode {
    // The recommendation
    CheapestMeetingDeadline, // the cheapest candidate that meets the deadline (and budget, confidence)
    CheapestWithinBudget,    // no deadline: the cheapest within the budget
    CheapestOverall,         // neither deadline nor budget
    NoneMeetsDeadline,       // numbers: fastest_hours, deadline_hours
    NoneMeetsConfidence,     // numbers: best_probability, confidence
    NoneWithinBudget,        // numbers: cheapest_cost, budget
    NoCandidate,             // nothing fits and runs
    // A size that lost (SearchRejection)
    Retired,              // texts: date
    NoPrice,              // no price in the searched regions, tiers and currency
    NoFp8,                // precision fp8 only, and the GPU has no FP8
    RestrictedEverywhere, // NotAvailableForSubscription in every searched region
    DoesNotFit,           // no layout fits at up to max nodes (numbers: gpu_memory_gb, least_gb, max_nodes)
    NoInfiniband,         // one node only, and that does not fit or meet the deadline
    MissesDeadline,       // numbers: hours and nodes of the size's fastest candidate
    OverBudget,           // the size's cheapest candidate meeting the deadline costs more than the budget
    Costlier,             // the deadline decided: its cheapest candidate meeting it (numbers nodes, cost, percent; texts strategy)
    FitsOnlyFrom,         // memory decided: it fits from `nodes` on only, where it costs more (numbers as Costlier, hours)
    Slower,               // the price decided: its cheapest candidate costs more (numbers percent)
    // Notes on what the search assumed
    OwnSizeOnly,            // a plan without a model (GPU-hours): only its own size's node counts
    DefaultBatch,           // no layout or scaling block: the starting batch (numbers)
    MeasurementsNotUsed,    // measured runs calibrate the plan's own size only
    LowPriorityWithoutRisk, // low-priority or Spot tiers searched without the risk model: preemptions not priced
};

std::string_view toString(SearchReasonCode code); // snake_case

struct SearchReason {
    SearchReasonCode code = SearchReasonCode::NoCandidate;
    std::map<std::string, double> numbers;
    std::map<std::string, std::string> texts;

    bool operator==(const SearchReason &) const = default;
};

struct SearchRejection {
    std::string sku;
    std::string series;
    SearchReason reason;
    std::optional<SearchCandidate> best; // the size's best candidate, where it has one

    bool operator==(const SearchRejection &) const = default;
};

// The space's size and what the search did with it (reported in the note and docs/search.md).
struct SearchCounts {
    // Every (size, layout, node count) combination the settings allow, before any check, and
    // those × their priced regions and tiers.
    std::uint64_t layoutNodeCombinations = 0;
    std::uint64_t spaceCandidates = 0;
    // Combinations whose divisibility holds (t·p | GPUs, B divides into d·b, e | d …).
    std::uint64_t runnable = 0;
    std::uint64_t memoryChecks = 0;      // layouts whose memory was computed
    std::uint64_t stepEvaluations = 0;   // stepTime() calls
    std::uint64_t fitting = 0;           // step evaluations that fit
    std::uint64_t feasible = 0;          // fitting × priced regions and tiers (the candidates)
    std::uint64_t offered = 0;           // offers to the Pareto front (best layout per size and node count × region × tier)
};

struct SearchResult {
    std::vector<InputIssue> issues; // non-empty: the plan cannot be searched
    SearchCounts counts;
    double seconds = 0.0;
    bool complete = true; // false when cancelled (the front so far)
    std::vector<SearchCandidate> pareto; // sorted by wall clock ascending; non-dominated
    std::optional<std::size_t> recommendation; // index into pareto
    SearchReason reason;
    std::vector<SearchRejection> rejected; // every size that lost, with why (sorted by sku)
    std::string currency{kDefaultCurrency};
    PriceBasis priceBasis;
    // Notes on what the search assumed (a batch when the plan has none, etc.).
    std::vector<SearchReason> notes;
    // With SearchControl::keepSlotFronts: every size, region and tier's own Pareto front of
    // wall clock against cost (its node counts that no other of the same slot beats on both), by
    // size, then slot, then wall clock. A candidate the global front drops (another region is
    // cheaper) is here, for a caller that must choose under a quota.
    std::vector<SearchCandidate> slotCandidates;

    const SearchCandidate *recommended() const
    {
        return recommendation && *recommendation < pareto.size() ? &pareto[*recommendation] : nullptr;
    }
    bool ok() const { return issues.empty(); }
};

struct SearchControl {
    const std::atomic<bool> *cancel = nullptr;
    // Called from the searching thread after each size with the front so far (a partial result:
    // complete false, no findings, no Monte Carlo) and the fraction of sizes done.
    std::function<void(const SearchResult &, double)> progress;
    // The Monte Carlo for the front's P(meet deadline) when the risk block is on.
    bool monteCarlo = true;
    // Run evaluate() on each front member adopted into the plan for its findings.
    bool evaluateFront = true;
    // Keep each size, region and tier's own front (SearchResult::slotCandidates).
    bool keepSlotFronts = false;
    // The caller's clock: seconds since the search began (SearchResult::seconds). The model
    // reads no clock itself; without one the result's seconds stay 0.
    std::function<double()> elapsedSeconds;
};

// The plan's search block resolved against the catalog: what is searched.
struct SearchSpace {
    std::vector<const VmSize *> sizes;
    std::vector<std::string> regions;
    std::vector<Tier> tiers;
    std::vector<Strategy> strategies;
    std::vector<Stack> stacks; // search.stacks, or the default (resolveLayoutSpace)
    std::vector<Recompute> recompute;
    std::vector<Precision> precision;
    std::vector<FineTuning> fineTuning;
    std::vector<int> microBatchSizes;
    int maxNodes = 512;
    bool includeBeyondPlacementGroup = false;
};

// The training stacks the planner and the search consider: search.stacks; else the plan's layout's
// named stack; else hf, deepspeed and megatron (SearchSpace::stacks).
std::vector<Stack> searchedStacks(const PlanSpec &spec);

// The layout the search starts from: the plan's, else its scaling block's as a layout, else
// global batch 512 × 4,096 tokens (the layout inputs' starting values); precision and
// fine-tuning stay the plan's.
Layout searchBaseLayout(const PlanSpec &spec);

// The layout the planner runs one size on at one node count, as search() ranks them: the fastest
// that fits in GPU memory; where none fits, the one that needs the least memory (memory.fits
// false). `runs` false: no layout of the searched space runs on that many nodes.
struct PlannedLayout {
    int nodes = 0;
    bool runs = false;
    Layout layout;
    StepBreakdown step;
    LayoutMemory memory;
};

// The one validation of a plan's layout, for plan, search and window alike: its own layout whole,
// or without one the planner's base (searchBaseLayout), whose t, p, v, e and micro-batch the
// planner and the search choose per node count.
std::vector<InputIssue> validateLayout(const PlanSpec &spec, const Architecture &arch);

// The plan's measured runs fitted on its own size (model::calibrateLayout): each run with the
// plan's layout, or without one the planner's at that node count on the uncalibrated hardware.
// Unset without measurements. evaluate() and search() (for the plan's own size) use the same fit.
std::optional<LayoutCalibration> calibrateOwnSize(const PlanSpec &spec, const Architecture &arch, const VmSize &size,
                                                  const Hardware &hardware);

// The planner's layouts of the model on `size` at each of `nodeCounts` (same order): the layouts
// search() tries for the size (the plan's search block's strategies, recomputation, precision and
// fine-tuning; micro-batches 1, 2, 4, 8; t, p, v and e as docs/search.md lists them) from the
// search's base layout (searchBaseLayout: the plan's batch and sequence length, else 512 × 4,096),
// on `hardware` (the size's, calibrated where the plan has measurements). So a plan without a
// layout and its search give one number for one size, node count and layout.
std::vector<PlannedLayout> plannerLayouts(const PlanSpec &spec, const Architecture &arch, const VmSize &size,
                                          const Hardware &hardware, const std::vector<int> &nodeCounts);

SearchResult search(const PlanSpec &spec, const Catalog &catalog, const std::string &todayIso,
                    const SearchControl &control = {});

// The plan with the candidate chosen: its size, region, tier and layout, its node count added to
// the plan's own (which stay, sorted), the price
// from the catalog (the plan's own price kept only for its own size, region and tier), the
// workload as tokens for the step-time model; everything else (deadline, budget, risk, exports)
// as it was. evaluate() of it gives the candidate's hours and cost.
PlanSpec adoptCandidate(const PlanSpec &spec, const SearchCandidate &candidate);

} // namespace capplan::model
