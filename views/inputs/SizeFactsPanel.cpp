// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/inputs/SizeFactsPanel.h"

#include <algorithm>

#include <QDate>
#include <QFontMetrics>
#include <QStringList>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>

namespace capplan::views {

namespace {

// Orange italics for values nobody has confirmed, so that they stand out from verified ones.
const QString kUnverifiedStyle = QStringLiteral("color: #c75a00; font-style: italic;");
const QString kRetiredStyle = QStringLiteral("color: #b71c1c; font-weight: bold;");
const QString kSourceStyle = QStringLiteral("color: #808080;");
const QString kUnverifiedSourceStyle = QStringLiteral("color: #c75a00; font-weight: bold;");

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

SizeFactsPanel::SizeFactsPanel(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(QStringLiteral("sizeFactsPanel"));
    auto *grid = new QGridLayout(this);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(3);
    grid->setColumnStretch(1, 1);
    m_rows.resize(static_cast<std::size_t>(Row::Count));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        RowWidgets &r = m_rows[i];
        r.name = new QLabel(this);
        // A long name (German's are) breaks between words rather than widening the pane.
        r.name->setWordWrap(true);
        r.value = new QLabel(this);
        r.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        r.value->setWordWrap(true);
        r.source = new QLabel(this);
        r.source->setFont(small);
        r.source->setStyleSheet(kSourceStyle);
        r.source->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // In a narrow pane the note breaks between its words ("[5] unverified ·" above the date)
        // rather than widening the pane or clipping the date.
        r.source->setWordWrap(true);
        const int gridRow = static_cast<int>(i);
        grid->addWidget(r.name, gridRow, 0, Qt::AlignLeft | Qt::AlignTop);
        grid->addWidget(r.value, gridRow, 1);
        grid->addWidget(r.source, gridRow, 2);
    }
    // Every source in plain sight, numbered like footnotes: the values' "[n]" marks point here.
    m_footnotes = new QLabel(this);
    m_footnotes->setObjectName(QStringLiteral("factSources"));
    m_footnotes->setFont(small);
    m_footnotes->setStyleSheet(kSourceStyle);
    m_footnotes->setWordWrap(true);
    m_footnotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(m_footnotes, static_cast<int>(m_rows.size()), 0, 1, 3);
    m_rows[static_cast<std::size_t>(Row::Price)].value->setObjectName(QStringLiteral("factPrice"));
    m_rows[static_cast<std::size_t>(Row::InfiniBandPerVm)].value->setObjectName(QStringLiteral("factIbPerVm"));
    retranslateUi();
}

void SizeFactsPanel::setSize(const model::VmSize *size, const model::Price *price, const QString &todayIso)
{
    // Called on every edit of the plan; most edits do not touch the size, so skip the relabelling.
    const bool sameSize = size ? (m_size && *m_size == *size) : !m_size;
    const bool samePrice = price ? (m_price && *m_price == *price) : !m_price;
    if (sameSize && samePrice && todayIso == m_todayIso) {
        return;
    }
    m_size = size ? std::optional<model::VmSize>(*size) : std::nullopt;
    m_price = price ? std::optional<model::Price>(*price) : std::nullopt;
    m_todayIso = todayIso;
    refresh();
}

QString SizeFactsPanel::value(Row row) const
{
    return m_rows[static_cast<std::size_t>(row)].value->text();
}

QString SizeFactsPanel::sourceNote(Row row) const
{
    return m_rows[static_cast<std::size_t>(row)].source->text();
}

QString SizeFactsPanel::footnotes() const
{
    return m_footnotes->text();
}

int SizeFactsPanel::sourceNumber(const std::string &source)
{
    const auto it = std::find(m_sources.begin(), m_sources.end(), source);
    if (it != m_sources.end()) {
        return static_cast<int>(it - m_sources.begin()) + 1;
    }
    m_sources.push_back(source);
    return static_cast<int>(m_sources.size());
}

bool SizeFactsPanel::isMarkedUnverified(Row row) const
{
    return m_rows[static_cast<std::size_t>(row)].unverified;
}

void SizeFactsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts = data::Texts(QLocale());
        retranslateUi();
    }
    QGroupBox::changeEvent(event);
}

