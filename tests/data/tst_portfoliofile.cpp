// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio file (data/formats/PortfolioFile.h): the example, dates as hours, the round trip,
// inline plans, and an error that names the field for every kind of bad input.
#include "data/formats/PortfolioFile.h"
#include "data/store/CatalogStore.h"
#include "model/planning/Portfolio.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace capplan;

Q_DECLARE_METATYPE(capplan::model::PortfolioConfidence)

namespace {

const QString kExamples = QStringLiteral(CAPPLAN_SOURCE_DIR "/examples");

QJsonObject example()
{
    QFile file(kExamples + QStringLiteral("/quarter.portfolio.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson();
}

} // namespace

class TestPortfolioFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void exampleLoads();
    void roundTrip();
    void inlinePlanRoundTrip();
    void confidenceRoundTrip_data();
    void confidenceRoundTrip();
    void mayMoveRoundTrip_data();
    void mayMoveRoundTrip();
    void resolvedMoment_data();
    void resolvedMoment();
    void errorsNameTheField_data();
    void errorsNameTheField();
    void everyRequiredRowIsRequired_data();
    void everyRequiredRowIsRequired();
    void saveKeepsWhatParseReads();
    void benchmarkFiftyRealRuns_data();
    void benchmarkFiftyRealRuns();
};

// The shipped example: two runs from the plans beside it, dates turned into hours from Monday
// 4 January 2027 00:00 UTC. A deadline given as a date is that day's end: 8 January → 120 h; 20
// January → 408 h. 6 January 08:00 is 56 h in.
void TestPortfolioFile::exampleLoads()
{
    const auto r = data::PortfolioFile::load(kExamples + QStringLiteral("/quarter.portfolio.json"));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    const model::PortfolioSpec &s = r.value();
    QCOMPARE(s.start, std::string("2027-01-04"));
    QCOMPARE(s.budget.value_or(0.0), 60000.0);
    QCOMPARE(s.runs.size(), std::size_t{2});
    QCOMPARE(s.runs[0].planPath, std::string("model-llama70b-finetune.plan.json"));
    QVERIFY(s.runs[0].plan.model.has_value());
    QCOMPARE(s.runs[0].earliestStartHour, 0.0);
    QCOMPARE(s.runs[0].deadlineHour, 120.0);
    QCOMPARE(s.runs[1].earliestStartHour, 56.0);
    QCOMPARE(s.runs[1].deadlineHour, 408.0);
    QCOMPARE(s.runs[1].priority, 2);
    QCOMPARE(s.quota.size(), std::size_t{1});
    QCOMPARE(s.quota[0].cores, 768LL);
    QVERIFY(s.quota[0].tier == model::Tier::Dedicated);
}

// Written and read again, the example gives the same document, byte for byte.
void TestPortfolioFile::roundTrip()
{
    const auto first = data::PortfolioFile::load(kExamples + QStringLiteral("/quarter.portfolio.json"));
    QVERIFY(first.ok());
    const QByteArray once = data::PortfolioFile::serialize(first.value());
    const auto second = data::PortfolioFile::parse(once, kExamples);
    QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error().toLine()));
    QCOMPARE(data::PortfolioFile::serialize(second.value()), once);
    QCOMPARE(second.value().runs[1].deadlineHour, 408.0);
}

// A plan written inline stays inline, and its own errors keep their path under the run's.
void TestPortfolioFile::inlinePlanRoundTrip()
{
    QFile plan(kExamples + QStringLiteral("/seed-finetune.plan.json"));
    QVERIFY(plan.open(QIODevice::ReadOnly));
    QJsonObject doc = example();
    QJsonArray runs = doc.value(QStringLiteral("runs")).toArray();
    QJsonObject run = runs[1].toObject();
    run[QStringLiteral("plan")] = QJsonDocument::fromJson(plan.readAll()).object();
    runs[1] = run;
    doc[QStringLiteral("runs")] = runs;
    const auto r = data::PortfolioFile::parse(bytes(doc), kExamples);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    QVERIFY(r.value().runs[1].planPath.empty());
    const QByteArray written = data::PortfolioFile::serialize(r.value());
    QVERIFY(QJsonDocument::fromJson(written)
                .object()[QStringLiteral("runs")]
                .toArray()[1]
                .toObject()[QStringLiteral("plan")]
                .isObject());
    const auto again = data::PortfolioFile::parse(written, kExamples);
    QVERIFY(again.ok());
    QCOMPARE(data::PortfolioFile::serialize(again.value()), written);
}

