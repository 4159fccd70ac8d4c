// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/InputsPanel.h"

#include "model/Evaluate.h"
#include "model/catalog/ModelLibrary.h"
#include "views/main/Theme.h"
#include "views/inputs/FormEdits.h"
#include "views/inputs/PriceBasisInputs.h"

#include "views/inputs/FormFields.h"
#include "views/widgets/BigNumberSpinBox.h"
#include "views/widgets/CollapsibleSection.h"
#include "views/inputs/EfficiencyEditor.h"
#include "views/inputs/FabricInputs.h"
#include "views/inputs/FineTuningInputs.h"
#include "views/inputs/LayoutInputs.h"
#include "views/inputs/MemoryInputs.h"
#include "views/inputs/ModelPicker.h"
#include "views/inputs/NodeCounts.h"
#include "views/main/PlanController.h"
#include "views/inputs/RiskInputs.h"
#include "views/inputs/DataInputs.h"
#include "views/inputs/SizeFactsPanel.h"
#include "views/widgets/KeystrokeExplainer.h"
#include "views/widgets/WheelGuard.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <map>
#include <set>
#include <tuple>
#include <algorithm>
#include <cmath>

namespace capplan::views {

namespace {

using form::same;
using form::setValueIfDifferent;
using form::withoutMnemonic;

enum WorkloadPage { GpuHoursPage, TokenRatePage, TokenMfuPage };

QDoubleSpinBox *makeSpin(QWidget *parent, const char *objectName, double maximum, int decimals)
{
    // Zero is allowed in the box on purpose: the model then says why zero is wrong, at the field.
    return form::makeSpin(parent, objectName, 0.0, maximum, decimals);
}

// "nodes", "nodes[2]" or "nodes.2": the node list or one of its entries.
bool isNodesPath(const QString &path)
{
    return path == QStringLiteral("nodes") || path.startsWith(QStringLiteral("nodes[")) ||
           path.startsWith(QStringLiteral("nodes."));
}

const QString kInvalidStyle = QStringLiteral("border: 2px solid #d32f2f; border-radius: 3px;");

// The narrowest a field gets with its label above it: a size name in its combo box.
constexpr int kNarrowestField = 240;

} // namespace

InputsPanel::InputsPanel(PlanController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("inputsPanel"));
    buildUi();
    applyStartingValues();
    m_rateGpu = gpuModelOf(m_controller->spec().sku);
    retranslateUi(); // also fills the size list
    setSpec(m_controller->spec());
    connectEdits();
    applyTabOrder();
    WheelGuard::install(this);
    // Letters and minus signs a field drops are explained at the field and in the status bar.
    connect(KeystrokeExplainer::install(this), &KeystrokeExplainer::explained, this, &InputsPanel::statusMessage);
    connect(m_controller, &PlanController::planReset, this, &InputsPanel::resetForPlan);
    connect(m_controller, &PlanController::specChanged, this, &InputsPanel::setSpec);
    // An import or an edit in the catalog window: the size list follows (regions follow the spec).
    connect(m_controller, &PlanController::catalogChanged, this, &InputsPanel::populateSizes);
}

void InputsPanel::buildUi()
{
    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("inputsContent"));
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(4, 4, 4, 4);
    buildPlanGroup(content);
    buildSizeGroup(content);
    m_facts = new SizeFactsPanel(content);

    // The model: a preset or a config.json fills the workload's parameters and the memory shape.
    m_model = new ModelPicker(m_controller, content);

    buildWorkloadGroup(content);
    buildScalingGroup(content);
    m_memory = new MemoryInputs(m_controller, content);
    m_layout = new LayoutInputs(m_controller, content);

    buildConstraintsGroup(content);
    m_risk = new RiskInputs(m_controller, content);
    m_data = new DataInputs(m_controller, content);
    addSections(column);

    for (QFormLayout *form : {m_planForm, m_sizeForm, m_workloadForm, m_scalingForm, m_constraintsForm}) {
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setLabelAlignment(Qt::AlignLeft);
    }

    buildScrollArea(content);
    bindFields();
}

// The plan's name.
void InputsPanel::buildPlanGroup(QWidget *content)
{
    m_planGroup = new QGroupBox(content);
    m_planForm = new QFormLayout(m_planGroup);
    m_name = new QLineEdit(m_planGroup);
    m_name->setObjectName(QStringLiteral("planName"));
    m_nameLabel = new QLabel(m_planGroup);
    m_planForm->addRow(m_nameLabel, m_name);
}

// VM size, region, compute backend, tier, currency and price.
void InputsPanel::buildSizeGroup(QWidget *content)
{
    m_sizeGroup = new QGroupBox(content);
    m_sizeForm = new QFormLayout(m_sizeGroup);
    m_size = new QComboBox(m_sizeGroup);
    m_size->setObjectName(QStringLiteral("sizeCombo"));
    m_size->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_size->setMinimumContentsLength(22);
    m_sizeLabel = new QLabel(m_sizeGroup);
    m_sizeForm->addRow(m_sizeLabel, m_size);
    m_region = new QComboBox(m_sizeGroup);
    m_region->setObjectName(QStringLiteral("regionCombo"));
    m_regionLabel = new QLabel(m_sizeGroup);
    m_sizeForm->addRow(m_regionLabel, m_region);
    m_tier = new QComboBox(m_sizeGroup);
    m_tier->setObjectName(QStringLiteral("tierCombo"));
    m_tier->addItem(QString(), static_cast<int>(model::Tier::Dedicated));
    m_tier->addItem(QString(), static_cast<int>(model::Tier::LowPriority));
    m_tier->addItem(QString(), static_cast<int>(model::Tier::Spot));
    m_tierLabel = new QLabel(m_sizeGroup);
    m_sizeForm->addRow(m_tierLabel, m_tier);
    // Where the plan runs (model/plan/Compute.h): it decides which tiers exist and whose quota counts.
    m_compute = new QComboBox(m_sizeGroup);
    m_compute->setObjectName(QStringLiteral("computeCombo"));
    for (const auto target : {model::ComputeTarget::Cluster, model::ComputeTarget::Serverless,
                              model::ComputeTarget::Slurm, model::ComputeTarget::Kubernetes}) {
        m_compute->addItem(QString(), static_cast<int>(target));
    }
    m_computeLabel = new QLabel(m_sizeGroup);
    m_sizeForm->insertRow(m_sizeForm->rowCount() - 1, m_computeLabel, m_compute);
    m_currency = new QComboBox(m_sizeGroup);
    m_currency->setObjectName(QStringLiteral("currencyCombo"));
    m_currencyLabel = new QLabel(m_sizeGroup);
    m_sizeForm->addRow(m_currencyLabel, m_currency);
    m_priceOverride = new QCheckBox(m_sizeGroup);
    m_priceOverride->setObjectName(QStringLiteral("priceOverride"));
    m_price = makeSpin(m_sizeGroup, "priceSpin", model::kMaxPricePerNodeHour, 2);
    m_price->setPrefix(QStringLiteral("$ "));
    m_sizeForm->addRow(m_priceOverride, m_price);
    m_priceBasis = new PriceBasisInputs(m_controller, m_sizeForm, m_sizeGroup); // "Price:" kind and discount
    m_priceNote = new QLabel(m_sizeGroup);
    m_priceNote->setObjectName(QStringLiteral("priceNote"));
    m_priceNote->setWordWrap(true);
    m_priceNote->setStyleSheet(QStringLiteral("color: %1;").arg(theme::mutedText(palette()).name()));
    m_sizeForm->addRow(QString(), m_priceNote);
}

