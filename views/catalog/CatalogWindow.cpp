// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/catalog/CatalogWindow.h"

#include "data/store/CatalogStore.h"
#include "data/store/Settings.h"
#include "views/catalog/CatalogCommands.h"
#include "views/catalog/CatalogEditors.h"
#include "views/catalog/CatalogModels.h"
#include "views/catalog/ImportDialog.h"

#include <QAction>
#include <QBuffer>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QMenu>
#include <QMenuBar>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

namespace capplan::views {

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

// The origin of the row with `key` in parallel vectors of rows and origins.
template<class Row, class Same>
std::string originIn(const std::vector<Row> &rows, const std::vector<std::string> &origins, Same same)
{
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (same(rows[i])) {
            return i < origins.size() ? origins[i] : std::string("default");
        }
    }
    return "user";
}

QString priceSubject(const model::Price &p)
{
    return QStringLiteral("%1 %2").arg(q(p.sku), q(p.region));
}

} // namespace

CatalogWindow::CatalogWindow(data::CatalogStore *store, data::Settings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_store(store)
    , m_settings(settings)
    , m_today(QDate::currentDate())
    , m_staleAfterDays(settings != nullptr ? settings->staleAfterDays() : model::kDefaultStaleAfterDays)
{
    setObjectName(QStringLiteral("catalogWindow"));
    if (auto shipped = data::CatalogStore::embeddedDefault()) {
        m_shipped = std::move(shipped.value());
    }

    m_sizes = new SizesTableModel(this);
    m_prices = new PricesTableModel(this);
    m_quota = new QuotaTableModel(this);
    m_pages[SizesTab] = makePage(m_sizes, "sizes");
    m_pages[PricesTab] = makePage(m_prices, "prices");
    m_pages[QuotaTab] = makePage(m_quota, "quota");
    m_transfer = new TransferTableModel(this);
    m_pages[TransferTab] = makePage(m_transfer, "transfer");
    m_transferNote = new QLabel(m_pages[TransferTab].widget);
    m_transferNote->setObjectName(QStringLiteral("transferNote"));
    m_transferNote->setWordWrap(true);
    qobject_cast<QVBoxLayout *>(m_pages[TransferTab].widget->layout())->insertWidget(1, m_transferNote);
    // Sizes: a cell is a fact, which "reset" and the tooltips are about; prices and quota: rows.
    m_pages[SizesTab].view->setSelectionBehavior(QAbstractItemView::SelectItems);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("catalogTabs"));
    for (const Page &page : m_pages) {
        m_tabs->addTab(page.widget, QString());
    }

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("catalogMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; border: 1px solid #f5c2c0; "
                                            "border-radius: 4px; padding: 6px; color: #7f1d1d; }"));
    m_message->setVisible(false);

    // The shipped prices come from a dated snapshot and most are stale: say so, with the date and
    // the import that refreshes them (updatePriceAge).
    m_priceAge = new QLabel(this);
    m_priceAge->setObjectName(QStringLiteral("catalogPriceAge"));
    m_priceAge->setWordWrap(true);
    m_priceAge->setStyleSheet(QStringLiteral("QLabel { background: #fff8e1; border: 1px solid #f0d48a; "
                                             "border-radius: 4px; padding: 6px; color: #5d4200; }"));
    m_priceAge->setVisible(false);

    m_gpuFilter = new QComboBox(this);
    m_gpuFilter->setObjectName(QStringLiteral("catalogGpuFilter"));
    m_gpuFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gpuLabel = new QLabel(this);
    m_gpuLabel->setBuddy(m_gpuFilter);
    auto *top = new QHBoxLayout;
    top->addWidget(m_gpuLabel);
    top->addWidget(m_gpuFilter);
    top->addStretch(1);

    m_staleAge = new QSpinBox(this);
    m_staleAge->setObjectName(QStringLiteral("staleAge"));
    m_staleAge->setRange(1, data::Settings::kMaxStaleAfterDays);
    m_staleAge->setValue(m_staleAfterDays);
    m_staleLabel = new QLabel(this);
    m_staleLabel->setBuddy(m_staleAge);
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("catalogLegend"));
    m_legend->setTextFormat(Qt::RichText);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_staleLabel);
    bottom->addWidget(m_staleAge);
    bottom->addSpacing(16);
    bottom->addWidget(m_legend, 1);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_message);
    layout->addWidget(m_priceAge);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(bottom);
    setCentralWidget(central);

    createActions();
    createMenus();
    statusBar();

    connect(m_staleAge, &QSpinBox::valueChanged, this, &CatalogWindow::setStaleAfterDays);
    connect(m_gpuFilter, &QComboBox::currentIndexChanged, this, &CatalogWindow::applyGpuFilter);
    connect(m_tabs, &QTabWidget::currentChanged, this, &CatalogWindow::updateActions);

    retranslateUi();
    updateAgeRule();
    reload();
    resize(1180, 640);
}

