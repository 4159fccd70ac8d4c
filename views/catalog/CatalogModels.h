// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/catalog/Catalog.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QString>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace capplan::views {

// How a catalog value is marked: nobody confirmed it against its source (unverified), or it was
// last confirmed longer ago than the user's stale age (model::isStale). Flags, both may be set.
enum ValueMark { NoMark = 0, UnverifiedMark = 1, StaleMark = 2 };

// The marks of one provenance at `todayIso` with values older than `staleAfterDays` stale.
int valueMarks(const model::Provenance &provenance, const QString &todayIso, int staleAfterDays);
// The small icons beside marked values (also drawn in the catalog window's legend).
QIcon unverifiedIcon();
QIcon staleIcon();

// The common part of the catalog window's tables: rows with the origin of each ("default",
// "user", "import", as CatalogDocument keeps them; stored by CatalogRowModel), the date and age
// that decide staleness, and the marks, colours and tooltips of values with a provenance. Display text is formatted with
// data::Texts; SortRole gives the raw value (numbers sort as numbers), MarkRole the ValueMark
// flags, FieldRole the catalog field name of the column (as CatalogStore::resetSizeFact takes it).
// The filter line's text in any column and, when a GPU model is chosen, only the rows whose
// `column` shows one of `allowed` (the sizes with that GPU: by GPU model on the sizes page, by
// size name on the prices page).
class CatalogFilterProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    // An empty `allowed` with active false lets every row through.
    void setAllowed(int column, QSet<QString> allowed, bool active);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_column = -1;
    QSet<QString> m_allowed;
    bool m_active = false;
};

class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int MarkRole = Qt::UserRole + 2;
    static constexpr int FieldRole = Qt::UserRole + 3;

    explicit CatalogTableModel(QObject *parent = nullptr);

    // The day ages are measured to (yyyy-mm-dd) and the age beyond which values are stale.
    void setAgeRule(const QString &todayIso, int staleAfterDays);
    QString todayIso() const { return m_todayIso; }
    int staleAfterDays() const { return m_staleAfterDays; }
    void setTexts(const data::Texts &texts);

    QString origin(int row) const;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    // The origin of `row` as stored, or null when none is stored for it (shown as "default").
    virtual const std::string *originAt(int row) const = 0;
    // The provenance behind a cell, or null when the column has none (names, keys, origin).
    virtual const model::Provenance *provenanceAt(int row, int column) const = 0;
    virtual QString displayText(int row, int column) const = 0;
    virtual QVariant sortValue(int row, int column) const = 0;
    virtual QString header(int column) const = 0;
    virtual QString fieldName(int column) const = 0;
    // Marks shown on a cell without a provenance of its own (a size's name sums its facts).
    virtual int extraMarks(int row, int column) const;
    virtual QString extraTooltip(int row, int column) const;
    // Whether a cell with a provenance carries its marks (icon, colours) or only its tooltip: the
    // value does, the source and date columns beside it only explain it.
    virtual bool showsMarks(int column) const;

    QString originText(int row) const;
    QString provenanceTooltip(const model::Provenance &provenance) const;
    void refreshAll();

    data::Texts m_texts;
    QString m_todayIso;
    int m_staleAfterDays = model::kDefaultStaleAfterDays;
};

// The rows of one catalog table and the origin of each, index for index, as CatalogDocument keeps
// them: storage, the model reset that replaces them, the row count and finding a row. What a row
// shows (its columns, texts, sort values and the provenance behind each cell) is the subclass's.
template <class Row>
class CatalogRowModel : public CatalogTableModel {
public:
    using CatalogTableModel::CatalogTableModel;

    // Replaces every row and its origin in one model reset (views keep no stale index).
    void setRows(std::vector<Row> rows, std::vector<std::string> origins)
    {
        beginResetModel();
        m_rows = std::move(rows);
        m_origins = std::move(origins);
        endResetModel();
    }

    const Row &rowAt(int row) const { return m_rows[static_cast<std::size_t>(row)]; }
    const std::vector<Row> &rows() const { return m_rows; }

    // The first row `matches` accepts, -1 when none does.
    template <class Predicate>
    int rowWhere(Predicate matches) const
    {
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            if (matches(m_rows[i])) {
                return static_cast<int>(i);
            }
        }
        return -1;
    }

    // The row with the same key as `key` (Row::sameKey: the same size, region, tier … whatever
    // the value), -1 when there is none. Rows without a sameKey are found by rowWhere().
    int rowOf(const Row &key) const
        requires requires(const Row &row) { row.sameKey(row); }
    {
        return rowWhere([&key](const Row &row) { return row.sameKey(key); });
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }

