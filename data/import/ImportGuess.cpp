// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/ImportGuess.h"

#include "data/formats/JsonTextDecoder.h"

#include <QString>

namespace capplan::data {

namespace {

bool isJsonSpace(QChar c)
{
    return c == QLatin1Char(' ') || (c.unicode() >= 0x09 && c.unicode() <= 0x0d);
}

// "key" followed by white space and a colon, anywhere in the text.
bool hasKey(const QString &text, const char *key)
{
    const QString quoted = QLatin1Char('"') + QLatin1String(key) + QLatin1Char('"');
    for (qsizetype at = text.indexOf(quoted); at >= 0; at = text.indexOf(quoted, at + 1)) {
        qsizetype i = at + quoted.size();
        while (i < text.size() && isJsonSpace(text.at(i))) {
            ++i;
        }
        if (i < text.size() && text.at(i) == QLatin1Char(':')) {
            return true;
        }
    }
    return false;
}

} // namespace

std::optional<ImportKind> guessImportKind(const QByteArray &head)
{
    // UTF-16 from Windows PowerShell, a byte-order mark, az's colour codes: as the importers read it.
    const QString text = QString::fromUtf8(JsonTextDecoder::toUtf8(head));
    const auto firstChar = [&text]() -> QChar {
        for (const QChar c : text) {
            if (!c.isSpace() && c != QChar(0xfeff)) {
                return c;
            }
        }
        return {};
    }();
    const auto key = [&text](const char *name) { return hasKey(text, name); };
    // Each format by the keys only it has.
    if (key("format") && text.contains(QLatin1String("capacity-planner.catalog"))) {
        return ImportKind::Catalog;
    }
    if (firstChar == QLatin1Char('{') && key("Items") && (key("BillingCurrency") || key("armSkuName") || key("retailPrice"))) {
        return ImportKind::Prices;
    }
    // An array of whole pages.
    if (firstChar == QLatin1Char('[') && key("Items") && key("BillingCurrency")) {
        return ImportKind::Prices;
    }
    // az ml's snake_case, or the Usages REST API's camelCase (bare or as {"value": […]}), whose
    // counters are Azure ML's types: not az vm list-usage.
    if (key("current_value") || key("aml_workspace_location") ||
        (key("currentValue") && text.contains(QLatin1String("Microsoft.MachineLearningServices/")))) {
        return ImportKind::MlUsage;
    }
    // az's camelCase, or PowerShell's Get-AzVMUsage | ConvertTo-Json in PascalCase.
    if (firstChar == QLatin1Char('[') && (key("currentValue") || (key("CurrentValue") && key("Limit")))) {
        return ImportKind::VmUsage;
    }
    // az vm list-skus's array, or the Resource SKUs REST body {"value": […]}.
    if ((firstChar == QLatin1Char('[') || key("value")) && (key("resourceType") || key("capabilities"))) {
        return ImportKind::Skus;
    }
    return std::nullopt;
}

} // namespace capplan::data
