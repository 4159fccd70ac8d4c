// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/PortfolioExact.h"

#include <glpk.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <set>
#include <tuple>

namespace capplan::model {

namespace {

// As model/planning/Portfolio.cpp: a run that finishes within this of its deadline meets it.
constexpr double kEps = 1e-9;
// A continuous level (cost, end) is fixed to its optimum within this, relative: GLPK's own
// feasibility tolerance is 1e-7 (glp_smcp::tol_bnd), so the next level may differ by as much.
constexpr double kLevelTolerance = 1e-7;

struct Hold {
    double start = 0.0;
    double end = 0.0;
    long long cores = 0;
};

// Where a choice of a run could start: one binary variable of the program.
struct Candidate {
    std::size_t run = 0;
    std::size_t choice = 0;
    double start = 0.0;
    bool meets = false;
    bool late = false; // runs after its deadline: placed once the program is solved, holds nothing in it
    Hold hold;         // what it holds while the program is solved (nothing when late)
};

// The moments a run of the pool started at its earliest start finishes, and a standing cluster's
// hold ends: the ends the heuristics start runs at (Portfolio.cpp, earliestStart).
std::map<QuotaPool, std::set<double>> eventsOf(const std::vector<PortfolioRun> &runs, double horizon)
{
    std::map<QuotaPool, std::set<double>> events;
    for (const PortfolioRun &run : runs) {
        for (const RunChoice &c : run.choices) {
            events[poolOf(c)].insert(run.standingCluster ? horizon : run.earliestStartHour + c.hours);
        }
    }
    return events;
}

// The candidate starts of a run that is not a standing cluster, with one choice, on the grid: its
// earliest start, its latest start that meets the deadline, the grid's points and the pool's
// events between them. Empty when the choice cannot meet the deadline.
std::vector<double> startsOf(const PortfolioRun &run, const RunChoice &c, double step,
                             const std::map<QuotaPool, std::set<double>> &events)
{
    const double from = run.earliestStartHour;
    const double latest = run.deadlineHour - c.hours;
    if (latest + kEps < from) {
        return {};
    }
    const double to = std::max(from, latest);
    std::set<double> starts{from, to};
    for (double k = std::floor(from / step) + 1.0; k * step < to; k += 1.0) {
        starts.insert(k * step);
    }
    if (const auto it = events.find(poolOf(c)); it != events.end()) {
        for (auto t = it->second.upper_bound(from); t != it->second.end() && *t < to; ++t) {
            starts.insert(*t);
        }
    }
    return {starts.begin(), starts.end()};
}

// Every variable of the program on a grid, whatever the quota (so the grid does not depend on it).
std::vector<Candidate> candidatesOf(const std::vector<PortfolioRun> &runs, double step, double horizon)
{
    const auto events = eventsOf(runs, horizon);
    std::vector<Candidate> out;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const PortfolioRun &run = runs[r];
        for (std::size_t i = 0; i < run.choices.size(); ++i) {
            const RunChoice &c = run.choices[i];
            const double finish = run.earliestStartHour + c.hours;
            if (run.standingCluster) {
                out.push_back({r, i, run.earliestStartHour, finish <= run.deadlineHour + kEps, false,
                               Hold{0.0, horizon, c.cores}});
                continue;
            }
            for (const double s : startsOf(run, c, step, events)) {
                out.push_back({r, i, s, true, false, Hold{s, s + c.hours, c.cores}});
            }
            out.push_back({r, i, 0.0, false, true, Hold{}});
        }
    }
    return out;
}

long long limitOf(const QuotaLimits &quota, const QuotaPool &pool)
{
    const auto it = quota.find(pool);
    return it == quota.end() ? std::numeric_limits<long long>::max() : it->second;
}

// GLPK's problem object, deleted with its owner.
struct ProblemDeleter {
    void operator()(glp_prob *p) const { glp_delete_prob(p); }
};

// The program: columns 1..n the candidates (binary), column n + 1 the end (continuous).
class Program {
public:
    enum class Outcome { Optimal, Infeasible, Failed };

