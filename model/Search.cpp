// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Search.h"

#include "model/planning/Pareto.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <set>

namespace capplan::model {

namespace {

bool isAll(const std::vector<std::string> &names)
{
    return names.size() == 1 && names.front() == "all";
}

std::vector<int> divisors(int n)
{
    std::vector<int> out;
    for (int i = 1; i <= n; ++i) {
        if (n % i == 0) {
            out.push_back(i);
        }
    }
    return out;
}

template <class E>
std::vector<E> parsedOr(const std::vector<std::string> &names, std::optional<E> (*parse)(std::string_view),
                        std::vector<E> fallback)
{
    if (names.empty()) {
        return fallback;
    }
    std::vector<E> out;
    for (const std::string &name : names) {
        if (const auto value = parse(name); value && std::find(out.begin(), out.end(), *value) == out.end()) {
            out.push_back(*value);
        }
    }
    return out;
}

// One priced place a size can run: a region and tier with its price per node-hour (at the plan's
// basis, after its discount) and the dataset's copy there.
struct Slot {
    std::string region;
    Tier tier = Tier::Dedicated;
    double price = 0.0;
    std::optional<DataCopy> copy;
    double oneTime = 0.0;
};

// The best layout of one size at one node count: the fastest that fits (and so, at the same node
// count, region and tier, the cheapest: cost = n · hours · price).
struct NodeBest {
    bool set = false;
    Layout layout;
    StepBreakdown step;
    LayoutMemory memory;
};

// A front member before it is written out: which size, node count and slot.
struct Ref {
    std::size_t size = 0;
    int nodes = 0;
    std::size_t slot = 0;
    double deterministicHours = 0.0;
    double nodeHours = 0.0;
    double deterministicCost = 0.0;
};

// What one size's search keeps: its best layout per node count and its slots.
struct SizeState {
    const VmSize *size = nullptr;
    Hardware hardware;
    std::vector<Slot> slots;
    std::vector<NodeBest> best; // index: nodes
    // For the planner only (plannerLayouts): per node count the layout that needs the least memory,
    // where none fits.
    bool keepLeastMemory = false;
    std::vector<NodeBest> leastMemory; // index: nodes
    ParetoFront<Ref> front;     // this size over all its slots
    ParetoFront<Ref> dataRegionFront; // this size in the data's own region
    std::vector<ParetoFront<Ref>> slotFronts; // per slot, when SearchControl::keepSlotFronts
    bool anyRunnable = false;
    bool anyFits = false;
    // The fewest nodes any layout runs on, and the fewest on which one also fits in GPU memory:
    // when these differ, memory decided how many nodes the size needs.
    int fewestRunnableNodes = std::numeric_limits<int>::max();
    int fewestFittingNodes = std::numeric_limits<int>::max();
    double leastMemoryGB = std::numeric_limits<double>::infinity();
    bool skipped = false;
    SearchReason skipReason;
    // Own-size mode (no model): the options of evaluate() per slot.
    std::vector<std::vector<OptionRow>> options;
};

struct Context {
    const PlanSpec &spec;
    const Catalog &catalog;
    std::string today;
    SearchSpace space;
    Architecture arch;
    bool withModel = false;
    Layout base;
    double tokens = 0.0;
    PriceBasis basis;
    std::vector<SizeState> sizes;
    ParetoFront<Ref> front;
    SearchCounts counts;
    // The largest global batch, in sequences, the planner may grow `base`'s to (searchLayouts):
    // base's own where the plan fixes it (a layout or a fabric block).
    long long maxBatchSequences = 0;
};

// Context::maxBatchSequences for a plan: the planner's batch grows up to 16 M tokens
// (kPlannerMaxGlobalBatchTokens), or the plan's search.global_batch_tokens if larger; a plan with
// a layout or a fabric block keeps its own.
long long maxBatchSequences(const PlanSpec &spec, const Layout &base)
{
    const long long own = base.globalBatchSequences;
    if (spec.layout || spec.fabric || base.sequenceLength <= 0) {
        return own;
    }
    return std::max(own, static_cast<long long>(kPlannerMaxGlobalBatchTokens / base.sequenceLength));
}

// The plan's checkpoint job for a layout (checkpointJob() of the adopted plan).
MemoryJob layoutCheckpointJob(const Context &cx, const Layout &l)
{
    Evaluation ev;
    ev.architecture = cx.arch;
    PlanSpec adopted = cx.spec;
    adopted.layout = l;
    adopted.fabric.reset();
    return checkpointJob(adopted, ev);
}

// Hours and cost of one size, node count and slot, as evaluate() of the adopted plan computes them.
struct Figures {
    double deterministicHours = 0.0;
    double deterministicCost = 0.0;
    double computeHours = 0.0;
    double hours = 0.0; // expected with risk on
    double nodeHours = 0.0;
    double cost = 0.0;
    std::optional<RiskCase> riskCase;
};

Figures figuresFor(const Context &cx, const SizeState &s, int nodes, const NodeBest &nb, const Slot &slot)
{
    // evaluate() with a layout: gpu_hours = tokens / best rate / 3600 and an efficiency of 1 at the
    // one node count; the sweep's wall clock = compute / goodput + overhead (model/planning/Sweep.cpp).
    SweepInput input;
    input.gpuHours = cx.tokens / nb.step.tokensPerGpuSecond / 3600.0;
    input.gpusPerNode = s.size->gpusPerVm.value;
    input.vcpusPerNode = s.size->vcpus.value;
    input.pricePerNodeHour = slot.price;
    input.efficiency = EfficiencyCurve(std::map<int, double>{{nodes, 1.0}});
    input.goodput = cx.spec.goodput;
    input.overheadHours = cx.spec.overheadHours;
    input.oneTimeCost = slot.oneTime;
    const OptionRow row = evaluateOption(input, nodes);
    Figures f;
    f.deterministicHours = row.wallClockHours;
    f.deterministicCost = row.cost;
    f.computeHours = row.computeHours;
    f.hours = row.wallClockHours;
    f.nodeHours = row.nodeHours;
    f.cost = row.cost;
    if (cx.spec.risk.enabled) {
        const MemoryJob job = layoutCheckpointJob(cx, nb.layout);
        const CheckpointWrite write = resolvedCheckpointWrite(cx.spec.risk.checkpointWriteHours, job, nodes,
                                                              s.size->gpusPerVm.value, cx.spec.risk.storage());
        // With the estimate's band, as evaluate() gives the adopted plan's risk cases: the expected
        // figures average over it (closedForm()), so the search ranks by the plan's own figures.
        const EstimateBand band =
            cx.withModel ? heldOutBand(resolvedStack(nb.layout)) : EstimateBand{};
        RiskCase c{nodes, row.computeHours / cx.spec.goodput, cx.spec.overheadHours, slot.price, slot.tier,
                   cx.spec.deadlineHours, write.writeHours, true, slot.oneTime, band.slow, band.fast};
        const RiskRow r = closedForm(cx.spec.risk, c);
        f.hours = r.expectedWallClockHours;
        f.cost = r.expectedCost;
        f.riskCase = c;
    }
    return f;
}

// How large the space of one size is, whatever runs (the search's counts: layouts × node counts,
// and × the size's slots).
void countLayoutSpace(Context &cx, const SizeState &s)
{
    const Architecture &arch = cx.arch;
    const Hardware &hw = s.hardware;
    std::size_t tCount = 0;
    for (const int t : divisors(std::max(1, hw.nvlinkDomainGpus))) {
        tCount += arch.attentionHeads % t == 0 && arch.effectiveKvHeads() % t == 0 ? 1 : 0;
    }
    const std::size_t eCount = arch.isMoe() ? divisors(arch.experts).size() : 1;
    std::uint64_t variants = 0;
    for (const int p : divisors(arch.layers)) {
        for (const int v : divisors(arch.layers / p)) {
            variants += (v == 1 || (p > 1 && v <= 8)) ? 1 : 0;
        }
    }
    variants *= tCount * eCount * cx.space.microBatchSizes.size() * cx.space.stacks.size() * cx.space.strategies.size() *
                cx.space.recompute.size() * cx.space.precision.size() * cx.space.fineTuning.size();
    cx.counts.layoutNodeCombinations += variants * static_cast<std::uint64_t>(cx.space.maxNodes);
    cx.counts.spaceCandidates += variants * static_cast<std::uint64_t>(cx.space.maxNodes) * s.slots.size();
}

// The candidate layouts of one size, one at a time: t over the divisors of the NVLink domain that
// divide the heads (and the KV heads: Megatron-LM requires num_query_groups %
// tensor_model_parallel_size == 0), p over the divisors of the layers, v over the divisors of L/p
// up to 8 when p > 1 (and m divisible by p: Megatron-LM's interleaved schedule needs it),
// micro-batch sizes b that divide the global batch, data-parallel degrees d that divide B/b and
// give a whole node count the size can run (one node without InfiniBand), e over the divisors of
// the experts that divide d, sequence parallelism with t > 1 (it never costs time: Korthikanti et
// al. 2022, section 4.2.2, the same communication volume as tensor parallelism's all-reduce); each
// with every strategy the plan's stack runs, precision the GPU has and fine-tuning mode searched.
// The shapes (t, p, v, b, d) are listed once; next() walks them and the choices within each
// shape like an odometer, in the order the nested loops it replaces used, so ties keep resolving
// to the same layout.
std::vector<std::pair<Stack, Strategy>> runnablePairs(const SearchSpace &space)
{
    std::vector<std::pair<Stack, Strategy>> pairs;
    for (const Stack stack : space.stacks) {
        for (const Strategy strategy : space.strategies) {
            if (stackRunsStrategy(stack, strategy)) {
                pairs.emplace_back(stack, strategy);
            }
        }
    }
    return pairs;
}

class LayoutCandidates {
public:
    struct Candidate {
        Layout layout; // recomputation left as the base's: the caller tries each mode
        int nodes = 0;
        int dataParallel = 0;
    };