// The workload: one page of fields per form of the plan file.
void InputsPanel::buildWorkloadGroup(QWidget *content)
{
    m_workloadGroup = new QGroupBox(content);
    m_workloadForm = new QFormLayout(m_workloadGroup);
    m_workloadKind = new QComboBox(m_workloadGroup);
    m_workloadKind->setObjectName(QStringLiteral("workloadKind"));
    m_workloadKind->addItem(QString());
    m_workloadKind->addItem(QString());
    m_workloadKind->addItem(QString());
    m_workloadKindLabel = new QLabel(m_workloadGroup);
    m_workloadForm->addRow(m_workloadKindLabel, m_workloadKind);
    m_workloadPages = new QStackedWidget(m_workloadGroup);
    m_workloadPages->setObjectName(QStringLiteral("workloadPages"));

    auto *gpuHoursPage = new QWidget;
    auto *gpuHoursForm = new QFormLayout(gpuHoursPage);
    gpuHoursForm->setContentsMargins(0, 0, 0, 0);
    m_gpuHours = makeSpin(gpuHoursPage, "gpuHoursSpin", model::kMaxGpuHours, 2);
    m_gpuHoursLabel = new QLabel(gpuHoursPage);
    gpuHoursForm->addRow(m_gpuHoursLabel, m_gpuHours);
    m_workloadPages->addWidget(gpuHoursPage);

    auto *ratePage = new QWidget;
    auto *rateForm = new QFormLayout(ratePage);
    rateForm->setContentsMargins(0, 0, 0, 0);
    m_rateTokens = new BigNumberSpinBox(ratePage);
    m_rateTokens->setObjectName(QStringLiteral("rateTokensSpin"));
    m_rateTokens->setAlignment(Qt::AlignRight);
    m_rateTokensLabel = new QLabel(ratePage);
    rateForm->addRow(m_rateTokensLabel, m_rateTokens);
    m_tokensPerGpuSecond = makeSpin(ratePage, "tokensPerGpuSecondSpin", model::kMaxTokensPerGpuSecond, 0);
    m_tokensPerGpuSecondLabel = new QLabel(ratePage);
    rateForm->addRow(m_tokensPerGpuSecondLabel, m_tokensPerGpuSecond);
    // Shown when the rate was measured on another GPU than the size's: that rate does not carry
    // over to this size as it is.
    m_rateNote = new QLabel(ratePage);
    m_rateNote->setObjectName(QStringLiteral("rateNote"));
    m_rateNote->setWordWrap(true);
    m_rateNote->setStyleSheet(theme::labelStyle(theme::Tone::Warning, palette()));
    m_rateNote->setVisible(false);
    rateForm->addRow(QString(), m_rateNote);
    m_workloadPages->addWidget(ratePage);

    auto *mfuPage = new QWidget;
    auto *mfuForm = new QFormLayout(mfuPage);
    mfuForm->setContentsMargins(0, 0, 0, 0);
    m_mfuTokens = new BigNumberSpinBox(mfuPage);
    m_mfuTokens->setObjectName(QStringLiteral("mfuTokensSpin"));
    m_mfuTokens->setAlignment(Qt::AlignRight);
    m_mfuTokensLabel = new QLabel(mfuPage);
    mfuForm->addRow(m_mfuTokensLabel, m_mfuTokens);
    m_parameters = new BigNumberSpinBox(mfuPage);
    m_parameters->setObjectName(QStringLiteral("parametersSpin"));
    m_parameters->setAlignment(Qt::AlignRight);
    m_parameters->setMaximum(model::kMaxParameters);
    m_parametersLabel = new QLabel(mfuPage);
    mfuForm->addRow(m_parametersLabel, m_parameters);
    m_mfu = makeSpin(mfuPage, "mfuSpin", 100.0, 1);
    m_mfuLabel = new QLabel(mfuPage);
    mfuForm->addRow(m_mfuLabel, m_mfu);
    m_workloadPages->addWidget(mfuPage);
    m_workloadForm->addRow(m_workloadPages);
    // Full, LoRA or QLoRA: a question of the workload, wherever the plan keeps the answer.
    m_fineTuning = new FineTuningInputs(m_controller, m_workloadGroup, m_workloadForm);
    // A stacked widget is as tall as its tallest page; let hidden pages ask for nothing so the
    // GPU-hours form does not sit above two empty rows.
    const auto fitToPage = [this](int current) {
        for (int i = 0; i < m_workloadPages->count(); ++i) {
            m_workloadPages->widget(i)->setSizePolicy(QSizePolicy::Preferred,
                                                      i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        }
        m_workloadPages->adjustSize();
    };
    connect(m_workloadPages, &QStackedWidget::currentChanged, this, fitToPage);
    fitToPage(m_workloadPages->currentIndex());
}

// How throughput scales: the scaling model's fields, the efficiency table, goodput, overhead and the node counts.
void InputsPanel::buildScalingGroup(QWidget *content)
{
    m_scalingGroup = new QGroupBox(content);
    m_scalingForm = new QFormLayout(m_scalingGroup);
    // The model choice and the fabric model's fields; the efficiency table below is shown only
    // while the plan uses it.
    m_fabric = new FabricInputs(m_controller, m_scalingGroup);
    m_scalingForm->addRow(m_fabric);
    m_efficiency = new EfficiencyEditor(m_scalingGroup);
    m_efficiency->setObjectName(QStringLiteral("efficiencyEditor"));
    m_efficiencyLabel = new QLabel(m_scalingGroup);
    m_scalingForm->addRow(m_efficiencyLabel, m_efficiency);
    m_goodput = makeSpin(m_scalingGroup, "goodputSpin", 100.0, 1);
    m_goodputLabel = new QLabel(m_scalingGroup);
    m_scalingForm->addRow(m_goodputLabel, m_goodput);
    m_overhead = form::makeDurationSpin(m_scalingGroup, "overheadSpin", model::kMaxOverheadHours);
    m_overheadLabel = new QLabel(m_scalingGroup);
    m_scalingForm->addRow(m_overheadLabel, m_overhead);
    m_nodes = new QLineEdit(m_scalingGroup);
    m_nodes->setObjectName(QStringLiteral("nodeCountsEdit"));
    m_nodes->setClearButtonEnabled(true);
    m_nodesLabel = new QLabel(m_scalingGroup);
    m_scalingForm->addRow(m_nodesLabel, m_nodes);
}

// The deadline and the budget.
void InputsPanel::buildConstraintsGroup(QWidget *content)
{
    // Constraints: a check box turns each one on; the spin box keeps its value while it is off.
    m_constraintsGroup = new QGroupBox(content);
    m_constraintsForm = new QFormLayout(m_constraintsGroup);
    m_deadlineEnabled = new QCheckBox(m_constraintsGroup);
    m_deadlineEnabled->setObjectName(QStringLiteral("deadlineCheck"));
    m_deadline = form::makeDurationSpin(m_constraintsGroup, "deadlineSpin", model::kMaxDeadlineHours);
    m_constraintsForm->addRow(m_deadlineEnabled, m_deadline);
    m_budgetEnabled = new QCheckBox(m_constraintsGroup);
    m_budgetEnabled->setObjectName(QStringLiteral("budgetCheck"));
    m_budget = makeSpin(m_constraintsGroup, "budgetSpin", model::kMaxBudget, 2);
    m_budget->setPrefix(QStringLiteral("$ "));
    m_constraintsForm->addRow(m_budgetEnabled, m_budget);
}

// The order on screen: the question, then the sections that refine it.
void InputsPanel::addSections(QVBoxLayout *column)
{
    // The question first, in view without scrolling even on a small screen: the workload, the
    // deadline and budget, the size; then the blocks that refine the answer, each a section of its
    // own that folds away. A new block of inputs is one more section here.
    column->addWidget(m_workloadGroup);
    column->addWidget(m_constraintsGroup);
    column->addWidget(m_sizeGroup);
    const auto addSection = [this, column](const char *key, QWidget *body) {
        auto *section = new CollapsibleSection(QString::fromLatin1(key), body);
        column->addWidget(section);
        m_sections.append(section);
        connect(section, &CollapsibleSection::toggled, this, &InputsPanel::sectionsChanged);
        return section;
    };
    m_modelSection = addSection("modelSection", m_model);
    m_scalingSection = addSection("scalingSection", m_scalingGroup);
    m_factsSection = addSection("sizeFactsSection", m_facts);
    m_memorySection = addSection("memorySection", m_memory);
    m_layoutSection = addSection("layoutSection", m_layout);
    m_riskSection = addSection("riskSection", m_risk);
    m_dataSection = addSection("dataSection", m_data);
    m_planSection = addSection("planSection", m_planGroup);
    setOpenSections(defaultOpenSections());
    column->addStretch();
}

// The scroll area around the form, and the input issues below it.
void InputsPanel::buildScrollArea(QWidget *content)
{
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("inputsScroll"));
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // The form's minimum width changes with its texts (language, size facts, sources); follow it.
    content->installEventFilter(this);
    // A field that gets the focus (Tab, a mnemonic, a click on an error) scrolls into view.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (now != nullptr && m_scroll->widget() != nullptr && m_scroll->widget()->isAncestorOf(now)) {
            m_scroll->ensureWidgetVisible(now, 8, 16);
        }
    });

    // Outside the scroll area, so the reason why results are stale is always in view.
    m_issuesLabel = new QLabel(this);
    m_issuesLabel->setObjectName(QStringLiteral("inputIssues"));
    m_issuesLabel->setWordWrap(true);
    m_issuesLabel->setTextFormat(Qt::RichText);
    m_issuesLabel->setStyleSheet(theme::labelStyle(theme::Tone::Error, palette()));
    m_issuesLabel->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_issuesLabel);
}

