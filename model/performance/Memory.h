// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/Architecture.h"
#include "model/performance/Fabric.h"
#include "model/plan/Bounds.h"
#include "model/plan/Issues.h"

#include <optional>
#include <vector>

namespace capplan::model {

// Memory per GPU of a training job. Everything is in GB = 1e9 bytes, as the source documents
// count ("14 GB" of bf16 weights for 7B parameters, "96 to 128 GB" of model states for 8B:
// docs/sources.md, s0-finetune-sizing and s1-infiniband-trap); the catalog's GPU memory is GiB
// and is converted with gibToGB() before comparing (docs/design.md, "Conventions").

inline constexpr double kBytesPerGB = 1e9;
inline constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;
inline double gibToGB(double gib)
{
    return gib * kBytesPerGiB / kBytesPerGB;
}

enum class FineTuning { Full, Lora, Qlora };

std::string_view toString(FineTuning mode); // "full", "lora", "qlora"
std::optional<FineTuning> fineTuningFromString(std::string_view text);

// The plan file's "memory" block (version 2), field by field: "hidden_size", "layers",
// "attention_heads", "sequence_length", "micro_batch_size", "activation_checkpointing",
// "flash_attention", "weight_bytes", "gradient_bytes", "optimizer_bytes", "fine_tuning",
// "adapter_parameters", "lora_rank", "lora_targets_per_layer", "reserve_gb",
// "fragmentation". Strategy, parameters and the tensor/pipeline degrees come from "scaling".
struct MemoryJob {
    Strategy strategy = Strategy::Ddp;
    double parameters = 0.0;
    int tensorParallel = 1;
    int pipelineParallel = 1;

    // Model states, bytes per parameter. Mixed-precision Adam: bf16 weights 2 + bf16 gradients 2
    // + fp32 master weights, first and second moments 12 = 16 (Rajbhandari et al. 2020, ZeRO,
    // section 3.1; "12 to 16 bytes per parameter", docs/sources.md, s1-infiniband-trap).
    double weightBytes = 2.0;
    double gradientBytes = 2.0;
    double optimizerBytes = 12.0;

    // Activations (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
    // Transformer Models", section 4): per layer s·b·h·(34 + 5·a·s/h) bytes with 16-bit
    // activations; tensor parallel with sequence parallel divides it by t.
    int hiddenSize = 0;     // h; 0 = activations not estimated
    int layers = 0;         // L
    int attentionHeads = 0; // a; 0 = h/128
    double sequenceLength = 0.0;
    int microBatchSize = 1; // b, sequences per micro-batch
    bool activationCheckpointing = false;
    // Flash attention never stores the a·s² score, softmax and dropout tensors: the 5as/h term
    // drops out (Dao et al. 2022).
    bool flashAttention = true;

    // LoRA keeps the base frozen in bf16 (2 B/param), QLoRA in 4-bit NF4 (0.5 B/param, Dettmers
    // et al. 2023); only the adapter carries gradients and optimizer states.
    FineTuning fineTuning = FineTuning::Full;
    double adapterParameters = 0.0; // explicit count; 0 = from the rank
    int loraRank = 0;
    int loraTargetsPerLayer = 4; // q, k, v, o projections, each h×h: 2·r·h parameters

    // Framework reserve: CUDA context and NCCL buffers (fixed), plus allocator fragmentation as
    // a share of everything else. Defaults 2 GB and 5 %.
    double reserveGB = 2.0;
    double fragmentation = 0.05;

    // The plan's model (its "model" block, version 3; not a field of this block). With it the
    // parameters (all of them: a mixture of experts keeps every expert's states), layers, hidden
    // size and heads are the model's (resolvedMemoryJob), and activations count what the
    // architecture stores (architectureActivationBytesPerLayer, outputLayerActivationBytes).
    std::optional<Architecture> architecture;

