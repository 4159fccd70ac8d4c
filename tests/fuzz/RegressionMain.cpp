// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzz harnesses on the normal build: a main() that runs LLVMFuzzerTestOneInput() once on
// every file named on the command line and every file under the folders named (recursively, in
// name order), as libFuzzer would run them. Each harness thereby is a regression test of its seed
// corpus and of every crash file in tests/fuzz/crashes/<harness>/. A broken property aborts
// (FUZZ_CHECK); the last line says which file was running.
#include <QByteArray>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

int main(int argc, char *argv[])
{
    QStringList files;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QFile::decodeName(argv[i]);
        if (arg.startsWith(QLatin1Char('-'))) {
            continue; // a libFuzzer option (-runs=0, -dict=…): nothing to do here
        }
        if (QFileInfo(arg).isDir()) {
            QStringList inFolder;
            QDirIterator it(arg, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                inFolder << it.next();
            }
            inFolder.sort();
            files << inFolder;
        } else if (QFileInfo(arg).isFile()) {
            files << arg;
        } else {
            std::fprintf(stderr, "%s: no such file or folder (skipped)\n", argv[i]);
        }
    }
    for (const QString &path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: cannot read\n", qPrintable(path));
            return 1;
        }
        const QByteArray bytes = file.readAll();
        std::fprintf(stderr, "running %s (%lld bytes)\n", qPrintable(path), static_cast<long long>(bytes.size()));
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                               static_cast<std::size_t>(bytes.size()));
    }
    std::fprintf(stderr, "%lld inputs ran without a failure\n", static_cast<long long>(files.size()));
    return files.isEmpty() ? 1 : 0;
}
