// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/risk/Checkpoint.h"
#include "model/plan/Issues.h"
#include "model/planning/Sweep.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

namespace capplan::model {

// Risk and money: what node failures, low-priority preemptions, checkpoints and the cluster's idle
// timer do to the deterministic sweep's wall clock and cost.
//
// Model (every figure below follows from it):
//  - Interruptions arrive as a Poisson process while the job runs: node failures at n / MTBF per
//    hour for n nodes (one lost node stops a data-parallel job: docs/sources.md,
//    s2-azureml-compute), plus n · preemption rate on the low-priority tier. Restarts, waits for
//    capacity and the startup overhead are not exposed to interruptions.
//  - The work W (hours of productive compute at n nodes: compute_hours / goodput) runs in segments
//    of τ hours, each followed by a checkpoint write of C hours; the last segment needs no write,
//    since the job's end saves the model anyway. An interruption, even during a write, loses the
//    segment in progress and costs the restart R (reallocation, image pull, load: "ten minutes or
//    more", docs/sources.md, s2-azureml-compute), plus the wait to regain capacity after a
//    preemption.
//  - All n nodes bill for the whole wall clock, restarts and waits included (an upper bound for a
//    wait on capacity, when surviving nodes may scale down), and then for the idle timer.
//  - With no interruption possible (MTBF = +inf, no preemptions) no checkpoint is written, and every
//    figure equals the sweep's: wall = compute_hours / goodput + overhead, cost = wall · n · price.

// Llama 3 (Meta 2024, "The Llama 3 Herd of Models", section 3.3.4): 419 unexpected interruptions
// during a 54-day snapshot of pre-training on 16,384 H100 GPUs in 8-GPU servers.
inline constexpr double kLlama3Interruptions = 419.0;
inline constexpr double kLlama3Days = 54.0;
inline constexpr double kLlama3Gpus = 16384.0;
inline constexpr int kLlama3GpusPerNode = 8;

// A fleet's node-hours per interruption: days · 24 · (gpus / gpusPerNode) / interruptions.
double nodeMtbfHoursFromFleet(double interruptions, double days, double gpus, int gpusPerNode);

// 54 · 24 h · 2,048 nodes / 419 ≈ 6,334.6 h: "about 6,300 hours" per 8-GPU node.
inline constexpr double kDefaultNodeMtbfHours =
    kLlama3Days * 24.0 * (kLlama3Gpus / kLlama3GpusPerNode) / kLlama3Interruptions;

// Azure publishes no preemption rate for low-priority nodes; these defaults are assumptions for the
// user to replace with their own history: a node keeps its capacity 100 h on average, and takes an
// hour to come back.
inline constexpr double kDefaultPreemptionsPerNodeHour = 0.01;
inline constexpr double kDefaultRegainHours = 1.0;

// azureml-core AmlCompute.provisioning_configuration: idle_seconds_before_scaledown "Defaults to 120".
inline constexpr double kDefaultIdleTimeBeforeScaleDownSeconds = 120.0;

// Bounds of the risk block; the GUI's fields use the same.
inline constexpr int kMaxRiskTrials = 1'000'000;
inline constexpr double kMinCheckpointIntervalHours = 1.0 / 60.0; // no job checkpoints more often than once a minute
inline constexpr double kMaxRiskDurationHours = 1e4;              // interval, write, restart, regain
inline constexpr double kMaxIdleTimeBeforeScaleDownSeconds = 1e6;
inline constexpr double kMaxPreemptionsPerNodeHour = 1e3;
// A node count whose run expects more interruptions per trial than this is not simulated: it
// would never finish in practice, and simulating it would take as long (RiskRowStatus).
inline constexpr double kMaxExpectedInterruptionsPerTrial = 1e4;
// The Monte Carlo's work bound, in trial steps summed over every simulated case: one step per
// trial and one per interruption it draws (each O(1)). A plan asking for more (1,000,000 trials of
// a node MTBF of 1 h on many node counts would take CPU-hours) runs fewer trials per case, never
// fewer than kMinScaledTrials, and says so: RiskRow::trials is what ran, next to its standard
// error. 2e8 steps take a few seconds on one core.
inline constexpr double kMaxSimulationSteps = 2e8;
inline constexpr int kMinScaledTrials = 1000;

// The plan file's "risk" block.
struct RiskSettings {
    bool enabled = false;
    double nodeMtbfHours = kDefaultNodeMtbfHours;  // +inf: nodes never fail
    std::optional<double> checkpointIntervalHours; // nullopt: optimal (optimalCheckpointHours)
    // One checkpoint write, hours. nullopt: from the model's states and the storage bandwidth per
    // node count (model/risk/Checkpoint.h), or kDefaultCheckpointWriteHours (5 min) without a model.
    std::optional<double> checkpointWriteHours;
    double storageWriteGBps = kDefaultNodeWriteGBps;        // one node's write bandwidth to the checkpoint storage
    double storageIngressGBps = kDefaultAccountIngressGBps; // the storage account's ingress, all nodes together
    bool checkpointGradients = false;                       // the framework saves gradients in its checkpoints
    double restartHours = 10.0 / 60.0;
    double idleTimeBeforeScaleDownSeconds = kDefaultIdleTimeBeforeScaleDownSeconds;
    double lowPriorityPreemptionsPerNodeHour = kDefaultPreemptionsPerNodeHour;
    double lowPriorityRegainHours = kDefaultRegainHours;
    int trials = 10000;
    std::uint64_t seed = 1;
    double confidence = 0.9;

