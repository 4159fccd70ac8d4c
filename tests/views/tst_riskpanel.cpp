// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The risk tab: the Monte Carlo runs off the GUI thread, stale results are dropped, a run can be
// cancelled, and what lands on screen is the model's answer for the current inputs.
#include "data/store/CatalogStore.h"
#include "model/Evaluate.h"
#include "views/tabs/RiskPanel.h"
#include "views/tabs/RiskRunner.h"

#include <QLabel>
#include <QScopeGuard>
#include <QVBoxLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include "views/widgets/QCustomPlotInclude.h"

#include <QTest>

using namespace capplan;

namespace {

model::PlanSpec riskPlan(int trials = 20000)
{
    model::PlanSpec spec = model::examplePlan();
    spec.risk.enabled = true;
    spec.risk.trials = trials;
    spec.risk.seed = 7;
    return spec;
}

} // namespace

class TestRiskPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void resultMatchesTheModel();
    void newerInputsSupersedeOlderRuns();
    void cancelStopsTheRun();
    void cancelDropsAPendingRequest();
    void riskOffShowsTheNote();
    void tableShowsBothTiers();

private:
    model::Catalog m_catalog;
};

void TestRiskPanel::initTestCase()
{
    m_catalog = data::CatalogStore::embeddedDefault().value();
}

void TestRiskPanel::resultMatchesTheModel()
{
    const model::PlanSpec spec = riskPlan();
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.ok());
    views::RiskRunner runner;
    runner.setDebounceMs(0);
    QSignalSpy finished(&runner, &views::RiskRunner::finished);
    runner.request(spec, ev);
    QVERIFY(finished.wait(30000));
    const auto shown = finished.takeFirst().at(0).value<model::RiskResult>();
    // The same seed, the same figures as a direct call (the runner adds no numbers of its own).
    const auto direct = model::simulateRisk(spec, ev, nullptr, {}, 1);
    QVERIFY(direct.has_value());
    QCOMPARE(shown.rows.size(), direct->rows.size());
    for (std::size_t i = 0; i < shown.rows.size(); ++i) {
        QCOMPARE(shown.rows[i].p90WallClockHours, direct->rows[i].p90WallClockHours);
        QCOMPARE(shown.rows[i].pMeetDeadline, direct->rows[i].pMeetDeadline);
    }
    QVERIFY(shown.recommendation.nodes == direct->recommendation.nodes);
}

void TestRiskPanel::newerInputsSupersedeOlderRuns()
{
    views::RiskRunner runner;
    runner.setDebounceMs(0);
    QSignalSpy finished(&runner, &views::RiskRunner::finished);
    model::PlanSpec slow = riskPlan(1000000);
    const model::Evaluation slowEv = model::evaluate(slow, m_catalog, "2026-11-30");
    runner.request(slow, slowEv);
    QTest::qWait(20); // the slow run has started
    model::PlanSpec quick = riskPlan(2000);
    quick.deadlineHours = 8.0;
    const model::Evaluation quickEv = model::evaluate(quick, m_catalog, "2026-11-30");
    runner.request(quick, quickEv);
    QVERIFY(finished.wait(30000));
    QTest::qWait(200);
    // Exactly one answer, and it is the newer inputs' (deadline 8 h: only 4 nodes can make it).
    QCOMPARE(finished.size(), 1);
    const auto result = finished.at(0).at(0).value<model::RiskResult>();
    QCOMPARE(result.rows.front().trials, 2000);
    QVERIFY(result.recommendation.deadlineHours == std::optional<double>(8.0));
}

void TestRiskPanel::cancelStopsTheRun()
{
    views::RiskRunner runner;
    runner.setDebounceMs(0);
    views::RiskPanel panel(&runner);
    QSignalSpy cancelled(&runner, &views::RiskRunner::cancelled);
    QSignalSpy finished(&runner, &views::RiskRunner::finished);
    const model::PlanSpec spec = riskPlan(1000000);
    panel.setPlan(spec, model::evaluate(spec, m_catalog, "2026-11-30"));
    QTRY_VERIFY(runner.isRunning());
    QVERIFY(panel.cancelButton()->isVisibleTo(&panel));
    QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
    QCOMPARE(cancelled.size(), 1);
    QVERIFY(!runner.isRunning());
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0); // the cancelled run's answer is never shown
    QVERIFY(!panel.hasResult());
}

