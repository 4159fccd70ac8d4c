// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The "Quota & regions" tab: the quota example (docs/sources.md, s2-azureml-compute) end to end
// (usage imported into a store, the plan evaluated, the panel showing the model's numbers), the
// region comparison, and the reasons given when no cheapest region with quota can be named.
#include "data/store/CatalogStore.h"
#include "data/import/Importers.h"
#include "model/Evaluate.h"
#include "views/tabs/QuotaPanel.h"

#include <QDir>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace capplan;
using views::QuotaPanel;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/") + QLatin1String(name);
}

// The row of the options table whose node count is `nodes`, -1 when there is none.
int rowOfNodes(const QTableWidget *table, int nodes)
{
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, QuotaPanel::Nodes)->text() == QString::number(nodes)) {
            return r;
        }
    }
    return -1;
}

// The worked example's plan (168 GPU-hours on ND96isr_H100_v5 in eastus, docs/sources.md,
// s0-finetune-sizing), at the given node counts.
model::PlanSpec seedPlan(std::vector<int> nodes)
{
    model::PlanSpec spec = model::examplePlan();
    spec.nodes = std::move(nodes);
    spec.deadlineHours.reset();
    spec.pricePerNodeHour.reset();
    return spec;
}

} // namespace

class TestQuotaPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void seedShortfallOf192_data();
    void seedShortfallOf192();
    void regionComparisonNamesTheCheapestWithQuota();
    void unknownQuotaSaysSo();
    void mixedCurrenciesNameNoRegion();
    void invalidPlanClearsThePanel();
    void screenshot();

private:
    void import(data::ImportKind kind, const QStringList &files, const QString &region = {});

    QTemporaryDir m_dir;
    std::unique_ptr<data::CatalogStore> m_store;
    model::Catalog m_catalog;
};

void TestQuotaPanel::import(data::ImportKind kind, const QStringList &files, const QString &region)
{
    auto current = m_store->load();
    QVERIFY(current.ok());
    data::ImportOptions options;
    options.region = region;
    options.importedAt = QStringLiteral("2026-12-01T09:30:00Z");
    auto preview = data::Importer::preview(kind, files, current.value(), options);
    QVERIFY2(preview.ok(), qPrintable(preview.ok() ? QString() : preview.error().toLine()));
    const data::Status applied = m_store->applyImport(preview.value());
    QVERIFY2(applied.ok(), qPrintable(applied.ok() ? QString() : applied.error().toLine()));
}

void TestQuotaPanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    auto store = data::CatalogStore::open(m_dir.filePath(QStringLiteral("catalog.sqlite")));
    QVERIFY(store.ok());
    m_store = std::move(store.value());
    // The example's usage (standardNDSH100v5Family: 8 in use, limit 200; regional cores 104 of 350)
    // through the importer into a file-backed store, as the GUI would do it.
    import(data::ImportKind::VmUsage, {sample("vm-usage-eastus-strings.json")}, QStringLiteral("eastus"));
    m_catalog = m_store->load().value();
    const model::QuotaUsage *h100 =
        m_catalog.findFamilyQuota("eastus", "standardNDSH100v5Family", model::Tier::Dedicated);
    QVERIFY(h100 != nullptr);
    QCOMPARE(h100->limit.value_or(-1), 200LL);
    QCOMPARE(h100->currentValue.value_or(-1), 8LL);
}

void TestQuotaPanel::seedShortfallOf192_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("cores");
    QTest::addColumn<QString>("familyShortfall");
    QTest::addColumn<QString>("regionalShortfall");
    QTest::addColumn<int>("status");
    // Hand-computed, docs/sources.md, s2-azureml-compute: n nodes × 96 vCPUs; family
    // 8 + cores − 200; regional 104 + cores − 350.
    QTest::newRow("1 node") << 1 << QStringLiteral("96") << QStringLiteral("0") << QStringLiteral("0")
                            << static_cast<int>(model::QuotaStatus::Enough);
    QTest::newRow("2 nodes") << 2 << QStringLiteral("192") << QStringLiteral("0") << QStringLiteral("0")
                             << static_cast<int>(model::QuotaStatus::Enough);
    QTest::newRow("4 nodes (seed)") << 4 << QStringLiteral("384") << QStringLiteral("192") << QStringLiteral("138")
                                    << static_cast<int>(model::QuotaStatus::Shortfall);
}

