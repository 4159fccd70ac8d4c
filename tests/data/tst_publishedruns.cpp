// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The step-time model against published end-to-end training runs of the three stacks
// (tests/data/validation/published-runs.json): each row is read as a plan (its model and layout
// blocks through the plan-file reader) and evaluated at its node count on the default catalog's
// size; the errors are those docs/validation.md prints ("Published runs of three training
// stacks"), pinned to ±0.5 points, with the statistics of the fit and the held-out rows.
#include "data/Texts.h"
#include "data/formats/PlanFile.h"
#include "data/store/CatalogStore.h"
#include "model/Evaluate.h"
#include "model/plan/Launch.h"
#include "model/performance/Stack.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <vector>

using namespace capplan;

namespace {

const char *kToday = "2026-12-01";

const model::Catalog &defaultCatalog()
{
    static const model::Catalog catalog = data::CatalogStore::embeddedDefault().value();
    return catalog;
}

QJsonArray publishedRows()
{
    QFile file(QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/validation/published-runs.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("tests/data/validation/published-runs.json is missing");
    }
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("rows")).toArray();
}

struct RowResult {
    QString id;
    QString stack;
    bool fit = false;
    int gpus = 0;
    double measured = 0.0;
    double predicted = 0.0;
    double error = 0.0; // predicted / measured − 1
    model::StepBreakdown step;
    model::Architecture arch;
    model::Layout layout;
    model::Hardware hardware;
    int nodes = 0;
};

// The row as a plan: its model and layout blocks, its size and node count, through the reader.
RowResult evaluateRow(const QJsonObject &row)
{
    QJsonObject plan;
    plan.insert(QStringLiteral("format"), QStringLiteral("capacity-planner.plan"));
    plan.insert(QStringLiteral("version"), 3);
    plan.insert(QStringLiteral("name"), row.value(QStringLiteral("id")));
    plan.insert(QStringLiteral("sku"), row.value(QStringLiteral("size")));
    plan.insert(QStringLiteral("region"), QStringLiteral("eastus"));
    plan.insert(QStringLiteral("model"), row.value(QStringLiteral("model")));
    plan.insert(QStringLiteral("workload"), QJsonObject{{QStringLiteral("tokens"), 1e9}});
    plan.insert(QStringLiteral("layout"), row.value(QStringLiteral("layout")));
    plan.insert(QStringLiteral("nodes"), QJsonArray{row.value(QStringLiteral("nodes"))});
    const auto spec = data::PlanFile::parse(QJsonDocument(plan).toJson(QJsonDocument::Compact));
    RowResult r;
    r.id = row.value(QStringLiteral("id")).toString();
    if (!spec) {
        qWarning("%s: %s", qPrintable(r.id), qPrintable(spec.error().toLine()));
        return r;
    }
    const model::Evaluation ev = model::evaluate(spec.value(), defaultCatalog(), kToday);
    if (!ev.ok() || ev.steps.size() != 1 || !ev.steps.front().ok()) {
        qWarning("%s: not evaluated (%zu issues, %zu steps)", qPrintable(r.id), ev.issues.size(), ev.steps.size());
        return r;
    }
    r.stack = row.value(QStringLiteral("stack")).toString();
    r.fit = row.value(QStringLiteral("split")).toString() == QLatin1String("fit");
    r.gpus = row.value(QStringLiteral("gpus")).toInt();
    r.measured = row.value(QStringLiteral("measured_tokens_per_gpu_second")).toDouble();
    r.step = ev.steps.front();
    r.arch = *ev.architecture;
    r.layout = *ev.layout;
    r.hardware = ev.hardware;
    r.nodes = ev.options.front().nodes;
    r.predicted = r.step.tokensPerGpuSecond;
    r.error = r.predicted / r.measured - 1.0;
    return r;
}

const std::vector<RowResult> &results()
{
    static const std::vector<RowResult> all = [] {
        std::vector<RowResult> out;
        for (const QJsonValue &v : publishedRows()) {
            out.push_back(evaluateRow(v.toObject()));
        }
        return out;
    }();
    return all;
}

