// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Evaluate.h"

#include <algorithm>
#include <cmath>

namespace capplan::model {

namespace {

// The fabric and memory models report their warnings as FabricFindings; the plan's findings
// carry them with the same codes and numbers.
Finding toFinding(const FabricFinding &note, const std::string &sizeName)
{
    Finding f;
    switch (note.code) {
    case FabricFindingCode::CommunicationBound:
        f.code = FindingCode::CommunicationBound;
        break;
    case FabricFindingCode::TcpFallbackRisk:
        f.code = FindingCode::TcpFallbackRisk;
        break;
    case FabricFindingCode::NetworkBottleneck:
        f.code = FindingCode::NetworkBottleneck;
        break;
    case FabricFindingCode::BatchTooSmall:
        f.code = FindingCode::BatchTooSmall;
        break;
    case FabricFindingCode::DoesNotFit:
        f.code = FindingCode::DoesNotFit;
        f.severity = Severity::Error;
        break;
    case FabricFindingCode::TcpFallback:
        f.code = FindingCode::TcpFallback;
        f.severity = Severity::Error;
        break;
    }
    f.subject = sizeName;
    f.numbers = note.numbers;
    f.numbers["nodes"] = note.nodes;
    return f;
}

} // namespace

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

    const std::vector<int> nodeCounts = spec.nodes.empty() ? defaultNodeCounts() : spec.nodes;
    const int gpusPerNode = size.gpusPerVm.value;
    // Parameters and one-node throughput for the fabric and memory models: the plan's own, else
    // the workload's (the MFU form names both, the rate form the throughput).
    double workloadParameters = 0.0;
    if (const auto *mfu = std::get_if<TokenMfuWorkload>(&spec.workload)) {
        workloadParameters = mfu->parameters;
    }
    std::vector<FabricFinding> fabricNotes;
    std::optional<EfficiencyCurve> fabricCurve;
    if (spec.fabric) {
        FabricJob job = *spec.fabric;
        if (job.parameters <= 0.0) {
            job.parameters = workloadParameters;
        }
        if (job.tokensPerGpuSecond <= 0.0) {
            job.tokensPerGpuSecond = ev.tokensPerGpuSecond;
        }
        if (job.parameters <= 0.0) {
            ev.issues.push_back(InputIssue{"scaling.parameters", IssueCode::Missing, 0.0, 0.0, 0.0, {}});
        }
        if (job.tokensPerGpuSecond <= 0.0) {
            ev.issues.push_back(InputIssue{"scaling.tokens_per_gpu_second", IssueCode::Missing, 0.0, 0.0, 0.0, {}});
        }
        if (!ev.issues.empty()) {
            return ev;
        }
        ev.issues = validate(job, gpusPerNode);
        if (!ev.issues.empty()) {
            return ev;
        }
        ev.fabricFacts = fabricFactsFor(size);
        if (!spec.measurements.empty()) {
            ev.calibration = calibrate(job, ev.fabricFacts, gpusPerNode, spec.measurements);
            job = calibratedJob(job, *ev.calibration);
        }
        ev.fabricJob = job;
        ev.fabric = fabricSweep(job, ev.fabricFacts, gpusPerNode, nodeCounts);
        fabricCurve = EfficiencyCurve(efficiencyTable(*ev.fabric));
        fabricNotes = fabricFindings(*ev.fabric, ev.fabricFacts, measuredSpeedupAtTwoNodes(spec.measurements));
        ev.fabricPoints = ev.fabric->points;
    }

    SweepInput input;
    input.gpuHours = ev.gpuHours;
    input.gpusPerNode = size.gpusPerVm.value;
    input.vcpusPerNode = size.vcpus.value;
    input.pricePerNodeHour = ev.pricePerNodeHour;
    input.efficiency = fabricCurve ? *fabricCurve : EfficiencyCurve(spec.efficiency);
    input.goodput = spec.goodput;
    input.overheadHours = spec.overheadHours;
    input.deadlineHours = spec.deadlineHours;
    input.budget = spec.budget;

    ev.sweepInput = input;
    ev.nodeCounts = nodeCounts;
    const Tier otherTier = spec.tier == Tier::Dedicated ? Tier::LowPriority : Tier::Dedicated;
    if (const Price *other = catalog.findPrice(spec.sku, spec.region, otherTier)) {
        ev.otherTierPricePerNodeHour = other->perNodeHour.value;
    }
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
    if (spec.risk.enabled) {
        for (const RiskCase &c : riskCases(input, ev.options, spec.tier, ev.pricePerNodeHour)) {
            ev.riskClosedForm.push_back(closedForm(spec.risk, c));
        }
    }

