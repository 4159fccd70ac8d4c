// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/RiskPanel.h"
#include "views/widgets/TextsTicker.h"
#include "views/widgets/SpacedTicker.h"
#include "views/main/Theme.h"

#include "views/widgets/ChartExport.h"
#include "views/widgets/QCustomPlotInclude.h"
#include "views/widgets/TitledChart.h"
#include "views/tabs/RiskRunner.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace capplan::views {

namespace {

const QColor kPlanColor(0x1f, 0x6f, 0xb4);
const QColor kOtherColor(0x8e, 0x24, 0xaa);
const QColor kDeadlineColor(0xc6, 0x28, 0x28);
const QColor kCostColor(0xd9, 0x6c, 0x00);
const QColor kOptimalColor(0x2e, 0x7d, 0x32);

// Node counts as x-axis ticks: every count when there are few, integer ticks otherwise.
void setNodeTicks(QCustomPlot *plot, const std::vector<int> &nodes)
{
    if (nodes.size() <= 16) {
        // Only the labels that fit side by side ("1011121314" on a narrow chart).
        QSharedPointer<QCPAxisTickerText> ticker(new SpacedTextTicker(plot->xAxis));
        for (int n : nodes) {
            ticker->addTick(n, QString::number(n));
        }
        plot->xAxis->setTicker(ticker);
    } else {
        QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
        plot->xAxis->setTicker(ticker);
    }
    if (!nodes.empty()) {
        const auto [lo, hi] = std::minmax_element(nodes.begin(), nodes.end());
        const double pad = std::max(0.5, (*hi - *lo) * 0.05);
        plot->xAxis->setRange(*lo - pad, *hi + pad);
    }
}

QVector<double> column(const std::vector<model::RiskRow> &rows, double model::RiskRow::*field)
{
    QVector<double> out;
    out.reserve(static_cast<qsizetype>(rows.size()));
    for (const auto &row : rows) {
        out.append(row.*field);
    }
    return out;
}

QVector<double> nodeColumn(const std::vector<model::RiskRow> &rows)
{
    QVector<double> out;
    for (const auto &row : rows) {
        out.append(row.nodes);
    }
    return out;
}

// The range of finite values, padded, starting at zero.
QCPRange valueRange(std::initializer_list<QVector<double>> series)
{
    double high = 0.0;
    for (const auto &values : series) {
        for (double v : values) {
            if (std::isfinite(v)) {
                high = std::max(high, v);
            }
        }
    }
    return QCPRange(0.0, high > 0.0 ? high * 1.12 : 1.0);
}


} // namespace

