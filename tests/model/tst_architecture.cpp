// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Parameter counts from the architecture (model/performance/Architecture.h), the library's search and names
// (model/catalog/ModelLibrary.h). Every published model of the shipped library is checked against its
// published count in tests/data/tst_modellibrary.cpp; the rows here are the formula's parts,
// computed by hand.
#include "model/performance/Architecture.h"
#include "model/catalog/ModelLibrary.h"
#include "Architectures.h"

#include <QTest>
#include <algorithm>

using namespace capplan::model;
using capplan::tests::llama8b;
using capplan::tests::mixtral;

Q_DECLARE_METATYPE(capplan::model::Architecture)

namespace {

// GPT-2 small: learned positions, LayerNorm, biases everywhere, tied LM head.
Architecture gpt2()
{
    Architecture a;
    a.hiddenSize = 768;
    a.layers = 12;
    a.attentionHeads = 12;
    a.ffnHiddenSize = 3072;
    a.ffn = FfnKind::Gelu;
    a.vocabularySize = 50257;
    a.tiedEmbeddings = true;
    a.positionEmbeddings = PositionEmbeddings::Learned;
    a.maxPositionEmbeddings = 1024;
    a.norm = NormKind::LayerNorm;
    a.linearBias = true;
    return a;
}

LibraryModel entry(const char *name, const char *display)
{
    LibraryModel m;
    m.name = name;
    m.displayName = display;
    m.architecture = llama8b();
    return m;
}

std::vector<LibraryModel> library()
{
    return {entry("llama-2-7b", "Llama 2 7B"),         entry("llama-2-70b", "Llama 2 70B"),
            entry("llama-3.1-8b", "Llama 3.1 8B"),     entry("llama-3.1-70b", "Llama 3.1 70B"),
            entry("llama-3.1-405b", "Llama 3.1 405B"), entry("mistral-7b", "Mistral 7B (v0.1)"),
            entry("mixtral-8x7b", "Mixtral 8x7B"),     entry("mixtral-8x22b", "Mixtral 8x22B"),
            entry("gemma-2-9b", "Gemma 2 9B"),         entry("gemma-2-27b", "Gemma 2 27B"),
            entry("qwen2.5-72b", "Qwen2.5 72B")};
}

} // namespace

class TestArchitecture : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void names();
    void llamaByComponent();
    void groupedQueryAttentionShrinksKeysAndValues();
    void swigluHasThreeMatrices();
    void tiedEmbeddingsHaveNoHead();
    void mixtureOfExperts();
    void sharedExperts();
    void learnedPositionsAndBiases();
    void qkvBias();
    void validate_data();
    void validate();
    void presetNames_data();
    void presetNames();
    void search_data();
    void search();
    void resolve();
};

void TestArchitecture::names()
{
    for (FfnKind k : {FfnKind::Gelu, FfnKind::Swiglu, FfnKind::Geglu}) {
        QCOMPARE(ffnKindFromString(toString(k)), std::optional<FfnKind>(k));
    }
    QCOMPARE(toString(FfnKind::Swiglu), std::string_view("swiglu"));
    QVERIFY(!ffnKindFromString("relu"));
    QCOMPARE(positionEmbeddingsFromString("learned"), std::optional(PositionEmbeddings::Learned));
    QCOMPARE(normKindFromString("layernorm"), std::optional(NormKind::LayerNorm));
    QVERIFY(isGated(FfnKind::Geglu));
    QVERIFY(!isGated(FfnKind::Gelu));
}

// Llama 3.1 8B by hand: attention per layer 4096·4096 (Q) + 2·4096·1024 (K, V) + 4096·4096 (O)
// = 41,943,040; SwiGLU 3·4096·14336 = 176,160,768; two RMSNorms 8,192; 32 layers 6,979,584,000;
// embedding and LM head 128,256·4096 = 525,336,576 each; final norm 4,096: 8,030,261,248, the
// published count.
void TestArchitecture::llamaByComponent()
{
    const Architecture a = llama8b();
    QCOMPARE(attentionParametersPerLayer(a), std::int64_t(41943040));
    QCOMPARE(ffnParametersPerLayer(a), std::int64_t(176160768));
    QCOMPARE(normParametersPerLayer(a), std::int64_t(8192));
    const ParameterCounts c = parameterCounts(a);
    QCOMPARE(c.embedding, std::int64_t(525336576));
    QCOMPARE(c.lmHead, std::int64_t(525336576));
    QCOMPARE(c.attention, std::int64_t(32) * 41943040);
    QCOMPARE(c.ffn, std::int64_t(32) * 176160768);
    QCOMPARE(c.norms, std::int64_t(32 * 8192 + 4096));
    QCOMPARE(c.total(), std::int64_t(8030261248));
    QCOMPARE(c.active(), c.total());
    QCOMPARE(c.router, std::int64_t(0));
}

