// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built capacity-planner-cli as a user would and checks what it prints.
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>
#include <sqlite3.h>

#include <utility>

#include <csignal>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include "../common/FieldSamples.h"

namespace {
struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QString example(const char *name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/") + QLatin1String(name);
}

QString sample(const QString &name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/") + name;
}

QString realSample(const char *kind, const char *name)
{
    return sample(QStringLiteral("real/%1/%2").arg(QLatin1String(kind), QLatin1String(name)));
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
}
} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void planJsonSeed();
    void planJsonMatchesExpectedOutput_data();
    void planJsonMatchesExpectedOutput();
    void planTable();
    void modelPlanIsAlwaysMemoryChecked();
    void planNameIsEscaped();
    void planTokensExample();
    void ncTrapFindings();
    void catalog();
    void planWithoutPrice();
    void badInput_data();
    void badInput();
    void usageErrors_data();
    void usageErrors();
    void searchJsonAndTable();
    void portfolioJsonAndTable();
    void corruptCatalogFallsBack();
    void explicitCatalogMustBeUsable();
    void specialPlanFiles();
    void hostilePlanFiles_data();
    void hostilePlanFiles();
    void hostileImportFiles_data();
    void hostileImportFiles();
    void writeFailureIsAnError();
    void planWithRisk();
    void heavyRiskStopsOnSigterm();
    void riskWithoutFailuresIsDeterministic();
    void exportWritesValidJobFiles();
    void exportRefuses_data();
    void exportRefuses();
    void exportWritesWhatItCan();
    void seedQuotaExample();
    void importNcclTests();
    void importNcclLog_data();
    void importNcclLog();
    void importTrainingLogIntoPlan();
    void importTrainingLogNeedsInputs();
    void importNcclTestsFromTheField_data();
    void importNcclTestsFromTheField();
    void importNcclRejected_data();
    void importNcclRejected();
    void importPricesDryRun();
    void importPricesThenCatalogJson();
    void pricesInAnotherCurrency();
    void planWithReservation();
    void restrictedRegion();
    void importQuotaJson();
    void importUnusableInput_data();
    void importUnusableInput();
    void importFieldFiles_data();
    void importFieldFiles();
    void importNothingAndFromWindows();
    void exportAndImportCatalog();
    void modelsList();
    void modelsTable();
    void modelPreset();
    void modelConfigFile_data();
    void modelConfigFile();
    void modelErrors_data();
    void modelErrors();
    void modelSavedToTheLibrary();
    void planWithModel();
    void nonUtf8FileNames();
    void fifoInputs();

private:
    Run run(const QStringList &args);
    // Runs `script` with /bin/sh, $0 being the CLI and $1… the arguments: for file names that
    // are not UTF-8, which QProcess cannot pass (printf '\351' in the script can).
    Run runShell(const QString &script, const QStringList &args);
    QString freshCatalog(const QString &name);
    QString write(const QString &name, const QByteArray &content);
    QTemporaryDir m_home;
};

void TestCli::initTestCase()
{
    QVERIFY(m_home.isValid());
}

Run TestCli::run(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // A private home so the test never touches a real user's catalog or settings.
    env.insert(QStringLiteral("HOME"), m_home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CAPPLAN_CLI), args);
    if (!p.waitForFinished(60000)) {
        return {};
    }
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

Run TestCli::runShell(const QString &script, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("/bin/sh"), QStringList{QStringLiteral("-c"), script, QStringLiteral(CAPPLAN_CLI)} + args);
    if (!p.waitForFinished(60000)) {
        return {};
    }
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

// A catalog file of its own for a test: a copy of the user's catalog as the CLI creates it.
QString TestCli::freshCatalog(const QString &name)
{
    const QString user = m_home.filePath(QStringLiteral("data/capacity-planner/catalog.sqlite"));
    if (!QFile::exists(user)) {
        run({QStringLiteral("catalog")});
    }
    const QString path = m_home.filePath(name);
    QFile::remove(path);
    QFile::copy(user, path);
    return path;
}

QString TestCli::write(const QString &name, const QByteArray &content)
{
    const QString path = m_home.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        f.write(content);
    }
    return path;
}

// Every example's `plan --json` output, byte for byte, on the embedded default catalog. The
// expected files are tests/data/expected/<example>.plan-output.json: a change that moves a number
// updates them and says which numbers moved and why (regenerate with
// `capacity-planner-cli plan examples/X.plan.json --json --default-catalog`).
void TestCli::planJsonMatchesExpectedOutput_data()
{
    QTest::addColumn<QString>("plan");
    const QDir examples(QStringLiteral(CAPPLAN_SOURCE_DIR "/examples"));
    const QStringList plans = examples.entryList({QStringLiteral("*.plan.json")}, QDir::Files, QDir::Name);
    QVERIFY(plans.size() >= 5);
    for (const QString &plan : plans) {
        QTest::newRow(qPrintable(plan)) << plan;
    }
}

