// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/RiskInputs.h"
#include "views/inputs/FormEdits.h"

#include "views/inputs/FormFields.h"
#include "views/main/PlanController.h"

#include "data/Texts.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <tuple>

#include <algorithm>
#include <cmath>
#include <limits>

namespace capplan::views {

namespace {

using form::same;
using form::setValueIfDifferent;
using form::withoutMnemonic;
using form::makeSpin;

constexpr double kMinutes = 60.0;
constexpr double kMaxMtbfHours = 1e7;

} // namespace

RiskInputs::RiskInputs(PlanController *controller, QWidget *parent)
    : QGroupBox(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("riskGroup"));
    setCheckable(true);
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft);

    // 0 shows as "never fails": JSON and spin boxes have no infinity.
    m_mtbf = makeSpin(this, "mtbfSpin", 0.0, kMaxMtbfHours, 0);
    m_mtbfLabel = new QLabel(this);
    m_form->addRow(m_mtbfLabel, m_mtbf);

    m_optimal = new QCheckBox(this);
    m_optimal->setObjectName(QStringLiteral("optimalCheckpointCheck"));
    m_interval = makeSpin(this, "checkpointIntervalSpin", model::kMinCheckpointIntervalHours, model::kMaxRiskDurationHours, 2);
    m_form->addRow(m_optimal, m_interval);

    // Checked: the write time follows from the model's states and the storage (model/risk/Checkpoint.h),
    // and the field shows it; unchecked: the plan's own figure.
    m_writeFromModel = new QCheckBox(this);
    m_writeFromModel->setObjectName(QStringLiteral("checkpointWriteFromModelCheck"));
    m_write = makeSpin(this, "checkpointWriteSpin", 0.0, model::kMaxRiskDurationHours * kMinutes, 1);
    m_form->addRow(m_writeFromModel, m_write);
    m_storageWrite = makeSpin(this, "storageWriteSpin", model::kMinStorageGBps, model::kMaxStorageGBps, 2);
    m_storageWriteLabel = new QLabel(this);
    m_form->addRow(m_storageWriteLabel, m_storageWrite);
    m_storageIngress = makeSpin(this, "storageIngressSpin", model::kMinStorageGBps, model::kMaxStorageGBps, 2);
    m_storageIngressLabel = new QLabel(this);
    m_form->addRow(m_storageIngressLabel, m_storageIngress);
    m_writeDerived = new QLabel(this);
    m_writeDerived->setObjectName(QStringLiteral("checkpointWriteDerivedLabel"));
    m_writeDerived->setWordWrap(true);
    m_writeDerived->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(m_writeDerived);
    m_restart = makeSpin(this, "restartSpin", 0.0, model::kMaxRiskDurationHours * kMinutes, 1);
    m_restartLabel = new QLabel(this);
    m_form->addRow(m_restartLabel, m_restart);
    m_idle = makeSpin(this, "idleSpin", 0.0, model::kMaxIdleTimeBeforeScaleDownSeconds, 0);
    m_idleLabel = new QLabel(this);
    m_form->addRow(m_idleLabel, m_idle);
    m_preemptions = makeSpin(this, "preemptionSpin", 0.0, model::kMaxPreemptionsPerNodeHour, 4);
    m_preemptionsLabel = new QLabel(this);
    m_form->addRow(m_preemptionsLabel, m_preemptions);
    m_regain = makeSpin(this, "regainSpin", 0.0, model::kMaxRiskDurationHours, 2);
    m_regainLabel = new QLabel(this);
    m_form->addRow(m_regainLabel, m_regain);

    m_trials = new QSpinBox(this);
    m_trials->setObjectName(QStringLiteral("trialsSpin"));
    m_trials->setRange(1, model::kMaxRiskTrials);
    m_trials->setGroupSeparatorShown(true);
    m_trials->setAlignment(Qt::AlignRight);
    m_trials->setAccelerated(true);
    m_trialsLabel = new QLabel(this);
    m_form->addRow(m_trialsLabel, m_trials);
    m_seed = new QLineEdit(this);
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_seed->setAlignment(Qt::AlignRight);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,20}")), m_seed));
    m_seedLabel = new QLabel(this);
    m_form->addRow(m_seedLabel, m_seed);
    m_confidence = makeSpin(this, "confidenceSpin", 1.0, 99.9, 1);
    m_confidenceLabel = new QLabel(this);
    m_form->addRow(m_confidenceLabel, m_confidence);

    using model::PlanField;
    for (auto [field, widget, label] : std::initializer_list<std::tuple<PlanField, QWidget *, QLabel *>>{
             {PlanField::NodeMtbf, m_mtbf, m_mtbfLabel},
             {PlanField::StorageWriteBandwidth, m_storageWrite, m_storageWriteLabel},
             {PlanField::StorageIngressBandwidth, m_storageIngress, m_storageIngressLabel},
             {PlanField::Restart, m_restart, m_restartLabel},
             {PlanField::IdleTime, m_idle, m_idleLabel},
             {PlanField::Preemptions, m_preemptions, m_preemptionsLabel},
             {PlanField::Regain, m_regain, m_regainLabel},
             {PlanField::Trials, m_trials, m_trialsLabel},
             {PlanField::Seed, m_seed, m_seedLabel},
             {PlanField::Confidence, m_confidence, m_confidenceLabel}}) {
        label->setBuddy(widget);
        m_fields.bind(field, widget, label);
    }
    // Its row reads "Optimal" and the field: the table's name says what it is.
    m_fields.bind(PlanField::CheckpointInterval, m_interval);
    m_fields.bind(PlanField::CheckpointWrite, m_write);

    retranslateUi();
    setSpec(m_controller->spec());
    connectEdits();
    showEvaluation(m_controller->evaluation());
}

