// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/catalog/ImportDialog.h"

#include "data/store/CatalogStore.h"
#include "data/import/ImportGuess.h"
#include "data/import/Importers.h"
#include "views/catalog/ImportPreviewModel.h"

#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace capplan::views {

namespace {

// Enough of a file to see its first item's keys, even in a 100 MB Retail Prices dump.
constexpr qint64 kPeekBytes = 64 * 1024;

using PreviewResult = data::Result<data::ImportPreview>;

QString kindLabel(data::ImportKind kind)
{
    switch (kind) {
    case data::ImportKind::Prices:
        return ImportDialog::tr("Prices: Azure Retail Prices API (JSON pages)");
    case data::ImportKind::VmUsage:
        return ImportDialog::tr("Quota: az vm list-usage -o json");
    case data::ImportKind::MlUsage:
        return ImportDialog::tr("Quota: az ml compute list-usage -o json");
    case data::ImportKind::Skus:
        return ImportDialog::tr("Sizes: az vm list-skus -o json");
    case data::ImportKind::Catalog:
        return ImportDialog::tr("Whole catalog (exported JSON)");
    }
    return {};
}

} // namespace

ImportDialog::ImportDialog(data::CatalogStore *store, model::Catalog current, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_current(std::move(current))
{
    setObjectName(QStringLiteral("importDialog"));
    setWindowTitle(tr("Import into Catalog"));
    setAcceptDrops(true);

    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("importKind"));
    for (data::ImportKind k : {data::ImportKind::Prices, data::ImportKind::VmUsage, data::ImportKind::MlUsage,
                               data::ImportKind::Skus, data::ImportKind::Catalog}) {
        m_kind->addItem(kindLabel(k), static_cast<int>(k));
    }

    m_files = new QListWidget(this);
    m_files->setObjectName(QStringLiteral("importFiles"));
    m_files->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_files->setMaximumHeight(90);
    m_addFiles = new QPushButton(tr("&Add Files…"), this);
    m_addFiles->setObjectName(QStringLiteral("importAddFiles"));
    m_removeFiles = new QPushButton(tr("Re&move"), this);
    m_removeFiles->setObjectName(QStringLiteral("importRemoveFiles"));
    auto *fileButtons = new QVBoxLayout;
    fileButtons->addWidget(m_addFiles);
    fileButtons->addWidget(m_removeFiles);
    fileButtons->addStretch(1);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_files, 1);
    fileRow->addLayout(fileButtons);

    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("importRegion"));
    m_region->setEditable(true);
    m_region->setInsertPolicy(QComboBox::NoInsert);
    std::set<std::string> regions(m_current.knownRegions.begin(), m_current.knownRegions.end());
    for (const std::string &r : m_current.regions()) {
        regions.insert(r);
    }
    m_region->addItem(QString());
    for (const std::string &r : regions) {
        m_region->addItem(QString::fromStdString(r));
    }
    m_region->completer()->setFilterMode(Qt::MatchContains);
    m_regionNote = new QLabel(this);
    m_regionNote->setWordWrap(true);
    m_regionNote->setStyleSheet(QStringLiteral("QLabel { color: #606060; }"));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Kind:"), m_kind);
    auto *filesLabel = new QLabel(tr("&Files:"), this);
    filesLabel->setBuddy(m_files);
    form->addRow(filesLabel, fileRow);
    form->addRow(tr("Re&gion:"), m_region);
    form->addRow(QString(), m_regionNote);

    m_previewButton = new QPushButton(tr("&Preview"), this);
    m_previewButton->setObjectName(QStringLiteral("importPreview"));
    m_busyBar = new QProgressBar(this);
    m_busyBar->setObjectName(QStringLiteral("importBusy"));
    m_busyBar->setRange(0, 0); // the importers give no progress: a busy indicator
    m_busyBar->setMaximumWidth(160);
    m_busyBar->setTextVisible(false);
    m_cancel = new QPushButton(tr("&Stop"), this);
    m_cancel->setObjectName(QStringLiteral("importCancel"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("importStatus"));
    auto *previewRow = new QHBoxLayout;
    previewRow->addWidget(m_previewButton);
    previewRow->addWidget(m_busyBar);
    previewRow->addWidget(m_cancel);
    previewRow->addWidget(m_status, 1);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("importError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; border: 1px solid #f5c2c0; "
                                          "border-radius: 4px; padding: 6px; color: #7f1d1d; }"));
    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("importCounts"));
    m_counts->setTextFormat(Qt::RichText);
    m_counts->setWordWrap(true);

    m_model = new ImportPreviewModel(this);
    m_filter = new ImportPreviewFilter(this);
    m_filter->setSourceModel(m_model);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("importPreviewTable"));
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // the importer's stable order until a header is clicked
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(ImportPreviewModel::Action, 75);
    m_view->setColumnWidth(ImportPreviewModel::Section, 60);
    m_view->setColumnWidth(ImportPreviewModel::Subject, 400);
    m_view->setColumnWidth(ImportPreviewModel::Field, 110);
    m_view->setColumnWidth(ImportPreviewModel::OldValue, 110);

    m_show = new QComboBox(this);
    m_show->setObjectName(QStringLiteral("importShow"));
    m_show->addItem(tr("Changes (new, changed, removed)"), static_cast<int>(ImportPreviewFilter::Show::Changes));
    m_show->addItem(tr("Everything"), static_cast<int>(ImportPreviewFilter::Show::All));
    m_show->addItem(tr("New"), static_cast<int>(ImportPreviewFilter::Show::New));
    m_show->addItem(tr("Changed"), static_cast<int>(ImportPreviewFilter::Show::Changed));
    m_show->addItem(tr("Unchanged"), static_cast<int>(ImportPreviewFilter::Show::Unchanged));
    m_show->addItem(tr("Removed"), static_cast<int>(ImportPreviewFilter::Show::Removed));
    auto *showLabel = new QLabel(tr("S&how:"), this);
    showLabel->setBuddy(m_show);
    auto *showRow = new QHBoxLayout;
    showRow->addWidget(showLabel);
    showRow->addWidget(m_show);
    showRow->addStretch(1);
    auto *changesPage = new QWidget(this);
    auto *changesLayout = new QVBoxLayout(changesPage);
    changesLayout->setContentsMargins(4, 4, 4, 4);
    changesLayout->addLayout(showRow);
    changesLayout->addWidget(m_view, 1);

    m_rejected = new QTreeWidget(this);
    m_rejected->setObjectName(QStringLiteral("importRejected"));
    m_rejected->setRootIsDecorated(false);
    m_rejected->setAlternatingRowColors(true);
    m_rejected->setWordWrap(true); // reasons are sentences; read them whole
    m_rejected->setUniformRowHeights(false);
    m_rejected->setHeaderLabels({tr("File"), tr("Item"), tr("Reason")});
    m_rejected->header()->setStretchLastSection(true);
    m_rejected->setColumnWidth(0, 170);
    m_rejected->setColumnWidth(1, 200);
    m_skipped = new QListWidget(this);
    m_skipped->setObjectName(QStringLiteral("importSkipped"));
    m_skipped->setWordWrap(true);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("importTabs"));
    m_tabs->addTab(changesPage, tr("&Changes"));
    m_tabs->addTab(m_rejected, tr("&Rejected"));
    m_tabs->addTab(m_skipped, tr("Skipped && &Notes"));

    m_buttons = new QDialogButtonBox(this);
    m_import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("importApply"));
    m_buttons->addButton(QDialogButtonBox::Close);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_import, &QPushButton::clicked, this, [this] {
        if (applyImport()) {
            accept();
        }
    });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(previewRow);
    layout->addWidget(m_error);
    layout->addWidget(m_counts);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_buttons);

    // Tab order follows the reading order; the Import button comes last.
    setTabOrder(m_kind, m_files);
    setTabOrder(m_files, m_addFiles);
    setTabOrder(m_addFiles, m_removeFiles);
    setTabOrder(m_removeFiles, m_region);
    setTabOrder(m_region, m_previewButton);
    setTabOrder(m_previewButton, m_cancel);
    setTabOrder(m_cancel, m_tabs);
    setTabOrder(m_tabs, m_show);
    setTabOrder(m_show, m_view);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);
    connect(&m_debounce, &QTimer::timeout, this, [this] {
        if (missingInput().isEmpty()) {
            startPreview();
        }
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        updateRegionField();
        inputsChanged();
    });
    connect(m_region, &QComboBox::editTextChanged, this, &ImportDialog::inputsChanged);
    connect(m_addFiles, &QPushButton::clicked, this, &ImportDialog::addFilesFromDialog);
    connect(m_removeFiles, &QPushButton::clicked, this, &ImportDialog::removeSelectedFiles);
    connect(m_files, &QListWidget::itemSelectionChanged, this, &ImportDialog::updateState);
    connect(m_previewButton, &QPushButton::clicked, this, &ImportDialog::startPreview);
    connect(m_cancel, &QPushButton::clicked, this, &ImportDialog::cancelPreview);
    connect(m_show, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setShow(static_cast<ImportPreviewFilter::Show>(m_show->currentData().toInt())); });

    updateRegionField();
    updateState();
    resize(900, 640);
}

