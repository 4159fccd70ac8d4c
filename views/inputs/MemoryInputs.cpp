// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/MemoryInputs.h"
#include "views/inputs/FormEdits.h"

#include "views/widgets/BigNumberSpinBox.h"
#include "views/inputs/FabricInputs.h"
#include "views/inputs/FormFields.h"
#include "views/main/PlanController.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <cmath>
#include <utility>

namespace capplan::views {

namespace {

using form::makeBigSpin;
using form::makeIntSpin;
using form::makeSpin;
using form::setValueIfDifferent;
using form::withoutMnemonic;

constexpr int kMaxHiddenSize = 1000000;
constexpr int kMaxLayers = 100000;
constexpr int kMaxMicroBatchSize = 1000000;

} // namespace

MemoryInputs::MemoryInputs(PlanController *controller, QWidget *parent)
    : QGroupBox(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("memoryGroup"));
    setCheckable(true);
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft);

    // Zero is a value of its own in the first four: taken from elsewhere, or not estimated.
    m_parameters = makeBigSpin(this, "memoryParametersSpin", model::kMaxParameters);
    m_parametersLabel = new QLabel(this);
    m_form->addRow(m_parametersLabel, m_parameters);
    m_sequenceLength = makeIntSpin(this, "memorySequenceLengthSpin", 0, static_cast<int>(model::kMaxSequenceLength));
    m_sequenceLengthLabel = new QLabel(this);
    m_form->addRow(m_sequenceLengthLabel, m_sequenceLength);
    m_hiddenSize = makeIntSpin(this, "hiddenSizeSpin", 0, kMaxHiddenSize);
    m_hiddenSizeLabel = new QLabel(this);
    m_form->addRow(m_hiddenSizeLabel, m_hiddenSize);
    m_layers = makeIntSpin(this, "layersSpin", 0, kMaxLayers);
    m_layersLabel = new QLabel(this);
    m_form->addRow(m_layersLabel, m_layers);
    m_attentionHeads = makeIntSpin(this, "attentionHeadsSpin", 0, kMaxLayers);
    m_attentionHeadsLabel = new QLabel(this);
    m_form->addRow(m_attentionHeadsLabel, m_attentionHeads);
    m_microBatchSize = makeIntSpin(this, "microBatchSizeSpin", 1, kMaxMicroBatchSize);
    m_microBatchSizeLabel = new QLabel(this);
    m_form->addRow(m_microBatchSizeLabel, m_microBatchSize);
    m_checkpointing = new QCheckBox(this);
    m_checkpointing->setObjectName(QStringLiteral("activationCheckpointingCheck"));
    m_form->addRow(QString(), m_checkpointing);
    m_flashAttention = new QCheckBox(this);
    m_flashAttention->setObjectName(QStringLiteral("flashAttentionCheck"));
    m_form->addRow(QString(), m_flashAttention);
    m_reserve = makeSpin(this, "reserveSpin", 0.0, model::kMaxReserveGB, 1);
    m_reserveLabel = new QLabel(this);
    m_form->addRow(m_reserveLabel, m_reserve);

    using model::PlanField;
    for (auto [label, field] : std::initializer_list<std::pair<QLabel *, QWidget *>>{
             {m_parametersLabel, m_parameters},
             {m_sequenceLengthLabel, m_sequenceLength},
             {m_hiddenSizeLabel, m_hiddenSize},
             {m_layersLabel, m_layers},
             {m_attentionHeadsLabel, m_attentionHeads},
             {m_microBatchSizeLabel, m_microBatchSize},
             {m_reserveLabel, m_reserve}}) {
        label->setBuddy(field);
    }
    // Parameters and sequence length are named by the table ("Parameters for memory"): the
    // fabric model has fields of the same labels. The check boxes name themselves.
    m_fields.bind(PlanField::MemoryParameters, m_parameters);
    m_fields.bind(PlanField::MemorySequenceLength, m_sequenceLength);
    m_fields.bind(PlanField::HiddenSize, m_hiddenSize, m_hiddenSizeLabel);
    m_fields.bind(PlanField::Layers, m_layers, m_layersLabel);
    m_fields.bind(PlanField::AttentionHeads, m_attentionHeads, m_attentionHeadsLabel);
    m_fields.bind(PlanField::MicroBatchSize, m_microBatchSize, m_microBatchSizeLabel);
    m_fields.bind(PlanField::ActivationCheckpointing, m_checkpointing, m_checkpointing);
    m_fields.bind(PlanField::FlashAttention, m_flashAttention, m_flashAttention);
    m_fields.bind(PlanField::ReserveGB, m_reserve, m_reserveLabel);
    // The fragmentation is inside the reserve.
    m_fields.bind(PlanField::Fragmentation, m_reserve, m_reserveLabel);

    retranslateUi();
    setSpec(m_controller->spec());
    connectEdits();
}

