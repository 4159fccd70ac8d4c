// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/Settings.h"

#include <QTemporaryDir>
#include <QTest>

using capplan::data::Settings;

class TestSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void recentFiles();
    void persistsAndMigrates();
    void openSections_data();
    void openSections();
};

void TestSettings::recentFiles()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("s.ini")));
    QVERIFY(s.recentFiles().isEmpty());
    for (int i = 0; i < 10; ++i) {
        s.addRecentFile(QStringLiteral("/plans/%1.json").arg(i));
    }
    QCOMPARE(s.recentFiles().size(), Settings::kMaxRecentFiles);
    QCOMPARE(s.recentFiles().first(), QStringLiteral("/plans/9.json"));
    s.addRecentFile(QStringLiteral("/plans/5.json"));
    QCOMPARE(s.recentFiles().first(), QStringLiteral("/plans/5.json"));
    QCOMPARE(s.recentFiles().count(QStringLiteral("/plans/5.json")), 1);
    s.removeRecentFile(QStringLiteral("/plans/5.json"));
    QVERIFY(!s.recentFiles().contains(QStringLiteral("/plans/5.json")));
}

void TestSettings::persistsAndMigrates()
{
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("s.ini"));
    {
        Settings s(ini);
        s.setLanguage(QStringLiteral("de"));
        s.sync();
    }
    Settings again(ini);
    QCOMPARE(again.language(), QStringLiteral("de"));
    QVERIFY(again.catalogPath().endsWith(QStringLiteral("catalog.sqlite")));
    QSettings raw(ini, QSettings::IniFormat);
    QCOMPARE(raw.value(QStringLiteral("settings_version")).toInt(), Settings::kVersion);
}

// The inputs panel's open sections: unset until chosen; every list, the empty one too, comes back.
void TestSettings::openSections_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::newRow("two") << QStringList{QStringLiteral("modelSection"), QStringLiteral("memorySection")};
    QTest::newRow("one") << QStringList{QStringLiteral("riskSection")};
    QTest::newRow("all folded") << QStringList{};
}

void TestSettings::openSections()
{
    QFETCH(QStringList, keys);
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("s.ini"));
    {
        Settings s(ini);
        QVERIFY(!s.openSections().has_value());
        s.setOpenSections(keys);
        s.sync();
    }
    Settings again(ini);
    QVERIFY(again.openSections().has_value());
    QCOMPARE(*again.openSections(), keys);
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