void TestCli::planJsonMatchesExpectedOutput()
{
    QFETCH(QString, plan);
    const Run r = run({QStringLiteral("--default-catalog"), QStringLiteral("plan"),
                       QStringLiteral(CAPPLAN_SOURCE_DIR "/examples/") + plan, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QString expectedName = plan;
    expectedName.replace(QStringLiteral(".plan.json"), QStringLiteral(".plan-output.json"));
    QFile expected(QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/expected/") + expectedName);
    QVERIFY2(expected.open(QIODevice::ReadOnly), qPrintable(expected.fileName()));
    const QByteArray want = expected.readAll();
    if (r.out != want) {
        // The first line that differs, so the failure says which number moved.
        const QList<QByteArray> got = r.out.split('\n');
        const QList<QByteArray> lines = want.split('\n');
        for (qsizetype i = 0; i < std::min(got.size(), lines.size()); ++i) {
            if (got[i] != lines[i]) {
                QFAIL(qPrintable(QStringLiteral("line %1: got %2, expected %3")
                                     .arg(i + 1)
                                     .arg(QString::fromUtf8(got[i]), QString::fromUtf8(lines[i]))));
            }
        }
        QFAIL("the output's length differs from the expected file's");
    }
}

// A plan name with a terminal escape sequence, a newline and a NUL reaches the table escaped,
// as the error lines show such text; the raw bytes never reach the terminal.
void TestCli::planNameIsEscaped()
{
    QFile seed(example("seed-finetune.plan.json"));
    QVERIFY(seed.open(QIODevice::ReadOnly));
    QByteArray plan = seed.readAll();
    plan.replace("\"name\": \"sft-7b-2node\"", "\"name\": \"\\u001b[31mred\\nline\\u0000end\"");
    QVERIFY(plan.contains("u001b[31m"));
    const QString path = write(QStringLiteral("escaped.plan.json"), plan);
    const Run r = run({QStringLiteral("--default-catalog"), QStringLiteral("plan"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!r.out.contains('\x1b'));
    QVERIFY(!r.out.contains('\0'));
    QVERIFY2(r.out.contains("Plan \\u001b[31mred\\nline\\u0000end:"), r.out.constData());
}

// A valid plan whose Monte Carlo is heavy (1,000,000 trials, a node failing every hour, 16 node
// counts: the work bound still allows some seconds) stops on SIGTERM within the poll of its
// workers: status 143, one line, nothing printed on stdout.
void TestCli::heavyRiskStopsOnSigterm()
{
    QFile seed(example("seed-risk.plan.json"));
    QVERIFY(seed.open(QIODevice::ReadOnly));
    QByteArray plan = seed.readAll();
    plan.replace("\"node_mtbf_hours\": 6334.6", "\"node_mtbf_hours\": 1");
    plan.replace("\"trials\": 20000", "\"trials\": 1000000");
    plan.replace("\"nodes\": [1, 2, 4]", "\"nodes\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]");
    const QString path = write(QStringLiteral("heavy-risk.plan.json"), plan);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CAPPLAN_CLI), {QStringLiteral("--default-catalog"), QStringLiteral("plan"), path});
    QVERIFY(p.waitForStarted());
    QTest::qWait(400);
    QVERIFY2(p.state() == QProcess::Running, "the simulation ended before the signal; make the plan heavier");
    p.terminate(); // SIGTERM
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 128 + 15);
    QVERIFY(p.readAllStandardOutput().isEmpty());
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(err, QByteArray("stopped by signal 15; nothing was written\n"));
}

void TestCli::planJsonSeed()
{
    const Run r = run({QStringLiteral("plan"), example("seed-finetune.plan.json"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const auto doc = nlohmann::json::parse(r.out.constData());
    // docs/sources.md, s0-finetune-sizing: 21.0 h / $2,058; 12.35 h / $2,421; 7.0 h / $2,744
    // (tolerance 1e-9).
    const double wall[] = {21.0, 168.0 / 13.6, 7.0};
    const double cost[] = {2058.0, 168.0 / 13.6 * 2 * 98.0, 2744.0};
    const int cores[] = {96, 192, 384};
    for (int i = 0; i < 3; ++i) {
        QVERIFY(std::abs(doc["options"][i]["wall_clock_hours"].get<double>() - wall[i]) < 1e-9);
        QVERIFY(std::abs(doc["options"][i]["cost"].get<double>() - cost[i]) < 1e-9);
        QCOMPARE(doc["options"][i]["quota_cores"].get<int>(), cores[i]);
    }
    QCOMPARE(doc["recommendation"]["nodes"].get<int>(), 2);
    QCOMPARE(QString::fromStdString(doc["recommendation"]["reason"].get<std::string>()),
             QStringLiteral("2 nodes: 12.4 h, $2,421 — the cheapest option that meets the 13 h deadline. 4 nodes would "
                            "finish in 7.0 h for 13 % more."));
    // Only the quota notes: no usage is imported into a fresh catalog.
    QCOMPARE(doc["findings"].size(), std::size_t(2));
    QCOMPARE(doc["findings"][0]["code"].get<std::string>(), std::string("quota_unknown"));
    QCOMPARE(doc["findings"][0]["family"].get<std::string>(), std::string("standardNDSH100v5Family"));
    QCOMPARE(doc["findings"][0]["cores_needed"].get<int>(), 192);
    QCOMPARE(doc["findings"][1]["code"].get<std::string>(), std::string("quota_held_when_idle"));
}

void TestCli::planTable()
{
    const Run r = run({QStringLiteral("plan"), example("seed-finetune.plan.json")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains(QStringLiteral("$2,744")));
    QVERIFY(out.contains(QStringLiteral("2 nodes: 12.4 h, $2,421")));
}

// A plan that knows its model is checked against GPU memory even without a memory block: the full
// fine-tune of Llama 3.1 70B with ZeRO-3 and 4,096-token sequences keeps 256.3 GB per GPU at 1
// node without activation checkpointing, and 117.4 GB at 16, so nothing is recommended; with the
// example's memory block (activation checkpointing) 1 and 2 nodes do not fit and 4 nodes are
// recommended, where the unchecked plan recommended 1 node at 41.3 h.
void TestCli::modelPlanIsAlwaysMemoryChecked()
{
    QFile example70b(example("model-llama70b-finetune.plan.json"));
    QVERIFY(example70b.open(QIODevice::ReadOnly));
    const QByteArray withBlock = example70b.readAll();
    nlohmann::json doc = nlohmann::json::parse(withBlock.toStdString());
    doc.erase("memory");
    const QString path = write(QStringLiteral("llama70b-no-memory-block.plan.json"), QByteArray::fromStdString(doc.dump()));
    const Run bare = run({QStringLiteral("plan"), path});
    QCOMPARE(bare.exitCode, 0);
    const QString out = QString::fromUtf8(bare.out);
    QVERIFY2(out.contains(QStringLiteral("GB per GPU  fits")), qPrintable(out));
    // The planner's least-memory layout on one node (t 8, full recomputation) still needs 169.7 GB.
    QVERIFY2(out.contains(QStringLiteral("169.7    no")), qPrintable(out));
    // (8 nodes, 4.4 h, $3,425 while the planner searched DeepSpeed alone for a plan naming no
    // stack; searching the Trainer, DeepSpeed and Megatron-Core, 4 nodes on Megatron-Core win.)
    QVERIFY2(out.contains(QStringLiteral("4 nodes: 7.9 h, $3,092 — the cheapest option that meets the 48 h deadline. "
                                         "1 and 2 nodes do not fit in 80 GiB per GPU.")),
             qPrintable(out));
    const Run json = run({QStringLiteral("plan"), path, QStringLiteral("--json")});
    const nlohmann::json result = nlohmann::json::parse(json.out.toStdString());
    QCOMPARE(result["recommendation"]["nodes"].get<int>(), 4);
    QCOMPARE(result["options"][0]["fits"].get<bool>(), false);
    QVERIFY(std::abs(result["options"][0]["memory_per_gpu_gb"].get<double>() - 169.7) < 0.05); // ±0.05 GB: the table's rounding

    const Run checked = run({QStringLiteral("plan"), example("model-llama70b-finetune.plan.json")});
    const QString text = QString::fromUtf8(checked.out);
    QVERIFY2(text.contains(QStringLiteral("8 nodes: 3.8 h, $3,010 — the cheapest option that meets the 48 h deadline. "
                                          "1 node does not fit in 80 GiB per GPU.")),
             qPrintable(text));
}

void TestCli::planTokensExample()
{
    // docs/sources.md, s2-azureml-compute: 2e9 tokens at 8,200 tokens/s/GPU, 2 nodes, goodput 0.85
    // → 4.98 h, 192 cores, at the catalog's $98.32.
    const Run r = run({QStringLiteral("plan"), example("seed-tokens-2node.plan.json"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.constData());
    const auto &two = doc["options"][1];
    QCOMPARE(two["nodes"].get<int>(), 2);
    QVERIFY(std::abs(two["wall_clock_hours"].get<double>() - 4.9817) < 0.0005);
    QCOMPARE(two["quota_cores"].get<int>(), 192);
    QVERIFY(std::abs(two["cost"].get<double>() - two["wall_clock_hours"].get<double>() * 2 * 98.32) < 1e-9);
}

void TestCli::ncTrapFindings()
{
    const Run r = run({QStringLiteral("plan"), example("nc-h100-trap.plan.json"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.constData());
    QStringList codes;
    for (const auto &f : doc["findings"]) {
        codes << QString::fromStdString(f["code"].get<std::string>());
    }
    QVERIFY2(codes.contains(QStringLiteral("no_infiniband")), qPrintable(codes.join(QLatin1Char(','))));
    // The MFU form uses the unverified H100 NVL peak.
    QVERIFY(codes.contains(QStringLiteral("unverified_value")));
}

void TestCli::catalog()
{
    const Run table = run({QStringLiteral("catalog")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("Standard_ND96isr_H100_v5"));
    QVERIFY(table.out.contains("$98.32"));
    const Run json = run({QStringLiteral("catalog"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const auto doc = nlohmann::json::parse(json.out.constData());
    QCOMPARE(doc["sizes"].size(), std::size_t(16));
    // Every size lists the step-time facts with their provenance, and every price whether its date
    // is approximate (the snapshot's SkyPilot prices: about 2023-12 / 2024-08 / 2024-09).
    int approximate = 0;
    for (const auto &s : doc["sizes"]) {
        for (const char *key : {"fp8_tflops_per_gpu", "nvlink_domain_gpus", "memory_bandwidth_gb_per_s", "collective_library"}) {
            QVERIFY2(s.contains(key) && s[key].contains("value") && s[key].contains("source") && s[key].contains("as_of") &&
                         s[key].contains("verified"),
                     key);
        }
        for (const auto &p : s["prices"]) {
            QVERIFY(p.contains("as_of_approximate"));
            approximate += p["as_of_approximate"].get<bool>() ? 1 : 0;
        }
        if (s["name"] == "Standard_ND96isr_MI300X_v5") {
            QCOMPARE(s["collective_library"]["value"].get<std::string>(), std::string("RCCL"));
            QCOMPARE(s["fp8_tflops_per_gpu"]["value"].get<double>(), 2614.9);
            QCOMPARE(s["nvlink_domain_gpus"]["value"].get<int>(), 8);
            QCOMPARE(s["memory_bandwidth_gb_per_s"]["value"].get<double>(), 5300.0);
            QVERIFY(s["prices"].empty());
        }
        if (s["name"] == "Standard_ND128isr_NDR_GB200_v6") {
            QCOMPARE(s["nvlink_domain_gpus"]["value"].get<int>(), 72);
            QCOMPARE(s["nvlink_gbps_per_gpu"]["value"].get<double>(), 900.0);
        }
    }
    QCOMPARE(approximate, 104);
    // The first run created the user's catalog in the app-data folder.
    QVERIFY(QFile::exists(m_home.filePath(QStringLiteral("data/capacity-planner/catalog.sqlite"))));
}

// ND96isr_MI300X_v5 has no sourced price: the plan is computed all the same, its costs are null,
// the recommendation is by node-hours and a no_price finding names the import (exit 0).
void TestCli::planWithoutPrice()
{
    const QString path = write(QStringLiteral("mi300x.plan.json"), QByteArray(R"({"format": "capacity-planner.plan",
        "version": 1, "sku": "Standard_ND96isr_MI300X_v5", "region": "eastus", "workload": {"gpu_hours": 1000},
        "scaling": {"efficiency": {"1": 1.0, "2": 0.9, "4": 0.8}}, "nodes": [1, 2, 4], "deadline_hours": 100})"));
    const Run r = run({QStringLiteral("plan"), path, QStringLiteral("--json"), QStringLiteral("--default-catalog")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.constData());
    // 1000 GPU-hours on 8 GPUs: 125 h, 69.4 h, 39.1 h; 125, 138.9, 156.3 node-hours.
    const double wall[] = {125.0, 1000.0 / 14.4, 1000.0 / 25.6};
    for (int i = 0; i < 3; ++i) {
        QVERIFY(doc["options"][i]["cost"].is_null());
        QVERIFY(std::abs(doc["options"][i]["wall_clock_hours"].get<double>() - wall[i]) < 1e-9);
    }
    // 1 node misses 100 h; of the others 2 nodes take the fewest node-hours.
    QCOMPARE(doc["recommendation"]["nodes"].get<int>(), 2);
    QVERIFY(QString::fromStdString(doc["recommendation"]["reason"].get<std::string>()).contains(QStringLiteral("node-hours")));
    bool noPrice = false;
    for (const auto &f : doc["findings"]) {
        if (f["code"] == "no_price") {
            noPrice = true;
            QCOMPARE(f["subject"].get<std::string>(), std::string("Standard_ND96isr_MI300X_v5"));
            QVERIFY(QString::fromStdString(f["message"].get<std::string>()).contains(QStringLiteral("import prices")));
        }
    }
    QVERIFY(noPrice);
    // The table says "cost unknown" where a price would be.
    const Run table = run({QStringLiteral("plan"), path, QStringLiteral("--default-catalog")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("no price per node-hour"));
    QVERIFY(table.out.contains("cost unknown"));
}

void TestCli::badInput_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected"); // after "FILE: "

    const QByteArray base = R"({"format": "capacity-planner.plan", "version": 1, "sku": "Standard_ND96isr_H100_v5",
        "region": "eastus", "workload": {"gpu_hours": 168}, "scaling": {"efficiency": {"1": 1.0}} XX})";
    auto with = [&](const QByteArray &extra) { return QByteArray(base).replace("XX", extra); };
    QTest::newRow("unknown field") << with(R"(, "deadline": 13)") << "deadline: unknown field";
    QTest::newRow("wrong type") << with(R"(, "budget": "lots")") << "budget: must be a number, not a string";
    QTest::newRow("negative") << with(R"(, "overhead_hours": -1)") << "overhead_hours: must not be negative (got -1)";
    QTest::newRow("zero") << with(R"(, "deadline_hours": 0)") << "deadline_hours: must be greater than zero (got 0)";
    QTest::newRow("non-finite") << with(R"(, "budget": -1e400)") << "budget: must be a finite number";
    QTest::newRow("efficiency out of range")
        << QByteArray(base).replace(R"({"1": 1.0})", R"({"1": 1.0, "2": 1.7})").replace("XX", "")
        << "scaling.efficiency.2: efficiency must be in (0, 1] (got 1.7)";
    QTest::newRow("unknown size") << QByteArray(base).replace("Standard_ND96isr_H100_v5", "Standard_ND96isr_H900_v9").replace("XX", "")
                                  << "sku: \"Standard_ND96isr_H900_v9\" is not a VM size in the catalog";
    QTest::newRow("unknown region") << QByteArray(base).replace("eastus", "moonbase-1").replace("XX", "")
                                    << "region: \"moonbase-1\" is not a region in the catalog";
    QTest::newRow("unknown region, own price")
        << QByteArray(base).replace("eastus", "moonbase-1").replace("XX", R"(, "price_per_node_hour": 98)")
        << "region: \"moonbase-1\" is not a region in the catalog";
    QTest::newRow("duplicate key") << with(R"(, "sku": "Standard_NC40ads_H100_v5")") << "sku: is given twice";
    QTest::newRow("duplicate nested key") << QByteArray(base).replace(R"({"1": 1.0})", R"({"1": 1.0, "1": 0.9})").replace("XX", "")
                                          << "scaling.efficiency.1: is given twice";
    QTest::newRow("non-canonical efficiency key")
        << QByteArray(base).replace(R"({"1": 1.0})", R"({"1": 1.0, "02": 0.9})").replace("XX", "")
        << "scaling.efficiency.02: the key must be a node count from 1 to 4096";
    QTest::newRow("huge value") << QByteArray(base).replace("168", "1e308").replace("XX", "")
                                << "workload.gpu_hours: must be at most 1,000,000,000 (got 1e+308)";
    QTest::newRow("newline in a key is escaped") << with(", \"dead\\nline\": 1") << "dead\\nline: unknown field";
    QTest::newRow("empty file") << QByteArray() << "malformed JSON at line 1, column 1";
    QTest::newRow("two workload forms") << QByteArray(base).replace(R"({"gpu_hours": 168})",
                                                                    R"({"gpu_hours": 168, "tokens": 1, "parameters": 1, "mfu": 0.4})")
                                               .replace("XX", "")
                                        << "workload: gives more than one workload form; use exactly one of: gpu_hours; "
                                           "tokens + tokens_per_gpu_second; tokens + parameters + mfu";
    QTest::newRow("malformed JSON") << QByteArray("{\n  \"format\": \"capacity-planner.plan\",\n  oops\n}")
                                    << "malformed JSON at line 3, column 3";
    QTest::newRow("missing field") << QByteArray(base).replace(R"("region": "eastus",)", "").replace("XX", "")
                                   << "region: is missing";
}

void TestCli::badInput()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString path = write(QStringLiteral("bad.plan.json"), content);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    f.close();
    const Run r = run({QStringLiteral("plan"), path, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    // Exactly one line on stderr: FILE: PATH: problem.
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(QString::fromUtf8(r.err).trimmed(), path + QStringLiteral(": ") + expected);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256), before);
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList{} << "missing command";
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << "unknown command \"frobnicate\"";
    QTest::newRow("plan without file") << QStringList{QStringLiteral("plan")} << "usage: capacity-planner-cli plan";
    QTest::newRow("missing file") << QStringList{QStringLiteral("plan"), QStringLiteral("/nonexistent.json")}
                                  << "/nonexistent.json: cannot read the file";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("plan"), QStringLiteral("--jsno")} << "Unknown option";
    QTest::newRow("search without file") << QStringList{QStringLiteral("search")} << "usage: capacity-planner-cli search";
    QTest::newRow("search --top 0") << QStringList{QStringLiteral("--default-catalog"), QStringLiteral("search"),
                                                   example("search-llama70b.plan.json"), QStringLiteral("--top"),
                                                   QStringLiteral("0")}
                                    << "--top must be a whole number of at least 1";
}

// `search`: the contract's JSON and the table with the recommendation, the front and the reasons.
// `portfolio FILE --json` on the shipped example: both runs placed and in time, the total the sum
// of the runs' costs, each run's hours and cost those `plan` gives for the same size and node
// count, and the quota it would need; a bad run names its field.
void TestCli::portfolioJsonAndTable()
{
    const Run json = run({QStringLiteral("--default-catalog"), QStringLiteral("portfolio"), example("quarter.portfolio.json"),
                          QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(json.err.isEmpty(), json.err.constData());
    const auto doc = nlohmann::json::parse(json.out.constData());
    QCOMPARE(doc["runs"].size(), std::size_t(2));
    // Two runs: small enough for the exact schedule (model/planning/PortfolioExact.h).
    QCOMPARE(doc["exact"].get<bool>(), true);
    QCOMPARE(doc["method"].get<std::string>(), std::string("exact"));
    QVERIFY(doc["grid_hours"].get<double>() > 0.0);
    QCOMPARE(doc["confidence"].get<std::string>(), std::string("estimate"));
    double total = 0.0;
    for (const auto &r : doc["runs"]) {
        QVERIFY(r["meets_deadline"].get<bool>());
        QVERIFY(r["start"].get<std::string>() >= r["earliest_start"].get<std::string>());
        QVERIFY(r["finish"].get<std::string>() <= r["deadline"].get<std::string>());
        total += r["cost"].get<double>();
    }
    QVERIFY(std::abs(doc["total_cost"].get<double>() - total) <= 1e-9 * total);
    // The 7B run has no model: its choices are its own size's options, as `plan` prices them.
    const auto &sft = doc["runs"][1];
    QCOMPARE(sft["window_hours"].get<double>(), 352.0);
    QCOMPARE(sft["plan_deadline_hours"].get<double>(), 13.0);
    const Run plan = run({QStringLiteral("--default-catalog"), QStringLiteral("plan"), example("seed-finetune.plan.json"),
                          QStringLiteral("--json")});
    QCOMPARE(plan.exitCode, 0);
    bool matched = false;
    const auto planDoc = nlohmann::json::parse(plan.out.constData());
    for (const auto &option : planDoc["options"]) {
        if (option["nodes"] == sft["nodes"] && sft["sku"] == "Standard_ND96isr_H100_v5" && sft["region"] == "eastus") {
            QVERIFY(std::abs(option["wall_clock_hours"].get<double>() - sft["hours"].get<double>()) <= 1e-9);
            QVERIFY(std::abs(option["cost"].get<double>() - sft["cost"].get<double>()) <= 1e-9);
            matched = true;
        }
    }
    QVERIFY2(matched, json.out.constData());
    // What quota buys: four steps for each pool whose free quota is known.
    QCOMPARE(doc["quota_buys"].size(), 4 * doc["quota_free"].size());
    QVERIFY(!doc["quota_needed"].empty());
    for (const auto &need : doc["quota_needed"]) {
        QVERIFY(need["peak_cores"].get<long long>() > 0);
    }
    const Run table = run({QStringLiteral("--default-catalog"), QStringLiteral("portfolio"), example("quarter.portfolio.json")});
    QCOMPARE(table.exitCode, 0);
    // The table says what the JSON says of the schedule: proven optimal, or a heuristic's.
    QVERIFY2(table.out.contains(doc["exact"].get<bool>() ? "(an optimal schedule)" : "a heuristic schedule, not a proven optimum"),
             table.out.constData());
    QVERIFY2(table.out.contains("What more quota buys:"), table.out.constData());
    // The quota request pack: three files, whose pools are answer (b)'s, peak for peak.
    const QString folder = m_home.filePath(QStringLiteral("quota-pack"));
    const Run pack = run({QStringLiteral("--default-catalog"), QStringLiteral("portfolio"), example("quarter.portfolio.json"),
                          QStringLiteral("--quota-request"), folder});
    QCOMPARE(pack.exitCode, 0);
    for (const char *name : {"quota-request.json", "quota-request.txt", "quota-request.pdf"}) {
        QVERIFY2(QFile::exists(folder + QLatin1Char('/') + QLatin1String(name)), name);
        QVERIFY2(pack.err.contains(name), pack.err.constData());
    }
    QFile packFile(folder + QStringLiteral("/quota-request.json"));
    QVERIFY(packFile.open(QIODevice::ReadOnly));
    const auto packDoc = nlohmann::json::parse(packFile.readAll().toStdString());
    QCOMPARE(packDoc["pools"].size(), doc["quota_needed"].size());
    for (const auto &need : doc["quota_needed"]) {
        bool found = false;
        for (const auto &pool : packDoc["pools"]) {
            if (pool["family"] == need["family"] && pool["region"] == need["region"] && pool["tier"] == need["tier"]) {
                QCOMPARE(pool["peak_cores"].get<long long>(), need["peak_cores"].get<long long>());
                found = true;
            }
        }
        QVERIFY2(found, need.dump().c_str());
    }
    // A run whose plan is not there names its field.
    const QString bad = write(QStringLiteral("bad.portfolio.json"), QByteArray(R"({"format": "capacity-planner.portfolio",
        "version": 1, "start": "2027-01-04", "runs": [{"plan": "nowhere.plan.json", "deadline": "2027-01-10"}]})"));
    const Run refused = run({QStringLiteral("--default-catalog"), QStringLiteral("portfolio"), bad});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("runs[0].plan: "), refused.err.constData());
}

void TestCli::searchJsonAndTable()
{
    const Run json = run({QStringLiteral("--default-catalog"), QStringLiteral("search"), example("search-llama70b.plan.json"),
                          QStringLiteral("--json"), QStringLiteral("--top"), QStringLiteral("4")});
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(json.err.isEmpty(), json.err.constData());
    const auto doc = nlohmann::json::parse(json.out.constData());
    QCOMPARE(doc["pareto"].size(), std::size_t(4));
    QVERIFY(doc["recommendation"].is_object());
    QVERIFY(doc["evaluated"].get<long long>() > 1000);
    QVERIFY(doc["feasible"].get<long long>() >= doc["evaluated"].get<long long>());
    QVERIFY(!doc["rejected"].empty());
    const Run table = run({QStringLiteral("--default-catalog"), QStringLiteral("search"), example("search-llama70b.plan.json")});
    QCOMPARE(table.exitCode, 0);
    const QString text = QString::fromUtf8(table.out);
    QVERIFY2(text.contains(QLatin1String("is the cheapest plan that meets the 336 h deadline")), table.out.constData());
    QVERIFY(text.contains(QLatin1String("Why the other sizes lost:")));
    QVERIFY(text.contains(QLatin1String("no InfiniBand")));
    // A bad search block names its field.
    const QString bad = write(QStringLiteral("bad-search.plan.json"), QByteArray(R"({"format": "capacity-planner.plan",
        "version": 3, "name": "x", "sku": "Standard_ND96isr_H100_v5", "region": "eastus",
        "workload": {"gpu_hours": 10}, "scaling": {"efficiency": {"1": 1.0}}, "search": {"tiers": ["gold"]}})"));
    const Run refused = run({QStringLiteral("--default-catalog"), QStringLiteral("search"), bad});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("search.tiers[0]: \"gold\" is not one of"), refused.err.constData());
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestCli::corruptCatalogFallsBack()
{
    // The user's own catalog is damaged: plan on the embedded default, say so, touch nothing.
    QDir().mkpath(m_home.filePath(QStringLiteral("data/capacity-planner")));
    const QString userCatalog = write(QStringLiteral("data/capacity-planner/catalog.sqlite"), QByteArray("garbage").repeated(1000));
    const Run r = run({QStringLiteral("plan"), example("seed-finetune.plan.json"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.contains("using the embedded default catalog"));
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(nlohmann::json::parse(r.out.constData())["recommendation"]["nodes"].get<int>(), 2);
    // A bad plan with a damaged catalog still gets exactly one line: the plan's error.
    const QString bad = write(QStringLiteral("typo.plan.json"), QByteArray(R"({"format": "capacity-planner.plan", "version": 1, "skuu": 1})"));
    const Run badRun = run({QStringLiteral("plan"), bad});
    QCOMPARE(badRun.exitCode, 2);
    QCOMPARE(QString::fromUtf8(badRun.err).trimmed(), bad + QStringLiteral(": skuu: unknown field"));
    QFile f(userCatalog);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("garbage").repeated(1000));
    QVERIFY(QFile::remove(userCatalog));
}

void TestCli::explicitCatalogMustBeUsable()
{
    // An absent --catalog file is created from the embedded default; one in a missing folder is an
    // error, and nothing is created.
    const QString fresh = m_home.filePath(QStringLiteral("fresh-catalog.sqlite"));
    const Run created = run({QStringLiteral("catalog"), QStringLiteral("--catalog"), fresh});
    QCOMPARE(created.exitCode, 0);
    QVERIFY(created.out.contains("Standard_ND96isr_H100_v5"));
    QVERIFY(QFileInfo(fresh).size() > 0);
    const QString missing = m_home.filePath(QStringLiteral("no-such-folder/catalog.sqlite"));
    const Run r = run({QStringLiteral("catalog"), QStringLiteral("--catalog"), missing});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(QString::fromUtf8(r.err).trimmed(),
             missing + QStringLiteral(": the folder of the catalog file does not exist"));
    QVERIFY(!QFile::exists(missing));
    // A --catalog the user names explicitly is never replaced by the default.

    const QString broken = write(QStringLiteral("broken.sqlite"), QByteArray("garbage").repeated(1000));
    const Run b = run({QStringLiteral("catalog"), QStringLiteral("--catalog"), broken});
    QCOMPARE(b.exitCode, 2);
    QVERIFY2(b.err.contains("left untouched"), b.err.constData());

    // Another program's SQLite database is not migrated into a catalog.
    const QString foreign = m_home.filePath(QStringLiteral("bookmarks.sqlite"));
    {
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(foreign.toUtf8().constData(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "CREATE TABLE bookmarks (url TEXT)", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
    }
    QFile file(foreign);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    const Run f = run({QStringLiteral("catalog"), QStringLiteral("--catalog"), foreign});
    QCOMPARE(f.exitCode, 2);
    QVERIFY2(f.err.contains("not a catalog of this application"), f.err.constData());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void TestCli::specialPlanFiles()
{
    // A UTF-8 byte-order mark is fine.
    QFile seed(example("seed-finetune.plan.json"));
    QVERIFY(seed.open(QIODevice::ReadOnly));
    const QString bom = write(QStringLiteral("bom.plan.json"), QByteArray("\xEF\xBB\xBF") + seed.readAll());
    const Run r = run({QStringLiteral("plan"), bom, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(nlohmann::json::parse(r.out.constData())["recommendation"]["nodes"].get<int>(), 2);
    // A folder is not a plan file.
    const Run dir = run({QStringLiteral("plan"), m_home.path()});
    QCOMPARE(dir.exitCode, 2);
    QCOMPARE(dir.err.count('\n'), 1);
    QVERIFY2(dir.err.startsWith(m_home.path().toUtf8() + ": cannot read the file"), dir.err.constData());
}

// Plan files built to exhaust memory are refused with one line naming the file and the limit
// (exit 2), not read until std::bad_alloc aborts the CLI (exit 134).
void TestCli::hostilePlanFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("1 GiB of [") << "brackets" << ": is larger than 16 MiB, the most a plan file may be";
    QTest::newRow("/dev/zero") << "zero" << ": is larger than 16 MiB, the most a plan file may be";
    QTest::newRow("65 levels") << "deep" << ": is nested deeper than 64 levels, the most a plan file may be";
}

void TestCli::hostilePlanFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QString path;
    if (kind == QLatin1String("brackets")) {
        // Sparse on disk: 1 GiB of "[" written in 64 MiB steps.
        path = m_home.filePath(QStringLiteral("brackets.plan.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray block(64 * 1024 * 1024, '[');
        for (int i = 0; i < 16; ++i) {
            QCOMPARE(f.write(block), block.size());
        }
    } else if (kind == QLatin1String("zero")) {
        if (!QFile::exists(QStringLiteral("/dev/zero"))) {
            QSKIP("this system has no /dev/zero");
        }
        path = QStringLiteral("/dev/zero");
    } else {
        path = write(QStringLiteral("deep.plan.json"), QByteArray(65, '[') + QByteArray(65, ']'));
    }
    const Run r = run({QStringLiteral("--default-catalog"), QStringLiteral("plan"), path});
    if (kind == QLatin1String("brackets")) {
        QFile::remove(path);
    }
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith(path.toUtf8() + message.toUtf8()), r.err.constData());
}

// Import files built to exhaust memory: 64 MiB of "[" (it took 10 GB and half a minute) and
// /dev/zero as an nccl-tests output or NCCL log (read until memory ran out) give one line and
// exit 2, and the catalog stays as it was.
void TestCli::hostileImportFiles_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString deep = QStringLiteral(": is nested deeper than 64 levels, the most an import file may be");
    for (const char *kind : {"prices", "vm-usage", "ml-usage", "skus", "catalog"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1, 64 MiB of [").arg(QLatin1String(kind))))
            << QStringList{QLatin1String(kind), QStringLiteral("BRACKETS"), QStringLiteral("--region"),
                           QStringLiteral("eastus")}
            << deep;
    }
    for (const char *kind : {"nccl-tests", "nccl-log"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1, /dev/zero").arg(QLatin1String(kind))))
            << QStringList{QLatin1String(kind), QStringLiteral("/dev/zero")}
            << QStringLiteral(": is larger than 256 MiB, the most this reader takes");
    }
}

void TestCli::hostileImportFiles()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    if (args.contains(QStringLiteral("/dev/zero")) && !QFile::exists(QStringLiteral("/dev/zero"))) {
        QSKIP("this system has no /dev/zero");
    }
    const QString brackets = m_home.filePath(QStringLiteral("brackets.json"));
    if (!QFile::exists(brackets)) {
        QFile f(brackets);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(QByteArray(64 * 1024 * 1024, '[')), qint64(64 * 1024 * 1024));
    }
    args.replaceInStrings(QStringLiteral("BRACKETS"), brackets);
    const QString catalog = freshCatalog(QStringLiteral("hostile.sqlite"));
    const QByteArray before = fileHash(catalog);
    const Run r = run(QStringList{QStringLiteral("--catalog"), catalog, QStringLiteral("import")} + args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count('\n'), 1);
    const QString file = args.at(1);
    QVERIFY2(r.err.startsWith(file.toUtf8() + message.toUtf8()), r.err.constData());
    QCOMPARE(fileHash(catalog), before);
}

void TestCli::writeFailureIsAnError()
{
    if (!QFile::exists(QStringLiteral("/dev/full"))) {
        QSKIP("this system has no /dev/full");
    }
    QProcess p;
    p.setStandardOutputFile(QStringLiteral("/dev/full"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CAPPLAN_CLI), {QStringLiteral("plan"), example("seed-finetune.plan.json"), QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(p.readAllStandardError().contains("cannot write the output"));
}

void TestCli::importPricesDryRun()
{
    const QString catalog = freshCatalog(QStringLiteral("dry-run.sqlite"));
    const QByteArray before = fileHash(catalog);
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"),
                       sample(QStringLiteral("prices-page1.json")), sample(QStringLiteral("prices-page2.json")),
                       sample(QStringLiteral("prices-page3.json")), QStringLiteral("--dry-run")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    for (const char *line : {"new: 37\n", "changed: 4\n", "unchanged: 7\n", "rejected: 0\n", "skipped: 16 Windows prices\n",
                             "skipped: 8 Dev/Test prices\n", "dry run: nothing was changed\n"}) {
        QVERIFY2(out.contains(QLatin1String(line)), line);
    }
    // The default catalog has no H200 price (revision 5 dropped the estimate); a shipped price
    // dated only by its snapshot's content says so beside the old value.
    QVERIFY(out.contains(QStringLiteral("new Standard_ND96isr_H200_v5 eastus dedicated on_demand price_per_hour: "
                                        "110.24 USD/h")));
    QVERIFY(out.contains(QStringLiteral("changed Standard_ND96asr_v4 eastus low_priority spot price_per_hour: "
                                        "2.99167 USD/h (as of about 2024-08) → 8.1591 USD/h")));
    QCOMPARE(fileHash(catalog), before);
}

void TestCli::importPricesThenCatalogJson()
{
    const QString catalog = freshCatalog(QStringLiteral("prices.sqlite"));
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"),
                       sample(QStringLiteral("prices-page1.json")), sample(QStringLiteral("prices-page2.json")),
                       sample(QStringLiteral("prices-page3.json"))});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("imported into " + catalog.toUtf8()));
    const Run quota = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("vm-usage"),
                           sample(QStringLiteral("vm-usage-eastus-strings.json")), QStringLiteral("--region"),
                           QStringLiteral("eastus")});
    QCOMPARE(quota.exitCode, 0);
    const Run json = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const auto doc = nlohmann::json::parse(json.out.constData());
    bool sawReservation = false;
    for (const auto &s : doc["sizes"]) {
        if (s["name"] != "Standard_ND96isr_H100_v5") {
            continue;
        }
        for (const auto &p : s["prices"]) {
            if (p["kind"] == "reservation" && p["term_years"] == 1 && p["region"] == "eastus") {
                sawReservation = true;
                QVERIFY(std::abs(p["price_per_node_hour"].get<double>() - 553930.0 / 8760.0) < 1e-9);
                QCOMPARE(p["tier"].get<std::string>(), std::string("dedicated"));
                QCOMPARE(p["imported_at"].is_string(), true);
            }
        }
        // The quota known for the size's family, per region and tier.
        QCOMPARE(s["quota"].size(), std::size_t(1));
        QCOMPARE(s["quota"][0]["family"].get<std::string>(), std::string("standardNDSH100v5Family"));
        QCOMPARE(s["quota"][0]["region"].get<std::string>(), std::string("eastus"));
        QCOMPARE(s["quota"][0]["current_value"].get<int>(), 8);
        QCOMPARE(s["quota"][0]["limit"].get<int>(), 200);
    }
    QVERIFY(sawReservation);
    QCOMPARE(doc["quota"].size(), std::size_t(8));
    const Run table = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("standardNDSH100v5Family"));
    QVERIFY(table.out.contains("(regional total)"));
}

// A plan priced with the 3-year reservation of tests/data/samples/prices-page1.json (1,146,000 USD
// for ND96isr H100 v5 in East US over 3 × 8,760 h = 43.607306 per node-hour) less a negotiated
// 5 %: 41.426941 per node-hour. The seed plan's 2 nodes take 24.705882 node-hours.
void TestCli::planWithReservation()
{
    const QString catalog = freshCatalog(QStringLiteral("reservation.sqlite"));
    const auto plan = [this](const QByteArray &extra) {
        return write(QStringLiteral("reserved.plan.json"),
                     QByteArray(R"({"format": "capacity-planner.plan", "version": 1, "name": "reserved",
        "sku": "Standard_ND96isr_H100_v5", "region": "eastus", XX "workload": {"gpu_hours": 168},
        "scaling": {"efficiency": {"1": 1.0, "2": 0.85, "4": 0.75}}, "nodes": [1, 2, 4], "deadline_hours": 13})")
                         .replace("XX", extra));
    };
    const QString reserved = plan(R"("price_kind": "reservation", "price_term_years": 3, "discount_percent": 5,)");
    // Before the import the catalog has no reservation row: the plan names the import that brings one.
    const Run before = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), reserved});
    QCOMPARE(before.exitCode, 2);
    const QString message = QString::fromUtf8(before.err).trimmed();
    QVERIFY2(message.startsWith(reserved + QStringLiteral(": price_kind: the catalog has no 3-year reservation price "
                                                          "for this size, region and currency; import it "
                                                          "(capacity-planner-cli import prices FILE")),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("\"type\": \"Reservation\" rows")), qPrintable(message));

    const Run imported = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"),
                              sample(QStringLiteral("prices-page1.json")), sample(QStringLiteral("prices-page2.json")),
                              sample(QStringLiteral("prices-page3.json"))});
    QCOMPARE(imported.exitCode, 0);
    const Run json = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), reserved, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(json.err.isEmpty(), json.err.constData());
    const auto doc = nlohmann::json::parse(json.out.constData());
    const double list = 1146000.0 / (3 * 8760.0);
    const double price = list * 0.95;
    QCOMPARE(doc["price_kind"].get<std::string>(), std::string("reservation"));
    QCOMPARE(doc["price_term_years"].get<int>(), 3);
    QCOMPARE(doc["discount_percent"].get<double>(), 5.0);
    QCOMPARE(doc["price_basis"].get<std::string>(), std::string("3-year reservation with a 5 % discount"));
    QVERIFY(std::abs(doc["price_per_node_hour"].get<double>() - price) < 1e-9);
    QVERIFY(std::abs(doc["price_per_node_hour_before_discount"].get<double>() - list) < 1e-9);
    const double nodeHours[] = {21.0, 2 * 168.0 / (16 * 0.85), 28.0};
    for (int i = 0; i < 3; ++i) {
        QVERIFY(std::abs(doc["options"][i]["cost"].get<double>() - nodeHours[i] * price) < 1e-9 * nodeHours[i] * price);
    }
    QCOMPARE(doc["recommendation"]["nodes"].get<int>(), 2);
    QVERIFY(QString::fromStdString(doc["recommendation"]["reason"].get<std::string>())
                .endsWith(QStringLiteral("Prices: 3-year reservation with a 5 % discount.")));

    // The table names the basis in its first line and its cost column: 2 nodes cost
    // 24.705882 × 41.426941 = $1,023.
    const Run table = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), reserved});
    QCOMPARE(table.exitCode, 0);
    const QString out = QString::fromUtf8(table.out);
    QVERIFY2(out.startsWith(QStringLiteral("Plan reserved: Standard_ND96isr_H100_v5 in eastus (dedicated), "
                                           "$41.43 per node-hour (catalog), 3-year reservation with a 5 % discount\n")),
             qPrintable(out.left(200)));
    QVERIFY2(out.contains(QStringLiteral("cost (3-year reservation with a 5 % discount)")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("$1,023")), qPrintable(out));

    // The 1-year savings plan of the same item, at its hourly rate.
    const Run savings = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"),
                             plan(R"("price_kind": "savings_plan", "price_term_years": 1,)"), QStringLiteral("--json")});
    QCOMPARE(savings.exitCode, 0);
    const auto sp = nlohmann::json::parse(savings.out.constData());
    QCOMPARE(sp["price_per_node_hour"].get<double>(), 72.7568);
    QCOMPARE(sp["discount_percent"].get<double>(), 0.0);
    QVERIFY(!sp.contains("price_per_node_hour_before_discount"));
    // A reservation on low-priority VMs is refused at the field.
    const Run low = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"),
                         plan(R"("tier": "low_priority", "price_kind": "reservation", "price_term_years": 1,)")});
    QCOMPARE(low.exitCode, 2);
    QVERIFY2(low.err.contains("price_kind: reservations and savings plans price dedicated VMs; tier \"low_priority\" has none"),
             low.err.constData());
}

