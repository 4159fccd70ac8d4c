// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/Settings.h"

#include "model/catalog/Catalog.h"

#include <QDir>
#include <QStandardPaths>

namespace capplan::data {

namespace {
const QString kVersionKey = QStringLiteral("settings_version");
const QString kRecentKey = QStringLiteral("files/recent");
const QString kLastDirKey = QStringLiteral("files/last_directory");
const QString kExportFolderKey = QStringLiteral("export/last_folder");
const QString kLanguageKey = QStringLiteral("ui/language");
const QString kThemeKey = QStringLiteral("ui/theme");
const QString kGeometryKey = QStringLiteral("ui/geometry");
const QString kStateKey = QStringLiteral("ui/state");
const QString kSplitterKey = QStringLiteral("ui/splitter");
const QString kOpenSectionsKey = QStringLiteral("ui/open_sections");
const QString kCatalogKey = QStringLiteral("catalog/path");
const QString kStaleAfterKey = QStringLiteral("catalog/stale_after_days");
} // namespace

Settings::Settings(const QString &iniPath)
{
    if (iniPath.isEmpty()) {
        // Explicit names: the GUI and the CLI share ~/.config/capacity-planner/capacity-planner.conf.
        m_settings = std::make_unique<QSettings>(QSettings::NativeFormat, QSettings::UserScope,
                                                 QStringLiteral("capacity-planner"), QStringLiteral("capacity-planner"));
    } else {
        m_settings = std::make_unique<QSettings>(iniPath, QSettings::IniFormat);
    }
    migrate();
}

void Settings::migrate()
{
    const int stored = m_settings->value(kVersionKey, 0).toInt();
    if (stored == kVersion) {
        return;
    }
    // Version 0 is a fresh or pre-versioned store: nothing to rename yet. Later versions rename
    // or convert keys here, one step per version.
    m_settings->setValue(kVersionKey, kVersion);
}

QStringList Settings::recentFiles() const
{
    return m_settings->value(kRecentKey).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles) {
        files.removeLast();
    }
    m_settings->setValue(kRecentKey, files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings->setValue(kRecentKey, files);
}

void Settings::clearRecentFiles()
{
    m_settings->remove(kRecentKey);
}

QString Settings::language() const
{
    return m_settings->value(kLanguageKey, QString()).toString();
}

void Settings::setLanguage(const QString &language)
{
    m_settings->setValue(kLanguageKey, language);
}

QString Settings::theme() const
{
    const QString theme = m_settings->value(kThemeKey, QString()).toString();
    return theme == QLatin1String("light") || theme == QLatin1String("dark") ? theme : QString();
}

void Settings::setTheme(const QString &theme)
{
    m_settings->setValue(kThemeKey, theme);
}

std::optional<QStringList> Settings::openSections() const
{
    if (!m_settings->contains(kOpenSectionsKey)) {
        return std::nullopt;
    }
    // An empty list is a choice too (every section folded): stored as one empty string.
    QStringList keys = m_settings->value(kOpenSectionsKey).toStringList();
    keys.removeAll(QString());
    return keys;
}

void Settings::setOpenSections(const QStringList &keys)
{
    m_settings->setValue(kOpenSectionsKey, keys.isEmpty() ? QStringList{QString()} : keys);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(kGeometryKey).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kGeometryKey, geometry);
}

QString Settings::exportFolder() const
{
    return m_settings->value(kExportFolderKey).toString();
}

void Settings::setExportFolder(const QString &dir)
{
    m_settings->setValue(kExportFolderKey, dir);
}

QByteArray Settings::splitterState() const
{
    return m_settings->value(kSplitterKey).toByteArray();
}

void Settings::setSplitterState(const QByteArray &state)
{
    m_settings->setValue(kSplitterKey, state);
}

QByteArray Settings::windowState() const
{
    return m_settings->value(kStateKey).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(kStateKey, state);
}

QString Settings::lastDirectory() const
{
    return m_settings->value(kLastDirKey, QDir::homePath()).toString();
}

void Settings::setLastDirectory(const QString &dir)
{
    m_settings->setValue(kLastDirKey, dir);
}

QString Settings::catalogPath() const
{
    return m_settings->value(kCatalogKey, defaultCatalogPath()).toString();
}

QString Settings::defaultCatalogPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("catalog.sqlite"));
}

int Settings::staleAfterDays() const
{
    bool ok = false;
    const int days = m_settings->value(kStaleAfterKey, model::kDefaultStaleAfterDays).toInt(&ok);
    // A hand-edited file may hold anything; an age outside the spin box's range is not a choice.
    return ok && days >= 1 && days <= kMaxStaleAfterDays ? days : model::kDefaultStaleAfterDays;
}

void Settings::setStaleAfterDays(int days)
{
    m_settings->setValue(kStaleAfterKey, days);
}

void Settings::sync()
{
    m_settings->sync();
}

} // namespace capplan::data
