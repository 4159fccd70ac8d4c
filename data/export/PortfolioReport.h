// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/planning/Portfolio.h"

#include <QByteArray>
#include <QString>

namespace capplan::data {

// `capacity-planner-cli portfolio FILE [--json]` (docs/portfolio.md): the schedule within the free
// quota (a), the least quota that meets every deadline (b), and what the file's runs replaced.
// Moments are ISO date-times in UTC from the portfolio's start.
class PortfolioReport {
public:
    static QByteArray json(const model::PortfolioSpec &spec, const model::PortfolioPlan &plan, const Texts &texts);
    // The warning for a quota item whose family or region the catalog does not know
    // (model::unknownQuotaItems).
    static QString unusedQuotaText(const model::PortfolioSpec &spec, std::size_t item);
    // The warning for regions to prefer or avoid that the catalog does not know.
    static QString unknownRegionsText(const model::PortfolioPlan &plan);
    // Where a run was moved from its plan's size, region and tier, and why (model::moveOf).
    static QString moveText(const model::RunMove &move, const Texts &texts);
    // "not_available", "too_slow", "cheaper", "quota_full": the JSON's names of why a run moved.
    static std::string moveReasonKey(model::MoveReason reason);
    // One sentence on what more quota buys, so that an empty or flat chart is never left unexplained:
    // why no step is shown, or that none gains a deadline, or the step that gains the most.
    static QString quotaBuysText(const model::PortfolioPlan *plan, const std::string &currency, const Texts &texts);
    static QString table(const model::PortfolioSpec &spec, const model::PortfolioPlan &plan, const Texts &texts);
};

} // namespace capplan::data
