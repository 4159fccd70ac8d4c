// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/export/SearchReport.h"

#include "data/formats/PlanFile.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace capplan::data {

namespace {

using nlohmann::ordered_json;

// The candidate's layout block exactly as the plan file writes it (model::layoutFields()).
ordered_json layoutJson(const model::PlanSpec &spec, const model::SearchCandidate &c)
{
    const model::PlanSpec adopted = model::adoptCandidate(spec, c);
    if (!adopted.layout) {
        return nullptr;
    }
    const QByteArray bytes = PlanFile::serialize(adopted);
    const ordered_json doc = ordered_json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    return doc.is_object() && doc.contains("layout") ? doc["layout"] : ordered_json(nullptr);
}

ordered_json candidateJson(const model::PlanSpec &spec, const model::SearchCandidate &c)
{
    ordered_json j;
    j["sku"] = c.sku;
    j["region"] = c.region;
    j["tier"] = std::string(model::toString(c.tier));
    j["nodes"] = c.nodes;
    j["gpus"] = c.gpus;
    j["layout"] = layoutJson(spec, c);
    // One key, one meaning (as in `plan --json`): wall_clock_hours and cost are the estimate's;
    // with risk on, the expected figures the search ranks by are expected_wall_clock_hours and
    // expected_cost, and ranked_by says which pair ranked the front.
    j["wall_clock_hours"] = c.deterministicWallClockHours;
    j["wall_clock_hours_low"] = c.wallClockHoursLow;
    j["wall_clock_hours_high"] = c.wallClockHoursHigh;
    j["cost_low"] = c.priced ? ordered_json(c.costLow) : ordered_json(nullptr);
    j["cost_high"] = c.priced ? ordered_json(c.costHigh) : ordered_json(nullptr);
    j["node_hours"] = c.nodeHours;
    j["cost"] = c.priced ? ordered_json(c.deterministicCost) : ordered_json(nullptr);
    if (c.rankedByExpected) {
        j["expected_wall_clock_hours"] = c.wallClockHours;
        j["expected_cost"] = c.priced ? ordered_json(c.cost) : ordered_json(nullptr);
    }
    j["ranked_by"] = c.rankedByExpected ? "expected" : "estimate";
    j["price_per_node_hour"] = c.pricePerNodeHour;
    if (c.stepSeconds > 0.0) {
        j["step_seconds"] = c.stepSeconds;
        j["tokens_per_gpu_second"] = c.tokensPerGpuSecond;
        j["mfu"] = c.mfu;
    }
    j["memory_per_gpu_gb"] = c.memoryPerGpuGB > 0.0 ? ordered_json(c.memoryPerGpuGB) : ordered_json(nullptr);
    j["gpu_memory_gb"] = c.gpuMemoryGB;
    j["fits"] = c.fits;
    j["quota_shortfall"] = c.quotaShortfall ? ordered_json(*c.quotaShortfall) : ordered_json(nullptr);
    j["quota_status"] = std::string(model::toString(c.quotaStatus));
    j["cores_needed"] = c.coresNeeded;
    j["p_meet_deadline"] = c.pMeetDeadline ? ordered_json(*c.pMeetDeadline) : ordered_json(nullptr);
    j["meets_deadline"] = c.meetsDeadline;
    j["within_budget"] = c.withinBudget;
    if (c.transferGB) {
        j["data_copy"] = {{"gigabytes", *c.transferGB},
                          {"cost", c.transferCost ? ordered_json(*c.transferCost) : ordered_json(nullptr)}};
    }
    ordered_json findings = ordered_json::array();
    for (const model::FindingCode code : c.findings) {
        findings.push_back(std::string(model::toString(code)));
    }
    j["findings"] = findings;
    return j;
}

// The members shown: all, or the recommendation and the `top` others nearest it in cost.
std::vector<std::size_t> shown(const model::SearchResult &result, int top)
{
    std::vector<std::size_t> out;
    const std::size_t n = result.pareto.size();
    if (top <= 0 || static_cast<std::size_t>(top) >= n) {
        for (std::size_t i = 0; i < n; ++i) {
            out.push_back(i);
        }
        return out;
    }
    // Cheapest first among those that meet the deadline, then the rest by cost.
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) {
        order[i] = i;
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const auto &x = result.pareto[a];
        const auto &y = result.pareto[b];
        if (x.meetsDeadline != y.meetsDeadline) {
            return x.meetsDeadline;
        }
        return x.cost < y.cost;
    });
    order.resize(static_cast<std::size_t>(top));
    if (result.recommendation &&
        std::find(order.begin(), order.end(), *result.recommendation) == order.end()) {
        order.back() = *result.recommendation;
    }
    std::sort(order.begin(), order.end());
    return order;
}

} // namespace