ImportDialog::~ImportDialog()
{
    ++m_generation; // nothing that lands now is shown
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

std::optional<data::ImportKind> ImportDialog::guessKindOfText(const QByteArray &head)
{
    return data::guessImportKind(head);
}

std::optional<data::ImportKind> ImportDialog::guessKind(const QStringList &files)
{
    std::optional<data::ImportKind> guess;
    for (const QString &path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return std::nullopt;
        }
        const std::optional<data::ImportKind> kind = guessKindOfText(file.read(kPeekBytes));
        if (!kind || (guess && *guess != *kind)) {
            return std::nullopt;
        }
        guess = kind;
    }
    return guess;
}

void ImportDialog::setKind(data::ImportKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(kind)));
}

data::ImportKind ImportDialog::kind() const
{
    return static_cast<data::ImportKind>(m_kind->currentData().toInt());
}

void ImportDialog::setFiles(const QStringList &files)
{
    m_files->clear();
    addFiles(files);
}

void ImportDialog::addFiles(const QStringList &files)
{
    const QStringList present = this->files();
    for (const QString &path : files) {
        if (path.isEmpty() || present.contains(path)) {
            continue;
        }
        auto *item = new QListWidgetItem(QFileInfo(path).fileName(), m_files);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path);
    }
    if (const auto guess = guessKind(this->files())) {
        const QSignalBlocker block(m_kind); // one inputsChanged() below, not two
        setKind(*guess);
        updateRegionField();
    }
    inputsChanged();
}

