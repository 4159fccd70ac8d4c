// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "model/performance/Architecture.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace capplan::data {

// A Hugging Face config.json read as transformers reads it.
struct HfModel {
    model::Architecture architecture;
    QString architectureClass; // "LlamaForCausalLM" (from "architectures", else "model_type")
    QString nameOrPath;        // "_name_or_path" when the file has it ("meta-llama/Llama-3.1-8B")
    // The keys the file left out that took transformers' default for the class, in the order read.
    QStringList defaulted;
    // The object itself as compact JSON, what a plan's "model": {"hf_config": …} keeps.
    std::string json;
};

// Reads the config.json of the common decoder architectures: LlamaForCausalLM,
// MistralForCausalLM, MixtralForCausalLM, Qwen2ForCausalLM, Qwen2MoeForCausalLM,
// Gemma2ForCausalLM, Phi3ForCausalLM, GPTNeoXForCausalLM and GPT2LMHeadModel.
//
// It is someone else's format, so keys the planner does not use are ignored; a key the file
// leaves out takes the default its transformers configuration class documents (the defaults are
// listed in HfConfig.cpp with the configuration_*.py they come from); only what has no default
// is an error: which class the file describes ("architectures", or "model_type"). An unknown
// architecture, a value of the wrong kind and a shape that does not hold together (heads that do
// not divide the hidden size, say) are errors naming the file's own key.
class HfConfig {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::HfConfig)

public:
    static constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024; // a config.json is a few kilobytes
    static constexpr int kMaxDepth = 64;

    static QStringList supportedArchitectures();
    // The whole file, a JSON object (UTF-8 or UTF-16 with a byte-order mark). `fileName` labels errors.
    static Result<HfModel> parse(const QByteArray &bytes, const QString &fileName = {});
    static Result<HfModel> load(const QString &path);
    // A preset name for the library from "_name_or_path" ("Qwen/Qwen2.5-7B" → "qwen2.5-7b") or the
    // file's base name; lower case, as model::isPresetName() wants.
    static QString suggestedName(const HfModel &model, const QString &fileName = {});
};

} // namespace capplan::data
