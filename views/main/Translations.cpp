// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/main/Translations.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>

namespace capplan::views {

Translations::Translations(QObject *parent)
    : QObject(parent)
{
}

Translations::~Translations()
{
    if (m_appInstalled) {
        QCoreApplication::removeTranslator(&m_app);
    }
    if (m_qtInstalled) {
        QCoreApplication::removeTranslator(&m_qt);
    }
}

QLocale Translations::localeFor(const QString &language)
{
    if (language == QStringLiteral("de")) {
        return QLocale(QLocale::German, QLocale::Germany);
    }
    if (language == QStringLiteral("en")) {
        return QLocale(QLocale::English, QLocale::UnitedStates);
    }
    // A bare "C"/POSIX environment (containers, CI, Xvfb) would format money as "2,421$"; the
    // source language's own conventions are the better reading of "no preference".
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::C) {
        return QLocale(QLocale::English, QLocale::UnitedStates);
    }
    return system;
}

QList<std::pair<QString, QString>> Translations::available()
{
    // Endonyms: a user lost in a foreign UI finds their language by its own name.
    return {{QStringLiteral("en"), QStringLiteral("English")}, {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

void Translations::apply(const QString &language)
{
    m_language = language;
    if (m_appInstalled) {
        QCoreApplication::removeTranslator(&m_app);
        m_appInstalled = false;
    }
    if (m_qtInstalled) {
        QCoreApplication::removeTranslator(&m_qt);
        m_qtInstalled = false;
    }
    const QLocale locale = localeFor(language);
    QLocale::setDefault(locale);
    // English is the source language: no .qm is needed, and a German system's qtbase_de must not
    // leak into an English UI.
    if (locale.language() != QLocale::English) {
        if (m_app.load(locale, QStringLiteral("capacity-planner"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
            m_appInstalled = QCoreApplication::installTranslator(&m_app);
        }
        if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            m_qtInstalled = QCoreApplication::installTranslator(&m_qt);
        }
    }
    // Installing a translator announces itself; a switch that loads none (German → English)
    // still has to re-render numbers in the new locale, so always announce the change.
    if (QCoreApplication::instance() != nullptr) {
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }
}

} // namespace capplan::views
