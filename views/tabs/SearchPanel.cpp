// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/SearchPanel.h"
#include "views/widgets/TextsTicker.h"

#include "model/plan/Compute.h"
#include "views/main/PlanController.h"
#include "views/main/Theme.h"
#include "views/widgets/QCustomPlotInclude.h"
#include "views/tabs/SearchRunner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace capplan::views {

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// One colour per size on the chart (the legend names them); the tenth size and on repeat.
const QColor kSizeColors[] = {QColor(0x1f, 0x6f, 0xb4), QColor(0xd9, 0x6c, 0x00), QColor(0x2e, 0x7d, 0x32),
                              QColor(0x8e, 0x24, 0xaa), QColor(0xc6, 0x28, 0x28), QColor(0x00, 0x83, 0x8f),
                              QColor(0x79, 0x55, 0x48), QColor(0xad, 0x14, 0x57), QColor(0x55, 0x8b, 0x2f),
                              QColor(0x45, 0x5a, 0x64)};

constexpr model::Tier kTiers[] = {model::Tier::Dedicated, model::Tier::LowPriority, model::Tier::Spot};

// The filter menus' own entries, as their actions' data (names of sizes, regions and tiers never
// start with a colon).
const QString kAllKey = QStringLiteral(":all");
const QString kNoneKey = QStringLiteral(":none");
const QString kOwnRegionKey = QStringLiteral(":own");

// A filter menu that stays open when an entry is chosen, by mouse or keyboard, so several sizes
// can be ticked in one opening; Esc, a click outside or the button close it. The entry's action
// is triggered as QMenu would (a checkable one toggles first), only the menu is not hidden.
class StayOpenMenu : public QMenu {
public:
    using QMenu::QMenu;

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        const QPoint at = event->position().toPoint();
        QAction *action = rect().contains(at) ? actionAt(at) : nullptr;
        if (event->button() == Qt::LeftButton && keepsOpen(action)) {
            event->accept();
            action->trigger();
            return;
        }
        QMenu::mouseReleaseEvent(event);
    }

    void keyPressEvent(QKeyEvent *event) override
    {
        const int key = event->key();
        const bool activates = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Select ||
                               (key == Qt::Key_Space && style()->styleHint(QStyle::SH_Menu_SpaceActivatesItem, nullptr, this));
        if (activates && event->modifiers() == Qt::NoModifier && keepsOpen(activeAction())) {
            event->accept();
            activeAction()->trigger();
            return;
        }
        QMenu::keyPressEvent(event);
    }

private:
    static bool keepsOpen(const QAction *action)
    {
        return action != nullptr && action->isEnabled() && action->isVisible() && !action->isSeparator() &&
               action->menu() == nullptr;
    }
};


} // namespace

// ---------------------------------------------------------------------------------------------

SearchFrontModel::SearchFrontModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SearchFrontModel::setResult(const model::SearchResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

void SearchFrontModel::retranslate()
{
    beginResetModel();
    m_texts = data::Texts();
    endResetModel();
}

int SearchFrontModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_result.pareto.size());
}

int SearchFrontModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SearchFrontModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const std::size_t row = static_cast<std::size_t>(index.row());
    const model::SearchCandidate &c = m_result.pareto[row];
    const bool recommended = m_result.recommendation && *m_result.recommendation == row;
    if (role == IndexRole) {
        return static_cast<qulonglong>(row);
    }
    if (role == Qt::FontRole && recommended) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ToolTipRole) {
        // The layout in full: the column is often narrower than its text.
        if (index.column() == LayoutColumn) {
            return m_texts.layoutSummary(c.layout, c.gpus);
        }
        return recommended ? QVariant(tr("Recommended: %1").arg(m_texts.searchReason(m_result.reason))) : QVariant();
    }
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case NodesColumn:
        case HoursColumn:
        case CostColumn:
        case MemoryColumn:
        case DeadlineColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        }
    }
    if (role == SortRole) {
        switch (index.column()) {
        case SizeColumn: return q(c.sku);
        case RegionColumn: return q(c.region);
        case TierColumn: return static_cast<int>(c.tier);
        case NodesColumn: return c.nodes;
        case LayoutColumn: return m_texts.layoutSummary(c.layout, c.gpus);
        case HoursColumn: return c.wallClockHours;
        case CostColumn: return c.priced ? c.cost : -1.0;
        case MemoryColumn: return c.memoryPerGpuGB;
        case QuotaColumn:
            return c.quotaStatus == model::QuotaStatus::Shortfall ? static_cast<double>(c.quotaShortfall.value_or(0))
                   : c.quotaStatus == model::QuotaStatus::Enough  ? -1.0
                                                                   : -0.5;
        case DeadlineColumn: return c.pMeetDeadline.value_or(-1.0);
        default: return {};
        }
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case SizeColumn: return recommended ? tr("★ %1 (recommended)").arg(q(c.sku)) : q(c.sku);
    case RegionColumn: return q(c.region);
    case TierColumn: return m_texts.tierName(c.tier);
    case NodesColumn: return m_texts.number(c.nodes, 0);
    case LayoutColumn: return m_texts.layoutSummary(c.layout, c.gpus);
    case HoursColumn:
        return c.wallClockHoursHigh > c.wallClockHoursLow
                   ? m_texts.hoursWithBand(c.wallClockHours, c.wallClockHoursLow, c.wallClockHoursHigh)
                   : m_texts.hours(c.wallClockHours);
    case CostColumn: return c.priced ? m_texts.money(c.cost, m_result.currency) : tr("no price");
    case MemoryColumn: return tr("%1 GB").arg(m_texts.number(c.memoryPerGpuGB, 1));
    case QuotaColumn:
        switch (c.quotaStatus) {
        case model::QuotaStatus::Enough: return tr("ok");
        case model::QuotaStatus::Shortfall:
            return tr("short %1 cores").arg(m_texts.number(static_cast<double>(c.quotaShortfall.value_or(0)), 0));
        case model::QuotaStatus::Unknown: return tr("unknown");
        }
        return {};
    case DeadlineColumn: return c.pMeetDeadline ? m_texts.percent(*c.pMeetDeadline, 1) : QString();
    default: return {};
    }
}

