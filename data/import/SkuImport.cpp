// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `az vm list-skus --resource-type virtualMachines -o json` → VM sizes (rules in Importers.h).
#include "data/import/ImportCommon.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>

namespace capplan::data::importing {

namespace {

using Utf8 = std::string;

constexpr const char *kSourceLabel = "az vm list-skus";

// What one list-skus entry says about a size.
struct SkuFacts {
    Utf8 name;
    Utf8 family;
    int vcpus = 0;
    double memoryGiB = 0.0;
    int gpus = 0;
    // RdmaEnabled: True (InfiniBand), False (none), or not listed (the file does not say).
    std::optional<bool> rdma;

    bool sameFacts(const SkuFacts &o) const
    {
        return family == o.family && vcpus == o.vcpus && memoryGiB == o.memoryGiB && gpus == o.gpus && rdma == o.rdma;
    }
};

double capabilityNumber(const Utf8 &text, const QString &path, bool whole)
{
    double value = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < 0.0 ||
        (whole && (value != std::floor(value) || value > 1e6))) {
        throw FieldError{path, whole ? Importer::tr("must be a whole number (got \"%1\")").arg(QString::fromStdString(text))
                                     : Importer::tr("must be a number (got \"%1\")").arg(QString::fromStdString(text))};
    }
    return value;
}

SkuFacts readSku(const json &item, const QString &path)
{
    SkuFacts facts;
    facts.name = requireString(item, "name", path);
    facts.family = requireString(item, "family", path);
    const QString capsPath = fieldPath(path, "capabilities");
    const auto caps = item.find("capabilities");
    if (caps == item.end()) {
        throw FieldError{capsPath, Importer::tr("is missing")};
    }
    if (!caps->is_array()) {
        throw FieldError{capsPath, Importer::tr("must be an array, not %1").arg(typeName(*caps))};
    }
    bool sawVcpus = false;
    bool sawMemory = false;
    for (std::size_t i = 0; i < caps->size(); ++i) {
        const QString capPath = capsPath + QStringLiteral("[%1]").arg(i);
        const json &cap = requireObject((*caps)[i], capPath);
        const Utf8 name = requireString(cap, "name", capPath);
        const Utf8 value = requireString(cap, "value", capPath);
        const QString valuePath = fieldPath(capPath, "value");
        if (name == "vCPUs") {
            facts.vcpus = static_cast<int>(capabilityNumber(value, valuePath, true));
            sawVcpus = true;
        } else if (name == "MemoryGB") {
            // list-skus says GB; the figures are GiB (900 for ND A100 v4), as Microsoft Learn's.
            facts.memoryGiB = capabilityNumber(value, valuePath, false);
            sawMemory = true;
        } else if (name == "GPUs") {
            facts.gpus = static_cast<int>(capabilityNumber(value, valuePath, true));
        } else if (name == "RdmaEnabled") {
            facts.rdma = value == "True" || value == "true";
        }
    }
    if (!sawVcpus) {
        throw FieldError{capsPath, Importer::tr("has no vCPUs capability")};
    }
    if (!sawMemory) {
        throw FieldError{capsPath, Importer::tr("has no MemoryGB capability")};
    }
    return facts;
}

// "standardNDSH100v5Family" → "NDSH100v5": a series name for a size the catalog did not have.
Utf8 seriesFromFamily(const Utf8 &family)
{
    Utf8 series = family;
    if (series.rfind("standard", 0) == 0 || series.rfind("Standard", 0) == 0) {
        series.erase(0, 8);
    }
    if (series.size() > 6 && series.ends_with("Family")) {
        series.resize(series.size() - 6);
    }
    while (!series.empty() && series.front() == ' ') {
        series.erase(0, 1);
    }
    while (!series.empty() && series.back() == ' ') {
        series.pop_back();
    }
    return series;
}

// The regions where a list-skus entry says the subscription cannot deploy the size: restrictions of
// type "Location" (Microsoft Learn, "Resolve errors for SKU not available": `az vm list-skus --all`
// prints them, e.g. {"type": "Location", "values": ["eastus"], "reasonCode":
// "NotAvailableForSubscription"}). Zone restrictions leave the region usable and are not kept.
std::vector<std::pair<Utf8, Utf8>> locationRestrictions(const json &item, const QString &path)
{
    std::vector<std::pair<Utf8, Utf8>> out; // region, reason
    const auto list = item.find("restrictions");
    if (list == item.end() || list->is_null()) {
        return out;
    }
    const QString listPath = fieldPath(path, "restrictions");
    if (!list->is_array()) {
        throw FieldError{listPath, Importer::tr("must be an array, not %1").arg(typeName(*list))};
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const QString entryPath = listPath + QStringLiteral("[%1]").arg(i);
        const json &entry = requireObject((*list)[i], entryPath);
        if (!equalsIgnoringCase(optionalString(entry, "type", entryPath).value_or(Utf8()), "Location")) {
            continue;
        }
        const Utf8 reason = optionalString(entry, "reasonCode", entryPath).value_or("NotAvailableForSubscription");
        const auto values = entry.find("values");
        if (values == entry.end() || !values->is_array()) {
            throw FieldError{fieldPath(entryPath, "values"), Importer::tr("must list the restricted locations")};
        }
        for (const json &value : *values) {
            if (value.is_string()) {
                out.emplace_back(armRegion(value.get<Utf8>()), reason.empty() ? Utf8("NotAvailableForSubscription") : reason);
            }
        }
    }
    return out;
}

struct SizeEntry {
    SkuFacts facts;
    QString file;
    QString path;
    Utf8 location;
};

} // namespace

