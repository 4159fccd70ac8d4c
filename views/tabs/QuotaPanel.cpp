// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/QuotaPanel.h"
#include "views/main/Theme.h"

#include <QEvent>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <set>

namespace capplan::views {

namespace {

// Status colours: green when the quota is there, red when it is short, grey when not known.

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

QTableWidget *makeTable(QWidget *parent, const char *objectName)
{
    auto *table = new QTableWidget(parent);
    table->setObjectName(QString::fromLatin1(objectName));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    return table;
}

QLabel *makeTitle(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

void paintStatus(QTableWidgetItem *item, model::QuotaStatus status)
{
    // Green, red and grey in the palette's tones (views/main/Theme.h).
    const theme::Tone tone = status == model::QuotaStatus::Enough      ? theme::Tone::Positive
                             : status == model::QuotaStatus::Shortfall ? theme::Tone::Error
                                                                       : theme::Tone::Neutral;
    const theme::ToneColors c = theme::colors(tone, QApplication::palette());
    switch (status) {
    case model::QuotaStatus::Enough:
    case model::QuotaStatus::Shortfall:
    case model::QuotaStatus::Unknown:
        item->setBackground(c.background);
        item->setForeground(c.text);
        break;
    }
    item->setData(QuotaPanel::StatusRole, static_cast<int>(status));
}

} // namespace

QuotaPanel::QuotaPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("quotaPanel"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("quotaSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_family = new QLabel(this);
    m_family->setObjectName(QStringLiteral("quotaFamily"));
    m_family->setWordWrap(true);
    m_family->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *top = new QWidget(this);
    m_optionsTitle = makeTitle(top);
    m_options = makeTable(top, "quotaOptionsTable");
    m_options->setColumnCount(OptionColumnCount);
    m_options->horizontalHeader()->setSectionResizeMode(Status, QHeaderView::ResizeToContents);
    m_options->horizontalHeader()->setMinimumSectionSize(60);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_optionsTitle);
    topLayout->addWidget(m_family);
    topLayout->addWidget(m_options, 1);

    auto *bottom = new QWidget(this);
    m_regionsTitle = makeTitle(bottom);
    m_regionsTitle->setObjectName(QStringLiteral("quotaRegionsTitle"));
    m_regions = makeTable(bottom, "quotaRegionsTable");
    m_regions->setColumnCount(RegionColumnCount);
    m_regions->setSortingEnabled(false); // cheapest first, as the model orders them
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_regionsTitle);
    bottomLayout->addWidget(m_regions, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    retranslateUi();
    clear();
}

void QuotaPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts(QLocale());
        retranslateUi();
        render();
    }
    QWidget::changeEvent(event);
}

void QuotaPanel::retranslateUi()
{
    m_optionsTitle->setText(tr("Quota per node count"));
    m_options->setHorizontalHeaderLabels({tr("Nodes"), tr("Cores needed"), tr("Family used"), tr("Family limit"),
                                          tr("Family short"), tr("Regional used"), tr("Regional limit"),
                                          tr("Regional short"), tr("Quota")});
    // The short headers, said in full.
    const QStringList tips{tr("Node count of the option"),
                           tr("Nodes × vCPUs per node: what the option takes from the quota"),
                           tr("Cores of the size's quota family in use in the region"),
                           tr("Cores the family may use in the region"),
                           tr("How far the family's limit must be raised: in use + needed − limit"),
                           tr("Cores in use in the region, all families together"),
                           tr("The region's total core limit of the tier"),
                           tr("How far the regional total must be raised"),
                           tr("Whether the imported quota covers the option")};
    for (int c = 0; c < OptionColumnCount; ++c) {
        m_options->horizontalHeaderItem(c)->setToolTip(tips[c]);
    }
    m_regions->setHorizontalHeaderLabels({tr("Region"), tr("Price per node-hour"), tr("Cost"), tr("Quota")});
}

void QuotaPanel::clear()
{
    m_evaluation.reset();
    m_comparedNodes.reset();
    m_comparedIndex.reset();
    render();
}

void QuotaPanel::showEvaluation(const model::Evaluation &evaluation, const model::PlanSpec &spec)
{
    m_evaluation = evaluation;
    m_spec = spec;
    m_comparedNodes.reset();
    m_comparedIndex.reset();
    // The node count model::evaluate() compares regions at: the recommended one, else the fastest.
    const std::optional<int> recommended = evaluation.recommendation.nodes();
    for (std::size_t i = 0; i < evaluation.options.size(); ++i) {
        const bool chosen = recommended ? evaluation.options[i].nodes == *recommended
                                        : !m_comparedIndex || evaluation.options[i].wallClockHours <
                                                                  evaluation.options[*m_comparedIndex].wallClockHours;
        if (chosen) {
            m_comparedIndex = i;
        }
    }
    if (m_comparedIndex) {
        m_comparedNodes = evaluation.options[*m_comparedIndex].nodes;
    }
    render();
}

