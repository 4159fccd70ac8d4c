// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"

#include <QWidget>

class QCustomPlot;
class QLabel;
class QStackedWidget;
class QTableWidget;

namespace capplan::views {

// The scaling tab of the results: efficiency per node count (the efficiency table's curve, the
// fabric model's, the curve fitted to measured runs and the runs themselves), the step time split
// into compute, exposed communication and pipeline bubble, and memory per GPU against the GPU's
// capacity. It shows what model::evaluate() computed; with neither the fabric model nor the
// memory check in the plan it says how to switch them on.
class ScalingPanel : public QWidget {
    Q_OBJECT

public:
    explicit ScalingPanel(QWidget *parent = nullptr);

    // Call with every evaluation. One with issues keeps the last valid figures on screen, greyed.
    void setPlan(const model::PlanSpec &spec, const model::Evaluation &evaluation);

    // False while the note (neither fabric model nor memory check) stands in for the charts.
    bool showsCharts() const;
    QLabel *note() const { return m_note; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *calibrationLabel() const { return m_calibration; }
    QLabel *memoryNote() const { return m_memoryNote; }
    QTableWidget *residualsTable() const { return m_residuals; }
    QCustomPlot *efficiencyChart() const { return m_efficiencyChart; }
    QCustomPlot *stepChart() const { return m_stepChart; }
    QCustomPlot *memoryChart() const { return m_memoryChart; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showPlan();
    void showSummary();
    void plotEfficiency();
    void plotSteps();
    void plotMemory();
    void fillCalibration();
    void fillMemoryNote();
    QString strategyName(model::Strategy strategy) const;

    data::Texts m_texts;
    model::PlanSpec m_spec;
    model::Evaluation m_evaluation;
    bool m_hasPlan = false;

    QStackedWidget *m_pages = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_summary = nullptr;
    QCustomPlot *m_efficiencyChart = nullptr;
    QCustomPlot *m_stepChart = nullptr;
    QCustomPlot *m_memoryChart = nullptr;
    QLabel *m_calibration = nullptr;
    QTableWidget *m_residuals = nullptr;
    QLabel *m_memoryNote = nullptr;
    QLabel *m_hints = nullptr;
};

} // namespace capplan::views
