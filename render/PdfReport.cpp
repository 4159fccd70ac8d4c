// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/PdfReport.h"

#include "render/ChartPainter.h"

#include "data/export/Exporters.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDate>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextObjectInterface>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <variant>

namespace capplan::data {

namespace {

using Html = QString;

constexpr double kMmPerInch = 25.4;
// QTextDocument measures HTML lengths (image sizes, paddings) in pixels at 96 dpi and scales them
// to the paint device (QTextDocumentLayoutPrivate::scaleToDevice).
constexpr double kCssDpi = 96.0;
constexpr double kChartAspect = 0.52; // height ÷ width, about the GUI chart's proportions
constexpr double kBodyPoints = 9.0;
// Lists of node counts longer than this are shortened in sentences ("2, 4, 8 … (40 in all)").
constexpr int kListedNodeCounts = 8;

const QString kChartName = QStringLiteral("capplan-chart:plan");

// For QTextDocument's CSS subset; the classes sit on the cells, which are what carry the formats.
const QString kStyleSheet =
    QStringLiteral("h1 { font-size: 17pt; margin-bottom: 2px; }"
                   "h2 { font-size: 12pt; color: #1f3f5f; margin-top: 14px; margin-bottom: 5px; }"
                   "h3 { font-size: 10pt; margin-top: 10px; margin-bottom: 3px; }"
                   "p { margin-top: 2px; margin-bottom: 4px; }"
                   "th { background-color: #e9edf2; font-weight: bold; text-align: left; }"
                   "th.num { text-align: right; }"
                   "td.num { text-align: right; white-space: nowrap; }"
                   "td.nowrap { white-space: nowrap; }"
                   "td.chosen { background-color: #e3f1e4; font-weight: bold; }"
                   ".meta { color: #555555; }"
                   ".note { color: #555555; font-size: 8pt; }"
                   ".unverified { color: #c75a00; font-style: italic; }"
                   ".error { color: #b71c1c; font-weight: bold; }"
                   ".warning { color: #c75a00; font-weight: bold; }"
                   ".info { color: #1f6fb4; font-weight: bold; }");

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

double pageWidthMm(PageSize size)
{
    return QPageSize(size == PageSize::A4 ? QPageSize::A4 : QPageSize::Letter).size(QPageSize::Millimeter).width();
}

// The width the report's text and chart may take, in CSS pixels.
double contentWidthCssPx(double pageWidthMillimetres)
{
    return (pageWidthMillimetres - 2.0 * PdfReport::kMarginMm) / kMmPerInch * kCssDpi;
}

// Draws the chart where the HTML places <img src="capplan-chart:plan">: as vector graphics through
// ChartPainter, where QTextDocument's own image handler would need a raster picture.
class ChartTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    explicit ChartTextObject(const ChartPainter &chart)
        : m_chart(chart)
    {
    }

