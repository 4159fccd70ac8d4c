// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The importers of Azure's own outputs: Retail Prices API pages, az vm list-usage,
// az ml compute list-usage and az vm list-skus, read from the sample files in samples/.
#include "data/store/CatalogStore.h"
#include "data/import/ImportReport.h"
#include "data/import/Importers.h"

#include "../common/FieldSamples.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <sys/resource.h>

#include <cmath>

using namespace capplan;
using data::ImportKind;
using data::Importer;
using nlohmann::json;

namespace {
const QString kImportedAt = QStringLiteral("2026-12-01T09:30:00Z");

QString sample(const QString &name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/") + name;
}

QString realSample(const QString &kind, const QString &name)
{
    return sample(QStringLiteral("real/%1/%2").arg(kind, name));
}

model::Catalog defaultCatalog()
{
    return data::CatalogStore::embeddedDefault().value();
}

// The default catalog with more sizes, for prices of sizes it does not list (copies of the H100
// size under other names: only the name matters to the price importer).
model::Catalog catalogWith(const QStringList &sizes)
{
    model::Catalog catalog = defaultCatalog();
    for (const QString &name : sizes) {
        model::VmSize size = *catalog.findSize("Standard_ND96isr_H100_v5");
        size.name = name.toStdString();
        catalog.sizes.push_back(size);
    }
    return catalog;
}

data::ImportOptions options(const QString &region = {})
{
    data::ImportOptions o;
    o.region = region;
    o.importedAt = kImportedAt;
    return o;
}

QString errorText(const data::Result<data::ImportPreview> &r)
{
    return r.ok() ? QString() : r.error().toLine();
}

// One Retail Prices item for Standard_ND96isr_H100_v5 in eastus, as the API prints it.
json priceItem()
{
    return json{{"currencyCode", "USD"},
                {"tierMinimumUnits", 0.0},
                {"retailPrice", 98.32},
                {"unitPrice", 98.32},
                {"armRegionName", "eastus"},
                {"location", "US East"},
                {"effectiveStartDate", "2024-03-01T00:00:00Z"},
                {"meterId", "3c2f6c68-0000-4000-8000-0000f9690d3b"},
                {"meterName", "ND96isr H100 v5"},
                {"productId", "DZH318Z00XV5"},
                {"skuId", "DZH318Z00XV5/0015"},
                {"productName", "Virtual Machines NDSH100v5 Series"},
                {"skuName", "ND96isr H100 v5"},
                {"serviceName", "Virtual Machines"},
                {"serviceId", "DZH313Z7MMC8"},
                {"serviceFamily", "Compute"},
                {"unitOfMeasure", "1 Hour"},
                {"type", "Consumption"},
                {"isPrimaryMeterRegion", true},
                {"armSkuName", "Standard_ND96isr_H100_v5"}};
}

QByteArray page(const json &items, const json &next = nullptr)
{
    const json doc{{"BillingCurrency", "USD"}, {"CustomerEntityId", "Default"}, {"CustomerEntityType", "Retail"},
                   {"Items", items},           {"NextPageLink", next},          {"Count", items.size()}};
    const std::string text = doc.dump(2);
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

data::Result<data::ImportPreview> previewOf(ImportKind kind, const QByteArray &bytes, const QString &region = {},
                                           const model::Catalog &catalog = defaultCatalog())
{
    return Importer::previewBytes(kind, {{QStringLiteral("input.json"), bytes}}, catalog, options(region));
}

const model::Price *findIn(const data::ImportPreview &p, const std::string &sku, const std::string &region,
                           model::Tier tier, model::PriceKind kind, int term)
{
    for (const model::Price &price : p.prices) {
        if (price.sku == sku && price.region == region && price.tier == tier && price.kind == kind &&
            price.termYears == term) {
            return &price;
        }
    }
    return nullptr;
}

const model::QuotaUsage *findQuota(const data::ImportPreview &p, const std::string &region, model::QuotaScope scope,
                                   const std::string &family, model::Tier tier)
{
    for (const model::QuotaUsage &q : p.quota) {
        if (q.region == region && q.scope == scope && q.tier == tier &&
            (scope == model::QuotaScope::Regional || model::normalizeFamily(q.family) == model::normalizeFamily(family))) {
            return &q;
        }
    }
    return nullptr;
}

// Peak resident memory so far, in KiB (Linux /proc/self/status VmHWM; ru_maxrss elsewhere).
long peakKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("VmHWM:")) {
                return line.mid(6).trimmed().split(' ').first().toLong();
            }
        }
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// User and system CPU time of this process, in seconds: unlike the wall clock, it does not grow
// when other work shares the machine.
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

long residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("VmRSS:")) {
                return line.mid(6).trimmed().split(' ').first().toLong();
            }
        }
    }
    return 0;
}
} // namespace

class TestImporters : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void pricePages();
    void priceValues_data();
    void priceValues();
    void priceClassification_data();
    void priceClassification();
    void priceDuplicates_data();
    void priceDuplicates();
    void pageChain();
    void malformedFiles_data();
    void malformedFiles();
    void vmUsage_data();
    void vmUsage();
    void vmUsageNumberStyles_data();
    void vmUsageNumberStyles();
    void vmUsageNeedsRegion();
    void mlUsage_data();
    void mlUsage();
    void mlUsageTier_data();
    void mlUsageTier();
    void mlUsageFamilySuffix_data();
    void mlUsageFamilySuffix();
    void mlUsageRestShapes_data();
    void mlUsageRestShapes();
    void skus();
    void skuMapping_data();
    void skuMapping();
    void skuShapes_data();
    void skuShapes();
    void importKinds();
    void encodings_data();
    void encodings();
    void realFiles_data();
    void realFiles();
    void pageShapes_data();
    void pageShapes();
    void powerShellUsage_data();
    void powerShellUsage();
    void benchmarkPrices200k();
};

void TestImporters::pricePages()
{
    const auto r = Importer::preview(ImportKind::Prices,
                                     {sample(QStringLiteral("prices-page1.json")), sample(QStringLiteral("prices-page2.json")),
                                      sample(QStringLiteral("prices-page3.json"))},
                                     defaultCatalog(), options());
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    const data::ImportPreview &p = r.value();
    // 9 sizes × their rows: on-demand, low priority, Spot, reservations, savings plans. Of the
    // default's (revision 5) 11 eastus prices of these kinds, the 7 on-demand and low-priority ones
    // are unchanged and 4 Spot prices changed (the snapshot's are older); the H200 has none.
    QCOMPARE(p.newCount, 37);
    QCOMPARE(p.changedCount, 4);
    QCOMPARE(p.unchangedCount, 7);
    QCOMPARE(p.prices.size(), std::size_t(48));
    QCOMPARE(p.skippedCount(QStringLiteral("windows")), 16);
    QCOMPARE(p.skippedCount(QStringLiteral("devtest")), 8);
    // NC24ads A100 v4 is a size of the catalog now: nothing is rejected.
    QVERIFY(p.rejected.empty());
    QVERIFY2(p.notes.isEmpty(), qPrintable(p.notes.join(QLatin1Char('\n'))));
    QCOMPARE(p.importedAt, kImportedAt);
    // A change, old → new: the old value dated only by its snapshot's content says so.
    bool sawChange = false;
    for (const data::PreviewRow &row : p.rows) {
        if (row.action == data::ChangeAction::Changed && row.subject == QStringLiteral("Standard_ND96asr_v4 eastus low_priority spot")) {
            sawChange = true;
            QCOMPARE(row.oldValue, QStringLiteral("2.99167 USD/h (as of about 2024-08)"));
            QCOMPARE(row.newValue, QStringLiteral("8.1591 USD/h"));
            QCOMPARE(row.oldNumber.value_or(0.0), 2.99167);
            QCOMPARE(row.newNumber.value_or(0.0), 8.1591);
        }
    }
    QVERIFY(sawChange);
    // Provenance: the file, the import day and time, the source's own effective date.
    const model::Price *h100 = findIn(p, "Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated,
                                      model::PriceKind::OnDemand, 0);
    QVERIFY(h100 != nullptr);
    QCOMPARE(h100->perNodeHour.provenance.source, std::string("Azure Retail Prices API: prices-page1.json"));
    QCOMPARE(h100->perNodeHour.provenance.asOf, std::string("2026-12-01"));
    QCOMPARE(h100->perNodeHour.provenance.importedAt, std::string("2026-12-01T09:30:00Z"));
    QCOMPARE(h100->perNodeHour.provenance.effectiveDate, std::string("2024-03-01"));
    QVERIFY(h100->perNodeHour.provenance.verified);
}

void TestImporters::priceValues_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("tier");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("term");
    QTest::addColumn<double>("perHour");

    // Hand-computed from the sample pages. Reservations: retailPrice / (8,760 h × years).
    QTest::newRow("H100 on-demand") << "Standard_ND96isr_H100_v5" << "eastus" << "dedicated" << "on_demand" << 0 << 98.32;
    QTest::newRow("H100 low priority") << "Standard_ND96isr_H100_v5" << "eastus" << "low_priority" << "on_demand" << 0
                                       << 19.664;
    QTest::newRow("H100 Spot") << "Standard_ND96isr_H100_v5" << "eastus" << "low_priority" << "spot" << 0 << 29.496;
    QTest::newRow("H100 1-year reservation") << "Standard_ND96isr_H100_v5" << "eastus" << "dedicated" << "reservation"
                                             << 1 << 553930.0 / 8760.0;
    QTest::newRow("H100 3-year reservation") << "Standard_ND96isr_H100_v5" << "eastus" << "dedicated" << "reservation"
                                             << 3 << 1146000.0 / 26280.0;
    QTest::newRow("H100 1-year savings plan") << "Standard_ND96isr_H100_v5" << "eastus" << "dedicated" << "savings_plan"
                                              << 1 << 72.7568;
    QTest::newRow("H100 3-year savings plan") << "Standard_ND96isr_H100_v5" << "eastus" << "dedicated" << "savings_plan"
                                              << 3 << 52.0312;
    QTest::newRow("H100 swedencentral") << "Standard_ND96isr_H100_v5" << "swedencentral" << "dedicated" << "on_demand"
                                        << 0 << 90.1;
    QTest::newRow("A100 40GB 1-year reservation") << "Standard_ND96asr_v4" << "eastus" << "dedicated" << "reservation"
                                                  << 1 << 153210.0 / 8760.0;
    QTest::newRow("A100 80GB Spot") << "Standard_ND96amsr_A100_v4" << "eastus" << "low_priority" << "spot" << 0 << 9.831;
    QTest::newRow("H200 on-demand") << "Standard_ND96isr_H200_v5" << "eastus" << "dedicated" << "on_demand" << 0 << 110.24;
    QTest::newRow("NC80adis 3-year reservation") << "Standard_NC80adis_H100_v5" << "eastus" << "dedicated"
                                                 << "reservation" << 3 << 162800.0 / 26280.0;
}

