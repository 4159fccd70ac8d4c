// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/export/JobParts.h"

#include <QString>

namespace capplan::data::jobparts {

using nlohmann::ordered_json;

std::string trimmed(const std::string &text)
{
    return QString::fromStdString(text).trimmed().toStdString();
}

std::string checkpointPath(const model::JobSettings &job)
{
    std::string path = job.checkpointPath;
    while (!path.empty() && path.back() == '/') {
        path.pop_back();
    }
    return path;
}

std::string checkpointUri(const model::JobSettings &job)
{
    return "azureml://datastores/" + job.datastore + "/paths/" + checkpointPath(job) + "/";
}

std::map<std::string, std::string> environment(const model::JobSettings &job)
{
    std::map<std::string, std::string> env{{"NCCL_DEBUG", "INFO"}};
    for (const auto &[name, value] : job.environmentVariables) {
        env[name] = value;
    }
    return env;
}

void addRunParts(ordered_json &doc, const model::JobSettings &job, long long timeoutSeconds)
{
    const std::map<std::string, std::string> variables = environment(job);
    ordered_json env = ordered_json::object();
    env["NCCL_DEBUG"] = variables.at("NCCL_DEBUG");
    for (const auto &[name, value] : variables) {
        env[name] = value;
    }
    doc["environment_variables"] = env;
    doc["limits"] = ordered_json{{"timeout", timeoutSeconds}};
    if (!job.inputs.empty()) {
        ordered_json inputs = ordered_json::object();
        for (const auto &[name, path] : job.inputs) {
            inputs[name] = ordered_json{{"type", "uri_folder"}, {"path", trimmed(path)}};
        }
        doc["inputs"] = inputs;
    }
    ordered_json outputs = ordered_json::object();
    outputs[std::string(model::kCheckpointOutput)] =
        ordered_json{{"type", "uri_folder"}, {"mode", "rw_mount"}, {"path", checkpointUri(job)}};
    doc["outputs"] = outputs;
}

} // namespace capplan::data::jobparts
