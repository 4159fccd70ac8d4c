// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `az vm list-usage` and `az ml compute list-usage` → quota counters (rules in Importers.h).
#include "data/import/ImportCommon.h"

#include <cctype>
#include <map>

namespace capplan::data::importing {

namespace {

using Utf8 = std::string;


bool icontains(std::string_view text, std::string_view part)
{
    if (part.size() > text.size()) {
        return false;
    }
    for (std::size_t i = 0; i + part.size() <= text.size(); ++i) {
        if (equalsIgnoringCase(text.substr(i, part.size()), part)) {
            return true;
        }
    }
    return false;
}

bool iendsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && equalsIgnoringCase(text.substr(text.size() - suffix.size()), suffix);
}

bool isBlank(char c)
{
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}

// Drops `word` (any case) from the end of `text` after trailing blanks; false when it is not there.
bool dropLastWord(std::string_view &text, std::string_view word)
{
    while (!text.empty() && isBlank(text.back())) {
        text.remove_suffix(1);
    }
    if (!iendsWith(text, word)) {
        return false;
    }
    text.remove_suffix(word.size());
    return true;
}

// "Standard NDSH100v5 Family Cluster Dedicated vCPUs" → "Standard NDSH100v5 Family": the suffix
// Azure ML adds to a family counter, i.e. [Cluster] [Dedicated | Low Priority | LowPriority]
// vCPUs, blanks between them and around. A scan from the end in linear time: a backtracking
// regex over adjacent \s* took cubic time and overflowed the stack on a name of 26,000 spaces.
Utf8 withoutClusterSuffix(const Utf8 &name)
{
    std::string_view text(name);
    if (!dropLastWord(text, "vCPUs")) {
        return name;
    }
    std::string_view rest = text;
    if (dropLastWord(rest, "Dedicated")) {
        text = rest;
    } else if (dropLastWord(rest, "Priority")) {
        std::string_view low = rest;
        if (dropLastWord(low, "Low")) {
            text = low;
        }
    }
    rest = text;
    // "Cluster" counts only as a word of its own: a blank must follow it.
    if (!rest.empty() && isBlank(rest.back()) && dropLastWord(rest, "Cluster")) {
        text = rest;
    }
    while (!text.empty() && isBlank(text.back())) {
        text.remove_suffix(1);
    }
    return Utf8(text);
}

// The key as az spells it, or as PowerShell does when only that is there.
const char *spelling(const json &object, const char *camelCase, const char *pascalCase)
{
    return object.contains(camelCase) || !object.contains(pascalCase) ? camelCase : pascalCase;
}

// Quota rows read so far, with duplicates settled: the same counter twice with the same numbers
// is skipped, with different numbers both are rejected.
class QuotaCollector {
public:
    explicit QuotaCollector(Context &context)
        : m_context(context)
    {
    }

    void add(const Input &input, const QString &path, model::QuotaUsage quota)
    {
        const Key k{quota.region, quota.scope, quota.tier,
                    quota.scope == model::QuotaScope::Regional ? Utf8() : model::normalizeFamily(quota.family)};
        const auto [it, inserted] = m_index.try_emplace(k, m_rows.size());
        if (inserted) {
            m_rows.push_back(Row{std::move(quota), input.name, path, true});
            return;
        }
        Row &earlier = m_rows[it->second];
        if (!earlier.alive) {
            m_context.reject(input, path, Importer::tr("conflicts with other items for the same quota"));
            return;
        }
        if (earlier.quota.currentValue == quota.currentValue && earlier.quota.limit == quota.limit) {
            m_context.skip("duplicate");
            return;
        }
        earlier.alive = false;
        const QString message = Importer::tr("%1 and %2 give different numbers for %3")
                                    .arg(earlier.path, path, quotaSubject(quota));
        m_context.reject(Input{earlier.file, {}, nullptr}, earlier.path, message);
        m_context.reject(input, path, message);
    }

    std::vector<model::QuotaUsage> take()
    {
        std::vector<model::QuotaUsage> out;
        for (Row &row : m_rows) {
            if (row.alive) {
                out.push_back(std::move(row.quota));
            }
        }
        return out;
    }

private:
    using Key = std::tuple<Utf8, model::QuotaScope, model::Tier, Utf8>;
    struct Row {
        model::QuotaUsage quota;
        QString file;
        QString path;
        bool alive;
    };

