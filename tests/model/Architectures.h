// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/Architecture.h"

namespace capplan::tests {

// Llama 3.1 8B (meta-llama/Meta-Llama-3.1-8B config.json): GQA 32/8, SwiGLU 14336, V 128256.
inline model::Architecture llama8b()
{
    model::Architecture a;
    a.hiddenSize = 4096;
    a.layers = 32;
    a.attentionHeads = 32;
    a.kvHeads = 8;
    a.ffnHiddenSize = 14336;
    a.ffn = model::FfnKind::Swiglu;
    a.vocabularySize = 128256;
    a.maxPositionEmbeddings = 131072;
    return a;
}

// Mixtral 8x7B (its config.json): Mistral 7B's attention with 8 experts of 14336, two per token.
inline model::Architecture mixtral()
{
    model::Architecture a = llama8b();
    a.vocabularySize = 32000;
    a.experts = 8;
    a.expertsPerToken = 2;
    return a;
}

} // namespace capplan::tests
