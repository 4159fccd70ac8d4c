// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the data layer: the config.json reader on a parsed object, for the plan file's
// "model": {"hf_config": {…}} (data/formats/PlanFile.cpp) and HfConfig::parse.

#include "data/import/HfConfig.h"

#include <nlohmann/json.hpp>

namespace capplan::data {

// Errors name `pathPrefix` + "." + the file's key ("model.hf_config.num_attention_heads").
Result<HfModel> readHfConfig(const nlohmann::json &object, const QString &pathPrefix);

} // namespace capplan::data
