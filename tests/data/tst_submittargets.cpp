// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The same plan for every compute target (data/export/SubmitTargets.h), each export checked by the
// real tool: the serverless job by Debian's Azure ML SDK where it applies and its REST body
// against the MachineLearningServices swagger's CommandJob; the Slurm script by a one-host Slurm
// (sbatch --test-only); the PyTorchJob against the Kubeflow training operator's CRD schema.
#include "data/export/Report.h"
#include "data/export/SubmitTargets.h"
#include "data/formats/PlanFile.h"
#include "data/import/Importers.h"
#include "data/store/CatalogStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>
#include <map>
#include <random>
#include <nlohmann/json.hpp>

using namespace capplan;
using model::ComputeTarget;
using model::Tier;
using nlohmann::json;

Q_DECLARE_METATYPE(model::Tier)
Q_DECLARE_METATYPE(model::ComputeTarget)

namespace {

const data::Texts kEnglish{QLocale(QLocale::English, QLocale::UnitedStates)};
constexpr double kSpot = 18.169536; // ND96isr_H100_v5 eastus Spot, Retail Prices API, 2026-08-03

// The seeds' examples (docs/sources.md, s0-finetune-sizing and s2-azureml-compute): 168
// GPU-hours on ND96isr_H100_v5, 1/2/4 nodes at 100/85/75 %; 2 nodes are a world size of 16, 4
// nodes 384 quota cores. A fabric block states the layout: ZeRO-3, a global batch of 4,194,304
// tokens of 4,096 (1,024 sequences).
model::PlanSpec seedPlan(ComputeTarget compute, Tier tier)
{
    model::PlanSpec spec = model::examplePlan();
    spec.compute = compute;
    spec.tier = tier;
    spec.pricePerNodeHour.reset();
    spec.deadlineHours.reset();
    return spec;
}

model::Catalog catalogWithSpot()
{
    auto catalog = data::CatalogStore::embeddedDefault();
    if (!catalog) {
        qFatal("%s", qPrintable(catalog.error().toLine()));
    }
    model::Catalog c = catalog.value();
    const model::Price *dedicated = c.findPrice("Standard_ND96isr_H100_v5", "eastus", Tier::Dedicated, "USD");
    if (dedicated == nullptr) {
        qFatal("the default catalog has no East US price for ND96isr_H100_v5");
    }
    model::Price spot = *dedicated;
    spot.tier = Tier::LowPriority; // as PriceImport files "… Spot" meters
    spot.kind = model::PriceKind::Spot;
    spot.perNodeHour.value = kSpot;
    c.prices.push_back(spot);
    return c;
}

data::ExportInput exportInput(const model::PlanSpec &spec, const model::Catalog &catalog, int nodes,
                              model::JobSettings job = model::defaultJobSettings("sft-7b-2node"))
{
    const model::Evaluation ev = model::evaluate(spec, catalog, "2026-11-30");
    auto in = data::Exporters::input(spec, ev, catalog, job, nodes);
    if (!in) {
        qFatal("%s", qPrintable(in.error().toLine()));
    }
    return in.value();
}

json parsed(const data::Result<QByteArray> &bytes)
{
    if (!bytes) {
        qWarning("%s", qPrintable(bytes.error().toLine()));
        return json();
    }
    return json::parse(bytes.value().constData());
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

struct Run {
    int exitCode = -1;
    QString out;
    QString problem; // why it did not run at all
};

Run runTool(const QString &program, const QStringList &arguments, int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, arguments);
    Run r;
    if (!p.waitForStarted(10000)) {
        r.problem = QStringLiteral("cannot start %1: %2").arg(program, p.errorString());
        return r;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        r.problem = QStringLiteral("%1 did not finish in %2 s").arg(program).arg(timeoutMs / 1000);
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAll());
    return r;
}

QString source(const char *relative)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/") + QLatin1String(relative);
}

// The schema validator's one JSON line per file (tests/data/validate-schema.py).
std::map<QString, json> validateSchema(const QString &kind, const QString &schema, const QStringList &files,
                                       QString &problem)
{
    std::map<QString, json> results;
    const Run r = runTool(QStringLiteral("/usr/bin/python3"),
                          QStringList{source("tests/data/validate-schema.py"), kind, schema} + files);
    if (!r.problem.isEmpty() || r.exitCode == 2 || r.exitCode < 0) {
        problem = r.problem.isEmpty() ? QStringLiteral("validate-schema.py could not check the files (exit %1): %2 — "
                                                       "it needs Debian's python3-jsonschema and python3-yaml")
                                            .arg(r.exitCode)
                                            .arg(r.out.trimmed())
                                      : r.problem;
        return results;
    }
    for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const json item = json::parse(line.toStdString(), nullptr, false);
        if (item.is_discarded() || !item.contains("file")) {
            problem = QStringLiteral("validate-schema.py printed a line that is not its JSON: %1").arg(line);
            return results;
        }
        results[QString::fromStdString(item["file"].get<std::string>())] = item;
    }
    return results;
}

QString firstError(const json &result)
{
    if (!result.contains("errors") || result["errors"].empty()) {
        return {};
    }
    const json &e = result["errors"][0];
    return QString::fromStdString(e["path"].get<std::string>() + ": " + e["message"].get<std::string>()).left(400);
}


// Three layouts of three stacks, each exported at three node counts (docs/design.md, "Compute
// targets and launchers"): every file must carry the evaluated layout's numbers.
QByteArray layoutPlan(const char *which)
{
    const QByteArray head = R"({"format": "capacity-planner.plan", "version": 3, "name": "layout-export",
        "sku": "Standard_ND96isr_H100_v5", "region": "eastus", "tier": "dedicated", )";
    if (qstrcmp(which, "zero3") == 0) {
        // The full fine-tune of Llama 3.1 70B: ZeRO-3 on DeepSpeed, 1,024 × 4,096.
        return head + R"("model": {"preset": "llama-3.1-70b"}, "workload": {"tokens": 1e9},
            "layout": {"strategy": "zero3", "stack": "deepspeed", "micro_batch_size": 1, "global_batch_sequences": 1024,
                       "sequence_length": 4096, "recompute": "full", "fine_tuning": "full"},
            "nodes": [4, 8, 16], "deadline_hours": 48})";
    }
    if (qstrcmp(which, "hf") == 0) {
        // A LoRA of Llama 3.1 70B naming no stack: the Hugging Face Trainer (inferred) over ZeRO-3.
        return head + R"("model": {"preset": "llama-3.1-70b"}, "workload": {"tokens": 2e8},
            "layout": {"strategy": "zero3", "micro_batch_size": 2, "global_batch_sequences": 256,
                       "sequence_length": 4096, "recompute": "full", "fine_tuning": "lora", "lora_rank": 16},
            "nodes": [1, 2, 4], "deadline_hours": 48})";
    }
    if (qstrcmp(which, "hf-fsdp") == 0) {
        // A QLoRA of Llama 3.1 8B on the Trainer over FSDP.
        return head + R"("model": {"preset": "llama-3.1-8b"}, "workload": {"tokens": 1e8},
            "layout": {"strategy": "fsdp", "stack": "hf", "micro_batch_size": 4, "global_batch_sequences": 128,
                       "sequence_length": 2048, "fine_tuning": "qlora", "lora_rank": 32},
            "nodes": [1, 2], "deadline_hours": 48})";
    }
    if (qstrcmp(which, "megatron") == 0) {
        return head + R"("model": {"preset": "llama-3.1-70b"}, "workload": {"tokens": 1e11},
            "layout": {"tensor_parallel": 8, "pipeline_parallel": 4, "virtual_stages": 5, "sequence_parallel": true,
                       "strategy": "zero1", "stack": "megatron", "micro_batch_size": 1,
                       "global_batch_sequences": 512, "sequence_length": 8192, "recompute": "selective"},
            "nodes": [4, 8, 16], "deadline_hours": 336})";
    }
    return head + R"("model": {"preset": "llama-3.1-8b"}, "workload": {"tokens": 1e10},
        "layout": {"strategy": "fsdp", "stack": "fsdp", "micro_batch_size": 2, "global_batch_sequences": 256,
                   "sequence_length": 4096, "recompute": "full"},
        "nodes": [1, 2, 4], "deadline_hours": 100})";
}

model::PlanSpec loadedPlan(const QByteArray &json)
{
    auto spec = data::PlanFile::parse(json, QStringLiteral("layout.plan.json"));
    if (!spec) {
        qFatal("%s", qPrintable(spec.error().toLine()));
    }
    return spec.value();
}
} // namespace

class TestSubmitTargets : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fp8OnlyWherePriced_data();
    void fp8OnlyWherePriced();
    void launcherNoneAppendsNothing_data();
    void launcherNoneAppendsNothing();

    void serverlessJob_data();
    void serverlessJob();
    void serverlessSdkAcceptsWhatItKnows();
    void restBodyMatchesCommandJob_data();
    void restBodyMatchesCommandJob();
    void restSchemaCatchesMistakes_data();
    void restSchemaCatchesMistakes();

    void slurmScript_data();
    void slurmScript();
    void slurmAcceptsTheScripts();

    void kubernetesJob_data();
    void kubernetesJob();
    void kubernetesSchemaCatchesMistakes();

    void deepSpeedConfig_data();
    void deepSpeedConfig();
    void layoutExports_data();
    void layoutExports();
    void layoutJobsPassTheSdk();
    void readmeComputeTargetExample();
    void exportsAnyNodeCountThatFits();

    void checklistNamesTheEfficiencyReference_data();
    void checklistNamesTheEfficiencyReference();
    void refusals_data();
    void refusals();

    void quotaRequestByTarget_data();
    void quotaRequestByTarget();
    void checklistByTarget_data();
    void checklistByTarget();
    void precisionByGpu_data();
    void precisionByGpu();
    void exportName_data();
    void exportName();
    void deepSpeedConfigFileNamed();
    void accelerateConfigFollowsTheLayout_data();
    void accelerateConfigFollowsTheLayout();
    void everyChosenLayoutExportsWhatRuns_data();
    void everyChosenLayoutExportsWhatRuns();

    void planFieldsRoundTrip_data();
    void planFieldsRoundTrip();
    void planFieldErrors_data();
    void planFieldErrors();

    void durations_data();
    void durations();
    void spotPriceFromTheRetailPricesApi();
    void reportsNameTargetAndTier_data();
    void reportsNameTargetAndTier();

private:
    model::Catalog m_catalog;
    QTemporaryDir m_dir;
};

void TestSubmitTargets::initTestCase()
{
    m_catalog = catalogWithSpot();
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("src"))); // the jobs' code folder, for the SDK
}

void TestSubmitTargets::serverlessJob_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<QString>("jobTier");
    QTest::addColumn<int>("worldSize");
    QTest::addColumn<long long>("timeout");
    // timeout = ceil(1.25 · wall clock in minutes) · 60: 21.0 h → 1,575 min; 12.352941 h →
    // 926.47 → 927 min; 7.0 h → 525 min.
    QTest::newRow("1 node, standard") << 1 << Tier::Dedicated << "standard" << 8 << 94500LL;
    QTest::newRow("2 nodes, standard (seed)") << 2 << Tier::Dedicated << "standard" << 16 << 55620LL;
    QTest::newRow("2 nodes, spot") << 2 << Tier::Spot << "spot" << 16 << 55620LL;
    QTest::newRow("4 nodes, spot") << 4 << Tier::Spot << "spot" << 32 << 31500LL;
}

