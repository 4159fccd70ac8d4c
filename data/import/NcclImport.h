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
    QString redop;           // sum, prod, …; "none" for all-gather; empty without a redop column
    std::optional<int> root; // absent in outputs without a root column
    NcclTestsTiming outOfPlace;
    NcclTestsTiming inPlace;
    int line = 0; // 1-based line in the file
};

// The collective an nccl-tests binary measures: all_reduce_perf, all_gather_perf, … (nccl-tests
// README, "Tests"; src/*.cu of NVIDIA/nccl-tests). Only all-reduce's bus bandwidth is the one the
// fabric model takes; the others scale by other factors (doc/PERFORMANCE.md: (n−1)/n for
// all-gather and reduce-scatter, 1 for broadcast and reduce).
enum class NcclCollective {
    Unknown,
    AllReduce,
    AllGather,
    AllToAll,
    AllToAllV,
    Broadcast,
    Reduce,
    ReduceScatter,
    SendRecv,
    Gather,
    Scatter,
    HyperCube,
};

// Where the collective was read.
enum class NcclCollectiveSource {
    None,        // nothing said it: no program name, and no row with data
    ProgramName, // "# Collective test starting: all_reduce_perf" (nccl-tests v2.16.7 and later)
    CommandLine, // the binary named on an echoed command line before the table
    Columns,     // the table itself: redop and root values, count against size, busbw against algbw
};

// What an nccl-tests run (all_reduce_perf and its siblings) printed.
struct NcclTestsReport {
    // The program as the output names it ("all_reduce_perf", "all_gather_perf_mpi"), from the
    // "Collective test starting" line or an echoed command line; empty when it names none.
    QString collective;
    NcclCollective kind = NcclCollective::Unknown;
    // Read from the columns only: the other collectives whose rows look the same (all_gather and
    // alltoall; gather and scatter; all_reduce and sendrecv at two ranks or fewer).
    std::vector<NcclCollective> lookalikes;
    NcclCollectiveSource kindSource = NcclCollectiveSource::None;
    int kindLine = 0; // 1-based line that named the program; 0 when the columns decided
    int ranks = 0;    // "#  Rank  N …" device lines
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
    IntraNodeOnly, // a single-node run: only P2P / SHM channels, or nNodes 1, and nothing via NET/
    Unknown,       // the log says nothing about transports
};

struct NcclLogReport {
    NcclTransport transport = NcclTransport::Unknown;
    int evidenceLine = 0;          // 1-based line that decided it; 0 when none
    QString evidenceText;          // that line, trimmed
    QString network;               // the network's own name: "IB", "IBext", "Socket", "AWS Libfabric", …
    QString ncclVersion;           // "2.23.4+cuda12.6" (NCCL) or "2.21.5-HEAD:eef7b29" (RCCL) when printed
    // "NCCL", or "RCCL" when the log is AMD's ROCm port of NCCL (its "RCCL version" banner or its
    // librccl libraries); RCCL logs with the same "NCCL INFO" lines. Empty when nothing tells.
    QString collectiveLibrary;
    QStringList infinibandDevices; // "mlx5_0:1", … from "NET/IB : Using" lines
    // Azure's accelerated-networking NIC (mlx5_an0, the front-end Ethernet VF of every ND and HB
    // VM): NCCL lists it as a RoCE port beside the InfiniBand HCAs, but it is no InfiniBand.
    QStringList acceleratedNetworkingDevices;
    int nodes = 0;                 // the largest "nNodes N" of the comm lines; 0 when none prints it
    int lines = 0;
};

class NcclImport {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::NcclImport)

public:
    // nccl-tests output: '#' comment lines, a column header ("size count type redop root time
    // algbw busbw #wrong time algbw busbw #wrong"; outputs of 2019–2022 without root and with
    // "error", all_gather_perf's without redop, broadcast_perf's with root only), data rows, and the
    // "# Avg bus bandwidth : x" footer, which ends the run: what follows it (a second run, a
    // summary) is not read. Launch prefixes are taken off each line first (see stripLaunchPrefix).
    // Launcher noise before the header, NCCL log lines anywhere and text lines between the rows
    // and the footer are skipped; a line that starts like a row (a whole number first, or as many
    // fields as the header) and does not parse is an error naming its line and column
    // (Error::path "line L, column C"), columns counted in the file's line.
    static Result<NcclTestsReport> parseTests(const QByteArray &text, const QString &fileName = {});
    // The most of a file either reader takes: an nccl-tests run prints kilobytes and an
    // NCCL_DEBUG=INFO log of hundreds of ranks some megabytes; /dev/zero or a pipe that never ends
    // is refused at this size instead of being read until memory runs out.
    static constexpr qint64 kMaxFileBytes = 256LL * 1024 * 1024;

    static Result<NcclTestsReport> loadTests(const QString &path);

    // The all-reduce bus bandwidth the plan takes (busBandwidthAtLargestGBps), or why this output
    // cannot give it: the fabric model's bus bandwidth is all-reduce's, so any other collective is
    // refused with a message naming it ("this is an all_gather_perf output; …").
    static Result<double> planBusBandwidth(const NcclTestsReport &report, const QString &fileName = {});

    // NCCL_DEBUG=INFO log. Evidence, strongest first: "Using network X" lines, then channel lines
    // "via NET/X", then device lines ("NET/IB : Using …", "NET/IB : No device found",
    // "NCCL_IB_DISABLE set by environment to 1", "NET/Socket : Using …"), then P2P/SHM channels.
    // Within the strongest kind present, any TCP evidence wins (one rank on sockets slows all),
    // then InfiniBand, then another network. The deciding line and its number are kept.
    // A single-node run is intra-node only whatever network NCCL initialised: no channel goes
    // "via NET/" and either a comm line says "nNodes 1" (none says more) or channels go via P2P or
    // SHM. The version comes from "NCCL version X" with or without the "NCCL INFO" prefix, or
    // from RCCL's "RCCL version : X" banner. A log whose only "InfiniBand" devices are Azure's
    // accelerated-networking NIC (mlx5_an0) used RoCE over the front-end Ethernet: other network.
    static Result<NcclLogReport> parseLog(const QByteArray &text, const QString &fileName = {});
    static Result<NcclLogReport> loadLog(const QString &path);

    // Stable snake_case codes for the CLI and plan files: "infiniband", "tcp_fallback",
    // "other_network", "intra_node_only", "unknown".
    static QString transportCode(NcclTransport transport);

    // "all_reduce", "all_gather", "alltoall", "alltoallv", "broadcast", "reduce", "reduce_scatter",
    // "sendrecv", "gather", "scatter", "hypercube"; "unknown". The program is the code + "_perf".
    static QString collectiveCode(NcclCollective collective);
    // "program_name", "command_line", "columns", "none".
    static QString collectiveSourceCode(NcclCollectiveSource source);

    // The line as the tool printed it, with what launchers put in front of it blanked out (the
    // columns stay those of the file): RFC 3339 timestamps of `kubectl logs --timestamps`
    // ("2024-05-01T10:00:00.123456789Z "), the "[pod/NAME/CONTAINER] " of `kubectl logs --prefix`,
    // Open MPI's `mpirun --tag-output` tags ("[1,0]<stdout>:", <stderr>, <stddiag>), the "[0] " of
    // Intel MPI's and MPICH's -prepend-rank and the "0: " of Slurm's `srun --label`, in any order.
    static QString stripLaunchPrefix(const QString &line);
};

} // namespace capplan::data
