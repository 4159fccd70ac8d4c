// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/NcclImport.h"

#include <QFile>
#include <QTest>
#include <cmath>

using namespace capplan::data;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/nccl/") + name;
}

// Real outputs from the field and the variants derived from them: tests/data/samples/real/, each
// folder's README gives every file's source and, for a derived_ file, exactly how it was made.
QString realSample(const QString &name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/real/") + name;
}

QList<QByteArray> fileLines(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().split('\n') : QList<QByteArray>();
}

QStringList codes(const std::vector<NcclCollective> &collectives)
{
    QStringList out;
    for (const NcclCollective c : collectives) {
        out << NcclImport::collectiveCode(c);
    }
    return out;
}

// A minimal nccl-tests output around the given rows.
QByteArray testsOutput(const QByteArray &header, const QByteArray &rows, const QByteArray &footer = "12.5")
{
    return "# nThread 1 nGpus 1 minBytes 8 maxBytes 1024 step: 2(factor) warmup iters: 5 iters: 20\n" + header + "\n" +
           rows + "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : " + footer + " \n";
}

const QByteArray kHeader =
    "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   "
    "algbw   busbw #wrong";
const QByteArray kRow =
    "        1024           256     float     sum      -1    30.12    0.03    0.06      0    29.98    0.03 "
    "   0.06      0\n";

} // namespace

class TestNcclImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples();
    void rowFields();
    void malformedSamples_data();
    void malformedSamples();
    void malformedText_data();
    void malformedText();
    void olderLayoutAndLineEndings();
    void logSamples_data();
    void logSamples();
    void logPrecedence_data();
    void logPrecedence();
    void notALog();
    void missingFile();
    void realTests_data();
    void realTests();
    void realTestsRejected_data();
    void realTestsRejected();
    void realLogs_data();
    void realLogs();
    void rcclLogs_data();
    void rcclLogs();
    void launchPrefixes_data();
    void launchPrefixes();
    void collectiveFromText_data();
    void collectiveFromText();
    void collectiveContradiction();
    void planBusBandwidth_data();
    void planBusBandwidth();
    void existingSamplesAreAllReduce();
    void textAfterTheTable();
    void logSingleNode_data();
    void logSingleNode();
    void logVersionLine_data();
    void logVersionLine();
};

void TestNcclImport::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<qint64>("largest");
    QTest::addColumn<double>("atLargest");
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("average");
    QTest::addColumn<QString>("collective");
    // One ND H100 v5 VM, 8 B … 8 GiB: in-place 478.87 GB/s at 8 GiB, as Azure publishes.
    QTest::newRow("ND H100 v5, one VM") << "all_reduce_perf_nd_h100_v5_1node.txt" << 31 << 8 << qint64(8589934592)
                                        << 478.87 << 479.80 << 167.965 << "all_reduce_perf";
    // Two VMs over InfiniBand, NCCL INFO lines and an ssh warning before the header.
    QTest::newRow("ND H100 v5, two VMs") << "all_reduce_perf_nd_h100_v5_2node_ib.txt" << 24 << 16 << qint64(8589934592)
                                         << 372.26 << 373.57 << 165.253 << "";
    // -c 0: #wrong is N/A.
    QTest::newRow("no validation") << "all_reduce_perf_nocheck.txt" << 7 << 16 << qint64(8589934592) << 371.85 << 371.85
                                   << 365.036 << "";
    // Two NC80adis VMs on TCP sockets: about 5 GB/s.
    QTest::newRow("NC80adis over TCP") << "all_reduce_perf_nc80adis_tcp.txt" << 13 << 4 << qint64(4294967296) << 4.97
                                       << 5.02 << 4.59923 << "";
}

void TestNcclImport::samples()
{
    QFETCH(QString, file);
    QFETCH(int, rows);
    QFETCH(int, ranks);
    QFETCH(qint64, largest);
    QFETCH(double, atLargest);
    QFETCH(double, peak);
    QFETCH(double, average);
    QFETCH(QString, collective);
    const Result<NcclTestsReport> r = NcclImport::loadTests(sample(file));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    const NcclTestsReport &report = r.value();
    QCOMPARE(static_cast<int>(report.rows.size()), rows);
    QCOMPARE(report.ranks, ranks);
    QCOMPARE(report.largestMessageBytes, largest);
    // The files print two decimals (five significant digits for the average): exact to 1e-9.
    QVERIFY(std::abs(report.busBandwidthAtLargestGBps - atLargest) <= 1e-9);
    QVERIFY(std::abs(report.peakBusBandwidthGBps - peak) <= 1e-9);
    QVERIFY(std::abs(report.averageBusBandwidthGBps - average) <= 1e-9);
    QCOMPARE(report.collective, collective);
}

void TestNcclImport::rowFields()
{
    const Result<NcclTestsReport> r = NcclImport::loadTests(sample(QStringLiteral("all_reduce_perf_nocheck.txt")));
    QVERIFY(r.ok());
    const NcclTestsRow &first = r.value().rows.front();
    QCOMPARE(first.sizeBytes, qint64(134217728));
    QCOMPARE(first.count, qint64(33554432));
    QCOMPARE(first.type, QStringLiteral("float"));
    QCOMPARE(first.redop, QStringLiteral("sum"));
    QCOMPARE(first.root, std::optional<int>(-1));
    QVERIFY(!first.outOfPlace.wrong.has_value()); // N/A
    QVERIFY(!first.inPlace.wrong.has_value());
    QCOMPARE(first.outOfPlace.busbwGBps, 350.05);
    QCOMPARE(first.inPlace.busbwGBps, 350.78);
    QCOMPARE(first.line, 24);
    // busbw = algbw · 2(n−1)/n for 16 ranks: 1.875 · algbw, to the printed precision.
    QVERIFY(std::abs(first.outOfPlace.busbwGBps - 1.875 * first.outOfPlace.algbwGBps) <= 0.01);
    QCOMPARE(r.value().rows.back().outOfPlace.timeUs, 43313.0);

    const Result<NcclTestsReport> checked =
        NcclImport::loadTests(sample(QStringLiteral("all_reduce_perf_nd_h100_v5_1node.txt")));
    QVERIFY(checked.ok());
    QCOMPARE(checked.value().rows.front().outOfPlace.wrong, std::optional<qint64>(0));
    QCOMPARE(checked.value().rows.front().sizeBytes, qint64(8));
}

