// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/CatalogStore.h"

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
    return c.findPrice(sku, "eastus", model::Tier::Dedicated);
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
    void foreignDatabaseIsLeftUntouched();
    void knownRegions();
    void userPriceValidation();
    void benchmarkOpenAndLoad();
};

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

    // Issue 2's default catalog, values as specified.
    QTest::newRow("ND96asr_v4") << "Standard_ND96asr_v4" << 96 << 8 << 40.0 << 312.0 << 200.0
                                << "standardNDASv4_A100Family" << "available" << 27.197 << true;
    QTest::newRow("ND96amsr_A100_v4") << "Standard_ND96amsr_A100_v4" << 96 << 8 << 80.0 << 312.0 << 200.0
                                      << "standardNDAMSv4_A100Family" << "available" << 32.77 << true;
    QTest::newRow("ND96isr_H100_v5") << "Standard_ND96isr_H100_v5" << 96 << 8 << 80.0 << 989.0 << 400.0
                                     << "standardNDSH100v5Family" << "available" << 98.32 << true;
    QTest::newRow("ND96isr_H200_v5, unverified price") << "Standard_ND96isr_H200_v5" << 96 << 8 << 141.0 << 989.0
                                                       << 400.0 << "standardNDSH200V5Family" << "available" << 84.80
                                                       << false;
    QTest::newRow("NC40ads_H100_v5, no IB") << "Standard_NC40ads_H100_v5" << 40 << 1 << 94.0 << 835.0 << 0.0
                                            << "standardNCadsH100v5Family" << "available" << 6.98 << true;
    QTest::newRow("NC80adis_H100_v5, no IB") << "Standard_NC80adis_H100_v5" << 80 << 2 << 94.0 << 835.0 << 0.0
                                             << "standardNCadsH100v5Family" << "available" << 13.96 << true;
    QTest::newRow("NC24s_v3 retired") << "Standard_NC24s_v3" << 24 << 4 << 16.0 << 125.0 << 0.0
                                      << "standardNCSv3Family" << "retired" << 12.24 << false;
    QTest::newRow("NC24rs_v3 retired") << "Standard_NC24rs_v3" << 24 << 4 << 16.0 << 125.0 << 25.0
                                       << "standardNCSv3Family" << "retired" << 13.464 << false;
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
    const model::Price *p = price > 0 ? catalog.value().findPrice(sku.toStdString(), "eastus", model::Tier::Dedicated)
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
    QCOMPARE(catalog.value().sizes.size(), std::size_t(8));
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
    QVERIFY(catalog.findPrice("Standard_ND96isr_H100_v5", "westus3", model::Tier::Dedicated) != nullptr);
    // The rest of the default is still there and unchanged.
    QCOMPARE(price(catalog, "Standard_ND96asr_v4")->perNodeHour.value, 27.197);
    QCOMPARE(catalog.sizes.size(), std::size_t(8));
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
    QCOMPARE(fallback.value()->load().value().sizes.size(), std::size_t(8));
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
