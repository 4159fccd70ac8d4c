// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/main/GuideDialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace capplan::views {

QString GuideDialog::pageFor(const QString &language)
{
    const QString own = QStringLiteral(":/guide/guide_%1.html").arg(language);
    return QFile::exists(own) ? own : QStringLiteral(":/guide/guide.html");
}

GuideDialog::GuideDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("guideDialog"));
    setWindowTitle(tr("Guide"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guideBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(QUrl(QStringLiteral("qrc") + pageFor(QLocale().name().section(QLatin1Char('_'), 0, 0))));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(720, 640);
}

} // namespace capplan::views
