// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/FabricInputs.h"
#include "views/main/Theme.h"
#include "views/inputs/FormEdits.h"

#include "data/import/NcclImport.h"
#include "views/inputs/FormFields.h"
#include "views/widgets/BigNumberSpinBox.h"
#include "views/widgets/NumberCellDelegate.h"
#include "views/main/PlanController.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <tuple>

#include <algorithm>
#include <cmath>

namespace capplan::views {

namespace {

using form::makeIntSpin;
using form::same;
using form::setValueIfDifferent;
using form::withoutMnemonic;
using form::makeBigSpin;
using form::makeSpin;

enum ModelIndex { TableModel, FabricModel };
// A run is measured as tokens/s, or (with a model) as an MFU in percent: one of the two per row.
enum MeasurementColumn { NodesColumn, TokensColumn, MfuColumn };
// What a row keeps beside its cells: the run's stack and source (on the nodes cell) and the MFU
// fraction as read (on the MFU cell).
constexpr int kStackRole = Qt::UserRole + 1;
constexpr int kSourceRole = Qt::UserRole + 2;
constexpr int kExactMfuRole = Qt::UserRole + 3;

// The largest parallel degree a field takes; the model checks that it divides the GPUs per node.
constexpr int kMaxParallelDegree = 64;
// A measured run's total throughput, tokens/s: far above any cluster today (model/performance/Calibration.cpp
// checks the same bound).
constexpr double kMaxMeasuredTokensPerSecond = 1e12;


// "measurements.2.nodes", "measurements[2]", "measurements": the run index (-1: all) and the
// column (-1: the whole row).
struct MeasurementPath {
    bool matches = false;
    int row = -1;
    int column = -1;
};

MeasurementPath parseMeasurementPath(const QString &path)
{
    static const QRegularExpression pattern(
        QStringLiteral("^measurements(?:[.\\[](\\d+)\\]?(?:\\.(nodes|tokens_per_second|mfu))?)?$"));
    const auto match = pattern.match(path);
    if (!match.hasMatch()) {
        return {};
    }
    MeasurementPath out;
    out.matches = true;
    if (!match.captured(1).isEmpty()) {
        out.row = match.captured(1).toInt();
    }
    if (match.captured(2) == QStringLiteral("nodes")) {
        out.column = NodesColumn;
    } else if (match.captured(2) == QStringLiteral("mfu")) {
        out.column = MfuColumn;
    } else if (!match.captured(2).isEmpty()) {
        out.column = TokensColumn;
    }
    return out;
}

QTableWidgetItem *numberItem(const QVariant &value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::EditRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// FabricInputs

FabricInputs::FabricInputs(PlanController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_lastFabric(defaultFabricJob())
{
    setObjectName(QStringLiteral("fabricInputs"));
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft);

    // Item order = ModelIndex; the texts come in retranslateUi().
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("scalingModelCombo"));
    m_model->addItem(QString());
    m_model->addItem(QString());
    m_modelLabel = new QLabel(this);
    m_form->addRow(m_modelLabel, m_model);

    m_strategy = new QComboBox(this);
    m_strategy->setObjectName(QStringLiteral("strategyCombo"));
    for (model::Strategy s : {model::Strategy::Ddp, model::Strategy::Zero1, model::Strategy::Zero2,
                              model::Strategy::Zero3, model::Strategy::Fsdp}) {
        m_strategy->addItem(QString(), static_cast<int>(s));
    }
    m_strategyLabel = new QLabel(this);
    m_form->addRow(m_strategyLabel, m_strategy);
    // Degrees and counts are whole numbers: QSpinBox, so typing "2.5" is refused at the key.
    m_tensorParallel = makeIntSpin(this, "tensorParallelSpin", 1, kMaxParallelDegree);
    m_tensorParallelLabel = new QLabel(this);
    m_form->addRow(m_tensorParallelLabel, m_tensorParallel);
    m_pipelineParallel = makeIntSpin(this, "pipelineParallelSpin", 1, kMaxParallelDegree);
    m_pipelineParallelLabel = new QLabel(this);
    m_form->addRow(m_pipelineParallelLabel, m_pipelineParallel);
    m_microBatches = makeIntSpin(this, "microBatchesSpin", 1, model::kMaxMicroBatches);
    m_microBatchesLabel = new QLabel(this);
    m_form->addRow(m_microBatchesLabel, m_microBatches);
    m_globalBatch = makeBigSpin(this, "globalBatchSpin", model::kMaxTokens);
    m_globalBatchLabel = new QLabel(this);
    m_form->addRow(m_globalBatchLabel, m_globalBatch);
    m_sequenceLength = makeIntSpin(this, "sequenceLengthSpin", 1, static_cast<int>(model::kMaxSequenceLength));
    m_sequenceLengthLabel = new QLabel(this);
    m_form->addRow(m_sequenceLengthLabel, m_sequenceLength);
    // 0 means "from the workload" (the MFU form's parameters, the rate form's tokens/s per GPU).
    m_parameters = makeBigSpin(this, "fabricParametersSpin", model::kMaxParameters);
    m_parametersLabel = new QLabel(this);
    m_form->addRow(m_parametersLabel, m_parameters);
    m_tokensPerGpuSecond = makeSpin(this, "fabricTokensPerGpuSecondSpin", 0.0, model::kMaxTokensPerGpuSecond, 0);
    m_tokensPerGpuSecondLabel = new QLabel(this);
    m_form->addRow(m_tokensPerGpuSecondLabel, m_tokensPerGpuSecond);

    m_overlapRow = new QWidget(this);
    auto *overlapLayout = new QHBoxLayout(m_overlapRow);
    overlapLayout->setContentsMargins(0, 0, 0, 0);
    m_overlap = makeSpin(m_overlapRow, "overlapSpin", 0.0, 100.0, 0);
    m_overlapDefault = new QCheckBox(m_overlapRow);
    m_overlapDefault->setObjectName(QStringLiteral("overlapDefaultCheck"));
    overlapLayout->addWidget(m_overlap, 1);
    overlapLayout->addWidget(m_overlapDefault);
    m_overlapLabel = new QLabel(this);
    m_form->addRow(m_overlapLabel, m_overlapRow);
    m_gradientBytes =
        makeSpin(this, "gradientBytesSpin", model::kMinBytesPerParameter, model::kMaxBytesPerParameter, 1);
    m_gradientBytesLabel = new QLabel(this);
    m_form->addRow(m_gradientBytesLabel, m_gradientBytes);
    // The in-VM all-reduce bus bandwidth: 0 is the size's default; nccl-tests sets a measured one.
    m_busRow = new QWidget(this);
    auto *busLayout = new QHBoxLayout(m_busRow);
    busLayout->setContentsMargins(0, 0, 0, 0);
    m_measuredBus = makeSpin(m_busRow, "measuredBusSpin", 0.0, model::kMaxMeasuredBusGBps, 1);
    m_importNcclTests = new QPushButton(m_busRow);
    m_importNcclTests->setObjectName(QStringLiteral("importNcclTestsButton"));
    busLayout->addWidget(m_measuredBus, 1);
    busLayout->addWidget(m_importNcclTests);
    m_measuredBusLabel = new QLabel(this);
    m_measuredBusLabel->setBuddy(m_measuredBus);
    m_form->addRow(m_measuredBusLabel, m_busRow);

    m_measurementsBox = new QWidget(this);
    m_measurements = new QTableWidget(0, 3, m_measurementsBox);
    m_measurements->setObjectName(QStringLiteral("measurementsTable"));
    // Spin boxes as cell editors, so a cell only ever holds a number. Ranges stay wide enough for
    // the model's own validation to speak for values it refuses (0 tokens/s, a node count twice).
    // Tab in a cell's editor keeps Qt's default (the next cell's editor).
    m_measurements->setItemDelegate(
        new NumberCellDelegate({{NumberCellDelegate::Kind::Count, model::kMaxNodes},
                                {NumberCellDelegate::Kind::Quantity, kMaxMeasuredTokensPerSecond},
                                {NumberCellDelegate::Kind::Percent}},
                               false, m_measurements));
    m_measurements->verticalHeader()->setVisible(false);
    m_measurements->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_measurements->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_measurements->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_measurements->setTabKeyNavigation(false); // Tab leaves the table, as everywhere in the form
    // Room for three runs; more scroll (docs/sources.md, s2-azureml-compute: one node and two).
    m_measurements->setMinimumHeight(m_measurements->horizontalHeader()->sizeHint().height() +
                                     3 * m_measurements->verticalHeader()->defaultSectionSize() + 4);
    m_measurements->setMaximumHeight(m_measurements->minimumHeight());
    m_measurements->installEventFilter(this);
    m_addMeasurement = new QPushButton(m_measurementsBox);
    m_addMeasurement->setObjectName(QStringLiteral("addMeasurementButton"));
    m_removeMeasurement = new QPushButton(m_measurementsBox);
    m_removeMeasurement->setObjectName(QStringLiteral("removeMeasurementButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addMeasurement);
    buttons->addWidget(m_removeMeasurement);
    buttons->addStretch();
    auto *measurementsLayout = new QVBoxLayout(m_measurementsBox);
    measurementsLayout->setContentsMargins(0, 0, 0, 0);
    measurementsLayout->addWidget(m_measurements);
    measurementsLayout->addLayout(buttons);
    m_measurementsLabel = new QLabel(this);
    m_measurementsLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_form->addRow(m_measurementsLabel, m_measurementsBox);

    using model::PlanField;
    for (auto [field, widget, label] : std::initializer_list<std::tuple<PlanField, QWidget *, QLabel *>>{
             {PlanField::ScalingModel, m_model, m_modelLabel},
             {PlanField::Strategy, m_strategy, m_strategyLabel},
             {PlanField::TensorParallel, m_tensorParallel, m_tensorParallelLabel},
             {PlanField::PipelineParallel, m_pipelineParallel, m_pipelineParallelLabel},
             {PlanField::MicroBatches, m_microBatches, m_microBatchesLabel},
             {PlanField::GlobalBatchTokens, m_globalBatch, m_globalBatchLabel},
             {PlanField::SequenceLength, m_sequenceLength, m_sequenceLengthLabel},
             {PlanField::FabricParameters, m_parameters, m_parametersLabel},
             {PlanField::FabricTokensPerGpuSecond, m_tokensPerGpuSecond, m_tokensPerGpuSecondLabel},
             {PlanField::Overlap, m_overlap, m_overlapLabel},
             {PlanField::GradientBytes, m_gradientBytes, m_gradientBytesLabel},
             {PlanField::MeasuredBusBandwidth, m_measuredBus, m_measuredBusLabel},
             {PlanField::Measurements, m_measurements, m_measurementsLabel}}) {
        label->setBuddy(widget);
        m_fields.bind(field, widget, label);
    }

    retranslateUi();
    setSpec(m_controller->spec());
    connectEdits();
}

model::FabricJob FabricInputs::defaultFabricJob()
{
    model::FabricJob job;
    job.strategy = model::Strategy::Ddp;
    job.globalBatchTokens = 4194304.0; // 4M tokens = 1024 sequences of 4096
    job.sequenceLength = FabricInputs::kDefaultSequenceLength;
    job.tensorParallel = 1;
    job.pipelineParallel = 1;
    job.microBatches = 1;
    return job;
}

QList<QWidget *> FabricInputs::tabOrder() const
{
    return {m_model,          m_strategy,       m_tensorParallel, m_pipelineParallel,   m_microBatches,
            m_globalBatch,    m_sequenceLength, m_parameters,     m_tokensPerGpuSecond, m_overlap,
            m_overlapDefault, m_gradientBytes,  m_measurements,   m_addMeasurement,     m_removeMeasurement};
}

QList<QWidget *> FabricInputs::labels() const
{
    return {m_modelLabel,
            m_strategyLabel,
            m_tensorParallelLabel,
            m_pipelineParallelLabel,
            m_microBatchesLabel,
            m_globalBatchLabel,
            m_sequenceLengthLabel,
            m_parametersLabel,
            m_tokensPerGpuSecondLabel,
            m_overlapLabel,
            m_gradientBytesLabel,
            m_measurementsLabel};
}

void FabricInputs::setSpec(const model::PlanSpec &spec)
{
    m_updating = true;
    const bool fabric = spec.fabric.has_value();
    m_model->setCurrentIndex(fabric ? FabricModel : TableModel);
    updateVisibility(fabric);
    // Measured runs calibrate the step-time model too (as tokens/s or an MFU).
    m_form->setRowVisible(m_measurementsBox, fabric || model::layoutGivesRate(spec));
    if (fabric) {
        m_lastFabric = *spec.fabric;
    }
    // Without a fabric block the (hidden) fields keep the settings switching back restores.
    const model::FabricJob &job = m_lastFabric;
    m_strategy->setCurrentIndex(m_strategy->findData(static_cast<int>(job.strategy)));
    setValueIfDifferent(m_tensorParallel, job.tensorParallel);
    setValueIfDifferent(m_pipelineParallel, job.pipelineParallel);
    setValueIfDifferent(m_microBatches, job.microBatches);
    setValueIfDifferent(m_globalBatch, job.globalBatchTokens);
    setValueIfDifferent(m_sequenceLength, static_cast<int>(std::lround(job.sequenceLength)));
    setValueIfDifferent(m_parameters, job.parameters);
    m_parameters->setEnabled(!spec.model.has_value()); // the model's total parameters
    setValueIfDifferent(m_tokensPerGpuSecond, job.tokensPerGpuSecond);
    setValueIfDifferent(m_gradientBytes, job.gradientBytesPerParameter);
    setValueIfDifferent(m_measuredBus, job.measuredBusGBps.value_or(0.0));
    updateOverlapDisplay(job);
    // Refill only when the runs differ: keeps the user's current cell, selection and open editor
    // through the specChanged that the table's own edit caused.
    if (measurements() != spec.measurements) {
        fillMeasurements(spec.measurements);
    }
    m_updating = false;
}

void FabricInputs::updateVisibility(bool fabric)
{
    for (QWidget *field : std::initializer_list<QWidget *>{
             m_strategy, m_tensorParallel, m_pipelineParallel, m_microBatches, m_globalBatch, m_sequenceLength,
             m_parameters, m_tokensPerGpuSecond, m_overlapRow, m_gradientBytes, m_busRow, m_measurementsBox}) {
        m_form->setRowVisible(field, fabric);
    }
}

void FabricInputs::updateOverlapDisplay(const model::FabricJob &job)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    m_overlapDefault->setChecked(!job.overlap.has_value());
    m_overlap->setEnabled(job.overlap.has_value());
    // The strategy's default shows in the disabled box, so unchecking starts from it.
    setValueIfDifferent(m_overlap, job.overlap.value_or(model::defaultOverlap(job.strategy)) * 100.0);
    m_updating = wasUpdating;
}

std::vector<model::Measurement> FabricInputs::measurements() const
{
    std::vector<model::Measurement> out;
    for (int row = 0; row < m_measurements->rowCount(); ++row) {
        const QTableWidgetItem *nodes = m_measurements->item(row, NodesColumn);
        const QTableWidgetItem *tokens = m_measurements->item(row, TokensColumn);
        const QTableWidgetItem *mfu = m_measurements->item(row, MfuColumn);
        if (nodes == nullptr || tokens == nullptr) {
            continue;
        }
        model::Measurement m{nodes->data(Qt::EditRole).toInt(), tokens->data(Qt::EditRole).toDouble()};
        const QVariant percent = mfu != nullptr ? mfu->data(Qt::EditRole) : QVariant();
        if (percent.isValid() && !tokens->data(Qt::EditRole).isValid()) {
            // A measured MFU: the model turns it into a rate. The fraction as read is kept while
            // the percent shown is the same, so 0.007 does not come back as 0.007000000000000001.
            const QVariant exact = mfu->data(kExactMfuRole);
            m.mfu = exact.isValid() && exact.toDouble() * 100.0 == percent.toDouble() ? exact.toDouble()
                                                                                   : percent.toDouble() / 100.0;
        }
        // The run's stack and source (an imported training log's) travel with its row.
        m.stack = nodes->data(kStackRole).toString().toStdString();
        m.source = nodes->data(kSourceRole).toString().toStdString();
        out.push_back(std::move(m));
    }
    return out;
}

void FabricInputs::fillMeasurements(const std::vector<model::Measurement> &measurements)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    m_measurements->setRowCount(0);
    for (const model::Measurement &m : measurements) {
        const int row = m_measurements->rowCount();
        m_measurements->insertRow(row);
        QTableWidgetItem *nodes = numberItem(m.nodes);
        nodes->setData(kStackRole, QString::fromStdString(m.stack));
        nodes->setData(kSourceRole, QString::fromStdString(m.source));
        m_measurements->setItem(row, NodesColumn, nodes);
        // One of the two is the measurement; the other cell stays empty.
        m_measurements->setItem(row, TokensColumn, numberItem(m.mfu > 0.0 ? QVariant() : QVariant(m.tokensPerSecond)));
        QTableWidgetItem *mfu = numberItem(m.mfu > 0.0 ? QVariant(m.mfu * 100.0) : QVariant());
        mfu->setData(kExactMfuRole, m.mfu > 0.0 ? QVariant(m.mfu) : QVariant());
        m_measurements->setItem(row, MfuColumn, mfu);
    }
    m_updating = wasUpdating;
}

void FabricInputs::setIssues(const std::vector<model::InputIssue> &issues)
{
    // The panel marks the table as a whole (markField); the cells say which run and which value.
    const bool wasUpdating = m_updating;
    m_updating = true; // colouring cells emits itemChanged
    for (int row = 0; row < m_measurements->rowCount(); ++row) {
        for (int column = 0; column < m_measurements->columnCount(); ++column) {
            if (QTableWidgetItem *item = m_measurements->item(row, column)) {
                item->setData(Qt::BackgroundRole, QVariant());
                item->setToolTip(QString());
            }
        }
    }
    for (const model::InputIssue &issue : issues) {
        const MeasurementPath path = parseMeasurementPath(QString::fromStdString(issue.path));
        if (!path.matches || path.row < 0 || path.row >= m_measurements->rowCount()) {
            continue;
        }
        for (int column = 0; column < m_measurements->columnCount(); ++column) {
            if (path.column >= 0 && column != path.column) {
                continue;
            }
            if (QTableWidgetItem *item = m_measurements->item(path.row, column)) {
                item->setData(Qt::BackgroundRole, theme::colors(theme::Tone::Error, palette()).background);
            }
        }
    }
    m_updating = wasUpdating;
}

void FabricInputs::connectEdits()
{
    using Field = SpecField;
    // Edits of the fabric block; nothing happens while the plan uses the efficiency table (the
    // fields are hidden then, but a test or an accessibility tool could still reach them).
    const FormEdits<model::FabricJob> edit(m_controller, &m_updating, [](model::PlanSpec &s) {
        return s.fabric ? &*s.fabric : static_cast<model::FabricJob *>(nullptr);
    });
    // The choice is one undo step; undoing it restores the fabric block exactly (the snapshot).
    connect(m_model, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_updating) {
            return;
        }
        model::PlanSpec spec = m_controller->spec();
        spec.fabric = index == FabricModel ? std::optional<model::FabricJob>(m_lastFabric) : std::nullopt;
        if (spec.fabric && spec.model) {
            spec.fabric->parameters = 0.0; // the model's
        }
        m_controller->edit(spec, SpecField::ScalingModel);
    });
    connect(m_strategy, &QComboBox::currentIndexChanged, this,
            edit([this](model::FabricJob &job,
                        int) { job.strategy = static_cast<model::Strategy>(m_strategy->currentData().toInt()); },
                 Field::Strategy));
    connect(m_tensorParallel, &QSpinBox::valueChanged, this,
            edit([](model::FabricJob &job, int t) { job.tensorParallel = t; }, Field::TensorParallel));
    connect(m_pipelineParallel, &QSpinBox::valueChanged, this,
            edit([](model::FabricJob &job, int p) { job.pipelineParallel = p; }, Field::PipelineParallel));
    connect(m_microBatches, &QSpinBox::valueChanged, this,
            edit([](model::FabricJob &job, int m) { job.microBatches = m; }, Field::MicroBatches));
    connect(
        m_globalBatch, &QDoubleSpinBox::valueChanged, this,
        edit([](model::FabricJob &job, double tokens) { job.globalBatchTokens = tokens; }, Field::GlobalBatchTokens));
    connect(m_sequenceLength, &QSpinBox::valueChanged, this,
            edit([](model::FabricJob &job, int tokens) { job.sequenceLength = tokens; }, Field::SequenceLength));
    connect(
        m_parameters, &QDoubleSpinBox::valueChanged, this,
        edit([](model::FabricJob &job, double parameters) { job.parameters = parameters; }, Field::FabricParameters));
    connect(m_tokensPerGpuSecond, &QDoubleSpinBox::valueChanged, this,
            edit([](model::FabricJob &job, double rate) { job.tokensPerGpuSecond = rate; },
                 Field::FabricTokensPerGpuSecond));
    connect(m_overlapDefault, &QCheckBox::toggled, this,
            edit(
                [this](model::FabricJob &job, bool useDefault) {
                    job.overlap = useDefault ? std::nullopt : std::optional<double>(m_overlap->value() / 100.0);
                },
                Field::OverlapDefault));
    connect(m_overlap, &QDoubleSpinBox::valueChanged, this,
            edit(
                [](model::FabricJob &job, double percent) {
                    if (job.overlap) {
                        job.overlap = percent / 100.0;
                    }
                },
                Field::Overlap));
    connect(
        m_gradientBytes, &QDoubleSpinBox::valueChanged, this,
        edit([](model::FabricJob &job, double bytes) { job.gradientBytesPerParameter = bytes; }, Field::GradientBytes));

