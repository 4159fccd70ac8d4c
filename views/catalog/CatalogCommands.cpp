// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/catalog/CatalogCommands.h"

#include <utility>

namespace capplan::views {

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

const std::string kDefaultOrigin = "default";

data::Status removePriceRow(data::CatalogStore *store, const model::Price &p)
{
    return store->removePrice(p);
}

// Writes `price` back as it was before a change (see priceChange).
data::Status restorePrice(data::CatalogStore *store, const model::Price &price, const std::string &origin,
                          const model::Catalog &shipped)
{
    const model::Price *def = shipped.findPrice(price.sku, price.region, price.tier, price.kind, price.termYears, price.currency);
    if (origin == kDefaultOrigin && def != nullptr && *def == price) {
        return store->resetPrice(price);
    }
    return store->upsertPrice(price);
}

data::Status restoreSize(data::CatalogStore *store, const model::VmSize &size, const std::string &origin,
                         const model::Catalog &shipped)
{
    if (const data::Status s = store->upsertSize(size); !s) {
        return s;
    }
    const model::VmSize *def = shipped.findSize(size.name);
    if (origin == kDefaultOrigin && def != nullptr && *def == size) {
        // resetSizeFact marks a size whose every field equals the default as shipped again; the
        // series is as good a field as any, its value does not change.
        return store->resetSizeFact(q(size.name), QStringLiteral("series"));
    }
    return data::Ok{};
}

// The document without the size `name` and its prices (origins kept parallel).
data::CatalogDocument withoutSize(data::CatalogDocument doc, const std::string &name)
{
    auto &c = doc.catalog;
    for (std::size_t i = c.sizes.size(); i-- > 0;) {
        if (c.sizes[i].name == name) {
            c.sizes.erase(c.sizes.begin() + static_cast<std::ptrdiff_t>(i));
            if (i < doc.sizeOrigins.size()) {
                doc.sizeOrigins.erase(doc.sizeOrigins.begin() + static_cast<std::ptrdiff_t>(i));
            }
        }
    }
    for (std::size_t i = c.prices.size(); i-- > 0;) {
        if (c.prices[i].sku == name) {
            c.prices.erase(c.prices.begin() + static_cast<std::ptrdiff_t>(i));
            if (i < doc.priceOrigins.size()) {
                doc.priceOrigins.erase(doc.priceOrigins.begin() + static_cast<std::ptrdiff_t>(i));
            }
        }
    }
    return doc;
}

// Writes `after` in place of `before`: upsert first, so a refused write changes nothing; when
// the key moved, the old row goes after that, and a failure there takes the new row back out.
template<class Row, class Upsert, class Remove>
data::Status replaceRow(const std::optional<Row> &before, const std::optional<Row> &after, Upsert upsert, Remove remove)
{
    if (after) {
        if (const data::Status s = upsert(*after); !s) {
            return s;
        }
    }
    if (before && (!after || !before->sameKey(*after))) {
        if (const data::Status s = remove(*before); !s) {
            if (after) {
                remove(*after);
            }
            return s;
        }
    }
    return data::Ok{};
}

} // namespace

CatalogCommand::CatalogCommand(CatalogChange change, std::function<void(const data::Status &)> report)
    : QUndoCommand(change.text)
    , m_change(std::move(change))
    , m_report(std::move(report))
{
}

void CatalogCommand::redo()
{
    if (m_firstRedo) {
        m_firstRedo = false; // done before the push
        return;
    }
    const data::Status status = m_change.redo();
    if (m_report) {
        m_report(status);
    }
}

void CatalogCommand::undo()
{
    const data::Status status = m_change.undo();
    if (m_report) {
        m_report(status);
    }
}

