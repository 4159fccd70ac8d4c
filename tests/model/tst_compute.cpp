// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Compute targets and tiers (model/plan/Compute.h), Spot pricing, quota and risk, and the framework
// layout the exports launch (model/plan/Launch.h).
#include "model/plan/Compute.h"
#include "model/Evaluate.h"
#include "model/plan/Launch.h"

#include <QTest>
#include <cmath>

using namespace capplan::model;

Q_DECLARE_METATYPE(capplan::model::ComputeTarget)
Q_DECLARE_METATYPE(capplan::model::Tier)
Q_DECLARE_METATYPE(capplan::model::IssueCode)
Q_DECLARE_METATYPE(capplan::model::Strategy)
Q_DECLARE_METATYPE(capplan::model::Launcher)
Q_DECLARE_METATYPE(capplan::model::PlanPriceKind)

namespace {

constexpr const char *kH100 = "Standard_ND96isr_H100_v5";
// ND96isr_H100_v5 in East US, Linux, from the Retail Prices API capture of 2026-08-03
// (data/snapshot/azure-gpu-catalog/README.md: "Spot at 18.169536 and Low Priority at 19.664"),
// beside the seeds' pay-as-you-go $98.32.
constexpr double kSpot = 18.169536;
constexpr double kLowPriority = 19.664;
constexpr double kDedicated = 98.32;

// ND96isr H100 v5 as the default catalog has it; Spot filed under low priority with kind Spot, as
// data/import/PriceImport.cpp files the Retail Prices API's "… Spot" meters.
Catalog ndCatalog(bool withSpot = true)
{
    VmSize size;
    size.name = kH100;
    size.vcpus.value = 96;
    size.gpuModel.value = "H100";
    size.gpusPerVm.value = 8;
    size.gpuMemoryGiB.value = 80.0;
    size.bf16TflopsPerGpu.value = 989.0;
    size.ibGbpsPerGpu.value = 400.0;
    size.ethernetGbpsPerVm.value = 80.0;
    size.quotaFamily.value = "standardNDSH100v5Family";
    Catalog catalog;
    catalog.sizes.push_back(size);
    Price price;
    price.sku = size.name;
    price.region = "eastus";
    price.perNodeHour.value = kDedicated;
    catalog.prices.push_back(price);
    Price low = price;
    low.tier = Tier::LowPriority;
    low.perNodeHour.value = kLowPriority;
    catalog.prices.push_back(low);
    if (withSpot) {
        Price spot = low;
        spot.kind = PriceKind::Spot;
        spot.perNodeHour.value = kSpot;
        catalog.prices.push_back(spot);
    }
    return catalog;
}

// The seed plan of docs/sources.md, s0-finetune-sizing (168 GPU-hours, 1/2/4 nodes at
// 100/85/75 %) on a target and tier, priced by the catalog.
PlanSpec seedPlan(ComputeTarget compute, Tier tier)
{
    PlanSpec spec = examplePlan();
    spec.compute = compute;
    spec.tier = tier;
    spec.pricePerNodeHour.reset();
    spec.deadlineHours.reset();
    return spec;
}

// ND96isr H100 v5 in East US as tests/data/samples/prices-page1.json prices it beyond
// pay-as-you-go: reservations per node-hour of their term (553,930 and 1,146,000 USD over 8,760 h
// a year, data/import/PriceImport.cpp) and the savings-plan rates of its on-demand item.
constexpr double kReserved1y = 553930.0 / 8760.0;        // 63.234018…
constexpr double kReserved3y = 1146000.0 / (3 * 8760.0); // 43.607306…
constexpr double kSavings1y = 72.7568;
constexpr double kSavings3y = 52.0312;

// ndCatalog() with those rows (withTermed), and the same size priced in West Europe too: 98.32 ×
// 1.1 pay-as-you-go and a 3-year reservation of 48.0, so the region comparison has two regions.
Catalog termedCatalog(bool withTermed)
{
    Catalog catalog = ndCatalog();
    const Price base = catalog.prices.front();
    const auto add = [&catalog, &base](std::string region, PriceKind kind, int years, double value) {
        Price p = base;
        p.region = std::move(region);
        p.kind = kind;
        p.termYears = years;
        p.perNodeHour.value = value;
        catalog.prices.push_back(p);
    };
    add("westeurope", PriceKind::OnDemand, 0, kDedicated * 1.1);
    if (withTermed) {
        add("eastus", PriceKind::Reservation, 1, kReserved1y);
        add("eastus", PriceKind::Reservation, 3, kReserved3y);
        add("eastus", PriceKind::SavingsPlan, 1, kSavings1y);
        add("eastus", PriceKind::SavingsPlan, 3, kSavings3y);
        add("westeurope", PriceKind::Reservation, 3, 48.0);
    }
    return catalog;
}

} // namespace

