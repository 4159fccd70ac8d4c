// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "data/import/Importers.h"
#include "model/catalog/Quota.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace capplan;
using data::CatalogStore;

namespace {
QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

const model::Price *price(const model::Catalog &c, const char *sku)
{
    return c.findPrice(sku, "eastus", model::Tier::Dedicated, "USD");
}

QString sample(const char *name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/") + QLatin1String(name);
}

data::ImportOptions importOptions(const QString &region = {})
{
    data::ImportOptions o;
    o.region = region;
    o.importedAt = QStringLiteral("2026-12-01T09:30:00Z");
    return o;
}

data::ImportPreview preview(CatalogStore &store, data::ImportKind kind, const QStringList &files,
                            const QString &region = {})
{
    auto r = data::Importer::preview(kind, files, store.load().value(), importOptions(region));
    return r.ok() ? r.value() : data::ImportPreview{};
}

QStringList pricePages()
{
    return {sample("prices-page1.json"), sample("prices-page2.json"), sample("prices-page3.json")};
}

bool findIn(const std::vector<model::Price> &prices, const char *sku)
{
    return std::any_of(prices.begin(), prices.end(), [&](const model::Price &p) { return p.sku == sku; });
}

int importLogRows(CatalogStore &store)
{
    data::Statement st(store.database(), QStringLiteral("SELECT count(*) FROM import_log"));
    return st.next() ? static_cast<int>(st.intColumn(0)) : -1;
}
} // namespace

class TestCatalogStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultCatalogContents_data();
    void defaultCatalogContents();
    void firstRunCreatesDatabase();
    void secondRunKeepsUserEdit();
    void migrationFromSchema1KeepsUserData();
    void corruptFileIsLeftUntouched();
    void newerSchemaIsRefused();
    void hugeIntegersAreNotNarrowed_data();
    void hugeIntegersAreNotNarrowed();
    void foreignDatabaseIsLeftUntouched();
    void knownRegions();
    void userPriceValidation();
    void migrationTo4KeepsPrices();
    void migrationTo6KeysPricesByCurrency();
    void migrationTo10KeepsUserRowsAndDropsTheEstimate();
    void openingWritesNothingWhenUpToDate();
    void upsertSizeKeepsItsPrices();
    void applyPriceImport();
    void applyQuotaImportGivesTheSeedShortfall();
    void applySkuImport();
    void failedImportLeavesTheFileAsItWas_data();
    void failedImportLeavesTheFileAsItWas();
    void previewChangesNothing();
    void quotaEdits();
    void resetToShippedDefault();
    void exportImportRoundTrip();
    void benchmarkOpenAndLoad();
    void modelLibraryIsStored();
    void userModelsSurviveAndShippedOnesAreRefreshed();
    void olderSchemaPlansWithTheShippedLibrary();
};

// The shipped library lands in the models table (schema 7) in its own order.
void TestCatalogStore::modelLibraryIsStored()
{
    auto store = CatalogStore::open(QStringLiteral(":memory:"));
    QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().toLine()));
    const model::Catalog catalog = store.value()->load().value();
    const model::Catalog shipped = CatalogStore::embeddedDefault().value();
    QCOMPARE(catalog.models.size(), std::size_t(23));
    QVERIFY(catalog.models == shipped.models);
    const model::LibraryModel *m = model::findModel(catalog.models, "llama-3.1-70b");
    QVERIFY(m != nullptr);
    QCOMPARE(model::parameterCounts(m->architecture).total(), std::int64_t(70553706496));
    QCOMPARE(m->origin, std::string("default"));
}

// A user's model (an imported config.json) is kept with origin user; the shipped names cannot be
// taken; reopening an up-to-date file writes nothing; a newer library refreshes shipped rows only.
void TestCatalogStore::userModelsSurviveAndShippedOnesAreRefreshed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    model::LibraryModel mine;
    mine.name = "my-llama";
    mine.displayName = "My Llama";
    mine.architecture = CatalogStore::embeddedDefault().value().models.front().architecture;
    mine.architecture.layers = 40;
    mine.source = "/data/my-llama/config.json";
    mine.asOf = "2026-12-01";
    mine.origin = "user";
    {
        auto store = CatalogStore::open(path);
        QVERIFY(store.ok());
        QVERIFY(store.value()->upsertModel(mine).ok());
        model::LibraryModel taken = mine;
        taken.name = "llama-2-7b";
        const data::Status refused = store.value()->upsertModel(taken);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(QStringLiteral("shipped library")));
        model::LibraryModel badName = mine;
        badName.name = "My Llama";
        QVERIFY(!store.value()->upsertModel(badName).ok());
        // A shipped row edited behind our back, to see the refresh below.
        QVERIFY(store.value()->database().execute(
            QStringLiteral("UPDATE models SET display_name = 'old' WHERE name = 'llama-2-7b'")));
    }
    const QByteArray before = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    {
        auto store = CatalogStore::open(path);
        QVERIFY(store.ok());
        const model::Catalog catalog = store.value()->load().value();
        QCOMPARE(catalog.models.size(), std::size_t(24));
        QVERIFY(*model::findModel(catalog.models, "my-llama") == mine);
        // Same revision: the shipped row is not rewritten.
        QCOMPARE(model::findModel(catalog.models, "llama-2-7b")->displayName, std::string("old"));
    }
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
    {
        // An older stored revision: shipped rows come back, the user's stays.
        auto store = CatalogStore::open(path);
        QVERIFY(store.value()->database().execute(
            QStringLiteral("UPDATE catalog_meta SET value = '0' WHERE key = 'models_revision'")));
    }
    auto store = CatalogStore::open(path);
    const model::Catalog catalog = store.value()->load().value();
    QCOMPARE(model::findModel(catalog.models, "llama-2-7b")->displayName, std::string("Llama 2 7B"));
    QVERIFY(model::findModel(catalog.models, "my-llama") != nullptr);
    QVERIFY(store.value()->removeModel(QStringLiteral("my-llama")).ok());
    QVERIFY(store.value()->removeModel(QStringLiteral("llama-2-7b")).ok()); // a shipped one stays
    const model::Catalog removed = store.value()->load().value();
    QVERIFY(model::findModel(removed.models, "my-llama") == nullptr);
    QVERIFY(model::findModel(removed.models, "llama-2-7b") != nullptr);
}

