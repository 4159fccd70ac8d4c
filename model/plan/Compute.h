// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a plan runs and how its nodes are bought (docs/design.md, "Compute targets and
// launchers"). The source documents name four ways to run the same plan (docs/sources.md,
// s2-azureml-compute and s3-distribution-block): an Azure ML cluster (AmlCompute), a serverless
// Azure ML job, and — "for
// very large runs where you need custom schedulers, gang scheduling across hundreds of nodes or
// direct control of VM images" — Slurm on virtual machine scale sets (Azure CycleCloud Workspace
// for Slurm) or Kubernetes (AKS with the Kubeflow training operator).

#include "model/catalog/Catalog.h"

#include <optional>
#include <span>
#include <string_view>

namespace capplan::model {

enum class ComputeTarget { Cluster, Serverless, Slurm, Kubernetes };

std::string_view toString(ComputeTarget target); // "cluster", "serverless", "slurm", "kubernetes"
std::optional<ComputeTarget> computeTargetFromString(std::string_view text);

// The tiers a target can buy, the default first. A cluster has dedicated and low-priority VMs; a
// serverless job has the Standard (dedicated) and Spot queues ("Spot is a queue setting, not a
// substitute for InfiniBand", s2-azureml-compute); the Slurm and Kubernetes exports plan
// dedicated (regular-priority) scale-set VMs.
std::span<const Tier> allowedTiers(ComputeTarget target);
bool tierAllowed(ComputeTarget target, Tier tier);

// The tier the risk model compares the plan's with: the other tier the target offers, if any.
std::optional<Tier> otherTier(ComputeTarget target, Tier tier);

// Spot and low-priority capacity can be taken back at any time: the risk model applies the
// preemption rate and the time to regain capacity to both (model/risk/Risk.h).
bool isPreemptible(Tier tier);

// The quota counters a tier draws on. Azure ML serverless Spot jobs draw on the low-priority
// quota, as Spot VMs draw on the region's low-priority ("Total Regional Low-priority vCPUs")
// counter; the other tiers on their own.
Tier quotaTier(Tier tier);

// Which service's quota the target consumes. Clusters and serverless jobs draw on Azure ML quota
// (per VM family, in the workspace's region; `az ml compute list-usage`); VM scale sets for Slurm
// and AKS node pools draw on Compute (VM family) quota (`az vm list-usage`). The counters have
// the same shape; the quota request names the service to ask.
enum class QuotaService { AzureMachineLearning, Compute };
QuotaService quotaService(ComputeTarget target);
std::string_view toString(QuotaService service); // "azure_machine_learning", "compute"

// The catalog price a plan at `tier` pays: the on-demand price of the tier; for Spot, the Spot
// price of the size and region (PriceKind::Spot, filed under the low-priority tier, or a price a
// catalog files under tier Spot), in `currency` (prices are never converted). Nothing when the
// catalog has none.
const Price *planPrice(const Catalog &catalog, std::string_view sku, std::string_view region, Tier tier,
                       std::string_view currency);

// How a plan pays for its nodes (plan keys "price_kind", "price_term_years", "discount_percent"):
// pay-as-you-go (the tier's on-demand or Spot price, above), or a reservation or a savings plan of
// 1 or 3 years (dedicated VMs only; the catalog's per-node-hour rate of that kind and term, as the
// Retail Prices import stores it); and a negotiated discount in percent, 0 ≤ d < 100, taken off
// whatever price the plan uses, the catalog's or its own.
enum class PlanPriceKind { PayAsYouGo, Reservation, SavingsPlan };

std::string_view toString(PlanPriceKind kind); // "pay_as_you_go", "reservation", "savings_plan"
std::optional<PlanPriceKind> planPriceKindFromString(std::string_view text);

struct PriceBasis {
    PlanPriceKind kind = PlanPriceKind::PayAsYouGo;
    int termYears = 0;            // 1 or 3 for a reservation or savings plan, else 0
    double discountPercent = 0.0; // 0 ≤ d < 100

    // Pay-as-you-go without a discount: what every plan paid before price kinds existed.
    bool isDefault() const { return kind == PlanPriceKind::PayAsYouGo && discountPercent == 0.0; }
    bool isTermed() const { return kind != PlanPriceKind::PayAsYouGo; }
    bool operator==(const PriceBasis &) const = default;
};

// The catalog price kind a plan's kind reads (OnDemand for pay-as-you-go).
PriceKind catalogPriceKind(PlanPriceKind kind);

// The one place a plan's catalog price is picked: pay-as-you-go as above; a reservation or savings
// plan, the row of that kind and term under the dedicated tier (nothing at another tier, or when
// the catalog has none). The discount is not applied here: discountedPrice().
const Price *planPrice(const Catalog &catalog, std::string_view sku, std::string_view region, Tier tier,
                       std::string_view currency, const PriceBasis &basis);

// price × (1 − discount / 100): what the plan pays per node-hour at its basis.
double discountedPrice(double pricePerNodeHour, const PriceBasis &basis);

} // namespace capplan::model
