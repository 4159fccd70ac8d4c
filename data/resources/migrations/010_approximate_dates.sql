-- SPDX-FileCopyrightText: GPU Capacity Planner contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema 10: a date a source gives only approximately ("about 2023-12": a price snapshot dated by
-- its content). as_of then holds the first day of that month and as_of_approximate is 1; ages and
-- staleness are measured from as_of, and the date is shown as "about yyyy-mm". Quota counters and
-- SKU restrictions are only ever imported, with exact dates, and keep their columns as they are.
ALTER TABLE prices ADD COLUMN as_of_approximate INTEGER NOT NULL DEFAULT 0 CHECK (as_of_approximate IN (0, 1));
ALTER TABLE size_provenance ADD COLUMN as_of_approximate INTEGER NOT NULL DEFAULT 0 CHECK (as_of_approximate IN (0, 1));
