// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/PlanSpec.h"
#include "model/Search.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace capplan::model {

PriceBasis priceBasis(const PlanSpec &spec)
{
    return PriceBasis{spec.priceKind, spec.priceTermYears, spec.discountPercent};
}

std::vector<int> defaultNodeCounts()
{
    std::vector<int> out;
    for (int n = 1; n <= 16; ++n) {
        out.push_back(n);
    }
    return out;
}

namespace {

// The model block: a preset's name, or an architecture that holds together; and no parameter
// count or memory shape given beside it (the model gives them).
std::vector<InputIssue> validateModel(const PlanSpec &spec)
{
    std::vector<InputIssue> issues;
    const ModelChoice &model = *spec.model;
    switch (model.source) {
    case ModelSource::Preset:
        if (model.preset.empty()) {
            issues.push_back(makeIssue("model.preset", IssueCode::Missing));
        } else if (!isPresetName(model.preset)) {
            issues.push_back(makeIssue("model.preset", IssueCode::UnknownModel, 0.0, 0.0, 0.0, model.preset));
        }
        break;
    case ModelSource::HfConfig:
        issues = validate(model.architecture, "model.hf_config");
        break;
    case ModelSource::Architecture:
        issues = validate(model.architecture, "model.architecture");
        break;
    }
    const auto givenTwice = [&issues](const std::string &path, double value) {
        if (value != 0.0) {
            issues.push_back(makeIssue(path, IssueCode::GivenByModel, value));
        }
    };
    if (spec.fabric) {
        givenTwice("scaling.parameters", spec.fabric->parameters);
    }
    if (spec.memory) {
        givenTwice("memory.parameters", spec.memory->parameters);
        givenTwice("memory.hidden_size", spec.memory->hiddenSize);
        givenTwice("memory.layers", spec.memory->layers);
        givenTwice("memory.attention_heads", spec.memory->attentionHeads);
    }
    return issues;
}

} // namespace

