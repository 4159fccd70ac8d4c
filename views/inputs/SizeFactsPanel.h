// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Texts.h"
#include "model/catalog/Catalog.h"

#include <QGroupBox>
#include <QString>
#include <vector>

class QGridLayout;
class QLabel;

namespace capplan::views {

// The chosen VM size as the catalog knows it: every fact with its source and "as of" date, and
// values nobody has confirmed marked "unverified", so an unchecked figure is never taken as fact.
class SizeFactsPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit SizeFactsPanel(QWidget *parent = nullptr);

    // `price` may be null (no catalog price for this region and tier); `size` null clears the panel.
    void setSize(const model::VmSize *size, const model::Price *price, const QString &todayIso);

    // For tests: the value text of a row, e.g. value(Row::InfiniBandPerVm) == "none".
    enum class Row {
        Vcpus,
        Memory,
        Gpus,
        GpuMemory,
        Bf16Tflops,
        InfiniBandPerGpu,
        InfiniBandPerVm,
        Ethernet,
        NvLink,
        MeasuredBus,
        Fp8Tflops,
        NvlinkDomain,
        MemoryBandwidth,
        CollectiveLibrary,
        QuotaFamily,
        Status,
        Price,
        Count
    };
    QString value(Row row) const;
    QString sourceNote(Row row) const;
    QString footnotes() const;
    bool isMarkedUnverified(Row row) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct RowWidgets {
        QLabel *name = nullptr;
        QLabel *value = nullptr;
        QLabel *source = nullptr;
        bool unverified = false;
    };
    void retranslateUi();
    void refresh();
    void setRow(Row row, const QString &value, const model::Provenance &provenance);
    void clearRow(Row row, const QString &value);

    // The footnote number of a source, adding it to the list below the facts on first use.
    int sourceNumber(const std::string &source);

    data::Texts m_texts;
    std::vector<RowWidgets> m_rows;
    QLabel *m_footnotes = nullptr;
    std::vector<std::string> m_sources; // distinct sources of the shown facts, numbered from 1
    // The last input, kept so a language change can re-render the values.
    std::optional<model::VmSize> m_size;
    std::optional<model::Price> m_price;
    QString m_todayIso;
};

} // namespace capplan::views
