// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Calibration.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace capplan::model {

namespace {

constexpr int kMaxFree = 2;
constexpr int kGridFactorSteps = 41;
constexpr int kGridOverlapSteps = 21;
constexpr int kMaxIterations = 60;
constexpr double kInconsistentResidual = 1e3; // a point the model cannot reach at these parameters
// Weight of a weak prior that keeps the overlap at its strategy default when the data cannot
// tell (every run communication-bound: step = c·(1−w) + C trades overlap against compute).
constexpr double kOverlapPrior = 1e-6;
constexpr double kMaxTokensPerSecond = 1e12;

// {log(bandwidth factor), overlap}: the factor spans 0.01 … 4, so it is searched on a log scale
// where a step means the same relative change everywhere.
using Theta = std::array<double, kMaxFree>;

struct Problem {
    const FabricJob &job;
    const FabricFacts &facts;
    int gpusPerNode = 1;
    std::vector<Measurement> points; // sorted by nodes; points[0] is the reference
    double tokensPerGpuStep = 0.0;
    int free = 0;
    FabricParams defaults;
    Theta low{std::log(kMinBandwidthFactor), 0.0};
    Theta high{std::log(kMaxBandwidthFactor), 1.0};

    FabricParams paramsOf(const Theta &theta) const
    {
        FabricParams p = defaults;
        if (free >= 1) {
            p.interNodeBandwidthFactor = std::exp(theta[0]);
        }
        if (free >= 2) {
            p.overlap = theta[1];
        }
        return p;
    }

    FabricJob jobWith(const FabricParams &p) const
    {
        FabricJob j = job;
        j.overlap = p.overlap;
        j.interNodeBandwidthFactor = p.interNodeBandwidthFactor;
        return j;
    }

    // Compute rate that meets the reference run exactly, or empty.
    std::optional<double> computeRate(const FabricJob &j) const
    {
        const Measurement &ref = points.front();
        return computeRateFromThroughput(j, facts, gpusPerNode, ref.nodes, tokensPerGpuStep,
                                         std::max(1, j.microBatches), ref.tokensPerSecond);
    }

    // Predicted total tokens/s at every point (empty when the reference cannot be met).
    std::optional<std::vector<double>> predict(const FabricParams &p, double *rateOut = nullptr) const
    {
        const FabricJob j = jobWith(p);
        const std::optional<double> rate = computeRate(j);
        if (!rate) {
            return std::nullopt;
        }
        if (rateOut != nullptr) {
            *rateOut = *rate;
        }
        std::vector<double> out;
        out.reserve(points.size());
        for (const Measurement &m : points) {
            out.push_back(
                fabricPointAtPerGpuBatch(j, facts, gpusPerNode, m.nodes, tokensPerGpuStep, *rate).tokensPerSecond);
        }
        return out;
    }

    // Residuals of the non-reference points, then the overlap prior when overlap is free.
    std::vector<double> residuals(const Theta &theta) const
    {
        std::vector<double> r(points.size() - 1, kInconsistentResidual);
        const std::optional<std::vector<double>> pred = predict(paramsOf(theta));
        if (pred) {
            // Relative residuals: a 2 % miss weighs the same at one node and at sixty-four.
            for (std::size_t i = 1; i < points.size(); ++i) {
                r[i - 1] = (*pred)[i] / points[i].tokensPerSecond - 1.0;
            }
        }
        if (free >= 2) {
            r.push_back(kOverlapPrior * (theta[1] - defaults.overlap));
        }
        return r;
    }

    double cost(const Theta &theta) const
    {
        double sum = 0.0;
        for (const double v : residuals(theta)) {
            sum += v * v;
        }
        return sum;
    }

