// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

class QToolButton;
class QVBoxLayout;

namespace capplan::views {

// One foldable block of the inputs panel: a header button with an arrow and the block's title,
// and the block's own widget below it, shown while the section is open. The block stays a widget
// of its own (a group box of fields), so a new block is one more section. Folding hides the body,
// so its fields leave the tab chain and the mnemonics until it is opened again; the key
// (objectName) names the section in the remembered set of open sections. A body that is a plain
// (not checkable) group box hands its title to the header, also after a language switch, so the
// title is not shown twice; a checkable one keeps it, as it is the block's switch.
class CollapsibleSection : public QWidget {
    Q_OBJECT

public:
    CollapsibleSection(const QString &key, QWidget *body, QWidget *parent = nullptr);

    QString key() const { return objectName(); }
    QWidget *body() const { return m_body; }
    QToolButton *header() const { return m_header; }
    bool isOpen() const;
    void setOpen(bool open);
    void setTitle(const QString &title);
    // A short summary shown after the title while folded ("Llama 3.1 70B", "off").
    void setSummary(const QString &summary);

Q_SIGNALS:
    void toggled(bool open);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    // A body that retitles itself later (a block that stops being checkable) asks its parent, the
    // section, for a new layout: the title is adopted then too.
    bool event(QEvent *event) override;

private:
    void updateHeader();
    void adoptBodyTitle();

    QToolButton *m_header = nullptr;
    QWidget *m_body = nullptr;
    QString m_title;
    bool m_explicitTitle = false;
    QString m_summary;
};

} // namespace capplan::views