QList<QWidget *> MemoryInputs::tabOrder() const
{
    return {m_parameters,    m_sequenceLength, m_hiddenSize, m_layers,   m_attentionHeads, m_microBatchSize,
            m_checkpointing, m_flashAttention, m_reserve};
}

QList<QWidget *> MemoryInputs::labels() const
{
    return {m_parametersLabel,     m_sequenceLengthLabel, m_hiddenSizeLabel, m_layersLabel, m_attentionHeadsLabel,
            m_microBatchSizeLabel, m_reserveLabel};
}

void MemoryInputs::resetForPlan(const model::PlanSpec &spec)
{
    // Another plan: its block, or the defaults the check uses (model::memoryCheckBlock) — never
    // the previous plan's hidden size, layers and heads.
    m_lastMemory = spec.memory.value_or(model::MemoryJob{});
}

void MemoryInputs::setSpec(const model::PlanSpec &spec)
{
    // As FabricInputs: an unchecked group keeps showing the last block, which checking restores.
    // With a model the check is always on (model::memoryCheckBlock): no check box to switch off.
    m_updating = true;
    const bool always = spec.model.has_value();
    if (isCheckable() == always) {
        setCheckable(!always);
    }
    if (!always) {
        setChecked(spec.memory.has_value());
    }
    if (spec.memory) {
        m_lastMemory = *spec.memory;
    }
    const model::MemoryJob &job = m_lastMemory;
    setValueIfDifferent(m_parameters, job.parameters);
    setValueIfDifferent(m_sequenceLength, static_cast<int>(std::lround(job.sequenceLength)));
    setValueIfDifferent(m_hiddenSize, job.hiddenSize);
    setValueIfDifferent(m_layers, job.layers);
    setValueIfDifferent(m_attentionHeads, job.attentionHeads);
    setValueIfDifferent(m_microBatchSize, job.microBatchSize);
    m_checkpointing->setChecked(job.activationCheckpointing);
    m_flashAttention->setChecked(job.flashAttention);
    setValueIfDifferent(m_reserve, job.reserveGB);
    // With a model its parameters and shape are the block's (the plan leaves them out).
    if (m_fromModel != spec.model.has_value()) {
        m_fromModel = spec.model.has_value();
        retranslateUi();
    }
    for (QWidget *field : {static_cast<QWidget *>(m_parameters), static_cast<QWidget *>(m_hiddenSize),
                           static_cast<QWidget *>(m_layers), static_cast<QWidget *>(m_attentionHeads)}) {
        field->setEnabled(!spec.model.has_value());
    }
    m_updating = false;
}

void MemoryInputs::connectEdits()
{
    using Field = SpecField;
    const FormEdits<model::MemoryJob> edit(m_controller, &m_updating, [](model::PlanSpec &s) {
        if (!s.memory && s.model) {
            // The check runs on the defaults (model::memoryCheckBlock); the first edit writes them.
            s.memory = model::MemoryJob{};
        }
        return s.memory ? &*s.memory : static_cast<model::MemoryJob *>(nullptr);
    });
    connect(this, &QGroupBox::toggled, this, [this](bool on) {
        if (m_updating) {
            return;
        }
        model::PlanSpec spec = m_controller->spec();
        spec.memory = on ? std::optional<model::MemoryJob>(m_lastMemory) : std::nullopt;
        if (spec.memory && spec.model) {
            // The plan's model gives these; the block must leave them out.
            spec.memory->parameters = 0.0;
            spec.memory->hiddenSize = 0;
            spec.memory->layers = 0;
            spec.memory->attentionHeads = 0;
        }
        m_controller->edit(spec, SpecField::MemoryEnabled);
    });
    connect(
        m_parameters, &QDoubleSpinBox::valueChanged, this,
        edit([](model::MemoryJob &job, double parameters) { job.parameters = parameters; }, Field::MemoryParameters));
    connect(m_sequenceLength, &QSpinBox::valueChanged, this,
            edit([](model::MemoryJob &job, int tokens) { job.sequenceLength = tokens; }, Field::MemorySequenceLength));
    connect(m_hiddenSize, &QSpinBox::valueChanged, this, [this](int h) {
        if (m_updating) {
            return;
        }
        model::PlanSpec spec = m_controller->spec();
        if (!spec.memory && spec.model) {
            spec.memory = model::MemoryJob{};
        }
        if (!spec.memory) {
            return;
        }
        spec.memory->hiddenSize = h;
        // Activations need a sequence length, and model::validate(MemoryJob) asks for one in the
        // block as soon as a hidden size is set: start from the fabric model's (else 4096).
        if (h > 0 && spec.memory->sequenceLength <= 0.0) {
            spec.memory->sequenceLength = spec.fabric ? spec.fabric->sequenceLength : FabricInputs::kDefaultSequenceLength;
        }
        m_controller->edit(spec, SpecField::HiddenSize);
    });
    connect(m_layers, &QSpinBox::valueChanged, this,
            edit([](model::MemoryJob &job, int layers) { job.layers = layers; }, Field::Layers));
    connect(m_attentionHeads, &QSpinBox::valueChanged, this,
            edit([](model::MemoryJob &job, int heads) { job.attentionHeads = heads; }, Field::AttentionHeads));
    connect(m_microBatchSize, &QSpinBox::valueChanged, this,
            edit([](model::MemoryJob &job, int b) { job.microBatchSize = b; }, Field::MicroBatchSize));
    connect(
        m_checkpointing, &QCheckBox::toggled, this,
        edit([](model::MemoryJob &job, bool on) { job.activationCheckpointing = on; }, Field::ActivationCheckpointing));
    connect(m_flashAttention, &QCheckBox::toggled, this,
            edit([](model::MemoryJob &job, bool on) { job.flashAttention = on; }, Field::FlashAttention));
    connect(m_reserve, &QDoubleSpinBox::valueChanged, this,
            edit([](model::MemoryJob &job, double gb) { job.reserveGB = gb; }, Field::ReserveGB));
    for (QAbstractSpinBox *spin :
         std::initializer_list<QAbstractSpinBox *>{m_parameters, m_sequenceLength, m_hiddenSize, m_layers,
                                                   m_attentionHeads, m_microBatchSize, m_reserve}) {
        connect(spin, &QAbstractSpinBox::editingFinished, m_controller, &PlanController::sealMerging);
    }
    connect(m_controller, &PlanController::planReset, this, &MemoryInputs::resetForPlan);
    connect(m_controller, &PlanController::specChanged, this, &MemoryInputs::setSpec);
}

