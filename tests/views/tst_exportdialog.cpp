// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export…: field validation gates the Export button, every checked file is written with
// the plan's numbers, and nothing is written when the settings are bad; the files are named after
// the plan, the dialog keeps its size, the last folder is remembered, and one node is "1 node".
#include "data/store/CatalogStore.h"
#include "data/export/Exporters.h"
#include "model/Evaluate.h"
#include "data/store/Settings.h"
#include "views/export/ExportDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QComboBox>
#include <QGroupBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QMap>
#include <QTest>

#include <memory>

using namespace capplan;
using Kind = views::ExportDialog::Kind;

class TestExportDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void badClusterNameBlocksExport_data();
    void badClusterNameBlocksExport();
    void writesEveryCheckedFile();
    void missingFolderBlocksExport();
    void targetChoosesTheFiles_data();
    void targetChoosesTheFiles();
    void tierTheTargetLacksBlocksExport();
    void fileNamesFollowThePlansName_data();
    void fileNamesFollowThePlansName();
    void twoPlansTwoFileNames();
    void typedBaseNameIsAFileName();
    void sizeStaysAfterShow_data();
    void sizeStaysAfterShow();
    void lastFolderIsRemembered();
    void oneNodeIsSingular();
    void oneGpuAndOneCoreAreSingular();

private:
    // Every text the dialog shows: labels, titles, check boxes, buttons, combo items, spin boxes.
    static QStringList shownTexts(const QWidget &dialog);

    model::Catalog m_catalog;
    model::PlanSpec m_spec;
    model::Evaluation m_evaluation;
    QTemporaryDir m_settingsDir;
    int m_settingsCount = 0;
    // Each test's own store for the last folder, never the user's.
    std::unique_ptr<data::Settings> m_settings;
};

void TestExportDialog::initTestCase()
{
    // A dialog without settings of its own uses the application's store: in test mode that is
    // ~/.qttest, not the user's configuration.
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_settingsDir.isValid());
    m_catalog = data::CatalogStore::embeddedDefault().value();
    m_spec = model::examplePlan();
    m_evaluation = model::evaluate(m_spec, m_catalog, "2026-11-30");
    QVERIFY(m_evaluation.ok());
}

void TestExportDialog::init()
{
    m_settings = std::make_unique<data::Settings>(
        m_settingsDir.filePath(QStringLiteral("settings-%1.ini").arg(++m_settingsCount)));
}

void TestExportDialog::cleanup()
{
    m_settings.reset();
}

