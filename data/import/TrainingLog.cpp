// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/TrainingLog.h"

#include "data/InputFiles.h"
#include "model/Search.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

namespace capplan::data {

namespace {

constexpr int kFormats = 6;

int index(TrainingLogFormat f)
{
    return static_cast<int>(f);
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The number right after `marker` in `line` (after spaces, '=' or ':'), or nothing when the marker
// is absent. A thousands separator (torchtitan's "5,432") is dropped when three digits follow it.
// `bad` is set when the marker is there but no number follows it.
std::optional<double> numberAfter(const QByteArray &line, const QByteArray &marker, bool &bad, qsizetype from = 0)
{
    const qsizetype at = line.indexOf(marker, from);
    if (at < 0) {
        return std::nullopt;
    }
    qsizetype i = at + marker.size();
    while (i < line.size() && (line.at(i) == ' ' || line.at(i) == '\t' || line.at(i) == '=' || line.at(i) == ':')) {
        ++i;
    }
    QByteArray digits;
    while (i < line.size() && digits.size() < 64) {
        const char c = line.at(i);
        if (isDigit(c) || c == '.' || c == 'e' || c == 'E' || ((c == '+' || c == '-') && (digits.isEmpty() || digits.endsWith('e') || digits.endsWith('E')))) {
            digits += c;
        } else if (c == ',' && !digits.isEmpty() && i + 3 < line.size() && isDigit(line.at(i + 1)) &&
                   isDigit(line.at(i + 2)) && isDigit(line.at(i + 3)) && (i + 4 >= line.size() || !isDigit(line.at(i + 4)))) {
            // "5,432": a separator with exactly three digits after it
        } else {
            break;
        }
        ++i;
    }
    bool ok = false;
    const double value = digits.toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        bad = true;
        return std::nullopt;
    }
    return value;
}

// A whole number from numberAfter, in [1, 2^31).
std::optional<int> countAfter(const QByteArray &line, const QByteArray &marker)
{
    bool bad = false;
    const auto v = numberAfter(line, marker, bad);
    if (!v || *v < 1.0 || *v >= 2147483647.0 || std::floor(*v) != *v) {
        return std::nullopt;
    }
    return static_cast<int>(*v);
}

// Megatron's argument dump: "  seq_length ...................................... 2048".
std::optional<int> argumentDump(const QByteArray &trimmed, const QByteArray &name)
{
    if (!trimmed.startsWith(name) || trimmed.size() <= name.size() || trimmed.at(name.size()) != ' ') {
        return std::nullopt;
    }
    qsizetype i = name.size();
    while (i < trimmed.size() && (trimmed.at(i) == ' ' || trimmed.at(i) == '.')) {
        ++i;
    }
    const QByteArray rest = trimmed.mid(i);
    bool ok = false;
    const int v = rest.toInt(&ok);
    return ok && v > 0 ? std::optional<int>(v) : std::nullopt;
}

// ANSI escape sequences (torchtitan colours its metrics) and a carriage return's progress-bar
// redraws: what is left is the text a reader sees.
QByteArray withoutEscapes(const QByteArray &line)
{
    if (!line.contains('\x1b')) {
        return line;
    }
    QByteArray out;
    out.reserve(line.size());
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line.at(i) == '\x1b' && i + 1 < line.size() && line.at(i + 1) == '[') {
            i += 2;
            while (i < line.size() && !((line.at(i) >= '@' && line.at(i) <= '~'))) {
                ++i;
            }
            continue;
        }
        out += line.at(i);
    }
    return out;
}

// "step:" as a word of its own (torchtitan), not the tail of "global_step:".
std::optional<long long> torchtitanStep(const QByteArray &line)
{
    for (qsizetype at = line.indexOf("step:"); at >= 0; at = line.indexOf("step:", at + 1)) {
        if (at > 0 && (std::isalnum(static_cast<unsigned char>(line.at(at - 1))) || line.at(at - 1) == '_')) {
            continue;
        }
        bool bad = false;
        const auto v = numberAfter(line, "step:", bad, at);
        if (v && *v >= 0 && *v < 1e15) {
            return static_cast<long long>(*v);
        }
        return std::nullopt;
    }
    return std::nullopt;
}

