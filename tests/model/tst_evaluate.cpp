// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// model::evaluate() step by step: validation, price and rate, fabric model, sweep, risk, findings,
// quota and memory, with the rules views used to repeat (resolved memory job, uncalibrated sweep,
// measured efficiency) now in the evaluation.
#include "model/Evaluate.h"

#include <QTest>

#include <cmath>

using namespace capplan::model;

Q_DECLARE_METATYPE(capplan::model::Strategy)

namespace {

// ND96isr H100 v5 as the default catalog has it (docs/sources.md, s0-finetune-sizing: 8 H100 per
// node, 96 vCPUs, 400 Gb/s InfiniBand per GPU), priced at the seeds' $98.32 in East US.
Catalog ndCatalog()
{
    VmSize size;
    size.name = "Standard_ND96isr_H100_v5";
    size.vcpus.value = 96;
    size.gpuModel.value = "H100";
    size.gpusPerVm.value = 8;
    size.gpuMemoryGiB.value = 80.0;
    size.bf16TflopsPerGpu.value = 989.0;
    size.ibGbpsPerGpu.value = 400.0;
    size.ethernetGbpsPerVm.value = 80.0;
    size.nvlinkGBpsPerGpu.value = 450.0;
    size.quotaFamily.value = "standardNDSH100v5Family";
    Catalog catalog;
    catalog.sizes.push_back(size);
    Price price;
    price.sku = size.name;
    price.region = "eastus";
    price.perNodeHour.value = 98.32;
    catalog.prices.push_back(price);
    Price low = price;
    low.tier = Tier::LowPriority;
    low.perNodeHour.value = 19.66;
    catalog.prices.push_back(low);
    return catalog;
}

PlanSpec mfuPlan(double parameters = 8e9)
{
    PlanSpec spec = examplePlan();
    spec.workload = TokenMfuWorkload{2e9, parameters, 0.4};
    return spec;
}

FabricJob fabricJob()
{
    FabricJob job;
    job.strategy = Strategy::Zero3;
    job.globalBatchTokens = 4194304.0;
    job.sequenceLength = 4096.0;
    return job;
}

constexpr double kTolerance = 1e-9;

} // namespace

class TestEvaluate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedWorkedExample();
    void priceAndRate_data();
    void priceAndRate();
    void invalidSpecStopsAtValidation();
    void fabricNeedsParameters();
    void uncalibratedSweepBesideTheFit();
    void measuredEfficiency_data();
    void measuredEfficiency();
    void workloadParameters_data();
    void workloadParameters();
    void resolvedMemoryJob_data();
    void resolvedMemoryJob();
    void memoryStep();
    void memoryNeedsParameters();
    void riskClosedFormOnlyWhenEnabled();
    void checkpointWriteFromTheModel_data();
    void checkpointWriteFromTheModel();
    void quotaPerOption();
    void modelFillsTheWorkload();
    void unknownPresetIsAnIssue();
    void parametersBesideAModelAreAnIssue_data();
    void parametersBesideAModelAreAnIssue();
    void withModel();
    void memoryCheckFollowsTheModel_data();
    void memoryCheckFollowsTheModel();
};

namespace {

// Mixtral 8x7B as a library entry.
LibraryModel mixtralEntry()
{
    LibraryModel m;
    m.name = "mixtral-8x7b";
    m.displayName = "Mixtral 8x7B";
    Architecture &a = m.architecture;
    a.hiddenSize = 4096;
    a.layers = 32;
    a.attentionHeads = 32;
    a.kvHeads = 8;
    a.ffnHiddenSize = 14336;
    a.ffn = FfnKind::Swiglu;
    a.vocabularySize = 32000;
    a.experts = 8;
    a.expertsPerToken = 2;
    return m;
}

// Mixtral at a measured rate: the efficiency table or the fabric model gives the scaling, the
// model the parameters and the memory (a plan of tokens alone is the planner's: tst_search).
PlanSpec mixtralPlan()
{
    PlanSpec spec = examplePlan();
    ModelChoice choice;
    choice.preset = "mixtral-8x7b";
    spec.model = choice;
    spec.workload = TokenRateWorkload{2e9, 3000.0};
    return spec;
}

} // namespace

