// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The scaling tab: it plots what model::evaluate() computed (efficiency curves, the step split,
// memory per GPU against capacity), marks what does not fit, lists the calibration's residuals,
// and says how to switch the models on when the plan uses neither.
#include "data/store/CatalogStore.h"
#include "data/store/Settings.h"
#include "model/Evaluate.h"
#include "views/main/MainWindow.h"
#include "views/main/PlanController.h"
#include "views/results/ResultsPanel.h"
#include "views/tabs/ScalingPanel.h"
#include "views/widgets/QCustomPlotInclude.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <cmath>

using namespace capplan;

namespace {

constexpr const char *kToday = "2026-11-30";

// The job of docs/sources.md, s2-azureml-compute on ND H100 v5: an 8B model at 40 % MFU, the fabric
// model's default batch.
model::PlanSpec fabricPlan(model::Strategy strategy = model::Strategy::Ddp)
{
    model::PlanSpec spec = model::examplePlan();
    spec.workload = model::TokenMfuWorkload{2e9, 8e9, 0.4};
    spec.nodes = {1, 2, 4, 8};
    model::FabricJob job;
    job.strategy = strategy;
    job.globalBatchTokens = 4194304.0;
    job.sequenceLength = 4096.0;
    spec.fabric = job;
    return spec;
}

// The first graph or bars on `plot` with this object name.
template<typename T>
T *plottable(QCustomPlot *plot, const char *name)
{
    for (int i = 0; i < plot->plottableCount(); ++i) {
        if (auto *p = qobject_cast<T *>(plot->plottable(i)); p && p->objectName() == QLatin1String(name)) {
            return p;
        }
    }
    return nullptr;
}

QVector<double> values(QCPBars *bars)
{
    QVector<double> out;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
        out.append(it->value);
    }
    return out;
}

QVector<double> values(QCPGraph *graph)
{
    QVector<double> out;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
        out.append(it->value);
    }
    return out;
}

int marks(QCustomPlot *plot)
{
    int count = 0;
    for (int i = 0; i < plot->itemCount(); ++i) {
        count += plot->item(i)->objectName() == QLatin1String("doesNotFitMark") ? 1 : 0;
    }
    return count;
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

class TestScalingPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void noteWhenNeitherModelIsUsed();
    void fabricCurveAndStepSplit();
    void measuredRunsShowTheFitAndResiduals();
    void memoryAgainstCapacity_data();
    void memoryAgainstCapacity();
    void memoryWithoutFabricModel();
    void invalidEvaluationKeepsTheFigures();
    void wiredIntoTheMainWindow();
    void screenshot();

private:
    model::Evaluation evaluate(const model::PlanSpec &spec) const { return model::evaluate(spec, m_catalog, kToday); }

    model::Catalog m_catalog;
};

void TestScalingPanel::initTestCase()
{
    m_catalog = data::CatalogStore::embeddedDefault().value();
}

void TestScalingPanel::noteWhenNeitherModelIsUsed()
{
    views::ScalingPanel panel;
    QVERIFY(!panel.showsCharts()); // nothing shown yet: the note
    const model::PlanSpec spec = model::examplePlan();
    const model::Evaluation ev = evaluate(spec);
    QVERIFY(ev.ok());
    panel.setPlan(spec, ev);
    QVERIFY(!panel.showsCharts());
    QVERIFY(panel.note()->isVisibleTo(&panel));
    QVERIFY(panel.note()->text().contains(QStringLiteral("Fabric model")));
    QVERIFY(panel.note()->text().contains(QStringLiteral("Check memory per GPU")));

    // Switching the fabric model on replaces the note by the charts, and off again brings it back.
    const model::PlanSpec fabric = fabricPlan();
    panel.setPlan(fabric, evaluate(fabric));
    QVERIFY(panel.showsCharts());
    panel.setPlan(spec, ev);
    QVERIFY(!panel.showsCharts());
}

