// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Faults around the SQLite catalog, with the built capacity-planner-cli as the process that
// suffers them: killed with SIGKILL inside an import's and a migration's transaction (the
// CAPPLAN_TEST_FAULT stops of data/store/CatalogStore.cpp), a file that may not grow
// (RLIMIT_FSIZE, as a full disk) during both, and two imports into one catalog at once. The
// database is compared by content: every row of every table, as SQLite reads it.
#include "data/store/CatalogStore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <csignal>
#include <optional>

#include <sys/resource.h>

using namespace capplan;
using nlohmann::json;

namespace {

struct Run {
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

QString sample(const char *name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/") + QLatin1String(name);
}

// Every row of every table, sorted, one line each: the catalog's content as SQLite reads it. The
// connection is read-write, so that a hot journal a killed process left is rolled back first (what
// any next reader of the file does).
QString dump(const QString &path)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return QStringLiteral("cannot open");
    }
    QStringList lines;
    QStringList tables;
    sqlite3_stmt *list = nullptr;
    sqlite3_prepare_v2(db, "SELECT name, sql FROM sqlite_master ORDER BY type, name", -1, &list, nullptr);
    while (sqlite3_step(list) == SQLITE_ROW) {
        const QString name = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(list, 0)));
        const auto *sql = reinterpret_cast<const char *>(sqlite3_column_text(list, 1));
        lines << QStringLiteral("schema %1: %2").arg(name, sql != nullptr ? QString::fromUtf8(sql) : QString());
        if (sql != nullptr && QString::fromUtf8(sql).startsWith(QLatin1String("CREATE TABLE"))) {
            tables << name;
        }
    }
    sqlite3_finalize(list);
    for (const QString &table : tables) {
        sqlite3_stmt *rows = nullptr;
        const QByteArray sql = "SELECT * FROM \"" + table.toUtf8() + "\"";
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &rows, nullptr) != SQLITE_OK) {
            lines << QStringLiteral("%1: %2").arg(table, QString::fromUtf8(sqlite3_errmsg(db)));
            continue;
        }
        QStringList tableLines;
        while (sqlite3_step(rows) == SQLITE_ROW) {
            QStringList values;
            for (int c = 0; c < sqlite3_column_count(rows); ++c) {
                const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(rows, c));
                values << (text != nullptr ? QString::fromUtf8(text) : QStringLiteral("NULL"));
            }
            tableLines << table + QStringLiteral(": ") + values.join(QStringLiteral(" | "));
        }
        sqlite3_finalize(rows);
        tableLines.sort();
        lines << tableLines;
    }
    sqlite3_close(db);
    return lines.join(QLatin1Char('\n'));
}

long long count(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    long long n = -1;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW) {
            n = sqlite3_column_int64(st, 0);
        }
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return n;
}