// With 8 instead of 32 key/value heads each layer saves 2·4096·(4096 − 1024) = 25,165,824.
void TestArchitecture::groupedQueryAttentionShrinksKeysAndValues()
{
    Architecture mha = llama8b();
    mha.kvHeads = 0; // = attention heads
    QCOMPARE(mha.effectiveKvHeads(), 32);
    QCOMPARE(attentionParametersPerLayer(mha) - attentionParametersPerLayer(llama8b()), std::int64_t(25165824));
    Architecture mqa = llama8b();
    mqa.kvHeads = 1; // multi-query: one 128-wide K and V
    QCOMPARE(attentionParametersPerLayer(mqa), std::int64_t(2 * 4096 * 4096 + 2 * 4096 * 128));
}

void TestArchitecture::swigluHasThreeMatrices()
{
    Architecture a = llama8b();
    QCOMPARE(ffnParameters(a, 14336), std::int64_t(3) * 4096 * 14336);
    a.ffn = FfnKind::Geglu;
    QCOMPARE(ffnParameters(a, 14336), std::int64_t(3) * 4096 * 14336);
    a.ffn = FfnKind::Gelu;
    QCOMPARE(ffnParameters(a, 14336), std::int64_t(2) * 4096 * 14336);
}

// Llama 3.2 1B ties its LM head to the embedding: 1,235,814,400 published.
void TestArchitecture::tiedEmbeddingsHaveNoHead()
{
    Architecture a = llama8b();
    a.hiddenSize = 2048;
    a.layers = 16;
    a.attentionHeads = 32;
    a.headDim = 64;
    a.ffnHiddenSize = 8192;
    a.tiedEmbeddings = true;
    const ParameterCounts c = parameterCounts(a);
    QCOMPARE(c.lmHead, std::int64_t(0));
    QCOMPARE(c.total(), std::int64_t(1235814400));
    a.tiedEmbeddings = false;
    QCOMPARE(parameterCounts(a).total(), std::int64_t(1235814400) + std::int64_t(128256) * 2048);
}

// Mixtral 8x7B: all 8 experts held (46,702,792,704), 2 computed: per layer 41,943,040 attention +
// 2 · 176,160,768 experts + 4096·8 router + 8,192 norms = 394,305,536; × 32 + 2·32,000·4096 +
// 4,096 = 12,879,925,248 ("about 12.9 B active").
void TestArchitecture::mixtureOfExperts()
{
    const Architecture a = mixtral();
    QVERIFY(a.isMoe());
    QCOMPARE(a.activeExperts(), 2);
    QCOMPARE(ffnParametersPerLayer(a), std::int64_t(8) * 176160768 + 4096 * 8);
    QCOMPARE(activeFfnParametersPerLayer(a), std::int64_t(2) * 176160768 + 4096 * 8);
    const ParameterCounts c = parameterCounts(a);
    QCOMPARE(c.router, std::int64_t(32) * 4096 * 8);
    QCOMPARE(c.total(), std::int64_t(46702792704));
    QCOMPARE(c.active(), std::int64_t(12879925248));
}

