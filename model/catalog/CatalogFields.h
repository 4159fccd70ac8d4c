// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One description per catalog fact (docs/design.md, "One description per field"). Every fact of
// a VM size is one row here: its key — the same in the catalog JSON, `catalog --json`, the SQLite
// column, the provenance table and the import preview —, its member, the schema version whose
// migration added its column, and its label. The store (data/store/CatalogStore.cpp), the catalog JSON
// reader and writer (data/formats/CatalogJson.cpp), `catalog --json` (data/export/Report.cpp), the import diff
// (data/import/Importers.cpp), reset-to-default and VmSize::provenances() walk this table, and
// tests/data/tst_fieldtables.cpp checks that every row reaches each of them. A new fact is a
// row here, a migration that adds its column, and the code that uses it.

#include "model/catalog/Catalog.h"

#include <span>
#include <string>
#include <string_view>
#include <variant>

namespace capplan::model {

using SizeFactMember = std::variant<Fact<int> VmSize::*, Fact<double> VmSize::*, Fact<std::string> VmSize::*,
                                    Fact<SizeStatus> VmSize::*>;

// How a fact is checked (model/catalog/CatalogRules.h): numbers at least 0 or above 0, whole counts up to
// kMaxCount, a date as yyyy-mm-dd or nothing, any text.
enum class FactRule { NonNegative, Positive, IsoDateOrEmpty, AnyText };

struct SizeFactField {
    std::string_view key;
    SizeFactMember member;
    FactRule rule;
    int sinceSchema = 1;         // the catalog schema whose migration added the column
    bool requiredInJson = true;  // catalog JSON files written before the fact existed lack it (0 then)
    std::string_view label;      // English, for the catalog window; context kSizeFactContext
    std::string_view unit = {};  // "GiB", "Gb/s", "GB/s", "TFLOP/s"; empty for counts and text
};

inline constexpr const char *kSizeFactContext = "capplan::model::SizeFact";

// The facts in the order every writer lists them.
std::span<const SizeFactField> sizeFactFields();
const SizeFactField *findSizeFact(std::string_view key);

// A fact's provenance, whatever its type.
const Provenance &provenanceOf(const VmSize &size, const SizeFactField &field);
Provenance &provenanceOf(VmSize &size, const SizeFactField &field);
// The fact as a number (counts and rates) or nothing (text and status).
std::optional<double> numberOf(const VmSize &size, const SizeFactField &field);
// The fact as text: the number in shortest form, the status's name ("available"), the text.
std::string textOf(const VmSize &size, const SizeFactField &field);
// Value and provenance of one fact copied from another size (reset to the shipped default).
void copyFact(VmSize &to, const VmSize &from, const SizeFactField &field);
// Whether two sizes hold the same value for the fact (provenance aside).
bool sameValue(const VmSize &a, const VmSize &b, const SizeFactField &field);

} // namespace capplan::model
