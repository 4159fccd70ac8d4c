// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/PlanFile.h"

#include "../common/FieldSamples.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace capplan;
using data::PlanFile;

namespace {
// The example of docs/design.md ("The plan file", version 1), with a placeholder the error rows
// replace.
QByteArray planWith(const QByteArray &replace, const QByteArray &with)
{
    QByteArray doc = R"({
  "format": "capacity-planner.plan",
  "version": 1,
  "name": "sft-7b-2node",
  "sku": "Standard_ND96isr_H100_v5",
  "region": "eastus",
  "tier": "dedicated",
  "price_per_node_hour": 98.0,
  "workload": { "gpu_hours": 168 },
  "scaling": { "efficiency": { "1": 1.0, "2": 0.85, "4": 0.75 } },
  "goodput": 1.0,
  "overhead_hours": 0.0,
  "nodes": [1, 2, 4],
  "deadline_hours": 13,
  "budget": 5000
})";
    if (!replace.isEmpty()) {
        Q_ASSERT(doc.contains(replace));
        doc.replace(replace, with);
    }
    return doc;
}
} // namespace

class TestPlanFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parsesDesignExample();
    void readsWindowsEncodings();
    void workloadForms_data();
    void workloadForms();
    void errors_data();
    void errors();
    void roundTrip_data();
    void roundTrip();
    void priceKindsAreWrittenWhenSet_data();
    void priceKindsAreWrittenWhenSet();
    void saveIsAtomic();
    void failedSaveKeepsOldFile();
    void invalidPlanIsNeverSaved();
    void missingFile();
    void versionTwoBlocks_data();
    void versionTwoBlocks();
    void versionTwoErrors_data();
    void versionTwoErrors();
    void versionFollowsContent();
    void fabricBlocksRoundTrip();
    void modelBlock_data();
    void modelBlock();
    void modelBlockErrors_data();
    void modelBlockErrors();
    void tokensAloneAndMeasuredMfu();
    void hfConfigIsWrittenBackAsRead();
    void layoutBlock();
    void layoutBlockErrors_data();
    void layoutBlockErrors();
};

// A plan saved by a Windows editor (UTF-16, a byte-order mark, CRLF) reads as the same plan;
// its errors are at the same lines and columns.
void TestPlanFile::readsWindowsEncodings()
{
    const QByteArray utf8 = planWith({}, {});
    const auto want = PlanFile::parse(utf8, QStringLiteral("example.json"));
    QVERIFY(want.ok());
    const QByteArray broken = QByteArray(utf8).replace("\"region\"", "\"region\" \"x\"");
    const auto brokenError = PlanFile::parse(broken, QStringLiteral("example.json"));
    QVERIFY(!brokenError.ok());
    for (const QString &variant : fieldsamples::savedVariants()) {
        const auto got = PlanFile::parse(fieldsamples::saved(variant, utf8), QStringLiteral("example.json"));
        QVERIFY2(got.ok(), qPrintable(variant));
        QVERIFY2(PlanFile::serialize(got.value()) == PlanFile::serialize(want.value()), qPrintable(variant));
        const auto error = PlanFile::parse(fieldsamples::saved(variant, broken), QStringLiteral("example.json"));
        QVERIFY(!error.ok());
        QCOMPARE(error.error().toLine(), brokenError.error().toLine());
    }
}

void TestPlanFile::parsesDesignExample()
{
    const auto spec = PlanFile::parse(planWith({}, {}), QStringLiteral("example.json"));
    QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().toLine()));
    const model::PlanSpec &s = spec.value();
    QCOMPARE(s.name, std::string("sft-7b-2node"));
    QCOMPARE(s.sku, std::string("Standard_ND96isr_H100_v5"));
    QCOMPARE(s.region, std::string("eastus"));
    QVERIFY(s.tier == model::Tier::Dedicated);
    QCOMPARE(s.pricePerNodeHour.value_or(0), 98.0);
    QCOMPARE(std::get<model::GpuHoursWorkload>(s.workload).gpuHours, 168.0);
    QCOMPARE(s.efficiency, (std::map<int, double>{{1, 1.0}, {2, 0.85}, {4, 0.75}}));
    QCOMPARE(s.nodes, (std::vector<int>{1, 2, 4}));
    QCOMPARE(s.deadlineHours.value_or(0), 13.0);
    QCOMPARE(s.budget.value_or(0), 5000.0);
}

void TestPlanFile::workloadForms_data()
{
    QTest::addColumn<QByteArray>("workload");
    QTest::addColumn<int>("index");
    QTest::newRow("gpu hours") << QByteArray(R"({ "gpu_hours": 168 })") << 0;
    QTest::newRow("tokens + rate") << QByteArray(R"({ "tokens": 2e9, "tokens_per_gpu_second": 8200 })") << 1;
    QTest::newRow("tokens + parameters + mfu") << QByteArray(R"({ "tokens": 2e9, "parameters": 8e9, "mfu": 0.4 })")
                                               << 2;
}

void TestPlanFile::workloadForms()
{
    QFETCH(QByteArray, workload);
    const auto spec = PlanFile::parse(planWith(R"({ "gpu_hours": 168 })", workload));
    QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().toLine()));
    QTEST(static_cast<int>(spec.value().workload.index()), "index");
}

