// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The layout inputs (views/inputs/LayoutInputs.h), driven like a user would: checking the group
// with a model sets PlanSpec::layout and the step-time model prices the options; the
// data-parallel degree and the step and memory split follow every edit; one undo step per field;
// without a model the group is off.
#include "data/store/CatalogStore.h"
#include "views/inputs/InputsPanel.h"
#include "views/inputs/LayoutInputs.h"
#include "views/main/PlanController.h"

#include <QApplication>
#include <QComboBox>
#include <QStandardItemModel>
#include <QGroupBox>
#include <QLabel>
#include <QPixmap>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>
#include <memory>

using namespace capplan;

class TestLayoutInputs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void checkingPricesFromTheModel();
    void dataParallelDegreeFollows();
    void needsAModel();
    void fabricBlockConverts();
    void fineTuningIsTheWorkloads();
    void choicesFollowTheStack();

private:
    views::LayoutInputs *layout() const
    {
        return m_panel->findChild<views::LayoutInputs *>(QStringLiteral("layoutGroup"));
    }
    const model::PlanSpec &spec() const { return m_controller->spec(); }
    model::Catalog m_catalog;
    std::unique_ptr<views::PlanController> m_controller;
    std::unique_ptr<views::InputsPanel> m_panel;
};

namespace {
model::PlanSpec modelPlan()
{
    model::PlanSpec spec = model::examplePlan();
    spec.pricePerNodeHour.reset();
    model::ModelChoice choice;
    choice.source = model::ModelSource::Preset;
    choice.preset = "llama-3.1-8b";
    spec.model = choice;
    spec.workload = model::TokenMfuWorkload{2e9, 0.0, 0.4};
    spec.nodes = {1, 2, 3, 4};
    return spec;
}
} // namespace

void TestLayoutInputs::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = data::CatalogStore::embeddedDefault().value();
}

void TestLayoutInputs::init()
{
    m_controller = std::make_unique<views::PlanController>(m_catalog);
    m_controller->setTodayIso(QStringLiteral("2026-11-30"));
    m_panel = std::make_unique<views::InputsPanel>(m_controller.get());
    m_panel->resize(520, 900);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    m_controller->reset(modelPlan());
    QVERIFY(m_controller->evaluation().ok());
}

void TestLayoutInputs::cleanup()
{
    m_panel.reset();
    m_controller.reset();
}

