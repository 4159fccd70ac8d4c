// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Stack.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace capplan::model {

namespace {

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

bool isHopper(std::string_view gpu)
{
    return contains(gpu, "H100") || contains(gpu, "H200") || contains(gpu, "GH200");
}

bool isBlackwell(std::string_view gpu)
{
    return contains(gpu, "B200") || contains(gpu, "GB300") || contains(gpu, "B300");
}

// Sequence lengths of the FlashAttention papers' sweeps (batch · length = 16k tokens, hidden 2048).
constexpr std::array<double, 6> kLengths{512.0, 1024.0, 2048.0, 4096.0, 8192.0, 16384.0};
using Row = std::array<double, 6>;

// FlashAttention-2, causal, forward + backward, TFLOP/s (Dao 2023, arXiv 2307.08691, Figure 4 for
// the A100 80GB SXM4 and Figure 7 for the H100 80GB SXM5; the bar labels of the figures as shipped
// in Dao-AILab/flash-attention assets/flash2_a100_fwd_bwd_benchmark.png and
// flash2_h100_fwd_bwd_benchmark.png, commit 4f285b35). Head dimension 128 and 64.
constexpr Row kFa2A100Hd128{99.0, 133.0, 155.0, 173.0, 182.0, 189.0};
constexpr Row kFa2A100Hd64{88.0, 119.0, 140.0, 156.0, 165.0, 171.0};
constexpr Row kFa2H100Hd128{163.0, 221.0, 265.0, 294.0, 308.0, 328.0};
constexpr Row kFa2H100Hd64{141.0, 192.0, 232.0, 257.0, 273.0, 284.0};

// cuDNN 9.1 fused attention on the H100 SXM5, BF16, head dimension 128 (Shah et al. 2024,
// "FlashAttention-3", arXiv 2407.08608: its cuDNN bars, Figure 5 forward, causal 315 / 410 / 484 /
// 518 / 529 / 539 TFLOP/s; Figure 6 backward, published non-causal only, 305 / 408 / 465 / 499 /
// 518 / 516 against non-causal forward 497 / 574 / 617 / 609 / 600 / 595). Causal forward +
// backward is derived: the causal backward at the causal forward times the non-causal backward /
// forward ratio of the same length, then 3.5 / (1/fwd + 2.5/bwd) (the papers' 1 : 2.5 FLOP split).
Row computeCudnnH100Hd128()
{
    constexpr Row fwdCausal{315.0, 410.0, 484.0, 518.0, 529.0, 539.0};
    constexpr Row fwdFull{497.0, 574.0, 617.0, 609.0, 600.0, 595.0};
    constexpr Row bwdFull{305.0, 408.0, 465.0, 499.0, 518.0, 516.0};
    Row out{};
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double bwdCausal = fwdCausal[i] * bwdFull[i] / fwdFull[i];
        out[i] = 3.5 / (1.0 / fwdCausal[i] + 2.5 / bwdCausal);
    }
    return out;
}

const Row &cudnnH100Hd128()
{
    static const Row row = computeCudnnH100Hd128();
    return row;
}

double interpolate(const Row &row, double length)
{
    if (length <= kLengths.front()) {
        return row.front();
    }
    if (length >= kLengths.back()) {
        return row.back();
    }
    for (std::size_t i = 1; i < kLengths.size(); ++i) {
        if (length <= kLengths[i]) {
            const double u = (std::log(length) - std::log(kLengths[i - 1])) / (std::log(kLengths[i]) - std::log(kLengths[i - 1]));
            return row[i - 1] + u * (row[i] - row[i - 1]);
        }
    }
    return row.back();
}

// Between head dimensions 64 and 128, linear in the dimension; the 128 row from 128 up, the 64 row
// below 64.
double byHeadDim(const Row &hd128, const Row &hd64, double length, double headDim)
{
    const double a = interpolate(hd128, length);
    const double b = interpolate(hd64, length);
    const double u = std::clamp((headDim - 64.0) / 64.0, 0.0, 1.0);
    return b + u * (a - b);
}

// Eager PyTorch against a single-pass kernel (Liger-Kernel's benchmark/data/all_benchmark_data.csv,
// forward + backward, median): RMSNorm 3.544 / 0.411 ms (A100, bf16, 2048 × 16384); rotary
// 4.248 / 0.416 ms (A100, 8,192 tokens, 32 q and 8 kv heads); SwiGLU 2.296 / 0.972 ms (H100);
// cross-entropy 21.25 / 7.96 ms (H100, unfused). 36 kernels per layer forward (stackTerms).
void eagerKernels(StackTerms &t)
{
    t.normFactor = 3.544 / 0.411;
    t.rotaryFactor = 4.248 / 0.416;
    t.activationFactor = 2.296 / 0.972;
    t.crossEntropyFactor = 21.25 / 7.96;
    t.kernelsPerLayerForward = 36.0;
}

