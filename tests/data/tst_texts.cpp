// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "data/Texts.h"

#include <QTest>

using namespace capplan;

namespace {
model::Catalog defaultCatalog()
{
    return data::CatalogStore::embeddedDefault().value();
}

model::Evaluation seed(std::optional<double> deadline, std::optional<double> budget = std::nullopt)
{
    model::PlanSpec spec = model::examplePlan();
    spec.deadlineHours = deadline;
    spec.budget = budget;
    return model::evaluate(spec, defaultCatalog(), "2026-11-30");
}

const data::Texts kEnglish{QLocale(QLocale::English, QLocale::UnitedStates)};
} // namespace

class TestTexts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void formats_data();
    void formats();
    void banner_data();
    void banner();
    void bannerNamesThePriceBasis_data();
    void bannerNamesThePriceBasis();
    void findings();
    void germanNumberFormats();
    void stackStrategyNamesBothFields_data();
    void stackStrategyNamesBothFields();
};

void TestTexts::formats_data()
{
    QTest::addColumn<QString>("actual");
    QTest::addColumn<QString>("expected");
    QTest::newRow("hours") << kEnglish.hours(12.352941) << "12.4 h";
    QTest::newRow("hours, whole") << kEnglish.hours(7.0) << "7.0 h";
    QTest::newRow("money") << kEnglish.money(2421.176, "USD") << "$2,421";
    QTest::newRow("money cents") << kEnglish.moneyCents(98.32, "USD") << "$98.32";
    // Every amount carries its currency: the symbol where it names one currency alone, else the code.
    QTest::newRow("money, euro") << kEnglish.money(2421.176, "EUR") << QString::fromUtf8("\u20AC2,421");
    QTest::newRow("money cents, euro") << kEnglish.moneyCents(90.12, "EUR") << QString::fromUtf8("\u20AC90.12");
    QTest::newRow("money, pound") << kEnglish.moneyCents(80.0, "GBP") << QString::fromUtf8("\u00A380.00");
    QTest::newRow("money, franc by code") << kEnglish.money(2421.176, "CHF") << "2,421 CHF";
    QTest::newRow("money, yen by code (not ¥, which is also the yuan's)") << kEnglish.money(150000.0, "JPY") << "150,000 JPY";
    QTest::newRow("money, Australian dollar by code (not $)") << kEnglish.moneyCents(140.5, "AUD") << "140.50 AUD";
    QTest::newRow("symbol, USD") << data::Texts::currencySymbol("USD") << "$";
    QTest::newRow("symbol, EUR") << data::Texts::currencySymbol("EUR") << QString::fromUtf8("\u20AC");
    QTest::newRow("symbol, SEK") << data::Texts::currencySymbol("SEK") << "SEK";
    QTest::newRow("percent") << kEnglish.percent(0.85) << "85 %";
    QTest::newRow("percent, decimals") << kEnglish.percent(0.7915037, 2) << "79.15 %";
    QTest::newRow("quantity, whole") << kEnglish.quantity(1e9) << "1,000,000,000";
    QTest::newRow("quantity, fraction") << kEnglish.quantity(0.85) << "0.85";
    QTest::newRow("quantity, huge") << kEnglish.quantity(1e308) << "1e+308";
    QTest::newRow("quantity, tiny") << kEnglish.quantity(1e-300) << "1e-300";
    // How a plan is priced, as every view of its money names it.
    using model::PlanPriceKind;
    using model::PriceBasis;
    QTest::newRow("basis, pay-as-you-go") << kEnglish.priceBasis(PriceBasis{}) << "pay-as-you-go";
    QTest::newRow("basis, 3-year reservation")
        << kEnglish.priceBasis(PriceBasis{PlanPriceKind::Reservation, 3, 0.0}) << "3-year reservation";
    QTest::newRow("basis, 1-year reservation")
        << kEnglish.priceBasis(PriceBasis{PlanPriceKind::Reservation, 1, 0.0}) << "1-year reservation";
    QTest::newRow("basis, 1-year savings plan")
        << kEnglish.priceBasis(PriceBasis{PlanPriceKind::SavingsPlan, 1, 0.0}) << "1-year savings plan";
    QTest::newRow("basis, 3-year savings plan")
        << kEnglish.priceBasis(PriceBasis{PlanPriceKind::SavingsPlan, 3, 0.0}) << "3-year savings plan";
    QTest::newRow("basis, 12 % off") << kEnglish.priceBasis(PriceBasis{PlanPriceKind::PayAsYouGo, 0, 12.0})
                                     << "pay-as-you-go with a 12 % discount";
    QTest::newRow("basis, reservation 5 % off") << kEnglish.priceBasis(PriceBasis{PlanPriceKind::Reservation, 3, 5.0})
                                                << "3-year reservation with a 5 % discount";
    QTest::newRow("basis, 99.9 % off") << kEnglish.priceBasis(PriceBasis{PlanPriceKind::PayAsYouGo, 0, 99.9})
                                       << "pay-as-you-go with a 99.9 % discount";
    QTest::newRow("basis, 7.25 % off") << kEnglish.priceBasis(PriceBasis{PlanPriceKind::SavingsPlan, 1, 7.25})
                                       << "1-year savings plan with a 7.25 % discount";
    QTest::newRow("cost header, pay-as-you-go") << kEnglish.costHeader(QStringLiteral("cost"), PriceBasis{}) << "cost";
    QTest::newRow("cost header, reservation")
        << kEnglish.costHeader(QStringLiteral("cost"), PriceBasis{PlanPriceKind::Reservation, 3, 0.0})
        << "cost (3-year reservation)";
    QTest::newRow("cost header, discount only")
        << kEnglish.costHeader(QStringLiteral("Cost"), PriceBasis{PlanPriceKind::PayAsYouGo, 0, 12.0})
        << "Cost (pay-as-you-go with a 12 % discount)";
}

