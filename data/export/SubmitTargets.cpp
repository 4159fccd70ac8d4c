// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/export/SubmitTargets.h"
#include "data/export/JobParts.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

namespace capplan::data {

namespace {

using nlohmann::ordered_json;
using Utf8 = std::string; // unqualified return types keep lupdate's contexts right (Exporters.cpp)
using model::ComputeTarget;
using model::Tier;

QString q(const Utf8 &s)
{
    return QString::fromStdString(s);
}

QByteArray dump(const ordered_json &doc)
{
    const Utf8 out = doc.dump(2) + "\n";
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

using jobparts::checkpointPath;
using jobparts::checkpointUri;
using jobparts::environment;

Utf8 trimmedUtf8(const Utf8 &text)
{
    return jobparts::trimmed(text);
}

// Everything an exporter of this file needs once the input has been checked.
struct Context {
    model::OptionRow option;
    model::FrameworkLayout layout;
    int nodes = 0;
    int gpusPerNode = 0;
    int vcpusPerNode = 0;
    int processesPerNode = 0; // model::processesPerNode of the launcher
    long long timeoutSeconds = 0;
};

// The checks of Exporters (plan errors, node count, JobSettings), then the target's tiers.
Result<Context> check(const ExportInput &in, ComputeTarget target)
{
    auto nodes = Exporters::exportedNodes(in);
    if (!nodes) {
        return nodes.error();
    }
    if (const auto refused = Exporters::tierRefusal(in, target)) {
        return *refused;
    }
    Context c;
    c.nodes = nodes.value();
    c.gpusPerNode = in.size.gpusPerVm.value;
    c.vcpusPerNode = in.size.vcpus.value;
    c.processesPerNode = model::processesPerNode(in.job.launcher, c.gpusPerNode);
    const auto row = std::find_if(in.evaluation.options.begin(), in.evaluation.options.end(),
                                  [&](const model::OptionRow &r) { return r.nodes == c.nodes; });
    c.option = *row; // exportedNodes checked that it is one of the options
    c.timeoutSeconds = model::timeoutSeconds(c.option.wallClockHours, in.job.timeoutMargin);
    const int layers = in.evaluation.architecture ? in.evaluation.architecture->layers : 0;
    const auto layout =
        model::frameworkLayout(in.spec, c.nodes, c.gpusPerNode, layers, model::halfPrecisionFor(in.size.gpuModel.value),
                               in.evaluation.hardware.runs(model::Precision::Fp8) == model::Precision::Fp8);
    if (const auto *issue = std::get_if<model::InputIssue>(&layout)) {
        return Error{SubmitTargets::tr("tensor × pipeline parallel degree %1 does not divide the world size %2")
                         .arg(issue->value)
                         .arg(c.nodes * c.gpusPerNode),
                     q(issue->path)};
    }
    c.layout = std::get<model::FrameworkLayout>(layout);
    return c;
}

Utf8 azureMlCommand(const ExportInput &in, const Context &c)
{
    return model::launchCommand(in.job, c.layout, "${{outputs." + Utf8(model::kCheckpointOutput) + "}}",
                                in.deepSpeedConfigFile, in.accelerateConfigFile);
}

ordered_json tags(const ExportInput &in, const Context &c, ComputeTarget target)
{
    return ordered_json{{"capacity_plan", in.spec.name},
                        {"compute", Utf8(model::toString(target))},
                        {"tier", Utf8(model::toString(in.spec.tier))},
                        {"nodes", std::to_string(c.nodes)},
                        {"world_size", std::to_string(c.layout.worldSize)},
                        {"planned_wall_clock_hours", QString::number(c.option.wallClockHours, 'f', 2).toStdString()}};
}

// A single-quoted shell word.
Utf8 shellQuoted(const Utf8 &text)
{
    Utf8 out = "'";
    for (const char ch : text) {
        out += ch == '\'' ? Utf8("'\\''") : Utf8(1, ch);
    }
    return out + "'";
}

// One line of a comment: no line breaks from the user's names.
Utf8 commentText(const Utf8 &text)
{
    return Error::printable(q(text), 200).toStdString();
}

// "python train.py …" → "torchrun train.py …": torchrun reads the training operator's PET_NNODES,
// PET_NPROC_PER_NODE, PET_NODE_RANK, PET_MASTER_ADDR and PET_MASTER_PORT (torch/distributed/run.py
// takes every option from a PET_ variable), so it starts one process per GPU on every pod.
Utf8 torchrunCommand(const Utf8 &command)
{
    for (const char *python : {"python3 ", "python "}) {
        const Utf8 prefix(python);
        if (command.rfind(prefix, 0) == 0) {
            return "torchrun " + command.substr(prefix.size());
        }
    }
    return command;
}

} // namespace

QString SubmitTargets::isoDuration(long long seconds)
{
    const long long hours = seconds / 3600;
    const long long minutes = (seconds % 3600) / 60;
    const long long rest = seconds % 60;
    QString out = QStringLiteral("PT");
    if (hours > 0) {
        out += QString::number(hours) + QLatin1Char('H');
    }
    if (minutes > 0) {
        out += QString::number(minutes) + QLatin1Char('M');
    }
    if (rest > 0 || (hours == 0 && minutes == 0)) {
        out += QString::number(rest) + QLatin1Char('S');
    }
    return out;
}

QString SubmitTargets::slurmTime(long long seconds)
{
    const long long days = seconds / 86400;
    const long long h = (seconds % 86400) / 3600;
    const long long m = (seconds % 3600) / 60;
    const long long s = seconds % 60;
    const QString hms = QStringLiteral("%1:%2:%3")
                            .arg(h, 2, 10, QLatin1Char('0'))
                            .arg(m, 2, 10, QLatin1Char('0'))
                            .arg(s, 2, 10, QLatin1Char('0'));
    return days > 0 ? QString::number(days) + QLatin1Char('-') + hms : hms;
}

Result<model::FrameworkLayout> SubmitTargets::layout(const ExportInput &in)
{
    auto c = check(in, in.spec.compute);
    if (!c) {
        return c.error();
    }
    return c.value().layout;
}

Result<QByteArray> SubmitTargets::serverlessJobJson(const ExportInput &in)
{
    auto checked = check(in, ComputeTarget::Serverless);
    if (!checked) {
        return checked.error();
    }
    const Context &c = checked.value();
    const model::JobSettings &job = in.job;
    // The CLI v2 command job without `compute`: "omit compute, set resources.instance_type and
    // resources.instance_count, choose the queue with queue_settings.job_tier" (docs/sources.md,
    // s2-azureml-compute, serverless compute).
    ordered_json doc;
    doc["$schema"] = "https://azuremlschemas.azureedge.net/latest/commandJob.schema.json";
    doc["type"] = "command";
    if (!job.displayName.empty()) {
        doc["display_name"] = job.displayName;
    }
    doc["experiment_name"] = job.experimentName;
    doc["code"] = trimmedUtf8(job.codeFolder);
    doc["command"] = azureMlCommand(in, c);
    doc["environment"] = trimmedUtf8(job.environment);
    doc["resources"] = ordered_json{{"instance_type", in.size.name}, {"instance_count", c.nodes}};
    doc["queue_settings"] = ordered_json{{"job_tier", in.spec.tier == Tier::Spot ? "spot" : "standard"}};
    ordered_json distribution;
    distribution["type"] = Utf8(model::toString(job.distribution));
    if (job.distribution == model::DistributionType::TensorFlow) {
        distribution["worker_count"] = c.nodes;
        distribution["parameter_server_count"] = 0;
    } else {
        distribution["process_count_per_instance"] = c.processesPerNode; // one per GPU (accelerate: per node)
    }
    doc["distribution"] = distribution;
    jobparts::addRunParts(doc, job, c.timeoutSeconds);
    doc["tags"] = tags(in, c, ComputeTarget::Serverless);
    return dump(doc);
}

Result<QByteArray> SubmitTargets::serverlessJobRestBody(const ExportInput &in)
{
    auto checked = check(in, ComputeTarget::Serverless);
    if (!checked) {
        return checked.error();
    }
    const Context &c = checked.value();
    const model::JobSettings &job = in.job;
    // Names and shapes: the CommandJob definition of the MachineLearningServices REST API,
    // stable/2025-09-01/mfe.json (tests/data/schemas/azure-ml/SOURCE.md); no computeId.
    ordered_json p;
    p["jobType"] = "Command";
    if (!job.displayName.empty()) {
        p["displayName"] = job.displayName;
    }
    p["experimentName"] = job.experimentName;
    p["command"] = azureMlCommand(in, c);
    p["environmentId"] = trimmedUtf8(job.environment);
    ordered_json distribution;
    switch (job.distribution) {
    case model::DistributionType::PyTorch:
        distribution["distributionType"] = "PyTorch";
        distribution["processCountPerInstance"] = c.processesPerNode;
        break;
    case model::DistributionType::Mpi:
        distribution["distributionType"] = "Mpi";
        distribution["processCountPerInstance"] = c.processesPerNode;
        break;
    case model::DistributionType::TensorFlow:
        distribution["distributionType"] = "TensorFlow";
        distribution["workerCount"] = c.nodes;
        distribution["parameterServerCount"] = 0;
        break;
    }
    p["distribution"] = distribution;
    const std::map<Utf8, Utf8> variables = environment(job);
    ordered_json env = ordered_json::object();
    for (const auto &[name, value] : variables) {
        env[name] = value;
    }
    p["environmentVariables"] = env;
    p["resources"] = ordered_json{{"instanceCount", c.nodes}, {"instanceType", in.size.name}};
    // JobTier: Null, Spot, Basic, Standard, Premium; a dedicated plan runs in the Standard queue.
    p["queueSettings"] = ordered_json{{"jobTier", in.spec.tier == Tier::Spot ? "Spot" : "Standard"}};
    p["limits"] = ordered_json{{"jobLimitsType", "Command"}, {"timeout", isoDuration(c.timeoutSeconds).toStdString()}};
    if (!job.inputs.empty()) {
        ordered_json inputs = ordered_json::object();
        for (const auto &[name, path] : job.inputs) {
            inputs[name] =
                ordered_json{{"jobInputType", "uri_folder"}, {"uri", trimmedUtf8(path)}, {"mode", "ReadOnlyMount"}};
        }
        p["inputs"] = inputs;
    }
    ordered_json outputs = ordered_json::object();
    outputs[Utf8(model::kCheckpointOutput)] =
        ordered_json{{"jobOutputType", "uri_folder"}, {"uri", checkpointUri(job)}, {"mode", "ReadWriteMount"}};
    p["outputs"] = outputs;
    p["tags"] = tags(in, c, ComputeTarget::Serverless);
    return dump(ordered_json{{"properties", p}});
}

Result<QByteArray> SubmitTargets::slurmScript(const ExportInput &in)
{
    auto checked = check(in, ComputeTarget::Slurm);
    if (!checked) {
        return checked.error();
    }
    const Context &c = checked.value();
    const model::JobSettings &job = in.job;
    const Utf8 n = std::to_string(c.nodes);
    const Utf8 g = std::to_string(c.gpusPerNode);
    const Utf8 w = std::to_string(c.layout.worldSize);
    const Utf8 checkpointDir = "${CHECKPOINT_ROOT:-" + Utf8(kSlurmSharedRoot) + "}/" + checkpointPath(job);

    Utf8 s;
    s += "#!/bin/bash\n";
    s += "# Plan \"" + commentText(in.spec.name) + "\": " + n + " x " + in.size.name + " (" + w +
         " GPUs) on Slurm, planned wall clock " + QString::number(c.option.wallClockHours, 'f', 2).toStdString() +
         " h.\n";
    s += "# Submit from the folder that holds the code (" + commentText(trimmedUtf8(job.codeFolder)) +
         "): sbatch this-file. Set CHECKPOINT_ROOT to move the checkpoints off " + kSlurmSharedRoot + ".\n";
    s += "#SBATCH --job-name=" + job.experimentName + "\n";
    s += "#SBATCH --partition=gpu\n"; // Azure CycleCloud Workspace for Slurm's ND partition
    s += "#SBATCH --nodes=" + n + "\n";
    // One task per GPU: srun starts the processes itself (docs/sources.md, s3-distribution-block);
    // under accelerate one task per node, whose accelerate launch starts the GPUs' processes.
    s += "#SBATCH --ntasks-per-node=" + std::to_string(c.processesPerNode) + "\n";
    s += "#SBATCH --gpus-per-node=" + g + "\n";
    s += "#SBATCH --cpus-per-task=" + std::to_string(c.vcpusPerNode / c.processesPerNode) + "\n";
    s += "#SBATCH --exclusive\n";
    // The planned wall clock × the plan's margin, rounded up to a minute (model::timeoutSeconds).
    s += "#SBATCH --time=" + slurmTime(c.timeoutSeconds).toStdString() + "\n";
    // A node failure or preemption requeues the job, which resumes from the newest checkpoint.
    s += "#SBATCH --requeue\n";
    s += "#SBATCH --open-mode=append\n";
    s += "#SBATCH --output=%x-%j.out\n";
    s += "set -euo pipefail\n\n";
    s += "# NCCL over InfiniBand as the Azure HPC images set it up for ND VMs: relaxed PCI ordering,\n";
    s += "# bootstrap over eth0, the VM's topology file where the image ships one.\n";
    for (const auto &[name, value] : environment(job)) {
        s += "export " + name + "=" + shellQuoted(value) + "\n";
    }
    if (job.environmentVariables.count("NCCL_IB_PCI_RELAXED_ORDERING") == 0) {
        s += "export NCCL_IB_PCI_RELAXED_ORDERING=1\n";
    }
    if (job.environmentVariables.count("NCCL_SOCKET_IFNAME") == 0) {
        s += "export NCCL_SOCKET_IFNAME=eth0\n";
    }
    s += "export CUDA_DEVICE_ORDER=PCI_BUS_ID\n";
    s += "for topo in /opt/microsoft/ndv5-topo.xml /opt/microsoft/ndv4-topo.xml; do\n";
    s += "  if [ -f \"$topo\" ] && [ -z \"${NCCL_TOPO_FILE:-}\" ]; then export NCCL_TOPO_FILE=\"$topo\"; fi\n";
    s += "done\n\n";
    s += "# Rendezvous: rank 0 runs on the first node of the allocation.\n";
    s += "export MASTER_ADDR=\"$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)\"\n";
    s += "export MASTER_PORT=29500\n";
    s += "export WORLD_SIZE=$((SLURM_NNODES * SLURM_NTASKS_PER_NODE))\n";
    s += "echo \"Expected world size: " + w + " = " + n + " nodes x " + g +
         " processes; this allocation: $WORLD_SIZE (restart ${SLURM_RESTART_COUNT:-0})\"\n\n";
    s += "# Checkpoints on shared storage, the same path on every resubmit and requeue.\n";
    s += "export CHECKPOINT_DIR=\"" + checkpointDir + "\"\n";
    s += "mkdir -p \"$CHECKPOINT_DIR\"\n";
    s += "export RESUME_FROM=\"$(ls -1dt \"$CHECKPOINT_DIR\"/*/ 2>/dev/null | head -n 1 || true)\"\n";
    s += "echo \"Resuming from: ${RESUME_FROM:-nothing yet (first run)}\"\n\n";
    const Utf8 command =
        model::launchCommand(job, c.layout, "\"$CHECKPOINT_DIR\"", in.deepSpeedConfigFile, in.accelerateConfigFile);
    s += "export TRAIN_COMMAND=" + shellQuoted(command) + "\n";
    s += "cd \"$SLURM_SUBMIT_DIR\"/" + shellQuoted(trimmedUtf8(job.codeFolder)) + "\n";
    s += "srun --kill-on-bad-exit=1 --cpu-bind=none bash -c "
         "'export RANK=\"$SLURM_PROCID\" LOCAL_RANK=\"$SLURM_LOCALID\" NODE_RANK=\"$SLURM_NODEID\"; eval \"$TRAIN_COMMAND\"'\n";
    return QByteArray::fromStdString(s);
}

Result<QByteArray> SubmitTargets::kubernetesJobJson(const ExportInput &in)
{
    auto checked = check(in, ComputeTarget::Kubernetes);
    if (!checked) {
        return checked.error();
    }
    const Context &c = checked.value();
    const model::JobSettings &job = in.job;
    // Object names are RFC 1123 labels: the cluster name (letters, digits, '-', starting with a
    // letter, 3 … 16 characters, model::clusterNameIssue) in lower case is one.
    const Utf8 name = QString::fromStdString(job.clusterName).toLower().toStdString();
    const Utf8 environmentRef = trimmedUtf8(job.environment);
    const Utf8 image = environmentRef.rfind("azureml:", 0) == 0 ? Utf8(kDefaultImage) : environmentRef;
    const Utf8 checkpointDir = Utf8(kKubernetesCheckpointMount) + "/" + checkpointPath(job);

    ordered_json env = ordered_json::array();
    for (const auto &[key, value] : environment(job)) {
        env.push_back(ordered_json{{"name", key}, {"value", value}});
    }
    env.push_back(ordered_json{{"name", "CHECKPOINT_DIR"}, {"value", checkpointDir}});
    ordered_json limits;
    limits["nvidia.com/gpu"] = c.gpusPerNode;
    if (in.size.hasInfiniBand()) {
        limits[kRdmaResource] = 1;
    }
    ordered_json container;
    container["name"] = "pytorch"; // the training operator looks for the container named "pytorch"
    container["image"] = image;
    container["command"] = ordered_json::array(
        {"bash", "-c",
         torchrunCommand(model::launchCommand(job, c.layout, "\"$CHECKPOINT_DIR\"", in.deepSpeedConfigFile,
                                              in.accelerateConfigFile))});
    container["env"] = env;
    container["resources"] = ordered_json{{"limits", limits}, {"requests", limits}};
    // IPC_LOCK lets the RDMA verbs pin memory; /dev/shm is NCCL's intra-node transport buffer.
    container["securityContext"] = ordered_json{{"capabilities", {{"add", ordered_json::array({"IPC_LOCK"})}}}};
    container["volumeMounts"] =
        ordered_json::array({ordered_json{{"name", "checkpoints"}, {"mountPath", kKubernetesCheckpointMount}},
                             ordered_json{{"name", "dshm"}, {"mountPath", "/dev/shm"}}});
    ordered_json podSpec;
    podSpec["containers"] = ordered_json::array({container});
    podSpec["nodeSelector"] = ordered_json{{"node.kubernetes.io/instance-type", in.size.name}};
    podSpec["volumes"] = ordered_json::array(
        {ordered_json{{"name", "checkpoints"}, {"persistentVolumeClaim", {{"claimName", name + "-checkpoints"}}}},
         ordered_json{{"name", "dshm"}, {"emptyDir", {{"medium", "Memory"}}}}});
    const auto replica = [&](int replicas) {
        return ordered_json{{"replicas", replicas}, {"restartPolicy", "OnFailure"}, {"template", {{"spec", podSpec}}}};
    };
    ordered_json replicas;
    replicas["Master"] = replica(1);
    if (c.nodes > 1) {
        replicas["Worker"] = replica(c.nodes - 1);
    }
    ordered_json doc;
    doc["apiVersion"] = kPyTorchJobApiVersion;
    doc["kind"] = "PyTorchJob";
    doc["metadata"] = ordered_json{{"name", name},
                                   {"labels",
                                    {{"capacity-plan/nodes", std::to_string(c.nodes)},
                                     {"capacity-plan/world-size", std::to_string(c.layout.worldSize)}}}};
    ordered_json spec;
    // activeDeadlineSeconds stops a stuck job like Azure ML's limits.timeout; backoffLimit bounds
    // the restarts after failures (each resumes from the newest checkpoint on the volume).
    spec["runPolicy"] =
        ordered_json{{"activeDeadlineSeconds", c.timeoutSeconds}, {"backoffLimit", 3}, {"cleanPodPolicy", "None"}};
    spec["nprocPerNode"] = std::to_string(c.processesPerNode); // a string in kubeflow.org/v1
    spec["pytorchReplicaSpecs"] = replicas;
    doc["spec"] = spec;
    return dump(doc);
}

Result<QByteArray> SubmitTargets::deepSpeedConfigJson(const ExportInput &in)
{
    auto checked = check(in, in.spec.compute);
    if (!checked) {
        return checked.error();
    }
    const model::FrameworkLayout &l = checked.value().layout;
    // DeepSpeed's configuration keys (deepspeed.ai/docs/config-json): the three batch keys must
    // satisfy train_batch_size = train_micro_batch_size_per_gpu × gradient_accumulation_steps ×
    // the data-parallel world size, or deepspeed.initialize refuses the config.
    ordered_json doc;
    doc["train_batch_size"] = l.trainBatchSize;
    doc["train_micro_batch_size_per_gpu"] = l.microBatchSize;
    doc["gradient_accumulation_steps"] = l.gradientAccumulation;
    if (l.mixedPrecision && l.halfPrecision == model::HalfPrecision::Fp16) {
        // A GPU without BF16 (V100, model::halfPrecisionFor) trains in FP16 with dynamic loss
        // scaling: loss_scale 0 is dynamic; the scale starts at 2^initial_scale_power, halves on
        // an overflow (after `hysteresis` of them) and doubles after loss_scale_window clean steps,
        // never below min_loss_scale (DeepSpeed's defaults, deepspeed.ai/docs/config-json, "FP16
        // training options"; Micikevicius et al. 2018, section 3.2).
        doc["fp16"] = ordered_json{{"enabled", true},          {"loss_scale", 0},  {"initial_scale_power", 16},
                                   {"loss_scale_window", 1000}, {"hysteresis", 2}, {"min_loss_scale", 1}};
    } else {
        doc["bf16"] = ordered_json{{"enabled", l.mixedPrecision}};
    }
    ordered_json zero{{"stage", model::zeroStage(l.strategy)}};
    if (l.fromLayout && l.reduceBucketElements > 0) {
        // The layout's gradient bucket (layout.bucket_mb) as DeepSpeed's reduce_bucket_size, in
        // elements; ZeRO-3 prefetches as much ahead (stage3_prefetch_bucket_size), the bucket the
        // step-time model priced the parameter gathers with. overlap_comm as the model assumes:
        // DeepSpeed's default (true for stage 3 only, deepspeed/runtime/zero/config.py).
        zero["reduce_bucket_size"] = l.reduceBucketElements;
        if (model::zeroStage(l.strategy) == 3) {
            zero["stage3_prefetch_bucket_size"] = l.reduceBucketElements;
        }
    }
    doc["zero_optimization"] = zero;
    if (l.fromLayout && l.recompute == model::Recompute::Full) {
        // deepspeed.checkpointing: the training script's activation checkpointing reads this block.
        doc["activation_checkpointing"] = ordered_json{{"partition_activations", false}, {"contiguous_memory_optimization", false}};
    }
    return dump(doc);
}

Result<QByteArray> SubmitTargets::accelerateConfigYaml(const ExportInput &in)
{
    auto checked = check(in, in.spec.compute);
    if (!checked) {
        return checked.error();
    }
    const model::FrameworkLayout &l = checked.value().layout;
    // The keys `accelerate config` writes (accelerate/commands/config/config_args.py,
    // ClusterConfig; the FSDP and DeepSpeed plugins' keys as the transformers and accelerate FSDP
    // and DeepSpeed guides show them). machine_rank and the rendezvous are given on the command
    // line per node (model::accelerateLaunch).
    const int stage = model::zeroStage(l.strategy);
    const bool deepSpeed = l.strategy == model::Strategy::Zero1 || l.strategy == model::Strategy::Zero2 ||
                           l.strategy == model::Strategy::Zero3;
    const bool fsdp = l.strategy == model::Strategy::Fsdp;
    Utf8 y = "# accelerate launch --config_file: the Hugging Face Trainer on " + std::to_string(l.nodes) +
             (l.nodes == 1 ? " node, " : " nodes, ") + std::to_string(l.worldSize) + " processes\n";
    y += "compute_environment: LOCAL_MACHINE\n";
    y += Utf8("distributed_type: ") + (deepSpeed ? "DEEPSPEED" : fsdp ? "FSDP" : l.worldSize > 1 ? "MULTI_GPU" : "'NO'") + "\n";
    if (deepSpeed) {
        // The batch, precision and ZeRO stage live in the DeepSpeed file; accelerate refuses them
        // here beside deepspeed_config_file (accelerate/utils/dataclasses.py, DeepSpeedPlugin).
        y += "deepspeed_config:\n";
        y += "  deepspeed_config_file: " + in.deepSpeedConfigFile + "\n";
        y += "  deepspeed_multinode_launcher: standard\n";
        y += Utf8("  zero3_init_flag: ") + (stage == 3 ? "true" : "false") + "\n";
    } else {
        y += Utf8("mixed_precision: ") + (!l.mixedPrecision ? "'no'" : l.halfPrecision == model::HalfPrecision::Fp16 ? "fp16" : "bf16") + "\n";
    }
    if (fsdp) {
        // One flat parameter per decoder layer (TRANSFORMER_BASED_WRAP), the next layer's gather
        // issued before the current backward (BACKWARD_PRE), as the step-time model prices FSDP;
        // use_orig_params keeps PEFT's frozen and trainable parameters apart.
        y += "fsdp_config:\n";
        y += "  fsdp_sharding_strategy: FULL_SHARD\n";
        y += "  fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP\n";
        y += "  fsdp_backward_prefetch: BACKWARD_PRE\n";
        y += "  fsdp_forward_prefetch: false\n";
        y += "  fsdp_use_orig_params: true\n";
        y += "  fsdp_cpu_ram_efficient_loading: true\n";
        y += "  fsdp_sync_module_states: true\n";
        y += "  fsdp_offload_params: false\n";
        y += "  fsdp_state_dict_type: SHARDED_STATE_DICT\n";
    }
    y += "num_machines: " + std::to_string(l.nodes) + "\n";
    y += "num_processes: " + std::to_string(l.worldSize) + "\n";
    y += "machine_rank: 0\n";
    y += "main_training_function: main\n";
    y += "rdzv_backend: static\n";
    y += "same_network: true\n";
    y += "use_cpu: false\n";
    return QByteArray::fromStdString(y);
}

QStringList SubmitTargets::checklistTasks(const ExportInput &in, ComputeTarget target, int nodes, const Texts &texts)
{
    QStringList tasks;
    const QString size = QStringLiteral("`") + q(in.size.name) + QStringLiteral("`");
    const QString family = in.size.quotaFamily.value.empty() ? tr("the size's family") : q(in.size.quotaFamily.value);
    const QString cores = texts.number(nodes * in.size.vcpus.value, 0);
    switch (target) {
    case ComputeTarget::Cluster:
        break; // the checklist's own cluster tasks
    case ComputeTarget::Serverless:
        tasks.append((nodes == 1 ? tr("Serverless job: no cluster to create or delete; the job's node draws on the "
                                      "workspace's Azure ML quota (%1 cores of %2) only while it runs.")
                                 : tr("Serverless job: no cluster to create or delete; the job's %1 nodes draw on the "
                                      "workspace's Azure ML quota (%2 cores of %3) only while it runs.")
                                       .arg(nodes))
                         .arg(cores, family));
        if (in.spec.tier == Tier::Spot) {
            tasks.append(tr("Spot queue: the job can be preempted and requeued at any time, and losing one node "
                            "stops all %1; it must resume from `outputs.checkpoints`. Spot is a queue setting, not "
                            "a substitute for InfiniBand: keep an ND size with InfiniBand.")
                             .arg(nodes));
        }
        break;
    case ComputeTarget::Slurm:
        tasks.append(tr("Slurm on a VM scale set (Azure CycleCloud Workspace for Slurm): the %1 ND nodes of the "
                        "partition must sit in one placement group (singlePlacementGroup=true, up to 100 VMs, 300 "
                        "on request), or they get no InfiniBand to each other.")
                         .arg(nodes));
        tasks.append(tr("Quota: Compute (VM family) quota, not Azure ML quota: %1 cores of %2 in %3 "
                        "(`az vm list-usage`).")
                         .arg(cores, family, q(in.spec.region)));
        tasks.append(tr("Run `sbatch --test-only` on the login node first; it prints the nodes and processors the "
                        "job would get (%1 for %2 nodes of %3).")
                         .arg(cores)
                         .arg(nodes)
                         .arg(size));
        tasks.append(tr("The checkpoint folder is on shared storage (%1) that every node mounts, so a requeued job "
                        "resumes from the newest checkpoint.")
                         .arg(QLatin1String(kSlurmSharedRoot)));
        break;
    case ComputeTarget::Kubernetes:
        tasks.append(tr("AKS: the node pool of %1 uses the Kubeflow training operator (kubeflow.org/v1 PyTorchJob) "
                        "and the NVIDIA GPU device plugin; install the RDMA shared device plugin, which advertises "
                        "`%2`, or NCCL falls back to TCP between pods.")
                         .arg(size, QLatin1String(kRdmaResource)));
        tasks.append(tr("Quota: Compute (VM family) quota for the node pool, not Azure ML quota: %1 cores of %2 in "
                        "%3.")
                         .arg(cores, family, q(in.spec.region)));
        tasks.append(
            tr("Create the PersistentVolumeClaim `%1-checkpoints` (ReadWriteMany, e.g. Azure Files or "
               "Azure Managed Lustre) before applying the job; every pod mounts it at %2.")
                .arg(QString::fromStdString(in.job.clusterName).toLower(), QLatin1String(kKubernetesCheckpointMount)));
        break;
    }
    return tasks;
}

} // namespace capplan::data
