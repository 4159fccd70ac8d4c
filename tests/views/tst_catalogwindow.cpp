// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog window on a file-backed store: edits through the editor dialogs, undo and redo back
// to the exact stored rows, reset to the shipped default, field checks that name the field,
// stale and unverified marks, filter and sort, keyboard use, and export/import of the catalog.
#include "data/formats/CatalogJson.h"
#include "data/store/CatalogStore.h"
#include "data/store/Settings.h"
#include "data/import/ImportPreview.h"
#include "views/catalog/CatalogEditors.h"
#include "views/catalog/CatalogModels.h"
#include "views/catalog/CatalogWindow.h"
#include "views/catalog/ImportDialog.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace capplan;
using views::CatalogTableModel;
using views::CatalogWindow;
using views::PricesTableModel;
using views::SizesTableModel;

namespace {

const QDate kToday(2026, 12, 1);
const std::string kH100 = "Standard_ND96isr_H100_v5";

model::Price priceKey(const std::string &sku, const std::string &region, model::Tier tier = model::Tier::Dedicated)
{
    model::Price p;
    p.sku = sku;
    p.region = region;
    p.tier = tier;
    return p;
}

model::Provenance typed(const std::string &asOf = "2026-12-01")
{
    return {"typed in a test", asOf, true, {}, {}};
}

} // namespace

class TestCatalogWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void editPriceThroughTheEditorAndUndo();
    void resetPriceToTheShippedDefault();
    void resetSizeFactToTheShippedDefault();
    void invalidPriceIsRefused_data();
    void invalidPriceIsRefused();
    void invalidValuesThroughTheApiAreRefused();
    void invalidSizeIsRefused_data();
    void invalidSizeIsRefused();
    void quotaAddEditUndo();
    void deleteKeyRemovesAndCtrlZRestores();
    void removeSizeAndUndo();
    void addSizeThenItsPriceAndUndoBoth();
    void staleMarking_data();
    void staleMarking();
    void unverifiedIsMarked();
    void filterAndSort();
    void gpuModelFilter();
    void stalePricesAreSaid();
    void retiredSizesShowTheirDate();
    void exportAndImportRoundTrip();
    void changesBehindTheWindowClearTheHistory();
    void transferPricesAreShownReadOnly();
    void screenshots();

private:
    model::Catalog stored() { return m_store->load().value(); }
    std::string priceOrigin(const model::Price &key);
    std::string sizeOrigin(const std::string &name);
    void activate(CatalogWindow &window);

    model::Catalog m_shipped;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<data::CatalogStore> m_store;
    std::unique_ptr<data::Settings> m_settings;
    std::unique_ptr<CatalogWindow> m_window;
};

void TestCatalogWindow::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_shipped = data::CatalogStore::embeddedDefault().value();
}

void TestCatalogWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    auto store = data::CatalogStore::open(m_dir->filePath(QStringLiteral("catalog.sqlite")));
    QVERIFY(store.ok());
    m_store = std::move(store.value());
    m_settings = std::make_unique<data::Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<CatalogWindow>(m_store.get(), m_settings.get());
    m_window->setToday(kToday);
}

void TestCatalogWindow::cleanup()
{
    m_window.reset();
    m_settings.reset();
    m_store.reset();
    m_dir.reset();
}

