// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/PlanFile.h"

#include "data/InputFiles.h"

#include "data/Texts.h"
#include "data/formats/ArchitectureJson.h"
#include "data/formats/JsonTextDecoder.h"
#include "data/import/HfConfigJson.h"
#include "model/plan/PlanFields.h"
#include "model/performance/Stack.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <climits>
#include <limits>
#include <set>
#include <span>
#include <variant>

namespace capplan::data {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;
// Unqualified return types: lupdate reads "std::string f()" as a member of a class "std" and then
// files the strings below it under the wrong translation context.
using Utf8 = std::string;
using Workload = model::Workload;
using Spec = model::PlanSpec;
using ModelChoice = model::ModelChoice;
using EfficiencyPoints = std::map<int, double>;
using LineColumn = std::pair<int, int>;


QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// Thrown inside the parser, turned into an Error with the field's path at the top.
struct FieldError {
    QString path;
    QString message;
};

QString join(const QString &parent, const std::string &key)
{
    return parent.isEmpty() ? q(key) : parent + QLatin1Char('.') + q(key);
}

QString typeName(const json &value)
{
    switch (value.type()) {
    case json::value_t::null:
        return PlanFile::tr("null");
    case json::value_t::boolean:
        return PlanFile::tr("a boolean");
    case json::value_t::string:
        return PlanFile::tr("a string");
    case json::value_t::array:
        return PlanFile::tr("an array");
    case json::value_t::object:
        return PlanFile::tr("an object");
    default:
        return PlanFile::tr("a number");
    }
}

void requireObject(const json &value, const QString &path)
{
    if (!value.is_object()) {
        throw FieldError{path, PlanFile::tr("must be an object, not %1").arg(typeName(value))};
    }
}

// Every key of `object` must be in `allowed`; the first unknown one is reported with its path.
void rejectUnknown(const json &object, const std::set<std::string> &allowed, const QString &path)
{
    for (const auto &item : object.items()) {
        if (allowed.count(item.key()) == 0) {
            throw FieldError{join(path, item.key()), PlanFile::tr("unknown field")};
        }
    }
}

double number(const json &value, const QString &path)
{
    if (!value.is_number()) {
        throw FieldError{path, PlanFile::tr("must be a number, not %1").arg(typeName(value))};
    }
    const double v = value.get<double>();
    if (!std::isfinite(v)) {
        throw FieldError{path, PlanFile::tr("must be a finite number")};
    }
    return v;
}

double positive(const json &value, const QString &path)
{
    const double v = number(value, path);
    if (v <= 0.0) {
        throw FieldError{path, PlanFile::tr("must be greater than zero (got %1)").arg(v)};
    }
    return v;
}

double nonNegative(const json &value, const QString &path)
{
    const double v = number(value, path);
    if (v < 0.0) {
        throw FieldError{path, PlanFile::tr("must not be negative (got %1)").arg(v)};
    }
    return v;
}

int wholeNumber(const json &value, const QString &path)
{
    const double v = number(value, path);
    if (v != std::floor(v) || v < INT_MIN || v > INT_MAX) {
        throw FieldError{path, PlanFile::tr("must be a whole number (got %1)").arg(v, 0, 'g', 17)};
    }
    return static_cast<int>(v);
}

Utf8 text(const json &value, const QString &path)
{
    if (!value.is_string()) {
        throw FieldError{path, PlanFile::tr("must be a string, not %1").arg(typeName(value))};
    }
    return value.get<std::string>();
}

const json &required(const json &object, const char *key, const QString &parent)
{
    const auto it = object.find(key);
    if (it == object.end()) {
        throw FieldError{join(parent, key), PlanFile::tr("is missing")};
    }
    return *it;
}

// With a model (`modelGivesParameters`), the MFU form is {"tokens", "mfu"}: the parameters are the
// model's.
Workload parseWorkload(const json &w, bool modelGivesParameters, bool layoutGivesRate)
{
    const QString path = QStringLiteral("workload");
    requireObject(w, path);
    rejectUnknown(w, {"gpu_hours", "tokens", "tokens_per_gpu_second", "parameters", "mfu"}, path);
    if (layoutGivesRate && w.contains("tokens") && w.size() == 1) {
        // Version 3 with a model: the step-time model gives the rate (mfu 0 here).
        return model::TokenMfuWorkload{positive(w["tokens"], QStringLiteral("workload.tokens")), 0.0, 0.0};
    }
    const bool hasGpuHours = w.contains("gpu_hours");
    const bool hasRate = w.contains("tokens_per_gpu_second");
    const bool hasMfu = w.contains("parameters") || w.contains("mfu");
    const int forms = int(hasGpuHours) + int(hasRate) + int(hasMfu);
    if (forms == 0 && !w.contains("tokens")) {
        throw FieldError{path, PlanFile::tr("needs one of: gpu_hours; tokens + tokens_per_gpu_second; tokens + parameters + mfu")};
    }
    if (forms > 1) {
        throw FieldError{path, PlanFile::tr("gives more than one workload form; use exactly one of: gpu_hours; tokens + "
                                  "tokens_per_gpu_second; tokens + parameters + mfu")};
    }
    if (hasGpuHours) {
        if (w.contains("tokens")) {
            throw FieldError{QStringLiteral("workload.tokens"), PlanFile::tr("cannot be combined with gpu_hours")};
        }
        return model::GpuHoursWorkload{positive(w["gpu_hours"], QStringLiteral("workload.gpu_hours"))};
    }
    const double tokens = positive(required(w, "tokens", path), QStringLiteral("workload.tokens"));
    if (hasRate) {
        return model::TokenRateWorkload{
            tokens, positive(w["tokens_per_gpu_second"], QStringLiteral("workload.tokens_per_gpu_second"))};
    }
    if (!hasMfu) {
        if (modelGivesParameters) {
            throw FieldError{QStringLiteral("workload.mfu"),
                             PlanFile::tr("is missing (or give tokens_per_gpu_second instead; the model gives the "
                                          "parameters)")};
        }
        throw FieldError{QStringLiteral("workload.tokens_per_gpu_second"),
                         PlanFile::tr("is missing (or give parameters + mfu instead)")};
    }
    const double parameters = modelGivesParameters && !w.contains("parameters")
                                  ? 0.0
                                  : positive(required(w, "parameters", path), QStringLiteral("workload.parameters"));
    const double mfu = positive(required(w, "mfu", path), QStringLiteral("workload.mfu"));
    if (mfu > 1.0) {
        throw FieldError{QStringLiteral("workload.mfu"), PlanFile::tr("must be a fraction in (0, 1] (got %1)").arg(mfu)};
    }
    return model::TokenMfuWorkload{tokens, parameters, mfu};
}

EfficiencyPoints parseEfficiency(const json &scaling)
{
    const QString path = QStringLiteral("scaling");
    requireObject(scaling, path);
    rejectUnknown(scaling, {"model", "efficiency"}, path);
    const json &eff = required(scaling, "efficiency", path);
    const QString effPath = QStringLiteral("scaling.efficiency");
    requireObject(eff, effPath);
    if (eff.empty()) {
        throw FieldError{effPath, PlanFile::tr("needs at least one node count")};
    }
    std::map<int, double> out;
    for (const auto &item : eff.items()) {
        const QString itemPath = join(effPath, item.key());
        bool ok = false;
        const int nodes = q(item.key()).toInt(&ok);
        // Only the plain spelling: "02" or " 2" would silently merge with "2".
        ok = ok && QString::number(nodes) == q(item.key());
        if (!ok || nodes < 1 || nodes > model::kMaxNodes) {
            throw FieldError{itemPath, PlanFile::tr("the key must be a node count from 1 to %1").arg(model::kMaxNodes)};
        }
        const double e = number(item.value(), itemPath);
        if (e <= 0.0 || e > 1.0) {
            throw FieldError{itemPath, PlanFile::tr("efficiency must be in (0, 1] (got %1)").arg(e)};
        }
        out[nodes] = e;
    }
    return out;
}

bool boolean(const json &value, const QString &path)
{
    if (!value.is_boolean()) {
        throw FieldError{path, PlanFile::tr("must be true or false, not %1").arg(typeName(value))};
    }
    return value.get<bool>();
}

std::map<std::string, std::string> stringMap(const json &value, const QString &path)
{
    requireObject(value, path);
    std::map<std::string, std::string> out;
    for (const auto &item : value.items()) {
        out[item.key()] = text(item.value(), join(path, item.key()));
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Blocks read and written from their field tables (model/plan/PlanFields.h)

using model::ReadCheck;
using model::WritePolicy;

QString emptyMessage(model::PlanField field)
{
    switch (field) {
    case model::PlanField::Size:
        return PlanFile::tr("must name a VM size");
    case model::PlanField::Region:
        return PlanFile::tr("must name a region");
    default:
        return PlanFile::tr("must not be empty");
    }
}

// A number read from the file, checked as the row says.
double checkedNumber(const json &value, const QString &path, ReadCheck check)
{
    switch (check) {
    case ReadCheck::Positive:
        return positive(value, path);
    case ReadCheck::NonNegative:
        return nonNegative(value, path);
    case ReadCheck::Fraction: {
        const double v = positive(value, path);
        if (v > 1.0) {
            throw FieldError{path, PlanFile::tr("must be a fraction in (0, 1] (got %1)").arg(v)};
        }
        return v;
    }
    default:
        return number(value, path);
    }
}

// The value of a key that may name a field of a nested object ("low_priority.regain_hours").
const json *lookup(const json &object, std::string_view key)
{
    const std::size_t dot = key.find('.');
    if (dot == std::string_view::npos) {
        const auto it = object.find(std::string(key));
        return it == object.end() ? nullptr : &*it;
    }
    const auto outer = object.find(std::string(key.substr(0, dot)));
    if (outer == object.end() || !outer->is_object()) {
        return nullptr;
    }
    return lookup(*outer, key.substr(dot + 1));
}

// The keys the rows allow in the block at `prefix` ("" for the block itself, "low_priority" for a
// nested object), and the nested objects' names.
template <class R>
std::set<std::string> allowedKeys(std::span<const model::BlockField<R>> fields, std::string_view prefix)
{
    std::set<std::string> keys;
    for (const auto &f : fields) {
        std::string_view key = f.key;
        if (!prefix.empty()) {
            if (key.size() <= prefix.size() || key.substr(0, prefix.size()) != prefix || key[prefix.size()] != '.') {
                continue;
            }
            key.remove_prefix(prefix.size() + 1);
        }
        keys.insert(std::string(key.substr(0, key.find('.'))));
    }
    return keys;
}

// Every nested object a block's rows name must be an object with only the rows' keys.
template <class R>
void checkNested(const json &object, std::span<const model::BlockField<R>> fields, const QString &path)
{
    std::set<std::string> nested;
    for (const auto &f : fields) {
        const std::size_t dot = f.key.find('.');
        if (dot != std::string_view::npos) {
            nested.insert(std::string(f.key.substr(0, dot)));
        }
    }
    for (const std::string &name : nested) {
        const auto it = object.find(name);
        if (it == object.end()) {
            continue;
        }
        const QString nestedPath = join(path, name);
        requireObject(*it, nestedPath);
        rejectUnknown(*it, allowedKeys(fields, name), nestedPath);
    }
}

template <class R>
struct FieldReader {
    const json &value;
    const QString &path;
    const model::BlockField<R> &row;
    R &record;

    void operator()(std::monostate) const {}
    // True when the value is the row's word ("never", "optimal"); a string that is not is an error.
    bool isWord() const
    {
        if (row.word.empty() || !value.is_string()) {
            return false;
        }
        if (value.get<std::string>() != row.word) {
            throw FieldError{path, PlanFile::tr("must be a number of hours or \"%1\"").arg(q(std::string(row.word)))};
        }
        return true;
    }
    void operator()(double R::*member) const
    {
        // The word stands for +infinity ("never").
        record.*member = isWord() ? std::numeric_limits<double>::infinity()
                                  : checkedNumber(value, path, row.check) * row.scale;
    }
    void operator()(std::optional<double> R::*member) const
    {
        // The word stands for no value ("optimal").
        if (isWord()) {
            (record.*member).reset();
        } else {
            record.*member = checkedNumber(value, path, row.check) * row.scale;
        }
    }
    void operator()(int R::*member) const { record.*member = wholeNumber(value, path); }
    void operator()(bool R::*member) const { record.*member = boolean(value, path); }
    void operator()(std::string R::*member) const
    {
        record.*member = text(value, path);
        if (row.check == ReadCheck::NonEmpty && (record.*member).empty()) {
            throw FieldError{path, emptyMessage(row.field)};
        }
        if (row.check == ReadCheck::Currency && !model::isCurrencyCode(record.*member)) {
            throw FieldError{path, PlanFile::tr("must be a three-letter currency code such as USD or EUR (got \"%1\")")
                                       .arg(q(record.*member))};
        }
    }
    void operator()(std::uint64_t R::*member) const
    {
        if (!value.is_number_unsigned() && !(value.is_number_integer() && value.get<long long>() >= 0)) {
            throw FieldError{path, PlanFile::tr("must be a whole number from 0 to 2^64 - 1")};
        }
        record.*member = value.get<std::uint64_t>();
    }
    void operator()(std::map<std::string, std::string> R::*member) const { record.*member = stringMap(value, path); }
    // A list of names, or the row's word ("all") as its one item.
    void operator()(std::vector<std::string> R::*member) const
    {
        std::vector<std::string> names;
        if (!row.word.empty() && value.is_string()) {
            if (value.get<std::string>() != row.word) {
                throw FieldError{path, PlanFile::tr("must be a list of names or \"%1\"").arg(q(std::string(row.word)))};
            }
            names.emplace_back(row.word);
        } else {
            if (!value.is_array()) {
                throw FieldError{path, PlanFile::tr("must be a list of names, not %1").arg(typeName(value))};
            }
            for (std::size_t i = 0; i < value.size(); ++i) {
                const QString itemPath = path + QStringLiteral("[%1]").arg(i);
                names.push_back(text(value[i], itemPath));
                if (names.back().empty()) {
                    throw FieldError{itemPath, PlanFile::tr("must not be empty")};
                }
            }
        }
        record.*member = std::move(names);
    }
    void operator()(const model::ChoiceAccess<R> &choice) const
    {
        if (!choice.set(record, text(value, path))) {
            throw FieldError{path, PlanFile::tr("must be %1").arg(q(std::string(choice.names)))};
        }
    }
};

// Reads the rows' fields of `object` (a block at `path`) into `record`, in the rows' order; a
// field the file leaves out keeps the record's value. Unknown keys are errors.
template <class R>
void readBlock(const json &object, const QString &path, std::span<const model::BlockField<R>> fields, R &record,
               const std::set<std::string> &extraKeys = {})
{
    requireObject(object, path);
    std::set<std::string> allowed = allowedKeys(fields, {});
    allowed.insert(extraKeys.begin(), extraKeys.end());
    rejectUnknown(object, allowed, path);
    checkNested(object, fields, path);
    for (const auto &row : fields) {
        const QString fieldPath = join(path, std::string(row.key));
        const json *value = lookup(object, row.key);
        if (value == nullptr) {
            if (row.required) {
                throw FieldError{fieldPath, PlanFile::tr("is missing")};
            }
            continue;
        }
        std::visit(FieldReader<R>{*value, fieldPath, row, record}, row.access);
    }
}

// Whole numbers are written without a fraction so files stay readable (168, not 168.0).
ordered_json numberJson(double v)
{
    if (v == std::floor(v) && std::abs(v) < 9.0e15) {
        return ordered_json(static_cast<long long>(v));
    }
    return ordered_json(v);
}

template <class R>
struct FieldWriter {
    const model::BlockField<R> &row;
    const R &record;

    // The value to write, or null to leave the key out.
    std::optional<ordered_json> operator()(std::monostate) const { return std::nullopt; }
    std::optional<ordered_json> operator()(double R::*member) const
    {
        const double v = record.*member;
        if (!row.word.empty() && std::isinf(v)) {
            return ordered_json(std::string(row.word));
        }
        if ((row.write == WritePolicy::WhenPositive && v <= 0.0) ||
            (row.write == WritePolicy::WhenNotDefault && v == R{}.*member)) {
            return std::nullopt;
        }
        return numberJson(v / row.scale);
    }
    std::optional<ordered_json> operator()(std::optional<double> R::*member) const
    {
        const std::optional<double> &v = record.*member;
        if (!v) {
            return row.word.empty() ? std::nullopt : std::optional<ordered_json>(std::string(row.word));
        }
        return numberJson(*v / row.scale);
    }
    std::optional<ordered_json> operator()(int R::*member) const
    {
        if (row.write == WritePolicy::WhenNotDefault && record.*member == R{}.*member) {
            return std::nullopt;
        }
        return ordered_json(record.*member);
    }
    std::optional<ordered_json> operator()(bool R::*member) const
    {
        if (row.write == WritePolicy::WhenNotDefault && record.*member == R{}.*member) {
            return std::nullopt;
        }
        return ordered_json(record.*member);
    }
    std::optional<ordered_json> operator()(std::string R::*member) const
    {
        if (row.write == WritePolicy::WhenNotDefault && record.*member == R{}.*member) {
            return std::nullopt;
        }
        return ordered_json(record.*member);
    }
    std::optional<ordered_json> operator()(std::uint64_t R::*member) const { return ordered_json(record.*member); }
    std::optional<ordered_json> operator()(std::map<std::string, std::string> R::*member) const
    {
        return ordered_json(record.*member);
    }
    std::optional<ordered_json> operator()(std::vector<std::string> R::*member) const
    {
        const std::vector<std::string> &names = record.*member;
        if (row.write == WritePolicy::WhenNotDefault && names == R{}.*member) {
            return std::nullopt;
        }
        if (!row.word.empty() && names.size() == 1 && names.front() == row.word) {
            return ordered_json(std::string(row.word));
        }
        return ordered_json(names);
    }
    std::optional<ordered_json> operator()(const model::ChoiceAccess<R> &choice) const
    {
        if (row.write == WritePolicy::WhenNotDefault && choice.get(record) == choice.get(R{})) {
            return std::nullopt;
        }
        return ordered_json(std::string(choice.get(record)));
    }
};

// Writes one row's field into `object` (a nested key into its nested object).
template <class R>
void writeField(ordered_json &object, const model::BlockField<R> &row, const R &record)
{
    std::optional<ordered_json> value = std::visit(FieldWriter<R>{row, record}, row.access);
    if (!value) {
        return;
    }
    const std::size_t dot = row.key.find('.');
    if (dot == std::string_view::npos) {
        object[std::string(row.key)] = std::move(*value);
    } else {
        object[std::string(row.key.substr(0, dot))][std::string(row.key.substr(dot + 1))] = std::move(*value);
    }
}

template <class R>
ordered_json writeBlock(std::span<const model::BlockField<R>> fields, const R &record, ordered_json object = {})
{
    for (const auto &row : fields) {
        writeField(object, row, record);
    }
    return object;
}

std::vector<model::Measurement> parseMeasurements(const json &m)
{
    const QString path = QStringLiteral("measurements");
    if (!m.is_array()) {
        throw FieldError{path, PlanFile::tr("must be an array of measurements, not %1").arg(typeName(m))};
    }
    std::vector<model::Measurement> out;
    for (std::size_t i = 0; i < m.size(); ++i) {
        const QString itemPath = QStringLiteral("measurements[%1]").arg(i);
        requireObject(m[i], itemPath);
        rejectUnknown(m[i], {"nodes", "tokens_per_second", "mfu", "stack", "source"}, itemPath);
        model::Measurement point;
        point.nodes = wholeNumber(required(m[i], "nodes", itemPath), itemPath + QStringLiteral(".nodes"));
        // A measured rate, or a measured MFU that the plan's model turns into one: one of the two.
        if (m[i].contains("mfu")) {
            if (m[i].contains("tokens_per_second")) {
                throw FieldError{itemPath + QStringLiteral(".mfu"),
                                 PlanFile::tr("give tokens_per_second or mfu, not both")};
            }
            point.mfu = positive(m[i]["mfu"], itemPath + QStringLiteral(".mfu"));
        } else {
            point.tokensPerSecond =
                positive(required(m[i], "tokens_per_second", itemPath), itemPath + QStringLiteral(".tokens_per_second"));
        }
        // The stack it was measured on (an imported training log says it), and its provenance.
        if (m[i].contains("stack")) {
            const QString stackPath = itemPath + QStringLiteral(".stack");
            const std::string stack = text(m[i]["stack"], stackPath);
            if (!model::stackFromString(stack)) {
                throw FieldError{stackPath, PlanFile::tr("must be \"megatron\", \"fsdp\" or \"deepspeed\"")};
            }
            point.stack = stack;
        }
        if (m[i].contains("source")) {
            const QString sourcePath = itemPath + QStringLiteral(".source");
            point.source = text(m[i]["source"], sourcePath);
            if (point.source.size() > 1000) {
                throw FieldError{sourcePath, PlanFile::tr("must be at most 1000 characters")};
            }
        }
        out.push_back(point);
    }
    return out;
}

// The scaling block: the efficiency table, or the fabric model's inputs.
void parseScaling(const json &scaling, int version, Spec &spec)
{
    const QString path = QStringLiteral("scaling");
    requireObject(scaling, path);
    const bool fabric =
        scaling.contains("model") && text(scaling["model"], QStringLiteral("scaling.model")) == std::string("fabric");
    if (scaling.contains("model") && !fabric &&
        text(scaling["model"], QStringLiteral("scaling.model")) != std::string("table")) {
        throw FieldError{QStringLiteral("scaling.model"), PlanFile::tr("must be \"table\" or \"fabric\"")};
    }
    if (scaling.contains("model") && version < 2) {
        throw FieldError{QStringLiteral("scaling.model"),
                         PlanFile::tr("needs plan version 2 or later (the file says version %1)").arg(version)};
    }
    if (fabric) {
        model::FabricJob job;
        readBlock(scaling, path, model::fabricFields(), job, {"model"});
        spec.fabric = job;
        spec.efficiency.clear();
    } else {
        spec.efficiency = parseEfficiency(scaling);
    }
}

std::vector<int> parseNodes(const json &nodes)
{
    if (!nodes.is_array()) {
        throw FieldError{QStringLiteral("nodes"), PlanFile::tr("must be an array of node counts, not %1").arg(typeName(nodes))};
    }
    if (nodes.empty()) {
        throw FieldError{QStringLiteral("nodes"), PlanFile::tr("needs at least one node count")};
    }
    std::vector<int> out;
    std::set<int> seen;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const QString path = QStringLiteral("nodes[%1]").arg(i);
        const int n = wholeNumber(nodes[i], path);
        if (n < 1 || n > model::kMaxNodes) {
            throw FieldError{path, PlanFile::tr("must be a node count from 1 to %1 (got %2)").arg(model::kMaxNodes).arg(n)};
        }
        if (!seen.insert(n).second) {
            throw FieldError{path, PlanFile::tr("node count %1 is listed twice").arg(n)};
        }
        out.push_back(n);
    }
    return out;
}

// "model" (version 3): exactly one of a preset's name, a config.json read as transformers reads
// it (data/import/HfConfig.h) and an architecture (data/formats/ArchitectureJson.h).
ModelChoice parseModel(const json &m)
{
    const QString path = QStringLiteral("model");
    requireObject(m, path);
    rejectUnknown(m, allowedKeys(model::modelFields(), {}), path);
    const int given = int(m.contains("preset")) + int(m.contains("hf_config")) + int(m.contains("architecture"));
    if (given != 1) {
        throw FieldError{path, PlanFile::tr("needs exactly one of: preset; hf_config; architecture")};
    }
    model::ModelChoice choice;
    if (m.contains("preset")) {
        choice.source = model::ModelSource::Preset;
        choice.preset = text(m["preset"], QStringLiteral("model.preset"));
        if (choice.preset.empty()) {
            throw FieldError{QStringLiteral("model.preset"), PlanFile::tr("must name a model of the library")};
        }
        return choice;
    }
    const bool hf = m.contains("hf_config");
    choice.source = hf ? model::ModelSource::HfConfig : model::ModelSource::Architecture;
    if (hf) {
        auto read = readHfConfig(m["hf_config"], QStringLiteral("model.hf_config"));
        if (!read) {
            throw FieldError{read.error().path, read.error().message};
        }
        choice.architecture = read.value().architecture;
        choice.hfConfig = read.value().json;
    } else {
        auto read = ArchitectureJson::read(m["architecture"], QStringLiteral("model.architecture"));
        if (!read) {
            throw FieldError{read.error().path, read.error().message};
        }
        choice.architecture = read.value();
    }
    return choice;
}

ordered_json writeModel(const model::ModelChoice &choice)
{
    switch (choice.source) {
    case model::ModelSource::Preset:
        return {{"preset", choice.preset}};
    case model::ModelSource::HfConfig:
        // The file's own object, as it was read.
        return {{"hf_config", ordered_json::parse(choice.hfConfig.empty() ? std::string("{}") : choice.hfConfig)}};
    case model::ModelSource::Architecture:
        break;
    }
    return {{"architecture", ArchitectureJson::write(choice.architecture)}};
}

// The top level, row by row of model::topLevelFields(): the plain scalars from the table, the
// parts with a shape of their own here.
Spec parseDocument(const json &doc)
{
    using model::PlanField;
    const auto rows = model::topLevelFields();
    requireObject(doc, QString());
    rejectUnknown(doc, allowedKeys(rows, {}), QString());
    if (text(required(doc, "format", {}), QStringLiteral("format")) != PlanFile::kFormat) {
        throw FieldError{QStringLiteral("format"), PlanFile::tr("must be \"%1\"").arg(QLatin1String(PlanFile::kFormat))};
    }
    const int version = wholeNumber(required(doc, "version", {}), QStringLiteral("version"));
    if (version < 1) {
        throw FieldError{QStringLiteral("version"), PlanFile::tr("must be 1 or later (got %1)").arg(version)};
    }
    if (version > PlanFile::kCurrentVersion) {
        throw FieldError{QStringLiteral("version"),
                         PlanFile::tr("this file needs a newer version of the application (plan version %1, this one reads up to %2)")
                             .arg(version)
                             .arg(PlanFile::kCurrentVersion)};
    }
    // Blocks an older reader would reject must not appear in a file that claims its version.
    for (const auto &row : rows) {
        if (version < row.sinceVersion && doc.contains(std::string(row.key))) {
            throw FieldError{q(std::string(row.key)),
                             PlanFile::tr("needs plan version %1 or later (the file says version %2)")
                                 .arg(row.sinceVersion)
                                 .arg(version)};
        }
    }
    model::PlanSpec spec;
    spec.nodes.clear();
    for (const auto &row : rows) {
        const std::string key(row.key);
        const QString path = q(key);
        if (!std::holds_alternative<std::monostate>(row.access)) {
            const auto it = doc.find(key);
            if (it == doc.end()) {
                if (row.required) {
                    throw FieldError{path, PlanFile::tr("is missing")};
                }
                continue;
            }
            std::visit(FieldReader<Spec>{*it, path, row, spec}, row.access);
            continue;
        }
        switch (row.field) {
        case PlanField::WorkloadForm:
            // With a model the step-time model gives the rate (the plan's layout or the planner's):
            // tokens alone are a workload.
            spec.workload = parseWorkload(required(doc, "workload", {}), spec.model.has_value(), spec.model.has_value());
            break;
        case PlanField::Scaling:
            // A plan with a layout prices every node count from its model; the scaling block is
            // then optional.
            if (doc.contains(key) || !model::layoutGivesRate(spec)) {
                parseScaling(required(doc, "scaling", {}), version, spec);
            }
            break;
        case PlanField::Layout:
            if (doc.contains(key)) {
                model::Layout layout;
                readBlock(doc[key], path, model::layoutFields(), layout);
                spec.layout = layout;
            }
            break;
        case PlanField::Nodes:
            if (doc.contains(key)) {
                spec.nodes = parseNodes(doc[key]);
            }
            break;
        case PlanField::Measurements:
            if (doc.contains(key)) {
                spec.measurements = parseMeasurements(doc[key]);
            }
            break;
        case PlanField::MemoryEnabled:
            if (doc.contains(key)) {
                model::MemoryJob job;
                readBlock(doc[key], path, model::memoryFields(), job);
                spec.memory = job;
            }
            break;
        case PlanField::Risk:
            if (doc.contains(key)) {
                readBlock(doc[key], path, model::riskFields(), spec.risk);
            }
            break;
        case PlanField::JobSettings:
            if (doc.contains(key)) {
                model::JobSettings job;
                readBlock(doc[key], path, model::azuremlFields(), job);
                // Every name the block leaves out defaults from the plan's name, as documented
                // (model::defaultJobSettings): the cluster, the experiment, the display name and
                // the checkpoint path. The plan's name is read first (it comes earlier in the
                // field table), so the defaults are those of this plan.
                const model::JobSettings named = model::defaultJobSettings(spec.name);
                const json &block = doc[key];
                for (const auto &[field, member] :
                     {std::pair{"cluster_name", &model::JobSettings::clusterName},
                      std::pair{"experiment_name", &model::JobSettings::experimentName},
                      std::pair{"display_name", &model::JobSettings::displayName},
                      std::pair{"checkpoint_path", &model::JobSettings::checkpointPath}}) {
                    if (!block.contains(field)) {
                        job.*member = named.*member;
                    }
                }
                spec.azureml = job;
            }
            break;
        case PlanField::Model:
            if (doc.contains(key)) {
                spec.model = parseModel(doc[key]);
            }
            break;
        case PlanField::Search:
            if (doc.contains(key)) {
                model::SearchSettings search;
                readBlock(doc[key], path, model::searchFields(), search);
                spec.search = search;
            }
            break;
        default: // format and version: checked above
            break;
        }
    }
    return spec;
}

// Line and column (1-based) of a byte offset, for parse errors.
LineColumn lineAndColumn(const QByteArray &bytes, std::size_t offset)
{
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < offset && i < static_cast<std::size_t>(bytes.size()); ++i) {
        if (bytes[static_cast<qsizetype>(i)] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(bytes[static_cast<qsizetype>(i)]) & 0xc0) != 0x80) {
            // UTF-8 continuation bytes belong to the character before them.
            ++column;
        }
    }
    return {line, column};
}

