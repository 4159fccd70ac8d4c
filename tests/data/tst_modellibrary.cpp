// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped model library (data/resources/models/model_library.json, data::ModelLibraryJson):
// one row per preset against its published parameter count, and the document's rules.
#include "data/formats/ModelLibraryJson.h"

#include <QFile>
#include <QTest>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

using namespace capplan;

namespace {

// The published counts and where they are published (the library cites the same).
struct Published {
    const char *name;
    double parameters;
    double activeParameters; // 0: the same (dense)
    const char *source;
};

const Published kPublished[] = {
    {"llama-2-7b", 6738415616, 0, "keras-hub llama_presets.py"},
    {"llama-2-13b", 13015864320, 0, "safetensors metadata, meta-llama/Llama-2-13b-hf"},
    {"llama-2-70b", 68976648192, 0, "safetensors metadata, meta-llama/Llama-2-70b-hf"},
    {"llama-3.1-8b", 8030261248, 0, "keras-hub llama3_presets.py"},
    {"llama-3.1-70b", 70553706496, 0, "safetensors metadata, meta-llama/Llama-3.1-70B"},
    {"llama-3.1-405b", 405853388800, 0, "safetensors metadata, meta-llama/Llama-3.1-405B"},
    {"llama-3.2-1b", 1235814400, 0, "safetensors metadata, meta-llama/Llama-3.2-1B"},
    {"llama-3.2-3b", 3212749824, 0, "safetensors metadata, meta-llama/Llama-3.2-3B"},
    {"mistral-7b", 7241732096, 0, "keras-hub mistral_presets.py"},
    // Mistral AI's announcement: "12.9B" active; 12,879,925,248 by the architecture.
    {"mixtral-8x7b", 46702792704, 12.9e9, "keras-hub mixtral_presets.py"},
    // Mistral AI's announcement: 39B active of 141B.
    {"mixtral-8x22b", 140620634112, 39e9, "safetensors metadata, mistral-community/Mixtral-8x22B-v0.1"},
    {"qwen2.5-7b", 7615616512, 0, "safetensors metadata, Qwen/Qwen2.5-7B (card: 7.61B)"},
    {"qwen2.5-14b", 14770033664, 0, "Qwen/Qwen2.5-14B model.safetensors.index.json total_size / 2"},
    {"qwen2.5-32b", 32763876352, 0, "keras-hub qwen_presets.py"},
    {"qwen2.5-72b", 72706203648, 0, "keras-hub qwen_presets.py"},
    {"gemma-2-9b", 9241705984, 0, "keras-hub gemma_presets.py"},
    {"gemma-2-27b", 27227128320, 0, "keras-hub gemma_presets.py"},
    {"phi-3-mini", 3821079552, 0, "keras-hub phi3_presets.py"},
    {"phi-3-medium", 13960238080, 0, "safetensors metadata, microsoft/Phi-3-medium-4k-instruct"},
    // Narayanan et al. 2021, section 5.1: P = 12lh²(1 + 13/(12h) + (V + s)/(12lh)), V = 51,200, s = 2,048
    // (the papers name these 22B and 175B).
    {"megatron-22b", 22074261504, 0, "Narayanan et al. 2021, section 5.1 formula"},
    {"gpt3-175b", 174615822336, 0, "Narayanan et al. 2021, section 5.1 formula"},
    // Narayanan et al. 2021, Table 1.
    {"turing-530b", 529.6e9, 0, "Narayanan et al. 2021, Table 1"},
    {"megatron-1t", 1008.0e9, 0, "Narayanan et al. 2021, Table 1"},
};

constexpr double kTolerance = 0.001; // 0.1 %, for every preset (docs/sources.md, "Model library")
// Published active counts are rounded to two or three digits ("12.9 B", "39B").
constexpr double kActiveTolerance = 0.01;

data::ModelLibraryDocument library()
{
    auto doc = data::ModelLibraryJson::embedded();
    if (!doc) {
        qFatal("%s", qPrintable(doc.error().toLine()));
    }
    return doc.value();
}

} // namespace

class TestModelLibrary : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyPresetHasARow();
    void parameterCounts_data();
    void parameterCounts();
    void everyEntryCitesItsSource();
    void megatronPresetsMatchTheValidationFile_data();
    void megatronPresetsMatchTheValidationFile();
    void gpt3PublishedFigureIsRounded();
    void roundTrip();
    void errors_data();
    void errors();
    void architectureText();
};