    // `base`: the plan's base layout at the global batch of this pass (searchLayouts); node counts
    // whose `filled` entry is set are not offered again.
    LayoutCandidates(const Context &cx, const Layout &base, const Hardware &hw, int gpusPerVm, int maxNodes,
                     std::vector<Precision> precisions, const std::vector<NodeBest> &filled)
        : m_base(base), m_pairs(runnablePairs(cx.space)), m_precisions(std::move(precisions)),
          m_fineTuning(cx.space.fineTuning)
    {
        const Architecture &arch = cx.arch;
        m_experts = arch.isMoe() ? divisors(arch.experts) : std::vector<int>{1};
        std::vector<int> tList;
        for (const int t : divisors(std::max(1, hw.nvlinkDomainGpus))) {
            if (arch.attentionHeads % t == 0 && arch.effectiveKvHeads() % t == 0) {
                tList.push_back(t);
            }
        }
        const int B = base.globalBatchSequences;
        std::vector<int> bList;
        for (const int b : cx.space.microBatchSizes) {
            if (b <= B && B % b == 0) {
                bList.push_back(b);
            }
        }
        for (const int t : tList) {
            for (const int p : divisors(arch.layers)) {
                for (const int v : divisors(arch.layers / p)) {
                    if (v > 1 && (p == 1 || v > 8)) {
                        continue;
                    }
                    for (const int b : bList) {
                        for (const int d : divisors(B / b)) {
                            const long long gpus = static_cast<long long>(d) * t * p;
                            const long long n = gpus / gpusPerVm;
                            if (gpus % gpusPerVm != 0 || n < 1 || n > maxNodes ||
                                (static_cast<std::size_t>(n) < filled.size() && filled[static_cast<std::size_t>(n)].set)) {
                                continue;
                            }
                            if (v > 1 && (B / (d * b)) % p != 0) {
                                continue;
                            }
                            m_shapes.push_back(Shape{t, p, v, b, d, static_cast<int>(n)});
                        }
                    }
                }
            }
        }
    }

    // The next candidate, or nothing when every one has been offered.
    std::optional<Candidate> next()
    {
        while (m_shape < m_shapes.size()) {
            const Shape &sh = m_shapes[m_shape];
            const int e = m_experts[m_expert];
            const bool usable = sh.d % e == 0 && !m_pairs.empty();
            Candidate c;
            if (usable) {
                c.layout = m_base;
                c.layout.tensorParallel = sh.t;
                c.layout.pipelineParallel = sh.p;
                c.layout.virtualStages = sh.v;
                c.layout.expertParallel = e;
                c.layout.sequenceParallel = sh.t > 1;
                c.layout.microBatchSize = sh.b;
                c.layout.stack = m_pairs[m_strategy].first;
                c.layout.strategy = m_pairs[m_strategy].second;
                c.layout.precision = m_precisions[m_precision];
                c.layout.fineTuning = m_fineTuning[m_fine];
                c.nodes = sh.nodes;
                c.dataParallel = sh.d;
            }
            // Only what the stack runs (the stack table, model/performance/Stack.h): a shape the
            // strategy's stack cannot run skips the choices below it, as an unusable strategy
            // does; a fine-tuning mode or precision it cannot run is only not offered.
            bool shapeRuns = usable;
            bool choiceRuns = usable;
            for (const StackFeature f : kStackFeatures) {
                if (usable && usesFeature(c.layout, f) && !stackRunsFeature(c.layout.stack, c.layout.strategy, f)) {
                    const bool choice = f == StackFeature::Lora || f == StackFeature::Qlora || f == StackFeature::Fp8;
                    (choice ? choiceRuns : shapeRuns) = false;
                }
            }
            advance(shapeRuns);
            if (shapeRuns && choiceRuns) {
                return c;
            }
        }
        return std::nullopt;
    }

private:
    struct Shape {
        int t, p, v, b, d, nodes;
    };

    // The odometer: fine-tuning turns fastest, then precision, strategy, experts and the shape. A
    // position that cannot run (e does not divide d, the stack does not run the strategy) skips
    // the digits below it at once.
    void advance(bool usable)
    {
        if (usable && ++m_fine < m_fineTuning.size()) {
            return;
        }
        m_fine = 0;
        if (usable && ++m_precision < m_precisions.size()) {
            return;
        }
        m_precision = 0;
        const bool expertUsable = m_shapes[m_shape].d % m_experts[m_expert] == 0;
        if (expertUsable && ++m_strategy < m_pairs.size()) {
            return;
        }
        m_strategy = 0;
        if (++m_expert < m_experts.size()) {
            return;
        }
        m_expert = 0;
        ++m_shape;
    }

