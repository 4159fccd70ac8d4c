// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace capplan::data {

// Every persistent preference in one place (after KeePassXC's Config): keys with defaults,
// stored by QSettings in the user's config folder, migrated by a versioned step.
class Settings {
public:
    static constexpr int kVersion = 1;
    static constexpr int kMaxRecentFiles = 8;

    // Uses QSettings' native location for the application; tests pass an INI file path.
    explicit Settings(const QString &iniPath = {});

    QStringList recentFiles() const;
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);
    void clearRecentFiles();

    QString language() const; // "" = system, "en", "de"
    void setLanguage(const QString &language);
    // View → Theme: "" = the system's palette, "light", "dark"; anything else reads as "".
    QString theme() const;
    void setTheme(const QString &theme);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    // Where the user left the splitter between the inputs and the results (QSplitter::saveState).
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray &state);
    // The inputs panel's open sections by key; unset until the user opens or folds one.
    std::optional<QStringList> openSections() const;
    void setOpenSections(const QStringList &keys);

    QString lastDirectory() const;
    void setLastDirectory(const QString &dir);
    // The folder the last export went to (File → Export…); empty until one did.
    QString exportFolder() const;
    void setExportFolder(const QString &dir);

    // Where the SQLite catalog lives: QStandardPaths::AppDataLocation/catalog.sqlite by default.
    QString catalogPath() const;
    static QString defaultCatalogPath();

    // Catalog values whose as-of date is more than this many days old are marked stale in the
    // catalog window (model::isStale); model::kDefaultStaleAfterDays until the user picks another
    // age. Stored values outside 1 … kMaxStaleAfterDays fall back to the default.
    static constexpr int kMaxStaleAfterDays = 3650;
    int staleAfterDays() const;
    void setStaleAfterDays(int days);

    void sync();

private:
    void migrate();
    std::unique_ptr<QSettings> m_settings;
};

} // namespace capplan::data
