// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/catalog/Catalog.h"
#include "model/plan/PlanSpec.h"
#include "model/plan/PortfolioSpec.h"
#include "model/planning/Portfolio.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QCustomPlot;

namespace capplan::views {

class PortfolioRunner;

// File → New/Open Portfolio (docs/portfolio.md, "The Portfolio window"): a quarter's runs against
// one quota and one budget. The runs list (the current plan added with one click), the schedule as
// a Gantt chart coloured by size, the cores in use per quota pool against its quota, what more
// quota buys, the least quota that meets every deadline, and the quota request pack's export.
// Planning runs on a worker thread (PortfolioRunner) with progress and cancel; every number is
// model::planPortfolio's, so it agrees with `capacity-planner-cli portfolio` and with `plan` on
// the same run at the same size, nodes and layout.
class PortfolioWindow : public QMainWindow {
    Q_OBJECT

public:
    // What the main window hands over: its catalog, its current plan and the date the plan is
    // evaluated on (yyyy-mm-dd).
    struct Sources {
        std::function<model::Catalog()> catalog;
        std::function<model::PlanSpec()> currentPlan;
        std::function<QString()> todayIso;
    };

    explicit PortfolioWindow(Sources sources, QWidget *parent = nullptr);
    ~PortfolioWindow() override;

    // A blank portfolio starting next Monday, or the portfolio in `path` (an Error dialog when it
    // cannot be read; false then).
    void newPortfolio();
    bool openFile(const QString &path);
    bool saveFile(const QString &path);

    const model::PortfolioSpec &spec() const { return m_spec; }
    // The latest planned answer (empty before the first).
    const std::optional<model::PortfolioPlan> &plan() const { return m_plan; }
    // Adds the main window's current plan as an inline run (its deadline: the plan's, from the
    // portfolio's start, else four weeks).
    void addCurrentPlan();
    // Starts planning the runs as they are (also after every change to them).
    void replan();
    bool isPlanning() const;

Q_SIGNALS:
    // A plan was delivered to the window (tests wait for it).
    void planned();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void showSpec();
    void readForm();
    void readRunsTable();
    void setMayMoveTexts(QComboBox &combo);
    void onPlanned(const model::PortfolioPlan &plan);
    void showPlan();
    void drawGantt();
    void fillScheduleTable();
    void drawUsage();
    void drawQuotaBuys();
    void fillQuotaTables();
    void exportQuotaRequest();
    bool maybeSave();
    void setModified(bool modified);
    void updateTitle();
    // The spec through the portfolio file's reader: dates resolved to hours and every field checked,
    // with an error that names the field. False (and the error shown) when it does not read.
    bool resolveSpec();
    std::string uniqueRunName(const QString &name) const;

    Sources m_sources;
    model::PortfolioSpec m_spec;
    QString m_path;
    bool m_modified = false;
    bool m_filling = false;
    std::optional<model::PortfolioPlan> m_plan;
    std::shared_ptr<const model::Catalog> m_plannedCatalog;
    PortfolioRunner *m_runner = nullptr;
    data::Texts m_texts;

    QLineEdit *m_name = nullptr;
    QDateEdit *m_start = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QLabel *m_nameLabel = nullptr;
    QLabel *m_startLabel = nullptr;
    QLabel *m_budgetLabel = nullptr;
    QTableWidget *m_runs = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_summary = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QTabWidget *m_tabs = nullptr;
    QCustomPlot *m_gantt = nullptr;
    QComboBox *m_pool = nullptr;
    QComboBox *m_which = nullptr;
    QLabel *m_poolLabel = nullptr;
    QLabel *m_whichLabel = nullptr;
    QCustomPlot *m_usage = nullptr;
    QTableWidget *m_buysTable = nullptr;
    QLabel *m_buysNote = nullptr;
    QCustomPlot *m_buysChart = nullptr;
    QTableWidget *m_needTable = nullptr;
    QTableWidget *m_scheduleTable = nullptr; // (a) run by run, under the Gantt chart
    QLabel *m_needNote = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_addCurrentAction = nullptr;
    QAction *m_addFileAction = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_planAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_closeAction = nullptr;
};

} // namespace capplan::views