    const Layout &m_base;
    // The (stack, strategy) pairs searched: each stack of the space with each strategy it runs
    // (the stack table), stacks outermost; every candidate names its stack.
    std::vector<std::pair<Stack, Strategy>> m_pairs;
    std::vector<Precision> m_precisions;
    const std::vector<FineTuning> &m_fineTuning;
    std::vector<int> m_experts;
    std::vector<Shape> m_shapes;
    std::size_t m_shape = 0, m_expert = 0, m_strategy = 0, m_precision = 0, m_fine = 0;
};

// Every candidate layout of one size (LayoutCandidates), each with the recomputation modes
// searched tried in order none → selective → full, keeping the first that fits: each adds FLOPs
// and removes activation memory (Korthikanti et al. 2022, section 5), so the first that fits is
// the fastest. Keeps the fastest layout per node count (and, when asked, the one needing the least
// memory where none fits).
void searchLayoutsAtBatch(Context &cx, SizeState &s, const Layout &base, const std::vector<Precision> &precisions,
                          int maxNodes);

void searchLayouts(Context &cx, SizeState &s)
{
    const Hardware &hw = s.hardware;
    const int maxNodes = hw.hasInfiniBand ? cx.space.maxNodes : 1;
    s.best.assign(static_cast<std::size_t>(maxNodes) + 1, NodeBest{});
    if (s.keepLeastMemory) {
        s.leastMemory.assign(static_cast<std::size_t>(maxNodes) + 1, NodeBest{});
    }
    countLayoutSpace(cx, s);
    std::vector<Precision> precisions;
    for (const Precision p : cx.space.precision) {
        if (hw.runs(p) == p) { // FP8 only where the GPU has it
            precisions.push_back(p);
        }
    }
    if (precisions.empty()) {
        s.skipped = true;
        s.skipReason = SearchReason{SearchReasonCode::NoFp8, {}, {{"gpu", hw.gpuModel}}};
        return;
    }
    if (cx.space.strategies.empty() || cx.space.stacks.empty() || cx.space.fineTuning.empty()) {
        return;
    }
    // The global batch: the plan's; for the planner's own (a plan without a layout or a fabric
    // block), doubled for the node counts it cannot fill, up to Context::maxBatchSequences — the
    // smallest batch that runs at each node count, as published runs grow theirs with the
    // cluster (kPlannerMaxGlobalBatchTokens).
    Layout base = cx.base;
    for (;;) {
        searchLayoutsAtBatch(cx, s, base, precisions, maxNodes);
        bool unfilled = false;
        for (std::size_t n = 1; n < s.best.size(); ++n) {
            unfilled = unfilled || !s.best[n].set;
        }
        if (!unfilled || static_cast<long long>(base.globalBatchSequences) * 2 > cx.maxBatchSequences) {
            break;
        }
        base.globalBatchSequences *= 2;
    }
}

// One pass of searchLayouts at one global batch: the node counts not filled yet.
void searchLayoutsAtBatch(Context &cx, SizeState &s, const Layout &base, const std::vector<Precision> &precisions,
                          int maxNodes)
{
    const Architecture &arch = cx.arch;
    const Hardware &hw = s.hardware;
    LayoutCandidates candidates(cx, base, hw, s.size->gpusPerVm.value, maxNodes, precisions, s.best);
    while (std::optional<LayoutCandidates::Candidate> candidate = candidates.next()) {
        Layout &l = candidate->layout;
        const int nodes = candidate->nodes;
        NodeBest &best = s.best[static_cast<std::size_t>(nodes)];
        ++cx.counts.runnable;
        s.anyRunnable = true;
        s.fewestRunnableNodes = std::min(s.fewestRunnableNodes, nodes);
        for (const Recompute r : cx.space.recompute) {
            l.recompute = r;
            ++cx.counts.memoryChecks;
            const LayoutMemory mem = layoutMemoryPerGpu(arch, l, candidate->dataParallel, hw.gpuMemoryGB);
            s.leastMemoryGB = std::min(s.leastMemoryGB, mem.totalGB);
            if (!mem.fits) {
                if (s.keepLeastMemory) {
                    NodeBest &least = s.leastMemory[static_cast<std::size_t>(nodes)];
                    if (!least.set || mem.totalGB < least.memory.totalGB) {
                        least = NodeBest{true, l, StepBreakdown{}, mem};
                    }
                }
                continue;
            }
            s.anyFits = true;
            ++cx.counts.stepEvaluations;
            const StepBreakdown step = stepTime(arch, l, hw, nodes);
            if (!step.ok() || !(step.tokensPerGpuSecond > 0.0)) {
                break;
            }
            ++cx.counts.fitting;
            s.fewestFittingNodes = std::min(s.fewestFittingNodes, nodes);
            cx.counts.feasible += s.slots.size();
            if (!best.set || step.stepSeconds < best.step.stepSeconds) {
                best = NodeBest{true, l, step, mem};
            }
            break; // the first recomputation that fits is the fastest
        }
    }
}

// Offers a size's best layout per node count in each slot to the fronts.
void offerSize(Context &cx, std::size_t index)
{
    SizeState &s = cx.sizes[index];
    for (std::size_t n = 1; n < s.best.size(); ++n) {
        const NodeBest &nb = s.best[n];
        if (!nb.set) {
            continue;
        }
        for (std::size_t k = 0; k < s.slots.size(); ++k) {
            const Figures f = figuresFor(cx, s, static_cast<int>(n), nb, s.slots[k]);
            const Ref ref{index, static_cast<int>(n), k, f.deterministicHours, f.nodeHours, f.deterministicCost};
            ++cx.counts.offered;
            cx.front.offer(f.hours, f.cost, ref);
            s.front.offer(f.hours, f.cost, ref);
            if (!cx.spec.dataRegion.empty() && s.slots[k].region == cx.spec.dataRegion) {
                s.dataRegionFront.offer(f.hours, f.cost, ref);
            }
            if (!s.slotFronts.empty()) {
                s.slotFronts[k].offer(f.hours, f.cost, ref);
            }
        }
    }
}

// Own-size mode: a plan without a model is evaluate()d as it is, in each searched region and
// tier; its options are the candidates.
void searchOwnSize(Context &cx, SizeState &s)
{
    for (std::size_t k = 0; k < s.slots.size(); ++k) {
        PlanSpec variant = cx.spec;
        variant.region = s.slots[k].region;
        variant.tier = s.slots[k].tier;
        if (!(variant.region == cx.spec.region && variant.tier == cx.spec.tier)) {
            variant.pricePerNodeHour.reset();
        }
        const Evaluation ev = evaluate(variant, cx.catalog, cx.today);
        std::vector<OptionRow> rows = ev.ok() ? ev.options : std::vector<OptionRow>{};
        cx.counts.layoutNodeCombinations += k == 0 ? rows.size() : 0;
        cx.counts.spaceCandidates += rows.size();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const OptionRow &row = rows[i];
            ++cx.counts.runnable;
            ++cx.counts.stepEvaluations;
            s.anyRunnable = true;
            if (!row.fits || (row.nodes > 1 && !s.size->hasInfiniBand()) ||
                (!cx.space.includeBeyondPlacementGroup && !placementCheck(row.nodes, row.gpus / std::max(1, row.nodes)).withinOnePlacementGroup())) {
                continue;
            }
            s.anyFits = true;
            ++cx.counts.fitting;
            ++cx.counts.feasible;
            double hours = row.wallClockHours;
            double cost = row.cost;
            if (i < ev.riskClosedForm.size()) {
                hours = ev.riskClosedForm[i].expectedWallClockHours;
                cost = ev.riskClosedForm[i].expectedCost;
            }
            const Ref ref{0, row.nodes, k, row.wallClockHours, row.nodeHours, row.cost};
            ++cx.counts.offered;
            cx.front.offer(hours, cost, ref);
            s.front.offer(hours, cost, ref);
            if (!cx.spec.dataRegion.empty() && s.slots[k].region == cx.spec.dataRegion) {
                s.dataRegionFront.offer(hours, cost, ref);
            }
            if (!s.slotFronts.empty()) {
                s.slotFronts[k].offer(hours, cost, ref);
            }
        }
        s.options.push_back(std::move(rows));
    }
}

SearchCandidate materialize(const Context &cx, const ParetoFront<Ref>::Member &m)
{
    const Ref &ref = m.payload;
    const SizeState &s = cx.sizes[ref.size];
    const Slot &slot = s.slots[ref.slot];
    SearchCandidate c;
    c.sku = s.size->name;
    c.series = s.size->series;
    c.region = slot.region;
    c.tier = slot.tier;
    c.nodes = ref.nodes;
    c.gpus = ref.nodes * s.size->gpusPerVm.value;
    c.wallClockHours = m.hours;
    c.cost = m.cost;
    c.deterministicWallClockHours = ref.deterministicHours;
    c.deterministicCost = ref.deterministicCost;
    c.rankedByExpected = cx.spec.risk.enabled;
    c.nodeHours = ref.nodeHours;
    c.pricePerNodeHour = slot.price;
    c.gpuMemoryGB = s.hardware.gpuMemoryGB > 0.0 ? s.hardware.gpuMemoryGB : s.size->gpuMemoryGiB.value;
    if (cx.withModel) {
        const NodeBest &nb = s.best[static_cast<std::size_t>(ref.nodes)];
        c.layout = nb.layout;
        c.stepSeconds = nb.step.stepSeconds;
        c.tokensPerGpuSecond = nb.step.tokensPerGpuSecond;
        c.mfu = nb.step.mfu;
        c.memoryPerGpuGB = nb.memory.totalGB;
        c.gpuMemoryGB = nb.memory.capacityGB;
        c.fits = nb.memory.fits;
    }
    if (slot.copy) {
        c.transferGB = slot.copy->gigabytes;
        c.transferCost = slot.copy->cost;
    }
    const QuotaCheck q = quotaFor(cx.catalog, *s.size, slot.region, slot.tier, ref.nodes);
    c.quotaStatus = q.status;
    c.quotaShortfall = q.shortfall;
    c.coresNeeded = q.coresNeeded;
    c.meetsDeadline = !cx.spec.deadlineHours || c.wallClockHours <= *cx.spec.deadlineHours;
    c.withinBudget = !cx.spec.budget || c.cost <= *cx.spec.budget;
    const EstimateBand band =
        cx.withModel ? heldOutBand(resolvedStack(c.layout)) : EstimateBand{};
    // The deterministic wall clock's compute part (model/planning/Sweep.h: wall = compute / goodput + overhead).
    const double computeHours = (c.deterministicWallClockHours - cx.spec.overheadHours) * cx.spec.goodput;
    const BandFigures f = bandFigures(computeHours, cx.spec.goodput, cx.spec.overheadHours, c.nodes, c.pricePerNodeHour,
                                      slot.oneTime, c.pricePerNodeHour > 0.0, band.slow, band.fast);
    c.wallClockHoursLow = f.wallClockHoursLow;
    c.wallClockHoursHigh = f.wallClockHoursHigh;
    c.costLow = f.costLow;
    c.costHigh = f.costHigh;
    return c;
}

std::vector<Stack> searchedStacksOf(const PlanSpec &spec)
{
    // The plan's list; else the layout's named stack; else the Trainer (what Azure ML's
    // documentation runs, data parallelism and sharding) beside the two stacks whose exports run
    // tensor and pipeline parallelism (Megatron-LM, Megatron-DeepSpeed). PyTorch-native (fsdp,
    // torchtitan) only when named: on the same engine it differs from the Trainer by fused
    // adapters and the optimizer alone, so searching both would hand every LoRA to torchtitan on
    // terms no fine-tuning run has validated yet (docs/validation.md).
    const SearchSettings settings = spec.search.value_or(SearchSettings{});
    const Stack named = spec.layout ? spec.layout->stack : Stack::Inferred;
    return parsedOr<Stack>(settings.stacks, stackFromString,
                           named != Stack::Inferred ? std::vector<Stack>{named}
                                                    : std::vector<Stack>{Stack::Hf, Stack::DeepSpeed, Stack::Megatron});
}

// The layouts' part of the space: strategies, recomputation, precision, fine-tuning and
// micro-batches, from the plan's search block where it names them.
void resolveLayoutSpace(SearchSpace &space, const PlanSpec &spec)
{
    const SearchSettings settings = spec.search.value_or(SearchSettings{});
    space.strategies = parsedOr<Strategy>(settings.strategies, strategyFromString,
                                          {Strategy::Ddp, Strategy::Zero1, Strategy::Zero2, Strategy::Zero3, Strategy::Fsdp});
    std::vector<Recompute> recompute =
        parsedOr<Recompute>(settings.recompute, recomputeFromString, {Recompute::None, Recompute::Selective, Recompute::Full});
    std::sort(recompute.begin(), recompute.end()); // none → selective → full: the first that fits is the fastest
    space.recompute = recompute;
    const Layout base = searchBaseLayout(spec);
    space.precision = parsedOr<Precision>(settings.precision, precisionFromString, {base.precision});
    space.fineTuning = parsedOr<FineTuning>(settings.fineTuning, fineTuningFromString, {base.fineTuning});
    space.stacks = searchedStacksOf(spec);
    space.microBatchSizes = {1, 2, 4, 8};
}

SearchSpace resolveSpace(const PlanSpec &spec, const Catalog &catalog, const std::string &today,
                         std::vector<SearchRejection> &rejected)
{
    const SearchSettings settings = spec.search.value_or(SearchSettings{});
    SearchSpace space;
    space.maxNodes = settings.maxNodes;
    space.includeBeyondPlacementGroup = settings.includeBeyondPlacementGroup;
    if (!space.includeBeyondPlacementGroup) {
        // Azure: at most 300 VMs share one placement group's InfiniBand (model/planning/Findings.h).
        int limit = space.maxNodes;
        while (limit > 1 && !placementCheck(limit, 1).withinOnePlacementGroup()) {
            --limit;
        }
        space.maxNodes = limit;
    }
    // Regions: the plan's, every priced one ("all"), or the listed ones.
    if (isAll(settings.regions)) {
        space.regions = catalog.regions();
    } else if (settings.regions.empty()) {
        space.regions = {spec.region};
    } else {
        space.regions = settings.regions;
    }
    // Tiers: the listed ones the compute target offers; by default the plan's, and with the risk
    // model on the other tier too (without it preemptions are not priced and low priority would
    // win for nothing).
    const auto allowed = allowedTiers(spec.compute);
    const auto offered = [&](Tier t) { return std::find(allowed.begin(), allowed.end(), t) != allowed.end(); };
    if (settings.tiers.empty()) {
        space.tiers = {spec.tier};
        if (const auto other = otherTier(spec.compute, spec.tier); other && spec.risk.enabled) {
            space.tiers.push_back(*other);
        }
    } else {
        for (const Tier t : parsedOr<Tier>(settings.tiers, tierFromString, {})) {
            if (offered(t)) {
                space.tiers.push_back(t);
            }
        }
    }
    resolveLayoutSpace(space, spec);
    // Sizes: the listed ones, else every size; retired ones are named and left out.
    std::vector<std::string> names;
    if (settings.skus.empty() || isAll(settings.skus)) {
        for (const VmSize &size : catalog.sizes) {
            names.push_back(size.name);
        }
    } else {
        names = settings.skus;
    }
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    for (const std::string &name : names) {
        const VmSize *size = catalog.findSize(name);
        if (size == nullptr || size->gpusPerVm.value < 1) {
            continue;
        }
        if (size->isRetiredOn(today)) {
            rejected.push_back(SearchRejection{size->name, size->series,
                                               SearchReason{SearchReasonCode::Retired, {}, {{"date", size->retirementDate.value}}},
                                               std::nullopt});
            continue;
        }
        space.sizes.push_back(size);
    }
    return space;
}

std::vector<Slot> slotsFor(const Context &cx, const VmSize &size, bool &restrictedEverywhere)
{
    std::vector<Slot> slots;
    int restricted = 0;
    for (const std::string &region : cx.space.regions) {
        if (cx.catalog.findRestriction(size.name, region) != nullptr) {
            ++restricted; // NotAvailableForSubscription: the subscription cannot deploy it there
            continue;
        }
        for (const Tier tier : cx.space.tiers) {
            if (cx.basis.isTermed() && tier != Tier::Dedicated) {
                continue; // reservations and savings plans buy dedicated VMs only (validate())
            }
            Slot slot;
            slot.region = region;
            slot.tier = tier;
            const bool own = size.name == cx.spec.sku && region == cx.spec.region && tier == cx.spec.tier;
            if (own && cx.spec.pricePerNodeHour) {
                slot.price = discountedPrice(*cx.spec.pricePerNodeHour, cx.basis);
            } else if (const Price *price = planPrice(cx.catalog, size.name, region, tier, cx.spec.currency, cx.basis)) {
                slot.price = discountedPrice(price->perNodeHour.value, cx.basis);
            } else {
                continue;
            }
            slot.copy = dataCopyFor(cx.spec, cx.catalog, region);
            slot.oneTime = slot.copy && slot.copy->cost ? *slot.copy->cost : 0.0;
            slots.push_back(std::move(slot));
        }
    }
    restrictedEverywhere = !cx.space.regions.empty() && restricted == static_cast<int>(cx.space.regions.size());
    return slots;
}

SearchResult partialResult(const Context &cx, bool complete)
{
    SearchResult r;
    r.counts = cx.counts;
    r.complete = complete;
    r.currency = cx.spec.currency;
    r.priceBasis = cx.basis;
    for (const auto &m : cx.front.members()) {
        r.pareto.push_back(materialize(cx, m));
    }
    return r;
}

std::string strategyText(const Layout &l)
{
    return std::string(toString(l.strategy));
}

// Why each size that is not the recommendation's lost.
void explainSizes(const Context &cx, SearchResult &result)
{
    const SearchCandidate *rec = result.recommended();
    const auto deadline = cx.spec.deadlineHours;
    for (const SizeState &s : cx.sizes) {
        SearchRejection rj;
        rj.sku = s.size->name;
        rj.series = s.size->series;
        if (rec != nullptr && rec->sku == rj.sku) {
            continue;
        }
        if (s.skipped) {
            rj.reason = s.skipReason;
        } else if (s.front.empty()) {
            if (!s.anyFits && !s.size->hasInfiniBand()) {
                rj.reason = SearchReason{SearchReasonCode::NoInfiniband,
                                         {{"gpu_memory_gb", s.hardware.gpuMemoryGB}, {"least_gb", s.leastMemoryGB}},
                                         {}};
            } else if (!s.anyFits) {
                rj.reason = SearchReason{SearchReasonCode::DoesNotFit,
                                         {{"gpu_memory_gb", s.hardware.gpuMemoryGB},
                                          {"least_gb", std::isfinite(s.leastMemoryGB) ? s.leastMemoryGB : 0.0},
                                          {"max_nodes", s.size->hasInfiniBand() ? cx.space.maxNodes : 1}},
                                         {}};
            } else {
                rj.reason = SearchReason{SearchReasonCode::NoCandidate, {}, {}};
            }
        } else {
            const auto &members = s.front.members();
            const ParetoFront<Ref>::Member *pick = deadline ? s.front.cheapestWithin(*deadline) : &members.back();
            if (pick == nullptr) {
                const auto &fastest = members.front();
                rj.reason = SearchReason{s.size->hasInfiniBand() ? SearchReasonCode::MissesDeadline
                                                                 : SearchReasonCode::NoInfiniband,
                                         {{"hours", fastest.hours}, {"nodes", fastest.payload.nodes},
                                          {"deadline_hours", *deadline}},
                                         {}};
                rj.best = materialize(cx, fastest);
            } else {
                rj.best = materialize(cx, *pick);
                if (cx.spec.budget && pick->cost > *cx.spec.budget) {
                    rj.reason = SearchReason{SearchReasonCode::OverBudget,
                                             {{"cost", pick->cost}, {"budget", *cx.spec.budget}, {"nodes", pick->payload.nodes}},
                                             {{"currency", cx.spec.currency}}};
                } else if (rec != nullptr && rec->cost > 0.0) {
                    // The constraint that decided: the deadline when a cheaper, slower plan of this
                    // size misses it; else memory when fewer nodes run the model but do not fit it;
                    // else the price of the work itself.
                    const bool deadlineDecided = deadline && pick != &members.back();
                    const bool memoryDecided = !deadlineDecided && pick->payload.nodes == s.fewestFittingNodes &&
                                               s.fewestFittingNodes > s.fewestRunnableNodes;
                    const SearchReasonCode code = deadlineDecided ? SearchReasonCode::Costlier
                                                  : memoryDecided ? SearchReasonCode::FitsOnlyFrom
                                                                  : SearchReasonCode::Slower;
                    rj.reason = SearchReason{code,
                                             {{"nodes", pick->payload.nodes},
                                              {"cost", pick->cost},
                                              {"hours", pick->hours},
                                              {"percent", (pick->cost / rec->cost - 1.0) * 100.0},
                                              {"tensor_parallel", rj.best->layout.tensorParallel},
                                              {"pipeline_parallel", rj.best->layout.pipelineParallel}},
                                             {{"strategy", strategyText(rj.best->layout)},
                                              {"currency", cx.spec.currency},
                                              {"region", rj.best->region}}};
                } else {
                    rj.reason = SearchReason{SearchReasonCode::NoCandidate, {}, {}};
                }
            }
        }
        result.rejected.push_back(std::move(rj));
    }
    std::sort(result.rejected.begin(), result.rejected.end(),
              [](const SearchRejection &a, const SearchRejection &b) { return a.sku < b.sku; });
}

} // namespace

