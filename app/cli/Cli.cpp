// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Cli.h"
#include "ModelCommands.h"

#include "data/store/CatalogStore.h"
#include "data/InputFiles.h"
#include "data/export/Exporters.h"
#include "data/export/SubmitTargets.h"
#include "render/PdfReport.h"
#include "render/QuotaRequestFiles.h"
#include "data/import/ImportReport.h"
#include "data/import/NcclImport.h"
#include "data/import/TrainingLog.h"
#include "data/import/Importers.h"
#include "data/formats/PlanFile.h"
#include "data/formats/PortfolioFile.h"
#include "data/export/Report.h"
#include "data/export/PortfolioReport.h"
#include "data/export/SearchReport.h"
#include "data/store/Settings.h"
#include "data/Texts.h"
#include "model/Evaluate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSaveFile>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <csignal>
#include <functional>
#include <optional>

namespace capplan::cli {

namespace {

// SIGINT (Ctrl+C) and SIGTERM stop the risk simulation cleanly: the handler only sets this flag,
// which the Monte Carlo's workers poll (model::simulate), and the command then exits with the
// shell's status for the signal (128 + its number) and one line on stderr.
std::atomic<bool> g_stop{false};
volatile std::sig_atomic_t g_signal = 0;

extern "C" void onStopSignal(int signal)
{
    g_signal = signal;
    g_stop.store(true);
}

void catchStopSignals()
{
    struct sigaction action {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

// The risk model's Monte Carlo, stoppable by a signal; nothing when stopped (see stoppedStatus).
std::optional<model::RiskResult> simulateStoppable(const model::PlanSpec &spec, const model::Evaluation &ev)
{
    catchStopSignals();
    return model::simulateRisk(spec, ev, &g_stop);
}

// The exit status after a stop signal, with its line; 0 when none came.
int stoppedStatus(QTextStream &err)
{
    if (!g_stop.load()) {
        return 0;
    }
    err << QCoreApplication::translate("capplan::cli", "stopped by signal %1; nothing was written")
               .arg(static_cast<int>(g_signal))
        << Qt::endl;
    return 128 + static_cast<int>(g_signal);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("capplan::cli", text);
}

// The CLI prints stable, English, US-formatted output so scripts can rely on it.
data::Texts cliTexts()
{
    return data::Texts(QLocale(QLocale::English, QLocale::UnitedStates));
}

// Opens the catalog named by --catalog, or the user's catalog. A user's catalog that cannot be
// used is replaced by the embedded default (as in the GUI) and `warning` says why; it is printed
// only when the command succeeds, so a bad plan still gets exactly one line on stderr.
std::unique_ptr<data::CatalogStore> openCatalog(const QCommandLineParser &parser, QString &warning, QString &error)
{
    if (parser.isSet(QStringLiteral("default-catalog"))) {
        auto store = data::CatalogStore::openEmbeddedDefault();
        return store ? std::move(store.value()) : nullptr;
    }
    const bool explicitPath = parser.isSet(QStringLiteral("catalog"));
    const QString path = explicitPath ? parser.value(QStringLiteral("catalog")) : data::Settings().catalogPath();
    // An absent --catalog file is created from the embedded default (the CLI contract), but only
    // in a folder that exists: a mistyped folder is an error, not a new tree of directories.
    if (explicitPath && !QFileInfo(path).exists() && !QFileInfo(QFileInfo(path).absolutePath()).isDir()) {
        error = data::Error{tr("the folder of the catalog file does not exist"), {}, path}.toLine();
        return nullptr;
    }
    if (explicitPath && QFileInfo(path).exists() && !QFileInfo(path).isFile()) {
        error = data::Error{tr("is not a catalog file"), {}, path}.toLine();
        return nullptr;
    }
    auto store = data::CatalogStore::open(path);
    if (store) {
        return std::move(store.value());
    }
    if (explicitPath) {
        error = store.error().toLine();
        return nullptr;
    }
    warning = tr("warning: %1; using the embedded default catalog").arg(store.error().toLine());
    auto fallback = data::CatalogStore::openEmbeddedDefault();
    return fallback ? std::move(fallback.value()) : nullptr;
}

// The catalog's contents, or nothing with the error printed and `status` set.
std::optional<model::Catalog> loadCatalog(const QCommandLineParser &parser, QTextStream &err, QString &warning,
                                          int &status)
{
    QString error;
    auto store = openCatalog(parser, warning, error);
    if (!store) {
        err << (error.isEmpty() ? tr("no catalog could be opened") : error) << Qt::endl;
        status = error.isEmpty() ? ExitFailure : ExitBadInput;
        return std::nullopt;
    }
    auto catalog = store->load();
    if (!catalog) {
        err << catalog.error().toLine() << Qt::endl;
        status = ExitFailure;
        return std::nullopt;
    }
    return std::move(catalog.value());
}

// A plan file evaluated against the catalog, or nothing with the one error line printed.
struct LoadedPlan {
    model::PlanSpec spec;
    model::Catalog catalog;
    model::Evaluation evaluation;
    QString warning; // printed only when the command succeeds
    QString today;
};

std::optional<LoadedPlan> loadPlan(const QCommandLineParser &parser, const QString &file, QTextStream &err, int &status)
{
    auto spec = data::PlanFile::load(file);
    if (!spec) {
        err << spec.error().toLine() << Qt::endl;
        status = ExitBadInput;
        return std::nullopt;
    }
    LoadedPlan out;
    auto catalog = loadCatalog(parser, err, out.warning, status);
    if (!catalog) {
        return std::nullopt;
    }
    out.spec = std::move(spec.value());
    out.catalog = std::move(*catalog);
    out.today = QDate::currentDate().toString(Qt::ISODate);
    out.evaluation = model::evaluate(out.spec, out.catalog, out.today.toStdString());
    if (!out.evaluation.ok()) {
        const model::InputIssue &issue = out.evaluation.issues.front();
        err << data::Error{cliTexts().issue(issue), QString::fromStdString(issue.path), file}.toLine() << Qt::endl;
        status = ExitBadInput;
        return std::nullopt;
    }
    return out;
}

int planCommand(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 2) {
        err << tr("usage: capacity-planner-cli plan FILE [--json]") << Qt::endl;
        return ExitBadInput;
    }
    int status = ExitOk;
    const auto loaded = loadPlan(parser, args.at(1), err, status);
    if (!loaded) {
        return status;
    }
    const model::Evaluation &ev = loaded->evaluation;
    const QString &warning = loaded->warning;
    const data::Texts texts = cliTexts();
    // The risk model's Monte Carlo, when the plan switches it on; deterministic for the plan's seed.
    const std::optional<model::RiskResult> risk = simulateStoppable(loaded->spec, ev);
    if (const int stopped = stoppedStatus(err)) {
        return stopped;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        out << QString::fromUtf8(data::Report::planJson(ev, texts, risk));
    } else {
        out << data::Report::planTable(loaded->spec, ev, texts, risk);
    }
    if (!warning.isEmpty()) {
        err << warning << Qt::endl;
    }
    return ExitOk;
}

// `search PLAN [--json] [--top N]`: every size, region, tier, layout and node count the plan's
// search block allows (model/Search.h); the Pareto front, the recommendation and why the other
// sizes lost.
int searchCommand(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 2) {
        err << tr("usage: capacity-planner-cli search PLAN [--json] [--top N]") << Qt::endl;
        return ExitBadInput;
    }
    int top = 0;
    if (parser.isSet(QStringLiteral("top"))) {
        bool ok = false;
        top = parser.value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1) {
            err << tr("--top must be a whole number of at least 1 (got \"%1\")").arg(parser.value(QStringLiteral("top")))
                << Qt::endl;
            return ExitBadInput;
        }
    }
    auto spec = data::PlanFile::load(args.at(1));
    if (!spec) {
        err << spec.error().toLine() << Qt::endl;
        return ExitBadInput;
    }
    int status = ExitOk;
    QString warning;
    const auto catalog = loadCatalog(parser, err, warning, status);
    if (!catalog) {
        return status;
    }
    catchStopSignals();
    model::SearchControl control;
    control.cancel = &g_stop;
    QElapsedTimer clock;
    clock.start();
    control.elapsedSeconds = [&clock] { return static_cast<double>(clock.nsecsElapsed()) / 1e9; };
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const model::SearchResult result = model::search(spec.value(), *catalog, today.toStdString(), control);
    if (const int stopped = stoppedStatus(err)) {
        return stopped;
    }
    if (!result.ok()) {
        const model::InputIssue &issue = result.issues.front();
        err << data::Error{cliTexts().issue(issue), QString::fromStdString(issue.path), args.at(1)}.toLine() << Qt::endl;
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        out << QString::fromUtf8(data::SearchReport::json(spec.value(), result, cliTexts(), top));
    } else {
        out << data::SearchReport::table(spec.value(), result, cliTexts(), top);
    }
    if (!warning.isEmpty()) {
        err << warning << Qt::endl;
    }
    return ExitOk;
}

// `portfolio FILE [--json] [--quota-request DIR]`: a quarter's runs (docs/portfolio.md), each searched for its choices,
// scheduled within the free quota, and the least quota that meets every deadline.
int portfolioCommand(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 2) {
        err << tr("usage: capacity-planner-cli portfolio FILE [--json] [--quota-request DIR]") << Qt::endl;
        return ExitBadInput;
    }
    // The options are checked before the (slower) planning, so a typo costs nothing.
    const QString paper = parser.value(QStringLiteral("page-size")).toLower();
    if (paper != QStringLiteral("a4") && paper != QStringLiteral("letter")) {
        err << tr("--page-size must be a4 or letter (got \"%1\")").arg(parser.value(QStringLiteral("page-size"))) << Qt::endl;
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("quota-request"))) {
        const QFileInfo folder(parser.value(QStringLiteral("quota-request")));
        if (folder.exists() && !folder.isDir()) {
            err << data::Error{tr("--quota-request names a file, not a folder"), {}, folder.filePath()}.toLine() << Qt::endl;
            return ExitBadInput;
        }
    }
    auto spec = data::PortfolioFile::load(args.at(1));
    if (!spec) {
        err << spec.error().toLine() << Qt::endl;
        return ExitBadInput;
    }
    int status = ExitOk;
    QString warning;
    const auto catalog = loadCatalog(parser, err, warning, status);
    if (!catalog) {
        return status;
    }
    catchStopSignals();
    model::SearchControl control;
    control.cancel = &g_stop;
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const model::PortfolioPlan plan = model::planPortfolio(spec.value(), *catalog, today.toStdString(), control);
    if (const int stopped = stoppedStatus(err)) {
        return stopped;
    }
    for (std::size_t i = 0; i < plan.issues.size(); ++i) {
        if (!plan.issues[i].empty()) {
            const model::InputIssue &issue = plan.issues[i].front();
            err << data::Error{cliTexts().issue(issue),
                               QStringLiteral("runs[%1].plan.%2").arg(i).arg(QString::fromStdString(issue.path)), args.at(1)}
                       .toLine()
                << Qt::endl;
            return ExitBadInput;
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        out << QString::fromUtf8(data::PortfolioReport::json(spec.value(), plan, cliTexts()));
    } else {
        out << data::PortfolioReport::table(spec.value(), plan, cliTexts());
    }
    if (parser.isSet(QStringLiteral("quota-request"))) {
        const data::QuotaPack pack = data::QuotaRequestPack::build(spec.value(), plan, *catalog, today);
        const auto written = data::QuotaRequestFiles::write(
            pack, cliTexts(), parser.value(QStringLiteral("quota-request")),
            paper == QStringLiteral("letter") ? data::PageSize::Letter : data::PageSize::A4);
        if (!written) {
            err << written.error().toLine() << Qt::endl;
            return ExitFailure;
        }
        for (const QString &path : written.value()) {
            err << tr("wrote %1").arg(path) << Qt::endl;
        }
    }
    if (!warning.isEmpty()) {
        err << warning << Qt::endl;
    }
    return ExitOk;
}

