// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The scaling model's inputs, driven like a user would: the model choice sets PlanSpec::fabric and
// the options' efficiency then comes from the fabric sweep; typing is one undo step per field;
// measured runs calibrate; the memory check adds memory per GPU; undo writes back without edits;
// issues land at their fields.
#include "InputsDriving.h"
#include "data/store/CatalogStore.h"
#include "views/inputs/FabricInputs.h"
#include "views/inputs/MemoryInputs.h"
#include "model/plan/PlanFields.h"
#include "views/inputs/InputsPanel.h"
#include "views/main/PlanController.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <cmath>
#include <memory>

using namespace capplan;
using testing::click;
using testing::typeInto;

namespace {

// The model of docs/sources.md, s2-azureml-compute as the workload: 2e9 tokens of an 8B model at
// 40 % MFU, so the fabric model takes parameters and the one-node rate from it.
model::PlanSpec mfuPlan(const std::string &sku = "Standard_ND96isr_H100_v5")
{
    model::PlanSpec spec = model::examplePlan();
    spec.sku = sku;
    spec.pricePerNodeHour.reset();
    spec.workload = model::TokenMfuWorkload{2e9, 8e9, 0.4};
    spec.nodes = {1, 2, 4};
    return spec;
}

// Qt Test delivers a click where the widget is in its window: scroll it into view first.
} // namespace

class TestFabricInputs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void switchingToTheFabricModel();
    void ncclTestsSetTheBusBandwidth();
    void ncclTestsFromTheField_data();
    void ncclTestsFromTheField();
    void infiniBandAgainstEthernet_data();
    void infiniBandAgainstEthernet();
    void typingIsOneUndoStep();
    void undoWritesBackWithoutEdits();
    void measuredRunsCalibrate();
    void measurementIssuesAreMarked();
    void memoryCheck();
    void issuesLandAtTheirFields();
    void everyPlanFieldHasALabel();
    void measuredBusIssueNamesItsField();
    void oneMessagePerField();
    void tabOrderAndMnemonics();
    void priceKindAndDiscount();
    void screenshot();

private:
    void open(const model::PlanSpec &spec);
    views::FabricInputs *fabric() const
    {
        return m_panel->findChild<views::FabricInputs *>(QStringLiteral("fabricInputs"));
    }
    views::MemoryInputs *memory() const
    {
        return m_panel->findChild<views::MemoryInputs *>(QStringLiteral("memoryGroup"));
    }
    const model::PlanSpec &spec() const { return m_controller->spec(); }
    const model::Evaluation &evaluation() const { return m_controller->evaluation(); }

    model::Catalog m_catalog;
    std::unique_ptr<views::PlanController> m_controller;
    std::unique_ptr<views::InputsPanel> m_panel;
};

void TestFabricInputs::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = data::CatalogStore::embeddedDefault().value();
}

void TestFabricInputs::init()
{
    m_controller = std::make_unique<views::PlanController>(m_catalog);
    m_controller->setTodayIso(QStringLiteral("2026-11-30"));
    m_panel = std::make_unique<views::InputsPanel>(m_controller.get());
    // As the main window does: issues go back to the inputs after each evaluation.
    connect(m_controller.get(), &views::PlanController::evaluated, m_panel.get(),
            [this](const model::Evaluation &ev) { m_panel->setIssues(ev.issues); });
    m_panel->resize(520, 900);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    open(mfuPlan());
}

void TestFabricInputs::cleanup()
{
    m_panel.reset();
    m_controller.reset();
}

void TestFabricInputs::open(const model::PlanSpec &spec)
{
    m_controller->reset(spec);
    QVERIFY(evaluation().ok());
}

