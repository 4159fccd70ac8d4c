// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/CatalogRules.h"

#include "data/import/ImportPreview.h"
#include "data/Result.h"
#include "model/catalog/Catalog.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace capplan::data {

// Turns the files Azure's own tools print into a preview of what would change in the catalog,
// so the catalog can be kept current. Nothing is written here: CatalogStore::applyImport()
// writes a preview once the user confirms.
//
// Every file is decoded first (UTF-8 with or without a byte-order mark, UTF-16 with one, the
// colour codes of `az -o jsonc` removed; JsonItemReader), and az's table, YAML and TSV output
// is refused with what to do instead.
//
// Prices (Azure Retail Prices API pages: {"BillingCurrency", "Items": [...], "NextPageLink",
// "Count"}; one page or many, as files of their own, one after another in one file, or in an
// array; or items without a page, in an array or one after another): streamed item by item. An
// empty page is an import of nothing. Only Linux prices of Virtual Machines are
// kept: an item whose productName contains "Windows" or " Win" is Windows and is skipped, as are
// DevTestConsumption items; both are counted. Sizes are matched by armSkuName only. Consumption
// items are on-demand dedicated, or low-priority when skuName ends " Low Priority", or Spot
// (filed under the low-priority tier) when it ends " Spot". Reservation items price the whole
// 1- or 3-year term in retailPrice although unitOfMeasure says "1 Hour"; they are stored per
// hour: price / (8,760 h × years), Azure's 730 hours a month. savingsPlan entries of dedicated
// on-demand items are hourly rates already and are stored as savings-plan prices of their term.
// Zero, negative and implausibly large (> 1e9 per hour) prices are rejected with a reason; prices
// of sizes the catalog lacks are rejected too, one reason per size with the number of prices.
// The same price twice is skipped as a duplicate; two different prices for one size, region,
// tier, kind and term keep the later effectiveStartDate, or are both rejected on the same date.
//
// Prices of serviceName "Bandwidth" in the same pages are inter-region data-transfer prices,
// tier by tier (PriceImport.cpp, TransferCollector): productName containing "Inter-Region" with
// meterName "Intra Continent Data Transfer Out" or "Inter Continent Data Transfer Out"; other
// Bandwidth meters (internet egress, "Rtn Preference: MGN") are skipped and counted. A tier may be
// free; negative prices and units other than "1 GB" are rejected.
//
// Quota (`az vm list-usage`): a root array of {currentValue, limit, name: {value,
// localizedValue}, localName?}; numbers as integers or strings. PowerShell's
// `Get-AzVMUsage | ConvertTo-Json` prints the same fields in PascalCase (CurrentValue, Limit,
// Name: {Value, LocalizedValue}), read alike. name.value "cores" and
// "lowPriorityCores" are the regional totals, values ending in "Family" are dedicated family
// counters, anything else (availability sets, disks …) is skipped. The file never names its
// region: ImportOptions::region must.
//
// Quota (`az ml compute list-usage`): a root array of {id, aml_workspace_location, type, unit,
// current_value, limit, name: {value, localized_value}}. Types ending "/dedicatedCores/usages"
// and "/lowPriorityCores/usages" are the regional totals; "/vmFamily/" types are family
// counters, low priority when the type or the name says LowPriority ("Standard NC Family
// Cluster LowPriority vCPUs"), dedicated when it says Dedicated; the family is the name without
// " Cluster Dedicated vCPUs" / " Cluster LowPriority vCPUs". Per-workspace and per-cluster
// breakdowns (types with /workspaces/, /computes/) are skipped. A limit of -1 means no limit of
// its own. The region is aml_workspace_location, else ImportOptions::region.
//
// Sizes (`az vm list-skus --resource-type virtualMachines`): a root array of {name, family,
// resourceType, capabilities: [{name, value}], locations, …}. vCPUs, MemoryGB and GPUs update
// the catalog's sizes, family becomes the quota family, RdmaEnabled False removes InfiniBand
// bandwidth. GPU sizes the catalog lacks are added with GPU model, GPU memory, TFLOP/s and
// bandwidths unset and unverified, for the user to enter; sizes without GPUs that the catalog
// lacks are skipped. One size listed for several locations is one size.
//
// Catalog: a capacity-planner.catalog document (CatalogJson) that replaces the whole catalog.
class Importer {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::Importer)

public:
    // Hours in a year of a reservation term: Azure prices a month as 730 hours (730 × 12).
    static constexpr double kHoursPerYear = 8760.0;
    // Larger hourly prices are rejected as implausible (in any currency): the catalog's rule.
    static constexpr double kMaxPricePerHour = model::kMaxPricePerHour;
    // Larger prices per GB of data transfer are rejected as implausible (in any currency; Azure's
    // are cents of a dollar, a few hundred won or yen at most).
    static constexpr double kMaxTransferPricePerGB = 10000.0;

    // Reads `files` of one kind and compares them with `current`; changes nothing. A file that
    // cannot be used (not JSON, cut short, wrong shape, wrong types, missing fields, keys given
    // twice, numbers out of range, unknown region) is an Error naming the file, the item and the
    // field; single items with bad values are only rejected, in the preview.
    static Result<ImportPreview> preview(ImportKind kind, const QStringList &files, const model::Catalog &current,
                                         const ImportOptions &options = {});
    // The same for content already in memory: (file name, bytes) pairs.
    static Result<ImportPreview> previewBytes(ImportKind kind, const std::vector<std::pair<QString, QByteArray>> &inputs,
                                              const model::Catalog &current, const ImportOptions &options = {});

    // The text of a skip code ("windows" → "Windows prices").
    static QString skipReason(const QString &code);
};

} // namespace capplan::data
