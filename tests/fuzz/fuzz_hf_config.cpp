// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Hugging Face config.json files (HfConfig::parse, `model CONFIG.json` and the model picker): any
// bytes give a model or one error line, and an accepted model round-trips: the compact JSON it
// keeps for the plan reads back as the same architecture.
#include "FuzzCommon.h"

#include "data/import/HfConfig.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using capplan::data::HfConfig;
    const auto model = HfConfig::parse(capplan::fuzz::bytes(data, size), QStringLiteral("config.json"));
    if (!model) {
        capplan::fuzz::checkOneLine(model.error());
        return 0;
    }
    const auto again = HfConfig::parse(QByteArray::fromStdString(model.value().json), QStringLiteral("kept.json"));
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again.value().architecture == model.value().architecture);
    FUZZ_CHECK(again.value().json == model.value().json);
    return 0;
}
