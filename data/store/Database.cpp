// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/Database.h"

#include <sqlite3.h>

namespace capplan::data {

namespace {
QString sqliteMessage(sqlite3 *db, int rc)
{
    if (db != nullptr) {
        return QString::fromUtf8(sqlite3_errmsg(db));
    }
    return QString::fromUtf8(sqlite3_errstr(rc));
}
} // namespace

Database::~Database()
{
    close();
}

bool Database::open(const QString &path, Mode mode)
{
    close();
    int flags = SQLITE_OPEN_FULLMUTEX;
    switch (mode) {
    case Mode::ReadWriteCreate:
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
        break;
    case Mode::ReadWrite:
        flags |= SQLITE_OPEN_READWRITE;
        break;
    case Mode::ReadOnly:
        flags |= SQLITE_OPEN_READONLY;
        break;
    }
    const QByteArray utf8 = path.toUtf8();
    const int rc = sqlite3_open_v2(utf8.constData(), &m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        m_lastError = sqliteMessage(m_db, rc);
        sqlite3_close(m_db);
        m_db = nullptr;
        return false;
    }
    m_path = path;
    sqlite3_extended_result_codes(m_db, 1);
    // Wait briefly instead of failing when another instance holds a lock.
    sqlite3_busy_timeout(m_db, 2000);
    return true;
}

void Database::close()
{
    if (m_db != nullptr) {
        sqlite3_close_v2(m_db);
        m_db = nullptr;
    }
}

bool Database::execute(const QString &sql)
{
    if (m_db == nullptr) {
        m_lastError = QStringLiteral("database is not open");
        return false;
    }
    char *message = nullptr;
    const QByteArray utf8 = sql.toUtf8();
    const int rc = sqlite3_exec(m_db, utf8.constData(), nullptr, nullptr, &message);
    if (rc != SQLITE_OK) {
        m_lastError = message != nullptr ? QString::fromUtf8(message) : sqliteMessage(m_db, rc);
        sqlite3_free(message);
        return false;
    }
    return true;
}

bool Database::transaction()
{
    return execute(QStringLiteral("BEGIN IMMEDIATE"));
}

bool Database::commit()
{
    return execute(QStringLiteral("COMMIT"));
}

bool Database::rollback()
{
    return execute(QStringLiteral("ROLLBACK"));
}

bool Database::backupTo(const QString &targetPath)
{
    sqlite3 *target = nullptr;
    const QByteArray utf8 = targetPath.toUtf8();
    int rc = sqlite3_open_v2(utf8.constData(), &target, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
        m_lastError = sqliteMessage(target, rc);
        sqlite3_close(target);
        return false;
    }
    sqlite3_backup *backup = sqlite3_backup_init(target, "main", m_db, "main");
    if (backup == nullptr) {
        m_lastError = sqliteMessage(target, SQLITE_ERROR);
        sqlite3_close(target);
        return false;
    }
    rc = sqlite3_backup_step(backup, -1);
    sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE) {
        m_lastError = QString::fromUtf8(sqlite3_errstr(rc));
        sqlite3_close(target);
        return false;
    }
    rc = sqlite3_errcode(target);
    sqlite3_close(target);
    return rc == SQLITE_OK;
}

Statement::Statement(Database &db, const QString &sql)
    : m_db(db)
{
    if (db.handle() == nullptr) {
        db.setLastError(QStringLiteral("database is not open"));
        return;
    }
    const QByteArray utf8 = sql.toUtf8();
    const int rc = sqlite3_prepare_v2(db.handle(), utf8.constData(), static_cast<int>(utf8.size()), &m_stmt, nullptr);
    if (rc != SQLITE_OK) {
        db.setLastError(sqliteMessage(db.handle(), rc));
        m_stmt = nullptr;
    }
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

bool Statement::bind(int index, const QString &value)
{
    if (m_stmt == nullptr) {
        return false;
    }
    const QByteArray utf8 = value.toUtf8();
    const int rc = sqlite3_bind_text(m_stmt, index, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_TRANSIENT);
    if (rc != SQLITE_OK) {
        m_db.setLastError(sqliteMessage(m_db.handle(), rc));
    }
    return rc == SQLITE_OK;
}

bool Statement::bind(int index, double value)
{
    if (m_stmt == nullptr) {
        return false;
    }
    const int rc = sqlite3_bind_double(m_stmt, index, value);
    if (rc != SQLITE_OK) {
        m_db.setLastError(sqliteMessage(m_db.handle(), rc));
    }
    return rc == SQLITE_OK;
}

bool Statement::bind(int index, std::int64_t value)
{
    if (m_stmt == nullptr) {
        return false;
    }
    const int rc = sqlite3_bind_int64(m_stmt, index, value);
    if (rc != SQLITE_OK) {
        m_db.setLastError(sqliteMessage(m_db.handle(), rc));
    }
    return rc == SQLITE_OK;
}

bool Statement::next()
{
    if (m_stmt == nullptr) {
        return false;
    }
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) {
        return true;
    }
    if (rc != SQLITE_DONE) {
        m_db.setLastError(sqliteMessage(m_db.handle(), rc));
    }
    return false;
}

bool Statement::exec()
{
    if (m_stmt == nullptr) {
        return false;
    }
    const int rc = sqlite3_step(m_stmt);
    if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
        m_db.setLastError(sqliteMessage(m_db.handle(), rc));
        return false;
    }
    return true;
}

bool Statement::reset()
{
    return m_stmt != nullptr && sqlite3_reset(m_stmt) == SQLITE_OK && sqlite3_clear_bindings(m_stmt) == SQLITE_OK;
}

QString Statement::textColumn(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return text != nullptr ? QString::fromUtf8(text, sqlite3_column_bytes(m_stmt, column)) : QString();
}

double Statement::doubleColumn(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

std::int64_t Statement::intColumn(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

} // namespace capplan::data
