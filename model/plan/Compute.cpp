// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/Compute.h"

#include "model/plan/EnumNames.h"

#include <algorithm>
#include <array>
#include <utility>

namespace capplan::model {

namespace {

constexpr std::array<std::pair<ComputeTarget, std::string_view>, 4> kTargetNames{{
    {ComputeTarget::Cluster, "cluster"},
    {ComputeTarget::Serverless, "serverless"},
    {ComputeTarget::Slurm, "slurm"},
    {ComputeTarget::Kubernetes, "kubernetes"},
}};

constexpr std::array<Tier, 2> kClusterTiers{Tier::Dedicated, Tier::LowPriority};
constexpr std::array<Tier, 2> kServerlessTiers{Tier::Dedicated, Tier::Spot};
constexpr std::array<Tier, 1> kScaleSetTiers{Tier::Dedicated};

} // namespace

std::string_view toString(ComputeTarget target)
{
    return nameOf(kTargetNames, target);
}

std::optional<ComputeTarget> computeTargetFromString(std::string_view text)
{
    return valueOf(kTargetNames, text);
}

std::span<const Tier> allowedTiers(ComputeTarget target)
{
    switch (target) {
    case ComputeTarget::Cluster:
        return kClusterTiers;
    case ComputeTarget::Serverless:
        return kServerlessTiers;
    case ComputeTarget::Slurm:
    case ComputeTarget::Kubernetes:
        return kScaleSetTiers;
    }
    return kClusterTiers;
}

bool tierAllowed(ComputeTarget target, Tier tier)
{
    const std::span<const Tier> tiers = allowedTiers(target);
    return std::find(tiers.begin(), tiers.end(), tier) != tiers.end();
}

std::optional<Tier> otherTier(ComputeTarget target, Tier tier)
{
    for (const Tier t : allowedTiers(target)) {
        if (t != tier) {
            return t;
        }
    }
    return std::nullopt;
}

bool isPreemptible(Tier tier)
{
    return tier == Tier::LowPriority || tier == Tier::Spot;
}

Tier quotaTier(Tier tier)
{
    return tier == Tier::Spot ? Tier::LowPriority : tier;
}

QuotaService quotaService(ComputeTarget target)
{
    return target == ComputeTarget::Slurm || target == ComputeTarget::Kubernetes ? QuotaService::Compute
                                                                                 : QuotaService::AzureMachineLearning;
}

std::string_view toString(QuotaService service)
{
    return service == QuotaService::Compute ? "compute" : "azure_machine_learning";
}

const Price *planPrice(const Catalog &catalog, std::string_view sku, std::string_view region, Tier tier,
                       std::string_view currency)
{
    if (tier != Tier::Spot) {
        return catalog.findPrice(sku, region, tier, currency);
    }
    // Today's catalog files Spot meters ("… Spot" in the Retail Prices API's skuName and meterName)
    // under low priority with kind Spot (data/import/PriceImport.cpp).
    if (const Price *spot = catalog.findPrice(sku, region, Tier::LowPriority, PriceKind::Spot, 0, currency)) {
        return spot;
    }
    if (const Price *spot = catalog.findPrice(sku, region, Tier::Spot, PriceKind::Spot, 0, currency)) {
        return spot;
    }
    return catalog.findPrice(sku, region, Tier::Spot, currency);
}

namespace {
constexpr std::array<std::pair<PlanPriceKind, std::string_view>, 3> kPlanPriceKindNames{{
    {PlanPriceKind::PayAsYouGo, "pay_as_you_go"},
    {PlanPriceKind::Reservation, "reservation"},
    {PlanPriceKind::SavingsPlan, "savings_plan"},
}};
} // namespace

std::string_view toString(PlanPriceKind kind)
{
    return nameOf(kPlanPriceKindNames, kind);
}

std::optional<PlanPriceKind> planPriceKindFromString(std::string_view text)
{
    return valueOf(kPlanPriceKindNames, text);
}

PriceKind catalogPriceKind(PlanPriceKind kind)
{
    switch (kind) {
    case PlanPriceKind::PayAsYouGo:
        return PriceKind::OnDemand;
    case PlanPriceKind::Reservation:
        return PriceKind::Reservation;
    case PlanPriceKind::SavingsPlan:
        return PriceKind::SavingsPlan;
    }
    return PriceKind::OnDemand;
}

const Price *planPrice(const Catalog &catalog, std::string_view sku, std::string_view region, Tier tier,
                       std::string_view currency, const PriceBasis &basis)
{
    if (!basis.isTermed()) {
        return planPrice(catalog, sku, region, tier, currency);
    }
    // Reservations and savings plans buy dedicated VMs only (model/catalog/CatalogRules.h).
    if (tier != Tier::Dedicated) {
        return nullptr;
    }
    return catalog.findPrice(sku, region, Tier::Dedicated, catalogPriceKind(basis.kind), basis.termYears, currency);
}

double discountedPrice(double pricePerNodeHour, const PriceBasis &basis)
{
    return pricePerNodeHour * (1.0 - basis.discountPercent / 100.0);
}

} // namespace capplan::model
