// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A property of every importer: for any file it accepts, the catalog after the import, exported
// as a capacity-planner.catalog document (what `capacity-planner-cli catalog --export` writes)
// and imported again, is unchanged — the preview has nothing new, changed or removed, and the
// export afterwards is the same bytes. Importing the accepted file a second time changes nothing
// either. Checked for every sample file (tests/data/samples, the field files under real/) that
// an importer accepts, and for the catalog importer on the exports themselves.
#include "data/import/Importers.h"
#include "data/store/CatalogStore.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace capplan;
using data::ImportKind;

namespace {

constexpr ImportKind kKinds[] = {ImportKind::Prices, ImportKind::VmUsage, ImportKind::MlUsage, ImportKind::Skus,
                                 ImportKind::Catalog};

data::ImportOptions options()
{
    data::ImportOptions o;
    o.region = QStringLiteral("eastus");
    o.importedAt = QStringLiteral("2026-01-15T12:00:00Z");
    return o;
}

QString changes(const data::ImportPreview &p)
{
    QStringList out;
    for (const data::PreviewRow &row : p.rows) {
        if (row.action != data::ChangeAction::Unchanged) {
            out << QStringLiteral("%1 %2 %3: %4 → %5")
                       .arg(data::changeActionName(row.action), row.subject, row.field, row.oldValue, row.newValue);
        }
    }
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestImportRoundTrip : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void exportAndImportChangeNothing_data();
    void exportAndImportChangeNothing();
    void everyImporterIsCovered();

private:
    std::set<int> m_covered;
};

void TestImportRoundTrip::exportAndImportChangeNothing_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("files");
    const auto catalog = data::CatalogStore::embeddedDefault();
    QVERIFY(catalog.ok());
    QStringList files;
    QDirIterator it(QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples"), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files << it.next();
    }
    files << QStringLiteral(CAPPLAN_SOURCE_DIR "/data/resources/catalog/default_catalog.json");
    files.sort();
    for (const QString &file : files) {
        for (const ImportKind kind : kKinds) {
            // Only the files the importer accepts, with something to write.
            const auto preview = data::Importer::preview(kind, {file}, catalog.value(), options());
            if (!preview || preview.value().isEmpty()) {
                continue;
            }
            const QString name = QStringLiteral("%1: %2").arg(data::importKindName(kind),
                                                             file.mid(QStringLiteral(CAPPLAN_SOURCE_DIR).size() + 1));
            QTest::newRow(qPrintable(name)) << static_cast<int>(kind) << QStringList{file};
        }
    }
    // A chain of pages, imported together.
    const QString samples = QStringLiteral(CAPPLAN_SOURCE_DIR "/tests/data/samples/");
    QTest::newRow("prices: three pages together")
        << static_cast<int>(ImportKind::Prices)
        << QStringList{samples + QStringLiteral("prices-page1.json"), samples + QStringLiteral("prices-page2.json"),
                       samples + QStringLiteral("prices-page3.json")};
}

void TestImportRoundTrip::exportAndImportChangeNothing()
{
    QFETCH(int, kind);
    QFETCH(QStringList, files);
    const auto importKind = static_cast<ImportKind>(kind);
    QTemporaryDir dir;
    auto opened = data::CatalogStore::open(dir.filePath(QStringLiteral("catalog.sqlite")));
    QVERIFY(opened.ok());
    data::CatalogStore &store = *opened.value();

    // The file, imported.
    auto preview = data::Importer::preview(importKind, files, store.load().value(), options());
    QVERIFY2(preview.ok(), qPrintable(preview.ok() ? QString() : preview.error().toLine()));
    QVERIFY(store.applyImport(preview.value()).ok());
    m_covered.insert(kind);
    const auto exported = store.exportJson();
    QVERIFY(exported.ok());

    // The catalog exported and imported again: nothing new, changed or removed, the same export.
    const QString exportFile = dir.filePath(QStringLiteral("export.json"));
    {
        QFile f(exportFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(exported.value()), exported.value().size());
    }
    auto back = data::Importer::preview(ImportKind::Catalog, {exportFile}, store.load().value(), options());
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().toLine()));
    QVERIFY2(!back.value().hasChanges(), qPrintable(changes(back.value())));
    QVERIFY(back.value().rejected.empty());
    QVERIFY(store.applyImport(back.value()).ok());
    m_covered.insert(static_cast<int>(ImportKind::Catalog));
    const auto reexported = store.exportJson();
    QVERIFY(reexported.ok());
    QCOMPARE(reexported.value(), exported.value());

    // The same file a second time (at the same import time): nothing changes either.
    auto twice = data::Importer::preview(importKind, files, store.load().value(), options());
    QVERIFY(twice.ok());
    QVERIFY2(!twice.value().hasChanges(), qPrintable(changes(twice.value())));
    QVERIFY(store.applyImport(twice.value()).ok());
    QCOMPARE(store.exportJson().value(), exported.value());
}

void TestImportRoundTrip::everyImporterIsCovered()
{
    for (const ImportKind kind : kKinds) {
        QVERIFY2(m_covered.count(static_cast<int>(kind)) == 1, qPrintable(data::importKindName(kind)));
    }
}

QTEST_GUILESS_MAIN(TestImportRoundTrip)
#include "tst_importroundtrip.moc"
