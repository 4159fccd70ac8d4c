// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/widgets/QCustomPlotInclude.h"

#include <QString>

#include <functional>

namespace capplan::views {

// Writes a chart as PNG, SVG or PDF (by the file's suffix) at a fixed size, so exported charts
// are comparable and independent of the window. Like plan files, an existing file is replaced
// only once the new one is complete: the chart goes to a temporary file beside it first.
bool exportPlot(QCustomPlot *plot, const QString &path, int width = 1200, int height = 700);

// A context menu "Save Chart As…" on the chart (PNG, SVG or PDF); `suggestedName` names the file.
void addSaveChartMenu(QCustomPlot *plot, std::function<QString()> suggestedName);

} // namespace capplan::views