void TestImporters::priceValues()
{
    QFETCH(QString, sku);
    QFETCH(QString, region);
    QFETCH(QString, tier);
    QFETCH(QString, kind);
    QFETCH(int, term);
    QFETCH(double, perHour);
    const auto r = Importer::preview(ImportKind::Prices,
                                     {sample(QStringLiteral("prices-page1.json")), sample(QStringLiteral("prices-page2.json")),
                                      sample(QStringLiteral("prices-page3.json"))},
                                     defaultCatalog(), options());
    QVERIFY(r.ok());
    const model::Price *price = findIn(r.value(), sku.toStdString(), region.toStdString(),
                                       *model::tierFromString(tier.toStdString()),
                                       *model::priceKindFromString(kind.toStdString()), term);
    QVERIFY(price != nullptr);
    // 1e-12 relative: the division is the only arithmetic.
    QVERIFY2(std::abs(price->perNodeHour.value - perHour) <= 1e-12 * perHour,
             qPrintable(QString::number(price->perNodeHour.value, 'g', 17)));
    QCOMPARE(price->currency, std::string("USD"));
}

void TestImporters::priceClassification_data()
{
    QTest::addColumn<QByteArray>("changes"); // JSON object merged into the base item
    QTest::addColumn<QString>("outcome");    // "tier kind term price", "skip CODE" or "reject PATH: MESSAGE"

    QTest::newRow("Consumption") << QByteArray("{}") << "dedicated on_demand 0 98.32";
    QTest::newRow("Low Priority skuName") << QByteArray(R"({"skuName": "ND96isr H100 v5 Low Priority", "retailPrice": 19.664})")
                                          << "low_priority on_demand 0 19.664";
    QTest::newRow("Spot skuName") << QByteArray(R"({"skuName": "ND96isr H100 v5 Spot", "retailPrice": 29.496})")
                                  << "low_priority spot 0 29.496";
    QTest::newRow("meterName spacing is ignored")
        << QByteArray(R"({"meterName": "ND96isr  H100v5", "skuName": "ND96isr H100 v5"})") << "dedicated on_demand 0 98.32";
    QTest::newRow("1-year reservation, 8,760 h") << QByteArray(R"({"type": "Reservation", "reservationTerm": "1 Year", "retailPrice": 8760})")
                                                 << "dedicated reservation 1 1";
    QTest::newRow("3-year reservation, 26,280 h")
        << QByteArray(R"({"type": "Reservation", "reservationTerm": "3 Years", "retailPrice": 26280})")
        << "dedicated reservation 3 1";
    QTest::newRow("unitPrice when retailPrice is absent") << QByteArray(R"j({"retailPrice": "(erase)"})j")
                                                          << "dedicated on_demand 0 98.32";
    // Wrong types make the file unusable: the whole import stops, naming the field.
    QTest::newRow("price as a string") << QByteArray(R"({"retailPrice": "98.32"})")
                                       << "fatal Items[0].retailPrice: must be a number, not a string";
    QTest::newRow("unitPrice null") << QByteArray(R"j({"retailPrice": "(erase)", "unitPrice": null})j")
                                    << "fatal Items[0].unitPrice: must be a number, not null";
    QTest::newRow("savings plan not an array") << QByteArray(R"({"savingsPlan": {"term": "1 Year"}})")
                                               << "fatal Items[0].savingsPlan: must be an array, not an object";
    QTest::newRow("reservation without term") << QByteArray(R"({"type": "Reservation"})")
                                              << "fatal Items[0].reservationTerm: is missing (a Reservation item needs it)";
    QTest::newRow("Windows product") << QByteArray(R"({"productName": "Virtual Machines NDSH100v5 Series Windows"})")
                                     << "skip windows";
    QTest::newRow("Win product") << QByteArray(R"({"productName": "Virtual Machines NC Series Basic Win"})")
                                 << "skip windows";
    QTest::newRow("DevTest") << QByteArray(R"({"type": "DevTestConsumption"})") << "skip devtest";
    // Rows the Retail Prices API prints under serviceName "Virtual Machines" that are not a VM's
    // price: a "… Series Cloud Services" product (as in real australiacentral B16als v2 items
    // quoted whole in a public design document) and a meter repeated for a region that is not its
    // primary one; and prices outside their effective dates (import day 2026-12-01).
    QTest::newRow("Cloud Services product") << QByteArray(R"({"productName": "NDSH100v5 Series Cloud Services"})")
                                            << "skip cloud_services";
    QTest::newRow("not the primary meter region") << QByteArray(R"({"isPrimaryMeterRegion": false})")
                                                  << "skip not_primary";
    QTest::newRow("primary meter region") << QByteArray(R"({"isPrimaryMeterRegion": true})")
                                          << "dedicated on_demand 0 98.32";
    QTest::newRow("primary meter region not a boolean") << QByteArray(R"({"isPrimaryMeterRegion": "yes"})")
                                                        << "fatal Items[0].isPrimaryMeterRegion: must be true or false, not a string";
    QTest::newRow("expired") << QByteArray(R"({"effectiveEndDate": "2025-06-30T00:00:00Z"})") << "skip expired";
    QTest::newRow("ends after the import day") << QByteArray(R"({"effectiveEndDate": "2027-06-30T00:00:00Z"})")
                                               << "dedicated on_demand 0 98.32";
    QTest::newRow("starts after the import day") << QByteArray(R"({"effectiveStartDate": "2027-01-01T00:00:00Z"})")
                                                 << "skip not_yet_effective";
    QTest::newRow("other service") << QByteArray(R"({"serviceName": "Storage"})") << "skip not_vm";
    QTest::newRow("no ARM SKU") << QByteArray(R"({"armSkuName": ""})") << "skip not_vm";
    QTest::newRow("no region") << QByteArray(R"({"armRegionName": ""})") << "skip no_region";
    QTest::newRow("zero price") << QByteArray(R"({"retailPrice": 0, "unitPrice": 0})")
                                << "reject Items[0].retailPrice: must be greater than zero (got 0)";
    QTest::newRow("negative price") << QByteArray(R"({"retailPrice": -98.32})")
                                    << "reject Items[0].retailPrice: must be greater than zero (got -98.32)";
    QTest::newRow("absurd price") << QByteArray(R"({"retailPrice": 1e300})")
                                  << "reject Items[0].retailPrice: is implausibly large (got 1e+300)";
    QTest::newRow("unknown size") << QByteArray(R"({"armSkuName": "Standard_ND96isr_H900_v9"})")
                                  << "reject Items[0]: \"Standard_ND96isr_H900_v9\" is not a VM size in the catalog (1 "
                                     "prices); import its size first (import skus)";
    QTest::newRow("unknown type") << QByteArray(R"({"type": "Special"})")
                                  << "reject Items[0].type: unknown price type \"Special\"; expected Consumption, "
                                     "Reservation or DevTestConsumption";
    QTest::newRow("not hourly") << QByteArray(R"({"unitOfMeasure": "1/Month"})")
                                << "reject Items[0].unitOfMeasure: is \"1/Month\"; only prices per \"1 Hour\" are VM prices";
    QTest::newRow("5-year term") << QByteArray(R"({"type": "Reservation", "reservationTerm": "5 Years"})")
                                 << "reject Items[0].reservationTerm: unknown term \"5 Years\"; expected \"1 Year\" or "
                                    "\"3 Years\"";
    QTest::newRow("zero savings plan") << QByteArray(R"({"savingsPlan": [{"term": "1 Year", "retailPrice": 0}]})")
                                       << "reject Items[0].savingsPlan[0].retailPrice: must be greater than zero (got 0)";
}

void TestImporters::priceClassification()
{
    QFETCH(QByteArray, changes);
    QFETCH(QString, outcome);
    json item = priceItem();
    const json edits = json::parse(changes.constData());
    for (const auto &[key, value] : edits.items()) {
        if (value == "(erase)") {
            item.erase(key);
        } else {
            item[key] = value;
        }
    }
    const auto r = previewOf(ImportKind::Prices, page(json::array({item})));
    const QStringList parts = outcome.split(QLatin1Char(' '));
    if (parts.first() == QStringLiteral("fatal")) {
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toLine(), QStringLiteral("input.json: ") + outcome.mid(6));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    const data::ImportPreview &p = r.value();
    if (parts.first() == QStringLiteral("skip")) {
        QVERIFY(p.prices.empty());
        QVERIFY(p.rejected.empty());
        QCOMPARE(p.skippedCount(parts.at(1)), 1);
    } else if (parts.first() == QStringLiteral("reject")) {
        QCOMPARE(p.rejected.size(), std::size_t(1));
        QCOMPARE(p.rejected.front().path + QStringLiteral(": ") + p.rejected.front().message, outcome.mid(7));
        QCOMPARE(p.rejected.front().file, QStringLiteral("input.json"));
        // A rejected savings plan leaves the on-demand price of its item.
        QCOMPARE(p.prices.size(), std::size_t(outcome.contains(QStringLiteral("savingsPlan")) ? 1 : 0));
    } else {
        QCOMPARE(p.prices.size(), std::size_t(1));
        const model::Price &price = p.prices.front();
        QCOMPARE(QString::fromLatin1(model::toString(price.tier).data()), parts.at(0));
        QCOMPARE(QString::fromLatin1(model::toString(price.kind).data()), parts.at(1));
        QCOMPARE(price.termYears, parts.at(2).toInt());
        QVERIFY(std::abs(price.perNodeHour.value - parts.at(3).toDouble()) <= 1e-12);
        QCOMPARE(price.sku, std::string("Standard_ND96isr_H100_v5"));
    }
}

void TestImporters::priceDuplicates_data()
{
    QTest::addColumn<QByteArray>("second"); // changes to a copy of the base item
    QTest::addColumn<int>("prices");
    QTest::addColumn<double>("kept");
    QTest::addColumn<QString>("skipped");
    QTest::addColumn<int>("rejected");

    QTest::newRow("same price twice") << QByteArray("{}") << 1 << 98.32 << "duplicate" << 0;
    QTest::newRow("later effective date wins")
        << QByteArray(R"({"retailPrice": 97.0, "effectiveStartDate": "2025-01-01T00:00:00Z"})") << 1 << 97.0
        << "superseded" << 0;
    QTest::newRow("earlier effective date loses")
        << QByteArray(R"({"retailPrice": 97.0, "effectiveStartDate": "2020-01-01T00:00:00Z"})") << 1 << 98.32
        << "superseded" << 0;
    // Two prices for one meter on one date: neither can be trusted.
    QTest::newRow("conflicting prices") << QByteArray(R"({"retailPrice": 99.0})") << 0 << 0.0 << "" << 2;
}

