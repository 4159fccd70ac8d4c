// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>
#include <QStringList>

namespace capplan::data {

// Files the user names, opened once and read with a bound.
//
// On Linux a file name is bytes, and nothing makes them UTF-8: a name written by an old tool in
// Latin-1 ("caf\xe9.json") is a valid name that Qt's own conversion (UTF-8, each invalid byte
// replaced by U+FFFD) can never open again. The command line therefore turns its arguments into
// text with fileNameFromBytes(), which keeps each byte that is not part of valid UTF-8 as the
// code point U+DC80 + byte (a lone low surrogate, as Python's "surrogateescape" does), and
// openForReading() turns the text back into the very bytes with fileNameBytes() and opens them
// with ::open, handing the descriptor to QFile. Error::toLine() prints such a byte as \xNN.
class InputFiles {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::InputFiles)

public:
    // UTF-8 decoded; every byte of an invalid or incomplete sequence becomes U+DC80 + byte.
    static QString fileNameFromBytes(const QByteArray &bytes);
    // The inverse: U+DC80…U+DCFF that stand alone become their byte again, the rest is UTF-8.
    static QByteArray fileNameBytes(const QString &name);
    // The program's arguments after the program name, each by fileNameFromBytes().
    static QStringList arguments(int argc, char **argv);

    // Opens `path` (a name as fileNameFromBytes() makes them) read-only into `file`, which must
    // not be open: ::open(fileNameBytes(path), O_RDONLY | O_CLOEXEC), then QFile::open(fd) with
    // the descriptor closed by `file`. A folder is refused. Pipes, FIFOs and devices open as
    // sequential files, read once: nothing opens a file a second time. An Error naming `path`
    // and the system's reason on failure ("cannot read the file: No such file or directory").
    static Status openForReading(QFile &file, const QString &path);

    // Reads what is left of `file`, at most `limit` bytes: one byte more is the Error `tooLarge`
    // (naming the limit, "is larger than 16 MiB, the most a plan file may be") for `path`, so
    // /dev/zero or a pipe that never ends is refused rather than read until memory runs out. A
    // read error is an Error too.
    static Result<QByteArray> readBounded(QFile &file, qint64 limit, const QString &path, const QString &tooLarge);
};

} // namespace capplan::data
