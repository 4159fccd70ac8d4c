// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Evaluate.h"

#include "model/Search.h"
#include "model/catalog/Transfer.h"

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

// Step 9: quota per option, the quota findings for the node count the plan would run (the
// recommended one, else the fastest), and the region comparison at that node count.
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
    if (const SizeRestriction *restriction = catalog.findRestriction(size.name, q.region)) {
        Finding r;
        r.code = FindingCode::RegionRestricted;
        r.severity = Severity::Warning;
        r.subject = size.name;
        r.texts = {{"region", q.region}, {"reason", restriction->reason}, {"as_of", restriction->provenance.asOf}};
        ev.findings.push_back(std::move(r));
    }
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
    // Only a cluster holds quota while scaled to zero (max_instances); a serverless job, a scale set
    // at zero and an AKS node pool at zero do not.
    if (spec.compute == ComputeTarget::Cluster) {
        Finding held = f;
        held.code = FindingCode::QuotaHeldWhenIdle;
        held.severity = Severity::Info;
        held.numbers = {{"nodes", row.nodes}, {"cores_needed", static_cast<double>(q.coresNeeded)}};
        ev.findings.push_back(held);
    }
    ev.regions = compareRegions(catalog, size, spec.tier, spec.currency, row.nodes, row.wallClockHours, ev.priceBasis);
}

// The recommendation among the options (those that fit, once memory is known), in the plan's
// currency and price basis: the one place every step that changes the options recommends.
void recommendOptions(Evaluation &ev, const PlanSpec &spec)
{
    ev.recommendation = recommend(ev.options, spec.deadlineHours, spec.budget);
    ev.recommendation.currency = spec.currency;
    ev.recommendation.priceBasis = ev.priceBasis;
    ev.recommendation.gpuMemoryGB = ev.memory.empty() ? 0.0 : ev.memory.front().capacityGB;
}

// Step 2: the price per node-hour (the plan's own, else the catalog's for its size, region and
// tier) and the per-GPU rate of the token workload forms.
const Price *resolvePriceAndRate(Evaluation &ev, const PlanSpec &spec, const Catalog &catalog, const VmSize &size)
{
    // Only a price in the plan's currency (validateAgainstCatalog() named the others).
    ev.currency = spec.currency;
    // At the plan's basis (a reservation's or savings plan's rate, pay-as-you-go otherwise), less
    // its negotiated discount: the one price every cost below is computed from.
    ev.priceBasis = priceBasis(spec);
    const Price *catalogPrice = spec.pricePerNodeHour
                                    ? nullptr
                                    : planPrice(catalog, spec.sku, spec.region, spec.tier, spec.currency, ev.priceBasis);
    ev.priceFromCatalog = catalogPrice != nullptr;
    ev.priced = catalogPrice != nullptr || spec.pricePerNodeHour.has_value();
    ev.undiscountedPricePerNodeHour =
        catalogPrice != nullptr ? catalogPrice->perNodeHour.value : spec.pricePerNodeHour.value_or(0.0);
    ev.pricePerNodeHour = discountedPrice(ev.undiscountedPricePerNodeHour, ev.priceBasis);
    const double peak = size.bf16TflopsPerGpu.value;
    const Workload workload = resolvedWorkload(spec.workload, ev.architecture);
    ev.gpuHours = gpuHoursAtFullEfficiency(workload, peak);
    if (const auto *rate = std::get_if<TokenRateWorkload>(&workload)) {
        ev.tokensPerGpuSecond = rate->tokensPerGpuSecond;
    } else if (const auto *mfu = std::get_if<TokenMfuWorkload>(&workload)) {
        ev.tokensPerGpuSecond = tokensPerGpuSecondFromMfu(mfu->parameters, mfu->mfu, peak);
    }
    // The other tier the compute target offers (a cluster: dedicated / low priority; a serverless
    // job: Standard / Spot), for the risk model's side-by-side.
    ev.compute = spec.compute;
    ev.tier = spec.tier;
    ev.otherTier = otherTier(spec.compute, spec.tier);
    if (ev.otherTier) {
        // Pay-as-you-go (reservations buy dedicated VMs only), with the plan's negotiated discount.
        if (const Price *other = planPrice(catalog, spec.sku, spec.region, *ev.otherTier, spec.currency)) {
            ev.otherTierPricePerNodeHour = discountedPrice(other->perNodeHour.value, ev.priceBasis);
        }
    }
    return catalogPrice;
}

