// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The model library's part of the SQLite catalog (schema 7, migration 007_models.sql).
#include "data/formats/ModelLibraryJson.h"
#include "data/store/CatalogStore.h"

namespace capplan::data {

namespace {

const QString kDefault = QStringLiteral("default");
const QString kUser = QStringLiteral("user");
const QString kRevisionKey = QStringLiteral("models_revision");

QString toQ(const std::string &s)
{
    return QString::fromStdString(s);
}

// Inserts or replaces one row (an upsert: the row keeps its place, so the library's order stays).
bool writeModel(Database &db, const model::LibraryModel &m, const QString &origin)
{
    Statement st(db, QStringLiteral("INSERT INTO models (name, display_name, architecture, source, as_of, "
                                    "published_parameters, published_parameters_source, origin) "
                                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(name) DO UPDATE SET "
                                    "display_name = excluded.display_name, architecture = excluded.architecture, "
                                    "source = excluded.source, as_of = excluded.as_of, "
                                    "published_parameters = excluded.published_parameters, "
                                    "published_parameters_source = excluded.published_parameters_source, "
                                    "origin = excluded.origin"));
    st.bind(1, toQ(m.name));
    st.bind(2, toQ(m.displayName));
    st.bind(3, QString::fromUtf8(ModelLibraryJson::architectureText(m.architecture)));
    st.bind(4, toQ(m.source));
    st.bind(5, toQ(m.asOf));
    st.bind(6, m.publishedParameters);
    st.bind(7, toQ(m.publishedParametersSource));
    st.bind(8, origin);
    return st.exec();
}

// Runs `work` in one transaction (as CatalogStore::inTransaction does for the other tables).
template<class Work>
Status transaction(Database &db, Work work)
{
    if (!db.transaction()) {
        return Error{db.lastError(), {}, db.path()};
    }
    if (const Status s = work(); !s) {
        db.rollback();
        return Error{s.error().message, s.error().path, db.path()};
    }
    if (!db.commit()) {
        const QString message = db.lastError();
        db.rollback();
        return Error{message, {}, db.path()};
    }
    return Ok{};
}

} // namespace

Status CatalogStore::mergeModels()
{
    if (m_schema < kModelsSchema) {
        return Ok{};
    }
    auto library = ModelLibraryJson::embedded();
    if (!library) {
        return library.error();
    }
    int storedRevision = 0;
    {
        Statement rev(m_db, QStringLiteral("SELECT value FROM catalog_meta WHERE key = ?"));
        rev.bind(1, kRevisionKey);
        if (rev.next()) {
            storedRevision = rev.textColumn(0).toInt();
        }
    }
    // As for sizes: fresh rows are added, shipped rows refreshed only by a newer library, the
    // user's rows never touched; an up-to-date file is only read.
    const bool refresh = library.value().revision > storedRevision;
    std::vector<const model::LibraryModel *> rows;
    for (const model::LibraryModel &m : library.value().models) {
        Statement existing(m_db, QStringLiteral("SELECT origin FROM models WHERE name = ?"));
        existing.bind(1, toQ(m.name));
        const bool exists = existing.next();
        if (!exists || (refresh && existing.textColumn(0) == kDefault)) {
            rows.push_back(&m);
        }
    }
    const int revision = std::max(storedRevision, library.value().revision);
    if (rows.empty() && revision == storedRevision && storedRevision > 0) {
        return Ok{};
    }
    return transaction(m_db, [&]() -> Status {
        for (const model::LibraryModel *m : rows) {
            if (!writeModel(m_db, *m, kDefault)) {
                return Error{CatalogStore::tr("cannot load the model library: %1").arg(m_db.lastError())};
            }
        }
        Statement meta(m_db, QStringLiteral("INSERT OR REPLACE INTO catalog_meta (key, value) VALUES (?, ?)"));
        meta.bind(1, kRevisionKey);
        meta.bind(2, QString::number(revision));
        if (!meta.exec()) {
            return Error{CatalogStore::tr("cannot load the model library: %1").arg(m_db.lastError())};
        }
        return Ok{};
    });
}

Status CatalogStore::loadModels(model::Catalog &catalog)
{
    if (m_schema < kModelsSchema) {
        // An older schema (a test's, or a file not yet migrated) still plans with the shipped library.
        auto library = ModelLibraryJson::embedded();
        if (!library) {
            return library.error();
        }
        catalog.models = std::move(library.value().models);
        return Ok{};
    }
    Statement st(m_db, QStringLiteral("SELECT name, display_name, architecture, source, as_of, published_parameters, "
                                      "published_parameters_source, origin FROM models ORDER BY rowid"));
    if (!st.isValid()) {
        return Error{m_db.lastError(), {}, m_db.path()};
    }
    while (st.next()) {
        model::LibraryModel m;
        m.name = st.textColumn(0).toStdString();
        m.displayName = st.textColumn(1).toStdString();
        auto architecture = ModelLibraryJson::architectureFromText(st.textColumn(2).toUtf8());
        if (!architecture) {
            return Error{CatalogStore::tr("the catalog file is damaged (model %1: %2); it was left untouched")
                             .arg(st.textColumn(0), architecture.error().toLine()),
                         {},
                         m_db.path()};
        }
        m.architecture = architecture.value();
        m.source = st.textColumn(3).toStdString();
        m.asOf = st.textColumn(4).toStdString();
        m.publishedParameters = st.doubleColumn(5);
        m.publishedParametersSource = st.textColumn(6).toStdString();
        m.origin = st.textColumn(7).toStdString();
        catalog.models.push_back(std::move(m));
    }
    return Ok{};
}

Status CatalogStore::upsertModel(const model::LibraryModel &model)
{
    if (m_schema < kModelsSchema) {
        return Error{CatalogStore::tr("this catalog's schema (%1) keeps no models").arg(m_schema)};
    }
    if (!model::isPresetName(model.name)) {
        return Error{CatalogStore::tr("\"%1\" is not a model name: lower case letters, digits, '.', '-' or '_', "
                                      "starting with a letter")
                         .arg(toQ(model.name)),
                     QStringLiteral("name")};
    }
    if (const auto issues = model::validate(model.architecture, "architecture"); !issues.empty()) {
        return Error{CatalogStore::tr("the architecture does not hold together"),
                     QString::fromStdString(issues.front().path)};
    }
    Statement existing(m_db, QStringLiteral("SELECT origin FROM models WHERE name = ?"));
    existing.bind(1, toQ(model.name));
    if (existing.next() && existing.textColumn(0) == kDefault) {
        return Error{CatalogStore::tr("\"%1\" is a model of the shipped library; save yours under another name")
                         .arg(toQ(model.name)),
                     QStringLiteral("name")};
    }
    return transaction(m_db, [&]() -> Status {
        if (!writeModel(m_db, model, kUser)) {
            return Error{m_db.lastError()};
        }
        return Ok{};
    });
}

Status CatalogStore::removeModel(const QString &name)
{
    if (m_schema < kModelsSchema) {
        return Error{CatalogStore::tr("this catalog's schema (%1) keeps no models").arg(m_schema)};
    }
    return transaction(m_db, [&]() -> Status {
        Statement st(m_db, QStringLiteral("DELETE FROM models WHERE name = ? AND origin = 'user'"));
        st.bind(1, name);
        if (!st.exec()) {
            return Error{m_db.lastError()};
        }
        return Ok{};
    });
}

} // namespace capplan::data
