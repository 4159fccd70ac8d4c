// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/export/QuotaRequestPack.h"

#include "model/plan/Compute.h"
#include "model/plan/Workload.h"
#include "model/planning/PortfolioUsage.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <tuple>

namespace capplan::data {

namespace {

using nlohmann::ordered_json;

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

std::string modelLabel(const model::PlanSpec &plan)
{
    if (!plan.model) {
        return {};
    }
    switch (plan.model->source) {
    case model::ModelSource::Preset:
        return plan.model->preset;
    case model::ModelSource::HfConfig:
        return "config.json";
    case model::ModelSource::Architecture:
        return "architecture";
    }
    return {};
}

std::optional<long long> nonNegative(const model::QuotaUsage *usage, bool limit)
{
    if (usage == nullptr) {
        return std::nullopt;
    }
    if (limit) {
        return usage->hasOwnLimit() ? usage->limit : std::nullopt;
    }
    return usage->currentValue;
}

QString reasonText(const QuotaPack::Unmeetable &u, const Texts &t)
{
    switch (u.reason) {
    case model::UnmeetableReason::NoChoice:
        return QuotaRequestPack::tr("no size, region and tier can run it");
    case model::UnmeetableReason::TooSlow:
        //: %1: the fastest way's hours; %2: the hours between the run's earliest start and deadline
        return QuotaRequestPack::tr("its fastest way takes %1, its window is %2").arg(t.hours(u.fastestHours), t.hours(u.windowHours));
    case model::UnmeetableReason::OverBudget:
        return QuotaRequestPack::tr("only ways the budget cannot pay meet its deadline");
    }
    return {};
}

// Where to find the counters the pack lacks: Azure ML's compute quota, or the subscription's VMs.
QString importHint(model::QuotaService service)
{
    return service == model::QuotaService::Compute
               ? QuotaRequestPack::tr("no usage imported: import `az vm list-usage` for the region")
               : QuotaRequestPack::tr("no usage imported: import `az ml compute list-usage` for the workspace's region");
}

QString overBudget(const QuotaPack &pack, const Texts &t)
{
    //: %1: the schedule's cost; %2: the portfolio's budget
    return QuotaRequestPack::tr("The schedule costs %1, over the budget of %2: a run is placed although the budget cannot pay "
                                "it.")
        .arg(t.money(pack.totalCost, pack.currency), t.money(*pack.budget, pack.currency));
}

ordered_json orNull(const std::optional<long long> &v)
{
    return v ? ordered_json(*v) : ordered_json(nullptr);
}

} // namespace

QuotaPack QuotaRequestPack::build(const model::PortfolioSpec &spec, const model::PortfolioPlan &plan,
                                  const model::Catalog &catalog, const QString &generatedOn)
{
    QuotaPack pack;
    pack.portfolio = spec.name;
    pack.start = spec.start;
    pack.generatedOn = generatedOn.toStdString();
    pack.currency = spec.currency;
    const model::Schedule &s = plan.least.schedule;
    pack.totalCost = s.totalCost;
    pack.budget = spec.budget;
    pack.schedules = schedulesOf(plan);

    // One request per pool and service: Azure ML's compute quota and the subscription's VM quota
    // are asked for separately (model/plan/Compute.h, quotaService).
    using Key = std::tuple<model::QuotaPool, model::QuotaService>;
    std::map<Key, QuotaPackPool> pools;
    const auto serviceOf = [&](std::size_t r) { return model::quotaService(plan.searched[r].compute); };
    for (std::size_t r = 0; r < plan.runs.size(); ++r) {
        const model::PortfolioRun &run = plan.runs[r];
        const model::Placement &p = s.placements[r];
        if (!p.choice) {
            continue;
        }
        const model::RunChoice &c = run.choices[*p.choice];
        const model::PlanSpec &planSpec = plan.searched[r];
        const model::QuotaPool pool = model::poolOf(c);
        const Key key{pool, serviceOf(r)};
        QuotaPackPool &out = pools[key];
        out.pool = pool;
        out.service = std::get<1>(key);
        QuotaPackRun line;
        line.name = run.name;
        line.model = modelLabel(planSpec);
        line.tokens = model::workloadTokens(planSpec.workload);
        if (const auto *gpuHours = std::get_if<model::GpuHoursWorkload>(&planSpec.workload)) {
            line.gpuHours = gpuHours->gpuHours;
        }
        line.sku = c.sku;
        line.tier = std::string(model::toString(c.tier));
        line.nodes = c.nodes;
        line.cores = c.cores;
        line.hours = c.hours;
        line.hoursLow = c.hoursLow > 0.0 ? c.hoursLow : c.hours;
        line.hoursHigh = c.hoursHigh > 0.0 ? c.hoursHigh : c.hours;
        line.cost = c.cost;
        line.startHour = p.startHour;
        line.finishHour = p.finishHour;
        line.deadlineHour = run.deadlineHour;
        line.meetsDeadline = p.meetsDeadline;
        line.standingCluster = run.standingCluster;
        out.runs.push_back(line);
    }

    for (auto &[key, out] : pools) {
        // The pool's use by this service's runs (model::poolTimelines: standing clusters held throughout).
        const model::QuotaService service = std::get<1>(key);
        for (const model::PoolTimeline &t :
             model::poolTimelines(plan.runs, s, [&](std::size_t r) { return serviceOf(r) == service; })) {
            if (t.pool == out.pool) {
                out.peakCores = t.peak;
                out.fromHour = t.hours.front();
                out.toHour = t.hours.back();
            }
        }
        for (const model::QuotaNeed &need : plan.least.needs) {
            if (need.pool == out.pool) {
                out.coreHoursAboveFree = need.coreHoursAboveLimit;
                if (need.coreHoursAboveLimit > 0.0) {
                    out.aboveFreeFromHour = need.fromHour;
                    out.aboveFreeToHour = need.toHour;
                }
            }
        }
        const model::QuotaPool &pool = out.pool;
        const model::QuotaUsage *counter = pool.tier == model::Tier::Dedicated
                                               ? catalog.findFamilyQuota(pool.region, pool.family, pool.tier)
                                               : catalog.findRegionalQuota(pool.region, pool.tier);
        const model::QuotaUsage *total = catalog.findRegionalQuota(pool.region, pool.tier);
        out.limit = nonNegative(counter, true);
        out.inUse = nonNegative(counter, false);
        out.regionalLimit = nonNegative(total, true);
        out.regionalInUse = nonNegative(total, false);
        out.regionalPeakCores = model::regionPeak(plan.runs, s, pool.region, pool.tier);
        if (!out.limit) {
            const auto free = plan.quota.find(pool);
            if (free != plan.quota.end()) {
                out.assumedFree = free->second;
            }
        }
        // The limit that holds what is in use today plus the schedule's peak: the arithmetic of the
        // plan's own quota request (model::quotaRequestLine); Azure counts dedicated cores per
        // family and region plus a regional total (docs/sources.md, s2-azureml-compute).
        if (out.limit && out.inUse) {
            out.requestedLimit = std::max(*out.limit, *out.inUse + out.peakCores);
            out.increase = *out.requestedLimit - *out.limit;
        } else if (!out.limit && out.assumedFree) {
            // The portfolio's assumption says what is free, not the limit: ask for what it lacks.
            out.increase = std::max(0LL, out.peakCores - *out.assumedFree);
        }
        if (out.regionalLimit && out.regionalInUse) {
            out.requestedRegionalLimit = std::max(*out.regionalLimit, *out.regionalInUse + out.regionalPeakCores);
        }
        pack.pools.push_back(out);
    }
    // By region, then dedicated families before the region's low-priority pool.
    std::stable_sort(pack.pools.begin(), pack.pools.end(), [](const QuotaPackPool &a, const QuotaPackPool &b) {
        return std::tie(a.pool.region, a.pool.tier, a.pool.family) < std::tie(b.pool.region, b.pool.tier, b.pool.family);
    });
    for (const model::UnmeetableRun &u : plan.least.unmeetable) {
        pack.cannotBeMet.push_back({plan.runs[u.run].name, u.reason, u.fastestHours, u.windowHours});
    }
    return pack;
}

QString QuotaRequestPack::at(const QuotaPack &pack, double hours)
{
    const QDateTime start(QDate::fromString(q(pack.start), Qt::ISODate), QTime(0, 0), Qt::UTC);
    return start.addSecs(static_cast<qint64>(std::llround(hours * 3600.0))).toString(Qt::ISODate);
}

std::string QuotaRequestPack::reasonKey(model::UnmeetableReason reason)
{
    switch (reason) {
    case model::UnmeetableReason::NoChoice:
        return "no_choice";
    case model::UnmeetableReason::TooSlow:
        return "too_slow";
    case model::UnmeetableReason::OverBudget:
        return "over_budget";
    }
    return "no_choice";
}

QString QuotaRequestPack::poolName(const model::QuotaPool &pool)
{
    if (pool.tier != model::Tier::Dedicated) {
        //: a quota pool: %1 the region (Azure's "Total Regional Low-priority vCPUs")
        return tr("low-priority vCPUs in %1").arg(q(pool.region));
    }
    //: a quota pool: %1 the VM family, %2 the region
    return tr("%1 in %2").arg(q(pool.family), q(pool.region));
}

QString QuotaRequestPack::serviceName(model::QuotaService service)
{
    return service == model::QuotaService::Compute ? tr("Compute (virtual machine vCPUs)")
                                                   : tr("Azure Machine Learning compute quota");
}

QString QuotaRequestPack::justification(const QuotaPack &pack, const QuotaPackRun &run, const Texts &t)
{
    QString work;
    if (run.tokens > 0.0) {
        const double tokens = run.tokens;
        //: training tokens in billions
        work = tokens >= 1e12 ? tr("%1 T tokens").arg(t.number(tokens / 1e12, 2))
               : tokens >= 1e9 ? tr("%1 B tokens").arg(t.number(tokens / 1e9, 1))
                               : tr("%1 M tokens").arg(t.number(tokens / 1e6, 1));
    } else {
        work = tr("%1 GPU-hours").arg(t.number(run.gpuHours, 0));
    }
    const QString what = run.model.empty() ? work : q(run.model) + QStringLiteral(", ") + work;
    //: one run of a quota request: %1 name, %2 model and work, %3 nodes, %4 size, %5 the estimate with its band,
    //: %6 start, %7 finish, %8 deadline
    QString line = tr("%1: %2; %3 × %4, %5, %6 to %7, deadline %8")
                       .arg(q(run.name), what)
                       .arg(run.nodes)
                       .arg(q(run.sku), t.hoursWithBand(run.hours, run.hoursLow, run.hoursHigh), at(pack, run.startHour),
                            at(pack, run.finishHour), at(pack, run.deadlineHour));
    if (!run.meetsDeadline) {
        line += QStringLiteral(" — ") + tr("misses it");
    }
    if (run.standingCluster) {
        line += QStringLiteral(" — ") + tr("a standing cluster: its cores are held for the whole portfolio");
    }
    return line;
}

QString QuotaRequestPack::unmeetable(const QuotaPack::Unmeetable &u, const Texts &t)
{
    if (u.reason == model::UnmeetableReason::OverBudget) {
        //: %1: the run; %2: why the budget is what stops it
        return tr("%1 cannot meet its deadline within the budget: %2").arg(q(u.run), reasonText(u, t));
    }
    //: %1: the run; %2: why no quota meets its deadline
    return tr("%1 cannot meet its deadline at any quota: %2").arg(q(u.run), reasonText(u, t));
}

SchedulePair QuotaRequestPack::schedulesOf(const model::PortfolioPlan &plan)
{
    SchedulePair pair;
    pair.requestCost = plan.least.schedule.totalCost;
    pair.requestMissed = plan.least.schedule.missedDeadlines;
    pair.withinQuotaCost = plan.withinQuota.totalCost;
    pair.withinQuotaMissed = plan.withinQuota.missedDeadlines;
    pair.difference = plan.difference;
    return pair;
}

std::string QuotaRequestPack::differenceKey(model::ScheduleDifference difference)
{
    switch (difference) {
    case model::ScheduleDifference::Same:
        return "same";
    case model::ScheduleDifference::MeetsMoreDeadlines:
        return "meets_more_deadlines";
    case model::ScheduleDifference::WithinBudget:
        return "within_budget";
    case model::ScheduleDifference::LeastQuotaAboveFree:
        return "least_quota_above_free";
    }
    return "same";
}

QString QuotaRequestPack::schedulesText(const SchedulePair &pair, const std::string &currency, const Texts &t)
{
    if (pair.difference.reason == model::ScheduleDifference::Same) {
        //: %1: the schedule's total cost; %2: how many deadlines it misses
        return tr("The quota request is for the schedule within today's quota: %1, %2 deadline(s) missed.")
            .arg(t.money(pair.withinQuotaCost, currency))
            .arg(pair.withinQuotaMissed);
    }
    QString why;
    switch (pair.difference.reason) {
    case model::ScheduleDifference::MeetsMoreDeadlines:
        //: %1: how many more deadlines the requested quota meets
        why = tr("with the requested quota %1 more deadline(s) are met").arg(pair.difference.deadlinesGained);
        break;
    case model::ScheduleDifference::WithinBudget:
        why = tr("the schedule within today's quota goes over the budget");
        break;
    case model::ScheduleDifference::LeastQuotaAboveFree:
    case model::ScheduleDifference::Same:
        why = tr("the request takes, run by run, the way that needs the least quota above what is free today (a pool "
                 "whose quota is not known has none known free), while the schedule within today's quota is the "
                 "cheapest that fits it");
        break;
    }
    //: %1, %2: the request's schedule's cost and missed deadlines; %3, %4: the same within today's quota;
    //: %5: how many runs are placed otherwise; %6: why they differ
    return tr("The quota request is for a schedule that costs %1 (%2 deadline(s) missed); within today's quota the "
              "schedule costs %3 (%4 deadline(s) missed). %5 run(s) are placed otherwise because %6.")
        .arg(t.money(pair.requestCost, currency))
        .arg(pair.requestMissed)
        .arg(t.money(pair.withinQuotaCost, currency))
        .arg(pair.withinQuotaMissed)
        .arg(pair.difference.runsPlacedOtherwise.size())
        .arg(why);
}

QByteArray QuotaRequestPack::json(const QuotaPack &pack, const Texts &texts)
{
    ordered_json doc;
    doc["format"] = kFormat;
    doc["version"] = kVersion;
    doc["portfolio"] = pack.portfolio;
    doc["start"] = pack.start;
    doc["generated_on"] = pack.generatedOn;
    doc["currency"] = pack.currency;
    doc["total_cost"] = pack.totalCost;
    doc["budget"] = pack.budget ? ordered_json(*pack.budget) : ordered_json(nullptr);
    // The schedule the request is for against the one within today's quota (`portfolio --json`'s
    // total_cost), and why they differ.
    doc["schedules"] = {{"request", {{"total_cost", pack.schedules.requestCost},
                                     {"missed_deadlines", pack.schedules.requestMissed}}},
                        {"within_quota", {{"total_cost", pack.schedules.withinQuotaCost},
                                          {"missed_deadlines", pack.schedules.withinQuotaMissed}}},
                        {"difference", differenceKey(pack.schedules.difference.reason)},
                        {"runs_placed_otherwise", pack.schedules.difference.runsPlacedOtherwise.size()},
                        {"deadlines_gained", pack.schedules.difference.deadlinesGained}};
    ordered_json pools = ordered_json::array();
    for (const QuotaPackPool &p : pack.pools) {
        ordered_json o;
        o["family"] = p.pool.family;
        o["region"] = p.pool.region;
        o["tier"] = std::string(model::toString(p.pool.tier));
        o["service"] = std::string(model::toString(p.service));
        o["peak_cores"] = p.peakCores;
        // In use: from the first start to the last finish; above free: the increase's window.
        o["in_use_from"] = at(pack, p.fromHour).toStdString();
        o["in_use_to"] = at(pack, p.toHour).toStdString();
        o["above_free_from"] = p.aboveFreeFromHour ? ordered_json(at(pack, *p.aboveFreeFromHour).toStdString()) : ordered_json(nullptr);
        o["above_free_to"] = p.aboveFreeToHour ? ordered_json(at(pack, *p.aboveFreeToHour).toStdString()) : ordered_json(nullptr);
        o["core_hours_above_free"] = p.coreHoursAboveFree;
        o["current_limit"] = orNull(p.limit);
        o["current_usage"] = orNull(p.inUse);
        o["assumed_free"] = orNull(p.assumedFree);
        o["requested_limit"] = orNull(p.requestedLimit);
        o["increase"] = orNull(p.increase);
        o["regional_total"] = {{"limit", orNull(p.regionalLimit)},
                               {"usage", orNull(p.regionalInUse)},
                               {"peak_cores", p.regionalPeakCores},
                               {"requested_limit", orNull(p.requestedRegionalLimit)}};
        ordered_json runs = ordered_json::array();
        for (const QuotaPackRun &r : p.runs) {
            runs.push_back({{"name", r.name},
                            {"model", r.model.empty() ? ordered_json(nullptr) : ordered_json(r.model)},
                            {"tokens", r.tokens > 0.0 ? ordered_json(r.tokens) : ordered_json(nullptr)},
                            {"gpu_hours", r.tokens > 0.0 ? ordered_json(nullptr) : ordered_json(r.gpuHours)},
                            {"sku", r.sku},
                            {"tier", r.tier},
                            {"nodes", r.nodes},
                            {"cores", r.cores},
                            {"estimate_hours", r.hours},
                            {"estimate_hours_low", r.hoursLow},
                            {"estimate_hours_high", r.hoursHigh},
                            {"cost", r.cost},
                            {"start", at(pack, r.startHour).toStdString()},
                            {"finish", at(pack, r.finishHour).toStdString()},
                            {"deadline", at(pack, r.deadlineHour).toStdString()},
                            {"meets_deadline", r.meetsDeadline},
                            {"standing_cluster", r.standingCluster},
                            {"justification", justification(pack, r, texts).toStdString()}});
        }
        o["runs"] = runs;
        pools.push_back(o);
    }
    doc["pools"] = pools;
    ordered_json cannot = ordered_json::array();
    for (const QuotaPack::Unmeetable &u : pack.cannotBeMet) {
        cannot.push_back({{"run", u.run},
                          {"reason", reasonKey(u.reason)},
                          {"fastest_hours", u.fastestHours},
                          {"window_hours", u.windowHours},
                          {"why", unmeetable(u, texts).toStdString()}});
    }
    doc["cannot_be_met"] = cannot;
    return QByteArray::fromStdString(doc.dump(2)) + '\n';
}

QString QuotaRequestPack::text(const QuotaPack &pack, const Texts &t)
{
    const auto count = [&](long long v) { return t.number(static_cast<double>(v), 0); };
    const auto known = [&](const std::optional<long long> &v) { return v ? count(*v) : tr("not known"); };
    QString out;
    //: %1: the portfolio; %2: the date it was written
    out += tr("Quota request for %1 (%2)").arg(q(pack.portfolio), q(pack.generatedOn)) + QLatin1Char('\n');
    out += tr("The least quota that meets every deadline that can be met; the schedule costs %1.")
               .arg(t.money(pack.totalCost, pack.currency)) +
           QLatin1Char('\n');
    out += schedulesText(pack.schedules, pack.currency, t) + QLatin1Char('\n');
    if (pack.budget && pack.totalCost > *pack.budget) {
        out += overBudget(pack, t) + QLatin1Char('\n');
    }
    for (const QuotaPackPool &p : pack.pools) {
        out += QLatin1Char('\n') + poolName(p.pool) + QStringLiteral(" — ") + serviceName(p.service) + QLatin1Char('\n');
        //: %1: peak cores; %2, %3: the window
        out += QStringLiteral("  ") +
               tr("Peak %1 vCPUs, in use from %2 to %3").arg(count(p.peakCores), at(pack, p.fromHour), at(pack, p.toHour)) +
               QLatin1Char('\n');
        if (p.aboveFreeFromHour && p.aboveFreeToHour) {
            //: the window an increase is needed in: %1 from, %2 to
            out += QStringLiteral("  ") +
                   tr("Needed above the free quota from %1 to %2").arg(at(pack, *p.aboveFreeFromHour), at(pack, *p.aboveFreeToHour)) +
                   QLatin1Char('\n');
        }
        if (p.limit) {
            //: %1: today's limit; %2: in use today
            out += QStringLiteral("  ") + tr("Current limit %1, in use %2").arg(count(*p.limit), known(p.inUse)) +
                   QLatin1Char('\n');
        } else if (p.assumedFree) {
            out += QStringLiteral("  ") + tr("No usage imported; the portfolio assumes %1 vCPUs free").arg(count(*p.assumedFree)) +
                   QLatin1Char('\n');
        } else {
            out += QStringLiteral("  ") + importHint(p.service) + QLatin1Char('\n');
        }
        if (p.requestedLimit) {
            out += QStringLiteral("  ") +
                   (p.increase && *p.increase > 0
                        //: %1: the new limit; %2: the increase
                        ? tr("Requested limit %1 (an increase of %2)").arg(count(*p.requestedLimit), count(*p.increase))
                        : tr("The current limit holds it: no increase needed")) +
                   QLatin1Char('\n');
        } else if (p.increase) {
            out += QStringLiteral("  ") +
                   (*p.increase > 0 ? tr("Requested: %1 vCPUs more than the assumed free quota").arg(count(*p.increase))
                                    : tr("The assumed free quota holds it: no increase needed")) +
                   QLatin1Char('\n');
        } else {
            out += QStringLiteral("  ") + tr("Requested: %1 vCPUs on top of what is in use").arg(count(p.peakCores)) +
                   QLatin1Char('\n');
        }
        //: %1: the region; %2: its limit; %3: in use; %4: the peak of all the portfolio's pools there
        out += QStringLiteral("  ") +
               tr("Regional total in %1: limit %2, in use %3, the portfolio's peak there %4")
                   .arg(q(p.pool.region), known(p.regionalLimit), known(p.regionalInUse), count(p.regionalPeakCores)) +
               QLatin1Char('\n');
        if (p.requestedRegionalLimit && p.regionalLimit && *p.requestedRegionalLimit > *p.regionalLimit) {
            out += QStringLiteral("  ") + tr("Regional total to request: %1").arg(count(*p.requestedRegionalLimit)) +
                   QLatin1Char('\n');
        }
        out += QStringLiteral("  ") + tr("Justification:") + QLatin1Char('\n');
        for (const QuotaPackRun &r : p.runs) {
            out += QStringLiteral("    - ") + justification(pack, r, t) + QLatin1Char('\n');
        }
    }
    if (!pack.cannotBeMet.empty()) {
        out += QLatin1Char('\n');
        for (const QuotaPack::Unmeetable &u : pack.cannotBeMet) {
            out += unmeetable(u, t) + QLatin1Char('\n');
        }
    }
    return out;
}

QString QuotaRequestPack::html(const QuotaPack &pack, const Texts &t)
{
    const auto count = [&](long long v) { return t.number(static_cast<double>(v), 0); };
    const auto known = [&](const std::optional<long long> &v) { return v ? count(*v) : QStringLiteral("–"); };
    QString h = QStringLiteral("<html><body>");
    h += QStringLiteral("<h1>%1</h1>").arg(esc(tr("Quota request: %1").arg(q(pack.portfolio))));
    h += QStringLiteral("<p class=\"meta\">%1</p>")
             .arg(esc(tr("Written %1. Per quota pool, the least quota that meets every deadline that can be met, from "
                         "when to when, and the runs it is for; the schedule costs %2.")
                          .arg(q(pack.generatedOn), t.money(pack.totalCost, pack.currency))));
    h += QStringLiteral("<p>%1</p>").arg(esc(schedulesText(pack.schedules, pack.currency, t)));
    if (pack.budget && pack.totalCost > *pack.budget) {
        h += QStringLiteral("<p class=\"error\">%1</p>").arg(esc(overBudget(pack, t)));
    }
    // Times in the tables to the minute, UTC (the note says so); the JSON keeps ISO date-times.
    const auto when = [&](double hours) {
        const QDateTime start(QDate::fromString(q(pack.start), Qt::ISODate), QTime(0, 0), Qt::UTC);
        return start.addSecs(static_cast<qint64>(std::llround(hours * 3600.0))).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    };
    for (const QuotaPackPool &p : pack.pools) {
        h += QStringLiteral("<h2>%1</h2>").arg(esc(poolName(p.pool)));
        QString request;
        if (p.requestedLimit) {
            request = p.increase && *p.increase > 0
                          //: %1: the limit to ask for; %2: the increase over today's
                          ? tr("a limit of %1 vCPUs (+%2)").arg(count(*p.requestedLimit), count(*p.increase))
                          : tr("none: the current limit holds the peak");
        } else if (p.increase) {
            request = *p.increase > 0 ? tr("%1 vCPUs more than the assumed free quota").arg(count(*p.increase))
                                      : tr("none: the assumed free quota holds the peak");
        } else {
            request = tr("%1 vCPUs on top of what is in use").arg(count(p.peakCores));
        }
        QString current = p.limit ? tr("limit %1, in use %2").arg(count(*p.limit), known(p.inUse))
                          : p.assumedFree ? tr("not imported; the portfolio assumes %1 free").arg(count(*p.assumedFree))
                                          : tr("not imported") + QStringLiteral(" (") + importHint(p.service) + QLatin1Char(')');
        //: the region's standing total: %1 limit, %2 in use, %3 the portfolio's peak in the region
        QString total = tr("limit %1, in use %2; the portfolio's peak in the region %3")
                            .arg(known(p.regionalLimit), known(p.regionalInUse), count(p.regionalPeakCores));
        if (p.requestedRegionalLimit && p.regionalLimit && *p.requestedRegionalLimit > *p.regionalLimit) {
            total += QStringLiteral("; ") + tr("request %1").arg(count(*p.requestedRegionalLimit));
        }
        const QList<std::pair<QString, QString>> facts{
            {tr("Service"), serviceName(p.service)},
            {tr("Peak"), tr("%1 vCPUs").arg(count(p.peakCores))},
            //: the window the pool's quota is needed in: %1 to %2
            {tr("In use"), tr("%1 to %2 UTC").arg(when(p.fromHour), when(p.toHour))},
            {tr("Above the free quota"), p.aboveFreeFromHour && p.aboveFreeToHour
                                             ? tr("%1 to %2 UTC").arg(when(*p.aboveFreeFromHour), when(*p.aboveFreeToHour))
                                             : tr("never: the free quota holds the peak")},
            {tr("Today"), current},
            {tr("Request"), request},
            {tr("Regional total"), total},
        };
        h += QStringLiteral("<table width=\"100%\" cellpadding=\"3\">");
        for (const auto &[label, value] : facts) {
            h += QStringLiteral("<tr><th width=\"22%\">%1</th><td>%2</td></tr>").arg(esc(label), esc(value));
        }
        h += QStringLiteral("</table><h3>%1</h3>").arg(esc(tr("Justification")));
        h += QStringLiteral("<table width=\"100%\" cellpadding=\"3\"><thead><tr>");
        for (const QString &head : {tr("Run"), tr("Model and work"), tr("Nodes × size"), tr("Estimate (band)"),
                                    tr("Runs (UTC)"), tr("Deadline (UTC)")}) {
            h += QStringLiteral("<th>%1</th>").arg(esc(head));
        }
        h += QStringLiteral("</tr></thead>");
        for (const QuotaPackRun &r : p.runs) {
            const QString work = r.tokens > 0.0 ? tr("%1 B tokens").arg(t.number(r.tokens / 1e9, 1))
                                                : tr("%1 GPU-hours").arg(t.number(r.gpuHours, 0));
            const QString model = r.model.empty() ? work : q(r.model) + QStringLiteral(", ") + work;
            h += QStringLiteral("<tr><td>%1</td><td>%2</td><td class=\"nowrap\">%3</td><td class=\"num\">%4</td><td>%5</td><td>%6</td></tr>")
                     .arg(esc(q(r.name)), esc(model), esc(QStringLiteral("%1 × %2").arg(r.nodes).arg(q(r.sku))),
                          esc(t.hoursWithBand(r.hours, r.hoursLow, r.hoursHigh)),
                          esc(tr("%1 to %2").arg(when(r.startHour), when(r.finishHour))),
                          esc(when(r.deadlineHour)) + (r.meetsDeadline ? QString() : QStringLiteral(" — ") + esc(tr("missed"))));
        }
        h += QStringLiteral("</table>");
    }
    if (!pack.cannotBeMet.empty()) {
        h += QStringLiteral("<h2>%1</h2><ul>").arg(esc(tr("Deadlines no quota meets")));
        for (const QuotaPack::Unmeetable &u : pack.cannotBeMet) {
            h += QStringLiteral("<li>%1</li>").arg(esc(unmeetable(u, t)));
        }
        h += QStringLiteral("</ul>");
    }
    h += QStringLiteral("<p class=\"note\">%1</p>")
             .arg(esc(tr("Estimates are the planner's, with the band of held-out published runs (10th to 90th percentile). "
                         "Times are UTC.")));
    return h + QStringLiteral("</body></html>");
}

} // namespace capplan::data