    QSizeF intrinsicSize(QTextDocument *doc, int, const QTextFormat &format) override
    {
        const QTextImageFormat image = format.toImageFormat();
        const QPaintDevice *device = doc->documentLayout()->paintDevice();
        const double scale = device != nullptr ? device->logicalDpiY() / kCssDpi : 1.0;
        return QSizeF(image.width(), image.height()) * scale;
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        if (format.toImageFormat().name() == kChartName) {
            m_chart.paint(*painter, rect);
        }
    }

private:
    const ChartPainter &m_chart;
};

QString nodesText(int nodes)
{
    // Spelled out rather than with %n: English plurals would otherwise need an English .qm.
    return nodes == 1 ? PdfReport::tr("1 node") : PdfReport::tr("%1 nodes").arg(nodes);
}

QString nodeList(const std::vector<int> &nodes)
{
    QStringList parts;
    for (std::size_t i = 0; i < nodes.size() && i < static_cast<std::size_t>(kListedNodeCounts); ++i) {
        parts.append(QString::number(nodes[i]));
    }
    QString text = parts.join(QStringLiteral(", "));
    if (nodes.size() > static_cast<std::size_t>(kListedNodeCounts)) {
        text = PdfReport::tr("%1 … (%2 in all)").arg(text).arg(nodes.size());
    }
    return text;
}

QString dateText(const Texts &texts, const std::string &iso, QLocale::FormatType format = QLocale::ShortFormat)
{
    const QDate date = QDate::fromString(q(iso), Qt::ISODate);
    return date.isValid() ? texts.locale().toString(date, format) : q(iso);
}

QString cell(const QString &text, const QString &cssClass = {})
{
    return cssClass.isEmpty() ? QStringLiteral("<td>%1</td>").arg(text)
                              : QStringLiteral("<td class=\"%1\">%2</td>").arg(cssClass, text);
}

// A ruled table of plain-text headers and HTML cells; `numeric` columns are right-aligned. The
// header row is a <thead>, which QTextDocument repeats at the top of every page the table runs onto.
QString table(const QStringList &headers, const QList<QStringList> &rows, const QList<int> &numeric = {},
              const QList<int> &chosenRows = {}, int widthPercent = 100)
{
    QString out = QStringLiteral("<table width=\"%1%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\"><thead><tr>")
                      .arg(widthPercent);
    for (qsizetype i = 0; i < headers.size(); ++i) {
        out += numeric.contains(i) ? QStringLiteral("<th class=\"num\">%1</th>").arg(esc(headers[i]))
                                   : QStringLiteral("<th>%1</th>").arg(esc(headers[i]));
    }
    out += QStringLiteral("</tr></thead>");
    for (qsizetype r = 0; r < rows.size(); ++r) {
        out += QStringLiteral("<tr>");
        const bool chosen = chosenRows.contains(r);
        for (qsizetype i = 0; i < rows[r].size(); ++i) {
            QString cssClass = numeric.contains(i) ? QStringLiteral("num") : QString();
            if (chosen) {
                cssClass += cssClass.isEmpty() ? QStringLiteral("chosen") : QStringLiteral(" chosen");
            }
            out += cell(rows[r][i], cssClass);
        }
        out += QStringLiteral("</tr>");
    }
    return out + QStringLiteral("</table>");
}

QList<QStringList> escaped(const QList<QStringList> &rows)
{
    QList<QStringList> out;
    out.reserve(rows.size());
    for (const QStringList &row : rows) {
        QStringList cells;
        for (const QString &text : row) {
            cells.append(esc(text));
        }
        out.append(cells);
    }
    return out;
}

// The option the report describes the job of: the recommended one, else the first.
std::size_t describedOption(const model::Evaluation &ev)
{
    const auto chosen = ev.recommendation.nodes();
    for (std::size_t i = 0; chosen && i < ev.options.size(); ++i) {
        if (ev.options[i].nodes == *chosen) {
            return i;
        }
    }
    return 0;
}

// Whether the step-time model gave the rate (a model with a layout, the plan's or the planner's):
// then the workload's MFU and the efficiency table are not inputs of the plan.
bool stepTimeRate(const model::Evaluation &ev)
{
    return !ev.steps.empty() && ev.architecture.has_value();
}

QString workloadText(const model::PlanSpec &spec, const model::Evaluation &ev, const model::VmSize &size,
                     const Texts &t)
{
    if (const auto *gpu = std::get_if<model::GpuHoursWorkload>(&spec.workload)) {
        return PdfReport::tr("%1 GPU-hours at full efficiency").arg(t.quantity(gpu->gpuHours));
    }
    if (const auto *rate = std::get_if<model::TokenRateWorkload>(&spec.workload)) {
        return PdfReport::tr("%1 tokens at %2 tokens/s per GPU")
            .arg(t.quantity(rate->tokens), t.quantity(rate->tokensPerGpuSecond));
    }
    const auto &mfu = std::get<model::TokenMfuWorkload>(spec.workload);
    if (stepTimeRate(ev)) {
        // The step-time model prices the tokens; the model and layout rows say on what.
        return PdfReport::tr("%1 tokens").arg(t.quantity(mfu.tokens));
    }
    // A library model's parameters are its architecture's (the workload's own are 0 then).
    const double parameters =
        ev.architecture ? static_cast<double>(model::parameterCounts(*ev.architecture).total()) : mfu.parameters;
    // Training FLOPs = 6 · parameters · tokens (Kaplan et al. 2020), against the dense BF16 peak.
    return PdfReport::tr("%1 tokens, %2 parameters at %3 MFU of %4 TFLOP/s dense BF16 per GPU (6 · parameters · "
                         "tokens FLOPs): %5 tokens/s per GPU")
        .arg(t.quantity(mfu.tokens), t.quantity(parameters), t.percent(mfu.mfu, 1),
             t.number(size.bf16TflopsPerGpu.value, 0), t.number(ev.tokensPerGpuSecond, 0));
}

// The rows that say what is trained and how: the model and its parameters, the fine-tuning, and
// with the step-time model the stack, the layout and the precision of the described option (the
// one the exports carry). Empty for a plan without a model.
QList<QStringList> modelRows(const model::PlanSpec &spec, const model::Evaluation &ev, const Texts &t)
{
    QList<QStringList> rows;
    if (!spec.model || !ev.architecture) {
        return rows;
    }
    const model::ParameterCounts counts = model::parameterCounts(*ev.architecture);
    const double total = static_cast<double>(counts.total());
    const double active = static_cast<double>(counts.active());
    //: %1: the model's name; %2: billions of parameters, e.g. "70.6"; %3: the exact count
    QString modelText = PdfReport::tr("%1, %2 billion parameters (%3)")
                            .arg(Exporters::modelLabel(spec), t.number(total / 1e9, 1), t.number(total, 0));
    if (active < total) {
        //: a mixture of experts: the parameters one token passes through
        modelText += PdfReport::tr(", %1 billion active per token").arg(t.number(active / 1e9, 1));
    }
    rows.append({esc(PdfReport::tr("Model")), esc(modelText), esc(PdfReport::tr("model library or config.json"))});

    const std::size_t at = describedOption(ev);
    const std::optional<model::Layout> layout =
        at < ev.optionLayouts.size() ? std::optional<model::Layout>(ev.optionLayouts[at]) : ev.layout;
    const model::FineTuning tuning = layout ? layout->fineTuning
                                     : spec.memory ? spec.memory->fineTuning
                                                   : model::FineTuning::Full;
    QString tuningText;
    switch (tuning) {
    case model::FineTuning::Full:
        tuningText = PdfReport::tr("full (every parameter trained)");
        break;
    case model::FineTuning::Lora:
        tuningText = layout ? PdfReport::tr("LoRA, rank %1 (the base frozen in 16 bits)").arg(layout->loraRank)
                            : PdfReport::tr("LoRA (the base frozen in 16 bits)");
        break;
    case model::FineTuning::Qlora:
        tuningText = layout ? PdfReport::tr("QLoRA, rank %1 (the base frozen in 4-bit NF4)").arg(layout->loraRank)
                            : PdfReport::tr("QLoRA (the base frozen in 4-bit NF4)");
        break;
    }
    rows.append({esc(PdfReport::tr("Fine-tuning")), esc(tuningText), QString()});
    if (!layout || !stepTimeRate(ev) || at >= ev.options.size()) {
        return rows;
    }
    const model::OptionRow &option = ev.options[at];
    const auto step = std::find_if(ev.steps.begin(), ev.steps.end(),
                                   [&](const model::StepBreakdown &b) { return b.nodes == option.nodes; });
    if (step != ev.steps.end()) {
        const QString stack = QString::fromLatin1(model::toString(step->stack).data());
        rows.append({esc(PdfReport::tr("Stack")),
                     esc(step->stackInferred ? PdfReport::tr("%1 (inferred from the strategy)").arg(stack) : stack),
                     QString()});
    }
    //: %1: "4 nodes"; %2: the layout in words
    rows.append({esc(PdfReport::tr("Layout")),
                 esc(PdfReport::tr("%1: %2").arg(Texts::nodeCount(option.nodes), t.layoutSummary(*layout, option.gpus))),
                 esc(ev.layoutChosenByPlanner ? PdfReport::tr("chosen by the planner for this node count")
                                              : PdfReport::tr("the plan's layout"))});
    QString precision;
    if (ev.hardware.runs(layout->precision) == model::Precision::Fp8) {
        precision = PdfReport::tr("FP8 GEMMs, 16-bit weights");
    } else if (ev.hardware.halfPrecision == model::HalfPrecision::Fp16) {
        // model::halfPrecisionFor: V100 and older have no BF16.
        precision = PdfReport::tr("FP16 with dynamic loss scaling (%1 has no BF16)").arg(q(ev.hardware.gpuModel));
    } else {
        precision = PdfReport::tr("BF16");
    }
    rows.append({esc(PdfReport::tr("Precision")), esc(precision), QString()});
    return rows;
}

QString sourceText(const Texts &t, const model::Provenance &provenance)
{
    QString text = PdfReport::tr("%1, as of %2").arg(esc(q(provenance.source)), dateText(t, provenance.asOf));
    if (!provenance.verified) {
        text = QStringLiteral("<span class=\"unverified\">%1</span>").arg(PdfReport::tr("%1 — unverified").arg(text));
    }
    return text;
}

Html recommendationSection(const model::Evaluation &ev, const Texts &t)
{
    const model::Recommendation &rec = ev.recommendation;
    Html out = QStringLiteral("<h2>%1</h2>").arg(esc(PdfReport::tr("Recommendation")));
    out += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" border=\"1\"><tr><td "
                          "bgcolor=\"%1\"><b>%2</b></td></tr></table>")
               .arg(rec.chosen ? QStringLiteral("#eef7ef") : QStringLiteral("#fff3e0"), esc(t.recommendation(rec)));

