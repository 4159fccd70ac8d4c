// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/ArchitectureJson.h"

#include "data/Texts.h"
#include "model/plan/PlanFields.h"

#include <climits>
#include <cmath>
#include <set>
#include <variant>

namespace capplan::data {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;
using Arch = model::Architecture;

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString kindName(const json &value)
{
    switch (value.type()) {
    case json::value_t::null:
        return ArchitectureJson::tr("null");
    case json::value_t::boolean:
        return ArchitectureJson::tr("a boolean");
    case json::value_t::string:
        return ArchitectureJson::tr("a string");
    case json::value_t::array:
        return ArchitectureJson::tr("an array");
    case json::value_t::object:
        return ArchitectureJson::tr("an object");
    default:
        return ArchitectureJson::tr("a number");
    }
}

struct Reader {
    const json &value;
    const QString &path;
    Arch &record;

    // The first problem, or an empty string.
    QString operator()(std::monostate) const { return {}; }
    QString operator()(int Arch::*member) const
    {
        if (!value.is_number()) {
            return ArchitectureJson::tr("must be a number, not %1").arg(kindName(value));
        }
        const double v = value.get<double>();
        if (!std::isfinite(v) || v != std::floor(v) || v < INT_MIN || v > INT_MAX) {
            return ArchitectureJson::tr("must be a whole number (got %1)").arg(v, 0, 'g', 17);
        }
        record.*member = static_cast<int>(v);
        return {};
    }
    QString operator()(bool Arch::*member) const
    {
        if (!value.is_boolean()) {
            return ArchitectureJson::tr("must be true or false, not %1").arg(kindName(value));
        }
        record.*member = value.get<bool>();
        return {};
    }
    QString operator()(const model::ChoiceAccess<Arch> &choice) const
    {
        if (!value.is_string() || !choice.set(record, value.get<std::string>())) {
            return ArchitectureJson::tr("must be %1").arg(q(choice.names));
        }
        return {};
    }
    // The table has no other kinds for an architecture.
    template<class Other>
    QString operator()(const Other &) const
    {
        return ArchitectureJson::tr("is not valid");
    }
};

struct Writer {
    const model::BlockField<Arch> &row;
    const Arch &record;

    std::optional<ordered_json> operator()(std::monostate) const { return std::nullopt; }
    std::optional<ordered_json> operator()(int Arch::*member) const
    {
        if (row.write == model::WritePolicy::WhenNotDefault && record.*member == Arch{}.*member) {
            return std::nullopt;
        }
        return ordered_json(record.*member);
    }
    std::optional<ordered_json> operator()(bool Arch::*member) const
    {
        if (row.write == model::WritePolicy::WhenNotDefault && record.*member == Arch{}.*member) {
            return std::nullopt;
        }
        return ordered_json(record.*member);
    }
    std::optional<ordered_json> operator()(const model::ChoiceAccess<Arch> &choice) const
    {
        if (row.write == model::WritePolicy::WhenNotDefault && choice.get(record) == choice.get(Arch{})) {
            return std::nullopt;
        }
        return ordered_json(std::string(choice.get(record)));
    }
    template<class Other>
    std::optional<ordered_json> operator()(const Other &) const
    {
        return std::nullopt;
    }
};

} // namespace

Result<model::Architecture> ArchitectureJson::read(const json &object, const QString &path)
{
    if (!object.is_object()) {
        return Error{tr("must be an object, not %1").arg(kindName(object)), path};
    }
    std::set<std::string> allowed;
    for (const auto &row : model::architectureFields()) {
        allowed.insert(std::string(row.key));
    }
    for (const auto &item : object.items()) {
        if (allowed.count(item.key()) == 0) {
            return Error{tr("unknown field"), path + QLatin1Char('.') + QString::fromStdString(item.key())};
        }
    }
    Arch arch;
    for (const auto &row : model::architectureFields()) {
        const QString fieldPath = path + QLatin1Char('.') + q(row.key);
        const auto it = object.find(std::string(row.key));
        if (it == object.end()) {
            if (row.required) {
                return Error{tr("is missing"), fieldPath};
            }
            continue;
        }
        if (const QString problem = std::visit(Reader{*it, fieldPath, arch}, row.access); !problem.isEmpty()) {
            return Error{problem, fieldPath};
        }
    }
    const auto issues = model::validate(arch, path.toStdString());
    if (!issues.empty()) {
        return Error{Texts().issue(issues.front()), QString::fromStdString(issues.front().path)};
    }
    return arch;
}

ordered_json ArchitectureJson::write(const model::Architecture &architecture)
{
    ordered_json out = ordered_json::object();
    for (const auto &row : model::architectureFields()) {
        if (auto value = std::visit(Writer{row, architecture}, row.access)) {
            out[std::string(row.key)] = std::move(*value);
        }
    }
    return out;
}

} // namespace capplan::data