// A plan at a measured rate with a model: the rate is the plan's (2e9 tokens at 3,000 tokens/s per
// GPU), the model counts 12,879,925,248 active of Mixtral's 46.7 B parameters, and the memory check
// keeps all their states. The same plan of tokens alone is priced by the step-time model on the
// planner's layouts, whose memory keeps every expert too.
void TestEvaluate::modelFillsTheWorkload()
{
    Catalog catalog = ndCatalog();
    catalog.models.push_back(mixtralEntry());
    PlanSpec spec = mixtralPlan();
    spec.memory = MemoryJob{};
    spec.memory->sequenceLength = 4096.0;
    const Evaluation ev = evaluate(spec, catalog, "2026-11-30");
    QVERIFY2(ev.ok(), ev.ok() ? "" : ev.issues.front().path.c_str());
    QVERIFY(ev.architecture.has_value());
    QCOMPARE(ev.modelParameters.active(), std::int64_t(12879925248));
    QVERIFY(std::abs(ev.gpuHours - 2e9 / 3000.0 / 3600.0) < 1e-9);
    QVERIFY(ev.memoryJob.has_value());
    QCOMPARE(ev.memoryJob->parameters, 46702792704.0);
    QCOMPARE(ev.memoryJob->layers, 32);
    QVERIFY(ev.memory.front().activationsGB > 0.0);
    QVERIFY(!ev.layoutChosenByPlanner);
    spec.workload = TokenMfuWorkload{2e9, 0.0, 0.0};
    spec.memory.reset();
    const Evaluation planned = evaluate(spec, catalog, "2026-11-30");
    QVERIFY2(planned.ok(), planned.ok() ? "" : planned.issues.front().path.c_str());
    QVERIFY(planned.layoutChosenByPlanner);
    QCOMPARE(planned.optionLayouts.size(), planned.options.size());
    for (std::size_t i = 0; i < planned.options.size(); ++i) {
        // Every expert's states: at least 46.7 B × 16 bytes over the GPUs that shard them.
        const double shards = static_cast<double>(planned.options[i].gpus);
        QVERIFY(planned.layoutMemory[i].modelStatesGB() * shards >= 46702792704.0 * 2.0 / 1e9);
        QVERIFY(std::abs(planned.options[i].computeHours / (2e9 / planned.steps[i].tokensPerSecond / 3600.0) - 1.0) < 1e-9);
    }
}

void TestEvaluate::unknownPresetIsAnIssue()
{
    const Evaluation ev = evaluate(mixtralPlan(), ndCatalog(), "2026-11-30"); // the catalog has no models
    QVERIFY(!ev.ok());
    QCOMPARE(ev.issues.front().path, std::string("model.preset"));
    QVERIFY(ev.issues.front().code == IssueCode::UnknownModel);
    QCOMPARE(ev.issues.front().text, std::string("mixtral-8x7b"));
}

void TestEvaluate::parametersBesideAModelAreAnIssue_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("workload.parameters") << QStringLiteral("workload.parameters");
    QTest::newRow("memory.hidden_size") << QStringLiteral("memory.hidden_size");
    QTest::newRow("scaling.parameters") << QStringLiteral("scaling.parameters");
}

void TestEvaluate::parametersBesideAModelAreAnIssue()
{
    QFETCH(QString, path);
    Catalog catalog = ndCatalog();
    catalog.models.push_back(mixtralEntry());
    PlanSpec spec = mixtralPlan();
    if (path == QStringLiteral("workload.parameters")) {
        spec.workload = TokenMfuWorkload{2e9, 8e9, 0.4};
    } else if (path == QStringLiteral("memory.hidden_size")) {
        spec.memory = MemoryJob{};
        spec.memory->hiddenSize = 4096;
    } else {
        spec.fabric = FabricJob{};
        spec.fabric->globalBatchTokens = 4194304.0;
        spec.fabric->sequenceLength = 4096.0;
        spec.fabric->parameters = 8e9;
        spec.efficiency.clear();
    }
    const Evaluation ev = evaluate(spec, catalog, "2026-11-30");
    QVERIFY(!ev.ok());
    QCOMPARE(QString::fromStdString(ev.issues.front().path), path);
    QVERIFY(ev.issues.front().code == IssueCode::GivenByModel);
}

