// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/plan/PlanFields.h"
#include "model/plan/PlanSpec.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace capplan::views {

class PlanController;

// The field an edit touched: a row of the model's field table (model/plan/PlanFields.h), which gives
// its undo name and whether consecutive edits of it merge into one undo step (typing "168" is one
// step, not three; choices — combo boxes, check boxes, table rows — are not merged).
using SpecField = model::PlanField;

// One undoable edit of the plan: a snapshot of the whole spec before and after. A PlanSpec is a
// few hundred bytes, so snapshots are simpler and safer than per-field inverse operations.
class SpecEditCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(capplan::views::SpecEditCommand)

public:
    SpecEditCommand(PlanController *controller, model::PlanSpec before, model::PlanSpec after, SpecField field,
                    int mergeGeneration);
    // With `text`: the undo step's own name ("Use plan: 32 × Standard_ND96asr_v4 in eastus"),
    // already translated, instead of "Change <field>".
    SpecEditCommand(PlanController *controller, model::PlanSpec before, model::PlanSpec after, SpecField field,
                    int mergeGeneration, QString text);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    // Sets the command's text again in the current language (after a live language switch).
    void retranslate();

    static bool isTypedField(SpecField field);
    static QString fieldName(SpecField field); // for "Undo Change deadline"

private:
    PlanController *m_controller;
    model::PlanSpec m_before;
    model::PlanSpec m_after;
    SpecField m_field;
    bool m_pushed = false;
    QString m_text; // the step's own name, when it has one
    int m_mergeGeneration; // edits merge only within one generation (see PlanController::sealMerging)
};

} // namespace capplan::views
