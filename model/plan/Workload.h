// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <variant>

namespace capplan::model {

// The three ways a plan file describes the work (docs/design.md, "The plan file", version 1).

// Total GPU-hours at perfect (one-node) efficiency, e.g. the 168 GPU-hour fine-tune of
// docs/sources.md, s0-finetune-sizing.
struct GpuHoursWorkload {
    double gpuHours = 0.0;
    bool operator==(const GpuHoursWorkload &) const = default;
};

// Tokens to train on and a measured or estimated per-GPU throughput (tokens/s/GPU).
struct TokenRateWorkload {
    double tokens = 0.0;
    double tokensPerGpuSecond = 0.0;
    bool operator==(const TokenRateWorkload &) const = default;
};

// Tokens, model parameters and model FLOPs utilisation (0 < mfu <= 1) against the size's
// dense BF16 peak; training FLOPs = 6 · parameters · tokens.
struct TokenMfuWorkload {
    double tokens = 0.0;
    double parameters = 0.0;
    double mfu = 0.0;
    bool operator==(const TokenMfuWorkload &) const = default;
};

using Workload = std::variant<GpuHoursWorkload, TokenRateWorkload, TokenMfuWorkload>;

// FLOPs per token of training: forward 2N plus backward 4N (Kaplan et al. 2020, "6ND").
inline constexpr double kTrainingFlopsPerParameterToken = 6.0;

// Per-GPU throughput implied by an MFU: mfu · peak / (6 · parameters), tokens/s/GPU.
// docs/sources.md, s2-azureml-compute: 8e9 parameters at 40 % of an H100's 989 TFLOP/s
// → ≈ 8,242 tokens/s/GPU.
double tokensPerGpuSecondFromMfu(double parameters, double mfu, double peakTflopsPerGpu);

// GPU-hours the workload needs at efficiency 1.0. peakTflopsPerGpu is used by the MFU form only.
double gpuHoursAtFullEfficiency(const Workload &workload, double peakTflopsPerGpu);
// The tokens the plan trains on, whatever its workload form; 0 for GPU-hours.
double workloadTokens(const Workload &workload);
// No amount of work given yet: 0 GPU-hours, or 0 tokens in a token form (a blank plan).
bool isEmptyWorkload(const Workload &workload);

} // namespace capplan::model