void TestNcclImport::malformedSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    // Cut in the middle of the 32 MiB row: the line is 70 characters, the next column would be 71.
    QTest::newRow("truncated") << "malformed_truncated.txt"
                               << "line 39, column 71"
                               << "the row has 7 of 13 columns; the output looks truncated";
    QTest::newRow("no data rows") << "malformed_no_rows.txt"
                                  << "line 15"
                                  << "no data rows after the column header";
    QTest::newRow("garbage number") << "malformed_garbage_number.txt"
                                    << "line 41, column 72"
                                    << "“4O.12” is not a number (busbw)";
    QTest::newRow("footer without a number") << "malformed_bad_footer.txt"
                                             << "line 32, column 26"
                                             << "“n/a” is not a number (average bus bandwidth)";
    QTest::newRow("not nccl-tests output") << "not_nccl_tests.txt"
                                           << ""
                                           << "no nccl-tests column header (“# size count type redop root time algbw "
                                              "busbw …”): not an nccl-tests output";
}

void TestNcclImport::malformedSamples()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const Result<NcclTestsReport> r = NcclImport::loadTests(sample(file));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().path, path);
    QCOMPARE(r.error().message, message);
    QCOMPARE(r.error().file, sample(file));
    QVERIFY(r.error().toLine().startsWith(sample(file) + QStringLiteral(": ")));
}

void TestNcclImport::malformedText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray("  \n\n") << ""
                           << "the file is empty";
    QTest::newRow("binary") << QByteArray("#\0size", 6) << ""
                            << "not a text file: nccl-tests prints plain text";
    // The row is 116 characters; a 14th field after it starts at column 118.
    QTest::newRow("extra column") << testsOutput(kHeader, kRow.chopped(1) + " 7\n") << "line 3, column 118"
                                  << "unexpected extra column “7”";
    QTest::newRow("negative size") << testsOutput(kHeader, "-1024" + kRow.mid(12)) << "line 3, column 1"
                                   << "“-1024” must not be negative (size)";
    QTest::newRow("infinite busbw") << testsOutput(kHeader, QByteArray(kRow).replace("0.06      0    29.98",
                                                                                     "inf       0    29.98"))
                                    << "line 3, column 74"
                                    << "“inf” is not a number (busbw)";
    QTest::newRow("wrong count not a number")
        << testsOutput(kHeader, QByteArray(kRow).replace("0.06      0    29.98", "0.06      x    29.98"))
        << "line 3, column 84"
        << "“x” is not a whole number (#wrong)";
    QTest::newRow("unknown layout") << testsOutput("#  size  count  type  redop  time  busbw", kRow)
                                    << "line 2, column 4"
                                    << "unknown column layout; expected “size count type redop root time algbw busbw "
                                       "#wrong time algbw busbw #wrong”";
    QTest::newRow("no footer") << QByteArray("# header follows\n" + kHeader + "\n" + kRow) << "line 4"
                               << "the output ends before the “# Avg bus bandwidth” footer: the run did not finish";
}

void TestNcclImport::malformedText()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const Result<NcclTestsReport> r = NcclImport::parseTests(text, QStringLiteral("run.txt"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().path, path);
    QCOMPARE(r.error().message, message);
    QCOMPARE(r.error().file, QStringLiteral("run.txt"));
}

void TestNcclImport::olderLayoutAndLineEndings()
{
    // Older nccl-tests: no root column, "error" instead of "#wrong"; Windows line endings.
    const QByteArray text = "#  size  count  type  redop  time  algbw  busbw  error  time  algbw  busbw  error\r\n"
                            "   1048576   262144  float  sum  102.1  10.27  17.97  0  101.9  10.29  18.01  0\r\n"
                            "   2097152   524288  float  sum  151.0  13.89  24.30  0  150.2  13.96  24.43  0\r\n"
                            "# Avg bus bandwidth    : 21.1775\r\n";
    const Result<NcclTestsReport> r = NcclImport::parseTests(text);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    QCOMPARE(r.value().rows.size(), std::size_t(2));
    QVERIFY(!r.value().rows.front().root.has_value());
    QCOMPARE(r.value().rows.back().inPlace.busbwGBps, 24.43);
    QCOMPARE(r.value().busBandwidthAtLargestGBps, 24.43);
    QCOMPARE(r.value().averageBusBandwidthGBps, 21.1775);
    QCOMPARE(r.value().ranks, 0);
}

void TestNcclImport::logSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("transport");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("network");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QStringList>("devices");
    const QStringList eight{QStringLiteral("mlx5_0:1"), QStringLiteral("mlx5_1:1"), QStringLiteral("mlx5_2:1"),
                            QStringLiteral("mlx5_3:1"), QStringLiteral("mlx5_4:1"), QStringLiteral("mlx5_5:1"),
                            QStringLiteral("mlx5_6:1"), QStringLiteral("mlx5_7:1")};
    QStringList eightIb;
    for (int i = 0; i < 8; ++i) {
        eightIb << QStringLiteral("mlx5_ib%1:1").arg(i);
    }
    const int ib = static_cast<int>(NcclTransport::InfiniBand);
    const int tcp = static_cast<int>(NcclTransport::TcpFallback);
    QTest::newRow("InfiniBand") << "nccl_ib.log" << ib << 9 << "IB"
                                << "2.21.5+cuda12.4" << eight;
    QTest::newRow("IBext plugin (Azure HPC images)") << "nccl_ibext.log" << ib << 8 << "IBext_v8"
                                                     << "2.23.4+cuda12.6" << eightIb;
    QTest::newRow("no IB device: sockets") << "nccl_socket.log" << tcp << 9 << "Socket"
                                           << "2.21.5+cuda12.4" << QStringList();
    // Older NCCL without "Using network": the environment line decides.
    QTest::newRow("NCCL_IB_DISABLE=1") << "nccl_ib_disabled.log" << tcp << 3 << "IB"
                                       << "2.18.5+cuda12.2" << QStringList();
    QTest::newRow("one node, NVLink only")
        << "nccl_single_node.log" << static_cast<int>(NcclTransport::IntraNodeOnly) << 5 << ""
        << "2.21.5+cuda12.4" << QStringList();
    // Two ranks talk over IB, one over sockets: the slow one decides.
    QTest::newRow("one rank on sockets") << "nccl_mixed_ranks.log" << tcp << 7 << "Socket"
                                         << "2.18.5+cuda12.2"
                                         << QStringList{QStringLiteral("mlx5_0:1"), QStringLiteral("mlx5_1:1")};
}

