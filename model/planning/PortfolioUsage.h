// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/planning/Portfolio.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace capplan::model {

// The cores a schedule holds in one quota pool over time, run by run: what the Portfolio window
// stacks against the pool's quota (docs/portfolio.md, "The Portfolio window"). A run holds its
// cores from its start to its finish; a standing cluster from the portfolio's start to the
// schedule's end (Schedule::endHour), as the schedule counts them.
struct PoolTimeline {
    QuotaPool pool;
    std::vector<double> hours;              // breakpoints, ascending; segment k is [hours[k], hours[k+1])
    std::vector<std::size_t> runs;          // the runs that hold cores in the pool, in the runs' order
    std::vector<std::vector<long long>> cores; // cores[i][k]: what runs[i] holds in segment k
    long long peak = 0;                     // the most held at once (equals Schedule::peakCores)
};

// One timeline per pool the schedule uses, in the pools' order; with `include`, of the runs it
// accepts (by index) only.
std::vector<PoolTimeline> poolTimelines(const std::vector<PortfolioRun> &runs, const Schedule &schedule,
                                        const std::function<bool(std::size_t)> &include = nullptr);

// The most cores the schedule holds at once in `region` over every pool of `tier`: what the
// region's standing total ("Total Regional vCPUs", or its low-priority total) must hold.
long long regionPeak(const std::vector<PortfolioRun> &runs, const Schedule &schedule, const std::string &region, Tier tier);

// The pools the schedule uses that `quota` does not list: their quota is not known, so nothing
// limited them (the report and the window warn of each), in the pools' order.
std::vector<QuotaPool> unlimitedPools(const std::vector<PortfolioRun> &runs, const Schedule &schedule,
                                      const QuotaLimits &quota);

// The portfolio's quota items (PortfolioSpec::quota, by index) that name a family no size of the
// catalog is counted in, or a region the catalog does not know: a misspelled family or region,
// which would otherwise leave its pool silently unknown. The report and the window warn of each.
std::vector<std::size_t> unknownQuotaItems(const PortfolioSpec &spec, const Catalog &catalog);
// The regions of prefer_regions and avoid_regions the catalog does not know (Catalog::isKnownRegion),
// in the order written: a misspelled region there would be silently without effect.
std::vector<std::string> unknownRegions(const PortfolioSpec &spec, const Catalog &catalog);

} // namespace capplan::model
