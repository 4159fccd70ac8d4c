// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The training-log reader (data::TrainingLog, `import training-log`): each format's lines, the
// steady state, the measurement and its inputs, real logs from public repositories
// (tests/data/samples/training-logs/PROVENANCE.md) and hostile input.
#include "data/formats/PlanFile.h"
#include "data/import/TrainingLog.h"
#include "model/plan/PlanSpec.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace capplan;
using data::TrainingLog;
using data::TrainingLogFacts;
using data::TrainingLogFormat;
using data::TrainingLogQuantity;
using data::TrainingLogReport;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/training-logs/") + name;
}

bool near(double a, double b, double relative)
{
    return std::abs(a - b) <= relative * std::abs(b);
}

// n Megatron-LM iteration lines, the first `slowFirst` at 3× the step time.
QByteArray megatronLines(int n, double stepMs, int slowFirst = 0)
{
    QByteArray out = "using world size: 64, data-parallel size: 8, context-parallel size: 1, tensor-model-parallel size: 8\n"
                     "  seq_length ...................................... 4096\n";
    for (int i = 1; i <= n; ++i) {
        const double ms = i <= slowFirst ? 3 * stepMs : stepMs + (i % 3) * 0.1;
        out += QByteArray(" iteration ") + QByteArray::number(i * 10).rightJustified(8) +
               "/  500000 | consumed samples:  5120 | elapsed time per iteration (ms): " + QByteArray::number(ms, 'f', 1) +
               " | throughput per GPU (TFLOP/s/GPU): 401.2 | learning rate: 1.0E-05 | global batch size:   512 | lm loss: "
               "7.1E+00 |\n";
    }
    return out;
}

} // namespace

class TestTrainingLog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void formats_data();
    void formats();
    void steadyState_data();
    void steadyState();
    void realLogs_data();
    void realLogs();
    void measurement_data();
    void measurement();
    void measurementErrors_data();
    void measurementErrors();
    void planRoundTrip();
    void stackMismatchIsAnError();
    void addReplacesTheSameNodeCount();
    void hostile_data();
    void hostile();
};

