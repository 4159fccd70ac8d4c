// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/plan/JobSettings.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace capplan::model {

std::string_view toString(DistributionType type)
{
    switch (type) {
    case DistributionType::PyTorch:
        return "pytorch";
    case DistributionType::Mpi:
        return "mpi";
    case DistributionType::TensorFlow:
        return "tensorflow";
    }
    return "pytorch";
}

std::optional<DistributionType> distributionTypeFromString(std::string_view text)
{
    for (const DistributionType type :
         {DistributionType::PyTorch, DistributionType::Mpi, DistributionType::TensorFlow}) {
        if (text == toString(type)) {
            return type;
        }
    }
    return std::nullopt;
}

std::string_view toString(Launcher launcher)
{
    switch (launcher) {
    case Launcher::None:
        return "none";
    case Launcher::DeepSpeed:
        return "deepspeed";
    case Launcher::Fsdp:
        return "fsdp";
    case Launcher::Megatron:
        return "megatron";
    case Launcher::FromStack:
        return "stack";
    case Launcher::Accelerate:
        return "accelerate";
    }
    return "stack";
}

std::optional<Launcher> launcherFromString(std::string_view text)
{
    for (const Launcher l :
         {Launcher::None, Launcher::DeepSpeed, Launcher::Fsdp, Launcher::Megatron, Launcher::FromStack,
          Launcher::Accelerate}) {
        if (text == toString(l)) {
            return l;
        }
    }
    return std::nullopt;
}

namespace {

// ASCII only: Azure's name rules speak of the Latin letters and digits.
bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

JobSettingsIssue nameIssue(std::string path, NameIssue code, std::string text = {}, double low = 0.0, double high = 0.0)
{
    JobSettingsIssue issue;
    issue.path = std::move(path);
    issue.code = code;
    issue.text = std::move(text);
    issue.low = low;
    issue.high = high;
    issue.value = static_cast<double>(issue.text.size());
    return issue;
}

JobSettingsIssue numberIssue(std::string path, IssueCode code, double value, double low = 0.0, double high = 0.0)
{
    JobSettingsIssue issue;
    issue.path = std::move(path);
    issue.code = code;
    issue.value = value;
    issue.low = low;
    issue.high = high;
    return issue;
}

// The first character of `name` that `allowed` rejects, if any.
std::optional<char> firstBadCharacter(std::string_view name, bool (*allowed)(char))
{
    for (const char c : name) {
        if (!allowed(c)) {
            return c;
        }
    }
    return std::nullopt;
}

bool clusterCharacter(char c)
{
    return isLetter(c) || isDigit(c) || c == '-';
}

bool experimentCharacter(char c)
{
    return isLetter(c) || isDigit(c) || c == '_' || c == '-';
}

// Environment variables and input names: identifiers, as POSIX shells and the SDK's
// IOConstants.VALID_KEY_PATTERN (without its dotted groups) take them.
bool identifierCharacter(char c)
{
    return isLetter(c) || isDigit(c) || c == '_';
}

// Datastore names: "alphanumeric characters and underscores" (Azure ML SDK documentation).
bool datastoreCharacter(char c)
{
    return isLetter(c) || isDigit(c) || c == '_';
}

std::string characterText(char c)
{
    return std::string(1, c);
}

void checkIdentifier(std::vector<JobSettingsIssue> &issues, const std::string &path, std::string_view name)
{
    if (name.empty()) {
        issues.push_back(nameIssue(path, NameIssue::Empty));
    } else if (!(isLetter(name.front()) || name.front() == '_')) {
        issues.push_back(nameIssue(path, NameIssue::Start, std::string(name)));
    } else if (const auto bad = firstBadCharacter(name, identifierCharacter)) {
        issues.push_back(nameIssue(path, NameIssue::Character, characterText(*bad)));
    }
}

// Variables the Azure ML launcher sets on every node and process (docs/sources.md,
// s2-azureml-compute and s3-distribution-block); a job that overrides them breaks its own
// rendezvous.
const std::set<std::string, std::less<>> &reservedVariables()
{
    static const std::set<std::string, std::less<>> names{"MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK",
                                                          "LOCAL_RANK",  "NODE_RANK",   "TF_CONFIG"};
    return names;
}

std::string trimmed(std::string_view text)
{
    size_t begin = 0;
    size_t end = text.size();
    while (begin < end && isSpace(text[begin])) {
        ++begin;
    }
    while (end > begin && isSpace(text[end - 1])) {
        --end;
    }
    return std::string(text.substr(begin, end - begin));
}

// "checkpoints/My Plan" → "checkpoints/My-Plan": only the characters `allowed` keeps, runs of
// anything else become one '-'.
std::string sanitized(std::string_view name, bool (*allowed)(char))
{
    std::string out;
    for (const char c : name) {
        if (allowed(c) && c != '-') {
            out += c;
        } else if (!out.empty() && out.back() != '-') {
            out += '-';
        }
    }
    while (!out.empty() && out.back() == '-') {
        out.pop_back();
    }
    return out;
}

// Removes every '-' that no letter follows, so "gpu-cluster-1" becomes "gpu-cluster1".
void dropHyphensWithoutLetter(std::string &name)
{
    bool letterAfter = false;
    for (size_t i = name.size(); i-- > 0;) {
        if (isLetter(name[i])) {
            letterAfter = true;
        } else if (name[i] == '-' && !letterAfter) {
            name.erase(i, 1);
        }
    }
}

} // namespace

