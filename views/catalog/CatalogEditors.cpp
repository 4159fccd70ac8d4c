// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/catalog/CatalogEditors.h"

#include "data/import/Importers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace capplan::views {

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

std::string s(const QString &text)
{
    return text.trimmed().toStdString();
}

// The text a field started with: a field whose text is unchanged is an unchanged value, even when
// parsing the shown text back would round it differently.
const char *const kInitialText = "initialText";

void setInitialText(QLineEdit *edit, const QString &text)
{
    edit->setText(text);
    edit->setProperty(kInitialText, text);
}

bool isEdited(const QLineEdit *edit)
{
    return edit->text() != edit->property(kInitialText).toString();
}

void selectData(QComboBox *combo, const QVariant &value)
{
    const int i = combo->findData(value);
    if (i >= 0) {
        combo->setCurrentIndex(i);
    }
}

} // namespace

// --- The shared part -------------------------------------------------------------------------

CatalogEditor::CatalogEditor(const model::Catalog &catalog, const QString &todayIso, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_todayIso(todayIso)
{
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    m_source = new QLineEdit(this);
    m_source->setObjectName(QStringLiteral("sourceEdit"));
    m_verified = new QCheckBox(tr("Verified: c&hecked against its source"), this);
    m_verified->setObjectName(QStringLiteral("verifiedCheck"));
    m_verified->setChecked(true);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("editorMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #b71c1c; }"));
    // A red frame on the field in error (the message names it too, for screen readers).
    setStyleSheet(QStringLiteral("QLineEdit[invalid=\"true\"], QComboBox[invalid=\"true\"] "
                                 "{ border: 1px solid #c62828; }"));
}

void CatalogEditor::finishForm()
{
    m_form->addRow(tr("S&ource:"), m_source);
    m_form->addRow(QString(), m_verified);
    auto *note = new QLabel(tr("Values you change are dated today and carry this source."), this);
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("QLabel { color: #606060; }"));
    m_form->addRow(QString(), note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    setMinimumWidth(520); // room for sources and messages on one line
    connect(buttons, &QDialogButtonBox::accepted, this, &CatalogEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CatalogEditor::reject);
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->addWidget(m_message);
    layout->addStretch(1);
    layout->addWidget(buttons);
    watch(m_source);
    watch(m_verified);
}

void CatalogEditor::watch(QLineEdit *edit)
{
    connect(edit, &QLineEdit::textChanged, this, &CatalogEditor::revalidate);
}

void CatalogEditor::watch(QComboBox *combo)
{
    connect(combo, &QComboBox::currentIndexChanged, this, &CatalogEditor::revalidate);
    if (combo->isEditable()) {
        connect(combo, &QComboBox::editTextChanged, this, &CatalogEditor::revalidate);
    }
}

void CatalogEditor::watch(QCheckBox *check)
{
    connect(check, &QCheckBox::toggled, this, &CatalogEditor::revalidate);
}

QComboBox *CatalogEditor::makeRegionCombo(const QString &objectName)
{
    auto *combo = new QComboBox(this);
    combo->setObjectName(objectName);
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    std::set<std::string> regions(m_catalog.knownRegions.begin(), m_catalog.knownRegions.end());
    for (const std::string &r : m_catalog.regions()) {
        regions.insert(r);
    }
    for (const std::string &r : regions) {
        combo->addItem(q(r));
    }
    combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    combo->completer()->setFilterMode(Qt::MatchContains);
    return combo;
}

void CatalogEditor::revalidate()
{
    const Check check = validate();
    m_problem = check.message;
    m_message->setText(check.message);
    m_message->setVisible(!check.message.isEmpty());
    if (m_ok != nullptr) {
        m_ok->setEnabled(check.message.isEmpty());
    }
    if (m_culprit != check.field) {
        for (QWidget *w : {m_culprit, check.field}) {
            if (w != nullptr) {
                w->setProperty("invalid", w == check.field);
                w->style()->unpolish(w);
                w->style()->polish(w);
            }
        }
        m_culprit = check.field;
    }
}

void CatalogEditor::accept()
{
    revalidate();
    if (!m_problem.isEmpty()) {
        if (m_culprit != nullptr) {
            m_culprit->setFocus();
        }
        return;
    }
    QDialog::accept();
}

