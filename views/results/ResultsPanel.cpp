// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/results/ResultsPanel.h"
#include "views/widgets/ElidingHeaderView.h"
#include "views/main/Theme.h"

#include "views/results/OptionsTableModel.h"
#include "views/results/PlanChart.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QFontMetrics>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace capplan::views {

namespace {

// The banner in the palette's tones (views/main/Theme.h): green, amber, grey when stale.
QString bannerStyle(theme::Tone tone, const QPalette &palette)
{
    return theme::labelStyle(tone, palette, 6, 10);
}

QIcon severityIcon(model::Severity severity)
{
    switch (severity) {
    case model::Severity::Info:
        return qApp->style()->standardIcon(QStyle::SP_MessageBoxInformation);
    case model::Severity::Warning:
        return qApp->style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case model::Severity::Error:
        return qApp->style()->standardIcon(QStyle::SP_MessageBoxCritical);
    }
    return {};
}

} // namespace

ResultsPanel::ResultsPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("resultsPanel"));
    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("recommendationBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bannerFont = m_banner->font();
    bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.15);
    m_banner->setFont(bannerFont);

    m_staleNote = new QLabel(this);
    m_staleNote->setObjectName(QStringLiteral("staleNote"));
    m_staleNote->setWordWrap(true);
    m_staleNote->setStyleSheet(QStringLiteral("color: #a04000; font-style: italic;"));
    m_staleNote->setVisible(false);

    m_findings = new QListWidget(this);
    m_findings->setObjectName(QStringLiteral("findingsList"));
    m_findings->setWordWrap(true);
    m_findings->setIconSize(QSize(20, 20));
    m_findings->setSelectionMode(QAbstractItemView::NoSelection);
    m_findings->setFocusPolicy(Qt::NoFocus);
    m_findings->setVisible(false);

    m_chart = new PlanChart(this);

    m_model = new OptionsTableModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("optionsTable"));
    m_table->setHorizontalHeader(new ElidingHeaderView(Qt::Horizontal, m_table));
    m_table->setModel(m_model);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Money is the widest cell ("$12,345.67", "12.345,67 $"); size that column to its contents,
    // measuring a bounded number of rows so a 1-300 sweep stays cheap per keystroke.
    m_table->horizontalHeader()->setSectionResizeMode(OptionsTableModel::Cost, QHeaderView::ResizeToContents);
    // So is the wall clock with its band ("238.60 (224.30–279.70)").
    m_table->horizontalHeader()->setSectionResizeMode(OptionsTableModel::WallClockHours, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setResizeContentsPrecision(64);
    // The layout beside the node count it is for; its whole description is in the cell's tooltip.
    m_table->horizontalHeader()->moveSection(OptionsTableModel::Layout, OptionsTableModel::Gpus + 1);
    m_table->horizontalHeader()->setSectionResizeMode(OptionsTableModel::Layout, QHeaderView::ResizeToContents);
    // A header narrower than its word ends in "…" (ElidingHeaderView), never clipped mid-word
    // ("fficiency"); every header has a tooltip with its whole meaning.
    // As narrow as the widest short cell ("100.0 %"): on a 1024 px screen every column, Budget
    // included, is in view; a header narrower than its word elides.
    m_table->horizontalHeader()->setMinimumSectionSize(m_table->fontMetrics().horizontalAdvance(QStringLiteral("100.0 %")) +
                                                       6);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("resultsSplitter"));
    m_splitter->addWidget(m_chart);
    m_splitter->addWidget(m_table);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({520, 200});
    m_splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(m_staleNote);
    layout->addWidget(m_findings);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultsTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_splitter, QString());
    layout->addWidget(m_tabs, 1);

    retranslateUi();
}