// Buddies and field bindings.
void InputsPanel::bindFields()
{
    // Buddies make the labels' mnemonics (Alt+letter) jump to their fields.
    using model::PlanField;
    for (auto [field, widget, label] : std::initializer_list<std::tuple<PlanField, QWidget *, QLabel *>>{
             {PlanField::Name, m_name, m_nameLabel},
             {PlanField::Size, m_size, m_sizeLabel},
             {PlanField::Region, m_region, m_regionLabel},
             {PlanField::Tier, m_tier, m_tierLabel},
             {PlanField::Currency, m_currency, m_currencyLabel},
             {PlanField::Compute, m_compute, m_computeLabel},
             {PlanField::WorkloadForm, m_workloadKind, m_workloadKindLabel},
             {PlanField::GpuHours, m_gpuHours, m_gpuHoursLabel},
             {PlanField::TokensPerGpuSecond, m_tokensPerGpuSecond, m_tokensPerGpuSecondLabel},
             {PlanField::Parameters, m_parameters, m_parametersLabel},
             {PlanField::Mfu, m_mfu, m_mfuLabel},
             {PlanField::Goodput, m_goodput, m_goodputLabel},
             {PlanField::OverheadHours, m_overhead, m_overheadLabel},
             {PlanField::Nodes, m_nodes, m_nodesLabel}}) {
        label->setBuddy(widget);
        m_fields.bind(field, widget, label);
    }
    m_rateTokensLabel->setBuddy(m_rateTokens);
    m_mfuTokensLabel->setBuddy(m_mfuTokens);
    m_efficiencyLabel->setBuddy(m_efficiency);
    m_fields.bind(PlanField::Efficiency, m_efficiency->table(), m_efficiencyLabel);
    m_fields.bind(PlanField::DeadlineHours, m_deadline, m_deadlineEnabled);
    m_fields.bind(PlanField::Budget, m_budget, m_budgetEnabled);
}

QStringList InputsPanel::defaultOpenSections()
{
    // Open: what most plans set (the model, the scaling and node counts, the name); folded: the
    // size's facts and the optional memory and risk blocks.
    return {QStringLiteral("modelSection"), QStringLiteral("scalingSection"), QStringLiteral("planSection")};
}

QStringList InputsPanel::openSections() const
{
    QStringList open;
    for (const CollapsibleSection *section : m_sections) {
        if (section->isOpen()) {
            open.append(section->key());
        }
    }
    return open;
}

void InputsPanel::setOpenSections(const QStringList &open)
{
    for (CollapsibleSection *section : m_sections) {
        const QSignalBlocker block(section);
        section->setOpen(open.contains(section->key()));
    }
    updateSectionSummaries();
}

void InputsPanel::updateSectionSummaries()
{
    if (m_sections.isEmpty()) {
        return;
    }
    const model::PlanSpec &spec = m_controller->spec();
    // What a folded section holds, so folding hides no decision.
    QString modelName = tr("none");
    if (spec.model) {
        const model::LibraryModel *entry = model::findModel(m_controller->catalog().models, spec.model->preset);
        modelName = entry != nullptr ? QString::fromStdString(entry->displayName) : tr("config.json");
    }
    m_modelSection->setSummary(modelName);
    m_scalingSection->setSummary(model::layoutGivesRate(spec) ? tr("step-time model")
                                 : spec.fabric                ? tr("fabric model")
                                                              : tr("efficiency table"));
    // A layout's memory is checked by the step-time model, a model's by the block's defaults.
    m_memorySection->setSummary(model::memoryCheckBlock(spec) || model::layoutGivesRate(spec) ? tr("on") : tr("off"));
    m_layoutSection->setSummary(spec.layout ? tr("on") : tr("off"));
    m_riskSection->setSummary(spec.risk.enabled ? tr("on") : tr("off"));
    m_dataSection->setSummary(m_data->summary(spec));
    m_planSection->setSummary(QString::fromStdString(spec.name));
}

void InputsPanel::applyStartingValues()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    // Starting values on the pages not in use, so switching forms starts from sensible numbers:
    // 168 GPU-hours (the worked example, docs/sources.md, s0-finetune-sizing), 2e9 tokens at
    // 8,200 tokens/s/GPU (s2-azureml-compute), or an 8e9-parameter model at 40 % MFU.
    m_gpuHours->setValue(168.0);
    m_rateTokens->setValue(2e9);
    m_tokensPerGpuSecond->setValue(8200.0);
    m_mfuTokens->setValue(2e9);
    m_parameters->setValue(8e9);
    m_mfu->setValue(40.0);
    // What checking a constraint starts from: the worked example's 13 h deadline and a $5,000 budget.
    m_deadline->setValue(13.0);
    m_budget->setValue(5000.0);
    m_updating = wasUpdating;
}

void InputsPanel::resetForPlan(const model::PlanSpec &spec)
{
    // New or Open: the fields of the forms, blocks and constraints the plan does not use go back
    // to their starting values (setSpec then writes the plan's own), and no half-typed node list
    // or efficiency table of the previous plan survives.
    applyStartingValues();
    // The plan's measured rate belongs to the plan's size.
    m_rateGpu = gpuModelOf(spec.sku);
    const bool wasUpdating = m_updating;
    m_updating = true; // the node list's textChanged must not become an edit of the old plan
    m_nodesError.clear();
    m_efficiencyError.clear();
    m_lastShownNodes = {};
    m_lastShownEfficiency = {};
    m_nodes->setText(formatNodeCounts(spec.nodes));
    m_updating = wasUpdating;
}

void InputsPanel::applyTabOrder()
{
    // As the panel reads: the question, then each section's header and fields.
    QList<QWidget *> order{m_workloadKind, m_gpuHours,      m_rateTokens, m_tokensPerGpuSecond, m_mfuTokens,
                           m_parameters,   m_mfu,           m_fineTuning->kindCombo(), m_fineTuning->rankSpin(), m_deadlineEnabled, m_deadline,      m_budgetEnabled,
                           m_budget,       m_size,          m_region,     m_compute,            m_tier,
                           m_currency,     m_priceOverride, m_price,      m_priceBasis->kindCombo(),
                           m_priceBasis->discountSpin(), m_modelSection->header()};
    order.append(m_model->tabOrder());
    order.append(m_scalingSection->header());
    order.append(m_fabric->tabOrder());
    order.append({m_efficiency->table(), m_efficiency->addButton(), m_efficiency->removeButton(), m_goodput, m_overhead,
                  m_nodes, m_factsSection->header(), m_memorySection->header(), m_memory}); // its check box
    order.append(m_memory->tabOrder());
    order.append({m_layoutSection->header(), m_layout}); // its check box
    order.append(m_layout->tabOrder());
    order.append({m_riskSection->header(), m_risk}); // its check box
    order.append(m_risk->tabOrder());
    order.append(m_dataSection->header());
    order.append(m_data->tabOrder());
    order.append({m_planSection->header(), m_name});
    for (qsizetype i = 0; i + 1 < order.size(); ++i) {
        QWidget::setTabOrder(order[i], order[i + 1]);
    }
}