// Megatron-LM's " iteration       10/  500000 |": the first "iteration" followed by a number.
std::optional<long long> megatronIteration(const QByteArray &line)
{
    for (qsizetype at = line.indexOf("iteration"); at >= 0; at = line.indexOf("iteration", at + 1)) {
        qsizetype i = at + 9;
        while (i < line.size() && line.at(i) == ' ') {
            ++i;
        }
        if (i < line.size() && isDigit(line.at(i))) {
            long long v = 0;
            while (i < line.size() && isDigit(line.at(i)) && v < 1'000'000'000'000LL) {
                v = v * 10 + (line.at(i) - '0');
                ++i;
            }
            return v;
        }
    }
    return std::nullopt;
}

struct Candidate {
    std::vector<TrainingLogSample> samples;
    std::set<long long> steps;
    std::vector<double> tflops;
    std::vector<double> mfu;
    bool add(int line, std::optional<long long> step, double value)
    {
        if (!(value > 0.0) || !std::isfinite(value)) {
            return false;
        }
        if (step) {
            // Several ranks print the same step (srun --label, every rank logging): keep the first.
            if (!steps.insert(*step).second) {
                return false;
            }
        }
        samples.push_back({line, step, value});
        return true;
    }
};

double medianOf(std::vector<double> v)
{
    if (v.empty()) {
        return 0.0;
    }
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

Error lineError(const QString &message, int line, const QString &fileName)
{
    return Error{message, TrainingLog::tr("line %1").arg(line), fileName};
}

// trainer_state.json (transformers' TrainerState.save_to_json): the summary entry of log_history.
Result<TrainingLogReport> parseTrainerState(const nlohmann::json &doc, const QString &fileName)
{
    TrainingLogReport r;
    r.format = TrainingLogFormat::HfTrainerState;
    r.quantity = TrainingLogQuantity::SamplesPerSecond;
    r.wholeRunAverage = true;
    const nlohmann::json &history = doc["log_history"];
    if (!history.is_array()) {
        return Error{TrainingLog::tr("must be an array of logged steps"), QStringLiteral("log_history"), fileName};
    }
    std::vector<TrainingLogSample> tokens; // train_tokens_per_second, per GPU: used when no entry has samples/s
    for (std::size_t i = 0; i < history.size(); ++i) {
        const nlohmann::json &e = history[i];
        if (!e.is_object()) {
            continue;
        }
        std::optional<long long> step;
        if (e.contains("step") && e["step"].is_number() && e["step"].get<double>() >= 0 && e["step"].get<double>() < 1e15) {
            step = static_cast<long long>(e["step"].get<double>());
        }
        const auto positive = [&](const char *key) -> std::optional<double> {
            if (!e.contains(key) || !e[key].is_number()) {
                return std::nullopt;
            }
            const double v = e[key].get<double>();
            return v > 0 && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
        };
        if (const auto v = positive("train_samples_per_second")) {
            r.samples.push_back({static_cast<int>(i) + 1, step, *v});
        }
        if (const auto v = positive("train_tokens_per_second")) {
            tokens.push_back({static_cast<int>(i) + 1, step, *v});
        }
    }
    if (r.samples.empty() && !tokens.empty()) {
        r.samples = std::move(tokens);
        r.quantity = TrainingLogQuantity::TokensPerSecondPerGpu;
    }
    if (r.samples.empty()) {
        return Error{TrainingLog::tr("has no training summary (train_samples_per_second): save the state after "
                                     "training has finished, or import the training's console output"),
                     QStringLiteral("log_history"), fileName};
    }
    if (doc.contains("train_batch_size") && doc["train_batch_size"].is_number_integer()) {
        const auto b = doc["train_batch_size"].get<long long>();
        if (b > 0 && b < 1'000'000'000) {
            r.microBatch = static_cast<int>(b);
        }
    }
    r.lines = static_cast<int>(history.size());
    return r;
}

} // namespace