    // The reasons behind it: which node counts meet each constraint, and the two extremes.
    std::vector<int> meetDeadline;
    std::vector<int> withinBudget;
    for (const model::OptionRow &o : ev.options) {
        if (o.meetsDeadline) {
            meetDeadline.push_back(o.nodes);
        }
        if (o.withinBudget) {
            withinBudget.push_back(o.nodes);
        }
    }
    auto option = [&t, &ev](const model::OptionRow &row) {
        return PdfReport::tr("%1: %2, %3")
            .arg(nodesText(row.nodes), t.hours(row.wallClockHours), t.cost(row, ev.currency));
    };
    QStringList reasons;
    if (rec.deadlineHours) {
        reasons.append(
            meetDeadline.empty()
                ? PdfReport::tr("Deadline %1: no node count meets it.").arg(t.hoursAsTyped(*rec.deadlineHours))
                : PdfReport::tr("Deadline %1: met by %2 nodes.")
                      .arg(t.hoursAsTyped(*rec.deadlineHours), nodeList(meetDeadline)));
    } else {
        reasons.append(PdfReport::tr("No deadline set."));
    }
    if (rec.budget) {
        reasons.append(
            withinBudget.empty()
                ? PdfReport::tr("Budget %1: no node count stays within it.").arg(t.money(*rec.budget, ev.currency))
                : PdfReport::tr("Budget %1: kept by %2 nodes.").arg(t.money(*rec.budget, ev.currency), nodeList(withinBudget)));
    } else {
        reasons.append(PdfReport::tr("No budget set."));
    }
    if (rec.cheapest) {
        reasons.append(PdfReport::tr("Cheapest option: %1.").arg(option(*rec.cheapest)));
    }
    if (rec.fastest) {
        reasons.append(PdfReport::tr("Fastest option: %1.").arg(option(*rec.fastest)));
    }
    reasons.append(PdfReport::tr("Rule: among the node counts that meet the deadline within the budget, the "
                                 "cheapest; a tie goes to fewer nodes."));
    out += QStringLiteral("<ul>");
    for (const QString &reason : reasons) {
        out += QStringLiteral("<li>%1</li>").arg(esc(reason));
    }
    return out + QStringLiteral("</ul>");
}

Html optionsSection(const model::Evaluation &ev, const Texts &t)
{
    Html out = QStringLiteral("<h2>%1</h2>").arg(esc(PdfReport::tr("Options by node count")));
    const bool hasDeadline = ev.recommendation.deadlineHours.has_value();
    const bool hasBudget = ev.recommendation.budget.has_value();
    // Speedup is left to the efficiency table: ten columns do not fit a portrait page in a readable size.
    const QStringList headers{
        PdfReport::tr("Nodes"),       PdfReport::tr("GPUs"),           PdfReport::tr("Efficiency"),
        PdfReport::tr("Wall clock"),  PdfReport::tr("Node-hours"),     t.costHeader(PdfReport::tr("Cost"), ev.priceBasis),
        PdfReport::tr("Quota cores"), PdfReport::tr("Meets deadline"), PdfReport::tr("Within budget")};
    const auto chosen = ev.recommendation.nodes();
    QList<QStringList> rows;
    QList<int> chosenRows;
    const QString dash = QStringLiteral("\u2014");
    for (const model::OptionRow &o : ev.options) {
        if (chosen && *chosen == o.nodes) {
            chosenRows.append(static_cast<int>(rows.size()));
        }
        // Two decimals on paper: the table is where a reader checks the arithmetic.
        rows.append({QString::number(o.nodes), QString::number(o.gpus), t.percent(o.efficiency, 1),
                     o.wallClockHoursHigh > o.wallClockHoursLow
                         ? t.hoursWithBand(o.wallClockHours, o.wallClockHoursLow, o.wallClockHoursHigh)
                         : PdfReport::tr("%1 h").arg(t.number(o.wallClockHours, 2)),
                     t.number(o.nodeHours, 2),
                     o.priced ? t.moneyCents(o.cost, ev.currency) : data::Texts::tr("unknown"), t.number(o.quotaCores, 0),
                     hasDeadline ? (o.meetsDeadline ? PdfReport::tr("yes") : PdfReport::tr("no")) : dash,
                     hasBudget ? (o.withinBudget ? PdfReport::tr("yes") : PdfReport::tr("no")) : dash});
    }
    out += table(headers, escaped(rows), {0, 1, 2, 3, 4, 5, 6}, chosenRows);
    if (ev.layoutChosenByPlanner && ev.optionLayouts.size() == ev.options.size()) {
        // The layout each row ran: the planner's per node count, what the exports of that row carry.
        QStringList layouts;
        for (std::size_t i = 0; i < ev.options.size(); ++i) {
            //: %1: "4 nodes"; %2: the layout in words
            layouts << PdfReport::tr("%1: %2").arg(Texts::nodeCount(ev.options[i].nodes),
                                                   t.layoutSummary(ev.optionLayouts[i], ev.options[i].gpus));
        }
        out += QStringLiteral("<p class=\"note\">%1</p>")
                   .arg(esc(PdfReport::tr("Layouts chosen by the planner (the plan names none): %1.")
                                .arg(layouts.join(QStringLiteral("; ")))));
    }
    if (const QString basis = t.estimateBasis(ev); !basis.isEmpty()) {
        //: %1: the model, stack and band in words
        out += QStringLiteral("<p class=\"note\">%1</p>")
                   .arg(esc(PdfReport::tr("Estimate: %1. The wall clock in brackets is the band: the run at the band's "
                                          "fast and slow ends.")
                                .arg(basis)));
    }
    out += QStringLiteral("<p class=\"note\">%1</p>")
               .arg(esc(PdfReport::tr("The recommended option is in bold. Per node count n with g GPUs and v vCPUs "
                                      "per node and efficiency e(n): compute hours = GPU-hours ÷ (n · g · e(n)); "
                                      "wall clock = compute hours ÷ goodput + overhead; cost = wall clock · n · price "
                                      "per node-hour; quota cores = n · v.")));
    return out;
}

