// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/portfolio/PortfolioWindow.h"

#include "data/export/PortfolioReport.h"
#include "data/export/QuotaRequestPack.h"
#include "data/formats/PlanFile.h"
#include "data/formats/PortfolioFile.h"
#include "model/planning/PortfolioUsage.h"
#include "render/QuotaRequestFiles.h"
#include "views/main/Theme.h"
#include "views/portfolio/PortfolioRunner.h"
#include "views/widgets/QCustomPlotInclude.h"
#include "views/widgets/TitledChart.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>

namespace capplan::views {

namespace {

enum RunColumn { ColName, ColEarliest, ColDeadline, ColPriority, ColStanding, ColMayMove, ColPlan, RunColumns };

// Eight hues told apart in light and dark palettes and by most colour-blind readers (Tableau 10's
// first eight, a palette designed for categorical data).
const QColor kSeries[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0x59, 0xa1, 0x4f),
                          QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2), QColor(0xed, 0xc9, 0x48),
                          QColor(0xb0, 0x7a, 0xa1), QColor(0xff, 0x9d, 0xa7)};

QColor seriesColor(std::size_t i)
{
    return kSeries[i % std::size(kSeries)];
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

void setTitle(QCustomPlot *plot, const QString &text)
{
    chartTitle(plot)->setText(text);
}

void reset(QCustomPlot *plot)
{
    plot->clearPlottables();
    plot->clearItems();
    plot->legend->clearItems();
}

// Hours from the portfolio's start as seconds since the epoch (UTC), what the date axis reads.
double epoch(const model::PortfolioSpec &spec, double hours)
{
    const QDateTime start(QDate::fromString(q(spec.start), Qt::ISODate), QTime(0, 0), Qt::UTC);
    return static_cast<double>(start.toSecsSinceEpoch()) + hours * 3600.0;
}

void dateAxis(QCPAxis *axis)
{
    QSharedPointer<QCPAxisTickerDateTime> ticker(new QCPAxisTickerDateTime);
    ticker->setDateTimeSpec(Qt::UTC);
    ticker->setDateTimeFormat(QStringLiteral("yyyy-MM-dd\nHH:mm"));
    ticker->setTickCount(6);
    axis->setTicker(ticker);
}

QTableWidgetItem *readOnly(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    if (number) {
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    return item;
}

} // namespace

std::string PortfolioWindow::uniqueRunName(const QString &name) const
{
    // Runs are told apart by name (the file refuses two of one name): "sft (2)" for a second "sft".
    const auto taken = [this](const std::string &candidate) {
        return std::any_of(m_spec.runs.begin(), m_spec.runs.end(),
                           [&](const model::PortfolioRunSpec &r) { return r.name == candidate; });
    };
    std::string candidate = name.toStdString();
    for (int n = 2; taken(candidate); ++n) {
        candidate = QStringLiteral("%1 (%2)").arg(name).arg(n).toStdString();
    }
    return candidate;
}

PortfolioWindow::PortfolioWindow(Sources sources, QWidget *parent)
    : QMainWindow(parent)
    , m_sources(std::move(sources))
    , m_texts(QLocale())
{
    setObjectName(QStringLiteral("portfolioWindow"));
    m_runner = new PortfolioRunner(this);
    buildUi();
    retranslateUi();
    connect(m_runner, &PortfolioRunner::started, this, [this] {
        m_progress->setValue(0);
        m_progress->setVisible(true);
        m_cancel->setVisible(true);
    });
    connect(m_runner, &PortfolioRunner::progress, this,
            [this](double fraction) { m_progress->setValue(static_cast<int>(std::lround(fraction * 100.0))); });
    connect(m_runner, &PortfolioRunner::finished, this, &PortfolioWindow::onPlanned);
    connect(m_runner, &PortfolioRunner::cancelled, this, [this] {
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
        statusBar()->showMessage(tr("Planning cancelled"), 4000);
    });
    // Most of the screen: the runs list and the charts side by side.
    const QRect available = screen() != nullptr ? screen()->availableGeometry() : QRect(0, 0, 1366, 768);
    resize(std::min(1320, available.width() - 40), std::min(780, available.height() - 40));
    newPortfolio();
}

PortfolioWindow::~PortfolioWindow() = default;

void PortfolioWindow::buildUi()
{
    m_newAction = new QAction(this);
    m_newAction->setObjectName(QStringLiteral("portfolioNewAction"));
    connect(m_newAction, &QAction::triggered, this, [this] {
        if (maybeSave()) {
            newPortfolio();
        }
    });
    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("portfolioOpenAction"));
    connect(m_openAction, &QAction::triggered, this, [this] {
        if (!maybeSave()) {
            return;
        }
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Portfolio"), QFileInfo(m_path).absolutePath(),
                                                          tr("Portfolios (*.portfolio.json *.json);;All files (*)"));
        if (!path.isEmpty()) {
            openFile(path);
        }
    });
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, [this] {
        if (m_path.isEmpty()) {
            m_saveAsAction->trigger();
        } else {
            saveFile(m_path);
        }
    });
    m_saveAsAction = new QAction(this);
    connect(m_saveAsAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Portfolio"), m_path,
                                                          tr("Portfolios (*.portfolio.json)"));
        if (!path.isEmpty()) {
            saveFile(path);
        }
    });
    m_addCurrentAction = new QAction(this);
    m_addCurrentAction->setObjectName(QStringLiteral("addCurrentPlanAction"));
    connect(m_addCurrentAction, &QAction::triggered, this, &PortfolioWindow::addCurrentPlan);
    m_addFileAction = new QAction(this);
    connect(m_addFileAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Add a Plan File"), QFileInfo(m_path).absolutePath(),
                                                          tr("Plans (*.plan.json *.json);;All files (*)"));
        if (path.isEmpty()) {
            return;
        }
        auto plan = data::PlanFile::load(path);
        if (!plan) {
            QMessageBox::warning(this, tr("Add a Plan File"), plan.error().toLine());
            return;
        }
        model::PortfolioRunSpec run;
        run.planPath = QFileInfo(path).absoluteFilePath().toStdString();
        run.plan = plan.value();
        run.name = uniqueRunName(plan.value().name.empty() ? QFileInfo(path).completeBaseName() : q(plan.value().name));
        const QDate start = QDate::fromString(q(m_spec.start), Qt::ISODate);
        run.deadline = start.addDays(28).toString(Qt::ISODate).toStdString();
        m_spec.runs.push_back(run);
        setModified(true);
        showSpec();
        replan();
    });
    m_removeAction = new QAction(this);
    m_removeAction->setObjectName(QStringLiteral("removeRunAction"));
    connect(m_removeAction, &QAction::triggered, this, [this] {
        const int row = m_runs->currentRow();
        if (row < 0 || row >= static_cast<int>(m_spec.runs.size())) {
            return;
        }
        m_spec.runs.erase(m_spec.runs.begin() + row);
        setModified(true);
        showSpec();
        replan();
    });
    m_planAction = new QAction(this);
    m_planAction->setObjectName(QStringLiteral("planPortfolioAction"));
    m_planAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_planAction, &QAction::triggered, this, &PortfolioWindow::replan);
    m_exportAction = new QAction(this);
    m_exportAction->setObjectName(QStringLiteral("exportQuotaRequestAction"));
    m_exportAction->setEnabled(false);
    connect(m_exportAction, &QAction::triggered, this, &PortfolioWindow::exportQuotaRequest);
    m_closeAction = new QAction(this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);

    QMenu *file = menuBar()->addMenu(QString());
    file->setObjectName(QStringLiteral("portfolioFileMenu"));
    file->addActions({m_newAction, m_openAction, m_saveAction, m_saveAsAction});
    file->addSeparator();
    file->addAction(m_exportAction);
    file->addSeparator();
    file->addAction(m_closeAction);
    QMenu *runs = menuBar()->addMenu(QString());
    runs->setObjectName(QStringLiteral("portfolioRunsMenu"));
    runs->addActions({m_addCurrentAction, m_addFileAction, m_removeAction});
    runs->addSeparator();
    runs->addAction(m_planAction);
    QToolBar *bar = addToolBar(QString());
    bar->setObjectName(QStringLiteral("portfolioToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addActions({m_addCurrentAction, m_addFileAction, m_removeAction});
    bar->addSeparator();
    bar->addActions({m_planAction, m_exportAction});

    auto *central = new QWidget(this);
    auto *outer = new QVBoxLayout(central);
    auto *splitter = new QSplitter(Qt::Horizontal, central);

    // Left: the portfolio and its runs.
    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(left);
    m_name->setObjectName(QStringLiteral("portfolioName"));
    m_start = new QDateEdit(left);
    m_start->setObjectName(QStringLiteral("portfolioStart"));
    m_start->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_start->setCalendarPopup(true);
    m_budget = new QDoubleSpinBox(left);
    m_budget->setObjectName(QStringLiteral("portfolioBudget"));
    m_budget->setRange(0.0, 1e12);
    m_budget->setDecimals(0);
    m_budget->setSingleStep(1000.0);
    m_budget->setGroupSeparatorShown(true);
    m_nameLabel = new QLabel(left);
    m_startLabel = new QLabel(left);
    m_budgetLabel = new QLabel(left);
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_startLabel, m_start);
    form->addRow(m_budgetLabel, m_budget);
    leftLayout->addLayout(form);
    m_summary = new QLabel(left);
    m_summary->setObjectName(QStringLiteral("portfolioSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    leftLayout->addWidget(m_summary);
    m_runs = new QTableWidget(0, RunColumns, left);
    m_runs->setObjectName(QStringLiteral("portfolioRuns"));
    m_runs->verticalHeader()->setVisible(false);
    m_runs->horizontalHeader()->setStretchLastSection(false);
    m_runs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runs->horizontalHeader()->setSectionResizeMode(ColName, QHeaderView::Stretch);
    m_runs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runs->setSelectionMode(QAbstractItemView::SingleSelection);
    leftLayout->addWidget(m_runs, 1);
    m_error = new QLabel(left);
    m_error->setObjectName(QStringLiteral("portfolioError"));
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(QPalette::WindowText, theme::warningText(palette()));
    m_error->setPalette(errorPalette);
    leftLayout->addWidget(m_error);
    auto *progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(left);
    m_progress->setObjectName(QStringLiteral("portfolioProgress"));
    m_progress->setRange(0, 100);
    m_progress->setVisible(false);
    m_cancel = new QPushButton(left);
    m_cancel->setObjectName(QStringLiteral("portfolioCancel"));
    m_cancel->setVisible(false);
    connect(m_cancel, &QPushButton::clicked, m_runner, &WorkerRunner::cancel);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    leftLayout->addLayout(progressRow);

    // Right: the answers.
    m_tabs = new QTabWidget(splitter);
    m_tabs->setObjectName(QStringLiteral("portfolioTabs"));
    // The schedule: the Gantt chart over the runs' figures, which share the height.
    auto *schedulePage = new QSplitter(Qt::Vertical, m_tabs);
    schedulePage->setObjectName(QStringLiteral("portfolioSchedulePage"));
    m_gantt = makeTitledChart(schedulePage, QStringLiteral("portfolioGantt"), QSize(300, 200), 4);
    m_gantt->legend->setVisible(true);
    m_scheduleTable = new QTableWidget(0, 6, schedulePage);
    m_scheduleTable->setObjectName(QStringLiteral("portfolioSchedule"));
    m_scheduleTable->verticalHeader()->setVisible(false);
    m_scheduleTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scheduleTable->horizontalHeader()->setStretchLastSection(true);
    schedulePage->addWidget(m_gantt);
    schedulePage->addWidget(m_scheduleTable);
    schedulePage->setStretchFactor(0, 3);
    schedulePage->setStretchFactor(1, 2);
    m_tabs->addTab(schedulePage, QString());

    auto *usagePage = new QWidget(m_tabs);
    auto *usageLayout = new QVBoxLayout(usagePage);
    auto *usageRow = new QHBoxLayout;
    m_whichLabel = new QLabel(usagePage);
    m_which = new QComboBox(usagePage);
    m_which->setObjectName(QStringLiteral("portfolioScheduleChoice"));
    m_which->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_poolLabel = new QLabel(usagePage);
    m_pool = new QComboBox(usagePage);
    m_pool->setObjectName(QStringLiteral("portfolioPool"));
    m_pool->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    usageRow->addWidget(m_whichLabel);
    usageRow->addWidget(m_which);
    usageRow->addSpacing(12);
    usageRow->addWidget(m_poolLabel);
    usageRow->addWidget(m_pool);
    usageRow->addStretch(1);
    usageLayout->addLayout(usageRow);
    m_usage = makeTitledChart(usagePage, QStringLiteral("portfolioUsage"), QSize(300, 200), 4);
    m_usage->legend->setVisible(true);
    usageLayout->addWidget(m_usage, 1);
    m_tabs->addTab(usagePage, QString());
    // The pools differ between the two schedules: the list is made again.
    connect(m_which, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling) {
            showPlan();
        }
    });
    connect(m_pool, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling) {
            drawUsage();
        }
    });

    auto *buysPage = new QWidget(m_tabs);
    auto *buysLayout = new QVBoxLayout(buysPage);
    m_buysChart = makeTitledChart(buysPage, QStringLiteral("portfolioQuotaBuysChart"), QSize(300, 200), 2);
    m_buysTable = new QTableWidget(0, 6, buysPage);
    m_buysTable->setObjectName(QStringLiteral("portfolioQuotaBuys"));
    m_buysTable->verticalHeader()->setVisible(false);
    m_buysTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_buysChart->legend->setVisible(true);
    m_buysNote = new QLabel(buysPage);
    m_buysNote->setObjectName(QStringLiteral("portfolioQuotaBuysNote"));
    m_buysNote->setWordWrap(true);
    buysLayout->addWidget(m_buysChart, 3);
    buysLayout->addWidget(m_buysNote);
    buysLayout->addWidget(m_buysTable, 2);
    m_tabs->addTab(buysPage, QString());

    auto *needPage = new QWidget(m_tabs);
    auto *needLayout = new QVBoxLayout(needPage);
    m_needTable = new QTableWidget(0, 6, needPage);
    m_needTable->setObjectName(QStringLiteral("portfolioQuotaNeeded"));
    m_needTable->verticalHeader()->setVisible(false);
    m_needTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_needNote = new QLabel(needPage);
    m_needNote->setWordWrap(true);
    needLayout->addWidget(m_needTable, 1);
    needLayout->addWidget(m_needNote);
    m_tabs->addTab(needPage, QString());

    splitter->addWidget(left);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 9);
    splitter->setStretchFactor(1, 11);
    outer->addWidget(splitter);
    setCentralWidget(central);

    connect(m_name, &QLineEdit::textEdited, this, [this] { readForm(); });
    connect(m_start, &QDateEdit::dateChanged, this, [this] {
        if (!m_filling) {
            readForm();
            replan();
        }
    });
    connect(m_budget, &QDoubleSpinBox::editingFinished, this, [this] {
        readForm();
        replan();
    });
    connect(m_runs, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling) {
            readRunsTable();
            replan();
        }
    });
}

