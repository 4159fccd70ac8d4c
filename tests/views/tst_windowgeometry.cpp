// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// On a 1366×768 screen (the offscreen platform with one screen of that size,
// tests/views/screens/1366x768.json): the window opens within the available geometry and keeps
// the user's size, the inputs panel asks the question first, optional blocks fold (and stay as the
// user left them), and a field that gets the focus scrolls into view.
#include "data/store/CatalogStore.h"
#include "data/store/Settings.h"
#include "views/inputs/InputsPanel.h"
#include "views/main/MainWindow.h"
#include "views/main/PlanController.h"
#include "views/main/WindowGeometry.h"
#include "views/widgets/CollapsibleSection.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace capplan;

namespace {
QtMessageHandler previousHandler = nullptr;
// The offscreen platform says on every window that it cannot pass size hints on; nothing to test.
void dropPlatformNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (!message.contains(QLatin1String("propagateSizeHints"))) {
        previousHandler(type, context, message);
    }
}
} // namespace

class TestWindowGeometry : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void fitIntoScreen_data();
    void fitIntoScreen();
    void initialGeometry_data();
    void initialGeometry();
    void opensWithinTheScreen();
    void remembersTheUsersSize();
    void questionFirst();
    void optionalBlocksFold();
    void focusedFieldScrollsIntoView();

private:
    std::unique_ptr<views::MainWindow> openWindow()
    {
        auto window = std::make_unique<views::MainWindow>(m_catalog, *m_settings);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get())) {
            qWarning("window not exposed");
        }
        return window;
    }
    bool inViewport(QWidget *field) const
    {
        QScrollArea *scroll = m_window->inputsPanel()->scrollArea();
        const QRect shown(field->mapTo(scroll->viewport(), QPoint(0, 0)), field->size());
        return scroll->viewport()->rect().contains(shown);
    }

    QTemporaryDir m_dir;
    model::Catalog m_catalog;
    std::unique_ptr<data::Settings> m_settings;
    std::unique_ptr<views::MainWindow> m_window;
};

void TestWindowGeometry::initTestCase()
{
    previousHandler = qInstallMessageHandler(dropPlatformNoise);
    QVERIFY(m_dir.isValid());
    auto catalog = data::CatalogStore::embeddedDefault();
    QVERIFY(catalog.ok());
    m_catalog = catalog.value();
    // The platform's screen is the one of the configuration file.
    QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry(), QRect(0, 0, 1366, 768));
}

void TestWindowGeometry::init()
{
    QFile::remove(m_dir.filePath(QStringLiteral("settings.ini")));
    m_settings = std::make_unique<data::Settings>(m_dir.filePath(QStringLiteral("settings.ini")));
    m_window = openWindow();
}

void TestWindowGeometry::cleanup()
{
    m_window->controller()->undoStack()->setClean();
    m_window.reset();
    m_settings.reset();
}

// Rows: a window (client rectangle), its minimum, the frame's extra width and height, the screen's
// available geometry, and where it must end up.
void TestWindowGeometry::fitIntoScreen_data()
{
    QTest::addColumn<QRect>("window");
    QTest::addColumn<QSize>("minimum");
    QTest::addColumn<QSize>("frame");
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QRect>("expected");
    const QRect laptop(0, 0, 1366, 768);
    QTest::newRow("inside: unchanged") << QRect(100, 80, 1000, 600) << QSize(800, 500) << QSize(8, 38) << laptop
                                       << QRect(100, 80, 1000, 600);
    // 1300×850 (the old default) on 1366×768: 768 − 38 = 730 high, the title bar at the top.
    QTest::newRow("1300x850 on a laptop") << QRect(33, 0, 1300, 850) << QSize(800, 500) << QSize(8, 38) << laptop
                                          << QRect(33, 34, 1300, 730);
    // From a 2560×1440 monitor at its right: moved back and shrunk to 1358×730.
    QTest::newRow("from a larger screen") << QRect(1400, 200, 1900, 1100) << QSize(800, 500) << QSize(8, 38)
                                          << laptop << QRect(4, 34, 1358, 730);
    // A panel at the top takes 32 px of the screen: the window starts below it.
    QTest::newRow("below a top panel") << QRect(0, 0, 1000, 600) << QSize(800, 500) << QSize(8, 38)
                                       << QRect(0, 32, 1366, 736) << QRect(4, 66, 1000, 600);
    // A minimum larger than the screen gives way: the screen wins.
    QTest::newRow("minimum above the screen") << QRect(0, 0, 900, 900) << QSize(2000, 1000) << QSize(0, 0)
                                              << QRect(0, 0, 1024, 600) << QRect(0, 0, 1024, 600);
    // A window smaller than its minimum grows to it.
    QTest::newRow("below its minimum") << QRect(10, 10, 300, 200) << QSize(800, 500) << QSize(0, 0) << laptop
                                       << QRect(10, 10, 800, 500);
}

