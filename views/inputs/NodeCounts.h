// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

namespace capplan::views {

// The "node counts to compare" field: "1, 2, 4", ranges "1-16", or a mix ("1-4, 8, 16").
// Node counts are integers, so commas, semicolons and spaces are separators in every locale.
struct NodeCountsParse {
    std::vector<int> nodes; // in the order typed; range checks are the model's (validate())
    QStringList badTokens;  // pieces that are neither a count nor a range

    bool ok() const { return badTokens.isEmpty(); }
};

NodeCountsParse parseNodeCounts(const QString &text);

// The inverse: runs of three or more consecutive counts collapse to "a-b" ("1-16", "1, 2, 4").
QString formatNodeCounts(const std::vector<int> &nodes);

} // namespace capplan::views
