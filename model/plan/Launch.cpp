// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/Launch.h"

#include "model/performance/Architecture.h"
#include "model/performance/Fabric.h"

#include <algorithm>
#include <cmath>

namespace capplan::model {

namespace {

std::string trimmedCopy(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(first, last - first + 1));
}

// Replaces every ${{ expression }} of `command` (trimmed inside, as commandBindings reads them)
// for which `replace` returns a value.
template<class F>
std::string replaceBindings(const std::string &command, F replace)
{
    std::string out;
    std::size_t at = 0;
    while (true) {
        const std::size_t open = command.find("${{", at);
        const std::size_t close = open == std::string::npos ? std::string::npos : command.find("}}", open + 3);
        if (open == std::string::npos || close == std::string::npos) {
            out += command.substr(at);
            return out;
        }
        out += command.substr(at, open - at);
        const std::string expression = trimmedCopy(std::string_view(command).substr(open + 3, close - open - 3));
        if (const std::optional<std::string> value = replace(expression)) {
            out += *value;
        } else {
            out += command.substr(open, close + 2 - open);
        }
        at = close + 2;
    }
}

} // namespace

std::variant<FrameworkLayout, InputIssue> frameworkLayout(const PlanSpec &spec, int nodes, int gpusPerNode, int layers,
                                                          HalfPrecision half, bool gpuHasFp8)
{
    FrameworkLayout l;
    l.halfPrecision = half;
    l.nodes = nodes;
    l.gpusPerNode = gpusPerNode;
    l.worldSize = nodes * gpusPerNode;
    if (spec.layout) {
        // The layout the step-time model priced (model/performance/StepTime.h, Layout): d = world / (t · p).
        const Layout &y = *spec.layout;
        l.fromLayout = true;
        l.strategy = y.strategy;
        l.tensorParallel = std::max(1, y.tensorParallel);
        l.pipelineParallel = std::max(1, y.pipelineParallel);
        l.virtualStages = std::max(1, y.virtualStages);
        l.sequenceParallel = y.sequenceParallel && l.tensorParallel > 1;
        l.microBatchSize = std::max(1, y.microBatchSize);
        l.sequenceLength = y.sequenceLength;
        l.plannedGlobalBatchSequences = static_cast<double>(y.globalBatchSequences);
        l.recompute = y.recompute;
        // Hardware::matmulFlops prices FP8 only where the GPU has it; the export runs what was priced.
        l.fp8 = y.precision == Precision::Fp8 && gpuHasFp8;
        // 16-bit weights and activations; FP8 GEMMs keep 16-bit copies (Transformer Engine).
        l.mixedPrecision = true;
        // Gradients are 2-byte (bf16 or fp16) in the reduction buckets.
        l.reduceBucketElements = static_cast<long long>(y.bucketBytes / 2.0);
        l.fineTuning = y.fineTuning;
        l.loraRank = y.loraRank;
        l.expertParallel = std::max(1, y.expertParallel);
        l.compiled = y.compiled;
        const int chunks = l.pipelineParallel * l.virtualStages;
        if (l.virtualStages > 1 && layers > 0 && layers % chunks == 0) {
            l.layersPerVirtualStage = layers / chunks;
        }
        const int modelParallel = l.tensorParallel * l.pipelineParallel;
        if (l.worldSize <= 0 || l.worldSize % modelParallel != 0) {
            return InputIssue{"layout.tensor_parallel", IssueCode::OutOfRange, static_cast<double>(modelParallel), 1.0,
                              static_cast<double>(std::max(1, l.worldSize)), "world_size"};
        }
        l.dataParallel = l.worldSize / modelParallel;
        const double perStep = static_cast<double>(l.microBatchSize) * l.dataParallel;
        const double accumulation = std::round(l.plannedGlobalBatchSequences / perStep);
        l.gradientAccumulation = static_cast<int>(std::clamp(accumulation, 1.0, 1.0e6));
        l.trainBatchSize = static_cast<long long>(l.microBatchSize) * l.gradientAccumulation * l.dataParallel;
        return l;
    }
    if (spec.fabric) {
        l.strategy = spec.fabric->strategy;
        l.tensorParallel = std::max(1, spec.fabric->tensorParallel);
        l.pipelineParallel = std::max(1, spec.fabric->pipelineParallel);
        l.mixedPrecision = spec.fabric->weightBytesPerParameter <= 2.0;
        if (spec.fabric->sequenceLength > 0.0) {
            l.sequenceLength = static_cast<int>(std::lround(spec.fabric->sequenceLength));
            l.plannedGlobalBatchSequences = spec.fabric->globalBatchTokens / spec.fabric->sequenceLength;
        }
    } else if (spec.memory) {
        l.strategy = spec.memory->strategy;
    }
    if (spec.memory) {
        l.fineTuning = spec.memory->fineTuning;
        if (spec.memory->loraRank > 0) {
            l.loraRank = spec.memory->loraRank;
        }
        l.microBatchSize = std::max(1, spec.memory->microBatchSize);
        if (l.sequenceLength == 0 && spec.memory->sequenceLength > 0.0) {
            l.sequenceLength = static_cast<int>(std::lround(spec.memory->sequenceLength));
        }
    }
    const int modelParallel = l.tensorParallel * l.pipelineParallel;
    if (l.worldSize <= 0 || l.worldSize % modelParallel != 0) {
        return InputIssue{"scaling.tensor_parallel",
                          IssueCode::OutOfRange,
                          static_cast<double>(modelParallel),
                          1.0,
                          static_cast<double>(std::max(1, gpusPerNode)),
                          "world_size"};
    }
    // d = world / (t · p) (Narayanan et al. 2021, "Efficient Large-Scale Language Model Training on
    // GPU Clusters Using Megatron-LM", section 2: n = p · t · d GPUs).
    l.dataParallel = l.worldSize / modelParallel;
    const double perStep = static_cast<double>(l.microBatchSize) * l.dataParallel;
    if (l.plannedGlobalBatchSequences > 0.0) {
        const double accumulation = std::round(l.plannedGlobalBatchSequences / perStep);
        l.gradientAccumulation = static_cast<int>(std::clamp(accumulation, 1.0, 1.0e6));
    }
    // train_batch_size = micro-batch · accumulation · data-parallel degree (DeepSpeed's
    // _batch_assertion, with the data-parallel world size).
    l.trainBatchSize = static_cast<long long>(l.microBatchSize) * l.gradientAccumulation * l.dataParallel;
    return l;
}

