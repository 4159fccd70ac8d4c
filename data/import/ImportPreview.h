// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/formats/CatalogJson.h"
#include "model/catalog/Catalog.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace capplan::data {

// What a file holds, as the CLI names it: `import prices|vm-usage|ml-usage|skus|catalog`.
enum class ImportKind {
    Prices,  // Azure Retail Prices API responses (one or more pages)
    VmUsage, // az vm list-usage --location R -o json
    MlUsage, // az ml compute list-usage -o json
    Skus,    // az vm list-skus --resource-type virtualMachines -o json
    Catalog, // a whole catalog exported by this application (capacity-planner.catalog)
};

QString importKindName(ImportKind kind); // "prices", "vm-usage", …
std::optional<ImportKind> importKindFromName(const QString &name);

struct ImportOptions {
    // The ARM region of quota files that do not name it (az vm list-usage never does).
    QString region;
    // When the import happens, ISO 8601 UTC (2026-12-01T09:30:00Z); empty means now. Tests pin it.
    QString importedAt;
};

enum class ChangeAction { New, Changed, Unchanged, Removed };

QString changeActionName(ChangeAction action); // "new", "changed", "unchanged", "removed"

// One value of the preview. Values are written in a locale-independent way (98.32 USD/h,
// 200 cores); the numbers are there too so a dialog can format them in the user's locale.
struct PreviewRow {
    enum class Section { Size, Price, Quota, Region, Transfer };

    ChangeAction action = ChangeAction::New;
    Section section = Section::Price;
    QString subject; // "Standard_ND96isr_H100_v5 eastus dedicated on_demand", "eastus standardNDSH100v5Family dedicated"
    QString field;   // "price_per_hour", "limit", "current_value", "vcpus", …
    QString oldValue;
    QString newValue;
    std::optional<double> oldNumber;
    std::optional<double> newNumber;
};

// An item left out of the import, with the reason; the rest of the file still imports.
struct Rejection {
    QString file; // the file's name as given
    QString path; // the item and field, e.g. "Items[12].retailPrice"
    QString message;

    QString toLine() const; // "FILE: PATH: message"
};

// Items left out on purpose (Windows prices, DevTest prices, usage counters that are not cores…),
// counted by a stable code; Importer::skipReason() gives the text.
struct SkipCount {
    QString code;
    int count = 0;
};

// Everything an import would change, and nothing changed yet: the CLI prints it, a dialog shows
// it, and CatalogStore::applyImport() writes it in one transaction once the user confirms.
struct ImportPreview {
    ImportKind kind = ImportKind::Prices;
    QStringList files;
    QString importedAt; // the moment stamped on every imported value

    std::vector<PreviewRow> rows; // new, changed, removed and unchanged values, in a stable order
    int newCount = 0;
    int changedCount = 0;
    int unchangedCount = 0;
    int removedCount = 0;
    std::vector<Rejection> rejected;
    std::vector<SkipCount> skipped;
    QStringList notes; // warnings about the whole import (a page chain that looks incomplete, …)

    // The values applyImport() writes. Unchanged values are written too, so their provenance
    // (source file, import time) is refreshed and they stop counting as stale.
    std::vector<model::VmSize> sizes;
    std::vector<model::Price> prices;
    std::vector<model::QuotaUsage> quota;
    // From a SKU list: per size and region listed, its restriction, or an empty reason where the
    // size is listed without one (which removes a stored restriction).
    std::vector<model::SizeRestriction> restrictions;
    // From a Retail Prices page of serviceName "Bandwidth": inter-region transfer price tiers.
    std::vector<model::TransferPrice> transferPrices;
    // ImportKind::Catalog only: the whole catalog that replaces the stored one.
    std::optional<CatalogDocument> document;

    bool hasChanges() const { return newCount + changedCount + removedCount > 0; }
    // Nothing at all would be written: every item was rejected or skipped.
    bool isEmpty() const
    {
        return sizes.empty() && prices.empty() && quota.empty() && restrictions.empty() && transferPrices.empty() &&
               !document.has_value();
    }
    // The files held nothing to read at all (an empty Retail Prices page is a valid answer): an
    // import of nothing, unlike files whose every item was rejected or skipped.
    bool heldNothing() const { return isEmpty() && rejected.empty() && skipped.empty(); }
    int skippedCount(const QString &code) const;
};

} // namespace capplan::data
