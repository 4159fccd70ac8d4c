// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped default catalog against the dated snapshot it is generated from
// (data/snapshot/azure-gpu-catalog, tools/generate-default-catalog.py): every value the snapshot
// states as verified is the catalog's, every preferred dated price is there with its date, and
// nothing is priced that the snapshot does not price. So the two cannot drift apart.
#include "data/export/Report.h"
#include "data/formats/CatalogJson.h"
#include "data/Texts.h"
#include "model/catalog/CatalogFields.h"
#include "model/Evaluate.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>
#include <set>

using namespace capplan;

namespace {

using Row = std::map<QString, QString>;

// RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks.
std::vector<Row> readCsv(const QString &relative)
{
    QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QString text = QString::fromUtf8(file.readAll());
    std::vector<QStringList> records(1);
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            records.back() << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            records.back() << field;
            field.clear();
            records.emplace_back();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    if (!field.isEmpty() || !records.back().isEmpty()) {
        records.back() << field;
    } else {
        records.pop_back();
    }
    std::vector<Row> rows;
    const QStringList header = records.front();
    for (std::size_t r = 1; r < records.size(); ++r) {
        Row row;
        for (qsizetype c = 0; c < header.size(); ++c) {
            row[header[c]] = records[r].value(c);
        }
        rows.push_back(row);
    }
    return rows;
}

const model::Catalog &defaultCatalog()
{
    static const model::Catalog catalog = [] {
        QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/data/resources/catalog/default_catalog.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            return model::Catalog{};
        }
        const auto doc = data::CatalogJson::parse(file.readAll(), QStringLiteral("default_catalog.json"));
        return doc ? doc.value().catalog : model::Catalog{};
    }();
    return catalog;
}

const std::vector<Row> &sizeRows()
{
    static const std::vector<Row> rows = readCsv(QStringLiteral("data/snapshot/azure-gpu-catalog/gpu_sizes.csv"));
    return rows;
}

const std::vector<Row> &priceRows()
{
    static const std::vector<Row> rows = readCsv(QStringLiteral("data/snapshot/azure-gpu-catalog/gpu_prices.csv"));
    return rows;
}

// The snapshot's tier as the catalog files it: Spot under low_priority with kind spot.
std::pair<model::Tier, model::PriceKind> catalogTier(const QString &tier)
{
    if (tier == QLatin1String("spot")) {
        return {model::Tier::LowPriority, model::PriceKind::Spot};
    }
    if (tier == QLatin1String("low_priority")) {
        return {model::Tier::LowPriority, model::PriceKind::OnDemand};
    }
    return {model::Tier::Dedicated, model::PriceKind::OnDemand};
}

} // namespace

class TestCatalogSnapshot : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void snapshotIsRead();
    void trainingSizes_data();
    void trainingSizes();
    void verifiedValuesEqual_data();
    void verifiedValuesEqual();
    void partialRowsMarkTheirDerivedCells_data();
    void partialRowsMarkTheirDerivedCells();
    void nvlinkConvertedToGBytesPerDirection_data();
    void nvlinkConvertedToGBytesPerDirection();
    void blankCellsKeepTheirValue_data();
    void blankCellsKeepTheirValue();
    void newFacts_data();
    void newFacts();
    void everyPreferredPriceIsPresent();
    void noPriceWithoutASource();
    void unpricedSizes_data();
    void unpricedSizes();
    void seedPrices_data();
    void seedPrices();
    void regions();
    void unpricedPlan_data();
    void unpricedPlan();
    void regionComparison();
    void cheapestRegionWithQuota();
};

void TestCatalogSnapshot::snapshotIsRead()
{
    QCOMPARE(sizeRows().size(), std::size_t{68});
    QCOMPARE(priceRows().size(), std::size_t{1435});
    QVERIFY(!defaultCatalog().sizes.empty());
}