    Context &m_context;
    std::vector<Row> m_rows;
    std::map<Key, std::size_t> m_index;
};

// The region given on the command line or in the dialog, checked against the catalog.
Result<Utf8> optionRegion(const Context &context)
{
    const Utf8 region = armRegion(context.options.region.toStdString());
    if (!region.empty() && !context.current.isKnownRegion(region)) {
        return Error{Importer::tr("\"%1\" is not a region in the catalog").arg(context.options.region),
                     QStringLiteral("--region")};
    }
    return region;
}

// A counter's numbers: negative current values are never right; a negative limit is only
// meaningful as Azure ML's -1 (no limit of its own).
bool checkNumbers(Context &context, const Input &input, const QString &path, const char *currentField,
                  long long current, const char *limitField, long long limit, bool allowNoLimit)
{
    if (current < 0) {
        context.reject(input, fieldPath(path, currentField),
                       Importer::tr("must not be negative (got %1)").arg(current));
        return false;
    }
    if (limit < 0 && !(allowNoLimit && limit == -1)) {
        context.reject(input, fieldPath(path, limitField), Importer::tr("must not be negative (got %1)").arg(limit));
        return false;
    }
    return true;
}

} // namespace

Status importVmUsage(Context &context, const std::vector<Input> &inputs)
{
    constexpr const char *kSourceLabel = "az vm list-usage";
    const auto region = optionRegion(context);
    if (!region) {
        return region.error();
    }
    if (region.value().empty()) {
        // az vm list-usage prints no region at all: it must come from the user.
        return Error{Importer::tr("az vm list-usage output does not name its region; give the region it was run for "
                                  "(--location)"),
                     QStringLiteral("--region")};
    }
    QuotaCollector collector(context);
    const JsonItemReader::Target target{true, {}};
    for (const Input &input : inputs) {
        auto outcome = readItems(input, target, [&](std::size_t index, json &item) {
            const QString path = JsonItemReader::itemPath(target, index);
            requireObject(item, path);
            // az prints camelCase keys; PowerShell's Get-AzVMUsage | ConvertTo-Json the same
            // fields in PascalCase.
            const char *nameKey = spelling(item, "name", "Name");
            const QString namePath = fieldPath(path, nameKey);
            const auto nameIt = item.find(nameKey);
            if (nameIt == item.end()) {
                throw FieldError{namePath, Importer::tr("is missing")};
            }
            const json &name = requireObject(*nameIt, namePath);
            const Utf8 value = requireString(name, spelling(name, "value", "Value"), namePath);
            optionalString(name, spelling(name, "localizedValue", "LocalizedValue"), namePath);
            optionalString(item, "localName", path);
            const char *currentKey = spelling(item, "currentValue", "CurrentValue");
            const char *limitKey = spelling(item, "limit", "Limit");
            const long long current = requireCount(item, currentKey, path);
            const long long limit = requireCount(item, limitKey, path);

            model::QuotaUsage quota;
            quota.region = region.value();
            quota.family = value;
            if (equalsIgnoringCase(value, "cores")) {
                quota.scope = model::QuotaScope::Regional;
            } else if (equalsIgnoringCase(value, "lowPriorityCores")) {
                quota.scope = model::QuotaScope::Regional;
                quota.tier = model::Tier::LowPriority;
            } else if (iendsWith(value, "Family")) {
                // Family counters of the compute quota are dedicated cores; Spot and low-priority
                // VMs draw on the regional lowPriorityCores only.
                quota.scope = model::QuotaScope::Family;
            } else {
                context.skip("not_cores");
                return;
            }
            if (!checkNumbers(context, input, path, currentKey, current, limitKey, limit, false)) {
                return;
            }
            quota.currentValue = current;
            quota.limit = limit;
            quota.provenance = context.provenance(kSourceLabel, input);
            collector.add(input, path, std::move(quota));
        });
        if (!outcome) {
            return outcome.error();
        }
        if (!outcome.value().rest.is_array()) {
            return Error{Importer::tr("az vm list-usage -o json prints a JSON array, not %1")
                             .arg(typeName(outcome.value().rest)),
                         {}, input.name};
        }
    }
    diffQuota(context, collector.take());
    return Ok{};
}

