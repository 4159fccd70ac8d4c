// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/plan/Bounds.h"
#include "model/plan/Issues.h"
#include "model/performance/Parallelism.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capplan::model {

// A fabric-aware scaling model: per node count, the training step splits into compute, exposed
// communication and pipeline bubble; efficiency follows from it instead of being typed in.
//
// Units: bytes and seconds inside the model; bandwidths are GB/s (1e9 bytes per second) except
// where a name says Gb/s (network line rates, as the catalog stores them). "Per GPU" collective
// bandwidths are bus bandwidths in the nccl-tests sense: a ring all-reduce of S bytes over k ranks
// takes 2(k−1)/k · S / busbw (NVIDIA/nccl-tests doc/PERFORMANCE.md).

// ---------------------------------------------------------------------------------------------
// Fabric facts of one VM size

enum class IntraNodeLink { None, Pcie, NvLink };

// What the model needs to know about a size's two network tiers. fabricFactsFor() reads the
// catalog's size facts (InfiniBand and Ethernet rates, NVLink GB/s per GPU, the measured in-VM bus
// bandwidth) and fills what a size lacks from its GPU model (see there for the values and their
// sources).
struct FabricFacts {
    IntraNodeLink intraNodeLink = IntraNodeLink::None;
    // Peak one-direction GB/s per GPU on the intra-node link. NVLink figures are usually quoted
    // bidirectional (H100 900 GB/s), so this holds half of that (450 GB/s).
    double intraNodeGBpsPerGpu = 0.0;
    // nccl-tests all_reduce_perf bus bandwidth inside one VM at the largest message, when measured.
    // It replaces intraNodeGBpsPerGpu × intraNodeEfficiency: it already is the achieved rate.
    std::optional<double> measuredIntraNodeBusGBps;
    double ibGbpsPerGpu = 0.0;      // one InfiniBand rail per GPU, Gb/s; 0 = no InfiniBand
    double ethernetGbpsPerVm = 0.0; // the VM's Ethernet, Gb/s, shared by all its GPUs
    // α of the α–β cost: seconds per ring step inside the node, per tree level across nodes.
    double intraNodeLatencySeconds = 2e-6;
    double ibLatencySeconds = 5e-6;
    double ethernetLatencySeconds = 50e-6;
    // Share of the peak rate a large collective achieves (Calculon's per-network "eff").
    double intraNodeEfficiency = 0.8;
    double ibEfficiency = 0.9;
    double ethernetEfficiency = 0.5;

    bool hasInfiniBand() const { return ibGbpsPerGpu > 0.0; }
    // The same size after NCCL fell back to TCP sockets (an NCCL log showed NET/Socket).
    FabricFacts withoutInfiniBand() const;
    // Achieved all-reduce bus bandwidth inside one node, GB/s: measured, else peak × efficiency.
    double intraNodeBusGBps() const;
    // Achieved inter-node GB/s available to one GPU: its InfiniBand rail × efficiency, or without
    // InfiniBand its share of the VM's Ethernet (ethernet / 8 / GPUs × efficiency); times the
    // calibration's bandwidth factor.
    double interNodeRailGBps(int gpusPerNode, double bandwidthFactor = 1.0) const;
    double interNodeLatencySeconds() const;

    bool operator==(const FabricFacts &) const = default;
};

// Defaults by GPU model and size (documented in Fabric.cpp and docs/validation.md):
//   H100/H200 SXM: NVLink 4, 900 GB/s bidirectional → 450 GB/s per direction; a ring reaches
//     about 80 % of it (360 GB/s bus bandwidth). Measured on Azure with NVLS: 478.87 GB/s
//     (ND H100 v5) and 479.98 GB/s (ND H200 v5) at 8 GB (Azure/AI-benchmarking-guide).
//   A100 SXM: NVLink 3, 600 GB/s bidirectional → 300; measured 231.58 GB/s on NDm A100 v4.
//   H100 NVL (NC H100 v5): NVLink bridge between the two GPUs of a pair, 600 GB/s → 300.
//   V100 PCIe (NCv3): no NVLink, PCIe 3.0 x16, about 16 GB/s per direction.
//   Unknown GPU: PCIe 4.0 x16, 32 GB/s per direction.
FabricFacts fabricFactsFor(const VmSize &size);

