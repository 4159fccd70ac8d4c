// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/ModelLibraryJson.h"

#include "data/formats/ArchitectureJson.h"
#include "data/formats/JsonTextDecoder.h"

#include <QFile>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

namespace capplan::data {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;
// Unqualified return types, for lupdate (see PlanFile.cpp).
using Utf8 = std::string;
using Entry = model::LibraryModel;

struct FieldError {
    QString path;
    QString message;
};

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

Utf8 text(const json &object, const char *key, const QString &path, bool required = true)
{
    const auto it = object.find(key);
    const QString keyPath = path + QLatin1Char('.') + QLatin1String(key);
    if (it == object.end()) {
        if (required) {
            throw FieldError{keyPath, ModelLibraryJson::tr("is missing")};
        }
        return {};
    }
    if (!it->is_string()) {
        throw FieldError{keyPath, ModelLibraryJson::tr("must be a string")};
    }
    return it->get<std::string>();
}

Entry readModel(const json &item, const QString &path)
{
    if (!item.is_object()) {
        throw FieldError{path, ModelLibraryJson::tr("must be an object")};
    }
    static const std::set<std::string> allowed{
        "name",  "display_name",         "architecture", "source",
        "as_of", "published_parameters", "origin",       "published_parameters_source"};
    for (const auto &entry : item.items()) {
        if (allowed.count(entry.key()) == 0) {
            throw FieldError{path + QLatin1Char('.') + q(entry.key()), ModelLibraryJson::tr("unknown field")};
        }
    }
    model::LibraryModel m;
    m.name = text(item, "name", path);
    if (!model::isPresetName(m.name)) {
        throw FieldError{path + QStringLiteral(".name"),
                         ModelLibraryJson::tr("must be lower case letters, digits, '.', '-' or '_', starting with a "
                                              "letter (got \"%1\")")
                             .arg(q(m.name))};
    }
    m.displayName = text(item, "display_name", path);
    m.source = text(item, "source", path);
    m.asOf = text(item, "as_of", path);
    m.publishedParametersSource = text(item, "published_parameters_source", path, false);
    m.origin = text(item, "origin", path, false);
    if (m.origin.empty()) {
        m.origin = "default";
    } else if (m.origin != "default" && m.origin != "user") {
        throw FieldError{path + QStringLiteral(".origin"), ModelLibraryJson::tr("must be \"default\" or \"user\"")};
    }
    if (const auto it = item.find("published_parameters"); it != item.end()) {
        if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0.0) {
            throw FieldError{path + QStringLiteral(".published_parameters"),
                             ModelLibraryJson::tr("must be a number of at least 0")};
        }
        m.publishedParameters = it->get<double>();
    }
    const auto arch = item.find("architecture");
    if (arch == item.end()) {
        throw FieldError{path + QStringLiteral(".architecture"), ModelLibraryJson::tr("is missing")};
    }
    auto architecture = ArchitectureJson::read(*arch, path + QStringLiteral(".architecture"));
    if (!architecture) {
        throw FieldError{architecture.error().path, architecture.error().message};
    }
    m.architecture = architecture.value();
    return m;
}

std::int64_t count(double value)
{
    return static_cast<std::int64_t>(std::llround(value));
}

} // namespace

Result<ModelLibraryDocument> ModelLibraryJson::parse(const QByteArray &bytes, const QString &fileName)
{
    json doc;
    try {
        const QByteArray utf8 = JsonTextDecoder::toUtf8(bytes);
        doc = json::parse(utf8.constBegin(), utf8.constEnd());
    } catch (const json::exception &e) {
        // parse_error, and out_of_range for a number too large for a double (1e400).
        return Error{tr("is not JSON: %1").arg(QString::fromUtf8(e.what())), {}, fileName};
    }
    try {
        if (!doc.is_object()) {
            throw FieldError{{}, tr("must be a JSON object")};
        }
        if (!doc.contains("format") || doc["format"] != kFormat) {
            throw FieldError{QStringLiteral("format"), tr("must be \"%1\"").arg(QLatin1String(kFormat))};
        }
        if (!doc.contains("version") || !doc["version"].is_number_integer() || doc["version"].get<int>() != kVersion) {
            throw FieldError{QStringLiteral("version"), tr("must be %1").arg(kVersion)};
        }
        for (const auto &entry : doc.items()) {
            static const std::set<std::string> allowed{"format", "version", "revision", "as_of", "models"};
            if (allowed.count(entry.key()) == 0) {
                throw FieldError{q(entry.key()), tr("unknown field")};
            }
        }
        ModelLibraryDocument out;
        if (doc.contains("revision")) {
            if (!doc["revision"].is_number_integer() || doc["revision"].get<long long>() < 0 ||
                doc["revision"].get<long long>() > 1000000) {
                throw FieldError{QStringLiteral("revision"), tr("must be a whole number from 0 to 1000000")};
            }
            out.revision = doc["revision"].get<int>();
        }
        if (!doc.contains("models") || !doc["models"].is_array()) {
            throw FieldError{QStringLiteral("models"), tr("must be an array of models")};
        }
        std::set<std::string> names;
        for (std::size_t i = 0; i < doc["models"].size(); ++i) {
            const QString path = QStringLiteral("models[%1]").arg(i);
            model::LibraryModel m = readModel(doc["models"][i], path);
            if (!names.insert(m.name).second) {
                throw FieldError{path + QStringLiteral(".name"), tr("\"%1\" is given twice").arg(q(m.name))};
            }
            out.models.push_back(std::move(m));
        }
        return out;
    } catch (const FieldError &e) {
        return Error{e.message, e.path, fileName};
    }
}

