// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One description per plan field (docs/design.md, "One description per field"). Every field of a
// plan file is one row of a table below: its JSON key, the member it fills, how it is read and
// written, its undo name and whether typing into it merges into one undo step. The plan-file
// reader and writer (data/formats/PlanFile.cpp), the undo stack's names, the views' field binding and
// their error-to-field lookup all walk these tables, and tests/model/tst_planfields.cpp checks
// that every row reaches each of them. A new field is a row here plus the code that uses it.
//
// In the spirit of KeePassXC's configStrings (src/core/Config.cpp): one table, many readers.

#include "model/plan/Compute.h"
#include "model/performance/Architecture.h"
#include "model/performance/Fabric.h"
#include "model/plan/JobSettings.h"
#include "model/performance/Memory.h"
#include "model/plan/PlanSpec.h"
#include "model/risk/Risk.h"
#include "model/performance/StepTime.h"

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace capplan::model {

// Every field a plan has, in the file or on screen. The first entries keep the order the views'
// SpecField had (views/main/SpecEditCommand.h aliases it).
enum class PlanField {
    Name,
    Size,
    Region,
    Tier,
    PriceOverride, // the "use my own price" check box: price_per_node_hour given or not
    Price,
    WorkloadForm, // which of the three workload forms
    GpuHours,
    Tokens,
    TokensPerGpuSecond,
    Parameters,
    Mfu,
    Efficiency,
    Goodput,
    OverheadHours,
    Nodes,
    DeadlineEnabled,
    DeadlineHours,
    BudgetEnabled,
    Budget,
    RiskEnabled,
    NodeMtbf,
    CheckpointInterval,
    CheckpointWrite,
    Restart,
    IdleTime,
    Preemptions,
    Regain,
    Trials,
    Seed,
    Confidence,
    ScalingModel,
    Strategy,
    TensorParallel,
    PipelineParallel,
    MicroBatches,
    GlobalBatchTokens,
    SequenceLength,
    FabricParameters,
    FabricTokensPerGpuSecond,
    OverlapDefault,
    Overlap,
    GradientBytes,
    Measurements,
    MemoryEnabled,
    MemoryParameters,
    MemorySequenceLength,
    HiddenSize,
    Layers,
    AttentionHeads,
    MicroBatchSize,
    ActivationCheckpointing,
    FlashAttention,
    FineTuning,
    LoraRank,
    ReserveGB,
    JobSettings, // the export dialog's Azure ML settings, one undo step per accepted dialog
    MeasuredBusBandwidth,
    // Fields of the file without a widget of their own (yet).
    InterNodeBandwidthFactor,
    WeightBytes,
    BucketMiB,
    AdapterParameters,
    MemoryWeightBytes,
    MemoryGradientBytes,
    OptimizerBytes,
    Fragmentation,
    ClusterName,
    CodeFolder,
    Command,
    CheckpointArgument,
    Environment,
    Distribution,
    ExperimentName,
    DisplayName,
    Datastore,
    CheckpointPath,
    Inputs,
    EnvironmentVariables,
    TimeoutMargin,
    QuotaHeadroomCores,
    Currency, // "currency": the plan's ISO 4217 code (prices in it only)
    Compute,  // "compute": cluster, serverless, slurm or kubernetes (model/plan/Compute.h)
    Launcher, // "azureml.launcher": the framework's launch arguments (model/plan/Launch.h)
    // The "model" block (version 3): one of a preset, a config.json or an architecture.
    Model,             // the block: which of the three it holds
    ModelPreset,       // "model.preset"
    ModelHfConfig,     // "model.hf_config": the config.json object, read as transformers reads it
    ModelArchitecture, // "model.architecture"
    ArchHiddenSize,
    ArchLayers,
    ArchAttentionHeads,
    ArchKvHeads,
    ArchHeadDim,
    ArchFfnHiddenSize,
    ArchFfn,
    ArchVocabularySize,
    ArchTiedEmbeddings,
    ArchQkvBias,
    ArchPositionEmbeddings,
    ArchMaxPositionEmbeddings,
    ArchExperts,
    ArchExpertsPerToken,
    ArchMoeFfnHiddenSize,
    ArchSharedExperts,
    ArchNorm,
    ArchLinearBias,
    ArchNormsPerLayer,
    ArchSharedExpertGate,
    // The "layout" block (version 3, model/performance/StepTime.h): the 3D-parallel layout the step-time model
    // prices. The names of the contract come first.
    Layout, // the block: given or not
    LayoutTensorParallel,
    LayoutPipelineParallel,
    LayoutVirtualStages,
    LayoutSequenceParallel,
    LayoutExpertParallel,
    LayoutStrategy,
    LayoutMicroBatchSize,
    LayoutGlobalBatchSequences,
    LayoutSequenceLength,
    LayoutRecompute,
    LayoutPrecision,
    LayoutFineTuning,
    LayoutLoraRank,
    LayoutFlashAttention,
    LayoutWeightBytes,
    LayoutGradientBytes,
    LayoutOptimizerBytes,
    LayoutBucketMiB,
    LayoutPrefetchDepth,
    LayoutStack,
    LayoutCompiled,
    LayoutTpCommOverlap,
    Format,  // "format": always "capacity-planner.plan"
    Version, // "version"
    Scaling, // the "scaling" block: the efficiency table or the fabric model
    Risk,    // the "risk" block
    // The risk block's checkpoint storage (model/risk/Checkpoint.h).
    StorageWriteBandwidth,   // "risk.storage_write_gb_per_s": one node's write bandwidth, GB/s
    StorageIngressBandwidth, // "risk.storage_account_ingress_gb_per_s": the account's ingress, GB/s
    CheckpointGradients,     // "risk.checkpoint_gradients": the framework saves gradients too
    // How the nodes are paid for (model/plan/Compute.h, PriceBasis).
    PriceKind,       // "price_kind": pay_as_you_go, reservation or savings_plan
    PriceTermYears,  // "price_term_years": 1 or 3 for a reservation or savings plan
    DiscountPercent, // "discount_percent": a negotiated discount, 0 ≤ d < 100
    // Version 3: where the data lives (PlanSpec::dataRegion …) and the "search" block
    // (model/Search.h, SearchSettings).
    DataRegion,
    DatasetGB,
    TransferPrice,
    Search, // the block: given or not
    SearchSkus,
    SearchRegions,
    SearchTiers,
    SearchStrategies,
    SearchMaxNodes,
    SearchRecompute,
    SearchPrecision,
    SearchFineTuning,
    SearchBeyondPlacementGroup,
    SearchGlobalBatchTokens,
    SearchStacks,
};

// How a value is checked as it is read (ranges are model::validate's, with the same paths).
enum class ReadCheck {
    Any,         // a finite number (or any value of the kind)
    Positive,    // > 0
    NonNegative, // >= 0
    Fraction,    // in (0, 1]
    NonEmpty,    // a string that is not empty
    Currency,    // an ISO 4217 code: three capital letters ("USD", "EUR")
};

// When a field is written.
enum class WritePolicy {
    Always,
    WhenSet,        // an optional with a value
    WhenPositive,   // a number where 0 means "from elsewhere"
    WhenNotDefault, // only when it differs from a default-constructed record's value
};

// A choice among names (an enum in the model), read and written by name.
template <class R>
struct ChoiceAccess {
    std::string_view (*get)(const R &);
    bool (*set)(R &, std::string_view); // false: not one of the names
    std::string_view names;             // for the message: "\"ddp\", \"zero1\" … or \"fsdp\""
};

// Where a field lives in its record, and so its kind.
// std::monostate: a part of the file with a shape of its own (the workload, the scaling block, a
// list), read and written by the file format itself but named, placed and versioned here.
// A list of names (std::vector<std::string>): a JSON array of strings, or the row's word ("all")
// standing for itself as the list's one item.
template <class R>
using FieldAccess = std::variant<std::monostate, double R::*, std::optional<double> R::*, int R::*, bool R::*, std::string R::*,
                                 std::uint64_t R::*, std::map<std::string, std::string> R::*, ChoiceAccess<R>,
                                 std::vector<std::string> R::*>;

// One field of a block of the plan file, bound to its member of R.
template <class R>
struct BlockField {
    std::string_view key; // within the block; "low_priority.regain_hours" names a field of a nested object
    PlanField field;
    FieldAccess<R> access;
    ReadCheck check = ReadCheck::Any;
    WritePolicy write = WritePolicy::Always;
    bool required = false;
    // A word that stands for a value JSON cannot hold: for a double, +infinity ("never"); for an
    // optional, no value ("optimal").
    std::string_view word = {};
    int sinceVersion = 1; // the plan-file version that introduced it: older files must not have it
    double scale = 1.0;   // member = value in the file × scale (MiB in the file, bytes in the model)
};

// The blocks of a plan file that are plain records, each field once, in the order the file lists
// them. The top level, the workload forms, the efficiency table, the node list and the measured
// runs have a shape of their own (data/formats/PlanFile.cpp) but their paths are rows of planFields().
std::span<const BlockField<PlanSpec>> topLevelFields();  // name … budget (the plain scalars)
std::span<const BlockField<FabricJob>> fabricFields();   // "scaling" with "model": "fabric"
std::span<const BlockField<MemoryJob>> memoryFields();   // "memory"
std::span<const BlockField<RiskSettings>> riskFields();  // "risk"
std::span<const BlockField<JobSettings>> azuremlFields(); // "azureml"
// "model" (version 3): the keys "preset", "hf_config" and "architecture", exactly one of them
// (data/formats/PlanFile.cpp reads and writes the block; the rows name, place and version it).
std::span<const BlockField<ModelChoice>> modelFields();
// "model.architecture": the architecture field by field (model/performance/Architecture.h). The required
// rows must be given; the others default as the struct does.
std::span<const BlockField<Architecture>> architectureFields();
// "layout" (version 3): the parallel layout of the step-time model (model/performance/StepTime.h). With a
// model and a layout the rate per node count comes from the model, "workload": {"tokens": T}
// alone is enough and "scaling" may be left out.
std::span<const BlockField<Layout>> layoutFields();
// "search" (version 3): what the search covers (model/Search.h).
std::span<const BlockField<SearchSettings>> searchFields();

// What every field is called and how its edits behave, whatever its block.
struct PlanFieldInfo {
    PlanField field;
    // The plan file's path ("scaling.measured_bus_gbps"); for a list or map, the path its items'
    // paths start with ("nodes", "measurements", "scaling.efficiency"). Empty for a choice that
    // has no key of its own (the workload form, a check box that adds or drops a block).
    std::string_view path;
    // For "Change %1" on the undo stack and as the label of an error where no widget names it:
    // a noun as it reads inside a sentence, in English; translated in the context
    // kPlanFieldContext (the table's strings are marked for lupdate).
    std::string_view name;
    bool typed = false; // consecutive edits merge into one undo step (typing "168" is one step)
};

inline constexpr const char *kPlanFieldContext = "capplan::model::PlanField";

std::span<const PlanFieldInfo> planFields();
const PlanFieldInfo &info(PlanField field);
// The field a plan-file path belongs to: "risk.low_priority.regain_hours" → Regain,
// "scaling.efficiency.2" → Efficiency, "measurements[1].nodes" → Measurements, "nodes[3]" →
// Nodes, "workload.tokens" → Tokens. nullopt for a path that is no field's.
std::optional<PlanField> planFieldForPath(std::string_view path);

} // namespace capplan::model