CatalogWindow::~CatalogWindow()
{
    // Commands run store writes and call back into the window; none may run once it is going.
    m_undoStack.disconnect(this);
    m_undoStack.clear();
}

auto CatalogWindow::makePage(CatalogTableModel *model, const char *name) -> Page
{
    Page page;
    page.model = model;
    page.widget = new QWidget(this);
    page.widget->setObjectName(QStringLiteral("%1Page").arg(QLatin1String(name)));
    page.filter = new QLineEdit(page.widget);
    page.filter->setObjectName(QStringLiteral("%1Filter").arg(QLatin1String(name)));
    page.filter->setClearButtonEnabled(true);
    page.count = new QLabel(page.widget);
    page.proxy = new CatalogFilterProxy(this);
    page.proxy->setSourceModel(model);
    page.proxy->setFilterKeyColumn(-1); // any column
    page.proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    page.proxy->setSortRole(CatalogTableModel::SortRole);
    page.proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    page.view = new QTableView(page.widget);
    page.view->setObjectName(QStringLiteral("%1Table").arg(QLatin1String(name)));
    page.view->setModel(page.proxy);
    page.view->setSortingEnabled(true);
    page.view->sortByColumn(0, Qt::AscendingOrder);
    page.view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // One row at a time: every edit is one row and one undo step.
    page.view->setSelectionMode(QAbstractItemView::SingleSelection);
    page.view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    page.view->setAlternatingRowColors(true);
    page.view->setWordWrap(false);
    page.view->verticalHeader()->setVisible(false);
    page.view->horizontalHeader()->setStretchLastSection(true);
    page.view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);

    auto *filterLabel = new QLabel(page.widget);
    filterLabel->setObjectName(QStringLiteral("filterLabel"));
    filterLabel->setBuddy(page.filter);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(page.filter, 1);
    filterRow->addWidget(page.count);
    auto *layout = new QVBoxLayout(page.widget);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filterRow);
    layout->addWidget(page.view, 1);

    connect(page.filter, &QLineEdit::textChanged, page.proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(page.proxy, &QAbstractItemModel::rowsInserted, this, &CatalogWindow::updateCounts);
    connect(page.proxy, &QAbstractItemModel::rowsRemoved, this, &CatalogWindow::updateCounts);
    connect(page.proxy, &QAbstractItemModel::modelReset, this, &CatalogWindow::updateCounts);
    connect(page.proxy, &QAbstractItemModel::layoutChanged, this, &CatalogWindow::updateCounts);
    // Enter (and a double click) edits the row under the cursor.
    connect(page.view, &QAbstractItemView::activated, this, &CatalogWindow::editSelected);
    connect(page.view->selectionModel(), &QItemSelectionModel::currentChanged, this, &CatalogWindow::updateActions);
    return page;
}

