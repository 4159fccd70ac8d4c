// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/ModelLibrary.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capplan::model {

// Where a catalog value came from. `asOf` is an ISO date (yyyy-mm-dd): the day the value was last
// known to be right (for an imported value, the day of the import), which is what its age and
// staleness are measured from. A value nobody has confirmed against its source (the H200 v5
// price, for one) carries verified = false. Imported values also keep the moment of the import
// and the date the source itself gives (the Retail Prices API's effectiveStartDate); both stay
// empty for shipped and typed values. A source that gives only an approximate date (a price
// snapshot dated by its content to "about 2023-12") sets asOfApproximate: asOf then holds the
// first day of that month, ages and staleness are measured from it, and it is shown as
// "about 2023-12" (asOfMonth), never as a day.
struct Provenance {
    std::string source;
    std::string asOf;
    bool verified = true;
    std::string importedAt{};    // ISO 8601 UTC date and time, e.g. 2026-12-01T09:30:00Z
    std::string effectiveDate{}; // ISO date, e.g. 2024-03-01
    bool asOfApproximate = false;

    bool operator==(const Provenance &) const = default;
};

// Values older than this many days are marked stale unless the user chooses another age.
inline constexpr int kDefaultStaleAfterDays = 90;

// Whole days from one ISO date (yyyy-mm-dd, or the date part of an ISO date-time) to another;
// negative when `toIso` is earlier; nothing when either is not a valid date.
std::optional<long long> daysBetween(std::string_view fromIso, std::string_view toIso);
// True when the value's asOf is more than `maxAgeDays` days before `todayIso`, or when its age
// cannot be told (no or no valid asOf): a value of unknown age is treated as stale.
bool isStale(const Provenance &provenance, std::string_view todayIso, int maxAgeDays = kDefaultStaleAfterDays);
// The month of an approximate date ("2023-12" of "2023-12-01"); asOf itself when it is exact.
std::string_view asOfShown(const Provenance &provenance);

template<class T>
struct Fact {
    T value{};
    Provenance provenance;

    bool operator==(const Fact &) const = default;
};

enum class SizeStatus { Available, Preview, Retiring, Retired };

std::string_view toString(SizeStatus status);
std::optional<SizeStatus> sizeStatusFromString(std::string_view text);

// One Azure VM size. Units are in the names: GiB of memory, Gb/s of network, dense BF16
// TFLOP/s (without sparsity) per GPU. ibGbpsPerGpu == 0 means the size has no InfiniBand.
struct VmSize {
    std::string name; // ARM SKU name, e.g. Standard_ND96isr_H100_v5
    std::string series;
    Fact<int> vcpus;
    Fact<double> memoryGiB;
    Fact<std::string> gpuModel;
    Fact<int> gpusPerVm;
    Fact<double> gpuMemoryGiB;
    Fact<double> bf16TflopsPerGpu;
    Fact<double> ibGbpsPerGpu;
    Fact<double> ethernetGbpsPerVm;
    // The fabric model's in-VM figures (model/performance/Fabric.h), 0 where unknown: NVLink bandwidth per GPU
    // and direction (GB/s), and the all-reduce bus bandwidth nccl-tests measured inside one VM
    // (GB/s; ~479 on ND H100 v5 at 8 GB messages, ~232 on ND A100 v4).
    Fact<double> nvlinkGBpsPerGpu;
    Fact<double> measuredBusGBps;
    // The step-time model's figures (schema 9), 0 or empty where unknown: dense FP8 Tensor Core
    // peak per GPU (TFLOP/s; 0 = the GPU has no FP8 or no sourced figure), the number of GPUs one
    // NVLink / Infinity Fabric domain joins (8 on HGX boards, 72 on a GB200 NVL72 rack of 18 VMs,
    // 2 for NC80adis' NVLink pairs, 1 without NVLink), the GPU's memory bandwidth (GB/s) and the
    // collective library its framework runs ("NCCL", or "RCCL" on AMD Instinct).
    Fact<double> fp8TflopsPerGpu;
    Fact<int> nvlinkDomainGpus;
    Fact<double> memoryBandwidthGBps;
    Fact<std::string> collectiveLibrary;
    Fact<std::string> quotaFamily; // as `az vm list-usage` prints it, e.g. standardNDSH100v5Family
    Fact<SizeStatus> status;
    Fact<std::string> retirementDate; // ISO date, empty when none is announced

    bool hasInfiniBand() const { return ibGbpsPerGpu.value > 0.0; }
    double ibGbpsPerVm() const { return ibGbpsPerGpu.value * gpusPerVm.value; }
    // Retired by status, or because its announced retirement date is on or before `today`
    // (ISO dates compare correctly as strings).
    bool isRetiredOn(std::string_view todayIso) const;
    // Every fact with its key (model/catalog/CatalogFields.h), in the table's order.
    std::vector<std::pair<std::string, Provenance>> provenances() const;

