// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QSize>

namespace capplan::views {

// Where a window opens (a fixed 1300×850 on a 1366×768 screen would cut off its bottom).
// The preferred size is shrunk to the screen's available geometry (less the window frame),
// never below the window's minimum, and centred in it.
QRect initialWindowGeometry(QSize preferred, QSize minimum, QRect available, QSize frameExtra = {});
// A remembered geometry (from another, larger screen, or a monitor since unplugged) moved and
// shrunk into the available geometry; a rectangle that already lies inside comes back unchanged.
QRect fitIntoScreen(QRect window, QSize minimum, QRect available, QSize frameExtra = {});

} // namespace capplan::views
