// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/CatalogStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

#include <nlohmann/json.hpp>

#include <map>

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
const QString kUserOrigin = QStringLiteral("user");

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

// Default catalog: {"format", "version", "revision", "sizes": [...], "prices": [...]}.
struct DefaultCatalog {
    model::Catalog catalog;
    int revision = 0;
    std::string regionSource;
    std::string regionAsOf;
};

template<class T>
void readFact(const json &size, const char *field, model::Fact<T> &fact, const model::Provenance &fallback)
{
    fact.value = size.at(field).get<T>();
    fact.provenance = fallback;
    if (size.contains("provenance") && size["provenance"].contains(field)) {
        const json &p = size["provenance"][field];
        fact.provenance.source = p.value("source", fallback.source);
        fact.provenance.asOf = p.value("as_of", fallback.asOf);
        fact.provenance.verified = p.value("verified", true);
    }
}

Result<DefaultCatalog> parseDefaultCatalog(const QByteArray &bytes)
{
    try {
        const json doc = json::parse(bytes.constBegin(), bytes.constEnd());
        if (doc.at("format").get<std::string>() != "capacity-planner.catalog") {
            return Error{CatalogStore::tr("not a catalog document"), QStringLiteral("format")};
        }
        DefaultCatalog out;
        out.revision = doc.at("revision").get<int>();
        if (doc.contains("regions")) {
            out.regionSource = doc["regions"].at("source").get<std::string>();
            out.regionAsOf = doc["regions"].at("as_of").get<std::string>();
            out.catalog.knownRegions = doc["regions"].at("names").get<std::vector<std::string>>();
        }
        for (const json &s : doc.at("sizes")) {
            model::VmSize size;
            size.name = s.at("name").get<std::string>();
            size.series = s.at("series").get<std::string>();
            const model::Provenance base{s.at("source").get<std::string>(), s.at("as_of").get<std::string>(), true};
            readFact(s, "vcpus", size.vcpus, base);
            readFact(s, "memory_gib", size.memoryGiB, base);
            readFact(s, "gpu_model", size.gpuModel, base);
            readFact(s, "gpus", size.gpusPerVm, base);
            readFact(s, "gpu_memory_gib", size.gpuMemoryGiB, base);
            readFact(s, "bf16_tflops_per_gpu", size.bf16TflopsPerGpu, base);
            readFact(s, "ib_gbps_per_gpu", size.ibGbpsPerGpu, base);
            readFact(s, "ethernet_gbps_per_vm", size.ethernetGbpsPerVm, base);
            readFact(s, "quota_family", size.quotaFamily, base);
            model::Fact<std::string> status;
            readFact(s, "status", status, base);
            const auto parsed = model::sizeStatusFromString(status.value);
            if (!parsed) {
                return Error{CatalogStore::tr("unknown status"), toQ(size.name + ".status")};
            }
            size.status = {*parsed, status.provenance};
            readFact(s, "retirement_date", size.retirementDate, base);
            out.catalog.sizes.push_back(std::move(size));
        }
        for (const json &p : doc.at("prices")) {
            model::Price price;
            price.sku = p.at("size").get<std::string>();
            price.region = p.at("region").get<std::string>();
            const auto tier = model::tierFromString(p.at("tier").get<std::string>());
            if (!tier) {
                return Error{CatalogStore::tr("unknown tier"), QStringLiteral("prices")};
            }
            price.tier = *tier;
            price.currency = p.value("currency", std::string("USD"));
            price.perNodeHour.value = p.at("price_per_hour").get<double>();
            price.perNodeHour.provenance = {p.at("source").get<std::string>(), p.at("as_of").get<std::string>(),
                                            p.value("verified", true)};
            out.catalog.prices.push_back(std::move(price));
        }
        return out;
    } catch (const json::exception &e) {
        return Error{CatalogStore::tr("the embedded catalog is malformed: %1").arg(QString::fromUtf8(e.what()))};
    }
}

Result<DefaultCatalog> embeddedCatalogDocument()
{
    QFile file(QStringLiteral(":/catalog/default_catalog.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{CatalogStore::tr("the embedded default catalog is missing")};
    }
    return parseDefaultCatalog(file.readAll());
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
    return doc.value().catalog;
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
    const int current = store->schemaVersion();
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
        // A copy of the file before the first migration touches it (DESIGN.md, house style 5).
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
    if (seed) {
        if (const Status merged = store->mergeDefault(); !merged) {
            return merged.error();
        }
    }
    return store;
}

int CatalogStore::schemaVersion()
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
    return static_cast<int>(version.intColumn(0));
}