// Choosing a model makes the plan consistent with it (tokens alone: the step-time model gives the
// rate); dropping it gives the workload the model's active parameters and an MFU back.
void TestEvaluate::withModel()
{
    const std::vector<LibraryModel> library{mixtralEntry()};
    PlanSpec spec = examplePlan(); // GPU-hours
    spec.memory = MemoryJob{};
    spec.memory->hiddenSize = 4096;
    spec.memory->layers = 32;
    ModelChoice choice;
    choice.preset = "mixtral-8x7b";
    const PlanSpec chosen = capplan::model::withModel(spec, choice, library);
    QVERIFY(chosen.model == std::optional<ModelChoice>(choice));
    QVERIFY(std::get<TokenMfuWorkload>(chosen.workload) == (TokenMfuWorkload{2e9, 0.0, 0.0}));
    QVERIFY(plannerChoosesLayout(chosen));
    QCOMPARE(chosen.memory->hiddenSize, 0);
    QCOMPARE(chosen.memory->layers, 0);
    QVERIFY(validate(chosen).empty());
    const PlanSpec dropped = capplan::model::withModel(chosen, std::nullopt, library);
    QVERIFY(!dropped.model);
    QCOMPARE(std::get<TokenMfuWorkload>(dropped.workload).parameters, 12879925248.0);
    QCOMPARE(std::get<TokenMfuWorkload>(dropped.workload).mfu, 0.4);
    QVERIFY(validate(dropped).empty());
}