// A file at schema 5 has no models table; it still plans with the shipped library, and the
// migration to 7 adds the table with the library in it.
void TestCatalogStore::olderSchemaPlansWithTheShippedLibrary()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        auto v5 = CatalogStore::openAtVersion(path, 5, true);
        QVERIFY(v5.ok());
        QCOMPARE(v5.value()->load().value().models.size(), std::size_t(23));
        model::LibraryModel m = v5.value()->load().value().models.front();
        m.name = "mine";
        QVERIFY(!v5.value()->upsertModel(m).ok());
    }
    auto store = CatalogStore::open(path);
    QVERIFY(store.ok());
    QCOMPARE(store.value()->schemaVersion(), static_cast<long long>(CatalogStore::latestSchemaVersion()));
    QCOMPARE(store.value()->backupPath(), path + QStringLiteral(".v5.bak"));
    QCOMPARE(store.value()->load().value().models.size(), std::size_t(23));
}

void TestCatalogStore::defaultCatalogContents_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<int>("vcpus");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("gpuMemory");
    QTest::addColumn<double>("tflops");
    QTest::addColumn<double>("ibPerGpu");
    QTest::addColumn<QString>("quotaFamily");
    QTest::addColumn<QString>("status");
    QTest::addColumn<double>("price"); // 0: none in eastus
    QTest::addColumn<bool>("priceVerified");

    // The default catalog's first sizes, values as the shipped catalog states them.
    QTest::newRow("ND96asr_v4") << "Standard_ND96asr_v4" << 96 << 8 << 40.0 << 312.0 << 200.0
                                << "standardNDASv4_A100Family" << "available" << 27.197 << true;
    QTest::newRow("ND96amsr_A100_v4") << "Standard_ND96amsr_A100_v4" << 96 << 8 << 80.0 << 312.0 << 200.0
                                      << "standardNDAMSv4_A100Family" << "available" << 32.77 << true;
    QTest::newRow("ND96isr_H100_v5") << "Standard_ND96isr_H100_v5" << 96 << 8 << 80.0 << 989.0 << 400.0
                                     << "standardNDSH100v5Family" << "available" << 98.32 << true;
    // Revision 5 (the dated snapshot): the H200's quota family as Aspire lists it, and no more
    // estimated price; the new AMD and Blackwell sizes, unpriced.
    QTest::newRow("ND96isr_H200_v5, unpriced") << "Standard_ND96isr_H200_v5" << 96 << 8 << 141.0 << 989.0 << 400.0
                                               << "standardNDISRH200V5Family" << "available" << 0.0 << false;
    QTest::newRow("ND96isr_MI300X_v5, unpriced") << "Standard_ND96isr_MI300X_v5" << 96 << 8 << 192.0 << 1307.4 << 400.0
                                                 << "standardNDISv5MI300XFamily" << "available" << 0.0 << false;
    QTest::newRow("ND128isr_NDR_GB200_v6, unpriced") << "Standard_ND128isr_NDR_GB200_v6" << 128 << 4 << 192.0 << 2500.0
                                                     << 400.0 << "standardNDISRGB200V6NDRFamily" << "available" << 0.0
                                                     << false;
    QTest::newRow("NC96ads_A100_v4") << "Standard_NC96ads_A100_v4" << 96 << 4 << 80.0 << 312.0 << 0.0
                                     << "standardNCADSA100v4Family" << "available" << 14.692 << true;
    QTest::newRow("NC40ads_H100_v5, no IB") << "Standard_NC40ads_H100_v5" << 40 << 1 << 94.0 << 835.0 << 0.0
                                            << "standardNCadsH100v5Family" << "available" << 6.98 << true;
    QTest::newRow("NC80adis_H100_v5, no IB") << "Standard_NC80adis_H100_v5" << 80 << 2 << 94.0 << 835.0 << 0.0
                                             << "standardNCadsH100v5Family" << "available" << 13.96 << true;
    QTest::newRow("NC24s_v3 retired") << "Standard_NC24s_v3" << 24 << 4 << 16.0 << 125.0 << 0.0
                                      << "standardNCSv3Family" << "retired" << 12.24 << true;
    QTest::newRow("NC24rs_v3 retired") << "Standard_NC24rs_v3" << 24 << 4 << 16.0 << 125.0 << 25.0
                                       << "standardNCSv3Family" << "retired" << 13.46 << true;
}

void TestCatalogStore::defaultCatalogContents()
{
    QFETCH(QString, sku);
    auto store = CatalogStore::openEmbeddedDefault();
    QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().toLine()));
    auto catalog = store.value()->load();
    QVERIFY(catalog.ok());
    const model::VmSize *size = catalog.value().findSize(sku.toStdString());
    QVERIFY(size != nullptr);
    QTEST(size->vcpus.value, "vcpus");
    QTEST(size->gpusPerVm.value, "gpus");
    QTEST(size->gpuMemoryGiB.value, "gpuMemory");
    QTEST(size->bf16TflopsPerGpu.value, "tflops");
    QTEST(size->ibGbpsPerGpu.value, "ibPerGpu");
    QTEST(QString::fromStdString(size->quotaFamily.value), "quotaFamily");
    QTEST(QString::fromStdString(std::string(model::toString(size->status.value))), "status");
    // Every value carries a source and an as-of date.
    for (const auto &[field, provenance] : size->provenances()) {
        QVERIFY2(!provenance.source.empty(), field.c_str());
        QVERIFY2(provenance.asOf.size() == 10, field.c_str());
    }
    QFETCH(double, price);
    const model::Price *p = price > 0 ? catalog.value().findPrice(sku.toStdString(), "eastus", model::Tier::Dedicated, "USD")
                                      : nullptr;
    if (price > 0) {
        QVERIFY(p != nullptr);
        QCOMPARE(p->perNodeHour.value, price);
        QTEST(p->perNodeHour.provenance.verified, "priceVerified");
        QVERIFY(!p->perNodeHour.provenance.source.empty());
    }
}

