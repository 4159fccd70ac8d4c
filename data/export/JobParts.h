// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parts every Azure ML job file shares, whatever runs it (the cluster's command job in
// Exporters.cpp, the serverless job in SubmitTargets.cpp): one definition each.

#include "model/plan/JobSettings.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace capplan::data::jobparts {

// The text with surrounding white space removed (Unicode-aware, as QString::trimmed()).
std::string trimmed(const std::string &text);
// The checkpoint path without a trailing '/'.
std::string checkpointPath(const model::JobSettings &job);
// azureml://datastores/<store>/paths/<path>/ — a fixed path, so a resubmitted job resumes from
// the checkpoints of the one before (docs/sources.md, s2-azureml-compute).
std::string checkpointUri(const model::JobSettings &job);
// NCCL_DEBUG=INFO makes NCCL log the transport it chose (NET/IB or NET/Socket, docs/sources.md,
// s2-azureml-compute); the user's own variables come after it and win over it.
std::map<std::string, std::string> environment(const model::JobSettings &job);
// environment_variables (NCCL_DEBUG first, where a reader looks for it, then by name), limits
// (the timeout in seconds, so a stuck job stops instead of billing every node), inputs and the
// checkpoint output of a command job.
void addRunParts(nlohmann::ordered_json &doc, const model::JobSettings &job, long long timeoutSeconds);

} // namespace capplan::data::jobparts
