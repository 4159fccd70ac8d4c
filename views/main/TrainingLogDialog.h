// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/import/TrainingLog.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace capplan::views {

// File → Import Training Log… (or a log dropped on the window): what the log says — its format,
// the steps read and the warm-up skipped, the steady-state rate — and the inputs the measurement
// needs that the log does not state, filled in from the plan (its size's GPUs per node, its
// layout's sequence length and global batch) and editable. Values the log states are shown as read
// from it and cannot be changed. The measurement and any disagreement with the plan update as the
// inputs change; OK adds it to the plan. No planning math here: data::TrainingLog computes.
class TrainingLogDialog : public QDialog {
    Q_OBJECT

public:
    TrainingLogDialog(const QString &fileName, data::TrainingLogReport report, data::TrainingLogFacts plan,
                      QWidget *parent = nullptr);

    // The measurement of the current inputs; nothing while an input is missing or wrong.
    const std::optional<data::TrainingLogMeasurement> &measurement() const { return m_measurement; }

private:
    void update();
    QSpinBox *addCount(const QString &objectName, const QString &label, const std::optional<int> &fromLog,
                       const std::optional<int> &fromPlan, bool needed);

    QString m_fileName;
    data::TrainingLogReport m_report;
    data::TrainingLogFacts m_plan;
    QSpinBox *m_gpus = nullptr;
    QSpinBox *m_gpusPerNode = nullptr;
    QSpinBox *m_sequence = nullptr;
    QSpinBox *m_batch = nullptr;
    QComboBox *m_stack = nullptr;
    QLabel *m_result = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QFormLayout *m_form = nullptr;
    std::optional<data::TrainingLogMeasurement> m_measurement;
};

} // namespace capplan::views
