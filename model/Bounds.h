// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace capplan::model {

// The largest node count a plan may ask for. A single placement group holds 100 VMs by default and
// 300 after a support request (docs/sources.md, s1-infiniband-trap); beyond that InfiniBand does
// not reach.
inline constexpr int kMaxNodes = 300;

// Bounds of a plan's quantities: wide enough for any real training run, narrow enough that no
// combination of them overflows a double. The GUI's fields use the same bounds.
inline constexpr double kMaxPricePerNodeHour = 1e5; // USD per VM-hour; the dearest Azure VMs list at a few hundred
inline constexpr double kMaxGpuHours = 1e9;
inline constexpr double kMaxTokens = 1e15;
inline constexpr double kMinTokensPerGpuSecond = 1.0;
inline constexpr double kMaxTokensPerGpuSecond = 1e7;
inline constexpr double kMaxParameters = 1e14;
inline constexpr double kMinMfu = 0.001;
inline constexpr double kMinGoodput = 0.01;
inline constexpr double kMaxOverheadHours = 1e5;
inline constexpr double kMaxDeadlineHours = 1e6;
inline constexpr double kMaxBudget = 1e10;

} // namespace capplan::model
