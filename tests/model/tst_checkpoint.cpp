// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/risk/Checkpoint.h"
#include "model/risk/Risk.h"

#include <QTest>
#include <cmath>

using namespace capplan::model;

Q_DECLARE_METATYPE(capplan::model::Strategy)
Q_DECLARE_METATYPE(capplan::model::FineTuning)

namespace {

MemoryJob job(double parameters, Strategy strategy, int t = 1, int p = 1)
{
    MemoryJob j;
    j.parameters = parameters;
    j.strategy = strategy;
    j.tensorParallel = t;
    j.pipelineParallel = p;
    return j;
}

bool close(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(1.0, std::abs(b));
}

} // namespace

class TestCheckpoint : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void stateSize_data();
    void stateSize();
    void writeTime_data();
    void writeTime();
    void moreBandwidthIsNeverSlower();
    void shardingIsNeverSlower();
    void resolvedBasis();
    void riskUsesTheCaseWrite();
};

// The cited defaults: BlobFuse2's 1,840.65 MiB/s and a standard account's 60 Gb/s ingress.
void TestCheckpoint::defaults()
{
    QVERIFY(close(kDefaultNodeWriteGBps, 1.9300666026666669));
    QCOMPARE(kDefaultAccountIngressGBps, 7.5);
    QCOMPARE(kDefaultCheckpointWriteHours, 5.0 / 60.0);
    const RiskSettings settings;
    QVERIFY(!settings.checkpointWriteHours.has_value()); // derived unless the plan gives it
    QVERIFY(settings.storage() == (CheckpointStorage{kDefaultNodeWriteGBps, kDefaultAccountIngressGBps, false}));
}

// What a checkpoint holds: weights 2 + optimizer 12 = 14 bytes per trained parameter, 16 with
// gradients; LoRA and QLoRA the adapter only.
void TestCheckpoint::stateSize_data()
{
    QTest::addColumn<double>("parameters");
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<FineTuning>("fineTuning");
    QTest::addColumn<bool>("gradients");
    QTest::addColumn<double>("stateGB");
    QTest::addColumn<double>("shardedGB");

    // 70e9 · 14 B = 980 GB; ZeRO-3 shards all of it.
    QTest::newRow("70B full, 14 B/param, ZeRO-3")
        << 70e9 << Strategy::Zero3 << FineTuning::Full << false << 980.0 << 980.0;
    // The brief's worked figure: 70e9 · 16 B = 1.12 TB when gradients are saved too.
    QTest::newRow("70B full, 16 B/param, FSDP")
        << 70e9 << Strategy::Fsdp << FineTuning::Full << true << 1120.0 << 1120.0;
    // ZeRO-1 shards the optimizer states only: 70e9 · 12 = 840 GB of the 980.
    QTest::newRow("70B full, ZeRO-1") << 70e9 << Strategy::Zero1 << FineTuning::Full << false << 980.0 << 840.0;
    // ZeRO-2 also the gradients: 840 + 140 of 1,120.
    QTest::newRow("70B full + gradients, ZeRO-2")
        << 70e9 << Strategy::Zero2 << FineTuning::Full << true << 1120.0 << 980.0;
    // DDP shards nothing; 8e9 · 14 = 112 GB.
    QTest::newRow("8B full, DDP") << 8e9 << Strategy::Ddp << FineTuning::Full << false << 112.0 << 0.0;
    // LoRA rank 16 on 32 layers of h = 4096, 4 projections: 32 · 4 · 2 · 16 · 4096 = 16,777,216
    // adapter parameters · 14 B = 0.234881024 GB; the frozen 7B base is not written.
    QTest::newRow("7B LoRA r16, DDP") << 7e9 << Strategy::Ddp << FineTuning::Lora << false << 0.234881024 << 0.0;
    QTest::newRow("7B QLoRA r16, ZeRO-3")
        << 7e9 << Strategy::Zero3 << FineTuning::Qlora << false << 0.234881024 << 0.234881024;
}

void TestCheckpoint::stateSize()
{
    QFETCH(double, parameters);
    QFETCH(Strategy, strategy);
    QFETCH(FineTuning, fineTuning);
    QFETCH(bool, gradients);
    QFETCH(double, stateGB);
    QFETCH(double, shardedGB);
    MemoryJob j = job(parameters, strategy);
    j.fineTuning = fineTuning;
    j.loraRank = 16;
    j.hiddenSize = 4096;
    j.layers = 32;
    QVERIFY(close(checkpointStateGB(j, gradients), stateGB));
    QVERIFY(close(checkpointShardedGB(j, gradients), shardedGB));
}

