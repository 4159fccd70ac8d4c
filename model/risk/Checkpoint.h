// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/Memory.h"

#include <optional>
#include <string_view>

namespace capplan::model {

// How long one checkpoint write stops training, from what the checkpoint holds and how the layout
// writes it (docs/sources.md, "Checkpoint writes"). Every size is GB = 1e9 bytes, every bandwidth
// GB/s (docs/design.md, "Conventions").
//
// What is written: the trainable parameters' weights (weight_bytes) and optimizer states
// (optimizer_bytes: Adam's fp32 master weights and two moments), 2 + 12 = 14 bytes per parameter
// by default. Gradients are not part of a checkpoint in PyTorch DCP (model and optimizer state
// dicts), DeepSpeed (engine.save_checkpoint: module states and zero_pp_rank_*_optim_states) or
// Megatron-LM (model and optimizer state); `withGradients` adds gradient_bytes for a framework that
// saves them (16 bytes per parameter with the defaults). LoRA and QLoRA save the adapter and its
// optimizer states only: the frozen base is not written (Hugging Face PEFT's save_pretrained saves
// the adapter weights).
//
// Who writes: parts the layout keeps unsharded are written once, by data-parallel rank 0 of each
// model-parallel group (t · p writers, each its slice: DeepSpeed "only procs of data parallel rank 0
// save the general model params"; PyTorch's DDP tutorial saves from one process); parts ZeRO/FSDP
// shard are written by every rank at once, its own shard (DeepSpeed's zero_pp_rank_* files,
// PyTorch DCP's per-rank shards). ZeRO-1 shards the optimizer states, ZeRO-2 also the gradients,
// ZeRO-3/FSDP also the weights (Rajbhandari et al. 2020). The t · p writers of the unsharded part
// are counted as packed onto as few nodes as they fill (min(g, t·p) per node), which is exact
// for tensor parallelism inside a node and an upper bound where pipeline stages spread them.
//
// How fast: each node writes through its own mount of the storage (Azure ML's mount is BlobFuse2)
// at the node's write bandwidth, and all nodes together at most at the storage account's ingress
// limit. So
//     write seconds = max(busiest node's GB / node GB/s, all GB / account GB/s)
// with the busiest node holding its min(g, t·p)/(t·p) of the unsharded part plus 1/n of the sharded
// part (node 0 holds both). More bandwidth is never slower, and sharding is never slower than
// not sharding at the same bandwidth (the busiest node's share only shrinks). Asynchronous
// checkpointing (DCP's async_save, Azure ML's Nebula) stops training only for the copy to host
// memory; give the plan's checkpoint_write_hours for it.

// BlobFuse2 (block cache) sequential write to a Standard Blob storage account from one Standard
// D96ds_v5 in East US 2: 1,840.65 MiB/s (Azure/azure-storage-fuse benchmarks, standard/bandwidth/
// write, run of commit 5eabe8a1, 2024-07-09; the July 2024 runs range 1,760–2,000 MiB/s).
inline constexpr double kBlobfuseSequentialWriteMiBps = 1840.6549479166667;
inline constexpr double kDefaultNodeWriteGBps = kBlobfuseSequentialWriteMiBps * 1024.0 * 1024.0 / 1e9; // 1.93 GB/s
// A standard general-purpose v2 storage account's default maximum ingress: 60 Gb/s in the large
// regions (East US among them), 25 Gb/s elsewhere, more on request (Microsoft Learn, "Scalability
// and performance targets for standard storage accounts"). 60 Gb/s = 7.5 GB/s.
inline constexpr double kDefaultAccountIngressGbps = 60.0;
inline constexpr double kDefaultAccountIngressGBps = kDefaultAccountIngressGbps / 8.0;
// The write time when the plan knows no model: the risk model's fixed default since version 2.
inline constexpr double kDefaultCheckpointWriteHours = 5.0 / 60.0;
// Bounds of the bandwidth inputs (GB/s); the GUI's fields use the same.
inline constexpr double kMinStorageGBps = 0.001;
inline constexpr double kMaxStorageGBps = 10000.0;

// Where a write time comes from.
enum class CheckpointBasis {
    Explicit,  // the plan's risk.checkpoint_write_hours
    StateSize, // the model's states over the storage bandwidth (checkpointWrite())
    Default,   // no model known: kDefaultCheckpointWriteHours
};

std::string_view toString(CheckpointBasis basis); // "explicit", "state_size", "default"

struct CheckpointStorage {
    double nodeWriteGBps = kDefaultNodeWriteGBps;           // one node through its mount
    double accountIngressGBps = kDefaultAccountIngressGBps; // all nodes together
    bool withGradients = false;                             // the framework saves gradients too

    bool operator==(const CheckpointStorage &) const = default;
};

// One checkpoint write at one node count.
struct CheckpointWrite {
    CheckpointBasis basis = CheckpointBasis::Default;
    int nodes = 0;
    double stateGB = 0.0;        // everything one checkpoint writes, all ranks together
    double shardedGB = 0.0;      // of it, the part every rank writes its shard of
    double busiestNodeGB = 0.0;  // what the node that writes most writes
    int writingNodes = 0;        // nodes that write something
    double nodeSeconds = 0.0;    // busiest node's GB / node bandwidth
    double accountSeconds = 0.0; // all GB / account ingress
    bool accountBound = false;   // the account's ingress, not the nodes, sets the time
    double writeHours = kDefaultCheckpointWriteHours;

    bool operator==(const CheckpointWrite &) const = default;
};

// The bytes of one checkpoint of `job` (parameters, bytes per parameter, fine-tuning mode), and
// the share of them the strategy shards over all ranks.
double checkpointStateGB(const MemoryJob &job, bool withGradients);
double checkpointShardedGB(const MemoryJob &job, bool withGradients);

// The write time of `job` at `nodes` nodes of `gpusPerNode` GPUs (basis StateSize). Needs
// job.parameters > 0; nodes, GPUs per node and both bandwidths must be positive.
CheckpointWrite checkpointWrite(const MemoryJob &job, int nodes, int gpusPerNode, const CheckpointStorage &storage);

// The plan's write time at one node count: the explicit one when given, else from the job when it
// has parameters, else the default.
CheckpointWrite resolvedCheckpointWrite(std::optional<double> explicitHours, const std::optional<MemoryJob> &job,
                                        int nodes, int gpusPerNode, const CheckpointStorage &storage);

} // namespace capplan::model
