// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <optional>

struct sqlite3;
struct sqlite3_stmt;

namespace capplan::data {

class Statement;

// A thin RAII owner of one SQLite connection (after Zeal's util/sqlitedatabase). Non-copyable;
// every failing call leaves a readable lastError(). Only bound parameters reach SQL text.
class Database {
public:
    enum class Mode { ReadWriteCreate, ReadWrite, ReadOnly };

    Database() = default;
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    bool open(const QString &path, Mode mode = Mode::ReadWriteCreate);
    void close();
    bool isOpen() const { return m_db != nullptr; }
    QString path() const { return m_path; }

    bool execute(const QString &sql); // one or more statements without parameters
    QString lastError() const { return m_lastError; }

    bool transaction();
    bool commit();
    bool rollback();

    // Copies the whole database into `targetPath` with SQLite's online backup API.
    bool backupTo(const QString &targetPath);

    sqlite3 *handle() const { return m_db; }
    void setLastError(const QString &message) { m_lastError = message; }

private:
    sqlite3 *m_db = nullptr;
    QString m_path;
    QString m_lastError;
};

class Statement {
public:
    Statement(Database &db, const QString &sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }

    // Parameters are 1-based as in SQLite.
    bool bind(int index, const QString &value);
    bool bind(int index, double value);
    bool bind(int index, std::int64_t value);
    bool bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    bool bind(int index, bool value) { return bind(index, static_cast<std::int64_t>(value ? 1 : 0)); }

    // Advances to the next row: true while there is a row; check done()/error on false.
    bool next();
    // Runs a statement that returns no rows; true on success.
    bool exec();
    bool reset();

    QString textColumn(int column) const;
    double doubleColumn(int column) const;
    std::int64_t intColumn(int column) const;
    bool isNull(int column) const;

private:
    Database &m_db;
    sqlite3_stmt *m_stmt = nullptr;
};

} // namespace capplan::data