int zeroStage(Strategy strategy)
{
    switch (strategy) {
    case Strategy::Ddp:
        return 0;
    case Strategy::Zero1:
        return 1;
    case Strategy::Zero2:
        return 2;
    case Strategy::Zero3:
    case Strategy::Fsdp:
        return 3;
    }
    return 0;
}

std::string launcherArguments(Launcher launcher, const FrameworkLayout &l, std::string_view deepSpeedConfig)
{
    // transformers' TrainingArguments and Megatron-LM both name the format --bf16 or --fp16; --fp16
    // runs with dynamic loss scaling in both (torch.amp.GradScaler; Megatron's DynamicGradScaler
    // unless --loss-scale is given), what FP16 training needs to keep small gradients from
    // underflowing (Micikevicius et al. 2018, "Mixed Precision Training", section 3.2).
    const std::string halfFlag = l.halfPrecision == HalfPrecision::Fp16 ? " --fp16" : " --bf16";
    switch (launcher) {
    case Launcher::None:
    case Launcher::FromStack:
        return {};
    case Launcher::DeepSpeed: {
        // A layout with tensor or pipeline parallelism runs on DeepSpeed through Megatron-DeepSpeed
        // (its arguments.py keeps Megatron-LM's names beside --deepspeed and --deepspeed_config): it
        // hands DeepSpeed its model-parallel unit, so the config's batch identity holds over the
        // data-parallel ranks d, as trainBatchSize counts it.
        std::string args;
        if (l.tensorParallel > 1 || l.pipelineParallel > 1) {
            args = "--tensor-model-parallel-size " + std::to_string(l.tensorParallel) +
                   " --pipeline-model-parallel-size " + std::to_string(l.pipelineParallel) + " --micro-batch-size " +
                   std::to_string(l.microBatchSize) + " --global-batch-size " + std::to_string(l.trainBatchSize) + " ";
        }
        return args + "--deepspeed --deepspeed_config " + std::string(deepSpeedConfig);
    }
    case Launcher::Fsdp: {
        // PyTorch-native training as torchtitan runs it (torchtitan/config/job_config.py,
        // Parallelism and Training): FSDP2 over the data-parallel ranks (shard degree d; DDP is
        // the replicate degree; SHARD_GRAD_OP keeps the weights gathered after the forward),
        // tensor and pipeline degrees, the interleaved schedule with its layers per stage, the
        // per-rank batch (the pipeline's micro-batches in it) and the global batch, from which
        // torchtitan derives the accumulation.
        const bool replicate = l.strategy == Strategy::Ddp;
        std::string args = "--parallelism.data_parallel_replicate_degree " + std::to_string(replicate ? l.dataParallel : 1) +
                           " --parallelism.data_parallel_shard_degree " + std::to_string(replicate ? 1 : l.dataParallel);
        if (l.strategy == Strategy::Zero1 || l.strategy == Strategy::Zero2) {
            args += " --parallelism.fsdp_reshard_after_forward never";
        }
        args += " --parallelism.tensor_parallel_degree " + std::to_string(l.tensorParallel);
        args += " --parallelism.pipeline_parallel_degree " + std::to_string(l.pipelineParallel);
        if (l.pipelineParallel > 1) {
            if (l.layersPerVirtualStage > 0) {
                args += " --parallelism.pipeline_parallel_schedule Interleaved1F1B"
                        " --parallelism.pipeline_parallel_layers_per_stage " +
                        std::to_string(l.layersPerVirtualStage);
            }
            args += " --parallelism.pipeline_parallel_microbatch_size " + std::to_string(l.microBatchSize);
        }
        if (l.expertParallel > 1) {
            args += " --parallelism.expert_parallel_degree " + std::to_string(l.expertParallel);
        }
        // Under pipeline parallelism a rank's batch is every micro-batch of the step; otherwise one
        // micro-batch, accumulated global / (local · d) times.
        const long long local = static_cast<long long>(l.microBatchSize) *
                                (l.pipelineParallel > 1 ? l.gradientAccumulation : 1);
        args += " --training.local_batch_size " + std::to_string(local) + " --training.global_batch_size " +
                std::to_string(l.trainBatchSize);
        if (l.sequenceLength > 0) {
            args += " --training.seq_len " + std::to_string(l.sequenceLength);
        }
        if (l.fromLayout) {
            // torchtitan names the modes as the plan file does (none, selective, full).
            args += " --activation_checkpoint.mode " + std::string(toString(l.recompute));
            if (l.compiled) {
                args += " --training.compile";
            }
            if (l.fp8) {
                args += " --model.converters float8"; // torchao Float8 training
            }
        }
        return args;
    }
    case Launcher::Accelerate: {
        // transformers TrainingArguments: the batch as the layout has it (the Trainer fills the
        // DeepSpeed config's "auto" keys from these and refuses values that differ), the 16-bit
        // format, torch's fused AdamW where accelerate runs PyTorch's own engine (DeepSpeed brings
        // its FusedAdam), activation checkpointing.
        std::string args = "--per_device_train_batch_size " + std::to_string(l.microBatchSize) +
                           " --gradient_accumulation_steps " + std::to_string(l.gradientAccumulation);
        if (l.mixedPrecision) {
            args += halfFlag;
        }
        if (zeroStage(l.strategy) == 0 || l.strategy == Strategy::Fsdp) {
            args += " --optim adamw_torch_fused";
        }
        if (l.recompute == Recompute::Full) {
            args += " --gradient_checkpointing";
        }
        // TRL's ModelConfig (trl/trainer/model_config.py): PEFT's LoRA on the priced targets, and
        // for QLoRA bitsandbytes' 4-bit NF4 weights with the nested quantisation of the scales
        // (Dettmers et al. 2023, "QLoRA": NF4 and double quantisation).
        if (l.fineTuning != FineTuning::Full) {
            args += " --use_peft --lora_r " + std::to_string(l.loraRank) + " --lora_alpha " +
                    std::to_string(2 * l.loraRank) + " --lora_dropout 0.05 --lora_target_modules " + kLoraTargetModules;
        }
        if (l.fineTuning == FineTuning::Qlora) {
            args += " --load_in_4bit --bnb_4bit_quant_type nf4 --use_bnb_nested_quant";
        }
        return args;
    }
    case Launcher::Megatron: {
        std::string args = "--tensor-model-parallel-size " + std::to_string(l.tensorParallel) +
                           " --pipeline-model-parallel-size " + std::to_string(l.pipelineParallel);
        // Megatron-LM derives the accumulation itself: global / (micro · d), and asserts that it
        // divides (megatron/core/num_microbatches_calculator.py).
        if (l.layersPerVirtualStage > 0) {
            args += " --num-layers-per-virtual-pipeline-stage " + std::to_string(l.layersPerVirtualStage);
        }
        if (l.sequenceParallel) {
            args += " --sequence-parallel";
        }
        args += " --micro-batch-size " + std::to_string(l.microBatchSize) + " --global-batch-size " +
                std::to_string(l.trainBatchSize);
        if (l.sequenceLength > 0) {
            args += " --seq-length " + std::to_string(l.sequenceLength);
        }
        if (l.fromLayout) {
            // ZeRO-1 is Megatron's distributed optimizer (optimizer states sharded over d).
            if (l.strategy == Strategy::Zero1) {
                args += " --use-distributed-optimizer";
            }
            switch (l.recompute) {
            case Recompute::None:
                break;
            case Recompute::Selective:
                args += " --recompute-granularity selective";
                break;
            case Recompute::Full:
                args += " --recompute-granularity full --recompute-method uniform --recompute-num-layers 1";
                break;
            }
            if (l.mixedPrecision) {
                args += halfFlag;
            }
            if (l.fp8) {
                args += " --fp8-format hybrid";
            }
        }
        return args;
    }
    }
    return {};
}