QWidget *MemoryInputs::fieldForPath(const QString &path) const
{
    return m_fields.widgetForPath(path);
}

QString MemoryInputs::labelForPath(const QString &path) const
{
    const QString label = m_fields.labelForPath(path);
    return label.isEmpty() ? withoutMnemonic(title()) : label;
}

void MemoryInputs::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QGroupBox::changeEvent(event);
}

void MemoryInputs::retranslateUi()
{
    setTitle(m_fromModel ? tr("Memory per GPU (always checked with a model)") : tr("Check memory per GPU"));
    setToolTip(tr("Estimate weights, gradients, optimizer states and activations per GPU for the scaling model's "
                  "strategy, against the size's GPU memory"));
    m_parametersLabel->setText(tr("Parameters:"));
    m_parameters->setSpecialValueText(m_fromModel ? tr("from the model") : tr("from scaling or workload"));
    m_parameters->setToolTip(tr("Model parameters; 0 takes them from the fabric model or the workload"));
    m_sequenceLengthLabel->setText(tr("Sequence length:"));
    m_sequenceLength->setSpecialValueText(tr("from scaling"));
    m_sequenceLength->setSuffix(tr(" tokens"));
    m_sequenceLength->setToolTip(tr("Tokens per sequence for the activations; 0 takes the fabric model's"));
    m_hiddenSizeLabel->setText(tr("Hidden size:"));
    m_hiddenSize->setSpecialValueText(m_fromModel ? tr("from the model") : tr("activations not estimated"));
    m_hiddenSize->setToolTip(tr("The model's hidden size h (4096 for an 8B Llama); 0 leaves activations out"));
    m_layersLabel->setText(tr("Layers:"));
    m_layers->setToolTip(tr("Transformer layers L (32 for an 8B Llama)"));
    m_attentionHeadsLabel->setText(tr("Attention heads:"));
    m_attentionHeads->setSpecialValueText(m_fromModel ? tr("from the model") : tr("hidden size ÷ 128"));
    m_layers->setSpecialValueText(m_fromModel ? tr("from the model") : QString());
    m_attentionHeads->setToolTip(tr("Attention heads a; they matter only without flash attention"));
    m_microBatchSizeLabel->setText(tr("Micro-batch size:"));
    m_microBatchSize->setSuffix(tr(" seq"));
    m_microBatchSize->setToolTip(tr("Sequences per micro-batch on one GPU"));
    m_checkpointing->setText(tr("Activation checkpointing"));
    m_checkpointing->setToolTip(tr("Keep only each layer's input and recompute the rest in backward"));
    m_flashAttention->setText(tr("Flash attention"));
    m_flashAttention->setToolTip(tr("Never stores the attention scores: the a·s² term of the activations drops out"));
    m_reserveLabel->setText(tr("Reserve:"));
    m_reserve->setSuffix(tr(" GB"));
    m_reserve->setToolTip(tr("CUDA context and NCCL buffers per GPU; 5 % fragmentation comes on top"));
}

} // namespace capplan::views
