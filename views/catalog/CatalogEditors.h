// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/catalog/CatalogChecks.h"

#include "data/Texts.h"
#include "model/catalog/Catalog.h"

#include <QCoreApplication>
#include <QDialog>
#include <QString>
#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace capplan::views {

// What the catalog editors share: a form, a line under it that names the first field in error
// and says what is wrong ("Price per hour: must be a positive number (got -5)."), and an OK
// button that stays disabled until every field is valid. The same check runs again in accept(),
// so an invalid row never leaves the dialog.
//
// Provenance: a value the user changes gets the source typed in the dialog, today's date as its
// as-of date and the Verified box's state; values left alone keep where they came from.
class CatalogEditor : public QDialog {
    Q_OBJECT

public:
    // The first problem, empty when every field is valid.
    QString problem() const { return m_problem; }
    QLabel *messageLabel() const { return m_message; }
    QPushButton *okButton() const { return m_ok; }
    QLineEdit *sourceEdit() const { return m_source; }
    QCheckBox *verifiedCheck() const { return m_verified; }

    void accept() override;

protected:
    CatalogEditor(const model::Catalog &catalog, const QString &todayIso, QWidget *parent);

    // The problem and the widget it is in (which gets the focus and a red frame).
    struct Check {
        QString message;
        QWidget *field = nullptr;
    };
    virtual Check validate() const = 0;

    QFormLayout *form() const { return m_form; }
    // Adds the source and verified rows, the message and the buttons; call once, last.
    void finishForm();
    void revalidate();
    void watch(QLineEdit *edit);
    void watch(QComboBox *combo);
    void watch(QCheckBox *check);
    QComboBox *makeRegionCombo(const QString &objectName);

    // A number as typed in the user's locale (or with a dot); nothing when it is no number.
    std::optional<double> number(const QLineEdit *edit) const;
    static QString fieldMessage(const QString &label, const QString &message)
    {
        return CatalogChecks::fieldMessage(label, message);
    }
    // The provenance of a changed value.
    model::Provenance typedProvenance(const model::Provenance &previous) const;

    model::Catalog m_catalog;
    QString m_todayIso;
    data::Texts m_texts;

private:
    QFormLayout *m_form = nullptr;
    QLineEdit *m_source = nullptr;
    QCheckBox *m_verified = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_ok = nullptr;
    QString m_problem;
    QWidget *m_culprit = nullptr;
};

// Adds or edits one price. The key (size, region, tier, kind, term) may change; a key that another
// price of the catalog already has is refused.
class PriceEditor : public CatalogEditor {
    Q_OBJECT

public:
    PriceEditor(const model::Catalog &catalog, const QString &todayIso, QWidget *parent = nullptr);

    // The price to edit; without one the dialog adds a new price (on demand, USD, dedicated).
    void setPrice(const std::optional<model::Price> &price);
    // The price as the fields describe it (valid only when problem() is empty).
    model::Price price() const;

    QComboBox *sizeCombo() const { return m_size; }
    QComboBox *regionCombo() const { return m_region; }
    QComboBox *tierCombo() const { return m_tier; }
    QComboBox *kindCombo() const { return m_kind; }
    QComboBox *termCombo() const { return m_term; }
    QLineEdit *currencyEdit() const { return m_currency; }
    QLineEdit *priceEdit() const { return m_price; }

protected:
    Check validate() const override;

private:
    std::optional<model::Price> m_original;
    QComboBox *m_size = nullptr;
    QComboBox *m_region = nullptr;
    QComboBox *m_tier = nullptr;
    QComboBox *m_kind = nullptr;
    QComboBox *m_term = nullptr;
    QLineEdit *m_currency = nullptr;
    QLineEdit *m_price = nullptr;
};

// Adds or edits one quota counter: a family's cores or the region's total, per tier.
class QuotaEditor : public CatalogEditor {
    Q_OBJECT

public:
    QuotaEditor(const model::Catalog &catalog, const QString &todayIso, QWidget *parent = nullptr);

    void setQuota(const std::optional<model::QuotaUsage> &quota);
    model::QuotaUsage quota() const;

    QComboBox *regionCombo() const { return m_region; }
    QComboBox *scopeCombo() const { return m_scope; }
    QComboBox *familyCombo() const { return m_family; }
    QComboBox *tierCombo() const { return m_tier; }
    QLineEdit *usedEdit() const { return m_used; }
    QLineEdit *limitEdit() const { return m_limit; }

protected:
    Check validate() const override;

private:
    void updateScope();
    std::optional<model::QuotaUsage> m_original;
    QComboBox *m_region = nullptr;
    QComboBox *m_scope = nullptr;
    QComboBox *m_family = nullptr;
    QComboBox *m_tier = nullptr;
    QLineEdit *m_used = nullptr;
    QLineEdit *m_limit = nullptr;
};

// Adds or edits one VM size. A size's name is its key: it is typed once, when the size is added.
class SizeEditor : public CatalogEditor {
    Q_OBJECT

public:
    SizeEditor(const model::Catalog &catalog, const QString &todayIso, QWidget *parent = nullptr);

    void setSize(const std::optional<model::VmSize> &size);
    model::VmSize size() const;

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *seriesEdit() const { return m_series; }
    QLineEdit *gpuModelEdit() const { return m_gpuModel; }
    QLineEdit *gpusEdit() const { return m_gpus; }
    QLineEdit *gpuMemoryEdit() const { return m_gpuMemory; }
    QLineEdit *vcpusEdit() const { return m_vcpus; }
    QLineEdit *memoryEdit() const { return m_memory; }
    QLineEdit *tflopsEdit() const { return m_tflops; }
    QLineEdit *ibEdit() const { return m_ib; }
    QLineEdit *ethernetEdit() const { return m_ethernet; }
    QLineEdit *fp8Edit() const { return m_fp8; }
    QLineEdit *nvlinkDomainEdit() const { return m_domain; }
    QLineEdit *memoryBandwidthEdit() const { return m_memoryBandwidth; }
    QLineEdit *collectiveLibraryEdit() const { return m_collective; }
    QLineEdit *quotaFamilyEdit() const { return m_quotaFamily; }
    QComboBox *statusCombo() const { return m_status; }
    QLineEdit *retirementEdit() const { return m_retirement; }

protected:
    Check validate() const override;

private:
    std::optional<model::VmSize> m_original;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_series = nullptr;
    QLineEdit *m_gpuModel = nullptr;
    QLineEdit *m_gpus = nullptr;
    QLineEdit *m_gpuMemory = nullptr;
    QLineEdit *m_vcpus = nullptr;
    QLineEdit *m_memory = nullptr;
    QLineEdit *m_tflops = nullptr;
    QLineEdit *m_ib = nullptr;
    QLineEdit *m_ethernet = nullptr;
    QLineEdit *m_nvlink = nullptr;
    QLineEdit *m_measuredBus = nullptr;
    QLineEdit *m_fp8 = nullptr;
    QLineEdit *m_domain = nullptr;
    QLineEdit *m_memoryBandwidth = nullptr;
    QLineEdit *m_collective = nullptr;
    QLineEdit *m_quotaFamily = nullptr;
    QComboBox *m_status = nullptr;
    QLineEdit *m_retirement = nullptr;
};

} // namespace capplan::views
