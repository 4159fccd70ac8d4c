// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDoubleSpinBox>
#include <optional>

namespace capplan::views {

// A spin box for counts in the billions and trillions (tokens, parameters). It shows whole
// numbers with the locale's digit grouping and also accepts what people type for such numbers:
// "2e9", "2.5e12", "8B", "8 G", "1.5T", "300M", "2,000,000,000".
class BigNumberSpinBox : public QDoubleSpinBox {
    Q_OBJECT

public:
    explicit BigNumberSpinBox(QWidget *parent = nullptr);

    // The value `text` stands for, or nothing when it is not (yet) a number.
    static std::optional<double> parse(const QString &text, const QLocale &locale);

    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;
    QString textFromValue(double value) const override;
    void fixup(QString &input) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    QSize narrowed(QSize hint) const;
};

} // namespace capplan::views
