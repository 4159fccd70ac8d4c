// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/ScalingPanel.h"
#include "views/widgets/SpacedTicker.h"
#include "views/main/Theme.h"

#include "model/performance/Memory.h"
#include "model/performance/Scaling.h"
#include "views/widgets/ChartExport.h"
#include "views/widgets/QCustomPlotInclude.h"
#include "views/widgets/TitledChart.h"

#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <set>

namespace capplan::views {

namespace {

const QColor kTableColor(0x75, 0x75, 0x75);
const QColor kFabricColor(0x1f, 0x6f, 0xb4);
const QColor kMeasuredColor(0xd9, 0x6c, 0x00);
const QColor kComputeColor(0x1f, 0x6f, 0xb4);
const QColor kCommColor(0xd9, 0x6c, 0x00);
const QColor kBubbleColor(0x9e, 0x9e, 0x9e);
const QColor kWeightsColor(0x1f, 0x6f, 0xb4);
const QColor kGradientsColor(0x00, 0x89, 0x7b);
const QColor kOptimizerColor(0x8e, 0x24, 0xaa);
const QColor kActivationsColor(0xd9, 0x6c, 0x00);
const QColor kReserveColor(0x9e, 0x9e, 0x9e);
const QColor kCapacityColor(0xc6, 0x28, 0x28);

constexpr double kBarWidth = 0.6;

// `legendBelow`: the legend in a row under the axis rect, wrapping, so it never covers bars.
void resetChart(QCustomPlot *plot)
{
    plot->clearPlottables();
    plot->clearItems();
}

// Bars stand at positions 0, 1, 2 … labelled with their node counts: node counts double, and
// bars at 1 and 2 on a linear axis would overlap.
void setCategoryTicks(QCustomPlot *plot, const std::vector<int> &nodes)
{
    QSharedPointer<QCPAxisTickerText> ticker(new SpacedTextTicker(plot->xAxis)); // labels that fit
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        ticker->addTick(static_cast<double>(i), QString::number(nodes[i]));
    }
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(-0.6, static_cast<double>(nodes.size()) - 0.4);
    plot->xAxis->grid()->setVisible(false);
}

QVector<double> positions(std::size_t count)
{
    QVector<double> out;
    for (std::size_t i = 0; i < count; ++i) {
        out.append(static_cast<double>(i));
    }
    return out;
}

QCPBars *addBars(QCustomPlot *plot, const char *objectName, const QColor &color, const QVector<double> &values,
                 QCPBars *below)
{
    auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setObjectName(QString::fromLatin1(objectName));
    bars->setWidth(kBarWidth);
    bars->setPen(QPen(color.darker(130), 1));
    bars->setBrush(color);
    bars->setData(positions(static_cast<std::size_t>(values.size())), values, true);
    if (below != nullptr) {
        bars->moveAbove(below);
    }
    return bars;
}

} // namespace

