// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/EfficiencyEditor.h"

#include "model/plan/PlanSpec.h"
#include "views/widgets/NumberCellDelegate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace capplan::views {

namespace {

enum Column { NodesColumn, PercentColumn };
constexpr int kFractionRole = Qt::UserRole + 1;

QTableWidgetItem *numberItem(const QVariant &value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::EditRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

EfficiencyEditor::EfficiencyEditor(QWidget *parent)
    : QWidget(parent)
{
    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(QStringLiteral("efficiencyTable"));
    // Spin boxes as cell editors, so a cell only ever holds a number; ranges stay wide enough for
    // the model's own validation (efficiency must be in (0, 1]) to speak for out-of-range values.
    // Tab in a cell's editor leaves the table, as Tab on the table does.
    m_table->setItemDelegate(new NumberCellDelegate({{NumberCellDelegate::Kind::Count, model::kMaxNodes},
                                                     {NumberCellDelegate::Kind::Percent}},
                                                    true, m_table));
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table, as everywhere else in the form
    // Room for four rows; more scroll.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              4 * m_table->verticalHeader()->defaultSectionSize() + 4);
    m_table->setMaximumHeight(m_table->minimumHeight());

    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("efficiencyAddButton"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("efficiencyRemoveButton"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);

    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_updating) {
            Q_EMIT edited();
        }
    });
    connect(m_add, &QPushButton::clicked, this, &EfficiencyEditor::addRow);
    connect(m_remove, &QPushButton::clicked, this, &EfficiencyEditor::removeRows);
    // Delete removes the selected points when the table itself has focus; inside a cell editor
    // (a child widget with its own key events) Delete keeps deleting characters.
    m_table->installEventFilter(this);
    setFocusProxy(m_table);
    retranslateUi();
}

void EfficiencyEditor::setEfficiency(const std::map<int, double> &efficiency)
{
    QString error;
    if (this->efficiency(&error) == efficiency && error.isEmpty()) {
        return; // same points: keep the user's row order and selection
    }
    m_updating = true;
    m_table->setRowCount(0);
    for (const auto &[nodes, fraction] : efficiency) {
        appendRow(nodes, fraction);
    }
    m_updating = false;
}

std::map<int, double> EfficiencyEditor::efficiency(QString *error) const
{
    std::map<int, double> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *nodesItem = m_table->item(row, NodesColumn);
        const QTableWidgetItem *percentItem = m_table->item(row, PercentColumn);
        if (nodesItem == nullptr || percentItem == nullptr) {
            continue;
        }
        const int nodes = nodesItem->data(Qt::EditRole).toInt();
        const double percent = percentItem->data(Qt::EditRole).toDouble();
        // The fraction the row was filled with, unless the user has edited the cell since:
        // percent / 100 need not give back the very same double (0.7915 → 79.15 → 0.79150…01).
        const QVariant original = percentItem->data(kFractionRole);
        double fraction = percent / 100.0;
        if (original.isValid() && std::abs(original.toDouble() * 100.0 - percent) < 1e-9) {
            fraction = original.toDouble();
        }
        if (!out.emplace(nodes, fraction).second) {
            if (error != nullptr) {
                *error = nodes == 1 ? tr("The efficiency table lists 1 node twice.")
                                    : tr("The efficiency table lists %1 nodes twice.").arg(nodes);
            }
            return {};
        }
    }
    if (error != nullptr) {
        error->clear();
    }
    return out;
}

void EfficiencyEditor::setInvalid(bool invalid, const QString &message)
{
    m_table->setStyleSheet(invalid ? QStringLiteral("QTableWidget { border: 2px solid #d32f2f; }") : QString());
    m_table->setToolTip(message);
}

void EfficiencyEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    } else if (event->type() == QEvent::LocaleChange) {
        m_table->viewport()->update(); // the delegate formats percentages with the locale
    }
    QWidget::changeEvent(event);
}

void EfficiencyEditor::retranslateUi()
{
    m_table->setHorizontalHeaderLabels({tr("Nodes"), tr("Efficiency")});
    m_add->setText(tr("&Add point"));
    m_add->setToolTip(tr("Add an efficiency point at twice the largest node count"));
    m_remove->setText(tr("Remove point"));
    m_remove->setToolTip(tr("Remove the selected efficiency points"));
}

void EfficiencyEditor::appendRow(int nodes, double fraction)
{
    const double percent = fraction * 100.0;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, NodesColumn, numberItem(nodes));
    auto *percentItem = numberItem(percent);
    percentItem->setData(kFractionRole, fraction);
    m_table->setItem(row, PercentColumn, percentItem);
}

void EfficiencyEditor::addRow()
{
    int largest = 0;
    double lastFraction = 1.0;
    for (const auto &[nodes, fraction] : efficiency()) {
        largest = nodes;
        lastFraction = fraction;
    }
    const int next = std::min(largest > 0 ? largest * 2 : 1, model::kMaxNodes);
    m_updating = true;
    appendRow(next, lastFraction);
    m_updating = false;
    m_table->setCurrentCell(m_table->rowCount() - 1, PercentColumn);
    Q_EMIT edited();
}

void EfficiencyEditor::removeRows()
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows()) {
        rows.append(index.row());
    }
    if (rows.isEmpty() && m_table->currentRow() >= 0) {
        rows.append(m_table->currentRow());
    }
    if (rows.isEmpty()) {
        return;
    }
    std::sort(rows.begin(), rows.end(), std::greater<>());
    m_updating = true;
    for (int row : rows) {
        m_table->removeRow(row);
    }
    m_updating = false;
    Q_EMIT edited();
}

bool EfficiencyEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Delete)) {
        removeRows();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace capplan::views