// A Retail Prices page with an on-demand and a low-priority price for every size of the default
// catalog in every region it knows: 8 × 52 × 2 prices, enough rows that the file must grow.
QByteArray manyPrices(std::size_t *priceCount)
{
    const auto catalog = data::CatalogStore::embeddedDefault();
    json items = json::array();
    for (const model::VmSize &size : catalog.value().sizes) {
        const std::string meter = size.name.substr(9);
        for (const std::string &region : catalog.value().knownRegions) {
            for (const char *suffix : {"", " Low Priority"}) {
                items.push_back(json{{"currencyCode", "USD"},
                                     {"retailPrice", 12.5 + static_cast<double>(items.size() % 100)},
                                     {"unitPrice", 12.5 + static_cast<double>(items.size() % 100)},
                                     {"armRegionName", region},
                                     {"location", region},
                                     {"effectiveStartDate", "2024-03-01T00:00:00Z"},
                                     {"meterName", meter + suffix},
                                     {"productName", "Virtual Machines Series"},
                                     {"skuName", meter + suffix},
                                     {"serviceName", "Virtual Machines"},
                                     {"unitOfMeasure", "1 Hour"},
                                     {"type", "Consumption"},
                                     {"isPrimaryMeterRegion", true},
                                     {"armSkuName", size.name}});
            }
        }
    }
    *priceCount = items.size();
    const json page{{"BillingCurrency", "USD"}, {"Items", items}, {"NextPageLink", nullptr}, {"Count", items.size()}};
    return QByteArray::fromStdString(page.dump());
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestCatalogFaults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedDuringImport();
    void killedDuringMigration();
    void fullDiskDuringImport();
    void fullDiskDuringMigration();
    void twoImportsAtOnce();
    void importWaitsForALock();

private:
    QProcessEnvironment environment(const QByteArray &fault = {}) const;
    // Starts the CLI; `fileSizeLimit` > 0 caps the files it writes (RLIMIT_FSIZE, SIGXFSZ
    // ignored, so a write past it fails with EFBIG as on a full disk).
    void start(QProcess &p, const QStringList &args, const QByteArray &fault = {}, qint64 fileSizeLimit = 0) const;
    Run run(const QStringList &args, const QByteArray &fault = {}, qint64 fileSizeLimit = 0) const;
    // Waits until the CLI prints "paused at POINT" (a CAPPLAN_TEST_FAULT stop).
    static bool waitForPause(QProcess &p, const char *point, QByteArray &err);
    static void kill(QProcess &p);
    QString freshCatalog(const QString &name) const;
    QString oldCatalog(const QString &name, int version) const;

    QTemporaryDir m_home;
    QString m_prices;
    std::size_t m_priceCount = 0;
};

void TestCatalogFaults::initTestCase()
{
    QVERIFY(m_home.isValid());
    m_prices = m_home.filePath(QStringLiteral("prices.json"));
    QVERIFY(writeFile(m_prices, manyPrices(&m_priceCount)));
}

QProcessEnvironment TestCatalogFaults::environment(const QByteArray &fault) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    env.remove(QStringLiteral("CAPPLAN_TEST_FAULT"));
    if (!fault.isEmpty()) {
        env.insert(QStringLiteral("CAPPLAN_TEST_FAULT"), QString::fromLatin1(fault));
    }
    return env;
}

void TestCatalogFaults::start(QProcess &p, const QStringList &args, const QByteArray &fault, qint64 fileSizeLimit) const
{
    p.setProcessEnvironment(environment(fault));
    if (fileSizeLimit > 0) {
        p.setChildProcessModifier([fileSizeLimit] {
            const rlimit limit{static_cast<rlim_t>(fileSizeLimit), static_cast<rlim_t>(fileSizeLimit)};
            ::setrlimit(RLIMIT_FSIZE, &limit);
            ::signal(SIGXFSZ, SIG_IGN);
        });
    }
    p.start(QStringLiteral(CAPPLAN_CLI), args);
}

Run TestCatalogFaults::run(const QStringList &args, const QByteArray &fault, qint64 fileSizeLimit) const
{
    QProcess p;
    start(p, args, fault, fileSizeLimit);
    if (!p.waitForFinished(120000)) {
        kill(p);
        return {};
    }
    return {p.exitCode(), p.exitStatus(), p.readAllStandardOutput(), p.readAllStandardError()};
}

bool TestCatalogFaults::waitForPause(QProcess &p, const char *point, QByteArray &err)
{
    const QByteArray marker = QByteArray("paused at ") + point;
    QElapsedTimer timer;
    timer.start();
    while (!err.contains(marker) && timer.elapsed() < 60000) {
        if (p.state() == QProcess::NotRunning) {
            err += p.readAllStandardError();
            return err.contains(marker);
        }
        p.waitForReadyRead(200);
        err += p.readAllStandardError();
    }
    return err.contains(marker);
}

void TestCatalogFaults::kill(QProcess &p)
{
    if (p.state() != QProcess::NotRunning) {
        p.kill(); // SIGKILL
        p.waitForFinished(30000);
    }
}

QString TestCatalogFaults::freshCatalog(const QString &name) const
{
    const QString path = m_home.filePath(name);
    const Run created = run({QStringLiteral("--catalog"), path, QStringLiteral("catalog")});
    return created.exitCode == 0 ? path : QString();
}

