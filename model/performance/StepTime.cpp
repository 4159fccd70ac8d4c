// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/StepTime.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace capplan::model {

namespace {

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

// The A100 80GB SXM of ND A100 v4 (and DGX A100 80GB), the GPU the Azure measurements below were
// made on; not the 40GB SXM nor the PCIe cards (other clocks, power and memory).
bool isA100Sxm80(std::string_view gpu)
{
    return contains(gpu, "A100") && contains(gpu, "80") && !contains(gpu, "PCIe");
}

// GPU data-sheet memory bandwidths (GB/s): NVIDIA A100 80GB SXM 2,039; H100 SXM5 3,350; H200
// 4,800; H100 NVL 3,900; B200 and GB200 8,000; V100 900; AMD Instinct MI300X 5,300.
double defaultMemoryGBps(std::string_view gpu)
{
    if (contains(gpu, "GB200") || contains(gpu, "B200")) {
        return 8000.0;
    }
    if (contains(gpu, "H200")) {
        return 4800.0;
    }
    if (contains(gpu, "H100 NVL")) {
        return 3900.0;
    }
    if (contains(gpu, "H100")) {
        return 3350.0;
    }
    if (contains(gpu, "MI300X")) {
        return 5300.0;
    }
    if (contains(gpu, "A100")) {
        return contains(gpu, "40") ? 1555.0 : 2039.0;
    }
    if (contains(gpu, "V100")) {
        return 900.0;
    }
    return 2000.0;
}

// Maximum Achievable Matmul FLOPS over the dense BF16 peak (StepTime.h, Hardware::matmulCeiling).
// H200 is H100's chip with faster memory: H100's figure. Blackwell and unknown GPUs: 0.80, the
// H100's, until a measurement is published.
double defaultMatmulCeiling(std::string_view gpu)
{
    // A100 80GB SXM: cuBLASLt FP16 GEMMs with random data after 10,000 warm-up iterations on the
    // ND A100 v4 VM, at most 256.5 of 312 TFLOP/s (16384³; 250.8 at 6144×12288×12288, a GPT-3
    // 175B layer's shape) (Azure/AI-benchmarking-guide commit 3bb66cac, ND_A100_v4_results.md):
    // the same source and method as the FP8 ceilings and the HBM and NCCL curves. Bekman's MAMF
    // sweep finds 267.9 (0.859) at its best shape with short runs; the sustained figure is used.
    if (isA100Sxm80(gpu)) {
        return 256.5 / 312.0;
    }
    if (contains(gpu, "A100")) {
        return 267.9 / 312.0;
    }
    if (contains(gpu, "H100 NVL") || contains(gpu, "H100 PCIe")) {
        return 499.5 / 756.0;
    }
    if (contains(gpu, "H100") || contains(gpu, "H200")) {
        return 792.1 / 989.0;
    }
    if (contains(gpu, "MI300X")) {
        return 758.3 / 1307.0;
    }
    return 0.80;
}

// nccl-tests all_reduce_perf in-place bus bandwidth inside one ND A100 v4 VM (8 × A100 80GB SXM,
// NVSwitch, NCCL 2.18.5), GB/s by message size, 1 KB to 8 GB (Azure/AI-benchmarking-guide,
// Azure_Results/ND_A100_v4_results.md, "NCCL Bandwidth", commit 3bb66cac; its 8 GB point is the
// 231.58 GB/s plateau the fabric facts carry). A tensor-parallel all-reduce of b·s·h 16-bit values
// is 25–105 MB, where the measured bus bandwidth is 57–75 % of the plateau.
const std::vector<std::pair<double, double>> &a100BusCurve()
{
    static const std::vector<std::pair<double, double>> curve{
        {1024.0, 0.04},         {2048.0, 0.08},         {4096.0, 0.17},         {8192.0, 0.33},
        {16384.0, 0.67},        {32768.0, 1.37},        {65536.0, 2.70},        {131072.0, 5.15},
        {262144.0, 10.11},      {524288.0, 19.24},      {1048576.0, 36.22},     {2097152.0, 53.54},
        {4194304.0, 71.43},     {8388608.0, 89.99},     {16777216.0, 109.22},   {33554432.0, 132.77},
        {67108864.0, 166.63},   {134217728.0, 174.18},  {268435456.0, 213.87},  {536870912.0, 221.58},
        {1073741824.0, 228.10}, {2147483648.0, 230.22}, {4294967296.0, 230.48}, {8589934592.0, 231.58}};
    return curve;
}

// The same measurement inside one ND H100 v5 and one ND H200 v5 VM (8 × H100 / H200 SXM, NVSwitch
// gen 3, NCCL 2.18.5 / 2.26.2, NVLS), 1 KB to 8 GB (fork yosoyjay/AI-benchmarking-guide, commit
// a8263ef1, ND_H100_v5_results.md and ND_H200_v5_results.md, "NCCL Bandwidth").
const std::vector<std::pair<double, double>> &h100BusCurve()
{
    static const std::vector<std::pair<double, double>> curve{
        {1024.0, 0.07},         {2048.0, 0.14},         {4096.0, 0.27},         {8192.0, 0.53},
        {16384.0, 0.95},        {32768.0, 1.71},        {65536.0, 2.72},        {131072.0, 5.40},
        {262144.0, 10.86},      {524288.0, 21.35},      {1048576.0, 43.70},     {2097152.0, 81.93},
        {4194304.0, 128.73},    {8388608.0, 172.13},    {16777216.0, 234.45},   {33554432.0, 295.53},
        {67108864.0, 361.78},   {134217728.0, 400.61},  {268435456.0, 423.38},  {536870912.0, 438.46},
        {1073741824.0, 466.35}, {2147483648.0, 472.36}, {4294967296.0, 475.54}, {8589934592.0, 478.87}};
    return curve;
}

const std::vector<std::pair<double, double>> &h200BusCurve()
{
    static const std::vector<std::pair<double, double>> curve{
        {1024.0, 0.06},         {2048.0, 0.12},         {4096.0, 0.25},         {8192.0, 0.49},
        {16384.0, 0.98},        {32768.0, 2.03},        {65536.0, 3.97},        {131072.0, 7.57},
        {262144.0, 15.10},      {524288.0, 30.02},      {1048576.0, 57.15},     {2097152.0, 88.73},
        {4194304.0, 137.77},    {8388608.0, 179.84},    {16777216.0, 240.37},   {33554432.0, 298.12},
        {67108864.0, 367.56},   {134217728.0, 413.01},  {268435456.0, 434.72},  {536870912.0, 445.62},
        {1073741824.0, 468.11}, {2147483648.0, 474.83}, {4294967296.0, 478.73}, {8589934592.0, 480.94}};
    return curve;
}

// The measured bus-bandwidth curve of the GPU's 8-GPU NVSwitch VM, or null.
const std::vector<std::pair<double, double>> *busCurveFor(std::string_view gpu)
{
    if (isA100Sxm80(gpu)) {
        return &a100BusCurve();
    }
    if (contains(gpu, "H200")) {
        return &h200BusCurve();
    }
    if (contains(gpu, "H100") && !contains(gpu, "NVL") && !contains(gpu, "PCIe")) {
        return &h100BusCurve();
    }
    return nullptr;
}

// Achieved HBM bandwidth of a streaming kernel over the data-sheet figure. A100 80GB SXM: the
// STREAM-style Copy and Mul kernels reach 1.61 TB/s of 2.039 (Azure/AI-benchmarking-guide,
// ND_A100_v4_results.md, "HBM Bandwidth"; Add and Triad 1.70): the norms, dropouts, activation
// and softmax read one tensor and write one, the Copy pattern. Other GPUs: Calculon's 0.90
// plateau (systems/*.json, mem1 MB_efficiency at ≥ 100 MB) until a measurement is cited.
double defaultMemoryEfficiency(std::string_view gpu)
{
    if (isA100Sxm80(gpu)) {
        return 1.61 / 2.039;
    }
    // ND H100 v5: Copy 2.90 TB/s of 3.35; ND H200 v5: Copy 4.01 of 4.8 (the same guide's fork,
    // yosoyjay/AI-benchmarking-guide commit a8263ef1, ND_H100_v5_results.md, ND_H200_v5_results.md).
    if (contains(gpu, "H200")) {
        return 4.01 / 4.8;
    }
    if (contains(gpu, "H100") && !contains(gpu, "NVL") && !contains(gpu, "PCIe")) {
        return 2.90 / 3.35;
    }
    return 0.9;
}

// cuBLASLt FP8 GEMMs with random data, the largest rate of the table over the dense FP8 peak
// (Hardware::fp8MatmulCeiling); 0 where none is cited.
double defaultFp8MatmulCeiling(std::string_view gpu)
{
    if (contains(gpu, "H200")) {
        return 1333.2 / 1979.0;
    }
    if (contains(gpu, "H100") && !contains(gpu, "NVL") && !contains(gpu, "PCIe")) {
        return 1382.2 / 1979.0;
    }
    return 0.0;
}

// NCCL's base latency of a call with the Simple protocol, the one large messages use
// (NVIDIA/nccl src/graph/tuning.cc, baseLat: Ring/Simple 8.4 µs in NCCL 2.x's cost model).
constexpr double kCallLatency = 8.4e-6;
// A fused causal attention core runs the lower triangle of its s² product: half the FLOPs, and its
// backward (which recomputes the scores) 2.5 × the forward (Dao 2023, "FlashAttention-2", section
// 4.1), 3.5 × the half forward in all.
constexpr double kCausalShare = 0.5;
constexpr double kFlashTrainingPasses = 3.5;
// Adam's step streams, per parameter: the fp32 master weights and both moments read and written,
// the gradient read and the 16-bit weights written (Megatron's fused Adam, one pass).
double optimizerBytesPerParameter(const Layout &l)
{
    return 2.0 * l.optimizerBytes + l.gradientBytes + l.weightBytes;
}
// QLoRA dequantises each NF4 weight (0.5 byte read) into a 16-bit copy (2 bytes written) before
// every matmul that uses it (Dettmers et al. 2023, section 3; bitsandbytes dequantize_4bit).
constexpr double kQloraDequantBytes = 0.5 + 2.0;

// One collective's seconds on the hardware's network (model::collectiveCost, the one α–β cost both
// models use).
double cost(CollectiveOp op, double bytes, const CollectiveGroup &group, const Hardware &hw)
{
    return collectiveCost(op, bytes, group, hw.network).seconds();
}

double adapterParametersPerLayer(const Architecture &arch, const Layout &layout)
{
    if (layout.fineTuning == FineTuning::Full) {
        return 0.0;
    }
    MemoryJob job;
    job.architecture = arch;
    job.loraRank = layout.loraRank;
    job.loraTargetsPerLayer = 4; // q, k, v, o (Hu et al. 2021; PEFT's usual targets)
    job.layers = arch.layers;
    return arch.layers > 0 ? adapterParameterCount(job) / arch.layers : 0.0;
}

} // namespace

