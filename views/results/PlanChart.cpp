// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/results/PlanChart.h"
#include "views/main/Theme.h"

#include "render/ChartStyle.h"

#include "views/widgets/ChartExport.h"
#include "views/widgets/SpacedTicker.h"
#include "views/widgets/TextsTicker.h"

#include <algorithm>

namespace capplan::views {

namespace {

// One style with the printed chart (render/ChartStyle.h).
using chartstyle::kLogScaleSpan;
using chartstyle::kMaxLabelledNodeCounts;

} // namespace

PlanChart::PlanChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("planChart"));
    // Lines and markers stay smooth; everything else is drawn without antialiasing, and labels are
    // cached, which keeps a replot well under a millisecond or two.
    setNotAntialiasedElements(QCP::aeAxes | QCP::aeGrid | QCP::aeSubGrid | QCP::aeLegend | QCP::aeLegendItems |
                              QCP::aeZeroLine | QCP::aeOther);
    setPlottingHints(QCP::phCacheLabels | QCP::phFastPolylines);
    // Room for both axes' labels, the legend and a curve: the whole window keeps within 700 px of
    // height with the worked example's note above it (the chart takes every pixel beyond).
    setMinimumHeight(180);

    yAxis2->setVisible(true);
    xAxis->grid()->setVisible(false);

    m_hoursLow = addGraph(xAxis, yAxis);
    m_hoursLow->removeFromLegend();
    m_hoursHigh = addGraph(xAxis, yAxis);
    m_hoursHigh->setChannelFillGraph(m_hoursLow);
    m_hours = addGraph(xAxis, yAxis);
    m_hours->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 7));
    m_cost = addGraph(xAxis, yAxis2);
    m_cost->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 7));
    m_deadline = addGraph(xAxis, yAxis);
    m_budget = addGraph(xAxis, yAxis2);
    m_recommendedPoints = addGraph(xAxis, yAxis);
    m_recommendedPoints->setLineStyle(QCPGraph::lsNone);
    m_recommendedPoints->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 13));
    m_recommendedPoints->removeFromLegend();
    m_recommendedCost = addGraph(xAxis, yAxis2);
    m_recommendedCost->setLineStyle(QCPGraph::lsNone);
    m_recommendedCost->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 13));
    m_recommendedCost->removeFromLegend();

    m_recommendedLine = new QCPItemStraightLine(this);
    m_recommendedLabel = new QCPItemText(this);
    m_recommendedLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_recommendedLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_recommendedLabel->position->setAxisRect(axisRect());
    m_recommendedLabel->setPadding(QMargins(4, 2, 4, 2));
    m_staleLabel = new QCPItemText(this);
    m_staleLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_staleLabel->position->setAxisRect(axisRect());
    m_staleLabel->position->setCoords(0.5, 0.02);
    m_staleLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    const theme::ToneColors warning = theme::colors(theme::Tone::Warning, palette());
    m_staleLabel->setBrush(QBrush(warning.background));
    m_staleLabel->setPen(QPen(warning.border));
    m_staleLabel->setColor(warning.text);
    m_staleLabel->setPadding(QMargins(6, 3, 6, 3));
    m_staleLabel->setVisible(false);

    // The legend goes into its own row above the axis rect: hours fall and cost rises with the
    // node count, so any corner inside the plot would cover one of the curves.
    plotLayout()->insertRow(0);
    auto *legendRow = new QCPLayoutGrid;
    plotLayout()->addElement(0, 0, legendRow);
    axisRect()->insetLayout()->take(legend);
    legendRow->addElement(0, 0, legend);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setVisible(true);
    legendRow->setMargins(QMargins(0, 0, 0, 0));
    plotLayout()->setRowStretchFactor(0, 0.001);

    // Labels that would overlap on a narrow chart are left out (SpacedTextTicker).
    m_nodeTicker.reset(new SpacedTextTicker(xAxis));
    m_denseNodeTicker.reset(new QCPAxisTickerFixed);
    m_denseNodeTicker->setTickStep(1.0);
    m_denseNodeTicker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_moneyTicker.reset(new TextsTicker);
    xAxis->setTicker(m_nodeTicker);
    yAxis2->setTicker(m_moneyTicker);

    theme::applyToChart(*this, palette());
    applyPens();
    retranslateUi();
}

