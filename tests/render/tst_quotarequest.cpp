// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/export/QuotaRequestPack.h"
#include "render/QuotaRequestFiles.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace capplan;
using namespace capplan::model;

namespace {

const data::Texts kEnglish{QLocale(QLocale::English, QLocale::UnitedStates)};
const char *const kFamily = "standardNDSH100v5Family";

RunChoice choice(int nodes, double hours, Tier tier = Tier::Dedicated)
{
    RunChoice c;
    c.sku = "Standard_ND96isr_H100_v5";
    c.family = kFamily;
    c.region = "eastus";
    c.tier = tier;
    c.nodes = nodes;
    c.cores = 96LL * nodes;
    c.hours = hours;
    c.hoursLow = hours * 0.9;
    c.hoursHigh = hours * 1.2;
    c.cost = 98.32 * nodes * hours;
    return c;
}

PortfolioRun run(const char *name, double earliest, double deadline, RunChoice c)
{
    PortfolioRun r;
    r.name = name;
    r.earliestStartHour = earliest;
    r.deadlineHour = deadline;
    r.choices = {std::move(c)};
    return r;
}

PlanSpec planOf(ComputeTarget compute, double tokens)
{
    PlanSpec p;
    p.compute = compute;
    p.model = ModelChoice{ModelSource::Preset, "llama-3.1-8b", {}, {}};
    p.workload = TokenMfuWorkload{tokens, 8e9, 0.4};
    return p;
}

QuotaUsage usage(const char *family, QuotaScope scope, Tier tier, long long inUse, long long limit)
{
    QuotaUsage u;
    u.region = "eastus";
    u.scope = scope;
    u.family = family;
    u.tier = tier;
    u.currentValue = inUse;
    u.limit = limit;
    return u;
}

// Two 4-node dedicated runs that must overlap (each window is exactly its 10 h) and a 2-node
// low-priority run on Kubernetes later. The family has a limit of 800 with 100 in use, the
// region's standing total 900 with 200 in use; no low-priority usage is imported and the
// portfolio assumes 100 low-priority cores free.
struct Fixture {
    PortfolioSpec spec;
    PortfolioPlan plan;
    Catalog catalog;

    Fixture()
    {
        spec.name = "Q1";
        spec.start = "2027-01-04";
        spec.currency = "USD";
        plan.runs = {run("pretrain A", 0.0, 10.0, choice(4, 10.0)), run("pretrain B", 0.0, 10.0, choice(4, 10.0)),
                     run("eval sweep", 20.0, 50.0, choice(2, 10.0, Tier::LowPriority))};
        plan.searched = {planOf(ComputeTarget::Cluster, 2e9), planOf(ComputeTarget::Cluster, 3e9),
                         planOf(ComputeTarget::Kubernetes, 5e8)};
        catalog.quota = {usage("Standard NDSH100v5 Family", QuotaScope::Family, Tier::Dedicated, 100, 800),
                         usage("cores", QuotaScope::Regional, Tier::Dedicated, 200, 900)};
        plan.quota[QuotaPool{kFamily, "eastus", Tier::Dedicated}] = 700;
        plan.quota[QuotaPool{std::string(), "eastus", Tier::LowPriority}] = 100;
        plan.least = leastQuota(plan.runs, plan.quota);
    }

    data::QuotaPack pack() const { return data::QuotaRequestPack::build(spec, plan, catalog, QStringLiteral("2026-12-05")); }
};

} // namespace

class TestQuotaRequest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void poolsAndRequests_data();
    void poolsAndRequests();
    void justificationLines();
    void jsonAndText();
    void pdfAndFiles();
};

void TestQuotaRequest::poolsAndRequests_data()
{
    QTest::addColumn<int>("pool");
    QTest::addColumn<QString>("service");
    QTest::addColumn<qlonglong>("peak");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<qlonglong>("requested"); // -1: none (usage not imported)
    QTest::addColumn<qlonglong>("increase");
    QTest::addColumn<qlonglong>("regionalPeak");
    QTest::addColumn<qlonglong>("regionalRequested"); // -1: none
    QTest::addColumn<int>("runs");
    // Dedicated: 2 × 384 at once = 768; the limit must hold 100 in use + 768 = 868, +68 over 800;
    // the regional total 200 + 768 = 968 over its 900.
    QTest::newRow("dedicated family") << 0 << "azure_machine_learning" << 768LL << 0.0 << 10.0 << 868LL << 68LL << 768LL
                                      << 968LL << 2;
    // Low priority: 192 cores against the 100 the portfolio assumes free, +92; no counter imported.
    QTest::newRow("low-priority pool") << 1 << "compute" << 192LL << 20.0 << 30.0 << -1LL << 92LL << 192LL << -1LL << 1;
}

void TestQuotaRequest::poolsAndRequests()
{
    QFETCH(int, pool);
    QFETCH(QString, service);
    QFETCH(qlonglong, peak);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(qlonglong, requested);
    QFETCH(qlonglong, increase);
    QFETCH(qlonglong, regionalPeak);
    QFETCH(qlonglong, regionalRequested);
    QFETCH(int, runs);
    const data::QuotaPack pack = Fixture().pack();
    QCOMPARE(pack.pools.size(), std::size_t{2});
    const data::QuotaPackPool &p = pack.pools[static_cast<std::size_t>(pool)];
    QCOMPARE(QString::fromUtf8(toString(p.service)), service);
    QCOMPARE(p.peakCores, peak);
    QCOMPARE(p.fromHour, from);
    QCOMPARE(p.toHour, to);
    QCOMPARE(p.requestedLimit.value_or(-1), requested);
    QCOMPARE(p.increase.value_or(-1), increase);
    QCOMPARE(p.regionalPeakCores, regionalPeak);
    QCOMPARE(p.requestedRegionalLimit.value_or(-1), regionalRequested);
    QCOMPARE(static_cast<int>(p.runs.size()), runs);
}