Status importMlUsage(Context &context, const std::vector<Input> &inputs)
{
    constexpr const char *kSourceLabel = "az ml compute list-usage";
    const auto optionRegionResult = optionRegion(context);
    if (!optionRegionResult) {
        return optionRegionResult.error();
    }
    const Utf8 fallbackRegion = optionRegionResult.value();
    QuotaCollector collector(context);
    for (const Input &input : inputs) {
        // `az ml compute list-usage` prints an array in snake_case; the REST API (Usages - List,
        // MachineLearningServices 2022-10-01) and `az rest` print {"value": […]} in camelCase, and
        // a bare array of those is what a user keeps of it. The REST body names no workspace
        // location: the region comes from --region (the call is made per location).
        const bool envelope = firstJsonChar(input) == '{';
        const JsonItemReader::Target target = envelope ? JsonItemReader::Target{false, "value"}
                                                       : JsonItemReader::Target{true, {}};
        auto outcome = readItems(input, target, [&](std::size_t index, json &item) {
            const QString path = JsonItemReader::itemPath(target, index);
            requireObject(item, path);
            const Utf8 type = requireString(item, "type", path);
            const QString namePath = fieldPath(path, "name");
            const auto nameIt = item.find("name");
            if (nameIt == item.end()) {
                throw FieldError{namePath, Importer::tr("is missing")};
            }
            const json &name = requireObject(*nameIt, namePath);
            const Utf8 value = requireString(name, "value", namePath);
            optionalString(name, spelling(name, "localized_value", "localizedValue"), namePath);
            optionalString(item, "id", path);
            optionalString(item, "unit", path);
            const char *currentKey = spelling(item, "current_value", "currentValue");
            const long long current = requireCount(item, currentKey, path);
            const long long limit = requireCount(item, "limit", path);
            const auto location = optionalString(item, "aml_workspace_location", path);

            // The subscription's counters only: workspace and cluster rows break the same cores
            // down and would count them twice.
            if (icontains(type, "/workspaces/") || icontains(type, "/workspace/") || icontains(type, "/computes/")) {
                context.skip("breakdown");
                return;
            }
            model::QuotaUsage quota;
            quota.family = value;
            if (icontains(type, "/vmFamily/")) {
                quota.scope = model::QuotaScope::Family;
                // The type says which tier in newer outputs (…/vmFamily/lowPriorityCores/usages),
                // the name in older ones ("… Cluster LowPriority vCPUs").
                if (icontains(type, "lowPriorityCores")) {
                    quota.tier = model::Tier::LowPriority;
                } else if (icontains(type, "dedicatedCores")) {
                    quota.tier = model::Tier::Dedicated;
                } else if (icontains(value, "LowPriority") || icontains(value, "Low Priority")) {
                    quota.tier = model::Tier::LowPriority;
                } else if (icontains(value, "Dedicated")) {
                    quota.tier = model::Tier::Dedicated;
                } else {
                    context.reject(input, fieldPath(namePath, "value"),
                                   Importer::tr("cannot tell whether \"%1\" counts dedicated or low-priority cores")
                                       .arg(QString::fromStdString(value)));
                    return;
                }
                quota.family = withoutClusterSuffix(value);
            } else if (iendsWith(type, "/dedicatedCores/usages")) {
                quota.scope = model::QuotaScope::Regional;
            } else if (iendsWith(type, "/lowPriorityCores/usages")) {
                quota.scope = model::QuotaScope::Regional;
                quota.tier = model::Tier::LowPriority;
            } else {
                context.skip("not_cores");
                return;
            }
            Utf8 region = fallbackRegion;
            if (location && !location->empty()) {
                region = armRegion(*location);
                if (!context.current.isKnownRegion(region)) {
                    throw FieldError{fieldPath(path, "aml_workspace_location"),
                                     Importer::tr("\"%1\" is not a region in the catalog")
                                         .arg(QString::fromStdString(*location))};
                }
            }
            if (region.empty()) {
                throw FieldError{fieldPath(path, "aml_workspace_location"),
                                 Importer::tr("is missing and no region was given (--region)")};
            }
            quota.region = region;
            if (!checkNumbers(context, input, path, currentKey, current, "limit", limit, true)) {
                return;
            }
            quota.currentValue = current;
            quota.limit = limit;
            quota.provenance = context.provenance(kSourceLabel, input);
            collector.add(input, path, std::move(quota));
        });
        if (!outcome) {
            return outcome.error();
        }
        const json &rest = outcome.value().rest;
        if (envelope && !(rest.is_object() && rest.contains("value") && rest["value"].is_array())) {
            return Error{Importer::tr("a Usages REST body is an object with a \"value\" array; or run "
                                      "`az ml compute list-usage -o json`"),
                         {}, input.name};
        }
        if (!envelope && !rest.is_array()) {
            return Error{Importer::tr("az ml compute list-usage -o json prints a JSON array, not %1").arg(typeName(rest)),
                         {}, input.name};
        }
    }
    diffQuota(context, collector.take());
    return Ok{};
}

} // namespace capplan::data::importing