void TestCatalogWindow::activate(CatalogWindow &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

std::string TestCatalogWindow::priceOrigin(const model::Price &key)
{
    const data::CatalogDocument doc = m_store->document().value();
    for (std::size_t i = 0; i < doc.catalog.prices.size(); ++i) {
        if (doc.catalog.prices[i].sameKey(key)) {
            return doc.priceOrigins[i];
        }
    }
    return "absent";
}

std::string TestCatalogWindow::sizeOrigin(const std::string &name)
{
    const data::CatalogDocument doc = m_store->document().value();
    for (std::size_t i = 0; i < doc.catalog.sizes.size(); ++i) {
        if (doc.catalog.sizes[i].name == name) {
            return doc.sizeOrigins[i];
        }
    }
    return "absent";
}

void TestCatalogWindow::editPriceThroughTheEditorAndUndo()
{
    CatalogWindow &window = *m_window;
    activate(window);
    QSignalSpy changed(&window, &CatalogWindow::catalogChanged);
    const model::Price key = priceKey(kH100, "eastus");
    const model::Price shipped = *m_shipped.findPrice(kH100, "eastus", model::Tier::Dedicated, "USD");
    QCOMPARE(*stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD"), shipped);

    window.selectRow(CatalogWindow::PricesTab, window.pricesModel()->rowOf(key), PricesTableModel::PerHour);
    window.view(CatalogWindow::PricesTab)->setFocus();
    QTest::keyClick(window.view(CatalogWindow::PricesTab), Qt::Key_Return); // Enter edits
    auto *editor = qobject_cast<views::PriceEditor *>(window.openEditor());
    QVERIFY(editor != nullptr);
    QCOMPARE(editor->priceEdit()->text(), QStringLiteral("98.32"));
    QCOMPARE(editor->sizeCombo()->currentText(), QString::fromStdString(kH100));
    editor->priceEdit()->selectAll();
    QTest::keyClicks(editor->priceEdit(), QStringLiteral("101.5"));
    // A changed value needs its source.
    QVERIFY(!editor->okButton()->isEnabled());
    QVERIFY2(editor->messageLabel()->text().startsWith(QStringLiteral("Source:")),
             qPrintable(editor->messageLabel()->text()));
    QTest::keyClicks(editor->sourceEdit(), QStringLiteral("Azure portal"));
    QVERIFY2(editor->okButton()->isEnabled(), qPrintable(editor->problem()));
    QTest::mouseClick(editor->okButton(), Qt::LeftButton);
    QTRY_VERIFY(window.openEditor() == nullptr);
    // The window is active again once its editor is gone (the shortcuts below need it).
    activate(window);

    const model::Price edited = *stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD");
    QCOMPARE(edited.perNodeHour.value, 101.5);
    QCOMPARE(edited.perNodeHour.provenance.source, std::string("Azure portal"));
    QCOMPARE(edited.perNodeHour.provenance.asOf, std::string("2026-12-01"));
    QVERIFY(edited.perNodeHour.provenance.verified);
    QCOMPARE(priceOrigin(key), std::string("user"));
    QCOMPARE(changed.size(), 1);
    QVERIFY(window.undoAction()->isEnabled());
    QVERIFY2(window.undoAction()->text().contains(QStringLiteral("edit price of Standard_ND96isr_H100_v5 eastus")),
             qPrintable(window.undoAction()->text()));
    // The table shows the stored value.
    const int row = window.pricesModel()->rowOf(key);
    QCOMPARE(window.pricesModel()->index(row, PricesTableModel::PerHour).data().toString(), QStringLiteral("101.5000"));

    // Ctrl+Z: the shipped row exactly, a shipped row again.
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(*stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD"), shipped);
    QCOMPARE(priceOrigin(key), std::string("default"));
    QCOMPARE(changed.size(), 2);
    // Ctrl+Shift+Z: the edit again.
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(*stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD"), edited);
    QCOMPARE(changed.size(), 3);
}

void TestCatalogWindow::resetPriceToTheShippedDefault()
{
    CatalogWindow &window = *m_window;
    const model::Price shipped = *m_shipped.findPrice(kH100, "eastus", model::Tier::Dedicated, "USD");
    model::Price changedPrice = shipped;
    changedPrice.perNodeHour = {120.0, typed()};
    QVERIFY(window.savePrice(shipped, changedPrice));
    QCOMPARE(stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD")->perNodeHour.value, 120.0);

    window.selectRow(CatalogWindow::PricesTab, window.pricesModel()->rowOf(shipped));
    QVERIFY(window.resetAction()->isEnabled());
    window.resetAction()->trigger();
    QCOMPARE(*stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD"), shipped);
    QCOMPARE(priceOrigin(shipped), std::string("default"));
    window.undoStack()->undo();
    QCOMPARE(stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD")->perNodeHour.value, 120.0);

    // A price the application does not ship has no default to go back to.
    model::Price westus = shipped;
    westus.region = "swedencentral"; // no shipped ND96isr_H100_v5 price there
    westus.perNodeHour = {99.0, typed()};
    QVERIFY(window.savePrice(std::nullopt, westus));
    window.selectRow(CatalogWindow::PricesTab, window.pricesModel()->rowOf(westus));
    QVERIFY(!window.resetAction()->isEnabled());
    QVERIFY(!window.resetPrice(westus));
    QVERIFY(window.messageLabel()->text().contains(QStringLiteral("no default")));
}

void TestCatalogWindow::resetSizeFactToTheShippedDefault()
{
    CatalogWindow &window = *m_window;
    const model::VmSize shipped = *m_shipped.findSize(kH100);
    model::VmSize changedSize = shipped;
    changedSize.vcpus = {100, typed()};
    changedSize.ethernetGbpsPerVm = {200.0, typed()};
    QVERIFY(window.saveSize(shipped, changedSize));
    QCOMPARE(sizeOrigin(kH100), std::string("user"));

    // The selected cell's fact only.
    window.selectRow(CatalogWindow::SizesTab, window.sizesModel()->rowOf(kH100), SizesTableModel::Vcpus);
    QVERIFY(window.resetAction()->isEnabled());
    window.resetAction()->trigger();
    model::VmSize now = *stored().findSize(kH100);
    QCOMPARE(now.vcpus, shipped.vcpus);
    QCOMPARE(now.ethernetGbpsPerVm.value, 200.0);
    QCOMPARE(sizeOrigin(kH100), std::string("user"));
    // The name selected: every fact, and the row is a shipped one again.
    window.selectRow(CatalogWindow::SizesTab, window.sizesModel()->rowOf(kH100), SizesTableModel::Name);
    window.resetAction()->trigger();
    QCOMPARE(*stored().findSize(kH100), shipped);
    QCOMPARE(sizeOrigin(kH100), std::string("default"));
    // Undo twice: the edited size as it was.
    window.undoStack()->undo();
    window.undoStack()->undo();
    QCOMPARE(*stored().findSize(kH100), changedSize);
    QCOMPARE(sizeOrigin(kH100), std::string("user"));
    window.undoStack()->undo();
    QCOMPARE(*stored().findSize(kH100), shipped);
    QCOMPARE(sizeOrigin(kH100), std::string("default"));
}

void TestCatalogWindow::invalidPriceIsRefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative price") << QStringLiteral("price") << QStringLiteral("-5")
                                    << QStringLiteral("Price per hour: must be a positive number (got -5).");
    QTest::newRow("zero price") << QStringLiteral("price") << QStringLiteral("0")
                                << QStringLiteral("Price per hour: must be a positive number (got 0).");
    QTest::newRow("not a number") << QStringLiteral("price") << QStringLiteral("abc")
                                  << QStringLiteral("Price per hour: \"abc\" is not a number.");
    QTest::newRow("empty price") << QStringLiteral("price") << QString()
                                 << QStringLiteral("Price per hour: enter the Linux price of one VM for one hour.");
    QTest::newRow("huge price") << QStringLiteral("price") << QStringLiteral("1e12")
                                << QStringLiteral("Price per hour: 1,000,000,000,000 is implausibly large.");
    QTest::newRow("empty SKU") << QStringLiteral("size") << QString()
                               << QStringLiteral("Size: choose the size the price is for.");
    QTest::newRow("unknown SKU") << QStringLiteral("size") << QStringLiteral("Standard_Nothing")
                                 << QStringLiteral("Size: the catalog has no size \"Standard_Nothing\"; add the size "
                                                   "first.");
    QTest::newRow("region with spaces") << QStringLiteral("region") << QStringLiteral("East US")
                                        << QStringLiteral("Region: enter an Azure region name such as eastus "
                                                          "(lower-case letters and digits).");
    QTest::newRow("currency") << QStringLiteral("currency") << QStringLiteral("US")
                              << QStringLiteral("Currency: enter a three-letter code such as USD or EUR.");
}

void TestCatalogWindow::invalidPriceIsRefused()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, message);
    CatalogWindow &window = *m_window;
    activate(window);
    const model::Catalog before = stored();
    const model::Price key = priceKey(kH100, "eastus");
    window.selectRow(CatalogWindow::PricesTab, window.pricesModel()->rowOf(key));
    window.editAction()->trigger();
    auto *editor = qobject_cast<views::PriceEditor *>(window.openEditor());
    QVERIFY(editor != nullptr);
    QTest::keyClicks(editor->sourceEdit(), QStringLiteral("a test"));
    if (field == QStringLiteral("price")) {
        editor->priceEdit()->setText(text);
    } else if (field == QStringLiteral("size")) {
        editor->sizeCombo()->setEditText(text);
    } else if (field == QStringLiteral("region")) {
        editor->regionCombo()->setEditText(text);
    } else {
        editor->currencyEdit()->setText(text);
    }
    QCOMPARE(editor->messageLabel()->text(), message);
    QVERIFY(editor->messageLabel()->isVisibleTo(editor));
    QVERIFY(!editor->okButton()->isEnabled());
    // Enter does not get past it either: the dialog stays, nothing is written.
    QTest::keyClick(editor, Qt::Key_Return);
    QVERIFY(editor->isVisible());
    QCOMPARE(editor->result(), int(QDialog::Rejected));
    QVERIFY(stored() == before);
    editor->reject();
    QTRY_VERIFY(window.openEditor() == nullptr);
    QVERIFY(stored() == before);
    QVERIFY(!window.undoAction()->isEnabled());
}

void TestCatalogWindow::invalidValuesThroughTheApiAreRefused()
{
    CatalogWindow &window = *m_window;
    QSignalSpy changed(&window, &CatalogWindow::catalogChanged);
    const model::Catalog before = stored();
    const model::Price shipped = *m_shipped.findPrice(kH100, "eastus", model::Tier::Dedicated, "USD");
    model::Price negative = shipped;
    negative.perNodeHour.value = -5.0;
    QVERIFY(!window.savePrice(shipped, negative));
    QVERIFY2(window.messageLabel()->text().startsWith(QStringLiteral("Price per hour:")),
             qPrintable(window.messageLabel()->text()));
    QVERIFY(window.messageLabel()->isVisibleTo(&window));
    model::Price noSku = shipped;
    noSku.sku.clear();
    QVERIFY(!window.savePrice(std::nullopt, noSku));
    QVERIFY2(window.messageLabel()->text().startsWith(QStringLiteral("Size:")),
             qPrintable(window.messageLabel()->text()));
    model::QuotaUsage quota;
    quota.region = "eastus";
    quota.family = "standardNDSH100v5Family";
    quota.limit = -7;
    QVERIFY(!window.saveQuota(std::nullopt, quota));
    QVERIFY2(window.messageLabel()->text().startsWith(QStringLiteral("Limit:")),
             qPrintable(window.messageLabel()->text()));
    model::VmSize size = *m_shipped.findSize(kH100);
    size.memoryGiB.value = 0.0;
    QVERIFY(!window.saveSize(*m_shipped.findSize(kH100), size));
    QVERIFY2(window.messageLabel()->text().startsWith(QStringLiteral("RAM:")),
             qPrintable(window.messageLabel()->text()));
    QVERIFY(stored() == before);
    QCOMPARE(changed.size(), 0);
    QCOMPARE(window.undoStack()->count(), 0);
}

void TestCatalogWindow::invalidSizeIsRefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative vCPUs") << QStringLiteral("vcpusEdit") << QStringLiteral("-4")
                                    << QStringLiteral("vCPUs: must be greater than zero (got -4).");
    QTest::newRow("fractional GPUs") << QStringLiteral("gpusEdit") << QStringLiteral("7.5")
                                     << QStringLiteral("GPUs per VM: enter a whole number.");
    QTest::newRow("negative InfiniBand") << QStringLiteral("ibEdit") << QStringLiteral("-400")
                                         << QStringLiteral("InfiniBand: must not be negative (got -400).");
    QTest::newRow("bad retirement date") << QStringLiteral("retirementEdit") << QStringLiteral("2026-13-40")
                                         << QStringLiteral("Retirement date: enter a date as yyyy-mm-dd, or nothing.");
}

void TestCatalogWindow::invalidSizeIsRefused()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, message);
    views::SizeEditor editor(stored(), QStringLiteral("2026-12-01"));
    editor.setSize(*stored().findSize(kH100));
    QVERIFY(editor.nameEdit()->isReadOnly());
    QVERIFY(editor.problem().isEmpty());
    QTest::keyClicks(editor.sourceEdit(), QStringLiteral("a test"));
    auto *edit = editor.findChild<QLineEdit *>(field);
    QVERIFY(edit != nullptr);
    edit->setText(text);
    QCOMPARE(editor.problem(), message);
    QVERIFY(!editor.okButton()->isEnabled());
    // A new size needs a name that is not taken.
    views::SizeEditor add(stored(), QStringLiteral("2026-12-01"));
    QVERIFY(!add.nameEdit()->isReadOnly());
    QVERIFY(add.problem().startsWith(QStringLiteral("Name:")));
    add.nameEdit()->setText(QString::fromStdString(kH100));
    QCOMPARE(add.problem(),
             QStringLiteral("Name: the catalog has a size \"Standard_ND96isr_H100_v5\" already; edit that one."));
}

void TestCatalogWindow::quotaAddEditUndo()
{
    CatalogWindow &window = *m_window;
    activate(window);
    window.tabs()->setCurrentIndex(CatalogWindow::QuotaTab);
    window.addRowAction()->trigger();
    auto *editor = qobject_cast<views::QuotaEditor *>(window.openEditor());
    QVERIFY(editor != nullptr);
    editor->regionCombo()->setEditText(QStringLiteral("eastus"));
    editor->familyCombo()->setEditText(QStringLiteral("standardNDSH100v5Family"));
    editor->usedEdit()->setText(QStringLiteral("1.5"));
    QCOMPARE(editor->problem(), QStringLiteral("In use: enter a whole number of cores."));
    editor->usedEdit()->setText(QStringLiteral("8"));
    editor->limitEdit()->setText(QStringLiteral("-5"));
    QCOMPARE(editor->problem(), QStringLiteral("Limit: must be -1 (no limit of its own) or more (got -5)."));
    editor->limitEdit()->setText(QStringLiteral("200"));
    QVERIFY(editor->problem().startsWith(QStringLiteral("Source:")));
    editor->sourceEdit()->setText(QStringLiteral("Azure portal, Quotas"));
    QVERIFY2(editor->problem().isEmpty(), qPrintable(editor->problem()));
    QTest::mouseClick(editor->okButton(), Qt::LeftButton);
    QTRY_VERIFY(window.openEditor() == nullptr);
    const model::Catalog afterAdd = stored();
    const model::QuotaUsage *q = afterAdd.findFamilyQuota("eastus", "standardNDSH100v5Family", model::Tier::Dedicated);
    QVERIFY(q != nullptr);
    QCOMPARE(q->currentValue.value_or(-1), 8LL);
    QCOMPARE(q->limit.value_or(-1), 200LL);
    QCOMPARE(q->provenance.source, std::string("Azure portal, Quotas"));
    QCOMPARE(window.quotaModel()->rowCount(), 1);
    // Edit the limit, then undo both steps.
    model::QuotaUsage raised = *q;
    raised.limit = 400;
    QVERIFY(window.saveQuota(*q, raised));
    QCOMPARE(stored().findFamilyQuota("eastus", "standardNDSH100v5Family", model::Tier::Dedicated)->limit.value_or(-1),
             400LL);
    window.undoStack()->undo();
    QCOMPARE(stored().findFamilyQuota("eastus", "standardNDSH100v5Family", model::Tier::Dedicated)->limit.value_or(-1),
             200LL);
    window.undoStack()->undo();
    QVERIFY(stored().quota.empty());
    QCOMPARE(window.quotaModel()->rowCount(), 0);
}

void TestCatalogWindow::deleteKeyRemovesAndCtrlZRestores()
{
    CatalogWindow &window = *m_window;
    activate(window);
    const model::Price key = priceKey("Standard_NC24s_v3", "eastus");
    const model::Price shipped = *m_shipped.findPrice("Standard_NC24s_v3", "eastus", model::Tier::Dedicated, "USD");
    window.selectRow(CatalogWindow::PricesTab, window.pricesModel()->rowOf(key));
    window.view(CatalogWindow::PricesTab)->setFocus();
    QTest::keyClick(window.view(CatalogWindow::PricesTab), Qt::Key_Delete);
    QVERIFY(stored().findPrice("Standard_NC24s_v3", "eastus", model::Tier::Dedicated, "USD") == nullptr);
    QCOMPARE(window.pricesModel()->rowOf(key), -1);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(*stored().findPrice("Standard_NC24s_v3", "eastus", model::Tier::Dedicated, "USD"), shipped);
    QCOMPARE(priceOrigin(key), std::string("default"));
    // Delete typed into the filter edits the filter, it removes no row.
    window.filterEdit(CatalogWindow::PricesTab)->setFocus();
    QTest::keyClicks(window.filterEdit(CatalogWindow::PricesTab), QStringLiteral("NC24x"));
    QTest::keyClick(window.filterEdit(CatalogWindow::PricesTab), Qt::Key_Backspace);
    window.filterEdit(CatalogWindow::PricesTab)->setCursorPosition(0);
    QTest::keyClick(window.filterEdit(CatalogWindow::PricesTab), Qt::Key_Delete);
    QCOMPARE(window.filterEdit(CatalogWindow::PricesTab)->text(), QStringLiteral("C24"));
    QVERIFY(stored().findPrice("Standard_NC24s_v3", "eastus", model::Tier::Dedicated, "USD") != nullptr);
}

void TestCatalogWindow::removeSizeAndUndo()
{
    CatalogWindow &window = *m_window;
    const data::CatalogDocument before = m_store->document().value();
    QVERIFY(window.removeSize("Standard_NC24rs_v3"));
    QVERIFY(stored().findSize("Standard_NC24rs_v3") == nullptr);
    QVERIFY(stored().findPrice("Standard_NC24rs_v3", "eastus", model::Tier::Dedicated, "USD") == nullptr);
    QCOMPARE(window.sizesModel()->rowCount(), static_cast<int>(before.catalog.sizes.size()) - 1);
    window.undoStack()->undo();
    QVERIFY(m_store->document().value() == before);
    window.undoStack()->redo();
    QVERIFY(stored().findSize("Standard_NC24rs_v3") == nullptr);
}

void TestCatalogWindow::addSizeThenItsPriceAndUndoBoth()
{
    CatalogWindow &window = *m_window;
    activate(window);
    const data::CatalogDocument before = m_store->document().value();
    window.tabs()->setCurrentIndex(CatalogWindow::SizesTab);
    QTest::keyClick(window.view(CatalogWindow::SizesTab), Qt::Key_Insert); // Insert adds
    auto *editor = qobject_cast<views::SizeEditor *>(window.openEditor());
    QVERIFY(editor != nullptr);
    editor->nameEdit()->setText(QStringLiteral("Standard_NC8ads_A10_v4"));
    editor->seriesEdit()->setText(QStringLiteral("NC A10 v4"));
    editor->gpuModelEdit()->setText(QStringLiteral("NVIDIA A10 24GB"));
    editor->gpusEdit()->setText(QStringLiteral("1"));
    editor->gpuMemoryEdit()->setText(QStringLiteral("24"));
    editor->vcpusEdit()->setText(QStringLiteral("8"));
    editor->memoryEdit()->setText(QStringLiteral("100"));
    editor->tflopsEdit()->setText(QStringLiteral("125"));
    editor->ibEdit()->setText(QStringLiteral("0"));
    editor->ethernetEdit()->setText(QStringLiteral("20"));
    editor->quotaFamilyEdit()->setText(QStringLiteral("standardNCADSA10v4Family"));
    // The step-time facts are edited like the others (NVIDIA A10 datasheet: 600 GB/s GDDR6).
    editor->fp8Edit()->setText(QStringLiteral("0"));
    editor->nvlinkDomainEdit()->setText(QStringLiteral("1"));
    editor->memoryBandwidthEdit()->setText(QStringLiteral("600"));
    editor->collectiveLibraryEdit()->setText(QStringLiteral("NCCL"));
    editor->sourceEdit()->setText(QStringLiteral("Microsoft Learn: NC A10 v4"));
    QVERIFY2(editor->problem().isEmpty(), qPrintable(editor->problem()));
    editor->accept();
    QTRY_VERIFY(window.openEditor() == nullptr);
    const model::Catalog afterAdd = stored();
    const model::VmSize *added = afterAdd.findSize("Standard_NC8ads_A10_v4");
    QVERIFY(added != nullptr);
    QCOMPARE(added->vcpus.value, 8);
    QCOMPARE(added->nvlinkDomainGpus.value, 1);
    QCOMPARE(added->memoryBandwidthGBps.value, 600.0);
    QCOMPARE(added->collectiveLibrary.value, std::string("NCCL"));
    QCOMPARE(added->memoryBandwidthGBps.provenance.source, std::string("Microsoft Learn: NC A10 v4"));
    QCOMPARE(added->vcpus.provenance.asOf, std::string("2026-12-01"));
    model::Price price = priceKey("Standard_NC8ads_A10_v4", "eastus");
    price.perNodeHour = {0.908, typed()};
    QVERIFY(window.savePrice(std::nullopt, price));
    QCOMPARE(window.undoStack()->count(), 2);
    window.undoStack()->undo();
    window.undoStack()->undo();
    QVERIFY(m_store->document().value() == before);
}

void TestCatalogWindow::staleMarking_data()
{
    QTest::addColumn<QString>("asOf");
    QTest::addColumn<int>("staleAfterDays");
    QTest::addColumn<bool>("stale");
    QTest::addColumn<QString>("why");
    // Ages to 2026-12-01 counted by hand: stale only when older than the age, not at it.
    QTest::newRow("yesterday") << QStringLiteral("2026-11-30") << 90 << false << QString();
    QTest::newRow("exactly 90 days") << QStringLiteral("2026-09-02") << 90 << false << QString();
    QTest::newRow("91 days") << QStringLiteral("2026-09-01") << 90 << true
                             << QStringLiteral("Stale: last confirmed 91 days ago, more than the 90 days allowed.");
    QTest::newRow("183 days, 90 allowed") << QStringLiteral("2026-06-01") << 90 << true
                                          << QStringLiteral("Stale: last confirmed 183 days ago, more than the 90 "
                                                            "days allowed.");
    QTest::newRow("183 days, 365 allowed") << QStringLiteral("2026-06-01") << 365 << false << QString();
    QTest::newRow("1 day, 1 allowed") << QStringLiteral("2026-11-30") << 1 << false << QString();
    QTest::newRow("2 days, 1 allowed") << QStringLiteral("2026-11-29") << 1 << true
                                       << QStringLiteral("Stale: last confirmed 2 days ago, more than the 1 days "
                                                         "allowed.");
    QTest::newRow("no date") << QString() << 90 << true
                             << QStringLiteral("Stale: its age is unknown (no valid as-of date).");
}

void TestCatalogWindow::staleMarking()
{
    QFETCH(QString, asOf);
    QFETCH(int, staleAfterDays);
    QFETCH(bool, stale);
    QFETCH(QString, why);
    CatalogWindow &window = *m_window;
    model::Price price = priceKey(kH100, "westus3");
    price.perNodeHour = {101.0, typed(asOf.toStdString())};
    price.perNodeHour.provenance.source = "Azure pricing calculator";
    QVERIFY(window.savePrice(std::nullopt, price));
    // Set through the window's spin box, kept in the settings.
    window.staleAgeSpinBox()->setValue(staleAfterDays);
    QCOMPARE(window.staleAfterDays(), staleAfterDays);
    QCOMPARE(m_settings->staleAfterDays(), staleAfterDays);

    const QModelIndex cell = window.pricesModel()->index(window.pricesModel()->rowOf(price), PricesTableModel::PerHour);
    const int marks = cell.data(CatalogTableModel::MarkRole).toInt();
    QCOMPARE((marks & views::StaleMark) != 0, stale);
    QCOMPARE((marks & views::UnverifiedMark) != 0, false);
    const QString tip = cell.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("Source: Azure pricing calculator")), qPrintable(tip));
    if (stale) {
        QVERIFY2(tip.startsWith(why), qPrintable(tip));
        QVERIFY(!cell.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(cell.data(Qt::BackgroundRole).isValid());
    } else {
        QVERIFY2(!tip.contains(QStringLiteral("Stale")), qPrintable(tip));
        QVERIFY(!cell.data(Qt::DecorationRole).isValid());
    }
    // Another day moves the line: a year later everything dated is stale under 90 days' age.
    window.setToday(kToday.addDays(400));
    if (!asOf.isEmpty() && staleAfterDays < 400) {
        QVERIFY((cell.data(CatalogTableModel::MarkRole).toInt() & views::StaleMark) != 0);
    }
}

