// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capplan::model {

// Where a catalog value came from. `asOf` is an ISO date (yyyy-mm-dd); a value nobody has
// confirmed against its source (the H200 v5 price, for one) carries verified = false.
struct Provenance {
    std::string source;
    std::string asOf;
    bool verified = true;

    bool operator==(const Provenance &) const = default;
};

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
    Fact<std::string> quotaFamily; // as `az vm list-usage` prints it, e.g. standardNDSH100v5Family
    Fact<SizeStatus> status;
    Fact<std::string> retirementDate; // ISO date, empty when none is announced

    bool hasInfiniBand() const { return ibGbpsPerGpu.value > 0.0; }
    double ibGbpsPerVm() const { return ibGbpsPerGpu.value * gpusPerVm.value; }
    // Retired by status, or because its announced retirement date is on or before `today`
    // (ISO dates compare correctly as strings).
    bool isRetiredOn(std::string_view todayIso) const;
    // Every fact with its field name as used in plan and catalog files, for provenance checks.
    std::vector<std::pair<std::string, Provenance>> provenances() const;

    bool operator==(const VmSize &) const = default;
};

// Azure ML cluster tiers. Spot prices belong to serverless jobs and VMs, not to clusters.
enum class Tier { Dedicated, LowPriority };

std::string_view toString(Tier tier);
std::optional<Tier> tierFromString(std::string_view text);

struct Price {
    std::string sku;
    std::string region; // ARM region name, e.g. eastus
    Tier tier = Tier::Dedicated;
    std::string currency = "USD";
    Fact<double> perNodeHour; // pay-as-you-go Linux price of one VM for one hour

    bool operator==(const Price &) const = default;
};

struct Catalog {
    std::vector<VmSize> sizes;
    std::vector<Price> prices;
    std::vector<std::string> knownRegions; // ARM region names, e.g. eastus, swedencentral

    // A region is known when the catalog lists it or has a price in it.
    bool isKnownRegion(std::string_view region) const;

    const VmSize *findSize(std::string_view name) const;
    const Price *findPrice(std::string_view sku, std::string_view region, Tier tier) const;
    // Regions that have at least one price, sorted; with a SKU, only that SKU's regions.
    std::vector<std::string> regions(std::string_view sku = {}) const;
};

} // namespace capplan::model