std::string_view toString(SearchReasonCode code)
{
    switch (code) {
    case SearchReasonCode::CheapestMeetingDeadline:
        return "cheapest_meeting_deadline";
    case SearchReasonCode::CheapestWithinBudget:
        return "cheapest_within_budget";
    case SearchReasonCode::CheapestOverall:
        return "cheapest_overall";
    case SearchReasonCode::NoneMeetsDeadline:
        return "none_meets_deadline";
    case SearchReasonCode::NoneMeetsConfidence:
        return "none_meets_confidence";
    case SearchReasonCode::NoneWithinBudget:
        return "none_within_budget";
    case SearchReasonCode::NoCandidate:
        return "no_candidate";
    case SearchReasonCode::OwnSizeOnly:
        return "own_size_only";
    case SearchReasonCode::Retired:
        return "retired";
    case SearchReasonCode::NoPrice:
        return "no_price";
    case SearchReasonCode::NoFp8:
        return "no_fp8";
    case SearchReasonCode::RestrictedEverywhere:
        return "restricted_everywhere";
    case SearchReasonCode::DoesNotFit:
        return "does_not_fit";
    case SearchReasonCode::NoInfiniband:
        return "no_infiniband";
    case SearchReasonCode::MissesDeadline:
        return "misses_deadline";
    case SearchReasonCode::OverBudget:
        return "over_budget";
    case SearchReasonCode::Costlier:
        return "costlier";
    case SearchReasonCode::FitsOnlyFrom:
        return "fits_only_from";
    case SearchReasonCode::Slower:
        return "costlier_overall";
    case SearchReasonCode::DefaultBatch:
        return "default_batch";
    case SearchReasonCode::MeasurementsNotUsed:
        return "measurements_not_used";
    case SearchReasonCode::LowPriorityWithoutRisk:
        return "low_priority_without_risk";
    }
    return "unknown";
}

