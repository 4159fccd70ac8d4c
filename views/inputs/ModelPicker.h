// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/ModelLibrary.h"
#include "model/plan/PlanSpec.h"

#include <QGroupBox>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace capplan::views {

class PlanController;

// The plan's model (its "model" block): type to search the library ("llama 70" finds Llama 3.1
// 70B), pick one, or load a Hugging Face config.json. The chosen model fills the workload (tokens
// and an MFU are then enough: the parameters are the model's) and the memory block's shape, and
// its parameters, active parameters and context are shown. A loaded config.json can be saved to
// the library (saveRequested; the main window owns the catalog).
class ModelPicker : public QGroupBox {
    Q_OBJECT

public:
    explicit ModelPicker(PlanController *controller, QWidget *parent = nullptr);

    void setSpec(const model::PlanSpec &spec);
    // Reads a config.json and makes it the plan's model; false (with a message box) when the
    // file cannot be read as one. Used by the button, File → Import and drag and drop.
    bool loadConfig(const QString &path);
    // The search results shown, by preset name (for tests and accessibility).
    QStringList shownModels() const;

    QLineEdit *searchEdit() const { return m_search; }
    QListWidget *list() const { return m_list; }
    QLabel *factsLabel() const { return m_facts; }
    QLabel *noMatchLabel() const { return m_noMatch; }
    QList<QWidget *> tabOrder() const;

Q_SIGNALS:
    // The user asked to keep the plan's imported model in the library under `model.name`.
    void saveRequested(const model::LibraryModel &model);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void refreshList();
    void updateFacts();
    void choose(std::optional<model::ModelChoice> choice);
    void chooseCurrentItem();
    void askToSave();

    PlanController *m_controller;
    bool m_updating = false;
    QLineEdit *m_search = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_facts = nullptr;
    QLabel *m_noMatch = nullptr; // "No model matches …" with a link to Load config.json
    QPushButton *m_load = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_clear = nullptr;
    QString m_loadedFrom; // the config.json last loaded, for the save dialog's suggestion
};

} // namespace capplan::views