void TestScalingPanel::fabricCurveAndStepSplit()
{
    views::ScalingPanel panel;
    const model::PlanSpec spec = fabricPlan(model::Strategy::Zero3);
    const model::Evaluation ev = evaluate(spec);
    QVERIFY(ev.ok());
    QVERIFY(ev.fabric.has_value());
    panel.setPlan(spec, ev);
    QVERIFY(panel.showsCharts());
    QVERIFY(panel.stepChart()->isVisibleTo(&panel));
    QVERIFY(!panel.memoryChart()->isVisibleTo(&panel)); // no memory block

    // The fabric curve is the sweep's efficiency, node count by node count; the table's curve is
    // there too (not used), dashed.
    auto *curve = plottable<QCPGraph>(panel.efficiencyChart(), "fabricCurve");
    QVERIFY(curve != nullptr);
    QCOMPARE(curve->dataCount(), static_cast<int>(ev.fabricPoints.size()));
    for (int i = 0; i < curve->dataCount(); ++i) {
        const auto point = curve->data()->at(i);
        QCOMPARE(point->key, static_cast<double>(ev.fabricPoints[static_cast<std::size_t>(i)].nodes));
        QCOMPARE(point->value, ev.fabricPoints[static_cast<std::size_t>(i)].efficiency);
        QVERIFY(near(point->value, ev.options[static_cast<std::size_t>(i)].efficiency, 1e-12));
    }
    auto *table = plottable<QCPGraph>(panel.efficiencyChart(), "tableCurve");
    QVERIFY(table != nullptr);
    QCOMPARE(table->pen().style(), Qt::DashLine);
    QVERIFY(plottable<QCPGraph>(panel.efficiencyChart(), "measuredPoints") == nullptr);

    // The stack: compute at the bottom, exposed communication on it, the bubble on top; each bar
    // is the model's seconds, and the stack adds up to the step.
    auto *compute = plottable<QCPBars>(panel.stepChart(), "computeBars");
    auto *comm = plottable<QCPBars>(panel.stepChart(), "commBars");
    auto *bubble = plottable<QCPBars>(panel.stepChart(), "bubbleBars");
    QVERIFY(compute && comm && bubble);
    QCOMPARE(comm->barBelow(), compute);
    QCOMPARE(bubble->barBelow(), comm);
    const QVector<double> c = values(compute);
    const QVector<double> x = values(comm);
    const QVector<double> b = values(bubble);
    QCOMPARE(c.size(), static_cast<qsizetype>(ev.fabricPoints.size()));
    for (qsizetype i = 0; i < c.size(); ++i) {
        const model::FabricPoint &p = ev.fabricPoints[static_cast<std::size_t>(i)];
        QCOMPARE(c[i], p.computeSeconds);
        QCOMPARE(x[i], p.exposedCommSeconds);
        QCOMPARE(b[i], p.bubbleSeconds);
        QVERIFY2(near(c[i] + x[i] + b[i], p.stepSeconds, 1e-12 * p.stepSeconds), qPrintable(QString::number(i)));
    }
    // ZeRO-3 at a fixed global batch: more nodes, more of the step is communication.
    QVERIFY(x.back() / (c.back() + x.back()) > x.front() / (c.front() + x.front()));
    QVERIFY(panel.summaryLabel()->text().contains(QStringLiteral("ZeRO-3")));
    QVERIFY(panel.summaryLabel()->text().contains(QStringLiteral("InfiniBand")));
}