void QuotaPanel::render()
{
    if (!m_evaluation || !m_evaluation->ok() || m_evaluation->quota.empty()) {
        m_summary->setText(tr("Quota and regions appear once the plan can be evaluated."));
        m_summary->setStyleSheet(QString());
        m_family->clear();
        m_regionsTitle->setText(tr("Regions"));
        m_options->setRowCount(0);
        m_regions->setRowCount(0);
        return;
    }
    const model::QuotaCheck &first = m_evaluation->quota.front();
    m_family->setText(tr("Family %1 in %2, %3 cores; a node counts by its vCPUs.")
                          .arg(first.family.empty() ? tr("(none in the catalog)") : q(first.family), q(first.region),
                               m_texts.tierName(first.tier)));
    m_summary->setText(summaryText());
    // Green when the plan's node count has its quota, amber otherwise (short or not known).
    const bool enough = m_comparedIndex && *m_comparedIndex < m_evaluation->quota.size() &&
                        m_evaluation->quota[*m_comparedIndex].status == model::QuotaStatus::Enough;
    m_summary->setStyleSheet(theme::labelStyle(enough ? theme::Tone::Positive : theme::Tone::Warning, palette()));
    fillOptions();
    fillRegions();
}

QString QuotaPanel::count(const std::optional<long long> &value) const
{
    return value ? m_texts.number(static_cast<double>(*value), 0) : tr("unknown");
}

QString QuotaPanel::money(double amount, const std::string &currency, int decimals) const
{
    return decimals == 0 ? m_texts.money(amount, currency) : m_texts.moneyCents(amount, currency);
}

QString QuotaPanel::statusText(const model::QuotaCheck &check) const
{
    switch (check.status) {
    case model::QuotaStatus::Enough:
        return tr("enough");
    case model::QuotaStatus::Shortfall:
        return tr("short by %1 cores").arg(m_texts.number(static_cast<double>(check.shortfall.value_or(0)), 0));
    case model::QuotaStatus::Unknown:
        return tr("unknown: no usage imported");
    }
    return {};
}

QString QuotaPanel::summaryText() const
{
    const model::Evaluation &ev = *m_evaluation;
    const model::RegionComparison &cmp = ev.regions;
    QStringList lines;
    // The plan's own region first: the question a quota request answers.
    if (m_comparedIndex && *m_comparedIndex < ev.quota.size()) {
        const model::QuotaCheck &c = ev.quota[*m_comparedIndex];
        const QString nodes = *m_comparedNodes == 1 ? tr("1 node") : tr("%1 nodes").arg(*m_comparedNodes);
        const QString head =
            tr("With %1 in %2 the plan needs %3 cores of %4.")
                .arg(nodes, q(c.region).toHtmlEscaped(), m_texts.number(static_cast<double>(c.coresNeeded), 0),
                     QStringLiteral("<b>%1</b>").arg(q(c.family).toHtmlEscaped()));
        QString tail;
        switch (c.status) {
        case model::QuotaStatus::Enough:
            tail = tr("The imported quota covers them.").toHtmlEscaped();
            break;
        case model::QuotaStatus::Shortfall:
            tail = QStringLiteral("<b style=\"color:%2\">%1</b>")
                       .arg(tr("Request %1 more cores.")
                                .arg(m_texts.number(static_cast<double>(c.shortfall.value_or(0)), 0)),
                            theme::warningText(palette()).name());
            break;
        case model::QuotaStatus::Unknown:
            tail = tr("No usage has been imported for this family and region (File → Import…, az vm list-usage).")
                       .toHtmlEscaped();
            break;
        }
        lines << head + QLatin1Char(' ') + tail;
    }
    if (cmp.cheapestWithQuota) {
        const auto it = std::find_if(cmp.options.begin(), cmp.options.end(), [&cmp](const model::RegionOption &o) {
            return o.region == *cmp.cheapestWithQuota;
        });
        const QString cost = it != cmp.options.end() ? money(it->cost, it->currency, 0) : QString();
        lines << tr("Cheapest region with enough quota: %1 (%2).")
                     .arg(QStringLiteral("<b>%1</b>").arg(q(*cmp.cheapestWithQuota).toHtmlEscaped()), cost);
    } else if (cmp.options.empty()) {
        lines << tr("No region has an on-demand %1 price in %2 for this size, so none can be compared.")
                     .arg(m_texts.tierName(m_spec.tier), q(cmp.currency));
    } else {
        const bool anyKnown = std::any_of(cmp.options.begin(), cmp.options.end(), [](const model::RegionOption &o) {
            return o.quota.status != model::QuotaStatus::Unknown;
        });
        lines << (anyKnown ? tr("No region with a price has enough quota: every region whose quota is known is short.")
                           : tr("No cheapest region with quota can be named: no region's quota usage has been imported "
                                "for this family."));
    }
    if (!cmp.otherCurrencyRegions.empty()) {
        QStringList names;
        for (const std::string &region : cmp.otherCurrencyRegions) {
            names << q(region).toHtmlEscaped();
        }
        //: %1: regions, %2: the plan's currency code
        lines << tr("Priced only in other currencies, so not compared (prices are never converted): %1. Set the "
                    "plan's currency to compare them; this comparison is in %2.")
                     .arg(names.join(QStringLiteral(", ")), q(cmp.currency));
    }
    return lines.join(QStringLiteral("<br>"));
}