void TestTrainingLog::formats_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("samples");
    QTest::addColumn<double>("median");
    QTest::addColumn<QString>("stack");
    // Three steps: the first is warm-up (⌈3/10⌉ = 1), the median of the other two.
    QTest::newRow("nemo lightning bar")
        << QByteArray("Epoch 0: :  10%| 10/100 [00:20<03:00, reduced_train_loss=6.12, global_step=9.0, consumed_samples=2560.0, "
                      "train_step_timing in s=4.0]\r"
                      "Epoch 0: :  11%| 11/100 [00:22<03:00, reduced_train_loss=6.10, global_step=10.0, consumed_samples=2816.0, "
                      "train_step_timing in s=2.0]\r"
                      "Epoch 0: :  11%| 11/100 [00:22<03:00, reduced_train_loss=6.10, global_step=10.0, consumed_samples=2816.0, "
                      "train_step_timing in s=2.0]\r"
                      "Epoch 0: :  12%| 12/100 [00:24<03:00, reduced_train_loss=6.08, global_step=11.0, consumed_samples=3072.0, "
                      "train_step_timing in s=2.2]\n")
        << int(TrainingLogFormat::Nemo) << 3 << 2.1 << QStringLiteral("megatron");
    QTest::newRow("nemo 2 pipes")
        << QByteArray("Training epoch 0, iteration 1/99 | lr: 1e-05 | global_batch_size: 256 | global_step: 1 | "
                      "reduced_train_loss: 11.03 | train_step_timing in s: 20.5 | consumed_samples: 512\n"
                      "Training epoch 0, iteration 2/99 | lr: 1e-05 | global_batch_size: 256 | global_step: 2 | "
                      "reduced_train_loss: 10.9 | train_step_timing in s: 12.5 | consumed_samples: 768\n"
                      "Training epoch 0, iteration 3/99 | lr: 1e-05 | global_batch_size: 256 | global_step: 3 | "
                      "reduced_train_loss: 10.8 | train_step_timing in s: 12.7 | consumed_samples: 1024\n")
        << int(TrainingLogFormat::Nemo) << 3 << 12.6 << QStringLiteral("megatron");
    QTest::newRow("megatron-lm") << megatronLines(10, 2000.0) << int(TrainingLogFormat::MegatronLm) << 10 << 2.0001
                                 << QStringLiteral("megatron");
    QTest::newRow("torchtitan with colours")
        << QByteArray("[titan] - root - INFO - \x1b[31mstep:  1  \x1b[32mloss: 12.0  \x1b[33mmemory: 60.1GiB(63%)  "
                      "\x1b[34mtps: 1,021  \x1b[36mtflops: 59.1  \x1b[35mmfu: 5.98%\x1b[39m\n"
                      "[titan] - root - INFO - \x1b[31mstep: 10  \x1b[32mloss:  9.4  \x1b[33mmemory: 62.6GiB(65%)  "
                      "\x1b[34mtps: 5,432  \x1b[36mtflops: 314.2  \x1b[35mmfu: 31.77%\x1b[39m\n"
                      "[titan] - root - INFO - \x1b[31mstep: 20  \x1b[32mloss:  8.1  \x1b[33mmemory: 62.6GiB(65%)  "
                      "\x1b[34mtps: 5,440  \x1b[36mtflops: 314.7  \x1b[35mmfu: 31.82%\x1b[39m\n")
        << int(TrainingLogFormat::Torchtitan) << 3 << 5436.0 << QStringLiteral("fsdp");
    QTest::newRow("torchtitan, older wps")
        << QByteArray("step: 10  loss:  9.47  memory: 62.65GiB(65.93%)  wps: 5,432  mfu: 31.77%\n")
        << int(TrainingLogFormat::Torchtitan) << 1 << 5432.0 << QStringLiteral("fsdp");
    QTest::newRow("deepspeed throughput timer")
        << QByteArray("[INFO] [timer.py:199:stop] epoch=0/micro_step=10/global_step=10, RunningAvgSamplesPerSec=173.4, "
                      "CurrSamplesPerSec=100.0, MemAllocated=3.96GB\n"
                      "[INFO] [timer.py:199:stop] epoch=0/micro_step=20/global_step=20, RunningAvgSamplesPerSec=172.6, "
                      "CurrSamplesPerSec=171.4, MemAllocated=3.96GB\n"
                      "[INFO] [timer.py:199:stop] epoch=0/micro_step=30/global_step=30, RunningAvgSamplesPerSec=172.3, "
                      "CurrSamplesPerSec=171.8, MemAllocated=3.96GB\n")
        << int(TrainingLogFormat::DeepSpeed) << 3 << 171.6 << QStringLiteral("deepspeed");
    QTest::newRow("hf trainer summary, deepspeed engine")
        << QByteArray("[2024-01-01 10:00:00,000] [INFO] [logging.py:96:log_dist] [Rank 0] DeepSpeed info: version=0.12.6\n"
                      "{'loss': 1.2, 'learning_rate': 1e-05, 'epoch': 0.5}\n"
                      "{'train_runtime': 1234.5, 'train_samples_per_second': 12.25, 'train_steps_per_second': 0.1, "
                      "'train_loss': 1.1, 'epoch': 1.0}\n")
        << int(TrainingLogFormat::HfTrainerConsole) << 1 << 12.25 << QStringLiteral("deepspeed");
    QTest::newRow("trainer_state.json")
        << QByteArray(R"({"log_history": [{"loss": 1.2, "step": 10}, {"step": 100, "train_runtime": 90.0,)"
                      R"( "train_samples_per_second": 6.958, "train_steps_per_second": 1.74}], "train_batch_size": 4})")
        << int(TrainingLogFormat::HfTrainerState) << 1 << 6.958 << QString();
}

