// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The inputs' "Training data" section, driven like a user would: the data region, the dataset's
// size and an own transfer price are plan fields (data_region, dataset_gb, transfer_price_per_gb),
// each edit one undo step; the note says which price the copy pays (the plan's, the catalog's
// inter-region tier, or none) and the evaluation's copy cost is the one it names.
#include "InputsDriving.h"
#include "data/store/CatalogStore.h"
#include "views/inputs/DataInputs.h"
#include "views/inputs/InputsPanel.h"
#include "views/main/PlanController.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QScrollArea>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace capplan;
using testing::click;
using testing::typeInto;

namespace {

// The example plan (ND96isr H100 v5 in eastus) with its data elsewhere.
model::PlanSpec plan()
{
    model::PlanSpec spec = model::examplePlan();
    spec.nodes = {1, 2, 4};
    return spec;
}

} // namespace

class TestDataInputs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void fieldsEditThePlan();
    void ownPriceIsTheCopysPrice();
    void catalogPriceIsNamed();
    void sameRegionNeedsNoCopy();
    void unknownRegionIsMarked();
    void foldedSectionSaysWhere();

private:
    void start(const model::Catalog &catalog, const model::PlanSpec &spec);
    views::DataInputs *inputs() const { return m_panel->findChild<views::DataInputs *>(QStringLiteral("dataGroup")); }
    const model::PlanSpec &spec() const { return m_controller->spec(); }

    model::Catalog m_catalog;
    std::unique_ptr<views::PlanController> m_controller;
    std::unique_ptr<views::InputsPanel> m_panel;
};

void TestDataInputs::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = data::CatalogStore::embeddedDefault().value();
}

void TestDataInputs::init()
{
    start(m_catalog, plan());
}

void TestDataInputs::start(const model::Catalog &catalog, const model::PlanSpec &spec)
{
    m_panel.reset();
    m_controller = std::make_unique<views::PlanController>(catalog);
    m_controller->setTodayIso(QStringLiteral("2026-11-30"));
    m_panel = std::make_unique<views::InputsPanel>(m_controller.get());
    m_panel->resize(520, 900);
    m_panel->setOpenSections(views::InputsPanel::defaultOpenSections() << QStringLiteral("dataSection"));
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    m_controller->reset(spec);
    QVERIFY(m_controller->evaluation().ok());
}

void TestDataInputs::cleanup()
{
    m_panel.reset();
    m_controller.reset();
}

// Region, then size: two undo steps; the default catalog has no transfer prices, so the copy is
// listed unpriced and adds nothing.
void TestDataInputs::fieldsEditThePlan()
{
    views::DataInputs *data = inputs();
    QVERIFY(data != nullptr);
    QCOMPARE(data->regionCombo()->currentIndex(), 0);
    QCOMPARE(data->regionCombo()->itemText(0), QStringLiteral("None given"));
    QCOMPARE(data->sizeSpin()->text(), QStringLiteral("not given"));
    QVERIFY(!data->priceSpin()->isEnabled());
    const int steps = m_controller->undoStack()->count();
    const double cost = m_controller->evaluation().options.front().cost;

    const int westeurope = data->regionCombo()->findData(QStringLiteral("westeurope"));
    QVERIFY(westeurope > 0);
    data->regionCombo()->setCurrentIndex(westeurope);
    QCOMPARE(spec().dataRegion, std::string("westeurope"));
    QVERIFY2(data->note()->text().contains(QStringLiteral("size")), qPrintable(data->note()->text()));
    typeInto(data->sizeSpin(), QStringLiteral("2000"), true);
    QVERIFY(spec().datasetGB.has_value());
    QCOMPARE(*spec().datasetGB, 2000.0);
    QCOMPARE(m_controller->undoStack()->count(), steps + 2);

    const model::Evaluation &ev = m_controller->evaluation();
    QVERIFY(ev.dataCopy.has_value());
    QCOMPARE(ev.dataCopy->fromRegion, std::string("westeurope"));
    QCOMPARE(ev.dataCopy->toRegion, std::string("eastus"));
    QVERIFY(!ev.dataCopy->cost.has_value());
    QCOMPARE(ev.options.front().cost, cost); // unpriced: nothing added
    QVERIFY2(data->note()->text().contains(QStringLiteral("no price in USD for data sent out of westeurope")),
             qPrintable(data->note()->text()));

    m_controller->undoStack()->undo();
    QVERIFY(!spec().datasetGB.has_value());
    QCOMPARE(data->sizeSpin()->value(), 0.0);
    m_controller->undoStack()->undo();
    QVERIFY(spec().dataRegion.empty());
    QCOMPARE(data->regionCombo()->currentIndex(), 0);
}

