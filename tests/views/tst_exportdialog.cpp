// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export…: field validation gates the Export button, every checked file is written with
// the plan's numbers, and nothing is written when the settings are bad.
#include "data/store/CatalogStore.h"
#include "data/export/Exporters.h"
#include "model/Evaluate.h"
#include "views/export/ExportDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QComboBox>
#include <QTemporaryDir>
#include <QTest>

using namespace capplan;
using Kind = views::ExportDialog::Kind;

class TestExportDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void badClusterNameBlocksExport_data();
    void badClusterNameBlocksExport();
    void writesEveryCheckedFile();
    void missingFolderBlocksExport();
    void targetChoosesTheFiles_data();
    void targetChoosesTheFiles();
    void tierTheTargetLacksBlocksExport();

private:
    model::Catalog m_catalog;
    model::PlanSpec m_spec;
    model::Evaluation m_evaluation;
};

void TestExportDialog::initTestCase()
{
    m_catalog = data::CatalogStore::embeddedDefault().value();
    m_spec = model::examplePlan();
    m_evaluation = model::evaluate(m_spec, m_catalog, "2026-11-30");
    QVERIFY(m_evaluation.ok());
}

void TestExportDialog::badClusterNameBlocksExport_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("derived from the plan") << QString() << true;
    QTest::newRow("fine") << QStringLiteral("gpu-h100") << true;
    QTest::newRow("space") << QStringLiteral("gpu h100") << false;
    QTest::newRow("17 characters") << QStringLiteral("abcdefghijklmnopq") << false;
    QTest::newRow("starts with a digit") << QStringLiteral("1gpu") << false;
    QTest::newRow("empty") << QStringLiteral(" ") << false;
}

void TestExportDialog::badClusterNameBlocksExport()
{
    QFETCH(QString, name);
    QFETCH(bool, accepted);
    QTemporaryDir dir;
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.path());
    if (!name.isEmpty()) {
        dialog.clusterNameEdit()->clear();
        QTest::keyClicks(dialog.clusterNameEdit(), name);
    }
    QCOMPARE(dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled(), accepted);
    QCOMPARE(dialog.issuesLabel()->isVisibleTo(&dialog), !accepted);
    if (!accepted) {
        QVERIFY2(dialog.issuesLabel()->text().contains(QStringLiteral("azureml.cluster_name")),
                 qPrintable(dialog.issuesLabel()->text()));
        QVERIFY(!dialog.exportFiles(false));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }
}

void TestExportDialog::writesEveryCheckedFile()
{
    QTemporaryDir dir;
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.path());
    for (Kind kind : {Kind::SubmitPython, Kind::QuotaText}) {
        dialog.checkBox(kind)->setChecked(true);
    }
    QVERIFY(dialog.exportFiles(false));
    QCOMPARE(dialog.writtenFiles().size(), 9);
    const QMap<Kind, QString> files = dialog.plannedFiles();
    for (const QString &path : files) {
        QVERIFY2(QFileInfo(path).size() > 0, qPrintable(path));
    }
    QFile job(files.value(Kind::Job));
    QVERIFY(job.open(QIODevice::ReadOnly));
    const QByteArray jobText = job.readAll();
    // The recommended 2 nodes of 8 GPUs, one process per GPU.
    QVERIFY(jobText.contains("\"instance_count\": 2"));
    QVERIFY(jobText.contains("\"process_count_per_instance\": 8"));
    QVERIFY(jobText.contains("NCCL_DEBUG"));
    QFile csv(files.value(Kind::Csv));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const auto rows = data::Exporters::parseOptionsCsv(csv.readAll());
    QVERIFY(rows.ok());
    QCOMPARE(rows.value().size(), std::size_t(3));
    QCOMPARE(rows.value()[1].cost, m_evaluation.options[1].cost); // exactly, not rounded
    QFile pdf(files.value(Kind::Report));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5).startsWith("%PDF"));
    // Exporting again replaces the files (the prompt is skipped here).
    QVERIFY(dialog.exportFiles(false));
}

