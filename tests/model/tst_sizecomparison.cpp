// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// model::compareSizes(): the plan's workload on two or three sizes side by side, each at its own
// catalog price and in a region that prices it, never with another size's price or measured rate.
#include "model/planning/SizeComparison.h"

#include <QTest>

#include <cmath>

using namespace capplan::model;

namespace {

VmSize size(const char *name, const char *gpu, double tflops)
{
    VmSize s;
    s.name = name;
    s.vcpus.value = 96;
    s.gpuModel.value = gpu;
    s.gpusPerVm.value = 8;
    s.gpuMemoryGiB.value = 80.0;
    s.bf16TflopsPerGpu.value = tflops;
    s.ibGbpsPerGpu.value = 200.0;
    s.quotaFamily.value = std::string(name) + "Family";
    return s;
}

Price price(const char *sku, const char *region, double perNodeHour)
{
    Price p;
    p.sku = sku;
    p.region = region;
    p.perNodeHour.value = perNodeHour;
    return p;
}

// The default catalog's figures (data/resources/catalog/default_catalog.json): H100 and H200 at
// 989 dense BF16 TFLOP/s, A100 at 312; East US prices, the H200 priced in West US 3 only here.
Catalog catalog()
{
    Catalog c;
    c.sizes = {size("Standard_ND96isr_H100_v5", "H100", 989.0), size("Standard_ND96amsr_A100_v4", "A100", 312.0),
               size("Standard_ND96isr_H200_v5", "H200", 989.0)};
    c.prices = {price("Standard_ND96isr_H100_v5", "eastus", 98.32), price("Standard_ND96amsr_A100_v4", "eastus", 32.77),
                price("Standard_ND96isr_H200_v5", "westus3", 84.80)};
    return c;
}

// 2e9 tokens of an 8e9-parameter model at 40 % MFU, constant efficiency, the user's $98 for the H100.
PlanSpec plan()
{
    PlanSpec spec = examplePlan();
    spec.workload = TokenMfuWorkload{2e9, 8e9, 0.4};
    spec.efficiency = {{1, 1.0}};
    spec.deadlineHours.reset();
    spec.pricePerNodeHour = 98.0;
    return spec;
}

} // namespace

class TestSizeComparison : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void eachSizeAtItsOwnPrice_data();
    void eachSizeAtItsOwnPrice();
    void measuredRateOnAnotherGpu();
    void unknownSizeIsAnIssue();
};

// Rate = MFU · peak / (6 · N) (Kaplan et al. 2020's 6·N FLOPs per token): 0.4 · 989e12 / 48e9 =
// 8,241.7 tokens/s per GPU on H100 and H200, 2,600 on A100. One node of 8 GPUs: 2e9 / (rate · 8) /
// 3600 = 8.4260 h and 26.709 h; cost = hours · the size's price per node-hour.
void TestSizeComparison::eachSizeAtItsOwnPrice_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("region");
    QTest::addColumn<bool>("regionChanged");
    QTest::addColumn<bool>("priceOverride");
    QTest::addColumn<double>("pricePerNodeHour");
    QTest::addColumn<double>("hoursOneNode");
    QTest::newRow("H100: the plan's size and price") << QStringLiteral("Standard_ND96isr_H100_v5")
                                                     << QStringLiteral("eastus") << false << true << 98.0 << 8.42602;
    QTest::newRow("A100: its catalog price") << QStringLiteral("Standard_ND96amsr_A100_v4") << QStringLiteral("eastus")
                                             << false << false << 32.77 << 26.7094;
    QTest::newRow("H200: another region") << QStringLiteral("Standard_ND96isr_H200_v5") << QStringLiteral("westus3")
                                          << true << false << 84.80 << 8.42602;
}

void TestSizeComparison::eachSizeAtItsOwnPrice()
{
    QFETCH(QString, sku);
    QFETCH(QString, region);
    QFETCH(bool, regionChanged);
    QFETCH(bool, priceOverride);
    QFETCH(double, pricePerNodeHour);
    QFETCH(double, hoursOneNode);
    const std::vector<SizeComparisonRow> rows = compareSizes(plan(), catalog(), {sku.toStdString()}, "2026-11-30");
    QCOMPARE(rows.size(), std::size_t(1));
    const SizeComparisonRow &row = rows.front();
    QVERIFY2(row.evaluation.ok(), row.evaluation.ok() ? "" : row.evaluation.issues.front().path.c_str());
    QCOMPARE(QString::fromStdString(row.region), region);
    QCOMPARE(row.regionChanged, regionChanged);
    QCOMPARE(row.priceOverride, priceOverride);
    QVERIFY(!row.rateFromOtherGpu);
    QCOMPARE(row.evaluation.pricePerNodeHour, pricePerNodeHour);
    const OptionRow &one = row.evaluation.options.front();
    QCOMPARE(one.nodes, 1);
    QVERIFY(std::abs(one.wallClockHours - hoursOneNode) < 1e-4); // 0.36 s: the rows' five digits
    QVERIFY(std::abs(one.cost - one.wallClockHours * pricePerNodeHour) < 1e-9);
    // Constant efficiency: every node count costs the same, and the tie goes to 1 node.
    QCOMPARE(row.evaluation.recommendation.nodes().value_or(0), 1);
}

void TestSizeComparison::measuredRateOnAnotherGpu()
{
    PlanSpec spec = plan();
    spec.workload = TokenRateWorkload{2e9, 8200.0};
    const auto rows = compareSizes(spec, catalog(),
                                   {"Standard_ND96isr_H100_v5", "Standard_ND96amsr_A100_v4", "Standard_ND96isr_H200_v5"},
                                   "2026-11-30");
    QCOMPARE(rows.size(), std::size_t(3));
    QVERIFY(!rows[0].rateFromOtherGpu);
    QVERIFY(rows[1].rateFromOtherGpu);
    QVERIFY(rows[2].rateFromOtherGpu);
    // The MFU form derives each size's own rate: nothing to flag.
    const auto derived = compareSizes(plan(), catalog(), {"Standard_ND96amsr_A100_v4"}, "2026-11-30");
    QVERIFY(!derived.front().rateFromOtherGpu);
    QVERIFY(!derived.front().gpuHoursFromOtherGpu);
    // GPU-hours are hours of the plan's GPU: flagged on another GPU model, not on the same one.
    PlanSpec hours = plan();
    hours.workload = GpuHoursWorkload{168.0};
    const auto byHours = compareSizes(hours, catalog(), {"Standard_ND96isr_H100_v5", "Standard_ND96amsr_A100_v4"}, "2026-11-30");
    QVERIFY(!byHours[0].gpuHoursFromOtherGpu);
    QVERIFY(byHours[1].gpuHoursFromOtherGpu);
    QVERIFY(!byHours[1].rateFromOtherGpu);
    QCOMPARE(derived.front().evaluation.tokensPerGpuSecond, 0.4 * 312e12 / (6.0 * 8e9));
}

void TestSizeComparison::unknownSizeIsAnIssue()
{
    const auto rows = compareSizes(plan(), catalog(), {"Standard_Nope"}, "2026-11-30");
    QCOMPARE(rows.size(), std::size_t(1));
    QVERIFY(!rows.front().evaluation.ok());
    QCOMPARE(rows.front().evaluation.issues.front().path, std::string("sku"));
}

QTEST_APPLESS_MAIN(TestSizeComparison)
#include "tst_sizecomparison.moc"
