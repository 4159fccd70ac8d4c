// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/HfConfig.h"

#include "data/InputFiles.h"
#include "data/Texts.h"
#include "data/formats/JsonTextDecoder.h"
#include "data/import/HfConfigJson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <climits>
#include <cmath>
#include <initializer_list>
#include <map>

namespace capplan::data {

namespace {

using model::Architecture;
using nlohmann::json;
// Unqualified return types: lupdate reads "std::string f()" as a member of a class "std" and then
// files the strings below it under the wrong translation context.
using Utf8 = std::string;
using model::FfnKind;

// A problem with one key of the file; thrown inside the reader, returned as an Error.
struct KeyError {
    QString key;
    QString message;
};

struct TooDeep {};

// transformers' defaults per configuration class: the keyword defaults of each
// src/transformers/models/*/configuration_*.py (huggingface/transformers, commit
// 008e574391258935f3ecc3035c882e73bbcac419; configuration_mistral.py at 001f85b38fb4, and
// configuration_gpt2.py at 01ae98ae2414 where GPT2Config inherits tie_word_embeddings = True from
// PretrainedConfig). kvHeads 0: num_key_value_heads = None, i.e. num_attention_heads;
// intermediate 0: n_inner = None, i.e. 4 · n_embd; headDim 0: head_dim = None, h / a.
struct ClassDefaults {
    const char *name;
    const char *modelType;
    int vocab;
    int hidden;
    int intermediate;
    int layers;
    int heads;
    int kvHeads;
    int headDim;
    int maxPositions;
    bool tied;
};

constexpr ClassDefaults kClasses[] = {
    // configuration_llama.py: LlamaConfig
    {"LlamaForCausalLM", "llama", 32000, 4096, 11008, 32, 32, 0, 0, 2048, false},
    // configuration_mistral.py: MistralConfig (max_position_embeddings 4096 * 32)
    {"MistralForCausalLM", "mistral", 32000, 4096, 14336, 32, 32, 8, 0, 131072, false},
    // configuration_mixtral.py: MixtralConfig (num_local_experts 8, num_experts_per_tok 2)
    {"MixtralForCausalLM", "mixtral", 32000, 4096, 14336, 32, 32, 8, 0, 131072, false},
    // configuration_qwen2.py: Qwen2Config (Q, K and V always have biases in modeling_qwen2.py)
    {"Qwen2ForCausalLM", "qwen2", 151936, 4096, 22016, 32, 32, 32, 0, 32768, false},
    // configuration_qwen2_moe.py: Qwen2MoeConfig (num_experts 60, num_experts_per_tok 4,
    // moe_intermediate_size 1408, shared_expert_intermediate_size 5632, qkv_bias True)
    {"Qwen2MoeForCausalLM", "qwen2_moe", 151936, 2048, 5632, 24, 16, 16, 0, 32768, false},
    // configuration_gemma2.py: Gemma2Config (head_dim 256, hidden_activation gelu_pytorch_tanh)
    {"Gemma2ForCausalLM", "gemma2", 256000, 2304, 9216, 26, 8, 4, 256, 8192, true},
    // configuration_phi3.py: Phi3Config
    {"Phi3ForCausalLM", "phi3", 32064, 3072, 8192, 32, 32, 0, 0, 4096, false},
    // configuration_gpt_neox.py: GPTNeoXConfig (attention_bias True, hidden_act gelu)
    {"GPTNeoXForCausalLM", "gpt_neox", 50432, 6144, 24576, 44, 64, 0, 0, 2048, false},
    // configuration_gpt2.py: GPT2Config (n_embd, n_layer, n_head, n_positions, n_inner)
    {"GPT2LMHeadModel", "gpt2", 50257, 768, 0, 12, 12, 0, 0, 1024, true},
};

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString kindName(const json &value)
{
    switch (value.type()) {
    case json::value_t::null:
        return HfConfig::tr("null");
    case json::value_t::boolean:
        return HfConfig::tr("a boolean");
    case json::value_t::string:
        return HfConfig::tr("a string");
    case json::value_t::array:
        return HfConfig::tr("an array");
    case json::value_t::object:
        return HfConfig::tr("an object");
    default:
        return HfConfig::tr("a number");
    }
}

// The file's values, each looked up under its names (GPT-2 calls hidden_size n_embd), with the
// class default when absent; the keys that took a default are remembered.
class Keys {
public:
    Keys(const json &object, QStringList &defaulted)
        : m_object(object)
        , m_defaulted(defaulted)
    {
    }