// A Retail Prices page in euros (currencyCode EUR) for a size, region and tier the catalog prices
// in US dollars. Derived from tests/data/samples/prices-page1.json: its first item (the ND96isr
// H100 v5 on-demand East US price) with currencyCode and BillingCurrency set to EUR and the price
// set to 90.12, a figure distinct from the USD 98.32 so that an overwrite shows. Before prices were
// keyed by currency, the EUR figure replaced the USD price and `plan` printed euros as dollars.
void TestCli::pricesInAnotherCurrency()
{
    QFile pageFile(sample(QStringLiteral("prices-page1.json")));
    QVERIFY(pageFile.open(QIODevice::ReadOnly));
    nlohmann::json page = nlohmann::json::parse(pageFile.readAll().toStdString());
    nlohmann::json item = page["Items"][0];
    QCOMPARE(item["armSkuName"].get<std::string>(), std::string("Standard_ND96isr_H100_v5"));
    QCOMPARE(item["retailPrice"].get<double>(), 98.32);
    item["currencyCode"] = "EUR";
    item["retailPrice"] = 90.12;
    item["unitPrice"] = 90.12;
    item.erase("savingsPlan");
    page["Items"] = nlohmann::json::array({item});
    page["Count"] = 1;
    page["BillingCurrency"] = "EUR";
    page["NextPageLink"] = nullptr;
    const QString eur = write(QStringLiteral("prices-eur.json"), QByteArray::fromStdString(page.dump(2)));

    const QString catalog = freshCatalog(QStringLiteral("currencies.sqlite"));
    const Run imported = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"), eur});
    QCOMPARE(imported.exitCode, 0);
    const QString out = QString::fromUtf8(imported.out);
    // A new price beside the USD one, with its code; and a word on what uses it.
    QVERIFY2(out.contains(QStringLiteral("new Standard_ND96isr_H100_v5 eastus dedicated on_demand EUR price_per_hour: "
                                         "90.12 EUR/h")),
             qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("prices in EUR are kept beside the US-dollar prices, not converted")), qPrintable(out));

    // Both prices in the catalog, each with its currency.
    const Run json = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    std::map<std::string, double> eastus;
    const auto listed = nlohmann::json::parse(json.out.constData());
    for (const auto &s : listed["sizes"]) {
        if (s["name"] != "Standard_ND96isr_H100_v5") {
            continue;
        }
        for (const auto &p : s["prices"]) {
            if (p["region"] == "eastus" && p["tier"] == "dedicated" && p["kind"] == "on_demand") {
                eastus[p["currency"].get<std::string>()] = p["price_per_node_hour"].get<double>();
            }
        }
    }
    QString seen;
    for (const auto &[code, value] : eastus) {
        seen += QStringLiteral("%1 %2; ").arg(QString::fromStdString(code)).arg(value);
    }
    QVERIFY2((eastus == std::map<std::string, double>{{"EUR", 90.12}, {"USD", 98.32}}), qPrintable(seen));

    // A plan in US dollars (the default) still pays the USD price: 2e9 tokens at 8,200 tokens/s per
    // GPU and goodput 0.85 on one node are 2e9 / (8 · 8200 · 0.85) s = 9.9609 h, $979.36.
    const QString plan = example("seed-tokens-2node.plan.json");
    const Run usd = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), plan, QStringLiteral("--json")});
    QCOMPARE(usd.exitCode, 0);
    const auto usdDoc = nlohmann::json::parse(usd.out.constData());
    QCOMPARE(usdDoc["currency"].get<std::string>(), std::string("USD"));
    const double hours = 2e9 / (8 * 8200 * 0.85) / 3600.0;
    QVERIFY(std::abs(usdDoc["options"][0]["cost"].get<double>() - hours * 98.32) < 1e-6);
    const Run usdTable = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), plan});
    QVERIFY2(usdTable.out.contains("$98.32 per node-hour (catalog)"), usdTable.out.constData());
    QVERIFY(usdTable.out.contains("$980")); // $979.36 in whole dollars

    // The same plan in euros uses the EUR price and says so in every money cell.
    QFile planFile(plan);
    QVERIFY(planFile.open(QIODevice::ReadOnly));
    nlohmann::ordered_json spec = nlohmann::ordered_json::parse(planFile.readAll().toStdString());
    spec["currency"] = "EUR";
    const QString euroPlan = write(QStringLiteral("euro.plan.json"), QByteArray::fromStdString(spec.dump(2)));
    const Run euro = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), euroPlan, QStringLiteral("--json")});
    QCOMPARE(euro.exitCode, 0);
    const auto euroDoc = nlohmann::json::parse(euro.out.constData());
    QCOMPARE(euroDoc["currency"].get<std::string>(), std::string("EUR"));
    QVERIFY(std::abs(euroDoc["options"][0]["cost"].get<double>() - hours * 90.12) < 1e-6);
    const Run euroTable = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), euroPlan});
    QCOMPARE(euroTable.exitCode, 0);
    QVERIFY2(euroTable.out.contains(QString::fromUtf8("\u20AC90.12 per node-hour (catalog)").toUtf8()), euroTable.out.constData());
    QVERIFY(!euroTable.out.contains("$"));

    // A currency the catalog has no price in is refused, naming the ones it has (no conversion).
    spec["currency"] = "GBP";
    const QString poundPlan = write(QStringLiteral("pound.plan.json"), QByteArray::fromStdString(spec.dump(2)));
    const Run pound = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), poundPlan});
    QCOMPARE(pound.exitCode, 2);
    QVERIFY2(pound.err.contains("currency: the catalog prices this size, region and tier only in EUR, USD"),
             pound.err.constData());
    // … unless the plan gives its own price, which is in its currency.
    spec["price_per_node_hour"] = 80.0;
    const QString ownPlan = write(QStringLiteral("own.plan.json"), QByteArray::fromStdString(spec.dump(2)));
    const Run own = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), ownPlan});
    QCOMPARE(own.exitCode, 0);
    QVERIFY2(own.out.contains(QString::fromUtf8("\u00A380.00 per node-hour").toUtf8()), own.out.constData());
    // A code that is not one is the plan file's error.
    spec["currency"] = "euro";
    const QString badPlan = write(QStringLiteral("bad-currency.plan.json"), QByteArray::fromStdString(spec.dump(2)));
    const Run bad = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), badPlan});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("currency: must be a three-letter currency code such as USD or EUR (got \"euro\")"),
             bad.err.constData());
}