QString TrainingLog::formatCode(TrainingLogFormat format)
{
    switch (format) {
    case TrainingLogFormat::HfTrainerState:
        return QStringLiteral("hf_trainer_state");
    case TrainingLogFormat::HfTrainerConsole:
        return QStringLiteral("hf_trainer");
    case TrainingLogFormat::Nemo:
        return QStringLiteral("nemo");
    case TrainingLogFormat::MegatronLm:
        return QStringLiteral("megatron_lm");
    case TrainingLogFormat::Torchtitan:
        return QStringLiteral("torchtitan");
    case TrainingLogFormat::DeepSpeed:
        return QStringLiteral("deepspeed");
    }
    return {};
}

QString TrainingLog::quantityCode(TrainingLogQuantity quantity)
{
    switch (quantity) {
    case TrainingLogQuantity::StepSeconds:
        return QStringLiteral("step_seconds");
    case TrainingLogQuantity::TokensPerSecondPerGpu:
        return QStringLiteral("tokens_per_second_per_gpu");
    case TrainingLogQuantity::SamplesPerSecond:
        return QStringLiteral("samples_per_second");
    }
    return {};
}

void TrainingLog::steadyState(TrainingLogReport &r)
{
    const int n = static_cast<int>(r.samples.size());
    r.warmupSkipped = !r.wholeRunAverage && n >= 3 ? std::max(1, (n + 9) / 10) : 0;
    std::vector<double> values;
    for (int i = r.warmupSkipped; i < n; ++i) {
        values.push_back(r.samples[static_cast<std::size_t>(i)].value);
    }
    r.median = medianOf(values);
    r.minimum = values.empty() ? 0.0 : *std::min_element(values.begin(), values.end());
    r.maximum = values.empty() ? 0.0 : *std::max_element(values.begin(), values.end());
}

