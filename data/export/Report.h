// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/catalog/Catalog.h"
#include "model/Evaluate.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace capplan::data {

// Machine and human renderings of an evaluated plan and of the catalog, as the CLI prints them.
class Report {
public:
    // {"options": […], "recommendation": {"nodes", "reason"}, "findings": [{"code", …}]}
    // (docs/design.md, "The plan file").
    // With a risk result, options gain the risk model's figures, the recommendation is the one at
    // the plan's confidence (the expected-value one nested in it) and "other_tier" compares tiers.
    static QByteArray planJson(const model::Evaluation &evaluation, const Texts &texts,
                               const std::optional<model::RiskResult> &risk = std::nullopt);
    static QString planTable(const model::PlanSpec &spec, const model::Evaluation &evaluation, const Texts &texts,
                             const std::optional<model::RiskResult> &risk = std::nullopt);

    static QByteArray catalogJson(const model::Catalog &catalog);
    static QString catalogTable(const model::Catalog &catalog, const Texts &texts);
};

} // namespace capplan::data
