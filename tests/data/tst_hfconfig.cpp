// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Hugging Face config.json as transformers reads it (data/import/HfConfig.h): a published file
// per architecture (tests/data/samples/hf-configs, with their provenance in its README), the
// classes' defaults for missing keys, and the errors that name the file's key.
#include "data/import/HfConfig.h"
#include "model/catalog/ModelLibrary.h"

#include <QTemporaryDir>
#include <QTest>

using namespace capplan;

Q_DECLARE_METATYPE(capplan::model::FfnKind)

namespace {

QString sample(const char *name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/hf-configs/") + QLatin1String(name);
}

} // namespace

class TestHfConfig : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void publishedFiles_data();
    void publishedFiles();
    void defaults_data();
    void defaults();
    void unusedKeysAreIgnored();
    void gpt2Aliases();
    void errors_data();
    void errors();
    void fileErrors();
    void suggestedName_data();
    void suggestedName();
};

void TestHfConfig::publishedFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("architectureClass");
    QTest::addColumn<qlonglong>("parameters"); // published (see the samples' README)
    QTest::addColumn<qlonglong>("active");     // by the architecture; published where known
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<capplan::model::FfnKind>("ffn");
    QTest::addColumn<bool>("tied");
    QTest::addColumn<int>("experts");
    using model::FfnKind;
    QTest::newRow("Llama 3.1 8B") << sample("llama-3.1-8b.config.json") << QStringLiteral("LlamaForCausalLM")
                                  << 8030261248LL << 8030261248LL << 8 << FfnKind::Swiglu << false << 1;
    QTest::newRow("Mistral 7B v0.1") << sample("mistral-7b-v0.1.config.json") << QStringLiteral("MistralForCausalLM")
                                     << 7241732096LL << 7241732096LL << 8 << FfnKind::Swiglu << false << 1;
    QTest::newRow("Mixtral 8x7B") << sample("mixtral-8x7b-v0.1.config.json") << QStringLiteral("MixtralForCausalLM")
                                  << 46702792704LL << 12879925248LL << 8 << FfnKind::Swiglu << false << 8;
    QTest::newRow("Qwen2.5 7B") << sample("qwen2.5-7b.config.json") << QStringLiteral("Qwen2ForCausalLM")
                                << 7615616512LL << 7615616512LL << 4 << FfnKind::Swiglu << false << 1;
    // 14.3B in all, "2.7B activated" (the model card): 4 of 60 experts and the shared one.
    QTest::newRow("Qwen1.5-MoE-A2.7B") << sample("qwen1.5-moe-a2.7b.config.json")
                                       << QStringLiteral("Qwen2MoeForCausalLM") << 14315784192LL << 2689173504LL << 16
                                       << FfnKind::Swiglu << false << 60;
    QTest::newRow("Gemma 2 9B") << sample("gemma-2-9b.config.json") << QStringLiteral("Gemma2ForCausalLM")
                                << 9241705984LL << 9241705984LL << 8 << FfnKind::Geglu << true << 1;
    QTest::newRow("Phi-3 mini 4k") << sample("phi-3-mini-4k-instruct.config.json") << QStringLiteral("Phi3ForCausalLM")
                                   << 3821079552LL << 3821079552LL << 32 << FfnKind::Swiglu << false << 1;
    QTest::newRow("RedPajama-INCITE 3B (GPT-NeoX)")
        << sample("redpajama-incite-3b-v1.config.json") << QStringLiteral("GPTNeoXForCausalLM") << 2775864320LL
        << 2775864320LL << 32 << FfnKind::Gelu << false << 1;
    QTest::newRow("GPT-2") << sample("gpt2.config.json") << QStringLiteral("GPT2LMHeadModel") << 124439808LL
                           << 124439808LL << 12 << FfnKind::Gelu << true << 1;
}