std::optional<double> CatalogEditor::number(const QLineEdit *edit) const
{
    const QString text = edit->text().trimmed();
    if (text.isEmpty()) {
        return std::nullopt;
    }
    bool ok = false;
    double value = m_texts.locale().toDouble(text, &ok);
    if (!ok) {
        value = QLocale::c().toDouble(text, &ok);
    }
    if (!ok || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

model::Provenance CatalogEditor::typedProvenance(const model::Provenance &previous) const
{
    model::Provenance p;
    const QString source = m_source->text().trimmed();
    p.source = source.isEmpty() ? previous.source : source.toStdString();
    p.asOf = m_todayIso.toStdString();
    p.verified = m_verified->isChecked();
    // importedAt and effectiveDate describe an import; a typed value has neither.
    return p;
}

// --- Prices ----------------------------------------------------------------------------------

PriceEditor::PriceEditor(const model::Catalog &catalog, const QString &todayIso, QWidget *parent)
    : CatalogEditor(catalog, todayIso, parent)
{
    setObjectName(QStringLiteral("priceEditor"));
    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("sizeCombo"));
    m_size->setEditable(true);
    m_size->setInsertPolicy(QComboBox::NoInsert);
    for (const model::VmSize &size : m_catalog.sizes) {
        m_size->addItem(q(size.name));
    }
    m_size->completer()->setFilterMode(Qt::MatchContains);
    m_region = makeRegionCombo(QStringLiteral("regionCombo"));
    m_tier = new QComboBox(this);
    m_tier->setObjectName(QStringLiteral("tierCombo"));
    m_tier->addItem(m_texts.tierName(model::Tier::Dedicated), static_cast<int>(model::Tier::Dedicated));
    m_tier->addItem(m_texts.tierName(model::Tier::LowPriority), static_cast<int>(model::Tier::LowPriority));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kindCombo"));
    m_kind->addItem(tr("on demand (pay as you go)"), static_cast<int>(model::PriceKind::OnDemand));
    m_kind->addItem(tr("Spot"), static_cast<int>(model::PriceKind::Spot));
    m_kind->addItem(tr("reservation (per hour of the term)"), static_cast<int>(model::PriceKind::Reservation));
    m_kind->addItem(tr("savings plan"), static_cast<int>(model::PriceKind::SavingsPlan));
    m_term = new QComboBox(this);
    m_term->setObjectName(QStringLiteral("termCombo"));
    m_term->addItem(tr("none"), 0);
    m_term->addItem(tr("1 year"), 1);
    m_term->addItem(tr("3 years"), 3);
    m_currency = new QLineEdit(this);
    m_currency->setObjectName(QStringLiteral("currencyEdit"));
    m_currency->setMaxLength(8);
    m_price = new QLineEdit(this);
    m_price->setObjectName(QStringLiteral("priceEdit"));
    m_price->setPlaceholderText(tr("e.g. 98.32"));

    form()->addRow(tr("Si&ze:"), m_size);
    form()->addRow(tr("&Region:"), m_region);
    form()->addRow(tr("&Tier:"), m_tier);
    form()->addRow(tr("&Kind:"), m_kind);
    form()->addRow(tr("T&erm:"), m_term);
    form()->addRow(tr("&Currency:"), m_currency);
    form()->addRow(tr("&Price per hour:"), m_price);
    finishForm();

    // Spot prices are filed under low priority (model/catalog/Catalog.h), reservations and savings plans
    // are dedicated and run 1 or 3 years: follow the kind so the usual choice is one step.
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const auto kind = static_cast<model::PriceKind>(m_kind->currentData().toInt());
        const bool termed = kind == model::PriceKind::Reservation || kind == model::PriceKind::SavingsPlan;
        if (termed && m_term->currentData().toInt() == 0) {
            selectData(m_term, 1);
        } else if (!termed) {
            selectData(m_term, 0);
        }
        m_term->setEnabled(termed);
        if (kind == model::PriceKind::Spot) {
            selectData(m_tier, static_cast<int>(model::Tier::LowPriority));
        } else if (termed) {
            selectData(m_tier, static_cast<int>(model::Tier::Dedicated));
        }
    });
    for (QComboBox *combo : {m_size, m_region, m_tier, m_kind, m_term}) {
        watch(combo);
    }
    watch(m_currency);
    watch(m_price);
    setWindowTitle(tr("Add Price"));
    setPrice(std::nullopt);
}