void TestCatalogWindow::unverifiedIsMarked()
{
    CatalogWindow &window = *m_window;
    // The H200's NVLink rate per direction is derived from the page's 900 GB/s (verified: false).
    const int h200 = window.sizesModel()->rowOf("Standard_ND96isr_H200_v5");
    const QModelIndex cell = window.sizesModel()->index(h200, SizesTableModel::NvlinkPerGpu);
    QCOMPARE(cell.data().toString(), QStringLiteral("450"));
    QVERIFY((cell.data(CatalogTableModel::MarkRole).toInt() & views::UnverifiedMark) != 0);
    const QString tip = cell.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.startsWith(QStringLiteral("Unverified: nobody has confirmed this value against its source.")),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Source: Derived from the snapshot's 7,200 Gb/s per GPU")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("As of: ")), qPrintable(tip));
    QVERIFY(!cell.data(Qt::DecorationRole).value<QIcon>().isNull());
    // A size's name sums up its facts: the H200's unverified facts show on its name.
    const QModelIndex name =
        window.sizesModel()->index(window.sizesModel()->rowOf("Standard_ND96isr_H200_v5"), SizesTableModel::Name);
    QVERIFY((name.data(CatalogTableModel::MarkRole).toInt() & views::UnverifiedMark) != 0);
    QVERIFY2(name.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Unverified: ")),
             qPrintable(name.data(Qt::ToolTipRole).toString()));
    // A verified, fresh value carries no mark.
    const QModelIndex h100 = window.sizesModel()->index(window.sizesModel()->rowOf(kH100), SizesTableModel::Vcpus);
    QCOMPARE(h100.data(CatalogTableModel::MarkRole).toInt(), int(views::NoMark));
    // A price its source dates only by the month shows "about" and is stale (about 2024-08).
    const QModelIndex asr = window.pricesModel()->index(
        window.pricesModel()->rowOf(priceKey("Standard_ND96asr_v4", "eastus")), PricesTableModel::AsOf);
    QCOMPARE(asr.data().toString(), QStringLiteral("about 2024-08"));
    const QModelIndex asrPrice = asr.siblingAtColumn(PricesTableModel::PerHour);
    QVERIFY((asrPrice.data(CatalogTableModel::MarkRole).toInt() & views::StaleMark) != 0);
    QVERIFY2(asrPrice.data(Qt::ToolTipRole).toString().contains(QStringLiteral("As of: about 2024-08")),
             qPrintable(asrPrice.data(Qt::ToolTipRole).toString()));
}

