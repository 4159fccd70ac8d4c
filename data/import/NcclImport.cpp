// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/NcclImport.h"

#include "data/InputFiles.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace capplan::data {

namespace {

// Unqualified aliases keep lupdate's contexts right (see PlanFile.cpp).
using TestsResult = Result<NcclTestsReport>;
using LogResult = Result<NcclLogReport>;
using Lines = QStringList;

struct Token {
    QString text;
    int column = 0; // 1-based
};

// Whitespace-separated tokens of `line` from character `from` on, with their columns.
std::vector<Token> tokenize(const QString &line, qsizetype from = 0)
{
    std::vector<Token> out;
    qsizetype i = from;
    while (i < line.size()) {
        while (i < line.size() && line.at(i).isSpace()) {
            ++i;
        }
        if (i >= line.size()) {
            break;
        }
        const qsizetype start = i;
        while (i < line.size() && !line.at(i).isSpace()) {
            ++i;
        }
        out.push_back({line.mid(start, i - start), static_cast<int>(start + 1)});
    }
    return out;
}

QString at(int line, int column)
{
    return NcclImport::tr("line %1, column %2").arg(line).arg(column);
}

QString atLine(int line)
{
    return NcclImport::tr("line %1").arg(line);
}

Lines splitLines(const QByteArray &text)
{
    Lines lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    for (QString &l : lines) {
        if (l.endsWith(QLatin1Char('\r'))) {
            l.chop(1);
        }
    }
    return lines;
}

bool isNcclLogLine(const QString &line)
{
    return line.contains(QLatin1String("NCCL INFO")) || line.contains(QLatin1String("NCCL WARN"));
}

// Where each field of a data row sits, from the column header.
struct Layout {
    int size = -1;
    int count = -1;
    int type = -1;
    int redop = -1;
    int root = -1;
    int outOfPlace = -1; // index of the first "time"
    int inPlace = -1;    // index of the second "time"
    int columns = 0;
};

std::optional<Layout> layoutFrom(const std::vector<Token> &header)
{
    Layout l;
    l.columns = static_cast<int>(header.size());
    for (int i = 0; i < l.columns; ++i) {
        const QString &name = header[static_cast<std::size_t>(i)].text;
        if (name == QLatin1String("size") && l.size < 0) {
            l.size = i;
        } else if (name == QLatin1String("count") && l.count < 0) {
            l.count = i;
        } else if (name == QLatin1String("type") && l.type < 0) {
            l.type = i;
        } else if (name == QLatin1String("redop") && l.redop < 0) {
            l.redop = i;
        } else if (name == QLatin1String("root") && l.root < 0) {
            l.root = i;
        } else if (name == QLatin1String("time")) {
            (l.outOfPlace < 0 ? l.outOfPlace : l.inPlace) = i;
        }
    }
    auto groupOk = [&](int start) {
        if (start < 0 || start + 4 > l.columns) {
            return false;
        }
        const QString &wrong = header[static_cast<std::size_t>(start + 3)].text;
        return header[static_cast<std::size_t>(start + 1)].text == QLatin1String("algbw") &&
               header[static_cast<std::size_t>(start + 2)].text == QLatin1String("busbw") &&
               (wrong == QLatin1String("#wrong") || wrong == QLatin1String("error"));
    };
    // redop and root are optional: the 2019–2022 outputs print them only where the collective has
    // them (all_gather_perf neither, broadcast_perf root only; nccl-tests src/*.cu of that time).
    if (l.size != 0 || l.count < 0 || l.type < 0 || !groupOk(l.outOfPlace) || !groupOk(l.inPlace) ||
        l.inPlace != l.outOfPlace + 4 || l.columns != l.inPlace + 4) {
        return std::nullopt;
    }
    return l;
}

// Thrown inside the row parser, turned into an Error with the position.
struct ParseError {
    int line;
    int column;
    QString message;
};

qint64 wholeNumber(const Token &t, int line, const QString &field, bool allowNegative = false)
{
    bool ok = false;
    const qint64 v = t.text.toLongLong(&ok);
    if (!ok) {
        throw ParseError{line, t.column, NcclImport::tr("“%1” is not a whole number (%2)").arg(t.text, field)};
    }
    if (v < 0 && !allowNegative) {
        throw ParseError{line, t.column, NcclImport::tr("“%1” must not be negative (%2)").arg(t.text, field)};
    }
    return v;
}

double number(const Token &t, int line, const QString &field)
{
    bool ok = false;
    const double v = t.text.toDouble(&ok); // QString::toDouble reads the C locale
    if (!ok || !std::isfinite(v)) {
        throw ParseError{line, t.column, NcclImport::tr("“%1” is not a number (%2)").arg(t.text, field)};
    }
    if (v < 0.0) {
        throw ParseError{line, t.column, NcclImport::tr("“%1” must not be negative (%2)").arg(t.text, field)};
    }
    return v;
}

NcclTestsTiming timing(const std::vector<Token> &tokens, int start, int line)
{
    NcclTestsTiming t;
    const auto token = [&](int offset) -> const Token & { return tokens[static_cast<std::size_t>(start + offset)]; };
    t.timeUs = number(token(0), line, QStringLiteral("time"));
    t.algbwGBps = number(token(1), line, QStringLiteral("algbw"));
    t.busbwGBps = number(token(2), line, QStringLiteral("busbw"));
    if (token(3).text != QLatin1String("N/A")) {
        t.wrong = wholeNumber(token(3), line, QStringLiteral("#wrong"));
    }
    return t;
}

NcclTestsRow parseRow(const QString &text, int line, const Layout &layout)
{
    const std::vector<Token> tokens = tokenize(text);
    const auto columns = static_cast<std::size_t>(layout.columns);
    if (tokens.size() < columns) {
        throw ParseError{line, static_cast<int>(text.size() + 1),
                         NcclImport::tr("the row has %1 of %2 columns; the output looks truncated")
                             .arg(tokens.size())
                             .arg(layout.columns)};
    }
    if (tokens.size() > columns) {
        throw ParseError{line, tokens[columns].column,
                         NcclImport::tr("unexpected extra column “%1”").arg(tokens[columns].text)};
    }
    const auto token = [&](int index) -> const Token & { return tokens[static_cast<std::size_t>(index)]; };
    NcclTestsRow row;
    row.line = line;
    row.sizeBytes = wholeNumber(token(layout.size), line, QStringLiteral("size"));
    row.count = wholeNumber(token(layout.count), line, QStringLiteral("count"));
    row.type = token(layout.type).text;
    if (layout.redop >= 0) {
        row.redop = token(layout.redop).text;
    }
    if (layout.root >= 0) {
        row.root = static_cast<int>(wholeNumber(token(layout.root), line, QStringLiteral("root"), true));
    }
    row.outOfPlace = timing(tokens, layout.outOfPlace, line);
    row.inPlace = timing(tokens, layout.inPlace, line);
    return row;
}

// A line that should be a data row: a whole number first (the size), or as many fields as the
// header. Anything else after the header is text (a launcher's message, a summary) and skipped.
bool looksLikeRow(const QString &line, const Layout &layout)
{
    static const QRegularExpression wholeNumber(QStringLiteral("^-?\\d+$"));
    const std::vector<Token> tokens = tokenize(line);
    return !tokens.empty() &&
           (wholeNumber.match(tokens.front().text).hasMatch() || static_cast<int>(tokens.size()) == layout.columns);
}

// The nccl-tests binaries (src/*.cu, one per collective; `make NAME_SUFFIX=_mpi` adds a suffix).
// Longer names first, so that "alltoallv" and "reduce_scatter" are not read as "alltoall" and
// "reduce".
struct CollectiveName {
    const char *code;
    NcclCollective collective;
};
constexpr CollectiveName kCollectives[] = {
    {"all_reduce", NcclCollective::AllReduce}, {"all_gather", NcclCollective::AllGather},
    {"alltoallv", NcclCollective::AllToAllV},  {"alltoall", NcclCollective::AllToAll},
    {"broadcast", NcclCollective::Broadcast},  {"reduce_scatter", NcclCollective::ReduceScatter},
    {"reduce", NcclCollective::Reduce},        {"sendrecv", NcclCollective::SendRecv},
    {"gather", NcclCollective::Gather},        {"scatter", NcclCollective::Scatter},
    {"hypercube", NcclCollective::HyperCube},
};

QString collectiveAlternatives()
{
    QStringList codes;
    for (const CollectiveName &c : kCollectives) {
        codes << QLatin1String(c.code);
    }
    return codes.join(QLatin1Char('|'));
}

NcclCollective collectiveFromCode(const QString &code)
{
    for (const CollectiveName &c : kCollectives) {
        if (code == QLatin1String(c.code)) {
            return c.collective;
        }
    }
    return NcclCollective::Unknown;
}

// "all_reduce_perf" or "all_gather_perf_mpi" alone: the program of a "Collective test starting" line.
const QRegularExpression &programOnly()
{
    static const QRegularExpression re(QStringLiteral("^(%1)_perf(?:_\\w+)?$").arg(collectiveAlternatives()));
    return re;
}

// A program named on a command line: "/opt/nccl-tests/build/all_reduce_perf -b 8 …",
// "mpirun … all_gather_perf_mpi …".
const QRegularExpression &programOnCommandLine()
{
    static const QRegularExpression re(
        QStringLiteral("(?:^|[\\s/='\"])((%1)_perf(?:_\\w+)?)\\b").arg(collectiveAlternatives()));
    return re;
}

// Bytes per element of the nccl-tests type names (src/common.cu test_typenames; "char" and "int"
// in the NCCL 1 names); 0 when unknown.
int typeWidth(const QString &type)
{
    static const QHash<QString, int> widths{
        {QStringLiteral("int8"), 1},     {QStringLiteral("uint8"), 1},  {QStringLiteral("char"), 1},
        {QStringLiteral("f8e4m3"), 1},   {QStringLiteral("f8e5m2"), 1}, {QStringLiteral("half"), 2},
        {QStringLiteral("bfloat16"), 2}, {QStringLiteral("int32"), 4},  {QStringLiteral("uint32"), 4},
        {QStringLiteral("int"), 4},      {QStringLiteral("float"), 4},  {QStringLiteral("int64"), 8},
        {QStringLiteral("uint64"), 8},   {QStringLiteral("double"), 8},
    };
    return widths.value(type, 0);
}

// Which collectives the table's rows fit, likeliest first; empty when they cannot tell. From
// nccl-tests' own code (src/*.cu, src/common.cu): every row prints max(send, receive bytes) as the
// size and the per-rank element count; all_gather, alltoall, gather, scatter and reduce_scatter
// count 1/n of the size, the others all of it; collectives without a reduction print redop
// "none", those without a root print root −1; busbw = algbw · 2(n−1)/n for all_reduce and
// algbw · 1 for sendrecv (doc/PERFORMANCE.md).
std::vector<NcclCollective> collectivesFromColumns(const Layout &layout, const NcclTestsReport &report)
{
    using C = NcclCollective;
    if (layout.redop < 0) {
        // 2019–2022 layouts: all_gather_perf printed neither column, broadcast_perf root only.
        return {layout.root < 0 ? C::AllGather : C::Broadcast};
    }
    const NcclTestsRow *largest = nullptr;
    for (const NcclTestsRow &row : report.rows) {
        if (row.count > 0 && (!largest || row.sizeBytes > largest->sizeBytes)) {
            largest = &row;
        }
    }
    if (!largest) {
        return {};
    }
    const bool reduction = largest->redop != QLatin1String("none");
    const bool rooted = largest->root.has_value() && *largest->root >= 0;
    // Whether the size is the whole buffer (count × width) or n ranks' parts of it; unknown for
    // an unknown type and for one rank, where the two are the same.
    std::optional<bool> perRank;
    const qint64 width = typeWidth(largest->type);
    if (width > 0 && report.ranks != 1) {
        const qint64 whole = largest->count * width;
        if (largest->sizeBytes == whole) {
            perRank = false;
        } else if (largest->sizeBytes > whole && largest->sizeBytes % whole == 0) {
            perRank = true;
        }
    }
    if (rooted) {
        if (reduction) {
            return {C::Reduce};
        }
        if (perRank) {
            return *perRank ? std::vector<C>{C::Gather, C::Scatter} : std::vector<C>{C::Broadcast};
        }
        return {C::Broadcast, C::Gather, C::Scatter};
    }
    if (!reduction) {
        return {C::AllGather, C::AllToAll};
    }
    if (!perRank) {
        return {C::AllReduce, C::ReduceScatter, C::SendRecv};
    }
    if (*perRank) {
        return {C::ReduceScatter};
    }
    // all_reduce or sendrecv: the same rows but for busbw / algbw, 2(n−1)/n against 1, which
    // differ from three ranks on. Two printed decimals are precise to 1 % from 1 GB/s.
    const int n = report.ranks;
    const NcclTestsRow *fastest = nullptr;
    for (const NcclTestsRow &row : report.rows) {
        if (!fastest || row.outOfPlace.algbwGBps > fastest->outOfPlace.algbwGBps) {
            fastest = &row;
        }
    }
    if (n >= 3 && fastest->outOfPlace.algbwGBps >= 1.0) {
        const double ratio = fastest->outOfPlace.busbwGBps / fastest->outOfPlace.algbwGBps;
        const double allReduce = 2.0 * (n - 1) / n;
        if (std::abs(ratio - allReduce) <= 0.02 * allReduce) {
            return {C::AllReduce};
        }
        if (std::abs(ratio - 1.0) <= 0.02) {
            return {C::SendRecv};
        }
    }
    return {C::AllReduce, C::SendRecv};
}

QString programsText(const std::vector<NcclCollective> &collectives)
{
    QStringList names;
    for (const NcclCollective c : collectives) {
        names << NcclImport::collectiveCode(c) + QStringLiteral("_perf");
    }
    return names.join(NcclImport::tr(" or "));
}

} // namespace

