// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/import/ImportPreview.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace capplan::data {

// An import preview as the CLI prints it (`capacity-planner-cli import … [--json]`).
class ImportReport {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::ImportReport)

public:
    // {"kind", "files", "imported_at", "dry_run", "applied", "new", "changed", "unchanged",
    //  "removed", "rejected", "rejections": [{"file", "path", "reason"}], "skipped": {code: n},
    //  "notes": [...], "changes": [{"action", "section", "subject", "field", "old", "new"}]}.
    // Unchanged values are counted, not listed.
    static QByteArray json(const ImportPreview &preview, bool dryRun, bool applied);
    // The counts, one per line ("new: 12"), then the new, changed and removed values and a
    // reason per rejected item.
    static QString text(const ImportPreview &preview);
};

} // namespace capplan::data