QVariant SearchFrontModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case SizeColumn: return tr("Size");
    case RegionColumn: return tr("Region");
    case TierColumn: return tr("Tier");
    case NodesColumn: return tr("Nodes");
    case LayoutColumn: return tr("Layout");
    case HoursColumn: return tr("Wall clock");
    case CostColumn: return m_texts.costHeader(tr("Cost"), m_result.priceBasis);
    case MemoryColumn: return tr("Memory / GPU");
    case QuotaColumn: return tr("Quota");
    case DeadlineColumn: return tr("P(meet deadline)");
    default: return {};
    }
}

// ---------------------------------------------------------------------------------------------

SearchPanel::SearchPanel(PlanController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_runner(new SearchRunner(this))
    , m_model(new SearchFrontModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("searchPanel"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_reason = new QLabel(this);
    m_reason->setObjectName(QStringLiteral("searchReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The filters: what the plan's search block covers (undoable edits of the plan).
    const auto makeFilter = [this](QToolButton *&button, QMenu *&menu, const char *name) {
        button = new QToolButton(this);
        button->setObjectName(QLatin1String(name));
        button->setPopupMode(QToolButton::InstantPopup);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        menu = new StayOpenMenu(button);
        menu->setObjectName(QLatin1String(name) + QStringLiteral("Menu"));
        button->setMenu(menu);
    };
    makeFilter(m_sizes, m_sizesMenu, "searchSizes");
    makeFilter(m_regions, m_regionsMenu, "searchRegions");
    makeFilter(m_tiers, m_tiersMenu, "searchTiers");
    // "None" lasts while its menu is open: closed with nothing ticked, the menu shows the plan again.
    const auto dropNone = [this](Filter filter) {
        if (m_pendingNone[static_cast<std::size_t>(filter)]) {
            m_pendingNone[static_cast<std::size_t>(filter)] = false;
            fillFilters();
        }
    };
    connect(m_sizesMenu, &QMenu::aboutToHide, this, [dropNone] { dropNone(Filter::Sizes); });
    connect(m_regionsMenu, &QMenu::aboutToHide, this, [dropNone] { dropNone(Filter::Regions); });
    connect(m_tiersMenu, &QMenu::aboutToHide, this, [dropNone] { dropNone(Filter::Tiers); });

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("searchProgress"));
    m_progress->setRange(0, 100);
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(160);
    m_progress->setVisible(false);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("searchCancel"));
    m_cancel->setEnabled(false);
    m_use = new QPushButton(this);
    m_use->setObjectName(QStringLiteral("searchUse"));
    m_use->setEnabled(false);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_sizes);
    bar->addWidget(m_regions);
    bar->addWidget(m_tiers);
    bar->addStretch(1);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancel);
    bar->addWidget(m_use);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("searchStatus"));
    m_status->setWordWrap(true);

    m_chart = new QCustomPlot(this);
    m_chart->setObjectName(QStringLiteral("searchChart"));
    m_chart->setMinimumHeight(170);
    m_chart->setInteractions({});
    m_chart->legend->setVisible(true);
    m_chart->legend->setFont(QFont(m_chart->font().family(), m_chart->font().pointSize() - 1));
    // The legend in a column of its own right of the axis rect, so it never covers a point.
    auto *legendLayout = new QCPLayoutGrid;
    m_chart->plotLayout()->addElement(0, 1, legendLayout);
    m_chart->axisRect()->insetLayout()->take(m_chart->legend);
    legendLayout->addElement(0, 0, m_chart->legend);
    legendLayout->setMargins(QMargins(0, 0, 4, 0));
    m_chart->plotLayout()->setColumnStretchFactor(1, 0.001);
    m_chart->legend->setBorderPen(Qt::NoPen);
    theme::applyToChart(*m_chart, palette());

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SearchFrontModel::SortRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("searchTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(SearchFrontModel::HoursColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // Every column fits its contents; the layout, the longest text, is the user's to resize and
    // otherwise as wide as its text or what the others leave (fitLayoutColumn), never cut to the
    // last pixels: the table scrolls sideways instead, and the cell's tooltip has it in full.
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(SearchFrontModel::LayoutColumn, QHeaderView::Interactive);
    header->setStretchLastSection(false);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setWordWrap(false);
    m_fitTimer = new QTimer(this);
    m_fitTimer->setSingleShot(true);
    m_fitTimer->setInterval(0);
    connect(m_fitTimer, &QTimer::timeout, this, &SearchPanel::fitLayoutColumn);
    m_table->viewport()->installEventFilter(this); // its width, less a vertical scroll bar
    connect(header, &QHeaderView::sectionResized, this, [this](int logical, int, int) {
        if (logical != SearchFrontModel::LayoutColumn) {
            m_fitTimer->start(); // another column changed: the layout gets what is left
        } else if (!m_fittingLayout) {
            m_layoutResizedByUser = true;
        }
    });

    m_details = new QLabel;
    m_details->setObjectName(QStringLiteral("searchDetails"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setContentsMargins(4, 4, 4, 4);
    auto *detailsScroll = new QScrollArea(this);
    detailsScroll->setWidget(m_details);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setFrameShape(QFrame::NoFrame);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("searchSplitter"));
    splitter->addWidget(m_chart);
    splitter->addWidget(m_table);
    splitter->addWidget(detailsScroll);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_reason);
    layout->addLayout(bar);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);

    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, m_runner, &SearchRunner::cancel);
    connect(m_cancel, &QPushButton::clicked, m_runner, &SearchRunner::cancel);
    connect(m_use, &QPushButton::clicked, this, &SearchPanel::useChosen);
    connect(m_table, &QTableView::doubleClicked, this, &SearchPanel::useChosen);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SearchPanel::updateUseButton);

    connect(m_runner, &SearchRunner::started, this, [this] {
        m_searching = true;
        m_wasCancelled = false;
        m_progress->setValue(0);
        m_progress->setVisible(true);
        m_cancel->setEnabled(true);
        updateStatus();
    });
    connect(m_runner, &SearchRunner::progress, this, [this](double fraction, const model::SearchResult &partial) {
        m_progress->setValue(static_cast<int>(fraction * 100.0 + 0.5));
        showResult(partial, false);
    });
    connect(m_runner, &SearchRunner::finished, this, [this](const model::SearchResult &result) {
        m_searching = false;
        m_progress->setVisible(false);
        m_cancel->setEnabled(false);
        showResult(result, true);
    });
    connect(m_runner, &SearchRunner::cancelled, this, [this] {
        m_searching = false;
        m_wasCancelled = true;
        m_progress->setVisible(false);
        m_cancel->setEnabled(false);
        updateStatus();
    });

    connect(m_controller, &PlanController::evaluated, this, &SearchPanel::planChanged);
    connect(m_controller, &PlanController::catalogChanged, this, [this] {
        fillFilters();
        planChanged();
    });
    retranslateUi();
    fillFilters();
}

