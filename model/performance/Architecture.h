// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/plan/Issues.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capplan::model {

// The shape of a decoder-only transformer: what parameter counts, memory and (later) FLOPs are
// computed from. The plan file's "model": {"architecture": {…}} block names its fields
// (docs/design.md, "Version 3"; model/plan/PlanFields.cpp, architectureFields()); the names of the
// contract are hidden_size, layers, attention_heads, kv_heads, head_dim, ffn_hidden_size, ffn,
// vocabulary_size, tied_embeddings, qkv_bias, position_embeddings, max_position_embeddings,
// experts, experts_per_token, moe_ffn_hidden_size and shared_experts; norm, linear_bias,
// norms_per_layer and shared_expert_gate are this product's own, for the details that make a
// parameter count exact (LayerNorm biases, GPT-2's biased projections, Gemma 2's four norms).

// The feed-forward block. GELU: two matrices h×f and f×h (GPT-2, GPT-3, GPT-NeoX, Megatron).
// SwiGLU: three, gate and up h×f and down f×h, the gate through SiLU (Shazeer 2020, "GLU Variants
// Improve Transformer"; Llama, Mistral, Qwen, Phi-3). GeGLU: the same three matrices with a GELU
// gate (Gemma 2).
enum class FfnKind { Gelu, Swiglu, Geglu };
std::string_view toString(FfnKind kind); // "gelu", "swiglu", "geglu"
std::optional<FfnKind> ffnKindFromString(std::string_view text);
bool isGated(FfnKind kind); // three matrices

// Rotary position embeddings have no parameters (Su et al. 2021); learned ones are a table of
// max_position_embeddings × h (GPT-2, GPT-3).
enum class PositionEmbeddings { Rope, Learned };
std::string_view toString(PositionEmbeddings kind); // "rope", "learned"
std::optional<PositionEmbeddings> positionEmbeddingsFromString(std::string_view text);

// RMSNorm has a weight per channel (h); LayerNorm a weight and a bias (2h).
enum class NormKind { RmsNorm, LayerNorm };
std::string_view toString(NormKind kind); // "rmsnorm", "layernorm"
std::optional<NormKind> normKindFromString(std::string_view text);

struct Architecture {
    int hiddenSize = 0;     // h, "hidden_size"
    int layers = 0;         // L, "layers"
    int attentionHeads = 0; // a, "attention_heads" (query heads)
    // "kv_heads": key/value heads g of grouped-query attention (Ainslie et al. 2023); g = a is
    // multi-head attention, g = 1 multi-query. 0 means a.
    int kvHeads = 0;
    int headDim = 0;       // d, "head_dim"; 0 means h / a
    int ffnHiddenSize = 0; // f, "ffn_hidden_size" (transformers' intermediate_size)
    FfnKind ffn = FfnKind::Gelu;
    int vocabularySize = 0;      // V, "vocabulary_size" (as padded in the checkpoint)
    bool tiedEmbeddings = false; // the LM head shares the token embedding's matrix
    bool qkvBias = false;        // biases on Q, K and V only (Qwen2)
    PositionEmbeddings positionEmbeddings = PositionEmbeddings::Rope;
    // The context the model was built for; the learned position table has this many rows. 0 when
    // unknown (rotary models only).
    int maxPositionEmbeddings = 0;
    // Mixture of experts (Shazeer et al. 2017; Mixtral, Jiang et al. 2024): every layer's FFN is
    // `experts` experts of moe_ffn_hidden_size, of which a router (h × experts) picks
    // `experts_per_token` per token; `shared_experts` more of the same width see every token
    // (Qwen2-MoE, DeepSeekMoE). experts = 1 is a dense model.
    int experts = 1;
    int expertsPerToken = 1;
    int moeFfnHiddenSize = 0; // 0 means ffn_hidden_size
    int sharedExperts = 0;
    // This product's own fields.
    NormKind norm = NormKind::RmsNorm;
    bool linearBias = false;       // every linear layer has a bias (GPT-2, GPT-NeoX, Megatron GPT)
    int normsPerLayer = 2;         // before attention and FFN; Gemma 2 also normalises after each (4)
    bool sharedExpertGate = false; // Qwen2-MoE's sigmoid gate on the shared expert: h × 1 per layer

