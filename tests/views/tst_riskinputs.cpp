// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The risk inputs' checkpoint write, driven like a user would: while "Write time from the model"
// is checked the field shows the derived time, greyed, and the explanation says how it follows;
// unchecking keeps that figure as the plan's own; the storage bandwidths are plan fields.
#include "InputsDriving.h"
#include "data/store/CatalogStore.h"
#include "views/inputs/InputsPanel.h"
#include "views/inputs/RiskInputs.h"
#include "views/main/PlanController.h"
#include "views/tabs/RiskPanel.h"
#include "views/tabs/RiskRunner.h"
#include "views/widgets/QCustomPlotInclude.h"
#include "views/widgets/TitledChart.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>
#include <cmath>
#include <memory>

using namespace capplan;
using testing::click;
using testing::typeInto;

namespace {

// 70B under ZeRO-3 (980 GB of states at 14 B/param) on 1, 2 and 4 nodes, risk on.
model::PlanSpec zero3Plan()
{
    model::PlanSpec spec = model::examplePlan();
    spec.workload = model::TokenMfuWorkload{2e9, 70e9, 0.4};
    model::FabricJob fabric;
    fabric.strategy = model::Strategy::Zero3;
    fabric.globalBatchTokens = 4194304.0;
    fabric.sequenceLength = 4096.0;
    spec.fabric = fabric;
    spec.risk.enabled = true;
    spec.deadlineHours.reset();
    spec.nodes = {1, 2, 4};
    return spec;
}

} // namespace

class TestRiskInputs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void derivedWriteIsShown();
    void uncheckingKeepsTheFigure();
    void bandwidthIsAPlanField();
    void withoutAModelTheDefaultIsSaid();
    void optimalIntervalIsTheRiskTabs_data();
    void optimalIntervalIsTheRiskTabs();

private:
    template<class W>
    W *child(const char *name) const
    {
        return m_panel->findChild<W *>(QString::fromLatin1(name));
    }
    const model::PlanSpec &spec() const { return m_controller->spec(); }

    model::Catalog m_catalog;
    std::unique_ptr<views::PlanController> m_controller;
    std::unique_ptr<views::InputsPanel> m_panel;
};

void TestRiskInputs::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = data::CatalogStore::embeddedDefault().value();
}

void TestRiskInputs::init()
{
    m_controller = std::make_unique<views::PlanController>(m_catalog);
    m_controller->setTodayIso(QStringLiteral("2026-11-30"));
    m_panel = std::make_unique<views::InputsPanel>(m_controller.get());
    m_panel->resize(520, 900);
    // The risk block is a folded section by default; these tests look at its fields.
    m_panel->setOpenSections(views::InputsPanel::defaultOpenSections() << QStringLiteral("riskSection"));
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    m_controller->reset(zero3Plan());
    QVERIFY(m_controller->evaluation().ok());
}

void TestRiskInputs::cleanup()
{
    m_panel.reset();
    m_controller.reset();
}

// No deadline: the recommendation is the cheapest node count; the field shows its write time.
void TestRiskInputs::derivedWriteIsShown()
{
    auto *fromModel = child<QCheckBox>("checkpointWriteFromModelCheck");
    auto *write = child<QDoubleSpinBox>("checkpointWriteSpin");
    auto *derived = child<QLabel>("checkpointWriteDerivedLabel");
    QVERIFY(fromModel && write && derived);
    QVERIFY(fromModel->isChecked());
    QVERIFY(!write->isEnabled());
    const model::Evaluation &ev = m_controller->evaluation();
    const int nodes = ev.recommendation.nodes().value_or(0);
    std::size_t index = 0;
    for (std::size_t i = 0; i < ev.options.size(); ++i) {
        if (ev.options[i].nodes == nodes) {
            index = i;
        }
    }
    const double minutes = ev.checkpointWrites[index].writeHours * 60.0;
    QVERIFY(std::abs(write->value() - std::round(minutes * 10.0) / 10.0) < 1e-9);
    QVERIFY2(derived->isVisibleTo(m_panel.get()), "the explanation is shown");
    QVERIFY2(derived->text().contains(QStringLiteral("980.0 GB of model states")), qPrintable(derived->text()));
}