// Step 3: the fabric model's sweep (calibrated to the measured runs, with the uncalibrated sweep
// beside it), its efficiency curve and its findings. False when the job has issues.
bool runFabric(Evaluation &ev, const PlanSpec &spec, const VmSize &size, std::optional<EfficiencyCurve> &curve,
               std::vector<FabricFinding> &notes)
{
    // With a model the step-time model gives the rate; a scaling block there only gives the
    // planner its batch (searchBaseLayout).
    if (!spec.fabric || layoutGivesRate(spec)) {
        return true;
    }
    const int gpusPerNode = size.gpusPerVm.value;
    FabricJob job = *spec.fabric;
    if (job.parameters <= 0.0) {
        // Gradients and weights of every parameter travel, all experts' included.
        job.parameters = ev.architecture ? static_cast<double>(ev.modelParameters.total())
                                         : workloadParameters(spec.workload);
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
        return false;
    }
    ev.issues = validate(job, gpusPerNode);
    if (!ev.issues.empty()) {
        return false;
    }
    ev.fabricFacts = fabricFactsFor(size);
    if (job.measuredBusGBps) {
        // A measurement of this very VM (nccl-tests all_reduce_perf) beats the size's default.
        ev.fabricFacts.measuredIntraNodeBusGBps = *job.measuredBusGBps;
    }
    if (!spec.measurements.empty()) {
        // Before calibration: the plan's own overlap, bandwidth factor and one-node rate.
        ev.uncalibratedFabric = fabricSweep(job, ev.fabricFacts, gpusPerNode, ev.nodeCounts);
        ev.calibration = calibrate(job, ev.fabricFacts, gpusPerNode, spec.measurements);
        ev.measuredEfficiency = measuredEfficiency(*ev.calibration);
        job = calibratedJob(job, *ev.calibration);
    }
    ev.fabricJob = job;
    ev.fabric = fabricSweep(job, ev.fabricFacts, gpusPerNode, ev.nodeCounts);
    curve = EfficiencyCurve(efficiencyTable(*ev.fabric));
    notes = fabricFindings(*ev.fabric, ev.fabricFacts, measuredSpeedupAtTwoNodes(spec.measurements));
    ev.fabricPoints = ev.fabric->points;
    for (const FabricPoint &p : ev.fabricPoints) {
        ev.stepSplits.push_back({p.nodes, p.stepSeconds, p.computeSeconds, p.exposedCommSeconds, p.bubbleSeconds});
    }
    return true;
}

// The estimate's band of a stack (model/performance/Stack.h): its held-out published runs, narrowed to the
// calibration's residuals where the plan has measured runs.
EstimateBand optionBand(const Evaluation &ev, Stack stack)
{
    if (!ev.layoutCalibration) {
        return heldOutBand(stack);
    }
    std::vector<double> residuals;
    for (const CalibrationPoint &p : ev.layoutCalibration->points) {
        residuals.push_back(p.relativeResidual);
    }
    return calibrationBand(stack, residuals);
}

// The fewest nodes in 1 … `upTo` with a rate, and that rate per GPU: 0 when none has one.
template <class RateAt>
std::pair<int, double> fewestNodesWithRate(int upTo, const RateAt &rateAt)
{
    for (int n = 1; n <= upTo; ++n) {
        if (const double rate = rateAt(n); rate > 0.0) {
            return {n, rate};
        }
    }
    return {0, 0.0};
}

// The node count in 1 … upTo with the highest rate (the fewest of equals); {0, 0} if none has one.
template <class RateAt>
std::pair<int, double> bestNodesWithRate(int upTo, const RateAt &rateAt)
{
    std::pair<int, double> best{0, 0.0};
    for (int n = 1; n <= upTo; ++n) {
        if (const double rate = rateAt(n); rate > best.second) {
            best = {n, rate};
        }
    }
    return best;
}

Finding notAnOption(const VmSize &size, int nodes, int gpusPerNode, std::string reason)
{
    Finding f;
    f.code = FindingCode::NotAnOption;
    f.severity = Severity::Info;
    f.subject = size.name;
    f.numbers = {{"nodes", nodes}, {"gpus", nodes * gpusPerNode}};
    f.texts = {{"reason", std::move(reason)}};
    return f;
}

