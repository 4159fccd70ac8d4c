// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

#include <cstddef>

// One style for the plan chart on screen (views/results/PlanChart.cpp) and on paper and in image
// files (render/ChartPainter.cpp), so both agree.
namespace capplan::chartstyle {

inline const QColor kHours(0x1f, 0x6f, 0xb4);       // wall clock, left axis
inline const QColor kCost(0xd9, 0x6c, 0x00);        // cost, right axis
inline const QColor kDeadline(0xc6, 0x28, 0x28);    // the deadline line
inline const QColor kBudget(0x7b, 0x1f, 0xa2);      // the budget line
inline const QColor kRecommended(0x2e, 0x7d, 0x32); // the recommended node count
inline const QColor kGrid(0xc8, 0xc8, 0xc8);
inline const QColor kStale(0xa0, 0xa0, 0xa0); // a result that no longer matches the inputs

// Up to this many node counts get a tick each; beyond it ticks thin themselves out.
inline constexpr std::size_t kMaxLabelledNodeCounts = 24;
// From this ratio of the largest to the smallest node count on, the node axis is log2.
inline constexpr double kLogScaleSpan = 16.0;
// Head room above the highest point so markers and labels are not clipped.
inline constexpr double kHeadRoom = 1.15;

} // namespace capplan::chartstyle