void TestSubmitTargets::serverlessJob()
{
    QFETCH(int, nodes);
    QFETCH(Tier, tier);
    QFETCH(QString, jobTier);
    QFETCH(int, worldSize);
    QFETCH(long long, timeout);
    const data::ExportInput in = exportInput(seedPlan(ComputeTarget::Serverless, tier), m_catalog, nodes);
    const json job = parsed(data::SubmitTargets::serverlessJobJson(in));
    QVERIFY(job.is_object());
    QVERIFY(!job.contains("compute")); // serverless: no compute
    QCOMPARE(job["type"].get<std::string>(), std::string("command"));
    QCOMPARE(job["resources"]["instance_type"].get<std::string>(), std::string("Standard_ND96isr_H100_v5"));
    QCOMPARE(job["resources"]["instance_count"].get<int>(), nodes);
    QCOMPARE(QString::fromStdString(job["queue_settings"]["job_tier"].get<std::string>()), jobTier);
    QCOMPARE(job["distribution"]["type"].get<std::string>(), std::string("pytorch"));
    QCOMPARE(job["distribution"]["process_count_per_instance"].get<int>(), 8);
    QCOMPARE(job["tags"]["world_size"].get<std::string>(), std::to_string(worldSize));
    QCOMPARE(job["environment_variables"]["NCCL_DEBUG"].get<std::string>(), std::string("INFO"));
    QCOMPARE(job["limits"]["timeout"].get<long long>(), timeout);
    QCOMPARE(job["outputs"]["checkpoints"]["path"].get<std::string>(),
             std::string("azureml://datastores/workspaceblobstore/paths/checkpoints/sft-7b-2node/"));
    QVERIFY(QString::fromStdString(job["command"].get<std::string>())
                .endsWith(QStringLiteral("--checkpoint-dir ${{outputs.checkpoints}}")));

    const json rest = parsed(data::SubmitTargets::serverlessJobRestBody(in));
    const json &p = rest["properties"];
    QCOMPARE(p["jobType"].get<std::string>(), std::string("Command"));
    QVERIFY(!p.contains("computeId"));
    QCOMPARE(p["resources"]["instanceType"].get<std::string>(), std::string("Standard_ND96isr_H100_v5"));
    QCOMPARE(p["resources"]["instanceCount"].get<int>(), nodes);
    QCOMPARE(p["queueSettings"]["jobTier"].get<std::string>(), tier == Tier::Spot ? "Spot" : "Standard");
    QCOMPARE(p["distribution"]["processCountPerInstance"].get<int>(), 8);
    QCOMPARE(QString::fromStdString(p["limits"]["timeout"].get<std::string>()),
             data::SubmitTargets::isoDuration(timeout));
}

void TestSubmitTargets::serverlessSdkAcceptsWhatItKnows()
{
    // Debian's azure-ai-ml 1.4.0 predates serverless jobs: it rejects a job without compute and
    // does not know queue_settings. It checks everything else: the test's variant of each exported
    // file (1) drops queue_settings and (2) names a compute, and the SDK must load it with the
    // exported instance type, count, distribution and variables.
    const QString shared = QStringLiteral(CAPPLAN_SHARED_DIR "/tools/azureml-validate");
    const QString validator = QFileInfo(shared).isFile() ? shared : source("tools/azureml-validate/azureml-validate");
    QStringList files;
    std::map<QString, int> expectedNodes;
    for (const int nodes : {1, 2, 4}) {
        for (const Tier tier : {Tier::Dedicated, Tier::Spot}) {
            const data::ExportInput in = exportInput(seedPlan(ComputeTarget::Serverless, tier), m_catalog, nodes);
            json job = parsed(data::SubmitTargets::serverlessJobJson(in));
            QVERIFY(job.contains("queue_settings"));
            job.erase("queue_settings");           // (1) unknown to the 1.4.0 schema
            job["compute"] = "azureml:serverless"; // (2) 1.4.0 requires a compute
            const QString path = m_dir.filePath(
                QStringLiteral("serverless-%1-%2.json").arg(nodes).arg(QLatin1String(model::toString(tier).data())));
            QVERIFY(writeFile(path, QByteArray::fromStdString(job.dump(2))));
            files.append(path);
            expectedNodes[path] = nodes;
        }
    }
    const Run r = runTool(validator, QStringList{QStringLiteral("job")} + files, 300000);
    QVERIFY2(r.problem.isEmpty(), qPrintable(r.problem));
    QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("azureml-validate exit %1: %2").arg(r.exitCode).arg(r.out)));
    int seen = 0;
    for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const json item = json::parse(line.toStdString(), nullptr, false);
        if (item.is_discarded() || !item.contains("file")) {
            continue;
        }
        const QString file = QString::fromStdString(item["file"].get<std::string>());
        QVERIFY2(item["valid"].get<bool>(), qPrintable(line));
        QCOMPARE(item["instance_count"].get<int>(), expectedNodes.at(file));
        QCOMPARE(item["instance_type"].get<std::string>(), std::string("Standard_ND96isr_H100_v5"));
        QCOMPARE(item["distribution"]["process_count_per_instance"].get<int>(), 8);
        ++seen;
    }
    QCOMPARE(seen, static_cast<int>(files.size()));
}

void TestSubmitTargets::restBodyMatchesCommandJob_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<bool>("withInputs");
    QTest::newRow("1 node standard") << 1 << Tier::Dedicated << false;
    QTest::newRow("2 nodes standard (seed)") << 2 << Tier::Dedicated << false;
    QTest::newRow("2 nodes spot") << 2 << Tier::Spot << false;
    QTest::newRow("4 nodes spot, inputs and variables") << 4 << Tier::Spot << true;
}

void TestSubmitTargets::restBodyMatchesCommandJob()
{
    QFETCH(int, nodes);
    QFETCH(Tier, tier);
    QFETCH(bool, withInputs);
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    if (withInputs) {
        job.inputs["corpus"] = "azureml:corpus-tok:3";
        job.command = "python train.py --data ${{inputs.corpus}}";
        job.environmentVariables["OMP_NUM_THREADS"] = "8";
        job.displayName = "SFT 7B";
    }
    const data::ExportInput in = exportInput(seedPlan(ComputeTarget::Serverless, tier), m_catalog, nodes, job);
    auto body = data::SubmitTargets::serverlessJobRestBody(in);
    QVERIFY(body.ok());
    const QString path = m_dir.filePath(
        QStringLiteral("rest-%1.json")
            .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'))));
    QVERIFY(writeFile(path, body.value()));
    QString problem;
    const auto results = validateSchema(
        QStringLiteral("rest"), source("tests/data/schemas/azure-ml/mfe-2025-09-01-commandjob.json"), {path}, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(results.count(path) == 1);
    QVERIFY2(results.at(path)["ok"].get<bool>(), qPrintable(firstError(results.at(path))));
}

void TestSubmitTargets::restSchemaCatchesMistakes_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    // Each row changes the valid body in one place; the schema must refuse it.
    QTest::newRow("misspelt jobTier") << "\"jobTier\""
                                      << "\"jobTeir\"";
    QTest::newRow("tier in lower case") << "\"Spot\""
                                        << "\"spot\"";
    QTest::newRow("unknown distribution") << "\"PyTorch\""
                                          << "\"Torch\"";
    QTest::newRow("misspelt instanceCount") << "\"instanceCount\""
                                            << "\"instance_count\"";
    QTest::newRow("count as text") << "\"instanceCount\": 2"
                                   << "\"instanceCount\": \"2\"";
    QTest::newRow("CLI's output type name") << "\"jobOutputType\""
                                            << "\"type\"";
}

void TestSubmitTargets::restSchemaCatchesMistakes()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    const data::ExportInput in = exportInput(seedPlan(ComputeTarget::Serverless, Tier::Spot), m_catalog, 2);
    QString body = QString::fromUtf8(data::SubmitTargets::serverlessJobRestBody(in).value());
    QVERIFY(body.contains(from));
    body.replace(from, to);
    const QString path = m_dir.filePath(QStringLiteral("rest-bad.json"));
    QVERIFY(writeFile(path, body.toUtf8()));
    QString problem;
    const auto results = validateSchema(
        QStringLiteral("rest"), source("tests/data/schemas/azure-ml/mfe-2025-09-01-commandjob.json"), {path}, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(results.count(path) == 1);
    QVERIFY(!results.at(path)["ok"].get<bool>());
}

void TestSubmitTargets::slurmScript_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("time");
    QTest::addColumn<int>("worldSize");
    // --time = ceil(1.25 · wall clock) in minutes: 1,575 min = 1-02:15:00; 927 min = 15:27:00;
    // 525 min = 08:45:00.
    QTest::newRow("1 node") << 1 << "1-02:15:00" << 8;
    QTest::newRow("2 nodes (seed: world size 16)") << 2 << "15:27:00" << 16;
    QTest::newRow("4 nodes") << 4 << "08:45:00" << 32;
}

void TestSubmitTargets::slurmScript()
{
    QFETCH(int, nodes);
    QFETCH(QString, time);
    QFETCH(int, worldSize);
    const data::ExportInput in = exportInput(seedPlan(ComputeTarget::Slurm, Tier::Dedicated), m_catalog, nodes);
    auto script = data::SubmitTargets::slurmScript(in);
    QVERIFY2(script.ok(), qPrintable(script.ok() ? QString() : script.error().toLine()));
    const QString s = QString::fromUtf8(script.value());
    QVERIFY(s.startsWith(QStringLiteral("#!/bin/bash\n")));
    QVERIFY(s.contains(QStringLiteral("\n#SBATCH --nodes=%1\n").arg(nodes)));
    QVERIFY(s.contains(QStringLiteral("\n#SBATCH --ntasks-per-node=8\n")));
    QVERIFY(s.contains(QStringLiteral("\n#SBATCH --gpus-per-node=8\n")));
    QVERIFY(s.contains(QStringLiteral("\n#SBATCH --cpus-per-task=12\n"))); // 96 vCPUs / 8 GPUs
    QVERIFY(s.contains(QStringLiteral("\n#SBATCH --exclusive\n")));
    QVERIFY(s.contains(QStringLiteral("\n#SBATCH --requeue\n")));
    QVERIFY(s.contains(QStringLiteral("\n#SBATCH --time=%1\n").arg(time)));
    QVERIFY(s.contains(QStringLiteral("export NCCL_DEBUG='INFO'\n")));
    QVERIFY(s.contains(QStringLiteral("export NCCL_IB_PCI_RELAXED_ORDERING=1\n")));
    QVERIFY(s.contains(QStringLiteral("Expected world size: %1 = %2 nodes x 8 processes").arg(worldSize).arg(nodes)));
    QVERIFY(
        s.contains(QStringLiteral("export CHECKPOINT_DIR=\"${CHECKPOINT_ROOT:-/shared}/checkpoints/sft-7b-2node\"")));
    QVERIFY(s.contains(QStringLiteral("RESUME_FROM=")));
    QVERIFY(s.contains(QStringLiteral("--checkpoint-dir \"$CHECKPOINT_DIR\"")));
    QVERIFY(!s.contains(QStringLiteral("${{"))); // no Azure ML binding left on Slurm
    QVERIFY(s.contains(QStringLiteral("\nsrun --kill-on-bad-exit=1")));
    // bash itself accepts the script.
    const QString path = m_dir.filePath(QStringLiteral("syntax-%1.sbatch").arg(nodes));
    QVERIFY(writeFile(path, script.value()));
    const Run bash = runTool(QStringLiteral("/bin/bash"), {QStringLiteral("-n"), path});
    QVERIFY2(bash.exitCode == 0, qPrintable(bash.out + bash.problem));
}

