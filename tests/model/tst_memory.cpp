// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Evaluate.h"
#include "model/performance/Memory.h"
#include "Architectures.h"

#include <QTest>
#include <cmath>

using namespace capplan::model;
using capplan::tests::llama8b;
using capplan::tests::mixtral;

Q_DECLARE_METATYPE(capplan::model::Strategy)
Q_DECLARE_METATYPE(capplan::model::FineTuning)
Q_DECLARE_METATYPE(capplan::model::Architecture)

namespace {

// Model states only: no activations, no reserve, so each row is bytes-per-parameter arithmetic.
MemoryJob statesOnly(Strategy strategy, double parameters)
{
    MemoryJob j;
    j.strategy = strategy;
    j.parameters = parameters;
    j.reserveGB = 0.0;
    j.fragmentation = 0.0;
    return j;
}

// A Llama-3-8B-like shape: h = 4096, 32 layers, 32 heads.
MemoryJob llama8b(Strategy strategy)
{
    MemoryJob j;
    j.strategy = strategy;
    j.parameters = 8e9;
    j.hiddenSize = 4096;
    j.layers = 32;
    j.attentionHeads = 32;
    j.sequenceLength = 4096.0;
    j.microBatchSize = 1;
    j.activationCheckpointing = true;
    return j;
}

// A Llama-2-70B-like shape: h = 8192, 80 layers.
MemoryJob llama70b()
{
    MemoryJob j;
    j.strategy = Strategy::Zero3;
    j.parameters = 70e9;
    j.hiddenSize = 8192;
    j.layers = 80;
    j.attentionHeads = 64;
    j.sequenceLength = 4096.0;
    j.activationCheckpointing = true;
    return j;
}

QByteArray describe(double actual, double expected)
{
    return QByteArray::number(actual, 'g', 15) + " vs " + QByteArray::number(expected, 'g', 15);
}

constexpr double kH100GiB = 80.0; // catalog gpu_memory_gib of ND H100 v5
constexpr double kH200GiB = 141.0;

} // namespace

class TestMemory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void units();
    void modelStates_data();
    void modelStates();
    void activations_data();
    void activations();
    void adapters_data();
    void adapters();
    void architectureActivations_data();
    void architectureActivations();
    void architectureMatchesKorthikanti();
    void mixtureOfExpertsKeepsEveryExpertsStates();
    void architectureAdapters();
    void reserve();
    void seeds();
    void smallestFittingNodes_data();
    void smallestFittingNodes();
    void leastSharded();
    void finding();
    void validateJob_data();
    void validateJob();
};

void TestMemory::units()
{
    // GB = 1e9 bytes; the catalog's GiB = 2^30 bytes. 80 GiB = 85.89934592 GB.
    QVERIFY(std::abs(gibToGB(80.0) - 85.89934592) <= 1e-12);
    QVERIFY(std::abs(gibToGB(141.0) - 151.397597184) <= 1e-9);
    QCOMPARE(toString(FineTuning::Qlora), std::string_view("qlora"));
    QCOMPARE(fineTuningFromString("lora"), std::optional<FineTuning>(FineTuning::Lora));
    QVERIFY(!fineTuningFromString("adapter"));
}

