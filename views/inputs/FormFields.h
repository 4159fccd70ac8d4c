// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/widgets/BigNumberSpinBox.h"
#include "views/widgets/DurationSpinBox.h"

#include <QDoubleSpinBox>
#include <QRegularExpression>
#include <QSpinBox>
#include <QString>

#include <algorithm>
#include <cmath>

// Small helpers the input forms share (plan, risk, fabric and memory inputs): number fields set
// up alike, values written back without creating edits, and labels without their mnemonic.
namespace capplan::views::form {

// How close a widget's value must be to the spec's to count as "already shown". Spin boxes
// round to their decimals, so compare at a tolerance finer than any of them displays.
inline bool same(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

inline void setValueIfDifferent(QDoubleSpinBox *spin, double value)
{
    if (!same(spin->value(), value)) {
        spin->setValue(value);
    }
}

inline void setValueIfDifferent(QSpinBox *spin, int value)
{
    if (spin->value() != value) {
        spin->setValue(value);
    }
}

inline QDoubleSpinBox *makeSpin(QWidget *parent, const char *objectName, double minimum, double maximum, int decimals)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setRange(minimum, maximum);
    spin->setDecimals(decimals);
    spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight);
    spin->setAccelerated(true);
    return spin;
}

inline QSpinBox *makeIntSpin(QWidget *parent, const char *objectName, int minimum, int maximum)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setRange(minimum, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight);
    spin->setAccelerated(true);
    return spin;
}

// Durations held in hours (deadline, overhead): typed as "36 h", "5 d" or "2 w" (DurationSpinBox).
inline DurationSpinBox *makeDurationSpin(QWidget *parent, const char *objectName, double maximum)
{
    auto *spin = new DurationSpinBox(parent);
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setRange(0.0, maximum);
    spin->setDecimals(2);
    return spin;
}

// Counts that reach billions (parameters, tokens): typed as "8B" or "70e9".
inline BigNumberSpinBox *makeBigSpin(QWidget *parent, const char *objectName, double maximum)
{
    auto *spin = new BigNumberSpinBox(parent);
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setMaximum(maximum);
    spin->setAlignment(Qt::AlignRight);
    return spin;
}

// "Dead&line:" → "Deadline": a label as it reads inside a sentence.
inline QString withoutMnemonic(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    if (text.endsWith(QLatin1Char(':'))) {
        text.chop(1);
    }
    return text;
}

} // namespace capplan::views::form
