// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `capacity-planner-cli import vm-usage` on any bytes (FuzzCommon.h, import()).
#include "FuzzCommon.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    capplan::fuzz::import(capplan::data::ImportKind::VmUsage, data, size);
    return 0;
}
