// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Inter-region data transfer (model/catalog/Transfer.h): which price a copy pays and what it costs
// through the tiers. The tiers are those of tests/data/samples/retail-bandwidth-page.json: TEST
// VALUES in the documented shape of the Retail Prices API, not Azure's prices.
#include "model/catalog/Transfer.h"

#include <QTest>

using namespace capplan::model;

namespace {

TransferPrice tier(const std::string &region, TransferScope scope, double fromGB, double perGB,
                   const std::string &currency = "USD", const std::string &asOf = "2026-12-01", bool verified = true)
{
    TransferPrice p;
    p.region = region;
    p.scope = scope;
    p.currency = currency;
    p.tierMinimumGB = fromGB;
    p.perGB = {perGB, {"Azure Retail Prices API: retail-bandwidth-page.json", asOf, verified}};
    return p;
}

// The test page's tiers: eastus intra 0 GB @ 0, 5 GB @ 0.1, 100 GB @ 0.05; eastus inter 0 GB @ 0,
// 5 GB @ 0.3, 100 GB @ 0.2; westeurope intra 0 GB @ 0, 5 GB @ 0.12 (no inter tiers).
Catalog testCatalog()
{
    Catalog c;
    c.transferPrices = {
        tier("eastus", TransferScope::IntraContinent, 0, 0.0),
        tier("eastus", TransferScope::IntraContinent, 100, 0.05),
        tier("eastus", TransferScope::IntraContinent, 5, 0.1), // out of order on purpose
        tier("eastus", TransferScope::InterContinent, 0, 0.0),
        tier("eastus", TransferScope::InterContinent, 5, 0.3, "USD", "2026-11-15"),
        tier("eastus", TransferScope::InterContinent, 100, 0.2),
        tier("westeurope", TransferScope::IntraContinent, 0, 0.0),
        tier("westeurope", TransferScope::IntraContinent, 5, 0.12, "USD", "2026-12-01", false),
        tier("japaneast", TransferScope::IntraContinent, 10, 0.08), // no tier from 0 GB
    };
    return c;
}

} // namespace