    // The value under the first of `names` the file has; null counts as absent.
    const json *find(std::initializer_list<const char *> names) const
    {
        for (const char *name : names) {
            const auto it = m_object.find(name);
            if (it != m_object.end() && !it->is_null()) {
                return &*it;
            }
        }
        return nullptr;
    }

    // A whole number of at least `least`, or the default (the first name is the one recorded).
    int count(std::initializer_list<const char *> names, int fallback, int least = 1) const
    {
        const json *value = find(names);
        if (value == nullptr) {
            m_defaulted.append(QLatin1String(*names.begin()));
            return fallback;
        }
        const QString key = keyOf(names);
        if (!value->is_number()) {
            throw KeyError{key, HfConfig::tr("must be a number, not %1").arg(kindName(*value))};
        }
        const double v = value->get<double>();
        if (!std::isfinite(v) || v != std::floor(v) || v < least || v > INT_MAX) {
            throw KeyError{
                key, HfConfig::tr("must be a whole number of at least %1 (got %2)").arg(least).arg(v, 0, 'g', 17)};
        }
        return static_cast<int>(v);
    }

    bool flag(const char *name, bool fallback) const
    {
        const json *value = find({name});
        if (value == nullptr) {
            m_defaulted.append(QLatin1String(name));
            return fallback;
        }
        if (!value->is_boolean()) {
            throw KeyError{QLatin1String(name), HfConfig::tr("must be true or false, not %1").arg(kindName(*value))};
        }
        return value->get<bool>();
    }

    Utf8 text(std::initializer_list<const char *> names, const char *fallback) const
    {
        const json *value = find(names);
        if (value == nullptr) {
            m_defaulted.append(QLatin1String(*names.begin()));
            return fallback;
        }
        if (!value->is_string()) {
            throw KeyError{keyOf(names), HfConfig::tr("must be a string, not %1").arg(kindName(*value))};
        }
        return value->get<std::string>();
    }

