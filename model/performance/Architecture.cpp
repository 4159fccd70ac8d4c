// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Architecture.h"

#include "model/plan/EnumNames.h"

#include <algorithm>
#include <array>
#include <utility>

namespace capplan::model {

namespace {

using Count = std::int64_t;

constexpr std::array<std::pair<FfnKind, std::string_view>, 3> kFfnNames{
    {{FfnKind::Gelu, "gelu"}, {FfnKind::Swiglu, "swiglu"}, {FfnKind::Geglu, "geglu"}}};
constexpr std::array<std::pair<PositionEmbeddings, std::string_view>, 2> kPositionNames{
    {{PositionEmbeddings::Rope, "rope"}, {PositionEmbeddings::Learned, "learned"}}};
constexpr std::array<std::pair<NormKind, std::string_view>, 2> kNormNames{
    {{NormKind::RmsNorm, "rmsnorm"}, {NormKind::LayerNorm, "layernorm"}}};

InputIssue issue(const std::string &prefix, std::string_view key, IssueCode code, double value = 0.0, double low = 0.0,
                 double high = 0.0)
{
    return InputIssue{prefix.empty() ? std::string(key) : prefix + "." + std::string(key), code, value, low, high, {}};
}

void checkRange(std::vector<InputIssue> &issues, const std::string &prefix, std::string_view key, int value, int low,
                int high)
{
    if (value < low || value > high) {
        issues.push_back(issue(prefix, key, IssueCode::OutOfRange, value, low, high));
    }
}

} // namespace

std::string_view toString(FfnKind kind)
{
    return nameOf(kFfnNames, kind);
}

std::optional<FfnKind> ffnKindFromString(std::string_view text)
{
    return valueOf(kFfnNames, text);
}

bool isGated(FfnKind kind)
{
    return kind != FfnKind::Gelu;
}

std::string_view toString(PositionEmbeddings kind)
{
    return nameOf(kPositionNames, kind);
}

std::optional<PositionEmbeddings> positionEmbeddingsFromString(std::string_view text)
{
    return valueOf(kPositionNames, text);
}

std::string_view toString(NormKind kind)
{
    return nameOf(kNormNames, kind);
}

std::optional<NormKind> normKindFromString(std::string_view text)
{
    return valueOf(kNormNames, text);
}

int Architecture::effectiveHeadDim() const
{
    if (headDim > 0) {
        return headDim;
    }
    return attentionHeads > 0 ? hiddenSize / attentionHeads : 0;
}

std::int64_t attentionParametersPerLayer(const Architecture &arch)
{
    const Count h = arch.hiddenSize;
    const Count d = arch.effectiveHeadDim();
    const Count q = Count{arch.attentionHeads} * d; // width of Q and of O's input
    const Count kv = Count{arch.effectiveKvHeads()} * d;
    // Q: h → a·d, K and V: h → g·d each (GQA shrinks these two), O: a·d → h.
    Count count = h * q + 2 * h * kv + q * h;
    if (arch.qkvBias || arch.linearBias) {
        count += q + 2 * kv;
    }
    if (arch.linearBias) {
        count += h; // O's bias
    }
    return count;
}

std::int64_t ffnParameters(const Architecture &arch, int width)
{
    const Count h = arch.hiddenSize;
    const Count f = width;
    // GELU: up h×f and down f×h; gated (SwiGLU, GeGLU): gate and up h×f each, down f×h.
    const bool gated = isGated(arch.ffn);
    Count count = (gated ? 3 : 2) * h * f;
    if (arch.linearBias) {
        count += (gated ? 2 * f : f) + h;
    }
    return count;
}

std::int64_t ffnParametersPerLayer(const Architecture &arch)
{
    if (!arch.isMoe()) {
        return ffnParameters(arch, arch.ffnHiddenSize);
    }
    const Count h = arch.hiddenSize;
    const Count expert = ffnParameters(arch, arch.expertFfnHiddenSize());
    const Count router = h * arch.experts;
    return Count{arch.experts + arch.sharedExperts} * expert + router + (arch.sharedExpertGate ? h : 0);
}

std::int64_t activeFfnParametersPerLayer(const Architecture &arch)
{
    if (!arch.isMoe()) {
        return ffnParametersPerLayer(arch);
    }
    const Count h = arch.hiddenSize;
    const Count expert = ffnParameters(arch, arch.expertFfnHiddenSize());
    // A token is routed to experts_per_token experts; the router and the shared experts see it too.
    return Count{arch.activeExperts()} * expert + h * arch.experts + (arch.sharedExpertGate ? h : 0);
}

std::int64_t normParametersPerLayer(const Architecture &arch)
{
    const Count perNorm = Count{arch.hiddenSize} * (arch.norm == NormKind::LayerNorm ? 2 : 1);
    return Count{arch.normsPerLayer} * perNorm;
}

ParameterCounts parameterCounts(const Architecture &arch)
{
    ParameterCounts c;
    const Count h = arch.hiddenSize;
    const Count L = arch.layers;
    c.embedding = Count{arch.vocabularySize} * h;
    if (arch.positionEmbeddings == PositionEmbeddings::Learned) {
        c.positionEmbedding = Count{arch.maxPositionEmbeddings} * h;
    }
    c.lmHead = arch.tiedEmbeddings ? 0 : Count{arch.vocabularySize} * h;
    c.attention = L * attentionParametersPerLayer(arch);
    c.ffn = L * ffnParametersPerLayer(arch);
    c.activeFfn = L * activeFfnParametersPerLayer(arch);
    c.router = arch.isMoe() ? L * h * arch.experts : 0;
    // The final norm before the LM head is one more.
    c.norms = L * normParametersPerLayer(arch) + h * (arch.norm == NormKind::LayerNorm ? 2 : 1);
    return c;
}

std::vector<InputIssue> validate(const Architecture &arch, const std::string &pathPrefix)
{
    std::vector<InputIssue> issues;
    const std::string &p = pathPrefix;
    checkRange(issues, p, "hidden_size", arch.hiddenSize, 1, kMaxHiddenSize);
    checkRange(issues, p, "layers", arch.layers, 1, kMaxLayers);
    checkRange(issues, p, "attention_heads", arch.attentionHeads, 1, kMaxHeads);
    checkRange(issues, p, "kv_heads", arch.kvHeads, 0, kMaxHeads);
    checkRange(issues, p, "head_dim", arch.headDim, 0, kMaxHiddenSize);
    checkRange(issues, p, "ffn_hidden_size", arch.ffnHiddenSize, 1, 100 * kMaxHiddenSize);
    checkRange(issues, p, "vocabulary_size", arch.vocabularySize, 1, kMaxVocabulary);
    checkRange(issues, p, "max_position_embeddings", arch.maxPositionEmbeddings, 0, kMaxContext);
    checkRange(issues, p, "experts", arch.experts, 1, kMaxExperts);
    checkRange(issues, p, "experts_per_token", arch.expertsPerToken, 1, std::max(1, arch.experts));
    checkRange(issues, p, "moe_ffn_hidden_size", arch.moeFfnHiddenSize, 0, 100 * kMaxHiddenSize);
    checkRange(issues, p, "shared_experts", arch.sharedExperts, 0, kMaxExperts);
    checkRange(issues, p, "norms_per_layer", arch.normsPerLayer, 0, 16);
    if (!issues.empty()) {
        return issues;
    }
    if (arch.kvHeads > 0 && arch.attentionHeads % arch.kvHeads != 0) {
        // Each key/value head serves a whole group of query heads.
        issues.push_back(issue(p, "kv_heads", IssueCode::OutOfRange, arch.kvHeads, 1, arch.attentionHeads));
        issues.back().text = "heads"; // "must divide the a attention heads"
    }
    if (arch.headDim == 0 && arch.hiddenSize % arch.attentionHeads != 0) {
        // Without head_dim the heads split h evenly (transformers checks the same).
        issues.push_back(issue(p, "head_dim", IssueCode::Missing));
    }
    if (arch.positionEmbeddings == PositionEmbeddings::Learned && arch.maxPositionEmbeddings <= 0) {
        issues.push_back(issue(p, "max_position_embeddings", IssueCode::Missing));
    }
    return issues;
}

} // namespace capplan::model