void TestImporters::priceDuplicates()
{
    QFETCH(QByteArray, second);
    json other = priceItem();
    const json edits = json::parse(second.constData());
    for (const auto &[key, value] : edits.items()) {
        other[key] = value;
    }
    const auto r = previewOf(ImportKind::Prices, page(json::array({priceItem(), other})));
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    QTEST(static_cast<int>(r.value().prices.size()), "prices");
    QTEST(static_cast<int>(r.value().rejected.size()), "rejected");
    QFETCH(double, kept);
    if (kept > 0.0) {
        QCOMPARE(r.value().prices.front().perNodeHour.value, kept);
    }
    QFETCH(QString, skipped);
    if (!skipped.isEmpty()) {
        QCOMPARE(r.value().skippedCount(skipped), 1);
    } else {
        QCOMPARE(r.value().rejected.front().toLine(),
                 QStringLiteral("input.json: Items[0]: Items[0] and Items[1] give different prices (98.32 and 99) for "
                                "Standard_ND96isr_H100_v5 eastus dedicated on_demand"));
    }
}

void TestImporters::pageChain()
{
    // Pages 1 and 2 without page 3: every page names a next one, so the set is incomplete.
    const auto r = Importer::preview(ImportKind::Prices,
                                     {sample(QStringLiteral("prices-page1.json")), sample(QStringLiteral("prices-page2.json"))},
                                     defaultCatalog(), options());
    QVERIFY(r.ok());
    QCOMPARE(r.value().notes.size(), 1);
    QVERIFY(r.value().notes.front().contains(QStringLiteral("last page seems to be missing")));
    // A Count that disagrees with the page is noted.
    QByteArray bytes = page(json::array({priceItem()}));
    bytes.replace("\"Count\": 1", "\"Count\": 1000");
    const auto counted = previewOf(ImportKind::Prices, bytes);
    QVERIFY(counted.ok());
    QCOMPARE(counted.value().notes, QStringList{QStringLiteral("input.json: Count says 1000 items but the page has 1")});
    // Items without a currency take the page's BillingCurrency.
    json item = priceItem();
    item.erase("currencyCode");
    QByteArray eur = page(json::array({item}));
    eur.replace("\"BillingCurrency\": \"USD\"", "\"BillingCurrency\": \"EUR\"");
    const auto euros = previewOf(ImportKind::Prices, eur);
    QVERIFY(euros.ok());
    QCOMPARE(euros.value().prices.front().currency, std::string("EUR"));
}

void TestImporters::malformedFiles_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("message"); // after "FILE: "; the error, or the first rejection when nothing is usable

    const int prices = static_cast<int>(ImportKind::Prices);
    const int vm = static_cast<int>(ImportKind::VmUsage);
    const int ml = static_cast<int>(ImportKind::MlUsage);
    const int skus = static_cast<int>(ImportKind::Skus);
    const QString east = QStringLiteral("eastus");
    QTest::newRow("prices truncated") << prices << "prices-truncated.json" << QString()
                                      << "Items[1]: malformed JSON at line 48, column 7: the file ends early (is it complete?)";
    QTest::newRow("prices wrong type") << prices << "prices-wrong-type.json" << QString()
                                       << "Items[1].retailPrice: must be a number, not a string";
    QTest::newRow("prices missing field") << prices << "prices-missing-field.json" << QString()
                                          << "Items[1].armSkuName: is missing";
    QTest::newRow("prices duplicate key") << prices << "prices-duplicate-key.json" << QString()
                                          << "Items[0].retailPrice: is given twice";
    QTest::newRow("prices huge number") << prices << "prices-huge-number.json" << QString()
                                        << "Items[0].retailPrice: must be a finite number";
    QTest::newRow("prices zero and negative") << prices << "prices-zero-negative.json" << QString()
                                              << "Items[0].retailPrice: must be greater than zero (got 0)";
    QTest::newRow("prices unknown sizes") << prices << "prices-unknown-sizes.json" << QString()
                                          << "Items[0]: \"Standard_NC8ads_A10_v4\" is not a VM size in the catalog (3 "
                                             "prices); import its size first (import skus)";
    QTest::newRow("prices conflicting rows")
        << prices << "prices-conflicting-rows.json" << QString()
        << "Items[0]: Items[0] and Items[1] give different prices (98.32 and 99) for Standard_ND96isr_H100_v5 eastus "
           "dedicated on_demand";
    // A bare array is read as items without a page now (pageShapes); a scalar is no page.
    QTest::newRow("prices not a page") << prices << "prices-scalar.json" << QString()
                                       << "a Retail Prices API page is a JSON object with \"Items\", not a string";
    QTest::newRow("vm-usage truncated") << vm << "vm-usage-truncated.json" << east
                                        << "[1]: malformed JSON at line 13, column 5: the file ends early (is it "
                                           "complete?)";
    QTest::newRow("vm-usage wrong type") << vm << "vm-usage-wrong-type.json" << east
                                         << "[1].limit: must be a whole number (got \"lots\")";
    QTest::newRow("vm-usage missing field") << vm << "vm-usage-missing-field.json" << east << "[1].limit: is missing";
    QTest::newRow("vm-usage duplicate key") << vm << "vm-usage-duplicate-key.json" << east << "[0].limit: is given twice";
    QTest::newRow("vm-usage huge number") << vm << "vm-usage-huge-number.json" << east
                                          << "[0].limit: must be a finite number";
    QTest::newRow("vm-usage huge string") << vm << "vm-usage-huge-string.json" << east
                                          << "[0].limit: is too large (got \"99999999999999999999\")";
    QTest::newRow("vm-usage negative") << vm << "vm-usage-negative.json" << east
                                       << "[0].limit: must not be negative (got -5)";
    QTest::newRow("vm-usage duplicate counter")
        << vm << "vm-usage-duplicate-counter.json" << east
        << "[0]: [0] and [1] give different numbers for eastus standardNDSH100v5Family dedicated";
    QTest::newRow("vm-usage not an array") << vm << "vm-usage-not-an-array.json" << east
                                           << "az vm list-usage -o json prints a JSON array, not an object";
    QTest::newRow("ml-usage truncated") << ml << "ml-usage-truncated.json" << QString()
                                        << "[2]: malformed JSON at line 35, column 49: the file ends early (is it "
                                           "complete?)";
    QTest::newRow("ml-usage wrong type") << ml << "ml-usage-wrong-type.json" << QString()
                                         << "[1].current_value: must be a whole number, not true or false";
    QTest::newRow("ml-usage missing field") << ml << "ml-usage-missing-field.json" << QString() << "[1].type: is missing";
    QTest::newRow("ml-usage duplicate key") << ml << "ml-usage-duplicate-key.json" << QString()
                                            << "[0].current_value: is given twice";
    QTest::newRow("ml-usage huge number") << ml << "ml-usage-huge-number.json" << QString()
                                          << "[0].limit: must be a finite number";
    QTest::newRow("ml-usage without region") << ml << "ml-usage-no-region.json" << QString()
                                             << "[0].aml_workspace_location: is missing and no region was given (--region)";
    QTest::newRow("skus truncated") << skus << "skus-truncated.json" << QString()
                                    << "[1]: malformed JSON at line 182, column 17: the file ends early (is it "
                                       "complete?)";
    QTest::newRow("skus wrong type") << skus << "skus-wrong-type.json" << QString()
                                     << "[0].capabilities: must be an array, not an object";
    QTest::newRow("skus missing field") << skus << "skus-missing-field.json" << QString() << "[1].family: is missing";
    QTest::newRow("skus duplicate key") << skus << "skus-duplicate-key.json" << QString() << "[0].family: is given twice";
    QTest::newRow("skus huge number") << skus << "skus-huge-number.json" << QString()
                                      << "[0].capabilities[2].value: must be a whole number (got \"1e400\")";
}

void TestImporters::malformedFiles()
{
    QFETCH(int, kind);
    QFETCH(QString, file);
    QFETCH(QString, region);
    QFETCH(QString, message);
    const QString path = sample(QStringLiteral("malformed/") + file);
    QVERIFY(QFile::exists(path));
    const auto r = Importer::preview(static_cast<ImportKind>(kind), {path}, defaultCatalog(), options(region));
    if (r.ok()) {
        // Readable, but nothing in it can be used: the rejections say why, item and field.
        QVERIFY2(r.value().isEmpty(), qPrintable(file));
        QVERIFY(!r.value().rejected.empty());
        QCOMPARE(r.value().rejected.front().toLine(), path + QStringLiteral(": ") + message);
    } else {
        QCOMPARE(r.error().toLine(), path + QStringLiteral(": ") + message);
    }
}

void TestImporters::vmUsage_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("family"); // "" for the regional total
    QTest::addColumn<QString>("tier");
    QTest::addColumn<qlonglong>("used");
    QTest::addColumn<qlonglong>("limit");

    const QString strings = QStringLiteral("vm-usage-eastus-strings.json");
    const QString integers = QStringLiteral("vm-usage-swedencentral-integers.json");
    QTest::newRow("strings: H100 family (seed example)") << strings << "eastus" << "standardNDSH100v5Family" << "dedicated"
                                                         << 8LL << 200LL;
    QTest::newRow("strings: cores") << strings << "eastus" << "" << "dedicated" << 104LL << 350LL;
    QTest::newRow("strings: lowPriorityCores") << strings << "eastus" << "" << "low_priority" << 0LL << 100LL;
    QTest::newRow("strings: A100 80GB family, full") << strings << "eastus" << "standardNDAMSv4_A100Family" << "dedicated"
                                                     << 96LL << 96LL;
    QTest::newRow("strings: H200 family, no quota") << strings << "eastus" << "standardNDSH200V5Family" << "dedicated"
                                                    << 0LL << 0LL;
    QTest::newRow("integers: H100 family") << integers << "swedencentral" << "standardNDSH100v5Family" << "dedicated"
                                           << 0LL << 768LL;
    QTest::newRow("integers: cores") << integers << "swedencentral" << "" << "dedicated" << 0LL << 1000LL;
    QTest::newRow("integers: lowPriorityCores") << integers << "swedencentral" << "" << "low_priority" << 0LL << 500LL;
}

void TestImporters::vmUsage()
{
    QFETCH(QString, file);
    QFETCH(QString, region);
    QFETCH(QString, family);
    QFETCH(QString, tier);
    const auto r = Importer::preview(ImportKind::VmUsage, {sample(file)}, defaultCatalog(), options(region));
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    const model::QuotaUsage *q =
        findQuota(r.value(), region.toStdString(), family.isEmpty() ? model::QuotaScope::Regional : model::QuotaScope::Family,
                  family.toStdString(), *model::tierFromString(tier.toStdString()));
    QVERIFY(q != nullptr);
    QTEST(static_cast<qlonglong>(q->currentValue.value_or(-999)), "used");
    QTEST(static_cast<qlonglong>(q->limit.value_or(-999)), "limit");
    QVERIFY(q->provenance.source.find("az vm list-usage: ") == 0);
    QCOMPARE(q->provenance.importedAt, std::string("2026-12-01T09:30:00Z"));
    // Counters that are not vCPU quota are counted, not kept.
    QCOMPARE(r.value().skippedCount(QStringLiteral("not_cores")), file == QStringLiteral("vm-usage-eastus-strings.json") ? 5 : 2);
    QCOMPARE(r.value().newCount, static_cast<int>(r.value().quota.size()));
}

