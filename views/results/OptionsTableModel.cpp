// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/results/OptionsTableModel.h"
#include "views/main/Theme.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QFont>

namespace capplan::views {

namespace {
// The GPU's memory as the catalog and the banner name it (GiB), from the GB every figure is in.
double gbToGiB(double gb)
{
    return gb * model::kBytesPerGB / model::kBytesPerGiB;
}
} // namespace

OptionsTableModel::OptionsTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void OptionsTableModel::setEvaluation(const model::Evaluation &evaluation)
{
    const bool sameShape = evaluation.options.size() == m_rows.size();
    if (!sameShape) {
        beginResetModel();
    }
    m_rows = evaluation.options;
    m_memory = evaluation.memory.size() == evaluation.options.size() ? evaluation.memory
                                                                      : std::vector<model::MemoryBreakdown>{};
    m_gpuMemoryGB = m_memory.empty() ? 0.0 : m_memory.front().capacityGB;
    m_layouts = evaluation.optionLayouts.size() == evaluation.options.size() ? evaluation.optionLayouts
                                                                             : std::vector<model::Layout>{};
    const bool plannerChanged = m_layoutsByPlanner != evaluation.layoutChosenByPlanner;
    m_layoutsByPlanner = evaluation.layoutChosenByPlanner;
    const bool referenceChanged = evaluation.efficiencyReferenceNodes != m_efficiencyReferenceNodes ||
                                  evaluation.fabric.has_value() != m_efficiencyFromFabric;
    m_efficiencyReferenceNodes = evaluation.efficiencyReferenceNodes;
    m_efficiencyFromFabric = evaluation.fabric.has_value();
    m_currency = evaluation.currency;
    // The cost header names a reservation, savings plan or discount ("Cost (3-year reservation)").
    const bool basisChanged = !(evaluation.priceBasis == m_priceBasis);
    m_priceBasis = evaluation.priceBasis;
    m_recommendedNodes = evaluation.recommendation.nodes();
    m_hasDeadline = evaluation.recommendation.deadlineHours.has_value();
    m_hasBudget = evaluation.recommendation.budget.has_value();
    if (!sameShape) {
        endResetModel();
    } else if (!m_rows.empty()) {
        // Typing changes the numbers, not the row count: a dataChanged keeps the view's
        // selection and scroll position, which a reset would throw away.
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
    if (basisChanged && sameShape) {
        Q_EMIT headerDataChanged(Qt::Horizontal, Cost, Cost);
    }
    if (plannerChanged && sameShape) {
        Q_EMIT headerDataChanged(Qt::Horizontal, Layout, Layout);
    }
    if (referenceChanged && sameShape) {
        Q_EMIT headerDataChanged(Qt::Horizontal, Efficiency, Speedup);
    }
}

void OptionsTableModel::setTexts(const data::Texts &texts)
{
    m_texts = texts;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty()) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

int OptionsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int OptionsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<int> OptionsTableModel::recommendedRow() const
{
    if (!m_recommendedNodes) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].nodes == *m_recommendedNodes) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

QVariant OptionsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) {
        return {};
    }
    const model::OptionRow &row = m_rows[static_cast<std::size_t>(index.row())];
    const bool recommended = m_recommendedNodes && row.nodes == *m_recommendedNodes;
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, column);
    case RawValueRole:
        return rawValue(row, column);
    case RecommendedRole:
        return recommended;
    case Qt::TextAlignmentRole:
        if (column == MeetsDeadline || column == WithinBudget || column == Fits) {
            return QVariant::fromValue(Qt::AlignCenter);
        }
        if (column == Layout) {
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        }
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (recommended) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        if (recommended) {
            return QBrush(theme::highlightRow(QApplication::palette())); // the banner's green, lighter
        }
        return {};
    case Qt::ForegroundRole:
        // A row that does not fit reads in the warning colour throughout: its "yes" for the
        // deadline and budget never stands without the "no" for memory beside it.
        if (!row.fits || (column == MeetsDeadline && m_hasDeadline && !row.meetsDeadline) ||
            (column == WithinBudget && m_hasBudget && !row.withinBudget)) {
            return QBrush(theme::warningText(QApplication::palette()));
        }
        return {};
    case Qt::ToolTipRole:
        if (column == Layout && static_cast<std::size_t>(index.row()) < m_layouts.size()) {
            const QString whole = m_texts.layoutSummary(m_layouts[static_cast<std::size_t>(index.row())], row.gpus);
            return m_layoutsByPlanner
                       //: %1: the layout in words
                       ? tr("%1. Chosen by the planner: the fastest layout that fits in GPU memory at this node count, "
                            "as Best plans would choose it. Fix a layout in the Layout section to use it on every row.")
                             .arg(whole)
                       : whole;
        }
        if (recommended) {
            return tr("Recommended: the cheapest option that meets the constraints");
        }
        if (!row.fits && static_cast<std::size_t>(index.row()) < m_memory.size()) {
            // The GPU's memory as the banner names it (80 GiB), and in the GB every figure is in.
            //: %1: GB per GPU needed; %2: GiB the GPU has; %3: the same in GB
            return tr("Does not fit: needs %1 GB per GPU, more than the %2 GiB (%3 GB) the GPU has. Never recommended.")
                .arg(m_texts.number(m_memory[static_cast<std::size_t>(index.row())].totalGB, 1),
                     m_texts.number(gbToGiB(m_gpuMemoryGB), 0), m_texts.number(m_gpuMemoryGB, 1));
        }
        return {};
    default:
        return {};
    }
}