double quantile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    if (v.empty()) {
        return 0.0;
    }
    const double pos = q * static_cast<double>(v.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(pos));
    const auto hi = static_cast<std::size_t>(std::ceil(pos));
    return v[lo] + (pos - static_cast<double>(lo)) * (v[hi] - v[lo]);
}

struct Stats {
    std::size_t rows = 0;
    double medianAbs = 0.0;
    double medianSigned = 0.0;
    double within25 = 0.0; // share of rows within ±25 %
};

Stats stats(const std::vector<const RowResult *> &rows)
{
    std::vector<double> abs;
    std::vector<double> sgn;
    std::size_t within = 0;
    for (const RowResult *r : rows) {
        abs.push_back(std::abs(r->error));
        sgn.push_back(r->error);
        within += std::abs(r->error) <= 0.25 ? 1 : 0;
    }
    Stats s;
    s.rows = rows.size();
    s.medianAbs = quantile(abs, 0.5);
    s.medianSigned = quantile(sgn, 0.5);
    s.within25 = rows.empty() ? 0.0 : static_cast<double>(within) / static_cast<double>(rows.size());
    return s;
}

} // namespace

class TestPublishedRuns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyRowEvaluates();
    void table();
    void stackEfficiencyIsTheFitRowsMedian();
    void heldOutBands();
    void randomPlansStayPhysical();
    void bandAroundEveryEstimate();
    void calibrationNarrowsTheBand();
    void launcherFollowsTheStack_data();
    void launcherFollowsTheStack();
};

void TestPublishedRuns::everyRowEvaluates()
{
    const QJsonArray rows = publishedRows();
    QVERIFY(rows.size() >= 40);
    for (const RowResult &r : results()) {
        QVERIFY2(r.predicted > 0.0, qPrintable(r.id));
    }
}

