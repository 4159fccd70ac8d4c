// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/catalog/CatalogChecks.h"

#include "data/Texts.h"

#include <QLocale>

#include <algorithm>
#include <map>

namespace capplan::views {

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

QString CatalogChecks::fieldMessage(const QString &label, const QString &message)
{
    //: a field's label and what is wrong with it, e.g. "Price per hour: must be a positive number."
    return tr("%1: %2").arg(label, message);
}

bool CatalogChecks::isValidRegion(const std::string &region)
{
    return model::isRegionName(region);
}

// The model's rules (model/catalog/CatalogRules.h), worded by the forms' labels.
QString CatalogChecks::numberMessage(const model::CatalogIssue &issue)
{
    const data::Texts texts{QLocale()};
    const QString got = texts.quantity(issue.value);
    switch (issue.rule) {
    case model::CatalogRule::NotFinite:
        return tr("must be a finite number.");
    case model::CatalogRule::NotPositive:
        return tr("must be greater than zero (got %1).").arg(got);
    case model::CatalogRule::Negative:
        return tr("must not be negative (got %1).").arg(got);
    case model::CatalogRule::TooLarge:
        return tr("must be at most %1 (got %2).").arg(texts.quantity(issue.high), got);
    default:
        return {};
    }
}

FieldProblem CatalogChecks::price(const model::Price &p, const model::Catalog &catalog,
                                  const std::optional<model::Price> &original)
{
    if (p.sku.empty()) {
        return {QStringLiteral("size"), fieldMessage(tr("Size"), tr("choose the size the price is for."))};
    }
    if (catalog.findSize(p.sku) == nullptr) {
        return {QStringLiteral("size"),
                fieldMessage(tr("Size"), tr("the catalog has no size \"%1\"; add the size first.").arg(q(p.sku)))};
    }
    if (const auto issue = model::checkPrice(p)) {
        const QString field = QString::fromStdString(issue->field);
        switch (issue->rule) {
        case model::CatalogRule::RegionName:
            return {field, fieldMessage(tr("Region"), tr("enter an Azure region name such as eastus "
                                                         "(lower-case letters and digits)."))};
        case model::CatalogRule::SpotNotLowPriority:
            return {field, fieldMessage(tr("Tier"), tr("Spot prices are filed under low priority, whose quota they use."))};
        case model::CatalogRule::TermedNotDedicated:
            return {field, fieldMessage(tr("Tier"), tr("reservations and savings plans are dedicated."))};
        case model::CatalogRule::TermYears:
            return {field, fieldMessage(tr("Term"), tr("reservations and savings plans run 1 or 3 years."))};
        case model::CatalogRule::TermWithoutPlan:
            return {field, fieldMessage(tr("Term"), tr("only reservations and savings plans have a term."))};
        case model::CatalogRule::Currency:
            return {field, fieldMessage(tr("Currency"), tr("enter a three-letter code such as USD or EUR."))};
        case model::CatalogRule::NotFinite:
            return {field, fieldMessage(tr("Price per hour"), tr("must be a finite number."))};
        case model::CatalogRule::TooLarge:
            return {field, fieldMessage(tr("Price per hour"),
                                        tr("%1 is implausibly large.").arg(data::Texts(QLocale()).quantity(issue->value)))};
        default: // zero or negative (the importers refuse the same: public catalogs have shipped $0 prices)
            return {field, fieldMessage(tr("Price per hour"), tr("must be a positive number (got %1).")
                                                                  .arg(data::Texts(QLocale()).quantity(issue->value)))};
        }
    }
    if ((!original || !original->sameKey(p)) && catalog.findPrice(p.sku, p.region, p.tier, p.kind, p.termYears, p.currency)) {
        return {QStringLiteral("size"), fieldMessage(tr("Size"), tr("the catalog has this price already (same size, "
                                                                    "region, tier, kind and term); edit that one."))};
    }
    return {};
}

FieldProblem CatalogChecks::quota(const model::QuotaUsage &u, const model::Catalog &catalog,
                                  const std::optional<model::QuotaUsage> &original)
{
    if (const auto issue = model::checkQuota(u)) {
        const QString field = QString::fromStdString(issue->field);
        switch (issue->rule) {
        case model::CatalogRule::RegionName:
            return {field, fieldMessage(tr("Region"), tr("enter an Azure region name such as eastus "
                                                         "(lower-case letters and digits)."))};
        case model::CatalogRule::Empty:
            return {field, fieldMessage(tr("Family"), tr("enter the VM family as Azure prints it, e.g. "
                                                         "standardNDSH100v5Family."))};
        case model::CatalogRule::Negative:
            return {field, fieldMessage(tr("In use"), tr("must not be negative (got %1).").arg(issue->value))};
        default: // Azure ML prints -1 for a limit that only the regional total caps.
            return {field, fieldMessage(tr("Limit"),
                                        tr("must be -1 (no limit of its own) or more (got %1).").arg(issue->value))};
        }
    }
    const bool regional = u.scope == model::QuotaScope::Regional;
    if (!original || !original->sameKey(u)) {
        const bool exists = std::any_of(catalog.quota.begin(), catalog.quota.end(),
                                        [&u](const model::QuotaUsage &other) { return other.sameKey(u); });
        if (exists) {
            return {regional ? QStringLiteral("scope") : QStringLiteral("family"),
                    fieldMessage(regional ? tr("Counter") : tr("Family"),
                                 tr("the catalog has this counter already for the region and tier; edit that one."))};
        }
    }
    return {};
}

FieldProblem CatalogChecks::size(const model::VmSize &v, const model::Catalog &catalog,
                                 const std::optional<model::VmSize> &original)
{
    const QString name = q(v.name);
    const std::optional<model::CatalogIssue> issue = model::checkSize(v);
    if (issue && issue->rule == model::CatalogRule::Empty) {
        return {QStringLiteral("name"),
                fieldMessage(tr("Name"), tr("enter the ARM size name, e.g. Standard_ND96isr_H100_v5."))};
    }
    if (issue && issue->rule == model::CatalogRule::Whitespace) {
        return {QStringLiteral("name"),
                fieldMessage(tr("Name"), tr("ARM size names have no spaces (Standard_ND96isr_H100_v5)."))};
    }
    if ((!original || original->name != v.name) && catalog.findSize(v.name) != nullptr) {
        return {QStringLiteral("name"),
                fieldMessage(tr("Name"), tr("the catalog has a size \"%1\" already; edit that one.").arg(name))};
    }
    if (!issue) {
        return {};
    }
    const QString field = QString::fromStdString(issue->field);
    if (issue->rule == model::CatalogRule::NotIsoDate) {
        return {field, fieldMessage(tr("Retirement date"), tr("enter a date as yyyy-mm-dd, or nothing."))};
    }
    // The form's labels of the facts.
    const std::map<std::string, QString> labels{
        {"gpus", tr("GPUs per VM")},
        {"gpu_memory_gib", tr("GPU memory")},
        {"vcpus", tr("vCPUs")},
        {"memory_gib", tr("RAM")},
        {"bf16_tflops_per_gpu", tr("BF16 TFLOP/s per GPU")},
        {"ib_gbps_per_gpu", tr("InfiniBand")},
        {"ethernet_gbps_per_vm", tr("Ethernet")},
        {"nvlink_gbps_per_gpu", tr("NVLink")},
        {"measured_bus_gbps", tr("Measured bus bandwidth")},
    };
    const auto label = labels.find(issue->field);
    return {field, fieldMessage(label != labels.end() ? label->second : field, numberMessage(*issue))};
}

} // namespace capplan::views
