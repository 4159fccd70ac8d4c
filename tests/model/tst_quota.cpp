// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/Quota.h"

#include <QTest>

#include <cmath>

using namespace capplan::model;

namespace {
constexpr long long kNone = -999; // "not known" in the data tables

std::optional<long long> opt(long long v)
{
    return v == kNone ? std::nullopt : std::optional<long long>(v);
}

VmSize h100()
{
    VmSize s;
    s.name = "Standard_ND96isr_H100_v5";
    s.vcpus.value = 96;
    s.gpusPerVm.value = 8;
    s.quotaFamily.value = "standardNDSH100v5Family";
    return s;
}

QuotaUsage counter(const std::string &region, QuotaScope scope, const std::string &family, Tier tier, long long used,
                   long long limit)
{
    QuotaUsage q;
    q.region = region;
    q.scope = scope;
    q.family = family;
    q.tier = tier;
    q.currentValue = opt(used);
    q.limit = opt(limit);
    q.provenance = {"az vm list-usage: usage.json", "2026-12-01", true};
    return q;
}

Price price(const std::string &region, double perHour, Tier tier = Tier::Dedicated, PriceKind kind = PriceKind::OnDemand,
            int term = 0, const std::string &currency = "USD")
{
    Price p;
    p.sku = "Standard_ND96isr_H100_v5";
    p.region = region;
    p.tier = tier;
    p.kind = kind;
    p.termYears = term;
    p.currency = currency;
    p.perNodeHour = {perHour, {"test", "2026-12-01", true}};
    return p;
}
} // namespace

class TestQuota : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void normalizeFamily_data();
    void normalizeFamily();
    void shortfall_data();
    void shortfall();
    void quotaFor_data();
    void quotaFor();
    void familyMatchesAcrossSpellings();
    void compareRegions();
    void compareRegionsMixedCurrencies();
    void findPriceKeepsOnDemand();
    void staleness_data();
    void staleness();
    void namesRoundTrip();
};

void TestQuota::normalizeFamily_data()
{
    QTest::addColumn<QString>("printed");
    QTest::addColumn<QString>("key");
    // The spellings Azure itself prints for one family, as the importers meet them.
    QTest::newRow("vm list-usage name.value") << "standardNDSH100v5Family" << "standardndsh100v5family";
    QTest::newRow("vm list-usage localizedValue") << "Standard NDSH100v5 Family vCPUs" << "standardndsh100v5family";
    QTest::newRow("Azure ML family") << "Standard NDSH100v5 Family" << "standardndsh100v5family";
    QTest::newRow("space before Family") << "Standard NDASv4_A100 Family" << "standardndasv4_a100family";
    QTest::newRow("underscore kept") << "standardNDASv4_A100Family" << "standardndasv4_a100family";
    QTest::newRow("tabs and double spaces") << " Standard\tNDSH100v5  Family " << "standardndsh100v5family";
    QTest::newRow("case of V5") << "standardNDSH200V5Family" << "standardndsh200v5family";
    QTest::newRow("vcpus alone is kept") << "vCPUs" << "vcpus";
    QTest::newRow("empty") << "" << "";
}

void TestQuota::normalizeFamily()
{
    QFETCH(QString, printed);
    QFETCH(QString, key);
    QCOMPARE(QString::fromStdString(capplan::model::normalizeFamily(printed.toStdString())), key);
}

void TestQuota::shortfall_data()
{
    QTest::addColumn<qlonglong>("used");
    QTest::addColumn<qlonglong>("needed");
    QTest::addColumn<qlonglong>("limit");
    QTest::addColumn<qlonglong>("expected");
    // max(0, used + needed − limit)
    QTest::newRow("seed example: 8 + 384 - 200") << 8LL << 384LL << 200LL << 192LL;
    QTest::newRow("exactly enough") << 8LL << 192LL << 200LL << 0LL;
    QTest::newRow("plenty") << 0LL << 96LL << 768LL << 0LL;
    QTest::newRow("zero limit") << 0LL << 96LL << 0LL << 96LL;
    QTest::newRow("already over") << 250LL << 0LL << 200LL << 50LL;
}

void TestQuota::shortfall()
{
    QFETCH(qlonglong, used);
    QFETCH(qlonglong, needed);
    QFETCH(qlonglong, limit);
    QFETCH(qlonglong, expected);
    QCOMPARE(quotaShortfall(used, needed, limit), expected);
}

