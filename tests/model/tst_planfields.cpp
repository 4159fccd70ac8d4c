// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The plan's field table (model/plan/PlanFields.h): every field described once, every path found.
#include "model/plan/PlanFields.h"

#include <QTest>

#include <set>
#include <string>

using namespace capplan::model;

namespace {

// The last enumerator: the table test walks 0 … kLast.
constexpr int kLast = static_cast<int>(PlanField::SearchStacks);

std::string prefixed(std::string_view block, std::string_view key)
{
    return block.empty() ? std::string(key) : std::string(block) + "." + std::string(key);
}

// Every (path, field) the block tables declare, with the block's path in front.
template <class R>
void collect(std::string_view block, std::span<const BlockField<R>> rows,
             std::vector<std::pair<std::string, PlanField>> &out)
{
    for (const auto &row : rows) {
        out.emplace_back(prefixed(block, row.key), row.field);
    }
}

std::vector<std::pair<std::string, PlanField>> blockPaths()
{
    std::vector<std::pair<std::string, PlanField>> out;
    collect("", topLevelFields(), out);
    collect("scaling", fabricFields(), out);
    collect("memory", memoryFields(), out);
    collect("risk", riskFields(), out);
    collect("azureml", azuremlFields(), out);
    collect("search", searchFields(), out);
    collect("model", modelFields(), out);
    collect("model.architecture", architectureFields(), out);
    return out;
}

} // namespace

class TestPlanFields : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyFieldHasOneRow();
    void pathsAreUnique();
    void blockRowsHaveInfoRows();
    void keysAreUniquePerBlock();
    void fieldForPath_data();
    void fieldForPath();
    void everyPathFindsItsField();
};

void TestPlanFields::everyFieldHasOneRow()
{
    std::vector<int> count(kLast + 1, 0);
    for (const PlanFieldInfo &row : planFields()) {
        const int index = static_cast<int>(row.field);
        QVERIFY(index >= 0 && index <= kLast);
        ++count[static_cast<std::size_t>(index)];
        QVERIFY2(!row.name.empty(), qPrintable(QString::number(index)));
    }
    for (int i = 0; i <= kLast; ++i) {
        QVERIFY2(count[static_cast<std::size_t>(i)] == 1,
                 qPrintable(QStringLiteral("field %1 has %2 rows").arg(i).arg(count[static_cast<std::size_t>(i)])));
        QCOMPARE(static_cast<int>(info(static_cast<PlanField>(i)).field), i);
    }
}

void TestPlanFields::pathsAreUnique()
{
    std::set<std::string_view> seen;
    for (const PlanFieldInfo &row : planFields()) {
        if (!row.path.empty()) {
            QVERIFY2(seen.insert(row.path).second, std::string(row.path).c_str());
        }
    }
}

// A field of a block reads and writes the key its info row names: the labels, undo names and the
// views' lookup all go by that path.
void TestPlanFields::blockRowsHaveInfoRows()
{
    for (const auto &[path, field] : blockPaths()) {
        QCOMPARE(QString::fromStdString(std::string(info(field).path)), QString::fromStdString(path));
    }
}

void TestPlanFields::keysAreUniquePerBlock()
{
    std::set<std::string> seen;
    for (const auto &[path, field] : blockPaths()) {
        QVERIFY2(seen.insert(path).second, path.c_str());
    }
}

void TestPlanFields::fieldForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("field"); // -1: no field
    QTest::newRow("top level") << "deadline_hours" << int(PlanField::DeadlineHours);
    QTest::newRow("price kind") << "price_kind" << int(PlanField::PriceKind);
    QTest::newRow("price term") << "price_term_years" << int(PlanField::PriceTermYears);
    QTest::newRow("discount") << "discount_percent" << int(PlanField::DiscountPercent);
    QTest::newRow("nested risk key") << "risk.low_priority.regain_hours" << int(PlanField::Regain);
    QTest::newRow("fabric") << "scaling.measured_bus_gbps" << int(PlanField::MeasuredBusBandwidth);
    QTest::newRow("bucket") << "scaling.bucket_mb" << int(PlanField::BucketMiB);
    QTest::newRow("efficiency point") << "scaling.efficiency.2" << int(PlanField::Efficiency);
    QTest::newRow("efficiency point, bracket") << "scaling.efficiency[4]" << int(PlanField::Efficiency);
    QTest::newRow("measured run") << "measurements[1].nodes" << int(PlanField::Measurements);
    QTest::newRow("measured runs") << "measurements" << int(PlanField::Measurements);
    QTest::newRow("node list item") << "nodes[3]" << int(PlanField::Nodes);
    QTest::newRow("workload tokens") << "workload.tokens" << int(PlanField::Tokens);
    QTest::newRow("memory parameters") << "memory.parameters" << int(PlanField::MemoryParameters);
    QTest::newRow("fabric parameters") << "scaling.parameters" << int(PlanField::FabricParameters);
    QTest::newRow("job input") << "azureml.inputs.corpus" << int(PlanField::Inputs);
    QTest::newRow("model preset") << "model.preset" << int(PlanField::ModelPreset);
    QTest::newRow("architecture field") << "model.architecture.kv_heads" << int(PlanField::ArchKvHeads);
    QTest::newRow("a config.json key") << "model.hf_config.num_attention_heads" << int(PlanField::ModelHfConfig);
    QTest::newRow("unknown") << "nodez" << -1;
    QTest::newRow("prefix of a list, no separator") << "nodes_x" << -1;
    QTest::newRow("prefix of a scalar") << "deadline_hours.x" << -1;
    QTest::newRow("empty") << "" << -1;
}

void TestPlanFields::fieldForPath()
{
    QFETCH(QString, path);
    QFETCH(int, field);
    const auto found = planFieldForPath(path.toStdString());
    QCOMPARE(found ? static_cast<int>(*found) : -1, field);
}

void TestPlanFields::everyPathFindsItsField()
{
    for (const PlanFieldInfo &row : planFields()) {
        if (row.path.empty()) {
            continue;
        }
        const auto found = planFieldForPath(row.path);
        QVERIFY2(found && *found == row.field, std::string(row.path).c_str());
    }
}

QTEST_APPLESS_MAIN(TestPlanFields)
#include "tst_planfields.moc"
