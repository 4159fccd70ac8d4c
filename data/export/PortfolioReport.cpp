// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/export/PortfolioReport.h"

#include "data/export/QuotaRequestPack.h"
#include "model/planning/PortfolioUsage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace capplan::data {

namespace {

using nlohmann::ordered_json;

// The portfolio's start plus `hours`, as an ISO date-time in UTC ("2027-01-05T08:00:00Z").
std::string at(const model::PortfolioSpec &spec, double hours)
{
    const QDateTime start(QDate::fromString(QString::fromStdString(spec.start), Qt::ISODate), QTime(0, 0), Qt::UTC);
    return start.addSecs(static_cast<qint64>(std::llround(hours * 3600.0))).toString(Qt::ISODate).toStdString();
}

std::string methodName(model::ScheduleMethod method)
{
    switch (method) {
    case model::ScheduleMethod::PriorityList:
        return "priority_list";
    case model::ScheduleMethod::Leveled:
        return "leveled";
    case model::ScheduleMethod::Exact:
        return "exact";
    }
    return "priority_list";
}


QString poolLabel(const model::QuotaPool &pool)
{
    return QuotaRequestPack::poolName(pool);
}

// The pools schedule (a) uses whose quota is not known: it does not limit them.
std::vector<model::QuotaPool> unknownPools(const model::PortfolioPlan &plan)
{
    return model::unlimitedPools(plan.runs, plan.withinQuota, plan.quota);
}

// A change of money with its sign: "+$735", "−$1,629" (never the accountants' parentheses).
QString signedMoney(double amount, const std::string &currency, const Texts &texts)
{
    if (amount > 0.0) {
        return QStringLiteral("+") + texts.money(amount, currency);
    }
    if (amount < 0.0) {
        return QStringLiteral("−") + texts.money(-amount, currency);
    }
    return texts.money(0.0, currency);
}

// Rows of cells as columns: the first column left-aligned, the others right-aligned.
QString alignedColumns(const QList<QStringList> &rows, int indent)
{
    QList<int> widths;
    for (const QStringList &row : rows) {
        for (int c = 0; c < row.size(); ++c) {
            if (widths.size() <= c) {
                widths.append(0);
            }
            widths[c] = std::max(widths[c], static_cast<int>(row[c].size()));
        }
    }
    QString out;
    for (const QStringList &row : rows) {
        QString line(indent, QLatin1Char(' '));
        for (int c = 0; c < row.size(); ++c) {
            line += c == 0 ? row[c].leftJustified(widths[c]) : QStringLiteral("  ") + row[c].rightJustified(widths[c]);
        }
        out += line + QLatin1Char('\n');
    }
    return out;
}

} // namespace

