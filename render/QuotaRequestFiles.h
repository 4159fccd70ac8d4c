// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "data/Texts.h"
#include "data/export/QuotaRequestPack.h"
#include "render/PdfReport.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace capplan::data {

// The quota request pack's files (docs/portfolio.md, "The quota request pack"): the JSON, the text
// for a support request and the PDF for the conversation, in the language of `texts`.
class QuotaRequestFiles {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::QuotaRequestFiles)

public:
    // The PDF: the pack's HTML laid out as the plan report is (PdfReport::paintHtml).
    static Result<QByteArray> pdf(const QuotaPack &pack, const Texts &texts, PageSize pageSize, int *pages = nullptr);
    // Writes quota-request.json, quota-request.txt and quota-request.pdf into `folder` (made where
    // missing), each through QSaveFile; `suffix` goes before the extension ("-de":
    // quota-request-de.pdf). Returns the paths written.
    static Result<QStringList> write(const QuotaPack &pack, const Texts &texts, const QString &folder,
                                     PageSize pageSize = PageSize::A4, const QString &suffix = {});
};

} // namespace capplan::data