void PortfolioWindow::retranslateUi()
{
    m_texts = data::Texts(QLocale());
    m_newAction->setText(tr("&New Portfolio"));
    m_openAction->setText(tr("&Open Portfolio…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_addCurrentAction->setText(tr("Add &Current Plan"));
    m_addCurrentAction->setToolTip(tr("Add the plan in the main window as a run of this portfolio"));
    m_addFileAction->setText(tr("Add Plan F&ile…"));
    m_removeAction->setText(tr("Re&move Run"));
    m_planAction->setText(tr("&Plan"));
    m_planAction->setToolTip(tr("Search every run and schedule them within the quota (F5)"));
    m_exportAction->setText(tr("&Export Quota Request…"));
    m_exportAction->setToolTip(tr("Write the quota request pack (JSON, text and PDF) for the account team"));
    m_closeAction->setText(tr("&Close"));
    if (auto *menus = menuBar(); menus->actions().size() >= 2) {
        menus->actions().at(0)->setText(tr("&File"));
        menus->actions().at(1)->setText(tr("R&uns"));
    }
    {
        const auto [prefix, suffix] = m_texts.moneyAffixes(m_spec.currency);
        m_budget->setPrefix(prefix);
        m_budget->setSuffix(suffix);
    }
    m_nameLabel->setText(tr("Name"));
    m_startLabel->setText(tr("Start"));
    m_budgetLabel->setText(tr("Budget"));
    // Numbers as the language writes them (the widgets keep the locale they were made with).
    m_budget->setLocale(QLocale());
    m_start->setLocale(QLocale());
    m_budget->setSpecialValueText(tr("none"));
    m_runs->setHorizontalHeaderLabels({tr("Run"), tr("Earliest start"), tr("Deadline"), tr("Priority"),
                                       tr("Standing"), tr("May move"), tr("Plan")});
    m_runs->horizontalHeaderItem(ColMayMove)->setToolTip(
        tr("Where the run may go other than its plan's size, region and tier (\"may_move\"): nowhere, another "
           "region or tier of the same size, or any size"));
    for (int row = 0; row < m_runs->rowCount(); ++row) {
        if (auto *combo = qobject_cast<QComboBox *>(m_runs->cellWidget(row, ColMayMove))) {
            setMayMoveTexts(*combo);
        }
    }
    m_runs->horizontalHeaderItem(ColEarliest)->setToolTip(tr("An ISO date (that day's first moment) or date-time (UTC)"));
    m_runs->horizontalHeaderItem(ColDeadline)->setToolTip(tr("An ISO date (the end of that day) or date-time (UTC)"));
    m_runs->horizontalHeaderItem(ColPriority)->setToolTip(tr("1 is the most important: its deadline is met first"));
    m_runs->horizontalHeaderItem(ColStanding)->setToolTip(
        tr("A standing cluster: the run's Azure ML cluster stays for the whole portfolio and holds its quota all "
           "along"));
    m_cancel->setText(tr("Cancel"));
    m_tabs->setTabText(0, tr("Schedule"));
    m_tabs->setTabText(1, tr("Quota use"));
    m_tabs->setTabText(2, tr("What quota buys"));
    m_tabs->setTabText(3, tr("Quota needed"));
    m_whichLabel->setText(tr("Schedule"));
    m_poolLabel->setText(tr("Quota pool"));
    {
        const int which = std::max(0, m_which->currentIndex());
        const bool filling = m_filling;
        m_filling = true;
        m_which->clear();
        m_which->addItem(tr("Within today's quota"));
        m_which->addItem(tr("With the least quota that meets every deadline"));
        m_which->setCurrentIndex(which);
        m_filling = filling;
    }
    m_buysTable->setHorizontalHeaderLabels(
        {tr("Quota pool"), tr("Added vCPUs"), tr("Deadlines gained"), tr("Deadlines missed"), tr("Hours saved"), tr("Cost change")});
    m_scheduleTable->setHorizontalHeaderLabels(
        {tr("Run"), tr("Nodes × size, region"), tr("Cost"), tr("Hours (band)"), tr("Start (UTC)"), tr("Finish (UTC)")});
    m_needTable->setHorizontalHeaderLabels(
        {tr("Quota pool"), tr("Peak vCPUs"), tr("Free today"), tr("From (UTC)"), tr("To (UTC)"), tr("vCPU-hours above free")});
    updateTitle();
    showPlan();
}

void PortfolioWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        for (QCustomPlot *plot : {m_gantt, m_usage, m_buysChart}) {
            theme::followLocale(*plot);
        }
        retranslateUi();
        showSpec();
    } else if (event->type() == QEvent::PaletteChange && m_gantt != nullptr) {
        for (QCustomPlot *plot : {m_gantt, m_usage, m_buysChart}) {
            theme::applyToChart(*plot, palette());
        }
        showPlan();
    }
    QMainWindow::changeEvent(event);
}

void PortfolioWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_runner->cancel();
    QMainWindow::closeEvent(event);
}

void PortfolioWindow::newPortfolio()
{
    m_spec = model::PortfolioSpec{};
    m_spec.name = tr("New portfolio").toStdString();
    // The quarter starts next Monday.
    QDate start = QDate::fromString(m_sources.todayIso ? m_sources.todayIso() : QString(), Qt::ISODate);
    if (!start.isValid()) {
        start = QDate::currentDate();
    }
    start = start.addDays(8 - start.dayOfWeek());
    m_spec.start = start.toString(Qt::ISODate).toStdString();
    m_path.clear();
    m_plan.reset();
    m_runner->cancel();
    setModified(false);
    showSpec();
    showPlan();
}

bool PortfolioWindow::openFile(const QString &path)
{
    auto spec = data::PortfolioFile::load(path);
    if (!spec) {
        QMessageBox::warning(this, tr("Open Portfolio"), spec.error().toLine());
        return false;
    }
    m_spec = spec.value();
    // Plan files are kept by their absolute paths while the portfolio is open (Save As may move it).
    const QDir folder = QFileInfo(path).absoluteDir();
    for (model::PortfolioRunSpec &run : m_spec.runs) {
        if (!run.planPath.empty()) {
            run.planPath = QDir::cleanPath(folder.absoluteFilePath(q(run.planPath))).toStdString();
        }
    }
    m_path = QFileInfo(path).absoluteFilePath();
    m_plan.reset();
    setModified(false);
    showSpec();
    showPlan();
    replan();
    return true;
}