QString ResultsPanel::bannerText() const
{
    QString text = m_texts.recommendation(m_shown.recommendation);
    // What the figures price when it is not the default Azure ML cluster (model/plan/Compute.h).
    if (m_shown.compute != model::ComputeTarget::Cluster) {
        text += QLatin1Char('\n') + tr("Priced for: %1, %2.")
                                        .arg(m_texts.computeName(m_shown.compute), m_texts.tierName(m_shown.tier));
    }
    if (!m_riskSummary.isEmpty()) {
        text += QLatin1Char('\n') + m_riskSummary;
    }
    return text;
}

void ResultsPanel::setRiskSummary(const QString &summary)
{
    if (summary == m_riskSummary) {
        return;
    }
    m_riskSummary = summary;
    if (m_hasShown) {
        m_banner->setText(bannerText());
    }
}

void ResultsPanel::showEvaluation(const model::Evaluation &evaluation)
{
    // Most keystrokes leave the findings as they were; rebuilding the list each time is waste.
    const bool sameFindings = m_hasShown && m_findingsShown && evaluation.findings == m_shown.findings;
    m_shown = evaluation;
    m_hasShown = true;
    m_hasResult = true;
    m_banner->setText(bannerText());
    if (!sameFindings) {
        rebuildFindings();
    }
    m_model->setEvaluation(evaluation);
    // The memory columns only where there is a memory check to show.
    m_table->setColumnHidden(OptionsTableModel::MemoryPerGpu, !m_model->hasMemoryCheck());
    m_table->setColumnHidden(OptionsTableModel::Fits, !m_model->hasMemoryCheck());
    m_table->setColumnHidden(OptionsTableModel::Layout, !m_model->hasLayouts());
    m_chart->setEvaluation(evaluation, m_texts);
    setStale(false);
}

void ResultsPanel::clear()
{
    m_shown = model::Evaluation{};
    m_hasShown = false;
    m_hasResult = false;
    m_banner->clear();
    m_findings->clear();
    m_findings->setVisible(false);
    m_model->setEvaluation(m_shown);
    // Nothing to show: no columns of another plan's memory check or layouts either.
    m_table->setColumnHidden(OptionsTableModel::MemoryPerGpu, true);
    m_table->setColumnHidden(OptionsTableModel::Fits, true);
    m_table->setColumnHidden(OptionsTableModel::Layout, true);
    m_chart->setEvaluation(m_shown, m_texts);
}

void ResultsPanel::rebuildFindings()
{
    const model::Evaluation &evaluation = m_shown;
    m_findingsShown = true;
    m_findings->clear();
    // The finding that decides the recommendation comes first, where the box shows it: memory
    // when no option fits; then the rest by severity, in the evaluation's order within each.
    std::vector<model::Finding> findings = evaluation.findings;
    const bool fitDecides = evaluation.recommendation.reason == model::RecommendationReason::NoneFits ||
                            std::any_of(evaluation.options.begin(), evaluation.options.end(),
                                        [](const model::OptionRow &o) { return !o.fits; });
    const auto rank = [fitDecides](const model::Finding &f) {
        if (fitDecides && f.code == model::FindingCode::DoesNotFit) {
            return 0;
        }
        return f.severity == model::Severity::Error ? 1 : f.severity == model::Severity::Warning ? 2 : 3;
    };
    std::stable_sort(findings.begin(), findings.end(),
                     [&](const model::Finding &a, const model::Finding &b) { return rank(a) < rank(b); });
    for (const model::Finding &finding : findings) {
        auto *item = new QListWidgetItem(severityIcon(finding.severity), m_texts.finding(finding), m_findings);
        item->setToolTip(m_texts.findingTitle(finding.code));
        item->setData(Qt::UserRole, QString::fromLatin1(model::toString(finding.code).data(),
                                                        static_cast<qsizetype>(model::toString(finding.code).size())));
    }
    if (evaluation.findings.empty()) {
        auto *none = new QListWidgetItem(tr("No findings: nothing to warn about in this plan."), m_findings);
        none->setForeground(theme::mutedText(palette()));
    }
    // Always shown, at one height: the chart and table below never jump when findings come and go.
    m_findings->setVisible(true);
    fitFindings();
}

