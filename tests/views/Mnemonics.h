// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every Alt+letter a window offers, for the tests that check that no letter reaches two places:
// the menu bar's titles, the visible labels with a buddy, buttons and check boxes, checkable group
// box titles and tab titles.
#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QMultiMap>
#include <QStringList>
#include <QTabBar>
#include <QWidget>

namespace capplan::testing {

// The letter after a single '&' ("&Tier:" → 't'), or nothing ("R&&D" has none).
inline QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
    }
    return {};
}

inline QMultiMap<QChar, QString> visibleMnemonics(QWidget *window)
{
    QMultiMap<QChar, QString> seen;
    const auto add = [&](const QString &text, const QString &where) {
        const QChar letter = mnemonicOf(text);
        if (!letter.isNull()) {
            seen.insert(letter, where + QStringLiteral(" \"") + text + QLatin1Char('"'));
        }
    };
    if (auto *main = qobject_cast<QMainWindow *>(window)) {
        for (QAction *menu : main->menuBar()->actions()) {
            add(menu->text(), QStringLiteral("menu"));
        }
    }
    for (QLabel *label : window->findChildren<QLabel *>()) {
        if (label->isVisibleTo(window) && label->buddy() != nullptr) {
            add(label->text(), QStringLiteral("label"));
        }
    }
    for (QAbstractButton *button : window->findChildren<QAbstractButton *>()) {
        if (button->isVisibleTo(window)) {
            add(button->text(), QStringLiteral("button"));
        }
    }
    for (QGroupBox *box : window->findChildren<QGroupBox *>()) {
        if (box->isVisibleTo(window) && box->isCheckable()) {
            add(box->title(), QStringLiteral("group"));
        }
    }
    for (QTabBar *bar : window->findChildren<QTabBar *>()) {
        if (bar->isVisibleTo(window)) {
            for (int i = 0; i < bar->count(); ++i) {
                add(bar->tabText(i), QStringLiteral("tab"));
            }
        }
    }
    return seen;
}

// "t: label "&Tier:", menu "&Tools"" for each letter that reaches more than one place.
inline QStringList mnemonicClashes(QWidget *window)
{
    const QMultiMap<QChar, QString> seen = visibleMnemonics(window);
    QStringList clashes;
    for (const QChar letter : seen.uniqueKeys()) {
        if (seen.count(letter) > 1) {
            clashes << QStringLiteral("%1: %2").arg(letter).arg(QStringList(seen.values(letter)).join(QStringLiteral(", ")));
        }
    }
    return clashes;
}

} // namespace capplan::testing
