// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio's scheduling core (model/planning/Portfolio.h): hand-checkable portfolios and
// properties over random ones.
#include "model/planning/Portfolio.h"
#include "model/planning/PortfolioExact.h"

#include <QTest>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <map>
#include <tuple>
#include <random>
#include <set>

using namespace capplan::model;

Q_DECLARE_METATYPE(capplan::model::PortfolioConfidence)

namespace {

// ND96isr H100 v5: 96 vCPUs per node; quota family and prices as the catalog's eastus and westus
// pay-as-you-go rows round them ($98.32 per node-hour).
constexpr long long kCoresPerNode = 96;
const char *kFamily = "standardNDSH100v5Family";

RunChoice nd(int nodes, double hours, const char *region = "eastus", double pricePerNodeHour = 98.32,
             Tier tier = Tier::Dedicated)
{
    RunChoice c;
    c.sku = "Standard_ND96isr_H100_v5";
    c.family = kFamily;
    c.region = region;
    c.tier = tier;
    c.nodes = nodes;
    c.cores = nodes * kCoresPerNode;
    c.hours = hours;
    c.cost = nodes * hours * pricePerNodeHour;
    return c;
}

PortfolioRun run(const char *name, int priority, double earliest, double deadline, std::vector<RunChoice> choices)
{
    PortfolioRun r;
    r.name = name;
    r.priority = priority;
    r.earliestStartHour = earliest;
    r.deadlineHour = deadline;
    r.choices = std::move(choices);
    return r;
}

QuotaPool eastus()
{
    return QuotaPool{kFamily, "eastus", Tier::Dedicated};
}

// The cores in use per pool at every moment a hold starts: never above the limit.
QString quotaViolation(const std::vector<PortfolioRun> &runs, const Schedule &s, const QuotaLimits &quota)
{
    double horizon = 0.0;
    for (const PortfolioRun &r : runs) {
        horizon = std::max(horizon, r.deadlineHour);
        for (const RunChoice &c : r.choices) {
            horizon = std::max(horizon, r.earliestStartHour + c.hours);
        }
    }
    struct Hold {
        QuotaPool pool;
        double start, end;
        long long cores;
    };
    std::vector<Hold> holds;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const Placement &p = s.placements[i];
        if (!p.choice) {
            continue;
        }
        const RunChoice &c = runs[i].choices[*p.choice];
        holds.push_back(runs[i].standingCluster ? Hold{poolOf(c), 0.0, horizon, c.cores}
                                                : Hold{poolOf(c), p.startHour, p.finishHour, c.cores});
    }
    for (const Hold &h : holds) {
        long long inUse = 0;
        for (const Hold &o : holds) {
            inUse += o.pool == h.pool && o.start <= h.start && h.start < o.end ? o.cores : 0;
        }
        const auto limit = quota.find(h.pool);
        if (limit != quota.end() && inUse > limit->second) {
            return QStringLiteral("%1 cores at hour %2 in %3 (limit %4)")
                .arg(inUse)
                .arg(h.start)
                .arg(QString::fromStdString(h.pool.region))
                .arg(limit->second);
        }
    }
    return {};
}

} // namespace

class TestPortfolio : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void poolsAsAzureCountsThem();
    void twoRunsSerialise();
    void quotaIncreaseMeetsADeadline_data();
    void quotaIncreaseMeetsADeadline();
    void runMovesRegionForQuota();
    void moreImportantRunsFirst();
    void standingClusterHoldsItsQuota();
    void leastQuotaLevels();
    void leastQuotaSaysWhatCannotBeMet();
    void leastQuotaUsesFreeQuotaFirst_data();
    void leastQuotaUsesFreeQuotaFirst();
    void quotaThatLetsARunStart();
    void randomPortfolios();
    void exactBeatsTheHeuristics_data();
    void exactBeatsTheHeuristics();
    void randomExactPortfolios();
    void meetsAtP90_data();
    void meetsAtP90();
    void freeQuotaAsImported();
    void whatQuotaBuysInSteps();
    void moreQuotaNeverRanksWorse();
    void mayTake_data();
    void mayTake();
    void moveSaysWhy_data();
    void moveSaysWhy();
    void scheduleDifferenceSaysWhy_data();
    void scheduleDifferenceSaysWhy();
    void benchmarkFiftyRuns_data();
    void benchmarkFiftyRuns();
    void benchmarkExact_data();
    void benchmarkExact();
};

// Dedicated cores per family and region; low-priority and Spot in the region's one low-priority
// pool, whatever the family.
void TestPortfolio::poolsAsAzureCountsThem()
{
    QCOMPARE(poolOf(nd(1, 1)), eastus());
    const QuotaPool lowPriority{std::string(), "eastus", Tier::LowPriority};
    QCOMPARE(poolOf(nd(1, 1, "eastus", 30.0, Tier::LowPriority)), lowPriority);
    QCOMPARE(poolOf(nd(1, 1, "eastus", 30.0, Tier::Spot)), lowPriority);
    QVERIFY(!(poolOf(nd(1, 1, "westus")) == eastus()));
}

// Two 4-node runs of 10 h each, 384 cores of quota: the second waits for the first. Both meet
// their 30 h deadline; the cost is 2 × 4 × 10 × $98.32 = $7,865.60. Two runs are small enough for
// the exact schedule (its grid is the finest, 0.25 h); of the two equal runs the first listed goes
// first.
void TestPortfolio::twoRunsSerialise()
{
    const std::vector<PortfolioRun> runs{run("a", 1, 0, 30, {nd(4, 10)}), run("b", 1, 0, 30, {nd(4, 10)})};
    const Schedule s = scheduleWithinQuota(runs, {{eastus(), 384}});
    QCOMPARE(s.placements.size(), std::size_t{2});
    QCOMPARE(s.placements[0].startHour, 0.0);
    QCOMPARE(s.placements[0].finishHour, 10.0);
    QCOMPARE(s.placements[1].startHour, 10.0);
    QCOMPARE(s.placements[1].finishHour, 20.0);
    QCOMPARE(s.missedDeadlines, 0);
    QVERIFY(std::abs(s.totalCost - 7865.6) <= 1e-9);
    QCOMPARE(s.peakCores.at(eastus()), 384LL);
    QVERIFY(s.exact);
    QCOMPARE(s.method, ScheduleMethod::Exact);
    QCOMPARE(s.gridHours, 0.25);
}