void InputsPanel::retranslateUi()
{
    // The sections' headers name their blocks; the plan and scaling boxes then need no title of
    // their own (the model picker and the size facts hand theirs over: CollapsibleSection).
    m_planGroup->setTitle(QString());
    m_planSection->setTitle(tr("Plan"));
    m_memorySection->setTitle(tr("Memory per GPU"));
    m_fineTuning->retranslateUi();
    m_layoutSection->setTitle(tr("Parallel layout"));
    m_riskSection->setTitle(tr("Failures and checkpoints"));
    m_dataSection->setTitle(tr("Training data"));
    m_nameLabel->setText(tr("&Name:"));
    m_name->setPlaceholderText(tr("e.g. sft-7b-2node"));
    m_sizeGroup->setTitle(tr("VM size and price"));
    m_sizeLabel->setText(tr("&Size:"));
    m_regionLabel->setText(tr("&Region:"));
    m_tierLabel->setText(tr("Tier:"));
    m_tier->setItemText(0, m_texts.tierName(model::Tier::Dedicated));
    m_tier->setItemText(1, m_texts.tierName(model::Tier::LowPriority));
    m_currencyLabel->setText(tr("Currency:"));
    m_tier->setItemText(2, m_texts.tierName(model::Tier::Spot));
    m_computeLabel->setText(tr("Compute backend:"));
    for (int i = 0; i < m_compute->count(); ++i) {
        m_compute->setItemText(i, m_texts.computeName(static_cast<model::ComputeTarget>(m_compute->itemData(i).toInt())));
    }
    m_priceOverride->setText(tr("&Price / node-h:"));
    m_priceBasis->retranslateUi();
    m_data->retranslateUi();
    m_workloadGroup->setTitle(tr("Workload"));
    m_workloadKindLabel->setText(tr("&Workload form:"));
    m_workloadKind->setItemText(GpuHoursPage, tr("GPU-hours"));
    m_workloadKind->setItemText(TokenRatePage, tr("Tokens and tokens/s per GPU"));
    m_workloadKind->setItemText(TokenMfuPage, tr("Tokens, parameters and MFU"));
    m_gpuHoursLabel->setText(tr("&GPU-hours:"));
    m_rateTokensLabel->setText(tr("T&okens:"));
    m_tokensPerGpuSecondLabel->setText(tr("Tokens/s per GP&U:"));
    m_mfuTokensLabel->setText(tr("T&okens:"));
    m_parametersLabel->setText(tr("Para&meters:"));
    m_mfuLabel->setText(tr("MF&U:"));
    m_scalingGroup->setTitle(QString());
    m_scalingSection->setTitle(tr("Scaling"));
    m_efficiencyLabel->setText(tr("Efficienc&y:"));
    m_goodputLabel->setText(tr("Goo&dput:"));
    m_overheadLabel->setText(tr("Fi&xed overhead:"));
    m_nodesLabel->setText(tr("Node &counts:"));
    m_nodes->setPlaceholderText(tr("1-16 (default)"));
    m_constraintsGroup->setTitle(tr("Constraints"));
    m_deadlineEnabled->setText(tr("Deadl&ine:"));
    m_budgetEnabled->setText(tr("&Budget:"));

    m_gpuHours->setSuffix(tr(" GPU-h"));
    m_tokensPerGpuSecond->setSuffix(tr(" tok/s"));
    m_goodput->setSuffix(tr(" %"));
    m_mfu->setSuffix(tr(" %"));

    // Mnemonics are unique across the form, its tabs (O, K) and the menu bar (F, E, T, L, H): N S R P W G O
    // U M Y D V C I B, plus A for "Add point"; U is shared by two workload pages that are never shown
    // together. The fabric model takes the last free letters, Q and Z (FabricInputs). Tier, the compute
    // backend and the risk block's restart and confidence have none left; tst_mainwindow's
    // mnemonicsAreUnique checks the window in English and German.

    // Help texts double as the tooltips a field gets back once it is valid again.
    m_name->setToolTip(tr("A short name for the plan; it goes into the plan file"));
    m_size->setToolTip(tr("The Azure VM size of each node; retired sizes are marked"));
    m_region->setToolTip(tr("Regions where the catalog has a price for this size"));
    m_tier->setToolTip(tr("Azure ML cluster tier: dedicated, or low priority (cheaper, can be preempted)"));
    m_currency->setToolTip(tr("The plan's currency: it uses only catalog prices in it, and your price and budget are "
                              "in it. Prices are never converted; import a Retail Prices page with that "
                              "currencyCode to price a plan in it."));
    m_tier->setToolTip(tr("Dedicated; low priority on an Azure ML cluster, Spot for a serverless job (both cheaper, "
                          "both can be preempted)"));
    m_compute->setToolTip(tr("Where the plan runs: an Azure ML cluster, a serverless Azure ML job, Slurm on VM scale "
                             "sets or Kubernetes (AKS); it decides the tiers and which quota the nodes draw on"));
    m_priceOverride->setToolTip(tr("Check to enter your own price (e.g. a negotiated rate) instead of the catalog's"));
    m_price->setToolTip(tr("Price of one node (VM) for one hour"));
    m_workloadKind->setToolTip(tr("How the training work is described, as in the plan file"));
    m_gpuHours->setToolTip(tr("GPU-hours the run needs on one node at 100 % efficiency"));
    m_rateTokens->setToolTip(tr("Tokens to train on; 2e9, 2B and 2,000,000,000 all work"));
    m_mfuTokens->setToolTip(m_rateTokens->toolTip());
    m_tokensPerGpuSecond->setToolTip(tr("Measured (or estimated) training throughput per GPU"));
    m_parameters->setToolTip(tr("Model parameters; 8e9 and 8B both work. Training FLOPs = 6 × parameters × tokens"));
    updateUnusedInputs();
    m_goodput->setToolTip(tr("Share of the wall clock spent on useful training (restarts, checkpoints, stalls "
                             "take the rest)"));
    m_overhead->setToolTip(tr("Fixed hours per run: startup, image pull, final checkpoint"));
    m_nodes->setToolTip(tr("Node counts to compare, e.g. 1, 2, 4 or 1-16"));
    m_deadline->setToolTip(tr("Latest acceptable wall clock"));
    m_budget->setToolTip(tr("Most the run may cost"));

    // One label column for all groups (and the workload pages' own forms), so the fields line up.
    QList<QWidget *> labels{m_nameLabel,       m_sizeLabel,       m_regionLabel,
                            m_tierLabel,       m_computeLabel,    m_priceOverride,   m_workloadKindLabel,
                            m_gpuHoursLabel,   m_rateTokensLabel, m_tokensPerGpuSecondLabel,
                            m_mfuTokensLabel,  m_parametersLabel, m_mfuLabel,
                            m_efficiencyLabel, m_goodputLabel,    m_overheadLabel,
                            m_nodesLabel,      m_deadlineEnabled, m_budgetEnabled};
    labels.append(m_fineTuning->labels());
    labels.append(m_fabric->labels());
    labels.append(m_memory->labels());
    labels.append(m_data->labels());
    int labelWidth = 0;
    for (QWidget *label : labels) {
        label->setMinimumWidth(0);
        labelWidth = std::max(labelWidth, label->sizeHint().width());
    }
    for (QWidget *label : labels) {
        label->setMinimumWidth(labelWidth);
    }
    m_labelWidth = labelWidth;
    updateRowWrapping(true);

    // Messages name the fields on screen, not the plan file's keys ("give price_per_node_hour").
    m_texts.setFieldNames(
        {{QStringLiteral("price_per_node_hour"),
          //: what a message asks for when the catalog has no price; %1: the price field's label
          tr("your own price in “%1”").arg(withoutMnemonic(m_priceOverride->text()))},
         {QStringLiteral("tokens_per_gpu_second"),
          //: %1: the label of the measured rate in the tokens and tokens/s form
          tr("a measured “%1” (workload form “%2”)")
              .arg(withoutMnemonic(m_tokensPerGpuSecondLabel->text()), m_workloadKind->itemText(TokenRatePage))},
         {QStringLiteral("transfer_price_per_gb"),
          //: what a message asks for when no transfer price is known; %1: the check box's label
          tr("your own price in “%1”").arg(withoutMnemonic(m_data->priceCheck()->text()))}});
    Q_EMIT fieldNamesChanged(m_texts.fieldNames());

    // Retired-size markers and the price note are texts too.
    populateSizes();
    updateScrollWidth();
    {
        const bool wasUpdating = m_updating;
        m_updating = true;
        populateRegions(m_controller->spec());
        populateCurrencies(m_controller->spec()); // "USD (catalog price)"
        m_updating = wasUpdating;
    }
    updateSectionSummaries(); // "— off" in the new language
    updatePriceDisplay();
    updateIssueDisplay();
}

