// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// No Alt+letter reaches two places in any window or dialog — the main window (every section open,
// every tab), the catalog window (every tab), the import dialog, the Export dialog and the
// catalog's price, quota and size editors — in English and in German. And the
// letters do what they say: Alt+E in the Export dialog presses Export (it focused Environment),
// Alt+G in the import dialog reaches the region, which starts at the plan's.
#include "data/store/CatalogStore.h"
#include "data/store/Settings.h"
#include "model/Evaluate.h"
#include "views/catalog/CatalogEditors.h"
#include "views/catalog/CatalogWindow.h"
#include "views/catalog/ImportDialog.h"
#include "views/export/ExportDialog.h"
#include "views/main/MainWindow.h"
#include "views/portfolio/PortfolioWindow.h"
#include "views/main/PlanController.h"
#include "views/main/Translations.h"
#include "views/widgets/CollapsibleSection.h"

#include "Mnemonics.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

using namespace capplan;

namespace {
QtMessageHandler previousHandler = nullptr;
void dropPlatformNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (!message.contains(QLatin1String("propagateSizeHints"))) {
        previousHandler(type, context, message);
    }
}

// Clashes of the window as shown, then with each tab of each tab widget in front in turn (a tab's
// page is reachable only while it is shown).
QStringList clashesOnEveryTab(QWidget *window)
{
    QStringList clashes = testing::mnemonicClashes(window);
    for (QTabWidget *tabs : window->findChildren<QTabWidget *>()) {
        const int current = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            for (const QString &clash : testing::mnemonicClashes(window)) {
                const QString where = QStringLiteral("[tab %1] %2").arg(tabs->tabText(i), clash);
                if (!clashes.contains(clash)) {
                    clashes << where;
                }
            }
        }
        tabs->setCurrentIndex(current);
    }
    return clashes;
}
} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyWindowHasUniqueMnemonics_data();
    void everyWindowHasUniqueMnemonics();
    void altEPressesExport();
    void importRegionHasAMnemonicAndThePlansRegion();

private:
    QTemporaryDir m_dir;
    model::Catalog m_catalog;
    views::Translations m_translations;
};

void TestMnemonics::initTestCase()
{
    previousHandler = qInstallMessageHandler(dropPlatformNoise);
    QVERIFY(m_dir.isValid());
    m_catalog = data::CatalogStore::embeddedDefault().value();
}

