// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to the importers: shared by PriceImport.cpp, UsageImport.cpp, SkuImport.cpp and
// Importers.cpp. Not part of the data library's API.
#pragma once

#include "data/import/ImportPreview.h"
#include "data/import/Importers.h"
#include "data/formats/JsonItemReader.h"

#include <QFile>
#include <QString>

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace capplan::data::importing {

using nlohmann::json;

// A file whose shape or types are wrong: the whole import stops with this at `path`.
struct FieldError {
    QString path;
    QString message;
};

// One input: a file on disk, or named bytes (tests, dropped data).
struct Input {
    QString name;
    QString path;                     // empty when `bytes` holds the content
    const QByteArray *bytes = nullptr;
    // The file, opened on first use (open()) and shared by the copies of this Input: everything
    // an importer reads of it (firstJsonChar's peek, then the items) comes from one open, so a
    // FIFO or a pipe is read once and a file replaced meanwhile is never read half from each.
    mutable std::shared_ptr<QFile> file{};

    // The file's name without its folder, as provenance records it.
    QString baseName() const;
    // Opens `path` once (InputFiles::openForReading); an Error naming the file when it cannot.
    Status open() const;
};

// What every importer shares while it reads.
struct Context {
    ImportPreview &preview;
    const model::Catalog &current;
    ImportOptions options;
    std::string importedAt; // ISO 8601 UTC date-time
    std::string importDate; // its yyyy-mm-dd
    std::map<QString, int> skips;

    void skip(const char *code) { ++skips[QString::fromLatin1(code)]; }
    void reject(const Input &input, const QString &path, const QString &message)
    {
        preview.rejected.push_back(Rejection{input.name, path, message});
    }
    // Provenance of a value read from `input`: "<label>: <file name>", as of the import day.
    model::Provenance provenance(const char *label, const Input &input, const std::string &effectiveDate = {}) const;
    // Moves the skip counts into the preview, sorted by code.
    void flushSkips();
};

// Streams one input's items through `onItem`; a FieldError thrown by it ends the reading.
Result<JsonItemReader::Outcome> readItems(const Input &input, const JsonItemReader::Target &target,
                                          const std::function<void(std::size_t, json &)> &onItem);
// Streams one input's Retail Prices pages (JsonItemReader::Pages): onItem gets each item of a
// page's `key` array with its path, onPage each page afterwards (or a value that is no page);
// a FieldError thrown by either ends the reading.
Status readPages(const Input &input, const std::string &key, const std::vector<std::string> &keepKeys,
                 const std::function<void(const QString &path, json &item)> &onItem,
                 const std::function<void(const QString &path, json &page)> &onPage);

// Field readers: each throws FieldError naming `path`.field when the field is missing or of the
// wrong type.
QString fieldPath(const QString &itemPath, const char *field);
// The first character of an input's JSON text after byte-order marks, NULs (UTF-16) and white
// space: '[' for an array, '{' for an object (a REST body {"value": […]}); 0 when unreadable.
char firstJsonChar(const Input &input);
// ASCII letters compared without case ("virtualMachines" = "VirtualMachines").
bool equalsIgnoringCase(std::string_view a, std::string_view b);
QString typeName(const json &value);
const json &requireObject(const json &item, const QString &path);
std::string requireString(const json &object, const char *field, const QString &itemPath);
// Absent or null gives nothing; any other non-string is a FieldError.
std::optional<std::string> optionalString(const json &object, const char *field, const QString &itemPath);
double requireNumber(const json &object, const char *field, const QString &itemPath);
std::optional<double> optionalNumber(const json &object, const char *field, const QString &itemPath);
// A whole number given as a JSON integer or as a string of digits (older Azure CLIs print
// usage numbers as strings); floats, other strings and numbers beyond 64 bits are FieldErrors.
long long requireCount(const json &object, const char *field, const QString &itemPath);

// "98.32", "200": numbers as the preview writes them (C locale, shortest exact form).
QString plainNumber(double value);
// An ARM region name from what a user or a file wrote: "East US" → "eastus".
std::string armRegion(std::string_view text);
// The date part of an ISO date-time when it is a valid date; empty otherwise.
std::string isoDatePart(const std::string &text);

// Appends preview rows and counts for the values read, compared with the current catalog, and
// keeps the values as the ones applyImport() writes.
void diffPrices(Context &context, std::vector<model::Price> prices);
void diffQuota(Context &context, std::vector<model::QuotaUsage> quota);
void diffTransferPrices(Context &context, std::vector<model::TransferPrice> prices);
// "eastus intra_continent from 5 GB" (and the currency when it is not USD); "0.02 USD/GB".
QString transferSubject(const model::TransferPrice &price);
QString transferText(const model::TransferPrice &price);
const model::TransferPrice *findTransferPrice(const model::Catalog &catalog, const model::TransferPrice &key);
// How the preview names and shows a price or a quota counter (locale-independent).
QString priceSubject(const model::Price &price);
QString quotaSubject(const model::QuotaUsage &quota);
QString priceText(const model::Price &price);
QString quotaText(const model::QuotaUsage &quota);

// One field of a size, for field-by-field comparison.
struct SizeField {
    std::string name;
    QString text;
    std::optional<double> number;
    model::Provenance provenance;
};
std::vector<SizeField> sizeFields(const model::VmSize &size);

// The importers of each kind; each fills `context.preview`.
Status importPrices(Context &context, const std::vector<Input> &inputs);
Status importVmUsage(Context &context, const std::vector<Input> &inputs);
Status importMlUsage(Context &context, const std::vector<Input> &inputs);
Status importSkus(Context &context, const std::vector<Input> &inputs);
Status importCatalog(Context &context, const std::vector<Input> &inputs);

} // namespace capplan::data::importing
