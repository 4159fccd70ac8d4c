// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

#include <vector>

namespace capplan::views {

// Spin boxes as cell editors of a table of numbers, so a cell only ever holds a number, and the
// cells' text as the form writes such numbers. Each column has a kind; ranges stay wide enough for
// the model's own validation to speak for values it refuses (0 tokens/s, an efficiency of 0, a node
// count twice). The efficiency table and the measured runs' table use it.
class NumberCellDelegate : public QStyledItemDelegate {
public:
    enum class Kind {
        // A whole number from 1 to the column's maximum (a node count); shown as Qt shows it.
        Count,
        // A percentage from 0 to 100 with one decimal, edited and shown with " %" ("42.5 %"); an
        // empty cell stays empty.
        Percent,
        // A whole number from 0 to the column's maximum, shown with group separators ("130,500").
        Quantity,
    };
    struct Column {
        Kind kind;
        double maximum = 0.0; // Count and Quantity; Percent is always 0–100
    };

    // `columns` in the table's order; a column beyond them gets Qt's default editor. With
    // `tabLeavesTable`, Tab in an editor keeps its value and moves on from the table, as Tab does on
    // a table with setTabKeyNavigation(false); without it Qt's default moves to the next cell's
    // editor and never out.
    NumberCellDelegate(std::vector<Column> columns, bool tabLeavesTable, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

protected:
    bool eventFilter(QObject *object, QEvent *event) override;

private:
    const Column *column(const QModelIndex &index) const;

    std::vector<Column> m_columns;
    bool m_tabLeavesTable;
};

} // namespace capplan::views