void PriceEditor::setPrice(const std::optional<model::Price> &price)
{
    m_original = price;
    const model::Price p = price.value_or(model::Price{});
    setWindowTitle(price ? tr("Edit Price") : tr("Add Price"));
    m_size->setEditText(q(p.sku));
    m_region->setEditText(price ? q(p.region) : QStringLiteral("eastus"));
    selectData(m_tier, static_cast<int>(p.tier));
    selectData(m_kind, static_cast<int>(p.kind));
    selectData(m_term, p.termYears);
    m_term->setEnabled(p.kind == model::PriceKind::Reservation || p.kind == model::PriceKind::SavingsPlan);
    setInitialText(m_currency, q(p.currency));
    setInitialText(m_price, price ? m_texts.quantity(p.perNodeHour.value) : QString());
    m_price->setToolTip(price ? tr("%1Source: %2, as of %3")
                                    .arg(p.perNodeHour.provenance.verified ? QString() : tr("Unverified. "),
                                         q(p.perNodeHour.provenance.source), m_texts.asOf(p.perNodeHour.provenance))
                              : QString());
    sourceEdit()->clear();
    sourceEdit()->setPlaceholderText(price ? tr("now: %1").arg(q(p.perNodeHour.provenance.source))
                                           : tr("where the price comes from, e.g. Azure pricing calculator"));
    verifiedCheck()->setChecked(price ? p.perNodeHour.provenance.verified : true);
    revalidate();
}

model::Price PriceEditor::price() const
{
    model::Price p = m_original.value_or(model::Price{});
    p.sku = s(m_size->currentText());
    p.region = s(m_region->currentText());
    p.tier = static_cast<model::Tier>(m_tier->currentData().toInt());
    p.kind = static_cast<model::PriceKind>(m_kind->currentData().toInt());
    p.termYears = m_term->currentData().toInt();
    p.currency = s(m_currency->text().toUpper());
    p.perNodeHour.value = number(m_price).value_or(0.0);
    const bool valueChanged = !m_original || isEdited(m_price) || isEdited(m_currency) || !m_original->sameKey(p);
    const bool provenanceChanged =
        !sourceEdit()->text().trimmed().isEmpty() || verifiedCheck()->isChecked() != p.perNodeHour.provenance.verified;
    if (valueChanged || provenanceChanged) {
        p.perNodeHour.provenance = typedProvenance(p.perNodeHour.provenance);
    }
    return p;
}

auto PriceEditor::validate() const -> Check
{
    // What only the typed text can get wrong first, then the checks every price passes.
    const QString text = m_price->text().trimmed();
    const std::optional<double> value = number(m_price);
    const model::Price p = price();
    const FieldProblem problem = CatalogChecks::price(p, m_catalog, m_original);
    const bool keyProblem = !problem.ok() && problem.field != QStringLiteral("price_per_hour");
    if (keyProblem) {
        const std::map<QString, QWidget *> widgets = {{QStringLiteral("size"), m_size},
                                                      {QStringLiteral("region"), m_region},
                                                      {QStringLiteral("tier"), m_tier},
                                                      {QStringLiteral("term_years"), m_term},
                                                      {QStringLiteral("currency"), m_currency}};
        const auto it = widgets.find(problem.field);
        return {problem.message, it != widgets.end() ? it->second : static_cast<QWidget *>(m_size)};
    }
    if (text.isEmpty()) {
        return {fieldMessage(tr("Price per hour"), tr("enter the Linux price of one VM for one hour.")), m_price};
    }
    if (!value) {
        return {fieldMessage(tr("Price per hour"), tr("\"%1\" is not a number.").arg(text)), m_price};
    }
    if (!problem.ok()) {
        return {problem.message, m_price};
    }
    const bool valueChanged = !m_original || isEdited(m_price) || isEdited(m_currency) || !m_original->sameKey(p);
    if (valueChanged && sourceEdit()->text().trimmed().isEmpty()) {
        return {fieldMessage(tr("Source"), tr("say where the new value comes from.")), sourceEdit()};
    }
    return {};
}

// --- Quota -----------------------------------------------------------------------------------