// Step 4: with a model the step-time model (model/performance/StepTime.h) prices every node count, with the
// plan's layout or, without one, the layout the planner chooses for the size at each node count
// (plannerLayouts, the search's choice). Node counts no layout runs on leave the sweep with a
// finding; the others' per-GPU rates become the efficiency curve against the rate on the fewest
// nodes that run (below). Measured runs calibrate the size's hardware first. False when the
// layout has issues.
bool runStepTime(Evaluation &ev, const PlanSpec &spec, const VmSize &size, std::optional<EfficiencyCurve> &curve,
                 std::vector<Finding> &notes)
{
    const bool planned = plannerChoosesLayout(spec);
    if (!(spec.layout || planned) || !ev.architecture) {
        return true;
    }
    const Architecture &arch = *ev.architecture;
    // One validation of a layout for plan, search and window (validateLayout).
    ev.issues = validateLayout(spec, arch);
    if (!ev.issues.empty()) {
        return false;
    }
    ev.layout = spec.layout;
    ev.layoutChosenByPlanner = planned;
    ev.hardware = hardwareFor(size);
    const int g = ev.hardware.gpusPerNode;
    // The layout at each node count: the plan's, or the planner's on the hardware as calibrated so far.
    const auto planFor = [&](const std::vector<int> &counts) {
        std::vector<PlannedLayout> out;
        if (planned) {
            return plannerLayouts(spec, arch, size, ev.hardware, counts);
        }
        for (const int n : counts) {
            const StepBreakdown step = stepTime(arch, *spec.layout, ev.hardware, n);
            const LayoutMemory memory = layoutMemoryPerGpu(arch, *spec.layout, step.dataParallel, ev.hardware.gpuMemoryGB);
            out.push_back(PlannedLayout{n, step.ok() && step.tokensPerGpuSecond > 0.0, *spec.layout, step, memory});
        }
        return out;
    };
    ev.layoutCalibration = calibrateOwnSize(spec, arch, size, ev.hardware);
    if (ev.layoutCalibration) {
        ev.hardware = calibratedHardware(ev.hardware, *ev.layoutCalibration);
    }
    // Every listed node count, and the counts that may hold the efficiency's reference: the
    // fewest nodes that run the plan's layout (at most the fewest listed), or the fewest on which
    // one of the planner's fits (at most the most listed; one pass of the planner covers them all).
    const int fewestListed = *std::min_element(ev.nodeCounts.begin(), ev.nodeCounts.end());
    const int upTo = planned ? *std::max_element(ev.nodeCounts.begin(), ev.nodeCounts.end()) : fewestListed;
    std::vector<int> counts = ev.nodeCounts;
    for (int n = 1; n <= upTo; ++n) {
        if (std::find(ev.nodeCounts.begin(), ev.nodeCounts.end(), n) == ev.nodeCounts.end()) {
            counts.push_back(n);
        }
    }
    const std::vector<PlannedLayout> layouts = planFor(counts);
    std::vector<int> kept;
    for (std::size_t i = 0; i < ev.nodeCounts.size(); ++i) {
        const PlannedLayout &p = layouts[i];
        if (!p.runs) {
            // Without InfiniBand the planner, like the search, runs a size on one node only.
            const std::string reason = !planned                                    ? std::string(toString(p.step.problem))
                                       : !ev.hardware.hasInfiniBand && p.nodes > 1 ? std::string("no_infiniband")
                                                                                   : std::string("no_layout_runs");
            Finding f = notAnOption(size, p.nodes, g, reason);
            // Which global batch would fill that node count: with the plan's layout the smallest
            // multiple of b · d (of b · d · p under the interleaved schedule, whose micro-batches
            // must divide by p) at least the plan's; for the planner the fewest data-parallel
            // replicas any tensor × pipeline split within the NVLink domain and the layers leaves,
            // one sequence each.
            const long long gpusHere = static_cast<long long>(p.nodes) * g;
            if (!planned && reason == "batch_not_divisible") {
                const Layout &y = *spec.layout;
                const long long split = static_cast<long long>(std::max(1, y.tensorParallel)) * std::max(1, y.pipelineParallel);
                if (split > 0 && gpusHere % split == 0) {
                    const long long unit = static_cast<long long>(std::max(1, y.microBatchSize)) * (gpusHere / split) *
                                           (y.virtualStages > 1 ? std::max(1, y.pipelineParallel) : 1);
                    const long long batch = std::max<long long>(y.globalBatchSequences, 1);
                    f.numbers["filling_batch_sequences"] = static_cast<double>((batch + unit - 1) / unit * unit);
                }
            } else if (planned && reason == "no_layout_runs" && arch.layers > 0) {
                long long fewest = 0;
                for (int t = 1; t <= std::max(1, ev.hardware.nvlinkDomainGpus); ++t) {
                    if (std::max(1, ev.hardware.nvlinkDomainGpus) % t != 0 || arch.attentionHeads % t != 0 ||
                        arch.effectiveKvHeads() % t != 0) {
                        continue;
                    }
                    for (int pp = 1; pp <= arch.layers; ++pp) {
                        if (arch.layers % pp == 0 && gpusHere % (static_cast<long long>(t) * pp) == 0) {
                            const long long d = gpusHere / (static_cast<long long>(t) * pp);
                            fewest = fewest == 0 ? d : std::min(fewest, d);
                        }
                    }
                }
                // Only where the planner's largest batch is what falls short.
                const Layout base = searchBaseLayout(spec);
                const double largest =
                    std::max(kPlannerMaxGlobalBatchTokens, spec.search ? spec.search->globalBatchTokens : 0.0) /
                    std::max(1, base.sequenceLength);
                if (fewest > 0 && static_cast<double>(fewest) > largest) {
                    f.numbers["filling_batch_sequences"] = static_cast<double>(fewest);
                }
            }
            notes.push_back(std::move(f));
            continue;
        }
        kept.push_back(p.nodes);
        ev.steps.push_back(p.step);
        const StepBreakdown &b = p.step;
        ev.stepSplits.push_back({p.nodes, b.stepSeconds, b.computeSeconds,
                                 b.tensorParallelSeconds + b.expertParallelSeconds + b.pipelineP2pSeconds +
                                     b.dataParallelExposedSeconds,
                                 b.pipelineBubbleSeconds});
        ev.layoutMemory.push_back(p.memory);
        ev.optionLayouts.push_back(p.layout);
    }
    if (kept.empty()) {
        const double gpus = planned ? static_cast<double>(g) : static_cast<double>(spec.layout->tensorParallel) * spec.layout->pipelineParallel;
        ev.issues.push_back(InputIssue{"nodes", IssueCode::NoLayoutOption, gpus, 0.0, 0.0, planned ? "planner" : ""});
        return false;
    }
    ev.nodeCounts = kept;
    // Each option's efficiency is its per-GPU rate relative to a reference no option beats, so it
    // never reads above 100 %. With the plan's layout: the rate on the fewest nodes that run it,
    // whatever else the node list holds (a property of the job and the size, not of the other
    // rows). With the planner's layouts, which change with the node count (ZeRO-3 on one node,
    // tensor parallelism with more data parallelism on eight), the fewest nodes where one fits is
    // not the best rate: the reference is the best per-GPU rate of the planner's layouts on 1 …
    // the most listed nodes (those it fits on). Either way a listed row that is faster still
    // becomes the reference.
    const auto rateAt = [&](int n) {
        const auto at = std::find_if(layouts.begin(), layouts.end(), [n](const PlannedLayout &p) { return p.nodes == n; });
        if (at == layouts.end()) {
            // Between the fewest listed and the fewest kept counts of the plan's own layout.
            const StepBreakdown step = planned ? StepBreakdown{} : stepTime(arch, *spec.layout, ev.hardware, n);
            return step.ok() ? step.tokensPerGpuSecond : 0.0;
        }
        const bool usable = at->runs && (at->memory.fits || !planned);
        return usable ? at->step.tokensPerGpuSecond : 0.0;
    };
    const std::pair<int, double> fewest =
        planned ? bestNodesWithRate(upTo, rateAt)
                : fewestNodesWithRate(*std::min_element(kept.begin(), kept.end()), rateAt);
    int referenceNodes = fewest.first;
    double reference = fewest.second;
    for (const StepBreakdown &s : ev.steps) {
        if (s.tokensPerGpuSecond > reference && reference > 0.0) {
            referenceNodes = s.nodes;
            reference = s.tokensPerGpuSecond;
        }
    }
    if (reference <= 0.0) {
        // Nothing runs (or, for the planner, fits) below the fewest listed count: its own rate.
        referenceNodes = kept.front();
        reference = ev.steps.front().tokensPerGpuSecond;
        for (std::size_t i = 0; i < kept.size(); ++i) {
            if (kept[i] < referenceNodes) {
                referenceNodes = kept[i];
                reference = ev.steps[i].tokensPerGpuSecond;
            }
        }
    }
    ev.efficiencyReferenceNodes = referenceNodes;
    std::map<int, double> table;
    for (const StepBreakdown &s : ev.steps) {
        table[s.nodes] = s.tokensPerGpuSecond / reference;
    }
    // Not clamped: a ratio above 1 or below 0.01 is the model's figure, and the hours follow it.
    curve = EfficiencyCurve(table, EfficiencyCurve::Bounds::Unclamped);
    ev.tokensPerGpuSecond = reference;
    ev.gpuHours = workloadTokens(spec.workload) / reference / 3600.0;
    // The estimate's band (model/performance/Stack.h): the stack of the layout on the reference node count
    // (the plan's own; with the planner's layouts each option's band is its own: runSweep).
    const auto referenceLayout = std::find_if(layouts.begin(), layouts.end(),
                                              [&](const PlannedLayout &p) { return p.nodes == referenceNodes; });
    const Layout &bandLayout = referenceLayout != layouts.end() ? referenceLayout->layout : ev.optionLayouts.front();
    ev.band = optionBand(ev, resolvedStack(bandLayout));
    for (std::size_t i = 0; i < ev.steps.size(); ++i) {
        if (ev.steps[i].tensorParallelAcrossDomain) {
            Finding f;
            f.code = FindingCode::TensorParallelAcrossDomain;
            f.severity = Severity::Warning;
            f.subject = size.name;
            f.numbers = {{"tensor_parallel", ev.optionLayouts[i].tensorParallel},
                         {"nvlink_domain_gpus", ev.hardware.nvlinkDomainGpus}};
            notes.push_back(std::move(f));
            break;
        }
    }
    if (planned) {
        // How the plan was read: the planner chose the layouts, on this batch, and a workload MFU
        // is not the rate (a measured MFU belongs in the measurements, with its node count).
        const Layout b = searchBaseLayout(spec);
        Finding f;
        f.code = FindingCode::PlannerLayout;
        f.severity = Severity::Info;
        f.subject = size.name;
        f.numbers = {{"global_batch_sequences", b.globalBatchSequences}, {"sequence_length", b.sequenceLength}};
        f.texts = {{"batch_from", spec.fabric                                                  ? "scaling"
                                  : spec.search && spec.search->globalBatchTokens > 0.0 ? "search"
                                                                                        : "default"}};
        // Where the planner grew the batch to fill the GPUs (searchLayouts): from which node count,
        // and up to which batch.
        for (std::size_t i = 0; i < ev.optionLayouts.size(); ++i) {
            const int batch = ev.optionLayouts[i].globalBatchSequences;
            if (batch > b.globalBatchSequences) {
                if (f.numbers.count("grown_from_nodes") == 0) {
                    f.numbers["grown_from_nodes"] = ev.nodeCounts[i];
                }
                f.numbers["grown_batch_sequences"] = std::max(f.numbers["grown_batch_sequences"], static_cast<double>(batch));
            }
        }
        if (const auto *w = std::get_if<TokenMfuWorkload>(&spec.workload); w != nullptr && w->mfu > 0.0) {
            f.numbers["workload_mfu"] = w->mfu;
        }
        // Which stacks were searched and which the rows run on (each row's layout names its own).
        const auto names = [](const std::vector<Stack> &stacks) {
            std::string out;
            for (const Stack s : stacks) {
                out += (out.empty() ? "" : ", ") + std::string(toString(s));
            }
            return out;
        };
        std::vector<Stack> chosen;
        for (const Layout &l : ev.optionLayouts) {
            if (std::find(chosen.begin(), chosen.end(), l.stack) == chosen.end()) {
                chosen.push_back(l.stack);
            }
        }
        f.texts["searched_stacks"] = names(searchedStacks(spec));
        f.texts["chosen_stacks"] = names(chosen);
        notes.push_back(std::move(f));
    }
    return true;
}