void TestCatalogWindow::filterAndSort()
{
    CatalogWindow &window = *m_window;
    QSortFilterProxyModel *proxy = window.proxy(CatalogWindow::PricesTab);
    const int all = proxy->rowCount();
    QCOMPARE(all, static_cast<int>(stored().prices.size()));
    QTest::keyClicks(window.filterEdit(CatalogWindow::PricesTab), QStringLiteral("westeurope"));
    QCOMPARE(proxy->rowCount(), 8);
    window.filterEdit(CatalogWindow::PricesTab)->clear();
    QCOMPARE(proxy->rowCount(), all);
    // Prices sort as numbers, not as text (13.46 after 6.98).
    window.view(CatalogWindow::PricesTab)->sortByColumn(PricesTableModel::PerHour, Qt::AscendingOrder);
    double previous = 0.0;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const double value = proxy->index(r, PricesTableModel::PerHour).data(CatalogTableModel::SortRole).toDouble();
        QVERIFY(value >= previous);
        previous = value;
    }
    // The cheapest: NC24ads_A100_v4's Spot price in westus3.
    QCOMPARE(proxy->index(0, PricesTableModel::PerHour).data().toString(), QStringLiteral("0.4040"));
}

// The GPU-model filter narrows both pages: the sizes with that GPU, and their prices.
void TestCatalogWindow::gpuModelFilter()
{
    CatalogWindow &window = *m_window;
    QComboBox *gpu = window.gpuFilter();
    QCOMPARE(gpu->itemText(0), QStringLiteral("All GPU models"));
    const int a100 = gpu->findText(QStringLiteral("NVIDIA A100 80GB PCIe"));
    QVERIFY(a100 > 0);
    gpu->setCurrentIndex(a100);
    QSortFilterProxyModel *sizes = window.proxy(CatalogWindow::SizesTab);
    QCOMPARE(sizes->rowCount(), 3); // NC24ads, NC48ads, NC96ads A100 v4
    QSortFilterProxyModel *prices = window.proxy(CatalogWindow::PricesTab);
    for (int r = 0; r < prices->rowCount(); ++r) {
        QVERIFY(prices->index(r, PricesTableModel::Size).data().toString().contains(QStringLiteral("ads_A100_v4")));
    }
    int expected = 0;
    for (const model::Price &p : stored().prices) {
        expected += QString::fromStdString(p.sku).contains(QStringLiteral("ads_A100_v4")) ? 1 : 0;
    }
    QCOMPARE(prices->rowCount(), expected);
    // MI300X has no price: its prices page is empty, its size listed.
    gpu->setCurrentIndex(gpu->findText(QStringLiteral("AMD Instinct MI300X 192GB")));
    QCOMPARE(sizes->rowCount(), 1);
    QCOMPARE(prices->rowCount(), 0);
    gpu->setCurrentIndex(0);
    QCOMPARE(sizes->rowCount(), static_cast<int>(stored().sizes.size()));
    QCOMPARE(prices->rowCount(), static_cast<int>(stored().prices.size()));
}

