// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/performance/Collectives.h"

#include <optional>
#include <string_view>
#include <vector>

namespace capplan::model {

// What both performance models know of parallelism, written once: the data-parallel strategies,
// the data-parallel degree, the collectives each strategy runs per optimizer step (with their byte
// counts), the pipeline bubble and how communication overlaps compute. The fabric model
// (Fabric.h) times the strategy's collectives on a node's two network tiers; the step-time model
// (StepTime.h) schedules the same collectives in gradient buckets, layers and modules beside the
// compute they overlap. Ring traffic and tree depth are in Collectives.h.

// ---------------------------------------------------------------------------------------------
// Strategies

// Data-parallel flavours. FSDP full shard shards what ZeRO-3 shards and moves the same volume,
// so both share every formula; they stay separate so a plan file keeps the user's word.
enum class Strategy { Ddp, Zero1, Zero2, Zero3, Fsdp };

std::string_view toString(Strategy strategy); // "ddp", "zero1", "zero2", "zero3", "fsdp"
std::optional<Strategy> strategyFromString(std::string_view text);
bool shardsWeights(Strategy strategy); // ZeRO-3 and FSDP keep 1/d of the weights per GPU

// Data-parallel degree d = n·g/(t·p) (integer division: a caller that needs t·p to divide the GPUs
// checks it first, as stepTime() does).
int dataParallelDegree(int nodes, int gpusPerNode, int tensorParallel, int pipelineParallel);

// ---------------------------------------------------------------------------------------------
// The strategies' collectives

// The data-parallel collectives of one optimizer step, each with its bytes per GPU and how often
// it runs. DDP: one all-reduce of G (gradient accumulation runs under no_sync). ZeRO-1:
// reduce-scatter G, all-gather W. ZeRO-2: reduce-scatter G after every micro-batch (it keeps only
// a gradient shard), all-gather W once. ZeRO-3/FSDP: all-gather W for forward and again for
// backward and reduce-scatter G, every micro-batch (Rajbhandari et al. 2020, ZeRO, sections 5 and
// 7; Zhao et al. 2023, PyTorch FSDP, section 3). G and W are the gradient and weight bytes of the
// GPU's model slice (W of the base weights' storage type under QLoRA, for the step-time model).
// dataParallelBytesPerGpu() sums their ring volumes, the fabric sweep times each on the two tiers
// and the step-time model prices each in its pieces: one list for both.
struct CollectiveCall {
    CollectiveOp op = CollectiveOp::AllReduce;
    double bytes = 0.0;
    double times = 1.0;

    bool operator==(const CollectiveCall &) const = default;
};
std::vector<CollectiveCall> dataParallelCollectives(Strategy strategy, double gradientBytes, double weightBytes,
                                                    double microBatches);

// Bytes one GPU sends per optimizer step on a flat ring of d data-parallel ranks, for m
// micro-batches (the "ZeRO volumes"): DDP 2(d−1)/d·G; ZeRO-1 (d−1)/d·(G + W); ZeRO-2
// (d−1)/d·(m·G + W); ZeRO-3/FSDP m·(d−1)/d·(2W + G). With G = W and m = 1, ZeRO-1/2 equal DDP and
// ZeRO-3 is 1.5× DDP (Rajbhandari et al. 2020, ZeRO, section 7).
double dataParallelBytesPerGpu(Strategy strategy, double gradientBytes, double weightBytes, int dataParallel,
                               double microBatches);

// ---------------------------------------------------------------------------------------------
// The pipeline bubble (Narayanan et al. 2021, section 2.2: the interleaved 1F1B schedule)

// Bubble fraction of the ideal step: (p − 1) / (v · m), the step-time model's form.
double pipelineBubbleFraction(int pipelineParallel, int virtualStages, int microBatches);
// The same bubble as a share of the whole pipelined step, bubble included: (p−1)/(m+p−1) =
// f/(1+f) with f the fraction above at v = 1; the fabric model's form, where m may be an average.
double pipelineBubbleShare(int stages, double microBatches);

// ---------------------------------------------------------------------------------------------
// Overlap of communication with compute

// From a timeline (the step-time model): n equal pieces of communication c, each of which may start
// once the compute piece it belongs to is done (gradient buckets in backward) or `depth` pieces
// ahead of the compute that needs it (ZeRO-3 prefetched gathers), on one communication stream
// beside compute pieces x. The exposed time, closed form of that two-stream timeline:
// c + (n − 1)·max(0, c − x) when depth ≥ 1 (the first gather, or the last bucket, can never hide);
// n·c when depth = 0.
double exposedPipelinedSeconds(int pieces, double commPerPiece, double computePerPiece, int depth = 1);

// From the step's totals (the fabric model, which knows no pieces): the communication C per step
// never hides completely: a share (1 − φ) of it stays exposed (the last bucket, kernel contention),
// and no more of it can hide than the compute window w·compute under which it runs (w, at most
// kBackwardShareOfCompute). So exposed = max(C·(1−φ), C − w·compute). With one piece per bucket
// and φ → 1 this is the timeline's bound above.
double exposedCommSeconds(double commSeconds, double computeSeconds, double overlap, double windowShare);

} // namespace capplan::model