void TestPortfolioFile::confidenceRoundTrip_data()
{
    QTest::addColumn<QString>("written"); // empty: the key left out
    QTest::addColumn<model::PortfolioConfidence>("confidence");
    QTest::newRow("left out: the estimate") << QString() << model::PortfolioConfidence::Estimate;
    QTest::newRow("estimate") << QStringLiteral("estimate") << model::PortfolioConfidence::Estimate;
    QTest::newRow("p90") << QStringLiteral("p90") << model::PortfolioConfidence::P90;
}

// "confidence" reads as its value, the estimate where it is left out; it is written only where it
// is not the default (p90), and the document then reads back byte for byte.
void TestPortfolioFile::confidenceRoundTrip()
{
    QFETCH(QString, written);
    QFETCH(model::PortfolioConfidence, confidence);
    QJsonObject doc = example();
    if (!written.isEmpty()) {
        doc[QStringLiteral("confidence")] = written;
    }
    const auto r = data::PortfolioFile::parse(bytes(doc), kExamples);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    QVERIFY(r.value().confidence == confidence);
    const QByteArray once = data::PortfolioFile::serialize(r.value());
    QCOMPARE(QJsonDocument::fromJson(once).object().contains(QStringLiteral("confidence")),
             confidence == model::PortfolioConfidence::P90);
    const auto again = data::PortfolioFile::parse(once, kExamples);
    QVERIFY(again.ok());
    QVERIFY(again.value().confidence == confidence);
    QCOMPARE(data::PortfolioFile::serialize(again.value()), once);
}

void TestPortfolioFile::mayMoveRoundTrip_data()
{
    QTest::addColumn<QString>("written"); // empty: the key left out
    QTest::addColumn<int>("mayMove");
    QTest::newRow("left out: no") << QString() << int(model::MayMove::No);
    QTest::newRow("no") << QStringLiteral("no") << int(model::MayMove::No);
    QTest::newRow("region") << QStringLiteral("region") << int(model::MayMove::Region);
    QTest::newRow("size") << QStringLiteral("size") << int(model::MayMove::Size);
}

// A run's "may_move" reads as its value, "no" where it is left out (the run keeps its plan's size,
// region and tier); it is written only where it is not the default, and reads back byte for byte.
void TestPortfolioFile::mayMoveRoundTrip()
{
    QFETCH(QString, written);
    QFETCH(int, mayMove);
    QJsonObject doc = example();
    QJsonArray runs = doc[QStringLiteral("runs")].toArray();
    QJsonObject first = runs[0].toObject();
    if (!written.isEmpty()) {
        first[QStringLiteral("may_move")] = written;
    }
    runs[0] = first;
    doc[QStringLiteral("runs")] = runs;
    const auto r = data::PortfolioFile::parse(bytes(doc), kExamples);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    QCOMPARE(int(r.value().runs[0].mayMove), mayMove);
    QCOMPARE(int(r.value().runs[1].mayMove), int(model::MayMove::No));
    const QByteArray once = data::PortfolioFile::serialize(r.value());
    const QJsonObject back = QJsonDocument::fromJson(once).object()[QStringLiteral("runs")].toArray()[0].toObject();
    QCOMPARE(back.contains(QStringLiteral("may_move")), mayMove != int(model::MayMove::No));
    const auto again = data::PortfolioFile::parse(once, kExamples);
    QVERIFY(again.ok());
    QCOMPARE(data::PortfolioFile::serialize(again.value()), once);
}

void TestPortfolioFile::resolvedMoment_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("isDeadline");
    QTest::addColumn<QString>("moment"); // ISO, UTC; empty: none
    QTest::newRow("a date as a deadline: its end") << "2027-01-04" << true << "2027-01-05T00:00:00Z";
    QTest::newRow("midnight as a deadline: its start") << "2027-01-04T00:00" << true << "2027-01-04T00:00:00Z";
    QTest::newRow("a date as an earliest start") << "2027-01-04" << false << "2027-01-04T00:00:00Z";
    QTest::newRow("a date-time without zone is UTC") << "2027-01-06T08:00" << false << "2027-01-06T08:00:00Z";
    QTest::newRow("not a date") << "soon" << true << "";
}

