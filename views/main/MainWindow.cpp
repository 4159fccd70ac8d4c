// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/main/MainWindow.h"
#include "views/main/Theme.h"

#include "data/store/CatalogStore.h"
#include "data/export/Exporters.h"
#include "model/plan/Launch.h"
#include "data/formats/PlanFile.h"
#include "views/catalog/CatalogEditors.h" // CatalogWindow.h hands out QPointer<CatalogEditor>
#include "views/catalog/CatalogWindow.h"
#include "views/export/ExportDialog.h"
#include "views/catalog/ImportDialog.h"
#include "views/inputs/ModelPicker.h"
#include "views/inputs/NodeCounts.h"
#include "data/import/HfConfig.h"
#include "views/inputs/InputsPanel.h"
#include "views/results/PlanChart.h"
#include "views/widgets/QCustomPlotInclude.h"
#include "views/main/PlanController.h"
#include "views/tabs/CompareSizesPanel.h"
#include "views/tabs/QuotaPanel.h"
#include "views/results/ResultsPanel.h"
#include "views/tabs/RiskPanel.h"
#include "views/tabs/ScalingPanel.h"
#include "views/tabs/RiskRunner.h"
#include "views/tabs/SearchPanel.h"
#include "views/main/Translations.h"
#include "views/main/GuideDialog.h"
#include "views/portfolio/PortfolioWindow.h"
#include "views/main/TrainingLogDialog.h"
#include "views/main/WindowGeometry.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QUrl>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStyle>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

#include <algorithm>

#ifndef CAPPLAN_VERSION
#define CAPPLAN_VERSION "0.0.0"
#endif

namespace capplan::views {

namespace {

constexpr int kStatusTimeoutMs = 5000;
// The size the window asks for on a screen with room for it (the chart, the table and the
// inputs side by side); smaller screens get their available geometry.
constexpr int kPreferredWidth = 1300;
constexpr int kPreferredHeight = 850;

// A blank plan for File → New: the worked examples' size (docs/sources.md) in East US at the
// catalog price, node counts 1…16, and nothing of a job yet — no workload (the results ask for
// one), no deadline or budget, and of the efficiency table only its one point that holds for any
// job (1 node runs at 100 % of itself); no made-up scaling.
model::PlanSpec freshPlan(const model::Catalog &catalog)
{
    model::PlanSpec spec;
    spec.workload = model::GpuHoursWorkload{0.0};
    spec.efficiency = {{1, 1.0}};
    const model::PlanSpec example = model::examplePlan();
    spec.sku =
        catalog.findSize(example.sku) != nullptr || catalog.sizes.empty() ? example.sku : catalog.sizes.front().name;
    const std::vector<std::string> regions = catalog.regions(spec.sku);
    const bool hasExampleRegion = std::find(regions.begin(), regions.end(), example.region) != regions.end();
    spec.region = hasExampleRegion || regions.empty() ? example.region : regions.front();
    return spec;
}

} // namespace

MainWindow::MainWindow(model::Catalog catalog, data::Settings &settings, Translations *translations, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_translations(translations)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_controller = new PlanController(std::move(catalog), this);
    m_controller->reset(model::examplePlan());

    m_inputs = new InputsPanel(m_controller, this);
    m_results = new ResultsPanel(this);
    m_riskRunner = new RiskRunner(this);
    m_riskPanel = new RiskPanel(m_riskRunner, this);
    m_riskTab = m_results->addTab(m_riskPanel);
    m_scalingPanel = new ScalingPanel(this);
    m_scalingTab = m_results->addTab(m_scalingPanel);
    m_quotaPanel = new QuotaPanel(this);
    m_quotaTab = m_results->addTab(m_quotaPanel);
    m_comparePanel = new CompareSizesPanel(m_controller, this);
    m_compareTab = m_results->addTab(m_comparePanel);
    m_searchPanel = new SearchPanel(m_controller, this);
    m_searchTab = m_results->addTab(m_searchPanel);
    // The findings name plan fields as the inputs do, in every language.
    m_results->setFieldNames(m_inputs->fieldNames());
    connect(m_inputs, &InputsPanel::fieldNamesChanged, m_results, &ResultsPanel::setFieldNames);
    setAcceptDrops(true);
    // The risk model's recommendation joins the banner once its simulation for these inputs lands.
    connect(m_riskRunner, &RiskRunner::finished, this, &MainWindow::updateRiskSummary);
    for (auto signal : {&RiskRunner::started, &RiskRunner::cancelled, &RiskRunner::inactive}) {
        connect(m_riskRunner, signal, this, [this] { m_results->setRiskSummary({}); });
    }

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_inputs);
    m_splitter->addWidget(m_results);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({460, 840});