// Writes the whole catalog as a capacity-planner.catalog document (the catalog window's export).
int exportCatalog(const QCommandLineParser &parser, QTextStream &err)
{
    QString warning;
    QString error;
    auto store = openCatalog(parser, warning, error);
    if (!store) {
        err << (error.isEmpty() ? tr("no catalog could be opened") : error) << Qt::endl;
        return error.isEmpty() ? ExitFailure : ExitBadInput;
    }
    auto bytes = store->exportJson();
    if (!bytes) {
        err << bytes.error().toLine() << Qt::endl;
        return ExitFailure;
    }
    const QString path = parser.value(QStringLiteral("export"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes.value()) != bytes.value().size() || !file.commit()) {
        err << data::Error{tr("cannot write the file: %1").arg(file.errorString()), {}, path}.toLine() << Qt::endl;
        return ExitFailure;
    }
    if (!warning.isEmpty()) {
        err << warning << Qt::endl;
    }
    return ExitOk;
}

int catalogCommand(const QCommandLineParser &parser, QTextStream &out, QTextStream &err)
{
    if (parser.isSet(QStringLiteral("export"))) {
        return exportCatalog(parser, err);
    }
    QString warning;
    int status = ExitOk;
    const auto catalog = loadCatalog(parser, err, warning, status);
    if (!catalog) {
        return status;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        out << QString::fromUtf8(data::Report::catalogJson(*catalog));
    } else {
        out << data::Report::catalogTable(*catalog, cliTexts());
    }
    if (!warning.isEmpty()) {
        err << warning << Qt::endl;
    }
    return ExitOk;
}

