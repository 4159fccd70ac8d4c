// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/plan/Compute.h"
#include "model/plan/Bounds.h"
#include "model/performance/Calibration.h"
#include "model/performance/Fabric.h"
#include "model/plan/Issues.h"
#include "model/plan/JobSettings.h"
#include "model/performance/Memory.h"
#include "model/catalog/ModelLibrary.h"
#include "model/risk/Risk.h"
#include "model/performance/StepTime.h"
#include "model/plan/Workload.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace capplan::model {

// Version 3: the plan's "search" block (model/Search.h): what `capacity-planner-cli search` and the
// Best plans tab search. Names as the plan file has them; an empty list means the default
// (validate(SearchSettings) checks the names): every priced size; the plan's region ("all": every
// priced region); the tiers the compute target offers that have prices; every strategy and
// recompute mode; the plan's own precision and fine-tuning (they change the job, not only its
// speed).
struct SearchSettings {
    std::vector<std::string> skus;       // or {"all"}
    std::vector<std::string> regions;    // or {"all"}
    std::vector<std::string> tiers;      // "dedicated", "low_priority", "spot"
    std::vector<std::string> strategies; // "ddp", "zero1", "zero2", "zero3", "fsdp"
    int maxNodes = 512;
    std::vector<std::string> recompute;  // "none", "selective", "full"
    std::vector<std::string> precision;  // "bf16", "fp8"
    std::vector<std::string> fineTuning; // "full", "lora", "qlora"
    bool includeBeyondPlacementGroup = false;
    // The planner's global batch (plans without a layout), in tokens; 0: 512 sequences of 4,096
    // tokens (model::searchBaseLayout). The planner doubles it where a node count cannot be filled
    // with it, up to model::kPlannerMaxGlobalBatchTokens (or this, if larger).
    double globalBatchTokens = 0.0;
    // The training stacks the planner and the search consider ("hf", "megatron", "deepspeed",
    // "fsdp"); empty: the layout's stack where the plan names one, else hf, megatron and deepspeed
    // (model::resolveLayoutSpace), each candidate then naming the stack it was priced on.
    std::vector<std::string> stacks;

    bool operator==(const SearchSettings &) const = default;
};

inline constexpr int kDefaultSearchMaxNodes = 512;
// The largest global batch the planner grows to: 16 M tokens, Llama 3 405B's batch at the end of
// its pretraining on up to 16,384 H100s (Dubey et al. 2024, "The Llama 3 Herd of Models", section
// 3.4.1: 4 M tokens, doubled to 8 M at 252 M tokens and to 16 M at 2.87 T tokens), the largest
// batch of a published dense pretraining run (GPT-3 175B: 3.2 M, Brown et al. 2020, Table 2.1).
inline constexpr double kPlannerMaxGlobalBatchTokens = 16.0 * 1024 * 1024;
// The planner's sequence length: 4,096 tokens (Llama 2's context, Touvron et al. 2023; Llama 3's
// pretraining sequences before long-context training, Dubey et al. 2024, section 3.4.1).
inline constexpr int kPlannerSequenceLength = 4096;
// What a user may type: one sequence at the least, and at most 1e9 tokens per optimizer step.
inline constexpr double kMaxGlobalBatchTokens = 1e9;

// Checks the plan's search block beside its struct: the names of tiers, strategies, stacks,
// recomputation, precision and fine-tuning, max_nodes and global_batch_tokens, with plan-file
// paths ("search.strategies[1]").
std::vector<InputIssue> validate(const SearchSettings &settings);