Result<TrainingLogReport> TrainingLog::parse(const QByteArray &text, const QString &fileName)
{
    // A trainer_state.json: one JSON object with log_history.
    const qsizetype first = [&] {
        for (qsizetype i = 0; i < text.size(); ++i) {
            const char c = text.at(i);
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                return i;
            }
        }
        return text.size();
    }();
    if (first < text.size() && text.at(first) == '{') {
        // Nesting is bounded before anything deeper is built (a trainer_state.json is three levels
        // deep; a file of a million "[" must not grow that far).
        struct TooDeep {};
        nlohmann::json doc;
        try {
            const nlohmann::json::parser_callback_t depthLimit = [](int depth, nlohmann::json::parse_event_t,
                                                                    nlohmann::json &) {
                if (depth > kMaxJsonDepth) {
                    throw TooDeep{};
                }
                return true;
            };
            doc = nlohmann::json::parse(text.constBegin(), text.constEnd(), depthLimit, false);
        } catch (const TooDeep &) {
            return Error{tr("is nested deeper than %1 levels; a trainer_state.json is not").arg(kMaxJsonDepth), {}, fileName};
        }
        if (doc.is_object() && doc.contains("log_history")) {
            auto state = parseTrainerState(doc, fileName);
            if (state) {
                steadyState(state.value());
            }
            return state;
        }
    }

    std::array<Candidate, kFormats> found;
    TrainingLogReport facts; // what the log states, whatever the format
    std::optional<int> deepspeedLine;
    int lineNumber = 0;
    qsizetype start = 0;
    int totalSamples = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0) {
            end = text.size();
        }
        ++lineNumber;
        const qsizetype length = end - start;
        if (length > 0 && length <= kMaxLineChars) {
            const QByteArray physical = withoutEscapes(text.mid(start, length));
            // A progress bar redraws with '\r': each redraw is read (the same step is kept once).
            for (const QByteArray &raw : physical.split('\r')) {
                const QByteArray line = raw.trimmed();
                if (line.isEmpty()) {
                    continue;
                }
                bool bad = false;
                const auto add = [&](TrainingLogFormat f, std::optional<long long> step, double value) {
                    if (found[static_cast<std::size_t>(index(f))].add(lineNumber, step, value)) {
                        ++totalSamples;
                    }
                };
                // Whose log it is.
                if (!deepspeedLine &&
                    (line.contains("DeepSpeed info:") || line.contains("[deepspeed]") || line.contains("deepspeed.runtime") ||
                     line.contains("DeepSpeed Flops Profiler") || line.contains("DeepSpeedEngine"))) {
                    deepspeedLine = lineNumber;
                }
                // NeMo: "train_step_timing in s=2.04" or "train_step_timing in s: 2.04".
                if (const auto v = numberAfter(line, "train_step_timing in s", bad)) {
                    std::optional<long long> step;
                    bool stepBad = false;
                    if (const auto g = numberAfter(line, "global_step", stepBad); g && *g >= 0 && *g < 1e15) {
                        step = static_cast<long long>(*g);
                    }
                    add(TrainingLogFormat::Nemo, step, *v);
                    if (const auto b = countAfter(line, "global_batch_size")) {
                        facts.globalBatchSequences = *b;
                    }
                }
                // Megatron-LM: "elapsed time per iteration (ms): 1234.5".
                if (const auto v = numberAfter(line, "elapsed time per iteration (ms)", bad)) {
                    add(TrainingLogFormat::MegatronLm, megatronIteration(line), *v / 1000.0);
                    if (const auto b = countAfter(line, "global batch size")) {
                        facts.globalBatchSequences = *b;
                    }
                    bool tfBad = false;
                    if (const auto t = numberAfter(line, "throughput per GPU (TFLOP/s/GPU)", tfBad); t && *t > 0) {
                        found[static_cast<std::size_t>(index(TrainingLogFormat::MegatronLm))].tflops.push_back(*t);
                    }
                }
                // torchtitan: "step: 10  loss: 9.47  memory: …  tps: 5,432  tflops: 314.22  mfu: 31.77%".
                if (line.contains("tps:") || line.contains("wps:")) {
                    const auto step = torchtitanStep(line);
                    auto v = numberAfter(line, "tps:", bad);
                    if (!v) {
                        v = numberAfter(line, "wps:", bad);
                    }
                    if (v && step) {
                        Candidate &c = found[static_cast<std::size_t>(index(TrainingLogFormat::Torchtitan))];
                        const std::size_t before = c.samples.size();
                        add(TrainingLogFormat::Torchtitan, step, *v);
                        if (c.samples.size() > before) {
                            bool other = false;
                            if (const auto t = numberAfter(line, "tflops:", other); t && *t > 0) {
                                c.tflops.push_back(*t);
                            }
                            if (const auto m = numberAfter(line, "mfu:", other); m && *m > 0 && *m <= 100) {
                                c.mfu.push_back(*m / 100.0);
                            }
                        }
                    }
                }
                // DeepSpeed's throughput timer and FLOPS profiler.
                if (const auto v = numberAfter(line, "CurrSamplesPerSec=", bad)) {
                    std::optional<long long> step;
                    bool stepBad = false;
                    if (const auto g = numberAfter(line, "global_step=", stepBad); g && *g >= 0 && *g < 1e15) {
                        step = static_cast<long long>(*g);
                    }
                    add(TrainingLogFormat::DeepSpeed, step, *v);
                } else if (line.startsWith("samples/second:")) {
                    if (const auto perSecond = numberAfter(line, "samples/second:", bad)) {
                        add(TrainingLogFormat::DeepSpeed, std::nullopt, *perSecond);
                    }
                }
                if (line.startsWith("batch size per GPU:")) {
                    facts.microBatch = countAfter(line, "batch size per GPU:");
                }
                // The Trainer's printed summary dict.
                if (line.contains("'train_samples_per_second'")) {
                    if (const auto v = numberAfter(line, "'train_samples_per_second'", bad)) {
                        add(TrainingLogFormat::HfTrainerConsole, std::nullopt, *v);
                    }
                }
                // The stated facts: Megatron's argument dump and world-size line, the profiler's.
                if (const auto w = countAfter(line, "using world size")) {
                    facts.gpus = *w;
                } else if (line.startsWith("world size:")) {
                    facts.gpus = countAfter(line, "world size:");
                }
                for (const auto &[name, target] :
                     {std::pair{QByteArrayLiteral("seq_length"), &facts.sequenceLength},
                      std::pair{QByteArrayLiteral("world_size"), &facts.gpus},
                      std::pair{QByteArrayLiteral("global_batch_size"), &facts.globalBatchSequences},
                      std::pair{QByteArrayLiteral("micro_batch_size"), &facts.microBatch}}) {
                    if (const auto v = argumentDump(line, name)) {
                        *target = *v;
                    }
                }
                if (bad) {
                    return lineError(tr("a throughput field has no number after it"), lineNumber, fileName);
                }
                if (totalSamples > kMaxSamples) {
                    return lineError(tr("more than %1 throughput lines: import the log of one run")
                                         .arg(QLocale().toString(kMaxSamples)),
                                     lineNumber, fileName);
                }
            }
        }
        start = end + 1;
    }

    // The format with the most samples; ties in the enum's order.
    int best = -1;
    for (int f = 0; f < kFormats; ++f) {
        if (!found[static_cast<std::size_t>(f)].samples.empty() &&
            (best < 0 || found[static_cast<std::size_t>(f)].samples.size() > found[static_cast<std::size_t>(best)].samples.size())) {
            best = f;
        }
    }
    if (best < 0) {
        return Error{tr("has no throughput lines of a known training stack (Hugging Face Trainer, NeMo, Megatron-LM, "
                        "torchtitan, DeepSpeed)"),
                     {}, fileName};
    }
    TrainingLogReport r = facts;
    r.format = static_cast<TrainingLogFormat>(best);
    Candidate &c = found[static_cast<std::size_t>(best)];
    r.samples = std::move(c.samples);
    r.lines = lineNumber;
    switch (r.format) {
    case TrainingLogFormat::Nemo:
    case TrainingLogFormat::MegatronLm:
        r.quantity = TrainingLogQuantity::StepSeconds;
        r.stack = QStringLiteral("megatron");
        break;
    case TrainingLogFormat::Torchtitan:
        r.quantity = TrainingLogQuantity::TokensPerSecondPerGpu;
        r.stack = QStringLiteral("fsdp");
        break;
    case TrainingLogFormat::DeepSpeed:
        r.quantity = TrainingLogQuantity::SamplesPerSecond;
        r.stack = QStringLiteral("deepspeed");
        break;
    case TrainingLogFormat::HfTrainerConsole:
    case TrainingLogFormat::HfTrainerState:
        r.quantity = TrainingLogQuantity::SamplesPerSecond;
        r.wholeRunAverage = true;
        break;
    }
    // Megatron-DeepSpeed and the Trainer with DeepSpeed: the engine is DeepSpeed's.
    if (deepspeedLine && r.format != TrainingLogFormat::Torchtitan) {
        r.stack = QStringLiteral("deepspeed");
        r.stackLine = *deepspeedLine;
    }
    steadyState(r);
    // The stack's own TFLOP/s and MFU over the same steady-state steps.
    const auto steady = [&](const std::vector<double> &v) -> std::optional<double> {
        if (v.size() != r.samples.size() || v.empty()) {
            return std::nullopt;
        }
        return medianOf(std::vector<double>(v.begin() + r.warmupSkipped, v.end()));
    };
    r.tflopsPerGpu = steady(c.tflops);
    r.mfu = steady(c.mfu);
    return r;
}

