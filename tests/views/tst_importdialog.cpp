// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Import into Catalog": the kind guessed from the files' contents, the preview read off the GUI
// thread (busy, stoppable, stale results dropped), the counts and rows it shows, and an import that
// writes everything or, on an error, leaves the catalog file byte for byte as it was.
#include "data/store/CatalogStore.h"
#include "data/import/Importers.h"
#include "views/catalog/ImportDialog.h"
#include "views/catalog/ImportPreviewModel.h"

#include "../common/FieldSamples.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>
#include <QTreeWidget>
#include <QUrl>
#include <memory>

using namespace capplan;
using data::ImportKind;
using views::ImportDialog;

Q_DECLARE_METATYPE(std::optional<capplan::data::ImportKind>)

namespace {

constexpr int kWaitMs = 20000;
const QString kImportedAt = QStringLiteral("2026-12-01T09:30:00Z");

QString sample(const QString &name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/") + name;
}

QStringList pricePages()
{
    return {sample(QStringLiteral("prices-page1.json")), sample(QStringLiteral("prices-page2.json")),
            sample(QStringLiteral("prices-page3.json"))};
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestImportDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void guessKind_data();
    void guessKind();
    void previewThenImportChangesTheStore();
    void previewShowsRejectedItemsWithReasons();
    void malformedFileShowsTheErrorAndChangesNothing_data();
    void malformedFileShowsTheErrorAndChangesNothing();
    void failedImportLeavesTheFileAsItWas();
    void vmUsageWaitsForARegion();
    void droppedFilesAreAdded();
    void newerInputsSupersedeAnOlderPreview();
    void stopDropsTheRunningPreview();
    void emptyPageImportsNothing();
    void valueText_data();
    void valueText();
    void screenshot();

private:
    std::unique_ptr<ImportDialog> makeDialog();
    bool waitForPreview(ImportDialog &dialog);

    // Written once: a file as it arrives from the field, from a sample.
    QString fieldFile(const QString &name, const QByteArray &bytes);

    QTemporaryDir m_fieldFiles;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<data::CatalogStore> m_store;
};

void TestImportDialog::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestImportDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("catalog.sqlite"));
    auto store = data::CatalogStore::open(m_path);
    QVERIFY(store.ok());
    m_store = std::move(store.value());
}

void TestImportDialog::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

std::unique_ptr<ImportDialog> TestImportDialog::makeDialog()
{
    auto dialog = std::make_unique<ImportDialog>(m_store.get(), m_store->load().value());
    dialog->setImportedAt(kImportedAt);
    dialog->setPreviewDelayMs(0);
    return dialog;
}

bool TestImportDialog::waitForPreview(ImportDialog &dialog)
{
    QSignalSpy finished(&dialog, &ImportDialog::previewFinished);
    if (!dialog.isBusy()) {
        dialog.startPreview();
    }
    return finished.wait(kWaitMs);
}

QString TestImportDialog::fieldFile(const QString &name, const QByteArray &bytes)
{
    const QString path = m_fieldFiles.filePath(name);
    fieldsamples::writeFile(path, bytes);
    return path;
}