int processesPerNode(Launcher launcher, int gpusPerNode)
{
    return launcher == Launcher::Accelerate ? 1 : gpusPerNode;
}

std::string accelerateLaunch(const FrameworkLayout &l, std::string_view accelerateConfig)
{
    // accelerate's launch options (accelerate/commands/launch.py): --num_processes counts every
    // process of the job, --machine_rank this node's place among --num_machines. Azure ML sets
    // NODE_RANK, MASTER_ADDR and MASTER_PORT on every node of a pytorch distribution; the Slurm
    // script exports them; the PyTorchJob's training operator sets the PET_ variables torchrun
    // reads (PET_NODE_RANK, PET_MASTER_ADDR, PET_MASTER_PORT) and RANK, the pod's.
    return "accelerate launch --config_file " + std::string(accelerateConfig) + " --num_machines " +
           std::to_string(l.nodes) + " --num_processes " + std::to_string(l.worldSize) +
           " --machine_rank \"${NODE_RANK:-${PET_NODE_RANK:-${RANK:-0}}}\" --main_process_ip \"${MASTER_ADDR:-$PET_MASTER_ADDR}\""
           " --main_process_port \"${MASTER_PORT:-$PET_MASTER_PORT}\" ";
}

std::string launchCommand(const JobSettings &settings, const FrameworkLayout &layout,
                          const std::string &checkpointReference, std::string_view deepSpeedConfig,
                          std::string_view accelerateConfig)
{
    const std::string checkpointBinding = "outputs." + std::string(kCheckpointOutput);
    std::string command = trimmedCopy(settings.command);
    if (settings.launcher == Launcher::Accelerate && !command.empty()) {
        std::string script = command;
        for (const char *python : {"python3 ", "python "}) {
            if (command.rfind(python, 0) == 0) {
                script = trimmedCopy(std::string_view(command).substr(std::string_view(python).size()));
                break;
            }
        }
        command = accelerateLaunch(layout, accelerateConfig) + script;
    }
    const std::vector<std::string> bindings = commandBindings(command);
    const bool bindsCheckpoints = std::find(bindings.begin(), bindings.end(), checkpointBinding) != bindings.end();
    const std::string args = launcherArguments(settings.launcher, layout, deepSpeedConfig);
    if (!args.empty()) {
        command += " " + args;
    }
    if (!settings.checkpointArgument.empty() && !bindsCheckpoints) {
        command += " " + settings.checkpointArgument + " " + checkpointReference;
    }
    // On Slurm and Kubernetes there is no Azure ML to resolve ${{…}}: the checkpoint output
    // becomes the shared path, an input its path as the plan gives it.
    return replaceBindings(command, [&](const std::string &expression) -> std::optional<std::string> {
        if (expression == checkpointBinding) {
            return checkpointReference;
        }
        if (checkpointReference.rfind("${{", 0) != 0 && expression.rfind("inputs.", 0) == 0) {
            const auto it = settings.inputs.find(expression.substr(7));
            if (it != settings.inputs.end()) {
                return trimmedCopy(it->second);
            }
        }
        return std::nullopt;
    });
}