    bool operator==(const VmSize &) const = default;
};

// How a plan's nodes are bought. An Azure ML cluster has dedicated and low-priority VMs; a
// serverless job has the Standard (dedicated) and Spot queues (model/plan/Compute.h, allowedTiers).
// Spot prices stay filed under the low-priority tier with PriceKind::Spot (below); a plan at tier
// Spot is priced from that row (model::planPrice), and its cores count against the low-priority
// quota (model::quotaTier).
enum class Tier { Dedicated, LowPriority, Spot };

std::string_view toString(Tier tier);
std::optional<Tier> tierFromString(std::string_view text);

// How a price is paid. Reservations and savings plans commit to a term of 1 or 3 years; their
// price is still stored per node-hour (a reservation's whole-term price divided by the hours in
// the term). Spot prices are filed under the low-priority tier, because Spot VMs draw on the
// same low-priority quota, but Azure ML clusters never use them (they are kept for reference).
enum class PriceKind { OnDemand, Spot, Reservation, SavingsPlan };

std::string_view toString(PriceKind kind);
std::optional<PriceKind> priceKindFromString(std::string_view text);

struct Price {
    std::string sku;
    std::string region; // ARM region name, e.g. eastus
    Tier tier = Tier::Dedicated;
    // ISO 4217 code of the price's currency, e.g. "USD", "EUR". A price in one currency never
    // stands in for another: prices are matched by currency (no conversion without a rate).
    std::string currency = "USD";
    Fact<double> perNodeHour; // Linux price of one VM for one hour, in `currency`
    PriceKind kind = PriceKind::OnDemand;
    int termYears = 0; // 1 or 3 for reservations and savings plans, 0 otherwise

    // The identity of a price in the catalog: one value per size, region, tier, kind, term and
    // currency (a EUR price sits beside the USD price of the same size, region and tier).
    bool sameKey(const Price &other) const
    {
        return sku == other.sku && region == other.region && tier == other.tier && kind == other.kind &&
               termYears == other.termYears && currency == other.currency;
    }

    bool operator==(const Price &) const = default;
};

// The currency a plan is in unless it names one (docs/design.md, "Money").
inline constexpr std::string_view kDefaultCurrency = "USD";
// Three ASCII capital letters, the shape of an ISO 4217 code ("USD", "EUR").
bool isCurrencyCode(std::string_view code);
// The currencies the Azure Retail Prices API answers in (its currencyCode parameter; Microsoft
// Learn, "Azure Retail Prices REST API overview", "Supported currencies").
inline constexpr std::string_view kRetailPriceCurrencies[] = {"USD", "AUD", "BRL", "CAD", "CHF", "CNY",
                                                              "DKK", "EUR", "GBP", "INR", "JPY", "KRW",
                                                              "NOK", "NZD", "RUB", "SEK", "TWD"};

// Whether a quota row counts one VM family's cores or the region's total.
enum class QuotaScope { Family, Regional };

std::string_view toString(QuotaScope scope);
std::optional<QuotaScope> quotaScopeFromString(std::string_view text);

// One quota counter of a subscription in a region, as `az vm list-usage` or
// `az ml compute list-usage` reports it. Cores are vCPUs: a GPU node counts by its vCPUs
// (docs/sources.md, s2-azureml-compute). Dedicated and low-priority cores are separate counters.
struct QuotaUsage {
    std::string region; // ARM region name
    QuotaScope scope = QuotaScope::Family;
    // As the source printed it, e.g. standardNDSH100v5Family or "Standard NDSH100v5 Family";
    // for regional totals "cores" or "lowPriorityCores". Matched through normalizeFamily().
    std::string family;
    Tier tier = Tier::Dedicated;
    std::optional<long long> currentValue; // cores in use; nothing when not known
    // Cores allowed; nothing when not known. A negative limit (Azure ML prints -1 for
    // low-priority families) means the counter has no limit of its own: only the regional total
    // caps it.
    std::optional<long long> limit;
    Provenance provenance;

    bool hasOwnLimit() const { return limit.has_value() && *limit >= 0; }
    bool sameKey(const QuotaUsage &other) const;

    bool operator==(const QuotaUsage &) const = default;
};