void TestCatalogSnapshot::trainingSizes_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("status");
    for (const char *name : {"Standard_ND96isr_H100_v5", "Standard_ND96isr_H200_v5", "Standard_ND96isr_MI300X_v5",
                             "Standard_ND128isr_NDR_GB200_v6", "Standard_ND128isr_GB300_v6", "Standard_ND96amsr_A100_v4",
                             "Standard_ND96asr_v4", "Standard_NC24ads_A100_v4", "Standard_NC48ads_A100_v4",
                             "Standard_NC96ads_A100_v4", "Standard_NC40ads_H100_v5", "Standard_NC80adis_H100_v5",
                             "Standard_NCC40ads_H100_v5", "Standard_ND40rs_v2"}) {
        QTest::newRow(name) << QString::fromLatin1(name) << QStringLiteral("available");
    }
    QTest::newRow("NC24s_v3 retired") << QStringLiteral("Standard_NC24s_v3") << QStringLiteral("retired");
    QTest::newRow("NC24rs_v3 retired") << QStringLiteral("Standard_NC24rs_v3") << QStringLiteral("retired");
}

void TestCatalogSnapshot::trainingSizes()
{
    QFETCH(QString, sku);
    QFETCH(QString, status);
    const model::VmSize *size = defaultCatalog().findSize(sku.toStdString());
    QVERIFY2(size != nullptr, qPrintable(sku));
    QCOMPARE(QString::fromStdString(std::string(model::toString(size->status.value))), status);
    if (status == QLatin1String("retired")) {
        QCOMPARE(QString::fromStdString(size->retirementDate.value), QStringLiteral("2025-09-30"));
    }
}

// One row per size of the catalog that the snapshot marks verified = yes, and per fact.
void TestCatalogSnapshot::verifiedValuesEqual_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("snapshot");
    std::map<QString, QString> names;
    for (const Row &r : readCsv(QStringLiteral("data/snapshot/azure-gpu-catalog/gpu_model_names.csv"))) {
        names[r.at(QStringLiteral("snapshot_gpu_model"))] = r.at(QStringLiteral("catalog_gpu_model"));
    }
    int rows = 0;
    for (const Row &r : sizeRows()) {
        const QString sku = r.at(QStringLiteral("sku"));
        if (r.at(QStringLiteral("verified")) != QLatin1String("yes") || defaultCatalog().findSize(sku.toStdString()) == nullptr) {
            continue;
        }
        for (const char *column : {"vcpus", "memory_gib", "gpus", "gpu_memory_gib", "ib_gbps_per_gpu",
                                   "ethernet_gbps_per_vm", "quota_family", "gpu_model"}) {
            QString value = r.at(QString::fromLatin1(column));
            if (value.isEmpty()) {
                continue; // a blank cell states nothing
            }
            if (QLatin1String(column) == QLatin1String("gpu_model")) {
                value = names.count(value) ? names.at(value) : QStringLiteral("(no catalog name for %1)").arg(value);
            }
            QTest::newRow(qPrintable(sku + QLatin1Char(' ') + QLatin1String(column))) << sku << QString::fromLatin1(column) << value;
            ++rows;
        }
    }
    // 11 verified sizes in the catalog, 8 facts each, less ND40rs_v2's blank per-GPU InfiniBand.
    QCOMPARE(rows, 11 * 8 - 1);
}

void TestCatalogSnapshot::verifiedValuesEqual()
{
    QFETCH(QString, sku);
    QFETCH(QString, column);
    QFETCH(QString, snapshot);
    const model::VmSize *size = defaultCatalog().findSize(sku.toStdString());
    QVERIFY(size != nullptr);
    const model::SizeFactField *field = model::findSizeFact(column.toStdString());
    QVERIFY(field != nullptr);
    if (const auto number = model::numberOf(*size, *field)) {
        QCOMPARE(*number, snapshot.toDouble()); // exact: the generator copies the cell
    } else if (column == QLatin1String("quota_family")) {
        // One family however it is spelled ("StandardNDASv4_A100Family" = standardNDASv4_A100Family).
        QCOMPARE(QString::fromStdString(model::normalizeFamily(size->quotaFamily.value)),
                 QString::fromStdString(model::normalizeFamily(snapshot.toStdString())));
    } else {
        QCOMPARE(QString::fromStdString(model::textOf(*size, *field)), snapshot);
    }
    QVERIFY2(model::provenanceOf(*size, *field).verified, "a verified snapshot cell is verified in the catalog");
}

