// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace capplan::model {

// The largest node count a plan may ask for: 4,096 VMs (32,768 GPUs of an 8-GPU size), the scale of
// the largest published training runs. Azure's own limits lie below it — a single placement group
// holds 100 VMs by default and 300 after a support request, and beyond that one InfiniBand fabric
// does not reach all VMs (docs/sources.md, s1-infiniband-trap) — so they are findings, not bounds.
inline constexpr int kMaxNodes = 4096;

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
