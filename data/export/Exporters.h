// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "data/Texts.h"
#include "model/catalog/Catalog.h"
#include "model/plan/Compute.h"
#include "model/Evaluate.h"
#include "model/plan/JobSettings.h"
#include "model/plan/Launch.h"
#include "model/plan/PlanSpec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

namespace capplan::data {

// The current quota of one tier in the plan's region and VM family, as `az vm list-usage`
// reports it (`limit`, `currentValue`). Either number may be unknown.
struct QuotaUsage {
    std::optional<int> limit; // the family's
    std::optional<int> used;
    // The tier's regional total ("cores" or "lowPriorityCores"), where imported.
    std::optional<int> regionalLimit;
    std::optional<int> regionalUsed;

    bool operator==(const QuotaUsage &) const = default;
};

// Everything the exporters write from: an evaluated plan, its VM size and the Azure ML settings.
struct ExportInput {
    model::PlanSpec spec;
    model::Evaluation evaluation;
    model::VmSize size;       // the plan's size, from the catalog
    model::JobSettings job;   // see model::defaultJobSettings(spec.name)
    std::optional<int> nodes; // the option to export; unset: the recommended one
    QuotaUsage dedicatedQuota;
    QuotaUsage lowPriorityQuota;
    // The DeepSpeed configuration's file name, which --deepspeed_config names in every job's command:
    // the export's prefix and ".ds_config.json" (ExportDialog, the CLI's --ds-config file), so a
    // second export into the same folder does not overwrite the first's.
    std::string deepSpeedConfigFile = model::kDeepSpeedConfigFile;
    // The same for accelerate's configuration (the hf stack): the prefix and ".accelerate.yaml".
    std::string accelerateConfigFile = model::kAccelerateConfigFile;
};

// One tier of a quota request. Cores are vCPUs: Azure counts a GPU VM by its vCPUs
// (docs/sources.md, s2-azureml-compute).
struct QuotaLine {
    model::Tier tier = model::Tier::Dedicated;
    bool usedByPlan = false; // the plan's own tier; the other tier asks for nothing
    int nodeCores = 0;       // nodes · vCPUs per node, for the plan's tier
    int headroomCores = 0;   // JobSettings::quotaHeadroomCores, for the plan's tier
    int requestedCores = 0;  // nodeCores + headroomCores
    QuotaUsage usage;
    std::optional<int> requiredLimit;         // family used + requested, when the usage is known
    std::optional<int> requiredRegionalLimit; // regional used + requested, when known
    // The larger of the family's and the regional total's max(0, used + requested − limit), where
    // known: model::quotaRequestLine(), the Quota tab's arithmetic.
    std::optional<int> shortfallCores;

    bool operator==(const QuotaLine &) const = default;
};

struct QuotaRequest {
    QString plan;
    model::ComputeTarget compute = model::ComputeTarget::Cluster;
    model::QuotaService service = model::QuotaService::AzureMachineLearning;
    QString region;
    QString vmFamily; // e.g. standardNDSH100v5Family
    QString size;
    int vcpusPerNode = 0;
    int nodes = 0;
    QuotaLine dedicated;
    QuotaLine lowPriority;
};

// The two ways to submit: Azure CLI (bash) and the Python SDK v2.
struct SubmitScripts {
    QByteArray bash;
    QByteArray python;
};

// "From plan to submitted job": the files an ML engineer needs to launch the plan on Azure ML and a
// capacity conversation needs to ask for quota (docs/design.md, "Users"). Every exporter refuses a
// plan with errors, a node count that is not one of the plan's options and unsound JobSettings; the
// Error names the field. Multi-node on a size without InfiniBand is allowed; the checklist warns.
class Exporters {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::Exporters)

public:
    using OptionRows = std::vector<model::OptionRow>;

    static constexpr const char *kQuotaRequestFormat = "capacity-planner.quota-request";
    static constexpr int kQuotaRequestVersion = 1;

    // A file for `target` of a plan whose tier that target does not offer: the error names the
    // target, the tier, the plan's own compute and the way out; nullopt when the target has the tier.
    static std::optional<Error> tierRefusal(const ExportInput &in, model::ComputeTarget target);

    // The Azure ML settings an export starts from when the plan has none: defaultJobSettings() of
    // the plan's name, or for an unnamed plan of model::exportName() of the option exported
    // (recommended unless `nodes`), so no name is empty or generic ("llama-3-1-70b-lora").
    static model::JobSettings jobDefaults(const model::PlanSpec &spec, const model::Evaluation &evaluation,
                                          std::optional<int> nodes = std::nullopt);
    // The model as the exports name it: the library's preset, the config.json's _name_or_path, else
    // "the plan's model"; empty when the plan names no model.
    static QString modelLabel(const model::PlanSpec &spec);

    // Looks the plan's size up in the catalog (an Error when it is not there). An unnamed plan is
    // exported under model::exportName() (the plan's name in the files), and the job's names that
    // an empty name gave (defaultJobSettings("")) become those of jobDefaults().
    static Result<ExportInput> input(const model::PlanSpec &spec, const model::Evaluation &evaluation,
                                     const model::Catalog &catalog, const model::JobSettings &job,
                                     std::optional<int> nodes = std::nullopt);
    // The node count the exporters write: input.nodes, else the recommendation; an Error when the
    // plan cannot be exported at all. Every exporter below checks this first.
    static Result<int> exportedNodes(const ExportInput &input);

    // Azure ML command job (commandJob.schema.json): compute azureml:<cluster>,
    // resources.instance_count = nodes, distribution with one process per GPU, NCCL_DEBUG=INFO,
    // limits.timeout, and the checkpoint output on a fixed datastore path.
    static Result<QByteArray> commandJobJson(const ExportInput &input);
    // Azure ML cluster (amlCompute.schema.json): min 0, max = nodes, the plan's tier and region.
    static Result<QByteArray> amlComputeJson(const ExportInput &input);
    // `az ml compute create` + `az ml job create`, and the same with MLClient; both state the
    // expected world size. The file names are the ones the job and compute JSON are saved under.
    static Result<SubmitScripts> submitScripts(const ExportInput &input,
                                               const QString &jobFile = QStringLiteral("job.json"),
                                               const QString &computeFile = QStringLiteral("compute.json"));

    // Cores per tier for the plan's region and VM family, against the current quota when known.
    static Result<QuotaRequest> quotaRequest(const ExportInput &input);
    static Result<QByteArray> quotaRequestJson(const ExportInput &input, const Texts &texts);
    // The request as a person pastes it into a support ticket (UTF-8 text).
    static Result<QByteArray> quotaRequestText(const ExportInput &input, const Texts &texts);

    // The checks to make before trusting a long run, tailored to the plan (docs/sources.md,
    // s0-finetune-sizing, s1-infiniband-trap and s2-azureml-compute), as a Markdown task list
    // (UTF-8).
    static Result<QByteArray> preflightChecklistMarkdown(const ExportInput &input, const Texts &texts);

    // The plan's options as RFC 4180 CSV: the CLI's snake_case names as header, numbers in the
    // shortest form that reads back to the same double (std::to_chars), CRLF line ends.
    static QByteArray optionsCsv(const model::Evaluation &evaluation);
    static Result<OptionRows> parseOptionsCsv(const QByteArray &csv);

    // Writes through QSaveFile: an existing file stays intact unless the new one is complete.
    static Status writeFileAtomically(const QString &path, const QByteArray &bytes);

    // A JobSettings problem in the user's language, without the field path.
    static QString issueText(const model::JobSettingsIssue &issue, const Texts &texts);
};

} // namespace capplan::data