void TestCatalogSnapshot::partialRowsMarkTheirDerivedCells_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("verified");
    QTest::newRow("H200 NVLink derived") << QStringLiteral("Standard_ND96isr_H200_v5") << QStringLiteral("nvlink_gbps_per_gpu") << false;
    QTest::newRow("H200 memory stated") << QStringLiteral("Standard_ND96isr_H200_v5") << QStringLiteral("memory_gib") << true;
    QTest::newRow("H200 quota family stated") << QStringLiteral("Standard_ND96isr_H200_v5") << QStringLiteral("quota_family") << true;
    QTest::newRow("GB200 NVLink derived") << QStringLiteral("Standard_ND128isr_NDR_GB200_v6") << QStringLiteral("nvlink_gbps_per_gpu") << false;
    QTest::newRow("GB200 Ethernet Mbps/Gbps") << QStringLiteral("Standard_ND128isr_NDR_GB200_v6") << QStringLiteral("ethernet_gbps_per_vm") << false;
    QTest::newRow("GB200 memory stated") << QStringLiteral("Standard_ND128isr_NDR_GB200_v6") << QStringLiteral("memory_gib") << true;
    QTest::newRow("NCv3 vCPUs from the SKU list") << QStringLiteral("Standard_NC24s_v3") << QStringLiteral("vcpus") << false;
    QTest::newRow("NCv3 retirement stated") << QStringLiteral("Standard_NC24s_v3") << QStringLiteral("retirement_date") << true;
}

void TestCatalogSnapshot::partialRowsMarkTheirDerivedCells()
{
    QFETCH(QString, sku);
    QFETCH(QString, key);
    QFETCH(bool, verified);
    const model::VmSize *size = defaultCatalog().findSize(sku.toStdString());
    QVERIFY(size != nullptr);
    QCOMPARE(model::provenanceOf(*size, *model::findSizeFact(key.toStdString())).verified, verified);
}

// The snapshot's nvlink_gbps_per_gpu is Gb/s with both directions together; the catalog's is
// GB/s per GPU and direction: Gb/s / 8 / 2.
void TestCatalogSnapshot::nvlinkConvertedToGBytesPerDirection_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<double>("snapshotGbps");
    QTest::addColumn<double>("catalogGBps");
    QTest::newRow("H200: 7,200 Gb/s = 900 GB/s both ways") << QStringLiteral("Standard_ND96isr_H200_v5") << 7200.0 << 450.0;
    QTest::newRow("GB200: 14,400 Gb/s = 1.8 TB/s both ways") << QStringLiteral("Standard_ND128isr_NDR_GB200_v6") << 14400.0 << 900.0;
    QTest::newRow("GB300: 14,400 Gb/s") << QStringLiteral("Standard_ND128isr_GB300_v6") << 14400.0 << 900.0;
}

void TestCatalogSnapshot::nvlinkConvertedToGBytesPerDirection()
{
    QFETCH(QString, sku);
    QFETCH(double, snapshotGbps);
    QFETCH(double, catalogGBps);
    const auto row = std::find_if(sizeRows().begin(), sizeRows().end(),
                                  [&](const Row &r) { return r.at(QStringLiteral("sku")) == sku; });
    QVERIFY(row != sizeRows().end());
    QCOMPARE(row->at(QStringLiteral("nvlink_gbps_per_gpu")).toDouble(), snapshotGbps);
    const model::VmSize *size = defaultCatalog().findSize(sku.toStdString());
    QVERIFY(size != nullptr);
    QCOMPARE(size->nvlinkGBpsPerGpu.value, snapshotGbps / 8.0 / 2.0);
    QCOMPARE(size->nvlinkGBpsPerGpu.value, catalogGBps);
    QVERIFY(QString::fromStdString(size->nvlinkGBpsPerGpu.provenance.source).contains(QStringLiteral("/ 8 bits / 2 directions")));
}