void TestTexts::formats()
{
    QFETCH(QString, actual);
    QFETCH(QString, expected);
    QCOMPARE(actual, expected);
}

void TestTexts::banner_data()
{
    QTest::addColumn<double>("deadline"); // 0: none
    QTest::addColumn<double>("budget");   // 0: none
    QTest::addColumn<QString>("expected");
    // The worked example's banner, word for word (docs/sources.md, s0-finetune-sizing).
    QTest::newRow("deadline 13 h") << 13.0 << 0.0
                                   << "2 nodes: 12.4 h, $2,421 — the cheapest option that meets the 13 h deadline. "
                                      "4 nodes would finish in 7.0 h for 13 % more.";
    QTest::newRow("deadline 24 h") << 24.0 << 0.0
                                   << "1 node: 21.0 h, $2,058 — the cheapest option that meets the 24 h deadline. "
                                      "4 nodes would finish in 7.0 h for 33 % more.";
    QTest::newRow("deadline 8 h, the fastest") << 8.0 << 0.0
                                               << "4 nodes: 7.0 h, $2,744 — the cheapest option that meets the 8 h "
                                                  "deadline.";
    QTest::newRow("deadline 5 h: none, names 4 nodes at 7.0 h")
        << 5.0 << 0.0
        << "No recommendation: no node count meets the 5 h deadline. The fastest option is 4 nodes: 7.0 h, $2,744.";
    QTest::newRow("no deadline") << 0.0 << 0.0
                                 << "1 node: 21.0 h, $2,058 — the cheapest option (no deadline or budget set). 4 nodes "
                                    "would finish in 7.0 h for 33 % more.";
    QTest::newRow("deadline and budget") << 13.0 << 2500.0
                                         << "2 nodes: 12.4 h, $2,421 — the cheapest option that meets the 13 h "
                                            "deadline within the $2,500 budget. 4 nodes would finish in 7.0 h for 13 % "
                                            "more.";
    QTest::newRow("over budget") << 13.0 << 2000.0
                                 << "No recommendation: no node count stays within the $2,000 budget. The cheapest "
                                    "option is 1 node: 21.0 h, $2,058; the fastest is 4 nodes: 7.0 h, $2,744.";
    QTest::newRow("deadline 12.5 h") << 12.5 << 0.0
                                     << "2 nodes: 12.4 h, $2,421 — the cheapest option that meets the 12.5 h "
                                        "deadline. 4 nodes would finish in 7.0 h for 13 % more.";
}

