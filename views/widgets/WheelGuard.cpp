// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/WheelGuard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace capplan::views {

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("wheelGuard"));
}

WheelGuard *WheelGuard::install(QWidget *root)
{
    auto *guard = new WheelGuard(root);
    for (QComboBox *combo : root->findChildren<QComboBox *>()) {
        guard->guard(combo);
    }
    for (QAbstractSpinBox *spin : root->findChildren<QAbstractSpinBox *>()) {
        guard->guard(spin);
    }
    return guard;
}

void WheelGuard::guard(QWidget *field)
{
    field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(this);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Wheel) {
        return QObject::eventFilter(watched, event);
    }
    auto *field = qobject_cast<QWidget *>(watched);
    if (field == nullptr || field->hasFocus()) {
        return false; // a focused field edits with the wheel, as it always did
    }
    // Hand the wheel to the form's scroll area: its scroll bar turns as over any other spot.
    for (QWidget *w = field->parentWidget(); w != nullptr; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
            auto *wheel = static_cast<QWheelEvent *>(event);
            QScrollBar *bar = wheel->angleDelta().y() != 0 ? area->verticalScrollBar() : area->horizontalScrollBar();
            QCoreApplication::sendEvent(bar, event);
            return true;
        }
    }
    event->ignore();
    return true; // no scroll area: the field must not change either
}

} // namespace capplan::views