// `az vm list-skus --all` lists a size with a Location restriction where the subscription cannot
// deploy it. Derived from tests/data/samples/skus-eastus.json: the ND96isr H100 v5 eastus entry
// given the restriction its swedencentral entry has (type Location, NotAvailableForSubscription).
void TestCli::restrictedRegion()
{
    QFile listFile(sample(QStringLiteral("skus-eastus.json")));
    QVERIFY(listFile.open(QIODevice::ReadOnly));
    nlohmann::json list = nlohmann::json::parse(listFile.readAll().toStdString());
    nlohmann::json restriction;
    for (const auto &item : list) {
        if (item["name"] == "Standard_ND96isr_H100_v5" && item["locations"][0] == "swedencentral") {
            restriction = item["restrictions"][0];
        }
    }
    QCOMPARE(restriction["reasonCode"].get<std::string>(), std::string("NotAvailableForSubscription"));
    for (auto &item : list) {
        if (item["name"] == "Standard_ND96isr_H100_v5" && item["locations"][0] == "eastus") {
            restriction["values"] = {"eastus"};
            restriction["restrictionInfo"]["locations"] = {"eastus"};
            item["restrictions"] = nlohmann::json::array({restriction});
        }
    }
    const QString restricted = write(QStringLiteral("skus-restricted.json"), QByteArray::fromStdString(list.dump(2)));
    const QString catalog = freshCatalog(QStringLiteral("restricted.sqlite"));
    const Run imported = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("skus"), restricted});
    QCOMPARE(imported.exitCode, 0);
    QVERIFY2(imported.out.contains("new Standard_ND96isr_H100_v5 eastus restriction: NotAvailableForSubscription"),
             imported.out.constData());

    // The plan in eastus says so, and the region comparison marks the region.
    const QString plan = example("seed-tokens-2node.plan.json");
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), plan, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.constData());
    bool found = false;
    for (const auto &f : doc["findings"]) {
        if (f["code"] == "region_restricted") {
            found = true;
            QVERIFY2(f["message"].get<std::string>().find(
                         "Standard_ND96isr_H100_v5 is not available in eastus for this subscription (az vm list-skus: "
                         "NotAvailableForSubscription)") == 0,
                     f["message"].get<std::string>().c_str());
        }
    }
    QVERIFY(found);
    QCOMPARE(doc["regions"][0]["region"].get<std::string>(), std::string("eastus"));
    QCOMPARE(doc["regions"][0]["restriction"].get<std::string>(), std::string("NotAvailableForSubscription"));
    const Run listed = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--json")});
    const auto sizes = nlohmann::json::parse(listed.out.constData());
    for (const auto &s : sizes["sizes"]) {
        if (s["name"] == "Standard_ND96isr_H100_v5") {
            QCOMPARE(s["restrictions"].size(), std::size_t(2)); // eastus and swedencentral
        }
    }

    // The list as the subscription sees it later (eastus without the restriction) lifts it.
    const Run lifted = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("skus"),
                            sample(QStringLiteral("skus-eastus.json"))});
    QCOMPARE(lifted.exitCode, 0);
    QVERIFY2(lifted.out.contains("removed Standard_ND96isr_H100_v5 eastus restriction"), lifted.out.constData());
    const Run after = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), plan, QStringLiteral("--json")});
    QVERIFY(!after.out.contains("region_restricted"));
}

void TestCli::importQuotaJson()
{
    const QString catalog = freshCatalog(QStringLiteral("quota.sqlite"));
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("ml-usage"),
                       sample(QStringLiteral("ml-usage-eastus.json")), QStringLiteral("--json"),
                       QStringLiteral("--dry-run")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.constData());
    QCOMPARE(doc["kind"].get<std::string>(), std::string("ml-usage"));
    QCOMPARE(doc["new"].get<int>(), 7);
    QCOMPARE(doc["changed"].get<int>(), 0);
    QCOMPARE(doc["unchanged"].get<int>(), 0);
    QCOMPARE(doc["rejected"].get<int>(), 0);
    QCOMPARE(doc["skipped"]["breakdown"].get<int>(), 2);
    QCOMPARE(doc["dry_run"].get<bool>(), true);
    QCOMPARE(doc["applied"].get<bool>(), false);
    QCOMPARE(doc["changes"].size(), std::size_t(7));
    // Older CLIs' strings and newer CLIs' integers both import.
    for (const char *file : {"vm-usage-eastus-strings.json", "vm-usage-swedencentral-integers.json"}) {
        const Run vm = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("vm-usage"),
                            sample(QLatin1String(file)), QStringLiteral("--region"),
                            QLatin1String(file).contains(QLatin1String("eastus")) ? QStringLiteral("eastus")
                                                                                   : QStringLiteral("swedencentral"),
                            QStringLiteral("--json")});
        QCOMPARE(vm.exitCode, 0);
        QCOMPARE(nlohmann::json::parse(vm.out.constData())["applied"].get<bool>(), true);
    }
}