QList<QWidget *> RiskInputs::tabOrder() const
{
    return {m_mtbf,    m_optimal, m_interval,    m_writeFromModel, m_write,  m_storageWrite, m_storageIngress,
            m_restart, m_idle,    m_preemptions, m_regain,         m_trials, m_seed,         m_confidence};
}

void RiskInputs::setSpec(const model::PlanSpec &spec)
{
    m_updating = true;
    const model::RiskSettings &r = spec.risk;
    setChecked(r.enabled);
    setValueIfDifferent(m_mtbf, std::isinf(r.nodeMtbfHours) ? 0.0 : r.nodeMtbfHours);
    m_optimal->setChecked(!r.checkpointIntervalHours.has_value());
    m_interval->setEnabled(r.checkpointIntervalHours.has_value());
    if (r.checkpointIntervalHours) {
        m_interval->setSpecialValueText(QString()); // the user's own figure, the minimum included
    }
    if (r.checkpointIntervalHours) {
        setValueIfDifferent(m_interval, *r.checkpointIntervalHours);
    }
    m_writeFromModel->setChecked(!r.checkpointWriteHours.has_value());
    m_write->setEnabled(r.checkpointWriteHours.has_value());
    if (r.checkpointWriteHours) {
        setValueIfDifferent(m_write, *r.checkpointWriteHours * kMinutes);
    }
    setValueIfDifferent(m_storageWrite, r.storageWriteGBps);
    setValueIfDifferent(m_storageIngress, r.storageIngressGBps);
    setValueIfDifferent(m_restart, r.restartHours * kMinutes);
    setValueIfDifferent(m_idle, r.idleTimeBeforeScaleDownSeconds);
    setValueIfDifferent(m_preemptions, r.lowPriorityPreemptionsPerNodeHour);
    setValueIfDifferent(m_regain, r.lowPriorityRegainHours);
    if (m_trials->value() != r.trials) {
        m_trials->setValue(r.trials);
    }
    const QString seed = QString::number(r.seed);
    if (m_seed->text() != seed) {
        m_seed->setText(seed);
    }
    setValueIfDifferent(m_confidence, r.confidence * 100.0);
    m_updating = false;
}

