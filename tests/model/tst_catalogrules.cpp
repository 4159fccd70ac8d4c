// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's row rules (model/catalog/CatalogRules.h), shared by the editors and the catalog JSON
// reader: one row per rule.
#include "model/catalog/CatalogFields.h"
#include "model/catalog/CatalogRules.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace capplan::model;

namespace {

VmSize h100()
{
    VmSize s;
    s.name = "Standard_ND96isr_H100_v5";
    s.vcpus.value = 96;
    s.memoryGiB.value = 1900.0;
    s.gpusPerVm.value = 8;
    s.gpuMemoryGiB.value = 80.0;
    s.bf16TflopsPerGpu.value = 989.0;
    s.ibGbpsPerGpu.value = 400.0;
    return s;
}

Price price()
{
    Price p;
    p.sku = "Standard_ND96isr_H100_v5";
    p.region = "eastus";
    p.perNodeHour.value = 98.32;
    return p;
}

} // namespace

class TestCatalogRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void size_data();
    void size();
    void price_data();
    void price();
    void quota_data();
    void quota();
    void everyNumericFactIsChecked();
};

void TestCatalogRules::size_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value"); // NaN: leave the fact alone
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("field"); // empty: no issue
    QTest::addColumn<int>("rule");
    const double keep = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("sound") << "" << keep << "Standard_ND96isr_H100_v5" << "" << "" << -1;
    QTest::newRow("empty name") << "" << keep << "" << "" << "name" << int(CatalogRule::Empty);
    QTest::newRow("name with a space") << "" << keep << "Standard ND96" << "" << "name" << int(CatalogRule::Whitespace);
    QTest::newRow("no vCPUs") << "vcpus" << 0.0 << "S" << "" << "vcpus" << int(CatalogRule::NotPositive);
    QTest::newRow("too many vCPUs") << "vcpus" << 2e6 << "S" << "" << "vcpus" << int(CatalogRule::TooLarge);
    QTest::newRow("no memory") << "memory_gib" << 0.0 << "S" << "" << "memory_gib" << int(CatalogRule::NotPositive);
    QTest::newRow("no GPUs is a size") << "gpus" << 0.0 << "S" << "" << "" << -1;
    QTest::newRow("negative GPUs") << "gpus" << -1.0 << "S" << "" << "gpus" << int(CatalogRule::Negative);
    QTest::newRow("negative InfiniBand") << "ib_gbps_per_gpu" << -400.0 << "S" << "" << "ib_gbps_per_gpu"
                                         << int(CatalogRule::Negative);
    QTest::newRow("infinite NVLink") << "nvlink_gbps_per_gpu" << std::numeric_limits<double>::infinity() << "S" << ""
                                     << "nvlink_gbps_per_gpu" << int(CatalogRule::NotFinite);
    QTest::newRow("retirement date") << "" << keep << "S" << "2026-09-30" << "" << -1;
    QTest::newRow("bad retirement date") << "" << keep << "S" << "2026-13-40" << "retirement_date"
                                         << int(CatalogRule::NotIsoDate);
}

void TestCatalogRules::size()
{
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, name);
    QFETCH(QString, date);
    QFETCH(QString, field);
    QFETCH(int, rule);
    VmSize s = h100();
    s.name = name.toStdString();
    s.retirementDate.value = date.toStdString();
    if (!std::isnan(value)) {
        const SizeFactField *fact = findSizeFact(key.toStdString());
        QVERIFY(fact != nullptr);
        std::visit(
            [&](auto member) {
                auto &v = (s.*member).value;
                using T = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<T, int>) {
                    v = static_cast<int>(value);
                } else if constexpr (std::is_same_v<T, double>) {
                    v = value;
                }
            },
            fact->member);
    }
    const auto issue = checkSize(s);
    QCOMPARE(issue ? QString::fromStdString(issue->field) : QString(), field);
    QCOMPARE(issue ? static_cast<int>(issue->rule) : -1, rule);
}