    Theta clamp(Theta theta) const
    {
        for (std::size_t i = 0; i < static_cast<std::size_t>(free); ++i) {
            theta[i] = std::clamp(theta[i], low[i], high[i]);
        }
        return theta;
    }
};

// Coarse grid over the free parameters; the first minimum in scan order wins.
Theta gridStart(const Problem &pb)
{
    Theta best{0.0, pb.defaults.overlap};
    double bestCost = std::numeric_limits<double>::infinity();
    const int overlapSteps = pb.free >= 2 ? kGridOverlapSteps : 1;
    for (int i = 0; i < kGridFactorSteps; ++i) {
        const double logFactor = pb.low[0] + (pb.high[0] - pb.low[0]) * i / (kGridFactorSteps - 1);
        for (int j = 0; j < overlapSteps; ++j) {
            const double overlap =
                pb.free >= 2 ? pb.low[1] + (pb.high[1] - pb.low[1]) * j / (kGridOverlapSteps - 1) : pb.defaults.overlap;
            const Theta theta{logFactor, overlap};
            const double c = pb.cost(theta);
            if (c < bestCost) {
                bestCost = c;
                best = theta;
            }
        }
    }
    return best;
}

// Levenberg–Marquardt on at most two parameters, bounds by projection (Marquardt 1963).
Theta levenbergMarquardt(const Problem &pb, Theta theta, int &iterations)
{
    const auto n = static_cast<std::size_t>(pb.free);
    double lambda = 1e-3;
    double current = pb.cost(theta);
    iterations = 0;
    for (int iter = 0; iter < kMaxIterations; ++iter) {
        ++iterations;
        const std::vector<double> r = pb.residuals(theta);
        // Jacobian by central differences, one-sided at a bound.
        std::vector<std::array<double, kMaxFree>> jac(r.size(), {0.0, 0.0});
        for (std::size_t k = 0; k < n; ++k) {
            const double step = 1e-6 * std::max(1.0, std::abs(theta[k]));
            Theta up = theta;
            Theta down = theta;
            up[k] = std::min(theta[k] + step, pb.high[k]);
            down[k] = std::max(theta[k] - step, pb.low[k]);
            const double width = up[k] - down[k];
            if (width <= 0.0) {
                continue;
            }
            const std::vector<double> ru = pb.residuals(up);
            const std::vector<double> rd = pb.residuals(down);
            for (std::size_t i = 0; i < r.size(); ++i) {
                jac[i][k] = (ru[i] - rd[i]) / width;
            }
        }
        // Normal equations (JᵀJ + λ·diag(JᵀJ)) δ = Jᵀr.
        double a[kMaxFree][kMaxFree] = {{0.0, 0.0}, {0.0, 0.0}};
        double g[kMaxFree] = {0.0, 0.0};
        for (std::size_t i = 0; i < r.size(); ++i) {
            for (std::size_t p = 0; p < n; ++p) {
                g[p] += jac[i][p] * r[i];
                for (std::size_t q = 0; q < n; ++q) {
                    a[p][q] += jac[i][p] * jac[i][q];
                }
            }
        }
        bool improved = false;
        while (lambda < 1e12) {
            double m[kMaxFree][kMaxFree] = {{a[0][0], a[0][1]}, {a[1][0], a[1][1]}};
            for (std::size_t p = 0; p < n; ++p) {
                m[p][p] += lambda * std::max(a[p][p], 1e-12);
            }
            Theta delta{0.0, 0.0};
            if (n == 1) {
                delta[0] = g[0] / m[0][0];
            } else {
                const double det = m[0][0] * m[1][1] - m[0][1] * m[1][0];
                if (std::abs(det) < 1e-300) {
                    lambda *= 4.0;
                    continue;
                }
                delta[0] = (m[1][1] * g[0] - m[0][1] * g[1]) / det;
                delta[1] = (m[0][0] * g[1] - m[1][0] * g[0]) / det;
            }
            Theta next = theta;
            for (std::size_t p = 0; p < n; ++p) {
                next[p] -= delta[p];
            }
            next = pb.clamp(next);
            const double c = pb.cost(next);
            if (c < current) {
                const double moved = std::abs(next[0] - theta[0]) + std::abs(next[1] - theta[1]);
                const double gain = current - c;
                theta = next;
                current = c;
                lambda = std::max(lambda / 3.0, 1e-12);
                improved = true;
                if (moved < 1e-12 || gain < 1e-18) {
                    return theta;
                }
                break;
            }
            lambda *= 4.0;
        }
        if (!improved) {
            break;
        }
    }
    return theta;
}

// One measured run against the model's prediction, for either model; a model that cannot predict
// the run (the fabric model when the measured rate is faster than its communication allows) gives
// the residual −1.
CalibrationPoint calibrationPoint(int nodes, double measured, std::optional<double> predicted)
{
    CalibrationPoint p;
    p.nodes = nodes;
    p.measuredTokensPerSecond = measured;
    p.predictedTokensPerSecond = predicted.value_or(0.0);
    p.relativeResidual = predicted ? p.predictedTokensPerSecond / p.measuredTokensPerSecond - 1.0 : -1.0;
    return p;
}

// The root mean square of the points' relative residuals: how far a fitted model is from its runs.
double rmsRelativeResidual(const std::vector<CalibrationPoint> &points)
{
    double sumSquares = 0.0;
    for (const CalibrationPoint &p : points) {
        sumSquares += p.relativeResidual * p.relativeResidual;
    }
    return std::sqrt(sumSquares / static_cast<double>(points.size()));
}

} // namespace

