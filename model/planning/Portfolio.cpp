// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/Portfolio.h"

#include "model/plan/Compute.h"
#include "model/planning/PortfolioUsage.h"
#include "model/planning/PortfolioExact.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>
#include <tuple>

namespace capplan::model {

namespace {

// Hours are compared with this slack: a run that finishes a nanosecond-hour late meets its
// deadline (the hours come from divisions that do not round-trip exactly).
constexpr double kEps = 1e-9;
constexpr long long kUnlimited = std::numeric_limits<long long>::max() / 4;

struct Interval {
    double start = 0.0;
    double end = 0.0;
    long long cores = 0;
};

// The cores in use per pool over time, as the intervals placed so far.
class Usage {
public:
    void add(const QuotaPool &pool, Interval interval) { m_pools[pool].push_back(interval); }

    // The most cores in use at any moment of [from, to).
    long long peakIn(const QuotaPool &pool, double from, double to) const
    {
        const auto it = m_pools.find(pool);
        if (it == m_pools.end()) {
            return 0;
        }
        // Usage only rises where an interval starts: the window's start and every start inside it.
        long long peak = 0;
        const auto at = [&](double t) {
            long long sum = 0;
            for (const Interval &iv : it->second) {
                sum += iv.start <= t && t < iv.end ? iv.cores : 0;
            }
            return sum;
        };
        peak = at(from);
        for (const Interval &iv : it->second) {
            if (iv.start > from && iv.start < to) {
                peak = std::max(peak, at(iv.start));
            }
        }
        return peak;
    }

    long long peak(const QuotaPool &pool) const
    {
        return peakIn(pool, -std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity());
    }

    const std::vector<Interval> &intervals(const QuotaPool &pool) const
    {
        static const std::vector<Interval> none;
        const auto it = m_pools.find(pool);
        return it == m_pools.end() ? none : it->second;
    }

    const std::map<QuotaPool, std::vector<Interval>> &pools() const { return m_pools; }

private:
    std::map<QuotaPool, std::vector<Interval>> m_pools;
};

long long limitOf(const QuotaLimits &quota, const QuotaPool &pool)
{
    const auto it = quota.find(pool);
    return it == quota.end() ? kUnlimited : it->second;
}

// The runs in the order both heuristics place them: priority, then deadline, then as listed.
std::vector<std::size_t> placementOrder(const std::vector<PortfolioRun> &runs)
{
    std::vector<std::size_t> order(runs.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return std::tie(runs[a].priority, runs[a].deadlineHour) < std::tie(runs[b].priority, runs[b].deadlineHour);
    });
    return order;
}

// The interval a placement holds quota for: the run itself, or a standing cluster's whole hold.
Interval holdOf(const PortfolioRun &run, const RunChoice &c, double start, double horizon)
{
    return run.standingCluster ? Interval{0.0, horizon, c.cores} : Interval{start, start + c.hours, c.cores};
}

// The earliest start at or after `from` where the choice fits its pool's limit for its whole run
// (candidates: `from` and every end of an interval after it, where usage can fall); none when its
// cores exceed the limit. A standing cluster starts at `from` if its hold fits, else never.
std::optional<double> earliestStart(const Usage &usage, const PortfolioRun &run, const RunChoice &c, double from,
                                    long long limit, double horizon)
{
    if (c.cores > limit) {
        return std::nullopt;
    }
    const QuotaPool pool = poolOf(c);
    if (run.standingCluster) {
        return usage.peakIn(pool, 0.0, horizon) + c.cores <= limit ? std::optional<double>(from) : std::nullopt;
    }
    std::set<double> starts{from};
    for (const Interval &iv : usage.intervals(pool)) {
        if (iv.end > from) {
            starts.insert(iv.end);
        }
    }
    for (const double t : starts) {
        if (usage.peakIn(pool, t, t + c.hours) + c.cores <= limit) {
            return t;
        }
    }
    return std::nullopt;
}

struct Builder {
    const std::vector<PortfolioRun> &runs;
    const QuotaLimits &quota;
    std::optional<double> budget;
    double horizon = 0.0;
    Usage usage;
    Schedule schedule;
    double spent = 0.0;

    bool affordable(const RunChoice &c) const { return !budget || spent + c.cost <= *budget + kEps; }

