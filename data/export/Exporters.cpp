// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/export/Exporters.h"
#include "model/plan/Launch.h"

#include "data/export/JobParts.h"
#include "data/export/SubmitTargets.h"
#include "data/import/HfConfig.h"
#include "model/plan/Compute.h"
#include "model/catalog/Quota.h"

#include <QSaveFile>
#include <QStringList>
#include <algorithm>
#include <climits>
#include <array>
#include <charconv>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <system_error>

namespace capplan::data {

namespace {

// The plan's layout as the step-time model priced it: "fp8" on a GPU without FP8 (Hardware's
// fp8Flops 0: A100, V100) ran at the 16-bit format, and is described so (model::frameworkLayout
// exports it so).
model::Layout pricedLayout(const ExportInput &in)
{
    model::Layout l = *in.spec.layout;
    l.precision = in.evaluation.hardware.runs(l.precision);
    return l;
}

using nlohmann::ordered_json;
// Unqualified return types: lupdate reads "std::string f()" as a member of a class "std" and then
// files the strings below it under the wrong translation context.
using Utf8 = std::string;
using Tier = model::Tier;
using Distribution = model::DistributionType;
using OptionRows = Exporters::OptionRows;

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QByteArray dump(const ordered_json &doc)
{
    const Utf8 out = doc.dump(2) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

// A user's name (plan, cluster …) inside a comment, a Markdown line or a message: one line.
QString oneLine(const QString &text)
{
    return Error::printable(text, 200);
}

Utf8 trimmedUtf8(const Utf8 &text)
{
    return jobparts::trimmed(text);
}

// What every exporter needs once the input has been checked.
struct Resolved {
    model::OptionRow option;
    int nodes = 0;
    int gpusPerNode = 0;
    int vcpusPerNode = 0;
    int processesPerNode = 0; // what the backend starts per node (model::processesPerNode)
    int worldSize = 0; // processes (PyTorch, MPI) or GPU replicas (TensorFlow): nodes · GPUs per node
    long long timeoutSeconds = 0;
    model::FrameworkLayout layout; // the evaluated option's layout at these nodes (model::frameworkLayout)
};

// The AmlCompute cluster, its command job and their submit scripts: a cluster has dedicated and
// low-priority VMs, no Spot (a serverless job's queue, SubmitTargets::serverlessJobJson).
std::optional<Error> clusterTierError(const ExportInput &in)
{
    return Exporters::tierRefusal(in, model::ComputeTarget::Cluster);
}

QString nodeList(const model::Evaluation &evaluation)
{
    QStringList counts;
    for (const model::OptionRow &row : evaluation.options) {
        counts.append(QString::number(row.nodes));
    }
    return counts.join(QStringLiteral(", "));
}

Result<Resolved> resolve(const ExportInput &in)
{
    const Texts texts;
    if (!in.evaluation.ok()) {
        const model::InputIssue &issue = in.evaluation.issues.front();
        return Error{Exporters::tr("the plan has errors and cannot be exported: %1").arg(texts.issue(issue)),
                     q(issue.path)};
    }
    // A retired size cannot get a new cluster (docs/sources.md, s2-azureml-compute); the other
    // findings are warnings.
    for (const model::Finding &f : in.evaluation.findings) {
        // Memory is checked for the exported node count below: another count's miss does not
        // stop this one.
        if (f.severity == model::Severity::Error && f.code != model::FindingCode::DoesNotFit) {
            return Error{Exporters::tr("the plan cannot be exported: %1").arg(texts.finding(f)), QStringLiteral("sku")};
        }
    }
    if (in.size.name != in.spec.sku) {
        return Error{Exporters::tr("the VM size \"%1\" is not the plan's size \"%2\"")
                         .arg(oneLine(q(in.size.name)), oneLine(q(in.spec.sku))),
                     QStringLiteral("sku")};
    }
    if (in.size.gpusPerVm.value <= 0 || in.size.vcpus.value <= 0) {
        model::InputIssue issue{"sku", model::IssueCode::NoGpus, 0.0, 0.0, 0.0, in.size.name};
        return Error{texts.issue(issue), QStringLiteral("sku")};
    }

    int nodes = 0;
    if (in.nodes) {
        nodes = *in.nodes;
    } else if (const auto recommended = in.evaluation.recommendation.nodes()) {
        nodes = *recommended;
    } else {
        return Error{Exporters::tr("there is no recommended node count to export. %1 Choose one of the plan's node "
                                   "counts (%2).")
                         .arg(texts.recommendation(in.evaluation.recommendation), nodeList(in.evaluation)),
                     QStringLiteral("nodes")};
    }
    const auto row = std::find_if(in.evaluation.options.begin(), in.evaluation.options.end(),
                                  [nodes](const model::OptionRow &r) { return r.nodes == nodes; });
    if (row == in.evaluation.options.end()) {
        return Error{
            (nodes == 1 ? Exporters::tr("1 node is not one of the plan's options (%1)").arg(nodeList(in.evaluation))
                        : Exporters::tr("%1 nodes is not one of the plan's options (%2)").arg(nodes).arg(nodeList(in.evaluation))),
            QStringLiteral("nodes")};
    }

    if (!row->fits) {
        QStringList fitting;
        for (const model::OptionRow &o : in.evaluation.options) {
            if (o.fits) {
                fitting << QString::number(o.nodes);
            }
        }
        const auto at = static_cast<std::size_t>(row - in.evaluation.options.begin());
        const QString need = at < in.evaluation.memory.size()
                                 ? Exporters::tr(" (%1 GB per GPU, more than the %2 GB the GPU has)")
                                       .arg(texts.number(in.evaluation.memory[at].totalGB, 1),
                                            texts.number(in.evaluation.memory[at].capacityGB, 1))
                                 : QString();
        //: %1: "4 nodes"; %2: the memory needed; %3: the node counts that fit, or advice
        return Error{Exporters::tr("the model does not fit at %1%2: %3")
                         .arg(nodes == 1 ? Exporters::tr("1 node") : Exporters::tr("%1 nodes").arg(nodes), need,
                              fitting.isEmpty() ? Exporters::tr("no listed node count fits")
                                                : Exporters::tr("export one that fits (%1)").arg(fitting.join(QStringLiteral(", ")))),
                     QStringLiteral("nodes")};
    }
    const std::vector<model::JobSettingsIssue> issues = model::validate(in.job);
    if (!issues.empty()) {
        return Error{Exporters::issueText(issues.front(), texts), q(issues.front().path)};
    }

    Resolved out;
    out.option = *row;
    out.nodes = nodes;
    out.gpusPerNode = in.size.gpusPerVm.value;
    out.vcpusPerNode = in.size.vcpus.value;
    out.worldSize = nodes * out.gpusPerNode;
    out.processesPerNode = model::processesPerNode(in.job.launcher, out.gpusPerNode);
    out.timeoutSeconds = model::timeoutSeconds(row->wallClockHours, in.job.timeoutMargin);
    const int layers = in.evaluation.architecture ? in.evaluation.architecture->layers : 0;
    const auto layout =
        model::frameworkLayout(in.spec, nodes, out.gpusPerNode, layers, model::halfPrecisionFor(in.size.gpuModel.value),
                               in.evaluation.hardware.runs(model::Precision::Fp8) == model::Precision::Fp8);
    if (const auto *issue = std::get_if<model::InputIssue>(&layout)) {
        return Error{Exporters::tr("tensor × pipeline parallel degree %1 does not divide the world size %2")
                         .arg(issue->value)
                         .arg(out.worldSize),
                     q(issue->path)};
    }
    out.layout = std::get<model::FrameworkLayout>(layout);
    return out;
}

using jobparts::checkpointUri;
using jobparts::environment;

ordered_json distributionJson(const model::JobSettings &job, const Resolved &r)
{
    ordered_json d;
    d["type"] = Utf8(model::toString(job.distribution));
    switch (job.distribution) {
    case Distribution::PyTorch:
    case Distribution::Mpi:
        // One process per GPU; without it Azure ML starts one process per node (docs/sources.md,
        // s2-azureml-compute and s3-distribution-block). Under accelerate that one process is the
        // launcher, which starts the node's GPU processes itself.
        d["process_count_per_instance"] = r.processesPerNode;
        break;
    case Distribution::TensorFlow:
        // One worker per node that drives all of the node's GPUs (MultiWorkerMirroredStrategy);
        // worker_count defaults to the instance count, parameter servers are TF 1.x
        // (docs/sources.md, s3-distribution-block).
        d["worker_count"] = r.nodes;
        d["parameter_server_count"] = 0;
        break;
    }
    return d;
}

QString tierLabel(const Texts &texts, Tier tier)
{
    return texts.tierName(tier);
}

// "16 = 2 × 8" as a script prints it: what the first run's log must show.
Utf8 worldSizeLine(const model::JobSettings &job, const Resolved &r)
{
    const Utf8 n = std::to_string(r.nodes);
    const Utf8 g = std::to_string(r.gpusPerNode);
    const Utf8 w = std::to_string(r.worldSize);
    if (job.distribution == Distribution::TensorFlow) {
        return "Expected: " + n + " workers (worker_count), each driving " + g + " GPUs: " + w + " replicas in sync";
    }
    if (r.processesPerNode != r.gpusPerNode) {
        return "Expected world size: " + w + " = instance_count " + n + " x " + g +
               " processes accelerate launch starts on each node (process_count_per_instance 1)";
    }
    return "Expected world size: " + w + " = instance_count " + n + " x process_count_per_instance " + g;
}

// A single-quoted shell word.
Utf8 shellQuoted(const QString &text)
{
    Utf8 s = text.toStdString();
    Utf8 out = "'";
    for (const char c : s) {
        if (c == '\'') {
            out += "'\\''";
        } else {
            out += c;
        }
    }
    return out + "'";
}

// A Python string literal: JSON's escapes are Python's too.
Utf8 pythonQuoted(const QString &text)
{
    return ordered_json(text.toStdString()).dump();
}

Utf8 commentLine(const QString &text)
{
    return oneLine(text).toStdString();
}

std::optional<int> narrow(const std::optional<long long> &value)
{
    if (!value) {
        return std::nullopt;
    }
    return static_cast<int>(std::clamp<long long>(*value, INT_MIN, INT_MAX));
}

std::optional<long long> widen(const std::optional<int> &value)
{
    return value ? std::optional<long long>(*value) : std::nullopt;
}

// One tier of the request, computed by the model (model::quotaRequestLine) from the usage.
QuotaLine quotaLine(Tier tier, bool usedByPlan, int nodeCores, int headroomCores, const QuotaUsage &usage)
{
    const model::QuotaRequestLine m = model::quotaRequestLine(
        tier, usedByPlan, nodeCores, headroomCores,
        model::QuotaCounters{widen(usage.used), widen(usage.limit), widen(usage.regionalUsed),
                             widen(usage.regionalLimit)});
    QuotaLine line;
    line.tier = tier;
    line.usedByPlan = usedByPlan;
    line.nodeCores = static_cast<int>(m.nodeCores);
    line.headroomCores = static_cast<int>(m.headroomCores);
    line.requestedCores = static_cast<int>(m.requestedCores);
    line.usage = usage;
    line.requiredLimit = narrow(m.requiredFamilyLimit);
    line.requiredRegionalLimit = narrow(m.requiredRegionalLimit);
    line.shortfallCores = narrow(m.shortfall);
    return line;
}

ordered_json optionalNumber(const std::optional<int> &value)
{
    return value ? ordered_json(*value) : ordered_json(nullptr);
}

QString modelName(const ExportInput &in)
{
    return Exporters::modelLabel(in.spec);
}

QString workloadText(const ExportInput &in, const Texts &texts)
{
    const double gpuHours = in.evaluation.gpuHours;
    if (!in.evaluation.steps.empty() && in.evaluation.architecture) {
        // A layout plan: the model, its parameters and the tokens; the layout and MFU follow in
        // the sentence about the node count (justification()).
        const double parameters = static_cast<double>(model::parameterCounts(*in.evaluation.architecture).total());
        const double tokens = std::visit([](const auto &w) -> double {
            if constexpr (requires { w.tokens; }) {
                return w.tokens;
            } else {
                return 0.0;
            }
        }, in.spec.workload);
        //: %1: the model's name; %2: its parameters, e.g. "70.6 B"; %3: tokens
        return tokens > 0.0 ? Exporters::tr("%1 (%2 parameters) on %3 tokens").arg(modelName(in), texts.quantity(parameters), texts.quantity(tokens))
                            : Exporters::tr("%1 (%2 parameters)").arg(modelName(in), texts.quantity(parameters));
    }
    // Every other form names the plan's model where it has one (a measured rate, an MFU, GPU-hours).
    const QString model = modelName(in);
    if (const auto *w = std::get_if<model::TokenRateWorkload>(&in.spec.workload)) {
        if (!model.isEmpty()) {
            //: %1: the model's name; %2: tokens; %3: the measured tokens/s per GPU; %4: GPU-hours
            return Exporters::tr("%1 on %2 tokens at %3 tokens/s per GPU (%4 GPU-hours at full efficiency)")
                .arg(model, texts.quantity(w->tokens), texts.quantity(w->tokensPerGpuSecond), texts.number(gpuHours, 1));
        }
        return Exporters::tr("%1 tokens at %2 tokens/s per GPU (%3 GPU-hours at full efficiency)")
            .arg(texts.quantity(w->tokens), texts.quantity(w->tokensPerGpuSecond), texts.number(gpuHours, 1));
    }
    if (const auto *w = std::get_if<model::TokenMfuWorkload>(&in.spec.workload)) {
        // A library model's parameters come from its architecture (the workload's are 0 then).
        const double parameters =
            in.evaluation.architecture
                ? static_cast<double>(model::parameterCounts(*in.evaluation.architecture).total())
                : w->parameters;
        if (!model.isEmpty()) {
            //: %1: the model's name; %2: its parameters, e.g. "70.6 B"; %3: tokens; %4: MFU; %5: GPU-hours
            return Exporters::tr("%1 (%2 parameters) on %3 tokens at %4 MFU (%5 GPU-hours at full efficiency)")
                .arg(model, texts.quantity(parameters), texts.quantity(w->tokens), texts.percent(w->mfu),
                     texts.number(gpuHours, 1));
        }
        return Exporters::tr("a %1-parameter model on %2 tokens at %3 MFU (%4 GPU-hours at full efficiency)")
            .arg(texts.quantity(parameters), texts.quantity(w->tokens), texts.percent(w->mfu),
                 texts.number(gpuHours, 1));
    }
    if (!model.isEmpty()) {
        //: %1: the model's name; %2: GPU-hours
        return Exporters::tr("%1, a workload of %2 GPU-hours at full efficiency").arg(model, texts.quantity(gpuHours));
    }
    return Exporters::tr("a workload of %1 GPU-hours at full efficiency").arg(texts.quantity(gpuHours));
}

QString nodesWord(int n)
{
    return n == 1 ? Exporters::tr("1 node") : Exporters::tr("%1 nodes").arg(n);
}

// The paragraph a quota reviewer reads: the plan's numbers and why this node count.
QString justification(const ExportInput &in, const Resolved &r, const Texts &texts)
{
    const model::OptionRow &o = r.option;
    const QString plan = in.spec.name.empty() ? Exporters::tr("(unnamed)") : oneLine(q(in.spec.name));
    const auto step = std::find_if(in.evaluation.steps.begin(), in.evaluation.steps.end(),
                                   [&](const model::StepBreakdown &b) { return b.nodes == r.nodes; });
    QString text;
    if (in.spec.layout && step != in.evaluation.steps.end()) {
        // The layout the exports carry, and the step-time model's MFU for it at these nodes.
        //: %1: plan; %2: model and tokens; %3: nodes; %4: size; %5: GPUs; %6: region; %7: the layout;
        //: %8: MFU; %9: wall clock; %10: cost; %11: price per node-hour; %12: tier
        text = Exporters::tr("Plan \"%1\" trains %2 on %3 × %4 (%5 GPUs) in %6, laid out as %7. At the estimated "
                             "%8 MFU it takes %9 of wall clock and costs about %10 at %11 per node-hour (%12).")
                   .arg(plan, workloadText(in, texts), QString::number(r.nodes), oneLine(q(in.size.name)),
                        QString::number(o.gpus), oneLine(q(in.spec.region)), texts.layoutSummary(pricedLayout(in), o.gpus),
                        texts.percent(step->mfu, 1), texts.hours(o.wallClockHours))
                   .arg(texts.money(o.cost, in.evaluation.currency))
                   .arg(texts.moneyCents(in.evaluation.pricePerNodeHour, in.evaluation.currency),
                        tierLabel(texts, in.spec.tier));
    } else {
        text = Exporters::tr("Plan \"%1\" trains %2 on %3 × %4 (%5 GPUs) in %6. At the planned %7 scaling "
                             "efficiency it takes %8 of wall clock and costs about %9 at %10 per node-hour (%11).")
                   .arg(plan, workloadText(in, texts), QString::number(r.nodes), oneLine(q(in.size.name)),
                        QString::number(o.gpus), oneLine(q(in.spec.region)), texts.percent(o.efficiency),
                        texts.hours(o.wallClockHours), texts.money(o.cost, in.evaluation.currency),
                        texts.moneyCents(in.evaluation.pricePerNodeHour, in.evaluation.currency),
                        tierLabel(texts, in.spec.tier));
    }
    if (o.wallClockHoursHigh > o.wallClockHoursLow) {
        //: %1, %2: wall clocks; %3: how the band was found
        text += QLatin1Char(' ') + Exporters::tr("The estimate's band is %1 to %2 (%3).")
                                       .arg(texts.hours(o.wallClockHoursLow), texts.hours(o.wallClockHoursHigh),
                                            texts.estimateBasis(in.evaluation));
    }
    if (in.spec.deadlineHours) {
        text += QLatin1Char(' ') + (o.meetsDeadline ? Exporters::tr("This meets the %1 deadline.")
                                                    : Exporters::tr("This misses the %1 deadline."))
                                       .arg(texts.hoursAsTyped(*in.spec.deadlineHours));
    }
    const model::Recommendation &rec = in.evaluation.recommendation;
    if (rec.nodes() == r.nodes) {
        text += QLatin1Char(' ') + Exporters::tr("Why this node count: %1").arg(texts.recommendation(rec));
    } else {
        text += QLatin1Char(' ') + (rec.chosen ? Exporters::tr("%1 were chosen over the planner's recommendation: %2")
                                               : Exporters::tr("%1 were chosen. %2"))
                                       .arg(nodesWord(r.nodes), texts.recommendation(rec));
    }
    return text;
}

// "current limit: 200; in use: 8; limit needed: 392; shortfall: 192", with what is not known
// named as such, and where to get it.
QString usageText(const QuotaUsage &usage, const QuotaLine &line, const Texts &texts)
{
    const QString unknown = Exporters::tr("unknown — import `az vm list-usage`");
    const QString shortfall = line.shortfallCores ? texts.number(*line.shortfallCores, 0) : Exporters::tr("unknown");
    if (!line.usedByPlan) {
        return Exporters::tr("current limit: %1; in use: %2")
            .arg(usage.limit ? texts.number(*usage.limit, 0) : unknown,
                 usage.used ? texts.number(*usage.used, 0) : unknown);
    }
    if (!usage.limit && !usage.used) {
        return Exporters::tr("current limit and usage: %1; shortfall: %2").arg(unknown, shortfall);
    }
    const QString limit = usage.limit ? texts.number(*usage.limit, 0) : unknown;
    const QString used = usage.used ? texts.number(*usage.used, 0) : unknown;
    const QString required = line.requiredLimit ? texts.number(*line.requiredLimit, 0) : Exporters::tr("unknown");
    return Exporters::tr("current limit: %1; in use: %2; limit needed: %3; shortfall: %4")
        .arg(limit, used, required, shortfall);
}

QStringList quotaNotes(const ExportInput &in, const Resolved &r)
{
    QStringList notes;
    if (in.spec.compute == model::ComputeTarget::Cluster) {
        notes.append(Exporters::tr("An Azure ML cluster holds quota for its max_instances (%1) even when it has scaled "
                                   "to zero nodes; only deleting the cluster releases it. Delete the cluster after the "
                                   "run.")
                         .arg(r.nodes));
    } else if (in.spec.compute == model::ComputeTarget::Serverless) {
        notes.append(r.nodes == 1 ? Exporters::tr("A serverless job holds its 1 node's quota only while it runs.")
                                  : Exporters::tr("A serverless job holds its %1 nodes' quota only while it runs.").arg(r.nodes));
    } else {
        notes.append(Exporters::tr("VM scale sets and AKS node pools draw on the subscription's Compute quota per VM "
                                   "family (az vm list-usage), not on Azure ML quota; scale them to zero after the "
                                   "run."));
    }
    notes.append(Exporters::tr("Low-priority cores have a quota of their own, separate from dedicated cores."));
    notes.append(Exporters::tr("A quota is a limit, not a capacity guarantee: ask early, and for a large run "
                               "confirm capacity in the region with the account team."));
    if (r.nodes > 1 && in.spec.tier == Tier::Spot) {
        notes.append(Exporters::tr("Spot nodes can be preempted at any time, and losing one node stops all %1; "
                                   "checkpoint often.")
                         .arg(r.nodes));
    } else if (r.nodes > 1 && model::isPreemptible(in.spec.tier)) {
        notes.append(Exporters::tr("Low-priority nodes can be preempted at any time, and losing one node stops all "
                                   "%1; checkpoint often.")
                         .arg(r.nodes));
    }
    return notes;
}

// All-reduce bus bandwidth nccl-tests should report inside one VM over NVLink, GB/s, for the GPU
// models that have public reference runs: 8 × H100/H200 SXM (NVLink 4) ≈ 460–480, 8 × A100 SXM
// (NVLink 3) ≈ 230–250. Other sizes get no figure; their one-node run is the reference.
struct BusBandwidthRange {
    int lowGBps = 0;
    int highGBps = 0;
};

std::optional<BusBandwidthRange> singleVmBusBandwidth(const model::VmSize &size)
{
    const QString gpu = q(size.gpuModel.value);
    if (size.gpusPerVm.value != 8 || !gpu.contains(QStringLiteral("SXM"))) {
        return std::nullopt;
    }
    if (gpu.contains(QStringLiteral("H100")) || gpu.contains(QStringLiteral("H200"))) {
        return BusBandwidthRange{460, 480};
    }
    if (gpu.contains(QStringLiteral("A100"))) {
        return BusBandwidthRange{230, 250};
    }
    return std::nullopt;
}

// Across nodes the all-reduce bus bandwidth approaches the VM's InfiniBand: "380+" (GB/s) for large
// messages on ND H100 v5 (docs/sources.md, s1-infiniband-trap), 95 % of its 3.2 Tb/s = 400 GB/s.
constexpr double kInterNodeBusBandwidthFraction = 0.95;

QString task(const QString &text)
{
    return QStringLiteral("- [ ] ") + text + QLatin1Char('\n');
}

} // namespace

QString Exporters::issueText(const model::JobSettingsIssue &issue, const Texts &texts)
{
    if (const auto *code = std::get_if<model::IssueCode>(&issue.code)) {
        return texts.issue(model::InputIssue{issue.path, *code, issue.value, issue.low, issue.high, issue.text});
    }
    const QString text = oneLine(q(issue.text));
    switch (std::get<model::NameIssue>(issue.code)) {
    case model::NameIssue::Empty:
        return tr("must not be empty");
    case model::NameIssue::Length:
        return tr("\"%1\" has %2 characters; it must have %3 to %4")
            .arg(text, texts.quantity(issue.value), texts.quantity(issue.low), texts.quantity(issue.high));
    case model::NameIssue::Start:
        if (issue.path == "azureml.cluster_name") {
            return tr("\"%1\" must start with a letter").arg(text);
        }
        if (issue.path == "azureml.experiment_name") {
            return tr("\"%1\" must start with a letter or a digit").arg(text);
        }
        return tr("\"%1\" must start with a letter or '_'").arg(text);
    case model::NameIssue::Character:
        if (issue.path == "azureml.cluster_name") {
            return tr("may contain only letters, digits and '-' (found \"%1\")").arg(text);
        }
        if (issue.path == "azureml.experiment_name") {
            return tr("may contain only letters, digits, '_' and '-' (found \"%1\")").arg(text);
        }
        if (issue.path == "azureml.datastore" || issue.path.rfind("azureml.inputs.", 0) == 0 ||
            issue.path.rfind("azureml.environment_variables.", 0) == 0) {
            return tr("may contain only letters, digits and '_' (found \"%1\")").arg(text);
        }
        if (text == QStringLiteral(" ")) {
            return tr("must not contain a space");
        }
        return tr("must not contain \"%1\"").arg(text);
    case model::NameIssue::HyphenWithoutLetter:
        return tr("\"%1\": every '-' must be followed later by a letter, so the name cannot end with '-' or '-' and "
                  "digits")
            .arg(text);
    case model::NameIssue::Reserved:
        return tr("%1 is set by Azure ML for the distributed launch; the job must not override it").arg(text);
    case model::NameIssue::UnknownBinding:
        return tr("${{%1}} names no input of the job and not its checkpoint output (outputs.%2)")
            .arg(text, QLatin1String(model::kCheckpointOutput.data(),
                                     static_cast<qsizetype>(model::kCheckpointOutput.size())));
    case model::NameIssue::AbsolutePath:
        return tr("\"%1\" must be a path relative to the datastore, without a leading '/'").arg(text);
    }
    return tr("is not valid");
}

std::optional<Error> Exporters::tierRefusal(const ExportInput &in, model::ComputeTarget target)
{
    if (model::tierAllowed(target, in.spec.tier)) {
        return std::nullopt;
    }
    // The plan is priced for its own compute and tier; a target without that tier would run a
    // different job at a different price.
    const Texts texts;
    QStringList tiers;
    for (const model::Tier t : model::allowedTiers(target)) {
        tiers << texts.tierName(t);
    }
    //: %1: the export's compute target; %2: the plan's tier; %3: the plan's compute; %4: the target's tiers
    return Error{tr("the %1 offers no %2 tier (the plan is priced for %2 on the %3); export it for the %3, or plan it "
                    "for the %1 with tier %4 first")
                     .arg(texts.computeName(target), texts.tierName(in.spec.tier), texts.computeName(in.spec.compute),
                          tiers.join(tr(" or "))),
                 QStringLiteral("tier")};
}

Result<ExportInput> Exporters::input(const model::PlanSpec &spec, const model::Evaluation &evaluation,
                                     const model::Catalog &catalog, const model::JobSettings &job,
                                     std::optional<int> nodes)
{
    const model::VmSize *size = catalog.findSize(spec.sku);
    if (size == nullptr) {
        model::InputIssue issue{"sku", model::IssueCode::UnknownSize, 0.0, 0.0, 0.0, spec.sku};
        return Error{Texts().issue(issue), QStringLiteral("sku")};
    }
    ExportInput in;
    // The evaluated option's layout, also where the planner chose it: the job is the one priced.
    in.spec = model::withOptionLayout(spec, evaluation, nodes);
    in.evaluation = evaluation;
    in.size = *size;
    in.job = job;
    if (QString::fromStdString(spec.name).trimmed().isEmpty()) {
        // An unnamed plan: the names an empty name gave (gpu-cluster, capacity-plan) become those of
        // what it trains; names the user typed stay.
        const model::JobSettings blank = model::defaultJobSettings(spec.name);
        const model::JobSettings named = jobDefaults(spec, evaluation, nodes);
        for (std::string model::JobSettings::*name : {&model::JobSettings::clusterName, &model::JobSettings::experimentName,
                                                      &model::JobSettings::displayName,
                                                      &model::JobSettings::checkpointPath}) {
            if (in.job.*name == blank.*name || trimmedUtf8(in.job.*name).empty()) {
                in.job.*name = named.*name;
            }
        }
        in.spec.name = model::exportName(in.spec);
    }
    // Without azureml.launcher the launcher follows the layout's stack (model::stackLauncher).
    in.job.launcher = model::stackLauncher(in.spec, job.launcher);
    in.nodes = nodes;
    // The current quota where the catalog has it (imported from `az vm list-usage`): the family's
    // counter and the regional total of each tier, as the Quota tab reads them (model::quotaCounters),
    // narrowed to int (quota counts are far below 2^31).
    const auto usage = [&](model::Tier tier) {
        const model::QuotaCounters c = model::quotaCounters(catalog, *size, spec.region, tier);
        return QuotaUsage{narrow(c.familyLimit), narrow(c.familyUsed), narrow(c.regionalLimit), narrow(c.regionalUsed)};
    };
    in.dedicatedQuota = usage(model::Tier::Dedicated);
    in.lowPriorityQuota = usage(model::Tier::LowPriority);
    return in;
}

model::JobSettings Exporters::jobDefaults(const model::PlanSpec &spec, const model::Evaluation &evaluation,
                                          std::optional<int> nodes)
{
    return model::defaultJobSettings(model::exportName(model::withOptionLayout(spec, evaluation, nodes)));
}

QString Exporters::modelLabel(const model::PlanSpec &spec)
{
    if (!spec.model) {
        return {};
    }
    switch (spec.model->source) {
    case model::ModelSource::Preset:
        if (!spec.model->preset.empty()) {
            return oneLine(q(spec.model->preset));
        }
        break;
    case model::ModelSource::HfConfig: {
        // The config.json's own name ("meta-llama/Llama-3.1-70B") where the file has one.
        const auto hf = HfConfig::parse(QByteArray::fromStdString(spec.model->hfConfig));
        if (hf && !hf.value().nameOrPath.trimmed().isEmpty()) {
            return oneLine(hf.value().nameOrPath.trimmed());
        }
        break;
    }
    case model::ModelSource::Architecture:
        break;
    }
    return tr("the plan's model");
}

Result<int> Exporters::exportedNodes(const ExportInput &input)
{
    auto r = resolve(input);
    if (!r) {
        return r.error();
    }
    return r.value().nodes;
}

Result<QByteArray> Exporters::commandJobJson(const ExportInput &in)
{
    auto resolved = resolve(in);
    if (!resolved) {
        return resolved.error();
    }
    if (auto tierError = clusterTierError(in)) {
        return *tierError;
    }
    const Resolved &r = resolved.value();
    const model::JobSettings &job = in.job;

    // Field names and shapes: the CLI v2 command job YAML/JSON schema, as azure-ai-ml loads it
    // (load_job rejects unknown fields, so a typo here fails tst_exporters).
    ordered_json doc;
    doc["$schema"] = "https://azuremlschemas.azureedge.net/latest/commandJob.schema.json";
    doc["type"] = "command";
    if (!job.displayName.empty()) {
        doc["display_name"] = job.displayName;
    }
    doc["experiment_name"] = job.experimentName;
    doc["code"] = trimmedUtf8(job.codeFolder);
    // The user's command with the launcher's arguments for the evaluated layout (model::launchCommand);
    // Azure ML's pytorch distribution starts the one process per GPU.
    doc["command"] = model::launchCommand(job, r.layout, "${{outputs." + std::string(model::kCheckpointOutput) + "}}",
                                          in.deepSpeedConfigFile, in.accelerateConfigFile);
    doc["environment"] = trimmedUtf8(job.environment);
    doc["compute"] = "azureml:" + job.clusterName;
    doc["resources"] = ordered_json{{"instance_count", r.nodes}};
    doc["distribution"] = distributionJson(job, r);
    jobparts::addRunParts(doc, job, r.timeoutSeconds);
    // Tags travel with the job into the studio: which plan, and what the first run must show.
    doc["tags"] =
        ordered_json{{"capacity_plan", in.spec.name},
                     {"nodes", std::to_string(r.nodes)},
                     {"world_size", std::to_string(r.worldSize)},
                     {"planned_wall_clock_hours", QString::number(r.option.wallClockHours, 'f', 2).toStdString()}};
    return dump(doc);
}

Result<QByteArray> Exporters::amlComputeJson(const ExportInput &in)
{
    auto resolved = resolve(in);
    if (!resolved) {
        return resolved.error();
    }
    if (auto tierError = clusterTierError(in)) {
        return *tierError;
    }
    const Resolved &r = resolved.value();
    // docs/sources.md, s2-azureml-compute: min 0 so the cluster costs nothing idle, max = the
    // largest job, tier per plan; the cluster sits in the plan's region, where its price and quota
    // were planned.
    ordered_json doc;
    doc["$schema"] = "https://azuremlschemas.azureedge.net/latest/amlCompute.schema.json";
    doc["name"] = in.job.clusterName;
    doc["type"] = "amlcompute";
    doc["location"] = in.spec.region;
    doc["size"] = in.size.name;
    doc["min_instances"] = 0;
    doc["max_instances"] = r.nodes;
    doc["idle_time_before_scale_down"] = in.job.idleSecondsBeforeScaleDown;
    doc["tier"] = Utf8(model::toString(in.spec.tier));
    return dump(doc);
}

Result<SubmitScripts> Exporters::submitScripts(const ExportInput &in, const QString &jobFile,
                                               const QString &computeFile)
{
    auto resolved = resolve(in);
    if (!resolved) {
        return resolved.error();
    }
    if (auto tierError = clusterTierError(in)) {
        return *tierError;
    }
    const Resolved &r = resolved.value();
    const Utf8 plan = commentLine(q(in.spec.name));
    const Utf8 expected = worldSizeLine(in.job, r);

    Utf8 bash;
    bash += "#!/usr/bin/env bash\n";
    bash += "# Submits plan \"" + plan + "\" with the Azure CLI ml extension (v2): the cluster, then the job.\n";
    bash += "# Set AZURE_RESOURCE_GROUP and AZUREML_WORKSPACE to the workspace's resource group and name.\n";
    bash += "set -euo pipefail\n";
    bash += ": \"${AZURE_RESOURCE_GROUP:?set AZURE_RESOURCE_GROUP}\"\n";
    bash += ": \"${AZUREML_WORKSPACE:?set AZUREML_WORKSPACE}\"\n";
    bash += "echo " + shellQuoted(QString::fromStdString(expected)) + "\n";
    bash += "az ml compute create --file " + shellQuoted(computeFile) +
            " --resource-group \"$AZURE_RESOURCE_GROUP\" --workspace-name \"$AZUREML_WORKSPACE\"\n";
    bash += "az ml job create --file " + shellQuoted(jobFile) +
            " --resource-group \"$AZURE_RESOURCE_GROUP\" --workspace-name \"$AZUREML_WORKSPACE\"\n";

    Utf8 py;
    py += "#!/usr/bin/env python3\n";
    py += "# Submits plan \"" + plan + "\" with the Azure ML Python SDK v2: the cluster, then the job.\n";
    py += "# Set AZURE_SUBSCRIPTION_ID, AZURE_RESOURCE_GROUP and AZUREML_WORKSPACE first.\n";
    py += "import os\n\n";
    py += "from azure.ai.ml import MLClient, load_compute, load_job\n";
    py += "from azure.identity import DefaultAzureCredential\n\n";
    py += "ml_client = MLClient(\n";
    py += "    DefaultAzureCredential(),\n";
    py += "    os.environ[\"AZURE_SUBSCRIPTION_ID\"],\n";
    py += "    os.environ[\"AZURE_RESOURCE_GROUP\"],\n";
    py += "    os.environ[\"AZUREML_WORKSPACE\"],\n";
    py += ")\n";
    py += "ml_client.begin_create_or_update(load_compute(" + pythonQuoted(computeFile) + ")).result()\n";
    py += "job = load_job(" + pythonQuoted(jobFile) + ")\n";
    if (in.job.distribution == Distribution::TensorFlow) {
        py += "print(\"Expected workers:\", job.distribution.worker_count, \"each driving " +
              std::to_string(r.gpusPerNode) + " GPUs; replicas in sync:\", job.distribution.worker_count * " +
              std::to_string(r.gpusPerNode) + ")\n";
    } else if (r.processesPerNode != r.gpusPerNode) {
        py += "# accelerate launch starts " + std::to_string(r.gpusPerNode) + " processes on each node\n";
        py += "world_size = job.resources.instance_count * " + std::to_string(r.gpusPerNode) + "\n";
        py += "print(\"Expected world size:\", world_size, \"(plan: " + std::to_string(r.worldSize) + ")\")\n";
    } else {
        py += "world_size = job.resources.instance_count * job.distribution.process_count_per_instance\n";
        py += "print(\"Expected world size:\", world_size, \"= instance_count x process_count_per_instance (plan: " +
              std::to_string(r.worldSize) + ")\")\n";
    }
    py += "returned = ml_client.jobs.create_or_update(job)\n";
    py += "print(returned.studio_url)\n";

    SubmitScripts scripts;
    scripts.bash = QByteArray::fromStdString(bash);
    scripts.python = QByteArray::fromStdString(py);
    return scripts;
}

Result<QuotaRequest> Exporters::quotaRequest(const ExportInput &in)
{
    auto resolved = resolve(in);
    if (!resolved) {
        return resolved.error();
    }
    const Resolved &r = resolved.value();
    // docs/sources.md, s2-azureml-compute: a GPU node counts by its vCPUs, so 4 × ND96isr H100 v5
    // need 384 cores of the family's quota; dedicated and low-priority quotas are separate.
    const int nodeCores = r.nodes * r.vcpusPerNode;
    QuotaRequest request;
    request.plan = q(in.spec.name);
    request.region = q(in.spec.region);
    request.vmFamily = q(in.size.quotaFamily.value);
    request.size = q(in.size.name);
    request.vcpusPerNode = r.vcpusPerNode;
    request.nodes = r.nodes;
    // Spot draws on the low-priority counters (model::quotaTier).
    const Tier counters = model::quotaTier(in.spec.tier);
    request.compute = in.spec.compute;
    request.service = model::quotaService(in.spec.compute);
    request.dedicated = quotaLine(Tier::Dedicated, counters == Tier::Dedicated, nodeCores, in.job.quotaHeadroomCores,
                                  in.dedicatedQuota);
    request.lowPriority = quotaLine(Tier::LowPriority, counters == Tier::LowPriority, nodeCores,
                                    in.job.quotaHeadroomCores, in.lowPriorityQuota);
    return request;
}

Result<QByteArray> Exporters::quotaRequestJson(const ExportInput &in, const Texts &texts)
{
    auto request = quotaRequest(in);
    if (!request) {
        return request.error();
    }
    const QuotaRequest &qr = request.value();
    const Resolved r = resolve(in).value();
    ordered_json doc;
    doc["format"] = kQuotaRequestFormat;
    doc["version"] = kQuotaRequestVersion;
    doc["plan"] = qr.plan.toStdString();
    // Which quota to ask for: Azure ML (clusters, serverless jobs) or Compute (VM scale sets for
    // Slurm, AKS node pools), model::quotaService.
    doc["service"] = Utf8(model::toString(qr.service));
    doc["compute"] = Utf8(model::toString(qr.compute));
    doc["tier"] = Utf8(model::toString(in.spec.tier));
    doc["region"] = qr.region.toStdString();
    doc["vm_family"] = qr.vmFamily.toStdString();
    doc["size"] = qr.size.toStdString();
    doc["vcpus_per_node"] = qr.vcpusPerNode;
    doc["nodes"] = qr.nodes;
    ordered_json lines = ordered_json::array();
    for (const QuotaLine *line : {&qr.dedicated, &qr.lowPriority}) {
        ordered_json item;
        item["tier"] = Utf8(model::toString(line->tier));
        item["used_by_plan"] = line->usedByPlan;
        item["node_cores"] = line->nodeCores;
        item["headroom_cores"] = line->headroomCores;
        item["requested_cores"] = line->requestedCores;
        item["current_limit"] = optionalNumber(line->usage.limit);
        item["current_usage"] = optionalNumber(line->usage.used);
        item["required_limit"] = optionalNumber(line->requiredLimit);
        item["regional_limit"] = optionalNumber(line->usage.regionalLimit);
        item["regional_usage"] = optionalNumber(line->usage.regionalUsed);
        item["required_regional_limit"] = optionalNumber(line->requiredRegionalLimit);
        item["shortfall_cores"] = optionalNumber(line->shortfallCores);
        lines.push_back(item);
    }
    doc["requests"] = lines;
    doc["justification"] = justification(in, r, texts).toStdString();
    ordered_json notes = ordered_json::array();
    for (const QString &note : quotaNotes(in, r)) {
        notes.push_back(note.toStdString());
    }
    doc["notes"] = notes;
    return dump(doc);
}

Result<QByteArray> Exporters::quotaRequestText(const ExportInput &in, const Texts &texts)
{
    auto request = quotaRequest(in);
    if (!request) {
        return request.error();
    }
    const QuotaRequest &qr = request.value();
    const Resolved r = resolve(in).value();
    QString out;
    out += tr("Quota request for plan \"%1\"").arg(oneLine(qr.plan)) + QLatin1String("\n\n");
    out +=
        (qr.service == model::QuotaService::Compute
             ? tr("Service: Compute, VM-family vCPU quota for %1 (cores are vCPUs)").arg(texts.computeName(qr.compute))
             : tr("Service: Azure Machine Learning compute, for %1 (cores are vCPUs)")
                   .arg(texts.computeName(qr.compute))) +
        QLatin1Char('\n');
    if (in.spec.tier == Tier::Spot) {
        out += tr("Spot: the serverless job's Spot queue draws on the low-priority cores below.") + QLatin1Char('\n');
    }
    out += tr("Region: %1").arg(oneLine(qr.region)) + QLatin1Char('\n');
    out += tr("VM family: %1 (%2, %3 vCPUs per VM)")
               .arg(qr.vmFamily.isEmpty() ? tr("unknown") : oneLine(qr.vmFamily), oneLine(qr.size))
               .arg(qr.vcpusPerNode) +
           QLatin1String("\n\n");
    for (const QuotaLine *line : {&qr.dedicated, &qr.lowPriority}) {
        const QString tier = line->tier == Tier::Dedicated ? tr("Dedicated cores") : tr("Low-priority cores");
        if (line->usedByPlan) {
            const QString cores = line->headroomCores > 0
                                      ? tr("%1 × %2 vCPUs + %3 headroom")
                                            .arg(nodesWord(qr.nodes), texts.number(qr.vcpusPerNode, 0),
                                                 texts.number(line->headroomCores, 0))
                                      : tr("%1 × %2 vCPUs").arg(nodesWord(qr.nodes), texts.number(qr.vcpusPerNode, 0));
            out +=
                tr("%1: request %2 (%3)").arg(tier, texts.number(line->requestedCores, 0), cores) + QLatin1Char('\n');
        } else {
            out += tr("%1: not used by this plan (0 requested)").arg(tier) + QLatin1Char('\n');
            if (!line->usage.limit && !line->usage.used) {
                continue; // nothing known and nothing asked for
            }
        }
        out += QStringLiteral("  ") + usageText(line->usage, *line, texts) + QLatin1Char('\n');
        if (line->usage.regionalLimit || line->usage.regionalUsed) {
            const auto known = [&](const std::optional<int> &v) {
                return v ? texts.number(*v, 0) : tr("unknown");
            };
            out += QStringLiteral("  ") +
                   tr("regional total: current limit: %1; in use: %2; limit needed: %3")
                       .arg(known(line->usage.regionalLimit), known(line->usage.regionalUsed),
                            known(line->requiredRegionalLimit)) +
                   QLatin1Char('\n');
        }
    }
    out += QLatin1Char('\n') + tr("Justification") + QLatin1Char('\n');
    out += justification(in, r, texts) + QLatin1String("\n\n");
    out += tr("Notes") + QLatin1Char('\n');
    for (const QString &note : quotaNotes(in, r)) {
        out += QStringLiteral("- ") + note + QLatin1Char('\n');
    }
    return out.toUtf8();
}

Result<QByteArray> Exporters::preflightChecklistMarkdown(const ExportInput &in, const Texts &texts)
{
    auto resolved = resolve(in);
    if (!resolved) {
        return resolved.error();
    }
    const Resolved &r = resolved.value();
    const model::JobSettings &job = in.job;
    const QString size = QStringLiteral("`") + oneLine(q(in.size.name)) + QStringLiteral("`");
    const QString n = QString::number(r.nodes);
    const QString g = QString::number(r.gpusPerNode);
    const QString w = QString::number(r.worldSize);
    const std::map<Utf8, Utf8> env = environment(job);

    QString md;
    md += tr("# Pre-flight checklist: %1").arg(oneLine(q(in.spec.name))) + QLatin1String("\n\n");
    md += tr("%1 × %2 (%3 GPUs) in %4, %5; planned wall clock %6, about %7.")
              .arg(n, size, QString::number(r.option.gpus), oneLine(q(in.spec.region)), tierLabel(texts, in.spec.tier),
                   texts.hours(r.option.wallClockHours), texts.money(r.option.cost, in.evaluation.currency)) +
          QLatin1String("\n\n");

    // docs/sources.md, s0-finetune-sizing: the one-node wall clock is the baseline every scaling
    // decision depends on.
    md += tr("## Before the first multi-node run") + QLatin1String("\n\n");
    const auto one = std::find_if(in.evaluation.options.begin(), in.evaluation.options.end(),
                                  [](const model::OptionRow &o) { return o.nodes == 1; });
    QString baseline = tr("Measure a one-node baseline first: the same job on 1 node with %1 processes; time it and "
                          "check checkpoints write and resume.")
                           .arg(g);
    if (one != in.evaluation.options.end()) {
        baseline += QLatin1Char(' ') + tr("The plan assumes %1 on one node.").arg(texts.hours(one->wallClockHours));
    }
    // What the efficiency is relative to (Evaluation::efficiencyReferenceNodes): one node's rate,
    // a layout's rate on the fewest nodes that run it, or the best rate of the planner's layouts.
    const int reference = in.evaluation.efficiencyReferenceNodes.value_or(1);
    if (r.nodes > 1 && r.nodes != reference && in.evaluation.layoutChosenByPlanner) {
        //: %1: "8 nodes"; %2: percent; %3: "2 nodes"
        baseline += QLatin1Char(' ') +
                    tr("On %1 the plan assumes %2 of the best per-GPU throughput of the planner's layouts, which "
                       "it has on %3; measure both at equal per-GPU batch size before booking the long run.")
                        .arg(nodesWord(r.nodes), texts.percent(r.option.efficiency), nodesWord(reference));
    } else if (r.nodes > 1 && reference > 1 && r.nodes != reference) {
        //: %1: "8 nodes"; %2: percent; %3: "2 nodes"
        baseline += QLatin1Char(' ') +
                    tr("On %1 the plan assumes %2 of the per-GPU throughput the layout has on %3, the fewest nodes "
                       "that run it; measure both at equal per-GPU batch size before booking the long run.")
                        .arg(nodesWord(r.nodes), texts.percent(r.option.efficiency), nodesWord(reference));
    } else if (r.nodes > 1 && reference == 1) {
        baseline += QLatin1Char(' ') +
                    tr("On %1 the plan assumes %2× the one-node throughput (%3 efficiency); "
                       "measure it at equal per-GPU batch size before booking the long run.")
                        .arg(nodesWord(r.nodes), texts.number(r.option.speedup, 2), texts.percent(r.option.efficiency));
    }
    md += task(baseline);
    if (r.layout.fromLayout) {
        // The layout the exports carry: what the first steps must show that the job runs it.
        const model::FrameworkLayout &l = r.layout;
        const auto step = std::find_if(in.evaluation.steps.begin(), in.evaluation.steps.end(),
                                       [&](const model::StepBreakdown &b) { return b.nodes == r.nodes; });
        //: %1: the layout in words; %2: micro-batch; %3: accumulation; %4: global batch
        //: %5: the DeepSpeed configuration's file name
        md += task(tr("The job runs the planned layout, %1: micro-batch %2, %3 accumulation steps, %4 sequences per "
                      "step. Check that the training script reads the exported arguments (or %5) and "
                      "that its log states the same.")
                       .arg(texts.layoutSummary(pricedLayout(in), r.worldSize))
                       .arg(texts.number(l.microBatchSize, 0), texts.number(l.gradientAccumulation, 0),
                            texts.number(static_cast<double>(l.trainBatchSize), 0),
                            oneLine(q(in.deepSpeedConfigFile))));
        if (step != in.evaluation.steps.end() && step->stepSeconds > 0.0) {
            //: %1: seconds per step; %2: MFU
            md += task(tr("Compare the first steady steps with the estimate: %1 s per step at %2 MFU. Import the log "
                          "(`capacity-planner-cli import training-log LOG --plan PLAN`) to calibrate the plan.")
                           .arg(texts.number(step->stepSeconds, 2), texts.percent(step->mfu, 1)));
        }
    }

    if (r.layout.mixedPrecision && r.layout.halfPrecision == model::HalfPrecision::Fp16) {
        // model::halfPrecisionFor: no BF16 on this GPU (NVIDIA V100 data sheet: FP16 tensor cores
        // only; BF16 came with Ampere), so the exports say FP16 with dynamic loss scaling.
        //: %1: the GPU model; %2: the DeepSpeed configuration's file name
        md += task(tr("%1 has no BF16 (its tensor cores run FP16; BF16 arrived with Ampere): the job trains in FP16 "
                      "mixed precision with dynamic loss scaling — `\"fp16\"` with `loss_scale` 0 in %2, `--fp16` "
                      "for Megatron-LM and transformers, `torch.autocast(dtype=torch.float16)` with a `GradScaler` "
                      "or `accelerate launch --mixed_precision fp16` otherwise. Check that nothing in the script "
                      "asks for bf16, and that the log shows few skipped steps (loss-scale overflows) and no NaN "
                      "loss.")
                       .arg(oneLine(q(in.size.gpuModel.value)), oneLine(q(in.deepSpeedConfigFile))));
    }

    // docs/sources.md, s0-finetune-sizing and s1-infiniband-trap: the fabric decides whether a
    // multi-node run scales.
    if (in.size.hasInfiniBand()) {
        md += task(tr("%1 has InfiniBand: %2 × %3 Gb/s = %4 Tb/s per VM. Keep this size; a size without InfiniBand "
                      "falls back to TCP across nodes.")
                       .arg(size, g, texts.number(in.size.ibGbpsPerGpu.value, 0),
                            texts.number(in.size.ibGbpsPerVm() / 1000.0, 1)));
    } else if (r.nodes > 1) {
        md += task(tr("**Warning: %1 has no InfiniBand.** Across %2 NCCL falls back to TCP over Ethernet (%3 Gb/s "
                      "per VM): the job runs correctly but slowly, and adding nodes can make it slower. Use an ND "
                      "size with InfiniBand (an \"r\" in the name) for multi-node runs.")
                       .arg(size, nodesWord(r.nodes), texts.number(in.size.ethernetGbpsPerVm.value, 0)));
    } else {
        md += task(
            tr("%1 has no InfiniBand; that is fine on one node, but do not scale this job past one VM.").arg(size));
    }
    if (r.nodes > 1 && in.size.hasInfiniBand() && in.spec.compute == model::ComputeTarget::Cluster) {
        md += task(tr("All %1 nodes sit in one placement group: an Azure ML cluster (`%2`) places its nodes in one "
                      "scale set; self-managed VMs need a scale set with singlePlacementGroup=true (100 VMs by "
                      "default, 300 on request). VMs outside it get no InfiniBand to each other.")
                       .arg(n, oneLine(q(job.clusterName))));
    }

    // The target's own checks: placement groups for Slurm on scale sets, the RDMA device plugin on
    // AKS, the queue of a serverless job (SubmitTargets::checklistTasks).
    const QStringList targetTasks = SubmitTargets::checklistTasks(in, in.spec.compute, r.nodes, texts);
    if (!targetTasks.isEmpty()) {
        md += QLatin1Char('\n') + tr("## Target: %1").arg(texts.computeName(in.spec.compute)) + QLatin1String("\n\n");
        for (const QString &t : targetTasks) {
            md += task(t);
        }
    }

    md += QLatin1Char('\n') + tr("## First run") + QLatin1String("\n\n");
    // Each target starts its processes its own way; the checklist names only that target's keys
    // (sbatch/srun on Slurm, the PyTorchJob's nprocPerNode on Kubernetes, the distribution block
    // on Azure ML).
    if (r.processesPerNode != r.gpusPerNode) {
        md += task(tr("One launcher per node (process_count_per_instance, `--ntasks-per-node` or `nprocPerNode` 1): "
                      "`accelerate launch` starts %1 processes on each of the %2 nodes (`--num_processes %3`, "
                      "`--config_file` the exported accelerate configuration, next to the code).")
                       .arg(g, n, w));
        md += task(tr("Expect world size **%1** = %2 nodes × %3 processes: print `dist.get_world_size()` on rank 0.")
                       .arg(w, n, g));
    } else if (in.spec.compute == model::ComputeTarget::Slurm) {
        md += task(tr("`#SBATCH --ntasks-per-node=%1` with `--gpus-per-node=%1`: `srun` starts one process per GPU "
                      "on each of the %2 nodes, and the script prints the world size it expects and the one the "
                      "allocation gives ($WORLD_SIZE).")
                       .arg(g, n));
        md += task(tr("Expect world size **%1** = %2 nodes × %3 processes: print `dist.get_world_size()` on rank 0.")
                       .arg(w, n, g));
    } else if (in.spec.compute == model::ComputeTarget::Kubernetes) {
        md += task(tr("`nprocPerNode` is %1: `torchrun` starts one process per GPU in each of the %2 pods (one "
                      "Master, %3 Workers) from the PyTorchJob's PET_ variables.")
                       .arg(g, n, QString::number(r.nodes - 1)));
        md += task(tr("Expect world size **%1** = %2 nodes × %3 processes: print `dist.get_world_size()` on rank 0.")
                       .arg(w, n, g));
    } else if (job.distribution == Distribution::TensorFlow) {
        md += task(tr("worker_count is %1, one worker per node driving its %2 GPUs: num_replicas_in_sync should be "
                      "**%3** = %1 × %2.")
                       .arg(n, g, w));
    } else {
        md += task(tr("process_count_per_instance is %1, one process per GPU (without it Azure ML starts one process "
                      "per node, leaving %2 of %1 GPUs per node idle).")
                       .arg(g, QString::number(r.gpusPerNode - 1)));
        md += task(tr("Expect world size **%1** = %2 nodes × %3 processes: print `dist.get_world_size()` on rank 0.")
                       .arg(w, n, g));
    }
    const Utf8 debug = env.at("NCCL_DEBUG");
    QString ncclLog = tr("NCCL_DEBUG=INFO is set; in the rank-0 log look for `NET/IB` (InfiniBand). `NET/Socket` means "
                         "NCCL fell back to TCP: check the placement group, the image's InfiniBand libraries and that "
                         "nothing sets NCCL_IB_DISABLE.");
    if (debug != "INFO") {
        ncclLog +=
            QLatin1Char(' ') + tr("**The job sets NCCL_DEBUG=%1; set INFO for the first run.**").arg(oneLine(q(debug)));
    }
    const auto ibDisable = env.find("NCCL_IB_DISABLE");
    if (ibDisable != env.end() && ibDisable->second == "1") {
        ncclLog += QLatin1Char(' ') + tr("**The job sets NCCL_IB_DISABLE=1, which forces TCP; remove it.**");
    }
    md += task(ncclLog);

    // nccl-tests' busbw = algbw · 2(n−1)/n is comparable with the link speed (NVIDIA/nccl-tests
    // doc/PERFORMANCE.md).
    QString bandwidth = tr("Run nccl-tests `all_reduce_perf -b 8 -e 8G -f 2 -g %1` in one VM").arg(g);
    if (const auto range = singleVmBusBandwidth(in.size)) {
        bandwidth += QLatin1Char(' ') + tr("and expect a bus bandwidth (busbw) of about %1–%2 GB/s for large messages "
                                           "over NVLink.")
                                            .arg(range->lowGBps)
                                            .arg(range->highGBps);
    } else {
        bandwidth += QLatin1Char(' ') + tr("and record its bus bandwidth (busbw) as the reference for this size.");
    }
    if (r.nodes > 1 && in.size.hasInfiniBand()) {
        const double ibGBps = in.size.ibGbpsPerVm() / 8.0;
        bandwidth += QLatin1Char(' ') +
                     tr("Across nodes (`mpirun -np %1 … all_reduce_perf -b 8 -e 8G -f 2 -g 1`) busbw "
                        "for 8 GB messages should approach %2 GB/s, about 95 % of the VM's %3 GB/s "
                        "of InfiniBand; far below that, or NET/Socket in the log, means the fabric "
                        "is not in use.")
                         .arg(w, texts.number(kInterNodeBusBandwidthFraction * ibGBps, 0), texts.number(ibGBps, 0));
    }
    md += task(bandwidth);
    md += task(tr("init_process_group has a collective timeout (e.g. `timeout=datetime.timedelta(minutes=30)`), so a "
                  "hung all-reduce after a node fault fails the job instead of stalling every rank."));

    md += QLatin1Char('\n') + tr("## Long run") + QLatin1String("\n\n");
    QString checkpoint;
    if (in.spec.compute == model::ComputeTarget::Slurm) {
        //: %1: the checkpoint folder on the shared file system
        checkpoint = tr("Checkpoint-and-resume is tested: `scancel` a running job, submit the script again with "
                        "`sbatch` and confirm it resumes from the newest checkpoint in `%1` on the shared file system "
                        "(the script's RESUME_FROM; set CHECKPOINT_ROOT to move it).")
                         .arg(QLatin1String(SubmitTargets::kSlurmSharedRoot) + QLatin1Char('/') +
                              oneLine(q(jobparts::checkpointPath(job))));
    } else if (in.spec.compute == model::ComputeTarget::Kubernetes) {
        //: %1: the checkpoint folder in the pods; %2: the PersistentVolumeClaim
        checkpoint = tr("Checkpoint-and-resume is tested: delete a running pod (`kubectl delete pod`) and confirm "
                        "the restarted job resumes from the newest checkpoint in `%1` on the PersistentVolumeClaim "
                        "`%2`.")
                         .arg(QLatin1String(SubmitTargets::kKubernetesCheckpointMount) + QLatin1Char('/') +
                                  oneLine(q(jobparts::checkpointPath(job))),
                              QString::fromStdString(job.clusterName).toLower() + QStringLiteral("-checkpoints"));
    } else {
        checkpoint = tr("Checkpoint-and-resume is tested: cancel a running job, resubmit it and confirm it resumes "
                        "from the newest checkpoint in `%1` (a fixed path, so the new job finds it).")
                         .arg(QString::fromStdString(checkpointUri(job)));
    }
    if (model::isPreemptible(in.spec.tier)) {
        checkpoint += QLatin1Char(' ') + tr("Low-priority nodes can be preempted at any time and a preempted job must "
                                            "be restarted; checkpoint often.");
    }
    md += task(checkpoint);
    const int cores = r.nodes * r.vcpusPerNode + job.quotaHeadroomCores;
    if (in.spec.compute == model::ComputeTarget::Cluster) {
        md += task(tr("Quota requested: %1 %2 cores of %3 in %4 (%5 × %6 vCPUs%7). The cluster holds them for "
                      "max_instances = %5 even at zero nodes; delete it after the run.")
                       .arg(texts.number(cores, 0), tierLabel(texts, in.spec.tier),
                            in.size.quotaFamily.value.empty() ? tr("the size's family")
                                                              : oneLine(q(in.size.quotaFamily.value)),
                            oneLine(q(in.spec.region)), n, QString::number(r.vcpusPerNode),
                            job.quotaHeadroomCores > 0 ? tr(" + %1 headroom").arg(job.quotaHeadroomCores) : QString()));
    }
    const QString timeoutHours = texts.hours(static_cast<double>(r.timeoutSeconds) / 3600.0);
    if (in.spec.compute == model::ComputeTarget::Slurm) {
        //: %1: Slurm's days-hours:minutes:seconds
        md += task(tr("`#SBATCH --time=%1` (%2 = %3 × the planned %4): Slurm ends the job if it runs that long.")
                       .arg(SubmitTargets::slurmTime(r.timeoutSeconds), timeoutHours, texts.number(job.timeoutMargin, 2),
                            texts.hours(r.option.wallClockHours)));
    } else if (in.spec.compute == model::ComputeTarget::Kubernetes) {
        md += task(tr("`activeDeadlineSeconds` is %1 (%2 = %3 × the planned %4): the training operator stops the "
                      "PyTorchJob if it runs that long.")
                       .arg(QString::number(r.timeoutSeconds), timeoutHours, texts.number(job.timeoutMargin, 2),
                            texts.hours(r.option.wallClockHours)));
    } else {
        md += task(tr("limits.timeout is %1 s (%2 = %3 × the planned %4): the job stops if it runs that long.")
                       .arg(QString::number(r.timeoutSeconds), timeoutHours, texts.number(job.timeoutMargin, 2),
                            texts.hours(r.option.wallClockHours)));
    }

    if (!in.evaluation.findings.empty()) {
        md += QLatin1Char('\n') + tr("## Findings") + QLatin1String("\n\n");
        for (const model::Finding &f : in.evaluation.findings) {
            md += QStringLiteral("- **") + texts.findingTitle(f.code) + QStringLiteral("**: ") + texts.finding(f) +
                  QLatin1Char('\n');
        }
    }
    return md.toUtf8();
}

namespace {

// The CLI's option object (docs/design.md, "The plan file"), in its order.
constexpr std::array<const char *, 11> kCsvColumns{
    "nodes",      "gpus", "efficiency",  "speedup",        "compute_hours", "wall_clock_hours",
    "node_hours", "cost", "quota_cores", "meets_deadline", "within_budget"};
// After them: the currency of "cost" (ISO 4217), optional when reading (files before it lack it).
constexpr const char *kCsvCurrencyColumn = "currency";

// Shortest text that reads back to exactly this double (std::to_chars, C++17).
Utf8 shortest(double value)
{
    std::array<char, 64> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return Utf8(buffer.data(), result.ptr);
}

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
Utf8 csvField(const Utf8 &field)
{
    if (field.find_first_of(",\"\r\n") == Utf8::npos) {
        return field;
    }
    Utf8 out = "\"";
    for (const char c : field) {
        out += c;
        if (c == '"') {
            out += '"';
        }
    }
    return out + "\"";
}

using CsvRecord = std::vector<Utf8>;
struct CsvRecordAt {
    CsvRecord fields;
    int line = 0; // where the record starts, 1-based
};
using CsvRecords = std::vector<CsvRecordAt>;

// RFC 4180 records; CRLF or LF ends a record outside quotes. Fails on a stray quote.
Result<CsvRecords> splitCsv(const QByteArray &bytes)
{
    CsvRecords records;
    CsvRecordAt record;
    Utf8 field;
    bool quoted = false;      // inside a quoted field
    bool fieldQuoted = false; // this field was quoted (so an empty last field still counts)
    bool any = false;         // the record has content
    int line = 1;
    record.line = 1;
    auto endField = [&]() {
        record.fields.push_back(field);
        field.clear();
        fieldQuoted = false;
    };
    auto endRecord = [&]() {
        if (any || !record.fields.empty() || fieldQuoted) {
            endField();
            records.push_back(std::move(record));
        }
        record = CsvRecordAt{};
        record.line = line;
        any = false;
    };
    const qsizetype size = bytes.size();
    for (qsizetype i = 0; i < size; ++i) {
        const char c = bytes[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < size && bytes[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n') {
                    ++line;
                }
                field += c;
            }
            continue;
        }
        if (c == '"') {
            if (!field.empty()) {
                return Error{Exporters::tr("a quote inside an unquoted field"), QStringLiteral("line %1").arg(line)};
            }
            quoted = true;
            fieldQuoted = true;
            any = true;
        } else if (c == ',') {
            endField();
            any = true;
        } else if (c == '\r' && i + 1 < size && bytes[i + 1] == '\n') {
            ++i;
            ++line;
            endRecord();
        } else if (c == '\n') {
            ++line;
            endRecord();
        } else {
            if (fieldQuoted) {
                return Error{Exporters::tr("text after a closing quote"), QStringLiteral("line %1").arg(line)};
            }
            field += c;
            any = true;
        }
    }
    if (quoted) {
        return Error{Exporters::tr("a quoted field is not closed"), QStringLiteral("line %1").arg(record.line)};
    }
    endRecord();
    return records;
}

bool parseDouble(const Utf8 &text, double &out)
{
    const char *end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, out);
    return result.ec == std::errc() && result.ptr == end && !text.empty();
}

bool parseInt(const Utf8 &text, int &out)
{
    const char *end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, out);
    return result.ec == std::errc() && result.ptr == end && !text.empty();
}

