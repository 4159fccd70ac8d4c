// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The "architecture" object (model/performance/Architecture.h) in JSON, one key per row of
// model::architectureFields(): the plan file's "model": {"architecture": …}, the model library's
// entries, the SQLite models table and the CLI's `model --json` all use it. Internal to the data
// layer and the CLI (it exposes nlohmann::json).

#include "data/Result.h"
#include "model/performance/Architecture.h"

#include <QCoreApplication>
#include <QString>
#include <nlohmann/json.hpp>

namespace capplan::data {

class ArchitectureJson {
    // The plan file's wording (and its translations) for the same kinds of mistake.
    Q_DECLARE_TR_FUNCTIONS(capplan::data::PlanFile)

public:
    // Reads the object at `path` ("model.architecture"): the required rows must be there, unknown
    // keys are errors, each value is checked for its kind; ranges are model::validate()'s (run
    // here too, with the same path). The error's path names the field.
    static Result<model::Architecture> read(const nlohmann::json &object, const QString &path);
    // Every contract key, and this product's own where they differ from the default.
    static nlohmann::ordered_json write(const model::Architecture &architecture);
};

} // namespace capplan::data