QByteArray PortfolioReport::json(const model::PortfolioSpec &spec, const model::PortfolioPlan &plan, const Texts &texts)
{
    ordered_json doc;
    doc["name"] = spec.name;
    doc["start"] = at(spec, 0.0);
    doc["currency"] = spec.currency;
    doc["budget"] = spec.budget ? ordered_json(*spec.budget) : ordered_json(nullptr);
    const model::Schedule &a = plan.withinQuota;
    // (a) is exact where the solver proves it, else the better heuristic (model/planning/Portfolio.h).
    doc["method"] = methodName(a.method);
    doc["exact"] = a.exact;
    // The exact schedule's grid step in hours (runs start on it or at another run's finish).
    doc["grid_hours"] = a.exact ? ordered_json(a.gridHours) : ordered_json(nullptr);
    // "estimate", or "p90": every run scheduled with its band's slow end.
    doc["confidence"] = std::string(model::toString(spec.confidence));
    ordered_json runs = ordered_json::array();
    for (std::size_t i = 0; i < plan.runs.size(); ++i) {
        const model::PortfolioRun &run = plan.runs[i];
        const model::PortfolioRunSpec &given = spec.runs[i];
        const model::Placement &p = a.placements[i];
        ordered_json r;
        r["name"] = run.name;
        if (p.choice) {
            const model::RunChoice &c = run.choices[*p.choice];
            r["sku"] = c.sku;
            r["region"] = c.region;
            r["tier"] = std::string(model::toString(c.tier));
            r["nodes"] = c.nodes;
            r["start"] = at(spec, p.startHour);
            r["finish"] = at(spec, p.finishHour);
            r["hours"] = c.hours;
            r["cost"] = c.cost;
            r["cores"] = c.cores;
            r["quota_family"] = c.family;
        } else {
            for (const char *key : {"sku", "region", "tier", "nodes", "start", "finish", "hours", "cost"}) {
                r[key] = nullptr;
            }
        }
        r["meets_deadline"] = p.meetsDeadline;
        // Where the run's plan puts it, how far the portfolio lets it move ("may_move"), and where
        // the schedule moved it from there and why (null where it stays).
        if (run.planned) {
            r["planned"] = {{"sku", run.planned->sku},
                            {"region", run.planned->region},
                            {"tier", std::string(model::toString(run.planned->tier))}};
        } else {
            r["planned"] = nullptr;
        }
        r["may_move"] = std::string(model::toString(given.mayMove));
        if (const std::optional<model::RunMove> move = model::moveOf(run, p)) {
            r["moved"] = {{"reason", moveReasonKey(move->reason)}, {"text", moveText(*move, texts).toStdString()}};
        } else {
            r["moved"] = nullptr;
        }
        r["priority"] = run.priority;
        r["earliest_start"] = at(spec, run.earliestStartHour);
        r["deadline"] = at(spec, run.deadlineHour);
        r["choices"] = run.choices.size();
        // What the portfolio replaced in the run's plan: its deadline (by the window) and budget.
        r["plan_deadline_hours"] = given.plan.deadlineHours ? ordered_json(*given.plan.deadlineHours) : ordered_json(nullptr);
        r["window_hours"] = run.deadlineHour - run.earliestStartHour;
        r["plan_budget_replaced"] = given.plan.budget.has_value();
        if (!plan.issues[i].empty()) {
            const model::InputIssue &issue = plan.issues[i].front();
            r["error"] = (QStringLiteral("runs[%1].plan.").arg(i) + QString::fromStdString(issue.path) + QStringLiteral(": ") +
                          texts.issue(issue))
                             .toStdString();
        }
        runs.push_back(r);
    }
    doc["runs"] = runs;
    doc["total_cost"] = a.totalCost;
    doc["missed_deadlines"] = a.missedDeadlines;
    doc["within_budget"] = a.withinBudget;
    // The schedule the quota request (and quota_needed) is for, against this one, and why they
    // differ: the figures the quota request pack states (QuotaRequestPack::schedulesOf).
    const SchedulePair pair = QuotaRequestPack::schedulesOf(plan);
    doc["quota_request_schedule"] = {{"total_cost", pair.requestCost},
                                     {"missed_deadlines", pair.requestMissed},
                                     {"difference", QuotaRequestPack::differenceKey(pair.difference.reason)},
                                     {"runs_placed_otherwise", pair.difference.runsPlacedOtherwise.size()},
                                     {"deadlines_gained", pair.difference.deadlinesGained},
                                     {"text", QuotaRequestPack::schedulesText(pair, spec.currency, texts).toStdString()}};
    ordered_json quota = ordered_json::array();
    for (const auto &[pool, cores] : plan.quota) {
        quota.push_back({{"family", pool.family},
                         {"region", pool.region},
                         {"tier", std::string(model::toString(pool.tier))},
                         {"free_cores", cores}});
    }
    doc["quota_free"] = quota;
    // Pools (a) uses whose quota is not known, so not limited: the table warns of each.
    ordered_json unknown = ordered_json::array();
    for (const model::QuotaPool &pool : unknownPools(plan)) {
        unknown.push_back({{"family", pool.family}, {"region", pool.region}, {"tier", std::string(model::toString(pool.tier))}});
    }
    doc["quota_unknown"] = unknown;
    // The portfolio's quota items whose family or region the catalog does not know (by index).
    doc["quota_unknown_items"] = plan.unknownQuotaItems;
    // Regions of prefer_regions and avoid_regions the catalog does not know.
    doc["unknown_regions"] = plan.unknownRegions;
    // (b): the least quota per pool that meets every deadline that can be met.
    ordered_json needed = ordered_json::array();
    for (const model::QuotaNeed &need : plan.least.needs) {
        ordered_json n;
        n["family"] = need.pool.family;
        n["region"] = need.pool.region;
        n["tier"] = std::string(model::toString(need.pool.tier));
        n["peak_cores"] = need.peakCores;
        n["free_cores"] = need.currentLimit ? ordered_json(*need.currentLimit) : ordered_json(nullptr);
        const bool above = need.coreHoursAboveLimit > 0.0;
        n["from"] = above ? ordered_json(at(spec, need.fromHour)) : ordered_json(nullptr);
        n["to"] = above ? ordered_json(at(spec, need.toHour)) : ordered_json(nullptr);
        n["core_hours_above_free"] = need.coreHoursAboveLimit;
        needed.push_back(n);
    }
    doc["quota_needed"] = needed;
    ordered_json unmeetable = ordered_json::array();
    for (const model::UnmeetableRun &u : plan.least.unmeetable) {
        unmeetable.push_back({{"run", plan.runs[u.run].name},
                              {"reason", QuotaRequestPack::reasonKey(u.reason)},
                              {"fastest_hours", u.fastestHours},
                              {"window_hours", u.windowHours}});
    }
    doc["cannot_be_met"] = unmeetable;
    // What quota buys: (a) again with each limited pool raised by +96, +192, +384, +768 cores.
    ordered_json buys = ordered_json::array();
    for (const model::QuotaStep &step : plan.quotaBuys) {
        buys.push_back({{"family", step.pool.family},
                        {"region", step.pool.region},
                        {"tier", std::string(model::toString(step.pool.tier))},
                        {"added_cores", step.addedCores},
                        {"deadlines_gained", step.deadlinesGained},
                        {"missed_deadlines", step.missedDeadlines},
                        {"finish_hours_saved", step.finishHoursSaved},
                        {"cost_change", step.costChange}});
    }
    doc["quota_buys"] = buys;
    return QByteArray::fromStdString(doc.dump(2)) + '\n';
}