std::string clusterNameFromPlanName(std::string_view planName)
{
    std::string name = sanitized(planName, [](char c) { return isLetter(c) || isDigit(c); });
    if (name.empty()) {
        return "gpu-cluster";
    }
    if (!isLetter(name.front())) {
        name = "gpu-" + name;
    }
    if (name.size() > static_cast<size_t>(kMaxClusterNameLength)) {
        name.resize(static_cast<size_t>(kMaxClusterNameLength));
    }
    dropHyphensWithoutLetter(name);
    if (name.size() < static_cast<size_t>(kMinClusterNameLength)) {
        name += "-gpu";
    }
    return name;
}

JobSettings defaultJobSettings(std::string_view planName)
{
    JobSettings settings;
    const std::string plan = trimmed(planName);
    settings.clusterName = clusterNameFromPlanName(plan);
    std::string experiment = sanitized(plan, experimentCharacter);
    if (!experiment.empty() && experiment.front() == '_') {
        experiment.erase(0, experiment.find_first_not_of('_'));
    }
    if (experiment.size() > static_cast<size_t>(kMaxExperimentNameLength)) {
        experiment.resize(static_cast<size_t>(kMaxExperimentNameLength));
    }
    if (experiment.empty()) {
        experiment = "capacity-plan";
    }
    settings.experimentName = experiment;
    settings.displayName = plan.empty() ? experiment : plan;
    settings.checkpointPath = "checkpoints/" + experiment;
    return settings;
}

std::optional<JobSettingsIssue> clusterNameIssue(std::string_view name)
{
    const std::string path = "azureml.cluster_name";
    if (name.empty()) {
        return nameIssue(path, NameIssue::Empty);
    }
    if (name.size() < static_cast<size_t>(kMinClusterNameLength) ||
        name.size() > static_cast<size_t>(kMaxClusterNameLength)) {
        return nameIssue(path, NameIssue::Length, std::string(name), kMinClusterNameLength, kMaxClusterNameLength);
    }
    if (!isLetter(name.front())) {
        return nameIssue(path, NameIssue::Start, std::string(name));
    }
    if (const auto bad = firstBadCharacter(name, clusterCharacter)) {
        return nameIssue(path, NameIssue::Character, characterText(*bad));
    }
    // A trailing '-' or a "-1" suffix: no letter after the hyphen (studio rule; the service's
    // own rule "end with a letter or digit" is the trailing case of it).
    const size_t lastHyphen = name.rfind('-');
    if (lastHyphen != std::string_view::npos &&
        std::none_of(name.begin() + static_cast<std::ptrdiff_t>(lastHyphen), name.end(), isLetter)) {
        return nameIssue(path, NameIssue::HyphenWithoutLetter, std::string(name));
    }
    return std::nullopt;
}

std::vector<std::string> commandBindings(std::string_view command)
{
    std::vector<std::string> out;
    size_t pos = 0;
    while ((pos = command.find("${{", pos)) != std::string_view::npos) {
        const size_t close = command.find("}}", pos + 3);
        if (close == std::string_view::npos) {
            // An unterminated expression is reported as it stands.
            out.push_back(trimmed(command.substr(pos)));
            break;
        }
        out.push_back(trimmed(command.substr(pos + 3, close - pos - 3)));
        pos = close + 2;
    }
    return out;
}

namespace {
const std::string kCheckpointBinding = "outputs." + std::string(kCheckpointOutput);
}

std::string jobCommand(const JobSettings &settings)
{
    const std::string command = trimmed(settings.command);
    const std::vector<std::string> bindings = commandBindings(command);
    if (settings.checkpointArgument.empty() ||
        std::find(bindings.begin(), bindings.end(), kCheckpointBinding) != bindings.end()) {
        return command;
    }
    return command + " " + settings.checkpointArgument + " ${{" + kCheckpointBinding + "}}";
}

long long timeoutSeconds(double wallClockHours, double timeoutMargin)
{
    const double minutes = std::ceil(wallClockHours * timeoutMargin * 60.0 - 1e-9);
    return static_cast<long long>(std::max(1.0, minutes)) * 60;
}

