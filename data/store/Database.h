// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

struct sqlite3;
struct sqlite3_stmt;

namespace capplan::data {

class Statement;

// A thin RAII owner of one SQLite connection (after Zeal's util/sqlitedatabase). Non-copyable;
// every failing call leaves a readable lastError(). Only bound parameters reach SQL text.
//
// Another process writing the same file (a second CLI import, the application) holds SQLite's
// lock for the length of its transaction: this connection then waits, up to kBusyTimeoutMs, and
// tells the busy notifier (the CLI prints one line) once it has waited kBusyNoticeMs. Only when
// the lock stays taken longer does a call fail, with a message that says so instead of SQLite's
// "database is locked". A write that fails because the disk is full or the file may grow no
// further (RLIMIT_FSIZE) is named as such too, not as a "disk I/O error".
class Database {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::Database)

public:
    enum class Mode { ReadWriteCreate, ReadWrite, ReadOnly };

    static constexpr int kBusyTimeoutMs = 30000;
    static constexpr int kBusyNoticeMs = 1000;
    // Called (once per wait) with the file's path when a connection has waited kBusyNoticeMs for
    // another process's lock. Not thread-safe to change while connections wait; set it at start.
    using BusyNotifier = std::function<void(const QString &path)>;
    static void setBusyNotifier(BusyNotifier notifier);

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

    // The message of a failed SQLite call (rc its result code): SQLite's own, except for a lock
    // another process held too long and for a full disk or file-size limit.
    QString errorMessage(int rc) const;

private:
    static int onBusy(void *self, int count);
    // Why writing `path` failed (SQLite's result `code`, its message): a file size limit, a full
    // disk, or SQLite's own words.
    static QString writeFailure(const QString &path, int code, const QString &sqliteMessage);

    sqlite3 *m_db = nullptr;
    QString m_path;
    QString m_lastError;
    qint64 m_busySinceMs = -1; // when the current wait for a lock began
    bool m_busyNoticed = false;
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
