// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/LayoutInputs.h"

#include "data/Texts.h"

#include "views/inputs/FormEdits.h"
#include "views/inputs/FormFields.h"
#include "views/main/PlanController.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace capplan::views {

namespace {

using form::makeIntSpin;
using form::setValueIfDifferent;
using form::withoutMnemonic;

constexpr int kMaxDegree = 4096;
constexpr int kMaxBatch = 100000000;

QComboBox *makeCombo(QWidget *parent, const char *name, int items)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QLatin1String(name));
    for (int i = 0; i < items; ++i) {
        combo->addItem(QString(), i);
    }
    return combo;
}

} // namespace

LayoutInputs::LayoutInputs(PlanController *controller, QWidget *parent)
    : QGroupBox(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("layoutGroup"));
    setCheckable(true);
    m_last.globalBatchSequences = 512;
    m_last.sequenceLength = 4096;
    // The fields in a form, the explanations below it in a column of their own: a word-wrapped
    // label spanning a form row was given less height than its lines and overlapped the row above.
    auto *column = new QVBoxLayout(this);
    m_form = new QFormLayout;
    column->addLayout(m_form);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft);
    const auto row = [this](QWidget *field) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        m_form->addRow(label, field);
        return label;
    };
    using model::PlanField;
    m_tensor = makeIntSpin(this, "layoutTensorSpin", 1, kMaxDegree);
    m_fields.bind(PlanField::LayoutTensorParallel, m_tensor, row(m_tensor));
    m_pipeline = makeIntSpin(this, "layoutPipelineSpin", 1, kMaxDegree);
    m_fields.bind(PlanField::LayoutPipelineParallel, m_pipeline, row(m_pipeline));
    m_virtual = makeIntSpin(this, "layoutVirtualSpin", 1, 1024);
    m_fields.bind(PlanField::LayoutVirtualStages, m_virtual, row(m_virtual));
    m_sequenceParallel = new QCheckBox(this);
    m_sequenceParallel->setObjectName(QStringLiteral("layoutSequenceParallelCheck"));
    m_form->addRow(QString(), m_sequenceParallel);
    m_fields.bind(PlanField::LayoutSequenceParallel, m_sequenceParallel, m_sequenceParallel);
    m_expert = makeIntSpin(this, "layoutExpertSpin", 1, kMaxDegree);
    m_fields.bind(PlanField::LayoutExpertParallel, m_expert, row(m_expert));
    m_strategy = makeCombo(this, "layoutStrategyCombo", 5); // Strategy's order: ddp … fsdp
    m_fields.bind(PlanField::LayoutStrategy, m_strategy, row(m_strategy));
    m_stack = makeCombo(this, "layoutStackCombo", 5); // Stack's order: inferred, megatron, fsdp, deepspeed, hf
    m_fields.bind(PlanField::LayoutStack, m_stack, row(m_stack));
    m_compiled = new QCheckBox(this);
    m_compiled->setObjectName(QStringLiteral("layoutCompiledCheck"));
    m_form->addRow(QString(), m_compiled);
    m_fields.bind(PlanField::LayoutCompiled, m_compiled, m_compiled);
    m_microBatch = makeIntSpin(this, "layoutMicroBatchSpin", 1, 1000000);
    m_fields.bind(PlanField::LayoutMicroBatchSize, m_microBatch, row(m_microBatch));
    m_globalBatch = makeIntSpin(this, "layoutGlobalBatchSpin", 1, kMaxBatch);
    m_fields.bind(PlanField::LayoutGlobalBatchSequences, m_globalBatch, row(m_globalBatch));
    m_sequenceLength = makeIntSpin(this, "layoutSequenceLengthSpin", 1, kMaxBatch);
    m_fields.bind(PlanField::LayoutSequenceLength, m_sequenceLength, row(m_sequenceLength));
    m_recompute = makeCombo(this, "layoutRecomputeCombo", 3);
    m_fields.bind(PlanField::LayoutRecompute, m_recompute, row(m_recompute));
    m_precision = makeCombo(this, "layoutPrecisionCombo", 2);
    m_fields.bind(PlanField::LayoutPrecision, m_precision, row(m_precision));
    m_basis = new QLabel(this);
    m_basis->setObjectName(QStringLiteral("layoutEstimateBasisLabel"));
    m_basis->setWordWrap(true);
    column->addWidget(m_basis);
    m_dataParallel = new QLabel(this);
    m_dataParallel->setObjectName(QStringLiteral("layoutDataParallelLabel"));
    m_dataParallel->setWordWrap(true);
    column->addWidget(m_dataParallel);
    m_split = new QLabel(this);
    m_split->setObjectName(QStringLiteral("layoutSplitLabel"));
    m_split->setTextFormat(Qt::RichText);
    m_split->setWordWrap(true);
    column->addWidget(m_split);
    m_fields.bind(PlanField::Layout, this);

    retranslateUi();
    setSpec(m_controller->spec());
    connectEdits();
    showEvaluation(m_controller->evaluation());
}

