// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "../common/DarkPalette.h"
#include "data/export/PortfolioReport.h"
#include "data/export/QuotaRequestPack.h"
#include "data/formats/PortfolioFile.h"
#include "render/QuotaRequestFiles.h"
#include "data/store/CatalogStore.h"
#include "model/plan/PlanSpec.h"
#include "model/planning/PortfolioUsage.h"
#include "views/main/Translations.h"
#include "views/portfolio/PortfolioWindow.h"
#include "views/widgets/QCustomPlotInclude.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <tuple>

using namespace capplan;

namespace {

const QString kToday = QStringLiteral("2026-11-30");
const QString kExample = QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/team-quarter.portfolio.json");

} // namespace

class TestPortfolioWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void opensAndPlansAsTheModelDoes();
    void chartsShowTheSchedule();
    void addCurrentPlanAddsAnInlineRun();
    void badDeadlineNamesTheField();
    void cancelStopsPlanning();
    void exportsTheQuotaRequest();
    void saveKeepsPlanPathsRelative();
    void germanAndDarkScreenshots();
    void packWindowAndJsonAgree();
    void runsKeepTheirPlansSlot();

private:
    template <class T>
    T *find(const char *name) const
    {
        T *widget = m_window->findChild<T *>(QString::fromLatin1(name));
        if (widget == nullptr) {
            qFatal("no widget %s", name);
        }
        return widget;
    }
    bool openAndWait(const QString &path)
    {
        QSignalSpy planned(m_window.get(), &views::PortfolioWindow::planned);
        return m_window->openFile(path) && planned.wait(60000);
    }
    void screenshot(const QString &name)
    {
        const QByteArray dir = qgetenv("CAPPLAN_SCREENSHOT_DIR");
        const QString folder = dir.isEmpty() ? QDir::currentPath() : QString::fromLocal8Bit(dir);
        // The layout settles (wrapped labels' heights) in the events after a plan is shown.
        QCoreApplication::processEvents();
        QVERIFY(m_window->grab().toImage().save(QDir(folder).filePath(name)));
    }

    model::Catalog m_catalog;
    model::PlanSpec m_current = model::examplePlan();
    std::unique_ptr<views::PortfolioWindow> m_window;
    views::Translations m_translations;
    QTemporaryDir m_dir;
};

void TestPortfolioWindow::initTestCase()
{
    auto catalog = data::CatalogStore::embeddedDefault();
    QVERIFY(catalog.ok());
    m_catalog = catalog.value();
    QVERIFY(m_dir.isValid());
}

