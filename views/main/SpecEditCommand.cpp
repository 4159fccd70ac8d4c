// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/main/SpecEditCommand.h"

#include "views/main/PlanController.h"

#include <QCoreApplication>

namespace capplan::views {

namespace {

// QUndoCommand ids must differ from -1 (never merge); offset them so 0 is never used by accident.
constexpr int kIdBase = 1000;

} // namespace

SpecEditCommand::SpecEditCommand(PlanController *controller, model::PlanSpec before, model::PlanSpec after,
                                 SpecField field, int mergeGeneration)
    : m_controller(controller)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_field(field)
    , m_mergeGeneration(mergeGeneration)
{
    retranslate();
}

SpecEditCommand::SpecEditCommand(PlanController *controller, model::PlanSpec before, model::PlanSpec after,
                                 SpecField field, int mergeGeneration, QString text)
    : m_controller(controller)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_field(field)
    , m_text(std::move(text))
    , m_mergeGeneration(mergeGeneration)
{
    retranslate();
}

void SpecEditCommand::undo()
{
    // After undo or redo, typing in the same field must not fold into the step just restored.
    m_controller->sealMerging();
    m_controller->apply(m_before);
}

void SpecEditCommand::redo()
{
    if (m_pushed) {
        m_controller->sealMerging();
    }
    m_pushed = true; // the first redo() is QUndoStack::push() applying the edit
    m_controller->apply(m_after);
}

int SpecEditCommand::id() const
{
    return m_text.isEmpty() && isTypedField(m_field) ? kIdBase + static_cast<int>(m_field) : -1;
}

bool SpecEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SpecEditCommand *>(other);
    if (next->m_field != m_field || next->m_mergeGeneration != m_mergeGeneration) {
        return false;
    }
    m_after = next->m_after;
    // Typing a value and then deleting it again leaves nothing to undo.
    setObsolete(m_after == m_before);
    return true;
}

bool SpecEditCommand::isTypedField(SpecField field)
{
    return model::info(field).typed;
}

void SpecEditCommand::retranslate()
{
    setText(m_text.isEmpty() ? tr("Change %1").arg(fieldName(m_field)) : m_text);
}

QString SpecEditCommand::fieldName(SpecField field)
{
    return QCoreApplication::translate(model::kPlanFieldContext, std::string(model::info(field).name).c_str());
}

} // namespace capplan::views
