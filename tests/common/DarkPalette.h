// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fusion's dark colours (window #353535, base #2a2a2a, white text), as Qt's examples and most dark
// desktop themes set them, disabled text greyed as there: the widget tests' dark palette.
// QtGui only, header only.
#pragma once

#include <QColor>
#include <QPalette>

namespace capplan::testing {

inline QPalette darkColours()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::WindowText, Qt::white);
    dark.setColor(QPalette::Base, QColor(0x2a, 0x2a, 0x2a));
    dark.setColor(QPalette::AlternateBase, QColor(0x42, 0x42, 0x42));
    dark.setColor(QPalette::Text, Qt::white);
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, Qt::white);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        dark.setColor(QPalette::Disabled, role, QColor(0x7f, 0x7f, 0x7f));
    }
    return dark;
}

} // namespace capplan::testing