void TestPlanFile::errors_data()
{
    QTest::addColumn<QByteArray>("replace");
    QTest::addColumn<QByteArray>("with");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    QTest::newRow("malformed JSON") << QByteArray(R"("version": 1,)") << QByteArray(R"("version": 1,,)") << QString()
                                    << "malformed JSON at line 3";
    QTest::newRow("unknown top-level field") << QByteArray(R"("goodput": 1.0,)") << QByteArray(R"("goodptu": 1.0,)")
                                             << "goodptu" << "unknown field";
    QTest::newRow("unknown workload field") << QByteArray(R"("gpu_hours": 168)")
                                            << QByteArray(R"("gpu_hours": 168, "gpu_hour": 1)")
                                            << "workload.gpu_hour" << "unknown field";
    QTest::newRow("unknown scaling field") << QByteArray(R"("scaling": {)") << QByteArray(R"("scaling": { "modle": 1,)")
                                           << "scaling.modle" << "unknown field";
    QTest::newRow("scaling model in version 1") << QByteArray(R"("scaling": {)")
                                                << QByteArray(R"("scaling": { "model": "fabric",)") << "scaling.model"
                                                << "version 2";
    QTest::newRow("currency not a code") << QByteArray(R"("tier": "dedicated",)")
                                         << QByteArray(R"("tier": "dedicated", "currency": "Euro",)") << "currency"
                                         << R"(must be a three-letter currency code such as USD or EUR (got "Euro"))";
    QTest::newRow("currency not a string") << QByteArray(R"("tier": "dedicated",)")
                                           << QByteArray(R"("tier": "dedicated", "currency": 978,)") << "currency"
                                           << "must be a string";
    QTest::newRow("missing sku") << QByteArray(R"("sku": "Standard_ND96isr_H100_v5",)") << QByteArray()
                                 << "sku" << "is missing";
    QTest::newRow("missing workload") << QByteArray(R"("workload": { "gpu_hours": 168 },)") << QByteArray()
                                      << "workload" << "is missing";
    QTest::newRow("missing format") << QByteArray(R"("format": "capacity-planner.plan",)") << QByteArray()
                                    << "format" << "is missing";
    QTest::newRow("wrong format") << QByteArray(R"("capacity-planner.plan")") << QByteArray(R"("something-else")")
                                  << "format" << "must be";
    QTest::newRow("newer version") << QByteArray(R"("version": 1)") << QByteArray(R"("version": 4)") << "version"
                                   << "newer version";
    QTest::newRow("wrong type: string for number") << QByteArray(R"("gpu_hours": 168)")
                                                   << QByteArray(R"("gpu_hours": "168")") << "workload.gpu_hours"
                                                   << "must be a number, not a string";
    QTest::newRow("wrong type: bool") << QByteArray(R"("goodput": 1.0)") << QByteArray(R"("goodput": true)")
                                      << "goodput" << "must be a number, not a boolean";
    QTest::newRow("wrong type: nodes object") << QByteArray(R"([1, 2, 4])") << QByteArray(R"({"a": 1})") << "nodes"
                                              << "must be an array";
    QTest::newRow("negative gpu hours") << QByteArray(R"("gpu_hours": 168)") << QByteArray(R"("gpu_hours": -168)")
                                        << "workload.gpu_hours" << "greater than zero";
    QTest::newRow("zero price") << QByteArray(R"("price_per_node_hour": 98.0)")
                                << QByteArray(R"("price_per_node_hour": 0)") << "price_per_node_hour"
                                << "greater than zero";
    QTest::newRow("non-finite (overflow)") << QByteArray(R"("deadline_hours": 13)")
                                           << QByteArray(R"("deadline_hours": 1e999)") << "deadline_hours"
                                           << "finite";
    QTest::newRow("negative overhead") << QByteArray(R"("overhead_hours": 0.0)")
                                       << QByteArray(R"("overhead_hours": -0.5)") << "overhead_hours"
                                       << "must not be negative";
    QTest::newRow("efficiency above 1") << QByteArray(R"("4": 0.75)") << QByteArray(R"("4": 1.2)")
                                        << "scaling.efficiency.4" << "(0, 1]";
    QTest::newRow("efficiency zero") << QByteArray(R"("2": 0.85)") << QByteArray(R"("2": 0)")
                                     << "scaling.efficiency.2" << "(0, 1]";
    QTest::newRow("efficiency key not a node count") << QByteArray(R"("4": 0.75)") << QByteArray(R"("four": 0.75)")
                                                     << "scaling.efficiency.four" << "node count";
    QTest::newRow("goodput above 1") << QByteArray(R"("goodput": 1.0)") << QByteArray(R"("goodput": 1.5)")
                                     << "goodput" << "(0, 1]";
    QTest::newRow("fractional node count") << QByteArray(R"([1, 2, 4])") << QByteArray(R"([1, 2.5])") << "nodes[1]"
                                           << "whole number";
    QTest::newRow("zero node count") << QByteArray(R"([1, 2, 4])") << QByteArray(R"([0, 2])") << "nodes[0]"
                                     << "from 1 to 4096";
    QTest::newRow("duplicate node count") << QByteArray(R"([1, 2, 4])") << QByteArray(R"([1, 2, 2])") << "nodes[2]"
                                          << "twice";
    QTest::newRow("two workload forms") << QByteArray(R"({ "gpu_hours": 168 })")
                                        << QByteArray(R"({ "gpu_hours": 168, "tokens": 2e9, "tokens_per_gpu_second": 8200 })")
                                        << "workload" << "more than one workload form";
    QTest::newRow("tokens without rate") << QByteArray(R"({ "gpu_hours": 168 })") << QByteArray(R"({ "tokens": 2e9 })")
                                         << "workload.tokens_per_gpu_second" << "is missing";
    QTest::newRow("mfu without parameters") << QByteArray(R"({ "gpu_hours": 168 })")
                                            << QByteArray(R"({ "tokens": 2e9, "mfu": 0.4 })") << "workload.parameters"
                                            << "is missing";
    QTest::newRow("mfu above 1") << QByteArray(R"({ "gpu_hours": 168 })")
                                 << QByteArray(R"({ "tokens": 2e9, "parameters": 8e9, "mfu": 40 })") << "workload.mfu"
                                 << "(0, 1]";
    QTest::newRow("unknown tier") << QByteArray(R"("dedicated")") << QByteArray(R"("preemptible")") << "tier"
                                  << "low_priority";
    QTest::newRow("duplicate field") << QByteArray(R"("region": "eastus",)")
                                     << QByteArray(R"("region": "eastus", "region": "westus3",)") << "region"
                                     << "is given twice";
    QTest::newRow("duplicate efficiency point") << QByteArray(R"("4": 0.75)") << QByteArray(R"("4": 0.75, "4": 0.7)")
                                                << "scaling.efficiency.4" << "is given twice";
    QTest::newRow("padded efficiency key") << QByteArray(R"("4": 0.75)") << QByteArray(R"(" 4": 0.75)")
                                           << "scaling.efficiency. 4" << "node count";
    QTest::newRow("zero-padded efficiency key") << QByteArray(R"("4": 0.75)") << QByteArray(R"("04": 0.75)")
                                                << "scaling.efficiency.04" << "node count";
    QTest::newRow("almost whole version") << QByteArray(R"("version": 1)") << QByteArray(R"("version": 1.0000000001)")
                                          << "version" << "whole number (got 1.0000000001)";
    QTest::newRow("above the bound") << QByteArray(R"("gpu_hours": 168)") << QByteArray(R"("gpu_hours": 2e9)")
                                     << "workload.gpu_hours" << "must be at most";
    QTest::newRow("not an object") << QByteArray() << QByteArray() << QString() << "must be an object";
    // Price kinds: each field names itself and the problem.
    const QByteArray tier = R"("tier": "dedicated",)";
    QTest::newRow("unknown price kind") << tier << QByteArray(R"("tier": "dedicated", "price_kind": "spot",)")
                                        << "price_kind"
                                        << R"("pay_as_you_go", "reservation" or "savings_plan")";
    QTest::newRow("price kind not a string") << tier << QByteArray(R"("tier": "dedicated", "price_kind": 3,)")
                                             << "price_kind" << "must be a string";
    QTest::newRow("reservation on low priority")
        << tier << QByteArray(R"("tier": "low_priority", "price_kind": "reservation", "price_term_years": 1,)")
        << "price_kind"
        << R"(reservations and savings plans price dedicated VMs; tier "low_priority" has none: choose tier "dedicated" or price_kind "pay_as_you_go")";
    QTest::newRow("2-year term") << tier
                                 << QByteArray(R"("tier": "dedicated", "price_kind": "reservation", "price_term_years": 2,)")
                                 << "price_term_years" << "2 is not a term Azure sells (1 or 3 years)";
    QTest::newRow("fractional term")
        << tier << QByteArray(R"("tier": "dedicated", "price_kind": "savings_plan", "price_term_years": 1.5,)")
        << "price_term_years" << "whole number";
    QTest::newRow("reservation without a term") << tier
                                                << QByteArray(R"("tier": "dedicated", "price_kind": "reservation",)")
                                                << "price_term_years" << "is missing";
    QTest::newRow("term with pay-as-you-go") << tier << QByteArray(R"("tier": "dedicated", "price_term_years": 3,)")
                                             << "price_term_years"
                                             << "only a reservation or a savings plan has a term (got 3 with pay-as-you-go)";
    QTest::newRow("discount of 100") << tier << QByteArray(R"("tier": "dedicated", "discount_percent": 100,)")
                                     << "discount_percent" << "must be at least 0 and less than 100 percent (got 100)";
    QTest::newRow("negative discount") << tier << QByteArray(R"("tier": "dedicated", "discount_percent": -5,)")
                                       << "discount_percent" << "must be at least 0 and less than 100 percent (got -5)";
    QTest::newRow("discount as a fraction string")
        << tier << QByteArray(R"("tier": "dedicated", "discount_percent": "12%",)") << "discount_percent"
        << "must be a number, not a string";
}

