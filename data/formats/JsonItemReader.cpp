// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/JsonItemReader.h"

#include <QFile>

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <optional>
#include <vector>

namespace capplan::data {

namespace {

using nlohmann::json;

// A file or a byte array as a sequence of chars, read in chunks so that a large file never sits
// in memory whole.
class ByteSource {
public:
    explicit ByteSource(QIODevice *device)
        : m_device(device)
    {
    }
    explicit ByteSource(const QByteArray &bytes)
        : m_buffer(bytes)
        , m_data(m_buffer.constData())
        , m_size(m_buffer.size())
    {
    }

    bool atEnd()
    {
        return m_pos >= m_size && !refill();
    }
    char current() const { return m_data[m_pos]; }
    void advance() { ++m_pos; }

    // Hands out the rest of the current chunk, reading the next one when it is used up.
    bool nextChunk(const char *&begin, const char *&end)
    {
        if (atEnd()) {
            return false;
        }
        begin = m_data + m_pos;
        end = m_data + m_size;
        m_pos = m_size;
        return true;
    }

private:
    static constexpr qint64 kChunkBytes = 1 << 20;

    bool refill()
    {
        if (m_device == nullptr) {
            return false;
        }
        m_buffer.resize(kChunkBytes);
        const qint64 read = m_device->read(m_buffer.data(), kChunkBytes);
        if (read <= 0) {
            m_buffer.clear();
            m_device = nullptr;
            m_size = 0;
            m_pos = 0;
            return false;
        }
        m_data = m_buffer.constData();
        m_size = static_cast<qsizetype>(read);
        m_pos = 0;
        return true;
    }

    QIODevice *m_device = nullptr;
    QByteArray m_buffer;
    const char *m_data = nullptr;
    qsizetype m_size = 0;
    qsizetype m_pos = 0;
};

// The input adapter nlohmann's lexer reads from (it needs char_type and get_character()): the
// current chunk as a plain pointer range, so that the one call per character stays cheap.
class ChunkAdapter {
public:
    using char_type = char;

    explicit ChunkAdapter(ByteSource *source)
        : m_source(source)
    {
    }

    std::char_traits<char>::int_type get_character()
    {
        if (m_pos == m_end && !m_source->nextChunk(m_pos, m_end)) {
            return std::char_traits<char>::eof();
        }
        return std::char_traits<char>::to_int_type(*m_pos++);
    }

private:
    ByteSource *m_source;
    const char *m_pos = nullptr;
    const char *m_end = nullptr;
};

// The SAX handler: tracks the path, streams the target array's elements, builds the rest.
class ItemStreamSax {
public:
    ItemStreamSax(const JsonItemReader::Target &target, const JsonItemReader::ItemCallback &onItem, json &rest)
        : m_target(target)
        , m_onItem(onItem)
        , m_rest(rest, false)
    {
        for (std::size_t i = 0; i < target.keepKeys.size() && i < 64; ++i) {
            m_keep.emplace(target.keepKeys[i], i);
        }
    }

