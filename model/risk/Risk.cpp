// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/risk/Risk.h"

#include "model/plan/Compute.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <numbers>
#include <thread>

namespace capplan::model {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Fixed blocks per case: the split of trials, hence every result, depends on the trial count and
// the seed only, never on the number of threads; and the per-block moments stay a fixed size.
constexpr std::size_t kBlocksPerCase = 64;
// Costs within half a cent count as equal, as in recommend(), so noise never beats "fewer nodes".
constexpr double kCostTieTolerance = 0.005;

// ---------------------------------------------------------------------------------------------
// The run cut into segments (see Risk.h), with everything a trajectory and the closed form need.
struct SegmentPlan {
    int nodeCount = 1;
    double nodes = 1.0;
    double pricePerNodeHour = 0.0;
    std::optional<double> deadlineHours;
    double failureRate = 0.0;    // n / MTBF
    double preemptionRate = 0.0; // n · preemptions per node-hour, low-priority only
    double rate = 0.0;           // Λ
    double restartAfterFailureHours = 0.0;
    double restartAfterPreemptionHours = 0.0;
    double meanRestartHours = 0.0; // R̄, mixed by rate
    double writeHours = kDefaultCheckpointWriteHours; // C
    double optimalIntervalHours = kInfinity;
    double intervalHours = 0.0;    // τ
    double writes = 0.0;           // full segments, each ending in a checkpoint write (an integer)
    double fullSegmentHours = 0.0; // τ + C: a write is exposed like the work before it
    double lastSegmentHours = 0.0; // the rest of the work; no write after it
    double exposedHours = 0.0;
    double overheadHours = 0.0;
    double deterministicWallClockHours = 0.0;
    double failureFreeWallClockHours = 0.0;
    double idleCost = 0.0;
    double fixedCost = 0.0; // RiskCase::fixedCost
    double chosenIntervalHours = 0.0; // the settings' or Young's interval, before it is capped at the work
    double workHours = 0.0;           // as the case gives it (the sweep's), before the band
    RateFactorDistribution band;      // the case's throughput factor
    double floorHours = 0.0;          // what the histogram counts trials above