void TestNcclImport::logSamples()
{
    QFETCH(QString, file);
    QFETCH(int, transport);
    QFETCH(int, line);
    QFETCH(QString, network);
    QFETCH(QString, version);
    QFETCH(QStringList, devices);
    const Result<NcclLogReport> r = NcclImport::loadLog(sample(file));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    const NcclLogReport &report = r.value();
    QCOMPARE(static_cast<int>(report.transport), transport);
    QCOMPARE(report.evidenceLine, line);
    QCOMPARE(report.network, network);
    QCOMPARE(report.ncclVersion, version);
    QCOMPARE(report.infinibandDevices, devices);
    // The kept line is the file's line, trimmed.
    QFile f(sample(file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QCOMPARE(report.evidenceText, QString::fromUtf8(lines.at(line - 1)).trimmed());
}

void TestNcclImport::logPrecedence_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("network");
    const QByteArray p = "h:1:2 [0] NCCL INFO ";
    // NCCL_NET=Socket on a machine with IB: the IB device initialised, but the chosen network wins.
    QTest::newRow("chosen network beats device line")
        << QByteArray(p + "NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.0.1<0>\n" + p +
                      "NET/Socket : Using [0]ib0:10.0.0.1<0>\n" + p + "Using network Socket\n")
        << "tcp_fallback" << 3 << "Socket";
    // Both device lines and nothing stronger: InfiniBand (NCCL initialises sockets too).
    QTest::newRow("IB and socket device lines") << QByteArray(p + "NET/Socket : Using [0]eth0:10.0.0.2<0>\n" + p +
                                                              "NET/IB : Using [0]mlx5_0:1/IB ; OOB eth0:10.0.0.2<0>\n")
                                                << "infiniband" << 2 << "IB";
    QTest::newRow("socket device line alone")
        << QByteArray(p + "NET/Socket : Using [0]eth0:10.0.0.2<0>\n") << "tcp_fallback" << 1 << "Socket";
    QTest::newRow("channel lines beat device lines")
        << QByteArray(p + "NET/IB : No device found.\n" + p + "Channel 00/0 : 0[0] -> 8[0] [send] via NET/IB/0\n")
        << "infiniband" << 2 << "IB";
    QTest::newRow("another network plugin")
        << QByteArray(p + "Using network AWS Libfabric\n") << "other_network" << 1 << "AWS Libfabric";
    QTest::newRow("nothing about transports")
        << QByteArray(p + "comm 0x1 rank 0 nRanks 2 - Init COMPLETE\n") << "unknown" << 0 << "";
    // Lines of 10 MB: the backtracking patterns these lines were read with ran into PCRE's match
    // limit from 5 MB of text after the network's name on, and matched nothing, without a word;
    // the scans read them (the first and the device line failed before, the others are the
    // shapes the patterns did take).
    const QByteArray blanks(10 * 1000 * 1000, ' ');
    const QByteArray junk(10 * 1000 * 1000, 'x');
    QTest::newRow("10 MB: chosen network, text after")
        << QByteArray(p + "NET/Socket : Using [0]eth0:10.0.0.2<0>\n" + p + "Using network IB " + junk + "\n")
        << "infiniband" << 2 << QString::fromLatin1("IB " + junk);
    QTest::newRow("10 MB: device line after a long run")
        << QByteArray(p + "NET/" + junk + " " + p + "NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.0.1<0>\n")
        << "infiniband" << 1 << "IB";
    QTest::newRow("10 MB: chosen network, blanks after")
        << QByteArray(p + "NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.0.1<0>\n" + p + "Using network Socket" + blanks +
                      "\n")
        << "tcp_fallback" << 2 << "Socket";
    QTest::newRow("10 MB: chosen network, text before")
        << QByteArray(junk + " " + p + "Using network IB\n") << "infiniband" << 1 << "IB";
    QTest::newRow("10 MB: channel line, blanks after")
        << QByteArray(p + "NET/IB : No device found.\n" + p + "Channel 00/0 : 0[0] -> 8[0] [send] via NET/Socket" +
                      blanks + "\n")
        << "tcp_fallback" << 2 << "Socket";
    QTest::newRow("10 MB: channel line, text after the port")
        << QByteArray(p + "Channel 00/0 : 0[0] -> 8[0] [send] via NET/IB/0/GDRDMA " + junk + "\n") << "infiniband" << 1
        << "IB";
    QTest::newRow("10 MB: device line") << QByteArray(p + "NET/IB : Using [0]mlx5_0:1/IB ; OOB " + junk + "\n")
                                        << "infiniband" << 1 << "IB";
    // The device line's shape: a name, a colon between blanks, the word Using.
    QTest::newRow("device line without a name") << QByteArray(p + "NET/ : Using [0]eth0\n") << "unknown" << 0 << "";
    QTest::newRow("device line, Using not a word") << QByteArray(p + "NET/IB : Usingx\n") << "unknown" << 0 << "";
    QTest::newRow("device line, blanks around the colon")
        << QByteArray(p + "NET/IBext\t:\tUsing [0]mlx5_0:1/IB\n") << "infiniband" << 1 << "IBext";
    // A "via NET/" that starts no word, or names nothing, is not a channel line.
    QTest::newRow("via NET/ inside a word") << QByteArray(p + "trivia NET/IB/0\n") << "unknown" << 0 << "";
    QTest::newRow("via NET/ naming nothing, then one")
        << QByteArray(p + "via NET//0 via NET/Socket/1\n") << "tcp_fallback" << 1 << "Socket";
}

void TestNcclImport::logPrecedence()
{
    QFETCH(QByteArray, log);
    QFETCH(QString, transport);
    QFETCH(int, line);
    QFETCH(QString, network);
    const Result<NcclLogReport> r = NcclImport::parseLog(log);
    QVERIFY(r.ok());
    QCOMPARE(NcclImport::transportCode(r.value().transport), transport);
    QCOMPARE(r.value().evidenceLine, line);
    QCOMPARE(r.value().network, network);
}

void TestNcclImport::notALog()
{
    const Result<NcclLogReport> r = NcclImport::loadLog(sample(QStringLiteral("not_nccl.log")));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().message, QStringLiteral("not an NCCL_DEBUG=INFO log: no line contains “NCCL INFO”"));
    QVERIFY(!NcclImport::parseLog(QByteArray()).ok());
    // An nccl-tests output is not a log unless NCCL_DEBUG was on.
    QVERIFY(!NcclImport::loadLog(sample(QStringLiteral("all_reduce_perf_nocheck.txt"))).ok());
    // RoCE ports count as IB devices (NET/IB drives them).
    const Result<NcclLogReport> roce =
        NcclImport::parseLog("h:1:2 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_1:1/RoCE [RO]; OOB eth0\n");
    QVERIFY(roce.ok());
    QCOMPARE(roce.value().infinibandDevices, (QStringList{QStringLiteral("mlx5_0:1"), QStringLiteral("mlx5_1:1")}));
}