// docs/sources.md, s0-finetune-sizing: 168 GPU-hours at $98, 1/2/4 nodes at 100/85/75 %:
// 21.0 h / $2,058; 12.35 h / $2,421; 7.0 h / $2,744; the 13 h deadline picks 2 nodes.
void TestEvaluate::seedWorkedExample()
{
    const Evaluation ev = evaluate(examplePlan(), ndCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QCOMPARE(ev.options.size(), std::size_t(3));
    const double wall[] = {21.0, 168.0 / 13.6, 7.0};
    for (std::size_t i = 0; i < 3; ++i) {
        QVERIFY(std::abs(ev.options[i].wallClockHours - wall[i]) < kTolerance);
        QVERIFY(std::abs(ev.options[i].cost - wall[i] * ev.options[i].nodes * 98.0) < 1e-6);
    }
    QCOMPARE(ev.recommendation.nodes().value_or(0), 2);
    QVERIFY(!ev.priceFromCatalog);
    QCOMPARE(ev.otherTierPricePerNodeHour.value_or(0.0), 19.66);
    QCOMPARE(ev.nodeCounts, (std::vector<int>{1, 2, 4}));
    QVERIFY(!ev.fabric && ev.memory.empty() && ev.riskClosedForm.empty());
}

void TestEvaluate::priceAndRate_data()
{
    QTest::addColumn<bool>("ownPrice");
    QTest::addColumn<int>("tier");
    QTest::addColumn<double>("price");
    QTest::addColumn<bool>("fromCatalog");
    QTest::addColumn<double>("otherTierPrice");
    QTest::newRow("own price") << true << int(Tier::Dedicated) << 98.0 << false << 19.66;
    QTest::newRow("catalog, dedicated") << false << int(Tier::Dedicated) << 98.32 << true << 19.66;
    QTest::newRow("catalog, low priority") << false << int(Tier::LowPriority) << 19.66 << true << 98.32;
}

void TestEvaluate::priceAndRate()
{
    QFETCH(bool, ownPrice);
    QFETCH(int, tier);
    QFETCH(double, price);
    QFETCH(bool, fromCatalog);
    QFETCH(double, otherTierPrice);
    PlanSpec spec = mfuPlan();
    spec.tier = static_cast<Tier>(tier);
    if (!ownPrice) {
        spec.pricePerNodeHour.reset();
    }
    const Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QCOMPARE(ev.pricePerNodeHour, price);
    QCOMPARE(ev.priceFromCatalog, fromCatalog);
    QCOMPARE(ev.otherTierPricePerNodeHour.value_or(0.0), otherTierPrice);
    // R = MFU · peak / (6 · P) = 0.4 · 989e12 / (6 · 8e9) = 8,241.67 tokens/s per GPU (README).
    QVERIFY(std::abs(ev.tokensPerGpuSecond - 0.4 * 989e12 / 48e9) < 1e-6);
    // GPU-hours = T / R / 3600 = 2e9 / 8241.67 / 3600 = 67.41.
    QVERIFY(std::abs(ev.gpuHours - 2e9 / (0.4 * 989e12 / 48e9) / 3600.0) < 1e-9);
}

void TestEvaluate::invalidSpecStopsAtValidation()
{
    PlanSpec spec = examplePlan();
    spec.goodput = 0.0;
    const Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QVERIFY(!ev.ok());
    QCOMPARE(ev.issues.front().path, std::string("goodput"));
    QVERIFY(ev.options.empty() && ev.findings.empty());
    spec = examplePlan();
    spec.sku = "Standard_Unknown";
    const Evaluation unknown = evaluate(spec, ndCatalog(), "2026-11-30");
    QCOMPARE(unknown.issues.front().path, std::string("sku"));
}

// A GPU-hours workload names neither parameters nor a rate: the fabric step asks for both.
void TestEvaluate::fabricNeedsParameters()
{
    PlanSpec spec = examplePlan();
    spec.fabric = fabricJob();
    const Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QCOMPARE(ev.issues.size(), std::size_t(2));
    QCOMPARE(ev.issues[0].path, std::string("scaling.parameters"));
    QCOMPARE(ev.issues[1].path, std::string("scaling.tokens_per_gpu_second"));
    QVERIFY(ev.options.empty());
}

void TestEvaluate::uncalibratedSweepBesideTheFit()
{
    PlanSpec spec = mfuPlan();
    spec.fabric = fabricJob();
    Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QVERIFY(ev.fabric.has_value());
    QVERIFY(!ev.uncalibratedFabric && !ev.calibration && ev.measuredEfficiency.empty());
    // The fabric job as swept takes the workload's parameters and rate.
    QCOMPARE(ev.fabricJob.parameters, 8e9);
    QCOMPARE(ev.fabricJob.tokensPerGpuSecond, ev.tokensPerGpuSecond);

    spec.measurements = {{1, 8.0 * 8000.0}, {2, 16.0 * 7600.0}};
    ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QVERIFY(ev.uncalibratedFabric.has_value() && ev.calibration.has_value());
    // Before calibration: the plan's own (default) overlap; after: the fitted one.
    QCOMPARE(ev.uncalibratedFabric->params.overlap, defaultOverlap(Strategy::Zero3));
    QCOMPARE(ev.fabric->params.overlap, ev.calibration->params.overlap);
    QCOMPARE(ev.uncalibratedFabric->points.size(), ev.fabric->points.size());
    QCOMPARE(ev.measuredEfficiency.size(), std::size_t(2));
}

void TestEvaluate::measuredEfficiency_data()
{
    QTest::addColumn<int>("reference");
    QTest::addColumn<QList<int>>("nodes");
    QTest::addColumn<QList<double>>("tokens");
    QTest::addColumn<QList<double>>("efficiency");
    // (tokens/s at n) / (n · tokens/s per node at the reference).
    QTest::newRow("one node reference") << 1 << QList<int>{1, 2, 4} << QList<double>{64000, 108800, 192000}
                                        << QList<double>{1.0, 0.85, 0.75};
    QTest::newRow("two node reference") << 2 << QList<int>{2, 4} << QList<double>{100000, 180000}
                                        << QList<double>{1.0, 0.9};
    QTest::newRow("no reference run") << 8 << QList<int>{2, 4} << QList<double>{100000, 180000} << QList<double>{};
}

void TestEvaluate::measuredEfficiency()
{
    QFETCH(int, reference);
    QFETCH(QList<int>, nodes);
    QFETCH(QList<double>, tokens);
    QFETCH(QList<double>, efficiency);
    CalibrationResult calibration;
    calibration.referenceNodes = reference;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        calibration.points.push_back({nodes[i], tokens[i], 0.0, 0.0});
    }
    const std::vector<MeasuredEfficiency> points = capplan::model::measuredEfficiency(calibration);
    QCOMPARE(static_cast<qsizetype>(points.size()), efficiency.size());
    for (qsizetype i = 0; i < efficiency.size(); ++i) {
        QCOMPARE(points[static_cast<std::size_t>(i)].nodes, nodes[i]);
        QVERIFY(std::abs(points[static_cast<std::size_t>(i)].efficiency - efficiency[i]) < kTolerance);
    }
}

