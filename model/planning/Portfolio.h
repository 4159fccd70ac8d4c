// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Search.h"
#include "model/catalog/Catalog.h"
#include "model/plan/PortfolioSpec.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace capplan::model {

// A quarter's plan: several runs against one quota and one budget (docs/portfolio.md). This file
// is the scheduling core: given each run's ways to run (its choices: size, region, tier, nodes,
// with hours and cost from the plan's evaluation or search), it answers
//   (a) scheduleWithinQuota: with a quota per pool, which runs meet their deadlines, at what cost,
//       and when each starts and finishes;
//   (b) leastQuota: the least peak cores per pool, and for how long, that meets every deadline
//       that can be met within the budget.
// (a) is the exact optimum of a mixed-integer program solved with GLPK where the portfolio is
// small enough (model/planning/PortfolioExact.h), else the better of two heuristics (list
// scheduling in priority order, and the same with each run placed in its window where it raises
// its pool's peak least), which say so (Schedule::exact false). (b) is the leveled heuristic.
// Hours count from the portfolio's start.

// A way to run one run: a search candidate reduced to what the schedule needs.
struct RunChoice {
    std::string sku;
    std::string family; // the quota family of the size (VmSize::quotaFamily)
    std::string region;
    Tier tier = Tier::Dedicated;
    int nodes = 0;
    long long cores = 0; // nodes × vCPUs per node: what the quota counts
    double hours = 0.0;  // wall clock
    double cost = 0.0;
    // The estimate's band (SearchCandidate::wallClockHoursLow/High and costHigh): its fast end, shown
    // beside the estimate in the quota request, and its slow end (the 90th percentile of slowness of
    // the held-out published runs, model/performance/Stack.h), never below the estimate: what a
    // portfolio at confidence p90 schedules with.
    double hoursLow = 0.0;
    double hoursHigh = 0.0;
    double costHigh = 0.0;
};

// What one quota limit covers. Dedicated cores are counted per VM family and region; low-priority
// cores in one pool per region for every family (Azure's "Total Regional Low-priority vCPUs"), so
// their family is empty; Spot draws on the same low-priority counters (model/plan/Compute.h,
// quotaTier).
struct QuotaPool {
    std::string family;
    std::string region;
    Tier tier = Tier::Dedicated; // Dedicated or LowPriority: the counters drawn on

    auto operator<=>(const QuotaPool &) const = default;
};
QuotaPool poolOf(const RunChoice &choice);

// A size, region and tier: where a run's plan puts it, and where a choice runs.
struct RunSlot {
    std::string sku;
    std::string region;
    Tier tier = Tier::Dedicated;

    auto operator<=>(const RunSlot &) const = default;
};
RunSlot slotOf(const RunChoice &choice);

// Whether a run whose plan is in `planned` may take `choice` ("may_move", model/plan/PortfolioSpec.h):
// No keeps the plan's size, region and tier; Region the size, in any region and tier; Size any.
bool mayTake(const RunSlot &planned, MayMove mayMove, const RunChoice &choice);

struct PortfolioRun {
    std::string name;
    int priority = 1;               // 1 is the most important; more important runs are met first
    double earliestStartHour = 0.0; // from the portfolio's start
    double deadlineHour = 0.0;
    // The run's Azure ML cluster stays (max_instances held) for the whole portfolio: its cores
    // count against the quota from the start to the portfolio's end, not only while it runs.
    bool standingCluster = false;
    std::vector<RunChoice> choices;
    // Where the run's plan puts it, where known: a placement elsewhere is a move (moveOf).
    std::optional<RunSlot> planned;
};

// Quota per pool; a pool the map does not list is not limited (its quota is not known).
using QuotaLimits = std::map<QuotaPool, long long>;

struct Placement {
    std::optional<std::size_t> choice; // index into the run's choices; none: the run cannot be placed
    double startHour = 0.0;
    double finishHour = 0.0;
    bool meetsDeadline = false;
};

enum class ScheduleMethod {
    PriorityList, // each run in priority order (then deadline) at its earliest start, cheapest choice that meets
    Leveled,      // each run in priority order where it raises its pool's peak least within its window
    Exact,        // the optimum of the time-indexed program (model/planning/PortfolioExact.h)
};

struct Schedule {
    std::vector<Placement> placements; // one per run, in the runs' order
    double totalCost = 0.0;
    int missedDeadlines = 0;
    bool withinBudget = true;
    ScheduleMethod method = ScheduleMethod::PriorityList;
    bool exact = false;     // true: the proven optimum on the grid's candidate starts; false: a heuristic's
    double gridHours = 0.0; // the exact schedule's grid step (0 for a heuristic's schedule)
    double endHour = 0.0; // the last finish (and, with a standing cluster, the end of its hold)
    // Peak cores in use per pool over the whole schedule.
    std::map<QuotaPool, long long> peakCores;
};

