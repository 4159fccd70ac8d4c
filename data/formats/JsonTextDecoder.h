// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QtGlobal>
#include <utility>

namespace capplan::data {

// The text of a JSON file as the tools that wrote it left it, made into the plain UTF-8 that
// nlohmann's parser reads, piece by piece so that a large file never sits in memory whole:
//
// - UTF-8, with or without a byte-order mark (the mark is dropped);
// - UTF-16 little- or big-endian with a byte-order mark (what Windows PowerShell 5.1's `>` and
//   Out-File write), or without one when the text starts with an ASCII character (RFC 4627's
//   rule: NUL bytes in the first two). A lone surrogate or an odd last byte becomes the byte
//   0xFF, which no JSON text contains, so the parser stops there;
// - colour codes (ANSI "ESC [ … m" and the other CSI sequences) are removed: `az … -o jsonc`
//   wraps keys and values in them, and no JSON text can contain ESC.
//
// Offsets, lines and columns of the parser then refer to this decoded text.
class JsonTextDecoder {
public:
    enum class Encoding { Utf8, Utf16LittleEndian, Utf16BigEndian };

    // The next piece of the file, decoded; the range stays valid until the next call and may be
    // `data` itself (UTF-8 without colour codes) or may be empty.
    std::pair<const char *, qsizetype> feed(const char *data, qsizetype size);
    // What is left once the file has ended: a byte 0xFF for a UTF-16 sequence cut short, else
    // nothing.
    std::pair<const char *, qsizetype> finish();

    // Known after the first feed().
    Encoding encoding() const { return m_encoding; }

    // A whole text at once (a plan file, the first bytes of a file the import dialog peeks at).
    static QByteArray toUtf8(const QByteArray &bytes);

private:
    void detect(const char *&data, qsizetype &size);
    std::pair<const char *, qsizetype> decode(const char *data, qsizetype size);
    void decodeUtf16(const char *data, qsizetype size);
    // Removes colour codes from m_out[from…] in place.
    void stripEscapes(qsizetype from);
    void appendCodePoint(char32_t c);

    enum class EscapeState { Text, Escape, Csi };

    bool m_started = false;
    Encoding m_encoding = Encoding::Utf8;
    EscapeState m_escape = EscapeState::Text;
    QByteArray m_head; // the first bytes, until there are enough to tell the encoding
    QByteArray m_out;
    int m_oddByte = -1;           // the first byte of a UTF-16 unit cut by the end of a piece
    char16_t m_highSurrogate = 0; // a high surrogate waiting for its low one
};

} // namespace capplan::data
