// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QCustomPlot;

// Colours that follow the palette, so banners, table rows and charts stay readable in a dark
// palette as in a light one. Every view takes its semantic colours from here instead of writing
// hex codes; the light set is the one the application always had, the dark set keeps the same
// hues on dark backgrounds with light text (WCAG 2.1 contrast of at least 4.5:1 for text, checked
// in tests/views/tst_theme.cpp).
namespace capplan::views::theme {

enum class Tone {
    Positive, // recommended, enough quota
    Warning,  // no recommendation, quota short or unknown, catalog problems
    Neutral,  // a stale result, unknown state
    Error,    // invalid inputs
};

// A palette is dark when its window colour is (HSL lightness below one half).
bool isDark(const QPalette &palette);

struct ToneColors {
    QColor background;
    QColor border;
    QColor text;
};
ToneColors colors(Tone tone, const QPalette &palette);

// "QLabel { background: …; border: 1px solid …; border-radius: Rpx; padding: Ppx; color: … }"
QString labelStyle(Tone tone, const QPalette &palette, int radiusPx = 4, int paddingPx = 6);
// A row that stands out (the recommended option) and text that warns (a missed deadline).
QColor highlightRow(const QPalette &palette);
QColor warningText(const QPalette &palette);
// Secondary text (notes, sources): between the text and the window colour.
QColor mutedText(const QPalette &palette);

// Background, axes, grid, tick labels and legend of a QCustomPlot from the palette (QCustomPlot
// paints white and black by default, whatever the palette).
// The chart's tick labels in the application's language (QLocale()), thousands separators included.
void followLocale(QCustomPlot &plot);
void applyToChart(QCustomPlot &plot, const QPalette &palette);

// View → Theme: the system's palette and style, or a light or dark palette on the Fusion style
// (the style whose every colour comes from the palette, so the choice holds on every platform).
enum class Choice { System, Light, Dark };
Choice choiceFromSetting(const QString &setting); // "" → System, "light", "dark"
QString settingFor(Choice choice);
// Fusion's dark colours (window #353535, base #2a2a2a, white text; Qt's own examples and most dark
// desktop themes), with highlight, links, tooltips and disabled text set to match.
QPalette darkPalette();
// Sets the application's style and palette for the choice. The system's style and palette are
// remembered at the first call, so System restores them.
void apply(Choice choice);

// WCAG 2.1 contrast ratio of two colours (1 … 21).
double contrastRatio(const QColor &a, const QColor &b);

} // namespace capplan::views::theme
