// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The "capacity-planner.catalog" document: the shipped default and the user's exported catalog.
#include "data/formats/CatalogJson.h"

#include <QFile>
#include <QTest>

using namespace capplan;
using data::CatalogJson;

namespace {
QByteArray embeddedDefault()
{
    QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/data/resources/catalog/default_catalog.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A small valid document; XX is where a test puts something more.
const QByteArray kBase = R"({"format": "capacity-planner.catalog", "version": 1, "revision": 2,
  "regions": {"source": "test", "as_of": "2026-12-01", "names": ["eastus", "westus3"]},
  "sizes": [{"name": "Standard_ND96isr_H100_v5", "series": "ND H100 v5", "vcpus": 96, "memory_gib": 1900,
             "gpu_model": "NVIDIA H100 80GB SXM", "gpus": 8, "gpu_memory_gib": 80, "bf16_tflops_per_gpu": 989,
             "ib_gbps_per_gpu": 400, "ethernet_gbps_per_vm": 80, "quota_family": "standardNDSH100v5Family",
             "status": "available", "retirement_date": "", "source": "Microsoft Learn", "as_of": "2026-11-30"}],
  "prices": [{"size": "Standard_ND96isr_H100_v5", "region": "eastus", "tier": "dedicated", "currency": "USD",
              "price_per_hour": 98.32, "source": "Azure Retail Prices API", "as_of": "2026-11-30"} XX]
  YY})";

QByteArray doc(const QByteArray &price, const QByteArray &rest = {})
{
    return QByteArray(kBase).replace("XX", price).replace("YY", rest);
}

// A document with `rows` distinct family counters (family0 … familyN in eastus), the last one
// repeated in other spelling when `duplicate`.
QByteArray quotaDoc(int rows, bool duplicate)
{
    QByteArray quota = ", \"quota\": [";
    for (int i = 0; i < rows; ++i) {
        quota += QByteArray(i == 0 ? "" : ",") + R"({"region": "eastus", "scope": "family", "family": "standardFamily)" +
                 QByteArray::number(i) +
                 R"(", "tier": "dedicated", "current_value": 0, "limit": 96, "source": "s", "as_of": "2026-12-01"})";
    }
    if (duplicate) {
        quota += QByteArray(R"(, {"region": "eastus", "scope": "family", "family": "Standard Family)") +
                 QByteArray::number(rows - 1) +
                 R"(", "tier": "dedicated", "current_value": 1, "limit": 96, "source": "s", "as_of": "2026-12-01"})";
    }
    return doc({}, quota + "]");
}
} // namespace

class TestCatalogJson : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsTheShippedDefault();
    void roundTripIsExact();
    void fullDocument();
    void errors_data();
    void errors();
    void manyQuotaRows();
    void benchmarkQuotaRows();
};

