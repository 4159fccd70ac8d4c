// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Fabric.h"

#include "model/performance/Collectives.h"

#include <algorithm>
#include <cmath>

namespace capplan::model {

namespace {

constexpr double kBytesPerGB = 1e9;
constexpr double kBitsPerByte = 8.0;
constexpr double kBytesPerMiB = 1024.0 * 1024.0;

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

// Everything one evaluation needs, resolved once per sweep.
struct Context {
    const FabricJob &job;
    FabricParams params;
    TierRates rates;
    int gpusPerNode = 1;
    int modelParallel = 1;    // t·p GPUs hold one model replica
    int groupGpusPerNode = 1; // data-parallel ranks per node: g/(t·p)
    double windowShare = kBackwardShareOfCompute;
};

Context makeContext(const FabricJob &job, const FabricFacts &facts, int gpusPerNode)
{
    Context ctx{job, effectiveParams(job), {}, gpusPerNode, 1, 1, overlapWindowShare(job.strategy)};
    ctx.rates = tierRates(facts, gpusPerNode, ctx.params.interNodeBandwidthFactor);
    ctx.modelParallel = std::max(1, job.tensorParallel) * std::max(1, job.pipelineParallel);
    ctx.groupGpusPerNode = std::max(1, gpusPerNode / ctx.modelParallel);
    return ctx;
}

double messagesFor(double bytes, double bucketBytes)
{
    if (bucketBytes <= 0.0) {
        return 1.0;
    }
    return std::max(1.0, std::ceil(bytes / bucketBytes));
}

// Data-parallel communication of one step at `nodes` nodes and `microBatches` per replica.
CollectiveTime stepComm(const Context &ctx, int nodes, double microBatches)
{
    const FabricJob &job = ctx.job;
    // Each GPU holds 1/(t·p) of the model; its data-parallel collectives move that slice.
    const double slice = job.parameters / ctx.modelParallel;
    const double gradBytes = slice * job.gradientBytesPerParameter;
    const double weightBytes = slice * job.weightBytesPerParameter;
    const int k = ctx.groupGpusPerNode;
    auto run = [&](CollectiveOp op, double bytes) {
        return hierarchicalCollectiveTime(op, bytes, k, nodes, ctx.rates, messagesFor(bytes, job.bucketBytes));
    };
    auto add = [](CollectiveTime &sum, const CollectiveTime &part, double times) {
        sum.intraNodeSeconds += times * part.intraNodeSeconds;
        sum.interNodeSeconds += times * part.interNodeSeconds;
    };
    CollectiveTime total;
    for (const CollectiveCall &call : dataParallelCollectives(job.strategy, gradBytes, weightBytes, microBatches)) {
        add(total, run(call.op, call.bytes), call.times);
    }
    return total;
}

double bubbleShare(const Context &ctx, double microBatches)
{
    // bubble / compute = (p−1)/m, so that bubble / (compute + bubble) = (p−1)/(m+p−1).
    return (std::max(1, ctx.job.pipelineParallel) - 1) / std::max(1.0, microBatches);
}

FabricPoint evaluate(const Context &ctx, int nodes, double tokensPerGpuStep, double microBatches,
                     double computeTokensPerGpuSecond)
{
    const FabricJob &job = ctx.job;
    FabricPoint pt;
    pt.nodes = nodes;
    pt.gpus = nodes * ctx.gpusPerNode;
    pt.dataParallel = dataParallelDegree(nodes, ctx.gpusPerNode, job.tensorParallel, job.pipelineParallel);
    pt.tokensPerGpuStep = tokensPerGpuStep;
    pt.microBatches = microBatches;
    // A replica of t·p GPUs works through tokensPerGpuStep · t·p tokens per step.
    pt.sequencesPerReplica = job.sequenceLength > 0.0 ? tokensPerGpuStep * ctx.modelParallel / job.sequenceLength : 0.0;
    pt.batchFits = pt.sequencesPerReplica + 1e-9 >= std::max(1.0, microBatches);
    pt.computeSeconds = tokensPerGpuStep / computeTokensPerGpuSecond;
    const CollectiveTime comm = stepComm(ctx, nodes, microBatches);
    pt.intraNodeCommSeconds = comm.intraNodeSeconds;
    pt.interNodeCommSeconds = comm.interNodeSeconds;
    pt.commSeconds = comm.totalSeconds();
    pt.exposedCommSeconds = exposedCommSeconds(pt.commSeconds, pt.computeSeconds, ctx.params.overlap, ctx.windowShare);
    pt.bubbleSeconds = pt.computeSeconds * bubbleShare(ctx, microBatches);
    pt.stepSeconds = pt.computeSeconds + pt.exposedCommSeconds + pt.bubbleSeconds;
    pt.tokensPerSecond = tokensPerGpuStep * pt.gpus / pt.stepSeconds;
    return pt;
}

// Inverse of step(c) = c·(1+β) + max(C·(1−φ), C − w·c): both branches rise with c, so the step
// is their maximum and its inverse the minimum of the two linear inverses.
std::optional<double> solveCompute(double stepSeconds, double commSeconds, double overlap, double windowShare,
                                   double beta)
{
    double compute = (stepSeconds - commSeconds * (1.0 - overlap)) / (1.0 + beta);
    const double slope = 1.0 + beta - windowShare;
    if (slope > 1e-12) {
        compute = std::min(compute, (stepSeconds - commSeconds) / slope);
    } else if (stepSeconds < commSeconds * (1.0 - 1e-9)) {
        return std::nullopt; // the window branch is flat at C and already above the step
    }
    if (!(compute > 0.0) || !std::isfinite(compute)) {
        return std::nullopt;
    }
    return compute;
}

} // namespace

// ---------------------------------------------------------------------------------------------

FabricFacts FabricFacts::withoutInfiniBand() const
{
    FabricFacts f = *this;
    f.ibGbpsPerGpu = 0.0;
    return f;
}

double FabricFacts::intraNodeBusGBps() const
{
    if (measuredIntraNodeBusGBps && *measuredIntraNodeBusGBps > 0.0) {
        return *measuredIntraNodeBusGBps;
    }
    return intraNodeGBpsPerGpu * intraNodeEfficiency;
}

double FabricFacts::interNodeRailGBps(int gpusPerNode, double bandwidthFactor) const
{
    if (hasInfiniBand()) {
        // ND sizes give every GPU its own InfiniBand link, 8 × 400 Gb/s per VM (docs/sources.md,
        // s0-finetune-sizing).
        return ibGbpsPerGpu / kBitsPerByte * ibEfficiency * bandwidthFactor;
    }
    // Without InfiniBand all GPUs share the VM's Ethernet through TCP sockets (docs/sources.md,
    // s1-infiniband-trap).
    return ethernetGbpsPerVm / kBitsPerByte / std::max(1, gpusPerNode) * ethernetEfficiency * bandwidthFactor;
}

double FabricFacts::interNodeLatencySeconds() const
{
    return hasInfiniBand() ? ibLatencySeconds : ethernetLatencySeconds;
}

FabricFacts fabricFactsFor(const VmSize &size)
{
    FabricFacts f;
    f.ibGbpsPerGpu = size.ibGbpsPerGpu.value;
    f.ethernetGbpsPerVm = size.ethernetGbpsPerVm.value;
    const std::string_view gpu = size.gpuModel.value;
    if (contains(gpu, "H100 NVL")) {
        // H100 NVL boards come as NVLink-bridged pairs, 600 GB/s bidirectional (NVIDIA); NC H100 v5
        // keeps the bridge between its two GPUs (NCCL detects NVLink there, azhpc-images #332).
        f.intraNodeLink = IntraNodeLink::NvLink;
        f.intraNodeGBpsPerGpu = 300.0;
    } else if (contains(gpu, "H100") || contains(gpu, "H200")) {
        // NVLink 4 through NVSwitch: 18 links × 50 GB/s = 900 GB/s bidirectional per GPU.
        f.intraNodeLink = IntraNodeLink::NvLink;
        f.intraNodeGBpsPerGpu = 450.0;
    } else if (contains(gpu, "A100") && !contains(gpu, "PCIe")) {
        // NVLink 3: 12 links × 50 GB/s = 600 GB/s bidirectional per GPU.
        f.intraNodeLink = IntraNodeLink::NvLink;
        f.intraNodeGBpsPerGpu = 300.0;
    } else if (contains(gpu, "V100") && contains(gpu, "SXM")) {
        f.intraNodeLink = IntraNodeLink::NvLink; // NVLink 2: 300 GB/s bidirectional
        f.intraNodeGBpsPerGpu = 150.0;
    } else if (contains(gpu, "V100")) {
        f.intraNodeLink = IntraNodeLink::Pcie; // NCv3 carries V100 PCIe boards: PCIe 3.0 x16
        f.intraNodeGBpsPerGpu = 16.0;
    } else {
        f.intraNodeLink = IntraNodeLink::Pcie; // unknown board: assume PCIe 4.0 x16
        f.intraNodeGBpsPerGpu = 32.0;
    }
    // The catalog's own figures come first (the embedded default carries them for the ND sizes);
    // the defaults by GPU model above and by size name below serve sizes that lack them.
    if (size.nvlinkGBpsPerGpu.value > 0.0) {
        f.intraNodeLink = IntraNodeLink::NvLink;
        f.intraNodeGBpsPerGpu = size.nvlinkGBpsPerGpu.value;
    }
    if (size.measuredBusGBps.value > 0.0) {
        f.measuredIntraNodeBusGBps = size.measuredBusGBps.value;
        return f;
    }
    // nccl-tests all_reduce_perf in-place bus bandwidth at 8 GB inside one VM, NVLS algorithm
    // (Azure/AI-benchmarking-guide, Azure_Results/ND_*_results.md).
    if (size.name == "Standard_ND96isr_H100_v5") {
        f.measuredIntraNodeBusGBps = 478.87;
    } else if (size.name == "Standard_ND96isr_H200_v5") {
        f.measuredIntraNodeBusGBps = 479.98;
    } else if (size.name == "Standard_ND96amsr_A100_v4") {
        f.measuredIntraNodeBusGBps = 231.58;
    }
    return f;
}

double defaultOverlap(Strategy strategy)
{
    switch (strategy) {
    case Strategy::Ddp:
        return 0.9;
    case Strategy::Zero1:
    case Strategy::Zero2:
        return 0.45;
    case Strategy::Zero3:
    case Strategy::Fsdp:
        return 0.9;
    }
    return 0.9;
}

double overlapWindowShare(Strategy strategy)
{
    // Backward is 4N of the 6N FLOPs per token.
    return shardsWeights(strategy) ? 1.0 : kBackwardShareOfCompute;
}

FabricParams effectiveParams(const FabricJob &job)
{
    FabricParams p;
    p.overlap = job.overlap.value_or(defaultOverlap(job.strategy));
    p.interNodeBandwidthFactor = job.interNodeBandwidthFactor.value_or(1.0);
    return p;
}

std::vector<InputIssue> validate(const FabricJob &job, int gpusPerNode)
{
    std::vector<InputIssue> issues;
    if (gpusPerNode < 1) {
        issues.push_back(makeIssue("sku", IssueCode::NoGpus, gpusPerNode));
        return issues;
    }
    checkQuantity(issues, "scaling.parameters", job.parameters, false, kMaxParameters);
    checkRange(issues, "scaling.weight_bytes", job.weightBytesPerParameter, kMinBytesPerParameter,
               kMaxBytesPerParameter);
    checkRange(issues, "scaling.gradient_bytes", job.gradientBytesPerParameter, kMinBytesPerParameter,
               kMaxBytesPerParameter);
    checkQuantity(issues, "scaling.global_batch_tokens", job.globalBatchTokens, false, kMaxTokens);
    checkRange(issues, "scaling.sequence_length", job.sequenceLength, 1.0, kMaxSequenceLength);
    checkRange(issues, "scaling.tokens_per_gpu_second", job.tokensPerGpuSecond, kMinTokensPerGpuSecond,
               kMaxTokensPerGpuSecond);
    checkRange(issues, "scaling.bucket_mb", job.bucketBytes / kBytesPerMiB, 1.0 / kBytesPerMiB, kMaxBucketMiB);
    if (job.overlap) {
        checkRange(issues, "scaling.overlap", *job.overlap, 0.0, 1.0);
    }
    if (job.measuredBusGBps) {
        checkRange(issues, "scaling.measured_bus_gbps", *job.measuredBusGBps, kMinMeasuredBusGBps, kMaxMeasuredBusGBps);
    }
    if (job.interNodeBandwidthFactor) {
        checkRange(issues, "scaling.inter_node_bandwidth_factor", *job.interNodeBandwidthFactor, kMinBandwidthFactor,
                   kMaxBandwidthFactor);
    }
    checkRange(issues, "scaling.micro_batches", job.microBatches, 1.0, kMaxMicroBatches);

    bool parallelOk = true;
    if (job.tensorParallel < 1 || job.tensorParallel > gpusPerNode) {
        issues.push_back(
            makeIssue("scaling.tensor_parallel", IssueCode::OutOfRange, job.tensorParallel, 1.0, gpusPerNode));
        parallelOk = false;
    } else if (gpusPerNode % job.tensorParallel != 0) {
        issues.push_back(makeIssue("scaling.tensor_parallel", IssueCode::OutOfRange, job.tensorParallel, 1.0,
                                   gpusPerNode, "divisor"));
        parallelOk = false;
    }
    if (job.pipelineParallel < 1 || job.pipelineParallel > gpusPerNode) {
        issues.push_back(
            makeIssue("scaling.pipeline_parallel", IssueCode::OutOfRange, job.pipelineParallel, 1.0, gpusPerNode));
        parallelOk = false;
    } else if (parallelOk && gpusPerNode % (job.tensorParallel * job.pipelineParallel) != 0) {
        // Pipelines spanning nodes are not modelled: one replica (t·p GPUs) must fit a node.
        issues.push_back(makeIssue("scaling.pipeline_parallel", IssueCode::OutOfRange,
                                   job.tensorParallel * job.pipelineParallel, 1.0, gpusPerNode, "divisor"));
        parallelOk = false;
    } else if (job.pipelineParallel > 1 && job.strategy != Strategy::Ddp && job.strategy != Strategy::Zero1) {
        issues.push_back(
            makeIssue("scaling.pipeline_parallel", IssueCode::OutOfRange, job.pipelineParallel, 1.0, 1.0, "strategy"));
    }

    // One node must give every replica at least one sequence per micro-batch.
    if (parallelOk && issues.empty()) {
        const int replicas = gpusPerNode / (job.tensorParallel * job.pipelineParallel);
        const double sequences = job.globalBatchTokens / (job.sequenceLength * replicas);
        if (sequences < 1.0) {
            issues.push_back(makeIssue("scaling.global_batch_tokens", IssueCode::OutOfRange, job.globalBatchTokens,
                                       job.sequenceLength * replicas, kMaxTokens));
        } else if (job.microBatches > sequences) {
            issues.push_back(makeIssue("scaling.micro_batches", IssueCode::OutOfRange, job.microBatches, 1.0,
                                       std::floor(sequences)));
        }
    }
    return issues;
}

// ---------------------------------------------------------------------------------------------

TierRates tierRates(const FabricFacts &facts, int gpusPerNode, double bandwidthFactor)
{
    TierRates r;
    r.intraBusBytesPerSecond = facts.intraNodeBusGBps() * kBytesPerGB;
    r.intraLatencySeconds = facts.intraNodeLatencySeconds;
    r.railBytesPerSecond = facts.interNodeRailGBps(gpusPerNode, bandwidthFactor) * kBytesPerGB;
    r.interLatencySeconds = facts.interNodeLatencySeconds();
    return r;
}

CollectiveTime hierarchicalCollectiveTime(CollectiveOp op, double bytes, int groupGpusPerNode, int nodes,
                                          const TierRates &rates, double messages)
{
    // Each tier is a network of its own for model::collectiveCost (model/performance/Collectives.h),
    // the one α–β cost of a collective both models use: in the node, the k GPUs' NVLink ring at the
    // measured bus bandwidth with α per ring step; across nodes, after the in-node reduce-scatter
    // each GPU owns 1/k of the buffer and drives it over its own rail (the k rails of a node work
    // in parallel), where NCCL's double binary tree (all-reduce) and PAT (reduce-scatter and
    // all-gather, NCCL 2.23 on) keep latency at ⌈log2 n⌉ levels per phase. A call split into
    // `messages` buckets pays the latency once per bucket and the bandwidth term once.
    CollectiveTime t;
    const int k = std::max(1, groupGpusPerNode);
    if (k > 1) {
        CollectiveNetwork node;
        node.domainBusBytesPerSecond = rates.intraBusBytesPerSecond;
        node.domainStepLatency = rates.intraLatencySeconds;
        const CollectiveCost c = collectiveCost(op, bytes, CollectiveGroup{k, k}, node);
        t.intraNodeSeconds = c.bandwidthSeconds + messages * c.latencySeconds;
    }
    if (nodes > 1) {
        CollectiveNetwork rails;
        rails.networkBytesPerSecond = rates.railBytesPerSecond;
        rails.networkStepLatency = rates.interLatencySeconds;
        rails.ncclVersion = kPatSinceNccl;
        const CollectiveCost c = collectiveCost(op, bytes / k, CollectiveGroup{nodes, 1}, rails);
        t.interNodeSeconds = c.bandwidthSeconds + messages * c.latencySeconds;
    }
    return t;
}

FabricSweep fabricSweep(const FabricJob &job, const FabricFacts &facts, int gpusPerNode,
                        const std::vector<int> &nodeCounts)
{
    const Context ctx = makeContext(job, facts, gpusPerNode);
    FabricSweep sweep;
    sweep.params = ctx.params;

    // Anchor: one node runs the job's own batch at the given end-to-end rate.
    const double oneNodeTokensPerGpu = job.globalBatchTokens / gpusPerNode;
    const double oneNodeMicroBatches = std::max(1, job.microBatches);
    const double oneNodeStep = oneNodeTokensPerGpu / job.tokensPerGpuSecond;
    const CollectiveTime oneNodeComm = stepComm(ctx, 1, oneNodeMicroBatches);
    std::optional<double> compute = solveCompute(oneNodeStep, oneNodeComm.totalSeconds(), ctx.params.overlap,
                                                 ctx.windowShare, bubbleShare(ctx, oneNodeMicroBatches));
    if (!compute) {
        // The stated rate is faster than the node's own communication allows; keep going with
        // a token compute time so the curve stays defined, and say so.
        sweep.anchorClamped = true;
        compute = 0.01 * oneNodeStep;
    }
    sweep.computeTokensPerGpuSecond = oneNodeTokensPerGpu / *compute;
    sweep.oneNode = evaluate(ctx, 1, oneNodeTokensPerGpu, oneNodeMicroBatches, sweep.computeTokensPerGpuSecond);

    sweep.points.reserve(nodeCounts.size());
    for (const int n : nodeCounts) {
        const int nodes = std::max(1, n);
        FabricPoint pt = evaluate(ctx, nodes, job.globalBatchTokens / (static_cast<double>(nodes) * gpusPerNode),
                                  std::max(1.0, oneNodeMicroBatches / nodes), sweep.computeTokensPerGpuSecond);
        // (n-node throughput per node) ÷ (one-node throughput per node) at the same global batch.
        pt.efficiency = std::clamp(sweep.oneNode.stepSeconds / (nodes * pt.stepSeconds), 1e-9, 1.0);
        pt.speedup = nodes * pt.efficiency;
        sweep.points.push_back(pt);
    }
    return sweep;
}

FabricPoint fabricPointAtPerGpuBatch(const FabricJob &job, const FabricFacts &facts, int gpusPerNode, int nodes,
                                     double tokensPerGpuStep, double computeTokensPerGpuSecond)
{
    const Context ctx = makeContext(job, facts, gpusPerNode);
    return evaluate(ctx, std::max(1, nodes), tokensPerGpuStep, std::max(1, job.microBatches),
                    computeTokensPerGpuSecond);
}

std::optional<double> computeRateFromThroughput(const FabricJob &job, const FabricFacts &facts, int gpusPerNode,
                                                int nodes, double tokensPerGpuStep, double microBatches,
                                                double tokensPerSecond)
{
    const Context ctx = makeContext(job, facts, gpusPerNode);
    const int n = std::max(1, nodes);
    const double step = tokensPerGpuStep * n * gpusPerNode / tokensPerSecond;
    const double comm = stepComm(ctx, n, microBatches).totalSeconds();
    const std::optional<double> compute =
        solveCompute(step, comm, ctx.params.overlap, ctx.windowShare, bubbleShare(ctx, microBatches));
    if (!compute) {
        return std::nullopt;
    }
    return tokensPerGpuStep / *compute;
}

std::map<int, double> efficiencyTable(const FabricSweep &sweep)
{
    std::map<int, double> table;
    for (const FabricPoint &pt : sweep.points) {
        table[pt.nodes] = pt.efficiency;
    }
    return table;
}

std::string_view toString(FabricFindingCode code)
{
    switch (code) {
    case FabricFindingCode::CommunicationBound:
        return "communication_bound";
    case FabricFindingCode::TcpFallbackRisk:
        return "tcp_fallback_risk";
    case FabricFindingCode::NetworkBottleneck:
        return "network_bottleneck";
    case FabricFindingCode::BatchTooSmall:
        return "batch_too_small";
    case FabricFindingCode::DoesNotFit:
        return "does_not_fit";
    case FabricFindingCode::TcpFallback:
        return "tcp_fallback";
    }
    return "unknown";
}

std::vector<FabricFinding> fabricFindings(const FabricSweep &sweep, const FabricFacts &facts,
                                          std::optional<double> measuredSpeedupAtTwoNodes)
{
    std::vector<FabricFinding> out;
    std::vector<const FabricPoint *> ordered;
    for (const FabricPoint &pt : sweep.points) {
        ordered.push_back(&pt);
    }
    std::sort(ordered.begin(), ordered.end(),
              [](const FabricPoint *a, const FabricPoint *b) { return a->nodes < b->nodes; });

    for (const FabricPoint *pt : ordered) {
        if (pt->exposedCommSeconds > kCommunicationBoundShare * pt->stepSeconds) {
            out.push_back({FabricFindingCode::CommunicationBound,
                           pt->nodes,
                           {{"exposed_comm_seconds", pt->exposedCommSeconds},
                            {"step_seconds", pt->stepSeconds},
                            {"exposed_share", pt->exposedCommSeconds / pt->stepSeconds}}});
            break;
        }
    }

    const int maxNodes = ordered.empty() ? 0 : ordered.back()->nodes;
    if (maxNodes > 1 && !facts.hasInfiniBand()) {
        out.push_back(
            {FabricFindingCode::TcpFallbackRisk,
             maxNodes,
             {{"max_nodes", static_cast<double>(maxNodes)}, {"ethernet_gbps_per_vm", facts.ethernetGbpsPerVm}}});
    }

    std::optional<double> speedup = measuredSpeedupAtTwoNodes;
    const bool measured = speedup.has_value();
    if (!speedup) {
        for (const FabricPoint *pt : ordered) {
            if (pt->nodes == 2) {
                speedup = pt->speedup;
            }
        }
    }
    if (speedup && *speedup < kNetworkBottleneckSpeedup) {
        out.push_back({FabricFindingCode::NetworkBottleneck,
                       2,
                       {{"speedup_at_two_nodes", *speedup}, {"measured", measured ? 1.0 : 0.0}}});
    }

    for (const FabricPoint *pt : ordered) {
        if (!pt->batchFits) {
            out.push_back({FabricFindingCode::BatchTooSmall,
                           pt->nodes,
                           {{"sequences_per_replica", pt->sequencesPerReplica}, {"micro_batches", pt->microBatches}}});
            break;
        }
    }
    return out;
}

} // namespace capplan::model
