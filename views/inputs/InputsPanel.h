// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inputs/FieldBindings.h"

#include "data/Texts.h"
#include "model/catalog/Catalog.h"
#include "model/plan/PlanSpec.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <map>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QScrollArea;
class QStackedWidget;
class QVBoxLayout;

namespace capplan::views {

class BigNumberSpinBox;
class CollapsibleSection;
class EfficiencyEditor;
class FabricInputs;
class LayoutInputs;
class FineTuningInputs;
class MemoryInputs;
class ModelPicker;
class PlanController;
class RiskInputs;
class DataInputs;
class PriceBasisInputs;
class SizeFactsPanel;

// The plan's inputs (left side of the main window): size, region, tier and price; the workload
// in one of its three forms; scaling, goodput, overhead and node counts; deadline and budget.
// Every change becomes an edit on the PlanController; every spec the controller reports (after
// undo, redo or open) is written back into the widgets without creating new edits.
class InputsPanel : public QWidget {
    Q_OBJECT

public:
    explicit InputsPanel(PlanController *controller, QWidget *parent = nullptr);

    // Issues from model::evaluate(): each is shown at its field and in the list under the form.
    void setIssues(const std::vector<model::InputIssue> &issues);
    // Input the widgets could not turn into a spec (e.g. node counts "0, x"); the spec then keeps
    // its last value, so the results on screen belong to that, not to what is typed.
    bool hasLocalIssues() const;
    QStringList issueMessages() const;
    // The widget that shows a plan-file path and the label its messages start with: the field's
    // form label where it has one, else the field table's name (model/plan/PlanFields.h); the path
    // itself only for a path that is no plan field.
    QWidget *fieldForPath(const QString &path) const;
    // How messages name the plan fields on screen (data::Texts::setFieldNames).
    const QHash<QString, QString> &fieldNames() const { return m_texts.fieldNames(); }
    QString labelForPath(const QString &path) const;
    ModelPicker *modelPicker() const { return m_model; }
    // The foldable sections (model, scaling, size facts, memory, risk, plan) by key: which are open.
    // MainWindow remembers them (data::Settings::openSections).
    static QStringList defaultOpenSections();
    QStringList openSections() const;
    void setOpenSections(const QStringList &open);
    QScrollArea *scrollArea() const { return m_scroll; }

Q_SIGNALS:
    void localIssuesChanged();
    // A section was opened or folded by the user.
    void sectionsChanged();
    // Something the user should know about an edit they made (the status bar shows it).
    void statusMessage(const QString &message);
    // How messages name the plan fields on screen changed (a language switch): data::Texts::setFieldNames.
    void fieldNamesChanged(const QHash<QString, QString> &names);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateScrollWidth();
    // The pane width the form needs with every label beside its field, as laid out now.
    int sideBySideWidthNow() const;
    bool sideBySide() const; // every form has its labels beside the fields

    void buildUi();
    // The parts of buildUi(), in the order they run.
    void buildPlanGroup(QWidget *content);
    void buildSizeGroup(QWidget *content);
    void buildWorkloadGroup(QWidget *content);
    void buildScalingGroup(QWidget *content);
    void buildConstraintsGroup(QWidget *content);
    void addSections(QVBoxLayout *column);
    void buildScrollArea(QWidget *content);
    void bindFields();
    void retranslateUi();
    void applyTabOrder();
    void connectEdits();

    void setSpec(const model::PlanSpec &spec);
    void applyStartingValues();
    void resetForPlan(const model::PlanSpec &spec);
    void populateSizes();
    void populateRegions(const model::PlanSpec &spec);
    void populateCurrencies(const model::PlanSpec &spec);
    void applyMoneyAffixes(const std::string &currency);
    void updateFacts();
    void updateSectionSummaries();
    void updateRateNote();
    // Greys the MFU and the efficiency table, with the reason, while a layout gives the rate.
    void updateUnusedInputs();
    // Labels above their fields in a narrow pane, beside them where both fit.
    void updateRowWrapping(bool remeasure = false);
    QString gpuModelOf(const std::string &sku) const;
    void updatePriceDisplay();
    void updateIssueDisplay();
    void markField(QWidget *field, const QString &message);
    struct FieldIssue {
        QString path; // the first issue's path
        model::InputIssue issue;
        int more = 0; // further issues of the same field
    };
    std::vector<FieldIssue> issuesByField() const;
    QString issueText(const FieldIssue &issue) const;

    model::Workload workloadFromPage(int page) const;
    void onNodesEdited(const QString &text);
    void onEfficiencyEdited();

    PlanController *m_controller;
    data::Texts m_texts;
    bool m_updating = false; // set while the spec is being written into the widgets
    FieldBindings m_fields;

