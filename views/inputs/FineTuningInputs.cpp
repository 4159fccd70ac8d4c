// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/FineTuningInputs.h"

#include "views/inputs/FormFields.h"
#include "views/main/PlanController.h"
#include "views/main/SpecEditCommand.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStandardItemModel>

#include <utility>

namespace capplan::views {

namespace {

// LoRA needs a rank to size its adapter; 16 is the common choice (PEFT's examples, the LoRA
// paper's ablations run 1…64).
constexpr int kDefaultLoraRank = 16;
constexpr int kMaxLoraRank = 65536;

} // namespace

FineTuningInputs::FineTuningInputs(PlanController *controller, QWidget *parent, QFormLayout *form)
    : QObject(parent)
    , m_controller(controller)
    , m_form(form)
{
    m_kind = new QComboBox(parent);
    m_kind->setObjectName(QStringLiteral("fineTuningCombo"));
    for (model::FineTuning mode : {model::FineTuning::Full, model::FineTuning::Lora, model::FineTuning::Qlora}) {
        m_kind->addItem(QString(), static_cast<int>(mode));
    }
    m_kindLabel = new QLabel(parent);
    m_kindLabel->setBuddy(m_kind);
    form->addRow(m_kindLabel, m_kind);
    m_rank = form::makeIntSpin(parent, "loraRankSpin", 0, kMaxLoraRank);
    m_rankLabel = new QLabel(parent);
    m_rankLabel->setBuddy(m_rank);
    form->addRow(m_rankLabel, m_rank);

    using model::PlanField;
    // Both homes of the answer show here, so an error at either names these fields.
    m_fields.bind(PlanField::FineTuning, m_kind, m_kindLabel);
    m_fields.bind(PlanField::LayoutFineTuning, m_kind, m_kindLabel);
    m_fields.bind(PlanField::LoraRank, m_rank, m_rankLabel);
    m_fields.bind(PlanField::LayoutLoraRank, m_rank, m_rankLabel);
    // The adapter's size shows as its rank.
    m_fields.bind(PlanField::AdapterParameters, m_rank, m_rankLabel);

    retranslateUi();
    setSpec(m_controller->spec());
    connectEdits();
}

model::FineTuning FineTuningInputs::kindOf(const model::PlanSpec &spec)
{
    return spec.layout ? spec.layout->fineTuning : spec.memory ? spec.memory->fineTuning : model::FineTuning::Full;
}

int FineTuningInputs::rankOf(const model::PlanSpec &spec)
{
    return spec.layout ? spec.layout->loraRank : spec.memory ? spec.memory->loraRank : 0;
}

bool FineTuningInputs::isUsed(const model::PlanSpec &spec)
{
    return spec.layout.has_value() || spec.memory.has_value() || spec.model.has_value();
}

QList<QWidget *> FineTuningInputs::tabOrder() const
{
    return {m_kind, m_rank};
}

QList<QWidget *> FineTuningInputs::labels() const
{
    return {m_kindLabel, m_rankLabel};
}

void FineTuningInputs::setSpec(const model::PlanSpec &spec)
{
    m_updating = true;
    const model::FineTuning kind = kindOf(spec);
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(kind)));
    form::setValueIfDifferent(m_rank, rankOf(spec));
    // Without a model or a memory check nothing reads it: the rows give their room to the
    // constraints (they come with the model, which also turns the workload into tokens).
    const bool used = isUsed(spec);
    m_form->setRowVisible(m_kind, used);
    m_form->setRowVisible(m_rank, used);
    m_rank->setEnabled(kind != model::FineTuning::Full);
    // With a layout, only the modes its stack runs (the stack table, model/performance/Stack.h):
    // Megatron-Core has no QLoRA. The mode the layout has stays selectable, so its error can be fixed.
    if (auto *items = qobject_cast<QStandardItemModel *>(m_kind->model())) {
        for (const auto &[mode, feature] : {std::pair{model::FineTuning::Lora, model::StackFeature::Lora},
                                           std::pair{model::FineTuning::Qlora, model::StackFeature::Qlora}}) {
            const bool runs = !spec.layout ||
                              model::stackRunsFeature(spec.layout->stack, spec.layout->strategy, feature);
            QStandardItem *item = items->item(m_kind->findData(static_cast<int>(mode)));
            item->setEnabled(runs || kind == mode);
            item->setToolTip(runs ? QString() : tr("The layout's training stack does not run this"));
        }
    }
    m_updating = false;
}

namespace {

// Where an edit of the two rows goes: the layout's fields, else the memory block's (written with
// its defaults on the first edit when the plan has a model: model::memoryCheckBlock). Null
// pointers when neither is there to hold it.
struct Home {
    model::FineTuning *kind = nullptr;
    int *rank = nullptr;
    bool adapterGiven = false; // the memory block sizes the adapter by its parameters instead
    SpecField kindField = SpecField::FineTuning;
    SpecField rankField = SpecField::LoraRank;
};

Home homeIn(model::PlanSpec &spec)
{
    if (spec.layout) {
        return {&spec.layout->fineTuning, &spec.layout->loraRank, false, SpecField::LayoutFineTuning,
                SpecField::LayoutLoraRank};
    }
    if (!spec.memory && spec.model) {
        spec.memory = model::MemoryJob{};
    }
    if (!spec.memory) {
        return {};
    }
    return {&spec.memory->fineTuning, &spec.memory->loraRank, spec.memory->adapterParameters > 0.0,
            SpecField::FineTuning, SpecField::LoraRank};
}

} // namespace

void FineTuningInputs::connectEdits()
{
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        model::PlanSpec spec = m_controller->spec();
        const Home home = homeIn(spec);
        if (m_updating || home.kind == nullptr) {
            return;
        }
        *home.kind = static_cast<model::FineTuning>(m_kind->currentData().toInt());
        if (*home.kind != model::FineTuning::Full && *home.rank <= 0 && !home.adapterGiven) {
            *home.rank = kDefaultLoraRank;
        }
        m_controller->edit(spec, home.kindField);
    });
    connect(m_rank, &QSpinBox::valueChanged, this, [this](int rank) {
        model::PlanSpec spec = m_controller->spec();
        const Home home = homeIn(spec);
        if (m_updating || home.rank == nullptr) {
            return;
        }
        *home.rank = rank;
        m_controller->edit(spec, home.rankField);
    });
    connect(m_rank, &QAbstractSpinBox::editingFinished, m_controller, &PlanController::sealMerging);
    connect(m_controller, &PlanController::specChanged, this, &FineTuningInputs::setSpec);
}

void FineTuningInputs::retranslateUi()
{
    m_kindLabel->setText(tr("Fine-tuning:"));
    m_kind->setItemText(0, tr("Full"));
    m_kind->setItemText(1, tr("LoRA"));
    m_kind->setItemText(2, tr("QLoRA"));
    m_kind->setToolTip(tr("Full training keeps 16 bytes per parameter (mixed-precision Adam); LoRA freezes "
                          "the base in bf16, QLoRA in 4-bit, and trains only the adapters"));
    m_rankLabel->setText(tr("LoRA rank:"));
    m_rank->setToolTip(tr("Adapter rank r; the adapters hold layers × 4 × 2·r·h parameters"));
}

} // namespace capplan::views