void TestScalingPanel::measuredRunsShowTheFitAndResiduals()
{
    views::ScalingPanel panel;
    model::PlanSpec spec = fabricPlan();
    // One node and two, as docs/sources.md, s2-azureml-compute advises; two nodes at 90 % of twice
    // one node.
    spec.measurements = {{1, 80000.0}, {2, 144000.0}};
    const model::Evaluation ev = evaluate(spec);
    QVERIFY(ev.ok());
    QVERIFY(ev.calibration.has_value());
    QVERIFY(ev.calibration->status == model::CalibrationStatus::BandwidthOnly);
    panel.setPlan(spec, ev);

    // Measured efficiency = (tokens/s at n) / (n · tokens/s per node at the reference run):
    // 80000 / (1 · 80000) = 1, 144000 / (2 · 80000) = 0.9.
    auto *measured = plottable<QCPGraph>(panel.efficiencyChart(), "measuredPoints");
    QVERIFY(measured != nullptr);
    QCOMPARE(measured->dataCount(), 2);
    QVERIFY(near(measured->data()->at(0)->value, 1.0, 1e-12));
    QVERIFY(near(measured->data()->at(1)->value, 0.9, 1e-12));
    QVERIFY(plottable<QCPGraph>(panel.efficiencyChart(), "defaultsCurve") != nullptr);
    auto *fitted = plottable<QCPGraph>(panel.efficiencyChart(), "fabricCurve");
    QVERIFY(fitted != nullptr);
    QCOMPARE(fitted->name(), QStringLiteral("Fitted to the runs"));

    // The residuals, one row per run, as the calibration computed them.
    QVERIFY(panel.residualsTable()->isVisibleTo(&panel));
    QCOMPARE(panel.residualsTable()->rowCount(), 2);
    QCOMPARE(panel.residualsTable()->item(1, 0)->text(), QStringLiteral("2"));
    QCOMPARE(panel.residualsTable()->item(1, 1)->text(), QStringLiteral("144,000"));
    const double residual = ev.calibration->points[1].relativeResidual;
    QVERIFY(
        panel.residualsTable()->item(1, 3)->text().contains(QLocale().toString(std::abs(residual) * 100.0, 'f', 1)));
    QVERIFY(panel.calibrationLabel()->text().contains(QStringLiteral("two node counts")));

    // One run: scaled from it, and the label says so.
    spec.measurements = {{1, 80000.0}};
    panel.setPlan(spec, evaluate(spec));
    QVERIFY(panel.calibrationLabel()->text().contains(QStringLiteral("one measured run")));
    QCOMPARE(panel.residualsTable()->rowCount(), 1);
}

void TestScalingPanel::memoryAgainstCapacity_data()
{
    // Hand-computed from model/performance/Memory.h for an 8B model on ND H100 v5 (8 × 80 GiB = 85.899 GB),
    // 16 bytes per parameter (2 + 2 + 12), reserve 2 GB + 5 % of the rest, no activations (no
    // hidden size). docs/sources.md, s1-infiniband-trap: 96–128 GB of model states do not fit one
    // 80 GB GPU unsharded; ZeRO-3 across the 8 GPUs of one node fits.
    QTest::addColumn<int>("strategy");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("weightsGB");
    QTest::addColumn<double>("gradientsGB");
    QTest::addColumn<double>("optimizerGB");
    QTest::addColumn<double>("totalGB");
    QTest::addColumn<bool>("fits");
    // DDP: 8e9·2 = 16, 16, 8e9·12 = 96; reserve 2 + 0.05·128 = 8.4 → 136.4 GB.
    QTest::newRow("ddp 1 node") << static_cast<int>(model::Strategy::Ddp) << 1 << 16.0 << 16.0 << 96.0 << 136.4
                                << false;
    // ZeRO-1 at d = 8: optimizer 96/8 = 12; 16 + 16 + 12 = 44, reserve 2 + 2.2 → 48.2 GB.
    QTest::newRow("zero1 1 node") << static_cast<int>(model::Strategy::Zero1) << 1 << 16.0 << 16.0 << 12.0 << 48.2
                                  << true;
    // ZeRO-3 at d = 8: 2 + 2 + 12 = 16, reserve 2 + 0.8 → 18.8 GB.
    QTest::newRow("zero3 1 node") << static_cast<int>(model::Strategy::Zero3) << 1 << 2.0 << 2.0 << 12.0 << 18.8
                                  << true;
    // ZeRO-3 at d = 16: 1 + 1 + 6 = 8, reserve 2 + 0.4 → 10.4 GB.
    QTest::newRow("zero3 2 nodes") << static_cast<int>(model::Strategy::Zero3) << 2 << 1.0 << 1.0 << 6.0 << 10.4
                                   << true;
}