    CheckpointStorage storage() const { return {storageWriteGBps, storageIngressGBps, checkpointGradients}; }

    bool operator==(const RiskSettings &) const = default;
};

// The throughput factor f = measured / estimated as a log-normal: ln f ~ N(mu, sigma) with its
// 10th percentile at `slow` and its 90th at `fast`, mu = (ln slow + ln fast) / 2 and
// sigma = (ln fast − ln slow) / (2 · 1.2815516), 1.2815516 being the standard normal's 90th
// percentile. A log-normal because the factor is a ratio of rates (positive, and its errors
// multiply); sigma = 0 for a band of one point. slow and fast must be finite and > 0.
struct RateFactorDistribution {
    double mu = 0.0;
    double sigma = 0.0;
    bool trivial() const { return mu == 0.0 && sigma == 0.0; } // the band [1, 1]
};
RateFactorDistribution rateFactorDistribution(double slow, double fast);
inline constexpr double kStandardNormalP90 = 1.2815515655446004;

// Checks every quantity, enabled or not; paths are the plan file's, e.g. "risk.node_mtbf_hours".
std::vector<InputIssue> validate(const RiskSettings &settings);

// One node count of one tier, as the deterministic sweep sees it.
struct RiskCase {
    int nodes = 1;
    double workHours = 0.0;     // compute_hours / goodput: productive hours at this node count
    double overheadHours = 0.0; // startup etc., paid once and not exposed to interruptions
    double pricePerNodeHour = 0.0;
    Tier tier = Tier::Dedicated;
    std::optional<double> deadlineHours;
    // This node count's checkpoint write (model/risk/Checkpoint.h); nullopt: the settings' explicit one,
    // else kDefaultCheckpointWriteHours.
    std::optional<double> checkpointWriteHours;
    // Whether the job fits in GPU memory at this node count (OptionRow::fits): a row that does not
    // is simulated and shown, but never recommended.
    bool fits = true;
    // Paid once, never exposed to interruptions (SweepInput::oneTimeCost: the dataset's copy).
    double fixedCost = 0.0;
    // The estimate's band (SweepInput::rateSlow, rateFast): the 10th and 90th percentile of
    // measured / estimated throughput. With a band other than [1, 1] each Monte Carlo trial draws
    // its throughput factor f from the log-normal with those percentiles (rateFactorDistribution)
    // and its work is workHours / f, so P(deadline) and the wall clock's quantiles include the
    // model's own error; so do the (CF) expectations, taken over the same f (closedForm()), so that
    // the expected wall clock is the mean of the distribution the quantiles are read from.
    double rateSlow = 1.0;
    double rateFast = 1.0;