// Three 4-node runs of 10 h; the first two due at 10 h and 20 h, the third at 20 h. With 384
// cores they run one after another and the third finishes at 30 h, 10 h late; 384 more cores
// (768) run the second and third side by side, and all three meet their deadlines.
void TestPortfolio::quotaIncreaseMeetsADeadline_data()
{
    QTest::addColumn<long long>("cores");
    QTest::addColumn<int>("missed");
    QTest::addColumn<double>("lastFinish");
    QTest::newRow("384 cores: the third is 10 h late") << 384LL << 1 << 30.0;
    QTest::newRow("768 cores (+384): all three in time") << 768LL << 0 << 20.0;
}

void TestPortfolio::quotaIncreaseMeetsADeadline()
{
    QFETCH(long long, cores);
    QFETCH(int, missed);
    QFETCH(double, lastFinish);
    const std::vector<PortfolioRun> runs{run("a", 1, 0, 10, {nd(4, 10)}), run("b", 1, 0, 20, {nd(4, 10)}),
                                         run("c", 2, 0, 20, {nd(4, 10)})};
    const QuotaLimits quota{{eastus(), cores}};
    const Schedule s = scheduleWithinQuota(runs, quota);
    QCOMPARE(s.missedDeadlines, missed);
    QCOMPARE(s.endHour, lastFinish);
    QVERIFY(s.placements[0].meetsDeadline && s.placements[1].meetsDeadline); // priority 1 first
    QVERIFY2(quotaViolation(runs, s, quota).isEmpty(), qPrintable(quotaViolation(runs, s, quota)));
}

// The run is cheaper in eastus ($98.32) than in westus ($110), but eastus's quota is held by a
// more important run for the whole window: it moves to westus and meets its deadline there.
void TestPortfolio::runMovesRegionForQuota()
{
    const std::vector<PortfolioRun> runs{run("held", 1, 0, 24, {nd(4, 24)}),
                                         run("mover", 2, 0, 24, {nd(4, 20), nd(4, 20, "westus", 110.0)})};
    const QuotaPool westus{kFamily, "westus", Tier::Dedicated};
    const Schedule s = scheduleWithinQuota(runs, {{eastus(), 384}, {westus, 384}});
    QCOMPARE(s.missedDeadlines, 0);
    QCOMPARE(s.placements[1].choice.value_or(99), std::size_t{1});
    QCOMPARE(s.placements[1].startHour, 0.0);
    QVERIFY(std::abs(s.totalCost - (4 * 24 * 98.32 + 4 * 20 * 110.0)) <= 1e-9);
    // With eastus free the cheaper region wins.
    const Schedule alone = scheduleWithinQuota({runs[1]}, {{eastus(), 384}, {westus, 384}});
    QCOMPARE(alone.placements[0].choice.value_or(99), std::size_t{0});
}

// One node's quota, two runs that each need it for 10 h before hour 10: the priority-1 run gets
// it, even though it is listed second.
void TestPortfolio::moreImportantRunsFirst()
{
    const std::vector<PortfolioRun> runs{run("minor", 2, 0, 10, {nd(1, 10)}), run("major", 1, 0, 10, {nd(1, 10)})};
    const Schedule s = scheduleWithinQuota(runs, {{eastus(), 96}});
    QVERIFY(s.placements[1].meetsDeadline);
    QVERIFY(!s.placements[0].meetsDeadline);
    QCOMPARE(s.placements[0].startHour, 10.0);
}

// A standing cluster holds its cores from the start to the portfolio's end (its last deadline,
// 40 h): the other run cannot start until then and misses its deadline. Without the standing
// cluster they run one after the other and both meet theirs.
void TestPortfolio::standingClusterHoldsItsQuota()
{
    std::vector<PortfolioRun> runs{run("standing", 1, 0, 20, {nd(4, 10)}), run("other", 2, 0, 40, {nd(4, 10)})};
    runs[0].standingCluster = true;
    const QuotaLimits quota{{eastus(), 384}};
    const Schedule held = scheduleWithinQuota(runs, quota);
    QVERIFY(held.placements[0].meetsDeadline);
    QVERIFY(!held.placements[1].meetsDeadline);
    QCOMPARE(held.placements[1].startHour, 40.0);
    runs[0].standingCluster = false;
    const Schedule deleted = scheduleWithinQuota(runs, quota);
    QCOMPARE(deleted.missedDeadlines, 0);
}

// Two 1-node runs of 10 h, both free to run in [0, 30): side by side they would need 192 cores,
// one after the other 96. The least quota is 96 cores, needed from hour 0 to hour 20, 1,920
// core-hours above a limit of 0; with 96 already granted nothing is above the limit.
void TestPortfolio::leastQuotaLevels()
{
    const std::vector<PortfolioRun> runs{run("a", 1, 0, 30, {nd(1, 10)}), run("b", 1, 0, 30, {nd(1, 10)})};
    const QuotaAnswer none = leastQuota(runs, {});
    QCOMPARE(none.needs.size(), std::size_t{1});
    QCOMPARE(none.needs[0].peakCores, 96LL);
    QCOMPARE(none.needs[0].fromHour, 0.0);
    QCOMPARE(none.needs[0].toHour, 20.0);
    QCOMPARE(none.needs[0].coreHoursAboveLimit, 1920.0);
    QVERIFY(!none.needs[0].currentLimit);
    QVERIFY(none.unmeetable.empty());
    const QuotaAnswer granted = leastQuota(runs, {{eastus(), 96}});
    QCOMPARE(granted.needs[0].currentLimit.value_or(-1), 96LL);
    QCOMPARE(granted.needs[0].coreHoursAboveLimit, 0.0);
    // Fed back, the answer meets both deadlines.
    QCOMPARE(scheduleWithinQuota(runs, none.asLimits()).missedDeadlines, 0);
}

