// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogSizes.h"
#include "model/performance/Collectives.h"
#include "model/performance/Fabric.h"
#include "model/performance/StepTime.h"
#include "model/performance/Scaling.h"
#include "model/plan/Workload.h"

#include <QTest>
#include <cmath>

using namespace capplan::model;

Q_DECLARE_METATYPE(capplan::model::Strategy)
Q_DECLARE_METATYPE(capplan::model::CollectiveOp)

namespace {

const char *kNdH100 = "Standard_ND96isr_H100_v5";
const char *kNcH100 = "Standard_NC80adis_H100_v5";

// Round numbers so the rows below can be worked out by hand: 400 GB/s in the node, 400 Gb/s =
// 50 GB/s per rail at efficiency 1, no latency.
FabricFacts roundFacts()
{
    FabricFacts f;
    f.intraNodeLink = IntraNodeLink::NvLink;
    f.intraNodeGBpsPerGpu = 500.0;
    f.measuredIntraNodeBusGBps = 400.0;
    f.ibGbpsPerGpu = 400.0;
    f.ibEfficiency = 1.0;
    f.intraNodeLatencySeconds = 0.0;
    f.ibLatencySeconds = 0.0;
    return f;
}

// 4e9 parameters (8 GB of bf16 gradients), 80,000 tokens per step on 8 GPUs = 10,000 per GPU at
// 10,000 tokens/s/GPU: the one-node step takes exactly 1 s. One message per collective.
FabricJob roundJob(Strategy strategy)
{
    FabricJob j;
    j.strategy = strategy;
    j.parameters = 4e9;
    j.globalBatchTokens = 80000.0;
    j.sequenceLength = 1000.0;
    j.tokensPerGpuSecond = 10000.0;
    j.bucketBytes = 1e11; // above every buffer here: one message per collective
    return j;
}

// A seed-sized job (docs/sources.md): 8B parameters (s1-infiniband-trap), 40 % MFU of the size's
// peak (s2-azureml-compute), sequences of 4,096 tokens.
FabricJob seedJob(const VmSize &size, Strategy strategy, double globalBatchTokens)
{
    FabricJob j;
    j.strategy = strategy;
    j.parameters = 8e9;
    j.globalBatchTokens = globalBatchTokens;
    j.sequenceLength = 4096.0;
    j.tokensPerGpuSecond = tokensPerGpuSecondFromMfu(8e9, 0.4, size.bf16TflopsPerGpu.value);
    return j;
}

std::vector<int> oneTo(int last)
{
    std::vector<int> out;
    for (int n = 1; n <= last; ++n) {
        out.push_back(n);
    }
    return out;
}

QByteArray describe(double actual, double expected)
{
    return QByteArray::number(actual, 'g', 15) + " vs " + QByteArray::number(expected, 'g', 15);
}

} // namespace

class TestFabric : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void strategyNames();
    void hierarchical_data();
    void hierarchical();
    void factsFromCatalog_data();
    void factsFromCatalog();
    void stepRows_data();
    void stepRows();
    void oneNodeAnchorIsExact();
    void anchorClampedWhenTooFast();
    void weakScalingInverse();
    void efficiencyTableFeedsTheCurve();
    void efficiencyBoundedAndMonotonic();
    void ethernetLosesFarMoreThanInfiniBand();
    void zero3LosesMoreThanDdp();
    void findings();
    void validateJob_data();
    void validateJob();
    void benchmarkSweep1to64();
};

void TestFabric::strategyNames()
{
    for (const Strategy s : {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3, Strategy::Fsdp}) {
        QCOMPARE(strategyFromString(toString(s)), std::optional<Strategy>(s));
    }
    QCOMPARE(toString(Strategy::Fsdp), std::string_view("fsdp"));
    QVERIFY(!strategyFromString("zero4"));
    QVERIFY(shardsWeights(Strategy::Zero3) && shardsWeights(Strategy::Fsdp) && !shardsWeights(Strategy::Zero2));
}