void TestMemory::modelStates_data()
{
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<double>("parameters");
    QTest::addColumn<double>("optimizerBytes");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizer");
    // 8e9 parameters, bf16 weights 2 + bf16 gradients 2 + Adam 12 = 16 B/param, d = 8.
    QTest::newRow("DDP 8B: 16 + 16 + 96 = 128 GB")
        << Strategy::Ddp << 8e9 << 12.0 << 1 << 1 << 0 << 8 << 16.0 << 16.0 << 96.0;
    // The lower bound of docs/sources.md, s1-infiniband-trap: 12 B/param (8 of optimizer state)
    // = 96 GB.
    QTest::newRow("DDP 8B at 12 B/param: 96 GB")
        << Strategy::Ddp << 8e9 << 8.0 << 1 << 1 << 0 << 8 << 16.0 << 16.0 << 64.0;
    QTest::newRow("ZeRO-1: optimizer / 8 → 44 GB")
        << Strategy::Zero1 << 8e9 << 12.0 << 1 << 1 << 0 << 8 << 16.0 << 16.0 << 12.0;
    QTest::newRow("ZeRO-2: + gradients / 8 → 30 GB")
        << Strategy::Zero2 << 8e9 << 12.0 << 1 << 1 << 0 << 8 << 16.0 << 2.0 << 12.0;
    QTest::newRow("ZeRO-3: all / 8 → 16 GB")
        << Strategy::Zero3 << 8e9 << 12.0 << 1 << 1 << 0 << 8 << 2.0 << 2.0 << 12.0;
    // Two gathered layers of 32: 2 · 16 GB / 32 = 1 GB more weights.
    QTest::newRow("FSDP, 32 layers: + 1 GB gathered")
        << Strategy::Fsdp << 8e9 << 12.0 << 1 << 1 << 32 << 8 << 3.0 << 2.0 << 12.0;
    QTest::newRow("DDP, t=2: half of 128") << Strategy::Ddp << 8e9 << 12.0 << 2 << 1 << 0 << 4 << 8.0 << 8.0 << 48.0;
    // t·p = 4: a 2e9 slice, ZeRO-3 over d = 2: 2e9 · 16 / 2 = 16 GB.
    QTest::newRow("ZeRO-3, t=2 p=2, d=2") << Strategy::Zero3 << 8e9 << 12.0 << 2 << 2 << 0 << 2 << 2.0 << 2.0 << 12.0;
    // 7B in bf16 is 14 GB of weights (docs/sources.md, s0-finetune-sizing).
    QTest::newRow("DDP 7B: 14 GB of weights")
        << Strategy::Ddp << 7e9 << 12.0 << 1 << 1 << 0 << 8 << 14.0 << 14.0 << 84.0;
}

void TestMemory::modelStates()
{
    QFETCH(Strategy, strategy);
    QFETCH(double, parameters);
    QFETCH(double, optimizerBytes);
    QFETCH(int, t);
    QFETCH(int, p);
    QFETCH(int, layers);
    QFETCH(int, d);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizer);
    MemoryJob job = statesOnly(strategy, parameters);
    job.optimizerBytes = optimizerBytes;
    job.tensorParallel = t;
    job.pipelineParallel = p;
    job.layers = layers;
    const MemoryBreakdown m = memoryPerGpu(job, d, kH100GiB);
    // 1e-9 GB = one byte.
    QVERIFY2(std::abs(m.weightsGB - weights) <= 1e-9, describe(m.weightsGB, weights));
    QVERIFY2(std::abs(m.gradientsGB - gradients) <= 1e-9, describe(m.gradientsGB, gradients));
    QVERIFY2(std::abs(m.optimizerGB - optimizer) <= 1e-9, describe(m.optimizerGB, optimizer));
    QCOMPARE(m.activationsGB, 0.0);
    QVERIFY(std::abs(m.totalGB - (weights + gradients + optimizer)) <= 1e-9);
    QCOMPARE(m.fits, m.totalGB <= 85.89934592);
}

void TestMemory::activations_data()
{
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<int>("heads");
    QTest::addColumn<bool>("checkpointing");
    QTest::addColumn<bool>("flash");
    QTest::addColumn<double>("gb");
    // h = 4096, s = 2048, 32 layers. s·b·h = 8,388,608.
    // Korthikanti et al.: 34 + 5·a·s/h = 34 + 5·32·2048/4096 = 114 → 956,301,312 B per layer, ×32.
    QTest::newRow("no recompute, no flash") << 1 << 1 << 32 << false << false << 30.601641984;
    // Heads default to h/128 = 32: same.
    QTest::newRow("heads from h/128") << 1 << 1 << 0 << false << false << 30.601641984;
    // Flash attention: 34 · 8,388,608 · 32 = 9,126,805,504 B.
    QTest::newRow("flash attention") << 1 << 1 << 32 << false << true << 9.126805504;
    // Full checkpointing: 32 layer inputs of 2·s·b·h = 536,870,912 B + one layer 285,212,672 B.
    QTest::newRow("checkpointing + flash") << 1 << 1 << 32 << true << true << 0.822083584;
    // Without flash the recomputed layer is 956,301,312 B.
    QTest::newRow("checkpointing, no flash") << 1 << 1 << 32 << true << false << 1.493172224;
    // Tensor (and sequence) parallel t = 2 halves everything.
    QTest::newRow("t=2, flash") << 2 << 1 << 32 << false << true << 4.563402752;
    // Micro-batch 4: four times.
    QTest::newRow("b=4, flash") << 1 << 4 << 32 << false << true << 36.507222016;
}

