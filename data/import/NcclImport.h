// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace capplan::data {

// One half of an nccl-tests row: out-of-place or in-place.
struct NcclTestsTiming {
    double timeUs = 0.0;
    double algbwGBps = 0.0;      // algorithm bandwidth, size / time
    double busbwGBps = 0.0;      // bus bandwidth: algbw · 2(n−1)/n for all-reduce (doc/PERFORMANCE.md)
    std::optional<qint64> wrong; // empty when the run skipped the check ("N/A")
};

struct NcclTestsRow {
    qint64 sizeBytes = 0;
    qint64 count = 0;        // elements
    QString type;            // float, half, bfloat16, …
    QString redop;           // sum, prod, …; "none" for all-gather
    std::optional<int> root; // absent in outputs without a root column
    NcclTestsTiming outOfPlace;
    NcclTestsTiming inPlace;
    int line = 0; // 1-based line in the file
};

// What an nccl-tests run (all_reduce_perf and its siblings) printed.
struct NcclTestsReport {
    QString collective; // "all_reduce_perf" when the output names it, else empty
    int ranks = 0;      // "#  Rank  N …" device lines
    std::vector<NcclTestsRow> rows;
    double averageBusBandwidthGBps = 0.0; // the "# Avg bus bandwidth" footer
    qint64 largestMessageBytes = 0;
    // The measured bus bandwidth the fabric model takes: the better of out-of-place and in-place
    // at the largest message.
    double busBandwidthAtLargestGBps = 0.0;
    double peakBusBandwidthGBps = 0.0; // the best busbw of any row
};

// Which network NCCL used, read from an NCCL_DEBUG=INFO log.
enum class NcclTransport {
    InfiniBand,    // NET/IB (or the IBext plugin Azure's images ship)
    TcpFallback,   // NET/Socket, "NET/IB : No device found", NCCL_IB_DISABLE=1
    OtherNetwork,  // another net plugin (e.g. AWS Libfabric/OFI)
    IntraNodeOnly, // only P2P / SHM channels: a single-node run
    Unknown,       // the log says nothing about transports
};

struct NcclLogReport {
    NcclTransport transport = NcclTransport::Unknown;
    int evidenceLine = 0;          // 1-based line that decided it; 0 when none
    QString evidenceText;          // that line, trimmed
    QString network;               // the network's own name: "IB", "IBext", "Socket", "AWS Libfabric", …
    QString ncclVersion;           // "2.23.4+cuda12.6" when the log prints it
    QStringList infinibandDevices; // "mlx5_0:1", … from "NET/IB : Using" lines
    int lines = 0;
};

class NcclImport {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::NcclImport)

public:
    // nccl-tests output: '#' comment lines, a column header ("size count type redop root time
    // algbw busbw #wrong time algbw busbw #wrong", older outputs without root and with "error"),
    // data rows, and the "# Avg bus bandwidth : x" footer. Launcher noise before the header and
    // NCCL log lines anywhere are skipped; anything else that does not parse is an error naming
    // its line and column (Error::path "line L, column C").
    static Result<NcclTestsReport> parseTests(const QByteArray &text, const QString &fileName = {});
    static Result<NcclTestsReport> loadTests(const QString &path);

    // NCCL_DEBUG=INFO log. Evidence, strongest first: "Using network X" lines, then channel lines
    // "via NET/X", then device lines ("NET/IB : Using …", "NET/IB : No device found",
    // "NCCL_IB_DISABLE set by environment to 1", "NET/Socket : Using …"), then P2P/SHM channels.
    // Within the strongest kind present, any TCP evidence wins (one rank on sockets slows all),
    // then InfiniBand, then another network. The deciding line and its number are kept.
    static Result<NcclLogReport> parseLog(const QByteArray &text, const QString &fileName = {});
    static Result<NcclLogReport> loadLog(const QString &path);

    // Stable snake_case codes for the CLI and plan files: "infiniband", "tcp_fallback",
    // "other_network", "intra_node_only", "unknown".
    static QString transportCode(NcclTransport transport);
};

} // namespace capplan::data