Html findingsSection(const model::Evaluation &ev, const Texts &t)
{
    Html out = QStringLiteral("<h2>%1</h2>").arg(esc(PdfReport::tr("Findings")));
    if (ev.findings.empty()) {
        return out +
               QStringLiteral("<p>%1</p>").arg(esc(PdfReport::tr("None: nothing in this plan calls for attention.")));
    }
    out += QStringLiteral("<ul>");
    for (const model::Finding &f : ev.findings) {
        const QString severity = f.severity == model::Severity::Error     ? QStringLiteral("error")
                                 : f.severity == model::Severity::Warning ? QStringLiteral("warning")
                                                                          : QStringLiteral("info");
        const QString label = f.severity == model::Severity::Error     ? PdfReport::tr("Error")
                              : f.severity == model::Severity::Warning ? PdfReport::tr("Warning")
                                                                       : PdfReport::tr("Note");
        out += QStringLiteral("<li><span class=\"%1\">%2 · %3:</span> %4</li>")
                   .arg(severity, esc(label), esc(t.findingTitle(f.code)), esc(t.finding(f)));
    }
    return out + QStringLiteral("</ul>");
}

Html quotaSection(const model::PlanSpec &spec, const model::Evaluation &ev, const model::VmSize &size, const Texts &t)
{
    Html out = QStringLiteral("<h2>%1</h2>").arg(esc(PdfReport::tr("Quota")));
    out += QStringLiteral("<p>%1</p>")
               .arg(esc(PdfReport::tr("Azure counts quota in vCPU cores per VM family and region, dedicated and "
                                      "low-priority separately. This plan runs in the %1 family in %2 at the %3 tier "
                                      "(%4 vCPUs per node).")
                            .arg(q(size.quotaFamily.value), q(spec.region), t.tierName(spec.tier))
                            .arg(size.vcpus.value)));
    const QStringList headers{PdfReport::tr("For"), PdfReport::tr("Nodes"), PdfReport::tr("Cores needed")};
    QList<QStringList> rows;
    QList<int> chosenRows;
    if (ev.recommendation.chosen) {
        const model::OptionRow &c = *ev.recommendation.chosen;
        chosenRows.append(0);
        rows.append(
            {esc(PdfReport::tr("the recommended option")), QString::number(c.nodes), t.number(c.quotaCores, 0)});
    }
    if (!ev.options.empty()) {
        const auto largest = std::max_element(ev.options.begin(), ev.options.end(),
                                              [](const auto &a, const auto &b) { return a.nodes < b.nodes; });
        // A cluster whose maximum is the largest compared node count needs this much.
        rows.append({esc(PdfReport::tr("the largest option compared")), QString::number(largest->nodes),
                     t.number(largest->quotaCores, 0)});
    }
    out += table(headers, rows, {1, 2}, chosenRows);
    if (!ev.recommendation.chosen) {
        out += QStringLiteral("<p class=\"note\">%1</p>")
                   .arg(esc(PdfReport::tr("There is no recommendation; the options table lists the cores of every "
                                          "node count.")));
    }
    return out;
}

Html extraSection(const ReportTable &extra)
{
    return QStringLiteral("<h2>%1</h2>").arg(esc(extra.title)) + table(extra.headers, escaped(extra.rows));
}

