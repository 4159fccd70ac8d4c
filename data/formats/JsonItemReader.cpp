// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/JsonItemReader.h"

#include "data/formats/JsonTextDecoder.h"
#include "data/InputFiles.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <unordered_map>
#include <optional>
#include <vector>

namespace capplan::data {

namespace {

using nlohmann::json;

// What the text holds at an error: its line and column (1-based; columns count characters), the
// text from there to the end of its line, and the first bytes of the text.
struct Position {
    qint64 line = 1;
    qint64 column = 1;
    bool pastEnd = true;  // the position is at or beyond the end of the input
    QByteArray atError;   // at most 64 bytes
    QByteArray head;      // at most 4 KiB
};

// A file (opened once, by the caller) or a byte array as a sequence of decoded chars
// (JsonTextDecoder), read in chunks so that a large file never sits in memory whole. The lines
// and columns of the chunks already read are counted as they pass, and the first 4 KiB are kept,
// so an error's position comes from the bytes read: the file is never opened again (a FIFO would
// wait for another writer, a replaced file would tell another file's position).
class ByteSource {
public:
    ByteSource(QIODevice *device, qint64 maxBytes)
        : m_device(device)
        , m_maxBytes(maxBytes)
    {
    }
    ByteSource(const QByteArray &bytes, qint64 maxBytes)
        : m_bytes(bytes)
        , m_maxBytes(maxBytes)
    {
    }

    // More than maxBytes came: reading stopped there.
    bool tooLarge() const { return m_tooLarge; }
    qint64 maxBytes() const { return m_maxBytes; }

    bool atEnd()
    {
        return m_pos >= m_size && !refill();
    }

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

    // Goes back to `offset` (counted from the start of the decoded text), which must lie in the
    // chunk handed out last: where the parser stopped.
    void rewindTo(std::size_t offset)
    {
        const auto within = static_cast<qsizetype>(offset - m_chunkStart);
        m_pos = std::clamp<qsizetype>(within, 0, m_size);
    }

    // The device failed (an I/O error, not the end): its message, else empty.
    QString readError() const { return m_readError; }

    // Where `offset` of the decoded text is, from the chunks read. The parser stops in the chunk
    // it was handed last, or a character before it when it looked one ahead (the end of a number
    // at a cut or at the end of the text): that one lies in the tail kept of the chunk before.
    Position locate(std::size_t offset) const
    {
        Position at;
        at.head = m_head;
        const bool inTail = offset < m_chunkStart && !m_tail.isEmpty() && offset >= m_tailStart;
        const char *data = inTail ? m_tail.constData() : m_data;
        const qsizetype size = inTail ? m_tail.size() : m_size;
        const std::size_t base = inTail ? m_tailStart : m_chunkStart;
        at.line = inTail ? m_tailLine : m_line;
        at.column = inTail ? m_tailColumn : m_column;
        const std::size_t within = offset >= base ? offset - base : 0;
        const qsizetype upTo = static_cast<qsizetype>(std::min<std::size_t>(within, static_cast<std::size_t>(size)));
        count(data, upTo, at.line, at.column);
        if (!inTail && within >= static_cast<std::size_t>(m_size)) {
            return at; // at or past the end of the text
        }
        at.pastEnd = false;
        // The rest of the line, on into the current chunk from the tail.
        const auto take = [&at](const char *from, qsizetype length) {
            for (qsizetype i = 0; i < length && at.atError.size() < 64; ++i) {
                if (from[i] == '\n' || from[i] == '\r') {
                    return false;
                }
                at.atError.append(from[i]);
            }
            return at.atError.size() < 64;
        };
        if (take(data + upTo, size - upTo) && inTail) {
            take(m_data, m_size);
        }
        return at;
    }

private:
    static constexpr qint64 kChunkBytes = 1 << 20;
    static constexpr qsizetype kHeadBytes = 4096;
    static constexpr qsizetype kTailBytes = 4096;