void TestFabricInputs::switchingToTheFabricModel()
{
    views::FabricInputs *inputs = fabric();
    QVERIFY(inputs != nullptr);
    auto *table = m_panel->findChild<QWidget *>(QStringLiteral("efficiencyTable"));
    QVERIFY(table->isVisible());
    QVERIFY(!inputs->strategyCombo()->isVisible());
    QVERIFY(!spec().fabric.has_value());

    inputs->modelCombo()->setCurrentIndex(1);
    QVERIFY(spec().fabric.has_value());
    QCOMPARE(*spec().fabric, views::FabricInputs::defaultFabricJob());
    QCOMPARE(spec().fabric->globalBatchTokens, 4194304.0);
    QCOMPARE(spec().fabric->sequenceLength, 4096.0);
    QVERIFY(spec().fabric->strategy == model::Strategy::Ddp);
    QCOMPARE(m_controller->undoStack()->count(), 1);
    QCOMPARE(m_controller->undoStack()->undoText(), QStringLiteral("Change scaling model"));
    QVERIFY(inputs->strategyCombo()->isVisible());
    QVERIFY(!table->isVisible()); // the table is not the scaling model any more

    // The options' efficiency is the fabric sweep's, option by option.
    const model::Evaluation &ev = evaluation();
    QVERIFY(ev.ok());
    QVERIFY(ev.fabric.has_value());
    QCOMPARE(ev.fabricPoints.size(), ev.options.size());
    // (EfficiencyCurve interpolates in log2(nodes), exact at the points up to rounding.)
    for (std::size_t i = 0; i < ev.options.size(); ++i) {
        QVERIFY(std::abs(ev.options[i].efficiency - ev.fabricPoints[i].efficiency) <= 1e-12);
    }
    QVERIFY(ev.options[1].efficiency != 0.85); // not the table's 85 % at two nodes

    // Back to the table: the fabric block goes, the table comes back; switching to the fabric
    // model again restores what was set, not the defaults.
    inputs->strategyCombo()->setCurrentIndex(3); // ZeRO-3
    inputs->modelCombo()->setCurrentIndex(0);
    QVERIFY(!spec().fabric.has_value());
    QVERIFY(table->isVisible());
    QCOMPARE(evaluation().options[1].efficiency, 0.85);
    inputs->modelCombo()->setCurrentIndex(1);
    QVERIFY(spec().fabric->strategy == model::Strategy::Zero3);
}

void TestFabricInputs::infiniBandAgainstEthernet_data()
{
    QTest::addColumn<QString>("globalBatch"); // as typed; empty: the default 4,194,304 tokens
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("gap"); // ND's efficiency minus NC's at least this
    QTest::newRow("4M tokens, 2 nodes") << QString() << 2 << 0.0;
    QTest::newRow("4M tokens, 4 nodes") << QString() << 4 << 0.0;
    // The worst case of docs/sources.md, s2-azureml-compute, a small batch (16 sequences of 4096):
    // Ethernet makes two nodes barely faster than one.
    QTest::newRow("65,536 tokens, 2 nodes") << QStringLiteral("65536") << 2 << 0.3;
    QTest::newRow("65,536 tokens, 4 nodes") << QStringLiteral("65536") << 4 << 0.5;
}

void TestFabricInputs::infiniBandAgainstEthernet()
{
    // The fabric model's qualitative check (tst_fabric, ethernetLosesFarMoreThanInfiniBand) through
    // the GUI: the same model and batch on NC H100 v5 (Ethernet only, two GPUs per VM) loses far
    // more efficiency than on ND H100 v5 (one 400 Gb/s InfiniBand rail per GPU).
    QFETCH(QString, globalBatch);
    QFETCH(int, nodes);
    QFETCH(double, gap);
    const auto efficiencyOn = [&](const std::string &sku) {
        open(mfuPlan(sku));
        fabric()->modelCombo()->setCurrentIndex(1);
        if (!globalBatch.isEmpty()) {
            typeInto(fabric()->findChild<QDoubleSpinBox *>(QStringLiteral("globalBatchSpin")), globalBatch);
        }
        const model::Evaluation &ev = evaluation();
        for (std::size_t i = 0; ev.ok() && i < ev.options.size(); ++i) {
            if (ev.options[i].nodes == nodes) {
                // The option's efficiency is the sweep's.
                const bool same = std::abs(ev.options[i].efficiency - ev.fabricPoints[i].efficiency) <= 1e-12;
                return same ? ev.options[i].efficiency : -2.0;
            }
        }
        return -1.0;
    };
    const double nd = efficiencyOn("Standard_ND96isr_H100_v5");
    const double nc = efficiencyOn("Standard_NC80adis_H100_v5");
    QVERIFY2(nd > 0.0 && nc > 0.0, qPrintable(QStringLiteral("%1 %2").arg(nd).arg(nc)));
    // "Far more", as model/Fabric's own test puts it: at least five times the loss.
    const double ndLoss = 1.0 - nd;
    const double ncLoss = 1.0 - nc;
    QVERIFY2(ncLoss >= 5.0 * ndLoss && nd - nc >= gap,
             qPrintable(QStringLiteral("ND %1, NC %2 at %3 nodes").arg(nd).arg(nc).arg(nodes)));
}