void TestPortfolioWindow::init()
{
    m_translations.apply(QStringLiteral("en"));
    views::PortfolioWindow::Sources sources;
    sources.catalog = [this] { return m_catalog; };
    sources.currentPlan = [this] { return m_current; };
    sources.todayIso = [] { return kToday; };
    m_window = std::make_unique<views::PortfolioWindow>(std::move(sources));
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPortfolioWindow::cleanup()
{
    m_window->setWindowModified(false);
    m_window.reset();
}

// The window's answer is model::planPortfolio's on the same file, catalog and day, run for run.
void TestPortfolioWindow::opensAndPlansAsTheModelDoes()
{
    QVERIFY(openAndWait(kExample));
    auto spec = data::PortfolioFile::load(kExample);
    QVERIFY(spec);
    const model::PortfolioPlan direct = model::planPortfolio(spec.value(), m_catalog, kToday.toStdString());
    const auto &shown = m_window->plan();
    QVERIFY(shown.has_value());
    QCOMPARE(shown->runs.size(), std::size_t{5});
    QCOMPARE(shown->withinQuota.totalCost, direct.withinQuota.totalCost);
    QCOMPARE(shown->withinQuota.missedDeadlines, direct.withinQuota.missedDeadlines);
    for (std::size_t i = 0; i < direct.runs.size(); ++i) {
        QCOMPARE(shown->withinQuota.placements[i].startHour, direct.withinQuota.placements[i].startHour);
        QCOMPARE(shown->withinQuota.placements[i].choice.has_value(), direct.withinQuota.placements[i].choice.has_value());
    }
    QCOMPARE(find<QTableWidget>("portfolioRuns")->rowCount(), 5);
    // The schedule's table: each placed run's size and cost as the model has them.
    auto *schedule = find<QTableWidget>("portfolioSchedule");
    QCOMPARE(schedule->rowCount(), 5);
    const data::Texts texts{QLocale()};
    for (int row = 0; row < 5; ++row) {
        const auto &choice = direct.withinQuota.placements[static_cast<std::size_t>(row)].choice;
        if (choice) {
            const model::RunChoice &c = direct.runs[static_cast<std::size_t>(row)].choices[*choice];
            QVERIFY(schedule->item(row, 1)->text().contains(QString::fromStdString(c.sku)));
            QCOMPARE(schedule->item(row, 2)->text(), texts.money(c.cost, "USD"));
        }
    }
    QCOMPARE(find<QTableWidget>("portfolioQuotaBuys")->rowCount(), static_cast<int>(direct.quotaBuys.size()));
    QCOMPARE(find<QTableWidget>("portfolioQuotaNeeded")->rowCount(), static_cast<int>(direct.least.needs.size()));
    const QString summary = find<QLabel>("portfolioSummary")->text();
    const int met = static_cast<int>(direct.runs.size()) - direct.withinQuota.missedDeadlines;
    QVERIFY2(summary.contains(QStringLiteral("%1 of 5 deadlines met").arg(met)), qPrintable(summary));
    QVERIFY(find<QAction>("exportQuotaRequestAction")->isEnabled());
    screenshot(QStringLiteral("portfolio-window.png"));
}

// One bar per placed run in the Gantt chart, one legend entry per size; the usage chart stacks one
// band per run of the pool and draws the free quota.
void TestPortfolioWindow::chartsShowTheSchedule()
{
    QVERIFY(openAndWait(kExample));
    const model::PortfolioPlan &plan = *m_window->plan();
    int placed = 0;
    std::set<std::string> sizes;
    for (std::size_t i = 0; i < plan.runs.size(); ++i) {
        if (const auto &choice = plan.withinQuota.placements[i].choice) {
            ++placed;
            sizes.insert(plan.runs[i].choices[*choice].sku);
        }
    }
    auto *gantt = find<QCustomPlot>("portfolioGantt");
    int bars = 0;
    for (int i = 0; i < gantt->itemCount(); ++i) {
        bars += qobject_cast<QCPItemRect *>(gantt->item(i)) != nullptr ? 1 : 0;
    }
    QCOMPARE(bars, placed);
    QCOMPARE(gantt->plottableCount(), static_cast<int>(sizes.size()));

    auto *tabs = find<QTabWidget>("portfolioTabs");
    tabs->setCurrentIndex(1);
    auto *pool = find<QComboBox>("portfolioPool");
    const std::vector<model::PoolTimeline> timelines = model::poolTimelines(plan.runs, plan.withinQuota);
    QCOMPARE(pool->count(), static_cast<int>(timelines.size()));
    for (int p = 0; p < pool->count(); ++p) {
        pool->setCurrentIndex(p);
        auto *usage = find<QCustomPlot>("portfolioUsage");
        const model::PoolTimeline &t = timelines[static_cast<std::size_t>(p)];
        const bool limited = plan.quota.count(t.pool) > 0;
        QCOMPARE(usage->graphCount(), static_cast<int>(t.runs.size()) + (limited ? 1 : 0));
        // The top band's highest point is the pool's peak.
        double top = 0.0;
        const QCPGraph *stack = usage->graph(static_cast<int>(t.runs.size()) - 1);
        for (auto it = stack->data()->constBegin(); it != stack->data()->constEnd(); ++it) {
            top = std::max(top, it->value);
        }
        QCOMPARE(top, static_cast<double>(t.peak));
    }
    // With the least quota, the H100 pool: the runs that share it (every run that keeps its plan's
    // ND H100 v5 in eastus) and the free 1,536 vCPUs, which the pretraining goes above.
    find<QComboBox>("portfolioScheduleChoice")->setCurrentIndex(1);
    pool->setCurrentIndex(pool->findText(QStringLiteral("standardNDSH100v5Family in eastus")));
    QVERIFY(pool->currentIndex() >= 0);
    const model::QuotaPool h100{"standardNDSH100v5Family", "eastus", model::Tier::Dedicated};
    std::size_t sharing = 0;
    for (const model::PoolTimeline &t : model::poolTimelines(plan.runs, plan.least.schedule)) {
        sharing += t.pool == h100 ? t.runs.size() : 0;
    }
    QVERIFY(sharing >= 3);
    QCOMPARE(find<QCustomPlot>("portfolioUsage")->graphCount(), static_cast<int>(sharing) + 1);
    screenshot(QStringLiteral("portfolio-quota-use.png"));
    tabs->setCurrentIndex(2);
    screenshot(QStringLiteral("portfolio-quota-buys.png"));
}

// Runs → Add Current Plan: the main window's plan, inline, its deadline its own from the start.
void TestPortfolioWindow::addCurrentPlanAddsAnInlineRun()
{
    QSignalSpy planned(m_window.get(), &views::PortfolioWindow::planned);
    find<QAction>("addCurrentPlanAction")->trigger();
    QVERIFY(planned.wait(60000));
    const model::PortfolioSpec &spec = m_window->spec();
    QCOMPARE(spec.runs.size(), std::size_t{1});
    QVERIFY(spec.runs[0].planPath.empty());
    QCOMPARE(spec.runs[0].plan.name, m_current.name);
    // The example plan's 13 h deadline, from the portfolio's start (next Monday: 2026-12-07).
    QCOMPARE(QString::fromStdString(spec.start), QStringLiteral("2026-12-07"));
    QCOMPARE(spec.runs[0].deadlineHour, 13.0);
    QVERIFY(m_window->isWindowModified());
    const model::PortfolioPlan &plan = *m_window->plan();
    QCOMPARE(plan.runs.size(), std::size_t{1});
    QVERIFY(plan.withinQuota.placements[0].meetsDeadline);
    // The same plan again gets a name of its own: the file tells runs apart by name.
    find<QAction>("addCurrentPlanAction")->trigger();
    QVERIFY(planned.wait(60000));
    QCOMPARE(m_window->spec().runs[1].name, m_current.name + " (2)");
}

void TestPortfolioWindow::badDeadlineNamesTheField()
{
    QVERIFY(openAndWait(kExample));
    auto *runs = find<QTableWidget>("portfolioRuns");
    runs->item(1, 2)->setText(QStringLiteral("next Tuesday"));
    auto *error = find<QLabel>("portfolioError");
    QVERIFY(error->isVisibleTo(m_window.get()));
    QVERIFY2(error->text().contains(QStringLiteral("runs[1].deadline")), qPrintable(error->text()));
    runs->item(1, 2)->setText(QStringLiteral("2027-01-12"));
    QVERIFY(!error->isVisibleTo(m_window.get()));
    runs->item(0, 3)->setText(QStringLiteral("first"));
    QVERIFY2(error->text().contains(QStringLiteral("runs[0].priority")), qPrintable(error->text()));
}

void TestPortfolioWindow::cancelStopsPlanning()
{
    QSignalSpy planned(m_window.get(), &views::PortfolioWindow::planned);
    QVERIFY(m_window->openFile(kExample));
    QVERIFY(m_window->isPlanning());
    find<QPushButton>("portfolioCancel")->click();
    QVERIFY(!m_window->isPlanning());
    QTest::qWait(200);
    QCOMPARE(planned.count(), 0);
    QVERIFY(!find<QProgressBar>("portfolioProgress")->isVisibleTo(m_window.get()));
}

void TestPortfolioWindow::exportsTheQuotaRequest()
{
    QVERIFY(openAndWait(kExample));
    // The export's dialog asks for a folder; the files are the CLI's (tst_quotarequest, tst_cli).
    QVERIFY(find<QAction>("exportQuotaRequestAction")->isEnabled());
}

// Save As elsewhere: the plan files are written relative to the new folder and read back.
void TestPortfolioWindow::saveKeepsPlanPathsRelative()
{
    QVERIFY(openAndWait(kExample));
    const QString path = m_dir.filePath(QStringLiteral("moved/team.portfolio.json"));
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("moved"))));
    QVERIFY(m_window->saveFile(path));
    auto saved = data::PortfolioFile::load(path);
    QVERIFY2(saved, saved ? "" : qPrintable(saved.error().toLine()));
    QCOMPARE(saved.value().runs.size(), std::size_t{5});
    QVERIFY(QString::fromStdString(saved.value().runs[0].planPath).startsWith(QStringLiteral("..")));
    QVERIFY(!m_window->isWindowModified());
}

