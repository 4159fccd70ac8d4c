-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 2: remember whether a row is the shipped default or the user's own, so that a newer
-- default catalog updates shipped rows but never overwrites a user's edit. Schema 1 did not
-- record who wrote a row, so rows that predate this migration count as the user's: keeping a
-- stale shipped value is better than overwriting something the user typed.
ALTER TABLE vm_sizes ADD COLUMN origin TEXT NOT NULL DEFAULT 'user';
ALTER TABLE prices ADD COLUMN origin TEXT NOT NULL DEFAULT 'user';
CREATE TABLE catalog_meta (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