// write seconds = max(busiest node's GB / node GB/s, all GB / account GB/s), at the cited
// defaults (1.9300666 GB/s per node, 7.5 GB/s per account), 8 GPUs per node.
void TestCheckpoint::writeTime_data()
{
    QTest::addColumn<double>("parameters");
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<bool>("gradients");
    QTest::addColumn<double>("busiestNodeGB");
    QTest::addColumn<int>("writingNodes");
    QTest::addColumn<double>("seconds");
    QTest::addColumn<bool>("accountBound");

    // 70B ZeRO-3 on 8 nodes: every node writes 980 / 8 = 122.5 GB (63.47 s), but the account takes
    // 980 / 7.5 = 130.67 s: 2.18 min, set by the account's ingress.
    QTest::newRow("70B ZeRO-3, 8 nodes") << 70e9 << Strategy::Zero3 << 1 << 1 << 8 << false << 122.5 << 8
                                         << 130.66666666666666 << true;
    // DDP saves from rank 0: one node writes all 980 GB, 980 / 1.9300666 = 507.75 s = 8.46 min.
    QTest::newRow("70B DDP, 1 node") << 70e9 << Strategy::Ddp << 1 << 1 << 1 << false << 980.0 << 1 << 507.7544985473496
                                     << false;
    QTest::newRow("70B DDP, 16 nodes: still one writer")
        << 70e9 << Strategy::Ddp << 1 << 1 << 16 << false << 980.0 << 1 << 507.7544985473496 << false;
    // ZeRO-1 on 4 nodes: node 0 writes the 140 GB of weights and its 840 / 4 = 210 GB of optimizer
    // states: 350 GB / 1.9300666 = 181.34 s (the account would take 130.67 s).
    QTest::newRow("70B ZeRO-1, 4 nodes") << 70e9 << Strategy::Zero1 << 1 << 1 << 4 << false << 350.0 << 4
                                         << 181.34089233833913 << false;
    // Megatron-style t = 8 inside the node: the 8 tensor-parallel ranks of data-parallel rank 0 are
    // one node, which writes all 980 GB.
    QTest::newRow("70B DDP t8, 2 nodes") << 70e9 << Strategy::Ddp << 8 << 1 << 2 << false << 980.0 << 1
                                         << 507.7544985473496 << false;
    // t = 8, p = 2: 16 writers over 2 nodes, 490 GB each: 253.88 s.
    QTest::newRow("70B DDP t8 p2, 2 nodes")
        << 70e9 << Strategy::Ddp << 8 << 2 << 2 << false << 490.0 << 2 << 253.87724927367478 << false;
    // With gradients (16 B/param, 1.12 TB) under FSDP on 8 nodes: 140 GB per node (72.5 s), the
    // account 1,120 / 7.5 = 149.33 s.
    QTest::newRow("70B FSDP + gradients, 8 nodes")
        << 70e9 << Strategy::Fsdp << 1 << 1 << 8 << true << 140.0 << 8 << 149.33333333333334 << true;
    // 8B DDP: 112 GB from one node, 58.03 s.
    QTest::newRow("8B DDP, 2 nodes") << 8e9 << Strategy::Ddp << 1 << 1 << 2 << false << 112.0 << 1
                                     << 112.0 / kDefaultNodeWriteGBps << false;
}

void TestCheckpoint::writeTime()
{
    QFETCH(double, parameters);
    QFETCH(Strategy, strategy);
    QFETCH(int, t);
    QFETCH(int, p);
    QFETCH(int, nodes);
    QFETCH(bool, gradients);
    QFETCH(double, busiestNodeGB);
    QFETCH(int, writingNodes);
    QFETCH(double, seconds);
    QFETCH(bool, accountBound);
    CheckpointStorage storage;
    storage.withGradients = gradients;
    const CheckpointWrite w = checkpointWrite(job(parameters, strategy, t, p), nodes, 8, storage);
    QVERIFY(w.basis == CheckpointBasis::StateSize);
    QCOMPARE(w.nodes, nodes);
    QVERIFY2(close(w.busiestNodeGB, busiestNodeGB), qPrintable(QString::number(w.busiestNodeGB, 'g', 17)));
    QCOMPARE(w.writingNodes, writingNodes);
    QVERIFY2(close(w.writeHours * 3600.0, seconds), qPrintable(QString::number(w.writeHours * 3600.0, 'g', 17)));
    QCOMPARE(w.accountBound, accountBound);
    QVERIFY(close(w.nodeSeconds, busiestNodeGB / kDefaultNodeWriteGBps));
    QVERIFY(close(w.accountSeconds, w.stateGB / kDefaultAccountIngressGBps));
}