void TestFabricInputs::typingIsOneUndoStep()
{
    views::FabricInputs *inputs = fabric();
    inputs->modelCombo()->setCurrentIndex(1);
    QUndoStack *stack = m_controller->undoStack();
    const model::PlanSpec before = spec();
    const int steps = stack->count();

    // A choice is one step.
    inputs->strategyCombo()->setCurrentIndex(3);
    QVERIFY(spec().fabric->strategy == model::Strategy::Zero3);
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Change parallel strategy"));

    // Typing: the tensor parallel degree, then "16" micro-batches: two keystrokes, one step.
    typeInto(inputs->tensorParallelSpin(), QStringLiteral("2"));
    QCOMPARE(spec().fabric->tensorParallel, 2);
    QCOMPARE(stack->count(), steps + 2);
    QCOMPARE(stack->undoText(), QStringLiteral("Change tensor parallel degree"));
    typeInto(inputs->microBatchesSpin(), QStringLiteral("16"));
    QCOMPARE(spec().fabric->microBatches, 16);
    QCOMPARE(stack->count(), steps + 3);
    QCOMPARE(stack->undoText(), QStringLiteral("Change micro-batches"));
    QVERIFY(evaluation().ok());

    // Leaving the field seals the step: typing there again is a step of its own.
    QTest::keyClick(inputs->microBatchesSpin(), Qt::Key_Return);
    typeInto(inputs->microBatchesSpin(), QStringLiteral("8"));
    QCOMPARE(stack->count(), steps + 4);

    stack->undo();
    QCOMPARE(spec().fabric->microBatches, 16);
    QCOMPARE(inputs->microBatchesSpin()->value(), 16);
    stack->undo();
    QCOMPARE(spec().fabric->microBatches, 1);
    QCOMPARE(inputs->microBatchesSpin()->value(), 1);
    stack->undo();
    QCOMPARE(spec().fabric->tensorParallel, 1);
    QCOMPARE(inputs->tensorParallelSpin()->value(), 1);
    stack->undo();
    QCOMPARE(spec(), before);
    QCOMPARE(inputs->strategyCombo()->currentIndex(), 0);
}

void TestFabricInputs::undoWritesBackWithoutEdits()
{
    views::FabricInputs *inputs = fabric();
    inputs->modelCombo()->setCurrentIndex(1);
    typeInto(inputs->pipelineParallelSpin(), QStringLiteral("2"));
    memory()->setChecked(true);
    QUndoStack *stack = m_controller->undoStack();
    QCOMPARE(stack->count(), 3);
    // Undoing every step writes each spec back into the widgets; none of that may become an edit
    // (the redo steps must survive).
    stack->undo();
    stack->undo();
    stack->undo();
    QCOMPARE(stack->count(), 3);
    QCOMPARE(stack->index(), 0);
    QVERIFY(stack->canRedo());
    QCOMPARE(inputs->modelCombo()->currentIndex(), 0);
    QVERIFY(!memory()->isChecked());
    stack->redo();
    stack->redo();
    QCOMPARE(inputs->pipelineParallelSpin()->value(), 2);
    QCOMPARE(stack->index(), 2);

    // Opening a plan replaces everything, with no edits either.
    model::PlanSpec other = mfuPlan();
    other.fabric = views::FabricInputs::defaultFabricJob();
    other.fabric->strategy = model::Strategy::Fsdp;
    other.fabric->overlap = 0.5;
    other.measurements = {{1, 60000.0}};
    m_controller->reset(other);
    QCOMPARE(stack->count(), 0);
    QCOMPARE(inputs->strategyCombo()->currentText(), QStringLiteral("FSDP (full shard)"));
    QCOMPARE(inputs->measurementsTable()->rowCount(), 1);
    auto *overlapDefault = inputs->findChild<QCheckBox *>(QStringLiteral("overlapDefaultCheck"));
    auto *overlap = inputs->findChild<QDoubleSpinBox *>(QStringLiteral("overlapSpin"));
    QVERIFY(!overlapDefault->isChecked());
    QCOMPARE(overlap->value(), 50.0);
    // Back to the strategy's default: the box shows it (90 % for FSDP) and is read-only.
    overlapDefault->setChecked(true);
    QVERIFY(!spec().fabric->overlap.has_value());
    QCOMPARE(overlap->value(), 90.0);
    QVERIFY(!overlap->isEnabled());
    QCOMPARE(stack->count(), 1);
}