// A request still waiting for its debounce is cancelled as a running one is (WorkerRunner::cancel):
// cancelled() once, nothing pending, and the run never starts. With nothing left, cancel is silent.
void TestRiskPanel::cancelDropsAPendingRequest()
{
    views::RiskRunner runner; // the default debounce
    QSignalSpy started(&runner, &views::RiskRunner::started);
    QSignalSpy cancelled(&runner, &views::RiskRunner::cancelled);
    const model::PlanSpec spec = riskPlan(2000);
    runner.request(spec, model::evaluate(spec, m_catalog, "2026-11-30"));
    QVERIFY(runner.isPending());
    runner.cancel();
    QCOMPARE(cancelled.size(), 1);
    QVERIFY(!runner.isPending());
    QVERIFY(!runner.isRunning());
    runner.cancel();
    QCOMPARE(cancelled.size(), 1);
    QTest::qWait(2 * runner.debounceMs()); // past the debounce
    QCOMPARE(started.size(), 0);
}

void TestRiskPanel::riskOffShowsTheNote()
{
    views::RiskRunner runner;
    runner.setDebounceMs(0);
    views::RiskPanel panel(&runner);
    QSignalSpy inactive(&runner, &views::RiskRunner::inactive);
    const model::PlanSpec spec = model::examplePlan();
    panel.setPlan(spec, model::evaluate(spec, m_catalog, "2026-11-30"));
    QCOMPARE(inactive.size(), 1);
    QVERIFY(!runner.isRunning());
    QVERIFY(panel.findChild<QLabel *>(QStringLiteral("riskOffNote"))->isVisibleTo(&panel));
}

void TestRiskPanel::tableShowsBothTiers()
{
    views::RiskRunner runner;
    runner.setDebounceMs(0);
    views::RiskPanel panel(&runner);
    QSignalSpy finished(&runner, &views::RiskRunner::finished);
    const model::PlanSpec spec = riskPlan(5000);
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    panel.setPlan(spec, ev);
    QVERIFY(finished.wait(30000));
    QVERIFY(panel.hasResult());
    // Dedicated rows for 1, 2, 4 nodes, and low-priority rows when the catalog prices that tier.
    const int expectedRows = ev.otherTierPricePerNodeHour ? 6 : 3;
    QCOMPARE(panel.table()->rowCount(), expectedRows);
    QCOMPARE(panel.table()->item(0, 0)->text(), QStringLiteral("1"));
    QCOMPARE(panel.table()->item(0, 2)->text(), QStringLiteral("0.0 %")); // 21 h never meets 13 h
    QVERIFY(panel.recommendationLabel()->text().contains(QStringLiteral("90 %")));

    // A legend never covers points — it sits in its own row below the axes.
    panel.resize(900, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    int legends = 0;
    for (QCustomPlot *plot : panel.findChildren<QCustomPlot *>()) {
        plot->replot();
        if (plot->legend->visible()) {
            ++legends;
            QVERIFY2(!plot->legend->outerRect().intersects(plot->axisRect()->rect()), qPrintable(plot->objectName()));
        }
    }
    QVERIFY(legends > 0);

    // On a short screen the charts keep their minimum height (the page scrolls), so no legend is
    // cut off at the chart's bottom edge.
    // A window that holds the panel at a height below its minimum, as the main window's tab does.
    QWidget host;
    host.setFixedSize(900, 360);
    auto *hostLayout = new QVBoxLayout(&host);
    hostLayout->setContentsMargins(0, 0, 0, 0);
    hostLayout->addWidget(&panel);
    const auto release = qScopeGuard([&panel] { panel.setParent(nullptr); }); // the panel outlives the host
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QCOMPARE(panel.height(), 360);
    for (QCustomPlot *plot : panel.findChildren<QCustomPlot *>()) {
        plot->replot();
        QVERIFY2(plot->height() >= plot->minimumHeight(), qPrintable(plot->objectName()));
        if (plot->legend->visible()) {
            QVERIFY2(plot->legend->outerRect().bottom() <= plot->height(),
                     qPrintable(QStringLiteral("%1: legend to %2 of %3 px")
                                    .arg(plot->objectName())
                                    .arg(plot->legend->outerRect().bottom())
                                    .arg(plot->height())));
        }
    }
}

QTEST_MAIN(TestRiskPanel)
#include "tst_riskpanel.moc"
