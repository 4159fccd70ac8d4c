// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/catalog/ImportPreviewModel.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace capplan::views {

ImportPreviewModel::ImportPreviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ImportPreviewModel::setRows(std::vector<data::PreviewRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

void ImportPreviewModel::clear()
{
    setRows({});
}

QString ImportPreviewModel::actionName(data::ChangeAction action)
{
    switch (action) {
    case data::ChangeAction::New:
        return tr("new");
    case data::ChangeAction::Changed:
        return tr("changed");
    case data::ChangeAction::Unchanged:
        return tr("unchanged");
    case data::ChangeAction::Removed:
        return tr("removed");
    }
    return {};
}

QString ImportPreviewModel::sectionName(data::PreviewRow::Section section)
{
    switch (section) {
    case data::PreviewRow::Section::Size:
        return tr("size");
    case data::PreviewRow::Section::Price:
        return tr("price");
    case data::PreviewRow::Section::Quota:
        return tr("quota");
    case data::PreviewRow::Section::Region:
        return tr("region");
    case data::PreviewRow::Section::Transfer:
        return tr("data transfer");
    }
    return {};
}

QString ImportPreviewModel::valueText(const QString &text, const std::optional<double> &number)
{
    // The preview writes values locale-independently and in full ("4.488584474885845 USD/h");
    // shown, the number is in the user's locale with at most four decimals, its unit kept.
    if (!number || text.isEmpty()) {
        return text;
    }
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    const QString unit = space < 0 ? QString() : text.mid(space);
    // Only a text that starts with the number itself is reformatted: "8 / 200 cores" carries the
    // limit (200) as its number, and replacing its first figure showed "200 / 200 cores".
    bool parsed = false;
    const double leading = QLocale::c().toDouble(space < 0 ? text : text.left(space), &parsed);
    if (!parsed || leading != *number) {
        return text;
    }
    QString shown = QLocale().toString(*number, 'f', 4);
    const QChar point = QLocale().decimalPoint().front();
    if (shown.contains(point)) {
        while (shown.endsWith(QLatin1Char('0'))) {
            shown.chop(1);
        }
        if (shown.endsWith(point)) {
            shown.chop(1);
        }
    }
    return shown + unit;
}

int ImportPreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ImportPreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ImportPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const data::PreviewRow &r = row(index.row());
    if (role == ActionRole) {
        return static_cast<int>(r.action);
    }
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Action:
            return actionName(r.action);
        case Section:
            return sectionName(r.section);
        case Subject:
            return r.subject;
        case Field:
            return r.field;
        case OldValue:
            return role == Qt::ToolTipRole ? r.oldValue : valueText(r.oldValue, r.oldNumber);
        case NewValue:
            return role == Qt::ToolTipRole ? r.newValue : valueText(r.newValue, r.newNumber);
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Action) {
        // Green for what arrives, amber for what changes, red for what goes, grey for the rest.
        switch (r.action) {
        case data::ChangeAction::New:
            return QBrush(QColor(0x2e, 0x7d, 0x32));
        case data::ChangeAction::Changed:
            return QBrush(QColor(0xb2, 0x6a, 0x00));
        case data::ChangeAction::Removed:
            return QBrush(QColor(0xb7, 0x1c, 0x1c));
        case data::ChangeAction::Unchanged:
            return QBrush(QColor(0x75, 0x75, 0x75));
        }
    }
    if (role == Qt::ForegroundRole && r.action == data::ChangeAction::Unchanged) {
        return QBrush(QColor(0x75, 0x75, 0x75));
    }
    return {};
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case Action:
        return tr("Action");
    case Section:
        return tr("Section");
    case Subject:
        return tr("Subject");
    case Field:
        return tr("Field");
    case OldValue:
        return tr("Old");
    case NewValue:
        return tr("New");
    default:
        return {};
    }
}

ImportPreviewFilter::ImportPreviewFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void ImportPreviewFilter::setShow(Show show)
{
    if (show == m_show) {
        return;
    }
    m_show = show;
    invalidateFilter();
}

bool ImportPreviewFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto action = static_cast<data::ChangeAction>(index.data(ImportPreviewModel::ActionRole).toInt());
    bool shown = true;
    switch (m_show) {
    case Show::Changes:
        shown = action != data::ChangeAction::Unchanged;
        break;
    case Show::All:
        break;
    case Show::New:
        shown = action == data::ChangeAction::New;
        break;
    case Show::Changed:
        shown = action == data::ChangeAction::Changed;
        break;
    case Show::Unchanged:
        shown = action == data::ChangeAction::Unchanged;
        break;
    case Show::Removed:
        shown = action == data::ChangeAction::Removed;
        break;
    }
    return shown && QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace capplan::views
