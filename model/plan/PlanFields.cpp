// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/PlanFields.h"

#include <algorithm>
#include <iterator>

// The table's names are translated by the views (QCoreApplication::translate with
// kPlanFieldContext). lupdate finds them by this macro; the model has no Qt, so it is defined
// here exactly as Qt defines it (an identical redefinition is allowed).
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace capplan::model {

namespace {

using F = PlanField;
using C = ReadCheck;
using W = WritePolicy;

template <class R, class E, std::string_view (*Name)(E), std::optional<E> (*Parse)(std::string_view), E R::*Member>
ChoiceAccess<R> choice(std::string_view names)
{
    return ChoiceAccess<R>{
        [](const R &r) { return Name(r.*Member); },
        [](R &r, std::string_view text) {
            const std::optional<E> value = Parse(text);
            if (value) {
                r.*Member = *value;
            }
            return value.has_value();
        },
        names};
}

std::string_view tierName(Tier t)
{
    return toString(t);
}
std::string_view strategyName(Strategy s)
{
    return toString(s);
}
std::string_view fineTuningName(FineTuning f)
{
    return toString(f);
}
std::string_view distributionName(DistributionType d)
{
    return toString(d);
}
std::string_view computeName(ComputeTarget c)
{
    return toString(c);
}
std::string_view stackName(Stack st)
{
    return toString(st);
}
std::string_view launcherName(Launcher l)
{
    return toString(l);
}
std::string_view priceKindName(PlanPriceKind k)
{
    return toString(k);
}
std::string_view ffnName(FfnKind k)
{
    return toString(k);
}
std::string_view positionName(PositionEmbeddings p)
{
    return toString(p);
}
std::string_view normName(NormKind n)
{
    return toString(n);
}
std::string_view recomputeName(Recompute r)
{
    return toString(r);
}
std::string_view precisionName(Precision p)
{
    return toString(p);
}

// The top level, in the order a file lists it. Structural rows (std::monostate) are read and
// written by data/formats/PlanFile.cpp; the version-2 blocks must not appear in a version-1 file.
const BlockField<PlanSpec> kTopLevel[] = {
    {"format", F::Format, std::monostate{}, C::Any, W::Always, true},
    {"version", F::Version, std::monostate{}, C::Any, W::Always, true},
    {"name", F::Name, &PlanSpec::name},
    {"sku", F::Size, &PlanSpec::sku, C::NonEmpty, W::Always, true},
    {"region", F::Region, &PlanSpec::region, C::NonEmpty, W::Always, true},
    {"tier", F::Tier,
     choice<PlanSpec, Tier, tierName, tierFromString, &PlanSpec::tier>(
         "\"dedicated\", \"spot\" or \"low_priority\"")},
    // Version 2; written only when it is not "cluster", so cluster plans keep their version.
    {"compute", F::Compute,
     choice<PlanSpec, ComputeTarget, computeName, computeTargetFromString, &PlanSpec::compute>(
         "\"cluster\", \"serverless\", \"slurm\" or \"kubernetes\""),
     C::Any, W::WhenNotDefault, false, {}, 2},
    // Written only when it is not USD, so the files of USD plans stay as they were.
    {"currency", F::Currency, &PlanSpec::currency, C::Currency, W::WhenNotDefault},
    {"price_per_node_hour", F::Price, &PlanSpec::pricePerNodeHour, C::Positive, W::WhenSet},
    // Written only when not pay-as-you-go without a discount, so other plans' files stay as they
    // were. Ranges and the tier are model::validate's ("price_kind", "price_term_years", …).
    {"price_kind", F::PriceKind,
     choice<PlanSpec, PlanPriceKind, priceKindName, planPriceKindFromString, &PlanSpec::priceKind>(
         "\"pay_as_you_go\", \"reservation\" or \"savings_plan\""),
     C::Any, W::WhenNotDefault},
    {"price_term_years", F::PriceTermYears, &PlanSpec::priceTermYears, C::Any, W::WhenNotDefault},
    {"discount_percent", F::DiscountPercent, &PlanSpec::discountPercent, C::Any, W::WhenNotDefault},
    {"model", F::Model, std::monostate{}, C::Any, W::Always, false, {}, 3},
    {"layout", F::Layout, std::monostate{}, C::Any, W::Always, false, {}, 3},
    {"workload", F::WorkloadForm, std::monostate{}, C::Any, W::Always, true},
    // Required unless the plan has a layout (data/formats/PlanFile.cpp checks it).
    {"scaling", F::Scaling, std::monostate{}, C::Any, W::Always, false},
    {"goodput", F::Goodput, &PlanSpec::goodput, C::Fraction},
    {"overhead_hours", F::OverheadHours, &PlanSpec::overheadHours, C::NonNegative},
    {"nodes", F::Nodes, std::monostate{}},
    {"deadline_hours", F::DeadlineHours, &PlanSpec::deadlineHours, C::Positive, W::WhenSet},
    {"budget", F::Budget, &PlanSpec::budget, C::Positive, W::WhenSet},
    {"measurements", F::Measurements, std::monostate{}, C::Any, W::Always, false, {}, 2},
    {"memory", F::MemoryEnabled, std::monostate{}, C::Any, W::Always, false, {}, 2},
    {"risk", F::Risk, std::monostate{}, C::Any, W::Always, false, {}, 2},
    {"azureml", F::JobSettings, std::monostate{}, C::Any, W::Always, false, {}, 2},
    // Version 3 (optional, as the layout): where the training data lives, and the search block.
    {"data_region", F::DataRegion, &PlanSpec::dataRegion, C::Any, W::WhenNotDefault, false, {}, 3},
    {"dataset_gb", F::DatasetGB, &PlanSpec::datasetGB, C::NonNegative, W::WhenSet, false, {}, 3},
    {"transfer_price_per_gb", F::TransferPrice, &PlanSpec::transferPricePerGB, C::NonNegative, W::WhenSet, false, {}, 3},
    {"search", F::Search, std::monostate{}, C::Any, W::Always, false, {}, 3},
};

// "search" (version 3, model/Search.h): lists of names, each empty (left out) for its default;
// "skus" and "regions" may also be the word "all".
const BlockField<SearchSettings> kSearch[] = {
    {.key = "skus", .field = F::SearchSkus, .access = &SearchSettings::skus, .write = W::WhenNotDefault, .word = "all", .sinceVersion = 3},
    {.key = "regions", .field = F::SearchRegions, .access = &SearchSettings::regions, .write = W::WhenNotDefault, .word = "all", .sinceVersion = 3},
    {.key = "tiers", .field = F::SearchTiers, .access = &SearchSettings::tiers, .write = W::WhenNotDefault, .sinceVersion = 3},
    {.key = "strategies", .field = F::SearchStrategies, .access = &SearchSettings::strategies, .write = W::WhenNotDefault, .sinceVersion = 3},
    {.key = "max_nodes", .field = F::SearchMaxNodes, .access = &SearchSettings::maxNodes, .write = W::WhenNotDefault, .sinceVersion = 3},
    {.key = "recompute", .field = F::SearchRecompute, .access = &SearchSettings::recompute, .write = W::WhenNotDefault, .sinceVersion = 3},
    {.key = "precision", .field = F::SearchPrecision, .access = &SearchSettings::precision, .write = W::WhenNotDefault, .sinceVersion = 3},
    {.key = "fine_tuning", .field = F::SearchFineTuning, .access = &SearchSettings::fineTuning, .write = W::WhenNotDefault, .sinceVersion = 3},
    {.key = "include_beyond_placement_group", .field = F::SearchBeyondPlacementGroup,
     .access = &SearchSettings::includeBeyondPlacementGroup, .write = W::WhenNotDefault, .sinceVersion = 3},
    {.key = "global_batch_tokens", .field = F::SearchGlobalBatchTokens, .access = &SearchSettings::globalBatchTokens,
     .check = C::NonNegative, .write = W::WhenPositive, .sinceVersion = 3},
    {.key = "stacks", .field = F::SearchStacks, .access = &SearchSettings::stacks, .write = W::WhenNotDefault, .sinceVersion = 3},
};

// "scaling": {"model": "fabric", …}; "model" itself is the scaling block's switch (ScalingModel).
const BlockField<FabricJob> kFabric[] = {
    {"strategy", F::Strategy,
     choice<FabricJob, Strategy, strategyName, strategyFromString, &FabricJob::strategy>(
         "\"ddp\", \"zero1\", \"zero2\", \"zero3\" or \"fsdp\"")},
    {"parameters", F::FabricParameters, &FabricJob::parameters, C::Any, W::WhenPositive},
    {"tokens_per_gpu_second", F::FabricTokensPerGpuSecond, &FabricJob::tokensPerGpuSecond, C::Any, W::WhenPositive},
    {"global_batch_tokens", F::GlobalBatchTokens, &FabricJob::globalBatchTokens, C::Positive, W::Always, true},
    {"sequence_length", F::SequenceLength, &FabricJob::sequenceLength, C::Positive, W::Always, true},
    {"tensor_parallel", F::TensorParallel, &FabricJob::tensorParallel},
    {"pipeline_parallel", F::PipelineParallel, &FabricJob::pipelineParallel},
    {"micro_batches", F::MicroBatches, &FabricJob::microBatches},
    {"overlap", F::Overlap, &FabricJob::overlap, C::Any, W::WhenSet},
    {"inter_node_bandwidth_factor", F::InterNodeBandwidthFactor, &FabricJob::interNodeBandwidthFactor, C::Any,
     W::WhenSet},
    {"measured_bus_gbps", F::MeasuredBusBandwidth, &FabricJob::measuredBusGBps, C::Positive, W::WhenSet},
    {"gradient_bytes", F::GradientBytes, &FabricJob::gradientBytesPerParameter},
    {"weight_bytes", F::WeightBytes, &FabricJob::weightBytesPerParameter},
    // PyTorch DDP's bucket_cap_mb (MiB); written only when it is not the default 25.
    {.key = "bucket_mb",
     .field = F::BucketMiB,
     .access = &FabricJob::bucketBytes,
     .check = C::Positive,
     .write = W::WhenNotDefault,
     .scale = 1024.0 * 1024.0},
};

// "layout" (version 3). The first thirteen keys (tensor_parallel … lora_rank) are the layout as
// first specified, whose names other tools rely on (docs/design.md, "Version 3"); the bytes per
// parameter default to Megatron's 18 (model/performance/StepTime.h, Layout).
const BlockField<Layout> kLayout[] = {
    {"tensor_parallel", F::LayoutTensorParallel, &Layout::tensorParallel},
    {"pipeline_parallel", F::LayoutPipelineParallel, &Layout::pipelineParallel},
    {"virtual_stages", F::LayoutVirtualStages, &Layout::virtualStages, C::Any, W::WhenNotDefault},
    {"sequence_parallel", F::LayoutSequenceParallel, &Layout::sequenceParallel},
    {"expert_parallel", F::LayoutExpertParallel, &Layout::expertParallel, C::Any, W::WhenNotDefault},
    {"strategy", F::LayoutStrategy,
     choice<Layout, Strategy, strategyName, strategyFromString, &Layout::strategy>(
         "\"ddp\", \"zero1\", \"zero2\", \"zero3\" or \"fsdp\"")},
    {"micro_batch_size", F::LayoutMicroBatchSize, &Layout::microBatchSize},
    {"global_batch_sequences", F::LayoutGlobalBatchSequences, &Layout::globalBatchSequences, C::Any, W::Always, true},
    {"sequence_length", F::LayoutSequenceLength, &Layout::sequenceLength, C::Any, W::Always, true},
    {"recompute", F::LayoutRecompute,
     choice<Layout, Recompute, recomputeName, recomputeFromString, &Layout::recompute>(
         "\"none\", \"selective\" or \"full\"")},
    {"precision", F::LayoutPrecision,
     choice<Layout, Precision, precisionName, precisionFromString, &Layout::precision>("\"bf16\" or \"fp8\"")},
    {"fine_tuning", F::LayoutFineTuning,
     choice<Layout, FineTuning, fineTuningName, fineTuningFromString, &Layout::fineTuning>(
         "\"full\", \"lora\" or \"qlora\"")},
    {"lora_rank", F::LayoutLoraRank, &Layout::loraRank, C::Any, W::WhenNotDefault},
    {"flash_attention", F::LayoutFlashAttention, &Layout::flashAttention, C::Any, W::WhenNotDefault},
    {"weight_bytes", F::LayoutWeightBytes, &Layout::weightBytes, C::Positive, W::WhenNotDefault},
    {"gradient_bytes", F::LayoutGradientBytes, &Layout::gradientBytes, C::Positive, W::WhenNotDefault},
    {"optimizer_bytes", F::LayoutOptimizerBytes, &Layout::optimizerBytes, C::NonNegative, W::WhenNotDefault},
    {.key = "bucket_mb",
     .field = F::LayoutBucketMiB,
     .access = &Layout::bucketBytes,
     .check = C::Positive,
     .write = W::WhenNotDefault,
     .scale = 1024.0 * 1024.0},
    {"prefetch_depth", F::LayoutPrefetchDepth, &Layout::prefetchDepth, C::Any, W::WhenNotDefault},
    // The training stack (model/performance/Stack.h): not written while inferred from the strategy.
    {"stack", F::LayoutStack,
     choice<Layout, Stack, stackName, stackFromString, &Layout::stack>("\"hf\", \"megatron\", \"fsdp\" or \"deepspeed\""), C::Any,
     W::WhenNotDefault},
    {"compiled", F::LayoutCompiled, &Layout::compiled, C::Any, W::WhenNotDefault},
    {"tp_comm_overlap", F::LayoutTpCommOverlap, &Layout::tpCommOverlap, C::Any, W::WhenNotDefault},
};

const BlockField<MemoryJob> kMemory[] = {
    {"parameters", F::MemoryParameters, &MemoryJob::parameters, C::Any, W::WhenPositive},
    {"hidden_size", F::HiddenSize, &MemoryJob::hiddenSize},
    {"layers", F::Layers, &MemoryJob::layers},
    {"attention_heads", F::AttentionHeads, &MemoryJob::attentionHeads},
    {"sequence_length", F::MemorySequenceLength, &MemoryJob::sequenceLength, C::Any, W::WhenPositive},
    {"micro_batch_size", F::MicroBatchSize, &MemoryJob::microBatchSize},
    {"activation_checkpointing", F::ActivationCheckpointing, &MemoryJob::activationCheckpointing},
    {"flash_attention", F::FlashAttention, &MemoryJob::flashAttention},
    {"fine_tuning", F::FineTuning,
     choice<MemoryJob, FineTuning, fineTuningName, fineTuningFromString, &MemoryJob::fineTuning>(
         "\"full\", \"lora\" or \"qlora\"")},
    {"lora_rank", F::LoraRank, &MemoryJob::loraRank},
    {"adapter_parameters", F::AdapterParameters, &MemoryJob::adapterParameters},
    {"weight_bytes", F::MemoryWeightBytes, &MemoryJob::weightBytes},
    {"gradient_bytes", F::MemoryGradientBytes, &MemoryJob::gradientBytes},
    {"optimizer_bytes", F::OptimizerBytes, &MemoryJob::optimizerBytes},
    {"reserve_gb", F::ReserveGB, &MemoryJob::reserveGB},
    {"fragmentation", F::Fragmentation, &MemoryJob::fragmentation},
};

// Durations are hours except the idle timer, which keeps Azure ML's own unit (the cluster spec's
// idle_time_before_scale_down is in seconds).
const BlockField<RiskSettings> kRisk[] = {
    {"enabled", F::RiskEnabled, &RiskSettings::enabled},
    {"node_mtbf_hours", F::NodeMtbf, &RiskSettings::nodeMtbfHours, C::Positive, W::Always, false, "never"},
    {"checkpoint_interval_hours", F::CheckpointInterval, &RiskSettings::checkpointIntervalHours, C::Positive,
     W::Always, false, "optimal"},
    // Left out: from the model's states and the storage bandwidth (model/risk/Checkpoint.h), 5 minutes
    // without a model. Files written before it was derived always carry it, and keep their value.
    {"checkpoint_write_hours", F::CheckpointWrite, &RiskSettings::checkpointWriteHours, C::NonNegative, W::WhenSet},
    // GB/s (docs/design.md, "Conventions"); written only when they differ from the cited defaults.
    {"storage_write_gb_per_s", F::StorageWriteBandwidth, &RiskSettings::storageWriteGBps, C::Positive,
     W::WhenNotDefault},
    {"storage_account_ingress_gb_per_s", F::StorageIngressBandwidth, &RiskSettings::storageIngressGBps, C::Positive,
     W::WhenNotDefault},
    {"checkpoint_gradients", F::CheckpointGradients, &RiskSettings::checkpointGradients, C::Any, W::WhenNotDefault},
    {"restart_hours", F::Restart, &RiskSettings::restartHours, C::NonNegative},
    {"idle_time_before_scale_down_seconds", F::IdleTime, &RiskSettings::idleTimeBeforeScaleDownSeconds,
     C::NonNegative},
    {"low_priority.preemptions_per_node_hour", F::Preemptions, &RiskSettings::lowPriorityPreemptionsPerNodeHour,
     C::NonNegative},
    {"low_priority.regain_hours", F::Regain, &RiskSettings::lowPriorityRegainHours, C::NonNegative},
    {"trials", F::Trials, &RiskSettings::trials},
    {"seed", F::Seed, &RiskSettings::seed},
    {"confidence", F::Confidence, &RiskSettings::confidence},
};

const BlockField<JobSettings> kAzureml[] = {
    {"cluster_name", F::ClusterName, &JobSettings::clusterName},
    {"code", F::CodeFolder, &JobSettings::codeFolder},
    {"command", F::Command, &JobSettings::command},
    {"checkpoint_argument", F::CheckpointArgument, &JobSettings::checkpointArgument},
    {"environment", F::Environment, &JobSettings::environment},
    {"distribution", F::Distribution,
     choice<JobSettings, DistributionType, distributionName, distributionTypeFromString, &JobSettings::distribution>(
         "\"pytorch\", \"mpi\" or \"tensorflow\"")},
    {"experiment_name", F::ExperimentName, &JobSettings::experimentName},
    {"display_name", F::DisplayName, &JobSettings::displayName},
    {"datastore", F::Datastore, &JobSettings::datastore},
    {"checkpoint_path", F::CheckpointPath, &JobSettings::checkpointPath},
    {"inputs", F::Inputs, &JobSettings::inputs},
    {"environment_variables", F::EnvironmentVariables, &JobSettings::environmentVariables},
    {"timeout_margin", F::TimeoutMargin, &JobSettings::timeoutMargin, C::Positive},
    {"quota_headroom_cores", F::QuotaHeadroomCores, &JobSettings::quotaHeadroomCores},
    // Written only when it names one: without it (or with "stack") the layout's stack decides;
    // "none" appends nothing to the command.
    {"launcher", F::Launcher,
     choice<JobSettings, Launcher, launcherName, launcherFromString, &JobSettings::launcher>(
         "\"accelerate\", \"deepspeed\", \"fsdp\", \"megatron\", \"none\" or \"stack\""),
     C::Any, W::WhenNotDefault},
};

// "model": exactly one of the three, each a shape of its own.
const BlockField<ModelChoice> kModel[] = {
    {"preset", F::ModelPreset, std::monostate{}, C::NonEmpty, W::Always, false, {}, 3},
    {"hf_config", F::ModelHfConfig, std::monostate{}, C::Any, W::Always, false, {}, 3},
    {"architecture", F::ModelArchitecture, std::monostate{}, C::Any, W::Always, false, {}, 3},
};

// "model.architecture": the names of docs/design.md, "Version 3" (a contract other tools rely
// on), then this product's own. Ranges are model::validate(Architecture)'s.
const BlockField<Architecture> kArchitecture[] = {
    {"hidden_size", F::ArchHiddenSize, &Architecture::hiddenSize, C::Any, W::Always, true, {}, 3},
    {"layers", F::ArchLayers, &Architecture::layers, C::Any, W::Always, true, {}, 3},
    {"attention_heads", F::ArchAttentionHeads, &Architecture::attentionHeads, C::Any, W::Always, true, {}, 3},
    {"kv_heads", F::ArchKvHeads, &Architecture::kvHeads, C::Any, W::Always, false, {}, 3},
    {"head_dim", F::ArchHeadDim, &Architecture::headDim, C::Any, W::WhenNotDefault, false, {}, 3},
    {"ffn_hidden_size", F::ArchFfnHiddenSize, &Architecture::ffnHiddenSize, C::Any, W::Always, true, {}, 3},
    {"ffn", F::ArchFfn, choice<Architecture, FfnKind, ffnName, ffnKindFromString, &Architecture::ffn>(
                            "\"gelu\", \"swiglu\" or \"geglu\""),
     C::Any, W::Always, true, {}, 3},
    {"vocabulary_size", F::ArchVocabularySize, &Architecture::vocabularySize, C::Any, W::Always, true, {}, 3},
    {"tied_embeddings", F::ArchTiedEmbeddings, &Architecture::tiedEmbeddings, C::Any, W::Always, false, {}, 3},
    {"qkv_bias", F::ArchQkvBias, &Architecture::qkvBias, C::Any, W::WhenNotDefault, false, {}, 3},
    {"position_embeddings", F::ArchPositionEmbeddings,
     choice<Architecture, PositionEmbeddings, positionName, positionEmbeddingsFromString,
            &Architecture::positionEmbeddings>("\"rope\" or \"learned\""),
     C::Any, W::WhenNotDefault, false, {}, 3},
    {"max_position_embeddings", F::ArchMaxPositionEmbeddings, &Architecture::maxPositionEmbeddings, C::Any,
     W::WhenNotDefault, false, {}, 3},
    {"experts", F::ArchExperts, &Architecture::experts, C::Any, W::Always, false, {}, 3},
    {"experts_per_token", F::ArchExpertsPerToken, &Architecture::expertsPerToken, C::Any, W::Always, false, {}, 3},
    {"moe_ffn_hidden_size", F::ArchMoeFfnHiddenSize, &Architecture::moeFfnHiddenSize, C::Any, W::WhenNotDefault,
     false, {}, 3},
    {"shared_experts", F::ArchSharedExperts, &Architecture::sharedExperts, C::Any, W::WhenNotDefault, false, {}, 3},
    {"norm", F::ArchNorm, choice<Architecture, NormKind, normName, normKindFromString, &Architecture::norm>(
                              "\"rmsnorm\" or \"layernorm\""),
     C::Any, W::WhenNotDefault, false, {}, 3},
    {"linear_bias", F::ArchLinearBias, &Architecture::linearBias, C::Any, W::WhenNotDefault, false, {}, 3},
    {"norms_per_layer", F::ArchNormsPerLayer, &Architecture::normsPerLayer, C::Any, W::WhenNotDefault, false, {}, 3},
    {"shared_expert_gate", F::ArchSharedExpertGate, &Architecture::sharedExpertGate, C::Any, W::WhenNotDefault, false,
     {}, 3},
};

// Names read inside "Change %1" and as an error's label where no widget names the field.
const PlanFieldInfo kInfo[] = {
    {F::Name, "name", QT_TRANSLATE_NOOP("capplan::model::PlanField", "plan name"), true},
    {F::Size, "sku", QT_TRANSLATE_NOOP("capplan::model::PlanField", "VM size")},
    {F::Region, "region", QT_TRANSLATE_NOOP("capplan::model::PlanField", "region")},
    {F::Tier, "tier", QT_TRANSLATE_NOOP("capplan::model::PlanField", "tier")},
    {F::PriceOverride, "", QT_TRANSLATE_NOOP("capplan::model::PlanField", "price")},
    {F::Price, "price_per_node_hour", QT_TRANSLATE_NOOP("capplan::model::PlanField", "price"), true},
    {F::Currency, "currency", QT_TRANSLATE_NOOP("capplan::model::PlanField", "currency")},
    {F::PriceKind, "price_kind", QT_TRANSLATE_NOOP("capplan::model::PlanField", "price kind")},
    {F::PriceTermYears, "price_term_years", QT_TRANSLATE_NOOP("capplan::model::PlanField", "price term")},
    {F::DiscountPercent, "discount_percent", QT_TRANSLATE_NOOP("capplan::model::PlanField", "discount"), true},
    {F::WorkloadForm, "workload", QT_TRANSLATE_NOOP("capplan::model::PlanField", "workload form")},
    {F::GpuHours, "workload.gpu_hours", QT_TRANSLATE_NOOP("capplan::model::PlanField", "GPU-hours"), true},
    {F::Tokens, "workload.tokens", QT_TRANSLATE_NOOP("capplan::model::PlanField", "tokens"), true},
    {F::TokensPerGpuSecond, "workload.tokens_per_gpu_second",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "tokens/s per GPU"), true},
    {F::Parameters, "workload.parameters", QT_TRANSLATE_NOOP("capplan::model::PlanField", "parameters"), true},
    {F::Mfu, "workload.mfu", QT_TRANSLATE_NOOP("capplan::model::PlanField", "MFU"), true},
    {F::Efficiency, "scaling.efficiency", QT_TRANSLATE_NOOP("capplan::model::PlanField", "scaling efficiency")},
    {F::Goodput, "goodput", QT_TRANSLATE_NOOP("capplan::model::PlanField", "goodput"), true},
    {F::OverheadHours, "overhead_hours", QT_TRANSLATE_NOOP("capplan::model::PlanField", "overhead"), true},
    {F::Nodes, "nodes", QT_TRANSLATE_NOOP("capplan::model::PlanField", "node counts"), true},
    {F::DeadlineEnabled, "", QT_TRANSLATE_NOOP("capplan::model::PlanField", "deadline")},
    {F::DeadlineHours, "deadline_hours", QT_TRANSLATE_NOOP("capplan::model::PlanField", "deadline"), true},
    {F::BudgetEnabled, "", QT_TRANSLATE_NOOP("capplan::model::PlanField", "budget")},
    {F::Budget, "budget", QT_TRANSLATE_NOOP("capplan::model::PlanField", "budget"), true},
    {F::RiskEnabled, "risk.enabled", QT_TRANSLATE_NOOP("capplan::model::PlanField", "risk modelling")},
    {F::NodeMtbf, "risk.node_mtbf_hours", QT_TRANSLATE_NOOP("capplan::model::PlanField", "node MTBF"), true},
    {F::CheckpointInterval, "risk.checkpoint_interval_hours",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "checkpoint interval"), true},
    {F::CheckpointWrite, "risk.checkpoint_write_hours",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "checkpoint write time"), true},
    {F::Restart, "risk.restart_hours", QT_TRANSLATE_NOOP("capplan::model::PlanField", "restart time"), true},
    {F::IdleTime, "risk.idle_time_before_scale_down_seconds",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "idle time before scale-down"), true},
    {F::Preemptions, "risk.low_priority.preemptions_per_node_hour",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "preemption rate"), true},
    {F::Regain, "risk.low_priority.regain_hours",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "time to regain capacity"), true},
    {F::Trials, "risk.trials", QT_TRANSLATE_NOOP("capplan::model::PlanField", "trials"), true},
    {F::Seed, "risk.seed", QT_TRANSLATE_NOOP("capplan::model::PlanField", "random seed"), true},
    {F::Confidence, "risk.confidence", QT_TRANSLATE_NOOP("capplan::model::PlanField", "confidence"), true},
    {F::ScalingModel, "scaling.model", QT_TRANSLATE_NOOP("capplan::model::PlanField", "scaling model")},
    {F::Strategy, "scaling.strategy", QT_TRANSLATE_NOOP("capplan::model::PlanField", "parallel strategy")},
    {F::TensorParallel, "scaling.tensor_parallel",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "tensor parallel degree"), true},
    {F::PipelineParallel, "scaling.pipeline_parallel",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "pipeline parallel degree"), true},
    {F::MicroBatches, "scaling.micro_batches", QT_TRANSLATE_NOOP("capplan::model::PlanField", "micro-batches"), true},
    {F::GlobalBatchTokens, "scaling.global_batch_tokens",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "global batch"), true},
    {F::SequenceLength, "scaling.sequence_length", QT_TRANSLATE_NOOP("capplan::model::PlanField", "sequence length"),
     true},
    {F::FabricParameters, "scaling.parameters", QT_TRANSLATE_NOOP("capplan::model::PlanField", "model parameters"),
     true},
    {F::FabricTokensPerGpuSecond, "scaling.tokens_per_gpu_second",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "one-node throughput"), true},
    {F::OverlapDefault, "", QT_TRANSLATE_NOOP("capplan::model::PlanField", "communication overlap")},
    {F::Overlap, "scaling.overlap", QT_TRANSLATE_NOOP("capplan::model::PlanField", "communication overlap"), true},
    {F::GradientBytes, "scaling.gradient_bytes", QT_TRANSLATE_NOOP("capplan::model::PlanField", "gradient bytes"),
     true},
    {F::Measurements, "measurements", QT_TRANSLATE_NOOP("capplan::model::PlanField", "measured runs")},
    {F::MemoryEnabled, "memory", QT_TRANSLATE_NOOP("capplan::model::PlanField", "memory check")},
    {F::MemoryParameters, "memory.parameters", QT_TRANSLATE_NOOP("capplan::model::PlanField", "parameters for memory"),
     true},
    {F::MemorySequenceLength, "memory.sequence_length",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "sequence length for memory"), true},
    {F::HiddenSize, "memory.hidden_size", QT_TRANSLATE_NOOP("capplan::model::PlanField", "hidden size"), true},
    {F::Layers, "memory.layers", QT_TRANSLATE_NOOP("capplan::model::PlanField", "layers"), true},
    {F::AttentionHeads, "memory.attention_heads", QT_TRANSLATE_NOOP("capplan::model::PlanField", "attention heads"),
     true},
    {F::MicroBatchSize, "memory.micro_batch_size", QT_TRANSLATE_NOOP("capplan::model::PlanField", "micro-batch size"),
     true},
    {F::ActivationCheckpointing, "memory.activation_checkpointing",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "activation checkpointing")},
    {F::FlashAttention, "memory.flash_attention", QT_TRANSLATE_NOOP("capplan::model::PlanField", "flash attention")},
    {F::FineTuning, "memory.fine_tuning", QT_TRANSLATE_NOOP("capplan::model::PlanField", "fine-tuning mode")},
    {F::LoraRank, "memory.lora_rank", QT_TRANSLATE_NOOP("capplan::model::PlanField", "LoRA rank"), true},
    {F::ReserveGB, "memory.reserve_gb", QT_TRANSLATE_NOOP("capplan::model::PlanField", "memory reserve"), true},
    {F::JobSettings, "azureml", QT_TRANSLATE_NOOP("capplan::model::PlanField", "Azure ML settings")},
    {F::MeasuredBusBandwidth, "scaling.measured_bus_gbps",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "measured bus bandwidth"), true},
    {F::InterNodeBandwidthFactor, "scaling.inter_node_bandwidth_factor",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "inter-node bandwidth factor"), true},
    {F::WeightBytes, "scaling.weight_bytes", QT_TRANSLATE_NOOP("capplan::model::PlanField", "weight bytes"), true},
    {F::BucketMiB, "scaling.bucket_mb", QT_TRANSLATE_NOOP("capplan::model::PlanField", "gradient bucket size"), true},
    {F::AdapterParameters, "memory.adapter_parameters",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "adapter parameters"), true},
    {F::MemoryWeightBytes, "memory.weight_bytes",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "weight bytes for memory"), true},
    {F::MemoryGradientBytes, "memory.gradient_bytes",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "gradient bytes for memory"), true},
    {F::OptimizerBytes, "memory.optimizer_bytes", QT_TRANSLATE_NOOP("capplan::model::PlanField", "optimizer bytes"),
     true},
    {F::Fragmentation, "memory.fragmentation", QT_TRANSLATE_NOOP("capplan::model::PlanField", "fragmentation"), true},
    {F::ClusterName, "azureml.cluster_name", QT_TRANSLATE_NOOP("capplan::model::PlanField", "cluster name"), true},
    {F::CodeFolder, "azureml.code", QT_TRANSLATE_NOOP("capplan::model::PlanField", "code folder"), true},
    {F::Command, "azureml.command", QT_TRANSLATE_NOOP("capplan::model::PlanField", "command"), true},
    {F::CheckpointArgument, "azureml.checkpoint_argument",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "checkpoint argument"), true},
    {F::Environment, "azureml.environment", QT_TRANSLATE_NOOP("capplan::model::PlanField", "environment"), true},
    {F::Distribution, "azureml.distribution", QT_TRANSLATE_NOOP("capplan::model::PlanField", "distribution")},
    {F::ExperimentName, "azureml.experiment_name", QT_TRANSLATE_NOOP("capplan::model::PlanField", "experiment name"),
     true},
    {F::DisplayName, "azureml.display_name", QT_TRANSLATE_NOOP("capplan::model::PlanField", "display name"), true},
    {F::Datastore, "azureml.datastore", QT_TRANSLATE_NOOP("capplan::model::PlanField", "datastore"), true},
    {F::CheckpointPath, "azureml.checkpoint_path", QT_TRANSLATE_NOOP("capplan::model::PlanField", "checkpoint path"),
     true},
    {F::Inputs, "azureml.inputs", QT_TRANSLATE_NOOP("capplan::model::PlanField", "job inputs")},
    {F::EnvironmentVariables, "azureml.environment_variables",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "environment variables")},
    {F::TimeoutMargin, "azureml.timeout_margin", QT_TRANSLATE_NOOP("capplan::model::PlanField", "timeout margin"),
     true},
    {F::QuotaHeadroomCores, "azureml.quota_headroom_cores",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "quota headroom"), true},
    {F::Compute, "compute", QT_TRANSLATE_NOOP("capplan::model::PlanField", "compute target")},
    {F::Launcher, "azureml.launcher", QT_TRANSLATE_NOOP("capplan::model::PlanField", "launcher")},
    {F::Model, "model", QT_TRANSLATE_NOOP("capplan::model::PlanField", "model")},
    {F::ModelPreset, "model.preset", QT_TRANSLATE_NOOP("capplan::model::PlanField", "model preset")},
    {F::ModelHfConfig, "model.hf_config", QT_TRANSLATE_NOOP("capplan::model::PlanField", "Hugging Face config")},
    {F::ModelArchitecture, "model.architecture", QT_TRANSLATE_NOOP("capplan::model::PlanField", "model architecture")},
    {F::ArchHiddenSize, "model.architecture.hidden_size", QT_TRANSLATE_NOOP("capplan::model::PlanField", "hidden size"),
     true},
    {F::ArchLayers, "model.architecture.layers", QT_TRANSLATE_NOOP("capplan::model::PlanField", "layers"), true},
    {F::ArchAttentionHeads, "model.architecture.attention_heads",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "attention heads"), true},
    {F::ArchKvHeads, "model.architecture.kv_heads", QT_TRANSLATE_NOOP("capplan::model::PlanField", "key/value heads"),
     true},
    {F::ArchHeadDim, "model.architecture.head_dim", QT_TRANSLATE_NOOP("capplan::model::PlanField", "head dimension"),
     true},
    {F::ArchFfnHiddenSize, "model.architecture.ffn_hidden_size",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "FFN width"), true},
    {F::ArchFfn, "model.architecture.ffn", QT_TRANSLATE_NOOP("capplan::model::PlanField", "FFN kind")},
    {F::ArchVocabularySize, "model.architecture.vocabulary_size",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "vocabulary size"), true},
    {F::ArchTiedEmbeddings, "model.architecture.tied_embeddings",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "tied embeddings")},
    {F::ArchQkvBias, "model.architecture.qkv_bias", QT_TRANSLATE_NOOP("capplan::model::PlanField", "QKV bias")},
    {F::ArchPositionEmbeddings, "model.architecture.position_embeddings",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "position embeddings")},
    {F::ArchMaxPositionEmbeddings, "model.architecture.max_position_embeddings",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "context length"), true},
    {F::ArchExperts, "model.architecture.experts", QT_TRANSLATE_NOOP("capplan::model::PlanField", "experts"), true},
    {F::ArchExpertsPerToken, "model.architecture.experts_per_token",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "experts per token"), true},
    {F::ArchMoeFfnHiddenSize, "model.architecture.moe_ffn_hidden_size",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "expert FFN width"), true},
    {F::ArchSharedExperts, "model.architecture.shared_experts",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "shared experts"), true},
    {F::ArchNorm, "model.architecture.norm", QT_TRANSLATE_NOOP("capplan::model::PlanField", "norm kind")},
    {F::ArchLinearBias, "model.architecture.linear_bias", QT_TRANSLATE_NOOP("capplan::model::PlanField", "linear biases")},
    {F::ArchNormsPerLayer, "model.architecture.norms_per_layer",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "norms per layer"), true},
    {F::ArchSharedExpertGate, "model.architecture.shared_expert_gate",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "shared expert gate")},
    {F::Layout, "layout", QT_TRANSLATE_NOOP("capplan::model::PlanField", "parallel layout")},
    {F::DataRegion, "data_region", QT_TRANSLATE_NOOP("capplan::model::PlanField", "data region")},
    {F::DatasetGB, "dataset_gb", QT_TRANSLATE_NOOP("capplan::model::PlanField", "dataset size"), true},
    {F::TransferPrice, "transfer_price_per_gb", QT_TRANSLATE_NOOP("capplan::model::PlanField", "transfer price"), true},
    {F::Search, "search", QT_TRANSLATE_NOOP("capplan::model::PlanField", "search")},
    {F::SearchSkus, "search.skus", QT_TRANSLATE_NOOP("capplan::model::PlanField", "searched sizes")},
    {F::SearchRegions, "search.regions", QT_TRANSLATE_NOOP("capplan::model::PlanField", "searched regions")},
    {F::SearchTiers, "search.tiers", QT_TRANSLATE_NOOP("capplan::model::PlanField", "searched tiers")},
    {F::SearchStrategies, "search.strategies", QT_TRANSLATE_NOOP("capplan::model::PlanField", "searched strategies")},
    {F::SearchMaxNodes, "search.max_nodes", QT_TRANSLATE_NOOP("capplan::model::PlanField", "most nodes searched"), true},
    {F::SearchRecompute, "search.recompute", QT_TRANSLATE_NOOP("capplan::model::PlanField", "searched recomputation")},
    {F::SearchPrecision, "search.precision", QT_TRANSLATE_NOOP("capplan::model::PlanField", "searched precisions")},
    {F::SearchFineTuning, "search.fine_tuning", QT_TRANSLATE_NOOP("capplan::model::PlanField", "searched fine-tuning modes")},
    {F::SearchBeyondPlacementGroup, "search.include_beyond_placement_group",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "beyond one placement group")},
    {F::SearchGlobalBatchTokens, "search.global_batch_tokens",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "planner's global batch"), true},
    {F::SearchStacks, "search.stacks", QT_TRANSLATE_NOOP("capplan::model::PlanField", "searched training stacks")},
    {F::LayoutTensorParallel, "layout.tensor_parallel", QT_TRANSLATE_NOOP("capplan::model::PlanField", "tensor parallel degree"), true},
    {F::LayoutPipelineParallel, "layout.pipeline_parallel",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "pipeline parallel degree"), true},
    {F::LayoutVirtualStages, "layout.virtual_stages", QT_TRANSLATE_NOOP("capplan::model::PlanField", "virtual stages"), true},
    {F::LayoutSequenceParallel, "layout.sequence_parallel",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "sequence parallelism")},
    {F::LayoutExpertParallel, "layout.expert_parallel", QT_TRANSLATE_NOOP("capplan::model::PlanField", "expert parallelism"),
     true},
    {F::LayoutStrategy, "layout.strategy", QT_TRANSLATE_NOOP("capplan::model::PlanField", "parallel strategy")},
    {F::LayoutMicroBatchSize, "layout.micro_batch_size", QT_TRANSLATE_NOOP("capplan::model::PlanField", "micro-batch size"),
     true},
    {F::LayoutGlobalBatchSequences, "layout.global_batch_sequences",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "global batch"), true},
    {F::LayoutSequenceLength, "layout.sequence_length", QT_TRANSLATE_NOOP("capplan::model::PlanField", "sequence length"),
     true},
    {F::LayoutRecompute, "layout.recompute", QT_TRANSLATE_NOOP("capplan::model::PlanField", "activation recomputation")},
    {F::LayoutPrecision, "layout.precision", QT_TRANSLATE_NOOP("capplan::model::PlanField", "precision")},
    {F::LayoutFineTuning, "layout.fine_tuning", QT_TRANSLATE_NOOP("capplan::model::PlanField", "fine-tuning mode")},
    {F::LayoutLoraRank, "layout.lora_rank", QT_TRANSLATE_NOOP("capplan::model::PlanField", "LoRA rank"), true},
    {F::LayoutFlashAttention, "layout.flash_attention", QT_TRANSLATE_NOOP("capplan::model::PlanField", "flash attention")},
    {F::LayoutWeightBytes, "layout.weight_bytes", QT_TRANSLATE_NOOP("capplan::model::PlanField", "weight bytes"), true},
    {F::LayoutGradientBytes, "layout.gradient_bytes", QT_TRANSLATE_NOOP("capplan::model::PlanField", "gradient bytes"),
     true},
    {F::LayoutOptimizerBytes, "layout.optimizer_bytes", QT_TRANSLATE_NOOP("capplan::model::PlanField", "optimizer bytes"),
     true},
    {F::LayoutBucketMiB, "layout.bucket_mb", QT_TRANSLATE_NOOP("capplan::model::PlanField", "gradient bucket size"), true},
    {F::LayoutPrefetchDepth, "layout.prefetch_depth", QT_TRANSLATE_NOOP("capplan::model::PlanField", "prefetch depth"),
     true},
    {F::LayoutStack, "layout.stack", QT_TRANSLATE_NOOP("capplan::model::PlanField", "training stack")},
    {F::LayoutCompiled, "layout.compiled", QT_TRANSLATE_NOOP("capplan::model::PlanField", "torch.compile")},
    {F::LayoutTpCommOverlap, "layout.tp_comm_overlap",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "tensor-parallel communication overlap")},
    {F::Format, "format", QT_TRANSLATE_NOOP("capplan::model::PlanField", "file format")},
    {F::Version, "version", QT_TRANSLATE_NOOP("capplan::model::PlanField", "plan version")},
    {F::Scaling, "scaling", QT_TRANSLATE_NOOP("capplan::model::PlanField", "scaling")},
    {F::Risk, "risk", QT_TRANSLATE_NOOP("capplan::model::PlanField", "failures and checkpoints")},
    {F::StorageWriteBandwidth, "risk.storage_write_gb_per_s",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "checkpoint write bandwidth per node"), true},
    {F::StorageIngressBandwidth, "risk.storage_account_ingress_gb_per_s",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "storage account ingress"), true},
    {F::CheckpointGradients, "risk.checkpoint_gradients",
     QT_TRANSLATE_NOOP("capplan::model::PlanField", "gradients in checkpoints")},
};