void TestNcclImport::missingFile()
{
    const QString path = sample(QStringLiteral("does_not_exist.txt"));
    const Result<NcclTestsReport> tests = NcclImport::loadTests(path);
    QVERIFY(!tests.ok());
    QCOMPARE(tests.error().file, path);
    QCOMPARE(tests.error().message, QStringLiteral("cannot read the file: No such file or directory"));
    QVERIFY(!NcclImport::loadLog(path).ok());
}

// Accepted files from the field: the numbers are the file's own (the row of the largest size, the
// better of out-of-place and in-place busbw; the "# Avg bus bandwidth" footer), the collective as
// read, whether the plan may take it, and the transport the NCCL-log reader finds in the same file
// ("" where the file is no NCCL_DEBUG=INFO log).
void TestNcclImport::realTests_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<qint64>("largest");
    QTest::addColumn<double>("atLargest");
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("average");
    QTest::addColumn<QString>("collective");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("alsoMatches");
    QTest::addColumn<bool>("applies");
    QTest::addColumn<QString>("transport");
    const QStringList none;
    // mpirun --tag-output, two T4 ranks: 1 GiB row (line 88) 3.11 / 3.12; peak 3.15 at 128 and
    // 256 MiB; footer 1.15327. Two ranks: sendrecv_perf's rows would look the same.
    QTest::newRow("real: EKS EFA, mpirun --tag-output")
        << "nccl-tests/aws-eks-efa-t4-2node_mpirun-tag-output_nccl-2.12.txt" << 31 << 2 << qint64(1073741824) << 3.12
        << 3.15 << 1.15327 << "all_reduce"
        << "columns"
        << "" << QStringList{QStringLiteral("sendrecv")} << true << "other_network";
    // kubectl logs of an MPIJob launcher, 16 H100: 8 GiB row (line 36) 196.52 / 196.51; footer 194.675.
    QTest::newRow("real: MPIJob, kubectl logs") << "nccl-tests/k8s-mpijob-h100-2node-16gpu_kubectl-logs.txt" << 5 << 16
                                                << qint64(8589934592) << 196.52 << 196.52 << 194.675 << "all_reduce"
                                                << "columns"
                                                << "" << none << true << "";
    // OKE mpimaster, 16 A100: 8 GiB row (line 58) 237.94 / 237.52; footer 66.4834.
    QTest::newRow("real: OKE mpimaster") << "nccl-tests/oci-oke-a100-2node-16gpu_mpimaster.txt" << 31 << 16
                                         << qint64(8589934592) << 237.94 << 237.94 << 66.4834 << "all_reduce"
                                         << "columns"
                                         << "" << none << true << "";
    // The derived variants (README): the same numbers as the file they were made from.
    QTest::newRow("derived: OKE with mpirun tags")
        << "nccl-tests/derived_oci-oke-a100-2node-16gpu_mpimaster_tag-output.txt" << 31 << 16 << qint64(8589934592)
        << 237.94 << 237.94 << 66.4834 << "all_reduce"
        << "columns"
        << "" << none << true << "";
    QTest::newRow("derived: MPIJob with kubectl timestamps")
        << "nccl-tests/derived_k8s-mpijob-h100-2node-16gpu_kubectl-logs_timestamps.txt" << 5 << 16 << qint64(8589934592)
        << 196.52 << 196.52 << 194.675 << "all_reduce"
        << "columns"
        << "" << none << true << "";
    QTest::newRow("derived: EKS with timestamps before the tags")
        << "nccl-tests/derived_aws-eks-efa-t4-2node_mpirun-tag-output_timestamps.txt" << 31 << 2 << qint64(1073741824)
        << 3.12 << 3.15 << 1.15327 << "all_reduce"
        << "columns"
        << "" << QStringList{QStringLiteral("sendrecv")} << true << "other_network";
    QTest::newRow("derived: a second run after the footer")
        << "nccl-tests/derived_oci-oke-a100-2node-16gpu_mpimaster_then-second-run.txt" << 31 << 16 << qint64(8589934592)
        << 237.94 << 237.94 << 66.4834 << "all_reduce"
        << "columns"
        << "" << none << true << "";
    QTest::newRow("derived: Open MPI help messages after the rows")
        << "nccl-tests/derived_k8s-mpijob-h100-2node-16gpu_kubectl-logs_help-messages.txt" << 5 << 16
        << qint64(8589934592) << 196.52 << 196.52 << 194.675 << "all_reduce"
        << "columns"
        << "" << none << true << "";
    // all_gather_perf (named on line 9): 104.81 × 15/16 = 98.26 at 8 GiB; footer 97.336. Shown,
    // not for the plan.
    QTest::newRow("derived: all_gather_perf") << "nccl-tests/derived_k8s-mpijob-h100-2node-16gpu_all_gather.txt" << 5
                                              << 16 << qint64(8589934592) << 98.26 << 98.26 << 97.336 << "all_gather"
                                              << "program_name"
                                              << "all_gather_perf" << none << false << "";
    // broadcast_perf read from its columns (redop none, root 0, busbw = algbw): 126.90 at 8 GiB;
    // footer 35.4576.
    QTest::newRow("derived: broadcast_perf, not named")
        << "nccl-tests/derived_oci-oke-a100-2node-16gpu_mpimaster_broadcast.txt" << 31 << 16 << qint64(8589934592)
        << 126.90 << 126.90 << 35.4576 << "broadcast"
        << "columns"
        << "" << none << false << "";
}

