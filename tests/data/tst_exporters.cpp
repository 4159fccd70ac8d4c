// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "data/export/Exporters.h"
#include "model/plan/JobSettings.h"
#include "model/catalog/Quota.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>

using namespace capplan;
using model::DistributionType;
using model::NameIssue;
using model::Tier;
using nlohmann::json;

Q_DECLARE_METATYPE(model::Tier)
Q_DECLARE_METATYPE(model::DistributionType)
Q_DECLARE_METATYPE(model::NameIssue)
Q_DECLARE_METATYPE(model::IssueCode)

class TestExporters : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // The exported job and cluster files, loaded by the real Azure ML SDK (one batch per kind).
    void sdkAcceptsJobFiles_data();
    void sdkAcceptsJobFiles();
    void sdkAcceptsComputeFiles_data();
    void sdkAcceptsComputeFiles();
    void sdkRejectsATypo();

    void jobJsonContents();
    void timeout_data();
    void timeout();
    void checkpointBinding();

    void refusals_data();
    void refusals();
    void clusterNames_data();
    void clusterNames();
    void settingsIssues_data();
    void settingsIssues();
    void defaultsFromPlanName_data();
    void defaultsFromPlanName();

    void quotaRequest_data();
    void quotaRequest();
    void quotaRequestTextAndJson();
    void quotaRequestNamesTheModel_data();
    void quotaRequestNamesTheModel();
    void quotaRequestCountsRegionalTotal_data();
    void quotaRequestCountsRegionalTotal();

    void checklist();
    void checklistWarnsWithoutInfiniBand();

    void submitScriptsRun();

    void csvRoundTrip_data();
    void csvRoundTrip();
    void csvLayout();
    void csvErrors_data();
    void csvErrors();

    void writeFileAtomically();

    void benchmarkExportAll();
    void benchmarkCsvRoundTrip16();

private:
    model::Catalog m_catalog;
    QTemporaryDir m_dir;
    // The validator's JSON line per file, and why a batch could not be validated at all.
    std::map<QString, json> m_sdkResults;
    QString m_sdkProblem;
    QString m_typoFile;
};

namespace {

const data::Texts kEnglish{QLocale(QLocale::English, QLocale::UnitedStates)};
const char *const kH100 = "Standard_ND96isr_H100_v5";

// The plan of docs/sources.md, s0-finetune-sizing: 168 GPU-hours on ND H100 v5, 1/2/4 nodes at
// 100/85/75 %, $98 per node-hour, 13 h deadline → 2 nodes recommended.
model::PlanSpec seedPlan(Tier tier = Tier::Dedicated)
{
    model::PlanSpec spec = model::examplePlan();
    spec.tier = tier;
    return spec;
}

model::Evaluation evaluateWith(const model::PlanSpec &spec, const model::Catalog &catalog)
{
    return model::evaluate(spec, catalog, "2026-11-30");
}

data::ExportInput exportInput(const model::PlanSpec &spec, const model::Catalog &catalog, const model::JobSettings &job,
                              std::optional<int> nodes)
{
    auto in = data::Exporters::input(spec, evaluateWith(spec, catalog), catalog, job, nodes);
    if (!in) {
        qFatal("%s", qPrintable(in.error().toLine()));
    }
    return in.value();
}

// The vendored copy unless an external copy is there (CAPPLAN_SHARED_DIR, docs/design.md).
QString validatorPath()
{
    const QString shared = QStringLiteral(CAPPLAN_SHARED_DIR "/tools/azureml-validate");
    if (QFileInfo(shared).isFile()) {
        return shared;
    }
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tools/azureml-validate/azureml-validate");
}

// The same folder's stand-in for pydash, for scripts that import the SDK themselves.
QString shimPath()
{
    const QString shared = QStringLiteral(CAPPLAN_SHARED_DIR "/tools/azureml_shim");
    if (QFileInfo(shared).isDir()) {
        return shared;
    }
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tools/azureml-validate/azureml_shim");
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// One validator call for a batch of files; every line of its output is one file's result.
// Returns an empty string on success, else why the batch could not be checked.
QString runValidator(const QString &kind, const QStringList &files, std::map<QString, json> &results)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    p.start(validatorPath(), QStringList{kind} + files);
    if (!p.waitForStarted(10000)) {
        return QStringLiteral("cannot start %1: %2").arg(validatorPath(), p.errorString());
    }
    if (!p.waitForFinished(300000)) {
        p.kill();
        return QStringLiteral("%1 did not finish").arg(validatorPath());
    }
    const QString stderrText = QString::fromUtf8(p.readAllStandardError()).trimmed();
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() == 2) {
        return QStringLiteral("azureml-validate cannot check the files (exit %1): %2")
            .arg(p.exitCode())
            .arg(stderrText.isEmpty() ? QStringLiteral("the Azure ML SDK is missing: apt-get install -y python3-azure")
                                      : stderrText);
    }
    const QList<QByteArray> lines = p.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        if (line.trimmed().isEmpty()) {
            continue;
        }
        const json item = json::parse(line.constData(), nullptr, false);
        if (item.is_discarded() || !item.contains("file")) {
            return QStringLiteral("azureml-validate printed a line that is not its JSON: %1")
                .arg(QString::fromUtf8(line));
        }
        results[QString::fromStdString(item["file"].get<std::string>())] = item;
    }
    for (const QString &file : files) {
        if (results.count(file) == 0) {
            return QStringLiteral("azureml-validate printed nothing for %1 (stderr: %2)").arg(file, stderrText);
        }
    }
    return {};
}

// The export table: each row is one plan option written as job + cluster files. Expected values are
// hand-computed: world size = nodes × 8 GPUs, cores = nodes × 96 vCPUs (docs/sources.md,
// s2-azureml-compute).
struct ExportRow {
    const char *name;
    int nodes;
    Tier tier;
    DistributionType distribution;
    int idleSeconds;
    bool withInputs;
};

const std::vector<ExportRow> &exportRows()
{
    static const std::vector<ExportRow> rows{
        {"1 node, dedicated, pytorch", 1, Tier::Dedicated, DistributionType::PyTorch, 120, false},
        {"2 nodes, dedicated, pytorch (seed plan)", 2, Tier::Dedicated, DistributionType::PyTorch, 120, false},
        {"4 nodes, dedicated, pytorch", 4, Tier::Dedicated, DistributionType::PyTorch, 120, false},
        {"2 nodes, low priority, pytorch", 2, Tier::LowPriority, DistributionType::PyTorch, 120, false},
        {"4 nodes, low priority, pytorch", 4, Tier::LowPriority, DistributionType::PyTorch, 120, false},
        {"2 nodes, dedicated, mpi", 2, Tier::Dedicated, DistributionType::Mpi, 120, false},
        {"4 nodes, low priority, mpi", 4, Tier::LowPriority, DistributionType::Mpi, 120, false},
        {"2 nodes, dedicated, tensorflow", 2, Tier::Dedicated, DistributionType::TensorFlow, 120, false},
        {"4 nodes, low priority, tensorflow", 4, Tier::LowPriority, DistributionType::TensorFlow, 120, false},
        // The cluster of docs/sources.md, s2-azureml-compute keeps nodes 30 minutes between jobs;
        // the job binds a data asset.
        {"2 nodes, idle 1800 s, inputs and variables", 2, Tier::Dedicated, DistributionType::PyTorch, 1800, true},
    };
    return rows;
}

model::JobSettings jobFor(const ExportRow &row)
{
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    job.distribution = row.distribution;
    job.idleSecondsBeforeScaleDown = row.idleSeconds;
    if (row.withInputs) {
        job.inputs["corpus"] = "azureml:corpus-tok:3";
        job.command = "python train.py --data ${{inputs.corpus}}";
        job.environmentVariables["OMP_NUM_THREADS"] = "8";
    }
    return job;
}

QString jobFile(const QTemporaryDir &dir, int i)
{
    return dir.filePath(QStringLiteral("job-%1.json").arg(i));
}