// Fitted end-to-end efficiencies (stackEfficiency).
constexpr double kMegatronHopper = 0.9183;
constexpr double kMegatronAmpere = 1.0;
constexpr double kFsdpHopper = 0.6869;
constexpr double kFsdpAmpere = 0.851;
constexpr double kDeepSpeed = 0.8497;
// Held-out bands (heldOutBand), clamped to contain 1.
constexpr double kBandMegatronSlow = 0.8530;
constexpr double kBandMegatronFast = 1.0637;
constexpr double kBandFsdpSlow = 0.9075;
constexpr double kBandFsdpFast = 1.1091;
constexpr double kBandAllSlow = 0.8498;
constexpr double kBandAllFast = 1.1034;

} // namespace

std::string_view toString(Stack stack)
{
    switch (stack) {
    case Stack::Inferred:
        return "inferred";
    case Stack::Megatron:
        return "megatron";
    case Stack::Fsdp:
        return "fsdp";
    case Stack::DeepSpeed:
        return "deepspeed";
    case Stack::Hf:
        return "hf";
    }
    return "inferred";
}

std::optional<Stack> stackFromString(std::string_view text)
{
    for (const Stack s : kStacks) {
        if (text == toString(s)) {
            return s;
        }
    }
    return std::nullopt;
}

Stack inferredStack(Strategy strategy, bool beyondTrainer)
{
    if (!beyondTrainer) {
        return Stack::Hf;
    }
    switch (strategy) {
    case Strategy::Ddp:
    case Strategy::Fsdp:
        return Stack::Fsdp;
    case Strategy::Zero1:
    case Strategy::Zero2:
    case Strategy::Zero3:
        return Stack::DeepSpeed;
    }
    return Stack::Fsdp;
}

Stack resolvedStack(Stack stack, Strategy strategy, bool beyondTrainer)
{
    return stack == Stack::Inferred ? inferredStack(strategy, beyondTrainer) : stack;
}

namespace {

using F = StackFeature;
using S = Strategy;

// One row per stack. What a row leaves out is what the stack's documentation or code has no way
// to run; what it lists, the option it is run with.
const StackCapabilities kStackTable[] = {
    {Stack::Megatron,
     {S::Ddp, S::Zero1},
     {F::TensorParallel, F::PipelineParallel, F::VirtualStages, F::SequenceParallel, F::ExpertParallel, F::Lora,
      F::Fp8},
     // Megatron-LM megatron/training/arguments.py: --tensor-model-parallel-size,
     // --pipeline-model-parallel-size, --num-layers-per-virtual-pipeline-stage, --sequence-parallel,
     // --expert-model-parallel-size, --use-distributed-optimizer (ZeRO-1), --fp8-format
     // (Transformer Engine); no ZeRO-2/3 or FSDP. Fine-tuning: NeMo Framework user guide,
     // "Supported PEFT Methods" (LoRA, DoRA, P-tuning, adapters, IA3; no 4-bit base weights, so no
     // QLoRA). No torch.compile.
     "Megatron-LM arguments.py; NeMo Framework user guide, Supported PEFT Methods"},
    {Stack::Fsdp,
     {S::Ddp, S::Fsdp, S::Zero2},
     {F::TensorParallel, F::PipelineParallel, F::VirtualStages, F::SequenceParallel, F::ExpertParallel, F::Lora,
      F::Qlora, F::Fp8, F::Compiled},
     // PyTorch-native training as torchtitan runs it: FSDP2 (FULL_SHARD, SHARD_GRAD_OP = ZeRO-2)
     // or DDP; tensor parallelism with sequence parallelism on the norms
     // (torch.distributed.tensor.parallel), pipeline parallelism with the interleaved 1F1B schedule
     // (torch.distributed.pipelining, ScheduleInterleaved1F1B), expert parallelism, Float8 (torchao),
     // torch.compile; LoRA and QLoRA as torchtune's distributed recipes run them.
     "torchtitan docs (parallelisms, float8, torch.compile); torch.distributed.pipelining; torchtune recipes"},
    {Stack::DeepSpeed,
     {S::Ddp, S::Zero1, S::Zero2, S::Zero3},
     {F::TensorParallel, F::PipelineParallel, F::SequenceParallel, F::ExpertParallel, F::Lora, F::Qlora, F::Fp8},
     // DeepSpeed's engine, ZeRO stages 0 to 3 (deepspeed/runtime/zero/config.py); tensor and
     // sequence parallelism as Megatron-DeepSpeed runs them with it; PipelineModule's pipeline
     // (deepspeed/runtime/pipe/schedule.py: TrainSchedule, plain 1F1B: no virtual stages);
     // DeepSpeed-MoE's expert parallelism; LoRA and QLoRA through PEFT and bitsandbytes with
     // ZeRO-3 (Hugging Face PEFT docs, "DeepSpeed"). No torch.compile in the step-time model.
     "deepspeed/runtime/zero/config.py; deepspeed/runtime/pipe/schedule.py; Megatron-DeepSpeed; PEFT docs"},
    {Stack::Hf,
     {S::Ddp, S::Fsdp, S::Zero1, S::Zero2, S::Zero3},
     {F::Lora, F::Qlora},
     // The Hugging Face Trainer launched by accelerate: data parallelism and sharding only, through
     // accelerate's plugins (transformers docs, "Fully Sharded Data Parallel" and "DeepSpeed":
     // distributed_type MULTI_GPU for DDP, FSDP with FULL_SHARD for fsdp, DEEPSPEED with the
     // ZeRO stage of a ds_config.json for zero1/2/3); no tensor, pipeline or expert parallelism
     // in the Trainer's loop. LoRA through PEFT, QLoRA through bitsandbytes' 4-bit loading (TRL's
     // ModelConfig: --use_peft, --load_in_4bit). FP8 (accelerate's TransformerEngine recipe) and
     // torch.compile are left out: neither is priced for this stack.
     "transformers docs (Trainer, FSDP, DeepSpeed); accelerate config; PEFT LoRA; TRL ModelConfig"},
};

} // namespace

