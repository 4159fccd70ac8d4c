-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 6: a price's currency is part of its key. A Retail Prices page in euros must sit beside
-- the US-dollar price of the same size, region, tier, kind and term instead of replacing it; a
-- plan uses only the prices in its own currency. The prices table is rebuilt because its primary
-- key changes; every row is kept as it was.
CREATE TABLE prices_v6 (
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
    PRIMARY KEY (size_name, region, tier, kind, term_years, currency)
);
INSERT INTO prices_v6 (size_name, region, tier, kind, term_years, currency, price_per_hour, source, as_of, verified,
                       imported_at, effective_date, origin)
    SELECT size_name, region, tier, kind, term_years, currency, price_per_hour, source, as_of, verified,
           imported_at, effective_date, origin FROM prices;
DROP TABLE prices;
ALTER TABLE prices_v6 RENAME TO prices;