void TestQuotaPanel::seedShortfallOf192()
{
    QFETCH(int, nodes);
    QFETCH(QString, cores);
    QFETCH(QString, familyShortfall);
    QFETCH(QString, regionalShortfall);
    QFETCH(int, status);
    const model::PlanSpec spec = seedPlan({1, 2, 4});
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-12-01");
    QVERIFY(ev.ok());
    QuotaPanel panel;
    panel.showEvaluation(ev, spec);
    const QTableWidget *table = panel.optionsTable();
    QCOMPARE(table->rowCount(), 3);
    const int row = rowOfNodes(table, nodes);
    QVERIFY(row >= 0);
    QCOMPARE(table->item(row, QuotaPanel::CoresNeeded)->text(), cores);
    QCOMPARE(table->item(row, QuotaPanel::FamilyUsed)->text(), QStringLiteral("8"));
    QCOMPARE(table->item(row, QuotaPanel::FamilyLimit)->text(), QStringLiteral("200"));
    QCOMPARE(table->item(row, QuotaPanel::FamilyShortfall)->text(), familyShortfall);
    QCOMPARE(table->item(row, QuotaPanel::RegionalUsed)->text(), QStringLiteral("104"));
    QCOMPARE(table->item(row, QuotaPanel::RegionalLimit)->text(), QStringLiteral("350"));
    QCOMPARE(table->item(row, QuotaPanel::RegionalShortfall)->text(), regionalShortfall);
    QCOMPARE(table->item(row, QuotaPanel::Status)->data(QuotaPanel::StatusRole).toInt(), status);
    QVERIFY(panel.familyLabel()->text().contains(QStringLiteral("standardNDSH100v5Family")));
}

void TestQuotaPanel::regionComparisonNamesTheCheapestWithQuota()
{
    // Four nodes only: the plan runs 4, eastus is 192 cores short there.
    const model::PlanSpec spec = seedPlan({4});
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-12-01");
    QVERIFY(ev.ok());
    QuotaPanel panel;
    panel.showEvaluation(ev, spec);
    QCOMPARE(panel.comparedNodes(), std::optional<int>(4));
    const QString summary = panel.summaryLabel()->text();
    QVERIFY2(summary.contains(QStringLiteral("Request 192 more cores")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("standardNDSH100v5Family")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("eastus")), qPrintable(summary));
    // One row per region the model compared, in its order, with its status.
    const QTableWidget *regions = panel.regionsTable();
    QCOMPARE(regions->rowCount(), static_cast<int>(ev.regions.options.size()));
    QVERIFY(regions->rowCount() >= 1);
    for (int r = 0; r < regions->rowCount(); ++r) {
        const model::RegionOption &o = ev.regions.options[static_cast<std::size_t>(r)];
        QVERIFY(regions->item(r, QuotaPanel::Region)->text().startsWith(QString::fromStdString(o.region)));
        QCOMPARE(regions->item(r, QuotaPanel::QuotaStatus)->data(QuotaPanel::StatusRole).toInt(),
                 static_cast<int>(o.quota.status));
    }
    // eastus alone has known quota and it is short: no region can be named, and the panel says why.
    QVERIFY(!ev.regions.cheapestWithQuota);
    QVERIFY2(summary.contains(QStringLiteral("every region whose quota is known is short")), qPrintable(summary));

    // With a region that prices the size and has the quota, that region is named at the top.
    model::Catalog catalog = m_catalog;
    model::Price sweden = *catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "USD");
    sweden.region = "swedencentral";
    sweden.perNodeHour.value = 110.0;
    catalog.prices.push_back(sweden);
    model::QuotaUsage family;
    family.region = "swedencentral";
    family.family = "standardNDSH100v5Family";
    family.currentValue = 0;
    family.limit = 400;
    catalog.quota.push_back(family);
    const model::Evaluation ev2 = model::evaluate(spec, catalog, "2026-12-01");
    QCOMPARE(ev2.regions.cheapestWithQuota, std::optional<std::string>("swedencentral"));
    panel.showEvaluation(ev2, spec);
    const QString summary2 = panel.summaryLabel()->text();
    QVERIFY2(summary2.contains(QStringLiteral("Cheapest region with enough quota: <b>swedencentral</b>")),
             qPrintable(summary2));
    // 4 nodes × 7 h (168 GPU-h / (32 GPUs × 0.75)) × $110 = $3,080.
    QVERIFY2(summary2.contains(QStringLiteral("$3,080")), qPrintable(summary2));
    // swedencentral and the five regions the shipped catalog prices ND96isr_H100_v5 in.
    QCOMPARE(panel.regionsTable()->rowCount(), 6);
}

