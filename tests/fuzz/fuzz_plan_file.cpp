// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Plan files (PlanFile::parse, what `plan FILE` and File → Open read): any bytes give a plan or
// one error line, and an accepted plan round-trips: serialize() reads back as the same plan and
// serializes to the same bytes.
#include "FuzzCommon.h"

#include "data/formats/PlanFile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using capplan::data::PlanFile;
    const auto spec = PlanFile::parse(capplan::fuzz::bytes(data, size), QStringLiteral("fuzz.plan.json"));
    if (!spec) {
        capplan::fuzz::checkOneLine(spec.error());
        return 0;
    }
    const QByteArray saved = PlanFile::serialize(spec.value());
    const auto again = PlanFile::parse(saved, QStringLiteral("saved.plan.json"));
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(PlanFile::serialize(again.value()) == saved);
    return 0;
}