// A catalog at an older schema, with a price of the user's own (the content a migration must keep).
QString TestCatalogFaults::oldCatalog(const QString &name, int version) const
{
    const QString path = m_home.filePath(name);
    auto store = data::CatalogStore::openAtVersion(path, version, true);
    if (!store) {
        return {};
    }
    model::Price price;
    price.sku = "Standard_ND96isr_H100_v5";
    price.region = "westus3";
    price.tier = model::Tier::Dedicated;
    price.perNodeHour.value = 91.25;
    price.currency = "USD";
    price.perNodeHour.provenance.source = "my own quote";
    price.perNodeHour.provenance.asOf = "2026-01-01";
    if (!store.value()->upsertPrice(price)) {
        return {};
    }
    return path;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// SIGKILL while an import's rows are written and not yet committed: a whole catalog of 40,000
// quota rows, more than SQLite's page cache holds, so the catalog file itself is half rewritten
// when the process dies. SQLite's journal puts it back as it was, the next start opens it with
// the same content, and the same import then goes through.
void TestCatalogFaults::killedDuringImport()
{
    const QString catalog = freshCatalog(QStringLiteral("kill-import.sqlite"));
    QVERIFY(!catalog.isEmpty());
    const QString exported = m_home.filePath(QStringLiteral("exported.json"));
    QCOMPARE(run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--export"), exported})
                 .exitCode,
             0);
    json document = json::parse(fileBytes(exported).toStdString());
    for (int i = 0; i < 40000; ++i) {
        document["quota"].push_back(json{{"region", "eastus"},
                                         {"scope", "family"},
                                         {"family", "standardFamily" + std::to_string(i)},
                                         {"tier", "dedicated"},
                                         {"current_value", i % 97},
                                         {"limit", 960},
                                         {"source", "az vm list-usage"},
                                         {"as_of", "2026-01-15"}});
    }
    const QString big = m_home.filePath(QStringLiteral("big-catalog.json"));
    QVERIFY(writeFile(big, QByteArray::fromStdString(document.dump())));

    const QString before = dump(catalog);
    const QByteArray bytesBefore = fileBytes(catalog);
    const Run listed = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--json")});
    QCOMPARE(listed.exitCode, 0);

    QProcess p;
    start(p, {QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("catalog"), big}, "import");
    QByteArray err;
    QVERIFY2(waitForPause(p, "import", err), err.constData());
    kill(p);
    QCOMPARE(p.exitStatus(), QProcess::CrashExit);
    // Killed inside the transaction, with the file already written to: only the journal knows
    // what it held.
    QVERIFY(QFile::exists(catalog + QStringLiteral("-journal")));
    QVERIFY2(fileBytes(catalog) != bytesBefore, "SQLite kept every change in memory: make the import larger");

    // The next start recovers: the catalog lists exactly what it listed before.
    const Run next = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--json")});
    QVERIFY2(next.exitCode == 0, next.err.constData());
    QVERIFY2(next.err.isEmpty(), next.err.constData());
    QCOMPARE(next.out, listed.out);
    QCOMPARE(dump(catalog), before);
    QVERIFY(!QFile::exists(catalog + QStringLiteral("-journal")));

    const Run again = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("catalog"), big});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QCOMPARE(count(catalog, "SELECT count(*) FROM quota WHERE family LIKE 'standardFamily%'"), 40000LL);
}

