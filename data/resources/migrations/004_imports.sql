-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 4: prices of every kind (on-demand, Spot, reservation, savings plan) with their term,
-- quota counters per region, family and tier, and where every imported value came from (the
-- import's time and the source's own effective date). The prices table is rebuilt because its
-- key gains the kind and the term; its rows are kept as on-demand prices.
CREATE TABLE prices_v4 (
    size_name TEXT NOT NULL REFERENCES vm_sizes(name) ON DELETE CASCADE,
    region TEXT NOT NULL,
    tier TEXT NOT NULL CHECK (tier IN ('dedicated', 'low_priority')),
    kind TEXT NOT NULL DEFAULT 'on_demand' CHECK (kind IN ('on_demand', 'spot', 'reservation', 'savings_plan')),
    term_years INTEGER NOT NULL DEFAULT 0 CHECK (term_years IN (0, 1, 3)),
    currency TEXT NOT NULL,
    price_per_hour REAL NOT NULL CHECK (price_per_hour > 0),
    source TEXT NOT NULL,
    as_of TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 1,
    imported_at TEXT NOT NULL DEFAULT '',
    effective_date TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'user',
    PRIMARY KEY (size_name, region, tier, kind, term_years)
);
INSERT INTO prices_v4 (size_name, region, tier, currency, price_per_hour, source, as_of, verified, origin)
    SELECT size_name, region, tier, currency, price_per_hour, source, as_of, verified, origin FROM prices;
DROP TABLE prices;
ALTER TABLE prices_v4 RENAME TO prices;

ALTER TABLE size_provenance ADD COLUMN imported_at TEXT NOT NULL DEFAULT '';
ALTER TABLE size_provenance ADD COLUMN effective_date TEXT NOT NULL DEFAULT '';

-- One quota counter: a VM family's cores (scope 'family') or the region's total ('regional'),
-- dedicated or low priority. family is as Azure printed it; family_key is the normalised name
-- families are matched by (empty for regional totals). limit_value -1: no limit of its own.
CREATE TABLE quota (
    region TEXT NOT NULL,
    scope TEXT NOT NULL CHECK (scope IN ('family', 'regional')),
    family TEXT NOT NULL,
    family_key TEXT NOT NULL,
    tier TEXT NOT NULL CHECK (tier IN ('dedicated', 'low_priority')),
    current_value INTEGER CHECK (current_value IS NULL OR current_value >= 0),
    limit_value INTEGER CHECK (limit_value IS NULL OR limit_value >= -1),
    source TEXT NOT NULL,
    as_of TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 1,
    imported_at TEXT NOT NULL DEFAULT '',
    effective_date TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'import',
    PRIMARY KEY (region, scope, tier, family_key)
);

-- Every confirmed import: what, from which files, when, and how much it changed.
CREATE TABLE import_log (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    files TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    new_count INTEGER NOT NULL,
    changed_count INTEGER NOT NULL,
    unchanged_count INTEGER NOT NULL,
    removed_count INTEGER NOT NULL,
    rejected_count INTEGER NOT NULL
);
