// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/TitledChart.h"

#include "views/main/Theme.h"
#include "views/widgets/QCustomPlotInclude.h"

namespace capplan::views {

QCustomPlot *makeTitledChart(QWidget *parent, const QString &objectName, QSize minimumSize, int legendBelowWrap)
{
    auto *plot = new QCustomPlot(parent);
    plot->setObjectName(objectName);
    plot->setNotAntialiasedElements(QCP::aeAxes | QCP::aeGrid | QCP::aeSubGrid | QCP::aeLegend | QCP::aeLegendItems |
                                    QCP::aeZeroLine | QCP::aeOther);
    plot->setPlottingHints(QCP::phCacheLabels | QCP::phFastPolylines);
    plot->setMinimumSize(minimumSize);
    plot->plotLayout()->insertRow(0);
    auto *title = new QCPTextElement(plot, QString(), QFont(plot->font().family(), plot->font().pointSize(), QFont::Bold));
    title->setObjectName(QStringLiteral("title"));
    plot->plotLayout()->addElement(0, 0, title);
    plot->legend->setFont(QFont(plot->font().family(), plot->font().pointSize() - 1));
    theme::applyToChart(*plot, parent->palette());
    if (legendBelowWrap > 0) {
        auto *row = new QCPLayoutGrid;
        plot->plotLayout()->addElement(2, 0, row);
        row->setMargins(QMargins(5, 0, 5, 5));
        plot->axisRect()->insetLayout()->take(plot->legend);
        row->addElement(0, 0, plot->legend);
        plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        plot->legend->setWrap(legendBelowWrap);
        plot->legend->setBorderPen(Qt::NoPen);
        plot->plotLayout()->setRowStretchFactor(2, 0.001);
    }
    return plot;
}

QCPTextElement *chartTitle(QCustomPlot *plot)
{
    return qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
}

} // namespace capplan::views
