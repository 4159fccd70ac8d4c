// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/KeystrokeExplainer.h"

#include <QAbstractSpinBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QToolTip>
#include <QValidator>

namespace capplan::views {

namespace {
// Set on a spin box while the keystrokes after a rejected minus sign are still coming.
constexpr const char *kRejectedMinus = "capplanRejectedMinus";
} // namespace

KeystrokeExplainer::KeystrokeExplainer(QObject *parent)
    : QObject(parent)
{
}

KeystrokeExplainer *KeystrokeExplainer::install(QWidget *root)
{
    auto *explainer = new KeystrokeExplainer(root);
    for (QAbstractSpinBox *spin : root->findChildren<QAbstractSpinBox *>()) {
        explainer->watch(spin);
    }
    return explainer;
}

void KeystrokeExplainer::watch(QAbstractSpinBox *spin)
{
    spin->installEventFilter(this);
}

QString KeystrokeExplainer::explanation(QChar rejected)
{
    if (rejected == QLatin1Char('-')) {
        return tr("Must be positive: this value cannot be negative.");
    }
    if (rejected.isLetter()) {
        return tr("Only a number goes here: “%1” is not part of one.").arg(rejected);
    }
    return tr("“%1” does not fit a number here.").arg(rejected);
}

bool KeystrokeExplainer::eventFilter(QObject *watched, QEvent *event)
{
    auto *spin = qobject_cast<QAbstractSpinBox *>(watched);
    if (spin != nullptr && event->type() == QEvent::FocusOut) {
        spin->setProperty(kRejectedMinus, QVariant());
    }
    if (spin == nullptr || event->type() != QEvent::KeyPress || spin->isReadOnly()) {
        return QObject::eventFilter(watched, event);
    }
    const auto *key = static_cast<QKeyEvent *>(event);
    const QString typed = key->text();
    if (typed.size() != 1 || !typed.front().isPrint() || (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        return QObject::eventFilter(watched, event);
    }
    // The text the keystroke would make: the character in place of the selection, at the cursor.
    const QLineEdit *edit = spin->findChild<QLineEdit *>();
    if (edit == nullptr) {
        return QObject::eventFilter(watched, event);
    }
    QString text = edit->text();
    int position = edit->cursorPosition();
    if (edit->hasSelectedText()) {
        position = edit->selectionStart();
        text.remove(position, static_cast<int>(edit->selectedText().size()));
    }
    text.insert(position, typed);
    int at = position + 1;
    // A lone "-" validates as the start of a number even where none can be negative; such a field
    // never keeps it.
    bool negativeImpossible = false;
    if (const auto *real = qobject_cast<const QDoubleSpinBox *>(spin)) {
        negativeImpossible = real->minimum() >= 0.0;
    } else if (const auto *whole = qobject_cast<const QSpinBox *>(spin)) {
        negativeImpossible = whole->minimum() >= 0;
    }
    const bool minusRejected = typed == QStringLiteral("-") && negativeImpossible;
    // The digits typed right after a rejected minus ("-5") are the rest of a negative number: they
    // are rejected with it, so the field stays as it was (not "135" from "13"), and the message
    // stays the one about the sign rather than blaming the digit. The property holds the field's
    // text as the minus left it; any key the field takes, or leaving it, ends the negative number.
    const QChar c = typed.front();
    const QVariant afterMinus = spin->property(kRejectedMinus);
    const bool restOfNegative = afterMinus.isValid() && afterMinus.toString() == edit->text() &&
                                (c.isDigit() || c == QLatin1Char('.') || c == QLatin1Char(','));
    if (minusRejected || restOfNegative || spin->validate(text, at) == QValidator::Invalid) {
        // A field that takes more than a number (a duration with its unit) says what it takes.
        const QVariant hint = spin->property("capplanKeystrokeHint");
        const QString message = hint.isValid() && c.isLetter() && !minusRejected && !restOfNegative
                                    ? hint.toString()
                                    : explanation(restOfNegative ? QLatin1Char('-') : c);
        spin->setProperty(kRejectedMinus, minusRejected || restOfNegative ? QVariant(edit->text()) : QVariant());
        QToolTip::showText(spin->mapToGlobal(QPoint(0, spin->height())), message, spin);
        Q_EMIT explained(message);
        if (minusRejected || restOfNegative) {
            // Swallowed: the spin box would take a lone "-" (as the start of a number) and the
            // digit after it; the field stays as it was.
            return true;
        }
    } else {
        spin->setProperty(kRejectedMinus, QVariant());
    }
    return QObject::eventFilter(watched, event);
}

} // namespace capplan::views
