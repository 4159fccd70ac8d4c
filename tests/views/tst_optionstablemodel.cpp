// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "model/Evaluate.h"
#include "model/Search.h"
#include "views/results/OptionsTableModel.h"

#include <QBrush>
#include <QSignalSpy>
#include <QTest>

using namespace capplan;
using views::OptionsTableModel;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

model::Evaluation seedEvaluation(std::optional<double> deadline = 13.0)
{
    model::PlanSpec spec = model::examplePlan();
    spec.deadlineHours = deadline;
    return model::evaluate(spec, data::CatalogStore::embeddedDefault().value(), "2026-11-30");
}

} // namespace

class TestOptionsTableModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void seedExample_data();
    void seedExample();
    void recommendedRowIsHighlighted();
    void constraintsWithoutValuesShowDash();
    void sameShapeUpdatesInPlace();
    void headersHaveEveryCliColumn();
    void germanFormats();
    void memoryColumns_data();
    void memoryColumns();
    void efficiencyHeaderNamesItsReference();
};

void TestOptionsTableModel::initTestCase()
{
    QLocale::setDefault(kEnglish);
}

// docs/sources.md, s0-finetune-sizing: 168 GPU-hours on ND96isr_H100_v5 at $98, efficiency
// 1.0 / 0.85 / 0.75.
void TestOptionsTableModel::seedExample_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<double>("raw");
    QTest::addColumn<QString>("shown");

    QTest::newRow("1 node wall clock") << 0 << int(OptionsTableModel::WallClockHours) << 21.0 << "21.00";
    QTest::newRow("1 node cost") << 0 << int(OptionsTableModel::Cost) << 2058.0 << "$2,058.00";
    QTest::newRow("2 nodes GPUs") << 1 << int(OptionsTableModel::Gpus) << 16.0 << "16";
    QTest::newRow("2 nodes efficiency") << 1 << int(OptionsTableModel::Efficiency) << 0.85 << "85.0 %";
    QTest::newRow("2 nodes speedup") << 1 << int(OptionsTableModel::Speedup) << 1.7 << "1.70×";
    // 168 / (16 · 0.85) = 12.3529… h; × 2 nodes × $98 = $2,421.18 (the $2,411 of
    // docs/sources.md, s0-finetune-sizing, is a slip).
    QTest::newRow("2 nodes wall clock") << 1 << int(OptionsTableModel::WallClockHours) << 12.352941176 << "12.35";
    QTest::newRow("2 nodes compute") << 1 << int(OptionsTableModel::ComputeHours) << 12.352941176 << "12.35";
    QTest::newRow("2 nodes node-hours") << 1 << int(OptionsTableModel::NodeHours) << 24.705882353 << "24.71";
    QTest::newRow("2 nodes cost") << 1 << int(OptionsTableModel::Cost) << 2421.176470588 << "$2,421.18";
    QTest::newRow("2 nodes quota") << 1 << int(OptionsTableModel::QuotaCores) << 192.0 << "192";
    QTest::newRow("4 nodes wall clock") << 2 << int(OptionsTableModel::WallClockHours) << 7.0 << "7.00";
    QTest::newRow("4 nodes cost") << 2 << int(OptionsTableModel::Cost) << 2744.0 << "$2,744.00";
    QTest::newRow("4 nodes quota") << 2 << int(OptionsTableModel::QuotaCores) << 384.0 << "384";
}

void TestOptionsTableModel::seedExample()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(double, raw);
    QFETCH(QString, shown);
    OptionsTableModel model;
    model.setTexts(data::Texts(kEnglish));
    model.setEvaluation(seedEvaluation());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(OptionsTableModel::ColumnCount));
    const QModelIndex index = model.index(row, column);
    QVERIFY(std::abs(model.data(index, OptionsTableModel::RawValueRole).toDouble() - raw) < 1e-6);
    QCOMPARE(model.data(index).toString(), shown);
    QCOMPARE(model.data(index, Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignRight | Qt::AlignVCenter);
}

