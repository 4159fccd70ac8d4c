// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/PortfolioUsage.h"

#include <algorithm>
#include <map>
#include <set>

namespace capplan::model {

namespace {

struct Hold {
    std::size_t run;
    double start;
    double end;
    long long cores;
};

// What each placed run holds, by pool: from its start to its finish, or a standing cluster's
// cores from the portfolio's start to the schedule's end.
std::map<QuotaPool, std::vector<Hold>> holdsByPool(const std::vector<PortfolioRun> &runs, const Schedule &schedule,
                                                   const std::function<bool(std::size_t)> &include)
{
    std::map<QuotaPool, std::vector<Hold>> pools;
    for (std::size_t r = 0; r < runs.size() && r < schedule.placements.size(); ++r) {
        const Placement &p = schedule.placements[r];
        if (!p.choice || (include && !include(r))) {
            continue;
        }
        const RunChoice &c = runs[r].choices[*p.choice];
        const Hold hold = runs[r].standingCluster ? Hold{r, 0.0, schedule.endHour, c.cores}
                                                  : Hold{r, p.startHour, p.finishHour, c.cores};
        pools[poolOf(c)].push_back(hold);
    }
    return pools;
}

// The most held at once: usage only rises where a hold starts.
long long peakOf(const std::vector<Hold> &holds)
{
    long long peak = 0;
    for (const Hold &at : holds) {
        long long sum = 0;
        for (const Hold &h : holds) {
            sum += h.start <= at.start && at.start < h.end ? h.cores : 0;
        }
        peak = std::max(peak, sum);
    }
    return peak;
}

} // namespace

std::vector<PoolTimeline> poolTimelines(const std::vector<PortfolioRun> &runs, const Schedule &schedule,
                                        const std::function<bool(std::size_t)> &include)
{
    const std::map<QuotaPool, std::vector<Hold>> pools = holdsByPool(runs, schedule, include);
    std::vector<PoolTimeline> out;
    for (const auto &[pool, holds] : pools) {
        PoolTimeline t;
        t.pool = pool;
        std::set<double> breaks;
        std::set<std::size_t> holders;
        for (const Hold &h : holds) {
            breaks.insert(h.start);
            breaks.insert(h.end);
            holders.insert(h.run);
        }
        t.hours.assign(breaks.begin(), breaks.end());
        t.runs.assign(holders.begin(), holders.end());
        const std::size_t segments = t.hours.empty() ? 0 : t.hours.size() - 1;
        t.cores.assign(t.runs.size(), std::vector<long long>(segments, 0));
        for (const Hold &h : holds) {
            const std::size_t i = static_cast<std::size_t>(std::find(t.runs.begin(), t.runs.end(), h.run) - t.runs.begin());
            for (std::size_t k = 0; k < segments; ++k) {
                // A segment lies wholly inside or outside a hold: every hold's ends are breakpoints.
                if (h.start <= t.hours[k] && t.hours[k + 1] <= h.end) {
                    t.cores[i][k] += h.cores;
                }
            }
        }
        t.peak = peakOf(holds);
        out.push_back(std::move(t));
    }
    return out;
}

long long regionPeak(const std::vector<PortfolioRun> &runs, const Schedule &schedule, const std::string &region, Tier tier)
{
    std::vector<Hold> holds;
    for (const auto &[pool, poolHolds] : holdsByPool(runs, schedule, nullptr)) {
        if (pool.region == region && pool.tier == tier) {
            holds.insert(holds.end(), poolHolds.begin(), poolHolds.end());
        }
    }
    return peakOf(holds);
}

std::vector<std::size_t> unknownQuotaItems(const PortfolioSpec &spec, const Catalog &catalog)
{
    std::vector<std::size_t> unknown;
    for (std::size_t i = 0; i < spec.quota.size(); ++i) {
        const QuotaAssumption &a = spec.quota[i];
        const bool familyKnown =
            a.tier != Tier::Dedicated ||
            std::any_of(catalog.sizes.begin(), catalog.sizes.end(), [&](const VmSize &size) {
                return normalizeFamily(size.quotaFamily.value) == normalizeFamily(a.family);
            });
        if (!familyKnown || !catalog.isKnownRegion(a.region)) {
            unknown.push_back(i);
        }
    }
    return unknown;
}

std::vector<std::string> unknownRegions(const PortfolioSpec &spec, const Catalog &catalog)
{
    std::vector<std::string> unknown;
    for (const std::vector<std::string> *list : {&spec.preferRegions, &spec.avoidRegions}) {
        for (const std::string &region : *list) {
            if (!catalog.isKnownRegion(region) && std::find(unknown.begin(), unknown.end(), region) == unknown.end()) {
                unknown.push_back(region);
            }
        }
    }
    return unknown;
}

std::vector<QuotaPool> unlimitedPools(const std::vector<PortfolioRun> &runs, const Schedule &schedule,
                                      const QuotaLimits &quota)
{
    std::set<QuotaPool> pools;
    for (std::size_t r = 0; r < runs.size() && r < schedule.placements.size(); ++r) {
        const Placement &p = schedule.placements[r];
        if (p.choice) {
            const QuotaPool pool = poolOf(runs[r].choices[*p.choice]);
            if (!quota.count(pool)) {
                pools.insert(pool);
            }
        }
    }
    return {pools.begin(), pools.end()};
}

} // namespace capplan::model