void InputsPanel::populateSizes()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const std::string &currentSku = m_controller->spec().sku;
    m_size->clear();
    const QString today = m_controller->todayIso();
    bool found = false;
    for (const model::VmSize &size : m_controller->catalog().sizes) {
        const QString name = QString::fromStdString(size.name);
        const bool retired = size.isRetiredOn(today.toStdString());
        m_size->addItem(retired ? tr("%1 (retired)").arg(name) : name, name);
        const int index = m_size->count() - 1;
        if (retired) {
            m_size->setItemData(index, QColor(0x90, 0x90, 0x90), Qt::ForegroundRole);
            m_size->setItemData(index, tr("Retired: existing clusters must move to a current size"), Qt::ToolTipRole);
        } else {
            m_size->setItemData(index,
                                tr("%1 × %2, %3 vCPUs")
                                    .arg(size.gpusPerVm.value)
                                    .arg(QString::fromStdString(size.gpuModel.value))
                                    .arg(size.vcpus.value),
                                Qt::ToolTipRole);
        }
        found = found || size.name == currentSku;
    }
    if (!found && !currentSku.empty()) {
        // A plan from elsewhere may name a size this catalog lacks; show it rather than hide it.
        const QString name = QString::fromStdString(currentSku);
        m_size->addItem(tr("%1 (not in catalog)").arg(name), name);
    }
    m_size->setCurrentIndex(m_size->findData(QString::fromStdString(currentSku)));
    m_updating = wasUpdating;
}

void InputsPanel::populateRegions(const model::PlanSpec &spec)
{
    m_regionsSku = spec.sku;
    m_region->clear();
    bool found = false;
    for (const std::string &region : m_controller->catalog().regions(spec.sku)) {
        m_region->addItem(QString::fromStdString(region), QString::fromStdString(region));
        found = found || region == spec.region;
    }
    if (!found && !spec.region.empty()) {
        const QString name = QString::fromStdString(spec.region);
        m_region->addItem(tr("%1 (no catalog price)").arg(name), name);
    }
    m_region->setCurrentIndex(m_region->findData(QString::fromStdString(spec.region)));
}

// The currencies a plan can be in: those the Retail Prices API answers in, every currency of a
// catalog price, and the plan's own; those with a catalog price for this size, region and tier say so.
void InputsPanel::populateCurrencies(const model::PlanSpec &spec)
{
    std::set<std::string> others(std::begin(model::kRetailPriceCurrencies), std::end(model::kRetailPriceCurrencies));
    for (const model::Price &p : m_controller->catalog().prices) {
        others.insert(p.currency);
    }
    others.insert(spec.currency);
    others.erase(std::string(model::kDefaultCurrency));
    std::vector<std::string> codes{std::string(model::kDefaultCurrency)}; // the default first, then A to Z
    codes.insert(codes.end(), others.begin(), others.end());
    const std::vector<std::string> priced = m_controller->catalog().priceCurrencies(spec.sku, spec.region, spec.tier);
    const QSignalBlocker block(m_currency);
    m_currency->clear();
    for (const std::string &code : codes) {
        const QString text = QString::fromStdString(code);
        const bool hasPrice = std::find(priced.begin(), priced.end(), code) != priced.end();
        //: a currency in the plan's currency list that the catalog has a price in, e.g. "EUR (catalog price)"
        m_currency->addItem(hasPrice ? tr("%1 (catalog price)").arg(text) : text, text);
    }
    m_currency->setCurrentIndex(m_currency->findData(QString::fromStdString(spec.currency)));
}

void InputsPanel::setSpec(const model::PlanSpec &spec)
{
    m_updating = true;
    if (m_name->text() != QString::fromStdString(spec.name)) {
        m_name->setText(QString::fromStdString(spec.name));
    }
    const QString sku = QString::fromStdString(spec.sku);
    if (m_size->findData(sku) < 0) {
        populateSizes();
    }
    m_size->setCurrentIndex(m_size->findData(sku));
    // Refilling the region list on every keystroke elsewhere would be wasted work.
    if (spec.sku != m_regionsSku || m_region->findData(QString::fromStdString(spec.region)) < 0) {
        populateRegions(spec);
    } else {
        m_region->setCurrentIndex(m_region->findData(QString::fromStdString(spec.region)));
    }
    m_tier->setCurrentIndex(m_tier->findData(static_cast<int>(spec.tier)));
    m_compute->setCurrentIndex(m_compute->findData(static_cast<int>(spec.compute)));
    populateCurrencies(spec);
    applyMoneyAffixes(spec.currency);

    m_priceBasis->setSpec(spec);
    m_priceOverride->setChecked(spec.pricePerNodeHour.has_value());
    m_price->setEnabled(spec.pricePerNodeHour.has_value());
    if (spec.pricePerNodeHour) {
        setValueIfDifferent(m_price, *spec.pricePerNodeHour);
    }

    const int page = static_cast<int>(spec.workload.index());
    m_workloadKind->setCurrentIndex(page);
    m_workloadPages->setCurrentIndex(page);
    if (const auto *hours = std::get_if<model::GpuHoursWorkload>(&spec.workload)) {
        setValueIfDifferent(m_gpuHours, hours->gpuHours);
    } else if (const auto *rate = std::get_if<model::TokenRateWorkload>(&spec.workload)) {
        setValueIfDifferent(m_rateTokens, rate->tokens);
        setValueIfDifferent(m_tokensPerGpuSecond, rate->tokensPerGpuSecond);
    } else if (const auto *mfu = std::get_if<model::TokenMfuWorkload>(&spec.workload)) {
        setValueIfDifferent(m_mfuTokens, mfu->tokens);
        if (mfu->parameters > 0.0) {
            setValueIfDifferent(m_parameters, mfu->parameters);
        }
        // A layout plan carries no MFU (the step-time model gives the rate): the one typed
        // before stays on screen, greyed by updateUnusedInputs(), not zeroed.
        if (!(model::layoutGivesRate(spec) && mfu->mfu == 0.0)) {
            setValueIfDifferent(m_mfu, mfu->mfu * 100.0);
        }
    }
    // With a model its active parameters are the workload's: shown, not typed.
    m_parameters->setEnabled(!spec.model.has_value());
    if (spec.model) {
        if (const auto arch = model::resolveArchitecture(*spec.model, m_controller->catalog().models)) {
            setValueIfDifferent(m_parameters, static_cast<double>(model::parameterCounts(*arch).active()));
        }
    }

    // A table or node list the user is still fixing is left alone unless the spec's own value
    // changed (undo, open): overwriting half-typed input on every other edit would be rude.
    if (m_efficiencyError.isEmpty() || spec.efficiency != m_lastShownEfficiency) {
        m_efficiency->setEfficiency(spec.efficiency);
        m_efficiencyError.clear();
    }
    m_lastShownEfficiency = spec.efficiency;
    // The table is the scaling model only without a fabric block (FabricInputs switches).
    m_scalingForm->setRowVisible(m_efficiency, !spec.fabric.has_value());
    setValueIfDifferent(m_goodput, spec.goodput * 100.0);
    setValueIfDifferent(m_overhead, spec.overheadHours);
    const NodeCountsParse typed = parseNodeCounts(m_nodes->text());
    if (m_nodesError.isEmpty() ? typed.nodes != spec.nodes : spec.nodes != m_lastShownNodes) {
        m_nodes->setText(formatNodeCounts(spec.nodes));
        m_nodesError.clear();
    }
    m_lastShownNodes = spec.nodes;

    m_deadlineEnabled->setChecked(spec.deadlineHours.has_value());
    m_deadline->setEnabled(spec.deadlineHours.has_value());
    if (spec.deadlineHours) {
        setValueIfDifferent(m_deadline, *spec.deadlineHours);
    }
    m_budgetEnabled->setChecked(spec.budget.has_value());
    m_budget->setEnabled(spec.budget.has_value());
    if (spec.budget) {
        setValueIfDifferent(m_budget, *spec.budget);
    }
    m_updating = false;
    updateUnusedInputs();
    updateFacts();
    updatePriceDisplay();
    updateIssueDisplay();
    updateSectionSummaries();
    updateRateNote();
}

