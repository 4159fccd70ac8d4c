// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/DurationSpinBox.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <array>
#include <cmath>

namespace capplan::views {

namespace {

struct Unit {
    const char *word;
    double hours;
};

// The unit words a duration takes, English and German (the interface's two languages), each with
// its hours. Matching is case-insensitive and whole-word: "d" is a day, "da" is on its way to
// "day" (Intermediate), "dx" is nothing (Invalid).
constexpr std::array kUnits{
    Unit{"h", 1.0},       Unit{"hr", 1.0},       Unit{"hrs", 1.0},       Unit{"hour", 1.0},    Unit{"hours", 1.0},
    Unit{"std", 1.0},     Unit{"std.", 1.0},     Unit{"stunde", 1.0},    Unit{"stunden", 1.0}, Unit{"d", 24.0},
    Unit{"day", 24.0},    Unit{"days", 24.0},    Unit{"tag", 24.0},    Unit{"tage", 24.0},
    Unit{"tagen", 24.0},  Unit{"w", 168.0},      Unit{"wk", 168.0},      Unit{"wks", 168.0},   Unit{"week", 168.0},
    Unit{"weeks", 168.0}, Unit{"woche", 168.0},  Unit{"wochen", 168.0},
};

bool isUnitPrefix(const QString &unit)
{
    return std::any_of(kUnits.begin(), kUnits.end(),
                       [&](const Unit &u) { return QString::fromLatin1(u.word).startsWith(unit, Qt::CaseInsensitive); });
}

} // namespace

DurationSpinBox::DurationSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    setGroupSeparatorShown(true);
    setAlignment(Qt::AlignRight);
    setAccelerated(true);
    // KeystrokeExplainer's sentence for a refused key in this field.
    setProperty("capplanKeystrokeHint", unitHint());
}

QString DurationSpinBox::unitHint()
{
    return QCoreApplication::translate("capplan::views::DurationSpinBox",
                                       "A duration goes here: a number of hours, or a number with a unit: h, d or w "
                                       "(e.g. “36 h”, “5 d”, “2 w”).");
}

double DurationSpinBox::hoursPerUnit(const QString &unit)
{
    const QString u = unit.trimmed();
    if (u.isEmpty()) {
        return 0.0;
    }
    for (const Unit &known : kUnits) {
        if (u.compare(QString::fromLatin1(known.word), Qt::CaseInsensitive) == 0) {
            return known.hours;
        }
    }
    // The unit as this interface prints it (textFromValue: " h" translated).
    const QString shown = QCoreApplication::translate("capplan::views::DurationSpinBox", "h");
    return u.compare(shown, Qt::CaseInsensitive) == 0 ? 1.0 : 0.0;
}

void DurationSpinBox::split(const QString &text, QString &number, QString &unit)
{
    // The number is everything up to the first letter that cannot be part of one (an "e" followed
    // by a digit or sign is an exponent); the rest is the unit.
    const QString t = text.trimmed();
    int end = 0;
    while (end < t.size()) {
        const QChar c = t.at(end);
        if (c.isLetter()) {
            const bool exponent = (c == QLatin1Char('e') || c == QLatin1Char('E')) && end > 0 &&
                                  end + 1 < t.size() &&
                                  (t.at(end + 1).isDigit() || t.at(end + 1) == QLatin1Char('+') ||
                                   t.at(end + 1) == QLatin1Char('-'));
            if (!exponent) {
                break;
            }
        }
        ++end;
    }
    number = t.left(end).trimmed();
    unit = t.mid(end).trimmed();
}

std::optional<double> DurationSpinBox::parse(const QString &text, const QLocale &locale)
{
    QString number;
    QString unit;
    split(text, number, unit);
    if (number.isEmpty()) {
        return std::nullopt;
    }
    const double factor = unit.isEmpty() ? 1.0 : hoursPerUnit(unit);
    if (factor <= 0.0) {
        return std::nullopt;
    }
    bool ok = false;
    double value = locale.toDouble(number, &ok);
    if (!ok) {
        // Scientific notation and a '.' decimal point read the same in every locale.
        value = QLocale::c().toDouble(number, &ok);
    }
    if (!ok || !std::isfinite(value * factor)) {
        return std::nullopt;
    }
    return value * factor;
}

QValidator::State DurationSpinBox::validate(QString &input, int & /*pos*/) const
{
    const QString trimmed = input.trimmed();
    if (trimmed.isEmpty()) {
        return QValidator::Intermediate;
    }
    QString number;
    QString unit;
    split(trimmed, number, unit);
    // Letters before any digit, or a unit word no unit starts with: no text it can become is a
    // duration, so the keystroke that made it is refused (and explained).
    if (number.isEmpty() || (!unit.isEmpty() && !isUnitPrefix(unit) && hoursPerUnit(unit) <= 0.0)) {
        return QValidator::Invalid;
    }
    static const QRegularExpression numeric(QStringLiteral("^[0-9eE+\\-.,'\\s\u00A0\u202F]*$"));
    if (!numeric.match(number).hasMatch()) {
        return QValidator::Invalid;
    }
    const auto hours = parse(trimmed, locale());
    if (!hours) {
        return QValidator::Intermediate; // "1.", "5 da": on the way to a duration
    }
    return *hours >= minimum() && *hours <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

double DurationSpinBox::valueFromText(const QString &text) const
{
    return parse(text, locale()).value_or(value());
}

QString DurationSpinBox::textFromValue(double value) const
{
    //: The unit after a number of hours in a duration field ("120 h"); typing it back must work.
    return locale().toString(value, 'f', decimals()) + QLatin1Char(' ') +
           QCoreApplication::translate("capplan::views::DurationSpinBox", "h");
}

void DurationSpinBox::fixup(QString &input) const
{
    auto hours = parse(input, locale());
    if (!hours) {
        // A unit typed in part ("5 da", "2 wo") when the field is left: every unit word that
        // starts so has the same hours (kUnits), so the text is read with that unit rather than
        // falling back to the last number the field took ("5" of "5 days").
        QString number;
        QString unit;
        split(input, number, unit);
        const auto match = std::find_if(kUnits.begin(), kUnits.end(), [&](const Unit &u) {
            return !unit.isEmpty() && QString::fromLatin1(u.word).startsWith(unit, Qt::CaseInsensitive);
        });
        if (match != kUnits.end()) {
            hours = parse(number + QLatin1Char(' ') + QString::fromLatin1(match->word), locale());
        }
    }
    if (hours) {
        input = textFromValue(std::clamp(*hours, minimum(), maximum()));
    }
}

} // namespace capplan::views