QuotaEditor::QuotaEditor(const model::Catalog &catalog, const QString &todayIso, QWidget *parent)
    : CatalogEditor(catalog, todayIso, parent)
{
    setObjectName(QStringLiteral("quotaEditor"));
    m_region = makeRegionCombo(QStringLiteral("regionCombo"));
    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("scopeCombo"));
    m_scope->addItem(tr("VM family"), static_cast<int>(model::QuotaScope::Family));
    m_scope->addItem(tr("regional total"), static_cast<int>(model::QuotaScope::Regional));
    m_family = new QComboBox(this);
    m_family->setObjectName(QStringLiteral("familyCombo"));
    m_family->setEditable(true);
    m_family->setInsertPolicy(QComboBox::NoInsert);
    std::set<std::string> families;
    for (const model::VmSize &size : m_catalog.sizes) {
        if (!size.quotaFamily.value.empty()) {
            families.insert(size.quotaFamily.value);
        }
    }
    for (const std::string &family : families) {
        m_family->addItem(q(family));
    }
    m_tier = new QComboBox(this);
    m_tier->setObjectName(QStringLiteral("tierCombo"));
    m_tier->addItem(m_texts.tierName(model::Tier::Dedicated), static_cast<int>(model::Tier::Dedicated));
    m_tier->addItem(m_texts.tierName(model::Tier::LowPriority), static_cast<int>(model::Tier::LowPriority));
    m_used = new QLineEdit(this);
    m_used->setObjectName(QStringLiteral("usedEdit"));
    m_used->setPlaceholderText(tr("empty: unknown"));
    m_limit = new QLineEdit(this);
    m_limit->setObjectName(QStringLiteral("limitEdit"));
    m_limit->setPlaceholderText(tr("empty: unknown; -1: no limit of its own"));

    form()->addRow(tr("&Region:"), m_region);
    form()->addRow(tr("&Counter:"), m_scope);
    form()->addRow(tr("&Family:"), m_family);
    form()->addRow(tr("&Tier:"), m_tier);
    form()->addRow(tr("In &use (cores):"), m_used);
    form()->addRow(tr("&Limit (cores):"), m_limit);
    finishForm();

    connect(m_scope, &QComboBox::currentIndexChanged, this, &QuotaEditor::updateScope);
    connect(m_tier, &QComboBox::currentIndexChanged, this, &QuotaEditor::updateScope);
    for (QComboBox *combo : {m_region, m_scope, m_family, m_tier}) {
        watch(combo);
    }
    watch(m_used);
    watch(m_limit);
    setQuota(std::nullopt);
}

void QuotaEditor::updateScope()
{
    const bool regional = static_cast<model::QuotaScope>(m_scope->currentData().toInt()) == model::QuotaScope::Regional;
    m_family->setEnabled(!regional);
    if (regional) {
        // Azure's names of the regional totals (az vm list-usage name.value).
        const bool dedicated = static_cast<model::Tier>(m_tier->currentData().toInt()) == model::Tier::Dedicated;
        m_family->setEditText(dedicated ? QStringLiteral("cores") : QStringLiteral("lowPriorityCores"));
    }
}

void QuotaEditor::setQuota(const std::optional<model::QuotaUsage> &quota)
{
    m_original = quota;
    const model::QuotaUsage u = quota.value_or(model::QuotaUsage{});
    setWindowTitle(quota ? tr("Edit Quota") : tr("Add Quota"));
    m_region->setEditText(quota ? q(u.region) : QStringLiteral("eastus"));
    selectData(m_scope, static_cast<int>(u.scope));
    selectData(m_tier, static_cast<int>(u.tier));
    m_family->setEditText(q(u.family));
    updateScope();
    const auto text = [](const std::optional<long long> &v) { return v ? QString::number(*v) : QString(); };
    setInitialText(m_used, text(u.currentValue));
    setInitialText(m_limit, text(u.limit));
    sourceEdit()->clear();
    sourceEdit()->setPlaceholderText(quota ? tr("now: %1").arg(q(u.provenance.source))
                                           : tr("where the numbers come from, e.g. Azure portal, Quotas"));
    verifiedCheck()->setChecked(quota ? u.provenance.verified : true);
    revalidate();
}

model::QuotaUsage QuotaEditor::quota() const
{
    model::QuotaUsage u = m_original.value_or(model::QuotaUsage{});
    u.region = s(m_region->currentText());
    u.scope = static_cast<model::QuotaScope>(m_scope->currentData().toInt());
    u.tier = static_cast<model::Tier>(m_tier->currentData().toInt());
    u.family = s(m_family->currentText());
    const auto count = [this](const QLineEdit *edit) -> std::optional<long long> {
        const std::optional<double> v = number(edit);
        return v ? std::optional<long long>(std::llround(*v)) : std::nullopt;
    };
    u.currentValue = count(m_used);
    u.limit = count(m_limit);
    const bool valueChanged = !m_original || isEdited(m_used) || isEdited(m_limit) || !m_original->sameKey(u);
    const bool provenanceChanged =
        !sourceEdit()->text().trimmed().isEmpty() || verifiedCheck()->isChecked() != u.provenance.verified;
    if (valueChanged || provenanceChanged) {
        u.provenance = typedProvenance(u.provenance);
    }
    return u;
}

