// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/Database.h"

#include <sqlite3.h>

#include <QFileInfo>
#include <QStorageInfo>

#include <chrono>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace capplan::data {

namespace {

Database::BusyNotifier &busyNotifier()
{
    static Database::BusyNotifier notifier;
    return notifier;
}

qint64 nowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

bool isBusy(int rc)
{
    return (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED;
}

// SQLite says "database or disk is full" for ENOSPC and a short write, and "disk I/O error" for a
// write that fails outright (EFBIG past RLIMIT_FSIZE, EDQUOT); its saved errno is often gone by
// then, so the cause is looked up (writeFailure).
bool isWriteFailure(int extended)
{
    return (extended & 0xff) == SQLITE_FULL || extended == SQLITE_IOERR_WRITE || extended == SQLITE_IOERR_FSYNC ||
           extended == SQLITE_IOERR_TRUNCATE;
}

QString sqliteMessage(const Database &db, int rc)
{
    return db.errorMessage(rc);
}

} // namespace

void Database::setBusyNotifier(BusyNotifier notifier)
{
    busyNotifier() = std::move(notifier);
}

QString Database::errorMessage(int rc) const
{
    const int extended = m_db != nullptr ? sqlite3_extended_errcode(m_db) : rc;
    const int code = (rc & 0xff) == (extended & 0xff) ? extended : rc;
    if (isBusy(code)) {
        return tr("another program is writing to the catalog and has held it for more than %1 s; try again when it "
                  "has finished")
            .arg(kBusyTimeoutMs / 1000);
    }
    const QString sqlite = QString::fromUtf8(m_db != nullptr ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc));
    if (isWriteFailure(code)) {
        return writeFailure(m_path, code, sqlite);
    }
    return sqlite;
}

QString Database::writeFailure(const QString &path, int code, const QString &sqliteMessage)
{
#ifdef Q_OS_UNIX
    // A file size limit (ulimit -f, RLIMIT_FSIZE) makes writes past it fail with EFBIG.
    rlimit limit{};
    if (::getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        return tr("the catalog file may grow no further: the file size limit (ulimit -f) is %1 bytes (%2)")
            .arg(static_cast<qulonglong>(limit.rlim_cur))
            .arg(sqliteMessage);
    }
#endif
    const QStorageInfo disk(QFileInfo(path).absolutePath());
    const bool full = disk.isValid() && disk.bytesAvailable() >= 0 && disk.bytesAvailable() < 4LL * 1024 * 1024;
    if (full || (code & 0xff) == SQLITE_FULL) {
        return tr("the disk is full: no room to write the catalog (%1)").arg(sqliteMessage);
    }
    return tr("cannot write the catalog file (%1)").arg(sqliteMessage);
}

// SQLite's busy handler: sleeps a little (longer the longer it waits) and keeps waiting until
// kBusyTimeoutMs have passed since the wait began.
int Database::onBusy(void *self, int count)
{
    auto *db = static_cast<Database *>(self);
    const qint64 now = nowMs();
    if (count == 0 || db->m_busySinceMs < 0) {
        db->m_busySinceMs = now;
        db->m_busyNoticed = false;
    }
    const qint64 waited = now - db->m_busySinceMs;
    if (waited >= kBusyTimeoutMs) {
        db->m_busySinceMs = -1;
        return 0;
    }
    if (waited >= kBusyNoticeMs && !db->m_busyNoticed) {
        db->m_busyNoticed = true;
        if (busyNotifier()) {
            busyNotifier()(db->m_path);
        }
    }
    const int sleepMs = count < 10 ? 1 + count * 2 : 50;
    sqlite3_sleep(sleepMs);
    return 1;
}

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
        m_lastError = sqliteMessage(*this, rc);
        sqlite3_close(m_db);
        m_db = nullptr;
        return false;
    }
    m_path = path;
    sqlite3_extended_result_codes(m_db, 1);
    // Wait instead of failing while another process holds the lock (onBusy).
    sqlite3_busy_handler(m_db, &Database::onBusy, this);
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
        // SQLite's text for a lock or a failed write says less than ours (errorMessage).
        const bool ours = isBusy(rc) || isWriteFailure(sqlite3_extended_errcode(m_db));
        m_lastError = message != nullptr && !ours ? QString::fromUtf8(message) : sqliteMessage(*this, rc);
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
        m_lastError = QString::fromUtf8(target != nullptr ? sqlite3_errmsg(target) : sqlite3_errstr(rc));
        sqlite3_close(target);
        return false;
    }
    sqlite3_backup *backup = sqlite3_backup_init(target, "main", m_db, "main");
    if (backup == nullptr) {
        m_lastError = QString::fromUtf8(sqlite3_errmsg(target));
        sqlite3_close(target);
        return false;
    }
    rc = sqlite3_backup_step(backup, -1);
    sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE) {
        const QString message = QString::fromUtf8(sqlite3_errstr(rc));
        m_lastError = isWriteFailure(rc) || isWriteFailure(sqlite3_extended_errcode(target))
                          ? writeFailure(targetPath, rc, message)
                          : message;
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
        db.setLastError(sqliteMessage(db, rc));
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
        m_db.setLastError(sqliteMessage(m_db, rc));
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
        m_db.setLastError(sqliteMessage(m_db, rc));
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
        m_db.setLastError(sqliteMessage(m_db, rc));
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
        m_db.setLastError(sqliteMessage(m_db, rc));
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
        m_db.setLastError(sqliteMessage(m_db, rc));
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