SearchPanel::~SearchPanel() = default;

void SearchPanel::planChanged()
{
    fillFilters();
    // Searching costs a thread and ~10–50 ms per change; a hidden tab searches when it is shown.
    if (isVisible()) {
        search();
    } else {
        m_stale = true;
    }
}

void SearchPanel::search()
{
    m_stale = false;
    m_runner->request(m_controller->spec(), m_controller->catalog(), m_controller->todayIso().toStdString());
}

void SearchPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale) {
        search();
    }
}

bool SearchPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        m_fitTimer->start();
    }
    return QWidget::eventFilter(watched, event);
}

void SearchPanel::fitLayoutColumn()
{
    QHeaderView *header = m_table->horizontalHeader();
    if (m_layoutResizedByUser || header->count() <= SearchFrontModel::LayoutColumn) {
        return;
    }
    int others = 0;
    for (int i = 0; i < header->count(); ++i) {
        if (i != SearchFrontModel::LayoutColumn && !header->isSectionHidden(i)) {
            others += header->sectionSize(i);
        }
    }
    const int left = m_table->viewport()->width() - others;
    const int contents = std::max(static_cast<QAbstractItemView *>(m_table)->sizeHintForColumn(SearchFrontModel::LayoutColumn),
                                  header->sectionSizeHint(SearchFrontModel::LayoutColumn));
    const int width = std::max(contents, left);
    if (header->sectionSize(SearchFrontModel::LayoutColumn) != width) {
        m_fittingLayout = true;
        header->resizeSection(SearchFrontModel::LayoutColumn, width);
        m_fittingLayout = false;
    }
}

