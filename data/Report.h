// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/Catalog.h"
#include "model/Evaluate.h"

#include <QByteArray>
#include <QString>

namespace capplan::data {

// Machine and human renderings of an evaluated plan and of the catalog, as the CLI prints them.
class Report {
public:
    // {"options": […], "recommendation": {"nodes", "reason"}, "findings": [{"code", …}]} (DESIGN.md)
    static QByteArray planJson(const model::Evaluation &evaluation, const Texts &texts);
    static QString planTable(const model::PlanSpec &spec, const model::Evaluation &evaluation, const Texts &texts);

    static QByteArray catalogJson(const model::Catalog &catalog);
    static QString catalogTable(const model::Catalog &catalog, const Texts &texts);
};

} // namespace capplan::data