    bool null()
    {
        if (skipScalar()) {
            return true;
        }
        beginValue();
        return scalarDone(dom().null());
    }
    bool boolean(bool v)
    {
        if (skipScalar()) {
            return true;
        }
        beginValue();
        return scalarDone(dom().boolean(v));
    }
    bool number_integer(json::number_integer_t v)
    {
        if (skipScalar()) {
            return true;
        }
        beginValue();
        return scalarDone(dom().number_integer(v));
    }
    bool number_unsigned(json::number_unsigned_t v)
    {
        if (skipScalar()) {
            return true;
        }
        beginValue();
        return scalarDone(dom().number_unsigned(v));
    }
    bool number_float(json::number_float_t v, const std::string &s)
    {
        if (skipScalar()) {
            return true;
        }
        beginValue();
        return scalarDone(dom().number_float(v, s));
    }
    bool string(std::string &v)
    {
        if (skipScalar()) {
            return true;
        }
        beginValue();
        return scalarDone(dom().string(v));
    }
    bool binary(json::binary_t &v)
    {
        if (skipScalar()) {
            return true;
        }
        beginValue();
        return scalarDone(dom().binary(v));
    }
    bool start_object(std::size_t n)
    {
        if (skipContainer(false)) {
            return true;
        }
        beginValue();
        pushFrame(false, false);
        return dom().start_object(n);
    }
    bool key(std::string &k)
    {
        if (!m_keep.empty() && m_inItem && m_skipDepth == 0 && m_frames.size() == m_itemDepth + 1) {
            return keyOfFilteredItem(k);
        }
        const std::size_t depth = m_frames.size() - 1;
        Frame &frame = m_frames.back();
        std::vector<std::string> &seen = m_keys[depth];
        // JSON lets a key repeat and the last one would silently win; Azure never prints one
        // twice, so a repeated key means an edited or damaged file.
        for (std::size_t i = 0; i < frame.keyCount; ++i) {
            if (seen[i] == k) {
                m_currentKeys[depth] = k;
                m_duplicatePath = currentPath();
                return false;
            }
        }
        if (frame.keyCount == seen.size()) {
            seen.push_back(k);
        } else {
            seen[frame.keyCount].assign(k);
        }
        ++frame.keyCount;
        m_currentKeys[depth] = k;
        if (m_skipDepth > 0) {
            return true;
        }
        return dom().key(k);
    }
    // A key at the top of a streamed element when only some keys are kept: a wanted key is
    // checked for repeats with a bit per key; any other key's value is read but not kept (a
    // repeat of a key that is never read cannot change what is imported).
    bool keyOfFilteredItem(std::string &k)
    {
        const std::size_t depth = m_frames.size() - 1;
        const auto it = m_keep.find(k);
        if (it == m_keep.end()) {
            m_skipNext = true;
            return true;
        }
        const std::uint64_t bit = std::uint64_t{1} << it->second;
        m_currentKeys[depth] = k;
        if ((m_keptSeen & bit) != 0) {
            m_duplicatePath = currentPath();
            return false;
        }
        m_keptSeen |= bit;
        return dom().key(k);
    }
    bool end_object()
    {
        if (m_skipDepth > 0) {
            popSkipped();
            return true;
        }
        const bool ok = dom().end_object();
        m_frames.pop_back();
        return ok && containerDone();
    }
    bool start_array(std::size_t n)
    {
        if (skipContainer(true)) {
            return true;
        }
        beginValue();
        const bool isTarget =
            !m_inItem && ((m_target.rootArray && m_frames.empty()) ||
                          (!m_target.key.empty() && m_frames.size() == 1 && !m_frames.front().array &&
                           m_currentKeys.front() == m_target.key));
        pushFrame(true, isTarget);
        return dom().start_array(n);
    }
    bool end_array()
    {
        if (m_skipDepth > 0) {
            popSkipped();
            return true;
        }
        const bool ok = dom().end_array();
        m_frames.pop_back();
        return ok && containerDone();
    }
    bool parse_error(std::size_t position, const std::string & /*token*/, const nlohmann::detail::exception &e)
    {
        m_errorPosition = position;
        // 406: a number out of range ("1e400"), reported at its field rather than as a syntax error.
        m_overflow = e.id == 406;
        m_errorPath = currentPath();
        return false;
    }

    bool stopped() const { return m_stopped; }
    bool overflow() const { return m_overflow; }
    const QString &duplicatePath() const { return m_duplicatePath; }
    const QString &errorPath() const { return m_errorPath; }
    std::size_t errorPosition() const { return m_errorPosition; }

private:
    struct Frame {
        bool array;
        bool target;
        std::size_t count;    // elements started so far (arrays)
        std::size_t keyCount; // keys seen so far (objects), in m_keys[depth]
    };