// Step 6 with a layout: each option's memory per GPU from the layout (model/performance/StepTime.h), as the
// memory check's breakdown; options that do not fit are marked and not recommended.
void checkLayoutMemory(Evaluation &ev, const PlanSpec &spec, const VmSize &size, std::optional<Finding> &note)
{
    if (ev.layoutMemory.empty()) {
        return;
    }
    // The smallest of the listed node counts that fits: a layout's memory is known at those only.
    for (std::size_t i = 0; i < ev.options.size() && i < ev.layoutMemory.size(); ++i) {
        if (ev.layoutMemory[i].fits && (!ev.smallestFittingNodes || ev.options[i].nodes < *ev.smallestFittingNodes)) {
            ev.smallestFittingNodes = ev.options[i].nodes;
        }
    }
    for (std::size_t i = 0; i < ev.options.size() && i < ev.layoutMemory.size(); ++i) {
        const Strategy strategy = ev.optionLayouts[i].strategy;
        const bool shardsEverything = strategy == Strategy::Zero3 || strategy == Strategy::Fsdp;
        const MemoryBreakdown &m = ev.layoutMemory[i];
        ev.memory.push_back(m);
        ev.options[i].fits = m.fits;
        if (!m.fits && !ev.firstMemoryMiss) {
            ev.firstMemoryMiss = MemoryMiss{i, ev.options[i].nodes, m.totalGB, m.capacityGB, std::nullopt};
            // The first miss of the listed counts; the finding says from which count it fits, or,
            // when none does, what helps this layout.
            const std::optional<int> fitsFrom =
                ev.smallestFittingNodes && *ev.smallestFittingNodes > ev.options[i].nodes ? ev.smallestFittingNodes : std::nullopt;
            if (const auto miss = memoryFinding(m, ev.options[i].nodes, fitsFrom, shardsEverything)) {
                note = toFinding(*miss, size.name);
            }
        }
    }
    recommendOptions(ev, spec);
}

} // namespace