void CatalogWindow::createActions()
{
    // Own actions rather than QUndoStack::createUndoAction(), as in the main window: their
    // "Undo %1" text has to follow a language switch.
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("catalogUndo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, &m_undoStack, &QUndoStack::undo);
    connect(&m_undoStack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(&m_undoStack, &QUndoStack::undoTextChanged, this, &CatalogWindow::updateUndoTexts);
    m_redoAction = new QAction(this);
    m_redoAction->setObjectName(QStringLiteral("catalogRedo"));
    // Ctrl+Shift+Z everywhere, plus the platform's own redo key (Ctrl+Y on some).
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence &k : QKeySequence::keyBindings(QKeySequence::Redo)) {
        if (!redoKeys.contains(k)) {
            redoKeys << k;
        }
    }
    m_redoAction->setShortcuts(redoKeys);
    m_redoAction->setEnabled(false);
    connect(m_redoAction, &QAction::triggered, &m_undoStack, &QUndoStack::redo);
    connect(&m_undoStack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(&m_undoStack, &QUndoStack::redoTextChanged, this, &CatalogWindow::updateUndoTexts);

    m_addAction = new QAction(this);
    m_addAction->setObjectName(QStringLiteral("catalogAdd"));
    m_addAction->setShortcuts({QKeySequence(Qt::Key_Insert), QKeySequence(Qt::CTRL | Qt::Key_N)});
    connect(m_addAction, &QAction::triggered, this, &CatalogWindow::addRow);
    m_editAction = new QAction(this);
    m_editAction->setObjectName(QStringLiteral("catalogEdit"));
    m_editAction->setShortcut(QKeySequence(Qt::Key_F2));
    connect(m_editAction, &QAction::triggered, this, &CatalogWindow::editSelected);
    m_removeAction = new QAction(this);
    m_removeAction->setObjectName(QStringLiteral("catalogRemove"));
    m_removeAction->setShortcut(QKeySequence::Delete);
    connect(m_removeAction, &QAction::triggered, this, &CatalogWindow::removeSelected);
    m_resetAction = new QAction(this);
    m_resetAction->setObjectName(QStringLiteral("catalogReset"));
    m_resetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_resetAction, &QAction::triggered, this, &CatalogWindow::resetSelected);
    m_importAction = new QAction(this);
    m_importAction->setObjectName(QStringLiteral("catalogImport"));
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_importAction, &QAction::triggered, this, &CatalogWindow::importCatalog);
    m_exportAction = new QAction(this);
    m_exportAction->setObjectName(QStringLiteral("catalogExport"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_exportAction, &QAction::triggered, this, &CatalogWindow::exportCatalog);
    m_closeAction = new QAction(this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);

    auto *toolBar = addToolBar(QString());
    toolBar->setObjectName(QStringLiteral("catalogToolBar"));
    toolBar->setMovable(false);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolBar->addAction(m_addAction);
    toolBar->addAction(m_editAction);
    toolBar->addAction(m_removeAction);
    toolBar->addAction(m_resetAction);
    toolBar->addSeparator();
    toolBar->addAction(m_undoAction);
    toolBar->addAction(m_redoAction);
    toolBar->addSeparator();
    toolBar->addAction(m_importAction);
    toolBar->addAction(m_exportAction);
}

void CatalogWindow::createMenus()
{
    m_catalogMenu = menuBar()->addMenu(QString());
    m_catalogMenu->addAction(m_importAction);
    m_catalogMenu->addAction(m_exportAction);
    m_catalogMenu->addSeparator();
    m_catalogMenu->addAction(m_closeAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_addAction);
    m_editMenu->addAction(m_editAction);
    m_editMenu->addAction(m_removeAction);
    m_editMenu->addAction(m_resetAction);
}

void CatalogWindow::retranslateUi()
{
    setWindowTitle(m_store != nullptr ? tr("Catalog — %1").arg(QDir::toNativeSeparators(m_store->path()))
                                      : tr("Catalog"));
    m_tabs->setTabText(SizesTab, tr("&Sizes"));
    m_tabs->setTabText(PricesTab, tr("&Prices"));
    m_tabs->setTabText(QuotaTab, tr("&Quota"));
    m_tabs->setTabText(TransferTab, tr("&Data transfer"));
    m_transferNote->setText(tr("What copying data from one region to another costs per GB, tier by tier; a plan's "
                               "dataset copy and the Best plans search use it. Import an Azure Retail Prices page of "
                               "serviceName “Bandwidth” (Import…, or capacity-planner-cli import prices FILE) to add "
                               "or refresh these rows; an import replaces a region's tiers."));
    for (const Page &page : m_pages) {
        page.widget->findChild<QLabel *>(QStringLiteral("filterLabel"))->setText(tr("&Filter:"));
        page.filter->setPlaceholderText(tr("Text in any column, e.g. H100 or eastus"));
    }
    m_staleLabel->setText(tr("Mark values as stale &after:"));
    m_gpuLabel->setText(tr("&GPU model:"));
    if (m_gpuFilter->count() > 0) {
        m_gpuFilter->setItemText(0, tr("All GPU models"));
    }
    m_staleAge->setSuffix(tr(" days"));
    m_staleAge->setToolTip(tr("A value whose as-of date is older than this is marked stale."));
    m_catalogMenu->setTitle(tr("&Catalog"));
    m_editMenu->setTitle(tr("&Edit"));
    m_addAction->setText(tr("&Add…"));
    m_editAction->setText(tr("&Edit…"));
    m_removeAction->setText(tr("&Remove"));
    m_resetAction->setText(tr("Reset to &Shipped Default"));
    m_resetAction->setToolTip(tr("Put the selected value (for a size: the selected fact; every fact when its name "
                                 "is selected) back to the value the application ships with"));
    m_importAction->setText(tr("&Import…"));
    m_exportAction->setText(tr("E&xport…"));
    m_closeAction->setText(tr("&Close"));
    const auto iconHtml = [](const QIcon &icon) {
        // The legend's icons are the tables' own, drawn once and embedded as PNG data.
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        icon.pixmap(14, 14).save(&buffer, "PNG");
        return QStringLiteral("<img src=\"data:image/png;base64,%1\" width=\"14\" height=\"14\">")
            .arg(QString::fromLatin1(png.toBase64()));
    };
    m_legend->setText(tr("%1 unverified &nbsp; %2 stale &nbsp; (hover a value for its source and dates)")
                          .arg(iconHtml(unverifiedIcon()), iconHtml(staleIcon())));
    updateUndoTexts();
    updateCounts();
}

void CatalogWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts(QLocale());
        for (const Page &page : m_pages) {
            page.model->setTexts(m_texts);
        }
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void CatalogWindow::closeEvent(QCloseEvent *event)
{
    if (m_settings != nullptr) {
        m_settings->sync();
    }
    QMainWindow::closeEvent(event);
}

void CatalogWindow::updateUndoTexts()
{
    const QString undo = m_undoStack.undoText();
    const QString redo = m_undoStack.redoText();
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    // The tool bar keeps its buttons short; the menu and the tooltip say what would be undone.
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setIconText(tr("Redo"));
    m_undoAction->setToolTip(m_undoAction->text().remove(QLatin1Char('&')));
    m_redoAction->setToolTip(m_redoAction->text().remove(QLatin1Char('&')));
}

void CatalogWindow::setToday(const QDate &today)
{
    m_today = today;
    updateAgeRule();
}

void CatalogWindow::setStaleAfterDays(int days)
{
    if (days == m_staleAfterDays) {
        return;
    }
    m_staleAfterDays = days;
    if (m_staleAge->value() != days) {
        m_staleAge->setValue(days);
    }
    if (m_settings != nullptr) {
        m_settings->setStaleAfterDays(days);
    }
    updateAgeRule();
}

void CatalogWindow::updateGpuModels()
{
    // Keep the choice across reloads while the model is still in the catalog.
    const QString chosen = m_gpuFilter->currentData().toString();
    QStringList models;
    for (const model::VmSize &s : m_document.catalog.sizes) {
        const QString gpu = QString::fromStdString(s.gpuModel.value);
        if (!gpu.isEmpty() && !models.contains(gpu)) {
            models << gpu;
        }
    }
    models.sort(Qt::CaseInsensitive);
    const QSignalBlocker blocker(m_gpuFilter);
    m_gpuFilter->clear();
    m_gpuFilter->addItem(tr("All GPU models"), QString());
    for (const QString &gpu : models) {
        m_gpuFilter->addItem(gpu, gpu);
    }
    m_gpuFilter->setCurrentIndex(std::max(0, m_gpuFilter->findData(chosen)));
    applyGpuFilter();
}

void CatalogWindow::applyGpuFilter()
{
    const QString gpu = m_gpuFilter->currentData().toString();
    QSet<QString> names;
    for (const model::VmSize &s : m_document.catalog.sizes) {
        if (QString::fromStdString(s.gpuModel.value) == gpu) {
            names.insert(QString::fromStdString(s.name));
        }
    }
    const bool active = !gpu.isEmpty();
    static_cast<CatalogFilterProxy *>(m_pages[SizesTab].proxy)->setAllowed(SizesTableModel::GpuModel, {gpu}, active);
    static_cast<CatalogFilterProxy *>(m_pages[PricesTab].proxy)->setAllowed(PricesTableModel::Size, names, active);
    updateCounts();
}

void CatalogWindow::updatePriceAge()
{
    const std::string today = m_today.toString(Qt::ISODate).toStdString();
    int stale = 0;
    const model::Provenance *oldest = nullptr;
    for (const model::Price &p : m_document.catalog.prices) {
        const model::Provenance &prov = p.perNodeHour.provenance;
        if (model::isStale(prov, today, m_staleAfterDays)) {
            ++stale;
            if (oldest == nullptr || prov.asOf < oldest->asOf) {
                oldest = &prov;
            }
        }
    }
    m_priceAge->setVisible(stale > 0);
    if (stale == 0) {
        return;
    }
    //: %1 stale prices of %2, %3 days, %4 the oldest price's date ("about 2023-12")
    m_priceAge->setText(tr("%1 of %2 prices are older than %3 days, the oldest dated %4: they come from a dated public "
                           "snapshot or an earlier import and may no longer be what Azure charges. Refresh them with "
                           "Import… and the Azure Retail Prices API's pages for your regions (on the command line: "
                           "capacity-planner-cli import prices FILE).")
                            .arg(stale)
                            .arg(m_document.catalog.prices.size())
                            .arg(m_staleAfterDays)
                            .arg(oldest->asOf.empty() ? tr("unknown") : m_texts.asOf(*oldest)));
}

void CatalogWindow::updateAgeRule()
{
    const QString today = m_today.toString(Qt::ISODate);
    for (const Page &page : m_pages) {
        page.model->setAgeRule(today, m_staleAfterDays);
    }
    updatePriceAge();
    updateCounts();
}

void CatalogWindow::reload()
{
    if (m_store == nullptr) {
        return;
    }
    auto doc = m_store->document();
    if (!doc) {
        showMessage(tr("The catalog cannot be read: %1").arg(doc.error().toLine()));
        return;
    }
    if (!(doc.value() == m_document)) {
        // Changed by someone else: undoing the window's steps on top of that would be wrong.
        m_undoStack.clear();
    }
    m_document = std::move(doc.value());
    m_sizes->setRows(m_document.catalog.sizes, m_document.sizeOrigins);
    updateGpuModels();
    updatePriceAge();
    m_prices->setRows(m_document.catalog.prices, m_document.priceOrigins);
    m_quota->setRows(m_document.catalog.quota, m_document.quotaOrigins);
    m_transfer->setRows(m_document.catalog.transferPrices, m_document.transferOrigins);
    for (const Page &page : m_pages) {
        page.view->resizeColumnsToContents();
        // Long sources would push the values out of sight; the tooltip has them whole.
        for (int c = 0; c < page.model->columnCount(); ++c) {
            page.view->setColumnWidth(c, std::min(page.view->columnWidth(c), 260));
        }
    }
    updateActions();
    updateCounts();
}

void CatalogWindow::refresh()
{
    // Keep the current row where the same row is still there.
    const Tab tab = currentTab();
    const int row = selectedRow(tab);
    const int column = selectedColumn(tab);
    std::optional<std::string> size;
    std::optional<model::Price> price;
    std::optional<model::QuotaUsage> quota;
    std::optional<model::TransferPrice> transfer;
    if (row >= 0) {
        if (tab == SizesTab) {
            size = m_sizes->size(row).name;
        } else if (tab == PricesTab) {
            price = m_prices->price(row);
        } else if (tab == QuotaTab) {
            quota = m_quota->quota(row);
        } else {
            transfer = m_transfer->price(row);
        }
    }
    auto doc = m_store->document();
    if (!doc) {
        showMessage(tr("The catalog cannot be read: %1").arg(doc.error().toLine()));
        return;
    }
    m_document = std::move(doc.value());
    m_sizes->setRows(m_document.catalog.sizes, m_document.sizeOrigins);
    m_prices->setRows(m_document.catalog.prices, m_document.priceOrigins);
    m_quota->setRows(m_document.catalog.quota, m_document.quotaOrigins);
    m_transfer->setRows(m_document.catalog.transferPrices, m_document.transferOrigins);
    const int again = size       ? m_sizes->rowOf(*size)
                      : price    ? m_prices->rowOf(*price)
                      : quota    ? m_quota->rowOf(*quota)
                      : transfer ? m_transfer->rowOf(*transfer)
                                 : -1;
    if (again >= 0) {
        selectRow(tab, again, std::max(column, 0));
    }
    updateActions();
    updateCounts();
}

void CatalogWindow::updateCounts()
{
    if (m_sizes == nullptr || m_pages[QuotaTab].count == nullptr) {
        return;
    }
    int unverified = 0;
    int stale = 0;
    for (const Page &page : m_pages) {
        const int shown = page.proxy->rowCount();
        const int all = page.model->rowCount();
        page.count->setText(shown == all ? (all == 1 ? tr("1 row") : tr("%1 rows").arg(all))
                                         : tr("%1 of %2 rows").arg(shown).arg(all));
        for (int r = 0; r < all; ++r) {
            for (int c = 0; c < page.model->columnCount(); ++c) {
                // The size name sums its row's facts; count each value once.
                if (page.model == m_sizes && c == SizesTableModel::Name) {
                    continue;
                }
                if (page.model == m_prices && c != PricesTableModel::PerHour) {
                    continue;
                }
                if (page.model == m_quota && c != QuotaTableModel::Limit) {
                    continue;
                }
                if (page.model == m_transfer && c != TransferTableModel::PerGB) {
                    continue;
                }
                const int marks = page.model->index(r, c).data(CatalogTableModel::MarkRole).toInt();
                unverified += (marks & UnverifiedMark) != 0 ? 1 : 0;
                stale += (marks & StaleMark) != 0 ? 1 : 0;
            }
        }
    }
    statusBar()->showMessage(tr("%1 sizes, %2 prices, %3 quota counters; %4 values unverified, %5 stale")
                                 .arg(m_sizes->rowCount())
                                 .arg(m_prices->rowCount())
                                 .arg(m_quota->rowCount())
                                 .arg(unverified)
                                 .arg(stale));
}

auto CatalogWindow::currentTab() const -> Tab
{
    return static_cast<Tab>(std::max(0, m_tabs->currentIndex()));
}

int CatalogWindow::selectedRow(Tab tab) const
{
    const QModelIndex current = m_pages[tab].view->currentIndex();
    if (!current.isValid() || !m_pages[tab].view->selectionModel()->isSelected(current)) {
        return -1;
    }
    return m_pages[tab].proxy->mapToSource(current).row();
}

int CatalogWindow::selectedColumn(Tab tab) const
{
    const QModelIndex current = m_pages[tab].view->currentIndex();
    return current.isValid() ? current.column() : -1;
}

void CatalogWindow::selectRow(Tab tab, int modelRow, int column)
{
    m_tabs->setCurrentIndex(tab);
    const Page &page = m_pages[tab];
    const QModelIndex index = page.proxy->mapFromSource(page.model->index(modelRow, column));
    if (!index.isValid()) {
        return; // filtered out
    }
    const auto flags = tab == SizesTab ? QItemSelectionModel::ClearAndSelect
                                       : QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows;
    page.view->selectionModel()->setCurrentIndex(index, flags);
    // Scroll the row into view, not the cell: the key columns on the left stay in sight.
    page.view->scrollTo(index.siblingAtColumn(0));
    updateActions();
}

void CatalogWindow::updateActions()
{
    if (m_addAction == nullptr) {
        return;
    }
    const Tab tab = currentTab();
    const int row = selectedRow(tab);
    const bool selected = row >= 0;
    // The data-transfer page is read-only (an import writes it).
    const bool editable = tab != TransferTab;
    m_addAction->setEnabled(m_store != nullptr && editable);
    m_editAction->setEnabled(selected && editable);
    m_removeAction->setEnabled(selected && editable);
    bool resettable = false;
    if (selected && tab == SizesTab) {
        const QString field =
            m_sizes->headerData(selectedColumn(tab), Qt::Horizontal, CatalogTableModel::FieldRole).toString();
        resettable = hasShippedSize(m_sizes->size(row).name) && field != QStringLiteral("origin");
    } else if (selected && tab == PricesTab) {
        resettable = hasShippedPrice(m_prices->price(row));
    }
    m_resetAction->setEnabled(resettable);
}

bool CatalogWindow::hasShippedSize(const std::string &sku) const
{
    return m_shipped.findSize(sku) != nullptr;
}

bool CatalogWindow::hasShippedPrice(const model::Price &p) const
{
    return m_shipped.findPrice(p.sku, p.region, p.tier, p.kind, p.termYears, p.currency) != nullptr;
}

std::string CatalogWindow::originOf(const model::Price &price) const
{
    return originIn(m_document.catalog.prices, m_document.priceOrigins,
                    [&price](const model::Price &p) { return p.sameKey(price); });
}

std::string CatalogWindow::originOf(const model::VmSize &size) const
{
    return originIn(m_document.catalog.sizes, m_document.sizeOrigins,
                    [&size](const model::VmSize &s) { return s.name == size.name; });
}

void CatalogWindow::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(true);
}