void TestMnemonics::cleanup()
{
    m_translations.apply(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestMnemonics::everyWindowHasUniqueMnemonics_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("window");
    for (const char *language : {"en", "de"}) {
        for (const char *window : {"main window", "catalog window", "import dialog", "export dialog", "price editor",
                                   "quota editor", "size editor", "portfolio window"}) {
            QTest::addRow("%s, %s", language, window) << QString::fromLatin1(language) << QString::fromLatin1(window);
        }
    }
}

void TestMnemonics::everyWindowHasUniqueMnemonics()
{
    QFETCH(QString, language);
    QFETCH(QString, window);
    m_translations.apply(language);
    const QString today = QStringLiteral("2026-11-30");
    data::Settings settings(m_dir.filePath(QStringLiteral("settings-%1.ini").arg(language)));
    auto store = data::CatalogStore::open(m_dir.filePath(QStringLiteral("catalog-%1.sqlite").arg(language)));
    QVERIFY(store.ok());
    std::unique_ptr<QWidget> shown;
    if (window == QLatin1String("main window")) {
        auto main = std::make_unique<views::MainWindow>(m_catalog, settings, &m_translations);
        // Every section open: a folded section's letters are still the window's once opened.
        for (auto *section : main->findChildren<views::CollapsibleSection *>()) {
            section->setOpen(true);
        }
        shown = std::move(main);
    } else if (window == QLatin1String("catalog window")) {
        shown = std::make_unique<views::CatalogWindow>(store.value().get(), &settings);
    } else if (window == QLatin1String("import dialog")) {
        shown = std::make_unique<views::ImportDialog>(store.value().get(), m_catalog);
    } else if (window == QLatin1String("export dialog")) {
        const model::PlanSpec spec = model::examplePlan();
        const model::Evaluation ev = model::evaluate(spec, m_catalog, today.toStdString());
        shown = std::make_unique<views::ExportDialog>(spec, ev, m_catalog, m_dir.path(), settings);
    } else if (window == QLatin1String("portfolio window")) {
        views::PortfolioWindow::Sources sources;
        sources.catalog = [this] { return m_catalog; };
        sources.currentPlan = [] { return model::examplePlan(); };
        sources.todayIso = [today] { return today; };
        shown = std::make_unique<views::PortfolioWindow>(std::move(sources));
    } else if (window == QLatin1String("price editor")) {
        shown = std::make_unique<views::PriceEditor>(m_catalog, today);
    } else if (window == QLatin1String("quota editor")) {
        shown = std::make_unique<views::QuotaEditor>(m_catalog, today);
    } else {
        shown = std::make_unique<views::SizeEditor>(m_catalog, today);
    }
    shown->show();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));
    QCoreApplication::processEvents(); // queued retranslations (section titles)
    QVERIFY(!testing::visibleMnemonics(shown.get()).isEmpty());
    if (qEnvironmentVariableIsSet("CAPPLAN_LIST_MNEMONICS")) {
        const QMultiMap<QChar, QString> seen = testing::visibleMnemonics(shown.get());
        for (auto it = seen.begin(); it != seen.end(); ++it) {
            qInfo("%s %s", qPrintable(QString(it.key())), qPrintable(it.value()));
        }
    }
    const QStringList clashes = clashesOnEveryTab(shown.get());
    if (auto *main = qobject_cast<views::MainWindow *>(shown.get())) {
        main->controller()->undoStack()->setClean();
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

void TestMnemonics::altEPressesExport()
{
    const model::PlanSpec spec = model::examplePlan();
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QTemporaryDir folder;
    data::Settings settings(folder.filePath(QStringLiteral("settings.ini")));
    views::ExportDialog dialog(spec, ev, m_catalog, folder.path(), settings);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // The overwrite question does not come: the folder is empty.
    QTest::keyClick(&dialog, Qt::Key_E, Qt::AltModifier);
    QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(!QDir(folder.path()).entryList(QDir::Files).isEmpty());
}

void TestMnemonics::importRegionHasAMnemonicAndThePlansRegion()
{
    // Opened from the main window, the region starts at the plan's.
    data::Settings settings(m_dir.filePath(QStringLiteral("settings-import.ini")));
    views::MainWindow window(m_catalog, settings, &m_translations);
    window.setCatalogPath(m_dir.filePath(QStringLiteral("import-catalog.sqlite")));
    model::PlanSpec spec = window.controller()->spec();
    spec.region = "westus3";
    window.controller()->edit(spec, views::SpecField::Region);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString region;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<views::ImportDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog != nullptr);
        region = dialog->region();
        dialog->reject();
    });
    window.importFiles();
    QCOMPARE(region, QStringLiteral("westus3"));
    window.controller()->undoStack()->setClean();
    window.close();

    // Alt+G reaches the region field (az vm list-usage does not name its region).
    auto store = data::CatalogStore::open(m_dir.filePath(QStringLiteral("import-catalog.sqlite")));
    QVERIFY(store.ok());
    views::ImportDialog dialog(store.value().get(), m_catalog);
    dialog.setKind(data::ImportKind::VmUsage);
    dialog.show();
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("importRegion"));
    QVERIFY(!combo->hasFocus());
    QTest::keyClick(&dialog, Qt::Key_G, Qt::AltModifier);
    QTRY_VERIFY(combo->hasFocus() || (combo->lineEdit() != nullptr && combo->lineEdit()->hasFocus()));
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
