// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "data/store/Settings.h"
#include "views/main/Theme.h"
#include "model/catalog/Catalog.h"
#include "views/main/MainWindow.h"
#include "views/portfolio/PortfolioWindow.h"
#include "views/main/Translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>
#include <optional>

namespace {

struct LoadedCatalog {
    capplan::model::Catalog catalog;
    std::optional<capplan::data::Error> problem; // set when the user's file could not be used
};

// Opens the user's catalog (created from the embedded default on first run). A file that cannot
// be used is left exactly as it is and the app runs on the embedded default instead.
LoadedCatalog loadCatalog(const QString &path)
{
    LoadedCatalog out;
    auto store = capplan::data::CatalogStore::open(path);
    if (store) {
        auto loaded = store.value()->load();
        if (loaded) {
            out.catalog = std::move(loaded.value());
            return out;
        }
        out.problem = loaded.error();
    } else {
        out.problem = store.error();
    }
    auto fallback = capplan::data::CatalogStore::openEmbeddedDefault();
    if (fallback) {
        auto loaded = fallback.value()->load();
        if (loaded) {
            out.catalog = std::move(loaded.value());
        }
    }
    return out;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    // The same application name as the CLI, so both find one catalog and one settings file.
    QCoreApplication::setApplicationName(QStringLiteral("capacity-planner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CAPPLAN_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("capacity-planner"));

    capplan::data::Settings settings;
    capplan::views::Translations translations;
    translations.apply(settings.language());
    // View → Theme as last chosen; the system's look needs nothing done.
    if (const auto choice = capplan::views::theme::choiceFromSetting(settings.theme());
        choice != capplan::views::theme::Choice::System) {
        capplan::views::theme::apply(choice);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Plan distributed GPU training on Azure: node count, wall clock, cost, "
                                            "quota."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "A plan file to open instead of the example, or a "
                                                                     "portfolio (*.portfolio.json) to open in the "
                                                                     "Portfolio window."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    const QString catalogPath = settings.catalogPath();
    LoadedCatalog loaded = loadCatalog(catalogPath);

    capplan::views::MainWindow window(std::move(loaded.catalog), settings, &translations);
    if (loaded.problem) {
        // The path is part of the banner's own sentence; the message says what is wrong with it.
        window.showCatalogProblem(catalogPath, loaded.problem->message);
    } else {
        // Imports and the catalog window write to this file; on the embedded fallback they are off.
        window.setCatalogPath(catalogPath);
    }
    window.show();
    if (const QStringList positional = parser.positionalArguments(); !positional.isEmpty()) {
        const QString path = positional.constFirst();
        // After the event loop starts, so a load error's dialog has a visible window as parent.
        if (path.endsWith(QStringLiteral(".portfolio.json"), Qt::CaseInsensitive)) {
            QTimer::singleShot(0, &window, [&window, path] { window.portfolioWindow()->openFile(path); });
        } else {
            QTimer::singleShot(0, &window, [&window, path] { window.openFile(path); });
        }
    }
    return app.exec();
}
