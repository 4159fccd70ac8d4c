// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Database.h"
#include "data/Result.h"
#include "model/Catalog.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace capplan::data {

// The SQLite catalog of VM sizes and prices (DESIGN.md, data layer).
//
// On open the schema is brought to the latest version by the numbered migrations embedded under
// :/migrations (001_*.sql, 002_*.sql …), each applied in one transaction that also bumps
// schema_version; an existing file is first copied next to itself as
// "<file>.v<old version>.bak". Then the embedded default catalog (:/catalog/default_catalog.json)
// is merged in: rows that came from an older default are updated, rows the user has edited
// (origin = 'user') are left alone.
class CatalogStore {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::CatalogStore)

public:
    // Latest schema version this build knows.
    static int latestSchemaVersion();

    // Opens or creates the catalog at `path` (":memory:" for a throwaway one). A file that is
    // not a SQLite database, or one from a newer version, is an error and is left untouched.
    static Result<std::unique_ptr<CatalogStore>> open(const QString &path);
    // Opens a fresh in-memory catalog holding only the embedded default (the fallback when the
    // user's file cannot be used).
    static Result<std::unique_ptr<CatalogStore>> openEmbeddedDefault();

    // Applies migrations up to `version` only; tests use it to build an older schema.
    static Result<std::unique_ptr<CatalogStore>> openAtVersion(const QString &path, int version, bool seed);

    // The embedded default catalog, parsed (no database involved).
    static Result<model::Catalog> embeddedDefault();

    Result<model::Catalog> load();
    int schemaVersion();
    QString path() const { return m_db.path(); }
    // The backup this open made before migrating, empty when none was needed.
    QString backupPath() const { return m_backupPath; }

    // User edits: stored with origin = 'user', so a newer default never overwrites them.
    Status upsertSize(const model::VmSize &size);
    Status upsertPrice(const model::Price &price);
    Status removePrice(const QString &sku, const QString &region, model::Tier tier);

    Database &database() { return m_db; }

private:
    CatalogStore() = default;
    Status migrate(int targetVersion);
    Status mergeDefault();
    Status writeSize(const model::VmSize &size, const QString &origin);
    Status writePrice(const model::Price &price, const QString &origin);

    Database m_db;
    QString m_backupPath;
};

} // namespace capplan::data