void TestOptionsTableModel::recommendedRowIsHighlighted()
{
    OptionsTableModel model;
    model.setEvaluation(seedEvaluation(13.0));
    QCOMPARE(model.recommendedRow(), std::optional<int>(1));
    QVERIFY(model.data(model.index(1, 0), Qt::BackgroundRole).value<QBrush>().style() != Qt::NoBrush);
    QVERIFY(model.data(model.index(1, 0), Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model.data(model.index(0, 0), Qt::BackgroundRole).isValid());
    QCOMPARE(model.data(model.index(0, OptionsTableModel::MeetsDeadline)).toString(), QStringLiteral("no"));
    QCOMPARE(model.data(model.index(1, OptionsTableModel::MeetsDeadline)).toString(), QStringLiteral("yes"));

    model.setEvaluation(seedEvaluation(8.0));
    QCOMPARE(model.recommendedRow(), std::optional<int>(2));
    model.setEvaluation(seedEvaluation(5.0));
    QCOMPARE(model.recommendedRow(), std::nullopt);
}

void TestOptionsTableModel::constraintsWithoutValuesShowDash()
{
    OptionsTableModel model;
    model.setEvaluation(seedEvaluation(std::nullopt));
    QCOMPARE(model.data(model.index(0, OptionsTableModel::MeetsDeadline)).toString(), QStringLiteral(u"\u2014"));
    QCOMPARE(model.data(model.index(0, OptionsTableModel::WithinBudget)).toString(), QStringLiteral(u"\u2014"));
    QCOMPARE(model.data(model.index(0, OptionsTableModel::MeetsDeadline), OptionsTableModel::RawValueRole),
             QVariant(true));
}

void TestOptionsTableModel::sameShapeUpdatesInPlace()
{
    OptionsTableModel model;
    model.setEvaluation(seedEvaluation(13.0));
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    model.setEvaluation(seedEvaluation(8.0));
    QCOMPARE(resets.count(), 0);
    QCOMPARE(changes.count(), 1);

    model::Evaluation empty;
    model.setEvaluation(empty);
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.rowCount(), 0);
}