void TestPlanFile::errors()
{
    QFETCH(QByteArray, replace);
    QFETCH(QByteArray, with);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const QByteArray doc = QTest::currentDataTag() == QByteArray("not an object") ? QByteArray("[1, 2]")
                                                                                  : planWith(replace, with);
    const auto spec = PlanFile::parse(doc, QStringLiteral("bad.plan.json"));
    QVERIFY(!spec.ok());
    QCOMPARE(spec.error().path, path);
    QCOMPARE(spec.error().file, QStringLiteral("bad.plan.json"));
    QVERIFY2(spec.error().message.contains(message), qPrintable(spec.error().message));
    // One line, naming the file and the field.
    const QString line = spec.error().toLine();
    QVERIFY(!line.contains(QLatin1Char('\n')));
    QVERIFY(line.startsWith(QStringLiteral("bad.plan.json: ") + (path.isEmpty() ? QString() : path + QStringLiteral(": "))));
}

void TestPlanFile::roundTrip_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::newRow("design example") << planWith({}, {});
    QTest::newRow("tokens + mfu, optional fields absent")
        << QByteArray(R"({"format": "capacity-planner.plan", "version": 1, "sku": "Standard_NC40ads_H100_v5",
             "region": "eastus", "workload": {"tokens": 2e9, "parameters": 8e9, "mfu": 0.4},
             "scaling": {"efficiency": {"1": 1.0}}})");
    QTest::newRow("low priority, fractional values")
        << QByteArray(R"({"format": "capacity-planner.plan", "version": 1, "name": "x", "sku": "s", "region": "r",
             "tier": "low_priority", "workload": {"tokens": 1.5e10, "tokens_per_gpu_second": 8241.666666666666},
             "scaling": {"efficiency": {"1": 1.0, "16": 0.7915037499278844}}, "goodput": 0.85,
             "overhead_hours": 1.8, "nodes": [16, 1, 2], "budget": 1234.56})");
    // A plan in euros keeps its currency; a plan in US dollars (the default) does not write it.
    QTest::newRow("currency EUR")
        << QByteArray(R"({"format": "capacity-planner.plan", "version": 1, "name": "x", "sku": "s", "region": "r",
             "currency": "EUR", "price_per_node_hour": 90.12, "workload": {"gpu_hours": 168},
             "scaling": {"efficiency": {"1": 1.0}}, "budget": 5000})");
    // Price kinds and discounts; each is written only when it is not pay-as-you-go at full price.
    QTest::newRow("3-year reservation, 5 % off")
        << QByteArray(R"({"format": "capacity-planner.plan", "version": 1, "name": "x", "sku": "s", "region": "r",
             "price_kind": "reservation", "price_term_years": 3, "discount_percent": 5,
             "workload": {"gpu_hours": 168}, "scaling": {"efficiency": {"1": 1.0}}})");
    QTest::newRow("1-year savings plan, own price")
        << QByteArray(R"({"format": "capacity-planner.plan", "version": 1, "name": "x", "sku": "s", "region": "r",
             "price_per_node_hour": 72.7568, "price_kind": "savings_plan", "price_term_years": 1,
             "workload": {"gpu_hours": 168}, "scaling": {"efficiency": {"1": 1.0}}})");
    QTest::newRow("pay-as-you-go, 99.9 % off")
        << QByteArray(R"({"format": "capacity-planner.plan", "version": 1, "name": "x", "sku": "s", "region": "r",
             "price_kind": "pay_as_you_go", "discount_percent": 99.9, "workload": {"gpu_hours": 168},
             "scaling": {"efficiency": {"1": 1.0}}})");
}