void QuotaPanel::fillOptions()
{
    const model::Evaluation &ev = *m_evaluation;
    m_options->setRowCount(static_cast<int>(ev.quota.size()));
    for (std::size_t i = 0; i < ev.quota.size() && i < ev.options.size(); ++i) {
        const model::QuotaCheck &c = ev.quota[i];
        const int row = static_cast<int>(i);
        const auto set = [this, row](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(column == Status ? Qt::AlignLeft | Qt::AlignVCenter
                                                    : Qt::AlignRight | Qt::AlignVCenter);
            m_options->setItem(row, column, item);
            return item;
        };
        set(Nodes, m_texts.number(ev.options[i].nodes, 0));
        set(CoresNeeded, m_texts.number(static_cast<double>(c.coresNeeded), 0));
        set(FamilyUsed, count(c.familyUsed));
        // Azure ML's -1: the family has no limit of its own, only the regional total caps it.
        set(FamilyLimit, c.familyUnlimited ? tr("no own limit") : count(c.familyLimit));
        set(FamilyShortfall, count(c.familyShortfall));
        set(RegionalUsed, count(c.regionalUsed));
        set(RegionalLimit, count(c.regionalLimit));
        set(RegionalShortfall, count(c.regionalShortfall));
        QTableWidgetItem *status = set(Status, statusText(c));
        paintStatus(status, c.status);
        if (c.status == model::QuotaStatus::Shortfall) {
            for (int column : {FamilyShortfall, RegionalShortfall}) {
                QTableWidgetItem *item = m_options->item(row, column);
                const bool short_ =
                    column == FamilyShortfall ? c.familyShortfall.value_or(0) > 0 : c.regionalShortfall.value_or(0) > 0;
                if (short_) {
                    item->setForeground(theme::warningText(palette()));
                }
            }
        }
        if (m_comparedIndex && *m_comparedIndex == i) {
            // The node count the plan would run: the one the findings and the regions are about.
            for (int column = 0; column < OptionColumnCount; ++column) {
                QFont font = m_options->item(row, column)->font();
                font.setBold(true);
                m_options->item(row, column)->setFont(font);
            }
        }
    }
}

void QuotaPanel::fillRegions()
{
    const model::RegionComparison &cmp = m_evaluation->regions;
    m_regionsTitle->setText(m_comparedNodes ? (*m_comparedNodes == 1
                                                   ? tr("Regions for 1 node, cheapest first")
                                                   : tr("Regions for %1 nodes, cheapest first").arg(*m_comparedNodes))
                                            : tr("Regions"));
    // Every region on the plan's basis: "Cost (3-year reservation)" when it is not pay-as-you-go.
    if (QTableWidgetItem *header = m_regions->horizontalHeaderItem(2)) {
        header->setText(m_texts.costHeader(tr("Cost"), m_evaluation->priceBasis));
    }
    m_regions->setRowCount(static_cast<int>(cmp.options.size()));
    for (std::size_t i = 0; i < cmp.options.size(); ++i) {
        const model::RegionOption &o = cmp.options[i];
        const int row = static_cast<int>(i);
        const auto set = [this, row](int column, const QString &text, Qt::Alignment align) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(align | Qt::AlignVCenter);
            m_regions->setItem(row, column, item);
            return item;
        };
        QTableWidgetItem *region = set(Region, q(o.region), Qt::AlignLeft);
        set(PricePerNodeHour, money(o.pricePerNodeHour, o.currency, 2), Qt::AlignRight);
        set(Cost, money(o.cost, o.currency, 0), Qt::AlignRight);
        QTableWidgetItem *status = set(QuotaStatus, statusText(o.quota), Qt::AlignLeft);
        paintStatus(status, o.quota.status);
        if (!o.restriction.empty()) {
            // The subscription cannot deploy the size here, whatever the quota says.
            //: %1: Azure's reason code, e.g. NotAvailableForSubscription
            status->setText(tr("not available for this subscription (%1)").arg(q(o.restriction)));
            paintStatus(status, model::QuotaStatus::Shortfall);
        }
        const bool cheapest = cmp.cheapestWithQuota && *cmp.cheapestWithQuota == o.region;
        const bool planRegion = o.region == m_spec.region;
        if (cheapest) {
            region->setText(tr("%1 (cheapest with quota)").arg(q(o.region)));
        }
        if (planRegion) {
            region->setToolTip(tr("The plan's region"));
        }
        if (cheapest || planRegion) {
            for (int column = 0; column < RegionColumnCount; ++column) {
                QFont font = m_regions->item(row, column)->font();
                font.setBold(true);
                m_regions->item(row, column)->setFont(font);
            }
        }
    }
}

} // namespace capplan::views