    void place(std::size_t r, std::size_t choice, double start)
    {
        const PortfolioRun &run = runs[r];
        const RunChoice &c = run.choices[choice];
        Placement &p = schedule.placements[r];
        p.choice = choice;
        p.startHour = start;
        p.finishHour = start + c.hours;
        p.meetsDeadline = p.finishHour <= run.deadlineHour + kEps;
        usage.add(poolOf(c), holdOf(run, c, start, horizon));
        spent += c.cost;
    }

    // The priority list's pick: the cheapest choice that meets the deadline (one the budget can
    // pay first), else the one that finishes first; each at its earliest start within the quota.
    void placeEarliest(std::size_t r)
    {
        const PortfolioRun &run = runs[r];
        std::optional<std::tuple<int, int, double, double, std::size_t>> best;
        double bestStart = 0.0;
        for (std::size_t i = 0; i < run.choices.size(); ++i) {
            const RunChoice &c = run.choices[i];
            const std::optional<double> start =
                earliestStart(usage, run, c, run.earliestStartHour, limitOf(quota, poolOf(c)), horizon);
            if (!start) {
                continue;
            }
            const double finish = *start + c.hours;
            const bool meets = finish <= run.deadlineHour + kEps;
            const auto key =
                std::make_tuple(meets ? 0 : 1, meets && !affordable(c) ? 1 : 0, meets ? c.cost : finish, finish, i);
            if (!best || key < *best) {
                best = key;
                bestStart = *start;
            }
        }
        if (best) {
            place(r, std::get<4>(*best), bestStart);
        }
    }

    // The leveled pick: the cheapest choice that can meet the deadline (one the budget can pay
    // first), placed in its window where its pool's peak rises least (then where it overlaps least,
    // then earliest), within the quota; a run no choice of which can meet its deadline there is
    // placed as the priority list places it.
    void placeLeveled(std::size_t r)
    {
        const PortfolioRun &run = runs[r];
        std::vector<std::size_t> byCost(run.choices.size());
        std::iota(byCost.begin(), byCost.end(), std::size_t{0});
        std::stable_sort(byCost.begin(), byCost.end(), [&](std::size_t a, std::size_t b) {
            const RunChoice &ca = run.choices[a];
            const RunChoice &cb = run.choices[b];
            return std::make_tuple(affordable(ca) ? 0 : 1, ca.cost, ca.hours) <
                   std::make_tuple(affordable(cb) ? 0 : 1, cb.cost, cb.hours);
        });
        for (const std::size_t i : byCost) {
            const RunChoice &c = run.choices[i];
            const double latest = run.deadlineHour - c.hours;
            const long long limit = limitOf(quota, poolOf(c));
            if (latest + kEps < run.earliestStartHour || c.cores > limit) {
                continue;
            }
            if (const std::optional<double> start = levelledStart(run, c, latest, limit)) {
                place(r, i, *start);
                return;
            }
        }
        placeEarliest(r);
    }

    // (b)'s pick: of the choices that can meet the deadline (one the budget can pay first), the one
    // that raises the quota needed above today's free quota least: the rise of its pool's peak
    // above the pool's free cores (none known: none free), then the core-hours it runs above them,
    // then cost; each placed where its pool's peak rises least. A run no choice of which can meet
    // its deadline is placed as the priority list places it.
    void placeLeastQuota(std::size_t r, const QuotaLimits &free)
    {
        const PortfolioRun &run = runs[r];
        std::optional<std::tuple<int, long long, double, double, double, std::size_t>> best;
        double bestStart = 0.0;
        for (std::size_t i = 0; i < run.choices.size(); ++i) {
            const RunChoice &c = run.choices[i];
            const double latest = run.deadlineHour - c.hours;
            if (latest + kEps < run.earliestStartHour) {
                continue;
            }
            const std::optional<double> start = levelledStart(run, c, latest, kUnlimited);
            if (!start) {
                continue;
            }
            const QuotaPool pool = poolOf(c);
            const auto known = free.find(pool);
            const long long freeCores = known == free.end() ? 0 : known->second;
            const long long peakNow = usage.peak(pool);
            const Interval hold = holdOf(run, c, *start, horizon);
            const long long peakAfter = std::max(peakNow, usage.peakIn(pool, hold.start, hold.end) + c.cores);
            const long long rise = std::max(0LL, peakAfter - freeCores) - std::max(0LL, peakNow - freeCores);
            const long long overlap = usage.peakIn(pool, hold.start, hold.end);
            const double above = static_cast<double>(std::min(c.cores, std::max(0LL, overlap + c.cores - freeCores))) *
                                 (hold.end - hold.start);
            const auto key = std::make_tuple(affordable(c) ? 0 : 1, rise, above, c.cost, c.hours, i);
            if (!best || key < *best) {
                best = key;
                bestStart = *start;
            }
        }
        if (best) {
            place(r, std::get<5>(*best), bestStart);
            return;
        }
        placeEarliest(r);
    }