void TestSubmitTargets::slurmAcceptsTheScripts()
{
    // A real Slurm (Debian's slurmctld and slurmd, started and stopped by the script): four
    // ND96isr_H100_v5-shaped nodes — 96 CPUs, 1,900 GiB = 1,945,600 MiB, 8 GPUs each.
    QStringList scripts;
    for (const int nodes : {1, 2, 4}) {
        const data::ExportInput in = exportInput(seedPlan(ComputeTarget::Slurm, Tier::Dedicated), m_catalog, nodes);
        const QString path = m_dir.filePath(QStringLiteral("plan-%1.sbatch").arg(nodes));
        QVERIFY(writeFile(path, data::SubmitTargets::slurmScript(in).value()));
        scripts.append(path);
    }
    const Run r =
        runTool(source("tests/data/slurm-test-only.sh"),
                QStringList{QStringLiteral("4"), QStringLiteral("96"), QStringLiteral("1945600"), QStringLiteral("8")} +
                    scripts,
                180000);
    QVERIFY2(r.problem.isEmpty(), qPrintable(r.problem));
    // Exit 3: Slurm could not run here; the script's line says precisely why, and the test fails.
    QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("slurm-test-only.sh exit %1:\n%2").arg(r.exitCode).arg(r.out)));
    // "sbatch: Job N to start at … using P processors on nodes …": P = nodes × 96 cores.
    const QRegularExpression answer(
        QStringLiteral("Job \\d+ to start at \\S+ using (\\d+) processors on nodes (\\S+)"));
    QList<int> processors;
    QStringList nodeLists;
    for (auto it = answer.globalMatch(r.out); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        processors.append(m.captured(1).toInt());
        nodeLists.append(m.captured(2));
    }
    QCOMPARE(processors, (QList<int>{96, 192, 384}));
    QCOMPARE(nodeLists.last(), QStringLiteral("nd[1-4]"));
}

void TestSubmitTargets::kubernetesJob_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("workers"); // -1: no Worker replica spec
    QTest::addColumn<long long>("deadline");
    QTest::newRow("1 node: master only") << 1 << -1 << 94500LL;
    QTest::newRow("2 nodes (seed: world size 16)") << 2 << 1 << 55620LL;
    QTest::newRow("4 nodes") << 4 << 3 << 31500LL;
}

void TestSubmitTargets::kubernetesJob()
{
    QFETCH(int, nodes);
    QFETCH(int, workers);
    QFETCH(long long, deadline);
    const data::ExportInput in = exportInput(seedPlan(ComputeTarget::Kubernetes, Tier::Dedicated), m_catalog, nodes);
    auto bytes = data::SubmitTargets::kubernetesJobJson(in);
    QVERIFY(bytes.ok());
    const json doc = json::parse(bytes.value().constData());
    QCOMPARE(doc["apiVersion"].get<std::string>(), std::string("kubeflow.org/v1"));
    QCOMPARE(doc["kind"].get<std::string>(), std::string("PyTorchJob"));
    QCOMPARE(doc["spec"]["nprocPerNode"].get<std::string>(), std::string("8"));
    QCOMPARE(doc["spec"]["runPolicy"]["activeDeadlineSeconds"].get<long long>(), deadline);
    const json &replicas = doc["spec"]["pytorchReplicaSpecs"];
    QCOMPARE(replicas["Master"]["replicas"].get<int>(), 1);
    QCOMPARE(replicas.contains("Worker"), workers >= 0);
    if (workers >= 0) {
        QCOMPARE(replicas["Worker"]["replicas"].get<int>(), workers);
    }
    QCOMPARE(doc["metadata"]["labels"]["capacity-plan/world-size"].get<std::string>(), std::to_string(nodes * 8));
    const json &container = replicas["Master"]["template"]["spec"]["containers"][0];
    QCOMPARE(container["name"].get<std::string>(), std::string("pytorch"));
    QCOMPARE(container["resources"]["limits"]["nvidia.com/gpu"].get<int>(), 8);
    QCOMPARE(container["resources"]["limits"][data::SubmitTargets::kRdmaResource].get<int>(), 1);
    QCOMPARE(replicas["Master"]["restartPolicy"].get<std::string>(), std::string("OnFailure"));
    QVERIFY(QString::fromStdString(container["command"][2].get<std::string>())
                .startsWith(QStringLiteral("torchrun train.py")));

    const QString path = m_dir.filePath(QStringLiteral("pytorchjob-%1.json").arg(nodes));
    QVERIFY(writeFile(path, bytes.value()));
    QString problem;
    const auto results =
        validateSchema(QStringLiteral("kubernetes"),
                       source("tests/data/schemas/kubeflow-pytorchjob/kubeflow.org_pytorchjobs.yaml"), {path}, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(results.count(path) == 1);
    QVERIFY2(results.at(path)["ok"].get<bool>(), qPrintable(firstError(results.at(path))));
}

void TestSubmitTargets::kubernetesSchemaCatchesMistakes()
{
    const data::ExportInput in = exportInput(seedPlan(ComputeTarget::Kubernetes, Tier::Dedicated), m_catalog, 2);
    const QString good = QString::fromUtf8(data::SubmitTargets::kubernetesJobJson(in).value());
    QStringList files;
    const QList<QPair<QString, QString>> edits{
        {QStringLiteral("\"nprocPerNode\""), QStringLiteral("\"nprocsPerNode\"")},
        {QStringLiteral("\"replicas\": 1"), QStringLiteral("\"replicas\": \"1\"")},
        {QStringLiteral("\"activeDeadlineSeconds\""), QStringLiteral("\"activeDeadline\"")},
        {QStringLiteral("\"mountPath\""), QStringLiteral("\"mount_path\"")}};
    for (int i = 0; i < edits.size(); ++i) {
        QString bad = good;
        QVERIFY(bad.contains(edits[i].first));
        bad.replace(edits[i].first, edits[i].second);
        files.append(m_dir.filePath(QStringLiteral("pytorchjob-bad-%1.json").arg(i)));
        QVERIFY(writeFile(files.last(), bad.toUtf8()));
    }
    QString problem;
    const auto results =
        validateSchema(QStringLiteral("kubernetes"),
                       source("tests/data/schemas/kubeflow-pytorchjob/kubeflow.org_pytorchjobs.yaml"), files, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const QString &f : files) {
        QVERIFY(results.count(f) == 1);
        QVERIFY2(!results.at(f)["ok"].get<bool>(), qPrintable(f));
    }
}

void TestSubmitTargets::deepSpeedConfig_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<int>("accumulation");
    QTest::addColumn<long long>("trainBatch");
    // G = 4,194,304 / 4,096 = 1,024 sequences; d = 8 · nodes / t; acc = G / (b · d);
    // train_batch_size = b · acc · d = 1,024 at every exported node count.
    QTest::newRow("1 node, t1 b1") << 1 << 1 << 1 << 128 << 1024LL;
    QTest::newRow("2 nodes, t1 b1") << 2 << 1 << 1 << 64 << 1024LL;
    QTest::newRow("4 nodes, t1 b1") << 4 << 1 << 1 << 32 << 1024LL;
    QTest::newRow("1 node, t2 b2") << 1 << 2 << 2 << 128 << 1024LL;
    QTest::newRow("2 nodes, t2 b2") << 2 << 2 << 2 << 64 << 1024LL;
    QTest::newRow("4 nodes, t2 b2") << 4 << 2 << 2 << 32 << 1024LL;
}

void TestSubmitTargets::deepSpeedConfig()
{
    QFETCH(int, nodes);
    QFETCH(int, tensorParallel);
    QFETCH(int, microBatch);
    QFETCH(int, accumulation);
    QFETCH(long long, trainBatch);
    model::PlanSpec spec = seedPlan(ComputeTarget::Serverless, Tier::Dedicated);
    model::FabricJob fabric;
    fabric.strategy = model::Strategy::Zero3;
    fabric.parameters = 7e9;
    fabric.tokensPerGpuSecond = 3000;
    fabric.globalBatchTokens = 4194304;
    fabric.sequenceLength = 4096;
    fabric.tensorParallel = tensorParallel;
    spec.fabric = fabric;
    model::MemoryJob memory;
    memory.microBatchSize = microBatch;
    spec.memory = memory;
    spec.nodes = {1, 2, 4};
    const data::ExportInput in = exportInput(spec, m_catalog, nodes);
    const json ds = parsed(data::SubmitTargets::deepSpeedConfigJson(in));
    QVERIFY(ds.is_object());
    const int dataParallel = nodes * 8 / tensorParallel;
    QCOMPARE(ds["train_micro_batch_size_per_gpu"].get<int>(), microBatch);
    QCOMPARE(ds["gradient_accumulation_steps"].get<int>(), accumulation);
    QCOMPARE(ds["train_batch_size"].get<long long>(), trainBatch);
    // DeepSpeed's own assertion, for this node count.
    QCOMPARE(ds["train_batch_size"].get<long long>(),
             static_cast<long long>(ds["train_micro_batch_size_per_gpu"].get<int>()) *
                 ds["gradient_accumulation_steps"].get<int>() * dataParallel);
    QCOMPARE(ds["zero_optimization"]["stage"].get<int>(), 3);
    QVERIFY(ds["bf16"]["enabled"].get<bool>());
    // The launcher arguments of the same layout.
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    job.launcher = model::Launcher::Megatron;
    const data::ExportInput mega = exportInput(spec, m_catalog, nodes, job);
    const QString command =
        QString::fromStdString(parsed(data::SubmitTargets::serverlessJobJson(mega))["command"].get<std::string>());
    QVERIFY(command.contains(QStringLiteral("--tensor-model-parallel-size %1 --pipeline-model-parallel-size 1 "
                                            "--micro-batch-size %2 --global-batch-size %3 --seq-length 4096")
                                 .arg(tensorParallel)
                                 .arg(microBatch)
                                 .arg(trainBatch)));
}

