// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "data/Texts.h"
#include "model/catalog/Catalog.h"
#include "model/planning/Portfolio.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace capplan::data {

// The quota request pack of a portfolio (docs/portfolio.md, "The quota request pack"): per quota
// pool, what the account team is asked for and why. It is built from answer (b), the least quota
// that meets every deadline that can be met, so the request is the schedule the numbers come from.

// One run the pool's request is for: its justification line.
struct QuotaPackRun {
    std::string name;
    std::string model;    // the model library's name, "config.json", or empty when the plan names none
    double tokens = 0.0;  // 0: the plan gives GPU-hours instead
    double gpuHours = 0.0; // the GPU-hours workload, where that is the plan's form
    std::string sku;
    std::string tier; // "dedicated", "low_priority", "spot"
    int nodes = 0;
    long long cores = 0;
    double hours = 0.0; // the estimate, and its band (SearchCandidate::wallClockHoursLow/High)
    double hoursLow = 0.0;
    double hoursHigh = 0.0;
    double cost = 0.0;
    double startHour = 0.0; // from the portfolio's start
    double finishHour = 0.0;
    double deadlineHour = 0.0;
    bool meetsDeadline = false;
    bool standingCluster = false;
};

struct QuotaPackPool {
    model::QuotaPool pool;
    model::QuotaService service = model::QuotaService::AzureMachineLearning;
    long long peakCores = 0;
    // When the schedule uses the pool: from the first start to the last finish (a standing
    // cluster's hold included).
    double fromHour = 0.0;
    double toHour = 0.0;
    // When the pool needs more than is free today (answer (b)'s QuotaNeed): the window the
    // increase is for; unset where the free quota holds the peak.
    std::optional<double> aboveFreeFromHour;
    std::optional<double> aboveFreeToHour;
    double coreHoursAboveFree = 0.0;
    // The pool's counter as `az vm list-usage` or `az ml compute list-usage` printed it; where none
    // is imported, `assumedFree` is the portfolio's own quota assumption.
    std::optional<long long> limit;
    std::optional<long long> inUse;
    std::optional<long long> assumedFree;
    // The region's standing total ("Total Regional vCPUs", or its low-priority total) and the
    // region's peak across every pool of the tier, which that total must also hold.
    std::optional<long long> regionalLimit;
    std::optional<long long> regionalInUse;
    long long regionalPeakCores = 0;
    // What to ask for: the limit that holds today's use plus the peak (where today's use is known),
    // and the increase over today's limit, or over the assumed free quota (0 where it holds already).
    std::optional<long long> requestedLimit;
    std::optional<long long> increase;
    std::optional<long long> requestedRegionalLimit;
    std::vector<QuotaPackRun> runs;
};

// The portfolio's two schedules (model/planning/Portfolio.h): the one the request's quota is for,
// answer (b), and the one within today's quota, answer (a), which the window and `portfolio` show
// first; where they differ, why. The pack, the window and `portfolio` state both with these figures.
struct SchedulePair {
    double requestCost = 0.0;
    int requestMissed = 0;
    double withinQuotaCost = 0.0;
    int withinQuotaMissed = 0;
    model::ScheduleComparison difference;
};

struct QuotaPack {
    std::string portfolio;
    std::string start; // ISO date
    std::string generatedOn;
    std::string currency;
    double totalCost = 0.0; // of the schedule the request comes from
    std::optional<double> budget; // the portfolio's
    SchedulePair schedules;
    std::vector<QuotaPackPool> pools;
    struct Unmeetable {
        std::string run;
        model::UnmeetableReason reason = model::UnmeetableReason::NoChoice;
        double fastestHours = 0.0;
        double windowHours = 0.0;
    };
    std::vector<Unmeetable> cannotBeMet;
};

class QuotaRequestPack {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::QuotaRequestPack)

public:
    static constexpr const char *kFormat = "capacity-planner.portfolio-quota-request";
    static constexpr int kVersion = 1;

    // Every pool answer (b) uses, with the catalog's counters for it. `generatedOn` is an ISO date,
    // an input so that a pack can be reproduced.
    static QuotaPack build(const model::PortfolioSpec &spec, const model::PortfolioPlan &plan,
                           const model::Catalog &catalog, const QString &generatedOn);

    // An ISO date-time in UTC: the portfolio's start plus `hours`.
    static QString at(const QuotaPack &pack, double hours);
    static QString poolName(const model::QuotaPool &pool);
    // "no_choice", "too_slow", "over_budget": the JSON's names of why no quota meets a deadline.
    static std::string reasonKey(model::UnmeetableReason reason);
    static QString serviceName(model::QuotaService service);
    // One run's justification line: "Llama 70B fine-tune: llama-3.1-70b, 2.0 B tokens, 8 × …".
    static QString justification(const QuotaPack &pack, const QuotaPackRun &run, const Texts &texts);
    static QString unmeetable(const QuotaPack::Unmeetable &u, const Texts &texts);
    static SchedulePair schedulesOf(const model::PortfolioPlan &plan);
    // Which schedule the request is for and what it costs, the schedule within today's quota and
    // its cost, and why they differ: one paragraph, the same in the pack, the window and the table.
    static QString schedulesText(const SchedulePair &pair, const std::string &currency, const Texts &texts);
    // "same", "meets_more_deadlines", "within_budget", "least_quota_above_free": the JSON's names.
    static std::string differenceKey(model::ScheduleDifference difference);

    static QByteArray json(const QuotaPack &pack, const Texts &texts);
    // As a person pastes it into a support request (UTF-8 text).
    static QString text(const QuotaPack &pack, const Texts &texts);
    // The PDF page's body (QTextDocument's HTML subset); render::QuotaRequestPdf lays it out.
    static QString html(const QuotaPack &pack, const Texts &texts);
};

} // namespace capplan::data