// ---------------------------------------------------------------------------------------------
// The job

// The fabric model's inputs: the plan file's "scaling" block (version 2). Its keys, one per member,
// are the rows of fabricFields() in model/plan/PlanFields.cpp ("bucket_mb" is bucketBytes in MiB).
struct FabricJob {
    Strategy strategy = Strategy::Ddp;
    double parameters = 0.0;
    double weightBytesPerParameter = 2.0;   // bf16 weights as communicated (all-gathers)
    double gradientBytesPerParameter = 2.0; // bf16 gradients as reduced; 4 for fp32 reduction
    double globalBatchTokens = 0.0;         // tokens per optimizer step, all GPUs together
    double sequenceLength = 0.0;            // tokens per sequence
    // End-to-end throughput per GPU on ONE node at this batch (tokens/s/GPU), measured or from
    // MFU × peak (tokensPerGpuSecondFromMfu). Its one-node communication is inside it; the model
    // backs the pure compute time out of it.
    double tokensPerGpuSecond = 0.0;
    int tensorParallel = 1;   // t, inside one node (t divides the GPUs per node)
    int pipelineParallel = 1; // p, stages inside one node (t·p divides the GPUs per node)
    // Micro-batches per data-parallel replica and step at one node (gradient accumulation steps,
    // or the pipeline's micro-batches). The global batch is fixed, so at n nodes each replica
    // gets m/n of them, never fewer than one.
    int microBatches = 1;
    // Gradient bucket / collective message size: PyTorch DDP's bucket_cap_mb = 25 (MiB). Only
    // the latency term counts messages.
    double bucketBytes = 25.0 * 1024.0 * 1024.0;
    std::optional<double> overlap;                  // φ; empty = defaultOverlap(strategy)
    std::optional<double> interNodeBandwidthFactor; // empty = 1.0 (the calibration fits it)
    // All-reduce bus bandwidth measured inside one VM with nccl-tests, GB/s (e.g. ~479 on ND H100
    // v5 at 8 GB messages); replaces the size's default (fabricFactsFor) when set.
    std::optional<double> measuredBusGBps;

    bool operator==(const FabricJob &) const = default;
};

// The model's two free parameters; calibration fits them from measured runs.
struct FabricParams {
    double overlap = 0.9;                  // φ: share of the communication that can hide under compute
    double interNodeBandwidthFactor = 1.0; // multiplies the inter-node rail's achieved rate

    bool operator==(const FabricParams &) const = default;
};

// Overlap defaults (φ), the share of a step's communication that can run under compute:
//   DDP 0.9 — gradient buckets all-reduce while backward still runs (Li et al. 2020, PyTorch
//     Distributed, VLDB); the last bucket and kernel contention stay exposed.
//   ZeRO-1 / ZeRO-2 0.45 — the reduce-scatter overlaps backward like DDP's buckets, but the
//     all-gather of updated weights after the optimizer step (half the volume) does not.
//   ZeRO-3 / FSDP 0.9 — forward and backward all-gathers are prefetched a unit ahead and the
//     reduce-scatter runs during backward (Zhao et al. 2023, PyTorch FSDP, VLDB).
double defaultOverlap(Strategy strategy);
// Share of the compute time that communication can hide under: backward only (2/3 of the 6N
// FLOPs per token, Kaplan et al. 2020) for DDP and ZeRO-1/2, forward and backward for ZeRO-3/FSDP.
double overlapWindowShare(Strategy strategy);
FabricParams effectiveParams(const FabricJob &job);

