// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inputs/FieldBindings.h"

#include "model/plan/PlanSpec.h"

#include <QObject>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace capplan::views {

class PlanController;

// What kind of training the workload is — full, LoRA or QLoRA, and the adapter's rank — as two
// rows of the workload's form. It is one question of the workload, whoever keeps the answer in
// the plan file: the layout when the plan has one (layout.fine_tuning, layout.lora_rank), else the
// memory block (memory.fine_tuning, memory.lora_rank), which a plan with a model always checks and
// the planner's layouts take. Without a model or a memory check nothing reads it: the rows are
// hidden.
class FineTuningInputs : public QObject {
    Q_OBJECT

public:
    FineTuningInputs(PlanController *controller, QWidget *parent, QFormLayout *form);

    void setSpec(const model::PlanSpec &spec);
    const FieldBindings &fields() const { return m_fields; }
    QList<QWidget *> tabOrder() const;
    QList<QWidget *> labels() const;
    void retranslateUi();

    QComboBox *kindCombo() const { return m_kind; }
    QSpinBox *rankSpin() const { return m_rank; }

    // Where the plan keeps the answer; nullptr-free reads of both forms.
    static model::FineTuning kindOf(const model::PlanSpec &spec);
    static int rankOf(const model::PlanSpec &spec);
    static bool isUsed(const model::PlanSpec &spec);

private:
    void connectEdits();

    PlanController *m_controller;
    QFormLayout *m_form;
    bool m_updating = false;
    FieldBindings m_fields;
    QComboBox *m_kind = nullptr;
    QLabel *m_kindLabel = nullptr;
    QSpinBox *m_rank = nullptr;
    QLabel *m_rankLabel = nullptr;
};

} // namespace capplan::views
