// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The framework configuration that matches the plan (docs/design.md, "Compute targets and
// launchers"): the parallel layout the plan priced, at one node count, as DeepSpeed, PyTorch FSDP
// and Megatron-LM want it stated. A plan with a layout block gives it whole; otherwise it comes
// from the fabric "scaling" block (strategy, tensor and pipeline degrees, global batch in tokens,
// sequence length) and the "memory" block's micro-batch size.

#include "model/plan/JobSettings.h"
#include "model/plan/PlanSpec.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace capplan::model {

// The file name the DeepSpeed arguments point at, next to the code, when the export names none.
inline constexpr const char *kDeepSpeedConfigFile = "ds_config.json";
// The accelerate configuration `accelerate launch --config_file` reads (the hf stack).
inline constexpr const char *kAccelerateConfigFile = "accelerate_config.yaml";
// The modules the planner's LoRA adapts (q, k, v and o: model/performance/StepTime.cpp,
// adapterParametersPerLayer) as Llama-family models in transformers name them.
inline constexpr const char *kLoraTargetModules = "q_proj k_proj v_proj o_proj";

struct FrameworkLayout {
    int nodes = 0;
    int gpusPerNode = 0;
    int worldSize = 0;        // nodes · GPUs per node: one process per GPU
    int tensorParallel = 1;   // t (inside one node)
    int pipelineParallel = 1; // p (inside one node)
    int virtualStages = 1;    // interleaved stages per pipeline rank; today's block has none
    int dataParallel = 0;     // d = world size / (t · p)
    int microBatchSize = 1;   // b: sequences per GPU per micro-step (memory.micro_batch_size)
    int gradientAccumulation = 1;
    // DeepSpeed's train_batch_size, in sequences: b · accumulation · d. DeepSpeed refuses a
    // config where they differ ("train_batch_size is not equal to micro_batch_per_gpu *
    // gradient_acc_step * world_size", deepspeed/runtime/config.py, _batch_assertion).
    long long trainBatchSize = 0;
    // The plan's global batch in sequences (global_batch_tokens / sequence_length); 0 when the
    // plan has no fabric block, and then the accumulation is 1.
    double plannedGlobalBatchSequences = 0.0;
    int sequenceLength = 0; // tokens; 0 when the plan does not say
    Strategy strategy = Strategy::Ddp;
    // 16-bit mixed precision: 2-byte weights as communicated (scaling.weight_bytes); false runs FP32.
    bool mixedPrecision = true;
    // Its format on the plan's GPU (model::halfPrecisionFor, the one place it is decided): BF16, or
    // FP16 with dynamic loss scaling on a GPU without BF16 (V100). DeepSpeed's "fp16" block,
    // Megatron's and transformers' --fp16 then replace "bf16" and --bf16.
    HalfPrecision halfPrecision = HalfPrecision::Bf16;
    // From the plan's layout block (version 3), the evaluated option's own: what the fabric block
    // cannot say.
    bool fromLayout = false;
    bool sequenceParallel = false;
    int layersPerVirtualStage = 0; // L / (p · v) when v > 1 and the layers are known
    Recompute recompute = Recompute::None;
    bool fp8 = false;
    long long reduceBucketElements = 0; // the layout's gradient bucket, in elements (2-byte gradients)
    FineTuning fineTuning = FineTuning::Full; // the layout's, else the memory block's
    int loraRank = 16;
    int expertParallel = 1;
    bool compiled = false; // torch.compile (the fsdp stack)

    bool operator==(const FrameworkLayout &) const = default;
};

// The layout at `nodes` nodes. The global batch is fixed by the plan, so the accumulation is
// round(G / (b · d)), at least 1 (model/performance/Fabric.h, FabricJob::microBatches: "at n nodes each
// replica gets m/n of them, never fewer than one"); the batch DeepSpeed runs is then b · acc · d,
// which differs from G where G is not a multiple of b · d. An issue (with its plan-file path)
// when t · p does not divide the world size.
// A plan with a layout block (version 3) is exported as that layout: its strategy, t, p, v,
// sequence parallelism, micro-batch, global batch B, sequence length, recomputation and precision,
// with the accumulation B / (b · d) (exact at every node count the layout allows, NoLayoutOption).
// `layers` is the model's (for Megatron's layers per virtual stage; 0 when not known); `half` the
// GPU's 16-bit format (halfPrecisionFor(size.gpuModel)); `gpuHasFp8` whether the hardware the
// step time was priced on runs FP8 (Hardware::runs): a layout's "fp8" on a GPU without it
// (A100, V100) was priced at the 16-bit format, and is exported so — no FP8 flags.
std::variant<FrameworkLayout, InputIssue> frameworkLayout(const PlanSpec &spec, int nodes, int gpusPerNode,
                                                          int layers = 0, HalfPrecision half = HalfPrecision::Bf16,
                                                          bool gpuHasFp8 = false);

