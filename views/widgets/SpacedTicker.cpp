// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/SpacedTicker.h"

#include <QFontMetrics>

#include <cmath>

namespace capplan::views {

std::vector<std::size_t> spacedTickIndices(const std::vector<double> &ticks, const std::function<double(double)> &pixel,
                                           const std::function<double(std::size_t)> &width, double gap)
{
    std::vector<std::size_t> kept;
    // Labels are centred on their ticks: two fit when their centres are half of both widths plus
    // the gap apart.
    const auto fits = [&](std::size_t a, std::size_t b) {
        return std::abs(pixel(ticks[b]) - pixel(ticks[a])) >= (width(a) + width(b)) / 2.0 + gap;
    };
    for (std::size_t i = 0; i < ticks.size(); ++i) {
        if (kept.empty() || fits(kept.back(), i)) {
            kept.push_back(i);
        }
    }
    if (!ticks.empty() && kept.back() != ticks.size() - 1) {
        const std::size_t last = ticks.size() - 1;
        while (!kept.empty() && kept.size() > 1 && !fits(kept.back(), last)) {
            kept.pop_back();
        }
        if (kept.size() == 1 && !fits(kept.back(), last)) {
            kept.clear(); // only room for one label: the largest
        }
        kept.push_back(last);
    }
    return kept;
}

QVector<double> SpacedTextTicker::createTickVector(double tickStep, const QCPRange &range)
{
    const QVector<double> all = QCPAxisTickerText::createTickVector(tickStep, range);
    if (m_axis == nullptr || all.size() < 2 || m_axis->axisRect() == nullptr) {
        return all;
    }
    const std::vector<double> ticks(all.begin(), all.end());
    const QFontMetrics metrics(m_axis->tickLabelFont());
    const auto label = [this](double tick) { return mTicks.value(tick); };
    const auto indices = spacedTickIndices(
        ticks, [this](double tick) { return m_axis->coordToPixel(tick); },
        [&](std::size_t i) { return static_cast<double>(metrics.horizontalAdvance(label(ticks[i]))); },
        metrics.horizontalAdvance(QLatin1Char('0')));
    QVector<double> shown;
    shown.reserve(static_cast<qsizetype>(indices.size()));
    for (const std::size_t i : indices) {
        shown.append(ticks[i]);
    }
    return shown;
}

} // namespace capplan::views