QList<QWidget *> LayoutInputs::tabOrder() const
{
    return {m_tensor,      m_pipeline,       m_virtual,   m_sequenceParallel, m_expert,     m_strategy, m_stack, m_compiled, m_microBatch,
            m_globalBatch, m_sequenceLength, m_recompute, m_precision};
}

QString LayoutInputs::labelForPath(const QString &path) const
{
    const QString label = m_fields.labelForPath(path);
    return label.isEmpty() ? withoutMnemonic(title()) : label;
}

void LayoutInputs::setSpec(const model::PlanSpec &spec)
{
    m_updating = true;
    setChecked(spec.layout.has_value());
    // The layout prices the model's architecture: without a model there is nothing to lay out.
    setEnabled(spec.model.has_value() || spec.layout.has_value());
    if (spec.layout) {
        m_last = *spec.layout;
    }
    const model::Layout &l = m_last;
    setValueIfDifferent(m_tensor, l.tensorParallel);
    setValueIfDifferent(m_pipeline, l.pipelineParallel);
    setValueIfDifferent(m_virtual, l.virtualStages);
    m_sequenceParallel->setChecked(l.sequenceParallel);
    setValueIfDifferent(m_expert, l.expertParallel);
    m_strategy->setCurrentIndex(static_cast<int>(l.strategy));
    m_stack->setCurrentIndex(static_cast<int>(l.stack));
    m_compiled->setChecked(l.compiled);
    setValueIfDifferent(m_microBatch, l.microBatchSize);
    setValueIfDifferent(m_globalBatch, l.globalBatchSequences);
    setValueIfDifferent(m_sequenceLength, l.sequenceLength);
    m_recompute->setCurrentIndex(static_cast<int>(l.recompute));
    m_precision->setCurrentIndex(static_cast<int>(l.precision));
    offerWhatTheStackRuns(l);
    m_updating = false;
}

void LayoutInputs::offerWhatTheStackRuns(const model::Layout &l)
{
    // The stack table (model/performance/Stack.h): a choice the layout's stack does not run is
    // disabled, with the reason in its tool tip; one the layout already makes stays editable, so
    // the error at the field can be fixed there.
    const QString stack = m_stack->itemText(static_cast<int>(model::resolvedStack(l)));
    // The plan names no stack: the choice says which one was inferred (on screen as in `plan`).
    //: %1: the inferred training stack, e.g. "Hugging Face Trainer"
    m_stack->setItemText(0, tr("Inferred: %1").arg(stack));
    //: %1: the training stack, e.g. "Megatron-Core"
    const QString notRun = tr("%1 does not run this; choose another training stack to use it").arg(stack);
    auto *strategies = qobject_cast<QStandardItemModel *>(m_strategy->model());
    for (int i = 0; strategies != nullptr && i < m_strategy->count(); ++i) {
        const bool runs = model::stackRunsStrategy(l.stack, static_cast<model::Strategy>(i));
        strategies->item(i)->setEnabled(runs || i == static_cast<int>(l.strategy));
        strategies->item(i)->setToolTip(runs ? QString()
                                             //: %1: the training stack
                                             : tr("%1 does not run this strategy").arg(
                                                   m_stack->itemText(static_cast<int>(l.stack))));
    }
    const auto offer = [&](QWidget *field, model::StackFeature feature, const QString &runsTip) {
        const bool runs = model::stackRunsFeature(l.stack, l.strategy, feature);
        field->setEnabled(runs || model::usesFeature(l, feature));
        field->setToolTip(runs ? runsTip : notRun);
    };
    using F = model::StackFeature;
    offer(m_tensor, F::TensorParallel, m_tips.value(m_tensor));
    offer(m_pipeline, F::PipelineParallel, m_tips.value(m_pipeline));
    offer(m_virtual, F::VirtualStages, m_tips.value(m_virtual));
    offer(m_sequenceParallel, F::SequenceParallel, m_tips.value(m_sequenceParallel));
    offer(m_expert, F::ExpertParallel, m_tips.value(m_expert));
    offer(m_compiled, F::Compiled, m_tips.value(m_compiled));
    auto *precisions = qobject_cast<QStandardItemModel *>(m_precision->model());
    if (precisions != nullptr) {
        const bool fp8 = model::stackRunsFeature(l.stack, l.strategy, F::Fp8);
        precisions->item(static_cast<int>(model::Precision::Fp8))
            ->setEnabled(fp8 || l.precision == model::Precision::Fp8);
        precisions->item(static_cast<int>(model::Precision::Fp8))->setToolTip(fp8 ? QString() : notRun);
    }
}