    // n · price · wall + one-time costs + idle, multiplied in the sweep's order (n · wall first)
    // so that a run nothing interrupts costs exactly the sweep's figure.
    double costOf(double wallClockHours) const
    {
        return nodes * wallClockHours * pricePerNodeHour + fixedCost + idleCost;
    }
};

// The parts of a plan that follow from its work W: the interval τ (capped at W), the writes, the
// segments and the failure-free wall clock. A trial with a throughput factor f runs W / f.
void setWork(SegmentPlan &p, double workHours)
{
    p.workHours = workHours;
    const double work = std::max(0.0, workHours);
    // Nothing can interrupt the run (Λ = 0): checkpoints would only cost time.
    p.intervalHours = p.rate == 0.0 ? work : std::min(p.chosenIntervalHours, work);
    p.writes = 0.0;
    if (work > 0.0 && p.intervalHours < work) {
        // ceil(W / τ) segments; a last segment shorter than 1e-12 of the work is rounding, not a
        // segment (21 / 7 must give three segments, not a fourth of 1e-15 h after one more write).
        const double segments = std::ceil(work / p.intervalHours * (1.0 - 1e-12));
        p.writes = std::max(0.0, segments - 1.0);
    }
    p.fullSegmentHours = p.intervalHours + p.writeHours;
    p.lastSegmentHours = p.writes > 0.0 ? work - p.writes * p.intervalHours : work;
    p.exposedHours = p.writes * p.fullSegmentHours + p.lastSegmentHours;
    p.deterministicWallClockHours = workHours + p.overheadHours;
    // (W + 0·C) + O is bit for bit W + O, the sweep's wall clock, when no checkpoint is written.
    p.failureFreeWallClockHours = workHours + p.writes * p.writeHours + p.overheadHours;
}

SegmentPlan makePlan(const RiskSettings &settings, const RiskCase &riskCase)
{
    SegmentPlan p;
    p.nodeCount = riskCase.nodes;
    p.nodes = static_cast<double>(riskCase.nodes);
    p.pricePerNodeHour = riskCase.pricePerNodeHour;
    p.deadlineHours = riskCase.deadlineHours;
    // One lost node stops a data-parallel job, so the job fails at n times the node rate.
    p.failureRate = p.nodes / settings.nodeMtbfHours; // 0 when the MTBF is +inf
    p.preemptionRate = isPreemptible(riskCase.tier) ? p.nodes * settings.lowPriorityPreemptionsPerNodeHour : 0.0;
    p.rate = p.failureRate + p.preemptionRate;
    p.restartAfterFailureHours = settings.restartHours;
    p.restartAfterPreemptionHours = settings.restartHours + settings.lowPriorityRegainHours;
    // An interruption is a failure with probability failureRate / Λ (competing exponentials).
    p.meanRestartHours =
        p.rate > 0.0
            ? (p.failureRate * p.restartAfterFailureHours + p.preemptionRate * p.restartAfterPreemptionHours) / p.rate
            : p.restartAfterFailureHours;
    // The case's own write time (from the model, per node count), else the plan's, else 5 minutes.
    p.writeHours =
        riskCase.checkpointWriteHours.value_or(settings.checkpointWriteHours.value_or(kDefaultCheckpointWriteHours));
    p.optimalIntervalHours = optimalCheckpointHours(p.writeHours, 1.0 / p.rate);

    // With C = 0 Young's interval is 0; a minute is as often as any job checkpoints.
    p.chosenIntervalHours =
        std::max(settings.checkpointIntervalHours.value_or(p.optimalIntervalHours), kMinCheckpointIntervalHours);
    p.overheadHours = riskCase.overheadHours;
    setWork(p, riskCase.workHours);
    p.band = rateFactorDistribution(riskCase.rateSlow, riskCase.rateFast);
    // Trials are counted above the failure-free run; with a band a trial's own failure-free run
    // varies (faster or slower than the estimate), so they are counted above the overhead.
    p.floorHours = p.band.trivial() ? p.failureFreeWallClockHours : p.overheadHours;
    p.idleCost = p.nodes * (settings.idleTimeBeforeScaleDownSeconds / 3600.0) * riskCase.pricePerNodeHour;
    p.fixedCost = riskCase.fixedCost;
    return p;
}

// What one run adds to the failure-free wall clock.
struct Tally {
    double excessHours = 0.0;
    double lostHours = 0.0;
    double restartHours = 0.0;
    std::uint64_t interruptions = 0;
};

// Runs the plan failure to failure: `next()` gives the next interruption (running hours since the
// last (re)start) or nothing; whole segments completed before it are counted in O(1), so a trial
// costs one step per interruption, not per segment. The same code serves runTrajectory() and the
// Monte Carlo.
template<class Next>
Tally runSegments(const SegmentPlan &p, Next &&next)
{
    Tally tally;
    double writesLeft = p.writes;
    for (;;) {
        const double remainingHours = writesLeft * p.fullSegmentHours + p.lastSegmentHours;
        const std::optional<Interruption> interruption = next();
        if (!interruption || !(interruption->afterRunningHours < remainingHours)) {
            return tally; // the job outlives it
        }
        const double x = std::max(0.0, interruption->afterRunningHours);
        // Segments (with their writes) finished before the interruption survive in the last checkpoint.
        const double completed = writesLeft > 0.0 ? std::min(std::floor(x / p.fullSegmentHours), writesLeft) : 0.0;
        const double lost = std::max(0.0, x - completed * p.fullSegmentHours);
        writesLeft -= completed;
        const double restart = interruption->kind == InterruptionKind::Preemption ? p.restartAfterPreemptionHours
                                                                                  : p.restartAfterFailureHours;
        tally.lostHours += lost;
        tally.restartHours += restart;
        tally.excessHours += lost + restart;
        ++tally.interruptions;
    }
}

// A run nothing interrupts, with the estimate's band: wall = W / f + O with ln f ~ N(mu, sigma),
// so every figure is exact. The wall clock falls as f rises: its q-quantile is W / f(1 − q) + O,
// its mean W · E[1/f] + O = W · exp(−mu + sigma² / 2) + O (the log-normal's moments), and
// P(wall ≤ D) = P(f ≥ W / (D − O)) = ½ · erfc((ln(W / (D − O)) − mu) / (sigma · √2)).
void bandedWithoutInterruptions(RiskRow &row, const SegmentPlan &p)
{
    const double work = std::max(0.0, p.workHours);
    const double o = p.overheadHours;
    const auto wallAt = [&](double z) { return work / std::exp(p.band.mu + p.band.sigma * z) + o; };
    row.meanWallClockHours = work * std::exp(-p.band.mu + 0.5 * p.band.sigma * p.band.sigma) + o;
    row.meanCost = p.costOf(row.meanWallClockHours);
    row.p10WallClockHours = wallAt(kStandardNormalP90);
    row.p50WallClockHours = wallAt(0.0);
    row.p90WallClockHours = wallAt(-kStandardNormalP90);
    row.p10Cost = p.costOf(row.p10WallClockHours);
    row.p50Cost = p.costOf(row.p50WallClockHours);
    row.p90Cost = p.costOf(row.p90WallClockHours);
    if (!p.deadlineHours) {
        row.pMeetDeadline = 1.0;
    } else if (work == 0.0) {
        row.pMeetDeadline = o <= *p.deadlineHours ? 1.0 : 0.0;
    } else if (*p.deadlineHours <= o) {
        row.pMeetDeadline = 0.0;
    } else {
        const double needed = std::log(work / (*p.deadlineHours - o)); // ln of the factor that just meets it
        row.pMeetDeadline = p.band.sigma > 0.0 ? 0.5 * std::erfc((needed - p.band.mu) / (p.band.sigma * std::sqrt(2.0)))
                                               : (p.band.mu >= needed ? 1.0 : 0.0);
    }
}

// The closed form's figures, overhead aside.
struct ClosedFigures {
    double runningHours = 0.0;              // E[wall] − O
    double interruptions = 0.0;             // E[interruptions]
    double probabilityNoInterruption = 1.0; // P(no interruption)
};

// The run of the plan's own work W (as setWork() cut it): E[wall] − O = writes · E[T](τ + C) +
// E[T](last), E[T] the renewal-reward segment time (expectedSegmentHours), e^(ΛL) − 1 failed
// attempts per segment of L hours (geometric), and P(none) = e^(−Λ · exposed hours).
ClosedFigures fixedWorkFigures(const SegmentPlan &p)
{
    ClosedFigures f;
    f.runningHours = expectedSegmentHours(p.lastSegmentHours, p.rate, p.meanRestartHours);
    f.interruptions = std::expm1(p.rate * p.lastSegmentHours);
    if (p.writes > 0.0) { // (0 · inf would be NaN for a hopeless last segment)
        f.runningHours += p.writes * expectedSegmentHours(p.fullSegmentHours, p.rate, p.meanRestartHours);
        f.interruptions += p.writes * std::expm1(p.rate * p.fullSegmentHours);
    }
    f.probabilityNoInterruption = std::exp(-p.rate * p.exposedHours);
    return f;
}

// The band's integral runs over z in [−8.5, 8.5] of the standard normal: the 1.9e-17 of the mass
// beyond it is below a double's resolution of the figures.
constexpr double kBandZ = 8.5;
// Quadrature parts at most this wide in z, and across which Λ · (last segment) changes by at most
// this much, so that 8 Gauss–Legendre points integrate each part to about a double's precision.
constexpr double kBandStepZ = 0.25;
constexpr double kBandStepExposure = 1.0;
constexpr int kMaxBandParts = 1024;
// More segment boundaries than this within ±kBandZ (a work of thousands of intervals): the
// integrand is then integrated without splitting at them (bandedFigures).
constexpr double kMaxBandPieces = 4096.0;

// Gauss–Legendre on [−1, 1], the positive half of its symmetric nodes and their weights
// (Abramowitz & Stegun 1964, Handbook of Mathematical Functions, table 25.4): 8 points, exact for
// polynomials of degree 15, and 3 points (0 and ±√(3/5)), exact to degree 5, for the narrow parts.
constexpr double kGaussLegendre8Nodes[4] = {0.1834346424956498, 0.5255324099163290, 0.7966664774136267,
                                            0.9602898564975363};
constexpr double kGaussLegendre8Weights[4] = {0.3626837833783620, 0.3137066458778873, 0.2223810344533745,
                                              0.1012285362903763};
constexpr double kGaussLegendre3Nodes[2] = {0.0, 0.7745966692414834};
constexpr double kGaussLegendre3Weights[2] = {0.8888888888888888, 0.5555555555555556};
// A part this narrow in z, across which Λ · (last segment) changes by at most kNarrowExposure,
// takes 3 points: their error, of the order of the part's width to the 7th power, is below 1e-14.
constexpr double kNarrowStepZ = 0.05;
constexpr double kNarrowExposure = 0.1;

// Calls visit(z, w) for the nodes of ∫_a^b g(z) · φ(z) dz ≈ Σ w · g(z), φ the standard normal
// density, by Gauss–Legendre (8 points, or 3 when `narrow`) on `parts` equal parts of [a, b].
template<class Visit>
void normalQuadrature(double a, double b, int parts, bool narrow, Visit &&visit)
{
    const double width = (b - a) / parts;
    const std::size_t count = narrow ? 2 : 4;
    const double *nodes = narrow ? kGaussLegendre3Nodes : kGaussLegendre8Nodes;
    const double *weights = narrow ? kGaussLegendre3Weights : kGaussLegendre8Weights;
    const double density = 1.0 / std::sqrt(2.0 * std::numbers::pi);
    for (int i = 0; i < parts; ++i) {
        const double centre = a + (i + 0.5) * width;
        for (std::size_t k = 0; k < count; ++k) {
            for (const double sign : {-1.0, 1.0}) {
                if (nodes[k] == 0.0 && sign > 0.0) {
                    continue; // the centre once
                }
                const double z = centre + sign * 0.5 * width * nodes[k];
                visit(z, 0.5 * width * weights[k] * density * std::exp(-0.5 * z * z));
            }
        }
    }
}

// P(a < z ≤ b) for a standard normal z, Φ(x) = ½ · erfc(−x / √2), taken from the tail nearer the
// interval so that a far tail keeps its digits.
double normalMass(double a, double b)
{
    const double r = 1.0 / std::sqrt(2.0);
    if (a >= 0.0) {
        return 0.5 * (std::erfc(a * r) - std::erfc(b * r));
    }
    if (b <= 0.0) {
        return 0.5 * (std::erfc(-b * r) - std::erfc(-a * r));
    }
    return 1.0 - 0.5 * std::erfc(-a * r) - 0.5 * std::erfc(b * r);
}

// The closed form over the estimate's band: E over f of the figures of the work W' = W / f, with
// ln f ~ N(mu, sigma) (rateFactorDistribution), each W' cut into segments as runBlock() cuts a
// trial's work (setWork: the same τ, capped at W').
//
// Why (the issue "Risk tab: Expected is below the median", e.g. 47.3 h against P50 49.0 h): the
// Monte Carlo draws f for every trial (P10/P50/P90, P(deadline), docs/validation.md, "The band in
// the risk Monte Carlo"), but the expected figures used to be those of f = 1. The held-out band,
// 0.8498–1.1034 (model/performance/Stack.cpp, kBandAllSlow/Fast), has mu = −0.032: the median run
// does W · e^0.032 = 1.033 W of work, so the median came out 3.5 % above an "expected" that left
// the band out, although interruptions only add time and the log-normal's mean,
// W · e^(−mu + sigma²/2), lies above its median W · e^(−mu) (the log-normal's moments: Aitchison &
// Brown 1957, The Lognormal Distribution). The expected figures are now those of the distribution
// the percentiles are read from.
//
// Writing z for the standard normal, W'(z) = W · e^(−mu − sigma·z) falls as z rises, and a run has
// j writes while jτ < W' ≤ (j + 1)τ, i.e. for z between z(j + 1) and z(j), z(j) = (ln(W / jτ) − mu) /
// sigma. On that piece the last segment is L = W' − jτ and
//     E[T | W'] = j · E[T](τ + C) + (1/Λ + R̄) · (e^(ΛL) − 1),
//     E[interruptions | W'] = j · (e^(Λ(τ+C)) − 1) + (e^(ΛL) − 1),  P(none | W') = e^(−Λj(τ+C)) · e^(−ΛL),
// so the j terms take the piece's normal mass exactly (normalMass) and only e^(ΛL) − 1 and e^(−ΛL),
// smooth on the piece, need quadrature (normalQuadrature). With more than kMaxBandPieces pieces the
// figures of W'(z) are integrated whole on parts of 1/32 in z; the jumps of about C at the
// boundaries then average out, to within 1e-7 of the expectation (tst_risk expectedOverTheBand).
ClosedFigures bandedFigures(const SegmentPlan &p)
{
    const double work = std::max(0.0, p.workHours);
    const RateFactorDistribution band = p.band;
    const auto workAt = [&](double z) { return work / std::exp(band.mu + band.sigma * z); };
    if (work == 0.0 || band.sigma == 0.0) { // one work for every run
        SegmentPlan q = p;
        setWork(q, workAt(0.0));
        return fixedWorkFigures(q);
    }
    const double tau = p.chosenIntervalHours; // ≥ kMinCheckpointIntervalHours
    const double lambda = p.rate;
    const double restartFactor = 1.0 / lambda + p.meanRestartHours; // E[T](L) = (1/Λ + R̄) · (e^(ΛL) − 1)
    const double fullHours = tau + p.writeHours;
    const double fullInterruptions = std::expm1(lambda * fullHours);
    const double fullRunning = expectedSegmentHours(fullHours, lambda, p.meanRestartHours);
    const auto writesAt = [&](double w) { return w > tau ? std::ceil(w / tau * (1.0 - 1e-12)) - 1.0 : 0.0; };
    const double firstWrites = writesAt(workAt(kBandZ));
    const double lastWrites = writesAt(workAt(-kBandZ));

    ClosedFigures f;
    f.probabilityNoInterruption = 0.0;
    if (lastWrites - firstWrites + 1.0 > kMaxBandPieces) {
        SegmentPlan q = p;
        const int parts = static_cast<int>(2.0 * kBandZ * 32.0);
        normalQuadrature(-kBandZ, kBandZ, parts, false, [&](double z, double weight) {
            setWork(q, workAt(z));
            const ClosedFigures at = fixedWorkFigures(q);
            f.runningHours += weight * at.runningHours;
            f.interruptions += weight * at.interruptions;
            f.probabilityNoInterruption += weight * at.probabilityNoInterruption;
        });
        return f;
    }
    const auto zAt = [&](double w) { return (std::log(work / w) - band.mu) / band.sigma; }; // W'(z) = w
    for (double j = firstWrites; j <= lastWrites; ++j) {
        const double high = j == 0.0 ? kBandZ : std::min(kBandZ, zAt(j * tau));
        const double low = std::max(-kBandZ, zAt((j + 1.0) * tau));
        if (!(high > low)) {
            continue;
        }
        const double mass = normalMass(low, high);
        const double lastSpan = workAt(low) - workAt(high); // how far L moves on the piece
        const double parts =
            std::max(std::ceil((high - low) / kBandStepZ), std::ceil(lambda * lastSpan / kBandStepExposure));
        const int n = static_cast<int>(std::clamp(parts, 1.0, static_cast<double>(kMaxBandParts)));
        const bool narrow = (high - low) / n <= kNarrowStepZ && lambda * lastSpan / n <= kNarrowExposure;
        double lastInterruptions = 0.0; // ∫ (e^(ΛL) − 1) φ
        double lastSurvival = 0.0;      // ∫ e^(−ΛL) φ
        normalQuadrature(low, high, n, narrow, [&](double z, double weight) {
            const double last = std::max(0.0, workAt(z) - j * tau);
            lastInterruptions += weight * std::expm1(lambda * last);
            lastSurvival += weight * std::exp(-lambda * last);
        });
        f.runningHours += restartFactor * lastInterruptions;
        f.interruptions += lastInterruptions;
        f.probabilityNoInterruption += std::exp(-lambda * j * fullHours) * lastSurvival;
        if (j > 0.0 && mass > 0.0) { // (0 · inf would be NaN)
            f.runningHours += j * fullRunning * mass;
            f.interruptions += j * fullInterruptions * mass;
        }
    }
    return f;
}

RiskRow closedFormRow(const SegmentPlan &p, const RiskCase &riskCase)
{
    RiskRow row;
    row.nodes = riskCase.nodes;
    row.tier = riskCase.tier;
    row.fits = riskCase.fits;
    row.interruptionsPerHour = p.rate;
    row.jobMtbfHours = 1.0 / p.rate;
    row.optimalCheckpointHours = p.optimalIntervalHours;
    row.checkpointHoursUsed = p.intervalHours;
    row.checkpointWrites = p.writes;
    row.checkpointWriteHours = p.writeHours;
    row.deterministicWallClockHours = p.deterministicWallClockHours;
    row.failureFreeWallClockHours = p.failureFreeWallClockHours;
    row.idleCost = p.idleCost;
    if (p.rate == 0.0) {
        // Every run is the failure-free run: the distribution is one point, known exactly.
        const double wall = p.failureFreeWallClockHours;
        const double cost = p.costOf(wall);
        row.status = RiskRowStatus::Deterministic;
        row.expectedWallClockHours = wall;
        row.expectedCost = cost;
        row.expectedInterruptions = 0.0;
        row.probabilityNoInterruption = 1.0;
        row.meanWallClockHours = wall;
        row.meanWallClockStdError = 0.0;
        row.meanCost = cost;
        row.meanCostStdError = 0.0;
        row.meanInterruptions = 0.0;
        row.p10WallClockHours = row.p50WallClockHours = row.p90WallClockHours = wall;
        row.p10Cost = row.p50Cost = row.p90Cost = cost;
        row.pMeetDeadline = !p.deadlineHours || wall <= *p.deadlineHours ? 1.0 : 0.0;
        if (!p.band.trivial()) {
            bandedWithoutInterruptions(row, p);
            // The expectation is the mean over the band, W · E[1/f] + O (as with interruptions).
            row.expectedWallClockHours = row.meanWallClockHours;
            row.expectedCost = row.meanCost;
        }
        return row;
    }
    // With a band the (CF) fields are the expectation over the throughput factor f as well, the
    // distribution the Monte Carlo draws from (bandedFigures); without one, the figures of the
    // estimate's own work.
    const ClosedFigures figures = p.band.trivial() ? fixedWorkFigures(p) : bandedFigures(p);
    row.status = RiskRowStatus::ClosedFormOnly;
    row.expectedWallClockHours = figures.runningHours + p.overheadHours;
    row.expectedCost = p.costOf(row.expectedWallClockHours);
    row.expectedInterruptions = figures.interruptions;
    row.probabilityNoInterruption = figures.probabilityNoInterruption;
    row.meanWallClockHours = row.meanWallClockStdError = row.meanCost = row.meanCostStdError = kNaN;
    row.meanInterruptions = kNaN;
    row.p10WallClockHours = row.p50WallClockHours = row.p90WallClockHours = kNaN;
    row.p10Cost = row.p50Cost = row.p90Cost = kNaN;
    row.pMeetDeadline = kNaN;
    return row;
}

// ---------------------------------------------------------------------------------------------
// Random numbers: xoshiro256** (Blackman & Vigna 2018) seeded through splitmix64, small and fast,
// with a state per block so that blocks are independent of the thread that runs them.
std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::uint64_t blockSeed(std::uint64_t seed, int nodes, std::size_t block)
{
    std::uint64_t state = seed;
    std::uint64_t mixed = splitmix64(state);
    state = mixed ^ static_cast<std::uint64_t>(nodes);
    mixed = splitmix64(state);
    state = mixed ^ static_cast<std::uint64_t>(block);
    return splitmix64(state);
}

class Xoshiro256 {
public:
    explicit Xoshiro256(std::uint64_t seed)
    {
        for (std::uint64_t &word : m_state) {
            word = splitmix64(seed);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform on (0, 1] in steps of 2^-53: never 0, so −log(u) is finite.
    double uniform() { return static_cast<double>((next() >> 11) + 1) * 0x1.0p-53; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_state[4] = {};
};

// Moments of one block: Welford over the interrupted trials' excess, plus the count of trials
// with none (excess 0), folded in by Chan's pairwise formula when blocks are merged.
struct BlockStats {
    std::uint64_t trials = 0;
    std::uint64_t noExcess = 0;
    std::uint64_t meetsDeadline = 0;
    std::uint64_t interruptions = 0;
    std::uint64_t excessCount = 0;
    double excessMean = 0.0;
    double excessM2 = 0.0;
};

struct Moments {
    double count = 0.0;
    double mean = 0.0;
    double m2 = 0.0;
};

// Chan, Golub & LeVeque (1979): moments of the union of two samples.
Moments merge(const Moments &a, const Moments &b)
{
    if (b.count == 0.0) {
        return a;
    }
    if (a.count == 0.0) {
        return b;
    }
    Moments out;
    out.count = a.count + b.count;
    const double delta = b.mean - a.mean;
    out.mean = a.mean + delta * (b.count / out.count);
    out.m2 = a.m2 + b.m2 + delta * delta * (a.count * b.count / out.count);
    return out;
}

using AtomicBins = std::unique_ptr<std::atomic<std::uint32_t>[]>;

// Runs trials [0, count) of one block; false when cancelled.
bool runBlock(const SegmentPlan &p, std::uint64_t seed, std::size_t block, std::uint64_t count,
              const std::atomic<bool> *cancel, BlockStats &stats, std::atomic<std::uint32_t> *bins)
{
    Xoshiro256 rng(blockSeed(seed, p.nodeCount, block));
    const bool mixed = p.failureRate > 0.0 && p.preemptionRate > 0.0;
    const double failureShare = p.failureRate / p.rate;
    const InterruptionKind onlyKind =
        p.failureRate > 0.0 ? InterruptionKind::NodeFailure : InterruptionKind::Preemption;
    auto next = [&]() -> std::optional<Interruption> {
        // Exponential gaps: memoryless, so every (re)start begins a fresh draw.
        Interruption interruption{-std::log(rng.uniform()) / p.rate, onlyKind};
        if (mixed) {
            interruption.kind =
                rng.uniform() <= failureShare ? InterruptionKind::NodeFailure : InterruptionKind::Preemption;
        }
        return interruption;
    };
    stats.trials = count;
    const bool banded = !p.band.trivial();
    SegmentPlan trialPlan = p;
    for (std::uint64_t trial = 0; trial < count; ++trial) {
        if ((trial & 1023U) == 0 && cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
            return false;
        }
        // The trial's own work with the estimate's band: W / f, f drawn from the log-normal by
        // Box–Muller (one normal per trial; the sine half is not kept, so each trial takes the
        // same number of draws before its interruptions).
        const SegmentPlan *plan = &p;
        if (banded) {
            const double radius = std::sqrt(-2.0 * std::log(rng.uniform()));
            const double z = radius * std::cos(2.0 * std::numbers::pi * rng.uniform());
            trialPlan.chosenIntervalHours = p.chosenIntervalHours;
            setWork(trialPlan, p.workHours / std::exp(p.band.mu + p.band.sigma * z));
            plan = &trialPlan;
        }
        const Tally tally = runSegments(*plan, next);
        stats.interruptions += tally.interruptions;
        const double wall = plan->failureFreeWallClockHours + tally.excessHours;
        if (p.deadlineHours && wall <= *p.deadlineHours) {
            ++stats.meetsDeadline;
        }
        const double excess = banded ? wall - p.floorHours : tally.excessHours;
        if (excess > 0.0) {
            ++stats.excessCount;
            const double delta = excess - stats.excessMean;
            stats.excessMean += delta / static_cast<double>(stats.excessCount);
            stats.excessM2 += delta * (excess - stats.excessMean);
            bins[RiskHistogram::binOf(excess)].fetch_add(1, std::memory_order_relaxed);
        } else {
            ++stats.noExcess;
        }
    }
    return true;
}

// Fills the (MC) fields of a simulated row from its merged blocks and histogram.
void finishRow(RiskRow &row, const SegmentPlan &p, const std::vector<BlockStats> &blocks,
               const RiskHistogram &histogram)
{
    Moments total;
    std::uint64_t trials = 0;
    std::uint64_t meets = 0;
    std::uint64_t interruptions = 0;
    for (const BlockStats &block : blocks) { // in block order: the sum is the same on every run
        total = merge(total, Moments{static_cast<double>(block.noExcess), 0.0, 0.0});
        total = merge(total, Moments{static_cast<double>(block.excessCount), block.excessMean, block.excessM2});
        trials += block.trials;
        meets += block.meetsDeadline;
        interruptions += block.interruptions;
    }
    const double n = static_cast<double>(trials);
    row.trials = static_cast<int>(trials);
    row.meanWallClockHours = p.floorHours + total.mean;
    row.meanWallClockStdError = trials > 1 ? std::sqrt(total.m2 / (n - 1.0) / n) : kNaN;
    row.meanCost = p.costOf(row.meanWallClockHours);
    row.meanCostStdError = p.nodes * row.meanWallClockStdError * p.pricePerNodeHour;
    row.meanInterruptions = static_cast<double>(interruptions) / n;
    // Cost rises with wall clock, so its quantiles are the wall clock's, priced.
    row.p10WallClockHours = p.floorHours + histogram.quantileExcessHours(0.1);
    row.p50WallClockHours = p.floorHours + histogram.quantileExcessHours(0.5);
    row.p90WallClockHours = p.floorHours + histogram.quantileExcessHours(0.9);
    row.p10Cost = p.costOf(row.p10WallClockHours);
    row.p50Cost = p.costOf(row.p50WallClockHours);
    row.p90Cost = p.costOf(row.p90WallClockHours);
    row.pMeetDeadline = p.deadlineHours ? static_cast<double>(meets) / n : 1.0;
}

// ---------------------------------------------------------------------------------------------

// A storage bandwidth, GB/s: finite and within [kMinStorageGBps, kMaxStorageGBps].
void checkBandwidth(std::vector<InputIssue> &issues, const std::string &path, double value)
{
    if (!std::isfinite(value)) {
        issues.push_back(makeIssue(path, IssueCode::NotFinite, value));
    } else if (value <= 0.0) {
        issues.push_back(makeIssue(path, IssueCode::NotPositive, value));
    } else if (value < kMinStorageGBps || value > kMaxStorageGBps) {
        issues.push_back(makeIssue(path, IssueCode::OutOfRange, value, kMinStorageGBps, kMaxStorageGBps));
    }
}

// True when `a` should be preferred over `b` as the cheaper row.
bool cheaper(const RiskRow &a, const RiskRow &b)
{
    if (std::abs(a.expectedCost - b.expectedCost) <= kCostTieTolerance) {
        return a.nodes < b.nodes;
    }
    return a.expectedCost < b.expectedCost;
}

} // namespace

// ---------------------------------------------------------------------------------------------
RateFactorDistribution rateFactorDistribution(double slow, double fast)
{
    if (!(std::isfinite(slow) && std::isfinite(fast) && slow > 0.0 && fast > 0.0) || (slow == 1.0 && fast == 1.0)) {
        return {};
    }
    const double lo = std::log(std::min(slow, fast));
    const double hi = std::log(std::max(slow, fast));
    return RateFactorDistribution{0.5 * (lo + hi), (hi - lo) / (2.0 * kStandardNormalP90)};
}

double nodeMtbfHoursFromFleet(double interruptions, double days, double gpus, int gpusPerNode)
{
    return days * 24.0 * (gpus / gpusPerNode) / interruptions;
}

std::vector<InputIssue> validate(const RiskSettings &settings)
{
    std::vector<InputIssue> issues;
    // +inf is allowed: nodes that never fail.
    if (std::isnan(settings.nodeMtbfHours)) {
        issues.push_back(makeIssue("risk.node_mtbf_hours", IssueCode::NotFinite, settings.nodeMtbfHours));
    } else if (settings.nodeMtbfHours <= 0.0) {
        issues.push_back(makeIssue("risk.node_mtbf_hours", IssueCode::NotPositive, settings.nodeMtbfHours));
    }
    if (settings.checkpointIntervalHours) {
        const double interval = *settings.checkpointIntervalHours;
        if (!std::isfinite(interval)) {
            issues.push_back(makeIssue("risk.checkpoint_interval_hours", IssueCode::NotFinite, interval));
        } else if (interval < kMinCheckpointIntervalHours || interval > kMaxRiskDurationHours) {
            issues.push_back(makeIssue("risk.checkpoint_interval_hours", IssueCode::OutOfRange, interval,
                                       kMinCheckpointIntervalHours, kMaxRiskDurationHours));
        }
    }
    if (settings.checkpointWriteHours) {
        checkQuantity(issues, "risk.checkpoint_write_hours", *settings.checkpointWriteHours, true, kMaxRiskDurationHours);
    }
    checkBandwidth(issues, "risk.storage_write_gb_per_s", settings.storageWriteGBps);
    checkBandwidth(issues, "risk.storage_account_ingress_gb_per_s", settings.storageIngressGBps);
    checkQuantity(issues, "risk.restart_hours", settings.restartHours, true, kMaxRiskDurationHours);
    checkQuantity(issues, "risk.idle_time_before_scale_down_seconds", settings.idleTimeBeforeScaleDownSeconds, true,
                  kMaxIdleTimeBeforeScaleDownSeconds);
    checkQuantity(issues, "risk.low_priority.preemptions_per_node_hour", settings.lowPriorityPreemptionsPerNodeHour,
                  true, kMaxPreemptionsPerNodeHour);
    checkQuantity(issues, "risk.low_priority.regain_hours", settings.lowPriorityRegainHours, true, kMaxRiskDurationHours);
    if (settings.trials < 1 || settings.trials > kMaxRiskTrials) {
        issues.push_back(makeIssue("risk.trials", IssueCode::OutOfRange, static_cast<double>(settings.trials), 1.0,
                                   static_cast<double>(kMaxRiskTrials)));
    }
    // The open interval (0, 1): a confidence of 0 or 1 asks nothing or the impossible.
    if (!std::isfinite(settings.confidence)) {
        issues.push_back(makeIssue("risk.confidence", IssueCode::NotFinite, settings.confidence));
    } else if (settings.confidence <= 0.0 || settings.confidence >= 1.0) {
        issues.push_back(makeIssue("risk.confidence", IssueCode::OutOfRange, settings.confidence, 0.0, 1.0));
    }
    return issues;
}

std::vector<RiskCase> riskCases(const SweepInput &input, const std::vector<OptionRow> &rows, Tier tier,
                                double pricePerNodeHour)
{
    std::vector<RiskCase> cases;
    cases.reserve(rows.size());
    for (const OptionRow &row : rows) {
        // compute_hours / goodput, as the sweep divides it before adding the overhead.
        cases.push_back(RiskCase{row.nodes, row.computeHours / input.goodput, input.overheadHours, pricePerNodeHour,
                                 tier, input.deadlineHours, std::nullopt, row.fits, input.oneTimeCost,
                                 input.rateSlow, input.rateFast});
    }
    return cases;
}

std::string_view toString(RiskRowStatus status)
{
    switch (status) {
    case RiskRowStatus::Deterministic:
        return "deterministic";
    case RiskRowStatus::ClosedFormOnly:
        return "closed_form_only";
    case RiskRowStatus::Simulated:
        return "simulated";
    case RiskRowStatus::TooManyInterruptions:
        return "too_many_interruptions";
    }
    return "";
}

std::string_view toString(RiskRecommendationReason reason)
{
    switch (reason) {
    case RiskRecommendationReason::MeetsDeadlineAtConfidence:
        return "meets_deadline_at_confidence";
    case RiskRecommendationReason::CheapestWithinBudget:
        return "cheapest_within_budget";
    case RiskRecommendationReason::CheapestOverall:
        return "cheapest_overall";
    case RiskRecommendationReason::NoneReachesConfidence:
        return "none_reaches_confidence";
    case RiskRecommendationReason::NoneWithinBudget:
        return "none_within_budget";
    case RiskRecommendationReason::NoneFits:
        return "none_fits";
    case RiskRecommendationReason::NoFiniteCost:
        return "no_finite_cost";
    case RiskRecommendationReason::NoRows:
        return "no_rows";
    }
    return "";
}

double optimalCheckpointHours(double checkpointWriteHours, double jobMtbfHours)
{
    if (!std::isfinite(jobMtbfHours)) {
        return kInfinity;
    }
    return std::sqrt(2.0 * checkpointWriteHours * jobMtbfHours);
}

double expectedSegmentHours(double segmentHours, double interruptionsPerHour, double meanRestartHours)
{
    if (interruptionsPerHour == 0.0) {
        return segmentHours;
    }
    // expm1 keeps e^(ΛL) − 1 accurate when ΛL is small, the usual case (Λ ≈ 1e-4 per hour).
    return (1.0 / interruptionsPerHour + meanRestartHours) * std::expm1(interruptionsPerHour * segmentHours);
}

RiskRow closedForm(const RiskSettings &settings, const RiskCase &riskCase)
{
    return closedFormRow(makePlan(settings, riskCase), riskCase);
}

Trajectory runTrajectory(const RiskSettings &settings, const RiskCase &riskCase,
                         const std::vector<Interruption> &interruptions)
{
    const SegmentPlan plan = makePlan(settings, riskCase);
    std::size_t index = 0;
    const Tally tally = runSegments(plan, [&]() -> std::optional<Interruption> {
        if (index < interruptions.size()) {
            return interruptions[index++];
        }
        return std::nullopt;
    });
    Trajectory out;
    out.wallClockHours = plan.failureFreeWallClockHours + tally.excessHours;
    out.cost = plan.costOf(out.wallClockHours);
    out.lostHours = tally.lostHours;
    out.restartHours = tally.restartHours;
    out.interruptions = static_cast<int>(tally.interruptions);
    return out;
}

// ---------------------------------------------------------------------------------------------
int RiskHistogram::binOf(double excessHours)
{
    static const double logStep = std::log(kMaxExcessHours / kMinExcessHours) / kBins;
    if (!(excessHours > kMinExcessHours)) {
        return 0;
    }
    if (excessHours >= kMaxExcessHours) {
        return kBins - 1;
    }
    const int bin = static_cast<int>(std::log(excessHours / kMinExcessHours) / logStep);
    return std::clamp(bin, 0, kBins - 1);
}

double RiskHistogram::binCentreHours(int bin)
{
    static const double logStep = std::log(kMaxExcessHours / kMinExcessHours) / kBins;
    return kMinExcessHours * std::exp((bin + 0.5) * logStep);
}

void RiskHistogram::addExcess(double excessHours, std::uint64_t count)
{
    if (excessHours > 0.0) {
        m_bins[static_cast<std::size_t>(binOf(excessHours))] += count;
    } else {
        m_noExcess += count;
    }
    m_count += count;
}

void RiskHistogram::addBin(int bin, std::uint64_t count)
{
    m_bins[static_cast<std::size_t>(std::clamp(bin, 0, kBins - 1))] += count;
    m_count += count;
}

double RiskHistogram::quantileExcessHours(double q) const
{
    if (m_count == 0) {
        return 0.0;
    }
    // The rank ceil(q · count); the 1e-9 keeps 0.1 · 10,000 from becoming rank 1,001 by rounding.
    const double rank = std::max(1.0, std::ceil(q * static_cast<double>(m_count) - 1e-9));
    double cumulative = static_cast<double>(m_noExcess);
    if (cumulative >= rank) {
        return 0.0;
    }
    for (int bin = 0; bin < kBins; ++bin) {
        cumulative += static_cast<double>(m_bins[static_cast<std::size_t>(bin)]);
        if (cumulative >= rank) {
            return binCentreHours(bin);
        }
    }
    return binCentreHours(kBins - 1);
}

int scaledTrials(int trials, double expectedInterruptionsPerTrial, std::size_t simulatedCases)
{
    const double perTrial = 1.0 + std::max(0.0, expectedInterruptionsPerTrial);
    const double share = kMaxSimulationSteps / static_cast<double>(std::max<std::size_t>(1, simulatedCases));
    const double allowed = std::floor(share / perTrial);
    if (!(allowed < static_cast<double>(trials))) {
        return trials;
    }
    return std::min(trials, std::max(kMinScaledTrials, static_cast<int>(allowed)));
}

// ---------------------------------------------------------------------------------------------
std::vector<RiskRow> simulate(const RiskSettings &settings, const std::vector<RiskCase> &cases,
                              const std::atomic<bool> *cancel, const std::function<void(double)> &progress,
                              int threadCount)
{
    const auto cancelled = [cancel] { return cancel != nullptr && cancel->load(std::memory_order_relaxed); };
    if (cancelled()) {
        return {};
    }
    const int requested = std::clamp(settings.trials, 1, kMaxRiskTrials);

    std::vector<RiskRow> rows;
    std::vector<SegmentPlan> plans;
    std::vector<std::size_t> simulated; // indices into cases
    rows.reserve(cases.size());
    plans.reserve(cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        plans.push_back(makePlan(settings, cases[i]));
        rows.push_back(closedFormRow(plans.back(), cases[i]));
        RiskRow &row = rows.back();
        if (row.status == RiskRowStatus::Deterministic) {
            continue;
        }
        // (also catches an infinite or NaN expectation)
        if (!(row.expectedInterruptions <= kMaxExpectedInterruptionsPerTrial)) {
            row.status = RiskRowStatus::TooManyInterruptions;
            continue;
        }
        row.status = RiskRowStatus::Simulated;
        simulated.push_back(i);
    }
    // The work bound: trials per simulated case, fixed before any runs (so results stay
    // independent of threads and timing).
    std::vector<std::uint64_t> caseTrials;
    caseTrials.reserve(simulated.size());
    for (const std::size_t i : simulated) {
        caseTrials.push_back(
            static_cast<std::uint64_t>(scaledTrials(requested, rows[i].expectedInterruptions, simulated.size())));
        rows[i].trialsRequested = requested;
    }

    const std::size_t taskCount = simulated.size() * kBlocksPerCase;
    std::vector<BlockStats> blockStats(taskCount);
    std::vector<AtomicBins> bins;
    bins.reserve(simulated.size());
    for (std::size_t k = 0; k < simulated.size(); ++k) {
        bins.push_back(std::make_unique<std::atomic<std::uint32_t>[]>(RiskHistogram::kBins)); // zeroed
    }

    std::atomic<std::size_t> nextTask{0};
    std::atomic<std::size_t> doneTasks{0};
    std::atomic<bool> stopped{false};
    std::mutex progressMutex;
    double lastReported = 0.0;
    const auto worker = [&] {
        for (;;) {
            if (stopped.load(std::memory_order_relaxed) || cancelled()) {
                stopped = true;
                return;
            }
            const std::size_t task = nextTask.fetch_add(1);
            if (task >= taskCount) {
                return;
            }
            const std::size_t k = task / kBlocksPerCase;
            const std::size_t block = task % kBlocksPerCase;
            // Trials [trials·b/B, trials·(b+1)/B): the split depends on the trial count only.
            const std::uint64_t trials = caseTrials[k];
            const std::uint64_t first = trials * block / kBlocksPerCase;
            const std::uint64_t last = trials * (block + 1) / kBlocksPerCase;
            if (!runBlock(plans[simulated[k]], settings.seed, block, last - first, cancel, blockStats[task],
                          bins[k].get())) {
                stopped = true;
                return;
            }
            const std::size_t done = doneTasks.fetch_add(1) + 1;
            if (progress) {
                // Throttled to steps of 1 %, serialised, never backwards.
                const std::lock_guard lock(progressMutex);
                const double fraction = static_cast<double>(done) / static_cast<double>(taskCount);
                if (done == taskCount || fraction >= lastReported + 0.01) {
                    lastReported = fraction;
                    progress(fraction);
                }
            }
        }
    };

    const unsigned hardware = std::max(1U, std::thread::hardware_concurrency());
    std::size_t threads = threadCount > 0 ? static_cast<std::size_t>(threadCount) : hardware;
    threads = std::min(threads, std::max<std::size_t>(1, taskCount));
    {
        std::vector<std::jthread> pool;
        pool.reserve(threads - 1);
        for (std::size_t t = 1; t < threads; ++t) {
            pool.emplace_back(worker);
        }
        worker(); // the calling thread works too
    }             // joins
    if (stopped || cancelled()) {
        return {};
    }
    if (taskCount == 0 && progress) {
        progress(1.0);
    }

    for (std::size_t k = 0; k < simulated.size(); ++k) {
        const std::size_t i = simulated[k];
        const std::vector<BlockStats> blocks(blockStats.begin() + static_cast<std::ptrdiff_t>(k * kBlocksPerCase),
                                             blockStats.begin() +
                                                 static_cast<std::ptrdiff_t>((k + 1) * kBlocksPerCase));
        RiskHistogram histogram;
        std::uint64_t noExcess = 0;
        for (const BlockStats &block : blocks) {
            noExcess += block.noExcess;
        }
        histogram.addExcess(0.0, noExcess);
        for (int bin = 0; bin < RiskHistogram::kBins; ++bin) {
            const std::uint32_t count = bins[k][static_cast<std::size_t>(bin)].load(std::memory_order_relaxed);
            if (count > 0) {
                histogram.addBin(bin, count);
            }
        }
        finishRow(rows[i], plans[i], blocks, histogram);
    }
    return rows;
}

// ---------------------------------------------------------------------------------------------
RiskRecommendation recommendAtConfidence(const std::vector<RiskRow> &rows, double confidence,
                                         std::optional<double> deadlineHours, std::optional<double> budget)
{
    RiskRecommendation rec;
    rec.confidence = confidence;
    rec.deadlineHours = deadlineHours;
    rec.budget = budget;
    if (rows.empty()) {
        rec.reason = RiskRecommendationReason::NoRows;
        return rec;
    }
    const RiskRow *best = nullptr;       // most likely to meet the deadline
    const RiskRow *qualifying = nullptr; // cheapest that qualifies, budget aside
    const RiskRow *chosen = nullptr;
    bool anyFits = false;
    for (const RiskRow &row : rows) {
        if (!row.fits) {
            continue;
        }
        anyFits = true;
        if (deadlineHours && !std::isnan(row.pMeetDeadline) &&
            (best == nullptr || row.pMeetDeadline > best->pMeetDeadline ||
             (row.pMeetDeadline == best->pMeetDeadline && cheaper(row, *best)))) {
            best = &row;
        }
        // NaN (a row not simulated) never reaches the confidence.
        const bool qualifies = deadlineHours ? row.pMeetDeadline >= confidence : std::isfinite(row.expectedCost);
        if (!qualifies) {
            continue;
        }
        if (qualifying == nullptr || cheaper(row, *qualifying)) {
            qualifying = &row;
        }
        if ((!budget || row.expectedCost <= *budget) && (chosen == nullptr || cheaper(row, *chosen))) {
            chosen = &row;
        }
    }
    if (best != nullptr) {
        rec.bestProbabilityNodes = best->nodes;
        rec.bestProbability = best->pMeetDeadline;
    }
    if (qualifying != nullptr) {
        rec.cheapestQualifyingNodes = qualifying->nodes;
        rec.cheapestQualifyingCost = qualifying->expectedCost;
    }
    if (chosen != nullptr) {
        rec.nodes = chosen->nodes;
        rec.chosen = *chosen;
        rec.reason = deadlineHours ? RiskRecommendationReason::MeetsDeadlineAtConfidence
                     : budget      ? RiskRecommendationReason::CheapestWithinBudget
                                   : RiskRecommendationReason::CheapestOverall;
    } else if (qualifying != nullptr) {
        rec.reason = RiskRecommendationReason::NoneWithinBudget;
    } else if (!anyFits) {
        rec.reason = RiskRecommendationReason::NoneFits;
    } else {
        rec.reason =
            deadlineHours ? RiskRecommendationReason::NoneReachesConfidence : RiskRecommendationReason::NoFiniteCost;
    }
    return rec;
}

std::optional<TierComparison> compareTiers(const RiskSettings &settings, const SweepInput &input,
                                           const std::vector<int> &nodeCounts, double dedicatedPricePerNodeHour,
                                           std::optional<double> lowPriorityPricePerNodeHour,
                                           const std::atomic<bool> *cancel, const std::function<void(double)> &progress,
                                           int threadCount)
{
    const std::vector<OptionRow> options = sweep(input, nodeCounts);
    std::vector<RiskCase> cases = riskCases(input, options, Tier::Dedicated, dedicatedPricePerNodeHour);
    if (lowPriorityPricePerNodeHour) {
        const std::vector<RiskCase> low = riskCases(input, options, Tier::LowPriority, *lowPriorityPricePerNodeHour);
        cases.insert(cases.end(), low.begin(), low.end());
    }
    const std::vector<RiskRow> rows = simulate(settings, cases, cancel, progress, threadCount);
    if (rows.size() != cases.size() || (cancel != nullptr && cancel->load())) {
        return std::nullopt;
    }
    TierComparison out;
    const auto split = rows.begin() + static_cast<std::ptrdiff_t>(options.size());
    out.dedicated.assign(rows.begin(), split);
    out.dedicatedRecommendation =
        recommendAtConfidence(out.dedicated, settings.confidence, input.deadlineHours, input.budget);
    if (lowPriorityPricePerNodeHour) {
        out.lowPriority.emplace(split, rows.end());
        out.lowPriorityRecommendation =
            recommendAtConfidence(*out.lowPriority, settings.confidence, input.deadlineHours, input.budget);
    }
    return out;
}

} // namespace capplan::model