const model::MemoryBreakdown *OptionsTableModel::memoryOf(const model::OptionRow &row) const
{
    // `row` is one of m_rows, and m_memory is in the same order (Evaluation::memory).
    const auto i = static_cast<std::size_t>(&row - m_rows.data());
    return i < m_memory.size() ? &m_memory[i] : nullptr;
}

QString OptionsTableModel::efficiencyReference() const
{
    // What 100 % is: the same wherever the row sits in the node list.
    if (m_efficiencyReferenceNodes && m_layoutsByPlanner) {
        //: %1: "1 node" or "2 nodes"
        return tr("Scaling efficiency: each option's per-GPU rate relative to the best per-GPU rate of the planner's "
                  "layouts up to the most nodes listed, which it has on %1; no option exceeds 100 %")
            .arg(data::Texts::nodeCount(*m_efficiencyReferenceNodes));
    }
    if (m_efficiencyReferenceNodes) {
        //: %1: "1 node" or "2 nodes"
        return tr("Scaling efficiency: each option's per-GPU rate relative to the same layout on %1, the fewest nodes "
                  "that run it, whatever else the node list holds")
            .arg(data::Texts::nodeCount(*m_efficiencyReferenceNodes));
    }
    if (m_efficiencyFromFabric) {
        return tr("Scaling efficiency: each option's per-GPU rate relative to one node's, from the fabric model");
    }
    return tr("Scaling efficiency: speedup divided by the node count, from the efficiency table as typed");
}

QString OptionsTableModel::displayText(const model::OptionRow &row, int column) const
{
    switch (column) {
    case Nodes:
        return m_texts.number(row.nodes, 0);
    case Gpus:
        return m_texts.number(row.gpus, 0);
    case Efficiency:
        return m_texts.percent(row.efficiency, 1);
    case Speedup:
        return tr("%1×").arg(m_texts.number(row.speedup, 2));
    case ComputeHours:
        return m_texts.number(row.computeHours, 2);
    case WallClockHours:
        // With the estimate's band: "10.30 (9.4–12.1)".
        if (row.wallClockHoursHigh > row.wallClockHoursLow) {
            return tr("%1 (%2–%3)")
                .arg(m_texts.number(row.wallClockHours, 2), m_texts.number(row.wallClockHoursLow, 1),
                     m_texts.number(row.wallClockHoursHigh, 1));
        }
        return m_texts.number(row.wallClockHours, 2);
    case NodeHours:
        return m_texts.number(row.nodeHours, 2);
    case Cost:
        return row.priced ? m_texts.moneyCents(row.cost, m_currency) : tr("unknown");
    case QuotaCores:
        return m_texts.number(row.quotaCores, 0);
    case MemoryPerGpu:
        return memoryOf(row) ? m_texts.number(memoryOf(row)->totalGB, 1) : QStringLiteral(u"\u2014");
    case Fits:
        return memoryOf(row) ? (row.fits ? tr("yes") : tr("no")) : QStringLiteral(u"\u2014");
    case MeetsDeadline:
        // Without a deadline every option "meets" it; a dash says there is nothing to meet.
        return m_hasDeadline ? (row.meetsDeadline ? tr("yes") : tr("no")) : QStringLiteral(u"\u2014");
    case WithinBudget:
        return m_hasBudget ? (row.withinBudget ? tr("yes") : tr("no")) : QStringLiteral(u"\u2014");
    case Layout: {
        const auto i = static_cast<std::size_t>(&row - m_rows.data());
        return i < m_layouts.size() ? m_texts.layoutShort(m_layouts[i]) : QStringLiteral(u"\u2014");
    }
    default:
        return {};
    }
}