    // Advances a line and column over `size` chars of decoded (UTF-8) text.
    static void count(const char *data, qsizetype size, qint64 &line, qint64 &column)
    {
        if (size <= 0) {
            return;
        }
        const char *end = data + size;
        const qint64 newlines = std::count(data, end, '\n');
        const char *from = data;
        if (newlines > 0) {
            line += newlines;
            column = 1;
            from = std::find(std::make_reverse_iterator(end), std::make_reverse_iterator(data), '\n').base();
        }
        // UTF-8 continuation bytes belong to the character before them.
        column += std::count_if(from, end, [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; });
    }

    // Counts the lines of the chunk that is used up and keeps its last kTailBytes.
    void passChunk()
    {
        if (m_size <= 0) {
            return;
        }
        const qsizetype keep = std::min<qsizetype>(m_size, kTailBytes);
        count(m_data, m_size - keep, m_line, m_column);
        m_tail = QByteArray(m_data + m_size - keep, keep);
        m_tailStart = m_chunkStart + static_cast<std::size_t>(m_size - keep);
        m_tailLine = m_line;
        m_tailColumn = m_column;
        count(m_tail.constData(), keep, m_line, m_column);
    }

    bool refill()
    {
        for (;;) {
            passChunk();
            m_chunkStart += static_cast<std::size_t>(m_size);
            m_size = 0;
            m_pos = 0;
            if (m_finished) {
                return false;
            }
            const char *raw = nullptr;
            qsizetype rawSize = 0;
            if (m_rawRead > m_maxBytes) {
                // Past the limit: the text ends here (read() reports it).
                m_tooLarge = true;
            } else if (m_device != nullptr) {
                m_buffer.resize(kChunkBytes);
                const qint64 read = m_device->read(m_buffer.data(), std::min<qint64>(kChunkBytes, m_maxBytes + 1 - m_rawRead));
                if (read > 0) {
                    raw = m_buffer.constData();
                    rawSize = static_cast<qsizetype>(read);
                } else if (read < 0) {
                    m_readError = m_device->errorString();
                }
            } else if (m_bytesPos < m_bytes.size()) {
                raw = m_bytes.constData() + m_bytesPos;
                rawSize = std::min<qsizetype>({kChunkBytes, m_bytes.size() - m_bytesPos,
                                               static_cast<qsizetype>(m_maxBytes + 1 - m_rawRead)});
                m_bytesPos += rawSize;
            }
            m_rawRead += rawSize;
            const auto [data, size] = rawSize > 0 ? m_decoder.feed(raw, rawSize) : m_decoder.finish();
            if (rawSize == 0) {
                m_finished = true;
                m_device = nullptr;
                m_buffer.clear();
            }
            if (size > 0) {
                m_data = data;
                m_size = size;
                if (m_head.size() < kHeadBytes) {
                    m_head.append(data, std::min(size, kHeadBytes - m_head.size()));
                }
                return true;
            }
        }
    }