void TestFabricInputs::measuredRunsCalibrate()
{
    views::FabricInputs *inputs = fabric();
    inputs->modelCombo()->setCurrentIndex(1);
    QTableWidget *table = inputs->measurementsTable();
    QVERIFY(table->isVisible());

    // The first run is one node, at the model's own one-node rate.
    click(inputs->addMeasurementButton());
    QCOMPARE(spec().measurements.size(), std::size_t(1));
    QCOMPARE(spec().measurements[0].nodes, 1);
    QVERIFY(spec().measurements[0].tokensPerSecond > 0.0);
    QVERIFY(evaluation().ok());
    QVERIFY(evaluation().calibration.has_value());
    QVERIFY(evaluation().calibration->status == model::CalibrationStatus::OnePoint);

    // Type what was measured, as the cell editor commits it.
    table->item(0, 1)->setData(Qt::EditRole, 80000.0);
    QCOMPARE(spec().measurements[0].tokensPerSecond, 80000.0);
    click(inputs->addMeasurementButton());
    QCOMPARE(spec().measurements.size(), std::size_t(2));
    QCOMPARE(spec().measurements[1].nodes, 2);
    table->item(1, 1)->setData(Qt::EditRole, 140000.0);
    QCOMPARE(spec().measurements[1].tokensPerSecond, 140000.0);
    QVERIFY(evaluation().ok());
    QVERIFY(evaluation().calibration->status == model::CalibrationStatus::BandwidthOnly);
    QCOMPARE(evaluation().calibration->points.size(), std::size_t(2));
    QCOMPARE(m_controller->undoStack()->undoText(), QStringLiteral("Change measured runs"));

    // Delete removes the selected run.
    table->setFocus();
    table->selectRow(0);
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(spec().measurements.size(), std::size_t(1));
    QCOMPARE(spec().measurements[0].nodes, 2);
    QVERIFY(evaluation().calibration->status == model::CalibrationStatus::OnePoint);
    // … and undo brings it back, in the table too.
    m_controller->undoStack()->undo();
    QCOMPARE(spec().measurements.size(), std::size_t(2));
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(0, 1)->data(Qt::EditRole).toDouble(), 80000.0);
    // The remove button does the same.
    table->selectRow(1);
    click(inputs->removeMeasurementButton());
    QCOMPARE(spec().measurements, (std::vector<model::Measurement>{{1, 80000.0}}));
}

void TestFabricInputs::measurementIssuesAreMarked()
{
    views::FabricInputs *inputs = fabric();
    inputs->modelCombo()->setCurrentIndex(1);
    click(inputs->addMeasurementButton());
    click(inputs->addMeasurementButton());
    QTableWidget *table = inputs->measurementsTable();
    // The second run names one node again, and the first measured nothing.
    table->item(1, 0)->setData(Qt::EditRole, 1);
    table->item(0, 1)->setData(Qt::EditRole, 0.0);
    QVERIFY(!evaluation().ok());
    const QStringList messages = m_panel->issueMessages();
    QVERIFY2(messages.filter(QStringLiteral("Measured run 2")).size() == 1, qPrintable(messages.join(u'\n')));
    QVERIFY2(messages.filter(QStringLiteral("Measured run 1")).size() == 1, qPrintable(messages.join(u'\n')));
    // The cells with the problem are marked, the others are not.
    QVERIFY(table->item(1, 0)->data(Qt::BackgroundRole).isValid());
    QVERIFY(table->item(0, 1)->data(Qt::BackgroundRole).isValid());
    QVERIFY(!table->item(0, 0)->data(Qt::BackgroundRole).isValid());
    QVERIFY(!table->item(1, 1)->data(Qt::BackgroundRole).isValid());
    QVERIFY(!table->styleSheet().isEmpty()); // the table itself is marked like any field
    // Fixed: the marks go.
    table->item(1, 0)->setData(Qt::EditRole, 2);
    table->item(0, 1)->setData(Qt::EditRole, 80000.0);
    QVERIFY(evaluation().ok());
    QVERIFY(!table->item(1, 0)->data(Qt::BackgroundRole).isValid());
    QVERIFY(table->styleSheet().isEmpty());
}