QString computeFile(const QTemporaryDir &dir, int i)
{
    return dir.filePath(QStringLiteral("compute-%1.json").arg(i));
}

json parsed(const QByteArray &bytes)
{
    return json::parse(bytes.constData());
}

} // namespace

void TestExporters::initTestCase()
{
    auto catalog = data::CatalogStore::embeddedDefault();
    QVERIFY2(catalog.ok(), qPrintable(catalog.ok() ? QString() : catalog.error().toLine()));
    m_catalog = catalog.value();
    QVERIFY(m_dir.isValid());
    // The job's `code` folder must exist for load_job, as for `az ml job create`.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("src")));

    // Every file of the tables first, then one validator call per kind (each call costs seconds).
    QStringList jobs;
    QStringList computes;
    const std::vector<ExportRow> &rows = exportRows();
    for (size_t i = 0; i < rows.size(); ++i) {
        const data::ExportInput in = exportInput(seedPlan(rows[i].tier), m_catalog, jobFor(rows[i]), rows[i].nodes);
        const auto job = data::Exporters::commandJobJson(in);
        const auto compute = data::Exporters::amlComputeJson(in);
        QVERIFY2(job.ok() && compute.ok(), rows[i].name);
        QVERIFY(writeFile(jobFile(m_dir, static_cast<int>(i)), job.value()));
        QVERIFY(writeFile(computeFile(m_dir, static_cast<int>(i)), compute.value()));
        jobs.append(jobFile(m_dir, static_cast<int>(i)));
        computes.append(computeFile(m_dir, static_cast<int>(i)));
    }
    // A misspelt field must fail in the SDK as it would in `az ml job create`: proof that the
    // validator checks field names at all.
    json typo = parsed(data::Exporters::commandJobJson(
                           exportInput(seedPlan(), m_catalog, model::defaultJobSettings("sft-7b-2node"), 2))
                           .value());
    typo["limitz"] = typo["limits"];
    typo.erase("limits");
    m_typoFile = m_dir.filePath(QStringLiteral("job-typo.json"));
    QVERIFY(writeFile(m_typoFile, QByteArray::fromStdString(typo.dump(2))));
    jobs.append(m_typoFile);

    m_sdkProblem = runValidator(QStringLiteral("job"), jobs, m_sdkResults);
    if (m_sdkProblem.isEmpty()) {
        m_sdkProblem = runValidator(QStringLiteral("compute"), computes, m_sdkResults);
    }
}

void TestExporters::sdkAcceptsJobFiles_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("instanceCount");
    QTest::addColumn<QByteArray>("distribution");
    QTest::addColumn<QByteArray>("environment");
    const std::vector<ExportRow> &rows = exportRows();
    for (size_t i = 0; i < rows.size(); ++i) {
        const ExportRow &r = rows[i];
        // PyTorch and MPI: 8 processes per node (one per GPU); TensorFlow: one worker per node.
        QByteArray distribution;
        switch (r.distribution) {
        case DistributionType::PyTorch:
            distribution = R"({"type": "pytorch", "process_count_per_instance": 8})";
            break;
        case DistributionType::Mpi:
            distribution = R"({"type": "mpi", "process_count_per_instance": 8})";
            break;
        case DistributionType::TensorFlow:
            distribution = QByteArray(R"({"type": "tensorflow", "parameter_server_count": 0, "worker_count": )") +
                           QByteArray::number(r.nodes) + "}";
            break;
        }
        const QByteArray environment =
            r.withInputs ? R"({"NCCL_DEBUG": "INFO", "OMP_NUM_THREADS": "8"})" : R"({"NCCL_DEBUG": "INFO"})";
        QTest::newRow(r.name) << static_cast<int>(i) << r.nodes << distribution << environment;
    }
}

void TestExporters::sdkAcceptsJobFiles()
{
    QFETCH(int, index);
    QFETCH(int, instanceCount);
    QFETCH(QByteArray, distribution);
    QFETCH(QByteArray, environment);
    if (!m_sdkProblem.isEmpty()) {
        QFAIL(qPrintable(m_sdkProblem));
    }
    const json &result = m_sdkResults.at(jobFile(m_dir, index));
    QVERIFY2(result["valid"].get<bool>(), result.dump().c_str());
    QCOMPARE(result["kind"].get<std::string>(), std::string("Command"));
    QCOMPARE(result["compute"].get<std::string>(), std::string("sft-7b-2node"));
    QCOMPARE(result["instance_count"].get<int>(), instanceCount);
    QVERIFY2(result["distribution"] == json::parse(distribution.constData()), result["distribution"].dump().c_str());
    QVERIFY2(result["environment_variables"] == json::parse(environment.constData()),
             result["environment_variables"].dump().c_str());
    QVERIFY(result["command"].get<std::string>().find("--checkpoint-dir ${{outputs.checkpoints}}") !=
            std::string::npos);
}

void TestExporters::sdkAcceptsComputeFiles_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("maxInstances");
    QTest::addColumn<QString>("tier");
    QTest::addColumn<int>("idleSeconds");
    const std::vector<ExportRow> &rows = exportRows();
    for (size_t i = 0; i < rows.size(); ++i) {
        const ExportRow &r = rows[i];
        QTest::newRow(r.name) << static_cast<int>(i) << r.nodes
                              << (r.tier == Tier::Dedicated ? QStringLiteral("dedicated")
                                                            : QStringLiteral("low_priority"))
                              << r.idleSeconds;
    }
}

void TestExporters::sdkAcceptsComputeFiles()
{
    QFETCH(int, index);
    QFETCH(int, maxInstances);
    QFETCH(QString, tier);
    QFETCH(int, idleSeconds);
    if (!m_sdkProblem.isEmpty()) {
        QFAIL(qPrintable(m_sdkProblem));
    }
    const json &result = m_sdkResults.at(computeFile(m_dir, index));
    QVERIFY2(result["valid"].get<bool>(), result.dump().c_str());
    QCOMPARE(result["kind"].get<std::string>(), std::string("AmlCompute"));
    QCOMPARE(result["name"].get<std::string>(), std::string("sft-7b-2node"));
    QCOMPARE(result["size"].get<std::string>(), std::string(kH100));
    QCOMPARE(result["min_instances"].get<int>(), 0);
    QCOMPARE(result["max_instances"].get<int>(), maxInstances);
    QCOMPARE(QString::fromStdString(result["tier"].get<std::string>()), tier);
    QCOMPARE(result["idle_time_before_scale_down"].get<int>(), idleSeconds);
}

void TestExporters::sdkRejectsATypo()
{
    if (!m_sdkProblem.isEmpty()) {
        QFAIL(qPrintable(m_sdkProblem));
    }
    const json &result = m_sdkResults.at(m_typoFile);
    QCOMPARE(result["valid"].get<bool>(), false);
    QVERIFY(result["error"].get<std::string>().find("limitz") != std::string::npos);
}