bool parseBool(const Utf8 &text, bool &out)
{
    if (text == "true") {
        out = true;
        return true;
    }
    if (text == "false") {
        out = false;
        return true;
    }
    return false;
}

} // namespace

QByteArray Exporters::optionsCsv(const model::Evaluation &evaluation)
{
    Utf8 out;
    for (size_t i = 0; i < kCsvColumns.size(); ++i) {
        out += (i > 0 ? "," : "") + csvField(kCsvColumns[i]);
    }
    // The cost's currency on every row, so that a spreadsheet of several plans never mixes them.
    out += ",";
    out += kCsvCurrencyColumn;
    out += "\r\n";
    for (const model::OptionRow &o : evaluation.options) {
        const std::array<Utf8, 11> cells{std::to_string(o.nodes),
                                         std::to_string(o.gpus),
                                         shortest(o.efficiency),
                                         shortest(o.speedup),
                                         shortest(o.computeHours),
                                         shortest(o.wallClockHours),
                                         shortest(o.nodeHours),
                                         shortest(o.cost),
                                         std::to_string(o.quotaCores),
                                         o.meetsDeadline ? "true" : "false",
                                         o.withinBudget ? "true" : "false"};
        for (size_t i = 0; i < cells.size(); ++i) {
            out += (i > 0 ? "," : "") + csvField(cells[i]);
        }
        out += "," + csvField(evaluation.currency) + "\r\n";
    }
    return QByteArray::fromStdString(out);
}