Layout searchBaseLayout(const PlanSpec &spec)
{
    if (spec.layout) {
        return *spec.layout;
    }
    if (spec.fabric) {
        return layoutFromVersion2(*spec.fabric, spec.memory);
    }
    // The layout inputs' starting values (views/inputs/LayoutInputs.cpp): 512 sequences of 4,096
    // tokens, 2.1 M tokens per step, within the 1-4 M token batches of the published runs
    // (GPT-3: 3.2 M, Brown et al. 2020, Table 2.1; Llama 2: 4 M, Touvron et al. 2023, section 2.2),
    // or the plan's search.global_batch_tokens in sequences of 4,096 tokens.
    Layout l;
    l.sequenceLength = kPlannerSequenceLength;
    const double tokens = spec.search ? spec.search->globalBatchTokens : 0.0;
    l.globalBatchSequences =
        tokens > 0.0 ? std::max(1, static_cast<int>(std::lround(tokens / kPlannerSequenceLength))) : 512;
    if (spec.memory) {
        l.fineTuning = spec.memory->fineTuning;
        if (spec.memory->loraRank > 0) {
            l.loraRank = spec.memory->loraRank; // 0: the block names none, the layout's default stays
        }
    }
    return l;
}

std::vector<InputIssue> validateLayout(const PlanSpec &spec, const Architecture &arch)
{
    if (spec.layout) {
        return validate(*spec.layout, arch);
    }
    Layout base = searchBaseLayout(spec);
    base.tensorParallel = base.pipelineParallel = base.virtualStages = base.expertParallel = base.microBatchSize = 1;
    return validate(base, arch);
}