QByteArray ModelLibraryJson::serialize(const ModelLibraryDocument &document)
{
    ordered_json doc;
    doc["format"] = kFormat;
    doc["version"] = kVersion;
    doc["revision"] = document.revision;
    ordered_json models = ordered_json::array();
    for (const model::LibraryModel &m : document.models) {
        ordered_json item;
        item["name"] = m.name;
        item["display_name"] = m.displayName;
        item["architecture"] = ArchitectureJson::write(m.architecture);
        item["source"] = m.source;
        item["as_of"] = m.asOf;
        if (m.publishedParameters > 0.0) {
            item["published_parameters"] = count(m.publishedParameters);
            item["published_parameters_source"] = m.publishedParametersSource;
        }
        if (m.origin != "default") {
            item["origin"] = m.origin;
        }
        models.push_back(std::move(item));
    }
    doc["models"] = std::move(models);
    const std::string out = doc.dump(1) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

Result<ModelLibraryDocument> ModelLibraryJson::embedded()
{
    QFile file(QStringLiteral(":/models/model_library.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{tr("the embedded model library is missing")};
    }
    auto doc = parse(file.readAll(), QStringLiteral("model_library.json"));
    if (!doc) {
        return Error{tr("the embedded model library is malformed: %1").arg(doc.error().toLine())};
    }
    return doc;
}

QByteArray ModelLibraryJson::architectureText(const model::Architecture &architecture)
{
    const std::string out = ArchitectureJson::write(architecture).dump();
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

Result<model::Architecture> ModelLibraryJson::architectureFromText(const QByteArray &bytes, const QString &path)
{
    json object;
    try {
        object = json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const json::exception &e) {
        // parse_error, and out_of_range for a number too large for a double: a catalog file's
        // model row with "hidden_size": 1e400 ended the program when the catalog was loaded.
        return Error{tr("is not JSON: %1").arg(QString::fromUtf8(e.what())), path};
    }
    return ArchitectureJson::read(object, path.isEmpty() ? QStringLiteral("architecture") : path);
}

QByteArray ModelLibraryJson::listJson(const std::vector<model::LibraryModel> &models)
{
    ordered_json list = ordered_json::array();
    for (const model::LibraryModel &m : models) {
        const model::ParameterCounts counts = model::parameterCounts(m.architecture);
        ordered_json item;
        item["name"] = m.name;
        item["display_name"] = m.displayName;
        item["parameters"] = counts.total();
        item["active_parameters"] = counts.active();
        item["context"] = m.architecture.maxPositionEmbeddings;
        if (m.publishedParameters > 0.0) {
            item["published_parameters"] = count(m.publishedParameters);
        }
        item["source"] = m.source;
        item["origin"] = m.origin;
        list.push_back(std::move(item));
    }
    const std::string out = ordered_json{{"models", list}}.dump(2) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

QByteArray ModelLibraryJson::modelJson(const ModelInfo &info)
{
    const model::ParameterCounts c = model::parameterCounts(info.architecture);
    ordered_json doc;
    doc["name"] = info.name.toStdString();
    doc["display_name"] = info.displayName.toStdString();
    doc["parameters"] = c.total();
    doc["active_parameters"] = c.active();
    if (info.publishedParameters > 0.0) {
        doc["published_parameters"] = count(info.publishedParameters);
    }
    doc["architecture"] = ArchitectureJson::write(info.architecture);
    doc["breakdown"] = {{"embedding", c.embedding},
                        {"position_embedding", c.positionEmbedding},
                        {"lm_head", c.lmHead},
                        {"attention", c.attention},
                        {"ffn", c.ffn},
                        {"active_ffn", c.activeFfn},
                        {"router", c.router},
                        {"norms", c.norms}};
    doc["source"] = info.source.toStdString();
    if (!info.architectureClass.isEmpty()) {
        doc["architecture_class"] = info.architectureClass.toStdString();
        ordered_json defaulted = ordered_json::array();
        for (const QString &key : info.defaulted) {
            defaulted.push_back(key.toStdString());
        }
        doc["defaulted"] = std::move(defaulted);
    }
    const std::string out = doc.dump(2) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

} // namespace capplan::data
