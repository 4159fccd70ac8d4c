// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/catalog/CatalogModels.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QFont>
#include <QPainter>
#include <QPixmap>
#include <QStringList>

namespace capplan::views {

namespace {

// The catalog window's colours: orange for unverified values (as SizeFactsPanel marks them),
// a pale yellow for stale ones. Text stays dark on both so it reads in either theme's table.
const QColor kUnverifiedText(0xc7, 0x5a, 0x00);
const QColor kUnverifiedBackground(0xff, 0xee, 0xdd);
const QColor kStaleBackground(0xff, 0xf7, 0xc2);

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

QIcon drawIcon(bool unverified)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    if (unverified) {
        // An orange disc with an exclamation mark.
        painter.setPen(Qt::NoPen);
        painter.setBrush(kUnverifiedText);
        painter.drawEllipse(QRectF(1.5, 1.5, 13, 13));
        painter.setPen(QPen(Qt::white, 2.0, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(8, 4.5), QPointF(8, 9));
        painter.drawPoint(QPointF(8, 12));
    } else {
        // A clock face: the value's age is the matter.
        painter.setPen(QPen(QColor(0x8a, 0x6d, 0x00), 1.6));
        painter.setBrush(QColor(0xff, 0xe0, 0x66));
        painter.drawEllipse(QRectF(1.5, 1.5, 13, 13));
        painter.drawLine(QPointF(8, 8), QPointF(8, 4));
        painter.drawLine(QPointF(8, 8), QPointF(11, 9.5));
    }
    return QIcon(pixmap);
}

// ISO date-time "2026-12-01T09:30:00Z" in the user's locale, or as stored when it does not parse.
QString dateTimeText(const std::string &iso, const QLocale &locale)
{
    const QDateTime when = QDateTime::fromString(q(iso), Qt::ISODate);
    return when.isValid() ? locale.toString(when.toUTC(), QLocale::ShortFormat) + QStringLiteral(" UTC") : q(iso);
}

QString dateText(const std::string &iso, const QLocale &locale)
{
    const QDate day = QDate::fromString(q(iso).left(10), Qt::ISODate);
    return day.isValid() ? locale.toString(day, QLocale::ShortFormat) : q(iso);
}

QString countText(const data::Texts &texts, const std::optional<long long> &value)
{
    return value ? texts.number(static_cast<double>(*value), 0) : CatalogTableModel::tr("unknown");
}

} // namespace

int valueMarks(const model::Provenance &provenance, const QString &todayIso, int staleAfterDays)
{
    int marks = NoMark;
    if (!provenance.verified) {
        marks |= UnverifiedMark;
    }
    if (!todayIso.isEmpty() && model::isStale(provenance, todayIso.toStdString(), staleAfterDays)) {
        marks |= StaleMark;
    }
    return marks;
}

QIcon unverifiedIcon()
{
    static const QIcon icon = drawIcon(true);
    return icon;
}

QIcon staleIcon()
{
    static const QIcon icon = drawIcon(false);
    return icon;
}

CatalogTableModel::CatalogTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CatalogTableModel::setAgeRule(const QString &todayIso, int staleAfterDays)
{
    if (todayIso == m_todayIso && staleAfterDays == m_staleAfterDays) {
        return;
    }
    m_todayIso = todayIso;
    m_staleAfterDays = staleAfterDays;
    refreshAll();
}

void CatalogTableModel::setTexts(const data::Texts &texts)
{
    m_texts = texts;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    refreshAll();
}

void CatalogTableModel::refreshAll()
{
    if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }
}

QString CatalogTableModel::origin(int row) const
{
    const std::string *stored = originAt(row);
    return stored != nullptr ? q(*stored) : QStringLiteral("default");
}

QString CatalogTableModel::originText(int row) const
{
    const QString o = origin(row);
    if (o == QStringLiteral("user")) {
        return tr("edited");
    }
    if (o == QStringLiteral("import")) {
        return tr("imported");
    }
    return tr("shipped");
}

int CatalogTableModel::extraMarks(int, int) const
{
    return NoMark;
}

QString CatalogTableModel::extraTooltip(int, int) const
{
    return {};
}

bool CatalogTableModel::showsMarks(int) const
{
    return true;
}