void TestFabric::hierarchical_data()
{
    QTest::addColumn<CollectiveOp>("op");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("railGBps");
    QTest::addColumn<double>("messages");
    QTest::addColumn<double>("intraLatency");
    QTest::addColumn<double>("interLatency");
    QTest::addColumn<double>("intraSeconds");
    QTest::addColumn<double>("interSeconds");
    // In the node 400 GB/s bus bandwidth; rails as given. Worked by hand:
    // all-reduce of 8 GB over 8 GPUs: 1.75 · 8 / 400 = 0.035 s in the node.
    QTest::newRow("AR 8 GB, one node") << CollectiveOp::AllReduce << 8e9 << 8 << 1 << 50.0 << 1.0 << 0.0 << 0.0 << 0.035
                                       << 0.0;
    // Two nodes: each rail all-reduces 1 GB across 2 nodes: 2·(1/2) · 1 / 50 = 0.02 s.
    QTest::newRow("AR 8 GB, two nodes") << CollectiveOp::AllReduce << 8e9 << 8 << 2 << 50.0 << 1.0 << 0.0 << 0.0 << 0.035
                                        << 0.02;
    // Four nodes: 2·(3/4) · 1 / 50 = 0.03 s.
    QTest::newRow("AR 8 GB, four nodes") << CollectiveOp::AllReduce << 8e9 << 8 << 4 << 50.0 << 1.0 << 0.0 << 0.0 << 0.035
                                         << 0.03;
    // Reduce-scatter: 0.875 · 8 / 400 = 0.0175 s in the node, (3/4) · 1 / 50 = 0.015 s across.
    QTest::newRow("RS 8 GB, four nodes") << CollectiveOp::ReduceScatter << 8e9 << 8 << 4 << 50.0 << 1.0 << 0.0 << 0.0
                                         << 0.0175 << 0.015;
    QTest::newRow("AG 8 GB, four nodes") << CollectiveOp::AllGather << 8e9 << 8 << 4 << 50.0 << 1.0 << 0.0 << 0.0
                                         << 0.0175 << 0.015;
    // NC80adis-like: 2 GPUs, Ethernet share 2.5 GB/s per GPU; 16 GB of gradients:
    // in the node 1.0 · 16 / 400 = 0.04 s; across 2 nodes each GPU all-reduces 8 GB: 8 / 2.5 = 3.2 s.
    QTest::newRow("AR 16 GB, 2 GPUs, Ethernet share")
        << CollectiveOp::AllReduce << 16e9 << 2 << 2 << 2.5 << 1.0 << 0.0 << 0.0 << 0.04 << 3.2;
    // One GPU per VM: nothing in the node.
    QTest::newRow("AR, one GPU per node")
        << CollectiveOp::AllReduce << 4e9 << 1 << 2 << 2.5 << 1.0 << 0.0 << 0.0 << 0.0 << 1.6;
    // Latency only (a thousandth of a byte: an empty call is not issued at all, and this one's
    // bandwidth term is below 1e-14 s), 10 messages: in the node 10 · 2·7 steps · 2 µs = 280 µs;
    // across 4 nodes 10 · 2·⌈log2 4⌉ levels · 5 µs = 200 µs.
    QTest::newRow("AR latency, 10 messages")
        << CollectiveOp::AllReduce << 1e-3 << 8 << 4 << 50.0 << 10.0 << 2e-6 << 5e-6 << 280e-6 << 200e-6;
    // Three nodes need ⌈log2 3⌉ = 2 tree levels: 2·2 · 5 µs = 20 µs; RS 7 · 2 µs and 2 · 5 µs.
    QTest::newRow("AR latency, 3 nodes") << CollectiveOp::AllReduce << 1e-3 << 8 << 3 << 50.0 << 1.0 << 2e-6 << 5e-6
                                         << 28e-6 << 20e-6;
    QTest::newRow("RS latency, 3 nodes") << CollectiveOp::ReduceScatter << 1e-3 << 8 << 3 << 50.0 << 1.0 << 2e-6 << 5e-6
                                         << 14e-6 << 10e-6;
}

void TestFabric::hierarchical()
{
    QFETCH(CollectiveOp, op);
    QFETCH(double, bytes);
    QFETCH(int, k);
    QFETCH(int, nodes);
    QFETCH(double, railGBps);
    QFETCH(double, messages);
    QFETCH(double, intraLatency);
    QFETCH(double, interLatency);
    QFETCH(double, intraSeconds);
    QFETCH(double, interSeconds);
    const TierRates rates{400e9, intraLatency, railGBps * 1e9, interLatency};
    const CollectiveTime t = hierarchicalCollectiveTime(op, bytes, k, nodes, rates, messages);
    // 1e-12 s: far below a microsecond, far above rounding.
    QVERIFY2(std::abs(t.intraNodeSeconds - intraSeconds) <= 1e-12, describe(t.intraNodeSeconds, intraSeconds));
    QVERIFY2(std::abs(t.interNodeSeconds - interSeconds) <= 1e-12, describe(t.interNodeSeconds, interSeconds));
    QVERIFY(std::abs(t.totalSeconds() - intraSeconds - interSeconds) <= 1e-12);
}

