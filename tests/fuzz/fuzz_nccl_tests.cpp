// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests outputs (NcclImport::parseTests, `import nccl-tests`): any bytes give a report with
// finite numbers or one error line.
#include "FuzzCommon.h"

#include "data/import/NcclImport.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using capplan::data::NcclImport;
    const auto report = NcclImport::parseTests(capplan::fuzz::bytes(data, size), QStringLiteral("fuzz.txt"));
    if (!report) {
        capplan::fuzz::checkOneLine(report.error());
        return 0;
    }
    const capplan::data::NcclTestsReport &r = report.value();
    FUZZ_CHECK(!r.rows.empty());
    FUZZ_CHECK(std::isfinite(r.busBandwidthAtLargestGBps) && std::isfinite(r.peakBusBandwidthGBps) &&
               std::isfinite(r.averageBusBandwidthGBps));
    FUZZ_CHECK(r.peakBusBandwidthGBps >= r.busBandwidthAtLargestGBps);
    const auto plan = NcclImport::planBusBandwidth(r, QStringLiteral("fuzz.txt"));
    if (plan) {
        FUZZ_CHECK(std::isfinite(plan.value()) && plan.value() >= 0);
    } else {
        capplan::fuzz::checkOneLine(plan.error());
    }
    return 0;
}