void ResultsPanel::fitFindings()
{
    // A fixed height from the font alone — four lines, two findings of two lines each as a plan
    // typically has — whatever the number of findings (more scroll), so the layout does not jump
    // when one comes or goes, so the chart and table never jump.
    const QFontMetrics metrics(m_findings->font());
    const int height = 2 * m_findings->frameWidth() + 4 * metrics.lineSpacing() + 2 * 4 + 2;
    m_findings->setFixedHeight(height);
}

void ResultsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_findings->isVisible()) {
        fitFindings();
    }
}

void ResultsPanel::setStaleDetail(const QString &detail)
{
    m_staleDetail = detail;
    updateStaleNote();
}

void ResultsPanel::updateStaleNote()
{
    m_staleNote->setText(
        m_staleDetail.isEmpty()
            ? tr("The inputs are invalid, so this is the last valid result. Fix the highlighted fields to update it.")
            //: %1: what the kept plan had, e.g. "node counts 1-1000, deadline 48 h"
            : tr("The inputs are invalid, so this is the result of the last valid plan, with %1. Fix the highlighted "
                 "fields to update it.")
                  .arg(m_staleDetail));
}

void ResultsPanel::setStale(bool stale, bool hasResult, bool blank)
{
    m_blank = blank;
    m_hasResult = hasResult && m_hasShown;
    m_stale = stale;
    // "Showing the last valid result" only where there is one; else the banner says what to do.
    m_chart->setStale(stale && m_hasResult);
    m_table->setEnabled(!stale);
    m_findings->setEnabled(!stale);
    m_staleNote->setVisible(stale && m_hasResult);
    updateBannerStyle();
    if (stale && !m_hasResult) {
        m_banner->setText(blank ? tr("A blank plan: enter the workload on the left — GPU-hours, or a model and the "
                                     "tokens to train on — and the options appear here.")
                                : tr("No result yet: fix the highlighted inputs on the left."));
    }
}

void ResultsPanel::updateBannerStyle()
{
    if (m_stale) {
        m_banner->setStyleSheet(bannerStyle(theme::Tone::Neutral, palette()));
    } else if (m_hasShown && m_shown.recommendation.chosen) {
        m_banner->setStyleSheet(bannerStyle(theme::Tone::Positive, palette()));
    } else {
        m_banner->setStyleSheet(bannerStyle(theme::Tone::Warning, palette()));
    }
}

void ResultsPanel::refreshColours()
{
    if (m_hasShown) {
        const bool stale = m_stale;
        m_findingsShown = false; // the findings' muted lines are coloured when shown
        showEvaluation(m_shown);
        setStale(stale, m_hasResult, m_blank);
    }
    updateBannerStyle();
    m_table->viewport()->update();
}

void ResultsPanel::setFieldNames(const QHash<QString, QString> &names)
{
    if (names == m_fieldNames) {
        return;
    }
    m_fieldNames = names;
    m_texts.setFieldNames(names);
    m_model->setTexts(m_texts);
    if (m_hasShown) {
        const bool stale = m_stale;
        m_findingsShown = false; // re-render the findings with the names
        showEvaluation(m_shown);
        setStale(stale, m_hasResult, m_blank);
    }
}

void ResultsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts(QLocale());
        m_texts.setFieldNames(m_fieldNames);
        m_model->setTexts(m_texts);
        retranslateUi();
        if (m_hasShown) {
            const bool stale = m_stale;
            m_findingsShown = false; // re-render the findings in the new language
            showEvaluation(m_shown);
            setStale(stale, m_hasResult, m_blank);
        }
    }
    QWidget::changeEvent(event);
}

void ResultsPanel::retranslateUi()
{
    updateStaleNote();
    m_findings->setToolTip(tr("Findings: warnings about this plan"));
    m_tabs->setTabText(0, tr("&Options"));
}

int ResultsPanel::addTab(QWidget *page)
{
    return m_tabs->addTab(page, QString());
}

void ResultsPanel::setTabText(int index, const QString &text)
{
    m_tabs->setTabText(index, text);
}

} // namespace capplan::views