void TestFabric::factsFromCatalog_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<double>("intraBusGBps");
    QTest::addColumn<double>("railGBps");
    QTest::addColumn<bool>("infiniBand");
    // Measured NVLS busbw (Azure/AI-benchmarking-guide); 400 Gb/s / 8 · 0.9 = 45 GB/s per rail.
    QTest::newRow("ND H100 v5") << QString::fromLatin1(kNdH100) << 478.87 << 45.0 << true;
    QTest::newRow("ND H200 v5") << QStringLiteral("Standard_ND96isr_H200_v5") << 479.98 << 45.0 << true;
    // 200 Gb/s / 8 · 0.9 = 22.5 GB/s.
    QTest::newRow("NDm A100 v4") << QStringLiteral("Standard_ND96amsr_A100_v4") << 231.58 << 22.5 << true;
    // Not measured: NVLink 3, 300 GB/s per direction · 0.8 = 240 GB/s.
    QTest::newRow("ND A100 v4 (40 GB)") << QStringLiteral("Standard_ND96asr_v4") << 240.0 << 22.5 << true;
    // NVLink bridge 300 · 0.8 = 240; Ethernet 80 Gb/s / 8 / 2 GPUs · 0.5 = 2.5 GB/s per GPU.
    QTest::newRow("NC80adis H100 v5") << QString::fromLatin1(kNcH100) << 240.0 << 2.5 << false;
    // One GPU: 40 Gb/s / 8 · 0.5 = 2.5 GB/s.
    QTest::newRow("NC40ads H100 v5") << QStringLiteral("Standard_NC40ads_H100_v5") << 240.0 << 2.5 << false;
    // V100 PCIe: 16 · 0.8 = 12.8; 24 Gb/s / 8 / 4 · 0.5 = 0.375.
    QTest::newRow("NC24s v3") << QStringLiteral("Standard_NC24s_v3") << 12.8 << 0.375 << false;
    // 25 Gb/s InfiniBand per GPU: 25 / 8 · 0.9 = 2.8125.
    QTest::newRow("NC24rs v3") << QStringLiteral("Standard_NC24rs_v3") << 12.8 << 2.8125 << true;
}

void TestFabric::factsFromCatalog()
{
    QFETCH(QString, size);
    QFETCH(double, intraBusGBps);
    QFETCH(double, railGBps);
    QFETCH(bool, infiniBand);
    const auto sizes = capplan::tests::catalogSizes();
    const auto it = sizes.find(size.toStdString());
    QVERIFY2(it != sizes.end(), qPrintable(size));
    const FabricFacts f = fabricFactsFor(it->second);
    QCOMPARE(f.hasInfiniBand(), infiniBand);
    QVERIFY2(std::abs(f.intraNodeBusGBps() - intraBusGBps) <= 1e-9, describe(f.intraNodeBusGBps(), intraBusGBps));
    const double rail = f.interNodeRailGBps(it->second.gpusPerVm.value);
    QVERIFY2(std::abs(rail - railGBps) <= 1e-9, describe(rail, railGBps));
    // A bandwidth factor scales the rail linearly; without InfiniBand the rail is Ethernet's.
    QVERIFY(std::abs(f.interNodeRailGBps(it->second.gpusPerVm.value, 2.0) - 2.0 * railGBps) <= 1e-9);
    const FabricFacts tcp = f.withoutInfiniBand();
    QVERIFY(!tcp.hasInfiniBand());
    QCOMPARE(tcp.interNodeLatencySeconds(), f.ethernetLatencySeconds);
}