    QIODevice *m_device = nullptr;
    QByteArray m_bytes;
    qint64 m_maxBytes = 0;
    qint64 m_rawRead = 0; // bytes read from the file, before decoding
    bool m_tooLarge = false;
    qsizetype m_bytesPos = 0;
    QByteArray m_buffer;
    JsonTextDecoder m_decoder;
    bool m_finished = false;
    QString m_readError;
    const char *m_data = nullptr;
    qsizetype m_size = 0;
    qsizetype m_pos = 0;
    std::size_t m_chunkStart = 0; // offset of m_data[0] in the decoded text
    qint64 m_line = 1;            // the line and column of m_data[0]
    qint64 m_column = 1;
    QByteArray m_head;            // the first kHeadBytes of the decoded text
    QByteArray m_tail;            // the last kTailBytes of the chunk before
    std::size_t m_tailStart = 0;  // offset of m_tail[0] in the decoded text
    qint64 m_tailLine = 1;        // the line and column of m_tail[0]
    qint64 m_tailColumn = 1;
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

// Where a streamed element or a page was found (JsonItemReader::Pages).
struct Place {
    std::size_t document = 0;           // 0: the first document of the file
    std::optional<std::size_t> element; // the element of a root array (pages only)
    std::size_t index = 0;              // the element's index in the streamed array
};
using PlaceItemCallback = std::function<bool(const Place &, json &item)>;
using PlacePageCallback = std::function<bool(const Place &, json &page)>;

// The SAX handler: tracks the path, streams the target array's elements, builds the rest. With
// pages, each element of a root array is built alone too and handed to onPage, and the key's
// array inside it is streamed.
class ItemStreamSax {
public:
    ItemStreamSax(const JsonItemReader::Target &target, std::size_t document, const PlaceItemCallback &onItem,
                  const PlacePageCallback *onPage, json &rest)
        : m_target(target)
        , m_document(document)
        , m_onItem(onItem)
        , m_onPage(onPage)
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
        if (tooDeep()) {
            return false;
        }
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
        if (tooDeep()) {
            return false;
        }
        if (skipContainer(true)) {
            return true;
        }
        if (m_frames.empty()) {
            m_rootIsArray = true;
        }
        beginValue();
        const bool isTarget =
            !m_inItem && ((m_target.rootArray && m_frames.empty()) ||
                          (!m_target.key.empty() && m_frames.size() == 1 && !m_frames.front().array &&
                           m_currentKeys.front() == m_target.key) ||
                          (m_onPage != nullptr && !m_target.key.empty() && m_frames.size() == 2 &&
                           m_frames.front().array && !m_frames.back().array && m_currentKeys[1] == m_target.key));
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
    // A container that would nest deeper than JsonItemReader::kMaxDepth ends the parse.
    bool tooDeep()
    {
        if (m_frames.size() + m_skipDepth < JsonItemReader::kMaxDepth) {
            return false;
        }
        m_tooDeep = true;
        return true;
    }
    bool parse_error(std::size_t position, const std::string &token, const nlohmann::detail::exception &e)
    {
        m_errorPosition = position;
        // 406: a number out of range ("1e400"), reported at its field rather than as a syntax error.
        m_overflow = e.id == 406;
        m_errorPath = currentPath();
        // With pages, a document after a complete one is the next page ({…}{…}). The parser
        // names the token it did not expect; its text runs on from the last string or number.
        if (m_onPage != nullptr && m_rootDone && !token.empty() && (token.back() == '{' || token.back() == '[')) {
            const std::string what = e.what();
            m_nextDocument = what.find("unexpected '{'") != std::string::npos ||
                             what.find("unexpected '['") != std::string::npos;
        }
        return false;
    }

    bool stopped() const { return m_stopped; }
    bool isTooDeep() const { return m_tooDeep; }
    bool nextDocument() const { return m_nextDocument; }
    bool rootIsArray() const { return m_rootIsArray; }
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

    nlohmann::detail::json_sax_dom_parser<json> &dom()
    {
        return m_inItem ? *m_itemDom : m_inPage ? *m_pageDom : m_rest;
    }

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
        if (m_onPage != nullptr && !m_inPage && m_frames.size() == 1 && parent.array) {
            m_page = json();
            m_pageDom.emplace(m_page, false);
            m_inPage = true;
            m_pageIndex = parent.count - 1;
            return;
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
        return ok && containerDone();
    }

    // A value ended: an item, a page or the whole document.
    bool containerDone()
    {
        if (m_inItem && m_frames.size() == m_itemDepth) {
            return finishItem();
        }
        if (m_inPage && m_frames.size() == 1) {
            return finishPage();
        }
        if (m_frames.empty()) {
            m_rootDone = true;
        }
        return true;
    }

    bool finishItem()
    {
        m_itemDom.reset();
        m_inItem = false;
        const Place place{m_document, m_inPage ? std::optional<std::size_t>(m_pageIndex) : std::nullopt, m_itemIndex};
        if (!m_onItem(place, m_item)) {
            m_stopped = true;
            return false;
        }
        return true;
    }