std::string_view toString(Recompute mode)
{
    switch (mode) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

std::optional<Recompute> recomputeFromString(std::string_view text)
{
    for (const Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        if (text == toString(r)) {
            return r;
        }
    }
    return std::nullopt;
}

std::string_view toString(Precision precision)
{
    return precision == Precision::Fp8 ? "fp8" : "bf16";
}

std::string_view toString(HalfPrecision format)
{
    return format == HalfPrecision::Fp16 ? "fp16" : "bf16";
}

HalfPrecision halfPrecisionFor(std::string_view gpuModel)
{
    // Volta (V100) and Turing (T4) tensor cores: FP16 only; Pascal (P100, P40), Kepler (K80) and
    // Maxwell (M60): no tensor cores. BF16 came with Ampere (StepTime.h, HalfPrecision).
    for (const std::string_view gpu : {"V100", "T4", "P100", "P40", "K80", "M60"}) {
        if (contains(gpuModel, gpu)) {
            return HalfPrecision::Fp16;
        }
    }
    return HalfPrecision::Bf16;
}

std::optional<Precision> precisionFromString(std::string_view text)
{
    if (text == "bf16") {
        return Precision::Bf16;
    }
    if (text == "fp8") {
        return Precision::Fp8;
    }
    return std::nullopt;
}

std::string_view toString(LayoutProblem problem)
{
    switch (problem) {
    case LayoutProblem::None:
        return "none";
    case LayoutProblem::GpusNotDivisible:
        return "gpus_not_divisible";
    case LayoutProblem::ExpertsNotDivisible:
        return "expert_parallel_not_divisible";
    case LayoutProblem::BatchNotDivisible:
        return "batch_not_divisible";
    case LayoutProblem::LayersNotDivisible:
        return "layers_not_divisible";
    case LayoutProblem::HeadsNotDivisible:
        return "heads_not_divisible";
    case LayoutProblem::ExpertCountNotDivisible:
        return "experts_not_divisible";
    }
    return "none";
}

double Hardware::matmulEfficiency(double gemmFlops, bool fp8) const
{
    const double ceiling = fp8 && fp8MatmulCeiling > 0.0 ? fp8MatmulCeiling : matmulCeiling;
    if (matmulCurve.empty()) {
        return ceiling;
    }
    return ceiling / matmulCurve.back().second * curveValue(gemmFlops / 1e9);
}

double Hardware::streamEfficiency(double bytes) const
{
    // Calculon's A100 mem1 curve (systems/a100_80g.json: ≥100 MB 0.90, ≥10 MB 0.75, ≥1 MB 0.6,
    // below 0.3), log-linear between its points, scaled so that its plateau is memoryEfficiency.
    static constexpr std::pair<double, double> kCurve[] = {{0.01, 0.3}, {1.0, 0.6}, {10.0, 0.75}, {100.0, 0.9}};
    const double mb = bytes / 1e6;
    double value = kCurve[3].second;
    if (mb <= kCurve[0].first) {
        value = kCurve[0].second;
    } else {
        for (std::size_t i = 1; i < 4; ++i) {
            if (mb <= kCurve[i].first) {
                const double u = (std::log10(mb) - std::log10(kCurve[i - 1].first)) /
                                 (std::log10(kCurve[i].first) - std::log10(kCurve[i - 1].first));
                value = kCurve[i - 1].second + u * (kCurve[i].second - kCurve[i - 1].second);
                break;
            }
        }
    }
    return value * memoryEfficiency / kCurve[3].second;
}

double Hardware::curveValue(double g) const
{
    if (g <= matmulCurve.front().first) {
        return matmulCurve.front().second;
    }
    if (g >= matmulCurve.back().first) {
        return matmulCurve.back().second;
    }
    for (std::size_t i = 1; i < matmulCurve.size(); ++i) {
        const auto &[x1, y1] = matmulCurve[i];
        if (g <= x1) {
            const auto &[x0, y0] = matmulCurve[i - 1];
            const double u = (std::log10(g) - std::log10(x0)) / (std::log10(x1) - std::log10(x0));
            return y0 + u * (y1 - y0);
        }
    }
    return matmulCurve.back().second;
}

Hardware hardwareFor(const VmSize &size)
{
    Hardware hw;
    const FabricFacts f = fabricFactsFor(size);
    hw.gpuModel = size.gpuModel.value;
    hw.halfPrecision = halfPrecisionFor(hw.gpuModel);
    hw.gpusPerNode = std::max(1, size.gpusPerVm.value);
    hw.gpuMemoryGB = gibToGB(size.gpuMemoryGiB.value);
    hw.bf16Flops = size.bf16TflopsPerGpu.value * 1e12;
    hw.fp8Flops = size.fp8TflopsPerGpu.value * 1e12;
    if (hw.fp8Flops <= 0.0 && (contains(hw.gpuModel, "H100") || contains(hw.gpuModel, "H200"))) {
        hw.fp8Flops = 2.0 * hw.bf16Flops; // Hopper's dense FP8 is twice its BF16 (H100 data sheet: 1,979 vs 989)
    }
    hw.matmulCeiling = defaultMatmulCeiling(hw.gpuModel);
    hw.memoryEfficiency = defaultMemoryEfficiency(hw.gpuModel);
    hw.fp8MatmulCeiling = defaultFp8MatmulCeiling(hw.gpuModel);
    hw.memoryBytesPerSecond =
        (size.memoryBandwidthGBps.value > 0.0 ? size.memoryBandwidthGBps.value : defaultMemoryGBps(hw.gpuModel)) * 1e9;
    const bool nvlink = f.intraNodeLink == IntraNodeLink::NvLink;
    hw.nvlinkDomainGpus = size.nvlinkDomainGpus.value > 0 ? size.nvlinkDomainGpus.value : (nvlink ? hw.gpusPerNode : 1);
    hw.hasInfiniBand = f.hasInfiniBand();
    const bool rccl = size.collectiveLibrary.value == "RCCL" || contains(hw.gpuModel, "MI300");
    hw.network.domainBusBytesPerSecond = f.intraNodeBusGBps() * 1e9;
    hw.network.networkBytesPerSecond = f.interNodeRailGBps(hw.gpusPerNode) * 1e9;
    hw.network.domainStepLatency = f.intraNodeLatencySeconds;
    hw.network.networkStepLatency = f.interNodeLatencySeconds();
    hw.network.callLatency = kCallLatency;
    // The measured size curve belongs to a measured plateau: only where the size's bus figure is a
    // measurement within 1 % of the curve's own 8 GB point (the same VM shape).
    const auto *curve = busCurveFor(hw.gpuModel);
    if (nvlink && curve != nullptr && f.measuredIntraNodeBusGBps.has_value() &&
        std::abs(f.intraNodeBusGBps() / curve->back().second - 1.0) < 0.01) {
        hw.network.domainBusCurve = *curve;
    }
    // NVLink SHARP needs NVSwitch gen 3 (Hopper and Blackwell HGX, NVL72); the H100 NVL pairs of
    // NC H100 v5 have no switch.
    hw.network.nvls = !rccl && nvlink && hw.nvlinkDomainGpus >= 4 &&
                      (contains(hw.gpuModel, "H100") || contains(hw.gpuModel, "H200") || contains(hw.gpuModel, "B200")) &&
                      !contains(hw.gpuModel, "NVL");
    return hw;
}

LayerFlops forwardLayerFlops(const Architecture &arch, double s, double b)
{
    const double h = arch.hiddenSize;
    const double d = arch.effectiveHeadDim();
    const double q = static_cast<double>(arch.attentionHeads) * d;
    const double kv = static_cast<double>(arch.effectiveKvHeads()) * d;
    const double tokens = s * b;
    const double f = arch.isMoe() ? arch.expertFfnHiddenSize() : arch.ffnHiddenSize;
    const double matrices = isGated(arch.ffn) ? 3.0 : 2.0;
    LayerFlops out;
    out.linear = 2.0 * tokens * (h * (q + 2.0 * kv) + q * h + matrices * h * f * arch.activeExperts() +
                                 (arch.isMoe() ? h * arch.experts : 0.0));
    out.attention = 4.0 * tokens * s * q;
    return out;
}

double lmHeadForwardFlops(const Architecture &arch, double s, double b)
{
    return 2.0 * s * b * arch.hiddenSize * static_cast<double>(arch.vocabularySize);
}

double layerTrainingFlops(const Architecture &arch, const Layout &layout, double adapterPerLayer, bool withRecompute)
{
    const LayerFlops fwd = forwardLayerFlops(arch, layout.sequenceLength, layout.microBatchSize);
    const bool frozen = layout.fineTuning != FineTuning::Full;
    // The attention core as executed: a fused causal kernel computes half the product.
    const double attention = layout.flashAttention ? kCausalShare * fwd.attention : fwd.attention;
    const double attentionPasses = layout.flashAttention ? kFlashTrainingPasses : 3.0;
    double flops = (frozen ? 2.0 : 3.0) * fwd.linear + attentionPasses * attention;
    flops += 6.0 * layout.sequenceLength * layout.microBatchSize * adapterPerLayer;
    if (withRecompute) {
        if (layout.recompute == Recompute::Full) {
            flops += fwd.linear + attention + 2.0 * layout.sequenceLength * layout.microBatchSize * adapterPerLayer;
        } else if (layout.recompute == Recompute::Selective) {
            flops += attention;
        }
    }
    return flops;
}

double modelFlopsPerToken(const Architecture &arch, double s)
{
    return 3.0 * (arch.layers * forwardLayerFlops(arch, s, 1.0).total() + lmHeadForwardFlops(arch, s, 1.0)) / s;
}

double neededFlopsPerToken(const Architecture &arch, const Layout &layout)
{
    const double s = layout.sequenceLength;
    const LayerFlops fwd = forwardLayerFlops(arch, s, 1.0);
    const bool frozen = layout.fineTuning != FineTuning::Full;
    const double linearPasses = frozen ? 2.0 : 3.0;
    const double adapters = adapterParametersPerLayer(arch, layout);
    const double perLayer = linearPasses * fwd.linear + 3.0 * kCausalShare * fwd.attention + 6.0 * s * adapters;
    return (arch.layers * perLayer + linearPasses * lmHeadForwardFlops(arch, s, 1.0)) / s;
}

double layerActivationBytesPerGpu(const Architecture &arch, const Layout &layout)
{
    const double s = layout.sequenceLength;
    const double b = layout.microBatchSize;
    const double t = std::max(1, layout.tensorParallel);
    const double h = arch.hiddenSize;
    if (layout.recompute == Recompute::Full) {
        return 2.0 * s * b * h / (layout.sequenceParallel ? t : 1.0);
    }
    const bool dropScores = layout.flashAttention || layout.recompute == Recompute::Selective;
    const double all = architectureActivationBytesPerToken(arch, s, dropScores);
    // Replicated across the tensor-parallel group without sequence parallelism: the norms'
    // outputs, the attention and FFN blocks' inputs and their dropout masks (Korthikanti's 10h).
    const double replicated = arch.normsPerLayer * 2.0 * h + 2.0 * h + 2.0 * h + 2.0 * h;
    const double split = all - replicated;
    return s * b * ((layout.sequenceParallel ? replicated / t : replicated) + split / t);
}

LayoutMemory layoutMemoryPerGpu(const Architecture &arch, const Layout &l, int dataParallel, double gpuMemoryGB)
{
    LayoutMemory m;
    const ParameterCounts counts = parameterCounts(arch);
    const double t = std::max(1, l.tensorParallel);
    const double p = std::max(1, l.pipelineParallel);
    const double e = std::max(1, l.expertParallel);
    const double d = std::max(1, dataParallel);
    const double expert = arch.isMoe() ? static_cast<double>(counts.ffn - counts.router) : 0.0;
    const double dense = static_cast<double>(counts.total()) - expert;
    const double slice = dense / (t * p) + expert / (t * p * e);
    const double layerParams = slice / std::max(1.0, arch.layers / p);
    const bool z1 = l.strategy != Strategy::Ddp;
    const bool z2 = l.strategy == Strategy::Zero2 || shardsWeights(l.strategy);
    const bool z3 = shardsWeights(l.strategy);
    double weights = 0.0;
    double trained = slice;
    if (l.fineTuning == FineTuning::Full) {
        weights = slice * (z3 ? l.weightBytes / d : l.weightBytes);
        if (z3) {
            weights += 2.0 * layerParams * l.weightBytes; // the gathered unit and the prefetched next
        }
    } else {
        const double base = l.fineTuning == FineTuning::Qlora ? kQloraBytesPerParameter : l.weightBytes;
        trained = adapterParametersPerLayer(arch, l) * arch.layers / (t * p);
        weights = slice * (z3 ? base / d : base) + trained * l.weightBytes;
    }
    m.weightsGB = weights / kBytesPerGB;
    m.gradientsGB = trained * (z2 ? l.gradientBytes / d : l.gradientBytes) / kBytesPerGB;
    m.optimizerGB = trained * (z1 ? l.optimizerBytes / d : l.optimizerBytes) / kBytesPerGB;
    m.dataParallel = dataParallel;
    // 1F1B: the first stage holds p micro-batches of its L/p layers; interleaving adds
    // (p − 1)/(p·v) (Korthikanti et al. 2022, section 4.2.3).
    const double interleave = l.pipelineParallel > 1 && l.virtualStages > 1
                                  ? 1.0 + (p - 1.0) / (p * l.virtualStages)
                                  : 1.0;
    m.layerActivationsGB = layerActivationBytesPerGpu(arch, l) * arch.layers * interleave / kBytesPerGB;
    m.outputActivationsGB =
        outputLayerActivationBytes(arch, l.sequenceLength, l.microBatchSize) / t / kBytesPerGB; // vocabulary-parallel
    m.activationsGB = m.layerActivationsGB + m.outputActivationsGB;
    const double used = m.modelStatesGB() + m.layerActivationsGB + m.outputActivationsGB;
    m.reserveGB = 2.0 + 0.05 * used; // model/performance/Memory.h's defaults: 2 GB + 5 % fragmentation
    m.totalGB = used + m.reserveGB;
    m.capacityGB = gpuMemoryGB;
    m.fits = m.totalGB <= gpuMemoryGB;
    return m;
}

namespace {

// What every part of one step shares: the layout's degrees after the divisibility checks, the
// GEMM shapes after tensor parallelism and the GPU's achieved rates (every compute kernel at the
// calibration's factor and the stack's end-to-end efficiency κ).
struct StepContext {
    const Architecture &arch;
    const Layout &l;
    const Hardware &hw;
    const StackTerms &stack;
    int t = 1, p = 1, v = 1, e = 1, b = 1; // tensor, pipeline, virtual stages, experts, micro-batch
    int d = 1;                              // data-parallel degree
    int m = 1;                              // micro-batches per replica and step
    double s = 0.0;                         // sequence length
    double tokens = 0.0;                    // per micro-batch: s · b
    double h = 0.0;
    double peak = 0.0; // the layout's precision
    double bf16 = 0.0;
    double kappa = 1.0;
    double memRate = 0.0; // HBM bytes per second at the memory efficiency and κ
    double inBytes = 2.0; // GEMM operand bytes: 1 under FP8 on a GPU that has it
    bool frozen = false;  // LoRA / QLoRA
    double adapterPerLayer = 0.0;
    // One layer's GEMM shapes: head dimension, query and key/value widths, the FFN width (an
    // expert's under MoE) and its matrix count (3 gated, 2 plain).
    double dh = 0.0, q = 0.0, kv = 0.0, f = 0.0, ffnMats = 2.0;
    // Tokens per expert GEMM: a balanced router sends b·s·k tokens to the E experts, E/e per rank
    // of the expert group, which gathers e ranks' tokens.
    double expertTokens = 0.0;
    double expertGemms = 1.0;
    int domain = 1;      // GPUs of one NVLink domain
    int dpPerDomain = 1; // data-parallel ranks sharing a domain (tp-dp-pp rank order)

    // One memory-bound kernel moving `bytes`: small kernels do not saturate HBM.
    double stream(double bytes) const
    {
        return bytes > 0.0 ? bytes / (hw.memoryBytesPerSecond * hw.streamEfficiency(bytes) * kappa) : 0.0;
    }
    // A GEMM of M×K by K×N (times `batch`): its FLOPs at the achieved rate for its size, or the
    // time to stream its operands and result if that is longer (the roofline: the attention
    // core's QKᵀ and probabilities·V have an arithmetic intensity of about the head dimension,
    // below the A100's 312e12 / 2.0e12 ≈ 150 FLOP/byte, so they are memory-bound).
    double gemm(double M, double K, double N, double rate, double elementBytes, double batch) const
    {
        const double flops = 2.0 * M * K * N * batch;
        if (flops <= 0.0) {
            return 0.0;
        }
        const double compute = flops / (rate * hw.matmulEfficiency(flops, elementBytes < 2.0) * kappa);
        const double traffic = stream(batch * (elementBytes * (M * K + K * N) + 2.0 * M * N));
        return std::max(compute, traffic);
    }
    // The four linear GEMMs of a layer's forward, as the tensor-parallel overlap pairs them.
    double qkvGemm() const { return gemm(tokens, h, (q + 2.0 * kv) / t, peak, inBytes, 1.0); }
    double outGemm() const { return gemm(tokens, q / t, h, peak, inBytes, 1.0); }
    double upGemms() const { return (ffnMats - 1.0) * gemm(expertTokens, h, f / t, peak, inBytes, expertGemms); }
    double downGemm() const { return gemm(expertTokens, f / t, h, peak, inBytes, expertGemms); }
};

// The divisibility a layout needs at this GPU count (d = GPUs / (t·p) whole, layers over p·v
// stages, heads over t, experts over e, the batch over d·b); fills d and m as far as they are known.
LayoutProblem checkShape(StepContext &c, int gpus, StepBreakdown &r)
{
    if (gpus % (c.t * c.p) != 0) {
        return LayoutProblem::GpusNotDivisible;
    }
    c.d = dataParallelDegree(r.nodes, c.hw.gpusPerNode, c.t, c.p);
    r.dataParallel = c.d;
    if (c.arch.layers % (c.p * c.v) != 0) {
        return LayoutProblem::LayersNotDivisible;
    }
    if (c.arch.attentionHeads % c.t != 0) {
        return LayoutProblem::HeadsNotDivisible;
    }
    if (c.d % c.e != 0) {
        return LayoutProblem::ExpertsNotDivisible;
    }
    if (c.arch.isMoe() && c.arch.experts % c.e != 0) {
        return LayoutProblem::ExpertCountNotDivisible;
    }
    if (c.l.globalBatchSequences % (c.d * c.b) != 0) {
        return LayoutProblem::BatchNotDivisible;
    }
    c.m = c.l.globalBatchSequences / (c.d * c.b);
    r.microBatches = c.m;
    return LayoutProblem::None;
}

StepContext makeContext(const Architecture &arch, const Layout &l, const Hardware &hw, const StackTerms &stack)
{
    StepContext c{arch, l, hw, stack};
    c.t = std::max(1, l.tensorParallel);
    c.p = std::max(1, l.pipelineParallel);
    c.v = std::max(1, l.virtualStages);
    c.e = std::max(1, l.expertParallel);
    c.b = std::max(1, l.microBatchSize);
    c.s = l.sequenceLength;
    c.tokens = c.s * c.b;
    c.h = arch.hiddenSize;
    c.peak = hw.peakFlops(l.precision);
    c.bf16 = hw.bf16Flops;
    c.kappa = hw.computeFactor * stack.efficiency;
    c.memRate = hw.memoryBytesPerSecond * hw.memoryEfficiency * c.kappa;
    c.inBytes = hw.runs(l.precision) == Precision::Fp8 ? 1.0 : 2.0;
    c.frozen = l.fineTuning != FineTuning::Full;
    c.adapterPerLayer = adapterParametersPerLayer(arch, l);
    c.dh = arch.effectiveHeadDim();
    c.q = static_cast<double>(arch.attentionHeads) * c.dh;
    c.kv = static_cast<double>(arch.effectiveKvHeads()) * c.dh;
    c.f = arch.isMoe() ? arch.expertFfnHiddenSize() : arch.ffnHiddenSize;
    c.ffnMats = isGated(arch.ffn) ? 3.0 : 2.0;
    c.domain = std::max(1, hw.nvlinkDomainGpus);
    return c;
}

// One layer and one micro-batch on one GPU: the forward's parts (what recomputation repeats) and
// the whole of forward, backward, recomputation, host wait and QLoRA's dequantisation.
struct LayerCompute {
    double linearForward = 0.0;
    double attentionForward = 0.0;  // the forward's share of the attention core
    double attentionTraining = 0.0; // forward + backward of the attention core
    double vectorForward = 0.0;     // memory-bound passes
    double scoreForward = 0.0;      // unfused softmax and dropout over the scores
    double seconds = 0.0;
    double hostWait = 0.0; // included in seconds
    double forward() const { return linearForward + attentionForward + vectorForward; }
};

LayerCompute layerCompute(const StepContext &c)
{
    const Architecture &arch = c.arch;
    const Layout &l = c.l;
    const StackTerms &stack = c.stack;
    const double tokens = c.tokens;
    const double h = c.h;
    const double t = c.t;
    LayerCompute r;
    // FP8 (Transformer Engine): every linear layer's input is cast from 16-bit to FP8 before its
    // GEMM (read 2 bytes, write 1, per element), and in backward the output gradient likewise; the
    // FP8 weights are cast once per step and cached (TE's is_first_microbatch), which is small.
    const double castFwd = c.inBytes < 2.0
                               ? c.stream(3.0 * tokens * h) + c.stream(3.0 * tokens * c.q / t) +
                                     c.stream(3.0 * c.expertTokens * h * (arch.isMoe() ? c.expertGemms : 1.0)) +
                                     c.stream(3.0 * c.expertTokens * c.f / t * (arch.isMoe() ? c.expertGemms : 1.0))
                               : 0.0;
    r.linearForward = c.gemm(tokens, h, (c.q + 2.0 * c.kv) / t, c.peak, c.inBytes, 1.0) +
                      c.gemm(tokens, c.q / t, h, c.peak, c.inBytes, 1.0) + castFwd +
                      c.ffnMats * c.gemm(c.expertTokens, h, c.f / t, c.peak, c.inBytes, c.expertGemms) +
                      (arch.sharedExperts > 0 ? c.ffnMats * c.gemm(tokens, h, c.f / t, c.peak, c.inBytes, arch.sharedExperts) : 0.0) +
                      (arch.isMoe() ? c.gemm(tokens, h, arch.experts, c.bf16, 2.0, 1.0) : 0.0);
    // The attention core runs in 16-bit even under FP8 (Transformer Engine keeps it in BF16).
    // Fused (flash) kernels: the causal half of the s² product, forward and backward at the
    // kernel's measured rate for this GPU, length and head dimension (model/performance/Stack.h,
    // attentionTflops); the training time is forward + backward, the forward's share of it one
    // pass of 3.5, which recomputation repeats. Unfused (Megatron of 2022): b·a/t batched GEMMs
    // s×d×s (QKᵀ) and s×s×d (probabilities · V), the backward twice the forward.
    const double heads = static_cast<double>(arch.attentionHeads) / t;
    const double attnFlops = 4.0 * tokens * c.s * c.q / t;
    if (stack.attention != AttentionKernel::Unfused) {
        const double rate = std::min(attentionTflops(stack.attention, c.hw.gpuModel, c.s, c.dh, c.bf16 / 1e12) * 1e12,
                                     c.bf16 * c.hw.matmulCeiling);
        r.attentionTraining = kFlashTrainingPasses * kCausalShare * attnFlops / (rate * c.kappa);
        r.attentionForward = r.attentionTraining / kFlashTrainingPasses;
    } else {
        r.attentionForward = c.gemm(c.s, c.dh, c.s, c.bf16, 2.0, c.b * heads) + c.gemm(c.s, c.s, c.dh, c.bf16, 2.0, c.b * heads);
        r.attentionTraining = 3.0 * r.attentionForward;
    }
    // Memory-bound passes per token, forward, 16-bit: each norm reads and writes h (4h), each
    // dropout reads and writes h and writes a 1-byte mask (5h, two of them), each residual add
    // reads two and writes one (6h, two); without sequence parallelism every tensor-parallel rank
    // runs them on the whole sequence. The activation function reads and writes its f-wide inputs
    // (GELU 4f, SwiGLU 6f); without flash attention, Megatron's fused scale-mask-softmax reads
    // and writes the a·s scores (4as) and their dropout 5as.
    // Rotary embeddings (RoPE models) read and write q and k. Each pass at the stack's factor over
    // the single-pass kernel (model/performance/Stack.h: eager PyTorch runs several kernels where
    // a fused one runs one).
    const double rep = tokens * h / (l.sequenceParallel ? t : 1.0);
    const double scores = l.flashAttention ? 0.0 : tokens * arch.attentionHeads * c.s / t;
    r.scoreForward = c.stream(4.0 * scores) + c.stream(5.0 * scores);
    const double rotary = arch.positionEmbeddings == PositionEmbeddings::Rope ? c.stream(4.0 * tokens * (c.q + c.kv) / t) : 0.0;
    const double activation = c.stream((isGated(arch.ffn) ? 6.0 : 4.0) * tokens * c.f * arch.activeExperts() / t) *
                              (isGated(arch.ffn) ? stack.activationFactor : 1.0);
    // The eager norm factor is RMSNorm's, which Hugging Face's models compose from six kernels;
    // LayerNorm is one native kernel (torch.nn.functional.layer_norm) whatever the stack.
    const double normFactor = arch.norm == NormKind::RmsNorm ? stack.normFactor : 1.0;
    r.vectorForward = arch.normsPerLayer * c.stream(4.0 * rep) * normFactor + 2.0 * c.stream(5.0 * rep) +
                      2.0 * c.stream(6.0 * rep) + rotary * stack.rotaryFactor + activation + r.scoreForward;
    // Backward: twice the forward's GEMM time (input and weight gradients), once for frozen
    // weights; twice its memory-bound passes.
    double seconds = r.linearForward * (c.frozen ? 2.0 : 3.0) + r.attentionTraining + r.vectorForward * 3.0;
    double adapterKernels = 0.0;
    if (c.adapterPerLayer > 0.0) {
        // Rank-r adapters: thin GEMMs, tokens × (in + out) × r, memory-bound more often than not.
        seconds += 3.0 * c.gemm(tokens, c.adapterPerLayer / t / std::max(1, l.loraRank), static_cast<double>(l.loraRank),
                                c.peak, 2.0, 1.0);
        if (stack.unfusedAdapters) {
            // PEFT's eager adapter (StackTerms::unfusedAdapters) on the four targets q, k, v, o
            // (adapterParametersPerLayer): each module's dropout reads and writes its input and
            // writes a 1-byte mask (5·in per token), the scaling multiply reads and writes the
            // output (4·out), the add reads two outputs and writes one (6·out); 16-bit, the
            // backward twice the forward's passes, as for the layer's other memory-bound passes.
            const double in = 3.0 * h + c.q / t;          // q, k and v read h; o reads the attention output
            const double out = (c.q + 2.0 * c.kv) / t + h; // q, k, v and o write these
            const double dropout = stack.adapterDropout > 0.0 ? c.stream(5.0 * tokens * in) : 0.0;
            seconds += 3.0 * (dropout + c.stream(4.0 * tokens * out) + c.stream(6.0 * tokens * out));
            adapterKernels = 4.0 * (stack.kernelsPerAdapter - (stack.adapterDropout > 0.0 ? 0.0 : 1.0));
        }
    }
    if (l.recompute == Recompute::Full) {
        seconds += r.linearForward + r.attentionForward + r.vectorForward;
    } else if (l.recompute == Recompute::Selective) {
        seconds += r.attentionForward + r.scoreForward;
    }
    // The host launches a layer's kernels one after another (forward, twice as many backward, and
    // the recomputed forward again): when that takes longer than the GPU needs for them, the GPU
    // waits for the host (eager PyTorch's per-kernel cost, model/performance/Stack.h).
    const double launches =
        (stack.kernelsPerLayerForward + adapterKernels) * (3.0 + (l.recompute == Recompute::Full ? 1.0 : 0.0));
    const double hostLayer = launches * stack.hostSecondsPerKernel;
    r.hostWait = std::max(0.0, hostLayer - seconds);
    seconds += r.hostWait;
    if (l.fineTuning == FineTuning::Qlora) {
        const double layerLinearParams = static_cast<double>(attentionParametersPerLayer(arch) + ffnParametersPerLayer(arch)) / t;
        const double passes = 2.0 + (l.recompute == Recompute::Full ? 1.0 : 0.0);
        seconds += passes * c.stream(layerLinearParams * kQloraDequantBytes);
    }
    r.seconds = seconds;
    return r;
}

// Tensor-parallel collectives per layer and micro-batch (Korthikanti et al. 2022, section 4.2.2):
// without sequence parallelism two all-reduces forward and two backward (and two more when the
// forward is recomputed); with it each becomes a reduce-scatter + all-gather, the same bytes as
// the all-reduce it replaces (NCCL's ring all-reduce is a reduce-scatter followed by an
// all-gather, nccl-tests doc/PERFORMANCE.md), so each pair is priced as that all-reduce. The
// backward gathers the layer inputs again for the weight gradients (none under LoRA) on its own
// stream while the input-gradient GEMM runs (Megatron-LM megatron/core/tensor_parallel/
// layers.py, LinearWithGradAccumulationAndAsyncCommunication: the all-gather is issued with
// async_op=True before grad_output.matmul(weight)); priced as hidden there. So sequence
// parallelism communicates what the all-reduces did and is never slower than without it. With
// Megatron-Core's tp_comm_overlap (sequence parallelism only) every all-gather and reduce-scatter
// runs beside the GEMM it feeds or drains (QKV, O, FC1, FC2), forward and backward.
double tensorParallelPerLayer(const StepContext &c, const CollectiveGroup &tpGroup)
{
    if (c.t <= 1) {
        return 0.0;
    }
    const double fullExtra = c.l.recompute == Recompute::Full ? 1.0 : 0.0;
    const double allReduce = cost(CollectiveOp::AllReduce, c.tokens * c.h * 2.0, tpGroup, c.hw);
    if (c.l.sequenceParallel && c.l.tpCommOverlap && c.stack.stack == Stack::Megatron) {
        const double half = 0.5 * allReduce; // one reduce-scatter or all-gather
        const auto beside = [half](double g) { return std::max(0.0, half - g); };
        return (2.0 + fullExtra) * (beside(c.qkvGemm()) + beside(c.outGemm()) + beside(c.upGemms()) + beside(c.downGemm()));
    }
    return (4.0 + 2.0 * fullExtra) * allReduce;
}

// Expert-parallel all-to-all per layer and micro-batch: dispatch and combine, forward and backward
// (and again for a recomputed forward).
double expertParallelPerLayer(const StepContext &c)
{
    if (!c.arch.isMoe() || c.e <= 1) {
        return 0.0;
    }
    const double msg = c.tokens * c.arch.expertsPerToken * c.h * 2.0 / (c.l.sequenceParallel ? c.t : 1);
    const double count = 4.0 + (c.l.recompute == Recompute::Full ? 2.0 : 0.0);
    return count * cost(CollectiveOp::AllToAll, msg, CollectiveGroup{c.e, std::min(c.e, c.dpPerDomain)}, c.hw);
}

// One pipeline stage and one micro-batch: L/p layers (v chunks of L/(p·v)); the last stage also
// runs the LM head (vocabulary-parallel over t) and the cross-entropy over fp32 logits (about four
// passes).
struct StageTimes {
    double layers = 0.0; // L/p
    double compute = 0.0;
    double tensorParallel = 0.0;
    double expertParallel = 0.0;
    double p2p = 0.0; // pipeline sends and receives
    double total() const { return compute + tensorParallel + expertParallel + p2p; }
};

StageTimes stageTimes(const StepContext &c, const LayerCompute &layer, const CollectiveGroup &tpGroup)
{
    StageTimes st;
    st.layers = static_cast<double>(c.arch.layers) / c.p;
    const double vocabulary = static_cast<double>(c.arch.vocabularySize) / c.t;
    const double lmFwd = c.gemm(c.tokens, c.h, vocabulary, c.peak, c.inBytes, 1.0);
    const double lossBytes = c.tokens * static_cast<double>(c.arch.vocabularySize) / c.t * 4.0 * 4.0;
    const double lmHead = lmFwd * (c.frozen ? 2.0 : 3.0) + c.stream(lossBytes) * c.stack.crossEntropyFactor;
    st.compute = st.layers * layer.seconds + lmHead;
    st.tensorParallel = st.layers * tensorParallelPerLayer(c, tpGroup) +
                        (c.t > 1 ? 2.0 * cost(CollectiveOp::AllReduce, c.tokens * 4.0, tpGroup, c.hw) : 0.0);
    st.expertParallel = st.layers * expertParallelPerLayer(c);
    // Pipeline point-to-point: each micro-batch leaves every chunk forward and comes back
    // backward, 2·v transfers per rank, of b·s·h 16-bit values split over the t ranks
    // (Megatron's scatter-gather optimisation, Narayanan et al. 2021, section 4.1). The next
    // stage is t·d ranks away: another node unless the whole model replica fits in the domain.
    if (c.p > 1) {
        const CollectiveGroup pair{2, c.t * c.d < c.domain ? 2 : 1};
        st.p2p = 2.0 * c.v * cost(CollectiveOp::SendRecv, c.tokens * c.h * 2.0 / c.t, pair, c.hw);
    }
    return st;
}

// The GPU's slice of the model: all of its parameters (dense over t·p, experts also over e) and
// the trainable ones (the adapters under LoRA/QLoRA).
struct ModelSlice {
    double parameters = 0.0;
    double trainable = 0.0;
};

ModelSlice modelSlice(const StepContext &c)
{
    const ParameterCounts counts = parameterCounts(c.arch);
    const double expert = c.arch.isMoe() ? static_cast<double>(counts.ffn - counts.router) : 0.0;
    const double dense = static_cast<double>(counts.total()) - expert;
    ModelSlice slice;
    slice.parameters = dense / (static_cast<double>(c.t) * c.p) + expert / (static_cast<double>(c.t) * c.p * c.e);
    slice.trainable = c.frozen ? c.adapterPerLayer * c.arch.layers / (static_cast<double>(c.t) * c.p) : slice.parameters;
    return slice;
}

struct DataParallelTimes {
    double total = 0.0;   // every collective, before overlap
    double exposed = 0.0; // what the step waits for
};

// Data parallelism over d ranks: the strategy's collectives (dataParallelCollectives, shared with
// the fabric model), each priced in the pieces the stack issues it in and beside the compute it
// overlaps.
//   Gradients (DDP's all-reduce, ZeRO-1/2's reduce-scatter): in buckets of bucket_mb, each
//   starting when the backward has produced it; a stack that reduces after the backward
//   (DeepSpeed stages 0 to 2) exposes them all.
//   ZeRO-1/2's all-gather of the updated weights after the optimizer step: exposed, unless the
//   stack gathers them layer by layer beside the next forward (Megatron's overlap_param_gather,
//   for its distributed optimizer, ZeRO-1: one layer's chunk shows).
//   ZeRO-3/FSDP, per micro-batch and layer: gather the layer's weights for forward and again for
//   backward, reduce-scatter its gradients; each gather hides behind the compute of the layer
//   before it (prefetch), the reduce-scatter behind the next layer's backward. DeepSpeed fetches
//   each linear module's parameters on their own (q, k, v, o and the FFN's two or three
//   matrices): as many gathers per layer, each of its share, so the ring's per-call latency is
//   paid that many times; each prefetches the layout's prefetch_depth pieces ahead
//   (model/performance/Stack.h). In backward the gathers and the layer's reduce-scatter share one
//   communication stream (FSDP1: Zhao et al. 2023, section 3.4; DeepSpeed's overlap stream).
DataParallelTimes dataParallelTimes(const StepContext &c, const LayerCompute &layer, const StageTimes &stage,
                                    const ModelSlice &slice)
{
    DataParallelTimes r;
    if (c.d <= 1) {
        return r;
    }
    const Layout &l = c.l;
    const CollectiveGroup dpGroup{c.d, c.dpPerDomain};
    const double gradBytes = slice.trainable * l.gradientBytes;
    const bool sharded = shardsWeights(l.strategy);
    const double baseBytes = l.fineTuning == FineTuning::Qlora ? kQloraBytesPerParameter : l.weightBytes;
    const double weightBytes = sharded ? slice.parameters * baseBytes : slice.trainable * l.weightBytes;
    const double backwardPerMb = stage.compute * kBackwardShareOfCompute;
    const int buckets = std::max(1, static_cast<int>(std::ceil(gradBytes / l.bucketBytes)));
    const double modules = c.stack.gatherPerModule ? 4.0 + c.ffnMats : 1.0;
    const int layerPieces = static_cast<int>(stage.layers);
    const int modulePieces = static_cast<int>(stage.layers * modules);
    const double forwardLayer = layer.forward();
    // ZeRO-3/FSDP's per-piece costs, kept for the shared backward stream.
    double gatherPiece = 0.0;
    double reducePiece = 0.0;
    for (const CollectiveCall &call : dataParallelCollectives(l.strategy, gradBytes, weightBytes, c.m)) {
        const bool gather = call.op == CollectiveOp::AllGather;
        if (sharded) {
            const double each = gather ? cost(call.op, call.bytes / stage.layers / modules, dpGroup, c.hw)
                                       : cost(call.op, call.bytes / stage.layers, dpGroup, c.hw);
            (gather ? gatherPiece : reducePiece) = each;
            r.total += call.times * ((gather ? modulePieces : layerPieces) * each);
        } else if (!gather) {
            const double each = cost(call.op, call.bytes / buckets, dpGroup, c.hw);
            const double total = buckets * each;
            const double exposed = exposedPipelinedSeconds(buckets, each, backwardPerMb / buckets, 1);
            r.total += call.times * total;
            r.exposed += call.times * (c.stack.overlapGradientReduction ? exposed : total);
        } else {
            const double whole = cost(call.op, call.bytes, dpGroup, c.hw);
            const int layersHere = std::max(1, static_cast<int>(stage.layers));
            const bool besideForward = l.strategy == Strategy::Zero1 && c.stack.overlapParameterGather;
            r.total += call.times * whole;
            r.exposed += call.times * (besideForward ? exposedPipelinedSeconds(layersHere,
                                                                               cost(call.op, call.bytes / layersHere, dpGroup, c.hw),
                                                                               forwardLayer, 1)
                                                     : whole);
        }
    }
    if (sharded) {
        const double backwardLayer = layer.seconds - forwardLayer;
        const double exposedForward = exposedPipelinedSeconds(modulePieces, gatherPiece, forwardLayer / modules, l.prefetchDepth);
        const double exposedBackward = exposedPipelinedSeconds(modulePieces, gatherPiece + reducePiece / modules,
                                                               backwardLayer / modules, l.prefetchDepth);
        r.exposed = c.m * (exposedForward + exposedBackward);
    }
    return r;
}

// What the step delivers: tokens per second, and model and hardware FLOP/s per GPU.
void fillRates(StepBreakdown &r, const StepContext &c)
{
    r.tokensPerStep = static_cast<double>(c.l.globalBatchSequences) * c.s;
    r.tokensPerSecond = r.tokensPerStep / r.stepSeconds;
    r.tokensPerGpuSecond = r.tokensPerSecond / r.gpus;
    const double modelFlops = r.tokensPerStep * neededFlopsPerToken(c.arch, c.l) / r.gpus;
    const double hwFlops = (static_cast<double>(c.l.globalBatchSequences) / c.b *
                                (c.arch.layers * layerTrainingFlops(c.arch, c.l, c.adapterPerLayer, true) +
                                 (c.frozen ? 2.0 : 3.0) * lmHeadForwardFlops(c.arch, c.s, c.b))) /
                           r.gpus;
    r.modelTflopsPerGpu = modelFlops / r.stepSeconds / 1e12;
    r.hardwareTflopsPerGpu = hwFlops / r.stepSeconds / 1e12;
    r.mfu = c.peak > 0.0 ? modelFlops / (c.peak * r.stepSeconds) : 0.0;
}

} // namespace

StepBreakdown stepTime(const Architecture &arch, const Layout &l, const Hardware &hw, int nodes)
{
    return stepTime(arch, l, hw, nodes, stackTermsOf(l, hw.gpuModel));
}

StepBreakdown stepTime(const Architecture &arch, const Layout &l, const Hardware &hw, int nodes, const StackTerms &stack)
{
    StepBreakdown r;
    r.nodes = nodes;
    r.gpus = nodes * hw.gpusPerNode;
    StepContext c = makeContext(arch, l, hw, stack);
    r.problem = checkShape(c, r.gpus, r);
    if (!r.ok()) {
        return r;
    }
    c.expertTokens = arch.isMoe() ? c.tokens * arch.expertsPerToken * c.e / arch.experts : c.tokens;
    c.expertGemms = arch.isMoe() ? static_cast<double>(arch.experts) / c.e : 1.0;
    c.dpPerDomain = std::max(1, std::min(c.d, c.domain / std::min(c.t, c.domain)));
    r.stack = stack.stack;
    r.stackInferred = stack.inferred;
    r.attention = stack.attention;
    r.tensorParallelAcrossDomain = c.t > c.domain;

    const LayerCompute layer = layerCompute(c);
    const StageTimes stage = stageTimes(c, layer, CollectiveGroup{c.t, std::min(c.t, c.domain)});
    r.computeSeconds = c.m * stage.compute;
    r.tensorParallelSeconds = c.m * stage.tensorParallel;
    r.expertParallelSeconds = c.m * stage.expertParallel;
    r.pipelineP2pSeconds = c.m * stage.p2p;
    // The bubble: pipelineBubbleFraction(p, v, m) of the m micro-batches' stage time.
    r.pipelineBubbleSeconds = static_cast<double>(c.p - 1) / c.v * stage.total();

    const ModelSlice slice = modelSlice(c);
    const DataParallelTimes dp = dataParallelTimes(c, layer, stage, slice);
    r.dataParallelSeconds = dp.total;
    r.dataParallelExposedSeconds = dp.exposed;
    // The optimizer step: memory-bound over this GPU's trainable slice (sharded by ZeRO).
    const double optimizerParams = l.strategy == Strategy::Ddp ? slice.trainable : slice.trainable / c.d;
    r.optimizerSeconds = optimizerParams * optimizerBytesPerParameter(l) * stack.optimizerPasses / c.memRate; // memRate includes κ

    r.stepSeconds = r.computeSeconds + r.tensorParallelSeconds + r.expertParallelSeconds + r.pipelineBubbleSeconds +
                    r.pipelineP2pSeconds + r.dataParallelExposedSeconds + r.optimizerSeconds;
    r.hostWaitSeconds = c.m * stage.layers * layer.hostWait;
    fillRates(r, c);
    return r;
}

Layout layoutFromVersion2(const FabricJob &fabric, const std::optional<MemoryJob> &memory)
{
    Layout l;
    l.strategy = fabric.strategy;
    l.tensorParallel = fabric.tensorParallel;
    l.pipelineParallel = fabric.pipelineParallel;
    l.sequenceLength = static_cast<int>(std::lround(fabric.sequenceLength));
    l.globalBatchSequences =
        fabric.sequenceLength > 0.0 ? std::max(1, static_cast<int>(std::lround(fabric.globalBatchTokens / fabric.sequenceLength))) : 1;
    l.bucketBytes = fabric.bucketBytes;
    if (memory) {
        l.microBatchSize = std::max(1, memory->microBatchSize);
        l.recompute = memory->activationCheckpointing ? Recompute::Full : Recompute::None;
        l.flashAttention = memory->flashAttention;
        l.fineTuning = memory->fineTuning;
        if (memory->loraRank > 0) {
            l.loraRank = memory->loraRank;
        }
        l.weightBytes = memory->weightBytes;
        l.gradientBytes = memory->gradientBytes;
        l.optimizerBytes = memory->optimizerBytes;
    }
    // The global batch must divide into micro-batches.
    l.globalBatchSequences = std::max(l.microBatchSize, l.globalBatchSequences / l.microBatchSize * l.microBatchSize);
    return l;
}

bool usesFeature(const Layout &l, StackFeature feature)
{
    switch (feature) {
    case StackFeature::TensorParallel:
        return l.tensorParallel > 1;
    case StackFeature::PipelineParallel:
        return l.pipelineParallel > 1;
    case StackFeature::VirtualStages:
        return l.virtualStages > 1;
    case StackFeature::SequenceParallel:
        return l.sequenceParallel && l.tensorParallel > 1;
    case StackFeature::ExpertParallel:
        return l.expertParallel > 1;
    case StackFeature::Lora:
        return l.fineTuning == FineTuning::Lora;
    case StackFeature::Qlora:
        return l.fineTuning == FineTuning::Qlora;
    case StackFeature::Fp8:
        return l.precision == Precision::Fp8;
    case StackFeature::Compiled:
        return l.compiled;
    }
    return false;
}

bool beyondTrainer(const Layout &l)
{
    for (const StackFeature feature : kStackFeatures) {
        if (usesFeature(l, feature) && !stackRunsFeature(Stack::Hf, l.strategy, feature)) {
            return true;
        }
    }
    return false;
}

Stack resolvedStack(const Layout &l)
{
    return resolvedStack(l.stack, l.strategy, beyondTrainer(l));
}

StackTerms stackTermsOf(const Layout &l, std::string_view gpuModel)
{
    return stackTerms(l.stack, l.strategy, l.compiled, l.flashAttention, gpuModel, beyondTrainer(l));
}

std::vector<InputIssue> validate(const Layout &l, const Architecture &arch)
{
    std::vector<InputIssue> issues;
    const auto range = [&](const char *key, double value, double low, double high) {
        if (!std::isfinite(value)) {
            issues.push_back(InputIssue{std::string("layout.") + key, IssueCode::NotFinite, value, 0.0, 0.0, {}});
        } else if (value < low || value > high) {
            issues.push_back(InputIssue{std::string("layout.") + key, IssueCode::OutOfRange, value, low, high, {}});
        }
    };
    range("tensor_parallel", l.tensorParallel, 1, 4096);
    range("pipeline_parallel", l.pipelineParallel, 1, 4096);
    range("virtual_stages", l.virtualStages, 1, 1024);
    range("expert_parallel", l.expertParallel, 1, 100000);
    range("micro_batch_size", l.microBatchSize, 1, 1e6);
    range("global_batch_sequences", l.globalBatchSequences, 1, 1e9);
    range("sequence_length", l.sequenceLength, 1, kMaxContext);
    range("lora_rank", l.loraRank, 1, 65536);
    range("weight_bytes", l.weightBytes, 0.5, 16);
    range("gradient_bytes", l.gradientBytes, 0.5, 16);
    range("optimizer_bytes", l.optimizerBytes, 0, 64);
    range("bucket_mb", l.bucketBytes / (1024.0 * 1024.0), 0.01, 1e6);
    range("prefetch_depth", l.prefetchDepth, 0, 64);
    if (!issues.empty()) {
        return issues;
    }
    if (arch.attentionHeads > 0 && arch.attentionHeads % l.tensorParallel != 0) {
        issues.push_back(InputIssue{"layout.tensor_parallel", IssueCode::OutOfRange, static_cast<double>(l.tensorParallel),
                                    1.0, static_cast<double>(arch.attentionHeads), "heads"});
    }
    if (arch.layers > 0 && arch.layers % (l.pipelineParallel * l.virtualStages) != 0) {
        issues.push_back(InputIssue{"layout.pipeline_parallel", IssueCode::OutOfRange,
                                    static_cast<double>(l.pipelineParallel * l.virtualStages), 1.0,
                                    static_cast<double>(arch.layers), "layers"});
    }
    // A preset's shape is not known here (arch.layers 0): evaluate() checks again once it is resolved.
    if (l.expertParallel > 1 && arch.layers > 0 && (!arch.isMoe() || arch.experts % l.expertParallel != 0)) {
        issues.push_back(InputIssue{"layout.expert_parallel", IssueCode::OutOfRange, static_cast<double>(l.expertParallel),
                                    1.0, static_cast<double>(arch.experts), "experts"});
    }
    if (l.globalBatchSequences % l.microBatchSize != 0) {
        issues.push_back(InputIssue{"layout.global_batch_sequences", IssueCode::OutOfRange,
                                    static_cast<double>(l.globalBatchSequences), static_cast<double>(l.microBatchSize),
                                    1e9, "micro_batch"});
    }
    if (!stackRunsStrategy(l.stack, l.strategy)) {
        issues.push_back(InputIssue{"layout.stack", IssueCode::StackStrategy, 0.0, 0.0, 0.0,
                                    std::string(toString(l.stack)) + " " + std::string(toString(l.strategy))});
    }
    // What else the layout asks of its stack, against the stack table (model/performance/Stack.h).
    const Stack stack = resolvedStack(l);
    for (const StackFeature feature : kStackFeatures) {
        if (usesFeature(l, feature) && !stackRunsFeature(l.stack, l.strategy, feature)) {
            const std::string path(layoutFieldOf(feature));
            issues.push_back(feature == StackFeature::Compiled
                                 ? InputIssue{path, IssueCode::CompiledNeedsFsdp, 1.0, 0.0, 0.0,
                                              std::string(toString(stack))}
                                 : InputIssue{path, IssueCode::StackFeature, 0.0, 0.0, 0.0,
                                              std::string(toString(stack)) + " " + std::string(toString(feature))});
        }
    }
    if (l.virtualStages > 1 && l.pipelineParallel == 1) {
        issues.push_back(InputIssue{"layout.virtual_stages", IssueCode::OutOfRange, static_cast<double>(l.virtualStages),
                                    1.0, 1.0, "needs_pipeline"});
    }
    return issues;
}

} // namespace capplan::model