void LayoutInputs::showEvaluation(const model::Evaluation &ev)
{
    // The data-parallel degree as it follows from each option's node count (d = n·g/(t·p)), the
    // step split and the memory split: figures of the evaluation, formatted here.
    if (!isChecked() && ev.layoutChosenByPlanner) {
        m_basis->setText(tr("Not fixed: the planner chooses each node count's layout (the Options table's Layout "
                            "column). Switch the section on to fix one for every row. Estimate: %1")
                             .arg(data::Texts(QLocale()).estimateBasis(ev)));
        m_dataParallel->clear();
        m_split->clear();
        return;
    }
    if (!isChecked() || ev.steps.empty()) {
        m_basis->clear();
        m_dataParallel->setText(isChecked() ? tr("Data-parallel degree: no option yet") : QString());
        m_split->clear();
        return;
    }
    //: %1: the stack and band in words, e.g. "step-time model on the fsdp stack (inferred from the strategy); …"
    m_basis->setText(tr("Estimate: %1").arg(data::Texts(QLocale()).estimateBasis(ev)));
    const QLocale locale;
    QStringList degrees;
    for (const model::StepBreakdown &s : ev.steps) {
        degrees << tr("%1 → d = %2").arg(data::Texts::nodeCount(s.nodes), QString::number(s.dataParallel));
    }
    m_dataParallel->setText(tr("Data-parallel degree: %1").arg(degrees.join(QStringLiteral(", "))));
    const auto sec = [&locale](double v) { return locale.toString(v, 'f', v < 10.0 ? 3 : 1); };
    const auto gb = [&locale](double v) { return locale.toString(v, 'f', 1); };
    QString html;
    for (std::size_t i = 0; i < ev.steps.size(); ++i) {
        const model::StepBreakdown &s = ev.steps[i];
        //: one option's step split; all figures in seconds
        QString line = tr("<b>%1</b>: step %2 s = compute %3 + tensor-parallel %4 + bubble %5 + point-to-point "
                          "%6 + data-parallel %7 + optimizer %8 (MFU %9)")
                           .arg(data::Texts::nodeCount(s.nodes), sec(s.stepSeconds), sec(s.computeSeconds),
                                sec(s.tensorParallelSeconds + s.expertParallelSeconds), sec(s.pipelineBubbleSeconds),
                                sec(s.pipelineP2pSeconds), sec(s.dataParallelExposedSeconds), sec(s.optimizerSeconds),
                                locale.toString(100.0 * s.mfu, 'f', 1) + QStringLiteral(" %"));
        if (i < ev.layoutMemory.size()) {
            const model::LayoutMemory &m = ev.layoutMemory[i];
            //: one option's memory split per GPU, in GB
            line += tr("; memory %1 GB per GPU = model states %2 + activations %3 + reserve %4")
                        .arg(gb(m.totalGB), gb(m.modelStatesGB()), gb(m.layerActivationsGB + m.outputActivationsGB),
                             gb(m.reserveGB));
        }
        html += QStringLiteral("<p style=\"margin:0 0 4px 0\">") + line + QStringLiteral("</p>");
    }
    m_split->setText(html);
}