void TestTrainingLog::formats()
{
    QFETCH(QByteArray, text);
    QFETCH(int, format);
    QFETCH(int, samples);
    QFETCH(double, median);
    QFETCH(QString, stack);
    const auto r = TrainingLog::parse(text, QStringLiteral("t.log"));
    QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toLine()));
    QCOMPARE(int(r.value().format), format);
    QCOMPARE(int(r.value().samples.size()), samples);
    QVERIFY2(near(r.value().median, median, 1e-9), qPrintable(QString::number(r.value().median, 'g', 17)));
    QCOMPARE(r.value().stack, stack);
}

void TestTrainingLog::steadyState_data()
{
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("slowFirst");
    QTest::addColumn<int>("warmup");
    QTest::addColumn<double>("median");
    // max(1, ⌈n/10⌉) warm-up steps from three steps on; the slow first steps fall in it, and the
    // median is robust to the one left over at 20 steps.
    QTest::newRow("2 steps: none skipped") << 2 << 0 << 0 << 2.00015;
    QTest::newRow("3 steps") << 3 << 1 << 1 << 2.0001;
    QTest::newRow("10 steps, 1 slow") << 10 << 1 << 1 << 2.0001;
    QTest::newRow("20 steps, 3 slow") << 20 << 3 << 2 << 2.0001;
    QTest::newRow("100 steps, 10 slow") << 100 << 10 << 10 << 2.0001;
}

void TestTrainingLog::steadyState()
{
    QFETCH(int, steps);
    QFETCH(int, slowFirst);
    QFETCH(int, warmup);
    QFETCH(double, median);
    const auto r = TrainingLog::parse(megatronLines(steps, 2000.0, slowFirst));
    QVERIFY(r.ok());
    QCOMPARE(r.value().warmupSkipped, warmup);
    QVERIFY2(near(r.value().median, median, 2e-5), qPrintable(QString::number(r.value().median, 'g', 17)));
    // What the argument dump and the iteration lines state.
    QCOMPARE(r.value().gpus, std::optional<int>(64));
    QCOMPARE(r.value().sequenceLength, std::optional<int>(4096));
    QCOMPARE(r.value().globalBatchSequences, std::optional<int>(512));
    QCOMPARE(r.value().tflopsPerGpu, std::optional<double>(401.2));
}

