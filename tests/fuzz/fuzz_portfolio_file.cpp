// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Portfolio files (PortfolioFile::parse, what `portfolio FILE` reads), with plans resolved beside
// the shipped examples: any bytes give a portfolio or one error line, and an accepted portfolio
// round-trips: serialize() reads back and serializes to the same bytes.
#include "FuzzCommon.h"

#include "data/formats/PortfolioFile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using capplan::data::PortfolioFile;
    const QString examples = QStringLiteral(CAPPLAN_SOURCE_DIR "/examples");
    const auto spec = PortfolioFile::parse(capplan::fuzz::bytes(data, size), examples, QStringLiteral("fuzz.portfolio.json"));
    if (!spec) {
        capplan::fuzz::checkOneLine(spec.error());
        return 0;
    }
    const QByteArray saved = PortfolioFile::serialize(spec.value());
    const auto again = PortfolioFile::parse(saved, examples, QStringLiteral("saved.portfolio.json"));
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(PortfolioFile::serialize(again.value()) == saved);
    return 0;
}
