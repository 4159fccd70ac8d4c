// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Inter-region transfer prices: imported from a Retail Prices page of serviceName "Bandwidth"
// (tests/data/samples/retail-bandwidth-page.json: TEST VALUES in the API's shape, see its .md),
// stored (migration 011, from a schema-10 file) and written to catalog JSON.
#include "data/formats/CatalogJson.h"
#include "data/import/ImportGuess.h"
#include "data/import/Importers.h"
#include "data/store/CatalogStore.h"
#include "model/catalog/Transfer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace capplan;

namespace {
const QString kPage = QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/retail-bandwidth-page.json");

data::ImportPreview importPage(const model::Catalog &current)
{
    data::ImportOptions options;
    options.importedAt = QStringLiteral("2026-12-01T09:30:00Z");
    auto preview = data::Importer::preview(data::ImportKind::Prices, {kPage}, current, options);
    if (!preview) {
        qFatal("%s", qPrintable(preview.error().toLine()));
    }
    return preview.value();
}
} // namespace

class TestTransferPrices : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void guessedAsPrices()
    {
        QFile file(kPage);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(data::guessImportKind(file.read(65536)) == data::ImportKind::Prices);
    }

    void import_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("scope");
        QTest::addColumn<double>("fromGB");
        QTest::addColumn<double>("perGB");
        QTest::newRow("eastus intra 0") << "eastus" << "intra_continent" << 0.0 << 0.0;
        QTest::newRow("eastus intra 5") << "eastus" << "intra_continent" << 5.0 << 0.1;
        QTest::newRow("eastus intra 100") << "eastus" << "intra_continent" << 100.0 << 0.05;
        QTest::newRow("eastus inter 5") << "eastus" << "inter_continent" << 5.0 << 0.3;
        QTest::newRow("eastus inter 100") << "eastus" << "inter_continent" << 100.0 << 0.2;
        QTest::newRow("westeurope intra 5 (not primary, kept)") << "westeurope" << "intra_continent" << 5.0 << 0.12;
    }

    void import()
    {
        QFETCH(QString, region);
        QFETCH(QString, scope);
        QFETCH(double, fromGB);
        QFETCH(double, perGB);
        const data::ImportPreview preview = importPage(data::CatalogStore::embeddedDefault().value());
        model::TransferPrice key;
        key.region = region.toStdString();
        key.scope = *model::transferScopeFromString(scope.toStdString());
        key.tierMinimumGB = fromGB;
        const auto it = std::find_if(preview.transferPrices.begin(), preview.transferPrices.end(),
                                     [&](const model::TransferPrice &t) { return t.sameKey(key); });
        QVERIFY(it != preview.transferPrices.end());
        QCOMPARE(it->perGB.value, perGB);
        QCOMPARE(it->perGB.provenance.source, std::string("Azure Retail Prices API: retail-bandwidth-page.json"));
        QCOMPARE(it->perGB.provenance.effectiveDate, std::string("2026-01-01"));
        QCOMPARE(it->perGB.provenance.asOf, std::string("2026-12-01"));
    }

    void importCounts()
    {
        const data::ImportPreview preview = importPage(data::CatalogStore::embeddedDefault().value());
        QCOMPARE(preview.transferPrices.size(), std::size_t(8));
        QCOMPARE(preview.newCount, 8);
        QCOMPARE(preview.skippedCount(QStringLiteral("not_inter_region")), 2); // Rtn Preference: MGN
        QCOMPARE(preview.skippedCount(QStringLiteral("duplicate")), 1);
        QCOMPARE(preview.rejected.size(), std::size_t(1)); // the negative price
        QVERIFY(preview.rejected.front().path.endsWith(QStringLiteral("retailPrice")));
        // Again against a catalog that has them: unchanged.
        model::Catalog current = data::CatalogStore::embeddedDefault().value();
        current.transferPrices = preview.transferPrices;
        const data::ImportPreview again = importPage(current);
        QCOMPARE(again.newCount, 0);
        QCOMPARE(again.unchangedCount, 8);
    }

    void storeRoundTripFromSchema10()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        {
            auto v10 = data::CatalogStore::openAtVersion(path, 10, true);
            QVERIFY(v10.ok());
            QVERIFY(v10.value()->load().value().transferPrices.empty());
        }
        auto store = data::CatalogStore::open(path);
        QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().toLine()));
        QCOMPARE(store.value()->schemaVersion(), 11LL);
        QCOMPARE(store.value()->backupPath(), path + QStringLiteral(".v10.bak"));
        const data::ImportPreview preview = importPage(store.value()->load().value());
        QVERIFY(store.value()->applyImport(preview).ok());
        const model::Catalog loaded = store.value()->load().value();
        QCOMPARE(loaded.transferPrices.size(), std::size_t(8));
        for (const model::TransferPrice &t : preview.transferPrices) {
            QVERIFY(std::find(loaded.transferPrices.begin(), loaded.transferPrices.end(), t) != loaded.transferPrices.end());
        }
        // 500 GB eastus → westus: 5 × 0 + 95 × 0.10 + 400 × 0.05 = 29.5 USD
        const auto cost = model::transferCost(loaded, "eastus", "westus", 500.0, "USD");
        QVERIFY(cost && cost->priced);
        QVERIFY(std::abs(cost->cost - 29.5) < 1e-9);
        // Export and replace keep them.
        auto doc = store.value()->document();
        QVERIFY(doc.ok());
        QCOMPARE(doc.value().transferOrigins.size(), std::size_t(8));
        QCOMPARE(doc.value().transferOrigins.front(), std::string("import"));
        QVERIFY(store.value()->replaceCatalog(doc.value()).ok());
        QCOMPARE(store.value()->load().value().transferPrices, loaded.transferPrices);
    }

    void catalogJsonRoundTrip()
    {
        data::CatalogDocument doc;
        doc.revision = 1;
        doc.catalog.transferPrices = importPage(data::CatalogStore::embeddedDefault().value()).transferPrices;
        const QByteArray bytes = data::CatalogJson::serialize(doc);
        QVERIFY(bytes.contains("\"transfer_prices\""));
        auto parsed = data::CatalogJson::parse(bytes, QStringLiteral("t.json"));
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toLine()));
        data::CatalogJson::sort(doc);
        QCOMPARE(parsed.value().catalog.transferPrices, doc.catalog.transferPrices);
        QCOMPARE(data::CatalogJson::serialize(parsed.value()), bytes);
    }

    void catalogJsonErrors_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("path");
        QTest::newRow("bad scope") << QByteArray(R"({"region":"eastus","scope":"global","tier_minimum_gb":0,"price_per_gb":0,"source":"s","as_of":"2026-12-01"})")
                                   << "transfer_prices[0].scope";
        QTest::newRow("negative price") << QByteArray(R"({"region":"eastus","scope":"intra_continent","tier_minimum_gb":0,"price_per_gb":-1,"source":"s","as_of":"2026-12-01"})")
                                        << "transfer_prices[0].price_per_gb";
        QTest::newRow("display name") << QByteArray(R"({"region":"East US","scope":"intra_continent","tier_minimum_gb":0,"price_per_gb":0,"source":"s","as_of":"2026-12-01"})")
                                      << "transfer_prices[0].region";
    }

    void catalogJsonErrors()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, path);
        const QByteArray bytes = R"({"format":"capacity-planner.catalog","version":1,"revision":1,"sizes":[],"prices":[],"transfer_prices":[)" +
                                 row + "]}";
        auto parsed = data::CatalogJson::parse(bytes, QStringLiteral("t.json"));
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().path, path);
    }
};

QTEST_GUILESS_MAIN(TestTransferPrices)
#include "tst_transferprices.moc"