void TestQuota::quotaFor_data()
{
    QTest::addColumn<int>("tier"); // 0 dedicated, 1 low priority
    QTest::addColumn<int>("nodes");
    QTest::addColumn<qlonglong>("familyUsed");
    QTest::addColumn<qlonglong>("familyLimit");
    QTest::addColumn<qlonglong>("regionalUsed");
    QTest::addColumn<qlonglong>("regionalLimit");
    QTest::addColumn<qlonglong>("needed");
    QTest::addColumn<qlonglong>("familyShortfall");
    QTest::addColumn<qlonglong>("regionalShortfall");
    QTest::addColumn<qlonglong>("shortfall");
    QTest::addColumn<QString>("status");

    // docs/sources.md, s2-azureml-compute: four ND96isr_H100_v5 nodes need 4 × 96 = 384 cores;
    // with the planner's own example usage, limit 200, used 8 → shortfall 8 + 384 − 200 = 192.
    // Regional total not imported.
    QTest::newRow("seed example") << 0 << 4 << 8LL << 200LL << kNone << kNone << 384LL << 192LL << kNone << 192LL
                                  << "shortfall";
    // With the regional total too: 104 + 384 − 350 = 138; the family's 192 is the larger.
    QTest::newRow("seed example with regional total")
        << 0 << 4 << 8LL << 200LL << 104LL << 350LL << 384LL << 192LL << 138LL << 192LL << "shortfall";
    QTest::newRow("two nodes fit") << 0 << 2 << 0LL << 768LL << 0LL << 1000LL << 192LL << 0LL << 0LL << 0LL << "enough";
    // The regional total can be the binding one: 900 + 192 − 1000 = 92.
    QTest::newRow("regional total short") << 0 << 2 << 0LL << 768LL << 900LL << 1000LL << 192LL << 0LL << 92LL << 92LL
                                          << "shortfall";
    QTest::newRow("nothing imported") << 0 << 4 << kNone << kNone << kNone << kNone << 384LL << kNone << kNone << kNone
                                      << "unknown";
    // Only the regional total is known: a dedicated plan still needs its family counter.
    QTest::newRow("dedicated, regional only") << 0 << 1 << kNone << kNone << 0LL << 1000LL << 96LL << kNone << 0LL
                                              << 0LL << "unknown";
    // Low priority: Azure ML prints -1 for the family (no limit of its own); the regional
    // low-priority total binds: 0 + 384 − 100 = 284.
    QTest::newRow("low priority, regional binds") << 1 << 4 << 0LL << -1LL << 0LL << 100LL << 384LL << kNone << 284LL
                                                  << 284LL << "shortfall";
    QTest::newRow("low priority, enough") << 1 << 1 << 0LL << -1LL << 0LL << 100LL << 96LL << kNone << 0LL << 0LL
                                          << "enough";
    QTest::newRow("low priority, total unknown") << 1 << 1 << 0LL << -1LL << kNone << kNone << 96LL << kNone << kNone
                                                 << kNone << "unknown";
    QTest::newRow("zero nodes") << 0 << 0 << 8LL << 200LL << kNone << kNone << 0LL << 0LL << kNone << 0LL << "enough";
}

