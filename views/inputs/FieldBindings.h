// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/plan/PlanFields.h"

#include <QHash>
#include <QPointer>
#include <QString>
#include <QWidget>

namespace capplan::views {

// Which widget shows which plan field, and what names it on screen. A form binds each of its
// widgets once, as it creates them; a plan-file path then finds its widget and its label through
// the model's field table (model::planFieldForPath), so no form keeps lists of paths.
class FieldBindings {
public:
    // `namer` names the field: its form label (a QLabel, read without mnemonic and colon), a
    // check box or group box whose own text names it, or nullptr when the field table's name
    // should be shown.
    void bind(model::PlanField field, QWidget *widget, QWidget *namer = nullptr);

    QWidget *widget(model::PlanField field) const;
    // As the field reads at the start of an error message: "Deadline", "Measured bus bandwidth".
    QString label(model::PlanField field) const;

    // nullptr / an empty string when the path is no field of this form.
    QWidget *widgetForPath(const QString &path) const;
    QString labelForPath(const QString &path) const;

    // The field table's name, translated, with a capital first letter ("Tokens/s per GPU").
    static QString tableLabel(model::PlanField field);

private:
    struct Binding {
        QPointer<QWidget> widget;
        QPointer<QWidget> namer;
    };
    QHash<int, Binding> m_bindings;
};

} // namespace capplan::views
