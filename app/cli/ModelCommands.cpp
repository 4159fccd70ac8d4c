// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelCommands.h"

#include "Cli.h"
#include "data/formats/ModelLibraryJson.h"
#include "data/import/HfConfig.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QLocale>

namespace capplan::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("capplan::cli", text);
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// 70,553,706,496 → "70.55 B"; 124,439,808 → "124.4 M" (stable English output for scripts).
QString shortCount(std::int64_t count)
{
    const QLocale c(QLocale::English, QLocale::UnitedStates);
    const double v = static_cast<double>(count);
    if (v >= 1e12) {
        return c.toString(v / 1e12, 'f', 3) + QStringLiteral(" T");
    }
    if (v >= 1e9) {
        return c.toString(v / 1e9, 'f', 2) + QStringLiteral(" B");
    }
    return c.toString(v / 1e6, 'f', 1) + QStringLiteral(" M");
}

QString fullCount(std::int64_t count)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(static_cast<qlonglong>(count));
}

std::unique_ptr<data::CatalogStore> openOrReport(const CatalogOpener &open, QTextStream &err, QString &warning,
                                                 int &status)
{
    QString error;
    auto store = open(warning, error);
    if (!store) {
        err << (error.isEmpty() ? tr("no catalog could be opened") : error) << Qt::endl;
        status = error.isEmpty() ? ExitFailure : ExitBadInput;
    }
    return store;
}

QString architectureText(const model::Architecture &a)
{
    QString text;
    QTextStream s(&text);
    s << tr("  hidden size %1, %2 layers, %3 attention heads, %4 key/value heads, head dimension %5")
             .arg(a.hiddenSize)
             .arg(a.layers)
             .arg(a.attentionHeads)
             .arg(a.effectiveKvHeads())
             .arg(a.effectiveHeadDim())
      << Qt::endl;
    s << tr("  FFN %1, width %2; vocabulary %3, embeddings %4; context %5")
             .arg(q(std::string(model::toString(a.ffn))))
             .arg(a.ffnHiddenSize)
             .arg(a.vocabularySize)
             .arg(a.tiedEmbeddings ? tr("tied") : tr("not tied"))
             .arg(a.maxPositionEmbeddings)
      << Qt::endl;
    if (a.isMoe()) {
        s << tr("  %1 experts of width %2, %3 per token, %4 shared")
                 .arg(a.experts)
                 .arg(a.expertFfnHiddenSize())
                 .arg(a.expertsPerToken)
                 .arg(a.sharedExperts)
          << Qt::endl;
    }
    return text;
}

} // namespace

int modelsCommand(const QCommandLineParser &parser, const QStringList &args, const CatalogOpener &open,
                  QTextStream &out, QTextStream &err)
{
    if (args.size() != 1) {
        err << tr("usage: capacity-planner-cli models [--json]") << Qt::endl;
        return ExitBadInput;
    }
    QString warning;
    int status = ExitOk;
    auto store = openOrReport(open, err, warning, status);
    if (!store) {
        return status;
    }
    auto catalog = store->load();
    if (!catalog) {
        err << catalog.error().toLine() << Qt::endl;
        return ExitFailure;
    }
    const std::vector<model::LibraryModel> &models = catalog.value().models;
    if (parser.isSet(QStringLiteral("json"))) {
        out << QString::fromUtf8(data::ModelLibraryJson::listJson(models));
    } else {
        out << QStringLiteral("%1  %2  %3  %4  %5")
                   .arg(tr("name"), -16)
                   .arg(tr("model"), -26)
                   .arg(tr("parameters"), 11)
                   .arg(tr("active"), 11)
                   .arg(tr("context"), 8)
            << Qt::endl;
        for (const model::LibraryModel &m : models) {
            const model::ParameterCounts c = model::parameterCounts(m.architecture);
            out << QStringLiteral("%1  %2  %3  %4  %5")
                       .arg(q(m.name), -16)
                       .arg(q(m.displayName), -26)
                       .arg(shortCount(c.total()), 11)
                       .arg(shortCount(c.active()), 11)
                       .arg(m.architecture.maxPositionEmbeddings, 8)
                << Qt::endl;
        }
    }
    if (!warning.isEmpty()) {
        err << warning << Qt::endl;
    }
    return ExitOk;
}

