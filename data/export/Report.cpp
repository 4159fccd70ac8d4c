// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/export/Report.h"

#include "data/Result.h"
#include "data/formats/PlanFile.h"

#include "model/catalog/CatalogFields.h"

#include <nlohmann/json.hpp>

#include <QStringList>

#include <cmath>
#include <type_traits>
#include <variant>

namespace capplan::data {

namespace {
using nlohmann::ordered_json;

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

ordered_json nullable(const std::string &text)
{
    return text.empty() ? ordered_json(nullptr) : ordered_json(text);
}

ordered_json countOrNull(const std::optional<long long> &value)
{
    return value ? ordered_json(*value) : ordered_json(nullptr);
}

// One quota counter: "limit" null when not known, -1 when it has no limit of its own.
ordered_json quotaJson(const model::QuotaUsage &q)
{
    ordered_json out;
    out["region"] = q.region;
    out["scope"] = std::string(model::toString(q.scope));
    out["family"] = q.family;
    out["tier"] = std::string(model::toString(q.tier));
    out["current_value"] = countOrNull(q.currentValue);
    out["limit"] = countOrNull(q.limit);
    out["source"] = q.provenance.source;
    out["as_of"] = q.provenance.asOf;
    out["imported_at"] = nullable(q.provenance.importedAt);
    return out;
}

QByteArray dump(const ordered_json &doc)
{
    const std::string out = doc.dump(2) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

// Pads every column to its widest cell; columns listed in `leftColumns` are left-aligned (text),
// the others right-aligned (numbers).
QString table(const QStringList &header, const QList<QStringList> &rows, const QList<int> &leftColumns = {0})
{
    QList<int> widths;
    for (const QString &h : header) {
        widths.append(static_cast<int>(h.size()));
    }
    for (const QStringList &row : rows) {
        for (int i = 0; i < row.size() && i < widths.size(); ++i) {
            widths[i] = std::max(widths[i], static_cast<int>(row[i].size()));
        }
    }
    auto line = [&](const QStringList &cells) {
        QStringList padded;
        for (int i = 0; i < cells.size(); ++i) {
            padded.append(leftColumns.contains(i) ? cells[i].leftJustified(widths[i]) : cells[i].rightJustified(widths[i]));
        }
        return padded.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    };
    QString out = line(header);
    QStringList rule;
    for (int w : widths) {
        rule.append(QString(w, QLatin1Char('-')));
    }
    out += rule.join(QStringLiteral("  ")) + QLatin1Char('\n');
    for (const QStringList &row : rows) {
        out += line(row);
    }
    return out;
}
} // namespace

namespace {

// A calibration's fit as plan --json writes it, for the fabric model's (model::CalibrationResult)
// and the step-time model's (model::LayoutCalibration) alike: status, RMS residual and the points.
template <class Calibration>
ordered_json calibrationJson(const Calibration &c)
{
    ordered_json calibration;
    calibration["status"] = std::string(model::toString(c.status));
    calibration["rms_relative_residual"] = c.rmsRelativeResidual;
    ordered_json points = ordered_json::array();
    for (const model::CalibrationPoint &p : c.points) {
        points.push_back({{"nodes", p.nodes},
                          {"measured_tokens_per_second", p.measuredTokensPerSecond},
                          {"predicted_tokens_per_second", p.predictedTokensPerSecond},
                          {"relative_residual", p.relativeResidual}});
    }
    calibration["points"] = points;
    return calibration;
}

// The risk model's figures of one option (the `plan --json` keys, docs/design.md): NaN (not
// simulated) prints as null.
void addRiskFields(ordered_json &row, const model::RiskRow &r)
{
    row["expected_wall_clock_hours"] = r.expectedWallClockHours;
    row["expected_cost"] = r.expectedCost;
    row["p10_wall_clock_hours"] = r.p10WallClockHours;
    row["p50_wall_clock_hours"] = r.p50WallClockHours;
    row["p90_wall_clock_hours"] = r.p90WallClockHours;
    row["p10_cost"] = r.p10Cost;
    row["p50_cost"] = r.p50Cost;
    row["p90_cost"] = r.p90Cost;
    row["p_meet_deadline"] = r.pMeetDeadline;
    row["optimal_checkpoint_hours"] = std::isfinite(r.optimalCheckpointHours) ? ordered_json(r.optimalCheckpointHours)
                                                                              : ordered_json(nullptr);
    row["checkpoint_hours"] = std::isfinite(r.checkpointHoursUsed) ? ordered_json(r.checkpointHoursUsed)
                                                                   : ordered_json(nullptr);
    row["expected_interruptions"] = r.expectedInterruptions;
    row["idle_cost"] = r.idleCost;
    row["risk_status"] = std::string(model::toString(r.status));
    // Only where the work bound ran fewer trials than the plan asked for (model::kMaxSimulationSteps).
    if (r.trialsRequested > 0 && r.trials < r.trialsRequested) {
        row["trials"] = r.trials;
        row["trials_requested"] = r.trialsRequested;
        row["mean_wall_clock_std_error_hours"] = r.meanWallClockStdError;
    }
}

// Without a price every cost of a row is unknown: null, never 0.
void nullCosts(ordered_json &row)
{
    for (const char *key : {"expected_cost", "p10_cost", "p50_cost", "p90_cost", "idle_cost"}) {
        if (row.contains(key)) {
            row[key] = nullptr;
        }
    }
}

ordered_json riskRecommendationJson(const model::RiskRecommendation &rec, model::Tier tier, const Texts &texts)
{
    ordered_json out;
    out["nodes"] = rec.nodes ? ordered_json(*rec.nodes) : ordered_json(nullptr);
    out["reason"] = texts.riskRecommendation(rec, tier).toStdString();
    out["reason_code"] = std::string(model::toString(rec.reason));
    out["confidence"] = rec.confidence;
    out["tier"] = std::string(model::toString(tier));
    return out;
}

} // namespace

QByteArray Report::planJson(const model::Evaluation &ev, const Texts &texts, const std::optional<model::RiskResult> &risk)
{
    ordered_json doc;
    // Every cost, price and budget below is in this currency (ISO 4217), the plan's.
    doc["currency"] = ev.currency;
    // A plan priced other than plain pay-as-you-go says how, and the price per node-hour every
    // cost below used (after the discount; before it, too, when there is one). Plain
    // pay-as-you-go plans print as they always did.
    if (!ev.priceBasis.isDefault()) {
        doc["price_kind"] = std::string(model::toString(ev.priceBasis.kind));
        doc["price_term_years"] = ev.priceBasis.isTermed() ? ordered_json(ev.priceBasis.termYears) : ordered_json(nullptr);
        doc["discount_percent"] = ev.priceBasis.discountPercent;
        doc["price_basis"] = texts.priceBasis(ev.priceBasis).toStdString();
        doc["price_per_node_hour"] = ev.priced ? ordered_json(ev.pricePerNodeHour) : ordered_json(nullptr);
        if (ev.priceBasis.discountPercent != 0.0) {
            doc["price_per_node_hour_before_discount"] =
                ev.priced ? ordered_json(ev.undiscountedPricePerNodeHour) : ordered_json(nullptr);
        }
    }
    // The estimate's band: measured / estimated throughput at its slow and fast ends and where it
    // comes from (model/performance/Stack.h, EstimateBand).
    doc["estimate_band"] = {{"slow", ev.band.slow},
                            {"fast", ev.band.fast},
                            {"source", std::string(model::toString(ev.band.source))},
                            {"runs", ev.band.rows}};
    ordered_json options = ordered_json::array();
    for (std::size_t i = 0; i < ev.options.size(); ++i) {
        const model::OptionRow &o = ev.options[i];
        ordered_json row;
        row["nodes"] = o.nodes;
        row["gpus"] = o.gpus;
        row["efficiency"] = o.efficiency;
        row["speedup"] = o.speedup;
        row["compute_hours"] = o.computeHours;
        row["wall_clock_hours"] = o.wallClockHours;
        row["node_hours"] = o.nodeHours;
        row["cost"] = o.priced ? ordered_json(o.cost) : ordered_json(nullptr); // null: no price known
        // The estimate's band (the document's "estimate_band"): equal to the estimate when the rate
        // is the plan's own.
        row["wall_clock_hours_low"] = o.wallClockHoursLow;
        row["wall_clock_hours_high"] = o.wallClockHoursHigh;
        row["cost_low"] = o.priced ? ordered_json(o.costLow) : ordered_json(nullptr);
        row["cost_high"] = o.priced ? ordered_json(o.costHigh) : ordered_json(nullptr);
        row["quota_cores"] = o.quotaCores;
        row["meets_deadline"] = o.meetsDeadline;
        row["within_budget"] = o.withinBudget;
        // The layout the option's step time is for: the plan's own, or the planner's choice for
        // the size at this node count (the plan file's layout block, to fix it with).
        if (i < ev.optionLayouts.size()) {
            row["layout"] = ordered_json::parse(PlanFile::layoutJson(ev.optionLayouts[i]).toStdString());
            row["layout_chosen_by_planner"] = ev.layoutChosenByPlanner;
        }
        // The step split of whichever model ran (model::StepSplit; null for the efficiency table).
        const model::StepSplit *split = i < ev.stepSplits.size() ? &ev.stepSplits[i] : nullptr;
        row["step_seconds"] = split ? ordered_json(split->stepSeconds) : ordered_json(nullptr);
        row["compute_seconds"] = split ? ordered_json(split->computeSeconds) : ordered_json(nullptr);
        row["exposed_comm_seconds"] = split ? ordered_json(split->exposedCommSeconds) : ordered_json(nullptr);
        row["bubble_seconds"] = split ? ordered_json(split->bubbleSeconds) : ordered_json(nullptr);
        if (i < ev.steps.size()) {
            // The step-time model (version 3, model/performance/StepTime.h): the layout, the rates and each
            // term's own seconds.
            const model::StepBreakdown &b = ev.steps[i];
            row["data_parallel"] = b.dataParallel;
            row["micro_batches"] = b.microBatches;
            row["tokens_per_second"] = b.tokensPerSecond;
            row["tokens_per_gpu_second"] = b.tokensPerGpuSecond;
            row["model_tflops_per_gpu"] = b.modelTflopsPerGpu;
            row["hardware_tflops_per_gpu"] = b.hardwareTflopsPerGpu;
            row["mfu"] = b.mfu;
            row["tensor_parallel_seconds"] = b.tensorParallelSeconds;
            row["expert_parallel_seconds"] = b.expertParallelSeconds;
            row["pipeline_bubble_seconds"] = b.pipelineBubbleSeconds;
            row["pipeline_p2p_seconds"] = b.pipelineP2pSeconds;
            row["data_parallel_seconds"] = b.dataParallelSeconds;
            row["data_parallel_exposed_seconds"] = b.dataParallelExposedSeconds;
            row["optimizer_seconds"] = b.optimizerSeconds;
            row["host_wait_seconds"] = b.hostWaitSeconds;
            row["stack"] = std::string(model::toString(b.stack));
            row["stack_inferred"] = b.stackInferred;
            row["attention_kernel"] = std::string(model::toString(b.attention));
        }
        const model::MemoryBreakdown *memory = i < ev.memory.size() ? &ev.memory[i] : nullptr;
        row["memory_per_gpu_gb"] = memory ? ordered_json(memory->totalGB) : ordered_json(nullptr);
        row["fits"] = memory ? ordered_json(memory->fits) : ordered_json(nullptr);
        if (i < ev.layoutMemory.size()) {
            const model::LayoutMemory &lm = ev.layoutMemory[i];
            row["model_states_gb"] = lm.modelStatesGB();
            row["activations_gb"] = lm.layerActivationsGB + lm.outputActivationsGB;
            row["reserve_gb"] = lm.reserveGB;
        }
        // Quota in the plan's region and tier (the `plan --json` keys: null where unknown).
        const model::QuotaCheck *quota = i < ev.quota.size() ? &ev.quota[i] : nullptr;
        const auto optionalCount = [](const std::optional<long long> &v) {
            return v ? ordered_json(*v) : ordered_json(nullptr);
        };
        row["quota_family"] = quota ? ordered_json(quota->family) : ordered_json(nullptr);
        row["quota_limit"] = quota ? optionalCount(quota->familyLimit) : ordered_json(nullptr);
        row["quota_used"] = quota ? optionalCount(quota->familyUsed) : ordered_json(nullptr);
        row["quota_shortfall"] = quota ? optionalCount(quota->shortfall) : ordered_json(nullptr);
        // Azure's limits on one InfiniBand fabric (model::placementCheck): the search leaves out
        // the options beyond one placement group unless asked for.
        if (i < ev.placement.size()) {
            const model::PlacementCheck &p = ev.placement[i];
            row["within_one_placement_group"] = p.withinOnePlacementGroup();
            ordered_json limits = ordered_json::array();
            if (p.needsSupportRequest) {
                limits.push_back(std::string(model::toString(model::FindingCode::PlacementGroupSupportRequest)));
            }
            if (p.beyondPlacementGroup) {
                limits.push_back(std::string(model::toString(model::FindingCode::BeyondPlacementGroup)));
            }
            if (p.needsHpcEngagement) {
                limits.push_back(std::string(model::toString(model::FindingCode::HpcTeamEngagement)));
            }
            row["azure_limits"] = limits;
        }
        // The risk model's checkpoint write at this node count and how it follows (model/risk/Checkpoint.h).
        if (i < ev.checkpointWrites.size()) {
            const model::CheckpointWrite &w = ev.checkpointWrites[i];
            ordered_json write;
            write["hours"] = w.writeHours;
            write["basis"] = std::string(model::toString(w.basis));
            if (w.basis == model::CheckpointBasis::StateSize) {
                write["state_gb"] = w.stateGB;
                write["sharded_gb"] = w.shardedGB;
                write["busiest_node_gb"] = w.busiestNodeGB;
                write["writing_nodes"] = w.writingNodes;
                write["node_seconds"] = w.nodeSeconds;
                write["account_seconds"] = w.accountSeconds;
                write["account_bound"] = w.accountBound;
            }
            row["checkpoint_write"] = write;
        }
        if (risk && i < risk->rows.size()) {
            addRiskFields(row, risk->rows[i]);
            if (!ev.priced) {
                nullCosts(row);
            }
        }
        options.push_back(row);
    }
    if (ev.compute != model::ComputeTarget::Cluster) {
        // Where the plan runs and the tier its prices are for (model/plan/Compute.h); cluster plans keep
        // the document they always had.
        doc["compute"] = std::string(model::toString(ev.compute));
        doc["tier"] = std::string(model::toString(ev.tier));
    }
    doc["options"] = options;
    ordered_json rec;
    if (const auto n = ev.recommendation.nodes()) {
        rec["nodes"] = *n;
    } else {
        rec["nodes"] = nullptr;
    }
    rec["reason"] = texts.recommendation(ev.recommendation).toStdString();
    if (risk) {
        // With risk modelling on, the recommendation is the one at the plan's confidence; the plain
        // expected-value one stays beside it.
        ordered_json plain = rec;
        rec = riskRecommendationJson(risk->recommendation, risk->tier, texts);
        rec["expected_value_recommendation"] = plain;
        // The throughput factor the Monte Carlo drew from (model::RateFactorDistribution): the
        // estimate's band as a log-normal with these 10th and 90th percentiles.
        const model::RateFactorDistribution d = model::rateFactorDistribution(ev.band.slow, ev.band.fast);
        if (!d.trivial()) {
            doc["risk_throughput_factor"] = {
                {"distribution", "lognormal"}, {"p10", ev.band.slow}, {"p90", ev.band.fast}, {"mu", d.mu}, {"sigma", d.sigma}};
        }
    }
    doc["recommendation"] = rec;
    if (!ev.steps.empty()) {
        // The step-time model (version 3): its fitted factors where the plan has measured runs.
        ordered_json scaling;
        scaling["model"] = "step_time";
        scaling["compute_factor"] = ev.hardware.computeFactor;
        scaling["network_factor"] = ev.hardware.networkFactor;
        scaling["nvlink_domain_gpus"] = ev.hardware.nvlinkDomainGpus;
        scaling["matmul_ceiling"] = ev.hardware.matmulCeiling;
        if (ev.layoutCalibration) {
            scaling["calibration"] = calibrationJson(*ev.layoutCalibration);
        }
        doc["scaling"] = scaling;
    }
    if (ev.fabric) {
        ordered_json scaling;
        scaling["model"] = "fabric";
        scaling["overlap"] = ev.fabric->params.overlap;
        scaling["inter_node_bandwidth_factor"] = ev.fabric->params.interNodeBandwidthFactor;
        scaling["compute_tokens_per_gpu_second"] = ev.fabric->computeTokensPerGpuSecond;
        if (ev.calibration) {
            scaling["calibration"] = calibrationJson(*ev.calibration);
        }
        doc["scaling"] = scaling;
    }
    if (!ev.regions.options.empty()) {
        ordered_json regions = ordered_json::array();
        for (const model::RegionOption &r : ev.regions.options) {
            ordered_json item;
            item["region"] = r.region;
            item["currency"] = r.currency;
            item["price_per_node_hour"] = r.pricePerNodeHour;
            item["cost"] = r.cost;
            item["quota_status"] = std::string(model::toString(r.quota.status));
            item["quota_shortfall"] = r.quota.shortfall ? ordered_json(*r.quota.shortfall) : ordered_json(nullptr);
            // Why the subscription cannot deploy the size there (az vm list-skus --all); null when nothing is known.
            item["restriction"] = r.restriction.empty() ? ordered_json(nullptr) : ordered_json(r.restriction);
            regions.push_back(item);
        }
        doc["regions"] = regions;
        doc["cheapest_region_with_quota"] =
            ev.regions.cheapestWithQuota ? ordered_json(*ev.regions.cheapestWithQuota) : ordered_json(nullptr);
    }
    if (!ev.memory.empty()) {
        doc["smallest_fitting_nodes"] = ev.smallestFittingNodes ? ordered_json(*ev.smallestFittingNodes) : ordered_json(nullptr);
    }
    if (!ev.checkpointWrites.empty()) {
        // The storage the derived checkpoint writes assume (risk block; model/risk/Checkpoint.h).
        ordered_json storage;
        storage["storage_write_gb_per_s"] = ev.checkpointStorage.nodeWriteGBps;
        storage["storage_account_ingress_gb_per_s"] = ev.checkpointStorage.accountIngressGBps;
        storage["checkpoint_gradients"] = ev.checkpointStorage.withGradients;
        storage["explanation"] = texts.checkpointWrite(ev.checkpointWrites.front(), ev.checkpointStorage).toStdString();
        doc["checkpoint_storage"] = storage;
    }
    if (risk && risk->otherTier) {
        ordered_json other;
        other["tier"] = std::string(model::toString(*risk->otherTier));
        ordered_json rows = ordered_json::array();
        for (const model::RiskRow &r : risk->otherRows) {
            ordered_json row;
            row["nodes"] = r.nodes;
            addRiskFields(row, r);
            if (!ev.priced) {
                nullCosts(row);
            }
            rows.push_back(row);
        }
        other["options"] = rows;
        if (risk->otherRecommendation) {
            other["recommendation"] = riskRecommendationJson(*risk->otherRecommendation, *risk->otherTier, texts);
        }
        doc["other_tier"] = other;
    }
    ordered_json findings = ordered_json::array();
    for (const model::Finding &f : ev.findings) {
        ordered_json item;
        item["code"] = std::string(model::toString(f.code));
        item["severity"] = f.severity == model::Severity::Error     ? "error"
                           : f.severity == model::Severity::Warning ? "warning"
                                                                    : "info";
        if (!f.subject.empty()) {
            item["subject"] = f.subject;
        }
        for (const auto &[key, value] : f.numbers) {
            // Counts stay integers in the JSON (4, not 4.0).
            if (value == std::floor(value) && std::abs(value) < 9.0e15) {
                item[key] = static_cast<long long>(value);
            } else {
                item[key] = value;
            }
        }
        for (const auto &[key, value] : f.texts) {
            item[key] = value;
        }
        item["message"] = texts.finding(f).toStdString();
        findings.push_back(item);
    }
    doc["findings"] = findings;
    return dump(doc);
}

QString Report::planTable(const model::PlanSpec &spec, const model::Evaluation &ev, const Texts &texts,
                          const std::optional<model::RiskResult> &risk)
{
    QString out;
    // The plan's own text reaches a terminal: control characters and escape sequences in it are
    // shown escaped ("\\u001b"), as in the error lines, never sent raw.
    const auto shown = [](const std::string &text) { return Error::printable(q(text), 300); };
    out += Texts::tr("Plan %1: %2 in %3 (%4), %5 per node-hour%6")
               .arg(spec.name.empty() ? Texts::tr("(unnamed)") : shown(spec.name), shown(spec.sku), shown(spec.region),
                    texts.tierName(spec.tier),
                    ev.priced ? texts.moneyCents(ev.pricePerNodeHour, ev.currency) : Texts::tr("no price"),
                    ev.priceFromCatalog ? Texts::tr(" (catalog)") : QString()) +
           (ev.priceBasis.isDefault() ? QString() : QStringLiteral(", ") + texts.priceBasis(ev.priceBasis)) +
           QLatin1Char('\n');
    if (spec.compute != model::ComputeTarget::Cluster) {
        out += Texts::tr("Runs as: %1, %2").arg(texts.computeName(spec.compute), texts.tierName(spec.tier)) +
               QLatin1Char('\n');
    }
    out += Texts::tr("Work: %1 GPU-hours at full efficiency").arg(texts.number(ev.gpuHours, 1));
    if (ev.tokensPerGpuSecond > 0.0) {
        out += Texts::tr(" (%1 tokens/s per GPU)").arg(texts.number(ev.tokensPerGpuSecond, 0));
    }
    out += QLatin1Char('\n');
    if (const QString basis = texts.estimateBasis(ev); !basis.isEmpty()) {
        out += Texts::tr("Estimate: %1").arg(basis) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
    QStringList header{Texts::tr("nodes"),     Texts::tr("GPUs"),   Texts::tr("efficiency"),
                       Texts::tr("speedup"),   Texts::tr("compute"), Texts::tr("wall clock"),
                       Texts::tr("node-hours"), texts.costHeader(Texts::tr("cost"), ev.priceBasis),
                       Texts::tr("quota cores"),
                       Texts::tr("deadline"),  Texts::tr("budget")};
    // With the memory check (a memory block, or the plan's model alone) each row says whether it fits.
    const bool memory = ev.memory.size() == ev.options.size() && !ev.memory.empty();
    if (memory) {
        header << Texts::tr("GB per GPU") << Texts::tr("fits");
    }
    // The planner's layout per row, where the plan names none.
    const bool plannerLayouts = ev.layoutChosenByPlanner && ev.optionLayouts.size() == ev.options.size();
    if (plannerLayouts) {
        header << Texts::tr("layout (chosen by the planner)");
    }
    QList<QStringList> rows;
    const auto chosen = ev.recommendation.nodes();
    for (std::size_t i = 0; i < ev.options.size(); ++i) {
        const model::OptionRow &o = ev.options[i];
        const QString mark = (chosen && *chosen == o.nodes) ? QStringLiteral("*") : QString();
        QStringList row{QString::number(o.nodes) + mark, QString::number(o.gpus), texts.percent(o.efficiency, 1),
                        texts.number(o.speedup, 2), texts.hours(o.computeHours),
                        texts.hoursWithBand(o.wallClockHours, o.wallClockHoursLow, o.wallClockHoursHigh),
                        texts.number(o.nodeHours, 1), texts.cost(o, ev.currency), QString::number(o.quotaCores),
                        o.meetsDeadline ? Texts::tr("yes") : Texts::tr("no"),
                        o.withinBudget ? Texts::tr("yes") : Texts::tr("no")};
        if (memory) {
            row << texts.number(ev.memory[i].totalGB, 1) << (ev.memory[i].fits ? Texts::tr("yes") : Texts::tr("no"));
        }
        if (plannerLayouts) {
            row << texts.layoutSummary(ev.optionLayouts[i], o.gpus);
        }
        rows.append(row);
    }
    out += table(header, rows);
    out += QLatin1Char('\n') + texts.recommendation(ev.recommendation) + QLatin1Char('\n');
    if (risk) {
        out += QLatin1Char('\n') + Texts::tr("Risk: %1 trials per node count, seed %2").arg(spec.risk.trials).arg(spec.risk.seed) +
               QLatin1Char('\n');
        if (const QString band = texts.riskBand(ev.band); !band.isEmpty()) {
            out += band + QLatin1Char('\n');
        }
        const QStringList riskHeader{Texts::tr("nodes"),        Texts::tr("tier"),          Texts::tr("P(deadline)"),
                                     Texts::tr("expected"),     Texts::tr("P50"),           Texts::tr("P90"),
                                     Texts::tr("expected cost"), Texts::tr("P90 cost"),     Texts::tr("checkpoint every")};
        QList<QStringList> riskRows;
        const auto addRows = [&](const std::vector<model::RiskRow> &rs, model::Tier tier) {
            for (const model::RiskRow &r : rs) {
                const auto h = [&](double v) { return std::isfinite(v) ? texts.hours(v) : QStringLiteral("-"); };
                const auto m = [&](double v) {
                    return !ev.priced ? Texts::tr("unknown")
                                      : std::isfinite(v) ? texts.money(v, ev.currency) : QStringLiteral("-");
                };
                riskRows.append({QString::number(r.nodes), texts.tierName(tier),
                                 std::isfinite(r.pMeetDeadline) ? texts.percent(r.pMeetDeadline, 1) : QStringLiteral("-"),
                                 h(r.expectedWallClockHours), h(r.p50WallClockHours), h(r.p90WallClockHours),
                                 m(r.expectedCost), m(r.p90Cost),
                                 r.checkpointWrites > 0.0 ? h(r.checkpointHoursUsed) : Texts::tr("none")});
            }
        };
        addRows(risk->rows, risk->tier);
        if (risk->otherTier) {
            addRows(risk->otherRows, *risk->otherTier);
        }
        out += table(riskHeader, riskRows);
        // How the checkpoint write follows, at the first node count (and the last, where it differs).
        if (!ev.checkpointWrites.empty()) {
            out += texts.checkpointWrite(ev.checkpointWrites.front(), ev.checkpointStorage) + QLatin1Char('\n');
            if (ev.checkpointWrites.size() > 1 &&
                ev.checkpointWrites.back().writeHours != ev.checkpointWrites.front().writeHours) {
                out += texts.checkpointWrite(ev.checkpointWrites.back(), ev.checkpointStorage) + QLatin1Char('\n');
            }
        }
        // The work bound (model::kMaxSimulationSteps) ran fewer trials where it had to: say how
        // many and how exact the mean then is.
        for (const model::RiskRow &r : risk->rows) {
            if (r.trialsRequested > 0 && r.trials < r.trialsRequested) {
                out += Texts::tr("%1 nodes: %2 of %3 trials ran (the simulation's work bound); the expected wall "
                                 "clock is within ±%4 (one standard error)")
                           .arg(r.nodes)
                           .arg(r.trials)
                           .arg(r.trialsRequested)
                           .arg(Texts::tr("%1 h").arg(texts.number(r.meanWallClockStdError, 3))) +
                       QLatin1Char('\n');
            }
        }
        out += QLatin1Char('\n') + texts.riskRecommendation(risk->recommendation, risk->tier) + QLatin1Char('\n');
        if (risk->otherTier && risk->otherRecommendation) {
            out += texts.riskRecommendation(*risk->otherRecommendation, *risk->otherTier) + QLatin1Char('\n');
        }
    }
    for (const model::Finding &f : ev.findings) {
        out += QStringLiteral("[%1] %2\n").arg(QLatin1String(model::toString(f.code).data()), texts.finding(f));
    }
    return out;
}

QByteArray Report::catalogJson(const model::Catalog &catalog)
{
    auto fact = [](const auto &f) {
        ordered_json out;
        out["value"] = f.value;
        out["source"] = f.provenance.source;
        out["as_of"] = f.provenance.asOf;
        out["verified"] = f.provenance.verified;
        return out;
    };
    ordered_json doc;
    ordered_json sizes = ordered_json::array();
    for (const model::VmSize &s : catalog.sizes) {
        ordered_json item;
        item["name"] = s.name;
        item["series"] = s.series;
        // Every fact of the table (model/catalog/CatalogFields.h) with its provenance; after the
        // InfiniBand rate, what follows from it.
        for (const model::SizeFactField &field : model::sizeFactFields()) {
            std::visit(
                [&](auto member) {
                    const auto &f = s.*member;
                    if constexpr (std::is_same_v<std::decay_t<decltype(f.value)>, model::SizeStatus>) {
                        ordered_json status;
                        status["value"] = std::string(model::toString(f.value));
                        status["source"] = f.provenance.source;
                        status["as_of"] = f.provenance.asOf;
                        status["verified"] = f.provenance.verified;
                        item[std::string(field.key)] = status;
                    } else {
                        item[std::string(field.key)] = fact(f);
                    }
                },
                field.member);
            if (field.key == "ib_gbps_per_gpu") {
                item["ib_gbps_per_vm"] = s.ibGbpsPerVm();
                item["infiniband"] = s.hasInfiniBand();
            }
        }
        ordered_json prices = ordered_json::array();
        for (const model::Price &p : catalog.prices) {
            if (p.sku != s.name) {
                continue;
            }
            ordered_json price;
            price["region"] = p.region;
            price["tier"] = std::string(model::toString(p.tier));
            price["kind"] = std::string(model::toString(p.kind));
            price["term_years"] = p.termYears;
            price["currency"] = p.currency;
            price["price_per_node_hour"] = p.perNodeHour.value;
            price["source"] = p.perNodeHour.provenance.source;
            price["as_of"] = p.perNodeHour.provenance.asOf;
            // true: the source dates the price only to a month ("about 2024-08"); as_of is its first day.
            price["as_of_approximate"] = p.perNodeHour.provenance.asOfApproximate;
            price["verified"] = p.perNodeHour.provenance.verified;
            price["imported_at"] = nullable(p.perNodeHour.provenance.importedAt);
            price["effective_date"] = nullable(p.perNodeHour.provenance.effectiveDate);
            prices.push_back(price);
        }
        item["prices"] = prices;
        // The quota known for the size's family, per region and tier.
        ordered_json quota = ordered_json::array();
        const std::string familyKey = model::normalizeFamily(s.quotaFamily.value);
        for (const model::QuotaUsage &q : catalog.quota) {
            if (q.scope == model::QuotaScope::Family && !familyKey.empty() && model::normalizeFamily(q.family) == familyKey) {
                quota.push_back(quotaJson(q));
            }
        }
        item["quota"] = quota;
        ordered_json restrictions = ordered_json::array();
        for (const model::SizeRestriction &r : catalog.restrictions) {
            if (r.sku == s.name) {
                restrictions.push_back({{"region", r.region}, {"reason", r.reason}, {"as_of", r.provenance.asOf}});
            }
        }
        item["restrictions"] = restrictions;
        sizes.push_back(item);
    }
    doc["sizes"] = sizes;
    // Every quota counter known, family counters and regional totals, per region and tier.
    ordered_json quota = ordered_json::array();
    for (const model::QuotaUsage &q : catalog.quota) {
        quota.push_back(quotaJson(q));
    }
    doc["quota"] = quota;
    // Inter-region data-transfer prices, tier by tier (model/catalog/Transfer.h prices a copy through them).
    ordered_json transfer = ordered_json::array();
    for (const model::TransferPrice &t : catalog.transferPrices) {
        ordered_json item;
        item["region"] = t.region;
        item["scope"] = std::string(model::toString(t.scope));
        item["currency"] = t.currency;
        item["tier_minimum_gb"] = t.tierMinimumGB;
        item["price_per_gb"] = t.perGB.value;
        item["source"] = t.perGB.provenance.source;
        item["as_of"] = t.perGB.provenance.asOf;
        item["as_of_approximate"] = t.perGB.provenance.asOfApproximate;
        item["verified"] = t.perGB.provenance.verified;
        item["imported_at"] = nullable(t.perGB.provenance.importedAt);
        item["effective_date"] = nullable(t.perGB.provenance.effectiveDate);
        transfer.push_back(item);
    }
    doc["transfer_prices"] = transfer;
    return dump(doc);
}

QString Report::catalogTable(const model::Catalog &catalog, const Texts &texts)
{
    const QStringList header{Texts::tr("size"),        Texts::tr("vCPUs"),      Texts::tr("GPUs"),
                             Texts::tr("GPU memory"),  Texts::tr("BF16 TFLOP/s"), Texts::tr("IB Gb/s per GPU"),
                             Texts::tr("quota family"), Texts::tr("status"),     Texts::tr("dedicated price per hour")};
    QList<QStringList> rows;
    for (const model::VmSize &s : catalog.sizes) {
        // Every dedicated price of the size, region by region.
        QStringList priceTexts;
        for (const model::Price &price : catalog.prices) {
            if (price.sku != s.name || price.tier != model::Tier::Dedicated) {
                continue;
            }
            priceTexts.append(QStringLiteral("%1 %2%3")
                                  .arg(q(price.region), texts.moneyCents(price.perNodeHour.value, price.currency),
                                       price.perNodeHour.provenance.verified ? QString() : Texts::tr(" (unverified)")));
        }
        const QString priceText = priceTexts.isEmpty() ? QStringLiteral("-") : priceTexts.join(QStringLiteral(", "));
        QString status = texts.statusName(s.status.value);
        if (!s.retirementDate.value.empty()) {
            status += QStringLiteral(" ") + q(s.retirementDate.value);
        }
        rows.append({q(s.name), QString::number(s.vcpus.value),
                     QStringLiteral("%1× %2").arg(s.gpusPerVm.value).arg(q(s.gpuModel.value)),
                     Texts::tr("%1 GiB").arg(texts.number(s.gpuMemoryGiB.value, 0)),
                     texts.number(s.bf16TflopsPerGpu.value, 0),
                     s.hasInfiniBand() ? texts.number(s.ibGbpsPerGpu.value, 0) : Texts::tr("none"),
                     q(s.quotaFamily.value), status, priceText});
    }
    QString out = table(header, rows, {0, 2, 6, 7});
    if (!catalog.quota.empty()) {
        const QStringList quotaHeader{Texts::tr("region"), Texts::tr("quota family"), Texts::tr("tier"),
                                      Texts::tr("used"), Texts::tr("limit"), Texts::tr("as of")};
        QList<QStringList> quotaRows;
        auto count = [](const std::optional<long long> &v) { return v ? QString::number(*v) : QStringLiteral("-"); };
        for (const model::QuotaUsage &quota : catalog.quota) {
            const QString limit = quota.limit && *quota.limit < 0 ? Texts::tr("no limit") : count(quota.limit);
            quotaRows.append({q(quota.region),
                              quota.scope == model::QuotaScope::Regional ? Texts::tr("(regional total)") : q(quota.family),
                              texts.tierName(quota.tier), count(quota.currentValue), limit, q(quota.provenance.asOf)});
        }
        out += QLatin1Char('\n') + table(quotaHeader, quotaRows, {0, 1, 2, 5});
    }
    return out;
}

} // namespace capplan::data