// A blank snapshot cell keeps the value the catalog had (revision 4), never a zero.
void TestCatalogSnapshot::blankCellsKeepTheirValue_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::newRow("H100 NVLink") << QStringLiteral("Standard_ND96isr_H100_v5") << QStringLiteral("nvlink_gbps_per_gpu") << 450.0;
    QTest::newRow("A100 NVLink") << QStringLiteral("Standard_ND96amsr_A100_v4") << QStringLiteral("nvlink_gbps_per_gpu") << 300.0;
    QTest::newRow("NC80adis NVLink pair") << QStringLiteral("Standard_NC80adis_H100_v5") << QStringLiteral("nvlink_gbps_per_gpu") << 300.0;
    QTest::newRow("NC24rs_v3 InfiniBand") << QStringLiteral("Standard_NC24rs_v3") << QStringLiteral("ib_gbps_per_gpu") << 25.0;
    QTest::newRow("NC24s_v3 Ethernet") << QStringLiteral("Standard_NC24s_v3") << QStringLiteral("ethernet_gbps_per_vm") << 24.0;
    QTest::newRow("NDv2 InfiniBand per GPU: 100 Gb/s per VM / 8") << QStringLiteral("Standard_ND40rs_v2")
                                                                  << QStringLiteral("ib_gbps_per_gpu") << 12.5;
}

void TestCatalogSnapshot::blankCellsKeepTheirValue()
{
    QFETCH(QString, sku);
    QFETCH(QString, key);
    QFETCH(double, value);
    const model::VmSize *size = defaultCatalog().findSize(sku.toStdString());
    QVERIFY(size != nullptr);
    QCOMPARE(*model::numberOf(*size, *model::findSizeFact(key.toStdString())), value);
}

// The size facts the step-time model reads (FP8 peak, NVLink domain, memory bandwidth, collective
// library), with whether their source is verified.
void TestCatalogSnapshot::newFacts_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<double>("fp8");
    QTest::addColumn<int>("domain");
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<QString>("library");
    QTest::newRow("H100") << QStringLiteral("Standard_ND96isr_H100_v5") << 1979.0 << 8 << 3350.0 << QStringLiteral("NCCL");
    QTest::newRow("H200") << QStringLiteral("Standard_ND96isr_H200_v5") << 1979.0 << 8 << 4800.0 << QStringLiteral("NCCL");
    QTest::newRow("MI300X") << QStringLiteral("Standard_ND96isr_MI300X_v5") << 2614.9 << 8 << 5300.0 << QStringLiteral("RCCL");
    QTest::newRow("GB200 NVL72") << QStringLiteral("Standard_ND128isr_NDR_GB200_v6") << 5000.0 << 72 << 8000.0 << QStringLiteral("NCCL");
    QTest::newRow("GB300 NVL72") << QStringLiteral("Standard_ND128isr_GB300_v6") << 5000.0 << 72 << 8000.0 << QStringLiteral("NCCL");
    QTest::newRow("NC80adis pair") << QStringLiteral("Standard_NC80adis_H100_v5") << 1670.0 << 2 << 0.0 << QStringLiteral("NCCL");
    QTest::newRow("A100 80GB") << QStringLiteral("Standard_ND96amsr_A100_v4") << 0.0 << 8 << 2039.0 << QStringLiteral("NCCL");
    QTest::newRow("A100 PCIe") << QStringLiteral("Standard_NC96ads_A100_v4") << 0.0 << 1 << 1935.0 << QStringLiteral("NCCL");
}