void TestFabricInputs::memoryCheck()
{
    views::MemoryInputs *group = memory();
    QVERIFY(group != nullptr);
    QVERIFY(!group->isChecked());
    QVERIFY(evaluation().memory.empty());

    // Checked: the plan gets a memory block and every option its memory per GPU. As in
    // docs/sources.md, s1-infiniband-trap: an 8B model with DDP on one ND H100 v5 node does not fit
    // 80 GB (128 GB of model states).
    group->setChecked(true);
    QVERIFY(spec().memory.has_value());
    QCOMPARE(m_controller->undoStack()->undoText(), QStringLiteral("Change memory check"));
    QVERIFY(evaluation().ok());
    QCOMPARE(evaluation().memory.size(), evaluation().options.size());
    QCOMPARE(evaluation().memory[0].dataParallel, 8);
    QVERIFY(!evaluation().memory[0].fits);
    QVERIFY(std::abs(evaluation().memory[0].modelStatesGB() - 128.0) <= 1e-9);
    bool doesNotFit = false;
    for (const model::Finding &f : evaluation().findings) {
        doesNotFit = doesNotFit || f.code == model::FindingCode::DoesNotFit;
    }
    QVERIFY(doesNotFit);

    // ZeRO-3 through the fabric model's strategy: it fits across the node's 8 GPUs.
    fabric()->modelCombo()->setCurrentIndex(1);
    fabric()->strategyCombo()->setCurrentIndex(3);
    QVERIFY(evaluation().ok());
    QVERIFY(evaluation().memory[0].fits);
    QVERIFY(std::abs(evaluation().memory[0].modelStatesGB() - 16.0) <= 1e-9);

    // Typed fields merge; the hidden size is one step for four keystrokes.
    const int steps = m_controller->undoStack()->count();
    typeInto(group->hiddenSizeSpin(), QStringLiteral("4096"));
    QCOMPARE(spec().memory->hiddenSize, 4096);
    QCOMPARE(spec().memory->sequenceLength, 4096.0); // the fabric model's, so activations can be estimated
    QCOMPARE(m_controller->undoStack()->count(), steps + 1);
    // A hidden size needs layers: until they are typed the plan says so at the field.
    QVERIFY(!evaluation().ok());
    QVERIFY(m_panel->issueMessages().filter(QStringLiteral("Layers")).size() == 1);
    QVERIFY(!group->layersSpin()->styleSheet().isEmpty());
    typeInto(group->layersSpin(), QStringLiteral("32"));
    QVERIFY(evaluation().ok());
    QVERIFY(evaluation().memory[0].activationsGB > 0.0);
    QVERIFY(group->layersSpin()->styleSheet().isEmpty());

    // LoRA needs a rank: choosing it (in the workload's rows) starts at 16.
    auto *fineTuning = m_panel->findChild<QComboBox *>(QStringLiteral("fineTuningCombo"));
    QVERIFY(fineTuning != nullptr);
    QVERIFY(!group->isAncestorOf(fineTuning)); // a question of the workload, not of the memory check
    fineTuning->setCurrentIndex(1);
    QVERIFY(spec().memory->fineTuning == model::FineTuning::Lora);
    QCOMPARE(spec().memory->loraRank, 16);
    QVERIFY(evaluation().ok());

    // Unchecked: the block goes; checked again, it comes back as it was.
    group->setChecked(false);
    QVERIFY(!spec().memory.has_value());
    QVERIFY(evaluation().memory.empty());
    group->setChecked(true);
    QCOMPARE(spec().memory->hiddenSize, 4096);
    QVERIFY(spec().memory->fineTuning == model::FineTuning::Lora);
}

// Every path of the plan's field table has a label in the inputs: the form label of its widget,
// else the table's name, never the raw path (scaling.measured_bus_gbps showed its path).
void TestFabricInputs::everyPlanFieldHasALabel()
{
    for (const model::PlanFieldInfo &row : model::planFields()) {
        if (row.path.empty()) {
            continue;
        }
        const QString path = QString::fromStdString(std::string(row.path));
        const QString label = m_panel->labelForPath(path);
        QVERIFY2(!label.isEmpty() && label != path, qPrintable(path + QStringLiteral(" → ") + label));
    }
    QCOMPARE(m_panel->labelForPath(QStringLiteral("scaling.measured_bus_gbps")), QStringLiteral("Bus bandwidth in a VM"));
    QCOMPARE(m_panel->labelForPath(QStringLiteral("scaling.bucket_mb")), QStringLiteral("Gradient bucket size"));
    QCOMPARE(m_panel->labelForPath(QStringLiteral("deadline_hours")), QStringLiteral("Deadline"));
    QCOMPARE(m_panel->labelForPath(QStringLiteral("memory.parameters")), QStringLiteral("Parameters for memory"));
    QCOMPARE(m_panel->labelForPath(QStringLiteral("nodez")), QStringLiteral("nodez"));
}