void TestExporters::jobJsonContents()
{
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    job.inputs["corpus"] = "azureml:corpus-tok:3";
    const auto bytes = data::Exporters::commandJobJson(exportInput(seedPlan(), m_catalog, job, std::nullopt));
    QVERIFY(bytes.ok());
    const json doc = parsed(bytes.value());
    QCOMPARE(doc["$schema"].get<std::string>(),
             std::string("https://azuremlschemas.azureedge.net/latest/commandJob.schema.json"));
    QCOMPARE(doc["type"].get<std::string>(), std::string("command"));
    QCOMPARE(doc["compute"].get<std::string>(), std::string("azureml:sft-7b-2node"));
    // No node count given: the recommendation, 2 nodes for the 13 h deadline (docs/sources.md,
    // s0-finetune-sizing).
    QCOMPARE(doc["resources"]["instance_count"].get<int>(), 2);
    QCOMPARE(doc["distribution"]["process_count_per_instance"].get<int>(), 8);
    QCOMPARE(doc["environment"].get<std::string>(), std::string(model::kDefaultEnvironment));
    QCOMPARE(doc["code"].get<std::string>(), std::string("./src"));
    QCOMPARE(doc["experiment_name"].get<std::string>(), std::string("sft-7b-2node"));
    QCOMPARE(doc["display_name"].get<std::string>(), std::string("sft-7b-2node"));
    QCOMPARE(doc["environment_variables"]["NCCL_DEBUG"].get<std::string>(), std::string("INFO"));
    const json &out = doc["outputs"]["checkpoints"];
    QCOMPARE(out["type"].get<std::string>(), std::string("uri_folder"));
    QCOMPARE(out["mode"].get<std::string>(), std::string("rw_mount"));
    QCOMPARE(out["path"].get<std::string>(),
             std::string("azureml://datastores/workspaceblobstore/paths/checkpoints/sft-7b-2node/"));
    QCOMPARE(doc["inputs"]["corpus"]["path"].get<std::string>(), std::string("azureml:corpus-tok:3"));
    QCOMPARE(doc["tags"]["world_size"].get<std::string>(), std::string("16"));
}

void TestExporters::timeout_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("margin");
    QTest::addColumn<long long>("seconds");
    // Wall clock (docs/sources.md, s0-finetune-sizing): 21 h, 168/13.6 = 12.3529 h, 7 h.
    // Seconds = ceil(h · margin · 60) · 60.
    QTest::newRow("1 node × 1.25: 26.25 h") << 1 << 1.25 << 94500LL;
    QTest::newRow("2 nodes × 1.25: 926.47 min → 927") << 2 << 1.25 << 55620LL;
    QTest::newRow("4 nodes × 1.25: 8.75 h exactly") << 4 << 1.25 << 31500LL;
    QTest::newRow("2 nodes × 1.0: 741.18 min → 742") << 2 << 1.0 << 44520LL;
    QTest::newRow("4 nodes × 2.0: 14 h") << 4 << 2.0 << 50400LL;
}

void TestExporters::timeout()
{
    QFETCH(int, nodes);
    QFETCH(double, margin);
    QFETCH(long long, seconds);
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    job.timeoutMargin = margin;
    const auto bytes = data::Exporters::commandJobJson(exportInput(seedPlan(), m_catalog, job, nodes));
    QVERIFY(bytes.ok());
    QCOMPARE(parsed(bytes.value())["limits"]["timeout"].get<long long>(), seconds);
}

void TestExporters::checkpointBinding()
{
    // The SDK resolves an output's folder only through ${{outputs.<name>}} in the command; the
    // default command gets the checkpoint argument appended, once.
    model::JobSettings job = model::defaultJobSettings("p");
    QCOMPARE(model::jobCommand(job), std::string("python train.py --checkpoint-dir ${{outputs.checkpoints}}"));
    job.command = "python train.py --ckpt ${{ outputs.checkpoints }}";
    QCOMPARE(model::jobCommand(job), job.command);
    job.command = "python train.py";
    job.checkpointArgument.clear();
    QCOMPARE(model::jobCommand(job), std::string("python train.py"));
    QCOMPARE(model::commandBindings("a ${{inputs.x}} b ${{ outputs.y }}"),
             (std::vector<std::string>{"inputs.x", "outputs.y"}));
}

void TestExporters::refusals_data()
{
    QTest::addColumn<int>("kind"); // 0 plan error, 1 node count not an option, 2 no recommendation, 3 retired
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("plan with an error") << 0 << QStringLiteral("goodput")
                                        << QStringLiteral("the plan has errors and cannot be exported: must be from");
    QTest::newRow("3 nodes is not an option")
        << 1 << QStringLiteral("nodes") << QStringLiteral("3 nodes is not one of the plan's options (1, 2, 4)");
    QTest::newRow("no recommendation, no node count")
        << 2 << QStringLiteral("nodes") << QStringLiteral("there is no recommended node count to export");
    QTest::newRow("retired size") << 3 << QStringLiteral("sku")
                                  << QStringLiteral("must be recreated on a current size");
}

void TestExporters::refusals()
{
    QFETCH(int, kind);
    QFETCH(QString, path);
    QFETCH(QString, message);
    model::PlanSpec spec = seedPlan();
    model::Catalog catalog = m_catalog;
    std::optional<int> nodes;
    if (kind == 0) {
        spec.goodput = 0.0;
    } else if (kind == 1) {
        nodes = 3;
    } else if (kind == 2) {
        spec.deadlineHours = 5.0; // the fastest option takes 7 h
    } else {
        for (model::VmSize &s : catalog.sizes) {
            if (s.name == kH100) {
                s.status.value = model::SizeStatus::Retired;
            }
        }
    }
    const data::ExportInput in = exportInput(spec, catalog, model::defaultJobSettings(spec.name), nodes);
    const auto job = data::Exporters::commandJobJson(in);
    QVERIFY(!job.ok());
    QCOMPARE(job.error().path, path);
    QVERIFY2(job.error().message.contains(message), qPrintable(job.error().message));
    // Every exporter refuses the same way.
    QVERIFY(!data::Exporters::amlComputeJson(in).ok());
    QVERIFY(!data::Exporters::submitScripts(in).ok());
    QVERIFY(!data::Exporters::quotaRequestJson(in, kEnglish).ok());
    QVERIFY(!data::Exporters::quotaRequestText(in, kEnglish).ok());
    QVERIFY(!data::Exporters::preflightChecklistMarkdown(in, kEnglish).ok());
}

void TestExporters::clusterNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("message");
    QTest::newRow("seed plan name") << QStringLiteral("sft-7b-2node") << true << QString();
    QTest::newRow("seed cluster name") << QStringLiteral("h100-x4") << true << QString();
    QTest::newRow("3 characters") << QStringLiteral("nd1") << true << QString();
    QTest::newRow("16 characters") << QStringLiteral("abcdefghij-klmno") << true << QString();
    QTest::newRow("space") << QStringLiteral("my cluster") << false
                           << QStringLiteral("may contain only letters, digits and '-' (found \" \")");
    QTest::newRow("underscore") << QStringLiteral("gpu_cluster") << false
                                << QStringLiteral("may contain only letters, digits and '-' (found \"_\")");
    QTest::newRow("17 characters") << QStringLiteral("abcdefghij-klmnop") << false
                                   << QStringLiteral("has 17 characters; it must have 3 to 16");
    QTest::newRow("2 characters") << QStringLiteral("nd") << false
                                  << QStringLiteral("has 2 characters; it must have 3 to 16");
    QTest::newRow("starts with a digit") << QStringLiteral("4node") << false
                                         << QStringLiteral("must start with a letter");
    QTest::newRow("starts with a hyphen")
        << QStringLiteral("-gpu") << false << QStringLiteral("must start with a letter");
    QTest::newRow("ends with a hyphen") << QStringLiteral("gpu-") << false
                                        << QStringLiteral("every '-' must be followed");
    QTest::newRow("hyphen then digits") << QStringLiteral("gpu-cluster-1") << false
                                        << QStringLiteral("every '-' must be followed");
    QTest::newRow("empty") << QString() << false << QStringLiteral("must not be empty");
}

void TestExporters::clusterNames()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(QString, message);
    QCOMPARE(!model::clusterNameIssue(name.toStdString()).has_value(), valid);
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    job.clusterName = name.toStdString();
    const auto out = data::Exporters::amlComputeJson(exportInput(seedPlan(), m_catalog, job, 2));
    QCOMPARE(out.ok(), valid);
    if (!valid) {
        // The error names the field and says what is wrong.
        QCOMPARE(out.error().path, QStringLiteral("azureml.cluster_name"));
        QVERIFY2(out.error().message.contains(message), qPrintable(out.error().message));
        QVERIFY(out.error().toLine().startsWith(QStringLiteral("azureml.cluster_name: ")));
    }
}

