// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The import-kind guesser (data::guessImportKind: what the import dialog and a file dropped on the
// main window use) on any first bytes, and the decoder it reads them with: fed in two pieces cut
// anywhere, JsonTextDecoder gives the same text as at once.
#include "FuzzCommon.h"

#include "data/formats/JsonTextDecoder.h"
#include "data/import/ImportGuess.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using capplan::data::JsonTextDecoder;
    const QByteArray in = capplan::fuzz::bytes(data, size);
    (void)capplan::data::guessImportKind(in);

    const QByteArray whole = JsonTextDecoder::toUtf8(in);
    const qsizetype cut = in.isEmpty() ? 0 : static_cast<unsigned char>(in.back()) % (in.size() + 1);
    JsonTextDecoder decoder;
    QByteArray pieces;
    for (const QByteArray &piece : {in.left(cut), in.mid(cut)}) {
        if (!piece.isEmpty()) {
            const auto [text, length] = decoder.feed(piece.constData(), piece.size());
            pieces.append(text, length);
        }
    }
    const auto [rest, length] = decoder.finish();
    pieces.append(rest, length);
    FUZZ_CHECK(pieces == whole);
    return 0;
}
