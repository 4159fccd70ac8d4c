// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Driving the inputs panel like a user in the views tests: a click on a button scrolled into
// view, typing into a field.

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QCoreApplication>
#include <QLineEdit>
#include <QScrollArea>
#include <QTest>

namespace capplan::testing {

// Scrolls the inputs so `button` is in view, checks that nothing covers it, and clicks it.
inline void click(QAbstractButton *button)
{
    auto *scroll = button->window()->findChild<QScrollArea *>(QStringLiteral("inputsScroll"));
    QCoreApplication::processEvents(); // the layout, after rows were shown or hidden
    // Twice: the first scroll can run before the scroll range follows a layout that just grew.
    for (int pass = 0; pass < 2; ++pass) {
        scroll->ensureWidgetVisible(button);
        QCoreApplication::processEvents();
    }
    QCOMPARE(button->window()->childAt(button->mapTo(button->window(), button->rect().center())), button);
    QTest::mouseClick(button, Qt::LeftButton);
}

// Replaces the field's text key by key; with `thenLeave`, Tab leaves the field afterwards (the
// edit is finished: the next typing is another undo step).
inline void typeInto(QAbstractSpinBox *spin, const QString &text, bool thenLeave = false)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    if (thenLeave) {
        QTest::keyClick(spin, Qt::Key_Tab);
    }
}

inline void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

} // namespace capplan::testing