class TestCompute : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void names();
    void tiers_data();
    void tiers();
    void validation_data();
    void validation();
    void spotPricing_data();
    void spotPricing();
    void noSpotPrice();
    void spotQuotaIsLowPriority();
    void priceKinds_data();
    void priceKinds();
    void priceKindNames();
    void preemptionRate_data();
    void preemptionRate();
    void riskComparesTheTargetsOtherTier();
    void layout_data();
    void layout();
    void layoutRefusesAnIndivisibleWorld();
    void launcherArguments_data();
    void launcherArguments();
    void launchCommand();
};

void TestCompute::names()
{
    for (const ComputeTarget t :
         {ComputeTarget::Cluster, ComputeTarget::Serverless, ComputeTarget::Slurm, ComputeTarget::Kubernetes}) {
        QCOMPARE(computeTargetFromString(toString(t)), std::optional<ComputeTarget>(t));
    }
    QCOMPARE(toString(ComputeTarget::Serverless), std::string_view("serverless"));
    QCOMPARE(computeTargetFromString("Serverless"), std::optional<ComputeTarget>());
    QCOMPARE(toString(Tier::Spot), std::string_view("spot"));
    QCOMPARE(tierFromString("spot"), std::optional<Tier>(Tier::Spot));
    QCOMPARE(toString(Launcher::Megatron), std::string_view("megatron"));
    QCOMPARE(launcherFromString("deepspeed"), std::optional<Launcher>(Launcher::DeepSpeed));
    QCOMPARE(launcherFromString("DeepSpeed"), std::optional<Launcher>());
}

void TestCompute::tiers_data()
{
    QTest::addColumn<ComputeTarget>("target");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<int>("other"); // -1: none
    QTest::addColumn<int>("quotaService");
    // A cluster: dedicated and low-priority VMs; a serverless job: the Standard and Spot queues;
    // the Slurm and AKS exports plan regular scale-set VMs.
    QTest::newRow("cluster dedicated") << ComputeTarget::Cluster << Tier::Dedicated << true << int(Tier::LowPriority)
                                       << int(QuotaService::AzureMachineLearning);
    QTest::newRow("cluster low priority") << ComputeTarget::Cluster << Tier::LowPriority << true << int(Tier::Dedicated)
                                          << int(QuotaService::AzureMachineLearning);
    QTest::newRow("cluster spot") << ComputeTarget::Cluster << Tier::Spot << false << int(Tier::Dedicated)
                                  << int(QuotaService::AzureMachineLearning);
    QTest::newRow("serverless standard") << ComputeTarget::Serverless << Tier::Dedicated << true << int(Tier::Spot)
                                         << int(QuotaService::AzureMachineLearning);
    QTest::newRow("serverless spot") << ComputeTarget::Serverless << Tier::Spot << true << int(Tier::Dedicated)
                                     << int(QuotaService::AzureMachineLearning);
    QTest::newRow("serverless low priority") << ComputeTarget::Serverless << Tier::LowPriority << false
                                             << int(Tier::Dedicated) << int(QuotaService::AzureMachineLearning);
    QTest::newRow("slurm dedicated") << ComputeTarget::Slurm << Tier::Dedicated << true << -1
                                     << int(QuotaService::Compute);
    QTest::newRow("slurm spot") << ComputeTarget::Slurm << Tier::Spot << false << int(Tier::Dedicated)
                                << int(QuotaService::Compute);
    QTest::newRow("kubernetes dedicated")
        << ComputeTarget::Kubernetes << Tier::Dedicated << true << -1 << int(QuotaService::Compute);
    QTest::newRow("kubernetes low priority") << ComputeTarget::Kubernetes << Tier::LowPriority << false
                                             << int(Tier::Dedicated) << int(QuotaService::Compute);
}

void TestCompute::tiers()
{
    QFETCH(ComputeTarget, target);
    QFETCH(Tier, tier);
    QFETCH(bool, allowed);
    QFETCH(int, other);
    QFETCH(int, quotaService);
    QCOMPARE(tierAllowed(target, tier), allowed);
    const std::optional<Tier> o = otherTier(target, tier);
    QCOMPARE(o ? int(*o) : -1, other);
    QCOMPARE(int(capplan::model::quotaService(target)), quotaService);
}

void TestCompute::validation_data()
{
    QTest::addColumn<ComputeTarget>("target");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<int>("code"); // -1: no issue at "tier"
    QTest::addColumn<QString>("text");
    QTest::newRow("spot on a cluster") << ComputeTarget::Cluster << Tier::Spot << int(IssueCode::SpotNeedsServerless)
                                       << "cluster";
    QTest::newRow("spot on slurm") << ComputeTarget::Slurm << Tier::Spot << int(IssueCode::SpotNeedsServerless)
                                   << "slurm";
    QTest::newRow("spot on kubernetes") << ComputeTarget::Kubernetes << Tier::Spot
                                        << int(IssueCode::SpotNeedsServerless) << "kubernetes";
    QTest::newRow("low priority serverless")
        << ComputeTarget::Serverless << Tier::LowPriority << int(IssueCode::LowPriorityNeedsCluster) << "serverless";
    QTest::newRow("low priority on slurm")
        << ComputeTarget::Slurm << Tier::LowPriority << int(IssueCode::LowPriorityNeedsCluster) << "slurm";
    QTest::newRow("spot serverless") << ComputeTarget::Serverless << Tier::Spot << -1 << "";
    QTest::newRow("dedicated serverless") << ComputeTarget::Serverless << Tier::Dedicated << -1 << "";
    QTest::newRow("low priority cluster") << ComputeTarget::Cluster << Tier::LowPriority << -1 << "";
    QTest::newRow("dedicated kubernetes") << ComputeTarget::Kubernetes << Tier::Dedicated << -1 << "";
}