// Builds the DOM like nlohmann's own parser while tracking the path of the value being read, so
// that a number too large for a double ("1e999", i.e. not finite) is reported at its field.
class PathTrackingSax {
public:
    explicit PathTrackingSax(json &result)
        : m_dom(result, false)
    {
    }

    bool null() { return value() && m_dom.null(); }
    bool boolean(bool v) { return value() && m_dom.boolean(v); }
    bool number_integer(json::number_integer_t v) { return value() && m_dom.number_integer(v); }
    bool number_unsigned(json::number_unsigned_t v) { return value() && m_dom.number_unsigned(v); }
    bool number_float(json::number_float_t v, const std::string &s) { return value() && m_dom.number_float(v, s); }
    bool string(std::string &v) { return value() && m_dom.string(v); }
    bool binary(json::binary_t &v) { return value() && m_dom.binary(v); }
    bool start_object(std::size_t n)
    {
        value();
        if (tooDeep()) {
            return false;
        }
        m_frames.push_back({false, 0, {}, {}});
        return m_dom.start_object(n);
    }
    bool key(std::string &k)
    {
        Frame &frame = m_frames.back();
        frame.key = k;
        // JSON allows a key twice and the last one would silently win; a plan must say it once.
        if (!frame.keys.insert(k).second) {
            m_duplicatePath = currentPath();
            return false;
        }
        return m_dom.key(k);
    }
    bool end_object()
    {
        m_frames.pop_back();
        return m_dom.end_object();
    }
    bool start_array(std::size_t n)
    {
        value();
        if (tooDeep()) {
            return false;
        }
        m_frames.push_back({true, 0, {}, {}});
        return m_dom.start_array(n);
    }
    bool end_array()
    {
        m_frames.pop_back();
        return m_dom.end_array();
    }
    bool parse_error(std::size_t position, const std::string &token, const nlohmann::detail::exception &e)
    {
        m_errorPosition = position;
        m_overflow = e.id == 406;
        m_overflowPath = currentPath();
        return m_dom.parse_error(position, token, e);
    }