// Node counts 1 … 5,000 against a limit of 4,096: 904 issues of one field give one message, with
// how many more there are, and one tooltip — not a list that covers the window.
void TestFabricInputs::oneMessagePerField()
{
    model::PlanSpec spec = mfuPlan();
    spec.nodes.clear();
    for (int n = 1; n <= 5000; ++n) {
        spec.nodes.push_back(n);
    }
    m_controller->reset(spec);
    QVERIFY(!evaluation().ok());
    QVERIFY(evaluation().issues.size() >= 904);
    const QStringList messages = m_panel->issueMessages();
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.front().endsWith(QStringLiteral("(and 903 more)")), qPrintable(messages.front()));
    auto *nodes = m_panel->findChild<QLineEdit *>(QStringLiteral("nodeCountsEdit"));
    QVERIFY(nodes != nullptr);
    QCOMPARE(nodes->toolTip(), messages.front());
}

void TestFabricInputs::measuredBusIssueNamesItsField()
{
    model::PlanSpec spec = mfuPlan();
    spec.fabric = views::FabricInputs::defaultFabricJob();
    spec.fabric->measuredBusGBps = 0.05; // below the 0.1 GB/s the model accepts
    m_controller->reset(spec);
    QVERIFY(!evaluation().ok());
    const QStringList messages = m_panel->issueMessages();
    QVERIFY2(messages.filter(QStringLiteral("Bus bandwidth in a VM:")).size() == 1, qPrintable(messages.join(u'\n')));
    QVERIFY2(messages.filter(QStringLiteral("scaling.measured_bus_gbps")).isEmpty(), qPrintable(messages.join(u'\n')));
    auto *bus = fabric()->findChild<QDoubleSpinBox *>(QStringLiteral("measuredBusSpin"));
    QVERIFY(!bus->styleSheet().isEmpty());
}

void TestFabricInputs::issuesLandAtTheirFields()
{
    views::FabricInputs *inputs = fabric();
    inputs->modelCombo()->setCurrentIndex(1);
    // t = 3 does not divide the 8 GPUs of the node.
    typeInto(inputs->tensorParallelSpin(), QStringLiteral("3"));
    QVERIFY(!evaluation().ok());
    const QStringList messages = m_panel->issueMessages();
    QVERIFY2(messages.filter(QStringLiteral("Tensor parallel:")).size() == 1, qPrintable(messages.join(u'\n')));
    QVERIFY(!inputs->tensorParallelSpin()->styleSheet().isEmpty());
    typeInto(inputs->tensorParallelSpin(), QStringLiteral("4"));
    QVERIFY(evaluation().ok());
    QVERIFY(inputs->tensorParallelSpin()->styleSheet().isEmpty());

    // A GPU-hours workload names neither parameters nor a rate: the fabric model asks for both.
    model::PlanSpec hours = model::examplePlan();
    hours.fabric = views::FabricInputs::defaultFabricJob();
    m_controller->reset(hours);
    QVERIFY(!evaluation().ok());
    auto *parameters = inputs->findChild<QDoubleSpinBox *>(QStringLiteral("fabricParametersSpin"));
    QCOMPARE(parameters->text(), QStringLiteral("from workload"));
    QVERIFY(!parameters->styleSheet().isEmpty());
    QVERIFY(m_panel->issueMessages().filter(QStringLiteral("Model parameters:")).size() == 1);
    typeInto(parameters, QStringLiteral("8B"));
    QCOMPARE(spec().fabric->parameters, 8e9);
    auto *rate = inputs->findChild<QDoubleSpinBox *>(QStringLiteral("fabricTokensPerGpuSecondSpin"));
    typeInto(rate, QStringLiteral("8200"));
    QCOMPARE(spec().fabric->tokensPerGpuSecond, 8200.0);
    QVERIFY(evaluation().ok());
}

void TestFabricInputs::tabOrderAndMnemonics()
{
    views::FabricInputs *inputs = fabric();
    inputs->modelCombo()->setCurrentIndex(1);
    QCoreApplication::processEvents();
    m_panel->activateWindow();
    QTRY_VERIFY(m_panel->isActiveWindow());
    // Tab follows the form: the model choice, then the strategy …
    inputs->modelCombo()->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), inputs->strategyCombo());
    // … from the gradient bytes into the measured runs and out of the table to its buttons …
    inputs->findChild<QDoubleSpinBox *>(QStringLiteral("gradientBytesSpin"))->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), inputs->measurementsTable());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), inputs->addMeasurementButton());
    // … and from the node counts to the folded sections' headers: the size's facts, the memory
    // check; opened, the memory check's box comes next.
    m_panel->findChild<QLineEdit *>(QStringLiteral("nodeCountsEdit"))->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("sizeFactsSectionHeader"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("memorySectionHeader"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), memory());
    // The two letters still free in the window: Alt+Z the global batch, Alt+Q the sequence length.
    QTest::keyClick(m_panel.get(), Qt::Key_Z, Qt::AltModifier);
    QVERIFY(inputs->findChild<QDoubleSpinBox *>(QStringLiteral("globalBatchSpin"))->hasFocus());
    QTest::keyClick(m_panel.get(), Qt::Key_Q, Qt::AltModifier);
    QVERIFY(inputs->findChild<QSpinBox *>(QStringLiteral("sequenceLengthSpin"))->hasFocus());
}