Html inputsSection(const ReportInput &input)
{
    const model::PlanSpec &spec = *input.spec;
    const model::Evaluation &ev = *input.evaluation;
    const model::VmSize &size = *input.size;
    const Texts &t = input.texts;
    Html out = QStringLiteral("<h2>%1</h2>").arg(esc(PdfReport::tr("Plan inputs and assumptions")));

    QString priceSource;
    if (ev.priceFromCatalog && input.catalogPrice != nullptr) {
        priceSource = PdfReport::tr("catalog price for %1, %2: %3")
                          .arg(esc(q(input.catalogPrice->region)), esc(t.tierName(input.catalogPrice->tier)),
                               sourceText(t, input.catalogPrice->perNodeHour.provenance));
    } else if (ev.priceFromCatalog) {
        priceSource = esc(PdfReport::tr("catalog price"));
    } else {
        priceSource = esc(PdfReport::tr("given in the plan"));
    }
    if (!ev.priceBasis.isDefault()) {
        // The kind and the discount before the source: "3-year reservation with a 5 % discount; catalog price …".
        priceSource = esc(t.priceBasis(ev.priceBasis)) + QStringLiteral("; ") + priceSource;
    }
    const std::vector<int> nodeCounts = spec.nodes.empty() ? model::defaultNodeCounts() : spec.nodes;
    QString nodesValue = esc(nodeList(nodeCounts));
    if (spec.nodes.empty()) {
        nodesValue = esc(PdfReport::tr("%1 (the default)").arg(nodeList(nodeCounts)));
    }
    QString workSource = esc(PdfReport::tr("from the workload"));
    if (stepTimeRate(ev)) {
        //: %1: tokens/s per GPU; %2: "1 node"
        workSource = esc(PdfReport::tr("tokens ÷ the step-time model's %1 tokens/s per GPU on %2")
                             .arg(t.number(ev.tokensPerGpuSecond, 0),
                                  Texts::nodeCount(ev.efficiencyReferenceNodes.value_or(1))));
    } else if (std::holds_alternative<model::TokenMfuWorkload>(spec.workload)) {
        workSource = PdfReport::tr("peak: %1").arg(sourceText(t, size.bf16TflopsPerGpu.provenance));
    }
    const QString none = esc(PdfReport::tr("none"));
    QList<QStringList> rows{
        {esc(PdfReport::tr("VM size")), esc(PdfReport::tr("%1 (%2)").arg(q(size.name), q(size.series))),
         sourceText(t, size.gpusPerVm.provenance)},
        {esc(PdfReport::tr("Region and tier")),
         esc(spec.compute == model::ComputeTarget::Cluster
                 ? PdfReport::tr("%1, %2").arg(q(spec.region), t.tierName(spec.tier))
                 : PdfReport::tr("%1, %2, %3").arg(q(spec.region), t.tierName(spec.tier), t.computeName(spec.compute))),
         QString()},
        {esc(PdfReport::tr("Price per node-hour")), esc(t.moneyCents(ev.pricePerNodeHour, ev.currency)), priceSource},
        {esc(PdfReport::tr("Workload")), esc(workloadText(spec, ev, size, t)), QString()},
    };
    rows += modelRows(spec, ev, t);
    rows += QList<QStringList>{
        {esc(PdfReport::tr("Work at full efficiency")),
         esc(PdfReport::tr("%1 GPU-hours").arg(t.number(ev.gpuHours, 2))), workSource},
        {esc(PdfReport::tr("Goodput")), esc(t.percent(spec.goodput, 1)),
         esc(PdfReport::tr("share of the wall clock spent training"))},
        {esc(PdfReport::tr("Overhead")), esc(t.hoursAsTyped(spec.overheadHours)),
         esc(PdfReport::tr("startup, image pull, final checkpoint"))},
        {esc(PdfReport::tr("Deadline")), spec.deadlineHours ? esc(t.hoursAsTyped(*spec.deadlineHours)) : none,
         QString()},
        {esc(PdfReport::tr("Budget")), spec.budget ? esc(t.money(*spec.budget, ev.currency)) : none, QString()},
        {esc(PdfReport::tr("Node counts compared")), nodesValue, QString()},
    };
    out += table({PdfReport::tr("Input"), PdfReport::tr("Value"), PdfReport::tr("Source")}, rows);

    // The efficiency table only where it gives the rate: the step-time and fabric models have a
    // step split per option and their own efficiency (docs/design.md, "The performance core").
    if (!ev.stepSplits.empty()) {
        return out;
    }
    out += QStringLiteral("<h3>%1</h3>").arg(esc(PdfReport::tr("Scaling efficiency")));
    out += QStringLiteral("<p class=\"note\">%1</p>")
               .arg(esc(PdfReport::tr("Efficiency is speedup ÷ nodes. Between the given points it is linear in "
                                      "log2(nodes); beyond the last point it continues the last segment's slope per "
                                      "doubling; it stays within 1 % and 100 %.")));
    QList<QStringList> efficiencyRows;
    for (const auto &[nodes, efficiency] : spec.efficiency) {
        efficiencyRows.append({QString::number(nodes), t.percent(efficiency, 1), t.number(nodes * efficiency, 2)});
    }
    out += table({PdfReport::tr("Nodes"), PdfReport::tr("Efficiency"), PdfReport::tr("Speedup")},
                 escaped(efficiencyRows), {0, 1, 2}, {}, 50);
    return out;
}

Html sizeFactsSection(const model::VmSize &s, const Texts &t)
{
    Html out = QStringLiteral("<h2>%1</h2>").arg(esc(PdfReport::tr("Size facts: %1").arg(q(s.name))));
    const auto gib = [&t](double value) { return PdfReport::tr("%1 GiB").arg(t.number(value, 0)); };
    const auto gbps = [&t](double value) { return PdfReport::tr("%1 Gb/s").arg(t.number(value, 0)); };
    QList<QStringList> rows;
    bool anyUnverified = false;
    const auto add = [&](const QString &label, const QString &value, const model::Provenance &provenance) {
        anyUnverified = anyUnverified || !provenance.verified;
        const QString shown =
            provenance.verified ? esc(value) : QStringLiteral("<span class=\"unverified\">%1</span>").arg(esc(value));
        // "about 2024-08" where the source dates the value only to a month.
        QString asOf = esc(t.asOf(provenance));
        if (!provenance.verified) {
            asOf = QStringLiteral("<span class=\"unverified\">%1</span>")
                       .arg(esc(PdfReport::tr("%1, unverified").arg(t.asOf(provenance))));
        }
        rows.append({esc(label), shown, esc(q(provenance.source)), asOf});
    };
    add(t.fieldLabel(QStringLiteral("vcpus")), t.number(s.vcpus.value, 0), s.vcpus.provenance);
    add(t.fieldLabel(QStringLiteral("memory_gib")), gib(s.memoryGiB.value), s.memoryGiB.provenance);
    add(t.fieldLabel(QStringLiteral("gpus")), PdfReport::tr("%1 × %2").arg(s.gpusPerVm.value).arg(q(s.gpuModel.value)),
        s.gpusPerVm.provenance);
    if (!(s.gpuModel.provenance == s.gpusPerVm.provenance)) {
        add(t.fieldLabel(QStringLiteral("gpu_model")), q(s.gpuModel.value), s.gpuModel.provenance);
    }
    add(t.fieldLabel(QStringLiteral("gpu_memory_gib")), PdfReport::tr("%1 per GPU").arg(gib(s.gpuMemoryGiB.value)),
        s.gpuMemoryGiB.provenance);
    add(t.fieldLabel(QStringLiteral("bf16_tflops_per_gpu")), t.number(s.bf16TflopsPerGpu.value, 0),
        s.bf16TflopsPerGpu.provenance);
    add(t.fieldLabel(QStringLiteral("ib_gbps_per_gpu")),
        s.hasInfiniBand() ? PdfReport::tr("%1 (%2 per VM)").arg(gbps(s.ibGbpsPerGpu.value), gbps(s.ibGbpsPerVm()))
                          : PdfReport::tr("none"),
        s.ibGbpsPerGpu.provenance);
    add(t.fieldLabel(QStringLiteral("ethernet_gbps_per_vm")), gbps(s.ethernetGbpsPerVm.value),
        s.ethernetGbpsPerVm.provenance);
    add(t.fieldLabel(QStringLiteral("quota_family")), q(s.quotaFamily.value), s.quotaFamily.provenance);
    QString status = t.statusName(s.status.value);
    if (!s.retirementDate.value.empty()) {
        status = PdfReport::tr("%1, retirement date %2").arg(status, dateText(t, s.retirementDate.value));
    }
    add(t.fieldLabel(QStringLiteral("status")), status, s.status.provenance);
    out +=
        table({PdfReport::tr("Fact"), PdfReport::tr("Value"), PdfReport::tr("Source"), PdfReport::tr("As of")}, rows);
    if (anyUnverified) {
        out += QStringLiteral("<p class=\"note\"><span class=\"unverified\">%1</span></p>")
                   .arg(esc(PdfReport::tr("Values in orange italics have not been confirmed against their source.")));
    }
    return out;
}

