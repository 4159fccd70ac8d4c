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

#include "model/Catalog.h"

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
// preemption rate and the time to regain capacity to both (model/Risk.h).
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

} // namespace capplan::model