QStringList ImportDialog::files() const
{
    QStringList out;
    for (int i = 0; i < m_files->count(); ++i) {
        out << m_files->item(i)->data(Qt::UserRole).toString();
    }
    return out;
}

void ImportDialog::setRegion(const QString &region)
{
    m_region->setEditText(region);
}

QString ImportDialog::region() const
{
    return m_region->currentText().trimmed();
}

void ImportDialog::updateRegionField()
{
    const data::ImportKind k = kind();
    const bool usage = k == data::ImportKind::VmUsage || k == data::ImportKind::MlUsage;
    m_region->setEnabled(usage);
    if (k == data::ImportKind::VmUsage) {
        m_regionNote->setText(tr("az vm list-usage does not name the region: choose the one given as --location."));
    } else if (k == data::ImportKind::MlUsage) {
        m_regionNote->setText(tr("Used only where the file lacks aml_workspace_location."));
    } else {
        m_regionNote->setText(tr("These files name their regions themselves."));
    }
}

QString ImportDialog::missingInput() const
{
    if (m_files->count() == 0) {
        return tr("Add the files to import, or drop them here.");
    }
    if (kind() == data::ImportKind::VmUsage && region().isEmpty()) {
        return tr("Region: az vm list-usage files do not name their region; choose it.");
    }
    return {};
}

void ImportDialog::inputsChanged()
{
    // What is on show belongs to other inputs now: it must not be imported.
    ++m_generation;
    m_busy = false;
    m_preview.reset();
    m_errorText.clear();
    m_model->clear();
    m_rejected->clear();
    m_skipped->clear();
    m_counts->clear();
    if (missingInput().isEmpty()) {
        m_debounce.start();
    } else {
        m_debounce.stop();
    }
    updateState();
}