    FindingsInput fi;
    fi.size = &size;
    fi.catalogPrice = catalogPrice;
    fi.usesPeakTflops = std::holds_alternative<TokenMfuWorkload>(spec.workload);
    fi.nodeCounts = nodeCounts;
    fi.recommendation = ev.recommendation;
    fi.todayIso = todayIso;
    ev.findings = findings(fi);
    for (const FabricFinding &note : fabricNotes) {
        ev.findings.push_back(toFinding(note, size.name));
    }

    if (spec.memory) {
        MemoryJob job = *spec.memory;
        const FabricJob parallel = spec.fabric ? ev.fabricJob : FabricJob{};
        job.strategy = parallel.strategy;
        job.tensorParallel = parallel.tensorParallel;
        job.pipelineParallel = parallel.pipelineParallel;
        if (job.parameters <= 0.0) {
            job.parameters = parallel.parameters > 0.0 ? parallel.parameters : workloadParameters;
        }
        if (job.sequenceLength <= 0.0) {
            job.sequenceLength = parallel.sequenceLength;
        }
        if (job.parameters <= 0.0) {
            ev.issues.push_back(InputIssue{"memory.parameters", IssueCode::Missing, 0.0, 0.0, 0.0, {}});
            ev.options.clear();
            return ev;
        }
        const double capacityGiB = size.gpuMemoryGiB.value;
        ev.smallestFittingNodes = smallestFittingNodes(job, gpusPerNode, capacityGiB, kMaxNodes);
        std::optional<MemoryBreakdown> firstMiss;
        int firstMissNodes = 0;
        for (const OptionRow &row : ev.options) {
            const int d = dataParallelDegree(row.nodes, gpusPerNode, job.tensorParallel, job.pipelineParallel);
            ev.memory.push_back(memoryPerGpu(job, d, capacityGiB));
            if (!ev.memory.back().fits && !firstMiss) {
                firstMiss = ev.memory.back();
                firstMissNodes = row.nodes;
            }
        }
        if (firstMiss) {
            if (const auto note = memoryFinding(*firstMiss, firstMissNodes, ev.smallestFittingNodes)) {
                ev.findings.push_back(toFinding(*note, size.name));
            }
        }
    }
    return ev;
}

std::optional<RiskResult> simulateRisk(const PlanSpec &spec, const Evaluation &evaluation,
                                       const std::atomic<bool> *cancel, const std::function<void(double)> &progress,
                                       int threadCount)
{
    if (!evaluation.ok() || !spec.risk.enabled || evaluation.options.empty()) {
        return std::nullopt;
    }
    RiskResult result;
    result.tier = spec.tier;
    std::vector<RiskCase> cases = riskCases(evaluation.sweepInput, evaluation.options, spec.tier, evaluation.pricePerNodeHour);
    const std::size_t planCases = cases.size();
    if (evaluation.otherTierPricePerNodeHour) {
        result.otherTier = spec.tier == Tier::Dedicated ? Tier::LowPriority : Tier::Dedicated;
        const auto other = riskCases(evaluation.sweepInput, evaluation.options, *result.otherTier,
                                     *evaluation.otherTierPricePerNodeHour);
        cases.insert(cases.end(), other.begin(), other.end());
    }
    std::vector<RiskRow> rows = simulate(spec.risk, cases, cancel, progress, threadCount);
    if (rows.size() != cases.size()) {
        return std::nullopt; // cancelled
    }
    const auto split = rows.begin() + static_cast<std::ptrdiff_t>(planCases);
    result.rows.assign(rows.begin(), split);
    result.recommendation = recommendAtConfidence(result.rows, spec.risk.confidence, spec.deadlineHours, spec.budget);
    if (result.otherTier) {
        result.otherRows.assign(split, rows.end());
        result.otherRecommendation =
            recommendAtConfidence(result.otherRows, spec.risk.confidence, spec.deadlineHours, spec.budget);
    }
    return result;
}

std::vector<CheckpointCurvePoint> checkpointCurve(const RiskSettings &settings, const RiskCase &riskCase, int points)
{
    std::vector<CheckpointCurvePoint> curve;
    const RiskRow optimal = closedForm(settings, riskCase);
    if (!std::isfinite(optimal.optimalCheckpointHours) || riskCase.workHours <= 0.0 || points < 2) {
        return curve;
    }
    const double low = std::max(kMinCheckpointIntervalHours, optimal.optimalCheckpointHours / 16.0);
    const double high = std::max(low, std::min(riskCase.workHours, optimal.optimalCheckpointHours * 16.0));
    RiskSettings fixed = settings;
    for (int i = 0; i < points; ++i) {
        const double interval = low * std::pow(high / low, static_cast<double>(i) / (points - 1));
        fixed.checkpointIntervalHours = interval;
        curve.push_back({interval, closedForm(fixed, riskCase).expectedWallClockHours});
    }
    return curve;
}

} // namespace capplan::model
