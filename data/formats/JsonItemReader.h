// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"

#include <QByteArray>
#include <QCoreApplication>
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
// Keys given twice (anywhere), numbers too large for a double (1e400) and syntax errors stop
// the reading with an Error naming the file, the path ("Items[3].retailPrice", "[2].limit") and,
// for syntax errors, the line and column.
class JsonItemReader {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::JsonItemReader)

public:
    // Which array's elements are streamed: the root array (az … -o json prints one), the array
    // under one key of the root object ("Items" of a Retail Prices page), or none.
    struct Target {
        bool rootArray = false;
        std::string key;
        // When not empty, only these keys of each element (an object) are built; the others are
        // still read and checked for repeats, but never stored, which keeps large files fast.
        std::vector<std::string> keepKeys{};
    };

    // Gets each element with its index; returns false to stop reading (the callback keeps the
    // reason). The element may be moved from.
    using ItemCallback = std::function<bool(std::size_t index, nlohmann::json &item)>;

    struct Outcome {
        bool stopped = false; // a callback returned false
        nlohmann::json rest;  // the document without the streamed elements
    };

    static Result<Outcome> readFile(const QString &path, const Target &target, const ItemCallback &onItem);
    static Result<Outcome> readBytes(const QByteArray &bytes, const QString &fileName, const Target &target,
                                     const ItemCallback &onItem);

    // "Items[3]" or "[3]": the path of one streamed element.
    static QString itemPath(const Target &target, std::size_t index);
};

} // namespace capplan::data
