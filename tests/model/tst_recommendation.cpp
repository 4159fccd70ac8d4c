// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SeedExamples.h"
#include "model/planning/Recommendation.h"

#include <QTest>

using namespace capplan::model;

Q_DECLARE_METATYPE(RecommendationReason)
Q_DECLARE_METATYPE(std::vector<OptionRow>)

namespace {
std::vector<OptionRow> seedOptions(std::optional<double> deadline, std::optional<double> budget)
{
    return sweep(capplan::tests::seedFineTune(deadline, budget), {1, 2, 4});
}
} // namespace

class TestRecommendation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sizeToDeadline_data();
    void sizeToDeadline();
    void tieGoesToFewerNodes();
    void onlyFittingOptions_data();
    void onlyFittingOptions();
    void emptySweep();
    void unpricedRanksByNodeHours_data();
    void unpricedRanksByNodeHours();
    void fasterAtNearlySameCost_data();
    void fasterAtNearlySameCost();
};

void TestRecommendation::sizeToDeadline_data()
{
    QTest::addColumn<double>("deadline"); // 0 = none
    QTest::addColumn<double>("budget");   // 0 = none
    QTest::addColumn<int>("nodes");       // 0 = no recommendation
    QTest::addColumn<RecommendationReason>("reason");
    QTest::addColumn<int>("fastestNodes");

    // Sizing to a deadline and a budget on the worked example of docs/sources.md, s0-finetune-sizing.
    QTest::newRow("deadline 24 h → 1 node") << 24.0 << 0.0 << 1 << RecommendationReason::CheapestMeetingConstraints << 4;
    QTest::newRow("deadline 13 h → 2 nodes") << 13.0 << 0.0 << 2 << RecommendationReason::CheapestMeetingConstraints << 4;
    QTest::newRow("deadline 8 h → 4 nodes") << 8.0 << 0.0 << 4 << RecommendationReason::CheapestMeetingConstraints << 4;
    QTest::newRow("deadline 5 h → none, 4 fastest") << 5.0 << 0.0 << 0 << RecommendationReason::NoneMeetsDeadline << 4;
    QTest::newRow("no deadline → cheapest (1)") << 0.0 << 0.0 << 1 << RecommendationReason::CheapestOverall << 4;
    QTest::newRow("budget 2,500 only → 1") << 0.0 << 2500.0 << 1 << RecommendationReason::CheapestMeetingConstraints << 4;
    QTest::newRow("deadline 13 h, budget 2,500 → 2") << 13.0 << 2500.0 << 2 << RecommendationReason::CheapestMeetingConstraints << 4;
    QTest::newRow("deadline 8 h, budget 2,500 → none (both)") << 8.0 << 2500.0 << 0 << RecommendationReason::NoneMeetsBoth << 4;
    QTest::newRow("budget 2,000 → none") << 13.0 << 2000.0 << 0 << RecommendationReason::NoneWithinBudget << 4;
    QTest::newRow("deadline 5 h, budget 2,000 → none (either)")
        << 5.0 << 2000.0 << 0 << RecommendationReason::NoneMeetsDeadlineOrBudget << 4;
    QTest::newRow("deadline exactly 7 h → 4") << 7.0 << 0.0 << 4 << RecommendationReason::CheapestMeetingConstraints << 4;
}

void TestRecommendation::sizeToDeadline()
{
    QFETCH(double, deadline);
    QFETCH(double, budget);
    QFETCH(int, nodes);
    QFETCH(RecommendationReason, reason);
    QFETCH(int, fastestNodes);
    const std::optional<double> d = deadline > 0 ? std::optional<double>(deadline) : std::nullopt;
    const std::optional<double> b = budget > 0 ? std::optional<double>(budget) : std::nullopt;
    const Recommendation rec = recommend(seedOptions(d, b), d, b);
    QCOMPARE(rec.nodes().value_or(0), nodes);
    QCOMPARE(rec.reason, reason);
    QVERIFY(rec.fastest.has_value());
    QCOMPARE(rec.fastest->nodes, fastestNodes);
    // The fastest option of the example is 4 nodes at 7.0 h (the reason names it when none is
    // feasible).
    QVERIFY(std::abs(rec.fastest->wallClockHours - 7.0) < 1e-12);
    QCOMPARE(rec.cheapest->nodes, 1);
}

