// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/PlanFile.h"

#include "data/Texts.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <nlohmann/json.hpp>

#include <cmath>
#include <climits>
#include <limits>
#include <set>

namespace capplan::data {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;
// Unqualified return types: lupdate reads "std::string f()" as a member of a class "std" and then
// files the strings below it under the wrong translation context.
using Utf8 = std::string;
using Workload = model::Workload;
using Spec = model::PlanSpec;
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

Workload parseWorkload(const json &w)
{
    const QString path = QStringLiteral("workload");
    requireObject(w, path);
    rejectUnknown(w, {"gpu_hours", "tokens", "tokens_per_gpu_second", "parameters", "mfu"}, path);
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
        throw FieldError{QStringLiteral("workload.tokens_per_gpu_second"),
                         PlanFile::tr("is missing (or give parameters + mfu instead)")};
    }
    const double parameters = positive(required(w, "parameters", path), QStringLiteral("workload.parameters"));
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

// The risk block (version 2). Durations are hours except the idle timer, which keeps Azure ML's
// own unit (idle_time_before_scale_down is in seconds in the cluster spec).
model::RiskSettings parseRisk(const json &r)
{
    const QString path = QStringLiteral("risk");
    requireObject(r, path);
    rejectUnknown(r,
                  {"enabled", "node_mtbf_hours", "checkpoint_interval_hours", "checkpoint_write_hours", "restart_hours",
                   "idle_time_before_scale_down_seconds", "low_priority", "trials", "seed", "confidence"},
                  path);
    model::RiskSettings risk;
    if (r.contains("enabled")) {
        risk.enabled = boolean(r["enabled"], QStringLiteral("risk.enabled"));
    }
    if (r.contains("node_mtbf_hours")) {
        const json &v = r["node_mtbf_hours"];
        // JSON has no infinity: "never" says that nodes do not fail.
        if (v.is_string() && v.get<std::string>() == "never") {
            risk.nodeMtbfHours = std::numeric_limits<double>::infinity();
        } else if (v.is_string()) {
            throw FieldError{QStringLiteral("risk.node_mtbf_hours"), PlanFile::tr("must be a number of hours or \"never\"")};
        } else {
            risk.nodeMtbfHours = positive(v, QStringLiteral("risk.node_mtbf_hours"));
        }
    }
    if (r.contains("checkpoint_interval_hours")) {
        const json &v = r["checkpoint_interval_hours"];
        if (v.is_string() && v.get<std::string>() == "optimal") {
            risk.checkpointIntervalHours.reset();
        } else if (v.is_string()) {
            throw FieldError{QStringLiteral("risk.checkpoint_interval_hours"),
                             PlanFile::tr("must be a number of hours or \"optimal\"")};
        } else {
            risk.checkpointIntervalHours = positive(v, QStringLiteral("risk.checkpoint_interval_hours"));
        }
    }
    if (r.contains("checkpoint_write_hours")) {
        risk.checkpointWriteHours = nonNegative(r["checkpoint_write_hours"], QStringLiteral("risk.checkpoint_write_hours"));
    }
    if (r.contains("restart_hours")) {
        risk.restartHours = nonNegative(r["restart_hours"], QStringLiteral("risk.restart_hours"));
    }
    if (r.contains("idle_time_before_scale_down_seconds")) {
        risk.idleTimeBeforeScaleDownSeconds = nonNegative(r["idle_time_before_scale_down_seconds"],
                                                          QStringLiteral("risk.idle_time_before_scale_down_seconds"));
    }
    if (r.contains("low_priority")) {
        const json &lp = r["low_priority"];
        const QString lpPath = QStringLiteral("risk.low_priority");
        requireObject(lp, lpPath);
        rejectUnknown(lp, {"preemptions_per_node_hour", "regain_hours"}, lpPath);
        if (lp.contains("preemptions_per_node_hour")) {
            risk.lowPriorityPreemptionsPerNodeHour =
                nonNegative(lp["preemptions_per_node_hour"], QStringLiteral("risk.low_priority.preemptions_per_node_hour"));
        }
        if (lp.contains("regain_hours")) {
            risk.lowPriorityRegainHours = nonNegative(lp["regain_hours"], QStringLiteral("risk.low_priority.regain_hours"));
        }
    }
    if (r.contains("trials")) {
        risk.trials = wholeNumber(r["trials"], QStringLiteral("risk.trials"));
    }
    if (r.contains("seed")) {
        const json &v = r["seed"];
        if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<long long>() >= 0)) {
            throw FieldError{QStringLiteral("risk.seed"), PlanFile::tr("must be a whole number from 0 to 2^64 - 1")};
        }
        risk.seed = v.get<std::uint64_t>();
    }
    if (r.contains("confidence")) {
        risk.confidence = number(r["confidence"], QStringLiteral("risk.confidence"));
    }
    return risk;
}

