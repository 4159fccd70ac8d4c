// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/PlanFile.h"
#include "data/store/CatalogStore.h"
#include "render/ChartPainter.h"
#include "render/PdfReport.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace capplan;

Q_DECLARE_METATYPE(capplan::data::PageSize)

namespace {

const data::Texts kEnglish{QLocale(QLocale::English, QLocale::UnitedStates)};
const QString kToday = QStringLiteral("2026-11-30");

// A plan with everything the report shows, and the catalog objects it refers to.
struct Fixture {
    model::Catalog catalog = data::CatalogStore::embeddedDefault().value();
    model::PlanSpec spec = model::examplePlan();
    model::Evaluation evaluation;

    void evaluate() { evaluation = model::evaluate(spec, catalog, kToday.toStdString()); }

    data::ReportInput input(data::PageSize pageSize = data::PageSize::A4) const
    {
        data::ReportInput in;
        in.spec = &spec;
        in.evaluation = &evaluation;
        in.size = catalog.findSize(spec.sku);
        in.catalogPrice = spec.pricePerNodeHour ? nullptr : catalog.findPrice(spec.sku, spec.region, spec.tier, "USD");
        in.catalogDescription = QStringLiteral("embedded default catalog");
        in.generatedOn = kToday;
        in.pageSize = pageSize;
        in.texts = kEnglish;
        return in;
    }
};

Fixture seedExample()
{
    Fixture f;
    f.evaluate();
    return f;
}

// Runs a poppler tool; a missing tool fails the test (the report's checks would be void without it).
QString runTool(const QString &tool, const QStringList &arguments, bool *ok)
{
    *ok = false;
    const QString program = QStandardPaths::findExecutable(tool);
    if (program.isEmpty()) {
        qWarning("%s is missing: install poppler-utils (tools/debian-packages.txt)", qPrintable(tool));
        return {};
    }
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        qWarning("%s failed: %s", qPrintable(tool), process.readAllStandardError().constData());
        return {};
    }
    *ok = true;
    return QString::fromUtf8(process.readAllStandardOutput());
}

// "Pages:" and "Page size:" of pdfinfo's output.
struct PdfInfo {
    int pages = 0;
    double widthPt = 0.0;
    double heightPt = 0.0;
};

PdfInfo pdfInfo(const QString &path, bool *ok)
{
    PdfInfo info;
    const QString out = runTool(QStringLiteral("pdfinfo"), {path}, ok);
    if (!*ok) {
        return info;
    }
    const auto pages =
        QRegularExpression(QStringLiteral("^Pages:\\s+(\\d+)"), QRegularExpression::MultilineOption).match(out);
    const auto size = QRegularExpression(QStringLiteral("^Page size:\\s+([0-9.]+) x ([0-9.]+) pts"),
                                         QRegularExpression::MultilineOption)
                          .match(out);
    *ok = pages.hasMatch() && size.hasMatch();
    if (*ok) {
        info.pages = pages.captured(1).toInt();
        info.widthPt = size.captured(1).toDouble();
        info.heightPt = size.captured(2).toDouble();
    }
    return info;
}

// Pixels of the colour's hue (± 6°) and clearly coloured: antialiased edges blend a line with the
// white background, which keeps the hue and lowers the saturation.
int countPixelsOfHue(const QImage &image, const QColor &color)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            const int distance = std::abs(c.hsvHue() - color.hsvHue());
            if (c.hsvSaturation() >= 100 && std::min(distance, 360 - distance) <= 6) {
                ++count;
            }
        }
    }
    return count;
}

} // namespace

class TestPdfReport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nodeAxis_data();
    void nodeAxis();
    void valueTicks_data();
    void valueTicks();
    void htmlContent();
    void htmlEscapesUserText();
    void pdfPageSize_data();
    void pdfPageSize();
    void pdfText();
    void pdfInEuros();
    void pdfNamesTheModel();
    void unverifiedAndInfeasible();
    void refusesPlanWithIssues();
    void largeSweepPaginates();
    void extraTables();
    void chartPng();
    void chartSvg();
    void chartPdf();
    void chartErrors();
    void missingDirectory();
    void benchmarkSeedPdf();
};