void TestFabric::stepRows_data()
{
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<int>("pipeline");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("compute");
    QTest::addColumn<double>("comm");
    QTest::addColumn<double>("exposed");
    QTest::addColumn<double>("bubble");
    QTest::addColumn<double>("step");
    QTest::addColumn<double>("efficiency");
    // roundJob()/roundFacts(), DDP: C(1) = 1.75·8/400 = 0.035 s; the one-node step of 1 s holds
    // c + 0.1·0.035, so c(1) = 0.9965 s and c(n) = 0.9965/n.
    // n = 2: C = 0.035 + 1·1/50 = 0.055, exposed max(0.0055, 0.055 − 2/3·0.49825) = 0.0055,
    // step 0.50375, efficiency 1/(2·0.50375) = 0.992555831266.
    QTest::newRow("DDP 1 node") << Strategy::Ddp << 1 << 1 << 1 << 0.9965 << 0.035 << 0.0035 << 0.0 << 1.0 << 1.0;
    QTest::newRow("DDP 2 nodes") << Strategy::Ddp << 1 << 1 << 2 << 0.49825 << 0.055 << 0.0055 << 0.0 << 0.50375
                                 << 0.992555831266;
    // n = 8: C = 0.035 + 1.75/50 = 0.07, exposed 0.007, step 0.1315625, e = 1/1.0525.
    QTest::newRow("DDP 8 nodes") << Strategy::Ddp << 1 << 1 << 8 << 0.1245625 << 0.07 << 0.007 << 0.0 << 0.1315625
                                 << 0.950118764846;
    // n = 64: C = 0.035 + 2·63/64/50 = 0.074375; the window (2/3·0.01557) is too short:
    // exposed 0.074375 − 0.0103802083 = 0.0639947917, step 0.0795651042, e = 0.196380060878.
    QTest::newRow("DDP 64 nodes") << Strategy::Ddp << 1 << 1 << 64 << 0.0155703125 << 0.074375 << 0.0639947916667 << 0.0
                                  << 0.0795651041667 << 0.196380060878;
    // ZeRO-3: two all-gathers and a reduce-scatter, 3 · 0.875·8/400 = 0.0525 s in the node;
    // window is all of compute: c(1) = 1 − 0.1·0.0525 = 0.99475.
    QTest::newRow("ZeRO-3 1 node") << Strategy::Zero3 << 1 << 1 << 1 << 0.99475 << 0.0525 << 0.00525 << 0.0 << 1.0
                                   << 1.0;
    // n = 2: C = 0.0525 + 3 · 0.5·1/50 = 0.0825, exposed 0.00825, step 0.505625.
    QTest::newRow("ZeRO-3 2 nodes") << Strategy::Zero3 << 1 << 1 << 2 << 0.497375 << 0.0825 << 0.00825 << 0.0
                                    << 0.505625 << 0.988875154512;
    // Pipeline p = 2, m = 4 (DDP over 4 replicas per node, 4 GB gradient slices):
    // C(1) = 1.5·4/400 = 0.015; 1 s = c·(1 + 1/4) + 0.0015 → c = 0.7988, bubble 0.1997.
    QTest::newRow("DDP p=2 m=4, 1 node") << Strategy::Ddp << 2 << 4 << 1 << 0.7988 << 0.015 << 0.0015 << 0.1997 << 1.0
                                         << 1.0;
    // n = 2: m = 2, bubble 0.3994·(1/2) = 0.1997; C = 0.015 + 1·1/50 = 0.035; step 0.6026.
    QTest::newRow("DDP p=2 m=4, 2 nodes")
        << Strategy::Ddp << 2 << 4 << 2 << 0.3994 << 0.035 << 0.0035 << 0.1997 << 0.6026 << 0.829737802854;
    // n = 8: m = max(1, 4/8) = 1, bubble = c = 0.09985; C = 0.015 + 1.75·1/50 = 0.05.
    QTest::newRow("DDP p=2 m=4, 8 nodes")
        << Strategy::Ddp << 2 << 4 << 8 << 0.09985 << 0.05 << 0.005 << 0.09985 << 0.2047 << 0.610649731314;
}

void TestFabric::stepRows()
{
    QFETCH(Strategy, strategy);
    QFETCH(int, pipeline);
    QFETCH(int, microBatches);
    QFETCH(int, nodes);
    QFETCH(double, compute);
    QFETCH(double, comm);
    QFETCH(double, exposed);
    QFETCH(double, bubble);
    QFETCH(double, step);
    QFETCH(double, efficiency);
    FabricJob job = roundJob(strategy);
    job.pipelineParallel = pipeline;
    job.microBatches = microBatches;
    QVERIFY(validate(job, 8).empty());
    const FabricSweep sweep = fabricSweep(job, roundFacts(), 8, {nodes});
    QCOMPARE(sweep.points.size(), std::size_t(1));
    const FabricPoint &pt = sweep.points.front();
    // 1e-10 s and 1e-10 in efficiency: the rows carry 12 significant digits.
    QVERIFY2(std::abs(pt.computeSeconds - compute) <= 1e-10, describe(pt.computeSeconds, compute));
    QVERIFY2(std::abs(pt.commSeconds - comm) <= 1e-10, describe(pt.commSeconds, comm));
    QVERIFY2(std::abs(pt.exposedCommSeconds - exposed) <= 1e-10, describe(pt.exposedCommSeconds, exposed));
    QVERIFY2(std::abs(pt.bubbleSeconds - bubble) <= 1e-10, describe(pt.bubbleSeconds, bubble));
    QVERIFY2(std::abs(pt.stepSeconds - step) <= 1e-10, describe(pt.stepSeconds, step));
    QVERIFY2(std::abs(pt.efficiency - efficiency) <= 1e-10, describe(pt.efficiency, efficiency));
    QVERIFY(std::abs(pt.speedup - nodes * pt.efficiency) <= 1e-12);
    QVERIFY(std::abs(pt.stepSeconds - (pt.computeSeconds + pt.exposedCommSeconds + pt.bubbleSeconds)) <= 1e-15);
    QVERIFY(std::abs(pt.tokensPerSecond - 80000.0 / pt.stepSeconds) <= 1e-6);
    if (pipeline > 1) {
        // The bubble's share of compute + bubble is (p−1)/(m+p−1).
        const double share = pt.bubbleSeconds / (pt.computeSeconds + pt.bubbleSeconds);
        QVERIFY(std::abs(share - pipelineBubbleShare(pipeline, pt.microBatches)) <= 1e-12);
    }
}