// A planning question as the user states it: the plan-file contract of docs/design.md (version 1)
// and the README (version 2).
struct PlanSpec {
    std::string name;
    std::string sku;
    std::string region;
    Tier tier = Tier::Dedicated;
    // The plan's currency (ISO 4217): it uses only catalog prices in it, and its own price and
    // budget are in it. Nothing is ever converted.
    std::string currency{kDefaultCurrency};
    // Version 2: where the plan runs (model/plan/Compute.h); the tier must be one the target offers.
    ComputeTarget compute = ComputeTarget::Cluster;
    std::optional<double> pricePerNodeHour; // overrides the catalog's price when set
    // How the nodes are paid for (model/plan/Compute.h, PriceBasis): pay-as-you-go, or a reservation or
    // savings plan of priceTermYears (1 or 3; 0 with pay-as-you-go) priced from the catalog's row
    // of that kind and term; and a negotiated discount in percent off whatever price the plan uses
    // (the catalog's or price_per_node_hour, which then states the rate of that kind).
    PlanPriceKind priceKind = PlanPriceKind::PayAsYouGo;
    int priceTermYears = 0;
    double discountPercent = 0.0;
    Workload workload = GpuHoursWorkload{168.0};
    std::map<int, double> efficiency{{1, 1.0}, {2, 0.85}, {4, 0.75}};
    double goodput = 1.0;       // fraction of wall clock spent on useful training
    double overheadHours = 0.0; // fixed startup, image pull, final checkpoint …
    std::vector<int> nodes;     // node counts to compare; empty means defaultNodeCounts()
    std::optional<double> deadlineHours;
    std::optional<double> budget; // in the plan's currency
    // Version 2: "scaling": {"model": "fabric", …} derives the efficiency from the size's fabric
    // (model/performance/Fabric.h) instead of the table above. Zero parameters or tokens/s per GPU mean "from
    // the workload".
    std::optional<FabricJob> fabric;
    // Version 2: measured throughput at one or more node counts, fitted by the fabric model.
    std::vector<Measurement> measurements;
    // Version 2: the per-GPU memory check (model/performance/Memory.h). Strategy and parallelism come from the
    // fabric block (DDP without one), parameters and sequence length from there or the workload
    // when zero here.
    std::optional<MemoryJob> memory;
    // Version 2: failures, checkpoints, low-priority capacity and the idle timer (model/risk/Risk.h).
    RiskSettings risk;
    // Version 2: the Azure ML job and cluster the exporters write; unset means defaults derived
    // from the plan's name (defaultJobSettings()).
    std::optional<JobSettings> azureml;
    // Version 3: the model being trained (model/catalog/ModelLibrary.h): a preset of the library, a
    // Hugging Face config.json or an architecture. With it the MFU workload's parameters, the
    // fabric model's parameters and the memory block's parameters and shape come from the model
    // and must be left out (0) here.
    std::optional<ModelChoice> model;
    // Version 3: the 3D-parallel layout (model/performance/StepTime.h). With a model it replaces the
    // efficiency table and the fabric model: every node count's step time, rate and memory come
    // from the architecture, the layout and the size's hardware.
    std::optional<Layout> layout;
    // Version 3: the search block, and where the training data lives: a cluster in another region
    // pays the one-time copy of dataset_gb at the inter-region transfer price (the plan's own
    // transfer_price_per_gb, else the catalog's; model/catalog/Transfer.h) and the search says so.
    std::optional<SearchSettings> search;
    std::string dataRegion;               // ARM region name; empty: the data moves with the plan
    std::optional<double> datasetGB;      // GB (1e9 bytes) to copy
    std::optional<double> transferPricePerGB; // in the plan's currency; overrides the catalog's

    bool operator==(const PlanSpec &) const = default;
};

// The plan's price kind, term and discount together.
PriceBasis priceBasis(const PlanSpec &spec);

// Node counts swept when a plan names none: 1 … 16.
std::vector<int> defaultNodeCounts();


// A plan that knows its model and its tokens but names no layout: the planner chooses the layout
// per node count (model::plannerLayouts, the search's choice for the size) and the step-time model
// gives the rate. The fabric model and the efficiency table stay for plans without an architecture,
// a measured rate (tokens_per_gpu_second) or GPU-hours.
inline bool plannerChoosesLayout(const PlanSpec &spec)
{
    return spec.model.has_value() && !spec.layout.has_value() && std::holds_alternative<TokenMfuWorkload>(spec.workload);
}

// With a model and a parallel layout, its own or the planner's, the step-time model gives the rate
// and every node count's efficiency: an MFU in the workload is not the rate (a measured one is a
// measurement) and the efficiency table is not used.
inline bool layoutGivesRate(const PlanSpec &spec)
{
    return spec.model.has_value() && (spec.layout.has_value() || plannerChoosesLayout(spec));
}

// Checks every quantity of the spec (not the catalog lookups); empty when the spec is sound.
std::vector<InputIssue> validate(const PlanSpec &spec);
// Checks that the size and the region exist in the catalog, and that a price in the plan's
// currency does unless the plan gives its own (a price only in other currencies is named; for tier
// Spot, the size's Spot price in the region: model::planPrice).
std::vector<InputIssue> validateAgainstCatalog(const PlanSpec &spec, const Catalog &catalog);

// The plan with `model` chosen (or, with nothing, cleared), and the fields the model gives made
// consistent with it: with a model the parameters of the MFU workload, the fabric model and the
// memory block and the memory block's shape are left to the model (0), and a GPU-hours workload
// becomes tokens + MFU (`startingWorkload`'s tokens and MFU; "tokens alone is enough"); without
// one, the MFU workload keeps the last model's active parameters so it stays a whole plan, and a
// layout (which needs the model) goes, the MFU back at `startingWorkload`'s where it had none.
PlanSpec withModel(PlanSpec spec, std::optional<ModelChoice> model, std::span<const LibraryModel> library,
                   const TokenMfuWorkload &startingWorkload = TokenMfuWorkload{2e9, 0.0, 0.4});

// The worked example of docs/sources.md, s0-finetune-sizing: 168 GPU-hours on ND H100 v5 at
// $98/node-hour, 1/2/4 nodes at 100/85/75 % efficiency, deadline 13 h. The app opens on it.
PlanSpec examplePlan();

} // namespace capplan::model