QStringList TestExportDialog::shownTexts(const QWidget &dialog)
{
    QStringList texts;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        texts << label->text();
    }
    for (const QGroupBox *group : dialog.findChildren<QGroupBox *>()) {
        texts << group->title();
    }
    for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>()) {
        texts << button->text();
    }
    for (const QComboBox *combo : dialog.findChildren<QComboBox *>()) {
        for (int i = 0; i < combo->count(); ++i) {
            texts << combo->itemText(i);
        }
    }
    for (const QAbstractSpinBox *spin : dialog.findChildren<QAbstractSpinBox *>()) {
        texts << spin->text();
    }
    return texts;
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
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.path(), *m_settings);
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
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.path(), *m_settings);
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
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.filePath(QStringLiteral("missing")), *m_settings);
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
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.path(), *m_settings);
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
    // Only the fields the backend's files read are shown (the label goes with its field).
    const auto shown = [&dialog](const char *name) {
        auto *field = dialog.findChild<QWidget *>(QLatin1String(name));
        return field != nullptr && !field->isHidden();
    };
    const auto t = static_cast<model::ComputeTarget>(target);
    QCOMPARE(shown("clusterName"), t == model::ComputeTarget::Kubernetes);
    QCOMPARE(shown("distribution"), t == model::ComputeTarget::Serverless);
    QCOMPARE(shown("datastore"), t == model::ComputeTarget::Serverless);
    QCOMPARE(shown("displayName"), t == model::ComputeTarget::Serverless);
    QCOMPARE(shown("codeFolder"), t != model::ComputeTarget::Kubernetes);
    QCOMPARE(shown("environment"), t != model::ComputeTarget::Slurm);
    QVERIFY(shown("command") && shown("checkpointPath") && shown("timeoutMargin") && shown("launcher"));
    dialog.targetCombo()->setCurrentIndex(dialog.targetCombo()->findData(int(model::ComputeTarget::Cluster)));
    QVERIFY(shown("clusterName") && shown("distribution") && shown("datastore") && shown("experimentName"));
    dialog.targetCombo()->setCurrentIndex(dialog.targetCombo()->findData(target));
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
    views::ExportDialog dialog(spec, ev, m_catalog, dir.path(), *m_settings);
    QCOMPARE(int(dialog.target()), int(model::ComputeTarget::Serverless));
    QVERIFY(dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    dialog.launcherCombo()->setCurrentIndex(dialog.launcherCombo()->findData(int(model::Launcher::DeepSpeed)));
    QCOMPARE(int(dialog.jobSettings().launcher), int(model::Launcher::DeepSpeed));
    dialog.targetCombo()->setCurrentIndex(dialog.targetCombo()->findData(int(model::ComputeTarget::Slurm)));
    QVERIFY(!dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY2(dialog.issuesLabel()->text().contains(QStringLiteral("\"spot\" is a queue of serverless")),
             qPrintable(dialog.issuesLabel()->text()));
}

void TestExportDialog::fileNamesFollowThePlansName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("stem");
    QTest::newRow("the example") << "sft-7b-2node" << "sft-7b-2node";
    QTest::newRow("spaces, colon, slash") << "Llama 70B: pretrain/eu" << "Llama-70B-pretrain-eu";
    QTest::newRow("hyphen between spaces") << "a - b" << "a-b";
    QTest::newRow("hyphens kept") << "a--b_c.v2" << "a--b_c.v2";
    QTest::newRow("ends trimmed") << "  Mixtral 8x7B (LoRA)?  " << "Mixtral-8x7B-(LoRA)";
    QTest::newRow("windows characters") << R"(a<b>c"d\e|f*g)" << "a-b-c-d-e-f-g";
    QTest::newRow("control characters") << "tab\tand\nnewline" << "tab-and-newline";
    QTest::newRow("hidden file") << ".hidden plan." << "hidden-plan";
    QTest::newRow("not an option") << "--rm" << "rm";
    QTest::newRow("umlauts kept") << "Größe 1" << "Größe-1";
    QTest::newRow("device name") << "con" << "plan-con";
    QTest::newRow("device name with a suffix") << "LPT1.final" << "plan-LPT1.final";
    QTest::newRow("empty") << "" << "plan";
    QTest::newRow("nothing left") << " ./ " << "plan";
    QTest::newRow("long") << QString(100, QLatin1Char('x')) << QString(64, QLatin1Char('x'));
}

void TestExportDialog::fileNamesFollowThePlansName()
{
    QFETCH(QString, name);
    QFETCH(QString, stem);
    QCOMPARE(views::ExportDialog::fileStem(name), stem);
    model::PlanSpec spec = m_spec;
    spec.name = name.toStdString();
    QTemporaryDir dir;
    views::ExportDialog dialog(spec, m_evaluation, m_catalog, dir.path(), *m_settings);
    // An unnamed plan is exported under a name made of what it trains (model::exportName): the
    // example without a model is named by its size, never "plan".
    if (spec.name.empty()) {
        stem = QStringLiteral("nd96isr-h100-v5");
    }
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("baseName"))->text(), stem);
    const QMap<Kind, QString> files = dialog.plannedFiles();
    QCOMPARE(files.value(Kind::Job), QDir(dir.path()).filePath(stem + QStringLiteral(".job.json")));
    QCOMPARE(QFileInfo(files.value(Kind::Report)).fileName(), stem + QStringLiteral(".pdf"));
    QCOMPARE(QFileInfo(files.value(Kind::Csv)).fileName(), stem + QStringLiteral(".csv"));
}

