// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/ImportReport.h"

#include "data/import/Importers.h"

#include <nlohmann/json.hpp>

namespace capplan::data {

namespace {
using nlohmann::ordered_json;

std::string utf8(const QString &s)
{
    return s.toStdString();
}

QString sectionName(PreviewRow::Section section)
{
    switch (section) {
    case PreviewRow::Section::Size:
        return QStringLiteral("size");
    case PreviewRow::Section::Price:
        return QStringLiteral("price");
    case PreviewRow::Section::Quota:
        return QStringLiteral("quota");
    case PreviewRow::Section::Region:
        return QStringLiteral("region");
    case PreviewRow::Section::Transfer:
        return QStringLiteral("transfer");
    }
    return {};
}
} // namespace

QByteArray ImportReport::json(const ImportPreview &preview, bool dryRun, bool applied)
{
    ordered_json doc;
    doc["kind"] = utf8(importKindName(preview.kind));
    ordered_json files = ordered_json::array();
    for (const QString &file : preview.files) {
        files.push_back(utf8(file));
    }
    doc["files"] = files;
    doc["imported_at"] = utf8(preview.importedAt);
    doc["dry_run"] = dryRun;
    doc["applied"] = applied;
    doc["new"] = preview.newCount;
    doc["changed"] = preview.changedCount;
    doc["unchanged"] = preview.unchangedCount;
    doc["removed"] = preview.removedCount;
    doc["rejected"] = preview.rejected.size();
    ordered_json rejections = ordered_json::array();
    for (const Rejection &r : preview.rejected) {
        ordered_json item;
        item["file"] = utf8(r.file);
        item["path"] = utf8(r.path);
        item["reason"] = utf8(r.message);
        rejections.push_back(item);
    }
    doc["rejections"] = rejections;
    ordered_json skipped = ordered_json::object();
    for (const SkipCount &s : preview.skipped) {
        skipped[utf8(s.code)] = s.count;
    }
    doc["skipped"] = skipped;
    ordered_json notes = ordered_json::array();
    for (const QString &note : preview.notes) {
        notes.push_back(utf8(note));
    }
    doc["notes"] = notes;
    ordered_json changes = ordered_json::array();
    for (const PreviewRow &row : preview.rows) {
        if (row.action == ChangeAction::Unchanged) {
            continue;
        }
        ordered_json item;
        item["action"] = utf8(changeActionName(row.action));
        item["section"] = utf8(sectionName(row.section));
        item["subject"] = utf8(row.subject);
        item["field"] = utf8(row.field);
        item["old"] = row.oldValue.isEmpty() ? ordered_json(nullptr) : ordered_json(utf8(row.oldValue));
        item["new"] = row.newValue.isEmpty() ? ordered_json(nullptr) : ordered_json(utf8(row.newValue));
        changes.push_back(item);
    }
    doc["changes"] = changes;
    const std::string out = doc.dump(2) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

QString ImportReport::text(const ImportPreview &preview)
{
    QString out;
    out += tr("import %1: %2").arg(importKindName(preview.kind), preview.files.join(QStringLiteral(", "))) +
           QLatin1Char('\n');
    out += tr("new: %1").arg(preview.newCount) + QLatin1Char('\n');
    out += tr("changed: %1").arg(preview.changedCount) + QLatin1Char('\n');
    out += tr("unchanged: %1").arg(preview.unchangedCount) + QLatin1Char('\n');
    if (preview.kind == ImportKind::Catalog) {
        out += tr("removed: %1").arg(preview.removedCount) + QLatin1Char('\n');
    }
    out += tr("rejected: %1").arg(preview.rejected.size()) + QLatin1Char('\n');
    for (const SkipCount &s : preview.skipped) {
        out += tr("skipped: %1 %2").arg(s.count).arg(Importer::skipReason(s.code)) + QLatin1Char('\n');
    }
    for (const PreviewRow &row : preview.rows) {
        if (row.action == ChangeAction::Unchanged) {
            continue;
        }
        QString line = QStringLiteral("  %1 %2").arg(changeActionName(row.action), row.subject);
        if (!row.field.isEmpty()) {
            line += QStringLiteral(" ") + row.field;
        }
        if (row.action == ChangeAction::Changed) {
            line += QStringLiteral(": %1 → %2").arg(row.oldValue, row.newValue);
        } else if (row.action == ChangeAction::New && !row.newValue.isEmpty()) {
            line += QStringLiteral(": ") + row.newValue;
        } else if (row.action == ChangeAction::Removed && !row.oldValue.isEmpty()) {
            line += QStringLiteral(": ") + row.oldValue;
        }
        out += line + QLatin1Char('\n');
    }
    for (const Rejection &r : preview.rejected) {
        out += tr("  rejected %1").arg(r.toLine()) + QLatin1Char('\n');
    }
    for (const QString &note : preview.notes) {
        out += tr("note: %1").arg(note) + QLatin1Char('\n');
    }
    return out;
}

} // namespace capplan::data
