// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace capplan::views {

// Help → Guide: the worked example and what each block of inputs means, from the resource
// :/guide/guide.html (a language's own page, guide_de.html, is preferred where it exists).
class GuideDialog : public QDialog {
    Q_OBJECT

public:
    explicit GuideDialog(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }
    // The page for a language code ("de"), else the English one.
    static QString pageFor(const QString &language);

private:
    QTextBrowser *m_browser = nullptr;
};

} // namespace capplan::views