void TestEvaluate::workloadParameters_data()
{
    QTest::addColumn<int>("form");
    QTest::addColumn<double>("parameters");
    QTest::newRow("GPU-hours") << 0 << 0.0;
    QTest::newRow("measured rate") << 1 << 0.0;
    QTest::newRow("MFU") << 2 << 7e9;
}

void TestEvaluate::workloadParameters()
{
    QFETCH(int, form);
    QFETCH(double, parameters);
    const Workload w = form == 0   ? Workload(GpuHoursWorkload{168.0})
                       : form == 1 ? Workload(TokenRateWorkload{2e9, 8200.0})
                                   : Workload(TokenMfuWorkload{2e9, 7e9, 0.4});
    QCOMPARE(capplan::model::workloadParameters(w), parameters);
}

void TestEvaluate::resolvedMemoryJob_data()
{
    QTest::addColumn<double>("blockParameters");
    QTest::addColumn<double>("blockSequence");
    QTest::addColumn<bool>("withFabric");
    QTest::addColumn<double>("expectedParameters");
    QTest::addColumn<double>("expectedSequence");
    QTest::addColumn<Strategy>("expectedStrategy");
    QTest::addColumn<int>("expectedTensor");
    // The block's own values win; 0 takes the fabric job's, then the workload's (7e9 here).
    QTest::newRow("block's own") << 5e9 << 2048.0 << true << 5e9 << 2048.0 << Strategy::Zero3 << 2;
    QTest::newRow("from the fabric job") << 0.0 << 0.0 << true << 8e9 << 4096.0 << Strategy::Zero3 << 2;
    QTest::newRow("from the workload, DDP") << 0.0 << 1024.0 << false << 7e9 << 1024.0 << Strategy::Ddp << 1;
}

void TestEvaluate::resolvedMemoryJob()
{
    QFETCH(double, blockParameters);
    QFETCH(double, blockSequence);
    QFETCH(bool, withFabric);
    QFETCH(double, expectedParameters);
    QFETCH(double, expectedSequence);
    QFETCH(Strategy, expectedStrategy);
    QFETCH(int, expectedTensor);
    MemoryJob block;
    block.parameters = blockParameters;
    block.sequenceLength = blockSequence;
    FabricJob fabric = fabricJob();
    fabric.parameters = 8e9;
    fabric.tensorParallel = 2;
    const MemoryJob job = capplan::model::resolvedMemoryJob(
        block, withFabric ? std::optional<FabricJob>(fabric) : std::nullopt, TokenMfuWorkload{2e9, 7e9, 0.4});
    QCOMPARE(job.parameters, expectedParameters);
    QCOMPARE(job.sequenceLength, expectedSequence);
    QVERIFY(job.strategy == expectedStrategy);
    QCOMPARE(job.tensorParallel, expectedTensor);
}

