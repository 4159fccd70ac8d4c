// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/Architecture.h"
#include "model/catalog/Catalog.h"
#include "model/performance/Collectives.h"
#include "model/performance/Fabric.h"
#include "model/performance/Parallelism.h"
#include "model/plan/Issues.h"
#include "model/performance/Memory.h"
#include "model/performance/Stack.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace capplan::model {

// Step time of a training job from first principles, for any tensor × pipeline × data (× expert)
// parallel layout on a size's real topology: compute from the architecture's FLOPs at an achieved
// matmul rate, tensor-parallel collectives inside the NVLink domain, pipeline bubble and
// point-to-point transfers, data-parallel reduction and ZeRO gathers with the overlap a timeline
// allows, the expert all-to-all and the optimizer step. docs/validation.md shows it against
// published runs; every formula below names its source.
//
// Units: seconds, bytes, FLOPs; rates per second. Memory in GB (1e9 bytes), as model/performance/Memory.h.

enum class Recompute { None, Selective, Full };
enum class Precision { Bf16, Fp8 };

std::string_view toString(Recompute mode);  // "none", "selective", "full"
std::optional<Recompute> recomputeFromString(std::string_view text);
std::string_view toString(Precision precision); // "bf16", "fp8"
std::optional<Precision> precisionFromString(std::string_view text);

// The 16-bit format a GPU runs mixed precision in: BF16 where its tensor cores have it (NVIDIA
// from Ampere on: "BF16 … new in A100", NVIDIA A100 Tensor Core GPU Architecture whitepaper,
// 2020; AMD CDNA), else FP16 with loss scaling. The NVIDIA V100 data sheet lists FP16 tensor
// performance only (Volta has no BF16), and so do T4 (Turing); P100, P40, K80 and M60 predate
// tensor cores. The catalog's bf16_tflops_per_gpu of a V100 is its FP16 tensor peak, so the
// step-time model's numbers hold for the FP16 run; only the format (and its loss scaling) differs.
enum class HalfPrecision { Bf16, Fp16 };
std::string_view toString(HalfPrecision format); // "bf16", "fp16"
// The one place that decides it, from the catalog's GPU model ("NVIDIA V100 32GB SXM2" → Fp16).
HalfPrecision halfPrecisionFor(std::string_view gpuModel);

// The plan file's "layout" block (version 3). The names of the contract: tensor_parallel,
// pipeline_parallel, virtual_stages, sequence_parallel, expert_parallel, strategy,
// micro_batch_size, global_batch_sequences, sequence_length, recompute, precision, fine_tuning,
// lora_rank. The rest are this product's own (model/plan/PlanFields.cpp, layoutFields()).
struct Layout {
    int tensorParallel = 1;   // t
    int pipelineParallel = 1; // p
    int virtualStages = 1;    // v: model chunks per pipeline rank (interleaved 1F1B)
    bool sequenceParallel = false;
    int expertParallel = 1; // e: splits the data-parallel group for the experts
    Strategy strategy = Strategy::Ddp;
    int microBatchSize = 1;         // b, sequences
    int globalBatchSequences = 0;   // B, sequences per optimizer step
    int sequenceLength = 0;         // s, tokens
    Recompute recompute = Recompute::None;
    Precision precision = Precision::Bf16;
    FineTuning fineTuning = FineTuning::Full;
    int loraRank = 16;
    // This product's own.
    // Flash attention fuses the attention core: no s×s scores in memory, no memory-bound softmax
    // and dropout passes (Dao et al. 2022). Megatron of 2022 (the Korthikanti runs) had none.
    bool flashAttention = true;
    // Model states, bytes per parameter. Megatron mixed precision: bf16 weights 2 + fp32 gradients
    // 4 + fp32 master weights and Adam's two moments 12 = 18 (Korthikanti et al. 2022, Figure 1;
    // Megatron-LM's accumulate_allreduce_grads_in_fp32). DeepSpeed's estimators count 16 (bf16
    // gradients; deepspeed.runtime.zero.stage3.estimate_zero3_model_states_mem_needs) to 18.
    double weightBytes = 2.0;
    double gradientBytes = 4.0;
    double optimizerBytes = 12.0;
    // Gradient bucket of data-parallel reduction (PyTorch DDP bucket_cap_mb = 25 MiB; Megatron's
    // distributed optimizer buckets 40 M parameters).
    double bucketBytes = 25.0 * 1024.0 * 1024.0;
    // ZeRO-3/FSDP: how many layers' gathers may be in flight ahead of the compute (FSDP
    // forward_prefetch / BackwardPrefetch.BACKWARD_PRE: 1). 0 gathers each layer when it is needed.
    int prefetchDepth = 1;
    // The training stack (model/performance/Stack.h): "stack" and "compiled" are the contract's names. Inferred
    // from the strategy unless given; compiled (torch.compile) only with the fsdp stack.
    Stack stack = Stack::Inferred;
    bool compiled = false;
    // Megatron-Core's tensor-parallel communication overlap (Transformer Engine userbuffers,
    // tp_comm_overlap; default false in model_parallel_config.py): with sequence parallelism the
    // all-gathers and reduce-scatters run beside the GEMMs that consume and produce them.
    bool tpCommOverlap = false;