std::string PortfolioReport::moveReasonKey(model::MoveReason reason)
{
    switch (reason) {
    case model::MoveReason::NotAvailable:
        return "not_available";
    case model::MoveReason::TooSlow:
        return "too_slow";
    case model::MoveReason::Cheaper:
        return "cheaper";
    case model::MoveReason::QuotaFull:
        return "quota_full";
    }
    return "quota_full";
}

QString PortfolioReport::moveText(const model::RunMove &move, const Texts &texts)
{
    QString why;
    switch (move.reason) {
    case model::MoveReason::NotAvailable:
        why = QCoreApplication::translate("capplan::data::PortfolioReport", "its plan's size, region and tier cannot run it");
        break;
    case model::MoveReason::TooSlow:
        why = QCoreApplication::translate("capplan::data::PortfolioReport", "no node count of its plan's size, region and tier finishes within its window");
        break;
    case model::MoveReason::Cheaper:
        why = QCoreApplication::translate("capplan::data::PortfolioReport", "it is cheaper than any way in its plan's size, region and tier that meets the deadline");
        break;
    case model::MoveReason::QuotaFull:
        why = QCoreApplication::translate("capplan::data::PortfolioReport", "its plan's pool has no quota free for it in time");
        break;
    }
    const auto slot = [&](const model::RunSlot &s) {
        const QString where = s.tier == model::Tier::Dedicated
                                  ? QString::fromStdString(s.region)
                                  : QString::fromStdString(s.region) + QStringLiteral(", ") + texts.tierName(s.tier);
        //: a size in a region: %1 the size, %2 the region (and tier)
        return QCoreApplication::translate("capplan::data::PortfolioReport", "%1 in %2").arg(QString::fromStdString(s.sku), where);
    };
    //: %1: the plan's size and region; %2: why ("may_move" in the portfolio allowed it)
    return QCoreApplication::translate("capplan::data::PortfolioReport", "moved from %1: %2").arg(slot(move.from), why);
}

QString PortfolioReport::quotaBuysText(const model::PortfolioPlan *plan, const std::string &currency, const Texts &texts)
{
    if (plan == nullptr || plan->runs.empty()) {
        return {};
    }
    if (plan->quotaBuys.empty()) {
        return QCoreApplication::translate("capplan::data::PortfolioReport", "No pool the runs can use has a known quota, so more quota cannot be weighed: "
                                                "import each pool's usage (az vm list-usage, az ml compute list-usage) or "
                                                "give it in \"quota\".");
    }
    const model::QuotaStep *best = nullptr;
    for (const model::QuotaStep &step : plan->quotaBuys) {
        if (best == nullptr || step.deadlinesGained > best->deadlinesGained ||
            (step.deadlinesGained == best->deadlinesGained && step.addedCores < best->addedCores &&
             step.deadlinesGained > 0)) {
            best = &step;
        }
    }
    if (best->deadlinesGained <= 0) {
        return plan->withinQuota.missedDeadlines == 0
                   ? QCoreApplication::translate("capplan::data::PortfolioReport", "Every deadline is met within today's quota, so more quota gains none; "
                                                      "the table shows the hours and cost it changes.")
                   : QCoreApplication::translate("capplan::data::PortfolioReport", "No step of more quota in one pool meets a deadline missed today: "
                                                      "those runs are too slow, over the budget, or need more than one "
                                                      "pool raised (see Quota needed).");
    }
    //: %1: added vCPUs; %2: the pool; %3: deadlines gained; %4: the signed cost change
    return QCoreApplication::translate("capplan::data::PortfolioReport", "The smallest step that gains the most: +%1 vCPUs of %2 meets %3 more deadline(s), "
                                            "for a cost change of %4.")
        .arg(best->addedCores)
        .arg(poolLabel(best->pool))
        .arg(best->deadlinesGained)
        .arg(signedMoney(best->costChange, currency, texts));
}

