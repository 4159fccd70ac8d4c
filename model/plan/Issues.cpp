// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/Issues.h"

#include <cmath>
#include <utility>

namespace capplan::model {

InputIssue makeIssue(std::string path, IssueCode code, double value, double low, double high, std::string text)
{
    return InputIssue{std::move(path), code, value, low, high, std::move(text)};
}

void checkRange(std::vector<InputIssue> &issues, const std::string &path, double value, double low, double high)
{
    if (!std::isfinite(value)) {
        issues.push_back(makeIssue(path, IssueCode::NotFinite, value));
    } else if (value < low || value > high) {
        issues.push_back(makeIssue(path, IssueCode::OutOfRange, value, low, high));
    }
}

void checkQuantity(std::vector<InputIssue> &issues, const std::string &path, double value, bool zeroAllowed,
                   double high)
{
    if (!std::isfinite(value)) {
        issues.push_back(makeIssue(path, IssueCode::NotFinite, value));
    } else if (zeroAllowed && value < 0.0) {
        issues.push_back(makeIssue(path, IssueCode::Negative, value));
    } else if (!zeroAllowed && value <= 0.0) {
        issues.push_back(makeIssue(path, IssueCode::NotPositive, value));
    } else if (value > high) {
        issues.push_back(makeIssue(path, IssueCode::TooLarge, value, 0.0, high));
    }
}

} // namespace capplan::model