void CatalogWindow::clearMessage()
{
    m_message->clear();
    m_message->setVisible(false);
}

bool CatalogWindow::run(CatalogChange change)
{
    if (m_store == nullptr) {
        showMessage(tr("There is no catalog to change."));
        return false;
    }
    // Written before it is pushed: a change the store refuses leaves no step behind.
    const data::Status status = change.redo();
    if (!status) {
        showMessage(tr("The catalog did not take the change: %1").arg(status.error().toLine()));
        refresh();
        return false;
    }
    // The command's first redo() is the write above; later ones repeat it.
    m_undoStack.push(new CatalogCommand(std::move(change), [this](const data::Status &s) {
        afterUndoRedo(s.ok(), s.ok() ? QString() : s.error().toLine());
    }));
    clearMessage();
    refresh();
    Q_EMIT catalogChanged();
    return true;
}

void CatalogWindow::afterUndoRedo(bool ok, const QString &error)
{
    if (ok) {
        clearMessage();
    } else {
        showMessage(tr("The catalog could not take the step back or forward: %1").arg(error));
    }
    refresh();
    Q_EMIT catalogChanged();
}

bool CatalogWindow::savePrice(const std::optional<model::Price> &before, const model::Price &after)
{
    const FieldProblem problem = CatalogChecks::price(after, catalog(), before);
    if (!problem.ok()) {
        showMessage(problem.message);
        return false;
    }
    if (before && *before == after) {
        return true; // nothing changed: no step to undo
    }
    CatalogChange change = priceChange(m_store, before, before ? originOf(*before) : std::string(), after, m_shipped);
    change.text =
        before ? tr("edit price of %1").arg(priceSubject(after)) : tr("add price of %1").arg(priceSubject(after));
    if (!run(std::move(change))) {
        return false;
    }
    selectRow(PricesTab, m_prices->rowOf(after), PricesTableModel::PerHour);
    return true;
}

