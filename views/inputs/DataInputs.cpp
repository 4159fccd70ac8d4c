// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/DataInputs.h"
#include "views/inputs/FormEdits.h"
#include "views/inputs/FormFields.h"
#include "views/main/PlanController.h"
#include "views/main/Theme.h"

#include "data/Texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>

#include <algorithm>
#include <limits>
#include <set>

namespace capplan::views {

namespace {

using form::makeSpin;
using form::setValueIfDifferent;

// The largest dataset and per-GB price the boxes take: model::validate's limits ("dataset_gb",
// "transfer_price_per_gb").
constexpr double kMaxDatasetGB = 1e9;
constexpr double kMaxTransferPrice = 1e6;

} // namespace

DataInputs::DataInputs(PlanController *controller, QWidget *parent)
    : QGroupBox(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("dataGroup"));
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft);

    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("dataRegionCombo"));
    m_regionLabel = new QLabel(this);
    m_regionLabel->setBuddy(m_region);
    m_form->addRow(m_regionLabel, m_region);
    // 0 reads as "not given": a dataset of no size needs no copy either.
    m_size = makeSpin(this, "datasetSpin", 0.0, kMaxDatasetGB, 0);
    m_sizeLabel = new QLabel(this);
    m_sizeLabel->setBuddy(m_size);
    m_form->addRow(m_sizeLabel, m_size);
    m_priceOverride = new QCheckBox(this);
    m_priceOverride->setObjectName(QStringLiteral("transferPriceCheck"));
    m_price = makeSpin(this, "transferPriceSpin", 0.0, kMaxTransferPrice, 4);
    m_form->addRow(m_priceOverride, m_price);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("dataCopyNote"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: %1;").arg(theme::mutedText(palette()).name()));
    m_form->addRow(QString(), m_note);
    m_note->installEventFilter(this);

    m_fields.bind(model::PlanField::DataRegion, m_region, m_regionLabel);
    m_fields.bind(model::PlanField::DatasetGB, m_size, m_sizeLabel);
    m_fields.bind(model::PlanField::TransferPrice, m_price, m_priceOverride);

    using Field = model::PlanField;
    const FormEdits<model::PlanSpec> edit(m_controller, &m_updating, [](model::PlanSpec &s) { return &s; });
    connect(m_region, &QComboBox::currentIndexChanged, this,
            edit([this](model::PlanSpec &s, int) { s.dataRegion = m_region->currentData().toString().toStdString(); },
                 Field::DataRegion));
    connect(m_size, &QDoubleSpinBox::valueChanged, this, edit(
                                                             [](model::PlanSpec &s, double gb) {
                                                                 s.datasetGB = gb > 0.0 ? std::optional<double>(gb)
                                                                                        : std::nullopt;
                                                             },
                                                             Field::DatasetGB));
    connect(m_priceOverride, &QCheckBox::toggled, this, edit(
                                                            [this](model::PlanSpec &s, bool own) {
                                                                s.transferPricePerGB =
                                                                    own ? std::optional<double>(m_price->value())
                                                                        : std::nullopt;
                                                            },
                                                            Field::TransferPrice));
    connect(m_price, &QDoubleSpinBox::valueChanged, this, edit(
                                                              [](model::PlanSpec &s, double price) {
                                                                  if (s.transferPricePerGB) {
                                                                      s.transferPricePerGB = price;
                                                                  }
                                                              },
                                                              Field::TransferPrice));
    for (QAbstractSpinBox *spin : std::initializer_list<QAbstractSpinBox *>{m_size, m_price}) {
        connect(spin, &QAbstractSpinBox::editingFinished, m_controller, &PlanController::sealMerging);
    }
    connect(m_controller, &PlanController::specChanged, this, &DataInputs::setSpec);
    connect(m_controller, &PlanController::catalogChanged, this, [this] {
        populateRegions(m_controller->spec());
        setSpec(m_controller->spec());
    });
    retranslateUi();
    populateRegions(m_controller->spec());
    setSpec(m_controller->spec());
}

void DataInputs::populateRegions(const model::PlanSpec &spec)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    // Every region the catalog knows, priced for some size or not: the data may sit where no GPU does.
    const model::Catalog &catalog = m_controller->catalog();
    std::set<std::string> names(catalog.knownRegions.begin(), catalog.knownRegions.end());
    for (const std::string &region : catalog.regions()) {
        names.insert(region);
    }
    m_region->clear();
    m_region->addItem(QString(), QString()); // "none": text set in retranslateUi
    for (const std::string &name : names) {
        m_region->addItem(QString::fromStdString(name), QString::fromStdString(name));
    }
    if (!spec.dataRegion.empty() && names.count(spec.dataRegion) == 0) {
        const QString name = QString::fromStdString(spec.dataRegion);
        m_region->addItem(tr("%1 (not in the catalog)").arg(name), name);
    }
    m_region->setItemText(0, tr("None given"));
    m_region->setCurrentIndex(std::max(0, m_region->findData(QString::fromStdString(spec.dataRegion))));
    m_updating = wasUpdating;
}