void TestPlanFile::roundTrip()
{
    QFETCH(QByteArray, document);
    const auto first = PlanFile::parse(document);
    QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().toLine()));
    const QByteArray written = PlanFile::serialize(first.value());
    const auto second = PlanFile::parse(written);
    QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error().toLine()));
    QVERIFY(first.value() == second.value());
    // Serializing again gives the same bytes.
    QCOMPARE(PlanFile::serialize(second.value()), written);
}

void TestPlanFile::priceKindsAreWrittenWhenSet_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("term");
    QTest::addColumn<double>("discount");
    QTest::addColumn<QByteArray>("written"); // the keys after "price_per_node_hour", empty: none
    QTest::newRow("pay-as-you-go") << int(model::PlanPriceKind::PayAsYouGo) << 0 << 0.0 << QByteArray();
    QTest::newRow("12 % off") << int(model::PlanPriceKind::PayAsYouGo) << 0 << 12.0
                              << QByteArray(R"("discount_percent": 12)");
    QTest::newRow("3-year reservation") << int(model::PlanPriceKind::Reservation) << 3 << 0.0
                                        << QByteArray(R"("price_kind": "reservation",
  "price_term_years": 3)");
    QTest::newRow("1-year savings plan, 7.25 % off")
        << int(model::PlanPriceKind::SavingsPlan) << 1 << 7.25
        << QByteArray(R"("price_kind": "savings_plan",
  "price_term_years": 1,
  "discount_percent": 7.25)");
}

void TestPlanFile::priceKindsAreWrittenWhenSet()
{
    QFETCH(int, kind);
    QFETCH(int, term);
    QFETCH(double, discount);
    QFETCH(QByteArray, written);
    model::PlanSpec spec = model::examplePlan();
    spec.priceKind = static_cast<model::PlanPriceKind>(kind);
    spec.priceTermYears = term;
    spec.discountPercent = discount;
    const QByteArray file = PlanFile::serialize(spec);
    const qsizetype price = file.indexOf("\"price_per_node_hour\": 98");
    QVERIFY(price >= 0);
    const QByteArray after = file.mid(file.indexOf('\n', price) + 1);
    for (const char *key : {"price_kind", "price_term_years", "discount_percent"}) {
        QCOMPARE(file.contains(key), written.contains(key));
    }
    if (!written.isEmpty()) {
        QVERIFY2(after.trimmed().startsWith(written), after.left(120).constData());
    }
    const auto read = PlanFile::parse(file);
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().toLine()));
    QVERIFY(read.value() == spec);
}

void TestPlanFile::saveIsAtomic()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.json"));
    const model::PlanSpec spec = model::examplePlan();
    QVERIFY(PlanFile::save(spec, path).ok());
    const auto loaded = PlanFile::load(path);
    QVERIFY(loaded.ok());
    QVERIFY(loaded.value() == spec);
    // No temporary files are left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
}

void TestPlanFile::failedSaveKeepsOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.json"));
    QVERIFY(PlanFile::save(model::examplePlan(), path).ok());
    QFile original(path);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();

    // Make the write itself fail, as a full disk would: a file-size limit below the new plan's
    // size (this works for root too, unlike permissions). SIGXFSZ is ignored so write() fails
    // with EFBIG instead of killing the test.
    model::PlanSpec changed = model::examplePlan();
    changed.name = std::string(4096, 'x');
    struct rlimit old {};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &old), 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = old;
    small.rlim_cur = 1024;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const data::Status status = PlanFile::save(changed, path);
    ::setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, previousHandler);

    QVERIFY(!status.ok());
    QVERIFY2(status.error().message.startsWith(QStringLiteral("cannot")), qPrintable(status.error().message));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), before);
    // No temporary file is left behind either.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
}

void TestPlanFile::invalidPlanIsNeverSaved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.json"));
    QVERIFY(PlanFile::save(model::examplePlan(), path).ok());
    model::PlanSpec invalid = model::examplePlan();
    invalid.workload = model::GpuHoursWorkload{0.0};
    const data::Status status = PlanFile::save(invalid, path);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().path, QStringLiteral("workload.gpu_hours"));
    // The good file is still there and still opens.
    QVERIFY(PlanFile::load(path).ok());
    QVERIFY(PlanFile::load(path).value() == model::examplePlan());
}

void TestPlanFile::missingFile()
{
    const auto spec = PlanFile::load(QStringLiteral("/nonexistent/plan.json"));
    QVERIFY(!spec.ok());
    QCOMPARE(spec.error().file, QStringLiteral("/nonexistent/plan.json"));
    QVERIFY(spec.error().message.startsWith(QStringLiteral("cannot read")));
}




namespace {
// The example of docs/design.md as version 2 with `blocks` ("risk": {…}, "azureml": {…}) added at
// the end.
QByteArray versionTwo(const QByteArray &blocks)
{
    QByteArray doc = planWith(R"("version": 1)", R"("version": 2)");
    doc.replace(R"("budget": 5000)", QByteArray(R"("budget": 5000, )") + blocks);
    return doc;
}
} // namespace