// Most shipped prices are older than 90 days on 2026-12-01: the window says how many, since
// when, and which import refreshes them.
void TestCatalogWindow::stalePricesAreSaid()
{
    CatalogWindow &window = *m_window;
    window.setToday(kToday);
    QLabel *label = window.priceAgeLabel();
    QVERIFY(!label->isHidden());
    const QString text = label->text();
    QVERIFY2(text.contains(QStringLiteral("older than 90 days, the oldest dated about 2023-12")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("capacity-planner-cli import prices")), qPrintable(text));
    // On the day of the newest snapshot's capture only the approximate ones are old.
    window.setToday(QDate(2026, 8, 3));
    QVERIFY2(window.priceAgeLabel()->text().startsWith(QStringLiteral("104 of ")), qPrintable(window.priceAgeLabel()->text()));
    window.setToday(kToday);
}

void TestCatalogWindow::retiredSizesShowTheirDate()
{
    CatalogWindow &window = *m_window;
    const QModelIndex status =
        window.sizesModel()->index(window.sizesModel()->rowOf("Standard_NC24s_v3"), SizesTableModel::Status);
    QVERIFY2(status.data().toString().startsWith(QStringLiteral("retired (")), qPrintable(status.data().toString()));
    QVERIFY(status.data().toString().contains(QLocale().toString(QDate(2025, 9, 30), QLocale::ShortFormat)));
    const QModelIndex available =
        window.sizesModel()->index(window.sizesModel()->rowOf(kH100), SizesTableModel::Status);
    QCOMPARE(available.data().toString(), QStringLiteral("available"));
}

