// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/catalog/Catalog.h"
#include "model/Evaluate.h"
#include "model/plan/JobSettings.h"
#include "model/plan/PlanSpec.h"

#include <QDialog>
#include <QMap>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace capplan::data {
class Settings;
}

namespace capplan::views {

// File → Export…: the Azure ML settings of the plan (cluster, code, command, environment,
// distribution, checkpoint location, inputs) with validation on every field, the node count to
// export, and which files to write where: command job and cluster JSON, submit scripts, quota
// request (JSON and text), preflight checklist, PDF report and CSV. Nothing is written until every
// requested file could be produced; existing files are replaced only after the user agrees.
// The files are named after the plan (fileStem()); the folder of the last export is remembered.
// Nothing the user does in the dialog changes its size: room for the summary and the issues, the
// widest title and file names and an invalid field's frame is reserved when it is built.
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    // The files, by compute target (model/plan/Compute.h): Job … SubmitPython for an Azure ML cluster,
    // ServerlessJob and ServerlessRest for a serverless job, Slurm, Kubernetes; the rest for all.
    enum class Kind {
        Job,
        Compute,
        Submit,
        SubmitPython,
        Quota,
        QuotaText,
        Checklist,
        Report,
        Csv,
        ServerlessJob,
        ServerlessRest,
        Slurm,
        Kubernetes,
        DeepSpeed,
        Accelerate,
    };
    Q_ENUM(Kind)

    // The folder starts as the one the last export went to while it exists (kept in `settings`,
    // data::Settings::exportFolder, so it outlasts the dialog and the application), else
    // `suggestedFolder`.
    ExportDialog(const model::PlanSpec &spec, const model::Evaluation &evaluation, const model::Catalog &catalog,
                 const QString &suggestedFolder, data::Settings &settings, QWidget *parent = nullptr);
    ~ExportDialog() override;

    // A file name's stem from a plan's name: white space and the characters file systems refuse
    // (/ \ : * ? " < > | and control characters) become one '-' a run, leading and trailing dots and
    // hyphens go, Windows' device names (CON, NUL, COM1 …) get "plan-" before them, at most
    // kMaxFileStemLength characters; "plan" when nothing is left.
    static constexpr int kMaxFileStemLength = 64;
    static QString fileStem(const QString &planName);

    // The risk model's figures for the report (nothing: the report has no risk section).
    void setRiskResult(const std::optional<model::RiskResult> &risk) { m_risk = risk; }

    // The settings as edited (valid when the dialog was accepted).
    model::JobSettings jobSettings() const;
    int nodes() const;
    // The target the files are for: the plan's compute unless the user picks another here (the
    // choice is for this export; the plan's own target is edited in the inputs panel).
    model::ComputeTarget target() const;
    // Whether a kind of file belongs to the chosen target.
    bool applies(Kind kind) const;
    QString folder() const;
    // The file each checked kind is written to.
    QMap<Kind, QString> plannedFiles() const;
    // The files written by the last export().
    QStringList writtenFiles() const { return m_written; }

    // Produces every checked file and writes them (asking before replacing existing ones unless
    // `askBeforeOverwrite` is false); false with the reason shown when anything failed.
    bool exportFiles(bool askBeforeOverwrite = true);

    QLineEdit *clusterNameEdit() const { return m_cluster; }
    QLineEdit *folderEdit() const { return m_folder; }
    QLabel *issuesLabel() const { return m_issues; }
    QDialogButtonBox *buttons() const { return m_buttons; }
    QCheckBox *checkBox(Kind kind) const { return m_checks.value(kind); }
    QComboBox *targetCombo() const { return m_target; }
    QComboBox *launcherCombo() const { return m_launcher; }

private:
    void buildUi();
    void retranslateUi();
    void reserveRoom();
    QString azureTitle(model::ComputeTarget computeTarget) const;
    void updateHeadroomSuffix();
    void setSettings(const model::JobSettings &job);
    void validateNow();
    void showTargetFiles();
    QString baseName() const;
    static QString suffixFor(Kind kind);

    data::Settings &m_settings;
    model::PlanSpec m_spec;
    model::Evaluation m_evaluation;
    model::Catalog m_catalog;
    data::Texts m_texts;
    QStringList m_written;
    std::optional<model::RiskResult> m_risk;
    bool m_valid = false;

    QComboBox *m_nodes = nullptr;
    QComboBox *m_target = nullptr;
    QComboBox *m_launcher = nullptr;
    QLineEdit *m_cluster = nullptr;
    QLineEdit *m_experiment = nullptr;
    QLineEdit *m_displayName = nullptr;
    QLineEdit *m_code = nullptr;
    QLineEdit *m_command = nullptr;
    QLineEdit *m_checkpointArgument = nullptr;
    QLineEdit *m_environment = nullptr;
    QComboBox *m_distribution = nullptr;
    QLineEdit *m_datastore = nullptr;
    QLineEdit *m_checkpointPath = nullptr;
    QPlainTextEdit *m_inputs = nullptr;
    QPlainTextEdit *m_environmentVariables = nullptr;
    QDoubleSpinBox *m_timeoutMargin = nullptr;
    QSpinBox *m_headroom = nullptr;
    QLineEdit *m_folder = nullptr;
    QLineEdit *m_baseName = nullptr;
    QComboBox *m_paper = nullptr;
    QLabel *m_paperLabel = nullptr;
    QMap<Kind, QCheckBox *> m_checks;
    QGridLayout *m_fileGrid = nullptr;
    QLabel *m_issues = nullptr;
    QLabel *m_summary = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QMap<QWidget *, QString> m_fieldPaths; // field → plan-file path, for marking issues
};

} // namespace capplan::views
