// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inputs/FieldBindings.h"

#include "model/plan/PlanSpec.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace capplan::views {

class BigNumberSpinBox;
class PlanController;

// The plan's memory block (model/performance/Memory.h) as a checkable group: checked means PlanSpec::memory is
// set and every option gets its memory per GPU against the size's GPU memory. Strategy and
// parallelism are the scaling model's (DDP on one GPU per replica without it).
class MemoryInputs : public QGroupBox {
    Q_OBJECT

public:
    explicit MemoryInputs(PlanController *controller, QWidget *parent = nullptr);

    void setSpec(const model::PlanSpec &spec);
    // New or Open: forget the values a switched-off block kept (the plan's own, or the defaults).
    void resetForPlan(const model::PlanSpec &spec);
    // The field that shows a plan-file path under "memory.", or nullptr.
    QWidget *fieldForPath(const QString &path) const;
    QString labelForPath(const QString &path) const;
    // Which widget shows which plan field (views/inputs/FieldBindings.h).
    const FieldBindings &fields() const { return m_fields; }
    QList<QWidget *> tabOrder() const;
    QList<QWidget *> labels() const;

    BigNumberSpinBox *parametersSpin() const { return m_parameters; }
    QSpinBox *hiddenSizeSpin() const { return m_hiddenSize; }
    QSpinBox *layersSpin() const { return m_layers; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void connectEdits();

    PlanController *m_controller;
    bool m_updating = false;
    bool m_fromModel = false; // the plan's model gives parameters and shape
    FieldBindings m_fields;
    model::MemoryJob m_lastMemory; // what checking the group again restores

    QFormLayout *m_form = nullptr;
    BigNumberSpinBox *m_parameters = nullptr;
    QLabel *m_parametersLabel = nullptr;
    QSpinBox *m_sequenceLength = nullptr;
    QLabel *m_sequenceLengthLabel = nullptr;
    QSpinBox *m_hiddenSize = nullptr;
    QLabel *m_hiddenSizeLabel = nullptr;
    QSpinBox *m_layers = nullptr;
    QLabel *m_layersLabel = nullptr;
    QSpinBox *m_attentionHeads = nullptr;
    QLabel *m_attentionHeadsLabel = nullptr;
    QSpinBox *m_microBatchSize = nullptr;
    QLabel *m_microBatchSizeLabel = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QCheckBox *m_flashAttention = nullptr;
    QDoubleSpinBox *m_reserve = nullptr;
    QLabel *m_reserveLabel = nullptr;
};

} // namespace capplan::views