void PlanChart::applyPens()
{
    const auto colorOr = [this](const QColor &color) { return m_stale ? chartstyle::kStale : color; };
    m_hours->setPen(QPen(colorOr(chartstyle::kHours), 2));
    QColor band = colorOr(chartstyle::kHours);
    band.setAlpha(theme::isDark(palette()) ? 90 : 45); // as faint on a dark background as on a light one
    m_hoursLow->setPen(Qt::NoPen);
    m_hoursHigh->setPen(Qt::NoPen);
    m_hoursHigh->setBrush(band);
    QCPScatterStyle hoursScatter = m_hours->scatterStyle();
    hoursScatter.setBrush(colorOr(chartstyle::kHours));
    m_hours->setScatterStyle(hoursScatter);
    m_cost->setPen(QPen(colorOr(chartstyle::kCost), 2));
    QCPScatterStyle costScatter = m_cost->scatterStyle();
    costScatter.setBrush(colorOr(chartstyle::kCost));
    m_cost->setScatterStyle(costScatter);
    m_deadline->setPen(QPen(colorOr(chartstyle::kDeadline), 1.5, Qt::DashLine));
    m_budget->setPen(QPen(colorOr(chartstyle::kBudget), 1.5, Qt::DashDotLine));
    QCPScatterStyle recommended = m_recommendedPoints->scatterStyle();
    recommended.setPen(QPen(colorOr(chartstyle::kRecommended), 2.5));
    recommended.setBrush(Qt::NoBrush);
    m_recommendedPoints->setScatterStyle(recommended);
    QCPScatterStyle recommendedCost = m_recommendedCost->scatterStyle();
    recommendedCost.setPen(QPen(colorOr(chartstyle::kRecommended), 2.5));
    recommendedCost.setBrush(Qt::NoBrush);
    m_recommendedCost->setScatterStyle(recommendedCost);
    m_recommendedLine->setPen(QPen(colorOr(chartstyle::kRecommended), 1.5, Qt::DotLine));
    m_recommendedLabel->setColor(colorOr(chartstyle::kRecommended));
    yAxis->setLabelColor(colorOr(chartstyle::kHours));
    yAxis->setTickLabelColor(colorOr(chartstyle::kHours));
    yAxis2->setLabelColor(colorOr(chartstyle::kCost));
    yAxis2->setTickLabelColor(colorOr(chartstyle::kCost));
}

