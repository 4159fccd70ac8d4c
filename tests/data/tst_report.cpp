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
    void planJsonCheckpointWrite();
    void planJsonPlacementLimits();
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
    // … plus the region comparison of version 2, the currency of every amount and the estimate's
    // band (none for the seed's own rate: slow and fast 1).
    QCOMPARE(doc.size(), std::size_t(7));
    QCOMPARE(doc["estimate_band"]["source"].get<std::string>(), std::string("none"));
    QCOMPARE(doc["estimate_band"]["slow"].get<double>(), 1.0);
    QCOMPARE(doc["currency"].get<std::string>(), std::string("USD"));
    QCOMPARE(doc["options"].size(), std::size_t(3));
    const auto &two = doc["options"][1];
    for (const char *key : {"nodes", "gpus", "efficiency", "speedup", "compute_hours", "wall_clock_hours", "node_hours",
                            "cost", "quota_cores", "meets_deadline", "within_budget", "wall_clock_hours_low",
                            "wall_clock_hours_high", "cost_low", "cost_high"}) {
        QVERIFY2(two.contains(key), key);
    }
    // Without a model band the band is the estimate itself.
    QCOMPARE(two["wall_clock_hours_low"].get<double>(), two["wall_clock_hours"].get<double>());
    QCOMPARE(two["cost_high"].get<double>(), two["cost"].get<double>());
    // The fabric, memory and quota fields are there, null, when the plan has no such block and the
    // catalog no usage.
    for (const char *key : {"step_seconds", "compute_seconds", "exposed_comm_seconds", "bubble_seconds",
                            "memory_per_gpu_gb", "fits", "quota_limit", "quota_used", "quota_shortfall"}) {
        QVERIFY2(two.contains(key) && two[key].is_null(), key);
    }
    QCOMPARE(two["quota_family"].get<std::string>(), std::string("standardNDSH100v5Family"));
    // Azure's placement limits per option (model::placementCheck): the search's flag and the codes.
    QCOMPARE(two["within_one_placement_group"].get<bool>(), true);
    QVERIFY(two["azure_limits"].is_array() && two["azure_limits"].empty());
    QCOMPARE(two.size(), std::size_t(27));
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


// The risk output's checkpoint write per option and how it follows: 70B (14 B/param = 980 GB)
// under ZeRO-3 at the cited storage defaults, 1, 2 and 4 nodes.
void TestReport::planJsonCheckpointWrite()
{
    model::PlanSpec spec = model::examplePlan();
    spec.workload = model::TokenMfuWorkload{2e9, 70e9, 0.4};
    model::FabricJob fabric;
    fabric.strategy = model::Strategy::Zero3;
    fabric.globalBatchTokens = 4194304.0;
    fabric.sequenceLength = 4096.0;
    spec.fabric = fabric;
    spec.risk.enabled = true;
    const model::Evaluation ev = model::evaluate(spec, data::CatalogStore::embeddedDefault().value(), "2026-11-30");
    QVERIFY(ev.ok());
    const auto doc = nlohmann::json::parse(data::Report::planJson(ev, kEnglish).constData());
    const auto &four = doc["options"][2];
    QCOMPARE(four["nodes"].get<int>(), 4);
    const auto &w = four["checkpoint_write"];
    QCOMPARE(w["basis"].get<std::string>(), std::string("state_size"));
    QVERIFY(std::abs(w["state_gb"].get<double>() - 980.0) < 1e-9);
    QVERIFY(std::abs(w["busiest_node_gb"].get<double>() - 245.0) < 1e-9);
    QVERIFY(std::abs(w["account_seconds"].get<double>() - 980.0 / 7.5) < 1e-9);
    QVERIFY(std::abs(w["hours"].get<double>() * 3600.0 - 980.0 / 7.5) < 1e-9); // account-bound at 4 nodes
    QCOMPARE(w["account_bound"].get<bool>(), true);
    QCOMPARE(w["writing_nodes"].get<int>(), 4);
    const auto &storage = doc["checkpoint_storage"];
    QVERIFY(std::abs(storage["storage_write_gb_per_s"].get<double>() - model::kDefaultNodeWriteGBps) < 1e-12);
    QCOMPARE(storage["storage_account_ingress_gb_per_s"].get<double>(), 7.5);
    QCOMPARE(storage["checkpoint_gradients"].get<bool>(), false);
    QCOMPARE(QString::fromStdString(storage["explanation"].get<std::string>()),
             QStringLiteral("At 1 node a checkpoint write takes 8.5 min: 980.0 GB of model states, all of them sharded, "
                            "every GPU writing its shard. The busiest node writes 980.0 GB at 1.93 GB/s (508 s); all "
                            "nodes together write 980.0 GB at the storage account's 7.50 GB/s (131 s). The busiest "
                            "node sets the time."));
    // ZeRO-1 at 4 nodes: part of it sharded, and the account's ingress sets the time or not.
    QCOMPARE(kEnglish.checkpointWrite(model::checkpointWrite([] {
                                          model::MemoryJob j;
                                          j.parameters = 70e9;
                                          j.strategy = model::Strategy::Zero1;
                                          return j;
                                      }(), 4, 8, {}),
                                      {}),
             QStringLiteral("At 4 nodes a checkpoint write takes 3.0 min: 980.0 GB of model states, 840.0 GB of them "
                            "sharded, every GPU writing its shard. The busiest node writes 350.0 GB at 1.93 GB/s "
                            "(181 s); all nodes together write 980.0 GB at the storage account's 7.50 GB/s (131 s). "
                            "The busiest node sets the time."));
    // The plan's own write time is reported as such, without the derivation.
    spec.risk.checkpointWriteHours = 0.1;
    const model::Evaluation given = model::evaluate(spec, data::CatalogStore::embeddedDefault().value(), "2026-11-30");
    const auto explicitDoc = nlohmann::json::parse(data::Report::planJson(given, kEnglish).constData());
    QCOMPARE(explicitDoc["options"][0]["checkpoint_write"]["basis"].get<std::string>(), std::string("explicit"));
    QCOMPARE(explicitDoc["options"][0]["checkpoint_write"]["hours"].get<double>(), 0.1);
    QVERIFY(!explicitDoc["options"][0]["checkpoint_write"].contains("state_gb"));
    // Risk off: no checkpoint fields.
    const auto off = nlohmann::json::parse(data::Report::planJson(evaluateSeed(13.0), kEnglish).constData());
    QVERIFY(!off["options"][0].contains("checkpoint_write"));
    QVERIFY(!off.contains("checkpoint_storage"));
}

