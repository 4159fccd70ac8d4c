// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace capplan::model {

// The names a file uses for an enum's values, as one table per enum: {value, "name"} pairs. One
// lookup each way for every table (the catalog's tiers, statuses and price kinds, the plan's
// compute targets and price kinds …).

// The name of `value`; the table's first name for a value it does not list.
template <class E, std::size_t N>
std::string_view nameOf(const std::array<std::pair<E, std::string_view>, N> &names, E value)
{
    for (const auto &[v, name] : names) {
        if (v == value) {
            return name;
        }
    }
    return names.front().second;
}

// The value called `text`, or nothing for a name the table does not list.
template <class E, std::size_t N>
std::optional<E> valueOf(const std::array<std::pair<E, std::string_view>, N> &names, std::string_view text)
{
    for (const auto &[v, name] : names) {
        if (name == text) {
            return v;
        }
    }
    return std::nullopt;
}

} // namespace capplan::model