// A 70B model with DDP keeps 16 B/param = 1,120 GB on every GPU, so one node does not fit; even
// ZeRO-3 over its 8 GPUs leaves 70e9 · 16 / 8 = 140 GB per GPU, above the 80 GiB, so no strategy
// fits at one node and the first miss says so.
void TestEvaluate::memoryStep()
{
    PlanSpec spec = mfuPlan(70e9);
    spec.memory = MemoryJob{};
    const Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QVERIFY(ev.memoryJob.has_value());
    QCOMPARE(ev.memoryJob->parameters, 70e9);
    QVERIFY(ev.memoryJob->strategy == Strategy::Ddp);
    QCOMPARE(ev.memory.size(), ev.options.size());
    QVERIFY(ev.firstMemoryMiss.has_value());
    QCOMPARE(ev.firstMemoryMiss->option, std::size_t(0));
    QCOMPARE(ev.firstMemoryMiss->nodes, 1);
    QCOMPARE(ev.firstMemoryMiss->totalGB, ev.memory[0].totalGB);
    QVERIFY(!ev.firstMemoryMiss->fittingStrategy.has_value());
    QCOMPARE(ev.firstMemoryMiss->fittingStrategy,
             leastShardedFittingStrategy(*ev.memoryJob, ev.memory[0].dataParallel, 80.0));
    bool doesNotFit = false;
    for (const Finding &f : ev.findings) {
        doesNotFit = doesNotFit || f.code == FindingCode::DoesNotFit;
    }
    QVERIFY(doesNotFit);

    // An 8B model fits one node with ZeRO-3: no miss.
    PlanSpec small = mfuPlan(8e9);
    small.fabric = fabricJob();
    small.memory = MemoryJob{};
    const Evaluation fits = evaluate(small, ndCatalog(), "2026-11-30");
    QVERIFY(fits.ok());
    QVERIFY(!fits.firstMemoryMiss.has_value());
    QCOMPARE(fits.smallestFittingNodes.value_or(0), 1);
}

void TestEvaluate::memoryNeedsParameters()
{
    PlanSpec spec = examplePlan(); // GPU-hours: no parameters anywhere
    spec.memory = MemoryJob{};
    const Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QVERIFY(!ev.ok());
    QCOMPARE(ev.issues.front().path, std::string("memory.parameters"));
    QVERIFY(ev.options.empty());
}

void TestEvaluate::riskClosedFormOnlyWhenEnabled()
{
    PlanSpec spec = examplePlan();
    QVERIFY(evaluate(spec, ndCatalog(), "2026-11-30").riskClosedForm.empty());
    spec.risk.enabled = true;
    spec.risk.nodeMtbfHours = std::numeric_limits<double>::infinity();
    const Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QCOMPARE(ev.riskClosedForm.size(), ev.options.size());
    // Nodes that never fail: the expected wall clock is the deterministic one plus nothing.
    for (std::size_t i = 0; i < ev.options.size(); ++i) {
        QVERIFY(std::abs(ev.riskClosedForm[i].expectedWallClockHours - ev.options[i].wallClockHours) < 1e-9);
    }
}

// The risk block's checkpoint write per option: from the model's states (70B, 14 B/param = 980 GB)
// as the strategy shards them, unless the plan gives it; 5 minutes when the plan knows no model.
void TestEvaluate::checkpointWriteFromTheModel_data()
{
    QTest::addColumn<QString>("workload");
    QTest::addColumn<bool>("zero3");
    QTest::addColumn<double>("explicitHours");
    QTest::addColumn<QList<double>>("writeSeconds"); // at 1, 2 and 4 nodes
    QTest::addColumn<QString>("basis");

    // DDP from rank 0: 980 / 1.9300666 GB/s = 507.75 s at every node count.
    QTest::newRow("70B DDP") << "mfu70b" << false << -1.0
                             << QList<double>{507.7544985473496, 507.7544985473496, 507.7544985473496}
                             << "state_size";
    // ZeRO-3: 980, 490, 245 GB per node at 1.93 GB/s, never under the account's 980 / 7.5 = 130.67 s.
    QTest::newRow("70B ZeRO-3") << "mfu70b" << true << -1.0
                                << QList<double>{507.7544985473496, 253.87724927367478, 130.66666666666666}
                                << "state_size";
    QTest::newRow("70B, the plan's 0.25 h") << "mfu70b" << true << 0.25 << QList<double>{900.0, 900.0, 900.0}
                                            << "explicit";
    QTest::newRow("GPU-hours: no model, 5 min") << "gpu_hours" << false << -1.0 << QList<double>{300.0, 300.0, 300.0}
                                                << "default";
}

