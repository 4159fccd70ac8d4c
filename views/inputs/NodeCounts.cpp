// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/NodeCounts.h"

#include <QRegularExpression>

namespace capplan::views {

namespace {

// A range longer than this is a typo (the model allows at most kMaxNodes nodes anyway); refusing
// it here keeps "1-1000000000" from allocating a billion entries on one keystroke.
constexpr int kMaxRangeLength = 10000;

} // namespace

NodeCountsParse parseNodeCounts(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    // An en dash or a hyphen makes a range; a leading minus is not a range ("-2" stays one token).
    static const QRegularExpression range(QStringLiteral("^(\\d+)\\s*[-\u2013]\\s*(\\d+)$"));
    static const QRegularExpression single(QStringLiteral("^[-+]?\\d+$"));

    NodeCountsParse out;
    // Spaces around a range dash belong to the range ("1 - 16" is "1-16"), so join them first.
    static const QRegularExpression spacedDash(QStringLiteral("(\\d)\\s*[-\u2013]\\s*(\\d)"));
    QString normalized = text;
    normalized.replace(spacedDash, QStringLiteral("\\1-\\2"));
    const QStringList tokens = normalized.split(separators, Qt::SkipEmptyParts);
    for (const QString &token : tokens) {
        if (const auto m = range.match(token); m.hasMatch()) {
            bool okLow = false;
            bool okHigh = false;
            const int low = m.captured(1).toInt(&okLow);
            const int high = m.captured(2).toInt(&okHigh);
            if (!okLow || !okHigh || high < low || high - low > kMaxRangeLength) {
                out.badTokens.append(token);
                continue;
            }
            for (int n = low; n <= high; ++n) {
                out.nodes.push_back(n);
            }
        } else if (single.match(token).hasMatch()) {
            bool ok = false;
            const int n = token.toInt(&ok);
            if (ok) {
                out.nodes.push_back(n);
            } else {
                out.badTokens.append(token);
            }
        } else {
            out.badTokens.append(token);
        }
    }
    return out;
}

QString formatNodeCounts(const std::vector<int> &nodes)
{
    QStringList parts;
    std::size_t i = 0;
    while (i < nodes.size()) {
        std::size_t j = i;
        while (j + 1 < nodes.size() && nodes[j + 1] == nodes[j] + 1) {
            ++j;
        }
        if (j - i >= 2) {
            parts.append(QStringLiteral("%1-%2").arg(nodes[i]).arg(nodes[j]));
        } else {
            for (std::size_t k = i; k <= j; ++k) {
                parts.append(QString::number(nodes[k]));
            }
        }
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace capplan::views