std::optional<DataCopy> dataCopyFor(const PlanSpec &spec, const Catalog &catalog, const std::string &region)
{
    if (spec.dataRegion.empty() || !spec.datasetGB || *spec.datasetGB <= 0.0 || spec.dataRegion == region) {
        return std::nullopt;
    }
    DataCopy copy;
    copy.fromRegion = spec.dataRegion;
    copy.toRegion = region;
    copy.gigabytes = *spec.datasetGB;
    if (spec.transferPricePerGB) {
        copy.pricePerGB = *spec.transferPricePerGB;
        copy.cost = copy.gigabytes * *spec.transferPricePerGB;
        return copy;
    }
    // The catalog's inter-region price, through its tiers, billed in the data's region
    // (model/catalog/Transfer.h).
    if (const auto priced = transferCost(catalog, spec.dataRegion, region, copy.gigabytes, spec.currency)) {
        copy.scope = std::string(toString(priced->scope));
        if (priced->priced) {
            copy.cost = priced->cost;
            copy.pricePerGB = priced->cost / copy.gigabytes; // the average over the tiers
            copy.fromCatalog = true;
            copy.provenance = priced->provenance;
        }
    }
    return copy;
}

namespace {

// Step 5: the node-count sweep and the recommendation. False when a figure is not finite.
bool runSweep(Evaluation &ev, const PlanSpec &spec, const Catalog &catalog, const VmSize &size,
              const std::optional<EfficiencyCurve> &curve)
{
    SweepInput input;
    input.gpuHours = ev.gpuHours;
    input.gpusPerNode = size.gpusPerVm.value;
    input.vcpusPerNode = size.vcpus.value;
    input.pricePerNodeHour = ev.pricePerNodeHour;
    input.priced = ev.priced;
    input.efficiency = curve ? *curve : EfficiencyCurve(spec.efficiency);
    input.goodput = spec.goodput;
    input.overheadHours = spec.overheadHours;
    input.deadlineHours = spec.deadlineHours;
    input.budget = spec.budget;
    input.rateSlow = ev.band.slow;
    input.rateFast = ev.band.fast;
    ev.dataCopy = dataCopyFor(spec, catalog, spec.region);
    if (ev.dataCopy && ev.dataCopy->cost && ev.priced) {
        input.oneTimeCost = *ev.dataCopy->cost;
    }
    ev.sweepInput = input;
    ev.options = sweep(input, ev.nodeCounts);
    if (ev.layoutChosenByPlanner) {
        // The planner's layouts may run on different stacks: each option's band is its own
        // stack's (what the search reports for the same candidate).
        for (std::size_t i = 0; i < ev.options.size() && i < ev.optionLayouts.size(); ++i) {
            OptionRow &row = ev.options[i];
            const Layout &l = ev.optionLayouts[i];
            const EstimateBand band = optionBand(ev, resolvedStack(l));
            const BandFigures f = bandFigures(row.computeHours, input.goodput, input.overheadHours, row.nodes,
                                              input.pricePerNodeHour, input.oneTimeCost, input.priced, band.slow, band.fast);
            row.wallClockHoursLow = f.wallClockHoursLow;
            row.wallClockHoursHigh = f.wallClockHoursHigh;
            row.costLow = f.costLow;
            row.costHigh = f.costHigh;
        }
    }
    // The input bounds keep every figure finite; this guard keeps a catalog with extreme values
    // (a user's own size, say) from turning into "inf h" on screen.
    for (const OptionRow &row : ev.options) {
        if (!std::isfinite(row.wallClockHours) || !std::isfinite(row.cost) || !std::isfinite(row.computeHours)) {
            ev.issues.push_back(InputIssue{"workload", IssueCode::ResultNotFinite, row.wallClockHours, 0.0, 0.0, {}});
            ev.options.clear();
            return false;
        }
    }
    recommendOptions(ev, spec);
    return true;
}

// Step 7: each option's checkpoint write and the exact expected wall clock and cost with
// failures, per option, when risk is on.
void runRiskClosedForm(Evaluation &ev, const PlanSpec &spec, const VmSize &size)
{
    if (!spec.risk.enabled) {
        return;
    }
    const MemoryJob job = checkpointJob(spec, ev);
    ev.checkpointStorage = spec.risk.storage();
    for (const OptionRow &row : ev.options) {
        ev.checkpointWrites.push_back(resolvedCheckpointWrite(spec.risk.checkpointWriteHours, job, row.nodes,
                                                              size.gpusPerVm.value, spec.risk.storage()));
    }
    for (const RiskCase &c : evaluationRiskCases(ev, spec.tier, ev.pricePerNodeHour)) {
        ev.riskClosedForm.push_back(closedForm(spec.risk, c));
    }
}

// Step 8: the plan's findings and the fabric model's.
void collectFindings(Evaluation &ev, const PlanSpec &spec, const VmSize &size, const Price *catalogPrice,
                     const std::string &todayIso, const std::vector<FabricFinding> &fabricNotes)
{
    FindingsInput fi;
    fi.size = &size;
    fi.catalogPrice = catalogPrice;
    fi.usesPeakTflops = std::holds_alternative<TokenMfuWorkload>(spec.workload);
    fi.nodeCounts = ev.nodeCounts;
    fi.recommendation = ev.recommendation;
    fi.todayIso = todayIso;
    ev.findings = findings(fi);
    for (const OptionRow &row : ev.options) {
        ev.placement.push_back(placementCheck(row.nodes, size.gpusPerVm.value));
    }
    if (!ev.priced) {
        Finding f{FindingCode::NoPrice, Severity::Warning, size.name, {}, {}};
        f.texts = {{"region", spec.region}, {"tier", std::string(toString(spec.tier))}, {"currency", spec.currency}};
        ev.findings.push_back(std::move(f));
    }
    for (const FabricFinding &note : fabricNotes) {
        ev.findings.push_back(toFinding(note, size.name));
    }
    if (ev.dataCopy) {
        const DataCopy &copy = *ev.dataCopy;
        Finding f{FindingCode::DataCopy, copy.cost ? Severity::Info : Severity::Warning, size.name, {}, {}};
        f.texts = {{"data_region", copy.fromRegion}, {"region", copy.toRegion}, {"currency", spec.currency}};
        f.numbers = {{"dataset_gb", copy.gigabytes}};
        if (copy.cost) {
            f.numbers["cost"] = *copy.cost;
            f.numbers["price_per_gb"] = copy.pricePerGB.value_or(0.0);
            f.texts["source"] = copy.fromCatalog ? copy.provenance.source : std::string("plan");
        }
        ev.findings.push_back(std::move(f));
    }
}

// Step 6: memory per GPU per option, the smallest node count that fits and the first miss; the
// options that do not fit are marked and the recommendation is made among the others. False when
// the memory job lacks its parameters. The check runs whenever the memory is known: with the
// plan's memory block, and with the plan's model alone (memoryCheckBlock()).
bool checkMemory(Evaluation &ev, const PlanSpec &spec, const VmSize &size, std::optional<Finding> &note)
{
    const std::optional<MemoryJob> block = memoryCheckBlock(spec);
    if (!block) {
        return true;
    }
    ev.memoryFromModel = !spec.memory.has_value();
    const MemoryJob job = resolvedMemoryJob(*block, spec.fabric ? std::optional<FabricJob>(ev.fabricJob) : std::nullopt,
                                            spec.workload, ev.architecture);
    if (job.parameters <= 0.0) {
        ev.issues.push_back(InputIssue{"memory.parameters", IssueCode::Missing, 0.0, 0.0, 0.0, {}});
        ev.options.clear();
        return false;
    }
    ev.memoryJob = job;
    const int gpusPerNode = size.gpusPerVm.value;
    const double capacityGiB = size.gpuMemoryGiB.value;
    ev.smallestFittingNodes = smallestFittingNodes(job, gpusPerNode, capacityGiB, kMaxNodes);
    for (std::size_t i = 0; i < ev.options.size(); ++i) {
        const int nodes = ev.options[i].nodes;
        const int d = dataParallelDegree(nodes, gpusPerNode, job.tensorParallel, job.pipelineParallel);
        ev.memory.push_back(memoryPerGpu(job, d, capacityGiB));
        const MemoryBreakdown &m = ev.memory.back();
        ev.options[i].fits = m.fits;
        if (!m.fits && !ev.firstMemoryMiss) {
            ev.firstMemoryMiss =
                MemoryMiss{i, nodes, m.totalGB, m.capacityGB, leastShardedFittingStrategy(job, m.dataParallel, capacityGiB)};
            const bool everything = job.strategy == Strategy::Zero3 || job.strategy == Strategy::Fsdp;
            if (const auto miss = memoryFinding(m, nodes, ev.smallestFittingNodes, everything)) {
                note = toFinding(*miss, size.name);
            }
        }
    }
    recommendOptions(ev, spec);
    return true;
}

} // namespace

