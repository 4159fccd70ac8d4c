// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace capplan::data {

// An error as a value (docs/design.md, "House style" 7): what went wrong, in the user's language,
// and where — a file name and a field path such as "workload.gpu_hours" when there is one.
struct Error {
    Error() = default;
    Error(QString message_, QString path_ = {}, QString file_ = {})
        : message(std::move(message_))
        , path(std::move(path_))
        , file(std::move(file_))
    {
    }

    QString message;
    QString path;
    QString file;

    // "FILE: PATH: MESSAGE", the one line the CLI prints on stderr. Control characters from the
    // user's file (a key with a newline, say) are escaped, as are the bytes of a file name that
    // is not UTF-8 (\xe9), and very long parts shortened, so it stays one readable line whatever
    // the input.
    QString toLine() const
    {
        QString line;
        if (!file.isEmpty()) {
            line += printable(file, 1000) + QStringLiteral(": ");
        }
        if (!path.isEmpty()) {
            line += printable(path, 300) + QStringLiteral(": ");
        }
        return line + printable(message, 1000);
    }

    static QString printable(const QString &text, qsizetype maxLength)
    {
        QString out;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (c.unicode() >= 0xDC80 && c.unicode() <= 0xDCFF && (i == 0 || !text.at(i - 1).isHighSurrogate())) {
                // A byte of a file name that is not UTF-8 (InputFiles::fileNameFromBytes).
                out += QStringLiteral("\\x%1").arg(c.unicode() - 0xDC00, 2, 16, QLatin1Char('0'));
            } else if (c == QLatin1Char('\n')) {
                out += QStringLiteral("\\n");
            } else if (c == QLatin1Char('\r')) {
                out += QStringLiteral("\\r");
            } else if (c == QLatin1Char('\t')) {
                out += QStringLiteral("\\t");
            } else if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QChar::LineSeparator ||
                       c == QChar::ParagraphSeparator) {
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            } else {
                out += c;
            }
            if (out.size() > maxLength) {
                out.truncate(maxLength);
                out += QChar(0x2026);
                break;
            }
        }
        return out;
    }
};

// A value or an Error; a tiny stand-in for C++23's std::expected.
template<class T>
class Result {
public:
    Result(T value)
        : m_state(std::in_place_index<0>, std::move(value))
    {
    }
    Result(Error error)
        : m_state(std::in_place_index<1>, std::move(error))
    {
    }

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }
    T &value() { return std::get<0>(m_state); }
    const T &value() const { return std::get<0>(m_state); }
    const Error &error() const { return std::get<1>(m_state); }

private:
    std::variant<T, Error> m_state;
};

struct Ok {};
using Status = Result<Ok>;

} // namespace capplan::data
