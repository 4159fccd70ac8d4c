// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/ChartExport.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSvgGenerator>
#include <QTemporaryFile>

#include <cstdio>

namespace capplan::views {

bool exportPlot(QCustomPlot *plot, const QString &path, int width, int height)
{
    // Like plan files, an export replaces an existing file only once the new one is complete:
    // QCustomPlot writes to a temporary file beside the target, which is then renamed over it.
    const QFileInfo target(path);
    QTemporaryFile temporary(target.absoluteDir().filePath(QStringLiteral(".%1.XXXXXX.%2")
                                                               .arg(target.completeBaseName(), target.suffix())));
    if (!temporary.open()) {
        return false;
    }
    const QString temporaryPath = temporary.fileName();
    temporary.close();
    const bool pdf = target.suffix().compare(QStringLiteral("pdf"), Qt::CaseInsensitive) == 0;
    const bool svg = target.suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0;
    bool written = false;
    if (svg) {
        // Vector output for documents: QCustomPlot paints through a QCPPainter onto the generator.
        QSvgGenerator generator;
        generator.setFileName(temporaryPath);
        generator.setSize(QSize(width, height));
        generator.setViewBox(QRect(0, 0, width, height));
        generator.setTitle(QStringLiteral("GPU Capacity Planner"));
        QCPPainter painter;
        if (painter.begin(&generator)) {
            plot->toPainter(&painter, width, height);
            written = painter.end();
        }
    } else {
        written = pdf ? plot->savePdf(temporaryPath, width, height) : plot->savePng(temporaryPath, width, height);
    }
    if (!written || QFileInfo(temporaryPath).size() == 0) {
        return false; // QTemporaryFile removes its file
    }
    // rename(2) replaces the target atomically; QFile::rename would refuse an existing one.
    if (std::rename(QFile::encodeName(temporaryPath).constData(), QFile::encodeName(path).constData()) != 0) {
        return false;
    }
    temporary.setAutoRemove(false);
    // The temporary file was private (0600); an exported picture is an ordinary document.
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup |
                                    QFileDevice::ReadOther);
    return true;
}

void addSaveChartMenu(QCustomPlot *plot, std::function<QString()> suggestedName)
{
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(plot, &QWidget::customContextMenuRequested, plot, [plot, suggestedName](const QPoint &at) {
        QMenu menu(plot);
        QAction *save = menu.addAction(QCoreApplication::translate("capplan::views::ChartExport", "Save Chart As…"));
        if (menu.exec(plot->mapToGlobal(at)) != save) {
            return;
        }
        const QString png = QCoreApplication::translate("capplan::views::ChartExport", "PNG image (*.png)");
        const QString svg = QCoreApplication::translate("capplan::views::ChartExport", "SVG drawing (*.svg)");
        const QString pdf = QCoreApplication::translate("capplan::views::ChartExport", "PDF document (*.pdf)");
        QString filter = png;
        QString path = QFileDialog::getSaveFileName(
            plot, QCoreApplication::translate("capplan::views::ChartExport", "Save Chart"),
            QDir::home().filePath(suggestedName() + QStringLiteral(".png")),
            png + QStringLiteral(";;") + svg + QStringLiteral(";;") + pdf, &filter);
        if (path.isEmpty()) {
            return;
        }
        if (QFileInfo(path).suffix().isEmpty()) {
            path += filter == pdf ? QStringLiteral(".pdf") : filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
        }
        if (!exportPlot(plot, path)) {
            QMessageBox::warning(plot, QCoreApplication::translate("capplan::views::ChartExport", "Cannot Save Chart"),
                                 QCoreApplication::translate("capplan::views::ChartExport",
                                                             "The chart could not be written to %1.")
                                     .arg(QDir::toNativeSeparators(path)));
        }
    });
}

} // namespace capplan::views