void TestCatalogWindow::exportAndImportRoundTrip()
{
    CatalogWindow &window = *m_window;
    activate(window);
    const model::Price shipped = *m_shipped.findPrice(kH100, "eastus", model::Tier::Dedicated, "USD");
    model::Price at120 = shipped;
    at120.perNodeHour = {120.0, typed()};
    QVERIFY(window.savePrice(shipped, at120));
    const QString path = m_dir->filePath(QStringLiteral("exported.json"));
    QVERIFY(window.exportTo(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QCOMPARE(bytes, m_store->exportJson().value());
    const data::CatalogDocument exported = m_store->document().value();
    auto parsed = data::CatalogJson::parse(bytes, path);
    QVERIFY(parsed.ok());
    QCOMPARE(data::CatalogJson::serialize(parsed.value()), bytes);

    model::Price at130 = at120;
    at130.perNodeHour = {130.0, typed()};
    QVERIFY(window.savePrice(at120, at130));
    QSignalSpy changed(&window, &CatalogWindow::catalogChanged);
    window.importCatalog();
    views::ImportDialog *dialog = window.openImportDialog();
    QVERIFY(dialog != nullptr);
    QCOMPARE(dialog->kind(), data::ImportKind::Catalog);
    dialog->setPreviewDelayMs(0);
    QSignalSpy previewed(dialog, &views::ImportDialog::previewFinished);
    dialog->setFiles({path});
    QVERIFY(previewed.wait(20000));
    QVERIFY(dialog->preview() != nullptr);
    QCOMPARE(dialog->preview()->changedCount, 1);
    QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
    QTRY_VERIFY(window.openImportDialog() == nullptr);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD")->perNodeHour.value, 120.0);
    QVERIFY(m_store->document().value() == exported);
    // The import is one step back.
    QVERIFY2(window.undoAction()->text().contains(QStringLiteral("import exported.json")),
             qPrintable(window.undoAction()->text()));
    window.undoStack()->undo();
    QCOMPARE(stored().findPrice(kH100, "eastus", model::Tier::Dedicated, "USD")->perNodeHour.value, 130.0);
    window.undoStack()->redo();
    QVERIFY(m_store->document().value() == exported);
}

void TestCatalogWindow::changesBehindTheWindowClearTheHistory()
{
    CatalogWindow &window = *m_window;
    const model::Price shipped = *m_shipped.findPrice(kH100, "eastus", model::Tier::Dedicated, "USD");
    model::Price changedPrice = shipped;
    changedPrice.perNodeHour = {120.0, typed()};
    QVERIFY(window.savePrice(shipped, changedPrice));
    QCOMPARE(window.undoStack()->count(), 1);
    window.reload(); // nothing else changed: the history stays
    QCOMPARE(window.undoStack()->count(), 1);
    model::Price other = changedPrice;
    other.perNodeHour.value = 125.0;
    QVERIFY(m_store->upsertPrice(other).ok()); // e.g. an import from the main window
    window.reload();
    QCOMPARE(window.undoStack()->count(), 0);
    const QModelIndex cell =
        window.pricesModel()->index(window.pricesModel()->rowOf(shipped), PricesTableModel::PerHour);
    QCOMPARE(cell.data().toString(), QStringLiteral("125.0000"));
}

// The Data transfer page lists the imported inter-region tiers with their marks; nothing on it
// can be added, edited or removed (an import writes it).
void TestCatalogWindow::transferPricesAreShownReadOnly()
{
    CatalogWindow &window = *m_window;
    QCOMPARE(window.tabs()->tabText(CatalogWindow::TransferTab), QStringLiteral("&Data transfer"));
    QCOMPARE(window.transferModel()->rowCount(), 0); // the default catalog ships none
    model::TransferPrice first;
    first.region = "westeurope";
    first.scope = model::TransferScope::InterContinent;
    first.tierMinimumGB = 0.0;
    first.perGB = {0.05, {"Azure Retail Prices API", "2026-01-01"}};
    model::TransferPrice second = first;
    second.tierMinimumGB = 10240.0;
    second.perGB = {0.035, {"Azure Retail Prices API", "2026-11-20"}};
    data::ImportPreview imported;
    imported.kind = data::ImportKind::Prices;
    imported.importedAt = QStringLiteral("2026-12-01T09:30:00Z");
    imported.transferPrices = {first, second};
    QVERIFY(m_store->applyImport(imported));
    window.reload();
    auto *model = window.transferModel();
    QCOMPARE(model->rowCount(), 2);
    const int row = model->rowOf(second);
    QVERIFY(row >= 0);
    using T = views::TransferTableModel;
    QCOMPARE(model->index(row, T::Region).data().toString(), QStringLiteral("westeurope"));
    QCOMPARE(model->index(row, T::Scope).data().toString(), QStringLiteral("between continents"));
    QCOMPARE(model->index(row, T::TierFrom).data().toString(), QStringLiteral("from 10,240 GB"));
    QCOMPARE(model->index(row, T::PerGB).data().toString(), QStringLiteral("0.0350"));
    QCOMPARE(model->index(row, T::Origin).data().toString(), QStringLiteral("imported"));
    QCOMPARE(model->index(row, T::TierFrom).data(CatalogTableModel::SortRole).toDouble(), 10240.0);
    // 2026-01-01 is older than the default stale age on 2026-12-01; 2026-11-20 is not.
    const int old = model->rowOf(first);
    QVERIFY((model->index(old, T::PerGB).data(CatalogTableModel::MarkRole).toInt() & views::StaleMark) != 0);
    QCOMPARE(model->index(row, T::PerGB).data(CatalogTableModel::MarkRole).toInt() & views::StaleMark, 0);

    activate(window);
    window.tabs()->setCurrentIndex(CatalogWindow::TransferTab);
    window.selectRow(CatalogWindow::TransferTab, window.proxy(CatalogWindow::TransferTab)
                                                     ->mapFromSource(model->index(row, 0))
                                                     .row());
    QVERIFY(!window.addRowAction()->isEnabled());
    QVERIFY(!window.editAction()->isEnabled());
    QVERIFY(!window.removeRowAction()->isEnabled());
    QTest::keyClick(window.view(CatalogWindow::TransferTab), Qt::Key_Delete);
    window.editSelected();
    QVERIFY(window.openEditor() == nullptr);
    QCOMPARE(stored().transferPrices.size(), std::size_t(2));
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("transferNote"))->text().contains(QStringLiteral("“Bandwidth”")));
    window.resize(1180, 560);
    QVERIFY(window.grab().save(QDir::temp().filePath(QStringLiteral("capplan-catalog-transfer.png"))));
    // Back on the prices page the actions are there again.
    window.tabs()->setCurrentIndex(CatalogWindow::PricesTab);
    QVERIFY(window.addRowAction()->isEnabled());
}