// A run whose fastest choice (50 h) is longer than its window (40 h) cannot be met at any quota,
// and says so with both numbers; one over the budget is met and listed as over it.
void TestPortfolio::leastQuotaSaysWhatCannotBeMet()
{
    const std::vector<PortfolioRun> runs{run("slow", 1, 10, 50, {nd(1, 50), nd(2, 60)}),
                                         run("dear", 1, 0, 100, {nd(8, 10)}), run("empty", 2, 0, 10, {})};
    const QuotaAnswer a = leastQuota(runs, {}, 5000.0);
    QCOMPARE(a.unmeetable.size(), std::size_t{3});
    QCOMPARE(a.unmeetable[0].run, std::size_t{0});
    QCOMPARE(a.unmeetable[0].reason, UnmeetableReason::TooSlow);
    QCOMPARE(a.unmeetable[0].fastestHours, 50.0);
    QCOMPARE(a.unmeetable[0].windowHours, 40.0);
    QCOMPARE(a.unmeetable[1].run, std::size_t{1});
    QCOMPARE(a.unmeetable[1].reason, UnmeetableReason::OverBudget); // 8 × 10 × 98.32 = 7,865.60 > 5,000
    QCOMPARE(a.unmeetable[2].reason, UnmeetableReason::NoChoice);
    QVERIFY(a.schedule.placements[1].meetsDeadline);
    QVERIFY(!a.schedule.withinBudget);
}

// Over 300 random portfolios (2 to 9 runs, up to 4 choices each over three pools, random
// windows, priorities and quota):
//  - a schedule never holds more cores than a pool's limit at any moment;
//  - a run reported as meeting its deadline starts no earlier than allowed and finishes by it;
//  - answer (b)'s quota, fed back as (a)'s, meets every deadline it did not list as unmeetable.
void TestPortfolio::randomPortfolios()
{
    std::mt19937 rng(20261204);
    const std::vector<QuotaPool> pools{eastus(), QuotaPool{kFamily, "westus", Tier::Dedicated},
                                       QuotaPool{std::string(), "eastus", Tier::LowPriority}};
    std::uniform_int_distribution<int> runCount(2, 9), choiceCount(0, 4), nodes(1, 8), poolIndex(0, 2), priority(1, 3);
    std::uniform_real_distribution<double> hours(2.0, 60.0), start(0.0, 40.0), slack(0.5, 3.0), price(40.0, 120.0);
    int withMisses = 0;
    int withWaits = 0; // a run placed after its earliest start: the quota made it wait
    for (int trial = 0; trial < 300; ++trial) {
        std::vector<PortfolioRun> runs;
        const int n = runCount(rng);
        for (int i = 0; i < n; ++i) {
            PortfolioRun r;
            r.name = "run" + std::to_string(i);
            r.priority = priority(rng);
            r.earliestStartHour = start(rng);
            const int choices = choiceCount(rng);
            double fastest = 1e9;
            for (int k = 0; k < choices; ++k) {
                const QuotaPool &pool = pools[static_cast<std::size_t>(poolIndex(rng))];
                RunChoice c = nd(nodes(rng), hours(rng), pool.region.c_str(), price(rng), pool.tier);
                fastest = std::min(fastest, c.hours);
                r.choices.push_back(c);
            }
            r.deadlineHour = r.earliestStartHour + (choices > 0 ? fastest : 10.0) * slack(rng);
            r.standingCluster = trial % 10 == 0 && i == 0;
            runs.push_back(r);
        }
        QuotaLimits quota;
        for (const QuotaPool &pool : pools) {
            quota[pool] = 96LL * std::uniform_int_distribution<int>(0, 16)(rng);
        }
        const std::optional<double> budget = trial % 3 == 0 ? std::optional<double>(20000.0) : std::nullopt;
        const Schedule a = scheduleWithinQuota(runs, quota, budget);
        withMisses += a.missedDeadlines > 0 ? 1 : 0;
        for (std::size_t i = 0; i < runs.size(); ++i) {
            if (a.placements[i].choice && a.placements[i].startHour > runs[i].earliestStartHour + 1e-9) {
                ++withWaits;
                break;
            }
        }
        const QString violation = quotaViolation(runs, a, quota);
        QVERIFY2(violation.isEmpty(), qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(violation)));
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const Placement &p = a.placements[i];
            if (p.meetsDeadline) {
                QVERIFY(p.choice.has_value());
                QVERIFY(p.startHour >= runs[i].earliestStartHour - 1e-9);
                QVERIFY(p.finishHour <= runs[i].deadlineHour + 1e-9);
            }
        }
        const QuotaAnswer b = leastQuota(runs, quota, budget);
        const Schedule fed = scheduleWithinQuota(runs, b.asLimits(), budget);
        std::set<std::size_t> excused;
        for (const UnmeetableRun &u : b.unmeetable) {
            if (u.reason != UnmeetableReason::OverBudget) {
                excused.insert(u.run);
            }
        }
        for (std::size_t i = 0; i < runs.size(); ++i) {
            QVERIFY2(excused.count(i) || fed.placements[i].meetsDeadline,
                     qPrintable(QStringLiteral("trial %1, run %2").arg(trial).arg(i)));
        }
        const QString fedViolation = quotaViolation(runs, fed, b.asLimits());
        QVERIFY2(fedViolation.isEmpty(), qPrintable(fedViolation));
    }
    // The random portfolios are tight enough to test something: many miss deadlines, many wait.
    qInfo("%d of 300 portfolios miss a deadline, %d make a run wait for quota", withMisses, withWaits);
    QVERIFY(withMisses >= 30);
    QVERIFY(withWaits >= 30);
}

// A run due early (B: hours 5 to 15, priority 2) and one with room (A: hours 0 to 30, priority
// 1), 4 nodes for 10 h each, in 384 cores of eastus. Both heuristics start A at hour 0, its
// earliest start (the leveled one too: every start of its window raises the peak alike), so B
// cannot run in eastus in its window. The exact schedule runs B from 5 to 15 and A from 15 to 25.
//  - B has only eastus: the heuristics start it at 10 and it finishes at 20, 5 h late; the exact
//    schedule meets both deadlines (one missed deadline fewer, at the same cost, $7,865.60).
//  - B can also run in westus at $110 per node-hour: the heuristics move it there (both meet,
//    4 × 10 × 98.32 + 4 × 10 × 110 = $8,332.80); the exact schedule keeps both in eastus at
//    $7,865.60, $467.20 less (4 × 10 × (110 − 98.32)).
void TestPortfolio::exactBeatsTheHeuristics_data()
{
    QTest::addColumn<bool>("westus");
    QTest::addColumn<int>("heuristicMissed");
    QTest::addColumn<double>("heuristicCost");
    QTest::newRow("one missed deadline fewer") << false << 1 << 7865.6;
    QTest::newRow("$467.20 less") << true << 0 << 8332.8;
}

