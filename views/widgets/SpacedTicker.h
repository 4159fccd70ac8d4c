// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/widgets/QCustomPlotInclude.h"

#include <functional>
#include <vector>

namespace capplan::views {

// Which of the labelled ticks to draw so that no two labels overlap ("1011121314" on a narrow
// chart): from the first, each next tick whose label keeps `gap` pixels from the last one kept;
// the last tick (the largest node count) always stays, taking the place of a kept neighbour it
// would touch. `pixel` maps a tick to its position, `width` gives its label's width in pixels.
std::vector<std::size_t> spacedTickIndices(const std::vector<double> &ticks, const std::function<double(double)> &pixel,
                                           const std::function<double(std::size_t)> &width, double gap);

// A text ticker that draws only the ticks whose labels fit (spacedTickIndices), measured with the
// axis's tick label font at the axis's current size, every replot.
class SpacedTextTicker : public QCPAxisTickerText {
public:
    explicit SpacedTextTicker(QCPAxis *axis)
        : m_axis(axis)
    {
    }

protected:
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override;

private:
    QCPAxis *m_axis;
};

} // namespace capplan::views