auto QuotaEditor::validate() const -> Check
{
    // Cores are whole numbers; empty means unknown.
    const auto checkCount = [this](const QLineEdit *edit, const QString &label) -> QString {
        const QString text = edit->text().trimmed();
        if (text.isEmpty()) {
            return {};
        }
        const std::optional<double> v = number(edit);
        if (!v) {
            return fieldMessage(label, tr("\"%1\" is not a number.").arg(text));
        }
        if (*v != std::floor(*v) || std::abs(*v) > 1e12) {
            return fieldMessage(label, tr("enter a whole number of cores."));
        }
        return {};
    };
    const model::QuotaUsage u = quota();
    const FieldProblem problem = CatalogChecks::quota(u, m_catalog, m_original);
    if (!problem.ok() && (problem.field == QStringLiteral("region") || problem.field == QStringLiteral("family") ||
                          problem.field == QStringLiteral("scope"))) {
        QWidget *field = problem.field == QStringLiteral("region")  ? static_cast<QWidget *>(m_region)
                         : problem.field == QStringLiteral("scope") ? static_cast<QWidget *>(m_scope)
                                                                    : m_family;
        return {problem.message, field};
    }
    if (const QString m = checkCount(m_used, tr("In use")); !m.isEmpty()) {
        return {m, m_used};
    }
    if (const QString m = checkCount(m_limit, tr("Limit")); !m.isEmpty()) {
        return {m, m_limit};
    }
    if (!problem.ok()) {
        return {problem.message, problem.field == QStringLiteral("limit") ? m_limit : m_used};
    }
    const bool valueChanged = !m_original || isEdited(m_used) || isEdited(m_limit) || !m_original->sameKey(u);
    if (valueChanged && sourceEdit()->text().trimmed().isEmpty()) {
        return {fieldMessage(tr("Source"), tr("say where the new numbers come from.")), sourceEdit()};
    }
    return {};
}

// --- Sizes -----------------------------------------------------------------------------------