bool CatalogWindow::removePrice(const model::Price &price)
{
    CatalogChange change = priceChange(m_store, price, originOf(price), std::nullopt, m_shipped);
    change.text = tr("remove price of %1").arg(priceSubject(price));
    return run(std::move(change));
}

bool CatalogWindow::saveQuota(const std::optional<model::QuotaUsage> &before, const model::QuotaUsage &after)
{
    const FieldProblem problem = CatalogChecks::quota(after, catalog(), before);
    if (!problem.ok()) {
        showMessage(problem.message);
        return false;
    }
    if (before && *before == after) {
        return true;
    }
    CatalogChange change = quotaChange(m_store, before, after);
    const QString subject = QStringLiteral("%1 %2").arg(q(after.region), q(after.family));
    change.text = before ? tr("edit quota of %1").arg(subject) : tr("add quota of %1").arg(subject);
    if (!run(std::move(change))) {
        return false;
    }
    selectRow(QuotaTab, m_quota->rowOf(after), QuotaTableModel::Limit);
    return true;
}

bool CatalogWindow::removeQuota(const model::QuotaUsage &quota)
{
    CatalogChange change = quotaChange(m_store, quota, std::nullopt);
    change.text = tr("remove quota of %1 %2").arg(q(quota.region), q(quota.family));
    return run(std::move(change));
}