void TestImporters::vmUsageNumberStyles_data()
{
    QTest::addColumn<QByteArray>("currentValue");
    QTest::addColumn<QByteArray>("limit");
    QTest::addColumn<QString>("outcome"); // "used/limit" or the error after "input.json: "
    QTest::newRow("integers") << QByteArray("8") << QByteArray("200") << "8/200";
    QTest::newRow("strings (older CLIs)") << QByteArray("\"8\"") << QByteArray("\"200\"") << "8/200";
    QTest::newRow("mixed") << QByteArray("\"8\"") << QByteArray("200") << "8/200";
    QTest::newRow("float") << QByteArray("8") << QByteArray("200.5") << "[0].limit: must be a whole number (got 200.5)";
    QTest::newRow("string with spaces") << QByteArray("8") << QByteArray("\" 200\"")
                                        << "[0].limit: must be a whole number (got \" 200\")";
    QTest::newRow("empty string") << QByteArray("8") << QByteArray("\"\"") << "[0].limit: must be a whole number (got \"\")";
    QTest::newRow("null") << QByteArray("null") << QByteArray("200") << "[0].currentValue: must be a whole number, not null";
    QTest::newRow("beyond 64 bits") << QByteArray("8") << QByteArray("18446744073709551615") << "[0].limit: is too large";
}

void TestImporters::vmUsageNumberStyles()
{
    QFETCH(QByteArray, currentValue);
    QFETCH(QByteArray, limit);
    QFETCH(QString, outcome);
    const QByteArray bytes = "[{\"currentValue\": " + currentValue + ", \"limit\": " + limit +
                             ", \"name\": {\"localizedValue\": \"Standard NDSH100v5 Family vCPUs\", \"value\": "
                             "\"standardNDSH100v5Family\"}}]";
    const auto r = previewOf(ImportKind::VmUsage, bytes, QStringLiteral("eastus"));
    if (outcome.contains(QLatin1Char(':'))) {
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toLine(), QStringLiteral("input.json: ") + outcome);
        return;
    }
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    const model::QuotaUsage &q = r.value().quota.front();
    QCOMPARE(QStringLiteral("%1/%2").arg(*q.currentValue).arg(*q.limit), outcome);
}

void TestImporters::vmUsageNeedsRegion()
{
    const QString file = sample(QStringLiteral("vm-usage-eastus-strings.json"));
    auto none = Importer::preview(ImportKind::VmUsage, {file}, defaultCatalog(), options());
    QVERIFY(!none.ok());
    QCOMPARE(none.error().path, QStringLiteral("--region"));
    auto unknown = Importer::preview(ImportKind::VmUsage, {file}, defaultCatalog(), options(QStringLiteral("moonbase-1")));
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.error().toLine(), QStringLiteral("--region: \"moonbase-1\" is not a region in the catalog"));
    // A display name works too: "East US" is eastus.
    auto display = Importer::preview(ImportKind::VmUsage, {file}, defaultCatalog(), options(QStringLiteral("East US")));
    QVERIFY(display.ok());
    QCOMPARE(display.value().quota.front().region, std::string("eastus"));
}

void TestImporters::mlUsage_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("tier");
    QTest::addColumn<qlonglong>("used");
    QTest::addColumn<qlonglong>("limit"); // -1: no limit of its own

    QTest::newRow("regional dedicated") << "" << "dedicated" << 104LL << 300LL;
    QTest::newRow("regional low priority") << "" << "low_priority" << 0LL << 100LL;
    QTest::newRow("H100 dedicated") << "standardNDSH100v5Family" << "dedicated" << 96LL << 384LL;
    QTest::newRow("A100 dedicated") << "standardNDASv4_A100Family" << "dedicated" << 0LL << 96LL;
    QTest::newRow("NCads H100 dedicated") << "standardNCadsH100v5Family" << "dedicated" << 8LL << 80LL;
    QTest::newRow("H100 low priority, by name") << "standardNDSH100v5Family" << "low_priority" << 0LL << -1LL;
    QTest::newRow("A100 low priority, by type") << "standardNDASv4_A100Family" << "low_priority" << 0LL << -1LL;
}

void TestImporters::mlUsage()
{
    QFETCH(QString, family);
    QFETCH(QString, tier);
    const auto r =
        Importer::preview(ImportKind::MlUsage, {sample(QStringLiteral("ml-usage-eastus.json"))}, defaultCatalog(), options());
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    QCOMPARE(r.value().quota.size(), std::size_t(7));
    // Workspace and cluster rows repeat the subscription's cores; "Clusters" counts clusters.
    QCOMPARE(r.value().skippedCount(QStringLiteral("breakdown")), 2);
    QCOMPARE(r.value().skippedCount(QStringLiteral("not_cores")), 1);
    const model::QuotaUsage *q = findQuota(r.value(), "eastus",
                                           family.isEmpty() ? model::QuotaScope::Regional : model::QuotaScope::Family,
                                           family.toStdString(), *model::tierFromString(tier.toStdString()));
    QVERIFY(q != nullptr);
    QTEST(static_cast<qlonglong>(*q->currentValue), "used");
    QTEST(static_cast<qlonglong>(*q->limit), "limit");
    if (!family.isEmpty()) {
        // Stored as Azure ML printed it, without the " Cluster … vCPUs" suffix.
        QVERIFY2(q->family.find("Cluster") == std::string::npos, q->family.c_str());
        QVERIFY(q->family.find("Standard ") == 0);
    }
}

void TestImporters::mlUsageTier_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("outcome"); // "scope tier family" or "skip CODE" or "reject …"
    const QString prefix = QStringLiteral("Microsoft.MachineLearningServices/");
    QTest::newRow("family dedicated by name") << prefix + QStringLiteral("vmFamily/usages")
                                              << "Standard NDSH100v5 Family Cluster Dedicated vCPUs"
                                              << "family dedicated Standard NDSH100v5 Family";
    QTest::newRow("family low priority by name") << prefix + QStringLiteral("vmFamily/usages")
                                                 << "Standard NDSH100v5 Family Cluster LowPriority vCPUs"
                                                 << "family low_priority Standard NDSH100v5 Family";
    QTest::newRow("family low priority with a space") << prefix + QStringLiteral("vmFamily/usages")
                                                      << "Standard NDSH100v5 Family Cluster Low Priority vCPUs"
                                                      << "family low_priority Standard NDSH100v5 Family";
    QTest::newRow("family dedicated by type") << prefix + QStringLiteral("vmFamily/dedicatedCores/usages")
                                              << "standardNDSH100v5Family" << "family dedicated standardNDSH100v5Family";
    QTest::newRow("family low priority by type") << prefix + QStringLiteral("vmFamily/lowPriorityCores/usages")
                                                 << "Standard NDSH100v5 Family vCPUs"
                                                 << "family low_priority Standard NDSH100v5 Family";
    QTest::newRow("regional dedicated") << prefix + QStringLiteral("dedicatedCores/usages")
                                        << "Total Cluster Dedicated Regional vCPUs" << "regional dedicated";
    QTest::newRow("regional low priority") << prefix + QStringLiteral("lowPriorityCores/usages")
                                           << "Total Cluster LowPriority Regional vCPUs" << "regional low_priority";
    QTest::newRow("workspace breakdown") << prefix + QStringLiteral("workspaces/usages")
                                         << "Standard NDSH100v5 Family Cluster Dedicated vCPUs" << "skip breakdown";
    QTest::newRow("cluster breakdown") << prefix + QStringLiteral("workspaces/computes/usages")
                                       << "Standard NDSH100v5 Family Cluster Dedicated vCPUs" << "skip breakdown";
    QTest::newRow("clusters") << prefix + QStringLiteral("totalCores/usages") << "Clusters" << "skip not_cores";
    QTest::newRow("tier unknown") << prefix + QStringLiteral("vmFamily/usages") << "Standard NDSH100v5 Family"
                                  << "reject [0].name.value: cannot tell whether \"Standard NDSH100v5 Family\" counts "
                                     "dedicated or low-priority cores";
}

void TestImporters::mlUsageTier()
{
    QFETCH(QString, type);
    QFETCH(QString, name);
    QFETCH(QString, outcome);
    const json item{{"id", "/subscriptions/0/usages"},
                    {"aml_workspace_location", "eastus"},
                    {"type", type.toStdString()},
                    {"unit", "Count"},
                    {"current_value", 8},
                    {"limit", 200},
                    {"name", {{"value", name.toStdString()}, {"localized_value", name.toStdString()}}}};
    const std::string text = json::array({item}).dump();
    const auto r = previewOf(ImportKind::MlUsage, QByteArray::fromStdString(text));
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    const data::ImportPreview &p = r.value();
    if (outcome.startsWith(QStringLiteral("skip "))) {
        QVERIFY(p.quota.empty());
        QCOMPARE(p.skippedCount(outcome.mid(5)), 1);
    } else if (outcome.startsWith(QStringLiteral("reject "))) {
        QVERIFY(p.quota.empty());
        QCOMPARE(p.rejected.front().path + QStringLiteral(": ") + p.rejected.front().message, outcome.mid(7));
    } else {
        QCOMPARE(p.quota.size(), std::size_t(1));
        const model::QuotaUsage &q = p.quota.front();
        const QStringList parts = outcome.split(QLatin1Char(' '));
        QCOMPARE(QString::fromLatin1(model::toString(q.scope).data()), parts.at(0));
        QCOMPARE(QString::fromLatin1(model::toString(q.tier).data()), parts.at(1));
        if (parts.size() > 2) {
            QCOMPARE(QString::fromStdString(q.family), outcome.section(QLatin1Char(' '), 2));
        }
        QCOMPARE(q.region, std::string("eastus"));
    }
}

// The " Cluster Dedicated vCPUs" suffix Azure ML adds to a family counter's name, dropped in
// linear time: a name of 26,000 spaces crashed the backtracking regex that did it before (and
// 2,000 spaces took over a minute).
void TestImporters::mlUsageFamilySuffix_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("family");
    QTest::newRow("dedicated") << "Standard NDSH100v5 Family Cluster Dedicated vCPUs" << "Standard NDSH100v5 Family";
    QTest::newRow("low priority") << "Standard NDSH100v5 Family Cluster Low Priority vCPUs" << "Standard NDSH100v5 Family";
    QTest::newRow("LowPriority") << "Standard NDSH100v5 Family Cluster LowPriority vCPUs" << "Standard NDSH100v5 Family";
    QTest::newRow("no Cluster") << "Standard NDSH100v5 Family Dedicated vCPUs" << "Standard NDSH100v5 Family";
    QTest::newRow("other case, trailing blanks") << "Standard NDSH100v5 Family cluster DEDICATED VCPUS  "
                                                 << "Standard NDSH100v5 Family";
    QTest::newRow("Cluster glued on") << "Standard X Family ClusterDedicated vCPUs" << "Standard X Family Cluster";
    QTest::newRow("26,000 spaces") << QStringLiteral("Standard NDSH100v5 Family") + QString(26000, QLatin1Char(' ')) +
                                          QStringLiteral("Cluster Dedicated vCPUs")
                                   << "Standard NDSH100v5 Family";
    QTest::newRow("26,000 spaces inside the suffix")
        << QStringLiteral("Standard NDSH100v5 Family Cluster") + QString(26000, QLatin1Char(' ')) +
               QStringLiteral("Dedicated") + QString(26000, QLatin1Char(' ')) + QStringLiteral("vCPUs")
        << "Standard NDSH100v5 Family";
}