std::vector<InputIssue> validate(const PlanSpec &spec)
{
    std::vector<InputIssue> issues;
    if (spec.sku.empty()) {
        issues.push_back(makeIssue("sku", IssueCode::Missing));
    }
    if (spec.region.empty()) {
        issues.push_back(makeIssue("region", IssueCode::Missing));
    }
    if (!isCurrencyCode(spec.currency)) {
        issues.push_back(makeIssue("currency", IssueCode::NotCurrencyCode, 0.0, 0.0, 0.0, spec.currency));
    }
    // A cluster has dedicated and low-priority VMs, a serverless job the Standard and Spot queues
    // (model/plan/Compute.h); the message names the target so the fix is plain.
    if (!tierAllowed(spec.compute, spec.tier)) {
        const IssueCode code = spec.tier == Tier::Spot ? IssueCode::SpotNeedsServerless
                                                       : IssueCode::LowPriorityNeedsCluster;
        issues.push_back(makeIssue("tier", code, 0.0, 0.0, 0.0, std::string(toString(spec.compute))));
    }
    if (spec.pricePerNodeHour) {
        checkQuantity(issues, "price_per_node_hour", *spec.pricePerNodeHour, false, kMaxPricePerNodeHour);
    }
    // Reservations and savings plans run 1 or 3 years and buy dedicated VMs only.
    if (spec.priceKind != PlanPriceKind::PayAsYouGo) {
        if (spec.tier != Tier::Dedicated) {
            issues.push_back(makeIssue("price_kind", IssueCode::TermedNeedsDedicated, 0.0, 0.0, 0.0,
                                       std::string(toString(spec.tier))));
        }
        if (spec.priceTermYears == 0) {
            issues.push_back(makeIssue("price_term_years", IssueCode::Missing));
        } else if (spec.priceTermYears != 1 && spec.priceTermYears != 3) {
            issues.push_back(makeIssue("price_term_years", IssueCode::NotATerm, spec.priceTermYears, 1.0, 3.0,
                                       std::string(toString(spec.priceKind))));
        }
    } else if (spec.priceTermYears != 0) {
        issues.push_back(makeIssue("price_term_years", IssueCode::TermWithoutKind, spec.priceTermYears));
    }
    if (!std::isfinite(spec.discountPercent)) {
        issues.push_back(makeIssue("discount_percent", IssueCode::NotFinite, spec.discountPercent));
    } else if (spec.discountPercent < 0.0 || spec.discountPercent >= 100.0) {
        issues.push_back(makeIssue("discount_percent", IssueCode::DiscountRange, spec.discountPercent, 0.0, 100.0));
    }
    if (const auto *hours = std::get_if<GpuHoursWorkload>(&spec.workload)) {
        checkQuantity(issues, "workload.gpu_hours", hours->gpuHours, false, kMaxGpuHours);
    } else if (const auto *rate = std::get_if<TokenRateWorkload>(&spec.workload)) {
        checkQuantity(issues, "workload.tokens", rate->tokens, false, kMaxTokens);
        checkRange(issues, "workload.tokens_per_gpu_second", rate->tokensPerGpuSecond, kMinTokensPerGpuSecond,
                   kMaxTokensPerGpuSecond);
    } else if (const auto *mfu = std::get_if<TokenMfuWorkload>(&spec.workload)) {
        checkQuantity(issues, "workload.tokens", mfu->tokens, false, kMaxTokens);
        // With a model the parameters are the model's (active ones for a mixture of experts).
        if (!spec.model) {
            checkQuantity(issues, "workload.parameters", mfu->parameters, false, kMaxParameters);
        } else if (mfu->parameters != 0.0) {
            issues.push_back(makeIssue("workload.parameters", IssueCode::GivenByModel, mfu->parameters));
        }
        // With a model and a layout, tokens alone: the step-time model gives the rate (mfu 0).
        if (!(layoutGivesRate(spec) && mfu->mfu == 0.0)) {
            checkRange(issues, "workload.mfu", mfu->mfu, kMinMfu, 1.0);
        }
    }
    if (spec.layout) {
        if (!spec.model) {
            issues.push_back(makeIssue("model", IssueCode::Missing)); // the layout needs an architecture
        } else if (spec.model->source != ModelSource::Preset) {
            const auto layoutIssues = validate(*spec.layout, spec.model->architecture);
            issues.insert(issues.end(), layoutIssues.begin(), layoutIssues.end());
        } else {
            const auto layoutIssues = validate(*spec.layout, Architecture{}); // the preset's shape: evaluate()
            issues.insert(issues.end(), layoutIssues.begin(), layoutIssues.end());
        }
        // The layout replaces the version-2 fabric and memory blocks (layoutFromVersion2 converts them).
        if (spec.fabric) {
            issues.push_back(makeIssue("scaling", IssueCode::GivenByModel));
        }
        if (spec.memory) {
            issues.push_back(makeIssue("memory", IssueCode::GivenByModel));
        }
        if (std::holds_alternative<GpuHoursWorkload>(spec.workload) ||
            std::holds_alternative<TokenRateWorkload>(spec.workload)) {
            issues.push_back(makeIssue("workload", IssueCode::GivenByModel));
        } else if (const auto *mfu = std::get_if<TokenMfuWorkload>(&spec.workload); mfu && mfu->mfu != 0.0) {
            issues.push_back(makeIssue("workload.mfu", IssueCode::GivenByModel, mfu->mfu));
        }
    }
    if (spec.model) {
        const auto modelIssues = validateModel(spec);
        issues.insert(issues.end(), modelIssues.begin(), modelIssues.end());
    }
    // With the fabric model the table is not used (and not written); it only has to be sound.
    if (spec.efficiency.empty() && !spec.fabric && !layoutGivesRate(spec)) {
        issues.push_back(makeIssue("scaling.efficiency", IssueCode::NoEfficiencyPoints));
    }
    for (const auto &[nodes, e] : spec.efficiency) {
        const std::string path = "scaling.efficiency." + std::to_string(nodes);
        if (nodes < 1 || nodes > kMaxNodes) {
            issues.push_back(makeIssue(path, IssueCode::NodeCountRange, static_cast<double>(nodes), 1.0, kMaxNodes));
        }
        if (!std::isfinite(e)) {
            issues.push_back(makeIssue(path, IssueCode::NotFinite, e));
        } else if (e <= 0.0 || e > 1.0) {
            issues.push_back(makeIssue(path, IssueCode::EfficiencyRange, e, 0.0, 1.0));
        }
    }
    checkRange(issues, "goodput", spec.goodput, kMinGoodput, 1.0);
    checkQuantity(issues, "overhead_hours", spec.overheadHours, true, kMaxOverheadHours);
    std::set<int> seen;
    for (std::size_t i = 0; i < spec.nodes.size(); ++i) {
        const int n = spec.nodes[i];
        const std::string path = "nodes[" + std::to_string(i) + "]";
        if (n < 1 || n > kMaxNodes) {
            issues.push_back(makeIssue(path, IssueCode::NodeCountRange, static_cast<double>(n), 1.0, kMaxNodes));
        } else if (!seen.insert(n).second) {
            issues.push_back(makeIssue(path, IssueCode::Duplicate, static_cast<double>(n)));
        }
    }
    if (spec.deadlineHours) {
        checkQuantity(issues, "deadline_hours", *spec.deadlineHours, false, kMaxDeadlineHours);
    }
    if (spec.budget) {
        checkQuantity(issues, "budget", *spec.budget, false, kMaxBudget);
    }
    if (!spec.measurements.empty()) {
        const auto measured = validate(spec.measurements);
        issues.insert(issues.end(), measured.begin(), measured.end());
        for (std::size_t i = 0; !layoutGivesRate(spec) && i < spec.measurements.size(); ++i) {
            if (spec.measurements[i].mfu != 0.0) {
                issues.push_back(makeIssue("measurements." + std::to_string(i) + ".mfu", IssueCode::MfuNeedsModel,
                                           spec.measurements[i].mfu));
            }
        }
        for (std::size_t i = 0; spec.layout && i < spec.measurements.size(); ++i) {
            const auto stack = stackFromString(spec.measurements[i].stack);
            const Stack planned = resolvedStack(*spec.layout);
            // A plan naming no stack runs the Trainer on the strategy's engine: a run measured on
            // that engine (fsdp, deepspeed) measured the same kernels.
            const bool engine = stack && spec.layout->stack == Stack::Inferred && planned == Stack::Hf &&
                                *stack == inferredStack(spec.layout->strategy, true);
            if (stack && *stack != planned && !engine) {
                issues.push_back(InputIssue{"measurements." + std::to_string(i) + ".stack",
                                            IssueCode::MeasuredOnOtherStack, 0.0, 0.0, 0.0,
                                            spec.measurements[i].stack + " " + std::string(toString(planned))});
            }
        }
    }
    if (spec.memory) {
        // Zero sequence length means the scaling block's, as in evaluate().
        MemoryJob memoryJob = *spec.memory;
        if (memoryJob.sequenceLength <= 0.0 && spec.fabric) {
            memoryJob.sequenceLength = spec.fabric->sequenceLength;
        }
        if (spec.model) {
            // The shape comes from the model (a preset's is looked up by evaluate()); what the
            // block needs of it is there.
            memoryJob.architecture = spec.model->architecture;
        }
        const auto memory = validate(memoryJob);
        issues.insert(issues.end(), memory.begin(), memory.end());
    }
    // The risk block is checked even when switched off: a saved plan must open again.
    const auto riskIssues = validate(spec.risk);
    issues.insert(issues.end(), riskIssues.begin(), riskIssues.end());
    if (spec.datasetGB) {
        checkQuantity(issues, "dataset_gb", *spec.datasetGB, true, 1e9);
    }
    if (spec.transferPricePerGB) {
        checkQuantity(issues, "transfer_price_per_gb", *spec.transferPricePerGB, true, 1e6);
    }
    if (spec.search) {
        const auto searchIssues = validate(*spec.search);
        issues.insert(issues.end(), searchIssues.begin(), searchIssues.end());
        // The stacks searched must run the fine-tuning the plan trains with (the stack table):
        // QLoRA on Megatron-Core alone leaves the planner nothing to choose.
        std::vector<Stack> stacks;
        for (const std::string &name : spec.search->stacks) {
            if (const auto stack = stackFromString(name)) {
                stacks.push_back(*stack);
            }
        }
        std::vector<FineTuning> tunings;
        for (const std::string &name : spec.search->fineTuning) {
            if (const auto tuning = fineTuningFromString(name)) {
                tunings.push_back(*tuning);
            }
        }
        if (spec.search->fineTuning.empty()) {
            tunings.push_back(spec.layout ? spec.layout->fineTuning : spec.memory ? spec.memory->fineTuning : FineTuning::Full);
        }
        for (const FineTuning tuning : tunings) {
            if (stacks.empty() || tuning == FineTuning::Full) {
                continue;
            }
            const StackFeature feature = tuning == FineTuning::Lora ? StackFeature::Lora : StackFeature::Qlora;
            const bool runs = std::any_of(stacks.begin(), stacks.end(),
                                          [&](Stack s) { return stackRunsFeature(s, Strategy::Ddp, feature); });
            if (!runs) {
                issues.push_back(InputIssue{"search.stacks", IssueCode::StackFeature, 0.0, 0.0, 0.0,
                                            std::string(toString(stacks.front())) + " " + std::string(toString(feature))});
                break;
            }
        }
    }
    return issues;
}

