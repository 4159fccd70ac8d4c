// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Result.h"
#include "data/Texts.h"
#include "data/export/Exporters.h"
#include "model/plan/Compute.h"
#include "model/plan/Launch.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace capplan::data {

// The same plan for the other ways to run it (model/plan/Compute.h; docs/design.md, "Compute targets
// and launchers"): a serverless Azure ML job (the CLI v2 job file and the REST body the CLI sends
// for it), a Slurm batch script for ND VMs, a Kubeflow PyTorchJob for AKS, and the DeepSpeed
// configuration of the plan's layout. Like Exporters, every function refuses a plan with errors, a
// node count that is not one of its options and unsound JobSettings (Exporters::exportedNodes), and
// a tier the target does not offer; the Error names the field.
class SubmitTargets {
    Q_DECLARE_TR_FUNCTIONS(capplan::data::SubmitTargets)

public:
    // The REST API version whose CommandJob (with queueSettings.jobTier) the REST body follows.
    static constexpr const char *kRestApiVersion = "2025-09-01";
    // The Kubeflow training operator's API (training-operator v1.9, kubeflow.org/v1).
    static constexpr const char *kPyTorchJobApiVersion = "kubeflow.org/v1";
    // What the RDMA shared device plugin advertises per pod (k8s-rdma-shared-dev-plugin's example
    // configuration: resourcePrefix "rdma", resourceName "hca_shared_devices_a").
    static constexpr const char *kRdmaResource = "rdma/hca_shared_devices_a";
    // The container image when the plan's environment is an Azure ML environment, not an image:
    // NVIDIA's PyTorch container ships NCCL with its InfiniBand (IB verbs) transport.
    static constexpr const char *kDefaultImage = "nvcr.io/nvidia/pytorch:24.07-py3";
    // The shared file system of Azure CycleCloud Workspace for Slurm (NFS, mounted on every node).
    static constexpr const char *kSlurmSharedRoot = "/shared";
    // Where the checkpoint volume is mounted in every pod.
    static constexpr const char *kKubernetesCheckpointMount = "/checkpoints";

    // The framework layout at the exported node count (model::frameworkLayout).
    static Result<model::FrameworkLayout> layout(const ExportInput &input);

    // Serverless command job (CLI v2 commandJob.schema.json): no compute; resources.instance_type
    // = the plan's size, instance_count = nodes; queue_settings.job_tier standard or spot; the
    // distribution, NCCL_DEBUG, limits.timeout and checkpoint output of commandJobJson.
    static Result<QByteArray> serverlessJobJson(const ExportInput &input);
    // The body of PUT …/workspaces/{ws}/jobs/{name}?api-version=kRestApiVersion that `az ml job
    // create` sends for it: {"properties": CommandJob} with resources.instanceType/instanceCount
    // and queueSettings.jobTier "Standard" or "Spot". codeId is left out: the CLI fills it with
    // the ARM id of the code folder it uploads first.
    static Result<QByteArray> serverlessJobRestBody(const ExportInput &input);
    // An sbatch script for ND VMs (Azure CycleCloud Workspace for Slurm): --nodes, one task per GPU,
    // --gpus-per-node, --exclusive, --time from the planned wall clock × the timeout margin,
    // --requeue with resume from the newest checkpoint on shared storage, srun with the rendezvous
    // variables, NCCL_DEBUG=INFO and the InfiniBand settings of the Azure HPC images.
    static Result<QByteArray> slurmScript(const ExportInput &input);
    // A Kubeflow PyTorchJob (JSON, which kubectl applies like YAML): one Master and nodes − 1
    // Workers, nprocPerNode = GPUs per node, GPU and RDMA requests, the image, the checkpoint
    // volume, restartPolicy OnFailure and activeDeadlineSeconds from the timeout.
    static Result<QByteArray> kubernetesJobJson(const ExportInput &input);
    // DeepSpeed's ds_config.json for the layout: ZeRO stage, bf16, train_micro_batch_size_per_gpu,
    // gradient_accumulation_steps and train_batch_size = micro × accumulation × data-parallel.
    static Result<QByteArray> deepSpeedConfigJson(const ExportInput &input);
    // accelerate's configuration for the hf stack (`accelerate launch --config_file`, YAML):
    // distributed_type MULTI_GPU (ddp), FSDP with FULL_SHARD (fsdp) or DEEPSPEED naming the
    // export's ds_config.json (zero1/2/3), the machines and processes of the exported node count,
    // the 16-bit format (for FSDP and DDP; DeepSpeed's is in its own file).
    static Result<QByteArray> accelerateConfigYaml(const ExportInput &input);

    // The preflight tasks of a target (Markdown task lines), for the checklist.
    static QStringList checklistTasks(const ExportInput &input, model::ComputeTarget target, int nodes,
                                      const Texts &texts);

    // "PT15H26M": an ISO 8601 duration of whole minutes (the REST API's limits.timeout).
    static QString isoDuration(long long seconds);
    // "15:26:00" or "1-02:00:00": Slurm's --time (days-hours:minutes:seconds).
    static QString slurmTime(long long seconds);
};

} // namespace capplan::data