// "2027-01-04" and "2027-01-04T00:00" look alike and differ by a day as deadlines: the window shows
// the moment each is read as, from this function, which the schedule's hours use.
void TestPortfolioFile::resolvedMoment()
{
    QFETCH(QString, text);
    QFETCH(bool, isDeadline);
    QFETCH(QString, moment);
    const std::optional<QDateTime> at = data::PortfolioFile::resolvedMoment(text.toStdString(), isDeadline);
    QCOMPARE(at.has_value(), !moment.isEmpty());
    if (at) {
        QCOMPARE(at->toUTC().toString(Qt::ISODate), moment);
    }
}

void TestPortfolioFile::errorsNameTheField_data()
{
    QTest::addColumn<QByteArray>("change"); // path.in.the.example=JSON value, or =- to remove the key
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("version 2") << QByteArray("version=2") << QByteArray("version") << QByteArray("version");
    QTest::newRow("start not a date") << QByteArray("start=\"2027-13-01\"") << QByteArray("start")
                                      << QByteArray("date");
    QTest::newRow("start with a time") << QByteArray("start=\"2027-01-04T08:00\"") << QByteArray("start")
                                       << QByteArray("date");
    QTest::newRow("negative budget") << QByteArray("budget=-5") << QByteArray("budget") << QByteArray("more than 0");
    QTest::newRow("currency in lower case")
        << QByteArray("currency=\"usd\"") << QByteArray("currency") << QByteArray("ISO 4217");
    QTest::newRow("confidence not a level") << QByteArray("confidence=\"p95\"") << QByteArray("confidence")
                                            << QByteArray("\"p90\"");
    QTest::newRow("confidence as a number") << QByteArray("confidence=0.9") << QByteArray("confidence")
                                            << QByteArray("text");
    QTest::newRow("no runs") << QByteArray("runs=[]") << QByteArray("runs") << QByteArray("at least one");
    QTest::newRow("a typo") << QByteArray("runs.0.deadlien=\"2027-01-09\"") << QByteArray("runs[0].deadlien")
                            << QByteArray("not a field");
    QTest::newRow("a typo at the top") << QByteArray("budgett=1") << QByteArray("budgett") << QByteArray("not a field");
    QTest::newRow("deadline not a date") << QByteArray("runs.0.deadline=\"soon\"") << QByteArray("runs[0].deadline")
                                         << QByteArray("date");
    QTest::newRow("deadline before the earliest start")
        << QByteArray("runs.1.deadline=\"2027-01-05\"") << QByteArray("runs[1].deadline")
        << QByteArray("after the run's earliest start");
    QTest::newRow("earliest start before the quarter")
        << QByteArray("runs.0.earliest_start=\"2026-12-31\"") << QByteArray("runs[0].earliest_start")
        << QByteArray("before the portfolio's start");
    QTest::newRow("priority 0") << QByteArray("runs.0.priority=0") << QByteArray("runs[0].priority")
                                << QByteArray("at least 1");
    QTest::newRow("priority 1.5") << QByteArray("runs.0.priority=1.5") << QByteArray("runs[0].priority")
                                  << QByteArray("whole number");
    QTest::newRow("standing cluster as a word")
        << QByteArray("runs.0.standing_cluster=\"yes\"") << QByteArray("runs[0].standing_cluster")
        << QByteArray("true or false");
    QTest::newRow("may_move not a choice")
        << QByteArray("runs.0.may_move=\"anywhere\"") << QByteArray("runs[0].may_move") << QByteArray("\"region\"");
    QTest::newRow("may_move as a flag")
        << QByteArray("runs.0.may_move=true") << QByteArray("runs[0].may_move") << QByteArray("\"no\"");
    QTest::newRow("a plan that is not there")
        << QByteArray("runs.0.plan=\"missing.plan.json\"") << QByteArray("runs[0].plan") << QByteArray("");
    QTest::newRow("a plan that is a number")
        << QByteArray("runs.0.plan=7") << QByteArray("runs[0].plan") << QByteArray("path");
    QTest::newRow("an inline plan with a typo")
        << QByteArray("runs.0.plan={\"format\":\"capacity-planner.plan\",\"version\":1,\"name\":\"x\",\"sku\":"
                      "\"Standard_ND96isr_H100_v5\","
                      "\"region\":\"eastus\",\"tier\":\"dedicated\",\"workload\":{\"gpu_hours\":100},\"nodes\":[1],"
                      "\"deadline_hourz\":5}")
        << QByteArray("runs[0].plan.deadline_hourz") << QByteArray("");
    QTest::newRow("dedicated quota without a family")
        << QByteArray("quota.0.family=-") << QByteArray("quota[0].family") << QByteArray("VM family");
    QTest::newRow("quota for spot") << QByteArray("quota.0.tier=\"spot\"") << QByteArray("quota[0].tier")
                                    << QByteArray("low_priority");
    QTest::newRow("low-priority quota with a family")
        << QByteArray("quota.0.tier=\"low_priority\"") << QByteArray("quota[0].family") << QByteArray("per region");
    QTest::newRow("negative cores") << QByteArray("quota.0.cores=-96") << QByteArray("quota[0].cores")
                                    << QByteArray("at least 0");
    QTest::newRow("two runs of one name") << QByteArray("runs.1.name=\"Llama 3.1 70B fine-tune\"")
                                          << QByteArray("runs[1].name") << QByteArray("name of runs[0]");
    // The same family as az prints it: one pool, so the second item would be lost.
    QTest::newRow("one pool twice")
        << QByteArray("quota=[{\"family\":\"standardNDSH100v5Family\",\"region\":\"eastus\",\"cores\":768},"
                      "{\"family\":\"Standard NDSH100v5 Family\",\"region\":\"eastus\",\"cores\":96}]")
        << QByteArray("quota[1]") << QByteArray("same quota pool as quota[0]");
}