RiskPanel::RiskPanel(RiskRunner *runner, QWidget *parent)
    : QWidget(parent)
    , m_runner(runner)
{
    setObjectName(QStringLiteral("riskPanel"));
    m_pages = new QStackedWidget(this);

    m_offNote = new QLabel(this);
    m_offNote->setObjectName(QStringLiteral("riskOffNote"));
    m_offNote->setWordWrap(true);
    m_offNote->setAlignment(Qt::AlignCenter);
    m_offNote->setMargin(24);
    m_pages->addWidget(m_offNote);

    auto *content = new QWidget(this);
    m_status = new QLabel(content);
    m_status->setObjectName(QStringLiteral("riskStatus"));
    m_progress = new QProgressBar(content);
    m_progress->setObjectName(QStringLiteral("riskProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(220);
    m_cancel = new QPushButton(content);
    m_cancel->setObjectName(QStringLiteral("riskCancel"));
    m_rerun = new QPushButton(content);
    m_rerun->setObjectName(QStringLiteral("riskRerun"));
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_progress);
    statusRow->addWidget(m_cancel);
    statusRow->addWidget(m_rerun);

    m_recommendation = new QLabel(content);
    m_recommendation->setObjectName(QStringLiteral("riskRecommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextFormat(Qt::RichText);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_recommendation->setStyleSheet(theme::labelStyle(theme::Tone::Positive, palette()));

    m_probabilityChart = makeTitledChart(content, QStringLiteral("riskProbabilityChart"), QSize(240, 170), 3);
    m_wallClockChart = makeTitledChart(content, QStringLiteral("riskWallClockChart"), QSize(240, 170), 3);
    m_costChart = makeTitledChart(content, QStringLiteral("riskCostChart"), QSize(240, 170), 3);
    m_checkpointChart = makeTitledChart(content, QStringLiteral("riskCheckpointChart"), QSize(240, 170), 3);
    // Each chart can be saved on its own (PNG, SVG or PDF) from its context menu.
    for (QCustomPlot *plot : {m_probabilityChart, m_wallClockChart, m_costChart, m_checkpointChart}) {
        addSaveChartMenu(plot, [this, plot] {
            const QString plan = m_spec.name.empty() ? tr("plan") : QString::fromStdString(m_spec.name);
            return plan + QLatin1Char('-') + plot->objectName();
        });
    }
    auto *charts = new QWidget(content);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_probabilityChart, 0, 0);
    grid->addWidget(m_wallClockChart, 0, 1);
    grid->addWidget(m_costChart, 1, 0);
    grid->addWidget(m_checkpointChart, 1, 1);

    m_table = new QTableWidget(content);
    m_table->setObjectName(QStringLiteral("riskTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);

    auto *splitter = new QSplitter(Qt::Vertical, content);
    splitter->addWidget(charts);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(statusRow);
    contentLayout->addWidget(m_recommendation);
    contentLayout->addWidget(splitter, 1);
    // On a short screen (768 px, the findings and the banner above) the four charts would be
    // squeezed below their minimum and their legends cut off: they keep their size and the page
    // scrolls instead.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("riskScroll"));
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_pages->addWidget(scroll);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    connect(m_cancel, &QPushButton::clicked, m_runner, &RiskRunner::cancel);
    connect(m_rerun, &QPushButton::clicked, this, [this] { m_runner->request(m_spec, m_evaluation); });
    connect(m_runner, &RiskRunner::started, this, [this] {
        m_running = true;
        m_cancelled = false;
        m_fraction = 0.0;
        showStatus();
    });
    connect(m_runner, &RiskRunner::progressChanged, this, [this](double fraction) {
        m_fraction = fraction;
        m_progress->setValue(static_cast<int>(std::lround(fraction * 1000.0)));
    });
    connect(m_runner, &RiskRunner::finished, this, [this](const model::RiskResult &result) {
        m_running = false;
        m_result = result;
        showStatus();
        showResult();
    });
    connect(m_runner, &RiskRunner::cancelled, this, [this] {
        m_running = false;
        m_cancelled = true;
        showStatus();
    });
    connect(m_runner, &RiskRunner::inactive, this, [this] {
        m_running = false;
        showStatus();
    });

    retranslateUi();
    showStatus();
}

void RiskPanel::setPlan(const model::PlanSpec &spec, const model::Evaluation &evaluation)
{
    const bool riskChanged = spec.risk != m_spec.risk;
    m_spec = spec;
    m_evaluation = evaluation;
    if (!spec.risk.enabled || riskChanged) {
        // Figures of other settings would mislead; the new run replaces them.
        m_result.reset();
    }
    m_runner->request(spec, evaluation);
    showStatus();
    if (m_result) {
        showResult(); // dimmed until the new run lands
    }
}

void RiskPanel::showStatus()
{
    m_pages->setCurrentIndex(m_spec.risk.enabled ? 1 : 0);
    m_progress->setVisible(m_running);
    m_cancel->setVisible(m_running);
    m_rerun->setVisible(!m_running && m_cancelled);
    if (m_running) {
        m_status->setText(tr("Simulating %1 trials per node count…").arg(QLocale().toString(m_spec.risk.trials)));
    } else if (m_cancelled) {
        m_status->setText(tr("Simulation cancelled; the figures below belong to earlier inputs."));
    } else if (!m_evaluation.ok()) {
        m_status->setText(tr("The inputs have problems; the figures below belong to earlier inputs."));
    } else if (m_result) {
        const QString band = m_texts.riskBand(m_evaluation.band);
        m_status->setText(tr("%1 trials per node count, seed %2.")
                              .arg(QLocale().toString(m_spec.risk.trials), QString::number(m_spec.risk.seed)) +
                          (band.isEmpty() ? QString() : QLatin1Char(' ') + band));
    } else {
        m_status->setText(tr("Waiting for the simulation…"));
    }
    const bool current = m_result && !m_running && !m_cancelled && m_evaluation.ok();
    for (QWidget *w : std::initializer_list<QWidget *>{m_recommendation, m_probabilityChart, m_wallClockChart,
                                                       m_costChart, m_checkpointChart, m_table}) {
        w->setEnabled(current || !m_result);
    }
}

void RiskPanel::showResult()
{
    if (!m_result) {
        return;
    }
    QString text = m_texts.riskRecommendation(m_result->recommendation, m_result->tier).toHtmlEscaped();
    if (m_result->otherRecommendation && m_result->otherTier) {
        text += QStringLiteral("<br>") +
                m_texts.riskRecommendation(*m_result->otherRecommendation, *m_result->otherTier).toHtmlEscaped();
    }
    m_recommendation->setText(text);
    plotProbability();
    plotWallClock();
    plotCost();
    plotCheckpoint();
    fillTable();
}

void RiskPanel::plotProbability()
{
    QCustomPlot *plot = m_probabilityChart;
    plot->clearGraphs();
    plot->clearItems();
    chartTitle(plot)->setText(tr("P(meet deadline)"));
    const auto addTier = [&](const std::vector<model::RiskRow> &rows, model::Tier tier, const QColor &color) {
        QCPGraph *graph = plot->addGraph();
        graph->setName(m_texts.tierName(tier));
        graph->setPen(QPen(color, 2));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
        graph->setData(nodeColumn(rows), column(rows, &model::RiskRow::pMeetDeadline), true);
    };
    addTier(m_result->rows, m_result->tier, kPlanColor);
    if (m_result->otherTier) {
        addTier(m_result->otherRows, *m_result->otherTier, kOtherColor);
    }
    auto *confidence = new QCPItemStraightLine(plot);
    confidence->setPen(QPen(kOptimalColor, 1, Qt::DashLine));
    confidence->point1->setCoords(0, m_spec.risk.confidence);
    confidence->point2->setCoords(1, m_spec.risk.confidence);
    QSharedPointer<QCPAxisTickerText> percent(new QCPAxisTickerText);
    for (int p = 0; p <= 100; p += 25) {
        percent->addTick(p / 100.0, m_texts.percent(p / 100.0));
    }
    plot->yAxis->setTicker(percent);
    plot->yAxis->setRange(0.0, 1.05);
    plot->xAxis->setLabel(tr("Nodes"));
    setNodeTicks(plot, m_evaluation.nodeCounts);
    plot->legend->setVisible(m_result->otherTier.has_value());
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void RiskPanel::plotWallClock()
{
    QCustomPlot *plot = m_wallClockChart;
    plot->clearGraphs();
    plot->clearItems();
    plot->clearPlottables();
    chartTitle(plot)->setText(tr("Wall clock, P10–P90"));
    const auto &rows = m_result->rows;
    const QVector<double> x = nodeColumn(rows);
    const QVector<double> p10 = column(rows, &model::RiskRow::p10WallClockHours);
    const QVector<double> p50 = column(rows, &model::RiskRow::p50WallClockHours);
    const QVector<double> p90 = column(rows, &model::RiskRow::p90WallClockHours);
    const QVector<double> expected = column(rows, &model::RiskRow::expectedWallClockHours);

    // The fan: the P90 line filled down to the P10 line.
    QCPGraph *low = plot->addGraph();
    low->setData(x, p10, true);
    low->setPen(QPen(QColor(kPlanColor.red(), kPlanColor.green(), kPlanColor.blue(), 90)));
    low->removeFromLegend();
    QCPGraph *high = plot->addGraph();
    high->setData(x, p90, true);
    high->setPen(low->pen());
    high->setBrush(QColor(kPlanColor.red(), kPlanColor.green(), kPlanColor.blue(), 50));
    high->setChannelFillGraph(low);
    high->setName(tr("P10–P90"));
    QCPGraph *median = plot->addGraph();
    median->setData(x, p50, true);
    median->setPen(QPen(kPlanColor, 2));
    median->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    median->setName(tr("Median"));
    QCPGraph *mean = plot->addGraph();
    mean->setData(x, expected, true);
    mean->setPen(QPen(kPlanColor, 1, Qt::DashLine));
    mean->setName(tr("Expected"));
    if (m_spec.deadlineHours) {
        auto *deadline = new QCPItemStraightLine(plot);
        deadline->setPen(QPen(kDeadlineColor, 1, Qt::DashLine));
        deadline->point1->setCoords(0, *m_spec.deadlineHours);
        deadline->point2->setCoords(1, *m_spec.deadlineHours);
    }
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    QCPRange range = valueRange({p90, expected});
    if (m_spec.deadlineHours) {
        range.upper = std::max(range.upper, *m_spec.deadlineHours * 1.1);
    }
    plot->yAxis->setRange(range);
    plot->yAxis->setLabel(tr("Hours"));
    plot->xAxis->setLabel(tr("Nodes"));
    setNodeTicks(plot, m_evaluation.nodeCounts);
    plot->legend->setVisible(true);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void RiskPanel::plotCost()
{
    QCustomPlot *plot = m_costChart;
    plot->clearGraphs();
    plot->clearItems();
    plot->clearPlottables();
    chartTitle(plot)->setText(tr("Expected cost, P10–P90"));
    const auto addTier = [&](const std::vector<model::RiskRow> &rows, model::Tier tier, const QColor &color,
                             double offset) {
        QVector<double> x = nodeColumn(rows);
        for (double &v : x) {
            v += offset; // side by side, so the two tiers' bars do not cover each other
        }
        QCPGraph *graph = plot->addGraph();
        graph->setName(m_texts.tierName(tier));
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, color, color, 6));
        graph->setData(x, column(rows, &model::RiskRow::expectedCost), true);
        auto *bars = new QCPErrorBars(plot->xAxis, plot->yAxis);
        bars->removeFromLegend();
        bars->setDataPlottable(graph);
        bars->setPen(QPen(color, 1.5));
        QVector<double> minus;
        QVector<double> plus;
        for (const auto &row : rows) {
            minus.append(std::isfinite(row.p10Cost) ? std::max(0.0, row.expectedCost - row.p10Cost) : 0.0);
            plus.append(std::isfinite(row.p90Cost) ? std::max(0.0, row.p90Cost - row.expectedCost) : 0.0);
        }
        bars->setData(minus, plus);
        return column(rows, &model::RiskRow::p90Cost);
    };
    const double offset = m_result->otherTier ? 0.12 : 0.0;
    QVector<double> planHigh = addTier(m_result->rows, m_result->tier, kCostColor, -offset);
    QVector<double> otherHigh;
    if (m_result->otherTier) {
        otherHigh = addTier(m_result->otherRows, *m_result->otherTier, kOtherColor, offset);
    }
    QCPRange range = valueRange({planHigh, otherHigh, column(m_result->rows, &model::RiskRow::expectedCost)});
    if (m_spec.budget) {
        auto *budget = new QCPItemStraightLine(plot);
        budget->setPen(QPen(kDeadlineColor, 1, Qt::DashLine));
        budget->point1->setCoords(0, *m_spec.budget);
        budget->point2->setCoords(1, *m_spec.budget);
        range.upper = std::max(range.upper, *m_spec.budget * 1.1);
    }
    plot->yAxis->setRange(range);
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new TextsTicker(m_texts, m_spec.currency)));
    plot->yAxis->setLabel(QString());
    plot->xAxis->setLabel(tr("Nodes"));
    setNodeTicks(plot, m_evaluation.nodeCounts);
    plot->legend->setVisible(m_result->otherTier.has_value());
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void RiskPanel::plotCheckpoint()
{
    QCustomPlot *plot = m_checkpointChart;
    plot->clearGraphs();
    plot->clearItems();
    // The node count whose write and optimal interval the risk inputs show too
    // (model::checkpointFocus): one checkpoint interval on the whole screen.
    const auto &rows = m_result->rows;
    const std::optional<model::CheckpointFocus> focus = model::checkpointFocus(m_evaluation);
    const int nodes = focus ? focus->nodes : rows.empty() ? 1 : rows.front().nodes;
    const auto cases = model::evaluationRiskCases(m_evaluation, m_result->tier, m_evaluation.pricePerNodeHour);
    const auto it = std::find_if(cases.begin(), cases.end(), [nodes](const model::RiskCase &c) { return c.nodes == nodes; });
    chartTitle(plot)->setText(nodes == 1 ? tr("Checkpoint interval at 1 node")
                                         : tr("Checkpoint interval at %1 nodes").arg(nodes));
    if (it == cases.end()) {
        plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const auto curve = model::checkpointCurve(m_spec.risk, *it);
    QVector<double> x;
    QVector<double> y;
    for (const auto &point : curve) {
        x.append(point.intervalHours);
        y.append(point.expectedWallClockHours);
    }
    QCPGraph *graph = plot->addGraph();
    graph->setData(x, y, true);
    graph->setPen(QPen(kPlanColor, 2));
    graph->setName(tr("Expected wall clock"));
    plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    plot->xAxis->setLabel(tr("Hours between checkpoints"));
    plot->yAxis->setLabel(tr("Hours"));
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    const model::RiskRow row = model::closedForm(m_spec.risk, *it);
    // The inputs' "Optimal checkpoints" field shows this figure (the same evaluation's row).
    const double optimalHours = focus ? focus->optimalIntervalHours : row.optimalCheckpointHours;
    if (!x.isEmpty()) {
        plot->xAxis->setRange(x.front(), x.back());
        const auto [lo, hi] = std::minmax_element(y.begin(), y.end());
        const double pad = std::max(0.01, (*hi - *lo) * 0.1);
        plot->yAxis->setRange(*lo - pad, *hi + pad);
        auto *optimal = new QCPItemStraightLine(plot);
        optimal->setPen(QPen(kOptimalColor, 1.5, Qt::DashLine));
        optimal->point1->setCoords(optimalHours, 0);
        optimal->point2->setCoords(optimalHours, 1);
        auto *label = new QCPItemText(plot);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(optimalHours, 0.02);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setColor(kOptimalColor);
        label->setText(tr("optimal %1").arg(m_texts.hours(optimalHours)));
        if (std::abs(row.checkpointHoursUsed - optimalHours) > 1e-9) {
            auto *used = new QCPItemStraightLine(plot);
            used->setPen(QPen(kDeadlineColor, 1, Qt::DotLine));
            used->point1->setCoords(row.checkpointHoursUsed, 0);
            used->point2->setCoords(row.checkpointHoursUsed, 1);
        }
    } else {
        auto *label = new QCPItemText(plot);
        label->position->setType(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(0.5, 0.5);
        label->setText(tr("No failures modelled: no checkpoints needed"));
    }
    plot->legend->setVisible(false);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void RiskPanel::fillTable()
{
    const QStringList headers = {tr("Nodes"), tr("Tier"), tr("P(deadline)"), tr("Expected"),    tr("P10"),
                                 tr("P50"),   tr("P90"),  tr("Exp. cost"),   tr("Cost P10–P90"), tr("Checkpoints")};
    const QStringList tips = {tr("Node count"),
                              tr("Dedicated or low-priority capacity"),
                              tr("Probability of finishing by the deadline"),
                              tr("Expected wall clock with failures, restarts and checkpoints (exact closed form)"),
                              tr("Wall clock that 10 % of the simulated runs beat"),
                              tr("Median wall clock of the simulated runs"),
                              tr("Wall clock that 90 % of the simulated runs beat"),
                              tr("Expected cost, the idle tail included"),
                              tr("Cost range from the 10th to the 90th percentile"),
                              tr("Hours of training between checkpoints; none when the run is shorter than the optimal "
                                 "interval")};
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < static_cast<int>(tips.size()); ++c) {
        m_table->horizontalHeaderItem(c)->setToolTip(tips[c]);
    }
    // The cost range is the one wide cell: it gets its width, the others share the rest.
    m_table->horizontalHeader()->setSectionResizeMode(8, QHeaderView::ResizeToContents);
    std::vector<std::pair<model::Tier, const model::RiskRow *>> all;
    for (const auto &row : m_result->rows) {
        all.emplace_back(m_result->tier, &row);
    }
    if (m_result->otherTier) {
        for (const auto &row : m_result->otherRows) {
            all.emplace_back(*m_result->otherTier, &row);
        }
    }
    m_table->setRowCount(static_cast<int>(all.size()));
    const auto hoursOrDash = [this](double h) { return std::isfinite(h) ? m_texts.hours(h) : QStringLiteral("–"); };
    const auto moneyOrDash = [this](double m) {
        return std::isfinite(m) ? m_texts.money(m, m_spec.currency) : QStringLiteral("–");
    };
    for (int r = 0; r < static_cast<int>(all.size()); ++r) {
        const auto &[tier, row] = all[static_cast<std::size_t>(r)];
        const QStringList cells = {
            QString::number(row->nodes),
            m_texts.tierName(tier),
            std::isfinite(row->pMeetDeadline) ? m_texts.percent(row->pMeetDeadline, 1) : QStringLiteral("–"),
            hoursOrDash(row->expectedWallClockHours),
            hoursOrDash(row->p10WallClockHours),
            hoursOrDash(row->p50WallClockHours),
            hoursOrDash(row->p90WallClockHours),
            moneyOrDash(row->expectedCost),
            tr("%1 – %2").arg(moneyOrDash(row->p10Cost), moneyOrDash(row->p90Cost)),
            std::isfinite(row->checkpointHoursUsed) && row->checkpointWrites > 0.0 ? hoursOrDash(row->checkpointHoursUsed)
                                                                                   : tr("none")};
        for (int c = 0; c < static_cast<int>(cells.size()); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(c == 1 ? Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter)
                                          : Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
            const bool recommended = tier == m_result->tier && m_result->recommendation.nodes == row->nodes;
            if (recommended) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            m_table->setItem(r, c, item);
        }
    }
}

void RiskPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts();
        retranslateUi();
        showStatus();
        showResult();
    }
    QWidget::changeEvent(event);
}

void RiskPanel::retranslateUi()
{
    m_offNote->setText(tr("Risk modelling is off. Switch on \"Failures and checkpoints\" in the inputs to see the "
                          "probability of meeting the deadline, the spread of wall clock and cost, and the best "
                          "checkpoint interval."));
    m_cancel->setText(tr("&Cancel"));
    m_cancel->setToolTip(tr("Stop the simulation (Esc)"));
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    m_rerun->setText(tr("&Run again"));
}

} // namespace capplan::views