// The PDF report (needs a QGuiApplication: main() creates one on the offscreen platform when the
// command line asks for a report).
int writeReport(const QCommandLineParser &parser, const model::PlanSpec &plan, const model::Evaluation &ev,
                const model::Catalog &catalog, const QString &today, QTextStream &out, QTextStream &err)
{
    const QString path = parser.value(QStringLiteral("report"));
    const QString paper = parser.value(QStringLiteral("page-size")).toLower();
    if (paper != QStringLiteral("a4") && paper != QStringLiteral("letter")) {
        err << tr("--page-size must be a4 or letter (got \"%1\")").arg(parser.value(QStringLiteral("page-size")))
            << Qt::endl;
        return ExitBadInput;
    }
    data::ReportInput input;
    input.spec = &plan;
    input.evaluation = &ev;
    input.size = catalog.findSize(plan.sku);
    input.catalogPrice = plan.pricePerNodeHour ? nullptr
                                               : model::planPrice(catalog, plan.sku, plan.region, plan.tier, plan.currency,
                                                                  model::priceBasis(plan));
    input.catalogDescription = parser.isSet(QStringLiteral("catalog")) ? parser.value(QStringLiteral("catalog"))
                                                                       : tr("the user's catalog");
    if (parser.isSet(QStringLiteral("default-catalog"))) {
        input.catalogDescription = tr("the embedded default catalog");
    }
    input.generatedOn = today;
    const auto risk = simulateStoppable(plan, ev);
    if (const int stopped = stoppedStatus(err)) {
        return stopped;
    }
    if (risk) {
        input.extraTables = data::riskTables(*risk, plan, cliTexts());
    }
    for (data::ReportTable &table : data::regionTables(ev, cliTexts())) {
        input.extraTables.push_back(std::move(table));
    }
    input.pageSize = paper == QStringLiteral("letter") ? data::PageSize::Letter : data::PageSize::A4;
    input.texts = cliTexts();
    const auto written = data::PdfReport::write(input, path);
    if (!written) {
        err << data::Error{written.error().message, written.error().path, path}.toLine() << Qt::endl;
        return ExitFailure;
    }
    out << tr("wrote %1 (%2 pages)").arg(path).arg(written.value().pages) << Qt::endl;
    return ExitOk;
}

// One file an export writes: the option that names it and the bytes (or the error) it gets.
struct ExportFile {
    const char *option;
    std::function<data::Result<QByteArray>()> produce;
};

int exportCommand(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 2) {
        err << tr("usage: capacity-planner-cli export PLAN [--nodes N] [--job F] [--compute F] [--submit F] "
                  "[--submit-python F] [--quota F] [--quota-text F] [--checklist F] [--report F] [--csv F] "
                  "[--serverless-job F] [--serverless-rest F] [--slurm F] [--kubernetes F] [--ds-config F] "
                  "[--accelerate-config F]")
            << Qt::endl;
        return ExitBadInput;
    }
    const QString file = args.at(1);
    std::optional<int> nodes;
    if (parser.isSet(QStringLiteral("nodes"))) {
        bool ok = false;
        const int n = parser.value(QStringLiteral("nodes")).toInt(&ok);
        if (!ok || n < 1 || n > model::kMaxNodes) {
            err << data::Error{tr("--nodes must be a node count from 1 to %1").arg(model::kMaxNodes), {}, file}.toLine()
                << Qt::endl;
            return ExitBadInput;
        }
        nodes = n;
    }
    int status = ExitOk;
    const auto loaded = loadPlan(parser, file, err, status);
    if (!loaded) {
        return status;
    }
    const model::Evaluation &ev = loaded->evaluation;
    const model::Catalog *catalog = &loaded->catalog;
    const QString &warning = loaded->warning;
    const QString &today = loaded->today;
    const data::Texts texts = cliTexts();
    const model::PlanSpec &plan = loaded->spec;
    model::JobSettings job = plan.azureml.value_or(model::defaultJobSettings(plan.name));
    // One idle timer for the plan: the risk block's, which the idle-cost figures use too.
    job.idleSecondsBeforeScaleDown = static_cast<int>(std::lround(plan.risk.idleTimeBeforeScaleDownSeconds));
    auto input = data::Exporters::input(plan, ev, *catalog, job, nodes);
    if (!input) {
        err << data::Error{input.error().message, input.error().path, file}.toLine() << Qt::endl;
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("ds-config"))) {
        // The jobs' --deepspeed_config names the file written, whatever it is called.
        input.value().deepSpeedConfigFile = QFileInfo(parser.value(QStringLiteral("ds-config"))).fileName().toStdString();
    }
    if (parser.isSet(QStringLiteral("accelerate-config"))) {
        // accelerate launch --config_file names the file written.
        input.value().accelerateConfigFile =
            QFileInfo(parser.value(QStringLiteral("accelerate-config"))).fileName().toStdString();
    }
    const data::ExportInput &in = input.value();
    const auto jobName = [&] {
        return parser.isSet(QStringLiteral("job")) ? QFileInfo(parser.value(QStringLiteral("job"))).fileName()
                                                   : QStringLiteral("job.json");
    };
    const auto computeName = [&] {
        return parser.isSet(QStringLiteral("compute")) ? QFileInfo(parser.value(QStringLiteral("compute"))).fileName()
                                                       : QStringLiteral("compute.json");
    };
    const std::vector<ExportFile> files = {
        {"job", [&] { return data::Exporters::commandJobJson(in); }},
        {"compute", [&] { return data::Exporters::amlComputeJson(in); }},
        {"submit",
         [&]() -> data::Result<QByteArray> {
             auto scripts = data::Exporters::submitScripts(in, jobName(), computeName());
             if (!scripts) {
                 return scripts.error();
             }
             return scripts.value().bash;
         }},
        {"submit-python",
         [&]() -> data::Result<QByteArray> {
             auto scripts = data::Exporters::submitScripts(in, jobName(), computeName());
             if (!scripts) {
                 return scripts.error();
             }
             return scripts.value().python;
         }},
        {"quota", [&] { return data::Exporters::quotaRequestJson(in, texts); }},
        {"quota-text", [&] { return data::Exporters::quotaRequestText(in, texts); }},
        {"checklist", [&] { return data::Exporters::preflightChecklistMarkdown(in, texts); }},
        {"csv", [&]() -> data::Result<QByteArray> { return data::Exporters::optionsCsv(ev); }},
        // The same plan for the other compute targets (data/export/SubmitTargets.h).
        {"serverless-job", [&] { return data::SubmitTargets::serverlessJobJson(in); }},
        {"serverless-rest", [&] { return data::SubmitTargets::serverlessJobRestBody(in); }},
        {"slurm", [&] { return data::SubmitTargets::slurmScript(in); }},
        {"kubernetes", [&] { return data::SubmitTargets::kubernetesJobJson(in); }},
        {"ds-config", [&] { return data::SubmitTargets::deepSpeedConfigJson(in); }},
        {"accelerate-config", [&] { return data::SubmitTargets::accelerateConfigYaml(in); }},
    };
    // Every file is produced before any is written, so a failed write never follows a refusal.
    // A file its target refuses (a tier that target does not offer, say) is named and not
    // written; the other files asked for are still written, and the exit status says one failed.
    std::vector<std::pair<QString, QByteArray>> outputs;
    bool refused = false;
    for (const ExportFile &f : files) {
        const QString option = QLatin1String(f.option);
        if (!parser.isSet(option)) {
            continue;
        }
        auto bytes = f.produce();
        if (!bytes) {
            //: %1: the option, e.g. "serverless-job"; %2: the reason
            err << data::Error{tr("--%1 not written: %2").arg(option, bytes.error().message), bytes.error().path, file}
                       .toLine()
                << Qt::endl;
            refused = true;
            continue;
        }
        outputs.emplace_back(parser.value(option), bytes.value());
    }
    const bool report = parser.isSet(QStringLiteral("report"));
    if (outputs.empty() && !report && !refused) {
        err << tr("export: name at least one file to write (--job, --compute, --submit, --submit-python, --quota, "
                  "--quota-text, --checklist, --report, --csv, --serverless-job, --serverless-rest, --slurm, "
                  "--kubernetes, --ds-config, --accelerate-config)")
            << Qt::endl;
        return ExitBadInput;
    }
    for (const auto &[path, bytes] : outputs) {
        const data::Status written = data::Exporters::writeFileAtomically(path, bytes);
        if (!written) {
            err << written.error().toLine() << Qt::endl;
            return ExitFailure;
        }
        out << tr("wrote %1").arg(path) << Qt::endl;
    }
    if (report) {
        const int reportStatus = writeReport(parser, plan, ev, *catalog, today, out, err);
        if (reportStatus != ExitOk) {
            return reportStatus;
        }
    }
    auto exported = data::Exporters::exportedNodes(in);
    if (exported) {
        out << tr("nodes: %1, world size: %2").arg(exported.value()).arg(exported.value() * in.size.gpusPerVm.value)
            << Qt::endl;
    }
    if (!warning.isEmpty()) {
        err << warning << Qt::endl;
    }
    return refused ? ExitBadInput : ExitOk;
}

