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
    // Revision 5: the facts as read from the snapshot on 2026-12-01, the price captured 2026-08-03.
    QCOMPARE(m_panel->sourceNote(Row::Vcpus), QStringLiteral("[1] as of 12/1/26"));
    QCOMPARE(m_panel->sourceNote(Row::Bf16Tflops), QStringLiteral("[2] as of 12/1/26"));
    // The fabric model's in-VM figures, each with its own source.
    QCOMPARE(m_panel->value(Row::NvLink), QStringLiteral("450 GB/s per direction"));
    QCOMPARE(m_panel->value(Row::MeasuredBus), QStringLiteral("479 GB/s bus bandwidth"));
    QCOMPARE(m_panel->sourceNote(Row::NvLink), QStringLiteral("[3] as of 12/1/26"));
    QCOMPARE(m_panel->sourceNote(Row::MeasuredBus), QStringLiteral("[4] as of 12/1/26"));
    // The step-time model's facts: the derived FP8 and the HGX domain unverified.
    QCOMPARE(m_panel->value(Row::Fp8Tflops), QStringLiteral("1,979 TFLOP/s per GPU"));
    QVERIFY(m_panel->isMarkedUnverified(Row::Fp8Tflops));
    QCOMPARE(m_panel->value(Row::NvlinkDomain), QStringLiteral("8 GPUs"));
    QCOMPARE(m_panel->value(Row::MemoryBandwidth), QStringLiteral("3,350 GB/s per GPU"));
    QVERIFY(!m_panel->isMarkedUnverified(Row::MemoryBandwidth));
    QCOMPARE(m_panel->value(Row::CollectiveLibrary), QStringLiteral("NCCL"));
    QCOMPARE(m_panel->sourceNote(Row::Price), QStringLiteral("[9] as of 8/3/26"));
    QVERIFY2(m_panel->footnotes().startsWith(QStringLiteral(
                 "[1] Microsoft Learn: ND H100 v5 size series "
                 "(https://learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated/ndh100v5-series)\n"
                 "[2] NVIDIA H100 SXM datasheet (dense BF16 Tensor Core)\n"
                 "[3] NVIDIA NVLink specification (per GPU and direction)\n"
                 "[4] Azure AI-benchmarking-guide: nccl-tests all_reduce_perf in one VM, 8 GB messages\n")),
             qPrintable(m_panel->footnotes()));
    QVERIFY(m_panel->footnotes().endsWith(QStringLiteral(
        "[9] Azure Retail Prices API capture (Linux), "
        "skyvan-arch/compute-merit-order@c9825db0c538dcd69ae3b2766e60aaa8baca42a6:data/final/compute_price_observations.csv")));
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
    // ND H200 v5 has no sourced price (revision 5 dropped the estimate); its NVLink rate per
    // direction is derived from the page's 900 GB/s and marked so.
    show("Standard_ND96isr_H200_v5");
    QCOMPARE(m_panel->value(Row::Price), QStringLiteral("no catalog price for this region and tier: cost unknown until one is imported"));
    QVERIFY(!m_panel->isMarkedUnverified(Row::Price));
    QVERIFY(m_panel->isMarkedUnverified(Row::NvLink));
    QVERIFY(m_panel->sourceNote(Row::NvLink).contains(QStringLiteral("unverified")));
    QVERIFY(m_panel->footnotes().contains(QStringLiteral("Derived from the snapshot's 7,200 Gb/s per GPU")));
    QVERIFY(!m_panel->isMarkedUnverified(Row::Vcpus));
    QCOMPARE(m_panel->value(Row::QuotaFamily), QStringLiteral("standardNDISRH200V5Family"));
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