    connect(m_measuredBus, &QDoubleSpinBox::valueChanged, this,
            edit(
                [](model::FabricJob &job, double gbps) {
                    job.measuredBusGBps = gbps > 0.0 ? std::optional<double>(gbps) : std::nullopt;
                },
                Field::MeasuredBusBandwidth));
    connect(m_importNcclTests, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import nccl-tests Output"), QString(),
                                                          tr("nccl-tests output (*.txt *.log *.out);;All files (*)"));
        if (!path.isEmpty()) {
            importNcclTests(path);
        }
    });
    connect(m_measurements, &QTableWidget::itemChanged, this, &FabricInputs::onMeasurementsEdited);
    connect(m_addMeasurement, &QPushButton::clicked, this, &FabricInputs::addMeasurement);
    connect(m_removeMeasurement, &QPushButton::clicked, this, &FabricInputs::removeMeasurements);

    // Leaving a field closes its undo step: the next edit there is a step of its own.
    for (QAbstractSpinBox *spin : std::initializer_list<QAbstractSpinBox *>{
             m_tensorParallel, m_pipelineParallel, m_microBatches, m_globalBatch, m_sequenceLength, m_parameters,
             m_tokensPerGpuSecond, m_overlap, m_gradientBytes, m_measuredBus}) {
        connect(spin, &QAbstractSpinBox::editingFinished, m_controller, &PlanController::sealMerging);
    }
    // Another plan: the hidden fields start from its block or the defaults, not the last plan's.
    connect(m_controller, &PlanController::planReset, this,
            [this](const model::PlanSpec &spec) { m_lastFabric = spec.fabric.value_or(defaultFabricJob()); });
    connect(m_controller, &PlanController::specChanged, this, &FabricInputs::setSpec);
}