void TestExportDialog::twoPlansTwoFileNames()
{
    QTemporaryDir dir;
    model::PlanSpec other = m_spec;
    other.name = "Llama 3 70B pretrain";
    const model::Evaluation otherEvaluation = model::evaluate(other, m_catalog, "2026-11-30");
    QVERIFY(otherEvaluation.ok());
    views::ExportDialog example(m_spec, m_evaluation, m_catalog, dir.path(), *m_settings);
    views::ExportDialog llama(other, otherEvaluation, m_catalog, dir.path(), *m_settings);
    QCOMPARE(QFileInfo(example.plannedFiles().value(Kind::Job)).fileName(), QStringLiteral("sft-7b-2node.job.json"));
    QCOMPARE(QFileInfo(llama.plannedFiles().value(Kind::Job)).fileName(),
             QStringLiteral("Llama-3-70B-pretrain.job.json"));
    QVERIFY(llama.exportFiles(false));
    QStringList written;
    for (const QString &path : llama.writtenFiles()) {
        written << QFileInfo(path).fileName();
    }
    written.sort();
    QCOMPARE(written, (QStringList{QStringLiteral("Llama-3-70B-pretrain.checklist.md"),
                                   QStringLiteral("Llama-3-70B-pretrain.compute.json"),
                                   QStringLiteral("Llama-3-70B-pretrain.csv"),
                                   QStringLiteral("Llama-3-70B-pretrain.job.json"),
                                   QStringLiteral("Llama-3-70B-pretrain.pdf"),
                                   QStringLiteral("Llama-3-70B-pretrain.quota.json"),
                                   QStringLiteral("Llama-3-70B-pretrain.submit.sh")}));
}

void TestExportDialog::typedBaseNameIsAFileName()
{
    QTemporaryDir dir;
    views::ExportDialog dialog(m_spec, m_evaluation, m_catalog, dir.path(), *m_settings);
    auto *base = dialog.findChild<QLineEdit *>(QStringLiteral("baseName"));
    base->clear();
    QTest::keyClicks(base, QStringLiteral("my plan/v2: final"));
    QCOMPARE(QFileInfo(dialog.plannedFiles().value(Kind::Job)).fileName(), QStringLiteral("my-plan-v2-final.job.json"));
    base->clear();
    QCOMPARE(QFileInfo(dialog.plannedFiles().value(Kind::Job)).fileName(), QStringLiteral("plan.job.json"));
}

void TestExportDialog::sizeStaysAfterShow_data()
{
    QTest::addColumn<bool>("oneNode");
    QTest::newRow("example plan") << false;
    QTest::newRow("one node") << true;
}

