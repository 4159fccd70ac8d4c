// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Node-count labels never overlap (on a narrow chart, every label drawn would run together into
// "1011121314" or "12816").
#include "views/widgets/SpacedTicker.h"

#include <QTest>

using capplan::views::spacedTickIndices;

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(std::vector<std::size_t>)

class TestSpacedTicker : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void spacing_data();
    void spacing();
    void chartLabelsDoNotOverlap();
};

// Ticks at `pixelsPerUnit` on a linear axis (or per doubling on a log2 axis), labels 7 px per
// digit, a gap of 7 px.
void TestSpacedTicker::spacing_data()
{
    QTest::addColumn<std::vector<double>>("ticks");
    QTest::addColumn<double>("pixelsPerUnit");
    QTest::addColumn<bool>("log2");
    QTest::addColumn<std::vector<std::size_t>>("expected");
    // 1…16 at 40 px each: all fit.
    std::vector<double> sixteen;
    std::vector<std::size_t> all;
    for (int n = 1; n <= 16; ++n) {
        sixteen.push_back(n);
        all.push_back(static_cast<std::size_t>(n - 1));
    }
    QTest::newRow("wide: every label") << sixteen << 40.0 << false << all;
    // 1…16 at 14 px: one-digit labels (7 px) need 14 px between centres, 9 and 10 need 17.5, two
    // two-digit ones 21: 1 … 9, 11, 13, then 16 in place of 15.
    QTest::newRow("narrow: 10 11 12 13 14 no longer touch")
        << sixteen << 14.0 << false << std::vector<std::size_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15};
    // 1, 2, 4, 8, 16 on log2 at 12 px per doubling: "1" "2" "4" "8" fit (14 px needed: no),
    // every other: 1, 4, 16.
    QTest::newRow("log axis: 12816 becomes 1 4 16")
        << std::vector<double>{1, 2, 4, 8, 16} << 12.0 << true << std::vector<std::size_t>{0, 2, 4};
    // The last label stays even when it would touch the one before: that one goes.
    QTest::newRow("last kept") << std::vector<double>{1, 2, 3} << 14.0 << false << std::vector<std::size_t>{0, 1, 2};
    QTest::newRow("last replaces its neighbour")
        << std::vector<double>{1, 2, 3, 4} << 10.0 << false << std::vector<std::size_t>{0, 3};
    QTest::newRow("room for one") << std::vector<double>{1, 2} << 3.0 << false << std::vector<std::size_t>{1};
}

void TestSpacedTicker::spacing()
{
    QFETCH(std::vector<double>, ticks);
    QFETCH(double, pixelsPerUnit);
    QFETCH(bool, log2);
    QFETCH(std::vector<std::size_t>, expected);
    const auto pixel = [&](double t) { return (log2 ? std::log2(t) : t) * pixelsPerUnit; };
    const auto width = [&](std::size_t i) { return 7.0 * static_cast<double>(QString::number(ticks[i]).size()); };
    QCOMPARE(spacedTickIndices(ticks, pixel, width, 7.0), expected);
}

// On a real chart 300 px wide with 1 … 40 nodes: the labels drawn do not overlap.
void TestSpacedTicker::chartLabelsDoNotOverlap()
{
    QCustomPlot plot;
    plot.resize(300, 200);
    QSharedPointer<capplan::views::SpacedTextTicker> ticker(new capplan::views::SpacedTextTicker(plot.xAxis));
    for (int n = 1; n <= 40; ++n) {
        ticker->addTick(n, QString::number(n));
    }
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setRange(0.5, 40.5);
    plot.replot();
    plot.replot(); // the first replot lays the axis rect out; ticks follow its width
    const QVector<double> shown = plot.xAxis->tickVector();
    QVERIFY2(shown.size() >= 5 && shown.size() < 40, qPrintable(QString::number(shown.size())));
    QCOMPARE(shown.back(), 40.0);
    const QFontMetrics metrics(plot.xAxis->tickLabelFont());
    for (qsizetype i = 1; i < shown.size(); ++i) {
        const double apart = plot.xAxis->coordToPixel(shown[i]) - plot.xAxis->coordToPixel(shown[i - 1]);
        const double needed = (metrics.horizontalAdvance(QString::number(shown[i])) +
                               metrics.horizontalAdvance(QString::number(shown[i - 1]))) /
                              2.0;
        QVERIFY2(apart > needed, qPrintable(QStringLiteral("%1 and %2").arg(shown[i - 1]).arg(shown[i])));
    }
}

QTEST_MAIN(TestSpacedTicker)
#include "tst_spacedticker.moc"