bool FabricInputs::importNcclTests(const QString &path)
{
    const auto report = data::NcclImport::loadTests(path);
    if (!report) {
        QMessageBox::warning(this, tr("Cannot Read nccl-tests Output"), report.error().toLine());
        return false;
    }
    // Only an all-reduce output gives the plan's bus bandwidth: another collective's busbw is
    // scaled by another factor (nccl-tests doc/PERFORMANCE.md) and is refused, naming it.
    const auto allReduce = data::NcclImport::planBusBandwidth(report.value(), path);
    if (!allReduce) {
        QMessageBox::warning(this, tr("Not an All-Reduce Output"), allReduce.error().toLine());
        return false;
    }
    const double gbps = allReduce.value();
    if (gbps <= 0.0) {
        QMessageBox::warning(this, tr("Cannot Read nccl-tests Output"),
                             tr("%1 has no bus bandwidth to take.").arg(QFileInfo(path).fileName()));
        return false;
    }
    model::PlanSpec spec = m_controller->spec();
    if (!spec.fabric) {
        spec.fabric = defaultFabricJob();
    }
    spec.fabric->measuredBusGBps = gbps;
    m_controller->edit(spec, SpecField::MeasuredBusBandwidth);
    m_controller->sealMerging();
    return true;
}

void FabricInputs::onMeasurementsEdited(QTableWidgetItem *changed)
{
    if (m_updating) {
        return;
    }
    // A run is measured as tokens/s or as an MFU: typing one empties the other.
    if (changed != nullptr && (changed->column() == TokensColumn || changed->column() == MfuColumn) &&
        changed->data(Qt::EditRole).isValid()) {
        const int other = changed->column() == TokensColumn ? MfuColumn : TokensColumn;
        if (QTableWidgetItem *item = m_measurements->item(changed->row(), other); item != nullptr &&
                                                                                  item->data(Qt::EditRole).isValid()) {
            m_updating = true;
            item->setData(Qt::EditRole, QVariant());
            m_updating = false;
        }
    }
    model::PlanSpec spec = m_controller->spec();
    spec.measurements = measurements();
    m_controller->edit(spec, SpecField::Measurements);
}

