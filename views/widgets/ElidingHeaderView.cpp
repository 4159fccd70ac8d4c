// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/ElidingHeaderView.h"

#include <QStyle>
#include <QStyleOptionHeader>

#include <algorithm>

namespace capplan::views {

ElidingHeaderView::ElidingHeaderView(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{
    setTextElideMode(Qt::ElideRight);
}

void ElidingHeaderView::initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    // The label's room: the section less the style's margin on either side (QCommonStyle's
    // CE_HeaderLabel draws within it).
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, option, this);
    const int room = std::max(0, sectionSize(logicalIndex) - 2 * margin);
    option->text = option->fontMetrics.elidedText(option->text, textElideMode(), room);
}

QString ElidingHeaderView::shownText(int logicalIndex) const
{
    QStyleOptionHeader option;
    initStyleOption(&option);
    initStyleOptionForIndex(&option, logicalIndex);
    return option.text;
}

} // namespace capplan::views