void TestCatalogSnapshot::newFacts()
{
    QFETCH(QString, sku);
    QFETCH(double, fp8);
    QFETCH(int, domain);
    QFETCH(double, bandwidth);
    QFETCH(QString, library);
    const model::VmSize *size = defaultCatalog().findSize(sku.toStdString());
    QVERIFY(size != nullptr);
    QCOMPARE(size->fp8TflopsPerGpu.value, fp8);
    QCOMPARE(size->nvlinkDomainGpus.value, domain);
    QCOMPARE(size->memoryBandwidthGBps.value, bandwidth);
    QCOMPARE(QString::fromStdString(size->collectiveLibrary.value), library);
    QVERIFY(!size->fp8TflopsPerGpu.provenance.source.empty());
}

// Every preferred, dated price of a catalog size is in the catalog: same value, tier and kind,
// its date (the README's approximate month for SkyPilot's undated snapshots, marked so).
void TestCatalogSnapshot::everyPreferredPriceIsPresent()
{
    int exact = 0;
    int approximate = 0;
    int undated = 0;
    for (const Row &r : priceRows()) {
        const std::string sku = r.at(QStringLiteral("sku")).toStdString();
        if (r.at(QStringLiteral("preferred")) != QLatin1String("yes") || defaultCatalog().findSize(sku) == nullptr) {
            continue;
        }
        const QString source = r.at(QStringLiteral("source"));
        const QString date = r.at(QStringLiteral("snapshot_date"));
        const bool skyPilot = source.contains(QStringLiteral("skypilot-catalog@"));
        const auto [tier, kind] = catalogTier(r.at(QStringLiteral("tier")));
        const model::Price *price = defaultCatalog().findPrice(sku, r.at(QStringLiteral("region")).toStdString(), tier,
                                                               kind, 0, "USD");
        if (date == QLatin1String("unknown") && !skyPilot) {
            QVERIFY2(price == nullptr, "an undated price outside the dated SkyPilot snapshots is left out");
            ++undated;
            continue;
        }
        QVERIFY2(price != nullptr, qPrintable(QStringLiteral("%1 %2 %3").arg(QString::fromStdString(sku),
                                                                             r.at(QStringLiteral("region")),
                                                                             r.at(QStringLiteral("tier")))));
        QCOMPARE(price->perNodeHour.value, r.at(QStringLiteral("price_per_hour")).toDouble());
        const model::Provenance &p = price->perNodeHour.provenance;
        QVERIFY(QString::fromStdString(p.source).contains(source.section(QLatin1Char(':'), 0, 0)));
        if (date == QLatin1String("unknown")) {
            QVERIFY(p.asOfApproximate);
            QVERIFY2(p.asOf >= "2023-12-01" && p.asOf <= "2024-09-01" && p.asOf.substr(8) == "01", p.asOf.c_str());
            ++approximate;
        } else {
            QVERIFY(!p.asOfApproximate);
            QCOMPARE(QString::fromStdString(p.asOf), date);
            ++exact;
        }
    }
    QCOMPARE(exact, 23);
    QCOMPARE(approximate, 104);
    QCOMPARE(undated, 1); // ND96isr_H200_v5's Spot excerpt in swedencentral
    QCOMPARE(defaultCatalog().prices.size(), std::size_t(exact + approximate));
}

// The reverse: each catalog price is a preferred snapshot row (no estimates, no copies of
// pay-as-you-go filed as Spot).
void TestCatalogSnapshot::noPriceWithoutASource()
{
    for (const model::Price &price : defaultCatalog().prices) {
        const auto row = std::find_if(priceRows().begin(), priceRows().end(), [&](const Row &r) {
            const auto [tier, kind] = catalogTier(r.at(QStringLiteral("tier")));
            return r.at(QStringLiteral("preferred")) == QLatin1String("yes") &&
                   r.at(QStringLiteral("sku")).toStdString() == price.sku &&
                   r.at(QStringLiteral("region")).toStdString() == price.region && tier == price.tier && kind == price.kind;
        });
        QVERIFY2(row != priceRows().end(), qPrintable(QString::fromStdString(price.sku + " " + price.region)));
        QVERIFY(!row->at(QStringLiteral("notes")).contains(QStringLiteral("SPOT EQUALS PAY-AS-YOU-GO")));
    }
}