void TestPlanFile::versionTwoBlocks_data()
{
    QTest::addColumn<QByteArray>("blocks");
    QTest::addColumn<bool>("enabled");
    QTest::addColumn<double>("mtbf");
    QTest::addColumn<double>("interval"); // -1: optimal
    QTest::addColumn<QString>("cluster");
    QTest::newRow("risk, every field") << QByteArray(R"("risk": {"enabled": true, "node_mtbf_hours": 6000,
        "checkpoint_interval_hours": 1.5, "checkpoint_write_hours": 0.1, "restart_hours": 0.25,
        "idle_time_before_scale_down_seconds": 600, "low_priority": {"preemptions_per_node_hour": 0.02,
        "regain_hours": 2}, "trials": 20000, "seed": 18446744073709551615, "confidence": 0.95})")
                                       << true << 6000.0 << 1.5 << QString();
    QTest::newRow("risk, checkpoint storage")
        << QByteArray(R"("risk": {"enabled": true, "storage_write_gb_per_s": 4.5,
        "storage_account_ingress_gb_per_s": 15, "checkpoint_gradients": true})")
        << true << model::kDefaultNodeMtbfHours << -1.0 << QString();
    QTest::newRow("risk, nodes never fail, optimal interval")
        << QByteArray(R"("risk": {"enabled": true, "node_mtbf_hours": "never", "checkpoint_interval_hours": "optimal"})")
        << true << qInf() << -1.0 << QString();
    QTest::newRow("azureml only") << QByteArray(R"("azureml": {"cluster_name": "h100-train", "distribution": "mpi",
        "inputs": {"corpus": "azureml://datastores/data/paths/corpus/"}, "environment_variables": {"NCCL_IB_TIMEOUT": "22"},
        "timeout_margin": 1.5, "quota_headroom_cores": 96})")
                                  << false << model::kDefaultNodeMtbfHours << -1.0 << QStringLiteral("h100-train");
}

void TestPlanFile::versionTwoBlocks()
{
    QFETCH(QByteArray, blocks);
    QFETCH(bool, enabled);
    QFETCH(double, mtbf);
    QFETCH(double, interval);
    QFETCH(QString, cluster);
    const auto spec = PlanFile::parse(versionTwo(blocks));
    QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().toLine()));
    const model::PlanSpec &plan = spec.value();
    QCOMPARE(plan.risk.enabled, enabled);
    QCOMPARE(plan.risk.nodeMtbfHours, mtbf);
    QCOMPARE(plan.risk.checkpointIntervalHours.value_or(-1.0), interval);
    QCOMPARE(plan.azureml.has_value(), !cluster.isEmpty());
    if (plan.azureml) {
        QCOMPARE(QString::fromStdString(plan.azureml->clusterName), cluster);
        QVERIFY(plan.azureml->distribution == model::DistributionType::Mpi);
        QCOMPARE(plan.azureml->inputs.at("corpus"), std::string("azureml://datastores/data/paths/corpus/"));
        QCOMPARE(plan.azureml->quotaHeadroomCores, 96);
    }
    if (QTest::currentDataTag() == QByteArray("risk, every field")) {
        QCOMPARE(plan.risk.seed, std::uint64_t(18446744073709551615ULL));
        QCOMPARE(plan.risk.trials, 20000);
        QCOMPARE(plan.risk.lowPriorityRegainHours, 2.0);
        QCOMPARE(plan.risk.idleTimeBeforeScaleDownSeconds, 600.0);
        QCOMPARE(plan.risk.checkpointWriteHours.value_or(-1.0), 0.1); // given: kept as the plan's own
    }
    if (QTest::currentDataTag() == QByteArray("risk, checkpoint storage")) {
        QVERIFY(!plan.risk.checkpointWriteHours.has_value()); // left out: from the model
        QCOMPARE(plan.risk.storageWriteGBps, 4.5);
        QCOMPARE(plan.risk.storageIngressGBps, 15.0);
        QCOMPARE(plan.risk.checkpointGradients, true);
        QVERIFY(!PlanFile::serialize(plan).contains("checkpoint_write_hours"));
    } else if (!plan.risk.checkpointGradients) {
        // The storage defaults are not written, so older risk blocks keep their bytes.
        QVERIFY(!PlanFile::serialize(plan).contains("storage_write_gb_per_s"));
        QVERIFY(!PlanFile::serialize(plan).contains("checkpoint_gradients"));
    }
    // Round trip: the same plan, and the same bytes the second time.
    const QByteArray written = PlanFile::serialize(plan);
    QVERIFY(written.contains("\"version\": 2"));
    const auto again = PlanFile::parse(written);
    QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().toLine()));
    QVERIFY(again.value() == plan);
    QCOMPARE(PlanFile::serialize(again.value()), written);
}

void TestPlanFile::versionTwoErrors_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("risk in a version-1 file")
        << planWith(R"("budget": 5000)", R"("budget": 5000, "risk": {"enabled": true})") << "risk" << "version 2";
    QTest::newRow("azureml in a version-1 file")
        << planWith(R"("budget": 5000)", R"("budget": 5000, "azureml": {})") << "azureml" << "version 2";
    QTest::newRow("unknown risk field") << versionTwo(R"("risk": {"mtbf": 5})") << "risk.mtbf" << "unknown field";
    QTest::newRow("enabled not a boolean") << versionTwo(R"("risk": {"enabled": 1})") << "risk.enabled"
                                           << "true or false";
    QTest::newRow("mtbf word") << versionTwo(R"("risk": {"node_mtbf_hours": "forever"})") << "risk.node_mtbf_hours"
                               << "\"never\"";
    QTest::newRow("mtbf zero") << versionTwo(R"("risk": {"node_mtbf_hours": 0})") << "risk.node_mtbf_hours"
                               << "greater than zero";
    QTest::newRow("interval word") << versionTwo(R"("risk": {"checkpoint_interval_hours": "best"})")
                                   << "risk.checkpoint_interval_hours" << "\"optimal\"";
    QTest::newRow("negative restart") << versionTwo(R"("risk": {"restart_hours": -1})") << "risk.restart_hours"
                                      << "negative";
    QTest::newRow("unknown low-priority field")
        << versionTwo(R"("risk": {"low_priority": {"rate": 1}})") << "risk.low_priority.rate" << "unknown field";
    QTest::newRow("fractional trials") << versionTwo(R"("risk": {"trials": 10.5})") << "risk.trials" << "whole number";
    QTest::newRow("zero trials") << versionTwo(R"("risk": {"trials": 0})") << "risk.trials" << "";
    QTest::newRow("negative seed") << versionTwo(R"("risk": {"seed": -1})") << "risk.seed" << "whole number";
    QTest::newRow("confidence above 1") << versionTwo(R"("risk": {"confidence": 1.5})") << "risk.confidence" << "";
    QTest::newRow("zero storage bandwidth") << versionTwo(R"("risk": {"storage_write_gb_per_s": 0})")
                                            << "risk.storage_write_gb_per_s" << "greater than zero";
    QTest::newRow("storage ingress above the bound") << versionTwo(R"("risk": {"storage_account_ingress_gb_per_s": 1e9})")
                                                     << "risk.storage_account_ingress_gb_per_s" << "";
    QTest::newRow("negative checkpoint write") << versionTwo(R"("risk": {"checkpoint_write_hours": -0.1})")
                                               << "risk.checkpoint_write_hours" << "negative";
    QTest::newRow("gradients not a boolean") << versionTwo(R"("risk": {"checkpoint_gradients": "yes"})")
                                             << "risk.checkpoint_gradients" << "";
    QTest::newRow("unknown distribution") << versionTwo(R"("azureml": {"distribution": "horovod"})")
                                          << "azureml.distribution" << "\"pytorch\"";
    QTest::newRow("input not a string") << versionTwo(R"("azureml": {"inputs": {"corpus": 5}})")
                                        << "azureml.inputs.corpus" << "must be a string";
    QTest::newRow("unknown azureml field") << versionTwo(R"("azureml": {"cluster": "x"})") << "azureml.cluster"
                                           << "unknown field";
}

