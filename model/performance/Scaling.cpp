// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Scaling.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace capplan::model {

EfficiencyCurve::EfficiencyCurve(std::map<int, double> pointsByNodes, Bounds bounds)
    : m_points(std::move(pointsByNodes))
    , m_bounds(bounds)
{
    // Node counts below 1 carry no meaning; dropping them keeps log2 defined.
    std::erase_if(m_points, [](const auto &kv) { return kv.first < 1; });
}

double EfficiencyCurve::at(int nodes) const
{
    if (m_points.empty()) {
        return kMaxEfficiency;
    }
    if (m_points.size() == 1) {
        return bounded(m_points.begin()->second);
    }
    const double x = std::log2(static_cast<double>(std::max(nodes, 1)));
    // Pick the segment [lo, hi] that contains x, or the first/last one for extrapolation.
    auto hi = m_points.lower_bound(nodes);
    if (hi == m_points.begin()) {
        hi = std::next(hi);
    } else if (hi == m_points.end()) {
        hi = std::prev(hi);
    }
    const auto lo = std::prev(hi);
    const double x0 = std::log2(static_cast<double>(lo->first));
    const double x1 = std::log2(static_cast<double>(hi->first));
    const double slopePerDoubling = (hi->second - lo->second) / (x1 - x0);
    const double e = lo->second + slopePerDoubling * (x - x0);
    return bounded(e);
}

double EfficiencyCurve::bounded(double e) const
{
    // Unclamped still keeps an extrapolation past the points above zero: the step-time model's
    // curve is only read at its own points, where every value is a positive rate ratio.
    return m_bounds == Bounds::Clamped ? std::clamp(e, kMinEfficiency, kMaxEfficiency) : std::max(e, 1e-9);
}

} // namespace capplan::model