void TestCatalogStore::firstRunCreatesDatabase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/catalog.sqlite"));
    QVERIFY(!QFile::exists(path));
    auto store = CatalogStore::open(path);
    QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().toLine()));
    QVERIFY(QFile::exists(path));
    QCOMPARE(store.value()->schemaVersion(), CatalogStore::latestSchemaVersion());
    QVERIFY(store.value()->backupPath().isEmpty()); // nothing to back up on a first run
    auto catalog = store.value()->load();
    QVERIFY(catalog.ok());
    QCOMPARE(catalog.value().sizes.size(), std::size_t(16));
    QVERIFY(price(catalog.value(), "Standard_ND96isr_H100_v5") != nullptr);
}

void TestCatalogStore::secondRunKeepsUserEdit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        auto store = CatalogStore::open(path);
        QVERIFY(store.ok());
        model::Price edited = *price(store.value()->load().value(), "Standard_ND96isr_H100_v5");
        edited.perNodeHour.value = 90.5;
        edited.perNodeHour.provenance = {"negotiated rate", "2026-11-01", true};
        QVERIFY(store.value()->upsertPrice(edited).ok());
        model::Price westus = edited;
        westus.region = "westus3";
        QVERIFY(store.value()->upsertPrice(westus).ok());
    }
    auto again = CatalogStore::open(path);
    QVERIFY(again.ok());
    const auto catalog = again.value()->load().value();
    QCOMPARE(price(catalog, "Standard_ND96isr_H100_v5")->perNodeHour.value, 90.5);
    QCOMPARE(price(catalog, "Standard_ND96isr_H100_v5")->perNodeHour.provenance.source, std::string("negotiated rate"));
    QVERIFY(catalog.findPrice("Standard_ND96isr_H100_v5", "westus3", model::Tier::Dedicated, "USD") != nullptr);
    // The rest of the default is still there and unchanged.
    QCOMPARE(price(catalog, "Standard_ND96asr_v4")->perNodeHour.value, 27.197);
    QCOMPARE(catalog.sizes.size(), std::size_t(16));
}

void TestCatalogStore::migrationFromSchema1KeepsUserData()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        // An installation of schema 1 with the default catalog and a user's own size and price.
        auto v1 = CatalogStore::openAtVersion(path, 1, true);
        QVERIFY2(v1.ok(), qPrintable(v1.ok() ? QString() : v1.error().toLine()));
        QCOMPARE(v1.value()->schemaVersion(), 1);
        model::VmSize custom = *v1.value()->load().value().findSize("Standard_ND96isr_H100_v5");
        custom.name = "Standard_ND96isr_Custom";
        custom.vcpus.value = 48;
        QVERIFY(v1.value()->upsertSize(custom).ok());
        model::Price p;
        p.sku = custom.name;
        p.region = "eastus";
        p.perNodeHour = {50.0, {"user", "2026-10-01", true}};
        QVERIFY(v1.value()->upsertPrice(p).ok());
        model::Price h100 = *price(v1.value()->load().value(), "Standard_ND96isr_H100_v5");
        h100.perNodeHour.value = 77.0;
        QVERIFY(v1.value()->upsertPrice(h100).ok());
    }
    auto store = CatalogStore::open(path);
    QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().toLine()));
    QCOMPARE(store.value()->schemaVersion(), CatalogStore::latestSchemaVersion());
    // A copy of the schema-1 file was made before migrating.
    QCOMPARE(store.value()->backupPath(), path + QStringLiteral(".v1.bak"));
    QVERIFY(QFile::exists(store.value()->backupPath()));
    const auto catalog = store.value()->load().value();
    QVERIFY(catalog.findSize("Standard_ND96isr_Custom") != nullptr);
    QCOMPARE(catalog.findSize("Standard_ND96isr_Custom")->vcpus.value, 48);
    QCOMPARE(price(catalog, "Standard_ND96isr_Custom")->perNodeHour.value, 50.0);
    QCOMPARE(price(catalog, "Standard_ND96isr_H100_v5")->perNodeHour.value, 77.0);
    // Later migrations brought their data too.
    QVERIFY(catalog.isKnownRegion("swedencentral"));
    // The backup is a working schema-1 catalog.
    auto backup = CatalogStore::openAtVersion(store.value()->backupPath(), 1, false);
    QVERIFY(backup.ok());
    QCOMPARE(backup.value()->schemaVersion(), 1);
    const auto old = backup.value()->load().value();
    QCOMPARE(old.findSize("Standard_ND96isr_Custom")->vcpus.value, 48);
    QCOMPARE(price(old, "Standard_ND96isr_H100_v5")->perNodeHour.value, 77.0);
}

void TestCatalogStore::corruptFileIsLeftUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("this is not a database, but the user's file all the same\n").repeated(200));
    }
    const QByteArray before = fileHash(path);
    auto store = CatalogStore::open(path);
    QVERIFY(!store.ok());
    QCOMPARE(store.error().file, path);
    QVERIFY2(store.error().message.contains(QStringLiteral("left untouched")), qPrintable(store.error().message));
    QCOMPARE(fileHash(path), before);
    QVERIFY(QFile::exists(path));
    // The fallback the app uses still works.
    auto fallback = CatalogStore::openEmbeddedDefault();
    QVERIFY(fallback.ok());
    QCOMPARE(fallback.value()->load().value().sizes.size(), std::size_t(16));
    QCOMPARE(fileHash(path), before);
}