void TestEvaluate::checkpointWriteFromTheModel()
{
    QFETCH(QString, workload);
    QFETCH(bool, zero3);
    QFETCH(double, explicitHours);
    QFETCH(QList<double>, writeSeconds);
    QFETCH(QString, basis);
    PlanSpec spec = workload == QStringLiteral("mfu70b") ? mfuPlan(70e9) : examplePlan();
    if (zero3) {
        spec.fabric = fabricJob();
    }
    spec.risk.enabled = true;
    if (explicitHours > 0.0) {
        spec.risk.checkpointWriteHours = explicitHours;
    }
    const Evaluation ev = evaluate(spec, ndCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QCOMPARE(ev.checkpointWrites.size(), std::size_t{3});
    const std::vector<RiskCase> cases = evaluationRiskCases(ev, Tier::Dedicated, ev.pricePerNodeHour);
    for (std::size_t i = 0; i < 3; ++i) {
        const CheckpointWrite &w = ev.checkpointWrites[i];
        QCOMPARE(QString::fromLatin1(toString(w.basis).data()), basis);
        QCOMPARE(w.nodes, ev.options[i].nodes);
        QVERIFY2(std::abs(w.writeHours * 3600.0 - writeSeconds[static_cast<qsizetype>(i)]) < 1e-6,
                 qPrintable(QString::number(w.writeHours * 3600.0, 'g', 17)));
        // The closed form and the Monte Carlo's cases use it.
        QCOMPARE(ev.riskClosedForm[i].checkpointWriteHours, w.writeHours);
        QCOMPARE(cases[i].checkpointWriteHours.value_or(-1.0), w.writeHours);
    }
    // The Monte Carlo runs each option with its own write too (both tiers).
    spec.risk.trials = 1000;
    const std::optional<RiskResult> mc = simulateRisk(spec, ev, nullptr, {}, 1);
    QVERIFY(mc.has_value());
    QCOMPARE(mc->rows.size(), std::size_t{3});
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(mc->rows[i].checkpointWriteHours, ev.checkpointWrites[i].writeHours);
        if (i < mc->otherRows.size()) {
            QCOMPARE(mc->otherRows[i].checkpointWriteHours, ev.checkpointWrites[i].writeHours);
        }
    }
    // Off: nothing derived.
    spec.risk.enabled = false;
    QVERIFY(evaluate(spec, ndCatalog(), "2026-11-30").checkpointWrites.empty());
}

// docs/sources.md, s2-azureml-compute: 4 nodes of 96 vCPUs need 384 cores; a limit of 200 with 8
// in use lacks 192, and quota_exceeded says so.
void TestEvaluate::quotaPerOption()
{
    Catalog catalog = ndCatalog();
    QuotaUsage family;
    family.region = "eastus";
    family.family = "standardNDSH100v5Family";
    family.currentValue = 8;
    family.limit = 200;
    catalog.quota.push_back(family);
    PlanSpec spec = examplePlan();
    spec.deadlineHours = 8.0; // 4 nodes
    const Evaluation ev = evaluate(spec, catalog, "2026-11-30");
    QCOMPARE(ev.quota.size(), ev.options.size());
    QCOMPARE(ev.quota[2].coresNeeded, 384LL);
    QCOMPARE(ev.quota[2].shortfall.value_or(-1), 192LL);
    bool exceeded = false;
    for (const Finding &f : ev.findings) {
        if (f.code == FindingCode::QuotaExceeded) {
            exceeded = true;
            QCOMPARE(f.numbers.at("cores_to_request"), 192.0);
        }
    }
    QVERIFY(exceeded);
    QVERIFY(!ev.regions.options.empty());
}


