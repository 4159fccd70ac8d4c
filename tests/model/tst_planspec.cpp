// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Evaluate.h"

#include <QTest>

#include <functional>
#include <limits>

using namespace capplan::model;

using Mutator = std::function<void(PlanSpec &)>;
Q_DECLARE_METATYPE(Mutator)
Q_DECLARE_METATYPE(IssueCode)

namespace {
Catalog h100Catalog()
{
    Catalog c;
    VmSize s;
    s.name = "Standard_ND96isr_H100_v5";
    s.gpusPerVm.value = 8;
    s.vcpus.value = 96;
    s.ibGbpsPerGpu.value = 400.0;
    s.bf16TflopsPerGpu.value = 989.0;
    c.sizes.push_back(s);
    Price p;
    p.sku = s.name;
    p.region = "eastus";
    p.perNodeHour.value = 98.32;
    c.prices.push_back(p);
    c.knownRegions = {"eastus", "westus3"};
    VmSize noPeak = s;
    noPeak.name = "Standard_NoPeak";
    noPeak.bf16TflopsPerGpu.value = 0.0;
    c.sizes.push_back(noPeak);
    VmSize tinyPeak = s;
    tinyPeak.name = "Standard_TinyPeak";
    tinyPeak.bf16TflopsPerGpu.value = 1e-300;
    c.sizes.push_back(tinyPeak);
    return c;
}
} // namespace

class TestPlanSpec : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void validation_data();
    void validation();
    void evaluateSeedExamples_data();
    void evaluateSeedExamples();
    void catalogPriceIsUsedWithoutOverride();
};