// The price area's kind and discount: one undoable edit each, the catalog's rate of the kind in
// the price box, the basis in the options' cost header, and a missing rate marked at the kind.
void TestFabricInputs::priceKindAndDiscount()
{
    auto *kind = m_panel->findChild<QComboBox *>(QStringLiteral("priceKindCombo"));
    auto *discount = m_panel->findChild<QDoubleSpinBox *>(QStringLiteral("discountSpin"));
    QVERIFY(kind != nullptr && discount != nullptr);
    QCOMPARE(kind->count(), 5);
    QCOMPARE(kind->currentText(), QStringLiteral("pay-as-you-go"));
    QCOMPARE(kind->itemText(2), QStringLiteral("3-year reservation"));
    QCOMPARE(kind->itemText(3), QStringLiteral("1-year savings plan"));
    QCOMPARE(discount->value(), 0.0);
    // A catalog with ND96isr H100 v5's 3-year reservation in East US (1,146,000 USD over
    // 26,280 h, tests/data/samples/prices-page1.json).
    model::Catalog catalog = m_catalog;
    model::Price reserved = *catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "USD");
    reserved.kind = model::PriceKind::Reservation;
    reserved.termYears = 3;
    reserved.perNodeHour.value = 1146000.0 / 26280.0;
    catalog.prices.push_back(reserved);
    m_controller->setCatalog(catalog);
    QUndoStack *stack = m_controller->undoStack();
    const int before = stack->count();
    kind->setCurrentIndex(2);
    QVERIFY(spec().priceKind == model::PlanPriceKind::Reservation);
    QCOMPARE(spec().priceTermYears, 3);
    QCOMPARE(stack->count(), before + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Change price kind"));
    QVERIFY(evaluation().ok());
    QVERIFY(std::abs(evaluation().pricePerNodeHour - 1146000.0 / 26280.0) < 1e-9);
    auto *price = m_panel->findChild<QDoubleSpinBox *>(QStringLiteral("priceSpin"));
    // The rate the plan uses, shown in the box as money: two decimals (43.6073 → 43.61).
    QCOMPARE(price->decimals(), 2);
    QVERIFY(std::abs(price->value() - 43.61) < 1e-9);
    // Typing a discount is one step, however many keys.
    typeInto(discount, QStringLiteral("12.5"));
    QCOMPARE(spec().discountPercent, 12.5);
    QCOMPARE(stack->count(), before + 2);
    QCOMPARE(stack->undoText(), QStringLiteral("Change discount"));
    QVERIFY(std::abs(evaluation().pricePerNodeHour - 1146000.0 / 26280.0 * 0.875) < 1e-9);
    // Undo writes back without new edits.
    stack->undo();
    QCOMPARE(discount->value(), 0.0);
    QCOMPARE(spec().discountPercent, 0.0);
    stack->undo();
    QCOMPARE(kind->currentIndex(), 0);
    QVERIFY(spec().priceKind == model::PlanPriceKind::PayAsYouGo);
    QCOMPARE(spec().priceTermYears, 0);
    QCOMPARE(stack->count(), before + 2);
    // The 1-year savings plan is not in this catalog: the issue is marked at the kind.
    kind->setCurrentIndex(3);
    QVERIFY(!evaluation().ok());
    QCOMPARE(QString::fromStdString(evaluation().issues.front().path), QStringLiteral("price_kind"));
    const QStringList messages = m_panel->issueMessages();
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.front().startsWith(QStringLiteral("Price: the catalog has no 1-year savings plan price")),
             qPrintable(messages.front()));
    QCOMPARE(m_panel->fieldForPath(QStringLiteral("price_kind")), kind);
    QCOMPARE(m_panel->fieldForPath(QStringLiteral("discount_percent")), discount);
}

