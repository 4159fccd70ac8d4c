// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The model picker of the inputs panel, driven like a user would: typing "llama 70" finds Llama
// 3.1 70B, Enter picks it, the workload becomes tokens + MFU with the model's parameters (the
// GPU-hours then follow 6 · N · tokens), the memory and fabric parameter fields are the model's;
// a config.json loads; undo restores; "No model" gives the workload its parameters back.
#include "data/store/CatalogStore.h"
#include "views/inputs/InputsPanel.h"
#include "views/inputs/ModelPicker.h"
#include "views/main/PlanController.h"
#include "views/widgets/BigNumberSpinBox.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QTest>

#include <algorithm>
#include <QTimer>
#include <cmath>
#include <memory>

using namespace capplan;

class TestModelPicker : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void typeToSearch();
    void enterPicksAndFillsTheWorkload();
    void clickPicksAndUndoRestores();
    void loadConfigJson();
    void badConfigJsonChangesNothing();
    void noModelKeepsAWholeWorkload();
    void screenshot();

private:
    views::ModelPicker *picker() const { return m_panel->modelPicker(); }
    const model::PlanSpec &spec() const { return m_controller->spec(); }

    model::Catalog m_catalog;
    std::unique_ptr<views::PlanController> m_controller;
    std::unique_ptr<views::InputsPanel> m_panel;
};

void TestModelPicker::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = data::CatalogStore::embeddedDefault().value();
}