void InputsPanel::updateUnusedInputs()
{
    // With a model and a parallel layout the step-time model gives the rate and every node
    // count's efficiency: the MFU and the efficiency table stay as typed, greyed with the reason.
    const model::PlanSpec &spec = m_controller->spec();
    const bool layoutRate = model::layoutGivesRate(spec);
    const QString reason =
        spec.layout ? tr("Not used while the plan has a parallel layout: the step-time model gives the rate and the "
                         "efficiency. Remove the layout (Parallel layout section) to use it again.")
                    : tr("Not used while the plan knows its model: the step-time model gives the rate and the "
                         "efficiency on the layout the planner chooses per node count. A measured MFU calibrates "
                         "the model as a measured run (\"mfu\" with its node count in the plan's measurements).");
    m_mfu->setEnabled(!layoutRate);
    m_mfuLabel->setEnabled(!layoutRate);
    m_mfu->setToolTip(layoutRate ? reason : tr("Model FLOPs utilisation against the size's dense BF16 peak"));
    m_efficiency->setEnabled(!layoutRate);
    m_efficiencyLabel->setEnabled(!layoutRate);
    m_efficiency->setToolTip(layoutRate ? reason
                                        : tr("Scaling efficiency (speedup ÷ nodes) at a few node counts; linear in "
                                             "log2(nodes) between them"));
    m_efficiencyLabel->setToolTip(layoutRate ? reason : QString());
    m_mfuLabel->setToolTip(layoutRate ? reason : QString());
}

QString InputsPanel::gpuModelOf(const std::string &sku) const
{
    const model::VmSize *size = m_controller->catalog().findSize(sku);
    return size != nullptr ? QString::fromStdString(size->gpuModel.value) : QString();
}

void InputsPanel::updateRateNote()
{
    const model::PlanSpec &spec = m_controller->spec();
    const QString gpu = gpuModelOf(spec.sku);
    const bool other = std::holds_alternative<model::TokenRateWorkload>(spec.workload) && !m_rateGpu.isEmpty() &&
                       !gpu.isEmpty() && gpu != m_rateGpu;
    m_rateNote->setVisible(other);
    if (other) {
        //: %1, %2: GPU models, e.g. "NVIDIA H100 80GB SXM" and "NVIDIA A100 80GB SXM"
        m_rateNote->setText(tr("Measured on %1; this size has %2. Type the rate measured on it, or use the MFU form.")
                                .arg(m_rateGpu, gpu));
    }
    m_tokensPerGpuSecond->setToolTip(other ? m_rateNote->text() : tr("Measured (or estimated) training throughput per GPU"));
}

void InputsPanel::updateFacts()
{
    const model::PlanSpec &spec = m_controller->spec();
    const model::Catalog &catalog = m_controller->catalog();
    m_facts->setSize(catalog.findSize(spec.sku), catalog.findPrice(spec.sku, spec.region, spec.tier, spec.currency),
                     m_controller->todayIso());
}

void InputsPanel::updatePriceDisplay()
{
    const model::PlanSpec &spec = m_controller->spec();
    const model::Price *price = model::planPrice(m_controller->catalog(), spec.sku, spec.region, spec.tier,
                                                 spec.currency, model::priceBasis(spec)); // at the plan's kind
    if (spec.pricePerNodeHour) {
        m_priceNote->setText(
            price ? tr("Your price; the catalog says %1.").arg(m_texts.moneyCents(price->perNodeHour.value, price->currency))
                  //: %1: the plan's currency code, e.g. EUR
                  : tr("Your price, in %1; the catalog has none in %1 for this region and tier.")
                        .arg(QString::fromStdString(spec.currency)));
        return;
    }
    if (price != nullptr) {
        // Show the catalog's price in the (disabled) box, so checking "override" starts from it.
        const bool wasUpdating = m_updating;
        m_updating = true;
        setValueIfDifferent(m_price, price->perNodeHour.value);
        m_updating = wasUpdating;
        m_priceNote->setText(price->perNodeHour.provenance.verified ? tr("Catalog price.")
                                                                    : tr("Catalog price, not yet verified."));
    } else {
        m_priceNote->setText(tr("No catalog price in %1 for this region and tier: check the box to enter one, or "
                                "choose a currency the catalog has.")
                                 .arg(QString::fromStdString(spec.currency)));
    }
}

void InputsPanel::connectEdits()
{
    using Field = SpecField;
    const FormEdits<model::PlanSpec> edit(m_controller, &m_updating, [](model::PlanSpec &s) { return &s; });

    connect(m_name, &QLineEdit::textEdited, this,
            edit([](model::PlanSpec &s, const QString &text) { s.name = text.toStdString(); }, Field::Name));
    connect(m_size, &QComboBox::currentIndexChanged, this, [this](int) {
        if (m_updating) {
            return;
        }
        model::PlanSpec s = m_controller->spec();
        const std::string previous = s.sku;
        s.sku = m_size->currentData().toString().toStdString();
        // Keep the region if the new size has a price there; else take the first that has one.
        const auto regions = m_controller->catalog().regions(s.sku);
        if (!regions.empty() && std::find(regions.begin(), regions.end(), s.region) == regions.end()) {
            s.region = regions.front();
        }
        // A price typed for one size is not another's (the H100's $98 stayed on for the A100 and
        // H200): back to the catalog's price for the new size, in the same undoable step.
        QString said;
        if (s.pricePerNodeHour && s.sku != previous) {
            const model::Price *catalogPrice = model::planPrice(m_controller->catalog(), s.sku, s.region, s.tier,
                                                                s.currency, model::priceBasis(s));
            if (catalogPrice != nullptr) {
                said = tr("Price back to the catalog's %1 for %2 (your %3 was for %4; Undo restores it).")
                           .arg(m_texts.moneyCents(catalogPrice->perNodeHour.value, catalogPrice->currency),
                                QString::fromStdString(s.sku), m_texts.moneyCents(*s.pricePerNodeHour, s.currency),
                                QString::fromStdString(previous));
                s.pricePerNodeHour.reset();
            } else {
                said = tr("Your price of %1 stays: the catalog has no price for %2 here.")
                           .arg(m_texts.moneyCents(*s.pricePerNodeHour, s.currency), QString::fromStdString(s.sku));
            }
        }
        m_controller->edit(s, SpecField::Size);
        if (!said.isEmpty()) {
            Q_EMIT statusMessage(said);
        }
    });
    connect(m_region, &QComboBox::currentIndexChanged, this,
            edit([this](model::PlanSpec &s, int) { s.region = m_region->currentData().toString().toStdString(); },
                 Field::Region));
    connect(m_tier, &QComboBox::currentIndexChanged, this,
            edit([this](model::PlanSpec &s, int) { s.tier = static_cast<model::Tier>(m_tier->currentData().toInt()); },
                 Field::Tier));
    connect(m_currency, &QComboBox::currentIndexChanged, this,
            edit([this](model::PlanSpec &s, int) { s.currency = m_currency->currentData().toString().toStdString(); },
                 Field::Currency));
    connect(m_compute, &QComboBox::currentIndexChanged, this,
            edit([this](model::PlanSpec &s,
                        int) { s.compute = static_cast<model::ComputeTarget>(m_compute->currentData().toInt()); },
                 Field::Compute));
    connect(m_priceOverride, &QCheckBox::toggled, this,
            edit([this](model::PlanSpec &s,
                        bool on) { s.pricePerNodeHour = on ? std::optional<double>(m_price->value()) : std::nullopt; },
                 Field::PriceOverride));
    connect(m_price, &QDoubleSpinBox::valueChanged, this,
            edit(
                [](model::PlanSpec &s, double value) {
                    if (s.pricePerNodeHour) {
                        s.pricePerNodeHour = value;
                    }
                },
                Field::Price));

    connect(m_workloadKind, &QComboBox::currentIndexChanged, this, [this](int page) {
        if (m_updating) {
            return;
        }
        // Tokens mean the same on both token pages; carry them across.
        if (page == TokenMfuPage && m_workloadPages->currentIndex() == TokenRatePage) {
            m_mfuTokens->setValue(m_rateTokens->value());
        } else if (page == TokenRatePage && m_workloadPages->currentIndex() == TokenMfuPage) {
            m_rateTokens->setValue(m_mfuTokens->value());
        }
        model::PlanSpec spec = m_controller->spec();
        spec.workload = workloadFromPage(page);
        m_workloadPages->setCurrentIndex(page);
        m_controller->edit(spec, Field::WorkloadForm);
    });
    const auto workloadEdit = [this, edit](QDoubleSpinBox *spin, Field field) {
        connect(
            spin, &QDoubleSpinBox::valueChanged, this,
            edit([this](model::PlanSpec &s, double) { s.workload = workloadFromPage(m_workloadPages->currentIndex()); },
                 field));
    };
    workloadEdit(m_gpuHours, Field::GpuHours);
    // A rate the user types is measured on the size's GPU as it is now.
    connect(m_tokensPerGpuSecond, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_updating) {
            m_rateGpu = gpuModelOf(m_controller->spec().sku);
        }
    });
    workloadEdit(m_rateTokens, Field::Tokens);
    workloadEdit(m_tokensPerGpuSecond, Field::TokensPerGpuSecond);
    workloadEdit(m_mfuTokens, Field::Tokens);
    workloadEdit(m_parameters, Field::Parameters);
    workloadEdit(m_mfu, Field::Mfu);

    connect(m_efficiency, &EfficiencyEditor::edited, this, &InputsPanel::onEfficiencyEdited);
    connect(m_goodput, &QDoubleSpinBox::valueChanged, this,
            edit([](model::PlanSpec &s, double percent) { s.goodput = percent / 100.0; }, Field::Goodput));
    connect(m_overhead, &QDoubleSpinBox::valueChanged, this,
            edit([](model::PlanSpec &s, double hours) { s.overheadHours = hours; }, Field::OverheadHours));
    connect(m_nodes, &QLineEdit::textChanged, this, &InputsPanel::onNodesEdited);

    connect(m_deadlineEnabled, &QCheckBox::toggled, this,
            edit([this](model::PlanSpec &s,
                        bool on) { s.deadlineHours = on ? std::optional<double>(m_deadline->value()) : std::nullopt; },
                 Field::DeadlineEnabled));
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this,
            edit([](model::PlanSpec &s, double hours) { s.deadlineHours = hours; }, Field::DeadlineHours));
    connect(m_budgetEnabled, &QCheckBox::toggled, this,
            edit([this](model::PlanSpec &s,
                        bool on) { s.budget = on ? std::optional<double>(m_budget->value()) : std::nullopt; },
                 Field::BudgetEnabled));
    connect(m_budget, &QDoubleSpinBox::valueChanged, this,
            edit([](model::PlanSpec &s, double amount) { s.budget = amount; }, Field::Budget));

    // Leaving a field closes its undo step: the next edit there is a step of its own.
    for (QAbstractSpinBox *spin :
         std::initializer_list<QAbstractSpinBox *>{m_price, m_gpuHours, m_rateTokens, m_tokensPerGpuSecond, m_mfuTokens,
                                                   m_parameters, m_mfu, m_goodput, m_overhead, m_deadline, m_budget}) {
        connect(spin, &QAbstractSpinBox::editingFinished, m_controller, &PlanController::sealMerging);
    }
    connect(m_name, &QLineEdit::editingFinished, m_controller, &PlanController::sealMerging);
    connect(m_nodes, &QLineEdit::editingFinished, m_controller, &PlanController::sealMerging);
}