void TestPlanFile::versionTwoErrors()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const auto spec = PlanFile::parse(document, QStringLiteral("v2.plan.json"));
    QVERIFY(!spec.ok());
    QCOMPARE(spec.error().path, path);
    QVERIFY2(spec.error().message.contains(message), qPrintable(spec.error().message));
}

void TestPlanFile::versionFollowsContent()
{
    // A plan without version-2 content is written as version 1, so older readers still open it.
    model::PlanSpec plan = model::examplePlan();
    QVERIFY(PlanFile::serialize(plan).contains("\"version\": 1"));
    QVERIFY(!PlanFile::serialize(plan).contains("\"risk\""));
    plan.risk.enabled = true;
    QVERIFY(PlanFile::serialize(plan).contains("\"version\": 2"));
    plan.risk = {};
    plan.azureml = model::defaultJobSettings(plan.name);
    QVERIFY(PlanFile::serialize(plan).contains("\"version\": 2"));
}

void TestPlanFile::fabricBlocksRoundTrip()
{
    QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/fabric-zero3.plan.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray doc = file.readAll();
    QVERIFY(doc.contains(R"("model": "fabric")"));
    doc.replace(R"("model": "fabric",)", R"("model": "fabric", "measured_bus_gbps": 478.87,)");
    const auto spec = PlanFile::parse(doc);
    QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().toLine()));
    const model::PlanSpec &plan = spec.value();
    QVERIFY(plan.fabric.has_value());
    QVERIFY(plan.fabric->strategy == model::Strategy::Zero3);
    QCOMPARE(plan.fabric->measuredBusGBps.value_or(0.0), 478.87);
    QVERIFY(plan.efficiency.empty()); // the fabric model replaces the table
    QVERIFY(!plan.measurements.empty());
    QVERIFY(plan.memory.has_value());
    const QByteArray written = PlanFile::serialize(plan);
    const auto again = PlanFile::parse(written);
    QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().toLine()));
    QVERIFY(again.value() == plan);
    QCOMPARE(PlanFile::serialize(again.value()), written);
    // Bad values name their field.
    QByteArray bad = doc;
    bad.replace(R"("measured_bus_gbps": 478.87)", R"("measured_bus_gbps": -1)");
    const auto refused = PlanFile::parse(bad);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().path, QStringLiteral("scaling.measured_bus_gbps"));
    QByteArray strategy = doc;
    strategy.replace(R"("strategy": "zero3")", R"("strategy": "zero4")");
    const auto unknown = PlanFile::parse(strategy);
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.error().path, QStringLiteral("scaling.strategy"));
}

namespace {
// A version-3 plan with a model block and the workload given.
QByteArray versionThree(const QByteArray &model, const QByteArray &workload = R"({"tokens": 1e9, "mfu": 0.4})")
{
    return QByteArray(R"({"format": "capacity-planner.plan", "version": 3, "sku": "Standard_ND96isr_H100_v5",
        "region": "eastus", "model": )") + model + R"(, "workload": )" + workload +
           R"(, "scaling": {"efficiency": {"1": 1.0}}})";
}

const QByteArray kArchitecture = R"({"architecture": {"hidden_size": 4096, "layers": 32, "attention_heads": 32,
    "kv_heads": 8, "ffn_hidden_size": 14336, "ffn": "swiglu", "vocabulary_size": 128256, "tied_embeddings": false,
    "max_position_embeddings": 131072}})";
} // namespace

// With a model the step-time model gives the rate: tokens alone are a workload (the planner lays
// out each node count), and a measured MFU is a measurement with its node count; both written
// back as read. An MFU beside tokens/s in one run names the field.
void TestPlanFile::tokensAloneAndMeasuredMfu()
{
    QByteArray doc = R"({"format": "capacity-planner.plan", "version": 3, "sku": "Standard_ND96isr_H100_v5",
        "region": "eastus", "model": {"preset": "llama-3.1-8b"}, "workload": {"tokens": 1e9},
        "measurements": [{"nodes": 2, "mfu": 0.42}, {"nodes": 4, "tokens_per_second": 150000}]})";
    const auto spec = data::PlanFile::parse(doc);
    QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().toLine()));
    QVERIFY(model::plannerChoosesLayout(spec.value()));
    QCOMPARE(std::get<model::TokenMfuWorkload>(spec.value().workload).mfu, 0.0);
    QCOMPARE(spec.value().measurements.size(), std::size_t{2});
    QCOMPARE(spec.value().measurements[0].mfu, 0.42);
    QCOMPARE(spec.value().measurements[0].tokensPerSecond, 0.0);
    QCOMPARE(spec.value().measurements[1].tokensPerSecond, 150000.0);
    QVERIFY(model::validate(spec.value()).empty());
    const QByteArray written = data::PlanFile::serialize(spec.value());
    const auto back = data::PlanFile::parse(written);
    QVERIFY(back.ok());
    QCOMPARE(back.value(), spec.value());
    const QJsonObject json = QJsonDocument::fromJson(written).object();
    QCOMPARE(json.value(QStringLiteral("workload")).toObject().size(), 1);
    const QJsonObject first = json.value(QStringLiteral("measurements")).toArray().at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("mfu")).toDouble(), 0.42);
    QVERIFY(!first.contains(QStringLiteral("tokens_per_second")));
    doc.replace(R"("mfu": 0.42)", R"("mfu": 0.42, "tokens_per_second": 1)");
    const auto both = data::PlanFile::parse(doc);
    QVERIFY(!both.ok());
    QCOMPARE(both.error().path, QStringLiteral("measurements[0].mfu"));
}