void TestWindowGeometry::fitIntoScreen()
{
    QFETCH(QRect, window);
    QFETCH(QSize, minimum);
    QFETCH(QSize, frame);
    QFETCH(QRect, available);
    QFETCH(QRect, expected);
    QCOMPARE(views::fitIntoScreen(window, minimum, available, frame), expected);
}

void TestWindowGeometry::initialGeometry_data()
{
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QRect>("expected");
    // Room for 1300×850 plus the frame: centred.
    QTest::newRow("full HD") << QRect(0, 0, 1920, 1080) << QRect(310, 115, 1300, 850);
    // 1366×768: 1300 wide, as high as the screen allows, title bar on screen.
    QTest::newRow("1366x768") << QRect(0, 0, 1366, 768) << QRect(33, 34, 1300, 730);
    // 1280×720 with a bottom panel of 40 px: 1272×642.
    QTest::newRow("1280x720 with a panel") << QRect(0, 0, 1280, 680) << QRect(4, 34, 1272, 642);
}

void TestWindowGeometry::initialGeometry()
{
    QFETCH(QRect, available);
    QFETCH(QRect, expected);
    QCOMPARE(views::initialWindowGeometry(QSize(1300, 850), QSize(800, 500), available, QSize(8, 38)), expected);
}

void TestWindowGeometry::opensWithinTheScreen()
{
    const QRect available = m_window->screen()->availableGeometry();
    QVERIFY2(available.contains(m_window->geometry()),
             qPrintable(QStringLiteral("%1,%2 %3×%4")
                            .arg(m_window->x())
                            .arg(m_window->y())
                            .arg(m_window->width())
                            .arg(m_window->height())));
    QVERIFY(m_window->height() <= 768 - 30); // the title bar's room stays free
    QVERIFY(m_window->width() >= 1200);      // and the width is not given away
    // Everything the window needs fits the screen: nothing is cut off at the minimum either.
    QVERIFY(m_window->minimumSizeHint().height() <= m_window->height());
    QVERIFY(m_window->minimumSizeHint().width() <= m_window->width());
    // Room to spare for smaller screens too (1280×720): no tab or field widens the window past it.
    QVERIFY2(m_window->minimumSizeHint().width() <= 1280, qPrintable(QString::number(m_window->minimumSizeHint().width())));
}

void TestWindowGeometry::remembersTheUsersSize()
{
    m_window->resize(1100, 700);
    m_window->move(40, 60);
    QCoreApplication::processEvents();
    QVERIFY(m_window->close());
    m_window = openWindow();
    QCOMPARE(m_window->size(), QSize(1100, 700));
}

