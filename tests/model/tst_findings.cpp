// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/Bounds.h"
#include "model/Evaluate.h"

#include <QTest>

using namespace capplan::model;

namespace {
VmSize size(const std::string &name, int gpus, int vcpus, double ibPerGpu, double ethernet)
{
    VmSize s;
    s.name = name;
    s.gpusPerVm.value = gpus;
    s.vcpus.value = vcpus;
    s.ibGbpsPerGpu.value = ibPerGpu;
    s.ethernetGbpsPerVm.value = ethernet;
    s.bf16TflopsPerGpu.value = 989.0;
    return s;
}

Catalog testCatalog()
{
    Catalog c;
    c.sizes.push_back(size("Standard_ND96isr_H100_v5", 8, 96, 400.0, 80.0));
    c.sizes.push_back(size("Standard_NC40ads_H100_v5", 1, 40, 0.0, 40.0));
    VmSize retired = size("Standard_NC24s_v3", 4, 24, 0.0, 24.0);
    retired.status.value = SizeStatus::Retired;
    retired.retirementDate.value = "2025-09-30";
    c.sizes.push_back(retired);
    VmSize retiring = size("Standard_Future_v1", 8, 96, 400.0, 80.0);
    retiring.status.value = SizeStatus::Retiring;
    retiring.retirementDate.value = "2026-06-30";
    c.sizes.push_back(retiring);
    for (const auto &s : c.sizes) {
        Price p;
        p.sku = s.name;
        p.region = "eastus";
        p.perNodeHour.value = 10.0;
        p.perNodeHour.provenance = {"test", "2026-01-01", s.name != "Standard_NC40ads_H100_v5"};
        c.prices.push_back(p);
    }
    return c;
}

const Finding *find(const std::vector<Finding> &fs, FindingCode code)
{
    for (const Finding &f : fs) {
        if (f.code == code) {
            return &f;
        }
    }
    return nullptr;
}
} // namespace

class TestFindings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void codes_data();
    void codes();
    void noInfinibandNumbers();
    void noFeasibleOptionNamesFastest();
    void placementCheck_data();
    void placementCheck();
    void placementFindingsOfASweep();
    void placementInAPlan();
    void placementBeyond300InAPlan();
};

void TestFindings::codes_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QList<int>>("nodes");
    QTest::addColumn<QString>("today");
    QTest::addColumn<bool>("noInfiniband");
    QTest::addColumn<bool>("retired");
    QTest::addColumn<bool>("unverified");

    QTest::newRow("ND H100 multi-node: clean") << "Standard_ND96isr_H100_v5" << QList<int>{1, 2, 4} << "2026-11-30"
                                               << false << false << false;
    // The trap of docs/sources.md, s1-infiniband-trap: NC H100 v5 across nodes has no InfiniBand.
    QTest::newRow("NC H100 multi-node: no_infiniband") << "Standard_NC40ads_H100_v5" << QList<int>{1, 2} << "2026-11-30"
                                                       << true << false << true;
    QTest::newRow("NC H100 single node: fine") << "Standard_NC40ads_H100_v5" << QList<int>{1} << "2026-11-30" << false
                                               << false << true;
    QTest::newRow("NCv3 retired") << "Standard_NC24s_v3" << QList<int>{1} << "2026-11-30" << false << true << false;
    QTest::newRow("retiring, date not reached") << "Standard_Future_v1" << QList<int>{1} << "2026-06-29" << false
                                                << false << false;
    QTest::newRow("retiring, date reached") << "Standard_Future_v1" << QList<int>{1} << "2026-06-30" << false << true
                                            << false;
}

void TestFindings::codes()
{
    QFETCH(QString, sku);
    QFETCH(QList<int>, nodes);
    QFETCH(QString, today);
    PlanSpec spec = examplePlan();
    spec.sku = sku.toStdString();
    spec.pricePerNodeHour.reset();
    spec.deadlineHours.reset();
    spec.nodes.assign(nodes.begin(), nodes.end());
    const Evaluation ev = evaluate(spec, testCatalog(), today.toStdString());
    QVERIFY(ev.ok());
    QTEST(find(ev.findings, FindingCode::NoInfiniband) != nullptr, "noInfiniband");
    QTEST(find(ev.findings, FindingCode::RetiredSize) != nullptr, "retired");
    QTEST(find(ev.findings, FindingCode::UnverifiedValue) != nullptr, "unverified");
    QVERIFY(find(ev.findings, FindingCode::NoFeasibleOption) == nullptr);
}