    std::optional<double> levelledStart(const PortfolioRun &run, const RunChoice &c, double latest,
                                        long long limit) const
    {
        const QuotaPool pool = poolOf(c);
        if (run.standingCluster) {
            return usage.peakIn(pool, 0.0, horizon) + c.cores <= limit ? std::optional<double>(run.earliestStartHour)
                                                                       : std::nullopt;
        }
        const double from = run.earliestStartHour;
        const double to = std::max(from, latest);
        std::set<double> starts{from, to};
        for (const Interval &iv : usage.intervals(pool)) {
            for (const double t : {iv.end, iv.start - c.hours}) {
                if (t >= from && t <= to) {
                    starts.insert(t);
                }
            }
        }
        const long long peakNow = usage.peak(pool);
        std::optional<std::tuple<long long, long long, double>> best;
        for (const double t : starts) {
            const long long overlap = usage.peakIn(pool, t, t + c.hours);
            if (overlap + c.cores > limit) {
                continue;
            }
            const auto key = std::make_tuple(std::max(peakNow, overlap + c.cores), overlap, t);
            if (!best || key < *best) {
                best = key;
            }
        }
        return best ? std::optional<double>(std::get<2>(*best)) : std::nullopt;
    }

    Schedule finish(ScheduleMethod method)
    {
        schedule.method = method;
        schedule.exact = false;
        for (std::size_t r = 0; r < runs.size(); ++r) {
            const Placement &p = schedule.placements[r];
            if (p.choice) {
                schedule.totalCost += runs[r].choices[*p.choice].cost;
                schedule.endHour = std::max(schedule.endHour, p.finishHour);
            }
            schedule.missedDeadlines += p.meetsDeadline ? 0 : 1;
        }
        schedule.withinBudget = !budget || schedule.totalCost <= *budget + kEps;
        for (const auto &[pool, intervals] : usage.pools()) {
            schedule.peakCores[pool] = usage.peak(pool);
            for (const Interval &iv : intervals) {
                schedule.endHour = std::max(schedule.endHour, iv.end);
            }
        }
        return schedule;
    }
};

Schedule build(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota, std::optional<double> budget,
               ScheduleMethod method)
{
    Builder b{runs, quota, budget, holdHorizon(runs), {}, {}, 0.0};
    b.schedule.placements.assign(runs.size(), Placement{});
    for (const std::size_t r : placementOrder(runs)) {
        if (method == ScheduleMethod::Leveled) {
            b.placeLeveled(r);
        } else {
            b.placeEarliest(r);
        }
    }
    return b.finish(method);
}

// Missed deadlines by priority, most important first: the schedule that misses fewer important
// runs is the better one, whatever it misses of less important ones.
std::vector<int> missedByPriority(const std::vector<PortfolioRun> &runs, const Schedule &s)
{
    std::map<int, int> missed;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        missed[runs[r].priority] += s.placements[r].meetsDeadline ? 0 : 1;
    }
    std::vector<int> out;
    for (const auto &[priority, count] : missed) {
        out.push_back(count);
    }
    return out;
}

int unplaced(const Schedule &s)
{
    return static_cast<int>(
        std::count_if(s.placements.begin(), s.placements.end(), [](const Placement &p) { return !p.choice; }));
}

} // namespace

double holdHorizon(const std::vector<PortfolioRun> &runs)
{
    double horizon = 0.0;
    for (const PortfolioRun &run : runs) {
        horizon = std::max(horizon, run.deadlineHour);
        for (const RunChoice &c : run.choices) {
            horizon = std::max(horizon, run.earliestStartHour + c.hours);
        }
    }
    return horizon;
}

bool betterSchedule(const std::vector<PortfolioRun> &runs, const Schedule &a, const Schedule &b)
{
    const auto rank = [&](const Schedule &s) {
        return std::make_tuple(missedByPriority(runs, s), unplaced(s), s.withinBudget ? 0 : 1, s.totalCost, s.endHour);
    };
    return rank(a) < rank(b);
}