    Program(std::size_t columns, double secondsPerSolve)
        : m_lp(glp_create_prob())
        , m_columns(static_cast<int>(columns))
        , m_msPerSolve(static_cast<int>(std::clamp(secondsPerSolve * 1000.0, 1.0, 2.0e9)))
    {
        glp_add_cols(m_lp.get(), m_columns + 1);
        for (int j = 1; j <= m_columns; ++j) {
            glp_set_col_kind(m_lp.get(), j, GLP_BV);
        }
        glp_set_col_bnds(m_lp.get(), endColumn(), GLP_LO, 0.0, 0.0);
        m_solution.assign(static_cast<std::size_t>(m_columns) + 2, 0.0);
    }

    int endColumn() const { return m_columns + 1; }

    // One row: sum coef·x within [lower, upper] as `type` (GLP_UP, GLP_LO, GLP_DB, GLP_FX).
    void addRow(const std::vector<std::pair<int, double>> &terms, int type, double lower, double upper)
    {
        const int row = glp_add_rows(m_lp.get(), 1);
        glp_set_row_bnds(m_lp.get(), row, type, lower, upper);
        std::vector<int> index{0};
        std::vector<double> value{0.0};
        for (const auto &[column, coef] : terms) {
            index.push_back(column);
            value.push_back(coef);
        }
        glp_set_mat_row(m_lp.get(), row, static_cast<int>(terms.size()), index.data(), value.data());
    }

    void boundEnd(double upper) { glp_set_col_bnds(m_lp.get(), endColumn(), GLP_DB, 0.0, upper); }

    // Optimises `terms` (all other columns weigh nothing) with the rows so far.
    Outcome solve(int direction, const std::vector<std::pair<int, double>> &terms)
    {
        for (int j = 1; j <= endColumn(); ++j) {
            glp_set_obj_coef(m_lp.get(), j, 0.0);
        }
        for (const auto &[column, coef] : terms) {
            glp_set_obj_coef(m_lp.get(), column, coef);
        }
        glp_set_obj_dir(m_lp.get(), direction);
        glp_iocp parm;
        glp_init_iocp(&parm);
        parm.presolve = GLP_ON; // the LP relaxation is solved by intopt itself
        parm.msg_lev = GLP_MSG_OFF;
        parm.tm_lim = m_msPerSolve;
        const int rc = glp_intopt(m_lp.get(), &parm);
        if (rc == GLP_ENOPFS) {
            return Outcome::Infeasible;
        }
        if (rc != 0) {
            return Outcome::Failed; // time limit, numerical trouble: no proven optimum
        }
        const int status = glp_mip_status(m_lp.get());
        if (status == GLP_NOFEAS) {
            return Outcome::Infeasible;
        }
        if (status != GLP_OPT) {
            return Outcome::Failed;
        }
        m_value = glp_mip_obj_val(m_lp.get());
        for (int j = 1; j <= endColumn(); ++j) {
            m_solution[static_cast<std::size_t>(j)] = glp_mip_col_val(m_lp.get(), j);
        }
        return Outcome::Optimal;
    }

    double value() const { return m_value; }
    bool chosen(std::size_t candidate) const { return m_solution[candidate + 1] > 0.5; }

private:
    std::unique_ptr<glp_prob, ProblemDeleter> m_lp;
    int m_columns = 0;
    int m_msPerSolve = 0;
    std::vector<double> m_solution;
    double m_value = 0.0;
};

// Keeps GLPK's terminal output off while it lives, as it was afterwards.
class QuietGlpk {
public:
    QuietGlpk()
        : m_previous(glp_term_out(GLP_OFF))
    {
    }
    ~QuietGlpk() { glp_term_out(m_previous); }
    QuietGlpk(const QuietGlpk &) = delete;
    QuietGlpk &operator=(const QuietGlpk &) = delete;

private:
    int m_previous;
};

// The most cores held at any moment of [from, to) in `holds` (usage rises only where a hold starts).
long long peakIn(const std::vector<Hold> &holds, double from, double to)
{
    const auto at = [&](double t) {
        long long sum = 0;
        for (const Hold &h : holds) {
            sum += h.start <= t && t < h.end ? h.cores : 0;
        }
        return sum;
    };
    long long peak = at(from);
    for (const Hold &h : holds) {
        if (h.start > from && h.start < to) {
            peak = std::max(peak, at(h.start));
        }
    }
    return peak;
}

} // namespace