void SearchPanel::showResult(const model::SearchResult &result, bool complete)
{
    // Keep the chosen row across a refresh when the same candidate is still on the front.
    std::optional<model::SearchCandidate> chosen;
    if (const model::SearchCandidate *c = chosenCandidate(); c && m_table->selectionModel()->hasSelection()) {
        chosen = *c;
    }
    m_hasResult = true;
    m_model->setResult(result);
    bool anyProbability = false;
    for (const auto &c : result.pareto) {
        anyProbability = anyProbability || c.pMeetDeadline.has_value();
    }
    m_table->setColumnHidden(SearchFrontModel::DeadlineColumn, !anyProbability);
    if (chosen) {
        for (std::size_t i = 0; i < result.pareto.size(); ++i) {
            const auto &c = result.pareto[i];
            if (c.sku == chosen->sku && c.region == chosen->region && c.tier == chosen->tier &&
                c.nodes == chosen->nodes && c.layout == chosen->layout) {
                selectCandidate(i);
                break;
            }
        }
    }
    if (complete) {
        m_wasCancelled = false;
    }
    m_fitTimer->start();
    updateChart();
    updateDetails();
    updateStatus();
    updateUseButton();
}

const model::SearchCandidate *SearchPanel::chosenCandidate() const
{
    const model::SearchResult &result = m_model->result();
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (!rows.isEmpty()) {
        const auto index = m_proxy->mapToSource(rows.front()).data(SearchFrontModel::IndexRole).toULongLong();
        if (index < result.pareto.size()) {
            return &result.pareto[index];
        }
    }
    return result.recommended();
}