void TestCatalogJson::readsTheShippedDefault()
{
    const auto parsed = CatalogJson::parse(embeddedDefault(), QStringLiteral("default_catalog.json"));
    QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toLine()));
    const data::CatalogDocument &d = parsed.value();
    QCOMPARE(d.revision, 5);
    // Revision 3 carries the fabric model's in-VM figures for the ND sizes.
    const model::VmSize *a100m = d.catalog.findSize("Standard_ND96amsr_A100_v4");
    QVERIFY(a100m != nullptr);
    QCOMPARE(a100m->nvlinkGBpsPerGpu.value, 300.0);
    QCOMPARE(a100m->measuredBusGBps.value, 231.58);
    QCOMPARE(d.catalog.findSize("Standard_NC24s_v3")->measuredBusGBps.value, 0.0);
    // Revision 5, generated from the dated snapshot (tools/generate-default-catalog.py): 16 sizes,
    // 127 prices (71 pay-as-you-go, 1 low priority, 55 Spot) in 10 regions.
    QCOMPARE(d.catalog.sizes.size(), std::size_t(16));
    QCOMPARE(d.catalog.prices.size(), std::size_t(127));
    QCOMPARE(d.catalog.knownRegions.size(), std::size_t(52));
    QVERIFY(d.catalog.quota.empty());
    // Absent origin is the shipped default; absent kind is on-demand; Spot is filed under low priority.
    QCOMPARE(d.sizeOrigins, std::vector<std::string>(16, "default"));
    int spot = 0;
    int approximate = 0;
    for (const model::Price &p : d.catalog.prices) {
        QVERIFY(p.kind == model::PriceKind::OnDemand || (p.kind == model::PriceKind::Spot && p.tier == model::Tier::LowPriority));
        QCOMPARE(p.termYears, 0);
        spot += p.kind == model::PriceKind::Spot ? 1 : 0;
        approximate += p.perNodeHour.provenance.asOfApproximate ? 1 : 0;
    }
    QCOMPARE(spot, 55);
    QCOMPARE(approximate, 104);
    // An approximate date reads back as such: SkyPilot's v6 catalog, dated about 2024-08.
    const model::Price *asr = d.catalog.findPrice("Standard_ND96asr_v4", "eastus", model::Tier::Dedicated, "USD");
    QVERIFY(asr != nullptr);
    QVERIFY(asr->perNodeHour.provenance.asOfApproximate);
    QCOMPARE(asr->perNodeHour.provenance.asOf, std::string("2024-08-01"));
    QCOMPARE(std::string(model::asOfShown(asr->perNodeHour.provenance)), std::string("2024-08"));
    // Per-field provenance overrides the size's: the GB200's derived NVLink and Ethernet.
    const model::VmSize *gb200 = d.catalog.findSize("Standard_ND128isr_NDR_GB200_v6");
    QVERIFY(!gb200->ethernetGbpsPerVm.provenance.verified);
    QVERIFY(gb200->vcpus.provenance.verified);
    const model::VmSize *a100 = d.catalog.findSize("Standard_ND96asr_v4");
    QCOMPARE(a100->bf16TflopsPerGpu.provenance.source, std::string("NVIDIA A100 datasheet (dense BF16 Tensor Core)"));
}

void TestCatalogJson::roundTripIsExact()
{
    const auto first = CatalogJson::parse(embeddedDefault());
    QVERIFY(first.ok());
    const QByteArray once = CatalogJson::serialize(first.value());
    const auto second = CatalogJson::parse(once);
    QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error().toLine()));
    QCOMPARE(CatalogJson::serialize(second.value()), once);
    // Nothing is lost: the documents are equal once both are sorted.
    data::CatalogDocument sorted = first.value();
    CatalogJson::sort(sorted);
    QVERIFY(second.value() == sorted);
}

