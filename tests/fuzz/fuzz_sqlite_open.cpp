// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's open path (CatalogStore::open: SQLite's checks, the schema version, the backup
// and migrations, the default merge), then load() and the JSON export, on any bytes as the
// catalog file: each gives a catalog or one error line. A file refused as "left untouched" is
// left as it was, byte for byte.
#include "FuzzCommon.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static QTemporaryDir folder;
    FUZZ_CHECK(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("catalog.sqlite"));
    QDir dir(folder.path());
    for (const QString &name : dir.entryList(QDir::Files)) {
        dir.remove(name);
    }
    const QByteArray in = capplan::fuzz::bytes(data, size);
    {
        QFile file(path);
        FUZZ_CHECK(file.open(QIODevice::WriteOnly));
        FUZZ_CHECK(file.write(in) == in.size());
    }
    auto store = capplan::data::CatalogStore::open(path);
    if (!store) {
        capplan::fuzz::checkOneLine(store.error());
        if (!store.error().message.contains(QLatin1String("left untouched"))) {
            return 0;
        }
        QFile file(path);
        FUZZ_CHECK(file.open(QIODevice::ReadOnly));
        FUZZ_CHECK(file.readAll() == in);
        return 0;
    }
    auto catalog = store.value()->load();
    if (!catalog) {
        capplan::fuzz::checkOneLine(catalog.error());
        return 0;
    }
    auto exported = store.value()->exportJson();
    if (!exported) {
        capplan::fuzz::checkOneLine(exported.error());
    }
    return 0;
}