// 2,000 GB at $0.05 per GB: $100.00 once, in every node count's cost.
void TestDataInputs::ownPriceIsTheCopysPrice()
{
    views::DataInputs *data = inputs();
    const std::vector<model::OptionRow> before = m_controller->evaluation().options;
    data->regionCombo()->setCurrentIndex(data->regionCombo()->findData(QStringLiteral("westeurope")));
    typeInto(data->sizeSpin(), QStringLiteral("2000"), true);
    click(data->priceCheck());
    QVERIFY(data->priceSpin()->isEnabled());
    QVERIFY(spec().transferPricePerGB.has_value());
    typeInto(data->priceSpin(), QStringLiteral("0.05"), true);
    QCOMPARE(*spec().transferPricePerGB, 0.05);
    QCOMPARE(data->priceSpin()->prefix(), QStringLiteral("$ "));
    QCOMPARE(data->priceSpin()->suffix(), QStringLiteral(" per GB"));

    const model::Evaluation &ev = m_controller->evaluation();
    QVERIFY(ev.dataCopy && ev.dataCopy->cost);
    QVERIFY(std::abs(*ev.dataCopy->cost - 100.0) < 1e-9);
    QCOMPARE(ev.options.size(), before.size());
    for (std::size_t i = 0; i < ev.options.size(); ++i) {
        QVERIFY2(std::abs(ev.options[i].cost - (before[i].cost + 100.0)) < 1e-6,
                 qPrintable(QStringLiteral("%1 nodes").arg(ev.options[i].nodes)));
    }
    QVERIFY2(data->note()->text() == QStringLiteral("Copying to eastus costs $100.00 once, at your price."),
             qPrintable(data->note()->text()));

    click(data->priceCheck()); // off again: back to the catalog, which has none
    QVERIFY(!spec().transferPricePerGB.has_value());
    QVERIFY(!m_controller->evaluation().dataCopy->cost.has_value());
}

// A catalog with an imported inter-continent tier out of westeurope: the note names its source.
void TestDataInputs::catalogPriceIsNamed()
{
    model::Catalog catalog = m_catalog;
    model::TransferPrice tier;
    tier.region = "westeurope";
    tier.scope = model::TransferScope::InterContinent;
    tier.currency = "USD";
    tier.tierMinimumGB = 0.0;
    tier.perGB = {0.05, {"Azure Retail Prices API", "2026-11-01"}};
    catalog.transferPrices.push_back(tier);
    model::PlanSpec spec = plan();
    spec.dataRegion = "westeurope";
    spec.datasetGB = 1000.0;
    start(catalog, spec);
    views::DataInputs *data = inputs();
    QCOMPARE(data->regionCombo()->currentData().toString(), QStringLiteral("westeurope"));
    QCOMPARE(data->sizeSpin()->value(), 1000.0);
    const model::Evaluation &ev = m_controller->evaluation();
    QVERIFY(ev.dataCopy && ev.dataCopy->cost && ev.dataCopy->fromCatalog);
    QVERIFY(std::abs(*ev.dataCopy->cost - 50.0) < 1e-9);
    QCOMPARE(data->note()->text(),
             QStringLiteral("Copying to eastus costs $50.00 once: the catalog's price Azure Retail Prices API, "
                            "2026-11-01 (between continents, $0.05 per GB on average)."));
}

void TestDataInputs::sameRegionNeedsNoCopy()
{
    views::DataInputs *data = inputs();
    data->regionCombo()->setCurrentIndex(data->regionCombo()->findData(QStringLiteral("eastus")));
    typeInto(data->sizeSpin(), QStringLiteral("500"), true);
    QVERIFY(!m_controller->evaluation().dataCopy.has_value());
    QCOMPARE(data->note()->text(), QStringLiteral("The plan runs in eastus, where the data is: no copy."));
}

// A file's region the catalog does not know stays selected, marked, and its issue points at the box.
void TestDataInputs::unknownRegionIsMarked()
{
    model::PlanSpec spec = plan();
    spec.dataRegion = "marsnorth";
    m_controller->reset(spec);
    views::DataInputs *data = inputs();
    QCOMPARE(data->regionCombo()->currentData().toString(), QStringLiteral("marsnorth"));
    QCOMPARE(data->regionCombo()->currentText(), QStringLiteral("marsnorth (not in the catalog)"));
    QVERIFY(!m_controller->evaluation().ok());
    QCOMPARE(m_panel->fieldForPath(QStringLiteral("data_region")), data->regionCombo());
    QCOMPARE(m_panel->labelForPath(QStringLiteral("data_region")), QStringLiteral("Data region"));
}

void TestDataInputs::foldedSectionSaysWhere()
{
    views::DataInputs *data = inputs();
    QCOMPARE(data->summary(spec()), QStringLiteral("none"));
    model::PlanSpec spec = plan();
    spec.dataRegion = "westeurope";
    QCOMPARE(data->summary(spec), QStringLiteral("westeurope"));
    spec.datasetGB = 12500.0;
    QCOMPARE(data->summary(spec), QStringLiteral("westeurope, 12,500 GB"));
}

QTEST_MAIN(TestDataInputs)
#include "tst_datainputs.moc"
