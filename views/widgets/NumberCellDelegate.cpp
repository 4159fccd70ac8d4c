// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/NumberCellDelegate.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QSpinBox>

#include <cstddef>
#include <utility>

namespace capplan::views {

NumberCellDelegate::NumberCellDelegate(std::vector<Column> columns, bool tabLeavesTable, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_columns(std::move(columns))
    , m_tabLeavesTable(tabLeavesTable)
{
}

const NumberCellDelegate::Column *NumberCellDelegate::column(const QModelIndex &index) const
{
    const auto i = static_cast<std::size_t>(index.column());
    return index.column() >= 0 && i < m_columns.size() ? &m_columns[i] : nullptr;
}

QWidget *NumberCellDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                          const QModelIndex &index) const
{
    const Column *spec = column(index);
    if (spec == nullptr) {
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
    switch (spec->kind) {
    case Kind::Count: {
        auto *spin = new QSpinBox(parent);
        spin->setRange(1, static_cast<int>(spec->maximum));
        spin->setFrame(false);
        return spin;
    }
    case Kind::Percent: {
        auto *spin = new QDoubleSpinBox(parent);
        spin->setRange(0.0, 100.0);
        spin->setDecimals(1);
        spin->setSuffix(QStringLiteral(" %"));
        spin->setFrame(false);
        return spin;
    }
    case Kind::Quantity: {
        auto *spin = new QDoubleSpinBox(parent);
        spin->setRange(0.0, spec->maximum);
        spin->setDecimals(0);
        spin->setGroupSeparatorShown(true);
        spin->setFrame(false);
        return spin;
    }
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void NumberCellDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const Column *spec = column(index);
    if (spec == nullptr) {
        return;
    }
    const QVariant value = index.data(Qt::EditRole);
    if (spec->kind == Kind::Percent && value.isValid()) {
        option->text = option->locale.toString(value.toDouble(), 'f', 1) + QStringLiteral(" %");
    } else if (spec->kind == Kind::Quantity && (option->features & QStyleOptionViewItem::HasDisplay) != 0 &&
               index.data(Qt::DisplayRole).typeId() == QMetaType::Double) {
        // Item views hand delegates a locale without group separators; large numbers read better
        // with them.
        QLocale grouped(option->locale);
        grouped.setNumberOptions(QLocale::DefaultNumberOptions);
        option->text = grouped.toString(index.data(Qt::DisplayRole).toDouble(), 'f', 0);
    }
}

bool NumberCellDelegate::eventFilter(QObject *object, QEvent *event)
{
    // Tab in a cell's editor keeps the value and leaves the table, as Tab on the table does
    // (setTabKeyNavigation(false)); the default moved to the next cell's editor and never out.
    auto *editor = qobject_cast<QWidget *>(object);
    if (m_tabLeavesTable && editor != nullptr && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) &&
            !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            QWidget *view = editor->parentWidget() != nullptr ? editor->parentWidget()->parentWidget() : nullptr;
            Q_EMIT commitData(editor);
            Q_EMIT closeEditor(editor, QAbstractItemDelegate::NoHint);
            if (view != nullptr) {
                // The view, with the focus again, passes Tab on to the next field.
                QCoreApplication::postEvent(view, new QKeyEvent(QEvent::KeyPress, key->key(), key->modifiers()));
            }
            return true;
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

} // namespace capplan::views