SizeEditor::SizeEditor(const model::Catalog &catalog, const QString &todayIso, QWidget *parent)
    : CatalogEditor(catalog, todayIso, parent)
{
    setObjectName(QStringLiteral("sizeEditor"));
    const auto edit = [this](const char *name, const QString &placeholder = {}) {
        auto *e = new QLineEdit(this);
        e->setObjectName(QString::fromLatin1(name));
        e->setPlaceholderText(placeholder);
        watch(e);
        return e;
    };
    m_name = edit("nameEdit", tr("e.g. Standard_ND96isr_H100_v5"));
    m_series = edit("seriesEdit", tr("e.g. ND H100 v5"));
    m_gpuModel = edit("gpuModelEdit", tr("e.g. NVIDIA H100 80GB SXM"));
    m_gpus = edit("gpusEdit");
    m_gpuMemory = edit("gpuMemoryEdit");
    m_vcpus = edit("vcpusEdit");
    m_memory = edit("memoryEdit");
    m_tflops = edit("tflopsEdit", tr("dense, without sparsity"));
    m_ib = edit("ibEdit", tr("0: no InfiniBand"));
    m_ethernet = edit("ethernetEdit");
    m_nvlink = edit("nvlinkEdit", tr("per direction; 0: unknown"));
    m_measuredBus = edit("measuredBusEdit", tr("nccl-tests all_reduce_perf in one VM; 0: not measured"));
    m_fp8 = edit("fp8Edit", tr("dense, without sparsity; 0: no FP8"));
    m_domain = edit("nvlinkDomainEdit", tr("GPUs one NVLink domain joins, e.g. 8, 72 on NVL72; 0: unknown"));
    m_memoryBandwidth = edit("memoryBandwidthEdit", tr("GPU memory bandwidth; 0: unknown"));
    m_collective = edit("collectiveLibraryEdit", tr("NCCL, or RCCL on AMD Instinct"));
    m_quotaFamily = edit("quotaFamilyEdit", tr("as az vm list-usage prints it, e.g. standardNDSH100v5Family"));
    m_status = new QComboBox(this);
    m_status->setObjectName(QStringLiteral("statusCombo"));
    for (model::SizeStatus st : {model::SizeStatus::Available, model::SizeStatus::Preview, model::SizeStatus::Retiring,
                                 model::SizeStatus::Retired}) {
        m_status->addItem(m_texts.statusName(st), static_cast<int>(st));
    }
    watch(m_status);
    m_retirement = edit("retirementEdit", tr("yyyy-mm-dd, empty when none is announced"));

    form()->addRow(tr("&Name:"), m_name);
    form()->addRow(tr("S&eries:"), m_series);
    form()->addRow(tr("&GPU model:"), m_gpuModel);
    form()->addRow(tr("GP&Us per VM:"), m_gpus);
    form()->addRow(tr("GPU &memory (GiB):"), m_gpuMemory);
    form()->addRow(tr("&vCPUs:"), m_vcpus);
    form()->addRow(tr("&RAM (GiB):"), m_memory);
    form()->addRow(tr("&BF16 TFLOP/s per GPU:"), m_tflops);
    form()->addRow(tr("&InfiniBand (Gb/s per GPU):"), m_ib);
    form()->addRow(tr("E&thernet (Gb/s per VM):"), m_ethernet);
    form()->addRow(tr("NVLink (GB/s per GPU):"), m_nvlink);
    form()->addRow(tr("All-reduce in VM (GB/s):"), m_measuredBus);
    form()->addRow(tr("FP8 TFLOP/s per GPU:"), m_fp8);
    form()->addRow(tr("NVLink domain (GPUs):"), m_domain);
    form()->addRow(tr("GPU memory bandwidth (GB/s):"), m_memoryBandwidth);
    form()->addRow(tr("Collective library:"), m_collective);
    form()->addRow(tr("&Quota family:"), m_quotaFamily);
    form()->addRow(tr("St&atus:"), m_status);
    form()->addRow(tr("Retirement &date:"), m_retirement);
    finishForm();
    setSize(std::nullopt);
}

void SizeEditor::setSize(const std::optional<model::VmSize> &size)
{
    m_original = size;
    const model::VmSize v = size.value_or(model::VmSize{});
    setWindowTitle(size ? tr("Edit Size") : tr("Add Size"));
    setInitialText(m_name, q(v.name));
    // The name is the size's key: an existing size keeps it (add a new size to rename).
    m_name->setReadOnly(size.has_value());
    setInitialText(m_series, q(v.series));
    setInitialText(m_gpuModel, q(v.gpuModel.value));
    const auto num = [this, &size](double value) { return size ? m_texts.quantity(value) : QString(); };
    setInitialText(m_gpus, num(v.gpusPerVm.value));
    setInitialText(m_gpuMemory, num(v.gpuMemoryGiB.value));
    setInitialText(m_vcpus, num(v.vcpus.value));
    setInitialText(m_memory, num(v.memoryGiB.value));
    setInitialText(m_tflops, num(v.bf16TflopsPerGpu.value));
    setInitialText(m_ib, num(v.ibGbpsPerGpu.value));
    setInitialText(m_ethernet, num(v.ethernetGbpsPerVm.value));
    setInitialText(m_nvlink, num(v.nvlinkGBpsPerGpu.value));
    setInitialText(m_measuredBus, num(v.measuredBusGBps.value));
    setInitialText(m_fp8, num(v.fp8TflopsPerGpu.value));
    setInitialText(m_domain, num(v.nvlinkDomainGpus.value));
    setInitialText(m_memoryBandwidth, num(v.memoryBandwidthGBps.value));
    setInitialText(m_collective, q(v.collectiveLibrary.value));
    setInitialText(m_quotaFamily, q(v.quotaFamily.value));
    selectData(m_status, static_cast<int>(v.status.value));
    m_status->setProperty(kInitialText, static_cast<int>(v.status.value));
    setInitialText(m_retirement, q(v.retirementDate.value));
    m_name->setToolTip(size ? tr("A size keeps its name; to rename it, add a new size.") : QString());
    // Where each value came from, on its field; unverified ones in the tables' orange.
    const std::pair<QLineEdit *, const model::Provenance *> facts[] = {
        {m_gpuModel, &v.gpuModel.provenance},       {m_gpus, &v.gpusPerVm.provenance},
        {m_gpuMemory, &v.gpuMemoryGiB.provenance},  {m_vcpus, &v.vcpus.provenance},
        {m_memory, &v.memoryGiB.provenance},        {m_tflops, &v.bf16TflopsPerGpu.provenance},
        {m_ib, &v.ibGbpsPerGpu.provenance},         {m_ethernet, &v.ethernetGbpsPerVm.provenance},
        {m_nvlink, &v.nvlinkGBpsPerGpu.provenance}, {m_measuredBus, &v.measuredBusGBps.provenance},
        {m_quotaFamily, &v.quotaFamily.provenance}, {m_retirement, &v.retirementDate.provenance},
        {m_fp8, &v.fp8TflopsPerGpu.provenance},     {m_domain, &v.nvlinkDomainGpus.provenance},
        {m_memoryBandwidth, &v.memoryBandwidthGBps.provenance}, {m_collective, &v.collectiveLibrary.provenance},
    };
    for (const auto &[edit, provenance] : facts) {
        const bool unverified = size && !provenance->verified;
        edit->setToolTip(size ? (unverified ? tr("Unverified. Source: %1, as of %2") : tr("Source: %1, as of %2"))
                                    .arg(q(provenance->source), m_texts.asOf(*provenance))
                              : QString());
        edit->setStyleSheet(unverified ? QStringLiteral("QLineEdit { color: #c75a00; font-style: italic; }")
                                       : QString());
    }
    sourceEdit()->clear();
    sourceEdit()->setPlaceholderText(size ? tr("where the values you change come from")
                                          : tr("where the values come from, e.g. Microsoft Learn, ND H100 v5 series"));
    verifiedCheck()->setChecked(true);
    revalidate();
}