void TestTexts::bannerNamesThePriceBasis_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("term");
    QTest::addColumn<double>("discount");
    QTest::addColumn<QString>("expected");
    // The seed plan at its own $98 (a reservation rate when it says so): 2 nodes take 24.705882
    // node-hours, $2,421 at full price and 24.705882 × 98 × 0.88 = $2,131 at 12 % off.
    QTest::newRow("pay-as-you-go, unchanged") << int(model::PlanPriceKind::PayAsYouGo) << 0 << 0.0
                                              << "2 nodes: 12.4 h, $2,421 — the cheapest option that meets the 13 h "
                                                 "deadline. 4 nodes would finish in 7.0 h for 13 % more.";
    QTest::newRow("12 % off") << int(model::PlanPriceKind::PayAsYouGo) << 0 << 12.0
                              << "2 nodes: 12.4 h, $2,131 — the cheapest option that meets the 13 h deadline. 4 nodes "
                                 "would finish in 7.0 h for 13 % more. Prices: pay-as-you-go with a 12 % discount.";
    QTest::newRow("3-year reservation") << int(model::PlanPriceKind::Reservation) << 3 << 0.0
                                        << "2 nodes: 12.4 h, $2,421 — the cheapest option that meets the 13 h "
                                           "deadline. 4 nodes would finish in 7.0 h for 13 % more. Prices: 3-year "
                                           "reservation.";
}