// Every preset of the table above, and nothing in the library without a published count to test.
void TestModelLibrary::everyPresetHasARow()
{
    std::set<std::string> rows;
    for (const Published &p : kPublished) {
        rows.insert(p.name);
    }
    std::set<std::string> shipped;
    for (const model::LibraryModel &m : library().models) {
        QVERIFY2(shipped.insert(m.name).second, m.name.c_str());
        QVERIFY2(rows.count(m.name) == 1,
                 qPrintable(QStringLiteral("no published count for %1").arg(QString::fromStdString(m.name))));
    }
    QCOMPARE(shipped, rows);
    QCOMPARE(shipped.size(), std::size_t(23));
}

void TestModelLibrary::parameterCounts_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("published");
    QTest::addColumn<double>("publishedActive");
    for (const Published &p : kPublished) {
        QTest::newRow(p.name) << QString::fromLatin1(p.name) << p.parameters << p.activeParameters;
    }
}

void TestModelLibrary::parameterCounts()
{
    QFETCH(QString, name);
    QFETCH(double, published);
    QFETCH(double, publishedActive);
    const data::ModelLibraryDocument doc = library();
    const model::LibraryModel *m = model::findModel(doc.models, name.toStdString());
    QVERIFY(m != nullptr);
    const model::ParameterCounts c = model::parameterCounts(m->architecture);
    const double total = static_cast<double>(c.total());
    const double error = std::abs(total - published) / published;
    QVERIFY2(error <= kTolerance, qPrintable(QStringLiteral("%1: %2 vs published %3 (%4 %)")
                                                 .arg(name)
                                                 .arg(total, 0, 'f', 0)
                                                 .arg(published, 0, 'f', 0)
                                                 .arg(100.0 * error, 0, 'f', 4)));
    // The library states the same count as this table.
    QCOMPARE(m->publishedParameters, published);
    if (publishedActive > 0.0) {
        const double active = static_cast<double>(c.active());
        QVERIFY2(std::abs(active - publishedActive) / publishedActive <= kActiveTolerance,
                 qPrintable(QStringLiteral("active %1 vs %2").arg(active, 0, 'f', 0).arg(publishedActive, 0, 'f', 0)));
        QVERIFY(c.active() < c.total());
    } else {
        QCOMPARE(c.active(), c.total());
    }
}

void TestModelLibrary::everyEntryCitesItsSource()
{
    for (const model::LibraryModel &m : library().models) {
        const QString name = QString::fromStdString(m.name);
        QVERIFY2(!m.displayName.empty(), qPrintable(name));
        // A repository's file at a commit, or the paper.
        const QString source = QString::fromStdString(m.source);
        QVERIFY2(source.contains(QStringLiteral("commit")) || source.contains(QStringLiteral("arXiv")),
                 qPrintable(name));
        QVERIFY2(!m.publishedParametersSource.empty(), qPrintable(name));
        QCOMPARE(m.asOf.size(), std::size_t(10));
        QCOMPARE(m.origin, std::string("default"));
        QVERIFY2(m.architecture.maxPositionEmbeddings > 0, qPrintable(name));
        QVERIFY2(model::validate(m.architecture, "architecture").empty(), qPrintable(name));
    }
}

void TestModelLibrary::megatronPresetsMatchTheValidationFile_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("key"); // in tests/data/validation/korthikanti2022.json
    QTest::newRow("megatron-22b") << QStringLiteral("megatron-22b") << QStringLiteral("megatron-22B");
    QTest::newRow("gpt3-175b") << QStringLiteral("gpt3-175b") << QStringLiteral("gpt3-175B");
    QTest::newRow("turing-530b") << QStringLiteral("turing-530b") << QStringLiteral("turing-530B");
    QTest::newRow("megatron-1t") << QStringLiteral("megatron-1t") << QStringLiteral("megatron-1T");
}

void TestModelLibrary::megatronPresetsMatchTheValidationFile()
{
    QFETCH(QString, preset);
    QFETCH(QString, key);
    // The repository's copy of the published run configurations (its "source" line names them).
    QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/validation/korthikanti2022.json"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const auto doc = nlohmann::json::parse(file.readAll().toStdString());
    const auto &arch = doc["models"][key.toStdString()]["architecture"];
    const data::ModelLibraryDocument lib = library();
    const model::LibraryModel *m = model::findModel(lib.models, preset.toStdString());
    QVERIFY(m != nullptr);
    const model::Architecture &a = m->architecture;
    QCOMPARE(a.hiddenSize, arch["hidden_size"].get<int>());
    QCOMPARE(a.ffnHiddenSize, arch["ffn_hidden_size"].get<int>());
    QCOMPARE(a.attentionHeads, arch["attention_heads"].get<int>());
    QCOMPARE(a.effectiveHeadDim(), arch["head_size"].get<int>());
    QCOMPARE(a.layers, arch["layers"].get<int>());
    QCOMPARE(a.maxPositionEmbeddings, arch["sequence_length"].get<int>());
    QVERIFY(a.ffn == model::FfnKind::Gelu);
}