    bool operator==(const RiskCase &) const = default;
};

// The cases of a sweep's rows: work = compute_hours / goodput, the sweep's overhead and deadline.
std::vector<RiskCase> riskCases(const SweepInput &input, const std::vector<OptionRow> &rows, Tier tier,
                                double pricePerNodeHour);

enum class RiskRowStatus {
    Deterministic,        // no interruption possible: every figure is exact
    ClosedFormOnly,       // closedForm() with interruptions: the (MC) fields are NaN
    Simulated,            // closed form and Monte Carlo
    TooManyInterruptions, // expectedInterruptions > kMaxExpectedInterruptionsPerTrial: (MC) fields NaN
};

std::string_view toString(RiskRowStatus status); // snake_case code

// One node count's risk figures. (CF) fields are the exact closed form; (MC) fields come from the
// Monte Carlo and are NaN unless status is Simulated or Deterministic. Costs include the idle tail.
struct RiskRow {
    int nodes = 0;
    Tier tier = Tier::Dedicated;
    bool fits = true; // the case's: a row that does not fit in GPU memory is never recommended
    RiskRowStatus status = RiskRowStatus::ClosedFormOnly;
    double interruptionsPerHour = 0.0;        // Λ = n / MTBF (+ n · preemption rate on low-priority)
    double jobMtbfHours = 0.0;                // 1 / Λ; +inf when Λ = 0
    double optimalCheckpointHours = 0.0;      // Young's √(2·C/Λ); +inf when Λ = 0
    double checkpointHoursUsed = 0.0;         // τ: the chosen or optimal interval, capped at the work
    double checkpointWrites = 0.0;            // segments − 1
    double checkpointWriteHours = 0.0;        // C: one write at this node count
    double deterministicWallClockHours = 0.0; // the sweep's: work + overhead
    double failureFreeWallClockHours = 0.0;   // work + writes · C + overhead: a run nothing interrupts
    double idleCost = 0.0;                    // n · price · idle timer

    double expectedWallClockHours = 0.0;    // (CF)
    double expectedCost = 0.0;              // (CF) n · price · expected wall clock + idle cost
    double expectedInterruptions = 0.0;     // (CF)
    double probabilityNoInterruption = 1.0; // (CF) e^(−Λ · exposed hours)

    int trials = 0;                     // 0 when Deterministic: no trial needed; fewer than asked when the work bound cut them
    int trialsRequested = 0;            // the plan's trials (RiskSettings::trials)
    double meanWallClockHours = 0.0;    // (MC)
    double meanWallClockStdError = 0.0; // (MC) NaN with fewer than two trials
    double meanCost = 0.0;              // (MC)
    double meanCostStdError = 0.0;      // (MC)
    double meanInterruptions = 0.0;     // (MC)
    double p10WallClockHours = 0.0;     // (MC) quantiles within RiskHistogram's resolution
    double p50WallClockHours = 0.0;
    double p90WallClockHours = 0.0;
    double p10Cost = 0.0;
    double p50Cost = 0.0;
    double p90Cost = 0.0;
    double pMeetDeadline = 1.0; // (MC) share of trials whose wall clock ≤ deadline; 1 without one