void TestImporters::mlUsageFamilySuffix()
{
    QFETCH(QString, name);
    QFETCH(QString, family);
    const json item{{"id", "/subscriptions/0/usages/x"},
                    {"aml_workspace_location", "eastus"},
                    {"type", "Microsoft.MachineLearningServices/vmFamily/usages"},
                    {"unit", "Count"},
                    {"current_value", 96},
                    {"limit", 384},
                    {"name", {{"value", name.toStdString()}, {"localized_value", name.toStdString()}}}};
    const auto r = previewOf(ImportKind::MlUsage, QByteArray::fromStdString(json::array({item}).dump()));
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    QCOMPARE(r.value().quota.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(r.value().quota.front().family), family);
}

// The Usages REST API's shape (camelCase, no workspace location) as `az rest` prints it,
// {"value": […]}, and as a bare array: derived at run time from the published example of
// azure-rest-api-specs (tests/data/samples/real/ml-usage/README.md). Every subscription-level
// counter's numbers equal the file's; workspace and cluster rows are the breakdown.
void TestImporters::mlUsageRestShapes_data()
{
    QTest::addColumn<bool>("envelope");
    QTest::newRow("REST body {\"value\": [...]}") << true;
    QTest::newRow("bare array") << false;
}

void TestImporters::mlUsageRestShapes()
{
    QFETCH(bool, envelope);
    QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/real/ml-usage/"
                              "rest-api-specs_MachineLearningServices_2022-10-01_Usage-list_example.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const json example = json::parse(file.readAll().toStdString());
    const json &body = example["responses"]["200"]["body"];
    const json &items = body["value"];
    const QByteArray bytes = QByteArray::fromStdString(envelope ? body.dump(2) : items.dump(2));
    const auto r = previewOf(ImportKind::MlUsage, bytes, QStringLiteral("eastus"));
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    const data::ImportPreview &p = r.value();
    QCOMPARE(p.quota.size(), std::size_t(22)); // 2 regional totals, 10 families × 2 tiers
    QCOMPARE(p.skippedCount(QStringLiteral("not_cores")), 1);
    QCOMPARE(p.skippedCount(QStringLiteral("breakdown")), 12);
    int checked = 0;
    for (const json &item : items) {
        const std::string type = item["type"].get<std::string>();
        const std::string name = item["name"]["value"].get<std::string>();
        const bool lowPriority = name.find("LowPriority") != std::string::npos;
        const model::Tier tier = lowPriority ? model::Tier::LowPriority : model::Tier::Dedicated;
        const model::QuotaUsage *q = nullptr;
        if (type.ends_with("/vmFamily/usages")) {
            q = findQuota(p, "eastus", model::QuotaScope::Family, name.substr(0, name.find(" Cluster")), tier);
        } else if (type.ends_with("/dedicatedCores/usages") || type.ends_with("/lowPriorityCores/usages")) {
            q = findQuota(p, "eastus", model::QuotaScope::Regional, {}, tier);
        } else {
            continue;
        }
        QVERIFY2(q != nullptr, name.c_str());
        QCOMPARE(*q->currentValue, item["currentValue"].get<long long>());
        QCOMPARE(*q->limit, item["limit"].get<long long>());
        ++checked;
    }
    QCOMPARE(checked, 22);
    // Without --region the REST body cannot say where its counters are.
    const auto noRegion = previewOf(ImportKind::MlUsage, bytes);
    QVERIFY(!noRegion.ok());
    QVERIFY2(errorText(noRegion).contains(QStringLiteral("no region was given (--region)")), qPrintable(errorText(noRegion)));
}

