// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/planning/Pareto.h"

#include <QtTest>

#include <limits>
#include <random>

using capplan::model::ParetoFront;

namespace {

struct Point {
    double hours;
    double cost;
};

// Candidates as "hours:cost" pairs separated by spaces, e.g. "10:5 8:7".
QList<Point> points(const QString &text)
{
    QList<Point> out;
    const auto parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const auto hc = part.split(QLatin1Char(':'));
        out.append({hc.at(0).toDouble(), hc.at(1).toDouble()});
    }
    return out;
}

// The front by definition: every candidate no other beats on both (O(n²)), the first of equals.
QList<int> bruteForceFront(const QList<Point> &candidates)
{
    QList<int> front;
    for (int i = 0; i < candidates.size(); ++i) {
        bool dominated = false;
        for (int j = 0; j < candidates.size() && !dominated; ++j) {
            if (i == j) {
                continue;
            }
            const Point &a = candidates[j];
            const Point &b = candidates[i];
            const bool noWorse = a.hours <= b.hours && a.cost <= b.cost;
            const bool better = a.hours < b.hours || a.cost < b.cost;
            dominated = noWorse && (better || j < i);
        }
        if (!dominated) {
            front.append(i);
        }
    }
    std::sort(front.begin(), front.end(), [&](int x, int y) { return candidates[x].hours < candidates[y].hours; });
    return front;
}

} // namespace

class TestPareto : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Worked rows: the candidates in the order offered, the payloads (offer index) of the front in
    // hours order, and how many offers joined when they were made.
    void front_data()
    {
        QTest::addColumn<QString>("candidates");
        QTest::addColumn<QList<int>>("front");
        QTest::addColumn<int>("accepted");

        QTest::newRow("one") << "10:5" << QList<int>{0} << 1;
        QTest::newRow("faster and dearer both stay") << "10:5 8:7" << QList<int>{1, 0} << 2;
        QTest::newRow("faster and cheaper replaces") << "10:5 8:4" << QList<int>{1} << 2;
        QTest::newRow("slower and dearer is dropped") << "8:4 10:5" << QList<int>{0} << 1;
        QTest::newRow("same hours, cheaper replaces") << "10:5 10:4" << QList<int>{1} << 2;
        QTest::newRow("same hours, dearer is dropped") << "10:4 10:5" << QList<int>{0} << 1;
        QTest::newRow("same cost, faster replaces") << "10:5 9:5" << QList<int>{1} << 2;
        QTest::newRow("equal on both: the first stays") << "10:5 10:5" << QList<int>{0} << 1;
        // The seeds' sweep shape: 1, 2, 4, 8 nodes; doubling nodes nearly halves hours and costs a
        // little more (scaling efficiency < 1): every node count is on the front.
        QTest::newRow("node sweep") << "40:400 20.5:410 10.6:424 5.6:448" << QList<int>{3, 2, 1, 0} << 4;
        // One candidate beating three at once removes the whole run it dominates.
        QTest::newRow("one removes three") << "4:10 6:8 8:6 10:4 5:3" << QList<int>{0, 4} << 5;
        QTest::newRow("NaN never joins") << "nan:1 2:nan 3:3" << QList<int>{2} << 1;
        QTest::newRow("infinite cost joins only when nothing is faster") << "5:inf 6:2" << QList<int>{0, 1} << 2;
    }

    void front()
    {
        QFETCH(QString, candidates);
        QFETCH(QList<int>, front);
        QFETCH(int, accepted);

        ParetoFront<int> pareto;
        const QList<Point> pts = points(candidates);
        for (int i = 0; i < pts.size(); ++i) {
            pareto.offer(pts[i].hours, pts[i].cost, i);
        }
        QList<int> got;
        for (const auto &m : pareto.members()) {
            got.append(m.payload);
        }
        QCOMPARE(got, front);
        QCOMPARE(int(pareto.accepted()), accepted);
    }

    void cheapestWithin_data()
    {
        QTest::addColumn<double>("maxHours");
        QTest::addColumn<int>("payload"); // -1: none meets the limit

        // Front of the node sweep above: 5.6 h $448, 10.6 h $424, 20.5 h $410, 40 h $400.
        QTest::newRow("nothing that fast") << 5.0 << -1;
        QTest::newRow("exactly the fastest") << 5.6 << 3;
        QTest::newRow("between two") << 12.0 << 2;
        QTest::newRow("a limit at a member's hours includes it") << 20.5 << 1;
        QTest::newRow("no limit that binds") << 100.0 << 0;
    }

    void cheapestWithin()
    {
        QFETCH(double, maxHours);
        QFETCH(int, payload);
        ParetoFront<int> pareto;
        const QList<Point> pts = points(QStringLiteral("40:400 20.5:410 10.6:424 5.6:448"));
        for (int i = 0; i < pts.size(); ++i) {
            pareto.offer(pts[i].hours, pts[i].cost, i);
        }
        const auto *m = pareto.cheapestWithin(maxHours);
        QCOMPARE(m ? m->payload : -1, payload);
    }

    // Property: for random candidate sets (with ties on a coarse grid) the front equals the
    // definition's, costs fall strictly along it, and no offered candidate beats a member.
    void matchesDefinition_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("grid"); // values are whole numbers in 1 … grid: small grids give ties
        for (int seed = 1; seed <= 6; ++seed) {
            QTest::addRow("seed %d, 200 on 1…20", seed) << seed << 200 << 20;
            QTest::addRow("seed %d, 500 on 1…1000", seed) << seed << 500 << 1000;
        }
    }

    void matchesDefinition()
    {
        QFETCH(int, seed);
        QFETCH(int, count);
        QFETCH(int, grid);
        std::mt19937 rng(static_cast<unsigned>(seed));
        std::uniform_int_distribution<int> value(1, grid);
        QList<Point> pts;
        ParetoFront<int> pareto;
        for (int i = 0; i < count; ++i) {
            pts.append({double(value(rng)), double(value(rng))});
            const bool joins = pareto.wouldJoin(pts.back().hours, pts.back().cost);
            QCOMPARE(pareto.offer(pts.back().hours, pts.back().cost, i), joins);
        }
        QList<int> got;
        for (const auto &m : pareto.members()) {
            got.append(m.payload);
        }
        QCOMPARE(got, bruteForceFront(pts));
        for (std::size_t i = 1; i < pareto.size(); ++i) {
            QVERIFY(pareto.members()[i].hours > pareto.members()[i - 1].hours);
            QVERIFY(pareto.members()[i].cost < pareto.members()[i - 1].cost);
        }
    }

    // Offering many candidates keeps only the front: memory follows the front, not the offers.
    void benchmarkOffers()
    {
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> hours(1.0, 1000.0);
        std::vector<Point> pts(100000);
        for (auto &p : pts) {
            p.hours = hours(rng);
            p.cost = 1e5 / p.hours * (1.0 + 0.3 * std::uniform_real_distribution<double>(0.0, 1.0)(rng));
        }
        std::size_t size = 0;
        QBENCHMARK {
            ParetoFront<int> pareto;
            for (int i = 0; i < int(pts.size()); ++i) {
                pareto.offer(pts[std::size_t(i)].hours, pts[std::size_t(i)].cost, i);
            }
            size = pareto.size();
        }
        QVERIFY(size > 0);
        QVERIFY(size < pts.size() / 10);
    }
};

QTEST_APPLESS_MAIN(TestPareto)
#include "tst_pareto.moc"
