// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/PriceBasisInputs.h"
#include "views/inputs/FormEdits.h"
#include "views/inputs/FormFields.h"
#include "views/main/PlanController.h"

#include "data/Texts.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

#include <array>
#include <utility>

namespace capplan::views {

namespace {

// The choices of the "Price:" box, in its order: kind and term.
constexpr std::array<std::pair<model::PlanPriceKind, int>, 5> kChoices{{
    {model::PlanPriceKind::PayAsYouGo, 0},
    {model::PlanPriceKind::Reservation, 1},
    {model::PlanPriceKind::Reservation, 3},
    {model::PlanPriceKind::SavingsPlan, 1},
    {model::PlanPriceKind::SavingsPlan, 3},
}};

// The largest discount the box takes: below 100 % (model::validate, "discount_percent").
constexpr double kMaxDiscountPercent = 99.99;

} // namespace

PriceBasisInputs::PriceBasisInputs(PlanController *controller, QFormLayout *form, QWidget *parent)
    : QObject(parent)
    , m_controller(controller)
{
    m_kind = new QComboBox(parent);
    m_kind->setObjectName(QStringLiteral("priceKindCombo"));
    for (std::size_t i = 0; i < kChoices.size(); ++i) {
        m_kind->addItem(QString(), static_cast<int>(i));
    }
    m_kindLabel = new QLabel(parent);
    m_kindLabel->setBuddy(m_kind);
    form->addRow(m_kindLabel, m_kind);
    m_discount = form::makeSpin(parent, "discountSpin", 0.0, kMaxDiscountPercent, 2);
    m_discountLabel = new QLabel(parent);
    m_discountLabel->setBuddy(m_discount);
    form->addRow(m_discountLabel, m_discount);
    m_fields.bind(model::PlanField::PriceKind, m_kind, m_kindLabel);
    // A wrong term is the same choice's fault: the box shows it.
    m_fields.bind(model::PlanField::PriceTermYears, m_kind, m_kindLabel);
    m_fields.bind(model::PlanField::DiscountPercent, m_discount, m_discountLabel);

    const FormEdits<model::PlanSpec> edit(m_controller, &m_updating, [](model::PlanSpec &s) { return &s; });
    connect(m_kind, &QComboBox::currentIndexChanged, this, edit(
                                                               [this](model::PlanSpec &s, int) {
                                                                   const auto index = static_cast<std::size_t>(
                                                                       m_kind->currentData().toInt());
                                                                   if (index < kChoices.size()) {
                                                                       s.priceKind = kChoices[index].first;
                                                                       s.priceTermYears = kChoices[index].second;
                                                                   }
                                                               },
                                                               model::PlanField::PriceKind));
    connect(m_discount, &QDoubleSpinBox::valueChanged, this,
            edit([](model::PlanSpec &s, double value) { s.discountPercent = value; }, model::PlanField::DiscountPercent));
    retranslateUi();
}

void PriceBasisInputs::setSpec(const model::PlanSpec &spec)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    int index = -1;
    for (std::size_t i = 0; i < kChoices.size(); ++i) {
        if (kChoices[i].first == spec.priceKind && kChoices[i].second == spec.priceTermYears) {
            index = static_cast<int>(i);
        }
    }
    // A file's term that is no choice (2 years) shows no choice; its issue is marked at the box.
    m_kind->setCurrentIndex(index);
    form::setValueIfDifferent(m_discount, spec.discountPercent);
    m_updating = wasUpdating;
}

void PriceBasisInputs::retranslateUi()
{
    const data::Texts texts;
    // No mnemonics: every letter but Z and Q already has one in the inputs (the fabric model's
    // Alt+Z and Alt+Q take those).
    m_kindLabel->setText(tr("Price:"));
    for (int i = 0; i < m_kind->count(); ++i) {
        const auto &[kind, years] = kChoices[static_cast<std::size_t>(i)];
        m_kind->setItemText(i, texts.priceBasis(model::PriceBasis{kind, years, 0.0}));
    }
    m_kind->setToolTip(tr("Pay-as-you-go, or the catalog's reservation or savings-plan rate of 1 or 3 years "
                          "(dedicated VMs only; import them with the Azure Retail Prices API)"));
    m_discountLabel->setText(tr("Discount:"));
    m_discount->setSuffix(tr(" %"));
    m_discount->setToolTip(tr("A negotiated discount in percent, taken off the price the plan uses (the catalog's "
                              "or your own)"));
}

} // namespace capplan::views
