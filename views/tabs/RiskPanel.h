// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"

#include <QWidget>

#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QCustomPlot;

namespace capplan::views {

class RiskRunner;

// The risk tab of the results: P(meet deadline) per node count for both tiers, the wall clock's
// P10–P90 fan, the expected cost with its spread, and the checkpoint interval with the optimum
// marked, plus the recommendation at the plan's confidence. The Monte Carlo runs in a RiskRunner;
// this panel shows its progress and offers to cancel it.
class RiskPanel : public QWidget {
    Q_OBJECT

public:
    explicit RiskPanel(RiskRunner *runner, QWidget *parent = nullptr);

    // The plan and its evaluation changed; the runner is asked for a fresh simulation.
    void setPlan(const model::PlanSpec &spec, const model::Evaluation &evaluation);

    QLabel *recommendationLabel() const { return m_recommendation; }
    QTableWidget *table() const { return m_table; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    QCustomPlot *probabilityChart() const { return m_probabilityChart; }
    bool hasResult() const { return m_result.has_value(); }
    const std::optional<model::RiskResult> &result() const { return m_result; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showResult();
    void showStatus();
    void plotProbability();
    void plotWallClock();
    void plotCost();
    void plotCheckpoint();
    void fillTable();

    RiskRunner *m_runner;
    data::Texts m_texts;
    model::PlanSpec m_spec;
    model::Evaluation m_evaluation;
    std::optional<model::RiskResult> m_result;
    bool m_running = false;
    bool m_cancelled = false;
    double m_fraction = 0.0;

    QStackedWidget *m_pages = nullptr;
    QLabel *m_offNote = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_rerun = nullptr;
    QLabel *m_recommendation = nullptr;
    QCustomPlot *m_probabilityChart = nullptr;
    QCustomPlot *m_wallClockChart = nullptr;
    QCustomPlot *m_costChart = nullptr;
    QCustomPlot *m_checkpointChart = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace capplan::views