// Bounds of the job's quantities (the GUI's fields use the same).
inline constexpr double kMinBytesPerParameter = 0.5; // 4-bit
inline constexpr double kMaxBytesPerParameter = 8.0;
inline constexpr double kMaxSequenceLength = 1e7;
inline constexpr int kMaxMicroBatches = 1000000;
inline constexpr double kMaxBucketMiB = 1e5;
inline constexpr double kMinBandwidthFactor = 0.01;
inline constexpr double kMaxBandwidthFactor = 4.0;
// Bounds of a measured in-VM bus bandwidth, GB/s: far below and above any NVLink generation.
inline constexpr double kMinMeasuredBusGBps = 0.1;
inline constexpr double kMaxMeasuredBusGBps = 10000.0;

// Checks every field, with plan-file paths ("scaling.tensor_parallel", …). Codes reused from
// PlanSpec.h: OutOfRange with text "divisor" means the value must divide `high` (t·p must divide
// the GPUs per node); OutOfRange on scaling.pipeline_parallel with text "strategy" means
// pipeline stages cannot combine with ZeRO-2/3 or FSDP (DeepSpeed refuses it).
std::vector<InputIssue> validate(const FabricJob &job, int gpusPerNode);

// ---------------------------------------------------------------------------------------------
// Formulas (public so that tests can check each one)

// Ring traffic is model::busFactor (model/performance/Collectives.h); the strategies' collectives, the
// data-parallel degree, the pipeline bubble and the overlap are in model/performance/Parallelism.h: both
// performance models share them.

// Achieved rates of the two tiers, already in bytes per second and seconds.
struct TierRates {
    double intraBusBytesPerSecond = 0.0;
    double intraLatencySeconds = 0.0;
    double railBytesPerSecond = 0.0; // per GPU across nodes
    double interLatencySeconds = 0.0;
};
TierRates tierRates(const FabricFacts &facts, int gpusPerNode, double bandwidthFactor);

struct CollectiveTime {
    double intraNodeSeconds = 0.0;
    double interNodeSeconds = 0.0;
    double totalSeconds() const { return intraNodeSeconds + interNodeSeconds; }
};

// Hierarchical collective of `bytes` per GPU over `groupGpusPerNode` GPUs in each of `nodes`
// nodes, issued as `messages` calls:
//   all-reduce     = reduce-scatter in the node + all-reduce across nodes on 1/k of the buffer
//                    per rail + all-gather in the node;
//   reduce-scatter = reduce-scatter in the node + reduce-scatter across nodes on 1/k;
//   all-gather     = all-gather across nodes on 1/k + all-gather in the node.
// Each tier is priced by model::collectiveCost (Collectives.h), the one α–β cost of a collective
// both models use: in the node the ring volume over NVLink, α per ring step; across nodes the ring
// volume 2(n−1)/n or (n−1)/n of S/k over the GPU's rail, latency ⌈log2 n⌉ levels per phase (NCCL's
// double binary tree and PAT). The phases are summed, not pipelined: conservative (see
// docs/validation.md).
CollectiveTime hierarchicalCollectiveTime(CollectiveOp op, double bytes, int groupGpusPerNode, int nodes,
                                          const TierRates &rates, double messages = 1.0);


// ---------------------------------------------------------------------------------------------
// Step time per node count

// One node count. The seconds are per optimizer step; *_seconds map to the option row's
// step_seconds, compute_seconds, exposed_comm_seconds and bubble_seconds.
struct FabricPoint {
    int nodes = 0;
    int gpus = 0;
    int dataParallel = 0;
    double tokensPerGpuStep = 0.0; // tokens each GPU processes per step
    double microBatches = 0.0;     // per replica and step (may be fractional: an average)
    double sequencesPerReplica = 0.0;
    bool batchFits = true;       // every replica gets at least one whole sequence
    double computeSeconds = 0.0; // pure compute, no bubble
    double commSeconds = 0.0;    // all data-parallel communication, before overlap
    double intraNodeCommSeconds = 0.0;
    double interNodeCommSeconds = 0.0;
    double exposedCommSeconds = 0.0; // max(C·(1−φ), C − w·compute): see stepSeconds
    double bubbleSeconds = 0.0;      // compute · (p−1)/m
    double stepSeconds = 0.0;        // compute + exposed communication + bubble
    double tokensPerSecond = 0.0;    // all GPUs together
    double efficiency = 1.0;         // (n-node throughput per node) ÷ (one-node throughput per node)
    double speedup = 1.0;            // n · efficiency
};

