// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/store/CatalogStore.h"
#include "data/export/Report.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace capplan;

class TestReport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void planJsonContract();
    void planJsonNoRecommendation();
    void catalogJson();
    void catalogJsonKindsAndQuota();
    void planTable();
};

namespace {
const data::Texts kEnglish{QLocale(QLocale::English, QLocale::UnitedStates)};

model::Evaluation evaluateSeed(double deadline)
{
    model::PlanSpec spec = model::examplePlan();
    spec.deadlineHours = deadline;
    return model::evaluate(spec, data::CatalogStore::embeddedDefault().value(), "2026-11-30");
}
} // namespace

void TestReport::planJsonContract()
{
    const QByteArray bytes = data::Report::planJson(evaluateSeed(13.0), kEnglish);
    const auto doc = nlohmann::json::parse(bytes.constData());
    // docs/design.md, "The plan file": {"options": [...], "recommendation": {"nodes", "reason"},
    // "findings": [...]}
    // … plus the region comparison of version 2 and the currency of every amount.
    QCOMPARE(doc.size(), std::size_t(6));
    QCOMPARE(doc["currency"].get<std::string>(), std::string("USD"));
    QCOMPARE(doc["options"].size(), std::size_t(3));
    const auto &two = doc["options"][1];
    for (const char *key : {"nodes", "gpus", "efficiency", "speedup", "compute_hours", "wall_clock_hours", "node_hours",
                            "cost", "quota_cores", "meets_deadline", "within_budget"}) {
        QVERIFY2(two.contains(key), key);
    }
    // The fabric, memory and quota fields are there, null, when the plan has no such block and the
    // catalog no usage.
    for (const char *key : {"step_seconds", "compute_seconds", "exposed_comm_seconds", "bubble_seconds",
                            "memory_per_gpu_gb", "fits", "quota_limit", "quota_used", "quota_shortfall"}) {
        QVERIFY2(two.contains(key) && two[key].is_null(), key);
    }
    QCOMPARE(two["quota_family"].get<std::string>(), std::string("standardNDSH100v5Family"));
    QCOMPARE(two.size(), std::size_t(21));
    QCOMPARE(two["nodes"].get<int>(), 2);
    QCOMPARE(two["gpus"].get<int>(), 16);
    QCOMPARE(two["quota_cores"].get<int>(), 192);
    QVERIFY(std::abs(two["wall_clock_hours"].get<double>() - 168.0 / 13.6) < 1e-12);
    QVERIFY(std::abs(two["cost"].get<double>() - 2421.176470588235) < 1e-9);
    QCOMPARE(two["meets_deadline"].get<bool>(), true);
    QCOMPARE(doc["recommendation"]["nodes"].get<int>(), 2);
    QVERIFY(doc["recommendation"]["reason"].get<std::string>().find("cheapest option that meets the 13 h deadline") !=
            std::string::npos);
    QVERIFY(doc["findings"].is_array());
}

void TestReport::planJsonNoRecommendation()
{
    const auto doc = nlohmann::json::parse(data::Report::planJson(evaluateSeed(5.0), kEnglish).constData());
    QVERIFY(doc["recommendation"]["nodes"].is_null());
    QVERIFY(doc["recommendation"]["reason"].get<std::string>().find("4 nodes: 7.0 h") != std::string::npos);
    // no_feasible_option, then the quota notes for the fastest option (4 nodes, 384 cores): the
    // default catalog has no usage imported.
    QCOMPARE(doc["findings"].size(), std::size_t(3));
    QCOMPARE(doc["findings"][0]["code"].get<std::string>(), std::string("no_feasible_option"));
    QCOMPARE(doc["findings"][0]["fastest_nodes"].get<double>(), 4.0);
    QCOMPARE(doc["findings"][1]["code"].get<std::string>(), std::string("quota_unknown"));
    QCOMPARE(doc["findings"][1]["cores_needed"].get<double>(), 384.0);
    QCOMPARE(doc["findings"][1]["region"].get<std::string>(), std::string("eastus"));
    QCOMPARE(doc["findings"][2]["code"].get<std::string>(), std::string("quota_held_when_idle"));
}

