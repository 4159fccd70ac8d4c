// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/Evaluate.h"
#include "views/widgets/QCustomPlotInclude.h"

#include <QString>

namespace capplan::views {

// Wall-clock hours (left axis) and cost (right axis) against the node count, with the deadline
// on the hours axis, the budget on the cost axis and the recommended node count marked.
// A thin QCustomPlot subclass in the manner of ModbusScope's graph view: data in, queued replot
// out, so a burst of keystrokes costs one repaint.
class PlanChart : public QCustomPlot {
    Q_OBJECT

public:
    explicit PlanChart(QWidget *parent = nullptr);

    void setEvaluation(const model::Evaluation &evaluation, const data::Texts &texts);
    // Greys the curves while the inputs are invalid: the chart then shows the last valid result.
    void setStale(bool stale);
    bool isStale() const { return m_stale; }

    // PNG or PDF by the file's suffix (anything else is written as PNG); false when writing failed.
    bool exportTo(const QString &path);

    QCPGraph *hoursGraph() const { return m_hours; }
    QCPGraph *hoursBandGraph() const { return m_hoursHigh; } // empty without a model band
    QCPGraph *costGraph() const { return m_cost; }
    QCPGraph *deadlineGraph() const { return m_deadline; }
    QCPGraph *budgetGraph() const { return m_budget; }
    QCPItemStraightLine *recommendedLine() const { return m_recommendedLine; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void applyPens();
    static QString recommendedText(int nodes);

    QCPGraph *m_hours = nullptr;
    // The estimate's band of the wall clock (OptionRow::wallClockHoursLow/High), filled between.
    QCPGraph *m_hoursLow = nullptr;
    QCPGraph *m_hoursHigh = nullptr;
    QCPGraph *m_cost = nullptr;
    QCPGraph *m_deadline = nullptr;
    QCPGraph *m_budget = nullptr;
    QCPGraph *m_recommendedPoints = nullptr; // the chosen option on both curves, as big dots
    QCPGraph *m_recommendedCost = nullptr;
    QCPItemStraightLine *m_recommendedLine = nullptr;
    QCPItemText *m_recommendedLabel = nullptr;
    QCPItemText *m_staleLabel = nullptr;
    QSharedPointer<QCPAxisTickerText> m_nodeTicker;
    QSharedPointer<QCPAxisTickerFixed> m_denseNodeTicker;
    QSharedPointer<QCPAxisTicker> m_moneyTicker;
    std::optional<int> m_recommendedNodes;
    bool m_stale = false;
    bool m_priced = true; // false: the plan has no price, the cost line and axis stay empty
};

} // namespace capplan::views