TestsResult NcclImport::parseTests(const QByteArray &text, const QString &fileName)
{
    if (text.trimmed().isEmpty()) {
        return Error{tr("the file is empty"), {}, fileName};
    }
    if (text.contains('\0')) {
        return Error{tr("not a text file: nccl-tests prints plain text"), {}, fileName};
    }
    const Lines lines = splitLines(text);
    NcclTestsReport report;
    std::optional<Layout> layout;
    int headerLine = 0;
    bool footer = false;
    // The program: the "Collective test starting" line nccl-tests prints, else the last command
    // line before the table that names an nccl-tests binary (a script running several tests
    // echoes each one before its output).
    QString program;
    int programLine = 0;
    QString commandProgram;
    int commandLine = 0;
    try {
        for (qsizetype i = 0; i < lines.size() && !footer; ++i) {
            const int lineNo = static_cast<int>(i + 1);
            const QString line = stripLaunchPrefix(lines.at(i));
            const QString trimmed = line.trimmed();
            if (trimmed.isEmpty() || isNcclLogLine(line)) {
                continue;
            }
            if (!layout) {
                QRegularExpressionMatchIterator it = programOnCommandLine().globalMatch(line);
                while (it.hasNext()) {
                    commandProgram = it.next().captured(1);
                    commandLine = lineNo;
                }
            }
            if (trimmed.startsWith(QLatin1Char('#'))) {
                const qsizetype hash = line.indexOf(QLatin1Char('#'));
                const std::vector<Token> tokens = tokenize(line, hash + 1);
                if (tokens.empty()) {
                    continue;
                }
                const auto has = [&](const char *name) {
                    return std::any_of(tokens.begin(), tokens.end(),
                                       [&](const Token &t) { return t.text == QLatin1String(name); });
                };
                if (has("size") && has("count") && has("busbw")) {
                    if (layout) {
                        // A second run's header before this run's footer: this one did not finish.
                        return Error{tr("the run of the header at line %1 has no “# Avg bus bandwidth” footer "
                                        "before the next run starts: it did not finish")
                                         .arg(headerLine),
                                     atLine(lineNo), fileName};
                    }
                    layout = layoutFrom(tokens);
                    if (!layout) {
                        throw ParseError{lineNo, tokens.front().column,
                                         tr("unknown column layout; expected “size count type redop root time algbw "
                                            "busbw #wrong time algbw busbw #wrong”")};
                    }
                    headerLine = lineNo;
                } else if (trimmed.contains(QLatin1String("Avg bus bandwidth"))) {
                    const qsizetype colon = line.indexOf(QLatin1Char(':'));
                    // The value, and "OK" or "FAILED" after it when the run checked it (-G).
                    const std::vector<Token> value = colon < 0 ? std::vector<Token>{} : tokenize(line, colon + 1);
                    if (value.empty() || value.size() > 2 ||
                        (value.size() == 2 && value[1].text != QLatin1String("OK") &&
                         value[1].text != QLatin1String("FAILED"))) {
                        throw ParseError{lineNo, static_cast<int>(colon < 0 ? line.size() + 1 : colon + 2),
                                         tr("the average bus bandwidth has no value")};
                    }
                    report.averageBusBandwidthGBps = number(value.front(), lineNo, tr("average bus bandwidth"));
                    // The footer ends the run: a second run, a summary or other logs may follow.
                    footer = layout.has_value();
                } else if (!layout && trimmed.contains(QLatin1String("Collective test starting:"))) {
                    program = trimmed.section(QLatin1Char(':'), 1).trimmed();
                    programLine = lineNo;
                } else if (tokens.size() >= 2 && tokens[0].text == QLatin1String("Rank")) {
                    bool isNumber = false;
                    tokens[1].text.toInt(&isNumber);
                    if (isNumber) {
                        ++report.ranks;
                    }
                }
                continue;
            }
            if (!layout || !looksLikeRow(line, *layout)) {
                continue; // launcher output before the header, text between the rows and the footer
            }
            report.rows.push_back(parseRow(line, lineNo, *layout));
        }
    } catch (const ParseError &e) {
        return Error{e.message, at(e.line, e.column), fileName};
    }

    if (!layout) {
        return Error{tr("no nccl-tests column header (“# size count type redop root time algbw busbw …”): not an "
                        "nccl-tests output"),
                     {},
                     fileName};
    }
    if (report.rows.empty()) {
        return Error{tr("no data rows after the column header"), atLine(headerLine), fileName};
    }
    if (!footer) {
        return Error{tr("the output ends before the “# Avg bus bandwidth” footer: the run did not finish"),
                     atLine(static_cast<int>(lines.size())), fileName};
    }
    for (const NcclTestsRow &row : report.rows) {
        const double best = std::max(row.outOfPlace.busbwGBps, row.inPlace.busbwGBps);
        report.peakBusBandwidthGBps = std::max(report.peakBusBandwidthGBps, best);
        if (row.sizeBytes > report.largestMessageBytes) {
            report.largestMessageBytes = row.sizeBytes;
            report.busBandwidthAtLargestGBps = best;
        } else if (row.sizeBytes == report.largestMessageBytes) {
            report.busBandwidthAtLargestGBps = std::max(report.busBandwidthAtLargestGBps, best);
        }
    }

    // The collective: the program's name where the output gives one, checked against the rows;
    // else what the rows fit.
    const std::vector<NcclCollective> fits = collectivesFromColumns(*layout, report);
    NcclCollective named = NcclCollective::Unknown;
    if (!program.isEmpty()) {
        report.collective = program;
        if (const QRegularExpressionMatch m = programOnly().match(program); m.hasMatch()) {
            named = collectiveFromCode(m.captured(1));
            report.kindSource = NcclCollectiveSource::ProgramName;
            report.kindLine = programLine;
        }
    }
    if (named == NcclCollective::Unknown && !commandProgram.isEmpty()) {
        const QRegularExpressionMatch m = programOnly().match(commandProgram);
        named = collectiveFromCode(m.captured(1));
        report.collective = commandProgram;
        report.kindSource = NcclCollectiveSource::CommandLine;
        report.kindLine = commandLine;
    }
    if (named != NcclCollective::Unknown) {
        if (!fits.empty() && std::find(fits.begin(), fits.end(), named) == fits.end()) {
            return Error{tr("line %1 names %2, but the rows are those of %3: the file mixes two runs")
                             .arg(report.kindLine)
                             .arg(report.collective, programsText(fits)),
                         atLine(headerLine), fileName};
        }
        report.kind = named;
    } else if (!fits.empty()) {
        report.kind = fits.front();
        report.lookalikes.assign(fits.begin() + 1, fits.end());
        report.kindSource = NcclCollectiveSource::Columns;
        report.kindLine = 0;
    }
    return report;
}