bool PortfolioWindow::saveFile(const QString &path)
{
    readForm();
    // Plan files relative to the portfolio's folder, as the file format asks.
    model::PortfolioSpec written = m_spec;
    const QDir folder = QFileInfo(path).absoluteDir();
    for (model::PortfolioRunSpec &run : written.runs) {
        if (!run.planPath.empty()) {
            run.planPath = folder.relativeFilePath(q(run.planPath)).toStdString();
        }
    }
    const data::Status saved = data::PortfolioFile::save(written, path);
    if (!saved) {
        QMessageBox::warning(this, tr("Save Portfolio"), saved.error().toLine());
        return false;
    }
    m_path = QFileInfo(path).absoluteFilePath();
    setModified(false);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_path)), 4000);
    return true;
}

void PortfolioWindow::addCurrentPlan()
{
    if (!m_sources.currentPlan) {
        return;
    }
    model::PortfolioRunSpec run;
    run.plan = m_sources.currentPlan();
    run.name = uniqueRunName(run.plan.name.empty() ? tr("Run %1").arg(m_spec.runs.size() + 1) : q(run.plan.name));
    const QDateTime start(QDate::fromString(q(m_spec.start), Qt::ISODate), QTime(0, 0), Qt::UTC);
    // The plan's own deadline from the portfolio's start, rounded up to the hour; else four weeks.
    const double hours = run.plan.deadlineHours.value_or(28.0 * 24.0);
    run.deadline = start.addSecs(static_cast<qint64>(std::ceil(hours)) * 3600).toString(QStringLiteral("yyyy-MM-ddTHH:mm")).toStdString();
    m_spec.runs.push_back(run);
    setModified(true);
    showSpec();
    m_runs->selectRow(static_cast<int>(m_spec.runs.size()) - 1);
    statusBar()->showMessage(tr("Added %1; its deadline and budget give way to the portfolio's").arg(q(run.name)), 6000);
    replan();
}

