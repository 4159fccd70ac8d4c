// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "model/catalog/Catalog.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <string>
#include <vector>

namespace capplan::data {

// A whole catalog as the "capacity-planner.catalog" JSON document (version 1) holds it: the
// shipped default catalog is one, and so is a user's catalog exported from the catalog window.
struct CatalogDocument {
    int revision = 0; // revision of the shipped default the catalog last merged
    model::Catalog catalog;
    std::string regionSource;
    std::string regionAsOf;
    // Who wrote each row: "default" (shipped), "user" (typed) or "import" (from an Azure file).
    // Parallel to catalog.sizes, catalog.prices and catalog.quota.
    std::vector<std::string> sizeOrigins;
    std::vector<std::string> priceOrigins;
    std::vector<std::string> quotaOrigins;
    // Parallel to catalog.transferPrices: "import" (from a Retail Prices page) or "user".
    std::vector<std::string> transferOrigins;

    bool operator==(const CatalogDocument &) const = default;
};

// Reads and writes catalog documents.
//
//   {"format": "capacity-planner.catalog", "version": 1, "revision": 2,
//    "regions": {"source", "as_of", "names": [...]},
//    "sizes": [{"name", "series", "vcpus", "memory_gib", "gpu_model", "gpus", "gpu_memory_gib",
//               "bf16_tflops_per_gpu", "ib_gbps_per_gpu", "ethernet_gbps_per_vm", "quota_family",
//               "status", "retirement_date", "source", "as_of", "origin"?,
//               "provenance"?: {FIELD: {"source", "as_of", "verified"?, "imported_at"?, "effective_date"?}}}],
//    "prices": [{"size", "region", "tier", "kind"?, "term_years"?, "currency"?, "price_per_hour",
//                "source", "as_of", "verified"?, "imported_at"?, "effective_date"?, "origin"?}],
//    "quota"?: [{"region", "scope", "family", "tier", "current_value", "limit", "source", "as_of",
//                "verified"?, "imported_at"?, "effective_date"?, "origin"?}],
//    "restrictions"?: [{"size", "region", "reason", "source", "as_of", "verified"?, "imported_at"?,
//                       "effective_date"?}]   (sizes az vm list-skus --all lists as not deployable)
//    "transfer_prices"?: [{"region", "scope", "currency"?, "tier_minimum_gb", "price_per_gb", "source",
//                          "as_of", "as_of_approximate"?, "verified"?, "imported_at"?, "effective_date"?,
//                          "origin"?}]}   (inter-region data transfer, tier by tier; scope is
//                          intra_continent or inter_continent; absent origin is import)
//
// A size's "source"/"as_of" apply to every field its "provenance" does not name. Absent "kind"
// is on_demand, absent "origin" is default. Unknown fields, keys given twice, prices for sizes
// the document lacks, duplicate rows and out-of-range values are errors naming their path.
class CatalogJson {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::CatalogJson)

public:
    static constexpr const char *kFormat = "capacity-planner.catalog";
    static constexpr int kVersion = 1;

    static Result<CatalogDocument> parse(const QByteArray &bytes, const QString &fileName = {});
    // Deterministic: rows sorted by their keys, every provenance written out in full, so
    // serialize(parse(serialize(d))) == serialize(d) byte for byte.
    static QByteArray serialize(const CatalogDocument &document);
    // Rows sorted as serialize() writes them (origins kept with their rows).
    static void sort(CatalogDocument &document);
};

} // namespace capplan::data