std::string_view toString(CalibrationStatus status)
{
    switch (status) {
    case CalibrationStatus::ModelDefaults:
        return "model_defaults";
    case CalibrationStatus::OnePoint:
        return "one_point";
    case CalibrationStatus::BandwidthOnly:
        return "bandwidth_only";
    case CalibrationStatus::Fitted:
        return "fitted";
    }
    return "model_defaults";
}

CalibrationResult calibrate(const FabricJob &job, const FabricFacts &facts, int gpusPerNode,
                            const std::vector<Measurement> &measurements,
                            std::optional<double> measuredTokensPerGpuStep)
{
    CalibrationResult result;
    result.params = effectiveParams(job);
    result.tokensPerGpuStep = measuredTokensPerGpuStep.value_or(job.globalBatchTokens / gpusPerNode);

    if (measurements.empty()) {
        const FabricSweep sweep = fabricSweep(job, facts, gpusPerNode, {});
        result.status = CalibrationStatus::ModelDefaults;
        result.computeTokensPerGpuSecond = sweep.computeTokensPerGpuSecond;
        result.tokensPerGpuSecond = job.tokensPerGpuSecond;
        result.inconsistent = sweep.anchorClamped;
        return result;
    }

    Problem pb{job, facts, gpusPerNode, measurements, result.tokensPerGpuStep, 0, result.params};
    std::stable_sort(pb.points.begin(), pb.points.end(),
                     [](const Measurement &a, const Measurement &b) { return a.nodes < b.nodes; });
    pb.free = std::min(kMaxFree, static_cast<int>(pb.points.size()) - 1);
    result.referenceNodes = pb.points.front().nodes;
    result.status = pb.free == 0   ? CalibrationStatus::OnePoint
                    : pb.free == 1 ? CalibrationStatus::BandwidthOnly
                                   : CalibrationStatus::Fitted;

    Theta theta{std::log(result.params.interNodeBandwidthFactor), result.params.overlap};
    if (pb.free > 0) {
        // Two starts: the best grid point, and its bandwidth with the default overlap, so that a
        // ridge the data cannot resolve ends at the default rather than wherever the grid fell.
        const Theta grid = gridStart(pb);
        theta = levenbergMarquardt(pb, grid, result.iterations);
        if (pb.free >= 2) {
            int more = 0;
            const Theta fromDefault = levenbergMarquardt(pb, {grid[0], pb.defaults.overlap}, more);
            if (pb.cost(fromDefault) < pb.cost(theta)) {
                theta = fromDefault;
            }
            result.iterations += more;
        }
    }
    result.params = pb.paramsOf(theta);

    double rate = 0.0;
    const std::optional<std::vector<double>> predicted = pb.predict(result.params, &rate);
    for (std::size_t i = 0; i < pb.points.size(); ++i) {
        result.points.push_back(calibrationPoint(pb.points[i].nodes, pb.points[i].tokensPerSecond,
                                                 predicted ? std::optional<double>((*predicted)[i]) : std::nullopt));
    }
    result.rmsRelativeResidual = rmsRelativeResidual(result.points);
    result.inconsistent = !predicted;
    if (predicted) {
        result.computeTokensPerGpuSecond = rate;
        // The plan's own one-node run at this compute rate.
        const FabricJob fitted = pb.jobWith(result.params);
        const double oneNodeTokensPerGpu = job.globalBatchTokens / gpusPerNode;
        result.tokensPerGpuSecond =
            fabricPointAtPerGpuBatch(fitted, facts, gpusPerNode, 1, oneNodeTokensPerGpu, rate).tokensPerSecond /
            gpusPerNode;
    } else {
        result.tokensPerGpuSecond = job.tokensPerGpuSecond;
    }
    return result;
}