void DataInputs::setSpec(const model::PlanSpec &spec)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const QString region = QString::fromStdString(spec.dataRegion);
    if (m_region->findData(region) < 0) {
        populateRegions(spec);
    }
    m_region->setCurrentIndex(std::max(0, m_region->findData(region)));
    setValueIfDifferent(m_size, spec.datasetGB.value_or(0.0));
    m_priceOverride->setChecked(spec.transferPricePerGB.has_value());
    m_price->setEnabled(spec.transferPricePerGB.has_value());
    if (spec.transferPricePerGB) {
        setValueIfDifferent(m_price, *spec.transferPricePerGB);
    }
    const data::Texts texts(locale());
    auto [prefix, suffix] = texts.moneyAffixes(spec.currency);
    m_price->setPrefix(prefix);
    m_price->setSuffix(suffix + tr(" per GB"));

    // Which price the copy pays where the plan runs now (the search prices each region its own way).
    QString note;
    if (spec.dataRegion.empty()) {
        note = tr("Name the region the training data is in: a plan that runs elsewhere pays its one-time copy, "
                  "and the search weighs it between regions.");
    } else if (!spec.datasetGB) {
        note = tr("Give the dataset's size to price its copy to another region.");
    } else if (const auto copy = model::dataCopyFor(spec, m_controller->catalog(), spec.region); !copy) {
        note = tr("The plan runs in %1, where the data is: no copy.").arg(region);
    } else if (!copy->cost) {
        note = tr("The catalog has no price in %1 for data sent out of %2: import an Azure Retail Prices "
                  "“Bandwidth” page into the catalog, or enter your own price. Until then the copy is not in "
                  "the cost.")
                   .arg(QString::fromStdString(spec.currency), region);
    } else if (copy->fromCatalog) {
        const QString scope = copy->scope == "inter_continent" ? tr("between continents") : tr("within a continent");
        note = tr("Copying to %1 costs %2 once: the catalog's price %3 (%4, %5 per GB on average).")
                   .arg(QString::fromStdString(copy->toRegion), texts.moneyCents(*copy->cost, spec.currency),
                        QString::fromStdString(copy->provenance.asOf.empty()
                                                   ? copy->provenance.source
                                                   : copy->provenance.source + ", " + copy->provenance.asOf),
                        scope, texts.moneyCents(copy->pricePerGB.value_or(0.0), spec.currency));
    } else {
        note = tr("Copying to %1 costs %2 once, at your price.")
                   .arg(QString::fromStdString(copy->toRegion), texts.moneyCents(*copy->cost, spec.currency));
    }
    m_note->setText(note);
    fitNoteHeight();
    m_updating = wasUpdating;
}

void DataInputs::fitNoteHeight()
{
    // Measured from the text, not QLabel::heightForWidth, which never reports less than the
    // minimum height set here; fixed, as the label's own size hint guesses another width.
    const QMargins margins = m_note->contentsMargins();
    const int width = m_note->width() - margins.left() - margins.right() - 2 * m_note->margin();
    if (width <= 0) {
        return;
    }
    const int needed = m_note->fontMetrics()
                           .boundingRect(QRect(0, 0, width, std::numeric_limits<int>::max() / 2), Qt::TextWordWrap,
                                         m_note->text())
                           .height() +
                       margins.top() + margins.bottom() + 2 * m_note->margin();
    if (m_note->minimumHeight() != needed || m_note->maximumHeight() != needed) {
        m_note->setFixedHeight(needed);
    }
}

bool DataInputs::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_note && event->type() == QEvent::Resize) {
        fitNoteHeight();
    }
    return QGroupBox::eventFilter(watched, event);
}

QList<QWidget *> DataInputs::tabOrder() const
{
    return {m_region, m_size, m_priceOverride, m_price};
}

QList<QWidget *> DataInputs::labels() const
{
    return {m_regionLabel, m_sizeLabel, m_priceOverride};
}

QString DataInputs::summary(const model::PlanSpec &spec) const
{
    if (spec.dataRegion.empty()) {
        return tr("none");
    }
    const QString region = QString::fromStdString(spec.dataRegion);
    if (!spec.datasetGB) {
        return region;
    }
    //: the folded data section: region and dataset size
    return tr("%1, %2 GB").arg(region, data::Texts(locale()).number(*spec.datasetGB, 0));
}

void DataInputs::retranslateUi()
{
    // The section's header is the title (InputsPanel). No mnemonics: the window has no letter
    // left (InputsPanel::retranslateUi); the fields are reached with Tab.
    m_regionLabel->setText(tr("Data region:"));
    m_region->setItemText(0, tr("None given"));
    m_sizeLabel->setText(tr("Dataset size:"));
    m_size->setSuffix(tr(" GB"));
    m_size->setSpecialValueText(tr("not given"));
    m_priceOverride->setText(tr("Own transfer price:"));
    m_region->setToolTip(tr("The Azure region the training data is stored in (data_region)"));
    m_size->setToolTip(tr("How much data a run copies to its region before it starts, in GB (dataset_gb)"));
    m_priceOverride->setToolTip(tr("Check to price the copy at your own rate per GB instead of the catalog's "
                                   "inter-region transfer price"));
    m_price->setToolTip(tr("Price of sending one GB from the data's region to the plan's (transfer_price_per_gb)"));
    setSpec(m_controller->spec());
}

} // namespace capplan::views