// Where a standing cluster's hold ends: the last deadline, or the last moment a run could still
// be running on its slowest choice.
double holdHorizon(const std::vector<PortfolioRun> &runs);

// Schedules compared as (a) ranks them: the missed deadlines per priority, most important first
// (one more miss of a more important run outweighs any number of misses of less important ones),
// then the runs left unplaced, then within the budget, then the total cost, then the end.
bool betterSchedule(const std::vector<PortfolioRun> &runs, const Schedule &a, const Schedule &b);

// The better of the two heuristics (priority list and leveled) as betterSchedule ranks them: (a)
// where the exact schedule does not apply, and what it is measured against.
Schedule heuristicSchedule(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota,
                           std::optional<double> budget = std::nullopt);

// (a) The runs placed within `quota`: every pool's cores in use stay within its limit at every
// moment, and a run reported as meeting its deadline finishes by it. The exact schedule where the
// portfolio is small enough and GLPK proves it optimal; else (or where a heuristic's start off the
// exact schedule's candidates does better) the better of the two heuristics (priority list and
// leveled) as betterSchedule ranks them.
Schedule scheduleWithinQuota(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota,
                             std::optional<double> budget = std::nullopt);

// (b) The least quota that meets every deadline: per pool the peak cores of the leveled schedule
// in which each run, in priority order, takes the choice that can meet its deadline (within the
// budget where one does) and raises the quota needed above today's free quota least (its pool's
// peak above the free cores, then the core-hours above them, then cost), from when to when the
// pool needs more than today's limit, and the core-hours above it. A heuristic, like (a)'s
// fallback. Runs that cannot meet their deadline at any quota are listed with why.
struct QuotaNeed {
    QuotaPool pool;
    long long peakCores = 0;
    std::optional<long long> currentLimit; // today's, where known
    double fromHour = 0.0;                 // the first and last moment usage exceeds today's limit
    double toHour = 0.0;                   // (or is above zero, where no limit is known)
    double coreHoursAboveLimit = 0.0;
};

enum class UnmeetableReason {
    NoChoice,   // the run has no way to run at all
    TooSlow,    // even its fastest choice takes longer than its window (numbers: fastest, window)
    OverBudget, // only choices the remaining budget cannot pay meet it (it is then scheduled anyway)
};

struct UnmeetableRun {
    std::size_t run = 0;
    UnmeetableReason reason = UnmeetableReason::NoChoice;
    double fastestHours = 0.0;
    double windowHours = 0.0;
};

struct QuotaAnswer {
    std::vector<QuotaNeed> needs; // sorted by pool
    Schedule schedule;            // the leveled schedule the needs come from
    std::vector<UnmeetableRun> unmeetable;
    // The needs as limits: fed back to scheduleWithinQuota, every run not listed as unmeetable
    // meets its deadline.
    QuotaLimits asLimits() const;
};

QuotaAnswer leastQuota(const std::vector<PortfolioRun> &runs, const QuotaLimits &current,
                       std::optional<double> budget = std::nullopt);

// What quota buys: for each limited pool and each step of added cores, the schedule (a) again
// with that pool's limit raised, against today's. The argument a team brings to the account team.
struct QuotaStep {
    QuotaPool pool;
    long long addedCores = 0;
    int deadlinesGained = 0;       // missed today, met with the step (negative: a heuristic's swap)
    int missedDeadlines = 0;       // with the step
    double finishHoursSaved = 0.0; // the finishes of the runs both place, summed: today's less the step's
    double costChange = 0.0;       // the step's total cost less today's
    // The step's schedule: never ranked below today's (betterSchedule), since today's still fits
    // within more quota and is kept where the search with more quota finds a worse one.
    Schedule schedule;
};

// Why a run was placed away from its plan's size, region and tier (moveOf). The placement is the
// schedule's; the reason compares it with the choices in the plan's own slot.
enum class MoveReason {
    NotAvailable, // the plan's slot gives the run no way to run (not priced, or it does not fit)
    TooSlow,      // no way to run in the plan's slot finishes within the run's window
    Cheaper,      // the chosen way is cheaper than any in the plan's slot that meets the deadline
    QuotaFull,    // one in the plan's slot would meet the deadline for no more, but its pool had no
                  // room for it in time
};

struct RunMove {
    RunSlot from; // the plan's
    RunSlot to;   // the schedule's
    MoveReason reason = MoveReason::QuotaFull;
};