void TestModelPicker::init()
{
    m_controller = std::make_unique<views::PlanController>(m_catalog);
    m_controller->setTodayIso(QStringLiteral("2026-11-30"));
    model::PlanSpec plan = model::examplePlan(); // 168 GPU-hours, no model
    plan.pricePerNodeHour.reset();
    m_controller->reset(plan);
    m_panel = std::make_unique<views::InputsPanel>(m_controller.get());
    m_panel->resize(520, 900);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestModelPicker::cleanup()
{
    m_panel.reset();
    m_controller.reset();
}

void TestModelPicker::typeToSearch()
{
    QCOMPARE(picker()->shownModels().size(), 23); // the whole library before typing
    QTest::keyClicks(picker()->searchEdit(), QStringLiteral("llama 70"));
    QCOMPARE(picker()->shownModels(), (QStringList{QStringLiteral("llama-2-70b"), QStringLiteral("llama-3.1-70b")}));
    QVERIFY(picker()->list()->item(1)->text().contains(QStringLiteral("Llama 3.1 70B")));
    QVERIFY(picker()->list()->item(1)->text().contains(QStringLiteral("70.6 B")));
    QTest::keyClicks(picker()->searchEdit(), QStringLiteral("x"));
    QVERIFY(picker()->shownModels().isEmpty());
    picker()->searchEdit()->clear();
    QTest::keyClicks(picker()->searchEdit(), QStringLiteral("mixtral"));
    // A mixture of experts shows its active parameters too.
    QVERIFY(picker()->list()->item(0)->text().contains(QStringLiteral("12.9 B active")));
}

// The team lead's question: "Llama 3.1 70B on 1e9 tokens": type, Down, Enter, then the tokens.
void TestModelPicker::enterPicksAndFillsTheWorkload()
{
    QTest::keyClicks(picker()->searchEdit(), QStringLiteral("llama 70"));
    QTest::keyClick(picker()->searchEdit(), Qt::Key_Down); // from Llama 2 70B to Llama 3.1 70B
    QTest::keyClick(picker()->searchEdit(), Qt::Key_Return);
    QVERIFY(spec().model.has_value());
    QCOMPARE(spec().model->preset, std::string("llama-3.1-70b"));
    const auto *mfu = std::get_if<model::TokenMfuWorkload>(&spec().workload);
    QVERIFY(mfu != nullptr);
    QCOMPARE(mfu->parameters, 0.0); // the model's
    // No layout: the planner lays out each node count (70B does not fit with plain data
    // parallelism), and the step-time model gives the rate (MFU 0).
    QVERIFY(!spec().layout.has_value());
    QVERIFY(model::plannerChoosesLayout(spec()));
    QCOMPARE(mfu->mfu, 0.0);
    QVERIFY(picker()->factsLabel()->text().contains(QStringLiteral("70,553,706,496")));
    QVERIFY(picker()->factsLabel()->text().contains(QStringLiteral("131,072")));
    // The parameters field shows the model's and cannot be typed into.
    auto *parameters = m_panel->findChild<views::BigNumberSpinBox *>(QStringLiteral("parametersSpin"));
    QVERIFY(!parameters->isEnabled());
    QCOMPARE(parameters->value(), 70553706496.0);
    // Tokens alone then make the plan: 6 · N · T at 40 % of the H100's 989 TFLOP/s.
    auto *tokens = m_panel->findChild<views::BigNumberSpinBox *>(QStringLiteral("mfuTokensSpin"));
    tokens->selectAll();
    QTest::keyClicks(tokens, QStringLiteral("1e9"));
    QTest::keyClick(tokens, Qt::Key_Return);
    QCOMPARE(std::get<model::TokenMfuWorkload>(spec().workload).tokens, 1e9);
    const model::Evaluation &ev = m_controller->evaluation();
    QVERIFY2(ev.ok(), ev.ok() ? "" : (ev.issues.front().path + " " + std::to_string(int(ev.issues.front().code))).c_str());
    // The tokens over the per-GPU rate at the reference node count, on the planner's layouts.
    QVERIFY(ev.layoutChosenByPlanner);
    QVERIFY(std::abs(ev.gpuHours - 1e9 / ev.tokensPerGpuSecond / 3600.0) < 1e-9);
    QVERIFY(std::any_of(ev.options.begin(), ev.options.end(), [](const model::OptionRow &o) { return o.fits; }));
}

void TestModelPicker::clickPicksAndUndoRestores()
{
    QTest::keyClicks(picker()->searchEdit(), QStringLiteral("mixtral 8x7"));
    QCOMPARE(picker()->shownModels(), QStringList{QStringLiteral("mixtral-8x7b")});
    QListWidget *list = picker()->list();
    auto *scroll = m_panel->findChild<QScrollArea *>(QStringLiteral("inputsScroll"));
    scroll->ensureWidgetVisible(list);
    QCoreApplication::processEvents();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
    QCOMPARE(spec().model->preset, std::string("mixtral-8x7b"));
    // Mixtral's 46.7 B parameters do not fit with plain data parallelism on 1, 2 or 4 nodes: the
    // planner's layouts shard them, in the same undo step as the model.
    QVERIFY(m_controller->evaluation().ok());
    QVERIFY(!spec().layout.has_value());
    const model::Evaluation &ev = m_controller->evaluation();
    QVERIFY(ev.layoutChosenByPlanner);
    QVERIFY(std::any_of(ev.options.begin(), ev.options.end(), [](const model::OptionRow &o) { return o.fits; }));
    QCOMPARE(m_controller->undoStack()->undoText(), QStringLiteral("Change model"));
    m_controller->undoStack()->undo();
    QVERIFY(!spec().model.has_value());
    QVERIFY(std::holds_alternative<model::GpuHoursWorkload>(spec().workload));
}

void TestModelPicker::loadConfigJson()
{
    QVERIFY(picker()->loadConfig(
        QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/hf-configs/gemma-2-9b.config.json")));
    QVERIFY(spec().model.has_value());
    QVERIFY(spec().model->source == model::ModelSource::HfConfig);
    QCOMPARE(model::parameterCounts(spec().model->architecture).total(), std::int64_t(9241705984));
    QVERIFY(picker()->factsLabel()->text().contains(QStringLiteral("gemma-2-9b.config.json")));
    QVERIFY(picker()->factsLabel()->text().contains(QStringLiteral("9,241,705,984")));
    QVERIFY(picker()->findChild<QPushButton *>(QStringLiteral("saveModelButton"))->isEnabled());
    QVERIFY(m_controller->evaluation().ok());
}

void TestModelPicker::badConfigJsonChangesNothing()
{
    const model::PlanSpec before = spec();
    // The message box is modal: close it when it shows.
    QTimer::singleShot(0, [] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->objectName() == QStringLiteral("configError") && w->isVisible()) {
                w->close();
            }
        }
    });
    QTimer::singleShot(200, [] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->objectName() == QStringLiteral("configError") && w->isVisible()) {
                w->close();
            }
        }
    });
    QVERIFY(!picker()->loadConfig(QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/hf-configs/README.md")));
    QVERIFY(spec() == before);
}

void TestModelPicker::noModelKeepsAWholeWorkload()
{
    QTest::keyClicks(picker()->searchEdit(), QStringLiteral("llama 3.1 8"));
    QTest::keyClick(picker()->searchEdit(), Qt::Key_Return);
    QCOMPARE(spec().model->preset, std::string("llama-3.1-8b"));
    auto *clear = picker()->findChild<QPushButton *>(QStringLiteral("clearModelButton"));
    QVERIFY(clear->isEnabled());
    auto *scroll = m_panel->findChild<QScrollArea *>(QStringLiteral("inputsScroll"));
    scroll->ensureWidgetVisible(clear);
    QCoreApplication::processEvents();
    QTest::mouseClick(clear, Qt::LeftButton);
    QVERIFY(!spec().model.has_value());
    QCOMPARE(std::get<model::TokenMfuWorkload>(spec().workload).parameters, 8030261248.0);
    QVERIFY(m_controller->evaluation().ok());
    QVERIFY(m_panel->findChild<views::BigNumberSpinBox *>(QStringLiteral("parametersSpin"))->isEnabled());
}

// The inputs with Llama 3.1 70B chosen, saved next to the main window's screenshots for
// reviewing the layout (model group, workload, memory).
void TestModelPicker::screenshot()
{
    QTest::keyClicks(picker()->searchEdit(), QStringLiteral("llama 70"));
    QTest::keyClick(picker()->searchEdit(), Qt::Key_Down);
    QTest::keyClick(picker()->searchEdit(), Qt::Key_Return);
    m_panel->resize(520, 1600);
    QCoreApplication::processEvents();
    const QImage image = m_panel->grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(QDir::current().filePath(QStringLiteral("modelpicker-offscreen.png"))));
}

QTEST_MAIN(TestModelPicker)
#include "tst_modelpicker.moc"