void CatalogFilterProxy::setAllowed(int column, QSet<QString> allowed, bool active)
{
    m_column = column;
    m_allowed = std::move(allowed);
    m_active = active;
    invalidateFilter();
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_active) {
        const QString shown = sourceModel()->index(sourceRow, m_column, sourceParent).data(Qt::DisplayRole).toString();
        if (!m_allowed.contains(shown)) {
            return false;
        }
    }
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

QString CatalogTableModel::provenanceTooltip(const model::Provenance &p) const
{
    const QLocale &locale = m_texts.locale();
    QStringList lines;
    const int marks = valueMarks(p, m_todayIso, m_staleAfterDays);
    if ((marks & UnverifiedMark) != 0) {
        lines << tr("Unverified: nobody has confirmed this value against its source.");
    }
    if ((marks & StaleMark) != 0) {
        const auto age = model::daysBetween(p.asOf, m_todayIso.toStdString());
        if (age) {
            // Plurals spelled out, not with %n: English would otherwise need a .qm of its own.
            lines << (*age == 1
                          ? tr("Stale: last confirmed 1 day ago, more than the %1 days allowed.").arg(m_staleAfterDays)
                          : tr("Stale: last confirmed %1 days ago, more than the %2 days allowed.")
                                .arg(*age)
                                .arg(m_staleAfterDays));
        } else {
            // model::isStale treats a value of unknown age as stale.
            lines << tr("Stale: its age is unknown (no valid as-of date).");
        }
    }
    lines << tr("Source: %1").arg(p.source.empty() ? tr("none given") : q(p.source));
    if (!p.asOf.empty()) {
        lines << tr("As of: %1").arg(m_texts.asOf(p));
        if (p.asOfApproximate) {
            lines << tr("The source gives no day: the date is the month it was dated to by its content, and its age "
                        "is counted from the first of that month.");
        }
    }
    if (!p.importedAt.empty()) {
        lines << tr("Imported: %1").arg(dateTimeText(p.importedAt, locale));
    }
    if (!p.effectiveDate.empty()) {
        lines << tr("Effective from: %1").arg(dateText(p.effectiveDate, locale));
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) {
        return {};
    }
    const int row = index.row();
    const int column = index.column();
    const model::Provenance *provenance = provenanceAt(row, column);
    const int marks =
        (provenance != nullptr && showsMarks(column) ? valueMarks(*provenance, m_todayIso, m_staleAfterDays) : NoMark) |
        extraMarks(row, column);
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, column);
    case SortRole:
        return sortValue(row, column);
    case MarkRole:
        return marks;
    case FieldRole:
        return fieldName(column);
    case Qt::ToolTipRole: {
        QString tip = provenance != nullptr ? provenanceTooltip(*provenance) : QString();
        const QString extra = extraTooltip(row, column);
        if (!extra.isEmpty()) {
            tip = tip.isEmpty() ? extra : tip + QLatin1Char('\n') + extra;
        }
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::DecorationRole:
        if ((marks & UnverifiedMark) != 0) {
            return unverifiedIcon();
        }
        if ((marks & StaleMark) != 0) {
            return staleIcon();
        }
        return {};
    case Qt::BackgroundRole:
        if ((marks & UnverifiedMark) != 0) {
            return QBrush(kUnverifiedBackground);
        }
        if ((marks & StaleMark) != 0) {
            return QBrush(kStaleBackground);
        }
        return {};
    case Qt::ForegroundRole:
        if ((marks & UnverifiedMark) != 0) {
            return QBrush(kUnverifiedText);
        }
        if (marks != NoMark) {
            return QBrush(QColor(0x20, 0x20, 0x20));
        }
        return {};
    case Qt::FontRole:
        if ((marks & UnverifiedMark) != 0) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::DisplayRole) {
        return header(section);
    }
    if (role == FieldRole) {
        return fieldName(section);
    }
    return {};
}

// --- Sizes -----------------------------------------------------------------------------------

SizesTableModel::SizesTableModel(QObject *parent)
    : CatalogRowModel(parent)
{
}

int SizesTableModel::rowOf(const std::string &name) const
{
    return rowWhere([&name](const model::VmSize &size) { return size.name == name; });
}

int SizesTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const model::Provenance *SizesTableModel::provenanceAt(int row, int column) const
{
    const model::VmSize &s = size(row);
    switch (column) {
    case GpuModel:
        return &s.gpuModel.provenance;
    case Gpus:
        return &s.gpusPerVm.provenance;
    case GpuMemory:
        return &s.gpuMemoryGiB.provenance;
    case Vcpus:
        return &s.vcpus.provenance;
    case Memory:
        return &s.memoryGiB.provenance;
    case Bf16Tflops:
        return &s.bf16TflopsPerGpu.provenance;
    case IbPerGpu:
        return &s.ibGbpsPerGpu.provenance;
    case EthernetPerVm:
        return &s.ethernetGbpsPerVm.provenance;
    case NvlinkPerGpu:
        return &s.nvlinkGBpsPerGpu.provenance;
    case MeasuredBus:
        return &s.measuredBusGBps.provenance;
    case Fp8Tflops:
        return &s.fp8TflopsPerGpu.provenance;
    case NvlinkDomain:
        return &s.nvlinkDomainGpus.provenance;
    case MemoryBandwidth:
        return &s.memoryBandwidthGBps.provenance;
    case CollectiveLibrary:
        return &s.collectiveLibrary.provenance;
    case QuotaFamily:
        return &s.quotaFamily.provenance;
    case Status:
        return &s.status.provenance;
    case RetirementDate:
        return &s.retirementDate.provenance;
    default:
        return nullptr;
    }
}

int SizesTableModel::extraMarks(int row, int column) const
{
    if (column != Name) {
        return NoMark;
    }
    // The name sums up its row, so a marked fact scrolled out of sight still shows.
    int marks = NoMark;
    for (int c = 0; c < ColumnCount; ++c) {
        if (const model::Provenance *p = provenanceAt(row, c)) {
            marks |= valueMarks(*p, m_todayIso, m_staleAfterDays);
        }
    }
    return marks;
}

