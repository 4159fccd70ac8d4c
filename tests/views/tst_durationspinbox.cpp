// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/widgets/DurationSpinBox.h"
#include "views/widgets/KeystrokeExplainer.h"

#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

using capplan::views::DurationSpinBox;
using capplan::views::KeystrokeExplainer;

// A deadline or an overhead typed with its unit is read whole: "5 days" is 120 h, never 5 h.
class TestDurationSpinBox : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void parse_data();
    void parse();
    void typing_data();
    void typing();
    void refusedKeystrokeIsExplained();
    void showsHours();
};

void TestDurationSpinBox::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestDurationSpinBox::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("hours"); // -1: not a duration
    QTest::newRow("bare number is hours") << "36" << "en_US" << 36.0;
    QTest::newRow("h") << "36 h" << "en_US" << 36.0;
    QTest::newRow("h, no space") << "36h" << "en_US" << 36.0;
    QTest::newRow("hours") << "1.5 hours" << "en_US" << 1.5;
    QTest::newRow("d") << "5 d" << "en_US" << 120.0;
    QTest::newRow("days") << "5 days" << "en_US" << 120.0;
    QTest::newRow("Days, capital") << "5 Days" << "en_US" << 120.0;
    QTest::newRow("w") << "2 w" << "en_US" << 336.0;
    QTest::newRow("weeks, decimal") << "1.5 weeks" << "en_US" << 252.0;
    QTest::newRow("grouped hours") << "1,000.00 h" << "en_US" << 1000.0;
    QTest::newRow("German Tage") << "5 Tage" << "de_DE" << 120.0;
    QTest::newRow("German decimal comma") << "1,5 Wochen" << "de_DE" << 252.0;
    QTest::newRow("German Std") << "36 Std" << "de_DE" << 36.0;
    QTest::newRow("German shown text") << "13,00 h" << "de_DE" << 13.0;
    QTest::newRow("unknown unit") << "5 dayz" << "en_US" << -1.0;
    QTest::newRow("months are not a unit") << "2 months" << "en_US" << -1.0;
    QTest::newRow("unit in part") << "5 da" << "en_US" << -1.0;
    QTest::newRow("letters only") << "days" << "en_US" << -1.0;
    QTest::newRow("empty") << "" << "en_US" << -1.0;
}

void TestDurationSpinBox::parse()
{
    QFETCH(QString, text);
    QFETCH(QString, locale);
    QFETCH(double, hours);
    const auto value = DurationSpinBox::parse(text, QLocale(locale));
    if (hours < 0) {
        QVERIFY2(!value.has_value(), qPrintable(QString::number(value.value_or(0))));
    } else {
        QVERIFY(value.has_value());
        QCOMPARE(*value, hours);
    }
}

void TestDurationSpinBox::typing_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("hours"); // the value once the field is left
    QTest::newRow("5 days") << "5 days" << 120.0;
    QTest::newRow("5 d") << "5 d" << 120.0;
    QTest::newRow("2 weeks") << "2 weeks" << 336.0;
    QTest::newRow("36") << "36" << 36.0;
    // Left with the unit half typed: read with the only unit that starts so, not as 5 h.
    QTest::newRow("5 da, left") << "5 da" << 120.0;
    QTest::newRow("2 wo, left") << "2 wo" << 336.0;
    // A letter no unit takes is refused (and explained); the rest stands.
    QTest::newRow("5 x") << "5 x" << 5.0;
}

void TestDurationSpinBox::typing()
{
    QFETCH(QString, typed);
    QFETCH(double, hours);
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *box = new DurationSpinBox(&window);
    box->setRange(0.0, 1e6);
    box->setDecimals(2);
    box->setValue(13.0);
    auto *other = new DurationSpinBox(&window);
    layout->addWidget(box);
    layout->addWidget(other);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, typed);
    QTest::keyClick(box, Qt::Key_Tab);
    QCOMPARE(box->value(), hours);
}

void TestDurationSpinBox::refusedKeystrokeIsExplained()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *box = new DurationSpinBox(&window);
    box->setRange(0.0, 1e6);
    layout->addWidget(box);
    auto *explainer = KeystrokeExplainer::install(&window);
    QSignalSpy said(explainer, &KeystrokeExplainer::explained);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("5 days"));
    QCOMPARE(said.count(), 0); // every letter of a unit is taken
    QTest::keyClicks(box, QStringLiteral("q"));
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.last().first().toString(), DurationSpinBox::unitHint());
    QCOMPARE(box->value(), 120.0);
}

void TestDurationSpinBox::showsHours()
{
    DurationSpinBox box;
    box.setRange(0.0, 1e6);
    box.setDecimals(2);
    box.setValue(120.0);
    QCOMPARE(box.text(), QStringLiteral("120.00 h"));
    box.setLocale(QLocale(QLocale::German, QLocale::Germany));
    box.setValue(1500.0);
    QCOMPARE(box.text(), QStringLiteral("1.500,00 h"));
}

QTEST_MAIN(TestDurationSpinBox)
#include "tst_durationspinbox.moc"