    QScrollArea *m_scroll = nullptr;
    int m_labelWidth = 0;      // the one label column's width (retranslateUi)
    int m_sideBySideWidth = 0; // the pane's least width with labels beside their fields
    bool m_measuring = false;  // updateRowWrapping(true) is measuring (its layout requests wait)
    QGroupBox *m_planGroup = nullptr;
    QGroupBox *m_sizeGroup = nullptr;
    QGroupBox *m_workloadGroup = nullptr;
    QGroupBox *m_scalingGroup = nullptr;
    QGroupBox *m_constraintsGroup = nullptr;
    QFormLayout *m_planForm = nullptr;
    QFormLayout *m_sizeForm = nullptr;
    QFormLayout *m_workloadForm = nullptr;
    QFormLayout *m_scalingForm = nullptr;
    QFormLayout *m_constraintsForm = nullptr;

    QLineEdit *m_name = nullptr;
    QLabel *m_nameLabel = nullptr;
    QComboBox *m_size = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QComboBox *m_region = nullptr;
    QLabel *m_regionLabel = nullptr;
    QComboBox *m_tier = nullptr;
    QLabel *m_tierLabel = nullptr;
    QComboBox *m_currency = nullptr;
    QLabel *m_currencyLabel = nullptr;
    QComboBox *m_compute = nullptr;
    QLabel *m_computeLabel = nullptr;
    QCheckBox *m_priceOverride = nullptr;
    QDoubleSpinBox *m_price = nullptr;
    QLabel *m_priceNote = nullptr;
    SizeFactsPanel *m_facts = nullptr;

    QComboBox *m_workloadKind = nullptr;
    QLabel *m_workloadKindLabel = nullptr;
    QStackedWidget *m_workloadPages = nullptr;
    QDoubleSpinBox *m_gpuHours = nullptr;
    QLabel *m_gpuHoursLabel = nullptr;
    BigNumberSpinBox *m_rateTokens = nullptr;
    QLabel *m_rateTokensLabel = nullptr;
    QDoubleSpinBox *m_tokensPerGpuSecond = nullptr;
    QLabel *m_tokensPerGpuSecondLabel = nullptr;
    QLabel *m_rateNote = nullptr;
    QString m_rateGpu; // the GPU model the measured tokens/s belongs to
    BigNumberSpinBox *m_mfuTokens = nullptr;
    QLabel *m_mfuTokensLabel = nullptr;
    BigNumberSpinBox *m_parameters = nullptr;
    QLabel *m_parametersLabel = nullptr;
    QDoubleSpinBox *m_mfu = nullptr;
    QLabel *m_mfuLabel = nullptr;

    FabricInputs *m_fabric = nullptr; // scaling model: efficiency table or fabric model
    EfficiencyEditor *m_efficiency = nullptr;
    QLabel *m_efficiencyLabel = nullptr;
    QDoubleSpinBox *m_goodput = nullptr;
    QLabel *m_goodputLabel = nullptr;
    QDoubleSpinBox *m_overhead = nullptr;
    QLabel *m_overheadLabel = nullptr;
    QLineEdit *m_nodes = nullptr;
    QLabel *m_nodesLabel = nullptr;

    QCheckBox *m_deadlineEnabled = nullptr;
    QDoubleSpinBox *m_deadline = nullptr;
    QCheckBox *m_budgetEnabled = nullptr;
    QDoubleSpinBox *m_budget = nullptr;

    QLabel *m_issuesLabel = nullptr;
    RiskInputs *m_risk = nullptr;
    DataInputs *m_data = nullptr;
    PriceBasisInputs *m_priceBasis = nullptr;
    MemoryInputs *m_memory = nullptr;
    FineTuningInputs *m_fineTuning = nullptr;
    LayoutInputs *m_layout = nullptr;
    ModelPicker *m_model = nullptr;

    std::vector<model::InputIssue> m_issues;
    QString m_nodesError;      // node counts that do not parse
    QString m_efficiencyError; // duplicate node counts in the efficiency table
    QList<QWidget *> m_marked; // fields currently shown as invalid
    std::vector<int> m_lastShownNodes;
    std::map<int, double> m_lastShownEfficiency;
    std::string m_regionsSku; // the size the region list was filled for
    QList<CollapsibleSection *> m_sections;
    CollapsibleSection *m_modelSection = nullptr;
    CollapsibleSection *m_scalingSection = nullptr;
    CollapsibleSection *m_factsSection = nullptr;
    CollapsibleSection *m_memorySection = nullptr;
    CollapsibleSection *m_layoutSection = nullptr;
    CollapsibleSection *m_riskSection = nullptr;
    CollapsibleSection *m_dataSection = nullptr;
    CollapsibleSection *m_planSection = nullptr;
};

} // namespace capplan::views