    bool operator==(const Layout &) const = default;
};

// The size's hardware as the step-time model sees it. hardwareFor() fills it from the catalog.
struct Hardware {
    std::string gpuModel;
    HalfPrecision halfPrecision = HalfPrecision::Bf16; // halfPrecisionFor(gpuModel)
    int gpusPerNode = 8;
    int nvlinkDomainGpus = 8; // GPUs one NVLink domain joins (1 = none)
    double bf16Flops = 0.0;   // dense peak per GPU, FLOP/s
    double fp8Flops = 0.0;    // 0 = no FP8
    double memoryBytesPerSecond = 0.0;
    double gpuMemoryGB = 0.0;
    // Achieved fraction of the memory bandwidth by large streaming kernels (Calculon's mem1
    // efficiency at ≥ 100 MB on A100: 0.90, systems/a100_80g.json).
    // hardwareFor() takes the GPU's measured STREAM Copy rate where one is cited (StepTime.cpp,
    // defaultMemoryEfficiency).
    double memoryEfficiency = 0.9;
    CollectiveNetwork network;
    bool hasInfiniBand = false;
    // Achieved fraction of peak for one GEMM of a given size (GFLOP) after tensor parallelism:
    // points (GFLOP, fraction), increasing, interpolated linearly in log10(GFLOP). The default is
    // Calculon's A100 curve (calculon-ai/calculon systems/a100_80g.json: ≥128 GFLOP 0.95, ≥16 0.9,
    // ≥1 0.6, below 0.1; Isaev et al. 2023, SC'23), measured from cuBLAS GEMMs.
    std::vector<std::pair<double, double>> matmulCurve{{0.01, 0.1}, {1.0, 0.6}, {16.0, 0.9}, {128.0, 0.95}};
    // The curve's plateau for this GPU: the curve is scaled so that its largest point gives this
    // fraction of the peak. hardwareFor() takes it from the Maximum Achievable Matmul FLOPS
    // measured per GPU model (Bekman, "Machine Learning Engineering", compute/accelerator,
    // MAMF table: A100 SXM 267.9 of 312 TFLOP/s = 0.859, H100 SXM 792.1 of 989 = 0.801, H100 PCIe
    // 499.5 of 756 = 0.661, MI300X 758.3 of 1,307 = 0.580), except the A100 80GB SXM, where the
    // sustained cuBLASLt rate measured on its VM shape is used (256.5 of 312 = 0.822,
    // Azure/AI-benchmarking-guide ND_A100_v4_results.md); 0.95 keeps Calculon's own curve.
    double matmulCeiling = 0.95;
    // The same for FP8 GEMMs over the dense FP8 peak; 0 = matmulCeiling. hardwareFor() takes it
    // from cuBLASLt FP8 GEMMs measured with random data (Azure/AI-benchmarking-guide, fork
    // yosoyjay commit a8263ef1, ND_H100_v5_results.md: at most 1,382.2 of 1,979 TFLOP/s = 0.698;
    // ND_H200_v5_results.md: at most 1,333.2 = 0.674).
    double fp8MatmulCeiling = 0.0;
    // Calibration factors (1 = the model's defaults; calibrateLayout() fits them): computeFactor
    // divides every compute time (matmul and memory-bound passes, the optimizer step), networkFactor
    // multiplies every link's bandwidth.
    double computeFactor = 1.0;
    double networkFactor = 1.0;