void TestScalingPanel::memoryAgainstCapacity()
{
    QFETCH(int, strategy);
    QFETCH(int, nodes);
    QFETCH(double, weightsGB);
    QFETCH(double, gradientsGB);
    QFETCH(double, optimizerGB);
    QFETCH(double, totalGB);
    QFETCH(bool, fits);
    views::ScalingPanel panel;
    model::PlanSpec spec = fabricPlan(static_cast<model::Strategy>(strategy));
    spec.nodes = {1, 2, 4};
    spec.memory = model::MemoryJob{};
    const model::Evaluation ev = evaluate(spec);
    QVERIFY(ev.ok());
    QCOMPARE(ev.memory.size(), ev.options.size());
    panel.setPlan(spec, ev);
    QVERIFY(panel.memoryChart()->isVisibleTo(&panel));

    const std::size_t index = nodes == 1 ? 0 : 1;
    const double tol = 1e-9; // GB; the figures are sums of exact products
    auto *weights = plottable<QCPBars>(panel.memoryChart(), "weightsBars");
    auto *gradients = plottable<QCPBars>(panel.memoryChart(), "gradientsBars");
    auto *optimizer = plottable<QCPBars>(panel.memoryChart(), "optimizerBars");
    auto *activations = plottable<QCPBars>(panel.memoryChart(), "activationsBars");
    auto *reserve = plottable<QCPBars>(panel.memoryChart(), "reserveBars");
    QVERIFY(weights && gradients && optimizer && activations && reserve);
    QCOMPARE(reserve->barBelow(), activations);
    QCOMPARE(gradients->barBelow(), weights);
    const auto at = [index](QCPBars *bars) { return values(bars)[static_cast<qsizetype>(index)]; };
    QVERIFY2(near(at(weights), weightsGB, tol), qPrintable(QString::number(at(weights), 'g', 17)));
    QVERIFY2(near(at(gradients), gradientsGB, tol), qPrintable(QString::number(at(gradients), 'g', 17)));
    QVERIFY2(near(at(optimizer), optimizerGB, tol), qPrintable(QString::number(at(optimizer), 'g', 17)));
    QVERIFY(near(at(activations), 0.0, tol));
    const double stack = at(weights) + at(gradients) + at(optimizer) + at(activations) + at(reserve);
    QVERIFY2(near(stack, totalGB, tol), qPrintable(QString::number(stack, 'g', 17)));

    // The capacity line: 80 GiB = 85.899345920 GB.
    auto *capacity = plottable<QCPGraph>(panel.memoryChart(), "capacityLine");
    QVERIFY(capacity != nullptr);
    for (double v : values(capacity)) {
        QVERIFY2(near(v, 80.0 * 1.073741824, 1e-9), qPrintable(QString::number(v, 'g', 17)));
    }
    QCOMPARE(ev.memory[index].fits, fits);
    // One red mark per option that does not fit (DDP: every node count, it never shards).
    int missing = 0;
    for (const model::MemoryBreakdown &m : ev.memory) {
        missing += m.fits ? 0 : 1;
    }
    QCOMPARE(marks(panel.memoryChart()), missing);
    if (!fits) {
        QCOMPARE(missing, 3);
        QVERIFY(!ev.smallestFittingNodes.has_value());
        // The note names the strategy that would fit at one node: ZeRO-1 already does (48.2 GB).
        QVERIFY2(panel.memoryNote()->text().contains(QStringLiteral("ZeRO-1 would fit")),
                 qPrintable(panel.memoryNote()->text()));
    } else {
        QCOMPARE(ev.smallestFittingNodes, std::optional<int>(1));
        QVERIFY2(panel.memoryNote()->text().contains(QStringLiteral("smallest node count that fits is <b>1</b>")),
                 qPrintable(panel.memoryNote()->text()));
    }
}

void TestScalingPanel::memoryWithoutFabricModel()
{
    // The memory check alone: the efficiency table's curve, memory bars, no step chart.
    views::ScalingPanel panel;
    model::PlanSpec spec = model::examplePlan();
    spec.memory = model::MemoryJob{};
    spec.memory->parameters = 8e9;
    const model::Evaluation ev = evaluate(spec);
    QVERIFY(ev.ok());
    panel.setPlan(spec, ev);
    QVERIFY(panel.showsCharts());
    QVERIFY(!panel.stepChart()->isVisibleTo(&panel));
    QVERIFY(panel.memoryChart()->isVisibleTo(&panel));
    auto *table = plottable<QCPGraph>(panel.efficiencyChart(), "tableCurve");
    QVERIFY(table != nullptr);
    QCOMPARE(table->pen().style(), Qt::SolidLine);
    // The table's points themselves: 1 → 100 %, 2 → 85 %, 4 → 75 %.
    QCOMPARE(table->data()->findBegin(2.0, false)->value, 0.85);
    QCOMPARE(table->data()->findBegin(4.0, false)->value, 0.75);
    QVERIFY(plottable<QCPGraph>(panel.efficiencyChart(), "fabricCurve") == nullptr);
    QCOMPARE(marks(panel.memoryChart()), 3); // DDP on every node count: 136.4 GB
}

