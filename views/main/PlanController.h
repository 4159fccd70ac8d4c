// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"
#include "views/main/SpecEditCommand.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace capplan::views {

// The glue between the widgets and the model: holds the current plan and catalog, turns every
// edit into an undoable command, and re-evaluates with model::evaluate() on each change. Widgets
// never compute planning numbers; they show what `evaluated` hands them.
class PlanController : public QObject {
    Q_OBJECT

public:
    explicit PlanController(model::Catalog catalog, QObject *parent = nullptr);

    const model::Catalog &catalog() const { return m_catalog; }
    const model::PlanSpec &spec() const { return m_spec; }
    // The evaluation of the current spec; it may carry issues and no options.
    const model::Evaluation &evaluation() const { return m_evaluation; }
    // The newest evaluation without issues, kept on screen while the input is invalid.
    const model::Evaluation &lastGoodEvaluation() const { return m_lastGood; }
    bool hasGoodEvaluation() const { return m_hasLastGood; }
    // The plan lastGoodEvaluation() is of, so a fallback result can say which plan it shows.
    const model::PlanSpec &lastGoodSpec() const { return m_lastGoodSpec; }

    QUndoStack *undoStack() { return &m_undoStack; }

    // Replaces the catalog (after an import or an edit in the catalog window) and re-evaluates.
    void setCatalog(model::Catalog catalog);

    // The date retirement checks use (yyyy-mm-dd); today by default. Tests pin it.
    QString todayIso() const { return m_todayIso; }
    void setTodayIso(const QString &todayIso);

    // A user edit: records `after` as one undoable step (merged with the previous step when it
    // is another keystroke in the same field). Nothing happens when `after` equals the spec.
    void edit(const model::PlanSpec &after, SpecField field);
    // The same as one step with its own undo name (never merged): "Use plan: 32 × … in eastus".
    void edit(const model::PlanSpec &after, SpecField field, const QString &undoText);
    // Replaces the plan without an undo step (New, Open): clears the history, marks it clean.
    void reset(const model::PlanSpec &spec);
    // Ends merging: the next edit starts a new undo step even in the same field. Called when a
    // field loses focus and after undo/redo.
    void sealMerging() { ++m_mergeGeneration; }

Q_SIGNALS:
    // Another plan replaced this one (New, Open): emitted before specChanged. Forms that keep
    // values of a switched-off block (the memory and fabric blocks, the workload forms not in
    // use) forget them, so nothing of the previous plan shows in this one's fields.
    void planReset(const model::PlanSpec &spec);
    // The spec changed (edit, undo, redo, reset); emitted before `evaluated`.
    void specChanged(const model::PlanSpec &spec);
    void evaluated(const model::Evaluation &evaluation);
    // The catalog was replaced: size and region lists must be refilled.
    void catalogChanged();

private:
    friend class SpecEditCommand;
    // Sets the spec without recording anything: the commands' undo()/redo() call it.
    void apply(const model::PlanSpec &spec);
    void evaluateNow();

    model::Catalog m_catalog;
    model::PlanSpec m_spec;
    model::Evaluation m_evaluation;
    model::Evaluation m_lastGood;
    model::PlanSpec m_lastGoodSpec;
    bool m_hasLastGood = false;
    QString m_todayIso;
    std::string m_todayIsoStd; // the same date, kept converted for evaluate()
    QUndoStack m_undoStack;
    int m_mergeGeneration = 0;
};

} // namespace capplan::views