model::Workload InputsPanel::workloadFromPage(int page) const
{
    switch (page) {
    case TokenRatePage:
        return model::TokenRateWorkload{m_rateTokens->value(), m_tokensPerGpuSecond->value()};
    case TokenMfuPage: {
        // With a model the parameters are the model's (0 in the plan); with a layout too the
        // step-time model gives the rate (MFU 0), whatever the greyed MFU field still shows.
        const model::PlanSpec &spec = m_controller->spec();
        return model::TokenMfuWorkload{m_mfuTokens->value(), spec.model ? 0.0 : m_parameters->value(),
                                       spec.model ? 0.0 : m_mfu->value() / 100.0};
    }
    default:
        return model::GpuHoursWorkload{m_gpuHours->value()};
    }
}

void InputsPanel::onNodesEdited(const QString &text)
{
    if (m_updating) {
        return;
    }
    const NodeCountsParse parsed = parseNodeCounts(text);
    const QString before = m_nodesError;
    if (parsed.ok()) {
        m_nodesError.clear();
        model::PlanSpec spec = m_controller->spec();
        spec.nodes = parsed.nodes;
        m_lastShownNodes = spec.nodes;
        m_controller->edit(spec, SpecField::Nodes);
    } else {
        QStringList quoted;
        for (const QString &token : parsed.badTokens) {
            quoted.append(tr("“%1”").arg(token));
        }
        m_nodesError = (quoted.size() == 1 ? tr("%1 is not a node count") : tr("%1 are not node counts"))
                           .arg(quoted.join(QStringLiteral(", "))) +
                       tr("; write counts such as 1, 2, 4 or ranges such as 1-16");
    }
    updateIssueDisplay();
    if (before != m_nodesError) {
        Q_EMIT localIssuesChanged();
    }
}

void InputsPanel::onEfficiencyEdited()
{
    if (m_updating) {
        return;
    }
    const QString before = m_efficiencyError;
    QString error;
    const std::map<int, double> points = m_efficiency->efficiency(&error);
    m_efficiencyError = error;
    if (error.isEmpty()) {
        model::PlanSpec spec = m_controller->spec();
        spec.efficiency = points;
        m_lastShownEfficiency = points;
        m_controller->edit(spec, SpecField::Efficiency);
    }
    updateIssueDisplay();
    if (before != m_efficiencyError) {
        Q_EMIT localIssuesChanged();
    }
}

void InputsPanel::setIssues(const std::vector<model::InputIssue> &issues)
{
    if (issues == m_issues) {
        return;
    }
    m_issues = issues;
    m_fabric->setIssues(issues);
    updateIssueDisplay();
}

bool InputsPanel::hasLocalIssues() const
{
    return !m_nodesError.isEmpty() || !m_efficiencyError.isEmpty();
}

// One message per field as the form names it, whatever the number of issues it has: "1-10000"
// gives thousands of node counts over the limit, and listing each covered the window. A field's
// first issue is shown, with how many more it has; paths are grouped by their label (all of
// "nodes[…]" read "Node counts", while each measured run keeps its own row).
std::vector<InputsPanel::FieldIssue> InputsPanel::issuesByField() const
{
    std::vector<FieldIssue> out;
    std::map<QString, std::size_t> index;
    for (const model::InputIssue &issue : m_issues) {
        const QString path = QString::fromStdString(issue.path);
        const auto [it, inserted] = index.try_emplace(labelForPath(path), out.size());
        if (inserted) {
            out.push_back(FieldIssue{path, issue, 0});
        } else {
            ++out[it->second].more;
        }
    }
    return out;
}

QString InputsPanel::issueText(const FieldIssue &issue) const
{
    QString text = tr("%1: %2").arg(labelForPath(issue.path), m_texts.issue(issue.issue));
    if (issue.more > 0) {
        //: after a field's first problem, e.g. "Node counts: … (and 9,700 more)"
        text += QLatin1Char(' ') + tr("(and %1 more)").arg(QLocale().toString(issue.more));
    }
    return text;
}

QStringList InputsPanel::issueMessages() const
{
    QStringList messages;
    if (!m_nodesError.isEmpty()) {
        messages.append(tr("%1: %2").arg(labelForPath(QStringLiteral("nodes")), m_nodesError));
    }
    if (!m_efficiencyError.isEmpty()) {
        messages.append(m_efficiencyError);
    }
    for (const FieldIssue &issue : issuesByField()) {
        // The node list's own parse error already speaks for that field.
        if (!m_nodesError.isEmpty() && isNodesPath(issue.path)) {
            continue;
        }
        messages.append(issueText(issue));
    }
    return messages;
}