struct FabricSweep {
    FabricParams params;
    double computeTokensPerGpuSecond = 0.0; // pure compute rate backed out of the one-node rate
    bool anchorClamped = false;             // the one-node rate was below what its own communication allows
    FabricPoint oneNode;                    // the baseline every efficiency is relative to
    std::vector<FabricPoint> points;
};

// Strong scaling at the job's fixed global batch: per-GPU tokens per step B/(n·g), micro-batches
// max(1, m/n). Efficiency(n) = step(1) / (n · step(n)), clamped to (0, 1]; with the fixed batch it
// never rises with n. Call validate() first: the sweep assumes a sound job.
FabricSweep fabricSweep(const FabricJob &job, const FabricFacts &facts, int gpusPerNode,
                        const std::vector<int> &nodeCounts);

// Weak scaling: every GPU processes `tokensPerGpuStep` per step with the job's micro-batches at
// any node count (how measured runs are made: identical per-GPU batch), at a known pure compute
// rate. Efficiency and speedup stay 1 here; compare tokensPerSecond across points instead.
FabricPoint fabricPointAtPerGpuBatch(const FabricJob &job, const FabricFacts &facts, int gpusPerNode, int nodes,
                                     double tokensPerGpuStep, double computeTokensPerGpuSecond);

// The pure compute rate (tokens/s/GPU) that makes `nodes` nodes at `tokensPerGpuStep` per GPU
// reach `tokensPerSecond` in total: the step's piecewise-linear inverse. Empty when the
// communication alone already takes longer than the measured step.
std::optional<double> computeRateFromThroughput(const FabricJob &job, const FabricFacts &facts, int gpusPerNode,
                                                int nodes, double tokensPerGpuStep, double microBatches,
                                                double tokensPerSecond);

// node count → efficiency, the table EfficiencyCurve takes (model/performance/Scaling.h).
std::map<int, double> efficiencyTable(const FabricSweep &sweep);

// ---------------------------------------------------------------------------------------------
// Findings (codes and numbers; the views word them)

enum class FabricFindingCode {
    CommunicationBound, // exposed communication above a third of the step
    // more than one node on a size without InfiniBand (docs/sources.md, s1-infiniband-trap,
    // s3-distribution-block)
    TcpFallbackRisk,
    NetworkBottleneck,  // speedup at two nodes under 1.5× (docs/sources.md, s2-azureml-compute)
    BatchTooSmall,      // some data-parallel replica gets less than one sequence per step
    DoesNotFit,         // memory per GPU above the GPU's memory (model/performance/Memory.h)
    TcpFallback,        // an NCCL log showed NET/Socket (data::NcclImport); numbers: "line"
};

std::string_view toString(FabricFindingCode code); // snake_case, as the CLI prints it

struct FabricFinding {
    FabricFindingCode code;
    int nodes = 0;                         // the (first) node count it concerns
    std::map<std::string, double> numbers; // snake_case keys with units

    bool operator==(const FabricFinding &) const = default;
};

inline constexpr double kCommunicationBoundShare = 1.0 / 3.0;
inline constexpr double kNetworkBottleneckSpeedup = 1.5;

// Findings of a sweep. The two-node speedup comes from measurements when both a one-node and a
// two-node run were measured (measuredSpeedupAtTwoNodes), else from the model when the sweep
// holds two nodes.
std::vector<FabricFinding> fabricFindings(const FabricSweep &sweep, const FabricFacts &facts,
                                          std::optional<double> measuredSpeedupAtTwoNodes = std::nullopt);

} // namespace capplan::model
