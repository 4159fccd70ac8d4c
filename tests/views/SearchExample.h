// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/formats/PlanFile.h"

#include <QString>
#include <QtGlobal>

namespace capplan::testing {

// The search example the Best plans tests share (examples/search-llama70b.plan.json): Llama 3.1
// 70B on ND H100 v5 in eastus, 100 B tokens, two weeks, every priced region, 1…512 nodes.
inline model::PlanSpec searchExample()
{
    auto spec = data::PlanFile::load(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/search-llama70b.plan.json"));
    if (!spec) {
        qFatal("examples/search-llama70b.plan.json does not load: %s", qPrintable(spec.error().toLine()));
    }
    return spec.value();
}

} // namespace capplan::testing