void TestNcclImport::realTests()
{
    QFETCH(QString, file);
    QFETCH(int, rows);
    QFETCH(int, ranks);
    QFETCH(qint64, largest);
    QFETCH(double, atLargest);
    QFETCH(double, peak);
    QFETCH(double, average);
    QFETCH(QString, collective);
    QFETCH(QString, source);
    QFETCH(QString, program);
    QFETCH(QStringList, alsoMatches);
    QFETCH(bool, applies);
    QFETCH(QString, transport);
    const Result<NcclTestsReport> r = NcclImport::loadTests(realSample(file));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    const NcclTestsReport &report = r.value();
    QCOMPARE(static_cast<int>(report.rows.size()), rows);
    QCOMPARE(report.ranks, ranks);
    QCOMPARE(report.largestMessageBytes, largest);
    QVERIFY(std::abs(report.busBandwidthAtLargestGBps - atLargest) <= 1e-9);
    QVERIFY(std::abs(report.peakBusBandwidthGBps - peak) <= 1e-9);
    QVERIFY(std::abs(report.averageBusBandwidthGBps - average) <= 1e-9);
    QCOMPARE(NcclImport::collectiveCode(report.kind), collective);
    QCOMPARE(NcclImport::collectiveSourceCode(report.kindSource), source);
    QCOMPARE(report.collective, program);
    QCOMPARE(codes(report.lookalikes), alsoMatches);
    const Result<double> plan = NcclImport::planBusBandwidth(report);
    QCOMPARE(plan.ok(), applies);
    if (applies) {
        QCOMPARE(plan.value(), report.busBandwidthAtLargestGBps);
    } else {
        QVERIFY(plan.error().message.contains(QStringLiteral("%1_perf output").arg(collective)));
    }
    // Every row's line is the file's line of that size, whatever stands before it.
    const QList<QByteArray> lines = fileLines(realSample(file));
    for (const NcclTestsRow &row : report.rows) {
        const QString line = QString::fromUtf8(lines.at(row.line - 1));
        QVERIFY2(line.contains(QStringLiteral(" %1 ").arg(row.sizeBytes)), qPrintable(line));
    }
    const Result<NcclLogReport> log = NcclImport::loadLog(realSample(file));
    QCOMPARE(log.ok() ? NcclImport::transportCode(log.value().transport) : QString(), transport);
}

// Rejected files from the field: the message says where and what.
void TestNcclImport::realTestsRejected_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    // Cut at 80 characters of line 81 (README): 7 fields, the next column 81 of the file's line
    // with its "[1,0]<stdout>:" tag.
    QTest::newRow("derived: tagged run cut in a row")
        << "nccl-tests/derived_aws-eks-efa-t4-2node_mpirun-tag-output_truncated.txt"
        << "line 81, column 81"
        << "the row has 7 of 13 columns; the output looks truncated";
    // The first run's header is line 25; the second run's is line 79.
    QTest::newRow("derived: first run without its footer")
        << "nccl-tests/derived_oci-oke-a100-2node-16gpu_mpimaster_first-run-unfinished.txt"
        << "line 79"
        << "the run of the header at line 25 has no “# Avg bus bandwidth” footer before the next run starts: it did "
           "not finish";
    QTest::newRow("real: an NCCL log is no nccl-tests output")
        << "nccl-log/gke-lab06-nccl_transport-excerpt_socket.txt"
        << ""
        << "no nccl-tests column header (“# size count type redop root time algbw busbw …”): not an nccl-tests output";
}

void TestNcclImport::realTestsRejected()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const Result<NcclTestsReport> r = NcclImport::loadTests(realSample(file));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().path, path);
    QCOMPARE(r.error().message, message);
    QCOMPARE(r.error().file, realSample(file));
}

void TestNcclImport::realLogs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("network");
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("nodes");
    // "Using network AWS Libfabric" (line 16) decides; the version is line 17's
    // "[1,0]<stdout>:NCCL version 2.12.7+cuda11.4", without the NCCL INFO prefix.
    QTest::newRow("real: EKS EFA, tagged") << "nccl-log/aws-eks-efa-t4-2node_mpirun-tag-output_nccl-2.12.txt"
                                           << "other_network" << 16 << "AWS Libfabric"
                                           << "2.12.7+cuda11.4" << 0;
    QTest::newRow("real: GKE, sockets") << "nccl-log/gke-lab06-nccl_transport-excerpt_socket.txt"
                                        << "tcp_fallback" << 4 << "Socket"
                                        << "2.22.3+cuda12.6" << 0;
    // One rank on one node (line 9: nRanks 1 nNodes 1): sockets initialised, no TCP fallback.
    QTest::newRow("real: SPCX, one rank") << "nccl-log/spcx-plugin-L4-single-rank_excerpt_socket.txt"
                                          << "intra_node_only" << 9 << ""
                                          << "" << 1;
    QTest::newRow("derived: EKS without tags, bare version line")
        << "nccl-log/derived_aws-eks-efa-t4-2node_untagged.txt"
        << "other_network" << 16 << "AWS Libfabric"
        << "2.12.7+cuda11.4" << 0;
    QTest::newRow("derived: EKS with timestamps before the tags")
        << "nccl-tests/derived_aws-eks-efa-t4-2node_mpirun-tag-output_timestamps.txt"
        << "other_network" << 16 << "AWS Libfabric"
        << "2.12.7+cuda11.4" << 0;
    // Sockets initialised, both channels over P2P and SHM (line 6 the first).
    QTest::newRow("derived: GKE on one node") << "nccl-log/derived_gke-lab06-nccl_transport-excerpt_single-node-p2p.txt"
                                              << "intra_node_only" << 6 << ""
                                              << "2.22.3+cuda12.6" << 0;
}

void TestNcclImport::realLogs()
{
    QFETCH(QString, file);
    QFETCH(QString, transport);
    QFETCH(int, line);
    QFETCH(QString, network);
    QFETCH(QString, version);
    QFETCH(int, nodes);
    const Result<NcclLogReport> r = NcclImport::loadLog(realSample(file));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    const NcclLogReport &report = r.value();
    QCOMPARE(NcclImport::transportCode(report.transport), transport);
    QCOMPARE(report.evidenceLine, line);
    QCOMPARE(report.network, network);
    QCOMPARE(report.ncclVersion, version);
    QCOMPARE(report.nodes, nodes);
    QVERIFY(report.infinibandDevices.isEmpty());
    // The kept line is the file's line as it stands, prefixes and all.
    QCOMPARE(report.evidenceText, QString::fromUtf8(fileLines(realSample(file)).at(line - 1)).trimmed());
}