void TestPlanFile::modelBlock_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<int>("source");
    QTest::addColumn<qlonglong>("parameters"); // of the architecture read (0 for a preset: the library's)
    QTest::newRow("preset") << versionThree(R"({"preset": "llama-3.1-70b"})") << int(model::ModelSource::Preset) << 0LL;
    QTest::newRow("architecture") << versionThree(kArchitecture) << int(model::ModelSource::Architecture)
                                  << 8030261248LL;
    QFile llama(QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/hf-configs/llama-3.1-8b.config.json"));
    QVERIFY(llama.open(QIODevice::ReadOnly));
    QTest::newRow("hf_config") << versionThree(QByteArray(R"({"hf_config": )") + llama.readAll() + "}")
                               << int(model::ModelSource::HfConfig) << 8030261248LL;
    // Inside hf_config a missing key takes transformers' default: LlamaConfig() is Llama 2 7B.
    QTest::newRow("hf_config with defaults")
        << versionThree(R"({"hf_config": {"architectures": ["LlamaForCausalLM"], "rope_theta": 10000.0}})")
        << int(model::ModelSource::HfConfig) << 6738415616LL;
    QTest::newRow("the rate form needs no parameters either")
        << versionThree(R"({"preset": "mixtral-8x7b"})", R"({"tokens": 1e9, "tokens_per_gpu_second": 3000})")
        << int(model::ModelSource::Preset) << 0LL;
}

void TestPlanFile::modelBlock()
{
    QFETCH(QByteArray, document);
    QFETCH(int, source);
    QFETCH(qlonglong, parameters);
    const auto spec = PlanFile::parse(document);
    QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().toLine()));
    const model::PlanSpec &plan = spec.value();
    QVERIFY(plan.model.has_value());
    QCOMPARE(int(plan.model->source), source);
    if (parameters > 0) {
        QCOMPARE(qlonglong(model::parameterCounts(plan.model->architecture).total()), parameters);
    }
    if (const auto *mfu = std::get_if<model::TokenMfuWorkload>(&plan.workload)) {
        QCOMPARE(mfu->parameters, 0.0); // the model's
    }
    // Written as version 3, and read back the same.
    const QByteArray written = PlanFile::serialize(plan);
    QVERIFY(written.contains("\"version\": 3"));
    QVERIFY(!written.contains("\"parameters\""));
    const auto again = PlanFile::parse(written);
    QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().toLine()));
    QVERIFY(again.value() == plan);
    QCOMPARE(PlanFile::serialize(again.value()), written);
}

void TestPlanFile::modelBlockErrors_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("model in a version-2 file")
        << versionTwo(R"("model": {"preset": "llama-3.1-8b"})") << QStringLiteral("model") << QStringLiteral("version 3");
    QTest::newRow("two of the three") << versionThree(R"({"preset": "llama-3.1-8b", "architecture": {}})")
                                      << QStringLiteral("model") << QStringLiteral("exactly one");
    QTest::newRow("none of the three") << versionThree("{}") << QStringLiteral("model")
                                       << QStringLiteral("exactly one");
    QTest::newRow("unknown key") << versionThree(R"({"name": "llama"})") << QStringLiteral("model.name")
                                 << QStringLiteral("unknown field");
    QTest::newRow("empty preset") << versionThree(R"({"preset": ""})") << QStringLiteral("model.preset")
                                  << QStringLiteral("must name a model");
    QTest::newRow("a preset that is no name") << versionThree(R"({"preset": "Llama 70B"})")
                                              << QStringLiteral("model.preset") << QStringLiteral("not a model");
    QTest::newRow("architecture without a required key")
        << versionThree(R"({"architecture": {"hidden_size": 4096, "layers": 32}})")
        << QStringLiteral("model.architecture.attention_heads") << QStringLiteral("is missing");
    QTest::newRow("architecture: unknown key")
        << versionThree(QByteArray(kArchitecture).replace("\"layers\"", "\"num_layers\""))
        << QStringLiteral("model.architecture.num_layers") << QStringLiteral("unknown field");
    QTest::newRow("architecture: unknown ffn")
        << versionThree(QByteArray(kArchitecture).replace("\"swiglu\"", "\"relu\""))
        << QStringLiteral("model.architecture.ffn") << QStringLiteral("\"gelu\", \"swiglu\" or \"geglu\"");
    QTest::newRow("architecture: kv heads that do not divide")
        << versionThree(QByteArray(kArchitecture).replace("\"kv_heads\": 8", "\"kv_heads\": 6"))
        << QStringLiteral("model.architecture.kv_heads") << QStringLiteral("attention heads");
    QTest::newRow("hf_config of an unknown architecture")
        << versionThree(R"({"hf_config": {"architectures": ["BertModel"]}})")
        << QStringLiteral("model.hf_config.architectures") << QStringLiteral("not a supported architecture");
    QTest::newRow("hf_config without its class")
        << versionThree(R"({"hf_config": {"hidden_size": 4096}})") << QStringLiteral("model.hf_config.architectures")
        << QStringLiteral("is missing");
    QTest::newRow("hf_config: a wrong kind")
        << versionThree(R"({"hf_config": {"model_type": "llama", "num_hidden_layers": "32"}})")
        << QStringLiteral("model.hf_config.num_hidden_layers") << QStringLiteral("must be a number");
    QTest::newRow("parameters beside a model")
        << versionThree(R"({"preset": "llama-3.1-8b"})", R"({"tokens": 1e9, "parameters": 8e9, "mfu": 0.4})")
        << QStringLiteral("workload.parameters") << QStringLiteral("given by the plan's model");
    QTest::newRow("an MFU without tokens")
        << versionThree(R"({"preset": "llama-3.1-8b"})", R"({"mfu": 0.4})") << QStringLiteral("workload.tokens")
        << QStringLiteral("is missing");
}