    // The name under which the file gives one of `names` (for messages), else the first.
    QString keyOf(std::initializer_list<const char *> names) const
    {
        for (const char *name : names) {
            if (m_object.contains(name)) {
                return QLatin1String(name);
            }
        }
        return QLatin1String(*names.begin());
    }

private:
    const json &m_object;
    QStringList &m_defaulted;
};

// SiLU (swish) gates are SwiGLU, GELU gates (gelu, gelu_new, gelu_pytorch_tanh) GeGLU.
FfnKind gatedKind(const Utf8 &activation)
{
    return activation.find("gelu") != std::string::npos ? FfnKind::Geglu : FfnKind::Swiglu;
}

const ClassDefaults *classFor(const json &object, QString &name)
{
    if (const auto it = object.find("architectures"); it != object.end() && !it->is_null()) {
        if (!it->is_array() || it->empty() || !(*it)[0].is_string()) {
            throw KeyError{QStringLiteral("architectures"),
                           HfConfig::tr("must be a list of class names, e.g. [\"LlamaForCausalLM\"]")};
        }
        name = QString::fromStdString((*it)[0].get<std::string>());
        for (const ClassDefaults &c : kClasses) {
            if (name == QLatin1String(c.name)) {
                return &c;
            }
        }
        throw KeyError{QStringLiteral("architectures"),
                       HfConfig::tr("\"%1\" is not a supported architecture (supported: %2)")
                           .arg(name, HfConfig::supportedArchitectures().join(QStringLiteral(", ")))};
    }
    if (const auto it = object.find("model_type"); it != object.end() && it->is_string()) {
        const std::string type = it->get<std::string>();
        for (const ClassDefaults &c : kClasses) {
            if (type == c.modelType) {
                name = QLatin1String(c.name);
                return &c;
            }
        }
        throw KeyError{QStringLiteral("model_type"),
                       HfConfig::tr("\"%1\" is not a supported model type (supported: %2)")
                           .arg(q(type), HfConfig::supportedArchitectures().join(QStringLiteral(", ")))};
    }
    // The one thing transformers has no default for: which model the file describes.
    throw KeyError{QStringLiteral("architectures"),
                   HfConfig::tr("is missing: a config.json names its class in \"architectures\" (or its "
                                "\"model_type\"), and nothing else tells which model it is")};
}

// The architecture as the class builds it (its modeling_*.py), with the file's values.
Architecture build(const ClassDefaults &c, const Keys &keys)
{
    Architecture a;
    const std::string cls = c.name;
    const bool gpt2 = cls == "GPT2LMHeadModel";
    a.vocabularySize = keys.count({"vocab_size"}, c.vocab);
    a.hiddenSize = gpt2 ? keys.count({"n_embd", "hidden_size"}, c.hidden) : keys.count({"hidden_size"}, c.hidden);
    a.layers =
        gpt2 ? keys.count({"n_layer", "num_hidden_layers"}, c.layers) : keys.count({"num_hidden_layers"}, c.layers);
    a.attentionHeads =
        gpt2 ? keys.count({"n_head", "num_attention_heads"}, c.heads) : keys.count({"num_attention_heads"}, c.heads);
    a.maxPositionEmbeddings = gpt2 ? keys.count({"n_positions", "max_position_embeddings"}, c.maxPositions)
                                   : keys.count({"max_position_embeddings"}, c.maxPositions);
    a.tiedEmbeddings = keys.flag("tie_word_embeddings", c.tied);
    const bool hasKvHeads = cls != "GPTNeoXForCausalLM" && !gpt2;
    a.kvHeads = hasKvHeads ? keys.count({"num_key_value_heads"}, c.kvHeads > 0 ? c.kvHeads : a.attentionHeads)
                           : a.attentionHeads;
    const bool hasHeadDim = cls == "LlamaForCausalLM" || cls == "MistralForCausalLM" || cls == "MixtralForCausalLM" ||
                            cls == "Gemma2ForCausalLM";
    if (hasHeadDim) {
        // head_dim = None (or absent) is hidden_size / num_attention_heads; Gemma 2's default is 256.
        const int headDim = keys.count({"head_dim"}, c.headDim);
        // Kept only where it is not h / a, so the written architecture stays minimal.
        a.headDim = (headDim > 0 && headDim * a.attentionHeads != a.hiddenSize) ? headDim : 0;
    }
    a.ffnHiddenSize =
        gpt2 ? keys.count({"n_inner"}, 4 * a.hiddenSize) : keys.count({"intermediate_size"}, c.intermediate);

    if (gpt2 || cls == "GPTNeoXForCausalLM") {
        // LayerNorm with biases, biased projections, a 4h GELU MLP; GPT-2 learns its positions.
        a.ffn = FfnKind::Gelu;
        a.norm = model::NormKind::LayerNorm;
        a.linearBias = gpt2 || keys.flag("attention_bias", true);
        if (gpt2) {
            a.positionEmbeddings = model::PositionEmbeddings::Learned;
            keys.text({"activation_function"}, "gelu_new");
        } else {
            keys.text({"hidden_act"}, "gelu");
        }
        return a;
    }
    if (cls == "Gemma2ForCausalLM") {
        a.ffn = gatedKind(keys.text({"hidden_activation", "hidden_act"}, "gelu_pytorch_tanh"));
        a.normsPerLayer = 4; // input, post-attention, pre- and post-feed-forward RMSNorms
        a.qkvBias = keys.flag("attention_bias", false);
        return a;
    }
    a.ffn = gatedKind(keys.text({"hidden_act"}, "silu"));
    if (cls == "LlamaForCausalLM") {
        // attention_bias puts biases on Q, K, V (and O); mlp_bias on the MLP's three matrices.
        const bool attentionBias = keys.flag("attention_bias", false);
        const bool mlpBias = keys.flag("mlp_bias", false);
        a.qkvBias = attentionBias;
        a.linearBias = attentionBias && mlpBias;
    } else if (cls == "Qwen2ForCausalLM") {
        a.qkvBias = true;
    } else if (cls == "MixtralForCausalLM") {
        a.experts = keys.count({"num_local_experts", "num_experts"}, 8);
        a.expertsPerToken = keys.count({"num_experts_per_tok"}, 2);
    } else if (cls == "Qwen2MoeForCausalLM") {
        a.qkvBias = keys.flag("qkv_bias", true);
        a.experts = keys.count({"num_experts"}, 60);
        a.expertsPerToken = keys.count({"num_experts_per_tok"}, 4);
        a.moeFfnHiddenSize = keys.count({"moe_intermediate_size"}, 1408);
        const int shared = keys.count({"shared_expert_intermediate_size"}, 5632, 0);
        if (keys.count({"decoder_sparse_step"}, 1) != 1) {
            throw KeyError{QStringLiteral("decoder_sparse_step"),
                           HfConfig::tr("is not supported: only models with experts in every layer (1) are")};
        }
        if (const json *dense = keys.find({"mlp_only_layers"}); dense && (!dense->is_array() || !dense->empty())) {
            throw KeyError{QStringLiteral("mlp_only_layers"),
                           HfConfig::tr("is not supported: only models with experts in every layer ([]) are")};
        }
        // The shared expert is one MLP of shared_expert_intermediate_size: as many experts of
        // moe_intermediate_size (same parameters, same activations), behind a sigmoid gate.
        if (shared % a.moeFfnHiddenSize != 0) {
            throw KeyError{QStringLiteral("shared_expert_intermediate_size"),
                           HfConfig::tr("must be a multiple of moe_intermediate_size (%1) (got %2)")
                               .arg(a.moeFfnHiddenSize)
                               .arg(shared)};
        }
        a.sharedExperts = shared / a.moeFfnHiddenSize;
        a.sharedExpertGate = a.sharedExperts > 0;
    }
    return a;
}

// The file's key for an architecture field, for messages about the shape as a whole.
QString fileKey(const ClassDefaults &c, const std::string &field)
{
    const bool gpt2 = std::string(c.name) == "GPT2LMHeadModel";
    static const std::map<std::string, std::pair<const char *, const char *>> names{
        {"hidden_size", {"hidden_size", "n_embd"}},
        {"layers", {"num_hidden_layers", "n_layer"}},
        {"attention_heads", {"num_attention_heads", "n_head"}},
        {"kv_heads", {"num_key_value_heads", "n_head"}},
        {"head_dim", {"head_dim", "n_head"}},
        {"ffn_hidden_size", {"intermediate_size", "n_inner"}},
        {"vocabulary_size", {"vocab_size", "vocab_size"}},
        {"max_position_embeddings", {"max_position_embeddings", "n_positions"}},
        {"experts", {"num_experts", "num_experts"}},
        {"experts_per_token", {"num_experts_per_tok", "num_experts_per_tok"}},
        {"moe_ffn_hidden_size", {"moe_intermediate_size", "moe_intermediate_size"}},
        {"shared_experts", {"shared_expert_intermediate_size", "shared_expert_intermediate_size"}},
    };
    const auto it = names.find(field);
    if (it == names.end()) {
        return QString::fromStdString(field);
    }
    if (field == "experts" && std::string(c.name) == "MixtralForCausalLM") {
        return QStringLiteral("num_local_experts");
    }
    return QLatin1String(gpt2 ? it->second.second : it->second.first);
}

QString join(const QString &prefix, const QString &key)
{
    return prefix.isEmpty() ? key : prefix + QLatin1Char('.') + key;
}

} // namespace

Result<HfModel> readHfConfig(const json &object, const QString &pathPrefix)
{
    if (!object.is_object()) {
        return Error{HfConfig::tr("must be a config.json object, not %1").arg(kindName(object)), pathPrefix};
    }
    HfModel out;
    out.json = object.dump();
    try {
        const ClassDefaults *c = classFor(object, out.architectureClass);
        const Keys keys(object, out.defaulted);
        out.architecture = build(*c, keys);
        if (const json *name = keys.find({"_name_or_path"}); name && name->is_string()) {
            out.nameOrPath = QString::fromStdString(name->get<std::string>());
        }
        const Architecture &a = out.architecture;
        if (a.headDim == 0 && a.hiddenSize % a.attentionHeads != 0) {
            throw KeyError{fileKey(*c, "attention_heads"),
                           HfConfig::tr("must divide %1 (%2) when the file gives no head_dim (got %3)")
                               .arg(fileKey(*c, "hidden_size"))
                               .arg(a.hiddenSize)
                               .arg(a.attentionHeads)};
        }
        const auto issues = model::validate(a, {});
        if (!issues.empty()) {
            throw KeyError{fileKey(*c, issues.front().path), Texts().issue(issues.front())};
        }
    } catch (const KeyError &e) {
        return Error{e.message, join(pathPrefix, e.key)};
    }
    return out;
}

QStringList HfConfig::supportedArchitectures()
{
    QStringList names;
    for (const ClassDefaults &c : kClasses) {
        names.append(QLatin1String(c.name));
    }
    return names;
}

Result<HfModel> HfConfig::parse(const QByteArray &bytes, const QString &fileName)
{
    if (bytes.size() > kMaxFileBytes) {
        return Error{tr("is larger than %1 MiB; a config.json is a few kilobytes").arg(kMaxFileBytes / (1024 * 1024)),
                     {},
                     fileName};
    }
    const QByteArray text = JsonTextDecoder::toUtf8(bytes);
    json object;
    try {
        // Nesting is bounded before anything is built deeper (a file of a million "[" must not
        // recurse that deep).
        const json::parser_callback_t depthLimit = [](int depth, json::parse_event_t, json &) {
            if (depth > kMaxDepth) {
                throw TooDeep{};
            }
            return true;
        };
        object = json::parse(text.constBegin(), text.constEnd(), depthLimit);
    } catch (const TooDeep &) {
        return Error{tr("is nested deeper than %1 levels; a config.json is not").arg(kMaxDepth), {}, fileName};
    } catch (const json::parse_error &e) {
        return Error{tr("is not JSON: %1").arg(QString::fromUtf8(e.what())), {}, fileName};
    } catch (const json::exception &e) {
        // A number too large for a double ("hidden_size": 2e+308) is out_of_range, not a
        // parse_error: uncaught, it ended the program (found by tests/fuzz/fuzz_hf_config).
        return Error{tr("holds a number out of range: %1").arg(QString::fromUtf8(e.what())), {}, fileName};
    }
    auto model = readHfConfig(object, {});
    if (!model) {
        Error error = model.error();
        error.file = fileName;
        return error;
    }
    return model;
}

Result<HfModel> HfConfig::load(const QString &path)
{
    // Opened by the name's own bytes (a name that is not UTF-8 opens too), and folders refused.
    QFile file;
    if (const Status opened = InputFiles::openForReading(file, path); !opened) {
        return opened.error();
    }
    // No more than the limit and a byte: a pipe or /dev/zero is refused, not read to the end.
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        return Error{tr("cannot read the file: %1").arg(file.errorString()), {}, path};
    }
    return parse(bytes, path);
}

QString HfConfig::suggestedName(const HfModel &model, const QString &fileName)
{
    QString base = model.nameOrPath.section(QLatin1Char('/'), -1);
    if (base.isEmpty()) {
        base = QFileInfo(fileName).completeBaseName();
        if (base.compare(QStringLiteral("config"), Qt::CaseInsensitive) == 0) {
            base = QFileInfo(fileName).dir().dirName();
        }
    }
    QString name = base.toLower();
    static const QRegularExpression other(QStringLiteral("[^a-z0-9._-]+"));
    name.replace(other, QStringLiteral("-"));
    static const QRegularExpression leading(QStringLiteral("^[^a-z]+"));
    name.remove(leading);
    if (name.isEmpty()) {
        name = QStringLiteral("imported-model");
    }
    return name.left(64);
}

} // namespace capplan::data