void TestSubmitTargets::layoutExports_data()
{
    QTest::addColumn<QByteArray>("plan");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("stage");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("accumulation");
    QTest::addColumn<int>("micro");
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<int>("processes"); // per node, as the backend starts them
    // accumulation = B / (b · d), d = GPUs / (t · p).
    for (const int nodes : {4, 8, 16}) {
        const int d = nodes * 8;
        QTest::addRow("zero3, %d nodes", nodes) << QByteArray("zero3") << nodes << 3 << 1024 << 1024 / d << 1
                                                << QStringLiteral("--deepspeed --deepspeed_config ds_config.json") << 8;
    }
    for (const int nodes : {4, 8, 16}) {
        const int d = nodes * 8 / 32;
        // 80 layers over p · v = 20 chunks: 4 per virtual stage.
        QTest::addRow("megatron t8 p4 v5, %d nodes", nodes)
            << QByteArray("megatron") << nodes << 1 << 512 << 512 / d << 1
            << QStringLiteral("--tensor-model-parallel-size 8 --pipeline-model-parallel-size 4 "
                              "--num-layers-per-virtual-pipeline-stage 4 --sequence-parallel --micro-batch-size 1 "
                              "--global-batch-size 512 --seq-length 8192 --use-distributed-optimizer "
                              "--recompute-granularity selective --bf16")
            << 8;
    }
    for (const int nodes : {1, 2, 4}) {
        const int d = nodes * 8;
        QTest::addRow("fsdp, %d nodes", nodes)
            << QByteArray("fsdp") << nodes << 3 << 256 << 256 / (2 * d) << 2
            << QStringLiteral("--parallelism.data_parallel_replicate_degree 1 --parallelism.data_parallel_shard_degree %1 "
                              "--parallelism.tensor_parallel_degree 1 --parallelism.pipeline_parallel_degree 1 "
                              "--training.local_batch_size 2 --training.global_batch_size 256 --training.seq_len 4096 "
                              "--activation_checkpoint.mode full")
                   .arg(d)
            << 8;
    }
    // The Trainer (hf, inferred): accelerate launch, one launcher per node; PEFT's arguments.
    for (const int nodes : {1, 2, 4}) {
        const int d = nodes * 8;
        QTest::addRow("hf LoRA zero3, %d nodes", nodes)
            << QByteArray("hf") << nodes << 3 << 256 << 256 / (2 * d) << 2
            << QStringLiteral("train.py --per_device_train_batch_size 2 --gradient_accumulation_steps %1 --bf16 "
                              "--gradient_checkpointing --use_peft --lora_r 16 --lora_alpha 32 --lora_dropout 0.05 "
                              "--lora_target_modules q_proj k_proj v_proj o_proj")
                   .arg(256 / (2 * d))
            << 1;
    }
}

void TestSubmitTargets::layoutExports()
{
    QFETCH(QByteArray, plan);
    QFETCH(int, nodes);
    QFETCH(int, stage);
    QFETCH(int, batch);
    QFETCH(int, accumulation);
    QFETCH(int, micro);
    QFETCH(QString, arguments);
    QFETCH(int, processes);
    const model::PlanSpec spec = loadedPlan(layoutPlan(plan.constData()));
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.ok());
    // The launcher follows the layout's stack (no azureml block).
    auto made = data::Exporters::input(spec, ev, m_catalog, model::defaultJobSettings(spec.name), nodes);
    QVERIFY2(made.ok(), made.ok() ? "" : qPrintable(made.error().toLine()));
    const data::ExportInput &in = made.value();

    const json ds = parsed(data::SubmitTargets::deepSpeedConfigJson(in));
    QCOMPARE(ds["zero_optimization"]["stage"].get<int>(), stage);
    QCOMPARE(ds["train_batch_size"].get<int>(), batch);
    QCOMPARE(ds["gradient_accumulation_steps"].get<int>(), accumulation);
    QCOMPARE(ds["train_micro_batch_size_per_gpu"].get<int>(), micro);
    QVERIFY(ds["bf16"]["enabled"].get<bool>());
    // The layout's 25 MiB bucket in 2-byte elements.
    QCOMPARE(ds["zero_optimization"]["reduce_bucket_size"].get<long long>(), 25LL * 1024 * 1024 / 2);

    // Azure ML's pytorch distribution starts one process per GPU: the command is python + arguments;
    // under accelerate one launcher per node, which starts the GPUs' processes.
    const json job = parsed(data::Exporters::commandJobJson(in));
    const std::string command = job["command"].get<std::string>();
    const std::string prefix = processes == 1 ? "accelerate launch --config_file accelerate_config.yaml --num_machines " +
                                                    std::to_string(nodes) + " --num_processes " + std::to_string(nodes * 8)
                                              : std::string("python ");
    QVERIFY2(command.rfind(prefix, 0) == 0, command.c_str());
    QVERIFY2(command.find(arguments.toStdString()) != std::string::npos, command.c_str());
    QCOMPARE(job["resources"]["instance_count"].get<int>(), nodes);
    QCOMPARE(job["distribution"]["process_count_per_instance"].get<int>(), processes);
    const json serverless = parsed(data::SubmitTargets::serverlessJobJson(in));
    QVERIFY(serverless["command"].get<std::string>().find(arguments.toStdString()) != std::string::npos);
    // Slurm and the PyTorchJob start the ranks themselves (torchrun, one per GPU) with the same arguments.
    const QByteArray sbatch = data::SubmitTargets::slurmScript(in).value();
    QVERIFY2(sbatch.contains(arguments.toUtf8()), sbatch.constData());
    QVERIFY(sbatch.contains("--nodes=" + QByteArray::number(nodes)));
    QVERIFY(sbatch.contains("--ntasks-per-node=" + QByteArray::number(processes) + "\n"));
    const json k8s = parsed(data::SubmitTargets::kubernetesJobJson(in));
    const std::string escaped = json(arguments.toStdString()).dump(); // the arguments as the JSON string holds them
    QVERIFY2(k8s.dump().find(escaped.substr(1, escaped.size() - 2)) != std::string::npos, k8s.dump().c_str());
    QCOMPARE(k8s["spec"]["nprocPerNode"].get<std::string>(), std::to_string(processes));

    // The quota request names the model, its parameters, the layout and the MFU, never an empty figure.
    for (const data::Texts &texts : {kEnglish, data::Texts(QLocale(QLocale::German, QLocale::Germany))}) {
        const QString text = QString::fromUtf8(data::Exporters::quotaRequestText(in, texts).value());
        QVERIFY2(text.contains(QString::fromStdString(spec.model->preset)), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("0-parameter")) && !text.contains(QStringLiteral("0 % MFU")) &&
                     !text.contains(QStringLiteral("\"\"")) && !text.contains(QStringLiteral("„“")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("MFU")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("layout-export")), qPrintable(text));
    }
}

void TestSubmitTargets::layoutJobsPassTheSdk()
{
    // The layout jobs of layoutExports through the real Azure ML SDK (Debian's azure-ai-ml).
    const QString shared = QStringLiteral(CAPPLAN_SHARED_DIR "/tools/azureml-validate");
    const QString validator = QFileInfo(shared).isFile() ? shared : source("tools/azureml-validate/azureml-validate");
    QStringList files;
    for (const char *plan : {"zero3", "megatron", "fsdp", "hf", "hf-fsdp"}) {
        const model::PlanSpec spec = loadedPlan(layoutPlan(plan));
        const int nodes = qstrcmp(plan, "fsdp") == 0 || qstrncmp(plan, "hf", 2) == 0 ? 2 : 8;
        const data::ExportInput in = exportInput(spec, m_catalog, nodes, model::defaultJobSettings(spec.name));
        const QString path = m_dir.filePath(QStringLiteral("layout-%1.json").arg(QLatin1String(plan)));
        QVERIFY(writeFile(path, data::Exporters::commandJobJson(in).value()));
        files.append(path);
    }
    const Run r = runTool(validator, QStringList{QStringLiteral("job")} + files, 300000);
    QVERIFY2(r.problem.isEmpty(), qPrintable(r.problem));
    QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("azureml-validate exit %1: %2").arg(r.exitCode).arg(r.out)));
}

void TestSubmitTargets::readmeComputeTargetExample()
{
    // The README's compute-target example as written ("every field is optional and defaults from
    // the plan's name"): its azureml block names only the cluster and the launcher, and every
    // target exports.
    QFile readme(source("README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QByteArray text = readme.readAll();
    const qsizetype section = text.indexOf("### Compute targets");
    QVERIFY(section > 0);
    const qsizetype open = text.indexOf("```json\n", section);
    const qsizetype close = text.indexOf("```", open + 8);
    QVERIFY(open > 0 && close > open);
    const model::PlanSpec spec = loadedPlan(text.mid(open + 8, close - open - 8));
    QVERIFY(spec.azureml.has_value());
    QCOMPARE(spec.azureml->clusterName, std::string("cpt8b"));
    QCOMPARE(spec.azureml->experimentName, model::defaultJobSettings(spec.name).experimentName);
    QCOMPARE(spec.azureml->checkpointPath, model::defaultJobSettings(spec.name).checkpointPath);
    for (const int nodes : {1, 2, 4}) {
        const data::ExportInput in = exportInput(spec, m_catalog, nodes, *spec.azureml);
        const json job = parsed(data::SubmitTargets::serverlessJobJson(in));
        QCOMPARE(job["experiment_name"].get<std::string>(), std::string("cpt-8b-spot"));
        QVERIFY(job["command"].get<std::string>().find("--deepspeed --deepspeed_config ds_config.json") != std::string::npos);
        QVERIFY(data::SubmitTargets::deepSpeedConfigJson(in).ok());
        // Spot runs as a serverless job only: Slurm refuses it, naming the tier.
        QCOMPARE(data::SubmitTargets::slurmScript(in).error().path, QStringLiteral("tier"));
    }
}

void TestSubmitTargets::exportsAnyNodeCountThatFits()
{
    // The model example fits from 2 nodes on (the planner's layouts): 2, 4, 8 and 16 export, each
    // with its own layout; 1 node is refused naming the node count, what it needs and what fits.
    auto loaded = data::PlanFile::load(source("examples/model-llama70b-finetune.plan.json"));
    QVERIFY(loaded.ok());
    const model::PlanSpec spec = loaded.value();
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.layoutChosenByPlanner);
    for (const int nodes : {2, 4, 8, 16}) {
        auto in = data::Exporters::input(spec, ev, m_catalog, model::defaultJobSettings(spec.name), nodes);
        QVERIFY(in.ok());
        QVERIFY(in.value().spec.layout == model::optionLayout(ev, nodes));
        const auto job = data::Exporters::commandJobJson(in.value());
        QVERIFY2(job.ok(), job.ok() ? "" : qPrintable(job.error().toLine()));
        QVERIFY(data::Exporters::quotaRequestText(in.value(), kEnglish).ok());
    }
    auto in = data::Exporters::input(spec, ev, m_catalog, model::defaultJobSettings(spec.name), 1);
    QVERIFY(in.ok());
    const auto refused = data::Exporters::commandJobJson(in.value());
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().path, QStringLiteral("nodes"));
    QVERIFY2(refused.error().message.contains(QStringLiteral("1 node")) &&
                 refused.error().message.contains(QStringLiteral("2, 4, 8, 16")),
             qPrintable(refused.error().message));
}