RunSlot slotOf(const RunChoice &choice)
{
    return RunSlot{choice.sku, choice.region, choice.tier};
}

bool mayTake(const RunSlot &planned, MayMove mayMove, const RunChoice &choice)
{
    switch (mayMove) {
    case MayMove::No:
        return slotOf(choice) == planned;
    case MayMove::Region:
        return choice.sku == planned.sku;
    case MayMove::Size:
        return true;
    }
    return true;
}

std::optional<RunMove> moveOf(const PortfolioRun &run, const Placement &placement)
{
    if (!run.planned || !placement.choice) {
        return std::nullopt;
    }
    const RunChoice &chosen = run.choices[*placement.choice];
    if (slotOf(chosen) == *run.planned) {
        return std::nullopt;
    }
    RunMove move{*run.planned, slotOf(chosen), MoveReason::NotAvailable};
    const double window = run.deadlineHour - run.earliestStartHour;
    bool inSlot = false;
    std::optional<double> cheapestMeeting;
    for (const RunChoice &c : run.choices) {
        if (slotOf(c) != *run.planned) {
            continue;
        }
        inSlot = true;
        if (c.hours <= window + kEps) {
            cheapestMeeting = std::min(cheapestMeeting.value_or(c.cost), c.cost);
        }
    }
    if (!inSlot) {
        move.reason = MoveReason::NotAvailable;
    } else if (!cheapestMeeting) {
        move.reason = MoveReason::TooSlow;
    } else if (chosen.cost < *cheapestMeeting - kEps) {
        move.reason = MoveReason::Cheaper;
    } else {
        move.reason = MoveReason::QuotaFull;
    }
    return move;
}

ScheduleComparison scheduleDifference(const std::vector<PortfolioRun> &runs, const Schedule &withinQuota,
                                      const Schedule &leastQuota)
{
    ScheduleComparison out;
    out.costDifference = leastQuota.totalCost - withinQuota.totalCost;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const Placement &a = withinQuota.placements[r];
        const Placement &b = leastQuota.placements[r];
        const auto way = [&](const Placement &p) {
            const RunChoice &c = runs[r].choices[*p.choice];
            return std::make_tuple(slotOf(c), c.nodes);
        };
        const bool alike = a.choice.has_value() == b.choice.has_value() &&
                           (!a.choice || (way(a) == way(b) && std::abs(a.startHour - b.startHour) <= kEps));
        if (!alike) {
            out.runsPlacedOtherwise.push_back(r);
        }
        out.deadlinesGained += b.meetsDeadline && !a.meetsDeadline ? 1 : 0;
    }
    if (out.runsPlacedOtherwise.empty()) {
        out.reason = ScheduleDifference::Same;
    } else if (out.deadlinesGained > 0) {
        out.reason = ScheduleDifference::MeetsMoreDeadlines;
    } else if (!withinQuota.withinBudget && leastQuota.withinBudget) {
        out.reason = ScheduleDifference::WithinBudget;
    } else {
        out.reason = ScheduleDifference::LeastQuotaAboveFree;
    }
    return out;
}

QuotaPool poolOf(const RunChoice &choice)
{
    // Spot draws on the low-priority counters (model/plan/Compute.h, quotaTier).
    const Tier counters = quotaTier(choice.tier);
    if (counters == Tier::Dedicated) {
        return QuotaPool{choice.family, choice.region, Tier::Dedicated};
    }
    return QuotaPool{std::string(), choice.region, counters};
}

Schedule heuristicSchedule(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota,
                           std::optional<double> budget)
{
    const Schedule list = build(runs, quota, budget, ScheduleMethod::PriorityList);
    const Schedule leveled = build(runs, quota, budget, ScheduleMethod::Leveled);
    return betterSchedule(runs, leveled, list) ? leveled : list;
}

Schedule scheduleWithinQuota(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota,
                             std::optional<double> budget)
{
    const Schedule heuristic = heuristicSchedule(runs, quota, budget);
    // The exact schedule is optimal among starts on its candidates; a heuristic's start between
    // them can still end earlier (or, on a coarse grid, do better), and then the heuristic's is kept.
    if (std::optional<Schedule> exact = exactSchedule(runs, quota, budget)) {
        if (!betterSchedule(runs, heuristic, *exact)) {
            return *exact;
        }
    }
    return heuristic;
}

