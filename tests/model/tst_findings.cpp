// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
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

QTEST_GUILESS_MAIN(TestFindings)
#include "tst_findings.moc"