void FabricInputs::addMeasurement()
{
    // The next run doubles the largest node count, as the one-then-two-nodes advice of
    // docs/sources.md does. Its throughput starts at the model's guess (the one-node rate, times n
    // and the swept efficiency where known), to be overwritten with what was measured.
    const std::vector<model::Measurement> runs = measurements();
    int largest = 0;
    for (const model::Measurement &m : runs) {
        largest = std::max(largest, m.nodes);
    }
    const int nodes = std::min(largest > 0 ? largest * 2 : 1, model::kMaxNodes);
    double tokensPerSecond = 0.0;
    if (m_controller->hasGoodEvaluation()) {
        const model::Evaluation &ev = m_controller->lastGoodEvaluation();
        double oneNode = 0.0;
        if (ev.fabric) {
            oneNode = ev.fabric->oneNode.tokensPerSecond;
        } else {
            oneNode = ev.tokensPerGpuSecond * ev.sweepInput.gpusPerNode;
        }
        double efficiency = 1.0;
        for (const model::FabricPoint &point : ev.fabricPoints) {
            if (point.nodes == nodes) {
                efficiency = point.efficiency;
            }
        }
        tokensPerSecond = std::round(oneNode * nodes * efficiency);
    }
    const bool wasUpdating = m_updating;
    m_updating = true;
    const int row = m_measurements->rowCount();
    m_measurements->insertRow(row);
    m_measurements->setItem(row, NodesColumn, numberItem(nodes));
    m_measurements->setItem(row, TokensColumn, numberItem(tokensPerSecond));
    m_measurements->setItem(row, MfuColumn, numberItem(QVariant()));
    m_updating = wasUpdating;
    m_measurements->setCurrentCell(row, TokensColumn);
    onMeasurementsEdited();
}

