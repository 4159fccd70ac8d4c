// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>

#include "data/Texts.h"
#include "model/Evaluate.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QSplitter;
class QTabWidget;
class QTableView;

namespace capplan::views {

class OptionsTableModel;
class PlanChart;

// The answer (right side of the main window): the recommendation banner, the findings, the
// chart and the options table. While the inputs are invalid it keeps the last valid answer on
// screen, greyed, with a note saying so.
class ResultsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ResultsPanel(QWidget *parent = nullptr);

    // Shows a valid evaluation. Invalid ones are not passed here; see setStale().
    void showEvaluation(const model::Evaluation &evaluation);
    // How the findings name plan fields that have a widget ("your own price in “Price / node-h”"),
    // as the inputs name them (InputsPanel::fieldNamesChanged); a language switch keeps them.
    void setFieldNames(const QHash<QString, QString> &names);
    // The inputs cannot be evaluated: keep what is shown and mark it as the last valid result.
    // `hasResult` false means nothing valid was ever shown for this plan.
    // `blank`: the plan has no workload yet (File → New), so there is nothing to fix, only to enter.
    void setStale(bool stale, bool hasResult = true, bool blank = false);
    // Which plan the kept result is of ("node counts 1-1000, deadline 48 h"), for the stale note.
    void setStaleDetail(const QString &detail);
    bool isStale() const { return m_stale; }
    // Nothing to show (a new plan that is invalid from the start).
    void clear();

    PlanChart *chart() const { return m_chart; }
    OptionsTableModel *tableModel() const { return m_model; }
    QTableView *tableView() const { return m_table; }
    QLabel *banner() const { return m_banner; }
    QListWidget *findingsList() const { return m_findings; }
    QTabWidget *tabs() const { return m_tabs; }
    // A further page beside the options (risk, …); its owner sets and retranslates its title.
    int addTab(QWidget *page);
    void setTabText(int index, const QString &text);
    // A second line under the recommendation: the risk model's one at the plan's confidence
    // (empty: none, risk modelling is off or still running).
    void setRiskSummary(const QString &summary);
    // The palette changed (View → Theme): the banner, the table's row colours and the findings'
    // muted text take the new one.
    void refreshColours();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void updateStaleNote();
    QString bannerText() const;
    void updateBannerStyle();
    void rebuildFindings();
    void fitFindings();

    data::Texts m_texts;
    model::Evaluation m_shown; // the evaluation on screen, re-rendered after a language change
    bool m_hasShown = false;
    bool m_stale = false;
    bool m_blank = false;
    QString m_staleDetail;
    bool m_hasResult = false;
    bool m_findingsShown = false;
    QHash<QString, QString> m_fieldNames;

    QLabel *m_banner = nullptr;
    QLabel *m_staleNote = nullptr;
    QListWidget *m_findings = nullptr;
    QSplitter *m_splitter = nullptr;
    PlanChart *m_chart = nullptr;
    OptionsTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QTabWidget *m_tabs = nullptr;
    QString m_riskSummary;
};

} // namespace capplan::views