void PortfolioWindow::showSpec()
{
    m_filling = true;
    m_name->setText(q(m_spec.name));
    m_start->setDate(QDate::fromString(q(m_spec.start), Qt::ISODate));
    m_budget->setValue(m_spec.budget.value_or(0.0));
    const auto [prefix, suffix] = m_texts.moneyAffixes(m_spec.currency);
    m_budget->setPrefix(prefix);
    m_budget->setSuffix(suffix);
    m_runs->setRowCount(static_cast<int>(m_spec.runs.size()));
    for (int row = 0; row < static_cast<int>(m_spec.runs.size()); ++row) {
        const model::PortfolioRunSpec &run = m_spec.runs[static_cast<std::size_t>(row)];
        m_runs->setItem(row, ColName, new QTableWidgetItem(q(run.name)));
        auto *plan = readOnly(run.planPath.empty() ? tr("(in the portfolio)") : QFileInfo(q(run.planPath)).fileName());
        plan->setToolTip(run.planPath.empty() ? tr("The plan is written into the portfolio file")
                                              : QDir::toNativeSeparators(q(run.planPath)));
        m_runs->setItem(row, ColPlan, plan);
        // "2027-01-04" and "2027-01-04T00:00" read alike but differ as a deadline (a date alone is
        // its day's end): each cell's tooltip says the moment the schedule reads.
        const auto dated = [this](const std::string &text, bool isDeadline) {
            auto *item = new QTableWidgetItem(q(text));
            const std::optional<QDateTime> at = data::PortfolioFile::resolvedMoment(text, isDeadline);
            if (at) {
                const QString moment = at->toString(QStringLiteral("yyyy-MM-dd HH:mm"));
                const bool dateOnly = text.size() == 10;
                //: %1: a date and time in UTC
                item->setToolTip(dateOnly && isDeadline ? tr("Read as %1 UTC: a deadline given as a date is the end of that day")
                                                                .arg(moment)
                                                        : tr("Read as %1 UTC").arg(moment));
            }
            return item;
        };
        m_runs->setItem(row, ColEarliest, dated(run.earliestStart, false));
        m_runs->setItem(row, ColDeadline, dated(run.deadline, true));
        auto *priority = new QTableWidgetItem(QString::number(run.priority));
        priority->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_runs->setItem(row, ColPriority, priority);
        auto *standing = new QTableWidgetItem;
        standing->setFlags((standing->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
        standing->setCheckState(run.standingCluster ? Qt::Checked : Qt::Unchecked);
        m_runs->setItem(row, ColStanding, standing);
        // "may_move": a choice of three, written to the spec as soon as it changes.
        auto *mayMove = new QComboBox(m_runs);
        mayMove->setObjectName(QStringLiteral("mayMoveCombo%1").arg(row));
        for (const model::MayMove m : {model::MayMove::No, model::MayMove::Region, model::MayMove::Size}) {
            mayMove->addItem(QString(), static_cast<int>(m));
        }
        setMayMoveTexts(*mayMove);
        mayMove->setCurrentIndex(mayMove->findData(static_cast<int>(run.mayMove)));
        connect(mayMove, &QComboBox::currentIndexChanged, this, [this, mayMove, row] {
            if (m_filling || row >= static_cast<int>(m_spec.runs.size())) {
                return;
            }
            m_spec.runs[static_cast<std::size_t>(row)].mayMove = static_cast<model::MayMove>(mayMove->currentData().toInt());
            setModified(true);
            replan();
        });
        m_runs->setItem(row, ColMayMove, readOnly(QString()));
        m_runs->setCellWidget(row, ColMayMove, mayMove);
    }
    m_filling = false;
    updateTitle();
}

void PortfolioWindow::readForm()
{
    if (m_filling) {
        return;
    }
    const std::string name = m_name->text().toStdString();
    const std::string start = m_start->date().toString(Qt::ISODate).toStdString();
    const std::optional<double> budget = m_budget->value() > 0.0 ? std::optional<double>(m_budget->value()) : std::nullopt;
    if (name != m_spec.name || start != m_spec.start || budget != m_spec.budget) {
        m_spec.name = name;
        m_spec.start = start;
        m_spec.budget = budget;
        setModified(true);
    }
}

void PortfolioWindow::setMayMoveTexts(QComboBox &combo)
{
    //: "may_move": "no"
    combo.setItemText(0, tr("No"));
    //: "may_move": "region", the same size in another region or tier
    combo.setItemText(1, tr("Region"));
    //: "may_move": "size", any size, region and tier
    combo.setItemText(2, tr("Any size"));
}

void PortfolioWindow::readRunsTable()
{
    for (int row = 0; row < m_runs->rowCount() && row < static_cast<int>(m_spec.runs.size()); ++row) {
        model::PortfolioRunSpec &run = m_spec.runs[static_cast<std::size_t>(row)];
        run.name = m_runs->item(row, ColName)->text().trimmed().toStdString();
        run.earliestStart = m_runs->item(row, ColEarliest)->text().trimmed().toStdString();
        run.deadline = m_runs->item(row, ColDeadline)->text().trimmed().toStdString();
        bool ok = false;
        const int priority = m_runs->item(row, ColPriority)->text().trimmed().toInt(&ok);
        // A priority that is not a whole number is kept as 0, which the reader refuses by name.
        run.priority = ok ? priority : 0;
        run.standingCluster = m_runs->item(row, ColStanding)->checkState() == Qt::Checked;
    }
    setModified(true);
}

bool PortfolioWindow::resolveSpec()
{
    const QString folder = m_path.isEmpty() ? QDir::currentPath() : QFileInfo(m_path).absolutePath();
    auto resolved = data::PortfolioFile::parse(data::PortfolioFile::serialize(m_spec), folder,
                                               m_path.isEmpty() ? tr("this portfolio") : QFileInfo(m_path).fileName());
    if (!resolved) {
        m_error->setText(resolved.error().toLine());
        m_error->setVisible(true);
        return false;
    }
    m_error->setVisible(false);
    // The hours the dates resolve to; the plans as read (a plan file may have changed on disk).
    m_spec = resolved.value();
    return true;
}

void PortfolioWindow::replan()
{
    readForm();
    if (m_spec.runs.empty()) {
        m_runner->cancel();
        m_plan.reset();
        m_error->setVisible(false);
        showPlan();
        return;
    }
    if (!resolveSpec()) {
        m_runner->cancel();
        return;
    }
    const QString today = m_sources.todayIso ? m_sources.todayIso() : QDate::currentDate().toString(Qt::ISODate);
    m_runner->request(m_spec, m_sources.catalog ? m_sources.catalog() : model::Catalog{}, today.toStdString());
}

bool PortfolioWindow::isPlanning() const
{
    return m_runner->isRunning() || m_runner->isPending();
}

void PortfolioWindow::onPlanned(const model::PortfolioPlan &plan)
{
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    if (plan.runs.size() != m_spec.runs.size()) {
        return; // planned for runs that have changed since; a newer request follows
    }
    m_plan = plan;
    m_plannedCatalog = m_runner->catalog();
    for (std::size_t i = 0; i < plan.issues.size(); ++i) {
        if (!plan.issues[i].empty()) {
            const model::InputIssue &issue = plan.issues[i].front();
            m_error->setText(QStringLiteral("runs[%1].plan.%2: %3").arg(i).arg(q(issue.path), m_texts.issue(issue)));
            m_error->setVisible(true);
        }
    }
    showPlan();
    Q_EMIT planned();
}

void PortfolioWindow::showPlan()
{
    if (m_gantt == nullptr) {
        return;
    }
    m_exportAction->setEnabled(m_plan.has_value() && !m_plan->runs.empty());
    if (!m_plan) {
        m_summary->setText(m_spec.runs.empty() ? tr("Add runs: the current plan with Add Current Plan, or plan files.")
                                               : QString());
    } else {
        const model::Schedule &a = m_plan->withinQuota;
        const int runs = static_cast<int>(m_plan->runs.size());
        //: %1 runs meeting their deadline, %2 runs, %3 the total cost
        QString summary = tr("Within today's quota: %1 of %2 deadlines met, %3 in all").arg(runs - a.missedDeadlines).arg(runs)
                              .arg(m_texts.money(a.totalCost, m_spec.currency));
        summary += QStringLiteral(" ") + (a.exact ? tr("(an optimal schedule).") : tr("(a heuristic schedule, not a proven optimum)."));
        if (!a.withinBudget) {
            summary += QStringLiteral(" ") + tr("Over the budget.");
        }
        QStringList unlimited;
        for (const model::QuotaPool &pool : model::unlimitedPools(m_plan->runs, a, m_plan->quota)) {
            unlimited << data::QuotaRequestPack::poolName(pool);
        }
        if (!unlimited.isEmpty()) {
            //: %1: quota pools, comma-separated
            summary += QStringLiteral(" ") + tr("Not limited, no quota known: %1.").arg(unlimited.join(QStringLiteral(", ")));
        }
        for (const std::size_t item : m_plan->unknownQuotaItems) {
            summary += QStringLiteral(" ") + data::PortfolioReport::unusedQuotaText(m_spec, item);
        }
        if (!m_plan->unknownRegions.empty()) {
            summary += QStringLiteral(" ") + data::PortfolioReport::unknownRegionsText(*m_plan) + QLatin1Char('.');
        }
        const int unmeetable = static_cast<int>(m_plan->least.unmeetable.size());
        summary += QStringLiteral(" ") +
                   (unmeetable == 0 ? tr("With the least quota every deadline is met.")
                                    : tr("%1 deadline(s) cannot be met at any quota.").arg(unmeetable));
        int moved = 0;
        for (std::size_t i = 0; i < m_plan->runs.size(); ++i) {
            moved += model::moveOf(m_plan->runs[i], a.placements[i]) ? 1 : 0;
        }
        if (moved > 0) {
            //: %1: how many runs; "may_move" in the portfolio allows it
            summary += QStringLiteral(" ") + tr("%1 run(s) moved from their plan's size, region or tier (see Schedule).").arg(moved);
        }
        summary += QStringLiteral(" ") + data::QuotaRequestPack::schedulesText(data::QuotaRequestPack::schedulesOf(*m_plan),
                                                                              m_spec.currency, m_texts);
        m_summary->setText(summary);
    }
    drawGantt();
    fillScheduleTable();
    // The pools of the chosen schedule.
    m_filling = true;
    const QString pool = m_pool->currentText();
    m_pool->clear();
    if (m_plan) {
        const model::Schedule &s = m_which->currentIndex() == 1 ? m_plan->least.schedule : m_plan->withinQuota;
        // The pool the user had, else the busiest one.
        int busiest = 0;
        long long most = -1;
        for (const model::PoolTimeline &t : model::poolTimelines(m_plan->runs, s)) {
            if (t.peak > most) {
                most = t.peak;
                busiest = m_pool->count();
            }
            m_pool->addItem(data::QuotaRequestPack::poolName(t.pool));
        }
        const int previous = pool.isEmpty() ? -1 : m_pool->findText(pool);
        m_pool->setCurrentIndex(previous >= 0 ? previous : busiest);
    }
    m_filling = false;
    drawUsage();
    drawQuotaBuys();
    fillQuotaTables();
}

void PortfolioWindow::drawGantt()
{
    reset(m_gantt);
    setTitle(m_gantt, tr("Schedule within today's quota, coloured by size"));
    if (!m_plan || m_plan->runs.empty()) {
        m_gantt->replot();
        return;
    }
    const model::Schedule &s = m_plan->withinQuota;
    const std::size_t n = m_plan->runs.size();
    std::map<std::string, QColor> colours;
    QSharedPointer<QCPAxisTickerText> names(new QCPAxisTickerText);
    double first = epoch(m_spec, 0.0);
    double last = first;
    const QColor text = palette().color(QPalette::WindowText);
    const QColor missed = theme::warningText(palette());
    for (std::size_t i = 0; i < n; ++i) {
        const model::PortfolioRun &run = m_plan->runs[i];
        const double y = static_cast<double>(n - 1 - i);
        names->addTick(y, q(run.name));
        const model::Placement &p = s.placements[i];
        // The run's window: a thin line from its earliest start to its deadline, closed by a bar.
        auto *window = new QCPItemLine(m_gantt);
        window->start->setCoords(epoch(m_spec, run.earliestStartHour), y);
        window->end->setCoords(epoch(m_spec, run.deadlineHour), y);
        window->setPen(QPen(theme::mutedText(palette()), 1, Qt::DotLine));
        auto *deadline = new QCPItemLine(m_gantt);
        deadline->start->setCoords(epoch(m_spec, run.deadlineHour), y - 0.4);
        deadline->end->setCoords(epoch(m_spec, run.deadlineHour), y + 0.4);
        deadline->setPen(QPen(text, 2));
        last = std::max(last, epoch(m_spec, run.deadlineHour));
        if (!p.choice) {
            auto *none = new QCPItemText(m_gantt);
            none->position->setCoords(epoch(m_spec, run.earliestStartHour), y);
            none->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
            none->setColor(missed);
            none->setText(tr("cannot run: no way to run it fits the quota"));
            continue;
        }
        const model::RunChoice &c = run.choices[*p.choice];
        if (!colours.count(c.sku)) {
            const QColor colour = seriesColor(colours.size());
            colours[c.sku] = colour;
            // An empty bar series per size: the legend's entry for the colour.
            auto *key = new QCPBars(m_gantt->yAxis, m_gantt->xAxis);
            key->setName(q(c.sku));
            key->setBrush(colour);
            key->setPen(QPen(colour.darker(130)));
        }
        auto *bar = new QCPItemRect(m_gantt);
        bar->topLeft->setCoords(epoch(m_spec, p.startHour), y + 0.3);
        bar->bottomRight->setCoords(epoch(m_spec, p.finishHour), y - 0.3);
        bar->setBrush(colours[c.sku]);
        bar->setPen(p.meetsDeadline ? QPen(colours[c.sku].darker(140), 1) : QPen(missed, 2.5));
        auto *label = new QCPItemText(m_gantt);
        label->position->setCoords(epoch(m_spec, p.finishHour), y);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(4, 0, 0, 0));
        label->setColor(p.meetsDeadline ? text : missed);
        //: a bar's label in the schedule: %1 "8 nodes", %2 region, %3 tier
        label->setText(tr("%1, %2, %3").arg(data::Texts::nodeCount(c.nodes), q(c.region), m_texts.tierName(c.tier)) +
                       (p.meetsDeadline ? QString() : QStringLiteral(" — ") + tr("late")));
        last = std::max(last, epoch(m_spec, p.finishHour));
    }
    m_gantt->yAxis->setTicker(names);
    m_gantt->yAxis->setRange(-0.7, static_cast<double>(n) - 0.3);
    m_gantt->yAxis->grid()->setVisible(false);
    dateAxis(m_gantt->xAxis);
    // Room on the right for the last bar's label.
    m_gantt->xAxis->setRange(first, last + (last - first) * 0.25 + 3600.0);
    m_gantt->xAxis->setLabel(tr("UTC"));
    m_gantt->replot();
}

void PortfolioWindow::fillScheduleTable()
{
    m_scheduleTable->setRowCount(0);
    if (!m_plan) {
        return;
    }
    const QDateTime start(QDate::fromString(q(m_spec.start), Qt::ISODate), QTime(0, 0), Qt::UTC);
    // Short, in the interface's language ("4 Jan 08:00"): the year is the portfolio's, on the axis.
    const auto when = [&](double hours) {
        return QLocale().toString(start.addSecs(static_cast<qint64>(std::llround(hours * 3600.0))),
                                  QStringLiteral("d MMM HH:mm"));
    };
    const QColor missed = theme::warningText(palette());
    const model::Schedule &a = m_plan->withinQuota;
    for (std::size_t i = 0; i < m_plan->runs.size(); ++i) {
        const model::PortfolioRun &run = m_plan->runs[i];
        const model::Placement &p = a.placements[i];
        const int row = m_scheduleTable->rowCount();
        m_scheduleTable->insertRow(row);
        m_scheduleTable->setItem(row, 0, readOnly(q(run.name)));
        if (!p.choice) {
            m_scheduleTable->setItem(row, 1, readOnly(tr("cannot run: no way to run it fits the quota")));
            m_scheduleTable->item(row, 1)->setForeground(missed);
            m_scheduleTable->setSpan(row, 1, 1, 5);
            continue;
        }
        const model::RunChoice &c = run.choices[*p.choice];
        // The tier only where it is not dedicated, the usual one: the column stays narrow.
        //: a run's way to run: %1 nodes, %2 size, %3 region
        QString where = tr("%1 × %2, %3").arg(c.nodes).arg(q(c.sku), q(c.region));
        if (c.tier != model::Tier::Dedicated) {
            where += QStringLiteral(", ") + m_texts.tierName(c.tier);
        }
        QString tip = tr("%1 vCPUs of %2").arg(c.cores).arg(data::QuotaRequestPack::poolName(model::poolOf(c)));
        const std::optional<model::RunMove> move = model::moveOf(run, p);
        if (move) {
            //: marks a run placed away from its plan's size, region or tier
            where += QStringLiteral(" — ") + tr("moved");
            tip += QLatin1Char('\n') + data::PortfolioReport::moveText(*move, m_texts);
        }
        auto *how = readOnly(where);
        how->setToolTip(tip);
        m_scheduleTable->setItem(row, 1, how);
        m_scheduleTable->setItem(row, 4, readOnly(when(p.startHour)));
        auto *finish = readOnly(when(p.finishHour) + (p.meetsDeadline ? QString() : QStringLiteral(" — ") + tr("late")));
        finish->setToolTip(tr("Deadline %1 UTC").arg(when(run.deadlineHour)));
        if (!p.meetsDeadline) {
            finish->setForeground(missed);
        }
        m_scheduleTable->setItem(row, 5, finish);
        m_scheduleTable->setItem(row, 3, readOnly(m_texts.hoursWithBand(c.hours, c.hoursLow, c.hoursHigh), true));
        m_scheduleTable->setItem(row, 2, readOnly(m_texts.money(c.cost, m_spec.currency), true));
    }
}

void PortfolioWindow::drawUsage()
{
    reset(m_usage);
    const bool least = m_which->currentIndex() == 1;
    setTitle(m_usage, least ? tr("vCPUs in use with the least quota that meets every deadline")
                            : tr("vCPUs in use within today's quota"));
    if (!m_plan) {
        m_usage->replot();
        return;
    }
    const model::Schedule &s = least ? m_plan->least.schedule : m_plan->withinQuota;
    const std::vector<model::PoolTimeline> timelines = model::poolTimelines(m_plan->runs, s);
    const int index = m_pool->currentIndex();
    if (index < 0 || index >= static_cast<int>(timelines.size())) {
        m_usage->replot();
        return;
    }
    const model::PoolTimeline &t = timelines[static_cast<std::size_t>(index)];
    dateAxis(m_usage->xAxis);
    m_usage->xAxis->setLabel(tr("UTC"));
    m_usage->yAxis->setLabel(tr("vCPUs"));
    // One band per run, stacked: each graph is the running total, filled down to the one below.
    std::vector<long long> below(t.hours.size() > 0 ? t.hours.size() - 1 : 0, 0);
    QCPGraph *previous = nullptr;
    for (std::size_t i = 0; i < t.runs.size(); ++i) {
        QVector<double> x;
        QVector<double> y;
        for (std::size_t k = 0; k + 1 < t.hours.size(); ++k) {
            below[k] += t.cores[i][k];
            x.append(epoch(m_spec, t.hours[k]));
            y.append(static_cast<double>(below[k]));
        }
        if (!x.isEmpty()) {
            x.append(epoch(m_spec, t.hours.back()));
            y.append(y.back());
        }
        auto *graph = m_usage->addGraph();
        graph->setName(q(m_plan->runs[t.runs[i]].name));
        graph->setLineStyle(QCPGraph::lsStepLeft);
        const QColor colour = seriesColor(i);
        graph->setPen(QPen(colour.darker(130), 1));
        QColor fill = colour;
        fill.setAlpha(200);
        graph->setBrush(fill);
        if (previous != nullptr) {
            graph->setChannelFillGraph(previous);
        }
        graph->setData(x, y, true);
        previous = graph;
    }
    double top = static_cast<double>(t.peak);
    const auto limit = m_plan->quota.find(t.pool);
    if (limit != m_plan->quota.end()) {
        auto *quota = m_usage->addGraph();
        quota->setName(tr("free quota today"));
        quota->setPen(QPen(theme::warningText(palette()), 2, Qt::DashLine));
        const double value = static_cast<double>(limit->second);
        quota->setData({epoch(m_spec, t.hours.front()), epoch(m_spec, t.hours.back())}, {value, value}, true);
        top = std::max(top, value);
    }
    m_usage->xAxis->setRange(epoch(m_spec, t.hours.front()), epoch(m_spec, t.hours.back()));
    m_usage->yAxis->setRange(0.0, top * 1.12 + 1.0);
    m_usage->replot();
}

void PortfolioWindow::drawQuotaBuys()
{
    reset(m_buysChart);
    setTitle(m_buysChart, tr("Deadlines met thanks to more quota"));
    m_buysTable->setRowCount(0);
    m_buysNote->setText(data::PortfolioReport::quotaBuysText(m_plan ? &*m_plan : nullptr, m_spec.currency, m_texts));
    if (!m_plan || m_plan->quotaBuys.empty()) {
        m_buysChart->replot();
        return;
    }
    QSharedPointer<QCPAxisTickerText> steps(new QCPAxisTickerText);
    for (std::size_t k = 0; k < model::kQuotaSteps.size(); ++k) {
        steps->addTick(static_cast<double>(k), QStringLiteral("+%1").arg(model::kQuotaSteps[k]));
    }
    m_buysChart->xAxis->setTicker(steps);
    m_buysChart->xAxis->setLabel(tr("vCPUs added to one pool"));
    m_buysChart->yAxis->setLabel(tr("deadlines gained"));
    QSharedPointer<QCPAxisTickerFixed> whole(new QCPAxisTickerFixed);
    whole->setTickStep(1.0);
    whole->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_buysChart->yAxis->setTicker(whole);
    m_buysChart->xAxis->grid()->setVisible(false);
    auto *group = new QCPBarsGroup(m_buysChart);
    std::map<model::QuotaPool, QCPBars *> bars;
    double top = 1.0;
    double bottom = 0.0;
    for (const model::QuotaStep &step : m_plan->quotaBuys) {
        QCPBars *&b = bars[step.pool];
        if (b == nullptr) {
            b = new QCPBars(m_buysChart->xAxis, m_buysChart->yAxis);
            const QColor colour = seriesColor(bars.size() - 1);
            b->setName(data::QuotaRequestPack::poolName(step.pool));
            b->setBrush(colour);
            b->setPen(QPen(colour.darker(130)));
            b->setWidth(0.7 / 4.0);
            b->setBarsGroup(group);
        }
        const auto k = std::find(model::kQuotaSteps.begin(), model::kQuotaSteps.end(), step.addedCores) - model::kQuotaSteps.begin();
        b->addData(static_cast<double>(k), static_cast<double>(step.deadlinesGained));
        top = std::max(top, static_cast<double>(step.deadlinesGained));
        bottom = std::min(bottom, static_cast<double>(step.deadlinesGained));

        const int row = m_buysTable->rowCount();
        m_buysTable->insertRow(row);
        m_buysTable->setItem(row, 0, readOnly(data::QuotaRequestPack::poolName(step.pool)));
        m_buysTable->setItem(row, 1, readOnly(QStringLiteral("+%1").arg(step.addedCores), true));
        m_buysTable->setItem(row, 2, readOnly(QString::number(step.deadlinesGained), true));
        m_buysTable->setItem(row, 3, readOnly(QString::number(step.missedDeadlines), true));
        m_buysTable->setItem(row, 4, readOnly(m_texts.hours(step.finishHoursSaved), true));
        m_buysTable->setItem(row, 5,
                             readOnly((step.costChange > 0.0 ? QStringLiteral("+") : QString()) +
                                          m_texts.money(step.costChange, m_spec.currency),
                                      true));
    }
    m_buysChart->xAxis->setRange(-0.6, static_cast<double>(model::kQuotaSteps.size()) - 0.4);
    m_buysChart->yAxis->setRange(bottom * 1.15, top * 1.15);
    m_buysChart->replot();
    m_buysTable->resizeColumnsToContents();
    m_buysTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

void PortfolioWindow::fillQuotaTables()
{
    m_needTable->setRowCount(0);
    m_needNote->clear();
    if (!m_plan) {
        return;
    }
    const QDateTime start(QDate::fromString(q(m_spec.start), Qt::ISODate), QTime(0, 0), Qt::UTC);
    const auto when = [&](double hours) {
        return start.addSecs(static_cast<qint64>(std::llround(hours * 3600.0))).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    };
    for (const model::QuotaNeed &need : m_plan->least.needs) {
        const int row = m_needTable->rowCount();
        m_needTable->insertRow(row);
        const bool above = need.coreHoursAboveLimit > 0.0;
        m_needTable->setItem(row, 0, readOnly(data::QuotaRequestPack::poolName(need.pool)));
        m_needTable->setItem(row, 1, readOnly(m_texts.number(static_cast<double>(need.peakCores), 0), true));
        m_needTable->setItem(row, 2,
                             readOnly(need.currentLimit ? m_texts.number(static_cast<double>(*need.currentLimit), 0) : tr("not known"), true));
        m_needTable->setItem(row, 3, readOnly(above ? when(need.fromHour) : QStringLiteral("–")));
        m_needTable->setItem(row, 4, readOnly(above ? when(need.toHour) : QStringLiteral("–")));
        m_needTable->setItem(row, 5, readOnly(m_texts.number(need.coreHoursAboveLimit, 0), true));
    }
    m_needTable->resizeColumnsToContents();
    m_needTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    QStringList notes;
    notes << tr("The least quota per pool that meets every deadline that can be met within the budget; the quota "
                "request pack asks for it.");
    notes << data::QuotaRequestPack::schedulesText(data::QuotaRequestPack::schedulesOf(*m_plan), m_spec.currency, m_texts);
    for (const model::UnmeetableRun &u : m_plan->least.unmeetable) {
        notes << data::QuotaRequestPack::unmeetable(
            data::QuotaPack::Unmeetable{m_plan->runs[u.run].name, u.reason, u.fastestHours, u.windowHours}, m_texts);
    }
    m_needNote->setText(notes.join(QLatin1Char('\n')));
}

void PortfolioWindow::exportQuotaRequest()
{
    if (!m_plan || !m_plannedCatalog) {
        return;
    }
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export Quota Request"),
                                                             m_path.isEmpty() ? QDir::homePath() : QFileInfo(m_path).absolutePath());
    if (folder.isEmpty()) {
        return;
    }
    const QString today = m_sources.todayIso ? m_sources.todayIso() : QDate::currentDate().toString(Qt::ISODate);
    const data::QuotaPack pack = data::QuotaRequestPack::build(m_spec, *m_plan, *m_plannedCatalog, today);
    const auto written = data::QuotaRequestFiles::write(pack, m_texts, folder);
    if (!written) {
        QMessageBox::warning(this, tr("Export Quota Request"), written.error().toLine());
        return;
    }
    statusBar()->showMessage(tr("Wrote %1").arg(written.value().join(QStringLiteral(", "))), 8000);
}

bool PortfolioWindow::maybeSave()
{
    if (!m_modified) {
        return true;
    }
    const auto answer = QMessageBox::question(this, tr("Portfolio"), tr("Save the changes to this portfolio?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) {
        if (m_path.isEmpty()) {
            const QString path =
                QFileDialog::getSaveFileName(this, tr("Save Portfolio"), QString(), tr("Portfolios (*.portfolio.json)"));
            return !path.isEmpty() && saveFile(path);
        }
        return saveFile(m_path);
    }
    return answer == QMessageBox::Discard;
}

void PortfolioWindow::setModified(bool modified)
{
    m_modified = modified;
    setWindowModified(modified);
}

void PortfolioWindow::updateTitle()
{
    const QString name = m_path.isEmpty() ? q(m_spec.name) : QFileInfo(m_path).fileName();
    //: the Portfolio window's title; %1: the portfolio's file or name
    setWindowTitle(tr("%1[*] — Portfolio").arg(name));
}

} // namespace capplan::views
