// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Files as they arrive from the field, derived at run time from the verbatim samples in
// tests/data/samples/ (see tests/data/samples/real/*/README.md): the same JSON saved by Windows
// PowerShell (UTF-16, CRLF), with a byte-order mark, coloured by `az -o jsonc`, printed by
// `az -o yaml` / `-o tsv`, pages run together, PowerShell's ConvertTo-Json of Get-AzVMUsage.
// QtCore only, header only: included by the data, CLI and dialog tests alike.
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringEncoder>
#include <QStringList>

namespace fieldsamples {

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

inline QByteArray withUtf8Bom(const QByteArray &utf8)
{
    return QByteArray("\xEF\xBB\xBF") + utf8;
}

// The text in UTF-16, with the byte-order mark PowerShell and Notepad write, or without.
inline QByteArray asUtf16(const QByteArray &utf8, bool littleEndian, bool bom = true)
{
    QStringEncoder encoder(littleEndian ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
    QByteArray out;
    if (bom) {
        out = littleEndian ? QByteArray("\xFF\xFE", 2) : QByteArray("\xFE\xFF", 2);
    }
    return out + QByteArray(encoder(QString::fromUtf8(utf8)));
}

// Windows line ends.
inline QByteArray withCrlf(const QByteArray &text)
{
    return QByteArray(text).replace("\n", "\r\n");
}

// What PowerShell 5.1's `>` makes of a command's output: UTF-16LE with a mark, CRLF.
inline QByteArray asPowerShellFile(const QByteArray &utf8)
{
    return asUtf16(withCrlf(utf8), true, true);
}

// `az … -o jsonc`: the JSON with pygments' terminal colours around keys, strings and literals.
inline QByteArray coloured(const QByteArray &json)
{
    const QByteArray reset = "\x1b[39;49;00m";
    const auto literalEnd = [&json](qsizetype i) {
        while (i < json.size() && !QByteArray(",]} \t\r\n").contains(json[i])) {
            ++i;
        }
        return i;
    };
    QByteArray out;
    for (qsizetype i = 0; i < json.size();) {
        const char c = json[i];
        if (c == '"') {
            qsizetype end = i + 1;
            while (end < json.size() && json[end] != '"') {
                end += json[end] == '\\' ? 2 : 1;
            }
            ++end;
            qsizetype next = end;
            while (next < json.size() && (json[next] == ' ' || json[next] == '\t')) {
                ++next;
            }
            const bool key = next < json.size() && json[next] == ':';
            out += QByteArray(key ? "\x1b[94m" : "\x1b[33m") + json.mid(i, end - i) + reset;
            i = end;
        } else if (c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n') {
            const qsizetype end = literalEnd(i);
            out += QByteArray("\x1b[34m") + json.mid(i, end - i) + reset;
            i = end;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

namespace detail {
inline QByteArray yamlScalar(const QJsonValue &v)
{
    if (v.isString()) {
        const QByteArray s = v.toString().toUtf8();
        bool number = false;
        s.toDouble(&number);
        // PyYAML quotes strings that would read back as something else.
        return number || s.isEmpty() || s == "true" || s == "false" || s == "null" ? "'" + s + "'" : s;
    }
    if (v.isBool()) {
        return v.toBool() ? "true" : "false";
    }
    if (v.isNull()) {
        return "null";
    }
    return QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
}

inline void yaml(QByteArray &out, const QJsonValue &value, const QByteArray &indent);

inline void yamlObject(QByteArray &out, const QJsonObject &object, const QByteArray &first, const QByteArray &indent)
{
    bool isFirst = true;
    for (auto it = object.begin(); it != object.end(); ++it) {
        out += (isFirst ? first : indent) + it.key().toUtf8() + ":";
        isFirst = false;
        if (it.value().isObject() || it.value().isArray()) {
            out += "\n";
            yaml(out, it.value(), it.value().isObject() ? indent + "  " : indent);
        } else {
            out += " " + yamlScalar(it.value()) + "\n";
        }
    }
}

inline void yaml(QByteArray &out, const QJsonValue &value, const QByteArray &indent)
{
    if (value.isArray()) {
        for (const QJsonValue &element : value.toArray()) {
            if (element.isObject()) {
                yamlObject(out, element.toObject(), indent + "- ", indent + "  ");
            } else {
                out += indent + "- " + yamlScalar(element) + "\n";
            }
        }
    } else if (value.isObject()) {
        yamlObject(out, value.toObject(), indent, indent);
    } else {
        out += indent + yamlScalar(value) + "\n";
    }
}

inline QByteArray tsvRow(const QJsonObject &object)
{
    QByteArrayList cells;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!it.value().isObject() && !it.value().isArray()) {
            cells << (it.value().isString() ? it.value().toString().toUtf8() : yamlScalar(it.value()));
        }
    }
    return cells.join('\t') + "\n";
}

inline QByteArray jsonString(const QJsonValue &v)
{
    return QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
}

inline qint64 number(const QJsonValue &v)
{
    return v.isString() ? v.toString().toLongLong() : v.toInteger();
}
} // namespace detail

// `az … -o yaml`.
inline QByteArray asYaml(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    QByteArray out;
    detail::yaml(out, doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()), {});
    return out;
}

// `az … -o tsv`: one line per element, its plain values separated by tabs.
inline QByteArray asTsv(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    QByteArray out;
    if (doc.isArray()) {
        for (const QJsonValue &element : doc.array()) {
            out += detail::tsvRow(element.toObject());
        }
    } else {
        out = detail::tsvRow(doc.object());
    }
    return out;
}

// `Get-AzVMUsage -Location R | ConvertTo-Json` in Windows PowerShell 5.1, from what
// `az vm list-usage -o json` printed: PascalCase keys, numbers as numbers, PowerShell's own
// indentation (UTF-8 here; asPowerShellFile() makes the file `>` writes).
inline QByteArray asPowerShellUsage(const QByteArray &azJson)
{
    const QJsonArray items = QJsonDocument::fromJson(azJson).array();
    QByteArray out = "[\n";
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject item = items.at(i).toObject();
        const QJsonObject name = item.value(QLatin1String("name")).toObject();
        out += "    {\n"
               "        \"Name\":  {\n"
               "                     \"Value\":  " +
               detail::jsonString(name.value(QLatin1String("value"))) +
               ",\n"
               "                     \"LocalizedValue\":  " +
               detail::jsonString(name.value(QLatin1String("localizedValue"))) +
               "\n"
               "                 },\n"
               "        \"CurrentValue\":  " +
               QByteArray::number(detail::number(item.value(QLatin1String("currentValue")))) +
               ",\n"
               "        \"Limit\":  " +
               QByteArray::number(detail::number(item.value(QLatin1String("limit")))) +
               ",\n"
               "        \"Unit\":  \"Count\"\n"
               "    }" +
               (i + 1 < items.size() ? ",\n" : "\n");
    }
    return out + "]";
}

// The same text as it is saved in the field: "UTF-8", "UTF-8 with BOM", "UTF-16LE with BOM",
// "UTF-16BE with BOM", "UTF-16LE without BOM", "UTF-16BE without BOM", "PowerShell 5.1 file",
// "az -o jsonc", "az -o jsonc saved by PowerShell".
inline QByteArray saved(const QString &how, const QByteArray &utf8)
{
    if (how == QLatin1String("UTF-8")) {
        return utf8;
    }
    if (how == QLatin1String("UTF-8 with BOM")) {
        return withUtf8Bom(utf8);
    }
    if (how == QLatin1String("UTF-16LE with BOM")) {
        return asUtf16(utf8, true);
    }
    if (how == QLatin1String("UTF-16BE with BOM")) {
        return asUtf16(utf8, false);
    }
    if (how == QLatin1String("UTF-16LE without BOM")) {
        return asUtf16(utf8, true, false);
    }
    if (how == QLatin1String("UTF-16BE without BOM")) {
        return asUtf16(utf8, false, false);
    }
    if (how == QLatin1String("PowerShell 5.1 file")) {
        return asPowerShellFile(utf8);
    }
    if (how == QLatin1String("az -o jsonc")) {
        return coloured(utf8);
    }
    if (how == QLatin1String("az -o jsonc saved by PowerShell")) {
        return asPowerShellFile(coloured(utf8));
    }
    return {};
}

inline QStringList savedVariants()
{
    return {QStringLiteral("UTF-8"),
            QStringLiteral("UTF-8 with BOM"),
            QStringLiteral("UTF-16LE with BOM"),
            QStringLiteral("UTF-16BE with BOM"),
            QStringLiteral("UTF-16LE without BOM"),
            QStringLiteral("UTF-16BE without BOM"),
            QStringLiteral("PowerShell 5.1 file"),
            QStringLiteral("az -o jsonc"),
            QStringLiteral("az -o jsonc saved by PowerShell")};
}

// Documents one after another in one file, as `>>` or a copy and paste leaves them.
inline QByteArray runTogether(const QByteArrayList &documents, const QByteArray &between)
{
    QByteArrayList trimmed;
    for (const QByteArray &d : documents) {
        trimmed << d.trimmed();
    }
    return trimmed.join(between) + "\n";
}

// A JSON array of the documents: `[{page}, {page}]`.
inline QByteArray arrayOf(const QByteArrayList &documents)
{
    QByteArrayList trimmed;
    for (const QByteArray &d : documents) {
        trimmed << d.trimmed();
    }
    return "[\n" + trimmed.join(",\n") + "\n]\n";
}

} // namespace fieldsamples
