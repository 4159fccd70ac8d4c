// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/plan/Issues.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace capplan::model {

// How Azure ML launches the processes of a command job (docs/sources.md, s3-distribution-block).
enum class DistributionType {
    PyTorch,    // one process per GPU, process_count_per_instance = GPUs per node
    Mpi,        // process_count_per_instance ranks per node, started by OpenMPI
    TensorFlow, // worker_count workers (one per node), TF_CONFIG written by Azure ML
};

std::string_view toString(DistributionType type); // "pytorch", "mpi", "tensorflow" as in the job file
std::optional<DistributionType> distributionTypeFromString(std::string_view text);

// Which framework's launch arguments the exports add to the command, so that the run is the layout
// the plan priced (model/plan/Launch.h). None leaves the command exactly as the user wrote it;
// FromStack (the default: no "launcher" in the plan, or "stack") is the launcher of the layout's
// stack, resolved by model::stackLauncher before anything is exported.
// Accelerate: the Hugging Face Trainer started by `accelerate launch --config_file …` (the hf stack),
// one launcher process per node that starts one process per GPU (model::processesPerNode).
enum class Launcher { None, DeepSpeed, Fsdp, Megatron, FromStack, Accelerate };

std::string_view toString(Launcher launcher); // "none", "deepspeed", "fsdp", "megatron", "stack", "accelerate"
std::optional<Launcher> launcherFromString(std::string_view text);

// A curated Azure Container for PyTorch image from the azureml registry: it ships the InfiniBand
// user-space libraries and a matching NCCL, the piece hand-built images miss (docs/sources.md,
// s0-finetune-sizing).
inline constexpr std::string_view kDefaultEnvironment =
    "azureml://registries/azureml/environments/acpt-pytorch-2.8-cuda12.6/labels/latest";
// The name a job's command uses for the checkpoint folder: ${{outputs.checkpoints}}.
inline constexpr std::string_view kCheckpointOutput = "checkpoints";

// The plan file's future "azureml" block: what the exporters need beyond the plan to write an
// Azure ML command job and its cluster. defaultJobSettings() derives every name from the plan's.
struct JobSettings {
    std::string clusterName;
    std::string codeFolder = "./src";
    std::string command = "python train.py";
    // Appended with ${{outputs.checkpoints}} unless the command binds that output itself; empty
    // appends nothing (the script then finds the folder on its own).
    std::string checkpointArgument = "--checkpoint-dir";
    std::string environment = std::string(kDefaultEnvironment);
    DistributionType distribution = DistributionType::PyTorch;
    std::string experimentName;
    std::string displayName;
    std::string datastore = "workspaceblobstore";
    // A fixed path in the datastore, so a resubmitted job finds the checkpoints of the one before
    // (docs/sources.md, s2-azureml-compute: by default an output path is tied to the job's name).
    std::string checkpointPath;
    std::map<std::string, std::string> inputs;               // name → uri_folder path or data asset
    std::map<std::string, std::string> environmentVariables; // added to NCCL_DEBUG=INFO
    double timeoutMargin = 1.25; // limits.timeout = margin · planned wall clock, rounded up to a minute
    int quotaHeadroomCores = 0;  // asked for on top of nodes · vCPUs
    int idleSecondsBeforeScaleDown = 120;
    Launcher launcher = Launcher::FromStack;

    bool operator==(const JobSettings &) const = default;
};

JobSettings defaultJobSettings(std::string_view planName);

// A cluster name derived from any plan name that clusterNameIssue() accepts.
std::string clusterNameFromPlanName(std::string_view planName);

// What is wrong with a name, as a code; data/export/Exporters turns it into translated text.
enum class NameIssue {
    Empty,               // a required name or value is empty
    Length,              // length outside [low, high] characters
    Start,               // the first character is not allowed there (text: the name)
    Character,           // a character the name may not contain (text: that character)
    HyphenWithoutLetter, // cluster names: every '-' must be followed later by a letter
    Reserved,            // an environment variable Azure ML sets for the launcher
    UnknownBinding,      // ${{…}} in the command names no declared input or output (text: the expression)
    AbsolutePath,        // the checkpoint path must be relative to the datastore
};

using JobIssueCode = std::variant<IssueCode, NameIssue>;

struct JobSettingsIssue {
    std::string path; // field path in the plan file, e.g. "azureml.cluster_name"
    JobIssueCode code;
    double value = 0.0;
    double low = 0.0;
    double high = 0.0;
    std::string text; // the offending name, character or expression

    bool operator==(const JobSettingsIssue &) const = default;
};

// Limits of names Azure rejects otherwise. Cluster names: the service's message says "letters,
// digits and dashes … start with a letter, end with a letter or digit, between 2 and 16
// characters"; the studio's form adds "3 to 24 characters" and "a '-' must be followed by at
// least one letter later in the name" — a name must pass both, hence 3 … 16.
inline constexpr int kMinClusterNameLength = 3;
inline constexpr int kMaxClusterNameLength = 16;
// Experiment names: 1 … 256 characters, letters, digits, '_' and '-', starting with a letter or a
// digit (Azure ML studio).
inline constexpr int kMaxExperimentNameLength = 256;
inline constexpr double kMinTimeoutMargin = 1.0; // below 1 the job is stopped before its planned end
inline constexpr double kMaxTimeoutMargin = 10.0;
// Sanity bounds, not Azure rules: they keep the arithmetic in range.
inline constexpr int kMaxQuotaHeadroomCores = 1000000;
inline constexpr int kMaxIdleSecondsBeforeScaleDown = 30 * 24 * 3600;

std::optional<JobSettingsIssue> clusterNameIssue(std::string_view name);
// Every problem of the settings, each with its field path; empty when they are sound.
std::vector<JobSettingsIssue> validate(const JobSettings &settings);

// The command the job runs: the user's, with `checkpointArgument ${{outputs.checkpoints}}`
// appended unless it binds the checkpoint output already.
std::string jobCommand(const JobSettings &settings);
// The ${{…}} expressions of a command, trimmed, in order ("inputs.corpus", "outputs.checkpoints").
std::vector<std::string> commandBindings(std::string_view command);

// limits.timeout in seconds: margin · wall clock, rounded up to a whole minute.
long long timeoutSeconds(double wallClockHours, double timeoutMargin);

} // namespace capplan::model