// 128 and 256 nodes of ND H100 v5 need the support request for the single placement group; the
// options stay, each with its codes and the search's flag, and the finding's sentence names the
// engagement.
void TestReport::planJsonPlacementLimits()
{
    model::PlanSpec spec = model::examplePlan();
    spec.deadlineHours.reset();
    spec.nodes = {64, 128, 256};
    const model::Evaluation ev = model::evaluate(spec, data::CatalogStore::embeddedDefault().value(), "2026-11-30");
    QVERIFY(ev.ok());
    const auto doc = nlohmann::json::parse(data::Report::planJson(ev, kEnglish).constData());
    QCOMPARE(doc["options"].size(), std::size_t(3));
    QVERIFY(doc["options"][0]["azure_limits"].empty());
    QCOMPARE(doc["options"][1]["azure_limits"][0].get<std::string>(), std::string("placement_group_support_request"));
    QCOMPARE(doc["options"][2]["within_one_placement_group"].get<bool>(), true);
    bool found = false;
    for (const auto &f : doc["findings"]) {
        if (f["code"] == "placement_group_support_request") {
            found = true;
            QCOMPARE(f["severity"].get<std::string>(), std::string("warning"));
            QCOMPARE(f["nodes"].get<int>(), 128);
            QCOMPARE(f["limit_vms"].get<int>(), 100);
            const std::string message = f["message"].get<std::string>();
            QVERIFY2(message.find("Azure support request") != std::string::npos, message.c_str());
            QVERIFY2(message.find("up to 300 VMs") != std::string::npos, message.c_str());
        }
    }
    QVERIFY(found);
    // The sentences of the limits beyond 300 VMs, from the model's findings of 301 nodes.
    for (const model::Finding &f : model::placementFindings(301, 8, "Standard_ND96isr_H100_v5")) {
        const QString text = kEnglish.finding(f);
        if (f.code == model::FindingCode::BeyondPlacementGroup) {
            QCOMPARE(text, QStringLiteral("From 301 nodes on, the VMs cannot share one placement group (at most 300 "
                                          "VMs), and InfiniBand does not connect VMs in different placement groups: "
                                          "these options need a multi-fabric setup agreed with the Azure HPC team "
                                          "through your Microsoft account team, or fewer nodes."));
        } else if (f.code == model::FindingCode::HpcTeamEngagement) {
            QCOMPARE(text, QStringLiteral("From 301 nodes on (2,408 GPUs), the run needs more than 2,400 GPUs on one "
                                          "InfiniBand fabric: engage the Azure HPC team through your Microsoft account "
                                          "team before planning on it."));
        }
        QVERIFY(!kEnglish.findingTitle(f.code).isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
