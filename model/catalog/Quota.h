// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/plan/Compute.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capplan::model {

// Whether the imported quota covers a plan: enough, short by some cores, or not known.
enum class QuotaStatus { Enough, Shortfall, Unknown };

std::string_view toString(QuotaStatus status);

// The quota a plan needs and what the catalog knows about it (docs/sources.md, s2-azureml-compute:
// "Azure counts dedicated cores per VM family per region, plus a regional total"; a GPU node counts
// by its vCPUs, and low-priority capacity has its own quota).
struct QuotaCheck {
    std::string family; // the size's quota family as the catalog names it
    std::string region;
    Tier tier = Tier::Dedicated;
    long long coresNeeded = 0; // nodes × vCPUs per node

    // The family counter: usage and limit where imported. familyUnlimited: a counter exists but
    // has no limit of its own (Azure ML's -1 for low-priority families).
    std::optional<long long> familyUsed;
    std::optional<long long> familyLimit;
    bool familyUnlimited = false;
    // The regional total of the tier ("cores" or "lowPriorityCores").
    std::optional<long long> regionalUsed;
    std::optional<long long> regionalLimit;

    // max(0, used + needed − limit) for each counter whose usage and limit are both known.
    std::optional<long long> familyShortfall;
    std::optional<long long> regionalShortfall;
    // The cores to ask for: the larger of the known shortfalls; nothing when neither is known.
    std::optional<long long> shortfall;
    // Shortfall when a known counter is short; otherwise Enough once the binding counter is
    // known (the family for dedicated plans, the regional total for low-priority ones), else
    // Unknown.
    QuotaStatus status = QuotaStatus::Unknown;
};

// max(0, used + needed − limit): how far a counter must be raised for `needed` more cores.
long long quotaShortfall(long long used, long long needed, long long limit);

// The quota check of `nodes` nodes of `size` in `region` at `tier`.
//
// Dedicated: the family counter binds (it is what `quota_exceeded` names); the regional total adds
// its own shortfall when imported. Low priority: the regional low-priority total binds; a family
// counter applies only when it has a limit of its own. The status is Unknown while the binding
// counter has not been imported, Shortfall when any known counter is short. Example
// (docs/sources.md, s2-azureml-compute): 4 × Standard_ND96isr_H100_v5 need 4 × 96 = 384 cores; with
// a limit of 200 and 8 in use the shortfall is 8 + 384 − 200 = 192.
QuotaCheck quotaFor(const Catalog &catalog, const VmSize &size, std::string_view region, Tier tier, int nodes);

// The counters a quota request is computed from: the family's and the tier's regional total,
// each where imported.
struct QuotaCounters {
    std::optional<long long> familyUsed;
    std::optional<long long> familyLimit; // nothing also when the family has no limit of its own
    std::optional<long long> regionalUsed;
    std::optional<long long> regionalLimit;

    bool operator==(const QuotaCounters &) const = default;
};

// The counters quotaFor() reads for a size's family in a region and tier.
QuotaCounters quotaCounters(const Catalog &catalog, const VmSize &size, std::string_view region, Tier tier);

// One tier of a quota request to Azure support: the cores to ask for and the limits they need.
// The same arithmetic as quotaFor(), so the request and the Quota tab agree: the shortfall is the
// larger of the family's and the regional total's (docs/sources.md, s2-azureml-compute: "Azure
// counts dedicated cores per VM family per region, plus a regional total").
struct QuotaRequestLine {
    Tier tier = Tier::Dedicated;
    bool usedByPlan = false;      // the plan's own tier; the other tier asks for nothing
    long long nodeCores = 0;      // nodes · vCPUs per node, for the plan's tier
    long long headroomCores = 0;  // asked for on top, for the plan's tier
    long long requestedCores = 0; // nodeCores + headroomCores
    QuotaCounters counters;
    std::optional<long long> requiredFamilyLimit;   // family used + requested, when the usage is known
    std::optional<long long> requiredRegionalLimit; // regional used + requested, when known
    std::optional<long long> familyShortfall;       // max(0, used + requested − limit), when both known
    std::optional<long long> regionalShortfall;
    std::optional<long long> shortfall; // the larger of the known shortfalls

    bool operator==(const QuotaRequestLine &) const = default;
};

QuotaRequestLine quotaRequestLine(Tier tier, bool usedByPlan, long long nodeCores, long long headroomCores,
                                  const QuotaCounters &counters);

// One region of a region comparison.
struct RegionOption {
    std::string region;
    std::string currency;
    double pricePerNodeHour = 0.0;
    double cost = 0.0; // wall-clock hours × nodes × price per node-hour (docs/design.md)
    QuotaCheck quota;
    // The reason the subscription cannot deploy the size here (imported from az vm list-skus),
    // empty when none is known; such a region is never named the cheapest with quota.
    std::string restriction;
};

struct RegionComparison {
    std::vector<RegionOption> options; // cheapest first; equal costs by region name
    // The cheapest region, not restricted, whose quota is known to be enough; nothing when none is.
    std::optional<std::string> cheapestWithQuota;
    std::string currency; // of every option: the plan's
    // Regions priced only in other currencies (costs in different currencies do not compare, and
    // nothing is converted): named, not compared.
    std::vector<std::string> otherCurrencyRegions;
};

// For `nodes` nodes of `size` running `wallClockHours`: every region with a price at `tier` in
// `currency` of the plan's basis (on-demand, or the reservation or savings plan of its term), its
// cost at that price less the basis' discount, and its quota status.
RegionComparison compareRegions(const Catalog &catalog, const VmSize &size, Tier tier, std::string_view currency,
                                int nodes, double wallClockHours, const PriceBasis &basis = {});

} // namespace capplan::model