std::optional<LayoutCalibration> calibrateOwnSize(const PlanSpec &spec, const Architecture &arch, const VmSize &size,
                                                  const Hardware &hardware)
{
    if (spec.measurements.empty()) {
        return std::nullopt;
    }
    std::map<int, Layout> layoutAt;
    if (spec.layout) {
        for (const Measurement &m : spec.measurements) {
            layoutAt.emplace(m.nodes, *spec.layout);
        }
    } else {
        std::vector<int> measured;
        for (const Measurement &m : spec.measurements) {
            measured.push_back(m.nodes);
        }
        for (const PlannedLayout &p : plannerLayouts(spec, arch, size, hardware, measured)) {
            if (p.runs) {
                layoutAt.emplace(p.nodes, p.layout);
            }
        }
    }
    return calibrateLayout(arch, layoutAt, hardware, spec.measurements);
}

std::vector<PlannedLayout> plannerLayouts(const PlanSpec &spec, const Architecture &arch, const VmSize &size,
                                          const Hardware &hardware, const std::vector<int> &nodeCounts)
{
    static const Catalog noCatalog;
    Context cx{spec, noCatalog, {}, {}, arch, true, searchBaseLayout(spec), 0.0, priceBasis(spec), {}, {}, {}};
    cx.maxBatchSequences = maxBatchSequences(spec, cx.base);
    resolveLayoutSpace(cx.space, spec);
    cx.space.maxNodes = nodeCounts.empty() ? 1 : std::max(1, *std::max_element(nodeCounts.begin(), nodeCounts.end()));
    SizeState s;
    s.size = &size;
    s.hardware = hardware;
    s.keepLeastMemory = true;
    searchLayouts(cx, s);
    std::vector<PlannedLayout> out;
    for (const int n : nodeCounts) {
        PlannedLayout p;
        p.nodes = n;
        const auto at = static_cast<std::size_t>(n);
        if (n >= 1 && at < s.best.size() && s.best[at].set) {
            const NodeBest &nb = s.best[at];
            p = PlannedLayout{n, true, nb.layout, nb.step, nb.memory};
        } else if (n >= 1 && at < s.leastMemory.size() && s.leastMemory[at].set) {
            // Nothing fits: the layout closest to fitting, shown as not fitting and never recommended.
            const NodeBest &least = s.leastMemory[at];
            const StepBreakdown step = stepTime(arch, least.layout, hardware, n);
            if (step.ok() && step.tokensPerGpuSecond > 0.0) {
                p = PlannedLayout{n, true, least.layout, step, least.memory};
            }
        }
        out.push_back(std::move(p));
    }
    return out;
}

