// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/import/ImportPreview.h"

#include <QByteArray>

#include <optional>

namespace capplan::data {

// What an import file holds, told from its first bytes (the import dialog peeks at 64 KiB), by
// the keys only that format has (docs/design.md, "Azure formats"); nothing when none fits. The
// bytes are decoded as the importers decode them (JsonTextDecoder: UTF-16, byte-order marks,
// az's colour codes), and read in one pass per key: no pattern that could backtrack.
std::optional<ImportKind> guessImportKind(const QByteArray &head);

} // namespace capplan::data