void TestPlanSpec::validation_data()
{
    QTest::addColumn<Mutator>("mutate");
    QTest::addColumn<QString>("path"); // empty: valid
    QTest::addColumn<IssueCode>("code");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();

    QTest::newRow("example is valid") << Mutator([](PlanSpec &) {}) << QString() << IssueCode::Missing;
    QTest::newRow("missing sku") << Mutator([](PlanSpec &s) { s.sku.clear(); }) << "sku" << IssueCode::Missing;
    QTest::newRow("zero gpu hours") << Mutator([](PlanSpec &s) { s.workload = GpuHoursWorkload{0.0}; })
                                    << "workload.gpu_hours" << IssueCode::NotPositive;
    QTest::newRow("infinite gpu hours") << Mutator([inf](PlanSpec &s) { s.workload = GpuHoursWorkload{inf}; })
                                        << "workload.gpu_hours" << IssueCode::NotFinite;
    QTest::newRow("NaN tokens") << Mutator([nan](PlanSpec &s) { s.workload = TokenRateWorkload{nan, 8200}; })
                                << "workload.tokens" << IssueCode::NotFinite;
    QTest::newRow("negative rate") << Mutator([](PlanSpec &s) { s.workload = TokenRateWorkload{2e9, -1}; })
                                   << "workload.tokens_per_gpu_second" << IssueCode::OutOfRange;
    QTest::newRow("rate below 1 token/s") << Mutator([](PlanSpec &s) { s.workload = TokenRateWorkload{2e9, 1e-300}; })
                                          << "workload.tokens_per_gpu_second" << IssueCode::OutOfRange;
    QTest::newRow("gpu hours above 1e9") << Mutator([](PlanSpec &s) { s.workload = GpuHoursWorkload{1e308}; })
                                         << "workload.gpu_hours" << IssueCode::TooLarge;
    QTest::newRow("tokens above 1e15") << Mutator([](PlanSpec &s) { s.workload = TokenRateWorkload{2e15, 8200}; })
                                       << "workload.tokens" << IssueCode::TooLarge;
    QTest::newRow("mfu below 0.1%") << Mutator([](PlanSpec &s) { s.workload = TokenMfuWorkload{2e9, 8e9, 1e-300}; })
                                    << "workload.mfu" << IssueCode::OutOfRange;
    QTest::newRow("goodput below 1%") << Mutator([](PlanSpec &s) { s.goodput = 1e-300; }) << "goodput"
                                      << IssueCode::OutOfRange;
    QTest::newRow("price above 1e5") << Mutator([](PlanSpec &s) { s.pricePerNodeHour = 2e5; }) << "price_per_node_hour"
                                     << IssueCode::TooLarge;
    QTest::newRow("budget above 1e10") << Mutator([](PlanSpec &s) { s.budget = 1e11; }) << "budget" << IssueCode::TooLarge;
    QTest::newRow("mfu above 1") << Mutator([](PlanSpec &s) { s.workload = TokenMfuWorkload{2e9, 8e9, 1.2}; })
                                 << "workload.mfu" << IssueCode::OutOfRange;
    QTest::newRow("efficiency 0") << Mutator([](PlanSpec &s) { s.efficiency[2] = 0.0; }) << "scaling.efficiency.2"
                                  << IssueCode::EfficiencyRange;
    QTest::newRow("efficiency 1.5") << Mutator([](PlanSpec &s) { s.efficiency[4] = 1.5; }) << "scaling.efficiency.4"
                                    << IssueCode::EfficiencyRange;
    QTest::newRow("no efficiency") << Mutator([](PlanSpec &s) { s.efficiency.clear(); }) << "scaling.efficiency"
                                   << IssueCode::NoEfficiencyPoints;
    QTest::newRow("goodput 0") << Mutator([](PlanSpec &s) { s.goodput = 0.0; }) << "goodput" << IssueCode::OutOfRange;
    QTest::newRow("negative overhead") << Mutator([](PlanSpec &s) { s.overheadHours = -1.0; }) << "overhead_hours"
                                       << IssueCode::Negative;
    QTest::newRow("node count 0") << Mutator([](PlanSpec &s) { s.nodes = {1, 0}; }) << "nodes[1]"
                                  << IssueCode::NodeCountRange;
    QTest::newRow("node count 4097") << Mutator([](PlanSpec &s) { s.nodes = {4097}; }) << "nodes[0]"
                                    << IssueCode::NodeCountRange;
    QTest::newRow("duplicate node count") << Mutator([](PlanSpec &s) { s.nodes = {1, 2, 2}; }) << "nodes[2]"
                                          << IssueCode::Duplicate;
    QTest::newRow("zero deadline") << Mutator([](PlanSpec &s) { s.deadlineHours = 0.0; }) << "deadline_hours"
                                   << IssueCode::NotPositive;
    QTest::newRow("negative budget") << Mutator([](PlanSpec &s) { s.budget = -5.0; }) << "budget"
                                     << IssueCode::NotPositive;
    QTest::newRow("zero price") << Mutator([](PlanSpec &s) { s.pricePerNodeHour = 0.0; }) << "price_per_node_hour"
                                << IssueCode::NotPositive;
    QTest::newRow("unknown size") << Mutator([](PlanSpec &s) { s.sku = "Standard_ND96_Nope"; }) << "sku"
                                  << IssueCode::UnknownSize;
    QTest::newRow("unknown region without price")
        << Mutator([](PlanSpec &s) {
               s.region = "mars";
               s.pricePerNodeHour.reset();
           })
        << "region" << IssueCode::UnknownRegion;
    // A price of one's own does not make an unknown region known.
    QTest::newRow("unknown region with price") << Mutator([](PlanSpec &s) { s.region = "mars"; }) << "region"
                                               << IssueCode::UnknownRegion;
    QTest::newRow("known region, own price") << Mutator([](PlanSpec &s) { s.region = "westus3"; }) << QString()
                                             << IssueCode::Missing;
    // Without any price the plan is evaluated with its cost unknown (FindingCode::NoPrice).
    QTest::newRow("known region, no price")
        << Mutator([](PlanSpec &s) {
               s.region = "westus3";
               s.pricePerNodeHour.reset();
           })
        << QString() << IssueCode::Missing;
    // Prices are matched by currency: a plan in euros finds no euro price and is told which
    // currencies the catalog has (never a converted dollar price).
    QTest::newRow("plan in EUR, catalog prices in USD only")
        << Mutator([](PlanSpec &s) {
               s.currency = "EUR";
               s.pricePerNodeHour.reset();
           })
        << "currency" << IssueCode::NoPriceInCurrency;
    QTest::newRow("plan in EUR with its own price") << Mutator([](PlanSpec &s) { s.currency = "EUR"; }) << QString()
                                                    << IssueCode::Missing;
    QTest::newRow("currency in lower case") << Mutator([](PlanSpec &s) { s.currency = "eur"; }) << "currency"
                                            << IssueCode::NotCurrencyCode;
    QTest::newRow("currency not a code") << Mutator([](PlanSpec &s) { s.currency = "EURO"; }) << "currency"
                                         << IssueCode::NotCurrencyCode;
    QTest::newRow("MFU on a size without peak")
        << Mutator([](PlanSpec &s) {
               s.sku = "Standard_NoPeak";
               s.workload = TokenMfuWorkload{2e9, 8e9, 0.4};
           })
        << "workload.mfu" << IssueCode::NoPeak;
    // Each input within its bounds, but a user's size with an absurd peak makes hours infinite.
    QTest::newRow("result not finite")
        << Mutator([](PlanSpec &s) {
               s.sku = "Standard_TinyPeak";
               s.workload = TokenMfuWorkload{1e15, 1e14, 0.001};
           })
        << "workload" << IssueCode::ResultNotFinite;
}