std::vector<QuotaStep> whatQuotaBuys(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota,
                                     std::optional<double> budget, const std::vector<long long> &steps)
{
    // The finishes of the runs both schedules place: a run the step lets run at all is counted in
    // deadlines gained, not as hours lost.
    const auto saved = [&](const Schedule &before, const Schedule &after) {
        double sum = 0.0;
        for (std::size_t r = 0; r < before.placements.size(); ++r) {
            const Placement &a = before.placements[r];
            const Placement &b = after.placements[r];
            sum += a.choice && b.choice ? a.finishHour - b.finishHour : 0.0;
        }
        return sum;
    };
    const Schedule today = scheduleWithinQuota(runs, quota, budget);
    std::vector<QuotaStep> out;
    for (const auto &[pool, limit] : quota) {
        for (const long long added : steps) {
            QuotaLimits more = quota;
            more[pool] = limit + added;
            // Today's schedule still fits within more quota (no pool's limit is lower): where the
            // search with more quota finds a worse one (a heuristic's different order), today's is
            // kept, so that more quota never ranks worse and never shows a cost for nothing.
            Schedule s = scheduleWithinQuota(runs, more, budget);
            if (betterSchedule(runs, today, s)) {
                s = today;
            }
            QuotaStep step;
            step.pool = pool;
            step.addedCores = added;
            step.missedDeadlines = s.missedDeadlines;
            step.deadlinesGained = today.missedDeadlines - s.missedDeadlines;
            step.finishHoursSaved = saved(today, s);
            step.costChange = s.totalCost - today.totalCost;
            step.schedule = std::move(s);
            out.push_back(step);
        }
    }
    return out;
}

QuotaLimits QuotaAnswer::asLimits() const
{
    QuotaLimits limits;
    for (const QuotaNeed &need : needs) {
        limits[need.pool] = need.peakCores;
    }
    return limits;
}

namespace {

// (b)'s answer from an unlimited schedule: what cannot be met and why, and per pool its need.
QuotaAnswer answerFrom(const std::vector<PortfolioRun> &runs, const QuotaLimits &current, std::optional<double> budget,
                       Schedule schedule)
{
    QuotaAnswer answer;
    answer.schedule = std::move(schedule);
    double spent = 0.0;
    for (const std::size_t r : placementOrder(runs)) {
        const PortfolioRun &run = runs[r];
        const Placement &p = answer.schedule.placements[r];
        const double window = run.deadlineHour - run.earliestStartHour;
        if (run.choices.empty()) {
            answer.unmeetable.push_back({r, UnmeetableReason::NoChoice, 0.0, window});
            continue;
        }
        double fastest = std::numeric_limits<double>::infinity();
        for (const RunChoice &c : run.choices) {
            fastest = std::min(fastest, c.hours);
        }
        if (!p.meetsDeadline) {
            answer.unmeetable.push_back({r, UnmeetableReason::TooSlow, fastest, window});
        } else if (budget && spent + run.choices[*p.choice].cost > *budget + kEps) {
            answer.unmeetable.push_back({r, UnmeetableReason::OverBudget, fastest, window});
        }
        if (p.choice) {
            spent += run.choices[*p.choice].cost;
        }
    }
    std::sort(answer.unmeetable.begin(), answer.unmeetable.end(),
              [](const UnmeetableRun &a, const UnmeetableRun &b) { return a.run < b.run; });

    // The usage again, to say when each pool needs more than it has.
    const double horizon = holdHorizon(runs);
    std::map<QuotaPool, std::vector<Interval>> held;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const Placement &p = answer.schedule.placements[r];
        if (p.choice) {
            const RunChoice &c = runs[r].choices[*p.choice];
            held[poolOf(c)].push_back(holdOf(runs[r], c, p.startHour, horizon));
        }
    }
    for (const auto &[pool, intervals] : held) {
        QuotaNeed need;
        need.pool = pool;
        need.peakCores = answer.schedule.peakCores.at(pool);
        const auto known = current.find(pool);
        if (known != current.end()) {
            need.currentLimit = known->second;
        }
        const long long threshold = need.currentLimit.value_or(0);
        // Usage is a step function; walk its steps between consecutive interval ends.
        std::set<double> steps;
        for (const Interval &iv : intervals) {
            steps.insert(iv.start);
            steps.insert(iv.end);
        }
        bool first = true;
        bool above = false;
        double previous = 0.0;
        for (const double t : steps) {
            if (!first) {
                long long inUse = 0;
                for (const Interval &iv : intervals) {
                    inUse += iv.start <= previous && previous < iv.end ? iv.cores : 0;
                }
                if (inUse > threshold) {
                    if (!above) {
                        need.fromHour = previous;
                        above = true;
                    }
                    need.toHour = t;
                    need.coreHoursAboveLimit += static_cast<double>(inUse - threshold) * (t - previous);
                }
            }
            first = false;
            previous = t;
        }
        answer.needs.push_back(need);
    }
    return answer;
}

} // namespace