QString SizesTableModel::extraTooltip(int row, int column) const
{
    if (column != Name) {
        return {};
    }
    QStringList unverified;
    QStringList stale;
    for (int c = 0; c < ColumnCount; ++c) {
        if (const model::Provenance *p = provenanceAt(row, c)) {
            const int marks = valueMarks(*p, m_todayIso, m_staleAfterDays);
            if ((marks & UnverifiedMark) != 0) {
                unverified << header(c);
            }
            if ((marks & StaleMark) != 0) {
                stale << header(c);
            }
        }
    }
    QStringList lines;
    if (!unverified.isEmpty()) {
        lines << tr("Unverified: %1").arg(unverified.join(QStringLiteral(", ")));
    }
    if (!stale.isEmpty()) {
        lines << tr("Stale: %1").arg(stale.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
}

QString SizesTableModel::displayText(int row, int column) const
{
    const model::VmSize &s = size(row);
    switch (column) {
    case Name:
        return q(s.name);
    case Series:
        return q(s.series);
    case GpuModel:
        return q(s.gpuModel.value);
    case Gpus:
        return m_texts.number(s.gpusPerVm.value, 0);
    case GpuMemory:
        return m_texts.quantity(s.gpuMemoryGiB.value);
    case Vcpus:
        return m_texts.number(s.vcpus.value, 0);
    case Memory:
        return m_texts.quantity(s.memoryGiB.value);
    case Bf16Tflops:
        return m_texts.quantity(s.bf16TflopsPerGpu.value);
    case IbPerGpu:
        return s.hasInfiniBand() ? m_texts.quantity(s.ibGbpsPerGpu.value) : tr("none");
    case EthernetPerVm:
        return m_texts.quantity(s.ethernetGbpsPerVm.value);
    // 0 (or empty) is "unknown" for these facts (model/catalog/Catalog.h), shown as a dash.
    case NvlinkPerGpu:
        return s.nvlinkGBpsPerGpu.value > 0.0 ? m_texts.quantity(s.nvlinkGBpsPerGpu.value) : QStringLiteral(u"\u2014");
    case MeasuredBus:
        return s.measuredBusGBps.value > 0.0 ? m_texts.quantity(s.measuredBusGBps.value) : QStringLiteral(u"\u2014");
    case Fp8Tflops:
        return s.fp8TflopsPerGpu.value > 0.0 ? m_texts.quantity(s.fp8TflopsPerGpu.value) : tr("none");
    case NvlinkDomain:
        return s.nvlinkDomainGpus.value > 0 ? m_texts.number(s.nvlinkDomainGpus.value, 0) : QStringLiteral(u"\u2014");
    case MemoryBandwidth:
        return s.memoryBandwidthGBps.value > 0.0 ? m_texts.quantity(s.memoryBandwidthGBps.value)
                                                 : QStringLiteral(u"\u2014");
    case CollectiveLibrary:
        return q(s.collectiveLibrary.value);
    case QuotaFamily:
        return q(s.quotaFamily.value);
    case Status:
        // Retired and retiring sizes say when, in the column the filter and the eye look at.
        if (!s.retirementDate.value.empty() &&
            (s.status.value == model::SizeStatus::Retired || s.status.value == model::SizeStatus::Retiring)) {
            //: %1 the status ("retired", "retiring"), %2 the date
            return tr("%1 (%2)").arg(m_texts.statusName(s.status.value),
                                     dateText(s.retirementDate.value, m_texts.locale()));
        }
        return m_texts.statusName(s.status.value);
    case RetirementDate:
        return s.retirementDate.value.empty() ? QString() : dateText(s.retirementDate.value, m_texts.locale());
    case Origin:
        return originText(row);
    default:
        return {};
    }
}

QVariant SizesTableModel::sortValue(int row, int column) const
{
    const model::VmSize &s = size(row);
    switch (column) {
    case Gpus:
        return s.gpusPerVm.value;
    case GpuMemory:
        return s.gpuMemoryGiB.value;
    case Vcpus:
        return s.vcpus.value;
    case Memory:
        return s.memoryGiB.value;
    case Bf16Tflops:
        return s.bf16TflopsPerGpu.value;
    case IbPerGpu:
        return s.ibGbpsPerGpu.value;
    case EthernetPerVm:
        return s.ethernetGbpsPerVm.value;
    case NvlinkPerGpu:
        return s.nvlinkGBpsPerGpu.value;
    case MeasuredBus:
        return s.measuredBusGBps.value;
    case Fp8Tflops:
        return s.fp8TflopsPerGpu.value;
    case NvlinkDomain:
        return s.nvlinkDomainGpus.value;
    case MemoryBandwidth:
        return s.memoryBandwidthGBps.value;
    case Status:
        return static_cast<int>(s.status.value);
    case RetirementDate:
        return q(s.retirementDate.value);
    default:
        return displayText(row, column);
    }
}

QString SizesTableModel::header(int column) const
{
    switch (column) {
    case Name:
        return tr("Size");
    case Series:
        return tr("Series");
    case GpuModel:
        return tr("GPU model");
    case Gpus:
        return tr("GPUs");
    case GpuMemory:
        return tr("GPU memory (GiB)");
    case Vcpus:
        return tr("vCPUs");
    case Memory:
        return tr("RAM (GiB)");
    case Bf16Tflops:
        return tr("BF16 TFLOP/s per GPU");
    case IbPerGpu:
        return tr("InfiniBand (Gb/s per GPU)");
    case EthernetPerVm:
        return tr("Ethernet (Gb/s per VM)");
    case NvlinkPerGpu:
        return tr("NVLink (GB/s per GPU and direction)");
    case MeasuredBus:
        return tr("Measured bus bandwidth (GB/s)");
    case Fp8Tflops:
        return tr("FP8 TFLOP/s per GPU");
    case NvlinkDomain:
        return tr("NVLink domain (GPUs)");
    case MemoryBandwidth:
        return tr("GPU memory bandwidth (GB/s)");
    case CollectiveLibrary:
        return tr("Collective library");
    case QuotaFamily:
        return tr("Quota family");
    case Status:
        return tr("Status");
    case RetirementDate:
        return tr("Retirement");
    case Origin:
        return tr("Origin");
    default:
        return {};
    }
}

QString SizesTableModel::fieldName(int column) const
{
    // The names CatalogStore::resetSizeFact and the catalog files use.
    static const char *const names[] = {"name",
                                        "series",
                                        "gpu_model",
                                        "gpus",
                                        "gpu_memory_gib",
                                        "vcpus",
                                        "memory_gib",
                                        "bf16_tflops_per_gpu",
                                        "ib_gbps_per_gpu",
                                        "ethernet_gbps_per_vm",
                                        "nvlink_gbps_per_gpu",
                                        "measured_bus_gbps",
                                        "fp8_tflops_per_gpu",
                                        "nvlink_domain_gpus",
                                        "memory_bandwidth_gb_per_s",
                                        "collective_library",
                                        "quota_family",
                                        "status",
                                        "retirement_date",
                                        "origin"};
    static_assert(std::size(names) == ColumnCount);
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(names[column]) : QString();
}

// --- Prices ----------------------------------------------------------------------------------

PricesTableModel::PricesTableModel(QObject *parent)
    : CatalogRowModel(parent)
{
}

int PricesTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PricesTableModel::kindName(model::PriceKind kind)
{
    switch (kind) {
    case model::PriceKind::OnDemand:
        return tr("on demand");
    case model::PriceKind::Spot:
        return tr("Spot");
    case model::PriceKind::Reservation:
        return tr("reservation");
    case model::PriceKind::SavingsPlan:
        return tr("savings plan");
    }
    return {};
}

const model::Provenance *PricesTableModel::provenanceAt(int row, int column) const
{
    if (column == PerHour || column == Source || column == AsOf) {
        return &price(row).perNodeHour.provenance;
    }
    return nullptr;
}

QString PricesTableModel::displayText(int row, int column) const
{
    const model::Price &p = price(row);
    switch (column) {
    case Size:
        return q(p.sku);
    case Region:
        return q(p.region);
    case Tier:
        return m_texts.tierName(p.tier);
    case Kind:
        return kindName(p.kind);
    case Term:
        if (p.termYears == 0) {
            return {};
        }
        return p.termYears == 1 ? tr("1 year") : tr("%1 years").arg(p.termYears);
    case Currency:
        return q(p.currency);
    case PerHour:
        // Reservation prices are a term's price spread over its hours: four decimals keep them
        // exact enough to compare, whole cents are padded.
        return m_texts.number(p.perNodeHour.value, 4);
    case Source:
        return q(p.perNodeHour.provenance.source);
    case AsOf:
        return m_texts.asOf(p.perNodeHour.provenance);
    case Origin:
        return originText(row);
    default:
        return {};
    }
}

QVariant PricesTableModel::sortValue(int row, int column) const
{
    const model::Price &p = price(row);
    switch (column) {
    case PerHour:
        return p.perNodeHour.value;
    case Term:
        return p.termYears;
    case Kind:
        return static_cast<int>(p.kind);
    case AsOf:
        return q(p.perNodeHour.provenance.asOf);
    default:
        return displayText(row, column);
    }
}

QString PricesTableModel::header(int column) const
{
    switch (column) {
    case Size:
        return tr("Size");
    case Region:
        return tr("Region");
    case Tier:
        return tr("Tier");
    case Kind:
        return tr("Kind");
    case Term:
        return tr("Term");
    case Currency:
        return tr("Currency");
    case PerHour:
        return tr("Price per hour");
    case Source:
        return tr("Source");
    case AsOf:
        return tr("As of");
    case Origin:
        return tr("Origin");
    default:
        return {};
    }
}

QString PricesTableModel::fieldName(int column) const
{
    static const char *const names[] = {"size",     "region",         "tier",   "kind",  "term_years",
                                        "currency", "price_per_hour", "source", "as_of", "origin"};
    static_assert(std::size(names) == ColumnCount);
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(names[column]) : QString();
}

// --- Data transfer ---------------------------------------------------------------------------

TransferTableModel::TransferTableModel(QObject *parent)
    : CatalogRowModel(parent)
{
}

int TransferTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TransferTableModel::scopeName(model::TransferScope scope)
{
    switch (scope) {
    case model::TransferScope::IntraContinent:
        return tr("within a continent");
    case model::TransferScope::InterContinent:
        return tr("between continents");
    }
    return {};
}

const model::Provenance *TransferTableModel::provenanceAt(int row, int column) const
{
    if (column == PerGB || column == Source || column == AsOf) {
        return &price(row).perGB.provenance;
    }
    return nullptr;
}

QString TransferTableModel::displayText(int row, int column) const
{
    const model::TransferPrice &p = price(row);
    switch (column) {
    case Region:
        return q(p.region);
    case Scope:
        return scopeName(p.scope);
    case Currency:
        return q(p.currency);
    case TierFrom:
        //: where a tier of a transfer price starts, in GB a month
        return tr("from %1 GB").arg(m_texts.number(p.tierMinimumGB, 0));
    case PerGB:
        return m_texts.number(p.perGB.value, 4);
    case Source:
        return q(p.perGB.provenance.source);
    case AsOf:
        return m_texts.asOf(p.perGB.provenance);
    case Origin:
        return originText(row);
    default:
        return {};
    }
}

QVariant TransferTableModel::sortValue(int row, int column) const
{
    const model::TransferPrice &p = price(row);
    switch (column) {
    case TierFrom:
        return p.tierMinimumGB;
    case PerGB:
        return p.perGB.value;
    case Scope:
        return static_cast<int>(p.scope);
    case AsOf:
        return q(p.perGB.provenance.asOf);
    default:
        return displayText(row, column);
    }
}

QString TransferTableModel::header(int column) const
{
    switch (column) {
    case Region:
        return tr("From region");
    case Scope:
        //: the header over "within a continent" / "between continents"
        return tr("Copy");
    case Currency:
        return tr("Currency");
    case TierFrom:
        return tr("Tier");
    case PerGB:
        return tr("Price per GB");
    case Source:
        return tr("Source");
    case AsOf:
        return tr("As of");
    case Origin:
        return tr("Origin");
    default:
        return {};
    }
}

QString TransferTableModel::fieldName(int column) const
{
    static const char *const names[] = {"region",       "scope",  "currency", "tier_minimum_gb",
                                        "price_per_gb", "source", "as_of",    "origin"};
    static_assert(std::size(names) == ColumnCount);
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(names[column]) : QString();
}

// --- Quota -----------------------------------------------------------------------------------

QuotaTableModel::QuotaTableModel(QObject *parent)
    : CatalogRowModel(parent)
{
}

int QuotaTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const model::Provenance *QuotaTableModel::provenanceAt(int row, int column) const
{
    if (column == Used || column == Limit || column == Source || column == AsOf) {
        return &quota(row).provenance;
    }
    return nullptr;
}

QString QuotaTableModel::displayText(int row, int column) const
{
    const model::QuotaUsage &u = quota(row);
    switch (column) {
    case Region:
        return q(u.region);
    case Scope:
        return u.scope == model::QuotaScope::Family ? tr("family") : tr("regional total");
    case Family:
        return q(u.family);
    case Tier:
        return m_texts.tierName(u.tier);
    case Used:
        return countText(m_texts, u.currentValue);
    case Limit:
        // Azure ML prints -1 for counters that only the regional total caps.
        return u.limit && *u.limit < 0 ? tr("no own limit") : countText(m_texts, u.limit);
    case Source:
        return q(u.provenance.source);
    case AsOf:
        return dateText(u.provenance.asOf, m_texts.locale());
    case Origin:
        return originText(row);
    default:
        return {};
    }
}

QVariant QuotaTableModel::sortValue(int row, int column) const
{
    const model::QuotaUsage &u = quota(row);
    switch (column) {
    case Used:
        // Unknown below every number, -1 ("no own limit") included.
        return u.currentValue ? QVariant(*u.currentValue) : QVariant(-2LL);
    case Limit:
        return u.limit ? QVariant(*u.limit) : QVariant(-2LL);
    case AsOf:
        return q(u.provenance.asOf);
    default:
        return displayText(row, column);
    }
}

QString QuotaTableModel::header(int column) const
{
    switch (column) {
    case Region:
        return tr("Region");
    case Scope:
        return tr("Counter");
    case Family:
        return tr("Family");
    case Tier:
        return tr("Tier");
    case Used:
        return tr("In use (cores)");
    case Limit:
        return tr("Limit (cores)");
    case Source:
        return tr("Source");
    case AsOf:
        return tr("As of");
    case Origin:
        return tr("Origin");
    default:
        return {};
    }
}

QString QuotaTableModel::fieldName(int column) const
{
    static const char *const names[] = {"region", "scope",  "family", "tier",  "current_value",
                                        "limit",  "source", "as_of",  "origin"};
    static_assert(std::size(names) == ColumnCount);
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(names[column]) : QString();
}

} // namespace capplan::views