void TestPlanSpec::validation()
{
    QFETCH(Mutator, mutate);
    QFETCH(QString, path);
    PlanSpec spec = examplePlan();
    mutate(spec);
    const Evaluation ev = evaluate(spec, h100Catalog(), "2026-11-30");
    if (path.isEmpty()) {
        QVERIFY(ev.ok());
        return;
    }
    QVERIFY(!ev.ok());
    QCOMPARE(QString::fromStdString(ev.issues.front().path), path);
    QTEST(ev.issues.front().code, "code");
    QVERIFY(ev.options.empty());
}

void TestPlanSpec::evaluateSeedExamples_data()
{
    QTest::addColumn<Mutator>("mutate");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("wallClock");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<int>("quotaCores");
    QTest::addColumn<double>("tokensPerGpuSecond");

    // docs/sources.md, s2-azureml-compute: 2e9 tokens at 8,200 tokens/s/GPU on 2 nodes,
    // goodput 0.85 → 4.98 h and 192 cores.
    QTest::newRow("2e9 tokens at 8200/s, 2 nodes")
        << Mutator([](PlanSpec &s) {
               s.workload = TokenRateWorkload{2e9, 8200};
               s.efficiency = {{1, 1.0}};
               s.goodput = 0.85;
           })
        << 2 << 4.98 << 0.005 << 192 << 8200.0;
    // Same with 8e9 parameters at 40 % MFU on H100 (989 TFLOP/s) → 8,242 tokens/s/GPU and 4.96 h.
    QTest::newRow("8B at 40% MFU, 2 nodes")
        << Mutator([](PlanSpec &s) {
               s.workload = TokenMfuWorkload{2e9, 8e9, 0.4};
               s.efficiency = {{1, 1.0}};
               s.goodput = 0.85;
           })
        << 2 << 4.96 << 0.005 << 192 << 8241.67;
    // Four ND96isr_H100_v5 nodes need 384 quota cores.
    QTest::newRow("seed fine-tune, 4 nodes") << Mutator([](PlanSpec &) {}) << 4 << 7.0 << 1e-9 << 384 << 0.0;
    QTest::newRow("seed fine-tune, 2 nodes") << Mutator([](PlanSpec &) {}) << 2 << 12.35 << 0.005 << 192 << 0.0;
}

void TestPlanSpec::evaluateSeedExamples()
{
    QFETCH(Mutator, mutate);
    QFETCH(int, nodes);
    QFETCH(double, wallClock);
    QFETCH(double, tolerance);
    QFETCH(double, tokensPerGpuSecond);
    PlanSpec spec = examplePlan();
    mutate(spec);
    const Evaluation ev = evaluate(spec, h100Catalog(), "2026-11-30");
    QVERIFY(ev.ok());
    const auto it = std::find_if(ev.options.begin(), ev.options.end(), [&](const OptionRow &r) { return r.nodes == nodes; });
    QVERIFY(it != ev.options.end());
    QVERIFY2(std::abs(it->wallClockHours - wallClock) <= tolerance, qPrintable(QString::number(it->wallClockHours, 'g', 10)));
    QTEST(it->quotaCores, "quotaCores");
    QCOMPARE(it->gpus, nodes * 8); // 2 nodes × 8 GPUs: world size 16
    QVERIFY(std::abs(ev.tokensPerGpuSecond - tokensPerGpuSecond) <= 0.005);
}

void TestPlanSpec::catalogPriceIsUsedWithoutOverride()
{
    PlanSpec spec = examplePlan();
    spec.pricePerNodeHour.reset();
    const Evaluation ev = evaluate(spec, h100Catalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QVERIFY(ev.priceFromCatalog);
    QCOMPARE(ev.pricePerNodeHour, 98.32);
    QVERIFY(std::abs(ev.options[0].cost - 21.0 * 98.32) < 1e-9);
}

QTEST_GUILESS_MAIN(TestPlanSpec)
#include "tst_planspec.moc"
