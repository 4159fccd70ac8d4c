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
//  - it is clamped to [kMinEfficiency, kMaxEfficiency], except for a curve of the step-time model
//    (Bounds::Unclamped), whose points are rates relative to a reference node count: there a
//    point below 1 % or above 100 % is the model's figure, and hours must follow it exactly;
//  - a single point means constant efficiency; no point at all means 1.0.
// docs/sources.md, s0-finetune-sizing: {1: 1.0, 2: 0.85, 4: 0.75} gives
// e(3) = 0.85 − 0.1·(log2 3 − 1) ≈ 0.7915, e(8) = 0.65.
class EfficiencyCurve {
public:
    static constexpr double kMinEfficiency = 0.01;
    static constexpr double kMaxEfficiency = 1.0;

    enum class Bounds { Clamped, Unclamped };

    EfficiencyCurve() = default;
    explicit EfficiencyCurve(std::map<int, double> pointsByNodes, Bounds bounds = Bounds::Clamped);

    double at(int nodes) const;
    const std::map<int, double> &points() const { return m_points; }

private:
    double bounded(double e) const;

    std::map<int, double> m_points;
    Bounds m_bounds = Bounds::Clamped;
};

} // namespace capplan::model