std::string_view toString(StackFeature feature)
{
    switch (feature) {
    case F::TensorParallel:
        return "tensor_parallel";
    case F::PipelineParallel:
        return "pipeline_parallel";
    case F::VirtualStages:
        return "virtual_stages";
    case F::SequenceParallel:
        return "sequence_parallel";
    case F::ExpertParallel:
        return "expert_parallel";
    case F::Lora:
        return "lora";
    case F::Qlora:
        return "qlora";
    case F::Fp8:
        return "fp8";
    case F::Compiled:
        return "compiled";
    }
    return "compiled";
}

std::string_view layoutFieldOf(StackFeature feature)
{
    switch (feature) {
    case F::Lora:
    case F::Qlora:
        return "layout.fine_tuning";
    case F::Fp8:
        return "layout.precision";
    case F::TensorParallel:
        return "layout.tensor_parallel";
    case F::PipelineParallel:
        return "layout.pipeline_parallel";
    case F::VirtualStages:
        return "layout.virtual_stages";
    case F::SequenceParallel:
        return "layout.sequence_parallel";
    case F::ExpertParallel:
        return "layout.expert_parallel";
    case F::Compiled:
        return "layout.compiled";
    }
    return "layout.compiled";
}

const StackCapabilities &stackCapabilities(Stack stack)
{
    const Stack named = stack == Stack::Inferred ? Stack::Hf : stack;
    for (const StackCapabilities &row : kStackTable) {
        if (row.stack == named) {
            return row;
        }
    }
    return kStackTable[3]; // hf
}

namespace {

bool rowRuns(const StackCapabilities &row, Strategy strategy)
{
    return std::find(row.strategies.begin(), row.strategies.end(), strategy) != row.strategies.end();
}

bool rowRuns(const StackCapabilities &row, StackFeature feature)
{
    return std::find(row.features.begin(), row.features.end(), feature) != row.features.end();
}

} // namespace

bool stackRunsStrategy(Stack stack, Strategy strategy)
{
    if (stack == Stack::Inferred) {
        return rowRuns(stackCapabilities(Stack::Hf), strategy) ||
               rowRuns(stackCapabilities(inferredStack(strategy, true)), strategy);
    }
    return rowRuns(stackCapabilities(stack), strategy);
}

bool stackRunsFeature(Stack stack, Strategy strategy, StackFeature feature)
{
    if (stack == Stack::Inferred) {
        // The Trainer, or beyond it the strategy's earlier stack (inferredStack).
        return rowRuns(stackCapabilities(Stack::Hf), feature) ||
               rowRuns(stackCapabilities(inferredStack(strategy, true)), feature);
    }
    return rowRuns(stackCapabilities(stack), feature);
}