    nlohmann::detail::json_sax_dom_parser<json> &dom() { return m_inItem ? *m_itemDom : m_rest; }

    // The key and seen-key lists live per depth and keep their memory from element to element.
    void pushFrame(bool array, bool target)
    {
        m_frames.push_back(Frame{array, target, 0, 0});
        if (m_keys.size() < m_frames.size()) {
            m_keys.resize(m_frames.size());
            m_currentKeys.resize(m_frames.size());
        }
        m_currentKeys[m_frames.size() - 1].clear();
    }

    // A scalar inside a value being skipped, or the skipped value itself.
    bool skipScalar()
    {
        if (m_skipDepth > 0) {
            countElement();
            return true;
        }
        if (m_skipNext) {
            m_skipNext = false;
            return true;
        }
        return false;
    }

    bool skipContainer(bool array)
    {
        if (m_skipDepth == 0 && !m_skipNext) {
            return false;
        }
        if (m_skipDepth > 0) {
            countElement();
        }
        pushFrame(array, false);
        if (m_skipNext) {
            m_skipNext = false;
            m_skipDepth = m_frames.size();
        }
        return true;
    }

    void popSkipped()
    {
        if (m_frames.size() == m_skipDepth) {
            m_skipDepth = 0;
        }
        m_frames.pop_back();
    }

    void countElement()
    {
        if (!m_frames.empty() && m_frames.back().array) {
            ++m_frames.back().count;
        }
    }

    // Every value starts here: counts array elements and opens a streamed element.
    void beginValue()
    {
        if (m_frames.empty()) {
            return;
        }
        Frame &parent = m_frames.back();
        if (parent.array) {
            ++parent.count;
        }
        if (parent.target && !m_inItem) {
            m_keptSeen = 0;
            m_item = json();
            m_itemDom.emplace(m_item, false);
            m_inItem = true;
            m_itemDepth = m_frames.size();
            m_itemIndex = parent.count - 1;
        }
    }

    bool scalarDone(bool ok)
    {
        if (ok && m_inItem && m_frames.size() == m_itemDepth) {
            return finishItem();
        }
        return ok;
    }

    bool containerDone()
    {
        if (m_inItem && m_frames.size() == m_itemDepth) {
            return finishItem();
        }
        return true;
    }

    bool finishItem()
    {
        m_itemDom.reset();
        m_inItem = false;
        if (!m_onItem(m_itemIndex, m_item)) {
            m_stopped = true;
            return false;
        }
        return true;
    }

    // The path of the value being read, e.g. Items[3].retailPrice.
    QString currentPath() const
    {
        QString path;
        for (std::size_t depth = 0; depth < m_frames.size(); ++depth) {
            const Frame &f = m_frames[depth];
            if (f.array) {
                path += QStringLiteral("[%1]").arg(f.count > 0 ? f.count - 1 : 0);
            } else if (!m_currentKeys[depth].empty()) {
                path += (path.isEmpty() ? QString() : QStringLiteral(".")) + QString::fromStdString(m_currentKeys[depth]);
            }
        }
        return path;
    }