void TestFabric::oneNodeAnchorIsExact()
{
    const auto sizes = capplan::tests::catalogSizes();
    for (const char *name : {kNdH100, kNcH100}) {
        const VmSize &size = sizes.at(name);
        for (const Strategy s : {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3}) {
            const FabricJob job = seedJob(size, s, 1048576.0);
            const FabricSweep sweep = fabricSweep(job, fabricFactsFor(size), size.gpusPerVm.value, {1, 2});
            QVERIFY(!sweep.anchorClamped);
            // The one-node point reproduces the stated rate: B/g / rate seconds per step.
            const double step = job.globalBatchTokens / size.gpusPerVm.value / job.tokensPerGpuSecond;
            QVERIFY2(std::abs(sweep.oneNode.stepSeconds - step) <= 1e-12 * step,
                     describe(sweep.oneNode.stepSeconds, step));
            QVERIFY(std::abs(sweep.points.front().efficiency - 1.0) <= 1e-12);
            QVERIFY(sweep.computeTokensPerGpuSecond >= job.tokensPerGpuSecond);
        }
    }
}

void TestFabric::anchorClampedWhenTooFast()
{
    // 10 million tokens/s/GPU of an 8B model on Ethernet-only hardware with a tiny batch: the
    // stated step is shorter than the node's own all-reduce.
    FabricJob job = roundJob(Strategy::Ddp);
    job.parameters = 100e9;
    job.tokensPerGpuSecond = 1e7;
    const FabricSweep sweep = fabricSweep(job, roundFacts(), 8, {1, 2});
    QVERIFY(sweep.anchorClamped);
    QVERIFY(std::isfinite(sweep.points.back().efficiency));
}

void TestFabric::weakScalingInverse()
{
    // computeRateFromThroughput inverts fabricPointAtPerGpuBatch at any node count, on both
    // branches of the exposed-communication formula.
    const auto sizes = capplan::tests::catalogSizes();
    for (const char *name : {kNdH100, kNcH100}) {
        const VmSize &size = sizes.at(name);
        const FabricFacts facts = fabricFactsFor(size);
        const int g = size.gpusPerVm.value;
        for (const Strategy s : {Strategy::Ddp, Strategy::Zero2, Strategy::Fsdp}) {
            FabricJob job = seedJob(size, s, 65536.0 * g);
            job.microBatches = 2;
            for (const int n : {1, 2, 4, 16}) {
                const double rate = 9000.0;
                const FabricPoint pt = fabricPointAtPerGpuBatch(job, facts, g, n, 65536.0, rate);
                const std::optional<double> back =
                    computeRateFromThroughput(job, facts, g, n, 65536.0, 2.0, pt.tokensPerSecond);
                QVERIFY(back.has_value());
                // The recovered rate reproduces the throughput …
                const double again = fabricPointAtPerGpuBatch(job, facts, g, n, 65536.0, *back).tokensPerSecond;
                QVERIFY2(std::abs(again - pt.tokensPerSecond) <= 1e-9 * pt.tokensPerSecond,
                         describe(again, pt.tokensPerSecond));
                // … and is the rate itself unless the step is pure communication: with ZeRO-3's
                // full window, step = max(c + C(1−φ), C) does not depend on c once C wins.
                const bool commOnly = shardsWeights(s) && pt.stepSeconds <= pt.commSeconds * (1.0 + 1e-12);
                if (!commOnly) {
                    QVERIFY2(std::abs(*back - rate) <= 1e-9 * rate, describe(*back, rate));
                }
            }
        }
    }
}

void TestFabric::efficiencyTableFeedsTheCurve()
{
    const auto sizes = capplan::tests::catalogSizes();
    const VmSize &size = sizes.at(kNdH100);
    const FabricSweep sweep =
        fabricSweep(seedJob(size, Strategy::Ddp, 524288.0), fabricFactsFor(size), 8, {1, 2, 4, 8});
    const std::map<int, double> table = efficiencyTable(sweep);
    QCOMPARE(table.size(), std::size_t(4));
    const EfficiencyCurve curve(table);
    for (const FabricPoint &pt : sweep.points) {
        QVERIFY(std::abs(curve.at(pt.nodes) - pt.efficiency) <= 1e-15);
    }
}