Result<TrainingLogReport> TrainingLog::load(const QString &path)
{
    QFile file;
    if (const Status opened = InputFiles::openForReading(file, path); !opened) {
        return opened.error();
    }
    QByteArray bytes;
    while (bytes.size() <= kMaxFileBytes) {
        const QByteArray chunk = file.read(std::min<qint64>(1 << 20, kMaxFileBytes + 1 - bytes.size()));
        if (chunk.isEmpty()) {
            break;
        }
        bytes += chunk;
    }
    if (bytes.size() > kMaxFileBytes) {
        return Error{tr("is larger than %1 MiB, the most this reader takes; import the log of one run")
                         .arg(kMaxFileBytes / (1024 * 1024)),
                     {}, path};
    }
    return parse(bytes, path);
}

Result<TrainingLogMeasurement> TrainingLog::measurement(const TrainingLogReport &r, const TrainingLogFacts &given,
                                                        const TrainingLogFacts &plan, const QString &fileName,
                                                        const QString &importDate)
{
    TrainingLogMeasurement out;
    // The log first, then what the user gave, then the plan's; the log against the user's value is
    // a conflict (one of them is wrong), against the plan's a warning (another job was measured).
    const auto pick = [&](const std::optional<int> &fromLog, const std::optional<int> &fromUser,
                          const std::optional<int> &fromPlan, const char *field, const QString &what, int &value,
                          QString &from) -> std::optional<Error> {
        if (fromLog && fromUser && *fromLog != *fromUser) {
            return Error{tr("the log says %1, the value given is %2").arg(*fromLog).arg(*fromUser),
                         QString::fromLatin1(field), fileName};
        }
        if (fromLog) {
            value = *fromLog;
            from = QStringLiteral("log");
            if (fromPlan && *fromPlan != *fromLog && !fromUser) {
                //: %1: what differs, e.g. "the sequence length"; %2: the log's value; %3: the plan's
                out.warnings << tr("%1 is %2 in the log and %3 in the plan: the run was not made with the plan's layout")
                                    .arg(what, QLocale().toString(*fromLog), QLocale().toString(*fromPlan));
            }
        } else if (fromUser) {
            value = *fromUser;
            from = QStringLiteral("given");
        } else if (fromPlan) {
            value = *fromPlan;
            from = QStringLiteral("plan");
        } else {
            return Error{tr("the log does not state %1: give it").arg(what), QString::fromLatin1(field), fileName};
        }
        if (value < 1) {
            return Error{tr("must be at least 1"), QString::fromLatin1(field), fileName};
        }
        return std::nullopt;
    };
    int gpus = 0;
    if (auto e = pick(r.gpus, given.gpus, std::nullopt, "gpus", tr("how many GPUs ran"), gpus, out.gpusFrom)) {
        return *e;
    }
    int perNode = 0;
    if (auto e = pick(std::nullopt, given.gpusPerNode, plan.gpusPerNode, "gpus_per_node",
                      tr("the GPUs per node (import into a plan, or give them)"), perNode, out.gpusPerNodeFrom)) {
        return *e;
    }
    if (gpus % perNode != 0) {
        return Error{tr("%1 GPUs are not a whole number of nodes of %2 GPUs").arg(gpus).arg(perNode),
                     QStringLiteral("gpus"), fileName};
    }
    double tokensPerSecond = 0.0;
    switch (r.quantity) {
    case TrainingLogQuantity::StepSeconds: {
        int sequence = 0;
        int batch = 0;
        if (auto e = pick(r.sequenceLength, given.sequenceLength, plan.sequenceLength, "sequence_length",
                          tr("the sequence length"), sequence, out.sequenceFrom)) {
            return *e;
        }
        if (auto e = pick(r.globalBatchSequences, given.globalBatchSequences, plan.globalBatchSequences,
                          "global_batch_sequences", tr("the sequences per step (global batch)"), batch, out.batchFrom)) {
            return *e;
        }
        tokensPerSecond = static_cast<double>(batch) * sequence / r.median;
        break;
    }
    case TrainingLogQuantity::TokensPerSecondPerGpu:
        tokensPerSecond = r.median * gpus;
        break;
    case TrainingLogQuantity::SamplesPerSecond: {
        int sequence = 0;
        if (auto e = pick(r.sequenceLength, given.sequenceLength, plan.sequenceLength, "sequence_length",
                          tr("the sequence length"), sequence, out.sequenceFrom)) {
            return *e;
        }
        tokensPerSecond = r.median * sequence;
        break;
    }
    }
    if (!(tokensPerSecond > 0.0) || !std::isfinite(tokensPerSecond)) {
        return Error{tr("gives no finite throughput"), {}, fileName};
    }
    out.gpus = gpus;
    out.tokensPerSecondPerGpu = tokensPerSecond / gpus;
    out.measurement.nodes = gpus / perNode;
    out.measurement.tokensPerSecond = tokensPerSecond;
    if (!r.stack.isEmpty() && !given.stack.isEmpty() && r.stack != given.stack) {
        return Error{tr("the log is of the %1 stack, the stack given is %2").arg(r.stack, given.stack),
                     QStringLiteral("stack"), fileName};
    }
    out.measurement.stack = (r.stack.isEmpty() ? given.stack : r.stack).toStdString();
    const int used = static_cast<int>(r.samples.size()) - r.warmupSkipped;
    const int firstLine = r.samples.empty() ? 0 : r.samples[static_cast<std::size_t>(r.warmupSkipped)].line;
    const int lastLine = r.samples.empty() ? 0 : r.samples.back().line;
    const QString name = QFileInfo(fileName).fileName();
    // Provenance, in English like every plan-file value: the file, its format, what was taken.
    QString source = QStringLiteral("%1 (%2), %3 %4-%5: ")
                         .arg(name, formatCode(r.format),
                              r.format == TrainingLogFormat::HfTrainerState ? QStringLiteral("log_history entries")
                                                                            : QStringLiteral("lines"))
                         .arg(firstLine)
                         .arg(lastLine);
    source += r.wholeRunAverage
                  ? QStringLiteral("whole-run average of %1 summary").arg(used)
                  : QStringLiteral("median of %1 steps after %2 warm-up").arg(used).arg(r.warmupSkipped);
    source += QStringLiteral("; imported %1").arg(importDate);
    out.measurement.source = source.left(500).toStdString();
    return out;
}