int modelCommand(const QCommandLineParser &parser, const QStringList &args, const CatalogOpener &open, QTextStream &out,
                 QTextStream &err)
{
    if (args.size() != 2) {
        err << tr("usage: capacity-planner-cli model NAME|CONFIG.json [--json] [--save-as NAME]") << Qt::endl;
        return ExitBadInput;
    }
    const QString what = args.at(1);
    const bool isFile = QFileInfo(what).isFile() || what.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
    const bool save = parser.isSet(QStringLiteral("save-as"));
    if (save && !isFile) {
        err << tr("--save-as stores an imported config.json; \"%1\" is a model of the library already").arg(what)
            << Qt::endl;
        return ExitBadInput;
    }
    data::ModelLibraryJson::ModelInfo info;
    QString warning;
    int status = ExitOk;
    std::unique_ptr<data::CatalogStore> store;
    if (isFile) {
        auto imported = data::HfConfig::load(what);
        if (!imported) {
            err << imported.error().toLine() << Qt::endl;
            return ExitBadInput;
        }
        info.architecture = imported.value().architecture;
        info.architectureClass = imported.value().architectureClass;
        info.defaulted = imported.value().defaulted;
        info.name =
            save ? parser.value(QStringLiteral("save-as")) : data::HfConfig::suggestedName(imported.value(), what);
        info.displayName =
            imported.value().nameOrPath.isEmpty() ? QFileInfo(what).fileName() : imported.value().nameOrPath;
        info.source = QFileInfo(what).absoluteFilePath();
    } else {
        store = openOrReport(open, err, warning, status);
        if (!store) {
            return status;
        }
        auto catalog = store->load();
        if (!catalog) {
            err << catalog.error().toLine() << Qt::endl;
            return ExitFailure;
        }
        const model::LibraryModel *m = model::findModel(catalog.value().models, what.toStdString());
        if (m == nullptr) {
            QStringList near;
            for (const model::LibraryModel *hit : model::searchModels(catalog.value().models, what.toStdString())) {
                near.append(q(hit->name));
            }
            err << (near.isEmpty()
                        ? tr("unknown model \"%1\": capacity-planner-cli models lists the library, or give a "
                             "config.json")
                              .arg(what)
                        : tr("unknown model \"%1\"; did you mean %2?").arg(what, near.join(QStringLiteral(", "))))
                << Qt::endl;
            return ExitBadInput;
        }
        info.name = q(m->name);
        info.displayName = q(m->displayName);
        info.architecture = m->architecture;
        info.source = q(m->source);
        info.publishedParameters = m->publishedParameters;
    }
    if (save) {
        store = openOrReport(open, err, warning, status);
        if (!store) {
            return status;
        }
        if (parser.isSet(QStringLiteral("default-catalog")) || !warning.isEmpty()) {
            err << tr("--save-as needs a catalog that lasts: --catalog FILE or the user's catalog") << Qt::endl;
            return ExitBadInput;
        }
        model::LibraryModel entry;
        entry.name = info.name.toStdString();
        entry.displayName = info.displayName.toStdString();
        entry.architecture = info.architecture;
        entry.source = info.source.toStdString();
        entry.asOf = QDate::currentDate().toString(Qt::ISODate).toStdString();
        entry.origin = "user";
        if (const data::Status saved = store->upsertModel(entry); !saved) {
            err << saved.error().toLine() << Qt::endl;
            return ExitBadInput;
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        out << QString::fromUtf8(data::ModelLibraryJson::modelJson(info));
    } else {
        const model::ParameterCounts c = model::parameterCounts(info.architecture);
        out << info.displayName << QStringLiteral(" (") << info.name << QStringLiteral(")") << Qt::endl;
        out << tr("  parameters %1 (%2), active %3 (%4)")
                   .arg(fullCount(c.total()), shortCount(c.total()), fullCount(c.active()), shortCount(c.active()))
            << Qt::endl;
        out << tr("  embeddings %1, LM head %2, attention %3, FFN %4, norms %5")
                   .arg(fullCount(c.embedding + c.positionEmbedding), fullCount(c.lmHead), fullCount(c.attention),
                        fullCount(c.ffn), fullCount(c.norms))
            << Qt::endl;
        out << architectureText(info.architecture);
        if (!info.architectureClass.isEmpty()) {
            out << tr("  read as %1; transformers' defaults for: %2")
                       .arg(info.architectureClass,
                            info.defaulted.isEmpty() ? tr("none") : info.defaulted.join(QStringLiteral(", ")))
                << Qt::endl;
        }
        out << tr("  source: %1").arg(info.source) << Qt::endl;
        if (save) {
            out << tr("saved to the library as %1 in %2").arg(info.name, store->path()) << Qt::endl;
        }
    }
    if (!warning.isEmpty()) {
        err << warning << Qt::endl;
    }
    return ExitOk;
}

} // namespace capplan::cli