model::VmSize SizeEditor::size() const
{
    model::VmSize v = m_original.value_or(model::VmSize{});
    const bool isNew = !m_original.has_value();
    v.name = s(m_name->text());
    v.series = s(m_series->text());
    // Each fact the user changed gets the typed provenance; the others keep theirs.
    const auto setText = [&](model::Fact<std::string> &fact, const QLineEdit *edit) {
        if (isNew || isEdited(edit)) {
            fact.value = s(edit->text());
            fact.provenance = typedProvenance(fact.provenance);
        }
    };
    const auto setDouble = [&](model::Fact<double> &fact, const QLineEdit *edit) {
        if (isNew || isEdited(edit)) {
            fact.value = number(edit).value_or(0.0);
            fact.provenance = typedProvenance(fact.provenance);
        }
    };
    const auto setInt = [&](model::Fact<int> &fact, const QLineEdit *edit) {
        if (isNew || isEdited(edit)) {
            fact.value = static_cast<int>(std::lround(number(edit).value_or(0.0)));
            fact.provenance = typedProvenance(fact.provenance);
        }
    };
    setText(v.gpuModel, m_gpuModel);
    setInt(v.gpusPerVm, m_gpus);
    setDouble(v.gpuMemoryGiB, m_gpuMemory);
    setInt(v.vcpus, m_vcpus);
    setDouble(v.memoryGiB, m_memory);
    setDouble(v.bf16TflopsPerGpu, m_tflops);
    setDouble(v.ibGbpsPerGpu, m_ib);
    setDouble(v.ethernetGbpsPerVm, m_ethernet);
    setDouble(v.nvlinkGBpsPerGpu, m_nvlink);
    setDouble(v.measuredBusGBps, m_measuredBus);
    setDouble(v.fp8TflopsPerGpu, m_fp8);
    setInt(v.nvlinkDomainGpus, m_domain);
    setDouble(v.memoryBandwidthGBps, m_memoryBandwidth);
    setText(v.collectiveLibrary, m_collective);
    setText(v.quotaFamily, m_quotaFamily);
    setText(v.retirementDate, m_retirement);
    const auto status = static_cast<model::SizeStatus>(m_status->currentData().toInt());
    if (isNew || status != v.status.value) {
        v.status.value = status;
        v.status.provenance = typedProvenance(v.status.provenance);
    }
    return v;
}

