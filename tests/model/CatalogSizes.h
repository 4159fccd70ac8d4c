// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <map>
#include <string>

namespace capplan::tests {

// The VM sizes of the shipped default catalog (data/resources/catalog/default_catalog.json), read
// with QtCore so that model tests follow the catalog instead of copying its numbers.
inline std::map<std::string, model::VmSize> catalogSizes()
{
    std::map<std::string, model::VmSize> out;
    QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/data/resources/catalog/default_catalog.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return out;
    }
    const QJsonArray sizes = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("sizes")).toArray();
    for (const QJsonValue &v : sizes) {
        const QJsonObject o = v.toObject();
        model::VmSize s;
        s.name = o.value(QStringLiteral("name")).toString().toStdString();
        s.series = o.value(QStringLiteral("series")).toString().toStdString();
        s.vcpus.value = o.value(QStringLiteral("vcpus")).toInt();
        s.gpuModel.value = o.value(QStringLiteral("gpu_model")).toString().toStdString();
        s.gpusPerVm.value = o.value(QStringLiteral("gpus")).toInt();
        s.gpuMemoryGiB.value = o.value(QStringLiteral("gpu_memory_gib")).toDouble();
        s.bf16TflopsPerGpu.value = o.value(QStringLiteral("bf16_tflops_per_gpu")).toDouble();
        s.ibGbpsPerGpu.value = o.value(QStringLiteral("ib_gbps_per_gpu")).toDouble();
        s.ethernetGbpsPerVm.value = o.value(QStringLiteral("ethernet_gbps_per_vm")).toDouble();
        s.nvlinkGBpsPerGpu.value = o.value(QStringLiteral("nvlink_gbps_per_gpu")).toDouble();
        s.measuredBusGBps.value = o.value(QStringLiteral("measured_bus_gbps")).toDouble();
        s.fp8TflopsPerGpu.value = o.value(QStringLiteral("fp8_tflops_per_gpu")).toDouble();
        s.nvlinkDomainGpus.value = o.value(QStringLiteral("nvlink_domain_gpus")).toInt();
        s.memoryBandwidthGBps.value = o.value(QStringLiteral("memory_bandwidth_gb_per_s")).toDouble();
        s.collectiveLibrary.value = o.value(QStringLiteral("collective_library")).toString().toStdString();
        out[s.name] = s;
    }
    return out;
}

} // namespace capplan::tests