void TestCli::importUnusableInput_data()
{
    QTest::addColumn<QStringList>("args"); // after --catalog FILE import
    QTest::addColumn<QString>("stderr");   // the one line on stderr
    const QString m = QStringLiteral("malformed/");
    auto file = [&](const char *name) { return sample(m + QLatin1String(name)); };
    QTest::newRow("truncated prices") << QStringList{QStringLiteral("prices"), file("prices-truncated.json")}
                                      << file("prices-truncated.json") +
                                             QStringLiteral(": Items[1]: malformed JSON at line 48, column 7: the file "
                                                            "ends early (is it complete?)");
    QTest::newRow("wrong type") << QStringList{QStringLiteral("prices"), file("prices-wrong-type.json")}
                                << file("prices-wrong-type.json") +
                                       QStringLiteral(": Items[1].retailPrice: must be a number, not a string");
    QTest::newRow("zero and negative prices")
        << QStringList{QStringLiteral("prices"), file("prices-zero-negative.json")}
        << file("prices-zero-negative.json") + QStringLiteral(": Items[0].retailPrice: must be greater than zero (got 0)");
    QTest::newRow("unknown sizes") << QStringList{QStringLiteral("prices"), file("prices-unknown-sizes.json")}
                                   << file("prices-unknown-sizes.json") +
                                          QStringLiteral(": Items[0]: \"Standard_NC8ads_A10_v4\" is not a VM size in "
                                                         "the catalog (3 prices); import its size first (import skus)");
    QTest::newRow("huge number") << QStringList{QStringLiteral("vm-usage"), file("vm-usage-huge-number.json"),
                                                QStringLiteral("--region"), QStringLiteral("eastus")}
                                 << file("vm-usage-huge-number.json") + QStringLiteral(": [0].limit: must be a finite number");
    QTest::newRow("duplicate key") << QStringList{QStringLiteral("ml-usage"), file("ml-usage-duplicate-key.json")}
                                   << file("ml-usage-duplicate-key.json") +
                                          QStringLiteral(": [0].current_value: is given twice");
    QTest::newRow("missing field") << QStringList{QStringLiteral("skus"), file("skus-missing-field.json")}
                                   << file("skus-missing-field.json") + QStringLiteral(": [1].family: is missing");
    QTest::newRow("only sizes without GPUs") << QStringList{QStringLiteral("skus"), file("skus-no-gpu-sizes.json")}
                                             << file("skus-no-gpu-sizes.json") +
                                                    QStringLiteral(": nothing to import: every item was skipped");
    QTest::newRow("vm-usage without a region")
        << QStringList{QStringLiteral("vm-usage"), sample(QStringLiteral("vm-usage-eastus-strings.json"))}
        << QStringLiteral("--region: az vm list-usage output does not name its region; give the region it was run for "
                          "(--location)");
    QTest::newRow("unknown region") << QStringList{QStringLiteral("vm-usage"),
                                                   sample(QStringLiteral("vm-usage-eastus-strings.json")),
                                                   QStringLiteral("--region"), QStringLiteral("moonbase-1")}
                                    << QStringLiteral("--region: \"moonbase-1\" is not a region in the catalog");
    QTest::newRow("unknown kind") << QStringList{QStringLiteral("pricez"), sample(QStringLiteral("prices-page1.json"))}
                                  << QStringLiteral("unknown import kind \"pricez\": use prices, vm-usage, ml-usage, "
                                                    "skus, catalog, nccl-tests, nccl-log or training-log");
    QTest::newRow("no file") << QStringList{QStringLiteral("prices")}
                             << QStringLiteral("usage: capacity-planner-cli import prices|vm-usage|ml-usage|skus|catalog "
                                               "FILE… [--region R] [--dry-run] [--json]");
    QTest::newRow("missing file") << QStringList{QStringLiteral("prices"), QStringLiteral("/nonexistent/prices.json")}
                                  << QStringLiteral("/nonexistent/prices.json: cannot read the file: No such file or "
                                                    "directory");
    // Files from the field: what to do instead, on one line.
    const QString table = realSample("vm-usage", "aks-terraform-readme_az-vm-list-usage-eastus_-o-table.txt");
    const QString ellipsis = realSample("vm-usage", "msdocs-quotas-md_az-vm-list-usage-EastUS_with-ellipsis.json");
    const QString items = realSample("prices", "korean-costkb-doc_australiacentral_B16als_v2_3-verbatim-items.json");
    const QByteArray oldCli =
        fieldsamples::readFile(realSample("vm-usage", "azure-xplat-cli-2015_vm-list-usage-westus--json.json"));
    const QString yaml = write(QStringLiteral("usage.yaml"), fieldsamples::asYaml(oldCli));
    const QString tsv = write(QStringLiteral("usage.tsv"), fieldsamples::asTsv(oldCli));
    const QString windowsTable =
        write(QStringLiteral("usage-table-utf16.txt"), fieldsamples::asPowerShellFile(fieldsamples::readFile(table)));
    const QString truncated16 = write(QStringLiteral("prices-truncated-utf16.json"),
                                      fieldsamples::asPowerShellFile(fieldsamples::readFile(file("prices-truncated.json"))));
    const QString pricesYaml = write(
        QStringLiteral("prices.yaml"),
        fieldsamples::asYaml(fieldsamples::readFile(realSample("prices", "blog-deno-westeurope_E4ds_v4_consumption.json"))));
    const QStringList eastus{QStringLiteral("--region"), QStringLiteral("eastus")};
    const QString rerun = QStringLiteral(" output (-o %1), not JSON; rerun the command with -o json");
    QTest::newRow("az -o table") << QStringList{QStringLiteral("vm-usage"), table} + eastus
                                 << table + QStringLiteral(": this is az table") + rerun.arg(QLatin1String("table"));
    QTest::newRow("az -o table saved by PowerShell")
        << QStringList{QStringLiteral("vm-usage"), windowsTable} + eastus
        << windowsTable + QStringLiteral(": this is az table") + rerun.arg(QLatin1String("table"));
    QTest::newRow("az -o yaml") << QStringList{QStringLiteral("vm-usage"), yaml} + eastus
                                << yaml + QStringLiteral(": this is az YAML") + rerun.arg(QLatin1String("yaml"));
    QTest::newRow("az -o yaml, prices") << QStringList{QStringLiteral("prices"), pricesYaml}
                                        << pricesYaml + QStringLiteral(": this is az YAML") + rerun.arg(QLatin1String("yaml"));
    QTest::newRow("az -o tsv") << QStringList{QStringLiteral("vm-usage"), tsv} + eastus
                               << tsv + QStringLiteral(": this is az TSV") + rerun.arg(QLatin1String("tsv"));
    QTest::newRow("a docs example with a … line")
        << QStringList{QStringLiteral("vm-usage"), ellipsis} + eastus
        << ellipsis + QStringLiteral(": line 2: \"…\" stands for lines left out: this looks like a shortened example, not "
                                     "what az printed; import the command's whole output (-o json)");
    QTest::newRow("truncated prices saved by PowerShell")
        << QStringList{QStringLiteral("prices"), truncated16}
        << truncated16 + QStringLiteral(": Items[1]: malformed JSON at line 48, column 7: the file ends early (is it "
                                        "complete?)");
    QTest::newRow("items of a size the catalog lacks")
        << QStringList{QStringLiteral("prices"), items}
        // The first item, a Cloud Services product's meter, is skipped: 2 prices, from document 2 on.
        << items + QStringLiteral(": document 2: \"Standard_B16als_v2\" is not a VM size in the catalog (2 prices); "
                                  "import its size first (import skus)");
    QTest::newRow("catalog of a newer version")
        << QStringList{QStringLiteral("catalog"), QStringLiteral("NEWER")}
        << QStringLiteral("NEWER: version: was written by a newer version of this application (version 2, this version "
                          "reads 1)");
}

void TestCli::importUnusableInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, stderr);
    const QString catalog = freshCatalog(QStringLiteral("unusable.sqlite"));
    const QString newer =
        write(QStringLiteral("newer.catalog.json"),
              QByteArray(R"({"format": "capacity-planner.catalog", "version": 2, "revision": 9, "sizes": [], "prices": []})"));
    args.replaceInStrings(QStringLiteral("NEWER"), newer);
    stderr.replace(QStringLiteral("NEWER"), newer);
    const QByteArray before = fileHash(catalog);
    const Run r = run(QStringList{QStringLiteral("--catalog"), catalog, QStringLiteral("import")} + args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(QString::fromUtf8(r.err).trimmed(), stderr);
    // Byte for byte as it was.
    QCOMPARE(fileHash(catalog), before);
}

void TestCli::importFieldFiles_data()
{
    QTest::addColumn<QStringList>("args");      // KIND FILE… [--region R], after --catalog FILE import
    QTest::addColumn<QStringList>("reference"); // the same for the files as az prints them
    using namespace fieldsamples;
    const QString page1 = sample(QStringLiteral("prices-page1.json"));
    const QStringList pages{page1, sample(QStringLiteral("prices-page2.json")), sample(QStringLiteral("prices-page3.json"))};
    QByteArrayList pageBytes;
    for (const QString &page : pages) {
        pageBytes << readFile(page);
    }
    const QString usage = sample(QStringLiteral("vm-usage-eastus-strings.json"));
    const QString ml = sample(QStringLiteral("ml-usage-eastus.json"));
    const QString skus = sample(QStringLiteral("skus-eastus.json"));
    const QString catalog = QStringLiteral(CAPPLAN_SOURCE_DIR "/data/resources/catalog/default_catalog.json");
    const QString prices = QStringLiteral("prices");
    const QStringList vm{QStringLiteral("vm-usage")};
    const QStringList eastus{QStringLiteral("--region"), QStringLiteral("eastus")};
    const auto derived = [this](const char *name, const QByteArray &bytes) { return write(QLatin1String(name), bytes); };
    QTest::newRow("prices, UTF-16LE from PowerShell")
        << QStringList{prices, derived("page1-ps.json", asPowerShellFile(readFile(page1)))} << QStringList{prices, page1};
    QTest::newRow("prices, UTF-16BE with BOM")
        << QStringList{prices, derived("page1-be.json", asUtf16(readFile(page1), false))} << QStringList{prices, page1};
    QTest::newRow("prices, UTF-8 with BOM") << QStringList{prices, derived("page1-bom.json", withUtf8Bom(readFile(page1)))}
                                            << QStringList{prices, page1};
    QTest::newRow("prices, az -o jsonc") << QStringList{prices, derived("page1.jsonc", coloured(readFile(page1)))}
                                         << QStringList{prices, page1};
    QTest::newRow("prices, three pages in one file")
        << QStringList{prices, derived("pages.json", runTogether(pageBytes, "\n"))} << QStringList{prices} + pages;
    QTest::newRow("prices, an array of three pages")
        << QStringList{prices, derived("pages-array.json", arrayOf(pageBytes))} << QStringList{prices} + pages;
    QTest::newRow("vm-usage, PowerShell's Get-AzVMUsage | ConvertTo-Json >")
        << vm + QStringList{derived("usage-ps.json", asPowerShellFile(asPowerShellUsage(readFile(usage))))} + eastus
        << vm + QStringList{usage} + eastus;
    QTest::newRow("vm-usage, az -o jsonc saved by PowerShell")
        << vm + QStringList{derived("usage-jsonc.json", asPowerShellFile(coloured(readFile(usage))))} + eastus
        << vm + QStringList{usage} + eastus;
    QTest::newRow("ml-usage, UTF-16LE from PowerShell")
        << QStringList{QStringLiteral("ml-usage"), derived("ml-ps.json", asPowerShellFile(readFile(ml)))}
        << QStringList{QStringLiteral("ml-usage"), ml};
    QTest::newRow("skus, UTF-16BE with BOM") << QStringList{QStringLiteral("skus"), derived("skus-be.json", asUtf16(readFile(skus), false))}
                                             << QStringList{QStringLiteral("skus"), skus};
    QTest::newRow("catalog, UTF-16LE from PowerShell")
        << QStringList{QStringLiteral("catalog"), derived("catalog-ps.json", asPowerShellFile(readFile(catalog)))}
        << QStringList{QStringLiteral("catalog"), catalog};
}

// Files as Windows and az's other output options save them import the numbers of the files as
// az prints them.
void TestCli::importFieldFiles()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, reference);
    const QString catalog = freshCatalog(QStringLiteral("field.sqlite"));
    const QStringList options{QStringLiteral("--dry-run"), QStringLiteral("--json")};
    const Run got = run(QStringList{QStringLiteral("--catalog"), catalog, QStringLiteral("import")} + args + options);
    const Run want = run(QStringList{QStringLiteral("--catalog"), catalog, QStringLiteral("import")} + reference + options);
    QCOMPARE(want.exitCode, 0);
    QVERIFY2(got.err.isEmpty(), got.err.constData());
    QCOMPARE(got.exitCode, 0);
    auto a = nlohmann::json::parse(got.out.constData());
    auto b = nlohmann::json::parse(want.out.constData());
    QVERIFY(b["changes"].size() + b["unchanged"].get<std::size_t>() > 0);
    for (const char *key : {"kind", "new", "changed", "unchanged", "removed", "rejected", "skipped", "changes"}) {
        QVERIFY2(a[key] == b[key], key);
    }
    QCOMPARE(a["notes"].size(), b["notes"].size());
}

void TestCli::importNothingAndFromWindows()
{
    // An empty Retail Prices page is a valid answer: an import of nothing.
    const QString catalog = freshCatalog(QStringLiteral("nothing.sqlite"));
    const QString empty = realSample("prices", "go-test-realEmptyPage_eastus_B1s_reservation.json");
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"), empty});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY2(r.out.contains("new: 0\nchanged: 0\nunchanged: 0\nrejected: 0\n"), r.out.constData());
    QVERIFY(r.out.contains("imported into " + catalog.toUtf8()));
    const Run json = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("prices"),
                          realSample("prices", "blog-deno-empty-devtest-page.json"), QStringLiteral("--json"),
                          QStringLiteral("--dry-run")});
    QCOMPARE(json.exitCode, 0);
    const auto doc = nlohmann::json::parse(json.out.constData());
    QCOMPARE(doc["new"].get<int>(), 0);
    QCOMPARE(doc["rejected"].get<int>(), 0);
    QVERIFY(doc["skipped"].empty());
    // Quota saved by Windows PowerShell (UTF-16, PascalCase) lands in the catalog as az's would.
    const QString windows = write(QStringLiteral("quota-windows.json"),
                                  fieldsamples::asPowerShellFile(fieldsamples::asPowerShellUsage(
                                      fieldsamples::readFile(sample(QStringLiteral("vm-usage-eastus-strings.json"))))));
    const Run quota = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("vm-usage"),
                           windows, QStringLiteral("--region"), QStringLiteral("eastus")});
    QCOMPARE(quota.exitCode, 0);
    const Run listed = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--json")});
    QCOMPARE(listed.exitCode, 0);
    bool sawH100 = false;
    const auto sizes = nlohmann::json::parse(listed.out.constData())["sizes"];
    for (const auto &s : sizes) {
        if (s["name"] == "Standard_ND96isr_H100_v5") {
            QCOMPARE(s["quota"].size(), std::size_t(1));
            QCOMPARE(s["quota"][0]["current_value"].get<int>(), 8);
            QCOMPARE(s["quota"][0]["limit"].get<int>(), 200);
            sawH100 = true;
        }
    }
    QVERIFY(sawH100);
}

