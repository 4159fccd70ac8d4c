// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Walks the field tables (model/plan/PlanFields.h, model/catalog/CatalogFields.h) through every reader and
// writer of the data layer: a field that one of them misses fails here, with its key.
#include "data/formats/CatalogJson.h"
#include "data/store/CatalogStore.h"
#include "data/import/Importers.h"
#include "data/formats/PlanFile.h"
#include "data/export/Report.h"
#include "model/catalog/CatalogFields.h"
#include "model/plan/PlanFields.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <type_traits>

using namespace capplan;
using model::PlanField;

namespace {

// The quoted names of a choice's message ("\"ddp\", \"zero1\" … or \"fsdp\"").
std::vector<std::string> choiceNames(std::string_view names)
{
    std::vector<std::string> out;
    std::size_t at = 0;
    while ((at = names.find('"', at)) != std::string_view::npos) {
        const std::size_t end = names.find('"', at + 1);
        out.emplace_back(names.substr(at + 1, end - at - 1));
        at = end + 1;
    }
    return out;
}

// Sets every field a row describes to a valid value other than its default.
template <class R>
struct Mutator {
    const model::BlockField<R> &row;
    R &record;

    void operator()(std::monostate) const {}
    void operator()(double R::*m) const
    {
        double &v = record.*m;
        v = row.field == PlanField::TimeoutMargin           ? 2.0
            : row.field == PlanField::SearchGlobalBatchTokens ? 4194304.0 // at least one 4,096-token sequence
            : (v == 0.0 || std::isinf(v))                     ? 0.5
                                                              : v * 0.75;
    }
    void operator()(std::optional<double> R::*m) const { record.*m = (record.*m).value_or(1.0) * 2.0 + 0.5; }
    void operator()(int R::*m) const { record.*m += 1; }
    void operator()(bool R::*m) const { record.*m = !(record.*m); }
    void operator()(std::string R::*m) const
    {
        if (row.check == model::ReadCheck::Currency) {
            record.*m = record.*m == "EUR" ? "GBP" : "EUR"; // another valid code
            return;
        }
        record.*m = (record.*m).empty() ? "value" : record.*m + "x";
    }
    void operator()(std::uint64_t R::*m) const { record.*m += 7; }
    void operator()(std::map<std::string, std::string> R::*m) const { (record.*m)["key"] = "value"; }
    // A list of names: names the model accepts (model::validate checks them as the file is read).
    void operator()(std::vector<std::string> R::*m) const
    {
        switch (row.field) {
        case PlanField::SearchTiers:
            record.*m = {"dedicated", "low_priority"};
            break;
        case PlanField::SearchStrategies:
            record.*m = {"zero3"};
            break;
        case PlanField::SearchStacks:
            record.*m = {"megatron"};
            break;
        case PlanField::SearchRecompute:
            record.*m = {"full"};
            break;
        case PlanField::SearchPrecision:
            record.*m = {"fp8"};
            break;
        case PlanField::SearchFineTuning:
            record.*m = {"lora"};
            break;
        default:
            record.*m = {"all"};
            break;
        }
    }
    void operator()(const model::ChoiceAccess<R> &choice) const
    {
        const std::string current(choice.get(record));
        for (const std::string &name : choiceNames(choice.names)) {
            if (name != current) {
                QVERIFY(choice.set(record, name));
                return;
            }
        }
        QFAIL("a choice without a second name");
    }
};

template <class R>
void mutateAll(std::span<const model::BlockField<R>> rows, R &record)
{
    for (const auto &row : rows) {
        std::visit(Mutator<R>{row, record}, row.access);
    }
}

// Every key of a block table in the written JSON (nested keys inside their object).
template <class R>
void expectKeys(const nlohmann::json &block, std::span<const model::BlockField<R>> rows, const char *blockName)
{
    for (const auto &row : rows) {
        if (std::holds_alternative<std::monostate>(row.access)) {
            continue;
        }
        const std::string key(row.key);
        const std::size_t dot = key.find('.');
        const bool present = dot == std::string::npos
                                 ? block.contains(key)
                                 : block.contains(key.substr(0, dot)) && block[key.substr(0, dot)].contains(key.substr(dot + 1));
        QVERIFY2(present, qPrintable(QStringLiteral("%1.%2 is not written").arg(QLatin1String(blockName), QString::fromStdString(key))));
    }
}

// The German translations of a context, source → translation, from the .ts file.
std::map<QString, QString> germanOf(const QString &context)
{
    QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/i18n/capacity-planner_de.ts"));
    std::map<QString, QString> out;
    if (!file.open(QIODevice::ReadOnly)) {
        return out;
    }
    QXmlStreamReader xml(&file);
    QString currentContext;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            currentContext = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") && currentContext == context) {
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString text = xml.readElementText();
            if (!unfinished && !text.isEmpty()) {
                out[source] = text;
            }
        }
    }
    return out;
}