void TestCatalogStore::newerSchemaIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        auto store = CatalogStore::open(path);
        QVERIFY(store.ok());
        QVERIFY(store.value()->database().execute(QStringLiteral("INSERT INTO schema_version (version) VALUES (99)")));
    }
    const QByteArray before = fileHash(path);
    auto again = CatalogStore::open(path);
    QVERIFY(!again.ok());
    QVERIFY(again.error().message.contains(QStringLiteral("newer version")));
    QCOMPARE(fileHash(path), before);
}

// Integers read from the file are range-checked, never narrowed to int: a schema_version of
// 4294967301 (2^32 + 5) is newer than this build, not schema 5, and 4294967304 GPUs (2^32 + 8)
// is a damaged file, not 8 GPUs. The file stays as it was.
void TestCatalogStore::hugeIntegersAreNotNarrowed_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("opens");
    QTest::addColumn<QString>("message");
    QTest::newRow("schema_version 2^32 + 5") << "INSERT INTO schema_version (version) VALUES (4294967301)" << false
                                             << "schema 4294967301";
    QTest::newRow("gpus 2^32 + 8") << "UPDATE vm_sizes SET gpus = 4294967304 WHERE name = 'Standard_ND96isr_H100_v5'"
                                   << true << "gpus of Standard_ND96isr_H100_v5 is 4294967304, out of range";
    // (A negative count is refused by the table's CHECK constraint already.)
    QTest::newRow("vCPUs 2^31") << "UPDATE vm_sizes SET vcpus = 2147483648 WHERE name = 'Standard_ND96isr_H100_v5'" << true
                                << "vcpus of Standard_ND96isr_H100_v5 is 2147483648, out of range";
}

void TestCatalogStore::hugeIntegersAreNotNarrowed()
{
    QFETCH(QString, sql);
    QFETCH(bool, opens);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        auto store = CatalogStore::open(path);
        QVERIFY(store.ok());
    }
    {
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
    }
    const QByteArray before = fileHash(path);
    auto store = CatalogStore::open(path);
    QCOMPARE(store.ok(), opens);
    if (!opens) {
        QVERIFY2(store.error().message.contains(message), qPrintable(store.error().message));
    } else {
        const auto catalog = store.value()->load();
        QVERIFY(!catalog.ok());
        QVERIFY2(catalog.error().message.contains(message), qPrintable(catalog.error().message));
    }
    QCOMPARE(fileHash(path), before);
}

void TestCatalogStore::foreignDatabaseIsLeftUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bookmarks.sqlite"));
    {
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "CREATE TABLE bookmarks (url TEXT); INSERT INTO bookmarks VALUES ('x')", nullptr,
                              nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(db);
    }
    const QByteArray before = fileHash(path);
    auto store = CatalogStore::open(path);
    QVERIFY(!store.ok());
    QVERIFY(store.error().message.contains(QStringLiteral("not a catalog of this application")));
    QCOMPARE(fileHash(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no backup, no journal left
}

void TestCatalogStore::knownRegions()
{
    auto store = CatalogStore::openEmbeddedDefault();
    QVERIFY(store.ok());
    const auto catalog = store.value()->load().value();
    QCOMPARE(catalog.knownRegions.size(), std::size_t(52));
    QVERIFY(catalog.isKnownRegion("eastus"));
    QVERIFY(catalog.isKnownRegion("swedencentral"));
    QVERIFY(!catalog.isKnownRegion("moonbase-1"));
}

void TestCatalogStore::userPriceValidation()
{
    auto store = CatalogStore::openEmbeddedDefault();
    QVERIFY(store.ok());
    model::Price p = *price(store.value()->load().value(), "Standard_ND96isr_H100_v5");
    for (double bad : {0.0, -1.0, std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()}) {
        p.perNodeHour.value = bad;
        const auto status = store.value()->upsertPrice(p);
        QVERIFY(!status.ok());
        QCOMPARE(status.error().path, QStringLiteral("price_per_hour"));
    }
    // Nothing was written.
    QCOMPARE(price(store.value()->load().value(), "Standard_ND96isr_H100_v5")->perNodeHour.value, 98.32);
}

void TestCatalogStore::migrationTo4KeepsPrices()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        auto v3 = CatalogStore::openAtVersion(path, 3, true);
        QVERIFY2(v3.ok(), qPrintable(v3.ok() ? QString() : v3.error().toLine()));
        model::Price p = *price(v3.value()->load().value(), "Standard_ND96isr_H100_v5");
        p.region = "westus3";
        p.perNodeHour = {91.0, {"negotiated", "2026-10-01", true}};
        QVERIFY(v3.value()->upsertPrice(p).ok());
        // Schema 3 keeps on-demand prices only.
        p.kind = model::PriceKind::Spot;
        QVERIFY(!v3.value()->upsertPrice(p).ok());
    }
    auto store = CatalogStore::open(path);
    QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().toLine()));
    // Migrations 4 (price kinds, quota), 5 (the fabric figures) and 6 (the currency in a price's
    // key) all run, after one backup.
    QCOMPARE(store.value()->schemaVersion(), CatalogStore::latestSchemaVersion());
    // 7: the model library; 8: restrictions; 9: the step-time facts; 10: approximate dates.
    QCOMPARE(CatalogStore::latestSchemaVersion(), 11); // 11: transfer prices
    QCOMPARE(store.value()->backupPath(), path + QStringLiteral(".v3.bak"));
    const auto catalog = store.value()->load().value();
    const model::Price *west = catalog.findPrice("Standard_ND96isr_H100_v5", "westus3", model::Tier::Dedicated, "USD");
    QVERIFY(west != nullptr);
    QCOMPARE(west->perNodeHour.value, 91.0);
    QVERIFY(west->kind == model::PriceKind::OnDemand);
    // The 127 shipped prices (schema 3 kept the 72 on-demand ones; the 55 Spot prices come with
    // the migration) and the user's.
    QCOMPARE(catalog.prices.size(), std::size_t(128));
    QVERIFY(catalog.quota.empty());
}