void TestFabric::efficiencyBoundedAndMonotonic()
{
    // Fixed global batch: efficiency never exceeds 1 and never rises with nodes, for every size
    // of the catalog, every strategy, several batches and parallel layouts, 1 … 64 nodes.
    const auto sizes = capplan::tests::catalogSizes();
    QVERIFY(sizes.size() >= 8);
    int curves = 0;
    for (const auto &[name, size] : sizes) {
        const int g = size.gpusPerVm.value;
        const FabricFacts facts = fabricFactsFor(size);
        for (const FabricFacts &f : {facts, facts.withoutInfiniBand()}) {
            for (const Strategy s :
                 {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3, Strategy::Fsdp}) {
                for (const double params : {1.3e9, 8e9, 70e9}) {
                    for (const double batch : {65536.0, 1048576.0, 16777216.0}) {
                        for (const int t : {1, 2}) {
                            for (const int m : {1, 8}) {
                                FabricJob job = seedJob(size, s, batch);
                                job.parameters = params;
                                job.tensorParallel = t;
                                job.microBatches = m;
                                if (!validate(job, g).empty()) {
                                    continue;
                                }
                                const FabricSweep sweep = fabricSweep(job, f, g, oneTo(64));
                                double previous = 1.0;
                                for (const FabricPoint &pt : sweep.points) {
                                    QVERIFY2(pt.efficiency <= 1.0 && pt.efficiency > 0.0, name.c_str());
                                    // 1e-12 allows rounding, nothing more.
                                    QVERIFY2(pt.efficiency <= previous + 1e-12,
                                             qPrintable(QStringLiteral("%1 %2 n=%3: %4 after %5")
                                                            .arg(QString::fromStdString(name))
                                                            .arg(QLatin1String(toString(s).data()))
                                                            .arg(pt.nodes)
                                                            .arg(pt.efficiency, 0, 'g', 17)
                                                            .arg(previous, 0, 'g', 17)));
                                    previous = pt.efficiency;
                                }
                                ++curves;
                            }
                        }
                    }
                }
            }
        }
    }
    QVERIFY(curves > 500);
}

void TestFabric::ethernetLosesFarMoreThanInfiniBand()
{
    // The same 8B job and global batch on ND H100 v5 (8 × 400 Gb/s InfiniBand) and on
    // NC80adis H100 v5 (80 Gb/s Ethernet per VM): at 2 and 4 nodes the Ethernet size loses far
    // more (docs/sources.md, s1-infiniband-trap and s3-distribution-block).
    const auto sizes = capplan::tests::catalogSizes();
    const VmSize &nd = sizes.at(kNdH100);
    const VmSize &nc = sizes.at(kNcH100);
    for (const double batch : {65536.0, 262144.0, 1048576.0, 4194304.0}) {
        for (const Strategy s : {Strategy::Ddp, Strategy::Zero3}) {
            const FabricSweep ib = fabricSweep(seedJob(nd, s, batch), fabricFactsFor(nd), 8, {2, 4});
            const FabricSweep eth = fabricSweep(seedJob(nc, s, batch), fabricFactsFor(nc), 2, {2, 4});
            for (std::size_t i = 0; i < 2; ++i) {
                const double lossIb = 1.0 - ib.points[i].efficiency;
                const double lossEth = 1.0 - eth.points[i].efficiency;
                qInfo("%s batch %8.0f n=%d: ND H100 v5 e=%.4f, NC80adis e=%.4f", toString(s).data(), batch,
                      ib.points[i].nodes, ib.points[i].efficiency, eth.points[i].efficiency);
                // "Far more": at least five times the loss.
                QVERIFY2(lossEth >= 5.0 * lossIb, qPrintable(QStringLiteral("batch %1 n=%2: ND loses %3, NC loses %4")
                                                                 .arg(batch)
                                                                 .arg(ib.points[i].nodes)
                                                                 .arg(lossIb)
                                                                 .arg(lossEth)));
            }
        }
    }
    // The worst case of docs/sources.md, s2-azureml-compute: a small batch on Ethernet makes two
    // nodes barely faster than one
    // and four nodes slower than two.
    const FabricSweep eth = fabricSweep(seedJob(nc, Strategy::Ddp, 65536.0), fabricFactsFor(nc), 2, {2, 4});
    const FabricSweep ib = fabricSweep(seedJob(nd, Strategy::Ddp, 65536.0), fabricFactsFor(nd), 8, {2, 4});
    QVERIFY(ib.points[0].efficiency - eth.points[0].efficiency > 0.3);
    QVERIFY(ib.points[1].efficiency - eth.points[1].efficiency > 0.5);
    QVERIFY(eth.points[0].speedup < kNetworkBottleneckSpeedup);
    QVERIFY(eth.points[1].speedup < eth.points[0].speedup);
}

void TestFabric::zero3LosesMoreThanDdp()
{
    // At a fixed global batch ZeRO-3 moves 1.5× DDP's volume, so it loses more efficiency as
    // nodes grow. (With gradient accumulation ZeRO-3 also re-gathers per micro-batch, at one node
    // too, so against its own one-node baseline the comparison is only meaningful at m = 1.)
    const auto sizes = capplan::tests::catalogSizes();
    for (const char *name : {kNdH100, kNcH100, "Standard_ND96amsr_A100_v4", "Standard_NC40ads_H100_v5"}) {
        const VmSize &size = sizes.at(name);
        const int g = size.gpusPerVm.value;
        for (const double batch : {131072.0, 1048576.0, 8388608.0}) {
            for (const int m : {1}) {
                FabricJob ddp = seedJob(size, Strategy::Ddp, batch);
                ddp.microBatches = m;
                FabricJob zero3 = ddp;
                zero3.strategy = Strategy::Zero3;
                const std::vector<int> nodes{2, 4, 8, 16, 32, 64};
                const FabricSweep a = fabricSweep(ddp, fabricFactsFor(size), g, nodes);
                const FabricSweep b = fabricSweep(zero3, fabricFactsFor(size), g, nodes);
                for (std::size_t i = 0; i < nodes.size(); ++i) {
                    QVERIFY2(b.points[i].efficiency < a.points[i].efficiency,
                             qPrintable(QStringLiteral("%1 batch %2 m=%3 n=%4: ZeRO-3 %5, DDP %6")
                                            .arg(QLatin1String(name))
                                            .arg(batch)
                                            .arg(m)
                                            .arg(nodes[i])
                                            .arg(b.points[i].efficiency)
                                            .arg(a.points[i].efficiency)));
                }
            }
        }
    }
}