Launcher stackLauncher(const PlanSpec &spec, Launcher given)
{
    if (given != Launcher::FromStack) {
        return given;
    }
    if (!spec.layout) {
        return Launcher::None;
    }
    const Layout &l = *spec.layout;
    // The stack the step time was priced on: named, or inferred (the Trainer; beyond what it runs,
    // DeepSpeed for ZeRO and PyTorch-native, as torchtitan runs it, for DDP and FSDP).
    switch (resolvedStack(l)) {
    case Stack::Hf:
        return Launcher::Accelerate;
    case Stack::Megatron:
        return Launcher::Megatron;
    case Stack::Fsdp:
        return Launcher::Fsdp;
    case Stack::DeepSpeed:
        return Launcher::DeepSpeed;
    case Stack::Inferred:
        break;
    }
    return Launcher::None;
}

namespace {

// "Llama-3.1 70B" → "llama-3-1-70b": lower-case letters and digits, one '-' for every run of
// anything else, none at the ends.
std::string slug(std::string_view text)
{
    std::string out;
    for (const char c : text) {
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool digit = c >= '0' && c <= '9';
        if (letter || digit) {
            out += letter && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
        } else if (!out.empty() && out.back() != '-') {
            out += '-';
        }
    }
    while (!out.empty() && out.back() == '-') {
        out.pop_back();
    }
    return out;
}

// "70b", "8b", "1.5b" → "1-5b", "350m": a parameter count as model names write it.
std::string parameterSlug(double parameters)
{
    const bool billions = parameters >= 1e9;
    const double value = parameters / (billions ? 1e9 : 1e6);
    const double rounded = std::round(value * 10.0) / 10.0;
    std::string text = std::to_string(static_cast<long long>(std::floor(rounded)));
    const int tenth = static_cast<int>(std::lround((rounded - std::floor(rounded)) * 10.0));
    if (tenth > 0 && tenth < 10) {
        text += "-" + std::to_string(tenth);
    }
    return text + (billions ? "b" : "m");
}

} // namespace

