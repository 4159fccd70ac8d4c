// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"

#include <optional>
#include <string>
#include <string_view>

namespace capplan::model {

// Inter-region data transfer: a plan whose dataset lives in another region than its cluster pays
// a one-time copy of the dataset, billed as egress in the dataset's (source) region at Azure's
// inter-region bandwidth price. Azure prices that egress by continent: "Intra Continent Data
// Transfer Out" when both regions lie on one continent, "Inter Continent Data Transfer Out"
// otherwise (Azure Retail Prices API, serviceName "Bandwidth", productName "Bandwidth
// Inter-Region"; https://azure.microsoft.com/pricing/details/bandwidth/, "Data transfer between
// Azure regions"). Traffic within one region is not billed as inter-region transfer.

// The continent Azure bills an inter-region copy by; nullopt for a region the table does not know.
// The table covers the public regions of the default catalog (docs/sources.md, "Region
// continents"): each region's geography as Microsoft Learn's "Azure regions list"
// (https://learn.microsoft.com/azure/reliability/regions-list) and `az account list-locations`
// (metadata.geographyGroup) give it, grouped into the continents of the bandwidth price list:
// North America, South America, Europe, Asia, Oceania, Middle East, Africa.
std::optional<std::string_view> regionContinent(std::string_view armRegion);

// Same region: nullopt (no transfer). Otherwise intra- or inter-continent; nullopt when a region's
// continent is unknown.
std::optional<TransferScope> transferScope(std::string_view fromRegion, std::string_view toRegion);

struct TransferCost {
    bool priced = false;
    double cost = 0.0;
    std::string currency;
    TransferScope scope{};
    // Of the tier the copy's last GB falls in; verified only when every tier used is, and as of
    // the oldest tier used (so the cost is as stale as its stalest price).
    Provenance provenance;
};

// The one-time cost of copying `gigabytes` from `fromRegion` to `toRegion` at the catalog's tiered
// prices in `currency` (each GB priced at the tier it falls in, billed in the source region).
// priced=false when the catalog has no such price or a continent is unknown; nullopt when
// from == to or gigabytes <= 0.
//
// Tiers are monthly volumes: the copy is priced as if it were the month's only inter-region
// transfer out of the source region. The lowest tier must start at 0 GB; a price list whose
// first tier starts later leaves the first GBs unpriced, and the cost is priced=false.
std::optional<TransferCost> transferCost(const Catalog &catalog, std::string_view fromRegion, std::string_view toRegion,
                                         double gigabytes, std::string_view currency);

} // namespace capplan::model