// SIGKILL in the middle of an upgrade (after the first pending migration of two): the file is as
// it was, at its old schema; the backup made before is a usable catalog with the same content; the
// next start upgrades it and keeps the user's price.
void TestCatalogFaults::killedDuringMigration()
{
    const int oldVersion = data::CatalogStore::latestSchemaVersion() - 2;
    const QString catalog = oldCatalog(QStringLiteral("kill-migration.sqlite"), oldVersion);
    QVERIFY(!catalog.isEmpty());
    const QString before = dump(catalog);
    QVERIFY(before.contains(QStringLiteral("my own quote")));

    QProcess p;
    start(p, {QStringLiteral("--catalog"), catalog, QStringLiteral("catalog")}, "migration");
    QByteArray err;
    QVERIFY2(waitForPause(p, "migration", err), err.constData());
    kill(p);
    QCOMPARE(p.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFile::exists(catalog + QStringLiteral("-journal")));

    const QString backup = QStringLiteral("%1.v%2.bak").arg(catalog).arg(oldVersion);
    QVERIFY(QFile::exists(backup));
    QCOMPARE(dump(backup), before);
    QCOMPARE(dump(catalog), before);
    QCOMPARE(count(catalog, "SELECT max(version) FROM schema_version"), static_cast<long long>(oldVersion));

    // The backup opens as a catalog (a copy of it: opening upgrades it).
    const QString copy = m_home.filePath(QStringLiteral("restored.sqlite"));
    QVERIFY(QFile::copy(backup, copy));
    const Run restored = run({QStringLiteral("--catalog"), copy, QStringLiteral("catalog"), QStringLiteral("--json")});
    QVERIFY2(restored.exitCode == 0, restored.err.constData());

    // The next start upgrades the file itself.
    const Run next = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--json")});
    QVERIFY2(next.exitCode == 0, next.err.constData());
    QCOMPARE(next.out, restored.out);
    QCOMPARE(count(catalog, "SELECT max(version) FROM schema_version"),
             static_cast<long long>(data::CatalogStore::latestSchemaVersion()));
    QCOMPARE(count(catalog, "SELECT count(*) FROM prices WHERE region = 'westus3' AND origin = 'user'"), 1LL);
}

// The catalog file may not grow (RLIMIT_FSIZE at its size: what a full disk does to SQLite):
// the import fails with one line that says so, and the catalog is as it was.
void TestCatalogFaults::fullDiskDuringImport()
{
    const QString catalog = freshCatalog(QStringLiteral("full-import.sqlite"));
    QVERIFY(!catalog.isEmpty());
    const QString before = dump(catalog);
    const qint64 size = QFileInfo(catalog).size();
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"), m_prices},
                      {}, size);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith("the import failed and the catalog was left as it was: " + catalog.toUtf8() + ": "),
             r.err.constData());
    QVERIFY2(r.err.contains("the catalog file may grow no further: the file size limit (ulimit -f) is " +
                            QByteArray::number(size) + " bytes"),
             r.err.constData());
    QVERIFY(r.out.isEmpty());
    QCOMPARE(dump(catalog), before);
    QVERIFY(!QFile::exists(catalog + QStringLiteral("-journal")));
    // With room again, the same import goes through.
    const Run again = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"), m_prices});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QCOMPARE(count(catalog, "SELECT count(*) FROM prices WHERE origin = 'import'"), static_cast<long long>(m_priceCount));
}

// The same during an upgrade: the migrations roll back together, the file keeps its old schema
// and content, and the next start with room upgrades it.
void TestCatalogFaults::fullDiskDuringMigration()
{
    const int oldVersion = 1;
    const QString catalog = oldCatalog(QStringLiteral("full-migration.sqlite"), oldVersion);
    QVERIFY(!catalog.isEmpty());
    const QString before = dump(catalog);
    const qint64 size = QFileInfo(catalog).size();
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog")}, {}, size);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith(catalog.toUtf8() + ": "), r.err.constData());
    QVERIFY2(r.err.contains(" failed") && r.err.contains("the catalog file may grow no further: the file size limit "
                                                         "(ulimit -f) is " + QByteArray::number(size) + " bytes"),
             r.err.constData());
    QCOMPARE(dump(catalog), before);
    QCOMPARE(count(catalog, "SELECT max(version) FROM schema_version"), static_cast<long long>(oldVersion));
    const Run next = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog")});
    QVERIFY2(next.exitCode == 0, next.err.constData());
    QCOMPARE(count(catalog, "SELECT max(version) FROM schema_version"),
             static_cast<long long>(data::CatalogStore::latestSchemaVersion()));
    // The user's price and the shipped ones of westus3.
    long long shipped = 0;
    const auto embedded = data::CatalogStore::embeddedDefault();
    QVERIFY(embedded.ok());
    for (const model::Price &p : embedded.value().prices) {
        shipped += p.region == "westus3" ? 1 : 0;
    }
    QCOMPARE(count(catalog, "SELECT count(*) FROM prices WHERE region = 'westus3'"), 1 + shipped);
}