void TestCli::exportAndImportCatalog()
{
    const QString catalog = freshCatalog(QStringLiteral("export.sqlite"));
    QCOMPARE(run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("skus"),
                  sample(QStringLiteral("skus-eastus.json"))})
                 .exitCode,
             0);
    const QString exported = m_home.filePath(QStringLiteral("exported.catalog.json"));
    const Run e = run({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("--export"), exported});
    QCOMPARE(e.exitCode, 0);
    QVERIFY(QFile::exists(exported));
    // Into another catalog, which then exports the same bytes.
    const QString other = freshCatalog(QStringLiteral("other.sqlite"));
    const Run i = run({QStringLiteral("--catalog"), other, QStringLiteral("import"), QStringLiteral("catalog"), exported});
    QCOMPARE(i.exitCode, 0);
    // The SKU list changed what it says of five shipped sizes (their vCPUs, RAM, GPUs and family,
    // now from az vm list-skus); NC24ads A100 v4 is shipped since revision 5, so nothing is new.
    QVERIFY2(i.out.contains("new: 0\n") && i.out.contains("changed: 20\n"), i.out.constData());
    const QString again = m_home.filePath(QStringLiteral("again.catalog.json"));
    QCOMPARE(run({QStringLiteral("--catalog"), other, QStringLiteral("catalog"), QStringLiteral("--export"), again}).exitCode, 0);
    QCOMPARE(fileHash(again), fileHash(exported));
    // The default catalog is read-only for imports.
    const Run ro = run({QStringLiteral("--default-catalog"), QStringLiteral("import"), QStringLiteral("catalog"), exported});
    QCOMPARE(ro.exitCode, 2);
}

#ifdef Q_OS_UNIX
namespace {
// Writes `bytes` to the file of that raw name (not UTF-8) in `folder`.
bool writeRaw(const QString &folder, const QByteArray &name, const QByteArray &bytes)
{
    const QByteArray path = QFile::encodeName(folder) + '/' + name;
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) {
        return false;
    }
    const bool ok = ::write(fd, bytes.constData(), static_cast<std::size_t>(bytes.size())) == bytes.size();
    return ::close(fd) == 0 && ok;
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace
#endif

// File names are bytes: one in Latin-1 ("caf\xe9") is planned and imported from, and named in
// an error with its byte escaped (Qt's own conversion turned it into U+FFFD, and the file
// could not be opened at all).
void TestCli::nonUtf8FileNames()
{
#ifndef Q_OS_UNIX
    QSKIP("file names as bytes, /bin/sh and printf: POSIX");
#else
    const QString folder = m_home.filePath(QStringLiteral("latin1"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(writeRaw(folder, "caf\xe9.plan.json", contents(example("seed-finetune.plan.json"))));
    const Run plan = runShell(QStringLiteral("exec \"$0\" --default-catalog plan \"$1/$(printf 'caf\\351.plan.json')\" --json"),
                              {folder});
    QVERIFY2(plan.exitCode == 0, plan.err.constData());
    QVERIFY(plan.err.isEmpty());
    QCOMPARE(nlohmann::json::parse(plan.out.constData())["recommendation"]["nodes"].get<int>(), 2);

    QVERIFY(writeRaw(folder, "typo\xff.plan.json", R"({"format": "capacity-planner.plan", "version": 1, "skuu": 1})"));
    const Run bad = runShell(QStringLiteral("exec \"$0\" --default-catalog plan \"$1/$(printf 'typo\\377.plan.json')\""),
                             {folder});
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.err, folder.toUtf8() + "/typo\\xff.plan.json: skuu: unknown field\n");

    QVERIFY(writeRaw(folder, "usage-\xe9.json", contents(sample(QStringLiteral("vm-usage-eastus-strings.json")))));
    const QString catalog = freshCatalog(QStringLiteral("latin1.sqlite"));
    const Run import = runShell(QStringLiteral("exec \"$0\" --catalog \"$2\" import vm-usage \"$1/$(printf 'usage-\\351.json')\" "
                                               "--region eastus --json"),
                                {folder, catalog});
    QVERIFY2(import.exitCode == 0, import.err.constData());
    const auto doc = nlohmann::json::parse(import.out.constData());
    QCOMPARE(doc["applied"].get<bool>(), true);
    QVERIFY(doc["new"].get<int>() > 0);

    // A file that is not there is named as given.
    const Run missing = runShell(QStringLiteral("exec \"$0\" --default-catalog plan \"$1/$(printf 'none\\351.json')\""), {folder});
    QCOMPARE(missing.exitCode, 2);
    QCOMPARE(missing.err, folder.toUtf8() + "/none\\xe9.json: cannot read the file: No such file or directory\n");
    // The catalog and the files written take UTF-8 names only: refused, not mangled.
    const Run output = runShell(QStringLiteral("exec \"$0\" --catalog \"$1/$(printf 'cat\\351.sqlite')\" catalog"), {folder});
    QCOMPARE(output.exitCode, 2);
    QCOMPARE(output.err, folder.toUtf8() + "/cat\\xe9.sqlite: --catalog takes a file name in UTF-8; rename the file or "
                                           "give a link to it\n");
#endif
}

// A FIFO (`import vm-usage <(az vm list-usage …)`) is read once: a malformed one gives one line
// at once (reading it again to place the error waited for another writer for ever), a good one
// imports (peeking at its first character used to swallow what the reader then waited for).
void TestCli::fifoInputs()
{
#ifndef Q_OS_UNIX
    QSKIP("FIFOs are POSIX");
#else
    // A reader that closes the FIFO early must not kill the test with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    const QString catalog = freshCatalog(QStringLiteral("fifo.sqlite"));
    const QString fifo = m_home.filePath(QStringLiteral("usage.fifo"));
    QFile::remove(fifo);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const auto importFrom = [&](const QByteArray &bytes) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CAPPLAN_CLI), {QStringLiteral("--catalog"), catalog, QStringLiteral("import"),
                                              QStringLiteral("vm-usage"), fifo, QStringLiteral("--region"),
                                              QStringLiteral("eastus"), QStringLiteral("--dry-run")});
        p.waitForStarted();
        {
            QFile writer(fifo);
            if (writer.open(QIODevice::WriteOnly)) { // waits for the CLI to open the FIFO
                writer.write(bytes);
            }
        }
        const bool finished = p.waitForFinished(20000);
        // A CLI that opens the FIFO again (each time) is let go, and the test fails.
        for (int i = 0; i < 60 && !p.waitForFinished(500); ++i) {
            const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0) {
                ::close(fd);
            }
        }
        return std::make_pair(finished, Run{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()});
    };
    const auto [badFinished, bad] = importFrom("[\n  {\"currentValue\": oops}\n]\n");
    QVERIFY2(badFinished, "the CLI hung on a FIFO of malformed JSON");
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.err, fifo.toUtf8() + ": [0].currentValue: malformed JSON at line 2, column 20\n");
    const auto [goodFinished, good] = importFrom(contents(sample(QStringLiteral("vm-usage-eastus-strings.json"))));
    QVERIFY2(goodFinished, "the CLI hung on a FIFO");
    QVERIFY2(good.exitCode == 0, good.err.constData());
    QVERIFY(good.out.contains("dry run: nothing was changed"));
    QVERIFY(good.out.contains("new: "));
#endif
}