int optionalInt(const json &object, const char *key, const QString &parent, int fallback)
{
    return object.contains(key) ? wholeNumber(object[key], join(parent, key)) : fallback;
}

double optionalNumber(const json &object, const char *key, const QString &parent, double fallback)
{
    return object.contains(key) ? number(object[key], join(parent, key)) : fallback;
}

// "scaling": {"model": "fabric", …} (version 2): the fabric model's inputs. Ranges are checked by
// model::validate(FabricJob) once the size is known, with the same paths.
model::FabricJob parseFabric(const json &f)
{
    const QString path = QStringLiteral("scaling");
    rejectUnknown(f,
                  {"model", "strategy", "parameters", "tokens_per_gpu_second", "global_batch_tokens", "sequence_length",
                   "tensor_parallel", "pipeline_parallel", "micro_batches", "overlap", "inter_node_bandwidth_factor",
                   "measured_bus_gbps", "gradient_bytes", "weight_bytes"},
                  path);
    model::FabricJob job;
    if (f.contains("strategy")) {
        const auto strategy = model::strategyFromString(text(f["strategy"], QStringLiteral("scaling.strategy")));
        if (!strategy) {
            throw FieldError{QStringLiteral("scaling.strategy"),
                             PlanFile::tr("must be \"ddp\", \"zero1\", \"zero2\", \"zero3\" or \"fsdp\"")};
        }
        job.strategy = *strategy;
    }
    job.parameters = optionalNumber(f, "parameters", path, 0.0);
    job.tokensPerGpuSecond = optionalNumber(f, "tokens_per_gpu_second", path, 0.0);
    job.globalBatchTokens = positive(required(f, "global_batch_tokens", path), QStringLiteral("scaling.global_batch_tokens"));
    job.sequenceLength = positive(required(f, "sequence_length", path), QStringLiteral("scaling.sequence_length"));
    job.tensorParallel = optionalInt(f, "tensor_parallel", path, 1);
    job.pipelineParallel = optionalInt(f, "pipeline_parallel", path, 1);
    job.microBatches = optionalInt(f, "micro_batches", path, 1);
    if (f.contains("overlap")) {
        job.overlap = number(f["overlap"], QStringLiteral("scaling.overlap"));
    }
    if (f.contains("inter_node_bandwidth_factor")) {
        job.interNodeBandwidthFactor = number(f["inter_node_bandwidth_factor"], QStringLiteral("scaling.inter_node_bandwidth_factor"));
    }
    if (f.contains("measured_bus_gbps")) {
        job.measuredBusGBps = positive(f["measured_bus_gbps"], QStringLiteral("scaling.measured_bus_gbps"));
    }
    job.gradientBytesPerParameter = optionalNumber(f, "gradient_bytes", path, job.gradientBytesPerParameter);
    job.weightBytesPerParameter = optionalNumber(f, "weight_bytes", path, job.weightBytesPerParameter);
    return job;
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
        rejectUnknown(m[i], {"nodes", "tokens_per_second"}, itemPath);
        model::Measurement point;
        point.nodes = wholeNumber(required(m[i], "nodes", itemPath), itemPath + QStringLiteral(".nodes"));
        point.tokensPerSecond =
            positive(required(m[i], "tokens_per_second", itemPath), itemPath + QStringLiteral(".tokens_per_second"));
        out.push_back(point);
    }
    return out;
}