// What to do about a file the nccl readers refused, after the reason, on the same one line.
QString ncclRemedy(bool tests)
{
    return tests ? tr("import the complete output of one nccl-tests run, as the run printed it")
                 : tr("import the output of a run with NCCL_DEBUG=INFO");
}

// import nccl-tests FILE / import nccl-log FILE: what the measurement says (bus bandwidth by message
// size and the collective measured; the transport NCCL chose, with the line that shows it). Nothing
// is stored in the catalog. The numbers of another collective than all-reduce are shown, marked as
// not applicable to the plan (its bus bandwidth is all-reduce's).
int importNccl(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 3) {
        err << tr("usage: capacity-planner-cli import nccl-tests|nccl-log FILE [--json]") << Qt::endl;
        return ExitBadInput;
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    const data::Texts texts = cliTexts();
    nlohmann::ordered_json doc;
    if (args.at(1) == QStringLiteral("nccl-tests")) {
        const auto report = data::NcclImport::loadTests(args.at(2));
        if (!report) {
            err << tr("%1; %2").arg(report.error().toLine(), ncclRemedy(true)) << Qt::endl;
            return ExitBadInput;
        }
        const data::NcclTestsReport &r = report.value();
        const auto plan = data::NcclImport::planBusBandwidth(r);
        const QString code = data::NcclImport::collectiveCode(r.kind);
        const QString source = data::NcclImport::collectiveSourceCode(r.kindSource);
        QStringList lookalikes;
        for (const data::NcclCollective c : r.lookalikes) {
            lookalikes << data::NcclImport::collectiveCode(c);
        }
        if (!json) {
            out << tr("%1: %2 ranks, %3 message sizes").arg(r.collective.isEmpty() ? tr("nccl-tests") : r.collective).arg(r.ranks).arg(r.rows.size())
                << Qt::endl;
            if (r.kindSource == data::NcclCollectiveSource::Columns) {
                out << (lookalikes.isEmpty()
                            ? tr("collective: %1 (read from the columns)").arg(code)
                            : tr("collective: %1 (read from the columns; the rows of %2 look the same)")
                                  .arg(code, lookalikes.join(QStringLiteral(", "))))
                    << Qt::endl;
            } else if (r.kindSource == data::NcclCollectiveSource::None) {
                out << tr("collective: %1").arg(code) << Qt::endl;
            } else {
                out << tr("collective: %1 (line %2)").arg(code).arg(r.kindLine) << Qt::endl;
            }
            out << tr("%1  %2  %3").arg(tr("size (B)"), 14).arg(tr("busbw out (GB/s)"), 17).arg(tr("busbw in (GB/s)"), 16)
                << Qt::endl;
            for (const data::NcclTestsRow &row : r.rows) {
                out << QStringLiteral("%1  %2  %3")
                           .arg(row.sizeBytes, 14)
                           .arg(texts.number(row.outOfPlace.busbwGBps, 2), 17)
                           .arg(texts.number(row.inPlace.busbwGBps, 2), 16)
                    << Qt::endl;
            }
            out << tr("average bus bandwidth: %1 GB/s; at the largest message (%2 B): %3 GB/s; peak %4 GB/s")
                       .arg(texts.number(r.averageBusBandwidthGBps, 2))
                       .arg(r.largestMessageBytes)
                       .arg(texts.number(r.busBandwidthAtLargestGBps, 2), texts.number(r.peakBusBandwidthGBps, 2))
                << Qt::endl;
            if (!plan) {
                out << tr("not applicable to the plan: %1").arg(plan.error().message) << Qt::endl;
            }
            return ExitOk;
        }
        doc["kind"] = "nccl-tests";
        doc["collective"] = code.toStdString();
        doc["program"] = r.collective.toStdString();
        doc["collective_source"] = source.toStdString();
        doc["collective_line"] = r.kindLine;
        nlohmann::ordered_json alike = nlohmann::ordered_json::array();
        for (const QString &c : lookalikes) {
            alike.push_back(c.toStdString());
        }
        doc["collective_also_matches"] = alike;
        doc["applies_to_plan"] = plan.ok();
        doc["not_applicable_reason"] = plan ? std::string() : plan.error().message.toStdString();
        doc["ranks"] = r.ranks;
        nlohmann::ordered_json rows = nlohmann::ordered_json::array();
        for (const data::NcclTestsRow &row : r.rows) {
            rows.push_back({{"size_bytes", row.sizeBytes},
                            {"type", row.type.toStdString()},
                            {"out_of_place_busbw_gbps", row.outOfPlace.busbwGBps},
                            {"in_place_busbw_gbps", row.inPlace.busbwGBps},
                            {"out_of_place_time_us", row.outOfPlace.timeUs},
                            {"line", row.line}});
        }
        doc["rows"] = rows;
        doc["average_bus_bandwidth_gbps"] = r.averageBusBandwidthGBps;
        doc["largest_message_bytes"] = r.largestMessageBytes;
        doc["bus_bandwidth_at_largest_gbps"] = r.busBandwidthAtLargestGBps;
        doc["peak_bus_bandwidth_gbps"] = r.peakBusBandwidthGBps;
    } else {
        const auto report = data::NcclImport::loadLog(args.at(2));
        if (!report) {
            err << tr("%1; %2").arg(report.error().toLine(), ncclRemedy(false)) << Qt::endl;
            return ExitBadInput;
        }
        const data::NcclLogReport &r = report.value();
        const QString code = data::NcclImport::transportCode(r.transport);
        if (!json) {
            out << tr("transport: %1").arg(code) << Qt::endl;
            if (r.evidenceLine > 0) {
                out << tr("line %1: %2").arg(r.evidenceLine).arg(r.evidenceText) << Qt::endl;
            }
            if (r.transport == data::NcclTransport::TcpFallback) {
                out << tr("NCCL fell back to TCP: this run did not use InfiniBand (finding tcp_fallback)") << Qt::endl;
            }
            if (r.transport == data::NcclTransport::IntraNodeOnly) {
                out << tr("one node only: no traffic left the node, so this log shows neither InfiniBand nor TCP; "
                          "run across two nodes to check the network")
                    << Qt::endl;
            }
            return ExitOk;
        }
        doc["kind"] = "nccl-log";
        doc["transport"] = code.toStdString();
        doc["line"] = r.evidenceLine;
        doc["text"] = r.evidenceText.toStdString();
        doc["network"] = r.network.toStdString();
        doc["nccl_version"] = r.ncclVersion.toStdString();
        doc["nodes"] = r.nodes;
        nlohmann::ordered_json devices = nlohmann::ordered_json::array();
        for (const QString &device : r.infinibandDevices) {
            devices.push_back(device.toStdString());
        }
        doc["infiniband_devices"] = devices;
        // NCCL or RCCL (AMD's port, the same log lines); and Azure's accelerated-networking NIC,
        // listed apart because NCCL names it among the InfiniBand ports.
        doc["collective_library"] = r.collectiveLibrary.toStdString();
        nlohmann::ordered_json accelerated = nlohmann::ordered_json::array();
        for (const QString &device : r.acceleratedNetworkingDevices) {
            accelerated.push_back(device.toStdString());
        }
        doc["accelerated_networking_devices"] = accelerated;
        nlohmann::ordered_json findings = nlohmann::ordered_json::array();
        if (r.transport == data::NcclTransport::TcpFallback) {
            findings.push_back({{"code", "tcp_fallback"}, {"line", r.evidenceLine}, {"text", r.evidenceText.toStdString()}});
        }
        doc["findings"] = findings;
    }
    out << QString::fromStdString(doc.dump(2)) << Qt::endl;
    return ExitOk;
}

