// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/main/Theme.h"

#include "views/widgets/QCustomPlotInclude.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

#include <algorithm>
#include <cmath>

namespace capplan::views::theme {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

ToneColors colors(Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Positive:
        return dark ? ToneColors{QColor(0x1d, 0x3b, 0x22), QColor(0x3f, 0x7a, 0x46), QColor(0xd4, 0xef, 0xd6)}
                    : ToneColors{QColor(0xe3, 0xf4, 0xe1), QColor(0x9c, 0xcc, 0x95), QColor(0x1b, 0x3d, 0x18)};
    case Tone::Warning:
        return dark ? ToneColors{QColor(0x3d, 0x2e, 0x12), QColor(0x8a, 0x6a, 0x2a), QColor(0xf3, 0xdd, 0xb0)}
                    : ToneColors{QColor(0xff, 0xf4, 0xe0), QColor(0xf0, 0xc2, 0x7a), QColor(0x4a, 0x30, 0x00)};
    case Tone::Neutral:
        return dark ? ToneColors{QColor(0x30, 0x30, 0x30), QColor(0x55, 0x55, 0x55), QColor(0xb8, 0xb8, 0xb8)}
                    : ToneColors{QColor(0xee, 0xee, 0xee), QColor(0xc8, 0xc8, 0xc8), QColor(0x55, 0x55, 0x55)};
    case Tone::Error:
        return dark ? ToneColors{QColor(0x3d, 0x1a, 0x1a), QColor(0x8a, 0x3a, 0x3a), QColor(0xf4, 0xc7, 0xc7)}
                    : ToneColors{QColor(0xfd, 0xec, 0xea), QColor(0xf5, 0xc2, 0xc0), QColor(0x8e, 0x00, 0x00)};
    }
    return {};
}

QString labelStyle(Tone tone, const QPalette &palette, int radiusPx, int paddingPx)
{
    const ToneColors c = colors(tone, palette);
    return QStringLiteral("QLabel { background: %1; border: 1px solid %2; border-radius: %3px; padding: %4px; color: %5; }")
        .arg(c.background.name(), c.border.name())
        .arg(radiusPx)
        .arg(paddingPx)
        .arg(c.text.name());
}

QColor highlightRow(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x25, 0x4a, 0x2b) : QColor(0xd7, 0xf0, 0xd4);
}

QColor warningText(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb7, 0x1c, 0x1c);
}

QColor mutedText(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    // 60 % of the way from the window colour to the text: readable, and plainly secondary.
    const auto mix = [](int w, int t) { return static_cast<int>(std::lround(w + 0.6 * (t - w))); };
    return QColor(mix(window.red(), text.red()), mix(window.green(), text.green()), mix(window.blue(), text.blue()));
}

void followLocale(QCustomPlot &plot)
{
    plot.setLocale(QLocale());
}

void applyToChart(QCustomPlot &plot, const QPalette &palette)
{
    // Tick labels in the application's language: QCustomPlot sets a locale of its own (without
    // thousands separators), which also stops the window's from reaching it. MainWindow hands the
    // new one to every chart on a language switch (followLocale).
    followLocale(plot);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor grid = isDark(palette) ? QColor(0x50, 0x50, 0x50) : QColor(0xc8, 0xc8, 0xc8);
    plot.setBackground(base);
    for (QCPAxis *axis : plot.axisRect()->axes()) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setLabelColor(text);
        axis->setTickLabelColor(text);
        axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
    }
    plot.legend->setTextColor(text);
    plot.legend->setBrush(QBrush(base));
    plot.legend->setBorderPen(Qt::NoPen);
    for (int i = 0; i < plot.plotLayout()->elementCount(); ++i) {
        if (auto *title = qobject_cast<QCPTextElement *>(plot.plotLayout()->elementAt(i))) {
            title->setTextColor(text);
        }
    }
}

Choice choiceFromSetting(const QString &setting)
{
    if (setting == QLatin1String("light")) {
        return Choice::Light;
    }
    return setting == QLatin1String("dark") ? Choice::Dark : Choice::System;
}

QString settingFor(Choice choice)
{
    switch (choice) {
    case Choice::Light:
        return QStringLiteral("light");
    case Choice::Dark:
        return QStringLiteral("dark");
    case Choice::System:
        break;
    }
    return {};
}

QPalette darkPalette()
{
    QPalette dark;
    const QColor window(0x35, 0x35, 0x35);
    const QColor base(0x2a, 0x2a, 0x2a);
    const QColor disabled(0x7f, 0x7f, 0x7f);
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, Qt::white);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::AlternateBase, QColor(0x42, 0x42, 0x42));
    dark.setColor(QPalette::ToolTipBase, window);
    dark.setColor(QPalette::ToolTipText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    dark.setColor(QPalette::Text, Qt::white);
    dark.setColor(QPalette::Button, window);
    dark.setColor(QPalette::ButtonText, Qt::white);
    dark.setColor(QPalette::BrightText, Qt::red);
    dark.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    dark.setColor(QPalette::Midlight, QColor(0x42, 0x42, 0x42));
    dark.setColor(QPalette::Mid, QColor(0x25, 0x25, 0x25));
    dark.setColor(QPalette::Dark, QColor(0x23, 0x23, 0x23));
    dark.setColor(QPalette::Shadow, QColor(0x14, 0x14, 0x14));
    dark.setColor(QPalette::Link, QColor(0x5a, 0xa9, 0xff));
    dark.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xff));
    dark.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText}) {
        dark.setColor(QPalette::Disabled, role, disabled);
    }
    dark.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return dark;
}

void apply(Choice choice)
{
    // The system's look, as the application started with it.
    static const QString systemStyle = QApplication::style() != nullptr ? QApplication::style()->name() : QString();
    static const QPalette systemPalette = QApplication::palette();
    switch (choice) {
    case Choice::System:
        if (!systemStyle.isEmpty()) {
            QApplication::setStyle(QStyleFactory::create(systemStyle));
        }
        QApplication::setPalette(systemPalette);
        return;
    case Choice::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    case Choice::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        return;
    }
}

namespace {
// WCAG 2.1 relative luminance of an sRGB colour.
double luminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace capplan::views::theme