std::string_view toString(AttentionKernel kernel)
{
    switch (kernel) {
    case AttentionKernel::Unfused:
        return "unfused";
    case AttentionKernel::FlashAttention2:
        return "flash_attention_2";
    case AttentionKernel::CudnnFused:
        return "cudnn_fused";
    }
    return "unfused";
}

double attentionTflops(AttentionKernel kernel, std::string_view gpu, double length, double headDim, double peakTflops)
{
    if (kernel == AttentionKernel::Unfused) {
        return 0.0;
    }
    if (contains(gpu, "A100")) {
        // The A100 40GB SXM runs at the 80GB's clocks and peak: the same kernel rate.
        return byHeadDim(kFa2A100Hd128, kFa2A100Hd64, length, headDim);
    }
    if (isHopper(gpu) && !contains(gpu, "NVL") && !contains(gpu, "PCIe")) {
        if (kernel == AttentionKernel::CudnnFused) {
            // hd64: cuDNN's hd128 rate scaled by FlashAttention-2's hd64 / hd128 ratio on the H100
            // (no causal hd64 cuDNN bars are published).
            const double hd128 = interpolate(cudnnH100Hd128(), length);
            return hd128 * byHeadDim(kFa2H100Hd128, kFa2H100Hd64, length, headDim) / interpolate(kFa2H100Hd128, length);
        }
        // The ND H100 v5 VM's own FlashAttention-2 benchmark (Azure/AI-benchmarking-guide,
        // ND_H100_v5_results.md: 327.9 TFLOP/s, non-causal, hd128, 8k; ND H200 v5 329.3) agrees
        // with the paper's non-causal 335 within 2 %, so the paper's causal row stands for both.
        return byHeadDim(kFa2H100Hd128, kFa2H100Hd64, length, headDim);
    }
    // Other GPUs (H100 NVL/PCIe, MI300X, Blackwell): no causal forward + backward measurement is
    // cited; the H100 SXM's FlashAttention-2 fraction of its 989 TFLOP/s peak at this length, of
    // the GPU's own peak. Blackwell with cuDNN takes the Hopper cuDNN fraction likewise.
    const double fraction =
        (kernel == AttentionKernel::CudnnFused && isBlackwell(gpu) ? interpolate(cudnnH100Hd128(), length)
                                                                   : byHeadDim(kFa2H100Hd128, kFa2H100Hd64, length, headDim)) /
        989.0;
    return fraction * peakTflops;
}

bool isAmpere(std::string_view gpu)
{
    return !(isHopper(gpu) || isBlackwell(gpu) || contains(gpu, "MI300") || contains(gpu, "MI325"));
}

double stackEfficiency(Stack stack, std::string_view gpu)
{
    // The one constant of each stack set from published runs: the factor on every compute kernel
    // that makes the signed median error of the stack's "fit" rows on that GPU generation zero
    // (tests/data/validation/published-runs.json; tst_publishedruns recomputes it). Fit rows:
    //   megatron, Hopper (0.9183): nemo2407-gpt3-175b-512, nemo2407-llama2-70b-64,
    //     nemo2407-sft-llama2-70b-16, nemo2407-lora-llama2-7b-8, nemo2407-lora-llama2-13b-8,
    //     mbridge2606-lora-llama3-70b-8, mlm-weak-1.7b-48, mlm-weak-70b-768, mlm-weak-462b-6144;
    //   megatron, Ampere: none (1; Korthikanti et al. 2022's eight runs validate it);
    //   fsdp, Hopper (0.7966): llmfoundry-h100-mpt1b-512-sgo, llmfoundry-h100-mpt70b-64,
    //     llmfoundry-h100-mpt7b-8, llmfoundry-h100-fp8-mpt3b-8, fms-h100-7b-96-compile;
    //   fsdp, Ampere (0.8510): llmfoundry-a100-80-mpt70b-64, llmfoundry-a100-40-mpt70b-128,
    //     fms-a100-7b-128-nocompile, fms-a100-70b-128-nocompile, tinyllama-1.1b-16;
    //   deepspeed (0.9148): azureml-bloomarch-25b-16, xtuner-llama3-8b-8-8k (both A100; the table
    //     has no published DeepSpeed run on Hopper, which takes the same factor).
    // Other GPUs: H200, Blackwell and MI300X take Hopper's, V100 Ampere's (isAmpere).
    const bool ampere = isAmpere(gpu);
    switch (stack) {
    case Stack::Megatron:
        return ampere ? kMegatronAmpere : kMegatronHopper;
    case Stack::Fsdp:
        return ampere ? kFsdpAmpere : kFsdpHopper;
    case Stack::DeepSpeed:
        return kDeepSpeed;
    case Stack::Hf:
    case Stack::Inferred:
        break;
    }
    return 1.0; // hf: stackTerms takes its engine's (fsdp or deepspeed) until hf runs are fitted
}