void TestMemory::activations()
{
    QFETCH(int, t);
    QFETCH(int, microBatch);
    QFETCH(int, heads);
    QFETCH(bool, checkpointing);
    QFETCH(bool, flash);
    QFETCH(double, gb);
    MemoryJob job = statesOnly(Strategy::Ddp, 1e9);
    job.hiddenSize = 4096;
    job.layers = 32;
    job.attentionHeads = heads;
    job.sequenceLength = 2048.0;
    job.microBatchSize = microBatch;
    job.activationCheckpointing = checkpointing;
    job.flashAttention = flash;
    job.tensorParallel = t;
    QVERIFY(validate(job).empty());
    const MemoryBreakdown m = memoryPerGpu(job, 8, kH100GiB);
    QVERIFY2(std::abs(m.activationsGB - gb) <= 1e-9, describe(m.activationsGB, gb));
}

void TestMemory::adapters_data()
{
    QTest::addColumn<FineTuning>("mode");
    QTest::addColumn<Strategy>("strategy");
    QTest::addColumn<double>("adapterParameters");
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizer");
    // 8e9 frozen parameters; rank 16 on q, k, v, o of 32 layers, h = 4096:
    // 32 · 4 · 2·16·4096 = 16,777,216 adapter parameters; their states 2 + 2 + 12 B each.
    QTest::newRow("LoRA, rank 16") << FineTuning::Lora << Strategy::Ddp << 0.0 << 1 << 16.033554432 << 0.033554432
                                   << 0.201326592;
    // QLoRA: the frozen base in 4 bits, 0.5 B/param = 4 GB.
    QTest::newRow("QLoRA, rank 16") << FineTuning::Qlora << Strategy::Ddp << 0.0 << 1 << 4.033554432 << 0.033554432
                                    << 0.201326592;
    QTest::newRow("LoRA, 40M adapter given") << FineTuning::Lora << Strategy::Ddp << 40e6 << 1 << 16.08 << 0.08 << 0.48;
    // ZeRO-3 over 8 shards the frozen base too: (4e9 + 33,554,432)/8 = 504,194,304 B, plus two
    // gathered layers 2 · 4,033,554,432/32 = 252,097,152 B.
    QTest::newRow("QLoRA, ZeRO-3 over 8")
        << FineTuning::Qlora << Strategy::Zero3 << 0.0 << 8 << 0.756291456 << 0.004194304 << 0.025165824;
}

void TestMemory::adapters()
{
    QFETCH(FineTuning, mode);
    QFETCH(Strategy, strategy);
    QFETCH(double, adapterParameters);
    QFETCH(int, d);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizer);
    MemoryJob job = statesOnly(strategy, 8e9);
    job.fineTuning = mode;
    job.hiddenSize = 4096;
    job.layers = 32;
    job.sequenceLength = 4096.0;
    job.loraRank = 16;
    job.adapterParameters = adapterParameters;
    QVERIFY(validate(job).empty());
    const MemoryBreakdown m = memoryPerGpu(job, d, kH100GiB);
    QVERIFY2(std::abs(m.weightsGB - weights) <= 1e-9, describe(m.weightsGB, weights));
    QVERIFY2(std::abs(m.gradientsGB - gradients) <= 1e-9, describe(m.gradientsGB, gradients));
    QVERIFY2(std::abs(m.optimizerGB - optimizer) <= 1e-9, describe(m.optimizerGB, optimizer));
}

// The model's shape (model/performance/Architecture.h) in the memory job, as evaluate() resolves it.
namespace {

MemoryJob withArchitecture(const Architecture &a, double sequenceLength)
{
    MemoryJob block = statesOnly(Strategy::Ddp, 0.0);
    block.sequenceLength = sequenceLength;
    return resolvedMemoryJob(block, std::nullopt, GpuHoursWorkload{1.0}, a);
}

} // namespace