void TestTrainingLog::realLogs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("warmup");
    QTest::addColumn<double>("median");
    QTest::addColumn<QString>("stack");
    // The medians were computed apart from this reader (a regular-expression script over the same
    // files); see PROVENANCE.md for each file's source, licence and run.
    const auto ds = int(TrainingLogFormat::DeepSpeed);
    QTest::newRow("DeepSpeed-Chat OPT-1.3B SFT")
        << "deepspeed-chat-opt-1.3b-sft-gbs128.log" << ds << 24 << 3 << 171.72445192494382 << "deepspeed";
    QTest::newRow("FLOPS profiler BERT-large") << "deepspeed-flops-profiler-bert-large-a100.log" << ds << 1 << 0 << 433.07
                                               << "deepspeed";
    QTest::newRow("FLOPS profiler Megatron 12 layers")
        << "deepspeed-flops-profiler-megatron-12layer.log" << ds << 1 << 0 << 24.74 << "deepspeed";
    QTest::newRow("HF console LoRA alpaca") << "hf-trainer-console-lora-alpaca-llama7b.log"
                                            << int(TrainingLogFormat::HfTrainerConsole) << 1 << 0 << 37.487 << "";
    QTest::newRow("trainer_state LoRA alpaca") << "hf-trainer-state-lora-alpaca-llama7b.json"
                                               << int(TrainingLogFormat::HfTrainerState) << 1 << 0 << 37.534 << "";
    QTest::newRow("trainer_state MetaMath") << "hf-trainer-state-metamath-qwen1.5-0.5b.json"
                                            << int(TrainingLogFormat::HfTrainerState) << 1 << 0 << 6.958 << "";
    const auto mlm = int(TrainingLogFormat::MegatronLm);
    QTest::newRow("Megatron-LM GPT-3 on Slurm") << "megatron-aws-gpt3-slurm-abbrev.log" << mlm << 3 << 1 << 243.39135
                                                << "megatron";
    QTest::newRow("Megatron-LM 28B on MI300X") << "megatron-mi300x-gpt28b-iterations.log" << mlm << 17 << 2 << 419.2348
                                               << "megatron";
    const auto nemo = int(TrainingLogFormat::Nemo);
    QTest::newRow("NeMo GPT-3 5B bar") << "nemo-aws-eks-gpt3-5b-progressbar.log" << nemo << 1 << 0 << 1.9 << "megatron";
    QTest::newRow("NeMo GPT 126M on A100") << "nemo-skypilot-gpt126m-a100-gcsfuse.log" << nemo << 5 << 1 << 8.66
                                           << "megatron";
    QTest::newRow("NeMo 2 on L40S") << "nemo-v2-aws-skypilot-l40s-pretrain.log" << nemo << 3 << 1 << 46.98 << "megatron";
    const auto titan = int(TrainingLogFormat::Torchtitan);
    // Every rank prints the same step: it is read once.
    QTest::newRow("torchtitan 4 nodes, compiled fp8") << "torchtitan-aws-llama3-8b-4xp5-compile-fp8.log" << titan << 1 << 0
                                                      << 7865.0 << "fsdp";
    QTest::newRow("torchtitan 4 nodes") << "torchtitan-aws-llama3-8b-4xp5-default.log" << titan << 1 << 0 << 6785.0
                                        << "fsdp";
    QTest::newRow("torchtitan bf16 8 GPUs") << "torchtitan-torchao-llama3-8b-8gpu-bf16.log" << titan << 5 << 1 << 6310.5
                                            << "fsdp";
    QTest::newRow("torchtitan float8 8 GPUs") << "torchtitan-torchao-llama3-8b-8gpu-float8-tensorwise.log" << titan << 5
                                              << 1 << 7640.0 << "fsdp";
}

void TestTrainingLog::realLogs()
{
    QFETCH(QString, file);
    QFETCH(int, format);
    QFETCH(int, samples);
    QFETCH(int, warmup);
    QFETCH(double, median);
    QFETCH(QString, stack);
    const auto r = TrainingLog::load(sample(file));
    QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toLine()));
    QCOMPARE(int(r.value().format), format);
    QCOMPARE(int(r.value().samples.size()), samples);
    QCOMPARE(r.value().warmupSkipped, warmup);
    QVERIFY2(near(r.value().median, median, 1e-9), qPrintable(QString::number(r.value().median, 'g', 17)));
    QCOMPARE(r.value().stack, stack);
}

void TestTrainingLog::measurement_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<int>("sequence");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("tokensPerSecond");
    // Step time: batch · sequence / step = 512 · 4096 / 2.0001 s, on the 64 GPUs the log states.
    QTest::newRow("megatron, all from the log") << megatronLines(10, 2000.0) << 0 << 8 << 0 << 0 << 8
                                                << 512.0 * 4096 / 2.0001;
    // Tokens per GPU: 5,436 · 32 GPUs on 4 nodes of 8.
    QTest::newRow("torchtitan, 32 GPUs given")
        << QByteArray("step: 1  tps: 1,000\nstep: 2  tps: 5,432\nstep: 3  tps: 5,440\n") << 32 << 8 << 0 << 0 << 4
        << 5436.0 * 32;
    // Samples per second (all GPUs): 171.6 · 512 tokens.
    QTest::newRow("deepspeed, sequence given")
        << QByteArray("global_step=1, CurrSamplesPerSec=100.0\nglobal_step=2, CurrSamplesPerSec=171.4\n"
                      "global_step=3, CurrSamplesPerSec=171.8\n")
        << 16 << 8 << 512 << 0 << 2 << 171.6 * 512;
}

