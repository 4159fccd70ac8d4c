// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDoubleSpinBox>
#include <QStringList>
#include <optional>

namespace capplan::views {

// A spin box for a duration held in hours (the deadline, the fixed overhead). It shows "120 h" and
// also takes what people type for a duration: "36", "36 h", "5 d", "5 days", "2 w", "1.5 weeks",
// and the German "5 Tage", "2 Wochen", "36 Std". A text it cannot read as a whole (a unit it does
// not know, letters before the number) is refused as a whole: it never drops the letters it does
// not understand and keeps the number ("5 days" must never become 5 h).
class DurationSpinBox : public QDoubleSpinBox {
    Q_OBJECT

public:
    explicit DurationSpinBox(QWidget *parent = nullptr);

    // The hours `text` stands for, or nothing when it is not (yet) a duration.
    static std::optional<double> parse(const QString &text, const QLocale &locale);
    // Hours per unit for a unit word ("h", "days", "Woche"), case-insensitive; 0 for none.
    static double hoursPerUnit(const QString &unit);
    // What the field says when a keystroke is refused (KeystrokeExplainer shows it).
    static QString unitHint();

    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;
    QString textFromValue(double value) const override;
    void fixup(QString &input) const override;

private:
    // The number and the unit word of a text, split where the number ends.
    static void split(const QString &text, QString &number, QString &unit);
};

} // namespace capplan::views
