// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Cli.h"

#include "data/CatalogStore.h"
#include "data/PlanFile.h"
#include "data/Report.h"
#include "data/Settings.h"
#include "data/Texts.h"
#include "model/Evaluate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>

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

int catalogCommand(const QCommandLineParser &parser, QTextStream &out, QTextStream &err)
{
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

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plan distributed GPU training on Azure.\n\n"
           "Commands:\n"
           "  plan FILE     sweep the node counts of a plan file and recommend one\n"
           "  catalog       list the VM sizes of the catalog"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of a table.")});
    parser.addOption({QStringLiteral("catalog"), tr("Use the SQLite catalog at <path>."), tr("path")});
    parser.addOption({QStringLiteral("default-catalog"), tr("Use the embedded default catalog only.")});
    parser.addPositionalArgument(QStringLiteral("command"), tr("plan or catalog"));

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
        err << tr("missing command: plan FILE or catalog (see --help)") << Qt::endl;
        return ExitBadInput;
    }
    if (args.first() == QStringLiteral("plan")) {
        return planCommand(parser, args, out, err);
    }
    if (args.first() == QStringLiteral("catalog")) {
        if (args.size() != 1) {
            err << tr("usage: capacity-planner-cli catalog [--json]") << Qt::endl;
            return ExitBadInput;
        }
        return catalogCommand(parser, out, err);
    }
    err << tr("unknown command \"%1\": use plan or catalog (see --help)").arg(args.first()) << Qt::endl;
    return ExitBadInput;
}

} // namespace capplan::cli