void TestExporters::settingsIssues_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("experiment with a space")
        << 0 << QStringLiteral("my run") << QStringLiteral("azureml.experiment_name")
        << QStringLiteral("only letters, digits, '_' and '-' (found \" \")");
    QTest::newRow("experiment starting with '-'")
        << 0 << QStringLiteral("-run") << QStringLiteral("azureml.experiment_name")
        << QStringLiteral("must start with a letter or a digit");
    QTest::newRow("experiment of 257 characters")
        << 0 << QString(257, QLatin1Char('a')) << QStringLiteral("azureml.experiment_name")
        << QStringLiteral("has 257 characters; it must have 1 to 256");
    QTest::newRow("datastore with a hyphen") << 1 << QStringLiteral("blob-store") << QStringLiteral("azureml.datastore")
                                             << QStringLiteral("only letters, digits and '_' (found \"-\")");
    QTest::newRow("variable starting with a digit")
        << 2 << QStringLiteral("1BAD") << QStringLiteral("azureml.environment_variables.1BAD")
        << QStringLiteral("must start with a letter or '_'");
    QTest::newRow("variable the launcher sets")
        << 2 << QStringLiteral("WORLD_SIZE") << QStringLiteral("azureml.environment_variables.WORLD_SIZE")
        << QStringLiteral("WORLD_SIZE is set by Azure ML");
    QTest::newRow("input with a hyphen") << 3 << QStringLiteral("my-data") << QStringLiteral("azureml.inputs.my-data")
                                         << QStringLiteral("(found \"-\")");
    QTest::newRow("command binds an unknown input")
        << 4 << QStringLiteral("python train.py --data ${{inputs.corpus}}") << QStringLiteral("azureml.command")
        << QStringLiteral("${{inputs.corpus}} names no input of the job");
    QTest::newRow("command binds an unknown output")
        << 4 << QStringLiteral("python train.py --out ${{outputs.model}}") << QStringLiteral("azureml.command")
        << QStringLiteral("${{outputs.model}} names no input");
    QTest::newRow("empty command") << 4 << QStringLiteral("  ") << QStringLiteral("azureml.command")
                                   << QStringLiteral("must not be empty");
    QTest::newRow("absolute checkpoint path")
        << 5 << QStringLiteral("/ckpt") << QStringLiteral("azureml.checkpoint_path")
        << QStringLiteral("relative to the datastore");
    QTest::newRow("checkpoint path with a space")
        << 5 << QStringLiteral("ckpt/my run") << QStringLiteral("azureml.checkpoint_path")
        << QStringLiteral("must not contain a space");
    QTest::newRow("timeout margin 0.5") << 6 << QStringLiteral("0.5") << QStringLiteral("azureml.timeout_margin")
                                        << QStringLiteral("must be from 1 to 10 (got 0.5)");
    QTest::newRow("negative headroom") << 7 << QStringLiteral("-1") << QStringLiteral("azureml.quota_headroom_cores")
                                       << QStringLiteral("must not be negative (got -1)");
    QTest::newRow("negative idle time") << 8 << QStringLiteral("-5")
                                        << QStringLiteral("azureml.idle_time_before_scale_down")
                                        << QStringLiteral("must not be negative (got -5)");
    QTest::newRow("environment with a space")
        << 9 << QStringLiteral("azureml:my env@latest") << QStringLiteral("azureml.environment")
        << QStringLiteral("must not contain a space");
}

void TestExporters::settingsIssues()
{
    QFETCH(int, field);
    QFETCH(QString, value);
    QFETCH(QString, path);
    QFETCH(QString, message);
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    QVERIFY(model::validate(job).empty());
    const std::string v = value.toStdString();
    switch (field) {
    case 0:
        job.experimentName = v;
        break;
    case 1:
        job.datastore = v;
        break;
    case 2:
        job.environmentVariables[v] = "1";
        break;
    case 3:
        job.inputs[v] = "azureml:corpus:1";
        break;
    case 4:
        job.command = v;
        break;
    case 5:
        job.checkpointPath = v;
        break;
    case 6:
        job.timeoutMargin = value.toDouble();
        break;
    case 7:
        job.quotaHeadroomCores = value.toInt();
        break;
    case 8:
        job.idleSecondsBeforeScaleDown = value.toInt();
        break;
    default:
        job.environment = v;
        break;
    }
    const std::vector<model::JobSettingsIssue> issues = model::validate(job);
    QCOMPARE(issues.size(), size_t(1));
    QCOMPARE(QString::fromStdString(issues.front().path), path);
    const auto out = data::Exporters::commandJobJson(exportInput(seedPlan(), m_catalog, job, 2));
    QVERIFY(!out.ok());
    QCOMPARE(out.error().path, path);
    QVERIFY2(out.error().message.contains(message), qPrintable(out.error().message));
}

void TestExporters::defaultsFromPlanName_data()
{
    QTest::addColumn<QString>("plan");
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<QString>("experiment");
    QTest::newRow("seed plan") << QStringLiteral("sft-7b-2node") << QStringLiteral("sft-7b-2node")
                               << QStringLiteral("sft-7b-2node");
    QTest::newRow("spaces and punctuation") << QStringLiteral("My Big Plan 2025!") << QStringLiteral("My-Big-Plan2025")
                                            << QStringLiteral("My-Big-Plan-2025");
    QTest::newRow("starts with a digit") << QStringLiteral("7b finetune") << QStringLiteral("gpu-7b-finetune")
                                         << QStringLiteral("7b-finetune");
    QTest::newRow("long name truncated") << QStringLiteral("llama-3-70b-full-parameter-sft")
                                         << QStringLiteral("llama-3-70b-full")
                                         << QStringLiteral("llama-3-70b-full-parameter-sft");
    QTest::newRow("trailing digits") << QStringLiteral("run-1") << QStringLiteral("run1") << QStringLiteral("run-1");
    QTest::newRow("one letter") << QStringLiteral("a") << QStringLiteral("a-gpu") << QStringLiteral("a");
    QTest::newRow("empty") << QString() << QStringLiteral("gpu-cluster") << QStringLiteral("capacity-plan");
    QTest::newRow("non-ASCII letters") << QStringLiteral("Plan für Zürich") << QStringLiteral("Plan-f-r-Z-rich")
                                       << QStringLiteral("Plan-f-r-Z-rich");
    QTest::newRow("underscores") << QStringLiteral("__sft_run") << QStringLiteral("sft-run")
                                 << QStringLiteral("sft_run");
}

void TestExporters::defaultsFromPlanName()
{
    QFETCH(QString, plan);
    QFETCH(QString, cluster);
    QFETCH(QString, experiment);
    const model::JobSettings job = model::defaultJobSettings(plan.toStdString());
    QCOMPARE(QString::fromStdString(job.clusterName), cluster);
    QCOMPARE(QString::fromStdString(job.experimentName), experiment);
    QCOMPARE(QString::fromStdString(job.checkpointPath), QStringLiteral("checkpoints/") + experiment);
    QCOMPARE(job.codeFolder, std::string("./src"));
    QCOMPARE(job.datastore, std::string("workspaceblobstore"));
    QCOMPARE(job.idleSecondsBeforeScaleDown, 120);
    QCOMPARE(job.timeoutMargin, 1.25);
    const auto issues = model::validate(job);
    QVERIFY2(issues.empty(), issues.empty() ? "" : issues.front().path.c_str());
}

