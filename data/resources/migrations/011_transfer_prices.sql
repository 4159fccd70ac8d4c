-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 11: inter-region data-transfer prices, tier by tier (model::TransferPrice). Egress from
-- `region` to another region on the same continent (intra_continent) or on another one
-- (inter_continent) costs price_per_gb from tier_minimum_gb GB a month on (the Azure Retail
-- Prices API's "Bandwidth" meters, tierMinimumUnits and retailPrice). A tier may be free (0).
-- The default catalog ships none: rows are imported (origin 'import') or come with a catalog file.
CREATE TABLE transfer_prices (
    region TEXT NOT NULL CHECK (region <> ''),
    scope TEXT NOT NULL CHECK (scope IN ('intra_continent', 'inter_continent')),
    currency TEXT NOT NULL,
    tier_minimum_gb REAL NOT NULL CHECK (tier_minimum_gb >= 0),
    price_per_gb REAL NOT NULL CHECK (price_per_gb >= 0),
    source TEXT NOT NULL,
    as_of TEXT NOT NULL,
    as_of_approximate INTEGER NOT NULL DEFAULT 0 CHECK (as_of_approximate IN (0, 1)),
    verified INTEGER NOT NULL DEFAULT 1,
    imported_at TEXT NOT NULL DEFAULT '',
    effective_date TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'import',
    PRIMARY KEY (region, scope, currency, tier_minimum_gb)
);
