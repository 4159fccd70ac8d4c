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

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
