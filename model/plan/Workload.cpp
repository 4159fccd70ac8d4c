// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/Workload.h"

#include <limits>

namespace capplan::model {

namespace {
constexpr double kSecondsPerHour = 3600.0;
constexpr double kFlopsPerTflop = 1e12;
} // namespace

double tokensPerGpuSecondFromMfu(double parameters, double mfu, double peakTflopsPerGpu)
{
    const double flopsPerToken = kTrainingFlopsPerParameterToken * parameters;
    if (flopsPerToken <= 0.0) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    return mfu * peakTflopsPerGpu * kFlopsPerTflop / flopsPerToken;
}

double gpuHoursAtFullEfficiency(const Workload &workload, double peakTflopsPerGpu)
{
    struct Visitor {
        double peak;
        double operator()(const GpuHoursWorkload &w) const { return w.gpuHours; }
        double operator()(const TokenRateWorkload &w) const { return w.tokens / w.tokensPerGpuSecond / kSecondsPerHour; }
        double operator()(const TokenMfuWorkload &w) const
        {
            return w.tokens / tokensPerGpuSecondFromMfu(w.parameters, w.mfu, peak) / kSecondsPerHour;
        }
    };
    return std::visit(Visitor{peakTflopsPerGpu}, workload);
}

double workloadTokens(const Workload &workload)
{
    if (const auto *mfu = std::get_if<TokenMfuWorkload>(&workload)) {
        return mfu->tokens;
    }
    if (const auto *rate = std::get_if<TokenRateWorkload>(&workload)) {
        return rate->tokens;
    }
    return 0.0;
}

bool isEmptyWorkload(const Workload &workload)
{
    if (const auto *hours = std::get_if<GpuHoursWorkload>(&workload)) {
        return hours->gpuHours == 0.0;
    }
    return workloadTokens(workload) == 0.0;
}

} // namespace capplan::model