std::vector<InputIssue> validateAgainstCatalog(const PlanSpec &spec, const Catalog &catalog)
{
    std::vector<InputIssue> issues;
    const VmSize *size = spec.sku.empty() ? nullptr : catalog.findSize(spec.sku);
    if (!spec.sku.empty() && size == nullptr) {
        issues.push_back(makeIssue("sku", IssueCode::UnknownSize, 0.0, 0.0, 0.0, spec.sku));
        return issues;
    }
    if (size != nullptr && (size->gpusPerVm.value < 1 || size->vcpus.value < 1)) {
        issues.push_back(makeIssue("sku", IssueCode::NoGpus, 0.0, 0.0, 0.0, spec.sku));
    }
    if (size != nullptr && std::holds_alternative<TokenMfuWorkload>(spec.workload) &&
        !(size->bf16TflopsPerGpu.value > 0.0)) {
        // The step-time model needs the peak too; the message names the MFU field either way.
        issues.push_back(makeIssue("workload.mfu", IssueCode::NoPeak, 0.0, 0.0, 0.0, spec.sku));
    }
    if (spec.model && spec.model->source == ModelSource::Preset && !spec.model->preset.empty() &&
        findModel(catalog.models, spec.model->preset) == nullptr) {
        issues.push_back(makeIssue("model.preset", IssueCode::UnknownModel, 0.0, 0.0, 0.0, spec.model->preset));
    }
    if (!spec.dataRegion.empty() && !catalog.isKnownRegion(spec.dataRegion)) {
        issues.push_back(makeIssue("data_region", IssueCode::UnknownRegion, 0.0, 0.0, 0.0, spec.dataRegion));
    }
    if (spec.search) {
        const auto listed = [](const std::vector<std::string> &names) {
            return !(names.size() == 1 && names.front() == "all");
        };
        if (listed(spec.search->skus)) {
            for (std::size_t i = 0; i < spec.search->skus.size(); ++i) {
                if (catalog.findSize(spec.search->skus[i]) == nullptr) {
                    issues.push_back(makeIssue("search.skus[" + std::to_string(i) + "]", IssueCode::UnknownSize, 0.0,
                                               0.0, 0.0, spec.search->skus[i]));
                }
            }
        }
        if (listed(spec.search->regions)) {
            for (std::size_t i = 0; i < spec.search->regions.size(); ++i) {
                if (!catalog.isKnownRegion(spec.search->regions[i])) {
                    issues.push_back(makeIssue("search.regions[" + std::to_string(i) + "]", IssueCode::UnknownRegion,
                                               0.0, 0.0, 0.0, spec.search->regions[i]));
                }
            }
        }
    }
    if (spec.region.empty()) {
        return issues;
    }
    const PriceBasis basis = priceBasis(spec);
    if (!catalog.isKnownRegion(spec.region)) {
        issues.push_back(makeIssue("region", IssueCode::UnknownRegion, 0.0, 0.0, 0.0, spec.region));
    } else if (basis.isTermed()) {
        // A reservation or savings plan the catalog does not price is a question it cannot answer
        // (unlike a missing pay-as-you-go price, which leaves the cost unknown): the import that
        // brings its rows is named. validate() reports a wrong tier or term.
        const bool checkable =
            spec.tier == Tier::Dedicated && (spec.priceTermYears == 1 || spec.priceTermYears == 3);
        if (checkable && !spec.pricePerNodeHour &&
            planPrice(catalog, spec.sku, spec.region, spec.tier, spec.currency, basis) == nullptr) {
            issues.push_back(makeIssue("price_kind", IssueCode::NoTermedPrice, spec.priceTermYears, 0.0, 0.0,
                                       std::string(toString(spec.priceKind))));
        }
    } else if (!spec.pricePerNodeHour &&
               planPrice(catalog, spec.sku, spec.region, spec.tier, spec.currency) == nullptr) {
        // Prices in other currencies are named, never converted: the user switches the plan's
        // currency or gives a price in it.
        std::string others;
        for (const std::string &code : catalog.priceCurrencies(spec.sku, spec.region, spec.tier)) {
            others += (others.empty() ? "" : ", ") + code;
        }
        // Without any price the plan is still evaluated, its cost unknown (FindingCode::NoPrice);
        // a price in another currency is a choice the user makes.
        if (spec.tier != Tier::Spot && !others.empty()) {
            issues.push_back(makeIssue("currency", IssueCode::NoPriceInCurrency, 0.0, 0.0, 0.0, others));
        }
    }
    return issues;
}