void FabricInputs::removeMeasurements()
{
    QList<int> rows;
    for (const QModelIndex &index : m_measurements->selectionModel()->selectedRows()) {
        rows.append(index.row());
    }
    if (rows.isEmpty() && m_measurements->currentRow() >= 0) {
        rows.append(m_measurements->currentRow());
    }
    if (rows.isEmpty()) {
        return;
    }
    std::sort(rows.begin(), rows.end(), std::greater<>());
    const bool wasUpdating = m_updating;
    m_updating = true;
    for (int row : rows) {
        m_measurements->removeRow(row);
    }
    m_updating = wasUpdating;
    onMeasurementsEdited();
}

bool FabricInputs::eventFilter(QObject *watched, QEvent *event)
{
    // Delete removes the selected runs when the table itself has focus; inside a cell editor (a
    // child widget with its own key events) Delete keeps deleting characters.
    if (watched == m_measurements && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Delete)) {
        removeMeasurements();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QWidget *FabricInputs::fieldForPath(const QString &path) const
{
    return m_fields.widgetForPath(path);
}

QString FabricInputs::labelForPath(const QString &path) const
{
    const MeasurementPath measurement = parseMeasurementPath(path);
    if (measurement.matches && measurement.row >= 0) {
        //: a measured run's row in the table, counted from 1
        return tr("Measured run %1").arg(measurement.row + 1);
    }
    return m_fields.labelForPath(path);
}

void FabricInputs::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    } else if (event->type() == QEvent::LocaleChange) {
        m_measurements->viewport()->update(); // the delegate formats numbers with the locale
    }
    QWidget::changeEvent(event);
}