void TestExporters::quotaRequest_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<Tier>("tier");
    QTest::addColumn<int>("headroom");
    QTest::addColumn<int>("limit"); // -1: unknown
    QTest::addColumn<int>("used");  // -1: unknown
    QTest::addColumn<int>("requested");
    QTest::addColumn<int>("required");  // -1: unknown
    QTest::addColumn<int>("shortfall"); // -1: unknown
    // docs/sources.md, s2-azureml-compute: 96 vCPUs per ND96isr H100 v5 → 2 nodes 192 cores,
    // 4 nodes 384.
    QTest::newRow("4 nodes, limit 200, 8 used") << 4 << Tier::Dedicated << 0 << 200 << 8 << 384 << 392 << 192;
    QTest::newRow("4 nodes, usage unknown") << 4 << Tier::Dedicated << 0 << -1 << -1 << 384 << -1 << -1;
    QTest::newRow("4 nodes, only the limit known") << 4 << Tier::Dedicated << 0 << 200 << -1 << 384 << -1 << -1;
    QTest::newRow("2 nodes (seed tokens), limit 1000, 100 used")
        << 2 << Tier::Dedicated << 0 << 1000 << 100 << 192 << 292 << 0;
    QTest::newRow("2 nodes + 96 headroom, limit 200, 8 used")
        << 2 << Tier::Dedicated << 96 << 200 << 8 << 288 << 296 << 96;
    QTest::newRow("2 nodes low priority, limit 100, 0 used")
        << 2 << Tier::LowPriority << 0 << 100 << 0 << 192 << 192 << 92;
}

void TestExporters::quotaRequest()
{
    QFETCH(int, nodes);
    QFETCH(Tier, tier);
    QFETCH(int, headroom);
    QFETCH(int, limit);
    QFETCH(int, used);
    QFETCH(int, requested);
    QFETCH(int, required);
    QFETCH(int, shortfall);
    model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
    job.quotaHeadroomCores = headroom;
    data::ExportInput in = exportInput(seedPlan(tier), m_catalog, job, nodes);
    data::QuotaUsage usage;
    if (limit >= 0) {
        usage.limit = limit;
    }
    if (used >= 0) {
        usage.used = used;
    }
    (tier == Tier::Dedicated ? in.dedicatedQuota : in.lowPriorityQuota) = usage;
    const auto request = data::Exporters::quotaRequest(in);
    QVERIFY(request.ok());
    const data::QuotaRequest &qr = request.value();
    QCOMPARE(qr.vmFamily, QStringLiteral("standardNDSH100v5Family"));
    QCOMPARE(qr.region, QStringLiteral("eastus"));
    QCOMPARE(qr.vcpusPerNode, 96);
    const data::QuotaLine &line = tier == Tier::Dedicated ? qr.dedicated : qr.lowPriority;
    const data::QuotaLine &other = tier == Tier::Dedicated ? qr.lowPriority : qr.dedicated;
    QVERIFY(line.usedByPlan);
    QCOMPARE(line.nodeCores, nodes * 96);
    QCOMPARE(line.requestedCores, requested);
    QCOMPARE(line.requiredLimit.value_or(-1), required);
    QCOMPARE(line.shortfallCores.value_or(-1), shortfall);
    QVERIFY(!other.usedByPlan);
    QCOMPARE(other.requestedCores, 0);

    // The JSON carries the same numbers, null where unknown.
    const json doc = parsed(data::Exporters::quotaRequestJson(in, kEnglish).value());
    const json &item = doc["requests"][tier == Tier::Dedicated ? 0 : 1];
    QCOMPARE(item["requested_cores"].get<int>(), requested);
    QCOMPARE(item["shortfall_cores"].is_null(), shortfall < 0);
    if (shortfall >= 0) {
        QCOMPARE(item["shortfall_cores"].get<int>(), shortfall);
        QCOMPARE(item["required_limit"].get<int>(), required);
    }
    const QString text = QString::fromUtf8(data::Exporters::quotaRequestText(in, kEnglish).value());
    QVERIFY2(text.contains(QStringLiteral("request %1 (").arg(requested)), qPrintable(text));
    if (shortfall >= 0) {
        QVERIFY2(text.contains(QStringLiteral("shortfall: %1").arg(shortfall)), qPrintable(text));
    } else {
        QVERIFY2(text.contains(QStringLiteral("unknown — import `az vm list-usage`")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("shortfall: unknown")), qPrintable(text));
    }
}

// The request asks for what the Quota tab says is missing (model::quotaFor): the larger of the
// family's and the regional total's shortfall. Before the request was computed by the model, a
// regional total short of cores went unmentioned (the family alone has room here).
void TestExporters::quotaRequestCountsRegionalTotal_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("familyLimit");
    QTest::addColumn<int>("familyUsed");
    QTest::addColumn<int>("regionalLimit");
    QTest::addColumn<int>("regionalUsed");
    QTest::addColumn<int>("shortfall");
    QTest::addColumn<int>("requiredRegional");
    // 4 × 96 vCPUs = 384 cores: family 1000 − 0 has room, region 200 − 8 lacks 8 + 384 − 200 = 192.
    QTest::newRow("regional total binds") << 4 << 1000 << 0 << 200 << 8 << 192 << 392;
    // Family 200 − 8 lacks 192, region 300 − 0 lacks 84: the family's is the larger.
    QTest::newRow("family binds") << 4 << 200 << 8 << 300 << 0 << 192 << 384;
    // 2 nodes = 192 cores: both have room.
    QTest::newRow("both enough") << 2 << 1000 << 0 << 500 << 100 << 0 << 292;
}

void TestExporters::quotaRequestCountsRegionalTotal()
{
    QFETCH(int, nodes);
    QFETCH(int, familyLimit);
    QFETCH(int, familyUsed);
    QFETCH(int, regionalLimit);
    QFETCH(int, regionalUsed);
    QFETCH(int, shortfall);
    QFETCH(int, requiredRegional);
    model::Catalog catalog = m_catalog;
    const model::VmSize *size = catalog.findSize("Standard_ND96isr_H100_v5");
    QVERIFY(size != nullptr);
    model::QuotaUsage family;
    family.region = "eastus";
    family.family = size->quotaFamily.value;
    family.currentValue = familyUsed;
    family.limit = familyLimit;
    model::QuotaUsage regional;
    regional.region = "eastus";
    regional.scope = model::QuotaScope::Regional;
    regional.family = "cores";
    regional.currentValue = regionalUsed;
    regional.limit = regionalLimit;
    catalog.quota = {family, regional};

    const data::ExportInput in = exportInput(seedPlan(), catalog, model::defaultJobSettings("sft-7b-2node"), nodes);
    const data::QuotaRequest qr = data::Exporters::quotaRequest(in).value();
    QCOMPARE(qr.dedicated.shortfallCores.value_or(-1), shortfall);
    QCOMPARE(qr.dedicated.requiredRegionalLimit.value_or(-1), requiredRegional);
    // The Quota tab's number for the same node count.
    const model::QuotaCheck check = model::quotaFor(catalog, *size, "eastus", Tier::Dedicated, nodes);
    QCOMPARE(check.shortfall.value_or(-1), static_cast<long long>(shortfall));

    const json doc = parsed(data::Exporters::quotaRequestJson(in, kEnglish).value());
    QCOMPARE(doc["requests"][0]["shortfall_cores"].get<int>(), shortfall);
    QCOMPARE(doc["requests"][0]["regional_limit"].get<int>(), regionalLimit);
    QCOMPARE(doc["requests"][0]["regional_usage"].get<int>(), regionalUsed);
    QCOMPARE(doc["requests"][0]["required_regional_limit"].get<int>(), requiredRegional);
    const QString text = QString::fromUtf8(data::Exporters::quotaRequestText(in, kEnglish).value());
    QVERIFY2(text.contains(QStringLiteral("regional total: current limit: %1; in use: %2; limit needed: %3")
                               .arg(regionalLimit)
                               .arg(regionalUsed)
                               .arg(requiredRegional)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("shortfall: %1").arg(shortfall)), qPrintable(text));
}

void TestExporters::quotaRequestNamesTheModel_data()
{
    QTest::addColumn<int>("form"); // 0 GPU-hours, 1 a measured rate, 2 an MFU
    QTest::newRow("GPU-hours") << 0;
    QTest::newRow("a measured rate") << 1;
    QTest::newRow("an MFU") << 2;
}

