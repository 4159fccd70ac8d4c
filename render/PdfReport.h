// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "data/Texts.h"
#include "model/catalog/Catalog.h"
#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QPagedPaintDevice;
class QObject;

namespace capplan::data {

enum class PageSize { A4, Letter };

// A further section of the report (risk, quota shortfall …): a title and a table of text cells.
struct ReportTable {
    QString title;
    QStringList headers;
    QList<QStringList> rows;
};

// Everything the report shows. The pointers must outlive the call; `size` (the plan's VM size) and
// `catalogPrice` (the catalog's price the plan uses, null when the plan gives its own) come from
// the catalog the evaluation was made with.
struct ReportInput {
    const model::PlanSpec *spec = nullptr;
    const model::Evaluation *evaluation = nullptr;
    const model::VmSize *size = nullptr;
    const model::Price *catalogPrice = nullptr;
    QString catalogDescription; // e.g. "default catalog, revision 3" or the catalog file
    QString generatedOn;        // ISO date (yyyy-mm-dd): an input, so a report can be reproduced
    std::vector<ReportTable> extraTables;
    PageSize pageSize = PageSize::A4;
    Texts texts; // language and number formats
};

// What a written report came to.
struct PdfReportSummary {
    int pages = 0;
    qint64 bytes = 0;
};

// The printable plan report: the plan's inputs and assumptions with their sources, the options,
// the chart, the recommendation and its reasons, the findings and the quota the plan needs.
// Built with QtGui only (QTextDocument for the text, QPainter for the chart), so the CLI writes
// it without Widgets; it needs a QGuiApplication for fonts (the offscreen platform will do).
class PdfReport {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::PdfReport)

public:
    // The name under which the HTML places the chart: <img src="capplan-chart:plan">. Paged
    // output draws it as vector graphics; a viewer of reportHtml() may add a picture under it.
    static QString chartResourceName();

    // The document's body as HTML (QTextDocument's subset), testable without a PDF. An input
    // without spec, evaluation or size, or an evaluation with issues, gives an Error.
    static Result<QString> html(const ReportInput &input);

    // Lays the report out on any paged device (a QPdfWriter, or a QPrinter in the GUI) at the
    // device's page size, page by page with a "Page 1 of 2" footer; returns the page count.
    static Result<int> paint(const ReportInput &input, QPagedPaintDevice &device);

    // Any HTML laid out as the report is, on any paged device: the report's fonts and style sheet,
    // ruled tables, headings kept with what follows them, and a footer with `footerLeft` and
    // "Page 1 of 2". `html` is asked for the document at the content's width in CSS pixels; an
    // `imageHandler` (a QObject) draws its <img> objects. The quota request pack uses it too.
    static Result<int> paintHtml(QPagedPaintDevice &device, const std::function<Result<QString>(double)> &html,
                                 const QString &footerLeft, QObject *imageHandler = nullptr);
    // paintHtml() to PDF bytes: a PDF of `title` at `pageSize`.
    static Result<QByteArray> htmlPdf(const std::function<Result<QString>(double)> &html, const QString &title,
                                      const QString &footerLeft, PageSize pageSize, int *pages = nullptr);

    // The report as PDF bytes at input.pageSize.
    static Result<QByteArray> pdf(const ReportInput &input, int *pages = nullptr);

    // Writes the PDF through QSaveFile (the old file is replaced only once the new one is complete).
    static Result<PdfReportSummary> write(const ReportInput &input, const QString &path);

    // Page margins in millimetres; the footer sits in the bottom margin.
    static constexpr double kMarginMm = 16.0;
    static constexpr double kBottomMarginMm = 20.0;
};

// The report's further sections that depend on more than the evaluation: the risk model's figures
// per tier (when the plan's risk block ran) and the region comparison.
std::vector<ReportTable> riskTables(const model::RiskResult &risk, const model::PlanSpec &spec, const Texts &texts);
std::vector<ReportTable> regionTables(const model::Evaluation &evaluation, const Texts &texts);

// Free-function spellings of the same, for call sites that read better without the class.
inline Result<QString> reportHtml(const ReportInput &input)
{
    return PdfReport::html(input);
}
inline Result<PdfReportSummary> writePdfReport(const ReportInput &input, const QString &path)
{
    return PdfReport::write(input, path);
}

} // namespace capplan::data
