// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/plan/PlanFields.h"
#include "model/Search.h"

#include <QAbstractTableModel>
#include <QWidget>

#include <array>
#include <optional>
#include <string>
#include <vector>

class QCustomPlot;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QToolButton;

namespace capplan::views {

class PlanController;
class SearchRunner;

// The search's Pareto front as a table: one row per front member, the recommendation marked in
// bold and with "★" (not by colour alone). Sorting goes through a proxy's SortRole (numbers).
class SearchFrontModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // The layout last: the longest text, as wide as it or what the other columns leave, and the
    // user's to resize (SearchPanel::fitLayoutColumn); its tooltip gives it in full.
    enum Column { SizeColumn, RegionColumn, TierColumn, NodesColumn, HoursColumn, CostColumn, MemoryColumn,
                  QuotaColumn, DeadlineColumn, LayoutColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int IndexRole = Qt::UserRole + 2; // the row's index into SearchResult::pareto

    explicit SearchFrontModel(QObject *parent = nullptr);

    void setResult(const model::SearchResult &result);
    const model::SearchResult &result() const { return m_result; }
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    model::SearchResult m_result;
    data::Texts m_texts;
};

// "Best plans": model::search over sizes, regions, tiers, layouts and node counts, off the GUI
// thread (SearchRunner) whenever the plan or the catalog changes while the tab is shown. The front
// as a chart (wall clock × cost, one colour per size, the front as a step line, the recommendation
// as a star) and a table; the filters edit the plan's search block (undoable); "Use this plan"
// adopts a candidate (model::adoptCandidate) as one undo step. The model computes every number.
class SearchPanel : public QWidget {
    Q_OBJECT

public:
    explicit SearchPanel(PlanController *controller, QWidget *parent = nullptr);
    ~SearchPanel() override;

    SearchRunner *runner() const { return m_runner; }
    QTableView *table() const { return m_table; }
    SearchFrontModel *frontModel() const { return m_model; }
    QCustomPlot *chart() const { return m_chart; }
    QPushButton *useButton() const { return m_use; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QToolButton *sizesButton() const { return m_sizes; }
    QToolButton *regionsButton() const { return m_regions; }
    QToolButton *tiersButton() const { return m_tiers; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *reasonLabel() const { return m_reason; }
    QLabel *detailsLabel() const { return m_details; }
    // The result shown (the newest finished search, or the front so far while one runs).
    const model::SearchResult &result() const { return m_model->result(); }
    bool hasResult() const { return m_hasResult; }

    // The front member "Use this plan" adopts: the selected row's, else the recommendation.
    const model::SearchCandidate *chosenCandidate() const;
    // Selects the table row of a front member (index into result().pareto).
    void selectCandidate(std::size_t index);
    // Adopts chosenCandidate() into the plan as one undoable edit.
    void useChosen();
    // Searches now (after the runner's debounce), shown or not.
    void search();

Q_SIGNALS:
    // What "Use this plan" changed, for the status bar (data::Texts::adoptionSummary).
    void adopted(const QString &summary);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The three filter menus; they stay open while the user ticks (several ticks, one edit each).
    enum class Filter { Sizes, Regions, Tiers };

    void retranslateUi();
    // Brings the filter menus and buttons up to the plan's search block: in place (an open menu
    // keeps its actions, only texts and ticks change), rebuilt only when the entries differ.
    void fillFilters();
    // A filter menu entry chosen: "All", "None", or one name ticked or unticked (`key`).
    void filterTriggered(Filter filter, const QString &key, bool checked);
    // The Layout column: its contents' width, or what the other columns leave when that is more;
    // once the user resizes it, their width stays.
    void fitLayoutColumn();
    void planChanged();
    void showResult(const model::SearchResult &result, bool complete);
    void updateChart();
    void updateDetails();
    void updateStatus();
    void updateUseButton();
    void editSearch(std::vector<std::string> model::SearchSettings::*list, std::vector<std::string> values,
                    model::PlanField field);

    PlanController *m_controller;
    SearchRunner *m_runner;
    data::Texts m_texts;
    SearchFrontModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_intro = nullptr;
    QLabel *m_reason = nullptr;
    QToolButton *m_sizes = nullptr;
    QToolButton *m_regions = nullptr;
    QToolButton *m_tiers = nullptr;
    QMenu *m_sizesMenu = nullptr;
    QMenu *m_regionsMenu = nullptr;
    QMenu *m_tiersMenu = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_use = nullptr;
    QLabel *m_status = nullptr;
    QCustomPlot *m_chart = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_details = nullptr;
    bool m_hasResult = false;
    bool m_stale = true;
    bool m_searching = false;
    bool m_wasCancelled = false;
    // "None" chosen in a filter menu: every entry shows unticked and the next tick searches just
    // that one. The search block cannot say "nothing", so the plan changes only with that tick;
    // closing the menu drops it.
    std::array<bool, 3> m_pendingNone{};
    QTimer *m_fitTimer = nullptr;
    bool m_fittingLayout = false;
    bool m_layoutResizedByUser = false;
};

} // namespace capplan::views