// In German the window's own words change (its tabs, the summary) and numbers follow the locale;
// under a dark palette the charts are dark. Both are kept as screenshots.
void TestPortfolioWindow::germanAndDarkScreenshots()
{
    m_translations.apply(QStringLiteral("de"));
    QCoreApplication::processEvents();
    QVERIFY(openAndWait(kExample));
    auto *tabs = find<QTabWidget>("portfolioTabs");
    QCOMPARE(tabs->tabText(0), QStringLiteral("Zeitplan"));
    QVERIFY2(find<QLabel>("portfolioSummary")->text().contains(QStringLiteral("Fristen")),
             qPrintable(find<QLabel>("portfolioSummary")->text()));
    screenshot(QStringLiteral("portfolio-window-de.png"));
    // The quota request pack in German: its words translated, its numbers German.
    const data::QuotaPack pack = data::QuotaRequestPack::build(m_window->spec(), *m_window->plan(), m_catalog, kToday);
    const data::Texts german(QLocale(QLocale::German, QLocale::Germany));
    const QString text = data::QuotaRequestPack::text(pack, german);
    QVERIFY2(text.startsWith(QStringLiteral("Kontingentanfrage für Applied ML team, 2027 Q1 (2026-11-30)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Begründung:")), qPrintable(text));
    const auto written = data::QuotaRequestFiles::write(pack, german, m_dir.filePath(QStringLiteral("pack-de")));
    QVERIFY2(written, written ? "" : qPrintable(written.error().toLine()));
    QCOMPARE(written.value().size(), 3);
    if (const QByteArray dir = qgetenv("CAPPLAN_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QFile::copy(written.value().last(), QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("quota-request-de.pdf")));
    }
    m_translations.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();

    const QPalette light = QApplication::palette();
    QApplication::setPalette(testing::darkColours());
    QCoreApplication::processEvents();
    auto *gantt = find<QCustomPlot>("portfolioGantt");
    QVERIFY(gantt->grab().toImage().pixelColor(5, 5).lightnessF() < 0.5);
    screenshot(QStringLiteral("portfolio-window-dark.png"));
    QApplication::setPalette(light);
}

// The quota request pack, the window and `portfolio --json` state the same two schedules with the
// same figures: the request's schedule (answer (b)) and its cost, the schedule within today's quota
// and its cost, and why they differ; and pool by pool the pack's peak is the JSON's quota_needed.
void TestPortfolioWindow::packWindowAndJsonAgree()
{
    QVERIFY(openAndWait(kExample));
    const model::PortfolioPlan &plan = *m_window->plan();
    const data::QuotaPack pack = data::QuotaRequestPack::build(m_window->spec(), plan, m_catalog, kToday);
    const data::Texts texts{QLocale()};
    const nlohmann::json doc = nlohmann::json::parse(data::PortfolioReport::json(m_window->spec(), plan, texts).toStdString());
    // The two totals: the window's first, the pack's request.
    QCOMPARE(pack.schedules.withinQuotaCost, doc["total_cost"].get<double>());
    QCOMPARE(pack.schedules.withinQuotaMissed, doc["missed_deadlines"].get<int>());
    QCOMPARE(pack.totalCost, doc["quota_request_schedule"]["total_cost"].get<double>());
    QCOMPARE(pack.schedules.requestMissed, doc["quota_request_schedule"]["missed_deadlines"].get<int>());
    const nlohmann::json packJson = nlohmann::json::parse(data::QuotaRequestPack::json(pack, texts).toStdString());
    QCOMPARE(packJson["schedules"]["within_quota"]["total_cost"].get<double>(), doc["total_cost"].get<double>());
    QCOMPARE(packJson["schedules"]["difference"].get<std::string>(),
             doc["quota_request_schedule"]["difference"].get<std::string>());
    // One sentence, in the pack's text, the window's summary and Quota needed tab, and the JSON.
    const QString sentence = data::QuotaRequestPack::schedulesText(pack.schedules, pack.currency, texts);
    QVERIFY(data::QuotaRequestPack::text(pack, texts).contains(sentence));
    QVERIFY2(find<QLabel>("portfolioSummary")->text().contains(sentence), qPrintable(find<QLabel>("portfolioSummary")->text()));
    QCOMPARE(QString::fromStdString(doc["quota_request_schedule"]["text"].get<std::string>()), sentence);
    QVERIFY(sentence.contains(texts.money(pack.schedules.withinQuotaCost, "USD")));
    // Pool by pool: the pack's peak (over its services) is the JSON's quota_needed peak.
    std::map<std::tuple<std::string, std::string, std::string>, long long> packPeaks;
    for (const data::QuotaPackPool &p : pack.pools) {
        auto &peak = packPeaks[{p.pool.family, p.pool.region, std::string(model::toString(p.pool.tier))}];
        peak = std::max(peak, p.peakCores);
    }
    QCOMPARE(packPeaks.size(), doc["quota_needed"].size());
    for (const auto &need : doc["quota_needed"]) {
        const auto key = std::make_tuple(need["family"].get<std::string>(), need["region"].get<std::string>(),
                                         need["tier"].get<std::string>());
        QVERIFY(packPeaks.count(key));
        QCOMPARE(packPeaks.at(key), need["peak_cores"].get<long long>());
    }
    // The window's Quota needed table lists the same pools.
    QCOMPARE(find<QTableWidget>("portfolioQuotaNeeded")->rowCount(), static_cast<int>(doc["quota_needed"].size()));
}

// A run keeps its plan's size, region and tier unless its "may_move" allows others; where the
// schedule moves one, the Schedule tab says "moved" and its tooltip where from and why.
void TestPortfolioWindow::runsKeepTheirPlansSlot()
{
    QVERIFY(openAndWait(kExample));
    const model::PortfolioPlan &plan = *m_window->plan();
    const model::PortfolioSpec &spec = m_window->spec();
    auto *schedule = find<QTableWidget>("portfolioSchedule");
    int moved = 0;
    for (std::size_t i = 0; i < plan.runs.size(); ++i) {
        const model::PortfolioRun &run = plan.runs[i];
        QVERIFY(run.planned.has_value());
        for (const model::RunChoice &c : run.choices) {
            QVERIFY2(model::mayTake(*run.planned, spec.runs[i].mayMove, c), run.name.c_str());
        }
        const model::Placement &p = plan.withinQuota.placements[i];
        const std::optional<model::RunMove> move = model::moveOf(run, p);
        if (spec.runs[i].mayMove == model::MayMove::No) {
            QVERIFY(!move);
        }
        if (move) {
            ++moved;
            const QTableWidgetItem *cell = schedule->item(static_cast<int>(i), 1);
            QVERIFY(cell->text().endsWith(QStringLiteral("moved")));
            QVERIFY(cell->toolTip().contains(QString::fromStdString(move->from.sku)));
        }
    }
    qInfo("%d run(s) of the example moved", moved);
    // The runs table's May move column sets "may_move": the fine-tune may then take any size.
    auto *combo = find<QComboBox>("mayMoveCombo0");
    QCOMPARE(combo->currentData().toInt(), static_cast<int>(model::MayMove::No));
    QCOMPARE(combo->currentText(), QStringLiteral("No"));
    QSignalSpy planned(m_window.get(), &views::PortfolioWindow::planned);
    combo->setCurrentIndex(combo->findData(static_cast<int>(model::MayMove::Size)));
    QVERIFY(planned.wait(60000));
    QCOMPARE(static_cast<int>(m_window->spec().runs[0].mayMove), static_cast<int>(model::MayMove::Size));
    QVERIFY(m_window->isWindowModified());
    const model::PortfolioRun &fineTune = m_window->plan()->runs[0];
    QVERIFY(std::any_of(fineTune.choices.begin(), fineTune.choices.end(),
                        [&](const model::RunChoice &c) { return c.sku != fineTune.planned->sku; }));
}

QTEST_MAIN(TestPortfolioWindow)
#include "tst_portfoliowindow.moc"