void TestCatalogSnapshot::unpricedSizes_data()
{
    QTest::addColumn<QString>("sku");
    QTest::newRow("H200: the $84.80 estimate is gone") << QStringLiteral("Standard_ND96isr_H200_v5");
    QTest::newRow("MI300X") << QStringLiteral("Standard_ND96isr_MI300X_v5");
    QTest::newRow("GB200") << QStringLiteral("Standard_ND128isr_NDR_GB200_v6");
    QTest::newRow("GB300") << QStringLiteral("Standard_ND128isr_GB300_v6");
}

void TestCatalogSnapshot::unpricedSizes()
{
    QFETCH(QString, sku);
    QVERIFY(defaultCatalog().regions(sku.toStdString()).empty());
}

void TestCatalogSnapshot::seedPrices_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<double>("price");
    QTest::addColumn<QString>("asOf");
    QTest::newRow("ND96isr_H100_v5") << QStringLiteral("Standard_ND96isr_H100_v5") << 98.32 << QStringLiteral("2026-08-03");
    QTest::newRow("ND96asr_v4") << QStringLiteral("Standard_ND96asr_v4") << 27.197 << QStringLiteral("2024-08-01");
    QTest::newRow("ND96amsr_A100_v4") << QStringLiteral("Standard_ND96amsr_A100_v4") << 32.77 << QStringLiteral("2024-08-01");
    QTest::newRow("NC40ads_H100_v5") << QStringLiteral("Standard_NC40ads_H100_v5") << 6.98 << QStringLiteral("2024-08-01");
    QTest::newRow("NC80adis_H100_v5") << QStringLiteral("Standard_NC80adis_H100_v5") << 13.96 << QStringLiteral("2024-08-01");
    QTest::newRow("NC24s_v3") << QStringLiteral("Standard_NC24s_v3") << 12.24 << QStringLiteral("2024-08-01");
    QTest::newRow("NC24rs_v3: 13.46, not 13.464") << QStringLiteral("Standard_NC24rs_v3") << 13.46 << QStringLiteral("2024-08-01");
}

// The prices the shipped examples use, in East US, pay-as-you-go.
void TestCatalogSnapshot::seedPrices()
{
    QFETCH(QString, sku);
    QFETCH(double, price);
    QFETCH(QString, asOf);
    const model::Price *p = defaultCatalog().findPrice(sku.toStdString(), "eastus", model::Tier::Dedicated, "USD");
    QVERIFY(p != nullptr);
    QCOMPARE(p->perNodeHour.value, price);
    QCOMPARE(QString::fromStdString(p->perNodeHour.provenance.asOf), asOf);
}

void TestCatalogSnapshot::regions()
{
    const std::vector<std::string> h100 = defaultCatalog().regions("Standard_ND96isr_H100_v5");
    QCOMPARE(h100, (std::vector<std::string>{"eastus", "eastus2", "northcentralus", "westeurope", "westus"}));
    QCOMPARE(defaultCatalog().regions().size(), std::size_t{10});
    QCOMPARE(defaultCatalog().sizes.size(), std::size_t{16});
}

// A plan on a size without a price: time, quota and fit are planned, cost is unknown (null in
// `plan --json`), the recommendation ranks by node-hours, and a finding names the import.
void TestCatalogSnapshot::unpricedPlan_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<int>("vcpus");
    QTest::addColumn<int>("recommended");
    // 8 GPUs: 125 h at 1 node misses 100 h; 2 nodes (69.4 h, 138.9 node-hours) beat 4 (156.3).
    QTest::newRow("ND96isr_MI300X_v5") << QStringLiteral("Standard_ND96isr_MI300X_v5") << 96 << 2;
    QTest::newRow("ND96isr_H200_v5, no more estimate") << QStringLiteral("Standard_ND96isr_H200_v5") << 96 << 2;
    // 4 GPUs: 250 h and 138.9 h miss 100 h; only 4 nodes (78.1 h) meet it.
    QTest::newRow("ND GB200 v6") << QStringLiteral("Standard_ND128isr_NDR_GB200_v6") << 128 << 4;
}