    // The precision a layout's GEMMs run at here: FP8 only where asked and the GPU has it (A100
    // and V100 run an "fp8" layout at the 16-bit format). The one place it is decided: the step
    // time, the exports and the report read it.
    Precision runs(Precision precision) const
    {
        return precision == Precision::Fp8 && fp8Flops > 0.0 ? Precision::Fp8 : Precision::Bf16;
    }
    double peakFlops(Precision precision) const
    {
        return runs(precision) == Precision::Fp8 ? fp8Flops : bf16Flops;
    }
    double matmulEfficiency(double gemmFlops, bool fp8 = false) const;
    double curveValue(double gflop) const; // the curve itself, interpolated
    // Achieved fraction of the memory bandwidth by one kernel streaming `bytes` (Calculon's
    // per-size curve, StepTime.cpp), at most memoryEfficiency.
    double streamEfficiency(double bytes) const;
};

// The size's hardware: the catalog's facts where they are given (bf16TflopsPerGpu,
// fp8TflopsPerGpu, nvlinkDomainGpus, memoryBandwidthGBps, collectiveLibrary, nvlinkGBpsPerGpu,
// ibGbpsPerGpu, measuredBusGBps), and where one is 0 or empty a documented fallback by GPU model
// (Fabric.cpp's fabricFactsFor() for the links; StepTime.cpp for memory bandwidth and FP8):
//   NVLink domain: the VM's GPUs when it has NVLink, else 1;
//   memory bandwidth: the GPU's data-sheet figure (A100 80GB 2,039 GB/s, H100 SXM 3,350, H200
//     4,800, MI300X 5,300, B200/GB200 8,000, V100 900), else 2,000 GB/s;
//   NVLS (NVLink SHARP) on NVSwitch gen 3+ (H100, H200, B200, GB200); not with RCCL.
Hardware hardwareFor(const VmSize &size);

// ---------------------------------------------------------------------------------------------
// FLOPs (Narayanan et al. 2021, "Efficient Large-Scale Language Model Training on GPU Clusters
// Using Megatron-LM", section 5.1; Korthikanti et al. 2022, appendix A), per micro-batch of b
// sequences of s tokens, one whole layer (before dividing by t). A multiply-add is 2 FLOPs.

struct LayerFlops {
    // The linear layers, forward: 2·b·s·h·(a·d + 2·g·d) (Q, K, V; GQA keeps g heads) + 2·b·s·a·d·h
    // (O) + 2·b·s·h·f·(2 for GELU, 3 for SwiGLU's gate, up and down)·(active experts) + 2·b·s·h·E
    // (the router).
    double linear = 0.0;
    // The attention core, forward: QKᵀ and the weighted sum of V, 2·2·b·s²·a·d (the full s×s
    // product, as Megatron computes it and the papers count).
    double attention = 0.0;
    double total() const { return linear + attention; }
};

LayerFlops forwardLayerFlops(const Architecture &arch, double sequenceLength, double microBatchSize);
// The LM head's forward, 2·b·s·h·V (the embedding lookup has no FLOPs).
double lmHeadForwardFlops(const Architecture &arch, double sequenceLength, double microBatchSize);