Result<Html> buildHtml(const ReportInput &input, double contentWidthPx)
{
    if (input.spec == nullptr || input.evaluation == nullptr || input.size == nullptr) {
        return Error(PdfReport::tr("the report needs a plan, its evaluation and its VM size"));
    }
    const model::PlanSpec &spec = *input.spec;
    const model::Evaluation &ev = *input.evaluation;
    const Texts &t = input.texts;
    if (!ev.ok()) {
        const model::InputIssue &issue = ev.issues.front();
        return Error(PdfReport::tr("the plan has errors, so there is nothing to report: %1").arg(t.issue(issue)),
                     q(issue.path));
    }
    if (input.size->name != spec.sku) {
        return Error(PdfReport::tr("the VM size %1 is not the plan's size %2").arg(q(input.size->name), q(spec.sku)));
    }

    const QString name = spec.name.empty() ? PdfReport::tr("(unnamed plan)") : q(spec.name);
    Html out = QStringLiteral("<html><body>");
    out += QStringLiteral("<h1>%1</h1>").arg(esc(name));
    const QDate generated = QDate::fromString(input.generatedOn, Qt::ISODate);
    out += QStringLiteral("<p class=\"meta\">%1")
               .arg(esc(PdfReport::tr("Capacity plan report, generated on %1 by GPU Capacity Planner.")
                            .arg(generated.isValid() ? t.locale().toString(generated, QLocale::LongFormat)
                                                     : input.generatedOn)));
    if (!input.catalogDescription.isEmpty()) {
        out += QStringLiteral("<br>") + esc(PdfReport::tr("Catalog: %1.").arg(input.catalogDescription));
    }
    out +=
        QStringLiteral("<br>%1</p>")
            .arg(esc(ev.priceBasis.isDefault()
                         ? PdfReport::tr("%1 in %2, %3 tier, %4 per node-hour.")
                               .arg(q(spec.sku), q(spec.region), t.tierName(spec.tier),
                                    t.moneyCents(ev.pricePerNodeHour, ev.currency))
                         //: %5: how the plan is priced, e.g. "3-year reservation with a 5 % discount"
                         : PdfReport::tr("%1 in %2, %3 tier, %4 per node-hour (%5).")
                               .arg(q(spec.sku), q(spec.region), t.tierName(spec.tier),
                                    t.moneyCents(ev.pricePerNodeHour, ev.currency), t.priceBasis(ev.priceBasis))));

    out += recommendationSection(ev, t);
    out += optionsSection(ev, t);
    out += QStringLiteral("<h2>%1</h2>").arg(esc(PdfReport::tr("Wall clock and cost by node count")));
    const int chartWidth = static_cast<int>(std::floor(contentWidthPx));
    const int chartHeight = static_cast<int>(std::round(contentWidthPx * kChartAspect));
    out += QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"%2\" height=\"%3\"></p>")
               .arg(kChartName)
               .arg(chartWidth)
               .arg(chartHeight);
    out += findingsSection(ev, t);
    out += quotaSection(spec, ev, *input.size, t);
    for (const ReportTable &extra : input.extraTables) {
        out += extraSection(extra);
    }
    out += inputsSection(input);
    out += sizeFactsSection(*input.size, t);
    return out + QStringLiteral("</body></html>");
}

// Thin grey rules around every cell. QTextDocument's HTML importer takes border-collapse and cell
// borders only from CSS it applies unevenly, so the formats are set on the tables themselves.
void ruleTables(QTextFrame *frame)
{
    const QBrush rule(QColor(0xb8, 0xbe, 0xc6));
    for (QTextFrame *child : frame->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(child)) {
            QTextTableFormat format = table->format();
            format.setBorderCollapse(true);
            format.setBorder(0.75);
            format.setBorderBrush(rule);
            format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            format.setCellSpacing(0.0);
            format.setBottomMargin(4.0); // CSS pixels, like the HTML's; a heading after a table needs air
            table->setFormat(format);
            for (int r = 0; r < table->rows(); ++r) {
                for (int c = 0; c < table->columns(); ++c) {
                    QTextTableCell cell = table->cellAt(r, c);
                    QTextTableCellFormat cellFormat = cell.format().toTableCellFormat();
                    cellFormat.setBorder(0.75);
                    cellFormat.setBorderBrush(rule);
                    cellFormat.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
                    cell.setFormat(cellFormat);
                }
            }
        }
        ruleTables(child);
    }
}

// What must share a page with a heading: from the heading to the first table cell, list item or
// picture within the next few blocks (an introductory sentence may come first), and the whole of
// a small table. Returns the last block of that stretch.
QTextBlock sectionOpeningEnd(const QTextBlock &heading)
{
    constexpr int kLookAhead = 3;
    constexpr int kKeepTogetherRows = 12;
    QTextBlock block = heading.next();
    const QTextBlock first = block;
    for (int i = 0; i < kLookAhead && block.isValid(); ++i, block = block.next()) {
        if (block.blockFormat().headingLevel() > 0) {
            break;
        }
        if (QTextTable *table = QTextCursor(block).currentTable()) {
            if (table->rows() <= kKeepTogetherRows) {
                return table->cellAt(table->rows() - 1, table->columns() - 1).lastCursorPosition().block();
            }
            return block;
        }
        if (block.textList() != nullptr || block.text().contains(QChar::ObjectReplacementCharacter)) {
            return block;
        }
    }
    return first;
}