void TestMemory::architectureActivations_data()
{
    QTest::addColumn<Architecture>("arch");
    QTest::addColumn<bool>("checkpointing");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("p");
    QTest::addColumn<double>("gb");
    // Llama 3.1 8B, s = 4096, b = 1, flash attention, bytes per token and layer:
    //   attention 2·4096 (norm output) + 2·4096 (Q) + 4·1024 (K, V: 8 heads of 128) + 2·4096 (O's
    //             input) + 4096 (mask) = 32,768
    //   SwiGLU    2·4096 + 6·14,336 + 4096 = 98,304;   norms 2 · 2·4096 = 16,384
    // = 147,456 → × 4096 tokens × 32 layers = 19,327,352,832 B; the output layer 4096 · (4·4096 +
    // 4·128,256) = 2,168,455,168 B (fp32 logits): 21.495808 GB.
    QTest::newRow("Llama 3.1 8B (GQA, SwiGLU)") << llama8b() << false << 1 << 1 << 21.495808;
    // The same with 32 K/V heads: attention 11·4096 = 45,056 per token, the paper's 11sbh.
    Architecture mha = llama8b();
    mha.kvHeads = 32;
    QTest::newRow("same shape without GQA") << mha << false << 1 << 1 << 23.106420736;
    // Mixtral 8x7B: a token's FFN activations twice (two experts): 2·(2·4096 + 6·14,336) + 4096 =
    // 192,512; with attention and norms 241,664 per token and layer; logits 4096·(4·4096 + 4·32,000).
    QTest::newRow("Mixtral 8x7B (two experts per token)") << mixtral() << false << 1 << 1 << 32.266780672;
    // Full checkpointing, t = 2: 32 layer inputs (2·s·h) + one layer + the logits, all halved:
    // (1,073,741,824 + 603,979,776 + 2,168,455,168) / 2.
    QTest::newRow("checkpointing, t=2") << llama8b() << true << 2 << 1 << 1.923088384;
    // Pipeline stages: the first stage's layers bind, the last stage's logits are not added.
    QTest::newRow("p=2: no logits on the first stage") << llama8b() << false << 1 << 2 << 19.327352832;
}

void TestMemory::architectureActivations()
{
    QFETCH(Architecture, arch);
    QFETCH(bool, checkpointing);
    QFETCH(int, t);
    QFETCH(int, p);
    QFETCH(double, gb);
    MemoryJob job = withArchitecture(arch, 4096.0);
    job.activationCheckpointing = checkpointing;
    job.tensorParallel = t;
    job.pipelineParallel = p;
    QVERIFY(validate(job).empty());
    const MemoryBreakdown m = memoryPerGpu(job, 1, kH100GiB);
    QVERIFY2(std::abs(m.activationsGB - gb) <= 1e-9, describe(m.activationsGB, gb));
}

// A GELU model with multi-head attention and f = 4h gives the paper's sbh(34 + 5as/h) exactly:
// Megatron 22B (h = 6144, a = 64, s = 2048) 1,769,996,288 B per layer without flash attention.
void TestMemory::architectureMatchesKorthikanti()
{
    Architecture a;
    a.hiddenSize = 6144;
    a.layers = 48;
    a.attentionHeads = 64;
    a.ffnHiddenSize = 4 * 6144;
    a.ffn = FfnKind::Gelu;
    a.vocabularySize = 51200;
    a.norm = NormKind::LayerNorm;
    a.linearBias = true;
    const double s = 2048.0;
    QCOMPARE(s * architectureActivationBytesPerToken(a, s, false), s * 6144 * (34.0 + 5.0 * 64 * s / 6144));
    QCOMPARE(s * architectureActivationBytesPerToken(a, s, false), 1769996288.0);
    QCOMPARE(architectureActivationBytesPerToken(a, s, true), 34.0 * 6144);
}

// Mixtral's states are those of all 46,702,792,704 parameters (16 B each under DDP), though a
// token computes with 12.9 B of them.
void TestMemory::mixtureOfExpertsKeepsEveryExpertsStates()
{
    const MemoryJob job = withArchitecture(mixtral(), 0.0);
    QCOMPARE(job.parameters, 46702792704.0);
    QCOMPARE(job.layers, 32);
    QCOMPARE(job.hiddenSize, 4096);
    const MemoryBreakdown m = memoryPerGpu(job, 1, kH100GiB);
    QVERIFY2(std::abs(m.modelStatesGB() - 16.0 * 46.702792704) <= 1e-9, describe(m.modelStatesGB(), 747.244683264));
    QCOMPARE(m.activationsGB, 0.0); // no sequence length: not estimated
}

