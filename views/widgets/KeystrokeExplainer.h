// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QAbstractSpinBox;
class QWidget;

namespace capplan::views {

// A spin box drops a keystroke it cannot take (a letter, a minus sign in a field that cannot be
// negative) without a word; this says why, in a tooltip at the field and through `explained`
// (the status bar). A keystroke is rejected when the spin box's own validator finds the text it
// would make Invalid, so fields that take "2e9" or "8B" (BigNumberSpinBox) keep taking them.
class KeystrokeExplainer : public QObject {
    Q_OBJECT

public:
    // Watches every QAbstractSpinBox under `root`, now; the explainer is a child of `root`.
    static KeystrokeExplainer *install(QWidget *root);
    void watch(QAbstractSpinBox *spin);
    // The sentence for a rejected character (for tests and the tooltip).
    static QString explanation(QChar rejected);

Q_SIGNALS:
    void explained(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit KeystrokeExplainer(QObject *parent);
};

} // namespace capplan::views