// FLOPs of one layer and micro-batch, forward + backward (+ recomputation), as the GPUs run them:
//   full fine-tuning: 3× forward (backward computes input and weight gradients, 2× forward);
//   LoRA/QLoRA: the frozen linear layers skip the weight-gradient GEMMs: 2× their forward; the
//     attention core stays 3×; the adapters add 6·b·s·(adapter parameters of the layer);
//   recompute full: + 1 forward of the layer; selective: + 1 forward of the attention core
//     (Korthikanti et al. 2022, section 5);
//   with flash attention the causal core runs its lower triangle only, half of the s² product,
//     and its backward recomputes the scores: 3.5 × that half forward and backward (Dao 2023,
//     "FlashAttention-2", section 4.1: backward = 2.5 × forward). Without it (Megatron of 2022)
//     the full product is computed and masked, 3× forward.
double layerTrainingFlops(const Architecture &arch, const Layout &layout, double adapterParametersPerLayer,
                          bool withRecompute);
// Model FLOPs per token: 3 × (forward of every layer + the LM head), no recomputation;
// ≈ 6·N + the attention term. For GPT (f = 4h, g = a) it is 72·L·h²·(1 + s/(6h) + V/(12·L·h)),
// Narayanan et al. 2021's eq. 3 (96·B·s·L·h²·(1 + s/6h + V/16Lh) per batch, which counts full
// recomputation's fourth pass) with three passes. The literature's convention, full s² attention.
double modelFlopsPerToken(const Architecture &arch, double sequenceLength);
// The FLOPs a step of this layout needs per token, which MFU counts: the causal attention core at
// half of its s² product (only the lower triangle is needed; the FlashAttention papers' count), and
// under LoRA/QLoRA the frozen weights' forward and input-gradient GEMMs only (2× their forward, no
// weight gradients) plus 6 × the adapters. Never more than the GPUs execute, so MFU ≤ 1.
double neededFlopsPerToken(const Architecture &arch, const Layout &layout);



// ---------------------------------------------------------------------------------------------
// The step

// Why a node count is not an option for a layout.
enum class LayoutProblem {
    None,
    GpusNotDivisible,       // nodes · GPUs per node not a multiple of t · p
    ExpertsNotDivisible,    // e does not divide d
    BatchNotDivisible,      // B not a multiple of d · b
    LayersNotDivisible,     // L not a multiple of p · v
    HeadsNotDivisible,      // t does not divide the attention heads
    ExpertCountNotDivisible // e does not divide the experts
};
std::string_view toString(LayoutProblem problem); // snake_case

struct StepBreakdown {
    int nodes = 0;
    int gpus = 0;
    int dataParallel = 0;
    int microBatches = 0; // m, per replica and step
    LayoutProblem problem = LayoutProblem::None;
    bool tensorParallelAcrossDomain = false; // t beyond the NVLink domain: priced on InfiniBand

    // The step split; stepSeconds is their sum.
    double computeSeconds = 0.0;           // FLOPs at the achieved rate + memory-bound passes, m micro-batches
    double tensorParallelSeconds = 0.0;    // TP collectives (not overlapped: Megatron runs them in line)
    double expertParallelSeconds = 0.0;    // MoE all-to-all
    double pipelineBubbleSeconds = 0.0;    // (p − 1)/v stage times
    double pipelineP2pSeconds = 0.0;       // stage-to-stage activations and gradients
    double dataParallelSeconds = 0.0;      // all DP/ZeRO communication, before overlap
    double dataParallelExposedSeconds = 0.0;
    double optimizerSeconds = 0.0;
    double stepSeconds = 0.0;