bool CatalogWindow::saveSize(const std::optional<model::VmSize> &before, const model::VmSize &after)
{
    const FieldProblem problem = CatalogChecks::size(after, catalog(), before);
    if (!problem.ok()) {
        showMessage(problem.message);
        return false;
    }
    if (before && before->name != after.name) {
        showMessage(CatalogChecks::fieldMessage(tr("Name"), tr("a size keeps its name; add a new size instead.")));
        return false;
    }
    if (before && *before == after) {
        return true;
    }
    CatalogChange change = sizeChange(m_store, before, before ? originOf(*before) : std::string(), after, m_shipped);
    change.text = before ? tr("edit size %1").arg(q(after.name)) : tr("add size %1").arg(q(after.name));
    if (!run(std::move(change))) {
        return false;
    }
    selectRow(SizesTab, m_sizes->rowOf(after.name));
    return true;
}

bool CatalogWindow::removeSize(const std::string &name)
{
    if (catalog().findSize(name) == nullptr) {
        showMessage(tr("The catalog has no size \"%1\".").arg(q(name)));
        return false;
    }
    CatalogChange change = sizeRemoval(m_store, m_document, name);
    change.text = tr("remove size %1").arg(q(name));
    return run(std::move(change));
}

bool CatalogWindow::resetSizeFact(const std::string &sku, const QString &field)
{
    const model::VmSize *size = catalog().findSize(sku);
    if (size == nullptr || !hasShippedSize(sku)) {
        showMessage(tr("\"%1\" is not in the shipped catalog, so it has no default.").arg(q(sku)));
        return false;
    }
    QStringList fields;
    if (field.isEmpty() || field == QStringLiteral("name")) {
        // Every fact of the size (CatalogStore::resetSizeFact's field names).
        for (int c = 0; c < SizesTableModel::ColumnCount; ++c) {
            const QString f = m_sizes->headerData(c, Qt::Horizontal, CatalogTableModel::FieldRole).toString();
            if (f != QStringLiteral("name") && f != QStringLiteral("origin")) {
                fields << f;
            }
        }
    } else {
        fields << field;
    }
    CatalogChange change = sizeFactReset(m_store, *size, originOf(*size), fields, m_shipped);
    change.text = fields.size() == 1 ? tr("reset %1 of %2").arg(m_texts.fieldLabel(fields.front()), q(sku))
                                     : tr("reset %1").arg(q(sku));
    return run(std::move(change));
}