void TestHfConfig::publishedFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, architectureClass);
    QFETCH(qlonglong, parameters);
    QFETCH(qlonglong, active);
    QFETCH(int, kvHeads);
    QFETCH(capplan::model::FfnKind, ffn);
    QFETCH(bool, tied);
    QFETCH(int, experts);
    const auto read = data::HfConfig::load(file);
    QVERIFY2(read, read ? "" : qPrintable(read.error().toLine()));
    const model::Architecture &a = read.value().architecture;
    QCOMPARE(read.value().architectureClass, architectureClass);
    const model::ParameterCounts c = model::parameterCounts(a);
    QCOMPARE(qlonglong(c.total()), parameters);
    QCOMPARE(qlonglong(c.active()), active);
    QCOMPARE(a.effectiveKvHeads(), kvHeads);
    QVERIFY(a.ffn == ffn);
    QCOMPARE(a.tiedEmbeddings, tied);
    QCOMPARE(a.experts, experts);
    QVERIFY(a.maxPositionEmbeddings > 0);
    QVERIFY(model::validate(a, {}).empty());
    QVERIFY(!read.value().json.empty());
}

// A key the file leaves out takes the class's default (its configuration_*.py): the defaults of
// several classes are themselves a published model.
void TestHfConfig::defaults_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qlonglong>("parameters");
    QTest::addColumn<QString>("defaultedKey"); // one of the keys reported as defaulted
    // LlamaConfig() is Llama 2 7B.
    QTest::newRow("LlamaConfig: Llama 2 7B") << QByteArray(R"({"architectures": ["LlamaForCausalLM"]})") << 6738415616LL
                                             << QStringLiteral("num_key_value_heads");
    // MistralConfig() is Mistral 7B v0.1; a model_type names the class as well as "architectures".
    QTest::newRow("MistralConfig by model_type")
        << QByteArray(R"({"model_type": "mistral"})") << 7241732096LL << QStringLiteral("hidden_size");
    QTest::newRow("MixtralConfig: Mixtral 8x7B") << QByteArray(R"({"architectures": ["MixtralForCausalLM"]})")
                                                 << 46702792704LL << QStringLiteral("num_local_experts");
    QTest::newRow("Qwen2MoeConfig: Qwen1.5-MoE-A2.7B") << QByteArray(R"({"architectures": ["Qwen2MoeForCausalLM"]})")
                                                       << 14315784192LL << QStringLiteral("num_experts");
    // Gemma2Config() is Gemma 2 2B: 2,614,341,888 (keras-hub gemma_presets.py, gemma2_2b_en).
    QTest::newRow("Gemma2Config: Gemma 2 2B")
        << QByteArray(R"({"architectures": ["Gemma2ForCausalLM"]})") << 2614341888LL << QStringLiteral("head_dim");
    QTest::newRow("Phi3Config: Phi-3 mini") << QByteArray(R"({"architectures": ["Phi3ForCausalLM"]})") << 3821079552LL
                                            << QStringLiteral("num_key_value_heads");
    // GPTNeoXConfig() is GPT-NeoX-20B: 20,554,567,680 (Black et al. 2022).
    QTest::newRow("GPTNeoXConfig: GPT-NeoX-20B")
        << QByteArray(R"({"architectures": ["GPTNeoXForCausalLM"]})") << 20554567680LL << QStringLiteral("vocab_size");
    QTest::newRow("GPT2Config: GPT-2") << QByteArray(R"({"architectures": ["GPT2LMHeadModel"]})") << 124439808LL
                                       << QStringLiteral("n_embd");
    // null is "not given" (num_key_value_heads = None means multi-head attention).
    QTest::newRow("null kv heads") << QByteArray(
                                          R"({"architectures": ["LlamaForCausalLM"], "num_key_value_heads": null})")
                                   << 6738415616LL << QStringLiteral("num_key_value_heads");
}

void TestHfConfig::defaults()
{
    QFETCH(QByteArray, json);
    QFETCH(qlonglong, parameters);
    QFETCH(QString, defaultedKey);
    const auto read = data::HfConfig::parse(json);
    QVERIFY2(read, read ? "" : qPrintable(read.error().toLine()));
    QCOMPARE(qlonglong(model::parameterCounts(read.value().architecture).total()), parameters);
    QVERIFY2(read.value().defaulted.contains(defaultedKey), qPrintable(read.value().defaulted.join(QLatin1Char(' '))));
}

