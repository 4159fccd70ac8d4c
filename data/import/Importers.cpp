// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/Importers.h"

#include "data/import/ImportCommon.h"
#include "data/InputFiles.h"
#include "model/catalog/CatalogFields.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QTimeZone>

#include <algorithm>
#include <set>
#include <cctype>
#include <array>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

namespace capplan::data {

using Utf8 = std::string;
using Text = QString;

namespace {
constexpr std::array<std::pair<ImportKind, const char *>, 5> kKindNames{{
    {ImportKind::Prices, "prices"},
    {ImportKind::VmUsage, "vm-usage"},
    {ImportKind::MlUsage, "ml-usage"},
    {ImportKind::Skus, "skus"},
    {ImportKind::Catalog, "catalog"},
}};
} // namespace

Text importKindName(ImportKind kind)
{
    for (const auto &[value, name] : kKindNames) {
        if (value == kind) {
            return QString::fromLatin1(name);
        }
    }
    return {};
}

std::optional<ImportKind> importKindFromName(const QString &name)
{
    for (const auto &[value, text] : kKindNames) {
        if (name == QLatin1String(text)) {
            return value;
        }
    }
    return std::nullopt;
}

Text changeActionName(ChangeAction action)
{
    switch (action) {
    case ChangeAction::New:
        return QStringLiteral("new");
    case ChangeAction::Changed:
        return QStringLiteral("changed");
    case ChangeAction::Unchanged:
        return QStringLiteral("unchanged");
    case ChangeAction::Removed:
        return QStringLiteral("removed");
    }
    return {};
}

Text Rejection::toLine() const
{
    return Error{message, path, file}.toLine();
}

int ImportPreview::skippedCount(const QString &code) const
{
    for (const SkipCount &s : skipped) {
        if (s.code == code) {
            return s.count;
        }
    }
    return 0;
}

namespace importing {

Text Input::baseName() const
{
    return QFileInfo(name).fileName();
}

Status Input::open() const
{
    if (file) {
        return Ok{};
    }
    auto opened = std::make_shared<QFile>();
    if (const Status status = InputFiles::openForReading(*opened, path); !status) {
        return Error{status.error().message, {}, name};
    }
    file = std::move(opened);
    return Ok{};
}

model::Provenance Context::provenance(const char *label, const Input &input, const Utf8 &effectiveDate) const
{
    model::Provenance p;
    p.source = Utf8(label) + ": " + input.baseName().toStdString();
    p.asOf = importDate;
    p.verified = true;
    p.importedAt = importedAt;
    p.effectiveDate = effectiveDate;
    return p;
}

void Context::flushSkips()
{
    for (const auto &[code, count] : skips) {
        preview.skipped.push_back(SkipCount{code, count});
    }
    skips.clear();
}

Result<JsonItemReader::Outcome> readItems(const Input &input, const JsonItemReader::Target &target,
                                          const std::function<void(std::size_t, json &)> &onItem)
{
    std::optional<FieldError> failure;
    const JsonItemReader::ItemCallback callback = [&](std::size_t index, json &item) {
        try {
            onItem(index, item);
            return true;
        } catch (const FieldError &e) {
            failure = e;
            return false;
        }
    };
    if (input.bytes == nullptr) {
        if (const Status opened = input.open(); !opened) {
            return opened.error();
        }
    }
    auto outcome = input.bytes != nullptr ? JsonItemReader::readBytes(*input.bytes, input.name, target, callback)
                                          : JsonItemReader::readDevice(*input.file, input.name, target, callback);
    input.file.reset(); // read: closed, so many files never hold many descriptors
    if (outcome && failure) {
        return Error{failure->message, failure->path, input.name};
    }
    if (!outcome) {
        Error e = outcome.error();
        e.file = input.name;
        return e;
    }
    return outcome;
}

Status readPages(const Input &input, const Utf8 &key, const std::vector<Utf8> &keepKeys,
                 const std::function<void(const QString &, json &)> &onItem,
                 const std::function<void(const QString &, json &)> &onPage)
{
    std::optional<FieldError> failure;
    const auto guarded = [&failure](const std::function<void(const QString &, json &)> &f) {
        return [&failure, &f](const QString &path, json &value) {
            try {
                f(path, value);
                return true;
            } catch (const FieldError &e) {
                failure = e;
                return false;
            }
        };
    };
    const JsonItemReader::Pages pages{key, keepKeys, guarded(onItem), guarded(onPage)};
    if (input.bytes == nullptr) {
        if (const Status opened = input.open(); !opened) {
            return opened.error();
        }
    }
    auto outcome = input.bytes != nullptr ? JsonItemReader::readPagesBytes(*input.bytes, input.name, pages)
                                          : JsonItemReader::readPagesDevice(*input.file, input.name, pages);
    input.file.reset(); // read: closed, so many files never hold many descriptors
    if (outcome && failure) {
        return Error{failure->message, failure->path, input.name};
    }
    if (!outcome) {
        Error e = outcome.error();
        e.file = input.name;
        return e;
    }
    return Ok{};
}

// The first character of the JSON text after byte-order marks, NULs (UTF-16) and white space:
// '[' for an array, '{' for an object; 0 when the start cannot be read.
bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

char firstJsonChar(const Input &input)
{
    QByteArray head;
    if (input.bytes != nullptr) {
        head = input.bytes->left(4096);
    } else if (input.open()) {
        // Peeked, not read: the items are read from the same open file afterwards.
        head = input.file->peek(4096);
    }
    for (qsizetype i = 0; i < head.size(); ++i) {
        const auto c = static_cast<unsigned char>(head[i]);
        if (c == 0xEF || c == 0xBB || c == 0xBF || c == 0xFF || c == 0xFE || c == 0 || c == ' ' || c == '\t' ||
            c == '\n' || c == '\r') {
            continue;
        }
        return static_cast<char>(c);
    }
    return 0;
}

Text fieldPath(const QString &itemPath, const char *field)
{
    return itemPath.isEmpty() ? QString::fromLatin1(field) : itemPath + QLatin1Char('.') + QString::fromLatin1(field);
}

Text typeName(const json &value)
{
    switch (value.type()) {
    case json::value_t::string:
        return Importer::tr("a string");
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float:
        return Importer::tr("a number");
    case json::value_t::boolean:
        return Importer::tr("true or false");
    case json::value_t::object:
        return Importer::tr("an object");
    case json::value_t::array:
        return Importer::tr("an array");
    case json::value_t::null:
        return Importer::tr("null");
    default:
        return Importer::tr("something else");
    }
}

const json &requireObject(const json &item, const QString &path)
{
    if (!item.is_object()) {
        throw FieldError{path, Importer::tr("must be an object, not %1").arg(typeName(item))};
    }
    return item;
}

namespace {
const json &requireField(const json &object, const char *field, const QString &itemPath)
{
    const auto it = object.find(field);
    if (it == object.end()) {
        throw FieldError{fieldPath(itemPath, field), Importer::tr("is missing")};
    }
    return *it;
}
} // namespace

Utf8 requireString(const json &object, const char *field, const QString &itemPath)
{
    const json &value = requireField(object, field, itemPath);
    if (!value.is_string()) {
        throw FieldError{fieldPath(itemPath, field), Importer::tr("must be a string, not %1").arg(typeName(value))};
    }
    return value.get<Utf8>();
}

std::optional<Utf8> optionalString(const json &object, const char *field, const QString &itemPath)
{
    const auto it = object.find(field);
    if (it == object.end() || it->is_null()) {
        return std::nullopt;
    }
    if (!it->is_string()) {
        throw FieldError{fieldPath(itemPath, field), Importer::tr("must be a string, not %1").arg(typeName(*it))};
    }
    return it->get<Utf8>();
}

double requireNumber(const json &object, const char *field, const QString &itemPath)
{
    const json &value = requireField(object, field, itemPath);
    if (!value.is_number()) {
        throw FieldError{fieldPath(itemPath, field), Importer::tr("must be a number, not %1").arg(typeName(value))};
    }
    return value.get<double>();
}

std::optional<double> optionalNumber(const json &object, const char *field, const QString &itemPath)
{
    const auto it = object.find(field);
    if (it == object.end() || it->is_null()) {
        return std::nullopt;
    }
    if (!it->is_number()) {
        throw FieldError{fieldPath(itemPath, field), Importer::tr("must be a number, not %1").arg(typeName(*it))};
    }
    return it->get<double>();
}

long long requireCount(const json &object, const char *field, const QString &itemPath)
{
    const json &value = requireField(object, field, itemPath);
    const QString path = fieldPath(itemPath, field);
    if (value.is_number_integer()) {
        if (value.is_number_unsigned() &&
            value.get<json::number_unsigned_t>() > static_cast<json::number_unsigned_t>(std::numeric_limits<long long>::max())) {
            throw FieldError{path, Importer::tr("is too large")};
        }
        return value.get<long long>();
    }
    if (value.is_string()) {
        // Older Azure CLIs print "currentValue": "8"; accept an optional minus and digits only.
        const Utf8 text = value.get<Utf8>();
        long long parsed = 0;
        const char *first = text.data();
        const char *last = text.data() + text.size();
        const auto [end, ec] = std::from_chars(first, last, parsed);
        if (ec == std::errc::result_out_of_range) {
            throw FieldError{path, Importer::tr("is too large (got \"%1\")").arg(QString::fromStdString(text))};
        }
        if (text.empty() || ec != std::errc() || end != last) {
            throw FieldError{path, Importer::tr("must be a whole number (got \"%1\")").arg(QString::fromStdString(text))};
        }
        return parsed;
    }
    if (value.is_number_float()) {
        throw FieldError{path, Importer::tr("must be a whole number (got %1)").arg(plainNumber(value.get<double>()))};
    }
    throw FieldError{path, Importer::tr("must be a whole number, not %1").arg(typeName(value))};
}

Text plainNumber(double value)
{
    // Shortest form that reads back as the same double.
    std::array<char, 64> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    if (ec != std::errc()) {
        return QString::number(value, 'g', 17);
    }
    return QString::fromLatin1(buffer.data(), end - buffer.data());
}

Utf8 armRegion(std::string_view text)
{
    Utf8 out;
    for (const char c : text) {
        if (c == ' ' || c == '\t') {
            continue;
        }
        out.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
    }
    return out;
}

Utf8 isoDatePart(const Utf8 &text)
{
    if (text.size() < 10) {
        return {};
    }
    const Utf8 date = text.substr(0, 10);
    return model::daysBetween(date, date).has_value() ? date : Utf8();
}

Text priceSubject(const model::Price &price)
{
    QString subject = QStringLiteral("%1 %2 %3 %4")
                          .arg(QString::fromStdString(price.sku), QString::fromStdString(price.region),
                               QLatin1String(model::toString(price.tier).data()),
                               QLatin1String(model::toString(price.kind).data()));
    if (price.termYears > 0) {
        subject += QStringLiteral(" %1y").arg(price.termYears);
    }
    // Prices of one key in two currencies are two rows: the code tells them apart.
    if (price.currency != model::kDefaultCurrency) {
        subject += QLatin1Char(' ') + QString::fromStdString(price.currency);
    }
    return subject;
}

Text quotaSubject(const model::QuotaUsage &quota)
{
    return QStringLiteral("%1 %2 %3")
        .arg(QString::fromStdString(quota.region), QString::fromStdString(quota.family),
             QLatin1String(model::toString(quota.tier).data()));
}

Text priceText(const model::Price &price)
{
    return QStringLiteral("%1 %2/h").arg(plainNumber(price.perNodeHour.value), QString::fromStdString(price.currency));
}

Text quotaText(const model::QuotaUsage &quota)
{
    auto count = [](const std::optional<long long> &v) {
        return v ? QString::number(*v) : QStringLiteral("?");
    };
    const QString limit = quota.limit && *quota.limit < 0 ? QStringLiteral("no limit") : count(quota.limit);
    return QStringLiteral("%1 / %2 cores").arg(count(quota.currentValue), limit);
}

// The series, then every fact of the table (model/catalog/CatalogFields.h), as the preview compares them.
std::vector<SizeField> sizeFields(const model::VmSize &s)
{
    std::vector<SizeField> out;
    out.reserve(model::sizeFactFields().size() + 1);
    out.push_back(SizeField{"series", QString::fromStdString(s.series), std::nullopt, {}});
    for (const model::SizeFactField &field : model::sizeFactFields()) {
        const std::optional<double> number = model::numberOf(s, field);
        out.push_back(SizeField{std::string(field.key),
                                number ? plainNumber(*number) : QString::fromStdString(model::textOf(s, field)), number,
                                model::provenanceOf(s, field)});
    }
    return out;
}

void diffPrices(Context &context, std::vector<model::Price> prices)
{
    std::sort(prices.begin(), prices.end(), [](const model::Price &a, const model::Price &b) {
        return std::tie(a.sku, a.region, a.tier, a.kind, a.termYears, a.currency) <
               std::tie(b.sku, b.region, b.tier, b.kind, b.termYears, b.currency);
    });
    ImportPreview &preview = context.preview;
    for (const model::Price &price : prices) {
        PreviewRow row;
        row.section = PreviewRow::Section::Price;
        row.subject = priceSubject(price);
        row.field = QStringLiteral("price_per_hour");
        row.newValue = priceText(price);
        row.newNumber = price.perNodeHour.value;
        const model::Price *old =
            context.current.findPrice(price.sku, price.region, price.tier, price.kind, price.termYears, price.currency);
        if (old == nullptr) {
            row.action = ChangeAction::New;
            ++preview.newCount;
        } else {
            row.oldValue = priceText(*old);
            // A price its source dated only to the month says so: the import replaces a guess at its age.
            if (old->perNodeHour.provenance.asOfApproximate) {
                row.oldValue += QStringLiteral(" (as of about %1)")
                                    .arg(QString::fromStdString(std::string(model::asOfShown(old->perNodeHour.provenance))));
            }
            row.oldNumber = old->perNodeHour.value;
            const bool same = old->perNodeHour.value == price.perNodeHour.value && old->currency == price.currency;
            row.action = same ? ChangeAction::Unchanged : ChangeAction::Changed;
            ++(same ? preview.unchangedCount : preview.changedCount);
        }
        preview.rows.push_back(std::move(row));
    }
    // Prices are never converted: say which plans will use prices in another currency.
    std::set<std::string> currencies;
    for (const model::Price &price : prices) {
        if (price.currency != model::kDefaultCurrency) {
            currencies.insert(price.currency);
        }
    }
    for (const std::string &code : currencies) {
        preview.notes.append(Importer::tr("prices in %1 are kept beside the US-dollar prices, not converted; a plan "
                                          "uses them when its currency is %1")
                                 .arg(QString::fromStdString(code)));
    }
    preview.prices = std::move(prices);
}

Text transferSubject(const model::TransferPrice &price)
{
    QString subject = QStringLiteral("%1 %2 from %3 GB")
                          .arg(QString::fromStdString(price.region), QLatin1String(model::toString(price.scope).data()),
                               plainNumber(price.tierMinimumGB));
    if (price.currency != model::kDefaultCurrency) {
        subject += QLatin1Char(' ') + QString::fromStdString(price.currency);
    }
    return subject;
}

Text transferText(const model::TransferPrice &price)
{
    return QStringLiteral("%1 %2/GB").arg(plainNumber(price.perGB.value), QString::fromStdString(price.currency));
}

const model::TransferPrice *findTransferPrice(const model::Catalog &catalog, const model::TransferPrice &key)
{
    for (const model::TransferPrice &t : catalog.transferPrices) {
        if (t.sameKey(key)) {
            return &t;
        }
    }
    return nullptr;
}

void diffTransferPrices(Context &context, std::vector<model::TransferPrice> prices)
{
    std::sort(prices.begin(), prices.end(), [](const model::TransferPrice &a, const model::TransferPrice &b) {
        return std::tie(a.region, a.scope, a.currency, a.tierMinimumGB) <
               std::tie(b.region, b.scope, b.currency, b.tierMinimumGB);
    });
    ImportPreview &preview = context.preview;
    for (const model::TransferPrice &price : prices) {
        PreviewRow row;
        row.section = PreviewRow::Section::Transfer;
        row.subject = transferSubject(price);
        row.field = QStringLiteral("price_per_gb");
        row.newValue = transferText(price);
        row.newNumber = price.perGB.value;
        const model::TransferPrice *old = findTransferPrice(context.current, price);
        if (old == nullptr) {
            row.action = ChangeAction::New;
            ++preview.newCount;
        } else {
            row.oldValue = transferText(*old);
            row.oldNumber = old->perGB.value;
            const bool same = old->perGB.value == price.perGB.value;
            row.action = same ? ChangeAction::Unchanged : ChangeAction::Changed;
            ++(same ? preview.unchangedCount : preview.changedCount);
        }
        preview.rows.push_back(std::move(row));
    }
    preview.transferPrices = std::move(prices);
}

void diffQuota(Context &context, std::vector<model::QuotaUsage> quota)
{
    std::sort(quota.begin(), quota.end(), [](const model::QuotaUsage &a, const model::QuotaUsage &b) {
        return std::tuple(a.region, a.scope, a.tier, model::normalizeFamily(a.family)) <
               std::tuple(b.region, b.scope, b.tier, model::normalizeFamily(b.family));
    });
    ImportPreview &preview = context.preview;
    for (const model::QuotaUsage &q : quota) {
        PreviewRow row;
        row.section = PreviewRow::Section::Quota;
        row.subject = quotaSubject(q);
        row.field = QStringLiteral("current_value/limit");
        row.newValue = quotaText(q);
        if (q.limit) {
            row.newNumber = static_cast<double>(*q.limit);
        }
        const model::QuotaUsage *old = q.scope == model::QuotaScope::Regional
                                           ? context.current.findRegionalQuota(q.region, q.tier)
                                           : context.current.findFamilyQuota(q.region, q.family, q.tier);
        if (old == nullptr) {
            row.action = ChangeAction::New;
            ++preview.newCount;
        } else {
            row.oldValue = quotaText(*old);
            if (old->limit) {
                row.oldNumber = static_cast<double>(*old->limit);
            }
            const bool same = old->currentValue == q.currentValue && old->limit == q.limit;
            row.action = same ? ChangeAction::Unchanged : ChangeAction::Changed;
            ++(same ? preview.unchangedCount : preview.changedCount);
        }
        preview.rows.push_back(std::move(row));
    }
    preview.quota = std::move(quota);
}

} // namespace importing

namespace {

using namespace importing;

Result<ImportPreview> run(ImportKind kind, const std::vector<Input> &inputs, const model::Catalog &current,
                          const ImportOptions &options)
{
    ImportPreview preview;
    preview.kind = kind;
    for (const Input &input : inputs) {
        preview.files.append(input.name);
    }
    if (inputs.empty()) {
        return Error{Importer::tr("no file to import")};
    }
    QString importedAt = options.importedAt;
    if (importedAt.isEmpty()) {
        importedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    }
    const QDateTime stamp = QDateTime::fromString(importedAt, Qt::ISODate);
    if (!stamp.isValid()) {
        return Error{Importer::tr("the import time \"%1\" is not an ISO date and time").arg(importedAt)};
    }
    preview.importedAt = stamp.toUTC().toString(Qt::ISODate);
    Context context{preview, current, options, preview.importedAt.toStdString(),
                    stamp.toUTC().date().toString(Qt::ISODate).toStdString(), {}};
    Status status = Ok{};
    switch (kind) {
    case ImportKind::Prices:
        status = importPrices(context, inputs);
        break;
    case ImportKind::VmUsage:
        status = importVmUsage(context, inputs);
        break;
    case ImportKind::MlUsage:
        status = importMlUsage(context, inputs);
        break;
    case ImportKind::Skus:
        status = importSkus(context, inputs);
        break;
    case ImportKind::Catalog:
        status = importCatalog(context, inputs);
        break;
    }
    if (!status) {
        return status.error();
    }
    context.flushSkips();
    return preview;
}

} // namespace

Result<ImportPreview> Importer::preview(ImportKind kind, const QStringList &files, const model::Catalog &current,
                                        const ImportOptions &options)
{
    std::vector<Input> inputs;
    for (const QString &file : files) {
        inputs.push_back(Input{file, file, nullptr});
    }
    return run(kind, inputs, current, options);
}

Result<ImportPreview> Importer::previewBytes(ImportKind kind, const std::vector<std::pair<QString, QByteArray>> &inputs,
                                             const model::Catalog &current, const ImportOptions &options)
{
    std::vector<Input> list;
    for (const auto &[name, bytes] : inputs) {
        list.push_back(Input{name, {}, &bytes});
    }
    return run(kind, list, current, options);
}

Text Importer::skipReason(const QString &code)
{
    if (code == QLatin1String("windows")) {
        return tr("Windows prices");
    }
    if (code == QLatin1String("devtest")) {
        return tr("Dev/Test prices");
    }
    if (code == QLatin1String("not_vm")) {
        return tr("items that are not virtual machine sizes");
    }
    if (code == QLatin1String("no_region")) {
        return tr("prices without a region");
    }
    if (code == QLatin1String("duplicate")) {
        return tr("items given twice with the same value");
    }
    if (code == QLatin1String("superseded")) {
        return tr("prices replaced by a later effective date");
    }
    if (code == QLatin1String("not_cores")) {
        return tr("usage counters that are not vCPU quota");
    }
    if (code == QLatin1String("breakdown")) {
        return tr("per-workspace and per-cluster usage (already in the totals)");
    }
    if (code == QLatin1String("not_gpu")) {
        return tr("sizes without GPUs that the catalog does not list");
    }
    if (code == QLatin1String("cloud_services")) {
        return tr("Cloud Services prices (not virtual machines)");
    }
    if (code == QLatin1String("not_primary")) {
        return tr("meters listed again for a region that is not their primary one");
    }
    if (code == QLatin1String("expired")) {
        return tr("prices whose effective end date has passed");
    }
    if (code == QLatin1String("not_yet_effective")) {
        return tr("prices that take effect after today");
    }
    if (code == QLatin1String("not_inter_region")) {
        return tr("bandwidth prices that are not inter-region data transfer (internet egress, data transfer in, …)");
    }
    if (code == QLatin1String("unknown_region")) {
        return tr("data-transfer prices of regions the catalog does not know");
    }
    return code;
}

} // namespace capplan::data