PlanSpec withModel(PlanSpec spec, std::optional<ModelChoice> model, std::span<const LibraryModel> library,
                   const TokenMfuWorkload &startingWorkload)
{
    if (!model) {
        if (auto *mfu = std::get_if<TokenMfuWorkload>(&spec.workload); mfu != nullptr && mfu->parameters <= 0.0) {
            const std::optional<Architecture> last =
                spec.model ? resolveArchitecture(*spec.model, library) : std::nullopt;
            mfu->parameters = last ? static_cast<double>(parameterCounts(*last).active())
                                   : (startingWorkload.parameters > 0.0 ? startingWorkload.parameters : 8e9);
        }
        spec.model.reset();
        // A layout needs its model: it goes with it. Without the step-time model the MFU form gets
        // a rate back, and a measured MFU has no FLOPs per token to become a rate: those runs go.
        spec.layout.reset();
        std::erase_if(spec.measurements, [](const Measurement &m) { return m.mfu != 0.0; });
        if (auto *mfu = std::get_if<TokenMfuWorkload>(&spec.workload); mfu != nullptr && mfu->mfu <= 0.0) {
            mfu->mfu = startingWorkload.mfu;
        }
        return spec;
    }
    spec.model = std::move(model);
    // Tokens with a model: the step-time model gives the rate on the plan's layout or the
    // planner's, so the MFU form carries no MFU (a measured one is a measured run).
    if (std::holds_alternative<GpuHoursWorkload>(spec.workload)) {
        spec.workload = TokenMfuWorkload{startingWorkload.tokens, 0.0, 0.0};
    } else if (auto *mfu = std::get_if<TokenMfuWorkload>(&spec.workload)) {
        mfu->parameters = 0.0;
        mfu->mfu = 0.0;
    }
    if (spec.fabric) {
        spec.fabric->parameters = 0.0;
    }
    if (spec.memory) {
        spec.memory->parameters = 0.0;
        spec.memory->hiddenSize = 0;
        spec.memory->layers = 0;
        spec.memory->attentionHeads = 0;
    }
    return spec;
}