    bool isMoe() const { return experts > 1; }
    int effectiveKvHeads() const { return kvHeads > 0 ? kvHeads : attentionHeads; }
    int effectiveHeadDim() const;
    int expertFfnHiddenSize() const { return moeFfnHiddenSize > 0 ? moeFfnHiddenSize : ffnHiddenSize; }
    // The number of tokens' worth of FFN a token passes through: experts_per_token + shared
    // experts for MoE, 1 for a dense model.
    int activeExperts() const { return isMoe() ? expertsPerToken + sharedExperts : 1; }

    bool operator==(const Architecture &) const = default;
};

// Parameters by component, each summed over all layers (std::int64_t: a 1T model has 1e12).
struct ParameterCounts {
    std::int64_t embedding = 0;         // V × h token embeddings
    std::int64_t positionEmbedding = 0; // learned position table, 0 for rotary
    std::int64_t lmHead = 0;            // V × h output projection; 0 when tied
    std::int64_t attention = 0;         // Q, K, V, O (and their biases)
    std::int64_t ffn = 0;               // dense FFN, or every expert + shared experts + router (+ gate)
    std::int64_t activeFfn = 0;         // what one token passes through: active experts + router
    std::int64_t router = 0;            // inside ffn and activeFfn
    std::int64_t norms = 0;             // every layer's norms and the final one

    // All of the model's parameters: what its weights, gradients and optimizer states hold.
    std::int64_t total() const { return embedding + positionEmbedding + lmHead + attention + ffn + norms; }
    // The parameters one token is computed with (MoE: the chosen experts only); = total for dense.
    std::int64_t active() const { return total() - ffn + activeFfn; }
    bool operator==(const ParameterCounts &) const = default;
};

// Per layer, the building blocks of the counts above.
std::int64_t attentionParametersPerLayer(const Architecture &arch);
std::int64_t ffnParameters(const Architecture &arch, int width);    // one FFN (dense or one expert) of width f
std::int64_t ffnParametersPerLayer(const Architecture &arch);       // all experts, shared, router, gate
std::int64_t activeFfnParametersPerLayer(const Architecture &arch); // what one token passes through
std::int64_t normParametersPerLayer(const Architecture &arch);

// The whole count, from the shapes alone:
//   attention per layer = h·a·d (Q) + 2·h·g·d (K, V) + a·d·h (O), + a·d + 2·g·d biases with
//                         qkv_bias or linear_bias, + h for O's bias with linear_bias;
//   FFN per layer       = 2·h·f (GELU) or 3·h·f (gated), + biases with linear_bias; MoE: experts
//                         and shared experts of moe_ffn_hidden_size each, + the router h·E
//                         (+ h for Qwen2-MoE's shared-expert gate);
//   norms               = norms_per_layer per layer and one final, h each (2h for LayerNorm);
//   embeddings          = V·h, + max_position_embeddings·h when learned; LM head V·h unless tied.
// It reproduces the published counts of every preset (tests/model/tst_architecture.cpp).
ParameterCounts parameterCounts(const Architecture &arch);

// Bounds of an architecture's integers (wide enough for any published model, small enough that
// no product overflows 64 bits).
inline constexpr int kMaxHiddenSize = 1000000;
inline constexpr int kMaxLayers = 100000;
inline constexpr int kMaxHeads = 100000;
inline constexpr int kMaxVocabulary = 100000000;
inline constexpr int kMaxExperts = 100000;
inline constexpr int kMaxContext = 100000000;

// Checks every field; `pathPrefix` goes before each plan-file key ("model.architecture" gives
// "model.architecture.kv_heads"). Among the checks: kv_heads divides attention_heads,
// experts_per_token is at most experts, a head dimension exists (head_dim, or h divisible by a),
// and a learned position table needs max_position_embeddings.
std::vector<InputIssue> validate(const Architecture &arch, const std::string &pathPrefix);

} // namespace capplan::model