// An option that does not fit in GPU memory is never recommended: the seed example's 1, 2 and 4
// nodes (21 h $2,058; 12.35 h $2,421; 7 h $2,744) with some of them marked as not fitting.
void TestRecommendation::onlyFittingOptions_data()
{
    QTest::addColumn<double>("deadline"); // 0 = none
    QTest::addColumn<QList<int>>("notFitting");
    QTest::addColumn<int>("nodes"); // 0 = no recommendation
    QTest::addColumn<RecommendationReason>("reason");
    QTest::addColumn<int>("fastestNodes");
    QTest::addColumn<int>("cheapestNodes");

    QTest::newRow("everything fits: 1 node") << 0.0 << QList<int>{} << 1 << RecommendationReason::CheapestOverall << 4 << 1;
    // A 70B fine-tune's case: the cheapest would be 1 node, which needs more memory than it has.
    QTest::newRow("1 does not fit → 2") << 0.0 << QList<int>{1} << 2 << RecommendationReason::CheapestOverall << 4 << 2;
    QTest::newRow("1 and 2 do not fit → 4") << 0.0 << QList<int>{1, 2} << 4 << RecommendationReason::CheapestOverall << 4
                                            << 4;
    QTest::newRow("deadline 24 h, 1 does not fit → 2")
        << 24.0 << QList<int>{1} << 2 << RecommendationReason::CheapestMeetingConstraints << 4 << 2;
    // Only the option that does not fit meets the deadline: none, and the fastest offered is one
    // that fits.
    QTest::newRow("deadline 8 h, 4 does not fit → none") << 8.0 << QList<int>{4} << 0
                                                        << RecommendationReason::NoneMeetsDeadline << 2 << 1;
    QTest::newRow("none fits") << 0.0 << QList<int>{1, 2, 4} << 0 << RecommendationReason::NoneFits << 4 << 1;
}

void TestRecommendation::onlyFittingOptions()
{
    QFETCH(double, deadline);
    QFETCH(QList<int>, notFitting);
    const std::optional<double> d = deadline > 0 ? std::optional<double>(deadline) : std::nullopt;
    std::vector<OptionRow> options = seedOptions(d, std::nullopt);
    for (OptionRow &row : options) {
        row.fits = !notFitting.contains(row.nodes);
    }
    const Recommendation rec = recommend(options, d, std::nullopt);
    QTEST(rec.nodes().value_or(0), "nodes");
    QTEST(rec.reason, "reason");
    QTEST(rec.fastest->nodes, "fastestNodes");
    QTEST(rec.cheapest->nodes, "cheapestNodes");
    QCOMPARE(QList<int>(rec.notFitting.begin(), rec.notFitting.end()), notFitting);
}

void TestRecommendation::tieGoesToFewerNodes()
{
    // Perfect scaling: every node count costs the same; fewer nodes win the tie.
    std::vector<OptionRow> rows;
    for (int n : {4, 2, 1, 8}) {
        OptionRow r;
        r.nodes = n;
        r.wallClockHours = 16.0 / n;
        r.cost = 16.0 * 98.0 + (n == 8 ? 0.001 : 0.0); // within half a cent still ties
        rows.push_back(r);
    }
    const Recommendation rec = recommend(rows, std::nullopt, std::nullopt);
    QCOMPARE(rec.nodes().value_or(0), 1);
    QCOMPARE(rec.fastest->nodes, 8);
}

void TestRecommendation::emptySweep()
{
    const Recommendation rec = recommend({}, 13.0, std::nullopt);
    QVERIFY(!rec.nodes());
    QCOMPARE(rec.reason, RecommendationReason::NoOptions);
    QVERIFY(!rec.fastest);
}

// Without a price the options are ranked by node-hours (cost at any one price = node-hours ×
// price): the seed's 168 GPU-hours on 8-GPU nodes at efficiency 1, 0.85, 0.75 take 21, 12.35 and
// 7 h, i.e. 21, 24.7 and 28 node-hours. No budget is judged.
void TestRecommendation::unpricedRanksByNodeHours_data()
{
    QTest::addColumn<double>("deadline"); // 0 = none
    QTest::addColumn<double>("budget");   // 0 = none
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("fasterExtra"); // fastest node-hours / chosen node-hours − 1
    QTest::newRow("no deadline → 1 node (21 node-hours)") << 0.0 << 0.0 << 1 << 28.0 / 21.0 - 1.0;
    QTest::newRow("deadline 13 h → 2 nodes (24.7)") << 13.0 << 0.0 << 2 << 28.0 / (2.0 * 168.0 / (16.0 * 0.85)) - 1.0;
    QTest::newRow("deadline 8 h → 4 nodes") << 8.0 << 0.0 << 4 << -1.0;
    QTest::newRow("a budget is not judged without a price") << 13.0 << 1.0 << 2 << 28.0 / (2.0 * 168.0 / (16.0 * 0.85)) - 1.0;
}

