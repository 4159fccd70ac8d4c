-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 7: the model library (model/catalog/ModelLibrary.h). One row per model, by its preset name; the
-- architecture is the plan file's "model.architecture" object as JSON text (data::ArchitectureJson
-- reads and checks it). Shipped rows (origin 'default', from :/models/model_library.json) are
-- refreshed when the embedded library's revision is newer than catalog_meta's
-- 'models_revision'; the user's own rows (origin 'user': an imported config.json, say) never are.
-- (Schema 6 is another change's; migrations are applied in order of their numbers.)
CREATE TABLE models (
    name TEXT PRIMARY KEY NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    display_name TEXT NOT NULL,
    architecture TEXT NOT NULL,
    source TEXT NOT NULL,
    as_of TEXT NOT NULL,
    published_parameters REAL NOT NULL DEFAULT 0 CHECK (published_parameters >= 0),
    published_parameters_source TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('default', 'user'))
);
