// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "model/plan/PlanSpec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace capplan::data {

// The plan file (docs/design.md, "The plan file": contract version 1; README for version 2's
// blocks and version 3's "model"): {"format": "capacity-planner.plan", "version": 3, …}. Every
// older version still loads.
// Unknown fields, wrong types, missing fields and bad quantities are errors that name the field's
// path; typos never silently change a plan.
class PlanFile {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::PlanFile)

public:
    static constexpr const char *kFormat = "capacity-planner.plan";
    static constexpr int kCurrentVersion = 3;
    // A plan is a few kilobytes; a larger file is refused before it is parsed (a pipe or device
    // is read no further than this), and so is JSON nested deeper than kMaxDepth.
    static constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
    static constexpr int kMaxDepth = 64;

    // Parses a plan document. `fileName` only labels errors.
    static Result<model::PlanSpec> parse(const QByteArray &json, const QString &fileName = {});
    static Result<model::PlanSpec> load(const QString &path);

    // The document, pretty-printed, fields in contract order.
    static QByteArray serialize(const model::PlanSpec &spec);
    // A layout as the plan file's "layout" block (compact JSON): what `plan --json` names per
    // option, so that a planner's layout can be pasted into a plan to fix it.
    static QByteArray layoutJson(const model::Layout &layout);
    // Writes through QSaveFile: the old file stays intact unless the new one is complete.
    static Status save(const model::PlanSpec &spec, const QString &path);
};

} // namespace capplan::data