void LayoutInputs::connectEdits()
{
    using Field = SpecField;
    const FormEdits<model::Layout> edit(m_controller, &m_updating, [](model::PlanSpec &s) {
        return s.layout ? &*s.layout : static_cast<model::Layout *>(nullptr);
    });
    connect(this, &QGroupBox::toggled, this, [this](bool on) {
        if (m_updating) {
            return;
        }
        model::PlanSpec spec = m_controller->spec();
        if (on && spec.fabric) {
            // The version-2 fabric and memory blocks become the layout (model::layoutFromVersion2).
            m_last = model::layoutFromVersion2(*spec.fabric, spec.memory);
        }
        spec.layout = on ? std::optional<model::Layout>(m_last) : std::nullopt;
        if (on) {
            // The layout replaces the fabric and memory blocks and gives the rate: tokens alone.
            spec.fabric.reset();
            spec.memory.reset();
            double tokens = 2e9;
            if (const auto *mfu = std::get_if<model::TokenMfuWorkload>(&spec.workload)) {
                tokens = mfu->tokens;
            } else if (const auto *rate = std::get_if<model::TokenRateWorkload>(&spec.workload)) {
                tokens = rate->tokens;
            }
            spec.workload = model::TokenMfuWorkload{tokens, 0.0, 0.0};
        } else if (const auto *mfu = std::get_if<model::TokenMfuWorkload>(&spec.workload); mfu && mfu->mfu <= 0.0) {
            spec.workload = model::TokenMfuWorkload{mfu->tokens, 0.0, 0.4};
        }
        m_controller->edit(spec, SpecField::Layout);
    });
    connect(m_tensor, &QSpinBox::valueChanged, this,
            edit([](model::Layout &l, int v) { l.tensorParallel = v; }, Field::LayoutTensorParallel));
    connect(m_pipeline, &QSpinBox::valueChanged, this,
            edit([](model::Layout &l, int v) { l.pipelineParallel = v; }, Field::LayoutPipelineParallel));
    connect(m_virtual, &QSpinBox::valueChanged, this,
            edit([](model::Layout &l, int v) { l.virtualStages = v; }, Field::LayoutVirtualStages));
    connect(m_sequenceParallel, &QCheckBox::toggled, this,
            edit([](model::Layout &l, bool on) { l.sequenceParallel = on; }, Field::LayoutSequenceParallel));
    connect(m_expert, &QSpinBox::valueChanged, this,
            edit([](model::Layout &l, int v) { l.expertParallel = v; }, Field::LayoutExpertParallel));
    connect(m_strategy, &QComboBox::currentIndexChanged, this,
            edit([](model::Layout &l, int i) { l.strategy = static_cast<model::Strategy>(i); }, Field::LayoutStrategy));
    connect(m_stack, &QComboBox::currentIndexChanged, this,
            edit([](model::Layout &l, int i) { l.stack = static_cast<model::Stack>(i); }, Field::LayoutStack));
    connect(m_compiled, &QCheckBox::toggled, this,
            edit([](model::Layout &l, bool on) { l.compiled = on; }, Field::LayoutCompiled));
    connect(m_microBatch, &QSpinBox::valueChanged, this,
            edit([](model::Layout &l, int v) { l.microBatchSize = v; }, Field::LayoutMicroBatchSize));
    connect(m_globalBatch, &QSpinBox::valueChanged, this,
            edit([](model::Layout &l, int v) { l.globalBatchSequences = v; }, Field::LayoutGlobalBatchSequences));
    connect(m_sequenceLength, &QSpinBox::valueChanged, this,
            edit([](model::Layout &l, int v) { l.sequenceLength = v; }, Field::LayoutSequenceLength));
    connect(m_recompute, &QComboBox::currentIndexChanged, this,
            edit([](model::Layout &l, int i) { l.recompute = static_cast<model::Recompute>(i); }, Field::LayoutRecompute));
    connect(m_precision, &QComboBox::currentIndexChanged, this,
            edit([](model::Layout &l, int i) { l.precision = static_cast<model::Precision>(i); }, Field::LayoutPrecision));
    for (QAbstractSpinBox *spin : std::initializer_list<QAbstractSpinBox *>{
             m_tensor, m_pipeline, m_virtual, m_expert, m_microBatch, m_globalBatch, m_sequenceLength}) {
        connect(spin, &QAbstractSpinBox::editingFinished, m_controller, &PlanController::sealMerging);
    }
    connect(m_controller, &PlanController::specChanged, this, &LayoutInputs::setSpec);
    connect(m_controller, &PlanController::evaluated, this, &LayoutInputs::showEvaluation);
}

