// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/formats/CatalogJson.h"
#include "data/Texts.h"
#include "model/catalog/Catalog.h"

#include <QDate>
#include <QMainWindow>
#include <QPointer>
#include <QString>
#include <QUndoStack>
#include <optional>
#include <string>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace capplan::data {
class CatalogStore;
class Settings;
} // namespace capplan::data

namespace capplan::views {

class CatalogEditor;
class CatalogTableModel;
class ImportDialog;
class PricesTableModel;
class QuotaTableModel;
class TransferTableModel;
class SizesTableModel;
struct CatalogChange;

// The catalog window (Tools → Catalog…): the user's catalog of sizes, prices and quota in three
// filterable, sortable tables. Rows are added, edited (an editor dialog that checks every field)
// and removed, a size fact or price can be reset to the shipped default, and the whole catalog
// exported or imported as JSON. Every change is written through the CatalogStore at once and is
// one step on the window's undo stack. Unverified values and values older than the stale age
// (a setting, model::kDefaultStaleAfterDays by default) are marked with an icon and a colour,
// their tooltip saying why, with the source and dates.
//
// Non-modal; emits catalogChanged() after each change (undo and redo included), so the main
// window can reload the plan's catalog.
class CatalogWindow : public QMainWindow {
    Q_OBJECT

public:
    // The data-transfer page is read-only: its rows come from a Retail Prices "Bandwidth" import.
    enum Tab { SizesTab, PricesTab, QuotaTab, TransferTab, TabCount };

    // `store` must outlive the window. `settings` keeps the stale age; null keeps it in memory.
    explicit CatalogWindow(data::CatalogStore *store, data::Settings *settings = nullptr, QWidget *parent = nullptr);
    ~CatalogWindow() override;

    // The day ages are measured to; today by default. Tests pin it.
    void setToday(const QDate &today);
    QDate today() const { return m_today; }
    int staleAfterDays() const { return m_staleAfterDays; }
    void setStaleAfterDays(int days);

    // Re-reads the store. When it changed behind the window's back (an import from the main
    // window), the undo history no longer fits and is cleared.
    void reload();
    // The catalog as the window shows it.
    const model::Catalog &catalog() const { return m_document.catalog; }

    // Undoable edits, written through the store. Each returns false, with the reason shown in the
    // window's message line, when the row fails a check (CatalogChecks) or the store refuses it.
    bool savePrice(const std::optional<model::Price> &before, const model::Price &after);
    bool removePrice(const model::Price &price);
    bool saveQuota(const std::optional<model::QuotaUsage> &before, const model::QuotaUsage &after);
    bool removeQuota(const model::QuotaUsage &quota);
    bool saveSize(const std::optional<model::VmSize> &before, const model::VmSize &after);
    bool removeSize(const std::string &name);
    // "Reset to shipped default": one fact of a size (a CatalogStore::resetSizeFact field name;
    // empty: every fact), or one price.
    bool resetSizeFact(const std::string &sku, const QString &field);
    bool resetPrice(const model::Price &price);
    // Writes the whole catalog as JSON through QSaveFile.
    bool exportTo(const QString &path);
    // Whether the shipped default catalog has this size or price (so it can be reset).
    bool hasShippedSize(const std::string &sku) const;
    bool hasShippedPrice(const model::Price &price) const;

    // Selects a row of a tab by its row in the tab's model (not the filtered view).
    void selectRow(Tab tab, int modelRow, int column = 0);

    QUndoStack *undoStack() { return &m_undoStack; }
    QTabWidget *tabs() const { return m_tabs; }
    QTableView *view(Tab tab) const { return m_pages[tab].view; }
    QLineEdit *filterEdit(Tab tab) const { return m_pages[tab].filter; }
    QSortFilterProxyModel *proxy(Tab tab) const { return m_pages[tab].proxy; }
    QComboBox *gpuFilter() const { return m_gpuFilter; }
    QLabel *priceAgeLabel() const { return m_priceAge; }
    SizesTableModel *sizesModel() const { return m_sizes; }
    PricesTableModel *pricesModel() const { return m_prices; }
    QuotaTableModel *quotaModel() const { return m_quota; }
    TransferTableModel *transferModel() const { return m_transfer; }
    QSpinBox *staleAgeSpinBox() const { return m_staleAge; }
    QLabel *messageLabel() const { return m_message; }
    // The editor or import dialog now open (they open window-modal, without blocking), or null.
    CatalogEditor *openEditor() const { return m_editor; }
    ImportDialog *openImportDialog() const { return m_importDialog; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    QAction *addRowAction() const { return m_addAction; }
    QAction *editAction() const { return m_editAction; }
    QAction *removeRowAction() const { return m_removeAction; }
    QAction *resetAction() const { return m_resetAction; }
    QAction *importAction() const { return m_importAction; }
    QAction *exportAction() const { return m_exportAction; }

public Q_SLOTS:
    // On the current tab: opens the editor for a new row / the selected row; removes or resets
    // the selected row (for a size, the selected fact; every fact when the name is selected).
    void addRow();
    void editSelected();
    void removeSelected();
    void resetSelected();
    // Asks for a file and writes the catalog there / opens the import dialog (whole catalog by
    // default; every kind is offered), whose import becomes one undoable step.
    void exportCatalog();
    void importCatalog();

Q_SIGNALS:
    void catalogChanged();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    struct Page {
        QWidget *widget = nullptr;
        QLineEdit *filter = nullptr;
        QLabel *count = nullptr;
        QSortFilterProxyModel *proxy = nullptr;
        QTableView *view = nullptr;
        CatalogTableModel *model = nullptr;
    };

    void createActions();
    void createMenus();
    Page makePage(CatalogTableModel *model, const char *name);
    void retranslateUi();
    void updateUndoTexts();
    void updateActions();
    void updateCounts();
    void updateGpuModels();
    void applyGpuFilter();
    void updatePriceAge();
    void updateAgeRule();
    // Re-reads the store after the window's own change (the history stays).
    void refresh();
    bool run(CatalogChange change);
    void afterUndoRedo(bool ok, const QString &error);
    void showMessage(const QString &text);
    void clearMessage();
    Tab currentTab() const;
    // The selected row of a tab in its model, -1 when none.
    int selectedRow(Tab tab) const;
    int selectedColumn(Tab tab) const;
    std::string originOf(const model::Price &price) const;
    std::string originOf(const model::VmSize &size) const;
    void openEditor(CatalogEditor *editor);

    data::CatalogStore *m_store;
    data::Settings *m_settings;
    data::Texts m_texts;
    data::CatalogDocument m_document; // what the store held at the last (re)load
    model::Catalog m_shipped;         // the embedded default, for "reset" and shipped origins
    QDate m_today;
    int m_staleAfterDays;
    QUndoStack m_undoStack;

    SizesTableModel *m_sizes = nullptr;
    PricesTableModel *m_prices = nullptr;
    QuotaTableModel *m_quota = nullptr;
    TransferTableModel *m_transfer = nullptr;
    QLabel *m_transferNote = nullptr;
    Page m_pages[TabCount];
    QTabWidget *m_tabs = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_staleLabel = nullptr;
    QSpinBox *m_staleAge = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QComboBox *m_gpuFilter = nullptr; // "all GPU models", then each GPU model of the catalog
    QLabel *m_priceAge = nullptr;     // how many prices are stale, since when, and the import that refreshes them
    QPointer<CatalogEditor> m_editor;
    QPointer<ImportDialog> m_importDialog;

    QMenu *m_catalogMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_addAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_resetAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_closeAction = nullptr;
};

} // namespace capplan::views