// RCCL, AMD's port of NCCL, logs with the same "NCCL INFO" lines and its own version banner; on
// Azure NCCL lists the accelerated-networking NIC (mlx5_an0) as a RoCE port beside the HCAs.
void TestNcclImport::rcclLogs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("network");
    QTest::addColumn<int>("hcas");
    QTest::addColumn<int>("nodes");
    // One node (line 20: nNodes 1): "Using network IB" (line 19), yet nothing left the node.
    QTest::newRow("real: Azure MI300X, RCCL 2.21.5, one node")
        << "nccl-log/azure-nd-mi300x-rccl-2.21.5_llamafactory-1node_excerpt.txt" << "intra_node_only" << 20 << "" << 8 << 1;
    // "Using network IB" on mlx5_an0 alone is RoCE over the front-end Ethernet (line 15 lists it).
    QTest::newRow("derived: accelerated networking only, two nodes")
        << "nccl-log/derived_azure-rccl_accelerated-networking-only_2node.txt" << "other_network" << 15 << "RoCE" << 0 << 2;
}

void TestNcclImport::rcclLogs()
{
    QFETCH(QString, file);
    QFETCH(QString, transport);
    QFETCH(int, line);
    QFETCH(QString, network);
    QFETCH(int, hcas);
    QFETCH(int, nodes);
    const Result<NcclLogReport> r = NcclImport::loadLog(realSample(file));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    const NcclLogReport &report = r.value();
    QCOMPARE(NcclImport::transportCode(report.transport), transport);
    QCOMPARE(report.evidenceLine, line);
    QCOMPARE(report.network, network);
    QCOMPARE(report.collectiveLibrary, QStringLiteral("RCCL"));
    QCOMPARE(report.ncclVersion, QStringLiteral("2.21.5-HEAD:eef7b29")); // line 9's banner, no prefix
    QCOMPARE(report.nodes, nodes);
    QCOMPARE(report.infinibandDevices.size(), qsizetype(hcas));
    if (hcas > 0) {
        QCOMPARE(report.infinibandDevices.front(), QStringLiteral("mlx5_ib0:1"));
        QCOMPARE(report.infinibandDevices.back(), QStringLiteral("mlx5_ib7:1"));
    }
    QCOMPARE(report.acceleratedNetworkingDevices, QStringList{QStringLiteral("mlx5_an0:1")});
    QCOMPARE(report.evidenceText, QString::fromUtf8(fileLines(realSample(file)).at(line - 1)).trimmed());
}

void TestNcclImport::launchPrefixes_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("stripped");
    QTest::newRow("mpirun --tag-output") << "[1,0]<stdout>:# nThread 1"
                                         << "              # nThread 1";
    QTest::newRow("stderr, another rank") << "[1,12]<stderr>:warning"
                                          << "               warning";
    QTest::newRow("kubectl --timestamps") << "2024-05-01T10:00:00.123456789Z # Avg"
                                          << "                               # Avg";
    QTest::newRow("timestamp with an offset") << "2024-05-01T10:00:00+02:00 x"
                                              << "                          x";
    QTest::newRow("timestamp, then tag") << "2024-05-01T10:00:00Z [1,0]<stdout>:   8"
                                         << "                                      8";
    QTest::newRow("kubectl --prefix") << "[pod/nccl-launcher/nccl] # size"
                                      << "                         # size";
    QTest::newRow("srun --label") << "0: # nThread"
                                  << "   # nThread";
    QTest::newRow("-prepend-rank") << "[0] # nThread"
                                   << "    # nThread";
    // Not prefixes: an Open MPI message, a timestamp without the space, a data row.
    QTest::newRow("Open MPI message") << "[host:00001] 15 more processes"
                                      << "[host:00001] 15 more processes";
    QTest::newRow("date without a space") << "2024-05-01T10:00:00Z# x"
                                          << "2024-05-01T10:00:00Z# x";
    QTest::newRow("data row") << "        1024           256     float"
                              << "        1024           256     float";
}

void TestNcclImport::launchPrefixes()
{
    QFETCH(QString, line);
    QFETCH(QString, stripped);
    QCOMPARE(NcclImport::stripLaunchPrefix(line), stripped);
}