std::optional<Layout> optionLayout(const Evaluation &evaluation, int nodes)
{
    for (std::size_t i = 0; i < evaluation.options.size() && i < evaluation.optionLayouts.size(); ++i) {
        if (evaluation.options[i].nodes == nodes) {
            return evaluation.optionLayouts[i];
        }
    }
    return std::nullopt;
}

PlanSpec withOptionLayout(PlanSpec spec, const Evaluation &evaluation, std::optional<int> nodes)
{
    if (!evaluation.layoutChosenByPlanner) {
        return spec;
    }
    const std::optional<int> at = nodes ? nodes : evaluation.recommendation.nodes();
    if (const auto layout = at ? optionLayout(evaluation, *at) : std::nullopt) {
        spec.layout = *layout;
    }
    return spec;
}

std::optional<MemoryJob> memoryCheckBlock(const PlanSpec &spec)
{
    if (layoutGivesRate(spec)) {
        // A layout's memory is the step-time model's (checkLayoutMemory), never this block's.
        return std::nullopt;
    }
    if (spec.memory) {
        return spec.memory;
    }
    if (spec.model) {
        // The block's defaults: mixed-precision Adam (16 bytes per parameter, Rajbhandari et al.
        // 2020), full training, the 2 GB reserve and 5 % fragmentation; activations only where the
        // scaling model gives a sequence length (resolvedMemoryJob), else model states alone.
        return MemoryJob{};
    }
    return std::nullopt;
}