void TestPdfReport::nodeAxis_data()
{
    QTest::addColumn<QList<int>>("nodes");
    QTest::addColumn<bool>("log2");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // Linear: padded by max(0.4, 4 % of the span); log2 from max/min ≥ 16 on: ×/÷ 1.2 (views/PlanChart).
    QTest::newRow("seed 1,2,4") << QList<int>{1, 2, 4} << false << 0.6 << 4.4;
    QTest::newRow("any order") << QList<int>{4, 1, 2} << false << 0.6 << 4.4;
    QTest::newRow("2..31 ratio 15.5") << QList<int>{2, 31} << false << 2.0 - 1.16 << 31.0 + 1.16;
    QTest::newRow("1,16 ratio 16") << QList<int>{1, 16} << true << 1.0 / 1.2 << 16.0 * 1.2;
    QTest::newRow("1..300") << QList<int>{1, 100, 300} << true << 1.0 / 1.2 << 360.0;
    QTest::newRow("single") << QList<int>{8} << false << 7.6 << 8.4;
}

void TestPdfReport::nodeAxis()
{
    QFETCH(QList<int>, nodes);
    QFETCH(bool, log2);
    QFETCH(double, low);
    QFETCH(double, high);
    const auto axis = data::ChartPainter::nodeAxis(std::vector<int>(nodes.begin(), nodes.end()));
    QCOMPARE(axis.log2, log2);
    QVERIFY2(std::abs(axis.low - low) <= 1e-12, qPrintable(QString::number(axis.low, 'g', 17)));
    QVERIFY2(std::abs(axis.high - high) <= 1e-12, qPrintable(QString::number(axis.high, 'g', 17)));
}

void TestPdfReport::valueTicks_data()
{
    QTest::addColumn<double>("high");
    QTest::addColumn<int>("count");
    QTest::addColumn<QList<double>>("ticks");
    // Step = smallest of {1, 2, 2.5, 5, 10} × 10^k at or above high ÷ count.
    QTest::newRow("seed hours 21×1.15") << 24.15 << 5 << QList<double>{0.0, 5.0, 10.0, 15.0, 20.0};
    QTest::newRow("seed cost 2744×1.15") << 3155.6 << 6 << QList<double>{0.0, 1000.0, 2000.0, 3000.0};
    QTest::newRow("quarter steps") << 1.0 << 4 << QList<double>{0.0, 0.25, 0.5, 0.75, 1.0};
    QTest::newRow("tenths without drift") << 0.3 << 3 << QList<double>{0.0, 0.1, 0.2, 0.3};
    QTest::newRow("nothing") << 0.0 << 5 << QList<double>{0.0};
}

void TestPdfReport::valueTicks()
{
    QFETCH(double, high);
    QFETCH(int, count);
    QFETCH(QList<double>, ticks);
    const std::vector<double> got = data::ChartPainter::valueTicks(high, count);
    QCOMPARE(static_cast<qsizetype>(got.size()), ticks.size());
    for (qsizetype i = 0; i < ticks.size(); ++i) {
        QVERIFY2(std::abs(got[static_cast<std::size_t>(i)] - ticks[i]) <= 1e-12,
                 qPrintable(QString::number(got[static_cast<std::size_t>(i)], 'g', 17)));
    }
}

void TestPdfReport::htmlContent()
{
    const Fixture f = seedExample();
    const auto html = data::reportHtml(f.input());
    QVERIFY2(html.ok(), qPrintable(html.ok() ? QString() : html.error().toLine()));
    const QString &text = html.value();
    QVERIFY(text.contains(QStringLiteral("<h1>sft-7b-2node</h1>")));
    QVERIFY(text.contains(QStringLiteral("Standard_ND96isr_H100_v5")));
    // 168 / (16 · 0.85) = 12.3529… h; 12.3529… · 2 · $98 = $2,421.18 (the two-node row of
    // docs/sources.md, s0-finetune-sizing).
    QVERIFY(text.contains(QStringLiteral("12.35 h")));
    QVERIFY(text.contains(QStringLiteral("$2,421.18")));
    QVERIFY(text.contains(kEnglish.recommendation(f.evaluation.recommendation).toHtmlEscaped()));
    QVERIFY(text.contains(data::PdfReport::chartResourceName()));
    // The plan gives its own price; the size facts carry their sources and dates.
    QVERIFY(text.contains(QStringLiteral("given in the plan")));
    QVERIFY(text.contains(QStringLiteral("Microsoft Learn: ND H100 v5 size series")));
    QVERIFY(text.contains(QStringLiteral("NVIDIA H100 SXM datasheet")));
    // Quota: 2 nodes × 96 vCPUs in the size's family.
    QVERIFY(text.contains(QStringLiteral("standardNDSH100v5Family")));
    QVERIFY(text.contains(QStringLiteral("<td class=\"num chosen\">192</td>")));
}