    bool finishPage()
    {
        m_pageDom.reset();
        m_inPage = false;
        if (!(*m_onPage)(Place{m_document, m_pageIndex, 0}, m_page)) {
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
    std::size_t m_document;
    const PlaceItemCallback &m_onItem;
    const PlacePageCallback *m_onPage; // pages only
    nlohmann::detail::json_sax_dom_parser<json> m_rest;
    std::optional<nlohmann::detail::json_sax_dom_parser<json>> m_pageDom;
    json m_page;
    bool m_inPage = false;
    std::size_t m_pageIndex = 0;
    bool m_rootIsArray = false;
    bool m_rootDone = false;
    bool m_nextDocument = false;
    std::optional<nlohmann::detail::json_sax_dom_parser<json>> m_itemDom;
    json m_item;
    bool m_inItem = false;
    std::size_t m_itemDepth = 0;
    std::size_t m_itemIndex = 0;
    std::unordered_map<std::string, std::size_t> m_keep; // kept key → bit in m_keptSeen
    std::uint64_t m_keptSeen = 0;
    bool m_skipNext = false;     // the next value belongs to a key that is not kept
    std::size_t m_skipDepth = 0; // > 0 while inside a container that is not kept
    bool m_tooDeep = false;
    std::vector<Frame> m_frames;
    std::vector<std::vector<std::string>> m_keys;
    std::vector<std::string> m_currentKeys;
    bool m_stopped = false;
    bool m_overflow = false;
    QString m_duplicatePath;
    QString m_errorPath;
    std::size_t m_errorPosition = 0;
};

// What `az` prints with the other output formats, told apart by their first lines.
enum class OtherOutput { None, Table, Yaml, Tsv };

OtherOutput otherOutput(const QByteArray &head)
{
    QList<QByteArray> lines;
    for (const QByteArray &line : head.split('\n')) {
        if (!line.trimmed().isEmpty()) {
            lines.append(line.endsWith('\r') ? line.chopped(1) : line);
        }
    }
    if (lines.isEmpty()) {
        return OtherOutput::None;
    }
    const QByteArray first = lines.front().trimmed();
    if (first.startsWith('{') || first.startsWith('[')) {
        return OtherOutput::None;
    }
    // -o table: a header line, then dashes under each column.
    if (lines.size() >= 2) {
        const QByteArray rule = lines.at(1).trimmed();
        const bool dashes = rule.contains("---") && std::all_of(rule.begin(), rule.end(), [](char c) {
                                return c == '-' || c == ' ' || c == '\t';
                            });
        if (dashes) {
            return OtherOutput::Table;
        }
    }
    // -o yaml: "key: value", or "- key: value" for a list.
    static const QRegularExpression kYamlKey(QStringLiteral(R"(^(-\s+)?[A-Za-z_][A-Za-z0-9_-]*:(\s|$))"));
    if (kYamlKey.match(QString::fromUtf8(first)).hasMatch()) {
        return OtherOutput::Yaml;
    }
    // -o tsv: values separated by tabs.
    if (lines.front().contains('\t')) {
        return OtherOutput::Tsv;
    }
    return OtherOutput::None;
}

QString otherOutputMessage(OtherOutput kind)
{
    switch (kind) {
    case OtherOutput::Table:
        return JsonItemReader::tr("this is az table output (-o table), not JSON; rerun the command with -o json");
    case OtherOutput::Yaml:
        return JsonItemReader::tr("this is az YAML output (-o yaml), not JSON; rerun the command with -o json");
    case OtherOutput::Tsv:
        return JsonItemReader::tr("this is az TSV output (-o tsv), not JSON; rerun the command with -o json");
    case OtherOutput::None:
        break;
    }
    return {};
}

// "document 2" for the second of several documents one after another; nothing for the first.
QString documentPath(std::size_t document)
{
    return document == 0 ? QString() : JsonItemReader::tr("document %1").arg(document + 1);
}

QString joinPath(const QString &outer, const QString &inner)
{
    if (outer.isEmpty()) {
        return inner;
    }
    if (inner.isEmpty()) {
        return outer;
    }
    return inner.startsWith(QLatin1Char('[')) ? outer + inner : outer + QLatin1Char('.') + inner;
}

QString placePath(const Place &place)
{
    return joinPath(documentPath(place.document),
                    place.element ? QStringLiteral("[%1]").arg(*place.element) : QString());
}

// Reads one document, or with pages (onPage set) every document of the input in turn.
Result<JsonItemReader::Outcome> read(ByteSource &source, const QString &fileName, const JsonItemReader::Target &target,
                                     const PlaceItemCallback &onItem, const PlacePageCallback *onPage)
{
    const auto readFailed = [&source, &fileName]() -> std::optional<Error> {
        if (source.tooLarge()) {
            return Error{JsonItemReader::tr("is larger than %1 MiB, the most an import file of this kind may be")
                             .arg(source.maxBytes() / (1024 * 1024)),
                         {}, fileName};
        }
        if (source.readError().isEmpty()) {
            return std::nullopt;
        }
        return Error{JsonItemReader::tr("cannot read the file: %1").arg(source.readError()), {}, fileName};
    };
    std::size_t start = 0; // where the current document starts in the decoded text
    for (std::size_t document = 0;; ++document) {
        JsonItemReader::Outcome outcome;
        ItemStreamSax sax(target, document, onItem, onPage, outcome.rest);
        // What json::sax_parse does, with an adapter of our own instead of an iterator pair.
        const bool ok = nlohmann::detail::parser<json, ChunkAdapter>(ChunkAdapter(&source), nullptr, true, false)
                            .sax_parse(&sax, true);
        if (sax.stopped()) {
            outcome.stopped = true;
            return outcome;
        }
        if (auto failed = readFailed()) {
            return *failed;
        }
        const bool another = !ok && sax.nextDocument();
        if (ok || another) {
            if (onPage != nullptr && !sax.rootIsArray() && !(*onPage)(Place{document, std::nullopt, 0}, outcome.rest)) {
                outcome.stopped = true;
                return outcome;
            }
            if (ok) {
                return outcome;
            }
            // The parser stopped at the first character of the next document: start there again.
            start += sax.errorPosition() - 1;
            source.rewindTo(start);
            continue;
        }
        const QString prefix = documentPath(document);
        if (sax.isTooDeep()) {
            return Error{JsonItemReader::tr("is nested deeper than %1 levels, the most an import file may be")
                             .arg(JsonItemReader::kMaxDepth),
                         {}, fileName};
        }
        if (!sax.duplicatePath().isEmpty()) {
            return Error{JsonItemReader::tr("is given twice"), joinPath(prefix, sax.duplicatePath()), fileName};
        }
        if (sax.overflow()) {
            return Error{JsonItemReader::tr("must be a finite number"), joinPath(prefix, sax.errorPath()), fileName};
        }
        // nlohmann counts the offending character as read: step back one to point at it.
        const std::size_t position = start + (sax.errorPosition() > 0 ? sax.errorPosition() - 1 : 0);
        const Position at = source.locate(position);
        if (const OtherOutput other = otherOutput(at.head); other != OtherOutput::None) {
            return Error{otherOutputMessage(other), {}, fileName};
        }
        for (const char *ellipsis : {"\xE2\x80\xA6", "..."}) {
            if (at.atError.startsWith(ellipsis)) {
                return Error{JsonItemReader::tr("line %1: \"%2\" stands for lines left out: this looks like a shortened "
                                                "example, not what az printed; import the command's whole output "
                                                "(-o json)")
                                 .arg(at.line)
                                 .arg(QString::fromUtf8(ellipsis)),
                             {}, fileName};
            }
        }
        const QString where = JsonItemReader::tr("malformed JSON at line %1, column %2").arg(at.line).arg(at.column);
        QString path = joinPath(prefix, sax.errorPath());
        if (at.pastEnd) {
            // Cut short: name the element that is incomplete, not the last key read before the end
            // ("[1].Items[3]" in an array of pages).
            const qsizetype streamed = target.key.empty() ? -1 : path.indexOf(QString::fromStdString(target.key + "["));
            const qsizetype close = path.indexOf(QLatin1Char(']'), std::max<qsizetype>(streamed, 0));
            if (close >= 0) {
                path.truncate(close + 1);
            }
            return Error{JsonItemReader::tr("%1: the file ends early (is it complete?)").arg(where), path, fileName};
        }
        return Error{where, path, fileName};
    }
}

Result<JsonItemReader::Outcome> readStreamed(ByteSource &source, const QString &fileName,
                                             const JsonItemReader::Target &target,
                                             const JsonItemReader::ItemCallback &onItem)
{
    const PlaceItemCallback callback = [&onItem](const Place &place, json &item) { return onItem(place.index, item); };
    return read(source, fileName, target, callback, nullptr);
}

Result<JsonItemReader::Outcome> readPages(ByteSource &source, const QString &fileName,
                                          const JsonItemReader::Pages &pages)
{
    const JsonItemReader::Target target{false, pages.key, pages.keepKeys, pages.maxBytes};
    const QString key = QString::fromStdString(pages.key);
    const PlaceItemCallback onItem = [&](const Place &place, json &item) {
        const QString path = key + QStringLiteral("[%1]").arg(place.index);
        // The one page of most files: "Items[3]", built once.
        return pages.onItem(place.document == 0 && !place.element ? path : joinPath(placePath(place), path), item);
    };
    const PlacePageCallback onPage = [&](const Place &place, json &page) {
        return pages.onPage(placePath(place), page);
    };
    return read(source, fileName, target, onItem, &onPage);
}

} // namespace

Result<JsonItemReader::Outcome> JsonItemReader::readFile(const QString &path, const Target &target,
                                                         const ItemCallback &onItem)
{
    QFile file;
    if (const Status opened = InputFiles::openForReading(file, path); !opened) {
        return opened.error();
    }
    return readDevice(file, path, target, onItem);
}

Result<JsonItemReader::Outcome> JsonItemReader::readDevice(QIODevice &device, const QString &fileName,
                                                           const Target &target, const ItemCallback &onItem)
{
    ByteSource source(&device, target.maxBytes);
    return readStreamed(source, fileName, target, onItem);
}

Result<JsonItemReader::Outcome> JsonItemReader::readBytes(const QByteArray &bytes, const QString &fileName,
                                                          const Target &target, const ItemCallback &onItem)
{
    ByteSource source(bytes, target.maxBytes);
    return readStreamed(source, fileName, target, onItem);
}

Result<JsonItemReader::Outcome> JsonItemReader::readPagesFile(const QString &path, const Pages &pages)
{
    QFile file;
    if (const Status opened = InputFiles::openForReading(file, path); !opened) {
        return opened.error();
    }
    return readPagesDevice(file, path, pages);
}

Result<JsonItemReader::Outcome> JsonItemReader::readPagesDevice(QIODevice &device, const QString &fileName,
                                                                const Pages &pages)
{
    ByteSource source(&device, pages.maxBytes);
    return readPages(source, fileName, pages);
}

Result<JsonItemReader::Outcome> JsonItemReader::readPagesBytes(const QByteArray &bytes, const QString &fileName,
                                                               const Pages &pages)
{
    ByteSource source(bytes, pages.maxBytes);
    return readPages(source, fileName, pages);
}

QString JsonItemReader::itemPath(const Target &target, std::size_t index)
{
    const QString element = QStringLiteral("[%1]").arg(index);
    return target.rootArray ? element : QString::fromStdString(target.key) + element;
}

} // namespace capplan::data
