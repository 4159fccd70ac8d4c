// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/InputFiles.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace capplan::data {

namespace {

constexpr char16_t kEscapeBase = 0xDC00; // U+DC80 … U+DCFF stand for the bytes 0x80 … 0xFF

// The length of the valid UTF-8 sequence at `p` (at most `left` bytes), 0 when there is none:
// overlong forms, surrogates and code points beyond U+10FFFF are not valid (RFC 3629).
int validSequence(const unsigned char *p, qsizetype left)
{
    const unsigned char b = p[0];
    if (b < 0x80) {
        return 1;
    }
    int length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
        length = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
        length = 3;
        low = b == 0xE0 ? 0xA0 : 0x80;
        high = b == 0xED ? 0x9F : 0xBF;
    } else if (b >= 0xF0 && b <= 0xF4) {
        length = 4;
        low = b == 0xF0 ? 0x90 : 0x80;
        high = b == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (left < length || p[1] < low || p[1] > high) {
        return 0;
    }
    for (int i = 2; i < length; ++i) {
        if (p[i] < 0x80 || p[i] > 0xBF) {
            return 0;
        }
    }
    return length;
}

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

} // namespace

QString InputFiles::fileNameFromBytes(const QByteArray &bytes)
{
    QString out;
    out.reserve(bytes.size());
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype size = bytes.size();
    qsizetype i = 0;
    while (i < size) {
        // A run of valid UTF-8 at once.
        qsizetype end = i;
        while (end < size) {
            const int n = validSequence(p + end, size - end);
            if (n == 0) {
                break;
            }
            end += n;
        }
        if (end > i) {
            out += QString::fromUtf8(bytes.constData() + i, end - i);
            i = end;
        }
        if (i < size) {
            out += QChar(static_cast<char16_t>(kEscapeBase + p[i]));
            ++i;
        }
    }
    return out;
}

QByteArray InputFiles::fileNameBytes(const QString &name)
{
    QByteArray out;
    out.reserve(name.size());
    qsizetype start = 0; // the start of the run of ordinary text not yet converted
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name.at(i).unicode();
        const bool escaped = c >= kEscapeBase + 0x80 && c <= kEscapeBase + 0xFF &&
                             (i == 0 || !QChar::isHighSurrogate(name.at(i - 1).unicode()));
        if (escaped) {
            out += QStringView(name).mid(start, i - start).toUtf8();
            out += static_cast<char>(c - kEscapeBase);
            start = i + 1;
        }
    }
    out += QStringView(name).mid(start).toUtf8();
    return out;
}

QStringList InputFiles::arguments(int argc, char **argv)
{
    QStringList out;
    for (int i = 1; i < argc; ++i) {
        out << fileNameFromBytes(QByteArray(argv[i]));
    }
    return out;
}

Status InputFiles::openForReading(QFile &file, const QString &path)
{
    const auto fail = [&path](int error) -> Status {
        return Error{tr("cannot read the file: %1").arg(systemError(error)), {}, path};
    };
#ifndef Q_OS_UNIX
    // File names are text where there is no ::open: Qt's own open is the one.
    if (QFileInfo(path).isDir()) {
        return fail(EISDIR);
    }
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{tr("cannot read the file: %1").arg(file.errorString()), {}, path};
    }
    return Ok{};
#else
    const QByteArray name = fileNameBytes(path);
    if (name.isEmpty()) {
        return fail(ENOENT);
    }
    int fd = -1;
    do {
        fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        return fail(errno);
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0 || S_ISDIR(info.st_mode)) {
        const int error = S_ISDIR(info.st_mode) ? EISDIR : errno;
        ::close(fd);
        return fail(error);
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        const QString message = file.errorString();
        ::close(fd);
        return Error{tr("cannot read the file: %1").arg(message), {}, path};
    }
    return Ok{};
#endif
}

Result<QByteArray> InputFiles::readBounded(QFile &file, qint64 limit, const QString &path, const QString &tooLarge)
{
    QByteArray bytes;
    for (;;) {
        const qint64 want = std::min<qint64>(qint64{1} << 20, limit + 1 - bytes.size());
        const QByteArray chunk = file.read(want);
        if (chunk.isEmpty()) {
            break;
        }
        bytes += chunk;
        if (bytes.size() > limit) {
            return Error{tooLarge, {}, path};
        }
    }
    if (file.error() != QFileDevice::NoError) {
        return Error{tr("cannot read the file: %1").arg(file.errorString()), {}, path};
    }
    return bytes;
}

} // namespace capplan::data