// The key under which quota family names match: Azure prints one family as
// "standardNDSH100v5Family" (az vm list-usage name.value), "Standard NDSH100v5 Family vCPUs"
// (its localizedValue) and "Standard NDSH100v5 Family" (Azure ML), and older families with a
// space before "Family" ("Standard NDASv4_A100 Family"). The key drops all whitespace, folds ASCII
// letters to lower case and drops one trailing "vcpus" (the localizedValue's unit); underscores,
// digits and every other character are kept, because they tell families apart (NDASv4_A100).
// So all of the above give "standardndsh100v5family".
std::string normalizeFamily(std::string_view family);

// A size the subscription cannot deploy in a region: `az vm list-skus --all` lists it there with a
// restriction of type "Location" (reasonCode NotAvailableForSubscription, or QuotaId when the
// subscription's offer excludes it). Microsoft Learn, "Resolve errors for SKU not available".
struct SizeRestriction {
    std::string sku;
    std::string region; // ARM region name
    std::string reason; // Azure's reasonCode, e.g. NotAvailableForSubscription
    Provenance provenance;

    bool operator==(const SizeRestriction &) const = default;
};

// Which inter-region price a copy between two regions pays: Azure bills data sent from one
// region to another by whether both lie on one continent ("Intra Continent Data Transfer Out")
// or not ("Inter Continent Data Transfer Out"), in the source region (Azure Retail Prices API,
// serviceName "Bandwidth", productName "Bandwidth Inter-Region"; model/catalog/Transfer.h).
enum class TransferScope { IntraContinent, InterContinent };

std::string_view toString(TransferScope scope); // "intra_continent", "inter_continent"
std::optional<TransferScope> transferScopeFromString(std::string_view text);

// One tier of an inter-region data-transfer price: from `tierMinimumGB` GB a month on, each GB
// sent out of `region` costs perGB (the Retail Prices API's tierMinimumUnits and retailPrice of
// a "1 GB" meter). A meter with several tiers is several rows; the first tier may be free (0).
// The default catalog ships none (no copy of the prices was found offline): they are imported
// from a Retail Prices page (docs/design.md, "Data-transfer prices").
struct TransferPrice {
    std::string region; // the source region (ARM name) the egress is billed in
    TransferScope scope = TransferScope::IntraContinent;
    std::string currency = "USD";
    double tierMinimumGB = 0.0; // the tier starts at this many GB (Retail Prices tierMinimumUnits)
    Fact<double> perGB;         // price per GB in `currency`, with provenance (source, as-of date, verified)

    // The identity of a tier in the catalog: region, scope, currency and where the tier starts.
    bool sameKey(const TransferPrice &o) const;
    bool operator==(const TransferPrice &) const = default;
};

struct Catalog {
    std::vector<VmSize> sizes;
    std::vector<Price> prices;
    std::vector<std::string> knownRegions; // ARM region names, e.g. eastus, swedencentral
    std::vector<QuotaUsage> quota;         // family counters and regional totals, per region and tier
    std::vector<SizeRestriction> restrictions; // sizes the subscription cannot deploy, per region
    // The model library (model/catalog/ModelLibrary.h): the shipped presets and the user's own, by name.
    std::vector<LibraryModel> models;
    // Inter-region data-transfer prices, tier by tier (imported only; model/catalog/Transfer.h prices a copy).
    std::vector<TransferPrice> transferPrices;

    // A region is known when the catalog lists it or has a price in it.
    bool isKnownRegion(std::string_view region) const;

    const VmSize *findSize(std::string_view name) const;
    // The on-demand (pay-as-you-go) price of the tier in a currency: what a plan pays by default.
    const Price *findPrice(std::string_view sku, std::string_view region, Tier tier, std::string_view currency) const;
    // Any price by its full key (Spot, reservation and savings-plan prices included).
    const Price *findPrice(std::string_view sku, std::string_view region, Tier tier, PriceKind kind, int termYears,
                           std::string_view currency) const;
    // The currencies the catalog has on-demand prices of a size, region and tier in, sorted.
    std::vector<std::string> priceCurrencies(std::string_view sku, std::string_view region, Tier tier) const;
    // The restriction of a size in a region, if the imported SKU list had one.
    const SizeRestriction *findRestriction(std::string_view sku, std::string_view region) const;
    // Regions that have at least one price, sorted; with a SKU, only that SKU's regions.
    std::vector<std::string> regions(std::string_view sku = {}) const;

    // The family counter of `family` (matched through normalizeFamily) in a region and tier.
    const QuotaUsage *findFamilyQuota(std::string_view region, std::string_view family, Tier tier) const;
    // The regional total of a tier: "cores" for dedicated, "lowPriorityCores" for low priority.
    const QuotaUsage *findRegionalQuota(std::string_view region, Tier tier) const;

    bool operator==(const Catalog &) const = default;
};

} // namespace capplan::model