void TestFindings::noInfinibandNumbers()
{
    PlanSpec spec = examplePlan();
    spec.sku = "Standard_NC40ads_H100_v5";
    const Evaluation ev = evaluate(spec, testCatalog(), "2026-11-30");
    const Finding *f = find(ev.findings, FindingCode::NoInfiniband);
    QVERIFY(f != nullptr);
    // docs/sources.md, s1-infiniband-trap: 40 Gb/s per VM against 3.2 Tb/s of ND InfiniBand,
    // "roughly 80x less bandwidth".
    QCOMPARE(f->numbers.at("ethernet_gbps_per_vm"), 40.0);
    QCOMPARE(f->numbers.at("reference_ib_gbps_per_vm"), 3200.0);
    QCOMPARE(f->numbers.at("bandwidth_ratio"), 80.0);
    QCOMPARE(f->numbers.at("max_nodes"), 4.0);
}

void TestFindings::noFeasibleOptionNamesFastest()
{
    PlanSpec spec = examplePlan();
    spec.deadlineHours = 5.0;
    const Evaluation ev = evaluate(spec, testCatalog(), "2026-11-30");
    QVERIFY(!ev.recommendation.nodes());
    const Finding *f = find(ev.findings, FindingCode::NoFeasibleOption);
    QVERIFY(f != nullptr);
    QCOMPARE(f->texts.at("constraint"), std::string("deadline"));
    QCOMPARE(f->numbers.at("fastest_nodes"), 4.0);
    QVERIFY(std::abs(f->numbers.at("fastest_wall_clock_hours") - 7.0) < 1e-12);
    QCOMPARE(f->numbers.at("deadline_hours"), 5.0);
}

// Azure's limits per node count and GPUs per node (docs/sources.md, s1-infiniband-trap): more
// than 100 VMs need a support request for the single placement group (up to 300), more than 300
// cannot share one, and more than 2,400 GPUs on one fabric need the Azure HPC team. Tested through
// the function itself, so the rows above 300 nodes run whatever the plan's node limit is.
void TestFindings::placementCheck_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<bool>("supportRequest");
    QTest::addColumn<bool>("beyondPlacementGroup");
    QTest::addColumn<bool>("hpcEngagement");

    QTest::newRow("1 ND node") << 1 << 8 << false << false << false;
    QTest::newRow("100 VMs: the default placement group") << 100 << 8 << false << false << false;
    QTest::newRow("101 VMs: support request") << 101 << 8 << true << false << false;
    // 300 · 8 = 2,400 GPUs: at both limits, over neither.
    QTest::newRow("300 VMs, 2,400 GPUs") << 300 << 8 << true << false << false;
    QTest::newRow("301 VMs, 2,408 GPUs") << 301 << 8 << true << true << true;
    // ND GB200 v6 has 4 GPUs per VM: 600 VMs are 2,400 GPUs but two placement groups.
    QTest::newRow("600 VMs of 4 GPUs") << 600 << 4 << true << true << false;
    QTest::newRow("601 VMs of 4 GPUs") << 601 << 4 << true << true << true;
    QTest::newRow("4,096 VMs of 8 GPUs") << 4096 << 8 << true << true << true;
    QTest::newRow("1,200 VMs of 2 GPUs") << 1200 << 2 << true << true << false;
}

void TestFindings::placementCheck()
{
    QFETCH(int, nodes);
    QFETCH(int, gpusPerNode);
    QFETCH(bool, supportRequest);
    QFETCH(bool, beyondPlacementGroup);
    QFETCH(bool, hpcEngagement);
    const PlacementCheck c = capplan::model::placementCheck(nodes, gpusPerNode);
    QCOMPARE(c.nodes, nodes);
    QCOMPARE(c.gpus, nodes * gpusPerNode);
    QCOMPARE(c.needsSupportRequest, supportRequest);
    QCOMPARE(c.beyondPlacementGroup, beyondPlacementGroup);
    QCOMPARE(c.needsHpcEngagement, hpcEngagement);
    QCOMPARE(c.withinOnePlacementGroup(), !beyondPlacementGroup);
    // The findings of this node count: one per limit passed, each a warning with its limit.
    const std::vector<Finding> fs = placementFindings(nodes, gpusPerNode, "Standard_ND96isr_H100_v5");
    QCOMPARE(fs.size(), static_cast<std::size_t>(int(supportRequest) + int(beyondPlacementGroup) + int(hpcEngagement)));
    for (const Finding &f : fs) {
        QVERIFY(f.severity == Severity::Warning);
        QCOMPARE(f.numbers.at("nodes"), static_cast<double>(nodes));
        QCOMPARE(f.numbers.at("gpus"), static_cast<double>(nodes * gpusPerNode));
    }
    if (const Finding *f = find(fs, FindingCode::PlacementGroupSupportRequest)) {
        QCOMPARE(f->numbers.at("limit_vms"), 100.0);
        QCOMPARE(f->numbers.at("raised_limit_vms"), 300.0);
    }
    if (const Finding *f = find(fs, FindingCode::BeyondPlacementGroup)) {
        QCOMPARE(f->numbers.at("limit_vms"), 300.0);
    }
    if (const Finding *f = find(fs, FindingCode::HpcTeamEngagement)) {
        QCOMPARE(f->numbers.at("limit_gpus"), 2400.0);
    }
    QCOMPARE(toString(FindingCode::PlacementGroupSupportRequest), std::string_view("placement_group_support_request"));
    QCOMPARE(toString(FindingCode::BeyondPlacementGroup), std::string_view("beyond_placement_group"));
    QCOMPARE(toString(FindingCode::HpcTeamEngagement), std::string_view("hpc_team_engagement"));
}