// LoRA on q, k, v, o by their real shapes: r·(in + out) each; k and v are 4096 → 1024 under GQA:
// 32 · 16 · (8192 + 2·5120 + 8192) = 13,631,488 (the h×h estimate gives 16,777,216).
void TestMemory::architectureAdapters()
{
    MemoryJob job = withArchitecture(llama8b(), 4096.0);
    job.fineTuning = FineTuning::Lora;
    job.loraRank = 16;
    QVERIFY(validate(job).empty());
    QCOMPARE(adapterParameterCount(job), 13631488.0);
    job.loraTargetsPerLayer = 7; // and gate, up, down: 3 · 16 · (4096 + 14,336) per layer more
    QCOMPARE(adapterParameterCount(job), 13631488.0 + 32.0 * 3 * 16 * (4096 + 14336));
}

void TestMemory::reserve()
{
    // 128 GB of DDP states + 2 GB fixed + 5 % of 128 = 136.4 GB.
    MemoryJob job = statesOnly(Strategy::Ddp, 8e9);
    job.reserveGB = 2.0;
    job.fragmentation = 0.05;
    const MemoryBreakdown m = memoryPerGpu(job, 8, kH100GiB);
    QVERIFY(std::abs(m.reserveGB - 8.4) <= 1e-9);
    QVERIFY(std::abs(m.totalGB - 136.4) <= 1e-9);
    QVERIFY(std::abs(m.capacityGB - 85.89934592) <= 1e-12);
    QVERIFY(!m.fits);
}

void TestMemory::seeds()
{
    // docs/sources.md, s1-infiniband-trap: an 8B model at 12 to 16 bytes per parameter needs
    // 96 to 128 GB of model states and does not fit one 80 GB GPU unsharded …
    for (const double optimizerBytes : {8.0, 12.0}) {
        MemoryJob job = llama8b(Strategy::Ddp);
        job.optimizerBytes = optimizerBytes;
        const MemoryBreakdown m = memoryPerGpu(job, 8, kH100GiB);
        QVERIFY(m.modelStatesGB() >= 96.0 - 1e-9 && m.modelStatesGB() <= 128.0 + 1e-9);
        QVERIFY(!m.fits);
    }
    // … but fits with ZeRO-3 across the 8 GPUs of one ND H100 v5: 16 GB of states + 1 GB of
    // gathered layers + 1.644 GB of checkpointed activations + 2 GB + 5 % reserve = 21.58 GB.
    const MemoryBreakdown z3 = memoryPerGpu(llama8b(Strategy::Zero3), 8, kH100GiB);
    QVERIFY(z3.fits);
    const double expected = (16.0 + 1.0 + 1.644167168) * 1.05 + 2.0;
    QVERIFY2(std::abs(z3.totalGB - expected) <= 1e-9, describe(z3.totalGB, expected));
    QCOMPARE(capplan::model::smallestFittingNodes(llama8b(Strategy::Zero3), 8, kH100GiB), std::optional<int>(1));
    QCOMPARE(capplan::model::smallestFittingNodes(llama8b(Strategy::Ddp), 8, kH100GiB), std::optional<int>());

    // docs/sources.md, s0-finetune-sizing: a 7B model's bf16 weights are 14 GB, and full training
    // needs well over 80 GB.
    MemoryJob seven = llama8b(Strategy::Ddp);
    seven.parameters = 7e9;
    const MemoryBreakdown m7 = memoryPerGpu(seven, 8, kH100GiB);
    QVERIFY(std::abs(m7.weightsGB - 14.0) <= 1e-9);
    QVERIFY(m7.totalGB > 1.3 * 80.0);
    QVERIFY(!m7.fits);
}

void TestMemory::smallestFittingNodes_data()
{
    QTest::addColumn<double>("gib");
    QTest::addColumn<int>("nodes");
    // 70B ZeRO-3: 1,120 GB of states / (8n) + 3.5 GB gathered (2 · 140/80) + 6.5096 GB of
    // activations (80 · 2·4096·8192 B + one layer 34·4096·8192 B), × 1.05 + 2.
    // n = 2: (70 + 3.5 + 6.509559808)·1.05 + 2 = 86.01 GB > 85.90 GB (80 GiB) → n = 3 on H100;
    // on H200 (151.40 GB) two nodes fit, one (159.5 GB) does not.
    QTest::newRow("70B on ND H100 v5") << kH100GiB << 3;
    QTest::newRow("70B on ND H200 v5") << kH200GiB << 2;
}