QString PortfolioReport::unusedQuotaText(const model::PortfolioSpec &spec, std::size_t item)
{
    const model::QuotaAssumption &a = spec.quota[item];
    const model::QuotaPool pool{a.family, a.region, a.tier};
    //: %1: the item's path, quota[2]; %2: its pool
    return QCoreApplication::translate("capplan::data::PortfolioReport",
                                       "quota[%1] (%2): the catalog knows no such family or region; is it misspelled?")
        .arg(item)
        .arg(poolLabel(pool));
}

QString PortfolioReport::unknownRegionsText(const model::PortfolioPlan &plan)
{
    QStringList regions;
    for (const std::string &region : plan.unknownRegions) {
        regions << QString::fromStdString(region);
    }
    //: %1: region names, comma-separated
    return QCoreApplication::translate("capplan::data::PortfolioReport",
                                       "prefer_regions or avoid_regions names a region the catalog does not know: %1")
        .arg(regions.join(QStringLiteral(", ")));
}

QString PortfolioReport::table(const model::PortfolioSpec &spec, const model::PortfolioPlan &plan, const Texts &texts)
{
    QString out;
    const model::Schedule &a = plan.withinQuota;
    //: the portfolio table's title; %1: the portfolio's name, %2: its start
    out += QCoreApplication::translate("capplan::data::PortfolioReport", "Portfolio %1 from %2, within the free quota")
               .arg(QString::fromStdString(spec.name), QString::fromStdString(spec.start)) +
           QLatin1Char('\n');
    for (std::size_t i = 0; i < plan.runs.size(); ++i) {
        const model::PortfolioRun &run = plan.runs[i];
        const model::Placement &p = a.placements[i];
        QString line = QStringLiteral("  %1: ").arg(QString::fromStdString(run.name));
        if (p.choice) {
            const model::RunChoice &c = run.choices[*p.choice];
            // The tier where it is not dedicated: a low-priority node's price reads wrong as dedicated.
            const QString where = c.tier == model::Tier::Dedicated
                                      ? QString::fromStdString(c.region)
                                      : QString::fromStdString(c.region) + QStringLiteral(", ") + texts.tierName(c.tier);
            //: one run of the portfolio; %1 nodes, %2 size, %3 region (and tier), %4 start, %5 finish, %6 cost
            line += QCoreApplication::translate("capplan::data::PortfolioReport", "%1 × %2 in %3, %4 to %5, %6")
                        .arg(c.nodes)
                        .arg(QString::fromStdString(c.sku), where, QString::fromStdString(at(spec, p.startHour)),
                             QString::fromStdString(at(spec, p.finishHour)), texts.money(c.cost, spec.currency));
            line += p.meetsDeadline ? QString()
                                    : QStringLiteral(" — ") + QCoreApplication::translate("capplan::data::PortfolioReport",
                                                                                          "misses its deadline");
            if (const std::optional<model::RunMove> move = model::moveOf(run, p)) {
                line += QStringLiteral(" — ") + moveText(*move, texts);
            }
        } else {
            line += QCoreApplication::translate("capplan::data::PortfolioReport", "cannot run: no way to run it fits the quota");
        }
        out += line + QLatin1Char('\n');
    }
    //: %1: the total cost; %2: how many deadlines are missed
    out += (a.exact ? QCoreApplication::translate("capplan::data::PortfolioReport", "Total %1; %2 deadline(s) missed (an optimal schedule)")
                    : QCoreApplication::translate("capplan::data::PortfolioReport",
                                                  "Total %1; %2 deadline(s) missed (a heuristic schedule, not a proven optimum: "
                                                  "the portfolio is too large for the exact one)"))
               .arg(texts.money(a.totalCost, spec.currency))
               .arg(a.missedDeadlines) +
           QLatin1Char('\n');
    if (spec.confidence == model::PortfolioConfidence::P90) {
        out += QCoreApplication::translate("capplan::data::PortfolioReport",
                                           "Every run is scheduled with the slow end of its estimate's band (p90).") +
               QLatin1Char('\n');
    }
    if (!a.withinBudget && spec.budget) {
        //: %1: the portfolio's budget
        out += QCoreApplication::translate("capplan::data::PortfolioReport", "Over the budget of %1: the runs cost more than it")
                   .arg(texts.money(*spec.budget, spec.currency)) +
               QLatin1Char('\n');
    }
    for (const std::size_t i : plan.unknownQuotaItems) {
        out += unusedQuotaText(spec, i) + QLatin1Char('\n');
    }
    if (!plan.unknownRegions.empty()) {
        out += unknownRegionsText(plan) + QLatin1Char('\n');
    }
    for (const model::QuotaPool &pool : unknownPools(plan)) {
        //: a pool the schedule uses without a known quota; %1: the pool
        out += QCoreApplication::translate("capplan::data::PortfolioReport",
                                           "Not limited: no quota is known for %1 (import its usage, or give it in \"quota\")")
                   .arg(poolLabel(pool)) +
               QLatin1Char('\n');
    }
    out += QCoreApplication::translate("capplan::data::PortfolioReport", "Least quota that meets every deadline that can be met:") +
           QLatin1Char('\n');
    out += QStringLiteral("  ") +
           QuotaRequestPack::schedulesText(QuotaRequestPack::schedulesOf(plan), spec.currency, texts) + QLatin1Char('\n');
    for (const model::QuotaNeed &need : plan.least.needs) {
        const QString pool = poolLabel(need.pool);
        //: %1: the quota pool; %2: peak vCPUs; %3: the vCPUs free today (or "not known")
        out += QCoreApplication::translate("capplan::data::PortfolioReport", "  %1: %2 vCPUs at the peak (free today: %3)")
                   .arg(pool, texts.number(static_cast<double>(need.peakCores), 0),
                        need.currentLimit ? texts.number(static_cast<double>(*need.currentLimit), 0)
                                          : QCoreApplication::translate("capplan::data::PortfolioReport", "not known")) +
               QLatin1Char('\n');
        if (need.coreHoursAboveLimit > 0.0) {
            //: when a pool needs more than is free: %1 from, %2 to
            out += QStringLiteral("    ") +
                   QCoreApplication::translate("capplan::data::PortfolioReport", "above the free quota from %1 to %2")
                       .arg(QString::fromStdString(at(spec, need.fromHour)), QString::fromStdString(at(spec, need.toHour))) +
                   QLatin1Char('\n');
        }
    }
    for (const model::UnmeetableRun &u : plan.least.unmeetable) {
        out += QStringLiteral("  ") +
               QuotaRequestPack::unmeetable({plan.runs[u.run].name, u.reason, u.fastestHours, u.windowHours}, texts) +
               QLatin1Char('\n');
    }
    if (!plan.quotaBuys.empty()) {
        out += QCoreApplication::translate("capplan::data::PortfolioReport", "What more quota buys:") + QLatin1Char('\n');
        out += QStringLiteral("  ") + quotaBuysText(&plan, spec.currency, texts) + QLatin1Char('\n');
        const QStringList headers{QCoreApplication::translate("capplan::data::PortfolioReport", "pool"),
                                  QCoreApplication::translate("capplan::data::PortfolioReport", "added"),
                                  QCoreApplication::translate("capplan::data::PortfolioReport", "deadlines gained"),
                                  QCoreApplication::translate("capplan::data::PortfolioReport", "missed"),
                                  QCoreApplication::translate("capplan::data::PortfolioReport", "hours saved"),
                                  QCoreApplication::translate("capplan::data::PortfolioReport", "cost change")};
        QList<QStringList> rows{headers};
        for (const model::QuotaStep &step : plan.quotaBuys) {
            rows.append({poolLabel(step.pool), QStringLiteral("+%1").arg(step.addedCores), QString::number(step.deadlinesGained),
                         QString::number(step.missedDeadlines), texts.number(step.finishHoursSaved, 1),
                         signedMoney(step.costChange, spec.currency, texts)});
        }
        out += alignedColumns(rows, 2);
    }
    return out;
}

} // namespace capplan::data
