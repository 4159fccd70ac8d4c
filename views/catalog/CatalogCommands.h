// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/formats/CatalogJson.h"
#include "data/store/CatalogStore.h"
#include "data/Result.h"
#include "model/catalog/Catalog.h"

#include <QString>
#include <QStringList>
#include <QUndoCommand>
#include <functional>
#include <optional>
#include <string>

namespace capplan::views {

// One change of the catalog, as a pair of writes through the CatalogStore: what redo() and what
// undo() do. The catalog window runs `redo` once itself before it pushes the command, so a change
// the store refuses never enters the history; the command's first redo() (QUndoStack::push calls
// it) is therefore skipped.
struct CatalogChange {
    using Action = std::function<data::Status()>;

    QString text; // "Edit price of Standard_ND96isr_H100_v5 in eastus", for the Undo action
    Action redo;
    Action undo;
};

class CatalogCommand : public QUndoCommand {
public:
    // `report` hears the result of every later undo and redo (the window shows failures and
    // reloads either way).
    CatalogCommand(CatalogChange change, std::function<void(const data::Status &)> report);

    void redo() override;
    void undo() override;

private:
    CatalogChange m_change;
    std::function<void(const data::Status &)> m_report;
    bool m_firstRedo = true;
};

// The changes the catalog window makes. `before` is the row as it was (nothing when one is added),
// `beforeOrigin` its origin ("default", "user", "import"), `after` the row as it becomes (nothing
// when it is removed).
//
// Undo writes the row back as it was. A shipped row comes back through CatalogStore's reset
// (resetPrice, resetSizeFact), so it is a shipped row again and follows later defaults; any other
// row comes back through upsert, with its values and provenance, as a user row.
CatalogChange priceChange(data::CatalogStore *store, const std::optional<model::Price> &before,
                          const std::string &beforeOrigin, const std::optional<model::Price> &after,
                          const model::Catalog &shipped);
CatalogChange quotaChange(data::CatalogStore *store, const std::optional<model::QuotaUsage> &before,
                          const std::optional<model::QuotaUsage> &after);
// Adds or edits a size (a size's name does not change).
CatalogChange sizeChange(data::CatalogStore *store, const std::optional<model::VmSize> &before,
                         const std::string &beforeOrigin, const model::VmSize &after, const model::Catalog &shipped);
// Removes a size with its prices: the store has no single-row delete for sizes, so this goes through
// CatalogStore::replaceCatalog with the document minus the size; undo puts `before` back whole.
CatalogChange sizeRemoval(data::CatalogStore *store, const data::CatalogDocument &before, const std::string &name);
// CatalogStore::resetSizeFact for each of `fields` / resetPrice, undone by writing the row back as it
// was.
CatalogChange sizeFactReset(data::CatalogStore *store, const model::VmSize &before, const std::string &beforeOrigin,
                            const QStringList &fields, const model::Catalog &shipped);
CatalogChange priceReset(data::CatalogStore *store, const model::Price &before, const std::string &beforeOrigin,
                         const model::Catalog &shipped);
// A change made elsewhere (a whole-catalog import) recorded as the catalog before and after it.
CatalogChange snapshotChange(data::CatalogStore *store, const QString &text, const data::CatalogDocument &before,
                             const data::CatalogDocument &after);

} // namespace capplan::views