Result<double> NcclImport::planBusBandwidth(const NcclTestsReport &report, const QString &fileName)
{
    const auto onlySendRecv = std::all_of(report.lookalikes.begin(), report.lookalikes.end(),
                                          [](NcclCollective c) { return c == NcclCollective::SendRecv; });
    if (report.kind == NcclCollective::AllReduce && onlySendRecv) {
        // sendrecv_perf at two ranks prints all_reduce_perf's rows; its bus bandwidth is the same
        // link's (busbw = algbw for both at n = 2, doc/PERFORMANCE.md).
        return report.busBandwidthAtLargestGBps;
    }
    if (report.kind == NcclCollective::Unknown) {
        return Error{tr("the output does not show which collective it measured; the bus bandwidth of the plan is "
                        "all-reduce's: run all_reduce_perf"),
                     {},
                     fileName};
    }
    if (report.kind == NcclCollective::AllReduce) {
        return Error{tr("the output does not show that it is all_reduce_perf's and not %1's; the bus bandwidth of "
                        "the plan is all-reduce's: keep the all_reduce_perf command line in the file")
                         .arg(programsText(report.lookalikes)),
                     {},
                     fileName};
    }
    std::vector<NcclCollective> all{report.kind};
    all.insert(all.end(), report.lookalikes.begin(), report.lookalikes.end());
    const QString programs = report.kindSource == NcclCollectiveSource::Columns || report.collective.isEmpty()
                                 ? programsText(all)
                                 : report.collective;
    // "an all_gather_perf", "a broadcast_perf": the article of the first name.
    const bool vowel = QStringLiteral("aeiou").contains(programs.at(0));
    return Error{(vowel ? tr("this is an %1 output; the bus bandwidth of the plan is all-reduce's: run "
                             "all_reduce_perf")
                        : tr("this is a %1 output; the bus bandwidth of the plan is all-reduce's: run "
                             "all_reduce_perf"))
                     .arg(programs),
                 {},
                 fileName};
}

