// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/performance/Parallelism.h"

#include <algorithm>

namespace capplan::model {

std::string_view toString(Strategy strategy)
{
    switch (strategy) {
    case Strategy::Ddp:
        return "ddp";
    case Strategy::Zero1:
        return "zero1";
    case Strategy::Zero2:
        return "zero2";
    case Strategy::Zero3:
        return "zero3";
    case Strategy::Fsdp:
        return "fsdp";
    }
    return "ddp";
}

std::optional<Strategy> strategyFromString(std::string_view text)
{
    for (const Strategy s : {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3, Strategy::Fsdp}) {
        if (text == toString(s)) {
            return s;
        }
    }
    return std::nullopt;
}

bool shardsWeights(Strategy strategy)
{
    return strategy == Strategy::Zero3 || strategy == Strategy::Fsdp;
}

double pipelineBubbleShare(int stages, double microBatches)
{
    if (stages <= 1) {
        return 0.0;
    }
    return (stages - 1) / (microBatches + stages - 1);
}

int dataParallelDegree(int nodes, int gpusPerNode, int tensorParallel, int pipelineParallel)
{
    const int modelParallel = std::max(1, tensorParallel) * std::max(1, pipelineParallel);
    return nodes * gpusPerNode / modelParallel;
}

std::vector<CollectiveCall> dataParallelCollectives(Strategy strategy, double gradientBytes, double weightBytes,
                                                    double microBatches)
{
    switch (strategy) {
    case Strategy::Ddp:
        return {{CollectiveOp::AllReduce, gradientBytes, 1.0}};
    case Strategy::Zero1:
        return {{CollectiveOp::ReduceScatter, gradientBytes, 1.0}, {CollectiveOp::AllGather, weightBytes, 1.0}};
    case Strategy::Zero2:
        return {{CollectiveOp::ReduceScatter, gradientBytes, microBatches},
                {CollectiveOp::AllGather, weightBytes, 1.0}};
    case Strategy::Zero3:
    case Strategy::Fsdp:
        return {{CollectiveOp::AllGather, weightBytes, 2.0 * microBatches},
                {CollectiveOp::ReduceScatter, gradientBytes, microBatches}};
    }
    return {};
}

double dataParallelBytesPerGpu(Strategy strategy, double gradientBytes, double weightBytes, int dataParallel,
                               double microBatches)
{
    double bytes = 0.0;
    for (const CollectiveCall &call : dataParallelCollectives(strategy, gradientBytes, weightBytes, microBatches)) {
        bytes += call.times * busFactor(call.op, dataParallel) * call.bytes;
    }
    return bytes;
}

double pipelineBubbleFraction(int p, int v, int m)
{
    if (p <= 1 || m <= 0) {
        return 0.0;
    }
    return static_cast<double>(p - 1) / (static_cast<double>(std::max(1, v)) * m);
}

double exposedPipelinedSeconds(int pieces, double c, double x, int depth)
{
    if (pieces <= 0 || c <= 0.0) {
        return 0.0;
    }
    if (depth <= 0) {
        return pieces * c;
    }
    return c + (pieces - 1) * std::max(0.0, c - x);
}

double exposedCommSeconds(double commSeconds, double computeSeconds, double overlap, double windowShare)
{
    return std::max(commSeconds * (1.0 - overlap), commSeconds - windowShare * computeSeconds);
}

} // namespace capplan::model