void TestCatalogJson::fullDocument()
{
    // Kinds, terms, quota with unknown numbers and -1, import provenance and origins.
    const QByteArray bytes = doc(
        R"(, {"size": "Standard_ND96isr_H100_v5", "region": "eastus", "tier": "dedicated", "kind": "reservation",
              "term_years": 3, "currency": "USD", "price_per_hour": 43.6073059360730593, "source": "Azure Retail Prices API: p.json",
              "as_of": "2026-12-01", "verified": true, "imported_at": "2026-12-01T09:30:00Z", "effective_date": "2024-03-01",
              "origin": "import"})",
        R"(, "quota": [{"region": "eastus", "scope": "family", "family": "standardNDSH100v5Family", "tier": "dedicated",
                       "current_value": 8, "limit": 200, "source": "az vm list-usage: u.json", "as_of": "2026-12-01",
                       "origin": "import"},
                      {"region": "eastus", "scope": "family", "family": "Standard NDSH100v5 Family", "tier": "low_priority",
                       "current_value": null, "limit": -1, "source": "az ml compute list-usage: m.json", "as_of": "2026-12-01"}])");
    const auto parsed = CatalogJson::parse(bytes);
    QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toLine()));
    const model::Catalog &c = parsed.value().catalog;
    const model::Price *r3 =
        c.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, model::PriceKind::Reservation, 3, "USD");
    QVERIFY(r3 != nullptr);
    QCOMPARE(r3->perNodeHour.provenance.importedAt, std::string("2026-12-01T09:30:00Z"));
    QCOMPARE(r3->perNodeHour.provenance.effectiveDate, std::string("2024-03-01"));
    QCOMPARE(parsed.value().priceOrigins.back(), std::string("import"));
    QCOMPARE(c.quota.size(), std::size_t(2));
    QVERIFY(!c.quota[1].currentValue.has_value());
    QCOMPARE(*c.quota[1].limit, -1LL);
    const QByteArray once = CatalogJson::serialize(parsed.value());
    const auto again = CatalogJson::parse(once);
    QVERIFY(again.ok());
    QCOMPARE(CatalogJson::serialize(again.value()), once);
    // The exact double survives.
    QCOMPARE(again.value().catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated,
                                             model::PriceKind::Reservation, 3, "USD")
                 ->perNodeHour.value,
             43.6073059360730593);
}