    bool overflow() const { return m_overflow; }
    bool isTooDeep() const { return m_tooDeep; }
    QString duplicatePath() const { return m_duplicatePath; }
    QString overflowPath() const { return m_overflowPath; }
    std::size_t errorPosition() const { return m_errorPosition; }

private:
    struct Frame {
        bool array;
        std::size_t count;
        std::string key;
        std::set<std::string> keys;
    };

    // Nesting beyond PlanFile::kMaxDepth ends the parse (a file of a billion "[" must not grow
    // a frame each).
    bool tooDeep()
    {
        if (m_frames.size() < static_cast<std::size_t>(PlanFile::kMaxDepth)) {
            return false;
        }
        m_tooDeep = true;
        return true;
    }

    // Called as a value starts; counts array elements.
    bool value()
    {
        if (!m_frames.empty() && m_frames.back().array) {
            ++m_frames.back().count;
        }
        return true;
    }

    // The path of the value about to be read (used when reading it fails).
    QString currentPath() const
    {
        QString path;
        for (const Frame &f : m_frames) {
            if (f.array) {
                path += QStringLiteral("[%1]").arg(f.count);
            } else {
                path += (path.isEmpty() ? QString() : QStringLiteral(".")) + q(f.key);
            }
        }
        return path;
    }

