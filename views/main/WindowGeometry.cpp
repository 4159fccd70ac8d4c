// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/main/WindowGeometry.h"

#include <algorithm>

namespace capplan::views {

QRect fitIntoScreen(QRect window, QSize minimum, QRect available, QSize frameExtra)
{
    // The frame (title bar, borders) comes on top of the client area the geometry describes.
    const QSize room(std::max(1, available.width() - frameExtra.width()),
                     std::max(1, available.height() - frameExtra.height()));
    const QSize size(std::max(std::min(window.width(), room.width()), std::min(minimum.width(), room.width())),
                     std::max(std::min(window.height(), room.height()), std::min(minimum.height(), room.height())));
    QRect fitted(window.topLeft(), size);
    // Keep the whole frame on the screen: the title bar's top-left corner is at the client
    // area's top-left minus the frame (split evenly left and right; the title bar on top).
    const int frameLeft = frameExtra.width() / 2;
    const int frameTop = frameExtra.height() - frameLeft;
    const int left = available.left() + frameLeft;
    const int top = available.top() + frameTop;
    const int right = available.right() - (frameExtra.width() - frameLeft);
    const int bottom = available.bottom() - frameLeft;
    if (fitted.right() > right) {
        fitted.moveRight(right);
    }
    if (fitted.bottom() > bottom) {
        fitted.moveBottom(bottom);
    }
    if (fitted.left() < left) {
        fitted.moveLeft(left);
    }
    if (fitted.top() < top) {
        fitted.moveTop(top);
    }
    return fitted;
}

QRect initialWindowGeometry(QSize preferred, QSize minimum, QRect available, QSize frameExtra)
{
    QRect window(QPoint(0, 0), preferred);
    window = fitIntoScreen(window, minimum, QRect(QPoint(0, 0), available.size()), frameExtra);
    window.moveCenter(available.center());
    return fitIntoScreen(window, minimum, available, frameExtra);
}

} // namespace capplan::views