// A whole number ≥ 1 given as --NAME into `value` (left empty when not given); false, with an error
// line naming the option, when it is not one.
bool countOption(const QCommandLineParser &parser, const QString &name, std::optional<int> &value, QTextStream &err)
{
    value.reset();
    if (!parser.isSet(name)) {
        return true;
    }
    bool ok = false;
    const int v = parser.value(name).toInt(&ok);
    if (!ok || v < 1) {
        err << tr("--%1: must be a whole number of at least 1, not \"%2\"").arg(name, parser.value(name)) << Qt::endl;
        return false;
    }
    value = v;
    return true;
}

// import training-log FILE: the steady-state throughput of a training log, as the measurement a
// plan calibrates from. With --plan PLAN the measurement is added to the plan file (replacing one
// of the same node count) unless --dry-run; the plan's size, layout and stack fill in what the log
// does not state. Without a plan it is printed for the plan's "measurements".
int importTrainingLog(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 3) {
        err << tr("usage: capacity-planner-cli import training-log FILE [--plan PLAN] [--gpus N] [--gpus-per-node N] "
                  "[--seq-len N] [--global-batch N] [--stack megatron|fsdp|deepspeed] [--dry-run] [--json]")
            << Qt::endl;
        return ExitBadInput;
    }
    data::TrainingLogFacts given;
    for (const auto &[name, target] : {std::pair{QStringLiteral("gpus"), &given.gpus},
                                       std::pair{QStringLiteral("gpus-per-node"), &given.gpusPerNode},
                                       std::pair{QStringLiteral("seq-len"), &given.sequenceLength},
                                       std::pair{QStringLiteral("global-batch"), &given.globalBatchSequences}}) {
        if (!countOption(parser, name, *target, err)) {
            return ExitBadInput;
        }
    }
    if (parser.isSet(QStringLiteral("stack"))) {
        given.stack = parser.value(QStringLiteral("stack"));
        if (!model::stackFromString(given.stack.toStdString())) {
            err << tr("--stack: must be megatron, fsdp or deepspeed, not \"%1\"").arg(given.stack) << Qt::endl;
            return ExitBadInput;
        }
    }
    const auto report = data::TrainingLog::load(args.at(2));
    if (!report) {
        err << report.error().toLine() << Qt::endl;
        return ExitBadInput;
    }
    const data::TrainingLogReport &r = report.value();

    const QString planPath = parser.value(QStringLiteral("plan"));
    std::optional<model::PlanSpec> spec;
    data::TrainingLogFacts planFacts;
    if (!planPath.isEmpty()) {
        auto loaded = data::PlanFile::load(planPath);
        if (!loaded) {
            err << loaded.error().toLine() << Qt::endl;
            return ExitBadInput;
        }
        QString warning;
        int status = ExitOk;
        const auto catalog = loadCatalog(parser, err, warning, status);
        if (!catalog) {
            return status;
        }
        spec = std::move(loaded.value());
        planFacts = data::TrainingLog::factsFromPlan(*spec, *catalog);
    }
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const auto measured = data::TrainingLog::measurement(r, given, planFacts, args.at(2), today);
    if (!measured) {
        // The flag that supplies the missing input, by the field the error names.
        static const std::pair<const char *, const char *> kFlags[] = {{"gpus", "--gpus"},
                                                                       {"gpus_per_node", "--gpus-per-node or --plan"},
                                                                       {"sequence_length", "--seq-len"},
                                                                       {"global_batch_sequences", "--global-batch"},
                                                                       {"stack", "--stack"}};
        QString line = measured.error().toLine();
        for (const auto &[field, flag] : kFlags) {
            if (measured.error().path == QLatin1String(field)) {
                line += tr(" (%1)").arg(QLatin1String(flag));
            }
        }
        err << line << Qt::endl;
        return ExitBadInput;
    }
    const data::TrainingLogMeasurement &m = measured.value();
    bool replaced = false;
    if (spec) {
        replaced = data::TrainingLog::addTo(*spec, m.measurement);
        const std::vector<model::InputIssue> issues = model::validate(*spec);
        if (!issues.empty()) {
            const model::InputIssue &issue = issues.front();
            err << data::Error{cliTexts().issue(issue), QString::fromStdString(issue.path), planPath}.toLine() << Qt::endl;
            return ExitBadInput;
        }
    }
    const bool write = spec.has_value() && !parser.isSet(QStringLiteral("dry-run"));
    if (write) {
        if (const data::Status saved = data::PlanFile::save(*spec, planPath); !saved) {
            err << saved.error().toLine() << Qt::endl;
            return ExitFailure;
        }
    }
    const data::Texts texts = cliTexts();
    nlohmann::ordered_json entry{{"nodes", m.measurement.nodes}, {"tokens_per_second", m.measurement.tokensPerSecond}};
    if (!m.measurement.stack.empty()) {
        entry["stack"] = m.measurement.stack;
    }
    entry["source"] = m.measurement.source;
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json doc;
        doc["kind"] = "training-log";
        doc["format"] = data::TrainingLog::formatCode(r.format).toStdString();
        doc["quantity"] = data::TrainingLog::quantityCode(r.quantity).toStdString();
        doc["samples"] = r.samples.size();
        doc["warmup_skipped"] = r.warmupSkipped;
        doc["whole_run_average"] = r.wholeRunAverage;
        doc["median"] = r.median;
        doc["minimum"] = r.minimum;
        doc["maximum"] = r.maximum;
        const auto optional = [](const auto &v) { return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr); };
        doc["log_gpus"] = optional(r.gpus);
        doc["log_sequence_length"] = optional(r.sequenceLength);
        doc["log_global_batch_sequences"] = optional(r.globalBatchSequences);
        doc["log_micro_batch"] = optional(r.microBatch);
        doc["log_tflops_per_gpu"] = optional(r.tflopsPerGpu);
        doc["log_mfu"] = optional(r.mfu);
        doc["stack"] = r.stack.isEmpty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(r.stack.toStdString());
        doc["stack_line"] = r.stackLine;
        doc["gpus"] = m.gpus;
        doc["tokens_per_second_per_gpu"] = m.tokensPerSecondPerGpu;
        nlohmann::ordered_json from;
        for (const auto &[key, value] : {std::pair{"gpus", m.gpusFrom}, std::pair{"gpus_per_node", m.gpusPerNodeFrom},
                                         std::pair{"sequence_length", m.sequenceFrom},
                                         std::pair{"global_batch_sequences", m.batchFrom}}) {
            if (!value.isEmpty()) {
                from[key] = value.toStdString();
            }
        }
        doc["inputs_from"] = from;
        nlohmann::ordered_json warnings = nlohmann::ordered_json::array();
        for (const QString &w : m.warnings) {
            warnings.push_back(w.toStdString());
        }
        doc["warnings"] = warnings;
        doc["measurement"] = entry;
        doc["plan"] = planPath.isEmpty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(planPath.toStdString());
        doc["written"] = write;
        doc["replaced"] = replaced;
        out << QString::fromStdString(doc.dump(2)) << Qt::endl;
        return ExitOk;
    }
    const QString format = data::TrainingLog::formatCode(r.format);
    out << (r.wholeRunAverage ? tr("%1: %2 whole-run summary line(s)").arg(format).arg(r.samples.size())
                              : tr("%1: %2 steps, the first %3 skipped as warm-up").arg(format).arg(r.samples.size()).arg(r.warmupSkipped))
        << Qt::endl;
    switch (r.quantity) {
    case data::TrainingLogQuantity::StepSeconds:
        out << tr("step time: median %1 s (%2–%3 s)")
                   .arg(texts.number(r.median, 3), texts.number(r.minimum, 3), texts.number(r.maximum, 3))
            << Qt::endl;
        break;
    case data::TrainingLogQuantity::TokensPerSecondPerGpu:
        out << tr("tokens/s per GPU: median %1 (%2–%3)")
                   .arg(texts.number(r.median, 0), texts.number(r.minimum, 0), texts.number(r.maximum, 0))
            << Qt::endl;
        break;
    case data::TrainingLogQuantity::SamplesPerSecond:
        out << tr("samples/s: median %1 (%2–%3)")
                   .arg(texts.number(r.median, 3), texts.number(r.minimum, 3), texts.number(r.maximum, 3))
            << Qt::endl;
        break;
    }
    if (!r.stack.isEmpty()) {
        out << (r.stackLine > 0 ? tr("stack: %1 (line %2)").arg(r.stack).arg(r.stackLine)
                                : tr("stack: %1 (from the log's format)").arg(r.stack))
            << Qt::endl;
    }
    //: %1: nodes; %2: GPUs; %3: tokens/s of all GPUs; %4: per GPU
    out << tr("measurement: %1 × %2 GPUs, %3 tokens/s (%4 per GPU)")
               .arg(m.measurement.nodes)
               .arg(m.gpus / std::max(1, m.measurement.nodes))
               .arg(texts.number(m.measurement.tokensPerSecond, 0), texts.number(m.tokensPerSecondPerGpu, 0))
        << Qt::endl;
    for (const QString &w : m.warnings) {
        err << tr("warning: %1").arg(w) << Qt::endl;
    }
    if (write) {
        out << (replaced ? tr("replaced the %1-node measurement in %2").arg(m.measurement.nodes).arg(planPath)
                         : tr("added to the measurements of %1").arg(planPath))
            << Qt::endl;
    } else {
        out << tr("for the plan's \"measurements\":") << Qt::endl << QString::fromStdString(entry.dump(2)) << Qt::endl;
    }
    return ExitOk;
}