void TestTexts::bannerNamesThePriceBasis()
{
    QFETCH(int, kind);
    QFETCH(int, term);
    QFETCH(double, discount);
    model::PlanSpec spec = model::examplePlan();
    spec.priceKind = static_cast<model::PlanPriceKind>(kind);
    spec.priceTermYears = term;
    spec.discountPercent = discount;
    const auto ev = model::evaluate(spec, defaultCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QTEST(kEnglish.recommendation(ev.recommendation), "expected");
}

void TestTexts::banner()
{
    QFETCH(double, deadline);
    QFETCH(double, budget);
    const auto ev = seed(deadline > 0 ? std::optional<double>(deadline) : std::nullopt,
                         budget > 0 ? std::optional<double>(budget) : std::nullopt);
    QVERIFY(ev.ok());
    QTEST(kEnglish.recommendation(ev.recommendation), "expected");
}

void TestTexts::findings()
{
    model::PlanSpec spec = model::examplePlan();
    spec.sku = "Standard_NC40ads_H100_v5";
    spec.pricePerNodeHour.reset();
    const auto ev = model::evaluate(spec, defaultCatalog(), "2026-11-30");
    QVERIFY(ev.ok());
    QStringList texts;
    for (const auto &f : ev.findings) {
        texts << kEnglish.finding(f);
    }
    QVERIFY2(texts.join(QLatin1Char('\n')).contains(QStringLiteral("roughly 80× less bandwidth than the 3.2 Tb/s")),
             qPrintable(texts.join(QLatin1Char('\n'))));
    QVERIFY(texts.join(QLatin1Char('\n')).contains(QStringLiteral("Ethernet (40 Gb/s per VM)")));
    // The unverified H100 NVL peak is not used by a GPU-hours workload, so it is not reported.
    QVERIFY(!texts.join(QLatin1Char('\n')).contains(QStringLiteral("TFLOP/s")));

    spec.sku = "Standard_NC24s_v3";
    spec.nodes = {1};
    const auto retired = model::evaluate(spec, defaultCatalog(), "2026-11-30");
    QStringList retiredTexts;
    for (const auto &f : retired.findings) {
        retiredTexts << kEnglish.finding(f);
    }
    QVERIFY2(retiredTexts.join(QLatin1Char('\n')).contains(QStringLiteral("was retired on Tuesday, September 30, 2025")),
             qPrintable(retiredTexts.join(QLatin1Char('\n'))));
    // Revision 5 prices it from a sourced snapshot (SkyPilot's v6 catalog), so no unverified price.
    QVERIFY(!retiredTexts.join(QLatin1Char('\n')).contains(QStringLiteral("Not verified: price per node-hour")));
}

void TestTexts::germanNumberFormats()
{
    // Why the cheaper options were passed over (80 GiB = 85.9 GB, the memory model's unit).
    model::Recommendation rec;
    rec.gpuMemoryGB = 80.0 * 1.073741824;
    rec.notFitting = {1, 2};
    QCOMPARE(kEnglish.notFittingText(rec), QStringLiteral("1 and 2 nodes do not fit in 80 GiB per GPU."));
    rec.notFitting = {1};
    QCOMPARE(kEnglish.notFittingText(rec), QStringLiteral("1 node does not fit in 80 GiB per GPU."));
    rec.notFitting = {1, 2, 4};
    QCOMPARE(kEnglish.notFittingText(rec), QStringLiteral("1, 2 and 4 nodes do not fit in 80 GiB per GPU."));

    const data::Texts german{QLocale(QLocale::German, QLocale::Germany)};
    QCOMPARE(german.hours(12.352941), QStringLiteral("12,4 h"));
    // QLocale puts a no-break space between amount and symbol.
    QCOMPARE(german.money(2421.176, "USD"), QStringLiteral("2.421\u00A0$"));
    QCOMPARE(german.moneyCents(90.12, "EUR"), QStringLiteral("90,12\u00A0\u20AC"));
    QCOMPARE(german.moneyCents(2421.5, "CHF"), QStringLiteral("2.421,50 CHF"));
    // Money fields place the currency as money() does.
    QCOMPARE(german.moneyAffixes("USD"), std::make_pair(QString(), QStringLiteral(" $")));
    QCOMPARE(german.moneyAffixes("EUR"), std::make_pair(QString(), QStringLiteral(" \u20AC")));
    QCOMPARE(kEnglish.moneyAffixes("USD"), std::make_pair(QStringLiteral("$ "), QString()));
    QCOMPARE(kEnglish.moneyAffixes("CHF"), std::make_pair(QString(), QStringLiteral(" CHF")));
    QCOMPARE(german.percent(0.85), QStringLiteral("85 %"));
}

// A stack with a strategy it does not run: the message names the strategy field and lists what the
// stack runs, from model::stackRunsStrategy.
void TestTexts::stackStrategyNamesBothFields_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("megatron zero3") << QStringLiteral("megatron zero3")
                                    << QStringLiteral("\"megatron\" does not run layout.strategy \"zero3\"; it runs \"ddp\", \"zero1\"");
    QTest::newRow("fsdp zero1") << QStringLiteral("fsdp zero1")
                                << QStringLiteral("\"fsdp\" does not run layout.strategy \"zero1\"; it runs \"ddp\", \"zero2\", \"fsdp\"");
    QTest::newRow("deepspeed fsdp") << QStringLiteral("deepspeed fsdp")
                                    << QStringLiteral("\"deepspeed\" does not run layout.strategy \"fsdp\"; it runs \"ddp\", \"zero1\", "
                                                      "\"zero2\", \"zero3\"");
}

void TestTexts::stackStrategyNamesBothFields()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const data::Texts english{QLocale(QLocale::English, QLocale::UnitedStates)};
    const model::InputIssue issue{"layout.stack", model::IssueCode::StackStrategy, 0.0, 0.0, 0.0, text.toStdString()};
    QCOMPARE(english.issue(issue), expected);
}

QTEST_GUILESS_MAIN(TestTexts)
#include "tst_texts.moc"