double workloadParameters(const Workload &workload)
{
    if (const auto *mfu = std::get_if<TokenMfuWorkload>(&workload)) {
        return mfu->parameters;
    }
    return 0.0;
}

Workload resolvedWorkload(const Workload &workload, const std::optional<Architecture> &architecture)
{
    Workload out = workload;
    if (auto *mfu = std::get_if<TokenMfuWorkload>(&out); mfu != nullptr && architecture && mfu->parameters <= 0.0) {
        mfu->parameters = static_cast<double>(parameterCounts(*architecture).active());
    }
    return out;
}

MemoryJob resolvedMemoryJob(const MemoryJob &block, const std::optional<FabricJob> &fabric, const Workload &workload,
                            const std::optional<Architecture> &architecture)
{
    MemoryJob job = block;
    const FabricJob parallel = fabric.value_or(FabricJob{});
    job.strategy = parallel.strategy;
    job.tensorParallel = parallel.tensorParallel;
    job.pipelineParallel = parallel.pipelineParallel;
    if (architecture) {
        // Every expert's weights, gradients and optimizer states are kept, whatever a token uses.
        job.architecture = architecture;
        job.parameters = static_cast<double>(parameterCounts(*architecture).total());
        job.hiddenSize = architecture->hiddenSize;
        job.layers = architecture->layers;
        job.attentionHeads = architecture->attentionHeads;
    }
    if (job.parameters <= 0.0) {
        job.parameters = parallel.parameters > 0.0 ? parallel.parameters : workloadParameters(workload);
    }
    if (job.sequenceLength <= 0.0) {
        job.sequenceLength = parallel.sequenceLength;
    }
    return job;
}

MemoryJob checkpointJob(const PlanSpec &spec, const Evaluation &evaluation)
{
    if (evaluation.memoryJob) {
        return *evaluation.memoryJob;
    }
    MemoryJob job = resolvedMemoryJob(spec.memory.value_or(MemoryJob{}),
                                      spec.fabric ? std::optional<FabricJob>(evaluation.fabricJob) : std::nullopt,
                                      spec.workload, evaluation.architecture);
    if (spec.layout) {
        // A layout shards the states as it trains them: its strategy, tensor and pipeline degrees,
        // bytes per parameter and fine-tuning mode decide what each rank writes.
        const Layout &l = *spec.layout;
        job.strategy = l.strategy;
        job.tensorParallel = l.tensorParallel;
        job.pipelineParallel = l.pipelineParallel;
        job.weightBytes = l.weightBytes;
        job.gradientBytes = l.gradientBytes;
        job.optimizerBytes = l.optimizerBytes;
        job.fineTuning = l.fineTuning;
        job.loraRank = l.loraRank;
    }
    return job;
}

std::vector<RiskCase> evaluationRiskCases(const Evaluation &evaluation, Tier tier, double pricePerNodeHour)
{
    std::vector<RiskCase> cases = riskCases(evaluation.sweepInput, evaluation.options, tier, pricePerNodeHour);
    for (std::size_t i = 0; i < cases.size() && i < evaluation.checkpointWrites.size(); ++i) {
        cases[i].checkpointWriteHours = evaluation.checkpointWrites[i].writeHours;
    }
    return cases;
}

std::vector<MeasuredEfficiency> measuredEfficiency(const CalibrationResult &calibration)
{
    double perNode = 0.0;
    for (const CalibrationPoint &point : calibration.points) {
        if (point.nodes == calibration.referenceNodes && point.nodes > 0) {
            perNode = point.measuredTokensPerSecond / point.nodes;
        }
    }
    std::vector<MeasuredEfficiency> out;
    if (perNode <= 0.0) {
        return out;
    }
    for (const CalibrationPoint &point : calibration.points) {
        out.push_back({point.nodes, point.measuredTokensPerSecond / (point.nodes * perNode)});
    }
    return out;
}

