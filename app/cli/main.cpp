// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Cli.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // The same application name as the GUI, so both find one catalog and one settings file.
    QCoreApplication::setApplicationName(QStringLiteral("capacity-planner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CAPPLAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    const int status = capplan::cli::run(arguments, out, err);
    // A full disk or a closed pipe must not look like success to a script.
    out.flush();
    if (out.status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
        err << QStringLiteral("capacity-planner-cli: cannot write the output") << Qt::endl;
        return status == capplan::cli::ExitOk ? capplan::cli::ExitFailure : status;
    }
    return status;
}