bool CatalogWindow::resetPrice(const model::Price &price)
{
    if (!hasShippedPrice(price)) {
        showMessage(tr("The shipped catalog has no such price for %1, so it has no default.").arg(priceSubject(price)));
        return false;
    }
    CatalogChange change = priceReset(m_store, price, originOf(price), m_shipped);
    change.text = tr("reset price of %1").arg(priceSubject(price));
    return run(std::move(change));
}

void CatalogWindow::openEditor(CatalogEditor *editor)
{
    editor->setAttribute(Qt::WA_DeleteOnClose);
    m_editor = editor;
    editor->open(); // window-modal, without a nested event loop
}

void CatalogWindow::addRow()
{
    if (m_store == nullptr || m_editor) {
        return;
    }
    const QString today = m_today.toString(Qt::ISODate);
    switch (currentTab()) {
    case SizesTab: {
        auto *editor = new SizeEditor(catalog(), today, this);
        connect(editor, &QDialog::accepted, this, [this, editor] { saveSize(std::nullopt, editor->size()); });
        openEditor(editor);
        break;
    }
    case PricesTab: {
        auto *editor = new PriceEditor(catalog(), today, this);
        const int row = selectedRow(PricesTab);
        if (row >= 0) {
            // A new price beside the selected one: same size and region, the usual next step.
            model::Price seed = m_prices->price(row);
            editor->setPrice(std::nullopt);
            editor->sizeCombo()->setEditText(q(seed.sku));
            editor->regionCombo()->setEditText(q(seed.region));
        }
        connect(editor, &QDialog::accepted, this, [this, editor] { savePrice(std::nullopt, editor->price()); });
        openEditor(editor);
        break;
    }
    case QuotaTab: {
        auto *editor = new QuotaEditor(catalog(), today, this);
        connect(editor, &QDialog::accepted, this, [this, editor] { saveQuota(std::nullopt, editor->quota()); });
        openEditor(editor);
        break;
    }
    case TransferTab:
    case TabCount:
        break; // read-only
    }
}