// Someone else's format: keys the planner does not use (rope_scaling, torch_dtype, a key of a
// newer transformers) change nothing.
void TestHfConfig::unusedKeysAreIgnored()
{
    const auto plain = data::HfConfig::parse(R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 2048})");
    const auto extra = data::HfConfig::parse(R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 2048,
        "rope_scaling": {"rope_type": "llama3", "factor": 8.0}, "torch_dtype": "bfloat16", "brand_new_key": [1, 2]})");
    QVERIFY(plain && extra);
    QCOMPARE(extra.value().architecture, plain.value().architecture);
}

// GPT-2's own names (n_embd …) and transformers' attribute_map names (hidden_size …) both work.
void TestHfConfig::gpt2Aliases()
{
    const auto own =
        data::HfConfig::parse(R"({"architectures": ["GPT2LMHeadModel"], "n_embd": 1024, "n_layer": 24, "n_head": 16})");
    const auto mapped = data::HfConfig::parse(
        R"({"architectures": ["GPT2LMHeadModel"], "hidden_size": 1024, "num_hidden_layers": 24, "num_attention_heads": 16})");
    QVERIFY(own && mapped);
    QCOMPARE(own.value().architecture, mapped.value().architecture);
    // GPT-2 medium: 354,823,168 (keras-hub gpt2_presets.py, gpt2_medium_en).
    QCOMPARE(model::parameterCounts(own.value().architecture).total(), std::int64_t(354823168));
    QCOMPARE(own.value().architecture.ffnHiddenSize, 4096); // n_inner = None: 4 · n_embd
}

void TestHfConfig::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message"); // a part of it
    QTest::newRow("no class at all: the one key without a default")
        << QByteArray(R"({"hidden_size": 4096, "num_hidden_layers": 32})") << QStringLiteral("architectures")
        << QStringLiteral("is missing");
    QTest::newRow("unknown architecture")
        << QByteArray(R"({"architectures": ["T5ForConditionalGeneration"]})") << QStringLiteral("architectures")
        << QStringLiteral("\"T5ForConditionalGeneration\" is not a supported");
    QTest::newRow("unknown model_type") << QByteArray(R"({"model_type": "bert"})") << QStringLiteral("model_type")
                                        << QStringLiteral("\"bert\"");
    QTest::newRow("architectures not a list")
        << QByteArray(R"({"architectures": "LlamaForCausalLM"})") << QStringLiteral("architectures")
        << QStringLiteral("list of class names");
    QTest::newRow("a string for a number")
        << QByteArray(R"({"architectures": ["LlamaForCausalLM"], "hidden_size": "4k"})")
        << QStringLiteral("hidden_size") << QStringLiteral("must be a number");
    QTest::newRow("zero heads") << QByteArray(R"({"architectures": ["LlamaForCausalLM"], "num_attention_heads": 0})")
                                << QStringLiteral("num_attention_heads") << QStringLiteral("at least 1");
    QTest::newRow("a fraction") << QByteArray(R"({"architectures": ["Qwen2ForCausalLM"], "num_hidden_layers": 2.5})")
                                << QStringLiteral("num_hidden_layers") << QStringLiteral("whole number");
    QTest::newRow("heads that do not split the hidden size")
        << QByteArray(R"({"architectures": ["Qwen2ForCausalLM"], "hidden_size": 1000, "num_attention_heads": 24})")
        << QStringLiteral("num_attention_heads") << QStringLiteral("must divide hidden_size");
    QTest::newRow("kv heads that do not divide the heads")
        << QByteArray(R"({"architectures": ["MistralForCausalLM"], "num_key_value_heads": 5})")
        << QStringLiteral("num_key_value_heads") << QStringLiteral("attention heads");
    QTest::newRow("two experts of one")
        << QByteArray(R"({"architectures": ["MixtralForCausalLM"], "num_local_experts": 1, "num_experts_per_tok": 2})")
        << QStringLiteral("num_experts_per_tok") << QStringLiteral("must be from 1 to 1");
    QTest::newRow("tie_word_embeddings as text")
        << QByteArray(R"({"architectures": ["GPT2LMHeadModel"], "tie_word_embeddings": "yes"})")
        << QStringLiteral("tie_word_embeddings") << QStringLiteral("true or false");
    QTest::newRow("dense layers among the experts")
        << QByteArray(R"({"architectures": ["Qwen2MoeForCausalLM"], "mlp_only_layers": [0, 1]})")
        << QStringLiteral("mlp_only_layers") << QStringLiteral("not supported");
    QTest::newRow("experts every other layer")
        << QByteArray(R"({"architectures": ["Qwen2MoeForCausalLM"], "decoder_sparse_step": 2})")
        << QStringLiteral("decoder_sparse_step") << QStringLiteral("not supported");
    QTest::newRow("a shared expert of another width")
        << QByteArray(R"({"architectures": ["Qwen2MoeForCausalLM"], "shared_expert_intermediate_size": 1000})")
        << QStringLiteral("shared_expert_intermediate_size") << QStringLiteral("multiple of moe_intermediate_size");
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("")
                                   << QStringLiteral("config.json object");
}

