// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/FieldBindings.h"

#include "views/inputs/FormFields.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QGroupBox>
#include <QLabel>

namespace capplan::views {

void FieldBindings::bind(model::PlanField field, QWidget *widget, QWidget *namer)
{
    m_bindings.insert(static_cast<int>(field), Binding{widget, namer});
}

QWidget *FieldBindings::widget(model::PlanField field) const
{
    const auto it = m_bindings.constFind(static_cast<int>(field));
    return it == m_bindings.constEnd() ? nullptr : it->widget.data();
}

QString FieldBindings::tableLabel(model::PlanField field)
{
    QString name = QCoreApplication::translate(model::kPlanFieldContext, std::string(model::info(field).name).c_str());
    if (!name.isEmpty()) {
        name[0] = name[0].toUpper();
    }
    return name;
}

QString FieldBindings::label(model::PlanField field) const
{
    const auto it = m_bindings.constFind(static_cast<int>(field));
    if (it != m_bindings.constEnd() && it->namer) {
        QString text;
        if (const auto *label = qobject_cast<const QLabel *>(it->namer.data())) {
            text = label->text();
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(it->namer.data())) {
            text = button->text();
        } else if (const auto *group = qobject_cast<const QGroupBox *>(it->namer.data())) {
            text = group->title();
        }
        text = form::withoutMnemonic(text);
        if (!text.isEmpty()) {
            return text;
        }
    }
    return tableLabel(field);
}

QWidget *FieldBindings::widgetForPath(const QString &path) const
{
    const auto field = model::planFieldForPath(path.toStdString());
    return field ? widget(*field) : nullptr;
}

QString FieldBindings::labelForPath(const QString &path) const
{
    const auto field = model::planFieldForPath(path.toStdString());
    if (!field || !m_bindings.contains(static_cast<int>(*field))) {
        return {};
    }
    return label(*field);
}

} // namespace capplan::views