void TestPdfReport::htmlEscapesUserText()
{
    Fixture f = seedExample();
    f.spec.name = "a<b>&\"c\"";
    data::ReportInput in = f.input();
    in.extraTables.push_back({QStringLiteral("Risk <1>"), {QStringLiteral("x&y")}, {{QStringLiteral("<i>")}}});
    const QString text = data::reportHtml(in).value();
    QVERIFY(text.contains(QStringLiteral("a&lt;b&gt;&amp;&quot;c&quot;")));
    QVERIFY(text.contains(QStringLiteral("Risk &lt;1&gt;")));
    QVERIFY(text.contains(QStringLiteral("x&amp;y")));
    QVERIFY(!text.contains(QStringLiteral("<i>")));
}

void TestPdfReport::pdfPageSize_data()
{
    QTest::addColumn<data::PageSize>("pageSize");
    QTest::addColumn<double>("widthPt");
    QTest::addColumn<double>("heightPt");
    // ISO 216 A4 is 210 × 297 mm = 595.3 × 841.9 pt; US Letter 8.5 × 11 in = 612 × 792 pt.
    QTest::newRow("A4") << data::PageSize::A4 << 595.0 << 842.0;
    QTest::newRow("Letter") << data::PageSize::Letter << 612.0 << 792.0;
}

void TestPdfReport::pdfPageSize()
{
    QFETCH(data::PageSize, pageSize);
    QFETCH(double, widthPt);
    QFETCH(double, heightPt);
    const Fixture f = seedExample();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const auto written = data::writePdfReport(f.input(pageSize), path);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    QVERIFY(written.value().pages >= 1);
    QCOMPARE(written.value().bytes, QFileInfo(path).size());
    bool ok = false;
    const PdfInfo info = pdfInfo(path, &ok);
    QVERIFY2(ok, "pdfinfo (poppler-utils) is needed to check the report");
    QCOMPARE(info.pages, written.value().pages);
    QVERIFY2(std::abs(info.widthPt - widthPt) <= 1.0, qPrintable(QString::number(info.widthPt)));
    QVERIFY2(std::abs(info.heightPt - heightPt) <= 1.0, qPrintable(QString::number(info.heightPt)));
}

void TestPdfReport::pdfText()
{
    const Fixture f = seedExample();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const auto written = data::writePdfReport(f.input(), path);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    bool ok = false;
    QString text = runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}, &ok).simplified();
    QVERIFY2(ok, "pdftotext (poppler-utils) is needed to check the report");
    // The PDF keeps the font's ligatures ("ﬁ"); compatibility normalisation spells them out.
    text = text.normalized(QString::NormalizationForm_KC);
    QVERIFY(text.contains(QStringLiteral("sft-7b-2node")));
    QVERIFY(text.contains(QStringLiteral("Standard_ND96isr_H100_v5")));
    QVERIFY(text.contains(QStringLiteral("12.35 h")));
    QVERIFY(text.contains(QStringLiteral("$2,421.18")));
    // The recommendation as data/Texts words it: 2 nodes, the cheapest that meets 13 h.
    const QString recommendation = kEnglish.recommendation(f.evaluation.recommendation).simplified();
    QVERIFY(recommendation.startsWith(QStringLiteral("2 nodes")));
    QVERIFY(recommendation.contains(QStringLiteral("the cheapest option that meets the 13 h deadline")));
    QVERIFY2(text.contains(recommendation), qPrintable(recommendation));
    // The chart is drawn into the PDF as text and lines, not as a picture.
    QVERIFY(text.contains(QStringLiteral("recommended: 2 nodes")));
    QVERIFY(text.contains(QStringLiteral("Wall clock (hours)")));
    QVERIFY(text.contains(QStringLiteral("Deadline 13 h")));
    QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(written.value().pages)));
    QVERIFY(text.contains(QStringLiteral("standardNDSH100v5Family")));
    for (const char *heading :
         {"Recommendation", "Options by node count", "Wall clock and cost by node count", "Findings", "Quota",
          "Plan inputs and assumptions", "Scaling efficiency", "Size facts: Standard_ND96isr_H100_v5"}) {
        QVERIFY2(text.contains(QLatin1String(heading)), heading);
    }
}