void TestRiskInputs::uncheckingKeepsTheFigure()
{
    auto *fromModel = child<QCheckBox>("checkpointWriteFromModelCheck");
    auto *write = child<QDoubleSpinBox>("checkpointWriteSpin");
    const double shown = write->value();
    click(fromModel);
    QVERIFY(!fromModel->isChecked());
    QVERIFY(write->isEnabled());
    QVERIFY(spec().risk.checkpointWriteHours.has_value());
    QVERIFY(std::abs(*spec().risk.checkpointWriteHours * 60.0 - shown) < 1e-9);
    typeInto(write, QStringLiteral("12"));
    QVERIFY(std::abs(*spec().risk.checkpointWriteHours - 0.2) < 1e-12);
    QVERIFY(m_controller->evaluation().checkpointWrites.front().basis == model::CheckpointBasis::Explicit);
    QVERIFY(child<QLabel>("checkpointWriteDerivedLabel")->text().contains(QStringLiteral("as the plan gives it")));
    // Undo back to "from the model".
    while (m_controller->undoStack()->canUndo()) {
        m_controller->undoStack()->undo();
    }
    QVERIFY(!spec().risk.checkpointWriteHours.has_value());
    QVERIFY(fromModel->isChecked());
}

void TestRiskInputs::bandwidthIsAPlanField()
{
    auto *node = child<QDoubleSpinBox>("storageWriteSpin");
    auto *account = child<QDoubleSpinBox>("storageIngressSpin");
    QVERIFY(node && account);
    QVERIFY(std::abs(node->value() - 1.93) < 1e-9);
    QCOMPARE(account->value(), 7.5);
    const double before = m_controller->evaluation().checkpointWrites.front().writeHours;
    typeInto(node, QStringLiteral("3.86"));
    QCOMPARE(spec().risk.storageWriteGBps, 3.86);
    const double after = m_controller->evaluation().checkpointWrites.front().writeHours;
    QVERIFY2(after < before, "a faster node writes sooner at one node (node-bound)");
    typeInto(account, QStringLiteral("15"));
    QCOMPARE(spec().risk.storageIngressGBps, 15.0);
}

void TestRiskInputs::withoutAModelTheDefaultIsSaid()
{
    model::PlanSpec plain = model::examplePlan(); // GPU-hours: no model's size
    plain.risk.enabled = true;
    m_controller->reset(plain);
    auto *write = child<QDoubleSpinBox>("checkpointWriteSpin");
    QCOMPARE(write->value(), 5.0);
    QVERIFY(child<QLabel>("checkpointWriteDerivedLabel")->text().contains(QStringLiteral("the default")));
}

void TestRiskInputs::optimalIntervalIsTheRiskTabs_data()
{
    QTest::addColumn<double>("deadline"); // 0: none
    QTest::addColumn<double>("mtbf");
    QTest::addColumn<double>("writeMinutes");
    QTest::addColumn<int>("nodes");       // the recommended count (docs/sources.md, s0-finetune-sizing)
    QTest::addColumn<double>("interval"); // Young (1974) / Daly (2006): √(2 · C · MTBF / n)
    QTest::addColumn<QString>("label");   // the Risk tab's checkpoint chart
    // The example plan (168 GPU-hours at 100/85/75 % on 1/2/4 nodes, $98 per node-hour).
    // No deadline: the cheapest, 1 node. √(2 · 0.1 h · 10 h / 1) = √2 = 1.41 h.
    QTest::newRow("1 node") << 0.0 << 10.0 << 6.0 << 1 << std::sqrt(2.0) << QStringLiteral("optimal 1.4 h");
    // 13 h: 2 nodes. √(2 · (5/60) h · 6,334.6 h / 2) = 22.98 h.
    QTest::newRow("2 nodes, Llama 3 MTBF")
        << 13.0 << model::kDefaultNodeMtbfHours << 5.0 << 2
        << std::sqrt(2.0 * (5.0 / 60) * model::kDefaultNodeMtbfHours / 2) << QStringLiteral("optimal 23.0 h");
    // 8 h: 4 nodes. √(2 · 0.2 h · 1,000 h / 4) = 10 h.
    QTest::newRow("4 nodes") << 8.0 << 1000.0 << 12.0 << 4 << 10.0 << QStringLiteral("optimal 10.0 h");
    // 13 h, 2 nodes, √(2 · 0.05 h · 90 h / 2) = √4.5 = 2.12 h.
    QTest::newRow("2 nodes, short MTBF") << 13.0 << 90.0 << 3.0 << 2 << std::sqrt(4.5)
                                         << QStringLiteral("optimal 2.1 h");
}

