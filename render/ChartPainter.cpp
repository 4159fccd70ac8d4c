// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/ChartPainter.h"

#include "render/ChartStyle.h"

#include <QBuffer>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSaveFile>
#ifdef CAPPLAN_HAVE_SVG
#include <QSvgGenerator>
#endif

#include <algorithm>
#include <cmath>

namespace capplan::data {

namespace {

// The GUI chart's colours and axis rules (render/ChartStyle.h), so screen and paper agree.
using chartstyle::kHeadRoom;
using chartstyle::kLogScaleSpan;
using chartstyle::kMaxLabelledNodeCounts;
constexpr double kFontPoints = 8.5;
// Largest image the chart export accepts per side; a typo (120000) would otherwise allocate GiB.
constexpr int kMaxImageSidePx = 10000;

using NodeAxis = ChartPainter::NodeAxis;

enum class Marker { None, Circle, Square };

struct LegendItem {
    QString label;
    QPen pen;
    Marker marker = Marker::None;
};

void drawMarker(QPainter &p, Marker marker, QPointF at, double size, const QPen &pen, const QBrush &brush)
{
    p.setPen(pen);
    p.setBrush(brush);
    const QRectF box(at.x() - size / 2.0, at.y() - size / 2.0, size, size);
    if (marker == Marker::Circle) {
        p.drawEllipse(box);
    } else if (marker == Marker::Square) {
        p.drawRect(box);
    }
}

} // namespace

ChartPainter::ChartPainter(const model::Evaluation &evaluation, Texts texts)
    : m_evaluation(evaluation)
    , m_texts(std::move(texts))
{
}

NodeAxis ChartPainter::nodeAxis(const std::vector<int> &nodeCounts)
{
    NodeAxis axis;
    double minNodes = 1.0;
    double maxNodes = 1.0;
    if (!nodeCounts.empty()) {
        const auto [lo, hi] = std::minmax_element(nodeCounts.cbegin(), nodeCounts.cend());
        minNodes = *lo;
        maxNodes = *hi;
    }
    // Node counts usually double (1, 2, 4 … 64): over a wide span a log2 axis spreads them evenly,
    // where a linear one would crowd the small counts into the left edge (views/results/PlanChart.cpp).
    axis.log2 = minNodes >= 1.0 && maxNodes / minNodes >= kLogScaleSpan;
    if (axis.log2) {
        axis.low = minNodes / 1.2;
        axis.high = maxNodes * 1.2;
    } else {
        const double pad = std::max(0.4, (maxNodes - minNodes) * 0.04);
        axis.low = minNodes - pad;
        axis.high = maxNodes + pad;
    }
    return axis;
}

std::vector<double> ChartPainter::valueTicks(double high, int count)
{
    std::vector<double> ticks;
    if (!(high > 0.0) || !std::isfinite(high)) {
        return {0.0};
    }
    // A step of 1, 2, 2.5 or 5 × 10^k, the smallest that keeps the count at or under `count`.
    const double raw = high / std::max(1, count);
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10.0 * decade;
    for (const double mantissa : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (mantissa * decade >= raw) {
            step = mantissa * decade;
            break;
        }
    }
    // Rounding of i·step keeps 0.1-steps from drifting (0.30000000000000004).
    for (int i = 0; i * step <= high * (1.0 + 1e-9); ++i) {
        ticks.push_back(std::round(i * step / decade * 1000.0) / 1000.0 * decade);
    }
    return ticks;
}

void ChartPainter::paint(QPainter &p, const QRectF &rect) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    // One "u" is a pixel at 96 dpi in the painter's device units: the GUI chart's pen widths and
    // marker sizes are in such pixels.
    const double u = p.device() != nullptr ? p.device()->logicalDpiY() / 96.0 : 1.0;
    QFont font = p.font();
    font.setPointSizeF(kFontPoints);
    p.setFont(font);
    const QFontMetricsF fm(font, p.device());
    const double lineHeight = fm.height();
    const double pad = 8.0 * u;

    p.fillRect(rect, Qt::white);

