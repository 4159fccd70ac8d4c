// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What both performance models share (model/performance/Parallelism.h and Collectives.h): ring
// traffic, the data-parallel degree, the strategies' collectives and their volumes, the pipeline
// bubble in both forms and the two overlap rules; and that the step-time model moves exactly the
// volume the shared list describes.
#include "Architectures.h"
#include "CatalogSizes.h"
#include "model/performance/Collectives.h"
#include "model/performance/Parallelism.h"
#include "model/performance/StepTime.h"

#include <QTest>
#include <cmath>

using namespace capplan::model;

Q_DECLARE_METATYPE(capplan::model::Strategy)
Q_DECLARE_METATYPE(capplan::model::CollectiveCall)

namespace {

QByteArray describe(double actual, double expected)
{
    return QStringLiteral("actual %1, expected %2").arg(actual, 0, 'g', 17).arg(expected, 0, 'g', 17).toUtf8();
}

} // namespace

class TestParallelism : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ringFactors_data();
    void ringFactors();
    void dataParallel_data();
    void dataParallel();
    void collectivesPerStrategy_data();
    void collectivesPerStrategy();
    void zeroVolumes_data();
    void zeroVolumes();
    void bubble_data();
    void bubble();
    void bubbleFraction_data();
    void bubbleFraction();
    void exposed_data();
    void exposed();
    void exposedTimeline_data();
    void exposedTimeline();
    void stepTimeMovesTheSharedVolume_data();
    void stepTimeMovesTheSharedVolume();
};

void TestParallelism::ringFactors_data()
{
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("allReduce");
    QTest::addColumn<double>("gather");
    // nccl-tests PERFORMANCE.md: all-reduce 2(n−1)/n, reduce-scatter / all-gather (n−1)/n.
    QTest::newRow("1 rank moves nothing") << 1 << 0.0 << 0.0;
    QTest::newRow("2 ranks") << 2 << 1.0 << 0.5;
    QTest::newRow("8 GPUs of one ND VM") << 8 << 1.75 << 0.875;
    QTest::newRow("16 GPUs, two VMs") << 16 << 1.875 << 0.9375;
    QTest::newRow("512 GPUs") << 512 << 1022.0 / 512.0 << 511.0 / 512.0;
}

void TestParallelism::ringFactors()
{
    QFETCH(int, ranks);
    QFETCH(double, allReduce);
    QFETCH(double, gather);
    // Exact binary fractions: tolerance 1e-15.
    // The one description of ring traffic both models use (model/performance/Collectives.h).
    QVERIFY(std::abs(busFactor(CollectiveOp::AllReduce, ranks) - allReduce) <= 1e-15);
    QVERIFY(std::abs(busFactor(CollectiveOp::AllGather, ranks) - gather) <= 1e-15);
    QVERIFY(std::abs(busFactor(CollectiveOp::ReduceScatter, ranks) - gather) <= 1e-15);
}

void TestParallelism::bubble_data()
{
    QTest::addColumn<int>("stages");
    QTest::addColumn<double>("microBatches");
    QTest::addColumn<double>("fraction");
    // (p−1)/(m+p−1) (Narayanan et al. 2021).
    QTest::newRow("no pipeline") << 1 << 8.0 << 0.0;
    QTest::newRow("p=2, m=1: half idle") << 2 << 1.0 << 0.5;
    QTest::newRow("p=4, m=4: 3/7") << 4 << 4.0 << 3.0 / 7.0;
    QTest::newRow("p=8, m=32: 7/39") << 8 << 32.0 << 7.0 / 39.0;
    QTest::newRow("p=2, m=2: 1/3") << 2 << 2.0 << 1.0 / 3.0;
}

void TestParallelism::bubble()
{
    QFETCH(int, stages);
    QFETCH(double, microBatches);
    QFETCH(double, fraction);
    QVERIFY(std::abs(pipelineBubbleShare(stages, microBatches) - fraction) <= 1e-15);
    // The step-time model's fraction of the ideal step, f = (p−1)/m, is the same bubble: f/(1+f).
    const double f = pipelineBubbleFraction(stages, 1, static_cast<int>(microBatches));
    QVERIFY(std::abs(f / (1.0 + f) - fraction) <= 1e-15);
}

void TestParallelism::dataParallel_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("d");
    // d = n·g/(t·p).
    QTest::newRow("1 ND node, pure DP") << 1 << 8 << 1 << 1 << 8;
    QTest::newRow("4 ND nodes, t=8") << 4 << 8 << 8 << 1 << 4;
    QTest::newRow("16 nodes, t=2, p=2") << 16 << 8 << 2 << 2 << 32;
    QTest::newRow("3 NC80adis nodes") << 3 << 2 << 1 << 1 << 6;
}

void TestParallelism::dataParallel()
{
    QFETCH(int, nodes);
    QFETCH(int, gpusPerNode);
    QFETCH(int, t);
    QFETCH(int, p);
    QTEST(dataParallelDegree(nodes, gpusPerNode, t, p), "d");
}

