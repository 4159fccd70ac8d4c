// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "model/performance/Calibration.h"
#include "model/catalog/Catalog.h"
#include "model/plan/PlanSpec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace capplan::data {

// The training stacks' own throughput lines, as their logs print them (docs/validation.md,
// "Calibrating from a training log", gives each format's source).
enum class TrainingLogFormat {
    HfTrainerState,   // trainer_state.json: log_history's summary (train_runtime, train_samples_per_second)
    HfTrainerConsole, // the Trainer's printed dicts: {'train_runtime': …, 'train_samples_per_second': …}
    Nemo,             // NeMo: "train_step_timing in s=2.04" (Lightning bar) or "train_step_timing in s: 2.04"
    MegatronLm,       // Megatron-LM: "elapsed time per iteration (ms): 1234.5"
    Torchtitan,       // torchtitan: "step: 10 … tps: 5,432 tflops: 314.2 mfu: 31.8%" (older: "wps:")
    DeepSpeed,        // DeepSpeed: "CurrSamplesPerSec=12.5" (throughput timer), FLOPS profiler "samples/second:"
};

// What a sample of the format measures.
enum class TrainingLogQuantity {
    StepSeconds,           // one optimizer step (NeMo, Megatron-LM): tokens/s = batch · sequence / step
    TokensPerSecondPerGpu, // torchtitan's tps, the Trainer's train_tokens_per_second: × GPUs
    SamplesPerSecond,      // the Trainer's and DeepSpeed's, all GPUs together: × sequence length
};

struct TrainingLogSample {
    int line = 0;                   // 1-based
    std::optional<long long> step;  // the step or iteration the line names
    double value = 0.0;             // in the format's quantity
};

struct TrainingLogReport {
    TrainingLogFormat format = TrainingLogFormat::MegatronLm;
    TrainingLogQuantity quantity = TrainingLogQuantity::StepSeconds;
    std::vector<TrainingLogSample> samples; // every throughput sample, in file order
    int warmupSkipped = 0;                  // the first samples left out (steadyState())
    double median = 0.0;                    // of the samples after the warm-up, in `quantity`
    double minimum = 0.0;                   // of the same samples
    double maximum = 0.0;
    // A whole-run average (the Trainer's summary) rather than steps: it includes the warm-up.
    bool wholeRunAverage = false;
    // What the log states, where it states it (nullopt otherwise).
    std::optional<int> gpus;                 // world size
    std::optional<int> sequenceLength;       // tokens per sequence
    std::optional<int> globalBatchSequences; // sequences per optimizer step
    std::optional<int> microBatch;           // sequences per GPU per micro-step
    std::optional<double> tflopsPerGpu;      // the stack's own figure, median over the same steps
    std::optional<double> mfu;               // 0…1, the same
    // "megatron", "deepspeed", "fsdp" when the format or the log tells; empty otherwise.
    QString stack;
    int stackLine = 0; // the line that told, 0 when the format alone did
    int lines = 0;
};

// What the log does not state and the measurement needs: flags on the CLI, a dialog in the window,
// or the plan's own values.
struct TrainingLogFacts {
    std::optional<int> gpus;
    std::optional<int> gpusPerNode;
    std::optional<int> sequenceLength;
    std::optional<int> globalBatchSequences;
    QString stack;
};

// The measurement a log gives, and how each of its inputs was known.
struct TrainingLogMeasurement {
    model::Measurement measurement; // nodes, tokens/s of all GPUs, stack, source
    int gpus = 0;
    double tokensPerSecondPerGpu = 0.0;
    // "log", "given" or "plan" for each input used; empty if unused.
    QString gpusFrom, gpusPerNodeFrom, sequenceFrom, batchFrom;
    // Where the log and the plan disagree: the run was not made with the plan's layout, so the
    // calibration would fit another job ("the log's global batch is 512 sequences, the plan's 1024").
    QStringList warnings;
};

class TrainingLog {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::TrainingLog)

public:
    // The most of a file the reader takes (a long run's log at a line per step is some megabytes;
    // a console capture with progress bars tens), and the most throughput lines it keeps.
    static constexpr qint64 kMaxFileBytes = 256LL * 1024 * 1024;
    static constexpr int kMaxSamples = 1'000'000;
    static constexpr qsizetype kMaxLineChars = 1 << 20; // a longer line is skipped, never scanned
    static constexpr int kMaxJsonDepth = 64;             // trainer_state.json

    // Reads any of the formats above. A JSON object with "log_history" is a trainer_state.json;
    // otherwise each line is scanned for every format's marker (no backtracking pattern: a fixed
    // substring, then a number), ANSI colour codes and launch prefixes taken off first, and the
    // format with the most samples wins (ties in the enum's order). An error names the file and,
    // for a number that does not parse after its marker, the line.
    static Result<TrainingLogReport> parse(const QByteArray &text, const QString &fileName = {});
    static Result<TrainingLogReport> load(const QString &path);

    // The steady state: the first max(1, ⌈n / 10⌉) samples are warm-up when there are at least
    // three (the first iterations include NCCL set-up, allocator growth and compilation), the
    // rest's median is the rate. Sets warmupSkipped, median, minimum, maximum.
    static void steadyState(TrainingLogReport &report);

    // The plan file's measurement: nodes = GPUs / GPUs per node (whole), tokens per second of all
    // GPUs. Log values win over given ones where the log states them; an Error names the missing
    // input ("gpus", "sequence_length", "global_batch_sequences", "gpus_per_node") or the conflict.
    // `source` is the provenance written with it.
    // `plan` holds the plan's own values (factsFromPlan), used where neither the log nor `given`
    // states one; a log value unlike the plan's is a warning.
    static Result<TrainingLogMeasurement> measurement(const TrainingLogReport &report, const TrainingLogFacts &given,
                                                      const TrainingLogFacts &plan, const QString &fileName,
                                                      const QString &importDate);

    // A plan's values: GPUs per node of its size, its layout's sequence length, global batch and
    // stack (resolved). Empty where the plan has none (no layout, a size not in the catalog).
    static TrainingLogFacts factsFromPlan(const model::PlanSpec &spec, const model::Catalog &catalog);
    // Adds the measurement to the plan, replacing one of the same node count; true when it replaced.
    static bool addTo(model::PlanSpec &spec, const model::Measurement &measurement);

    // "hf_trainer_state", "hf_trainer", "nemo", "megatron_lm", "torchtitan", "deepspeed".
    static QString formatCode(TrainingLogFormat format);
    // "step_seconds", "tokens_per_second_per_gpu", "samples_per_second".
    static QString quantityCode(TrainingLogQuantity quantity);
};

} // namespace capplan::data
