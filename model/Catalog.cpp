// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Catalog.h"

#include <algorithm>
#include <array>

namespace capplan::model {

namespace {
constexpr std::array<std::pair<SizeStatus, std::string_view>, 4> kStatusNames{{
    {SizeStatus::Available, "available"},
    {SizeStatus::Preview, "preview"},
    {SizeStatus::Retiring, "retiring"},
    {SizeStatus::Retired, "retired"},
}};
constexpr std::array<std::pair<Tier, std::string_view>, 2> kTierNames{{
    {Tier::Dedicated, "dedicated"},
    {Tier::LowPriority, "low_priority"},
}};
} // namespace

std::string_view toString(SizeStatus status)
{
    for (const auto &[value, name] : kStatusNames) {
        if (value == status) {
            return name;
        }
    }
    return "available";
}

std::optional<SizeStatus> sizeStatusFromString(std::string_view text)
{
    for (const auto &[value, name] : kStatusNames) {
        if (name == text) {
            return value;
        }
    }
    return std::nullopt;
}

std::string_view toString(Tier tier)
{
    for (const auto &[value, name] : kTierNames) {
        if (value == tier) {
            return name;
        }
    }
    return "dedicated";
}

std::optional<Tier> tierFromString(std::string_view text)
{
    for (const auto &[value, name] : kTierNames) {
        if (name == text) {
            return value;
        }
    }
    return std::nullopt;
}

bool VmSize::isRetiredOn(std::string_view todayIso) const
{
    if (status.value == SizeStatus::Retired) {
        return true;
    }
    return !retirementDate.value.empty() && !todayIso.empty() && retirementDate.value <= todayIso;
}

std::vector<std::pair<std::string, Provenance>> VmSize::provenances() const
{
    return {
        {"vcpus", vcpus.provenance},
        {"memory_gib", memoryGiB.provenance},
        {"gpu_model", gpuModel.provenance},
        {"gpus", gpusPerVm.provenance},
        {"gpu_memory_gib", gpuMemoryGiB.provenance},
        {"bf16_tflops_per_gpu", bf16TflopsPerGpu.provenance},
        {"ib_gbps_per_gpu", ibGbpsPerGpu.provenance},
        {"ethernet_gbps_per_vm", ethernetGbpsPerVm.provenance},
        {"quota_family", quotaFamily.provenance},
        {"status", status.provenance},
        {"retirement_date", retirementDate.provenance},
    };
}

const VmSize *Catalog::findSize(std::string_view name) const
{
    const auto it = std::find_if(sizes.begin(), sizes.end(), [&](const VmSize &s) { return s.name == name; });
    return it == sizes.end() ? nullptr : &*it;
}

const Price *Catalog::findPrice(std::string_view sku, std::string_view region, Tier tier) const
{
    const auto it = std::find_if(prices.begin(), prices.end(), [&](const Price &p) {
        return p.sku == sku && p.region == region && p.tier == tier;
    });
    return it == prices.end() ? nullptr : &*it;
}

bool Catalog::isKnownRegion(std::string_view region) const
{
    return std::find(knownRegions.begin(), knownRegions.end(), region) != knownRegions.end() ||
           std::any_of(prices.begin(), prices.end(), [&](const Price &p) { return p.region == region; });
}

std::vector<std::string> Catalog::regions(std::string_view sku) const
{
    std::vector<std::string> out;
    for (const Price &p : prices) {
        if (sku.empty() || p.sku == sku) {
            out.push_back(p.region);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace capplan::model