std::optional<double> exactGridHours(const std::vector<PortfolioRun> &runs, std::size_t maxVariables)
{
    const double horizon = holdHorizon(runs);
    for (const double step : kExactGridHours) {
        if (candidatesOf(runs, step, horizon).size() <= maxVariables) {
            return step;
        }
    }
    return std::nullopt;
}

std::optional<Schedule> exactSchedule(const std::vector<PortfolioRun> &runs, const QuotaLimits &quota,
                                      std::optional<double> budget, const ExactOptions &options)
{
    const std::optional<double> step = exactGridHours(runs, options.maxVariables);
    if (!step) {
        return std::nullopt;
    }
    const double horizon = holdHorizon(runs);
    // The variables whose cores fit their pool's limit: the others can never be placed.
    std::vector<Candidate> candidates;
    for (const Candidate &c : candidatesOf(runs, *step, horizon)) {
        const RunChoice &choice = runs[c.run].choices[c.choice];
        if (choice.cores <= limitOf(quota, poolOf(choice))) {
            candidates.push_back(c);
        }
    }
    const QuietGlpk quiet;
    Program program(candidates.size(), options.secondsPerSolve);
    const auto column = [](std::size_t k) { return static_cast<int>(k) + 1; };

    // Each run at most one choice and start; the end at least each run's finish.
    std::vector<std::vector<std::size_t>> ofRun(runs.size());
    for (std::size_t k = 0; k < candidates.size(); ++k) {
        ofRun[candidates[k].run].push_back(k);
    }
    for (std::size_t r = 0; r < runs.size(); ++r) {
        if (ofRun[r].empty()) {
            continue;
        }
        std::vector<std::pair<int, double>> one;
        std::vector<std::pair<int, double>> end{{program.endColumn(), 1.0}};
        for (const std::size_t k : ofRun[r]) {
            one.emplace_back(column(k), 1.0);
            if (!candidates[k].late) {
                end.emplace_back(column(k), -(candidates[k].start + runs[r].choices[candidates[k].choice].hours));
            }
        }
        program.addRow(one, GLP_UP, 0.0, 1.0);
        if (end.size() > 1) {
            program.addRow(end, GLP_LO, 0.0, 0.0);
        }
    }

    // Per limited pool, at every moment a hold starts, the cores held within the limit. Usage only
    // rises where a hold starts, so this keeps the quota at every moment, not only on the grid. A
    // row that every hold together cannot break is left out.
    std::map<QuotaPool, std::vector<std::size_t>> ofPool;
    for (std::size_t k = 0; k < candidates.size(); ++k) {
        if (!candidates[k].late) {
            ofPool[poolOf(runs[candidates[k].run].choices[candidates[k].choice])].push_back(k);
        }
    }
    for (const auto &[pool, members] : ofPool) {
        const auto limit = quota.find(pool);
        if (limit == quota.end()) {
            continue;
        }
        std::set<double> moments;
        for (const std::size_t k : members) {
            moments.insert(candidates[k].hold.start);
        }
        for (const double t : moments) {
            std::vector<std::pair<int, double>> held;
            long long most = 0;
            for (const std::size_t k : members) {
                const Hold &h = candidates[k].hold;
                if (h.start <= t && t < h.end) {
                    held.emplace_back(column(k), static_cast<double>(h.cores));
                    most += h.cores;
                }
            }
            if (most > limit->second) {
                program.addRow(held, GLP_UP, 0.0, static_cast<double>(limit->second));
            }
        }
    }

    // The levels, most important first; each optimum is then kept as a constraint.
    const auto runsMet = [&](const std::vector<std::size_t> &which) {
        std::vector<std::pair<int, double>> terms;
        for (const std::size_t r : which) {
            for (const std::size_t k : ofRun[r]) {
                if (candidates[k].meets) {
                    terms.emplace_back(column(k), 1.0);
                }
            }
        }
        return terms;
    };
    const auto count = [&](const std::vector<std::pair<int, double>> &terms) {
        double n = 0.0;
        for (const auto &term : terms) {
            n += program.chosen(static_cast<std::size_t>(term.first - 1)) ? term.second : 0.0;
        }
        return n;
    };
    bool solved = false;
    // A level whose bound the last solution already reaches needs no solve of its own.
    const auto maximiseCount = [&](const std::vector<std::pair<int, double>> &terms, double bound) {
        if (terms.empty()) {
            return true;
        }
        double best = 0.0;
        if (solved && count(terms) >= bound - 0.5) {
            best = bound;
        } else {
            if (program.solve(GLP_MAX, terms) != Program::Outcome::Optimal) {
                return false;
            }
            solved = true;
            best = std::round(program.value());
        }
        program.addRow(terms, GLP_LO, best, 0.0);
        return true;
    };
    // Most portfolios can meet every deadline that can be met at all and place every run: one solve
    // of met plus placed, the bound of every count level, answers them all when it reaches it.
    std::vector<std::pair<int, double>> metOrPlaced;
    double countBound = 0.0;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        bool canMeet = false;
        for (const std::size_t k : ofRun[r]) {
            metOrPlaced.emplace_back(column(k), candidates[k].meets ? 2.0 : 1.0);
            canMeet = canMeet || candidates[k].meets;
        }
        countBound += (ofRun[r].empty() ? 0.0 : 1.0) + (canMeet ? 1.0 : 0.0);
    }
    if (!metOrPlaced.empty()) {
        if (program.solve(GLP_MAX, metOrPlaced) != Program::Outcome::Optimal) {
            return std::nullopt;
        }
        solved = true;
    }
    std::map<int, std::vector<std::size_t>> byPriority;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        byPriority[runs[r].priority].push_back(r);
    }
    for (const auto &[priority, members] : byPriority) {
        // Met: at most one per run that has a candidate that meets.
        std::set<std::size_t> canMeet;
        for (const std::size_t r : members) {
            for (const std::size_t k : ofRun[r]) {
                if (candidates[k].meets) {
                    canMeet.insert(r);
                }
            }
        }
        if (!maximiseCount(runsMet(members), static_cast<double>(canMeet.size()))) {
            return std::nullopt;
        }
    }
    std::vector<std::pair<int, double>> placed;
    double placeable = 0.0;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        placeable += ofRun[r].empty() ? 0.0 : 1.0;
        for (const std::size_t k : ofRun[r]) {
            placed.emplace_back(column(k), 1.0);
        }
    }
    if (!maximiseCount(placed, placeable)) {
        return std::nullopt;
    }
    // Within the budget, then the cost: the least cost is within the budget exactly when any
    // schedule with the levels above is, so one solve answers both.
    std::vector<std::pair<int, double>> cost;
    for (std::size_t k = 0; k < candidates.size(); ++k) {
        cost.emplace_back(column(k), runs[candidates[k].run].choices[candidates[k].choice].cost);
    }
    if (!cost.empty()) {
        if (program.solve(GLP_MIN, cost) != Program::Outcome::Optimal) {
            return std::nullopt;
        }
        program.addRow(cost, GLP_UP, 0.0, program.value() + kLevelTolerance * std::max(1.0, std::abs(program.value())));
        // The end of the runs that meet their deadline, then their finishes summed, each weighted
        // by its run's place in the heuristics' order (priority, then deadline, then as listed:
        // the first of n weighs n, the last 1), so that of equal runs the first listed goes first.
        if (program.solve(GLP_MIN, {{program.endColumn(), 1.0}}) != Program::Outcome::Optimal) {
            return std::nullopt;
        }
        program.boundEnd(program.value() + kLevelTolerance * std::max(1.0, std::abs(program.value())));
        std::vector<std::size_t> order(runs.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return std::tie(runs[a].priority, runs[a].deadlineHour) < std::tie(runs[b].priority, runs[b].deadlineHour);
        });
        std::vector<double> weight(runs.size(), 0.0);
        for (std::size_t i = 0; i < order.size(); ++i) {
            weight[order[i]] = static_cast<double>(runs.size() - i);
        }
        std::vector<std::pair<int, double>> finishes;
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            if (!candidates[k].late) {
                const Candidate &c = candidates[k];
                finishes.emplace_back(column(k), weight[c.run] * (c.start + runs[c.run].choices[c.choice].hours));
            }
        }
        if (!finishes.empty() && program.solve(GLP_MIN, finishes) != Program::Outcome::Optimal) {
            return std::nullopt;
        }
    }

    // The schedule: the program's runs, then each run that misses its deadline (most important
    // first, then by deadline) at its earliest start where its pool has the cores free.
    Schedule s;
    s.method = ScheduleMethod::Exact;
    s.exact = true;
    s.gridHours = *step;
    s.placements.assign(runs.size(), Placement{});
    std::map<QuotaPool, std::vector<Hold>> holds;
    std::vector<std::pair<std::size_t, std::size_t>> late; // run, choice
    for (std::size_t k = 0; k < candidates.size(); ++k) {
        if (cost.empty() || !program.chosen(k)) {
            continue;
        }
        const Candidate &c = candidates[k];
        const RunChoice &choice = runs[c.run].choices[c.choice];
        if (c.late) {
            late.emplace_back(c.run, c.choice);
            continue;
        }
        Placement &p = s.placements[c.run];
        p.choice = c.choice;
        p.startHour = c.start;
        p.finishHour = c.start + choice.hours;
        holds[poolOf(choice)].push_back(c.hold);
    }
    std::stable_sort(late.begin(), late.end(), [&](const auto &a, const auto &b) {
        return std::tie(runs[a.first].priority, runs[a.first].deadlineHour) <
               std::tie(runs[b.first].priority, runs[b.first].deadlineHour);
    });
    for (const auto &[r, i] : late) {
        const RunChoice &c = runs[r].choices[i];
        std::vector<Hold> &pool = holds[poolOf(c)];
        const long long limit = limitOf(quota, poolOf(c));
        std::set<double> starts{runs[r].earliestStartHour};
        for (const Hold &h : pool) {
            if (h.end > runs[r].earliestStartHour) {
                starts.insert(h.end);
            }
        }
        for (const double t : starts) {
            if (peakIn(pool, t, t + c.hours) + c.cores <= limit) {
                Placement &p = s.placements[r];
                p.choice = i;
                p.startHour = t;
                p.finishHour = t + c.hours;
                pool.push_back(Hold{t, t + c.hours, c.cores});
                break;
            }
        }
    }
    for (std::size_t r = 0; r < runs.size(); ++r) {
        Placement &p = s.placements[r];
        if (p.choice) {
            p.meetsDeadline = p.finishHour <= runs[r].deadlineHour + kEps;
            s.totalCost += runs[r].choices[*p.choice].cost;
            s.endHour = std::max(s.endHour, p.finishHour);
        }
        s.missedDeadlines += p.meetsDeadline ? 0 : 1;
    }
    s.withinBudget = !budget || s.totalCost <= *budget + kEps;
    for (const auto &[pool, held] : holds) {
        s.peakCores[pool] = peakIn(held, -std::numeric_limits<double>::infinity(),
                                   std::numeric_limits<double>::infinity());
        for (const Hold &h : held) {
            s.endHour = std::max(s.endHour, h.end);
        }
    }
    return s;
}

} // namespace capplan::model