    nlohmann::detail::json_sax_dom_parser<json> m_dom;
    std::vector<Frame> m_frames;
    bool m_overflow = false;
    bool m_tooDeep = false;
    QString m_overflowPath;
    QString m_duplicatePath;
    std::size_t m_errorPosition = 0;
};

} // namespace

Result<model::PlanSpec> PlanFile::parse(const QByteArray &raw, const QString &fileName)
{
    if (raw.size() > kMaxFileBytes) {
        return Error{PlanFile::tr("is larger than %1 MiB, the most a plan file may be (a plan is a few kilobytes)")
                         .arg(kMaxFileBytes / (1024 * 1024)),
                     {}, fileName};
    }
    // A plan saved by a Windows editor may be UTF-16 or start with a byte-order mark.
    const QByteArray bytes = JsonTextDecoder::toUtf8(raw);
    json doc;
    PathTrackingSax sax(doc);
    if (!json::sax_parse(bytes.constBegin(), bytes.constEnd(), &sax, json::input_format_t::json, true)) {
        if (sax.isTooDeep()) {
            return Error{PlanFile::tr("is nested deeper than %1 levels, the most a plan file may be").arg(kMaxDepth), {},
                         fileName};
        }
        if (!sax.duplicatePath().isEmpty()) {
            return Error{PlanFile::tr("is given twice"), sax.duplicatePath(), fileName};
        }
        if (sax.overflow()) {
            return Error{PlanFile::tr("must be a finite number"), sax.overflowPath(), fileName};
        }
        const std::size_t at = sax.errorPosition();
        const auto [line, column] = lineAndColumn(bytes, at > 0 ? at - 1 : 0);
        return Error{PlanFile::tr("malformed JSON at line %1, column %2").arg(line).arg(column), {}, fileName};
    }
    try {
        model::PlanSpec spec = parseDocument(doc);
        // Anything the file's own checks let through is still checked by the model.
        const auto issues = model::validate(spec);
        if (!issues.empty()) {
            return Error{Texts().issue(issues.front()), q(issues.front().path), fileName};
        }
        return spec;
    } catch (const FieldError &e) {
        return Error{e.message, e.path, fileName};
    } catch (const json::exception &e) {
        return Error{QString::fromUtf8(e.what()), {}, fileName};
    }
}