void TestQuota::quotaFor()
{
    QFETCH(int, tier);
    QFETCH(int, nodes);
    QFETCH(qlonglong, familyUsed);
    QFETCH(qlonglong, familyLimit);
    QFETCH(qlonglong, regionalUsed);
    QFETCH(qlonglong, regionalLimit);
    const Tier t = tier == 0 ? Tier::Dedicated : Tier::LowPriority;
    Catalog catalog;
    catalog.sizes.push_back(h100());
    if (familyUsed != kNone || familyLimit != kNone) {
        catalog.quota.push_back(counter("eastus", QuotaScope::Family, "standardNDSH100v5Family", t, familyUsed, familyLimit));
    }
    if (regionalUsed != kNone || regionalLimit != kNone) {
        catalog.quota.push_back(counter("eastus", QuotaScope::Regional, t == Tier::Dedicated ? "cores" : "lowPriorityCores",
                                        t, regionalUsed, regionalLimit));
    }
    // Counters of another region and the other tier must not be picked up.
    catalog.quota.push_back(counter("westus3", QuotaScope::Family, "standardNDSH100v5Family", t, 0, 10000));
    catalog.quota.push_back(counter("eastus", QuotaScope::Family, "standardNDSH100v5Family",
                                    t == Tier::Dedicated ? Tier::LowPriority : Tier::Dedicated, 0, 10000));

    const QuotaCheck check = capplan::model::quotaFor(catalog, h100(), "eastus", t, nodes);
    QCOMPARE(QString::fromStdString(check.family), QStringLiteral("standardNDSH100v5Family"));
    QCOMPARE(QString::fromStdString(check.region), QStringLiteral("eastus"));
    QTEST(static_cast<qlonglong>(check.coresNeeded), "needed");
    auto orNone = [](const std::optional<long long> &v) { return v ? static_cast<qlonglong>(*v) : kNone; };
    QTEST(orNone(check.familyShortfall), "familyShortfall");
    QTEST(orNone(check.regionalShortfall), "regionalShortfall");
    QTEST(orNone(check.shortfall), "shortfall");
    QTEST(QString::fromLatin1(toString(check.status).data()), "status");
    QCOMPARE(check.familyUnlimited, familyLimit == -1);
    if (familyLimit >= 0 && familyLimit != kNone) {
        QCOMPARE(orNone(check.familyLimit), familyLimit);
        QCOMPARE(orNone(check.familyUsed), familyUsed);
    }
    if (regionalLimit != kNone) {
        QCOMPARE(orNone(check.regionalLimit), regionalLimit);
        QCOMPARE(orNone(check.regionalUsed), regionalUsed);
    }
}

void TestQuota::familyMatchesAcrossSpellings()
{
    // Imported from Azure ML ("Standard NDSH100v5 Family"), the size says standardNDSH100v5Family.
    Catalog catalog;
    catalog.quota.push_back(counter("eastus", QuotaScope::Family, "Standard NDSH100v5 Family", Tier::Dedicated, 8, 200));
    const QuotaCheck check = capplan::model::quotaFor(catalog, h100(), "eastus", Tier::Dedicated, 4);
    QVERIFY(check.shortfall.has_value());
    QCOMPARE(*check.shortfall, 192LL);
    QVERIFY(catalog.findFamilyQuota("eastus", "STANDARD ndsh100v5 family vCPUs", Tier::Dedicated) != nullptr);
    QVERIFY(catalog.findFamilyQuota("eastus", "standardNDSH200V5Family", Tier::Dedicated) == nullptr);
    QVERIFY(catalog.findFamilyQuota("eastus", "", Tier::Dedicated) == nullptr);
}

void TestQuota::compareRegions()
{
    Catalog catalog;
    catalog.sizes.push_back(h100());
    catalog.prices.push_back(price("eastus", 98.32));
    catalog.prices.push_back(price("swedencentral", 90.10));
    catalog.prices.push_back(price("westus3", 95.00));
    // Kinds and tiers other than the plan's never count.
    catalog.prices.push_back(price("japaneast", 10.0, Tier::Dedicated, PriceKind::Reservation, 3));
    catalog.prices.push_back(price("brazilsouth", 5.0, Tier::LowPriority));
    // swedencentral is cheapest but short; westus3 has enough; eastus is short.
    catalog.quota.push_back(counter("swedencentral", QuotaScope::Family, "standardNDSH100v5Family", Tier::Dedicated, 0, 96));
    catalog.quota.push_back(counter("westus3", QuotaScope::Family, "standardNDSH100v5Family", Tier::Dedicated, 0, 768));
    catalog.quota.push_back(counter("eastus", QuotaScope::Family, "standardNDSH100v5Family", Tier::Dedicated, 8, 200));

    // docs/sources.md, s0-finetune-sizing: 4 nodes for 7.0 h. cost = 7 × 4 × price.
    const RegionComparison cmp = capplan::model::compareRegions(catalog, h100(), Tier::Dedicated, "USD", 4, 7.0);
    QCOMPARE(cmp.options.size(), std::size_t(3));
    QCOMPARE(QString::fromStdString(cmp.options[0].region), QStringLiteral("swedencentral"));
    QCOMPARE(QString::fromStdString(cmp.options[1].region), QStringLiteral("westus3"));
    QCOMPARE(QString::fromStdString(cmp.options[2].region), QStringLiteral("eastus"));
    const double tol = 1e-9; // money to far below a cent
    QVERIFY(std::abs(cmp.options[0].cost - 7.0 * 4 * 90.10) <= tol);
    QVERIFY(std::abs(cmp.options[1].cost - 7.0 * 4 * 95.00) <= tol);
    QVERIFY(std::abs(cmp.options[2].cost - 7.0 * 4 * 98.32) <= tol);
    QVERIFY(cmp.options[0].quota.status == QuotaStatus::Shortfall);
    QCOMPARE(*cmp.options[0].quota.shortfall, 288LL); // 0 + 384 − 96
    QVERIFY(cmp.options[1].quota.status == QuotaStatus::Enough);
    QCOMPARE(*cmp.options[2].quota.shortfall, 192LL);
    QVERIFY(cmp.cheapestWithQuota.has_value());
    QCOMPARE(QString::fromStdString(*cmp.cheapestWithQuota), QStringLiteral("westus3"));
    QVERIFY(cmp.otherCurrencyRegions.empty());
    QCOMPARE(cmp.currency, std::string("USD"));

    // No region with enough known quota: none is named.
    catalog.quota.clear();
    QVERIFY(!capplan::model::compareRegions(catalog, h100(), Tier::Dedicated, "USD", 4, 7.0).cheapestWithQuota.has_value());
    // Low priority: only the low-priority price, and the regional low-priority total decides.
    catalog.quota.push_back(counter("brazilsouth", QuotaScope::Regional, "lowPriorityCores", Tier::LowPriority, 0, 500));
    const RegionComparison lp = capplan::model::compareRegions(catalog, h100(), Tier::LowPriority, "USD", 4, 7.0);
    QCOMPARE(lp.options.size(), std::size_t(1));
    QVERIFY(std::abs(lp.options[0].cost - 7.0 * 4 * 5.0) <= tol);
    QCOMPARE(QString::fromStdString(lp.cheapestWithQuota.value_or("")), QStringLiteral("brazilsouth"));
}

