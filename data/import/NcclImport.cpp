// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/NcclImport.h"

#include <QFile>
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
    if (l.size != 0 || l.count < 0 || l.type < 0 || l.redop < 0 || !groupOk(l.outOfPlace) || !groupOk(l.inPlace) ||
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
    row.redop = token(layout.redop).text;
    if (layout.root >= 0) {
        row.root = static_cast<int>(wholeNumber(token(layout.root), line, QStringLiteral("root"), true));
    }
    row.outOfPlace = timing(tokens, layout.outOfPlace, line);
    row.inPlace = timing(tokens, layout.inPlace, line);
    return row;
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
    try {
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const int lineNo = static_cast<int>(i + 1);
            const QString &line = lines.at(i);
            const QString trimmed = line.trimmed();
            if (trimmed.isEmpty() || isNcclLogLine(line)) {
                continue;
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
                if (!layout && has("size") && has("count") && has("busbw")) {
                    layout = layoutFrom(tokens);
                    if (!layout) {
                        throw ParseError{lineNo, tokens.front().column,
                                         tr("unknown column layout; expected “size count type redop root time algbw "
                                            "busbw #wrong time algbw busbw #wrong”")};
                    }
                    headerLine = lineNo;
                } else if (trimmed.contains(QLatin1String("Avg bus bandwidth"))) {
                    const qsizetype colon = line.indexOf(QLatin1Char(':'));
                    const std::vector<Token> value = colon < 0 ? std::vector<Token>{} : tokenize(line, colon + 1);
                    if (value.size() != 1) {
                        throw ParseError{lineNo, static_cast<int>(colon < 0 ? line.size() + 1 : colon + 2),
                                         tr("the average bus bandwidth has no value")};
                    }
                    report.averageBusBandwidthGBps = number(value.front(), lineNo, tr("average bus bandwidth"));
                    footer = true;
                } else if (trimmed.contains(QLatin1String("Collective test starting:"))) {
                    report.collective = trimmed.section(QLatin1Char(':'), 1).trimmed();
                } else if (tokens.size() >= 2 && tokens[0].text == QLatin1String("Rank")) {
                    bool isNumber = false;
                    tokens[1].text.toInt(&isNumber);
                    if (isNumber) {
                        ++report.ranks;
                    }
                }
                continue;
            }
            if (!layout) {
                continue; // launcher output before the header (mpirun banners, warnings)
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
    return report;
}

// The parser takes files as runs leave them: mpirun prints banners and warnings before the header,
// and with NCCL_DEBUG=INFO the library's own lines interleave with the table.
TestsResult NcclImport::loadTests(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{tr("cannot open the file: %1").arg(file.errorString()), {}, path};
    }
    return parseTests(file.readAll(), path);
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

} // namespace

LogResult NcclImport::parseLog(const QByteArray &text, const QString &fileName)
{
    if (text.trimmed().isEmpty()) {
        return Error{tr("the file is empty"), {}, fileName};
    }
    if (text.contains('\0')) {
        return Error{tr("not a text file: an NCCL log is plain text"), {}, fileName};
    }
    static const QRegularExpression usingNetwork(QStringLiteral("NCCL INFO Using network (.+?)\\s*$"));
    static const QRegularExpression viaNet(QStringLiteral("\\bvia NET/([^/\\s]+)"));
    static const QRegularExpression deviceUsing(QStringLiteral("NCCL INFO NET/([^\\s:]+)\\s*:\\s*Using\\b"));
    static const QRegularExpression noDevice(QStringLiteral("NCCL INFO NET/(IB\\w*)\\s*:\\s*No device found"));
    static const QRegularExpression ibDisabled(QStringLiteral("NCCL_IB_DISABLE set by environment to 1\\b"));
    static const QRegularExpression ibDevice(QStringLiteral("\\[\\d+\\]([\\w.-]+:\\d+)/(?:IB|RoCE)\\b"));
    static const QRegularExpression intraNode(QStringLiteral("\\bvia (?:P2P|SHM)\\b"));
    static const QRegularExpression version(QStringLiteral("NCCL INFO NCCL version (\\S+)"));

    const Lines lines = splitLines(text);
    NcclLogReport report;
    report.lines = static_cast<int>(lines.size());
    EvidenceClass networkLines;
    EvidenceClass channelLines;
    EvidenceClass deviceLines;
    std::optional<Seen> intra;
    bool anyNccl = false;

    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (!line.contains(QLatin1String("NCCL INFO"))) {
            continue;
        }
        anyNccl = true;
        const Seen here{static_cast<int>(i + 1), line.trimmed(), {}};
        if (const QRegularExpressionMatch m = version.match(line); m.hasMatch() && report.ncclVersion.isEmpty()) {
            report.ncclVersion = m.captured(1);
        }
        if (const QRegularExpressionMatch m = usingNetwork.match(line); m.hasMatch()) {
            Seen s = here;
            s.network = m.captured(1);
            networkLines.note(classify(s.network), s);
        }
        if (const QRegularExpressionMatch m = viaNet.match(line); m.hasMatch()) {
            Seen s = here;
            s.network = m.captured(1);
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
        } else if (const QRegularExpressionMatch device = deviceUsing.match(line); device.hasMatch()) {
            Seen s = here;
            s.network = device.captured(1);
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
                    if (!report.infinibandDevices.contains(port)) {
                        report.infinibandDevices.append(port);
                    }
                }
            }
        }
    }

    if (!anyNccl) {
        return Error{tr("not an NCCL_DEBUG=INFO log: no line contains “NCCL INFO”"), {}, fileName};
    }
    // "Using network" is NCCL's own choice (2.12+); channel lines show what each connection
    // used; device lines only show what was initialised. The strongest kind present decides.
    std::optional<std::pair<NcclTransport, Seen>> decision = networkLines.decide();
    if (!decision) {
        decision = channelLines.decide();
    }
    if (!decision) {
        decision = deviceLines.decide();
    }
    if (!decision && intra) {
        decision = std::make_pair(NcclTransport::IntraNodeOnly, *intra);
    }
    if (decision) {
        report.transport = decision->first;
        report.evidenceLine = decision->second.line;
        report.evidenceText = decision->second.text;
        report.network = decision->second.network;
    }
    return report;
}

LogResult NcclImport::loadLog(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{tr("cannot open the file: %1").arg(file.errorString()), {}, path};
    }
    return parseLog(file.readAll(), path);
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