    bool operator==(const RiskRow &) const = default; // NaN fields never compare equal
};

// Young (1974) / Daly (2006) first-order optimum τ = √(2 · C · M), M the job's MTBF (MTBF / n,
// preemptions included). Daly's higher-order formula, √(2CM)·(1 + √(C/2M)/3 + C/18M) − C, is shorter
// by about 2C/3 when C ≪ M and is not applied: closedForm() and simulate() use this first-order
// figure. +inf when M is +inf.
double optimalCheckpointHours(double checkpointWriteHours, double jobMtbfHours);

// The exact renewal-reward expectation for exponential interruptions at rate Λ: a segment needing L
// uninterrupted hours, with each interruption costing a restart of mean R̄, takes
// E[T] = (1/Λ + R̄) · (e^(ΛL) − 1). Proof: the attempts until one survives L are geometric, with
// e^(ΛL) − 1 failed ones on average, each losing E[X | X < L] = 1/Λ − L / (e^(ΛL) − 1) plus R̄;
// adding the successful L gives the product. L when Λ = 0.
double expectedSegmentHours(double segmentHours, double interruptionsPerHour, double meanRestartHours);

// Exact closed form: E[wall] = overhead + writes · E[T](τ + C) + E[T](last segment), with R̄ the
// restart mixed by rate (failures R, preemptions R + regain). With a band (RiskCase::rateSlow,
// rateFast) every (CF) figure is also averaged over the throughput factor f the Monte Carlo draws
// (the work W / f cut into its own segments), by exact normal masses and Gauss–Legendre quadrature
// between the work's segment boundaries; without interruptions E[wall] = W · E[1/f] + overhead.
// The (MC) fields are exact when no interruption is possible, NaN otherwise.
RiskRow closedForm(const RiskSettings &settings, const RiskCase &riskCase);

// One run with given interruptions, the same code path the Monte Carlo takes.
enum class InterruptionKind { NodeFailure, Preemption };
struct Interruption {
    double afterRunningHours = 0.0; // running (exposed) hours since the job last (re)started
    InterruptionKind kind = InterruptionKind::NodeFailure;
};
struct Trajectory {
    double wallClockHours = 0.0;
    double cost = 0.0;         // n · price · wall clock + idle cost
    double lostHours = 0.0;    // work and checkpoint writes thrown away
    double restartHours = 0.0; // restarts and waits for capacity
    int interruptions = 0;     // those that happened before the job finished
};
// Interruptions the job outlives are ignored; after the list the job runs undisturbed.
Trajectory runTrajectory(const RiskSettings &settings, const RiskCase &riskCase,
                         const std::vector<Interruption> &interruptions);

// The distribution of wall clock over trials: an exact count of trials nothing interrupted (their
// wall clock is the failure-free figure, exactly) plus a fixed log-spaced histogram of the excess
// above it. Each bin spans a factor (1e8/1e-4)^(1/8192) ≈ 1.0034 and a quantile is read at its
// geometric centre, so quantiles of the excess are within 0.17 % of their value (plus 0.36 s below
// 1e-4 h; an excess above 1e8 h is counted at 1e8 h). 64 KiB, whatever the number of trials.
class RiskHistogram {
public:
    static constexpr int kBins = 8192;
    static constexpr double kMinExcessHours = 1e-4;
    static constexpr double kMaxExcessHours = 1e8;

    static int binOf(double excessHours); // excessHours > 0
    static double binCentreHours(int bin);

