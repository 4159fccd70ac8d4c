// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/Fabric.h"
#include "model/performance/StepTime.h"
#include "model/plan/Bounds.h"
#include "model/plan/Issues.h"

#include <optional>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

namespace capplan::model {

// Calibration of the fabric model from measured runs. The advice of docs/sources.md,
// s2-azureml-compute: "run the same job on one node and on two with identical per-GPU batch size" —
// so measurements are weak-scaling points (the per-GPU batch is the same at every node count),
// while the planning sweep holds the global batch fixed. The fit happens on the former and is then
// used for the latter.

// One measured run: the plan file's "measurements": [{"nodes": n, "tokens_per_second": x}].
struct Measurement {
    Measurement() = default;
    Measurement(int nodes_, double tokensPerSecond_, std::string stack_ = {}, std::string source_ = {})
        : nodes(nodes_)
        , tokensPerSecond(tokensPerSecond_)
        , stack(std::move(stack_))
        , source(std::move(source_))
    {
    }

    int nodes = 0;
    double tokensPerSecond = 0.0; // all GPUs together
    // Or a measured model FLOPs utilisation at `nodes` (the plan file's "mfu"; tokensPerSecond 0):
    // with the plan's model the step-time model turns it into a rate (tokensPerSecondFromMfu in
    // model/performance/StepTime.h), so "I measured 40 % MFU on 4 nodes" calibrates like a measured rate.
    double mfu = 0.0;
    // Optional: the training stack it was measured on ("megatron", "fsdp", "deepspeed"; empty when
    // not known) and where it came from (an imported training log's provenance, free text).
    std::string stack;
    std::string source;

    bool operator==(const Measurement &) const = default;
};

enum class CalibrationStatus {
    ModelDefaults, // no measurement: the model's defaults and the plan's one-node rate
    OnePoint,      // scaled from one point with the model's defaults
    BandwidthOnly, // two node counts: the inter-node bandwidth factor fitted, overlap at its default
    Fitted,        // three or more: bandwidth factor and overlap fitted by least squares
};

std::string_view toString(CalibrationStatus status); // "model_defaults", "one_point", …

struct CalibrationPoint {
    int nodes = 0;
    double measuredTokensPerSecond = 0.0;
    double predictedTokensPerSecond = 0.0;
    double relativeResidual = 0.0; // predicted / measured − 1
};

struct CalibrationResult {
    CalibrationStatus status = CalibrationStatus::ModelDefaults;
    FabricParams params;
    // The pure compute rate implied by the reference run (tokens/s/GPU), and the plan's one-node
    // end-to-end rate at its own batch that follows from it: use calibratedJob() to sweep.
    double computeTokensPerGpuSecond = 0.0;
    double tokensPerGpuSecond = 0.0;
    double tokensPerGpuStep = 0.0;        // the measured runs' per-GPU batch
    int referenceNodes = 0;               // the run matched exactly (one node when measured, else the fewest)
    std::vector<CalibrationPoint> points; // ordered by nodes
    double rmsRelativeResidual = 0.0;
    int iterations = 0;        // Levenberg–Marquardt iterations after the grid (both starts)
    bool inconsistent = false; // a point is faster than the model's communication allows
};

// Fits the model to the measurements.
//  - The per-GPU batch of the measured runs is `measuredTokensPerGpuStep`, by default the plan's
//    own at one node (global_batch_tokens / GPUs per node); micro-batches are the plan's.
//  - For any parameter pair, the pure compute rate is solved so that the reference run (one node
//    if measured, else the fewest nodes) is met exactly; the other runs give the residuals
//    r = predicted/measured − 1.
//  - Free parameters: one node count → none (the model's defaults scale the point); two → the
//    bandwidth factor; three or more → bandwidth factor and overlap.
//  - A 41 × 21 grid over log(bandwidth factor) ∈ [log 0.01, log 4] and overlap ∈ [0, 1], then
//    Levenberg–Marquardt (numerical Jacobian, bounds by projection) from the best grid point and
//    from the same bandwidth at the default overlap; the lower cost wins. A weak prior (weight
//    1e-6) pulls the overlap to its default where the runs cannot tell it: when every run is
//    communication-bound, step = c·(1−w) + C and overlap trades exactly against compute.
//    Deterministic: the same input always gives the same fit.
// Call validate(job) and validate(measurements) first.
CalibrationResult calibrate(const FabricJob &job, const FabricFacts &facts, int gpusPerNode,
                            const std::vector<Measurement> &measurements,
                            std::optional<double> measuredTokensPerGpuStep = std::nullopt);

// The job with the fitted overlap, bandwidth factor and one-node rate, ready for fabricSweep().
FabricJob calibratedJob(const FabricJob &job, const CalibrationResult &result);

// Measured speedup at two nodes, T(2)/T(1), when both were measured (the 1.5× rule of
// docs/sources.md, s2-azureml-compute).
std::optional<double> measuredSpeedupAtTwoNodes(const std::vector<Measurement> &measurements);

// ---------------------------------------------------------------------------------------------
// The step-time model's calibration from measured runs (the plan's "measurements", made with the
// plan's layout, or the planner's, at those node counts and its global batch). The same
// measurements, status, points and residuals as the fabric model's above; what is fitted differs
// because the models do: the fabric model backs a compute rate out of the one-node run and fits
// the network (bandwidth factor, overlap), the step-time model has the compute from first
// principles and fits a factor on it (κ) and on the network (β).

struct LayoutCalibration {
    CalibrationStatus status = CalibrationStatus::ModelDefaults; // OnePoint or BandwidthOnly here
    double computeFactor = 1.0;
    double networkFactor = 1.0;
    std::vector<CalibrationPoint> points; // ordered by nodes
    double rmsRelativeResidual = 0.0;
};

// One measured node count: the compute factor alone, solved so that the run is met exactly
// (step = compute/κ + the rest). Two or more: the network factor β as well, by least squares on
// the relative step-time residuals: for each β on a log grid over [0.05, 20] (241 points, then a
// golden-section refinement) κ has a closed form (weighted linear least squares in 1/κ); the β
// with the lowest cost wins. Runs at node counts the layout cannot use are left out. κ is bounded
// to [0.05, 20]. Deterministic.
LayoutCalibration calibrateLayout(const Architecture &arch, const Layout &layout, const Hardware &hardware,
                                  const std::vector<Measurement> &measurements);
// The same with each run's own layout (the planner's at that node count); runs without one are
// left out.
LayoutCalibration calibrateLayout(const Architecture &arch, const std::map<int, Layout> &layoutAt,
                                  const Hardware &hardware, const std::vector<Measurement> &measurements);
// A measured MFU as the rate it stands for at `nodes`: MFU × peak FLOP/s per GPU at the layout's
// precision × GPUs / the FLOPs a token needs (neededFlopsPerToken, what stepTime()'s MFU counts).
double tokensPerSecondFromMfu(double mfu, const Architecture &arch, const Layout &layout, const Hardware &hardware,
                              int nodes);
// A measurement's rate: its tokens per second, or its MFU as tokensPerSecondFromMfu gives it.
double measuredTokensPerSecond(const Measurement &m, const Architecture &arch, const Layout &layout,
                               const Hardware &hardware);
Hardware calibratedHardware(Hardware hardware, const LayoutCalibration &calibration);

// "measurements.0.nodes" (1 … maxNodes, no duplicates), "measurements.0.tokens_per_second" (> 0).
std::vector<InputIssue> validate(const std::vector<Measurement> &measurements, int maxNodes = kMaxNodes);

} // namespace capplan::model