// The seed example priced in euros (a price of the plan's own): every amount in the report is in
// euros and none in dollars. CAPPLAN_REPORT_OUT=FILE keeps the PDF for a look (pdftoppm).
// A plan with a library model (examples/model-llama70b-finetune.plan.json: Llama 3.1 70B, full
// fine-tune, ZeRO-3, 1 B tokens): the report names the model and its parameters from the library's
// architecture (never "0 parameters at 0.0 % MFU"), the fine-tuning kind, and the layout and stack
// of the option it describes; the efficiency table it does not use is left out.
void TestPdfReport::pdfNamesTheModel()
{
    Fixture f;
    auto loaded = data::PlanFile::load(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/model-llama70b-finetune.plan.json"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().toLine()));
    f.spec = loaded.value();
    f.evaluate();
    QVERIFY(f.evaluation.issues.empty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("model.pdf"));
    const auto written = data::writePdfReport(f.input(), path);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    bool ok = false;
    QString text = runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}, &ok).simplified();
    QVERIFY2(ok, "pdftotext (poppler-utils) is needed to check the report");
    text = text.normalized(QString::NormalizationForm_KC);
    QVERIFY2(text.contains(QStringLiteral("llama-3.1-70b")), qPrintable(text.left(3000)));
    QVERIFY2(text.contains(QStringLiteral("70.6 billion parameters")), qPrintable(text.left(3000)));
    QVERIFY2(text.contains(QStringLiteral("full (every parameter trained)")), qPrintable(text.left(3000)));
    QVERIFY(!text.contains(QStringLiteral(" 0 parameters")));
    QVERIFY(!text.contains(QStringLiteral("0.0 % MFU")));
    if (!f.evaluation.steps.empty()) {
        QVERIFY2(text.contains(QStringLiteral("ZeRO-1")), qPrintable(text.left(3000)));
        QVERIFY(text.contains(QStringLiteral("Stack")));
    }
}

void TestPdfReport::pdfInEuros()
{
    Fixture f;
    f.spec.currency = "EUR";
    f.spec.pricePerNodeHour = 90.12;
    f.spec.budget = 5000.0;
    f.evaluate();
    QVERIFY(f.evaluation.ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report-eur.pdf"));
    const auto written = data::writePdfReport(f.input(), path);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    if (qEnvironmentVariableIsSet("CAPPLAN_REPORT_OUT")) {
        QFile::remove(qEnvironmentVariable("CAPPLAN_REPORT_OUT"));
        QFile::copy(path, qEnvironmentVariable("CAPPLAN_REPORT_OUT"));
    }
    bool ok = false;
    const QString text = runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}, &ok).simplified();
    QVERIFY2(ok, "pdftotext (poppler-utils) is needed to check the report");
    // 2 nodes × 12.35 h × 90.12 = 2,226.49 (the table's cents), the price and the budget.
    QVERIFY2(text.contains(QString::fromUtf8("\u20AC2,226.49")), qPrintable(text));
    QVERIFY(text.contains(QString::fromUtf8("\u20AC90.12")));
    QVERIFY(text.contains(QString::fromUtf8("Budget \u20AC5,000"))); // the chart's legend
    QVERIFY2(!text.contains(QLatin1Char('$')), qPrintable(text));
}

void TestPdfReport::unverifiedAndInfeasible()
{
    // NC80adis H100 v5 at its catalog price; the MFU form reads its unverified peak (the H100 NVL's
    // sparse figure halved).
    Fixture f;
    f.spec.sku = "Standard_NC80adis_H100_v5";
    f.spec.pricePerNodeHour.reset();
    f.spec.workload = model::TokenMfuWorkload{2e9, 8e9, 0.4};
    f.spec.deadlineHours = 0.5;
    f.spec.budget = 100.0;
    f.evaluate();
    QVERIFY(f.evaluation.ok());
    QVERIFY(f.evaluation.priceFromCatalog);
    QVERIFY(!f.evaluation.recommendation.chosen);
    QVERIFY(f.evaluation.findings.size() >= 2);
    const QString html = data::reportHtml(f.input()).value();
    QVERIFY(html.contains(QStringLiteral("<span class=\"unverified\">835</span>")));
    QVERIFY(html.contains(QStringLiteral("NVIDIA H100 NVL datasheet")));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const auto written = data::writePdfReport(f.input(), path);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    bool ok = false;
    const QString text = runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}, &ok)
                             .normalized(QString::NormalizationForm_KC)
                             .simplified();
    QVERIFY2(ok, "poppler-utils (pdfinfo, pdftotext) is needed to check the report");
    const QString banner = kEnglish.recommendation(f.evaluation.recommendation).simplified();
    QVERIFY(banner.startsWith(QStringLiteral("No recommendation")));
    QVERIFY2(text.contains(banner), qPrintable(banner));
    for (const model::Finding &finding : f.evaluation.findings) {
        const QString message = kEnglish.finding(finding).normalized(QString::NormalizationForm_KC).simplified();
        QVERIFY2(text.contains(message), qPrintable(message));
    }
    QVERIFY(text.contains(QStringLiteral("Budget $100")));
    // Every section's heading survives the page breaks put before headings.
    for (const char *heading :
         {"Recommendation", "Options by node count", "Wall clock and cost by node count", "Findings", "Quota",
          "Plan inputs and assumptions", "Scaling efficiency", "Size facts: Standard_NC80adis_H100_v5"}) {
        QVERIFY2(text.contains(QLatin1String(heading)), heading);
    }
    QVERIFY(!text.contains(QStringLiteral("recommended:")));
}

