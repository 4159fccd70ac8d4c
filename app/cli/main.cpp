// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Cli.h"

#include "data/InputFiles.h"
#include "data/store/Database.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// The PDF report and the quota request pack's PDF lay text out with QtGui's fonts, which need a QGuiApplication. Only then is one
// created, on the offscreen platform unless the environment names another, so the CLI keeps
// running on machines without a display; every other command stays a plain QCoreApplication.
bool wantsGui(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : {"--report", "--quota-request"}) {
            const std::size_t length = std::strlen(option);
            if (std::strcmp(argv[i], option) == 0 || (std::strncmp(argv[i], option, length) == 0 && argv[i][length] == '=')) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> application;
    if (wantsGui(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        application = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        application = std::make_unique<QCoreApplication>(argc, argv);
    }
    // The same application name as the GUI, so both find one catalog and one settings file.
    QCoreApplication::setApplicationName(QStringLiteral("capacity-planner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CAPPLAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    // The arguments as the bytes they are (after Qt took its own options out of argv): a file
    // name that is not UTF-8 keeps its bytes (data::InputFiles) and opens, where
    // QCoreApplication::arguments() would have replaced them by U+FFFD.
    const QStringList arguments = capplan::data::InputFiles::arguments(argc, argv);
    // Another import or the application writing the same catalog: say why nothing happens yet.
    capplan::data::Database::setBusyNotifier([&err](const QString &path) {
        err << capplan::data::Error{QCoreApplication::translate(
                                        "capplan::cli",
                                        "another program is writing to the catalog; waiting for it (at most %1 s)")
                                        .arg(capplan::data::Database::kBusyTimeoutMs / 1000),
                                    {}, path}
                   .toLine()
            << Qt::endl;
    });
    const int status = capplan::cli::run(arguments, out, err);
    // A full disk or a closed pipe must not look like success to a script.
    out.flush();
    if (out.status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
        err << QStringLiteral("capacity-planner-cli: cannot write the output") << Qt::endl;
        return status == capplan::cli::ExitOk ? capplan::cli::ExitFailure : status;
    }
    return status;
}
