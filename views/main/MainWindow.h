// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/store/Settings.h"
#include "model/catalog/Catalog.h"
#include "model/Evaluate.h"

#include <QMainWindow>
#include <QPointer>
#include <QString>

#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QSplitter;

namespace capplan::data {
class CatalogStore;
}

namespace capplan::views {

class CompareSizesPanel;
class GuideDialog;
class InputsPanel;
class PlanController;
class ResultsPanel;
class RiskPanel;
class RiskRunner;
class SearchPanel;
class ScalingPanel;
class CatalogWindow;
class PortfolioWindow;
class QuotaPanel;
class Translations;

// The main window: inputs on the left, the answer on the right, File/Edit/Language/Help menus.
// It owns the PlanController; everything it shows comes from model::evaluate() via the controller.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `translations` may be null (tests): the Language menu then only records the choice.
    MainWindow(model::Catalog catalog, data::Settings &settings, Translations *translations = nullptr,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a plan file; on failure shows the error and changes nothing. No unsaved-changes prompt.
    bool openFile(const QString &path);
    // Writes the plan to `path` (through QSaveFile); on failure shows the error.
    bool saveFile(const QString &path);
    // The user's catalog could not be used: say so without blocking, and that the app runs on
    // the embedded default while the file is left as it is.
    void showCatalogProblem(const QString &catalogPath, const QString &detail);
    // The SQLite catalog the window imports into and edits; empty (the embedded fallback) turns
    // imports and the catalog window off.
    void setCatalogPath(const QString &path);
    QString catalogPath() const { return m_catalogPath; }
    // Loads the catalog file again and re-plans with it (after an import or an edit).
    bool reloadCatalog();

    PlanController *controller() const { return m_controller; }
    InputsPanel *inputsPanel() const { return m_inputs; }
    ResultsPanel *resultsPanel() const { return m_results; }
    SearchPanel *searchPanel() const { return m_searchPanel; }
    int searchTabIndex() const { return m_searchTab; }
    QString currentFile() const { return m_currentFile; }
    // File → New/Open Portfolio: the one Portfolio window, made on first use and shown.
    PortfolioWindow *portfolioWindow();

public Q_SLOTS:
    void newPlan();
    void open();
    bool save();
    bool saveAs();
    void exportChart();
    void exportPlan();
    void importFiles(const QStringList &files = {});
    void showCatalogWindow();
    void updateRiskSummary();
    void about();
    // Help → Guide (F1): the worked example and what each block means.
    void showGuide();

protected:
    void closeEvent(QCloseEvent *event) override;
    // Files dropped on the window: Azure's outputs go to the import dialog, a plan file opens.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    // Reads a training log and, after the dialog, adds its measurement to the plan (undoable).
    void importTrainingLog(const QString &path);
    void changeEvent(QEvent *event) override;

private:
    // Charts and banners drawn again in the palette's colours (a theme chosen while the window is open).
    void refreshThemeColours();
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateTitle();
    void updateUndoTexts();
    void updateRecentMenu();
    void updateStale();
    void onEvaluated(const model::Evaluation &evaluation);
    // Asks Save/Discard/Cancel when there are unsaved changes; true when it is fine to go on.
    bool maybeSave();
    void setCurrentFile(const QString &path);
    // After a successful open or save: current file, recent files, last folder, status bar.
    void rememberFile(const QString &path, const QString &statusMessage);
    // A modal warning with an optional detail line (the Error::toLine() of the failure).
    void warn(const QString &objectName, const QString &title, const QString &text, const QString &detail = {});
    void setLanguage(const QString &language);
    QString dialogDirectory() const;

    data::Settings &m_settings;
    Translations *m_translations;
    PlanController *m_controller = nullptr;
    InputsPanel *m_inputs = nullptr;
    ResultsPanel *m_results = nullptr;
    QSplitter *m_splitter = nullptr;
    RiskRunner *m_riskRunner = nullptr;
    RiskPanel *m_riskPanel = nullptr;
    int m_riskTab = -1;
    ScalingPanel *m_scalingPanel = nullptr;
    int m_scalingTab = -1;
    QLabel *m_catalogBanner = nullptr;
    QLabel *m_exampleNote = nullptr; // "This is the worked example …", until another plan replaces it
    QString m_currentFile;
    QString m_catalogProblemPath;
    QString m_catalogProblemDetail;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_viewMenu = nullptr;  // View → Theme
    QMenu *m_themeMenu = nullptr;
    QActionGroup *m_themeGroup = nullptr; // System, Light, Dark (data: the setting's value)
    QMenu *m_helpMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_importLogAction = nullptr;
    QAction *m_importModelAction = nullptr; // File → Import Model config.json…
    QAction *m_catalogAction = nullptr;
    std::unique_ptr<data::CatalogStore> m_store; // the user's catalog; null on the embedded fallback
    QPointer<CatalogWindow> m_catalogWindow;
    QPointer<PortfolioWindow> m_portfolioWindow;
    QAction *m_newPortfolioAction = nullptr;  // File → New Portfolio
    QAction *m_openPortfolioAction = nullptr; // File → Open Portfolio…
    QuotaPanel *m_quotaPanel = nullptr;
    int m_quotaTab = -1;
    CompareSizesPanel *m_comparePanel = nullptr;
    SearchPanel *m_searchPanel = nullptr;
    int m_searchTab = -1;
    int m_compareTab = -1;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportPlanAction = nullptr;
    QString m_catalogPath;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_guideAction = nullptr;
    QPointer<GuideDialog> m_guide;
    QAction *m_aboutQtAction = nullptr;
    QAction *m_systemLanguageAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace capplan::views
