// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SeedExamples.h"
#include "model/planning/Sweep.h"

#include <QTest>

using namespace capplan::model;

using capplan::tests::seedFineTune;

class TestSweep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void option_data();
    void option();
    void deadlineAndBudgetFlags();
    void sweepKeepsOrder();
    void benchmarkSweep1to64();
};

void TestSweep::option_data()
{
    QTest::addColumn<double>("gpuHours");
    QTest::addColumn<double>("goodput");
    QTest::addColumn<double>("overhead");
    QTest::addColumn<bool>("constantEfficiency");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("efficiency");
    QTest::addColumn<double>("speedup");
    QTest::addColumn<double>("wallClock");
    QTest::addColumn<double>("cost");
    QTest::addColumn<int>("quotaCores");

    // Worked example of docs/sources.md, s0-finetune-sizing: 21.0 h / $2,058;
    // 12.35 h / $2,421; 7.0 h / $2,744.
    QTest::newRow("seed 1 node") << 168.0 << 1.0 << 0.0 << false << 1 << 8 << 1.0 << 1.0 << 21.0 << 2058.0 << 96;
    QTest::newRow("seed 2 nodes") << 168.0 << 1.0 << 0.0 << false << 2 << 16 << 0.85 << 1.7 << 168.0 / 13.6
                                  << 168.0 / 13.6 * 2 * 98.0 << 192;
    QTest::newRow("seed 4 nodes") << 168.0 << 1.0 << 0.0 << false << 4 << 32 << 0.75 << 3.0 << 7.0 << 2744.0 << 384;
    // The source document's own one-node figure adds 1.8 h of startup and checkpointing: 22.8 h,
    // $2,234.40.
    QTest::newRow("seed 1 node + 1.8 h overhead")
        << 168.0 << 1.0 << 1.8 << false << 1 << 8 << 1.0 << 1.0 << 22.8 << 2234.4 << 96;
    // Extrapolated 8 nodes: e = 0.65, 168 / (64·0.65) = 4.0385 h.
    QTest::newRow("seed 8 nodes extrapolated")
        << 168.0 << 1.0 << 0.0 << false << 8 << 64 << 0.65 << 5.2 << 168.0 / 41.6 << 168.0 / 41.6 * 8 * 98.0 << 768;
    // docs/sources.md, s2-azureml-compute: 2e9 tokens at 8,200 tokens/s/GPU on 2 nodes (16 GPUs),
    // goodput 0.85 → 4.98 h, 192 cores.
    const double tokenGpuHours = 2e9 / 8200.0 / 3600.0;
    QTest::newRow("seed tokens, 2 nodes, goodput 0.85")
        << tokenGpuHours << 0.85 << 0.0 << true << 2 << 16 << 1.0 << 2.0 << 2e9 / (8200.0 * 16 * 0.85) / 3600.0
        << 2e9 / (8200.0 * 16 * 0.85) / 3600.0 * 2 * 98.0 << 192;
}

void TestSweep::option()
{
    QFETCH(double, gpuHours);
    QFETCH(double, goodput);
    QFETCH(double, overhead);
    QFETCH(bool, constantEfficiency);
    QFETCH(int, nodes);
    SweepInput in = seedFineTune();
    in.gpuHours = gpuHours;
    in.goodput = goodput;
    in.overheadHours = overhead;
    if (constantEfficiency) {
        in.efficiency = EfficiencyCurve({{1, 1.0}});
    }
    const OptionRow row = evaluateOption(in, nodes);
    QTEST(row.gpus, "gpus");
    QTEST(row.quotaCores, "quotaCores");
    // Tolerances: 1e-9 relative for hours and money, far below a displayed cent.
    QFETCH(double, efficiency);
    QFETCH(double, speedup);
    QFETCH(double, wallClock);
    QFETCH(double, cost);
    QVERIFY(std::abs(row.efficiency - efficiency) < 1e-12);
    QVERIFY(std::abs(row.speedup - speedup) < 1e-12);
    QVERIFY2(std::abs(row.wallClockHours - wallClock) < 1e-9 * wallClock, qPrintable(QString::number(row.wallClockHours, 'g', 15)));
    QVERIFY2(std::abs(row.cost - cost) < 1e-9 * cost, qPrintable(QString::number(row.cost, 'g', 15)));
    QVERIFY(std::abs(row.nodeHours - nodes * row.wallClockHours) < 1e-12 * row.nodeHours);
}

void TestSweep::deadlineAndBudgetFlags()
{
    SweepInput in = seedFineTune();
    in.deadlineHours = 13.0;
    in.budget = 2500.0;
    const auto rows = sweep(in, {1, 2, 4});
    QCOMPARE(rows.size(), std::size_t(3));
    QCOMPARE(rows[0].meetsDeadline, false); // 21 h
    QCOMPARE(rows[1].meetsDeadline, true);  // 12.35 h
    QCOMPARE(rows[2].meetsDeadline, true);  // 7 h
    QCOMPARE(rows[0].withinBudget, true);   // $2,058
    QCOMPARE(rows[1].withinBudget, true);   // $2,421
    QCOMPARE(rows[2].withinBudget, false);  // $2,744
    // A wall clock exactly on the deadline meets it.
    in.deadlineHours = 7.0;
    QCOMPARE(evaluateOption(in, 4).meetsDeadline, true);
    // The worked example's 12.35 h (docs/sources.md) rounds to 12.4 h but must not meet a 12.3 h
    // deadline.
    in.deadlineHours = 12.3;
    QCOMPARE(evaluateOption(in, 2).meetsDeadline, false);
}

void TestSweep::sweepKeepsOrder()
{
    const auto rows = sweep(seedFineTune(), {4, 1, 2});
    QCOMPARE(rows.size(), std::size_t(3));
    QCOMPARE(rows[0].nodes, 4);
    QCOMPARE(rows[1].nodes, 1);
    QCOMPARE(rows[2].nodes, 2);
    QVERIFY(sweep(seedFineTune(), {}).empty());
}

void TestSweep::benchmarkSweep1to64()
{
    SweepInput in = seedFineTune();
    in.deadlineHours = 13.0;
    std::vector<int> nodes;
    for (int n = 1; n <= 64; ++n) {
        nodes.push_back(n);
    }
    std::vector<OptionRow> rows;
    QBENCHMARK {
        rows = sweep(in, nodes);
    }
    QCOMPARE(rows.size(), std::size_t(64));
    QCOMPARE(rows.back().nodes, 64);
}

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