void TestImporters::skus()
{
    // A catalog without NC24ads A100 v4 (the default has it since revision 5), for a size the list
    // brings anew.
    model::Catalog catalog = defaultCatalog();
    std::erase_if(catalog.sizes, [](const model::VmSize &s) { return s.name == "Standard_NC24ads_A100_v4"; });
    std::erase_if(catalog.prices, [](const model::Price &p) { return p.sku == "Standard_NC24ads_A100_v4"; });
    const auto r = Importer::preview(ImportKind::Skus, {sample(QStringLiteral("skus-eastus.json"))}, catalog, options());
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    const data::ImportPreview &p = r.value();
    // NC24ads A100 v4 is new; NC40ads, ND96asr, ND96isr H100 (listed for two locations) and H200
    // agree with the catalog (standardNDISRH200v5Family is standardNDISRH200V5Family); D4s_v5 has no GPU.
    // The H100's swedencentral entry has a Location restriction: a new "not available" row.
    QCOMPARE(p.newCount, 2);
    QCOMPARE(p.changedCount, 0);
    QCOMPARE(p.unchangedCount, 4);
    QCOMPARE(p.skippedCount(QStringLiteral("not_gpu")), 1);
    QVERIFY(p.rejected.empty());
    QCOMPARE(p.sizes.size(), std::size_t(5));
    const auto it = std::find_if(p.sizes.begin(), p.sizes.end(),
                                 [](const model::VmSize &s) { return s.name == "Standard_NC24ads_A100_v4"; });
    QVERIFY(it != p.sizes.end());
    QCOMPARE(it->vcpus.value, 24);
    QCOMPARE(it->memoryGiB.value, 220.0);
    QCOMPARE(it->gpusPerVm.value, 1);
    QCOMPARE(it->quotaFamily.value, std::string("StandardNCADSA100v4Family"));
    QCOMPARE(it->series, std::string("NCADSA100v4"));
    QVERIFY(it->vcpus.provenance.verified);
    // What list-skus does not say is unset and unverified, for the user to enter.
    QVERIFY(it->gpuModel.value.empty());
    QVERIFY(!it->gpuModel.provenance.verified);
    QVERIFY(!it->gpuMemoryGiB.provenance.verified);
    QVERIFY(!it->bf16TflopsPerGpu.provenance.verified);
    QCOMPARE(it->gpuMemoryGiB.value, 0.0);
    // Existing sizes keep the facts the file lacks: the H100's GPU model and TFLOP/s.
    const auto h100 = std::find_if(p.sizes.begin(), p.sizes.end(),
                                   [](const model::VmSize &s) { return s.name == "Standard_ND96isr_H100_v5"; });
    QVERIFY(h100 != p.sizes.end());
    QCOMPARE(h100->gpuModel.value, std::string("NVIDIA H100 80GB SXM"));
    QCOMPARE(h100->bf16TflopsPerGpu.value, 989.0);
    QCOMPARE(h100->ibGbpsPerGpu.value, 400.0);
    QCOMPARE(h100->vcpus.provenance.source, std::string("az vm list-skus: skus-eastus.json"));
    QCOMPARE(h100->gpuModel.provenance, defaultCatalog().findSize("Standard_ND96isr_H100_v5")->gpuModel.provenance);

    // Restrictions: where the subscription cannot deploy a size (type Location), and nothing for
    // the regions listed without one that the catalog did not know as restricted.
    QCOMPARE(p.restrictions.size(), std::size_t(1));
    QCOMPARE(p.restrictions[0].sku, std::string("Standard_ND96isr_H100_v5"));
    QCOMPARE(p.restrictions[0].region, std::string("swedencentral"));
    QCOMPARE(p.restrictions[0].reason, std::string("NotAvailableForSubscription"));
    QCOMPARE(p.restrictions[0].provenance.source, std::string("az vm list-skus: skus-eastus.json"));
    const auto row = std::find_if(p.rows.begin(), p.rows.end(),
                                  [](const data::PreviewRow &candidate) { return candidate.field == QStringLiteral("restriction"); });
    QVERIFY(row != p.rows.end());
    QCOMPARE(row->subject, QStringLiteral("Standard_ND96isr_H100_v5 swedencentral"));
    QVERIFY(row->action == data::ChangeAction::New);

    // A later list that shows the size in swedencentral without a restriction lifts it; one that
    // shows a Zone restriction only leaves the region usable.
    model::Catalog restricted = catalog;
    restricted.restrictions.push_back(p.restrictions[0]);
    QFile file(sample(QStringLiteral("skus-eastus.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    json list = json::parse(file.readAll().toStdString());
    for (json &item : list) {
        if (item["name"] == "Standard_ND96isr_H100_v5" && item["locations"][0] == "swedencentral") {
            item["restrictions"] = json::array({{{"type", "Zone"},
                                                 {"values", {"swedencentral"}},
                                                 {"restrictionInfo", {{"locations", {"swedencentral"}}, {"zones", {"1"}}}},
                                                 {"reasonCode", "NotAvailableForSubscription"}}});
        }
    }
    const auto lifted = previewOf(ImportKind::Skus, QByteArray::fromStdString(list.dump()), {}, restricted);
    QVERIFY2(lifted.ok(), qPrintable(errorText(lifted)));
    QCOMPARE(lifted.value().removedCount, 1);
    QCOMPARE(lifted.value().restrictions.size(), std::size_t(1));
    QVERIFY(lifted.value().restrictions[0].reason.empty());
    // The same restriction again is unchanged.
    const auto again = Importer::preview(ImportKind::Skus, {sample(QStringLiteral("skus-eastus.json"))}, restricted, options());
    QVERIFY(again.ok());
    QCOMPARE(again.value().newCount, 1); // the A100 size only
    QCOMPARE(again.value().unchangedCount, 5);
}

void TestImporters::skuMapping_data()
{
    QTest::addColumn<QString>("vcpus");
    QTest::addColumn<QString>("memory");
    QTest::addColumn<QString>("gpus");
    QTest::addColumn<QString>("rdma");
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("changes"); // "field old→new;…", or "" when unchanged

    QTest::newRow("unchanged") << "96" << "1900" << "8" << "True" << "standardNDSH100v5Family" << "";
    QTest::newRow("family case and spacing") << "96" << "1900" << "8" << "True" << "Standard NDSH100v5 Family" << "";
    QTest::newRow("more memory") << "96" << "2000" << "8" << "True" << "standardNDSH100v5Family"
                                 << "memory_gib 1900→2000";
    QTest::newRow("no RDMA removes IB") << "96" << "1900" << "8" << "False" << "standardNDSH100v5Family"
                                        << "ib_gbps_per_gpu 400→0";
    QTest::newRow("vCPUs and GPUs") << "48" << "1900" << "4" << "True" << "standardNDSH100v5Family"
                                    << "vcpus 96→48;gpus 8→4";
    QTest::newRow("other family") << "96" << "1900" << "8" << "True" << "standardNDSH100v6Family"
                                  << "quota_family standardNDSH100v5Family→standardNDSH100v6Family";
}

void TestImporters::skuMapping()
{
    QFETCH(QString, vcpus);
    QFETCH(QString, memory);
    QFETCH(QString, gpus);
    QFETCH(QString, rdma);
    QFETCH(QString, family);
    QFETCH(QString, changes);
    const json item{{"name", "Standard_ND96isr_H100_v5"},
                    {"family", family.toStdString()},
                    {"resourceType", "virtualMachines"},
                    {"locations", {"eastus"}},
                    {"capabilities",
                     {{{"name", "vCPUs"}, {"value", vcpus.toStdString()}},
                      {{"name", "MemoryGB"}, {"value", memory.toStdString()}},
                      {{"name", "GPUs"}, {"value", gpus.toStdString()}},
                      {{"name", "RdmaEnabled"}, {"value", rdma.toStdString()}}}}};
    const auto r = previewOf(ImportKind::Skus, QByteArray::fromStdString(json::array({item}).dump()));
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    QStringList seen;
    for (const data::PreviewRow &row : r.value().rows) {
        if (row.action == data::ChangeAction::Changed) {
            seen << QStringLiteral("%1 %2→%3").arg(row.field, row.oldValue, row.newValue);
        }
    }
    QCOMPARE(seen.join(QLatin1Char(';')), changes);
    QCOMPARE(r.value().unchangedCount, changes.isEmpty() ? 1 : 0);
}

// What the Resource SKUs API and az print besides the CLI's array: the REST body {"value": […]}
// (Resource Skus - List, api-version 2021-07-01, as `az rest` prints it), "resourceType" in
// another case (the REST example of azure-rest-api-specs Compute 2021-07-01 has
// "virtualMachines"; older outputs "VirtualMachines"), and a size whose capabilities do not list
// RdmaEnabled: that leaves the known InfiniBand rate alone (it set 400 Gb/s to 0 before).
void TestImporters::skuShapes_data()
{
    QTest::addColumn<bool>("envelope");
    QTest::addColumn<QString>("resourceType");
    QTest::addColumn<bool>("listsRdma");
    QTest::addColumn<QString>("changes");
    QTest::newRow("array") << false << "virtualMachines" << true << "";
    QTest::newRow("REST body") << true << "virtualMachines" << true << "";
    QTest::newRow("resource type in other case") << false << "VirtualMachines" << true << "";
    QTest::newRow("no RdmaEnabled keeps InfiniBand") << false << "virtualMachines" << false << "";
    QTest::newRow("REST body, 48 vCPUs") << true << "virtualmachines" << false << "vcpus 96→48";
}

void TestImporters::skuShapes()
{
    QFETCH(bool, envelope);
    QFETCH(QString, resourceType);
    QFETCH(bool, listsRdma);
    QFETCH(QString, changes);
    json caps = {{{"name", "vCPUs"}, {"value", changes.isEmpty() ? "96" : "48"}},
                 {{"name", "MemoryGB"}, {"value", "1900"}},
                 {{"name", "GPUs"}, {"value", "8"}}};
    if (listsRdma) {
        caps.push_back({{"name", "RdmaEnabled"}, {"value", "True"}});
    }
    const json item{{"name", "Standard_ND96isr_H100_v5"},
                    {"family", "standardNDSH100v5Family"},
                    {"resourceType", resourceType.toStdString()},
                    {"locations", {"eastus"}},
                    {"capabilities", caps}};
    const json doc = envelope ? json{{"value", json::array({item})}} : json::array({item});
    const auto r = previewOf(ImportKind::Skus, QByteArray::fromStdString(doc.dump(2)));
    QVERIFY2(r.ok(), qPrintable(errorText(r)));
    QStringList seen;
    for (const data::PreviewRow &row : r.value().rows) {
        if (row.action == data::ChangeAction::Changed) {
            seen << QStringLiteral("%1 %2→%3").arg(row.field, row.oldValue, row.newValue);
        }
    }
    QCOMPARE(seen.join(QLatin1Char(';')), changes);
    QCOMPARE(r.value().sizes.size(), std::size_t(1));
    QCOMPARE(r.value().sizes.front().ibGbpsPerGpu.value, 400.0);

    // An object without "value" is refused with what to run instead.
    const auto refused = previewOf(ImportKind::Skus, QByteArray(R"({"skus": []})"));
    QVERIFY(!refused.ok());
    QVERIFY2(errorText(refused).contains(QStringLiteral("az vm list-skus -o json")), qPrintable(errorText(refused)));
}

void TestImporters::importKinds()
{
    for (const auto &[kind, name] : std::vector<std::pair<ImportKind, const char *>>{
             {ImportKind::Prices, "prices"},
             {ImportKind::VmUsage, "vm-usage"},
             {ImportKind::MlUsage, "ml-usage"},
             {ImportKind::Skus, "skus"},
             {ImportKind::Catalog, "catalog"}}) {
        QCOMPARE(data::importKindName(kind), QLatin1String(name));
        QVERIFY(data::importKindFromName(QLatin1String(name)) == kind);
    }
    QVERIFY(!data::importKindFromName(QStringLiteral("price")).has_value());
    QVERIFY(!Importer::preview(ImportKind::Prices, {}, defaultCatalog(), options()).ok());
    const auto missing = Importer::preview(ImportKind::Prices, {QStringLiteral("/nonexistent/prices.json")},
                                           defaultCatalog(), options());
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().toLine().startsWith(QStringLiteral("/nonexistent/prices.json: cannot read the file")));
}

namespace {
// The preview in words: counts, rows, rejections, skips and notes, as the CLI prints them.
QString reportOf(const data::ImportPreview &p)
{
    return data::ImportReport::text(p);
}

// Prices without where they came from, to compare imports of the same items from other files.
QStringList priceLines(const data::ImportPreview &p)
{
    QStringList lines;
    for (const model::Price &price : p.prices) {
        lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                     .arg(QString::fromStdString(price.sku), QString::fromStdString(price.region),
                          QLatin1String(model::toString(price.tier).data()), QLatin1String(model::toString(price.kind).data()))
                     .arg(price.termYears)
                     .arg(price.perNodeHour.value, 0, 'g', 17)
                     .arg(QString::fromStdString(price.currency));
    }
    lines.sort();
    return lines;
}

QString countsOf(const data::ImportPreview &p)
{
    QString out = QStringLiteral("new %1 changed %2 unchanged %3 rejected %4")
                      .arg(p.newCount)
                      .arg(p.changedCount)
                      .arg(p.unchangedCount)
                      .arg(p.rejected.size());
    for (const data::SkipCount &skip : p.skipped) {
        out += QStringLiteral(" %1 %2").arg(skip.code).arg(skip.count);
    }
    return out;
}

QString factText(const char *text)
{
    return QString::fromUtf8(text);
}

QString factText(const QString &text)
{
    return text;
}

template<class... Parts>
QStringList facts(const Parts &...parts)
{
    return QStringList{factText(parts)...};
}

// The real Korean design document's three items, `{…}\n{…}\n{…}`, as an array.
QByteArray itemsAsArray(const QByteArray &itemsOneAfterAnother)
{
    return "[" + QByteArray(itemsOneAfterAnother).trimmed().replace("}\n{", "},\n{") + "]\n";
}
} // namespace

void TestImporters::encodings_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("variant");
    struct Original {
        ImportKind kind;
        QString file;
        QString region;
    };
    const std::vector<Original> originals{
        {ImportKind::Prices, sample(QStringLiteral("prices-page1.json")), {}},
        {ImportKind::Prices, realSample(QStringLiteral("prices"), QStringLiteral("blog-deno-westeurope_E4ds_v4_consumption.json")), {}},
        {ImportKind::Prices, realSample(QStringLiteral("prices"), QStringLiteral("ace-aks-availability-set_westeurope_D2s_v3-windows_P10.json")), {}},
        {ImportKind::Prices, sample(QStringLiteral("malformed/prices-truncated.json")), {}},
        {ImportKind::Prices, sample(QStringLiteral("malformed/prices-duplicate-key.json")), {}},
        {ImportKind::VmUsage, sample(QStringLiteral("vm-usage-eastus-strings.json")), QStringLiteral("eastus")},
        {ImportKind::VmUsage, realSample(QStringLiteral("vm-usage"), QStringLiteral("azure-xplat-cli-2015_vm-list-usage-westus--json.json")), QStringLiteral("westus")},
        {ImportKind::VmUsage, realSample(QStringLiteral("vm-usage"), QStringLiteral("msdocs-quotas-md_az-vm-list-usage-EastUS_with-ellipsis.json")), QStringLiteral("eastus")},
        {ImportKind::VmUsage, sample(QStringLiteral("malformed/vm-usage-wrong-type.json")), QStringLiteral("eastus")},
        {ImportKind::MlUsage, sample(QStringLiteral("ml-usage-eastus.json")), {}},
        {ImportKind::MlUsage, sample(QStringLiteral("malformed/ml-usage-truncated.json")), {}},
        {ImportKind::Skus, sample(QStringLiteral("skus-eastus.json")), {}},
        {ImportKind::Skus, sample(QStringLiteral("malformed/skus-truncated.json")), {}},
        {ImportKind::Catalog, QStringLiteral(CAPPLAN_SOURCE_DIR "/data/resources/catalog/default_catalog.json"), {}},
    };
    for (const Original &o : originals) {
        for (const QString &variant : fieldsamples::savedVariants()) {
            if (variant == QLatin1String("UTF-8")) {
                continue;
            }
            QTest::newRow(qPrintable(QStringLiteral("%1 %2, %3")
                                         .arg(data::importKindName(o.kind), QFileInfo(o.file).fileName(), variant)))
                << static_cast<int>(o.kind) << o.file << o.region << variant;
        }
    }
}

// Every importer reads every encoding the same: the same values, rejections, notes, and the
// same errors at the same lines and columns.
void TestImporters::encodings()
{
    QFETCH(int, kind);
    QFETCH(QString, file);
    QFETCH(QString, region);
    QFETCH(QString, variant);
    const QByteArray original = fieldsamples::readFile(file);
    QVERIFY(!original.isEmpty());
    const QByteArray bytes = fieldsamples::saved(variant, original);
    QVERIFY(bytes != original);
    const auto want = previewOf(static_cast<ImportKind>(kind), original, region);
    const auto got = previewOf(static_cast<ImportKind>(kind), bytes, region);
    if (!want.ok()) {
        QVERIFY(!got.ok());
        QCOMPARE(got.error().toLine(), want.error().toLine());
        return;
    }
    QVERIFY2(got.ok(), qPrintable(errorText(got)));
    QCOMPARE(reportOf(got.value()), reportOf(want.value()));
    QVERIFY(got.value().prices == want.value().prices);
    QVERIFY(got.value().quota == want.value().quota);
    QVERIFY(got.value().sizes == want.value().sizes);
    QVERIFY(got.value().document == want.value().document);
    QVERIFY(!want.value().isEmpty() || !want.value().skipped.empty() || !want.value().rejected.empty());
}

void TestImporters::realFiles_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QStringList>("sizes");    // sizes added to the catalog first
    QTest::addColumn<QStringList>("expected"); // facts, see realFiles()
    using fieldsamples::readFile;
    const int prices = static_cast<int>(ImportKind::Prices);
    const int vm = static_cast<int>(ImportKind::VmUsage);
    const auto real = [](const char *kind, const char *name) {
        return readFile(realSample(QLatin1String(kind), QLatin1String(name)));
    };
    const QByteArray urlPage = real("prices", "ace-aks-availability-set_westeurope_D2s_v3-windows_P10.json");
    const QByteArray consumption = real("prices", "blog-deno-westeurope_E4ds_v4_consumption.json");
    const QByteArray reservation = real("prices", "blog-deno-westeurope_E4ds_v4_reservation-1y.json");
    const QByteArray items = real("prices", "korean-costkb-doc_australiacentral_B16als_v2_3-verbatim-items.json");
    const QByteArray xplat = real("vm-usage", "azure-xplat-cli-2015_vm-list-usage-westus--json.json");
    const QStringList e4ds{QStringLiteral("Standard_E4ds_v4")};
    const QStringList b16als{QStringLiteral("Standard_B16als_v2")};
    const auto number = [](double v) { return QString::number(v, 'g', 17); };
    const QString e4dsOnDemand = QStringLiteral("price Standard_E4ds_v4 westeurope dedicated on_demand 0 0.346 USD");
    const QString e4dsReserved =
        QStringLiteral("price Standard_E4ds_v4 westeurope dedicated reservation 1 %1 USD").arg(number(1788.0 / 8760.0));
    // The first of the three items is the "Basv2 Series Cloud Services" product's low-priority
    // meter, not a VM price: skipped (cloud_services).
    const QStringList b16alsPrices{
        QStringLiteral("prices 4"),
        QStringLiteral("price Standard_B16als_v2 australiacentral dedicated on_demand 0 0.673 USD"),
        QStringLiteral("price Standard_B16als_v2 australiacentral dedicated savings_plan 1 0.49129 USD"),
        QStringLiteral("price Standard_B16als_v2 australiacentral dedicated savings_plan 3 0.34323 USD"),
        QStringLiteral("price Standard_B16als_v2 australiacentral dedicated reservation 1 %1 USD").arg(number(3478.0 / 8760.0)),
        QStringLiteral("skipped cloud_services 1"),
        QStringLiteral("rejected 0")};
    const QString yaml = QStringLiteral("error this is az YAML output (-o yaml), not JSON; rerun the command with -o json");

    QTest::newRow("prices: a page with a leading Url key") << prices << urlPage << QString() << QStringList()
                                                           << facts("prices 0", "skipped windows 1", "skipped not_vm 1",
                                                                          "rejected 0");
    QTest::newRow("prices: a consumption page") << prices << consumption << QString() << e4ds
                                                << facts("prices 1", e4dsOnDemand, "rejected 0");
    QTest::newRow("prices: a 1-year reservation page") << prices << reservation << QString() << e4ds
                                                       << facts("prices 1", e4dsReserved);
    QTest::newRow("prices: an empty DevTest page") << prices << real("prices", "blog-deno-empty-devtest-page.json")
                                                   << QString() << QStringList() << facts("nothing");
    QTest::newRow("prices: an empty reservation page") << prices
                                                       << real("prices", "go-test-realEmptyPage_eastus_B1s_reservation.json")
                                                       << QString() << QStringList() << facts("nothing");
    QTest::newRow("prices: the first of many pages, cut to one item")
        << prices << real("prices", "pandas-notes-westeurope_devtest_E64-32ds_v4_page1of-many.json") << QString()
        << QStringList() << facts("prices 0", "skipped devtest 1", "note Count says 100 items but the page has 1",
                                        "note every page has a NextPageLink");
    QTest::newRow("prices: items quoted one after another") << prices << items << QString() << b16als << b16alsPrices;
    QTest::newRow("prices: items quoted one after another, size not in the catalog")
        << prices << items << QString() << QStringList()
        << facts("prices 0", "rejection document 2: \"Standard_B16als_v2\" is not a VM size in the catalog (2 prices); "
                                   "import its size first (import skus)");
    // Derived from the real pages and items.
    QTest::newRow("prices: two pages run together") << prices << consumption.trimmed() + reservation << QString() << e4ds
                                                    << facts("prices 2", e4dsOnDemand, e4dsReserved);
    QTest::newRow("prices: two pages on lines of their own")
        << prices << fieldsamples::runTogether({consumption, reservation}, "\n") << QString() << e4ds
        << facts("prices 2", e4dsOnDemand, e4dsReserved);
    QTest::newRow("prices: an array of pages") << prices << fieldsamples::arrayOf({consumption, reservation}) << QString()
                                               << e4ds << facts("prices 2", e4dsOnDemand, e4dsReserved);
    QTest::newRow("prices: an array of items") << prices << itemsAsArray(items) << QString() << b16als << b16alsPrices;
    QTest::newRow("prices: the items in a page")
        << prices
        << "{\"BillingCurrency\": \"USD\", \"Items\": " + itemsAsArray(items) + ", \"NextPageLink\": null, \"Count\": 3}"
        << QString() << b16als << b16alsPrices;
    QTest::newRow("prices: -o yaml") << prices << fieldsamples::asYaml(consumption) << QString() << e4ds
                                     << facts(yaml);
    QTest::newRow("vm-usage: an old CLI's --json") << vm << xplat << QStringLiteral("westus") << QStringList()
                                                  << facts("quotas 1", "quota westus - dedicated 11 20");
    QTest::newRow("vm-usage: PowerShell's ConvertTo-Json, saved by >")
        << vm << fieldsamples::asPowerShellFile(fieldsamples::asPowerShellUsage(xplat)) << QStringLiteral("westus")
        << QStringList() << facts("quotas 1", "quota westus - dedicated 11 20");
    QTest::newRow("vm-usage: a docs example with a … line")
        << vm << real("vm-usage", "msdocs-quotas-md_az-vm-list-usage-EastUS_with-ellipsis.json") << QStringLiteral("eastus")
        << QStringList()
        << facts("error line 2: \"…\" stands for lines left out: this looks like a shortened example, not what az "
                       "printed; import the command's whole output (-o json)");
    QTest::newRow("vm-usage: -o table") << vm << real("vm-usage", "aks-terraform-readme_az-vm-list-usage-eastus_-o-table.txt")
                                        << QStringLiteral("eastus") << QStringList()
                                        << facts("error this is az table output (-o table), not JSON; rerun the "
                                                       "command with -o json");
    QTest::newRow("vm-usage: -o yaml") << vm << fieldsamples::asYaml(xplat) << QStringLiteral("westus") << QStringList()
                                       << facts(yaml);
    QTest::newRow("vm-usage: -o tsv") << vm << fieldsamples::asTsv(xplat) << QStringLiteral("westus") << QStringList()
                                      << facts("error this is az TSV output (-o tsv), not JSON; rerun the command "
                                                     "with -o json");
    QTest::newRow("vm-usage: -o table saved by PowerShell")
        << vm << fieldsamples::asPowerShellFile(real("vm-usage", "aks-terraform-readme_az-vm-list-usage-eastus_-o-table.txt"))
        << QStringLiteral("eastus") << QStringList()
        << facts("error this is az table output (-o table), not JSON; rerun the command with -o json");
}

