// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHeaderView>

namespace capplan::views {

// A header whose section titles end in "…" when the section is narrower than the title, instead
// of being clipped mid-word on both sides ("fficiency"): Qt 6's QHeaderView ignores its
// textElideMode (QTBUG-97571). The whole title stays in the model's tooltip.
class ElidingHeaderView : public QHeaderView {
    Q_OBJECT

public:
    explicit ElidingHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

    // The title as a section of `width` pixels shows it (for tests).
    QString shownText(int logicalIndex) const;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override;
};

} // namespace capplan::views
