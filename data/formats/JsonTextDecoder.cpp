// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/JsonTextDecoder.h"

#include <cstring>

namespace capplan::data {

namespace {
constexpr unsigned char kEscape = 0x1b;
// Never part of UTF-8, so nlohmann's parser stops at it wherever it stands.
constexpr char kUndecodable = '\xff';

unsigned char byteAt(const char *data, qsizetype i)
{
    return static_cast<unsigned char>(data[i]);
}
} // namespace

void JsonTextDecoder::detect(const char *&data, qsizetype &size)
{
    m_started = true;
    if (size >= 3 && byteAt(data, 0) == 0xef && byteAt(data, 1) == 0xbb && byteAt(data, 2) == 0xbf) {
        data += 3;
        size -= 3;
        return;
    }
    if (size < 2) {
        return;
    }
    const unsigned char first = byteAt(data, 0);
    const unsigned char second = byteAt(data, 1);
    if (first == 0xff && second == 0xfe) {
        m_encoding = Encoding::Utf16LittleEndian;
        data += 2;
        size -= 2;
    } else if (first == 0xfe && second == 0xff) {
        m_encoding = Encoding::Utf16BigEndian;
        data += 2;
        size -= 2;
    } else if (first != 0 && first < 0x80 && second == 0) {
        // No mark, but a JSON text starts with an ASCII character: "[" is 5B 00 in UTF-16LE.
        m_encoding = Encoding::Utf16LittleEndian;
    } else if (first == 0 && second != 0 && second < 0x80) {
        m_encoding = Encoding::Utf16BigEndian;
    }
}

std::pair<const char *, qsizetype> JsonTextDecoder::feed(const char *data, qsizetype size)
{
    if (!m_started) {
        // The mark is up to 3 bytes: tell the encoding from the first 4, however the file is cut.
        constexpr qsizetype kHead = 4;
        if (m_head.isEmpty() && size >= kHead) {
            detect(data, size);
        } else {
            m_head.append(data, size);
            if (m_head.size() < kHead) {
                return {nullptr, 0};
            }
            const char *head = m_head.constData();
            qsizetype headSize = m_head.size();
            detect(head, headSize);
            return decode(head, headSize);
        }
    }
    return decode(data, size);
}

std::pair<const char *, qsizetype> JsonTextDecoder::decode(const char *data, qsizetype size)
{
    if (m_encoding == Encoding::Utf8) {
        if (m_escape == EscapeState::Text &&
            (size == 0 || std::memchr(data, kEscape, static_cast<std::size_t>(size)) == nullptr)) {
            return {data, size};
        }
        m_out = QByteArray(data, size);
        stripEscapes(0);
        return {m_out.constData(), m_out.size()};
    }
    m_out.resize(0);
    decodeUtf16(data, size);
    if (m_escape != EscapeState::Text ||
        std::memchr(m_out.constData(), kEscape, static_cast<std::size_t>(m_out.size())) != nullptr) {
        stripEscapes(0);
    }
    return {m_out.constData(), m_out.size()};
}

std::pair<const char *, qsizetype> JsonTextDecoder::finish()
{
    QByteArray out;
    if (!m_started) {
        // A file of fewer than 4 bytes.
        const char *head = m_head.constData();
        qsizetype headSize = m_head.size();
        detect(head, headSize);
        const auto [text, size] = decode(head, headSize);
        out = QByteArray(text, size);
    }
    if (m_encoding != Encoding::Utf8 && (m_oddByte >= 0 || m_highSurrogate != 0)) {
        out.append(kUndecodable);
    }
    m_oddByte = -1;
    m_highSurrogate = 0;
    m_out = out;
    return {m_out.constData(), m_out.size()};
}

void JsonTextDecoder::appendCodePoint(char32_t c)
{
    if (c < 0x80) {
        m_out.append(static_cast<char>(c));
    } else if (c < 0x800) {
        m_out.append(static_cast<char>(0xc0 | (c >> 6)));
        m_out.append(static_cast<char>(0x80 | (c & 0x3f)));
    } else if (c < 0x10000) {
        m_out.append(static_cast<char>(0xe0 | (c >> 12)));
        m_out.append(static_cast<char>(0x80 | ((c >> 6) & 0x3f)));
        m_out.append(static_cast<char>(0x80 | (c & 0x3f)));
    } else {
        m_out.append(static_cast<char>(0xf0 | (c >> 18)));
        m_out.append(static_cast<char>(0x80 | ((c >> 12) & 0x3f)));
        m_out.append(static_cast<char>(0x80 | ((c >> 6) & 0x3f)));
        m_out.append(static_cast<char>(0x80 | (c & 0x3f)));
    }
}

void JsonTextDecoder::decodeUtf16(const char *data, qsizetype size)
{
    const bool little = m_encoding == Encoding::Utf16LittleEndian;
    const auto unitOf = [little](unsigned char a, unsigned char b) {
        return static_cast<char16_t>(little ? (a | (b << 8)) : ((a << 8) | b));
    };
    const auto take = [this](char16_t unit) {
        const bool high = unit >= 0xd800 && unit <= 0xdbff;
        const bool low = unit >= 0xdc00 && unit <= 0xdfff;
        if (m_highSurrogate != 0) {
            if (low) {
                appendCodePoint(0x10000 + ((static_cast<char32_t>(m_highSurrogate) - 0xd800) << 10) +
                                (static_cast<char32_t>(unit) - 0xdc00));
                m_highSurrogate = 0;
                return;
            }
            m_out.append(kUndecodable);
            m_highSurrogate = 0;
        }
        if (high) {
            m_highSurrogate = unit;
        } else if (low) {
            m_out.append(kUndecodable);
        } else {
            appendCodePoint(unit);
        }
    };
    // Mostly ASCII: about as many bytes out as units in.
    m_out.reserve(size / 2 + 8);
    qsizetype i = 0;
    if (m_oddByte >= 0 && size > 0) {
        take(unitOf(static_cast<unsigned char>(m_oddByte), byteAt(data, 0)));
        m_oddByte = -1;
        i = 1;
    }
    for (; i + 1 < size; i += 2) {
        take(unitOf(byteAt(data, i), byteAt(data, i + 1)));
    }
    if (i < size) {
        m_oddByte = byteAt(data, i);
    }
}

void JsonTextDecoder::stripEscapes(qsizetype from)
{
    char *text = m_out.data();
    qsizetype out = from;
    for (qsizetype in = from; in < m_out.size(); ++in) {
        const auto c = static_cast<unsigned char>(text[in]);
        switch (m_escape) {
        case EscapeState::Text:
            if (c == kEscape) {
                m_escape = EscapeState::Escape;
            } else {
                text[out++] = static_cast<char>(c);
            }
            break;
        case EscapeState::Escape:
            if (c == '[') {
                m_escape = EscapeState::Csi;
            } else {
                // Not a colour code: leave an ESC where it was for the parser to stop at.
                text[out++] = static_cast<char>(kEscape);
                m_escape = EscapeState::Text;
            }
            break;
        case EscapeState::Csi:
            // ECMA-48: parameter and intermediate bytes 0x20–0x3F, then one final byte 0x40–0x7E.
            if (c >= 0x40 && c <= 0x7e) {
                m_escape = EscapeState::Text;
            } else if (c < 0x20 || c > 0x3f) {
                text[out++] = static_cast<char>(kEscape);
                m_escape = EscapeState::Text;
            }
            break;
        }
    }
    m_out.resize(out);
}

QByteArray JsonTextDecoder::toUtf8(const QByteArray &bytes)
{
    JsonTextDecoder decoder;
    const auto [text, size] = decoder.feed(bytes.constData(), bytes.size());
    if (text == bytes.constData() && size == bytes.size()) {
        return bytes;
    }
    QByteArray out(text, size);
    const auto [rest, restSize] = decoder.finish();
    out.append(rest, restSize);
    return out;
}

} // namespace capplan::data