// A sweep's findings name the first node count past each limit, how many pass it and the largest.
void TestFindings::placementFindingsOfASweep()
{
    const std::vector<Finding> fs = placementFindings({512, 64, 128, 256, 1024}, 8, "Standard_ND96isr_H100_v5");
    QCOMPARE(fs.size(), std::size_t{3});
    const Finding *support = find(fs, FindingCode::PlacementGroupSupportRequest);
    QVERIFY(support != nullptr);
    QCOMPARE(support->numbers.at("nodes"), 128.0);
    QCOMPARE(support->numbers.at("options"), 4.0);
    QCOMPARE(support->numbers.at("max_nodes"), 1024.0);
    const Finding *beyond = find(fs, FindingCode::BeyondPlacementGroup);
    QVERIFY(beyond != nullptr);
    QCOMPARE(beyond->numbers.at("nodes"), 512.0);
    QCOMPARE(beyond->numbers.at("options"), 2.0);
    const Finding *hpc = find(fs, FindingCode::HpcTeamEngagement);
    QVERIFY(hpc != nullptr);
    QCOMPARE(hpc->numbers.at("gpus"), 4096.0);
    QVERIFY(placementFindings({1, 2, 4, 100}, 8, "x").empty());
    // Without InfiniBand nothing joins the nodes' GPUs anyway: findings() adds none.
    FindingsInput input;
    const Catalog catalog = testCatalog();
    input.size = catalog.findSize("Standard_NC40ads_H100_v5");
    input.nodeCounts = {1, 200};
    QVERIFY(find(findings(input), FindingCode::PlacementGroupSupportRequest) == nullptr);
    input.size = catalog.findSize("Standard_ND96isr_H100_v5");
    QVERIFY(find(findings(input), FindingCode::PlacementGroupSupportRequest) != nullptr);
}

// Through a plan: 128 and 256 nodes need the support request; the options stay in the table, and
// every option says whether it fits in one placement group.
void TestFindings::placementInAPlan()
{
    PlanSpec spec = examplePlan();
    spec.deadlineHours.reset();
    spec.nodes = {64, 128, 256};
    const Evaluation ev = evaluate(spec, testCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QCOMPARE(ev.options.size(), std::size_t{3});
    QCOMPARE(ev.placement.size(), std::size_t{3});
    QVERIFY(!ev.placement[0].needsSupportRequest);
    QVERIFY(ev.placement[1].needsSupportRequest);
    QVERIFY(ev.placement[2].withinOnePlacementGroup());
    const Finding *f = find(ev.findings, FindingCode::PlacementGroupSupportRequest);
    QVERIFY(f != nullptr);
    QCOMPARE(f->numbers.at("nodes"), 128.0);
    QCOMPARE(f->numbers.at("options"), 2.0);
    QVERIFY(find(ev.findings, FindingCode::BeyondPlacementGroup) == nullptr);
}

void TestFindings::placementBeyond300InAPlan()
{
    if (kMaxNodes < 301) {
        QSKIP("plans allow at most kMaxNodes nodes (300 today); the placementCheck rows above cover 301 and more");
    }
    PlanSpec spec = examplePlan();
    spec.deadlineHours.reset();
    spec.nodes = {256, 512};
    const Evaluation ev = evaluate(spec, testCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QCOMPARE(ev.options.size(), std::size_t{2}); // the options stay, with their findings
    QVERIFY(ev.placement[0].withinOnePlacementGroup());
    QVERIFY(!ev.placement[1].withinOnePlacementGroup());
    const Finding *beyond = find(ev.findings, FindingCode::BeyondPlacementGroup);
    QVERIFY(beyond != nullptr);
    QCOMPARE(beyond->numbers.at("nodes"), 512.0);
    const Finding *hpc = find(ev.findings, FindingCode::HpcTeamEngagement);
    QVERIFY(hpc != nullptr);
    QCOMPARE(hpc->numbers.at("gpus"), 4096.0);
}

QTEST_GUILESS_MAIN(TestFindings)
#include "tst_findings.moc"