FabricJob calibratedJob(const FabricJob &job, const CalibrationResult &result)
{
    FabricJob out = job;
    out.overlap = result.params.overlap;
    out.interNodeBandwidthFactor = result.params.interNodeBandwidthFactor;
    if (result.tokensPerGpuSecond > 0.0) {
        out.tokensPerGpuSecond = result.tokensPerGpuSecond;
    }
    return out;
}

std::optional<double> measuredSpeedupAtTwoNodes(const std::vector<Measurement> &measurements)
{
    std::optional<double> one;
    std::optional<double> two;
    for (const Measurement &m : measurements) {
        if (m.nodes == 1) {
            one = m.tokensPerSecond;
        } else if (m.nodes == 2) {
            two = m.tokensPerSecond;
        }
    }
    if (!one || !two || *one <= 0.0) {
        return std::nullopt;
    }
    return *two / *one;
}

// ---------------------------------------------------------------------------------------------
// The step-time model's calibration

Hardware calibratedHardware(Hardware hw, const LayoutCalibration &c)
{
    hw.computeFactor = c.computeFactor;
    hw.networkFactor = c.networkFactor;
    hw.network.domainBusBytesPerSecond *= c.networkFactor;
    hw.network.networkBytesPerSecond *= c.networkFactor;
    return hw;
}

double tokensPerSecondFromMfu(double mfu, const Architecture &arch, const Layout &layout, const Hardware &hardware,
                              int nodes)
{
    const double flopsPerToken = neededFlopsPerToken(arch, layout);
    return flopsPerToken > 0.0
               ? mfu * hardware.peakFlops(layout.precision) * hardware.gpusPerNode * nodes / flopsPerToken
               : 0.0;
}

double measuredTokensPerSecond(const Measurement &m, const Architecture &arch, const Layout &layout,
                               const Hardware &hardware)
{
    return m.mfu > 0.0 ? tokensPerSecondFromMfu(m.mfu, arch, layout, hardware, m.nodes) : m.tokensPerSecond;
}

LayoutCalibration calibrateLayout(const Architecture &arch, const Layout &layout, const Hardware &hardware,
                                  const std::vector<Measurement> &measurements)
{
    std::map<int, Layout> layoutAt;
    for (const Measurement &m : measurements) {
        layoutAt.emplace(m.nodes, layout);
    }
    return calibrateLayout(arch, layoutAt, hardware, measurements);
}