void TestImportDialog::guessKind_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<std::optional<ImportKind>>("kind");
    QTest::newRow("one prices page") << QStringList{sample(QStringLiteral("prices-page1.json"))}
                                     << std::optional<ImportKind>(ImportKind::Prices);
    QTest::newRow("three prices pages") << pricePages() << std::optional<ImportKind>(ImportKind::Prices);
    QTest::newRow("vm usage, strings") << QStringList{sample(QStringLiteral("vm-usage-eastus-strings.json"))}
                                       << std::optional<ImportKind>(ImportKind::VmUsage);
    QTest::newRow("vm usage, integers") << QStringList{sample(QStringLiteral("vm-usage-swedencentral-integers.json"))}
                                        << std::optional<ImportKind>(ImportKind::VmUsage);
    QTest::newRow("ml usage") << QStringList{sample(QStringLiteral("ml-usage-eastus.json"))}
                              << std::optional<ImportKind>(ImportKind::MlUsage);
    // The Usages REST API's camelCase shape, as {"value": […]} and bare, made from the published
    // example (tests/data/samples/real/ml-usage/README.md): Azure ML usage, not az vm list-usage.
    static QTemporaryDir derived;
    QFile example(QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/real/ml-usage/"
                                 "rest-api-specs_MachineLearningServices_2022-10-01_Usage-list_example.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    const nlohmann::json body = nlohmann::json::parse(example.readAll().toStdString())["responses"]["200"]["body"];
    for (const auto &[name, doc] : {std::pair<QString, nlohmann::json>{QStringLiteral("ml-usage-rest-body.json"), body},
                                    {QStringLiteral("ml-usage-rest-array.json"), body["value"]}}) {
        QFile out(derived.filePath(name));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(doc.dump(2)));
    }
    QTest::newRow("ml usage, REST body") << QStringList{derived.filePath(QStringLiteral("ml-usage-rest-body.json"))}
                                         << std::optional<ImportKind>(ImportKind::MlUsage);
    QTest::newRow("ml usage, REST array") << QStringList{derived.filePath(QStringLiteral("ml-usage-rest-array.json"))}
                                          << std::optional<ImportKind>(ImportKind::MlUsage);
    QTest::newRow("skus") << QStringList{sample(QStringLiteral("skus-eastus.json"))}
                          << std::optional<ImportKind>(ImportKind::Skus);
    QTest::newRow("whole catalog") << QStringList{QStringLiteral(CAPPLAN_SOURCE_DIR
                                                                 "/data/resources/catalog/default_catalog.json")}
                                   << std::optional<ImportKind>(ImportKind::Catalog);
    // A file cut short still shows what it is; the preview then says what is wrong with it.
    QTest::newRow("truncated prices") << QStringList{sample(QStringLiteral("malformed/prices-truncated.json"))}
                                      << std::optional<ImportKind>(ImportKind::Prices);
    // A list of price items is not a Retail Prices page, and vm usage wrapped in {"value": …} is not
    // what az vm list-usage prints: no guess, the user chooses.
    QTest::newRow("price items without a page")
        << QStringList{sample(QStringLiteral("malformed/prices-not-a-page.json"))} << std::optional<ImportKind>();
    QTest::newRow("vm usage not an array")
        << QStringList{sample(QStringLiteral("malformed/vm-usage-not-an-array.json"))} << std::optional<ImportKind>();
    // Files as Windows and az's other output options save them.
    using namespace fieldsamples;
    const QByteArray page1 = readFile(sample(QStringLiteral("prices-page1.json")));
    QTest::newRow("prices page, UTF-16LE from PowerShell")
        << QStringList{fieldFile(QStringLiteral("page1-ps.json"), asPowerShellFile(page1))}
        << std::optional<ImportKind>(ImportKind::Prices);
    QTest::newRow("prices page, UTF-16BE with BOM")
        << QStringList{fieldFile(QStringLiteral("page1-be.json"), asUtf16(page1, false))}
        << std::optional<ImportKind>(ImportKind::Prices);
    QTest::newRow("prices page, az -o jsonc") << QStringList{fieldFile(QStringLiteral("page1.jsonc"), coloured(page1))}
                                              << std::optional<ImportKind>(ImportKind::Prices);
    QTest::newRow("an array of prices pages")
        << QStringList{fieldFile(QStringLiteral("pages.json"),
                                 arrayOf({page1, readFile(sample(QStringLiteral("prices-page2.json")))}))}
        << std::optional<ImportKind>(ImportKind::Prices);
    QTest::newRow("vm usage, PowerShell's ConvertTo-Json saved by >")
        << QStringList{fieldFile(QStringLiteral("usage-ps.json"),
                                 asPowerShellFile(asPowerShellUsage(readFile(sample(QStringLiteral("vm-usage-eastus-strings.json"))))))}
        << std::optional<ImportKind>(ImportKind::VmUsage);
    QTest::newRow("skus, UTF-16LE without BOM")
        << QStringList{fieldFile(QStringLiteral("skus-le.json"), asUtf16(readFile(sample(QStringLiteral("skus-eastus.json"))), true, false))}
        << std::optional<ImportKind>(ImportKind::Skus);
    QTest::newRow("az -o table") << QStringList{sample(QStringLiteral("real/vm-usage/aks-terraform-readme_az-vm-list-usage-eastus_-o-table.txt"))}
                                 << std::optional<ImportKind>();
    QTest::newRow("files disagree") << QStringList{sample(QStringLiteral("prices-page1.json")),
                                                   sample(QStringLiteral("skus-eastus.json"))}
                                    << std::optional<ImportKind>();
    QTest::newRow("no such file") << QStringList{sample(QStringLiteral("no-such-file.json"))}
                                  << std::optional<ImportKind>();
    QTest::newRow("not JSON") << QStringList{QStringLiteral(CAPPLAN_SOURCE_DIR "/README.md")}
                              << std::optional<ImportKind>();
    QTest::newRow("no files") << QStringList{} << std::optional<ImportKind>();
}

