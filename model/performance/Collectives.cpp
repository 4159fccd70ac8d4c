// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Collectives.h"

#include <algorithm>
#include <cmath>

namespace capplan::model {

namespace {

constexpr int kNvlsAgRsSince = 21900; // NCCL 2.19: NVLS for AllGather/ReduceScatter (AR since 2.17)

} // namespace

double log2Ceil(int n)
{
    return n <= 1 ? 0.0 : std::ceil(std::log2(static_cast<double>(n)));
}

double domainBusFraction(const std::vector<std::pair<double, double>> &curve, double bytes)
{
    if (curve.empty() || curve.back().second <= 0.0) {
        return 1.0;
    }
    const double plateau = curve.back().second;
    if (bytes <= curve.front().first) {
        return curve.front().second / plateau;
    }
    for (std::size_t i = 1; i < curve.size(); ++i) {
        const auto &[x1, y1] = curve[i];
        if (bytes <= x1) {
            const auto &[x0, y0] = curve[i - 1];
            const double u = (std::log(bytes) - std::log(x0)) / (std::log(x1) - std::log(x0));
            return (y0 + u * (y1 - y0)) / plateau;
        }
    }
    return 1.0;
}

std::string_view toString(CollectiveOp op)
{
    switch (op) {
    case CollectiveOp::AllReduce:
        return "all_reduce";
    case CollectiveOp::ReduceScatter:
        return "reduce_scatter";
    case CollectiveOp::AllGather:
        return "all_gather";
    case CollectiveOp::AllToAll:
        return "all_to_all";
    case CollectiveOp::SendRecv:
        return "send_recv";
    }
    return "all_reduce";
}

std::string_view toString(CollectiveAlgorithm algorithm)
{
    switch (algorithm) {
    case CollectiveAlgorithm::None:
        return "none";
    case CollectiveAlgorithm::Ring:
        return "ring";
    case CollectiveAlgorithm::Tree:
        return "tree";
    case CollectiveAlgorithm::Nvls:
        return "nvls";
    case CollectiveAlgorithm::Pat:
        return "pat";
    case CollectiveAlgorithm::Direct:
        return "direct";
    }
    return "none";
}

double busFactor(CollectiveOp op, int ranks)
{
    if (ranks <= 1) {
        return op == CollectiveOp::SendRecv ? 1.0 : 0.0;
    }
    const double k = ranks;
    switch (op) {
    case CollectiveOp::AllReduce:
        return 2.0 * (k - 1.0) / k;
    case CollectiveOp::ReduceScatter:
    case CollectiveOp::AllGather:
    case CollectiveOp::AllToAll:
        return (k - 1.0) / k;
    case CollectiveOp::SendRecv:
        return 1.0;
    }
    return 0.0;
}

CollectiveCost collectiveCost(CollectiveOp op, double bytes, const CollectiveGroup &group,
                              const CollectiveNetwork &network)
{
    CollectiveCost best;
    const int k = std::max(1, group.ranks);
    if (bytes <= 0.0 || (k == 1 && op != CollectiveOp::SendRecv)) {
        return best;
    }
    const int perDomain = std::clamp(group.ranksPerDomain, 1, k);
    const int domains = (k + perDomain - 1) / perDomain;
    const bool spans = domains > 1;
    // Rail-optimised fabric: every GPU has its own rail. NCCL builds one ring (channel) per rail,
    // each leaving and entering every domain once, so a rail carries 1/r of what crosses the
    // domain boundary: the bus bandwidth across r ranks per domain is r rails' worth, and never
    // more than NVLink's inside the domain (2-node ND H100 v5 all-reduce: about 8 × 50 GB/s,
    // "approaching 380+", docs/sources.md, s3).
    const double bandwidth = spans ? std::min(network.domainBusBytesPerSecond > 0.0 && perDomain > 1
                                                  ? network.domainBusBytesPerSecond
                                                  : HUGE_VAL,
                                              perDomain * network.networkBytesPerSecond)
                                   : network.domainBusBytesPerSecond;
    if (bandwidth <= 0.0) {
        best.algorithm = CollectiveAlgorithm::Ring;
        best.bandwidthSeconds = HUGE_VAL;
        return best;
    }
    const double beta = busFactor(op, k) * bytes / bandwidth;
    // Ring steps: every one of the k ranks hands on a chunk; across domains the slow steps are the
    // network ones, but a ring pays each hop in turn, so the network latency counts for the
    // domain-crossing hops and NVLink's for the rest.
    const double hopLatency = spans ? (static_cast<double>(domains) * network.networkStepLatency +
                                       static_cast<double>(k - domains) * network.domainStepLatency) /
                                          k
                                    : network.domainStepLatency;
    const auto consider = [&](CollectiveAlgorithm algorithm, double bandwidthSeconds, double latencySeconds) {
        const double total = bandwidthSeconds + latencySeconds;
        if (best.algorithm == CollectiveAlgorithm::None || total < best.seconds()) {
            best.algorithm = algorithm;
            best.bandwidthSeconds = bandwidthSeconds;
            best.latencySeconds = latencySeconds;
        }
    };
    const bool measuredCurve = !spans && !network.domainBusCurve.empty() &&
                               (op == CollectiveOp::AllReduce || op == CollectiveOp::ReduceScatter ||
                                op == CollectiveOp::AllGather);
    if (measuredCurve) {
        // A ring all-reduce of S bytes is a reduce-scatter then an all-gather of S bytes, each
        // (k−1) of its 2(k−1) steps on the same chunks: the all-reduce curve read at S prices
        // all three (NVIDIA/nccl-tests doc/PERFORMANCE.md's bus bandwidth is that common rate).
        consider(CollectiveAlgorithm::Ring, beta / domainBusFraction(network.domainBusCurve, bytes), 0.0);
        return best;
    }
    switch (op) {
    case CollectiveOp::AllReduce: {
        consider(CollectiveAlgorithm::Ring, beta, network.callLatency + 2.0 * (k - 1) * hopLatency);
        if (spans) {
            // Double binary tree across domains, a chain inside each: 2·(⌈log2 n⌉ + r − 1) steps.
            consider(CollectiveAlgorithm::Tree, beta,
                     network.callLatency + 2.0 * (log2Ceil(domains) * network.networkStepLatency +
                                                  (perDomain - 1) * network.domainStepLatency));
        } else if (network.nvls && k > 2) {
            consider(CollectiveAlgorithm::Nvls, beta, network.callLatency + 2.0 * network.domainStepLatency);
        }
        break;
    }
    case CollectiveOp::ReduceScatter:
    case CollectiveOp::AllGather: {
        consider(CollectiveAlgorithm::Ring, beta, network.callLatency + (k - 1) * hopLatency);
        if (!spans && network.nvls && k > 2 && network.ncclVersion >= kNvlsAgRsSince) {
            consider(CollectiveAlgorithm::Nvls, beta, network.callLatency + 2.0 * network.domainStepLatency);
        }
        if (spans && perDomain == 1 && network.ncclVersion >= kPatSinceNccl) {
            consider(CollectiveAlgorithm::Pat, beta, network.callLatency + log2Ceil(k) * network.networkStepLatency);
        }
        break;
    }
    case CollectiveOp::AllToAll:
        // k−1 point-to-point exchanges issued together: every peer's latency once per round.
        consider(CollectiveAlgorithm::Direct, beta,
                 network.callLatency + (k - 1) * (spans ? network.networkStepLatency : network.domainStepLatency));
        break;
    case CollectiveOp::SendRecv:
        consider(CollectiveAlgorithm::Direct, bytes / bandwidth,
                 network.callLatency + (spans ? network.networkStepLatency : network.domainStepLatency));
        break;
    }
    return best;
}

} // namespace capplan::model