QuotaAnswer leastQuota(const std::vector<PortfolioRun> &runs, const QuotaLimits &current, std::optional<double> budget)
{
    const QuotaLimits unlimited;
    // Each run takes the choice that raises the quota needed above today's free quota least.
    Builder quotaFirst{runs, unlimited, budget, holdHorizon(runs), {}, {}, 0.0};
    quotaFirst.schedule.placements.assign(runs.size(), Placement{});
    for (const std::size_t r : placementOrder(runs)) {
        quotaFirst.placeLeastQuota(r, current);
    }
    QuotaAnswer answer = answerFrom(runs, current, budget, quotaFirst.finish(ScheduleMethod::Leveled));
    // The answer must hold when fed back as (a)'s quota: every run it does not excuse meets its
    // deadline. Where (a) does not find that schedule within those peaks, the leveled schedule of
    // the cheapest choices answers instead, which (a)'s leveled heuristic replays choice for
    // choice within its own peaks.
    const Schedule check = scheduleWithinQuota(runs, answer.asLimits(), budget);
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const bool excused = std::any_of(answer.unmeetable.begin(), answer.unmeetable.end(),
                                         [r](const UnmeetableRun &u) { return u.run == r; });
        if (!excused && !check.placements[r].meetsDeadline) {
            return answerFrom(runs, current, budget, build(runs, unlimited, budget, ScheduleMethod::Leveled));
        }
    }
    return answer;
}

} // namespace capplan::model