// Facts: "prices N", "price SKU REGION TIER KIND TERM PER_HOUR CURRENCY", "quotas N",
// "quota REGION FAMILY|- TIER USED LIMIT", "skipped CODE N", "rejected N", "rejection TEXT" (the
// first, after "input.json: "), "note TEXT" (part of one), "nothing" (the files held nothing to
// read: a successful import of nothing), "error TEXT" (after "input.json: ").
void TestImporters::realFiles()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, region);
    QFETCH(QStringList, sizes);
    QFETCH(QStringList, expected);
    const auto r = previewOf(static_cast<ImportKind>(kind), bytes, region, catalogWith(sizes));
    for (const QString &fact : expected) {
        const QStringList parts = fact.split(QLatin1Char(' '));
        const QString rest = fact.section(QLatin1Char(' '), 1);
        if (parts.first() == QLatin1String("error")) {
            QVERIFY(!r.ok());
            QCOMPARE(r.error().toLine(), QStringLiteral("input.json: ") + rest);
            continue;
        }
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const data::ImportPreview &p = r.value();
        if (parts.first() == QLatin1String("prices")) {
            QCOMPARE(static_cast<int>(p.prices.size()), parts.at(1).toInt());
        } else if (parts.first() == QLatin1String("price")) {
            const model::Price *price =
                findIn(p, parts.at(1).toStdString(), parts.at(2).toStdString(), *model::tierFromString(parts.at(3).toStdString()),
                       *model::priceKindFromString(parts.at(4).toStdString()), parts.at(5).toInt());
            QVERIFY2(price != nullptr, qPrintable(fact));
            const double want = parts.at(6).toDouble();
            QVERIFY2(std::abs(price->perNodeHour.value - want) <= 1e-12 * want,
                     qPrintable(QString::number(price->perNodeHour.value, 'g', 17)));
            QCOMPARE(QString::fromStdString(price->currency), parts.at(7));
        } else if (parts.first() == QLatin1String("quotas")) {
            QCOMPARE(static_cast<int>(p.quota.size()), parts.at(1).toInt());
        } else if (parts.first() == QLatin1String("quota")) {
            const bool regional = parts.at(2) == QLatin1String("-");
            const model::QuotaUsage *q =
                findQuota(p, parts.at(1).toStdString(), regional ? model::QuotaScope::Regional : model::QuotaScope::Family,
                          regional ? std::string() : parts.at(2).toStdString(), *model::tierFromString(parts.at(3).toStdString()));
            QVERIFY2(q != nullptr, qPrintable(fact));
            QCOMPARE(q->currentValue.value_or(-1), parts.at(4).toLongLong());
            QCOMPARE(q->limit.value_or(-1), parts.at(5).toLongLong());
        } else if (parts.first() == QLatin1String("skipped")) {
            QCOMPARE(p.skippedCount(parts.at(1)), parts.at(2).toInt());
        } else if (parts.first() == QLatin1String("rejected")) {
            QCOMPARE(static_cast<int>(p.rejected.size()), parts.at(1).toInt());
        } else if (parts.first() == QLatin1String("rejection")) {
            QVERIFY(!p.rejected.empty());
            QCOMPARE(p.rejected.front().toLine(), QStringLiteral("input.json: ") + rest);
        } else if (parts.first() == QLatin1String("note")) {
            QVERIFY2(p.notes.join(QLatin1Char('\n')).contains(rest), qPrintable(p.notes.join(QLatin1Char('\n'))));
        } else if (parts.first() == QLatin1String("nothing")) {
            QVERIFY(p.heldNothing());
            QCOMPARE(p.newCount + p.changedCount + p.unchangedCount, 0);
            QVERIFY(p.notes.isEmpty());
        } else {
            QFAIL(qPrintable(QStringLiteral("unknown fact: ") + fact));
        }
    }
}

