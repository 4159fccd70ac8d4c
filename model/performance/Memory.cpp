// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Memory.h"

#include <algorithm>
#include <cmath>

namespace capplan::model {

namespace {

constexpr int kHeadDimension = 128; // attention heads default to h/128 (Llama, GPT-3 style)

int headsOf(const MemoryJob &job)
{
    if (job.attentionHeads > 0) {
        return job.attentionHeads;
    }
    return std::max(1, job.hiddenSize / kHeadDimension);
}

} // namespace

std::string_view toString(FineTuning mode)
{
    switch (mode) {
    case FineTuning::Full:
        return "full";
    case FineTuning::Lora:
        return "lora";
    case FineTuning::Qlora:
        return "qlora";
    }
    return "full";
}

std::optional<FineTuning> fineTuningFromString(std::string_view text)
{
    for (const FineTuning m : {FineTuning::Full, FineTuning::Lora, FineTuning::Qlora}) {
        if (text == toString(m)) {
            return m;
        }
    }
    return std::nullopt;
}

double adapterParameterCount(const MemoryJob &job)
{
    if (job.adapterParameters > 0.0) {
        return job.adapterParameters;
    }
    if (job.architecture) {
        // Each adapted projection W (in × out) gains A (r × in) and B (out × r): r·(in + out).
        const Architecture &a = *job.architecture;
        const double h = a.hiddenSize;
        const double q = static_cast<double>(a.attentionHeads) * a.effectiveHeadDim();
        const double kv = static_cast<double>(a.effectiveKvHeads()) * a.effectiveHeadDim();
        const double f = a.isMoe() ? a.expertFfnHiddenSize() : a.ffnHiddenSize;
        std::vector<double> sides{h + q, h + kv, h + kv, q + h}; // q, k, v, o
        if (isGated(a.ffn)) {
            sides.push_back(h + f); // gate
        }
        sides.push_back(h + f); // up
        sides.push_back(f + h); // down
        double perLayer = 0.0;
        for (std::size_t i = 0; i < sides.size() && static_cast<int>(i) < job.loraTargetsPerLayer; ++i) {
            perLayer += sides[i];
        }
        return static_cast<double>(a.layers) * job.loraRank * perLayer;
    }
    // Each adapted h×h projection gains A (r×h) and B (h×r) (Hu et al. 2021, LoRA).
    return static_cast<double>(job.layers) * job.loraTargetsPerLayer * 2.0 * job.loraRank * job.hiddenSize;
}

double architectureActivationBytesPerToken(const Architecture &arch, double sequenceLength, bool flashAttention)
{
    const double h = arch.hiddenSize;
    const double d = arch.effectiveHeadDim();
    const double q = arch.attentionHeads * d;
    const double kv = arch.effectiveKvHeads() * d;
    double attention = 2.0 * h + 2.0 * q + 4.0 * kv + 2.0 * q + h;
    if (!flashAttention) {
        attention += 5.0 * arch.attentionHeads * sequenceLength;
    }
    const auto ffn = [&](double width) { return 2.0 * h + (isGated(arch.ffn) ? 6.0 : 4.0) * width; };
    const double mlp = (arch.isMoe() ? arch.activeExperts() * ffn(arch.expertFfnHiddenSize()) : ffn(arch.ffnHiddenSize)) + h;
    const double norms = arch.normsPerLayer * 2.0 * h;
    return attention + mlp + norms;
}

double outputLayerActivationBytes(const Architecture &arch, double sequenceLength, int microBatchSize)
{
    const double tokens = sequenceLength * microBatchSize;
    return tokens * (4.0 * arch.hiddenSize + 4.0 * arch.vocabularySize);
}

double activationBytesPerLayer(const MemoryJob &job)
{
    if (job.architecture) {
        return job.sequenceLength * job.microBatchSize *
               architectureActivationBytesPerToken(*job.architecture, job.sequenceLength, job.flashAttention);
    }
    const double s = job.sequenceLength;
    const double b = job.microBatchSize;
    const double h = job.hiddenSize;
    // 34·s·b·h: the layer's 16-bit inputs of QKV, attention output, MLP and norms, plus dropout
    // masks; 5·a·s²·b: scores and softmax (2 bytes each) and their dropout mask (1 byte).
    double perToken = 34.0;
    if (!job.flashAttention) {
        perToken += 5.0 * headsOf(job) * s / h;
    }
    return s * b * h * perToken;
}

MemoryBreakdown memoryPerGpu(const MemoryJob &job, int dataParallel, double gpuMemoryGiB)
{
    MemoryBreakdown m;
    const int d = std::max(1, dataParallel);
    m.dataParallel = d;
    const int t = std::max(1, job.tensorParallel);
    const double modelParallel = static_cast<double>(t) * std::max(1, job.pipelineParallel);
    const double slice = job.parameters / modelParallel; // this GPU's slice of the model

    // Which states exist per parameter: full training trains all of them; LoRA/QLoRA freeze the
    // base and train the adapter only.
    double baseWeightBytes = job.weightBytes;
    double trainable = slice;
    double frozen = 0.0;
    if (job.fineTuning != FineTuning::Full) {
        baseWeightBytes = job.fineTuning == FineTuning::Qlora ? kQloraBytesPerParameter : job.weightBytes;
        frozen = slice;
        trainable = adapterParameterCount(job) / modelParallel;
    }

    const bool shardOptimizer = job.strategy != Strategy::Ddp;
    const bool shardGradients = job.strategy == Strategy::Zero2 || shardsWeights(job.strategy);
    const bool shardWeights = shardsWeights(job.strategy);

    double weightBytes = (frozen * baseWeightBytes + trainable * job.weightBytes) / (shardWeights ? d : 1);
    if (shardWeights && job.layers > 0) {
        // The unit being computed and the prefetched next one are gathered in full.
        weightBytes += 2.0 * (frozen * baseWeightBytes + trainable * job.weightBytes) / job.layers;
    }
    m.weightsGB = weightBytes / kBytesPerGB;
    m.gradientsGB = trainable * job.gradientBytes / (shardGradients ? d : 1) / kBytesPerGB;
    m.optimizerGB = trainable * job.optimizerBytes / (shardOptimizer ? d : 1) / kBytesPerGB;

    if (job.hiddenSize > 0 && job.layers > 0 && job.sequenceLength > 0.0) {
        const double fullLayer = activationBytesPerLayer(job) / t;
        double bytes = 0.0;
        if (job.activationCheckpointing) {
            // Each layer keeps its 16-bit input; backward recomputes one layer at a time.
            bytes = job.layers * 2.0 * job.sequenceLength * job.microBatchSize * job.hiddenSize / t + fullLayer;
        } else {
            bytes = job.layers * fullLayer;
        }
        if (job.architecture && job.pipelineParallel <= 1) {
            // The logits of the LM head (vocabulary-parallel under tensor parallelism).
            bytes += outputLayerActivationBytes(*job.architecture, job.sequenceLength, job.microBatchSize) / t;
        }
        m.activationsGB = bytes / kBytesPerGB;
    }

    const double dynamicGB = m.modelStatesGB() + m.activationsGB;
    m.reserveGB = job.reserveGB + job.fragmentation * dynamicGB;
    m.totalGB = dynamicGB + m.reserveGB;
    m.capacityGB = gibToGB(gpuMemoryGiB);
    m.fits = m.totalGB <= m.capacityGB;
    return m;
}

std::optional<int> smallestFittingNodes(const MemoryJob &job, int gpusPerNode, double gpuMemoryGiB, int maxNodes)
{
    for (int n = 1; n <= maxNodes; ++n) {
        const int d = dataParallelDegree(n, gpusPerNode, job.tensorParallel, job.pipelineParallel);
        if (memoryPerGpu(job, d, gpuMemoryGiB).fits) {
            return n;
        }
        if (job.strategy == Strategy::Ddp) {
            break; // nothing DDP holds shrinks with more nodes
        }
    }
    return std::nullopt;
}

std::optional<Strategy> leastShardedFittingStrategy(const MemoryJob &job, int dataParallel, double gpuMemoryGiB)
{
    for (const Strategy s : {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3}) {
        MemoryJob candidate = job;
        candidate.strategy = s;
        if (memoryPerGpu(candidate, dataParallel, gpuMemoryGiB).fits) {
            return s;
        }
    }
    return std::nullopt;
}

std::optional<FabricFinding> memoryFinding(const MemoryBreakdown &memory, int nodes, std::optional<int> fitsAtNodes,
                                           bool shardsEverything)
{
    if (memory.fits) {
        return std::nullopt;
    }
    FabricFinding f{
        FabricFindingCode::DoesNotFit, nodes, {{"total_gb", memory.totalGB}, {"capacity_gb", memory.capacityGB}}};
    if (fitsAtNodes) {
        f.numbers["fits_at_nodes"] = *fitsAtNodes;
    }
    if (shardsEverything) {
        f.numbers["shards_everything"] = 1.0;
    }
    return f;
}

std::vector<InputIssue> validate(const MemoryJob &job)
{
    std::vector<InputIssue> issues;
    checkRange(issues, "memory.weight_bytes", job.weightBytes, kMinBytesPerParameter, kMaxBytesPerParameter);
    checkRange(issues, "memory.gradient_bytes", job.gradientBytes, kMinBytesPerParameter, kMaxBytesPerParameter);
    checkRange(issues, "memory.optimizer_bytes", job.optimizerBytes, 0.0, 32.0);
    checkRange(issues, "memory.hidden_size", job.hiddenSize, 0.0, 1e6);
    checkRange(issues, "memory.layers", job.layers, 0.0, 1e5);
    checkRange(issues, "memory.attention_heads", job.attentionHeads, 0.0, 1e5);
    checkRange(issues, "memory.sequence_length", job.sequenceLength, 0.0, kMaxSequenceLength);
    checkRange(issues, "memory.micro_batch_size", job.microBatchSize, 1.0, 1e6);
    checkRange(issues, "memory.reserve_gb", job.reserveGB, 0.0, kMaxReserveGB);
    checkRange(issues, "memory.fragmentation", job.fragmentation, 0.0, 1.0);
    if (job.hiddenSize > 0 && (job.layers == 0 || job.sequenceLength <= 0.0)) {
        // Activations need all three; a hidden size alone is a half-filled block.
        issues.push_back(makeIssue(job.layers == 0 ? "memory.layers" : "memory.sequence_length", IssueCode::Missing));
    }
    if (job.fineTuning != FineTuning::Full) {
        checkRange(issues, "memory.adapter_parameters", job.adapterParameters, 0.0, kMaxParameters);
        checkRange(issues, "memory.lora_rank", job.loraRank, 0.0, 1e5);
        checkRange(issues, "memory.lora_targets_per_layer", job.loraTargetsPerLayer, 1.0, 64.0);
        const bool hasShape = job.architecture.has_value() || (job.hiddenSize > 0 && job.layers > 0);
        if (job.adapterParameters <= 0.0 && (job.loraRank <= 0 || !hasShape)) {
            // Without a count, the rank needs h and L to size the adapter.
            issues.push_back(makeIssue("memory.lora_rank", IssueCode::Missing));
        }
    }
    return issues;
}

} // namespace capplan::model