void TestParallelism::zeroVolumes_data()
{
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("microBatches");
    QTest::addColumn<double>("bytes");
    // G = W = 16 GB (8B parameters in bf16), d = 16 ranks.
    QTest::newRow("DDP: 2·15/16·16 GB = 30 GB") << Strategy::Ddp << 16 << 1.0 << 30e9;
    QTest::newRow("ZeRO-1: 15/16·(16 + 16) = 30 GB") << Strategy::Zero1 << 16 << 1.0 << 30e9;
    QTest::newRow("ZeRO-2, m=1: = DDP") << Strategy::Zero2 << 16 << 1.0 << 30e9;
    QTest::newRow("ZeRO-3: 15/16·(2·16 + 16) = 45 GB = 1.5 × DDP") << Strategy::Zero3 << 16 << 1.0 << 45e9;
    QTest::newRow("FSDP = ZeRO-3") << Strategy::Fsdp << 16 << 1.0 << 45e9;
    QTest::newRow("ZeRO-2, m=4: 15/16·(4·16 + 16) = 75 GB") << Strategy::Zero2 << 16 << 4.0 << 75e9;
    QTest::newRow("ZeRO-3, m=4: 4 · 45 = 180 GB") << Strategy::Zero3 << 16 << 4.0 << 180e9;
    QTest::newRow("DDP, one rank: nothing") << Strategy::Ddp << 1 << 1.0 << 0.0;
}

void TestParallelism::zeroVolumes()
{
    QFETCH(Strategy, strategy);
    QFETCH(int, d);
    QFETCH(double, microBatches);
    QFETCH(double, bytes);
    const double actual = dataParallelBytesPerGpu(strategy, 16e9, 16e9, d, microBatches);
    QVERIFY2(std::abs(actual - bytes) <= 1e-3, describe(actual, bytes)); // a thousandth of a byte
}

void TestParallelism::exposed_data()
{
    QTest::addColumn<double>("comm");
    QTest::addColumn<double>("compute");
    QTest::addColumn<double>("overlap");
    QTest::addColumn<double>("window");
    QTest::addColumn<double>("exposed");
    QTest::newRow("hidden but for (1−φ): 1 s under 3 s") << 1.0 << 3.0 << 0.9 << 2.0 / 3.0 << 0.1;
    QTest::newRow("window too short: 3 − 2/3") << 3.0 << 1.0 << 0.9 << 2.0 / 3.0 << 3.0 - 2.0 / 3.0;
    QTest::newRow("no overlap: all of it") << 2.0 << 5.0 << 0.0 << 1.0 << 2.0;
    QTest::newRow("nothing to send") << 0.0 << 1.0 << 0.9 << 1.0 << 0.0;
    QTest::newRow("full window, φ=1: C − c when C > c") << 2.0 << 0.5 << 1.0 << 1.0 << 1.5;
}

void TestParallelism::exposed()
{
    QFETCH(double, comm);
    QFETCH(double, compute);
    QFETCH(double, overlap);
    QFETCH(double, window);
    QFETCH(double, exposed);
    QVERIFY(std::abs(exposedCommSeconds(comm, compute, overlap, window) - exposed) <= 1e-15);
}

void TestParallelism::bubbleFraction_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("m");
    QTest::addColumn<double>("fraction");
    QTest::newRow("no pipeline") << 1 << 1 << 8 << 0.0;
    QTest::newRow("1T p64 m512") << 64 << 1 << 512 << 63.0 / 512.0;
    QTest::newRow("175B p8 v3 m64") << 8 << 3 << 64 << 7.0 / 192.0;
    QTest::newRow("530B p35 v3 m280") << 35 << 3 << 280 << 34.0 / 840.0;
    QTest::newRow("p4 m1") << 4 << 1 << 1 << 3.0;
}

void TestParallelism::bubbleFraction()
{
    QFETCH(int, p);
    QFETCH(int, v);
    QFETCH(int, m);
    QFETCH(double, fraction);
    QCOMPARE(pipelineBubbleFraction(p, v, m), fraction);
}

void TestParallelism::exposedTimeline_data()
{
    QTest::addColumn<int>("pieces");
    QTest::addColumn<double>("comm");
    QTest::addColumn<double>("compute");
    QTest::addColumn<int>("depth");
    QTest::addColumn<double>("exposed");
    QTest::newRow("hidden but the first") << 32 << 1.0 << 3.0 << 1 << 1.0;
    QTest::newRow("comm-bound") << 32 << 3.0 << 1.0 << 1 << 3.0 + 31 * 2.0;
    QTest::newRow("equal") << 10 << 2.0 << 2.0 << 2 << 2.0;
    QTest::newRow("no prefetch") << 10 << 2.0 << 5.0 << 0 << 20.0;
    QTest::newRow("nothing") << 10 << 0.0 << 5.0 << 1 << 0.0;
}

void TestParallelism::exposedTimeline()
{
    QFETCH(int, pieces);
    QFETCH(double, comm);
    QFETCH(double, compute);
    QFETCH(int, depth);
    QFETCH(double, exposed);
    QCOMPARE(exposedPipelinedSeconds(pieces, comm, compute, depth), exposed);
}