    const JsonItemReader::Target &m_target;
    const JsonItemReader::ItemCallback &m_onItem;
    nlohmann::detail::json_sax_dom_parser<json> m_rest;
    std::optional<nlohmann::detail::json_sax_dom_parser<json>> m_itemDom;
    json m_item;
    bool m_inItem = false;
    std::size_t m_itemDepth = 0;
    std::size_t m_itemIndex = 0;
    std::unordered_map<std::string, std::size_t> m_keep; // kept key → bit in m_keptSeen
    std::uint64_t m_keptSeen = 0;
    bool m_skipNext = false;     // the next value belongs to a key that is not kept
    std::size_t m_skipDepth = 0; // > 0 while inside a container that is not kept
    std::vector<Frame> m_frames;
    std::vector<std::vector<std::string>> m_keys;
    std::vector<std::string> m_currentKeys;
    bool m_stopped = false;
    bool m_overflow = false;
    QString m_duplicatePath;
    QString m_errorPath;
    std::size_t m_errorPosition = 0;
};

struct LineColumn {
    qint64 line = 1;
    qint64 column = 1;
    bool pastEnd = true; // the position is at or beyond the end of the input
};

// 1-based line and column of byte `offset`, counted by reading the input again.
LineColumn lineAndColumn(ByteSource &source, std::size_t offset)
{
    LineColumn at;
    std::size_t i = 0;
    while (!source.atEnd()) {
        if (i == offset) {
            at.pastEnd = false;
            return at;
        }
        if (source.current() == '\n') {
            ++at.line;
            at.column = 1;
        } else {
            ++at.column;
        }
        source.advance();
        ++i;
    }
    return at;
}

Result<JsonItemReader::Outcome> read(ByteSource &source, const std::function<ByteSource *()> &again,
                                     const QString &fileName, const JsonItemReader::Target &target,
                                     const JsonItemReader::ItemCallback &onItem)
{
    JsonItemReader::Outcome outcome;
    ItemStreamSax sax(target, onItem, outcome.rest);
    // What json::sax_parse does, with an adapter of our own instead of an iterator pair.
    const bool ok = nlohmann::detail::parser<json, ChunkAdapter>(ChunkAdapter(&source), nullptr, true, false)
                        .sax_parse(&sax, true);
    if (ok) {
        return outcome;
    }
    if (sax.stopped()) {
        outcome.stopped = true;
        return outcome;
    }
    if (!sax.duplicatePath().isEmpty()) {
        return Error{JsonItemReader::tr("is given twice"), sax.duplicatePath(), fileName};
    }
    if (sax.overflow()) {
        return Error{JsonItemReader::tr("must be a finite number"), sax.errorPath(), fileName};
    }
    // nlohmann counts the offending character as read: step back one to point at it.
    const std::size_t position = sax.errorPosition() > 0 ? sax.errorPosition() - 1 : 0;
    const LineColumn at = lineAndColumn(*again(), position);
    const QString where = JsonItemReader::tr("malformed JSON at line %1, column %2").arg(at.line).arg(at.column);
    if (at.pastEnd) {
        // Cut short: name the element that is incomplete, not the last key read before the end.
        QString path = sax.errorPath();
        const qsizetype close = path.indexOf(QLatin1Char(']'));
        if (close >= 0) {
            path.truncate(close + 1);
        }
        return Error{JsonItemReader::tr("%1: the file ends early (is it complete?)").arg(where), path, fileName};
    }
    return Error{where, sax.errorPath(), fileName};
}

} // namespace

Result<JsonItemReader::Outcome> JsonItemReader::readFile(const QString &path, const Target &target,
                                                         const ItemCallback &onItem)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{tr("cannot read the file: %1").arg(file.errorString()), {}, path};
    }
    ByteSource source(&file);
    std::optional<QFile> second;
    std::optional<ByteSource> secondSource;
    auto again = [&]() -> ByteSource * {
        second.emplace(path);
        second->open(QIODevice::ReadOnly);
        secondSource.emplace(&*second);
        return &*secondSource;
    };
    return read(source, again, path, target, onItem);
}

Result<JsonItemReader::Outcome> JsonItemReader::readBytes(const QByteArray &bytes, const QString &fileName,
                                                          const Target &target, const ItemCallback &onItem)
{
    ByteSource source(bytes);
    std::optional<ByteSource> secondSource;
    auto again = [&]() -> ByteSource * {
        secondSource.emplace(bytes);
        return &*secondSource;
    };
    return read(source, again, fileName, target, onItem);
}

QString JsonItemReader::itemPath(const Target &target, std::size_t index)
{
    const QString element = QStringLiteral("[%1]").arg(index);
    return target.rootArray ? element : QString::fromStdString(target.key) + element;
}

} // namespace capplan::data