void TestQuotaRequest::justificationLines()
{
    const data::QuotaPack pack = Fixture().pack();
    const data::QuotaPackRun &a = pack.pools[0].runs[0];
    QCOMPARE(data::QuotaRequestPack::justification(pack, a, kEnglish),
             QStringLiteral("pretrain A: llama-3.1-8b, 2.0 B tokens; 4 × Standard_ND96isr_H100_v5, 10.0 h (9.0–12.0 h), "
                            "2027-01-04T00:00:00Z to 2027-01-04T10:00:00Z, deadline 2027-01-04T10:00:00Z"));
    const data::QuotaPackRun &sweep = pack.pools[1].runs[0];
    QCOMPARE(sweep.tokens, 5e8);
    QVERIFY(data::QuotaRequestPack::justification(pack, sweep, kEnglish).contains(QStringLiteral("500.0 M tokens")));
}

void TestQuotaRequest::jsonAndText()
{
    const data::QuotaPack pack = Fixture().pack();
    const nlohmann::json doc = nlohmann::json::parse(data::QuotaRequestPack::json(pack, kEnglish).toStdString());
    QCOMPARE(doc["format"].get<std::string>(), std::string("capacity-planner.portfolio-quota-request"));
    QCOMPARE(doc["pools"].size(), std::size_t{2});
    const nlohmann::json &p = doc["pools"][0];
    QCOMPARE(p["family"].get<std::string>(), std::string(kFamily));
    QCOMPARE(p["peak_cores"].get<long long>(), 768LL);
    QCOMPARE(p["in_use_from"].get<std::string>(), std::string("2027-01-04T00:00:00Z"));
    QCOMPARE(p["in_use_to"].get<std::string>(), std::string("2027-01-04T10:00:00Z"));
    // 768 at once against the 700 free (800 less 100 in use): above it for the whole 10 h.
    QCOMPARE(p["above_free_from"].get<std::string>(), std::string("2027-01-04T00:00:00Z"));
    QCOMPARE(p["above_free_to"].get<std::string>(), std::string("2027-01-04T10:00:00Z"));
    QCOMPARE(p["core_hours_above_free"].get<double>(), 680.0);
    QCOMPARE(doc["pools"][1]["above_free_from"].get<std::string>(), std::string("2027-01-04T20:00:00Z"));
    QCOMPARE(p["current_limit"].get<long long>(), 800LL);
    QCOMPARE(p["current_usage"].get<long long>(), 100LL);
    QCOMPARE(p["requested_limit"].get<long long>(), 868LL);
    QCOMPARE(p["regional_total"]["requested_limit"].get<long long>(), 968LL);
    QCOMPARE(p["runs"][1]["estimate_hours_high"].get<double>(), 12.0);
    QVERIFY(doc["pools"][1]["current_limit"].is_null());
    QCOMPARE(doc["pools"][1]["assumed_free"].get<long long>(), 100LL);

    const QString text = data::QuotaRequestPack::text(pack, kEnglish);
    QVERIFY2(text.contains(QStringLiteral("Requested limit 868 (an increase of 68)")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Regional total to request: 968")));
    QVERIFY(text.contains(QStringLiteral("Requested: 92 vCPUs more than the assumed free quota")));
    QVERIFY(text.contains(QStringLiteral("low-priority vCPUs in eastus — Compute (virtual machine vCPUs)")));
    QVERIFY(text.contains(QStringLiteral("Needed above the free quota from 2027-01-04T00:00:00Z to 2027-01-04T10:00:00Z")));
    QVERIFY(!text.contains(QStringLiteral("over the budget")));
}

void TestQuotaRequest::pdfAndFiles()
{
    const data::QuotaPack pack = Fixture().pack();
    int pages = 0;
    const auto pdf = data::QuotaRequestFiles::pdf(pack, kEnglish, data::PageSize::A4, &pages);
    QVERIFY2(pdf, pdf ? "" : qPrintable(pdf.error().toLine()));
    QCOMPARE(pages, 1);
    QVERIFY(pdf.value().startsWith("%PDF-"));
    QTemporaryDir dir;
    const auto written = data::QuotaRequestFiles::write(pack, kEnglish, dir.filePath(QStringLiteral("pack")));
    QVERIFY(written);
    QCOMPARE(written.value().size(), 3);
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "pdftotext (poppler-utils) is needed to read the PDF back");
    QProcess tool;
    tool.start(pdftotext, {dir.filePath(QStringLiteral("pack/quota-request.pdf")), QStringLiteral("-")});
    QVERIFY(tool.waitForFinished());
    const QString text = QString::fromUtf8(tool.readAllStandardOutput());
    QVERIFY2(text.contains(QStringLiteral("a limit of 868 vCPUs (+68)")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("2027-01-04 00:00 to 2027-01-04 10:00 UTC")));
}

QTEST_MAIN(TestQuotaRequest)
#include "tst_quotarequest.moc"
