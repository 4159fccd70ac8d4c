// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace capplan::model {

// α–β costs of the collectives a training step runs, with the latency term of the algorithm NCCL
// (or RCCL) picks for that collective, group and size (docs/validation.md, "Collectives").
//
// Sizes are NCCL's buffer sizes: for an all-reduce the buffer every rank holds, for an all-gather
// the gathered output, for a reduce-scatter the input, for an all-to-all what one rank sends in
// total. Bandwidths are nccl-tests bus bandwidths (NVIDIA/nccl-tests doc/PERFORMANCE.md): a ring
// all-reduce of S bytes over k ranks moves 2(k−1)/k · S through every rank's link, an all-gather or
// reduce-scatter (k−1)/k · S.
//
// Algorithms and their latency terms (per-step latencies α as NCCL's own cost model counts them,
// src/graph/tuning.cc of NVIDIA/nccl: a base latency per call plus a hardware latency per step):
//   Ring  AR 2(k−1) steps, AG/RS (k−1) steps: the latency grows with the number of ranks. Before
//         NCCL 2.23 all-gather and reduce-scatter have no other algorithm across nodes (NCCL
//         release notes 2.23.4: PAT, "Parallel Aggregated Trees", added for AllGather and
//         ReduceScatter, at one GPU per node).
//   Tree  all-reduce only: a double binary tree across nodes, 2·⌈log2 n⌉ network steps plus a
//         chain inside the node (NCCL 2.4; NVIDIA/nccl issue 790, nccl-tests issue 196).
//   NVLS  NVLink SHARP inside an NVSwitch gen-3 domain (H100, H200, B200, GB200): the switch
//         reduces, a constant two hops whatever k (NCCL 2.17 for all-reduce, 2.19 for
//         all-gather/reduce-scatter).
//   PAT   all-gather/reduce-scatter across nodes at one rank per node, NCCL ≥ 2.23: ⌈log2 k⌉ steps.
// NCCL's tuner picks the algorithm with the lowest predicted time (tuning.cc, ncclTopoGetAlgoTime);
// so does collectiveCost().

// The first NCCL with PAT for all-gather and reduce-scatter (NCCL 2.23.4 release notes), as
// CollectiveNetwork::ncclVersion counts versions.
inline constexpr int kPatSinceNccl = 22300;

enum class CollectiveOp { AllReduce, ReduceScatter, AllGather, AllToAll, SendRecv };
enum class CollectiveAlgorithm { None, Ring, Tree, Nvls, Pat, Direct };

std::string_view toString(CollectiveOp op);               // "all_reduce", …
std::string_view toString(CollectiveAlgorithm algorithm); // "ring", "tree", "nvls", "pat", "direct"

// The links a group of ranks communicates over.
struct CollectiveNetwork {
    // Achieved bus bandwidth inside one NVLink domain, bytes/s per GPU (a measured nccl-tests
    // figure, or peak × efficiency).
    double domainBusBytesPerSecond = 0.0;
    // Achieved network bytes/s per GPU across domains (its InfiniBand rail × efficiency).
    double networkBytesPerSecond = 0.0;
    double domainStepLatency = 0.0;  // α per ring step inside the domain, seconds
    double networkStepLatency = 0.0; // α per step across the network, seconds
    double callLatency = 0.0;        // NCCL's base latency per call, seconds
    bool nvls = false;               // NVLink SHARP inside the domain
    int ncclVersion = 22100;         // NCCL_VERSION_CODE style: 2.21.0 → 22100
    // Measured nccl-tests all-reduce bus bandwidth inside the domain by message size: (bytes,
    // GB/s) pairs in ascending size, the last one the plateau that domainBusBytesPerSecond
    // stands for. Empty: the plateau at every size, plus the α terms. When set, a ring
    // all-reduce, reduce-scatter or all-gather inside the domain runs at
    // domainBusBytesPerSecond × curve(bytes) / curve(plateau), log-linear between the points,
    // and pays no further latency: the measured time already holds every step's.
    std::vector<std::pair<double, double>> domainBusCurve;
};

// The fraction of the plateau a collective of `bytes` reaches on `curve` (above): 1 when the curve
// is empty; log-linear in the size between points, the end values beyond them.
double domainBusFraction(const std::vector<std::pair<double, double>> &curve, double bytes);

// A group: `ranks` ranks, of which `ranksPerDomain` share each NVLink domain (ranks/ranksPerDomain
// domains take part; 1 when every rank sits in another domain).
struct CollectiveGroup {
    int ranks = 1;
    int ranksPerDomain = 1;
};

struct CollectiveCost {
    CollectiveAlgorithm algorithm = CollectiveAlgorithm::None;
    double bandwidthSeconds = 0.0;
    double latencySeconds = 0.0;
    double seconds() const { return bandwidthSeconds + latencySeconds; }
};

// The time of one collective of `bytes` over the group; zero for one rank or zero bytes. A group
// that spans domains with r ranks in each runs at min(NVLink bus bandwidth, r × the rail's): each
// of the r rails carries one ring's share of what crosses the boundary (rail-optimised
// InfiniBand), with the latency of the algorithm chosen.
CollectiveCost collectiveCost(CollectiveOp op, double bytes, const CollectiveGroup &group,
                              const CollectiveNetwork &network);

// The ring traffic factor: 2(k−1)/k for an all-reduce, (k−1)/k for all-gather, reduce-scatter and
// all-to-all, 1 for a send/receive (0 for the collectives of one rank). Both performance models
// price ring traffic with it (Thakur, Rabenseifner & Gropp 2005; nccl-tests doc/PERFORMANCE.md).
double busFactor(CollectiveOp op, int ranks);

// ⌈log2 n⌉ (0 for n <= 1): the levels of a binary tree over n ranks, the latency steps of a tree
// all-reduce and of PAT, and the fabric model's tree levels across nodes.
double log2Ceil(int n);

// The backward pass's share of a training step's compute: 2 of the 3 passes (input and weight
// gradients, each as long as the forward; Narayanan et al. 2021, section 3.2: 6N FLOPs per token,
// 4N of them backward). The data-parallel reduction can hide behind it in both models.
inline constexpr double kBackwardShareOfCompute = 2.0 / 3.0;

} // namespace capplan::model
