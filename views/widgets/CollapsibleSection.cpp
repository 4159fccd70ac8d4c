// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/CollapsibleSection.h"

#include <QEvent>
#include <QGroupBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace capplan::views {

CollapsibleSection::CollapsibleSection(const QString &key, QWidget *body, QWidget *parent)
    : QWidget(parent)
    , m_body(body)
{
    setObjectName(key);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_header = new QToolButton(this);
    m_header->setObjectName(key + QStringLiteral("Header"));
    m_header->setCheckable(true);
    m_header->setChecked(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setAutoRaise(true);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // Tab reaches the header, so a folded block can be opened from the keyboard (Space).
    m_header->setFocusPolicy(Qt::StrongFocus);
    layout->addWidget(m_header);
    m_body->setParent(this);
    layout->addWidget(m_body);
    connect(m_header, &QToolButton::toggled, this, [this](bool open) {
        m_body->setVisible(open);
        updateHeader();
        Q_EMIT toggled(open);
    });
    m_body->installEventFilter(this);
    adoptBodyTitle();
    updateHeader();
}

bool CollapsibleSection::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_body && event->type() == QEvent::LanguageChange) {
        // The body retranslates its title after this filter has run: adopt it afterwards.
        QMetaObject::invokeMethod(this, &CollapsibleSection::adoptBodyTitle, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

bool CollapsibleSection::event(QEvent *event)
{
    if (event->type() == QEvent::LayoutRequest) {
        adoptBodyTitle();
    }
    return QWidget::event(event);
}

void CollapsibleSection::adoptBodyTitle()
{
    auto *box = qobject_cast<QGroupBox *>(m_body);
    if (box == nullptr || box->isCheckable() || box->title().isEmpty()) {
        return;
    }
    // A title the panel gave the section stays (the body's may say more, e.g. why it cannot be
    // switched off); either way the body does not show it a second time.
    if (!m_explicitTitle) {
        m_title = box->title();
    }
    box->setTitle(QString());
    updateHeader();
}

bool CollapsibleSection::isOpen() const
{
    return m_header->isChecked();
}

void CollapsibleSection::setOpen(bool open)
{
    m_header->setChecked(open);
    m_body->setVisible(open); // also when the state did not change (a body shown by its own setSpec)
}

void CollapsibleSection::setTitle(const QString &title)
{
    m_title = title;
    m_explicitTitle = true;
    updateHeader();
}

void CollapsibleSection::setSummary(const QString &summary)
{
    m_summary = summary;
    updateHeader();
}

void CollapsibleSection::updateHeader()
{
    m_header->setArrowType(isOpen() ? Qt::DownArrow : Qt::RightArrow);
    // Titles carry no '&': the mnemonics belong to the fields (tst_mainwindow's uniqueness test).
    QString text = m_title;
    if (!isOpen() && !m_summary.isEmpty()) {
        //: a folded section of the inputs panel: its title and what it holds, e.g. "Model — Llama 3.1 70B"
        text = tr("%1 — %2").arg(m_title, m_summary);
    }
    m_header->setText(text);
}

} // namespace capplan::views