void TestPortfolio::exactBeatsTheHeuristics()
{
    QFETCH(bool, westus);
    QFETCH(int, heuristicMissed);
    QFETCH(double, heuristicCost);
    std::vector<RunChoice> early{nd(4, 10)};
    if (westus) {
        early.push_back(nd(4, 10, "westus", 110.0));
    }
    const std::vector<PortfolioRun> runs{run("A", 1, 0, 30, {nd(4, 10)}), run("B", 2, 5, 15, early)};
    const QuotaLimits quota{{eastus(), 384}, {QuotaPool{kFamily, "westus", Tier::Dedicated}, 384}};
    const Schedule h = heuristicSchedule(runs, quota);
    QCOMPARE(h.placements[0].startHour, 0.0);
    QCOMPARE(h.missedDeadlines, heuristicMissed);
    QVERIFY(std::abs(h.totalCost - heuristicCost) <= 1e-9);
    QVERIFY(!h.exact);
    const Schedule s = scheduleWithinQuota(runs, quota);
    QVERIFY(s.exact);
    QCOMPARE(s.method, ScheduleMethod::Exact);
    QCOMPARE(s.missedDeadlines, 0);
    QVERIFY(std::abs(s.totalCost - 7865.6) <= 1e-9);
    QCOMPARE(s.placements[1].choice.value_or(99), std::size_t{0});
    QCOMPARE(s.placements[1].startHour, 5.0);
    QCOMPARE(s.placements[0].startHour, 15.0);
    QCOMPARE(s.endHour, 25.0);
    QVERIFY(quotaViolation(runs, s, quota).isEmpty());
}

// Over 200 random small portfolios (2 to 6 runs, up to 3 choices each over three pools, random
// windows, priorities and quota), where the exact schedule applies:
//  - a schedule never holds more cores than a pool's limit at any moment;
//  - every deadline reported as met is met;
//  - adding quota (each pool +96 and +384 cores) never makes the schedule worse as the objective
//    ranks it, lexicographically: the missed deadlines per priority (most important first), then
//    the runs left unplaced, then within the budget, then the total cost (to 1e-6 of it, the
//    levels' tolerance being 1e-7). The plain count of missed deadlines can rise (one more
//    important run met for two less important ones missed), and so can the cost (a deadline met
//    on a dearer choice); neither may rise without a gain before it in that order;
//  - answer (b)'s quota, fed back as (a)'s, meets every deadline it did not list as unmeetable.
void TestPortfolio::randomExactPortfolios()
{
    std::mt19937 rng(20270104);
    const std::vector<QuotaPool> pools{eastus(), QuotaPool{kFamily, "westus", Tier::Dedicated},
                                       QuotaPool{std::string(), "eastus", Tier::LowPriority}};
    std::uniform_int_distribution<int> runCount(2, 6), choiceCount(1, 3), nodes(1, 8), poolIndex(0, 2), priority(1, 3);
    std::uniform_real_distribution<double> hours(2.0, 30.0), start(0.0, 30.0), slack(0.8, 2.5), price(40.0, 120.0);
    int exact = 0;
    int compared = 0;
    int withMisses = 0;
    int gained = 0; // steps of quota that met a deadline or saved cost
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<PortfolioRun> runs;
        const int n = runCount(rng);
        for (int i = 0; i < n; ++i) {
            PortfolioRun r;
            r.name = "run" + std::to_string(i);
            r.priority = priority(rng);
            r.earliestStartHour = start(rng);
            const int choices = choiceCount(rng);
            double fastest = 1e9;
            for (int k = 0; k < choices; ++k) {
                const QuotaPool &pool = pools[static_cast<std::size_t>(poolIndex(rng))];
                RunChoice c = nd(nodes(rng), hours(rng), pool.region.c_str(), price(rng), pool.tier);
                fastest = std::min(fastest, c.hours);
                r.choices.push_back(c);
            }
            r.deadlineHour = r.earliestStartHour + fastest * slack(rng);
            r.standingCluster = trial % 10 == 0 && i == 0;
            runs.push_back(r);
        }
        QuotaLimits quota;
        for (const QuotaPool &pool : pools) {
            quota[pool] = 96LL * std::uniform_int_distribution<int>(0, 8)(rng);
        }
        const std::optional<double> budget = trial % 3 == 0 ? std::optional<double>(8000.0) : std::nullopt;
        const Schedule a = scheduleWithinQuota(runs, quota, budget);
        exact += a.exact ? 1 : 0;
        withMisses += a.missedDeadlines > 0 ? 1 : 0;
        const QString violation = quotaViolation(runs, a, quota);
        QVERIFY2(violation.isEmpty(), qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(violation)));
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const Placement &p = a.placements[i];
            if (p.meetsDeadline) {
                QVERIFY(p.choice.has_value());
                QVERIFY(p.startHour >= runs[i].earliestStartHour - 1e-9);
                QVERIFY(p.finishHour <= runs[i].deadlineHour + 1e-9);
            }
        }
        // The objective's levels above the end, as betterSchedule ranks them.
        const auto levels = [&](const Schedule &s) {
            std::map<int, int> missed;
            int unplaced = 0;
            for (std::size_t i = 0; i < runs.size(); ++i) {
                missed[runs[i].priority] += s.placements[i].meetsDeadline ? 0 : 1;
                unplaced += s.placements[i].choice ? 0 : 1;
            }
            std::vector<int> counts;
            for (const auto &[p, m] : missed) {
                counts.push_back(m);
            }
            return std::make_tuple(counts, unplaced, s.withinBudget ? 0 : 1);
        };
        for (const QuotaPool &pool : pools) {
            for (const long long added : {96LL, 384LL}) {
                QuotaLimits more = quota;
                more[pool] += added;
                const Schedule m = scheduleWithinQuota(runs, more, budget);
                const QString moreViolation = quotaViolation(runs, m, more);
                QVERIFY2(moreViolation.isEmpty(), qPrintable(moreViolation));
                if (!a.exact || !m.exact) {
                    continue;
                }
                ++compared;
                const QString where = QStringLiteral("trial %1, %2 +%3").arg(trial).arg(QString::fromStdString(pool.region)).arg(added);
                QVERIFY2(levels(m) <= levels(a), qPrintable(where));
                if (levels(m) == levels(a)) {
                    QVERIFY2(m.totalCost <= a.totalCost * (1.0 + 1e-6) + 1e-6,
                             qPrintable(where + QStringLiteral(": $%1 after $%2").arg(m.totalCost).arg(a.totalCost)));
                    gained += m.totalCost < a.totalCost - 1e-6 ? 1 : 0;
                } else {
                    ++gained;
                }
            }
        }
        const QuotaAnswer b = leastQuota(runs, quota, budget);
        const Schedule fed = scheduleWithinQuota(runs, b.asLimits(), budget);
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const bool excused = std::any_of(b.unmeetable.begin(), b.unmeetable.end(), [&](const UnmeetableRun &u) {
                return u.run == i && u.reason != UnmeetableReason::OverBudget;
            });
            QVERIFY2(excused || fed.placements[i].meetsDeadline,
                     qPrintable(QStringLiteral("trial %1, run %2").arg(trial).arg(i)));
        }
        QVERIFY(quotaViolation(runs, fed, b.asLimits()).isEmpty());
    }
    qInfo("%d of 200 schedules exact, %d miss a deadline; %d of 1,200 steps of quota compared exact to exact, %d gain",
          exact, withMisses, compared, gained);
    QVERIFY(exact >= 180);
    QVERIFY(compared >= 1000);
    QVERIFY(withMisses >= 40);
    QVERIFY(gained >= 100);
}