void TestCatalogStore::migrationTo6KeysPricesByCurrency()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    model::Price reservation;
    {
        // Schema 5: one price per size, region, tier, kind and term, whatever its currency.
        auto v5 = CatalogStore::openAtVersion(path, 5, true);
        QVERIFY2(v5.ok(), qPrintable(v5.ok() ? QString() : v5.error().toLine()));
        reservation = *price(v5.value()->load().value(), "Standard_ND96isr_H100_v5");
        reservation.kind = model::PriceKind::Reservation;
        reservation.termYears = 1;
        reservation.perNodeHour = {63.23, {"Azure Retail Prices API", "2026-11-01", true, "2026-11-01T09:00:00Z", "2024-03-01"}};
        QVERIFY(v5.value()->upsertPrice(reservation).ok());
    }
    auto store = CatalogStore::open(path);
    QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().toLine()));
    QCOMPARE(store.value()->schemaVersion(), static_cast<long long>(CatalogStore::latestSchemaVersion()));
    // The backup is the catalog as it was: schema 5, with the same prices.
    QCOMPARE(store.value()->backupPath(), path + QStringLiteral(".v5.bak"));
    {
        auto backup = CatalogStore::openAtVersion(store.value()->backupPath(), 5, false);
        QVERIFY(backup.ok());
        QCOMPARE(backup.value()->schemaVersion(), 5LL);
        QCOMPARE(backup.value()->load().value().prices.size(), std::size_t(128));
    }
    // Every row kept with its currency, kind, term and provenance.
    model::Catalog catalog = store.value()->load().value();
    QCOMPARE(catalog.prices.size(), std::size_t(128));
    const model::Price *kept = catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated,
                                                 model::PriceKind::Reservation, 1, "USD");
    QVERIFY(kept != nullptr);
    QCOMPARE(*kept, reservation);

    // Now a price in euros sits beside the dollar price of the same key …
    model::Price euro = *catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "USD");
    euro.currency = "EUR";
    euro.perNodeHour.value = 90.12;
    QVERIFY(store.value()->upsertPrice(euro).ok());
    catalog = store.value()->load().value();
    QCOMPARE(catalog.prices.size(), std::size_t(129));
    QCOMPARE(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "USD")->perNodeHour.value, 98.32);
    QCOMPARE(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "EUR")->perNodeHour.value, 90.12);
    // … and removing it removes only it.
    QVERIFY(store.value()->removePrice(euro).ok());
    catalog = store.value()->load().value();
    QCOMPARE(catalog.prices.size(), std::size_t(128));
    QVERIFY(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "EUR") == nullptr);
    QCOMPARE(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "USD")->perNodeHour.value, 98.32);
}

// A catalog of schema 9 as revision 4 of the default left it: the estimated ND H200 v5 price
// (84.80, shipped, unverified), a user's own price and a user's approximate-looking row. Opening
// it migrates to schema 10 after a backup, refreshes the shipped rows to revision 5, drops the
// shipped estimate and keeps every user row as it was.
void TestCatalogStore::migrationTo10KeepsUserRowsAndDropsTheEstimate()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    model::Price own;
    {
        auto v9 = CatalogStore::openAtVersion(path, 9, true);
        QVERIFY2(v9.ok(), qPrintable(v9.ok() ? QString() : v9.error().toLine()));
        own = *price(v9.value()->load().value(), "Standard_ND96isr_H100_v5");
        own.region = "westus3";
        own.perNodeHour = {91.0, {"negotiated", "2026-10-01", true}};
        QVERIFY(v9.value()->upsertPrice(own).ok());
    }
    {
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
        const char *sql = "INSERT INTO prices (size_name, region, tier, kind, term_years, currency, price_per_hour, "
                          "source, as_of, verified, origin) VALUES ('Standard_ND96isr_H200_v5', 'eastus', 'dedicated', "
                          "'on_demand', 0, 'USD', 84.80, 'estimate: not confirmed against the Azure Retail Prices API', "
                          "'2026-11-30', 0, 'default');"
                          "UPDATE vm_sizes SET quota_family = 'standardNDSH200V5Family' WHERE name = 'Standard_ND96isr_H200_v5';"
                          "UPDATE catalog_meta SET value = '4' WHERE key = 'default_revision';";
        QCOMPARE(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
    }
    auto store = CatalogStore::open(path);
    QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().toLine()));
    QCOMPARE(store.value()->schemaVersion(), static_cast<long long>(CatalogStore::latestSchemaVersion())); // 10, then 11
    QCOMPARE(store.value()->backupPath(), path + QStringLiteral(".v9.bak"));
    const auto catalog = store.value()->load().value();
    // The estimate is gone; the H200 has no price in eastus and its family is the sourced one.
    QVERIFY(price(catalog, "Standard_ND96isr_H200_v5") == nullptr);
    QCOMPARE(catalog.findSize("Standard_ND96isr_H200_v5")->quotaFamily.value, std::string("standardNDISRH200V5Family"));
    // The user's price is kept as it was, with an exact date.
    const model::Price *kept = catalog.findPrice("Standard_ND96isr_H100_v5", "westus3", model::Tier::Dedicated, "USD");
    QVERIFY(kept != nullptr);
    QCOMPARE(*kept, own);
    QVERIFY(!kept->perNodeHour.provenance.asOfApproximate);
    // Shipped approximate dates survive the store: SkyPilot's v6 price of ND96asr_v4, about 2024-08.
    const model::Price *asr = price(catalog, "Standard_ND96asr_v4");
    QVERIFY(asr != nullptr);
    QVERIFY(asr->perNodeHour.provenance.asOfApproximate);
    QCOMPARE(asr->perNodeHour.provenance.asOf, std::string("2024-08-01"));
    QCOMPARE(catalog.prices.size(), std::size_t(127 + 1));
    // The backup is the file before the migration, estimate and all.
    auto backup = CatalogStore::openAtVersion(store.value()->backupPath(), 9, false);
    QVERIFY(backup.ok());
    QCOMPARE(backup.value()->load().value().findPrice("Standard_ND96isr_H200_v5", "eastus", model::Tier::Dedicated, "USD")
                 ->perNodeHour.value,
             84.80);
}

