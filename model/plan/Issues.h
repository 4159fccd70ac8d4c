// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace capplan::model {

// What is wrong with a value, as a code; views and the CLI turn it into translated text.
enum class IssueCode {
    Missing,            // required value absent
    NotPositive,        // must be > 0
    Negative,           // must be >= 0
    NotFinite,          // NaN or infinity
    OutOfRange,         // outside the closed range [low, high]
    TooLarge,           // above `high`
    EfficiencyRange,    // efficiency outside (0, 1]
    NoEfficiencyPoints, // the efficiency table is empty
    NodeCountRange,     // node count outside 1 … kMaxNodes
    Duplicate,          // the same node count twice
    UnknownSize,        // size not in the catalog
    UnknownRegion,      // region not in the catalog
    NoPriceInCurrency,  // catalog prices exist, but only in other currencies (text: "EUR, GBP")
    NotCurrencyCode,    // not an ISO 4217 code of three capital letters (text: the value)
    NoGpus,             // the size has no GPUs (or no vCPUs), so it cannot run the plan
    NoPeak,             // the MFU form needs the size's peak TFLOP/s, and the catalog has none
    ResultNotFinite,    // the inputs are each valid but their result is too large to compute
    // The tier is not one the compute target offers (model/plan/Compute.h, allowedTiers); text: the
    // target's name ("cluster", "serverless", "slurm", "kubernetes").
    SpotNeedsServerless,     // tier "spot" on a target other than a serverless job
    LowPriorityNeedsCluster, // tier "low_priority" on a target other than a cluster
    UnknownModel,       // a model preset not in the library (text: the name)
    GivenByModel,       // a value the plan's model already gives (parameters, the memory block's shape)
    // Price kinds (model/plan/Compute.h, PriceBasis). text: the tier's name ("low_priority", "spot").
    TermedNeedsDedicated, // a reservation or savings plan at a tier other than dedicated
    // price_term_years: not 1 or 3 with a reservation or savings plan (value: the term; text: the
    // kind), or given with pay-as-you-go (value: the term).
    NotATerm,
    TermWithoutKind,
    DiscountRange, // discount_percent outside [0, 100) (value: the discount)
    // No catalog row of the plan's reservation or savings plan for its size, region and currency
    // (text: the kind, "reservation" or "savings_plan"; value: the term in years).
    NoTermedPrice,
    NoLayoutOption,     // none of the listed node counts suits the layout (value: the GPUs t·p needs)
    UnknownName,        // an item of a list of names that is none of the names it takes (text: the item)
    // layout.stack with a strategy it does not run (model/performance/Stack.h, stackRunsStrategy); text: the
    // stack and the strategy, "megatron zero3".
    StackStrategy,
    CompiledNeedsFsdp, // layout.compiled with a stack other than fsdp (text: the stack)
    // A layout field asking for what its stack does not run (model/performance/Stack.h, the stack
    // table): tensor, pipeline, virtual, sequence or expert parallelism, LoRA, QLoRA or FP8; at
    // the field's path; text: "<stack> <feature>", "megatron qlora".
    StackFeature,
    // A measurement made on another stack than the layout's (text: "<measured> <layout's>"): the
    // calibration fits the layout's own stack, so a run of another cannot calibrate it.
    MeasuredOnOtherStack,
    // A measurement given as an MFU in a plan without a model: the MFU becomes a rate through the
    // model's FLOPs per token only.
    MfuNeedsModel,
};

struct InputIssue {
    std::string path; // JSON-pointer-like path in the plan file, e.g. "scaling.efficiency.2"
    IssueCode code;
    double value = 0.0;
    double low = 0.0;
    double high = 0.0;
    std::string text; // the offending name, for UnknownSize / UnknownRegion / UnknownModel / NotCurrencyCode; the other currencies for NoPriceInCurrency

    bool operator==(const InputIssue &) const = default;
};

// The checks every block's validate() shares, one description each.
InputIssue makeIssue(std::string path, IssueCode code, double value = 0.0, double low = 0.0, double high = 0.0,
                     std::string text = {});
// Appends an issue when `value` is not finite or outside [low, high].
void checkRange(std::vector<InputIssue> &issues, const std::string &path, double value, double low, double high);
// Appends an issue when `value` is not finite, not > 0 (>= 0 when `zeroAllowed`) or above `high`.
void checkQuantity(std::vector<InputIssue> &issues, const std::string &path, double value, bool zeroAllowed,
                   double high);

} // namespace capplan::model