// One 1-node run of 10 h (the band's slow end 12.5 h, $1,229), due 11 h after its start: with the
// estimate it finishes at 10 h and meets its deadline; at p90 it finishes at 12.5 h, 1.5 h late,
// and costs the band's $1,229.
void TestPortfolio::meetsAtP90_data()
{
    QTest::addColumn<PortfolioConfidence>("confidence");
    QTest::addColumn<bool>("meets");
    QTest::addColumn<double>("finish");
    QTest::addColumn<double>("cost");
    QTest::newRow("estimate: meets") << PortfolioConfidence::Estimate << true << 10.0 << 983.2;
    QTest::newRow("p90: 1.5 h late") << PortfolioConfidence::P90 << false << 12.5 << 1229.0;
}

void TestPortfolio::meetsAtP90()
{
    QFETCH(PortfolioConfidence, confidence);
    QFETCH(bool, meets);
    QFETCH(double, finish);
    QFETCH(double, cost);
    RunChoice c = nd(1, 10);
    c.hoursHigh = 12.5;
    c.costHigh = 1229.0;
    const std::vector<PortfolioRun> runs = atConfidence({run("a", 1, 0, 11, {c})}, confidence);
    const Schedule s = scheduleWithinQuota(runs, {{eastus(), 96}});
    QCOMPARE(s.placements[0].meetsDeadline, meets);
    QCOMPARE(s.placements[0].finishHour, finish);
    QVERIFY(std::abs(s.totalCost - cost) <= 1e-9);
}

// The quota a pool has free: the imported family limit less the cores in use (800 − 32 = 768),
// the region's low-priority total for low-priority cores, the portfolio's assumption where nothing
// is imported, and nothing (not limited) where neither says.
// (b) asks for as little above today's free quota as it can: one run of 4 nodes × 10 h in a 20 h
// window, $98.32 per node-hour in eastus (3,932.80) or $120 in westus (4,800). It takes the
// cheaper region only where that costs no more quota above what is free.
void TestPortfolio::leastQuotaUsesFreeQuotaFirst_data()
{
    QTest::addColumn<qlonglong>("eastFree");
    QTest::addColumn<qlonglong>("westFree");
    QTest::addColumn<QString>("region");
    QTest::addColumn<double>("coreHoursAbove");
    QTest::newRow("only westus has free cores") << 0LL << 384LL << "westus" << 0.0;
    QTest::newRow("both have them: the cheaper") << 384LL << 384LL << "eastus" << 0.0;
    // Neither: both raise the peak above free by 384 for 10 h; the cheaper wins.
    QTest::newRow("neither: the cheaper") << 0LL << 0LL << "eastus" << 3840.0;
    // eastus 192 free: +192 there against +384 in westus with none free.
    QTest::newRow("part free: the smaller rise") << 192LL << 0LL << "eastus" << 1920.0;
}

void TestPortfolio::leastQuotaUsesFreeQuotaFirst()
{
    QFETCH(qlonglong, eastFree);
    QFETCH(qlonglong, westFree);
    QFETCH(QString, region);
    QFETCH(double, coreHoursAbove);
    const std::vector<PortfolioRun> runs{run("A", 1, 0.0, 20.0, {nd(4, 10.0, "eastus"), nd(4, 10.0, "westus", 120.0)})};
    const QuotaLimits free{{QuotaPool{kFamily, "eastus", Tier::Dedicated}, eastFree},
                           {QuotaPool{kFamily, "westus", Tier::Dedicated}, westFree}};
    const QuotaAnswer b = leastQuota(runs, free);
    QVERIFY(b.unmeetable.empty());
    const Placement &p = b.schedule.placements[0];
    QVERIFY(p.choice.has_value());
    QCOMPARE(QString::fromStdString(runs[0].choices[*p.choice].region), region);
    QCOMPARE(b.needs.size(), std::size_t{1});
    QCOMPARE(b.needs[0].peakCores, 384LL);
    QCOMPARE(b.needs[0].coreHoursAboveLimit, coreHoursAbove);
}