model::VmSize mutated(const model::VmSize &size, const model::SizeFactField &field)
{
    model::VmSize out = size;
    std::visit(
        [&](auto member) {
            auto &fact = out.*member;
            using T = std::decay_t<decltype(fact.value)>;
            if constexpr (std::is_same_v<T, int>) {
                fact.value += 1;
            } else if constexpr (std::is_same_v<T, double>) {
                fact.value = fact.value * 0.5 + 1.0;
            } else if constexpr (std::is_same_v<T, std::string>) {
                // A date stays a date (model/catalog/CatalogRules.h checks it).
                fact.value = field.rule == model::FactRule::IsoDateOrEmpty ? std::string("2031-03-31") : fact.value + "x";
            } else {
                fact.value = fact.value == model::SizeStatus::Retiring ? model::SizeStatus::Available
                                                                        : model::SizeStatus::Retiring;
            }
            fact.provenance = model::Provenance{"field table test", "2026-11-30", false, "", ""};
        },
        field.member);
    return out;
}

const char *kSku = "Standard_ND96isr_H100_v5";

} // namespace

class TestFieldTables : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void planRoundTripWithEveryField();
    void bucketSizeIsAField();
    void architectureRoundTripWithEveryField();
    void everyNameIsTranslated_data();
    void everyNameIsTranslated();
    void sizeFactReachesSql_data() { sizeFactRows(); }
    void sizeFactReachesSql();
    void sizeFactReachesCatalogJsonReport_data() { sizeFactRows(); }
    void sizeFactReachesCatalogJsonReport();
    void sizeFactReachesCatalogExport_data() { sizeFactRows(); }
    void sizeFactReachesCatalogExport();
    void sizeFactReachesImportPreview_data() { sizeFactRows(); }
    void sizeFactReachesImportPreview();
    void sizeFactResetsToDefault_data() { sizeFactRows(); }
    void sizeFactResetsToDefault();

private:
    static void sizeFactRows();
    QTemporaryDir m_dir;
    data::CatalogDocument m_default;
};

void TestFieldTables::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto store = data::CatalogStore::openEmbeddedDefault();
    QVERIFY(store.ok());
    auto doc = store.value()->document();
    QVERIFY(doc.ok());
    m_default = doc.value();
    QVERIFY(m_default.catalog.findSize(kSku) != nullptr);
}

