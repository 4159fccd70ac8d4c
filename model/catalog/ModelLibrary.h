// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/Architecture.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace capplan::model {

// One model of the library: a name a plan can use ("llama-3.1-70b"), what people call it
// ("Llama 3.1 70B"), its architecture and where that came from. The shipped library is
// data/resources/models/model_library.json (every entry cites the repository, path and commit of
// the config.json it copies, and the published parameter count it is tested against); users add
// their own to the SQLite catalog (origin "user"), e.g. from an imported config.json.
struct LibraryModel {
    std::string name;        // preset name: lower case, digits, '.', '-' (isPresetName)
    std::string displayName; // "Llama 3.1 70B"
    Architecture architecture;
    // The config.json the shape was copied from: repository, path and commit, and the day it
    // was read (ISO date), like every catalog value's provenance.
    std::string source;
    std::string asOf;
    // The count the model's publisher states (model card, safetensors metadata, paper) and where;
    // 0 when none is known. Tests hold parameterCounts() to it within 0.1 %.
    double publishedParameters = 0.0;
    std::string publishedParametersSource;
    std::string origin = "default"; // "default" (shipped) or "user"

    bool operator==(const LibraryModel &) const = default;
};

// True for names like "llama-3.1-70b": a lower-case letter first, then lower-case letters,
// digits, '.', '-' or '_', at most 64 characters.
bool isPresetName(std::string_view name);

const LibraryModel *findModel(std::span<const LibraryModel> library, std::string_view name);

// Type-to-search: every word of the query (split at spaces, compared without case) must begin a
// word of the model's display name or name, or for a number, equal a number there; "llama 70"
// finds "Llama 3.1 70B" and "Llama 2 70B" but not "Llama 3.1 8B", "mixtral 8x7" finds "Mixtral
// 8x7B". Results keep the library's order; an empty query matches every model.
std::vector<const LibraryModel *> searchModels(std::span<const LibraryModel> library, std::string_view query);

// The plan's "model" block: exactly one of a preset name, a Hugging Face config.json or an
// architecture given field by field (docs/design.md, "Version 3").
enum class ModelSource { Preset, HfConfig, Architecture };

struct ModelChoice {
    ModelSource source = ModelSource::Preset;
    std::string preset; // Preset: the library's name
    // HfConfig: the config.json object as the file held it (compact JSON text), written back as
    // it was read; its architecture is read by data::HfConfig when the plan is loaded.
    std::string hfConfig;
    // HfConfig and Architecture: the shape. Preset: empty here, looked up in the library.
    Architecture architecture;

    bool operator==(const ModelChoice &) const = default;
};

// The architecture a choice stands for: the library's for a preset (nothing when the library
// lacks it), the choice's own otherwise.
std::optional<Architecture> resolveArchitecture(const ModelChoice &choice, std::span<const LibraryModel> library);

} // namespace capplan::model