// The memory block (version 2). Strategy and parallelism are the scaling block's.
model::MemoryJob parseMemory(const json &m)
{
    const QString path = QStringLiteral("memory");
    requireObject(m, path);
    rejectUnknown(m,
                  {"parameters", "hidden_size", "layers", "attention_heads", "sequence_length", "micro_batch_size",
                   "activation_checkpointing", "flash_attention", "fine_tuning", "lora_rank", "adapter_parameters",
                   "weight_bytes", "gradient_bytes", "optimizer_bytes", "reserve_gb", "fragmentation"},
                  path);
    model::MemoryJob job;
    job.parameters = optionalNumber(m, "parameters", path, 0.0);
    job.hiddenSize = optionalInt(m, "hidden_size", path, 0);
    job.layers = optionalInt(m, "layers", path, 0);
    job.attentionHeads = optionalInt(m, "attention_heads", path, 0);
    job.sequenceLength = optionalNumber(m, "sequence_length", path, 0.0);
    job.microBatchSize = optionalInt(m, "micro_batch_size", path, 1);
    if (m.contains("activation_checkpointing")) {
        job.activationCheckpointing = boolean(m["activation_checkpointing"], QStringLiteral("memory.activation_checkpointing"));
    }
    if (m.contains("flash_attention")) {
        job.flashAttention = boolean(m["flash_attention"], QStringLiteral("memory.flash_attention"));
    }
    if (m.contains("fine_tuning")) {
        const auto mode = model::fineTuningFromString(text(m["fine_tuning"], QStringLiteral("memory.fine_tuning")));
        if (!mode) {
            throw FieldError{QStringLiteral("memory.fine_tuning"), PlanFile::tr("must be \"full\", \"lora\" or \"qlora\"")};
        }
        job.fineTuning = *mode;
    }
    job.loraRank = optionalInt(m, "lora_rank", path, 0);
    job.adapterParameters = optionalNumber(m, "adapter_parameters", path, 0.0);
    job.weightBytes = optionalNumber(m, "weight_bytes", path, job.weightBytes);
    job.gradientBytes = optionalNumber(m, "gradient_bytes", path, job.gradientBytes);
    job.optimizerBytes = optionalNumber(m, "optimizer_bytes", path, job.optimizerBytes);
    job.reserveGB = optionalNumber(m, "reserve_gb", path, job.reserveGB);
    job.fragmentation = optionalNumber(m, "fragmentation", path, job.fragmentation);
    return job;
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

// The azureml block (version 2): what the job and cluster exporters need beyond the plan.
model::JobSettings parseJobSettings(const json &a)
{
    const QString path = QStringLiteral("azureml");
    requireObject(a, path);
    rejectUnknown(a,
                  {"cluster_name", "code", "command", "checkpoint_argument", "environment", "distribution",
                   "experiment_name", "display_name", "datastore", "checkpoint_path", "inputs", "environment_variables",
                   "timeout_margin", "quota_headroom_cores"},
                  path);
    model::JobSettings job;
    const auto textField = [&](const char *key, std::string &target) {
        if (a.contains(key)) {
            target = text(a[key], join(path, key));
        }
    };
    textField("cluster_name", job.clusterName);
    textField("code", job.codeFolder);
    textField("command", job.command);
    textField("checkpoint_argument", job.checkpointArgument);
    textField("environment", job.environment);
    textField("experiment_name", job.experimentName);
    textField("display_name", job.displayName);
    textField("datastore", job.datastore);
    textField("checkpoint_path", job.checkpointPath);
    if (a.contains("distribution")) {
        const auto type = model::distributionTypeFromString(text(a["distribution"], QStringLiteral("azureml.distribution")));
        if (!type) {
            throw FieldError{QStringLiteral("azureml.distribution"), PlanFile::tr("must be \"pytorch\", \"mpi\" or \"tensorflow\"")};
        }
        job.distribution = *type;
    }
    if (a.contains("inputs")) {
        job.inputs = stringMap(a["inputs"], QStringLiteral("azureml.inputs"));
    }
    if (a.contains("environment_variables")) {
        job.environmentVariables = stringMap(a["environment_variables"], QStringLiteral("azureml.environment_variables"));
    }
    if (a.contains("timeout_margin")) {
        job.timeoutMargin = positive(a["timeout_margin"], QStringLiteral("azureml.timeout_margin"));
    }
    if (a.contains("quota_headroom_cores")) {
        job.quotaHeadroomCores = wholeNumber(a["quota_headroom_cores"], QStringLiteral("azureml.quota_headroom_cores"));
    }
    return job;
}

Spec parseDocument(const json &doc)
{
    requireObject(doc, QString());
    rejectUnknown(doc,
                  {"format", "version", "name", "sku", "region", "tier", "price_per_node_hour", "workload", "scaling",
                   "goodput", "overhead_hours", "nodes", "deadline_hours", "budget", "risk", "azureml", "measurements",
                   "memory"},
                  QString());
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
    // Blocks a version-1 reader would reject must not appear in a file that claims version 1.
    for (const char *key : {"risk", "azureml", "measurements", "memory"}) {
        if (version < 2 && doc.contains(key)) {
            throw FieldError{q(key), PlanFile::tr("needs plan version 2 or later (the file says version %1)").arg(version)};
        }
    }
    model::PlanSpec spec;
    spec.nodes.clear();
    spec.name = doc.contains("name") ? text(doc["name"], QStringLiteral("name")) : std::string();
    spec.sku = text(required(doc, "sku", {}), QStringLiteral("sku"));
    if (spec.sku.empty()) {
        throw FieldError{QStringLiteral("sku"), PlanFile::tr("must name a VM size")};
    }
    spec.region = text(required(doc, "region", {}), QStringLiteral("region"));
    if (spec.region.empty()) {
        throw FieldError{QStringLiteral("region"), PlanFile::tr("must name a region")};
    }
    if (doc.contains("tier")) {
        const auto tier = model::tierFromString(text(doc["tier"], QStringLiteral("tier")));
        if (!tier) {
            throw FieldError{QStringLiteral("tier"), PlanFile::tr("must be \"dedicated\" or \"low_priority\"")};
        }
        spec.tier = *tier;
    }
    if (doc.contains("price_per_node_hour")) {
        spec.pricePerNodeHour = positive(doc["price_per_node_hour"], QStringLiteral("price_per_node_hour"));
    }
    spec.workload = parseWorkload(required(doc, "workload", {}));
    {
        const json &scaling = required(doc, "scaling", {});
        requireObject(scaling, QStringLiteral("scaling"));
        const bool fabric = scaling.contains("model") &&
                            text(scaling["model"], QStringLiteral("scaling.model")) == std::string("fabric");
        if (scaling.contains("model") && !fabric &&
            text(scaling["model"], QStringLiteral("scaling.model")) != std::string("table")) {
            throw FieldError{QStringLiteral("scaling.model"), PlanFile::tr("must be \"table\" or \"fabric\"")};
        }
        if (scaling.contains("model") && version < 2) {
            throw FieldError{QStringLiteral("scaling.model"),
                             PlanFile::tr("needs plan version 2 or later (the file says version %1)").arg(version)};
        }
        if (fabric) {
            spec.fabric = parseFabric(scaling);
            spec.efficiency.clear();
        } else {
            spec.efficiency = parseEfficiency(scaling);
        }
    }
    if (doc.contains("goodput")) {
        spec.goodput = positive(doc["goodput"], QStringLiteral("goodput"));
        if (spec.goodput > 1.0) {
            throw FieldError{QStringLiteral("goodput"), PlanFile::tr("must be a fraction in (0, 1] (got %1)").arg(spec.goodput)};
        }
    }
    if (doc.contains("overhead_hours")) {
        spec.overheadHours = nonNegative(doc["overhead_hours"], QStringLiteral("overhead_hours"));
    }
    if (doc.contains("nodes")) {
        const json &nodes = doc["nodes"];
        if (!nodes.is_array()) {
            throw FieldError{QStringLiteral("nodes"), PlanFile::tr("must be an array of node counts, not %1").arg(typeName(nodes))};
        }
        if (nodes.empty()) {
            throw FieldError{QStringLiteral("nodes"), PlanFile::tr("needs at least one node count")};
        }
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
            spec.nodes.push_back(n);
        }
    }
    if (doc.contains("deadline_hours")) {
        spec.deadlineHours = positive(doc["deadline_hours"], QStringLiteral("deadline_hours"));
    }
    if (doc.contains("budget")) {
        spec.budget = positive(doc["budget"], QStringLiteral("budget"));
    }
    if (doc.contains("measurements")) {
        spec.measurements = parseMeasurements(doc["measurements"]);
    }
    if (doc.contains("memory")) {
        spec.memory = parseMemory(doc["memory"]);
    }
    if (doc.contains("risk")) {
        spec.risk = parseRisk(doc["risk"]);
    }
    if (doc.contains("azureml")) {
        spec.azureml = parseJobSettings(doc["azureml"]);
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
        } else {
            ++column;
        }
    }
    return {line, column};
}