void TestCatalogSnapshot::unpricedPlan()
{
    QFETCH(QString, sku);
    QFETCH(int, vcpus);
    QFETCH(int, recommended);
    model::PlanSpec spec = model::examplePlan();
    spec.sku = sku.toStdString();
    spec.region = "eastus";
    spec.workload = model::GpuHoursWorkload{1000.0};
    spec.efficiency = {{1, 1.0}, {2, 0.9}, {4, 0.8}};
    spec.nodes = {1, 2, 4};
    spec.deadlineHours = 100.0;
    spec.pricePerNodeHour.reset();
    const model::Evaluation ev = model::evaluate(spec, defaultCatalog(), "2026-12-01");
    QVERIFY2(ev.ok(), ev.issues.empty() ? "" : ev.issues.front().path.c_str());
    QVERIFY(!ev.priced);
    QCOMPARE(ev.options.size(), std::size_t{3});
    const int gpus = defaultCatalog().findSize(spec.sku)->gpusPerVm.value;
    // 1000 GPU-hours on n nodes of g GPUs at efficiency e: 1000 / (n·g·e) hours.
    const double hours[] = {1000.0 / (1 * gpus * 1.0), 1000.0 / (2 * gpus * 0.9), 1000.0 / (4 * gpus * 0.8)};
    const int nodes[] = {1, 2, 4};
    for (std::size_t i = 0; i < 3; ++i) {
        QVERIFY(!ev.options[i].priced);
        QCOMPARE(ev.options[i].cost, 0.0);
        QVERIFY(std::abs(ev.options[i].wallClockHours - hours[i]) <= 1e-9 * hours[i]);
        QVERIFY(std::abs(ev.options[i].nodeHours - nodes[i] * hours[i]) <= 1e-9 * hours[i]);
        QCOMPARE(ev.options[i].quotaCores, nodes[i] * vcpus);
    }
    // Node-hours 1000/g, 1111/g, 1250/g: the fewest among the options that meet 100 h.
    QVERIFY(ev.recommendation.byNodeHours);
    QCOMPARE(ev.recommendation.nodes().value_or(0), recommended);
    const auto finding = std::find_if(ev.findings.begin(), ev.findings.end(),
                                      [](const model::Finding &f) { return f.code == model::FindingCode::NoPrice; });
    QVERIFY(finding != ev.findings.end());
    QCOMPARE(QString::fromStdString(finding->subject), sku);
    QCOMPARE(QString::fromStdString(finding->texts.at("region")), QStringLiteral("eastus"));
    const data::Texts texts{QLocale(QLocale::English, QLocale::UnitedStates)};
    QVERIFY(texts.finding(*finding).contains(QStringLiteral("capacity-planner-cli import prices")));
    QVERIFY(texts.recommendation(ev.recommendation).contains(QStringLiteral("fewest node-hours")));
    QVERIFY(texts.recommendation(ev.recommendation).contains(QStringLiteral("cost unknown")));
    // Finishing sooner costs node-hours, not money: the sentence says which.
    const QString sentence = texts.recommendation(ev.recommendation);
    QVERIFY2(!sentence.contains(QStringLiteral(" % more.")) && !sentence.contains(QStringLiteral(" % less.")),
             qPrintable(sentence));
    if (ev.recommendation.fasterExtraCost && std::abs(*ev.recommendation.fasterExtraCost) >= 0.005) {
        QVERIFY2(sentence.contains(QStringLiteral("node-hours.")), qPrintable(sentence));
    }

    const QJsonObject doc = QJsonDocument::fromJson(data::Report::planJson(ev, texts)).object();
    const QJsonArray options = doc.value(QStringLiteral("options")).toArray();
    QCOMPARE(options.size(), 3);
    for (const QJsonValue &o : options) {
        QVERIFY(o.toObject().value(QStringLiteral("cost")).isNull());
        QVERIFY(o.toObject().value(QStringLiteral("wall_clock_hours")).toDouble() > 0.0);
    }
    bool named = false;
    for (const QJsonValue &f : doc.value(QStringLiteral("findings")).toArray()) {
        named = named || f.toObject().value(QStringLiteral("code")).toString() == QLatin1String("no_price");
    }
    QVERIFY(named);
}

