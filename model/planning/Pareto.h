// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Pareto front of wall clock against cost: the candidates no other candidate beats on both.
// A candidate a dominates b when a.hours ≤ b.hours and a.cost ≤ b.cost (Deb 2001, "Multi-
// Objective Optimization using Evolutionary Algorithms", definition 2.5, for two objectives that
// are both minimised); of two candidates equal on both, the one offered first stays. The front is
// kept sorted by hours (ascending), so its costs fall strictly along it; offering a candidate is a
// binary search plus the removal of what it dominates: O(log n + k) for a front of n members that
// drops k, and the memory is the front's, not the number of candidates offered (a search over
// millions of layouts keeps only this).

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace capplan::model {

template <class Payload>
class ParetoFront {
public:
    struct Member {
        double hours = 0.0;
        double cost = 0.0;
        Payload payload{};
    };

    // Whether a candidate at (hours, cost) would join the front; NaN never does.
    bool wouldJoin(double hours, double cost) const
    {
        if (std::isnan(hours) || std::isnan(cost)) {
            return false;
        }
        // The last member with hours ≤ the candidate's has the lowest cost of all such members
        // (costs fall along the front): the candidate is dominated exactly when that cost ≤ its own.
        const auto after = std::upper_bound(m_members.begin(), m_members.end(), hours,
                                            [](double h, const Member &m) { return h < m.hours; });
        return after == m_members.begin() || std::prev(after)->cost > cost;
    }

    // Offers a candidate; returns whether it joined (and removes the members it dominates).
    bool offer(double hours, double cost, Payload payload)
    {
        if (!wouldJoin(hours, cost)) {
            return false;
        }
        // Members with hours ≥ the candidate's and cost ≥ its cost are dominated: they follow it
        // in hours order and, costs falling, form one run from its position on.
        auto at = std::lower_bound(m_members.begin(), m_members.end(), hours,
                                   [](const Member &m, double h) { return m.hours < h; });
        auto end = at;
        while (end != m_members.end() && end->cost >= cost) {
            ++end;
        }
        at = m_members.erase(at, end);
        m_members.insert(at, Member{hours, cost, std::move(payload)});
        ++m_accepted;
        return true;
    }

    // The front, sorted by hours ascending (and so by cost descending).
    const std::vector<Member> &members() const { return m_members; }
    std::size_t size() const { return m_members.size(); }
    bool empty() const { return m_members.empty(); }
    // How many offers joined the front at the time they were made (some were dropped later).
    std::size_t accepted() const { return m_accepted; }

    // The cheapest member whose hours are at most `maxHours`, or nullptr: on the front that is the
    // slowest member still within the limit (costs fall as hours grow).
    const Member *cheapestWithin(double maxHours) const
    {
        const auto after = std::upper_bound(m_members.begin(), m_members.end(), maxHours,
                                            [](double h, const Member &m) { return h < m.hours; });
        return after == m_members.begin() ? nullptr : &*std::prev(after);
    }

private:
    std::vector<Member> m_members;
    std::size_t m_accepted = 0;
};

} // namespace capplan::model