// The checklist says what the efficiency it assumes is relative to: one node's throughput, or a
// layout's on the fewest nodes that run it (t 8 × p 4 needs 4 nodes of 8 GPUs).
void TestSubmitTargets::checklistNamesTheEfficiencyReference_data()
{
    QTest::addColumn<QByteArray>("plan");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("megatron on 8: relative to 4 nodes")
        << QByteArray("megatron") << 8 << "of the per-GPU throughput the layout has on 4 nodes, the fewest nodes that run it";
    QTest::newRow("megatron on 4: the reference itself") << QByteArray("megatron") << 4 << "";
    QTest::newRow("zero3 on 8: one node") << QByteArray("zero3") << 8 << "× the one-node throughput";
    QTest::newRow("fsdp on 4: one node") << QByteArray("fsdp") << 4 << "× the one-node throughput";
}

void TestSubmitTargets::checklistNamesTheEfficiencyReference()
{
    QFETCH(QByteArray, plan);
    QFETCH(int, nodes);
    QFETCH(QString, expected);
    const model::PlanSpec spec = loadedPlan(layoutPlan(plan.constData()));
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.ok());
    auto in = data::Exporters::input(spec, ev, m_catalog, model::defaultJobSettings(spec.name), nodes);
    QVERIFY(in.ok());
    const QString md = QString::fromUtf8(data::Exporters::preflightChecklistMarkdown(in.value(), kEnglish).value());
    const auto row = std::find_if(ev.options.begin(), ev.options.end(), [&](const model::OptionRow &o) { return o.nodes == nodes; });
    QVERIFY(row != ev.options.end());
    if (expected.isEmpty()) {
        QVERIFY2(!md.contains(QStringLiteral("the plan assumes")) || md.contains(QStringLiteral("on one node")),
                 qPrintable(md));
        QVERIFY(!md.contains(QStringLiteral("× the one-node throughput")));
        QVERIFY(!md.contains(QStringLiteral("the fewest nodes that run it")));
        return;
    }
    QVERIFY2(md.contains(expected), qPrintable(md));
    QVERIFY2(md.contains(kEnglish.percent(row->efficiency)), qPrintable(md));
}

void TestSubmitTargets::refusals_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("plan with errors") << "unknown region"
                                      << "region"
                                      << "the plan has errors";
    QTest::newRow("node count not an option") << "3 nodes"
                                              << "nodes"
                                              << "not one of the plan's options";
    // A target without the plan's tier names itself, the tier, the plan's own compute and the way out.
    QTest::newRow("spot on slurm") << "spot slurm"
                                   << "tier"
                                   << "the Slurm on VM scale sets offers no Spot tier (the plan is priced for Spot on "
                                      "the serverless Azure ML job); export it for the serverless Azure ML job, or "
                                      "plan it for the Slurm on VM scale sets with tier dedicated first";
    QTest::newRow("spot on kubernetes") << "spot kubernetes"
                                        << "tier"
                                        << "the Kubernetes (AKS) offers no Spot tier";
    QTest::newRow("low priority serverless") << "low serverless"
                                             << "tier"
                                             << "the serverless Azure ML job offers no low priority tier (the plan is "
                                                "priced for low priority on the Azure ML cluster)";
    QTest::newRow("spot cluster job") << "spot cluster"
                                      << "tier"
                                      << "the Azure ML cluster offers no Spot tier";
    QTest::newRow("bad cluster name") << "bad name"
                                      << "azureml.cluster_name"
                                      << "must start with a letter";
}

void TestSubmitTargets::refusals()
{
    QFETCH(QString, what);
    QFETCH(QString, path);
    QFETCH(QString, message);
    model::PlanSpec spec = seedPlan(ComputeTarget::Serverless, Tier::Spot);
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    std::optional<int> nodes = 2;
    using Produce = std::function<data::Result<QByteArray>(const data::ExportInput &)>;
    std::vector<Produce> exporters{data::SubmitTargets::serverlessJobJson, data::SubmitTargets::serverlessJobRestBody,
                                   data::SubmitTargets::slurmScript, data::SubmitTargets::kubernetesJobJson,
                                   data::SubmitTargets::deepSpeedConfigJson};
    if (what == QStringLiteral("unknown region")) {
        spec.region = "atlantis";
    } else if (what == QStringLiteral("3 nodes")) {
        nodes = 3;
    } else if (what == QStringLiteral("spot slurm")) {
        exporters = {data::SubmitTargets::slurmScript};
    } else if (what == QStringLiteral("spot kubernetes")) {
        exporters = {data::SubmitTargets::kubernetesJobJson};
    } else if (what == QStringLiteral("low serverless")) {
        spec.compute = ComputeTarget::Cluster;
        spec.tier = Tier::LowPriority;
        spec.pricePerNodeHour = 19.664; // the default catalog has no low-priority price for it
        exporters = {data::SubmitTargets::serverlessJobJson, data::SubmitTargets::serverlessJobRestBody};
    } else if (what == QStringLiteral("spot cluster")) {
        exporters = {data::Exporters::commandJobJson, data::Exporters::amlComputeJson};
    } else if (what == QStringLiteral("bad name")) {
        job.clusterName = "9lives";
    }
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    model::VmSize size = *m_catalog.findSize("Standard_ND96isr_H100_v5");
    data::ExportInput in;
    in.spec = spec;
    in.evaluation = ev;
    in.size = size;
    in.job = job;
    in.nodes = nodes;
    for (const Produce &produce : exporters) {
        const data::Result<QByteArray> out = produce(in);
        QVERIFY(!out.ok());
        QCOMPARE(out.error().path, path);
        QVERIFY2(out.error().message.contains(message), qPrintable(out.error().message));
    }
}

void TestSubmitTargets::quotaRequestByTarget_data()
{
    QTest::addColumn<ComputeTarget>("target");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<QString>("service");
    QTest::addColumn<QString>("usedTier");
    // 4 nodes × 96 vCPUs = 384 cores (docs/sources.md, s2-azureml-compute).
    QTest::newRow("cluster dedicated") << ComputeTarget::Cluster << Tier::Dedicated << "azure_machine_learning"
                                       << "dedicated";
    QTest::newRow("serverless spot") << ComputeTarget::Serverless << Tier::Spot << "azure_machine_learning"
                                     << "low_priority";
    QTest::newRow("serverless standard") << ComputeTarget::Serverless << Tier::Dedicated << "azure_machine_learning"
                                         << "dedicated";
    QTest::newRow("slurm") << ComputeTarget::Slurm << Tier::Dedicated << "compute"
                           << "dedicated";
    QTest::newRow("kubernetes") << ComputeTarget::Kubernetes << Tier::Dedicated << "compute"
                                << "dedicated";
}

void TestSubmitTargets::quotaRequestByTarget()
{
    QFETCH(ComputeTarget, target);
    QFETCH(Tier, tier);
    QFETCH(QString, service);
    QFETCH(QString, usedTier);
    const data::ExportInput in = exportInput(seedPlan(target, tier), m_catalog, 4);
    const json doc = parsed(data::Exporters::quotaRequestJson(in, kEnglish));
    QCOMPARE(QString::fromStdString(doc["service"].get<std::string>()), service);
    QCOMPARE(doc["compute"].get<std::string>(), std::string(model::toString(target)));
    int used = 0;
    for (const json &line : doc["requests"]) {
        if (line["used_by_plan"].get<bool>()) {
            ++used;
            QCOMPARE(QString::fromStdString(line["tier"].get<std::string>()), usedTier);
            QCOMPARE(line["requested_cores"].get<int>(), 384);
        } else {
            QCOMPARE(line["requested_cores"].get<int>(), 0); // the other counter asks for nothing
        }
    }
    QCOMPARE(used, 1);
    const QString text = QString::fromUtf8(data::Exporters::quotaRequestText(in, kEnglish).value());
    QVERIFY(text.contains(service == QStringLiteral("compute")
                              ? QStringLiteral("Service: Compute, VM-family vCPU quota")
                              : QStringLiteral("Service: Azure Machine Learning")));
}

void TestSubmitTargets::checklistByTarget_data()
{
    QTest::addColumn<ComputeTarget>("target");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<QString>("present");
    QTest::addColumn<QString>("absent");
    QTest::newRow("cluster") << ComputeTarget::Cluster << Tier::Dedicated << "placement group: an Azure ML cluster"
                             << "## Target";
    QTest::newRow("serverless spot") << ComputeTarget::Serverless << Tier::Spot
                                     << "Spot is a queue setting, not a substitute for InfiniBand"
                                     << "max_instances";
    QTest::newRow("slurm") << ComputeTarget::Slurm << Tier::Dedicated << "singlePlacementGroup=true"
                           << "an Azure ML cluster";
    QTest::newRow("kubernetes") << ComputeTarget::Kubernetes << Tier::Dedicated << "RDMA shared device plugin"
                                << "max_instances";
}

void TestSubmitTargets::checklistByTarget()
{
    QFETCH(ComputeTarget, target);
    QFETCH(Tier, tier);
    QFETCH(QString, present);
    QFETCH(QString, absent);
    const data::ExportInput in = exportInput(seedPlan(target, tier), m_catalog, 4);
    const QString md = QString::fromUtf8(data::Exporters::preflightChecklistMarkdown(in, kEnglish).value());
    QVERIFY2(md.contains(present), qPrintable(md));
    QVERIFY2(!md.contains(absent), qPrintable(md));
    if (target == ComputeTarget::Slurm || target == ComputeTarget::Kubernetes) {
        QVERIFY(md.contains(QStringLiteral("Compute (VM family) quota")));
        QVERIFY(md.contains(QStringLiteral("384 cores")));
        // Nothing of Azure ML's job in another backend's checklist: its output paths and job keys.
        for (const char *azureMl : {"azureml://", "limits.timeout", "process_count_per_instance", "max_instances"}) {
            QVERIFY2(!md.contains(QLatin1String(azureMl)), qPrintable(QLatin1String(azureMl) + QStringLiteral(" in\n") + md));
        }
    }
}

void TestSubmitTargets::fp8OnlyWherePriced_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<bool>("fp8");
    // Hopper has FP8 tensor cores (NVIDIA H100 data sheet); Ampere has none (A100 data sheet), so
    // the step-time model prices an A100's "fp8" layout at BF16 (Hardware::matmulFlops).
    QTest::newRow("H100: FP8 priced, FP8 run") << "Standard_ND96isr_H100_v5" << true;
    QTest::newRow("A100: BF16 priced, BF16 run") << "Standard_ND96amsr_A100_v4" << false;
}

// A Megatron plan with "precision": "fp8" gets --fp8-format hybrid only where FP8 was priced: on an
// A100 the command said FP8 while the cost was worked out at BF16.
void TestSubmitTargets::fp8OnlyWherePriced()
{
    QFETCH(QString, sku);
    QFETCH(bool, fp8);
    model::PlanSpec spec = loadedPlan(layoutPlan("megatron"));
    spec.sku = sku.toStdString();
    spec.layout->precision = model::Precision::Fp8;
    spec.nodes = {8};
    const data::ExportInput in = exportInput(spec, m_catalog, 8);
    QCOMPARE(in.evaluation.hardware.fp8Flops > 0.0, fp8);
    const QString job = QString::fromUtf8(data::SubmitTargets::serverlessJobJson(in).value());
    QVERIFY2(job.contains(QStringLiteral("--tensor-model-parallel-size 8")), qPrintable(job));
    QCOMPARE(job.contains(QStringLiteral("--fp8-format hybrid")), fp8);
    QVERIFY(job.contains(QStringLiteral("--bf16")));
    const QString slurm = QString::fromUtf8(data::SubmitTargets::slurmScript(in).value());
    QCOMPARE(slurm.contains(QStringLiteral("--fp8-format hybrid")), fp8);
    const QString md = QString::fromUtf8(data::Exporters::preflightChecklistMarkdown(in, kEnglish).value());
    QCOMPARE(md.contains(QStringLiteral(", FP8")), fp8);
}