bool startsWithPath(std::string_view path, std::string_view prefix)
{
    // "nodes" owns "nodes[3]" and "scaling.efficiency" owns "scaling.efficiency.2", but "nodes"
    // does not own "nodes_x".
    return path.size() > prefix.size() && path.substr(0, prefix.size()) == prefix &&
           (path[prefix.size()] == '.' || path[prefix.size()] == '[');
}

} // namespace

std::span<const BlockField<PlanSpec>> topLevelFields()
{
    return kTopLevel;
}

std::span<const BlockField<FabricJob>> fabricFields()
{
    return kFabric;
}

std::span<const BlockField<MemoryJob>> memoryFields()
{
    return kMemory;
}

std::span<const BlockField<RiskSettings>> riskFields()
{
    return kRisk;
}

std::span<const BlockField<JobSettings>> azuremlFields()
{
    return kAzureml;
}

std::span<const BlockField<ModelChoice>> modelFields()
{
    return kModel;
}

std::span<const BlockField<Architecture>> architectureFields()
{
    return kArchitecture;
}

std::span<const BlockField<Layout>> layoutFields()
{
    return kLayout;
}

std::span<const BlockField<SearchSettings>> searchFields()
{
    return kSearch;
}

std::span<const PlanFieldInfo> planFields()
{
    return kInfo;
}

const PlanFieldInfo &info(PlanField field)
{
    const auto it =
        std::find_if(std::begin(kInfo), std::end(kInfo), [field](const PlanFieldInfo &i) { return i.field == field; });
    // Every enumerator has a row (tst_planfields checks it); the first row is a safe fallback.
    return it != std::end(kInfo) ? *it : kInfo[0];
}

std::optional<PlanField> planFieldForPath(std::string_view path)
{
    if (path.empty()) {
        return std::nullopt;
    }
    for (const PlanFieldInfo &row : kInfo) {
        if (!row.path.empty() && row.path == path) {
            return row.field;
        }
    }
    // Items of lists and maps belong to their list's field.
    for (const PlanFieldInfo &row : kInfo) {
        if (!row.path.empty() && startsWithPath(path, row.path) &&
            (row.field == F::Nodes || row.field == F::Measurements || row.field == F::Efficiency ||
             row.field == F::Inputs || row.field == F::EnvironmentVariables || row.field == F::ModelHfConfig)) {
            return row.field;
        }
    }
    return std::nullopt;
}

} // namespace capplan::model