void TestLayoutInputs::checkingPricesFromTheModel()
{
    views::LayoutInputs *group = layout();
    QVERIFY(group != nullptr);
    QVERIFY(group->isEnabled());
    QVERIFY(!group->isChecked());
    group->setChecked(true);
    QVERIFY(spec().layout.has_value());
    const auto *tokens = std::get_if<model::TokenMfuWorkload>(&spec().workload);
    QVERIFY(tokens != nullptr);
    QCOMPARE(tokens->mfu, 0.0); // tokens alone: the rate is the model's
    const model::Evaluation &ev = m_controller->evaluation();
    QVERIFY2(ev.ok(), ev.issues.empty() ? "" : ev.issues.front().path.c_str());
    QCOMPARE(ev.steps.size(), ev.options.size());
    QVERIFY(!ev.steps.empty());
    auto *split = group->findChild<QLabel *>(QStringLiteral("layoutSplitLabel"));
    QVERIFY2(split->text().contains(QStringLiteral("</b>: step ")), qPrintable(split->text()));
    QVERIFY(split->text().contains(QStringLiteral("GB per GPU")));
    QCOMPARE(m_controller->undoStack()->count(), 1);
    // For a look at it: CAPPLAN_SCREENSHOT_DIR=/tmp saves the group as a PNG.
    if (const QByteArray dir = qgetenv("CAPPLAN_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QCoreApplication::processEvents();
        group->adjustSize();
        QVERIFY(group->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/layout-inputs.png")));
    }
}

void TestLayoutInputs::dataParallelDegreeFollows()
{
    views::LayoutInputs *group = layout();
    group->setChecked(true);
    auto *tensor = group->findChild<QSpinBox *>(QStringLiteral("layoutTensorSpin"));
    tensor->setValue(2);
    QCOMPARE(spec().layout->tensorParallel, 2);
    auto *degree = group->findChild<QLabel *>(QStringLiteral("layoutDataParallelLabel"));
    // 8 GPUs per node, t = 2: d = 4 per node.
    QVERIFY2(degree->text().contains(QStringLiteral("1 node → d = 4")), qPrintable(degree->text()));
    QVERIFY2(degree->text().contains(QStringLiteral("2 nodes → d = 8")), qPrintable(degree->text()));
    QCOMPARE(m_controller->undoStack()->count(), 2);
    m_controller->undoStack()->undo();
    QCOMPARE(spec().layout->tensorParallel, 1);
    QCOMPARE(tensor->value(), 1);
}

void TestLayoutInputs::needsAModel()
{
    model::PlanSpec spec = modelPlan();
    spec.model.reset();
    spec.workload = model::TokenMfuWorkload{2e9, 8e9, 0.4};
    m_controller->reset(spec);
    QVERIFY(!layout()->isEnabled());
}

void TestLayoutInputs::fabricBlockConverts()
{
    model::PlanSpec spec = modelPlan();
    model::FabricJob fabric;
    fabric.strategy = model::Strategy::Zero3;
    fabric.globalBatchTokens = 4194304.0;
    fabric.sequenceLength = 4096.0;
    spec.fabric = fabric;
    spec.efficiency.clear();
    m_controller->reset(spec);
    layout()->setChecked(true);
    QVERIFY(spec.fabric.has_value());
    QVERIFY(!this->spec().fabric.has_value());
    QVERIFY(this->spec().layout->strategy == model::Strategy::Zero3);
    QCOMPARE(this->spec().layout->globalBatchSequences, 1024);
    QVERIFY(m_controller->evaluation().ok());
}


// Full, LoRA or QLoRA is asked once, in the workload's rows: without a layout the answer goes to
// the memory block (which the planner's layouts read), with one to the layout; an error at either
// path names the one field. Without a model or a memory check nothing reads it: hidden.
void TestLayoutInputs::fineTuningIsTheWorkloads()
{
    auto *kind = m_panel->findChild<QComboBox *>(QStringLiteral("fineTuningCombo"));
    auto *rank = m_panel->findChild<QSpinBox *>(QStringLiteral("loraRankSpin"));
    QVERIFY(kind != nullptr && rank != nullptr);
    auto *workload = qobject_cast<QGroupBox *>(kind->parentWidget());
    QVERIFY(workload != nullptr);
    QVERIFY(workload->isAncestorOf(m_panel->findChild<QWidget *>(QStringLiteral("workloadKind"))));
    QVERIFY(!layout()->isAncestorOf(kind));
    QVERIFY(kind->isVisibleTo(m_panel.get()));
    QVERIFY(!rank->isEnabled()); // full training has no adapter

    // No layout: the memory block keeps it, LoRA starts at rank 16, one undo step.
    const int steps = m_controller->undoStack()->count();
    kind->setCurrentIndex(kind->findData(static_cast<int>(model::FineTuning::Lora)));
    QVERIFY(spec().memory.has_value());
    QVERIFY(spec().memory->fineTuning == model::FineTuning::Lora);
    QCOMPARE(spec().memory->loraRank, 16);
    QVERIFY(rank->isEnabled());
    QCOMPARE(m_controller->undoStack()->count(), steps + 1);
    QCOMPARE(m_panel->fieldForPath(QStringLiteral("memory.fine_tuning")), kind);
    QCOMPARE(m_panel->fieldForPath(QStringLiteral("memory.lora_rank")), rank);

    // With a layout the layout keeps it, and the same rows show and edit it.
    model::PlanSpec withLayout = modelPlan();
    model::Layout l;
    l.globalBatchSequences = 512;
    l.sequenceLength = 4096;
    l.fineTuning = model::FineTuning::Qlora;
    l.loraRank = 8;
    withLayout.layout = l;
    withLayout.workload = model::TokenMfuWorkload{2e9, 0.0, 0.0};
    m_controller->reset(withLayout);
    QVERIFY(m_controller->evaluation().ok());
    QCOMPARE(kind->currentData().toInt(), static_cast<int>(model::FineTuning::Qlora));
    QCOMPARE(rank->value(), 8);
    rank->setValue(32);
    QCOMPARE(spec().layout->loraRank, 32);
    kind->setCurrentIndex(kind->findData(static_cast<int>(model::FineTuning::Full)));
    QVERIFY(spec().layout->fineTuning == model::FineTuning::Full);
    QVERIFY(!spec().memory.has_value());
    QVERIFY(!rank->isEnabled());
    QCOMPARE(m_panel->fieldForPath(QStringLiteral("layout.fine_tuning")), kind);
    QCOMPARE(m_panel->labelForPath(QStringLiteral("layout.lora_rank")), QStringLiteral("LoRA rank"));

    // Neither a model nor a memory check: nothing reads it.
    model::PlanSpec bare = model::examplePlan();
    m_controller->reset(bare);
    QVERIFY(!kind->isVisibleTo(m_panel.get()));
    QVERIFY(!rank->isVisibleTo(m_panel.get()));
}

// The layout section offers what the layout's stack runs (the stack table): Megatron-Core has no
// ZeRO-3 or FSDP and no QLoRA, DeepSpeed's pipeline no virtual stages; those choices are disabled
// with the reason, and come back with a stack that runs them.
void TestLayoutInputs::choicesFollowTheStack()
{
    model::PlanSpec spec = modelPlan();
    model::Layout l;
    l.globalBatchSequences = 512;
    l.sequenceLength = 4096;
    l.stack = model::Stack::Megatron;
    l.strategy = model::Strategy::Zero1;
    spec.layout = l;
    spec.workload = model::TokenMfuWorkload{2e9, 0.0, 0.0};
    m_controller->reset(spec);
    QVERIFY(m_controller->evaluation().ok());
    auto *strategy = layout()->findChild<QComboBox *>(QStringLiteral("layoutStrategyCombo"));
    auto *strategies = qobject_cast<QStandardItemModel *>(strategy->model());
    QVERIFY(strategies != nullptr);
    const auto enabled = [](QStandardItemModel *m, int i) { return m->item(i)->isEnabled(); };
    QVERIFY(enabled(strategies, int(model::Strategy::Zero1)));
    QVERIFY(!enabled(strategies, int(model::Strategy::Zero3)));
    QVERIFY(!enabled(strategies, int(model::Strategy::Fsdp)));
    QVERIFY(strategies->item(int(model::Strategy::Zero3))->toolTip().contains(QStringLiteral("does not run")));
    auto *kind = m_panel->findChild<QComboBox *>(QStringLiteral("fineTuningCombo"));
    auto *kinds = qobject_cast<QStandardItemModel *>(kind->model());
    QVERIFY(enabled(kinds, kind->findData(int(model::FineTuning::Lora))));
    QVERIFY(!enabled(kinds, kind->findData(int(model::FineTuning::Qlora))));
    auto *virtualStages = layout()->findChild<QSpinBox *>(QStringLiteral("layoutVirtualSpin"));
    QVERIFY(virtualStages->isEnabled());

    // DeepSpeed (inferred from ZeRO-3): every ZeRO stage, QLoRA, but no virtual stages.
    spec.layout->stack = model::Stack::Inferred;
    spec.layout->strategy = model::Strategy::Zero3;
    m_controller->reset(spec);
    QVERIFY(m_controller->evaluation().ok());
    QVERIFY(enabled(strategies, int(model::Strategy::Zero3)));
    QVERIFY(enabled(kinds, kind->findData(int(model::FineTuning::Qlora))));
    QVERIFY(!virtualStages->isEnabled());
    QVERIFY(virtualStages->toolTip().contains(QStringLiteral("does not run")));
    // A refused choice made in the file is named at its field, and stays editable to fix it.
    spec.layout->stack = model::Stack::Megatron;
    spec.layout->strategy = model::Strategy::Zero1;
    spec.layout->fineTuning = model::FineTuning::Qlora;
    m_controller->reset(spec);
    QVERIFY(!m_controller->evaluation().ok());
    QCOMPARE(m_controller->evaluation().issues.front().path, std::string("layout.fine_tuning"));
    QCOMPARE(m_panel->fieldForPath(QStringLiteral("layout.fine_tuning")), kind);
    QVERIFY(enabled(kinds, kind->findData(int(model::FineTuning::Qlora))));
}

QTEST_MAIN(TestLayoutInputs)
#include "tst_layoutinputs.moc"
