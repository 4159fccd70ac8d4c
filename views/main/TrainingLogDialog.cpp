// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/main/TrainingLogDialog.h"

#include "data/Texts.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace capplan::views {

TrainingLogDialog::TrainingLogDialog(const QString &fileName, data::TrainingLogReport report,
                                     data::TrainingLogFacts plan, QWidget *parent)
    : QDialog(parent)
    , m_fileName(fileName)
    , m_report(std::move(report))
    , m_plan(std::move(plan))
{
    setObjectName(QStringLiteral("trainingLogDialog"));
    setWindowTitle(tr("Import Training Log"));
    const data::Texts texts;
    auto *layout = new QVBoxLayout(this);

    // What the log says.
    const QString format = data::TrainingLog::formatCode(m_report.format);
    QString what;
    switch (m_report.quantity) {
    case data::TrainingLogQuantity::StepSeconds:
        what = tr("median step time %1 s").arg(texts.number(m_report.median, 3));
        break;
    case data::TrainingLogQuantity::TokensPerSecondPerGpu:
        what = tr("median %1 tokens/s per GPU").arg(texts.number(m_report.median, 0));
        break;
    case data::TrainingLogQuantity::SamplesPerSecond:
        what = tr("%1 samples/s").arg(texts.number(m_report.median, 2));
        break;
    }
    const QString steps =
        m_report.wholeRunAverage
            ? tr("the run's own average (it includes the warm-up)")
            : m_report.warmupSkipped == 0
                  ? tr("%1 step(s) read, too few to skip a warm-up").arg(m_report.samples.size())
                  : tr("%1 steps read, the first %2 skipped as warm-up").arg(m_report.samples.size()).arg(m_report.warmupSkipped);
    auto *summary = new QLabel(tr("<b>%1</b> (%2): %3; %4.")
                                   .arg(QFileInfo(fileName).fileName().toHtmlEscaped(), format, what, steps),
                               this);
    summary->setObjectName(QStringLiteral("logSummary"));
    summary->setWordWrap(true);
    layout->addWidget(summary);

    m_form = new QFormLayout;
    layout->addLayout(m_form);
    const bool needsSequence = m_report.quantity != data::TrainingLogQuantity::TokensPerSecondPerGpu;
    const bool needsBatch = m_report.quantity == data::TrainingLogQuantity::StepSeconds;
    m_gpus = addCount(QStringLiteral("logGpus"), tr("&GPUs in the run:"), m_report.gpus, std::nullopt, true);
    m_gpusPerNode =
        addCount(QStringLiteral("logGpusPerNode"), tr("GPUs per &node:"), std::nullopt, m_plan.gpusPerNode, true);
    m_sequence = addCount(QStringLiteral("logSequence"), tr("&Sequence length (tokens):"), m_report.sequenceLength,
                          m_plan.sequenceLength, needsSequence);
    m_batch = addCount(QStringLiteral("logBatch"), tr("Global &batch (sequences per step):"),
                       m_report.globalBatchSequences, m_plan.globalBatchSequences, needsBatch);
    m_stack = new QComboBox(this);
    m_stack->setObjectName(QStringLiteral("logStack"));
    m_stack->addItem(tr("Not known"), QString());
    for (const char *name : {"megatron", "fsdp", "deepspeed"}) {
        m_stack->addItem(QString::fromLatin1(name), QString::fromLatin1(name));
    }
    if (!m_report.stack.isEmpty()) {
        m_stack->setCurrentIndex(m_stack->findData(m_report.stack));
        m_stack->setEnabled(false);
        m_stack->setToolTip(m_report.stackLine > 0 ? tr("Read from line %1 of the log").arg(m_report.stackLine)
                                                   : tr("The log's format tells the stack"));
    }
    m_form->addRow(tr("Training s&tack:"), m_stack);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("logMeasurement"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    layout->addWidget(m_result);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add to Plan"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QSpinBox *box : {m_gpus, m_gpusPerNode, m_sequence, m_batch}) {
        if (box != nullptr) {
            connect(box, &QSpinBox::valueChanged, this, &TrainingLogDialog::update);
        }
    }
    connect(m_stack, &QComboBox::currentIndexChanged, this, &TrainingLogDialog::update);
    update();
    setMinimumWidth(460);
}