// A run that no choice lets start within today's quota (4 nodes, 288 cores free) starts with +96
// and meets its deadline: one deadline gained, and no hours "saved" or lost for a run today's
// schedule could not place (only runs both place count).
void TestPortfolio::quotaThatLetsARunStart()
{
    const std::vector<PortfolioRun> runs{run("A", 1, 0.0, 20.0, {nd(4, 10.0)}), run("B", 1, 0.0, 30.0, {nd(1, 5.0)})};
    const QuotaLimits quota{{eastus(), 288}};
    const Schedule today = scheduleWithinQuota(runs, quota);
    QVERIFY(!today.placements[0].choice);
    const std::vector<QuotaStep> steps = whatQuotaBuys(runs, quota, std::nullopt, {96});
    QCOMPARE(steps.size(), std::size_t{1});
    QCOMPARE(steps[0].deadlinesGained, 1);
    QCOMPARE(steps[0].missedDeadlines, 0);
    // In 384 cores A (384) and B (96) cannot overlap: B keeps 0–5 h and A runs 5–15 h, by its
    // deadline; B's finish does not move.
    const Schedule more = scheduleWithinQuota(runs, {{eastus(), 384}});
    QCOMPARE(more.placements[1].startHour, 0.0);
    QCOMPARE(more.placements[0].startHour, 5.0);
    QCOMPARE(steps[0].finishHoursSaved, 0.0);
    QCOMPARE(steps[0].costChange, 4 * 10.0 * 98.32);
}

void TestPortfolio::freeQuotaAsImported()
{
    Catalog catalog;
    QuotaUsage family;
    family.region = "eastus";
    family.family = "Standard NDSH100v5 Family"; // as az prints it: matched through normalizeFamily
    family.currentValue = 32;
    family.limit = 800;
    catalog.quota.push_back(family);
    QuotaUsage lowPriority;
    lowPriority.region = "eastus";
    lowPriority.scope = QuotaScope::Regional;
    lowPriority.family = "lowPriorityCores";
    lowPriority.tier = Tier::LowPriority;
    lowPriority.currentValue = 0;
    lowPriority.limit = 1000;
    catalog.quota.push_back(lowPriority);
    PortfolioSpec spec;
    spec.quota.push_back(QuotaAssumption{kFamily, "westus", Tier::Dedicated, 384});
    QCOMPARE(freeQuota(catalog, spec, eastus()).value_or(-1), 768LL);
    QCOMPARE(freeQuota(catalog, spec, QuotaPool{std::string(), "eastus", Tier::LowPriority}).value_or(-1), 1000LL);
    QCOMPARE(freeQuota(catalog, spec, QuotaPool{kFamily, "westus", Tier::Dedicated}).value_or(-1), 384LL);
    QVERIFY(!freeQuota(catalog, spec, QuotaPool{kFamily, "northeurope", Tier::Dedicated}));
}

// The three-run portfolio of quotaIncreaseMeetsADeadline in 384 cores: one 4-node run needs 384,
// so +96 and +192 change nothing; +384 meets the third deadline and brings it forward 10 h
// (finishes 10 + 20 + 30 = 60 h today, 10 + 10 + 20 = 40 h with it: 20 h saved) at the same cost;
// +768 (1,152 cores) runs all three at once, 30 h saved, but meets no further deadline. A pool
// without a known limit is not stepped.
void TestPortfolio::whatQuotaBuysInSteps()
{
    const std::vector<PortfolioRun> runs{run("a", 1, 0, 10, {nd(4, 10)}), run("b", 1, 0, 20, {nd(4, 10)}),
                                         run("c", 2, 0, 20, {nd(4, 10)})};
    const std::vector<QuotaStep> steps = whatQuotaBuys(runs, {{eastus(), 384}});
    QCOMPARE(steps.size(), std::size_t{4});
    const int gained[] = {0, 0, 1, 1};
    const double saved[] = {0.0, 0.0, 20.0, 30.0};
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps[i].addedCores, kQuotaSteps[i]);
        QCOMPARE(steps[i].deadlinesGained, gained[i]);
        QCOMPARE(steps[i].missedDeadlines, 1 - gained[i]);
        QCOMPARE(steps[i].finishHoursSaved, saved[i]);
        QVERIFY(std::abs(steps[i].costChange) <= 1e-9);
    }
    QVERIFY(whatQuotaBuys(runs, {}).empty());
}

// Over random portfolios (as randomPortfolios: 2 to 9 runs over three pools, tight windows),
// each step of what more quota buys is never ranked below today's schedule (betterSchedule): more
// quota in one pool still fits today's schedule, so it can never miss a deadline today's meets for
// a higher cost. The search with more quota alone (a heuristic's different order) does rank worse
// in some of them; qInfo reports how many steps the better-of-both rule kept today's schedule for.
// Trials (of the generator below) where the schedule found with more quota in one pool ranks below
// today's, found by running the trials from 0 on (CAPPLAN_SCAN_TRIALS=N runs the first N): up to
// trial 143, 12 steps in 8 trials (47, 81, 110, 134, 136, 140, 141, 143). The test runs four of
// them beside the first 40.
const std::vector<int> kWorseWithMoreQuota{47, 81, 110, 140};