namespace {

// Reads at most NcclImport::kMaxFileBytes of `path`; an Error naming the limit beyond it.
Result<QByteArray> readBounded(const QString &path)
{
    QFile file;
    if (const Status opened = InputFiles::openForReading(file, path); !opened) {
        return opened.error();
    }
    QByteArray bytes;
    while (bytes.size() <= NcclImport::kMaxFileBytes) {
        const QByteArray chunk = file.read(std::min<qint64>(1 << 20, NcclImport::kMaxFileBytes + 1 - bytes.size()));
        if (chunk.isEmpty()) {
            break;
        }
        bytes += chunk;
    }
    if (bytes.size() > NcclImport::kMaxFileBytes) {
        return Error{NcclImport::tr("is larger than %1 MiB, the most this reader takes; import the output of one run")
                         .arg(NcclImport::kMaxFileBytes / (1024 * 1024)),
                     {}, path};
    }
    return bytes;
}

} // namespace

// The parser takes files as runs leave them: mpirun prints banners and warnings before the header,
// and with NCCL_DEBUG=INFO the library's own lines interleave with the table.
TestsResult NcclImport::loadTests(const QString &path)
{
    auto bytes = readBounded(path);
    if (!bytes) {
        return bytes.error();
    }
    return parseTests(bytes.value(), path);
}