void SearchPanel::selectCandidate(std::size_t index)
{
    const QModelIndex source = m_model->index(static_cast<int>(index), 0);
    const QModelIndex row = m_proxy->mapFromSource(source);
    if (row.isValid()) {
        m_table->selectionModel()->select(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->setCurrentIndex(row);
    }
}

void SearchPanel::updateUseButton()
{
    const model::SearchCandidate *c = chosenCandidate();
    m_use->setEnabled(c != nullptr && m_model->result().complete);
    m_use->setToolTip(c ? tr("Adopt %1 × %2 in %3 (%4) into the plan; Ctrl+Z undoes it")
                              .arg(c->nodes)
                              .arg(q(c->sku), q(c->region), m_texts.tierName(c->tier))
                        : QString());
}

void SearchPanel::useChosen()
{
    const model::SearchCandidate *c = chosenCandidate();
    if (!c || !m_model->result().complete) {
        return;
    }
    const model::SearchCandidate candidate = *c; // the edit replaces the result under us
    const model::PlanSpec before = m_controller->spec();
    const model::PlanSpec after = model::adoptCandidate(before, candidate);
    m_controller->edit(after, model::PlanField::Size,
                       tr("Use plan: %1 × %2 in %3").arg(candidate.nodes).arg(q(candidate.sku), q(candidate.region)));
    Q_EMIT adopted(m_texts.adoptionSummary(before, after, candidate.nodes, candidate.gpus));
}

void SearchPanel::editSearch(std::vector<std::string> model::SearchSettings::*list, std::vector<std::string> values,
                             model::PlanField field)
{
    model::PlanSpec spec = m_controller->spec();
    model::SearchSettings settings = spec.search.value_or(model::SearchSettings{});
    settings.*list = std::move(values);
    spec.search = settings == model::SearchSettings{} ? std::nullopt : std::optional(settings);
    if (!spec.search && m_controller->spec().search) {
        spec.search = settings; // the block stays when the plan had one
    }
    m_controller->edit(spec, field);
}

namespace {
// The menus are refilled while one of their actions is still delivering its signal (an edit
// re-evaluates the plan): the old actions go later, not at once.
void clearMenu(QMenu *menu)
{
    for (QAction *action : menu->actions()) {
        menu->removeAction(action);
        action->deleteLater();
    }
}

// One entry of a filter menu: `key` is its action's data (empty: a separator).
struct FilterEntry {
    QString key;
    QString text;
    bool checkable = false;
    bool checked = false;
    bool enabled = true;
};

// Shows `entries` in `menu`. The same entries as before (the usual case: a tick re-evaluates the
// plan while the menu is open) keep their actions, only texts, ticks and enabling change, so the
// open menu stays as it is under the pointer and the keyboard; other entries (a new catalog)
// rebuild it, `wire` connecting each new action.
void syncMenu(QMenu *menu, const std::vector<FilterEntry> &entries, const std::function<void(QAction *)> &wire)
{
    QList<QAction *> actions = menu->actions();
    bool same = actions.size() == static_cast<qsizetype>(entries.size());
    for (qsizetype i = 0; same && i < actions.size(); ++i) {
        const FilterEntry &entry = entries[static_cast<std::size_t>(i)];
        same = actions[i]->isSeparator() == entry.key.isEmpty() && actions[i]->data().toString() == entry.key &&
               actions[i]->isCheckable() == entry.checkable;
    }
    if (!same) {
        clearMenu(menu);
        for (const FilterEntry &entry : entries) {
            if (entry.key.isEmpty()) {
                menu->addSeparator();
                continue;
            }
            QAction *action = menu->addAction(entry.text);
            action->setData(entry.key);
            action->setCheckable(entry.checkable);
            wire(action);
        }
        actions = menu->actions();
    }
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const FilterEntry &entry = entries[static_cast<std::size_t>(i)];
        if (entry.key.isEmpty()) {
            continue;
        }
        actions[i]->setText(entry.text);
        actions[i]->setChecked(entry.checked);
        actions[i]->setEnabled(entry.enabled);
    }
}

std::vector<std::string> gpuSizeNames(const model::Catalog &catalog)
{
    std::vector<std::string> names;
    for (const auto &size : catalog.sizes) {
        if (size.gpusPerVm.value > 0) {
            names.push_back(size.name);
        }
    }
    std::sort(names.begin(), names.end());
    return names;
}

bool listsAll(const std::vector<std::string> &names)
{
    return std::find(names.begin(), names.end(), "all") != names.end();
}

// The tiers an empty search.tiers searches (model::search): the plan's, and with the risk model on
// the other one its compute target offers.
std::set<std::string> defaultTiers(const model::PlanSpec &spec)
{
    std::set<std::string> tiers{std::string(model::toString(spec.tier))};
    if (const auto other = model::otherTier(spec.compute, spec.tier); other && spec.risk.enabled) {
        tiers.insert(std::string(model::toString(*other)));
    }
    return tiers;
}

// The sizes, regions and tiers ticked now: a list of the search block, or what its default means.
std::set<std::string> tickedSizes(const model::SearchSettings &settings, const std::vector<std::string> &gpuSizes)
{
    return settings.skus.empty() || listsAll(settings.skus) ? std::set<std::string>(gpuSizes.begin(), gpuSizes.end())
                                                            : std::set<std::string>(settings.skus.begin(), settings.skus.end());
}

std::set<std::string> tickedRegions(const model::SearchSettings &settings, const std::vector<std::string> &regions,
                                    const model::PlanSpec &spec)
{
    if (listsAll(settings.regions)) {
        return {regions.begin(), regions.end()};
    }
    if (settings.regions.empty()) {
        return {spec.region};
    }
    return {settings.regions.begin(), settings.regions.end()};
}

std::set<std::string> tickedTiers(const model::SearchSettings &settings, const model::PlanSpec &spec)
{
    return settings.tiers.empty() ? defaultTiers(spec) : std::set<std::string>(settings.tiers.begin(), settings.tiers.end());
}

bool containsAll(const std::set<std::string> &chosen, const std::vector<std::string> &names)
{
    return std::all_of(names.begin(), names.end(), [&chosen](const std::string &n) { return chosen.count(n) > 0; });
}
} // namespace