// A heading whose section opening would run onto the next page goes there too ("keep with
// next", which QTextDocument lacks): a page break before it, and the layout is asked again.
void keepHeadingsWithNext(QTextDocument &doc)
{
    const double pageHeight = doc.pageSize().height();
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    // blockBoundingRect() gives the block's top in the document; its lines sit below that.
    // Half a device pixel of slack: the layout's positions are 1/64-pixel fixed point.
    const auto pageOfTop = [layout, pageHeight](const QTextBlock &block) {
        const QTextLayout *lines = block.layout();
        const double lineTop = lines != nullptr && lines->lineCount() > 0 ? lines->lineAt(0).y() : 0.0;
        return static_cast<int>(std::floor((layout->blockBoundingRect(block).top() + lineTop + 0.5) / pageHeight));
    };
    const auto pageOfBottom = [layout, pageHeight](const QTextBlock &block) {
        const QTextLayout *lines = block.layout();
        double lineBottom = 0.0;
        if (lines != nullptr && lines->lineCount() > 0) {
            const QTextLine last = lines->lineAt(lines->lineCount() - 1);
            lineBottom = last.y() + last.height();
        }
        return static_cast<int>(std::floor((layout->blockBoundingRect(block).top() + lineBottom - 0.5) / pageHeight));
    };
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 ||
            (block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) != 0) {
            continue;
        }
        const QTextBlock end = sectionOpeningEnd(block);
        if (end.isValid() && pageOfBottom(end) > pageOfTop(block)) {
            QTextBlockFormat format;
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(block).mergeBlockFormat(format);
            // The layout redoes only the changed block after a format change, and leaves later
            // blocks at their old, now wrong places; ask for all of it again.
            doc.markContentsDirty(0, doc.characterCount());
        }
    }
}

bool haveGuiApplication()
{
    return qobject_cast<QGuiApplication *>(QCoreApplication::instance()) != nullptr;
}

} // namespace

QString PdfReport::chartResourceName()
{
    return kChartName;
}

Result<QString> PdfReport::html(const ReportInput &input)
{
    return buildHtml(input, contentWidthCssPx(pageWidthMm(input.pageSize)));
}

Result<int> PdfReport::paint(const ReportInput &input, QPagedPaintDevice &device)
{
    if (input.spec == nullptr || input.evaluation == nullptr || input.size == nullptr) {
        return buildHtml(input, 0.0).error(); // names what is missing
    }
    const ChartPainter chart(*input.evaluation, input.texts);
    ChartTextObject chartObject(chart); // outlives the document that refers to it
    const model::PlanSpec &spec = *input.spec;
    const QString footerLeft =
        tr("%1 · %2").arg(spec.name.empty() ? tr("(unnamed plan)") : q(spec.name), input.generatedOn);
    return paintHtml(device, [&](double widthCssPx) { return buildHtml(input, widthCssPx); }, footerLeft, &chartObject);
}

Result<int> PdfReport::paintHtml(QPagedPaintDevice &device, const std::function<Result<QString>(double)> &html,
                                 const QString &footerLeft, QObject *imageHandler)
{
    if (!haveGuiApplication()) {
        return Error(tr("printing the report needs a QGuiApplication (fonts)"));
    }
    // Our own margins, or the device's where a printer cannot print closer to the edge.
    const QPageLayout layout = device.pageLayout();
    const int dpi = device.logicalDpiY();
    const QRectF full = layout.fullRectPixels(dpi);
    const QRectF printable = layout.paintRectPixels(dpi);
    const double pxPerMm = dpi / kMmPerInch;
    const double left = std::max(kMarginMm * pxPerMm, printable.left() - full.left());
    const double right = std::max(kMarginMm * pxPerMm, full.right() - printable.right());
    const double top = std::max(kMarginMm * pxPerMm, printable.top() - full.top());
    const double bottom = std::max(kBottomMarginMm * pxPerMm, full.bottom() - printable.bottom());
    // Whole device pixels: the layout's positions are fixed point, and a page height it cannot
    // represent exactly would leave a line on the boundary drawn (clipped) on both pages.
    const QRectF content(std::round(full.left() + left), std::round(full.top() + top),
                         std::floor(full.width() - left - right), std::floor(full.height() - top - bottom));

    const Result<Html> text = html(content.width() / dpi * kCssDpi);
    if (!text) {
        return text.error();
    }
    QTextDocument doc;
    QFont font;
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(kBodyPoints);
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(kStyleSheet);
    doc.setDocumentMargin(0.0);
    // Laid out in the device's own units, as QTextDocument::print does; where an image handler is
    // given it draws the document's <img> (the plan's chart, by ChartPainter).
    doc.documentLayout()->setPaintDevice(&device);
    if (imageHandler != nullptr) {
        doc.documentLayout()->registerHandler(QTextFormat::ImageObject, imageHandler);
    }
    doc.setPageSize(content.size());
    doc.setUndoRedoEnabled(false);
    doc.setHtml(text.value());
    {
        // One edit block: the layout runs once for all cell formats, not once per cell.
        QTextCursor edit(&doc);
        edit.beginEditBlock();
        ruleTables(doc.rootFrame());
        edit.endEditBlock();
    }
    doc.markContentsDirty(0, doc.characterCount()); // see keepHeadingsWithNext()
    keepHeadingsWithNext(doc);
    const int pages = doc.pageCount();

    QPainter painter;
    if (!painter.begin(&device)) {
        return Error(tr("cannot draw on the page"));
    }
    QFont footerFont = font;
    footerFont.setPointSizeF(kBodyPoints - 1.0);
    const double footerHeight = QFontMetricsF(footerFont, &device).height();
    // The painter's origin is the corner of the printable area, not of the sheet.
    const QPointF origin = printable.topLeft();
    for (int page = 0; page < pages; ++page) {
        if (page > 0 && !device.newPage()) {
            return Error(tr("cannot start page %1").arg(page + 1));
        }
        // One page of the tall laid-out document, as QTextDocument::print draws it: shift it up
        // by the pages before, clip to this page.
        painter.save();
        painter.translate(content.topLeft() - origin + QPointF(0.0, -page * content.height()));
        const QRectF view(0.0, page * content.height(), content.width(), content.height());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();

        painter.save();
        painter.setFont(footerFont);
        painter.setPen(QColor(0x55, 0x55, 0x55));
        const QRectF footer(content.left() - origin.x(), content.bottom() - origin.y() + 3.0 * pxPerMm, content.width(),
                            footerHeight);
        painter.drawLine(QPointF(footer.left(), footer.top() - 1.0 * pxPerMm),
                         QPointF(footer.right(), footer.top() - 1.0 * pxPerMm));
        painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, footerLeft);
        painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, tr("Page %1 of %2").arg(page + 1).arg(pages));
        painter.restore();
    }
    painter.end();
    return pages;
}