void TestOptionsTableModel::headersHaveEveryCliColumn()
{
    OptionsTableModel model;
    QStringList headers;
    for (int c = 0; c < model.columnCount(); ++c) {
        headers << model.headerData(c, Qt::Horizontal).toString();
        QVERIFY(!model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    }
    // nodes, gpus, efficiency, speedup, compute_hours, wall_clock_hours, node_hours, cost,
    // quota_cores, meets_deadline, within_budget (docs/design.md, "The plan file"), and the memory
    // check's GB per GPU and fits, and the layout each row runs, as the CLI's table has them
    QCOMPARE(headers.size(), 14);
    QVERIFY(headers.contains(QStringLiteral("Layout")));
    QVERIFY(headers.contains(QStringLiteral("GB per GPU")));
    QVERIFY(headers.contains(QStringLiteral("Fits")));
    QVERIFY(headers.contains(QStringLiteral("Wall clock h")));
    QVERIFY(headers.contains(QStringLiteral("Quota cores")));
}

void TestOptionsTableModel::germanFormats()
{
    OptionsTableModel model;
    model.setTexts(data::Texts(QLocale(QLocale::German, QLocale::Germany)));
    model.setEvaluation(seedEvaluation());
    QCOMPARE(model.data(model.index(1, OptionsTableModel::WallClockHours)).toString(), QStringLiteral("12,35"));
    QVERIFY(model.data(model.index(1, OptionsTableModel::Cost)).toString().startsWith(QStringLiteral("2.421,18")));
}

namespace {
// Llama 3.1 8B from the library on the seed's size, on the search's starting layout (512 × 4,096):
// with DDP no node count fits in 80 GB per GPU (16 bytes per parameter of states), with ZeRO-1 two
// of three do; without a layout the planner lays out each node count and every one fits.
model::Evaluation modelEvaluation(int strategy)
{
    model::PlanSpec spec = model::examplePlan();
    model::ModelChoice choice;
    choice.source = model::ModelSource::Preset;
    choice.preset = "llama-3.1-8b";
    const model::Catalog catalog = data::CatalogStore::embeddedDefault().value();
    spec = model::withModel(spec, choice, catalog.models);
    spec.workload = model::TokenMfuWorkload{model::workloadTokens(spec.workload), 0.0, 0.0};
    if (strategy >= 0) {
        spec.layout = model::searchBaseLayout(spec);
        spec.layout->strategy = static_cast<model::Strategy>(strategy);
    }
    return model::evaluate(spec, catalog, "2026-11-30");
}
} // namespace

// The options table shows fit as the CLI's table does: GB per GPU and a fits mark. A row that
// does not fit reads in the warning colour throughout, its "yes" for the deadline included, with
// a tooltip that says why it is never recommended.
void TestOptionsTableModel::memoryColumns_data()
{
    QTest::addColumn<int>("strategy");
    QTest::addColumn<int>("fitting");
    // 16 bytes per parameter on every GPU: 1, 2 and 4 nodes all need 136.9 GB.
    QTest::newRow("ddp: none fits") << int(model::Strategy::Ddp) << 0;
    // ZeRO-1 with 4,096-token sequences: 1 node needs more than 80 GiB, 2 and 4 nodes fit.
    QTest::newRow("zero1: 2 of 3 fit") << int(model::Strategy::Zero1) << 2;
    // The planner's layout per row: each node count's fastest that fits.
    QTest::newRow("planner: every row fits") << -1 << 3;
}

void TestOptionsTableModel::memoryColumns()
{
    QFETCH(int, strategy);
    QFETCH(int, fitting);
    const model::Evaluation ev = modelEvaluation(strategy);
    QVERIFY(ev.ok());
    QCOMPARE(ev.memory.size(), ev.options.size());
    OptionsTableModel model;
    model.setEvaluation(ev);
    QVERIFY(model.hasMemoryCheck());
    int fits = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const model::MemoryBreakdown &m = ev.memory[static_cast<std::size_t>(row)];
        const model::OptionRow &o = ev.options[static_cast<std::size_t>(row)];
        QCOMPARE(o.fits, m.fits);
        fits += m.fits ? 1 : 0;
        QCOMPARE(model.data(model.index(row, OptionsTableModel::MemoryPerGpu)).toString(),
                 kEnglish.toString(m.totalGB, 'f', 1));
        QCOMPARE(model.data(model.index(row, OptionsTableModel::MemoryPerGpu), OptionsTableModel::RawValueRole).toDouble(),
                 m.totalGB);
        QCOMPARE(model.data(model.index(row, OptionsTableModel::Fits)).toString(),
                 m.fits ? QStringLiteral("yes") : QStringLiteral("no"));
        // A row that does not fit is in the warning colour throughout, its deadline "yes" included.
        const QVariant colour = model.data(model.index(row, OptionsTableModel::MeetsDeadline), Qt::ForegroundRole);
        QCOMPARE(colour.isValid(), !m.fits || !o.meetsDeadline);
        QCOMPARE(model.data(model.index(row, OptionsTableModel::Nodes), Qt::ForegroundRole).isValid(), !m.fits);
        const QString tip = model.data(model.index(row, OptionsTableModel::Nodes), Qt::ToolTipRole).toString();
        if (!m.fits) {
            QCOMPARE(tip, QStringLiteral("Does not fit: needs %1 GB per GPU, more than the 80 GiB (85.9 GB) the GPU has. "
                                         "Never recommended.")
                              .arg(kEnglish.toString(m.totalGB, 'f', 1)));
        }
    }
    QCOMPARE(fits, fitting);
    // The layout each row runs, the planner's where the plan names none.
    QVERIFY(model.hasLayouts());
    QCOMPARE(model.layoutsChosenByPlanner(), strategy < 0);
    for (int row = 0; row < model.rowCount(); ++row) {
        const auto i = static_cast<std::size_t>(row);
        QCOMPARE(model.data(model.index(row, OptionsTableModel::Layout)).toString(),
                 data::Texts(kEnglish).layoutShort(ev.optionLayouts[i]));
        QCOMPARE(model.data(model.index(row, OptionsTableModel::Layout), OptionsTableModel::RawValueRole).toString(),
                 data::Texts(kEnglish).layoutSummary(ev.optionLayouts[i], ev.options[i].gpus));
        QVERIFY(model.data(model.index(row, OptionsTableModel::Layout), Qt::ToolTipRole)
                    .toString()
                    .startsWith(data::Texts(kEnglish).layoutSummary(ev.optionLayouts[i], ev.options[i].gpus)));
    }
    QCOMPARE(model.headerData(OptionsTableModel::Layout, Qt::Horizontal).toString(),
             strategy < 0 ? QStringLiteral("Layout (planner)") : QStringLiteral("Layout"));
    // Without a memory check the columns say so.
    model.setEvaluation(seedEvaluation());
    QVERIFY(!model.hasMemoryCheck());
    QCOMPARE(model.data(model.index(0, OptionsTableModel::MemoryPerGpu)).toString(), QStringLiteral(u"\u2014"));
}

// What 100 % efficiency is, in the header's tooltip: the table as typed, or a layout's rate on the
// fewest nodes that run it.
void TestOptionsTableModel::efficiencyHeaderNamesItsReference()
{
    OptionsTableModel model;
    model.setEvaluation(seedEvaluation());
    QCOMPARE(model.headerData(OptionsTableModel::Efficiency, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("Scaling efficiency: speedup divided by the node count, from the efficiency table as typed"));
    model::Evaluation layout = seedEvaluation();
    layout.efficiencyReferenceNodes = 2;
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    model.setEvaluation(layout);
    QCOMPARE(headers.count(), 1);
    QCOMPARE(model.headerData(OptionsTableModel::Efficiency, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("Scaling efficiency: each option's per-GPU rate relative to the same layout on 2 nodes, "
                            "the fewest nodes that run it, whatever else the node list holds"));
    layout.efficiencyReferenceNodes = 1;
    model.setEvaluation(layout);
    QVERIFY(model.headerData(OptionsTableModel::Efficiency, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("on 1 node,")));
}

QTEST_MAIN(TestOptionsTableModel)
#include "tst_optionstablemodel.moc"