Result<model::PlanSpec> PlanFile::load(const QString &path)
{
    // Opened by the name's own bytes (a name that is not UTF-8 opens too), and folders refused.
    QFile file;
    if (const Status opened = InputFiles::openForReading(file, path); !opened) {
        return opened.error();
    }
    // Never more than the limit and a byte: /dev/zero or a pipe that never ends is refused, not
    // read until memory runs out.
    QByteArray bytes;
    while (bytes.size() <= kMaxFileBytes) {
        const QByteArray chunk = file.read(std::min<qint64>(1024 * 1024, kMaxFileBytes + 1 - bytes.size()));
        if (chunk.isEmpty()) {
            break;
        }
        bytes += chunk;
    }
    if (file.error() != QFileDevice::NoError) {
        return Error{PlanFile::tr("cannot read the file: %1").arg(file.errorString()), {}, path};
    }
    return parse(bytes, path);
}

QByteArray PlanFile::layoutJson(const model::Layout &layout)
{
    return QByteArray::fromStdString(writeBlock(model::layoutFields(), layout).dump());
}

QByteArray PlanFile::serialize(const model::PlanSpec &spec)
{
    using model::PlanField;
    // The lowest version that holds the plan, so a plan without version-2 blocks still opens in
    // older versions of the application.
    const bool needsVersion2 = spec.risk != model::RiskSettings{} || spec.azureml.has_value() ||
                               spec.fabric.has_value() || !spec.measurements.empty() || spec.memory.has_value() ||
                               spec.compute != model::ComputeTarget::Cluster;
    const bool needsVersion3 = spec.model.has_value() || spec.layout.has_value() || spec.search.has_value() ||
                               !spec.dataRegion.empty() || spec.datasetGB.has_value() ||
                               spec.transferPricePerGB.has_value();
    ordered_json doc;
    for (const auto &row : model::topLevelFields()) {
        const std::string key(row.key);
        if (!std::holds_alternative<std::monostate>(row.access)) {
            writeField(doc, row, spec);
            continue;
        }
        switch (row.field) {
        case PlanField::Format:
            doc[key] = kFormat;
            break;
        case PlanField::Version:
            doc[key] = needsVersion3 ? 3 : needsVersion2 ? 2 : 1;
            break;
        case PlanField::WorkloadForm: {
            ordered_json workload = ordered_json::object();
            if (const auto *hours = std::get_if<model::GpuHoursWorkload>(&spec.workload)) {
                workload["gpu_hours"] = numberJson(hours->gpuHours);
            } else if (const auto *rate = std::get_if<model::TokenRateWorkload>(&spec.workload)) {
                workload["tokens"] = numberJson(rate->tokens);
                workload["tokens_per_gpu_second"] = numberJson(rate->tokensPerGpuSecond);
            } else if (const auto *mfu = std::get_if<model::TokenMfuWorkload>(&spec.workload);
                       mfu && spec.model && mfu->mfu <= 0.0) {
                workload["tokens"] = numberJson(mfu->tokens); // the step-time model gives the rate
            } else if (mfu) {
                workload["tokens"] = numberJson(mfu->tokens);
                if (mfu->parameters > 0.0 || !spec.model) {
                    workload["parameters"] = numberJson(mfu->parameters);
                }
                workload["mfu"] = numberJson(mfu->mfu);
            }
            doc[key] = workload;
            break;
        }
        case PlanField::Layout:
            if (spec.layout) {
                doc[key] = writeBlock(model::layoutFields(), *spec.layout);
            }
            break;
        case PlanField::Scaling:
            if (spec.layout && !spec.fabric) {
                break; // the layout's step time replaces the efficiency table
            }
            if (!spec.fabric && spec.efficiency.empty() && model::layoutGivesRate(spec)) {
                break; // the planner's layouts give the rate: nothing to write
            }
            if (spec.fabric) {
                ordered_json scaling;
                scaling["model"] = "fabric";
                doc[key] = writeBlock(model::fabricFields(), *spec.fabric, std::move(scaling));
            } else {
                ordered_json efficiency = ordered_json::object();
                for (const auto &[nodes, e] : spec.efficiency) {
                    efficiency[std::to_string(nodes)] = numberJson(e);
                }
                doc[key] = {{"efficiency", efficiency}};
            }
            break;
        case PlanField::Nodes:
            if (!spec.nodes.empty()) {
                doc[key] = spec.nodes;
            }
            break;
        case PlanField::Measurements:
            if (!spec.measurements.empty()) {
                ordered_json measurements = ordered_json::array();
                for (const model::Measurement &m : spec.measurements) {
                    ordered_json item{{"nodes", m.nodes}};
                    if (m.mfu != 0.0) {
                        item["mfu"] = numberJson(m.mfu);
                    } else {
                        item["tokens_per_second"] = numberJson(m.tokensPerSecond);
                    }
                    if (!m.stack.empty()) {
                        item["stack"] = m.stack;
                    }
                    if (!m.source.empty()) {
                        item["source"] = m.source;
                    }
                    measurements.push_back(item);
                }
                doc[key] = measurements;
            }
            break;
        case PlanField::MemoryEnabled:
            if (spec.memory) {
                doc[key] = writeBlock(model::memoryFields(), *spec.memory);
            }
            break;
        case PlanField::Risk:
            if (spec.risk != model::RiskSettings{}) {
                doc[key] = writeBlock(model::riskFields(), spec.risk);
            }
            break;
        case PlanField::JobSettings:
            if (spec.azureml) {
                doc[key] = writeBlock(model::azuremlFields(), *spec.azureml);
            }
            break;
        case PlanField::Model:
            if (spec.model) {
                doc[key] = writeModel(*spec.model);
            }
            break;
        case PlanField::Search:
            if (spec.search) {
                doc[key] = writeBlock(model::searchFields(), *spec.search, ordered_json::object());
            }
            break;
        default:
            break;
        }
    }
    const std::string out = doc.dump(2) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

Status PlanFile::save(const model::PlanSpec &spec, const QString &path)
{
    // Never write a plan that parse() would reject: the file must open again.
    const auto issues = model::validate(spec);
    if (!issues.empty()) {
        return Error{Texts().issue(issues.front()), q(issues.front().path), path};
    }
    QSaveFile file(path);
    // Unbuffered, so a short write (disk full, file-size limit) shows in write()'s count: with
    // Qt's write buffer a partial flush can go unnoticed and commit() would put a truncated file
    // in place of the user's (seen with Qt 6.4; tst_planfile's failedSaveKeepsOldFile).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return Error{PlanFile::tr("cannot write the file: %1").arg(file.errorString()), {}, path};
    }
    const QByteArray bytes = serialize(spec);
    if (file.write(bytes) != bytes.size()) {
        const QString message = file.errorString();
        file.cancelWriting();
        return Error{PlanFile::tr("cannot write the file: %1").arg(message), {}, path};
    }
    // commit() renames the finished temporary file over the old one; until then the old file
    // stays exactly as it was.
    if (!file.commit()) {
        return Error{PlanFile::tr("cannot save the file: %1").arg(file.errorString()), {}, path};
    }
    return Ok{};
}

} // namespace capplan::data
