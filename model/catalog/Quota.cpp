// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/Quota.h"

#include "model/plan/Compute.h"

#include <algorithm>
#include <tuple>

namespace capplan::model {

std::string_view toString(QuotaStatus status)
{
    switch (status) {
    case QuotaStatus::Enough:
        return "enough";
    case QuotaStatus::Shortfall:
        return "shortfall";
    case QuotaStatus::Unknown:
        return "unknown";
    }
    return "unknown";
}

long long quotaShortfall(long long used, long long needed, long long limit)
{
    return std::max(0LL, used + needed - limit);
}

QuotaCheck quotaFor(const Catalog &catalog, const VmSize &size, std::string_view region, Tier tier, int nodes)
{
    QuotaCheck check;
    check.family = size.quotaFamily.value;
    check.region = std::string(region);
    check.tier = tier;
    // A GPU node is counted by its vCPUs, not its GPUs (docs/sources.md, s2-azureml-compute).
    check.coresNeeded = static_cast<long long>(std::max(nodes, 0)) * size.vcpus.value;

    // Spot draws on the low-priority counters (model/plan/Compute.h, quotaTier).
    const Tier counters = quotaTier(tier);
    bool familyKnown = false;
    if (const QuotaUsage *family = catalog.findFamilyQuota(region, size.quotaFamily.value, counters)) {
        check.familyUsed = family->currentValue;
        if (family->hasOwnLimit()) {
            check.familyLimit = family->limit;
        } else if (family->limit.has_value()) {
            check.familyUnlimited = true;
        }
        if (check.familyUsed && check.familyLimit) {
            check.familyShortfall = quotaShortfall(*check.familyUsed, check.coresNeeded, *check.familyLimit);
        }
        familyKnown = check.familyShortfall.has_value() || check.familyUnlimited;
    }
    bool regionalKnown = false;
    if (const QuotaUsage *total = catalog.findRegionalQuota(region, counters)) {
        check.regionalUsed = total->currentValue;
        if (total->hasOwnLimit()) {
            check.regionalLimit = total->limit;
        }
        if (check.regionalUsed && check.regionalLimit) {
            check.regionalShortfall = quotaShortfall(*check.regionalUsed, check.coresNeeded, *check.regionalLimit);
            regionalKnown = true;
        }
    }

    if (check.familyShortfall || check.regionalShortfall) {
        check.shortfall = std::max(check.familyShortfall.value_or(0), check.regionalShortfall.value_or(0));
    }
    const bool bindingKnown = counters == Tier::Dedicated ? familyKnown : regionalKnown;
    if (check.shortfall && *check.shortfall > 0) {
        check.status = QuotaStatus::Shortfall;
    } else if (bindingKnown) {
        check.status = QuotaStatus::Enough;
    } else {
        check.status = QuotaStatus::Unknown;
    }
    return check;
}

QuotaCounters quotaCounters(const Catalog &catalog, const VmSize &size, std::string_view region, Tier tier)
{
    const QuotaCheck check = quotaFor(catalog, size, region, tier, 0);
    return QuotaCounters{check.familyUsed, check.familyLimit, check.regionalUsed, check.regionalLimit};
}

QuotaRequestLine quotaRequestLine(Tier tier, bool usedByPlan, long long nodeCores, long long headroomCores,
                                  const QuotaCounters &counters)
{
    QuotaRequestLine line;
    line.tier = tier;
    line.usedByPlan = usedByPlan;
    line.counters = counters;
    if (!usedByPlan) {
        return line;
    }
    line.nodeCores = nodeCores;
    line.headroomCores = headroomCores;
    line.requestedCores = nodeCores + headroomCores;
    // The limit has to cover what is in use already plus the new cluster (docs/sources.md,
    // s2-azureml-compute: clusters and compute instances share the quota).
    if (counters.familyUsed) {
        line.requiredFamilyLimit = *counters.familyUsed + line.requestedCores;
        if (counters.familyLimit) {
            line.familyShortfall = quotaShortfall(*counters.familyUsed, line.requestedCores, *counters.familyLimit);
        }
    }
    if (counters.regionalUsed) {
        line.requiredRegionalLimit = *counters.regionalUsed + line.requestedCores;
        if (counters.regionalLimit) {
            line.regionalShortfall =
                quotaShortfall(*counters.regionalUsed, line.requestedCores, *counters.regionalLimit);
        }
    }
    if (line.familyShortfall || line.regionalShortfall) {
        line.shortfall = std::max(line.familyShortfall.value_or(0), line.regionalShortfall.value_or(0));
    }
    return line;
}

RegionComparison compareRegions(const Catalog &catalog, const VmSize &size, Tier tier, std::string_view currency,
                                int nodes, double wallClockHours, const PriceBasis &basis)
{
    RegionComparison out;
    out.currency = std::string(currency);
    std::vector<std::string> otherCurrency;
    for (const Price &price : catalog.prices) {
        // Spot: the Spot prices (model::planPrice); a reservation or savings plan: its dedicated
        // rows of the plan's term; every other tier: its on-demand price.
        const bool wanted =
            basis.isTermed() ? tier == Tier::Dedicated && price.tier == Tier::Dedicated &&
                                   price.kind == catalogPriceKind(basis.kind) && price.termYears == basis.termYears
            : tier == Tier::Spot
                ? price.kind == PriceKind::Spot && (price.tier == Tier::LowPriority || price.tier == Tier::Spot)
                : price.tier == tier && price.kind == PriceKind::OnDemand;
        if (price.sku != size.name || !wanted) {
            continue;
        }
        if (price.currency != currency) {
            otherCurrency.push_back(price.region);
            continue;
        }
        RegionOption option;
        option.region = price.region;
        option.currency = price.currency;
        option.pricePerNodeHour = discountedPrice(price.perNodeHour.value, basis);
        // cost = wall_clock_hours · n · price_per_node_hour (docs/design.md, "The plan file")
        option.cost = wallClockHours * nodes * option.pricePerNodeHour;
        option.quota = quotaFor(catalog, size, price.region, tier, nodes);
        if (const SizeRestriction *r = catalog.findRestriction(size.name, price.region)) {
            option.restriction = r->reason;
        }
        out.options.push_back(std::move(option));
    }
    std::sort(out.options.begin(), out.options.end(), [](const RegionOption &a, const RegionOption &b) {
        return std::tie(a.cost, a.region) < std::tie(b.cost, b.region);
    });
    // A region with a price in the plan's currency is compared; one priced only otherwise is named.
    std::sort(otherCurrency.begin(), otherCurrency.end());
    otherCurrency.erase(std::unique(otherCurrency.begin(), otherCurrency.end()), otherCurrency.end());
    for (std::string &region : otherCurrency) {
        const bool compared = std::any_of(out.options.begin(), out.options.end(),
                                          [&](const RegionOption &o) { return o.region == region; });
        if (!compared) {
            out.otherCurrencyRegions.push_back(std::move(region));
        }
    }
    const auto it = std::find_if(out.options.begin(), out.options.end(),
                                 [](const RegionOption &o) {
                                     return o.quota.status == QuotaStatus::Enough && o.restriction.empty();
                                 });
    if (it != out.options.end()) {
        out.cheapestWithQuota = it->region;
    }
    return out;
}

} // namespace capplan::model