void TestCatalogStore::openingWritesNothingWhenUpToDate()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(CatalogStore::open(path).ok());
    const QByteArray before = fileHash(path);
    for (int i = 0; i < 2; ++i) {
        auto again = CatalogStore::open(path);
        QVERIFY(again.ok());
        QVERIFY(again.value()->load().ok());
    }
    QCOMPARE(fileHash(path), before);
}

void TestCatalogStore::upsertSizeKeepsItsPrices()
{
    // Writing a size must not take its prices with it (INSERT OR REPLACE would delete the row
    // first, and the foreign key's ON DELETE CASCADE its prices).
    auto store = CatalogStore::openEmbeddedDefault();
    QVERIFY(store.ok());
    model::VmSize h100 = *store.value()->load().value().findSize("Standard_ND96isr_H100_v5");
    h100.ethernetGbpsPerVm.value = 100.0;
    QVERIFY(store.value()->upsertSize(h100).ok());
    const auto catalog = store.value()->load().value();
    QCOMPARE(catalog.findSize("Standard_ND96isr_H100_v5")->ethernetGbpsPerVm.value, 100.0);
    QVERIFY(price(catalog, "Standard_ND96isr_H100_v5") != nullptr);
    QCOMPARE(catalog.prices.size(), std::size_t(127));
}

void TestCatalogStore::applyPriceImport()
{
    auto store = CatalogStore::openEmbeddedDefault();
    QVERIFY(store.ok());
    const data::ImportPreview p = preview(*store.value(), data::ImportKind::Prices, pricePages());
    // 48 accepted: NC24ads_A100_v4 is a size of the catalog now (revision 5).
    QCOMPARE(p.prices.size(), std::size_t(48));
    // 11 of them are shipped keys (6 pay-as-you-go, 1 low-priority and 4 Spot prices in eastus).
    QCOMPARE(p.newCount, 37);
    QVERIFY(store.value()->applyImport(p).ok());
    const auto catalog = store.value()->load().value();
    QCOMPARE(catalog.prices.size(), std::size_t(127 + p.newCount));
    // The plan's price is still the on-demand one; the others sit beside it.
    QCOMPARE(price(catalog, "Standard_ND96isr_H200_v5")->perNodeHour.value, 110.24);
    QVERIFY(price(catalog, "Standard_ND96isr_H200_v5")->perNodeHour.provenance.verified);
    const model::Price *r1 = catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated,
                                               model::PriceKind::Reservation, 1, "USD");
    QVERIFY(r1 != nullptr);
    QCOMPARE(r1->perNodeHour.value, 553930.0 / 8760.0);
    // Every stored value keeps its file, its import time and the source's effective date.
    QCOMPARE(r1->perNodeHour.provenance.source, std::string("Azure Retail Prices API: prices-page1.json"));
    QCOMPARE(r1->perNodeHour.provenance.asOf, std::string("2026-12-01"));
    QCOMPARE(r1->perNodeHour.provenance.importedAt, std::string("2026-12-01T09:30:00Z"));
    QCOMPARE(r1->perNodeHour.provenance.effectiveDate, std::string("2024-03-01"));
    // Unchanged values were confirmed, so their provenance is the import's now.
    QCOMPARE(price(catalog, "Standard_ND96isr_H100_v5")->perNodeHour.provenance.importedAt,
             std::string("2026-12-01T09:30:00Z"));
    QCOMPARE(importLogRows(*store.value()), 1);
    // The same files again: nothing new, nothing changed.
    const data::ImportPreview again = preview(*store.value(), data::ImportKind::Prices, pricePages());
    QCOMPARE(again.newCount, 0);
    QCOMPARE(again.changedCount, 0);
    QCOMPARE(again.unchangedCount, 48);
}

void TestCatalogStore::applyQuotaImportGivesTheSeedShortfall()
{
    auto store = CatalogStore::openEmbeddedDefault();
    QVERIFY(store.ok());
    const data::ImportPreview p =
        preview(*store.value(), data::ImportKind::VmUsage, {sample("vm-usage-eastus-strings.json")}, QStringLiteral("eastus"));
    QCOMPARE(p.quota.size(), std::size_t(8));
    QVERIFY(store.value()->applyImport(p).ok());
    const auto catalog = store.value()->load().value();
    QCOMPARE(catalog.quota.size(), std::size_t(8));
    // docs/sources.md, s2-azureml-compute: four ND96isr_H100_v5 nodes need 384 cores; limit 200,
    // used 8 → 192 short.
    const model::QuotaCheck check =
        model::quotaFor(catalog, *catalog.findSize("Standard_ND96isr_H100_v5"), "eastus", model::Tier::Dedicated, 4);
    QCOMPARE(check.coresNeeded, 384LL);
    QCOMPARE(check.familyLimit.value_or(-1), 200LL);
    QCOMPARE(check.familyUsed.value_or(-1), 8LL);
    QCOMPARE(check.shortfall.value_or(-1), 192LL);
    QCOMPARE(check.family, std::string("standardNDSH100v5Family"));
    QVERIFY(check.status == model::QuotaStatus::Shortfall);
    // Azure ML's spelling of the same family replaces the counter rather than adding one.
    const data::ImportPreview ml = preview(*store.value(), data::ImportKind::MlUsage, {sample("ml-usage-eastus.json")});
    QVERIFY(store.value()->applyImport(ml).ok());
    const auto after = store.value()->load().value();
    const model::QuotaUsage *h100 = after.findFamilyQuota("eastus", "standardNDSH100v5Family", model::Tier::Dedicated);
    QVERIFY(h100 != nullptr);
    QCOMPARE(*h100->limit, 384LL);
    QCOMPARE(h100->family, std::string("Standard NDSH100v5 Family"));
    const model::QuotaUsage *lp = after.findFamilyQuota("eastus", "standardNDSH100v5Family", model::Tier::LowPriority);
    QVERIFY(lp != nullptr);
    QCOMPARE(*lp->limit, -1LL);
}

