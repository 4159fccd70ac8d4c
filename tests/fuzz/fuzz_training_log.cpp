// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Training logs (TrainingLog::parse, `import training-log`, a log dropped on the window): any
// bytes give a report or one error line; a report's samples are positive and finite, on lines of
// the file in order, its steady-state median lies between its minimum and maximum, and the
// measurement made from it with every input given is finite or refused with one error line.
#include "FuzzCommon.h"

#include "data/import/TrainingLog.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using capplan::data::TrainingLog;
    const QByteArray text = capplan::fuzz::bytes(data, size);
    const auto report = TrainingLog::parse(text, QStringLiteral("fuzz.log"));
    if (!report) {
        capplan::fuzz::checkOneLine(report.error());
        return 0;
    }
    const capplan::data::TrainingLogReport &r = report.value();
    FUZZ_CHECK(!r.samples.empty());
    FUZZ_CHECK(static_cast<int>(r.samples.size()) <= TrainingLog::kMaxSamples);
    FUZZ_CHECK(r.warmupSkipped >= 0 && r.warmupSkipped < static_cast<int>(r.samples.size()));
    int previous = 0;
    for (const capplan::data::TrainingLogSample &s : r.samples) {
        FUZZ_CHECK(std::isfinite(s.value) && s.value > 0.0);
        FUZZ_CHECK(s.line >= previous && s.line >= 1);
        previous = s.line;
    }
    if (r.format != capplan::data::TrainingLogFormat::HfTrainerState) {
        FUZZ_CHECK(previous <= r.lines);
    }
    FUZZ_CHECK(r.minimum <= r.median && r.median <= r.maximum);
    capplan::data::TrainingLogFacts given;
    given.gpus = r.gpus ? std::nullopt : std::optional<int>(8);
    given.gpusPerNode = 8;
    given.sequenceLength = r.sequenceLength ? std::nullopt : std::optional<int>(2048);
    given.globalBatchSequences = r.globalBatchSequences ? std::nullopt : std::optional<int>(64);
    const auto m = TrainingLog::measurement(r, given, {}, QStringLiteral("fuzz.log"), QStringLiteral("2026-12-03"));
    if (m) {
        FUZZ_CHECK(std::isfinite(m.value().measurement.tokensPerSecond) && m.value().measurement.tokensPerSecond > 0.0);
        FUZZ_CHECK(m.value().measurement.nodes >= 1);
        FUZZ_CHECK(m.value().measurement.source.size() <= 1000);
    } else {
        capplan::fuzz::checkOneLine(m.error());
    }
    return 0;
}
