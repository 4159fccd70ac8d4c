// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>

class QCPTextElement;
class QCustomPlot;
class QWidget;

namespace capplan::views {

// The charts of the Risk, Scaling and Portfolio tabs: a QCustomPlot with a bold title row over the
// axis rect, crisp axes and grid, themed from `parent`'s palette (theme::applyToChart). With
// `legendBelowWrap` > 0 the legend sits in a row of its own under the axis rect, that many entries
// to a line (QCustomPlot's recipe), so it never covers data whatever corner the data leave free;
// with 0 it stays where QCustomPlot puts it.
QCustomPlot *makeTitledChart(QWidget *parent, const QString &objectName, QSize minimumSize, int legendBelowWrap);
// The title row of a makeTitledChart() chart.
QCPTextElement *chartTitle(QCustomPlot *plot);

} // namespace capplan::views
