// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QObject>
#include <QString>
#include <QTranslator>

namespace capplan::views {

// The application's language: the app's own translation (embedded under :/i18n) plus Qt's
// (qtbase_*.qm from the Qt installation), and the default QLocale that numbers, hours and money
// follow. Switching installs new translators; Qt then sends every widget a LanguageChange event,
// which each one answers with retranslateUi() (after Tiled's mainwindow.cpp).
class Translations : public QObject {
    Q_OBJECT

public:
    explicit Translations(QObject *parent = nullptr);
    ~Translations() override;

    // "" = the system's language, "en", "de".
    void apply(const QString &language);
    QString language() const { return m_language; }

    static QLocale localeFor(const QString &language);
    // The languages the app offers besides "System": code and endonym.
    static QList<std::pair<QString, QString>> available();

private:
    QTranslator m_app;
    QTranslator m_qt;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
    QString m_language;
};

} // namespace capplan::views
