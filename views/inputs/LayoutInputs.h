// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inputs/FieldBindings.h"

#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"

#include <QGroupBox>
#include <QHash>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace capplan::views {

class PlanController;

// The plan's "layout" block (version 3, model/performance/StepTime.h) as a checkable group: checked means
// PlanSpec::layout is set and the step-time model prices every node count from the model's
// architecture. It needs the plan's model (the group is disabled without one). Below the fields it
// shows, live, the data-parallel degree each node count gives and, per option, the step split and
// the memory split the evaluation computed.
class LayoutInputs : public QGroupBox {
    Q_OBJECT

public:
    explicit LayoutInputs(PlanController *controller, QWidget *parent = nullptr);

    void setSpec(const model::PlanSpec &spec);
    void showEvaluation(const model::Evaluation &evaluation);
    QWidget *fieldForPath(const QString &path) const { return m_fields.widgetForPath(path); }
    QString labelForPath(const QString &path) const;
    const FieldBindings &fields() const { return m_fields; }
    QList<QWidget *> tabOrder() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void offerWhatTheStackRuns(const model::Layout &layout);
    void connectEdits();

    PlanController *m_controller;
    bool m_updating = false;
    FieldBindings m_fields;
    model::Layout m_last; // what checking the group again restores

    QFormLayout *m_form = nullptr;
    QSpinBox *m_tensor = nullptr;
    QSpinBox *m_pipeline = nullptr;
    QSpinBox *m_virtual = nullptr;
    QCheckBox *m_sequenceParallel = nullptr;
    QSpinBox *m_expert = nullptr;
    QComboBox *m_strategy = nullptr;
    QComboBox *m_stack = nullptr;
    QCheckBox *m_compiled = nullptr;
    QLabel *m_basis = nullptr;
    QSpinBox *m_microBatch = nullptr;
    QSpinBox *m_globalBatch = nullptr;
    QSpinBox *m_sequenceLength = nullptr;
    QComboBox *m_recompute = nullptr;
    QComboBox *m_precision = nullptr;
    QHash<QWidget *, QString> m_tips; // each field's own tool tip, shown where the stack runs it
    QLabel *m_dataParallel = nullptr; // d per node count, as it follows
    QLabel *m_split = nullptr;        // per option: step and memory split
    QList<QLabel *> m_labels;
};

} // namespace capplan::views