void TestRecommendation::unpricedRanksByNodeHours()
{
    QFETCH(double, deadline);
    QFETCH(double, budget);
    QFETCH(int, nodes);
    QFETCH(double, fasterExtra);
    SweepInput input = capplan::tests::seedFineTune(deadline > 0.0 ? std::optional<double>(deadline) : std::nullopt,
                                                    budget > 0.0 ? std::optional<double>(budget) : std::nullopt);
    input.priced = false;
    const std::vector<OptionRow> rows = sweep(input, {1, 2, 4});
    for (const OptionRow &row : rows) {
        QVERIFY(!row.priced);
        QCOMPARE(row.cost, 0.0);
        QVERIFY(row.withinBudget);
    }
    const Recommendation rec = recommend(rows, input.deadlineHours, input.budget);
    QVERIFY(rec.byNodeHours);
    QCOMPARE(rec.nodes().value_or(0), nodes);
    if (fasterExtra < 0.0) {
        QVERIFY(!rec.fasterExtraCost);
    } else {
        QVERIFY(rec.fasterExtraCost.has_value());
        QVERIFY(std::abs(*rec.fasterExtraCost - fasterExtra) <= 1e-12);
    }
}

namespace {
OptionRow row(int nodes, double hours, double cost)
{
    OptionRow r;
    r.nodes = nodes;
    r.gpus = nodes * 8;
    r.wallClockHours = hours;
    r.nodeHours = nodes * hours;
    r.cost = cost;
    return r;
}
} // namespace

void TestRecommendation::fasterAtNearlySameCost_data()
{
    QTest::addColumn<std::vector<OptionRow>>("options");
    QTest::addColumn<double>("deadline"); // 0 = none
    QTest::addColumn<int>("chosen");
    QTest::addColumn<int>("faster"); // 0 = none named
    // The LoRA run a user saw: 1 node 47.3 h $4,650, 4 nodes 11.8 h $4,653 (+0.06 %, 75 % sooner).
    QTest::newRow("LoRA: 4 nodes for $3 more") << std::vector{row(1, 47.3, 4650.0), row(2, 23.7, 4651.0), row(4, 11.8, 4653.0),
                                                            row(8, 6.2, 4900.0)}
                                                << 0.0 << 1 << 4;
    // 1 % more is still "almost the same"; 1.2 % is not.
    QTest::newRow("exactly 1 % more") << std::vector{row(1, 40.0, 1000.0), row(2, 20.0, 1010.0)} << 0.0 << 1 << 2;
    QTest::newRow("1.2 % more: not named") << std::vector{row(1, 40.0, 1000.0), row(2, 20.0, 1012.0)} << 0.0 << 1 << 0;
    // 25 % sooner is "much faster"; 20 % is not.
    QTest::newRow("25 % sooner") << std::vector{row(1, 40.0, 1000.0), row(2, 30.0, 1005.0)} << 0.0 << 1 << 2;
    QTest::newRow("20 % sooner: not named") << std::vector{row(1, 40.0, 1000.0), row(2, 32.0, 1005.0)} << 0.0 << 1 << 0;
    // Only options that meet the deadline count; the chosen one is the cheapest that does.
    QTest::newRow("deadline: chosen is 2 nodes, 4 named")
        << std::vector{row(1, 40.0, 1000.0), row(2, 20.0, 1004.0), row(4, 10.0, 1010.0)} << 30.0 << 2 << 4;
}

void TestRecommendation::fasterAtNearlySameCost()
{
    QFETCH(std::vector<OptionRow>, options);
    QFETCH(double, deadline);
    QFETCH(int, chosen);
    QFETCH(int, faster);
    for (OptionRow &r : options) {
        r.meetsDeadline = deadline <= 0.0 || r.wallClockHours <= deadline;
    }
    const Recommendation rec = recommend(options, deadline > 0.0 ? std::optional<double>(deadline) : std::nullopt, std::nullopt);
    QCOMPARE(rec.nodes().value_or(0), chosen);
    QCOMPARE(rec.fasterAtNearlySameCost ? rec.fasterAtNearlySameCost->nodes : 0, faster);
}

QTEST_GUILESS_MAIN(TestRecommendation)
#include "tst_recommendation.moc"
