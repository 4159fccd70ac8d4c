// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/risk/Checkpoint.h"

#include <algorithm>

namespace capplan::model {

namespace {

// Parameters whose states a checkpoint holds: all of them for full training, the adapter's for
// LoRA/QLoRA (the frozen base is not saved).
double savedParameters(const MemoryJob &job)
{
    return job.fineTuning == FineTuning::Full ? job.parameters : adapterParameterCount(job);
}

struct Parts {
    double weightsGB = 0.0;
    double gradientsGB = 0.0;
    double optimizerGB = 0.0;
};

Parts partsOf(const MemoryJob &job, bool withGradients)
{
    const double p = savedParameters(job);
    return Parts{p * job.weightBytes / kBytesPerGB, withGradients ? p * job.gradientBytes / kBytesPerGB : 0.0,
                 p * job.optimizerBytes / kBytesPerGB};
}

} // namespace

std::string_view toString(CheckpointBasis basis)
{
    switch (basis) {
    case CheckpointBasis::Explicit:
        return "explicit";
    case CheckpointBasis::StateSize:
        return "state_size";
    case CheckpointBasis::Default:
        return "default";
    }
    return "default";
}

double checkpointStateGB(const MemoryJob &job, bool withGradients)
{
    const Parts parts = partsOf(job, withGradients);
    return parts.weightsGB + parts.gradientsGB + parts.optimizerGB;
}

double checkpointShardedGB(const MemoryJob &job, bool withGradients)
{
    // The stages of ZeRO (Rajbhandari et al. 2020, section 5): 1 the optimizer states, 2 also the
    // gradients, 3 (and FSDP's full shard) also the weights.
    const Parts parts = partsOf(job, withGradients);
    switch (job.strategy) {
    case Strategy::Ddp:
        return 0.0;
    case Strategy::Zero1:
        return parts.optimizerGB;
    case Strategy::Zero2:
        return parts.optimizerGB + parts.gradientsGB;
    case Strategy::Zero3:
    case Strategy::Fsdp:
        return parts.optimizerGB + parts.gradientsGB + parts.weightsGB;
    }
    return 0.0;
}

CheckpointWrite checkpointWrite(const MemoryJob &job, int nodes, int gpusPerNode, const CheckpointStorage &storage)
{
    CheckpointWrite w;
    w.basis = CheckpointBasis::StateSize;
    w.nodes = nodes;
    const int n = std::max(1, nodes);
    const int g = std::max(1, gpusPerNode);
    // Model-parallel ranks t · p, at most all the GPUs there are.
    const int modelParallel = std::clamp(std::max(1, job.tensorParallel) * std::max(1, job.pipelineParallel), 1, n * g);
    w.stateGB = checkpointStateGB(job, storage.withGradients);
    w.shardedGB = checkpointShardedGB(job, storage.withGradients);
    const double unshardedGB = w.stateGB - w.shardedGB;
    // Data-parallel rank 0 of each model-parallel group writes its 1/(t·p) of the unsharded part;
    // packed min(g, t·p) to a node. Every rank writes 1/(n·g) of the sharded part: 1/n per node.
    const int writersPerNode = std::min(g, modelParallel);
    const double unshardedOnBusiest = unshardedGB * writersPerNode / modelParallel;
    w.busiestNodeGB = unshardedOnBusiest + w.shardedGB / n;
    const int unshardedNodes = (modelParallel + g - 1) / g;
    w.writingNodes = w.shardedGB > 0.0 ? n : std::min(n, unshardedNodes);
    w.nodeSeconds = w.busiestNodeGB / storage.nodeWriteGBps;
    w.accountSeconds = w.stateGB / storage.accountIngressGBps;
    w.accountBound = w.accountSeconds > w.nodeSeconds;
    w.writeHours = std::max(w.nodeSeconds, w.accountSeconds) / 3600.0;
    return w;
}

CheckpointWrite resolvedCheckpointWrite(std::optional<double> explicitHours, const std::optional<MemoryJob> &job,
                                        int nodes, int gpusPerNode, const CheckpointStorage &storage)
{
    if (explicitHours) {
        CheckpointWrite w;
        w.basis = CheckpointBasis::Explicit;
        w.nodes = nodes;
        w.writeHours = *explicitHours;
        return w;
    }
    if (job && job->parameters > 0.0) {
        return checkpointWrite(*job, nodes, gpusPerNode, storage);
    }
    CheckpointWrite w;
    w.basis = CheckpointBasis::Default;
    w.nodes = nodes;
    w.writeHours = kDefaultCheckpointWriteHours;
    return w;
}

} // namespace capplan::model