void TestFabric::findings()
{
    const auto sizes = capplan::tests::catalogSizes();
    const VmSize &nd = sizes.at(kNdH100);
    const VmSize &nc = sizes.at(kNcH100);

    // ND H100 v5 with a large batch at 1 … 4 nodes: nothing to report.
    const FabricSweep good = fabricSweep(seedJob(nd, Strategy::Ddp, 4194304.0), fabricFactsFor(nd), 8, {1, 2, 4});
    QVERIFY(fabricFindings(good, fabricFactsFor(nd)).empty());

    // NC80adis with a small batch: Ethernet at two nodes, communication-bound, under 1.5×.
    const FabricSweep bad = fabricSweep(seedJob(nc, Strategy::Ddp, 65536.0), fabricFactsFor(nc), 2, {4, 1, 2});
    const std::vector<FabricFinding> f = fabricFindings(bad, fabricFactsFor(nc));
    auto find = [&](FabricFindingCode code) -> const FabricFinding * {
        for (const FabricFinding &x : f) {
            if (x.code == code) {
                return &x;
            }
        }
        return nullptr;
    };
    const FabricFinding *bound = find(FabricFindingCode::CommunicationBound);
    QVERIFY(bound != nullptr);
    QCOMPARE(bound->nodes, 2); // the first node count where exposure passes a third
    QVERIFY(bound->numbers.at("exposed_share") > 1.0 / 3.0);
    const FabricFinding *tcp = find(FabricFindingCode::TcpFallbackRisk);
    QVERIFY(tcp != nullptr);
    QCOMPARE(tcp->numbers.at("max_nodes"), 4.0);
    QCOMPARE(tcp->numbers.at("ethernet_gbps_per_vm"), 80.0);
    const FabricFinding *slow = find(FabricFindingCode::NetworkBottleneck);
    QVERIFY(slow != nullptr);
    QCOMPARE(slow->numbers.at("measured"), 0.0);
    QVERIFY(slow->numbers.at("speedup_at_two_nodes") < 1.5);
    QCOMPARE(toString(FabricFindingCode::TcpFallbackRisk), std::string_view("tcp_fallback_risk"));
    QCOMPARE(toString(FabricFindingCode::TcpFallback), std::string_view("tcp_fallback"));
    QCOMPARE(toString(FabricFindingCode::CommunicationBound), std::string_view("communication_bound"));
    QCOMPARE(toString(FabricFindingCode::NetworkBottleneck), std::string_view("network_bottleneck"));
    QCOMPARE(toString(FabricFindingCode::BatchTooSmall), std::string_view("batch_too_small"));

    // Measured speedups win over the model: 1.4× flags, 1.6× does not (docs/sources.md,
    // s2-azureml-compute).
    const auto measured = fabricFindings(good, fabricFactsFor(nd), 1.4);
    QCOMPARE(measured.size(), std::size_t(1));
    QVERIFY(measured.front().code == FabricFindingCode::NetworkBottleneck);
    QCOMPARE(measured.front().numbers.at("measured"), 1.0);
    QVERIFY(fabricFindings(bad, fabricFactsFor(nc), 1.6).size() == f.size() - 1);

    // One sequence of 4,096 tokens per replica at most: 65,536 tokens over 8 GPUs · 4 nodes.
    const FabricSweep tiny = fabricSweep(seedJob(nd, Strategy::Ddp, 65536.0), fabricFactsFor(nd), 8, {1, 2, 4});
    bool batchFinding = false;
    for (const FabricFinding &x : fabricFindings(tiny, fabricFactsFor(nd))) {
        // The same small batch scales on InfiniBand: about 1.97× at two nodes.
        QVERIFY(x.code != FabricFindingCode::NetworkBottleneck);
        if (x.code == FabricFindingCode::BatchTooSmall) {
            batchFinding = true;
            QCOMPARE(x.nodes, 4);
            QCOMPARE(x.numbers.at("sequences_per_replica"), 0.5);
        }
    }
    QVERIFY(batchFinding);
}