// The run's move in `placement`, or none where it stays in its plan's slot (or its plan's slot is
// not known, or it is not placed).
std::optional<RunMove> moveOf(const PortfolioRun &run, const Placement &placement);

// Why the quota request's schedule (b) is not the schedule within today's quota (a), where it is
// not (scheduleDifference): the first that applies.
enum class ScheduleDifference {
    Same,               // every run placed alike: one schedule
    MeetsMoreDeadlines, // (b) meets deadlines with more quota that (a) misses within today's
    WithinBudget,       // (a) goes over the budget, (b) does not
    LeastQuotaAboveFree, // otherwise: (b) takes, run by run, the way that needs the least quota above
                         // today's free quota (a pool whose quota is not known has none known free);
                         // (a) is the cheapest schedule that fits today's quota
};

struct ScheduleComparison {
    ScheduleDifference reason = ScheduleDifference::Same;
    int deadlinesGained = 0;       // met in (b), missed in (a)
    double costDifference = 0.0;   // (b)'s total cost less (a)'s
    std::vector<std::size_t> runsPlacedOtherwise; // runs whose size, region, tier, nodes or start differ
};

ScheduleComparison scheduleDifference(const std::vector<PortfolioRun> &runs, const Schedule &withinQuota,
                                      const Schedule &leastQuota);

// Steps of a GPU node's vCPUs: +96, +192, +384, +768 cores (one, two, four, eight ND-series nodes).
inline const std::vector<long long> kQuotaSteps{96, 192, 384, 768};

std::vector<QuotaStep> whatQuotaBuys(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota,
                                     std::optional<double> budget = std::nullopt,
                                     const std::vector<long long> &steps = kQuotaSteps);

// ---------------------------------------------------------------------------------------------
// A portfolio file's runs, searched and scheduled

// The ways to run one plan: every size, region and tier's own front from its search
// (SearchResult::slotCandidates: node counts no other of the same slot beats on both wall clock
// and cost), as choices with the quota family of the catalog's size and the cores the quota
// counts; candidates in `avoidRegions` and ones that do not fit in GPU memory are left out, and so
// are, with `planned`, the ones `mayMove` does not allow (mayTake).
std::vector<RunChoice> runChoices(const SearchResult &result, const Catalog &catalog,
                                  const std::vector<std::string> &avoidRegions = {},
                                  const std::optional<RunSlot> &planned = std::nullopt,
                                  MayMove mayMove = MayMove::Size);

// The quota a pool has free today: the imported limit less the cores in use (the family's for
// dedicated cores, the region's low-priority total otherwise); else the portfolio's assumption
// for the pool; else nothing (not known, so not limited).
std::optional<long long> freeQuota(const Catalog &catalog, const PortfolioSpec &spec, const QuotaPool &pool);

struct PortfolioPlan {
    std::vector<PortfolioRun> runs; // one per spec run, with its choices
    // Per run: the plan as searched (its deadline the portfolio's window, no budget of its own) and
    // why it could not be searched, where it could not.
    std::vector<PlanSpec> searched;
    std::vector<std::vector<InputIssue>> issues;
    QuotaLimits quota;    // every pool a choice uses whose free quota is known
    Schedule withinQuota; // (a)
    QuotaAnswer least;    // (b)
    ScheduleComparison difference; // why (b) is not (a), where it is not
    std::vector<QuotaStep> quotaBuys; // what +96, +192, +384, +768 cores of each limited pool change
    // The spec's quota items whose family or region the catalog does not know (unknownQuotaItems,
    // model/planning/PortfolioUsage.h): likely misspelled, so their pools stay unknown.
    std::vector<std::size_t> unknownQuotaItems;
    // The regions to prefer or avoid that the catalog does not know (unknownRegions).
    std::vector<std::string> unknownRegions;
};

// The runs as the portfolio's confidence schedules them: at p90 each choice's hours and cost are
// the band's slow end (RunChoice::hoursHigh, costHigh), so a deadline reported met is met by nine
// in ten runs like the held-out published ones; with the estimate they are unchanged.
std::vector<PortfolioRun> atConfidence(std::vector<PortfolioRun> runs, PortfolioConfidence confidence);

// Searches each run's plan for its choices (the deadline is the run's window, deadline less
// earliest start; the plan's own budget gives way to the portfolio's, which the schedule shares
// out), then answers (a) with the free quota and (b), at the portfolio's confidence. Preferred
// regions win ties of cost. control.cancel stops the searches; control.progress hears the fraction
// of the whole portfolio searched (its partial result is the run's being searched).
PortfolioPlan planPortfolio(const PortfolioSpec &spec, const Catalog &catalog, const std::string &todayIso,
                            const SearchControl &control = {});

} // namespace capplan::model