// Brown et al. 2020 (Table 2.1) call GPT-3 "175.0B"; its published shape holds 0.2 % less. The
// preset keeps the shape; the row above tests it against the Megatron formula.
void TestModelLibrary::gpt3PublishedFigureIsRounded()
{
    const data::ModelLibraryDocument lib = library();
    const double total =
        static_cast<double>(model::parameterCounts(model::findModel(lib.models, "gpt3-175b")->architecture).total());
    const double offBy = (175.0e9 - total) / 175.0e9;
    QVERIFY(offBy > 0.001 && offBy < 0.003);
}

void TestModelLibrary::roundTrip()
{
    const data::ModelLibraryDocument doc = library();
    const QByteArray once = data::ModelLibraryJson::serialize(doc);
    auto again = data::ModelLibraryJson::parse(once);
    QVERIFY2(again, again ? "" : qPrintable(again.error().toLine()));
    QCOMPARE(again.value(), doc);
    QCOMPARE(data::ModelLibraryJson::serialize(again.value()), once);
}

void TestModelLibrary::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("path");
    const QByteArray head = R"({"format": "capacity-planner.models", "version": 1, "models": [)";
    const QByteArray arch =
        R"("architecture": {"hidden_size": 64, "layers": 2, "attention_heads": 4, "ffn_hidden_size": 256, "ffn": "gelu", "vocabulary_size": 100})";
    const QByteArray tail = "]}";
    QTest::newRow("not ours") << QByteArray(R"({"format": "x", "version": 1, "models": []})")
                              << QStringLiteral("format");
    QTest::newRow("newer version") << QByteArray(R"({"format": "capacity-planner.models", "version": 2, "models": []})")
                                   << QStringLiteral("version");
    QTest::newRow("name is no preset name")
        << head + R"({"name": "My Model", "display_name": "m", "source": "s", "as_of": "2026-01-01", )" + arch + "}" +
               tail
        << QStringLiteral("models[0].name");
    QTest::newRow("twice") << head + R"({"name": "m", "display_name": "m", "source": "s", "as_of": "2026-01-01", )" +
                                  arch +
                                  R"(}, {"name": "m", "display_name": "m", "source": "s", "as_of": "2026-01-01", )" +
                                  arch + "}" + tail
                           << QStringLiteral("models[1].name");
    QTest::newRow("unknown field")
        << head + R"({"name": "m", "display_name": "m", "source": "s", "as_of": "2026-01-01", "colour": 1, )" + arch +
               "}" + tail
        << QStringLiteral("models[0].colour");
    QTest::newRow("architecture missing a key")
        << head +
               R"({"name": "m", "display_name": "m", "source": "s", "as_of": "2026-01-01", "architecture": {"layers": 2}})" +
               tail
        << QStringLiteral("models[0].architecture.hidden_size");
    QTest::newRow("kv heads that do not divide")
        << head +
               R"({"name": "m", "display_name": "m", "source": "s", "as_of": "2026-01-01", "architecture": {"hidden_size": 64, "layers": 2, "attention_heads": 4, "kv_heads": 3, "ffn_hidden_size": 256, "ffn": "gelu", "vocabulary_size": 100}})" +
               tail
        << QStringLiteral("models[0].architecture.kv_heads");
}

void TestModelLibrary::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, path);
    const auto doc = data::ModelLibraryJson::parse(json, QStringLiteral("lib.json"));
    QVERIFY(!doc);
    QCOMPARE(doc.error().path, path);
    QCOMPARE(doc.error().file, QStringLiteral("lib.json"));
}

void TestModelLibrary::architectureText()
{
    const model::Architecture a = model::findModel(library().models, "gemma-2-9b")->architecture;
    const QByteArray text = data::ModelLibraryJson::architectureText(a);
    QVERIFY(text.contains("\"ffn\":\"geglu\""));
    QVERIFY(text.contains("\"norms_per_layer\":4"));
    QVERIFY(!text.contains("\"norm\":")); // the default is left out
    const auto back = data::ModelLibraryJson::architectureFromText(text);
    QVERIFY(back);
    QCOMPARE(back.value(), a);
}

QTEST_GUILESS_MAIN(TestModelLibrary)
#include "tst_modellibrary.moc"