CatalogChange priceChange(data::CatalogStore *store, const std::optional<model::Price> &before,
                          const std::string &beforeOrigin, const std::optional<model::Price> &after,
                          const model::Catalog &shipped)
{
    CatalogChange change;
    const auto upsert = [store](const model::Price &p) { return store->upsertPrice(p); };
    const auto remove = [store](const model::Price &p) { return removePriceRow(store, p); };
    change.redo = [before, after, upsert, remove] { return replaceRow(before, after, upsert, remove); };
    change.undo = [store, before, beforeOrigin, after, shipped, remove]() -> data::Status {
        if (before) {
            if (const data::Status s = restorePrice(store, *before, beforeOrigin, shipped); !s) {
                return s;
            }
        }
        if (after && (!before || !before->sameKey(*after))) {
            return remove(*after);
        }
        return data::Ok{};
    };
    return change;
}

CatalogChange quotaChange(data::CatalogStore *store, const std::optional<model::QuotaUsage> &before,
                          const std::optional<model::QuotaUsage> &after)
{
    CatalogChange change;
    const auto upsert = [store](const model::QuotaUsage &u) { return store->upsertQuota(u); };
    const auto remove = [store](const model::QuotaUsage &u) { return store->removeQuota(u); };
    change.redo = [before, after, upsert, remove] { return replaceRow(before, after, upsert, remove); };
    change.undo = [before, after, upsert, remove] { return replaceRow(after, before, upsert, remove); };
    return change;
}

CatalogChange sizeChange(data::CatalogStore *store, const std::optional<model::VmSize> &before,
                         const std::string &beforeOrigin, const model::VmSize &after, const model::Catalog &shipped)
{
    CatalogChange change;
    change.redo = [store, after] { return store->upsertSize(after); };
    change.undo = [store, before, beforeOrigin, after, shipped]() -> data::Status {
        if (before) {
            return restoreSize(store, *before, beforeOrigin, shipped);
        }
        // An added size: every later change (its prices …) is undone already, so taking it out of
        // the catalog as it is now is exact.
        auto doc = store->document();
        if (!doc) {
            return doc.error();
        }
        return store->replaceCatalog(withoutSize(std::move(doc.value()), after.name));
    };
    return change;
}

CatalogChange sizeRemoval(data::CatalogStore *store, const data::CatalogDocument &before, const std::string &name)
{
    CatalogChange change;
    change.redo = [store, name]() -> data::Status {
        auto doc = store->document();
        if (!doc) {
            return doc.error();
        }
        return store->replaceCatalog(withoutSize(std::move(doc.value()), name));
    };
    change.undo = [store, before] { return store->replaceCatalog(before); };
    return change;
}

CatalogChange sizeFactReset(data::CatalogStore *store, const model::VmSize &before, const std::string &beforeOrigin,
                            const QStringList &fields, const model::Catalog &shipped)
{
    CatalogChange change;
    change.redo = [store, before, beforeOrigin, fields, shipped]() -> data::Status {
        // One field after the other: each is its own transaction, so a failure part-way is taken
        // back by writing the whole row as it was.
        for (const QString &field : fields) {
            if (const data::Status s = store->resetSizeFact(q(before.name), field); !s) {
                restoreSize(store, before, beforeOrigin, shipped);
                return s;
            }
        }
        return data::Ok{};
    };
    change.undo = [store, before, beforeOrigin, shipped] { return restoreSize(store, before, beforeOrigin, shipped); };
    return change;
}

CatalogChange priceReset(data::CatalogStore *store, const model::Price &before, const std::string &beforeOrigin,
                         const model::Catalog &shipped)
{
    CatalogChange change;
    change.redo = [store, before] {
        return store->resetPrice(before);
    };
    change.undo = [store, before, beforeOrigin, shipped] { return restorePrice(store, before, beforeOrigin, shipped); };
    return change;
}

CatalogChange snapshotChange(data::CatalogStore *store, const QString &text, const data::CatalogDocument &before,
                             const data::CatalogDocument &after)
{
    CatalogChange change;
    change.text = text;
    change.redo = [store, after] { return store->replaceCatalog(after); };
    change.undo = [store, before] { return store->replaceCatalog(before); };
    return change;
}

} // namespace capplan::views