void RiskInputs::connectEdits()
{
    using Field = SpecField;
    const FormEdits<model::RiskSettings> edit(m_controller, &m_updating,
                                              [](model::PlanSpec &s) { return &s.risk; });
    connect(this, &QGroupBox::toggled, this,
            edit([](model::RiskSettings &r, bool on) { r.enabled = on; }, Field::RiskEnabled));
    connect(m_mtbf, &QDoubleSpinBox::valueChanged, this,
            edit(
                [](model::RiskSettings &r, double hours) {
                    r.nodeMtbfHours = hours > 0.0 ? hours : std::numeric_limits<double>::infinity();
                },
                Field::NodeMtbf));
    connect(m_optimal, &QCheckBox::toggled, this,
            edit(
                [this](model::RiskSettings &r, bool optimal) {
                    r.checkpointIntervalHours = optimal ? std::nullopt : std::optional<double>(m_interval->value());
                },
                Field::CheckpointInterval));
    connect(m_interval, &QDoubleSpinBox::valueChanged, this,
            edit(
                [](model::RiskSettings &r, double hours) {
                    if (r.checkpointIntervalHours) {
                        r.checkpointIntervalHours = hours;
                    }
                },
                Field::CheckpointInterval));
    connect(m_writeFromModel, &QCheckBox::toggled, this,
            edit(
                [this](model::RiskSettings &r, bool fromModel) {
                    // Unchecking keeps the figure the field shows (the derived one) as the plan's own.
                    r.checkpointWriteHours =
                        fromModel ? std::nullopt : std::optional<double>(m_write->value() / kMinutes);
                },
                Field::CheckpointWrite));
    connect(m_write, &QDoubleSpinBox::valueChanged, this,
            edit(
                [](model::RiskSettings &r, double minutes) {
                    if (r.checkpointWriteHours) {
                        r.checkpointWriteHours = minutes / kMinutes;
                    }
                },
                Field::CheckpointWrite));
    connect(m_storageWrite, &QDoubleSpinBox::valueChanged, this,
            edit([](model::RiskSettings &r, double gbps) { r.storageWriteGBps = gbps; }, Field::StorageWriteBandwidth));
    connect(m_storageIngress, &QDoubleSpinBox::valueChanged, this,
            edit([](model::RiskSettings &r, double gbps) { r.storageIngressGBps = gbps; },
                 Field::StorageIngressBandwidth));
    connect(m_restart, &QDoubleSpinBox::valueChanged, this,
            edit([](model::RiskSettings &r, double minutes) { r.restartHours = minutes / kMinutes; }, Field::Restart));
    connect(m_idle, &QDoubleSpinBox::valueChanged, this,
            edit([](model::RiskSettings &r, double seconds) { r.idleTimeBeforeScaleDownSeconds = seconds; },
                 Field::IdleTime));
    connect(m_preemptions, &QDoubleSpinBox::valueChanged, this,
            edit([](model::RiskSettings &r, double rate) { r.lowPriorityPreemptionsPerNodeHour = rate; },
                 Field::Preemptions));
    connect(m_regain, &QDoubleSpinBox::valueChanged, this,
            edit([](model::RiskSettings &r, double hours) { r.lowPriorityRegainHours = hours; }, Field::Regain));
    connect(m_trials, &QSpinBox::valueChanged, this,
            edit([](model::RiskSettings &r, int trials) { r.trials = trials; }, Field::Trials));
    connect(m_seed, &QLineEdit::textEdited, this,
            edit(
                [](model::RiskSettings &r, const QString &text) {
                    bool ok = false;
                    const qulonglong seed = text.toULongLong(&ok);
                    if (ok) {
                        r.seed = seed;
                    }
                },
                Field::Seed));
    connect(m_confidence, &QDoubleSpinBox::valueChanged, this,
            edit([](model::RiskSettings &r, double percent) { r.confidence = percent / 100.0; }, Field::Confidence));
    for (QAbstractSpinBox *spin : std::initializer_list<QAbstractSpinBox *>{
             m_mtbf, m_interval, m_write, m_storageWrite, m_storageIngress, m_restart, m_idle, m_preemptions, m_regain,
             m_trials, m_confidence}) {
        connect(spin, &QAbstractSpinBox::editingFinished, m_controller, &PlanController::sealMerging);
    }
    connect(m_seed, &QLineEdit::editingFinished, m_controller, &PlanController::sealMerging);
    connect(m_controller, &PlanController::specChanged, this, &RiskInputs::setSpec);
    connect(m_controller, &PlanController::evaluated, this, &RiskInputs::showEvaluation);
}

void RiskInputs::showEvaluation(const model::Evaluation &evaluation)
{
    m_evaluation = evaluation;
    if (!evaluation.ok() || evaluation.checkpointWrites.empty()) {
        // Risk off, or the plan cannot be evaluated: nothing derived to show. A write that follows
        // from the model shows the default it falls back to, not the last plan's figure.
        m_writeDerived->clear();
        m_writeDerived->setVisible(false);
        m_updating = true;
        if (m_writeFromModel->isChecked()) {
            setValueIfDifferent(m_write, model::kDefaultCheckpointWriteHours * kMinutes);
        }
        if (m_optimal->isChecked()) {
            // No interval either: the field says so rather than show its minimum as if computed.
            m_interval->setSpecialValueText(tr("computed when on"));
            setValueIfDifferent(m_interval, m_interval->minimum());
        }
        m_updating = false;
        return;
    }
    // The write and the interval of the node count the Risk tab's checkpoint chart shows too
    // (model::checkpointFocus): one figure of each on the whole screen.
    const std::optional<model::CheckpointFocus> focus = model::checkpointFocus(evaluation);
    const model::CheckpointWrite &write = focus ? focus->write : evaluation.checkpointWrites.front();
    m_updating = true;
    m_interval->setSpecialValueText(QString());
    if (write.basis != model::CheckpointBasis::Explicit) {
        // The field shows the figure the model uses, greyed, while it follows from the model.
        setValueIfDifferent(m_write, write.writeHours * kMinutes);
    }
    if (m_optimal->isChecked() && focus) {
        // Likewise the optimal interval (Young/Daly), which unchecking keeps as the plan's own;
        // when nothing can interrupt the run it is +inf, and the field shows its largest value.
        setValueIfDifferent(m_interval, std::min(focus->optimalIntervalHours, m_interval->maximum()));
    }
    m_updating = false;
    m_writeDerived->setText(data::Texts(locale()).checkpointWrite(write, evaluation.checkpointStorage));
    m_writeDerived->setVisible(true);
}