void TestPublishedRuns::table()
{
    std::map<QString, std::vector<const RowResult *>> groups;
    for (const RowResult &r : results()) {
        qInfo("%-36s %-9s %-8s %5d GPUs  measured %9.1f  model %9.1f  %+7.2f %%  MFU %5.1f %%  %s", qPrintable(r.id),
              qPrintable(r.stack), r.fit ? "fit" : "held-out", r.gpus, r.measured, r.predicted, 100.0 * r.error,
              100.0 * r.step.mfu, qPrintable(QString::fromLatin1(model::toString(r.step.attention).data())));
        groups[r.fit ? QStringLiteral("fit") : QStringLiteral("held_out")].push_back(&r);
        groups[r.stack + (r.fit ? QStringLiteral(" fit") : QStringLiteral(" held_out"))].push_back(&r);
        groups[QStringLiteral("all")].push_back(&r);
    }
    // Row by row, as docs/validation.md prints them: model / measured − 1, in per cent.
    static const std::map<std::string, double> pinned{
        {"nemo2407-gpt3-175b-128", 21.35},
        {"nemo2407-gpt3-175b-512", 8.23},
        {"nemo2407-llama2-7b-8", 6.43},
        {"nemo2407-llama2-13b-16", 9.33},
        {"nemo2407-llama2-70b-64", 4.19},
        {"nemo2407-sft-llama2-7b-8", 5.79},
        {"nemo2407-sft-llama2-13b-8", -19.60},
        {"nemo2407-sft-llama2-70b-16", 4.17},
        {"nemo2407-lora-llama2-7b-8", -13.27},
        {"nemo2407-lora-llama2-13b-8", -14.82},
        {"nemo2407-lora-llama2-70b-8", -1.84},
        {"mbridge2511-llama3-70b-64", 3.32},
        {"mbridge2606-sft-llama3-70b-32", 13.42},
        {"mbridge2606-lora-llama3-70b-8", -0.00},
        {"mlm-weak-1.7b-48", 36.72},
        {"mlm-weak-7.1b-96", 16.79},
        {"mlm-weak-70b-768", -16.17},
        {"mlm-weak-177b-2304", -4.19},
        {"mlm-weak-462b-6144", -2.50},
        {"llmfoundry-h100-mpt70b-512", -8.17},
        {"llmfoundry-h100-mpt7b-512", 9.41},
        {"llmfoundry-h100-mpt1b-512-sgo", 8.10},
        {"llmfoundry-h100-mpt70b-64", -11.01},
        {"llmfoundry-h100-mpt13b-64", 17.77},
        {"llmfoundry-h100-mpt7b-8", -3.02},
        {"llmfoundry-h100-mpt7b-8-seq8k", -7.67},
        {"llmfoundry-h100-fp8-mpt3b-8", -0.01},
        {"llmfoundry-a100-80-mpt70b-64", -4.61},
        {"llmfoundry-a100-80-mpt7b-8", 0.52},
        {"llmfoundry-a100-40-mpt70b-128", 7.46},
        {"llmfoundry-a100-40-mpt7b-128", 1.39},
        {"fms-a100-7b-128-nocompile", 0.00},
        {"fms-a100-70b-128-nocompile", -11.29},
        {"fms-h100-7b-96-nocompile", -1.06},
        {"fms-h100-70b-96-nocompile", -9.50},
        {"fms-a100-7b-128-compile", -2.45},
        {"fms-h100-7b-96-compile", 0.31},
        {"tinyllama-1.1b-16", 4.82},
        {"automodel-lora-llama33-70b-8", -12.76},
        {"azureml-bloomarch-25b-16", 12.72},
        {"azureml-bloomarch-20b-8", 43.27},
        {"xtuner-llama3-8b-8-8k", -12.72},
        {"xtuner-llama3-8b-16-8k", 14.07}};
    QCOMPARE(pinned.size(), results().size());
    for (const RowResult &r : results()) {
        const auto it = pinned.find(r.id.toStdString());
        QVERIFY2(it != pinned.end(), qPrintable(r.id));
        QVERIFY2(std::abs(100.0 * r.error - it->second) < 0.5, qPrintable(r.id + QLatin1Char(' ') + QString::number(100.0 * r.error)));
    }
    for (const auto &[name, rows] : groups) {
        const Stats s = stats(rows);
        std::vector<double> ratio;
        for (const RowResult *r : rows) {
            ratio.push_back(r->measured / r->predicted);
        }
        qInfo("%-20s %2zu rows  median |error| %5.2f %%  signed median %+6.2f %%  within ±25 %% %5.1f %%  measured/model "
              "p10 %.3f p90 %.3f",
              qPrintable(name), s.rows, 100.0 * s.medianAbs, 100.0 * s.medianSigned, 100.0 * s.within25,
              quantile(ratio, 0.1), quantile(ratio, 0.9));
    }
    // The held-out rows against the acceptance (docs/validation.md): median |error| 8.75 %, signed
    // median +2.35 %, 95.5 % of the rows within ±25 %. Pinned: a change to the model shows here.
    const Stats held = stats(groups[QStringLiteral("held_out")]);
    QCOMPARE(held.rows, std::size_t{22});
    QVERIFY2(std::abs(100.0 * held.medianAbs - 8.75) < 0.5, qPrintable(QString::number(100.0 * held.medianAbs)));
    QVERIFY2(std::abs(100.0 * held.medianSigned - 2.35) < 0.5, qPrintable(QString::number(100.0 * held.medianSigned)));
    QVERIFY2(std::abs(held.within25 - 21.0 / 22.0) < 1e-9, qPrintable(QString::number(held.within25)));
}