// The issue: the greyed "Optimal checkpoints" field read 0.02 h (its minimum, never set) while the
// Risk tab's checkpoint chart said 1.3 h. Both now show model::checkpointFocus's interval.
void TestRiskInputs::optimalIntervalIsTheRiskTabs()
{
    QFETCH(double, deadline);
    QFETCH(double, mtbf);
    QFETCH(double, writeMinutes);
    QFETCH(int, nodes);
    QFETCH(double, interval);
    QFETCH(QString, label);
    model::PlanSpec plan = model::examplePlan();
    plan.deadlineHours = deadline > 0.0 ? std::optional<double>(deadline) : std::nullopt;
    plan.risk.enabled = true;
    plan.risk.nodeMtbfHours = mtbf;
    plan.risk.checkpointWriteHours = writeMinutes / 60.0;
    plan.risk.trials = 2000;
    m_controller->reset(plan);
    const model::Evaluation &ev = m_controller->evaluation();
    QVERIFY(ev.ok());
    const std::optional<model::CheckpointFocus> focus = model::checkpointFocus(ev);
    QVERIFY(focus);
    QCOMPARE(focus->nodes, nodes);
    QVERIFY2(std::abs(focus->optimalIntervalHours - interval) <= 1e-9 * interval,
             qPrintable(QString::number(focus->optimalIntervalHours, 'g', 17)));

    // The inputs: greyed, the interval to the field's two decimals.
    auto *optimal = child<QCheckBox>("optimalCheckpointCheck");
    auto *field = child<QDoubleSpinBox>("checkpointIntervalSpin");
    QVERIFY(optimal && field);
    QVERIFY(optimal->isChecked());
    QVERIFY(!field->isEnabled());
    QVERIFY2(std::abs(field->value() - interval) <= 0.005 + 1e-12, qPrintable(field->text()));

    // The Risk tab on the same plan and evaluation: its chart is at the same node count and marks
    // the same interval.
    views::RiskRunner runner;
    runner.setDebounceMs(0);
    runner.setThreadCount(1);
    views::RiskPanel risk(&runner);
    QSignalSpy finished(&runner, &views::RiskRunner::finished);
    risk.setPlan(spec(), ev);
    QVERIFY(finished.wait(30000));
    auto *chart = risk.findChild<QCustomPlot *>(QStringLiteral("riskCheckpointChart"));
    QVERIFY(chart);
    QStringList texts;
    for (int i = 0; i < chart->itemCount(); ++i) {
        if (auto *text = qobject_cast<QCPItemText *>(chart->item(i))) {
            texts << text->text();
        }
    }
    QVERIFY2(texts.contains(label), qPrintable(texts.join(QStringLiteral(" | "))));
    QVERIFY(views::chartTitle(chart)->text().endsWith(nodes == 1 ? QStringLiteral("at 1 node")
                                                                 : QStringLiteral("at %1 nodes").arg(nodes)));

    // Unchecking keeps the interval shown as the plan's own.
    click(optimal);
    QVERIFY(field->isEnabled());
    QVERIFY(spec().risk.checkpointIntervalHours.has_value());
    QVERIFY(std::abs(*spec().risk.checkpointIntervalHours - interval) <= 0.005 + 1e-12);

    // Risk off: no interval is computed, and the greyed field says so instead of reading 0.02 h.
    plan.risk.enabled = false;
    m_controller->reset(plan);
    QVERIFY(m_controller->evaluation().ok());
    QVERIFY(optimal->isChecked());
    QCOMPARE(field->text(), QStringLiteral("computed when on"));
}

QTEST_MAIN(TestRiskInputs)
#include "tst_riskinputs.moc"