void TestPortfolio::moreQuotaNeverRanksWorse()
{
    const std::vector<QuotaPool> pools{eastus(), QuotaPool{kFamily, "westus", Tier::Dedicated},
                                       QuotaPool{std::string(), "eastus", Tier::LowPriority}};
    std::uniform_int_distribution<int> runCount(2, 9), choiceCount(1, 4), nodes(1, 8), poolIndex(0, 2), priority(1, 3);
    std::uniform_real_distribution<double> hours(2.0, 60.0), start(0.0, 40.0), slack(0.5, 3.0), price(40.0, 120.0);
    int kept = 0;
    int steps = 0;
    std::vector<int> trials(40);
    std::iota(trials.begin(), trials.end(), 0);
    const QByteArray scan = qgetenv("CAPPLAN_SCAN_TRIALS");
    if (!scan.isEmpty()) {
        trials.resize(static_cast<std::size_t>(scan.toInt()));
        std::iota(trials.begin(), trials.end(), 0);
    }
    for (const int found : kWorseWithMoreQuota) {
        if (std::find(trials.begin(), trials.end(), found) == trials.end()) {
            trials.push_back(found);
        }
    }
    for (const int trial : trials) {
        // One generator per trial, so that any trial can be run again on its own.
        std::mt19937 rng(20261207u + static_cast<unsigned>(trial));
        std::vector<PortfolioRun> runs;
        const int n = runCount(rng);
        for (int i = 0; i < n; ++i) {
            PortfolioRun r;
            r.name = "run" + std::to_string(i);
            r.priority = priority(rng);
            r.earliestStartHour = start(rng);
            double fastest = 1e9;
            for (int k = choiceCount(rng); k > 0; --k) {
                const QuotaPool &pool = pools[static_cast<std::size_t>(poolIndex(rng))];
                r.choices.push_back(nd(nodes(rng), hours(rng), pool.region.c_str(), price(rng), pool.tier));
                fastest = std::min(fastest, r.choices.back().hours);
            }
            r.deadlineHour = r.earliestStartHour + fastest * slack(rng);
            runs.push_back(r);
        }
        QuotaLimits quota;
        for (const QuotaPool &pool : pools) {
            quota[pool] = 96LL * std::uniform_int_distribution<int>(0, 12)(rng);
        }
        const std::optional<double> budget = trial % 3 == 0 ? std::optional<double>(20000.0) : std::nullopt;
        const Schedule today = scheduleWithinQuota(runs, quota, budget);
        for (const QuotaStep &step : whatQuotaBuys(runs, quota, budget)) {
            ++steps;
            QVERIFY2(!betterSchedule(runs, today, step.schedule),
                     qPrintable(QStringLiteral("trial %1: +%2 cores of %3 ranks below today's")
                                    .arg(trial)
                                    .arg(step.addedCores)
                                    .arg(QString::fromStdString(step.pool.region))));
            // The step's figures are its schedule's.
            QCOMPARE(step.missedDeadlines, step.schedule.missedDeadlines);
            QCOMPARE(step.costChange, step.schedule.totalCost - today.totalCost);
            QuotaLimits more = quota;
            more[step.pool] += step.addedCores;
            if (betterSchedule(runs, today, scheduleWithinQuota(runs, more, budget))) {
                ++kept;
                qInfo("trial %d: +%lld cores, the schedule found with more quota ranks below today's", trial, step.addedCores);
            }
        }
    }
    qInfo("%d of %d steps: the schedule found with more quota ranked below today's, which was kept", kept, steps);
    QVERIFY(steps >= 400);
    // The trials where it happened are among those run: the rule is exercised, not only stated.
    QVERIFY(kept >= static_cast<int>(kWorseWithMoreQuota.size()));
}

void TestPortfolio::mayTake_data()
{
    QTest::addColumn<int>("mayMove");
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("region");
    QTest::addColumn<int>("tier");
    QTest::addColumn<bool>("allowed");
    const int dedicated = int(Tier::Dedicated);
    const int low = int(Tier::LowPriority);
    const QString h100 = QStringLiteral("Standard_ND96isr_H100_v5");
    const QString a100 = QStringLiteral("Standard_ND96amsr_A100_v4");
    // The plan: ND96isr H100 v5, eastus, dedicated.
    QTest::newRow("no: the plan's own slot") << int(MayMove::No) << h100 << "eastus" << dedicated << true;
    QTest::newRow("no: another region") << int(MayMove::No) << h100 << "westus" << dedicated << false;
    QTest::newRow("no: another tier") << int(MayMove::No) << h100 << "eastus" << low << false;
    QTest::newRow("no: another size") << int(MayMove::No) << a100 << "eastus" << dedicated << false;
    QTest::newRow("region: another region") << int(MayMove::Region) << h100 << "westus" << dedicated << true;
    QTest::newRow("region: another tier") << int(MayMove::Region) << h100 << "eastus" << low << true;
    QTest::newRow("region: another size") << int(MayMove::Region) << a100 << "eastus" << dedicated << false;
    QTest::newRow("size: another size elsewhere") << int(MayMove::Size) << a100 << "westus" << low << true;
}

