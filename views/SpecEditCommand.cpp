// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/SpecEditCommand.h"

#include "views/PlanController.h"

#include <QCoreApplication>

namespace capplan::views {

namespace {

// QUndoCommand ids must differ from -1 (never merge); offset them so 0 is never used by accident.
constexpr int kIdBase = 1000;

} // namespace

SpecEditCommand::SpecEditCommand(PlanController *controller, model::PlanSpec before, model::PlanSpec after,
                                 SpecField field, int mergeGeneration)
    : m_controller(controller)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_field(field)
    , m_mergeGeneration(mergeGeneration)
{
    retranslate();
}

void SpecEditCommand::undo()
{
    // After undo or redo, typing in the same field must not fold into the step just restored.
    m_controller->sealMerging();
    m_controller->apply(m_before);
}

void SpecEditCommand::redo()
{
    if (m_pushed) {
        m_controller->sealMerging();
    }
    m_pushed = true; // the first redo() is QUndoStack::push() applying the edit
    m_controller->apply(m_after);
}

int SpecEditCommand::id() const
{
    return isTypedField(m_field) ? kIdBase + static_cast<int>(m_field) : -1;
}

bool SpecEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SpecEditCommand *>(other);
    if (next->m_field != m_field || next->m_mergeGeneration != m_mergeGeneration) {
        return false;
    }
    m_after = next->m_after;
    // Typing a value and then deleting it again leaves nothing to undo.
    setObsolete(m_after == m_before);
    return true;
}

bool SpecEditCommand::isTypedField(SpecField field)
{
    switch (field) {
    case SpecField::Name:
    case SpecField::Price:
    case SpecField::GpuHours:
    case SpecField::Tokens:
    case SpecField::TokensPerGpuSecond:
    case SpecField::Parameters:
    case SpecField::Mfu:
    case SpecField::Goodput:
    case SpecField::OverheadHours:
    case SpecField::Nodes:
    case SpecField::DeadlineHours:
    case SpecField::Budget:
    case SpecField::NodeMtbf:
    case SpecField::CheckpointInterval:
    case SpecField::CheckpointWrite:
    case SpecField::Restart:
    case SpecField::IdleTime:
    case SpecField::Preemptions:
    case SpecField::Regain:
    case SpecField::Trials:
    case SpecField::Seed:
    case SpecField::Confidence:
    case SpecField::TensorParallel:
    case SpecField::PipelineParallel:
    case SpecField::MicroBatches:
    case SpecField::GlobalBatchTokens:
    case SpecField::SequenceLength:
    case SpecField::FabricParameters:
    case SpecField::FabricTokensPerGpuSecond:
    case SpecField::Overlap:
    case SpecField::GradientBytes:
    case SpecField::MemoryParameters:
    case SpecField::MemorySequenceLength:
    case SpecField::HiddenSize:
    case SpecField::Layers:
    case SpecField::AttentionHeads:
    case SpecField::MicroBatchSize:
    case SpecField::LoraRank:
    case SpecField::ReserveGB:
        return true;
    default:
        return false;
    }
}

void SpecEditCommand::retranslate()
{
    setText(tr("Change %1").arg(fieldName(m_field)));
}

QString SpecEditCommand::fieldName(SpecField field)
{
    switch (field) {
    case SpecField::Name:
        return tr("plan name");
    case SpecField::Size:
        return tr("VM size");
    case SpecField::Region:
        return tr("region");
    case SpecField::Tier:
        return tr("tier");
    case SpecField::PriceOverride:
    case SpecField::Price:
        return tr("price");
    case SpecField::WorkloadForm:
        return tr("workload form");
    case SpecField::GpuHours:
        return tr("GPU-hours");
    case SpecField::Tokens:
        return tr("tokens");
    case SpecField::TokensPerGpuSecond:
        return tr("tokens/s per GPU");
    case SpecField::Parameters:
        return tr("parameters");
    case SpecField::Mfu:
        return tr("MFU");
    case SpecField::Efficiency:
        return tr("scaling efficiency");
    case SpecField::Goodput:
        return tr("goodput");
    case SpecField::OverheadHours:
        return tr("overhead");
    case SpecField::Nodes:
        return tr("node counts");
    case SpecField::DeadlineEnabled:
    case SpecField::DeadlineHours:
        return tr("deadline");
    case SpecField::BudgetEnabled:
    case SpecField::Budget:
        return tr("budget");
    case SpecField::RiskEnabled:
        return tr("risk modelling");
    case SpecField::NodeMtbf:
        return tr("node MTBF");
    case SpecField::CheckpointInterval:
        return tr("checkpoint interval");
    case SpecField::CheckpointWrite:
        return tr("checkpoint write time");
    case SpecField::Restart:
        return tr("restart time");
    case SpecField::IdleTime:
        return tr("idle time before scale-down");
    case SpecField::Preemptions:
        return tr("preemption rate");
    case SpecField::Regain:
        return tr("time to regain capacity");
    case SpecField::Trials:
        return tr("trials");
    case SpecField::Seed:
        return tr("random seed");
    case SpecField::Confidence:
        return tr("confidence");
    case SpecField::ScalingModel:
        return tr("scaling model");
    case SpecField::Strategy:
        return tr("parallel strategy");
    case SpecField::TensorParallel:
        return tr("tensor parallel degree");
    case SpecField::PipelineParallel:
        return tr("pipeline parallel degree");
    case SpecField::MicroBatches:
        return tr("micro-batches");
    case SpecField::GlobalBatchTokens:
        return tr("global batch");
    case SpecField::SequenceLength:
        return tr("sequence length");
    case SpecField::FabricParameters:
        return tr("model parameters");
    case SpecField::FabricTokensPerGpuSecond:
        return tr("one-node throughput");
    case SpecField::OverlapDefault:
    case SpecField::Overlap:
        return tr("communication overlap");
    case SpecField::GradientBytes:
        return tr("gradient bytes");
    case SpecField::Measurements:
        return tr("measured runs");
    case SpecField::MemoryEnabled:
        return tr("memory check");
    case SpecField::MemoryParameters:
        return tr("parameters for memory");
    case SpecField::MemorySequenceLength:
        return tr("sequence length for memory");
    case SpecField::HiddenSize:
        return tr("hidden size");
    case SpecField::Layers:
        return tr("layers");
    case SpecField::AttentionHeads:
        return tr("attention heads");
    case SpecField::MicroBatchSize:
        return tr("micro-batch size");
    case SpecField::ActivationCheckpointing:
        return tr("activation checkpointing");
    case SpecField::FlashAttention:
        return tr("flash attention");
    case SpecField::FineTuning:
        return tr("fine-tuning mode");
    case SpecField::LoraRank:
        return tr("LoRA rank");
    case SpecField::ReserveGB:
        return tr("memory reserve");
    case SpecField::JobSettings:
        return tr("Azure ML settings");
    case SpecField::MeasuredBusBandwidth:
        return tr("measured bus bandwidth");
    }
    return {};
}

} // namespace capplan::views