void TestImportDialog::guessKind()
{
    QFETCH(QStringList, files);
    QFETCH(std::optional<ImportKind>, kind);
    QCOMPARE(ImportDialog::guessKind(files), kind);
}

void TestImportDialog::previewThenImportChangesTheStore()
{
    const model::Catalog before = m_store->load().value();
    QVERIFY(before.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated,
                             model::PriceKind::Reservation, 1, "USD") == nullptr);
    auto dialog = makeDialog();
    QSignalSpy changed(dialog.get(), &ImportDialog::catalogChanged);
    QVERIFY(!dialog->importButton()->isEnabled());
    // As from a drop: the files alone; the kind is guessed and the preview starts by itself.
    dialog->setFiles(pricePages());
    QCOMPARE(dialog->kind(), ImportKind::Prices);
    QVERIFY(!dialog->regionCombo()->isEnabled()); // price pages name their regions
    QVERIFY(waitForPreview(*dialog));
    const data::ImportPreview *preview = dialog->preview();
    QVERIFY(preview != nullptr);
    QVERIFY(preview->hasChanges());
    QVERIFY(dialog->importButton()->isEnabled());
    QVERIFY(!dialog->busyBar()->isVisibleTo(dialog.get()));
    const QString counts = dialog->countsLabel()->text();
    QVERIFY2(counts.contains(QStringLiteral("New: <b>%1</b>").arg(preview->newCount)), qPrintable(counts));
    QVERIFY2(counts.contains(QStringLiteral("Unchanged: <b>%1</b>").arg(preview->unchangedCount)), qPrintable(counts));
    // The table shows the changes by default and each action on request.
    QAbstractItemModel *rows = dialog->previewView()->model();
    QCOMPARE(rows->rowCount(), preview->newCount + preview->changedCount + preview->removedCount);
    dialog->showCombo()->setCurrentIndex(
        dialog->showCombo()->findData(static_cast<int>(views::ImportPreviewFilter::Show::New)));
    QCOMPARE(rows->rowCount(), preview->newCount);
    for (int r = 0; r < rows->rowCount(); ++r) {
        QCOMPARE(rows->index(r, views::ImportPreviewModel::Action).data().toString(), QStringLiteral("new"));
    }
    dialog->showCombo()->setCurrentIndex(
        dialog->showCombo()->findData(static_cast<int>(views::ImportPreviewFilter::Show::All)));
    QCOMPARE(rows->rowCount(), static_cast<int>(preview->rows.size()));

    // Nothing is written before Import.
    QVERIFY(m_store->load().value() == before);
    QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(dialog->result(), int(QDialog::Accepted));
    const model::Catalog after = m_store->load().value();
    const model::Price *r1 =
        after.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, model::PriceKind::Reservation, 1, "USD");
    QVERIFY(r1 != nullptr);
    // A one-year reservation's term price per hour: 553,930 / 8,760 h (tst_catalogstore's figure).
    QVERIFY(std::abs(r1->perNodeHour.value - 553930.0 / 8760.0) <= 1e-9);
    QCOMPARE(r1->perNodeHour.provenance.importedAt, kImportedAt.toStdString());
    QCOMPARE(after.findPrice("Standard_ND96isr_H200_v5", "eastus", model::Tier::Dedicated, "USD")->perNodeHour.value, 110.24);
}