// models --json: the library with each model's parameters, active parameters and source.
void TestCli::modelsList()
{
    const Run r = run({QStringLiteral("--default-catalog"), QStringLiteral("models"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const auto doc = nlohmann::json::parse(r.out.constData());
    QCOMPARE(doc["models"].size(), std::size_t(23));
    std::map<std::string, nlohmann::json> byName;
    for (const auto &m : doc["models"]) {
        QVERIFY(m.contains("parameters") && m.contains("active_parameters") && m.contains("source"));
        byName[m["name"].get<std::string>()] = m;
    }
    QCOMPARE(byName["llama-2-7b"]["parameters"].get<long long>(), 6738415616LL);
    QCOMPARE(byName["mixtral-8x7b"]["parameters"].get<long long>(), 46702792704LL);
    QCOMPARE(byName["mixtral-8x7b"]["active_parameters"].get<long long>(), 12879925248LL);
    QCOMPARE(byName["megatron-1t"]["context"].get<int>(), 2048);
}

void TestCli::modelsTable()
{
    const Run r = run({QStringLiteral("--default-catalog"), QStringLiteral("models")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("llama-3.1-70b"));
    QVERIFY(r.out.contains("Llama 3.1 70B"));
    QVERIFY(r.out.contains("70.55 B"));
    QVERIFY(r.out.contains("12.88 B")); // Mixtral's active parameters
}

// model NAME --json: {"name", "parameters", "active_parameters", "architecture": {…}}.
void TestCli::modelPreset()
{
    const Run r = run({QStringLiteral("--default-catalog"), QStringLiteral("model"), QStringLiteral("llama-3.1-70b"),
                       QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.constData());
    QCOMPARE(doc["name"].get<std::string>(), std::string("llama-3.1-70b"));
    QCOMPARE(doc["parameters"].get<long long>(), 70553706496LL);
    QCOMPARE(doc["active_parameters"].get<long long>(), 70553706496LL);
    QCOMPARE(doc["architecture"]["kv_heads"].get<int>(), 8);
    QCOMPARE(doc["architecture"]["ffn"].get<std::string>(), std::string("swiglu"));
    QCOMPARE(doc["breakdown"]["lm_head"].get<long long>(), 128256LL * 8192);
    const Run text = run({QStringLiteral("--default-catalog"), QStringLiteral("model"), QStringLiteral("llama-3.1-70b")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("70,553,706,496"));
    QVERIFY(text.out.contains("8 key/value heads"));
}

void TestCli::modelConfigFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qlonglong>("parameters");
    QTest::addColumn<qlonglong>("active");
    QTest::addColumn<QString>("architectureClass");
    QTest::newRow("Mixtral") << sample(QStringLiteral("hf-configs/mixtral-8x7b-v0.1.config.json")) << 46702792704LL
                             << 12879925248LL << QStringLiteral("MixtralForCausalLM");
    QTest::newRow("Gemma 2") << sample(QStringLiteral("hf-configs/gemma-2-9b.config.json")) << 9241705984LL
                             << 9241705984LL << QStringLiteral("Gemma2ForCausalLM");
    QTest::newRow("GPT-2") << sample(QStringLiteral("hf-configs/gpt2.config.json")) << 124439808LL << 124439808LL
                           << QStringLiteral("GPT2LMHeadModel");
}

// model CONFIG.json: the file read as transformers reads it (no catalog needed).
void TestCli::modelConfigFile()
{
    QFETCH(QString, file);
    QFETCH(qlonglong, parameters);
    QFETCH(qlonglong, active);
    QFETCH(QString, architectureClass);
    const Run r = run({QStringLiteral("model"), file, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.constData());
    QCOMPARE(doc["parameters"].get<long long>(), parameters);
    QCOMPARE(doc["active_parameters"].get<long long>(), active);
    QCOMPARE(QString::fromStdString(doc["architecture_class"].get<std::string>()), architectureClass);
    QVERIFY(doc["defaulted"].is_array());
}

void TestCli::modelErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no name") << QStringList{QStringLiteral("model")} << QStringLiteral("usage: capacity-planner-cli model");
    QTest::newRow("unknown preset, with suggestions")
        << QStringList{QStringLiteral("model"), QStringLiteral("mixtral")}
        << QStringLiteral("unknown model \"mixtral\"; did you mean mixtral-8x7b, mixtral-8x22b?");
    QTest::newRow("unknown preset") << QStringList{QStringLiteral("model"), QStringLiteral("falcon-40b")}
                                    << QStringLiteral("capacity-planner-cli models lists the library");
    QTest::newRow("models takes no argument") << QStringList{QStringLiteral("models"), QStringLiteral("x")}
                                              << QStringLiteral("usage: capacity-planner-cli models");
    // A number too large for a double was an uncaught exception: the CLI aborted (exit 134).
    const QString overflow =
        write(QStringLiteral("overflow.config.json"), R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 2e+308})");
    QTest::newRow("a number past a double") << QStringList{QStringLiteral("model"), overflow}
                                            << QStringLiteral(": holds a number out of range: ");
    QTest::newRow("save-as for a preset")
        << QStringList{QStringLiteral("model"), QStringLiteral("llama-2-7b"), QStringLiteral("--save-as"),
                       QStringLiteral("mine")}
        << QStringLiteral("--save-as stores an imported config.json");
}

void TestCli::modelErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    args.prepend(QStringLiteral("--default-catalog"));
    const Run r = run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

// An imported config.json kept in the user's library, then planned with by name.
void TestCli::modelSavedToTheLibrary()
{
    const QString catalog = freshCatalog(QStringLiteral("models.sqlite"));
    const QString config = write(QStringLiteral("config.json"), R"({"architectures": ["Qwen2ForCausalLM"],
        "hidden_size": 896, "num_attention_heads": 14, "num_key_value_heads": 2, "num_hidden_layers": 24,
        "intermediate_size": 4864, "tie_word_embeddings": true, "vocab_size": 151936})");
    const Run saved = run({QStringLiteral("--catalog"), catalog, QStringLiteral("model"), config,
                           QStringLiteral("--save-as"), QStringLiteral("qwen2.5-0.5b")});
    QCOMPARE(saved.exitCode, 0);
    QVERIFY2(saved.out.contains("saved to the library as qwen2.5-0.5b"), saved.out.constData());
    const Run listed = run({QStringLiteral("--catalog"), catalog, QStringLiteral("models"), QStringLiteral("--json")});
    const auto doc = nlohmann::json::parse(listed.out.constData());
    QCOMPARE(doc["models"].size(), std::size_t(24));
    QCOMPARE(doc["models"].back()["name"].get<std::string>(), std::string("qwen2.5-0.5b"));
    QCOMPARE(doc["models"].back()["origin"].get<std::string>(), std::string("user"));
    // Qwen2.5 0.5B: 494,032,768 (keras-hub qwen_presets.py).
    QCOMPARE(doc["models"].back()["parameters"].get<long long>(), 494032768LL);
    const QString plan = write(QStringLiteral("mine.plan.json"), R"({"format": "capacity-planner.plan", "version": 3,
        "sku": "Standard_ND96isr_H100_v5", "region": "eastus", "model": {"preset": "qwen2.5-0.5b"},
        "workload": {"tokens": 1e9, "mfu": 0.4}, "scaling": {"efficiency": {"1": 1.0}}, "nodes": [1]})");
    QCOMPARE(run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"), plan}).exitCode, 0);
    // The embedded default does not know it, and cannot keep it.
    const Run unknown = run({QStringLiteral("--default-catalog"), QStringLiteral("plan"), plan});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains("model.preset: \"qwen2.5-0.5b\" is not a model in the library"), unknown.err.constData());
    const Run refused = run({QStringLiteral("--default-catalog"), QStringLiteral("model"), config,
                             QStringLiteral("--save-as"), QStringLiteral("x")});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY(refused.err.contains("needs a catalog that lasts"));
    // A shipped name is not the user's to take.
    const Run taken = run({QStringLiteral("--catalog"), catalog, QStringLiteral("model"), config,
                           QStringLiteral("--save-as"), QStringLiteral("llama-2-7b")});
    QCOMPARE(taken.exitCode, 2);
}

// "Full fine-tune of Llama-3.1-70B on 1e9 tokens, deadline 48 h": the model gives the
// parameters, so the tokens and an MFU are the workload: 6 · 70,553,706,496 · 1e9 FLOPs at 40 %
// of 989 TFLOP/s per GPU is 296.6 GPU-hours.
void TestCli::planWithModel()
{
    const Run r = run({QStringLiteral("--default-catalog"), QStringLiteral("plan"),
                       example("model-llama70b-finetune.plan.json"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.constData());
    // A model and tokens, no layout: the step-time model on the planner's layout per option. Each
    // option's compute hours are the tokens over its own rate, whatever its efficiency.
    for (const auto &option : doc["options"]) {
        QVERIFY(option["layout_chosen_by_planner"].get<bool>());
        QVERIFY(option["layout"].contains("tensor_parallel"));
        const double hours = 1e9 / option["tokens_per_second"].get<double>() / 3600.0;
        QVERIFY2(std::abs(option["compute_hours"].get<double>() / hours - 1.0) < 1e-9, r.out.constData());
    }
    // Memory from the architecture: 70.6 B parameters' states do not fit one node with any layout
    // (16 B each over 8 GPUs is 141 GB before activations).
    const auto &one = doc["options"][0];
    QVERIFY(!one["fits"].get<bool>());
    QVERIFY(doc["options"][1]["fits"].get<bool>());
    QCOMPARE(doc["scaling"]["model"].get<std::string>(), std::string("step_time"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

namespace {
QString validator()
{
    const QString shared = QStringLiteral(CAPPLAN_SHARED_DIR "/tools/azureml-validate");
    return QFile::exists(shared) ? shared : QStringLiteral(CAPPLAN_SOURCE_DIR "/tools/azureml-validate/azureml-validate");
}
} // namespace

void TestCli::planWithRisk()
{
    const Run r = run({QStringLiteral("plan"), example("seed-risk.plan.json"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    const auto &options = doc.at("options");
    QCOMPARE(options.size(), std::size_t(3));
    for (const auto &o : options) {
        // Failures only ever add time: expected ≥ deterministic, P50 ≤ P90, a probability in [0, 1].
        QVERIFY(o.at("expected_wall_clock_hours").get<double>() >= o.at("wall_clock_hours").get<double>());
        QVERIFY(o.at("p50_wall_clock_hours").get<double>() <= o.at("p90_wall_clock_hours").get<double>());
        const double p = o.at("p_meet_deadline").get<double>();
        QVERIFY(p >= 0.0 && p <= 1.0);
        QVERIFY(o.at("optimal_checkpoint_hours").get<double>() > 0.0);
        QVERIFY(o.at("expected_cost").get<double>() > o.at("cost").get<double>()); // idle tail at least
    }
    // One node (21 h) cannot meet 13 h; four nodes (7 h) meet it almost surely.
    QCOMPARE(options[0].at("p_meet_deadline").get<double>(), 0.0);
    QVERIFY(options[2].at("p_meet_deadline").get<double>() > 0.99);
    // Job MTBF at 2 nodes is 6334.6 / 2 h; Young's interval √(2 · 0.0833 · 3167.3) = 22.98 h, capped at the work.
    const auto &rec = doc.at("recommendation");
    QCOMPARE(rec.at("confidence").get<double>(), 0.9);
    QCOMPARE(rec.at("tier").get<std::string>(), std::string("dedicated"));
    QVERIFY(rec.contains("expected_value_recommendation"));
    QCOMPARE(rec.at("expected_value_recommendation").at("nodes").get<int>(), 2);
    QVERIFY(rec.at("nodes").is_number_integer());
    QVERIFY(QString::fromStdString(rec.at("reason").get<std::string>()).contains(QStringLiteral("90 %")));
    // The same seed gives the same figures.
    const Run again = run({QStringLiteral("plan"), example("seed-risk.plan.json"), QStringLiteral("--json")});
    QCOMPARE(again.out, r.out);
    // The readable table shows the risk rows too.
    const Run table = run({QStringLiteral("plan"), example("seed-risk.plan.json")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("P(deadline)"));
}

void TestCli::riskWithoutFailuresIsDeterministic()
{
    QFile f(example("seed-risk.plan.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray doc = f.readAll();
    doc.replace(R"("node_mtbf_hours": 6334.6)", R"("node_mtbf_hours": "never")");
    doc.replace(R"("idle_time_before_scale_down_seconds": 120)", R"("idle_time_before_scale_down_seconds": 0)");
    const Run r = run({QStringLiteral("plan"), write(QStringLiteral("never.plan.json"), doc), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const auto json = nlohmann::json::parse(r.out.toStdString());
    for (const auto &o : json.at("options")) {
        QCOMPARE(o.at("expected_wall_clock_hours").get<double>(), o.at("wall_clock_hours").get<double>());
        QCOMPARE(o.at("p90_wall_clock_hours").get<double>(), o.at("wall_clock_hours").get<double>());
        QCOMPARE(o.at("expected_cost").get<double>(), o.at("cost").get<double>());
        QCOMPARE(o.at("p_meet_deadline").get<double>(), o.at("meets_deadline").get<bool>() ? 1.0 : 0.0);
    }
    QCOMPARE(json.at("recommendation").at("nodes").get<int>(), 2);
}

void TestCli::exportWritesValidJobFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QDir(dir.path()).mkpath(QStringLiteral("src")); // the job's code folder must exist for the SDK
    const QString job = dir.filePath(QStringLiteral("sft.job.json"));
    const QString compute = dir.filePath(QStringLiteral("sft.compute.json"));
    const QString quota = dir.filePath(QStringLiteral("sft.quota.json"));
    const QString csv = dir.filePath(QStringLiteral("sft.csv"));
    const QString report = dir.filePath(QStringLiteral("sft.pdf"));
    const Run r = run({QStringLiteral("export"), example("seed-risk.plan.json"), QStringLiteral("--nodes"), QStringLiteral("2"),
                       QStringLiteral("--job"), job, QStringLiteral("--compute"), compute, QStringLiteral("--quota"), quota,
                       QStringLiteral("--checklist"), dir.filePath(QStringLiteral("sft.md")), QStringLiteral("--submit"),
                       dir.filePath(QStringLiteral("sft.submit.sh")), QStringLiteral("--csv"), csv,
                       QStringLiteral("--report"), report, QStringLiteral("--page-size"), QStringLiteral("letter")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.contains("world size: 16"));
    for (const QString &path : {job, compute, quota, csv, report}) {
        QVERIFY2(QFileInfo(path).size() > 0, qPrintable(path));
    }
    QFile pdf(report);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5).startsWith("%PDF"));
    QFile quotaFile(quota);
    QVERIFY(quotaFile.open(QIODevice::ReadOnly));
    QVERIFY(quotaFile.readAll().contains("192"));

    // The real Azure ML SDK loads both specs with the planned numbers.
    QProcess validate;
    validate.start(validator(), {QStringLiteral("job"), job});
    QVERIFY(validate.waitForFinished(120000));
    QVERIFY2(validate.exitCode() != 2, "the Azure ML SDK is missing: apt-get install python3-azure");
    const QByteArray jobOut = validate.readAllStandardOutput();
    QVERIFY2(validate.exitCode() == 0, jobOut.constData());
    const auto parsed = nlohmann::json::parse(jobOut.trimmed().toStdString());
    QCOMPARE(parsed.at("instance_count").get<int>(), 2);
    QCOMPARE(parsed.at("distribution").at("process_count_per_instance").get<int>(), 8);
    QCOMPARE(parsed.at("environment_variables").at("NCCL_DEBUG").get<std::string>(), std::string("INFO"));
    QCOMPARE(parsed.at("compute").get<std::string>(), std::string("h100-sft"));
    validate.start(validator(), {QStringLiteral("compute"), compute});
    QVERIFY(validate.waitForFinished(120000));
    const QByteArray computeOut = validate.readAllStandardOutput();
    QVERIFY2(validate.exitCode() == 0, computeOut.constData());
    const auto cluster = nlohmann::json::parse(computeOut.trimmed().toStdString());
    QCOMPARE(cluster.at("max_instances").get<int>(), 2);
    QCOMPARE(cluster.at("min_instances").get<int>(), 0);
    QCOMPARE(cluster.at("size").get<std::string>(), std::string("Standard_ND96isr_H100_v5"));
}

void TestCli::exportRefuses_data()
{
    QTest::addColumn<QByteArray>("replace");
    QTest::addColumn<QByteArray>("with");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("message");
    QTest::newRow("cluster name with a space") << QByteArray(R"("cluster_name": "h100-sft")")
                                               << QByteArray(R"("cluster_name": "h100 sft")") << QStringList()
                                               << QStringLiteral("azureml.cluster_name");
    QTest::newRow("cluster name too long") << QByteArray(R"("cluster_name": "h100-sft")")
                                           << QByteArray(R"("cluster_name": "h100-sft-cluster-for-training")")
                                           << QStringList() << QStringLiteral("azureml.cluster_name");
    QTest::newRow("node count not swept") << QByteArray() << QByteArray()
                                          << QStringList{QStringLiteral("--nodes"), QStringLiteral("3")}
                                          << QStringLiteral("3");
    QTest::newRow("nodes not a number") << QByteArray() << QByteArray()
                                        << QStringList{QStringLiteral("--nodes"), QStringLiteral("two")}
                                        << QStringLiteral("--nodes");
    QTest::newRow("no deadline met, no --nodes") << QByteArray(R"("deadline_hours": 13)")
                                                 << QByteArray(R"("deadline_hours": 5)") << QStringList()
                                                 << QStringLiteral("no recommended node count");
}

void TestCli::exportRefuses()
{
    QFETCH(QByteArray, replace);
    QFETCH(QByteArray, with);
    QFETCH(QStringList, extra);
    QFETCH(QString, message);
    QFile f(example("seed-risk.plan.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray doc = f.readAll();
    if (!replace.isEmpty()) {
        QVERIFY(doc.contains(replace));
        doc.replace(replace, with);
    }
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("x.job.json"));
    const Run r = run(QStringList{QStringLiteral("export"), write(QStringLiteral("refused.plan.json"), doc),
                                  QStringLiteral("--job"), job} +
                      extra);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(!r.err.trimmed().contains('\n'));
    QVERIFY(!QFile::exists(job)); // nothing written
}

// A file its target refuses is named and not written; the other files of the same command are.
// A low-priority cluster plan has no serverless job (the serverless queue has no low priority),
// but its Azure ML job is written.
void TestCli::exportWritesWhatItCan()
{
    QFile f(example("seed-risk.plan.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray doc = f.readAll();
    QVERIFY(doc.contains(R"("tier": "dedicated")"));
    doc.replace(R"("tier": "dedicated")", R"("tier": "low_priority")");
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("lp.job.json"));
    const QString serverless = dir.filePath(QStringLiteral("lp.serverless.json"));
    const Run r = run({QStringLiteral("export"), write(QStringLiteral("low-priority.plan.json"), doc),
                       QStringLiteral("--nodes"), QStringLiteral("2"), QStringLiteral("--serverless-job"), serverless,
                       QStringLiteral("--job"), job});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(
                 QStringLiteral("--serverless-job not written: the serverless Azure ML job offers no low priority tier "
                                "(the plan is priced for low priority on the Azure ML cluster)")),
             r.err.constData());
    QVERIFY(!QFile::exists(serverless));
    QVERIFY2(QFileInfo(job).size() > 0, r.err.constData());
    QVERIFY(r.out.contains("wrote "));
    QFile written(job);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().contains("\"instance_count\": 2"));
}

void TestCli::seedQuotaExample()
{
    // docs/sources.md, s2-azureml-compute: four ND96isr_H100_v5 nodes need 384 cores of the
    // ND H100 v5 family; with an imported limit of 200 and 8 in use, the plan is 192 cores short.
    const QString catalog = m_home.filePath(QStringLiteral("quota-catalog.sqlite"));
    const QString usage = write(QStringLiteral("usage-eastus.json"), QByteArray(R"([
  {"currentValue": "8", "limit": "200", "localName": "Standard NDSH100v5 Family vCPUs",
   "name": {"localizedValue": "Standard NDSH100v5 Family vCPUs", "value": "standardNDSH100v5Family"}},
  {"currentValue": 8, "limit": 1000, "localName": "Total Regional vCPUs",
   "name": {"localizedValue": "Total Regional vCPUs", "value": "cores"}}
])"));
    const Run imported = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), QStringLiteral("vm-usage"),
                              usage, QStringLiteral("--region"), QStringLiteral("eastus")});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QFile f(example("seed-finetune.plan.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray plan = f.readAll();
    plan.replace(R"("deadline_hours": 13)", R"("deadline_hours": 8)"); // only 4 nodes make 8 h
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("plan"),
                       write(QStringLiteral("quota.plan.json"), plan), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(doc["recommendation"]["nodes"].get<int>(), 4);
    const auto &four = doc["options"][2];
    QCOMPARE(four["quota_cores"].get<int>(), 384);
    QCOMPARE(four["quota_family"].get<std::string>(), std::string("standardNDSH100v5Family"));
    QCOMPARE(four["quota_limit"].get<int>(), 200);
    QCOMPARE(four["quota_used"].get<int>(), 8);
    QCOMPARE(four["quota_shortfall"].get<int>(), 192);
    // One node (96 cores) fits: 8 + 96 ≤ 200.
    QCOMPARE(doc["options"][0]["quota_shortfall"].get<int>(), 0);
    const auto &finding = doc["findings"][0];
    QCOMPARE(finding["code"].get<std::string>(), std::string("quota_exceeded"));
    QCOMPARE(finding["family"].get<std::string>(), std::string("standardNDSH100v5Family"));
    QCOMPARE(finding["region"].get<std::string>(), std::string("eastus"));
    QCOMPARE(finding["cores_to_request"].get<int>(), 192);
    QVERIFY2(QString::fromStdString(finding["message"].get<std::string>()).contains(QStringLiteral("request 192 more cores")),
             finding["message"].get<std::string>().c_str());
}

namespace {
QString ncclSample(const char *name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/nccl/") + QLatin1String(name);
}

// Real outputs and the variants derived from them; each folder's README says where each file comes
// from and how a derived_ one was made.
QString realNcclSample(const char *name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/real/") + QLatin1String(name);
}
} // namespace

void TestCli::importNcclTests()
{
    const Run r = run({QStringLiteral("import"), QStringLiteral("nccl-tests"),
                       ncclSample("all_reduce_perf_nd_h100_v5_1node.txt"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(doc["kind"].get<std::string>(), std::string("nccl-tests"));
    QVERIFY(doc["rows"].size() > 10);
    // One ND H100 v5 VM: about 479 GB/s all-reduce bus bandwidth at 8 GB messages.
    QCOMPARE(doc["largest_message_bytes"].get<long long>(), 8589934592LL);
    QVERIFY(std::abs(doc["bus_bandwidth_at_largest_gbps"].get<double>() - 478.87) < 0.005);
    const Run bad = run({QStringLiteral("import"), QStringLiteral("nccl-tests"), ncclSample("malformed_garbage_number.txt")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("line"), bad.err.constData());
}

void TestCli::importNcclLog_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<bool>("fallback");
    QTest::newRow("InfiniBand") << ncclSample("nccl_ib.log") << QStringLiteral("infiniband") << false;
    QTest::newRow("Socket") << ncclSample("nccl_socket.log") << QStringLiteral("tcp_fallback") << true;
    QTest::newRow("IB disabled") << ncclSample("nccl_ib_disabled.log") << QStringLiteral("tcp_fallback") << true;
    // From the field (tests/data/samples/real/nccl-log/README.md).
    QTest::newRow("real: GKE sockets") << realNcclSample("nccl-log/gke-lab06-nccl_transport-excerpt_socket.txt")
                                       << QStringLiteral("tcp_fallback") << true;
    QTest::newRow("real: EKS EFA, tagged")
        << realNcclSample("nccl-log/aws-eks-efa-t4-2node_mpirun-tag-output_nccl-2.12.txt")
        << QStringLiteral("other_network") << false;
    // One rank, sockets initialised: no TCP fallback.
    QTest::newRow("real: SPCX, one rank") << realNcclSample("nccl-log/spcx-plugin-L4-single-rank_excerpt_socket.txt")
                                          << QStringLiteral("intra_node_only") << false;
    QTest::newRow("derived: GKE on one node")
        << realNcclSample("nccl-log/derived_gke-lab06-nccl_transport-excerpt_single-node-p2p.txt")
        << QStringLiteral("intra_node_only") << false;
    QTest::newRow("derived: EKS with kubectl timestamps")
        << realNcclSample("nccl-tests/derived_aws-eks-efa-t4-2node_mpirun-tag-output_timestamps.txt")
        << QStringLiteral("other_network") << false;
}

void TestCli::importTrainingLogIntoPlan()
{
    // A NeMo 2 log (global batch 512 stated) into the layout example: its size gives 8 GPUs per node,
    // its layout the sequence length; the measurement is written into the plan, which still plans.
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("p.plan.json"));
    QVERIFY(QFile::copy(example("layout-llama70b-pretrain.plan.json"), plan));
    QFile::setPermissions(plan, QFile::ReadOwner | QFile::WriteOwner);
    const QString log = sample(QStringLiteral("training-logs/nemo-v2-aws-skypilot-l40s-pretrain.log"));
    const Run r = run({QStringLiteral("import"), QStringLiteral("training-log"), log, QStringLiteral("--plan"), plan,
                       QStringLiteral("--gpus"), QStringLiteral("64"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(doc["format"].get<std::string>(), std::string("nemo"));
    QCOMPARE(doc["measurement"]["nodes"].get<int>(), 8);
    QCOMPARE(doc["inputs_from"]["gpus_per_node"].get<std::string>(), std::string("plan"));
    QCOMPARE(doc["inputs_from"]["global_batch_sequences"].get<std::string>(), std::string("log"));
    QVERIFY(doc["written"].get<bool>());
    // 512 sequences · the plan's sequence length / the median of the steps after the warm-up.
    QFile written(plan);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const auto saved = nlohmann::json::parse(written.readAll().toStdString());
    written.close();
    QCOMPARE(saved["measurements"].size(), std::size_t(1));
    const double expected = 512.0 * saved["layout"]["sequence_length"].get<double>() / 46.98;
    const double got = saved["measurements"][0]["tokens_per_second"].get<double>();
    QVERIFY2(std::abs(got - expected) <= 1e-9 * expected, qPrintable(QString::number(got, 'g', 17)));
    QCOMPARE(saved["measurements"][0]["stack"].get<std::string>(), std::string("megatron"));
    QVERIFY(saved["measurements"][0]["source"].get<std::string>().find("(nemo)") != std::string::npos);
    const Run planned = run({QStringLiteral("plan"), plan, QStringLiteral("--json")});
    QVERIFY2(planned.exitCode == 0, planned.err.constData());
    // --dry-run leaves the file as it was.
    QFile file(plan);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    const Run dry = run({QStringLiteral("import"), QStringLiteral("training-log"), log, QStringLiteral("--plan"), plan,
                         QStringLiteral("--gpus"), QStringLiteral("32"), QStringLiteral("--dry-run")});
    QVERIFY2(dry.exitCode == 0, dry.err.constData());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void TestCli::importTrainingLogNeedsInputs()
{
    const QString log = sample(QStringLiteral("training-logs/torchtitan-torchao-llama3-8b-8gpu-bf16.log"));
    Run r = run({QStringLiteral("import"), QStringLiteral("training-log"), log, QStringLiteral("--gpus-per-node"),
                 QStringLiteral("8")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("gpus: the log does not state how many GPUs ran") && r.err.contains("(--gpus)"),
             r.err.constData());
    // With the GPU count the entry is printed for the plan's "measurements": 8 GPUs · 6,310.5 tokens/s.
    r = run({QStringLiteral("import"), QStringLiteral("training-log"), log, QStringLiteral("--gpus-per-node"),
             QStringLiteral("8"), QStringLiteral("--gpus"), QStringLiteral("8")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("\"tokens_per_second\": 50484.0"), r.out.constData());
    QVERIFY(r.out.contains("\"stack\": \"fsdp\""));
    r = run({QStringLiteral("import"), QStringLiteral("training-log"), log, QStringLiteral("--gpus"), QStringLiteral("x")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--gpus: must be a whole number"));
    r = run({QStringLiteral("import"), QStringLiteral("training-log"), example("seed-finetune.plan.json"),
             QStringLiteral("--gpus"), QStringLiteral("8")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("has no throughput lines of a known training stack"));
}

void TestCli::importNcclLog()
{
    QFETCH(QString, file);
    QFETCH(QString, transport);
    QFETCH(bool, fallback);
    const Run r = run({QStringLiteral("import"), QStringLiteral("nccl-log"), file, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(QString::fromStdString(doc["transport"].get<std::string>()), transport);
    QVERIFY(doc["line"].get<int>() > 0);
    QVERIFY(!doc["text"].get<std::string>().empty());
    QCOMPARE(doc["findings"].size(), std::size_t(fallback ? 1 : 0));
}

// Accepted nccl-tests files from the field: the collective read, whether the plan may take the
// numbers (other collectives are shown, marked not applicable), the numbers of the file.
void TestCli::importNcclTestsFromTheField_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("collective");
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("applies");
    QTest::addColumn<double>("atLargest");
    QTest::addColumn<double>("average");
    QTest::newRow("real: EKS EFA, mpirun --tag-output")
        << realNcclSample("nccl-tests/aws-eks-efa-t4-2node_mpirun-tag-output_nccl-2.12.txt") << "all_reduce"
        << "columns" << true << 3.12 << 1.15327;
    QTest::newRow("real: MPIJob, kubectl logs")
        << realNcclSample("nccl-tests/k8s-mpijob-h100-2node-16gpu_kubectl-logs.txt") << "all_reduce"
        << "columns" << true << 196.52 << 194.675;
    QTest::newRow("real: OKE mpimaster") << realNcclSample("nccl-tests/oci-oke-a100-2node-16gpu_mpimaster.txt")
                                         << "all_reduce"
                                         << "columns" << true << 237.94 << 66.4834;
    QTest::newRow("derived: OKE with mpirun tags")
        << realNcclSample("nccl-tests/derived_oci-oke-a100-2node-16gpu_mpimaster_tag-output.txt") << "all_reduce"
        << "columns" << true << 237.94 << 66.4834;
    QTest::newRow("derived: MPIJob with kubectl timestamps")
        << realNcclSample("nccl-tests/derived_k8s-mpijob-h100-2node-16gpu_kubectl-logs_timestamps.txt") << "all_reduce"
        << "columns" << true << 196.52 << 194.675;
    QTest::newRow("derived: a second run after the footer")
        << realNcclSample("nccl-tests/derived_oci-oke-a100-2node-16gpu_mpimaster_then-second-run.txt") << "all_reduce"
        << "columns" << true << 237.94 << 66.4834;
    QTest::newRow("derived: all_gather_perf")
        << realNcclSample("nccl-tests/derived_k8s-mpijob-h100-2node-16gpu_all_gather.txt") << "all_gather"
        << "program_name" << false << 98.26 << 97.336;
    QTest::newRow("derived: broadcast_perf")
        << realNcclSample("nccl-tests/derived_oci-oke-a100-2node-16gpu_mpimaster_broadcast.txt") << "broadcast"
        << "columns" << false << 126.90 << 35.4576;
}

void TestCli::importNcclTestsFromTheField()
{
    QFETCH(QString, file);
    QFETCH(QString, collective);
    QFETCH(QString, source);
    QFETCH(bool, applies);
    QFETCH(double, atLargest);
    QFETCH(double, average);
    const Run r = run({QStringLiteral("import"), QStringLiteral("nccl-tests"), file, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(QString::fromStdString(doc["collective"].get<std::string>()), collective);
    QCOMPARE(QString::fromStdString(doc["collective_source"].get<std::string>()), source);
    QCOMPARE(doc["applies_to_plan"].get<bool>(), applies);
    QCOMPARE(doc["bus_bandwidth_at_largest_gbps"].get<double>(), atLargest);
    QCOMPARE(doc["average_bus_bandwidth_gbps"].get<double>(), average);
    const QString reason = QString::fromStdString(doc["not_applicable_reason"].get<std::string>());
    QCOMPARE(reason.isEmpty(), applies);
    // The table shows the numbers either way; another collective's are marked not applicable.
    const Run text = run({QStringLiteral("import"), QStringLiteral("nccl-tests"), file});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("average bus bandwidth: "));
    QVERIFY(text.out.contains(QStringLiteral("collective: %1").arg(collective).toUtf8()));
    if (applies) {
        QVERIFY(!text.out.contains("not applicable"));
    } else {
        QVERIFY(reason.startsWith(QStringLiteral("this is a")));
        QVERIFY(reason.contains(collective + QStringLiteral("_perf output")));
        QVERIFY(reason.endsWith(QStringLiteral("the bus bandwidth of the plan is all-reduce's: run all_reduce_perf")));
        QVERIFY(text.out.contains(QStringLiteral("not applicable to the plan: %1\n").arg(reason).toUtf8()));
    }
}

// Rejected files from the field: exit 2, one line on stderr naming the file, the problem and what to
// do, nothing on stdout, the catalog as it was.
void TestCli::importNcclRejected_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("stderr");
    const QString tests = QStringLiteral("import the complete output of one nccl-tests run, as the run printed it");
    const QString log = QStringLiteral("import the output of a run with NCCL_DEBUG=INFO");
    QTest::newRow("derived: tagged run cut in a row")
        << "nccl-tests"
        << "nccl-tests/derived_aws-eks-efa-t4-2node_mpirun-tag-output_truncated.txt"
        << QStringLiteral("FILE: line 81, column 81: the row has 7 of 13 columns; the output looks truncated; ") +
               tests;
    QTest::newRow("derived: first run without its footer")
        << "nccl-tests"
        << "nccl-tests/derived_oci-oke-a100-2node-16gpu_mpimaster_first-run-unfinished.txt"
        << QStringLiteral("FILE: line 79: the run of the header at line 25 has no “# Avg bus bandwidth” footer before "
                          "the next run starts: it did not finish; ") +
               tests;
    QTest::newRow("real: an NCCL log as nccl-tests")
        << "nccl-tests"
        << "nccl-log/gke-lab06-nccl_transport-excerpt_socket.txt"
        << QStringLiteral("FILE: no nccl-tests column header (“# size count type redop root time algbw busbw …”): not "
                          "an nccl-tests output; ") +
               tests;
    QTest::newRow("real: nccl-tests without NCCL_DEBUG as a log")
        << "nccl-log"
        << "nccl-tests/k8s-mpijob-h100-2node-16gpu_kubectl-logs.txt"
        << QStringLiteral("FILE: not an NCCL_DEBUG=INFO log: no line contains “NCCL INFO”; ") + log;
}

void TestCli::importNcclRejected()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    QFETCH(QString, stderr);
    const QString path = realNcclSample(file.toUtf8().constData());
    const QString catalog = freshCatalog(QStringLiteral("nccl-rejected.sqlite"));
    const QByteArray before = fileHash(catalog);
    const Run r = run({QStringLiteral("--catalog"), catalog, QStringLiteral("import"), kind, path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(QString::fromUtf8(r.err).trimmed(), stderr.replace(QStringLiteral("FILE"), path));
    QCOMPARE(fileHash(catalog), before);
}