ScalingPanel::ScalingPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("scalingPanel"));
    m_pages = new QStackedWidget(this);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("scalingOffNote"));
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setMargin(24);
    m_pages->addWidget(m_note);

    auto *content = new QWidget(this);
    m_summary = new QLabel(content);
    m_summary->setObjectName(QStringLiteral("scalingSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_efficiencyChart = makeTitledChart(content, QStringLiteral("scalingEfficiencyChart"), QSize(260, 190), 0);
    m_stepChart = makeTitledChart(content, QStringLiteral("scalingStepChart"), QSize(260, 190), 3);
    m_memoryChart = makeTitledChart(content, QStringLiteral("scalingMemoryChart"), QSize(260, 190), 3);
    for (QCustomPlot *plot : {m_efficiencyChart, m_stepChart, m_memoryChart}) {
        addSaveChartMenu(plot, [this, plot] {
            const QString plan = m_spec.name.empty() ? tr("plan") : QString::fromStdString(m_spec.name);
            return plan + QLatin1Char('-') + plot->objectName();
        });
    }

    auto *side = new QWidget(content);
    m_calibration = new QLabel(side);
    m_calibration->setObjectName(QStringLiteral("calibrationLabel"));
    m_calibration->setWordWrap(true);
    m_residuals = new QTableWidget(side);
    m_residuals->setObjectName(QStringLiteral("residualsTable"));
    m_residuals->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_residuals->verticalHeader()->setVisible(false);
    m_residuals->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_residuals->setAlternatingRowColors(true);
    m_residuals->setSelectionMode(QAbstractItemView::NoSelection);
    m_residuals->setFocusPolicy(Qt::NoFocus);
    m_residuals->setWordWrap(false);
    m_residuals->setColumnCount(4);
    m_residuals->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_residuals->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_residuals->setMaximumHeight(m_residuals->horizontalHeader()->sizeHint().height() +
                                  6 * m_residuals->verticalHeader()->defaultSectionSize() + 4);
    m_memoryNote = new QLabel(side);
    m_memoryNote->setObjectName(QStringLiteral("memoryNote"));
    m_memoryNote->setWordWrap(true);
    m_memoryNote->setTextFormat(Qt::RichText);
    m_hints = new QLabel(side);
    m_hints->setObjectName(QStringLiteral("scalingHints"));
    m_hints->setWordWrap(true);
    m_hints->setStyleSheet(QStringLiteral("color: #707070;"));
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(4, 4, 4, 4);
    sideLayout->addWidget(m_calibration);
    sideLayout->addWidget(m_residuals);
    sideLayout->addWidget(m_memoryNote);
    sideLayout->addWidget(m_hints);
    sideLayout->addStretch();

    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_efficiencyChart, 0, 0);
    grid->addWidget(m_stepChart, 0, 1);
    grid->addWidget(m_memoryChart, 1, 0);
    grid->addWidget(side, 1, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(0, 1);
    grid->setRowStretch(1, 1);

    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(4, 4, 4, 4);
    contentLayout->addWidget(m_summary);
    contentLayout->addLayout(grid, 1);
    m_pages->addWidget(content);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    retranslateUi();
    showPlan();
}

bool ScalingPanel::showsCharts() const
{
    return m_pages->currentIndex() == 1;
}

void ScalingPanel::setPlan(const model::PlanSpec &spec, const model::Evaluation &evaluation)
{
    if (!evaluation.ok()) {
        // Keep the last valid figures, greyed, as the results panel does.
        m_pages->widget(1)->setEnabled(!m_hasPlan);
        return;
    }
    m_spec = spec;
    m_evaluation = evaluation;
    m_hasPlan = true;
    m_pages->widget(1)->setEnabled(true);
    showPlan();
}

void ScalingPanel::showPlan()
{
    // The tab has something to say when either model is on; each chart only for its own model.
    const bool steps = m_hasPlan && !m_evaluation.stepSplits.empty();
    const bool memory = m_hasPlan && !m_evaluation.memory.empty();
    m_pages->setCurrentIndex(steps || memory ? 1 : 0);
    if (!steps && !memory) {
        return;
    }
    m_stepChart->setVisible(steps);
    m_memoryChart->setVisible(memory);
    showSummary();
    plotEfficiency();
    if (steps) {
        plotSteps();
    }
    if (memory) {
        plotMemory();
    }
    fillCalibration();
    fillMemoryNote();
    QStringList hints;
    if (!steps) {
        hints.append(tr("Step times need a model (the step-time model) or the fabric model: name the model, or choose "
                        "“Fabric model” as the scaling model in the inputs."));
    }
    if (!memory) {
        hints.append(tr("Check “Check memory per GPU” in the inputs to see whether the model fits."));
    }
    m_hints->setText(hints.join(QLatin1Char('\n')));
    m_hints->setVisible(!hints.isEmpty());
}

QString ScalingPanel::strategyName(model::Strategy strategy) const
{
    switch (strategy) {
    case model::Strategy::Ddp:
        return tr("DDP");
    case model::Strategy::Zero1:
        return tr("ZeRO-1");
    case model::Strategy::Zero2:
        return tr("ZeRO-2");
    case model::Strategy::Zero3:
        return tr("ZeRO-3");
    case model::Strategy::Fsdp:
        return tr("FSDP");
    }
    return {};
}

void ScalingPanel::showSummary()
{
    if (!m_evaluation.steps.empty()) {
        //: %1: the estimate's basis, e.g. "step-time model on the deepspeed stack; band 0.87–1.08 × …"
        m_summary->setText(m_evaluation.layoutChosenByPlanner
                               ? tr("Efficiency and step times from the %1, on the layout the planner chose per node "
                                    "count (the Options table's Layout column).")
                                     .arg(data::Texts(QLocale()).estimateBasis(m_evaluation))
                               : tr("Efficiency and step times from the %1, on the plan's layout.")
                                     .arg(data::Texts(QLocale()).estimateBasis(m_evaluation)));
        return;
    }
    if (!m_evaluation.fabric) {
        m_summary->setText(tr("Efficiency from the plan's table; memory per GPU with %1 on one GPU per replica.")
                               .arg(strategyName(model::Strategy::Ddp)));
        return;
    }
    const model::FabricFacts &facts = m_evaluation.fabricFacts;
    const model::FabricJob &job = m_evaluation.fabricJob;
    QString intra;
    switch (facts.intraNodeLink) {
    case model::IntraNodeLink::NvLink:
        intra = tr("NVLink in the node, %1 GB/s all-reduce bus bandwidth per GPU");
        break;
    case model::IntraNodeLink::Pcie:
        intra = tr("PCIe in the node, %1 GB/s per GPU");
        break;
    case model::IntraNodeLink::None:
        intra = tr("one GPU per node (%1 GB/s)");
        break;
    }
    // The achieved rate the model uses (measured busbw where known), not the link's peak.
    intra = intra.arg(m_texts.number(facts.intraNodeBusGBps(), 0));
    const QString inter =
        facts.hasInfiniBand()
            ? tr("InfiniBand %1 Gb/s per GPU between nodes").arg(m_texts.number(facts.ibGbpsPerGpu, 0))
            : tr("no InfiniBand: Ethernet %1 Gb/s per VM, shared by its GPUs")
                  .arg(m_texts.number(facts.ethernetGbpsPerVm, 0));
    const model::FabricParams params = model::effectiveParams(job);
    m_summary->setText(tr("Fabric model: %1; %2. %3, tensor parallel %4, pipeline parallel %5; %6 tokens/s per GPU "
                          "on one node; overlap %7.")
                           .arg(intra, inter, strategyName(job.strategy))
                           .arg(job.tensorParallel)
                           .arg(job.pipelineParallel)
                           .arg(m_texts.number(job.tokensPerGpuSecond, 0), m_texts.percent(params.overlap)));
}

void ScalingPanel::plotEfficiency()
{
    QCustomPlot *plot = m_efficiencyChart;
    resetChart(plot);
    chartTitle(plot)->setText(tr("Efficiency per node count"));
    const std::vector<int> &nodes = m_evaluation.nodeCounts;
    std::set<int> ticks(nodes.begin(), nodes.end());
    if (m_evaluation.calibration) {
        for (const model::CalibrationPoint &point : m_evaluation.calibration->points) {
            ticks.insert(point.nodes);
        }
    }
    if (ticks.empty()) {
        plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const int low = *ticks.begin();
    const int high = *ticks.rbegin();
    const bool fabric = m_evaluation.fabric.has_value();
    // The efficiency table is not used where a model gives the rate (the fabric or the step-time model).
    const bool tableUnused = fabric || !m_evaluation.steps.empty();

    // The table's curve at every whole node count, so its interpolation in log2(nodes) shows.
    const model::EfficiencyCurve table(m_spec.efficiency);
    if (!m_spec.efficiency.empty()) {
        QCPGraph *graph = plot->addGraph();
        graph->setObjectName(QStringLiteral("tableCurve"));
        graph->setName(tableUnused ? tr("Efficiency table (not used)") : tr("Efficiency table"));
        graph->setPen(QPen(kTableColor, tableUnused ? 1.0 : 2.0, tableUnused ? Qt::DashLine : Qt::SolidLine));
        QVector<double> x;
        QVector<double> y;
        for (int n = low; n <= high; ++n) {
            x.append(n);
            y.append(table.at(n));
        }
        graph->setData(x, y, true);
    }
    if (fabric) {
        const auto addSweep = [plot](const model::FabricSweep &sweep, const char *objectName, const QString &name,
                                     const QPen &pen) {
            QCPGraph *graph = plot->addGraph();
            graph->setObjectName(QString::fromLatin1(objectName));
            graph->setName(name);
            graph->setPen(pen);
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, pen.color(), Qt::white, 5));
            QVector<double> x;
            QVector<double> y;
            for (const model::FabricPoint &point : sweep.points) {
                x.append(point.nodes);
                y.append(point.efficiency);
            }
            graph->setData(x, y, true);
        };
        if (m_evaluation.uncalibratedFabric) {
            // The model with its defaults beside the fit shows what the measurements changed.
            addSweep(*m_evaluation.uncalibratedFabric, "defaultsCurve", tr("Fabric model, defaults"),
                     QPen(kFabricColor, 1, Qt::DashLine));
            addSweep(*m_evaluation.fabric, "fabricCurve", tr("Fitted to the runs"), QPen(kFabricColor, 2));
        } else {
            addSweep(*m_evaluation.fabric, "fabricCurve", tr("Fabric model"), QPen(kFabricColor, 2));
        }
    }
    double highest = 1.0;
    if (!m_evaluation.steps.empty()) {
        // The step-time model's efficiency per option: relative to the rate on the reference node
        // count (the planner's layouts may run faster per GPU on more nodes, above 100 %).
        QCPGraph *graph = plot->addGraph();
        graph->setObjectName(QStringLiteral("stepTimeCurve"));
        graph->setName(m_evaluation.layoutChosenByPlanner ? tr("Step-time model, the planner's layouts")
                                                          : tr("Step-time model, the plan's layout"));
        graph->setPen(QPen(kFabricColor, 2));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, kFabricColor, Qt::white, 5));
        QVector<double> x;
        QVector<double> y;
        for (const model::OptionRow &row : m_evaluation.options) {
            x.append(row.nodes);
            y.append(row.efficiency);
            highest = std::max(highest, row.efficiency);
        }
        graph->setData(x, y, true);
    }
    if (!m_evaluation.measuredEfficiency.empty()) {
        // Each run against the reference run (model::measuredEfficiency): the runs keep the
        // per-GPU batch, the sweep the global batch.
        QCPGraph *graph = plot->addGraph();
        graph->setObjectName(QStringLiteral("measuredPoints"));
        graph->setName(tr("Measured runs (same per-GPU batch)"));
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kMeasuredColor, kMeasuredColor, 8));
        QVector<double> x;
        QVector<double> y;
        for (const model::MeasuredEfficiency &point : m_evaluation.measuredEfficiency) {
            x.append(point.nodes);
            y.append(point.efficiency);
        }
        graph->setData(x, y, true);
    }

    // log2 on x: node counts double, and the table interpolates in log2(nodes).
    plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    if (ticks.size() <= 16) {
        QSharedPointer<QCPAxisTickerText> ticker(new SpacedTextTicker(plot->xAxis)); // labels that fit
        for (int n : ticks) {
            ticker->addTick(n, QString::number(n));
        }
        plot->xAxis->setTicker(ticker);
    } else {
        QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
        ticker->setLogBase(2);
        plot->xAxis->setTicker(ticker);
    }
    plot->xAxis->setRange(low / 1.25, high * 1.25);
    plot->xAxis->setLabel(tr("Nodes"));
    QSharedPointer<QCPAxisTickerText> percent(new QCPAxisTickerText);
    for (int p = 0; p <= 100.0 * highest + 25; p += 25) {
        percent->addTick(p / 100.0, m_texts.percent(p / 100.0));
    }
    plot->yAxis->setTicker(percent);
    plot->yAxis->setRange(0.0, 1.08 * highest);
    plot->legend->setVisible(plot->graphCount() > 1);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignLeft);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingPanel::plotSteps()
{
    QCustomPlot *plot = m_stepChart;
    resetChart(plot);
    chartTitle(plot)->setText(tr("Step time per node count"));
    QVector<double> compute;
    QVector<double> comm;
    QVector<double> bubble;
    std::vector<int> nodes;
    double high = 0.0;
    for (const model::StepSplit &point : m_evaluation.stepSplits) {
        compute.append(point.computeSeconds);
        comm.append(point.exposedCommSeconds);
        bubble.append(point.bubbleSeconds);
        nodes.push_back(point.nodes);
        high = std::max(high, point.stepSeconds);
    }
    // Stacked from the bottom: compute, then what communication adds, then the pipeline's bubble.
    QCPBars *computeBars = addBars(plot, "computeBars", kComputeColor, compute, nullptr);
    computeBars->setName(tr("Compute"));
    QCPBars *commBars = addBars(plot, "commBars", kCommColor, comm, computeBars);
    commBars->setName(tr("Exposed communication"));
    QCPBars *bubbleBars = addBars(plot, "bubbleBars", kBubbleColor, bubble, commBars);
    bubbleBars->setName(tr("Pipeline bubble"));
    // Without pipeline stages there is no bubble: no legend entry for an empty series.
    bool anyBubble = false;
    for (double seconds : bubble) {
        anyBubble = anyBubble || seconds > 0.0;
    }
    if (!anyBubble) {
        bubbleBars->removeFromLegend();
    }
    setCategoryTicks(plot, nodes);
    plot->xAxis->setLabel(tr("Nodes"));
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    plot->yAxis->setLabel(tr("Seconds per step"));
    plot->yAxis->setRange(0.0, high > 0.0 ? high * 1.12 : 1.0);
    plot->legend->setVisible(true);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingPanel::plotMemory()
{
    QCustomPlot *plot = m_memoryChart;
    resetChart(plot);
    chartTitle(plot)->setText(tr("Memory per GPU"));
    const std::vector<model::MemoryBreakdown> &memory = m_evaluation.memory;
    QVector<double> weights;
    QVector<double> gradients;
    QVector<double> optimizer;
    QVector<double> activations;
    QVector<double> reserve;
    std::vector<int> nodes;
    double high = 0.0;
    double capacity = 0.0;
    for (std::size_t i = 0; i < memory.size(); ++i) {
        const model::MemoryBreakdown &m = memory[i];
        weights.append(m.weightsGB);
        gradients.append(m.gradientsGB);
        optimizer.append(m.optimizerGB);
        activations.append(m.activationsGB);
        reserve.append(m.reserveGB);
        nodes.push_back(i < m_evaluation.options.size() ? m_evaluation.options[i].nodes : 0);
        high = std::max(high, m.totalGB);
        capacity = m.capacityGB;
    }
    QCPBars *bars = addBars(plot, "weightsBars", kWeightsColor, weights, nullptr);
    bars->setName(tr("Weights"));
    bars = addBars(plot, "gradientsBars", kGradientsColor, gradients, bars);
    bars->setName(tr("Gradients"));
    bars = addBars(plot, "optimizerBars", kOptimizerColor, optimizer, bars);
    bars->setName(tr("Optimizer states"));
    bars = addBars(plot, "activationsBars", kActivationsColor, activations, bars);
    bars->setName(tr("Activations"));
    bars = addBars(plot, "reserveBars", kReserveColor, reserve, bars);
    bars->setName(tr("Reserve"));

    // The capacity as a graph across all bars rather than an item: it gets a legend entry, and
    // GB figures in the legend and on the axis read the same.
    QCPGraph *line = plot->addGraph();
    line->setObjectName(QStringLiteral("capacityLine"));
    line->setName(tr("GPU memory, %1 GB").arg(m_texts.number(capacity, 1)));
    line->setPen(QPen(kCapacityColor, 1.5, Qt::DashLine));
    line->setData({-0.6, static_cast<double>(memory.size()) - 0.4}, {capacity, capacity}, true);

    // Options that do not fit carry a red cross above their bar.
    for (std::size_t i = 0; i < memory.size(); ++i) {
        if (memory[i].fits) {
            continue;
        }
        auto *mark = new QCPItemText(plot);
        mark->setObjectName(QStringLiteral("doesNotFitMark"));
        mark->position->setCoords(static_cast<double>(i), memory[i].totalGB);
        mark->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        mark->setColor(kCapacityColor);
        QFont font = plot->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.4);
        mark->setFont(font);
        mark->setText(QStringLiteral("\u2717")); // ✗
    }
    setCategoryTicks(plot, nodes);
    plot->xAxis->setLabel(tr("Nodes"));
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    plot->yAxis->setLabel(tr("GB per GPU"));
    // Room above the tallest bar for its mark.
    plot->yAxis->setRange(0.0, std::max(high, capacity) * 1.12 + 1.0);
    plot->legend->setVisible(true);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingPanel::fillCalibration()
{
    const bool calibrated = m_evaluation.calibration.has_value() && !m_evaluation.calibration->points.empty();
    m_calibration->setVisible(calibrated);
    m_residuals->setVisible(calibrated);
    if (!calibrated) {
        m_residuals->setRowCount(0);
        return;
    }
    const model::CalibrationResult &cal = *m_evaluation.calibration;
    QString text;
    switch (cal.status) {
    case model::CalibrationStatus::ModelDefaults:
        text = tr("No measured runs: the model's defaults.");
        break;
    case model::CalibrationStatus::OnePoint:
        text = tr("Scaled from one measured run with the model's defaults; measure a second node count to fit the "
                  "inter-node bandwidth.");
        break;
    case model::CalibrationStatus::BandwidthOnly:
        text = tr("Fitted to two node counts: inter-node bandwidth × %1; overlap at the strategy's default, %2.")
                   .arg(m_texts.number(cal.params.interNodeBandwidthFactor, 2), m_texts.percent(cal.params.overlap));
        break;
    case model::CalibrationStatus::Fitted:
        text = tr("Fitted by least squares to %1 runs: inter-node bandwidth × %2, overlap %3.")
                   .arg(static_cast<int>(cal.points.size()))
                   .arg(m_texts.number(cal.params.interNodeBandwidthFactor, 2), m_texts.percent(cal.params.overlap));
        break;
    }
    if (cal.points.size() > 1) {
        text += QLatin1Char(' ') + tr("RMS residual %1.").arg(m_texts.percent(cal.rmsRelativeResidual, 1));
    }
    if (cal.status != model::CalibrationStatus::OnePoint &&
        cal.params.interNodeBandwidthFactor <= model::kMinBandwidthFactor * (1.0 + 1e-6)) {
        text += QLatin1Char(' ') + tr("The fit stops at its lower bound: the runs lose more than the model's overlap "
                                      "lets communication cost; measure a third node count so the overlap is fitted "
                                      "too.");
    }
    if (cal.inconsistent) {
        text += QLatin1Char(' ') + tr("A run is faster than the model's communication allows: check the measurement "
                                      "and the size.");
    }
    m_calibration->setText(text);

    // One row per run; the reference run is met exactly by construction (model/performance/Calibration.h).
    m_residuals->setHorizontalHeaderLabels({tr("Nodes"), tr("Measured tok/s"), tr("Model tok/s"), tr("Residual")});
    m_residuals->setRowCount(static_cast<int>(cal.points.size()));
    for (int r = 0; r < static_cast<int>(cal.points.size()); ++r) {
        const model::CalibrationPoint &point = cal.points[static_cast<std::size_t>(r)];
        // Rounded to the 0.1 % shown, so a fit's 1e-16 reads "0.0 %", not "+0.0 %" or "-0.0 %".
        double shown = std::round(point.relativeResidual * 1000.0) / 1000.0;
        if (shown == 0.0) {
            shown = 0.0;
        }
        const QString residual = (shown > 0.0 ? QStringLiteral("+") : QString()) + m_texts.percent(shown, 1);
        const QStringList cells = {QString::number(point.nodes), m_texts.number(point.measuredTokensPerSecond, 0),
                                   m_texts.number(point.predictedTokensPerSecond, 0), residual};
        for (int c = 0; c < static_cast<int>(cells.size()); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (point.nodes == cal.referenceNodes) {
                item->setToolTip(tr("The reference run: the model meets it exactly"));
            }
            m_residuals->setItem(r, c, item);
        }
    }
}

void ScalingPanel::fillMemoryNote()
{
    const std::vector<model::MemoryBreakdown> &memory = m_evaluation.memory;
    // With a memory block, or with the plan's model alone (the check is always on then).
    m_memoryNote->setVisible(!memory.empty());
    if (memory.empty()) {
        m_memoryNote->clear();
        return;
    }
    const model::MemoryJob job = m_evaluation.memoryJob.value_or(model::MemoryJob{});
    const double capacityGB = memory.front().capacityGB;
    QStringList lines;
    if (m_evaluation.smallestFittingNodes) {
        const int n = *m_evaluation.smallestFittingNodes;
        lines.append(tr("With %1 the smallest node count that fits is <b>%2</b>.")
                         .arg(strategyName(job.strategy).toHtmlEscaped())
                         .arg(n));
    } else {
        lines.append(tr("With %1 no node count up to %2 fits: what does not shrink with more nodes already takes "
                        "more than %3 GB.")
                         .arg(strategyName(job.strategy).toHtmlEscaped())
                         .arg(model::kMaxNodes)
                         .arg(m_texts.number(capacityGB, 1)));
    }
    // At the first option that does not fit: the least sharded strategy that would.
    if (const auto &miss = m_evaluation.firstMemoryMiss) {
        const QString at = miss->nodes == 1 ? tr("1 node") : tr("%1 nodes").arg(miss->nodes);
        QString line = tr("At %1: %2 GB per GPU against %3 GB.")
                           .arg(at, m_texts.number(miss->totalGB, 1), m_texts.number(miss->capacityGB, 1));
        if (miss->fittingStrategy && *miss->fittingStrategy != job.strategy) {
            line += QLatin1Char(' ') + tr("%1 would fit there.").arg(strategyName(*miss->fittingStrategy).toHtmlEscaped());
        } else if (!miss->fittingStrategy) {
            line += QLatin1Char(' ') + tr("No sharding strategy fits there; try tensor parallelism, activation "
                                          "checkpointing or LoRA.");
        }
        lines.append(line);
    }
    m_memoryNote->setText(lines.join(QStringLiteral("<br>")));
}

void ScalingPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts();
        retranslateUi();
        showPlan();
    }
    QWidget::changeEvent(event);
}

void ScalingPanel::retranslateUi()
{
    m_note->setText(tr("This tab shows how the plan scales: efficiency per node count, the step time split into "
                       "compute, communication and pipeline bubble, and memory per GPU.\n\nChoose “Fabric model” as "
                       "the scaling model in the inputs to derive the efficiency from the size's NVLink and "
                       "InfiniBand, and check “Check memory per GPU” to see whether the model fits."));
    m_residuals->setToolTip(tr("Measured throughput of each run against the fitted model; residual = model ÷ "
                               "measured − 1"));
}

} // namespace capplan::views
