// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/NodeCounts.h"

#include <QTest>

using capplan::views::formatNodeCounts;
using capplan::views::parseNodeCounts;

Q_DECLARE_METATYPE(std::vector<int>)

class TestNodeCounts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void format_data();
    void format();
    void roundTrip();
};

void TestNodeCounts::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<std::vector<int>>("nodes");
    QTest::addColumn<QStringList>("bad");

    QTest::newRow("seed list") << "1, 2, 4" << std::vector<int>{1, 2, 4} << QStringList{};
    QTest::newRow("no spaces") << "1,2,4" << std::vector<int>{1, 2, 4} << QStringList{};
    QTest::newRow("spaces only") << "1 2 4" << std::vector<int>{1, 2, 4} << QStringList{};
    QTest::newRow("semicolons") << "1;2;4" << std::vector<int>{1, 2, 4} << QStringList{};
    QTest::newRow("range") << "1-4" << std::vector<int>{1, 2, 3, 4} << QStringList{};
    QTest::newRow("spaced range") << "1 - 3" << std::vector<int>{1, 2, 3} << QStringList{};
    QTest::newRow("en dash range") << QStringLiteral(u"2\u20134") << std::vector<int>{2, 3, 4} << QStringList{};
    QTest::newRow("mixed") << "1-3, 8, 16" << std::vector<int>{1, 2, 3, 8, 16} << QStringList{};
    QTest::newRow("empty: the model's default") << "" << std::vector<int>{} << QStringList{};
    QTest::newRow("trailing comma while typing") << "1, 2," << std::vector<int>{1, 2} << QStringList{};
    // Range checks are the model's: zero and negatives parse and validate() reports them.
    QTest::newRow("zero") << "0" << std::vector<int>{0} << QStringList{};
    QTest::newRow("negative") << "-2" << std::vector<int>{-2} << QStringList{};
    QTest::newRow("zero and a letter") << "0, x" << std::vector<int>{0} << QStringList{QStringLiteral("x")};
    QTest::newRow("decimal") << "1.5" << std::vector<int>{} << QStringList{QStringLiteral("1.5")};
    QTest::newRow("reversed range") << "4-1" << std::vector<int>{} << QStringList{QStringLiteral("4-1")};
    QTest::newRow("double range") << "1-2-3" << std::vector<int>{} << QStringList{QStringLiteral("1-2-3")};
    QTest::newRow("absurd range") << "1-1000000000" << std::vector<int>{}
                                  << QStringList{QStringLiteral("1-1000000000")};
}

void TestNodeCounts::parse()
{
    QFETCH(QString, text);
    QFETCH(std::vector<int>, nodes);
    QFETCH(QStringList, bad);
    const auto parsed = parseNodeCounts(text);
    QCOMPARE(parsed.nodes, nodes);
    QCOMPARE(parsed.badTokens, bad);
    QCOMPARE(parsed.ok(), bad.isEmpty());
}

void TestNodeCounts::format_data()
{
    QTest::addColumn<std::vector<int>>("nodes");
    QTest::addColumn<QString>("text");
    QTest::newRow("seed") << std::vector<int>{1, 2, 4} << "1, 2, 4";
    QTest::newRow("default sweep") << std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16} << "1-16";
    QTest::newRow("two in a row stay apart") << std::vector<int>{1, 2} << "1, 2";
    QTest::newRow("run then single") << std::vector<int>{1, 2, 3, 8} << "1-3, 8";
    QTest::newRow("empty") << std::vector<int>{} << "";
    QTest::newRow("order kept") << std::vector<int>{4, 2, 1} << "4, 2, 1";
}

void TestNodeCounts::format()
{
    QFETCH(std::vector<int>, nodes);
    QFETCH(QString, text);
    QCOMPARE(formatNodeCounts(nodes), text);
}

void TestNodeCounts::roundTrip()
{
    const std::vector<int> nodes{1, 2, 3, 4, 6, 8, 9, 10, 32};
    QCOMPARE(parseNodeCounts(formatNodeCounts(nodes)).nodes, nodes);
}

QTEST_GUILESS_MAIN(TestNodeCounts)
#include "tst_nodecounts.moc"