Status importSkus(Context &context, const std::vector<Input> &inputs)
{
    std::map<Utf8, SizeEntry> entries; // by size name, in name order
    std::map<std::pair<Utf8, Utf8>, int> seenLocations;
    // Per size and region listed: the restriction's reason, or empty where it is listed without one.
    std::map<std::pair<Utf8, Utf8>, std::pair<Utf8, Utf8>> availability; // → reason, file
    for (const Input &input : inputs) {
        // `az vm list-skus` prints an array; `az rest` and the Resource SKUs REST API print the
        // body {"value": […]} (Resource Skus - List, api-version 2021-07-01).
        const bool envelope = firstJsonChar(input) == '{';
        const JsonItemReader::Target target = envelope ? JsonItemReader::Target{false, "value"}
                                                       : JsonItemReader::Target{true, {}};
        auto outcome = readItems(input, target, [&](std::size_t index, json &item) {
            const QString path = JsonItemReader::itemPath(target, index);
            requireObject(item, path);
            // The REST API and older CLIs print "virtualMachines" in other cases too.
            const Utf8 resourceType = requireString(item, "resourceType", path);
            if (!equalsIgnoringCase(resourceType, "virtualMachines")) {
                context.skip("not_vm");
                return;
            }
            const SkuFacts facts = readSku(item, path);
            Utf8 location;
            if (const auto locations = item.find("locations"); locations != item.end() && locations->is_array() &&
                                                               !locations->empty() && locations->front().is_string()) {
                location = armRegion(locations->front().get<Utf8>());
            }
            if (facts.gpus == 0 && context.current.findSize(facts.name) == nullptr) {
                context.skip("not_gpu");
                return;
            }
            if (!location.empty()) {
                availability.try_emplace({facts.name, location}, Utf8(), Utf8(input.name.toStdString()));
            }
            for (const auto &[region, reason] : locationRestrictions(item, path)) {
                availability[{facts.name, region}] = {reason, input.name.toStdString()};
            }
            // One size is listed once per location; the same location twice is a duplicate.
            if (seenLocations[{facts.name, location}]++ > 0) {
                context.skip("duplicate");
                return;
            }
            const auto [it, inserted] = entries.try_emplace(facts.name, SizeEntry{facts, input.name, path, location});
            if (!inserted && !it->second.facts.sameFacts(facts)) {
                context.reject(input, path,
                               Importer::tr("\"%1\" disagrees with %2 about its capabilities; the first is kept")
                                   .arg(QString::fromStdString(facts.name), it->second.path));
            }
        });
        if (!outcome) {
            return outcome.error();
        }
        const json &rest = outcome.value().rest;
        if (envelope && !(rest.is_object() && rest.contains("value") && rest["value"].is_array())) {
            return Error{Importer::tr("a Resource SKUs REST body is an object with a \"value\" array; or run "
                                      "`az vm list-skus -o json`"),
                         {}, input.name};
        }
        if (!envelope && !rest.is_array()) {
            return Error{Importer::tr("az vm list-skus -o json prints a JSON array, not %1").arg(typeName(rest)), {},
                         input.name};
        }
    }

    ImportPreview &preview = context.preview;
    for (const auto &named : entries) {
        // Named references, not a structured binding: clang before 16 cannot capture one.
        const auto &name = named.first;
        const auto &entry = named.second;
        const Input input{entry.file, {}, nullptr};
        const model::Provenance fromFile = context.provenance(kSourceLabel, input);
        const SkuFacts &f = entry.facts;
        const model::VmSize *existing = context.current.findSize(name);
        if (existing == nullptr) {
            // A new GPU size: what list-skus does not say stays unset and unverified, for the user.
            model::Provenance missing = fromFile;
            missing.verified = false;
            missing.source += " (not in the file; enter it)";
            model::VmSize size;
            size.name = name;
            size.series = seriesFromFamily(f.family);
            size.vcpus = {f.vcpus, fromFile};
            size.memoryGiB = {f.memoryGiB, fromFile};
            size.gpusPerVm = {f.gpus, fromFile};
            size.quotaFamily = {f.family, fromFile};
            size.status = {model::SizeStatus::Available, fromFile};
            size.retirementDate = {"", fromFile};
            size.gpuModel = {"", missing};
            size.gpuMemoryGiB = {0.0, missing};
            size.bf16TflopsPerGpu = {0.0, missing};
            size.ibGbpsPerGpu = {0.0, f.rdma.value_or(true) ? missing : fromFile};
            size.ethernetGbpsPerVm = {0.0, missing};
            PreviewRow row;
            row.action = ChangeAction::New;
            row.section = PreviewRow::Section::Size;
            row.subject = QString::fromStdString(name);
            row.newValue = QStringLiteral("%1 vCPUs, %2 GiB, %3 GPUs, %4")
                               .arg(f.vcpus)
                               .arg(plainNumber(f.memoryGiB))
                               .arg(f.gpus)
                               .arg(QString::fromStdString(f.family));
            preview.rows.push_back(row);
            ++preview.newCount;
            preview.sizes.push_back(std::move(size));
            continue;
        }
        model::VmSize size = *existing;
        int changes = 0;
        auto update = [&](const char *field, auto &fact, const auto &value, const QString &oldText,
                          const QString &newText, std::optional<double> oldNumber, std::optional<double> newNumber,
                          bool same) {
            if (same) {
                // Confirmed by the file: refresh where the value came from.
                fact.provenance = fromFile;
                return;
            }
            fact = {value, fromFile};
            PreviewRow row;
            row.action = ChangeAction::Changed;
            row.section = PreviewRow::Section::Size;
            row.subject = QString::fromStdString(name);
            row.field = QString::fromLatin1(field);
            row.oldValue = oldText;
            row.newValue = newText;
            row.oldNumber = oldNumber;
            row.newNumber = newNumber;
            preview.rows.push_back(row);
            ++preview.changedCount;
            ++changes;
        };
        update("vcpus", size.vcpus, f.vcpus, QString::number(existing->vcpus.value), QString::number(f.vcpus),
               existing->vcpus.value, f.vcpus, existing->vcpus.value == f.vcpus);
        update("memory_gib", size.memoryGiB, f.memoryGiB, plainNumber(existing->memoryGiB.value), plainNumber(f.memoryGiB),
               existing->memoryGiB.value, f.memoryGiB, existing->memoryGiB.value == f.memoryGiB);
        update("gpus", size.gpusPerVm, f.gpus, QString::number(existing->gpusPerVm.value), QString::number(f.gpus),
               existing->gpusPerVm.value, f.gpus, existing->gpusPerVm.value == f.gpus);
        // Family names that differ only in case or spacing are the same family.
        update("quota_family", size.quotaFamily, f.family, QString::fromStdString(existing->quotaFamily.value),
               QString::fromStdString(f.family), std::nullopt, std::nullopt,
               model::normalizeFamily(existing->quotaFamily.value) == model::normalizeFamily(f.family));
        if (f.rdma.has_value() && !*f.rdma && existing->ibGbpsPerGpu.value > 0.0) {
            // No RDMA means no InfiniBand; with RDMA the bandwidth is not in the file and stays,
            // and so it does when the file does not list RdmaEnabled at all.
            update("ib_gbps_per_gpu", size.ibGbpsPerGpu, 0.0, plainNumber(existing->ibGbpsPerGpu.value),
                   QStringLiteral("0"), existing->ibGbpsPerGpu.value, 0.0, false);
        }
        if (changes == 0) {
            PreviewRow row;
            row.action = ChangeAction::Unchanged;
            row.section = PreviewRow::Section::Size;
            row.subject = QString::fromStdString(name);
            preview.rows.push_back(row);
            ++preview.unchangedCount;
        }
        preview.sizes.push_back(std::move(size));
    }

    // Restrictions: a new one, one lifted (the size is listed there without one), or as before.
    for (const auto &[key, value] : availability) {
        const auto &[sku, region] = key;
        const auto &[reason, file] = value;
        const model::SizeRestriction *old = context.current.findRestriction(sku, region);
        if (reason.empty() && old == nullptr) {
            continue; // available, as far as the catalog knew
        }
        const Input input{QString::fromStdString(file), {}, nullptr};
        model::SizeRestriction restriction{sku, region, reason, context.provenance(kSourceLabel, input)};
        PreviewRow row;
        row.section = PreviewRow::Section::Size;
        row.subject = QStringLiteral("%1 %2").arg(QString::fromStdString(sku), QString::fromStdString(region));
        row.field = QStringLiteral("restriction");
        row.oldValue = old ? QString::fromStdString(old->reason) : QString();
        row.newValue = QString::fromStdString(reason);
        if (reason.empty()) {
            row.action = ChangeAction::Removed;
            ++preview.removedCount;
        } else if (old == nullptr) {
            row.action = ChangeAction::New;
            ++preview.newCount;
        } else if (old->reason != reason) {
            row.action = ChangeAction::Changed;
            ++preview.changedCount;
        } else {
            row.action = ChangeAction::Unchanged;
            ++preview.unchangedCount;
        }
        preview.rows.push_back(row);
        preview.restrictions.push_back(std::move(restriction));
    }
    return Ok{};
}

} // namespace capplan::data::importing