void TestReport::catalogJson()
{
    const auto doc =
        nlohmann::json::parse(data::Report::catalogJson(data::CatalogStore::embeddedDefault().value()).constData());
    QCOMPARE(doc["sizes"].size(), std::size_t(16));
    bool sawH100 = false;
    for (const auto &s : doc["sizes"]) {
        if (s["name"] == "Standard_ND96isr_H100_v5") {
            sawH100 = true;
            QCOMPARE(s["ib_gbps_per_vm"].get<double>(), 3200.0);
            QCOMPARE(s["vcpus"]["value"].get<int>(), 96);
            QCOMPARE(s["prices"][0]["price_per_node_hour"].get<double>(), 98.32);
        }
    }
    QVERIFY(sawH100);
}

void TestReport::catalogJsonKindsAndQuota()
{
    model::Catalog catalog = data::CatalogStore::embeddedDefault().value();
    model::Price spot = *catalog.findPrice("Standard_ND96isr_H100_v5", "eastus", model::Tier::Dedicated, "USD");
    spot.region = "westus"; // the shipped catalog has no Spot price there
    spot.tier = model::Tier::LowPriority;
    spot.kind = model::PriceKind::Spot;
    spot.perNodeHour.value = 29.496;
    catalog.prices.push_back(spot);
    model::QuotaUsage family;
    family.region = "eastus";
    family.family = "Standard NDSH100v5 Family";
    family.currentValue = 8;
    family.limit = 200;
    family.provenance = {"az ml compute list-usage: u.json", "2026-12-01", true, "2026-12-01T09:30:00Z"};
    catalog.quota.push_back(family);
    model::QuotaUsage total = family;
    total.scope = model::QuotaScope::Regional;
    total.family = "cores";
    total.currentValue.reset();
    catalog.quota.push_back(total);
    const auto doc = nlohmann::json::parse(data::Report::catalogJson(catalog).constData());
    for (const auto &s : doc["sizes"]) {
        if (s["name"] != "Standard_ND96isr_H100_v5") {
            QVERIFY(s["quota"].empty());
            continue;
        }
        // The 9 shipped prices (5 regions pay-as-you-go, eastus low priority, 3 Spot) and the added one.
        QCOMPARE(s["prices"].size(), std::size_t(10));
        QCOMPARE(s["prices"][0]["kind"].get<std::string>(), std::string("on_demand"));
        const auto added = std::find_if(s["prices"].begin(), s["prices"].end(),
                                        [](const auto &p) { return p["region"] == "westus" && p["kind"] == "spot"; });
        QVERIFY(added != s["prices"].end());
        QCOMPARE((*added)["tier"].get<std::string>(), std::string("low_priority"));
        QCOMPARE((*added)["term_years"].get<int>(), 0);
        QCOMPARE((*added)["as_of_approximate"].get<bool>(), false);
        // The family as Azure ML printed it still belongs to standardNDSH100v5Family.
        QCOMPARE(s["quota"].size(), std::size_t(1));
        QCOMPARE(s["quota"][0]["limit"].get<int>(), 200);
    }
    QCOMPARE(doc["quota"].size(), std::size_t(2));
    QVERIFY(doc["quota"][1]["current_value"].is_null());
    QCOMPARE(doc["quota"][1]["scope"].get<std::string>(), std::string("regional"));
    const QString table = data::Report::catalogTable(catalog, kEnglish);
    QVERIFY(table.contains(QStringLiteral("Standard NDSH100v5 Family")));
    QVERIFY(table.contains(QStringLiteral("(regional total)")));
}

void TestReport::planTable()
{
    model::PlanSpec spec = model::examplePlan();
    const QString table = data::Report::planTable(spec, evaluateSeed(13.0), kEnglish);
    QVERIFY(table.contains(QStringLiteral("$2,421")));
    QVERIFY(table.contains(QStringLiteral("2*")));
    QVERIFY(table.contains(QStringLiteral("12.4 h")));
}

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
