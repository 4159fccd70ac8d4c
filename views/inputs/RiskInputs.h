// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inputs/FieldBindings.h"

#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"

#include <QGroupBox>

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace capplan::views {

class PlanController;

// The plan's risk block (model/risk/Risk.h) as a checkable group in the inputs: node failures,
// checkpoints, restarts, the cluster's idle timer, low-priority preemptions and the Monte Carlo's
// trials, seed and confidence. Durations are typed in the unit people think in (minutes for a
// checkpoint write, seconds for the idle timer) and stored in the plan file's units.
class RiskInputs : public QGroupBox {
    Q_OBJECT

public:
    explicit RiskInputs(PlanController *controller, QWidget *parent = nullptr);

    void setSpec(const model::PlanSpec &spec);
    // The field that shows a plan-file path under "risk.", or nullptr.
    QWidget *fieldForPath(const QString &path) const;
    QString labelForPath(const QString &path) const;
    // Which widget shows which plan field (views/inputs/FieldBindings.h).
    const FieldBindings &fields() const { return m_fields; }
    QList<QWidget *> tabOrder() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void connectEdits();
    // The derived checkpoint write of the evaluation (model/risk/Checkpoint.h), at the recommended node
    // count or else the first: shown in the write field while it follows from the model, and
    // explained below it.
    void showEvaluation(const model::Evaluation &evaluation);

    PlanController *m_controller;
    bool m_updating = false;
    FieldBindings m_fields;

    QFormLayout *m_form = nullptr;
    QDoubleSpinBox *m_mtbf = nullptr;
    QLabel *m_mtbfLabel = nullptr;
    QCheckBox *m_optimal = nullptr;
    QDoubleSpinBox *m_interval = nullptr;
    QCheckBox *m_writeFromModel = nullptr;
    QDoubleSpinBox *m_write = nullptr;
    QDoubleSpinBox *m_storageWrite = nullptr;
    QLabel *m_storageWriteLabel = nullptr;
    QDoubleSpinBox *m_storageIngress = nullptr;
    QLabel *m_storageIngressLabel = nullptr;
    QLabel *m_writeDerived = nullptr; // how the write time follows
    model::Evaluation m_evaluation;
    QDoubleSpinBox *m_restart = nullptr;
    QLabel *m_restartLabel = nullptr;
    QDoubleSpinBox *m_idle = nullptr;
    QLabel *m_idleLabel = nullptr;
    QDoubleSpinBox *m_preemptions = nullptr;
    QLabel *m_preemptionsLabel = nullptr;
    QDoubleSpinBox *m_regain = nullptr;
    QLabel *m_regainLabel = nullptr;
    QSpinBox *m_trials = nullptr;
    QLabel *m_trialsLabel = nullptr;
    QLineEdit *m_seed = nullptr;
    QLabel *m_seedLabel = nullptr;
    QDoubleSpinBox *m_confidence = nullptr;
    QLabel *m_confidenceLabel = nullptr;
};

} // namespace capplan::views