// The quota request names the plan's model whatever form its workload takes (it was left out for a
// measured rate): the account team reads what is trained, not only GPU-hours.
void TestExporters::quotaRequestNamesTheModel()
{
    QFETCH(int, form);
    model::PlanSpec spec = seedPlan();
    spec.model = model::ModelChoice{model::ModelSource::Preset, "llama-3.1-8b", {}, {}};
    // LoRA keeps the 8B base frozen in 16 bits: it fits one GPU whatever the workload's form.
    model::MemoryJob memory;
    memory.fineTuning = model::FineTuning::Lora;
    memory.loraRank = 16;
    spec.memory = memory;
    if (form == 0) {
        spec.workload = model::GpuHoursWorkload{168.0};
    } else if (form == 1) {
        spec.workload = model::TokenRateWorkload{2e9, 3000.0};
    } else {
        spec.workload = model::TokenMfuWorkload{2e9, 0.0, 0.4};
    }
    const data::ExportInput in = exportInput(spec, m_catalog, model::defaultJobSettings("sft-8b"), 4);
    const auto written = data::Exporters::quotaRequestText(in, kEnglish);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toLine()));
    const QString text = QString::fromUtf8(written.value());
    QVERIFY2(text.contains(QStringLiteral("llama-3.1-8b")), qPrintable(text));
    const json doc = parsed(data::Exporters::quotaRequestJson(in, kEnglish).value());
    QVERIFY2(doc["justification"].get<std::string>().find("llama-3.1-8b") != std::string::npos, doc.dump().c_str());
    // A library model's parameters come from its architecture: never "0 parameters".
    QVERIFY2(!text.contains(QStringLiteral(" 0 parameters")), qPrintable(text));
}

void TestExporters::quotaRequestTextAndJson()
{
    data::ExportInput in = exportInput(seedPlan(), m_catalog, model::defaultJobSettings("sft-7b-2node"), 4);
    in.dedicatedQuota = data::QuotaUsage{200, 8, {}, {}};
    const QString text = QString::fromUtf8(data::Exporters::quotaRequestText(in, kEnglish).value());
    for (const QString &part : {
             QStringLiteral("Quota request for plan \"sft-7b-2node\""),
             QStringLiteral("Region: eastus"),
             QStringLiteral("VM family: standardNDSH100v5Family (Standard_ND96isr_H100_v5, 96 vCPUs per VM)"),
             QStringLiteral("Dedicated cores: request 384 (4 nodes × 96 vCPUs)"),
             QStringLiteral("current limit: 200; in use: 8; limit needed: 392; shortfall: 192"),
             QStringLiteral("Low-priority cores: not used by this plan"),
             QStringLiteral(
                 "a workload of 168 GPU-hours at full efficiency on 4 × Standard_ND96isr_H100_v5 (32 GPUs) in eastus"),
             // The 4-node option of docs/sources.md, s0-finetune-sizing: 7.0 h, $2,744; it meets
             // the 13 h deadline but 2 nodes is cheaper.
             QStringLiteral("7.0 h of wall clock and costs about $2,744"),
             QStringLiteral("This meets the 13 h deadline."),
             QStringLiteral("4 nodes were chosen over the planner's recommendation"),
             QStringLiteral("max_instances (4) even when it has scaled to zero"),
         }) {
        QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral("\n---\n") + text));
    }
    const json doc = parsed(data::Exporters::quotaRequestJson(in, kEnglish).value());
    QCOMPARE(doc["format"].get<std::string>(), std::string("capacity-planner.quota-request"));
    QCOMPARE(doc["version"].get<int>(), 1);
    QCOMPARE(doc["nodes"].get<int>(), 4);
    QCOMPARE(doc["requests"].size(), size_t(2));
    QCOMPARE(doc["requests"][0]["tier"].get<std::string>(), std::string("dedicated"));
    QCOMPARE(doc["requests"][1]["tier"].get<std::string>(), std::string("low_priority"));
    QVERIFY(doc["requests"][1]["current_limit"].is_null());
    QVERIFY(doc["justification"].get<std::string>().find("Standard_ND96isr_H100_v5") != std::string::npos);
    QCOMPARE(doc["notes"].size(), size_t(3));

    // The recommended option explains itself with the recommendation.
    const data::ExportInput recommended =
        exportInput(seedPlan(), m_catalog, model::defaultJobSettings("p"), std::nullopt);
    const QString why = QString::fromUtf8(data::Exporters::quotaRequestText(recommended, kEnglish).value());
    QVERIFY2(
        why.contains(QStringLiteral("Why this node count: 2 nodes: 12.4 h, $2,421 — the cheapest option that meets "
                                    "the 13 h deadline.")),
        qPrintable(why));
}

void TestExporters::checklist()
{
    const data::ExportInput in = exportInput(seedPlan(), m_catalog, model::defaultJobSettings("sft-7b-2node"), 2);
    const auto md = data::Exporters::preflightChecklistMarkdown(in, kEnglish);
    QVERIFY(md.ok());
    const QString text = QString::fromUtf8(md.value());
    for (const QString &part : {
             QStringLiteral("# Pre-flight checklist: sft-7b-2node"),
             QStringLiteral("- [ ] `Standard_ND96isr_H100_v5` has InfiniBand: 8 × 400 Gb/s = 3.2 Tb/s per VM"),
             QStringLiteral("All 2 nodes sit in one placement group"),
             QStringLiteral("process_count_per_instance is 8"),
             QStringLiteral("Expect world size **16** = 2 nodes × 8 processes"),
             QStringLiteral("`NET/IB`"),
             QStringLiteral("`NET/Socket` means NCCL fell back to TCP"),
             // Inside one VM: public nccl-tests figures for 8 × H100 SXM; across nodes 95 % of 400 GB/s
             // (docs/sources.md, s1-infiniband-trap: "380+").
             QStringLiteral("about 460–480 GB/s"),
             QStringLiteral("should approach 380 GB/s"),
             QStringLiteral("`mpirun -np 16"),
             QStringLiteral("timeout=datetime.timedelta(minutes=30)"),
             QStringLiteral("cancel a running job, resubmit it"),
             QStringLiteral("azureml://datastores/workspaceblobstore/paths/checkpoints/sft-7b-2node/"),
             QStringLiteral("Quota requested: 192 dedicated cores of standardNDSH100v5Family in eastus"),
             QStringLiteral("The plan assumes 21.0 h on one node."),
             QStringLiteral("1.70× the one-node throughput (85 % efficiency)"),
             QStringLiteral("limits.timeout is 55620 s"),
         }) {
        QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral("\n---\n") + text));
    }
    QVERIFY(!text.contains(QStringLiteral("Warning")));
    // Every item is a Markdown task.
    QVERIFY(text.count(QStringLiteral("- [ ] ")) >= 10);

    // TensorFlow: one worker per node, replicas = workers × GPUs.
    model::JobSettings tf = model::defaultJobSettings("sft-7b-2node");
    tf.distribution = DistributionType::TensorFlow;
    const QString tfText = QString::fromUtf8(
        data::Exporters::preflightChecklistMarkdown(exportInput(seedPlan(), m_catalog, tf, 2), kEnglish).value());
    QVERIFY2(tfText.contains(QStringLiteral("worker_count is 2, one worker per node driving its 8 GPUs: "
                                            "num_replicas_in_sync should be **16** = 2 × 8.")),
             qPrintable(tfText));
}

void TestExporters::checklistWarnsWithoutInfiniBand()
{
    // Multi-node on a size without InfiniBand is exported, but the checklist says so loudly
    // (docs/sources.md, s1-infiniband-trap: the NC H100 v5 sizes have no InfiniBand).
    model::PlanSpec spec = seedPlan();
    spec.sku = "Standard_NC80adis_H100_v5";
    spec.deadlineHours.reset();
    model::JobSettings job = model::defaultJobSettings(spec.name);
    job.environmentVariables["NCCL_IB_DISABLE"] = "1";
    const data::ExportInput in = exportInput(spec, m_catalog, job, 2);
    QVERIFY(data::Exporters::commandJobJson(in).ok());
    const QString text = QString::fromUtf8(data::Exporters::preflightChecklistMarkdown(in, kEnglish).value());
    for (const QString &part : {
             QStringLiteral("**Warning: `Standard_NC80adis_H100_v5` has no InfiniBand.**"),
             QStringLiteral("Expect world size **4** = 2 nodes × 2 processes"),
             QStringLiteral("NCCL_IB_DISABLE=1, which forces TCP"),
             QStringLiteral("record its bus bandwidth"),
             QStringLiteral("## Findings"),
         }) {
        QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral("\n---\n") + text));
    }
}