void SearchPanel::fillFilters()
{
    const model::Catalog &catalog = m_controller->catalog();
    const model::PlanSpec &spec = m_controller->spec();
    const model::SearchSettings settings = spec.search.value_or(model::SearchSettings{});
    const auto pending = [this](Filter filter) { return m_pendingNone[static_cast<std::size_t>(filter)]; };
    const auto wire = [this](Filter filter) {
        return [this, filter](QAction *action) {
            const QString key = action->data().toString();
            connect(action, &QAction::triggered, this, [this, filter, key](bool checked) { filterTriggered(filter, key, checked); });
        };
    };
    // "All" and "None" first in every menu: plain commands, not ticks.
    const auto bulkEntries = [this] {
        //: first entry of the Best plans tab's size, region and tier filter menus: tick every one
        QString all = tr("All");
        //: second entry of the Best plans tab's filter menus: untick every one, then tick those to search
        QString none = tr("None");
        return std::vector<FilterEntry>{{.key = kAllKey, .text = std::move(all)}, {.key = kNoneKey, .text = std::move(none)}, {}};
    };

    // Sizes: the catalog's GPU sizes; none named means every priced size.
    const std::vector<std::string> gpuSizes = gpuSizeNames(catalog);
    const bool allSizes = settings.skus.empty() || listsAll(settings.skus);
    const std::set<std::string> sizes = tickedSizes(settings, gpuSizes);
    std::vector<FilterEntry> entries = bulkEntries();
    int checkedSizes = 0; // in the plan, the button's count
    for (const std::string &name : gpuSizes) {
        const bool on = sizes.count(name) > 0;
        entries.push_back({.key = q(name), .text = q(name), .checkable = true, .checked = on && !pending(Filter::Sizes)});
        checkedSizes += on ? 1 : 0;
    }
    syncMenu(m_sizesMenu, entries, wire(Filter::Sizes));
    m_sizes->setText(allSizes ? tr("Sizes: all") : tr("Sizes: %1").arg(checkedSizes));

    // Regions: none named means the plan's region; "all" every priced region.
    const std::vector<std::string> regions = catalog.regions();
    const bool allRegions = listsAll(settings.regions);
    const bool noneRegions = pending(Filter::Regions);
    const std::set<std::string> ticked = noneRegions ? std::set<std::string>{} : tickedRegions(settings, regions, spec);
    entries = bulkEntries();
    entries.push_back({.key = kOwnRegionKey,
                       .text = tr("The plan's region only (%1)").arg(q(spec.region)),
                       .checkable = true,
                       .checked = !noneRegions && settings.regions.empty()});
    entries.push_back({});
    for (const std::string &region : regions) {
        entries.push_back({.key = q(region), .text = q(region), .checkable = true, .checked = ticked.count(region) > 0});
    }
    syncMenu(m_regionsMenu, entries, wire(Filter::Regions));
    m_regions->setText(allRegions               ? tr("Regions: all")
                       : settings.regions.empty() ? tr("Regions: %1").arg(q(spec.region))
                                                  : tr("Regions: %1").arg(settings.regions.size()));

    // Tiers: none named means the plan's tier (and with the risk model on the other one its compute
    // target offers); a tier the target does not offer cannot be ticked (the search skips it).
    const std::set<std::string> tiers = pending(Filter::Tiers) ? std::set<std::string>{} : tickedTiers(settings, spec);
    entries = bulkEntries();
    for (model::Tier tier : kTiers) {
        const std::string name(model::toString(tier));
        const bool on = tiers.count(name) > 0;
        entries.push_back({.key = q(name),
                           .text = m_texts.tierName(tier),
                           .checkable = true,
                           .checked = on,
                           .enabled = on || model::tierAllowed(spec.compute, tier)});
    }
    syncMenu(m_tiersMenu, entries, wire(Filter::Tiers));
    QStringList tierNames;
    for (const std::string &t : settings.tiers) {
        if (const auto tier = model::tierFromString(t)) {
            tierNames << m_texts.tierName(*tier);
        }
    }
    m_tiers->setText(settings.tiers.empty() ? tr("Tiers: default") : tr("Tiers: %1").arg(tierNames.join(QStringLiteral(", "))));
}