namespace {

// With risk on: each front member's P(wall clock ≤ deadline) from the Monte Carlo of its adopted
// plan's risk case (the plan's own closed form, its checkpoint write included). Cancelled: the
// result is marked incomplete.
void frontProbabilities(SearchResult &result, const PlanSpec &spec, const Catalog &catalog, const std::string &todayIso,
                        const std::atomic<bool> *cancel)
{
    if (result.pareto.empty()) {
        return;
    }
    std::vector<RiskCase> cases;
    for (const SearchCandidate &c : result.pareto) {
        PlanSpec adopted = adoptCandidate(spec, c);
        const Evaluation ev = evaluate(adopted, catalog, todayIso);
        const auto found = std::find_if(ev.options.begin(), ev.options.end(),
                                        [&](const OptionRow &row) { return row.nodes == c.nodes; });
        std::vector<RiskCase> own = ev.ok() ? evaluationRiskCases(ev, c.tier, ev.pricePerNodeHour) : std::vector<RiskCase>{};
        const auto at = found - ev.options.begin();
        cases.push_back(found != ev.options.end() && static_cast<std::size_t>(at) < own.size()
                            ? own[static_cast<std::size_t>(at)]
                            : RiskCase{c.nodes, c.deterministicWallClockHours, 0.0, c.pricePerNodeHour, c.tier,
                                       spec.deadlineHours, std::nullopt, true, 0.0});
    }
    const std::vector<RiskRow> rows = simulate(spec.risk, cases, cancel);
    if (rows.size() == cases.size()) {
        for (std::size_t k = 0; k < rows.size(); ++k) {
            result.pareto[k].pMeetDeadline = rows[k].pMeetDeadline;
        }
    } else {
        result.complete = false;
    }
}

// The recommendation: the cheapest front member that meets the deadline (at the confidence with
// the risk model on) and the budget, and the reason; or the constraint none meets.
void recommendFromFront(SearchResult &result, const Context &cx, bool confidence)
{
    const PlanSpec &spec = cx.spec;
    // The recommendation: the cheapest front member that meets the deadline (at the confidence
    // with the risk model on) and the budget. Costs fall along the front, so it is the slowest
    // member that qualifies.
    const auto &front = result.pareto;
    const auto withinBudget = [&](const SearchCandidate &c) { return !spec.budget || c.cost <= *spec.budget; };
    const auto meets = [&](const SearchCandidate &c) {
        if (!spec.deadlineHours) {
            return true;
        }
        if (confidence && c.pMeetDeadline) {
            return *c.pMeetDeadline >= spec.risk.confidence;
        }
        return c.wallClockHours <= *spec.deadlineHours;
    };
    std::optional<std::size_t> qualifying;
    for (std::size_t k = front.size(); k-- > 0;) {
        if (meets(front[k])) {
            qualifying = k;
            break;
        }
    }
    if (front.empty()) {
        result.reason = SearchReason{SearchReasonCode::NoCandidate, {}, {}};
    } else if (!qualifying) {
        if (confidence) {
            double best = 0.0;
            for (const SearchCandidate &c : front) {
                best = std::max(best, c.pMeetDeadline.value_or(0.0));
            }
            result.reason = SearchReason{SearchReasonCode::NoneMeetsConfidence,
                                         {{"best_probability", best}, {"confidence", spec.risk.confidence},
                                          {"deadline_hours", *spec.deadlineHours}},
                                         {}};
        } else {
            result.reason = SearchReason{SearchReasonCode::NoneMeetsDeadline,
                                         {{"fastest_hours", front.front().wallClockHours},
                                          {"deadline_hours", *spec.deadlineHours}},
                                         {{"sku", front.front().sku}}};
        }
    } else if (!withinBudget(front[*qualifying])) {
        result.reason = SearchReason{SearchReasonCode::NoneWithinBudget,
                                     {{"cheapest_cost", front[*qualifying].cost}, {"budget", *spec.budget}},
                                     {{"currency", spec.currency}, {"sku", front[*qualifying].sku}}};
    } else {
        result.recommendation = qualifying;
        const SearchCandidate &c = front[*qualifying];
        const SearchReasonCode code = spec.deadlineHours ? SearchReasonCode::CheapestMeetingDeadline
                                      : spec.budget      ? SearchReasonCode::CheapestWithinBudget
                                                         : SearchReasonCode::CheapestOverall;
        result.reason = SearchReason{code,
                                     {{"hours", c.wallClockHours}, {"cost", c.cost}, {"nodes", c.nodes}},
                                     {{"sku", c.sku}, {"region", c.region}, {"tier", std::string(toString(c.tier))},
                                      {"currency", spec.currency}}};
        if (spec.deadlineHours) {
            result.reason.numbers["deadline_hours"] = *spec.deadlineHours;
        }
        if (confidence && c.pMeetDeadline) {
            result.reason.numbers["p_meet_deadline"] = *c.pMeetDeadline;
            result.reason.numbers["confidence"] = spec.risk.confidence;
        }
        if (c.transferCost) {
            result.reason.numbers["copy_cost"] = *c.transferCost;
            result.reason.texts["data_region"] = spec.dataRegion;
        }
        // Where the data lives decides between regions: the same size's best in the data's region.
        if (!spec.dataRegion.empty() && c.region != spec.dataRegion) {
            for (const SizeState &s : cx.sizes) {
                if (s.size->name != c.sku) {
                    continue;
                }
                const auto *there = spec.deadlineHours ? s.dataRegionFront.cheapestWithin(*spec.deadlineHours)
                                                       : (s.dataRegionFront.empty() ? nullptr : &s.dataRegionFront.members().back());
                result.reason.texts["data_region"] = spec.dataRegion;
                if (there != nullptr) {
                    result.reason.numbers["data_region_cost"] = there->cost;
                }
            }
        }
    }
}

// Each front member's finding codes, from evaluate() of the plan it adopts into.
void frontFindings(SearchResult &result, const PlanSpec &spec, const Catalog &catalog, const std::string &todayIso)
{
    for (SearchCandidate &c : result.pareto) {
        const Evaluation ev = evaluate(adoptCandidate(spec, c), catalog, todayIso);
        std::set<FindingCode> codes;
        for (const Finding &f : ev.findings) {
            codes.insert(f.code);
        }
        c.findings.assign(codes.begin(), codes.end());
    }
}

} // namespace