// Every kind of bad input is refused with its path and a sentence that says what is wrong.
void TestPortfolioFile::errorsNameTheField()
{
    QFETCH(QByteArray, change);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, says);
    QJsonObject doc = example();
    const QString changeText = QString::fromUtf8(change);
    const qsizetype eq = changeText.indexOf(QLatin1Char('='));
    const QStringList keys = changeText.left(eq).split(QLatin1Char('.'));
    const QString valueText = changeText.mid(eq + 1);
    const QJsonValue value =
        valueText == QStringLiteral("-")
            ? QJsonValue(QJsonValue::Undefined)
            : QJsonDocument::fromJson((QStringLiteral("[") + valueText + QStringLiteral("]")).toUtf8()).array().at(0);
    // Set (or remove) doc[keys[0]][index][keys[2]].
    if (keys.size() == 1) {
        if (value.isUndefined()) {
            doc.remove(keys[0]);
        } else {
            doc[keys[0]] = value;
        }
    } else {
        QJsonArray list = doc[keys[0]].toArray();
        QJsonObject item = list[keys[1].toInt()].toObject();
        if (value.isUndefined()) {
            item.remove(keys[2]);
        } else {
            item[keys[2]] = value;
        }
        list[keys[1].toInt()] = item;
        doc[keys[0]] = list;
    }
    const auto r = data::PortfolioFile::parse(bytes(doc), kExamples, QStringLiteral("q.portfolio.json"));
    QVERIFY2(!r.ok(), change.constData());
    QCOMPARE(r.error().path, QString::fromUtf8(path));
    QVERIFY2(r.error().message.contains(QString::fromUtf8(says)), qPrintable(r.error().toLine()));
    QCOMPARE(r.error().file, QStringLiteral("q.portfolio.json"));
}

void TestPortfolioFile::everyRequiredRowIsRequired_data()
{
    QTest::addColumn<QString>("key");
    for (const model::PortfolioFieldInfo &row : model::portfolioFields()) {
        if (row.required) {
            QTest::newRow(std::string(row.path).c_str())
                << QString::fromUtf8(row.path.data(), static_cast<qsizetype>(row.path.size()));
        }
    }
}