std::string exportName(const PlanSpec &spec)
{
    if (spec.name.find_first_not_of(" \t\r\n") != std::string::npos) {
        return spec.name; // as written: defaultJobSettings() makes valid names of it
    }
    std::string name;
    if (spec.model && spec.model->source == ModelSource::Preset) {
        name = slug(spec.model->preset);
    } else if (spec.model && spec.model->architecture.hiddenSize > 0) {
        name = parameterSlug(static_cast<double>(parameterCounts(spec.model->architecture).total())) + "-model";
    } else if (const auto *mfu = std::get_if<TokenMfuWorkload>(&spec.workload); mfu != nullptr && mfu->parameters > 0.0) {
        name = parameterSlug(mfu->parameters) + "-model";
    }
    if (!name.empty()) {
        const FineTuning tuning = spec.layout   ? spec.layout->fineTuning
                                  : spec.memory ? spec.memory->fineTuning
                                                : FineTuning::Full;
        if (tuning == FineTuning::Lora) {
            name += "-lora";
        } else if (tuning == FineTuning::Qlora) {
            name += "-qlora";
        }
    } else {
        // "Standard_ND96isr_H100_v5" → "nd96isr-h100-v5".
        std::string_view sku = spec.sku;
        if (sku.rfind("Standard_", 0) == 0) {
            sku.remove_prefix(9);
        }
        name = slug(sku);
    }
    // Azure ML names start with a letter (clusters) or a letter or digit (experiments).
    if (name.empty() || !(name.front() >= 'a' && name.front() <= 'z')) {
        name = "plan-" + name;
        if (name.back() == '-') {
            name.pop_back();
        }
    }
    return name;
}

} // namespace capplan::model
