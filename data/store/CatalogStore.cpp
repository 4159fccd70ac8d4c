// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"

#include "data/formats/ModelLibraryJson.h"
#include "model/catalog/CatalogFields.h"
#include "model/catalog/CatalogRules.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <thread>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <tuple>
#include <type_traits>
#include <variant>

namespace capplan::data {

namespace {

using nlohmann::json;


std::string toStd(const QString &s)
{
    return s.toStdString();
}

QString toQ(const std::string &s)
{
    return QString::fromStdString(s);
}

const QString kDefaultOrigin = QStringLiteral("default");
// The schema whose migration added size_restrictions (008_restrictions.sql).
constexpr int kRestrictionsSchema = 8;
const QString kUserOrigin = QStringLiteral("user");
// The schema whose migration added as_of_approximate to prices and size_provenance (010).
constexpr int kApproximateDateSchema = 10;
// The schema whose migration added transfer_prices (011_transfer_prices.sql).
constexpr int kTransferPricesSchema = 11;

// A stop inside a write transaction, for the catalog's fault tests (tests/app/tst_catalogfaults):
// with CAPPLAN_TEST_FAULT=POINT or POINT:SECONDS in the environment, the process prints
// "capacity-planner: paused at POINT" on stderr when it gets there and sleeps (60 s, or SECONDS)
// before it goes on, so that a test can kill it there with SIGKILL, or run a second process
// against the locked catalog. POINT is "migration" (a migration's SQL run and its version row
// written, not committed) or "import" (an import's rows written, not committed). Without the
// variable nothing happens.
void faultPoint(const char *point)
{
    static const QByteArray fault = qgetenv("CAPPLAN_TEST_FAULT");
    if (fault.isEmpty()) {
        return;
    }
    const QList<QByteArray> parts = fault.split(':');
    if (parts.front() != point) {
        return;
    }
    bool ok = false;
    const int seconds = parts.size() > 1 ? parts.at(1).toInt(&ok) : 60;
    std::fprintf(stderr, "capacity-planner: paused at %s\n", point);
    std::fflush(stderr);
    std::this_thread::sleep_for(std::chrono::seconds(parts.size() > 1 && !ok ? 60 : seconds));
}

// The numbered migration files, in order: :/migrations/001_initial.sql → 1, …
std::map<int, QString> migrationFiles()
{
    std::map<int, QString> files;
    static const QRegularExpression pattern(QStringLiteral("^(\\d{3})_.*\\.sql$"));
    const QDir dir(QStringLiteral(":/migrations"));
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
        const auto match = pattern.match(name);
        if (match.hasMatch()) {
            files[match.captured(1).toInt()] = dir.filePath(name);
        }
    }
    return files;
}

// The embedded default catalog, a capacity-planner.catalog document (CatalogJson).
Result<CatalogDocument> embeddedCatalogDocument()
{
    QFile file(QStringLiteral(":/catalog/default_catalog.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{CatalogStore::tr("the embedded default catalog is missing")};
    }
    auto doc = CatalogJson::parse(file.readAll(), QStringLiteral("default_catalog.json"));
    if (!doc) {
        return Error{CatalogStore::tr("the embedded catalog is malformed: %1").arg(doc.error().toLine())};
    }
    return doc;
}

// Fields of a VmSize with their provenance, in the order of the size_provenance rows.
std::vector<std::pair<std::string, model::Provenance>> sizeProvenances(const model::VmSize &size)
{
    return size.provenances();
}

} // namespace

int CatalogStore::latestSchemaVersion()
{
    const auto files = migrationFiles();
    return files.empty() ? 0 : files.rbegin()->first;
}

Result<model::Catalog> CatalogStore::embeddedDefault()
{
    auto doc = embeddedCatalogDocument();
    if (!doc) {
        return doc.error();
    }
    auto models = ModelLibraryJson::embedded();
    if (!models) {
        return models.error();
    }
    model::Catalog catalog = std::move(doc.value().catalog);
    catalog.models = std::move(models.value().models);
    return catalog;
}

Result<std::unique_ptr<CatalogStore>> CatalogStore::open(const QString &path)
{
    return openAtVersion(path, latestSchemaVersion(), true);
}

Result<std::unique_ptr<CatalogStore>> CatalogStore::openEmbeddedDefault()
{
    return open(QStringLiteral(":memory:"));
}

Result<std::unique_ptr<CatalogStore>> CatalogStore::openAtVersion(const QString &path, int version, bool seed)
{
    std::unique_ptr<CatalogStore> store(new CatalogStore);
    const bool inMemory = path == QStringLiteral(":memory:");
    const bool existed = !inMemory && QFileInfo::exists(path);
    if (!inMemory) {
        QDir().mkpath(QFileInfo(path).absolutePath());
    }
    if (!store->m_db.open(path)) {
        return Error{CatalogStore::tr("cannot open the catalog: %1").arg(store->m_db.lastError()), {}, path};
    }
    // Read the schema before writing anything: a file that is not a database (or is damaged)
    // fails here and is left exactly as it was.
    if (!store->m_db.execute(QStringLiteral("PRAGMA foreign_keys = ON")) ||
        !store->m_db.execute(QStringLiteral("SELECT count(*) FROM sqlite_master"))) {
        return Error{CatalogStore::tr("the catalog file is damaged or not a catalog (%1); it was left untouched")
                         .arg(store->m_db.lastError()),
                     {}, path};
    }
    if (existed) {
        Statement check(store->m_db, QStringLiteral("PRAGMA quick_check"));
        if (!check.next() || check.textColumn(0) != QStringLiteral("ok")) {
            return Error{CatalogStore::tr("the catalog file is damaged (%1); it was left untouched")
                             .arg(check.isValid() ? check.textColumn(0) : store->m_db.lastError()),
                         {}, path};
        }
    }
    const long long current = store->schemaVersion();
    if (current < 0) {
        return Error{CatalogStore::tr("the catalog file is damaged or not a catalog (%1); it was left untouched")
                         .arg(store->m_db.lastError()),
                     {}, path};
    }
    if (current > latestSchemaVersion()) {
        return Error{CatalogStore::tr("the catalog was written by a newer version of this application (schema %1, this "
                        "version knows %2); it was left untouched")
                         .arg(current)
                         .arg(latestSchemaVersion()),
                     {}, path};
    }
    if (existed && current == 0) {
        // A SQLite file without our schema_version but with tables of its own belongs to something
        // else (a mistyped --catalog path, say): never migrate it.
        Statement tables(store->m_db, QStringLiteral("SELECT count(*) FROM sqlite_master"));
        if (!tables.next() || tables.intColumn(0) > 0) {
            return Error{CatalogStore::tr("the file is a SQLite database but not a catalog of this application; it was "
                                          "left untouched"),
                         {}, path};
        }
    }
    if (existed && current > 0 && current < version) {
        // A copy of the file before the first migration touches it (docs/design.md, "Conventions").
        const QString backup = QStringLiteral("%1.v%2.bak").arg(path).arg(current);
        QFile::remove(backup);
        if (!store->m_db.backupTo(backup)) {
            return Error{CatalogStore::tr("cannot back up the catalog before upgrading it: %1").arg(store->m_db.lastError()), {},
                         path};
        }
        store->m_backupPath = backup;
    }
    if (const Status migrated = store->migrate(version); !migrated) {
        return migrated.error();
    }
    store->m_schema = static_cast<int>(store->schemaVersion()); // at most latestSchemaVersion(), checked above
    if (seed) {
        if (const Status merged = store->mergeDefault(); !merged) {
            return merged.error();
        }
        if (const Status merged = store->mergeModels(); !merged) {
            return merged.error();
        }
    }
    return store;
}

// The file's schema version as stored: a 64-bit integer, never narrowed (4294967301 must read as
// newer than this build, not as 5).
long long CatalogStore::schemaVersion()
{
    Statement hasTable(m_db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"));
    if (!hasTable.next()) {
        return -1;
    }
    if (hasTable.intColumn(0) == 0) {
        return 0;
    }
    Statement version(m_db, QStringLiteral("SELECT max(version) FROM schema_version"));
    if (!version.next()) {
        return -1;
    }
    return version.intColumn(0);
}

Status CatalogStore::migrate(int targetVersion)
{
    const long long current = schemaVersion();
    std::vector<std::pair<int, QString>> pending;
    for (const auto &[number, fileName] : migrationFiles()) {
        if (number > current && number <= targetVersion) {
            pending.emplace_back(number, fileName);
        }
    }
    if (pending.empty()) {
        return Ok{};
    }
    // All pending migrations in one transaction, each with its version row: an upgrade is
    // applied whole or not at all, so a failure (a full disk) or a kill anywhere in it leaves the
    // file as it was before, at its old schema, and the next start upgrades it again.
    if (!m_db.transaction()) {
        return Error{CatalogStore::tr("cannot start migration %1: %2").arg(pending.front().first).arg(m_db.lastError()),
                     {}, m_db.path()};
    }
    for (const auto &[number, fileName] : pending) {
        QFile file(fileName);
        if (!file.open(QIODevice::ReadOnly)) {
            m_db.rollback();
            return Error{CatalogStore::tr("migration %1 is missing").arg(number)};
        }
        const QString sql = QString::fromUtf8(file.readAll());
        bool ok = m_db.execute(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")) &&
                  m_db.execute(sql);
        if (ok) {
            Statement bump(m_db, QStringLiteral("INSERT INTO schema_version (version) VALUES (?)"));
            ok = bump.bind(1, number) && bump.exec();
        }
        if (!ok) {
            const QString message = m_db.lastError();
            m_db.rollback();
            return Error{CatalogStore::tr("migration %1 failed: %2").arg(number).arg(message), {}, m_db.path()};
        }
        faultPoint("migration");
    }
    if (!m_db.commit()) {
        const QString message = m_db.lastError();
        m_db.rollback();
        return Error{CatalogStore::tr("the upgrade from schema %1 to %2 failed and was undone: %3")
                         .arg(current)
                         .arg(pending.back().first)
                         .arg(message),
                     {}, m_db.path()};
    }
    return Ok{};
}

Status CatalogStore::mergeDefault()
{
    auto doc = embeddedCatalogDocument();
    if (!doc) {
        return doc.error();
    }
    const long long schema = schemaVersion();
    int storedRevision = 0;
    if (schema >= 2) {
        Statement rev(m_db, QStringLiteral("SELECT value FROM catalog_meta WHERE key = 'default_revision'"));
        if (rev.next()) {
            storedRevision = rev.textColumn(0).toInt();
        }
    }
    // Fresh rows are always added; shipped rows are refreshed only when the embedded default is
    // newer than what this file last saw; the user's and imported rows are never touched.
    const bool refresh = doc.value().revision > storedRevision;
    // First find what must be written: a catalog that is up to date is only read, so opening it
    // leaves the file byte for byte as it was.
    std::vector<const model::VmSize *> sizes;
    for (const model::VmSize &size : doc.value().catalog.sizes) {
        Statement existing(m_db, QStringLiteral("SELECT %1 FROM vm_sizes WHERE name = ?")
                                     .arg(schema >= 2 ? QStringLiteral("origin") : QStringLiteral("'user'")));
        existing.bind(1, toQ(size.name));
        const bool exists = existing.next();
        if (!exists || (refresh && existing.textColumn(0) == kDefaultOrigin)) {
            sizes.push_back(&size);
        }
    }
    std::vector<const model::Price *> prices;
    for (const model::Price &price : doc.value().catalog.prices) {
        // A file still at schema 1 to 3 keeps on-demand prices only (its migration adds the rest).
        if (schema < 4 && (price.kind != model::PriceKind::OnDemand || price.termYears != 0)) {
            continue;
        }
        Statement existing(m_db, QStringLiteral("SELECT %1 FROM prices WHERE size_name = ? AND region = ? AND tier = ?%2%3")
                                     .arg(schema >= 2 ? QStringLiteral("origin") : QStringLiteral("'user'"),
                                          schema >= 4 ? QStringLiteral(" AND kind = ? AND term_years = ?") : QString(),
                                          schema >= 6 ? QStringLiteral(" AND currency = ?") : QString()));
        existing.bind(1, toQ(price.sku));
        existing.bind(2, toQ(price.region));
        existing.bind(3, toQ(std::string(model::toString(price.tier))));
        if (schema >= 4) {
            existing.bind(4, toQ(std::string(model::toString(price.kind))));
            existing.bind(5, price.termYears);
        }
        if (schema >= 6) {
            existing.bind(6, toQ(price.currency));
        }
        const bool exists = existing.next();
        if (!exists || (refresh && existing.textColumn(0) == kDefaultOrigin)) {
            prices.push_back(&price);
        }
    }
    // A shipped price the newer default no longer has (revision 5 dropped the estimated
    // ND H200 v5 price) goes with the refresh; the user's and imported prices stay.
    struct PriceKey {
        QString sku, region, tier, kind, currency;
        int termYears = 0;
    };
    std::vector<PriceKey> dropped;
    if (refresh && schema >= 6) {
        Statement stored(m_db, QStringLiteral("SELECT size_name, region, tier, kind, term_years, currency FROM prices "
                                              "WHERE origin = ?"));
        stored.bind(1, kDefaultOrigin);
        while (stored.next()) {
            PriceKey key{stored.textColumn(0), stored.textColumn(1), stored.textColumn(2), stored.textColumn(3),
                         stored.textColumn(5), static_cast<int>(stored.intColumn(4))};
            const bool shipped = std::any_of(doc.value().catalog.prices.begin(), doc.value().catalog.prices.end(),
                                             [&](const model::Price &p) {
                                                 return toQ(p.sku) == key.sku && toQ(p.region) == key.region &&
                                                        toQ(std::string(model::toString(p.tier))) == key.tier &&
                                                        toQ(std::string(model::toString(p.kind))) == key.kind &&
                                                        p.termYears == key.termYears && toQ(p.currency) == key.currency;
                                             });
            if (!shipped) {
                dropped.push_back(std::move(key));
            }
        }
    }
    std::vector<const std::string *> regions;
    if (schema >= 3) {
        for (const std::string &region : doc.value().catalog.knownRegions) {
            Statement existing(m_db, QStringLiteral("SELECT 1 FROM regions WHERE name = ?"));
            existing.bind(1, toQ(region));
            if (!existing.next()) {
                regions.push_back(&region);
            }
        }
    }
    const int revision = std::max(storedRevision, doc.value().revision);
    bool hasRevision = false;
    if (schema >= 2) {
        Statement rev(m_db, QStringLiteral("SELECT 1 FROM catalog_meta WHERE key = 'default_revision' AND value = ?"));
        rev.bind(1, QString::number(revision));
        hasRevision = rev.next();
    }
    if (sizes.empty() && prices.empty() && dropped.empty() && regions.empty() && (schema < 2 || hasRevision)) {
        return Ok{};
    }
    if (!m_db.transaction()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    auto fail = [this](const QString &message) -> Status {
        m_db.rollback();
        return Error{CatalogStore::tr("cannot load the default catalog: %1").arg(message), {}, m_db.path()};
    };
    for (const model::VmSize *size : sizes) {
        if (const Status st = writeSize(*size, kDefaultOrigin); !st) {
            return fail(st.error().message);
        }
    }
    for (const model::Price *price : prices) {
        if (const Status st = writePrice(*price, kDefaultOrigin); !st) {
            return fail(st.error().message);
        }
    }
    for (const PriceKey &key : dropped) {
        Statement st(m_db, QStringLiteral("DELETE FROM prices WHERE size_name = ? AND region = ? AND tier = ? AND kind = ? "
                                          "AND term_years = ? AND currency = ? AND origin = ?"));
        st.bind(1, key.sku);
        st.bind(2, key.region);
        st.bind(3, key.tier);
        st.bind(4, key.kind);
        st.bind(5, key.termYears);
        st.bind(6, key.currency);
        st.bind(7, kDefaultOrigin);
        if (!st.exec()) {
            return fail(m_db.lastError());
        }
    }
    for (const std::string *region : regions) {
        Statement st(m_db, QStringLiteral("INSERT OR IGNORE INTO regions (name, source, as_of, origin) "
                                          "VALUES (?, ?, ?, 'default')"));
        st.bind(1, toQ(*region));
        st.bind(2, toQ(doc.value().regionSource));
        st.bind(3, toQ(doc.value().regionAsOf));
        if (!st.exec()) {
            return fail(m_db.lastError());
        }
    }
    if (schema >= 2 && !hasRevision) {
        Statement meta(m_db, QStringLiteral("INSERT OR REPLACE INTO catalog_meta (key, value) VALUES ('default_revision', ?)"));
        meta.bind(1, QString::number(revision));
        if (!meta.exec()) {
            return fail(m_db.lastError());
        }
    }
    if (!m_db.commit()) {
        return fail(m_db.lastError());
    }
    return Ok{};
}

template<class Work>
Status CatalogStore::inTransaction(Work work)
{
    if (!m_db.transaction()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    if (const Status s = work(); !s) {
        m_db.rollback();
        return Error{s.error().message, s.error().path, m_db.path()};
    }
    if (!m_db.commit()) {
        const QString message = m_db.lastError();
        m_db.rollback();
        return Error{message, {}, m_db.path()};
    }
    return Ok{};
}

Status CatalogStore::writeSize(const model::VmSize &size, const QString &origin)
{
    const int schema = m_schema;
    const bool hasOrigin = schema >= 2;
    // An upsert, not INSERT OR REPLACE: replacing would delete the row first, and with foreign
    // keys on that cascades to the size's prices and provenance. The columns are the fact
    // table's (model/catalog/CatalogFields.h) that this schema has, plus origin from schema 2.
    QStringList columns{QStringLiteral("name"), QStringLiteral("series")};
    for (const model::SizeFactField &field : model::sizeFactFields()) {
        if (field.sinceSchema <= schema) {
            columns.append(QLatin1String(field.key));
        }
    }
    if (hasOrigin) {
        columns.append(QStringLiteral("origin"));
    }
    QStringList placeholders;
    QStringList updates;
    for (const QString &column : std::as_const(columns)) {
        placeholders.append(QStringLiteral("?"));
        if (column != QStringLiteral("name")) {
            updates.append(QStringLiteral("%1 = excluded.%1").arg(column));
        }
    }
    Statement st(m_db, QStringLiteral("INSERT INTO vm_sizes (%1) VALUES (%2) ON CONFLICT(name) DO UPDATE SET %3")
                           .arg(columns.join(QStringLiteral(", ")), placeholders.join(QStringLiteral(", ")),
                                updates.join(QStringLiteral(", "))));
    int index = 1;
    st.bind(index++, toQ(size.name));
    st.bind(index++, toQ(size.series));
    for (const model::SizeFactField &field : model::sizeFactFields()) {
        if (field.sinceSchema > schema) {
            continue;
        }
        std::visit(
            [&](auto member) {
                const auto &value = (size.*member).value;
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, std::string>) {
                    st.bind(index, toQ(value));
                } else if constexpr (std::is_same_v<T, model::SizeStatus>) {
                    st.bind(index, toQ(std::string(model::toString(value))));
                } else {
                    st.bind(index, value);
                }
            },
            field.member);
        ++index;
    }
    if (hasOrigin) {
        st.bind(index, origin);
    }
    if (!st.exec()) {
        return Error{m_db.lastError()};
    }
    const bool hasImport = schema >= 4;
    const bool hasApproximate = schema >= kApproximateDateSchema;
    for (const auto &[field, provenance] : sizeProvenances(size)) {
        Statement p(m_db, QStringLiteral("INSERT OR REPLACE INTO size_provenance (size_name, field, source, as_of, "
                                         "verified%1%3) VALUES (?, ?, ?, ?, ?%2%4)")
                              .arg(hasImport ? QStringLiteral(", imported_at, effective_date") : QString(),
                                   hasImport ? QStringLiteral(", ?, ?") : QString(),
                                   hasApproximate ? QStringLiteral(", as_of_approximate") : QString(),
                                   hasApproximate ? QStringLiteral(", ?") : QString()));
        p.bind(1, toQ(size.name));
        p.bind(2, toQ(field));
        p.bind(3, toQ(provenance.source));
        p.bind(4, toQ(provenance.asOf));
        p.bind(5, provenance.verified);
        if (hasImport) {
            p.bind(6, toQ(provenance.importedAt));
            p.bind(7, toQ(provenance.effectiveDate));
        }
        if (hasApproximate) {
            p.bind(8, provenance.asOfApproximate);
        }
        if (!p.exec()) {
            return Error{m_db.lastError()};
        }
    }
    return Ok{};
}

Status CatalogStore::writePrice(const model::Price &price, const QString &origin)
{
    const int schema = m_schema;
    const bool hasOrigin = schema >= 2;
    const bool hasKind = schema >= 4;
    if (!hasKind && (price.kind != model::PriceKind::OnDemand || price.termYears != 0)) {
        return Error{CatalogStore::tr("this catalog's schema (%1) keeps on-demand prices only").arg(schema)};
    }
    const bool hasApproximate = schema >= kApproximateDateSchema;
    QString columns = QStringLiteral("size_name, region, tier, currency, price_per_hour, source, as_of, verified");
    int count = 8;
    if (hasOrigin) {
        columns += QStringLiteral(", origin");
        ++count;
    }
    if (hasKind) {
        columns += QStringLiteral(", kind, term_years, imported_at, effective_date");
        count += 4;
    }
    if (hasApproximate) {
        columns += QStringLiteral(", as_of_approximate");
        ++count;
    }
    QStringList marks;
    for (int i = 0; i < count; ++i) {
        marks << QStringLiteral("?");
    }
    Statement st(m_db, QStringLiteral("INSERT OR REPLACE INTO prices (%1) VALUES (%2)")
                           .arg(columns, marks.join(QStringLiteral(", "))));
    st.bind(1, toQ(price.sku));
    st.bind(2, toQ(price.region));
    st.bind(3, toQ(std::string(model::toString(price.tier))));
    st.bind(4, toQ(price.currency));
    st.bind(5, price.perNodeHour.value);
    st.bind(6, toQ(price.perNodeHour.provenance.source));
    st.bind(7, toQ(price.perNodeHour.provenance.asOf));
    st.bind(8, price.perNodeHour.provenance.verified);
    int next = 9;
    if (hasOrigin) {
        st.bind(next++, origin);
    }
    if (hasKind) {
        st.bind(next++, toQ(std::string(model::toString(price.kind))));
        st.bind(next++, price.termYears);
        st.bind(next++, toQ(price.perNodeHour.provenance.importedAt));
        st.bind(next++, toQ(price.perNodeHour.provenance.effectiveDate));
    }
    if (hasApproximate) {
        st.bind(next++, price.perNodeHour.provenance.asOfApproximate);
    }
    if (!st.exec()) {
        return Error{m_db.lastError()};
    }
    return Ok{};
}

Status CatalogStore::writeQuota(const model::QuotaUsage &quota, const QString &origin)
{
    if (m_schema < 4) {
        return Error{CatalogStore::tr("this catalog's schema (%1) keeps no quota").arg(m_schema)};
    }
    Statement st(m_db, QStringLiteral("INSERT OR REPLACE INTO quota (region, scope, family, family_key, tier, current_value, "
                                      "limit_value, source, as_of, verified, imported_at, effective_date, origin) "
                                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const bool regional = quota.scope == model::QuotaScope::Regional;
    st.bind(1, toQ(quota.region));
    st.bind(2, toQ(std::string(model::toString(quota.scope))));
    st.bind(3, toQ(quota.family));
    st.bind(4, regional ? QString() : toQ(model::normalizeFamily(quota.family)));
    st.bind(5, toQ(std::string(model::toString(quota.tier))));
    // Unbound parameters are NULL: an unknown usage or limit stays unknown.
    if (quota.currentValue) {
        st.bind(6, static_cast<std::int64_t>(*quota.currentValue));
    }
    if (quota.limit) {
        st.bind(7, static_cast<std::int64_t>(*quota.limit));
    }
    st.bind(8, toQ(quota.provenance.source));
    st.bind(9, toQ(quota.provenance.asOf));
    st.bind(10, quota.provenance.verified);
    st.bind(11, toQ(quota.provenance.importedAt));
    st.bind(12, toQ(quota.provenance.effectiveDate));
    st.bind(13, origin);
    if (!st.exec()) {
        return Error{m_db.lastError()};
    }
    return Ok{};
}

// An empty reason means "available": the row goes.
Status CatalogStore::writeRestriction(const model::SizeRestriction &restriction)
{
    if (m_schema < kRestrictionsSchema) {
        return Error{CatalogStore::tr("this catalog's schema (%1) keeps no restrictions").arg(m_schema)};
    }
    if (restriction.reason.empty()) {
        Statement del(m_db, QStringLiteral("DELETE FROM size_restrictions WHERE size_name = ? AND region = ?"));
        del.bind(1, toQ(restriction.sku));
        del.bind(2, toQ(restriction.region));
        return del.exec() ? Status(Ok{}) : Status(Error{m_db.lastError()});
    }
    Statement st(m_db, QStringLiteral("INSERT OR REPLACE INTO size_restrictions (size_name, region, reason, source, "
                                      "as_of, verified, imported_at, effective_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    st.bind(1, toQ(restriction.sku));
    st.bind(2, toQ(restriction.region));
    st.bind(3, toQ(restriction.reason));
    st.bind(4, toQ(restriction.provenance.source));
    st.bind(5, toQ(restriction.provenance.asOf));
    st.bind(6, restriction.provenance.verified);
    st.bind(7, toQ(restriction.provenance.importedAt));
    st.bind(8, toQ(restriction.provenance.effectiveDate));
    return st.exec() ? Status(Ok{}) : Status(Error{m_db.lastError()});
}

// One tier of an inter-region transfer price, by its key (region, scope, currency, tier start).
Status CatalogStore::writeTransferPrice(const model::TransferPrice &price, const QString &origin)
{
    if (m_schema < kTransferPricesSchema) {
        return Error{CatalogStore::tr("this catalog's schema (%1) keeps no data-transfer prices").arg(m_schema)};
    }
    Statement st(m_db, QStringLiteral("INSERT OR REPLACE INTO transfer_prices (region, scope, currency, tier_minimum_gb, "
                                      "price_per_gb, source, as_of, as_of_approximate, verified, imported_at, "
                                      "effective_date, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const model::Provenance &p = price.perGB.provenance;
    st.bind(1, toQ(price.region));
    st.bind(2, toQ(std::string(model::toString(price.scope))));
    st.bind(3, toQ(price.currency));
    st.bind(4, price.tierMinimumGB);
    st.bind(5, price.perGB.value);
    st.bind(6, toQ(p.source));
    st.bind(7, toQ(p.asOf));
    st.bind(8, p.asOfApproximate);
    st.bind(9, p.verified);
    st.bind(10, toQ(p.importedAt));
    st.bind(11, toQ(p.effectiveDate));
    st.bind(12, origin);
    return st.exec() ? Status(Ok{}) : Status(Error{m_db.lastError()});
}

Status CatalogStore::upsertSize(const model::VmSize &size)
{
    if (size.name.empty()) {
        return Error{CatalogStore::tr("a size needs a name"), QStringLiteral("name")};
    }
    return inTransaction([&] { return writeSize(size, kUserOrigin); });
}

Status CatalogStore::upsertPrice(const model::Price &price)
{
    if (!(price.perNodeHour.value > 0.0) || !std::isfinite(price.perNodeHour.value)) {
        return Error{CatalogStore::tr("a price must be a positive number"), QStringLiteral("price_per_hour")};
    }
    return inTransaction([&] { return writePrice(price, kUserOrigin); });
}

Status CatalogStore::removePrice(const model::Price &key)
{
    const bool hasKind = m_schema >= 4;
    if (!hasKind && (key.kind != model::PriceKind::OnDemand || key.termYears != 0)) {
        return Ok{};
    }
    // Before schema 6 a size, region and tier had one price whatever its currency.
    const bool hasCurrencyKey = m_schema >= 6;
    Statement st(m_db, QStringLiteral("DELETE FROM prices WHERE size_name = ? AND region = ? AND tier = ?%1%2")
                           .arg(hasKind ? QStringLiteral(" AND kind = ? AND term_years = ?") : QString(),
                                hasCurrencyKey ? QStringLiteral(" AND currency = ?") : QString()));
    st.bind(1, toQ(key.sku));
    st.bind(2, toQ(key.region));
    st.bind(3, toQ(std::string(model::toString(key.tier))));
    int next = 4;
    if (hasKind) {
        st.bind(next++, toQ(std::string(model::toString(key.kind))));
        st.bind(next++, key.termYears);
    }
    if (hasCurrencyKey) {
        st.bind(next++, toQ(key.currency));
    }
    if (!st.exec()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    return Ok{};
}

Status CatalogStore::upsertQuota(const model::QuotaUsage &quota)
{
    if (quota.region.empty() || (quota.scope == model::QuotaScope::Family && model::normalizeFamily(quota.family).empty())) {
        return Error{CatalogStore::tr("a quota row needs a region and a family"), QStringLiteral("family")};
    }
    if ((quota.currentValue && *quota.currentValue < 0) || (quota.limit && *quota.limit < -1)) {
        return Error{CatalogStore::tr("quota numbers must not be negative"), QStringLiteral("limit")};
    }
    return inTransaction([&] { return writeQuota(quota, kUserOrigin); });
}

Status CatalogStore::removeQuota(const model::QuotaUsage &quota)
{
    if (m_schema < 4) {
        return Ok{};
    }
    const bool regional = quota.scope == model::QuotaScope::Regional;
    Statement st(m_db, QStringLiteral("DELETE FROM quota WHERE region = ? AND scope = ? AND tier = ? AND family_key = ?"));
    st.bind(1, toQ(quota.region));
    st.bind(2, toQ(std::string(model::toString(quota.scope))));
    st.bind(3, toQ(std::string(model::toString(quota.tier))));
    st.bind(4, regional ? QString() : toQ(model::normalizeFamily(quota.family)));
    if (!st.exec()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    return Ok{};
}

Status CatalogStore::resetSizeFact(const QString &sku, const QString &field)
{
    auto doc = embeddedCatalogDocument();
    if (!doc) {
        return doc.error();
    }
    const model::VmSize *shipped = doc.value().catalog.findSize(toStd(sku));
    if (shipped == nullptr) {
        return Error{CatalogStore::tr("\"%1\" is not in the shipped catalog, so it has no default").arg(sku),
                     QStringLiteral("name")};
    }
    auto current = load();
    if (!current) {
        return current.error();
    }
    const model::VmSize *stored = current.value().findSize(toStd(sku));
    if (stored == nullptr) {
        return Error{CatalogStore::tr("\"%1\" is not a size in the catalog").arg(sku), QStringLiteral("name")};
    }
    model::VmSize size = *stored;
    const std::string name = toStd(field);
    if (name == "series") {
        size.series = shipped->series;
    } else if (const model::SizeFactField *fact = model::findSizeFact(name)) {
        model::copyFact(size, *shipped, *fact);
    } else {
        return Error{CatalogStore::tr("\"%1\" is not a field of a size").arg(field), QStringLiteral("field")};
    }
    QString origin = kUserOrigin;
    if (m_schema >= 2) {
        Statement st(m_db, QStringLiteral("SELECT origin FROM vm_sizes WHERE name = ?"));
        st.bind(1, sku);
        if (st.next()) {
            origin = st.textColumn(0);
        }
    }
    // Every value back at its default: the row is a shipped one again and follows later defaults.
    if (size == *shipped) {
        origin = kDefaultOrigin;
    }
    return inTransaction([&] { return writeSize(size, origin); });
}

Status CatalogStore::resetPrice(const model::Price &key)
{
    auto doc = embeddedCatalogDocument();
    if (!doc) {
        return doc.error();
    }
    const model::Price *shipped =
        doc.value().catalog.findPrice(key.sku, key.region, key.tier, key.kind, key.termYears, key.currency);
    if (shipped == nullptr) {
        return Error{CatalogStore::tr("the shipped catalog has no such price for \"%1\" in \"%2\" in %3")
                         .arg(toQ(key.sku), toQ(key.region), toQ(key.currency)),
                     QStringLiteral("price_per_hour")};
    }
    return inTransaction([&] { return writePrice(*shipped, kDefaultOrigin); });
}

Status CatalogStore::applyImport(const ImportPreview &preview)
{
    if (preview.kind == ImportKind::Catalog && !preview.document) {
        return Error{CatalogStore::tr("the preview holds no catalog to import")};
    }
    return inTransaction([&]() -> Status {
        const QString origin = QStringLiteral("import");
        if (preview.kind == ImportKind::Catalog) {
            if (const Status s = writeDocument(*preview.document); !s) {
                return s;
            }
        }
        for (const model::VmSize &size : preview.sizes) {
            if (const Status s = writeSize(size, origin); !s) {
                return Error{s.error().message, toQ(size.name)};
            }
        }
        for (const model::Price &price : preview.prices) {
            if (const Status s = writePrice(price, origin); !s) {
                return Error{s.error().message, toQ(price.sku + " " + price.region)};
            }
        }
        for (const model::QuotaUsage &quota : preview.quota) {
            if (const Status s = writeQuota(quota, origin); !s) {
                return Error{s.error().message, toQ(quota.region + " " + quota.family)};
            }
        }
        for (const model::SizeRestriction &restriction : preview.restrictions) {
            if (const Status s = writeRestriction(restriction); !s) {
                return Error{s.error().message, toQ(restriction.sku + " " + restriction.region)};
            }
        }
        for (const model::TransferPrice &price : preview.transferPrices) {
            if (const Status s = writeTransferPrice(price, origin); !s) {
                return Error{s.error().message, toQ(price.region + " " + std::string(model::toString(price.scope)))};
            }
        }
        if (m_schema >= 4) {
            Statement log(m_db, QStringLiteral("INSERT INTO import_log (kind, files, imported_at, new_count, changed_count, "
                                               "unchanged_count, removed_count, rejected_count) "
                                               "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
            log.bind(1, importKindName(preview.kind));
            log.bind(2, preview.files.join(QLatin1Char('\n')));
            log.bind(3, preview.importedAt);
            log.bind(4, preview.newCount);
            log.bind(5, preview.changedCount);
            log.bind(6, preview.unchangedCount);
            log.bind(7, preview.removedCount);
            log.bind(8, static_cast<int>(preview.rejected.size()));
            if (!log.exec()) {
                return Error{m_db.lastError()};
            }
        }
        faultPoint("import");
        return Ok{};
    });
}

Status CatalogStore::writeDocument(const CatalogDocument &document)
{
    if (m_schema < 4) {
        return Error{CatalogStore::tr("this catalog's schema (%1) is too old to import a catalog").arg(m_schema)};
    }
    for (const char *sql : {"DELETE FROM prices", "DELETE FROM size_provenance", "DELETE FROM vm_sizes",
                            "DELETE FROM quota", "DELETE FROM regions"}) {
        if (!m_db.execute(QString::fromLatin1(sql))) {
            return Error{m_db.lastError()};
        }
    }
    if (m_schema >= kRestrictionsSchema && !m_db.execute(QStringLiteral("DELETE FROM size_restrictions"))) {
        return Error{m_db.lastError()};
    }
    if (m_schema >= kTransferPricesSchema && !m_db.execute(QStringLiteral("DELETE FROM transfer_prices"))) {
        return Error{m_db.lastError()};
    }
    const auto originOf = [](const std::vector<std::string> &origins, std::size_t i) {
        return i < origins.size() ? toQ(origins[i]) : kDefaultOrigin;
    };
    const model::Catalog &c = document.catalog;
    for (std::size_t i = 0; i < c.sizes.size(); ++i) {
        if (const Status s = writeSize(c.sizes[i], originOf(document.sizeOrigins, i)); !s) {
            return s;
        }
    }
    for (std::size_t i = 0; i < c.prices.size(); ++i) {
        if (const Status s = writePrice(c.prices[i], originOf(document.priceOrigins, i)); !s) {
            return s;
        }
    }
    for (std::size_t i = 0; i < c.quota.size(); ++i) {
        if (const Status s = writeQuota(c.quota[i], originOf(document.quotaOrigins, i)); !s) {
            return s;
        }
    }
    for (const model::SizeRestriction &restriction : c.restrictions) {
        if (m_schema < kRestrictionsSchema) {
            break; // an older schema keeps none; the rest of the catalog is still written
        }
        if (const Status s = writeRestriction(restriction); !s) {
            return s;
        }
    }
    for (std::size_t i = 0; i < c.transferPrices.size() && m_schema >= kTransferPricesSchema; ++i) {
        // Like restrictions, an older schema keeps none; the rest of the catalog is still written.
        const QString rowOrigin =
            i < document.transferOrigins.size() ? toQ(document.transferOrigins[i]) : QStringLiteral("import");
        if (const Status s = writeTransferPrice(c.transferPrices[i], rowOrigin); !s) {
            return s;
        }
    }
    for (const std::string &region : c.knownRegions) {
        Statement st(m_db, QStringLiteral("INSERT INTO regions (name, source, as_of, origin) VALUES (?, ?, ?, 'default')"));
        st.bind(1, toQ(region));
        st.bind(2, toQ(document.regionSource));
        st.bind(3, toQ(document.regionAsOf));
        if (!st.exec()) {
            return Error{m_db.lastError()};
        }
    }
    Statement meta(m_db, QStringLiteral("INSERT OR REPLACE INTO catalog_meta (key, value) VALUES ('default_revision', ?)"));
    meta.bind(1, QString::number(document.revision));
    if (!meta.exec()) {
        return Error{m_db.lastError()};
    }
    return Ok{};
}

Status CatalogStore::replaceCatalog(const CatalogDocument &document)
{
    return inTransaction([&] { return writeDocument(document); });
}

Result<CatalogDocument> CatalogStore::document()
{
    auto catalog = load();
    if (!catalog) {
        return catalog.error();
    }
    CatalogDocument doc;
    doc.catalog = std::move(catalog.value());
    if (m_schema >= 2) {
        Statement rev(m_db, QStringLiteral("SELECT value FROM catalog_meta WHERE key = 'default_revision'"));
        if (rev.next()) {
            doc.revision = rev.textColumn(0).toInt();
        }
    }
    if (m_schema >= 3) {
        Statement regions(m_db, QStringLiteral("SELECT source, as_of FROM regions ORDER BY name LIMIT 1"));
        if (regions.next()) {
            doc.regionSource = toStd(regions.textColumn(0));
            doc.regionAsOf = toStd(regions.textColumn(1));
        }
    }
    std::map<std::string, std::string> sizeOrigins;
    std::map<std::string, std::string> priceOrigins;
    std::map<std::string, std::string> quotaOrigins;
    const QString defaultOrigin = m_schema >= 2 ? QStringLiteral("origin") : QStringLiteral("'user'");
    {
        Statement st(m_db, QStringLiteral("SELECT name, %1 FROM vm_sizes").arg(defaultOrigin));
        while (st.next()) {
            sizeOrigins[toStd(st.textColumn(0))] = toStd(st.textColumn(1));
        }
    }
    const auto priceKey = [](const std::string &sku, const std::string &region, const std::string &tier,
                             const std::string &kind, long long term, const std::string &currency) {
        return sku + '\x1f' + region + '\x1f' + tier + '\x1f' + kind + '\x1f' + std::to_string(term) + '\x1f' + currency;
    };
    {
        Statement st(m_db, QStringLiteral("SELECT size_name, region, tier, %1, currency, %2 FROM prices")
                               .arg(m_schema >= 4 ? QStringLiteral("kind, term_years") : QStringLiteral("'on_demand', 0"),
                                    defaultOrigin));
        while (st.next()) {
            priceOrigins[priceKey(toStd(st.textColumn(0)), toStd(st.textColumn(1)), toStd(st.textColumn(2)),
                                  toStd(st.textColumn(3)), st.intColumn(4), toStd(st.textColumn(5)))] =
                toStd(st.textColumn(6));
        }
    }
    if (m_schema >= 4) {
        Statement st(m_db, QStringLiteral("SELECT region, scope, tier, family_key, origin FROM quota"));
        while (st.next()) {
            quotaOrigins[toStd(st.textColumn(0) + QLatin1Char('\x1f') + st.textColumn(1) + QLatin1Char('\x1f') +
                               st.textColumn(2) + QLatin1Char('\x1f') + st.textColumn(3))] = toStd(st.textColumn(4));
        }
    }
    for (const model::VmSize &s : doc.catalog.sizes) {
        doc.sizeOrigins.push_back(sizeOrigins[s.name]);
    }
    for (const model::Price &p : doc.catalog.prices) {
        doc.priceOrigins.push_back(priceOrigins[priceKey(p.sku, p.region, std::string(model::toString(p.tier)),
                                                         std::string(model::toString(p.kind)), p.termYears, p.currency)]);
    }
    if (m_schema >= kTransferPricesSchema) {
        std::map<std::tuple<std::string, std::string, std::string, double>, std::string> transferOrigins;
        Statement st(m_db, QStringLiteral("SELECT region, scope, currency, tier_minimum_gb, origin FROM transfer_prices"));
        while (st.next()) {
            transferOrigins[{toStd(st.textColumn(0)), toStd(st.textColumn(1)), toStd(st.textColumn(2)),
                             st.doubleColumn(3)}] = toStd(st.textColumn(4));
        }
        for (const model::TransferPrice &t : doc.catalog.transferPrices) {
            doc.transferOrigins.push_back(
                transferOrigins[{t.region, std::string(model::toString(t.scope)), t.currency, t.tierMinimumGB}]);
        }
    }
    for (const model::QuotaUsage &q : doc.catalog.quota) {
        const bool regional = q.scope == model::QuotaScope::Regional;
        doc.quotaOrigins.push_back(quotaOrigins[q.region + '\x1f' + std::string(model::toString(q.scope)) + '\x1f' +
                                                std::string(model::toString(q.tier)) + '\x1f' +
                                                (regional ? std::string() : model::normalizeFamily(q.family))]);
    }
    return doc;
}

Result<QByteArray> CatalogStore::exportJson()
{
    auto doc = document();
    if (!doc) {
        return doc.error();
    }
    return CatalogJson::serialize(doc.value());
}

Result<model::Catalog> CatalogStore::load()
{
    model::Catalog catalog;
    const bool hasImport = m_schema >= 4;
    std::map<std::pair<std::string, std::string>, model::Provenance> provenance;
    {
        const bool hasApproximate = m_schema >= kApproximateDateSchema;
        Statement p(m_db, QStringLiteral("SELECT size_name, field, source, as_of, verified%1%2 FROM size_provenance")
                              .arg(hasImport ? QStringLiteral(", imported_at, effective_date") : QString(),
                                   hasApproximate ? QStringLiteral(", as_of_approximate") : QString()));
        if (!p.isValid()) {
            return Error{m_db.lastError(), {}, m_db.path()};
        }
        while (p.next()) {
            model::Provenance value{toStd(p.textColumn(2)), toStd(p.textColumn(3)), p.intColumn(4) != 0};
            if (hasImport) {
                value.importedAt = toStd(p.textColumn(5));
                value.effectiveDate = toStd(p.textColumn(6));
            }
            if (hasApproximate) {
                value.asOfApproximate = p.intColumn(7) != 0;
            }
            provenance[{toStd(p.textColumn(0)), toStd(p.textColumn(1))}] = std::move(value);
        }
    }
    // The fact table's columns; a fact whose column a schema lacks reads as 0 (or empty).
    QStringList columns{QStringLiteral("name"), QStringLiteral("series")};
    for (const model::SizeFactField &field : model::sizeFactFields()) {
        columns.append(field.sinceSchema <= m_schema ? QString(QLatin1String(field.key)) : QStringLiteral("0"));
    }
    Statement st(m_db, QStringLiteral("SELECT %1 FROM vm_sizes ORDER BY name").arg(columns.join(QStringLiteral(", "))));
    if (!st.isValid()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    QString outOfRange; // an integer no size can have: the file was not written by this application
    while (st.next() && outOfRange.isEmpty()) {
        model::VmSize size;
        size.name = toStd(st.textColumn(0));
        size.series = toStd(st.textColumn(1));
        int column = 2;
        for (const model::SizeFactField &field : model::sizeFactFields()) {
            const bool present = field.sinceSchema <= m_schema;
            std::visit(
                [&](auto member) {
                    auto &value = (size.*member).value;
                    using T = std::decay_t<decltype(value)>;
                    if constexpr (std::is_same_v<T, std::string>) {
                        value = present ? toStd(st.textColumn(column)) : std::string();
                    } else if constexpr (std::is_same_v<T, model::SizeStatus>) {
                        value = model::sizeStatusFromString(toStd(st.textColumn(column)))
                                    .value_or(model::SizeStatus::Available);
                    } else if constexpr (std::is_same_v<T, int>) {
                        // Range-checked, never narrowed: 4294967304 GPUs must not read as 8.
                        const std::int64_t stored = st.intColumn(column);
                        if (stored < 0 || stored > model::kMaxCount) {
                            outOfRange = QStringLiteral("%1 of %2 is %3").arg(QLatin1String(field.key), toQ(size.name)).arg(stored);
                        }
                        value = static_cast<int>(std::clamp<std::int64_t>(stored, 0, model::kMaxCount));
                    } else {
                        value = st.doubleColumn(column);
                    }
                },
                field.member);
            ++column;
            const auto it = provenance.find({size.name, std::string(field.key)});
            model::provenanceOf(size, field) =
                it != provenance.end() ? it->second : model::Provenance{"user entry", "", false};
        }
        catalog.sizes.push_back(std::move(size));
    }
    if (!outOfRange.isEmpty()) {
        return Error{CatalogStore::tr("the catalog file is damaged (%1, out of range); it was left untouched").arg(outOfRange),
                     {}, m_db.path()};
    }
    if (m_schema >= 3) {
        Statement regions(m_db, QStringLiteral("SELECT name FROM regions ORDER BY name"));
        while (regions.next()) {
            catalog.knownRegions.push_back(toStd(regions.textColumn(0)));
        }
    }
    const bool priceApproximate = m_schema >= kApproximateDateSchema;
    Statement pr(m_db, QStringLiteral("SELECT size_name, region, tier, currency, price_per_hour, source, as_of, verified%1%3 "
                                      "FROM prices ORDER BY size_name, region, tier%2, currency")
                           .arg(hasImport ? QStringLiteral(", kind, term_years, imported_at, effective_date") : QString(),
                                hasImport ? QStringLiteral(", kind, term_years") : QString(),
                                priceApproximate ? QStringLiteral(", as_of_approximate") : QString()));
    if (!pr.isValid()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    while (pr.next()) {
        model::Price price;
        price.sku = toStd(pr.textColumn(0));
        price.region = toStd(pr.textColumn(1));
        price.tier = model::tierFromString(toStd(pr.textColumn(2))).value_or(model::Tier::Dedicated);
        price.currency = toStd(pr.textColumn(3));
        price.perNodeHour.value = pr.doubleColumn(4);
        price.perNodeHour.provenance = {toStd(pr.textColumn(5)), toStd(pr.textColumn(6)), pr.intColumn(7) != 0};
        if (hasImport) {
            price.kind = model::priceKindFromString(toStd(pr.textColumn(8))).value_or(model::PriceKind::OnDemand);
            // Any stored value outside 0 … 99 becomes -1, which no price kind accepts.
            const std::int64_t term = pr.intColumn(9);
            price.termYears = term >= 0 && term <= 99 ? static_cast<int>(term) : -1;
            price.perNodeHour.provenance.importedAt = toStd(pr.textColumn(10));
            price.perNodeHour.provenance.effectiveDate = toStd(pr.textColumn(11));
        }
        if (priceApproximate) {
            price.perNodeHour.provenance.asOfApproximate = pr.intColumn(12) != 0;
        }
        catalog.prices.push_back(std::move(price));
    }
    if (hasImport) {
        Statement qu(m_db, QStringLiteral("SELECT region, scope, family, tier, current_value, limit_value, source, as_of, "
                                          "verified, imported_at, effective_date FROM quota "
                                          "ORDER BY region, scope, tier, family_key"));
        if (!qu.isValid()) {
            return Error{m_db.lastError(), {}, m_db.path()};
        }
        while (qu.next()) {
            model::QuotaUsage quota;
            quota.region = toStd(qu.textColumn(0));
            quota.scope = model::quotaScopeFromString(toStd(qu.textColumn(1))).value_or(model::QuotaScope::Family);
            quota.family = toStd(qu.textColumn(2));
            quota.tier = model::tierFromString(toStd(qu.textColumn(3))).value_or(model::Tier::Dedicated);
            if (!qu.isNull(4)) {
                quota.currentValue = qu.intColumn(4);
            }
            if (!qu.isNull(5)) {
                quota.limit = qu.intColumn(5);
            }
            quota.provenance = {toStd(qu.textColumn(6)), toStd(qu.textColumn(7)), qu.intColumn(8) != 0,
                                toStd(qu.textColumn(9)), toStd(qu.textColumn(10))};
            catalog.quota.push_back(std::move(quota));
        }
    }
    if (m_schema >= kRestrictionsSchema) {
        Statement re(m_db, QStringLiteral("SELECT size_name, region, reason, source, as_of, verified, imported_at, "
                                          "effective_date FROM size_restrictions ORDER BY size_name, region"));
        if (!re.isValid()) {
            return Error{m_db.lastError(), {}, m_db.path()};
        }
        while (re.next()) {
            catalog.restrictions.push_back(
                model::SizeRestriction{toStd(re.textColumn(0)), toStd(re.textColumn(1)), toStd(re.textColumn(2)),
                                       {toStd(re.textColumn(3)), toStd(re.textColumn(4)), re.intColumn(5) != 0,
                                        toStd(re.textColumn(6)), toStd(re.textColumn(7))}});
        }
    }
    if (m_schema >= kTransferPricesSchema) {
        Statement rows(m_db, QStringLiteral("SELECT region, scope, currency, tier_minimum_gb, price_per_gb, source, as_of, "
                                          "as_of_approximate, verified, imported_at, effective_date FROM transfer_prices "
                                          "ORDER BY region, scope, currency, tier_minimum_gb"));
        if (!rows.isValid()) {
            return Error{m_db.lastError(), {}, m_db.path()};
        }
        while (rows.next()) {
            model::TransferPrice price;
            price.region = toStd(rows.textColumn(0));
            const auto scope = model::transferScopeFromString(toStd(rows.textColumn(1)));
            if (!scope) {
                return Error{CatalogStore::tr("the catalog file is damaged (transfer_prices.scope of %1 is \"%2\"); it was "
                                              "left untouched")
                                 .arg(rows.textColumn(0), rows.textColumn(1)),
                             {}, m_db.path()};
            }
            price.scope = *scope;
            price.currency = toStd(rows.textColumn(2));
            price.tierMinimumGB = rows.doubleColumn(3);
            price.perGB.value = rows.doubleColumn(4);
            price.perGB.provenance = {toStd(rows.textColumn(5)), toStd(rows.textColumn(6)), rows.intColumn(8) != 0,
                                      toStd(rows.textColumn(9)), toStd(rows.textColumn(10)), rows.intColumn(7) != 0};
            catalog.transferPrices.push_back(std::move(price));
        }
    }
    if (const Status models = loadModels(catalog); !models) {
        return models.error();
    }
    return catalog;
}

} // namespace capplan::data
