// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "views/inputs/SizeFactsPanel.h"

#include <QLabel>
#include <QTest>

using namespace capplan;
using Row = views::SizeFactsPanel::Row;

class TestSizeFactsPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { delete m_panel; }
    void ndH100();
    void sizeWithoutInfiniBand();
    void unverifiedPriceIsMarked();
    void retiredSize();
    void noSize();

private:
    void show(const char *sku);

    model::Catalog m_catalog;
    views::SizeFactsPanel *m_panel = nullptr;
};

void TestSizeFactsPanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = data::CatalogStore::embeddedDefault().value();
    m_panel = new views::SizeFactsPanel;
}

void TestSizeFactsPanel::show(const char *sku)
{
    m_panel->setSize(m_catalog.findSize(sku), m_catalog.findPrice(sku, "eastus", model::Tier::Dedicated, "USD"),
                     QStringLiteral("2026-11-30"));
}

void TestSizeFactsPanel::ndH100()
{
    show("Standard_ND96isr_H100_v5");
    QCOMPARE(m_panel->value(Row::Vcpus), QStringLiteral("96"));
    QVERIFY(m_panel->value(Row::Gpus).startsWith(QStringLiteral("8 × ")));
    QCOMPARE(m_panel->value(Row::Bf16Tflops), QStringLiteral("989 TFLOP/s per GPU"));
    QCOMPARE(m_panel->value(Row::InfiniBandPerGpu), QStringLiteral("400 Gb/s"));
    QCOMPARE(m_panel->value(Row::InfiniBandPerVm), QStringLiteral("3,200 Gb/s"));
    QCOMPARE(m_panel->value(Row::QuotaFamily), QStringLiteral("standardNDSH100v5Family"));
    QVERIFY(m_panel->value(Row::Price).contains(QStringLiteral("$98.32")));
    QVERIFY(!m_panel->isMarkedUnverified(Row::Price));
    // Every fact names its source and date: a footnote mark and the date beside it, the sources
    // listed in full below the facts.
    QVERIFY(m_panel->findChild<QLabel *>(QStringLiteral("factPrice"))->toolTip().contains(QStringLiteral("Source:")));
    QCOMPARE(m_panel->sourceNote(Row::Vcpus), QStringLiteral("[1] as of 11/30/26"));
    QCOMPARE(m_panel->sourceNote(Row::Bf16Tflops), QStringLiteral("[2] as of 11/30/26"));
    // The fabric model's in-VM figures, each with its own source.
    QCOMPARE(m_panel->value(Row::NvLink), QStringLiteral("450 GB/s per direction"));
    QCOMPARE(m_panel->value(Row::MeasuredBus), QStringLiteral("479 GB/s bus bandwidth"));
    QCOMPARE(m_panel->sourceNote(Row::NvLink), QStringLiteral("[3] as of 11/30/26"));
    QCOMPARE(m_panel->sourceNote(Row::MeasuredBus), QStringLiteral("[4] as of 11/30/26"));
    QCOMPARE(m_panel->sourceNote(Row::Price), QStringLiteral("[5] as of 11/30/26"));
    QCOMPARE(m_panel->footnotes(),
             QStringLiteral("[1] Microsoft Learn: ND H100 v5 size series\n"
                            "[2] NVIDIA H100 SXM datasheet (dense BF16 Tensor Core)\n"
                            "[3] NVIDIA NVLink specification (per GPU and direction)\n"
                            "[4] Azure AI-benchmarking-guide: nccl-tests all_reduce_perf in one VM, 8 GB messages\n"
                            "[5] Azure Retail Prices API: eastus, Linux, pay-as-you-go"));
}

void TestSizeFactsPanel::sizeWithoutInfiniBand()
{
    show("Standard_NC40ads_H100_v5");
    QCOMPARE(m_panel->value(Row::InfiniBandPerGpu), QStringLiteral("none"));
    QCOMPARE(m_panel->value(Row::InfiniBandPerVm), QStringLiteral("none"));
    QCOMPARE(m_panel->value(Row::Vcpus), QStringLiteral("40"));
    QCOMPARE(m_panel->value(Row::NvLink), QStringLiteral("unknown"));
    QCOMPARE(m_panel->value(Row::MeasuredBus), QStringLiteral("not measured"));
}

void TestSizeFactsPanel::unverifiedPriceIsMarked()
{
    show("Standard_ND96isr_H200_v5");
    QVERIFY(m_panel->isMarkedUnverified(Row::Price));
    QVERIFY(m_panel->sourceNote(Row::Price).contains(QStringLiteral("unverified")));
    QVERIFY(m_panel->footnotes().contains(QStringLiteral("estimate: not confirmed against the Azure Retail Prices API")));
    QVERIFY(!m_panel->isMarkedUnverified(Row::Vcpus));
}

void TestSizeFactsPanel::retiredSize()
{
    show("Standard_NC24s_v3");
    QVERIFY(m_panel->value(Row::Status).contains(QStringLiteral("retired on")));
}

void TestSizeFactsPanel::noSize()
{
    m_panel->setSize(nullptr, nullptr, QStringLiteral("2026-11-30"));
    QCOMPARE(m_panel->value(Row::Vcpus), QStringLiteral(u"\u2014"));
}

QTEST_MAIN(TestSizeFactsPanel)
#include "tst_sizefactspanel.moc"