protected:
    const std::string *originAt(int row) const override
    {
        const auto i = static_cast<std::size_t>(row);
        return i < m_origins.size() ? &m_origins[i] : nullptr;
    }

private:
    std::vector<Row> m_rows;
    std::vector<std::string> m_origins;
};

// Sizes: one row per VM size, one column per fact, each fact marked by its own provenance.
class SizesTableModel : public CatalogRowModel<model::VmSize> {
    Q_OBJECT

public:
    enum Column {
        Name,
        Series,
        GpuModel,
        Gpus,
        GpuMemory,
        Vcpus,
        Memory,
        Bf16Tflops,
        IbPerGpu,
        EthernetPerVm,
        // The fabric and step-time models' facts (model/catalog/CatalogFields.h, schemas 5 and 9).
        NvlinkPerGpu,
        MeasuredBus,
        Fp8Tflops,
        NvlinkDomain,
        MemoryBandwidth,
        CollectiveLibrary,
        QuotaFamily,
        Status,
        RetirementDate,
        Origin,
        ColumnCount
    };

    explicit SizesTableModel(QObject *parent = nullptr);
    const model::VmSize &size(int row) const { return rowAt(row); }
    // The row of the size called `name`, -1 when there is none (sizes are keyed by name).
    int rowOf(const std::string &name) const;

    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    const model::Provenance *provenanceAt(int row, int column) const override;
    QString displayText(int row, int column) const override;
    QVariant sortValue(int row, int column) const override;
    QString header(int column) const override;
    QString fieldName(int column) const override;
    int extraMarks(int row, int column) const override;
    QString extraTooltip(int row, int column) const override;
};

// Prices: one row per size, region, tier, kind and term; the price's provenance marks it.
class PricesTableModel : public CatalogRowModel<model::Price> {
    Q_OBJECT

public:
    enum Column { Size, Region, Tier, Kind, Term, Currency, PerHour, Source, AsOf, Origin, ColumnCount };

    explicit PricesTableModel(QObject *parent = nullptr);
    const model::Price &price(int row) const { return rowAt(row); }

    int columnCount(const QModelIndex &parent = {}) const override;

    static QString kindName(model::PriceKind kind);

protected:
    const model::Provenance *provenanceAt(int row, int column) const override;
    QString displayText(int row, int column) const override;
    QVariant sortValue(int row, int column) const override;
    QString header(int column) const override;
    QString fieldName(int column) const override;
    bool showsMarks(int column) const override { return column == PerHour; }
};

// Quota: one row per counter (a family's or the region's total) per region and tier.
class QuotaTableModel : public CatalogRowModel<model::QuotaUsage> {
    Q_OBJECT

public:
    enum Column { Region, Scope, Family, Tier, Used, Limit, Source, AsOf, Origin, ColumnCount };

    explicit QuotaTableModel(QObject *parent = nullptr);
    const model::QuotaUsage &quota(int row) const { return rowAt(row); }

    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    const model::Provenance *provenanceAt(int row, int column) const override;
    QString displayText(int row, int column) const override;
    QVariant sortValue(int row, int column) const override;
    QString header(int column) const override;
    QString fieldName(int column) const override;
    bool showsMarks(int column) const override { return column == Used || column == Limit; }
};

// Data transfer: one row per tier of an inter-region transfer price (model::TransferPrice), read
// from a Retail Prices "Bandwidth" page; the price per GB carries the marks.
class TransferTableModel : public CatalogRowModel<model::TransferPrice> {
    Q_OBJECT

public:
    enum Column { Region, Scope, Currency, TierFrom, PerGB, Source, AsOf, Origin, ColumnCount };

    explicit TransferTableModel(QObject *parent = nullptr);
    const model::TransferPrice &price(int row) const { return rowAt(row); }

    int columnCount(const QModelIndex &parent = {}) const override;

    static QString scopeName(model::TransferScope scope);

protected:
    const model::Provenance *provenanceAt(int row, int column) const override;
    QString displayText(int row, int column) const override;
    QVariant sortValue(int row, int column) const override;
    QString header(int column) const override;
    QString fieldName(int column) const override;
    bool showsMarks(int column) const override { return column == PerGB; }
};

} // namespace capplan::views