void TestCatalogRules::price_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("tier");
    QTest::addColumn<int>("term");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("rule");
    const int onDemand = int(PriceKind::OnDemand);
    const int dedicated = int(Tier::Dedicated);
    QTest::newRow("sound") << onDemand << dedicated << 0 << "eastus" << "USD" << 98.32 << "" << -1;
    QTest::newRow("region") << onDemand << dedicated << 0 << "East US" << "USD" << 98.32 << "region"
                            << int(CatalogRule::RegionName);
    QTest::newRow("spot under dedicated") << int(PriceKind::Spot) << dedicated << 0 << "eastus" << "USD" << 9.0 << "tier"
                                          << int(CatalogRule::SpotNotLowPriority);
    QTest::newRow("spot") << int(PriceKind::Spot) << int(Tier::LowPriority) << 0 << "eastus" << "USD" << 9.0 << "" << -1;
    QTest::newRow("reservation, low priority") << int(PriceKind::Reservation) << int(Tier::LowPriority) << 1 << "eastus"
                                               << "USD" << 60.0 << "tier" << int(CatalogRule::TermedNotDedicated);
    QTest::newRow("reservation of 2 years") << int(PriceKind::Reservation) << dedicated << 2 << "eastus" << "USD"
                                            << 60.0 << "term_years" << int(CatalogRule::TermYears);
    QTest::newRow("3-year savings plan") << int(PriceKind::SavingsPlan) << dedicated << 3 << "eastus" << "USD" << 50.0
                                         << "" << -1;
    QTest::newRow("on demand with a term") << onDemand << dedicated << 1 << "eastus" << "USD" << 98.32 << "term_years"
                                           << int(CatalogRule::TermWithoutPlan);
    QTest::newRow("currency") << onDemand << dedicated << 0 << "eastus" << "usd" << 98.32 << "currency"
                              << int(CatalogRule::Currency);
    QTest::newRow("zero") << onDemand << dedicated << 0 << "eastus" << "EUR" << 0.0 << "price_per_hour"
                          << int(CatalogRule::NotPositive);
    QTest::newRow("implausible") << onDemand << dedicated << 0 << "eastus" << "USD" << 1e12 << "price_per_hour"
                                 << int(CatalogRule::TooLarge);
}

void TestCatalogRules::price()
{
    QFETCH(int, kind);
    QFETCH(int, tier);
    QFETCH(int, term);
    QFETCH(QString, region);
    QFETCH(QString, currency);
    QFETCH(double, value);
    QFETCH(QString, field);
    QFETCH(int, rule);
    Price p = ::price();
    p.kind = static_cast<PriceKind>(kind);
    p.tier = static_cast<Tier>(tier);
    p.termYears = term;
    p.region = region.toStdString();
    p.currency = currency.toStdString();
    p.perNodeHour.value = value;
    const auto issue = checkPrice(p);
    QCOMPARE(issue ? QString::fromStdString(issue->field) : QString(), field);
    QCOMPARE(issue ? static_cast<int>(issue->rule) : -1, rule);
}

void TestCatalogRules::quota_data()
{
    QTest::addColumn<int>("scope");
    QTest::addColumn<QString>("family");
    QTest::addColumn<qlonglong>("used");
    QTest::addColumn<qlonglong>("limit");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("rule");
    const int family = int(QuotaScope::Family);
    QTest::newRow("sound") << family << "standardNDSH100v5Family" << 8LL << 200LL << "" << -1;
    QTest::newRow("no limit of its own") << family << "standardNDSH100v5Family" << 0LL << -1LL << "" << -1;
    QTest::newRow("limit below -1") << family << "standardNDSH100v5Family" << 0LL << -7LL << "limit"
                                    << int(CatalogRule::LimitBelowMinusOne);
    QTest::newRow("negative use") << family << "standardNDSH100v5Family" << -1LL << 200LL << "current_value"
                                  << int(CatalogRule::Negative);
    QTest::newRow("blank family") << family << "  " << 0LL << 200LL << "family" << int(CatalogRule::Empty);
    QTest::newRow("regional total") << int(QuotaScope::Regional) << "cores" << 8LL << 200LL << "" << -1;
}

void TestCatalogRules::quota()
{
    QFETCH(int, scope);
    QFETCH(QString, family);
    QFETCH(qlonglong, used);
    QFETCH(qlonglong, limit);
    QFETCH(QString, field);
    QFETCH(int, rule);
    QuotaUsage q;
    q.region = "eastus";
    q.scope = static_cast<QuotaScope>(scope);
    q.family = family.toStdString();
    q.currentValue = used;
    q.limit = limit;
    const auto issue = checkQuota(q);
    QCOMPARE(issue ? QString::fromStdString(issue->field) : QString(), field);
    QCOMPARE(issue ? static_cast<int>(issue->rule) : -1, rule);
}

// A numeric fact added to the table is checked without another line: a negative value of each
// is refused with its own key.
void TestCatalogRules::everyNumericFactIsChecked()
{
    for (const SizeFactField &fact : sizeFactFields()) {
        VmSize s = h100();
        bool numeric = false;
        std::visit(
            [&](auto member) {
                auto &v = (s.*member).value;
                using T = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<T, int> || std::is_same_v<T, double>) {
                    v = static_cast<T>(-1);
                    numeric = true;
                }
            },
            fact.member);
        if (!numeric) {
            continue;
        }
        const auto issue = checkSize(s);
        QVERIFY2(issue && issue->field == fact.key, std::string(fact.key).c_str());
    }
}

QTEST_APPLESS_MAIN(TestCatalogRules)
#include "tst_catalogrules.moc"