auto SizeEditor::validate() const -> Check
{
    struct NumberField {
        QLineEdit *edit;
        QString label;
        bool whole;
    };
    const NumberField fields[] = {
        {m_gpus, tr("GPUs per VM"), true},
        {m_gpuMemory, tr("GPU memory"), false},
        {m_vcpus, tr("vCPUs"), true},
        {m_memory, tr("RAM"), false},
        {m_tflops, tr("BF16 TFLOP/s per GPU"), false},
        {m_ib, tr("InfiniBand"), false},
        {m_ethernet, tr("Ethernet"), false},
    };
    // The fabric and step-time figures are optional: empty means unknown (0).
    for (const auto &[optionalEdit, label] : {std::pair<QLineEdit *, QString>{m_nvlink, tr("NVLink")},
                                              std::pair<QLineEdit *, QString>{m_measuredBus, tr("Measured bus bandwidth")},
                                              std::pair<QLineEdit *, QString>{m_fp8, tr("FP8 TFLOP/s per GPU")},
                                              std::pair<QLineEdit *, QString>{m_domain, tr("NVLink domain")},
                                              std::pair<QLineEdit *, QString>{m_memoryBandwidth, tr("GPU memory bandwidth")}}) {
        const QString text = optionalEdit->text().trimmed();
        if (!text.isEmpty() && !number(optionalEdit)) {
            return {fieldMessage(label, tr("\"%1\" is not a number.").arg(text)), optionalEdit};
        }
    }
    if (const std::optional<double> domain = number(m_domain);
        domain && (*domain != std::floor(*domain) || *domain < 0.0 || *domain > 1e6)) {
        return {fieldMessage(tr("NVLink domain"), tr("enter a whole number.")), m_domain};
    }
    const model::VmSize v = size();
    const FieldProblem problem = CatalogChecks::size(v, m_catalog, m_original);
    if (!problem.ok() && problem.field == QStringLiteral("name")) {
        return {problem.message, m_name};
    }
    // What only the typed text can get wrong, then the checks every size passes.
    for (const NumberField &f : fields) {
        const QString text = f.edit->text().trimmed();
        if (text.isEmpty()) {
            return {fieldMessage(f.label, tr("enter a number.")), f.edit};
        }
        const std::optional<double> value = number(f.edit);
        if (!value) {
            return {fieldMessage(f.label, tr("\"%1\" is not a number.").arg(text)), f.edit};
        }
        if (f.whole && (*value != std::floor(*value) || std::abs(*value) > 1e6)) {
            return {fieldMessage(f.label, tr("enter a whole number.")), f.edit};
        }
    }
    if (!problem.ok()) {
        const std::map<QString, QWidget *> widgets = {{QStringLiteral("gpus"), m_gpus},
                                                      {QStringLiteral("gpu_memory_gib"), m_gpuMemory},
                                                      {QStringLiteral("vcpus"), m_vcpus},
                                                      {QStringLiteral("memory_gib"), m_memory},
                                                      {QStringLiteral("bf16_tflops_per_gpu"), m_tflops},
                                                      {QStringLiteral("ib_gbps_per_gpu"), m_ib},
                                                      {QStringLiteral("ethernet_gbps_per_vm"), m_ethernet},
                                                      {QStringLiteral("nvlink_gbps_per_gpu"), m_nvlink},
                                                      {QStringLiteral("measured_bus_gbps"), m_measuredBus},
                                                      {QStringLiteral("fp8_tflops_per_gpu"), m_fp8},
                                                      {QStringLiteral("nvlink_domain_gpus"), m_domain},
                                                      {QStringLiteral("memory_bandwidth_gb_per_s"), m_memoryBandwidth},
                                                      {QStringLiteral("retirement_date"), m_retirement}};
        const auto it = widgets.find(problem.field);
        return {problem.message, it != widgets.end() ? it->second : static_cast<QWidget *>(m_name)};
    }
    const bool anyChanged =
        !m_original ||
        std::any_of(std::begin(fields), std::end(fields), [](const NumberField &f) { return isEdited(f.edit); }) ||
        isEdited(m_nvlink) || isEdited(m_measuredBus) || isEdited(m_fp8) || isEdited(m_domain) ||
        isEdited(m_memoryBandwidth) || isEdited(m_collective) ||
        isEdited(m_gpuModel) || isEdited(m_quotaFamily) || isEdited(m_retirement) || isEdited(m_series) ||
        m_status->currentData().toInt() != m_status->property(kInitialText).toInt();
    if (anyChanged && sourceEdit()->text().trimmed().isEmpty()) {
        return {fieldMessage(tr("Source"), tr("say where the new values come from.")), sourceEdit()};
    }
    return {};
}

} // namespace capplan::views
