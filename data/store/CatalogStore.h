// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/formats/CatalogJson.h"
#include "data/store/Database.h"
#include "data/import/ImportPreview.h"
#include "data/Result.h"
#include "model/catalog/Catalog.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace capplan::data {

// The SQLite catalog of VM sizes and prices (docs/design.md, "The catalog" and "Conventions").
//
// On open the schema is brought to the latest version by the numbered migrations embedded under
// :/migrations (001_*.sql, 002_*.sql …), all pending ones in one transaction that also writes
// their schema_version rows, so an upgrade is applied whole or not at all (a full disk or a
// killed process leaves the file at its old schema, and the next open upgrades it again); an
// existing file is first copied next to itself as "<file>.v<old version>.bak". Then the embedded default catalog (:/catalog/default_catalog.json)
// is merged in: rows that came from an older default are updated, rows the user has edited
// (origin = 'user') are left alone, and so are imported rows (origin = 'import').
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
    long long schemaVersion();
    QString path() const { return m_db.path(); }
    // The backup this open made before migrating, empty when none was needed.
    QString backupPath() const { return m_backupPath; }

    // User edits: stored with origin = 'user', so a newer default never overwrites them.
    Status upsertSize(const model::VmSize &size);
    Status upsertPrice(const model::Price &price);
    // Removes one price by its full key (size, region, tier, kind, term and currency).
    Status removePrice(const model::Price &key);
    Status upsertQuota(const model::QuotaUsage &quota);
    Status removeQuota(const model::QuotaUsage &quota); // by region, scope, tier and family

    // The model library (schema 7, 007_models.sql; data/store/CatalogStoreModels.cpp): a model of
    // the user's own (an imported config.json, say) is stored with origin "user", so a newer
    // shipped library never overwrites it; a name the library ships is refused. removeModel
    // removes a user's model only.
    static constexpr int kModelsSchema = 7;
    Status upsertModel(const model::LibraryModel &model);
    Status removeModel(const QString &name);

    // "Reset this value to the shipped default": the value and its provenance come back from the
    // embedded default catalog. `field` is a catalog field name (vcpus, memory_gib, gpu_model,
    // gpus, gpu_memory_gib, bf16_tflops_per_gpu, ib_gbps_per_gpu, ethernet_gbps_per_vm,
    // quota_family, status, retirement_date, series). A size whose every field then equals the
    // default is a shipped row again. An error when the default has no such size or price.
    Status resetSizeFact(const QString &sku, const QString &field);
    // The price with `key`'s key back at the shipped default.
    Status resetPrice(const model::Price &key);

    // Writes what a preview would change, in one transaction: either all of it or, on any
    // failure, nothing (the file is left as it was). An ImportKind::Catalog preview replaces the
    // whole catalog with its document. Each confirmed import is logged in import_log.
    Status applyImport(const ImportPreview &preview);

    // The whole catalog with the origin of every row, for export (CatalogJson::serialize).
    Result<CatalogDocument> document();
    // CatalogJson::serialize(document()): the bytes the catalog window exports.
    Result<QByteArray> exportJson();
    // Replaces everything (sizes, prices, quota, restrictions, transfer prices, regions, default
    // revision) with `document`, in
    // one transaction.
    Status replaceCatalog(const CatalogDocument &document);

    Database &database() { return m_db; }

private:
    CatalogStore() = default;
    Status migrate(int targetVersion);
    Status mergeDefault();
    Status mergeModels(); // the embedded model library, like mergeDefault() for sizes and prices
    Status loadModels(model::Catalog &catalog);
    Status writeSize(const model::VmSize &size, const QString &origin);
    Status writePrice(const model::Price &price, const QString &origin);
    Status writeQuota(const model::QuotaUsage &quota, const QString &origin);
    Status writeRestriction(const model::SizeRestriction &restriction);
    Status writeTransferPrice(const model::TransferPrice &price, const QString &origin);
    Status writeDocument(const CatalogDocument &document);
    // Runs `work` in one transaction; rolls back when it fails.
    template<class Work>
    Status inTransaction(Work work);

    Database m_db;
    QString m_backupPath;
    int m_schema = 0; // the schema version after opening (migrations applied)
};

} // namespace capplan::data
