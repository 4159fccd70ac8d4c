// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>
#include <map>

class QPushButton;
class QTableWidget;

namespace capplan::views {

// The scaling-efficiency points of a plan as a small table: node count → efficiency in percent,
// with rows to add and remove. Between and beyond the points the model interpolates (Scaling.h).
class EfficiencyEditor : public QWidget {
    Q_OBJECT

public:
    explicit EfficiencyEditor(QWidget *parent = nullptr);

    // Fractions by node count, as in model::PlanSpec::efficiency. Does not emit `edited`.
    void setEfficiency(const std::map<int, double> &efficiency);
    // The table's points, or an empty map with `error` set when two rows name the same node count.
    std::map<int, double> efficiency(QString *error = nullptr) const;

    QTableWidget *table() const { return m_table; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }

    void setInvalid(bool invalid, const QString &message);

Q_SIGNALS:
    // The user changed a cell or added/removed a row.
    void edited();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void addRow();
    void removeRows();
    void appendRow(int nodes, double fraction);

    QTableWidget *m_table = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    bool m_updating = false;
};

} // namespace capplan::views