void PlanChart::setEvaluation(const model::Evaluation &evaluation, const data::Texts &texts)
{
    static_cast<TextsTicker *>(m_moneyTicker.data())->setTexts(texts, evaluation.currency);
    const auto &options = evaluation.options;
    QVector<double> nodes;
    QVector<double> hours;
    QVector<double> cost;
    QVector<double> low;
    QVector<double> high;
    bool band = false;
    nodes.reserve(static_cast<qsizetype>(options.size()));
    hours.reserve(nodes.capacity());
    cost.reserve(nodes.capacity());
    double maxHours = 0.0;
    double maxCost = 0.0;
    for (const model::OptionRow &row : options) {
        nodes.append(row.nodes);
        hours.append(row.wallClockHours);
        low.append(row.wallClockHoursLow);
        high.append(row.wallClockHoursHigh);
        band = band || row.wallClockHoursHigh > row.wallClockHoursLow;
        cost.append(row.cost);
        maxHours = std::max(maxHours, row.wallClockHoursHigh);
        maxCost = std::max(maxCost, row.cost);
    }
    // The plan may list node counts in any order; QCustomPlot wants ascending keys. Without a
    // price there is no cost line: the legend says "Cost unknown" and the cost axis is empty.
    m_hours->setData(nodes, hours, false);
    if (band) {
        m_hoursLow->setData(nodes, low, false);
        m_hoursHigh->setData(nodes, high, false);
        m_hoursHigh->addToLegend();
    } else {
        m_hoursLow->data()->clear();
        m_hoursHigh->data()->clear();
        m_hoursHigh->removeFromLegend();
    }
    if (evaluation.priced) {
        m_cost->setData(nodes, cost, false);
    } else {
        m_cost->data()->clear();
    }
    m_priced = evaluation.priced;
    m_cost->setName(m_priced ? tr("Cost") : tr("Cost unknown (no price)"));
    yAxis2->setTickLabels(evaluation.priced);

    double minNodes = 1.0;
    double maxNodes = 1.0;
    if (!nodes.isEmpty()) {
        const auto [lo, hi] = std::minmax_element(nodes.cbegin(), nodes.cend());
        minNodes = *lo;
        maxNodes = *hi;
    }
    // Node counts usually double (1, 2, 4 … 64): over a wide span a log2 axis spreads them evenly,
    // where a linear one would crowd the small counts into the left edge.
    const bool logScale = minNodes >= 1.0 && maxNodes / minNodes >= kLogScaleSpan;
    double xLow = 0.0;
    double xHigh = 0.0;
    if (logScale) {
        xLow = minNodes / 1.2;
        xHigh = maxNodes * 1.2;
    } else {
        const double pad = std::max(0.4, (maxNodes - minNodes) * 0.04);
        xLow = minNodes - pad;
        xHigh = maxNodes + pad;
    }
    xAxis->setScaleType(logScale ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    xAxis->setRange(xLow, xHigh);

    if (options.size() <= kMaxLabelledNodeCounts || logScale) {
        // Every node count when there are few; on a log axis with many, the powers of two.
        QVector<double> ticks;
        if (options.size() <= kMaxLabelledNodeCounts) {
            ticks = nodes;
        } else {
            for (double n = 1.0; n <= maxNodes; n *= 2.0) {
                if (n >= minNodes) {
                    ticks.append(n);
                }
            }
        }
        QVector<QString> labels;
        labels.reserve(ticks.size());
        for (double n : ticks) {
            labels.append(texts.number(n, 0));
        }
        m_nodeTicker->setTicks(ticks, labels);
        if (xAxis->ticker() != m_nodeTicker) {
            xAxis->setTicker(m_nodeTicker);
        }
    } else if (xAxis->ticker() != m_denseNodeTicker) {
        xAxis->setTicker(m_denseNodeTicker);
    }

    const auto &rec = evaluation.recommendation;
    if (rec.deadlineHours) {
        m_deadline->setData({xLow, xHigh}, {*rec.deadlineHours, *rec.deadlineHours}, true);
        maxHours = std::max(maxHours, *rec.deadlineHours);
    } else {
        m_deadline->data()->clear();
    }
    m_deadline->setVisible(rec.deadlineHours.has_value());
    m_deadline->setName(rec.deadlineHours ? tr("Deadline %1").arg(texts.hoursAsTyped(*rec.deadlineHours)) : tr("Deadline"));
    if (rec.deadlineHours) {
        m_deadline->addToLegend();
    } else {
        m_deadline->removeFromLegend();
    }
    if (rec.budget) {
        m_budget->setData({xLow, xHigh}, {*rec.budget, *rec.budget}, true);
        maxCost = std::max(maxCost, *rec.budget);
        m_budget->addToLegend();
    } else {
        m_budget->data()->clear();
        m_budget->removeFromLegend();
    }
    m_budget->setVisible(rec.budget.has_value());
    m_budget->setName(rec.budget ? tr("Budget %1").arg(texts.money(*rec.budget, evaluation.currency)) : tr("Budget"));

    // Head room above the highest point so markers and the deadline label are not clipped.
    yAxis->setRange(0.0, maxHours > 0.0 ? maxHours * 1.15 : 1.0);
    yAxis2->setRange(0.0, maxCost > 0.0 ? maxCost * 1.15 : 1.0);

    m_recommendedNodes = rec.nodes();
    const bool hasRecommendation = rec.chosen.has_value();
    m_recommendedLine->setVisible(hasRecommendation);
    m_recommendedLabel->setVisible(hasRecommendation && !m_stale);
    if (hasRecommendation) {
        const double n = rec.chosen->nodes;
        m_recommendedLine->point1->setCoords(n, 0.0);
        m_recommendedLine->point2->setCoords(n, 1.0);
        m_recommendedPoints->setData({n}, {rec.chosen->wallClockHours}, true);
        if (rec.chosen->priced) {
            m_recommendedCost->setData({n}, {rec.chosen->cost}, true);
        } else {
            m_recommendedCost->data()->clear();
        }
        m_recommendedLabel->position->setCoords(n, 0.0);
        // Near the right edge the label would run out of the plot; put it left of the line.
        const bool rightHalf = n > (xLow + xHigh) / 2.0;
        m_recommendedLabel->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        m_recommendedLabel->setText(recommendedText(rec.chosen->nodes));
    } else {
        m_recommendedPoints->data()->clear();
        m_recommendedCost->data()->clear();
    }
    replot(QCustomPlot::rpQueuedReplot);
}

QString PlanChart::recommendedText(int nodes)
{
    // Spelled out rather than with %n: English plurals would otherwise need an English .qm.
    return nodes == 1 ? tr("recommended: 1 node") : tr("recommended: %1 nodes").arg(nodes);
}

void PlanChart::setStale(bool stale)
{
    if (stale == m_stale) {
        return;
    }
    m_stale = stale;
    m_staleLabel->setVisible(stale);
    // The note takes the top of the plot; the recommendation's label would sit under it.
    m_recommendedLabel->setVisible(!stale && m_recommendedNodes.has_value());
    applyPens();
    replot(QCustomPlot::rpQueuedReplot);
}

bool PlanChart::exportTo(const QString &path)
{
    return exportPlot(this, path);
}

void PlanChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QCustomPlot::changeEvent(event);
}

void PlanChart::retranslateUi()
{
    xAxis->setLabel(tr("Nodes"));
    yAxis->setLabel(tr("Wall clock (hours)"));
    yAxis2->setLabel(tr("Cost"));
    m_hours->setName(tr("Wall clock"));
    m_hoursHigh->setName(tr("Estimate's band"));
    m_cost->setName(m_priced ? tr("Cost") : tr("Cost unknown (no price)"));
    m_staleLabel->setText(tr("Inputs are invalid: showing the last valid result"));
    if (m_recommendedNodes) {
        m_recommendedLabel->setText(recommendedText(*m_recommendedNodes));
    }
    replot(QCustomPlot::rpQueuedReplot);
}

} // namespace capplan::views
