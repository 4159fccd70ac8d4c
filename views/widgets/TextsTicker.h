// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "views/widgets/QCustomPlotInclude.h"

#include <cmath>
#include <optional>
#include <string>
#include <utility>

namespace capplan::views {

// Tick labels written the way the rest of the window writes numbers (data::Texts: "2,5" and
// "3.750" in German, "2.5" and "3,750" in English), and money in the plan's currency as the tables
// and the banner write it ("$3,750", "3.750 €"; cents only where the step is finer than a unit).
// Every chart's money axis and the Best plans chart's both axes use it.
class TextsTicker : public QCPAxisTicker {
public:
    explicit TextsTicker(data::Texts texts = data::Texts(), std::optional<std::string> currency = std::nullopt)
        : m_texts(std::move(texts))
        , m_currency(std::move(currency))
    {
    }

    // After a language switch or another plan: new texts or currency, same ticker.
    void setTexts(data::Texts texts, std::optional<std::string> currency)
    {
        m_texts = std::move(texts);
        m_currency = std::move(currency);
    }

protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override
    {
        // Ticks are multiples of the step; what is left of rounding must not show ("1e-17").
        const double value = std::abs(tick) < 1e-9 ? 0.0 : tick;
        if (!m_currency) {
            return m_texts.quantity(value);
        }
        return std::abs(value - std::round(value)) < 1e-6 ? m_texts.money(value, *m_currency)
                                                          : m_texts.moneyCents(value, *m_currency);
    }

private:
    data::Texts m_texts;
    std::optional<std::string> m_currency;
};

} // namespace capplan::views