    const auto &options = m_evaluation.options;
    const auto &rec = m_evaluation.recommendation;
    // The plan may list node counts in any order; the curves run left to right.
    std::vector<model::OptionRow> rows(options.begin(), options.end());
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) { return a.nodes < b.nodes; });
    std::vector<int> nodeCounts;
    double maxHours = 0.0;
    double maxCost = 0.0;
    // The estimate's band (OptionRow::wallClockHoursLow, High): drawn as in the GUI, a faint area
    // around the wall clock, when any row has one.
    bool band = false;
    for (const model::OptionRow &row : rows) {
        nodeCounts.push_back(row.nodes);
        maxHours = std::max(maxHours, row.wallClockHours);
        maxCost = std::max(maxCost, row.cost);
        if (row.wallClockHoursHigh > row.wallClockHoursLow && std::isfinite(row.wallClockHoursHigh)) {
            band = true;
            maxHours = std::max(maxHours, row.wallClockHoursHigh);
        }
    }
    QColor bandColor(chartstyle::kHours);
    bandColor.setAlpha(45);
    if (rec.deadlineHours) {
        maxHours = std::max(maxHours, *rec.deadlineHours);
    }
    if (rec.budget) {
        maxCost = std::max(maxCost, *rec.budget);
    }
    const double hoursTop = maxHours > 0.0 ? maxHours * kHeadRoom : 1.0;
    const double costTop = maxCost > 0.0 ? maxCost * kHeadRoom : 1.0;

    // Legend in its own row above the plot, as in the GUI: inside the plot it would cover a curve.
    std::vector<LegendItem> legend;
    legend.push_back({tr("Wall clock"), QPen(chartstyle::kHours, 2.0 * u), Marker::Circle});
    legend.push_back({tr("Cost"), QPen(chartstyle::kCost, 2.0 * u), Marker::Square});
    if (band) {
        legend.push_back({tr("Estimate's band"), QPen(bandColor, 8.0 * u, Qt::SolidLine, Qt::FlatCap), Marker::None});
    }
    if (rec.deadlineHours) {
        legend.push_back({tr("Deadline %1").arg(m_texts.hoursAsTyped(*rec.deadlineHours)),
                          QPen(chartstyle::kDeadline, 1.5 * u, Qt::DashLine), Marker::None});
    }
    if (rec.budget) {
        legend.push_back({tr("Budget %1").arg(m_texts.money(*rec.budget, m_evaluation.currency)), QPen(chartstyle::kBudget, 1.5 * u, Qt::DashDotLine),
                          Marker::None});
    }
    const double sampleWidth = 24.0 * u;
    const double legendGap = 14.0 * u;
    double legendWidth = 0.0;
    for (const LegendItem &item : legend) {
        legendWidth += sampleWidth + 5.0 * u + fm.horizontalAdvance(item.label) + legendGap;
    }
    legendWidth -= legendGap;
    {
        double x = std::max(rect.left() + pad, rect.center().x() - legendWidth / 2.0);
        const double y = rect.top() + pad + lineHeight / 2.0;
        for (const LegendItem &item : legend) {
            p.setPen(item.pen);
            p.drawLine(QPointF(x, y), QPointF(x + sampleWidth, y));
            drawMarker(p, item.marker, QPointF(x + sampleWidth / 2.0, y), 7.0 * u, QPen(item.pen.color(), u),
                       item.pen.color());
            p.setPen(Qt::black);
            const double textX = x + sampleWidth + 5.0 * u;
            p.drawText(QRectF(textX, y - lineHeight / 2.0, fm.horizontalAdvance(item.label) + u, lineHeight),
                       Qt::AlignLeft | Qt::AlignVCenter, item.label);
            x = textX + fm.horizontalAdvance(item.label) + legendGap;
        }
    }

    // The plot's height first (it does not depend on the tick labels), then the value ticks, then
    // the widths of their labels, which fix the plot's left and right edges.
    const double plotTop = rect.top() + pad + lineHeight + 8.0 * u;
    const double plotBottom = rect.bottom() - pad - 2.0 * lineHeight - 8.0 * u;
    const int tickCount = std::clamp(static_cast<int>((plotBottom - plotTop) / (lineHeight * 2.5)), 2, 8);
    const std::vector<double> hourTicks = valueTicks(hoursTop, tickCount);
    const std::vector<double> costTicks = valueTicks(costTop, tickCount);
    QStringList hourLabels;
    QStringList costLabels;
    double hourLabelWidth = 0.0;
    double costLabelWidth = 0.0;
    for (double t : hourTicks) {
        hourLabels.append(m_texts.quantity(t));
        hourLabelWidth = std::max(hourLabelWidth, fm.horizontalAdvance(hourLabels.back()));
    }
    for (double t : costTicks) {
        costLabels.append(m_texts.money(t, m_evaluation.currency));
        costLabelWidth = std::max(costLabelWidth, fm.horizontalAdvance(costLabels.back()));
    }
    const double tickLength = 4.0 * u;
    const double plotLeft = rect.left() + pad + lineHeight + 6.0 * u + hourLabelWidth + tickLength;
    const double plotRight = rect.right() - pad - lineHeight - 6.0 * u - costLabelWidth - tickLength;
    const QRectF plot(QPointF(plotLeft, plotTop), QPointF(plotRight, plotBottom));
    if (plot.width() < 20.0 * u || plot.height() < 20.0 * u) {
        p.restore();
        return; // too small to say anything
    }

    const NodeAxis axis = nodeAxis(nodeCounts);
    const auto mapX = [&](double nodes) {
        if (axis.log2) {
            return plot.left() + plot.width() * std::log2(nodes / axis.low) / std::log2(axis.high / axis.low);
        }
        return plot.left() + plot.width() * (nodes - axis.low) / (axis.high - axis.low);
    };
    const auto mapHours = [&](double hours) { return plot.bottom() - plot.height() * hours / hoursTop; };
    const auto mapCost = [&](double cost) { return plot.bottom() - plot.height() * cost / costTop; };

    // Grid lines of the hours axis (QCustomPlot shows the left axis' grid, dotted grey).
    p.setPen(QPen(chartstyle::kGrid, u, Qt::DotLine));
    for (double t : hourTicks) {
        p.drawLine(QPointF(plot.left(), mapHours(t)), QPointF(plot.right(), mapHours(t)));
    }

    p.save();
    p.setClipRect(plot.adjusted(-8.0 * u, -8.0 * u, 8.0 * u, 8.0 * u));
    if (rec.deadlineHours) {
        p.setPen(QPen(chartstyle::kDeadline, 1.5 * u, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), mapHours(*rec.deadlineHours)),
                   QPointF(plot.right(), mapHours(*rec.deadlineHours)));
    }
    if (rec.budget) {
        p.setPen(QPen(chartstyle::kBudget, 1.5 * u, Qt::DashDotLine));
        p.drawLine(QPointF(plot.left(), mapCost(*rec.budget)), QPointF(plot.right(), mapCost(*rec.budget)));
    }
    if (band) {
        // Low edge left to right, then the high edge back: one closed area.
        QPolygonF area;
        for (const model::OptionRow &row : rows) {
            area.append(QPointF(mapX(row.nodes), mapHours(row.wallClockHoursLow)));
        }
        for (auto it = rows.rbegin(); it != rows.rend(); ++it) {
            area.append(QPointF(mapX(it->nodes), mapHours(it->wallClockHoursHigh)));
        }
        p.setPen(Qt::NoPen);
        p.setBrush(bandColor);
        p.drawPolygon(area);
    }
    QPolygonF hoursLine;
    QPolygonF costLine;
    for (const model::OptionRow &row : rows) {
        hoursLine.append(QPointF(mapX(row.nodes), mapHours(row.wallClockHours)));
        if (row.priced) {
            costLine.append(QPointF(mapX(row.nodes), mapCost(row.cost)));
        }
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(chartstyle::kHours, 2.0 * u, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(hoursLine);
    p.setPen(QPen(chartstyle::kCost, 2.0 * u, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(costLine);
    // A marker closer than two marker widths to the last one drawn is left out, so a 300-node sweep
    // on a log axis stays a line with dots rather than a solid bar at its right end.
    const double markerSize = 7.0 * u;
    const auto drawMarkers = [&](const QPolygonF &line, Marker marker, const QColor &color) {
        double lastX = -1e300;
        for (const QPointF &point : line) {
            if (point.x() - lastX >= 2.0 * markerSize) {
                drawMarker(p, marker, point, markerSize, QPen(color, u), color);
                lastX = point.x();
            }
        }
    };
    drawMarkers(hoursLine, Marker::Circle, chartstyle::kHours);
    drawMarkers(costLine, Marker::Square, chartstyle::kCost);
    if (rec.chosen) {
        const double x = mapX(rec.chosen->nodes);
        p.setPen(QPen(chartstyle::kRecommended, 1.5 * u, Qt::DotLine));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QPen ring(chartstyle::kRecommended, 2.5 * u);
        drawMarker(p, Marker::Circle, QPointF(x, mapHours(rec.chosen->wallClockHours)), 13.0 * u, ring, Qt::NoBrush);
        drawMarker(p, Marker::Square, QPointF(x, mapCost(rec.chosen->cost)), 13.0 * u, ring, Qt::NoBrush);
    }
    p.restore();

    if (rec.chosen) {
        // Spelled out rather than with %n: English plurals would otherwise need an English .qm.
        const QString label =
            rec.chosen->nodes == 1 ? tr("recommended: 1 node") : tr("recommended: %1 nodes").arg(rec.chosen->nodes);
        const double x = mapX(rec.chosen->nodes);
        const double width = fm.horizontalAdvance(label) + 8.0 * u;
        // Near the right edge the label would run out of the plot; it goes left of the line.
        const bool rightHalf = rec.chosen->nodes > (axis.low + axis.high) / 2.0;
        const QRectF box(rightHalf ? x - width : x, plot.top(), width, lineHeight + 4.0 * u);
        p.setPen(chartstyle::kRecommended);
        p.drawText(box, Qt::AlignCenter, label);
    }

    // Axes: bottom, left (hours) and right (cost), ticks inwards as QCustomPlot draws them.
    p.setPen(QPen(Qt::black, u));
    p.setBrush(Qt::NoBrush);
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    p.drawLine(plot.bottomRight(), plot.topRight());
    for (std::size_t i = 0; i < hourTicks.size(); ++i) {
        const double y = mapHours(hourTicks[i]);
        p.setPen(QPen(Qt::black, u));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.left() + tickLength, y));
        p.setPen(chartstyle::kHours);
        p.drawText(QRectF(plot.left() - tickLength - hourLabelWidth - 2.0 * u, y - lineHeight / 2.0,
                          hourLabelWidth + 2.0 * u, lineHeight),
                   Qt::AlignRight | Qt::AlignVCenter, hourLabels[static_cast<qsizetype>(i)]);
    }
    for (std::size_t i = 0; i < costTicks.size(); ++i) {
        const double y = mapCost(costTicks[i]);
        p.setPen(QPen(Qt::black, u));
        p.drawLine(QPointF(plot.right(), y), QPointF(plot.right() - tickLength, y));
        p.setPen(chartstyle::kCost);
        p.drawText(QRectF(plot.right() + tickLength, y - lineHeight / 2.0, costLabelWidth + 2.0 * u, lineHeight),
                   Qt::AlignLeft | Qt::AlignVCenter, costLabels[static_cast<qsizetype>(i)]);
    }

    // Node ticks: every node count when there are few; on a log axis with many, the powers of
    // two; on a linear axis with many, multiples of a round step (QCPAxisTickerFixed's rule).
    std::vector<double> nodeTicks;
    if (rows.size() <= kMaxLabelledNodeCounts) {
        nodeTicks.assign(nodeCounts.begin(), nodeCounts.end());
    } else if (axis.log2) {
        const double minNodes = nodeCounts.front();
        for (double n = 1.0; n <= nodeCounts.back(); n *= 2.0) {
            if (n >= minNodes) {
                nodeTicks.push_back(n);
            }
        }
    } else {
        const double widest = fm.horizontalAdvance(m_texts.number(nodeCounts.back(), 0)) + 10.0 * u;
        const int fitting = std::max(2, static_cast<int>(plot.width() / widest));
        const std::vector<double> steps = valueTicks(axis.high - axis.low, fitting);
        const double step = std::max(1.0, std::ceil(steps.size() > 1 ? steps[1] : 1.0));
        for (double n = std::ceil(axis.low / step) * step; n <= axis.high; n += step) {
            nodeTicks.push_back(n);
        }
    }
    double lastLabelRight = -1e300;
    for (double n : nodeTicks) {
        const double x = mapX(n);
        p.setPen(QPen(Qt::black, u));
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() - tickLength));
        const QString label = m_texts.number(n, 0);
        const double width = fm.horizontalAdvance(label);
        // Labels that would overlap their left neighbour are left out, not drawn over each other.
        if (x - width / 2.0 < lastLabelRight + 3.0 * u) {
            continue;
        }
        p.drawText(QRectF(x - width / 2.0 - u, plot.bottom() + 3.0 * u, width + 2.0 * u, lineHeight), Qt::AlignCenter,
                   label);
        lastLabelRight = x + width / 2.0;
    }

    // Axis titles: nodes below, hours rotated on the left, cost rotated on the right.
    p.setPen(Qt::black);
    p.drawText(QRectF(plot.left(), plot.bottom() + 5.0 * u + lineHeight, plot.width(), lineHeight), Qt::AlignCenter,
               tr("Nodes"));
    p.save();
    p.translate(rect.left() + pad + lineHeight / 2.0, plot.center().y());
    p.rotate(-90.0);
    p.setPen(chartstyle::kHours);
    p.drawText(QRectF(-plot.height() / 2.0, -lineHeight / 2.0, plot.height(), lineHeight), Qt::AlignCenter,
               tr("Wall clock (hours)"));
    p.restore();
    p.save();
    p.translate(rect.right() - pad - lineHeight / 2.0, plot.center().y());
    p.rotate(90.0);
    p.setPen(chartstyle::kCost);
    p.drawText(QRectF(-plot.height() / 2.0, -lineHeight / 2.0, plot.height(), lineHeight), Qt::AlignCenter, tr("Cost"));
    p.restore();

    p.restore();
}

