// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/import/ImportPreview.h"
#include "data/Result.h"
#include "model/catalog/Catalog.h"

#include <QByteArray>
#include <QDialog>
#include <QStringList>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QListWidget;
class QMimeData;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QThread;
class QTreeWidget;

namespace capplan::data {
class CatalogStore;
}

namespace capplan::views {

class ImportPreviewFilter;
class ImportPreviewModel;

// "Import into Catalog": files Azure's own tools print (Retail Prices API pages, az vm / az ml
// list-usage, az vm list-skus) or a whole catalog, previewed before anything is written, so the
// catalog can be kept current. The preview (data::Importer::preview) runs on a worker
// thread, because a full Retail Prices dump takes a second or more to read; a newer preview
// supersedes an older one, whose result is dropped. Import writes the preview into the store
// in one transaction (CatalogStore::applyImport): all of it, or on an error nothing.
class ImportDialog : public QDialog {
    Q_OBJECT

public:
    // `store` receives the import and must outlive the dialog; the preview compares the files
    // with the store's catalog (with `current` when there is no store), and `current` lists the
    // regions to choose from.
    ImportDialog(data::CatalogStore *store, model::Catalog current, QWidget *parent = nullptr);
    // Waits for a preview still reading: its thread must not outlive the dialog.
    ~ImportDialog() override;

    // What the files hold, guessed from their first 64 KiB: nothing when a file cannot be read,
    // none of the formats fits, or the files disagree.
    static std::optional<data::ImportKind> guessKind(const QStringList &files);
    static std::optional<data::ImportKind> guessKindOfText(const QByteArray &head);
    // The local files of a drag or drop (what a main window's dragEnterEvent / dropEvent pass on
    // to setFiles()); empty when it carries none.
    static QStringList droppedFiles(const QMimeData *mime);

    void setKind(data::ImportKind kind);
    data::ImportKind kind() const;
    // Replaces the files and, when their contents agree on a kind, selects it; a preview follows
    // as soon as the inputs are complete.
    void setFiles(const QStringList &files);
    void addFiles(const QStringList &files);
    QStringList files() const;
    void setRegion(const QString &region);
    QString region() const;
    // The moment stamped on every imported value (ISO 8601 UTC); empty means now. Tests pin it.
    void setImportedAt(const QString &importedAt) { m_importedAt = importedAt; }
    // Milliseconds between an input change and its automatic preview (0: at once).
    void setPreviewDelayMs(int ms) { m_debounce.setInterval(ms); }

    // Reads the files on a worker thread; an older preview still running is superseded.
    void startPreview();
    // Stops waiting for the running preview: its result will be dropped.
    void cancelPreview();
    bool isBusy() const { return m_busy; }
    // The preview on show, null when there is none (no files yet, inputs changed, or an error).
    const data::ImportPreview *preview() const { return m_preview ? &*m_preview : nullptr; }
    // The error of the last preview or import, empty when none.
    QString errorText() const { return m_errorText; }

    // Writes the preview on show into the store. False, with the error shown, when it fails;
    // the store is then as it was.
    bool applyImport();

    QComboBox *kindCombo() const { return m_kind; }
    QListWidget *fileList() const { return m_files; }
    QComboBox *regionCombo() const { return m_region; }
    QPushButton *previewButton() const { return m_previewButton; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *importButton() const { return m_import; }
    QProgressBar *busyBar() const { return m_busyBar; }
    QLabel *countsLabel() const { return m_counts; }
    QLabel *errorLabel() const { return m_error; }
    QComboBox *showCombo() const { return m_show; }
    QTableView *previewView() const { return m_view; }
    QTreeWidget *rejectedList() const { return m_rejected; }
    QListWidget *skippedList() const { return m_skipped; }
    QTabWidget *resultTabs() const { return m_tabs; }

Q_SIGNALS:
    // A preview or its error is on show.
    void previewFinished();
    // An import was written into the store: whoever shows the catalog reloads it.
    void catalogChanged();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void inputsChanged();
    void updateRegionField();
    void updateState();
    void showPreview();
    void showError(const QString &text);
    void addFilesFromDialog();
    void removeSelectedFiles();
    // Why the inputs cannot be previewed yet, empty when they can.
    QString missingInput() const;

    data::CatalogStore *m_store;
    model::Catalog m_current;
    QString m_importedAt;
    QTimer m_debounce;
    quint64 m_generation = 0;
    bool m_busy = false;
    std::optional<data::ImportPreview> m_preview;
    QString m_errorText;
    // Threads still reading, a superseded one included, until they finish.
    std::vector<QThread *> m_threads;

    QComboBox *m_kind = nullptr;
    QListWidget *m_files = nullptr;
    QPushButton *m_addFiles = nullptr;
    QPushButton *m_removeFiles = nullptr;
    QComboBox *m_region = nullptr;
    QLabel *m_regionNote = nullptr;
    QPushButton *m_previewButton = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_busyBar = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_counts = nullptr;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_show = nullptr;
    ImportPreviewModel *m_model = nullptr;
    ImportPreviewFilter *m_filter = nullptr;
    QTableView *m_view = nullptr;
    QTreeWidget *m_rejected = nullptr;
    QListWidget *m_skipped = nullptr;
    QPushButton *m_import = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace capplan::views
