// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "model/catalog/ModelLibrary.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <vector>

namespace capplan::data {

// The model library as a "capacity-planner.models" JSON document (version 1), the form the
// shipped library is embedded in (:/models/model_library.json, like the default catalog):
//
//   {"format": "capacity-planner.models", "version": 1, "revision": 1, "as_of": "2026-12-01",
//    "models": [{"name": "llama-3.1-70b", "display_name": "Llama 3.1 70B",
//                "architecture": {…the plan file's model.architecture keys…},
//                "source": "repository, path, commit of the config.json", "as_of": "2026-12-01",
//                "published_parameters": 70553706496, "published_parameters_source": "…",
//                "origin"?: "default" | "user"}]}
//
// Unknown fields, names that are no preset names, a name given twice and architectures that do
// not hold together are errors naming their path ("models[3].architecture.kv_heads").
struct ModelLibraryDocument {
    int revision = 0;
    std::vector<model::LibraryModel> models;

    bool operator==(const ModelLibraryDocument &) const = default;
};

class ModelLibraryJson {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::ModelLibraryJson)

public:
    static constexpr const char *kFormat = "capacity-planner.models";
    static constexpr int kVersion = 1;

    static Result<ModelLibraryDocument> parse(const QByteArray &bytes, const QString &fileName = {});
    static QByteArray serialize(const ModelLibraryDocument &document);
    // The shipped library.
    static Result<ModelLibraryDocument> embedded();

    // One architecture as compact JSON text (the SQLite models table's column) and back.
    static QByteArray architectureText(const model::Architecture &architecture);
    static Result<model::Architecture> architectureFromText(const QByteArray &text, const QString &path = {});

    // `capacity-planner-cli models --json`: {"models": [{"name", "display_name", "parameters",
    // "active_parameters", "context", "published_parameters", "source", "origin"}]}.
    static QByteArray listJson(const std::vector<model::LibraryModel> &models);
    // `capacity-planner-cli model NAME --json`: {"name", "display_name", "parameters",
    // "active_parameters", "architecture": {…}, "breakdown": {"embedding", "position_embedding",
    // "lm_head", "attention", "ffn", "active_ffn", "router", "norms"}, "source"; for a config.json
    // also "architecture_class" and "defaulted" (the keys that took transformers' defaults)}.
    struct ModelInfo {
        QString name;
        QString displayName;
        model::Architecture architecture;
        QString source;
        double publishedParameters = 0.0;
        QString architectureClass; // config.json only
        QStringList defaulted;     // config.json only
    };
    static QByteArray modelJson(const ModelInfo &info);
};

} // namespace capplan::data