void TestPdfReport::refusesPlanWithIssues()
{
    Fixture f;
    f.spec.goodput = 0.0;
    f.evaluate();
    QVERIFY(!f.evaluation.ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const auto written = data::writePdfReport(f.input(), path);
    QVERIFY(!written.ok());
    QVERIFY2(written.error().message.contains(QStringLiteral("the plan has errors")),
             qPrintable(written.error().message));
    QCOMPARE(written.error().path, QStringLiteral("goodput"));
    QCOMPARE(written.error().file, path);
    QVERIFY(!QFile::exists(path));
    QVERIFY(!data::reportHtml(f.input()).ok());
    // Nothing to report without the plan's parts.
    data::ReportInput empty;
    QVERIFY(!data::reportHtml(empty).ok());
}

void TestPdfReport::largeSweepPaginates()
{
    Fixture f;
    f.spec.nodes.clear();
    for (int n = 1; n <= model::kMaxNodes; ++n) {
        f.spec.nodes.push_back(n);
    }
    f.spec.deadlineHours = 2.0;
    f.evaluate();
    QVERIFY(f.evaluation.ok());
    QCOMPARE(f.evaluation.options.size(), std::size_t(model::kMaxNodes));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sweep.pdf"));
    const auto written = data::writePdfReport(f.input(data::PageSize::Letter), path);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    QVERIFY2(written.value().pages >= 5, qPrintable(QString::number(written.value().pages)));
    bool ok = false;
    const PdfInfo info = pdfInfo(path, &ok);
    QVERIFY2(ok, "poppler-utils (pdfinfo, pdftotext) is needed to check the report");
    QCOMPARE(info.pages, written.value().pages);
    // Layout mode keeps a table row on one line: every row must be there whole, not cut in two.
    const QString text =
        runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")}, &ok);
    QVERIFY2(ok, "poppler-utils (pdfinfo, pdftotext) is needed to check the report");
    for (const model::OptionRow &o : f.evaluation.options) {
        const QString row = QStringLiteral("^\\s*%1\\s+%2\\s+%3\\s+%4 h\\s+%5\\s+%6\\s+%7\\s")
                                .arg(o.nodes)
                                .arg(o.gpus)
                                .arg(QRegularExpression::escape(kEnglish.percent(o.efficiency, 1)),
                                     QRegularExpression::escape(kEnglish.number(o.wallClockHours, 2)),
                                     QRegularExpression::escape(kEnglish.number(o.nodeHours, 2)),
                                     QRegularExpression::escape(kEnglish.moneyCents(o.cost, "USD")),
                                     QRegularExpression::escape(kEnglish.number(o.quotaCores, 0)));
        QVERIFY2(QRegularExpression(row, QRegularExpression::MultilineOption).match(text).hasMatch(),
                 qPrintable(QStringLiteral("row of %1 nodes missing or cut: %2").arg(o.nodes).arg(row)));
    }
    QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(written.value().pages)));
}

void TestPdfReport::extraTables()
{
    const Fixture f = seedExample();
    data::ReportInput in = f.input();
    in.extraTables.push_back(
        {QStringLiteral("Deadline risk"),
         {QStringLiteral("Nodes"), QStringLiteral("P(miss)")},
         {{QStringLiteral("2"), QStringLiteral("7 %")}, {QStringLiteral("4"), QStringLiteral("1 %")}}});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(data::writePdfReport(in, path).ok());
    bool ok = false;
    const QString text = runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}, &ok);
    QVERIFY2(ok, "poppler-utils (pdfinfo, pdftotext) is needed to check the report");
    QVERIFY(text.contains(QStringLiteral("Deadline risk")));
    QVERIFY(text.contains(QStringLiteral("P(miss)")));
}