void ImportDialog::startPreview()
{
    m_debounce.stop();
    const QString missing = missingInput();
    if (!missing.isEmpty()) {
        showError(missing);
        return;
    }
    const quint64 generation = ++m_generation;
    m_busy = true;
    m_preview.reset();
    m_errorText.clear();
    m_model->clear();
    m_rejected->clear();
    m_skipped->clear();
    m_counts->clear();
    updateState();

    // The catalog as the store holds it now, so the preview shows what Import would change.
    model::Catalog catalog = m_current;
    if (m_store != nullptr) {
        auto loaded = m_store->load();
        if (!loaded) {
            m_busy = false;
            showError(loaded.error().toLine());
            return;
        }
        catalog = std::move(loaded.value());
    }
    data::ImportOptions options;
    options.region = region();
    options.importedAt = m_importedAt;
    const data::ImportKind importKind = kind();
    const QStringList paths = files();
    QThread *thread = QThread::create([this, generation, importKind, paths, catalog = std::move(catalog), options] {
        auto result = std::make_shared<PreviewResult>(data::Importer::preview(importKind, paths, catalog, options));
        // The dialog outlives this thread (its destructor waits), so posting to it is safe.
        QMetaObject::invokeMethod(
            this,
            [this, generation, result] {
                if (generation != m_generation) {
                    return; // superseded or stopped: not these inputs' preview
                }
                m_busy = false;
                if (result->ok()) {
                    m_preview = std::move(result->value());
                    showPreview();
                } else {
                    showError(result->error().toLine());
                }
                updateState();
                Q_EMIT previewFinished();
            },
            Qt::QueuedConnection);
    });
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, thread] {
        m_threads.erase(std::remove(m_threads.begin(), m_threads.end(), thread), m_threads.end());
        thread->deleteLater();
    });
    thread->start();
}

void ImportDialog::cancelPreview()
{
    if (!m_busy) {
        return;
    }
    ++m_generation;
    m_busy = false;
    m_status->setText(tr("Stopped. Preview again when ready."));
    updateState();
}

void ImportDialog::showError(const QString &text)
{
    m_errorText = text;
    m_error->setText(text);
    updateState();
}

void ImportDialog::showPreview()
{
    const data::ImportPreview &p = *m_preview;
    m_model->setRows(p.rows);
    int skipped = 0;
    for (const data::SkipCount &s : p.skipped) {
        skipped += s.count;
        m_skipped->addItem(tr("Skipped: %1 (%2)").arg(data::Importer::skipReason(s.code)).arg(s.count));
    }
    for (const QString &note : p.notes) {
        auto *item = new QListWidgetItem(tr("Note: %1").arg(note), m_skipped);
        item->setForeground(QColor(0xb2, 0x6a, 0x00));
    }
    for (const data::Rejection &r : p.rejected) {
        auto *item = new QTreeWidgetItem(m_rejected, {QFileInfo(r.file).fileName(), r.path, r.message});
        item->setToolTip(2, r.toLine());
    }
    const QLocale locale;
    const auto count = [&locale](const QString &label, int n, const char *colour) {
        return QStringLiteral("<span style=\"color:%1\">%2 <b>%3</b></span>")
            .arg(QLatin1String(colour), label.toHtmlEscaped(), locale.toString(n));
    };
    QStringList parts;
    parts << count(tr("New:"), p.newCount, "#2e7d32") << count(tr("Changed:"), p.changedCount, "#b26a00")
          << count(tr("Unchanged:"), p.unchangedCount, "#555555");
    if (p.removedCount > 0) {
        parts << count(tr("Removed:"), p.removedCount, "#b71c1c");
    }
    parts << count(tr("Rejected:"), static_cast<int>(p.rejected.size()), p.rejected.empty() ? "#555555" : "#b71c1c")
          << count(tr("Skipped:"), skipped, "#555555");
    QString text = parts.join(QStringLiteral(" &nbsp;·&nbsp; "));
    if (!p.hasChanges() && !p.isEmpty()) {
        text += QStringLiteral("<br>") + tr("Nothing changes. Importing confirms the values: their as-of dates "
                                            "become today's, so they are no longer stale.")
                                             .toHtmlEscaped();
    } else if (p.heldNothing()) {
        // An empty Retail Prices page (Count 0) is a valid answer: the query matched nothing.
        text += QStringLiteral("<br>") + tr("The files hold no items: the query matched nothing, which is a valid "
                                            "answer. Importing records it in the import log and changes nothing.")
                                             .toHtmlEscaped();
    } else if (p.isEmpty()) {
        text += QStringLiteral("<br>") + tr("Nothing to import.").toHtmlEscaped();
    }
    m_counts->setText(text);
    m_tabs->setTabText(1, tr("&Rejected (%1)").arg(p.rejected.size()));
    m_tabs->setTabText(2, tr("Skipped && &Notes (%1)").arg(skipped + static_cast<int>(p.notes.size())));
    if (!p.hasChanges() && p.unchangedCount > 0) {
        m_show->setCurrentIndex(m_show->findData(static_cast<int>(ImportPreviewFilter::Show::All)));
    }
}

