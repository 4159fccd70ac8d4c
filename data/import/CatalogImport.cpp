// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A whole exported catalog → a preview of replacing the stored one.
#include "data/import/ImportCommon.h"

#include "data/InputFiles.h"

namespace capplan::data::importing {

namespace {

// A catalog document is read whole and parsed into one DOM (about ten times its size in
// memory). The largest a catalog of this application exports is a few MiB (docs/design.md,
// "Limits").
constexpr qint64 kMaxCatalogFileBytes = 64LL * 1024 * 1024;

PreviewRow makeRow(ChangeAction action, PreviewRow::Section section, const QString &subject, const QString &field,
                   const QString &oldValue, const QString &newValue)
{
    PreviewRow row;
    row.action = action;
    row.section = section;
    row.subject = subject;
    row.field = field;
    row.oldValue = oldValue;
    row.newValue = newValue;
    return row;
}

void count(ImportPreview &preview, ChangeAction action)
{
    switch (action) {
    case ChangeAction::New:
        ++preview.newCount;
        break;
    case ChangeAction::Changed:
        ++preview.changedCount;
        break;
    case ChangeAction::Unchanged:
        ++preview.unchangedCount;
        break;
    case ChangeAction::Removed:
        ++preview.removedCount;
        break;
    }
}

void add(ImportPreview &preview, PreviewRow row)
{
    count(preview, row.action);
    preview.rows.push_back(std::move(row));
}

QString provenanceText(const model::Provenance &p)
{
    // An approximate date says so ("about 2024-08"), like everywhere else it is shown.
    const QString asOf = p.asOfApproximate ? QStringLiteral("about %1").arg(QString::fromStdString(std::string(model::asOfShown(p))))
                                           : QString::fromStdString(p.asOf);
    return QStringLiteral("%1, %2%3")
        .arg(QString::fromStdString(p.source), asOf, p.verified ? QString() : QStringLiteral(", unverified"));
}

void diffSizes(ImportPreview &preview, const model::Catalog &current, const model::Catalog &incoming)
{
    using Section = PreviewRow::Section;
    for (const model::VmSize &size : incoming.sizes) {
        const QString subject = QString::fromStdString(size.name);
        const model::VmSize *old = current.findSize(size.name);
        if (old == nullptr) {
            add(preview, makeRow(ChangeAction::New, Section::Size, subject, {}, {}, {}));
            continue;
        }
        if (*old == size) {
            add(preview, makeRow(ChangeAction::Unchanged, Section::Size, subject, {}, {}, {}));
            continue;
        }
        const auto oldFields = sizeFields(*old);
        const auto newFields = sizeFields(size);
        for (std::size_t i = 0; i < newFields.size(); ++i) {
            const SizeField &a = oldFields[i];
            const SizeField &b = newFields[i];
            if (a.text != b.text) {
                PreviewRow row = makeRow(ChangeAction::Changed, Section::Size, subject, QString::fromStdString(b.name),
                                         a.text, b.text);
                row.oldNumber = a.number;
                row.newNumber = b.number;
                add(preview, std::move(row));
            } else if (!(a.provenance == b.provenance)) {
                add(preview, makeRow(ChangeAction::Changed, Section::Size, subject,
                                     QString::fromStdString(b.name) + QStringLiteral(".source"),
                                     provenanceText(a.provenance), provenanceText(b.provenance)));
            }
        }
    }
    for (const model::VmSize &size : current.sizes) {
        if (incoming.findSize(size.name) == nullptr) {
            add(preview, makeRow(ChangeAction::Removed, Section::Size, QString::fromStdString(size.name), {}, {}, {}));
        }
    }
}

void diffPriceRows(ImportPreview &preview, const model::Catalog &current, const model::Catalog &incoming)
{
    using Section = PreviewRow::Section;
    const QString field = QStringLiteral("price_per_hour");
    for (const model::Price &price : incoming.prices) {
        const model::Price *old = current.findPrice(price.sku, price.region, price.tier, price.kind, price.termYears, price.currency);
        PreviewRow row = makeRow(old == nullptr ? ChangeAction::New
                                 : *old == price ? ChangeAction::Unchanged
                                                 : ChangeAction::Changed,
                                 Section::Price, priceSubject(price), field, old ? priceText(*old) : QString(),
                                 priceText(price));
        row.newNumber = price.perNodeHour.value;
        if (old != nullptr) {
            row.oldNumber = old->perNodeHour.value;
        }
        add(preview, std::move(row));
    }
    for (const model::Price &price : current.prices) {
        if (incoming.findPrice(price.sku, price.region, price.tier, price.kind, price.termYears, price.currency) == nullptr) {
            PreviewRow row = makeRow(ChangeAction::Removed, Section::Price, priceSubject(price), field, priceText(price), {});
            row.oldNumber = price.perNodeHour.value;
            add(preview, std::move(row));
        }
    }
}

const model::QuotaUsage *findQuota(const model::Catalog &catalog, const model::QuotaUsage &key)
{
    for (const model::QuotaUsage &q : catalog.quota) {
        if (q.sameKey(key)) {
            return &q;
        }
    }
    return nullptr;
}

void diffQuotaRows(ImportPreview &preview, const model::Catalog &current, const model::Catalog &incoming)
{
    using Section = PreviewRow::Section;
    const QString field = QStringLiteral("current_value/limit");
    for (const model::QuotaUsage &q : incoming.quota) {
        const model::QuotaUsage *old = findQuota(current, q);
        add(preview, makeRow(old == nullptr ? ChangeAction::New
                             : *old == q    ? ChangeAction::Unchanged
                                            : ChangeAction::Changed,
                             Section::Quota, quotaSubject(q), field, old ? quotaText(*old) : QString(), quotaText(q)));
    }
    for (const model::QuotaUsage &q : current.quota) {
        if (findQuota(incoming, q) == nullptr) {
            add(preview, makeRow(ChangeAction::Removed, Section::Quota, quotaSubject(q), field, quotaText(q), {}));
        }
    }
}

void diffTransferRows(ImportPreview &preview, const model::Catalog &current, const model::Catalog &incoming)
{
    using Section = PreviewRow::Section;
    const QString field = QStringLiteral("price_per_gb");
    for (const model::TransferPrice &t : incoming.transferPrices) {
        const model::TransferPrice *old = findTransferPrice(current, t);
        add(preview, makeRow(old == nullptr ? ChangeAction::New
                             : *old == t    ? ChangeAction::Unchanged
                                            : ChangeAction::Changed,
                             Section::Transfer, transferSubject(t), field, old ? transferText(*old) : QString(),
                             transferText(t)));
    }
    for (const model::TransferPrice &t : current.transferPrices) {
        if (findTransferPrice(incoming, t) == nullptr) {
            add(preview, makeRow(ChangeAction::Removed, Section::Transfer, transferSubject(t), field, transferText(t), {}));
        }
    }
}

} // namespace

Status importCatalog(Context &context, const std::vector<Input> &inputs)
{
    if (inputs.size() != 1) {
        return Error{Importer::tr("a catalog is imported from one file")};
    }
    const Input &input = inputs.front();
    QByteArray bytes;
    if (input.bytes != nullptr) {
        bytes = *input.bytes;
    } else {
        if (const Status opened = input.open(); !opened) {
            return opened.error();
        }
        // The whole document is parsed at once: never more than the limit (/dev/zero or a pipe
        // that never ends is refused, not read until memory runs out).
        auto read = InputFiles::readBounded(
            *input.file, kMaxCatalogFileBytes, input.name,
            Importer::tr("is larger than %1 MiB, the most a catalog file may be").arg(kMaxCatalogFileBytes >> 20));
        input.file.reset();
        if (!read) {
            return read.error();
        }
        bytes = std::move(read.value());
    }
    auto document = CatalogJson::parse(bytes, input.name);
    if (!document) {
        return document.error();
    }
    CatalogJson::sort(document.value());
    const model::Catalog &incoming = document.value().catalog;
    diffSizes(context.preview, context.current, incoming);
    diffPriceRows(context.preview, context.current, incoming);
    diffQuotaRows(context.preview, context.current, incoming);
    diffTransferRows(context.preview, context.current, incoming);
    context.preview.document = std::move(document.value());
    return Ok{};
}

} // namespace capplan::data::importing