void TestSubmitTargets::launcherNoneAppendsNothing_data()
{
    QTest::addColumn<QString>("plan");
    QTest::addColumn<QString>("stackArgument"); // what the stack's launcher appends
    QTest::newRow("deepspeed (ZeRO-3)") << "zero3" << "--deepspeed --deepspeed_config";
    QTest::newRow("megatron") << "megatron" << "--tensor-model-parallel-size";
    QTest::newRow("fsdp") << "fsdp" << "--parallelism.data_parallel_shard_degree ";
    QTest::newRow("hf (inferred)") << "hf" << "accelerate launch --config_file";
}

// Without "launcher" the layout's stack decides; "launcher": "none" appends nothing to the
// command as written (it appended the stack's arguments all the same), and survives a save.
void TestSubmitTargets::launcherNoneAppendsNothing()
{
    QFETCH(QString, plan);
    QFETCH(QString, stackArgument);
    model::PlanSpec spec = loadedPlan(layoutPlan(plan.toLatin1().constData()));
    const int nodes = spec.nodes.front();
    {
        const data::ExportInput in = exportInput(spec, m_catalog, nodes);
        const QString job = QString::fromUtf8(data::SubmitTargets::serverlessJobJson(in).value());
        QVERIFY2(job.contains(stackArgument), qPrintable(job));
    }
    model::JobSettings none = model::defaultJobSettings("sft-7b-2node");
    QVERIFY(none.launcher == model::Launcher::FromStack); // the default: the stack decides
    none.launcher = model::Launcher::None;
    spec.azureml = none;
    const data::ExportInput in = exportInput(spec, m_catalog, nodes, none);
    QVERIFY(in.job.launcher == model::Launcher::None);
    const json job = parsed(data::SubmitTargets::serverlessJobJson(in));
    const QString command = QString::fromStdString(job["command"].get<std::string>());
    QVERIFY2(command.startsWith(QString::fromStdString(none.command)), qPrintable(command));
    QVERIFY2(!command.contains(stackArgument), qPrintable(command));
    QVERIFY2(!command.contains(QStringLiteral("--bf16")), qPrintable(command));
    const QString slurm = QString::fromUtf8(data::SubmitTargets::slurmScript(in).value());
    QVERIFY2(!slurm.contains(stackArgument), qPrintable(slurm));
    // The plan file keeps "none" (it is not the default any more), and reads it back.
    const QByteArray saved = data::PlanFile::serialize(spec);
    QVERIFY2(saved.contains("\"launcher\": \"none\""), saved.constData());
    QVERIFY(loadedPlan(saved).azureml->launcher == model::Launcher::None);
}

void TestSubmitTargets::precisionByGpu_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("format"); // the DeepSpeed block that is on
    QTest::addColumn<QString>("flag");   // the training command's
    QTest::addColumn<bool>("checklistSaysFp16");
    // NVIDIA V100 data sheet: FP16 tensor cores only (no BF16, which came with Ampere).
    QTest::newRow("ND40rs v2, V100: FP16 with loss scaling") << "Standard_ND40rs_v2" << "fp16" << "--fp16" << true;
    QTest::newRow("ND96asr v4, A100: BF16") << "Standard_ND96asr_v4" << "bf16" << "--bf16" << false;
    QTest::newRow("ND96isr H100 v5: BF16") << "Standard_ND96isr_H100_v5" << "bf16" << "--bf16" << false;
}

// The 16-bit format follows the GPU (model::halfPrecisionFor): a V100 plan's ds_config.json turns on
// "fp16" with dynamic loss scaling (loss_scale 0) and no "bf16", its command says --fp16, and the
// checklist says so; an Ampere or Hopper plan stays BF16.
void TestSubmitTargets::precisionByGpu()
{
    QFETCH(QString, sku);
    QFETCH(QString, format);
    QFETCH(QString, flag);
    QFETCH(bool, checklistSaysFp16);
    model::PlanSpec spec = loadedPlan(layoutPlan("zero3"));
    spec.sku = sku.toStdString();
    spec.model->preset = "llama-3.1-8b"; // ZeRO-3 of 8B over 32 GPUs fits a V100's 32 GB
    spec.nodes = {4};
    const data::ExportInput in = exportInput(spec, m_catalog, 4);
    const json ds = parsed(data::SubmitTargets::deepSpeedConfigJson(in));
    QVERIFY(ds.is_object());
    const std::string other = format == QLatin1String("fp16") ? "bf16" : "fp16";
    QVERIFY(ds[format.toStdString()]["enabled"].get<bool>());
    QVERIFY2(!ds.contains(other), ds.dump().c_str());
    if (format == QLatin1String("fp16")) {
        QCOMPARE(ds["fp16"]["loss_scale"].get<int>(), 0); // dynamic
    }
    const QString job = QString::fromUtf8(data::SubmitTargets::serverlessJobJson(in).value());
    QVERIFY2(job.contains(flag) || !job.contains(QStringLiteral("--bf16")), qPrintable(job));
    const QString md = QString::fromUtf8(data::Exporters::preflightChecklistMarkdown(in, kEnglish).value());
    QCOMPARE(md.contains(QStringLiteral("has no BF16")), checklistSaysFp16);
}

void TestSubmitTargets::exportName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("fineTuning");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a named plan keeps its name") << "sft-7b" << "llama-3.1-70b" << int(model::FineTuning::Lora) << "sft-7b";
    QTest::newRow("unnamed LoRA of a library model") << "" << "llama-3.1-70b" << int(model::FineTuning::Lora)
                                                     << "llama-3-1-70b-lora";
    QTest::newRow("unnamed QLoRA") << "" << "llama-3.1-8b" << int(model::FineTuning::Qlora) << "llama-3-1-8b-qlora";
    QTest::newRow("unnamed full training") << "  " << "llama-3.1-8b" << int(model::FineTuning::Full) << "llama-3-1-8b";
    QTest::newRow("unnamed without a model: the size") << "" << "" << int(model::FineTuning::Full) << "nd96isr-h100-v5";
}

// An unnamed plan exports under a name made of what it trains, never an empty one.
void TestSubmitTargets::exportName()
{
    QFETCH(QString, name);
    QFETCH(QString, preset);
    QFETCH(int, fineTuning);
    QFETCH(QString, expected);
    model::PlanSpec spec = loadedPlan(layoutPlan("zero3"));
    spec.name = name.toStdString();
    if (preset.isEmpty()) {
        spec.model.reset();
    } else {
        spec.model->preset = preset.toStdString();
    }
    spec.layout->fineTuning = static_cast<model::FineTuning>(fineTuning);
    QCOMPARE(QString::fromStdString(model::exportName(spec)), expected);
}

// The DeepSpeed configuration's file name is the one the command points at, so that two exports
// into one folder (each with its prefix) do not overwrite each other's.
void TestSubmitTargets::deepSpeedConfigFileNamed()
{
    model::PlanSpec spec = loadedPlan(layoutPlan("zero3"));
    spec.nodes = {4};
    data::ExportInput in = exportInput(spec, m_catalog, 4);
    in.deepSpeedConfigFile = "llama-lora.ds_config.json";
    for (const auto &file : {data::SubmitTargets::serverlessJobJson(in), data::SubmitTargets::slurmScript(in),
                             data::SubmitTargets::kubernetesJobJson(in)}) {
        QVERIFY(file.ok());
        const QString text = QString::fromUtf8(file.value());
        QVERIFY2(text.contains(QStringLiteral("--deepspeed_config llama-lora.ds_config.json")) ||
                     text.contains(QStringLiteral("--deepspeed_config=llama-lora.ds_config.json")) ||
                     text.contains(QStringLiteral("llama-lora.ds_config.json")),
                 qPrintable(text.left(2000)));
        QVERIFY2(!text.contains(QStringLiteral(" ds_config.json")), qPrintable(text.left(2000)));
    }
}

void TestSubmitTargets::planFieldsRoundTrip_data()
{
    QTest::addColumn<ComputeTarget>("target");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<int>("launcher");
    QTest::addColumn<int>("version");
    QTest::newRow("cluster stays version 1") << ComputeTarget::Cluster << Tier::Dedicated << -1 << 1;
    QTest::newRow("serverless spot") << ComputeTarget::Serverless << Tier::Spot << -1 << 2;
    QTest::newRow("serverless standard, deepspeed")
        << ComputeTarget::Serverless << Tier::Dedicated << int(model::Launcher::DeepSpeed) << 2;
    QTest::newRow("slurm, megatron") << ComputeTarget::Slurm << Tier::Dedicated << int(model::Launcher::Megatron) << 2;
    QTest::newRow("kubernetes, fsdp") << ComputeTarget::Kubernetes << Tier::Dedicated << int(model::Launcher::Fsdp)
                                      << 2;
}

void TestSubmitTargets::planFieldsRoundTrip()
{
    QFETCH(ComputeTarget, target);
    QFETCH(Tier, tier);
    QFETCH(int, launcher);
    QFETCH(int, version);
    model::PlanSpec spec = seedPlan(target, tier);
    if (launcher >= 0) {
        model::JobSettings job = model::defaultJobSettings(spec.name);
        job.launcher = static_cast<model::Launcher>(launcher);
        spec.azureml = job;
    }
    const QByteArray bytes = data::PlanFile::serialize(spec);
    const json doc = json::parse(bytes.constData());
    QCOMPARE(doc["version"].get<int>(), version);
    QCOMPARE(doc.contains("compute"), target != ComputeTarget::Cluster);
    if (target != ComputeTarget::Cluster) {
        QCOMPARE(doc["compute"].get<std::string>(), std::string(model::toString(target)));
    }
    QCOMPARE(doc["tier"].get<std::string>(), std::string(model::toString(tier)));
    if (launcher >= 0) {
        QCOMPARE(doc["azureml"]["launcher"].get<std::string>(),
                 std::string(model::toString(static_cast<model::Launcher>(launcher))));
    }
    auto back = data::PlanFile::parse(bytes, QStringLiteral("round-trip.plan.json"));
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().toLine()));
    QCOMPARE(back.value(), spec);
    QCOMPARE(data::PlanFile::serialize(back.value()), bytes);
}