void FabricInputs::retranslateUi()
{
    // Mnemonics only where the letter is free in the whole window (Q and Z here); the rest are
    // reached with Tab.
    m_modelLabel->setText(tr("Scaling model:"));
    m_model->setItemText(TableModel, tr("Efficiency table"));
    m_model->setItemText(FabricModel, tr("Fabric model"));
    m_model->setToolTip(tr("Type the efficiency per node count, or derive it from the size's NVLink and InfiniBand "
                           "(or Ethernet), the parallel strategy and the batch"));
    m_strategyLabel->setText(tr("Strategy:"));
    m_strategy->setItemText(0, tr("DDP"));
    m_strategy->setItemText(1, tr("ZeRO-1"));
    m_strategy->setItemText(2, tr("ZeRO-2"));
    m_strategy->setItemText(3, tr("ZeRO-3"));
    m_strategy->setItemText(4, tr("FSDP (full shard)"));
    m_strategy->setToolTip(tr("Data-parallel strategy: DDP all-reduces the gradients; ZeRO-1/2 shard the optimizer "
                              "states (and gradients); ZeRO-3 and FSDP also shard the weights and move about 1.5× "
                              "the DDP volume"));
    m_tensorParallelLabel->setText(tr("Tensor parallel:"));
    m_tensorParallel->setToolTip(tr("GPUs that split each layer (t), inside one node; t must divide the GPUs per "
                                    "node"));
    m_pipelineParallelLabel->setText(tr("Pipeline parallel:"));
    m_pipelineParallel->setToolTip(tr("Pipeline stages (p), inside one node; the bubble costs (p−1)/(m+p−1) of the "
                                      "step"));
    m_microBatchesLabel->setText(tr("Micro-batches:"));
    m_microBatches->setToolTip(tr("Micro-batches (gradient accumulation steps) per replica and step on one node; "
                                  "at n nodes each replica gets m/n of them"));
    m_globalBatchLabel->setText(tr("Global batch si&ze:"));
    m_globalBatch->setToolTip(tr("Tokens per optimizer step, all GPUs together; fixed at every node count. 4M, "
                                 "4194304 and 4.2e6 all work"));
    m_sequenceLengthLabel->setText(tr("Se&quence length:"));
    m_sequenceLength->setSuffix(tr(" tokens"));
    m_sequenceLength->setToolTip(tr("Tokens per sequence"));
    m_parametersLabel->setText(tr("Model parameters:"));
    m_parameters->setSpecialValueText(tr("from workload"));
    m_parameters->setToolTip(tr("Parameters whose gradients are reduced each step; 0 takes them from the workload "
                                "(its parameters and MFU form)"));
    m_tokensPerGpuSecondLabel->setText(tr("Tokens/s per GPU, 1 node:"));
    m_tokensPerGpuSecond->setSpecialValueText(tr("from workload"));
    m_tokensPerGpuSecond->setSuffix(tr(" tok/s"));
    m_tokensPerGpuSecond->setToolTip(tr("Throughput per GPU of one node at this batch, measured or estimated; 0 takes "
                                        "it from the workload (tokens/s per GPU, or MFU × the size's peak)"));
    m_overlapLabel->setText(tr("Overlap:"));
    m_overlap->setSuffix(tr(" %"));
    m_overlap->setToolTip(tr("Share of the communication that can hide under compute"));
    m_overlapDefault->setText(tr("default for the strategy"));
    m_overlapDefault->setToolTip(tr("DDP and ZeRO-3/FSDP overlap about 90 %, ZeRO-1/2 about 45 % (the all-gather "
                                    "after the optimizer step does not overlap)"));
    m_gradientBytesLabel->setText(tr("Gradient bytes:"));
    m_gradientBytes->setSuffix(tr(" B/param"));
    m_gradientBytes->setToolTip(tr("Bytes per gradient as reduced: 2 for bf16, 4 for an fp32 reduction"));
    m_measuredBusLabel->setText(tr("Bus bandwidth in a VM:"));
    m_measuredBus->setSuffix(tr(" GB/s"));
    m_measuredBus->setSpecialValueText(tr("size's default"));
    m_measuredBus->setToolTip(tr("All-reduce bus bandwidth inside one VM as nccl-tests measures it (about 479 GB/s "
                                 "on ND H100 v5 at 8 GB messages); 0 uses the size's default"));
    m_importNcclTests->setText(tr("From nccl-tests…"));
    m_importNcclTests->setToolTip(tr("Read an all_reduce_perf output and take its bus bandwidth at the largest "
                                     "message"));
    m_measurementsLabel->setText(tr("Measured runs:"));
    m_measurements->setHorizontalHeaderLabels({tr("Nodes"), tr("Tokens/s"), tr("or MFU")});
    m_measurements->horizontalHeaderItem(MfuColumn)->setToolTip(
        tr("A measured MFU instead of tokens/s: with a model the step-time model turns it into the rate it stands "
           "for at the run's node count"));
    m_measurements->setToolTip(tr("Measured throughput of all GPUs together, at the same per-GPU batch on every "
                                  "node count (run one node and two); the model fits its inter-node bandwidth and "
                                  "overlap to them"));
    m_addMeasurement->setText(tr("Add run"));
    m_addMeasurement->setToolTip(tr("Add a measured run at twice the largest node count"));
    m_removeMeasurement->setText(tr("Remove run"));
    m_removeMeasurement->setToolTip(tr("Remove the selected runs (Delete)"));
}

} // namespace capplan::views