// Every field of every block set to something other than its default, written and read back.
void TestFieldTables::planRoundTripWithEveryField()
{
    model::PlanSpec spec = model::examplePlan();
    spec.fabric = model::FabricJob{};
    spec.fabric->globalBatchTokens = 4194304.0;
    spec.fabric->sequenceLength = 4096.0;
    spec.efficiency.clear(); // the fabric model replaces the table
    spec.memory = model::MemoryJob{};
    spec.azureml = model::JobSettings{};
    spec.nodes = {1, 2, 4};
    mutateAll(model::topLevelFields(), spec);
    // The mutated price kind is a reservation, which buys dedicated VMs only (model::validate): the
    // tier, which the file always writes, goes back to dedicated.
    QVERIFY(spec.priceKind == model::PlanPriceKind::Reservation);
    spec.tier = model::Tier::Dedicated;
    mutateAll(model::fabricFields(), *spec.fabric);
    mutateAll(model::memoryFields(), *spec.memory);
    mutateAll(model::riskFields(), spec.risk);
    mutateAll(model::azuremlFields(), *spec.azureml);
    spec.search = model::SearchSettings{};
    mutateAll(model::searchFields(), *spec.search);
    // Activations need the sequence length the mutation set; LoRA its rank (both set above).
    const QByteArray bytes = data::PlanFile::serialize(spec);
    const auto parsed = data::PlanFile::parse(bytes, QStringLiteral("every-field.plan.json"));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : qPrintable(parsed.error().toLine() + QLatin1Char('\n') + QString::fromUtf8(bytes)));
    QVERIFY2(parsed.value() == spec, bytes.constData());

    const nlohmann::json doc = nlohmann::json::parse(bytes.constData());
    expectKeys(doc, model::topLevelFields(), "plan");
    expectKeys(doc["scaling"], model::fabricFields(), "scaling");
    expectKeys(doc["memory"], model::memoryFields(), "memory");
    expectKeys(doc["risk"], model::riskFields(), "risk");
    expectKeys(doc["azureml"], model::azuremlFields(), "azureml");
    expectKeys(doc["search"], model::searchFields(), "search");
    // And no key the tables do not know.
    QCOMPARE(data::PlanFile::serialize(parsed.value()), bytes);
}

// The model block's architecture with every field other than its default: each row is written
// under its key and read back.
void TestFieldTables::architectureRoundTripWithEveryField()
{
    model::Architecture a;
    a.hiddenSize = 96;
    a.layers = 3;
    a.attentionHeads = 4;
    a.kvHeads = 2;
    a.headDim = 32; // not 96 / 4
    a.ffnHiddenSize = 200;
    a.ffn = model::FfnKind::Geglu;
    a.vocabularySize = 1000;
    a.tiedEmbeddings = true;
    a.qkvBias = true;
    a.positionEmbeddings = model::PositionEmbeddings::Learned;
    a.maxPositionEmbeddings = 512;
    a.experts = 4;
    a.expertsPerToken = 2;
    a.moeFfnHiddenSize = 64;
    a.sharedExperts = 1;
    a.norm = model::NormKind::LayerNorm;
    a.linearBias = true;
    a.normsPerLayer = 4;
    a.sharedExpertGate = true;
    model::PlanSpec spec = model::examplePlan();
    spec.model = model::ModelChoice{model::ModelSource::Architecture, {}, {}, a};
    const QByteArray bytes = data::PlanFile::serialize(spec);
    const auto parsed = data::PlanFile::parse(bytes, QStringLiteral("architecture.plan.json"));
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : qPrintable(parsed.error().toLine() + QLatin1Char('\n') + QString::fromUtf8(bytes)));
    QVERIFY2(parsed.value() == spec, bytes.constData());
    const nlohmann::json doc = nlohmann::json::parse(bytes.constData());
    expectKeys(doc["model"]["architecture"], model::architectureFields(), "model.architecture");
    QCOMPARE(data::PlanFile::serialize(parsed.value()), bytes);
}

// "scaling.bucket_mb" was documented in model/performance/Fabric.h but rejected as an unknown field; it is a
// row of the fabric table now: MiB in the file, bytes in the model, written when not 25.
void TestFieldTables::bucketSizeIsAField()
{
    const QByteArray plan = R"({"format": "capacity-planner.plan", "version": 2, "sku": "Standard_ND96isr_H100_v5",
        "region": "eastus", "workload": {"tokens": 2e9, "parameters": 8e9, "mfu": 0.4},
        "scaling": {"model": "fabric", "global_batch_tokens": 4194304, "sequence_length": 4096, "bucket_mb": 50}})";
    const auto spec = data::PlanFile::parse(plan);
    QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().toLine()));
    QCOMPARE(spec.value().fabric->bucketBytes, 50.0 * 1024.0 * 1024.0);
    QVERIFY(data::PlanFile::serialize(spec.value()).contains("\"bucket_mb\": 50"));
    model::PlanSpec defaults = spec.value();
    defaults.fabric->bucketBytes = model::FabricJob{}.bucketBytes;
    QVERIFY(!data::PlanFile::serialize(defaults).contains("bucket_mb"));
    QByteArray zero = plan;
    zero.replace("\"bucket_mb\": 50", "\"bucket_mb\": 0");
    const auto refused = data::PlanFile::parse(zero, QStringLiteral("p.json"));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().toLine(), QStringLiteral("p.json: scaling.bucket_mb: must be greater than zero (got 0)"));
}