class TestTransfer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scopeNames()
    {
        QCOMPARE(toString(TransferScope::IntraContinent), std::string_view("intra_continent"));
        QCOMPARE(toString(TransferScope::InterContinent), std::string_view("inter_continent"));
        QVERIFY(transferScopeFromString("inter_continent") == TransferScope::InterContinent);
        QVERIFY(transferScopeFromString("intra_continent") == TransferScope::IntraContinent);
        QVERIFY(!transferScopeFromString("Inter Continent").has_value());
        QVERIFY(!transferScopeFromString("").has_value());
    }

    void continent_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("continent"); // empty: unknown
        QTest::newRow("eastus") << "eastus" << "North America";
        QTest::newRow("canadacentral") << "canadacentral" << "North America";
        QTest::newRow("mexicocentral") << "mexicocentral" << "North America";
        QTest::newRow("brazilsouth") << "brazilsouth" << "South America";
        QTest::newRow("swedencentral") << "swedencentral" << "Europe";
        QTest::newRow("uksouth") << "uksouth" << "Europe";
        QTest::newRow("japaneast") << "japaneast" << "Asia";
        QTest::newRow("centralindia") << "centralindia" << "Asia";
        QTest::newRow("australiaeast") << "australiaeast" << "Oceania";
        QTest::newRow("newzealandnorth") << "newzealandnorth" << "Oceania";
        QTest::newRow("uaenorth") << "uaenorth" << "Middle East";
        QTest::newRow("israelcentral") << "israelcentral" << "Middle East";
        QTest::newRow("southafricanorth") << "southafricanorth" << "Africa";
        QTest::newRow("westus3 last") << "westus3" << "North America";
        QTest::newRow("australiacentral first") << "australiacentral" << "Oceania";
        QTest::newRow("unknown") << "marsnorth" << "";
        QTest::newRow("display name is no ARM name") << "East US" << "";
        QTest::newRow("empty") << "" << "";
    }

    void continent()
    {
        QFETCH(QString, region);
        QFETCH(QString, continent);
        const auto got = regionContinent(region.toStdString());
        if (continent.isEmpty()) {
            QVERIFY(!got.has_value());
        } else {
            QVERIFY(got.has_value());
            QCOMPARE(QString::fromUtf8(got->data(), static_cast<qsizetype>(got->size())), continent);
        }
    }

    // Every region the default catalog lists has a continent (data/resources/catalog).
    void everyDefaultRegionHasAContinent()
    {
        for (const char *region :
             {"eastus", "eastus2", "westus", "westus2", "westus3", "centralus", "northcentralus", "southcentralus",
              "westcentralus", "canadacentral", "canadaeast", "brazilsouth", "brazilsoutheast", "mexicocentral",
              "northeurope", "westeurope", "uksouth", "ukwest", "francecentral", "francesouth", "germanywestcentral",
              "germanynorth", "norwayeast", "norwaywest", "swedencentral", "switzerlandnorth", "switzerlandwest",
              "polandcentral", "italynorth", "spaincentral", "uaenorth", "uaecentral", "qatarcentral", "israelcentral",
              "southafricanorth", "southafricawest", "centralindia", "southindia", "westindia", "jioindiawest",
              "jioindiacentral", "japaneast", "japanwest", "koreacentral", "koreasouth", "eastasia", "southeastasia",
              "australiaeast", "australiasoutheast", "australiacentral", "australiacentral2", "newzealandnorth"}) {
            QVERIFY2(regionContinent(region).has_value(), region);
        }
    }

    void scope_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("expected"); // -1 none, 0 intra, 1 inter
        QTest::newRow("same region: no transfer") << "eastus" << "eastus" << -1;
        QTest::newRow("same unknown region: no transfer") << "marsnorth" << "marsnorth" << -1;
        QTest::newRow("US to US") << "eastus" << "westus2" << 0;
        QTest::newRow("US to Canada") << "eastus" << "canadacentral" << 0;
        QTest::newRow("Europe to Europe") << "westeurope" << "swedencentral" << 0;
        QTest::newRow("Asia to Asia") << "japaneast" << "southeastasia" << 0;
        QTest::newRow("US to Europe") << "eastus" << "westeurope" << 1;
        QTest::newRow("Europe to US") << "swedencentral" << "southcentralus" << 1;
        QTest::newRow("Australia to Japan") << "australiaeast" << "japaneast" << 1;
        QTest::newRow("UAE to Europe") << "uaenorth" << "westeurope" << 1;
        QTest::newRow("Brazil to US") << "brazilsouth" << "eastus" << 1;
        QTest::newRow("unknown source") << "marsnorth" << "eastus" << -1;
        QTest::newRow("unknown target") << "eastus" << "marsnorth" << -1;
    }

    void scope()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, expected);
        const auto got = transferScope(from.toStdString(), to.toStdString());
        if (expected < 0) {
            QVERIFY(!got.has_value());
        } else {
            QVERIFY(got.has_value());
            QVERIFY(*got == (expected == 0 ? TransferScope::IntraContinent : TransferScope::InterContinent));
        }
    }

    void cost_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<double>("gigabytes");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<bool>("priced");
        QTest::addColumn<double>("expected");
        QTest::addColumn<int>("scope"); // 0 intra, 1 inter
        QTest::addColumn<QString>("asOf");
        QTest::addColumn<bool>("verified");
        // 500 GB eastus → westus (intra): 5 × 0 + 95 × 0.10 + 400 × 0.05 = 0 + 9.5 + 20 = 29.5
        QTest::newRow("500 GB intra through three tiers") << "eastus" << "westus" << 500.0 << "USD" << true << 29.5 << 0
                                                         << "2026-12-01" << true;
        // 500 GB eastus → westeurope (inter): 5 × 0 + 95 × 0.30 + 400 × 0.20 = 28.5 + 80 = 108.5;
        // as of the 0.30 tier's older date (2026-11-15)
        QTest::newRow("500 GB inter through three tiers") << "eastus" << "westeurope" << 500.0 << "USD" << true << 108.5
                                                         << 1 << "2026-11-15" << true;
        // 3 GB: all in the free first tier
        QTest::newRow("3 GB in the free tier") << "eastus" << "westus" << 3.0 << "USD" << true << 0.0 << 0
                                              << "2026-12-01" << true;
        // 50 GB: 5 × 0 + 45 × 0.10 = 4.5
        QTest::newRow("50 GB into the second tier") << "eastus" << "westus" << 50.0 << "USD" << true << 4.5 << 0
                                                   << "2026-12-01" << true;
        // 100 GB: exactly at the third tier's start: 95 × 0.10 = 9.5
        QTest::newRow("100 GB at a tier boundary") << "eastus" << "westus" << 100.0 << "USD" << true << 9.5 << 0
                                                  << "2026-12-01" << true;
        // 1.5 TB (1536 GB): 95 × 0.10 + 1436 × 0.05 = 9.5 + 71.8 = 81.3
        QTest::newRow("1536 GB") << "eastus" << "eastus2" << 1536.0 << "USD" << true << 81.3 << 0 << "2026-12-01" << true;
        // 500 GB westeurope → swedencentral: 5 × 0 + 495 × 0.12 = 59.4; the 0.12 tier is unverified
        QTest::newRow("two tiers, one unverified") << "westeurope" << "swedencentral" << 500.0 << "USD" << true << 59.4
                                                  << 0 << "2026-12-01" << false;
        // Billed in the source region: westeurope has no inter-continent price
        QTest::newRow("no price in the source region") << "westeurope" << "eastus" << 500.0 << "USD" << false << 0.0
                                                      << 1 << "" << true;
        QTest::newRow("no price in that currency") << "eastus" << "westus" << 500.0 << "EUR" << false << 0.0 << 0 << ""
                                                  << true;
        QTest::newRow("lowest tier starts above 0 GB") << "japaneast" << "koreacentral" << 500.0 << "USD" << false
                                                      << 0.0 << 0 << "" << true;
    }

    void cost()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(double, gigabytes);
        QFETCH(QString, currency);
        QFETCH(bool, priced);
        QFETCH(double, expected);
        QFETCH(int, scope);
        QFETCH(QString, asOf);
        QFETCH(bool, verified);
        const Catalog catalog = testCatalog();
        const auto got = transferCost(catalog, from.toStdString(), to.toStdString(), gigabytes, currency.toStdString());
        QVERIFY(got.has_value());
        QCOMPARE(got->priced, priced);
        QCOMPARE(got->currency, currency.toStdString());
        QVERIFY(got->scope == (scope == 0 ? TransferScope::IntraContinent : TransferScope::InterContinent));
        if (!priced) {
            QCOMPARE(got->cost, 0.0);
            return;
        }
        QVERIFY2(std::abs(got->cost - expected) < 1e-9, qPrintable(QString::number(got->cost, 'g', 17)));
        QCOMPARE(QString::fromStdString(got->provenance.asOf), asOf);
        QCOMPARE(got->provenance.verified, verified);
        QCOMPARE(got->provenance.source, std::string("Azure Retail Prices API: retail-bandwidth-page.json"));
    }

    void noTransfer_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<double>("gigabytes");
        QTest::newRow("same region") << "eastus" << "eastus" << 500.0;
        QTest::newRow("nothing to copy") << "eastus" << "westus" << 0.0;
        QTest::newRow("negative size") << "eastus" << "westus" << -1.0;
    }

    void noTransfer()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(double, gigabytes);
        QVERIFY(!transferCost(testCatalog(), from.toStdString(), to.toStdString(), gigabytes, "USD").has_value());
    }

    void unknownContinentIsUnpriced()
    {
        const auto got = transferCost(testCatalog(), "eastus", "marsnorth", 500.0, "USD");
        QVERIFY(got.has_value());
        QVERIFY(!got->priced);
    }

    void sameKey()
    {
        const TransferPrice a = tier("eastus", TransferScope::IntraContinent, 5, 0.1);
        TransferPrice b = a;
        b.perGB.value = 0.2;
        QVERIFY(a.sameKey(b));
        QVERIFY(!(a == b));
        b.tierMinimumGB = 100;
        QVERIFY(!a.sameKey(b));
        b = a;
        b.currency = "EUR";
        QVERIFY(!a.sameKey(b));
        b = a;
        b.scope = TransferScope::InterContinent;
        QVERIFY(!a.sameKey(b));
    }
};

QTEST_APPLESS_MAIN(TestTransfer)
#include "tst_transfer.moc"
