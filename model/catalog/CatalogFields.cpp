// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/CatalogFields.h"

#include <algorithm>
#include <charconv>
#include <iterator>

// The labels are translated by the views (context kSizeFactContext); see model/plan/PlanFields.cpp.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace capplan::model {

namespace {

// Units are in the keys and the members: GiB of memory (Azure states GiB), Gb/s of network,
// GB/s of NVLink and bus bandwidth (the two keys ending _gbps predate the naming rule of
// docs/design.md and hold GB/s), dense BF16 and FP8 TFLOP/s per GPU, GB/s of GPU memory bandwidth.
const SizeFactField kSizeFacts[] = {
    {"vcpus", &VmSize::vcpus, FactRule::Positive, 1, true, QT_TRANSLATE_NOOP("capplan::model::SizeFact", "vCPUs")},
    {"memory_gib", &VmSize::memoryGiB, FactRule::Positive, 1, true, QT_TRANSLATE_NOOP("capplan::model::SizeFact", "Memory"), "GiB"},
    {"gpu_model", &VmSize::gpuModel, FactRule::AnyText, 1, true, QT_TRANSLATE_NOOP("capplan::model::SizeFact", "GPU model")},
    {"gpus", &VmSize::gpusPerVm, FactRule::NonNegative, 1, true, QT_TRANSLATE_NOOP("capplan::model::SizeFact", "GPUs")},
    {"gpu_memory_gib", &VmSize::gpuMemoryGiB, FactRule::NonNegative, 1, true, QT_TRANSLATE_NOOP("capplan::model::SizeFact", "GPU memory"),
     "GiB"},
    {"bf16_tflops_per_gpu", &VmSize::bf16TflopsPerGpu, FactRule::NonNegative, 1, true,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "BF16 dense per GPU"), "TFLOP/s"},
    {"ib_gbps_per_gpu", &VmSize::ibGbpsPerGpu, FactRule::NonNegative, 1, true,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "InfiniBand per GPU"), "Gb/s"},
    {"ethernet_gbps_per_vm", &VmSize::ethernetGbpsPerVm, FactRule::NonNegative, 1, true,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "Ethernet per VM"), "Gb/s"},
    {"nvlink_gbps_per_gpu", &VmSize::nvlinkGBpsPerGpu, FactRule::NonNegative, 5, false,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "NVLink per GPU"), "GB/s"},
    {"measured_bus_gbps", &VmSize::measuredBusGBps, FactRule::NonNegative, 5, false,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "Measured bus bandwidth"), "GB/s"},
    {"fp8_tflops_per_gpu", &VmSize::fp8TflopsPerGpu, FactRule::NonNegative, 9, false,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "FP8 dense per GPU"), "TFLOP/s"},
    {"nvlink_domain_gpus", &VmSize::nvlinkDomainGpus, FactRule::NonNegative, 9, false,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "NVLink domain")},
    {"memory_bandwidth_gb_per_s", &VmSize::memoryBandwidthGBps, FactRule::NonNegative, 9, false,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "GPU memory bandwidth"), "GB/s"},
    {"collective_library", &VmSize::collectiveLibrary, FactRule::AnyText, 9, false,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "Collective library")},
    {"quota_family", &VmSize::quotaFamily, FactRule::AnyText, 1, true, QT_TRANSLATE_NOOP("capplan::model::SizeFact", "Quota family")},
    {"status", &VmSize::status, FactRule::AnyText, 1, true, QT_TRANSLATE_NOOP("capplan::model::SizeFact", "Status")},
    {"retirement_date", &VmSize::retirementDate, FactRule::IsoDateOrEmpty, 1, true,
     QT_TRANSLATE_NOOP("capplan::model::SizeFact", "Retirement date")},
};

template <class F>
decltype(auto) withFact(const VmSize &size, const SizeFactField &field, F &&f)
{
    return std::visit([&](auto member) -> decltype(auto) { return f(size.*member); }, field.member);
}

template <class F>
decltype(auto) withFact(VmSize &size, const SizeFactField &field, F &&f)
{
    return std::visit([&](auto member) -> decltype(auto) { return f(size.*member); }, field.member);
}

// The shortest text that reads back as the same double ("480", "0.5", "1979.5").
std::string shortest(double value)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

} // namespace

std::span<const SizeFactField> sizeFactFields()
{
    return kSizeFacts;
}

const SizeFactField *findSizeFact(std::string_view key)
{
    const auto it = std::find_if(std::begin(kSizeFacts), std::end(kSizeFacts),
                                 [key](const SizeFactField &f) { return f.key == key; });
    return it == std::end(kSizeFacts) ? nullptr : &*it;
}

const Provenance &provenanceOf(const VmSize &size, const SizeFactField &field)
{
    return withFact(size, field, [](const auto &fact) -> const Provenance & { return fact.provenance; });
}

Provenance &provenanceOf(VmSize &size, const SizeFactField &field)
{
    return withFact(size, field, [](auto &fact) -> Provenance & { return fact.provenance; });
}

std::optional<double> numberOf(const VmSize &size, const SizeFactField &field)
{
    return withFact(size, field, [](const auto &fact) -> std::optional<double> {
        using T = std::decay_t<decltype(fact.value)>;
        if constexpr (std::is_same_v<T, int> || std::is_same_v<T, double>) {
            return static_cast<double>(fact.value);
        } else {
            return std::nullopt;
        }
    });
}

std::string textOf(const VmSize &size, const SizeFactField &field)
{
    return withFact(size, field, [](const auto &fact) -> std::string {
        using T = std::decay_t<decltype(fact.value)>;
        if constexpr (std::is_same_v<T, std::string>) {
            return fact.value;
        } else if constexpr (std::is_same_v<T, SizeStatus>) {
            return std::string(toString(fact.value));
        } else if constexpr (std::is_same_v<T, int>) {
            return std::to_string(fact.value);
        } else {
            return shortest(fact.value);
        }
    });
}

void copyFact(VmSize &to, const VmSize &from, const SizeFactField &field)
{
    std::visit([&](auto member) { to.*member = from.*member; }, field.member);
}

bool sameValue(const VmSize &a, const VmSize &b, const SizeFactField &field)
{
    return std::visit([&](auto member) { return (a.*member).value == (b.*member).value; }, field.member);
}

std::vector<std::pair<std::string, Provenance>> VmSize::provenances() const
{
    std::vector<std::pair<std::string, Provenance>> out;
    for (const SizeFactField &field : kSizeFacts) {
        out.emplace_back(std::string(field.key), provenanceOf(*this, field));
    }
    return out;
}

} // namespace capplan::model
