// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/main/PlanController.h"

#include <QDate>

namespace capplan::views {

PlanController::PlanController(model::Catalog catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
{
    m_todayIso = QDate::currentDate().toString(Qt::ISODate);
    m_todayIsoStd = m_todayIso.toStdString();
    evaluateNow();
}

void PlanController::setTodayIso(const QString &todayIso)
{
    m_todayIso = todayIso;
    m_todayIsoStd = todayIso.toStdString();
    evaluateNow();
}

void PlanController::setCatalog(model::Catalog catalog)
{
    m_catalog = std::move(catalog);
    // The widgets refill their size and region lists first, then the plan is re-evaluated
    // against the new prices, quota and sizes (no undo step: the plan itself did not change).
    Q_EMIT catalogChanged();
    Q_EMIT specChanged(m_spec);
    evaluateNow();
}

void PlanController::edit(const model::PlanSpec &after, SpecField field)
{
    if (after == m_spec) {
        return;
    }
    // push() runs redo(), which applies `after` and re-evaluates.
    m_undoStack.push(new SpecEditCommand(this, m_spec, after, field, m_mergeGeneration));
}

void PlanController::edit(const model::PlanSpec &after, SpecField field, const QString &undoText)
{
    if (after == m_spec) {
        return;
    }
    m_undoStack.push(new SpecEditCommand(this, m_spec, after, field, m_mergeGeneration, undoText));
}

void PlanController::reset(const model::PlanSpec &spec)
{
    m_undoStack.clear();
    m_undoStack.setClean();
    m_hasLastGood = false; // results of another plan must not stand in for this one's
    Q_EMIT planReset(spec);
    apply(spec);
}

void PlanController::apply(const model::PlanSpec &spec)
{
    m_spec = spec;
    Q_EMIT specChanged(m_spec);
    evaluateNow();
}

void PlanController::evaluateNow()
{
    m_evaluation = model::evaluate(m_spec, m_catalog, m_todayIsoStd);
    if (m_evaluation.ok()) {
        m_lastGood = m_evaluation;
        m_lastGoodSpec = m_spec;
        m_hasLastGood = true;
    }
    Q_EMIT evaluated(m_evaluation);
}

} // namespace capplan::views