    bool operator==(const MemoryJob &) const = default;
};

inline constexpr double kQloraBytesPerParameter = 0.5;
inline constexpr double kMaxReserveGB = 1000.0;

// One GPU's share; the parts add up to totalGB.
struct MemoryBreakdown {
    int dataParallel = 1;
    double weightsGB = 0.0; // incl. the frozen base of LoRA/QLoRA and ZeRO-3's gathered layers
    double gradientsGB = 0.0;
    double optimizerGB = 0.0;
    double activationsGB = 0.0;
    // Its two parts where the step-time model tells them apart (layoutMemoryPerGpu; both 0 from the
    // memory block's estimate): the transformer layers' activations (Korthikanti's Table 2) and
    // the last stage's final norm, LM head input and fp32 logits.
    double layerActivationsGB = 0.0;
    double outputActivationsGB = 0.0;
    double reserveGB = 0.0; // fixed reserve + fragmentation
    double totalGB = 0.0;
    double capacityGB = 0.0; // the GPU's memory in GB
    bool fits = false;
    double modelStatesGB() const { return weightsGB + gradientsGB + optimizerGB; }
};

// Adapter parameters of LoRA: the explicit count, else layers · targets · 2·r·h; with an
// architecture, r·(in + out) for each of the first `targets` of q, k, v, o, gate, up, down by
// their real shapes (k and v are h → g·d under GQA).
double adapterParameterCount(const MemoryJob &job);
// Activation bytes of one transformer layer for one micro-batch, before dividing by t:
// s·b·h·(34 + 5·a·s/h), without the 5as/h term under flash attention; with an architecture,
// architectureActivationBytesPerLayer().
double activationBytesPerLayer(const MemoryJob &job);
// Korthikanti et al.'s count (section 4.1) term by term, for the architecture's own shapes, bytes
// per token of one layer (16-bit activations, 1-byte dropout masks):
//   attention  2h (the norm's output, input of Q, K, V) + 2·a·d (Q) + 2·2·g·d (K and V: GQA
//              keeps g heads, not a) + 2·a·d (input of O) + h (dropout mask), + 5·a·s for the
//              scores, softmax and their mask without flash attention;
//   FFN        2h (input) + 4f (GELU: its input and output) or 6f (SwiGLU/GeGLU: gate and up
//              outputs, the fused activation's input, and the down projection's input, as
//              Megatron's fused bias_swiglu keeps them) + h (dropout mask); a mixture of experts
//              stores that for each of the experts_per_token (+ shared) experts a token visits,
//              with the expert width;
//   norms      2h per norm (norms_per_layer).
// For a GELU model with g = a and f = 4h it is exactly 34h + 5as, the paper's figure.
double architectureActivationBytesPerToken(const Architecture &arch, double sequenceLength, bool flashAttention);
// The output layer's activations for one micro-batch, bytes: the final norm's and the LM head's
// inputs (4·s·b·h) and the logits in fp32 for the cross-entropy (4·s·b·V); on the last pipeline
// stage (counted when p = 1; with p > 1 the first stage's layers are the larger share).
double outputLayerActivationBytes(const Architecture &arch, double sequenceLength, int microBatchSize);

// Memory per GPU at data-parallel degree d:
//   model states over t·p, then by ZeRO stage over d: ZeRO-1 shards the optimizer states,
//   ZeRO-2 also the gradients, ZeRO-3/FSDP also the weights (and holds two gathered layers:
//   the current unit and the prefetched next one);
//   activations: L layers' worth whatever p is (1F1B keeps p micro-batches in flight on the
//   first stage of L/p layers), divided by t; with activation checkpointing only each layer's
//   input (2·s·b·h bytes) plus one layer recomputed in full.
MemoryBreakdown memoryPerGpu(const MemoryJob &job, int dataParallel, double gpuMemoryGiB);

// The smallest node count in 1 … maxNodes at which the job fits (sharding grows with d), or
// empty. DDP and ZeRO's unsharded parts do not shrink with nodes, so often it is 1 or never.
std::optional<int> smallestFittingNodes(const MemoryJob &job, int gpusPerNode, double gpuMemoryGiB,
                                        int maxNodes = kMaxNodes);
// The least sharded strategy (DDP, ZeRO-1, ZeRO-2, ZeRO-3 in that order) that fits at d.
std::optional<Strategy> leastShardedFittingStrategy(const MemoryJob &job, int dataParallel, double gpuMemoryGiB);

// does_not_fit with total_gb, capacity_gb and, when some node count fits, fits_at_nodes.
// `shardsEverything`: the strategy already shards weights, gradients and optimizer states (ZeRO-3,
// FSDP), so the advice is more nodes, tensor or pipeline parallelism, recomputation or LoRA
// (number "shards_everything" = 1), not more sharding.
std::optional<FabricFinding> memoryFinding(const MemoryBreakdown &memory, int nodes,
                                           std::optional<int> fitsAtNodes = std::nullopt, bool shardsEverything = false);

// Checks with plan-file paths ("memory.hidden_size", …); strategy, parameters and t/p are
// checked by validate(FabricJob).
std::vector<InputIssue> validate(const MemoryJob &job);

} // namespace capplan::model