void TestExportDialog::missingFolderBlocksExport()
{
    QTemporaryDir dir;
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.filePath(QStringLiteral("missing")));
    QVERIFY(!dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(dialog.issuesLabel()->text().contains(QStringLiteral("does not exist")));
    dialog.folderEdit()->setText(dir.path());
    QVERIFY(dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
}

void TestExportDialog::targetChoosesTheFiles_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("kind");     // the target's own file, checked by default
    QTest::addColumn<QString>("needle"); // what that file must say for the recommended 2 nodes
    QTest::addColumn<int>("files");      // written with the defaults: own + quota, checklist, report, csv
    QTest::newRow("serverless") << int(model::ComputeTarget::Serverless) << int(Kind::ServerlessJob)
                                << "\"instance_count\": 2" << 5;
    QTest::newRow("slurm") << int(model::ComputeTarget::Slurm) << int(Kind::Slurm) << "#SBATCH --nodes=2" << 5;
    QTest::newRow("kubernetes") << int(model::ComputeTarget::Kubernetes) << int(Kind::Kubernetes)
                                << "\"nprocPerNode\": \"8\"" << 5;
}

void TestExportDialog::targetChoosesTheFiles()
{
    QFETCH(int, target);
    QFETCH(int, kind);
    QFETCH(QString, needle);
    QFETCH(int, files);
    QTemporaryDir dir;
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.path());
    QCOMPARE(int(dialog.target()), int(model::ComputeTarget::Cluster)); // the plan's
    QVERIFY(dialog.plannedFiles().contains(Kind::Job));
    dialog.targetCombo()->setCurrentIndex(dialog.targetCombo()->findData(target));
    QCOMPARE(int(dialog.target()), target);
    const QMap<Kind, QString> planned = dialog.plannedFiles();
    QVERIFY(!planned.contains(Kind::Job));
    QVERIFY(!planned.contains(Kind::Compute));
    QVERIFY(planned.contains(static_cast<Kind>(kind)));
    QVERIFY(dialog.checkBox(Kind::Job)->isHidden());
    QVERIFY(!dialog.checkBox(static_cast<Kind>(kind))->isHidden());
    QVERIFY(dialog.exportFiles(false));
    QCOMPARE(dialog.writtenFiles().size(), files);
    QFile own(planned.value(static_cast<Kind>(kind)));
    QVERIFY(own.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(own.readAll()).contains(needle));
    // The checklist is the target's.
    QFile checklist(planned.value(Kind::Checklist));
    QVERIFY(checklist.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(checklist.readAll()).contains(QStringLiteral("## Target: ")));
}

void TestExportDialog::tierTheTargetLacksBlocksExport()
{
    model::PlanSpec spec = m_spec;
    spec.compute = model::ComputeTarget::Serverless;
    spec.tier = model::Tier::Spot;
    spec.pricePerNodeHour = 18.169536; // the default catalog has no Spot price yet
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.ok());
    QTemporaryDir dir;
    views::ExportDialog dialog(spec, ev, m_catalog, dir.path());
    QCOMPARE(int(dialog.target()), int(model::ComputeTarget::Serverless));
    QVERIFY(dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    dialog.launcherCombo()->setCurrentIndex(dialog.launcherCombo()->findData(int(model::Launcher::DeepSpeed)));
    QCOMPARE(int(dialog.jobSettings().launcher), int(model::Launcher::DeepSpeed));
    dialog.targetCombo()->setCurrentIndex(dialog.targetCombo()->findData(int(model::ComputeTarget::Slurm)));
    QVERIFY(!dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY2(dialog.issuesLabel()->text().contains(QStringLiteral("\"spot\" is a queue of serverless")),
             qPrintable(dialog.issuesLabel()->text()));
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