QWidget *InputsPanel::fieldForPath(const QString &path) const
{
    // The tokens field of whichever token form is shown.
    if (path == QStringLiteral("workload.tokens")) {
        return m_workloadPages->currentIndex() == TokenMfuPage ? m_mfuTokens : m_rateTokens;
    }
    if (path == QStringLiteral("price_per_node_hour")) {
        return m_price;
    }
    for (const FieldBindings *fields :
         {&m_fields, &m_fineTuning->fields(), &m_priceBasis->fields(), &m_fabric->fields(), &m_memory->fields(), &m_layout->fields(),
          &m_risk->fields(), &m_data->fields()}) {
        if (QWidget *field = fields->widgetForPath(path)) {
            return field;
        }
    }
    return nullptr;
}

QString InputsPanel::labelForPath(const QString &path) const
{
    // "scaling.efficiency.2" or "scaling.efficiency[2]": the point at 2 nodes.
    static const QRegularExpression efficiencyPoint(QStringLiteral("^scaling\\.efficiency[.\\[](\\d+)\\]?$"));
    if (const auto match = efficiencyPoint.match(path); match.hasMatch()) {
        return match.captured(1) == QStringLiteral("1") ? tr("Efficiency at 1 node")
                                                         : tr("Efficiency at %1 nodes").arg(match.captured(1));
    }
    if (path == QStringLiteral("price_per_node_hour")) {
        return tr("Price per node-hour");
    }
    if (path == QStringLiteral("workload.tokens")) {
        return withoutMnemonic(m_workloadPages->currentIndex() == TokenMfuPage ? m_mfuTokensLabel->text()
                                                                                : m_rateTokensLabel->text());
    }
    if ((path.startsWith(QStringLiteral("scaling.")) && !path.startsWith(QStringLiteral("scaling.efficiency"))) ||
        path.startsWith(QStringLiteral("measurements"))) {
        if (const QString label = m_fabric->labelForPath(path); !label.isEmpty()) {
            return label;
        }
    }
    if (const QString label = m_fineTuning->fields().labelForPath(path); !label.isEmpty()) {
        return label;
    }
    if (path.startsWith(QStringLiteral("memory"))) {
        return m_memory->labelForPath(path);
    }
    if (path.startsWith(QStringLiteral("layout"))) {
        return m_layout->labelForPath(path);
    }
    for (const FieldBindings *fields : {&m_fields, &m_priceBasis->fields(), &m_risk->fields(), &m_data->fields()}) {
        if (const QString label = fields->labelForPath(path); !label.isEmpty()) {
            return label;
        }
    }
    // A field of the file that has no widget here still has its name.
    if (const auto field = model::planFieldForPath(path.toStdString())) {
        return FieldBindings::tableLabel(*field);
    }
    return path;
}

void InputsPanel::markField(QWidget *field, const QString &message)
{
    if (!m_marked.contains(field)) {
        m_marked.append(field);
        if (field == m_efficiency->table()) {
            m_efficiency->setInvalid(true, message);
            return;
        }
        field->setProperty("capplanHelp", field->toolTip());
        field->setStyleSheet(kInvalidStyle);
        field->setToolTip(message);
    } else {
        // A second issue on the same field: list both in its tooltip.
        const QString tip = field == m_efficiency->table() ? m_efficiency->table()->toolTip() : field->toolTip();
        if (field == m_efficiency->table()) {
            m_efficiency->setInvalid(true, tip + QLatin1Char('\n') + message);
        } else {
            field->setToolTip(tip + QLatin1Char('\n') + message);
        }
    }
}

void InputsPanel::updateIssueDisplay()
{
    for (QWidget *field : std::as_const(m_marked)) {
        if (field == m_efficiency->table()) {
            m_efficiency->setInvalid(false, QString());
            continue;
        }
        field->setStyleSheet(QString());
        field->setToolTip(field->property("capplanHelp").toString());
    }
    m_marked.clear();

    if (!m_nodesError.isEmpty()) {
        markField(m_nodes, m_nodesError);
    }
    if (!m_efficiencyError.isEmpty()) {
        markField(m_efficiency->table(), m_efficiencyError);
    }
    for (const FieldIssue &issue : issuesByField()) {
        if (QWidget *field = fieldForPath(issue.path)) {
            markField(field, issueText(issue));
        }
    }

    const QStringList messages = issueMessages();
    if (messages.isEmpty()) {
        m_issuesLabel->clear();
        m_issuesLabel->setVisible(false);
        return;
    }
    QString html = QStringLiteral("<b>") + tr("The plan cannot be evaluated:").toHtmlEscaped() + QStringLiteral("</b>");
    for (const QString &message : messages) {
        html += QStringLiteral("<br>• ") + message.toHtmlEscaped();
    }
    m_issuesLabel->setText(html);
    m_issuesLabel->setVisible(true);
}

// The price and the budget are in the plan's currency, placed as the language places it
// ("$ 98.000", "98,000 $", "90,000 CHF").
void InputsPanel::applyMoneyAffixes(const std::string &currency)
{
    const auto [prefix, suffix] = m_texts.moneyAffixes(currency);
    for (QDoubleSpinBox *field : {m_price, m_budget}) {
        field->setPrefix(prefix);
        field->setSuffix(suffix);
    }
}

void InputsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts(QLocale());
        retranslateUi();
        applyMoneyAffixes(m_controller->spec().currency);
    }
    QWidget::changeEvent(event);
}

void InputsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateRowWrapping();
}

void InputsPanel::updateRowWrapping(bool remeasure)
{
    // A narrow pane (the splitter dragged left, a 1024 px screen) puts every label above its
    // field, each field the pane's width, instead of widening the pane or cutting the fields'
    // text: the results keep the width they need. Labels and fields side by side where the form
    // fits that way (its width measured side by side, again after a language switch).
    if (m_scroll == nullptr || m_labelWidth <= 0) {
        return;
    }
    const QList<QFormLayout *> forms = m_scroll->widget()->findChildren<QFormLayout *>();
    const auto apply = [&](QFormLayout::RowWrapPolicy policy) {
        for (QFormLayout *form : forms) {
            if (form->rowWrapPolicy() != policy) {
                form->setRowWrapPolicy(policy);
            }
        }
    };
    if (remeasure || m_sideBySideWidth <= 0) {
        m_measuring = true;
        apply(QFormLayout::DontWrapRows);
        m_sideBySideWidth = sideBySideWidthNow();
        m_measuring = false;
    }
    apply(width() < m_sideBySideWidth ? QFormLayout::WrapAllRows : QFormLayout::DontWrapRows);
    updateScrollWidth();
}

int InputsPanel::sideBySideWidthNow() const
{
    return m_scroll->widget()->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width() +
           2 * m_scroll->frameWidth();
}

bool InputsPanel::sideBySide() const
{
    const QList<QFormLayout *> forms = m_scroll->widget()->findChildren<QFormLayout *>();
    return std::all_of(forms.begin(), forms.end(),
                       [](const QFormLayout *form) { return form->rowWrapPolicy() == QFormLayout::DontWrapRows; });
}

bool InputsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->widget() && event->type() == QEvent::LayoutRequest) {
        updateScrollWidth();
    }
    return QWidget::eventFilter(watched, event);
}

void InputsPanel::updateScrollWidth()
{
    // Never narrower than the form with its labels above the fields (updateRowWrapping): the
    // scroll area scrolls vertically only, and the splitter may narrow the pane down to that.
    if (m_sideBySideWidth <= 0 && m_labelWidth > 0) {
        updateRowWrapping(true); // every form's policy set, then back here
        return;
    }
    // A section opened since the form was measured (a closed section's fields have no size hint,
    // and the model list or a German label may be the widest) can need more width side by side
    // than measured: measure again, so the pane wraps its rows instead of cutting the fields off.
    if (!m_measuring && m_labelWidth > 0 && sideBySide() && sideBySideWidthNow() > m_sideBySideWidth) {
        updateRowWrapping(true);
        return;
    }
    // The same in both arrangements: wrapped, every field takes the pane's width; side by side,
    // the pane is at least as wide as the form (updateRowWrapping wraps it otherwise). A measure of
    // the wrapped form itself would lag its layout by one pass and hold the pane at the side-by-side
    // width.
    const int form = std::max(m_labelWidth, kNarrowestField) + 24;
    const int width = form + m_scroll->verticalScrollBar()->sizeHint().width();
    if (m_scroll->minimumWidth() != width) {
        m_scroll->setMinimumWidth(width);
    }
}

} // namespace capplan::views