bool ImportDialog::applyImport()
{
    if (!m_preview || m_busy) {
        return false;
    }
    if (m_store == nullptr) {
        showError(tr("There is no catalog to import into."));
        return false;
    }
    // On the GUI thread: the store's SQLite connection belongs to it. An import writes rows for
    // the catalog's sizes only (about 2,000 prices from tst_importers' 200,000-item dump), in one
    // transaction, so a wait cursor is enough.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const data::Status status = m_store->applyImport(*m_preview);
    QApplication::restoreOverrideCursor();
    if (!status) {
        // CatalogStore::applyImport rolled everything back: the catalog is as it was.
        showError(tr("Nothing was imported: %1").arg(status.error().toLine()));
        return false;
    }
    Q_EMIT catalogChanged();
    return true;
}

void ImportDialog::updateState()
{
    m_busyBar->setVisible(m_busy);
    m_cancel->setVisible(m_busy);
    m_previewButton->setEnabled(!m_busy && m_files->count() > 0);
    m_removeFiles->setEnabled(!m_files->selectedItems().isEmpty());
    m_error->setVisible(!m_errorText.isEmpty());
    m_counts->setVisible(m_preview.has_value());
    m_tabs->setEnabled(m_preview.has_value());
    // Something to write: changes, or unchanged values whose dates an import refreshes; or files
    // that legitimately hold nothing (an import of nothing, logged as the CLI does).
    m_import->setEnabled(!m_busy && m_preview.has_value() &&
                         ((!m_preview->isEmpty() && (m_preview->hasChanges() || m_preview->unchangedCount > 0)) ||
                          m_preview->heldNothing()));
    if (m_busy) {
        m_status->setText(m_files->count() == 1 ? tr("Reading 1 file…")
                                                : tr("Reading %1 files…").arg(m_files->count()));
    } else if (m_preview) {
        m_status->setText(
            m_preview->files.size() == 1
                ? tr("Preview of 1 file; nothing is written until you import.")
                : tr("Preview of %1 files; nothing is written until you import.").arg(m_preview->files.size()));
    } else if (m_errorText.isEmpty()) {
        m_status->setText(missingInput());
    } else {
        m_status->clear();
    }
}

void ImportDialog::addFilesFromDialog()
{
    const QStringList picked = QFileDialog::getOpenFileNames(this, tr("Add Files to Import"), QString(),
                                                             tr("JSON files (*.json);;All files (*)"));
    if (!picked.isEmpty()) {
        addFiles(picked);
    }
}

void ImportDialog::removeSelectedFiles()
{
    const QList<QListWidgetItem *> selected = m_files->selectedItems();
    if (selected.isEmpty()) {
        return;
    }
    qDeleteAll(selected);
    inputsChanged();
}

QStringList ImportDialog::droppedFiles(const QMimeData *mime)
{
    QStringList paths;
    if (mime == nullptr || !mime->hasUrls()) {
        return paths;
    }
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile()) {
            paths << url.toLocalFile();
        }
    }
    return paths;
}

void ImportDialog::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedFiles(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
    }
}

void ImportDialog::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppedFiles(event->mimeData());
    if (paths.isEmpty()) {
        return;
    }
    addFiles(paths);
    event->acceptProposedAction();
}

} // namespace capplan::views