void TestImportDialog::previewShowsRejectedItemsWithReasons()
{
    auto dialog = makeDialog();
    dialog->setFiles({sample(QStringLiteral("malformed/prices-zero-negative.json"))});
    QVERIFY(waitForPreview(*dialog));
    const data::ImportPreview *preview = dialog->preview();
    QVERIFY(preview != nullptr);
    QVERIFY(!preview->rejected.empty());
    QCOMPARE(dialog->rejectedList()->topLevelItemCount(), static_cast<int>(preview->rejected.size()));
    for (int i = 0; i < dialog->rejectedList()->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = dialog->rejectedList()->topLevelItem(i);
        const data::Rejection &r = preview->rejected[static_cast<std::size_t>(i)];
        QCOMPARE(item->text(0), QStringLiteral("prices-zero-negative.json"));
        QCOMPARE(item->text(1), r.path);
        QCOMPARE(item->text(2), r.message);
        QVERIFY2(r.path.contains(QStringLiteral("retailPrice")) || r.path.contains(QStringLiteral("Items")),
                 qPrintable(r.path));
    }
    QVERIFY(dialog->resultTabs()->tabText(1).contains(QString::number(preview->rejected.size())));
    const QString counts = dialog->countsLabel()->text();
    QVERIFY2(counts.contains(QStringLiteral("Rejected: <b>%1</b>").arg(preview->rejected.size())), qPrintable(counts));
}

void TestImportDialog::malformedFileShowsTheErrorAndChangesNothing_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("region");
    QTest::newRow("prices truncated") << QStringLiteral("prices-truncated.json") << int(ImportKind::Prices)
                                      << QString();
    QTest::newRow("prices wrong type") << QStringLiteral("prices-wrong-type.json") << int(ImportKind::Prices)
                                       << QString();
    // (An array of price items is read as items without a page.)
    QTest::newRow("prices not a page") << QStringLiteral("prices-scalar.json") << int(ImportKind::Prices) << QString();
    QTest::newRow("vm usage truncated") << QStringLiteral("vm-usage-truncated.json") << int(ImportKind::VmUsage)
                                        << QStringLiteral("eastus");
    QTest::newRow("vm usage not an array")
        << QStringLiteral("vm-usage-not-an-array.json") << int(ImportKind::VmUsage) << QStringLiteral("eastus");
    QTest::newRow("skus wrong type") << QStringLiteral("skus-wrong-type.json") << int(ImportKind::Skus) << QString();
    QTest::newRow("ml usage duplicate key")
        << QStringLiteral("ml-usage-duplicate-key.json") << int(ImportKind::MlUsage) << QString();
}

void TestImportDialog::malformedFileShowsTheErrorAndChangesNothing()
{
    QFETCH(QString, file);
    QFETCH(int, kind);
    QFETCH(QString, region);
    const QByteArray hashBefore = fileHash(m_path);
    QVERIFY(!hashBefore.isEmpty());
    {
        auto dialog = makeDialog();
        dialog->setKind(static_cast<ImportKind>(kind));
        dialog->setRegion(region);
        dialog->setFiles({sample(QStringLiteral("malformed/") + file)});
        dialog->setKind(static_cast<ImportKind>(kind)); // whatever the guess was
        dialog->setRegion(region);
        QVERIFY(waitForPreview(*dialog));
        QVERIFY(dialog->preview() == nullptr);
        // The error names the file (and, from the importer, the item and field).
        QVERIFY2(dialog->errorText().contains(file), qPrintable(dialog->errorText()));
        QVERIFY(dialog->errorLabel()->isVisibleTo(dialog.get()));
        QCOMPARE(dialog->errorLabel()->text(), dialog->errorText());
        QVERIFY(!dialog->importButton()->isEnabled());
        QVERIFY(!dialog->applyImport());
    }
    QCOMPARE(fileHash(m_path), hashBefore);
}

