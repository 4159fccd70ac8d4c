// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/Transfer.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <type_traits>
#include <utility>
#include <vector>

namespace capplan::model {

namespace {

constexpr std::string_view kNorthAmerica = "North America";
constexpr std::string_view kSouthAmerica = "South America";
constexpr std::string_view kEurope = "Europe";
constexpr std::string_view kAsia = "Asia";
constexpr std::string_view kOceania = "Oceania";
constexpr std::string_view kMiddleEast = "Middle East";
constexpr std::string_view kAfrica = "Africa";

// The default catalog's regions (data/resources/catalog/default_catalog.json, "regions") by
// continent. Geography from Microsoft Learn, "Azure regions list" (Geography and Physical
// location columns, https://learn.microsoft.com/azure/reliability/regions-list) and
// `az account list-locations` (metadata.geographyGroup: US, Canada, South America, Europe, UK,
// Middle East, Africa, Asia Pacific). "Asia Pacific" is split as the bandwidth price list splits
// it: Australia and New Zealand are Oceania, the rest Asia. Mexico and Canada are North America;
// Israel, Qatar and the UAE are Middle East. Sorted by name for the binary search.
constexpr std::array<std::pair<std::string_view, std::string_view>, 52> kRegionContinents{{
    {"australiacentral", kOceania},
    {"australiacentral2", kOceania},
    {"australiaeast", kOceania},
    {"australiasoutheast", kOceania},
    {"brazilsouth", kSouthAmerica},
    {"brazilsoutheast", kSouthAmerica},
    {"canadacentral", kNorthAmerica},
    {"canadaeast", kNorthAmerica},
    {"centralindia", kAsia},
    {"centralus", kNorthAmerica},
    {"eastasia", kAsia},
    {"eastus", kNorthAmerica},
    {"eastus2", kNorthAmerica},
    {"francecentral", kEurope},
    {"francesouth", kEurope},
    {"germanynorth", kEurope},
    {"germanywestcentral", kEurope},
    {"israelcentral", kMiddleEast},
    {"italynorth", kEurope},
    {"japaneast", kAsia},
    {"japanwest", kAsia},
    {"jioindiacentral", kAsia},
    {"jioindiawest", kAsia},
    {"koreacentral", kAsia},
    {"koreasouth", kAsia},
    {"mexicocentral", kNorthAmerica},
    {"newzealandnorth", kOceania},
    {"northcentralus", kNorthAmerica},
    {"northeurope", kEurope},
    {"norwayeast", kEurope},
    {"norwaywest", kEurope},
    {"polandcentral", kEurope},
    {"qatarcentral", kMiddleEast},
    {"southafricanorth", kAfrica},
    {"southafricawest", kAfrica},
    {"southcentralus", kNorthAmerica},
    {"southeastasia", kAsia},
    {"southindia", kAsia},
    {"spaincentral", kEurope},
    {"swedencentral", kEurope},
    {"switzerlandnorth", kEurope},
    {"switzerlandwest", kEurope},
    {"uaecentral", kMiddleEast},
    {"uaenorth", kMiddleEast},
    {"uksouth", kEurope},
    {"ukwest", kEurope},
    {"westcentralus", kNorthAmerica},
    {"westeurope", kEurope},
    {"westindia", kAsia},
    {"westus", kNorthAmerica},
    {"westus2", kNorthAmerica},
    {"westus3", kNorthAmerica},
}};

static_assert(std::is_sorted(kRegionContinents.begin(), kRegionContinents.end(),
                             [](const auto &a, const auto &b) { return a.first < b.first; }),
              "kRegionContinents must be sorted by region name");

} // namespace

std::optional<std::string_view> regionContinent(std::string_view armRegion)
{
    const auto it = std::lower_bound(kRegionContinents.begin(), kRegionContinents.end(), armRegion,
                                     [](const auto &entry, std::string_view name) { return entry.first < name; });
    if (it == kRegionContinents.end() || it->first != armRegion) {
        return std::nullopt;
    }
    return it->second;
}

std::optional<TransferScope> transferScope(std::string_view fromRegion, std::string_view toRegion)
{
    if (fromRegion == toRegion) {
        return std::nullopt;
    }
    const auto from = regionContinent(fromRegion);
    const auto to = regionContinent(toRegion);
    if (!from || !to) {
        return std::nullopt;
    }
    return *from == *to ? TransferScope::IntraContinent : TransferScope::InterContinent;
}

std::optional<TransferCost> transferCost(const Catalog &catalog, std::string_view fromRegion, std::string_view toRegion,
                                         double gigabytes, std::string_view currency)
{
    if (fromRegion == toRegion || !(gigabytes > 0.0)) {
        return std::nullopt;
    }
    TransferCost out;
    out.currency = std::string(currency);
    const auto scope = transferScope(fromRegion, toRegion);
    if (!scope || !std::isfinite(gigabytes)) {
        return out;
    }
    out.scope = *scope;
    std::vector<const TransferPrice *> tiers;
    for (const TransferPrice &p : catalog.transferPrices) {
        if (p.region == fromRegion && p.scope == *scope && p.currency == currency) {
            tiers.push_back(&p);
        }
    }
    std::sort(tiers.begin(), tiers.end(),
              [](const TransferPrice *a, const TransferPrice *b) { return a->tierMinimumGB < b->tierMinimumGB; });
    if (tiers.empty() || tiers.front()->tierMinimumGB > 0.0) {
        return out;
    }
    double cost = 0.0;
    bool verified = true;
    std::string oldest;
    bool unknownAge = false; // a tier without a date makes the cost's age unknown (isStale: stale)
    const TransferPrice *last = tiers.front();
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        const double start = tiers[i]->tierMinimumGB;
        if (gigabytes <= start && i > 0) {
            break;
        }
        const double end = i + 1 < tiers.size() ? std::min(gigabytes, tiers[i + 1]->tierMinimumGB) : gigabytes;
        cost += (end - start) * tiers[i]->perGB.value;
        last = tiers[i];
        verified = verified && tiers[i]->perGB.provenance.verified;
        const std::string &asOf = tiers[i]->perGB.provenance.asOf;
        unknownAge = unknownAge || asOf.empty();
        if (oldest.empty() || asOf < oldest) {
            oldest = asOf;
        }
    }
    out.priced = true;
    out.cost = cost;
    out.provenance = last->perGB.provenance;
    out.provenance.verified = verified;
    out.provenance.asOf = unknownAge ? std::string() : oldest;
    return out;
}

} // namespace capplan::model