void SearchPanel::filterTriggered(Filter filter, const QString &key, bool checked)
{
    const model::Catalog &catalog = m_controller->catalog();
    const model::PlanSpec spec = m_controller->spec();
    const model::SearchSettings settings = spec.search.value_or(model::SearchSettings{});
    bool &none = m_pendingNone[static_cast<std::size_t>(filter)];
    if (key == kNoneKey) {
        // Nothing is searched only once a tick names something: until then the plan stays.
        none = true;
        fillFilters();
        return;
    }
    const bool fromNothing = none;
    none = false;
    const std::string name = key.toStdString();
    const auto toggled = [&](std::set<std::string> chosen) {
        if (checked) {
            chosen.insert(name);
        } else {
            chosen.erase(name);
        }
        return chosen;
    };
    switch (filter) {
    case Filter::Sizes: {
        const std::vector<std::string> gpuSizes = gpuSizeNames(catalog);
        std::vector<std::string> list;
        if (key != kAllKey) {
            const std::set<std::string> chosen = toggled(fromNothing ? std::set<std::string>{} : tickedSizes(settings, gpuSizes));
            if (!chosen.empty() && !containsAll(chosen, gpuSizes)) { // none or all: the default, every priced size
                list.assign(chosen.begin(), chosen.end());
            }
        }
        editSearch(&model::SearchSettings::skus, list, model::PlanField::SearchSkus);
        break;
    }
    case Filter::Regions: {
        const std::vector<std::string> regions = catalog.regions();
        std::vector<std::string> list;
        if (key == kAllKey) {
            list = {"all"};
        } else if (key != kOwnRegionKey) {
            const std::set<std::string> chosen =
                toggled(fromNothing ? std::set<std::string>{} : tickedRegions(settings, regions, spec));
            if (!regions.empty() && containsAll(chosen, regions)) {
                list = {"all"};
            } else if (!chosen.empty() && chosen != std::set<std::string>{spec.region}) {
                list.assign(chosen.begin(), chosen.end()); // none, or the plan's own: the default
            }
        }
        editSearch(&model::SearchSettings::regions, list, model::PlanField::SearchRegions);
        break;
    }
    case Filter::Tiers: {
        std::set<std::string> chosen;
        if (key == kAllKey) {
            for (model::Tier t : model::allowedTiers(spec.compute)) {
                chosen.insert(std::string(model::toString(t)));
            }
        } else {
            chosen = toggled(fromNothing ? std::set<std::string>{} : tickedTiers(settings, spec));
        }
        std::vector<std::string> list;
        for (model::Tier t : kTiers) { // in the tiers' order; none ticked: the default
            if (chosen.count(std::string(model::toString(t)))) {
                list.emplace_back(model::toString(t));
            }
        }
        editSearch(&model::SearchSettings::tiers, list, model::PlanField::SearchTiers);
        break;
    }
    }
    // The edit refilled the menus already; an edit that changed nothing (or "None" left) did not.
    fillFilters();
}