void TestExportDialog::sizeStaysAfterShow()
{
    QFETCH(bool, oneNode);
    model::PlanSpec spec = m_spec;
    if (oneNode) {
        spec.nodes = {1};
    }
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.ok());
    QTemporaryDir dir;
    views::ExportDialog dialog(spec, ev, m_catalog, dir.path(), *m_settings);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCoreApplication::processEvents();
    const QSize opened = dialog.size();
    // Each target shows its own fields (ExportDialog::showTargetFiles), so each has its own size
    // hint; within a target nothing may change it, and no target may need more than the window has.
    QMap<int, QSize> hints{{int(dialog.target()), dialog.sizeHint()}};
    QVERIFY(!dialog.issuesLabel()->isVisible());
    int step = 0;
    const auto same = [&](const QString &what) {
        QCoreApplication::processEvents();
        ++step;
        const QSize hint = hints.value(int(dialog.target()), dialog.sizeHint());
        hints.insert(int(dialog.target()), hint);
        const QSize least = dialog.minimumSizeHint();
        const bool fits = least.width() <= opened.width() && least.height() <= opened.height();
        if (dialog.size() != opened || dialog.sizeHint() != hint || !fits) {
            qWarning("after %s: size %dx%d, hint %dx%d, minimum %dx%d", qPrintable(what), dialog.width(),
                     dialog.height(), dialog.sizeHint().width(), dialog.sizeHint().height(), least.width(),
                     least.height());
        }
        return dialog.size() == opened && dialog.sizeHint() == hint && fits;
    };
    // Every file off and on again: "Choose at least one file to write." comes and goes.
    const QList<Kind> kinds = {Kind::Job,       Kind::Compute, Kind::Submit, Kind::SubmitPython, Kind::Quota,
                               Kind::QuotaText, Kind::Checklist, Kind::Report, Kind::Csv,        Kind::DeepSpeed};
    const auto click = [&](Kind kind) {
        QCheckBox *box = dialog.checkBox(kind);
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
        return same(box->text());
    };
    QList<Kind> wereChecked;
    for (Kind kind : kinds) {
        if (dialog.checkBox(kind)->isChecked()) {
            wereChecked << kind;
        }
        QVERIFY(click(kind)); // on and off again, or off
        if (!wereChecked.contains(kind)) {
            QVERIFY(click(kind));
        }
    }
    QVERIFY(dialog.plannedFiles().isEmpty());
    QVERIFY(dialog.issuesLabel()->isVisible());
    QCOMPARE(dialog.issuesLabel()->text(), QStringLiteral("Choose at least one file to write."));
    for (Kind kind : wereChecked) {
        QVERIFY(click(kind));
    }
    QVERIFY(!dialog.issuesLabel()->isVisible());
    // Every target (other files, a longer title and summary), launcher, distribution and node count.
    for (QComboBox *combo : {dialog.targetCombo(), dialog.launcherCombo(),
                             dialog.findChild<QComboBox *>(QStringLiteral("distribution")),
                             dialog.findChild<QComboBox *>(QStringLiteral("exportNodes")),
                             dialog.findChild<QComboBox *>(QStringLiteral("paper"))}) {
        QVERIFY(combo != nullptr);
        const int was = combo->currentIndex();
        for (int i = 0; i < combo->count(); ++i) {
            combo->setFocus();
            combo->setCurrentIndex(i);
            QVERIFY2(same(combo->currentText()), qPrintable(combo->currentText()));
        }
        combo->setCurrentIndex(was);
        QVERIFY(same(combo->objectName()));
    }
    // Invalid fields: a red frame and an issue each.
    for (const char *name : {"clusterName", "experimentName", "environment", "checkpointPath", "datastore"}) {
        auto *edit = dialog.findChild<QLineEdit *>(QString::fromLatin1(name));
        QVERIFY(edit != nullptr);
        const QString was = edit->text();
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("not valid: spaces and a colon, and rather long at that"));
        QVERIFY2(same(QString::fromLatin1(name)), name);
        QVERIFY(dialog.issuesLabel()->isVisible());
        edit->setText(was);
        QVERIFY2(same(QString::fromLatin1(name)), name);
    }
    // All of them at once, with a missing folder and malformed inputs: the issues scroll.
    for (const char *name : {"clusterName", "experimentName", "environment", "checkpointPath", "datastore"}) {
        dialog.findChild<QLineEdit *>(QString::fromLatin1(name))->setText(QStringLiteral("not valid: spaces"));
    }
    dialog.folderEdit()->setText(dir.filePath(QStringLiteral("missing")));
    dialog.findChild<QPlainTextEdit *>(QStringLiteral("inputs"))->setPlainText(QStringLiteral("no equals sign"));
    QVERIFY(same(QStringLiteral("every issue")));
    QVERIFY(dialog.issuesLabel()->text().count(QLatin1Char('\n')) >= 6);
    QVERIFY(!dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(step > 30);
}

