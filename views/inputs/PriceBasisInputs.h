// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inputs/FieldBindings.h"

#include "model/plan/PlanSpec.h"

#include <QObject>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;

namespace capplan::views {

class PlanController;

// How the plan pays for its nodes (model/plan/Compute.h, PriceBasis), as two rows of the inputs'
// price area: "Price:" pay-as-you-go, a 1- or 3-year reservation or a 1- or 3-year savings plan
// (kind and term in one choice, one undoable edit), and "Discount:" a negotiated discount in
// percent off whatever price the plan uses. The rows live in the form they are added to; this
// object keeps their widgets, edits and names.
class PriceBasisInputs : public QObject {
    Q_OBJECT

public:
    PriceBasisInputs(PlanController *controller, QFormLayout *form, QWidget *parent);

    void setSpec(const model::PlanSpec &spec);
    void retranslateUi();
    const FieldBindings &fields() const { return m_fields; }
    QComboBox *kindCombo() const { return m_kind; }
    QDoubleSpinBox *discountSpin() const { return m_discount; }

private:
    PlanController *m_controller;
    bool m_updating = false;
    FieldBindings m_fields;
    QComboBox *m_kind = nullptr;
    QLabel *m_kindLabel = nullptr;
    QDoubleSpinBox *m_discount = nullptr;
    QLabel *m_discountLabel = nullptr;
};

} // namespace capplan::views