LayoutCalibration calibrateLayout(const Architecture &arch, const std::map<int, Layout> &layoutAt,
                                  const Hardware &hardware, const std::vector<Measurement> &measurements)
{
    LayoutCalibration out;
    struct Run {
        int nodes;
        Layout layout;
        double measured;
        double step; // measured step seconds
    };
    std::vector<Run> runs;
    for (const Measurement &m : measurements) {
        const auto layout = layoutAt.find(m.nodes);
        if (layout == layoutAt.end()) {
            continue;
        }
        const StepBreakdown s = stepTime(arch, layout->second, hardware, m.nodes);
        const double measured = measuredTokensPerSecond(m, arch, layout->second, hardware);
        if (s.ok() && measured > 0.0) {
            runs.push_back({m.nodes, layout->second, measured, s.tokensPerStep / measured});
        }
    }
    std::sort(runs.begin(), runs.end(), [](const Run &a, const Run &b) { return a.nodes < b.nodes; });
    if (runs.empty()) {
        return out;
    }
    constexpr double kLow = 0.05;
    constexpr double kHigh = 20.0;
    // For a network factor β: κ by weighted least squares on step = C/κ + R (C: compute at κ = 1),
    // repeated a few times because R (the exposed data-parallel communication) depends on how
    // long the compute it hides behind takes.
    const auto fit = [&](double beta, double &kappa) {
        LayoutCalibration c;
        c.networkFactor = beta;
        kappa = 1.0;
        double cost = 0.0;
        for (int pass = 0; pass < 6; ++pass) {
            c.computeFactor = kappa;
            const Hardware hw = calibratedHardware(hardware, c);
            double num = 0.0;
            double den = 0.0;
            cost = 0.0;
            for (const Run &r : runs) {
                const StepBreakdown s = stepTime(arch, r.layout, hw, r.nodes);
                const double compute = (s.computeSeconds + s.optimizerSeconds) * kappa; // at κ = 1
                const double rest = s.stepSeconds - s.computeSeconds - s.optimizerSeconds;
                const double w = 1.0 / (r.step * r.step);
                num += w * compute * (r.step - rest);
                den += w * compute * compute;
                const double res = s.stepSeconds / r.step - 1.0;
                cost += res * res;
            }
            const double u = den > 0.0 ? num / den : 1.0; // 1/κ
            const double next = std::clamp(u > 0.0 ? 1.0 / u : kHigh, kLow, kHigh);
            if (std::abs(next - kappa) < 1e-12 * kappa) {
                break;
            }
            kappa = next;
        }
        c.computeFactor = kappa;
        const Hardware hw = calibratedHardware(hardware, c);
        cost = 0.0;
        for (const Run &r : runs) {
            const double res = stepTime(arch, r.layout, hw, r.nodes).stepSeconds / r.step - 1.0;
            cost += res * res;
        }
        return cost;
    };
    double kappa = 1.0;
    double beta = 1.0;
    if (runs.size() == 1) {
        fit(1.0, kappa);
        out.status = CalibrationStatus::OnePoint;
    } else {
        double best = HUGE_VAL;
        constexpr int kGrid = 240;
        for (int i = 0; i <= kGrid; ++i) {
            const double b = kLow * std::pow(kHigh / kLow, static_cast<double>(i) / kGrid);
            double k = 1.0;
            const double c = fit(b, k);
            if (c < best) {
                best = c;
                beta = b;
            }
        }
        // Golden-section refinement in log β around the best grid point.
        const double step = std::log(kHigh / kLow) / kGrid;
        double lo = std::log(beta) - step;
        double hi = std::log(beta) + step;
        const double g = (std::sqrt(5.0) - 1.0) / 2.0;
        for (int it = 0; it < 40; ++it) {
            const double a = hi - g * (hi - lo);
            const double b = lo + g * (hi - lo);
            double ka = 1.0;
            double kb = 1.0;
            if (fit(std::exp(a), ka) < fit(std::exp(b), kb)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        const double refined = std::exp(0.5 * (lo + hi));
        double kr = 1.0;
        if (fit(refined, kr) <= best) {
            beta = refined;
        }
        fit(beta, kappa);
        out.status = CalibrationStatus::BandwidthOnly;
    }
    out.computeFactor = kappa;
    out.networkFactor = beta;
    const Hardware hw = calibratedHardware(hardware, out);
    for (const Run &r : runs) {
        out.points.push_back(calibrationPoint(r.nodes, r.measured, stepTime(arch, r.layout, hw, r.nodes).tokensPerSecond));
    }
    out.rmsRelativeResidual = rmsRelativeResidual(out.points);
    return out;
}

std::vector<InputIssue> validate(const std::vector<Measurement> &measurements, int maxNodes)
{
    std::vector<InputIssue> issues;
    std::set<int> seen;
    for (std::size_t i = 0; i < measurements.size(); ++i) {
        const Measurement &m = measurements[i];
        const std::string base = "measurements." + std::to_string(i);
        if (m.nodes < 1 || m.nodes > maxNodes) {
            issues.push_back({base + ".nodes",
                              IssueCode::NodeCountRange,
                              static_cast<double>(m.nodes),
                              1.0,
                              static_cast<double>(maxNodes),
                              {}});
        } else if (!seen.insert(m.nodes).second) {
            issues.push_back({base + ".nodes", IssueCode::Duplicate, static_cast<double>(m.nodes), 0.0, 0.0, {}});
        }
        if (m.mfu != 0.0) {
            checkRange(issues, base + ".mfu", m.mfu, 1e-6, 1.0);
            continue;
        }
        if (!std::isfinite(m.tokensPerSecond)) {
            issues.push_back({base + ".tokens_per_second", IssueCode::NotFinite, m.tokensPerSecond, 0.0, 0.0, {}});
        } else if (m.tokensPerSecond <= 0.0) {
            issues.push_back({base + ".tokens_per_second", IssueCode::NotPositive, m.tokensPerSecond, 0.0, 0.0, {}});
        } else if (m.tokensPerSecond > kMaxTokensPerSecond) {
            issues.push_back(
                {base + ".tokens_per_second", IssueCode::TooLarge, m.tokensPerSecond, 0.0, kMaxTokensPerSecond, {}});
        }
    }
    return issues;
}

} // namespace capplan::model
