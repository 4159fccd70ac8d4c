// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/PortfolioUsage.h"

#include <QTest>

using namespace capplan::model;

namespace {

RunChoice choice(const char *family, int nodes, double hours)
{
    RunChoice c;
    c.sku = "Standard_ND96isr_H100_v5";
    c.family = family;
    c.region = "eastus";
    c.nodes = nodes;
    c.cores = 96LL * nodes;
    c.hours = hours;
    c.cost = 100.0 * nodes * hours;
    return c;
}

Placement at(double start, double hours)
{
    return Placement{std::size_t{0}, start, start + hours, true};
}

} // namespace

class TestPortfolioUsage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stacksRunsPerPool();
    void standingClusterHoldsToTheEnd();
    void poolsWithoutQuotaAreNamed();
    void quotaItemsNoRunUses();
    void regionsTheCatalogDoesNotKnow();
};

// Three runs in one family: A 2 nodes over [0, 10), B 4 nodes over [5, 15), C 1 node over [15, 20);
// D in another family. Breakpoints 0, 5, 10, 15, 20: A holds 192 in the first two segments, B 384
// in the second and third, C 96 in the last; the peak is 576 over [5, 10).
void TestPortfolioUsage::stacksRunsPerPool()
{
    std::vector<PortfolioRun> runs(4);
    runs[0].choices = {choice("f1", 2, 10.0)};
    runs[1].choices = {choice("f1", 4, 10.0)};
    runs[2].choices = {choice("f1", 1, 5.0)};
    runs[3].choices = {choice("f2", 8, 3.0)};
    Schedule s;
    s.placements = {at(0.0, 10.0), at(5.0, 10.0), at(15.0, 5.0), at(1.0, 3.0)};
    s.endHour = 20.0;
    const std::vector<PoolTimeline> t = poolTimelines(runs, s);
    QCOMPARE(t.size(), std::size_t{2});
    QCOMPARE(t[0].pool.family, std::string("f1"));
    QCOMPARE(t[0].hours, (std::vector<double>{0.0, 5.0, 10.0, 15.0, 20.0}));
    QCOMPARE(t[0].runs, (std::vector<std::size_t>{0, 1, 2}));
    QCOMPARE(t[0].cores[0], (std::vector<long long>{192, 192, 0, 0}));
    QCOMPARE(t[0].cores[1], (std::vector<long long>{0, 384, 384, 0}));
    QCOMPARE(t[0].cores[2], (std::vector<long long>{0, 0, 0, 96}));
    QCOMPARE(t[0].peak, 576LL);
    QCOMPARE(t[1].runs, (std::vector<std::size_t>{3}));
    QCOMPARE(t[1].peak, 768LL);
}

// A standing cluster holds its cores from 0 to the schedule's end whatever its run's own hours.
void TestPortfolioUsage::standingClusterHoldsToTheEnd()
{
    std::vector<PortfolioRun> runs(2);
    runs[0].choices = {choice("f1", 2, 4.0)};
    runs[0].standingCluster = true;
    runs[1].choices = {choice("f1", 1, 4.0)};
    Schedule s;
    s.placements = {at(10.0, 4.0), at(20.0, 4.0)};
    s.endHour = 30.0;
    const std::vector<PoolTimeline> t = poolTimelines(runs, s);
    QCOMPARE(t.size(), std::size_t{1});
    QCOMPARE(t[0].hours, (std::vector<double>{0.0, 20.0, 24.0, 30.0}));
    QCOMPARE(t[0].cores[0], (std::vector<long long>{192, 192, 192}));
    QCOMPARE(t[0].cores[1], (std::vector<long long>{0, 96, 0}));
    QCOMPARE(t[0].peak, 288LL);
}

// The stacked-runs schedule of stacksRunsPerPool with a quota for f1 only: f2 is not limited, and
// said so; an unplaced run adds nothing.
void TestPortfolioUsage::poolsWithoutQuotaAreNamed()
{
    std::vector<PortfolioRun> runs(3);
    runs[0].choices = {choice("f1", 2, 10.0)};
    runs[1].choices = {choice("f2", 8, 3.0)};
    runs[2].choices = {choice("f3", 1, 1.0)};
    Schedule s;
    s.placements = {at(0.0, 10.0), at(1.0, 3.0), Placement{}};
    const QuotaLimits quota{{QuotaPool{"f1", "eastus", Tier::Dedicated}, 768}};
    const std::vector<QuotaPool> unlimited = unlimitedPools(runs, s, quota);
    QCOMPARE(unlimited.size(), std::size_t{1});
    QCOMPARE(unlimited[0].family, std::string("f2"));
}

// A quota item's family is matched to the catalog's sizes through normalizeFamily (as az prints
// it); its region must be one the catalog knows. Low-priority items name no family.
void TestPortfolioUsage::quotaItemsNoRunUses()
{
    Catalog catalog;
    VmSize h100;
    h100.name = "Standard_ND96isr_H100_v5";
    h100.quotaFamily.value = "standardNDSH100v5Family";
    catalog.sizes.push_back(h100);
    catalog.knownRegions = {"eastus"};
    PortfolioSpec spec;
    spec.quota = {QuotaAssumption{"Standard NDSH100v5 Family", "eastus", Tier::Dedicated, 768},
                  QuotaAssumption{"standardNDH100Family", "eastus", Tier::Dedicated, 768},
                  QuotaAssumption{"standardNDSH100v5Family", "east-us", Tier::Dedicated, 768},
                  QuotaAssumption{std::string(), "eastus", Tier::LowPriority, 96}};
    QCOMPARE(unknownQuotaItems(spec, catalog), (std::vector<std::size_t>{1, 2}));
}

// prefer_regions and avoid_regions are checked against the catalog's regions, each named once.
void TestPortfolioUsage::regionsTheCatalogDoesNotKnow()
{
    Catalog catalog;
    catalog.knownRegions = {"eastus", "westus"};
    PortfolioSpec spec;
    spec.preferRegions = {"eastus", "east-us"};
    spec.avoidRegions = {"mars", "westus", "east-us"};
    QCOMPARE(unknownRegions(spec, catalog), (std::vector<std::string>{"east-us", "mars"}));
}

QTEST_APPLESS_MAIN(TestPortfolioUsage)
#include "tst_portfoliousage.moc"