void TestCompute::validation()
{
    QFETCH(ComputeTarget, target);
    QFETCH(Tier, tier);
    QFETCH(int, code);
    QFETCH(QString, text);
    const std::vector<InputIssue> issues = validate(seedPlan(target, tier));
    const auto it = std::find_if(issues.begin(), issues.end(), [](const InputIssue &i) { return i.path == "tier"; });
    if (code < 0) {
        QVERIFY(it == issues.end());
        QVERIFY(evaluate(seedPlan(target, tier), ndCatalog(), "2026-11-30").ok());
        return;
    }
    QVERIFY(it != issues.end());
    QCOMPARE(int(it->code), code);
    QCOMPARE(QString::fromStdString(it->text), text);
    // evaluate() reports it too, so no option is priced for a tier the target does not offer.
    const Evaluation ev = evaluate(seedPlan(target, tier), ndCatalog(), "2026-11-30");
    QVERIFY(!ev.ok());
    QVERIFY(ev.options.empty());
}

void TestCompute::spotPricing_data()
{
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("price");
    QTest::addColumn<double>("cost");
    QTest::addColumn<int>("otherTier");
    QTest::addColumn<double>("otherPrice");
    // cost = wall clock · nodes · price (docs/design.md, "The plan file"); wall clocks of the seed
    // plan: 21.0, 12.352941 and 7.0 h, i.e. 21.0, 24.705882 and 28.0 node-hours.
    QTest::newRow("spot 1 node") << Tier::Spot << 1 << kSpot << 21.0 * kSpot << int(Tier::Dedicated) << kDedicated;
    QTest::newRow("spot 2 nodes") << Tier::Spot << 2 << kSpot << (168.0 / (16 * 0.85)) * 2 * kSpot
                                  << int(Tier::Dedicated) << kDedicated;
    QTest::newRow("spot 4 nodes") << Tier::Spot << 4 << kSpot << 28.0 * kSpot << int(Tier::Dedicated) << kDedicated;
    QTest::newRow("standard 4 nodes") << Tier::Dedicated << 4 << kDedicated << 28.0 * kDedicated << int(Tier::Spot)
                                      << kSpot;
}

