// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace capplan::views {

// The mouse wheel scrolls a long form instead of editing whatever field passes under the pointer:
// combo boxes and spin boxes take wheel events only when they have the keyboard focus (a click or
// Tab gives it), as Qt Creator's and KeePassXC's settings pages do. Without focus the event goes
// to the nearest scroll area, which scrolls.
class WheelGuard : public QObject {
    Q_OBJECT

public:
    // Guards every QComboBox and QAbstractSpinBox under `root` now, and gives them Qt::StrongFocus
    // (click or Tab, never the wheel). The guard is a child of `root`.
    static WheelGuard *install(QWidget *root);
    // Guards one more field, for forms that add fields later.
    void guard(QWidget *field);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
};

} // namespace capplan::views
