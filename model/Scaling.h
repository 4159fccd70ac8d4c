// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>

namespace capplan::model {

// Scaling efficiency e(n) = speedup(n) / n, given at a few node counts (docs/design.md,
// "The plan file"):
//  - between given points it is linear in log2(n);
//  - beyond the last point it continues the last segment's slope per doubling (and below the
//    first point, the first segment's slope);
//  - it is clamped to [kMinEfficiency, kMaxEfficiency];
//  - a single point means constant efficiency; no point at all means 1.0.
// docs/sources.md, s0-finetune-sizing: {1: 1.0, 2: 0.85, 4: 0.75} gives
// e(3) = 0.85 − 0.1·(log2 3 − 1) ≈ 0.7915, e(8) = 0.65.
class EfficiencyCurve {
public:
    static constexpr double kMinEfficiency = 0.01;
    static constexpr double kMaxEfficiency = 1.0;

    EfficiencyCurve() = default;
    explicit EfficiencyCurve(std::map<int, double> pointsByNodes);

    double at(int nodes) const;
    const std::map<int, double> &points() const { return m_points; }

private:
    std::map<int, double> m_points;
};

} // namespace capplan::model
