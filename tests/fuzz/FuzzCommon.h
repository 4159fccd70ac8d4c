// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz harnesses share. Each harness defines LLVMFuzzerTestOneInput(): built with
// -DCAPPLAN_FUZZ=ON (clang) libFuzzer calls it with the inputs it generates; on the normal build
// RegressionMain.cpp calls it with every file of the seed corpus and of tests/fuzz/crashes/.
// A harness reports a broken property with FUZZ_CHECK, which aborts: libFuzzer keeps the input as
// a crash file and the regression test fails.
#pragma once

#include "data/Result.h"
#include "data/import/Importers.h"
#include "data/store/CatalogStore.h"
#include "model/catalog/Catalog.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition)                                                                                          \
    do {                                                                                                               \
        if (!(condition)) {                                                                                            \
            std::fprintf(stderr, "fuzz check failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__);                   \
            std::abort();                                                                                              \
        }                                                                                                              \
    } while (false)

namespace capplan::fuzz {

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

// The embedded default catalog, parsed once per process.
inline const model::Catalog &defaultCatalog()
{
    static const model::Catalog catalog = [] {
        auto parsed = data::CatalogStore::embeddedDefault();
        FUZZ_CHECK(parsed.ok());
        return parsed.value();
    }();
    return catalog;
}

// The one-line contract of every message the CLI prints: no line break, whatever the input.
inline void checkOneLine(const data::Error &error)
{
    FUZZ_CHECK(!error.toLine().contains(QLatin1Char('\n')));
    FUZZ_CHECK(!error.toLine().contains(QLatin1Char('\r')));
}

// An import of `kind` from the bytes, as the CLI runs it (a fixed import time, region eastus):
// any input gives a preview or one error line, and a preview only plausible values.
inline void import(data::ImportKind kind, const std::uint8_t *data, std::size_t size)
{
    data::ImportOptions options;
    options.region = QStringLiteral("eastus");
    options.importedAt = QStringLiteral("2026-01-15T12:00:00Z");
    const auto preview =
        data::Importer::previewBytes(kind, {{QStringLiteral("fuzz.json"), bytes(data, size)}}, defaultCatalog(), options);
    if (!preview) {
        checkOneLine(preview.error());
        return;
    }
    const data::ImportPreview &p = preview.value();
    for (const data::Rejection &r : p.rejected) {
        FUZZ_CHECK(!r.toLine().contains(QLatin1Char('\n')));
    }
    for (const model::Price &price : p.prices) {
        FUZZ_CHECK(price.perNodeHour.value > 0 && price.perNodeHour.value <= data::Importer::kMaxPricePerHour);
    }
    for (const model::QuotaUsage &quota : p.quota) {
        FUZZ_CHECK(!quota.region.empty());
    }
    FUZZ_CHECK(p.newCount >= 0 && p.changedCount >= 0 && p.unchangedCount >= 0 && p.removedCount >= 0);
}

} // namespace capplan::fuzz
