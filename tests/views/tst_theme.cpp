// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "../common/DarkPalette.h"
#include "views/main/Theme.h"
#include "views/results/PlanChart.h"
#include "views/widgets/QCustomPlotInclude.h"

#include <QApplication>
#include <QTest>

using namespace capplan;
using views::theme::Tone;

namespace {

QPalette lightPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf7, 0xf7, 0xf7));
    p.setColor(QPalette::Text, Qt::black);
    return p;
}

// WCAG 2.1, success criterion 1.4.3 (contrast, minimum): 4.5:1 for normal text.
constexpr double kMinimumContrast = 4.5;

} // namespace

class TestTheme : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void contrastRatio_data();
    void contrastRatio();
    void tonesAreReadable_data();
    void tonesAreReadable();
    void chartFollowsThePalette_data();
    void chartFollowsThePalette();
};

// Worked rows of the WCAG 2.1 formula: (L1 + 0.05) / (L2 + 0.05) with the relative luminance L.
void TestTheme::contrastRatio_data()
{
    QTest::addColumn<QColor>("a");
    QTest::addColumn<QColor>("b");
    QTest::addColumn<double>("ratio");
    QTest::newRow("black on white") << QColor(Qt::black) << QColor(Qt::white) << 21.0;
    QTest::newRow("same colour") << QColor(0x77, 0x77, 0x77) << QColor(0x77, 0x77, 0x77) << 1.0;
    // #777777: L = ((0x77/255 + 0.055) / 1.055)^2.4 = 0.18447; (1.05) / (0.23447) = 4.478.
    QTest::newRow("#777 on white") << QColor(0x77, 0x77, 0x77) << QColor(Qt::white) << 4.478;
}

void TestTheme::contrastRatio()
{
    QFETCH(QColor, a);
    QFETCH(QColor, b);
    QFETCH(double, ratio);
    QVERIFY2(std::abs(views::theme::contrastRatio(a, b) - ratio) < 0.005,
             qPrintable(QString::number(views::theme::contrastRatio(a, b), 'f', 4)));
    QCOMPARE(views::theme::contrastRatio(a, b), views::theme::contrastRatio(b, a));
}

void TestTheme::tonesAreReadable_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<int>("tone");
    for (bool dark : {false, true}) {
        for (Tone tone : {Tone::Positive, Tone::Warning, Tone::Neutral, Tone::Error}) {
            QTest::addRow("%s, tone %d", dark ? "dark" : "light", static_cast<int>(tone)) << dark << static_cast<int>(tone);
        }
    }
}

// Every tone's text on its background, the highlighted row and the warning text on the palette's
// base, and the muted text on the window: readable in both palettes; and the backgrounds are dark
// in a dark palette (a light banner on a dark window was the defect).
void TestTheme::tonesAreReadable()
{
    QFETCH(bool, dark);
    QFETCH(int, tone);
    const QPalette palette = dark ? testing::darkColours() : lightPalette();
    QCOMPARE(views::theme::isDark(palette), dark);
    const views::theme::ToneColors c = views::theme::colors(static_cast<Tone>(tone), palette);
    QVERIFY2(views::theme::contrastRatio(c.text, c.background) >= kMinimumContrast,
             qPrintable(QString::number(views::theme::contrastRatio(c.text, c.background))));
    QCOMPARE(c.background.lightnessF() < 0.5, dark);
    const QString style = views::theme::labelStyle(static_cast<Tone>(tone), palette);
    QVERIFY(style.contains(c.background.name()) && style.contains(c.text.name()));
    const QColor text = palette.color(QPalette::Text);
    QVERIFY(views::theme::contrastRatio(text, views::theme::highlightRow(palette)) >= kMinimumContrast);
    QVERIFY(views::theme::contrastRatio(views::theme::warningText(palette), palette.color(QPalette::Base)) >=
            kMinimumContrast);
    QVERIFY(views::theme::contrastRatio(views::theme::mutedText(palette), palette.color(QPalette::Window)) >= 3.0);
}

void TestTheme::chartFollowsThePalette_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

// The plan chart paints its background, axes and tick labels from the palette, not white and black.
void TestTheme::chartFollowsThePalette()
{
    QFETCH(bool, dark);
    const QPalette palette = dark ? testing::darkColours() : lightPalette();
    QApplication::setPalette(palette);
    views::PlanChart chart;
    chart.resize(400, 300);
    const QImage image = chart.toPixmap(400, 300).toImage();
    QCOMPARE(image.pixelColor(2, 2), palette.color(QPalette::Base)); // a corner outside the axes
    QCOMPARE(chart.xAxis->tickLabelColor(), palette.color(QPalette::Text));
    QCOMPARE(chart.yAxis->basePen().color(), palette.color(QPalette::Text));
    QCOMPARE(chart.legend->textColor(), palette.color(QPalette::Text));
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