void TestImporters::pageShapes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("files");   // the same pages as files of their own
    QTest::addColumn<QString>("rejectedAt"); // where the one rejected item (an unknown size) is
    const QStringList three{sample(QStringLiteral("prices-page1.json")), sample(QStringLiteral("prices-page2.json")),
                            sample(QStringLiteral("prices-page3.json"))};
    QByteArrayList pages;
    for (const QString &file : three) {
        pages << fieldsamples::readFile(file);
    }
    QTest::newRow("three pages run together") << fieldsamples::runTogether(pages, {}) << three << "document 3.Items[16]";
    QTest::newRow("three pages, one per line") << fieldsamples::runTogether(pages, "\n") << three << "document 3.Items[16]";
    QTest::newRow("three pages with empty lines between") << fieldsamples::runTogether(pages, "\r\n\r\n") << three
                                                           << "document 3.Items[16]";
    QTest::newRow("two pages run together (the third missing)") << fieldsamples::runTogether(pages.mid(0, 2), "\n")
                                                                << three.mid(0, 2) << "";
    QTest::newRow("an array of three pages") << fieldsamples::arrayOf(pages) << three << "[2].Items[16]";
    QTest::newRow("an array of one page") << fieldsamples::arrayOf(pages.mid(1, 1)) << three.mid(1, 1) << "";
    // Items without their pages: every page's Items in one array (`az rest … --query Items`).
    QByteArrayList items;
    for (const QByteArray &page : pages) {
        const QByteArray all = QByteArray::fromStdString(json::parse(page.constData())["Items"].dump(2));
        items << all.mid(1, all.size() - 2).trimmed();
    }
    QTest::newRow("the pages' items in one array") << "[" + items.join(",\n") + "]" << three << "[54]";
    QTest::newRow("the pages' items one after another")
        << [&items] {
               QByteArray out;
               for (const QByteArray &list : items) {
                   out += "\n" + QByteArray(list).replace("},\n  {", "}\n  {");
               }
               return out;
           }()
        << three << "document 55";
    // The sample that used to be refused: one item in an array.
    QTest::newRow("one item in an array") << fieldsamples::readFile(sample(QStringLiteral("malformed/prices-not-a-page.json")))
                                          << QStringList{sample(QStringLiteral("malformed/prices-not-a-page.json"))} << "";
}

// Pages in one file, arrays of pages and items without a page give the prices of the same pages
// as files of their own.
void TestImporters::pageShapes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, files);
    QFETCH(QString, rejectedAt);
    // Without NC24ads A100 v4 (shipped since revision 5), whose prices page 3 lists: the one
    // rejected item whose place in the bytes is checked.
    model::Catalog catalog = defaultCatalog();
    std::erase_if(catalog.sizes, [](const model::VmSize &s) { return s.name == "Standard_NC24ads_A100_v4"; });
    std::erase_if(catalog.prices, [](const model::Price &p) { return p.sku == "Standard_NC24ads_A100_v4"; });
    const auto want = Importer::preview(ImportKind::Prices, files, catalog, options());
    QVERIFY2(want.ok(), qPrintable(errorText(want)));
    const auto got = previewOf(ImportKind::Prices, bytes, {}, catalog);
    QVERIFY2(got.ok(), qPrintable(errorText(got)));
    QVERIFY(!want.value().prices.empty());
    QCOMPARE(priceLines(got.value()), priceLines(want.value()));
    QCOMPARE(countsOf(got.value()), countsOf(want.value()));
    // Pages that all name a next page are noted, as for files.
    const auto chainNote = [](const data::ImportPreview &p) {
        return p.notes.join(QLatin1Char('\n')).contains(QLatin1String("last page seems to be missing"));
    };
    QCOMPARE(chainNote(got.value()), chainNote(want.value()));
    if (QByteArray(QTest::currentDataTag()).contains("third missing")) {
        QVERIFY(chainNote(got.value()));
    }
    // The rejection says where the item is in the one file.
    if (rejectedAt.isEmpty()) {
        QVERIFY(got.value().rejected.empty());
    } else {
        QCOMPARE(got.value().rejected.size(), std::size_t(1));
        QCOMPARE(got.value().rejected.front().path, rejectedAt);
    }
}

void TestImporters::powerShellUsage_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("region");
    QTest::newRow("strings") << sample(QStringLiteral("vm-usage-eastus-strings.json")) << "eastus";
    QTest::newRow("integers") << sample(QStringLiteral("vm-usage-swedencentral-integers.json")) << "swedencentral";
    QTest::newRow("old CLI") << realSample(QStringLiteral("vm-usage"),
                                           QStringLiteral("azure-xplat-cli-2015_vm-list-usage-westus--json.json"))
                             << "westus";
}

// Get-AzVMUsage | ConvertTo-Json (PascalCase, UTF-16 from `>`) imports as az vm list-usage does.
void TestImporters::powerShellUsage()
{
    QFETCH(QString, file);
    QFETCH(QString, region);
    const QByteArray az = fieldsamples::readFile(file);
    const auto want = previewOf(ImportKind::VmUsage, az, region);
    QVERIFY2(want.ok(), qPrintable(errorText(want)));
    const QByteArray powerShell = fieldsamples::asPowerShellUsage(az);
    for (const QByteArray &bytes : {powerShell, fieldsamples::asPowerShellFile(powerShell)}) {
        const auto got = previewOf(ImportKind::VmUsage, bytes, region);
        QVERIFY2(got.ok(), qPrintable(errorText(got)));
        QCOMPARE(reportOf(got.value()), reportOf(want.value()));
        QVERIFY(got.value().quota == want.value().quota);
    }
    // Its field names in errors are PowerShell's.
    QByteArray broken = powerShell;
    broken.replace("\"Limit\":  ", "\"Limit\":  \"lots\", \"X\": ");
    const auto bad = previewOf(ImportKind::VmUsage, broken, region);
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().toLine(), QStringLiteral("input.json: [0].Limit: must be a whole number (got \"lots\")"));
}

void TestImporters::benchmarkPrices200k()
{
#ifdef __SANITIZE_ADDRESS__
    // Timings and memory under AddressSanitizer say nothing about the import; the tests above
    // already run every path under it.
    QSKIP("benchmark skipped under AddressSanitizer");
#endif
    // 200,000 Retail Prices items as one page of compact JSON, the way the API sends it: 8
    // catalog sizes and 420 others in 52 regions, each with on-demand, low-priority, Spot,
    // Windows, Windows Spot, two reservations, DevTest and one item of another service.
    // QBENCHMARK may run this function more than once: write the file the first time only.
    static QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("prices-200k.json"));
    const model::Catalog catalog = defaultCatalog();
    if (!QFile::exists(path)) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"BillingCurrency\":\"USD\",\"CustomerEntityId\":\"Default\",\"CustomerEntityType\":\"Retail\",\"Items\":[");
        std::vector<std::string> skus;
        for (const model::VmSize &s : catalog.sizes) {
            skus.push_back(s.name);
        }
        for (int i = 0; skus.size() < 428; ++i) {
            skus.push_back("Standard_D" + std::to_string(2 + i % 96) + "s_v" + std::to_string(3 + i / 96));
        }
        const std::vector<std::pair<std::string, std::string>> variants{
            {"Consumption", ""}, {"Consumption", " Low Priority"}, {"Consumption", " Spot"}, {"Consumption", " Win"},
            {"Consumption", " Spot Win"}, {"Reservation", "1"}, {"Reservation", "3"}, {"DevTestConsumption", ""},
            {"Consumption", " Storage"}};
        int written = 0;
        std::string chunk;
        for (std::size_t r = 0; written < 200000; ++r) {
            const std::string &region = catalog.knownRegions[r % catalog.knownRegions.size()];
            const std::string &sku = skus[(r / catalog.knownRegions.size()) % skus.size()];
            for (const auto &[type, variant] : variants) {
                if (written == 200000) {
                    break;
                }
                json item = priceItem();
                item["armSkuName"] = sku;
                item["armRegionName"] = region;
                item["type"] = type;
                const double price = 1.0 + static_cast<double>((r * 7 + written) % 1000) / 10.0;
                item["retailPrice"] = type == "Reservation" ? price * 5000.0 : price;
                item["unitPrice"] = item["retailPrice"];
                const std::string meter = sku.substr(9);
                item["meterName"] = meter;
                item["skuName"] = meter;
                if (type == "Reservation") {
                    item["reservationTerm"] = variant == "1" ? "1 Year" : "3 Years";
                } else if (variant == " Low Priority" || variant == " Spot") {
                    item["skuName"] = meter + variant;
                } else if (variant == " Win" || variant == " Spot Win") {
                    item["productName"] = "Virtual Machines Series Windows";
                } else if (variant == " Storage") {
                    item["serviceName"] = "Storage";
                }
                if (written > 0) {
                    chunk += ',';
                }
                chunk += item.dump();
                ++written;
                if (chunk.size() > (1 << 20)) {
                    file.write(chunk.data(), static_cast<qint64>(chunk.size()));
                    chunk.clear();
                }
            }
        }
        chunk += "],\"NextPageLink\":null,\"Count\":200000}";
        file.write(chunk.data(), static_cast<qint64>(chunk.size()));
    }
    const double megabytes = static_cast<double>(QFileInfo(path).size()) / (1024.0 * 1024.0);

    // Peak memory: reset the high-water mark where Linux allows it, then compare with the
    // resident size before the import.
    {
        QFile clear(QStringLiteral("/proc/self/clear_refs"));
        if (clear.open(QIODevice::WriteOnly)) {
            clear.write("5");
        }
    }
    const long residentBefore = residentKiB();
    const long peakBefore = peakKiB();
    const double cpuBefore = cpuSeconds();
    QElapsedTimer timer;
    timer.start();
    int runs = 0;
    std::size_t prices = 0;
    QBENCHMARK {
        auto r = Importer::preview(ImportKind::Prices, {path}, catalog, options());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        prices = r.value().prices.size();
        ++runs;
    }
    const qint64 elapsedMs = timer.elapsed();
    const double cpuMs = (cpuSeconds() - cpuBefore) * 1000.0;
    const long peakAfter = peakKiB();
    const long baseline = std::max(residentBefore, 0L);
    // 16 catalog sizes × 52 regions × (on-demand, low priority, Spot, 2 reservations).
    QCOMPARE(prices, std::size_t(16 * 52 * 5));
    qInfo("200,000 price items (%.0f MiB of JSON): %.0f ms wall clock, %.0f ms CPU per import over %d run(s); peak "
          "memory %.1f MiB above the %.1f MiB resident before (high-water mark before: %.1f MiB)",
          megabytes, static_cast<double>(elapsedMs) / std::max(runs, 1), cpuMs / std::max(runs, 1), runs,
          static_cast<double>(peakAfter - baseline) / 1024.0, static_cast<double>(residentBefore) / 1024.0,
          static_cast<double>(peakBefore) / 1024.0);
}

QTEST_GUILESS_MAIN(TestImporters)
#include "tst_importers.moc"