// Whole numbers are written without a fraction so files stay readable (168, not 168.0).
ordered_json numberJson(double v)
{
    if (v == std::floor(v) && std::abs(v) < 9.0e15) {
        return ordered_json(static_cast<long long>(v));
    }
    return ordered_json(v);
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
    QString m_overflowPath;
    QString m_duplicatePath;
    std::size_t m_errorPosition = 0;
};

} // namespace

Result<model::PlanSpec> PlanFile::parse(const QByteArray &bytes, const QString &fileName)
{
    json doc;
    PathTrackingSax sax(doc);
    if (!json::sax_parse(bytes.constBegin(), bytes.constEnd(), &sax, json::input_format_t::json, true)) {
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{PlanFile::tr("cannot read the file: %1").arg(file.errorString()), {}, path};
    }
    return parse(file.readAll(), path);
}

QByteArray PlanFile::serialize(const model::PlanSpec &spec)
{
    ordered_json doc;
    doc["format"] = kFormat;
    // The lowest version that holds the plan, so a plan without version-2 blocks still opens in
    // older versions of the application.
    const bool needsVersion2 = spec.risk != model::RiskSettings{} || spec.azureml.has_value() ||
                               spec.fabric.has_value() || !spec.measurements.empty() || spec.memory.has_value();
    doc["version"] = needsVersion2 ? 2 : 1;
    doc["name"] = spec.name;
    doc["sku"] = spec.sku;
    doc["region"] = spec.region;
    doc["tier"] = std::string(model::toString(spec.tier));
    if (spec.pricePerNodeHour) {
        doc["price_per_node_hour"] = numberJson(*spec.pricePerNodeHour);
    }
    ordered_json workload = ordered_json::object();
    if (const auto *hours = std::get_if<model::GpuHoursWorkload>(&spec.workload)) {
        workload["gpu_hours"] = numberJson(hours->gpuHours);
    } else if (const auto *rate = std::get_if<model::TokenRateWorkload>(&spec.workload)) {
        workload["tokens"] = numberJson(rate->tokens);
        workload["tokens_per_gpu_second"] = numberJson(rate->tokensPerGpuSecond);
    } else if (const auto *mfu = std::get_if<model::TokenMfuWorkload>(&spec.workload)) {
        workload["tokens"] = numberJson(mfu->tokens);
        workload["parameters"] = numberJson(mfu->parameters);
        workload["mfu"] = numberJson(mfu->mfu);
    }
    doc["workload"] = workload;
    ordered_json efficiency = ordered_json::object();
    for (const auto &[nodes, e] : spec.efficiency) {
        efficiency[std::to_string(nodes)] = numberJson(e);
    }
    if (spec.fabric) {
        const model::FabricJob &f = *spec.fabric;
        ordered_json scaling;
        scaling["model"] = "fabric";
        scaling["strategy"] = std::string(model::toString(f.strategy));
        if (f.parameters > 0.0) {
            scaling["parameters"] = numberJson(f.parameters);
        }
        if (f.tokensPerGpuSecond > 0.0) {
            scaling["tokens_per_gpu_second"] = numberJson(f.tokensPerGpuSecond);
        }
        scaling["global_batch_tokens"] = numberJson(f.globalBatchTokens);
        scaling["sequence_length"] = numberJson(f.sequenceLength);
        scaling["tensor_parallel"] = f.tensorParallel;
        scaling["pipeline_parallel"] = f.pipelineParallel;
        scaling["micro_batches"] = f.microBatches;
        if (f.overlap) {
            scaling["overlap"] = numberJson(*f.overlap);
        }
        if (f.interNodeBandwidthFactor) {
            scaling["inter_node_bandwidth_factor"] = numberJson(*f.interNodeBandwidthFactor);
        }
        if (f.measuredBusGBps) {
            scaling["measured_bus_gbps"] = numberJson(*f.measuredBusGBps);
        }
        scaling["gradient_bytes"] = numberJson(f.gradientBytesPerParameter);
        scaling["weight_bytes"] = numberJson(f.weightBytesPerParameter);
        doc["scaling"] = scaling;
    } else {
        doc["scaling"] = {{"efficiency", efficiency}};
    }
    doc["goodput"] = numberJson(spec.goodput);
    doc["overhead_hours"] = numberJson(spec.overheadHours);
    if (!spec.nodes.empty()) {
        doc["nodes"] = spec.nodes;
    }
    if (spec.deadlineHours) {
        doc["deadline_hours"] = numberJson(*spec.deadlineHours);
    }
    if (spec.budget) {
        doc["budget"] = numberJson(*spec.budget);
    }
    if (!spec.measurements.empty()) {
        ordered_json measurements = ordered_json::array();
        for (const model::Measurement &m : spec.measurements) {
            measurements.push_back({{"nodes", m.nodes}, {"tokens_per_second", numberJson(m.tokensPerSecond)}});
        }
        doc["measurements"] = measurements;
    }
    if (spec.memory) {
        const model::MemoryJob &m = *spec.memory;
        ordered_json memory;
        if (m.parameters > 0.0) {
            memory["parameters"] = numberJson(m.parameters);
        }
        memory["hidden_size"] = m.hiddenSize;
        memory["layers"] = m.layers;
        memory["attention_heads"] = m.attentionHeads;
        if (m.sequenceLength > 0.0) {
            memory["sequence_length"] = numberJson(m.sequenceLength);
        }
        memory["micro_batch_size"] = m.microBatchSize;
        memory["activation_checkpointing"] = m.activationCheckpointing;
        memory["flash_attention"] = m.flashAttention;
        memory["fine_tuning"] = std::string(model::toString(m.fineTuning));
        memory["lora_rank"] = m.loraRank;
        memory["adapter_parameters"] = numberJson(m.adapterParameters);
        memory["weight_bytes"] = numberJson(m.weightBytes);
        memory["gradient_bytes"] = numberJson(m.gradientBytes);
        memory["optimizer_bytes"] = numberJson(m.optimizerBytes);
        memory["reserve_gb"] = numberJson(m.reserveGB);
        memory["fragmentation"] = numberJson(m.fragmentation);
        doc["memory"] = memory;
    }
    if (spec.risk != model::RiskSettings{}) {
        const model::RiskSettings &r = spec.risk;
        ordered_json risk;
        risk["enabled"] = r.enabled;
        risk["node_mtbf_hours"] = std::isinf(r.nodeMtbfHours) ? ordered_json("never") : numberJson(r.nodeMtbfHours);
        risk["checkpoint_interval_hours"] =
            r.checkpointIntervalHours ? numberJson(*r.checkpointIntervalHours) : ordered_json("optimal");
        risk["checkpoint_write_hours"] = numberJson(r.checkpointWriteHours);
        risk["restart_hours"] = numberJson(r.restartHours);
        risk["idle_time_before_scale_down_seconds"] = numberJson(r.idleTimeBeforeScaleDownSeconds);
        risk["low_priority"] = {{"preemptions_per_node_hour", numberJson(r.lowPriorityPreemptionsPerNodeHour)},
                                {"regain_hours", numberJson(r.lowPriorityRegainHours)}};
        risk["trials"] = r.trials;
        risk["seed"] = r.seed;
        risk["confidence"] = numberJson(r.confidence);
        doc["risk"] = risk;
    }
    if (spec.azureml) {
        const model::JobSettings &j = *spec.azureml;
        ordered_json azureml;
        azureml["cluster_name"] = j.clusterName;
        azureml["code"] = j.codeFolder;
        azureml["command"] = j.command;
        azureml["checkpoint_argument"] = j.checkpointArgument;
        azureml["environment"] = j.environment;
        azureml["distribution"] = std::string(model::toString(j.distribution));
        azureml["experiment_name"] = j.experimentName;
        azureml["display_name"] = j.displayName;
        azureml["datastore"] = j.datastore;
        azureml["checkpoint_path"] = j.checkpointPath;
        azureml["inputs"] = j.inputs;
        azureml["environment_variables"] = j.environmentVariables;
        azureml["timeout_margin"] = numberJson(j.timeoutMargin);
        azureml["quota_headroom_cores"] = j.quotaHeadroomCores;
        doc["azureml"] = azureml;
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