void TestCatalogStore::applySkuImport()
{
    auto store = CatalogStore::openEmbeddedDefault();
    QVERIFY(store.ok());
    const data::ImportPreview p = preview(*store.value(), data::ImportKind::Skus, {sample("skus-eastus.json")});
    QVERIFY(store.value()->applyImport(p).ok());
    const auto catalog = store.value()->load().value();
    QCOMPARE(catalog.sizes.size(), std::size_t(16));
    const model::VmSize *added = catalog.findSize("Standard_NC24ads_A100_v4");
    QVERIFY(added != nullptr);
    QCOMPARE(added->vcpus.value, 24);
    // A shipped size since revision 5: the SKU list names no GPU model, so the verified one stays.
    QCOMPARE(added->gpuModel.value, std::string("NVIDIA A100 80GB PCIe"));
    QVERIFY(added->gpuModel.provenance.verified);
    // Prices of updated sizes are still there.
    QCOMPARE(catalog.prices.size(), std::size_t(127));
    // Now the A100 prices that were rejected before find their size.
    const data::ImportPreview prices = preview(*store.value(), data::ImportKind::Prices, pricePages());
    QVERIFY(prices.rejected.empty());
    QVERIFY(findIn(prices.prices, "Standard_NC24ads_A100_v4"));
    // The H100's Location restriction in swedencentral is kept, with where it came from, and
    // travels with an exported catalog.
    QCOMPARE(catalog.restrictions.size(), std::size_t(1));
    const model::SizeRestriction *r = catalog.findRestriction("Standard_ND96isr_H100_v5", "swedencentral");
    QVERIFY(r != nullptr);
    QCOMPARE(r->reason, std::string("NotAvailableForSubscription"));
    QCOMPARE(r->provenance.source, std::string("az vm list-skus: skus-eastus.json"));
    const auto exported = store.value()->exportJson();
    QVERIFY(exported.ok());
    const auto reread = data::CatalogJson::parse(exported.value());
    QVERIFY(reread.ok());
    QCOMPARE(reread.value().catalog.restrictions, catalog.restrictions);
}

void TestCatalogStore::failedImportLeavesTheFileAsItWas_data()
{
    QTest::addColumn<int>("failure");
    // A price that breaks a CHECK constraint, one for a size that does not exist (foreign key),
    // and a quota counter with a negative usage: each written after valid rows.
    QTest::newRow("zero price") << 0;
    QTest::newRow("unknown size") << 1;
    QTest::newRow("negative quota") << 2;
}

void TestCatalogStore::failedImportLeavesTheFileAsItWas()
{
    QFETCH(int, failure);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    auto store = CatalogStore::open(path);
    QVERIFY(store.ok());
    data::ImportPreview p = preview(*store.value(), data::ImportKind::Prices, pricePages());
    p.quota = preview(*store.value(), data::ImportKind::VmUsage, {sample("vm-usage-eastus-strings.json")},
                      QStringLiteral("eastus"))
                  .quota;
    QVERIFY(p.prices.size() > 40);
    // The failure comes last, so the valid rows before it were already written when it fails.
    if (failure == 0) {
        model::Price bad = p.prices.front();
        bad.region = "westus3";
        bad.perNodeHour.value = 0.0;
        p.prices.push_back(bad);
    } else if (failure == 1) {
        model::Price bad = p.prices.front();
        bad.sku = "Standard_ND96isr_H900_v9";
        p.prices.push_back(bad);
    } else {
        model::QuotaUsage bad = p.quota.front();
        bad.region = "westus3";
        bad.currentValue = -5;
        p.quota.push_back(bad);
    }
    const auto before = store.value()->load().value();
    const QByteArray hashBefore = fileHash(path);
    const data::Status status = store.value()->applyImport(p);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().file, path);
    // Exactly as it was: the same bytes on disk and the same catalog.
    QCOMPARE(fileHash(path), hashBefore);
    QVERIFY(store.value()->load().value() == before);
    QCOMPARE(importLogRows(*store.value()), 0);
    // Without the bad row the same import goes through.
    if (failure == 2) {
        p.quota.pop_back();
    } else {
        p.prices.pop_back();
    }
    QVERIFY(store.value()->applyImport(p).ok());
    QCOMPARE(importLogRows(*store.value()), 1);
}

void TestCatalogStore::previewChangesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    auto store = CatalogStore::open(path);
    QVERIFY(store.ok());
    const QByteArray before = fileHash(path);
    const data::ImportPreview p = preview(*store.value(), data::ImportKind::Prices, pricePages());
    QVERIFY(p.hasChanges());
    QCOMPARE(fileHash(path), before);
}

void TestCatalogStore::quotaEdits()
{
    auto store = CatalogStore::openEmbeddedDefault();
    QVERIFY(store.ok());
    model::QuotaUsage q;
    q.region = "eastus";
    q.family = "standardNDSH100v5Family";
    q.currentValue = 8;
    q.limit = 200;
    q.provenance = {"typed from the portal", "2026-12-01", true};
    QVERIFY(store.value()->upsertQuota(q).ok());
    // The same family in another spelling is the same counter.
    q.family = "Standard NDSH100v5 Family";
    q.limit = 400;
    QVERIFY(store.value()->upsertQuota(q).ok());
    auto catalog = store.value()->load().value();
    QCOMPARE(catalog.quota.size(), std::size_t(1));
    QCOMPARE(*catalog.quota.front().limit, 400LL);
    // Unknown usage stays unknown.
    q.currentValue.reset();
    QVERIFY(store.value()->upsertQuota(q).ok());
    QVERIFY(!store.value()->load().value().quota.front().currentValue.has_value());
    q.limit = -2;
    QVERIFY(!store.value()->upsertQuota(q).ok());
    QVERIFY(store.value()->removeQuota(q).ok());
    QVERIFY(store.value()->load().value().quota.empty());
}