// The workload, the deadline and budget, and the size come first, and on a 1366×768 screen they
// are in view without scrolling; the optional blocks follow them.
void TestWindowGeometry::questionFirst()
{
    views::InputsPanel *panel = m_window->inputsPanel();
    QWidget *content = panel->scrollArea()->widget();
    const auto top = [content, this](const char *name) {
        auto *w = m_window->findChild<QWidget *>(QString::fromLatin1(name));
        return w == nullptr ? -1 : w->mapTo(content, QPoint(0, 0)).y();
    };
    const int workload = top("workloadKind");
    const int deadline = top("deadlineCheck");
    const int budget = top("budgetCheck");
    const int size = top("sizeCombo");
    QVERIFY(workload >= 0 && workload < deadline && deadline < budget && budget < size);
    for (const char *later : {"modelSection", "scalingSection", "sizeFactsSection", "memorySection", "riskSection",
                              "planSection"}) {
        QVERIFY2(top(later) > size, later);
    }
    panel->scrollArea()->verticalScrollBar()->setValue(0);
    for (const char *name : {"workloadKind", "gpuHoursSpin", "deadlineSpin", "budgetCheck", "sizeCombo"}) {
        QVERIFY2(inViewport(m_window->findChild<QWidget *>(QString::fromLatin1(name))), name);
    }
}

// Memory, risk and the size's facts are folded at first; a click on a header opens its block, and
// the next window opens the sections as the user left them.
void TestWindowGeometry::optionalBlocksFold()
{
    auto *memory = m_window->findChild<views::CollapsibleSection *>(QStringLiteral("memorySection"));
    auto *risk = m_window->findChild<views::CollapsibleSection *>(QStringLiteral("riskSection"));
    auto *facts = m_window->findChild<views::CollapsibleSection *>(QStringLiteral("sizeFactsSection"));
    QVERIFY(memory && risk && facts);
    QVERIFY(!memory->isOpen() && !risk->isOpen() && !facts->isOpen());
    QVERIFY(!m_window->findChild<QGroupBox *>(QStringLiteral("memoryGroup"))->isVisible());
    QVERIFY(memory->header()->text().endsWith(QStringLiteral("off"))); // the folded block says what it holds
    QTest::mouseClick(memory->header(), Qt::LeftButton);
    QVERIFY(memory->isOpen());
    QVERIFY(m_window->findChild<QGroupBox *>(QStringLiteral("memoryGroup"))->isVisible());
    auto *scaling = m_window->findChild<views::CollapsibleSection *>(QStringLiteral("scalingSection"));
    QTest::mouseClick(scaling->header(), Qt::LeftButton);
    QVERIFY(!scaling->isOpen());
    QVERIFY(!m_window->findChild<QLineEdit *>(QStringLiteral("nodeCountsEdit"))->isVisible());
    QCOMPARE(m_settings->openSections().value_or(QStringList()),
             (QStringList{QStringLiteral("modelSection"), QStringLiteral("memorySection"), QStringLiteral("planSection")}));

    m_window->controller()->undoStack()->setClean();
    m_window.reset();
    m_window = openWindow();
    QVERIFY(m_window->findChild<views::CollapsibleSection *>(QStringLiteral("memorySection"))->isOpen());
    QVERIFY(!m_window->findChild<views::CollapsibleSection *>(QStringLiteral("scalingSection"))->isOpen());
    QVERIFY(!m_window->findChild<views::CollapsibleSection *>(QStringLiteral("riskSection"))->isOpen());
}

// Alt+N (the plan's name, at the panel's end) and Tab into a field below the fold scroll it into
// view; before, the focus went to a field out of sight.
void TestWindowGeometry::focusedFieldScrollsIntoView()
{
    QScrollArea *scroll = m_window->inputsPanel()->scrollArea();
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
    scroll->verticalScrollBar()->setValue(0);
    auto *name = m_window->findChild<QLineEdit *>(QStringLiteral("planName"));
    QVERIFY(!inViewport(name));
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::AltModifier);
    QTRY_VERIFY(name->hasFocus());
    QTRY_VERIFY(inViewport(name));
    QVERIFY(scroll->verticalScrollBar()->value() > 0);

    // Back to the top by focus, too.
    auto *kind = m_window->findChild<QComboBox *>(QStringLiteral("workloadKind"));
    kind->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(inViewport(kind));
}


int main(int argc, char **argv)
{
    // One 1366×768 screen (Qt's offscreen platform reads its screens from a JSON file).
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" CAPPLAN_SOURCE_DIR "/tests/views/screens/1366x768.json");
    QApplication app(argc, argv);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    TestWindowGeometry test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowgeometry.moc"