StackTerms stackTerms(Stack stack, Strategy strategy, bool compiled, bool flashAttention, std::string_view gpu,
                      bool beyondTrainer)
{
    StackTerms t;
    t.inferred = stack == Stack::Inferred;
    t.stack = resolvedStack(stack, strategy, beyondTrainer);
    if (t.stack == Stack::Hf) {
        // The Trainer runs the model on accelerate's engine: DeepSpeed's for the ZeRO strategies,
        // PyTorch's DDP / FSDP otherwise (eager: no torch.compile is priced for this stack). What
        // the engine does is priced as that stack; what the Trainer adds on top of it below.
        const bool zero = strategy == Strategy::Zero1 || strategy == Strategy::Zero2 || strategy == Strategy::Zero3;
        StackTerms engine = stackTerms(zero ? Stack::DeepSpeed : Stack::Fsdp, strategy, false, flashAttention, gpu);
        engine.stack = Stack::Hf;
        engine.inferred = t.inferred;
        if (!zero) {
            // The export asks for torch's fused AdamW (--optim adamw_torch_fused, transformers
            // OptimizerNames): one kernel over the states, as DeepSpeed's FusedAdam.
            engine.optimizerPasses = 1.0;
        }
        // PEFT's adapters as separate eager operations (StackTerms::unfusedAdapters): per adapted
        // module forward the dropout, lora_A, lora_B, the scaling multiply and the add, five
        // kernels (peft/tuners/lora/layer.py, Linear.forward), with TRL's default lora_dropout
        // 0.05 (trl/trainer/model_config.py), which the export states.
        engine.unfusedAdapters = true;
        engine.adapterDropout = 0.05;
        engine.kernelsPerAdapter = 5.0;
        // No published run of this stack is fitted yet: the engine's fitted efficiency stands
        // (docs/validation.md, "What each stack runs").
        return engine;
    }
    t.compiled = compiled && t.stack == Stack::Fsdp;
    // Host time per kernel launch of eager PyTorch: Python dispatch plus the CUDA launch, about
    // 15 µs (meta-pytorch/torchcomms PR 2455: a kernel of 5.76 µs on the GPU takes about 21 µs end
    // to end). Kernels per layer forward, counted from the layers' code: Hugging Face's eager
    // LlamaDecoderLayer (two RMSNorms of six kernels each, q/k/v/o and three FFN GEMMs, rotary on q
    // and k ten, attention two, SiLU, the product and two residual adds: 36); Transformer Engine's
    // fused layers (norm fused into the QKV and FC1 GEMMs, fused rotary, bias-dropout-add and
    // SwiGLU: 14); torch.compile's Inductor graph (the GEMMs, attention and one fused kernel per
    // elementwise region: 14).
    t.hostSecondsPerKernel = 15e-6;
    switch (t.stack) {
    case Stack::Megatron:
        // Transformer Engine: cuDNN's fused attention on Hopper and later, FlashAttention-2 on
        // Ampere; Megatron-LM of 2022 (flash_attention false) its own unfused core.
        t.attention = !flashAttention ? AttentionKernel::Unfused
                      : (isHopper(gpu) || isBlackwell(gpu)) ? AttentionKernel::CudnnFused
                                                           : AttentionKernel::FlashAttention2;
        // Fused norms (TE's LayerNormLinear), fused rotary and bias-dropout-add; Megatron's
        // bias_swiglu_impl and its fused vocabulary-parallel cross-entropy are measured slower
        // than a single-pass kernel (Liger-Kernel benchmark/data/all_benchmark_data.csv, H100:
        // SwiGLU [2048·4, 2·16384] forward + backward Megatron 2.554 ms against Liger's 0.972;
        // cross-entropy of 8,192 tokens over 131,072 logits, Megatron fused 18.23 ms against
        // 7.96), and the single-pass kernel is what the model's byte count describes.
        t.activationFactor = 2.554 / 0.972;
        t.crossEntropyFactor = 18.23 / 7.96;
        t.kernelsPerLayerForward = 14.0;
        // Megatron's distributed optimizer overlaps the gradient reduce-scatter with the backward
        // and the parameter all-gather with the next forward, layer by layer ("This overlap method
        // exposes only one DP communication chunk", NeMo Framework user guide, "Communication
        // Overlap"; overlap_grad_reduce and overlap_param_gather, as NeMo's recipes set them).
        t.overlapGradientReduction = true;
        t.overlapParameterGather = true;
        t.optimizerPasses = 1.0; // fused Adam (Transformer Engine / Apex FusedAdam)
        break;
    case Stack::Fsdp:
        t.attention = flashAttention ? AttentionKernel::FlashAttention2 : AttentionKernel::Unfused;
        if (t.compiled) {
            // Inductor fuses each elementwise region into one kernel: the single-pass rate
            // (no measurement of the compiled cross-entropy is cited: the eager one is kept).
            t.kernelsPerLayerForward = 14.0;
            t.crossEntropyFactor = 21.25 / 7.96;
        } else {
            eagerKernels(t);
        }
        // torch.optim.AdamW's default foreach implementation: one multi-tensor kernel per
        // elementwise operation, about eight passes over the states where the fused kernel makes
        // one; measured 2.75 × the fused step (deepmodeling/deepmd-kit PR 4463: 22 ms against 8 ms).
        t.optimizerPasses = 22.0 / 8.0;
        // DDP's bucketed all-reduce and FSDP's reduce-scatter run beside the backward (Zhao et al.
        // 2023, "PyTorch FSDP", section 3.4); FSDP gathers one flat parameter per wrapped layer,
        // BACKWARD_PRE prefetch (the layout's prefetch_depth).
        t.overlapGradientReduction = true;
        break;
    case Stack::DeepSpeed:
        t.attention = flashAttention ? AttentionKernel::FlashAttention2 : AttentionKernel::Unfused;
        // Hugging Face models under DeepSpeed's engine: the eager kernels of the fsdp stack.
        eagerKernels(t);
        t.optimizerPasses = 1.0; // DeepSpeed's FusedAdam for "Adam"/"AdamW" on GPU
        // overlap_comm defaults to true for stage 3 only (deepspeed/runtime/zero/config.py:
        // "self.overlap_comm = self.stage == ZeroStageEnum.weights"); stages 0 to 2 reduce on
        // the compute stream after the backward.
        t.overlapGradientReduction = strategy == Strategy::Zero3;
        // ZeRO-3 hooks every submodule and fetches its parameters on their own; its prefetch
        // bucket (stage3_prefetch_bucket_size = 5e7 elements, zero/config.py) holds at least the
        // next module, the layout's prefetch depth of 1.
        t.gatherPerModule = true;
        break;
    case Stack::Hf: // returned above
    case Stack::Inferred:
        break;
    }
    t.efficiency = stackEfficiency(t.stack, gpu);
    return t;
}