Evaluation evaluate(const PlanSpec &spec, const Catalog &catalog, const std::string &todayIso)
{
    Evaluation ev;
    // Step 1: the spec on its own, then against the catalog.
    ev.issues = validate(spec);
    if (ev.issues.empty()) {
        ev.issues = validateAgainstCatalog(spec, catalog);
    }
    if (!ev.issues.empty()) {
        return ev;
    }
    const VmSize &size = *catalog.findSize(spec.sku);
    if (spec.model) {
        // validateAgainstCatalog made sure a preset is in the library.
        ev.architecture = resolveArchitecture(*spec.model, catalog.models);
        if (ev.architecture) {
            ev.modelParameters = parameterCounts(*ev.architecture);
        }
    }
    ev.nodeCounts = spec.nodes.empty() ? defaultNodeCounts() : spec.nodes;
    const Price *catalogPrice = resolvePriceAndRate(ev, spec, catalog, size);
    std::optional<EfficiencyCurve> fabricCurve;
    std::vector<FabricFinding> fabricNotes;
    std::vector<Finding> layoutNotes;
    if (!runFabric(ev, spec, size, fabricCurve, fabricNotes) || !runStepTime(ev, spec, size, fabricCurve, layoutNotes) ||
        !runSweep(ev, spec, catalog, size, fabricCurve)) {
        return ev;
    }
    // Memory before the findings: an option that does not fit is never recommended (the
    // recommendation is made again among the options that fit).
    std::optional<Finding> memoryNote;
    if (!checkMemory(ev, spec, size, memoryNote)) {
        return ev;
    }
    checkLayoutMemory(ev, spec, size, memoryNote);
    runRiskClosedForm(ev, spec, size);
    collectFindings(ev, spec, size, catalogPrice, todayIso, fabricNotes);
    ev.findings.insert(ev.findings.end(), layoutNotes.begin(), layoutNotes.end());
    addQuota(ev, spec, catalog, size); // step 9
    if (memoryNote) {
        ev.findings.push_back(*memoryNote);
    }
    return ev;
}

PlanSpec withLayoutThatFits(PlanSpec spec, const Catalog &catalog, const std::string &todayIso)
{
    // The planner already lays out every node count of a plan of tokens with the fastest layout
    // that fits; this is for plans at a measured rate.
    if (!spec.model || spec.layout || spec.fabric || spec.memory || plannerChoosesLayout(spec)) {
        return spec;
    }
    const auto anyFits = [](const Evaluation &ev) {
        return ev.ok() && std::any_of(ev.options.begin(), ev.options.end(), [](const OptionRow &o) { return o.fits; });
    };
    const Evaluation plain = evaluate(spec, catalog, todayIso);
    if (!plain.ok() || anyFits(plain)) {
        return spec;
    }
    const double tokens = workloadTokens(spec.workload);
    if (tokens <= 0.0) {
        return spec;
    }
    // The search's starting layout (512 sequences of 4,096 tokens, no model parallelism), sharded
    // one ZeRO stage at a time, then with full recomputation: the first that fits anywhere.
    const Layout base = searchBaseLayout(spec);
    for (const Recompute recompute : {Recompute::None, Recompute::Full}) {
        for (const Strategy strategy : {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3}) {
            PlanSpec tried = spec;
            tried.layout = base;
            tried.layout->strategy = strategy;
            tried.layout->recompute = recompute;
            tried.workload = TokenMfuWorkload{tokens, 0.0, 0.0}; // the step-time model gives the rate
            if (anyFits(evaluate(tried, catalog, todayIso))) {
                return tried;
            }
        }
    }
    return spec;
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
    std::vector<RiskCase> cases = evaluationRiskCases(evaluation, spec.tier, evaluation.pricePerNodeHour);
    const std::size_t planCases = cases.size();
    if (evaluation.otherTierPricePerNodeHour && evaluation.otherTier) {
        result.otherTier = evaluation.otherTier;
        const auto other = evaluationRiskCases(evaluation, *result.otherTier, *evaluation.otherTierPricePerNodeHour);
        cases.insert(cases.end(), other.begin(), other.end());
    }
    std::vector<RiskRow> rows = simulate(spec.risk, cases, cancel, progress, threadCount);
    if (rows.size() != cases.size()) {
        return std::nullopt; // cancelled
    }
    const auto split = rows.begin() + static_cast<std::ptrdiff_t>(planCases);
    result.rows.assign(rows.begin(), split);
    result.recommendation = recommendAtConfidence(result.rows, spec.risk.confidence, spec.deadlineHours, spec.budget);
    result.recommendation.currency = spec.currency;
    if (result.otherTier) {
        result.otherRows.assign(split, rows.end());
        result.otherRecommendation =
            recommendAtConfidence(result.otherRows, spec.risk.confidence, spec.deadlineHours, spec.budget);
        result.otherRecommendation->currency = spec.currency;
    }
    return result;
}

std::optional<CheckpointFocus> checkpointFocus(const Evaluation &evaluation)
{
    const std::size_t count =
        std::min({evaluation.options.size(), evaluation.checkpointWrites.size(), evaluation.riskClosedForm.size()});
    if (!evaluation.ok() || count == 0) {
        return std::nullopt;
    }
    const std::optional<int> recommended = evaluation.recommendation.nodes();
    std::size_t index = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (recommended && evaluation.options[i].nodes == *recommended) {
            index = i;
        }
    }
    return CheckpointFocus{index, evaluation.options[index].nodes, evaluation.checkpointWrites[index],
                           evaluation.riskClosedForm[index].optimalCheckpointHours};
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
