// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/PortfolioSpec.h"

#include "model/plan/EnumNames.h"

#include <array>

// Marks the names for lupdate without Qt (the views translate them in kPortfolioFieldContext).
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace capplan::model {

namespace {

// In the file's order. The names are nouns as they read inside a sentence (lupdate marks them
// through the context kPortfolioFieldContext).
constexpr std::array kFields{
    PortfolioFieldInfo{PortfolioField::Name, "name", PortfolioValue::Text, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "portfolio name")},
    PortfolioFieldInfo{PortfolioField::Start, "start", PortfolioValue::Date, true,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "start of the quarter")},
    PortfolioFieldInfo{PortfolioField::Budget, "budget", PortfolioValue::Money, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "shared budget")},
    PortfolioFieldInfo{PortfolioField::Currency, "currency", PortfolioValue::Currency, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "budget currency")},
    PortfolioFieldInfo{PortfolioField::Confidence, "confidence", PortfolioValue::Confidence, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "confidence of the schedule")},
    PortfolioFieldInfo{PortfolioField::PreferRegions, "prefer_regions", PortfolioValue::Names, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "preferred regions")},
    PortfolioFieldInfo{PortfolioField::AvoidRegions, "avoid_regions", PortfolioValue::Names, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "regions to avoid")},
    PortfolioFieldInfo{PortfolioField::Runs, "runs", PortfolioValue::List, true,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "runs")},
    PortfolioFieldInfo{PortfolioField::RunName, "runs.name", PortfolioValue::Text, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "run name")},
    PortfolioFieldInfo{PortfolioField::RunPlan, "runs.plan", PortfolioValue::Plan, true,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "run's plan")},
    PortfolioFieldInfo{PortfolioField::RunEarliestStart, "runs.earliest_start", PortfolioValue::Date, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "earliest start")},
    PortfolioFieldInfo{PortfolioField::RunDeadline, "runs.deadline", PortfolioValue::Date, true,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "run deadline")},
    PortfolioFieldInfo{PortfolioField::RunPriority, "runs.priority", PortfolioValue::Count, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "priority")},
    PortfolioFieldInfo{PortfolioField::RunStandingCluster, "runs.standing_cluster", PortfolioValue::Flag, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "standing cluster")},
    PortfolioFieldInfo{PortfolioField::RunMayMove, "runs.may_move", PortfolioValue::MayMove, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "where the run may move")},
    PortfolioFieldInfo{PortfolioField::Quota, "quota", PortfolioValue::List, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "assumed quota")},
    PortfolioFieldInfo{PortfolioField::QuotaFamily, "quota.family", PortfolioValue::Text, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "quota family")},
    PortfolioFieldInfo{PortfolioField::QuotaRegion, "quota.region", PortfolioValue::Text, true,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "quota region")},
    PortfolioFieldInfo{PortfolioField::QuotaTier, "quota.tier", PortfolioValue::PoolTier, false,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "quota tier")},
    PortfolioFieldInfo{PortfolioField::QuotaCores, "quota.cores", PortfolioValue::Cores, true,
                       QT_TRANSLATE_NOOP("capplan::model::PortfolioField", "quota cores")},
};

constexpr std::array<std::pair<PortfolioConfidence, std::string_view>, 2> kConfidenceNames{{
    {PortfolioConfidence::Estimate, "estimate"},
    {PortfolioConfidence::P90, "p90"},
}};

constexpr std::array<std::pair<MayMove, std::string_view>, 3> kMayMoveNames{{
    {MayMove::No, "no"},
    {MayMove::Region, "region"},
    {MayMove::Size, "size"},
}};

} // namespace

std::string_view toString(MayMove mayMove)
{
    return nameOf(kMayMoveNames, mayMove);
}

std::optional<MayMove> mayMoveFromString(std::string_view text)
{
    return valueOf(kMayMoveNames, text);
}

std::string_view toString(PortfolioConfidence confidence)
{
    return nameOf(kConfidenceNames, confidence);
}

std::optional<PortfolioConfidence> portfolioConfidenceFromString(std::string_view text)
{
    return valueOf(kConfidenceNames, text);
}

std::span<const PortfolioFieldInfo> portfolioFields()
{
    return kFields;
}

const PortfolioFieldInfo &info(PortfolioField field)
{
    for (const PortfolioFieldInfo &row : kFields) {
        if (row.field == field) {
            return row;
        }
    }
    return kFields.front();
}

} // namespace capplan::model