std::string_view toString(BandSource source)
{
    switch (source) {
    case BandSource::None:
        return "none";
    case BandSource::HeldOutRuns:
        return "held_out_runs";
    case BandSource::Calibration:
        return "calibration";
    }
    return "none";
}

EstimateBand heldOutBand(Stack stack)
{
    // Measured / estimated over the held-out rows (tst_publishedruns, heldOutBands): megatron 10
    // rows, fsdp 10; deepspeed has 2, so it takes all 22 held-out rows'.
    switch (stack) {
    case Stack::Megatron:
        return EstimateBand{kBandMegatronSlow, kBandMegatronFast, BandSource::HeldOutRuns, 10};
    case Stack::Fsdp:
        return EstimateBand{kBandFsdpSlow, kBandFsdpFast, BandSource::HeldOutRuns, 10};
    case Stack::DeepSpeed:
    case Stack::Hf: // no held-out run of its own yet
    case Stack::Inferred:
        break;
    }
    return EstimateBand{kBandAllSlow, kBandAllFast, BandSource::HeldOutRuns, 22};
}

EstimateBand calibrationBand(Stack stack, const std::vector<double> &residuals)
{
    if (residuals.size() < 2) {
        return heldOutBand(stack);
    }
    double worst = 0.0;
    for (const double r : residuals) {
        worst = std::max(worst, std::abs(r));
    }
    worst = std::min(worst, 0.95);
    return EstimateBand{1.0 - worst, 1.0 + worst, BandSource::Calibration, static_cast<int>(residuals.size())};
}

} // namespace capplan::model
