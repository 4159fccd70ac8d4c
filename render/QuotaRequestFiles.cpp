// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/QuotaRequestFiles.h"

#include "data/export/Exporters.h"

#include <QDir>

namespace capplan::data {

Result<QByteArray> QuotaRequestFiles::pdf(const QuotaPack &pack, const Texts &texts, PageSize pageSize, int *pages)
{
    const QString name = QString::fromStdString(pack.portfolio);
    //: the PDF's footer and title; %1: the portfolio, %2: the date the pack was written
    const QString footer = tr("Quota request · %1 · %2").arg(name, QString::fromStdString(pack.generatedOn));
    return PdfReport::htmlPdf([&](double) { return Result<QString>(QuotaRequestPack::html(pack, texts)); },
                              tr("Quota request: %1").arg(name), footer, pageSize, pages);
}

Result<QStringList> QuotaRequestFiles::write(const QuotaPack &pack, const Texts &texts, const QString &folder,
                                             PageSize pageSize, const QString &suffix)
{
    if (!QDir().mkpath(folder)) {
        return Error(tr("cannot make the folder (a file of that name is in the way, or it may not be written)"), {}, folder);
    }
    const Result<QByteArray> pdfBytes = pdf(pack, texts, pageSize);
    if (!pdfBytes) {
        return pdfBytes.error();
    }
    const QDir dir(folder);
    const QList<std::pair<QString, QByteArray>> files{
        {QStringLiteral("quota-request%1.json").arg(suffix), QuotaRequestPack::json(pack, texts)},
        {QStringLiteral("quota-request%1.txt").arg(suffix), QuotaRequestPack::text(pack, texts).toUtf8()},
        {QStringLiteral("quota-request%1.pdf").arg(suffix), pdfBytes.value()},
    };
    QStringList written;
    for (const auto &[name, bytes] : files) {
        const QString path = dir.filePath(name);
        const Status status = Exporters::writeFileAtomically(path, bytes);
        if (!status) {
            return status.error();
        }
        written << path;
    }
    return written;
}

} // namespace capplan::data
