// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "data/Texts.h"
#include "model/Evaluate.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSize>
#include <QString>

#include <vector>

class QPainter;

namespace capplan::data {

// The app's plan chart (views/PlanChart) drawn with QPainter alone, so that the PDF report and the
// CLI can draw it without Widgets: wall-clock hours (left axis) and cost (right axis) against the
// node count, the deadline on the hours axis, the budget on the cost axis, the recommended node
// count marked, and a log2 node axis when the largest node count is 16 or more times the smallest.
// Colours, markers and axis rules are the GUI chart's, so the printout matches the screen.
class ChartPainter {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::ChartPainter)

public:
    // Keeps a reference to `evaluation`, which must outlive the painter.
    explicit ChartPainter(const model::Evaluation &evaluation, Texts texts = Texts());

    // Draws into `rect` (device units of the painter). Pens, gaps and markers scale with the
    // device's resolution and fonts are in points, so a 1200 dpi PDF and a 96 dpi PNG look alike.
    void paint(QPainter &painter, const QRectF &rect) const;

    // The axis rules, public for the tests.
    struct NodeAxis {
        double low = 0.0;
        double high = 1.0;
        bool log2 = false;
    };
    static NodeAxis nodeAxis(const std::vector<int> &nodeCounts);
    // Ticks from 0 to at most `high`, spaced 1, 2, 2.5 or 5 times a power of ten, about `count` of them.
    static std::vector<double> valueTicks(double high, int count);

private:
    const model::Evaluation &m_evaluation;
    Texts m_texts;
};

// Convenience for one call.
void paintPlanChart(QPainter &painter, const QRectF &rect, const model::Evaluation &evaluation,
                    const Texts &texts = Texts());

// Writes the chart, `sizePx` pixels at 96 dpi, as PNG, SVG or PDF (one page of that size) by the
// file's suffix; the file is replaced only once the new one is complete (QSaveFile). An unknown
// suffix, an evaluation with issues or a file that cannot be written is an Error naming the file.
// Needs a QGuiApplication (fonts).
Status writeChartImage(const model::Evaluation &evaluation, const QString &path, QSize sizePx,
                       const Texts &texts = Texts());

} // namespace capplan::data