namespace {

enum class Evidence { Tcp, Ib, Other };

Evidence classify(const QString &network)
{
    if (network.startsWith(QLatin1String("IB"))) {
        return Evidence::Ib; // IB, and IBext from nccl-rdma-sharp-plugins
    }
    if (network == QLatin1String("Socket")) {
        return Evidence::Tcp;
    }
    return Evidence::Other;
}

struct Seen {
    int line = 0;
    QString text;
    QString network;
};

// The first line of each kind of evidence within one strength class.
struct EvidenceClass {
    std::optional<Seen> tcp;
    std::optional<Seen> ib;
    std::optional<Seen> other;
    std::optional<Seen> weakTcp; // "NET/Socket : Using" alone, only a device line

    void note(Evidence kind, const Seen &seen)
    {
        std::optional<Seen> &slot = kind == Evidence::Tcp ? tcp : kind == Evidence::Ib ? ib : other;
        if (!slot) {
            slot = seen;
        }
    }

    // TCP wins over InfiniBand wins over another network; empty when nothing was seen.
    std::optional<std::pair<NcclTransport, Seen>> decide() const
    {
        if (tcp) {
            return std::make_pair(NcclTransport::TcpFallback, *tcp);
        }
        if (ib) {
            return std::make_pair(NcclTransport::InfiniBand, *ib);
        }
        if (weakTcp) {
            return std::make_pair(NcclTransport::TcpFallback, *weakTcp);
        }
        if (other) {
            return std::make_pair(NcclTransport::OtherNetwork, *other);
        }
        return std::nullopt;
    }
};

// PCRE's \s and \w, ASCII only (QRegularExpression without UseUnicodePropertiesOption).
bool isRegexSpace(QChar c)
{
    return c == QLatin1Char(' ') || (c.unicode() >= 0x09 && c.unicode() <= 0x0d);
}

bool isWordChar(QChar c)
{
    return c.unicode() < 0x80 && (c.isLetterOrNumber() || c == QLatin1Char('_'));
}

// The text of `line` from `from` on without the white space at its end; at least one character.
QString restOfLine(const QString &line, qsizetype from)
{
    qsizetype end = line.size();
    while (end > from + 1 && isRegexSpace(line.at(end - 1))) {
        --end;
    }
    return line.mid(from, end - from);
}

// These three scans read a line once, whatever its length. The patterns they replace,
// "NCCL INFO Using network (.+?)\s*$", "\bvia NET/([^/]+?)(?:/|\s*$)" and
// "NCCL INFO NET/([^\s:]+)\s*:\s*Using\b", backtrack: with 5 MB of text after the network's name
// (or a 10 MB run before a device line) PCRE ran into its match limit and the match failed
// without a word, so the log's own choice of network went unseen.

// "NCCL INFO Using network IB": the network's name, up to the white space at the end of the line.
std::optional<QString> usingNetwork(const QString &line)
{
    static const QString marker = QStringLiteral("NCCL INFO Using network ");
    const qsizetype at = line.indexOf(marker);
    if (at < 0 || at + marker.size() >= line.size()) {
        return std::nullopt;
    }
    return restOfLine(line, at + marker.size());
}

// "via NET/IB/0/GDRDMA", "via NET/Socket/1", "via NET/AWS Libfabric/0": the name up to the port
// (or the end of the line), of the first "via NET/" that starts a word and names one.
std::optional<QString> viaNetwork(const QString &line)
{
    static const QString marker = QStringLiteral("via NET/");
    for (qsizetype at = line.indexOf(marker); at >= 0; at = line.indexOf(marker, at + 1)) {
        if (at > 0 && isWordChar(line.at(at - 1))) {
            continue;
        }
        const qsizetype name = at + marker.size();
        if (name >= line.size() || line.at(name) == QLatin1Char('/')) {
            continue;
        }
        const qsizetype slash = line.indexOf(QLatin1Char('/'), name);
        return slash >= 0 ? line.mid(name, slash - name) : restOfLine(line, name);
    }
    return std::nullopt;
}

// "NCCL INFO NET/IB : Using [0]mlx5_0:1/IB …": the plugin's name ("IB", "Socket") of the first
// such line part. NET/ is followed by a run of characters that are neither blank nor colon, then
// a colon between blanks, then the word "Using".
std::optional<QString> deviceUsing(const QString &line)
{
    static const QString marker = QStringLiteral("NCCL INFO NET/");
    static const QString usingWord = QStringLiteral("Using");
    for (qsizetype at = line.indexOf(marker); at >= 0; at = line.indexOf(marker, at + 1)) {
        const qsizetype name = at + marker.size();
        qsizetype i = name;
        while (i < line.size() && !isRegexSpace(line.at(i)) && line.at(i) != QLatin1Char(':')) {
            ++i;
        }
        const qsizetype nameEnd = i;
        while (i < line.size() && isRegexSpace(line.at(i))) {
            ++i;
        }
        if (nameEnd == name || i >= line.size() || line.at(i) != QLatin1Char(':')) {
            continue;
        }
        ++i;
        while (i < line.size() && isRegexSpace(line.at(i))) {
            ++i;
        }
        const qsizetype after = i + usingWord.size();
        if (QStringView(line).mid(i).startsWith(usingWord) && (after >= line.size() || !isWordChar(line.at(after)))) {
            return line.mid(name, nameEnd - name);
        }
    }
    return std::nullopt;
}

} // namespace

