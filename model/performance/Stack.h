// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The training stack a layout runs on, and what physically differs between stacks: the attention
// kernel and its measured rate per GPU generation, which memory-bound passes are fused, the host
// cost of launching kernels, the optimizer implementation, and how much of the data- and
// tensor-parallel communication the stack overlaps with compute. docs/validation.md ("Training
// stacks") lists every term with its source; model/performance/StepTime.cpp applies them.

#include "model/performance/Fabric.h"

#include <optional>
#include <string_view>
#include <vector>

namespace capplan::model {

// "layout.stack": megatron (Megatron-LM / Megatron-Core, as NeMo runs it), fsdp (PyTorch-native
// FSDP or DDP as torchtitan runs it), deepspeed (DeepSpeed's engine, ZeRO stages 0 to 3), hf (the
// Hugging Face Trainer through accelerate, over FSDP for ddp/fsdp or DeepSpeed for ZeRO, with PEFT
// for LoRA and bitsandbytes for QLoRA). Inferred: the plan names none (inferredStack).
enum class Stack { Inferred, Megatron, Fsdp, DeepSpeed, Hf };
inline constexpr Stack kStacks[] = {Stack::Hf, Stack::Fsdp, Stack::DeepSpeed, Stack::Megatron};

std::string_view toString(Stack stack); // "inferred", "megatron", "fsdp", "deepspeed", "hf"
std::optional<Stack> stackFromString(std::string_view text); // the four names only, not "inferred"

// What an Azure ML user following its documentation runs: the Hugging Face Trainer through a
// pytorch distribution (hf), for every strategy. A layout asking for what the Trainer does not run
// (`beyondTrainer`: tensor, pipeline or expert parallelism, FP8, torch.compile) keeps the stack the
// strategy had before the Trainer was known: ddp and fsdp → fsdp, zero1/2/3 → deepspeed. Megatron
// only when the plan names it. StepTime.h's resolvedStack(Layout) works out `beyondTrainer`.
Stack inferredStack(Strategy strategy, bool beyondTrainer);
Stack resolvedStack(Stack stack, Strategy strategy, bool beyondTrainer); // the stack, or the inferred one

// What a layout may ask of its stack beyond the strategy: each a layout field (toString gives its
// key in the plan file's "layout" block, or the fine-tuning / precision value it names).
enum class StackFeature {
    TensorParallel,   // tensor_parallel > 1
    PipelineParallel, // pipeline_parallel > 1
    VirtualStages,    // virtual_stages > 1 (the interleaved 1F1B schedule)
    SequenceParallel, // sequence_parallel
    ExpertParallel,   // expert_parallel > 1
    Lora,             // fine_tuning "lora"
    Qlora,            // fine_tuning "qlora"
    Fp8,              // precision "fp8" (on a GPU that has it: Hardware::fp8Flops)
    Compiled,         // compiled (torch.compile)
};
inline constexpr StackFeature kStackFeatures[] = {
    StackFeature::TensorParallel, StackFeature::PipelineParallel, StackFeature::VirtualStages,
    StackFeature::SequenceParallel, StackFeature::ExpertParallel, StackFeature::Lora,
    StackFeature::Qlora, StackFeature::Fp8, StackFeature::Compiled};
std::string_view toString(StackFeature feature); // "tensor_parallel" … "fp8", "compiled"
// The layout field a feature is set in: "layout.tensor_parallel", "layout.fine_tuning", …
std::string_view layoutFieldOf(StackFeature feature);

// What each stack runs, in one table (docs/validation.md, "What each stack runs"), each row with
// the documentation or code it is read from. It decides plan validation (a layout asking for what
// its stack does not run is an error naming both fields), the planner's and the search's
// candidates, and which choices the window's layout section offers.
struct StackCapabilities {
    Stack stack = Stack::Fsdp;
    std::vector<Strategy> strategies;
    std::vector<StackFeature> features;
    std::string_view source;
};
// The row of a named stack (Inferred gives hf's).
const StackCapabilities &stackCapabilities(Stack stack);

// The pairs a stack runs: megatron with ddp or zero1 (its distributed optimizer); fsdp with ddp,
// fsdp or zero2 (FSDP's SHARD_GRAD_OP); deepspeed with ddp (stage 0), zero1, zero2 or zero3; hf
// with every strategy. Inferred runs what the Trainer runs and, beyond it, what the strategy's
// earlier stack runs (inferredStack).
bool stackRunsStrategy(Stack stack, Strategy strategy);
bool stackRunsFeature(Stack stack, Strategy strategy, StackFeature feature);

// The attention kernel a stack runs on a GPU.
enum class AttentionKernel {
    Unfused,      // Megatron of 2022 (flash_attention false): QKᵀ and P·V GEMMs and a fused softmax
    FlashAttention2,
    CudnnFused,   // cuDNN's fused flash attention, through Transformer Engine (Hopper and later)
};

std::string_view toString(AttentionKernel kernel); // "unfused", "flash_attention_2", "cudnn_fused"

// Causal attention forward + backward, in TFLOP/s as the FlashAttention papers count them (the
// forward 4·s²·d·heads halved for the causal mask, the backward 2.5× the forward): the measured
// rate at a sequence length and head dimension, log-linear between the measured lengths (512 to
// 16k), the end points held beyond. 0 for Unfused (priced as GEMMs instead).
double attentionTflops(AttentionKernel kernel, std::string_view gpuModel, double sequenceLength, double headDim,
                       double bf16PeakTflops);

// What the step-time model takes from the stack.
struct StackTerms {
    Stack stack = Stack::Fsdp; // resolved
    bool inferred = false;     // the plan named no stack
    bool compiled = false;     // torch.compile (fsdp only)
    AttentionKernel attention = AttentionKernel::FlashAttention2;
    // Memory-bound passes, each the time of the fused kernel times this factor (1 = fused). The
    // eager factors are measured ratios of the unfused PyTorch kernels to fused ones (StackTerms
    // sources in Stack.cpp).
    double normFactor = 1.0;         // RMSNorm / LayerNorm, forward and backward
    double rotaryFactor = 1.0;       // rotary embedding of q and k
    double activationFactor = 1.0;   // GELU / SwiGLU
    double crossEntropyFactor = 1.0; // the loss over the logits
    // Kernels launched per layer forward (backward: twice as many) and the host time per launch:
    // a layer whose kernels are shorter than the host needs to launch them waits for the host.
    double kernelsPerLayerForward = 0.0;
    double hostSecondsPerKernel = 0.0;
    // The optimizer step's passes over its state, as a multiple of one fused pass (2 × optimizer
    // bytes + gradient + weight bytes per parameter).
    double optimizerPasses = 1.0;
    // Data parallelism: the gradient reduction runs beside the backward (false: after it, on the
    // compute stream: DeepSpeed stages 0 to 2, whose overlap_comm defaults to false); the ZeRO-1
    // weight all-gather runs beside the next forward, layer by layer (Megatron's
    // overlap_param_gather); ZeRO-3 gathers each linear module on its own (DeepSpeed's
    // per-submodule fetch) instead of each layer as one flat parameter (FSDP). Either prefetches
    // the layout's prefetch_depth pieces ahead.
    bool overlapGradientReduction = true;
    bool overlapParameterGather = false;
    bool gatherPerModule = false;
    // PEFT's LoRA layer runs its adapter as separate eager operations beside the frozen GEMM
    // (peft/tuners/lora/layer.py, Linear.forward: result + lora_B(lora_A(dropout(x))) * scaling):
    // a dropout over the module's input (when the probability is above 0), the two thin GEMMs,
    // the scaling multiply and the add, each a kernel of its own and the element-wise ones
    // memory-bound passes. Megatron, torchtune and the fsdp stack's fused LoRA are priced as the
    // two GEMMs alone.
    bool unfusedAdapters = false;
    double adapterDropout = 0.0;     // lora_dropout: TRL's ModelConfig default 0.05, as exported
    double kernelsPerAdapter = 0.0;  // per adapted module, forward
    // What the stack achieves end to end of the rate its kernels are modelled at: the time lost
    // between and beside the kernels that no term above describes (the GPU's clocks under a
    // sustained load, communication kernels sharing the SMs, the data loader, the Python training
    // loop). Set from the "fit" rows of the published runs (tests/data/validation/
    // published-runs.json, docs/validation.md) and judged on the held-out rows.
    double efficiency = 1.0;
};

// The fitted efficiency of a stack on a GPU (StackTerms::efficiency; Stack.cpp names its rows).
double stackEfficiency(Stack stack, std::string_view gpuModel);
// Ampere or older (A100, V100): the generation whose fitted efficiency a GPU takes; H100, H200,
// Blackwell and MI300X take Hopper's.
bool isAmpere(std::string_view gpuModel);

// `beyondTrainer` as for resolvedStack (false: an Inferred stack is hf).
StackTerms stackTerms(Stack stack, Strategy strategy, bool compiled, bool flashAttention, std::string_view gpuModel,
                      bool beyondTrainer = false);

// The uncertainty of an estimate: the measured throughput of a run over the estimated one at the
// band's slow end (the 10th percentile of measured / estimated) and at its fast end (the 90th),
// always containing the estimate (slow ≤ 1 ≤ fast). A time at the estimated rate r lies in
// [time / fast, time / slow].
enum class BandSource {
    None,        // the rate is the plan's own (GPU-hours, a measured rate, an efficiency table)
    HeldOutRuns, // the stack's held-out published runs (heldOutBand)
    Calibration, // the plan's own measured runs (calibrationBand)
};
std::string_view toString(BandSource source); // "none", "held_out_runs", "calibration"

struct EstimateBand {
    double slow = 1.0;
    double fast = 1.0;
    BandSource source = BandSource::None;
    int rows = 0; // the runs it was taken from

    bool operator==(const EstimateBand &) const = default;
};

// The stack's band from the held-out rows of tests/data/validation/published-runs.json (docs/
// validation.md; tst_publishedruns recomputes it): the 10th and 90th percentiles (linear between
// order statistics) of measured / estimated throughput over the stack's held-out rows, or over
// every held-out row where the stack has fewer than eight.
EstimateBand heldOutBand(Stack stack);
// A calibrated plan's band: the largest relative residual r of its measured runs around the fitted
// model, [1 − r, 1 + r] (two or more runs); with one run the fit meets it exactly and says nothing
// of its own error, so the stack's held-out band stays.
EstimateBand calibrationBand(Stack stack, const std::vector<double> &relativeResiduals);

} // namespace capplan::model