void TestScalingPanel::invalidEvaluationKeepsTheFigures()
{
    views::ScalingPanel panel;
    const model::PlanSpec spec = fabricPlan();
    panel.setPlan(spec, evaluate(spec));
    const QVector<double> before = values(plottable<QCPBars>(panel.stepChart(), "computeBars"));
    model::PlanSpec broken = spec;
    broken.fabric->tensorParallel = 3; // does not divide 8 GPUs
    const model::Evaluation bad = evaluate(broken);
    QVERIFY(!bad.ok());
    panel.setPlan(broken, bad);
    QVERIFY(panel.showsCharts());
    QCOMPARE(values(plottable<QCPBars>(panel.stepChart(), "computeBars")), before);
    QVERIFY(!panel.stepChart()->isEnabled()); // greyed until the inputs are valid again
    panel.setPlan(spec, evaluate(spec));
    QVERIFY(panel.stepChart()->isEnabled());
}

void TestScalingPanel::wiredIntoTheMainWindow()
{
    // The integration as the main window will do it: one more results tab, fed with every
    // evaluation. Then the example plan, and a live edit in the inputs.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    data::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    views::MainWindow window(m_catalog, settings);
    views::PlanController *controller = window.controller();
    controller->setTodayIso(QString::fromLatin1(kToday));
    auto *panel = new views::ScalingPanel;
    const int tab = window.resultsPanel()->addTab(panel);
    window.resultsPanel()->setTabText(tab, QStringLiteral("Scaling"));
    connect(controller, &views::PlanController::evaluated, panel,
            [panel, controller](const model::Evaluation &ev) { panel->setPlan(controller->spec(), ev); });
    panel->setPlan(controller->spec(), controller->evaluation());
    QVERIFY(!panel->showsCharts()); // the seed example uses the efficiency table

    QVERIFY(window.openFile(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/fabric-zero3.plan.json")));
    QVERIFY(controller->evaluation().ok());
    QVERIFY(panel->showsCharts());
    QCOMPARE(panel->residualsTable()->rowCount(), 2);
    QVERIFY(panel->memoryChart()->isVisibleTo(panel));
    QCOMPARE(marks(panel->memoryChart()), 0); // ZeRO-3 fits on every node count
    window.resultsPanel()->tabs()->setCurrentIndex(tab);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50);
    QVERIFY(window.grab().toImage().save(QDir::temp().filePath(QStringLiteral("mainwindow-scaling-offscreen.png"))));

    // DDP in the inputs: 8B with unsharded Adam states does not fit any option; the chart follows.
    auto *strategy = window.findChild<QComboBox *>(QStringLiteral("strategyCombo"));
    QVERIFY(strategy != nullptr);
    strategy->setCurrentIndex(0);
    QVERIFY(controller->evaluation().ok());
    QCOMPARE(marks(panel->memoryChart()), 4);
    QVERIFY(panel->summaryLabel()->text().contains(QStringLiteral("DDP")));
    QTest::qWait(50);
    QVERIFY(
        window.grab().toImage().save(QDir::temp().filePath(QStringLiteral("mainwindow-scaling-ddp-offscreen.png"))));
    controller->undoStack()->setClean(); // nothing to ask about on close
}

void TestScalingPanel::screenshot()
{
    // A look at the whole tab with every part on: ZeRO-3, two measured runs, the memory check.
    views::ScalingPanel panel;
    model::PlanSpec spec = fabricPlan(model::Strategy::Zero3);
    spec.nodes = {1, 2, 4, 8, 16};
    spec.measurements = {{1, 70000.0}, {2, 130000.0}};
    model::MemoryJob memory;
    memory.hiddenSize = 4096;
    memory.layers = 32;
    memory.attentionHeads = 32;
    memory.sequenceLength = 4096.0;
    spec.memory = memory;
    const model::Evaluation ev = evaluate(spec);
    QVERIFY(ev.ok());
    panel.setPlan(spec, ev);
    QVERIFY(panel.showsCharts());
    panel.resize(1100, 760);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTest::qWait(50); // the queued replots
    const QImage image = panel.grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(QDir::temp().filePath(QStringLiteral("scalingpanel-offscreen.png"))));
}

QTEST_MAIN(TestScalingPanel)
#include "tst_scalingpanel.moc"