Result<QByteArray> PdfReport::htmlPdf(const std::function<Result<QString>(double)> &html, const QString &title,
                                      const QString &footerLeft, PageSize pageSize, int *pages)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(pageSize == PageSize::A4 ? QPageSize::A4 : QPageSize::Letter));
        writer.setPageOrientation(QPageLayout::Portrait);
        writer.setPageMargins(QMarginsF(0.0, 0.0, 0.0, 0.0)); // paintHtml() keeps its own
        writer.setCreator(QStringLiteral("GPU Capacity Planner"));
        writer.setTitle(title);
        const Result<int> painted = paintHtml(writer, html, footerLeft);
        if (!painted) {
            return painted.error();
        }
        if (pages != nullptr) {
            *pages = painted.value();
        }
    }
    return buffer.data();
}

Result<QByteArray> PdfReport::pdf(const ReportInput &input, int *pages)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(input.pageSize == PageSize::A4 ? QPageSize::A4 : QPageSize::Letter));
        writer.setPageOrientation(QPageLayout::Portrait);
        // Full sheet: paint() keeps its own margins and puts the footer in the bottom one.
        writer.setPageMargins(QMarginsF(0.0, 0.0, 0.0, 0.0));
        writer.setCreator(QStringLiteral("GPU Capacity Planner"));
        if (input.spec != nullptr) {
            writer.setTitle(tr("Capacity plan: %1").arg(q(input.spec->name)));
        }
        const Result<int> painted = paint(input, writer);
        if (!painted) {
            return painted.error();
        }
        if (pages != nullptr) {
            *pages = painted.value();
        }
    } // the writer finishes the file when it goes
    return buffer.data();
}

Result<PdfReportSummary> PdfReport::write(const ReportInput &input, const QString &path)
{
    int pages = 0;
    Result<QByteArray> bytes = pdf(input, &pages);
    if (!bytes) {
        Error error = bytes.error();
        error.file = path;
        return error;
    }
    // Every file the user keeps is written through QSaveFile (docs/design.md, "House style" 6).
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return Error(tr("cannot write the report: %1").arg(file.errorString()), {}, path);
    }
    if (file.write(bytes.value()) != bytes.value().size() || !file.commit()) {
        return Error(tr("cannot write the report: %1").arg(file.errorString()), {}, path);
    }
    return PdfReportSummary{pages, bytes.value().size()};
}

} // namespace capplan::data

#include "PdfReport.moc"

namespace capplan::data {

std::vector<ReportTable> riskTables(const model::RiskResult &risk, const model::PlanSpec &spec, const Texts &t)
{
    std::vector<ReportTable> out;
    const auto table = [&](const std::vector<model::RiskRow> &rows, model::Tier tier,
                           const model::RiskRecommendation &rec) {
        ReportTable r;
        r.title = PdfReport::tr("Risk, %1: %2 trials per node count, seed %3")
                      .arg(t.tierName(tier), t.number(spec.risk.trials, 0))
                      .arg(spec.risk.seed);
        r.headers = {PdfReport::tr("Nodes"), PdfReport::tr("P(deadline)"), PdfReport::tr("Expected"),
                     PdfReport::tr("P50"),   PdfReport::tr("P90"),         PdfReport::tr("Expected cost"),
                     PdfReport::tr("P90 cost"), PdfReport::tr("Checkpoint every")};
        const auto h = [&](double v) { return std::isfinite(v) ? t.hours(v) : QStringLiteral("–"); };
        const auto m = [&](double v) { return std::isfinite(v) ? t.money(v, spec.currency) : QStringLiteral("–"); };
        for (const model::RiskRow &row : rows) {
            r.rows.append({QString::number(row.nodes),
                           std::isfinite(row.pMeetDeadline) ? t.percent(row.pMeetDeadline, 1) : QStringLiteral("–"),
                           h(row.expectedWallClockHours), h(row.p50WallClockHours), h(row.p90WallClockHours),
                           m(row.expectedCost), m(row.p90Cost),
                           row.checkpointWrites > 0.0 ? h(row.checkpointHoursUsed) : PdfReport::tr("none")});
        }
        out.push_back(r);
        // The recommendation at the confidence, full width under its table.
        ReportTable why;
        why.headers = {PdfReport::tr("Recommendation at %1 confidence").arg(t.percent(rec.confidence))};
        why.rows.append({t.riskRecommendation(rec, tier)});
        out.push_back(why);
    };
    table(risk.rows, risk.tier, risk.recommendation);
    if (risk.otherTier && risk.otherRecommendation) {
        table(risk.otherRows, *risk.otherTier, *risk.otherRecommendation);
    }
    return out;
}

std::vector<ReportTable> regionTables(const model::Evaluation &ev, const Texts &t)
{
    if (ev.regions.options.empty()) {
        return {};
    }
    ReportTable r;
    r.title = ev.regions.cheapestWithQuota
                  ? PdfReport::tr("Regions: the cheapest with enough quota is %1")
                        .arg(QString::fromStdString(*ev.regions.cheapestWithQuota))
                  : PdfReport::tr("Regions (no region is known to have enough quota)");
    r.headers = {PdfReport::tr("Region"), PdfReport::tr("Price per node-hour"), t.costHeader(PdfReport::tr("Cost"), ev.priceBasis),
                 PdfReport::tr("Quota")};
    for (const model::RegionOption &o : ev.regions.options) {
        QString quota;
        switch (o.quota.status) {
        case model::QuotaStatus::Enough:
            quota = PdfReport::tr("enough");
            break;
        case model::QuotaStatus::Shortfall:
            quota = PdfReport::tr("%1 cores short").arg(o.quota.shortfall.value_or(0));
            break;
        case model::QuotaStatus::Unknown:
            quota = PdfReport::tr("unknown");
            break;
        }
        r.rows.append({QString::fromStdString(o.region), t.moneyCents(o.pricePerNodeHour, o.currency), t.money(o.cost, o.currency), quota});
    }
    return {r};
}

} // namespace capplan::data