// Two imports into one catalog at once: the first holds the write lock for 4 s inside its
// transaction; the second waits for it (saying so on one line) instead of failing with "database
// is locked" after SQLite's 2 s, and both imports' rows are there afterwards.
void TestCatalogFaults::twoImportsAtOnce()
{
    const QString catalog = freshCatalog(QStringLiteral("two-imports.sqlite"));
    QVERIFY(!catalog.isEmpty());
    QProcess first;
    start(first, {QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"), m_prices},
          "import:4");
    QByteArray firstErr;
    QVERIFY2(waitForPause(first, "import", firstErr), firstErr.constData());
    const Run second = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("vm-usage"),
                            sample("vm-usage-eastus-strings.json"), QStringLiteral("--region"), QStringLiteral("eastus")});
    QVERIFY(first.waitForFinished(60000));
    QCOMPARE(first.exitStatus(), QProcess::NormalExit);
    QVERIFY2(first.exitCode() == 0, (firstErr + first.readAllStandardError()).constData());
    QVERIFY2(second.exitCode == 0, second.err.constData());
    QCOMPARE(second.err, catalog.toUtf8() + ": another program is writing to the catalog; waiting for it (at most 30 s)\n");
    QVERIFY(second.out.contains("imported into"));
    QCOMPARE(count(catalog, "SELECT count(*) FROM prices WHERE origin = 'import'"), static_cast<long long>(m_priceCount));
    QVERIFY(count(catalog, "SELECT count(*) FROM quota WHERE region = 'eastus'") > 0);
    QCOMPARE(count(catalog, "SELECT count(*) FROM import_log"), 2LL);
}

// Another program (here: this test, through SQLite itself) holds the catalog's write lock for
// 3 s: the import waits, says so on one line, and goes through once the lock is free. (SQLite's
// 2 s busy timeout used to end it with "database is locked" and exit 1.)
void TestCatalogFaults::importWaitsForALock()
{
    const QString catalog = freshCatalog(QStringLiteral("locked.sqlite"));
    QVERIFY(!catalog.isEmpty());
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open_v2(QFile::encodeName(catalog).constData(), &db, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    sqlite3_busy_timeout(db, 10000);
    QCOMPARE(sqlite3_exec(db, "BEGIN IMMEDIATE; INSERT INTO catalog_meta (key, value) VALUES ('held', 'by the test')",
                          nullptr, nullptr, nullptr),
             SQLITE_OK);
    QProcess p;
    start(p, {QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("vm-usage"),
              sample("vm-usage-eastus-strings.json"), QStringLiteral("--region"), QStringLiteral("eastus")});
    QVERIFY(p.waitForStarted());
    QTest::qWait(3000);
    const bool stillWaiting = p.state() == QProcess::Running;
    QCOMPARE(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
    p.waitForFinished(60000); // false when it ended already
    QCOMPARE(p.state(), QProcess::NotRunning);
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(stillWaiting, err.constData());
    QVERIFY2(p.exitCode() == 0, err.constData());
    QCOMPARE(err, catalog.toUtf8() + ": another program is writing to the catalog; waiting for it (at most 30 s)\n");
    QVERIFY(count(catalog, "SELECT count(*) FROM quota WHERE region = 'eastus'") > 0);
    QCOMPARE(count(catalog, "SELECT count(*) FROM catalog_meta WHERE key = 'held'"), 1LL);
}

QTEST_GUILESS_MAIN(TestCatalogFaults)
#include "tst_catalogfaults.moc"