void TestMemory::smallestFittingNodes()
{
    QFETCH(double, gib);
    QFETCH(int, nodes);
    QCOMPARE(capplan::model::smallestFittingNodes(llama70b(), 8, gib), std::optional<int>(nodes));
    const MemoryBreakdown before = memoryPerGpu(llama70b(), 8 * (nodes - 1), gib);
    const MemoryBreakdown at = memoryPerGpu(llama70b(), 8 * nodes, gib);
    QVERIFY(!before.fits && at.fits);
    // The borderline two-node H100 case, by hand.
    const double two = (70.0 + 3.5 + 6.509559808) * 1.05 + 2.0;
    QVERIFY(std::abs(memoryPerGpu(llama70b(), 16, gib).totalGB - two) <= 1e-9);
}

void TestMemory::leastSharded()
{
    // 8B, states only plus the default reserve, d = 8 on 80 GiB: DDP 136.4 GB does not fit,
    // ZeRO-1 44 · 1.05 + 2 = 48.2 GB does.
    MemoryJob job = statesOnly(Strategy::Ddp, 8e9);
    job.reserveGB = 2.0;
    job.fragmentation = 0.05;
    QCOMPARE(leastShardedFittingStrategy(job, 8, kH100GiB), std::optional<Strategy>(Strategy::Zero1));
    // On one GPU nothing shards: only a smaller model helps.
    QCOMPARE(leastShardedFittingStrategy(job, 1, kH100GiB), std::optional<Strategy>());
    job.parameters = 1e9;
    QCOMPARE(leastShardedFittingStrategy(job, 1, kH100GiB), std::optional<Strategy>(Strategy::Ddp));
}

void TestMemory::finding()
{
    const MemoryBreakdown m = memoryPerGpu(llama70b(), 16, kH100GiB);
    const std::optional<FabricFinding> f = memoryFinding(m, 2, 3);
    QVERIFY(f.has_value());
    QVERIFY(f->code == FabricFindingCode::DoesNotFit);
    QCOMPARE(f->nodes, 2);
    QCOMPARE(f->numbers.at("fits_at_nodes"), 3.0);
    QCOMPARE(f->numbers.at("total_gb"), m.totalGB);
    QVERIFY(std::abs(f->numbers.at("capacity_gb") - 85.89934592) <= 1e-12);
    QCOMPARE(toString(FabricFindingCode::DoesNotFit), std::string_view("does_not_fit"));
    QVERIFY(!memoryFinding(memoryPerGpu(llama70b(), 24, kH100GiB), 3));
}

void TestMemory::validateJob_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("code");
    const int outOfRange = static_cast<int>(IssueCode::OutOfRange);
    QTest::newRow("hidden size negative") << 0 << "memory.hidden_size" << outOfRange;
    QTest::newRow("hidden size without layers") << 1 << "memory.layers" << static_cast<int>(IssueCode::Missing);
    QTest::newRow("micro-batch 0") << 2 << "memory.micro_batch_size" << outOfRange;
    QTest::newRow("LoRA without rank or count") << 3 << "memory.lora_rank" << static_cast<int>(IssueCode::Missing);
    QTest::newRow("fragmentation 2") << 4 << "memory.fragmentation" << outOfRange;
    QTest::newRow("optimizer bytes NaN") << 5 << "memory.optimizer_bytes" << static_cast<int>(IssueCode::NotFinite);
}

void TestMemory::validateJob()
{
    QFETCH(int, field);
    QFETCH(QString, path);
    QFETCH(int, code);
    MemoryJob job = llama8b(Strategy::Zero3);
    QVERIFY(validate(job).empty());
    switch (field) {
    case 0:
        job.hiddenSize = -1;
        break;
    case 1:
        job.layers = 0;
        break;
    case 2:
        job.microBatchSize = 0;
        break;
    case 3:
        job.fineTuning = FineTuning::Lora;
        break;
    case 4:
        job.fragmentation = 2.0;
        break;
    case 5:
        job.optimizerBytes = std::nan("");
        break;
    }
    const std::vector<InputIssue> issues = validate(job);
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(issues.front().path), path);
    QCOMPARE(static_cast<int>(issues.front().code), code);
}

QTEST_GUILESS_MAIN(TestMemory)
#include "tst_memory.moc"
