// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Evaluate.h"
#include "model/Search.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QLocale>
#include <QString>

#include <string_view>
#include <utility>

namespace capplan::data {

// Turns the model's codes and numbers into the user's language (the model builds no English).
// Shared by the GUI and the CLI; numbers, hours and money go through QLocale.
class Texts {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::Texts)

public:
    explicit Texts(QLocale locale = QLocale());

    QString hours(double hours) const;        // "12.4 h"
    // A wall clock with the estimate's band: "10.3 h (9.4–12.1 h)"; the hours alone when the band
    // is the point (the plan's own rate).
    QString hoursWithBand(double hours, double low, double high) const;
    // The estimate's band of an evaluation in words: "the fsdp stack (inferred from the strategy);
    // band 0.87–1.08 × the estimated rate, from 10 held-out published runs". Empty without a layout.
    QString estimateBasis(const model::Evaluation &evaluation) const;
    // What the risk Monte Carlo draws each trial's throughput from: "Each trial's throughput is
    // drawn from the estimate's band (0.85–1.06 × the estimated rate, log-normal)."; empty
    // without a band.
    QString riskBand(const model::EstimateBand &band) const;
    // A value's as-of date: the locale's short date, or "about 2023-12" when its source dates it
    // only approximately (Provenance::asOfApproximate); the text itself when it is no date.
    QString asOf(const model::Provenance &provenance) const;
    QString hoursAsTyped(double hours) const; // a deadline as entered: "13 h", "12.5 h"
    // Money always with its currency (ISO 4217 code): "$2,421" and "$98.32" for USD, "€2,421"
    // (German "2.421 €") for EUR, "£" for GBP, and the code itself for every other currency,
    // whose symbol could be mistaken for another's ("2,421 CHF", "2,421 AUD").
    QString money(double amount, std::string_view currency) const;      // whole units
    QString moneyCents(double amount, std::string_view currency) const; // with cents
    // The symbol money() writes for a currency ("$", "€", "£"), or the code; for field prefixes.
    static QString currencySymbol(std::string_view currency);
    // What a money field puts before and after its number, the way money() places the currency:
    // {"$", ""} in English, {"", " $"} in German (QLocale's currency format), {"", " CHF"} for a code.
    std::pair<QString, QString> moneyAffixes(std::string_view currency) const;
    static QString nodeCount(int n); // "1 node", "8 nodes"
    QString percent(double fraction, int decimals = 0) const; // 0.85 → "85 %"
    QString number(double value, int decimals) const;
    QString quantity(double value) const; // a value as a user would type it, for messages

    QString issue(const model::InputIssue &issue) const;
    // An option's cost in whole units, or "cost unknown" when the plan has no price.
    QString cost(const model::OptionRow &row, const std::string &currency) const;
    // How a plan's costs are priced, named wherever money is shown: "pay-as-you-go",
    // "3-year reservation", "1-year savings plan", "pay-as-you-go with a 12 % discount",
    // "3-year reservation with a 5 % discount".
    QString priceBasis(const model::PriceBasis &basis) const;
    // "cost" as a column header, with the basis when it is not plain pay-as-you-go:
    // "cost (3-year reservation)". `label` is the header's own word, already translated.
    QString costHeader(const QString &label, const model::PriceBasis &basis) const;
    // The banner; with a basis other than plain pay-as-you-go it ends "Prices: 3-year reservation."
    QString recommendation(const model::Recommendation &rec) const;
    QString notFittingText(const model::Recommendation &rec) const; // "1 and 2 nodes do not fit in 80 GB per GPU." 
    // "At 90 % confidence: 4 nodes …", for one tier of the risk model.
    QString riskRecommendation(const model::RiskRecommendation &rec, model::Tier tier) const;
    QString finding(const model::Finding &finding) const;
    // The search's recommendation, a size's reason for losing (with its series: "ND A100 v4: 70B
    // with ZeRO-3 needs 24 nodes to meet the deadline and costs 31 % more") and its notes.
    QString searchReason(const model::SearchReason &reason, const std::string &series = {}) const;
    // What adopting a searched plan changed, for the status bar: "Adopted 8 nodes of
    // Standard_ND96isr_H100_v5 in East US (dedicated): size (was …); layout TP 2 …; node count 8
    // added to 1, 2, 4; the catalog's price replaces yours; MFU and the efficiency table are
    // greyed: the layout gives the rate." `nodes` is the adopted node count, `gpus` its world size.
    QString adoptionSummary(const model::PlanSpec &before, const model::PlanSpec &after, int nodes, int gpus) const;
    // A layout in one line: "TP 8 × PP 4 (v 2) × DP 16, ZeRO-1, micro-batch 1, selective recompute".
    QString layoutSummary(const model::Layout &layout, int gpus) const;
    // "Megatron-Core", "PyTorch (torchtitan)", "DeepSpeed", "Hugging Face Trainer".
    QString stackName(model::Stack stack) const;
    // The layout in a table cell: "TP 2 × PP 1, ZeRO-3" (layoutSummary gives the rest).
    QString layoutShort(const model::Layout &layout) const;
    // How one checkpoint write time follows: "At 8 nodes a checkpoint write takes 2.2 min: 980 GB
    // of model states …", or that the plan gives it, or the default without a model.
    QString checkpointWrite(const model::CheckpointWrite &write, const model::CheckpointStorage &storage) const;
    QString findingTitle(model::FindingCode code) const;
    QString statusName(model::SizeStatus status) const;
    QString tierName(model::Tier tier) const;
    // "Azure ML cluster", "serverless Azure ML job", "Slurm on VM scale sets", "Kubernetes (AKS)".
    QString computeName(model::ComputeTarget target) const;
    QString fieldLabel(const QString &field) const; // catalog field name → label

    const QLocale &locale() const { return m_locale; }

    // How messages name a plan field they point the user to: the plan-file key by default
    // ("give price_per_node_hour", right for the CLI and plan files); the GUI names its fields on
    // screen instead ("give Price / node-h"), key → shown name.
    void setFieldNames(QHash<QString, QString> names) { m_fieldNames = std::move(names); }
    QString fieldName(const QString &key) const { return m_fieldNames.value(key, key); }
    const QHash<QString, QString> &fieldNames() const { return m_fieldNames; }

private:
    QString recommendationBody(const model::Recommendation &rec) const;

    QLocale m_locale;
    QHash<QString, QString> m_fieldNames;
};

} // namespace capplan::data