void SizeFactsPanel::retranslateUi()
{
    setTitle(tr("Size facts"));
    const auto name = [this](Row row, const QString &text) {
        m_rows[static_cast<std::size_t>(row)].name->setText(text);
    };
    name(Row::Vcpus, tr("vCPUs"));
    name(Row::Memory, tr("RAM"));
    name(Row::Gpus, tr("GPUs"));
    name(Row::GpuMemory, tr("GPU memory"));
    name(Row::Bf16Tflops, tr("BF16 dense"));
    name(Row::InfiniBandPerGpu, tr("InfiniBand / GPU"));
    name(Row::InfiniBandPerVm, tr("InfiniBand / VM"));
    name(Row::Ethernet, tr("Ethernet"));
    name(Row::NvLink, tr("NVLink / GPU"));
    name(Row::MeasuredBus, tr("All-reduce in VM"));
    name(Row::Fp8Tflops, tr("FP8 dense"));
    name(Row::NvlinkDomain, tr("NVLink domain"));
    name(Row::MemoryBandwidth, tr("GPU memory bandwidth"));
    name(Row::CollectiveLibrary, tr("Collective library"));
    name(Row::QuotaFamily, tr("Quota family"));
    name(Row::Status, tr("Status"));
    name(Row::Price, tr("Price"));
    refresh();
}

void SizeFactsPanel::setRow(Row row, const QString &value, const model::Provenance &provenance)
{
    RowWidgets &r = m_rows[static_cast<std::size_t>(row)];
    r.value->setText(value);
    r.unverified = !provenance.verified;
    r.value->setStyleSheet(r.unverified ? kUnverifiedStyle : QString());
    // "about 2024-08" where the source dates the value only to a month.
    const QString asOfText = m_texts.asOf(provenance);
    const int note = sourceNumber(provenance.source);
    if (r.unverified) {
        r.source->setText(tr("[%1] unverified · %2").arg(note).arg(asOfText));
        r.source->setStyleSheet(kUnverifiedSourceStyle);
    } else {
        r.source->setText(tr("[%1] as of %2").arg(note).arg(asOfText));
        r.source->setStyleSheet(kSourceStyle);
    }
    const QString tip =
        r.unverified ? tr("Source: %1\nAs of: %2\nNot yet confirmed against the source.") : tr("Source: %1\nAs of: %2");
    const QString tipText = tip.arg(fromStd(provenance.source), asOfText);
    r.value->setToolTip(tipText);
    r.source->setToolTip(tipText);
    r.name->setToolTip(tipText);
}

void SizeFactsPanel::clearRow(Row row, const QString &value)
{
    RowWidgets &r = m_rows[static_cast<std::size_t>(row)];
    r.value->setText(value);
    r.value->setStyleSheet(QString());
    r.value->setToolTip(QString());
    r.source->clear();
    r.source->setToolTip(QString());
    r.name->setToolTip(QString());
    r.unverified = false;
}