void TestCompute::spotPricing()
{
    QFETCH(Tier, tier);
    QFETCH(int, nodes);
    QFETCH(double, price);
    QFETCH(double, cost);
    QFETCH(int, otherTier);
    QFETCH(double, otherPrice);
    const Evaluation ev = evaluate(seedPlan(ComputeTarget::Serverless, tier), ndCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QVERIFY(ev.priceFromCatalog);
    QCOMPARE(ev.pricePerNodeHour, price);
    QCOMPARE(int(ev.tier), int(tier));
    QCOMPARE(int(ev.compute), int(ComputeTarget::Serverless));
    const auto row =
        std::find_if(ev.options.begin(), ev.options.end(), [&](const OptionRow &r) { return r.nodes == nodes; });
    QVERIFY(row != ev.options.end());
    QVERIFY(std::abs(row->cost - cost) <= 1e-9 * cost);
    QVERIFY(ev.otherTier.has_value());
    QCOMPARE(int(*ev.otherTier), otherTier);
    QCOMPARE(ev.otherTierPricePerNodeHour.value_or(-1.0), otherPrice);
    // A serverless job holds no quota when idle: no quota_held_when_idle finding.
    for (const Finding &f : ev.findings) {
        QVERIFY(f.code != FindingCode::QuotaHeldWhenIdle);
    }
}

void TestCompute::noSpotPrice()
{
    // Without a Spot price the plan is still planned: its cost is unknown and a finding says so.
    const Evaluation ev = evaluate(seedPlan(ComputeTarget::Serverless, Tier::Spot), ndCatalog(false), "2026-11-30");
    QVERIFY(ev.ok());
    QVERIFY(!ev.priced);
    QVERIFY(!ev.options.empty() && !ev.options.front().priced);
    const auto finding = std::find_if(ev.findings.begin(), ev.findings.end(),
                                      [](const Finding &f) { return f.code == FindingCode::NoPrice; });
    QVERIFY(finding != ev.findings.end());
    QCOMPARE(finding->subject, std::string(kH100));
    QCOMPARE(finding->texts.at("tier"), std::string("spot"));
    // A price of one's own needs no catalog price.
    PlanSpec own = seedPlan(ComputeTarget::Serverless, Tier::Spot);
    own.pricePerNodeHour = 20.0;
    QVERIFY(evaluate(own, ndCatalog(false), "2026-11-30").ok());
    // A known region without any price: planned, unpriced, ranked by node-hours.
    PlanSpec dedicated = seedPlan(ComputeTarget::Serverless, Tier::Dedicated);
    Catalog none = ndCatalog(false);
    none.prices.clear();
    none.knownRegions.push_back("eastus");
    const Evaluation noPrice = evaluate(dedicated, none, "2026-11-30");
    QVERIFY(noPrice.ok());
    QVERIFY(!noPrice.priced);
    QVERIFY(noPrice.recommendation.byNodeHours);
}

void TestCompute::spotQuotaIsLowPriority()
{
    // docs/sources.md, s2-azureml-compute: 4 × ND96isr H100 v5 = 384 cores; low-priority counters
    // of 400 regional cores with 100 in use leave a shortfall of 100 + 384 − 400 = 84.
    Catalog catalog = ndCatalog();
    QuotaUsage regional;
    regional.region = "eastus";
    regional.scope = QuotaScope::Regional;
    regional.family = "lowPriorityCores";
    regional.tier = Tier::LowPriority;
    regional.currentValue = 100;
    regional.limit = 400;
    catalog.quota.push_back(regional);
    const QuotaCheck spot = quotaFor(catalog, catalog.sizes.front(), "eastus", Tier::Spot, 4);
    QCOMPARE(spot.coresNeeded, 384LL);
    QCOMPARE(spot.regionalShortfall.value_or(-1), 84LL);
    QCOMPARE(int(spot.status), int(QuotaStatus::Shortfall));
    const QuotaCheck low = quotaFor(catalog, catalog.sizes.front(), "eastus", Tier::LowPriority, 4);
    QCOMPARE(low.regionalShortfall, spot.regionalShortfall);
    // Dedicated cores are a counter of their own, not imported here.
    QCOMPARE(int(quotaFor(catalog, catalog.sizes.front(), "eastus", Tier::Dedicated, 4).status),
             int(QuotaStatus::Unknown));
    // The region comparison prices Spot from the Spot rows.
    const RegionComparison regions = compareRegions(catalog, catalog.sizes.front(), Tier::Spot, "USD", 4, 7.0);
    QCOMPARE(regions.options.size(), std::size_t(1));
    QCOMPARE(regions.options.front().pricePerNodeHour, kSpot);
    QVERIFY(std::abs(regions.options.front().cost - 7.0 * 4 * kSpot) < 1e-9);
}

void TestCompute::priceKinds_data()
{
    QTest::addColumn<ComputeTarget>("target");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<PlanPriceKind>("kind");
    QTest::addColumn<int>("term");
    QTest::addColumn<double>("discount");
    QTest::addColumn<double>("ownPrice"); // < 0: the catalog's
    QTest::addColumn<bool>("withTermed"); // the catalog has the reservation and savings-plan rows
    QTest::addColumn<QString>("issuePath"); // empty: the plan is evaluated
    QTest::addColumn<int>("issueCode");
    QTest::addColumn<QString>("issueText");
    QTest::addColumn<double>("issueValue");
    QTest::addColumn<double>("price");       // per node-hour, as every cost uses it
    QTest::addColumn<double>("undiscounted"); // before the discount
    QTest::addColumn<double>("westEurope");   // the region comparison's West Europe price, < 0: none

    const auto C = ComputeTarget::Cluster;
    const auto D = Tier::Dedicated;
    const auto payg = PlanPriceKind::PayAsYouGo;
    const auto res = PlanPriceKind::Reservation;
    const auto sp = PlanPriceKind::SavingsPlan;
    const QString none;
    // Found: each kind and term at the catalog's rate.
    QTest::newRow("1-year reservation") << C << D << res << 1 << 0.0 << -1.0 << true << none << 0 << none << 0.0
                                        << kReserved1y << kReserved1y << -1.0;
    QTest::newRow("3-year reservation") << C << D << res << 3 << 0.0 << -1.0 << true << none << 0 << none << 0.0
                                        << kReserved3y << kReserved3y << 48.0;
    QTest::newRow("1-year savings plan") << C << D << sp << 1 << 0.0 << -1.0 << true << none << 0 << none << 0.0
                                         << kSavings1y << kSavings1y << -1.0;
    QTest::newRow("3-year savings plan, serverless")
        << ComputeTarget::Serverless << D << sp << 3 << 0.0 << -1.0 << true << none << 0 << none << 0.0 << kSavings3y
        << kSavings3y << -1.0;
    // Discounts: on the catalog's price of any kind, and on the plan's own.
    QTest::newRow("pay-as-you-go, 12 % off") << C << D << payg << 0 << 12.0 << -1.0 << true << none << 0 << none
                                             << 0.0 << kDedicated * 0.88 << kDedicated << kDedicated * 1.1 * 0.88;
    QTest::newRow("3-year reservation, 5 % off") << C << D << res << 3 << 5.0 << -1.0 << true << none << 0 << none
                                                 << 0.0 << kReserved3y * 0.95 << kReserved3y << 48.0 * 0.95;
    QTest::newRow("own price, 20 % off") << C << D << payg << 0 << 20.0 << 80.0 << true << none << 0 << none << 0.0
                                         << 64.0 << 80.0 << kDedicated * 1.1 * 0.8;
    QTest::newRow("0 % off") << C << D << payg << 0 << 0.0 << -1.0 << true << none << 0 << none << 0.0 << kDedicated
                             << kDedicated << kDedicated * 1.1;
    QTest::newRow("99.9 % off") << C << D << payg << 0 << 99.9 << -1.0 << true << none << 0 << none << 0.0
                                << kDedicated * 0.001 << kDedicated << kDedicated * 1.1 * 0.001;
    // The plan's own price states its reservation rate: no catalog row is needed.
    QTest::newRow("own reservation rate") << C << D << res << 3 << 0.0 << 40.0 << false << none << 0 << none << 0.0
                                          << 40.0 << 40.0 << -1.0;
    // Missing rows, wrong tiers, terms and discounts: an issue at the field, nothing evaluated.
    QTest::newRow("reservation missing") << C << D << res << 3 << 0.0 << -1.0 << false << "price_kind"
                                         << int(IssueCode::NoTermedPrice) << "reservation" << 3.0 << 0.0 << 0.0
                                         << -1.0;
    QTest::newRow("savings plan missing") << C << D << sp << 1 << 0.0 << -1.0 << false << "price_kind"
                                          << int(IssueCode::NoTermedPrice) << "savings_plan" << 1.0 << 0.0 << 0.0
                                          << -1.0;
    QTest::newRow("reservation on low priority") << C << Tier::LowPriority << res << 1 << 0.0 << -1.0 << true
                                                 << "price_kind" << int(IssueCode::TermedNeedsDedicated)
                                                 << "low_priority" << 0.0 << 0.0 << 0.0 << -1.0;
    QTest::newRow("savings plan on Spot") << ComputeTarget::Serverless << Tier::Spot << sp << 3 << 0.0 << -1.0 << true
                                          << "price_kind" << int(IssueCode::TermedNeedsDedicated) << "spot" << 0.0
                                          << 0.0 << 0.0 << -1.0;
    QTest::newRow("2-year term") << C << D << res << 2 << 0.0 << -1.0 << true << "price_term_years"
                                 << int(IssueCode::NotATerm) << "reservation" << 2.0 << 0.0 << 0.0 << -1.0;
    QTest::newRow("no term") << C << D << sp << 0 << 0.0 << -1.0 << true << "price_term_years"
                             << int(IssueCode::Missing) << none << 0.0 << 0.0 << 0.0 << -1.0;
    QTest::newRow("term with pay-as-you-go") << C << D << payg << 1 << 0.0 << -1.0 << true << "price_term_years"
                                             << int(IssueCode::TermWithoutKind) << none << 1.0 << 0.0 << 0.0 << -1.0;
    QTest::newRow("100 % off") << C << D << payg << 0 << 100.0 << -1.0 << true << "discount_percent"
                               << int(IssueCode::DiscountRange) << none << 100.0 << 0.0 << 0.0 << -1.0;
    QTest::newRow("negative discount") << C << D << payg << 0 << -0.5 << -1.0 << true << "discount_percent"
                                       << int(IssueCode::DiscountRange) << none << -0.5 << 0.0 << 0.0 << -1.0;
    QTest::newRow("discount NaN") << C << D << payg << 0 << std::nan("") << -1.0 << true << "discount_percent"
                                  << int(IssueCode::NotFinite) << none << std::nan("") << 0.0 << 0.0 << -1.0;
}

void TestCompute::priceKinds()
{
    QFETCH(ComputeTarget, target);
    QFETCH(Tier, tier);
    QFETCH(PlanPriceKind, kind);
    QFETCH(int, term);
    QFETCH(double, discount);
    QFETCH(double, ownPrice);
    QFETCH(bool, withTermed);
    QFETCH(QString, issuePath);
    QFETCH(int, issueCode);
    QFETCH(QString, issueText);
    QFETCH(double, issueValue);
    QFETCH(double, price);
    QFETCH(double, undiscounted);
    QFETCH(double, westEurope);
    PlanSpec spec = seedPlan(target, tier);
    spec.priceKind = kind;
    spec.priceTermYears = term;
    spec.discountPercent = discount;
    if (ownPrice >= 0.0) {
        spec.pricePerNodeHour = ownPrice;
    }
    const Catalog catalog = termedCatalog(withTermed);
    const Evaluation ev = evaluate(spec, catalog, "2026-11-30");
    if (!issuePath.isEmpty()) {
        QCOMPARE(ev.issues.size(), std::size_t(1));
        const InputIssue &issue = ev.issues.front();
        QCOMPARE(QString::fromStdString(issue.path), issuePath);
        QCOMPARE(int(issue.code), issueCode);
        QCOMPARE(QString::fromStdString(issue.text), issueText);
        QVERIFY(std::isnan(issueValue) ? std::isnan(issue.value) : issue.value == issueValue);
        QVERIFY(ev.options.empty());
        return;
    }
    QVERIFY2(ev.ok(), ev.issues.empty() ? "" : ev.issues.front().path.c_str());
    QVERIFY(ev.priced);
    QCOMPARE(ev.priceFromCatalog, ownPrice < 0.0);
    QVERIFY(std::abs(ev.pricePerNodeHour - price) <= 1e-12 * price);
    QVERIFY(std::abs(ev.undiscountedPricePerNodeHour - undiscounted) <= 1e-12 * undiscounted);
    QVERIFY(ev.priceBasis == priceBasis(spec));
    QVERIFY(ev.recommendation.priceBasis == priceBasis(spec));
    // Every option's cost at that price: the seed plan's 4 nodes take 28 node-hours.
    const auto four =
        std::find_if(ev.options.begin(), ev.options.end(), [](const OptionRow &r) { return r.nodes == 4; });
    QVERIFY(four != ev.options.end());
    QVERIFY(std::abs(four->nodeHours - 28.0) < 1e-12);
    QVERIFY(std::abs(four->cost - 28.0 * price) <= 1e-12 * 28.0 * price);
    // The catalog row it came from is the one planPrice picks for the basis.
    if (ownPrice < 0.0) {
        const Price *row = planPrice(catalog, kH100, "eastus", tier, "USD", priceBasis(spec));
        QVERIFY(row != nullptr);
        QCOMPARE(row->perNodeHour.value, undiscounted);
        QCOMPARE(int(row->kind), int(catalogPriceKind(kind)));
        QCOMPARE(row->termYears, term);
    }
    // The region comparison prices every region on the same basis, discount included.
    const auto west = std::find_if(ev.regions.options.begin(), ev.regions.options.end(),
                                   [](const RegionOption &o) { return o.region == "westeurope"; });
    if (westEurope < 0.0) {
        QVERIFY(west == ev.regions.options.end());
    } else {
        QVERIFY(west != ev.regions.options.end());
        QVERIFY(std::abs(west->pricePerNodeHour - westEurope) <= 1e-12 * westEurope);
    }
}

void TestCompute::priceKindNames()
{
    for (const PlanPriceKind k : {PlanPriceKind::PayAsYouGo, PlanPriceKind::Reservation, PlanPriceKind::SavingsPlan}) {
        QCOMPARE(planPriceKindFromString(toString(k)), std::optional<PlanPriceKind>(k));
    }
    QCOMPARE(toString(PlanPriceKind::PayAsYouGo), std::string_view("pay_as_you_go"));
    QCOMPARE(toString(PlanPriceKind::SavingsPlan), std::string_view("savings_plan"));
    // The catalog's own words are not the plan's: "on_demand" and "spot" are no plan price kinds.
    QCOMPARE(planPriceKindFromString("on_demand"), std::optional<PlanPriceKind>());
    QCOMPARE(planPriceKindFromString("spot"), std::optional<PlanPriceKind>());
    QCOMPARE(planPriceKindFromString("Reservation"), std::optional<PlanPriceKind>());
    QVERIFY(PriceBasis{}.isDefault());
    QVERIFY(!(PriceBasis{PlanPriceKind::PayAsYouGo, 0, 0.5}.isDefault()));
    QCOMPARE(discountedPrice(98.32, PriceBasis{}), 98.32);
}

void TestCompute::preemptionRate_data()
{
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("rate");
    // Λ = n / MTBF + n · preemption rate for tiers that can be taken back (model/risk/Risk.h); with
    // failures switched off (MTBF "never") only preemptions are left: 0.01 per node-hour, the
    // stated default assumption, times n.
    QTest::newRow("spot 1") << Tier::Spot << 1 << 0.01;
    QTest::newRow("spot 4") << Tier::Spot << 4 << 0.04;
    QTest::newRow("low priority 4") << Tier::LowPriority << 4 << 0.04;
    QTest::newRow("dedicated 4") << Tier::Dedicated << 4 << 0.0;
}

void TestCompute::preemptionRate()
{
    QFETCH(Tier, tier);
    QFETCH(int, nodes);
    QFETCH(double, rate);
    RiskSettings settings;
    settings.enabled = true;
    settings.nodeMtbfHours = std::numeric_limits<double>::infinity();
    settings.checkpointWriteHours = 0.05;
    const RiskCase c{nodes, 7.0, 0.0, kSpot, tier, std::nullopt, std::nullopt};
    const RiskRow row = closedForm(settings, c);
    QVERIFY(std::abs(row.interruptionsPerHour - rate) < 1e-12);
    // Spot and low priority are the same risk at the same rate and price.
    RiskCase low = c;
    low.tier = Tier::LowPriority;
    if (tier != Tier::Dedicated) {
        QCOMPARE(row.expectedWallClockHours, closedForm(settings, low).expectedWallClockHours);
        QVERIFY(row.expectedWallClockHours > 7.0);
    } else {
        QCOMPARE(row.expectedWallClockHours, 7.0);
    }
}

void TestCompute::riskComparesTheTargetsOtherTier()
{
    PlanSpec spec = seedPlan(ComputeTarget::Serverless, Tier::Spot);
    spec.risk.enabled = true;
    spec.risk.trials = 200;
    const Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    const std::optional<RiskResult> risk = simulateRisk(spec, ev, nullptr, {}, 1);
    QVERIFY(risk.has_value());
    QCOMPARE(int(risk->tier), int(Tier::Spot));
    QVERIFY(risk->otherTier.has_value());
    QCOMPARE(int(*risk->otherTier), int(Tier::Dedicated)); // the Standard queue, not low priority
    QCOMPARE(risk->rows.size(), ev.options.size());
    for (const RiskRow &r : risk->rows) {
        QCOMPARE(int(r.tier), int(Tier::Spot));
        QVERIFY(r.interruptionsPerHour >= r.nodes * kDefaultPreemptionsPerNodeHour);
    }
}

void TestCompute::layout_data()
{
    QTest::addColumn<double>("globalBatchTokens"); // 0: no fabric block
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("dataParallel");
    QTest::addColumn<int>("accumulation");
    QTest::addColumn<long long>("trainBatch");
    // d = 8 · nodes / t (Narayanan et al. 2021, n = p · t · d); acc = round(G / (b · d));
    // train_batch_size = b · acc · d. G = 4,194,304 tokens / 4,096 = 1,024 sequences.
    QTest::newRow("G 1024, t1, b1, 1 node") << 4194304.0 << 1 << 1 << 1 << 8 << 128 << 1024LL;
    QTest::newRow("G 1024, t1, b1, 2 nodes") << 4194304.0 << 1 << 1 << 2 << 16 << 64 << 1024LL;
    QTest::newRow("G 1024, t1, b1, 4 nodes") << 4194304.0 << 1 << 1 << 4 << 32 << 32 << 1024LL;
    QTest::newRow("G 1024, t2, b2, 1 node") << 4194304.0 << 2 << 2 << 1 << 4 << 128 << 1024LL;
    QTest::newRow("G 1024, t2, b2, 4 nodes") << 4194304.0 << 2 << 2 << 4 << 16 << 32 << 1024LL;
    // 1,000 sequences do not divide into 4 nodes' 32 replicas: round(31.25) = 31, so DeepSpeed
    // runs 992 sequences per step.
    QTest::newRow("G 1000, 4 nodes, rounded") << 4096000.0 << 1 << 1 << 4 << 32 << 31 << 992LL;
    // More replicas than sequences: never fewer than one micro-batch each.
    QTest::newRow("G 16, 4 nodes, at least 1") << 65536.0 << 1 << 1 << 4 << 32 << 1 << 32LL;
    // Without a fabric block the plan states no global batch: one micro-batch per step.
    QTest::newRow("no fabric block, 2 nodes") << 0.0 << 1 << 1 << 2 << 16 << 1 << 16LL;
}

void TestCompute::layout()
{
    QFETCH(double, globalBatchTokens);
    QFETCH(int, tensorParallel);
    QFETCH(int, microBatch);
    QFETCH(int, nodes);
    QFETCH(int, dataParallel);
    QFETCH(int, accumulation);
    QFETCH(long long, trainBatch);
    PlanSpec spec = examplePlan();
    if (globalBatchTokens > 0.0) {
        FabricJob fabric;
        fabric.strategy = Strategy::Zero3;
        fabric.globalBatchTokens = globalBatchTokens;
        fabric.sequenceLength = 4096;
        fabric.tensorParallel = tensorParallel;
        spec.fabric = fabric;
    }
    MemoryJob memory;
    memory.microBatchSize = microBatch;
    spec.memory = memory;
    const auto result = frameworkLayout(spec, nodes, 8);
    QVERIFY(std::holds_alternative<FrameworkLayout>(result));
    const FrameworkLayout &l = std::get<FrameworkLayout>(result);
    QCOMPARE(l.worldSize, nodes * 8);
    QCOMPARE(l.dataParallel, dataParallel);
    QCOMPARE(l.gradientAccumulation, accumulation);
    QCOMPARE(l.trainBatchSize, trainBatch);
    QCOMPARE(l.trainBatchSize, static_cast<long long>(l.microBatchSize) * l.gradientAccumulation * l.dataParallel);
    QCOMPARE(zeroStage(l.strategy), globalBatchTokens > 0.0 ? 3 : 0);
}

void TestCompute::layoutRefusesAnIndivisibleWorld()
{
    PlanSpec spec = examplePlan();
    FabricJob fabric;
    fabric.globalBatchTokens = 4194304.0;
    fabric.sequenceLength = 4096;
    fabric.tensorParallel = 3; // 8 GPUs do not split into groups of 3
    spec.fabric = fabric;
    const auto result = frameworkLayout(spec, 2, 8);
    QVERIFY(std::holds_alternative<InputIssue>(result));
    QCOMPARE(std::get<InputIssue>(result).path, std::string("scaling.tensor_parallel"));
    QCOMPARE(std::get<InputIssue>(result).value, 3.0);
}

void TestCompute::launcherArguments_data()
{
    QTest::addColumn<Launcher>("launcher");
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<QString>("arguments");
    QTest::newRow("none") << Launcher::None << Strategy::Zero3 << "";
    // t = 2 runs through Megatron-DeepSpeed, which takes Megatron-LM's names for the layout.
    QTest::newRow("deepspeed, TP 2") << Launcher::DeepSpeed << Strategy::Zero3
                                     << "--tensor-model-parallel-size 2 --pipeline-model-parallel-size 1 "
                                        "--micro-batch-size 2 --global-batch-size 1024 --deepspeed --deepspeed_config "
                                        "ds_config.json";
    // The Trainer's own arguments (the hf stack): torch's fused AdamW on PyTorch's engine, none
    // under DeepSpeed (its FusedAdam); no layout options, which the Trainer does not have.
    QTest::newRow("accelerate fsdp") << Launcher::Accelerate << Strategy::Fsdp
                                     << "--per_device_train_batch_size 2 --gradient_accumulation_steps 32 --bf16 "
                                        "--optim adamw_torch_fused";
    QTest::newRow("accelerate zero3") << Launcher::Accelerate << Strategy::Zero3
                                      << "--per_device_train_batch_size 2 --gradient_accumulation_steps 32 --bf16";
    // torchtitan's (the fsdp stack): FSDP2 over d = 16, TP 2, one micro-batch per rank and the
    // global batch, from which torchtitan derives the accumulation of 32.
    QTest::newRow("fsdp full shard") << Launcher::Fsdp << Strategy::Fsdp
                                     << "--parallelism.data_parallel_replicate_degree 1 "
                                        "--parallelism.data_parallel_shard_degree 16 --parallelism.tensor_parallel_degree 2 "
                                        "--parallelism.pipeline_parallel_degree 1 --training.local_batch_size 2 "
                                        "--training.global_batch_size 1024 --training.seq_len 4096";
    QTest::newRow("fsdp shard_grad_op") << Launcher::Fsdp << Strategy::Zero2
                                        << "--parallelism.data_parallel_replicate_degree 1 "
                                           "--parallelism.data_parallel_shard_degree 16 "
                                           "--parallelism.fsdp_reshard_after_forward never "
                                           "--parallelism.tensor_parallel_degree 2 --parallelism.pipeline_parallel_degree 1 "
                                           "--training.local_batch_size 2 --training.global_batch_size 1024 "
                                           "--training.seq_len 4096";
    QTest::newRow("fsdp as DDP") << Launcher::Fsdp << Strategy::Ddp
                                 << "--parallelism.data_parallel_replicate_degree 16 "
                                    "--parallelism.data_parallel_shard_degree 1 --parallelism.tensor_parallel_degree 2 "
                                    "--parallelism.pipeline_parallel_degree 1 --training.local_batch_size 2 "
                                    "--training.global_batch_size 1024 --training.seq_len 4096";
    QTest::newRow("megatron") << Launcher::Megatron << Strategy::Zero1
                              << "--tensor-model-parallel-size 2 --pipeline-model-parallel-size 1 "
                                 "--micro-batch-size 2 --global-batch-size 1024 --seq-length 4096";
}

void TestCompute::launcherArguments()
{
    QFETCH(Launcher, launcher);
    QFETCH(Strategy, strategy);
    QFETCH(QString, arguments);
    // 4 nodes, t = 2: d = 16; G = 1,024 sequences, b = 2: acc = 32.
    FrameworkLayout l;
    l.nodes = 4;
    l.gpusPerNode = 8;
    l.worldSize = 32;
    l.tensorParallel = 2;
    l.dataParallel = 16;
    l.microBatchSize = 2;
    l.gradientAccumulation = 32;
    l.trainBatchSize = 1024;
    l.sequenceLength = 4096;
    l.strategy = strategy;
    QCOMPARE(QString::fromStdString(capplan::model::launcherArguments(launcher, l)), arguments);
}

void TestCompute::launchCommand()
{
    JobSettings job = defaultJobSettings("ft");
    FrameworkLayout l;
    job.launcher = Launcher::DeepSpeed;
    QCOMPARE(QString::fromStdString(capplan::model::launchCommand(job, l, "${{outputs.checkpoints}}")),
             QStringLiteral("python train.py --deepspeed --deepspeed_config ds_config.json --checkpoint-dir "
                            "${{outputs.checkpoints}}"));
    // Off Azure ML the bindings become paths: the checkpoint folder and the inputs' own paths.
    job.launcher = Launcher::None;
    job.command = "python train.py --data ${{ inputs.corpus }} --out ${{outputs.checkpoints}}";
    job.inputs["corpus"] = "/shared/data/corpus";
    QCOMPARE(QString::fromStdString(capplan::model::launchCommand(job, l, "\"$CHECKPOINT_DIR\"")),
             QStringLiteral("python train.py --data /shared/data/corpus --out \"$CHECKPOINT_DIR\""));
    // None leaves the user's command as written (with the checkpoint argument, as today).
    job.command = "python train.py";
    QCOMPARE(capplan::model::launchCommand(job, l, "${{outputs.checkpoints}}"), jobCommand(job));
}

QTEST_GUILESS_MAIN(TestCompute)
#include "tst_compute.moc"