Status CatalogStore::migrate(int targetVersion)
{
    const int current = schemaVersion();
    for (const auto &[number, fileName] : migrationFiles()) {
        if (number <= current || number > targetVersion) {
            continue;
        }
        QFile file(fileName);
        if (!file.open(QIODevice::ReadOnly)) {
            return Error{CatalogStore::tr("migration %1 is missing").arg(number)};
        }
        const QString sql = QString::fromUtf8(file.readAll());
        // One transaction per migration, including the version bump: all of it or none.
        if (!m_db.transaction()) {
            return Error{CatalogStore::tr("cannot start migration %1: %2").arg(number).arg(m_db.lastError()), {}, m_db.path()};
        }
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
        if (!m_db.commit()) {
            return Error{CatalogStore::tr("migration %1 failed: %2").arg(number).arg(m_db.lastError()), {}, m_db.path()};
        }
    }
    return Ok{};
}

Status CatalogStore::mergeDefault()
{
    auto doc = embeddedCatalogDocument();
    if (!doc) {
        return doc.error();
    }
    const int schema = schemaVersion();
    int storedRevision = 0;
    if (schema >= 2) {
        Statement rev(m_db, QStringLiteral("SELECT value FROM catalog_meta WHERE key = 'default_revision'"));
        if (rev.next()) {
            storedRevision = rev.textColumn(0).toInt();
        }
    }
    // Fresh rows are always added; shipped rows are refreshed only when the embedded default is
    // newer than what this file last saw; the user's rows are never touched.
    const bool refresh = doc.value().revision > storedRevision;
    if (!m_db.transaction()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    auto fail = [this](const QString &message) -> Status {
        m_db.rollback();
        return Error{CatalogStore::tr("cannot load the default catalog: %1").arg(message), {}, m_db.path()};
    };
    for (const model::VmSize &size : doc.value().catalog.sizes) {
        Statement existing(m_db, QStringLiteral("SELECT %1 FROM vm_sizes WHERE name = ?")
                                     .arg(schema >= 2 ? QStringLiteral("origin") : QStringLiteral("'user'")));
        existing.bind(1, toQ(size.name));
        const bool exists = existing.next();
        if (!exists || (refresh && existing.textColumn(0) == kDefaultOrigin)) {
            if (const Status s = writeSize(size, kDefaultOrigin); !s) {
                return fail(s.error().message);
            }
        }
    }
    for (const model::Price &price : doc.value().catalog.prices) {
        Statement existing(m_db, QStringLiteral("SELECT %1 FROM prices WHERE size_name = ? AND region = ? AND tier = ?")
                                     .arg(schema >= 2 ? QStringLiteral("origin") : QStringLiteral("'user'")));
        existing.bind(1, toQ(price.sku));
        existing.bind(2, toQ(price.region));
        existing.bind(3, toQ(std::string(model::toString(price.tier))));
        const bool exists = existing.next();
        if (!exists || (refresh && existing.textColumn(0) == kDefaultOrigin)) {
            if (const Status s = writePrice(price, kDefaultOrigin); !s) {
                return fail(s.error().message);
            }
        }
    }
    if (schema >= 3) {
        for (const std::string &region : doc.value().catalog.knownRegions) {
            Statement st(m_db, QStringLiteral("INSERT OR IGNORE INTO regions (name, source, as_of, origin) "
                                              "VALUES (?, ?, ?, 'default')"));
            st.bind(1, toQ(region));
            st.bind(2, toQ(doc.value().regionSource));
            st.bind(3, toQ(doc.value().regionAsOf));
            if (!st.exec()) {
                return fail(m_db.lastError());
            }
        }
    }
    if (schema >= 2) {
        Statement meta(m_db, QStringLiteral("INSERT OR REPLACE INTO catalog_meta (key, value) VALUES ('default_revision', ?)"));
        meta.bind(1, QString::number(std::max(storedRevision, doc.value().revision)));
        if (!meta.exec()) {
            return fail(m_db.lastError());
        }
    }
    if (!m_db.commit()) {
        return fail(m_db.lastError());
    }
    return Ok{};
}

Status CatalogStore::writeSize(const model::VmSize &size, const QString &origin)
{
    const bool hasOrigin = schemaVersion() >= 2;
    Statement st(m_db,
                 QStringLiteral("INSERT OR REPLACE INTO vm_sizes (name, series, vcpus, memory_gib, gpu_model, gpus, "
                                "gpu_memory_gib, bf16_tflops_per_gpu, ib_gbps_per_gpu, ethernet_gbps_per_vm, quota_family, "
                                "status, retirement_date%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?%2)")
                     .arg(hasOrigin ? QStringLiteral(", origin") : QString(),
                          hasOrigin ? QStringLiteral(", ?") : QString()));
    st.bind(1, toQ(size.name));
    st.bind(2, toQ(size.series));
    st.bind(3, size.vcpus.value);
    st.bind(4, size.memoryGiB.value);
    st.bind(5, toQ(size.gpuModel.value));
    st.bind(6, size.gpusPerVm.value);
    st.bind(7, size.gpuMemoryGiB.value);
    st.bind(8, size.bf16TflopsPerGpu.value);
    st.bind(9, size.ibGbpsPerGpu.value);
    st.bind(10, size.ethernetGbpsPerVm.value);
    st.bind(11, toQ(size.quotaFamily.value));
    st.bind(12, toQ(std::string(model::toString(size.status.value))));
    st.bind(13, toQ(size.retirementDate.value));
    if (hasOrigin) {
        st.bind(14, origin);
    }
    if (!st.exec()) {
        return Error{m_db.lastError()};
    }
    for (const auto &[field, provenance] : sizeProvenances(size)) {
        Statement p(m_db, QStringLiteral("INSERT OR REPLACE INTO size_provenance (size_name, field, source, as_of, "
                                         "verified) VALUES (?, ?, ?, ?, ?)"));
        p.bind(1, toQ(size.name));
        p.bind(2, toQ(field));
        p.bind(3, toQ(provenance.source));
        p.bind(4, toQ(provenance.asOf));
        p.bind(5, provenance.verified);
        if (!p.exec()) {
            return Error{m_db.lastError()};
        }
    }
    return Ok{};
}

Status CatalogStore::writePrice(const model::Price &price, const QString &origin)
{
    const bool hasOrigin = schemaVersion() >= 2;
    Statement st(m_db, QStringLiteral("INSERT OR REPLACE INTO prices (size_name, region, tier, currency, price_per_hour, "
                                      "source, as_of, verified%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?%2)")
                           .arg(hasOrigin ? QStringLiteral(", origin") : QString(),
                                hasOrigin ? QStringLiteral(", ?") : QString()));
    st.bind(1, toQ(price.sku));
    st.bind(2, toQ(price.region));
    st.bind(3, toQ(std::string(model::toString(price.tier))));
    st.bind(4, toQ(price.currency));
    st.bind(5, price.perNodeHour.value);
    st.bind(6, toQ(price.perNodeHour.provenance.source));
    st.bind(7, toQ(price.perNodeHour.provenance.asOf));
    st.bind(8, price.perNodeHour.provenance.verified);
    if (hasOrigin) {
        st.bind(9, origin);
    }
    if (!st.exec()) {
        return Error{m_db.lastError()};
    }
    return Ok{};
}

Status CatalogStore::upsertSize(const model::VmSize &size)
{
    if (size.name.empty()) {
        return Error{CatalogStore::tr("a size needs a name"), QStringLiteral("name")};
    }
    if (!m_db.transaction()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    if (const Status s = writeSize(size, kUserOrigin); !s) {
        m_db.rollback();
        return Error{s.error().message, {}, m_db.path()};
    }
    if (!m_db.commit()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    return Ok{};
}

Status CatalogStore::upsertPrice(const model::Price &price)
{
    if (!(price.perNodeHour.value > 0.0) || !std::isfinite(price.perNodeHour.value)) {
        return Error{CatalogStore::tr("a price must be a positive number"), QStringLiteral("price_per_hour")};
    }
    if (!m_db.transaction()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    if (const Status s = writePrice(price, kUserOrigin); !s) {
        m_db.rollback();
        return Error{s.error().message, {}, m_db.path()};
    }
    if (!m_db.commit()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    return Ok{};
}

Status CatalogStore::removePrice(const QString &sku, const QString &region, model::Tier tier)
{
    Statement st(m_db, QStringLiteral("DELETE FROM prices WHERE size_name = ? AND region = ? AND tier = ?"));
    st.bind(1, sku);
    st.bind(2, region);
    st.bind(3, toQ(std::string(model::toString(tier))));
    if (!st.exec()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    return Ok{};
}

Result<model::Catalog> CatalogStore::load()
{
    model::Catalog catalog;
    std::map<std::pair<std::string, std::string>, model::Provenance> provenance;
    {
        Statement p(m_db, QStringLiteral("SELECT size_name, field, source, as_of, verified FROM size_provenance"));
        if (!p.isValid()) {
            return Error{m_db.lastError(), {}, m_db.path()};
        }
        while (p.next()) {
            provenance[{toStd(p.textColumn(0)), toStd(p.textColumn(1))}] =
                model::Provenance{toStd(p.textColumn(2)), toStd(p.textColumn(3)), p.intColumn(4) != 0};
        }
    }
    Statement st(m_db, QStringLiteral("SELECT name, series, vcpus, memory_gib, gpu_model, gpus, gpu_memory_gib, "
                                      "bf16_tflops_per_gpu, ib_gbps_per_gpu, ethernet_gbps_per_vm, quota_family, status, "
                                      "retirement_date FROM vm_sizes ORDER BY name"));
    if (!st.isValid()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    while (st.next()) {
        model::VmSize size;
        size.name = toStd(st.textColumn(0));
        size.series = toStd(st.textColumn(1));
        size.vcpus.value = static_cast<int>(st.intColumn(2));
        size.memoryGiB.value = st.doubleColumn(3);
        size.gpuModel.value = toStd(st.textColumn(4));
        size.gpusPerVm.value = static_cast<int>(st.intColumn(5));
        size.gpuMemoryGiB.value = st.doubleColumn(6);
        size.bf16TflopsPerGpu.value = st.doubleColumn(7);
        size.ibGbpsPerGpu.value = st.doubleColumn(8);
        size.ethernetGbpsPerVm.value = st.doubleColumn(9);
        size.quotaFamily.value = toStd(st.textColumn(10));
        size.status.value = model::sizeStatusFromString(toStd(st.textColumn(11))).value_or(model::SizeStatus::Available);
        size.retirementDate.value = toStd(st.textColumn(12));
        auto setProvenance = [&](const std::string &field, model::Provenance &target) {
            const auto it = provenance.find({size.name, field});
            if (it != provenance.end()) {
                target = it->second;
            } else {
                target = model::Provenance{"user entry", "", false};
            }
        };
        setProvenance("vcpus", size.vcpus.provenance);
        setProvenance("memory_gib", size.memoryGiB.provenance);
        setProvenance("gpu_model", size.gpuModel.provenance);
        setProvenance("gpus", size.gpusPerVm.provenance);
        setProvenance("gpu_memory_gib", size.gpuMemoryGiB.provenance);
        setProvenance("bf16_tflops_per_gpu", size.bf16TflopsPerGpu.provenance);
        setProvenance("ib_gbps_per_gpu", size.ibGbpsPerGpu.provenance);
        setProvenance("ethernet_gbps_per_vm", size.ethernetGbpsPerVm.provenance);
        setProvenance("quota_family", size.quotaFamily.provenance);
        setProvenance("status", size.status.provenance);
        setProvenance("retirement_date", size.retirementDate.provenance);
        catalog.sizes.push_back(std::move(size));
    }
    if (schemaVersion() >= 3) {
        Statement regions(m_db, QStringLiteral("SELECT name FROM regions ORDER BY name"));
        while (regions.next()) {
            catalog.knownRegions.push_back(toStd(regions.textColumn(0)));
        }
    }
    Statement pr(m_db, QStringLiteral("SELECT size_name, region, tier, currency, price_per_hour, source, as_of, verified "
                                      "FROM prices ORDER BY size_name, region, tier"));
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
        catalog.prices.push_back(std::move(price));
    }
    return catalog;
}

} // namespace capplan::data
