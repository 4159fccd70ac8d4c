-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 8: sizes a subscription cannot deploy in a region, as `az vm list-skus --all` lists them
-- (a restriction of type Location, e.g. reasonCode NotAvailableForSubscription). A later SKU list
-- that shows the size in the region without one removes the row. Rows are only ever imported.
CREATE TABLE size_restrictions (
    size_name TEXT NOT NULL REFERENCES vm_sizes(name) ON DELETE CASCADE,
    region TEXT NOT NULL,
    reason TEXT NOT NULL CHECK (reason <> ''),
    source TEXT NOT NULL,
    as_of TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 1,
    imported_at TEXT NOT NULL DEFAULT '',
    effective_date TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (size_name, region)
);