void paintPlanChart(QPainter &painter, const QRectF &rect, const model::Evaluation &evaluation, const Texts &texts)
{
    ChartPainter(evaluation, texts).paint(painter, rect);
}

Status writeChartImage(const model::Evaluation &evaluation, const QString &path, QSize sizePx, const Texts &texts)
{
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()) == nullptr) {
        return Error(ChartPainter::tr("drawing the chart needs a QGuiApplication (fonts)"), {}, path);
    }
    if (!evaluation.ok()) {
        return Error(ChartPainter::tr("the plan has errors, so there is no chart to write"), {}, path);
    }
    if (sizePx.width() < 100 || sizePx.height() < 100 || sizePx.width() > kMaxImageSidePx ||
        sizePx.height() > kMaxImageSidePx) {
        return Error(ChartPainter::tr("the chart must be from 100 to %1 pixels wide and high (got %2 × %3)")
                         .arg(kMaxImageSidePx)
                         .arg(sizePx.width())
                         .arg(sizePx.height()),
                     {}, path);
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QRectF rect(QPointF(0.0, 0.0), QSizeF(sizePx));
    if (suffix == QStringLiteral("png")) {
        QImage image(sizePx, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            paintPlanChart(painter, rect, evaluation, texts);
        }
        QImageWriter writer(&buffer, "png");
        if (!writer.write(image)) {
            return Error(ChartPainter::tr("cannot encode the chart: %1").arg(writer.errorString()), {}, path);
        }
    } else if (suffix == QStringLiteral("svg")) {
#ifdef CAPPLAN_HAVE_SVG
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(sizePx);
        generator.setViewBox(rect);
        // 96 dpi, like the PNG: the same pixel size gives the same picture.
        generator.setResolution(96);
        generator.setTitle(ChartPainter::tr("Wall clock and cost by node count"));
        QPainter painter;
        if (!painter.begin(&generator)) {
            return Error(ChartPainter::tr("cannot draw the chart as SVG"), {}, path);
        }
        paintPlanChart(painter, rect, evaluation, texts);
        painter.end();
#else
        return Error(ChartPainter::tr("this build has no SVG support (Qt Svg); save the chart as PNG or PDF"), {}, path);
#endif
    } else if (suffix == QStringLiteral("pdf")) {
        QPdfWriter writer(&buffer);
        writer.setResolution(96);
        // One page exactly the chart's size: 96 px to the inch, 72 pt to the inch.
        writer.setPageSize(QPageSize(QSizeF(sizePx) * 72.0 / 96.0, QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0.0, 0.0, 0.0, 0.0));
        writer.setCreator(QStringLiteral("GPU Capacity Planner"));
        QPainter painter;
        if (!painter.begin(&writer)) {
            return Error(ChartPainter::tr("cannot draw the chart as PDF"), {}, path);
        }
        paintPlanChart(painter, QRectF(0.0, 0.0, writer.width(), writer.height()), evaluation, texts);
        painter.end();
    } else {
        return Error(ChartPainter::tr("unknown chart format \"%1\": use .png, .svg or .pdf").arg(suffix), {}, path);
    }
    buffer.close();

    // Like plan files, a picture the user keeps replaces the old one only once it is complete.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return Error(ChartPainter::tr("cannot write the chart: %1").arg(file.errorString()), {}, path);
    }
    if (file.write(buffer.data()) != buffer.data().size() || !file.commit()) {
        return Error(ChartPainter::tr("cannot write the chart: %1").arg(file.errorString()), {}, path);
    }
    return Ok{};
}

} // namespace capplan::data