LogResult NcclImport::parseLog(const QByteArray &text, const QString &fileName)
{
    if (text.trimmed().isEmpty()) {
        return Error{tr("the file is empty"), {}, fileName};
    }
    if (text.contains('\0')) {
        return Error{tr("not a text file: an NCCL log is plain text"), {}, fileName};
    }
    // "Using network", "via NET/" and "NET/… : Using" are read by scans (usingNetwork,
    // viaNetwork, deviceUsing); the patterns left cannot backtrack further than one run of the
    // characters they name, and match lines of 10 MB.
    static const QRegularExpression noDevice(QStringLiteral("NCCL INFO NET/(IB\\w*)\\s*:\\s*No device found"));
    static const QRegularExpression ibDisabled(QStringLiteral("NCCL_IB_DISABLE set by environment to 1\\b"));
    static const QRegularExpression ibDevice(QStringLiteral("\\[\\d+\\]([\\w.-]+:\\d+)/(?:IB|RoCE)\\b"));
    static const QRegularExpression intraNode(QStringLiteral("\\bvia (?:P2P|SHM)\\b"));
    // "comm 0x… rank 0 nRanks 8 nNodes 1 localRanks 8 …", the comm's init line (older releases
    // print no nNodes there).
    static const QRegularExpression nodes(QStringLiteral("\\bnNodes (\\d+)\\b"));
    // NCCL prints its version with the INFO prefix, and without it: "NCCL version 2.18.3+cuda12.2"
    // alone on a line at NCCL_DEBUG=VERSION (NCCL docs, "Logging") and, in 2.12, at INFO too.
    static const QRegularExpression version(QStringLiteral("(?:^\\s*|NCCL INFO )NCCL version (\\S+)"));
    // RCCL (ROCm/rccl src/init.cc, showVersion) prints a banner of its own, without the prefix:
    // "RCCL version : 2.21.5-HEAD:eef7b29", then "HIP version", "ROCm version", "Librccl path".
    static const QRegularExpression rcclVersion(QStringLiteral("(?:^\\s*|NCCL INFO )RCCL version\\s*:?\\s*(\\S+)"));
    // Azure names the accelerated-networking VF mlx5_an0 (azhpc NHC: "check_hw_ib 40 mlx5_an0:1"
    // is its accelerated network check); the InfiniBand HCAs are mlx5_ib0 … mlx5_ib7.
    static const QRegularExpression acceleratedNic(QStringLiteral("^mlx5_an\\d+:\\d+$"));

    const Lines lines = splitLines(text);
    NcclLogReport report;
    report.lines = static_cast<int>(lines.size());
    EvidenceClass networkLines;
    EvidenceClass channelLines;
    EvidenceClass deviceLines;
    std::optional<Seen> intra;
    std::optional<Seen> oneNode; // the first "nNodes 1" line
    bool anyNccl = false;
    bool rcclBanner = false; // RCCL's version banner seen: its version wins over any NCCL line
    int firstIbDevice = 0;   // the first "NET/IB : Using" line
    QString firstIbDeviceText;

    for (qsizetype i = 0; i < lines.size(); ++i) {
        // Matched without launch prefixes; the kept evidence is the file's own line.
        const QString line = stripLaunchPrefix(lines.at(i));
        const Seen here{static_cast<int>(i + 1), lines.at(i).trimmed(), {}};
        if (const QRegularExpressionMatch m = rcclVersion.match(line); m.hasMatch() && !rcclBanner) {
            report.ncclVersion = m.captured(1);
            report.collectiveLibrary = QStringLiteral("RCCL");
            rcclBanner = true;
        } else if (const QRegularExpressionMatch n = version.match(line); n.hasMatch() && report.ncclVersion.isEmpty()) {
            report.ncclVersion = n.captured(1);
            if (report.collectiveLibrary.isEmpty()) {
                report.collectiveLibrary = QStringLiteral("NCCL");
            }
        }
        if (line.contains(QLatin1String("librccl"))) {
            report.collectiveLibrary = QStringLiteral("RCCL");
        }
        if (!line.contains(QLatin1String("NCCL INFO"))) {
            continue;
        }
        anyNccl = true;
        if (const QRegularExpressionMatch m = nodes.match(line); m.hasMatch()) {
            const int n = m.captured(1).toInt();
            report.nodes = std::max(report.nodes, n);
            if (n == 1 && !oneNode) {
                oneNode = here;
            }
        }
        if (const std::optional<QString> network = usingNetwork(line)) {
            Seen s = here;
            s.network = *network;
            networkLines.note(classify(s.network), s);
        }
        if (const std::optional<QString> network = viaNetwork(line)) {
            Seen s = here;
            s.network = *network;
            channelLines.note(classify(s.network), s);
        } else if (intraNode.match(line).hasMatch() && !intra) {
            intra = here;
        }
        if (const QRegularExpressionMatch none = noDevice.match(line); none.hasMatch()) {
            Seen s = here;
            s.network = none.captured(1);
            deviceLines.note(Evidence::Tcp, s);
        } else if (ibDisabled.match(line).hasMatch()) {
            Seen s = here;
            s.network = QStringLiteral("IB");
            deviceLines.note(Evidence::Tcp, s);
        } else if (const std::optional<QString> device = deviceUsing(line)) {
            Seen s = here;
            s.network = *device;
            const Evidence kind = classify(s.network);
            if (kind == Evidence::Tcp) {
                if (!deviceLines.weakTcp) {
                    deviceLines.weakTcp = s; // sockets initialised; decisive only without IB
                }
            } else {
                deviceLines.note(kind, s);
            }
            if (kind == Evidence::Ib) {
                QRegularExpressionMatchIterator it = ibDevice.globalMatch(line);
                while (it.hasNext()) {
                    const QString port = it.next().captured(1);
                    QStringList &list = acceleratedNic.match(port).hasMatch() ? report.acceleratedNetworkingDevices
                                                                             : report.infinibandDevices;
                    if (!list.contains(port)) {
                        list.append(port);
                    }
                }
                if (firstIbDevice == 0) {
                    firstIbDevice = here.line;
                    firstIbDeviceText = here.text;
                }
            }
        }
    }

    if (!anyNccl) {
        return Error{tr("not an NCCL_DEBUG=INFO log: no line contains “NCCL INFO”"), {}, fileName};
    }
    std::optional<std::pair<NcclTransport, Seen>> decision;
    // One node: NCCL initialises a network (sockets where there is no IB) even when no byte
    // leaves the node, so "Using network Socket" there is no TCP fallback. Single-node when no
    // channel goes via NET/ and a comm line says nNodes 1 (none more) or channels go via P2P/SHM.
    const bool netChannels = channelLines.tcp || channelLines.ib || channelLines.other;
    if (!netChannels && report.nodes <= 1 && (intra || oneNode)) {
        decision = std::make_pair(NcclTransport::IntraNodeOnly, intra ? *intra : *oneNode);
    }
    // "Using network" is NCCL's own choice (2.12+); channel lines show what each connection
    // used; device lines only show what was initialised. The strongest kind present decides.
    if (!decision) {
        decision = networkLines.decide();
    }
    if (!decision) {
        decision = channelLines.decide();
    }
    if (!decision) {
        decision = deviceLines.decide();
    }
    if (decision) {
        report.transport = decision->first;
        report.evidenceLine = decision->second.line;
        report.evidenceText = decision->second.text;
        report.network = decision->second.network;
    }
    // "IB" on the accelerated-networking NIC alone is RDMA over the VM's front-end Ethernet.
    if (report.transport == NcclTransport::InfiniBand && report.infinibandDevices.isEmpty() &&
        !report.acceleratedNetworkingDevices.isEmpty()) {
        report.transport = NcclTransport::OtherNetwork;
        report.evidenceLine = firstIbDevice;
        report.evidenceText = firstIbDeviceText;
        report.network = QStringLiteral("RoCE");
    }
    return report;
}