void TestFieldTables::everyNameIsTranslated_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("name");
    for (const model::PlanFieldInfo &row : model::planFields()) {
        const QString name = QString::fromUtf8(row.name.data(), static_cast<qsizetype>(row.name.size()));
        QTest::newRow(qPrintable(QStringLiteral("plan: ") + name)) << QString::fromLatin1(model::kPlanFieldContext) << name;
    }
    for (const model::SizeFactField &row : model::sizeFactFields()) {
        const QString name = QString::fromUtf8(row.label.data(), static_cast<qsizetype>(row.label.size()));
        QTest::newRow(qPrintable(QStringLiteral("size: ") + name)) << QString::fromLatin1(model::kSizeFactContext) << name;
    }
}

void TestFieldTables::everyNameIsTranslated()
{
    QFETCH(QString, context);
    QFETCH(QString, name);
    static std::map<QString, std::map<QString, QString>> german;
    if (german.count(context) == 0) {
        german[context] = germanOf(context);
    }
    QVERIFY(!name.isEmpty());
    QVERIFY2(german[context].count(name) == 1, qPrintable(QStringLiteral("no German for \"%1\" in %2").arg(name, context)));
}

void TestFieldTables::sizeFactRows()
{
    QTest::addColumn<QString>("key");
    for (const model::SizeFactField &field : model::sizeFactFields()) {
        const QString key = QString::fromLatin1(field.key.data(), static_cast<qsizetype>(field.key.size()));
        QTest::newRow(qPrintable(key)) << key;
    }
}

void TestFieldTables::sizeFactReachesSql()
{
    QFETCH(QString, key);
    const model::SizeFactField *field = model::findSizeFact(key.toStdString());
    QVERIFY(field != nullptr);
    const QString path = m_dir.filePath(QStringLiteral("sql-%1.sqlite").arg(key));
    auto store = data::CatalogStore::open(path);
    QVERIFY(store.ok());
    const model::VmSize changed = mutated(*m_default.catalog.findSize(kSku), *field);
    QVERIFY(store.value()->upsertSize(changed).ok());
    store.value().reset();
    auto reopened = data::CatalogStore::open(path);
    QVERIFY(reopened.ok());
    const auto catalog = reopened.value()->load();
    QVERIFY(catalog.ok());
    const model::VmSize *read = catalog.value().findSize(kSku);
    QVERIFY(read != nullptr);
    QVERIFY2(model::sameValue(*read, changed, *field), model::textOf(*read, *field).c_str());
    QCOMPARE(model::provenanceOf(*read, *field), model::provenanceOf(changed, *field));
}

void TestFieldTables::sizeFactReachesCatalogJsonReport()
{
    QFETCH(QString, key);
    const model::SizeFactField *field = model::findSizeFact(key.toStdString());
    model::Catalog catalog = m_default.catalog;
    for (model::VmSize &size : catalog.sizes) {
        if (size.name == kSku) {
            size = mutated(size, *field);
        }
    }
    const nlohmann::json doc = nlohmann::json::parse(data::Report::catalogJson(catalog).constData());
    bool found = false;
    for (const nlohmann::json &item : doc["sizes"]) {
        if (item["name"] != kSku) {
            continue;
        }
        found = true;
        QVERIFY2(item.contains(key.toStdString()), qPrintable(key + QStringLiteral(" is missing from catalog --json")));
        const nlohmann::json &fact = item[key.toStdString()];
        const model::VmSize &size = *catalog.findSize(kSku);
        if (const auto number = model::numberOf(size, *field)) {
            QCOMPARE(fact["value"].get<double>(), *number);
        } else {
            QCOMPARE(fact["value"].get<std::string>(), model::textOf(size, *field));
        }
        QCOMPARE(fact["source"].get<std::string>(), std::string("field table test"));
        QCOMPARE(fact["verified"].get<bool>(), false);
    }
    QVERIFY(found);
}