void TestPdfReport::chartPng()
{
    const Fixture f = seedExample();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    const auto written = data::writeChartImage(f.evaluation, path, QSize(800, 450), kEnglish);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    QImage image;
    QVERIFY(image.load(path));
    QCOMPARE(image.size(), QSize(800, 450));
    // The curves, the deadline and the recommendation in the GUI chart's colours.
    QVERIFY(countPixelsOfHue(image, QColor(0x1f, 0x6f, 0xb4)) > 200);
    QVERIFY(countPixelsOfHue(image, QColor(0xd9, 0x6c, 0x00)) > 200);
    QVERIFY(countPixelsOfHue(image, QColor(0xc6, 0x28, 0x28)) > 50);
    QVERIFY(countPixelsOfHue(image, QColor(0x2e, 0x7d, 0x32)) > 50);
    // No budget in the worked example (docs/sources.md): no budget line.
    QCOMPARE(countPixelsOfHue(image, QColor(0x7b, 0x1f, 0xa2)), 0);
}

void TestPdfReport::chartSvg()
{
#ifndef CAPPLAN_HAVE_SVG
    QSKIP("built without Qt Svg: the chart is written as PNG or PDF only");
#endif
    const Fixture f = seedExample();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    const auto written = data::writeChartImage(f.evaluation, path, QSize(900, 500), kEnglish);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("recommended: 2 nodes"));
}

void TestPdfReport::chartPdf()
{
    const Fixture f = seedExample();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.pdf"));
    const auto written = data::writeChartImage(f.evaluation, path, QSize(800, 440), kEnglish);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    bool ok = false;
    const PdfInfo info = pdfInfo(path, &ok);
    QVERIFY2(ok, "pdfinfo (poppler-utils) is needed to check the chart");
    QCOMPARE(info.pages, 1);
    // 800 × 440 px at 96 dpi = 600 × 330 pt.
    QVERIFY2(std::abs(info.widthPt - 600.0) <= 1.0, qPrintable(QString::number(info.widthPt)));
    QVERIFY2(std::abs(info.heightPt - 330.0) <= 1.0, qPrintable(QString::number(info.heightPt)));
}

void TestPdfReport::chartErrors()
{
    const Fixture f = seedExample();
    QTemporaryDir dir;
    const QString gif = dir.filePath(QStringLiteral("chart.gif"));
    const auto unknown = data::writeChartImage(f.evaluation, gif, QSize(800, 450), kEnglish);
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.error().file, gif);
    QVERIFY(unknown.error().message.contains(QStringLiteral(".png, .svg or .pdf")));
    QVERIFY(!data::writeChartImage(f.evaluation, dir.filePath(QStringLiteral("c.png")), QSize(20, 20), kEnglish).ok());
    Fixture broken;
    broken.spec.goodput = 0.0;
    broken.evaluate();
    QVERIFY(!data::writeChartImage(broken.evaluation, dir.filePath(QStringLiteral("c.png")), QSize(800, 450), kEnglish)
                 .ok());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("c.png"))));
}

void TestPdfReport::missingDirectory()
{
    const Fixture f = seedExample();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/report.pdf"));
    const auto written = data::writePdfReport(f.input(), path);
    QVERIFY(!written.ok());
    QCOMPARE(written.error().file, path);
    QVERIFY2(written.error().toLine().startsWith(path + QStringLiteral(": cannot write the report")),
             qPrintable(written.error().toLine()));
    const QString chartPath = dir.filePath(QStringLiteral("no-such-folder/chart.png"));
    const auto chart = data::writeChartImage(f.evaluation, chartPath, QSize(800, 450), kEnglish);
    QVERIFY(!chart.ok());
    QCOMPARE(chart.error().file, chartPath);
}

void TestPdfReport::benchmarkSeedPdf()
{
    const Fixture f = seedExample();
    const data::ReportInput in = f.input();
    QByteArray bytes;
    int pages = 0;
    QBENCHMARK
    {
        bytes = data::PdfReport::pdf(in, &pages).value();
    }
    QVERIFY(bytes.startsWith("%PDF-"));
    qInfo("seed example report: %d page(s), %lld bytes", pages, static_cast<long long>(bytes.size()));
}

QTEST_MAIN(TestPdfReport)
#include "tst_pdfreport.moc"
