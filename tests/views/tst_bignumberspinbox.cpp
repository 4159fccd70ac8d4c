// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/BigNumberSpinBox.h"

#include <QTest>

using capplan::views::BigNumberSpinBox;

class TestBigNumberSpinBox : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void parse_data();
    void parse();
    void typing();
    void showsGroupedDigits();
};

void TestBigNumberSpinBox::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestBigNumberSpinBox::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("expected"); // -1: not a number
    QTest::newRow("scientific") << "2e9"
                                << "en_US" << 2e9;
    QTest::newRow("scientific, decimal") << "2.5e12"
                                         << "en_US" << 2.5e12;
    QTest::newRow("grouped") << "2,000,000,000"
                             << "en_US" << 2e9;
    QTest::newRow("spaces") << "2 000 000 000"
                            << "en_US" << 2e9;
    QTest::newRow("B suffix") << "8B"
                              << "en_US" << 8e9;
    QTest::newRow("lower-case suffix") << "300m"
                                       << "en_US" << 3e8;
    QTest::newRow("T suffix with decimal") << "1.5T"
                                           << "en_US" << 1.5e12;
    QTest::newRow("German grouping") << "2.000.000.000"
                                     << "de_DE" << 2e9;
    // A German decimal comma and an English "2.5e12" both mean what they say.
    QTest::newRow("German decimal comma") << "2,5e12"
                                          << "de_DE" << 2.5e12;
    QTest::newRow("C notation in German UI") << "2.5e12"
                                             << "de_DE" << 2.5e12;
    QTest::newRow("half typed exponent") << "2e"
                                         << "en_US" << -1.0;
    QTest::newRow("letters") << "abc"
                             << "en_US" << -1.0;
    QTest::newRow("empty") << ""
                           << "en_US" << -1.0;
}

void TestBigNumberSpinBox::parse()
{
    QFETCH(QString, text);
    QFETCH(QString, locale);
    QFETCH(double, expected);
    const auto value = BigNumberSpinBox::parse(text, QLocale(locale));
    if (expected < 0) {
        QVERIFY(!value.has_value());
    } else {
        QVERIFY(value.has_value());
        QCOMPARE(*value, expected);
    }
}

void TestBigNumberSpinBox::typing()
{
    BigNumberSpinBox box;
    box.setValue(1.0);
    box.show();
    box.selectAll();
    QTest::keyClicks(&box, QStringLiteral("2e9"));
    QCOMPARE(box.value(), 2e9);
    box.selectAll();
    QTest::keyClicks(&box, QStringLiteral("8B"));
    QCOMPARE(box.value(), 8e9);
    // Characters that can never be part of a number do not get in.
    box.selectAll();
    QTest::keyClicks(&box, QStringLiteral("7x"));
    QCOMPARE(box.value(), 7.0);
}

void TestBigNumberSpinBox::showsGroupedDigits()
{
    BigNumberSpinBox box;
    box.setValue(2e9);
    QCOMPARE(box.text(), QStringLiteral("2,000,000,000"));
    box.setLocale(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(box.textFromValue(8e9), QStringLiteral("8.000.000.000"));
}

QTEST_MAIN(TestBigNumberSpinBox)
#include "tst_bignumberspinbox.moc"