void TestQuotaPanel::unknownQuotaSaysSo()
{
    const model::Catalog shipped = data::CatalogStore::embeddedDefault().value();
    const model::PlanSpec spec = seedPlan({1, 2, 4});
    const model::Evaluation ev = model::evaluate(spec, shipped, "2026-12-01");
    QuotaPanel panel;
    panel.showEvaluation(ev, spec);
    for (int r = 0; r < panel.optionsTable()->rowCount(); ++r) {
        QCOMPARE(panel.optionsTable()->item(r, QuotaPanel::Status)->data(QuotaPanel::StatusRole).toInt(),
                 static_cast<int>(model::QuotaStatus::Unknown));
        QCOMPARE(panel.optionsTable()->item(r, QuotaPanel::FamilyLimit)->text(), QStringLiteral("unknown"));
    }
    const QString summary = panel.summaryLabel()->text();
    QVERIFY2(summary.contains(QStringLiteral("No usage has been imported")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("no region's quota usage has been imported")), qPrintable(summary));
}

void TestQuotaPanel::mixedCurrenciesNameNoRegion()
{
    // A region priced only in euros is named, not compared with dollar prices; in a plan in euros it is
    // compared, each cell in euros.
    model::Catalog catalog = m_catalog;
    model::Price euro = *catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "USD");
    euro.region = "swedencentral"; // no shipped H100 price there
    euro.currency = "EUR";
    euro.perNodeHour.value = 91.2;
    catalog.prices.push_back(euro);
    model::PlanSpec spec = seedPlan({2});
    model::Evaluation ev = model::evaluate(spec, catalog, "2026-12-01");
    QCOMPARE(ev.regions.otherCurrencyRegions, std::vector<std::string>{"swedencentral"});
    QuotaPanel panel;
    panel.showEvaluation(ev, spec);
    QString summary = panel.summaryLabel()->text();
    QVERIFY2(summary.contains(QStringLiteral("Priced only in other currencies, so not compared (prices are never "
                                             "converted): swedencentral")),
             qPrintable(summary));
    for (int r = 0; r < panel.regionsTable()->rowCount(); ++r) {
        QVERIFY(panel.regionsTable()->item(r, 0)->text() != QStringLiteral("swedencentral"));
    }
    // The plan in euros, with its own price (the catalog has no EUR price in eastus).
    spec.currency = "EUR";
    spec.pricePerNodeHour = 90.0;
    ev = model::evaluate(spec, catalog, "2026-12-01");
    QVERIFY(ev.ok());
    panel.showEvaluation(ev, spec);
    bool euroShown = false;
    for (int r = 0; r < panel.regionsTable()->rowCount(); ++r) {
        euroShown = euroShown || panel.regionsTable()->item(r, QuotaPanel::PricePerNodeHour)->text() ==
                                     QString::fromUtf8("\u20AC91.20");
    }
    QVERIFY(euroShown);
    summary = panel.summaryLabel()->text();
    QVERIFY2(summary.contains(QStringLiteral("Priced only in other currencies")) &&
                 summary.contains(QStringLiteral("eastus")),
             qPrintable(summary));
}

void TestQuotaPanel::invalidPlanClearsThePanel()
{
    model::PlanSpec spec = seedPlan({4});
    QuotaPanel panel;
    panel.showEvaluation(model::evaluate(spec, m_catalog, "2026-12-01"), spec);
    QCOMPARE(panel.optionsTable()->rowCount(), 1);
    spec.sku = "Standard_Nothing";
    panel.showEvaluation(model::evaluate(spec, m_catalog, "2026-12-01"), spec);
    QCOMPARE(panel.optionsTable()->rowCount(), 0);
    QCOMPARE(panel.regionsTable()->rowCount(), 0);
    QVERIFY(!panel.summaryLabel()->text().isEmpty());
}

void TestQuotaPanel::screenshot()
{
    const model::PlanSpec spec = seedPlan({1, 2, 4, 8});
    QuotaPanel panel;
    panel.resize(900, 560);
    panel.showEvaluation(model::evaluate(spec, m_catalog, "2026-12-01"), spec);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QString path = QDir::temp().filePath(QStringLiteral("capplan-quotapanel.png"));
    QVERIFY(panel.grab().save(path));
}

QTEST_MAIN(TestQuotaPanel)
#include "tst_quotapanel.moc"