void TestPlanFile::modelBlockErrors()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const auto spec = PlanFile::parse(document, QStringLiteral("v3.plan.json"));
    QVERIFY(!spec.ok());
    QCOMPARE(spec.error().path, path);
    QVERIFY2(spec.error().message.contains(message), qPrintable(spec.error().message));
}

// The config.json is someone else's document: it goes back into the file as it was read, keys
// the planner ignores included.
void TestPlanFile::hfConfigIsWrittenBackAsRead()
{
    const auto spec = PlanFile::parse(versionThree(
        R"({"hf_config": {"architectures": ["Qwen2ForCausalLM"], "hidden_size": 896, "num_attention_heads": 14,
            "num_key_value_heads": 2, "num_hidden_layers": 24, "intermediate_size": 4864, "tie_word_embeddings": true,
            "rope_theta": 1000000.0, "torch_dtype": "bfloat16"}})"));
    QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().toLine()));
    // Qwen2.5 0.5B: 494,032,768 (keras-hub qwen_presets.py, qwen2.5_0.5b_en).
    QCOMPARE(model::parameterCounts(spec.value().model->architecture).total(), std::int64_t(494032768));
    const QByteArray written = PlanFile::serialize(spec.value());
    QVERIFY(written.contains("\"torch_dtype\": \"bfloat16\""));
    QVERIFY(written.contains("\"rope_theta\": 1000000.0"));
}

namespace {
// A version-3 plan with a model and a layout, "tokens" alone and no scaling block.
QByteArray withLayout(const QByteArray &layout, const QByteArray &workload = R"({"tokens": 1e11})",
                      const QByteArray &extra = {}, int version = 3)
{
    return QByteArray(R"({"format": "capacity-planner.plan", "version": )") + QByteArray::number(version) +
           R"(, "sku": "Standard_ND96isr_H100_v5", "region": "eastus", "model": {"preset": "llama-3.1-70b"}, "layout": )" +
           layout + R"(, "workload": )" + workload + extra + R"(, "nodes": [4, 8, 4096]})";
}
const QByteArray kLayout = R"({"tensor_parallel": 8, "pipeline_parallel": 4, "virtual_stages": 5,
    "sequence_parallel": true, "expert_parallel": 1, "strategy": "zero1", "stack": "megatron", "micro_batch_size": 1,
    "global_batch_sequences": 512, "sequence_length": 8192, "recompute": "selective", "precision": "fp8",
    "fine_tuning": "lora", "lora_rank": 32})";
} // namespace

// The "layout" block: every name of the contract read, tokens alone accepted, no scaling block
// needed, node counts up to 4,096, and the file written back the same.
void TestPlanFile::layoutBlock()
{
    const auto spec = PlanFile::parse(withLayout(kLayout));
    QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().toLine()));
    const model::PlanSpec &plan = spec.value();
    QVERIFY(plan.layout.has_value());
    const model::Layout &l = *plan.layout;
    QCOMPARE(l.tensorParallel, 8);
    QCOMPARE(l.pipelineParallel, 4);
    QCOMPARE(l.virtualStages, 5);
    QVERIFY(l.sequenceParallel);
    QVERIFY(l.strategy == model::Strategy::Zero1);
    QCOMPARE(l.globalBatchSequences, 512);
    QCOMPARE(l.sequenceLength, 8192);
    QVERIFY(l.recompute == model::Recompute::Selective);
    QVERIFY(l.precision == model::Precision::Fp8);
    QVERIFY(l.fineTuning == model::FineTuning::Lora);
    QCOMPARE(l.loraRank, 32);
    QCOMPARE(l.weightBytes + l.gradientBytes + l.optimizerBytes, 18.0); // Megatron's default
    QCOMPARE(plan.nodes.back(), 4096);
    const auto *tokens = std::get_if<model::TokenMfuWorkload>(&plan.workload);
    QVERIFY(tokens != nullptr);
    QCOMPARE(tokens->tokens, 1e11);
    QCOMPARE(tokens->mfu, 0.0); // from the step-time model
    QVERIFY(model::validate(plan).empty());
    const QByteArray written = PlanFile::serialize(plan);
    QVERIFY(written.contains("\"layout\""));
    QVERIFY(!written.contains("\"scaling\""));
    QVERIFY(written.contains("\"version\": 3"));
    const auto again = PlanFile::parse(written);
    QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().toLine()));
    QVERIFY(again.value() == plan);
}

void TestPlanFile::layoutBlockErrors_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown recompute") << withLayout(R"({"global_batch_sequences": 8, "sequence_length": 4096,
        "recompute": "some"})") << "layout.recompute" << "\"none\", \"selective\" or \"full\"";
    QTest::newRow("unknown precision") << withLayout(R"({"global_batch_sequences": 8, "sequence_length": 4096,
        "precision": "fp4"})") << "layout.precision" << "\"bf16\" or \"fp8\"";
    QTest::newRow("missing global batch") << withLayout(R"({"sequence_length": 4096})")
                                          << "layout.global_batch_sequences" << "is missing";
    QTest::newRow("unknown key") << withLayout(R"({"global_batch_sequences": 8, "sequence_length": 4096, "tp": 8})")
                                 << "layout.tp" << "";
    QTest::newRow("layout in version 2") << withLayout(R"({"global_batch_sequences": 8, "sequence_length": 4096})",
                                                       R"({"tokens": 1e11})", {}, 2)
                                         << "model" << "needs plan version 3";
    QTest::newRow("node count above 4096") << QByteArray(withLayout(R"({"global_batch_sequences": 8, "sequence_length": 4096})"))
                                                  .replace("4096]", "4097]")
                                           << "nodes[2]" << "from 1 to 4096";
}

void TestPlanFile::layoutBlockErrors()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const auto spec = PlanFile::parse(document, QStringLiteral("v3.plan.json"));
    QVERIFY(!spec.ok());
    QCOMPARE(spec.error().path, path);
    QVERIFY2(spec.error().message.contains(message), qPrintable(spec.error().message));
}

QTEST_GUILESS_MAIN(TestPlanFile)
#include "tst_planfile.moc"