std::vector<JobSettingsIssue> validate(const JobSettings &s)
{
    std::vector<JobSettingsIssue> issues;
    if (auto issue = clusterNameIssue(s.clusterName)) {
        issues.push_back(std::move(*issue));
    }
    if (trimmed(s.codeFolder).empty()) {
        issues.push_back(nameIssue("azureml.code", NameIssue::Empty));
    }

    // The command: every ${{…}} must name an input the job declares or its checkpoint output.
    // The SDK's own CommandComponent validation rejects the others ("Invalid data binding
    // expression"), but load_job does not, so the job file would fail only on submission.
    if (trimmed(s.command).empty()) {
        issues.push_back(nameIssue("azureml.command", NameIssue::Empty));
    }
    for (const std::string &binding : commandBindings(s.command)) {
        const bool isInput = binding.rfind("inputs.", 0) == 0 && s.inputs.count(binding.substr(7)) > 0;
        if (!isInput && binding != kCheckpointBinding) {
            issues.push_back(nameIssue("azureml.command", NameIssue::UnknownBinding, binding));
        }
    }
    if (const auto bad = firstBadCharacter(s.checkpointArgument, [](char c) { return !isSpace(c); })) {
        issues.push_back(nameIssue("azureml.checkpoint_argument", NameIssue::Character, characterText(*bad)));
    }

    const std::string environment = trimmed(s.environment);
    if (environment.empty()) {
        issues.push_back(nameIssue("azureml.environment", NameIssue::Empty));
    } else if (const auto bad = firstBadCharacter(environment, [](char c) { return !isSpace(c); })) {
        issues.push_back(nameIssue("azureml.environment", NameIssue::Character, characterText(*bad)));
    }

    const std::string experimentPath = "azureml.experiment_name";
    if (s.experimentName.empty()) {
        issues.push_back(nameIssue(experimentPath, NameIssue::Empty));
    } else if (s.experimentName.size() > static_cast<size_t>(kMaxExperimentNameLength)) {
        issues.push_back(nameIssue(experimentPath, NameIssue::Length, s.experimentName, 1, kMaxExperimentNameLength));
    } else if (!(isLetter(s.experimentName.front()) || isDigit(s.experimentName.front()))) {
        issues.push_back(nameIssue(experimentPath, NameIssue::Start, s.experimentName));
    } else if (const auto bad = firstBadCharacter(s.experimentName, experimentCharacter)) {
        issues.push_back(nameIssue(experimentPath, NameIssue::Character, characterText(*bad)));
    }

    if (s.datastore.empty()) {
        issues.push_back(nameIssue("azureml.datastore", NameIssue::Empty));
    } else if (const auto bad = firstBadCharacter(s.datastore, datastoreCharacter)) {
        issues.push_back(nameIssue("azureml.datastore", NameIssue::Character, characterText(*bad)));
    }

    // The checkpoint path goes into azureml://datastores/<store>/paths/<path>/: relative, and
    // free of the characters a URI would split on.
    const std::string checkpointPath = "azureml.checkpoint_path";
    if (s.checkpointPath.empty()) {
        issues.push_back(nameIssue(checkpointPath, NameIssue::Empty));
    } else if (s.checkpointPath.front() == '/') {
        issues.push_back(nameIssue(checkpointPath, NameIssue::AbsolutePath, s.checkpointPath));
    } else if (const auto bad = firstBadCharacter(s.checkpointPath, [](char c) {
                   return !isSpace(c) && c != '?' && c != '#' && c != '%' && c != '\\';
               })) {
        issues.push_back(nameIssue(checkpointPath, NameIssue::Character, characterText(*bad)));
    }

    for (const auto &[name, value] : s.inputs) {
        const std::string path = "azureml.inputs." + name;
        checkIdentifier(issues, path, name);
        if (trimmed(value).empty()) {
            issues.push_back(nameIssue(path, NameIssue::Empty));
        }
    }
    for (const auto &[name, value] : s.environmentVariables) {
        const std::string path = "azureml.environment_variables." + name;
        const size_t before = issues.size();
        checkIdentifier(issues, path, name);
        if (issues.size() == before && reservedVariables().count(name) > 0) {
            issues.push_back(nameIssue(path, NameIssue::Reserved, name));
        }
    }

    if (!std::isfinite(s.timeoutMargin)) {
        issues.push_back(numberIssue("azureml.timeout_margin", IssueCode::NotFinite, s.timeoutMargin));
    } else if (s.timeoutMargin < kMinTimeoutMargin || s.timeoutMargin > kMaxTimeoutMargin) {
        issues.push_back(numberIssue("azureml.timeout_margin", IssueCode::OutOfRange, s.timeoutMargin,
                                     kMinTimeoutMargin, kMaxTimeoutMargin));
    }
    if (s.quotaHeadroomCores < 0) {
        issues.push_back(numberIssue("azureml.quota_headroom_cores", IssueCode::Negative, s.quotaHeadroomCores));
    } else if (s.quotaHeadroomCores > kMaxQuotaHeadroomCores) {
        issues.push_back(numberIssue("azureml.quota_headroom_cores", IssueCode::TooLarge, s.quotaHeadroomCores, 0.0,
                                     kMaxQuotaHeadroomCores));
    }
    if (s.idleSecondsBeforeScaleDown < 0) {
        issues.push_back(
            numberIssue("azureml.idle_time_before_scale_down", IssueCode::Negative, s.idleSecondsBeforeScaleDown));
    } else if (s.idleSecondsBeforeScaleDown > kMaxIdleSecondsBeforeScaleDown) {
        issues.push_back(numberIssue("azureml.idle_time_before_scale_down", IssueCode::TooLarge,
                                     s.idleSecondsBeforeScaleDown, 0.0, kMaxIdleSecondsBeforeScaleDown));
    }
    return issues;
}

} // namespace capplan::model
