// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File → Import Training Log…: the dialog shows what the log states as read-only, fills the rest
// from the plan, and offers a measurement only when every input it needs is there and the stack
// is the plan's.
#include "views/main/TrainingLogDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace capplan;

namespace {

data::TrainingLogReport parsed(const QByteArray &text)
{
    auto r = data::TrainingLog::parse(text, QStringLiteral("run.log"));
    return r.ok() ? r.value() : data::TrainingLogReport{};
}

QPushButton *okButton(QDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

} // namespace

class TestTrainingLogDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fromTheLogAndThePlan();
    void asksForWhatIsMissing();
    void refusesAnotherStack();
};

void TestTrainingLogDialog::fromTheLogAndThePlan()
{
    // torchtitan: tokens/s per GPU; the GPU count is the user's, GPUs per node the plan's.
    data::TrainingLogFacts plan;
    plan.gpusPerNode = 8;
    plan.stack = QStringLiteral("fsdp");
    views::TrainingLogDialog dialog(QStringLiteral("run.log"),
                                    parsed("step: 1  tps: 1,000\nstep: 2  tps: 5,432\nstep: 3  tps: 5,440\n"), plan);
    auto *gpus = dialog.findChild<QSpinBox *>(QStringLiteral("logGpus"));
    auto *perNode = dialog.findChild<QSpinBox *>(QStringLiteral("logGpusPerNode"));
    QVERIFY(gpus && perNode);
    // Tokens per GPU need neither a sequence length nor a batch.
    QVERIFY(!dialog.findChild<QSpinBox *>(QStringLiteral("logSequence")));
    QVERIFY(!dialog.findChild<QSpinBox *>(QStringLiteral("logBatch")));
    QCOMPARE(perNode->value(), 8);
    QVERIFY(!okButton(dialog)->isEnabled()); // the GPU count is missing
    gpus->setValue(32);
    QVERIFY(okButton(dialog)->isEnabled());
    QVERIFY(dialog.measurement());
    QCOMPARE(dialog.measurement()->measurement.nodes, 4);
    QCOMPARE(dialog.measurement()->measurement.tokensPerSecond, 5436.0 * 32);
    // The stack came from the log's format: shown, not editable.
    auto *stack = dialog.findChild<QComboBox *>(QStringLiteral("logStack"));
    QCOMPARE(stack->currentData().toString(), QStringLiteral("fsdp"));
    QVERIFY(!stack->isEnabled());
}

void TestTrainingLogDialog::asksForWhatIsMissing()
{
    // Megatron-LM with its world size and batch but no sequence length: the plan's fills it in.
    data::TrainingLogFacts plan;
    plan.gpusPerNode = 8;
    plan.sequenceLength = 4096;
    plan.globalBatchSequences = 1024;
    const QByteArray text = "using world size: 16, data-parallel size: 2\n"
                            " iteration 10/ 100 | elapsed time per iteration (ms): 2000.0 | global batch size: 512 |\n";
    views::TrainingLogDialog dialog(QStringLiteral("run.log"), parsed(text), plan);
    auto *gpus = dialog.findChild<QSpinBox *>(QStringLiteral("logGpus"));
    auto *batch = dialog.findChild<QSpinBox *>(QStringLiteral("logBatch"));
    auto *sequence = dialog.findChild<QSpinBox *>(QStringLiteral("logSequence"));
    QVERIFY(gpus->isReadOnly() && batch->isReadOnly() && !sequence->isReadOnly());
    QCOMPARE(gpus->value(), 16);
    QCOMPARE(batch->value(), 512);
    QCOMPARE(sequence->value(), 4096);
    QVERIFY(okButton(dialog)->isEnabled());
    QCOMPARE(dialog.measurement()->measurement.nodes, 2);
    QCOMPARE(dialog.measurement()->measurement.tokensPerSecond, 512.0 * 4096 / 2.0);
    // The log's batch is not the plan's: said, not refused.
    const QString text2 = dialog.findChild<QLabel *>(QStringLiteral("logMeasurement"))->text();
    QVERIFY2(text2.contains(QStringLiteral("512")) && text2.contains(QLocale().toString(1024)), qPrintable(text2));
    dialog.adjustSize();
    QVERIFY(dialog.grab().save(QDir::temp().filePath(QStringLiteral("capplan-traininglog-dialog.png"))));
    sequence->setValue(0); // "needed"
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(!dialog.measurement());
}

void TestTrainingLogDialog::refusesAnotherStack()
{
    data::TrainingLogFacts plan;
    plan.gpusPerNode = 8;
    plan.stack = QStringLiteral("megatron");
    views::TrainingLogDialog dialog(QStringLiteral("run.log"), parsed("step: 1  tps: 5,432\n"), plan);
    dialog.findChild<QSpinBox *>(QStringLiteral("logGpus"))->setValue(8);
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("logMeasurement"))->text().contains(QStringLiteral("megatron")));
}

QTEST_MAIN(TestTrainingLogDialog)
#include "tst_traininglogdialog.moc"
