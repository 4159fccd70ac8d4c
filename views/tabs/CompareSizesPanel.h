// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/planning/SizeComparison.h"

#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QTableWidget;

namespace capplan::views {

class PlanController;

// "Compare sizes": the plan's workload on its own size and up to two more, side by side — the
// recommended node count, its wall clock and cost, whether it fits, and why a row differs (another
// region, a measured rate from another GPU). model::compareSizes() computes every number; this
// tab only shows them. Small and self-contained: a fuller search of sizes is another tab's work.
class CompareSizesPanel : public QWidget {
    Q_OBJECT

public:
    explicit CompareSizesPanel(PlanController *controller, QWidget *parent = nullptr);

    QComboBox *sizeCombo(int index) const { return index == 0 ? m_second : m_third; }
    QTableWidget *table() const { return m_table; }
    // The sizes compared, the plan's first.
    std::vector<std::string> comparedSizes() const;
    const std::vector<model::SizeComparisonRow> &rows() const { return m_rows; }

    enum Column { SizeColumn, RegionColumn, PriceColumn, NodesColumn, WallClockColumn, CostColumn, FitsColumn,
                  NoteColumn, ColumnCount };

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillSizes();
    void refresh();

    PlanController *m_controller;
    data::Texts m_texts;
    QLabel *m_intro = nullptr;
    QLabel *m_withLabel = nullptr;
    QComboBox *m_second = nullptr;
    QComboBox *m_third = nullptr;
    QTableWidget *m_table = nullptr;
    std::vector<model::SizeComparisonRow> m_rows;
    bool m_filling = false;
};

} // namespace capplan::views