// Qwen1.5-MoE-A2.7B: 60 experts of 1408, 4 per token, a shared expert of 5632 = 4 × 1408 behind
// a gate of h × 1: 14,315,784,192 in all (published), 2,689,173,504 active.
void TestArchitecture::sharedExperts()
{
    Architecture a;
    a.hiddenSize = 2048;
    a.layers = 24;
    a.attentionHeads = 16;
    a.ffnHiddenSize = 5632;
    a.ffn = FfnKind::Swiglu;
    a.vocabularySize = 151936;
    a.qkvBias = true;
    a.experts = 60;
    a.expertsPerToken = 4;
    a.moeFfnHiddenSize = 1408;
    a.sharedExperts = 4;
    a.sharedExpertGate = true;
    QCOMPARE(a.activeExperts(), 8);
    const std::int64_t expert = 3 * 2048 * 1408;
    QCOMPARE(ffnParametersPerLayer(a), 64 * expert + 2048 * 60 + 2048);
    QCOMPARE(activeFfnParametersPerLayer(a), 8 * expert + 2048 * 60 + 2048);
    QCOMPARE(parameterCounts(a).total(), std::int64_t(14315784192));
    QCOMPARE(parameterCounts(a).active(), std::int64_t(2689173504));
}

// GPT-2 small, 124,439,808 published: per layer 4·768² + 4·768 (attention with biases) +
// 8·768² + 4·768 + 768 (MLP with biases) + 2·2·768 (LayerNorms); 50,257·768 tied embedding,
// 1,024·768 positions, 2·768 final LayerNorm.
void TestArchitecture::learnedPositionsAndBiases()
{
    const Architecture a = gpt2();
    QCOMPARE(attentionParametersPerLayer(a), std::int64_t(4 * 768 * 768 + 4 * 768));
    QCOMPARE(ffnParametersPerLayer(a), std::int64_t(8 * 768 * 768 + 4 * 768 + 768));
    QCOMPARE(normParametersPerLayer(a), std::int64_t(4 * 768));
    const ParameterCounts c = parameterCounts(a);
    QCOMPARE(c.positionEmbedding, std::int64_t(1024 * 768));
    QCOMPARE(c.norms, std::int64_t(12 * 4 * 768 + 2 * 768));
    QCOMPARE(c.total(), std::int64_t(124439808));
}

// Qwen2's biases on Q, K and V: a·d + 2·g·d per layer (3584 + 2·512 for Qwen2.5 7B).
void TestArchitecture::qkvBias()
{
    Architecture a = llama8b();
    const std::int64_t without = attentionParametersPerLayer(a);
    a.qkvBias = true;
    QCOMPARE(attentionParametersPerLayer(a) - without, std::int64_t(4096 + 2 * 1024));
}

void TestArchitecture::validate_data()
{
    QTest::addColumn<Architecture>("arch");
    QTest::addColumn<QString>("path"); // empty: valid
    QTest::addColumn<int>("code");
    Architecture ok = llama8b();
    QTest::newRow("Llama 3.1 8B") << ok << QString() << 0;
    Architecture a = ok;
    a.kvHeads = 5;
    QTest::newRow("kv heads that do not divide the heads")
        << a << QStringLiteral("model.architecture.kv_heads") << int(IssueCode::OutOfRange);
    a = ok;
    a.expertsPerToken = 2;
    QTest::newRow("two experts per token of one")
        << a << QStringLiteral("model.architecture.experts_per_token") << int(IssueCode::OutOfRange);
    a = ok;
    a.hiddenSize = 4100; // not a multiple of 32 heads, and no head_dim
    QTest::newRow("heads do not split h")
        << a << QStringLiteral("model.architecture.head_dim") << int(IssueCode::Missing);
    a.headDim = 128;
    QTest::newRow("head_dim given") << a << QString() << 0;
    a = gpt2();
    a.maxPositionEmbeddings = 0;
    QTest::newRow("learned positions without a table size")
        << a << QStringLiteral("model.architecture.max_position_embeddings") << int(IssueCode::Missing);
    a = ok;
    a.hiddenSize = 0;
    QTest::newRow("no hidden size") << a << QStringLiteral("model.architecture.hidden_size")
                                    << int(IssueCode::OutOfRange);
    a = ok;
    a.vocabularySize = -1;
    QTest::newRow("negative vocabulary") << a << QStringLiteral("model.architecture.vocabulary_size")
                                         << int(IssueCode::OutOfRange);
}