void TestQuota::compareRegionsMixedCurrencies()
{
    // Prices are compared in the plan's currency only; a region priced only in another is named,
    // never converted, and a EUR price beside a USD one in the same region does not count twice.
    Catalog catalog;
    catalog.prices.push_back(price("eastus", 98.32));
    catalog.prices.push_back(price("eastus", 90.12, Tier::Dedicated, PriceKind::OnDemand, 0, "EUR"));
    catalog.prices.push_back(price("swedencentral", 80.0, Tier::Dedicated, PriceKind::OnDemand, 0, "EUR"));
    catalog.quota.push_back(counter("eastus", QuotaScope::Family, "standardNDSH100v5Family", Tier::Dedicated, 0, 768));
    const RegionComparison usd = capplan::model::compareRegions(catalog, h100(), Tier::Dedicated, "USD", 1, 1.0);
    QCOMPARE(usd.options.size(), std::size_t(1));
    QCOMPARE(usd.options[0].region, std::string("eastus"));
    QCOMPARE(usd.options[0].pricePerNodeHour, 98.32);
    QCOMPARE(usd.otherCurrencyRegions, std::vector<std::string>{"swedencentral"});
    QCOMPARE(usd.cheapestWithQuota.value_or(""), std::string("eastus"));
    // In euros: both regions, cheapest first (1 node × 1 h × price).
    const RegionComparison eur = capplan::model::compareRegions(catalog, h100(), Tier::Dedicated, "EUR", 1, 1.0);
    QCOMPARE(eur.options.size(), std::size_t(2));
    QCOMPARE(eur.options[0].region, std::string("swedencentral"));
    QCOMPARE(eur.options[0].cost, 80.0);
    QCOMPARE(eur.options[1].cost, 90.12);
    QCOMPARE(eur.options[1].currency, std::string("EUR"));
    QVERIFY(eur.otherCurrencyRegions.empty());
    // Quota is known only in eastus: it is the cheapest region with quota.
    QCOMPARE(eur.cheapestWithQuota.value_or(""), std::string("eastus"));
}

