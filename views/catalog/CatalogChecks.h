// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/catalog/CatalogRules.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>

namespace capplan::views {

// A value's first problem: the catalog field it is in ("price_per_hour", "size", "region", …, as
// the catalog files name them) and a message that names the field the way the editors label it.
struct FieldProblem {
    QString field;
    QString message; // empty: no problem

    bool ok() const { return message.isEmpty(); }
};

// The checks every price, quota counter and size passes before it is written, whether it comes
// from an editor or through CatalogWindow's API. `original` is the row being edited (nothing when
// one is added): a changed key must not collide with another row.
class CatalogChecks {
    Q_DECLARE_TR_FUNCTIONS(capplan::views::CatalogChecks)

public:
    static FieldProblem price(const model::Price &price, const model::Catalog &catalog,
                              const std::optional<model::Price> &original);
    static FieldProblem quota(const model::QuotaUsage &quota, const model::Catalog &catalog,
                              const std::optional<model::QuotaUsage> &original);
    static FieldProblem size(const model::VmSize &size, const model::Catalog &catalog,
                             const std::optional<model::VmSize> &original);
    // "Label: message." — every message names its field the way the form labels it.
    static QString fieldMessage(const QString &label, const QString &message);
    // ARM region names: lower-case letters and digits (eastus2, swedencentral).
    static bool isValidRegion(const std::string &region);
    // What a number breaks of the model's rules (model/catalog/CatalogRules.h), in the editors' words.
    static QString numberMessage(const model::CatalogIssue &issue);
};

} // namespace capplan::views
