// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QIODevice>
#include <QString>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace capplan::data {

// Reads a JSON document one array element at a time, so a file of 200,000 Retail Prices items
// never exists as one DOM: nlohmann's SAX parser feeds the events, each element of the chosen
// array is built alone and handed to a callback, and the rest of the document (a page's
// BillingCurrency, NextPageLink, Count …) is built as a small DOM with that array left empty.
// Files are read in 1 MiB chunks.
//
// The bytes are decoded first (JsonTextDecoder: UTF-8 with or without a byte-order mark,
// UTF-16 with one, colour codes removed), chunk by chunk; lines and columns count characters of
// the decoded text.
//
// Keys given twice (anywhere), numbers too large for a double (1e400), nesting deeper than
// kMaxDepth, files larger than their maxBytes and syntax errors stop the reading with an Error
// naming the file, the path ("Items[3].retailPrice", "[2].limit") and,
// for syntax errors, the line and column. Text that is not JSON at all but what `az` prints
// with -o table, -o yaml or -o tsv, and a "…" line where an example left lines out, are named
// as such.
class JsonItemReader {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::JsonItemReader)

public:
    // No file of Azure's or NVIDIA's tools nests deeper than a few levels (a Retail Prices page: 4;
    // a catalog document: 4); deeper input is refused before it can grow the parser's state (64
    // MiB of "[" took 10 GB and half a minute).
    static constexpr std::size_t kMaxDepth = 64;
    // The most a streamed file may be: far more than any az output (a list-skus of every region
    // is tens of MB), refused beyond, so a pipe that never ends is not read until the preview's
    // rejections fill memory. Pages (Retail Prices) take more: one page of 200,000 items is 110 MB.
    static constexpr qint64 kMaxFileBytes = 256LL * 1024 * 1024;
    static constexpr qint64 kMaxPagesFileBytes = 1024LL * 1024 * 1024;

    // Which array's elements are streamed: the root array (az … -o json prints one), the array
    // under one key of the root object ("Items" of a Retail Prices page), or none.
    struct Target {
        bool rootArray = false;
        std::string key;
        // When not empty, only these keys of each element (an object) are built; the others are
        // still read and checked for repeats, but never stored, which keeps large files fast.
        std::vector<std::string> keepKeys{};
        // Bytes of the file (as read, before decoding) beyond which it is refused.
        qint64 maxBytes = kMaxFileBytes;
    };

    // Gets each element with its index; returns false to stop reading (the callback keeps the
    // reason). The element may be moved from.
    using ItemCallback = std::function<bool(std::size_t index, nlohmann::json &item)>;

    struct Outcome {
        bool stopped = false; // a callback returned false
        nlohmann::json rest;  // the document without the streamed elements
    };

    // The file is opened once (InputFiles::openForReading: any name the command line can give,
    // FIFOs and pipes too) and never again: an error's line and column come from the bytes read.
    static Result<Outcome> readFile(const QString &path, const Target &target, const ItemCallback &onItem);
    // From a device that is open for reading, from where it stands (a file an importer has
    // peeked at, say).
    static Result<Outcome> readDevice(QIODevice &device, const QString &fileName, const Target &target,
                                      const ItemCallback &onItem);
    static Result<Outcome> readBytes(const QByteArray &bytes, const QString &fileName, const Target &target,
                                     const ItemCallback &onItem);

    // Pages as files hold them (Retail Prices API pages): one page, an object whose array under
    // `key` is streamed; several pages one after another ({…}{…}, or one per line); a root array
    // of pages ([{…}, {…}]). Each element of a root array and each document after the first is a
    // page of its own, and so is a value without the key (a price item quoted alone, or one
    // element of an array of items): onPage gets it whole, after the streamed elements of its
    // array, with that array left empty. Paths say where: "Items[3]", "[1].Items[3]", "[4]",
    // "document 2.Items[3]".
    using PathItemCallback = std::function<bool(const QString &path, nlohmann::json &item)>;
    using PageCallback = std::function<bool(const QString &path, nlohmann::json &page)>;
    struct Pages {
        std::string key;
        std::vector<std::string> keepKeys{}; // as Target::keepKeys, for the streamed elements
        PathItemCallback onItem;
        PageCallback onPage;
        qint64 maxBytes = kMaxPagesFileBytes; // as Target::maxBytes
    };
    static Result<Outcome> readPagesFile(const QString &path, const Pages &pages);
    static Result<Outcome> readPagesDevice(QIODevice &device, const QString &fileName, const Pages &pages);
    static Result<Outcome> readPagesBytes(const QByteArray &bytes, const QString &fileName, const Pages &pages);

    // "Items[3]" or "[3]": the path of one streamed element.
    static QString itemPath(const Target &target, std::size_t index);
};

} // namespace capplan::data