QVariant OptionsTableModel::rawValue(const model::OptionRow &row, int column) const
{
    switch (column) {
    case Nodes:
        return row.nodes;
    case Gpus:
        return row.gpus;
    case Efficiency:
        return row.efficiency;
    case Speedup:
        return row.speedup;
    case ComputeHours:
        return row.computeHours;
    case WallClockHours:
        return row.wallClockHours;
    case NodeHours:
        return row.nodeHours;
    case Cost:
        return row.priced ? QVariant(row.cost) : QVariant();
    case QuotaCores:
        return row.quotaCores;
    case MemoryPerGpu:
        return memoryOf(row) ? QVariant(memoryOf(row)->totalGB) : QVariant();
    case Fits:
        return row.fits;
    case MeetsDeadline:
        return row.meetsDeadline;
    case WithinBudget:
        return row.withinBudget;
    case Layout: {
        const auto i = static_cast<std::size_t>(&row - m_rows.data());
        return i < m_layouts.size() ? m_texts.layoutSummary(m_layouts[i], row.gpus) : QVariant();
    }
    default:
        return {};
    }
}

QVariant OptionsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) {
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Nodes:
            return tr("Nodes");
        case Gpus:
            return tr("GPUs");
        case Efficiency:
            return tr("Efficiency");
        case Speedup:
            return tr("Speedup");
        case ComputeHours:
            return tr("Compute h");
        case WallClockHours:
            return tr("Wall clock h");
        case NodeHours:
            return tr("Node-hours");
        case Cost:
            return m_texts.costHeader(tr("Cost"), m_priceBasis);
        case QuotaCores:
            return tr("Quota cores");
        case MemoryPerGpu:
            return tr("GB per GPU");
        case Fits:
            return tr("Fits");
        case MeetsDeadline:
            return tr("Deadline");
        case WithinBudget:
            return tr("Budget");
        case Layout:
            return m_layoutsByPlanner ? tr("Layout (planner)") : tr("Layout");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Nodes:
            return tr("Number of VMs (nodes)");
        case Gpus:
            return tr("GPUs in all nodes together (the world size)");
        case Efficiency:
            return efficiencyReference();
        case Speedup:
            return m_efficiencyReferenceNodes && *m_efficiencyReferenceNodes > 1
                       //: %1: "2 nodes"
                       ? tr("Nodes × efficiency: how many times the throughput of one node would be, at the per-GPU "
                            "rate the layout has on %1")
                             .arg(data::Texts::nodeCount(*m_efficiencyReferenceNodes))
                       : tr("How many times faster than one node");
        case ComputeHours:
            return tr("Hours of training compute, before goodput and overhead");
        case WallClockHours:
            return tr("Hours from start to finish: compute ÷ goodput + overhead");
        case NodeHours:
            return tr("Nodes × wall-clock hours: what is billed");
        case Cost:
            return tr("Node-hours × price per node-hour");
        case QuotaCores:
            return tr("vCPUs of quota the nodes need in the size's VM family");
        case MemoryPerGpu:
            return m_memory.empty() ? tr("GPU memory each GPU needs: the plan has no memory check (name a model)")
                                    //: %1: GB of one GPU
                                    : tr("GPU memory each GPU needs: weights, gradients, optimizer states and "
                                         "activations, against the %1 GiB (%2 GB) the GPU has")
                                          .arg(m_texts.number(gbToGiB(m_gpuMemoryGB), 0),
                                               m_texts.number(m_gpuMemoryGB, 1));
        case Fits:
            return tr("Fits in GPU memory; an option that does not fit is never recommended");
        case MeetsDeadline:
            return tr("Finishes within the deadline");
        case WithinBudget:
            return tr("Costs no more than the budget");
        case Layout:
            return m_layoutsByPlanner ? tr("The parallel layout each row runs, chosen by the planner per node count "
                                           "(the plan names none)")
                                      : tr("The plan's parallel layout at each node count");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole) {
        return QVariant::fromValue(Qt::AlignCenter);
    }
    return {};
}

} // namespace capplan::views