void TestCatalogJson::errors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message"); // Error::toLine() without a file name

    QTest::newRow("valid") << doc({}) << "";
    QTest::newRow("unknown field") << doc(R"(, {"size": "Standard_ND96isr_H100_v5", "region": "westus3", "tier": "dedicated",
        "price_per_hour": 95, "source": "s", "as_of": "2026-12-01", "discount": 0.1})")
                                   << "prices[1].discount: unknown field";
    QTest::newRow("not a catalog") << doc({}).replace("capacity-planner.catalog", "capacity-planner.plan")
                                   << "format: is not \"capacity-planner.catalog\"";
    QTest::newRow("newer version") << doc({}).replace("\"version\": 1", "\"version\": 2")
                                   << "version: was written by a newer version of this application (version 2, this "
                                      "version reads 1)";
    QTest::newRow("key given twice") << doc({}).replace("\"vcpus\": 96,", "\"vcpus\": 96, \"vcpus\": 48,")
                                     << "sizes[0].vcpus: is given twice";
    QTest::newRow("price of a size not in the catalog")
        << doc(R"(, {"size": "Standard_X", "region": "eastus", "tier": "dedicated", "price_per_hour": 1, "source": "s", "as_of": "d"})")
        << "prices[1].size: \"Standard_X\" is not a size of this catalog";
    QTest::newRow("zero price") << doc({}).replace("98.32", "0") << "prices[0].price_per_hour: must be greater "
                                                                             "than zero (got 0)";
    QTest::newRow("same price twice")
        << doc(R"(, {"size": "Standard_ND96isr_H100_v5", "region": "eastus", "tier": "dedicated", "price_per_hour": 1,
                     "source": "s", "as_of": "d"})")
        << "prices[1]: the same size, region, tier, kind, term and currency is given twice";
    QTest::newRow("reservation without term")
        << doc(R"(, {"size": "Standard_ND96isr_H100_v5", "region": "eastus", "tier": "dedicated", "kind": "reservation",
                     "price_per_hour": 1, "source": "s", "as_of": "d"})")
        << "prices[1].term_years: must be 1 or 3 for reservations and savings plans";
    QTest::newRow("term on an on-demand price")
        << doc(R"(, {"size": "Standard_ND96isr_H100_v5", "region": "westus3", "tier": "dedicated", "term_years": 1,
                     "price_per_hour": 1, "source": "s", "as_of": "d"})")
        << "prices[1].term_years: must be 0 for on-demand and Spot prices";
    QTest::newRow("unknown tier") << doc({}).replace("\"tier\": \"dedicated\"", "\"tier\": \"spot\"")
                                  << "prices[0].tier: must be dedicated or low_priority";
    QTest::newRow("unknown origin") << doc(R"(, {"size": "Standard_ND96isr_H100_v5", "region": "westus3", "tier": "dedicated",
        "price_per_hour": 95, "source": "s", "as_of": "2026-12-01", "origin": "magic"})")
                                    << "prices[1].origin: must be default, user or import";
    QTest::newRow("negative memory") << doc({}).replace("\"memory_gib\": 1900", "\"memory_gib\": -1")
                                     << "sizes[0].memory_gib: must not be negative (got -1)";
    QTest::newRow("huge number") << doc({}).replace("\"memory_gib\": 1900", "\"memory_gib\": 1e400")
                                 << "sizes[0].memory_gib: must be a finite number";
    QTest::newRow("duplicate size")
        << doc({}).replace("\"sizes\": [{", "\"sizes\": [{\"name\": \"Standard_ND96isr_H100_v5\", \"series\": \"x\", "
                                                      "\"vcpus\": 1, \"memory_gib\": 1, \"gpu_model\": \"\", \"gpus\": 0, "
                                                      "\"gpu_memory_gib\": 0, \"bf16_tflops_per_gpu\": 0, \"ib_gbps_per_gpu\": 0, "
                                                      "\"ethernet_gbps_per_vm\": 0, \"quota_family\": \"\", \"status\": "
                                                      "\"available\", \"retirement_date\": \"\", \"source\": \"s\", "
                                                      "\"as_of\": \"d\"}, {")
        << "sizes[1].name: \"Standard_ND96isr_H100_v5\" is given twice";
    QTest::newRow("quota twice") << doc({}, R"(, "quota": [
        {"region": "eastus", "scope": "family", "family": "standardNDSH100v5Family", "tier": "dedicated", "current_value": 8,
         "limit": 200, "source": "s", "as_of": "d"},
        {"region": "eastus", "scope": "family", "family": "Standard NDSH100v5 Family", "tier": "dedicated", "current_value": 0,
         "limit": 96, "source": "s", "as_of": "d"}])")
                                 << "quota[1]: the same region, family and tier is given twice";
    QTest::newRow("quota limit below -1") << doc({}, R"(, "quota": [
        {"region": "eastus", "scope": "regional", "family": "cores", "tier": "dedicated", "current_value": 8,
         "limit": -2, "source": "s", "as_of": "d"}])")
                                          << "quota[0].limit: must not be negative (-1: no limit of its own)";
    QTest::newRow("truncated") << kBase.left(200) << "sizes[0]: malformed JSON at line 3, column 45: the file ends early "
                                                     "(is it complete?)";
}

void TestCatalogJson::errors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const auto parsed = CatalogJson::parse(bytes);
    if (message.isEmpty()) {
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toLine()));
        return;
    }
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().toLine(), message);
}

// 20,000 counters read without comparing each with every other (that took 57 s); the duplicate
// check still finds the same family spelt another way.
void TestCatalogJson::manyQuotaRows()
{
    const auto many = CatalogJson::parse(quotaDoc(20000, false));
    QVERIFY2(many.ok(), many.ok() ? "" : qPrintable(many.error().toLine()));
    QCOMPARE(many.value().catalog.quota.size(), std::size_t(20000));
    const auto twice = CatalogJson::parse(quotaDoc(20000, true), QStringLiteral("c.json"));
    QVERIFY(!twice.ok());
    QCOMPARE(twice.error().toLine(),
             QStringLiteral("c.json: quota[20000]: the same region, family and tier is given twice"));
}

void TestCatalogJson::benchmarkQuotaRows()
{
    const QByteArray bytes = quotaDoc(50000, false);
    QBENCHMARK {
        const auto parsed = CatalogJson::parse(bytes);
        QVERIFY(parsed.ok());
    }
}

QTEST_GUILESS_MAIN(TestCatalogJson)
#include "tst_catalogjson.moc"