QByteArray SearchReport::json(const model::PlanSpec &spec, const model::SearchResult &result, const Texts &texts, int top)
{
    ordered_json doc;
    // "evaluated": the layouts whose step time was computed (one per layout and node count that
    // fits, tried in order of recomputation); "feasible": those × their priced regions and tiers.
    doc["evaluated"] = result.counts.stepEvaluations;
    doc["feasible"] = result.counts.feasible;
    doc["seconds"] = result.seconds;
    doc["space"] = {{"layout_node_combinations", result.counts.layoutNodeCombinations},
                    {"candidates", result.counts.spaceCandidates},
                    {"runnable", result.counts.runnable},
                    {"memory_checks", result.counts.memoryChecks},
                    {"step_evaluations", result.counts.stepEvaluations},
                    {"fitting", result.counts.fitting},
                    {"offered_to_front", result.counts.offered}};
    doc["currency"] = result.currency;
    ordered_json pareto = ordered_json::array();
    for (const std::size_t i : shown(result, top)) {
        pareto.push_back(candidateJson(spec, result.pareto[i]));
    }
    doc["pareto"] = pareto;
    doc["pareto_size"] = result.pareto.size();
    const model::SearchCandidate *rec = result.recommended();
    doc["recommendation"] = rec != nullptr ? candidateJson(spec, *rec) : ordered_json(nullptr);
    doc["reason_code"] = std::string(model::toString(result.reason.code));
    doc["reason"] = texts.searchReason(result.reason).toStdString();
    ordered_json rejected = ordered_json::array();
    for (const model::SearchRejection &r : result.rejected) {
        ordered_json j;
        j["sku"] = r.sku;
        j["series"] = r.series;
        j["code"] = std::string(model::toString(r.reason.code));
        j["reason"] = texts.searchReason(r.reason, r.series).toStdString();
        if (r.best) {
            j["best"] = {{"region", r.best->region},
                         {"tier", std::string(model::toString(r.best->tier))},
                         {"nodes", r.best->nodes},
                         {"wall_clock_hours", r.best->deterministicWallClockHours},
                         {"cost", r.best->deterministicCost}};
            if (r.best->rankedByExpected) {
                j["best"]["expected_wall_clock_hours"] = r.best->wallClockHours;
                j["best"]["expected_cost"] = r.best->cost;
            }
        }
        rejected.push_back(j);
    }
    doc["rejected"] = rejected;
    ordered_json notes = ordered_json::array();
    for (const model::SearchReason &n : result.notes) {
        notes.push_back({{"code", std::string(model::toString(n.code))}, {"text", texts.searchReason(n).toStdString()}});
    }
    doc["notes"] = notes;
    doc["complete"] = result.complete;
    const std::string out = doc.dump(2) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

QString SearchReport::table(const model::PlanSpec &spec, const model::SearchResult &result, const Texts &texts, int top)
{
    (void)spec;
    QString out;
    out += texts.searchReason(result.reason) + QLatin1Char('\n');
    for (const model::SearchReason &n : result.notes) {
        out += texts.searchReason(n) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
    const QString header = Texts::tr("Best plans (wall clock against cost; none beats another on both):");
    out += header + QLatin1Char('\n');
    const QStringList columns{Texts::tr("size"),  Texts::tr("region"),  Texts::tr("tier"),
                              Texts::tr("nodes"), Texts::tr("hours"),   texts.costHeader(Texts::tr("cost"), result.priceBasis),
                              Texts::tr("GB/GPU"), Texts::tr("quota"),  Texts::tr("layout")};
    std::vector<QStringList> rows;
    for (const std::size_t i : shown(result, top)) {
        const model::SearchCandidate &c = result.pareto[i];
        QString quota = c.quotaShortfall ? (*c.quotaShortfall > 0 ? Texts::tr("short %1").arg(*c.quotaShortfall)
                                                                  : Texts::tr("ok"))
                                         : Texts::tr("unknown");
        QString mark = result.recommendation && *result.recommendation == i ? QStringLiteral("* ") : QStringLiteral("  ");
        rows.push_back({mark + QString::fromStdString(c.sku), QString::fromStdString(c.region), texts.tierName(c.tier),
                        QString::number(c.nodes), texts.hours(c.wallClockHours), texts.money(c.cost, result.currency),
                        c.memoryPerGpuGB > 0.0 ? texts.number(c.memoryPerGpuGB, 1) : QStringLiteral("-"), quota,
                        c.stepSeconds > 0.0 ? texts.layoutSummary(c.layout, c.gpus) : QStringLiteral("-")});
    }
    std::vector<int> widths(static_cast<std::size_t>(columns.size()), 0);
    for (int k = 0; k < columns.size(); ++k) {
        widths[static_cast<std::size_t>(k)] = static_cast<int>(columns[k].size());
        for (const QStringList &row : rows) {
            widths[static_cast<std::size_t>(k)] = std::max(widths[static_cast<std::size_t>(k)], static_cast<int>(row[k].size()));
        }
    }
    const auto line = [&](const QStringList &cells) {
        QString l;
        for (int k = 0; k < cells.size(); ++k) {
            l += cells[k].leftJustified(widths[static_cast<std::size_t>(k)]) + (k + 1 < cells.size() ? QStringLiteral("  ") : QString());
        }
        return l.trimmed() + QLatin1Char('\n');
    };
    QStringList head = columns;
    head[0] = QStringLiteral("  ") + head[0];
    out += line(head);
    for (const QStringList &row : rows) {
        out += line(row);
    }
    if (!result.rejected.empty()) {
        out += QLatin1Char('\n') + Texts::tr("Why the other sizes lost:") + QLatin1Char('\n');
        for (const model::SearchRejection &r : result.rejected) {
            out += QStringLiteral("  ") + QString::fromStdString(r.sku) + QStringLiteral(" — ") +
                   texts.searchReason(r.reason, r.series) + QLatin1Char('\n');
        }
    }
    out += QLatin1Char('\n') +
           Texts::tr("%1 layouts and node counts in the space, %2 step times computed, %3 feasible candidates, in %4 s.")
               .arg(QString::number(result.counts.layoutNodeCombinations), QString::number(result.counts.stepEvaluations),
                    QString::number(result.counts.feasible), texts.number(result.seconds, 2)) +
           QLatin1Char('\n');
    return out;
}

} // namespace capplan::data