void TestExporters::submitScriptsRun()
{
    // Both scripts run here against stand-ins for `az` and MLClient; the Python one loads the
    // exported files with the real SDK, so the world size it prints is the SDK's reading.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("pytorch/src")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("tensorflow/src")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("bin")));
    const QString jobName = QStringLiteral("it's job.json"); // a quote the shell must survive
    for (const DistributionType type : {DistributionType::PyTorch, DistributionType::TensorFlow}) {
        const QString sub =
            type == DistributionType::PyTorch ? QStringLiteral("pytorch/") : QStringLiteral("tensorflow/");
        model::JobSettings job = model::defaultJobSettings("sft-7b-2node");
        job.distribution = type;
        const data::ExportInput in = exportInput(seedPlan(), m_catalog, job, type == DistributionType::PyTorch ? 2 : 4);
        const auto scripts = data::Exporters::submitScripts(in, jobName, QStringLiteral("compute.json"));
        QVERIFY(scripts.ok());
        QVERIFY(writeFile(dir.filePath(sub + jobName), data::Exporters::commandJobJson(in).value()));
        QVERIFY(
            writeFile(dir.filePath(sub + QStringLiteral("compute.json")), data::Exporters::amlComputeJson(in).value()));
        QVERIFY(writeFile(dir.filePath(sub + QStringLiteral("submit.sh")), scripts.value().bash));
        QVERIFY(writeFile(dir.filePath(sub + QStringLiteral("submit.py")), scripts.value().python));
    }
    QVERIFY(writeFile(dir.filePath(QStringLiteral("bin/az")), "#!/bin/sh\nprintf 'az'; printf ' [%s]' \"$@\"; echo\n"));
    QVERIFY(QFile::setPermissions(dir.filePath(QStringLiteral("bin/az")),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"),
               dir.filePath(QStringLiteral("bin")) + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    env.insert(QStringLiteral("AZURE_SUBSCRIPTION_ID"), QStringLiteral("sub"));
    env.insert(QStringLiteral("AZURE_RESOURCE_GROUP"), QStringLiteral("rg"));
    env.insert(QStringLiteral("AZUREML_WORKSPACE"), QStringLiteral("ws"));

    QProcess bash;
    bash.setProcessEnvironment(env);
    bash.setWorkingDirectory(dir.filePath(QStringLiteral("pytorch")));
    bash.start(QStringLiteral("bash"), {QStringLiteral("submit.sh")});
    QVERIFY(bash.waitForFinished(30000));
    const QString bashOut = QString::fromUtf8(bash.readAllStandardOutput());
    QVERIFY2(bash.exitCode() == 0, qPrintable(bashOut + QString::fromUtf8(bash.readAllStandardError())));
    QCOMPARE(bashOut, QStringLiteral("Expected world size: 16 = instance_count 2 x process_count_per_instance 8\n"
                                     "az [ml] [compute] [create] [--file] [compute.json] [--resource-group] [rg] "
                                     "[--workspace-name] [ws]\n"
                                     "az [ml] [job] [create] [--file] [it's job.json] [--resource-group] [rg] "
                                     "[--workspace-name] [ws]\n"));

    if (!m_sdkProblem.isEmpty()) {
        QFAIL(qPrintable(m_sdkProblem));
    }
    // The stand-in MLClient records what each script asks of it; one interpreter runs both.
    const char *harness = R"PY(
import os, runpy, sys, warnings
warnings.filterwarnings("ignore")
import azure.ai.ml, azure.identity
class Poller:
    def __init__(self, value): self.value = value
    def result(self): return self.value
class Jobs:
    def create_or_update(self, job):
        print("job", job.compute, job.resources.instance_count, vars(job.distribution))
        return type("Returned", (), {"studio_url": "https://studio/job"})()
class FakeClient:
    def __init__(self, credential, subscription, group, workspace):
        print("client", subscription, group, workspace)
        self.jobs = Jobs()
    def begin_create_or_update(self, compute):
        print("compute", compute.name, compute.size, compute.max_instances, compute.tier)
        return Poller(compute)
azure.ai.ml.MLClient = FakeClient
azure.identity.DefaultAzureCredential = lambda: None
for script in sys.argv[1:]:
    os.chdir(os.path.dirname(script))
    runpy.run_path(script, run_name="__main__")
)PY";
    env.insert(QStringLiteral("PYTHONPATH"), shimPath());
    QProcess python;
    python.setProcessEnvironment(env);
    python.start(QStringLiteral("/usr/bin/python3"),
                 {QStringLiteral("-c"), QString::fromUtf8(harness), dir.filePath(QStringLiteral("pytorch/submit.py")),
                  dir.filePath(QStringLiteral("tensorflow/submit.py"))});
    QVERIFY(python.waitForFinished(120000));
    const QString pyOut = QString::fromUtf8(python.readAllStandardOutput());
    QVERIFY2(python.exitCode() == 0, qPrintable(pyOut + QString::fromUtf8(python.readAllStandardError())));
    QCOMPARE(pyOut, QStringLiteral("client sub rg ws\n"
                                   "compute sft-7b-2node Standard_ND96isr_H100_v5 2 dedicated\n"
                                   "Expected world size: 16 = instance_count x process_count_per_instance (plan: 16)\n"
                                   "job sft-7b-2node 2 {'type': 'pytorch', 'process_count_per_instance': 8}\n"
                                   "https://studio/job\n"
                                   "client sub rg ws\n"
                                   "compute sft-7b-2node Standard_ND96isr_H100_v5 4 dedicated\n"
                                   "Expected workers: 4 each driving 8 GPUs; replicas in sync: 32\n"
                                   "job sft-7b-2node 4 {'type': 'tensorflow', 'parameter_server_count': 0, "
                                   "'worker_count': 4}\n"
                                   "https://studio/job\n"));
}

namespace {

// Rows whose doubles have no short decimal form, plus the extremes of the type.
model::Evaluation awkwardEvaluation()
{
    model::Evaluation ev;
    model::OptionRow a;
    a.nodes = 3;
    a.gpus = 24;
    a.efficiency = 0.1 + 0.2; // 0.30000000000000004
    a.speedup = 1.0 / 3.0;
    a.computeHours = std::numeric_limits<double>::denorm_min();
    a.wallClockHours = std::numeric_limits<double>::max();
    a.nodeHours = std::numeric_limits<double>::min();
    a.cost = 2421.176470588235;
    a.quotaCores = 288;
    a.meetsDeadline = false;
    a.withinBudget = true;
    model::OptionRow b = a;
    b.nodes = 300;
    b.efficiency = std::nextafter(1.0, 0.0);
    b.cost = -0.0;
    b.computeHours = 1e-300;
    b.meetsDeadline = true;
    b.withinBudget = false;
    ev.options = {a, b};
    return ev;
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

void TestExporters::csvRoundTrip_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("seed fine-tune, 1/2/4 nodes") << 0;
    QTest::newRow("seed tokens, goodput 0.85, 1 … 16 nodes") << 1;
    QTest::newRow("awkward doubles and extremes") << 2;
}

void TestExporters::csvRoundTrip()
{
    QFETCH(int, kind);
    model::Evaluation ev;
    if (kind == 0) {
        ev = evaluateWith(seedPlan(), m_catalog);
    } else if (kind == 1) {
        model::PlanSpec spec = seedPlan();
        spec.workload = model::TokenRateWorkload{2e9, 8200.0};
        spec.goodput = 0.85;
        spec.overheadHours = 0.1;
        spec.nodes.clear();
        spec.budget = 300.0;
        ev = evaluateWith(spec, m_catalog);
    } else {
        ev = awkwardEvaluation();
    }
    QVERIFY(!ev.options.empty());
    const auto rows = data::Exporters::parseOptionsCsv(data::Exporters::optionsCsv(ev));
    QVERIFY2(rows.ok(), qPrintable(rows.ok() ? QString() : rows.error().toLine()));
    QCOMPARE(rows.value().size(), ev.options.size());
    for (size_t i = 0; i < ev.options.size(); ++i) {
        const model::OptionRow &a = ev.options[i];
        const model::OptionRow &b = rows.value()[i];
        QCOMPARE(b.nodes, a.nodes);
        QCOMPARE(b.gpus, a.gpus);
        QCOMPARE(b.quotaCores, a.quotaCores);
        QCOMPARE(b.meetsDeadline, a.meetsDeadline);
        QCOMPARE(b.withinBudget, a.withinBudget);
        // Exact: the same bits, not merely close.
        for (const auto &[x, y] :
             {std::pair{a.efficiency, b.efficiency}, std::pair{a.speedup, b.speedup},
              std::pair{a.computeHours, b.computeHours}, std::pair{a.wallClockHours, b.wallClockHours},
              std::pair{a.nodeHours, b.nodeHours}, std::pair{a.cost, b.cost}}) {
            QVERIFY2(sameBits(x, y), qPrintable(QStringLiteral("%1 != %2").arg(x, 0, 'g', 17).arg(y, 0, 'g', 17)));
        }
    }
}

void TestExporters::csvLayout()
{
    const QByteArray csv = data::Exporters::optionsCsv(evaluateWith(seedPlan(), m_catalog));
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(lines.size(), 5); // header, 3 rows, the empty rest after the last CRLF
    QCOMPARE(lines[0], QByteArray("nodes,gpus,efficiency,speedup,compute_hours,wall_clock_hours,node_hours,cost,"
                                  "quota_cores,meets_deadline,within_budget,currency\r"));
    // Rows of docs/sources.md, s0-finetune-sizing: 1 node 21 h $2,058 (misses the 13 h
    // deadline); 4 nodes 7 h $2,744; each with the cost's currency.
    QCOMPARE(lines[1], QByteArray("1,8,1,1,21,21,21,2058,96,false,true,USD\r"));
    QCOMPARE(lines[3], QByteArray("4,32,0.75,3,7,7,28,2744,384,true,true,USD\r"));
    // 168/13.6 h: 17 digits are the shortest that read back exactly (Python's repr() agrees).
    QCOMPARE(lines[2], QByteArray("2,16,0.85,1.7,12.352941176470589,12.352941176470589,24.705882352941178,"
                                  "2421.1764705882356,192,true,true,USD\r"));
    // A plan in euros says so on every row.
    model::PlanSpec euro = seedPlan();
    euro.currency = "EUR";
    const QByteArray euroCsv = data::Exporters::optionsCsv(evaluateWith(euro, m_catalog));
    QCOMPARE(euroCsv.split('\n')[1], QByteArray("1,8,1,1,21,21,21,2058,96,false,true,EUR\r"));
    QVERIFY(data::Exporters::parseOptionsCsv(euroCsv).ok());
    // Quoted fields (RFC 4180) and LF line ends read as well.
    const auto quoted = data::Exporters::parseOptionsCsv(
        "\"within_budget\",nodes,gpus,efficiency,speedup,compute_hours,wall_clock_hours,node_hours,cost,quota_cores,"
        "\"meets_deadline\"\n\"true\",\"2\",16,0.85,1.7,1,1,2,196,192,false\n");
    QVERIFY(quoted.ok());
    QCOMPARE(quoted.value().size(), size_t(1));
    QCOMPARE(quoted.value()[0].nodes, 2);
    QCOMPARE(quoted.value()[0].withinBudget, true);
    QCOMPARE(quoted.value()[0].cost, 196.0);
}

void TestExporters::csvErrors_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("line");
    const QByteArray header =
        "nodes,gpus,efficiency,speedup,compute_hours,wall_clock_hours,node_hours,cost,quota_cores,"
        "meets_deadline,within_budget\r\n";
    QTest::newRow("empty") << QByteArray() << QStringLiteral("the CSV is empty");
    QTest::newRow("unknown column") << QByteArray("nodes,gpu\r\n") << QStringLiteral("line 1: unknown column \"gpu\"");
    QTest::newRow("missing column") << QByteArray("nodes\r\n") << QStringLiteral("line 1: column \"gpus\" is missing");
    QTest::newRow("not a number") << header + "2,16,0.85x,1.7,1,1,2,196,192,true,true\r\n"
                                  << QStringLiteral("line 2, efficiency: \"0.85x\" is not a valid efficiency");
    QTest::newRow("short row") << header + "2,16\r\n" << QStringLiteral("line 2: the row has 2 fields, the header 11");
    QTest::newRow("not a boolean") << header + "2,16,0.85,1.7,1,1,2,196,192,yes,true\r\n"
                                   << QStringLiteral("\"yes\" is not a valid meets_deadline");
    QTest::newRow("unclosed quote") << header + "\"2,16\r\n" << QStringLiteral("a quoted field is not closed");
    QTest::newRow("not a currency")
        << QByteArray("nodes,gpus,efficiency,speedup,compute_hours,wall_clock_hours,node_hours,cost,quota_cores,"
                      "meets_deadline,within_budget,currency\r\n2,16,0.85,1.7,1,1,2,196,192,true,true,$\r\n")
        << QStringLiteral("line 2, currency: \"$\" is not a currency code such as USD");
}

void TestExporters::csvErrors()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, line);
    const auto rows = data::Exporters::parseOptionsCsv(csv);
    QVERIFY(!rows.ok());
    QVERIFY2(rows.error().toLine().contains(line), qPrintable(rows.error().toLine()));
}

