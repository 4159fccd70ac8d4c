// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inputs/FieldBindings.h"

#include "model/plan/PlanSpec.h"

#include <QWidget>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTableWidgetItem;

namespace capplan::views {

class BigNumberSpinBox;
class PlanController;

// The scaling model in the inputs: the efficiency table (the InputsPanel's own editor) or the
// fabric model of model/performance/Fabric.h, with the job's strategy and parallelism, its batch, and the
// measured runs that calibrate it (model/performance/Calibration.h). Switching the model sets or clears
// PlanSpec::fabric; the last fabric settings come back when the user switches back.
class FabricInputs : public QWidget {
    Q_OBJECT

public:
    // Reads an nccl-tests all_reduce_perf output and sets the plan's measured bus bandwidth to its
    // figure at the largest message (one undoable edit); false with the reason shown when it fails.
    bool importNcclTests(const QString &path);
    explicit FabricInputs(PlanController *controller, QWidget *parent = nullptr);

    // The widgets show `spec`; nothing is edited (undo, redo, open).
    void setSpec(const model::PlanSpec &spec);
    // Issues of the evaluation: measured runs with a problem are marked in their cells.
    void setIssues(const std::vector<model::InputIssue> &issues);

    // The field that shows a plan-file path of the fabric model ("scaling.strategy", …,
    // "measurements.0.nodes", "measurements[1]"), or nullptr (the efficiency table is not here).
    QWidget *fieldForPath(const QString &path) const;
    QString labelForPath(const QString &path) const;
    // Which widget shows which plan field (views/inputs/FieldBindings.h).
    const FieldBindings &fields() const { return m_fields; }
    QList<QWidget *> tabOrder() const;
    // The form's label column, so the panel can line it up with its other forms.
    QList<QWidget *> labels() const;

    // The scaling model as PlanSpec::fabric set, with the defaults of a new fabric block: DDP,
    // 4,194,304 tokens per step (4M, Llama-style), sequences of 4096, t = p = 1, one micro-batch;
    // parameters and one-node throughput 0 = from the workload.
    static model::FabricJob defaultFabricJob();
    // Tokens per sequence of a new fabric block, and of the memory block's activations when the
    // plan has no fabric block: 4096, Llama's.
    static constexpr double kDefaultSequenceLength = 4096.0;
    // The measured runs as the table holds them, in row order.
    std::vector<model::Measurement> measurements() const;

    QComboBox *modelCombo() const { return m_model; }
    QComboBox *strategyCombo() const { return m_strategy; }
    QSpinBox *tensorParallelSpin() const { return m_tensorParallel; }
    QSpinBox *pipelineParallelSpin() const { return m_pipelineParallel; }
    QSpinBox *microBatchesSpin() const { return m_microBatches; }
    QTableWidget *measurementsTable() const { return m_measurements; }
    QPushButton *addMeasurementButton() const { return m_addMeasurement; }
    QPushButton *removeMeasurementButton() const { return m_removeMeasurement; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void connectEdits();
    void updateVisibility(bool fabric);
    void updateOverlapDisplay(const model::FabricJob &job);
    void fillMeasurements(const std::vector<model::Measurement> &measurements);
    void onMeasurementsEdited(QTableWidgetItem *changed = nullptr);
    void addMeasurement();
    void removeMeasurements();

    PlanController *m_controller;
    bool m_updating = false;
    FieldBindings m_fields;
    model::FabricJob m_lastFabric; // what switching back to the fabric model restores

    QFormLayout *m_form = nullptr;
    QComboBox *m_model = nullptr;
    QLabel *m_modelLabel = nullptr;
    QComboBox *m_strategy = nullptr;
    QLabel *m_strategyLabel = nullptr;
    QSpinBox *m_tensorParallel = nullptr;
    QLabel *m_tensorParallelLabel = nullptr;
    QSpinBox *m_pipelineParallel = nullptr;
    QLabel *m_pipelineParallelLabel = nullptr;
    QSpinBox *m_microBatches = nullptr;
    QLabel *m_microBatchesLabel = nullptr;
    BigNumberSpinBox *m_globalBatch = nullptr;
    QLabel *m_globalBatchLabel = nullptr;
    QSpinBox *m_sequenceLength = nullptr;
    QLabel *m_sequenceLengthLabel = nullptr;
    BigNumberSpinBox *m_parameters = nullptr;
    QLabel *m_parametersLabel = nullptr;
    QDoubleSpinBox *m_tokensPerGpuSecond = nullptr;
    QLabel *m_tokensPerGpuSecondLabel = nullptr;
    QWidget *m_overlapRow = nullptr;
    QDoubleSpinBox *m_overlap = nullptr;
    QCheckBox *m_overlapDefault = nullptr;
    QLabel *m_overlapLabel = nullptr;
    QDoubleSpinBox *m_gradientBytes = nullptr;
    QWidget *m_busRow = nullptr;
    QDoubleSpinBox *m_measuredBus = nullptr;
    QLabel *m_measuredBusLabel = nullptr;
    QPushButton *m_importNcclTests = nullptr;
    QLabel *m_gradientBytesLabel = nullptr;
    QWidget *m_measurementsBox = nullptr;
    QTableWidget *m_measurements = nullptr;
    QPushButton *m_addMeasurement = nullptr;
    QPushButton *m_removeMeasurement = nullptr;
    QLabel *m_measurementsLabel = nullptr;
};

} // namespace capplan::views