void TestNcclImport::collectiveFromText_data()
{
    // Row layouts as nccl-tests prints them (src/common.cu; the 2019–2022 ones from that time's
    // src/all_gather.cu, src/broadcast.cu, src/reduce_scatter.cu); numbers made up to fit.
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("collective");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("alsoMatches");
    QTest::addColumn<int>("line");
    const QByteArray rank = "#  Rank  0 Group  0 Pid 1 on h device  0 [0x1] GPU\n";
    const QByteArray fourRanks = rank + rank + rank + rank;
    const QByteArray row = "     1048576        262144     float     sum      -1    100.0   10.49   15.73      0    "
                           "100.0   10.49   15.73      0\n";
    // busbw = algbw · 2·3/4 for four ranks: all-reduce's rows.
    QTest::newRow("all_reduce, four ranks")
        << QByteArray(fourRanks + kHeader + "\n" + row + "# Avg bus bandwidth : 15.73\n") << "all_reduce"
        << "columns"
        << "" << QStringList() << 0;
    // busbw = algbw: sendrecv_perf's rows.
    QTest::newRow("sendrecv, four ranks")
        << QByteArray(fourRanks + kHeader + "\n" + QByteArray(row).replace("15.73", "10.49") +
                      "# Avg bus bandwidth : 10.49\n")
        << "sendrecv"
        << "columns"
        << "" << QStringList() << 0;
    // count × 4 B × 4 ranks = size: a quarter per rank.
    QTest::newRow("reduce_scatter") << QByteArray(fourRanks + kHeader + "\n" +
                                                  QByteArray(row).replace("      262144", "       65536") +
                                                  "# Avg bus bandwidth : 15.73\n")
                                    << "reduce_scatter"
                                    << "columns"
                                    << "" << QStringList() << 0;
    QTest::newRow("alltoall or all_gather")
        << QByteArray(fourRanks + kHeader + "\n" +
                      QByteArray(row).replace("      262144", "       65536").replace("   sum", "  none") +
                      "# Avg bus bandwidth : 15.73\n")
        << "all_gather"
        << "columns"
        << "" << QStringList{QStringLiteral("alltoall")} << 0;
    QTest::newRow("reduce") << QByteArray(fourRanks + kHeader + "\n" + QByteArray(row).replace("  -1", "   0") +
                                          "# Avg bus bandwidth : 15.73\n")
                            << "reduce"
                            << "columns"
                            << "" << QStringList() << 0;
    QTest::newRow("gather or scatter") << QByteArray(fourRanks + kHeader + "\n" +
                                                     QByteArray(row)
                                                         .replace("      262144", "       65536")
                                                         .replace("   sum", "  none")
                                                         .replace("  -1", "   2") +
                                                     "# Avg bus bandwidth : 15.73\n")
                                       << "gather"
                                       << "columns"
                                       << "" << QStringList{QStringLiteral("scatter")} << 0;
    // 2019–2022: all_gather_perf printed neither redop nor root, broadcast_perf root only.
    QTest::newRow("all_gather, 2019–2022 layout")
        << QByteArray("#  size  count  type  time  algbw  busbw  error  time  algbw  busbw  error\n"
                      "   1048576   65536  float  102.1  10.27  7.70  0  101.9  10.29  7.72  0\n"
                      "# Avg bus bandwidth    : 7.71\n")
        << "all_gather"
        << "columns"
        << "" << QStringList() << 0;
    QTest::newRow("broadcast, 2019–2022 layout")
        << QByteArray("#  size  count  type  root  time  algbw  busbw  error  time  algbw  busbw  error\n"
                      "   1048576   262144  float  0  102.1  10.27  10.27  0  101.9  10.29  10.29  0\n"
                      "# Avg bus bandwidth    : 10.28\n")
        << "broadcast"
        << "columns"
        << "" << QStringList() << 0;
    // An unknown element type: count against size says nothing, and three collectives fit.
    QTest::newRow("unknown type") << QByteArray(kHeader + "\n" + QByteArray(row).replace(" float", " fp128") +
                                                "# Avg bus bandwidth : 15.73\n")
                                  << "all_reduce"
                                  << "columns"
                                  << "" << QStringList{QStringLiteral("reduce_scatter"), QStringLiteral("sendrecv")}
                                  << 0;
    // An echoed command line names the program (`make MPI=1 NAME_SUFFIX=_mpi`, nccl-tests README).
    QTest::newRow("command line") << QByteArray(
                                         "+ mpirun -np 4 /opt/nccl-tests/build/all_reduce_perf_mpi -b 8 -e 1M\n" +
                                         fourRanks + kHeader + "\n" + row + "# Avg bus bandwidth : 15.73\n")
                                  << "all_reduce"
                                  << "command_line"
                                  << "all_reduce_perf_mpi" << QStringList() << 1;
    // A script running two tests: the last command before the table is this table's.
    QTest::newRow("last command line before the table")
        << QByteArray("for t in all_reduce_perf broadcast_perf; do\n+ ./build/broadcast_perf -b 8\n" + fourRanks +
                      kHeader + "\n" +
                      QByteArray(row).replace("   sum", "  none").replace("  -1", "   0").replace("15.73", "10.49") +
                      "# Avg bus bandwidth : 10.49\n")
        << "broadcast"
        << "command_line"
        << "broadcast_perf" << QStringList() << 2;
    // "Collective test starting" beats a command line; "all_reduce_performance" names nothing.
    QTest::newRow("program name line")
        << QByteArray("see all_reduce_performance.md\n# Collective test starting: all_reduce_perf\n" + kHeader + "\n" +
                      row + "# Avg bus bandwidth : 15.73\n")
        << "all_reduce"
        << "program_name"
        << "all_reduce_perf" << QStringList() << 2;
}

void TestNcclImport::collectiveFromText()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, collective);
    QFETCH(QString, source);
    QFETCH(QString, program);
    QFETCH(QStringList, alsoMatches);
    QFETCH(int, line);
    const Result<NcclTestsReport> r = NcclImport::parseTests(text);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    QCOMPARE(NcclImport::collectiveCode(r.value().kind), collective);
    QCOMPARE(NcclImport::collectiveSourceCode(r.value().kindSource), source);
    QCOMPARE(r.value().collective, program);
    QCOMPARE(codes(r.value().lookalikes), alsoMatches);
    QCOMPARE(r.value().kindLine, line);
}

void TestNcclImport::collectiveContradiction()
{
    // The name says all_reduce_perf, the rows (redop none, root 0) are broadcast's.
    const QByteArray row = "     1048576        262144     float    none       0    100.0   10.49   10.49      0    "
                           "100.0   10.49   10.49      0\n";
    const Result<NcclTestsReport> r = NcclImport::parseTests("# Collective test starting: all_reduce_perf\n" + kHeader +
                                                                 "\n" + row + "# Avg bus bandwidth : 10.49\n",
                                                             QStringLiteral("run.txt"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().path, QStringLiteral("line 2"));
    QCOMPARE(
        r.error().message,
        QStringLiteral("line 1 names all_reduce_perf, but the rows are those of broadcast_perf: the file mixes two "
                       "runs"));
}

void TestNcclImport::planBusBandwidth_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("alsoMatches");
    QTest::addColumn<QString>("message");
    const int columns = static_cast<int>(NcclCollectiveSource::Columns);
    const int named = static_cast<int>(NcclCollectiveSource::ProgramName);
    QTest::newRow("all_reduce") << static_cast<int>(NcclCollective::AllReduce) << named << "all_reduce_perf"
                                << QStringList() << "";
    QTest::newRow("all_reduce or sendrecv") << static_cast<int>(NcclCollective::AllReduce) << columns << ""
                                            << QStringList{QStringLiteral("sendrecv")} << "";
    QTest::newRow("all_gather, named") << static_cast<int>(NcclCollective::AllGather) << named << "all_gather_perf_mpi"
                                       << QStringList()
                                       << "this is an all_gather_perf_mpi output; the bus bandwidth of the plan is "
                                          "all-reduce's: run all_reduce_perf";
    QTest::newRow("broadcast, from the columns")
        << static_cast<int>(NcclCollective::Broadcast) << columns << "" << QStringList()
        << "this is a broadcast_perf output; the bus bandwidth of the plan is "
           "all-reduce's: run all_reduce_perf";
    QTest::newRow("all_gather or alltoall")
        << static_cast<int>(NcclCollective::AllGather) << columns << "" << QStringList{QStringLiteral("alltoall")}
        << "this is an all_gather_perf or alltoall_perf output; the bus bandwidth "
           "of the plan is all-reduce's: run all_reduce_perf";
    QTest::newRow("maybe reduce_scatter") << static_cast<int>(NcclCollective::AllReduce) << columns << ""
                                          << QStringList{QStringLiteral("reduce_scatter"), QStringLiteral("sendrecv")}
                                          << "the output does not show that it is all_reduce_perf's and not "
                                             "reduce_scatter_perf or sendrecv_perf's; the bus bandwidth of the plan is "
                                             "all-reduce's: keep the all_reduce_perf command line in the file";
    QTest::newRow("unknown") << static_cast<int>(NcclCollective::Unknown)
                             << static_cast<int>(NcclCollectiveSource::None) << "" << QStringList()
                             << "the output does not show which collective it measured; the bus bandwidth of the plan "
                                "is all-reduce's: run all_reduce_perf";
}

