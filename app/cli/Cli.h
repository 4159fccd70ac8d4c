// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace capplan::cli {

// Exit statuses of capacity-planner-cli.
enum ExitStatus { ExitOk = 0, ExitFailure = 1, ExitBadInput = 2 };

// Runs one command line (arguments without the program name) and returns the exit status.
// `out` gets results, `err` gets the one-line error messages.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace capplan::cli
