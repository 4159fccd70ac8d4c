-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 3: the Azure regions the catalog knows, so a plan naming an unknown region is an error
-- even when it brings its own price.
CREATE TABLE regions (
    name TEXT PRIMARY KEY NOT NULL,
    source TEXT NOT NULL,
    as_of TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'default'
);
