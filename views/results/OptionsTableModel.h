// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/Evaluate.h"

#include <QAbstractTableModel>
#include <optional>
#include <vector>

namespace capplan::views {

// The node-count sweep as a table: one row per option, the columns of the CLI's option object
// (docs/design.md, "The plan file"). Display text is formatted with data::Texts (the user's
// locale); RawValueRole gives the unformatted number or bool for tests, sorting and copying.
class OptionsTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Nodes,
        Gpus,
        Efficiency,
        Speedup,
        ComputeHours,
        WallClockHours,
        NodeHours,
        Cost,
        QuotaCores,
        MemoryPerGpu, // GB per GPU from the memory check, "—" without one
        Fits,         // yes / no: an option that does not fit is never recommended
        MeetsDeadline,
        WithinBudget,
        Layout, // the layout the row's step time is for (hidden without the step-time model)
        ColumnCount
    };
    static constexpr int RawValueRole = Qt::UserRole + 1;
    static constexpr int RecommendedRole = Qt::UserRole + 2;

    explicit OptionsTableModel(QObject *parent = nullptr);

    void setEvaluation(const model::Evaluation &evaluation);
    // After a language change: new texts, same rows.
    void setTexts(const data::Texts &texts);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    std::optional<int> recommendedRow() const;
    // True when the evaluation has a memory check (a memory block, a layout or the plan's model):
    // the memory columns then carry numbers.
    bool hasMemoryCheck() const { return !m_memory.empty(); }
    // True when each row has a layout: the plan's own, or the planner's choice per node count.
    bool hasLayouts() const { return !m_layouts.empty(); }
    bool layoutsChosenByPlanner() const { return m_layoutsByPlanner; }

private:
    QString displayText(const model::OptionRow &row, int column) const;
    const model::MemoryBreakdown *memoryOf(const model::OptionRow &row) const;
    QString efficiencyReference() const; // the Efficiency header's tooltip: what 100 % is
    QVariant rawValue(const model::OptionRow &row, int column) const;

    data::Texts m_texts;
    std::vector<model::OptionRow> m_rows;
    std::vector<model::MemoryBreakdown> m_memory; // per row when the memory check ran, else empty
    std::vector<model::Layout> m_layouts;         // per row with the step-time model, else empty
    bool m_layoutsByPlanner = false;
    double m_gpuMemoryGB = 0.0;
    // The node count whose per-GPU rate is 100 % efficiency (Evaluation::efficiencyReferenceNodes)
    // and whether the efficiency comes from the fabric model or the table as typed.
    std::optional<int> m_efficiencyReferenceNodes;
    bool m_efficiencyFromFabric = false;
    std::string m_currency{model::kDefaultCurrency}; // of every cost: the plan's
    model::PriceBasis m_priceBasis;                  // how every cost is priced: the plan's
    std::optional<int> m_recommendedNodes;
    bool m_hasDeadline = false;
    bool m_hasBudget = false;
};

} // namespace capplan::views
