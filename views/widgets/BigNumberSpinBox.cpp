// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/BigNumberSpinBox.h"

#include "model/plan/PlanSpec.h"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace capplan::views {

namespace {

// Magnitude suffixes as used for model and data sizes: 8B parameters, 2T tokens. "G" is accepted
// for "giga" because some people write 8G.
double suffixFactor(QChar suffix)
{
    switch (suffix.toUpper().unicode()) {
    case 'K':
        return 1e3;
    case 'M':
        return 1e6;
    case 'B':
    case 'G':
        return 1e9;
    case 'T':
        return 1e12;
    default:
        return 0.0;
    }
}

} // namespace

BigNumberSpinBox::BigNumberSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setDecimals(0);
    // The plan's own bound: 1e15 tokens is far beyond any training run today.
    setRange(0.0, model::kMaxTokens);
    setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    setGroupSeparatorShown(true);
}

std::optional<double> BigNumberSpinBox::parse(const QString &text, const QLocale &locale)
{
    // Spaces group digits in many hands ("2 000 000 000"); the locale's own separator is left in
    // place because QLocale checks it (a German "2.5e12" must not turn into 25e12).
    QString t = text.trimmed();
    t.remove(QLatin1Char(' '));
    if (t.isEmpty()) {
        return std::nullopt;
    }
    double factor = 1.0;
    if (const double f = suffixFactor(t.back()); f > 0.0) {
        factor = f;
        t.chop(1);
    }
    bool ok = false;
    double value = locale.toDouble(t, &ok);
    if (!ok) {
        // Scientific notation and a '.' decimal point read the same in every locale.
        value = QLocale::c().toDouble(t, &ok);
    }
    if (!ok || !std::isfinite(value * factor)) {
        return std::nullopt;
    }
    return value * factor;
}

QValidator::State BigNumberSpinBox::validate(QString &input, int & /*pos*/) const
{
    if (input.trimmed().isEmpty()) {
        return QValidator::Intermediate;
    }
    // Refuse characters that can never become a number, so stray keys do not enter the box.
    static const QRegularExpression allowed(QStringLiteral("^[0-9eE+\\-.,'\\s\u00A0\u202FkKmMbBgGtT]*$"));
    if (!allowed.match(input).hasMatch()) {
        return QValidator::Invalid;
    }
    // A magnitude suffix or an exponent follows digits: a letter before any digit ("b" of a
    // typed "abc") can never become a number, so it does not enter the box either.
    static const QRegularExpression letterFirst(QStringLiteral("^[\\s+\\-]*[eEkKmMbBgGtT]"));
    if (letterFirst.match(input).hasMatch()) {
        return QValidator::Invalid;
    }
    const auto value = parse(input, locale());
    if (!value) {
        return QValidator::Intermediate; // "2e", "1." …: on the way to a number
    }
    return *value >= minimum() && *value <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

double BigNumberSpinBox::valueFromText(const QString &text) const
{
    return parse(text, locale()).value_or(value());
}

QString BigNumberSpinBox::textFromValue(double value) const
{
    return locale().toString(value, 'f', 0);
}

QSize BigNumberSpinBox::narrowed(QSize hint) const
{
    // QAbstractSpinBox sizes itself for the widest value, 1e15 with separators, which would make
    // the whole form wider; size for trillions instead (longer numbers scroll inside the box).
    const QFontMetrics metrics = fontMetrics();
    const int widest = metrics.horizontalAdvance(textFromValue(maximum()));
    const int typical = metrics.horizontalAdvance(textFromValue(8.888e12));
    hint.setWidth(hint.width() - std::max(0, widest - typical));
    return hint;
}

QSize BigNumberSpinBox::sizeHint() const
{
    return narrowed(QDoubleSpinBox::sizeHint());
}

QSize BigNumberSpinBox::minimumSizeHint() const
{
    return narrowed(QDoubleSpinBox::minimumSizeHint());
}

void BigNumberSpinBox::fixup(QString &input) const
{
    if (const auto value = parse(input, locale())) {
        input = textFromValue(std::clamp(*value, minimum(), maximum()));
    }
}

} // namespace capplan::views
