// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/planning/Portfolio.h"

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

namespace capplan::model {

// The exact schedule (docs/portfolio.md, "The exact schedule"): question (a) as a time-indexed
// mixed-integer program solved with GLPK (the GNU Linear Programming Kit, Debian's libglpk-dev),
// not with a hand-written branch and bound.
//
// One binary variable per run, choice and candidate start in the run's window, where the run
// meets its deadline (start + hours <= deadline); one per run and choice for "runs after its
// deadline"; a standing cluster has one per choice, at its earliest start, and holds its cores
// over the whole portfolio as the heuristics have it. Each run takes at most one. Per limited pool
// and at every candidate start (the only moments usage rises) the cores held stay within the
// limit, so the quota is kept in continuous time, not only on the grid.
//
// The objective is lexicographic, in the order scheduleWithinQuota ranks schedules, each level
// solved to optimality and then fixed as a constraint for the next: the runs that meet their
// deadline, per priority, most important first; the runs placed; within the budget; the total
// cost; the last finish of the runs that meet their deadline; the sum of those finishes. A run
// that misses its deadline is placed afterwards at its earliest start where its pool has the
// cores free, behind every run that meets its own, so it changes none of the levels above.
//
// The candidate starts of a run and choice: the run's earliest start, its latest start that meets
// the deadline, the grid's points between them, and the moments a run of the same pool started at
// its own earliest start finishes (and the end of a standing cluster's hold): the ends the
// heuristics start runs at. The schedule is optimal among the schedules whose starts are
// candidates; it does not depend on the quota, so more quota never gives a worse optimum.

// The grid steps tried, finest first (hours).
inline constexpr std::array<double, 8> kExactGridHours{0.25, 0.5, 1.0, 2.0, 4.0, 6.0, 12.0, 24.0};
// The most binary variables the program may have: the finest grid that stays within it is used.
// tst_portfolio benchmarkExact measures the solve at this size (docs/portfolio.md).
inline constexpr std::size_t kExactMaxVariables = 500;

struct ExactOptions {
    std::size_t maxVariables = kExactMaxVariables;
    // A safety net, not a working limit: a solve that takes longer gives no exact schedule (the
    // heuristics' is used, and says so).
    double secondsPerSolve = 60.0;
};

// The grid step the exact schedule uses for these runs (the finest of kExactGridHours whose
// program has at most maxVariables variables), or nothing where even the coarsest is too big.
std::optional<double> exactGridHours(const std::vector<PortfolioRun> &runs,
                                     std::size_t maxVariables = kExactMaxVariables);

// The proven optimum (Schedule::exact true, ScheduleMethod::Exact, Schedule::gridHours), or
// nothing where the program is too big for the limit or GLPK does not prove optimality in time.
std::optional<Schedule> exactSchedule(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota,
                                      std::optional<double> budget = std::nullopt, const ExactOptions &options = {});

} // namespace capplan::model