    double tokensPerStep = 0.0;
    double tokensPerSecond = 0.0; // all GPUs
    double tokensPerGpuSecond = 0.0;
    double modelTflopsPerGpu = 0.0;    // needed FLOPs (neededFlopsPerToken) per GPU per second / 1e12
    double hardwareTflopsPerGpu = 0.0; // FLOPs the GPUs execute (with recomputation) / 1e12
    double mfu = 0.0;                  // needed FLOPs / (peak · step)
    // The stack the step was priced for (model/performance/Stack.h) and the host-bound share: the time a layer
    // waits for the host to launch its kernels (0 when the GPU work is longer).
    Stack stack = Stack::Fsdp;
    bool stackInferred = false;
    AttentionKernel attention = AttentionKernel::FlashAttention2;
    double hostWaitSeconds = 0.0;

    bool ok() const { return problem == LayoutProblem::None; }
};

// The step at `nodes` nodes. d = nodes · GPUs per node / (t · p); a node count where d is not a
// whole number ≥ 1, e does not divide d, or B does not divide into d · b is not an option
// (problem says why; the times stay 0). Call validate(layout, arch) first.
StepBreakdown stepTime(const Architecture &arch, const Layout &layout, const Hardware &hardware, int nodes);
// The same with the stack's terms given (stackTerms() of the layout's stack otherwise): for tests
// that switch one term at a time.
StepBreakdown stepTime(const Architecture &arch, const Layout &layout, const Hardware &hardware, int nodes,
                       const StackTerms &stack);

// ---------------------------------------------------------------------------------------------
// Memory per GPU of a layout (Korthikanti et al. 2022, section 4, Table 2)

// The step-time model's memory per GPU is the same breakdown as the memory block's (Memory.h), with
// the activations split into layers and output: one per-option memory result for both models.
using LayoutMemory = MemoryBreakdown;

// Activation bytes of one layer and micro-batch per GPU: Korthikanti's sbh·(10 + 24/t + 5as/(ht))
// without sequence parallelism, sbh·(34/t + 5as/(ht)) with it, term by term for the architecture's
// own shapes (architectureActivationBytesPerToken: the norms' outputs, the QKV and FFN inputs and
// the dropout masks are the replicated 10h); selective recomputation or flash attention drops the
// 5as term; full recomputation keeps only the layer's input, 2sbh (/t with sequence parallelism).
double layerActivationBytesPerGpu(const Architecture &arch, const Layout &layout);

// Model states over t·p (experts also over e), then ZeRO's stage over d; activations of the first
// stage: L/p layers × p micro-batches in flight = L layers' worth (1F1B), with interleaving
// × (1 + (p − 1)/(p·v)) (Narayanan et al. 2021, section 2.2.2); reserve 2 GB + 5 %.
LayoutMemory layoutMemoryPerGpu(const Architecture &arch, const Layout &layout, int dataParallel,
                                double gpuMemoryGB);

// A version-2 plan's "scaling" fabric block and "memory" block as a layout (the conversion the
// GUI offers when a model is chosen): strategy, t and p; the global batch in sequences
// (global_batch_tokens / sequence_length); micro-batch size, activation checkpointing (→ full
// recomputation), flash attention, fine-tuning, LoRA rank and the bytes per parameter from the
// memory block. The global batch is rounded to a whole number of sequences (at least one).
Layout layoutFromVersion2(const FabricJob &fabric, const std::optional<MemoryJob> &memory);

// Checks with plan-file paths ("layout.tensor_parallel", …).
std::vector<InputIssue> validate(const Layout &layout, const Architecture &arch);
// Whether a layout asks its stack for a feature of the stack table (model/performance/Stack.h):
// t, p, v or e above 1, sequence parallelism with t > 1, LoRA, QLoRA, FP8, torch.compile.
bool usesFeature(const Layout &layout, StackFeature feature);
// Whether the layout asks for something the Hugging Face Trainer does not run (a feature outside
// the hf row of the stack table), and so the stack a plan naming none runs it on (inferredStack).
bool beyondTrainer(const Layout &layout);
Stack resolvedStack(const Layout &layout);
// The step-time terms of the layout's stack on a GPU (stackTerms, with the layout's own options).
StackTerms stackTermsOf(const Layout &layout, std::string_view gpuModel);

} // namespace capplan::model
