// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/import/ImportPreview.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <optional>
#include <vector>

namespace capplan::views {

// An import preview's rows as a table: action, section, subject, field, old value, new value.
// ActionRole gives the row's data::ChangeAction as an int, for the filter.
class ImportPreviewModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Action, Section, Subject, Field, OldValue, NewValue, ColumnCount };
    static constexpr int ActionRole = Qt::UserRole + 1;

    explicit ImportPreviewModel(QObject *parent = nullptr);

    void setRows(std::vector<data::PreviewRow> rows);
    void clear();
    const data::PreviewRow &row(int row) const { return m_rows[static_cast<std::size_t>(row)]; }

    static QString actionName(data::ChangeAction action);
    static QString sectionName(data::PreviewRow::Section section);
    // A value as shown: its number (when it has one) in the user's locale, its unit kept.
    static QString valueText(const QString &text, const std::optional<double> &number);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<data::PreviewRow> m_rows;
};

// Shows the rows of one action (nothing: the changes, i.e. everything but the unchanged rows; or
// every row), matching a text in any column.
class ImportPreviewFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum class Show { Changes, All, New, Changed, Unchanged, Removed };

    explicit ImportPreviewFilter(QObject *parent = nullptr);
    void setShow(Show show);
    Show show() const { return m_show; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    Show m_show = Show::Changes;
};

} // namespace capplan::views
