// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// NCCL_DEBUG=INFO logs (NcclImport::parseLog, `import nccl-log`): any bytes give a report or one
// error line; evidence, when there is some, names a line of the file; and a line where NCCL says
// which network it uses ("NCCL INFO Using network IB") always decides the transport, however long
// the line (the backtracking pattern it was read with gave up on long ones without a word).
#include "FuzzCommon.h"

#include "data/import/NcclImport.h"

namespace {

// A "NCCL INFO Using network " with something after it on its line (lines end at \n, a \r before
// it dropped), in a text without NUL bytes.
bool namesItsNetwork(const QByteArray &text)
{
    if (text.contains('\0')) {
        return false;
    }
    const QByteArray marker("NCCL INFO Using network ");
    for (qsizetype at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
        const qsizetype next = at + marker.size();
        const bool lineEnds = next >= text.size() || text.at(next) == '\n' ||
                              (text.at(next) == '\r' && (next + 1 >= text.size() || text.at(next + 1) == '\n'));
        if (!lineEnds) {
            return true;
        }
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using capplan::data::NcclImport;
    const QByteArray text = capplan::fuzz::bytes(data, size);
    const auto report = NcclImport::parseLog(text, QStringLiteral("fuzz.log"));
    if (!report) {
        FUZZ_CHECK(!namesItsNetwork(text));
        capplan::fuzz::checkOneLine(report.error());
        return 0;
    }
    if (namesItsNetwork(text)) {
        FUZZ_CHECK(report.value().transport != capplan::data::NcclTransport::Unknown);
    }
    const capplan::data::NcclLogReport &r = report.value();
    FUZZ_CHECK(r.evidenceLine >= 0 && r.evidenceLine <= r.lines);
    FUZZ_CHECK((r.transport == capplan::data::NcclTransport::Unknown) == (r.evidenceLine == 0));
    return 0;
}