void TestArchitecture::validate()
{
    QFETCH(Architecture, arch);
    QFETCH(QString, path);
    QFETCH(int, code);
    const auto issues = capplan::model::validate(arch, "model.architecture");
    if (path.isEmpty()) {
        QVERIFY2(issues.empty(), issues.empty() ? "" : issues.front().path.c_str());
        return;
    }
    QVERIFY(!issues.empty());
    QCOMPARE(QString::fromStdString(issues.front().path), path);
    QCOMPARE(int(issues.front().code), code);
}

void TestArchitecture::presetNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("llama-3.1-70b") << QStringLiteral("llama-3.1-70b") << true;
    QTest::newRow("qwen2.5-7b") << QStringLiteral("qwen2.5-7b") << true;
    QTest::newRow("my_model") << QStringLiteral("my_model") << true;
    QTest::newRow("upper case") << QStringLiteral("Llama-3.1-70B") << false;
    QTest::newRow("space") << QStringLiteral("llama 70b") << false;
    QTest::newRow("digit first") << QStringLiteral("7b") << false;
    QTest::newRow("empty") << QStringLiteral("") << false;
    QTest::newRow("65 characters") << QString(65, QLatin1Char('a')) << false;
}

void TestArchitecture::presetNames()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QCOMPARE(isPresetName(name.toStdString()), valid);
}

void TestArchitecture::search_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected"); // in library order
    QTest::newRow("llama 70 (the issue's example)")
        << QStringLiteral("llama 70") << QStringList{QStringLiteral("llama-2-70b"), QStringLiteral("llama-3.1-70b")};
    QTest::newRow("case and order do not matter")
        << QStringLiteral("70 LLAMA") << QStringList{QStringLiteral("llama-2-70b"), QStringLiteral("llama-3.1-70b")};
    QTest::newRow("a version narrows") << QStringLiteral("llama 3.1 70")
                                       << QStringList{QStringLiteral("llama-3.1-70b")};
    QTest::newRow("a number is whole: 7 is not 70")
        << QStringLiteral("llama 7") << QStringList{QStringLiteral("llama-2-7b")};
    QTest::newRow("8x7 is not 8x22") << QStringLiteral("mixtral 8x7") << QStringList{QStringLiteral("mixtral-8x7b")};
    QTest::newRow("a prefix of a word") << QStringLiteral("gem 27") << QStringList{QStringLiteral("gemma-2-27b")};
    QTest::newRow("the preset name") << QStringLiteral("qwen2.5-72b") << QStringList{QStringLiteral("qwen2.5-72b")};
    QTest::newRow("nothing") << QStringLiteral("falcon") << QStringList{};
    QTest::newRow("every model for no query")
        << QStringLiteral("  ") << QStringList{QStringLiteral("llama-2-7b"),     QStringLiteral("llama-2-70b"),
                                               QStringLiteral("llama-3.1-8b"),   QStringLiteral("llama-3.1-70b"),
                                               QStringLiteral("llama-3.1-405b"), QStringLiteral("mistral-7b"),
                                               QStringLiteral("mixtral-8x7b"),   QStringLiteral("mixtral-8x22b"),
                                               QStringLiteral("gemma-2-9b"),     QStringLiteral("gemma-2-27b"),
                                               QStringLiteral("qwen2.5-72b")};
}

void TestArchitecture::search()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    const std::vector<LibraryModel> models = library();
    QStringList found;
    for (const LibraryModel *m : searchModels(models, query.toStdString())) {
        found.append(QString::fromStdString(m->name));
    }
    QCOMPARE(found, expected);
}

void TestArchitecture::resolve()
{
    const std::vector<LibraryModel> models = library();
    ModelChoice preset;
    preset.preset = "mixtral-8x7b";
    QCOMPARE(resolveArchitecture(preset, models), std::optional<Architecture>(llama8b()));
    preset.preset = "nope";
    QVERIFY(!resolveArchitecture(preset, models));
    ModelChoice inline_;
    inline_.source = ModelSource::Architecture;
    inline_.architecture = gpt2();
    QCOMPARE(resolveArchitecture(inline_, models), std::optional<Architecture>(gpt2()));
    QCOMPARE(findModel(models, "gemma-2-9b")->displayName, std::string("Gemma 2 9B"));
    QVERIFY(findModel(models, "gemma-2-8b") == nullptr);
}

QTEST_GUILESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
