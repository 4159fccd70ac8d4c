// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog documents (CatalogJson::parse, what `import catalog` and the catalog window read): any
// bytes give a document or one error line, and an accepted document round-trips byte for byte
// (serialize(parse(serialize(d))) == serialize(d)), and so does its import preview.
#include "FuzzCommon.h"

#include "data/formats/CatalogJson.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using capplan::data::CatalogJson;
    const auto document = CatalogJson::parse(capplan::fuzz::bytes(data, size), QStringLiteral("fuzz.json"));
    if (!document) {
        capplan::fuzz::checkOneLine(document.error());
        return 0;
    }
    const QByteArray saved = CatalogJson::serialize(document.value());
    const auto again = CatalogJson::parse(saved, QStringLiteral("saved.json"));
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(CatalogJson::serialize(again.value()) == saved);
    capplan::fuzz::import(capplan::data::ImportKind::Catalog, data, size);
    return 0;
}
