// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/import/NcclImport.h"

#include <QTest>
#include <cmath>

using namespace capplan::data;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/nccl/") + name;
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
    QVERIFY(tests.error().message.startsWith(QStringLiteral("cannot open the file: ")));
    QVERIFY(!NcclImport::loadLog(path).ok());
}

QTEST_GUILESS_MAIN(TestNcclImport)
#include "tst_ncclimport.moc"