// Property: at the same job and node count, more bandwidth (per node or per account) never
// makes a write slower.
void TestCheckpoint::moreBandwidthIsNeverSlower()
{
    int checked = 0;
    for (const Strategy s : {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3, Strategy::Fsdp}) {
        for (const int nodes : {1, 2, 3, 8, 64, 301, 4096}) {
            const MemoryJob j = job(70e9, s, 2, 2);
            for (double node = 0.1; node < 100.0; node *= 1.7) {
                for (double account = 0.5; account < 500.0; account *= 2.3) {
                    const double base = checkpointWrite(j, nodes, 8, {node, account, false}).writeHours;
                    QVERIFY(checkpointWrite(j, nodes, 8, {node * 1.5, account, false}).writeHours <= base);
                    QVERIFY(checkpointWrite(j, nodes, 8, {node, account * 1.5, false}).writeHours <= base);
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked > 1000);
}

// Property: at the same bandwidth, each ZeRO stage writes no slower than the one before it, and
// sharded (ZeRO-3/FSDP) never slower than unsharded (DDP).
void TestCheckpoint::shardingIsNeverSlower()
{
    for (const bool gradients : {false, true}) {
        for (const int nodes : {1, 2, 5, 16, 300, 4096}) {
            for (const auto &[t, p] : std::initializer_list<std::pair<int, int>>{{1, 1}, {8, 1}, {4, 4}, {8, 8}}) {
                for (const double node : {0.5, 1.93, 25.0}) {
                    const CheckpointStorage storage{node, 7.5, gradients};
                    double previous = std::numeric_limits<double>::infinity();
                    for (const Strategy s : {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3}) {
                        const double hours = checkpointWrite(job(405e9, s, t, p), nodes, 8, storage).writeHours;
                        QVERIFY2(hours <= previous * (1.0 + 1e-12),
                                 qPrintable(QStringLiteral("%1 nodes t%2 p%3").arg(nodes).arg(t).arg(p)));
                        previous = hours;
                    }
                    QCOMPARE(checkpointWrite(job(405e9, Strategy::Fsdp, t, p), nodes, 8, storage).writeHours, previous);
                }
            }
        }
    }
}

// The plan's own write time wins; without a model's size the 5-minute default stays.
void TestCheckpoint::resolvedBasis()
{
    const CheckpointStorage storage;
    const CheckpointWrite given = resolvedCheckpointWrite(0.25, job(70e9, Strategy::Ddp), 4, 8, storage);
    QVERIFY(given.basis == CheckpointBasis::Explicit);
    QCOMPARE(given.writeHours, 0.25);
    const CheckpointWrite none = resolvedCheckpointWrite(std::nullopt, std::nullopt, 4, 8, storage);
    QVERIFY(none.basis == CheckpointBasis::Default);
    QCOMPARE(none.writeHours, 5.0 / 60.0);
    const CheckpointWrite noParameters = resolvedCheckpointWrite(std::nullopt, job(0.0, Strategy::Ddp), 4, 8, storage);
    QVERIFY(noParameters.basis == CheckpointBasis::Default);
    const CheckpointWrite derived = resolvedCheckpointWrite(std::nullopt, job(70e9, Strategy::Zero3), 8, 8, storage);
    QVERIFY(derived.basis == CheckpointBasis::StateSize);
    QVERIFY(close(derived.writeHours * 3600.0, 130.66666666666666));
    QCOMPARE(toString(CheckpointBasis::Explicit), std::string_view("explicit"));
    QCOMPARE(toString(CheckpointBasis::StateSize), std::string_view("state_size"));
    QCOMPARE(toString(CheckpointBasis::Default), std::string_view("default"));
}

// The risk model takes a case's own write time over the settings' (and reports it), and the
// settings' over the default.
void TestCheckpoint::riskUsesTheCaseWrite()
{
    RiskSettings settings;
    RiskCase c{8, 100.0, 0.0, 98.0, Tier::Dedicated, std::nullopt, std::nullopt};
    const RiskRow byDefault = closedForm(settings, c);
    QCOMPARE(byDefault.checkpointWriteHours, 5.0 / 60.0);
    settings.checkpointWriteHours = 0.2;
    const RiskRow explicitRow = closedForm(settings, c);
    QCOMPARE(explicitRow.checkpointWriteHours, 0.2);
    // Young/Daly √(2 · C · MTBF / n) follows the write.
    QVERIFY(close(explicitRow.optimalCheckpointHours, std::sqrt(2.0 * 0.2 * kDefaultNodeMtbfHours / 8.0)));
    c.checkpointWriteHours = 130.66666666666666 / 3600.0;
    const RiskRow derived = closedForm(settings, c);
    QCOMPARE(derived.checkpointWriteHours, 130.66666666666666 / 3600.0);
    RiskSettings same = settings;
    same.checkpointWriteHours = 130.66666666666666 / 3600.0;
    RiskCase plain = c;
    plain.checkpointWriteHours.reset();
    QCOMPARE(closedForm(same, plain).expectedWallClockHours, derived.expectedWallClockHours);
    // A faster write checkpoints more often and finishes sooner in expectation.
    QVERIFY(derived.optimalCheckpointHours < explicitRow.optimalCheckpointHours);
    QVERIFY(derived.expectedWallClockHours < explicitRow.expectedWallClockHours);
}

QTEST_GUILESS_MAIN(TestCheckpoint)
#include "tst_checkpoint.moc"