// DeepSpeed's ZeRO stage for a strategy: DDP 0, ZeRO-1 1, ZeRO-2 2, ZeRO-3 and FSDP 3 (FSDP's full
// sharding is ZeRO-3's partitioning of weights, gradients and optimizer states; Zhao et al. 2023,
// "PyTorch FSDP", section 2).
int zeroStage(Strategy strategy);

// The arguments the launcher appends to the training command ("" for Launcher::None, and for
// FromStack, which model::stackLauncher resolves first):
//   deepspeed: --deepspeed --deepspeed_config <deepSpeedConfig> (the file deepSpeedConfigJson writes,
//              named like the export's other files);
//   fsdp:      torchtitan's (the fsdp stack: PyTorch-native FSDP2, TP, PP):
//              --parallelism.data_parallel_replicate_degree r --parallelism.data_parallel_shard_degree s
//              [--parallelism.fsdp_reshard_after_forward never] --parallelism.tensor_parallel_degree t
//              --parallelism.pipeline_parallel_degree p [--parallelism.pipeline_parallel_schedule
//              Interleaved1F1B --parallelism.pipeline_parallel_layers_per_stage L/(p·v)]
//              [--parallelism.pipeline_parallel_microbatch_size b] --training.local_batch_size …
//              --training.global_batch_size B [--training.seq_len s] [--activation_checkpoint.mode …]
//              [--training.compile] [--model.converters float8];
//   megatron:  --tensor-model-parallel-size t --pipeline-model-parallel-size p
//              [--num-layers-per-virtual-pipeline-stage L/(p·v)] [--sequence-parallel]
//              --micro-batch-size b --global-batch-size b·acc·d [--seq-length s]
//              [--use-distributed-optimizer] [--recompute-granularity …] --bf16|--fp16 [--fp8-format hybrid]
//              (Megatron-LM megatron/training/arguments.py);
//   the Trainer's --fsdp arguments belong to accelerate (the hf stack).
//   accelerate: the Trainer's own (transformers TrainingArguments and TRL's ModelConfig, as TRL's
//              sft script reads them): --per_device_train_batch_size b --gradient_accumulation_steps
//              acc --bf16|--fp16 [--optim adamw_torch_fused] [--gradient_checkpointing]
//              [--use_peft --lora_r r --lora_alpha 2r --lora_dropout 0.05 --lora_target_modules
//              q_proj k_proj v_proj o_proj] [--load_in_4bit --bnb_4bit_quant_type nf4
//              --use_bnb_nested_quant]; launchCommand puts `accelerate launch …` before the script.
std::string launcherArguments(Launcher launcher, const FrameworkLayout &layout,
                              std::string_view deepSpeedConfig = kDeepSpeedConfigFile);

// Processes each node's launch starts: one per GPU (Azure ML's process_count_per_instance, Slurm's
// tasks per node, the PyTorchJob's nprocPerNode), except under accelerate, whose one process per
// node starts the GPUs' own (accelerate launch --num_processes).
int processesPerNode(Launcher launcher, int gpusPerNode);

// `accelerate launch` and its options for the layout, ending in a space: the config file, the
// machines, the processes in all, and the node's rank and rendezvous from the variables every
// exported backend sets (NODE_RANK, else the PyTorchJob's PET_NODE_RANK, else RANK with one process
// per node; MASTER_ADDR and MASTER_PORT, else their PET_ forms).
std::string accelerateLaunch(const FrameworkLayout &layout, std::string_view accelerateConfig = kAccelerateConfigFile);

// The launcher the exports use: the plan's azureml.launcher when it names one ("none" included:
// then nothing is appended); else (FromStack), for a plan with a layout, its resolved stack's
// (hf → accelerate, the default of a layout naming no stack; megatron → megatron, fsdp → fsdp
// (torchtitan), deepspeed → deepspeed; a layout naming none that goes beyond the Trainer: the
// stack it was priced on); no layout: none. Never FromStack.
Launcher stackLauncher(const PlanSpec &spec, Launcher given);

// The command every exporter runs: the user's command, the launcher's arguments, then the
// checkpoint argument (jobCommand). `checkpointReference` is what names the checkpoint folder on
// the target (${{outputs.checkpoints}} on Azure ML, a path on Slurm or Kubernetes).
// `deepSpeedConfig` is the DeepSpeed configuration's file name, next to the code.
// Under accelerate the command's leading "python"/"python3" becomes accelerateLaunch() (or it is
// put before a command that starts with the script).
std::string launchCommand(const JobSettings &settings, const FrameworkLayout &layout,
                          const std::string &checkpointReference,
                          std::string_view deepSpeedConfig = kDeepSpeedConfigFile,
                          std::string_view accelerateConfig = kAccelerateConfigFile);

// The name the exports give the plan: its own where it has one; for an unnamed plan one made of
// what it trains, so that no exported name is empty or generic: the model (the library's preset,
// else its parameter count, "70b-model") and a LoRA or QLoRA fine-tuning ("llama-3-1-70b-lora"),
// else the VM size ("nd96isr-h100-v5"). Lower-case letters, digits and '-', starting with a letter,
// so that defaultJobSettings() makes valid Azure ML names of it.
std::string exportName(const PlanSpec &spec);

} // namespace capplan::model