void TestImportDialog::failedImportLeavesTheFileAsItWas()
{
    auto dialog = makeDialog();
    QSignalSpy changed(dialog.get(), &ImportDialog::catalogChanged);
    dialog->setFiles(pricePages());
    QVERIFY(waitForPreview(*dialog));
    QVERIFY(dialog->preview() != nullptr);
    // Behind the dialog's back the H200 size goes away, so its previewed prices cannot be written
    // (their size is a foreign key): the import fails part-way and must leave nothing behind.
    auto doc = m_store->document().value();
    auto &sizes = doc.catalog.sizes;
    for (std::size_t i = sizes.size(); i-- > 0;) {
        if (sizes[i].name == "Standard_ND96isr_H200_v5") {
            sizes.erase(sizes.begin() + static_cast<std::ptrdiff_t>(i));
            doc.sizeOrigins.erase(doc.sizeOrigins.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
    auto &prices = doc.catalog.prices;
    for (std::size_t i = prices.size(); i-- > 0;) {
        if (prices[i].sku == "Standard_ND96isr_H200_v5") {
            prices.erase(prices.begin() + static_cast<std::ptrdiff_t>(i));
            doc.priceOrigins.erase(doc.priceOrigins.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
    QVERIFY(m_store->replaceCatalog(doc).ok());
    const QByteArray hashBefore = fileHash(m_path);
    const model::Catalog before = m_store->load().value();
    QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
    QCOMPARE(changed.size(), 0);
    QVERIFY(dialog->isVisible() || dialog->result() != QDialog::Accepted);
    QVERIFY2(dialog->errorText().startsWith(QStringLiteral("Nothing was imported")), qPrintable(dialog->errorText()));
    QVERIFY(dialog->errorLabel()->isVisibleTo(dialog.get()));
    QCOMPARE(fileHash(m_path), hashBefore);
    QVERIFY(m_store->load().value() == before);
}

void TestImportDialog::vmUsageWaitsForARegion()
{
    auto dialog = makeDialog();
    QSignalSpy finished(dialog.get(), &ImportDialog::previewFinished);
    dialog->setFiles({sample(QStringLiteral("vm-usage-eastus-strings.json"))});
    QCOMPARE(dialog->kind(), ImportKind::VmUsage);
    QVERIFY(dialog->regionCombo()->isEnabled());
    QTest::qWait(100);
    QVERIFY(!dialog->isBusy());
    QCOMPARE(finished.size(), 0);
    // Asked for anyway: the dialog names the missing field instead of reading.
    dialog->startPreview();
    QVERIFY2(dialog->errorText().startsWith(QStringLiteral("Region:")), qPrintable(dialog->errorText()));
    QVERIFY(!dialog->importButton()->isEnabled());
    // Typing the region starts the preview.
    dialog->regionCombo()->setFocus();
    QTest::keyClicks(dialog->regionCombo()->lineEdit(), QStringLiteral("eastus"));
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(dialog->preview() != nullptr);
    QCOMPARE(dialog->preview()->kind, ImportKind::VmUsage);
    QCOMPARE(dialog->preview()->quota.size(), std::size_t(8));
    QVERIFY(dialog->importButton()->isEnabled());
    QVERIFY(dialog->applyImport());
    const model::Catalog after = m_store->load().value();
    const model::QuotaUsage *h100 = after.findFamilyQuota("eastus", "standardNDSH100v5Family", model::Tier::Dedicated);
    QVERIFY(h100 != nullptr);
    QCOMPARE(h100->limit.value_or(-1), 200LL);
}

void TestImportDialog::droppedFilesAreAdded()
{
    auto dialog = makeDialog();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(sample(QStringLiteral("ml-usage-eastus.json"))),
                  QUrl(QStringLiteral("https://prices.azure.com/api/retail/prices"))});
    // Only local files count; a web address is not something to read.
    QCOMPARE(ImportDialog::droppedFiles(&mime), QStringList{sample(QStringLiteral("ml-usage-eastus.json"))});
    QMimeData text;
    text.setText(QStringLiteral("not a file"));
    QVERIFY(ImportDialog::droppedFiles(&text).isEmpty());
    QSignalSpy finished(dialog.get(), &ImportDialog::previewFinished);
    const QPoint at(10, 10);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(dialog.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(dialog.get(), &drop);
    QCOMPARE(dialog->files(), QStringList{sample(QStringLiteral("ml-usage-eastus.json"))});
    QCOMPARE(dialog->kind(), ImportKind::MlUsage);
    // Azure ML's usage names its region: the preview starts by itself.
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(dialog->preview() != nullptr);
    QCOMPARE(dialog->preview()->kind, ImportKind::MlUsage);
}

void TestImportDialog::newerInputsSupersedeAnOlderPreview()
{
    auto dialog = makeDialog();
    dialog->setPreviewDelayMs(10000); // only explicit previews
    QSignalSpy finished(dialog.get(), &ImportDialog::previewFinished);
    dialog->setFiles(pricePages());
    dialog->startPreview();
    QVERIFY(dialog->isBusy());
    QVERIFY(dialog->busyBar()->isVisibleTo(dialog.get()));
    QVERIFY(dialog->cancelButton()->isVisibleTo(dialog.get()));
    QVERIFY(!dialog->importButton()->isEnabled());
    // New inputs while the first preview reads: its result must never be shown.
    dialog->setFiles({sample(QStringLiteral("skus-eastus.json"))});
    QCOMPARE(dialog->kind(), ImportKind::Skus);
    dialog->startPreview();
    QVERIFY(finished.wait(kWaitMs));
    QTest::qWait(300);
    QCOMPARE(finished.size(), 1);
    QVERIFY(dialog->preview() != nullptr);
    QCOMPARE(dialog->preview()->kind, ImportKind::Skus);
    QCOMPARE(dialog->preview()->files.size(), 1);
}

void TestImportDialog::stopDropsTheRunningPreview()
{
    auto dialog = makeDialog();
    dialog->setPreviewDelayMs(10000);
    QSignalSpy finished(dialog.get(), &ImportDialog::previewFinished);
    dialog->setFiles(pricePages());
    dialog->startPreview();
    QVERIFY(dialog->isBusy());
    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
    QVERIFY(!dialog->isBusy());
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0);
    QVERIFY(dialog->preview() == nullptr);
    QVERIFY(!dialog->importButton()->isEnabled());
    QVERIFY(dialog->previewButton()->isEnabled());
}

// A Retail Prices page with "Items": [] and Count 0 (the real file
// tests/data/samples/real/prices/go-test-realEmptyPage_eastus_B1s_reservation.json) is a valid
// answer: Import is offered, writes nothing but the log, and the catalog's prices stay as they were.
void TestImportDialog::emptyPageImportsNothing()
{
    const model::Catalog before = m_store->load().value();
    auto dialog = makeDialog();
    QSignalSpy changed(dialog.get(), &ImportDialog::catalogChanged);
    dialog->setFiles({sample(QStringLiteral("real/prices/go-test-realEmptyPage_eastus_B1s_reservation.json"))});
    QCOMPARE(dialog->kind(), ImportKind::Prices);
    QVERIFY(waitForPreview(*dialog));
    QVERIFY(dialog->preview() != nullptr);
    QVERIFY(dialog->preview()->heldNothing());
    QVERIFY2(dialog->countsLabel()->text().contains(QStringLiteral("the query matched nothing")),
             qPrintable(dialog->countsLabel()->text()));
    QVERIFY(dialog->importButton()->isEnabled());
    QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m_store->load().value(), before);
}

// The preview's value column: a number with its unit in the user's locale, and every other text
// as the file's importer wrote it (a quota counter's "8 / 200 cores" showed "200 / 200 cores").
void TestImportDialog::valueText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("number");
    QTest::addColumn<QString>("shown");
    QTest::newRow("price per hour") << "4.488584474885845 USD/h" << 4.488584474885845 << "4.4886 USD/h";
    QTest::newRow("whole number") << "98.32 USD/h" << 98.32 << "98.32 USD/h";
    QTest::newRow("quota usage") << "8 / 200 cores" << 200.0 << "8 / 200 cores";
    QTest::newRow("quota, same figures") << "200 / 200 cores" << 200.0 << "200 / 200 cores";
    QTest::newRow("a size fact") << "1900" << 1900.0 << "1,900";
}

void TestImportDialog::valueText()
{
    QFETCH(QString, text);
    QFETCH(double, number);
    QFETCH(QString, shown);
    QCOMPARE(views::ImportPreviewModel::valueText(text, number), shown);
}

void TestImportDialog::screenshot()
{
    auto dialog = makeDialog();
    dialog->setFiles(pricePages());
    QVERIFY(waitForPreview(*dialog));
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    QVERIFY(dialog->grab().save(QDir::temp().filePath(QStringLiteral("capplan-importdialog.png"))));
    dialog->resultTabs()->setCurrentIndex(1);
    auto rejected = makeDialog();
    rejected->setFiles({sample(QStringLiteral("malformed/prices-unknown-sizes.json"))});
    QVERIFY(waitForPreview(*rejected));
    rejected->resultTabs()->setCurrentIndex(1);
    rejected->show();
    QVERIFY(QTest::qWaitForWindowExposed(rejected.get()));
    QVERIFY(rejected->grab().save(QDir::temp().filePath(QStringLiteral("capplan-importdialog-rejected.png"))));
    auto broken = makeDialog();
    broken->setFiles({sample(QStringLiteral("malformed/prices-truncated.json"))});
    QVERIFY(waitForPreview(*broken));
    broken->show();
    QVERIFY(QTest::qWaitForWindowExposed(broken.get()));
    QVERIFY(broken->grab().save(QDir::temp().filePath(QStringLiteral("capplan-importdialog-error.png"))));
}

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