void TestHfConfig::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const auto read = data::HfConfig::parse(json, QStringLiteral("config.json"));
    QVERIFY(!read);
    QCOMPARE(read.error().path, path);
    QCOMPARE(read.error().file, QStringLiteral("config.json"));
    QVERIFY2(read.error().message.contains(message), qPrintable(read.error().message));
}

void TestHfConfig::fileErrors()
{
    QVERIFY(!data::HfConfig::parse("{\"architectures\": [")); // malformed
    QVERIFY(data::HfConfig::parse("{\"architectures\": [").error().message.contains(QStringLiteral("not JSON")));
    const QByteArray deep = QByteArray(100, '[') + QByteArray(100, ']');
    QVERIFY(data::HfConfig::parse(deep).error().message.contains(QStringLiteral("nested deeper")));
    QVERIFY(!data::HfConfig::load(QStringLiteral("/nonexistent/config.json")));
    // UTF-16 with a byte-order mark, as Windows tools save it.
    const QString text = QStringLiteral(R"({"architectures": ["Phi3ForCausalLM"]})");
    QByteArray utf16("\xff\xfe", 2);
    utf16.append(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
    const auto read = data::HfConfig::parse(utf16);
    QVERIFY2(read, read ? "" : qPrintable(read.error().toLine()));
    QCOMPARE(model::parameterCounts(read.value().architecture).total(), std::int64_t(3821079552));
}

void TestHfConfig::suggestedName_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("name");
    QTest::newRow("_name_or_path") << QByteArray(R"({"model_type": "qwen2", "_name_or_path": "Qwen/Qwen2.5-7B"})")
                                   << QString() << QStringLiteral("qwen2.5-7b");
    QTest::newRow("file name") << QByteArray(R"({"model_type": "llama"})") << QStringLiteral("/tmp/My Llama.json")
                               << QStringLiteral("my-llama");
    QTest::newRow("config.json in its folder")
        << QByteArray(R"({"model_type": "llama"})") << QStringLiteral("/models/Llama-3.1-8B/config.json")
        << QStringLiteral("llama-3.1-8b");
    QTest::newRow("nothing usable") << QByteArray(R"({"model_type": "llama"})") << QStringLiteral("/tmp/123.json")
                                    << QStringLiteral("imported-model");
}

void TestHfConfig::suggestedName()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, file);
    QFETCH(QString, name);
    const auto read = data::HfConfig::parse(json);
    QVERIFY(read);
    QCOMPARE(data::HfConfig::suggestedName(read.value(), file), name);
    QVERIFY(model::isPresetName(name.toStdString()));
}

QTEST_GUILESS_MAIN(TestHfConfig)
#include "tst_hfconfig.moc"
