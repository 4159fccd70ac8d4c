// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "model/plan/PortfolioSpec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace capplan::data {

// The portfolio file (docs/portfolio.md, "The portfolio file"): {"format":
// "capacity-planner.portfolio", "version": 1, "start": "2027-01-01", "runs": […], …}, every key a
// row of model::portfolioFields(). Each run's plan is a plan file beside the portfolio (a path
// relative to its folder) or a plan object written inline; either is read by PlanFile, and its
// errors keep their paths under the run's ("runs[1].plan.workload.tokens").
// Dates are ISO dates or date-times. A date-time without a zone is UTC; an earliest start given as
// a date is that day's first moment, a deadline given as a date that day's end (24:00 UTC). Both
// are turned into hours from the start (PortfolioRunSpec::earliestStartHour, deadlineHour).
class PortfolioFile {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::PortfolioFile)

public:
    static constexpr const char *kFormat = "capacity-planner.portfolio";
    static constexpr int kCurrentVersion = 1;
    static constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
    // Deeper JSON is refused before it is parsed (a plan written inline included).
    static constexpr int kMaxDepth = 64;

    // Parses a portfolio; relative plan paths are read from `baseDir`. `fileName` labels errors.
    static Result<model::PortfolioSpec> parse(const QByteArray &json, const QString &baseDir,
                                              const QString &fileName = {});
    static Result<model::PortfolioSpec> load(const QString &path);
    // The document, pretty-printed, keys in the table's order; a run read from a file keeps its
    // path, an inline one is written inline.
    static QByteArray serialize(const model::PortfolioSpec &spec);
    // The moment in UTC a run's date or date-time stands for, as the schedule reads it: a date
    // alone is its day's first moment for an earliest start and its day's end (the next day's first
    // moment) for a deadline; none where the text is not an ISO date or date-time.
    static std::optional<QDateTime> resolvedMoment(const std::string &text, bool isDeadline);
    // Writes through QSaveFile: the old file stays intact unless the new one is complete.
    static Status save(const model::PortfolioSpec &spec, const QString &path);
};

} // namespace capplan::data