void TestFieldTables::sizeFactReachesCatalogExport()
{
    QFETCH(QString, key);
    const model::SizeFactField *field = model::findSizeFact(key.toStdString());
    data::CatalogDocument doc = m_default;
    for (model::VmSize &size : doc.catalog.sizes) {
        if (size.name == kSku) {
            size = mutated(size, *field);
        }
    }
    const QByteArray bytes = data::CatalogJson::serialize(doc);
    const auto parsed = data::CatalogJson::parse(bytes);
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : qPrintable(parsed.error().toLine()));
    const model::VmSize *read = parsed.value().catalog.findSize(kSku);
    QVERIFY(read != nullptr);
    QVERIFY(model::sameValue(*read, *doc.catalog.findSize(kSku), *field));
    QCOMPARE(model::provenanceOf(*read, *field), model::provenanceOf(*doc.catalog.findSize(kSku), *field));
    const nlohmann::json json = nlohmann::json::parse(bytes.constData());
    QVERIFY(json["sizes"][0].contains(key.toStdString()));
    QVERIFY(json["sizes"][0]["provenance"].contains(key.toStdString()));
}

// An import that changes only this fact shows a row for it (nvlink_gbps_per_gpu and
// measured_bus_gbps showed none while the preview listed the facts by hand).
void TestFieldTables::sizeFactReachesImportPreview()
{
    QFETCH(QString, key);
    const model::SizeFactField *field = model::findSizeFact(key.toStdString());
    data::CatalogDocument doc = m_default;
    model::VmSize before;
    for (model::VmSize &size : doc.catalog.sizes) {
        if (size.name == kSku) {
            before = size;
            size = mutated(size, *field);
        }
    }
    const auto preview = data::Importer::previewBytes(data::ImportKind::Catalog,
                                                      {{QStringLiteral("catalog.json"), data::CatalogJson::serialize(doc)}},
                                                      m_default.catalog);
    QVERIFY2(preview.ok(), preview.ok() ? "" : qPrintable(preview.error().toLine()));
    int changed = 0;
    for (const data::PreviewRow &row : preview.value().rows) {
        if (row.section == data::PreviewRow::Section::Size && row.action == data::ChangeAction::Changed) {
            QCOMPARE(row.field, key);
            QVERIFY(row.subject.contains(QLatin1String(kSku)));
            QCOMPARE(row.oldValue.isEmpty(), model::textOf(before, *field).empty());
            ++changed;
        }
    }
    QCOMPARE(changed, 1);
}

void TestFieldTables::sizeFactResetsToDefault()
{
    QFETCH(QString, key);
    const model::SizeFactField *field = model::findSizeFact(key.toStdString());
    const QString path = m_dir.filePath(QStringLiteral("reset-%1.sqlite").arg(key));
    auto store = data::CatalogStore::open(path);
    QVERIFY(store.ok());
    const model::VmSize &shipped = *m_default.catalog.findSize(kSku);
    QVERIFY(store.value()->upsertSize(mutated(shipped, *field)).ok());
    QVERIFY(store.value()->resetSizeFact(QLatin1String(kSku), key).ok());
    const auto catalog = store.value()->load();
    QVERIFY(catalog.ok());
    const model::VmSize *read = catalog.value().findSize(kSku);
    QVERIFY(model::sameValue(*read, shipped, *field));
    QCOMPARE(model::provenanceOf(*read, *field), model::provenanceOf(shipped, *field));
}

QTEST_GUILESS_MAIN(TestFieldTables)
#include "tst_fieldtables.moc"