void TestSubmitTargets::planFieldErrors_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown target") << QByteArray("\"compute\": \"batch\"") << "compute"
                                    << "\"cluster\", \"serverless\", \"slurm\" or \"kubernetes\"";
    QTest::newRow("unknown tier") << QByteArray("\"tier\": \"preemptible\"") << "tier"
                                  << "\"dedicated\", \"spot\" or \"low_priority\"";
    QTest::newRow("unknown launcher") << QByteArray(
                                             "\"azureml\": {\"cluster_name\": \"sft\", \"launcher\": \"torchrun\"}")
                                      << "azureml.launcher"
                                      << "\"accelerate\", \"deepspeed\", \"fsdp\", \"megatron\", \"none\" or \"stack\"";
}

void TestSubmitTargets::planFieldErrors()
{
    QFETCH(QByteArray, fields);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const QByteArray plan = "{\"format\": \"capacity-planner.plan\", \"version\": 2, \"name\": \"p\", \"sku\": "
                            "\"Standard_ND96isr_H100_v5\", \"region\": \"eastus\", \"workload\": {\"gpu_hours\": 168}, "
                            "\"scaling\": {\"efficiency\": {\"1\": 1.0}}, " +
                            fields + "}";
    auto parsedPlan = data::PlanFile::parse(plan, QStringLiteral("x.plan.json"));
    QVERIFY(!parsedPlan.ok());
    QCOMPARE(parsedPlan.error().path, path);
    QVERIFY2(parsedPlan.error().message.contains(message), qPrintable(parsedPlan.error().toLine()));
    // A version-1 file must not name a compute target.
    auto v1 = data::PlanFile::parse(
        QByteArray(plan).replace("\"version\": 2", "\"version\": 1").replace(fields, "\"compute\": \"serverless\""),
        QStringLiteral("v1.plan.json"));
    QVERIFY(!v1.ok());
    QCOMPARE(v1.error().path, QStringLiteral("compute"));
}

void TestSubmitTargets::durations_data()
{
    QTest::addColumn<long long>("seconds");
    QTest::addColumn<QString>("iso");
    QTest::addColumn<QString>("slurm");
    QTest::newRow("seed 2 nodes") << 55620LL << "PT15H27M"
                                  << "15:27:00";
    QTest::newRow("more than a day") << 94500LL << "PT26H15M"
                                     << "1-02:15:00";
    QTest::newRow("one minute") << 60LL << "PT1M"
                                << "00:01:00";
    QTest::newRow("whole hours") << 7200LL << "PT2H"
                                 << "02:00:00";
}

void TestSubmitTargets::durations()
{
    QFETCH(long long, seconds);
    QFETCH(QString, iso);
    QFETCH(QString, slurm);
    QCOMPARE(data::SubmitTargets::isoDuration(seconds), iso);
    QCOMPARE(data::SubmitTargets::slurmTime(seconds), slurm);
}

void TestSubmitTargets::spotPriceFromTheRetailPricesApi()
{
    // The importer files the Retail Prices API's "ND96isr H100 v5 Spot" meter (skuName ending
    // " Spot", Linux: 29.496 $/h in tests/data/samples/prices-page1.json) as a Spot price; a
    // serverless plan at tier spot is priced from it, and its 2 nodes cost 24.705882 node-hours
    // × 29.496.
    auto base = data::CatalogStore::embeddedDefault();
    QVERIFY(base.ok());
    model::Catalog catalog = base.value();
    // The shipped catalog has the 2026-08-03 capture's Spot price (18.169536); without it the plan
    // is unpriced, and the import prices it.
    std::erase_if(catalog.prices, [](const model::Price &p) {
        return p.sku == "Standard_ND96isr_H100_v5" && p.region == "eastus" && p.kind == model::PriceKind::Spot;
    });
    QVERIFY(model::planPrice(catalog, "Standard_ND96isr_H100_v5", "eastus", Tier::Spot, "USD") == nullptr);
    const model::Evaluation before =
        model::evaluate(seedPlan(ComputeTarget::Serverless, Tier::Spot), catalog, "2026-11-30");
    QVERIFY(before.ok());
    QVERIFY(!before.priced);
    QVERIFY(std::any_of(before.findings.begin(), before.findings.end(),
                        [](const model::Finding &f) { return f.code == model::FindingCode::NoPrice; }));
    data::ImportOptions options;
    options.importedAt = QStringLiteral("2026-12-01T09:30:00Z");
    const auto preview = data::Importer::preview(data::ImportKind::Prices,
                                                 {source("tests/data/samples/prices-page1.json")}, catalog, options);
    QVERIFY(preview.ok());
    for (const model::Price &p : preview.value().prices) {
        catalog.prices.push_back(p);
    }
    const model::Price *spot = model::planPrice(catalog, "Standard_ND96isr_H100_v5", "eastus", Tier::Spot, "USD");
    QVERIFY(spot != nullptr);
    QCOMPARE(spot->perNodeHour.value, 29.496);
    const model::Evaluation ev = model::evaluate(seedPlan(ComputeTarget::Serverless, Tier::Spot), catalog, "2026-11-30");
    QVERIFY(ev.ok());
    QCOMPARE(ev.pricePerNodeHour, 29.496);
    QVERIFY(std::abs(ev.options[1].cost - 168.0 / (16 * 0.85) * 2 * 29.496) < 1e-9);
}

void TestSubmitTargets::reportsNameTargetAndTier_data()
{
    QTest::addColumn<ComputeTarget>("target");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<QString>("line"); // empty: a cluster plan's report is unchanged
    QTest::newRow("cluster") << ComputeTarget::Cluster << Tier::Dedicated << "";
    QTest::newRow("serverless spot") << ComputeTarget::Serverless << Tier::Spot
                                     << "Runs as: serverless Azure ML job, Spot";
    QTest::newRow("slurm") << ComputeTarget::Slurm << Tier::Dedicated << "Runs as: Slurm on VM scale sets, dedicated";
    QTest::newRow("kubernetes") << ComputeTarget::Kubernetes << Tier::Dedicated
                                << "Runs as: Kubernetes (AKS), dedicated";
}

void TestSubmitTargets::reportsNameTargetAndTier()
{
    QFETCH(ComputeTarget, target);
    QFETCH(Tier, tier);
    QFETCH(QString, line);
    const model::PlanSpec spec = seedPlan(target, tier);
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY(ev.ok());
    const QString table = data::Report::planTable(spec, ev, kEnglish);
    const json doc = json::parse(data::Report::planJson(ev, kEnglish).constData());
    if (line.isEmpty()) {
        QVERIFY(!table.contains(QStringLiteral("Runs as:")));
        QVERIFY(!doc.contains("compute"));
        return;
    }
    QVERIFY2(table.contains(line + QLatin1Char('\n')), qPrintable(table));
    QCOMPARE(doc["compute"].get<std::string>(), std::string(model::toString(target)));
    QCOMPARE(doc["tier"].get<std::string>(), std::string(model::toString(tier)));
    // Spot is priced from the Spot row: 4 nodes cost 28.0 node-hours × $18.169536.
    if (tier == Tier::Spot) {
        QVERIFY(std::abs(doc["options"][2]["cost"].get<double>() - 28.0 * kSpot) < 1e-9);
    }
}

void TestSubmitTargets::accelerateConfigFollowsTheLayout_data()
{
    QTest::addColumn<QByteArray>("plan");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QStringList>("lines"); // lines the YAML must have
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("hf zero3, 2 nodes") << QByteArray("hf") << 2
                                      << QStringList{QStringLiteral("distributed_type: DEEPSPEED"), QStringLiteral("  deepspeed_config_file: llama.ds_config.json"),
                                                     QStringLiteral("  zero3_init_flag: true"), QStringLiteral("num_machines: 2"), QStringLiteral("num_processes: 16")}
                                      << QStringList{QStringLiteral("mixed_precision"), QStringLiteral("fsdp_config:")};
    QTest::newRow("hf fsdp qlora, 1 node") << QByteArray("hf-fsdp") << 1
                                          << QStringList{QStringLiteral("distributed_type: FSDP"), QStringLiteral("mixed_precision: bf16"),
                                                         QStringLiteral("  fsdp_sharding_strategy: FULL_SHARD"),
                                                         QStringLiteral("  fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP"),
                                                         QStringLiteral("  fsdp_use_orig_params: true"), QStringLiteral("num_machines: 1"),
                                                         QStringLiteral("num_processes: 8")}
                                          << QStringList{QStringLiteral("deepspeed_config:")};
}

// accelerate's configuration states the exported layout, and every backend's command names it
// and starts one launcher per node.
void TestSubmitTargets::accelerateConfigFollowsTheLayout()
{
    QFETCH(QByteArray, plan);
    QFETCH(int, nodes);
    QFETCH(QStringList, lines);
    QFETCH(QStringList, absent);
    model::PlanSpec spec = loadedPlan(layoutPlan(plan.constData()));
    data::ExportInput in = exportInput(spec, m_catalog, nodes);
    QVERIFY(in.job.launcher == model::Launcher::Accelerate);
    in.deepSpeedConfigFile = "llama.ds_config.json";
    in.accelerateConfigFile = "llama.accelerate.yaml";
    const QString yaml = QString::fromUtf8(data::SubmitTargets::accelerateConfigYaml(in).value());
    const QStringList have = yaml.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        QVERIFY2(have.contains(line), qPrintable(line + QStringLiteral("\n") + yaml));
    }
    for (const QString &key : absent) {
        QVERIFY2(!yaml.contains(key), qPrintable(yaml));
    }
    for (const auto &file : {data::Exporters::commandJobJson(in), data::SubmitTargets::serverlessJobJson(in),
                             data::SubmitTargets::slurmScript(in), data::SubmitTargets::kubernetesJobJson(in)}) {
        const QString text = QString::fromUtf8(file.value());
        QVERIFY2(text.contains(QStringLiteral("accelerate launch --config_file llama.accelerate.yaml --num_machines %1 "
                                              "--num_processes %2")
                                   .arg(nodes)
                                   .arg(nodes * 8)),
                 qPrintable(text.left(3000)));
    }
    const QString sbatch = QString::fromUtf8(data::SubmitTargets::slurmScript(in).value());
    QVERIFY(sbatch.contains(QStringLiteral("NODE_RANK=\"$SLURM_NODEID\"")));
    const QString md = QString::fromUtf8(data::Exporters::preflightChecklistMarkdown(in, kEnglish).value());
    QVERIFY2(md.contains(QStringLiteral("`accelerate launch` starts 8 processes")), qPrintable(md));
}

namespace {

// The value after `option` in a command ("--global-batch-size 512" → 512); -1 when absent.
long long argumentValue(const std::string &command, const std::string &option)
{
    const std::size_t at = command.find(option + " ");
    return at == std::string::npos ? -1 : std::stoll(command.substr(at + option.size() + 1));
}

} // namespace