void TestCatalogStore::resetToShippedDefault()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    auto store = CatalogStore::open(path);
    QVERIFY(store.ok());
    CatalogStore &s = *store.value();
    model::VmSize h100 = *s.load().value().findSize("Standard_ND96isr_H100_v5");
    const model::VmSize shipped = h100;
    h100.vcpus = {48, {"typed", "2026-12-01", false}};
    h100.bf16TflopsPerGpu = {900.0, {"typed", "2026-12-01", false}};
    QVERIFY(s.upsertSize(h100).ok());
    model::Price edited = *price(s.load().value(), "Standard_ND96isr_H100_v5");
    edited.perNodeHour = {77.0, {"negotiated", "2026-12-01", true}};
    QVERIFY(s.upsertPrice(edited).ok());

    QVERIFY(s.resetSizeFact(QStringLiteral("Standard_ND96isr_H100_v5"), QStringLiteral("vcpus")).ok());
    auto catalog = s.load().value();
    QCOMPARE(catalog.findSize("Standard_ND96isr_H100_v5")->vcpus, shipped.vcpus);
    QCOMPARE(catalog.findSize("Standard_ND96isr_H100_v5")->bf16TflopsPerGpu.value, 900.0); // only that value
    QVERIFY(s.resetSizeFact(QStringLiteral("Standard_ND96isr_H100_v5"), QStringLiteral("bf16_tflops_per_gpu")).ok());
    QVERIFY(*s.load().value().findSize("Standard_ND96isr_H100_v5") == shipped);
    model::Price key;
    key.sku = "Standard_ND96isr_H100_v5";
    key.region = "eastus";
    QVERIFY(s.resetPrice(key).ok());
    catalog = s.load().value();
    QCOMPARE(price(catalog, "Standard_ND96isr_H100_v5")->perNodeHour.value, 98.32);
    // Back to shipped rows: the next default revision may refresh them again.
    {
        data::Statement origin(s.database(), QStringLiteral("SELECT origin FROM vm_sizes WHERE name = "
                                                            "'Standard_ND96isr_H100_v5'"));
        QVERIFY(origin.next());
        QCOMPARE(origin.textColumn(0), QStringLiteral("default"));
    }
    // What has no default cannot be reset.
    QVERIFY(!s.resetSizeFact(QStringLiteral("Standard_ND96isr_H100_v5"), QStringLiteral("colour")).ok());
    QVERIFY(!s.resetSizeFact(QStringLiteral("Standard_Unknown_v1"), QStringLiteral("vcpus")).ok());
    key.region = "westus3";
    QVERIFY(!s.resetPrice(key).ok());
    key.region = "eastus";
    key.currency = "EUR"; // the shipped catalog prices East US in US dollars only
    QVERIFY(!s.resetPrice(key).ok());
}

void TestCatalogStore::exportImportRoundTrip()
{
    // A catalog with imported prices, quota and sizes and the user's own edits.
    auto first = CatalogStore::openEmbeddedDefault();
    QVERIFY(first.ok());
    CatalogStore &a = *first.value();
    QVERIFY(a.applyImport(preview(a, data::ImportKind::Skus, {sample("skus-eastus.json")})).ok());
    QVERIFY(a.applyImport(preview(a, data::ImportKind::Prices, pricePages())).ok());
    QVERIFY(a.applyImport(preview(a, data::ImportKind::VmUsage, {sample("vm-usage-eastus-strings.json")},
                                  QStringLiteral("eastus")))
                .ok());
    QVERIFY(a.applyImport(preview(a, data::ImportKind::MlUsage, {sample("ml-usage-eastus.json")})).ok());
    model::Price own = *price(a.load().value(), "Standard_ND96asr_v4");
    own.perNodeHour = {25.5, {"negotiated rate", "2026-11-15", true}};
    QVERIFY(a.upsertPrice(own).ok());
    const auto exported = a.exportJson();
    QVERIFY(exported.ok());

    // Import into a fresh catalog: the export of that gives the same bytes.
    auto second = CatalogStore::openEmbeddedDefault();
    QVERIFY(second.ok());
    CatalogStore &b = *second.value();
    auto p = data::Importer::previewBytes(data::ImportKind::Catalog, {{QStringLiteral("catalog.json"), exported.value()}},
                                          b.load().value(), importOptions());
    QVERIFY2(p.ok(), qPrintable(p.ok() ? QString() : p.error().toLine()));
    QVERIFY(p.value().newCount > 0);
    QVERIFY(p.value().changedCount > 0); // the H200 price, the ND96asr_v4 price
    QVERIFY(b.applyImport(p.value()).ok());
    const auto reexported = b.exportJson();
    QVERIFY(reexported.ok());
    QCOMPARE(reexported.value(), exported.value());
    QVERIFY(b.load().value() == a.load().value());

    // Importing a catalog into itself changes nothing.
    auto same = data::Importer::previewBytes(data::ImportKind::Catalog, {{QStringLiteral("catalog.json"), exported.value()}},
                                             a.load().value(), importOptions());
    QVERIFY(same.ok());
    QVERIFY(!same.value().hasChanges());
    // A catalog file with fewer rows removes the others.
    auto shipped = CatalogStore::openEmbeddedDefault();
    const auto small = shipped.value()->exportJson();
    auto removal = data::Importer::previewBytes(data::ImportKind::Catalog, {{QStringLiteral("small.json"), small.value()}},
                                                a.load().value(), importOptions());
    QVERIFY(removal.ok());
    QVERIFY(removal.value().removedCount > 0);
    QVERIFY(a.applyImport(removal.value()).ok());
    QCOMPARE(a.exportJson().value(), small.value());
}

void TestCatalogStore::benchmarkOpenAndLoad()
{
    QBENCHMARK {
        auto store = CatalogStore::openEmbeddedDefault();
        QVERIFY(store.ok());
        QVERIFY(store.value()->load().ok());
    }
}

QTEST_GUILESS_MAIN(TestCatalogStore)
#include "tst_catalogstore.moc"