LogResult NcclImport::loadLog(const QString &path)
{
    auto bytes = readBounded(path);
    if (!bytes) {
        return bytes.error();
    }
    return parseLog(bytes.value(), path);
}

QString NcclImport::collectiveCode(NcclCollective collective)
{
    for (const CollectiveName &c : kCollectives) {
        if (c.collective == collective) {
            return QLatin1String(c.code);
        }
    }
    return QStringLiteral("unknown");
}

QString NcclImport::collectiveSourceCode(NcclCollectiveSource source)
{
    switch (source) {
    case NcclCollectiveSource::ProgramName:
        return QStringLiteral("program_name");
    case NcclCollectiveSource::CommandLine:
        return QStringLiteral("command_line");
    case NcclCollectiveSource::Columns:
        return QStringLiteral("columns");
    case NcclCollectiveSource::None:
        return QStringLiteral("none");
    }
    return QStringLiteral("none");
}

QString NcclImport::stripLaunchPrefix(const QString &line)
{
    // Each at the start of what is left, any number of them: `kubectl logs --prefix --timestamps`
    // of an `mpirun --tag-output` launcher prints all three. Sources: kubectl logs reference
    // (--timestamps: an RFC 3339 timestamp on each line; --prefix: the pod and container name);
    // Open MPI mpirun(1) (--tag-output: "[jobid, MCW_rank]<stdxxx>" with stdout, stderr or
    // stddiag); Intel MPI and MPICH Hydra (-prepend-rank: "[rank] "); Slurm srun(1) (--label:
    // the task number and a colon).
    static const QRegularExpression prefix(
        QStringLiteral("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:Z|[+-]\\d{2}:\\d{2})\\s"
                       "|\\[pod/[^\\]\\s]+\\]\\s"
                       "|\\[\\d+,\\d+\\]<std(?:out|err|diag)>:"
                       "|\\[\\d+\\]\\s"
                       "|\\d+: "));
    qsizetype end = 0;
    for (;;) {
        const QRegularExpressionMatch m =
            prefix.match(line, end, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch() || m.capturedLength() == 0) {
            break;
        }
        end = m.capturedEnd();
    }
    if (end == 0) {
        return line;
    }
    // Blanks keep every column where the file has it, for the errors' positions.
    return QString(end, QLatin1Char(' ')) + line.mid(end);
}

QString NcclImport::transportCode(NcclTransport transport)
{
    switch (transport) {
    case NcclTransport::InfiniBand:
        return QStringLiteral("infiniband");
    case NcclTransport::TcpFallback:
        return QStringLiteral("tcp_fallback");
    case NcclTransport::OtherNetwork:
        return QStringLiteral("other_network");
    case NcclTransport::IntraNodeOnly:
        return QStringLiteral("intra_node_only");
    case NcclTransport::Unknown:
        return QStringLiteral("unknown");
    }
    return QStringLiteral("unknown");
}

} // namespace capplan::data