// "may_move": no keeps the plan's size, region and tier; region the size; size allows any.
void TestPortfolio::mayTake()
{
    QFETCH(int, mayMove);
    QFETCH(QString, sku);
    QFETCH(QString, region);
    QFETCH(int, tier);
    QFETCH(bool, allowed);
    const RunSlot planned{"Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated};
    RunChoice c = nd(2, 10.0, "eastus");
    c.sku = sku.toStdString();
    c.region = region.toStdString();
    c.tier = static_cast<Tier>(tier);
    QCOMPARE(capplan::model::mayTake(planned, static_cast<MayMove>(mayMove), c), allowed);
}

void TestPortfolio::moveSaysWhy_data()
{
    // One run, hours 0 to 20, planned on ND H100 v5 in eastus. Its choices: the plan's slot with
    // `slotHours` on 4 nodes (none where 0) at $98.32 per node-hour, and westus at `westPrice`
    // with 4 nodes for 10 h; eastus has `eastQuota` cores.
    QTest::addColumn<double>("slotHours");
    QTest::addColumn<double>("westPrice");
    QTest::addColumn<long long>("eastQuota");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<int>("reason");
    // In its slot, 4 × 10 × 98.32 = $3,932.80; in westus at $98.32 it ties and the first (eastus) stays.
    QTest::newRow("stays in its slot") << 10.0 << 98.32 << 384LL << false << -1;
    // No eastus choice at all.
    QTest::newRow("its slot cannot run it") << 0.0 << 110.0 << 384LL << true << int(MoveReason::NotAvailable);
    // 4 nodes take 30 h in eastus: beyond the 20 h window; westus takes 10 h.
    QTest::newRow("too slow in its slot") << 30.0 << 110.0 << 384LL << true << int(MoveReason::TooSlow);
    // westus at $80: 4 × 10 × 80 = $3,200 < $3,932.80.
    QTest::newRow("cheaper elsewhere") << 10.0 << 80.0 << 384LL << true << int(MoveReason::Cheaper);
    // eastus has 96 cores: 4 nodes (384) cannot start; westus at $110 costs more.
    QTest::newRow("its pool is full") << 10.0 << 110.0 << 96LL << true << int(MoveReason::QuotaFull);
}

// Where the schedule moves a run from its plan's slot, moveOf names where from and why.
void TestPortfolio::moveSaysWhy()
{
    QFETCH(double, slotHours);
    QFETCH(double, westPrice);
    QFETCH(long long, eastQuota);
    QFETCH(bool, moved);
    QFETCH(int, reason);
    std::vector<RunChoice> choices;
    if (slotHours > 0.0) {
        choices.push_back(nd(4, slotHours, "eastus"));
    }
    choices.push_back(nd(4, 10.0, "westus", westPrice));
    PortfolioRun r = run("a", 1, 0, 20, choices);
    r.planned = RunSlot{"Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated};
    const std::vector<PortfolioRun> runs{r};
    const Schedule s = scheduleWithinQuota(runs, {{eastus(), eastQuota}, {QuotaPool{kFamily, "westus", Tier::Dedicated}, 384}});
    QVERIFY(s.placements[0].meetsDeadline);
    const std::optional<RunMove> move = moveOf(runs[0], s.placements[0]);
    QCOMPARE(move.has_value(), moved);
    if (move) {
        QCOMPARE(int(move->reason), reason);
        QCOMPARE(move->from.region, std::string("eastus"));
        QCOMPARE(move->to.region, std::string("westus"));
    }
}

void TestPortfolio::scheduleDifferenceSaysWhy_data()
{
    // Two runs of 4 nodes for 10 h each, both in hours 0 to 10 (priority 1), eastus quota `quota`,
    // budget `budget` (0: none). (b) is leastQuota's schedule against the same quota.
    QTest::addColumn<long long>("quota");
    QTest::addColumn<double>("budget");
    QTest::addColumn<int>("reason");
    QTest::addColumn<int>("gained");
    QTest::addColumn<double>("costDifference");
    // 768 cores hold both at once: (b) places them alike, one schedule.
    QTest::newRow("one schedule") << 768LL << 0.0 << int(ScheduleDifference::Same) << 0 << 0.0;
    // 384 cores: (a) runs b after a, from hour 10 to 20, 10 h late; (b) asks for 768 and runs both
    // at hour 0, for the same cost (each 4 × 10 × $98.32).
    QTest::newRow("more quota meets more") << 384LL << 0.0 << int(ScheduleDifference::MeetsMoreDeadlines) << 1 << 0.0;
}

// The quota request's schedule (b) against the one within today's quota (a): alike, or why not.
void TestPortfolio::scheduleDifferenceSaysWhy()
{
    QFETCH(long long, quota);
    QFETCH(double, budget);
    QFETCH(int, reason);
    QFETCH(int, gained);
    QFETCH(double, costDifference);
    const std::vector<PortfolioRun> runs{run("a", 1, 0, 10, {nd(4, 10)}), run("b", 1, 0, 10, {nd(4, 10)})};
    const std::optional<double> b = budget > 0.0 ? std::optional<double>(budget) : std::nullopt;
    const QuotaLimits limits{{eastus(), quota}};
    const Schedule a = scheduleWithinQuota(runs, limits, b);
    const QuotaAnswer least = leastQuota(runs, limits, b);
    const ScheduleComparison d = scheduleDifference(runs, a, least.schedule);
    QCOMPARE(int(d.reason), reason);
    QCOMPARE(d.deadlinesGained, gained);
    QVERIFY2(std::abs(d.costDifference - costDifference) <= 1e-6, qPrintable(QString::number(d.costDifference)));
    QCOMPARE(d.runsPlacedOtherwise.empty(), reason == int(ScheduleDifference::Same));
}

void TestPortfolio::benchmarkFiftyRuns_data()
{
    QTest::addColumn<bool>("leastQuotaToo");
    QTest::newRow("(a) within quota") << false;
    QTest::newRow("(b) least quota") << true;
}

// 50 runs with 4 choices each over three pools (a quarter of fine-tunes and evaluations).
void TestPortfolio::benchmarkFiftyRuns()
{
    QFETCH(bool, leastQuotaToo);
    std::mt19937 rng(50);
    std::uniform_int_distribution<int> nodes(1, 8);
    std::uniform_real_distribution<double> hours(2.0, 60.0), start(0.0, 1500.0);
    const char *regions[] = {"eastus", "westus", "southcentralus"};
    std::vector<PortfolioRun> runs;
    QuotaLimits quota;
    for (const char *region : regions) {
        quota[QuotaPool{kFamily, region, Tier::Dedicated}] = 768;
    }
    for (int i = 0; i < 50; ++i) {
        PortfolioRun r = run("run", 1 + i % 3, start(rng), 0.0, {});
        for (int k = 0; k < 4; ++k) {
            r.choices.push_back(nd(nodes(rng), hours(rng), regions[k % 3]));
        }
        r.deadlineHour = r.earliestStartHour + 90.0;
        runs.push_back(r);
    }
    QBENCHMARK
    {
        if (leastQuotaToo) {
            leastQuota(runs, quota);
        } else {
            scheduleWithinQuota(runs, quota);
        }
    }
}

// A quarter's portfolio of `count` runs with 4 choices each over three regions, each run due 90 h
// after its earliest start, the starts spread over 30 h per run, 768 cores of quota per region.
std::vector<PortfolioRun> spreadPortfolio(int count, QuotaLimits &quota)
{
    std::mt19937 rng(static_cast<unsigned>(count));
    std::uniform_int_distribution<int> nodes(1, 8);
    std::uniform_real_distribution<double> hours(2.0, 60.0), start(0.0, 30.0 * count);
    const char *regions[] = {"eastus", "westus", "southcentralus"};
    std::vector<PortfolioRun> runs;
    for (const char *region : regions) {
        quota[QuotaPool{kFamily, region, Tier::Dedicated}] = 768;
    }
    for (int i = 0; i < count; ++i) {
        PortfolioRun r = run("run", 1 + i % 3, start(rng), 0.0, {});
        for (int k = 0; k < 4; ++k) {
            r.choices.push_back(nd(nodes(rng), hours(rng), regions[k % 3]));
        }
        r.deadlineHour = r.earliestStartHour + 90.0;
        runs.push_back(r);
    }
    return runs;
}

void TestPortfolio::benchmarkExact_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("5 runs") << 5;
    QTest::newRow("10 runs") << 10;
    QTest::newRow("20 runs") << 20;
    QTest::newRow("50 runs") << 50;
}

// The exact schedule alone, at the grid it chooses for the size.
void TestPortfolio::benchmarkExact()
{
    QFETCH(int, count);
    QuotaLimits quota;
    const std::vector<PortfolioRun> runs = spreadPortfolio(count, quota);
    const std::optional<double> grid = exactGridHours(runs);
    qInfo("%d runs: grid %g h", count, grid.value_or(0.0));
    std::optional<Schedule> s;
    QBENCHMARK_ONCE
    {
        s = exactSchedule(runs, quota);
    }
    QVERIFY(s.has_value() == grid.has_value());
}

QTEST_APPLESS_MAIN(TestPortfolio)
#include "tst_portfolio.moc"