    m_catalogBanner = new QLabel(this);
    m_catalogBanner->setObjectName(QStringLiteral("catalogBanner"));
    m_catalogBanner->setWordWrap(true);
    m_catalogBanner->setTextFormat(Qt::RichText);
    m_catalogBanner->setStyleSheet(theme::labelStyle(theme::Tone::Warning, palette()));
    m_catalogBanner->setVisible(false);
    connect(m_catalogBanner, &QLabel::linkActivated, m_catalogBanner, &QWidget::hide);

    // The window opens on the worked example: the status bar says so, with one click to a blank
    // plan (there it takes no height from the results on a small screen). Any other plan (New,
    // Open, a file on the command line) takes the note away.
    m_exampleNote = new QLabel(this);
    m_exampleNote->setObjectName(QStringLiteral("exampleNote"));
    m_exampleNote->setTextFormat(Qt::RichText);
    connect(m_exampleNote, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("new")) {
            newPlan();
        } else if (link == QLatin1String("guide")) {
            showGuide();
        } else {
            statusBar()->removeWidget(m_exampleNote);
        }
    });
    // Out of the status bar for good: its messages would show it again after they time out.
    connect(m_controller, &PlanController::planReset, this, [this] { statusBar()->removeWidget(m_exampleNote); });

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_catalogBanner);
    layout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    createActions();
    createMenus();
    statusBar()->addWidget(m_exampleNote, 1);
    retranslateUi();

    connect(m_controller, &PlanController::evaluated, this, &MainWindow::onEvaluated);
    connect(m_controller, &PlanController::specChanged, this, &MainWindow::updateTitle);
    connect(m_inputs, &InputsPanel::localIssuesChanged, this, &MainWindow::updateStale);
    // "Use this plan" says what it changed.
    connect(m_searchPanel, &SearchPanel::adopted, this,
            [this](const QString &summary) { statusBar()->showMessage(summary, 3 * kStatusTimeoutMs); });
    connect(m_inputs, &InputsPanel::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 2 * kStatusTimeoutMs); });
    // An imported config.json kept in the catalog's model library.
    connect(m_inputs->modelPicker(), &ModelPicker::saveRequested, this, [this](const model::LibraryModel &entry) {
        if (!m_store) {
            warn(QStringLiteral("modelSaveUnavailable"), tr("Cannot Save the Model"),
                 tr("The planner is running on its built-in catalog; the model library needs a catalog file."));
            return;
        }
        if (const data::Status saved = m_store->upsertModel(entry); !saved) {
            warn(QStringLiteral("modelSaveFailed"), tr("Cannot Save the Model"), saved.error().toLine());
            return;
        }
        reloadCatalog();
        statusBar()->showMessage(tr("Saved to the model library as %1").arg(QString::fromStdString(entry.name)),
                                 kStatusTimeoutMs);
    });
    connect(m_controller->undoStack(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { setWindowModified(!clean); });
    onEvaluated(m_controller->evaluation());

    // Within the screen's available geometry (a 1366×768 screen cut off the bottom of 1300×850),
    // at the size the user left it where that still fits.
    const QRect available = screen()->availableGeometry();
    const int border = style()->pixelMetric(QStyle::PM_MdiSubWindowFrameWidth, nullptr, this);
    const QSize frame(2 * border, style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, this) + 2 * border);
    if (restoreGeometry(m_settings.windowGeometry())) {
        setGeometry(fitIntoScreen(geometry(), minimumSizeHint(), available, frame));
    } else {
        setGeometry(initialWindowGeometry(QSize(kPreferredWidth, kPreferredHeight), minimumSizeHint(), available, frame));
    }
    restoreState(m_settings.windowState());
    // The inputs and the results share the width through the splitter; where the user left it,
    // else about a third for the inputs (less on a small screen, where the results need it).
    if (!m_splitter->restoreState(m_settings.splitterState())) {
        const int width = std::max(1, geometry().width() - 12); // the central layout's margins
        const int share = width < 1200 ? 30 : 35; // a small screen's results need the width more
        const int inputs = std::clamp(width * share / 100, m_inputs->minimumSizeHint().width(), 460);
        m_splitter->setSizes({inputs, std::max(1, width - inputs)});
    }
    m_inputs->setOpenSections(m_settings.openSections().value_or(InputsPanel::defaultOpenSections()));
    connect(m_inputs, &InputsPanel::sectionsChanged, this, [this] {
        m_settings.setOpenSections(m_inputs->openSections());
        m_settings.sync();
    });
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The controller is a child, destroyed by ~QObject after this class is gone; its undo stack
    // still emits (cleanChanged, indexChanged …) on the way out. Cut those connections while
    // this is a whole MainWindow, so no slot runs on a half-destroyed one.
    m_controller->undoStack()->disconnect(this);
    m_controller->disconnect(this);
    m_riskRunner->cancel();
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newPlan);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_exportPlanAction = new QAction(this);
    m_exportPlanAction->setObjectName(QStringLiteral("exportPlanAction"));
    m_exportPlanAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportPlanAction, &QAction::triggered, this, &MainWindow::exportPlan);
    m_importAction = new QAction(this);
    m_importAction->setObjectName(QStringLiteral("importAction"));
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_importAction->setEnabled(false); // until a catalog file is set
    connect(m_importAction, &QAction::triggered, this, [this] { importFiles(); });
    m_importModelAction = new QAction(this);
    m_importModelAction->setObjectName(QStringLiteral("importModelAction"));
    connect(m_importModelAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a Model config.json"), dialogDirectory(),
                                                          tr("Model configuration (*.json);;All files (*)"));
        if (!path.isEmpty()) {
            m_inputs->modelPicker()->loadConfig(path);
        }
    });
    m_importLogAction = new QAction(this);
    m_importLogAction->setObjectName(QStringLiteral("importLogAction"));
    connect(m_importLogAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a Training Log"), dialogDirectory(),
                                                          tr("Training logs (*.log *.txt *.out *.json);;All files (*)"));
        if (!path.isEmpty()) {
            importTrainingLog(path);
        }
    });
    m_newPortfolioAction = new QAction(this);
    m_newPortfolioAction->setObjectName(QStringLiteral("newPortfolioAction"));
    connect(m_newPortfolioAction, &QAction::triggered, this, [this] {
        PortfolioWindow *window = portfolioWindow();
        if (window->spec().runs.empty()) {
            window->addCurrentPlan(); // a new portfolio starts with the plan the user is looking at
        }
    });
    m_openPortfolioAction = new QAction(this);
    m_openPortfolioAction->setObjectName(QStringLiteral("openPortfolioAction"));
    connect(m_openPortfolioAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Portfolio"), dialogDirectory(),
                                                          tr("Portfolios (*.portfolio.json *.json);;All files (*)"));
        if (!path.isEmpty()) {
            portfolioWindow()->openFile(path);
        }
    });
    m_catalogAction = new QAction(this);
    m_catalogAction->setObjectName(QStringLiteral("catalogAction"));
    m_catalogAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_catalogAction->setEnabled(false);
    connect(m_catalogAction, &QAction::triggered, this, &MainWindow::showCatalogWindow);
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportChart);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_clearRecentAction = new QAction(this);
    connect(m_clearRecentAction, &QAction::triggered, this, [this] {
        m_settings.clearRecentFiles();
        updateRecentMenu();
    });

    // Own actions rather than QUndoStack::createUndoAction(): their "Undo %1" prefix has to follow
    // a language switch, which the stack's built-in actions fix at creation.
    QUndoStack *stack = m_controller->undoStack();
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(stack->canUndo());
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction = new QAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setEnabled(stack->canRedo());
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);

    m_guideAction = new QAction(this);
    m_guideAction->setObjectName(QStringLiteral("guideAction"));
    m_guideAction->setShortcut(QKeySequence::HelpContents);
    connect(m_guideAction, &QAction::triggered, this, &MainWindow::showGuide);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    m_systemLanguageAction = new QAction(m_languageGroup);
    m_systemLanguageAction->setCheckable(true);
    m_systemLanguageAction->setData(QString());
    for (const auto &[code, endonym] : Translations::available()) {
        auto *action = new QAction(endonym, m_languageGroup);
        action->setCheckable(true);
        action->setData(code);
        action->setObjectName(QStringLiteral("languageAction_") + code);
    }
    const QString language = m_settings.language();
    for (QAction *action : m_languageGroup->actions()) {
        action->setChecked(action->data().toString() == language);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this,
            [this](QAction *action) { setLanguage(action->data().toString()); });

    // View → Theme: the system's look, or a light or dark palette (theme::apply), kept in the settings.
    m_themeGroup = new QActionGroup(this);
    m_themeGroup->setExclusive(true);
    const QString themeSetting = m_settings.theme();
    for (const theme::Choice choice : {theme::Choice::System, theme::Choice::Light, theme::Choice::Dark}) {
        auto *action = new QAction(m_themeGroup);
        action->setCheckable(true);
        action->setData(theme::settingFor(choice));
        action->setObjectName(QStringLiteral("themeAction_") +
                              (choice == theme::Choice::System ? QStringLiteral("system") : theme::settingFor(choice)));
        action->setChecked(theme::settingFor(choice) == themeSetting);
    }
    connect(m_themeGroup, &QActionGroup::triggered, this, [this](QAction *action) {
        const QString setting = action->data().toString();
        m_settings.setTheme(setting);
        m_settings.sync();
        theme::apply(theme::choiceFromSetting(setting));
        // The widgets take the new palette in events of their own: the redraw follows them.
        QMetaObject::invokeMethod(this, &MainWindow::refreshThemeColours, Qt::QueuedConnection);
    });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_importAction);
    m_fileMenu->addAction(m_importModelAction);
    m_fileMenu->addAction(m_importLogAction);
    m_fileMenu->addAction(m_exportPlanAction);
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_newPortfolioAction);
    m_fileMenu->addAction(m_openPortfolioAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);

    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->addAction(m_catalogAction);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageMenu->addActions(m_languageGroup->actions());
    m_languageMenu->insertSeparator(m_languageGroup->actions().value(1));

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->setObjectName(QStringLiteral("themeMenu"));
    m_themeMenu->addActions(m_themeGroup->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_guideAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
    updateRecentMenu();
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New"));
    m_newAction->setStatusTip(tr("Start a new plan"));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setStatusTip(tr("Open a plan file"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_clearRecentAction->setText(tr("&Clear List"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_exportAction->setText(tr("Export &Chart…"));
    m_exportAction->setStatusTip(tr("Save the chart as a PNG image, an SVG drawing or a PDF document"));
    m_exportPlanAction->setText(tr("&Export…"));
    m_exportPlanAction->setStatusTip(tr("Write the Azure ML job and cluster, submit scripts, quota request, preflight "
                                        "checklist, report and CSV of this plan"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    updateUndoTexts();
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguageAction->setText(tr("&System"));
    m_viewMenu->setTitle(tr("&View"));
    m_themeMenu->setTitle(tr("&Theme"));
    const QList<QAction *> themes = m_themeGroup->actions();
    themes.at(0)->setText(tr("&System"));
    themes.at(0)->setStatusTip(tr("The colours and style of the desktop"));
    themes.at(1)->setText(tr("&Light"));
    themes.at(1)->setStatusTip(tr("Dark text on light backgrounds, whatever the desktop uses"));
    themes.at(2)->setText(tr("&Dark"));
    themes.at(2)->setStatusTip(tr("Light text on dark backgrounds, whatever the desktop uses"));
    m_helpMenu->setTitle(tr("&Help"));
    m_guideAction->setText(tr("&Guide"));
    m_exampleNote->setText(tr("This is the worked example of the guide (168 GPU-hours, 13 h deadline). "
                              "<a href=\"new\">Start a blank plan</a> · <a href=\"guide\">Read the guide</a> · "
                              "<a href=\"hide\">Hide</a>"));
    m_aboutAction->setText(tr("&About GPU Capacity Planner"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_results->setTabText(m_riskTab, tr("Ris&k"));
    m_results->setTabText(m_scalingTab, tr("Scaling"));
    m_results->setTabText(m_quotaTab, tr("Quota && regions"));
    m_results->setTabText(m_compareTab, tr("Compare sizes"));
    m_results->setTabText(m_searchTab, tr("Best plans"));
    m_importAction->setText(tr("&Import…"));
    m_importModelAction->setText(tr("Import &Model config.json…"));
    m_importModelAction->setStatusTip(tr("Make a Hugging Face config.json the plan's model"));
    m_importLogAction->setText(tr("Import &Training Log…"));
    m_importLogAction->setStatusTip(tr("Calibrate the plan from a training log's measured throughput (Hugging Face "
                                       "Trainer, NeMo, Megatron-LM, torchtitan, DeepSpeed)"));
    m_importAction->setStatusTip(tr("Import prices, quota or sizes from the files Azure's tools print, with a "
                                    "preview"));
    m_newPortfolioAction->setText(tr("New &Portfolio"));
    m_newPortfolioAction->setStatusTip(tr("Plan a quarter: several runs against one quota and one budget, starting "
                                          "with this plan"));
    m_openPortfolioAction->setText(tr("Open Portfo&lio…"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_catalogAction->setText(tr("&Catalog…"));
    m_catalogAction->setStatusTip(tr("Browse and edit the sizes, prices and quota of the catalog"));
    updateRiskSummary();
    if (!m_catalogProblemPath.isEmpty() && !m_catalogBanner->isHidden()) {
        showCatalogProblem(m_catalogProblemPath, m_catalogProblemDetail);
    }
    updateTitle();
}

void MainWindow::updateUndoTexts()
{
    QUndoStack *stack = m_controller->undoStack();
    m_undoAction->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    m_redoAction->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
}

void MainWindow::updateTitle()
{
    QString shown;
    if (!m_currentFile.isEmpty()) {
        shown = QFileInfo(m_currentFile).fileName();
    } else {
        const QString name = QString::fromStdString(m_controller->spec().name);
        shown = name.isEmpty() ? tr("Untitled") : tr("%1 (not saved)").arg(name);
    }
    // [*] is where Qt puts the modified marker (setWindowModified).
    setWindowTitle(tr("%1[*] — GPU Capacity Planner").arg(shown));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    int number = 1;
    for (const QString &path : files) {
        const QString label = number <= 9 ? QStringLiteral("&%1 %2").arg(number).arg(QFileInfo(path).fileName())
                                          : QFileInfo(path).fileName();
        QAction *action = m_recentMenu->addAction(label);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave() && !openFile(path) && !QFileInfo::exists(path)) {
                // Gone for good: drop it from the list (later, not while its action is running).
                m_settings.removeRecentFile(path);
                QMetaObject::invokeMethod(this, &MainWindow::updateRecentMenu, Qt::QueuedConnection);
            }
        });
        ++number;
    }
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
    }
    m_recentMenu->addAction(m_clearRecentAction);
    m_clearRecentAction->setEnabled(!files.isEmpty());
}

void MainWindow::onEvaluated(const model::Evaluation &evaluation)
{
    m_inputs->setIssues(evaluation.issues);
    m_riskPanel->setPlan(m_controller->spec(), evaluation);
    m_scalingPanel->setPlan(m_controller->spec(), evaluation);
    if (evaluation.ok()) {
        m_quotaPanel->showEvaluation(evaluation, m_controller->spec());
    }
    if (evaluation.ok()) {
        // The risk sentence belonged to the inputs before this edit: it goes with the old result
        // and comes back when the simulation of these inputs lands (updateRiskSummary).
        m_results->setRiskSummary({});
        m_results->showEvaluation(evaluation);
    }
    updateStale();
}

void MainWindow::updateStale()
{
    const bool stale = !m_controller->evaluation().ok() || m_inputs->hasLocalIssues();
    if (!m_controller->hasGoodEvaluation()) {
        // A plan that was invalid from the start has no result of its own to keep on screen.
        m_results->clear();
    }
    // The kept result is of the last valid plan: say which, by what a user most often leaves
    // half-typed (the node counts, the deadline and the budget).
    QString detail;
    if (stale && m_controller->hasGoodEvaluation()) {
        const model::PlanSpec &shown = m_controller->lastGoodSpec();
        const data::Texts texts;
        QStringList parts{tr("node counts %1").arg(formatNodeCounts(shown.nodes))};
        if (shown.deadlineHours != m_controller->spec().deadlineHours) {
            parts << (shown.deadlineHours ? tr("deadline %1").arg(texts.hoursAsTyped(*shown.deadlineHours))
                                          : tr("no deadline"));
        }
        if (shown.budget != m_controller->spec().budget) {
            parts << (shown.budget ? tr("budget %1").arg(texts.money(*shown.budget, shown.currency)) : tr("no budget"));
        }
        detail = parts.join(QStringLiteral(", "));
    }
    m_results->setStaleDetail(detail);
    m_results->setStale(stale, m_controller->hasGoodEvaluation(), model::isEmptyWorkload(m_controller->spec().workload));
}

bool MainWindow::maybeSave()
{
    if (m_controller->undoStack()->isClean()) {
        return true;
    }
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"), tr("The plan has unsaved changes."),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(tr("Do you want to save them first?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::newPlan()
{
    if (!maybeSave()) {
        return;
    }
    m_controller->reset(freshPlan(m_controller->catalog()));
    setCurrentFile(QString());
    statusBar()->showMessage(tr("New plan"), kStatusTimeoutMs);
}

void MainWindow::open()
{
    if (!maybeSave()) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Plan"), dialogDirectory(),
                                                      tr("Plan files (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool MainWindow::openFile(const QString &path)
{
    const data::Result<model::PlanSpec> loaded = data::PlanFile::load(path);
    if (!loaded) {
        statusBar()->showMessage(tr("Could not open %1").arg(QFileInfo(path).fileName()), kStatusTimeoutMs);
        warn(QStringLiteral("openErrorBox"), tr("Cannot Open Plan"), tr("The plan could not be opened. Nothing was changed."),
             loaded.error().toLine());
        return false;
    }
    m_controller->reset(loaded.value());
    rememberFile(path, tr("Opened %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool MainWindow::save()
{
    if (m_currentFile.isEmpty()) {
        return saveAs();
    }
    return saveFile(m_currentFile);
}

bool MainWindow::saveAs()
{
    QString suggested = QString::fromStdString(m_controller->spec().name);
    if (suggested.isEmpty()) {
        suggested = tr("plan");
    }
    const QString start =
        m_currentFile.isEmpty() ? QDir(dialogDirectory()).filePath(suggested + QStringLiteral(".json")) : m_currentFile;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Plan"), start, tr("Plan files (*.json);;All files (*)"));
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".json");
    }
    return saveFile(path);
}

bool MainWindow::saveFile(const QString &path)
{
    // A field the plan could not take (node counts "1, x", say) would be saved as its last good
    // value, silently; the user fixes it first. Invalid values the plan did take are refused by
    // PlanFile::save itself, so a file on disk is always one this application can open again.
    if (m_inputs->hasLocalIssues()) {
        warn(QStringLiteral("saveErrorBox"), tr("Cannot Save Plan"),
             tr("Some fields hold values the plan cannot use; they are marked in red. Correct them, then save again."));
        return false;
    }
    const data::Status saved = data::PlanFile::save(m_controller->spec(), path);
    if (!saved) {
        statusBar()->showMessage(tr("Could not save %1").arg(QFileInfo(path).fileName()), kStatusTimeoutMs);
        warn(QStringLiteral("saveErrorBox"), tr("Cannot Save Plan"),
             tr("The plan could not be saved. Any earlier version of the file is unchanged."), saved.error().toLine());
        return false;
    }
    m_controller->undoStack()->setClean();
    rememberFile(path, tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

void MainWindow::exportChart()
{
    QString suggested = QString::fromStdString(m_controller->spec().name);
    if (suggested.isEmpty()) {
        suggested = tr("chart");
    }
    const QString pngFilter = tr("PNG image (*.png)");
    const QString pdfFilter = tr("PDF document (*.pdf)");
    const QString svgFilter = tr("SVG drawing (*.svg)");
    QString selectedFilter = pngFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"),
                                                QDir(dialogDirectory()).filePath(suggested + QStringLiteral(".png")),
                                                pngFilter + QStringLiteral(";;") + svgFilter + QStringLiteral(";;") + pdfFilter,
                                                &selectedFilter);
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += selectedFilter == pdfFilter   ? QStringLiteral(".pdf")
                : selectedFilter == svgFilter ? QStringLiteral(".svg")
                                              : QStringLiteral(".png");
    }
    if (!m_results->chart()->exportTo(path)) {
        QMessageBox::warning(this, tr("Cannot Export Chart"),
                             tr("The chart could not be written to %1.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    statusBar()->showMessage(tr("Chart exported to %1").arg(QFileInfo(path).fileName()), kStatusTimeoutMs);
}

void MainWindow::setCatalogPath(const QString &path)
{
    m_catalogPath = path;
    m_store.reset();
    if (!path.isEmpty()) {
        auto store = data::CatalogStore::open(path);
        if (store) {
            m_store = std::move(store.value());
        }
    }
    m_importAction->setEnabled(m_store != nullptr);
    m_catalogAction->setEnabled(m_store != nullptr);
}

bool MainWindow::reloadCatalog()
{
    if (!m_store) {
        return false;
    }
    auto catalog = m_store->load();
    if (!catalog) {
        warn(QStringLiteral("catalogReloadFailed"), tr("Cannot Read the Catalog"), catalog.error().toLine());
        return false;
    }
    m_controller->setCatalog(std::move(catalog.value()));
    return true;
}

void MainWindow::importFiles(const QStringList &files)
{
    if (!m_store) {
        warn(QStringLiteral("importUnavailable"), tr("Cannot Import"),
             tr("The planner is running on its built-in catalog because the catalog file cannot be used; imports "
                "need a catalog file."));
        return;
    }
    ImportDialog dialog(m_store.get(), m_controller->catalog(), this);
    // The plan's region, for quota files that do not name theirs (az vm list-usage).
    dialog.setRegion(QString::fromStdString(m_controller->spec().region));
    if (!files.isEmpty()) {
        if (const auto kind = ImportDialog::guessKind(files)) {
            dialog.setKind(*kind);
        }
        dialog.setFiles(files);
    }
    QString done;
    connect(&dialog, &ImportDialog::catalogChanged, this, [this, &dialog, &done] {
        // What the import did, said once the dialog is closed (an import used to say nothing).
        if (const data::ImportPreview *p = dialog.preview()) {
            const int count = static_cast<int>(p->files.size());
            const QString from = count == 1 ? QFileInfo(p->files.front()).fileName() : tr("%1 files").arg(count);
            //: %1: what was imported ("prices", "vm-usage", …), %2: a file name or "3 files"
            done = tr("Imported %1 from %2: %3 new, %4 changed, %5 unchanged, %6 rejected.")
                       .arg(data::importKindName(p->kind), from)
                       .arg(p->newCount)
                       .arg(p->changedCount)
                       .arg(p->unchangedCount)
                       .arg(static_cast<int>(p->rejected.size()));
        }
        reloadCatalog();
        if (m_catalogWindow) {
            m_catalogWindow->reload();
        }
    });
    dialog.exec();
    if (!done.isEmpty()) {
        statusBar()->showMessage(done, 3 * kStatusTimeoutMs);
    }
}

void MainWindow::showGuide()
{
    if (!m_guide) {
        m_guide = new GuideDialog(this);
    }
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
}

void MainWindow::showCatalogWindow()
{
    if (!m_store) {
        importFiles(); // says why there is nothing to edit
        return;
    }
    if (!m_catalogWindow) {
        m_catalogWindow = new CatalogWindow(m_store.get(), &m_settings, this);
        m_catalogWindow->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_catalogWindow, &CatalogWindow::catalogChanged, this, &MainWindow::reloadCatalog);
    }
    m_catalogWindow->show();
    m_catalogWindow->raise();
    m_catalogWindow->activateWindow();
}

PortfolioWindow *MainWindow::portfolioWindow()
{
    if (!m_portfolioWindow) {
        PortfolioWindow::Sources sources;
        sources.catalog = [this] { return m_controller->catalog(); };
        sources.currentPlan = [this] { return m_controller->spec(); };
        sources.todayIso = [this] { return m_controller->todayIso(); };
        m_portfolioWindow = new PortfolioWindow(std::move(sources), this);
        m_portfolioWindow->setAttribute(Qt::WA_DeleteOnClose);
        // A window of its own, not a sheet over the plan.
        m_portfolioWindow->setWindowFlag(Qt::Window);
    }
    m_portfolioWindow->show();
    m_portfolioWindow->raise();
    m_portfolioWindow->activateWindow();
    return m_portfolioWindow;
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    const bool files = !urls.isEmpty() && std::all_of(urls.begin(), urls.end(), [](const QUrl &u) { return u.isLocalFile(); });
    if (files) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList files;
    for (const QUrl &url : event->mimeData()->urls()) {
        files.append(url.toLocalFile());
    }
    if (files.isEmpty()) {
        return;
    }
    event->acceptProposedAction();
    // One plan file opens, a model's config.json becomes the plan's model; anything Azure
    // printed goes to the import preview.
    if (files.size() == 1 && !ImportDialog::guessKind(files)) {
        QFile file(files.front());
        const QByteArray head = file.open(QIODevice::ReadOnly) ? file.read(4096) : QByteArray();
        if (head.contains("capacity-planner.plan")) {
            if (maybeSave()) {
                openFile(files.front());
            }
            return;
        }
        if (data::HfConfig::load(files.front())) {
            m_inputs->modelPicker()->loadConfig(files.front());
            return;
        }
        // A training log: its throughput becomes one of the plan's measurements.
        if (data::TrainingLog::load(files.front())) {
            importTrainingLog(files.front());
            return;
        }
    }
    importFiles(files);
}

void MainWindow::importTrainingLog(const QString &path)
{
    auto report = data::TrainingLog::load(path);
    if (!report) {
        warn(QStringLiteral("trainingLogRefused"), tr("Cannot Import Training Log"), report.error().toLine());
        return;
    }
    const model::PlanSpec spec = m_controller->spec();
    TrainingLogDialog dialog(path, std::move(report.value()), data::TrainingLog::factsFromPlan(spec, m_controller->catalog()),
                             this);
    if (dialog.exec() != QDialog::Accepted || !dialog.measurement()) {
        return;
    }
    model::PlanSpec after = spec;
    const model::Measurement &m = dialog.measurement()->measurement;
    const bool replaced = data::TrainingLog::addTo(after, m);
    m_controller->edit(after, SpecField::Measurements, tr("Import Training Log"));
    m_controller->sealMerging();
    statusBar()->showMessage(replaced ? tr("Replaced the %1-node measurement with the log's").arg(m.nodes)
                                      : tr("Added a %1-node measurement from the log").arg(m.nodes),
                             kStatusTimeoutMs);
}

void MainWindow::updateRiskSummary()
{
    const auto &result = m_riskPanel->result();
    if (!result || m_riskRunner->isRunning()) {
        m_results->setRiskSummary({});
        return;
    }
    m_results->setRiskSummary(data::Texts().riskRecommendation(result->recommendation, result->tier));
}

void MainWindow::exportPlan()
{
    const model::Evaluation &evaluation = m_controller->evaluation();
    if (!evaluation.ok()) {
        warn(QStringLiteral("exportRefused"), tr("Cannot Export"),
             tr("The plan has problems; fix the highlighted fields before exporting."));
        return;
    }
    const model::PlanSpec spec = m_controller->spec();
    ExportDialog dialog(spec, evaluation, m_controller->catalog(), dialogDirectory(), m_settings, this);
    // The report carries the risk figures when the simulation for these inputs has finished.
    if (!m_riskRunner->isRunning() && spec.risk.enabled) {
        dialog.setRiskResult(m_riskPanel->result());
    }
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    // The settings travel with the plan (its "azureml" block), as an undoable edit; defaults stay
    // implicit so a plan without them keeps its version.
    model::JobSettings job = dialog.jobSettings();
    job.idleSecondsBeforeScaleDown = model::JobSettings{}.idleSecondsBeforeScaleDown; // the risk block holds it
    // The dialog shows the launcher the stack implies (model::stackLauncher); left at that, the
    // plan keeps following its stack rather than naming the launcher.
    const model::Launcher planned = spec.azureml ? spec.azureml->launcher : model::Launcher::FromStack;
    if (planned == model::Launcher::FromStack &&
        job.launcher == model::stackLauncher(model::withOptionLayout(spec, evaluation, std::nullopt),
                                             model::Launcher::FromStack)) {
        job.launcher = model::Launcher::FromStack;
    }
    const model::JobSettings defaults = data::Exporters::jobDefaults(spec, evaluation);
    model::PlanSpec after = spec;
    after.azureml = job == defaults ? std::nullopt : std::optional<model::JobSettings>(job);
    m_controller->edit(after, SpecField::JobSettings);
    m_controller->sealMerging();
    statusBar()->showMessage(tr("Exported %1 files to %2")
                                 .arg(dialog.writtenFiles().size())
                                 .arg(QDir::toNativeSeparators(dialog.folder())),
                             kStatusTimeoutMs);
}

void MainWindow::about()
{
    const QString text =
        QStringLiteral("<h3>%1</h3><p>%2</p><p>%3</p><p>%4</p><p>%5</p>")
            .arg(tr("GPU Capacity Planner %1").arg(QStringLiteral(CAPPLAN_VERSION)).toHtmlEscaped(),
                 tr("Plans distributed GPU training on Azure: node count, wall clock, cost and quota, and which "
                    "node count meets a deadline at the lowest cost.")
                     .toHtmlEscaped(),
                 tr("Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later).")
                     .toHtmlEscaped(),
                 tr("Charts drawn with QCustomPlot by Emanuel Eichhammer (GPL-3.0-or-later).").toHtmlEscaped(),
                 tr("Built with Qt %1.").arg(QString::fromLatin1(qVersion())).toHtmlEscaped());
    QMessageBox::about(this, tr("About GPU Capacity Planner"), text);
}

void MainWindow::showCatalogProblem(const QString &catalogPath, const QString &detail)
{
    m_catalogProblemPath = catalogPath;
    m_catalogProblemDetail = detail;
    const QString message = tr("The catalog file %1 cannot be read, so the planner is running on the built-in "
                               "default catalog. The file is left untouched. (Details: %2)")
                                .arg(QDir::toNativeSeparators(catalogPath), detail);
    m_catalogBanner->setText(message.toHtmlEscaped() + QStringLiteral(" <a href=\"#dismiss\">") +
                             tr("Dismiss").toHtmlEscaped() + QStringLiteral("</a>"));
    m_catalogBanner->setVisible(true);
    statusBar()->showMessage(tr("Catalog file unreadable: using the built-in default catalog"));
}

void MainWindow::rememberFile(const QString &path, const QString &statusMessage)
{
    setCurrentFile(path);
    m_settings.addRecentFile(QFileInfo(path).absoluteFilePath());
    m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    updateRecentMenu();
    statusBar()->showMessage(statusMessage, kStatusTimeoutMs);
}

void MainWindow::warn(const QString &objectName, const QString &title, const QString &text, const QString &detail)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box.setObjectName(objectName); // tests find and answer the box by it
    box.setInformativeText(detail);
    box.exec();
}

void MainWindow::setCurrentFile(const QString &path)
{
    m_currentFile = path;
    setWindowModified(!m_controller->undoStack()->isClean());
    updateTitle();
}

void MainWindow::setLanguage(const QString &language)
{
    m_settings.setLanguage(language);
    m_settings.sync();
    if (m_translations != nullptr) {
        m_translations->apply(language);
        return;
    }
    // Without translators (tests) still switch number formats and re-render.
    QLocale::setDefault(Translations::localeFor(language));
    QEvent event(QEvent::LanguageChange);
    QCoreApplication::sendEvent(qApp, &event);
}

QString MainWindow::dialogDirectory() const
{
    if (!m_currentFile.isEmpty()) {
        return QFileInfo(m_currentFile).absolutePath();
    }
    const QString last = m_settings.lastDirectory();
    if (!last.isEmpty() && QDir(last).exists()) {
        return last;
    }
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.setSplitterState(m_splitter->saveState());
    m_settings.sync();
    event->accept();
}

void MainWindow::refreshThemeColours()
{
    for (QCustomPlot *plot : findChildren<QCustomPlot *>()) {
        theme::applyToChart(*plot, plot->palette());
        plot->replot();
    }
    m_catalogBanner->setStyleSheet(theme::labelStyle(theme::Tone::Warning, palette()));
    m_results->refreshColours();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        // A theme chosen while the window is open: charts and banners take their colours from
        // the palette when drawn, so draw them again (theme::applyToChart, theme::labelStyle).
        // The window hears of the change before its children take the new palette (Qt resolves
        // the children's after sending the parent's event), so the redraw waits for the event loop.
        QMetaObject::invokeMethod(this, &MainWindow::refreshThemeColours, Qt::QueuedConnection);
    }
    if (event->type() == QEvent::LanguageChange) {
        // Spin boxes and the chart format numbers with their widget's locale; hand the new
        // default down the tree (it propagates to every child without a locale of its own).
        setLocale(QLocale());
        // Charts keep a locale of their own (theme::followLocale): give them the new one.
        for (QCustomPlot *plot : findChildren<QCustomPlot *>()) {
            theme::followLocale(*plot);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
        // Commands keep their text; set it again so Edit → Undo speaks the new language.
        QUndoStack *stack = m_controller->undoStack();
        for (int i = 0; i < stack->count(); ++i) {
            if (auto *command = dynamic_cast<SpecEditCommand *>(const_cast<QUndoCommand *>(stack->command(i)))) {
                command->retranslate();
            }
        }
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

} // namespace capplan::views