SearchResult search(const PlanSpec &spec, const Catalog &catalog, const std::string &todayIso, const SearchControl &control)
{
    const auto elapsed = [&] { return control.elapsedSeconds ? control.elapsedSeconds() : 0.0; };
    SearchResult result;
    result.issues = validate(spec);
    if (result.issues.empty()) {
        result.issues = validateAgainstCatalog(spec, catalog);
    }
    if (!result.issues.empty()) {
        return result;
    }
    Context cx{spec, catalog, todayIso, {}, {}, false, {}, 0.0, priceBasis(spec), {}, {}, {}};
    cx.space = resolveSpace(spec, catalog, todayIso, result.rejected);
    cx.base = searchBaseLayout(spec);
    cx.maxBatchSequences = maxBatchSequences(spec, cx.base);
    cx.tokens = workloadTokens(spec.workload);
    if (spec.model && cx.tokens > 0.0) {
        if (const auto arch = resolveArchitecture(*spec.model, catalog.models)) {
            cx.arch = *arch;
            cx.withModel = true;
        }
    }
    if (cx.withModel) {
        // The search chooses t, p, v, e and the micro-batch itself; the rest of the layout is the
        // job's. A plan's own layout must be valid whole, as plan and the window require.
        const auto layoutIssues = validateLayout(spec, cx.arch);
        if (!layoutIssues.empty()) {
            result.issues = layoutIssues;
            return result;
        }
        if (!spec.layout && !spec.fabric) {
            result.notes.push_back(SearchReason{SearchReasonCode::DefaultBatch,
                                                {{"global_batch_sequences", cx.base.globalBatchSequences},
                                                 {"sequence_length", cx.base.sequenceLength},
                                                 {"max_global_batch_sequences", static_cast<double>(cx.maxBatchSequences)}},
                                                {}});
        }
        if (!spec.measurements.empty()) {
            result.notes.push_back(SearchReason{SearchReasonCode::MeasurementsNotUsed, {}, {}});
        }
    } else {
        // Without a model the step time cannot be predicted for another size or layout: the plan's
        // own size is searched over its own node counts (and the searched regions and tiers).
        cx.space.sizes.clear();
        if (const VmSize *own = catalog.findSize(spec.sku)) {
            cx.space.sizes.push_back(own);
        }
        result.notes.push_back(SearchReason{SearchReasonCode::OwnSizeOnly, {}, {{"sku", spec.sku}}});
        result.rejected.clear();
    }
    if (!spec.risk.enabled && std::any_of(cx.space.tiers.begin(), cx.space.tiers.end(),
                                          [](Tier t) { return t != Tier::Dedicated; })) {
        result.notes.push_back(SearchReason{SearchReasonCode::LowPriorityWithoutRisk, {}, {}});
    }
    cx.sizes.reserve(cx.space.sizes.size());
    for (const VmSize *size : cx.space.sizes) {
        SizeState s;
        s.size = size;
        s.hardware = hardwareFor(*size);
        if (cx.withModel && size->name == spec.sku) {
            // The plan's measured runs calibrate its own size, as the plan's evaluation does.
            if (const auto fitted = calibrateOwnSize(spec, cx.arch, *size, s.hardware)) {
                s.hardware = calibratedHardware(s.hardware, *fitted);
            }
        }
        bool restrictedEverywhere = false;
        s.slots = slotsFor(cx, *size, restrictedEverywhere);
        if (control.keepSlotFronts) {
            s.slotFronts.resize(s.slots.size());
        }
        if (s.slots.empty()) {
            s.skipped = true;
            s.skipReason = restrictedEverywhere ? SearchReason{SearchReasonCode::RestrictedEverywhere, {}, {}}
                                                : SearchReason{SearchReasonCode::NoPrice, {}, {{"currency", spec.currency}}};
        }
        cx.sizes.push_back(std::move(s));
    }
    for (std::size_t i = 0; i < cx.sizes.size(); ++i) {
        if (control.cancel != nullptr && control.cancel->load()) {
            SearchResult partial = partialResult(cx, false);
            partial.seconds = elapsed();
            return partial;
        }
        SizeState &s = cx.sizes[i];
        if (!s.skipped) {
            if (cx.withModel) {
                searchLayouts(cx, s);
                if (!s.skipped) {
                    offerSize(cx, i);
                }
            } else {
                searchOwnSize(cx, s);
            }
        }
        if (control.progress) {
            SearchResult partial = partialResult(cx, false);
            partial.seconds = elapsed();
            control.progress(partial, static_cast<double>(i + 1) / static_cast<double>(cx.sizes.size()));
        }
    }
    // The front, written out.
    const std::vector<SearchRejection> retired = result.rejected;
    std::vector<SearchReason> notes = result.notes;
    result = partialResult(cx, true);
    result.notes = std::move(notes);
    // Own-size mode: the candidate's layout is the plan's own (or none) and its figures evaluate()'s.
    if (!cx.withModel) {
        for (std::size_t k = 0; k < result.pareto.size(); ++k) {
            SearchCandidate &c = result.pareto[k];
            const auto &member = cx.front.members()[k];
            const SizeState &s = cx.sizes[member.payload.size];
            for (const OptionRow &row : s.options[member.payload.slot]) {
                if (row.nodes == c.nodes) {
                    c.fits = row.fits;
                }
            }
            c.layout = spec.layout.value_or(Layout{});
        }
    }
    // Every size, region and tier's own front, for a caller that chooses among them under other
    // limits (a portfolio's quota).
    if (control.keepSlotFronts) {
        for (std::size_t i = 0; i < cx.sizes.size(); ++i) {
            for (const ParetoFront<Ref> &front : cx.sizes[i].slotFronts) {
                for (const auto &m : front.members()) {
                    SearchCandidate c = materialize(cx, m);
                    if (!cx.withModel) {
                        c.layout = spec.layout.value_or(Layout{});
                    }
                    result.slotCandidates.push_back(std::move(c));
                }
            }
        }
    }
    // With risk on: the Monte Carlo of the front for P(meet deadline), then the recommendation
    // and why each other size lost.
    const bool confidence = spec.risk.enabled && spec.deadlineHours && control.monteCarlo;
    if (spec.risk.enabled && control.monteCarlo) {
        frontProbabilities(result, spec, catalog, todayIso, control.cancel);
    }
    recommendFromFront(result, cx, confidence);
    explainSizes(cx, result);
    result.rejected.insert(result.rejected.end(), retired.begin(), retired.end());
    std::sort(result.rejected.begin(), result.rejected.end(),
              [](const SearchRejection &a, const SearchRejection &b) { return a.sku < b.sku; });
    // Findings of the front members through the plan itself.
    if (control.evaluateFront) {
        frontFindings(result, spec, catalog, todayIso);
    }
    result.seconds = elapsed();
    return result;
}

PlanSpec adoptCandidate(const PlanSpec &spec, const SearchCandidate &candidate)
{
    PlanSpec out = spec;
    const bool sameSlot = candidate.sku == spec.sku && candidate.region == spec.region && candidate.tier == spec.tier;
    out.sku = candidate.sku;
    out.region = candidate.region;
    out.tier = candidate.tier;
    // The user's node counts stay, with the adopted one added: the table still compares them. A
    // plan without node counts sweeps the default ones; it keeps doing so, with the adopted count
    // added where the defaults lack it (never the one count alone: the sweep would be one point).
    const std::vector<int> sweep = out.nodes.empty() ? defaultNodeCounts() : out.nodes;
    if (std::find(sweep.begin(), sweep.end(), candidate.nodes) == sweep.end()) {
        out.nodes = sweep;
        out.nodes.push_back(candidate.nodes);
        std::sort(out.nodes.begin(), out.nodes.end());
    }
    if (!sameSlot) {
        out.pricePerNodeHour.reset(); // the plan's own price was for its own size, region and tier
    }
    const bool withModel = spec.model.has_value() &&
                           !std::holds_alternative<GpuHoursWorkload>(spec.workload);
    if (withModel) {
        out.layout = candidate.layout;
        out.fabric.reset(); // the layout's step time replaces the fabric model and the memory block
        out.memory.reset();
        // They were measured with the plan's own size and layout: they stay only where both do.
        if (!(candidate.sku == spec.sku && spec.layout && *spec.layout == candidate.layout)) {
            out.measurements.clear();
        }
        // The step-time model gives the rate: a layout plan carries no MFU (the window keeps a
        // typed one on screen, greyed, for when the layout goes).
        out.workload = TokenMfuWorkload{workloadTokens(spec.workload), 0.0, 0.0};
    }
    return out;
}

std::vector<Stack> searchedStacks(const PlanSpec &spec)
{
    return searchedStacksOf(spec);
}

} // namespace capplan::model