// Each stack's efficiency (model/performance/Stack.cpp, StackTerms::efficiency) is the one constant set from
// these rows: the factor on every compute kernel that makes the signed median error of the stack's
// "fit" rows zero. Recomputed here: the factor that would still be needed on top of it is 1.
void TestPublishedRuns::stackEfficiencyIsTheFitRowsMedian()
{
    QString wrong;
    std::map<QString, std::vector<const RowResult *>> cells;
    for (const RowResult &r : results()) {
        if (r.fit) {
            cells[r.stack + (model::isAmpere(r.hardware.gpuModel) ? QStringLiteral(" ampere") : QStringLiteral(" hopper"))]
                .push_back(&r);
        }
    }
    QCOMPARE(cells.size(), std::size_t{4}); // megatron on Ampere and DeepSpeed on Hopper have no fit row
    for (const auto &[cell, fit] : cells) {
        const auto signedMedian = [&](double factor) {
            std::vector<double> errors;
            for (const RowResult *r : fit) {
                model::Hardware hw = r->hardware;
                hw.computeFactor *= factor;
                errors.push_back(model::stepTime(r->arch, r->layout, hw, r->nodes).tokensPerGpuSecond / r->measured - 1.0);
            }
            return quantile(errors, 0.5);
        };
        double lo = 0.3;
        double hi = 3.0;
        for (int i = 0; i < 60; ++i) {
            const double mid = std::sqrt(lo * hi);
            (signedMedian(mid) > 0.0 ? hi : lo) = mid;
        }
        const double extra = std::sqrt(lo * hi);
        QString ids;
        for (const RowResult *r : fit) {
            ids += r->id + QLatin1Char(' ');
        }
        qInfo("%-16s %zu fit rows: further factor %.4f (signed median at 1: %+.2f %%): %s", qPrintable(cell), fit.size(), extra,
              100.0 * signedMedian(1.0), qPrintable(ids));
        if (std::abs(extra - 1.0) >= 0.002) {
            wrong += cell + QLatin1Char(' ') + QString::number(extra, 'f', 4) + QLatin1Char(' ');
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

// Each stack's band (model/performance/Stack.cpp, heldOutBand) is the 10th and 90th percentile of measured /
// estimated over its held-out rows (all held-out rows where a stack has fewer than eight), clamped
// to contain 1. How often it contains the measured value: on the held-out rows it was taken from,
// and leave-one-out (each row judged by the band of the stack's other held-out rows).
void TestPublishedRuns::heldOutBands()
{
    std::map<QString, std::vector<const RowResult *>> held;
    for (const RowResult &r : results()) {
        if (!r.fit) {
            held[r.stack].push_back(&r);
            held[QStringLiteral("all")].push_back(&r);
        }
    }
    const auto band = [](const std::vector<const RowResult *> &rows, const RowResult *leaveOut) {
        std::vector<double> ratio;
        for (const RowResult *r : rows) {
            if (r != leaveOut) {
                ratio.push_back(r->measured / r->predicted);
            }
        }
        return std::pair{std::min(1.0, quantile(ratio, 0.1)), std::max(1.0, quantile(ratio, 0.9))};
    };
    int inside = 0;
    int insideLoo = 0;
    int total = 0;
    for (const model::Stack stack : {model::Stack::Megatron, model::Stack::Fsdp, model::Stack::DeepSpeed}) {
        const QString name = QString::fromLatin1(model::toString(stack).data());
        const bool own = held[name].size() >= 8;
        const auto &pool = own ? held[name] : held[QStringLiteral("all")];
        const auto [slow, fast] = band(pool, nullptr);
        const model::EstimateBand coded = model::heldOutBand(stack);
        qInfo("%-9s band from %zu held-out rows: slow %.4f fast %.4f (coded %.4f %.4f)", qPrintable(name), pool.size(), slow,
              fast, coded.slow, coded.fast);
        QVERIFY2(std::abs(coded.slow - slow) < 5e-4 && std::abs(coded.fast - fast) < 5e-4, qPrintable(name));
        QCOMPARE(static_cast<std::size_t>(coded.rows), pool.size());
        for (const RowResult *r : held[name]) {
            const double ratio = r->measured / r->predicted;
            inside += ratio >= slow && ratio <= fast ? 1 : 0;
            const auto [s, f] = band(pool, r);
            insideLoo += ratio >= s && ratio <= f ? 1 : 0;
            ++total;
        }
    }
    qInfo("band contains the measured value on %d of %d held-out rows (%.1f %%); leave-one-out %d of %d (%.1f %%)", inside,
          total, 100.0 * inside / total, insideLoo, total, 100.0 * insideLoo / total);
    QCOMPARE(total, 22);
    QVERIFY(inside >= 0.7 * total);
}

// Over 1,500 random valid plans (every preset of the library, every size with GPUs, random layouts,
// precisions, recomputation, LoRA and QLoRA, each stack): the GPUs never execute more FLOP/s than
// their peak, and MFU (needed FLOPs: causal attention at half its s² product, LoRA's frozen weights
// without weight gradients; model/performance/StepTime.h, neededFlopsPerToken) never exceeds 1.
void TestPublishedRuns::randomPlansStayPhysical()
{
    const model::Catalog &catalog = defaultCatalog();
    std::vector<const model::VmSize *> sizes;
    for (const model::VmSize &size : catalog.sizes) {
        if (size.gpusPerVm.value > 0 && size.bf16TflopsPerGpu.value > 0.0) {
            sizes.push_back(&size);
        }
    }
    QVERIFY(!catalog.models.empty() && !sizes.empty());
    std::mt19937 rng(20261203);
    const auto pick = [&rng](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    int plans = 0;
    int tries = 0;
    double worstMfu = 0.0;
    double worstShare = 0.0;
    while (plans < 1500 && tries < 200000) {
        ++tries;
        const model::LibraryModel &m = catalog.models[static_cast<std::size_t>(pick(static_cast<int>(catalog.models.size())))];
        const model::VmSize &size = *sizes[static_cast<std::size_t>(pick(static_cast<int>(sizes.size())))];
        const model::Architecture &arch = m.architecture;
        const model::Hardware hw = model::hardwareFor(size);
        model::Layout l;
        const int tChoices[] = {1, 2, 4, 8};
        l.tensorParallel = std::min(tChoices[pick(4)], hw.nvlinkDomainGpus);
        l.pipelineParallel = 1 << pick(4);
        l.virtualStages = l.pipelineParallel > 1 ? 1 + pick(2) : 1;
        l.sequenceParallel = l.tensorParallel > 1 && pick(2) == 1;
        l.strategy = static_cast<model::Strategy>(pick(5));
        const model::Stack stacks[] = {model::Stack::Inferred, model::Stack::Megatron, model::Stack::Fsdp, model::Stack::DeepSpeed};
        l.stack = stacks[pick(4)];
        l.compiled = model::resolvedStack(l) == model::Stack::Fsdp && pick(2) == 1;
        l.microBatchSize = 1 << pick(3);
        const int lengths[] = {1024, 2048, 4096, 8192, 32768, 131072};
        l.sequenceLength = std::min(lengths[pick(6)], std::max(1024, arch.maxPositionEmbeddings));
        l.recompute = static_cast<model::Recompute>(pick(3));
        l.precision = hw.fp8Flops > 0.0 && pick(2) == 1 ? model::Precision::Fp8 : model::Precision::Bf16;
        l.fineTuning = static_cast<model::FineTuning>(pick(3));
        l.flashAttention = pick(5) != 0;
        const int nodes = 1 << pick(6);
        const int gpus = nodes * hw.gpusPerNode;
        if (gpus % (l.tensorParallel * l.pipelineParallel) != 0) {
            continue;
        }
        const int d = gpus / (l.tensorParallel * l.pipelineParallel);
        l.globalBatchSequences = d * l.microBatchSize * (1 + pick(8));
        if (!model::validate(l, arch).empty()) {
            continue;
        }
        const model::StepBreakdown s = model::stepTime(arch, l, hw, nodes);
        if (!s.ok()) {
            continue;
        }
        ++plans;
        const double peak = hw.peakFlops(l.precision) / 1e12;
        worstShare = std::max(worstShare, s.hardwareTflopsPerGpu / peak);
        worstMfu = std::max(worstMfu, s.mfu);
        QVERIFY2(s.hardwareTflopsPerGpu <= peak * (1.0 + 1e-9),
                 qPrintable(QStringLiteral("%1 on %2: %3 of %4 TFLOP/s")
                                .arg(QString::fromStdString(m.name), QString::fromStdString(size.name))
                                .arg(s.hardwareTflopsPerGpu)
                                .arg(peak)));
        QVERIFY2(s.mfu <= 1.0, qPrintable(QString::fromStdString(m.name) + QLatin1Char(' ') + QString::number(s.mfu)));
        QVERIFY(s.modelTflopsPerGpu <= s.hardwareTflopsPerGpu * (1.0 + 1e-9));
    }
    qInfo("%d random plans (%d drawn): executed at most %.1f %% of the peak, MFU at most %.1f %%", plans, tries,
          100.0 * worstShare, 100.0 * worstMfu);
    QCOMPARE(plans, 1500);
}

namespace {

model::PlanSpec examplePlan(const char *name)
{
    const auto spec = data::PlanFile::load(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/") + QLatin1String(name));
    if (!spec) {
        qFatal("%s: %s", name, qPrintable(spec.error().toLine()));
    }
    return spec.value();
}

} // namespace

// Every option of a step-time plan carries the stack's band: the compute hours at the band's fast
// and slow ends (wall = compute / rate / goodput + overhead), its cost at the same price; the
// recommendation says when the band crosses the deadline.
void TestPublishedRuns::bandAroundEveryEstimate()
{
    model::PlanSpec spec = examplePlan("layout-llama70b-pretrain.plan.json"); // megatron
    const model::Evaluation ev = model::evaluate(spec, defaultCatalog(), kToday);
    QVERIFY(ev.ok());
    QVERIFY(ev.band == model::heldOutBand(model::Stack::Megatron));
    QVERIFY(ev.band.source == model::BandSource::HeldOutRuns);
    for (const model::OptionRow &o : ev.options) {
        QVERIFY(o.wallClockHoursLow < o.wallClockHours && o.wallClockHours < o.wallClockHoursHigh);
        const double low = o.computeHours / 1.0637 / 0.9 + spec.overheadHours;
        const double high = o.computeHours / 0.8530 / 0.9 + spec.overheadHours;
        QVERIFY2(std::abs(o.wallClockHoursLow / low - 1.0) < 1e-12, qPrintable(QString::number(o.wallClockHoursLow)));
        QVERIFY(std::abs(o.wallClockHoursHigh / high - 1.0) < 1e-12);
        QVERIFY(std::abs(o.costHigh / (o.nodes * high * ev.pricePerNodeHour) - 1.0) < 1e-12);
        QVERIFY(o.costLow < o.cost && o.cost < o.costHigh);
    }
    // 16 nodes: 238.6 h against 336 h, 279.7 h at the slow end: no sentence. At a 260 h deadline
    // the slow end (279.7 h) crosses it: 260 / 238.6 − 1 = 9 % slower is the margin.
    QVERIFY(!ev.recommendation.slowdownMargin);
    spec.deadlineHours = 260.0;
    const model::Evaluation tight = model::evaluate(spec, defaultCatalog(), kToday);
    QCOMPARE(tight.recommendation.nodes().value_or(0), 16);
    const model::OptionRow &c = *tight.recommendation.chosen;
    QVERIFY(tight.recommendation.slowdownMargin.has_value());
    QVERIFY(std::abs(*tight.recommendation.slowdownMargin - (260.0 / c.wallClockHours - 1.0)) < 1e-12);
    const data::Texts english{QLocale(QLocale::English, QLocale::UnitedStates)};
    const QString text = english.recommendation(tight.recommendation);
    QVERIFY2(text.contains(QStringLiteral("It meets the 260 h deadline unless the run is more than 9 % slower than "
                                          "estimated (the estimate's band reaches 279.7 h).")),
             qPrintable(text));
    // A plan with its own rate has no model band.
    const model::Evaluation seed = model::evaluate(examplePlan("seed-finetune.plan.json"), defaultCatalog(), kToday);
    QVERIFY(seed.band.source == model::BandSource::None);
    QCOMPARE(seed.options.front().wallClockHoursHigh, seed.options.front().wallClockHours);
}

// Measured runs narrow the band to the calibration's largest residual; one run keeps the stack's.
void TestPublishedRuns::calibrationNarrowsTheBand()
{
    model::PlanSpec spec = examplePlan("layout-llama70b-pretrain.plan.json");
    const model::Evaluation plain = model::evaluate(spec, defaultCatalog(), kToday);
    const double at16 = plain.steps[2].tokensPerSecond; // 16 nodes
    const double at64 = plain.steps[4].tokensPerSecond;
    spec.measurements = {model::Measurement{16, 0.90 * at16}};
    const model::Evaluation one = model::evaluate(spec, defaultCatalog(), kToday);
    QVERIFY(one.band == model::heldOutBand(model::Stack::Megatron));
    spec.measurements = {model::Measurement{16, 0.90 * at16}, model::Measurement{64, 0.85 * at64}};
    const model::Evaluation two = model::evaluate(spec, defaultCatalog(), kToday);
    QVERIFY(two.band.source == model::BandSource::Calibration);
    QCOMPARE(two.band.rows, 2);
    double worst = 0.0;
    for (const model::CalibrationPoint &p : two.layoutCalibration->points) {
        worst = std::max(worst, std::abs(p.relativeResidual));
    }
    QVERIFY(std::abs(two.band.slow - (1.0 - worst)) < 1e-12 && std::abs(two.band.fast - (1.0 + worst)) < 1e-12);
    QVERIFY(two.band.fast - two.band.slow < plain.band.fast - plain.band.slow);
}

void TestPublishedRuns::launcherFollowsTheStack_data()
{
    QTest::addColumn<int>("stack");
    QTest::addColumn<int>("strategy");
    QTest::addColumn<bool>("dataParallelOnly"); // t = p = v = 1: a layout the Trainer runs
    QTest::addColumn<int>("given");
    QTest::addColumn<int>("launcher");
    using L = model::Launcher;
    const int inferred = static_cast<int>(model::Stack::Inferred), megatron = static_cast<int>(model::Stack::Megatron),
              fsdp = static_cast<int>(model::Stack::Fsdp), hf = static_cast<int>(model::Stack::Hf);
    // The example's layout (TP 8 × PP 4) is beyond the Trainer: the stack it was priced on.
    QTest::newRow("zero3 inferred, TP → deepspeed") << inferred << 3 << false << int(L::FromStack) << int(L::DeepSpeed);
    QTest::newRow("ddp inferred, TP → torchtitan") << inferred << 0 << false << int(L::FromStack) << int(L::Fsdp);
    // Data parallelism only, naming no stack: the Hugging Face Trainer.
    QTest::newRow("zero3 inferred, DP only → accelerate") << inferred << 3 << true << int(L::FromStack) << int(L::Accelerate);
    QTest::newRow("fsdp inferred, DP only → accelerate") << inferred << 4 << true << int(L::FromStack) << int(L::Accelerate);
    QTest::newRow("hf named → accelerate") << hf << 1 << true << int(L::FromStack) << int(L::Accelerate);
    QTest::newRow("fsdp named → fsdp") << fsdp << 4 << false << int(L::FromStack) << int(L::Fsdp);
    QTest::newRow("megatron named → megatron") << megatron << 1 << false << int(L::FromStack) << int(L::Megatron);
    QTest::newRow("explicit launcher wins") << megatron << 1 << false << int(L::DeepSpeed) << int(L::DeepSpeed);
    QTest::newRow("explicit none wins") << megatron << 1 << false << int(L::None) << int(L::None);
}

void TestPublishedRuns::launcherFollowsTheStack()
{
    QFETCH(int, stack);
    QFETCH(int, strategy);
    QFETCH(bool, dataParallelOnly);
    QFETCH(int, given);
    QFETCH(int, launcher);
    model::PlanSpec spec = examplePlan("layout-llama70b-pretrain.plan.json");
    spec.layout->stack = static_cast<model::Stack>(stack);
    spec.layout->strategy = static_cast<model::Strategy>(strategy);
    if (dataParallelOnly) {
        spec.layout->tensorParallel = spec.layout->pipelineParallel = spec.layout->virtualStages = 1;
        spec.layout->sequenceParallel = false;
        spec.layout->precision = model::Precision::Bf16;
    }
    QCOMPARE(static_cast<int>(model::stackLauncher(spec, static_cast<model::Launcher>(given))), launcher);
}

QTEST_GUILESS_MAIN(TestPublishedRuns)
#include "tst_publishedruns.moc"