void TestNcclImport::planBusBandwidth()
{
    QFETCH(int, kind);
    QFETCH(int, source);
    QFETCH(QString, program);
    QFETCH(QStringList, alsoMatches);
    QFETCH(QString, message);
    NcclTestsReport report;
    report.kind = static_cast<NcclCollective>(kind);
    report.kindSource = static_cast<NcclCollectiveSource>(source);
    report.collective = program;
    for (const QString &code : alsoMatches) {
        report.lookalikes.push_back(code == QLatin1String("sendrecv")   ? NcclCollective::SendRecv
                                    : code == QLatin1String("alltoall") ? NcclCollective::AllToAll
                                                                        : NcclCollective::ReduceScatter);
    }
    report.busBandwidthAtLargestGBps = 372.26;
    const Result<double> r = NcclImport::planBusBandwidth(report, QStringLiteral("run.txt"));
    QCOMPARE(r.ok(), message.isEmpty());
    if (r.ok()) {
        QCOMPARE(r.value(), 372.26);
    } else {
        QCOMPARE(r.error().message, message);
        QCOMPARE(r.error().file, QStringLiteral("run.txt"));
    }
}

void TestNcclImport::existingSamplesAreAllReduce()
{
    // The all_reduce_perf samples of tests/data/samples/nccl: named or read from the columns.
    for (const char *name : {"all_reduce_perf_nd_h100_v5_1node.txt", "all_reduce_perf_nd_h100_v5_2node_ib.txt",
                             "all_reduce_perf_nocheck.txt", "all_reduce_perf_nc80adis_tcp.txt"}) {
        const Result<NcclTestsReport> r = NcclImport::loadTests(sample(QLatin1String(name)));
        QVERIFY2(r.ok(), name);
        QCOMPARE(r.value().kind, NcclCollective::AllReduce);
        QVERIFY(NcclImport::planBusBandwidth(r.value()).ok());
    }
    const Result<NcclTestsReport> named =
        NcclImport::loadTests(sample(QStringLiteral("all_reduce_perf_nd_h100_v5_1node.txt")));
    QCOMPARE(named.value().kindSource, NcclCollectiveSource::ProgramName);
    QCOMPARE(named.value().kindLine, 1);
}

void TestNcclImport::textAfterTheTable()
{
    // A summary between the rows and the footer, and more after it, with a row-like line: the
    // footer ends the run and nothing after it is read.
    const QByteArray text = "# nThread 1 nGpus 1 minBytes 8 maxBytes 1024 step: 2(factor) warmup iters: 5 iters: 20\n" +
                            kHeader + "\n" + kRow +
                            "all ranks done\n# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 0.06 OK\n"
                            "#\n# Collective test concluded: all_reduce_perf\n"
                            "Summary\n  1024  garbage\n" +
                            kHeader + "\n" + kRow + "# Avg bus bandwidth    : 9\n";
    const Result<NcclTestsReport> r = NcclImport::parseTests(text);
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toLine()));
    QCOMPARE(r.value().rows.size(), std::size_t(1));
    QCOMPARE(r.value().averageBusBandwidthGBps, 0.06);
}

void TestNcclImport::logSingleNode_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<int>("line");
    const QByteArray p = "h:1:2 [0] NCCL INFO ";
    QTest::newRow("sockets initialised, nNodes 1")
        << QByteArray(p + "NET/IB : No device found.\n" + p + "Using network Socket\n" + p +
                      "comm 0x1 rank 0 nRanks 2 nNodes 1 localRanks 2 localRank 0 MNNVL 0\n")
        << "intra_node_only" << 3;
    QTest::newRow("sockets initialised, SHM channels")
        << QByteArray(p + "Using network Socket\n" + p + "Channel 00/0 : 0[0] -> 1[1] via SHM/direct/direct\n")
        << "intra_node_only" << 2;
    // One comm on one node, another across two: the network decides.
    QTest::newRow("a one-node comm beside a two-node one")
        << QByteArray(p + "Using network Socket\n" + p + "comm 0x1 rank 0 nRanks 8 nNodes 1 localRanks 8\n" + p +
                      "comm 0x2 rank 0 nRanks 16 nNodes 2 localRanks 8\n")
        << "tcp_fallback" << 1;
    QTest::newRow("P2P and NET channels") << QByteArray(p + "Channel 00/0 : 0[0] -> 1[1] via P2P/IPC\n" + p +
                                                        "Channel 00/0 : 0[0] -> 8[0] [send] via NET/Socket/0\n")
                                          << "tcp_fallback" << 2;
}

void TestNcclImport::logSingleNode()
{
    QFETCH(QByteArray, log);
    QFETCH(QString, transport);
    QFETCH(int, line);
    const Result<NcclLogReport> r = NcclImport::parseLog(log);
    QVERIFY(r.ok());
    QCOMPARE(NcclImport::transportCode(r.value().transport), transport);
    QCOMPARE(r.value().evidenceLine, line);
}

void TestNcclImport::logVersionLine_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QString>("version");
    const QByteArray info = "h:1:2 [0] NCCL INFO Using network IB\n";
    QTest::newRow("alone") << QByteArray("NCCL version 2.18.3+cuda12.2\n" + info) << "2.18.3+cuda12.2";
    QTest::newRow("after a tag") << QByteArray("[1,0]<stdout>:NCCL version 2.18.3+cuda12.2\n" + info)
                                 << "2.18.3+cuda12.2";
    QTest::newRow("after a timestamp") << QByteArray("2024-05-01T10:00:00.5Z NCCL version 2.18.3+cuda12.2\n" + info)
                                       << "2.18.3+cuda12.2";
    QTest::newRow("with the INFO prefix")
        << QByteArray(info + "h:1:2 [0] NCCL INFO NCCL version 2.21.5+cuda12.4\n") << "2.21.5+cuda12.4";
    // Inside other text it is no version line.
    QTest::newRow("quoted") << QByteArray("upgrade: NCCL version 2.18.3 is old\n" + info) << "";
}

void TestNcclImport::logVersionLine()
{
    QFETCH(QByteArray, log);
    QFETCH(QString, version);
    const Result<NcclLogReport> r = NcclImport::parseLog(log);
    QVERIFY(r.ok());
    QCOMPARE(r.value().ncclVersion, version);
}

QTEST_GUILESS_MAIN(TestNcclImport)
#include "tst_ncclimport.moc"