Result<OptionRows> Exporters::parseOptionsCsv(const QByteArray &csv)
{
    auto split = splitCsv(csv);
    if (!split) {
        return split.error();
    }
    const CsvRecords &records = split.value();
    if (records.empty()) {
        return Error{tr("the CSV is empty; it needs a header row")};
    }
    // The header may order the columns freely but must name each exactly once.
    std::map<Utf8, size_t> columnOf;
    const CsvRecord &header = records.front().fields;
    for (size_t i = 0; i < header.size(); ++i) {
        const Utf8 &name = header[i];
        if (name != kCsvCurrencyColumn && std::find(kCsvColumns.begin(), kCsvColumns.end(), name) == kCsvColumns.end()) {
            return Error{tr("unknown column \"%1\"").arg(oneLine(q(name))), QStringLiteral("line 1")};
        }
        if (!columnOf.emplace(name, i).second) {
            return Error{tr("column \"%1\" appears twice").arg(q(name)), QStringLiteral("line 1")};
        }
    }
    for (const char *name : kCsvColumns) {
        if (columnOf.count(name) == 0) {
            return Error{tr("column \"%1\" is missing").arg(QLatin1String(name)), QStringLiteral("line 1")};
        }
    }

    OptionRows rows;
    for (size_t r = 1; r < records.size(); ++r) {
        const CsvRecordAt &record = records[r];
        const QString where = QStringLiteral("line %1").arg(record.line);
        if (record.fields.size() != header.size()) {
            return Error{tr("the row has %1 fields, the header %2").arg(record.fields.size()).arg(header.size()),
                         where};
        }
        model::OptionRow row;
        if (const auto currency = columnOf.find(kCsvCurrencyColumn); currency != columnOf.end() &&
                                                                      !model::isCurrencyCode(record.fields[currency->second])) {
            return Error{tr("\"%1\" is not a currency code such as USD").arg(oneLine(q(record.fields[currency->second]))),
                         where + QStringLiteral(", currency")};
        }
        for (const char *name : kCsvColumns) {
            const Utf8 &cell = record.fields[columnOf.at(name)];
            const Utf8 column(name);
            bool ok = false;
            if (column == "nodes") {
                ok = parseInt(cell, row.nodes);
            } else if (column == "gpus") {
                ok = parseInt(cell, row.gpus);
            } else if (column == "quota_cores") {
                ok = parseInt(cell, row.quotaCores);
            } else if (column == "meets_deadline") {
                ok = parseBool(cell, row.meetsDeadline);
            } else if (column == "within_budget") {
                ok = parseBool(cell, row.withinBudget);
            } else {
                double *target = column == "efficiency"         ? &row.efficiency
                                 : column == "speedup"          ? &row.speedup
                                 : column == "compute_hours"    ? &row.computeHours
                                 : column == "wall_clock_hours" ? &row.wallClockHours
                                 : column == "node_hours"       ? &row.nodeHours
                                                                : &row.cost;
                ok = parseDouble(cell, *target);
            }
            if (!ok) {
                return Error{tr("\"%1\" is not a valid %2").arg(oneLine(q(cell)), QLatin1String(name)),
                             where + QStringLiteral(", ") + QLatin1String(name)};
            }
        }
        rows.push_back(row);
    }
    return rows;
}

Status Exporters::writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    // Unbuffered, so a short write (disk full, file-size limit) shows in write()'s count; with
    // Qt's write buffer a partial flush can go unnoticed and commit() would install a truncated
    // file (the same reasoning as PlanFile::save).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return Error{tr("cannot write the file: %1").arg(file.errorString()), {}, path};
    }
    if (file.write(bytes) != bytes.size()) {
        const QString message = file.errorString();
        file.cancelWriting();
        return Error{tr("cannot write the file: %1").arg(message), {}, path};
    }
    // commit() renames the finished temporary file over the old one; until then the old file
    // stays exactly as it was.
    if (!file.commit()) {
        return Error{tr("cannot save the file: %1").arg(file.errorString()), {}, path};
    }
    return Ok{};
}

} // namespace capplan::data