void SearchPanel::updateChart()
{
    const model::SearchResult &result = m_model->result();
    QCustomPlot *plot = m_chart;
    plot->clearPlottables(); // the graphs and their error bars (clearGraphs would keep the bars)
    plot->clearItems();
    theme::applyToChart(*plot, palette());
    const bool priced = std::any_of(result.pareto.begin(), result.pareto.end(), [](const auto &c) { return c.priced; });
    const auto yOf = [priced](const model::SearchCandidate &c) { return priced ? c.cost : c.nodeHours; };

    // The front as a step line (sorted by wall clock, cost falling).
    QCPGraph *front = plot->addGraph();
    front->setName(tr("Pareto front"));
    QColor frontColor = palette().color(QPalette::WindowText);
    frontColor.setAlpha(110);
    front->setPen(QPen(frontColor, 1.5));
    front->setLineStyle(QCPGraph::lsStepLeft);
    QVector<double> fx, fy;
    for (const auto &c : result.pareto) {
        fx << c.wallClockHours;
        fy << yOf(c);
    }
    front->setData(fx, fy, true);

    // One scatter per size, in the order sizes first appear on the front.
    std::vector<std::string> order;
    std::map<std::string, QVector<double>> xs, ys, bandMinus, bandPlus;
    for (const auto &c : result.pareto) {
        if (!xs.count(c.sku)) {
            order.push_back(c.sku);
        }
        xs[c.sku] << c.wallClockHours;
        ys[c.sku] << yOf(c);
        const bool hasBand = c.wallClockHoursHigh > c.wallClockHoursLow;
        bandMinus[c.sku] << (hasBand ? std::max(0.0, c.wallClockHours - c.wallClockHoursLow) : 0.0);
        bandPlus[c.sku] << (hasBand ? std::max(0.0, c.wallClockHoursHigh - c.wallClockHours) : 0.0);
    }
    bool bandInLegend = false;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const QColor color = kSizeColors[i % std::size(kSizeColors)];
        QCPGraph *graph = plot->addGraph();
        graph->setName(q(order[i]));
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setPen(QPen(color, 1.5));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, color, 7));
        graph->setData(xs[order[i]], ys[order[i]], true);
        // Each candidate's band (SearchCandidate::wallClockHoursLow, High) as a horizontal bar.
        const QVector<double> &minus = bandMinus[order[i]];
        const QVector<double> &plus = bandPlus[order[i]];
        if (std::any_of(plus.begin(), plus.end(), [](double v) { return v > 0.0; }) ||
            std::any_of(minus.begin(), minus.end(), [](double v) { return v > 0.0; })) {
            auto *bars = new QCPErrorBars(plot->xAxis, plot->yAxis);
            bars->setDataPlottable(graph);
            bars->setErrorType(QCPErrorBars::etKeyError);
            bars->setPen(QPen(color, 1.2));
            bars->setWhiskerWidth(6);
            bars->setData(minus, plus);
            if (bandInLegend) {
                bars->removeFromLegend();
            } else {
                bars->setName(tr("Estimate's band"));
                bandInLegend = true;
            }
        }
    }
    if (const model::SearchCandidate *rec = result.recommended()) {
        QCPGraph *mark = plot->addGraph();
        mark->setName(tr("Recommended"));
        mark->setLineStyle(QCPGraph::lsNone);
        const QColor ring = palette().color(QPalette::WindowText);
        mark->setPen(QPen(ring, 2));
        mark->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(ring, 2), Qt::NoBrush, 18));
        mark->setData({rec->wallClockHours}, {yOf(*rec)});
    }
    plot->xAxis->setLabel(tr("Wall clock (h)"));
    plot->yAxis->setLabel(priced ? tr("Cost (%1)").arg(q(result.currency)) : tr("Node-hours"));
    // Tick labels as the table writes numbers (the application's locale, set again on a language
    // change) and money (the plan's currency); QCustomPlot's own labels use the locale the plot
    // was built with, without thousands separators.
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new TextsTicker(m_texts, std::nullopt)));
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new TextsTicker(m_texts, priced ? std::optional<std::string>(result.currency) : std::nullopt)));
    plot->legend->setVisible(!result.pareto.empty());
    plot->rescaleAxes();
    if (!result.pareto.empty()) {
        // Room around the points so none sits on the frame.
        for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
            QCPRange range = axis->range();
            const double span = std::max(range.size(), std::abs(range.center()) * 0.1 + 1e-9);
            axis->setRange(std::max(0.0, range.lower - span * 0.08), range.upper + span * 0.08);
        }
    }
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void SearchPanel::updateDetails()
{
    const model::SearchResult &result = m_model->result();
    if (!result.ok()) {
        QStringList issues;
        for (const auto &issue : result.issues) {
            issues << m_texts.issue(issue).toHtmlEscaped();
        }
        m_reason->setText(tr("The plan cannot be searched: %1").arg(issues.join(QStringLiteral("; "))));
        m_details->clear();
        return;
    }
    m_reason->setText(result.complete ? m_texts.searchReason(result.reason) : tr("Searching…"));
    QString html;
    if (!result.notes.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Notes").toHtmlEscaped());
        for (const auto &note : result.notes) {
            html += QStringLiteral("<li>%1</li>").arg(m_texts.searchReason(note).toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }
    if (!result.rejected.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Why the other sizes lost").toHtmlEscaped());
        for (const auto &rejection : result.rejected) {
            html += QStringLiteral("<li><b>%1</b> — %2</li>")
                        .arg(q(rejection.sku).toHtmlEscaped(),
                             m_texts.searchReason(rejection.reason, rejection.series).toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }
    m_details->setText(html);
}

void SearchPanel::updateStatus()
{
    if (m_searching && !m_hasResult) {
        m_status->setText(tr("Searching…"));
        return;
    }
    const model::SearchResult &result = m_model->result();
    const model::SearchCounts &n = result.counts;
    QString text = tr("%1 layouts × node counts; %2 step times; %3 feasible; %4 s")
                       .arg(m_texts.number(static_cast<double>(n.layoutNodeCombinations), 0),
                            m_texts.number(static_cast<double>(n.stepEvaluations), 0),
                            m_texts.number(static_cast<double>(n.feasible), 0), m_texts.number(result.seconds, 2));
    if (m_searching) {
        text = tr("Searching… %1").arg(text);
    } else if (m_wasCancelled) {
        text = tr("Cancelled: the front so far. %1").arg(text);
    }
    m_status->setText(text);
}

void SearchPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts();
        m_model->retranslate();
        retranslateUi();
        fillFilters();
        if (m_hasResult) {
            updateChart();
            updateDetails();
            updateStatus();
        }
    } else if (event->type() == QEvent::PaletteChange) {
        updateChart();
    }
    QWidget::changeEvent(event);
}

void SearchPanel::retranslateUi()
{
    m_intro->setText(tr("The cheapest runs over sizes, regions, tiers, parallel layouts and node counts: the front "
                        "of wall clock against cost. Pick a row and use it as the plan."));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the search (Esc)"));
    m_use->setText(tr("Use this plan"));
    m_sizes->setToolTip(tr("The sizes searched (the plan's search block)"));
    m_regions->setToolTip(tr("The regions searched (the plan's search block)"));
    m_tiers->setToolTip(tr("The tiers searched (the plan's search block)"));
    if (!m_hasResult) {
        m_status->setText(tr("Searching starts when the plan changes."));
    }
}

} // namespace capplan::views