// The memory check is on whenever the plan knows its model, with or without a memory block: the
// block's defaults (16 B/param for mixed-precision Adam, Rajbhandari et al. 2020) on Mixtral's
// 46,702,792,704 parameters keep 747.2 GB of model states. DDP holds them on every GPU, so no node
// count fits; ZeRO-3 divides them by the n·8 GPUs: 93.4 GB per GPU at 1 node, 46.7 GB at 2, where
// the activations of 4,096-token sequences without checkpointing still take the total above the
// 80 GiB = 85.9 GB; 4 nodes fit. A plan without a model keeps the check off; its block is used as is.
void TestEvaluate::memoryCheckFollowsTheModel_data()
{
    QTest::addColumn<bool>("withModel");
    QTest::addColumn<bool>("withBlock");
    QTest::addColumn<bool>("zero3");
    QTest::addColumn<bool>("checked");
    QTest::addColumn<bool>("fromModel");
    QTest::addColumn<QList<int>>("notFitting");
    QTest::addColumn<int>("reason");

    using R = RecommendationReason;
    QTest::newRow("model, DDP: nothing fits") << true << false << false << true << true << QList<int>{1, 2, 4}
                                              << static_cast<int>(R::NoneFits);
    QTest::newRow("model, ZeRO-3: 1 and 2 nodes do not fit")
        << true << false << true << true << true << QList<int>{1, 2} << static_cast<int>(R::CheapestMeetingConstraints);
    QTest::newRow("model and block, ZeRO-3") << true << true << true << true << false << QList<int>{1, 2}
                                             << static_cast<int>(R::CheapestMeetingConstraints);
    QTest::newRow("no model: no check") << false << false << false << false << false << QList<int>{}
                                        << static_cast<int>(R::NoneMeetsDeadline);
}

void TestEvaluate::memoryCheckFollowsTheModel()
{
    QFETCH(bool, withModel);
    QFETCH(bool, withBlock);
    QFETCH(bool, zero3);
    QFETCH(bool, checked);
    QFETCH(bool, fromModel);
    QFETCH(QList<int>, notFitting);
    QFETCH(int, reason);

    Catalog catalog = ndCatalog();
    catalog.models.push_back(mixtralEntry());
    PlanSpec spec = withModel ? mixtralPlan() : mfuPlan(46702792704.0);
    spec.deadlineHours = 48.0;
    if (!withModel) {
        spec.deadlineHours = 1.0; // the plan's one constraint, so the reason is not about memory
    }
    if (withBlock) {
        spec.memory = MemoryJob{};
    }
    if (zero3) {
        spec.fabric = fabricJob();
    }
    const Evaluation ev = evaluate(spec, catalog, "2026-11-30");
    QVERIFY2(ev.ok(), ev.ok() ? "" : ev.issues.front().path.c_str());
    QCOMPARE(!ev.memory.empty(), checked);
    QCOMPARE(ev.memoryFromModel, fromModel);
    QCOMPARE(memoryCheckBlock(spec).has_value(), withModel || withBlock);
    const std::vector<int> &missing = ev.recommendation.notFitting;
    QCOMPARE(QList<int>(missing.begin(), missing.end()), notFitting);
    QCOMPARE(static_cast<int>(ev.recommendation.reason), reason);
    if (!checked) {
        return;
    }
    // 80 GiB = 85.899 GB per GPU, the capacity every reason names.
    QCOMPARE(ev.recommendation.gpuMemoryGB, 80.0 * 1.073741824);
    const double statesGB = 46702792704.0 * 16.0 / 1e9; // 747.24 GB
    const double shards = zero3 ? 8.0 : 1.0;
    QVERIFY(ev.memory.front().modelStatesGB() >= statesGB / shards - 1e-6);
    if (ev.recommendation.chosen) {
        QVERIFY(ev.recommendation.chosen->fits);
        QCOMPARE(ev.recommendation.chosen->nodes, 4);
    }
}

QTEST_APPLESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