// import KIND FILE…: preview what the files would change and, unless --dry-run, apply it in one
// transaction. Exit 2 when the input cannot be used (nothing changed), 1 when writing fails.
int importCommand(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() >= 2 && args.at(1) == QStringLiteral("training-log")) {
        return importTrainingLog(parser, args, out, err);
    }
    if (args.size() < 3) {
        err << tr("usage: capacity-planner-cli import prices|vm-usage|ml-usage|skus|catalog FILE… [--region R] "
                  "[--dry-run] [--json]")
            << Qt::endl;
        return ExitBadInput;
    }
    if (args.at(1) == QStringLiteral("nccl-tests") || args.at(1) == QStringLiteral("nccl-log")) {
        return importNccl(parser, args, out, err);
    }
    const auto kind = data::importKindFromName(args.at(1));
    if (!kind) {
        err << tr("unknown import kind \"%1\": use prices, vm-usage, ml-usage, skus, catalog, nccl-tests, nccl-log or training-log")
                   .arg(args.at(1))
            << Qt::endl;
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("default-catalog"))) {
        err << tr("--default-catalog is read-only: import into --catalog FILE or the user's catalog") << Qt::endl;
        return ExitBadInput;
    }
    QString warning;
    QString error;
    auto store = openCatalog(parser, warning, error);
    if (!store) {
        err << (error.isEmpty() ? tr("no catalog could be opened") : error) << Qt::endl;
        return error.isEmpty() ? ExitFailure : ExitBadInput;
    }
    if (!warning.isEmpty()) {
        // The user's catalog is unusable and the embedded default stands in: importing into it
        // would change nothing that lasts.
        err << tr("cannot import: %1").arg(warning) << Qt::endl;
        return ExitFailure;
    }
    auto catalog = store->load();
    if (!catalog) {
        err << catalog.error().toLine() << Qt::endl;
        return ExitFailure;
    }
    data::ImportOptions options;
    options.region = parser.value(QStringLiteral("region"));
    auto preview = data::Importer::preview(*kind, args.mid(2), catalog.value(), options);
    if (!preview) {
        err << preview.error().toLine() << Qt::endl;
        return ExitBadInput;
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    const bool dryRun = parser.isSet(QStringLiteral("dry-run"));
    if (preview.value().isEmpty() && !preview.value().heldNothing()) {
        // Every item was rejected or skipped: nothing to import, and the reasons say why.
        out << (json ? QString::fromUtf8(data::ImportReport::json(preview.value(), dryRun, false))
                     : data::ImportReport::text(preview.value()));
        const auto &rejected = preview.value().rejected;
        err << (rejected.empty() ? data::Error{tr("nothing to import: every item was skipped"), {}, args.at(2)}.toLine()
                                 : rejected.front().toLine())
            << Qt::endl;
        return ExitBadInput;
    }
    bool applied = false;
    if (!dryRun) {
        if (const data::Status status = store->applyImport(preview.value()); !status) {
            err << tr("the import failed and the catalog was left as it was: %1").arg(status.error().toLine())
                << Qt::endl;
            return ExitFailure;
        }
        applied = true;
    }
    if (json) {
        out << QString::fromUtf8(data::ImportReport::json(preview.value(), dryRun, applied));
    } else {
        out << data::ImportReport::text(preview.value());
        out << (dryRun ? tr("dry run: nothing was changed") : tr("imported into %1").arg(store->path())) << Qt::endl;
    }
    return ExitOk;
}

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plan distributed GPU training on Azure.\n\n"
           "Commands:\n"
           "  plan FILE     sweep the node counts of a plan file and recommend one\n"
           "  search FILE   search every size, region, tier, parallel layout and node count\n"
           "                for the cheapest plan that meets the deadline (--top N)\n"
           "  export FILE   write the Azure ML job and cluster, submit scripts, quota request,\n"
           "                preflight checklist, report and CSV of a plan; the serverless job,\n"
           "                Slurm script, Kubernetes PyTorchJob and DeepSpeed configuration\n"
           "  catalog       list the VM sizes of the catalog (--export FILE writes it as JSON)\n"
           "  import KIND FILE…\n"
           "                import prices, vm-usage, ml-usage, skus or a whole catalog from\n"
           "                the files Azure prints (see --region, --dry-run)\n"
           "  import training-log LOG [--plan PLAN]\n"
           "                a training log's steady-state throughput as a measurement\n"
           "                (Hugging Face Trainer, NeMo, Megatron-LM, torchtitan, DeepSpeed)\n"
           "  models        list the model library\n"
           "  model NAME|CONFIG.json\n"
           "                one model's parameters and architecture; a Hugging Face config.json\n"
           "                is read as transformers reads it (--save-as NAME keeps it)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of a table.")});
    parser.addOption({QStringLiteral("catalog"), tr("Use the SQLite catalog at <path>."), tr("path")});
    parser.addOption({QStringLiteral("default-catalog"), tr("Use the embedded default catalog only.")});
    parser.addOption({QStringLiteral("nodes"), tr("export: the node count to export (default: the recommended one)."),
                      tr("N")});
    parser.addOption({QStringLiteral("job"), tr("export: write the Azure ML command job (JSON) to <file>."), tr("file")});
    parser.addOption({QStringLiteral("compute"), tr("export: write the Azure ML cluster (AmlCompute JSON) to <file>."),
                      tr("file")});
    parser.addOption({QStringLiteral("submit"), tr("export: write the az ml submit commands (bash) to <file>."),
                      tr("file")});
    parser.addOption({QStringLiteral("submit-python"),
                      tr("export: write the Python SDK v2 submit script to <file>."), tr("file")});
    parser.addOption({QStringLiteral("quota"), tr("export: write the quota request (JSON) to <file>."), tr("file")});
    parser.addOption({QStringLiteral("quota-text"), tr("export: write the quota request as text to <file>."),
                      tr("file")});
    parser.addOption({QStringLiteral("checklist"), tr("export: write the preflight checklist (Markdown) to <file>."),
                      tr("file")});
    parser.addOption({QStringLiteral("report"), tr("export: write the plan report (PDF) to <file>."), tr("file")});
    parser.addOption({QStringLiteral("quota-request"),
                      tr("portfolio: write the quota request pack (JSON, text and PDF) into the folder <dir>."), tr("dir")});
    parser.addOption({QStringLiteral("page-size"), tr("export and portfolio: the paper of the report and the quota request, a4 (default) or letter."),
                      tr("size"), QStringLiteral("a4")});
    parser.addOption({QStringLiteral("csv"), tr("export: write the option table (CSV) to <file>."), tr("file")});
    parser.addOption({QStringLiteral("serverless-job"),
                      tr("export: write the serverless Azure ML command job (JSON, no compute; Standard or Spot "
                         "queue) to <file>."),
                      tr("file")});
    parser.addOption({QStringLiteral("serverless-rest"),
                      tr("export: write the REST body of the serverless job (CommandJob, API version %1) to <file>.")
                          .arg(QLatin1String(data::SubmitTargets::kRestApiVersion)),
                      tr("file")});
    parser.addOption({QStringLiteral("slurm"), tr("export: write the Slurm batch script (sbatch) to <file>."),
                      tr("file")});
    parser.addOption({QStringLiteral("kubernetes"),
                      tr("export: write the Kubeflow PyTorchJob (kubeflow.org/v1, JSON) to <file>."), tr("file")});
    parser.addOption({QStringLiteral("ds-config"),
                      tr("export: write the DeepSpeed configuration (ds_config.json) to <file>."), tr("file")});
    parser.addOption({QStringLiteral("accelerate-config"),
                      tr("export: write the accelerate configuration (YAML) that accelerate launch reads to <file>."),
                      tr("file")});
    parser.addOption({QStringLiteral("region"),
                      tr("The Azure region a quota file was printed for (az vm list-usage --location)."),
                      tr("region")});
    parser.addOption({QStringLiteral("top"), tr("search: show the recommendation and the N best plans of the front."),
                      tr("N")});
    parser.addOption({QStringLiteral("dry-run"), tr("Show what an import would change; change nothing.")});
    parser.addOption({QStringLiteral("export"), tr("Write the whole catalog as JSON to <file>."), tr("file")});
    parser.addOption({QStringLiteral("plan"), tr("import training-log: add the measurement to the plan file <file>."),
                      tr("file")});
    parser.addOption({QStringLiteral("gpus"), tr("import training-log: the GPUs the run used, if the log does not say."),
                      tr("N")});
    parser.addOption({QStringLiteral("gpus-per-node"),
                      tr("import training-log: GPUs per node (default: the plan's size)."), tr("N")});
    parser.addOption({QStringLiteral("seq-len"),
                      tr("import training-log: tokens per sequence (default: the log's, else the plan's)."), tr("N")});
    parser.addOption({QStringLiteral("global-batch"),
                      tr("import training-log: sequences per step (default: the log's, else the plan's)."), tr("N")});
    parser.addOption({QStringLiteral("stack"),
                      tr("import training-log: the stack, megatron, fsdp or deepspeed, if the log does not say."),
                      tr("stack")});
    parser.addOption({QStringLiteral("save-as"), tr("model: store the config.json in the library as <name>."),
                      tr("name")});
    parser.addPositionalArgument(QStringLiteral("command"), tr("plan, search, portfolio, export, catalog, import, models or model"));

    QStringList argv = arguments;
    argv.prepend(QStringLiteral("capacity-planner-cli"));
    if (!parser.parse(argv)) {
        err << parser.errorText() << Qt::endl;
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return ExitOk;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << QStringLiteral("capacity-planner-cli ") << QCoreApplication::applicationVersion() << Qt::endl;
        return ExitOk;
    }
    // Files read (plans, imports, config.json) may have any name; the catalog and the files
    // written are opened by Qt and SQLite, which take UTF-8 names only. So an option's value that
    // is not UTF-8 is refused, not mangled into another file's name.
    for (const QString &option : parser.optionNames()) {
        for (const QString &value : parser.values(option)) {
            if (data::InputFiles::fileNameBytes(value) != value.toUtf8()) {
                err << data::Error{tr("--%1 takes a file name in UTF-8; rename the file or give a link to it").arg(option),
                                   {}, value}
                           .toLine()
                    << Qt::endl;
                return ExitBadInput;
            }
        }
    }
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        err << tr("missing command: plan FILE, search FILE, portfolio FILE, export FILE, catalog, import KIND FILE…, models or model "
                  "NAME (see --help)")
            << Qt::endl;
        return ExitBadInput;
    }
    if (args.first() == QStringLiteral("plan")) {
        return planCommand(parser, args, out, err);
    }
    if (args.first() == QStringLiteral("export")) {
        return exportCommand(parser, args, out, err);
    }
    if (args.first() == QStringLiteral("search")) {
        return searchCommand(parser, args, out, err);
    }
    if (args.first() == QStringLiteral("portfolio")) {
        return portfolioCommand(parser, args, out, err);
    }
    if (args.first() == QStringLiteral("catalog")) {
        if (args.size() != 1) {
            err << tr("usage: capacity-planner-cli catalog [--json] [--export FILE]") << Qt::endl;
            return ExitBadInput;
        }
        return catalogCommand(parser, out, err);
    }
    if (args.first() == QStringLiteral("import")) {
        return importCommand(parser, args, out, err);
    }
    const CatalogOpener open = [&parser](QString &warning, QString &error) { return openCatalog(parser, warning, error); };
    if (args.first() == QStringLiteral("models")) {
        return modelsCommand(parser, args, open, out, err);
    }
    if (args.first() == QStringLiteral("model")) {
        return modelCommand(parser, args, open, out, err);
    }
    err << tr("unknown command \"%1\": use plan, search, portfolio, export, catalog, import, models or model (see --help)").arg(args.first())
        << Qt::endl;
    return ExitBadInput;
}

} // namespace capplan::cli