void TestQuota::findPriceKeepsOnDemand()
{
    Catalog catalog;
    catalog.prices.push_back(price("eastus", 63.23, Tier::Dedicated, PriceKind::Reservation, 1));
    catalog.prices.push_back(price("eastus", 29.50, Tier::LowPriority, PriceKind::Spot));
    QVERIFY(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated, "USD") == nullptr);
    QVERIFY(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::LowPriority, "USD") == nullptr);
    catalog.prices.push_back(price("eastus", 98.32));
    catalog.prices.push_back(price("eastus", 19.66, Tier::LowPriority));
    QCOMPARE(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated, "USD")->perNodeHour.value, 98.32);
    QCOMPARE(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::LowPriority, "USD")->perNodeHour.value, 19.66);
    QCOMPARE(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated, PriceKind::Reservation, 1, "USD")
                 ->perNodeHour.value,
             63.23);
    QVERIFY(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated, PriceKind::Reservation, 3, "USD") == nullptr);
    // A price in another currency is another price: it never answers for the USD one.
    catalog.prices.push_back(price("eastus", 90.12, Tier::Dedicated, PriceKind::OnDemand, 0, "EUR"));
    QCOMPARE(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated, "USD")->perNodeHour.value, 98.32);
    QCOMPARE(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated, "EUR")->perNodeHour.value, 90.12);
    QVERIFY(catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated, "GBP") == nullptr);
    QCOMPARE(catalog.priceCurrencies("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated),
             (std::vector<std::string>{"EUR", "USD"}));
    QCOMPARE(catalog.priceCurrencies("Standard_ND96isr_H100_v5", "westus3", Tier::Dedicated), std::vector<std::string>{});
    QVERIFY(!catalog.prices[4].sameKey(catalog.prices[2])); // 90.12 EUR beside 98.32 USD
}

void TestQuota::staleness_data()
{
    QTest::addColumn<QString>("asOf");
    QTest::addColumn<QString>("today");
    QTest::addColumn<int>("maxAge");
    QTest::addColumn<qlonglong>("days"); // kNone: not a date
    QTest::addColumn<bool>("stale");
    QTest::newRow("same day") << "2026-12-01" << "2026-12-01" << 90 << 0LL << false;
    QTest::newRow("exactly 90 days") << "2026-09-02" << "2026-12-01" << 90 << 90LL << false;
    QTest::newRow("91 days") << "2026-09-01" << "2026-12-01" << 90 << 91LL << true;
    QTest::newRow("leap day counted") << "2024-02-28" << "2024-03-01" << 90 << 2LL << false;
    QTest::newRow("not a leap year") << "2026-02-28" << "2026-03-01" << 90 << 1LL << false;
    QTest::newRow("user age 30") << "2026-10-31" << "2026-12-01" << 30 << 31LL << true;
    QTest::newRow("date-time as of") << "2026-11-30T23:59:00Z" << "2026-12-01" << 90 << 1LL << false;
    QTest::newRow("in the future") << "2027-01-01" << "2026-12-01" << 90 << -31LL << false;
    QTest::newRow("no date is stale") << "" << "2026-12-01" << 90 << kNone << true;
    QTest::newRow("not a date") << "2026-02-30" << "2026-12-01" << 90 << kNone << true;
    QTest::newRow("across years") << "1999-12-31" << "2000-03-01" << 90 << 61LL << false;
}

void TestQuota::staleness()
{
    QFETCH(QString, asOf);
    QFETCH(QString, today);
    QFETCH(int, maxAge);
    const auto days = daysBetween(asOf.toStdString(), today.toStdString());
    QTEST(days ? static_cast<qlonglong>(*days) : kNone, "days");
    Provenance p{"test", asOf.toStdString(), true};
    QTEST(isStale(p, today.toStdString(), maxAge), "stale");
    if (maxAge == 90) {
        QCOMPARE(isStale(p, today.toStdString()), isStale(p, today.toStdString(), kDefaultStaleAfterDays));
    }
}

void TestQuota::namesRoundTrip()
{
    for (PriceKind k : {PriceKind::OnDemand, PriceKind::Spot, PriceKind::Reservation, PriceKind::SavingsPlan}) {
        QVERIFY(priceKindFromString(toString(k)) == std::optional<PriceKind>(k));
    }
    for (QuotaScope s : {QuotaScope::Family, QuotaScope::Regional}) {
        QVERIFY(quotaScopeFromString(toString(s)) == std::optional<QuotaScope>(s));
    }
    QVERIFY(!priceKindFromString("hourly").has_value());
    QCOMPARE(QString::fromLatin1(toString(PriceKind::SavingsPlan).data()), QStringLiteral("savings_plan"));
}

QTEST_GUILESS_MAIN(TestQuota)
#include "tst_quota.moc"
