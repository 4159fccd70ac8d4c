// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "views/main/PlanController.h"

#include <QSignalSpy>
#include <QTest>

using namespace capplan;
using views::PlanController;
using views::SpecField;

namespace {

model::PlanSpec withGpuHours(model::PlanSpec spec, double hours)
{
    spec.workload = model::GpuHoursWorkload{hours};
    return spec;
}

} // namespace

class TestPlanController : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void evaluatesOnStart();
    void typingInOneFieldIsOneUndoStep();
    void sealingStartsANewStep();
    void choicesNeverMerge();
    void undoRedoRestoreSpecs();
    void editAfterUndoDoesNotMergeIntoRestoredStep();
    void typingBackToTheStartLeavesNothingToUndo();
    void invalidSpecKeepsLastGoodEvaluation();
    void resetClearsHistory();
    void unchangedSpecIsNoEdit();

private:
    std::unique_ptr<PlanController> m_controller;
};

void TestPlanController::init()
{
    m_controller = std::make_unique<PlanController>(data::CatalogStore::embeddedDefault().value());
    m_controller->setTodayIso(QStringLiteral("2026-11-30"));
    m_controller->reset(model::examplePlan());
}

void TestPlanController::cleanup()
{
    m_controller.reset();
}

void TestPlanController::evaluatesOnStart()
{
    QVERIFY(m_controller->evaluation().ok());
    QCOMPARE(m_controller->evaluation().options.size(), std::size_t(3));
    QCOMPARE(m_controller->evaluation().recommendation.nodes(), std::optional<int>(2));
    QVERIFY(m_controller->undoStack()->isClean());
}

void TestPlanController::typingInOneFieldIsOneUndoStep()
{
    // Typing "200" over the value: 2, 20, 200.
    const model::PlanSpec start = m_controller->spec();
    for (double hours : {2.0, 20.0, 200.0}) {
        m_controller->edit(withGpuHours(m_controller->spec(), hours), SpecField::GpuHours);
    }
    QCOMPARE(m_controller->undoStack()->count(), 1);
    QCOMPARE(std::get<model::GpuHoursWorkload>(m_controller->spec().workload).gpuHours, 200.0);
    m_controller->undoStack()->undo();
    QCOMPARE(m_controller->spec(), start);
}

void TestPlanController::sealingStartsANewStep()
{
    m_controller->edit(withGpuHours(m_controller->spec(), 100.0), SpecField::GpuHours);
    m_controller->sealMerging(); // the field lost focus
    m_controller->edit(withGpuHours(m_controller->spec(), 150.0), SpecField::GpuHours);
    QCOMPARE(m_controller->undoStack()->count(), 2);
}

void TestPlanController::choicesNeverMerge()
{
    model::PlanSpec spec = m_controller->spec();
    spec.tier = model::Tier::LowPriority;
    m_controller->edit(spec, SpecField::Tier);
    spec.tier = model::Tier::Dedicated;
    m_controller->edit(spec, SpecField::Tier);
    QCOMPARE(m_controller->undoStack()->count(), 2);
}

void TestPlanController::undoRedoRestoreSpecs()
{
    QSignalSpy specs(m_controller.get(), &PlanController::specChanged);
    QSignalSpy evaluations(m_controller.get(), &PlanController::evaluated);
    model::PlanSpec spec = m_controller->spec();
    spec.deadlineHours = 8.0;
    m_controller->edit(spec, SpecField::DeadlineHours);
    QCOMPARE(m_controller->evaluation().recommendation.nodes(), std::optional<int>(4));
    m_controller->undoStack()->undo();
    QCOMPARE(m_controller->spec().deadlineHours, std::optional<double>(13.0));
    QCOMPARE(m_controller->evaluation().recommendation.nodes(), std::optional<int>(2));
    m_controller->undoStack()->redo();
    QCOMPARE(m_controller->spec().deadlineHours, std::optional<double>(8.0));
    QCOMPARE(specs.count(), 3);
    QCOMPARE(evaluations.count(), 3);
    QVERIFY(m_controller->undoStack()->undoText().contains(QStringLiteral("deadline")));
}

void TestPlanController::editAfterUndoDoesNotMergeIntoRestoredStep()
{
    m_controller->edit(withGpuHours(m_controller->spec(), 100.0), SpecField::GpuHours);
    m_controller->sealMerging();
    m_controller->edit(withGpuHours(m_controller->spec(), 120.0), SpecField::GpuHours);
    m_controller->undoStack()->undo(); // back to 100
    m_controller->edit(withGpuHours(m_controller->spec(), 130.0), SpecField::GpuHours);
    QCOMPARE(m_controller->undoStack()->count(), 2);
    m_controller->undoStack()->undo();
    QCOMPARE(std::get<model::GpuHoursWorkload>(m_controller->spec().workload).gpuHours, 100.0);
}

void TestPlanController::typingBackToTheStartLeavesNothingToUndo()
{
    m_controller->edit(withGpuHours(m_controller->spec(), 16.0), SpecField::GpuHours);
    m_controller->edit(withGpuHours(m_controller->spec(), 168.0), SpecField::GpuHours);
    QCOMPARE(m_controller->undoStack()->count(), 0);
    QVERIFY(m_controller->undoStack()->isClean());
}

void TestPlanController::invalidSpecKeepsLastGoodEvaluation()
{
    model::PlanSpec spec = m_controller->spec();
    spec.nodes = {0, 2};
    m_controller->edit(spec, SpecField::Nodes);
    QVERIFY(!m_controller->evaluation().ok());
    QVERIFY(m_controller->evaluation().issues.front().path.starts_with("nodes"));
    QVERIFY(m_controller->hasGoodEvaluation());
    QCOMPARE(m_controller->lastGoodEvaluation().options.size(), std::size_t(3));
}

void TestPlanController::resetClearsHistory()
{
    m_controller->edit(withGpuHours(m_controller->spec(), 100.0), SpecField::GpuHours);
    QVERIFY(!m_controller->undoStack()->isClean());
    model::PlanSpec invalid = model::examplePlan();
    invalid.goodput = 0.0;
    m_controller->reset(invalid);
    QCOMPARE(m_controller->undoStack()->count(), 0);
    QVERIFY(m_controller->undoStack()->isClean());
    // The previous plan's result must not stand in for this one's.
    QVERIFY(!m_controller->hasGoodEvaluation());
}

void TestPlanController::unchangedSpecIsNoEdit()
{
    QSignalSpy evaluations(m_controller.get(), &PlanController::evaluated);
    m_controller->edit(m_controller->spec(), SpecField::Name);
    QCOMPARE(evaluations.count(), 0);
    QCOMPARE(m_controller->undoStack()->count(), 0);
}

QTEST_GUILESS_MAIN(TestPlanController)
#include "tst_plancontroller.moc"