void CatalogWindow::editSelected()
{
    const Tab tab = currentTab();
    const int row = selectedRow(tab);
    if (row < 0 || m_store == nullptr || m_editor) {
        return;
    }
    const QString today = m_today.toString(Qt::ISODate);
    switch (tab) {
    case SizesTab: {
        const model::VmSize before = m_sizes->size(row);
        auto *editor = new SizeEditor(catalog(), today, this);
        editor->setSize(before);
        connect(editor, &QDialog::accepted, this, [this, editor, before] { saveSize(before, editor->size()); });
        openEditor(editor);
        break;
    }
    case PricesTab: {
        const model::Price before = m_prices->price(row);
        auto *editor = new PriceEditor(catalog(), today, this);
        editor->setPrice(before);
        connect(editor, &QDialog::accepted, this, [this, editor, before] { savePrice(before, editor->price()); });
        openEditor(editor);
        break;
    }
    case QuotaTab: {
        const model::QuotaUsage before = m_quota->quota(row);
        auto *editor = new QuotaEditor(catalog(), today, this);
        editor->setQuota(before);
        connect(editor, &QDialog::accepted, this, [this, editor, before] { saveQuota(before, editor->quota()); });
        openEditor(editor);
        break;
    }
    case TransferTab:
    case TabCount:
        break; // read-only
    }
}

void CatalogWindow::removeSelected()
{
    const Tab tab = currentTab();
    const int row = selectedRow(tab);
    if (row < 0) {
        return;
    }
    // No confirmation: Undo takes it back.
    switch (tab) {
    case SizesTab:
        removeSize(m_sizes->size(row).name);
        break;
    case PricesTab:
        removePrice(m_prices->price(row));
        break;
    case QuotaTab:
        removeQuota(m_quota->quota(row));
        break;
    case TransferTab:
    case TabCount:
        break; // read-only
    }
}

void CatalogWindow::resetSelected()
{
    const Tab tab = currentTab();
    const int row = selectedRow(tab);
    if (row < 0) {
        return;
    }
    if (tab == SizesTab) {
        const QString field =
            m_sizes->headerData(selectedColumn(tab), Qt::Horizontal, CatalogTableModel::FieldRole).toString();
        resetSizeFact(m_sizes->size(row).name, field);
    } else if (tab == PricesTab) {
        resetPrice(m_prices->price(row));
    }
}

bool CatalogWindow::exportTo(const QString &path)
{
    if (m_store == nullptr) {
        return false;
    }
    auto bytes = m_store->exportJson();
    if (!bytes) {
        showMessage(tr("The catalog cannot be exported: %1").arg(bytes.error().toLine()));
        return false;
    }
    // Written whole or not at all (house style: every file the user keeps goes through QSaveFile).
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes.value()) != bytes.value().size() || !file.commit()) {
        showMessage(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    clearMessage();
    statusBar()->showMessage(tr("Catalog exported to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void CatalogWindow::exportCatalog()
{
    const QString start = QDir(m_settings != nullptr ? m_settings->lastDirectory() : QDir::homePath())
                              .filePath(QStringLiteral("catalog.json"));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export Catalog"), start, tr("Catalog JSON (*.json);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    if (exportTo(path) && m_settings != nullptr) {
        m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    }
}

void CatalogWindow::importCatalog()
{
    if (m_store == nullptr || m_importDialog) {
        return;
    }
    auto *dialog = new ImportDialog(m_store, catalog(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setKind(data::ImportKind::Catalog);
    // The import is written by the dialog; the window records it as one step: the catalog before
    // and after it, so undo puts back exactly what was there.
    const data::CatalogDocument before = m_document;
    connect(dialog, &ImportDialog::catalogChanged, this, [this, dialog, before] {
        auto after = m_store->document();
        if (!after) {
            reload();
            Q_EMIT catalogChanged();
            return;
        }
        QStringList names;
        for (const QString &f : dialog->files()) {
            names << QFileInfo(f).fileName();
        }
        CatalogChange change =
            snapshotChange(m_store, tr("import %1").arg(names.join(QStringLiteral(", "))), before, after.value());
        m_undoStack.push(new CatalogCommand(std::move(change), [this](const data::Status &s) {
            afterUndoRedo(s.ok(), s.ok() ? QString() : s.error().toLine());
        }));
        clearMessage();
        refresh();
        Q_EMIT catalogChanged();
    });
    m_importDialog = dialog;
    dialog->open();
}

} // namespace capplan::views
