// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"

#include <QWidget>
#include <optional>

class QLabel;
class QTableWidget;

namespace capplan::views {

// The results tab "Quota & regions": per node count the cores the plan needs in its size's quota
// family and in the region's total, what is in use, the limit and the shortfall (docs/sources.md,
// s2-azureml-compute: "Azure counts dedicated cores per VM family per region, plus a regional
// total"); and for the node count the plan would run, every region that prices the size with its
// cost and quota, the cheapest region with enough quota named at the top, or why none can be named.
// Everything shown comes from model::evaluate() (Evaluation::quota and Evaluation::regions).
class QuotaPanel : public QWidget {
    Q_OBJECT

public:
    enum OptionColumn {
        Nodes,
        CoresNeeded,
        FamilyUsed,
        FamilyLimit,
        FamilyShortfall,
        RegionalUsed,
        RegionalLimit,
        RegionalShortfall,
        Status,
        OptionColumnCount
    };
    enum RegionColumn { Region, PricePerNodeHour, Cost, QuotaStatus, RegionColumnCount };
    // The model::QuotaStatus of a status cell, as an int, for tests.
    static constexpr int StatusRole = Qt::UserRole + 1;

    explicit QuotaPanel(QWidget *parent = nullptr);

    void showEvaluation(const model::Evaluation &evaluation, const model::PlanSpec &spec);
    // Nothing to show (the inputs cannot be evaluated).
    void clear();

    QLabel *summaryLabel() const { return m_summary; }
    QLabel *familyLabel() const { return m_family; }
    QLabel *regionsTitle() const { return m_regionsTitle; }
    QTableWidget *optionsTable() const { return m_options; }
    QTableWidget *regionsTable() const { return m_regions; }
    // The node count the region comparison is for (the recommended one, else the fastest).
    std::optional<int> comparedNodes() const { return m_comparedNodes; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void render();
    void fillOptions();
    void fillRegions();
    QString summaryText() const;
    QString count(const std::optional<long long> &value) const;
    QString money(double amount, const std::string &currency, int decimals) const;
    QString statusText(const model::QuotaCheck &check) const;

    data::Texts m_texts;
    std::optional<model::Evaluation> m_evaluation;
    model::PlanSpec m_spec;
    std::optional<int> m_comparedNodes;
    std::optional<std::size_t> m_comparedIndex;

    QLabel *m_summary = nullptr;
    QLabel *m_family = nullptr;
    QLabel *m_optionsTitle = nullptr;
    QLabel *m_regionsTitle = nullptr;
    QTableWidget *m_options = nullptr;
    QTableWidget *m_regions = nullptr;
};

} // namespace capplan::views
