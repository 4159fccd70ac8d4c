// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/store/CatalogStore.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>
#include <functional>
#include <memory>

namespace capplan::cli {

// Opens the catalog the command line names (Cli.cpp's openCatalog): nullptr with `error` set, or
// with `warning` set when the user's catalog was unusable and the embedded default stands in.
using CatalogOpener = std::function<std::unique_ptr<data::CatalogStore>(QString &warning, QString &error)>;

// models [--json]: the model library (name, parameters, active parameters, context, source).
int modelsCommand(const QCommandLineParser &parser, const QStringList &args, const CatalogOpener &open,
                  QTextStream &out, QTextStream &err);
// model NAME|CONFIG.json [--json] [--save-as NAME]: one model's parameters, their breakdown and
// its architecture; a config.json is read as transformers reads it, and --save-as stores it in the
// catalog's library under a name of the user's.
int modelCommand(const QCommandLineParser &parser, const QStringList &args, const CatalogOpener &open, QTextStream &out,
                 QTextStream &err);

} // namespace capplan::cli