void TestCatalogWindow::screenshots()
{
    CatalogWindow &window = *m_window;
    // A stale and an imported-looking value, so the marks show.
    model::Price old = priceKey(kH100, "westus3");
    old.perNodeHour = {101.0, typed("2026-03-01")};
    QVERIFY(window.savePrice(std::nullopt, old));
    window.resize(1180, 560);
    activate(window);
    window.tabs()->setCurrentIndex(CatalogWindow::PricesTab);
    QVERIFY(window.grab().save(QDir::temp().filePath(QStringLiteral("capplan-catalog-prices.png"))));
    window.tabs()->setCurrentIndex(CatalogWindow::SizesTab);
    QVERIFY(window.grab().save(QDir::temp().filePath(QStringLiteral("capplan-catalog-sizes.png"))));
    window.tabs()->setCurrentIndex(CatalogWindow::PricesTab);
    window.selectRow(CatalogWindow::PricesTab, window.pricesModel()->rowOf(priceKey(kH100, "eastus")));
    window.editSelected();
    auto *editor = qobject_cast<views::PriceEditor *>(window.openEditor());
    QVERIFY(editor != nullptr);
    editor->priceEdit()->setText(QStringLiteral("-5"));
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    QVERIFY(editor->grab().save(QDir::temp().filePath(QStringLiteral("capplan-catalog-priceeditor.png"))));
    editor->reject();
    views::SizeEditor sizeEditor(stored(), QStringLiteral("2026-12-01"));
    sizeEditor.setSize(*stored().findSize("Standard_ND96isr_H200_v5"));
    sizeEditor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sizeEditor));
    QVERIFY(sizeEditor.grab().save(QDir::temp().filePath(QStringLiteral("capplan-catalog-sizeeditor.png"))));
}

QTEST_MAIN(TestCatalogWindow)
#include "tst_catalogwindow.moc"