TrainingLogFacts TrainingLog::factsFromPlan(const model::PlanSpec &spec, const model::Catalog &catalog)
{
    TrainingLogFacts facts;
    if (const model::VmSize *size = catalog.findSize(spec.sku); size != nullptr && size->gpusPerVm.value > 0) {
        facts.gpusPerNode = size->gpusPerVm.value;
    }
    if (model::plannerChoosesLayout(spec)) {
        // The planner's layouts share the batch and sequence length; the stack varies per row.
        const model::Layout base = model::searchBaseLayout(spec);
        facts.sequenceLength = base.sequenceLength > 0 ? std::optional<int>(base.sequenceLength) : std::nullopt;
        facts.globalBatchSequences = base.globalBatchSequences > 0 ? std::optional<int>(base.globalBatchSequences) : std::nullopt;
    }
    if (spec.layout) {
        facts.sequenceLength = spec.layout->sequenceLength > 0 ? std::optional<int>(spec.layout->sequenceLength) : std::nullopt;
        facts.globalBatchSequences =
            spec.layout->globalBatchSequences > 0 ? std::optional<int>(spec.layout->globalBatchSequences) : std::nullopt;
        facts.stack = QString::fromLatin1(model::toString(model::resolvedStack(*spec.layout)).data());
    }
    return facts;
}

bool TrainingLog::addTo(model::PlanSpec &spec, const model::Measurement &measurement)
{
    for (model::Measurement &m : spec.measurements) {
        if (m.nodes == measurement.nodes) {
            m = measurement;
            return true;
        }
    }
    spec.measurements.push_back(measurement);
    std::sort(spec.measurements.begin(), spec.measurements.end(),
              [](const model::Measurement &a, const model::Measurement &b) { return a.nodes < b.nodes; });
    return false;
}

} // namespace capplan::data
