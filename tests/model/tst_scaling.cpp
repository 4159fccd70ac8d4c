// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Scaling.h"

#include <QTest>

using capplan::model::EfficiencyCurve;

using PointMap = std::map<int, double>;
Q_DECLARE_METATYPE(PointMap)

class TestScaling : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void at_data();
    void at();
};

void TestScaling::at_data()
{
    QTest::addColumn<PointMap>("points");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("expected");

    const PointMap seed{{1, 1.0}, {2, 0.85}, {4, 0.75}};
    // docs/sources.md, s0-finetune-sizing: the given points themselves.
    QTest::newRow("seed 1 node") << seed << 1 << 1.0;
    QTest::newRow("seed 2 nodes") << seed << 2 << 0.85;
    QTest::newRow("seed 4 nodes") << seed << 4 << 0.75;
    // Linear in log2(n): 0.85 + (log2 3 − 1)·(0.75 − 0.85) = 0.79150375.
    QTest::newRow("seed 3 nodes, log2-linear") << seed << 3 << 0.85 - 0.1 * (std::log2(3.0) - 1.0);
    // Beyond the last point: the last slope (−0.10 per doubling) continues.
    QTest::newRow("seed 8 nodes, extrapolated") << seed << 8 << 0.65;
    QTest::newRow("seed 16 nodes, extrapolated") << seed << 16 << 0.55;
    QTest::newRow("seed 6 nodes") << seed << 6 << 0.75 - 0.1 * (std::log2(6.0) - 2.0);
    // Far beyond: clamped at 1 %.
    QTest::newRow("clamped low at 2^20 nodes") << PointMap{{1, 1.0}, {2, 0.5}} << (1 << 20) << 0.01;
    // Below the first point the first segment's slope is used, and the result clamped at 1.0.
    QTest::newRow("below first point, clamped high") << PointMap{{2, 0.9}, {4, 0.8}} << 1 << 1.0;
    QTest::newRow("below first point") << PointMap{{2, 0.7}, {4, 0.6}} << 1 << 0.8;
    // Rising efficiency (superlinear effects) is allowed but never above 1.0.
    QTest::newRow("rising, clamped at 1") << PointMap{{1, 0.9}, {2, 0.95}} << 8 << 1.0;
    QTest::newRow("single point is constant") << PointMap{{4, 0.8}} << 64 << 0.8;
    QTest::newRow("single point, below") << PointMap{{4, 0.8}} << 1 << 0.8;
    QTest::newRow("no points means 1.0") << PointMap{} << 7 << 1.0;
    QTest::newRow("non-positive keys ignored") << PointMap{{0, 0.2}, {1, 1.0}, {2, 0.9}} << 2 << 0.9;
}

void TestScaling::at()
{
    QFETCH(PointMap, points);
    QFETCH(int, nodes);
    QFETCH(double, expected);
    const EfficiencyCurve curve(points);
    // Tolerance: 1e-12 absolute, far below any displayed digit.
    QVERIFY2(std::abs(curve.at(nodes) - expected) < 1e-12,
             qPrintable(QStringLiteral("e(%1) = %2, expected %3").arg(nodes).arg(curve.at(nodes), 0, 'g', 15).arg(expected, 0, 'g', 15)));
}

QTEST_GUILESS_MAIN(TestScaling)
#include "tst_scaling.moc"
