// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/CompareSizesPanel.h"

#include "views/main/PlanController.h"
#include "views/main/Theme.h"

#include <QComboBox>
#include <algorithm>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace capplan::views {

namespace {
QString q(const std::string &s)
{
    return QString::fromStdString(s);
}
} // namespace

CompareSizesPanel::CompareSizesPanel(PlanController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("compareSizesPanel"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_withLabel = new QLabel(this);
    m_second = new QComboBox(this);
    m_second->setObjectName(QStringLiteral("compareSize2"));
    m_third = new QComboBox(this);
    m_third->setObjectName(QStringLiteral("compareSize3"));
    m_withLabel->setBuddy(m_second);
    // Long size names must not widen the window (it has to fit a 1366×768 screen, and less).
    for (QComboBox *combo : {m_second, m_third}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    auto *choice = new QHBoxLayout;
    choice->addWidget(m_withLabel);
    choice->addWidget(m_second, 1);
    choice->addWidget(m_third, 1);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("compareSizesTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(choice);
    layout->addWidget(m_table, 1);

    retranslateUi();
    fillSizes();
    for (QComboBox *combo : {m_second, m_third}) {
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_filling) {
                refresh();
            }
        });
    }
    connect(m_controller, &PlanController::evaluated, this, &CompareSizesPanel::refresh);
    connect(m_controller, &PlanController::catalogChanged, this, &CompareSizesPanel::fillSizes);
    refresh();
}

void CompareSizesPanel::fillSizes()
{
    m_filling = true;
    const model::Catalog &catalog = m_controller->catalog();
    const std::string planSku = m_controller->spec().sku;
    const model::VmSize *own = catalog.findSize(planSku);
    const QString keep2 = m_second->currentData().toString();
    const QString keep3 = m_third->currentData().toString();
    // The first two other current sizes with as many GPUs per node as the plan's: the usual question
    // ("H100, A100 or H200?").
    std::vector<std::string> suggested;
    for (const model::VmSize &size : catalog.sizes) {
        if (size.name != planSku && !size.isRetiredOn(m_controller->todayIso().toStdString()) && own != nullptr &&
            size.gpusPerVm.value == own->gpusPerVm.value && suggested.size() < 2) {
            suggested.push_back(size.name);
        }
    }
    for (QComboBox *combo : {m_second, m_third}) {
        combo->clear();
        combo->addItem(tr("(none)"), QString());
        for (const model::VmSize &size : catalog.sizes) {
            combo->addItem(tr("%1 (%2 × %3)").arg(q(size.name)).arg(size.gpusPerVm.value).arg(q(size.gpuModel.value)),
                           q(size.name));
        }
    }
    const auto choose = [](QComboBox *combo, const QString &kept, const std::string &fallback) {
        const int index = combo->findData(kept.isEmpty() ? q(fallback) : kept);
        combo->setCurrentIndex(index >= 0 ? index : 0);
    };
    choose(m_second, keep2, suggested.size() > 0 ? suggested[0] : std::string());
    choose(m_third, keep3, suggested.size() > 1 ? suggested[1] : std::string());
    m_filling = false;
    refresh();
}

std::vector<std::string> CompareSizesPanel::comparedSizes() const
{
    std::vector<std::string> skus{m_controller->spec().sku};
    for (const QComboBox *combo : {m_second, m_third}) {
        const std::string sku = combo->currentData().toString().toStdString();
        if (!sku.empty() && std::find(skus.begin(), skus.end(), sku) == skus.end()) {
            skus.push_back(sku);
        }
    }
    return skus;
}

void CompareSizesPanel::refresh()
{
    const model::PlanSpec &spec = m_controller->spec();
    m_rows = model::compareSizes(spec, m_controller->catalog(), comparedSizes(), m_controller->todayIso().toStdString());
    m_table->setRowCount(static_cast<int>(m_rows.size()));
    const auto put = [this](int row, int column, const QString &text, Qt::Alignment align = Qt::AlignLeft) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(align | Qt::AlignVCenter);
        m_table->setItem(row, column, item);
        return item;
    };
    const QColor muted = theme::mutedText(palette());
    for (int r = 0; r < static_cast<int>(m_rows.size()); ++r) {
        const model::SizeComparisonRow &row = m_rows[static_cast<std::size_t>(r)];
        const model::Evaluation &ev = row.evaluation;
        QTableWidgetItem *name = put(r, SizeColumn, q(row.sku));
        if (r == 0) {
            QFont bold = name->font();
            bold.setBold(true);
            name->setFont(bold);
            name->setToolTip(tr("The plan's size"));
        }
        put(r, RegionColumn, q(row.region));
        QStringList notes;
        if (!ev.ok()) {
            for (int c = PriceColumn; c < NoteColumn; ++c) {
                put(r, c, QStringLiteral("—"), Qt::AlignRight)->setForeground(muted);
            }
            for (const model::InputIssue &issue : ev.issues) {
                notes << m_texts.issue(issue);
            }
            put(r, NoteColumn, notes.join(QLatin1Char(' ')));
            continue;
        }
        put(r, PriceColumn,
            row.priceOverride ? tr("%1 (yours)").arg(m_texts.moneyCents(ev.pricePerNodeHour, ev.currency))
                              : m_texts.moneyCents(ev.pricePerNodeHour, ev.currency),
            Qt::AlignRight);
        const model::Recommendation &rec = ev.recommendation;
        // The recommended option, else the fastest one (marked), so the row still compares.
        const std::optional<model::OptionRow> shown = rec.chosen ? rec.chosen : rec.fastest;
        if (shown) {
            const QString count = shown->nodes == 1 ? tr("1 node") : tr("%1 nodes").arg(shown->nodes);
            QTableWidgetItem *nodes =
                put(r, NodesColumn, rec.chosen ? count : tr("none (fastest: %1)").arg(count), Qt::AlignRight);
            if (!rec.chosen) {
                nodes->setForeground(muted);
            }
            put(r, WallClockColumn, m_texts.hours(shown->wallClockHours), Qt::AlignRight);
            put(r, CostColumn, m_texts.money(shown->cost, ev.currency), Qt::AlignRight);
            put(r, FitsColumn, ev.memory.empty() ? tr("not checked") : (shown->fits ? tr("yes") : tr("no")));
        }
        if (!rec.chosen) {
            notes << m_texts.recommendation(rec);
        }
        if (row.regionChanged) {
            notes << tr("Priced in %1: the catalog has no price in %2.").arg(q(row.region), q(spec.region));
        }
        if (row.rateFromOtherGpu) {
            notes << tr("The measured tokens/s per GPU is the plan's GPU's; measure this size or use the MFU form.");
        }
        if (row.gpuHoursFromOtherGpu) {
            notes << tr("GPU-hours count hours of the plan's GPU, so this size looks the same; describe the work as "
                        "tokens and MFU to compare GPUs.");
        }
        put(r, NoteColumn, notes.join(QLatin1Char(' ')));
    }
    m_table->resizeRowsToContents();
}

void CompareSizesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts();
        retranslateUi();
        fillSizes();
    }
    QWidget::changeEvent(event);
}

void CompareSizesPanel::retranslateUi()
{
    m_intro->setText(tr("The plan's workload on its own size and up to two more, each at its catalog price (your "
                        "price stays with your size) and in a region that prices it."));
    m_withLabel->setText(tr("Compare with:"));
    m_table->setHorizontalHeaderLabels({tr("Size"), tr("Region"), tr("Price / node-h"), tr("Recommended"),
                                        tr("Wall clock"), tr("Cost"), tr("Fits"), tr("Note")});
}

} // namespace capplan::views