void TestFabric::validateJob_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("text");
    const int outOfRange = static_cast<int>(IssueCode::OutOfRange);
    QTest::newRow("parameters 0") << 0 << 0.0 << "scaling.parameters" << static_cast<int>(IssueCode::NotPositive) << "";
    QTest::newRow("parameters NaN") << 0 << std::nan("") << "scaling.parameters"
                                    << static_cast<int>(IssueCode::NotFinite) << "";
    QTest::newRow("weight bytes 16") << 1 << 16.0 << "scaling.weight_bytes" << outOfRange << "";
    QTest::newRow("batch negative") << 2 << -1.0 << "scaling.global_batch_tokens"
                                    << static_cast<int>(IssueCode::NotPositive) << "";
    QTest::newRow("rate 0.5") << 3 << 0.5 << "scaling.tokens_per_gpu_second" << outOfRange << "";
    QTest::newRow("t = 16 > 8 GPUs") << 4 << 16.0 << "scaling.tensor_parallel" << outOfRange << "";
    QTest::newRow("t = 3 does not divide 8") << 4 << 3.0 << "scaling.tensor_parallel" << outOfRange << "divisor";
    QTest::newRow("t·p = 12") << 5 << 3.0 << "scaling.pipeline_parallel" << outOfRange << "divisor";
    QTest::newRow("pipeline with ZeRO-3") << 6 << 2.0 << "scaling.pipeline_parallel" << outOfRange << "strategy";
    QTest::newRow("overlap 1.5") << 7 << 1.5 << "scaling.overlap" << outOfRange << "";
    QTest::newRow("bandwidth factor 0") << 8 << 0.0 << "scaling.inter_node_bandwidth_factor" << outOfRange << "";
    QTest::newRow("micro-batches 0") << 9 << 0.0 << "scaling.micro_batches" << outOfRange << "";
    // 8 replicas × 4,096 tokens need 32,768 tokens at least.
    QTest::newRow("batch below one sequence per replica")
        << 2 << 16384.0 << "scaling.global_batch_tokens" << outOfRange << "";
    // 1,048,576 / 4,096 / 8 = 32 sequences per replica: 33 micro-batches cannot be filled.
    QTest::newRow("more micro-batches than sequences") << 9 << 33.0 << "scaling.micro_batches" << outOfRange << "";
    QTest::newRow("sequence length 0") << 10 << 0.0 << "scaling.sequence_length" << outOfRange << "";
    QTest::newRow("bucket 0") << 11 << 0.0 << "scaling.bucket_mb" << outOfRange << "";
}

void TestFabric::validateJob()
{
    QFETCH(int, field);
    QFETCH(double, value);
    QFETCH(QString, path);
    QFETCH(int, code);
    QFETCH(QString, text);
    const auto sizes = capplan::tests::catalogSizes();
    FabricJob job = seedJob(sizes.at(kNdH100), Strategy::Ddp, 1048576.0);
    QVERIFY(validate(job, 8).empty());
    switch (field) {
    case 0:
        job.parameters = value;
        break;
    case 1:
        job.weightBytesPerParameter = value;
        break;
    case 2:
        job.globalBatchTokens = value;
        break;
    case 3:
        job.tokensPerGpuSecond = value;
        break;
    case 4:
        job.tensorParallel = static_cast<int>(value);
        break;
    case 5:
        job.tensorParallel = 4;
        job.pipelineParallel = static_cast<int>(value);
        break;
    case 6:
        job.strategy = Strategy::Zero3;
        job.pipelineParallel = static_cast<int>(value);
        break;
    case 7:
        job.overlap = value;
        break;
    case 8:
        job.interNodeBandwidthFactor = value;
        break;
    case 9:
        job.microBatches = static_cast<int>(value);
        break;
    case 10:
        job.sequenceLength = value;
        break;
    case 11:
        job.bucketBytes = value;
        break;
    }
    const std::vector<InputIssue> issues = validate(job, 8);
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(issues.front().path), path);
    QCOMPARE(static_cast<int>(issues.front().code), code);
    QCOMPARE(QString::fromStdString(issues.front().text), text);
    QVERIFY(validate(job, 0).front().code == IssueCode::NoGpus);
}

void TestFabric::benchmarkSweep1to64()
{
    const auto sizes = capplan::tests::catalogSizes();
    const VmSize &size = sizes.at(kNdH100);
    FabricJob job = seedJob(size, Strategy::Zero3, 4194304.0);
    job.microBatches = 4;
    const FabricFacts facts = fabricFactsFor(size);
    const std::vector<int> nodes = oneTo(64);
    FabricSweep sweep;
    QBENCHMARK
    {
        sweep = fabricSweep(job, facts, 8, nodes);
    }
    QCOMPARE(sweep.points.size(), std::size_t(64));
}

QTEST_GUILESS_MAIN(TestFabric)
#include "tst_fabric.moc"
