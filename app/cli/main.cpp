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
    return capplan::cli::run(arguments, out, err);
}
