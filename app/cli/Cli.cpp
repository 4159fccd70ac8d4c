// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Cli.h"

#include "data/CatalogStore.h"
#include "data/ImportReport.h"
#include "data/Importers.h"
#include "data/PlanFile.h"
#include "data/Report.h"
#include "data/Settings.h"
#include "data/Texts.h"
#include "model/Evaluate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QSaveFile>

#include <optional>

namespace capplan::cli {

namespace {

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
    if (explicitPath && !QFileInfo(path).isFile()) {
        // A mistyped --catalog must not quietly become a new, empty-of-edits catalog.
        error = data::Error{tr("no such catalog file"), {}, path}.toLine();
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

int planCommand(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 2) {
        err << tr("usage: capacity-planner-cli plan FILE [--json]") << Qt::endl;
        return ExitBadInput;
    }
    const QString file = args.at(1);
    auto spec = data::PlanFile::load(file);
    if (!spec) {
        err << spec.error().toLine() << Qt::endl;
        return ExitBadInput;
    }
    QString warning;
    int status = ExitOk;
    const auto catalog = loadCatalog(parser, err, warning, status);
    if (!catalog) {
        return status;
    }
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const model::Evaluation ev = model::evaluate(spec.value(), *catalog, today.toStdString());
    const data::Texts texts = cliTexts();
    if (!ev.ok()) {
        const model::InputIssue &issue = ev.issues.front();
        err << data::Error{texts.issue(issue), QString::fromStdString(issue.path), file}.toLine() << Qt::endl;
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        out << QString::fromUtf8(data::Report::planJson(ev, texts));
    } else {
        out << data::Report::planTable(spec.value(), ev, texts);
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

// import KIND FILE…: preview what the files would change and, unless --dry-run, apply it in one
// transaction. Exit 2 when the input cannot be used (nothing changed), 1 when writing fails.
int importCommand(const QCommandLineParser &parser, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() < 3) {
        err << tr("usage: capacity-planner-cli import prices|vm-usage|ml-usage|skus|catalog FILE… [--region R] "
                  "[--dry-run] [--json]")
            << Qt::endl;
        return ExitBadInput;
    }
    const auto kind = data::importKindFromName(args.at(1));
    if (!kind) {
        err << tr("unknown import kind \"%1\": use prices, vm-usage, ml-usage, skus or catalog").arg(args.at(1))
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
    if (preview.value().isEmpty()) {
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
           "  catalog       list the VM sizes of the catalog (--export FILE writes it as JSON)\n"
           "  import KIND FILE…\n"
           "                import prices, vm-usage, ml-usage, skus or a whole catalog from\n"
           "                the files Azure prints (see --region, --dry-run)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of a table.")});
    parser.addOption({QStringLiteral("catalog"), tr("Use the SQLite catalog at <path>."), tr("path")});
    parser.addOption({QStringLiteral("default-catalog"), tr("Use the embedded default catalog only.")});
    parser.addOption({QStringLiteral("region"),
                      tr("The Azure region a quota file was printed for (az vm list-usage --location)."),
                      tr("region")});
    parser.addOption({QStringLiteral("dry-run"), tr("Show what an import would change; change nothing.")});
    parser.addOption({QStringLiteral("export"), tr("Write the whole catalog as JSON to <file>."), tr("file")});
    parser.addPositionalArgument(QStringLiteral("command"), tr("plan, catalog or import"));

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
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        err << tr("missing command: plan FILE, catalog or import KIND FILE… (see --help)") << Qt::endl;
        return ExitBadInput;
    }
    if (args.first() == QStringLiteral("plan")) {
        return planCommand(parser, args, out, err);
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
    err << tr("unknown command \"%1\": use plan, catalog or import (see --help)").arg(args.first()) << Qt::endl;
    return ExitBadInput;
}

} // namespace capplan::cli