// One count: read-only when the log states it, else the plan's value or empty (0, "needed"). A
// count the log's quantity does not use is not shown.
QSpinBox *TrainingLogDialog::addCount(const QString &objectName, const QString &label, const std::optional<int> &fromLog,
                                      const std::optional<int> &fromPlan, bool needed)
{
    if (!needed) {
        return nullptr;
    }
    auto *box = new QSpinBox(this);
    box->setObjectName(objectName);
    box->setRange(0, 1'000'000'000);
    box->setSpecialValueText(tr("needed"));
    box->setGroupSeparatorShown(true);
    if (fromLog) {
        box->setValue(*fromLog);
        box->setReadOnly(true);
        box->setToolTip(tr("Read from the log"));
        box->setSuffix(tr(" (from the log)"));
    } else if (fromPlan) {
        box->setValue(*fromPlan);
        box->setToolTip(tr("The plan's value; change it if the run used another"));
    }
    m_form->addRow(label, box);
    return box;
}

void TrainingLogDialog::update()
{
    // What the user set here: a box the log does not state, where it differs from the plan's
    // value; the plan's own values go in as the plan's, so data::TrainingLog::measurement says
    // where each input came from and warns where the log and the plan disagree.
    const auto value = [](QSpinBox *box, const std::optional<int> &fromLog,
                          const std::optional<int> &fromPlan) -> std::optional<int> {
        if (box == nullptr || fromLog || box->value() < 1 || (fromPlan && *fromPlan == box->value())) {
            return std::nullopt;
        }
        return box->value();
    };
    const auto planValue = [](QSpinBox *box, const std::optional<int> &fromPlan) -> std::optional<int> {
        return box != nullptr && box->value() >= 1 ? fromPlan : std::nullopt; // a cleared box is "needed"
    };
    data::TrainingLogFacts given;
    given.gpus = value(m_gpus, m_report.gpus, std::nullopt);
    given.gpusPerNode = value(m_gpusPerNode, std::nullopt, m_plan.gpusPerNode);
    given.sequenceLength = value(m_sequence, m_report.sequenceLength, m_plan.sequenceLength);
    given.globalBatchSequences = value(m_batch, m_report.globalBatchSequences, m_plan.globalBatchSequences);
    given.stack = m_report.stack.isEmpty() ? m_stack->currentData().toString() : QString();
    data::TrainingLogFacts plan = m_plan;
    plan.gpusPerNode = planValue(m_gpusPerNode, m_plan.gpusPerNode);
    plan.sequenceLength = m_report.sequenceLength ? m_plan.sequenceLength : planValue(m_sequence, m_plan.sequenceLength);
    plan.globalBatchSequences =
        m_report.globalBatchSequences ? m_plan.globalBatchSequences : planValue(m_batch, m_plan.globalBatchSequences);
    const auto measured = data::TrainingLog::measurement(m_report, given, plan, m_fileName,
                                                         QDate::currentDate().toString(Qt::ISODate));
    const data::Texts texts;
    if (!measured) {
        m_measurement.reset();
        m_result->setText(tr("Needed: %1").arg(measured.error().message.toHtmlEscaped()));
    } else {
        m_measurement = measured.value();
        const model::Measurement &m = m_measurement->measurement;
        QString text = tr("Measurement: <b>%1, %2 tokens/s</b> (%3 per GPU).")
                           .arg(data::Texts::nodeCount(m.nodes))
                           .arg(texts.number(m.tokensPerSecond, 0), texts.number(m_measurement->tokensPerSecondPerGpu, 0));
        // Where the log and the plan disagree (data::TrainingLog::measurement's warnings).
        for (const QString &warning : m_measurement->warnings) {
            text += QStringLiteral("<br>") + tr("Warning: %1.").arg(warning.toHtmlEscaped());
        }
        if (!m_plan.stack.isEmpty() && !m.stack.empty() && QString::fromStdString(m.stack) != m_plan.stack) {
            text += QStringLiteral("<br>") + tr("The plan's layout runs on %1; a run of %2 cannot calibrate it.")
                                                 .arg(m_plan.stack, QString::fromStdString(m.stack));
            m_measurement.reset();
        }
        m_result->setText(text);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_measurement.has_value());
}

} // namespace capplan::views