void TestExporters::writeFileAtomically()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("job.json"));
    QVERIFY(data::Exporters::writeFileAtomically(path, "old").ok());
    QVERIFY(data::Exporters::writeFileAtomically(path, "new contents").ok());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("new contents"));
    const QString missing = dir.filePath(QStringLiteral("no/such/dir/job.json"));
    const data::Status failed = data::Exporters::writeFileAtomically(missing, "x");
    QVERIFY(!failed.ok());
    QCOMPARE(failed.error().file, missing);
    QVERIFY(failed.error().message.startsWith(QStringLiteral("cannot write the file")));
}

void TestExporters::benchmarkExportAll()
{
    const data::ExportInput in = exportInput(seedPlan(), m_catalog, model::defaultJobSettings("sft-7b-2node"), 2);
    qsizetype bytes = 0;
    QBENCHMARK
    {
        bytes = data::Exporters::commandJobJson(in).value().size() +
                data::Exporters::amlComputeJson(in).value().size() +
                data::Exporters::quotaRequestJson(in, kEnglish).value().size() +
                data::Exporters::quotaRequestText(in, kEnglish).value().size() +
                data::Exporters::preflightChecklistMarkdown(in, kEnglish).value().size() +
                data::Exporters::submitScripts(in).value().bash.size();
    }
    QVERIFY(bytes > 0);
}

void TestExporters::benchmarkCsvRoundTrip16()
{
    model::PlanSpec spec = seedPlan();
    spec.nodes.clear(); // 1 … 16
    const model::Evaluation ev = evaluateWith(spec, m_catalog);
    size_t rows = 0;
    QBENCHMARK
    {
        rows = data::Exporters::parseOptionsCsv(data::Exporters::optionsCsv(ev)).value().size();
    }
    QCOMPARE(rows, size_t(16));
}

QTEST_GUILESS_MAIN(TestExporters)
#include "tst_exporters.moc"