void TestFabricInputs::screenshot()
{
    // The inputs with the fabric model, two runs and the memory check on.
    model::PlanSpec spec = mfuPlan();
    spec.fabric = views::FabricInputs::defaultFabricJob();
    spec.fabric->strategy = model::Strategy::Zero3;
    spec.measurements = {{1, 80000.0}, {2, 150000.0}};
    spec.memory = model::MemoryJob{};
    spec.memory->hiddenSize = 4096;
    spec.memory->layers = 32;
    spec.memory->sequenceLength = 4096.0;
    m_controller->reset(spec);
    QVERIFY(evaluation().ok());
    m_panel->resize(520, 1900);
    QTest::qWait(50);
    const QImage image = m_panel->grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(QDir::temp().filePath(QStringLiteral("fabricinputs-offscreen.png"))));
}

void TestFabricInputs::ncclTestsSetTheBusBandwidth()
{
    auto *fabric = m_panel->findChild<views::FabricInputs *>();
    QVERIFY(fabric != nullptr);
    // One ND H100 v5 VM measured with all_reduce_perf: 478.87 GB/s at 8 GB messages.
    QVERIFY(fabric->importNcclTests(QStringLiteral(CAPPLAN_SOURCE_DIR
                                                   "/tests/data/samples/nccl/all_reduce_perf_nd_h100_v5_1node.txt")));
    QVERIFY(spec().fabric.has_value());
    QVERIFY(std::abs(spec().fabric->measuredBusGBps.value_or(0.0) - 478.87) < 1e-9);
    QVERIFY(evaluation().ok());
    QCOMPARE(evaluation().fabricFacts.measuredIntraNodeBusGBps.value_or(0.0), spec().fabric->measuredBusGBps.value());
    auto *spin = m_panel->findChild<QDoubleSpinBox *>(QStringLiteral("measuredBusSpin"));
    QVERIFY(spin != nullptr);
    QVERIFY(std::abs(spin->value() - 478.9) < 0.06);
    // One undo step takes it back to the size's default.
    m_controller->undoStack()->undo();
    QVERIFY(!spec().fabric || !spec().fabric->measuredBusGBps);
}

// Real outputs (tests/data/samples/real/nccl-tests, README there): an all_reduce_perf run under
// mpirun --tag-output sets the bus bandwidth; all_gather_perf's and broadcast_perf's are refused
// with a message naming them, and the plan stays as it was.
void TestFabricInputs::ncclTestsFromTheField_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("gbps");     // 0: refused
    QTest::addColumn<QString>("message"); // what the refusal says
    QTest::newRow("real: EKS EFA, mpirun --tag-output")
        << "aws-eks-efa-t4-2node_mpirun-tag-output_nccl-2.12.txt" << 3.12 << "";
    QTest::newRow("derived: all_gather_perf")
        << "derived_k8s-mpijob-h100-2node-16gpu_all_gather.txt" << 0.0
        << "this is an all_gather_perf output; the bus bandwidth of the plan is all-reduce's: run all_reduce_perf";
    QTest::newRow("derived: broadcast_perf")
        << "derived_oci-oke-a100-2node-16gpu_mpimaster_broadcast.txt" << 0.0
        << "this is a broadcast_perf output; the bus bandwidth of the plan is all-reduce's: run all_reduce_perf";
}

void TestFabricInputs::ncclTestsFromTheField()
{
    QFETCH(QString, file);
    QFETCH(double, gbps);
    QFETCH(QString, message);
    auto *fabric = m_panel->findChild<views::FabricInputs *>();
    QVERIFY(fabric != nullptr);
    const QString path = QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/real/nccl-tests/") + file;
    const std::optional<double> before = spec().fabric ? spec().fabric->measuredBusGBps : std::nullopt;
    QString shown;
    bool boxSeen = false;
    if (gbps == 0.0) {
        QTimer::singleShot(0, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box != nullptr);
            boxSeen = true;
            shown = box->text();
            box->button(QMessageBox::Ok)->click();
        });
    }
    const bool taken = fabric->importNcclTests(path);
    QCOMPARE(taken, gbps > 0.0);
    if (taken) {
        QVERIFY(std::abs(spec().fabric->measuredBusGBps.value_or(0.0) - gbps) < 1e-9);
        m_controller->undoStack()->undo();
    } else {
        QVERIFY(boxSeen);
        QCOMPARE(shown, path + QStringLiteral(": ") + message);
        QCOMPARE(spec().fabric ? spec().fabric->measuredBusGBps : std::nullopt, before);
    }
}

QTEST_MAIN(TestFabricInputs)
#include "tst_fabricinputs.moc"