void SizeFactsPanel::refresh()
{
    m_sources.clear();
    m_footnotes->clear();
    if (!m_size) {
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            clearRow(static_cast<Row>(i), QStringLiteral(u"\u2014"));
        }
        return;
    }
    const model::VmSize &s = *m_size;
    const auto gib = [this](double value) { return tr("%1 GiB").arg(m_texts.number(value, 0)); };
    const auto gbps = [this](double value) { return tr("%1 Gb/s").arg(m_texts.number(value, 0)); };

    setRow(Row::Vcpus, m_texts.number(s.vcpus.value, 0), s.vcpus.provenance);
    setRow(Row::Memory, gib(s.memoryGiB.value), s.memoryGiB.provenance);
    // Count and model are one row; it is unverified when either part is.
    model::Provenance gpuProvenance = s.gpusPerVm.provenance;
    gpuProvenance.verified = s.gpusPerVm.provenance.verified && s.gpuModel.provenance.verified;
    setRow(Row::Gpus, tr("%1 × %2").arg(s.gpusPerVm.value).arg(fromStd(s.gpuModel.value)), gpuProvenance);
    setRow(Row::GpuMemory, tr("%1 per GPU").arg(gib(s.gpuMemoryGiB.value)), s.gpuMemoryGiB.provenance);
    setRow(Row::Bf16Tflops, tr("%1 TFLOP/s per GPU").arg(m_texts.number(s.bf16TflopsPerGpu.value, 0)),
           s.bf16TflopsPerGpu.provenance);
    if (s.hasInfiniBand()) {
        setRow(Row::InfiniBandPerGpu, gbps(s.ibGbpsPerGpu.value), s.ibGbpsPerGpu.provenance);
        setRow(Row::InfiniBandPerVm, gbps(s.ibGbpsPerVm()), s.ibGbpsPerGpu.provenance);
    } else {
        setRow(Row::InfiniBandPerGpu, tr("none"), s.ibGbpsPerGpu.provenance);
        setRow(Row::InfiniBandPerVm, tr("none"), s.ibGbpsPerGpu.provenance);
    }
    setRow(Row::Ethernet, tr("%1 per VM").arg(gbps(s.ethernetGbpsPerVm.value)), s.ethernetGbpsPerVm.provenance);
    // The fabric model's in-VM figures; "unknown" where the catalog has none (the model then uses
    // its defaults for the GPU model).
    setRow(Row::NvLink,
           s.nvlinkGBpsPerGpu.value > 0.0 ? tr("%1 GB/s per direction").arg(m_texts.number(s.nvlinkGBpsPerGpu.value, 0))
                                          : tr("unknown"),
           s.nvlinkGBpsPerGpu.provenance);
    setRow(Row::MeasuredBus,
           s.measuredBusGBps.value > 0.0 ? tr("%1 GB/s bus bandwidth").arg(m_texts.number(s.measuredBusGBps.value, 0))
                                         : tr("not measured"),
           s.measuredBusGBps.provenance);
    // The step-time model's facts; 0 (or empty) is unknown.
    setRow(Row::Fp8Tflops,
           s.fp8TflopsPerGpu.value > 0.0 ? tr("%1 TFLOP/s per GPU").arg(m_texts.number(s.fp8TflopsPerGpu.value, 0))
                                         : tr("none"),
           s.fp8TflopsPerGpu.provenance);
    setRow(Row::NvlinkDomain,
           s.nvlinkDomainGpus.value > 0 ? tr("%1 GPUs").arg(s.nvlinkDomainGpus.value) : tr("unknown"),
           s.nvlinkDomainGpus.provenance);
    setRow(Row::MemoryBandwidth,
           s.memoryBandwidthGBps.value > 0.0 ? tr("%1 GB/s per GPU").arg(m_texts.number(s.memoryBandwidthGBps.value, 0))
                                             : tr("unknown"),
           s.memoryBandwidthGBps.provenance);
    setRow(Row::CollectiveLibrary, s.collectiveLibrary.value.empty() ? tr("unknown") : fromStd(s.collectiveLibrary.value),
           s.collectiveLibrary.provenance);
    setRow(Row::QuotaFamily, fromStd(s.quotaFamily.value), s.quotaFamily.provenance);

    QString status = m_texts.statusName(s.status.value);
    const QString retirement = fromStd(s.retirementDate.value);
    const bool retired = s.isRetiredOn(m_todayIso.toStdString());
    if (!retirement.isEmpty()) {
        const QDate date = QDate::fromString(retirement, Qt::ISODate);
        const QString dateText = date.isValid() ? m_texts.locale().toString(date, QLocale::ShortFormat) : retirement;
        status =
            retired ? tr("%1, retired on %2").arg(status, dateText) : tr("%1, retires on %2").arg(status, dateText);
    }
    model::Provenance statusProvenance = s.status.provenance;
    statusProvenance.verified = s.status.provenance.verified && s.retirementDate.provenance.verified;
    setRow(Row::Status, status, statusProvenance);
    if (retired && statusProvenance.verified) {
        m_rows[static_cast<std::size_t>(Row::Status)].value->setStyleSheet(kRetiredStyle);
    }

    if (m_price) {
        setRow(Row::Price,
               tr("%1 per node-hour (%2, %3)")
                   .arg(m_texts.moneyCents(m_price->perNodeHour.value, m_price->currency), fromStd(m_price->region),
                        m_texts.tierName(m_price->tier)),
               m_price->perNodeHour.provenance);
    } else {
        clearRow(Row::Price, tr("no catalog price for this region and tier: cost unknown until one is imported"));
    }
    QStringList notes;
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        notes.append(tr("[%1] %2").arg(i + 1).arg(fromStd(m_sources[i])));
    }
    m_footnotes->setText(notes.join(QLatin1Char('\n')));
}

} // namespace capplan::views
