// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inputs/FieldBindings.h"

#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;

namespace capplan::views {

class PlanController;

// Where the training data lives (the plan's data_region, dataset_gb and transfer_price_per_gb;
// model/Evaluate.h, DataCopy): a plan that runs in another region pays the one-time copy of the
// dataset at the inter-region transfer price, the plan's own or the catalog's, and the search
// weighs it between regions. A section of the inputs; a note under the fields says which price
// the copy uses, or that it is unpriced.
class DataInputs : public QGroupBox {
    Q_OBJECT

public:
    explicit DataInputs(PlanController *controller, QWidget *parent = nullptr);

    void setSpec(const model::PlanSpec &spec);
    // Which widget shows which plan field (views/inputs/FieldBindings.h).
    const FieldBindings &fields() const { return m_fields; }
    QList<QWidget *> tabOrder() const;
    // The labels of the form, for the inputs' one label column.
    QList<QWidget *> labels() const;
    // What the folded section shows: "none", or "eastus, 2,000 GB".
    QString summary(const model::PlanSpec &spec) const;

    QComboBox *regionCombo() const { return m_region; }
    QDoubleSpinBox *sizeSpin() const { return m_size; }
    QCheckBox *priceCheck() const { return m_priceOverride; }
    QDoubleSpinBox *priceSpin() const { return m_price; }
    QLabel *note() const { return m_note; }
    // Called by the inputs panel on a language switch before it measures its label column and
    // names the fields in messages (a child's own LanguageChange comes after its parent's).
    void retranslateUi();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The note wraps: the inputs' scroll area lays its content out by size hints, not height for
    // width, so the note takes the height its text needs at its width.
    void fitNoteHeight();
    void populateRegions(const model::PlanSpec &spec);
    void showEvaluation(const model::Evaluation &evaluation);

    PlanController *m_controller;
    bool m_updating = false;
    FieldBindings m_fields;

    QFormLayout *m_form = nullptr;
    QComboBox *m_region = nullptr;
    QLabel *m_regionLabel = nullptr;
    QDoubleSpinBox *m_size = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QCheckBox *m_priceOverride = nullptr;
    QDoubleSpinBox *m_price = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace capplan::views