void TestSubmitTargets::everyChosenLayoutExportsWhatRuns_data()
{
    QTest::addColumn<QByteArray>("plan");
    const QByteArray head = R"({"format": "capacity-planner.plan", "version": 3, "region": "eastus", "tier": "dedicated", )";
    // The planner chooses every option's layout (no layout block): fine-tunes and pretraining,
    // several sizes and models.
    QTest::newRow("70B full fine-tune (example)") << [] {
        QFile f(source("examples/model-llama70b-finetune.plan.json"));
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    QTest::newRow("70B LoRA, ND H100 v5")
        << head + R"("name": "lora70", "sku": "Standard_ND96isr_H100_v5", "model": {"preset": "llama-3.1-70b"},
            "workload": {"tokens": 5e8}, "memory": {"sequence_length": 4096, "micro_batch_size": 1,
            "activation_checkpointing": true, "flash_attention": true, "fine_tuning": "lora", "lora_rank": 16},
            "nodes": [1, 2, 4, 8, 16, 32], "deadline_hours": 48})";
    QTest::newRow("8B QLoRA, ND A100 v4")
        << head + R"("name": "qlora8", "sku": "Standard_ND96amsr_A100_v4", "model": {"preset": "llama-3.1-8b"},
            "workload": {"tokens": 2e8}, "memory": {"sequence_length": 2048, "micro_batch_size": 2,
            "activation_checkpointing": false, "flash_attention": true, "fine_tuning": "qlora", "lora_rank": 64},
            "nodes": [1, 2, 4], "deadline_hours": 48})";
    QTest::newRow("405B pretraining")
        << head + R"("name": "pre405", "sku": "Standard_ND96isr_H100_v5", "model": {"preset": "llama-3.1-405b"},
            "workload": {"tokens": 1.5e13}, "nodes": [64, 128, 256, 512, 1024, 2048], "deadline_hours": 4000})";
    QTest::newRow("8B pretraining, fixed batch")
        << head + R"("name": "pre8", "sku": "Standard_ND96isr_H100_v5", "model": {"preset": "llama-3.1-8b"},
            "workload": {"tokens": 1e11}, "search": {"global_batch_tokens": 1048576},
            "nodes": [1, 2, 4, 8, 16, 32, 64], "deadline_hours": 400})";
    // A plan naming the stacks: PyTorch-native (torchtitan) and Megatron-Core.
    QTest::newRow("70B pretraining, search.stacks fsdp and megatron")
        << head + R"("name": "pre70", "sku": "Standard_ND96isr_H100_v5", "model": {"preset": "llama-3.1-70b"},
            "workload": {"tokens": 1e12}, "search": {"stacks": ["fsdp", "megatron"]},
            "nodes": [2, 4, 8, 16, 32, 64, 128], "deadline_hours": 2000})";
    QTest::newRow("8B, search.stacks fsdp, A100")
        << head + R"("name": "pre8a", "sku": "Standard_ND96amsr_A100_v4", "model": {"preset": "llama-3.1-8b"},
            "workload": {"tokens": 1e10}, "search": {"stacks": ["fsdp"]},
            "nodes": [1, 2, 4, 8], "deadline_hours": 400})";
    // Random plans (a fixed seed, so a failure reproduces): model, size, fine-tuning, the stacks
    // searched and the node counts drawn.
    std::mt19937 random(36);
    const char *models[] = {"llama-3.2-1b", "llama-3.1-8b", "mistral-7b", "mixtral-8x7b", "qwen2.5-14b",
                            "qwen2.5-32b", "gemma-2-9b", "llama-3.1-70b", "phi-3-medium", "qwen2.5-72b"};
    const char *skus[] = {"Standard_ND96isr_H100_v5", "Standard_ND96amsr_A100_v4"};
    const char *tunings[] = {"full", "lora", "qlora"};
    const char *stacks[] = {"", R"(["hf"])", R"(["megatron"])", R"(["deepspeed"])", R"(["fsdp"])",
                            R"(["hf", "fsdp", "deepspeed", "megatron"])"};
    const int counts[] = {1, 2, 4, 8, 16, 32};
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    for (int i = 0; i < 16; ++i) {
        const char *tuning = tunings[pick(3)];
        const char *stack = stacks[pick(6)];
        QByteArray nodes;
        for (const int n : counts) {
            if (pick(2) == 1 || n == 4) {
                nodes += (nodes.isEmpty() ? "" : ", ") + QByteArray::number(n);
            }
        }
        QByteArray text = head + R"("name": "random-)" + QByteArray::number(i) + R"(", "sku": ")" + skus[pick(2)] +
                          R"(", "model": {"preset": ")" + models[pick(10)] + R"("}, "workload": {"tokens": 1e9},
            "memory": {"sequence_length": 4096, "micro_batch_size": 1, "activation_checkpointing": true,
                       "flash_attention": true, "fine_tuning": ")" + tuning + R"(", "lora_rank": 16}, )";
        if (*stack != '\0') {
            text += R"("search": {"stacks": )" + QByteArray(stack) + "}, ";
        }
        text += R"("nodes": [)" + nodes + R"(], "deadline_hours": 1000})";
        QTest::addRow("random %d", i) << text;
    }
}

// Every layout the planner chooses, at every node count, exports files the framework accepts
// (the stack-aware planner, item 4): the layout is one its stack runs; DeepSpeed's batch identity
// holds over the ranks it counts (the world under the Trainer, the data-parallel ranks under
// Megatron-DeepSpeed); Megatron's divisibility rules hold; the Trainer gets no tensor or pipeline
// parallelism; and the batch the files run is the batch the step time priced.
void TestSubmitTargets::everyChosenLayoutExportsWhatRuns()
{
    QFETCH(QByteArray, plan);
    const auto read = data::PlanFile::parse(plan, QStringLiteral("random.plan.json"));
    if (!read && read.error().path == QLatin1String("search.stacks")) {
        // The stacks searched do not run the plan's fine-tuning (QLoRA on Megatron-Core): refused
        // at the field, naming the stack and what it does not run.
        QVERIFY2(read.error().message.contains(QStringLiteral("does not run")), qPrintable(read.error().message));
        return;
    }
    const model::PlanSpec spec = loadedPlan(plan);
    const model::Evaluation ev = model::evaluate(spec, m_catalog, "2026-11-30");
    QVERIFY2(ev.ok(), (ev.issues.empty() ? std::string() : ev.issues.front().path + ": " + ev.issues.front().text + " in " + plan.toStdString()).c_str());
    QVERIFY(ev.layoutChosenByPlanner);
    const model::Architecture arch = *ev.architecture;
    int exported = 0;
    QSet<QString> launchers;
    for (const model::OptionRow &row : ev.options) {
        auto made = data::Exporters::input(spec, ev, m_catalog, model::defaultJobSettings(spec.name), row.nodes);
        if (!made.ok()) {
            continue; // not an option at this node count (the evaluation says why)
        }
        const data::ExportInput &in = made.value();
        if (!data::Exporters::exportedNodes(in).ok()) {
            continue; // refused with its reason (the model does not fit at this node count, …)
        }
        QVERIFY(in.spec.layout.has_value());
        const model::Layout &y = *in.spec.layout;
        const std::string where = spec.name + " at " + std::to_string(row.nodes) + " nodes";
        // A layout its stack runs (the stack table).
        QVERIFY2(model::validate(y, arch).empty(), where.c_str());
        const int world = row.nodes * in.size.gpusPerVm.value;
        const int t = y.tensorParallel, p = y.pipelineParallel, v = y.virtualStages;
        const int d = world / (t * p);
        QCOMPARE(world % (t * p), 0);
        const json ds = parsed(data::SubmitTargets::deepSpeedConfigJson(in));
        const long long micro = ds["train_micro_batch_size_per_gpu"].get<long long>();
        const long long accumulation = ds["gradient_accumulation_steps"].get<long long>();
        const long long batch = ds["train_batch_size"].get<long long>();
        // The batch the step time priced is the batch that runs.
        QVERIFY2(batch == y.globalBatchSequences, (where + ": " + std::to_string(batch)).c_str());
        QCOMPARE(micro, static_cast<long long>(y.microBatchSize));
        const std::string command = parsed(data::SubmitTargets::serverlessJobJson(in))["command"].get<std::string>();
        const model::Stack stack = model::resolvedStack(y);
        switch (in.job.launcher) {
        case model::Launcher::Accelerate: {
            // The Trainer: data parallelism and sharding only; DeepSpeed counts every rank.
            QVERIFY2(stack == model::Stack::Hf && t == 1 && p == 1 && y.expertParallel == 1, where.c_str());
            QCOMPARE(batch, micro * accumulation * world);
            QCOMPARE(argumentValue(command, "--per_device_train_batch_size"), micro);
            QCOMPARE(argumentValue(command, "--gradient_accumulation_steps"), accumulation);
            QCOMPARE(argumentValue(command, "--num_processes"), static_cast<long long>(world));
            const QString yaml = QString::fromUtf8(data::SubmitTargets::accelerateConfigYaml(in).value());
            QVERIFY(yaml.contains(QStringLiteral("\nnum_processes: %1\n").arg(world)));
            break;
        }
        case model::Launcher::DeepSpeed:
            // Megatron-DeepSpeed hands DeepSpeed its model-parallel unit: the identity over d.
            QVERIFY2(stack == model::Stack::DeepSpeed && v == 1, where.c_str());
            QCOMPARE(batch, micro * accumulation * d);
            if (t * p > 1) {
                QCOMPARE(argumentValue(command, "--tensor-model-parallel-size"), static_cast<long long>(t));
                QCOMPARE(argumentValue(command, "--pipeline-model-parallel-size"), static_cast<long long>(p));
                QCOMPARE(argumentValue(command, "--global-batch-size"), batch);
            }
            break;
        case model::Launcher::Megatron: {
            // megatron/core/num_microbatches_calculator.py and arguments.py.
            const long long global = argumentValue(command, "--global-batch-size");
            QCOMPARE(global, batch);
            QCOMPARE(global % (micro * d), 0LL);
            QCOMPARE(arch.attentionHeads % t, 0);
            QCOMPARE(arch.effectiveKvHeads() % t, 0);
            QCOMPARE(arch.layers % (p * v), 0);
            if (v > 1) {
                QCOMPARE((global / (micro * d)) % p, 0LL);
            }
            break;
        }
        case model::Launcher::Fsdp: {
            // torchtitan: the degrees multiply to the world, the global batch is the priced one
            // and divides into local batches over the data-parallel ranks.
            const long long shard = argumentValue(command, "--parallelism.data_parallel_shard_degree");
            const long long replicate = argumentValue(command, "--parallelism.data_parallel_replicate_degree");
            QCOMPARE(shard * replicate * t * p, static_cast<long long>(world));
            QCOMPARE(argumentValue(command, "--parallelism.tensor_parallel_degree"), static_cast<long long>(t));
            QCOMPARE(argumentValue(command, "--training.global_batch_size"), batch);
            QCOMPARE(batch % (argumentValue(command, "--training.local_batch_size") * d), 0LL);
            break;
        }
        case model::Launcher::None:
            QFAIL("every priced stack has a launcher");
        case model::Launcher::FromStack:
            QFAIL("the launcher is resolved before export");
        }
        ++exported;
        launchers.insert(QString::fromLatin1(model::toString(in.job.launcher).data()) + QLatin1Char(' ') +
                         QString::fromLatin1(model::toString(stack).data()));
    }
    qInfo("%d options exported, launcher and stack: %s", exported, qPrintable(QStringList(launchers.values()).join(QStringLiteral(", "))));
    QVERIFY(exported >= 1);
}

QTEST_GUILESS_MAIN(TestSubmitTargets)
#include "tst_submittargets.moc"
