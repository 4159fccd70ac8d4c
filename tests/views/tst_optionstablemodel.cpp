// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "model/Evaluate.h"
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
    // quota_cores, meets_deadline, within_budget (docs/design.md, "The plan file")
    QCOMPARE(headers.size(), 11);
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

QTEST_MAIN(TestOptionsTableModel)
#include "tst_optionstablemodel.moc"
