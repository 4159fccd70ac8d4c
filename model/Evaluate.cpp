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

// Quota per option, the quota findings for the node count the plan would run (the recommended
// one, else the fastest), and the region comparison at that node count.
void addQuota(Evaluation &ev, const PlanSpec &spec, const Catalog &catalog, const VmSize &size)
{
    for (const OptionRow &row : ev.options) {
        ev.quota.push_back(quotaFor(catalog, size, spec.region, spec.tier, row.nodes));
    }
    if (ev.options.empty()) {
        return;
    }
    const std::optional<int> recommended = ev.recommendation.nodes();
    std::size_t index = 0;
    for (std::size_t i = 0; i < ev.options.size(); ++i) {
        const bool chosen = recommended ? ev.options[i].nodes == *recommended
                                        : ev.options[i].wallClockHours < ev.options[index].wallClockHours;
        if (chosen) {
            index = i;
        }
    }
    const OptionRow &row = ev.options[index];
    const QuotaCheck &q = ev.quota[index];
    Finding f;
    f.subject = q.family;
    f.texts["family"] = q.family;
    f.texts["region"] = q.region;
    f.texts["tier"] = std::string(toString(q.tier));
    f.numbers["nodes"] = row.nodes;
    f.numbers["cores_needed"] = static_cast<double>(q.coresNeeded);
    if (q.status == QuotaStatus::Shortfall) {
        f.code = FindingCode::QuotaExceeded;
        f.severity = Severity::Warning;
        f.numbers["cores_to_request"] = static_cast<double>(q.shortfall.value_or(0));
        if (q.familyLimit) {
            f.numbers["limit"] = static_cast<double>(*q.familyLimit);
        }
        if (q.familyUsed) {
            f.numbers["used"] = static_cast<double>(*q.familyUsed);
        }
        if (q.regionalShortfall && q.regionalShortfall > 0) {
            f.numbers["regional_shortfall"] = static_cast<double>(*q.regionalShortfall);
        }
        ev.findings.push_back(f);
    } else if (q.status == QuotaStatus::Unknown) {
        f.code = FindingCode::QuotaUnknown;
        f.severity = Severity::Info;
        ev.findings.push_back(f);
    }
    Finding held = f;
    held.code = FindingCode::QuotaHeldWhenIdle;
    held.severity = Severity::Info;
    held.numbers = {{"nodes", row.nodes}, {"cores_needed", static_cast<double>(q.coresNeeded)}};
    ev.findings.push_back(held);
    ev.regions = compareRegions(catalog, size, spec.tier, row.nodes, row.wallClockHours);
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
        if (job.measuredBusGBps) {
            // A measurement of this very VM (nccl-tests all_reduce_perf) beats the size's default.
            ev.fabricFacts.measuredIntraNodeBusGBps = *job.measuredBusGBps;
        }
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
    addQuota(ev, spec, catalog, size);

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