void TestTrainingLog::measurement()
{
    QFETCH(QByteArray, text);
    QFETCH(int, gpus);
    QFETCH(int, gpusPerNode);
    QFETCH(int, sequence);
    QFETCH(int, batch);
    QFETCH(int, nodes);
    QFETCH(double, tokensPerSecond);
    const auto r = TrainingLog::parse(text, QStringLiteral("run.log"));
    QVERIFY(r.ok());
    TrainingLogFacts given;
    const auto opt = [](int v) { return v > 0 ? std::optional<int>(v) : std::nullopt; };
    given.gpus = opt(gpus);
    given.sequenceLength = opt(sequence);
    given.globalBatchSequences = opt(batch);
    TrainingLogFacts plan;
    plan.gpusPerNode = gpusPerNode;
    const auto m = TrainingLog::measurement(r.value(), given, plan, QStringLiteral("/some/where/run.log"),
                                            QStringLiteral("2026-12-03"));
    QVERIFY2(m.ok(), m.ok() ? "" : qPrintable(m.error().toLine()));
    QCOMPARE(m.value().measurement.nodes, nodes);
    QVERIFY2(near(m.value().measurement.tokensPerSecond, tokensPerSecond, 1e-9),
             qPrintable(QString::number(m.value().measurement.tokensPerSecond, 'g', 17)));
    QCOMPARE(m.value().measurement.stack, r.value().stack.toStdString());
    // The provenance names the file (not its folder), the format and the import date.
    const QString source = QString::fromStdString(m.value().measurement.source);
    QVERIFY2(source.startsWith(QStringLiteral("run.log (")) && source.endsWith(QStringLiteral("imported 2026-12-03")),
             qPrintable(source));
}

void TestTrainingLog::measurementErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<int>("sequence");
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QString>("field");
    const QByteArray titan("step: 1  tps: 5,432\n");
    const QByteArray ds("global_step=1, CurrSamplesPerSec=171.4\n");
    QTest::newRow("no GPU count") << titan << 0 << 8 << 0 << QString() << "gpus";
    QTest::newRow("no GPUs per node") << titan << 8 << 0 << 0 << QString() << "gpus_per_node";
    QTest::newRow("not whole nodes") << titan << 12 << 8 << 0 << QString() << "gpus";
    QTest::newRow("no sequence length") << ds << 8 << 8 << 0 << QString() << "sequence_length";
    QTest::newRow("the log's world size against another") << megatronLines(3, 100.0) << 32 << 8 << 0 << QString()
                                                            << "gpus";
    QTest::newRow("the log's stack against another") << titan << 8 << 8 << 0 << "megatron" << "stack";
}

void TestTrainingLog::measurementErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, gpus);
    QFETCH(int, gpusPerNode);
    QFETCH(int, sequence);
    QFETCH(QString, stack);
    QFETCH(QString, field);
    const auto r = TrainingLog::parse(text);
    QVERIFY(r.ok());
    TrainingLogFacts given;
    given.gpus = gpus > 0 ? std::optional<int>(gpus) : std::nullopt;
    given.gpusPerNode = gpusPerNode > 0 ? std::optional<int>(gpusPerNode) : std::nullopt;
    given.sequenceLength = sequence > 0 ? std::optional<int>(sequence) : std::nullopt;
    given.stack = stack;
    const auto m = TrainingLog::measurement(r.value(), given, {}, QStringLiteral("run.log"), QStringLiteral("2026-12-03"));
    QVERIFY(!m.ok());
    QCOMPARE(m.error().path, field);
    QCOMPARE(m.error().file, QStringLiteral("run.log"));
    QVERIFY(!m.error().message.isEmpty());
}