void TestExportDialog::lastFolderIsRemembered()
{
    QTemporaryDir suggested;
    QTemporaryDir chosen;
    const QString ini = m_settingsDir.filePath(QStringLiteral("remembered.ini"));
    {
        data::Settings settings(ini);
        {
            views::ExportDialog first(m_spec, m_evaluation, m_catalog, suggested.path(), settings);
            QCOMPARE(first.folder(), suggested.path()); // nothing remembered yet
            first.folderEdit()->clear();
            QTest::keyClicks(first.folderEdit(), chosen.path());
            QVERIFY(first.exportFiles(false));
            QCOMPARE(QFileInfo(first.writtenFiles().value(0)).absolutePath(), chosen.path());
        }
        // The next dialog starts where the last export went, not at the suggested folder.
        views::ExportDialog second(m_spec, m_evaluation, m_catalog, suggested.path(), settings);
        QCOMPARE(second.folder(), chosen.path());
        QCOMPARE(second.folderEdit()->text(), QDir::toNativeSeparators(chosen.path()));
        // An export that fails (the folder is missing) remembers nothing.
        second.folderEdit()->setText(suggested.filePath(QStringLiteral("missing")));
        QVERIFY(!second.exportFiles(false));
    }
    {
        // A new read of the store, as after a restart.
        data::Settings settings(ini);
        QCOMPARE(settings.exportFolder(), chosen.path());
        views::ExportDialog third(m_spec, m_evaluation, m_catalog, suggested.path(), settings);
        QCOMPARE(third.folder(), chosen.path());
        QVERIFY(third.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    }
    // A remembered folder that is gone gives way to the suggested one.
    QVERIFY(chosen.remove());
    data::Settings settings(ini);
    views::ExportDialog fourth(m_spec, m_evaluation, m_catalog, suggested.path(), settings);
    QCOMPARE(fourth.folder(), suggested.path());
}

void TestExportDialog::oneNodeIsSingular()
{
    model::PlanSpec spec = m_spec;
    spec.nodes = {1, 2};
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.ok());
    QTemporaryDir dir;
    views::ExportDialog dialog(spec, ev, m_catalog, dir.path(), *m_settings);
    auto *nodes = dialog.findChild<QComboBox *>(QStringLiteral("exportNodes"));
    QCOMPARE(nodes->count(), 2);
    QCOMPARE(nodes->itemText(0), QStringLiteral("1 node — 21.0 h, $2,058"));
    QCOMPARE(nodes->itemText(1), QStringLiteral("2 nodes (recommended) — 12.4 h, $2,421"));
    auto *summary = dialog.findChild<QLabel *>(QStringLiteral("exportSummary"));
    QCOMPARE(summary->text(),
             QStringLiteral("World size 16 (2 nodes × 8 GPUs), 192 quota cores of standardNDSH100v5Family in eastus."));
    nodes->setCurrentIndex(0);
    QCOMPARE(dialog.nodes(), 1);
    QCOMPARE(summary->text(),
             QStringLiteral("World size 8 (1 node × 8 GPUs), 96 quota cores of standardNDSH100v5Family in eastus."));
    static const QRegularExpression plural(QStringLiteral("\\b1 (nodes|GPUs|cores)\\b"));
    for (const QString &text : shownTexts(dialog)) {
        QVERIFY2(!plural.match(text).hasMatch(), qPrintable(text));
    }
}

void TestExportDialog::oneGpuAndOneCoreAreSingular()
{
    // NC24ads A100 v4: one GPU and 24 vCPUs a node.
    model::PlanSpec spec = m_spec;
    spec.name = "one-gpu";
    spec.sku = "Standard_NC24ads_A100_v4";
    spec.pricePerNodeHour.reset();
    spec.nodes = {1, 2};
    spec.deadlineHours.reset();
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.ok());
    QTemporaryDir dir;
    views::ExportDialog dialog(spec, ev, m_catalog, dir.path(), *m_settings);
    auto *nodes = dialog.findChild<QComboBox *>(QStringLiteral("exportNodes"));
    auto *summary = dialog.findChild<QLabel *>(QStringLiteral("exportSummary"));
    nodes->setCurrentIndex(nodes->findData(1));
    QCOMPARE(summary->text(),
             QStringLiteral("World size 1 (1 node × 1 GPU), 24 quota cores of standardNCADSA100v4Family in eastus."));
    nodes->setCurrentIndex(nodes->findData(2));
    QCOMPARE(summary->text(),
             QStringLiteral("World size 2 (2 nodes × 1 GPU), 48 quota cores of standardNCADSA100v4Family in eastus."));
    // The quota headroom: "1 core", "2 cores".
    auto *headroom = dialog.findChild<QSpinBox *>(QStringLiteral("quotaHeadroom"));
    headroom->setValue(1);
    QCOMPARE(headroom->text(), QStringLiteral("1 core"));
    QCOMPARE(summary->text(),
             QStringLiteral("World size 2 (2 nodes × 1 GPU), 49 quota cores of standardNCADSA100v4Family in eastus."));
    headroom->setValue(2);
    QCOMPARE(headroom->text(), QStringLiteral("2 cores"));
    headroom->setValue(1);
    nodes->setCurrentIndex(nodes->findData(1));
    static const QRegularExpression plural(QStringLiteral("\\b1 (nodes|GPUs|cores)\\b"));
    for (const QString &text : shownTexts(dialog)) {
        QVERIFY2(!plural.match(text).hasMatch(), qPrintable(text));
    }
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