namespace capplan::model {

std::vector<RunChoice> runChoices(const SearchResult &result, const Catalog &catalog,
                                  const std::vector<std::string> &avoidRegions, const std::optional<RunSlot> &planned,
                                  MayMove mayMove)
{
    std::vector<RunChoice> choices;
    for (const SearchCandidate &c : result.slotCandidates) {
        if (!c.fits || std::find(avoidRegions.begin(), avoidRegions.end(), c.region) != avoidRegions.end()) {
            continue;
        }
        const VmSize *size = catalog.findSize(c.sku);
        if (size == nullptr) {
            continue;
        }
        RunChoice choice;
        choice.sku = c.sku;
        choice.family = size->quotaFamily.value;
        choice.region = c.region;
        choice.tier = c.tier;
        choice.nodes = c.nodes;
        // A GPU node is counted by its vCPUs (docs/sources.md, s2-azureml-compute).
        choice.cores = static_cast<long long>(c.nodes) * size->vcpus.value;
        choice.hours = c.wallClockHours;
        choice.cost = c.cost;
        // The band is taken around the deterministic wall clock; with the risk block the estimate
        // itself can be slower, so the slow end is never below it, nor the fast end above it (nor
        // 0, where no band is known).
        choice.hoursLow = c.wallClockHoursLow > 0.0 ? std::min(c.wallClockHoursLow, c.wallClockHours) : c.wallClockHours;
        choice.hoursHigh = std::max(c.wallClockHoursHigh, c.wallClockHours);
        choice.costHigh = std::max(c.costHigh, c.cost);
        if (planned && !mayTake(*planned, mayMove, choice)) {
            continue;
        }
        choices.push_back(std::move(choice));
    }
    return choices;
}

std::optional<long long> freeQuota(const Catalog &catalog, const PortfolioSpec &spec, const QuotaPool &pool)
{
    const QuotaUsage *usage = pool.tier == Tier::Dedicated ? catalog.findFamilyQuota(pool.region, pool.family, pool.tier)
                                                           : catalog.findRegionalQuota(pool.region, pool.tier);
    if (usage != nullptr && usage->hasOwnLimit()) {
        return std::max(0LL, *usage->limit - usage->currentValue.value_or(0));
    }
    for (const QuotaAssumption &a : spec.quota) {
        const bool same = a.region == pool.region && a.tier == pool.tier &&
                          (pool.tier != Tier::Dedicated || normalizeFamily(a.family) == normalizeFamily(pool.family));
        if (same) {
            return a.cores;
        }
    }
    return std::nullopt;
}

std::vector<PortfolioRun> atConfidence(std::vector<PortfolioRun> runs, PortfolioConfidence confidence)
{
    if (confidence == PortfolioConfidence::P90) {
        for (PortfolioRun &run : runs) {
            for (RunChoice &c : run.choices) {
                c.hours = std::max(c.hoursHigh, c.hours);
                c.cost = std::max(c.costHigh, c.cost);
            }
        }
    }
    return runs;
}

PortfolioPlan planPortfolio(const PortfolioSpec &spec, const Catalog &catalog, const std::string &todayIso,
                            const SearchControl &control)
{
    PortfolioPlan plan;
    SearchControl perRun = control;
    perRun.keepSlotFronts = true;
    perRun.monteCarlo = false;    // the schedule ranks by the estimate; the front's P(meet) is not used
    perRun.evaluateFront = false; // nor the front's findings
    perRun.progress = nullptr;
    const double runCount = static_cast<double>(std::max<std::size_t>(spec.runs.size(), 1));
    for (const PortfolioRunSpec &r : spec.runs) {
        // The caller hears the fraction of the whole portfolio searched: runs done, plus this
        // run's share of its sizes.
        if (control.progress) {
            const double done = static_cast<double>(plan.runs.size());
            perRun.progress = [&control, done, runCount](const SearchResult &partial, double fraction) {
                control.progress(partial, (done + fraction) / runCount);
            };
        }
        PlanSpec searched = r.plan;
        searched.deadlineHours = r.deadlineHour - r.earliestStartHour;
        searched.budget.reset();
        // One currency for the whole portfolio: every run is priced in the budget's.
        searched.currency = spec.currency;
        PortfolioRun run;
        run.name = r.name.empty() ? searched.name : r.name;
        run.priority = r.priority;
        run.earliestStartHour = r.earliestStartHour;
        run.deadlineHour = r.deadlineHour;
        run.standingCluster = r.standingCluster;
        // The plan's own size, region and tier: the run keeps it unless "may_move" allows others.
        if (!searched.sku.empty() && !searched.region.empty()) {
            run.planned = RunSlot{searched.sku, searched.region, searched.tier};
        }
        const SearchResult result = search(searched, catalog, todayIso, perRun);
        plan.issues.push_back(result.issues);
        if (result.ok()) {
            run.choices = runChoices(result, catalog, spec.avoidRegions, run.planned, r.mayMove);
            // Preferred regions first among equals: the schedule keeps the first of equal choices.
            std::stable_sort(run.choices.begin(), run.choices.end(), [&](const RunChoice &a, const RunChoice &b) {
                const auto preferred = [&](const RunChoice &c) {
                    return std::find(spec.preferRegions.begin(), spec.preferRegions.end(), c.region) != spec.preferRegions.end();
                };
                return preferred(a) && !preferred(b);
            });
        }
        plan.searched.push_back(std::move(searched));
        plan.runs.push_back(std::move(run));
    }
    for (const PortfolioRun &run : plan.runs) {
        for (const RunChoice &c : run.choices) {
            const QuotaPool pool = poolOf(c);
            if (!plan.quota.count(pool)) {
                if (const std::optional<long long> free = freeQuota(catalog, spec, pool)) {
                    plan.quota[pool] = *free;
                }
            }
        }
    }
    // At p90 every run is scheduled with its band's slow end (atConfidence).
    plan.runs = atConfidence(std::move(plan.runs), spec.confidence);
    plan.withinQuota = scheduleWithinQuota(plan.runs, plan.quota, spec.budget);
    plan.least = leastQuota(plan.runs, plan.quota, spec.budget);
    plan.difference = scheduleDifference(plan.runs, plan.withinQuota, plan.least.schedule);
    plan.quotaBuys = whatQuotaBuys(plan.runs, plan.quota, spec.budget);
    plan.unknownQuotaItems = unknownQuotaItems(spec, catalog);
    plan.unknownRegions = unknownRegions(spec, catalog);
    return plan;
}

} // namespace capplan::model