void TestTrainingLog::planRoundTrip()
{
    // A measurement with its stack and provenance survives saving and loading a plan.
    auto spec = data::PlanFile::load(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/layout-llama70b-pretrain.plan.json"));
    QVERIFY(spec.ok());
    model::PlanSpec plan = spec.value();
    const model::Measurement m{4, 123456.5, "megatron", "run.log (megatron_lm), lines 3-40: median of 36 steps"};
    QVERIFY(!TrainingLog::addTo(plan, m));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.plan.json"));
    QVERIFY(data::PlanFile::save(plan, path).ok());
    const auto again = data::PlanFile::load(path);
    QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(again.error().toLine()));
    QCOMPARE(again.value().measurements.size(), std::size_t(1));
    QVERIFY(again.value().measurements.front() == m);
    // A stack that is none is refused, naming the field.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    nlohmann::json doc = nlohmann::json::parse(file.readAll().toStdString());
    file.close();
    QCOMPARE(doc["measurements"][0]["source"].get<std::string>(), m.source);
    doc["measurements"][0]["stack"] = "jax";
    const QByteArray text = QByteArray::fromStdString(doc.dump());
    const auto bad = data::PlanFile::parse(text, QStringLiteral("p.plan.json"));
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().path, QStringLiteral("measurements[0].stack"));
}

void TestTrainingLog::stackMismatchIsAnError()
{
    auto spec = data::PlanFile::load(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/layout-llama70b-pretrain.plan.json"));
    QVERIFY(spec.ok());
    model::PlanSpec plan = spec.value();
    TrainingLog::addTo(plan, model::Measurement{4, 1e5, "fsdp", {}});
    const auto issues = model::validate(plan);
    const bool found = std::any_of(issues.begin(), issues.end(), [](const model::InputIssue &i) {
        return i.path == "measurements.0.stack" && i.code == model::IssueCode::MeasuredOnOtherStack && i.text == "fsdp megatron";
    });
    QVERIFY(found);
    plan.measurements.front().stack = "megatron";
    QVERIFY(model::validate(plan).empty());
}

void TestTrainingLog::addReplacesTheSameNodeCount()
{
    model::PlanSpec plan;
    QVERIFY(!TrainingLog::addTo(plan, {8, 2.0}));
    QVERIFY(!TrainingLog::addTo(plan, {2, 1.0}));
    QVERIFY(TrainingLog::addTo(plan, {8, 3.0}));
    QCOMPARE(plan.measurements.size(), std::size_t(2));
    QCOMPARE(plan.measurements[0].nodes, 2);
    QCOMPARE(plan.measurements[1].tokensPerSecond, 3.0);
}

void TestTrainingLog::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("path");
    QTest::newRow("empty") << QByteArray() << QString();
    QTest::newRow("no throughput") << QByteArray("hello\nworld\n") << QString();
    QTest::newRow("marker without a number") << QByteArray("ok\n iteration 1/ 2 | elapsed time per iteration (ms): abc |\n")
                                             << QStringLiteral("line 2");
    QTest::newRow("trainer_state without a summary") << QByteArray(R"({"log_history": [{"loss": 1.0, "step": 1}]})")
                                                     << QStringLiteral("log_history");
    QTest::newRow("log_history not an array") << QByteArray(R"({"log_history": 3})") << QStringLiteral("log_history");
    QTest::newRow("only zero and negative rates") << QByteArray("step: 1 tps: 0\nstep: 2 tps: -5\n") << QString();
    QTest::newRow("NUL bytes") << QByteArray("step: 1 tps:\0 5\n", 16) << QStringLiteral("line 1");
}

void TestTrainingLog::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, path);
    const auto r = TrainingLog::parse(text, QStringLiteral("bad.log"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().path, path);
    QCOMPARE(r.error().file, QStringLiteral("bad.log"));
    // A line longer than the reader scans is skipped, not read: the lines around it still count.
    QByteArray longLine = "step: 1  tps: 5,000\n" + QByteArray(TrainingLog::kMaxLineChars + 10, 'x') + " tps: 9\n" +
                          "step: 2  tps: 5,002\n";
    const auto ok = TrainingLog::parse(longLine);
    QVERIFY(ok.ok());
    QCOMPARE(int(ok.value().samples.size()), 2);
    QCOMPARE(ok.value().samples.back().line, 3);
}

QTEST_GUILESS_MAIN(TestTrainingLog)
#include "tst_traininglog.moc"