PlanSpec examplePlan()
{
    PlanSpec spec;
    spec.name = "sft-7b-2node";
    spec.sku = "Standard_ND96isr_H100_v5";
    spec.region = "eastus";
    spec.tier = Tier::Dedicated;
    spec.pricePerNodeHour = 98.0;
    spec.workload = GpuHoursWorkload{168.0};
    spec.efficiency = {{1, 1.0}, {2, 0.85}, {4, 0.75}};
    spec.goodput = 1.0;
    spec.overheadHours = 0.0;
    spec.nodes = {1, 2, 4};
    spec.deadlineHours = 13.0;
    return spec;
}

namespace {

// An unknown name in one of the search block's lists, at its index.
template <class E>
void checkNames(std::vector<InputIssue> &issues, const char *key, const std::vector<std::string> &names,
                std::optional<E> (*parse)(std::string_view))
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (!parse(names[i])) {
            issues.push_back(InputIssue{std::string("search.") + key + "[" + std::to_string(i) + "]",
                                        IssueCode::UnknownName, 0.0, 0.0, 0.0, names[i]});
        }
    }
}

} // namespace

std::vector<InputIssue> validate(const SearchSettings &settings)
{
    std::vector<InputIssue> issues;
    checkNames<Tier>(issues, "tiers", settings.tiers, tierFromString);
    checkNames<Strategy>(issues, "strategies", settings.strategies, strategyFromString);
    checkNames<Stack>(issues, "stacks", settings.stacks, stackFromString);
    checkNames<Recompute>(issues, "recompute", settings.recompute, recomputeFromString);
    checkNames<Precision>(issues, "precision", settings.precision, precisionFromString);
    checkNames<FineTuning>(issues, "fine_tuning", settings.fineTuning, fineTuningFromString);
    if (settings.maxNodes < 1 || settings.maxNodes > kMaxNodes) {
        issues.push_back(InputIssue{"search.max_nodes", IssueCode::NodeCountRange, static_cast<double>(settings.maxNodes),
                                    1.0, static_cast<double>(kMaxNodes), {}});
    }
    // 0 is the planner's default; else at least one sequence of the planner's 4,096 tokens.
    if (!std::isfinite(settings.globalBatchTokens)) {
        issues.push_back(InputIssue{"search.global_batch_tokens", IssueCode::NotFinite, settings.globalBatchTokens, 0.0,
                                    0.0, {}});
    } else if (settings.globalBatchTokens != 0.0 &&
               (settings.globalBatchTokens < kPlannerSequenceLength || settings.globalBatchTokens > kMaxGlobalBatchTokens)) {
        issues.push_back(InputIssue{"search.global_batch_tokens", IssueCode::OutOfRange, settings.globalBatchTokens,
                                    static_cast<double>(kPlannerSequenceLength), kMaxGlobalBatchTokens, {}});
    }
    return issues;
}

} // namespace capplan::model