// The region comparison on the shipped catalog alone: ND96isr_H100_v5 at 4 nodes for 10 hours
// in each region with a pay-as-you-go price, cheapest first (cost = 10 h × 4 × price).
void TestCatalogSnapshot::regionComparison()
{
    model::PlanSpec spec = model::examplePlan();
    spec.sku = "Standard_ND96isr_H100_v5";
    spec.region = "eastus";
    spec.workload = model::GpuHoursWorkload{320.0};
    spec.efficiency = {{4, 1.0}};
    spec.nodes = {4};
    spec.pricePerNodeHour.reset();
    const model::Evaluation ev = model::evaluate(spec, defaultCatalog(), "2026-12-01");
    QVERIFY(ev.ok());
    QCOMPARE(ev.options.front().wallClockHours, 10.0);
    const std::vector<std::pair<std::string, double>> want = {
        {"eastus", 98.32}, {"eastus2", 98.32}, {"northcentralus", 117.984}, {"westeurope", 127.816}, {"westus", 127.816}};
    QCOMPARE(ev.regions.options.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        QCOMPARE(QString::fromStdString(ev.regions.options[i].region), QString::fromStdString(want[i].first));
        QCOMPARE(ev.regions.options[i].pricePerNodeHour, want[i].second);
        QVERIFY(std::abs(ev.regions.options[i].cost - 40.0 * want[i].second) <= 1e-9 * ev.regions.options[i].cost);
    }
    QVERIFY(!ev.regions.cheapestWithQuota); // no quota imported
}

// With quota imported, the cheapest region that has it is named: eastus lacks the 384 cores of
// 4 nodes, eastus2 (the same price) has them.
void TestCatalogSnapshot::cheapestRegionWithQuota()
{
    model::Catalog catalog = defaultCatalog();
    const auto family = [](const char *region, long long used, long long limit) {
        model::QuotaUsage q;
        q.region = region;
        q.family = "standardNDSH100v5Family";
        q.currentValue = used;
        q.limit = limit;
        q.provenance = {"az vm list-usage (test)", "2026-12-01", true};
        return q;
    };
    const auto regional = [](const char *region) {
        model::QuotaUsage q;
        q.region = region;
        q.scope = model::QuotaScope::Regional;
        q.family = "cores";
        q.currentValue = 0;
        q.limit = 10000;
        q.provenance = {"az vm list-usage (test)", "2026-12-01", true};
        return q;
    };
    catalog.quota = {family("eastus", 0, 192), regional("eastus"), family("eastus2", 0, 384), regional("eastus2"),
                     family("westus", 0, 960), regional("westus")};
    model::PlanSpec spec = model::examplePlan();
    spec.sku = "Standard_ND96isr_H100_v5";
    spec.region = "eastus";
    spec.workload = model::GpuHoursWorkload{320.0};
    spec.efficiency = {{4, 1.0}};
    spec.nodes = {4};
    spec.pricePerNodeHour.reset();
    const model::Evaluation ev = model::evaluate(spec, catalog, "2026-12-01");
    QVERIFY(ev.ok());
    QCOMPARE(QString::fromStdString(ev.regions.cheapestWithQuota.value_or("")), QStringLiteral("eastus2"));
}

QTEST_GUILESS_MAIN(TestCatalogSnapshot)
#include "tst_catalogsnapshot.moc"