    void addExcess(double excessHours, std::uint64_t count = 1); // 0: the failure-free figure
    void addBin(int bin, std::uint64_t count);
    std::uint64_t count() const { return m_count; }
    // The smallest excess x with at least ceil(q · count) trials ≤ x; 0 when that falls on the
    // uninterrupted trials. q in (0, 1]; 0 for an empty histogram.
    double quantileExcessHours(double q) const;

private:
    std::uint64_t m_noExcess = 0; // trials with no excess: the failure-free wall clock
    std::uint64_t m_count = 0;
    std::vector<std::uint64_t> m_bins = std::vector<std::uint64_t>(kBins, 0);
};

// The trials a case runs: the plan's, unless the work bound (kMaxSimulationSteps shared by
// `simulatedCases`) allows fewer at its expected interruptions per trial; at least kMinScaledTrials.
int scaledTrials(int trials, double expectedInterruptionsPerTrial, std::size_t simulatedCases);

// Monte Carlo of every case with settings.trials trials (scaledTrials()), failure to failure (O(1) per interruption,
// not per segment). Trials run in 64 fixed blocks per case, each with its own xoshiro256** seeded
// from (seed, nodes, block), merged in block order: results depend on the seed, never on
// threadCount (0: one thread per core; the calling thread is one of them). Memory per case is
// fixed whatever the trial count: 64 block moments and one histogram of 8,192 atomic counters;
// no trial is kept. `progress` gets the finished fraction from the worker threads (so it must be
// thread-safe towards whatever it touches, and must not throw), never two calls at once,
// non-decreasing, at most about 100 times, the last with 1.0. Returns no rows when `cancel`
// becomes true. Rows keep the order of `cases`; cases nothing can interrupt are not simulated
// (Deterministic), nor those expecting too many interruptions (TooManyInterruptions).
std::vector<RiskRow> simulate(const RiskSettings &settings, const std::vector<RiskCase> &cases,
                              const std::atomic<bool> *cancel = nullptr,
                              const std::function<void(double)> &progress = {}, int threadCount = 0);

enum class RiskRecommendationReason {
    MeetsDeadlineAtConfidence, // cheapest expected cost with P(meet deadline) ≥ confidence (and within budget)
    CheapestWithinBudget,      // no deadline: cheapest expected cost, within budget
    CheapestOverall,           // neither deadline nor budget: cheapest expected cost
    NoneReachesConfidence,     // no row meets the deadline with that probability: see bestProbability
    NoneWithinBudget,          // rows qualify but cost more than the budget: see cheapestQualifying
    NoneFits,                  // no row fits in GPU memory
    NoFiniteCost,              // no deadline, and no row has a finite expected cost
    NoRows,
};

std::string_view toString(RiskRecommendationReason reason); // snake_case code

// "Size to deadline at a confidence": the cheapest row by expected cost (ties within half a cent go
// to fewer nodes) that fits in GPU memory, whose pMeetDeadline ≥ confidence and whose expected
// cost ≤ budget; rows that do not fit take no part (not even as the most likely one). The rows'
// pMeetDeadline must have been computed against `deadlineHours`; without a deadline every row with
// a finite expected cost qualifies.
struct RiskRecommendation {
    std::optional<int> nodes;
    std::optional<RiskRow> chosen;
    RiskRecommendationReason reason = RiskRecommendationReason::NoRows;
    double confidence = 0.9;
    std::optional<double> deadlineHours;
    std::optional<double> budget;
    std::string currency{"USD"}; // of every cost and the budget: the plan's (set by simulateRisk())
    // With a deadline: the row most likely to meet it (ties: cheaper, then fewer nodes).
    std::optional<int> bestProbabilityNodes;
    double bestProbability = 0.0;
    // The cheapest row that qualifies before the budget is applied.
    std::optional<int> cheapestQualifyingNodes;
    double cheapestQualifyingCost = 0.0;
};

RiskRecommendation recommendAtConfidence(const std::vector<RiskRow> &rows, double confidence,
                                         std::optional<double> deadlineHours, std::optional<double> budget);

// Dedicated and low-priority side by side for the same node counts of one sweep; low-priority
// figures only when its price is known. One simulation for both tiers (one progress range).
struct TierComparison {
    std::vector<RiskRow> dedicated;
    std::optional<std::vector<RiskRow>> lowPriority;
    RiskRecommendation dedicatedRecommendation;
    std::optional<RiskRecommendation> lowPriorityRecommendation;
};

// nullopt when cancelled. Uses input's work, overhead, deadline and budget; the prices given here
// replace input.pricePerNodeHour.
std::optional<TierComparison> compareTiers(const RiskSettings &settings, const SweepInput &input,
                                           const std::vector<int> &nodeCounts, double dedicatedPricePerNodeHour,
                                           std::optional<double> lowPriorityPricePerNodeHour,
                                           const std::atomic<bool> *cancel = nullptr,
                                           const std::function<void(double)> &progress = {}, int threadCount = 0);

} // namespace capplan::model