QWidget *RiskInputs::fieldForPath(const QString &path) const
{
    return m_fields.widgetForPath(path);
}

QString RiskInputs::labelForPath(const QString &path) const
{
    return m_fields.labelForPath(path);
}

void RiskInputs::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QGroupBox::changeEvent(event);
}

void RiskInputs::retranslateUi()
{
    // Mnemonics only where the letter is free in the whole window (the inputs, the tabs, the menus):
    // the rest are reached with Tab.
    setTitle(tr("Failures and checkpoints"));
    setToolTip(tr("Model node failures, checkpoints, restarts, low-priority preemptions and the idle timer, and "
                  "recommend at a confidence of meeting the deadline"));
    m_mtbfLabel->setText(tr("Node MTBF:"));
    m_mtbf->setSuffix(tr(" h"));
    m_mtbf->setSpecialValueText(tr("never fails"));
    m_mtbf->setToolTip(tr("Mean time between failures of one node, in hours. The default, %1 h, is Llama 3's rate: "
                          "419 unexpected interruptions in 54 days on 16,384 GPUs (Meta, \"The Llama 3 Herd of "
                          "Models\", 2024, section 3.3.4). 0 means nodes never fail.")
                           .arg(QLocale().toString(model::kDefaultNodeMtbfHours, 'f', 0)));
    m_optimal->setText(tr("Optimal checkpoints"));
    m_optimal->setToolTip(tr("Checkpoint at the Young/Daly interval √(2 · write time · job MTBF) for each node count"));
    m_interval->setSuffix(tr(" h"));
    m_interval->setToolTip(tr("Hours of training between two checkpoints"));
    m_writeFromModel->setText(tr("Write time from the model"));
    m_writeFromModel->setToolTip(tr("Derive the checkpoint write from the model's weights and optimizer states, as "
                                    "the strategy shards them, and the storage bandwidth below; without a model "
                                    "it is 5 minutes. Uncheck to type your own figure."));
    m_write->setSuffix(tr(" min"));
    m_write->setToolTip(tr("Minutes one checkpoint write stops training"));
    m_storageWriteLabel->setText(tr("Storage write per node:"));
    m_storageWrite->setSuffix(tr(" GB/s"));
    m_storageWrite->setToolTip(tr("How fast one node writes its checkpoint shards to storage. The default, %1 GB/s, "
                                  "is BlobFuse2's measured sequential write to a Standard Blob account (the Azure "
                                  "ML mount)")
                                   .arg(QLocale().toString(model::kDefaultNodeWriteGBps, 'f', 2)));
    m_storageIngressLabel->setText(tr("Storage account ingress:"));
    m_storageIngress->setSuffix(tr(" GB/s"));
    m_storageIngress->setToolTip(tr("How fast all nodes together may write to the storage account. The default, "
                                    "%1 GB/s, is a standard account's 60 Gb/s ingress limit in the large regions "
                                    "(25 Gb/s elsewhere; more on request)")
                                     .arg(QLocale().toString(model::kDefaultAccountIngressGBps, 'f', 1)));
    m_restartLabel->setText(tr("Restart:"));
    m_restart->setSuffix(tr(" min"));
    m_restart->setToolTip(tr("Minutes from a failure to training again: reallocation, image pull, loading the last "
                             "checkpoint (ten minutes or more)"));
    m_idleLabel->setText(tr("Idle before scale-down:"));
    m_idle->setSuffix(tr(" s"));
    m_idle->setToolTip(tr("The cluster's idle_time_before_scale_down: every node keeps billing this long after the job "
                          "ends"));
    m_preemptionsLabel->setText(tr("Low-priority preemptions:"));
    m_preemptions->setSuffix(tr(" per node-hour"));
    m_preemptions->setToolTip(tr("How often Azure takes a low-priority node back. Azure publishes no rate: use your "
                                 "own history; the default assumes once per 100 node-hours"));
    m_regainLabel->setText(tr("Regain capacity:"));
    m_regain->setSuffix(tr(" h"));
    m_regain->setToolTip(tr("Hours until a preempted low-priority cluster has all its nodes again"));
    m_trialsLabel->setText(tr("Trials:"));
    m_trials->setToolTip(tr("Simulated runs per node count"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setToolTip(tr("The simulation's random seed: the same seed gives the same figures"));
    m_confidenceLabel->setText(tr("Confidence:"));
    m_confidence->setSuffix(tr(" %"));
    m_confidence->setToolTip(tr("Recommend the cheapest node count that meets the deadline with at least this "
                                "probability"));
    showEvaluation(m_evaluation); // the explanation in the new language
}

} // namespace capplan::views