void TestParallelism::collectivesPerStrategy_data()
{
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<double>("microBatches");
    QTest::addColumn<QList<CollectiveCall>>("calls");
    // G = 2 GB of gradients, W = 3 GB of weights (distinct so that a swap shows).
    const auto call = [](CollectiveOp op, double bytes, double times) { return CollectiveCall{op, bytes, times}; };
    QTest::newRow("DDP: one all-reduce of G")
        << Strategy::Ddp << 4.0 << QList<CollectiveCall>{call(CollectiveOp::AllReduce, 2e9, 1.0)};
    QTest::newRow("ZeRO-1: reduce-scatter G, all-gather W")
        << Strategy::Zero1 << 4.0
        << QList<CollectiveCall>{call(CollectiveOp::ReduceScatter, 2e9, 1.0), call(CollectiveOp::AllGather, 3e9, 1.0)};
    QTest::newRow("ZeRO-2: G every micro-batch, W once")
        << Strategy::Zero2 << 4.0
        << QList<CollectiveCall>{call(CollectiveOp::ReduceScatter, 2e9, 4.0), call(CollectiveOp::AllGather, 3e9, 1.0)};
    QTest::newRow("ZeRO-3: W twice and G once per micro-batch")
        << Strategy::Zero3 << 4.0
        << QList<CollectiveCall>{call(CollectiveOp::AllGather, 3e9, 8.0), call(CollectiveOp::ReduceScatter, 2e9, 4.0)};
    QTest::newRow("FSDP = ZeRO-3") << Strategy::Fsdp << 1.0
                                   << QList<CollectiveCall>{call(CollectiveOp::AllGather, 3e9, 2.0),
                                                            call(CollectiveOp::ReduceScatter, 2e9, 1.0)};
}

void TestParallelism::collectivesPerStrategy()
{
    QFETCH(Strategy, strategy);
    QFETCH(double, microBatches);
    QFETCH(QList<CollectiveCall>, calls);
    const std::vector<CollectiveCall> actual = dataParallelCollectives(strategy, 2e9, 3e9, microBatches);
    QCOMPARE(QList<CollectiveCall>(actual.begin(), actual.end()), calls);
}

void TestParallelism::stepTimeMovesTheSharedVolume_data()
{
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<int>("microBatches");
    for (const Strategy s : {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3, Strategy::Fsdp}) {
        for (const int m : {1, 4}) {
            QTest::newRow(
                qPrintable(QStringLiteral("%1, m = %2")
                               .arg(QString::fromUtf8(toString(s).data(), static_cast<qsizetype>(toString(s).size())),
                                    QString::number(m))))
                << s << m;
        }
    }
}

// The step-time model prices the strategy's collectives in pieces (gradient buckets, layers,
// modules), but on a network without latency the pieces add up to the whole: its data-parallel
// time before overlap is the shared list's ring volume over the group's bus bandwidth, to 1e-12
// relative. Llama 3.1 8B on two ND H100 v5 nodes, d = 16 (8 ranks per NVLink domain, so the ring
// runs at min(NVLink bus, 8 rails)).
void TestParallelism::stepTimeMovesTheSharedVolume()
{
    QFETCH(Strategy, strategy);
    QFETCH(int, microBatches);
    const auto sizes = capplan::tests::catalogSizes();
    QVERIFY(sizes.count("Standard_ND96isr_H100_v5"));
    Hardware hw = hardwareFor(sizes.at("Standard_ND96isr_H100_v5"));
    hw.network.domainStepLatency = 0.0;
    hw.network.networkStepLatency = 0.0;
    hw.network.callLatency = 0.0;
    hw.network.domainBusCurve.clear();
    const Architecture arch = capplan::tests::llama8b();
    Layout l;
    l.strategy = strategy;
    l.microBatchSize = 1;
    l.sequenceLength = 4096;
    l.globalBatchSequences = 16 * microBatches;
    const StepBreakdown step = stepTime(arch, l, hw, 2);
    QVERIFY(step.ok());
    QCOMPARE(step.dataParallel, 16);
    QCOMPARE(step.microBatches, microBatches);
    const double parameters = static_cast<double>(parameterCounts(arch).total());
    const double volume =
        dataParallelBytesPerGpu(strategy, parameters * l.gradientBytes, parameters * l.weightBytes, 16, microBatches);
    const double bandwidth = std::min(hw.network.domainBusBytesPerSecond, 8.0 * hw.network.networkBytesPerSecond);
    const double expected = volume / bandwidth;
    QVERIFY2(std::abs(step.dataParallelSeconds / expected - 1.0) <= 1e-12,
             describe(step.dataParallelSeconds, expected));
    // What the step waits for is never more than what is sent.
    QVERIFY(step.dataParallelExposedSeconds <= step.dataParallelSeconds * (1.0 + 1e-12));
}

QTEST_APPLESS_MAIN(TestParallelism)
#include "tst_parallelism.moc"