// Each required row of the field table, left out of the example, is reported at its own path.
void TestPortfolioFile::everyRequiredRowIsRequired()
{
    QFETCH(QString, key);
    QJsonObject doc = example();
    QString expected = key;
    const QStringList parts = key.split(QLatin1Char('.'));
    if (parts.size() == 1) {
        doc.remove(key);
    } else {
        QJsonArray list = doc[parts[0]].toArray();
        QJsonObject item = list[0].toObject();
        item.remove(parts[1]);
        list[0] = item;
        doc[parts[0]] = list;
        expected = QStringLiteral("%1[0].%2").arg(parts[0], parts[1]);
    }
    const auto r = data::PortfolioFile::parse(bytes(doc), kExamples);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().path, expected);
    QVERIFY2(r.error().message.contains(QStringLiteral("required")), qPrintable(r.error().toLine()));
}

// Saved through QSaveFile into a folder of its own, with the plans beside it, the file loads
// again as it was.
void TestPortfolioFile::saveKeepsWhatParseReads()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *plan : {"model-llama70b-finetune.plan.json", "seed-finetune.plan.json"}) {
        QVERIFY(QFile::copy(kExamples + QLatin1Char('/') + QLatin1String(plan), dir.filePath(QLatin1String(plan))));
    }
    const auto r = data::PortfolioFile::load(kExamples + QStringLiteral("/quarter.portfolio.json"));
    QVERIFY(r.ok());
    const QString path = dir.filePath(QStringLiteral("q.portfolio.json"));
    QVERIFY(data::PortfolioFile::save(r.value(), path).ok());
    const auto again = data::PortfolioFile::load(path);
    QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().toLine()));
    QCOMPARE(data::PortfolioFile::serialize(again.value()), data::PortfolioFile::serialize(r.value()));
}

QTEST_GUILESS_MAIN(TestPortfolioFile)
// The benchmark: 50 runs searched over the default catalog's sizes and regions, then
// scheduled. The runs are the five of examples/team-quarter.portfolio.json ten times over, each
// copy a week later, within the example's quota. Rows: the searches (planPortfolio as a whole,
// once), (a) and (b) on the searched runs' real choices.
void TestPortfolioFile::benchmarkFiftyRealRuns_data()
{
    QTest::addColumn<QString>("part");
    QTest::newRow("search and plan") << QStringLiteral("plan");
    QTest::newRow("(a) within quota") << QStringLiteral("a");
    QTest::newRow("(b) least quota") << QStringLiteral("b");
}

void TestPortfolioFile::benchmarkFiftyRealRuns()
{
    QFETCH(QString, part);
    auto loaded = data::PortfolioFile::load(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/team-quarter.portfolio.json"));
    QVERIFY(loaded);
    model::PortfolioSpec spec = loaded.value();
    const std::vector<model::PortfolioRunSpec> five = spec.runs;
    spec.runs.clear();
    for (int copy = 0; copy < 10; ++copy) {
        for (model::PortfolioRunSpec run : five) {
            run.earliestStartHour += 168.0 * copy;
            run.deadlineHour += 168.0 * copy;
            spec.runs.push_back(run);
        }
    }
    spec.budget.reset();
    const auto catalog = data::CatalogStore::embeddedDefault();
    QVERIFY(catalog.ok());
    const std::string today = "2026-11-30";
    if (part == QLatin1String("plan")) {
        model::PortfolioPlan plan;
        QBENCHMARK_ONCE
        {
            plan = model::planPortfolio(spec, catalog.value(), today);
        }
        QCOMPARE(plan.runs.size(), std::size_t{50});
        std::size_t choices = 0;
        for (const model::PortfolioRun &r : plan.runs) {
            choices += r.choices.size();
        }
        qInfo("50 runs, %zu choices in all; (a) %s, %d deadlines missed", choices,
              plan.withinQuota.exact ? "exact" : "heuristic", plan.withinQuota.missedDeadlines);
        return;
    }
    // Searched once for both scheduling rows.
    static const model::PortfolioPlan plan = model::planPortfolio(spec, catalog.value(), today);
    if (part == QLatin1String("a")) {
        model::Schedule a;
        QBENCHMARK
        {
            a = model::scheduleWithinQuota(plan.runs, plan.quota, spec.budget);
        }
        QCOMPARE(a.placements.size(), std::size_t{50});
    } else {
        model::QuotaAnswer b;
        QBENCHMARK
        {
            b = model::leastQuota(plan.runs, plan.quota, spec.budget);
        }
        QCOMPARE(b.schedule.placements.size(), std::size_t{50});
    }
}

#include "tst_portfoliofile.moc"