void LayoutInputs::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showEvaluation(m_controller->evaluation());
    }
    QGroupBox::changeEvent(event);
}

void LayoutInputs::retranslateUi()
{
    setTitle(tr("Parallel layout (step time from the model)"));
    setToolTip(tr("Tensor × pipeline × data parallelism of the run: every node count's step time, throughput and "
                  "memory per GPU come from the model's architecture and the size's hardware"));
    const QStringList labels{tr("Tensor parallel:"),   tr("Pipeline stages:"),  tr("Virtual stages:"),
                             tr("Expert parallel:"),   tr("Strategy:"),         tr("Training stack:"),
                             tr("Micro-batch:"),
                             tr("Global batch:"),      tr("Sequence length:"),  tr("Recomputation:"),
                             tr("Precision:")};
    for (int i = 0; i < m_labels.size() && i < labels.size(); ++i) {
        m_labels[i]->setText(labels[i]);
    }
    m_tensor->setToolTip(tr("GPUs per tensor-parallel group; beyond the NVLink domain it runs over InfiniBand"));
    m_pipeline->setToolTip(tr("Pipeline stages; the bubble is (p − 1)/(v · micro-batches) of the step"));
    m_virtual->setToolTip(tr("Model chunks per pipeline stage (interleaved schedule)"));
    m_sequenceParallel->setText(tr("Sequence parallelism"));
    m_sequenceParallel->setToolTip(tr("Splits norms and dropouts over the tensor-parallel group (reduce-scatter + "
                                      "all-gather instead of all-reduce)"));
    m_expert->setToolTip(tr("Splits the data-parallel group for the experts of a mixture of experts"));
    const QStringList strategies{tr("DDP"), tr("ZeRO-1"), tr("ZeRO-2"), tr("ZeRO-3"), tr("FSDP")};
    for (int i = 0; i < strategies.size(); ++i) {
        m_strategy->setItemText(i, strategies[i]);
    }
    // The stacks' names as every text names them (data::Texts::stackName), in Stack's order.
    const data::Texts texts{QLocale()};
    m_stack->setItemText(0, tr("Not named"));
    for (const model::Stack stack : {model::Stack::Megatron, model::Stack::Fsdp, model::Stack::DeepSpeed, model::Stack::Hf}) {
        m_stack->setItemText(static_cast<int>(stack), texts.stackName(stack));
    }
    m_stack->setToolTip(tr("The training stack the estimate assumes: its attention kernel, fused kernels, optimizer and "
                           "communication overlap. Not named: the Hugging Face Trainer, as Azure ML's documentation "
                           "runs it; a layout it cannot run (tensor or pipeline parallelism) runs on PyTorch for DDP "
                           "and FSDP, on DeepSpeed for ZeRO"));
    m_compiled->setText(tr("torch.compile"));
    m_compiled->setToolTip(tr("PyTorch with torch.compile: the elementwise kernels fused, fewer launches"));
    // The tool tips a field shows where its stack runs it (offerWhatTheStackRuns).
    for (QWidget *field : std::initializer_list<QWidget *>{m_tensor, m_pipeline, m_virtual, m_sequenceParallel,
                                                           m_expert, m_compiled}) {
        m_tips.insert(field, field->toolTip());
    }
    offerWhatTheStackRuns(m_last);
    m_microBatch->setSuffix(tr(" seq"));
    m_globalBatch->setSuffix(tr(" seq"));
    m_globalBatch->setToolTip(tr("Sequences per optimizer step; it must divide into data-parallel degree × micro-batch"));
    m_sequenceLength->setSuffix(tr(" tokens"));
    const QStringList recompute{tr("None"), tr("Selective (attention)"), tr("Full")};
    for (int i = 0; i < recompute.size(); ++i) {
        m_recompute->setItemText(i, recompute[i]);
    }
    m_precision->setItemText(0, tr("BF16"));
    m_precision->setItemText(1, tr("FP8"));
}

} // namespace capplan::views
