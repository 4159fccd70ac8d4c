// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Texts.h"

#include <algorithm>
#include <cmath>

namespace capplan::data {

namespace {
QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

double numberOr(const model::Finding &f, const char *key, double fallback = 0.0)
{
    const auto it = f.numbers.find(key);
    return it == f.numbers.end() ? fallback : it->second;
}

QString textOr(const model::Finding &f, const char *key)
{
    const auto it = f.texts.find(key);
    return it == f.texts.end() ? QString() : q(it->second);
}
} // namespace

Texts::Texts(QLocale locale)
    : m_locale(std::move(locale))
{
}

QString Texts::number(double value, int decimals) const
{
    return m_locale.toString(value, 'f', decimals);
}

QString Texts::asOf(const model::Provenance &provenance) const
{
    const QString iso = QString::fromStdString(provenance.asOf);
    if (provenance.asOfApproximate) {
        //: an approximate date, %1 the year and month as yyyy-mm, e.g. "about 2023-12"
        return tr("about %1").arg(QString::fromStdString(std::string(model::asOfShown(provenance))));
    }
    const QDate day = QDate::fromString(iso.left(10), Qt::ISODate);
    return day.isValid() ? m_locale.toString(day, QLocale::ShortFormat) : iso;
}

QString Texts::hours(double hours) const
{
    //: hours with one decimal, e.g. "12.4 h"
    return tr("%1 h").arg(m_locale.toString(hours, 'f', 1));
}

QString Texts::hoursWithBand(double hours, double low, double high) const
{
    const QString point = this->hours(hours);
    if (!(high > low) || m_locale.toString(low, 'f', 1) == m_locale.toString(high, 'f', 1)) {
        return point;
    }
    //: a wall clock and its band, e.g. "10.3 h (9.4–12.1 h)"
    return tr("%1 (%2–%3)").arg(point, m_locale.toString(low, 'f', 1), this->hours(high));
}

QString Texts::estimateBasis(const model::Evaluation &ev) const
{
    if (ev.steps.empty()) {
        return {};
    }
    // The recommended option's step, whose stack the band is of (the planner may run each row on
    // another stack); the first option's without a recommendation.
    std::size_t at = 0;
    for (std::size_t i = 0; ev.recommendation.chosen && i < ev.options.size() && i < ev.steps.size(); ++i) {
        if (ev.options[i].nodes == ev.recommendation.chosen->nodes) {
            at = i;
        }
    }
    const model::StepBreakdown &s = ev.steps[at];
    const QString stack = stackName(s.stack);
    const QString which = s.stackInferred ? tr("the %1 stack (inferred: the plan names none)").arg(stack)
                                          : tr("the %1 stack").arg(stack);
    const QString range = tr("%1–%2").arg(m_locale.toString(ev.band.slow, 'f', 2), m_locale.toString(ev.band.fast, 'f', 2));
    switch (ev.band.source) {
    case model::BandSource::Calibration:
        //: %1: the stack; %2: a range of factors, e.g. "0.95–1.05"; %3: a count
        return tr("step-time model on %1; band %2 × the estimated rate, from the plan's %3 measured runs")
            .arg(which, range)
            .arg(ev.band.rows);
    case model::BandSource::HeldOutRuns:
        //: %1: the stack; %2: a range of factors, e.g. "0.87–1.08"; %3: a count
        return tr("step-time model on %1; band %2 × the estimated rate, from %3 held-out published runs")
            .arg(which, range)
            .arg(ev.band.rows);
    case model::BandSource::None:
        break;
    }
    return tr("step-time model on %1").arg(which);
}

QString Texts::riskBand(const model::EstimateBand &band) const
{
    if (band.source == model::BandSource::None || (band.slow == 1.0 && band.fast == 1.0)) {
        return {};
    }
    //: %1–%2: the estimate's band as factors of the estimated rate, e.g. "0.85–1.06"
    return tr("Each trial's throughput is drawn from the estimate's band (%1–%2 × the estimated rate, log-normal).")
        .arg(m_locale.toString(band.slow, 'f', 2), m_locale.toString(band.fast, 'f', 2));
}

namespace {
// Currencies whose symbol names them alone. "$" is the US dollar's here because every Azure price
// list states USD as its default; the Australian, Canadian or New Zealand dollar, the yen and the
// yuan (both "¥") keep their codes so that no amount can be read in the wrong currency.
constexpr std::pair<std::string_view, const char16_t *> kSymbols[] = {
    {"USD", u"$"},
    {"EUR", u"\u20AC"},
    {"GBP", u"\u00A3"},
};

const char16_t *symbolOf(std::string_view currency)
{
    for (const auto &[code, symbol] : kSymbols) {
        if (code == currency) {
            return symbol;
        }
    }
    return nullptr;
}
} // namespace

QString Texts::currencySymbol(std::string_view currency)
{
    const char16_t *symbol = symbolOf(currency);
    return symbol != nullptr ? QString::fromUtf16(symbol) : QString::fromUtf8(currency.data(), static_cast<qsizetype>(currency.size()));
}

namespace {
QString moneyText(const QLocale &locale, double amount, std::string_view currency, int decimals)
{
    if (const char16_t *symbol = symbolOf(currency)) {
        // The locale places the symbol and the separators: "$2,421", "2.421 €".
        return locale.toCurrencyString(amount, QString::fromUtf16(symbol), decimals);
    }
    //: an amount in a currency shown by its code, e.g. "2,421 CHF"
    return Texts::tr("%1 %2").arg(locale.toString(amount, 'f', decimals),
                                  QString::fromUtf8(currency.data(), static_cast<qsizetype>(currency.size())));
}
} // namespace

std::pair<QString, QString> Texts::moneyAffixes(std::string_view currency) const
{
    const char16_t *symbol = symbolOf(currency);
    if (symbol == nullptr) {
        return {QString(), QLatin1Char(' ') + QString::fromUtf8(currency.data(), static_cast<qsizetype>(currency.size()))};
    }
    // Where this locale writes a symbol, found by formatting 1 with it; the space keeps the
    // field's number apart from the symbol it is typed next to.
    const QString sign = QString::fromUtf16(symbol);
    const QString sample = m_locale.toCurrencyString(1.0, sign, 0);
    if (sample.startsWith(sign)) {
        return {sign + QLatin1Char(' '), QString()};
    }
    return {QString(), QLatin1Char(' ') + sign};
}

QString Texts::money(double amount, std::string_view currency) const
{
    return moneyText(m_locale, amount, currency, 0);
}

QString Texts::moneyCents(double amount, std::string_view currency) const
{
    return moneyText(m_locale, amount, currency, 2);
}

QString Texts::percent(double fraction, int decimals) const
{
    //: a percentage, e.g. "85 %"
    return tr("%1 %").arg(m_locale.toString(fraction * 100.0, 'f', decimals));
}

QString Texts::hoursAsTyped(double hours) const
{
    // No ".0" for whole numbers, and as many decimals as a deadline field takes.
    return tr("%1 h").arg(quantity(std::round(hours * 100.0) / 100.0));
}

namespace {
QString compactHours(const Texts &t, double hours)
{
    return t.hoursAsTyped(hours);
}

QString nodesText(int n)
{
    return Texts::nodeCount(n);
}
} // namespace

QString Texts::nodeCount(int n)
{
    return n == 1 ? tr("1 node") : tr("%1 nodes").arg(n);
}

QString Texts::quantity(double value) const
{
    // Plain digits for everything a person types ("1,000,000,000", "0.85"); scientific notation,
    // in its portable lowercase form, only for values no field takes (1e+308, 1e-300).
    const double magnitude = std::abs(value);
    if (!std::isfinite(value) || magnitude >= 1e15 || (magnitude > 0.0 && magnitude < 1e-4)) {
        return QString::number(value, 'g', 6);
    }
    if (value == std::floor(value)) {
        return m_locale.toString(value, 'f', 0);
    }
    return m_locale.toString(value, 'g', 6);
}

QString Texts::issue(const model::InputIssue &issue) const
{
    const QString value = quantity(issue.value);
    switch (issue.code) {
    case model::IssueCode::Missing:
        return tr("is missing");
    case model::IssueCode::NotPositive:
        return tr("must be greater than zero (got %1)").arg(value);
    case model::IssueCode::Negative:
        return tr("must not be negative (got %1)").arg(value);
    case model::IssueCode::NotFinite:
        return tr("must be a finite number");
    case model::IssueCode::OutOfRange:
        // The fabric model's special cases (model/performance/Fabric.h): a divisor, and pipelines with sharding.
        if (issue.text == "divisor") {
            return tr("must divide the %1 GPUs of a node (got %2)").arg(quantity(issue.high), value);
        }
        if (issue.text == "heads") {
            return tr("must divide the %1 attention heads (got %2)").arg(quantity(issue.high), value);
        }
        if (issue.text == "layers") {
            return tr("pipeline stages × virtual stages must divide the %1 layers (got %2)").arg(quantity(issue.high), value);
        }
        if (issue.text == "experts") {
            return tr("must divide the %1 experts (got %2)").arg(quantity(issue.high), value);
        }
        if (issue.text == "micro_batch") {
            return tr("must be a multiple of the micro-batch size %1 (got %2)").arg(quantity(issue.low), value);
        }
        if (issue.text == "needs_pipeline") {
            return tr("virtual stages need pipeline parallelism (got %1)").arg(value);
        }
        if (issue.text == "strategy") {
            return tr("pipeline stages cannot be combined with ZeRO-2, ZeRO-3 or FSDP (got %1 stages)").arg(value);
        }
        return tr("must be from %1 to %2 (got %3)").arg(quantity(issue.low), quantity(issue.high), value);
    case model::IssueCode::TooLarge:
        return tr("must be at most %1 (got %2)").arg(quantity(issue.high), value);
    case model::IssueCode::NoEfficiencyPoints:
        return tr("needs at least one node count with its efficiency");
    case model::IssueCode::EfficiencyRange:
        return tr("efficiency must be in (0, 1] (got %1)").arg(value);
    case model::IssueCode::NodeCountRange:
        return tr("must be a node count from %1 to %2 (got %3)").arg(quantity(issue.low), quantity(issue.high), value);
    case model::IssueCode::Duplicate:
        return tr("node count %1 is listed twice").arg(value);
    case model::IssueCode::UnknownSize:
        return tr("\"%1\" is not a VM size in the catalog").arg(q(issue.text));
    case model::IssueCode::UnknownRegion:
        return tr("\"%1\" is not a region in the catalog").arg(q(issue.text));
    case model::IssueCode::NoPriceInCurrency:
        //: %1: the currencies the catalog has prices in, e.g. "EUR" or "EUR, GBP"
        return tr("the catalog prices this size, region and tier only in %1, and prices are never converted; set "
                  "the plan's currency to it or give %2 in the plan's currency")
            .arg(q(issue.text), fieldName(QStringLiteral("price_per_node_hour")));
    case model::IssueCode::NotCurrencyCode:
        return tr("must be a three-letter currency code such as USD or EUR (got \"%1\")").arg(q(issue.text));
    case model::IssueCode::NoPeak:
        return tr("the catalog has no peak TFLOP/s for \"%1\", so MFU cannot be turned into a throughput; give "
                  "%2 instead")
            .arg(q(issue.text), fieldName(QStringLiteral("tokens_per_gpu_second")));
    case model::IssueCode::ResultNotFinite:
        return tr("the inputs give a result too large to compute");
    case model::IssueCode::NoGpus:
        return tr("\"%1\" has no GPUs or no vCPUs in the catalog").arg(q(issue.text));
    case model::IssueCode::SpotNeedsServerless:
        return tr("\"spot\" is a queue of serverless Azure ML jobs, and this plan's compute is \"%1\"; set compute "
                  "to \"serverless\" or choose tier \"dedicated\"")
            .arg(q(issue.text));
    case model::IssueCode::LowPriorityNeedsCluster:
        return tr("\"low_priority\" is a tier of Azure ML clusters, and this plan's compute is \"%1\"; choose tier "
                  "\"dedicated\"%2")
            .arg(q(issue.text), issue.text == "serverless" ? tr(" or \"spot\"") : QString());
    case model::IssueCode::UnknownModel:
        return tr("\"%1\" is not a model in the library (capacity-planner-cli models lists them)").arg(q(issue.text));
    case model::IssueCode::GivenByModel:
        return tr("is given by the plan's model; leave it out");
    case model::IssueCode::TermedNeedsDedicated:
        //: %1: the plan's tier, "low_priority" or "spot"
        return tr("reservations and savings plans price dedicated VMs; tier \"%1\" has none: choose tier "
                  "\"dedicated\" or price_kind \"pay_as_you_go\"")
            .arg(q(issue.text));
    case model::IssueCode::NotATerm:
        return tr("%1 is not a term Azure sells (1 or 3 years)").arg(value);
    case model::IssueCode::TermWithoutKind:
        return tr("only a reservation or a savings plan has a term (got %1 with pay-as-you-go); leave it out or set "
                  "price_kind")
            .arg(value);
    case model::IssueCode::DiscountRange:
        return tr("must be at least 0 and less than 100 percent (got %1)").arg(value);
    case model::IssueCode::NoTermedPrice: {
        const int years = static_cast<int>(issue.value);
        if (issue.text == "savings_plan") {
            //: %1: the term in years; %2: the price field, "price_per_node_hour" in a plan file, its label on screen
            return tr("the catalog has no %1-year savings plan price for this size, region and currency; import it "
                      "(capacity-planner-cli import prices FILE, a Retail Prices API page whose \"Consumption\" "
                      "rows list \"savingsPlan\" terms, as prices.azure.com/api/retail/prices?api-version="
                      "2023-01-01-preview answers) or give %2")
                .arg(QString::number(years), fieldName(QStringLiteral("price_per_node_hour")));
        }
        //: %1: the term in years; %2: the price field, "price_per_node_hour" in a plan file, its label on screen
        return tr("the catalog has no %1-year reservation price for this size, region and currency; import it "
                  "(capacity-planner-cli import prices FILE, a Retail Prices API page with \"type\": "
                  "\"Reservation\" rows: prices.azure.com/api/retail/prices?$filter=priceType eq 'Reservation') "
                  "or give %2")
            .arg(QString::number(years), fieldName(QStringLiteral("price_per_node_hour")));
    }
    case model::IssueCode::UnknownName: {
        // The names each list of the search block takes (model/Search.h).
        const QString path = q(issue.path);
        QString names;
        if (path.startsWith(QLatin1String("search.tiers"))) {
            names = QStringLiteral("\"dedicated\", \"low_priority\", \"spot\"");
        } else if (path.startsWith(QLatin1String("search.strategies"))) {
            names = QStringLiteral("\"ddp\", \"zero1\", \"zero2\", \"zero3\", \"fsdp\"");
        } else if (path.startsWith(QLatin1String("search.stacks"))) {
            names = QStringLiteral("\"hf\", \"megatron\", \"deepspeed\", \"fsdp\"");
        } else if (path.startsWith(QLatin1String("search.recompute"))) {
            names = QStringLiteral("\"none\", \"selective\", \"full\"");
        } else if (path.startsWith(QLatin1String("search.precision"))) {
            names = QStringLiteral("\"bf16\", \"fp8\"");
        } else if (path.startsWith(QLatin1String("search.fine_tuning"))) {
            names = QStringLiteral("\"full\", \"lora\", \"qlora\"");
        }
        if (names.isEmpty()) {
            return tr("\"%1\" is not a name this list takes").arg(q(issue.text));
        }
        //: %2: the names the list takes, e.g. "ddp", "zero1", "zero2", "zero3", "fsdp"
        return tr("\"%1\" is not one of %2").arg(q(issue.text), names);
    }
    case model::IssueCode::StackStrategy: {
        // text: "<stack> <strategy>" (model/performance/Stack.h, stackRunsStrategy).
        const QString text = q(issue.text);
        const QString stack = text.section(QLatin1Char(' '), 0, 0);
        const QString strategy = text.section(QLatin1Char(' '), 1, 1);
        QStringList runs;
        if (const auto named = model::stackFromString(stack.toStdString())) {
            for (const model::Strategy s : {model::Strategy::Ddp, model::Strategy::Zero1, model::Strategy::Zero2,
                                            model::Strategy::Zero3, model::Strategy::Fsdp}) {
                if (model::stackRunsStrategy(*named, s)) {
                    runs << QLatin1Char('"') + QString::fromLatin1(model::toString(s).data()) + QLatin1Char('"');
                }
            }
        }
        //: %1: the stack; %2: the strategy field's name; %3: the strategy; %4: the strategies the stack runs
        return tr("\"%1\" does not run %2 \"%3\"; it runs %4")
            .arg(stack, fieldName(QStringLiteral("layout.strategy")), strategy, runs.join(QStringLiteral(", ")));
    }
    case model::IssueCode::StackFeature: {
        // text: "<stack> <feature>" (model/performance/Stack.h, the stack table).
        const QString stack = q(issue.text).section(QLatin1Char(' '), 0, 0);
        const QString feature = q(issue.text).section(QLatin1Char(' '), 1, 1);
        const QString what = feature == QLatin1String("tensor_parallel")     ? tr("tensor parallelism")
                             : feature == QLatin1String("pipeline_parallel") ? tr("pipeline parallelism")
                             : feature == QLatin1String("virtual_stages")    ? tr("virtual pipeline stages (the interleaved schedule)")
                             : feature == QLatin1String("sequence_parallel") ? tr("sequence parallelism")
                             : feature == QLatin1String("expert_parallel")   ? tr("expert parallelism")
                             : feature == QLatin1String("lora")              ? tr("LoRA")
                             : feature == QLatin1String("qlora")             ? tr("QLoRA")
                             : feature == QLatin1String("fp8")               ? tr("FP8")
                                                                             : feature;
        //: %1: the stack; %2: the stack field's name; %3: what the layout asks, e.g. "QLoRA"
        const QString field = q(issue.path).startsWith(QLatin1String("search.")) ? QStringLiteral("search.stacks")
                                                                                   : QStringLiteral("layout.stack");
        return tr("the \"%1\" stack (%2) does not run %3: choose another stack or leave it out")
            .arg(stack, fieldName(field), what);
    }
    case model::IssueCode::CompiledNeedsFsdp:
        //: %1: the stack the layout runs on
        return tr("torch.compile is modelled for the \"fsdp\" stack only (this layout runs on \"%1\")").arg(q(issue.text));
    case model::IssueCode::MeasuredOnOtherStack: {
        const QString text = q(issue.text);
        //: %1: the stack the run was measured on; %2: the stack of the plan's layout
        return tr("was measured on \"%1\", but the layout runs on \"%2\": a run of another stack cannot calibrate "
                  "this one")
            .arg(text.section(QLatin1Char(' '), 0, 0), text.section(QLatin1Char(' '), 1, 1));
    }
    case model::IssueCode::MfuNeedsModel:
        return tr("is a measured MFU, which only the step-time model turns into a rate (a plan with a model and "
                  "tokens, without a measured rate): give the measured tokens per second instead");
    case model::IssueCode::NoLayoutOption:
        if (issue.text == "planner") {
            return tr("has no node count on which a parallel layout of the model runs: list node counts whose GPUs "
                      "divide into the model's tensor, pipeline and data-parallel groups (and, without InfiniBand, "
                      "one node)");
        }
        return tr("has no node count the layout can use: the GPUs must be a multiple of tensor × pipeline parallel (%1) "
                  "and the global batch must divide into the data-parallel micro-batches")
            .arg(value);
    }
    return tr("is not valid");
}

QString Texts::riskRecommendation(const model::RiskRecommendation &rec, model::Tier tier) const
{
    using model::RiskRecommendationReason;
    const QString confidence = percent(rec.confidence, rec.confidence * 100.0 == std::floor(rec.confidence * 100.0) ? 0 : 1);
    const QString head = tr("At %1 confidence (%2)").arg(confidence, tierName(tier));
    auto row = [this, &rec](const model::RiskRow &r) {
        return tr("%1: expected %2, %3; %4 chance to finish by the deadline")
            .arg(nodesText(r.nodes), hours(r.expectedWallClockHours), money(r.expectedCost, rec.currency), percent(r.pMeetDeadline, 1));
    };
    switch (rec.reason) {
    case RiskRecommendationReason::MeetsDeadlineAtConfidence:
        return tr("%1: %2 — the cheapest expected cost that meets the %3 deadline with at least %4 probability.")
            .arg(head, row(*rec.chosen), compactHours(*this, rec.deadlineHours.value_or(0.0)), confidence);
    case RiskRecommendationReason::CheapestWithinBudget:
        return tr("%1: %2 — the cheapest expected cost within the %3 budget.")
            .arg(head, nodesText(rec.chosen->nodes), money(rec.budget.value_or(0.0), rec.currency));
    case RiskRecommendationReason::CheapestOverall:
        return tr("%1: %2 — the cheapest expected cost, failures and restarts included (%3).")
            .arg(head, nodesText(rec.chosen->nodes), money(rec.chosen->expectedCost, rec.currency));
    case RiskRecommendationReason::NoneReachesConfidence:
        if (rec.bestProbabilityNodes) {
            return tr("%1: no recommendation — no node count meets the %2 deadline with %3 probability. The most "
                      "likely is %4 at %5.")
                .arg(head, compactHours(*this, rec.deadlineHours.value_or(0.0)), confidence,
                     nodesText(*rec.bestProbabilityNodes), percent(rec.bestProbability));
        }
        return tr("%1: no recommendation — no node count meets the %2 deadline with %3 probability.")
            .arg(head, compactHours(*this, rec.deadlineHours.value_or(0.0)), confidence);
    case RiskRecommendationReason::NoneWithinBudget:
        return tr("%1: no recommendation — the node counts likely enough to meet the deadline cost more than the %2 "
                  "budget; the cheapest of them, %3, expects %4.")
            .arg(head, money(rec.budget.value_or(0.0), rec.currency), nodesText(rec.cheapestQualifyingNodes.value_or(0)),
                 money(rec.cheapestQualifyingCost, rec.currency));
    case RiskRecommendationReason::NoneFits:
        return tr("%1: no recommendation — the job does not fit in GPU memory at any node count.").arg(head);
    case RiskRecommendationReason::NoFiniteCost:
        return tr("%1: no recommendation — interruptions are so frequent that no node count is expected to finish.")
            .arg(head);
    case RiskRecommendationReason::NoRows:
        return tr("%1: no recommendation — there are no node counts to compare.").arg(head);
    }
    return {};
}

QString Texts::cost(const model::OptionRow &row, const std::string &currency) const
{
    return row.priced ? money(row.cost, currency) : tr("cost unknown");
}

QString Texts::priceBasis(const model::PriceBasis &basis) const
{
    QString kind;
    switch (basis.kind) {
    case model::PlanPriceKind::PayAsYouGo:
        kind = tr("pay-as-you-go");
        break;
    case model::PlanPriceKind::Reservation:
        //: %1: the term in years, 1 or 3
        kind = tr("%1-year reservation").arg(basis.termYears);
        break;
    case model::PlanPriceKind::SavingsPlan:
        //: %1: the term in years, 1 or 3
        kind = tr("%1-year savings plan").arg(basis.termYears);
        break;
    }
    if (basis.discountPercent == 0.0) {
        return kind;
    }
    // As many decimals as the discount has, up to two: "12 %", "99.9 %", "7.25 %".
    const double d = basis.discountPercent;
    const int decimals = d == std::round(d) ? 0 : d * 10.0 == std::round(d * 10.0) ? 1 : 2;
    //: %1: the price kind ("pay-as-you-go", "3-year reservation"), %2: the discount, e.g. "12 %"
    return tr("%1 with a %2 discount").arg(kind, percent(d / 100.0, decimals));
}

QString Texts::costHeader(const QString &label, const model::PriceBasis &basis) const
{
    if (basis.isDefault()) {
        return label;
    }
    //: a cost column's header and how its costs are priced, e.g. "cost (3-year reservation)"
    return tr("%1 (%2)").arg(label, priceBasis(basis));
}

QString Texts::recommendation(const model::Recommendation &rec) const
{
    QString text = recommendationBody(rec);
    if (!rec.priceBasis.isDefault() && !rec.byNodeHours && !text.isEmpty()) {
        //: ends the recommendation when the plan is not priced plain pay-as-you-go
        text += QLatin1Char(' ') + tr("Prices: %1.").arg(priceBasis(rec.priceBasis));
    }
    return text;
}

QString Texts::recommendationBody(const model::Recommendation &rec) const
{
    using model::RecommendationReason;
    auto option = [this, &rec](const model::OptionRow &row) {
        return tr("%1: %2, %3").arg(nodesText(row.nodes), hours(row.wallClockHours), cost(row, rec.currency));
    };
    switch (rec.reason) {
    case RecommendationReason::CheapestMeetingConstraints:
    case RecommendationReason::CheapestOverall: {
        const model::OptionRow &c = *rec.chosen;
        QString why;
        if (rec.byNodeHours) {
            // Without a price the cost at any one price per node-hour is node-hours × price.
            why = rec.deadlineHours
                      ? tr("the fewest node-hours (%1) that meet the %2 deadline; no price is known, so this is the "
                           "cheapest option at any price per node-hour and no budget is checked.")
                            .arg(number(c.nodeHours, 0), compactHours(*this, *rec.deadlineHours))
                      : tr("the fewest node-hours (%1); no price is known, so this is the cheapest option at any "
                           "price per node-hour and no budget is checked.")
                            .arg(number(c.nodeHours, 0));
        } else if (rec.deadlineHours && rec.budget) {
            why = tr("the cheapest option that meets the %1 deadline within the %2 budget.")
                      .arg(compactHours(*this, *rec.deadlineHours), money(*rec.budget, rec.currency));
        } else if (rec.deadlineHours) {
            why = tr("the cheapest option that meets the %1 deadline.").arg(compactHours(*this, *rec.deadlineHours));
        } else if (rec.budget) {
            why = tr("the cheapest option within the %1 budget.").arg(money(*rec.budget, rec.currency));
        } else {
            why = tr("the cheapest option (no deadline or budget set).");
        }
        QString text = tr("%1 — %2").arg(option(c), why);
        if (!rec.notFitting.empty()) {
            text += QLatin1Char(' ') + notFittingText(rec);
        }
        if (rec.slowdownMargin && rec.deadlineHours) {
            //: %1: the deadline; %2: a percentage; %3: the wall clock at the band's slow end
            text += QLatin1Char(' ') + tr("It meets the %1 deadline unless the run is more than %2 slower than "
                                          "estimated (the estimate's band reaches %3).")
                                           .arg(compactHours(*this, *rec.deadlineHours), percent(*rec.slowdownMargin),
                                                hours(c.wallClockHoursHigh));
        }
        if (rec.fasterAtNearlySameCost) {
            // Much sooner for almost nothing more (model::kNearlySameCostShare, kMuchFasterShare).
            const model::OptionRow &f = *rec.fasterAtNearlySameCost;
            const double extra = c.priced ? f.cost - c.cost : f.nodeHours - c.nodeHours;
            const QString difference = !c.priced ? number(std::max(0.0, extra), 0) : money(std::max(0.0, extra), rec.currency);
            // A difference that rounds to nothing as shown ("$0", "0") is the same cost, said so.
            const bool same = difference == (!c.priced ? number(0.0, 0) : money(0.0, rec.currency));
            if (same) {
                //: %1: nodes ("4 nodes"), %2: its wall clock, %3: its cost (or node-hours), %4: how much sooner
                text += QLatin1Char(' ') +
                        (!c.priced ? tr("Much faster at the same node-hours: %1 finish in %2 (%3 node-hours), %4 sooner.")
                                   : tr("Much faster at the same cost: %1 finish in %2 for %3, %4 sooner."))
                            .arg(nodesText(f.nodes), hours(f.wallClockHours),
                                 !c.priced ? number(f.nodeHours, 0) : cost(f, rec.currency),
                                 hours(c.wallClockHours - f.wallClockHours));
            } else {
                //: %1: nodes ("4 nodes"), %2: its wall clock, %3: its cost, %4: the recommended option's wall
                //: clock, %5: the cost difference (money or node-hours), %6: the threshold ("1 %")
                text += QLatin1Char(' ') +
                        (!c.priced ? tr("Much faster at almost the same node-hours: %1 finish in %2 (%3 node-hours), %4 "
                                        "sooner, for %5 more node-hours (within %6).")
                                   : tr("Much faster at almost the same cost: %1 finish in %2 for %3, %4 sooner, for "
                                        "%5 more (within %6)."))
                            .arg(nodesText(f.nodes), hours(f.wallClockHours),
                                 !c.priced ? number(f.nodeHours, 0) : cost(f, rec.currency),
                                 hours(c.wallClockHours - f.wallClockHours), difference,
                                 percent(model::kNearlySameCostShare, 0));
            }
        }
        // The fastest option, where it is not the one just named.
        const bool fastestNamed = rec.fasterAtNearlySameCost && rec.fastest &&
                                  rec.fasterAtNearlySameCost->nodes == rec.fastest->nodes;
        if (!fastestNamed && rec.fasterExtraCost && std::abs(*rec.fasterExtraCost) >= 0.005) {
            // The price of finishing sooner; under half a percent it is not worth a sentence.
            const model::OptionRow &f = *rec.fastest;
            const double extra = *rec.fasterExtraCost;
            // Without a price the difference is in node-hours (the cost at any one price).
            const QString sentence = !c.priced ? (extra >= 0.0 ? tr("%1 would finish in %2 for %3 more node-hours.")
                                                                : tr("%1 would finish in %2 for %3 fewer node-hours."))
                                     : extra >= 0.0 ? tr("%1 would finish in %2 for %3 more.")
                                                    : tr("%1 would finish in %2 for %3 less.");
            text += QLatin1Char(' ') + sentence.arg(nodesText(f.nodes), hours(f.wallClockHours), percent(std::abs(extra)));
        }
        return text;
    }
    case RecommendationReason::NoneMeetsDeadline:
        return tr("No recommendation: no node count meets the %1 deadline. The fastest option is %2.")
            .arg(compactHours(*this, rec.deadlineHours.value_or(0.0)), option(*rec.fastest));
    case RecommendationReason::NoneWithinBudget:
        return tr("No recommendation: no node count stays within the %1 budget. The cheapest option is %2; the "
                  "fastest is %3.")
            .arg(money(rec.budget.value_or(0.0), rec.currency), option(*rec.cheapest), option(*rec.fastest));
    case RecommendationReason::NoneMeetsBoth:
        return tr("No recommendation: no node count meets the %1 deadline within the %2 budget. The fastest option "
                  "is %3; the cheapest is %4.")
            .arg(compactHours(*this, rec.deadlineHours.value_or(0.0)), money(rec.budget.value_or(0.0), rec.currency),
                 option(*rec.fastest), option(*rec.cheapest));
    case RecommendationReason::NoneMeetsDeadlineOrBudget:
        return tr("No recommendation: no node count meets the %1 deadline, and none stays within the %2 budget. "
                  "The fastest option is %3; the cheapest is %4.")
            .arg(compactHours(*this, rec.deadlineHours.value_or(0.0)), money(rec.budget.value_or(0.0), rec.currency),
                 option(*rec.fastest), option(*rec.cheapest));
    case RecommendationReason::NoneFits:
        return tr("No recommendation: no node count of the sweep fits in %1 GiB per GPU; add larger node counts or "
                  "shard more (ZeRO-3, FSDP).")
            .arg(number(rec.gpuMemoryGB / model::kBytesPerGiB * 1e9, 0));
    case RecommendationReason::NoOptions:
        return tr("No recommendation: there are no node counts to compare.");
    }
    return {};
}

// "1 and 2 nodes do not fit in 80 GB per GPU." — why cheaper options were passed over.
QString Texts::notFittingText(const model::Recommendation &rec) const
{
    QStringList counts;
    for (const int n : rec.notFitting) {
        counts << QString::number(n);
    }
    QString list = counts.join(QStringLiteral(", "));
    if (counts.size() > 1) {
        //: the last two of a list of node counts, e.g. "1, 2 and 4"
        list = tr("%1 and %2").arg(QStringList(counts.mid(0, counts.size() - 1)).join(QStringLiteral(", ")), counts.back());
    }
    // In GiB, as the size's facts state GPU memory (80 GiB for an H100; the memory model's 85.9 GB).
    const QString capacity = number(rec.gpuMemoryGB / model::kBytesPerGiB * 1e9, 0);
    if (rec.notFitting.size() == 1 && rec.notFitting.front() == 1) {
        return tr("1 node does not fit in %1 GiB per GPU.").arg(capacity);
    }
    return tr("%1 nodes do not fit in %2 GiB per GPU.").arg(list, capacity);
}

QString Texts::findingTitle(model::FindingCode code) const
{
    switch (code) {
    case model::FindingCode::NoInfiniband:
        return tr("No InfiniBand");
    case model::FindingCode::RetiredSize:
        return tr("Retired size");
    case model::FindingCode::NoFeasibleOption:
        return tr("No feasible option");
    case model::FindingCode::UnverifiedValue:
        return tr("Unverified value");
    case model::FindingCode::CommunicationBound:
        return tr("Communication-bound");
    case model::FindingCode::TcpFallbackRisk:
        return tr("TCP fallback risk");
    case model::FindingCode::NetworkBottleneck:
        return tr("Network bottleneck");
    case model::FindingCode::BatchTooSmall:
        return tr("Batch too small");
    case model::FindingCode::DoesNotFit:
        return tr("Does not fit");
    case model::FindingCode::TcpFallback:
        return tr("TCP fallback");
    case model::FindingCode::QuotaExceeded:
        return tr("Quota exceeded");
    case model::FindingCode::QuotaUnknown:
        return tr("Quota unknown");
    case model::FindingCode::QuotaHeldWhenIdle:
        return tr("Quota held when idle");
    case model::FindingCode::RegionRestricted:
        return tr("Not available here");
    case model::FindingCode::PlacementGroupSupportRequest:
        return tr("Placement group above 100 VMs");
    case model::FindingCode::BeyondPlacementGroup:
        return tr("Beyond one placement group");
    case model::FindingCode::HpcTeamEngagement:
        return tr("Azure HPC team engagement");
    case model::FindingCode::NoPrice:
        return tr("No price");
    case model::FindingCode::NotAnOption:
        return tr("Not an option for the layout");
    case model::FindingCode::TensorParallelAcrossDomain:
        return tr("Tensor parallelism beyond NVLink");
    case model::FindingCode::PlannerLayout:
        return tr("Layout chosen by the planner");
    case model::FindingCode::DataCopy:
        return tr("Data in another region");
    }
    return {};
}

QString Texts::finding(const model::Finding &f) const
{
    switch (f.code) {
    case model::FindingCode::NoInfiniband: {
        const double ethernet = numberOr(f, "ethernet_gbps_per_vm");
        const double ratio = numberOr(f, "bandwidth_ratio");
        QString text = tr("%1 has no InfiniBand: across nodes NCCL falls back to TCP over Ethernet (%2 Gb/s per VM)")
                           .arg(q(f.subject), number(ethernet, 0));
        if (ratio > 0.0) {
            text += tr(", roughly %1× less bandwidth than the %2 Tb/s InfiniBand of one ND H100 v5 VM")
                        .arg(number(ratio, 0), number(numberOr(f, "reference_ib_gbps_per_vm") / 1000.0, 1));
        }
        return text + tr(". Adding nodes can make training slower, not faster; use an ND size with InfiniBand "
                         "for multi-node runs.");
    }
    case model::FindingCode::RetiredSize: {
        const QString date = textOr(f, "retirement_date");
        if (date.isEmpty()) {
            return tr("%1 is retired: clusters on it must be recreated on a current size.").arg(q(f.subject));
        }
        return tr("%1 was retired on %2: clusters on it must be recreated on a current size.")
            .arg(q(f.subject), m_locale.toString(QDate::fromString(date, Qt::ISODate), QLocale::LongFormat));
    }
    case model::FindingCode::NoFeasibleOption: {
        const QString constraint = textOr(f, "constraint");
        const std::string currency = textOr(f, "currency").isEmpty() ? std::string(model::kDefaultCurrency)
                                                                     : textOr(f, "currency").toStdString();
        const QString fastest = tr("%1 at %2 (%3)")
                                    .arg(nodesText(static_cast<int>(numberOr(f, "fastest_nodes"))),
                                         hours(numberOr(f, "fastest_wall_clock_hours")),
                                         money(numberOr(f, "fastest_cost"), currency));
        if (constraint == QStringLiteral("deadline")) {
            return tr("No option meets the %1 deadline; the fastest is %2.")
                .arg(compactHours(*this, numberOr(f, "deadline_hours")), fastest);
        }
        if (constraint == QStringLiteral("budget")) {
            return tr("No option stays within the %1 budget; the cheapest is %2.")
                .arg(money(numberOr(f, "budget"), currency),
                     tr("%1 at %2").arg(nodesText(static_cast<int>(numberOr(f, "cheapest_nodes"))),
                                        money(numberOr(f, "cheapest_cost"), currency)));
        }
        if (constraint == QStringLiteral("memory")) {
            return tr("No option of the sweep fits in GPU memory (see the memory findings); none can be recommended.");
        }
        return tr("No option meets both the deadline and the budget; the fastest is %1.").arg(fastest);
    }
    case model::FindingCode::UnverifiedValue: {
        const QDate asOf = QDate::fromString(textOr(f, "as_of"), Qt::ISODate);
        return tr("Not verified: %1 of %2 (source: %3, as of %4).")
            .arg(fieldLabel(textOr(f, "field")), q(f.subject), textOr(f, "source"),
                 asOf.isValid() ? m_locale.toString(asOf, QLocale::ShortFormat) : textOr(f, "as_of"));
    }
    case model::FindingCode::CommunicationBound:
        return tr("From %1 on, exposed communication takes %2 of each step (%3 s of %4 s): more nodes mostly "
                  "add waiting. A larger global batch, more overlap or fewer nodes help.")
            .arg(nodesText(static_cast<int>(numberOr(f, "nodes"))), percent(numberOr(f, "exposed_share")),
                 number(numberOr(f, "exposed_comm_seconds"), 2), number(numberOr(f, "step_seconds"), 2));
    case model::FindingCode::TcpFallbackRisk:
        return tr("%1 has no InfiniBand: with more than one node NCCL talks over TCP on %2 Gb/s Ethernet per VM. "
                  "Check the NCCL_DEBUG=INFO log for NET/IB, not NET/Socket.")
            .arg(q(f.subject), number(numberOr(f, "ethernet_gbps_per_vm"), 0));
    case model::FindingCode::NetworkBottleneck:
        return tr("%1 speedup at 2 nodes is %2×, under 1.5×: the network is the bottleneck.")
            .arg(numberOr(f, "measured") > 0.0 ? tr("The measured") : tr("The modelled"),
                 number(numberOr(f, "speedup_at_two_nodes"), 2));
    case model::FindingCode::BatchTooSmall:
        return tr("From %1 on, a data-parallel replica gets %2 sequences per step, less than one: the global batch "
                  "is too small for that many GPUs.")
            .arg(nodesText(static_cast<int>(numberOr(f, "nodes"))), number(numberOr(f, "sequences_per_replica"), 2));
    case model::FindingCode::DoesNotFit: {
        QString text = tr("At %1 the model needs %2 GB per GPU, more than the %3 GB the GPU has.")
                           .arg(nodesText(static_cast<int>(numberOr(f, "nodes"))), number(numberOr(f, "total_gb"), 1),
                                number(numberOr(f, "capacity_gb"), 1));
        if (f.numbers.count("fits_at_nodes") != 0) {
            text += QLatin1Char(' ') + tr("It fits from %1 on.").arg(nodesText(static_cast<int>(numberOr(f, "fits_at_nodes"))));
        } else if (numberOr(f, "shards_everything") > 0.0) {
            text += QLatin1Char(' ') + tr("No listed node count fits, and the strategy already shards weights, "
                                          "gradients and optimizer states: use more nodes, tensor or pipeline "
                                          "parallelism, recomputation or LoRA.");
        } else {
            text += QLatin1Char(' ') + tr("No node count fits with this strategy: shard more (ZeRO-3/FSDP) or use "
                                          "LoRA.");
        }
        return text;
    }
    case model::FindingCode::TcpFallback:
        return tr("The NCCL log shows a TCP fallback (line %1): the run did not use InfiniBand.")
            .arg(number(numberOr(f, "line"), 0));
    case model::FindingCode::QuotaExceeded:
        return tr("%1 needs %2 cores of %3 in %4, but the quota allows only %5 more: request %6 more cores.")
            .arg(nodesText(static_cast<int>(numberOr(f, "nodes"))), number(numberOr(f, "cores_needed"), 0),
                 textOr(f, "family"), textOr(f, "region"),
                 number(std::max(0.0, numberOr(f, "cores_needed") - numberOr(f, "cores_to_request")), 0),
                 number(numberOr(f, "cores_to_request"), 0));
    case model::FindingCode::QuotaUnknown:
        return tr("No quota usage is imported for %1 in %2: import `az vm list-usage --location %2 -o json` to see "
                  "whether the %3 cores fit.")
            .arg(textOr(f, "family"), textOr(f, "region"), number(numberOr(f, "cores_needed"), 0));
    case model::FindingCode::QuotaHeldWhenIdle:
        return tr("A cluster with max_instances = %1 holds %2 cores of %3 quota even when scaled to zero; delete it "
                  "or lower max_instances after the run.")
            .arg(number(numberOr(f, "nodes"), 0), number(numberOr(f, "cores_needed"), 0), textOr(f, "family"));
    case model::FindingCode::RegionRestricted:
        //: %3: Azure's reason code, e.g. NotAvailableForSubscription
        return tr("%1 is not available in %2 for this subscription (az vm list-skus: %3): a cluster there cannot be "
                  "created until Azure support lifts the restriction; choose another region or request access.")
            .arg(q(f.subject), textOr(f, "region"), textOr(f, "reason"));
    case model::FindingCode::PlacementGroupSupportRequest:
        //: %1: "101 nodes"; a placement group is Azure's set of VMs on one InfiniBand fabric
        return tr("From %1 on, the VMs exceed the %2 VMs a scale set's single placement group holds by default: open "
                  "an Azure support request to raise the single placement group limit (up to %3 VMs) before the run. "
                  "Do not set singlePlacementGroup to false: a large scale set has no InfiniBand.")
            .arg(nodesText(static_cast<int>(numberOr(f, "nodes"))), number(numberOr(f, "limit_vms"), 0),
                 number(numberOr(f, "raised_limit_vms"), 0));
    case model::FindingCode::BeyondPlacementGroup:
        return tr("From %1 on, the VMs cannot share one placement group (at most %2 VMs), and InfiniBand does not "
                  "connect VMs in different placement groups: these options need a multi-fabric setup agreed with "
                  "the Azure HPC team through your Microsoft account team, or fewer nodes.")
            .arg(nodesText(static_cast<int>(numberOr(f, "nodes"))), number(numberOr(f, "limit_vms"), 0));
    case model::FindingCode::HpcTeamEngagement:
        return tr("From %1 on (%2 GPUs), the run needs more than %3 GPUs on one InfiniBand fabric: engage the Azure "
                  "HPC team through your Microsoft account team before planning on it.")
            .arg(nodesText(static_cast<int>(numberOr(f, "nodes"))), number(numberOr(f, "gpus"), 0),
                 number(numberOr(f, "limit_gpus"), 0));
    case model::FindingCode::NoPrice:
        //: %1 size, %2 region, %3 tier, %4 currency, %5 the price field (its key in a plan file, its label on screen)
        return tr("No price for %1 in %2 (%3, %4): time, memory and quota are planned, the cost is unknown and the "
                  "options are ranked by node-hours. Import its price (capacity-planner-cli import prices FILE, from "
                  "the Azure Retail Prices API: prices.azure.com/api/retail/prices?$filter=armSkuName eq '%1' and "
                  "armRegionName eq '%2') or give %5.")
            .arg(q(f.subject), textOr(f, "region"), textOr(f, "tier"), textOr(f, "currency"),
                 fieldName(QStringLiteral("price_per_node_hour")));
    case model::FindingCode::NotAnOption: {
        const QString reason = textOr(f, "reason");
        const QString nodes = nodesText(static_cast<int>(numberOr(f, "nodes")));
        if (reason == QLatin1String("gpus_not_divisible")) {
            return tr("%1 (%2 GPUs) is not an option: the GPUs do not divide into tensor × pipeline parallel groups, "
                      "so the data-parallel degree is not a whole number.")
                .arg(nodes, number(numberOr(f, "gpus"), 0));
        }
        if (reason == QLatin1String("batch_not_divisible")) {
            if (f.numbers.count("filling_batch_sequences") != 0) {
                //: %1: "4 nodes"; %2: sequences per step
                return tr("%1 is not an option: the global batch does not divide into the data-parallel replicas' "
                          "micro-batches; a global batch of %2 sequences would.")
                    .arg(nodes, number(numberOr(f, "filling_batch_sequences"), 0));
            }
            return tr("%1 is not an option: the global batch does not divide into the data-parallel replicas' "
                      "micro-batches.")
                .arg(nodes);
        }
        if (reason == QLatin1String("no_infiniband")) {
            return tr("%1 is not an option: %2 has no InfiniBand, so the planner runs it on one node only, as Best "
                      "plans does (across nodes NCCL would fall back to TCP over Ethernet).")
                .arg(nodes, q(f.subject));
        }
        if (reason == QLatin1String("no_layout_runs")) {
            if (f.numbers.count("filling_batch_sequences") != 0) {
                //: %1: "4,096 nodes"; %2: GPUs; %3: sequences per step
                return tr("%1 (%2 GPUs) is not an option: no parallel layout of the model divides that many GPUs and "
                          "the global batch; it takes a global batch of at least %3 sequences (search.global_batch_tokens) "
                          "to give every data-parallel replica one.")
                    .arg(nodes, number(numberOr(f, "gpus"), 0), number(numberOr(f, "filling_batch_sequences"), 0));
            }
            return tr("%1 (%2 GPUs) is not an option: no parallel layout of the model divides that many GPUs and the "
                      "global batch.")
                .arg(nodes, number(numberOr(f, "gpus"), 0));
        }
        if (reason == QLatin1String("expert_parallel_not_divisible")) {
            return tr("%1 is not an option: expert parallelism does not divide the data-parallel degree.").arg(nodes);
        }
        return tr("%1 is not an option for the layout (%2).").arg(nodes, reason);
    }
    case model::FindingCode::PlannerLayout: {
        //: %1: sequences per step; %2: tokens per sequence
        const QString batch = tr("%1 sequences of %2 tokens").arg(number(numberOr(f, "global_batch_sequences"), 0),
                                                                  number(numberOr(f, "sequence_length"), 0));
        const QString from = textOr(f, "batch_from");
        QString text = from == QLatin1String("scaling")
                           //: %1: the batch, e.g. "1,024 sequences of 4,096 tokens"
                           ? tr("The plan names no parallel layout: each node count runs the fastest layout that fits "
                                "in GPU memory, as Best plans would choose it, on the scaling block's batch of %1. Fix "
                                "one in the Layout section to use it on every row.")
                                 .arg(batch)
                       : from == QLatin1String("search")
                           //: %1: the batch, e.g. "1,024 sequences of 4,096 tokens"
                           ? tr("The plan names no parallel layout: each node count runs the fastest layout that fits "
                                "in GPU memory, as Best plans would choose it, on the plan's batch of %1. Fix one in "
                                "the Layout section to use it on every row.")
                                 .arg(batch)
                           : tr("The plan names no parallel layout: each node count runs the fastest layout that fits "
                                "in GPU memory, as Best plans would choose it, on the default batch of %1. Fix one in "
                                "the Layout section to use it on every row.")
                                 .arg(batch);
        if (f.numbers.count("grown_from_nodes") != 0) {
            //: %1: "2,048 nodes"; %2: sequences
            text += QLatin1Char(' ') +
                    tr("That batch cannot be split over the GPUs of %1 and more, so there the planner doubles it, up "
                       "to %2 sequences, as large published runs grow theirs with the cluster (at most 16 M tokens, "
                       "Llama 3 405B's).")
                        .arg(nodesText(static_cast<int>(numberOr(f, "grown_from_nodes"))),
                             number(numberOr(f, "grown_batch_sequences"), 0));
        }
        if (!textOr(f, "searched_stacks").isEmpty()) {
            //: %1: the stacks searched, e.g. "hf, deepspeed, megatron"; %2: those the rows run on
            text += QLatin1Char(' ') + tr("It searches the training stacks %1 (search.stacks) and each row's layout "
                                          "names the one it runs on, the fastest that fits: %2.")
                                           .arg(textOr(f, "searched_stacks"), textOr(f, "chosen_stacks"));
        }
        if (f.numbers.count("workload_mfu") != 0) {
            //: %1: the workload's MFU, e.g. "40 %"
            text += QLatin1Char(' ') +
                    tr("The workload's MFU of %1 is not the rate: the step-time model gives it. If you measured that "
                       "MFU, add it as a measurement with the node count it was measured on, and it calibrates the "
                       "model.")
                        .arg(percent(numberOr(f, "workload_mfu")));
        }
        return text;
    }
    case model::FindingCode::TensorParallelAcrossDomain:
        return tr("Tensor parallelism of %1 is wider than the %2 GPUs one NVLink domain of %3 joins: its collectives "
                  "run over InfiniBand, at a fraction of NVLink's bandwidth, on every layer. Keep tensor parallelism "
                  "within the domain and use pipeline parallelism across nodes.")
            .arg(number(numberOr(f, "tensor_parallel"), 0), number(numberOr(f, "nvlink_domain_gpus"), 0), q(f.subject));
    case model::FindingCode::DataCopy: {
        const QString from = textOr(f, "data_region");
        const QString to = textOr(f, "region");
        const QString gb = tr("%1 GB").arg(number(numberOr(f, "dataset_gb"), 0));
        const std::string currency = textOr(f, "currency").toStdString();
        if (f.numbers.count("cost") != 0) {
            return tr("The data is in %1 and the plan runs in %2: copying %3 there first costs %4 once (%5 per GB), "
                      "included in every cost. Reading it across regions instead pays latency and transfer on every "
                      "read.")
                .arg(from, to, gb, moneyCents(numberOr(f, "cost"), currency),
                     moneyCents(numberOr(f, "price_per_gb"), currency));
        }
        return tr("The data is in %1 and the plan runs in %2: copy %3 there first. The copy is not priced and not in "
                  "the costs: import the Retail Prices API's \"Bandwidth\" page with capacity-planner-cli import "
                  "prices, or give %4.")
            .arg(from, to, gb, fieldName(QStringLiteral("transfer_price_per_gb")));
    }
    }
    return {};
}

QString Texts::adoptionSummary(const model::PlanSpec &before, const model::PlanSpec &after, int nodes, int gpus) const
{
    const auto q = [](const std::string &text) { return QString::fromStdString(text); };
    QStringList changes;
    if (before.sku != after.sku) {
        changes << tr("size (was %1)").arg(q(before.sku));
    }
    if (before.region != after.region) {
        changes << tr("region (was %1)").arg(q(before.region));
    }
    if (before.tier != after.tier) {
        changes << tr("tier (was %1)").arg(tierName(before.tier));
    }
    if (after.layout && !(before.layout == after.layout)) {
        changes << tr("layout %1").arg(layoutSummary(*after.layout, gpus));
    }
    if (before.nodes != after.nodes) {
        QStringList kept;
        for (const int n : before.nodes) {
            kept << number(n, 0);
        }
        changes << (kept.isEmpty() ? tr("node count %1").arg(number(nodes, 0))
                                   : tr("node count %1 added to %2").arg(number(nodes, 0), kept.join(QStringLiteral(", "))));
    }
    if (before.pricePerNodeHour && !after.pricePerNodeHour) {
        changes << tr("the catalog's price replaces your own");
    }
    if ((before.fabric && !after.fabric) || (before.memory && !after.memory)) {
        changes << tr("the layout replaces the fabric model and the memory block");
    }
    if (!before.measurements.empty() && after.measurements.empty()) {
        changes << tr("the measured runs are left out (they were measured on the plan's own size and layout)");
    }
    const auto *mfu = std::get_if<model::TokenMfuWorkload>(&before.workload);
    if (model::layoutGivesRate(after) && !model::layoutGivesRate(before) &&
        ((mfu != nullptr && mfu->mfu > 0.0) || !before.efficiency.empty())) {
        changes << tr("the MFU and the efficiency table are greyed: the layout gives the rate");
    }
    //: %1: "8 nodes"; %2: VM size; %3: region; %4: tier; %5: the list of what changed
    const QString head = tr("Adopted %1 of %2 in %3 (%4)").arg(nodesText(nodes), q(after.sku), q(after.region), tierName(after.tier));
    return changes.isEmpty() ? head + QLatin1Char('.') : tr("%1: %2.").arg(head, changes.join(QStringLiteral("; ")));
}

namespace {
// A data-parallel strategy as the layouts name it ("ZeRO-3").
QString strategyName(model::Strategy strategy)
{
    switch (strategy) {
    case model::Strategy::Ddp:
        return Texts::tr("DDP");
    case model::Strategy::Zero1:
        return Texts::tr("ZeRO-1");
    case model::Strategy::Zero2:
        return Texts::tr("ZeRO-2");
    case model::Strategy::Zero3:
        return Texts::tr("ZeRO-3");
    case model::Strategy::Fsdp:
        return Texts::tr("FSDP");
    }
    return {};
}
} // namespace

QString Texts::layoutShort(const model::Layout &l) const
{
    const QString strategy = strategyName(l.strategy);
    //: a layout in a table cell: tensor and pipeline parallel degrees and the strategy
    return tr("TP %1 × PP %2, %3").arg(l.tensorParallel).arg(l.pipelineParallel).arg(strategy);
}

QString Texts::layoutSummary(const model::Layout &l, int gpus) const
{
    const int tp = std::max(1, l.tensorParallel * l.pipelineParallel);
    QString text = tr("TP %1 × PP %2").arg(l.tensorParallel).arg(l.pipelineParallel);
    if (l.virtualStages > 1) {
        text += tr(" (%1 virtual stages)").arg(l.virtualStages);
    }
    text += tr(" × DP %1").arg(gpus / tp);
    if (l.expertParallel > 1) {
        text += tr(", EP %1").arg(l.expertParallel);
    }
    const QString strategy = strategyName(l.strategy);
    QString recompute;
    switch (l.recompute) {
    case model::Recompute::None:
        recompute = tr("no recomputation");
        break;
    case model::Recompute::Selective:
        recompute = tr("selective recomputation");
        break;
    case model::Recompute::Full:
        recompute = tr("full recomputation");
        break;
    }
    text += tr(", %1, micro-batch %2, %3").arg(strategy).arg(l.microBatchSize).arg(recompute);
    if (l.globalBatchSequences > 0) {
        //: %1: sequences per optimizer step
        text += tr(", global batch %1").arg(number(l.globalBatchSequences, 0));
    }
    if (l.precision == model::Precision::Fp8) {
        text += tr(", FP8");
    }
    if (l.fineTuning == model::FineTuning::Lora) {
        text += tr(", LoRA");
    } else if (l.fineTuning == model::FineTuning::Qlora) {
        text += tr(", QLoRA");
    }
    if (l.stack != model::Stack::Inferred) {
        //: %1: the training stack the layout runs on, e.g. "Megatron-Core"
        text += tr(", on %1").arg(stackName(l.stack));
    }
    return text;
}

QString Texts::stackName(model::Stack stack) const
{
    switch (stack) {
    case model::Stack::Megatron:
        return tr("Megatron-Core");
    case model::Stack::Fsdp:
        return tr("PyTorch (torchtitan)");
    case model::Stack::DeepSpeed:
        return tr("DeepSpeed");
    case model::Stack::Hf:
        return tr("Hugging Face Trainer");
    case model::Stack::Inferred:
        break;
    }
    return tr("the stack the strategy implies");
}

QString Texts::searchReason(const model::SearchReason &r, const std::string &series) const
{
    using C = model::SearchReasonCode;
    const auto num = [&r](const char *key) {
        const auto it = r.numbers.find(key);
        return it == r.numbers.end() ? 0.0 : it->second;
    };
    const auto txt = [&r](const char *key) {
        const auto it = r.texts.find(key);
        return it == r.texts.end() ? QString() : QString::fromStdString(it->second);
    };
    const std::string currency = txt("currency").isEmpty() ? std::string(model::kDefaultCurrency) : txt("currency").toStdString();
    const QString who = series.empty() ? QString() : QString::fromStdString(series) + QStringLiteral(": ");
    QString strategy = txt("strategy");
    if (strategy == QLatin1String("ddp")) {
        strategy = tr("DDP");
    } else if (strategy == QLatin1String("zero1")) {
        strategy = tr("ZeRO-1");
    } else if (strategy == QLatin1String("zero2")) {
        strategy = tr("ZeRO-2");
    } else if (strategy == QLatin1String("zero3")) {
        strategy = tr("ZeRO-3");
    } else if (strategy == QLatin1String("fsdp")) {
        strategy = tr("FSDP");
    }
    switch (r.code) {
    case C::CheapestMeetingDeadline: {
        QString text = tr("%1 × %2 in %3 (%4) is the cheapest plan that meets the %5 deadline: %6 for %7.")
                           .arg(nodesText(static_cast<int>(num("nodes"))), txt("sku"), txt("region"),
                                tierName(model::tierFromString(txt("tier").toStdString()).value_or(model::Tier::Dedicated)),
                                hoursAsTyped(num("deadline_hours")), hours(num("hours")), money(num("cost"), currency));
        if (r.numbers.count("p_meet_deadline") != 0) {
            text += QLatin1Char(' ') + tr("It finishes in time in %1 of the simulated runs (%2 asked).")
                                          .arg(percent(num("p_meet_deadline"), 1), percent(num("confidence"), 0));
        }
        if (r.numbers.count("copy_cost") != 0) {
            text += QLatin1Char(' ') + tr("The cost includes %1 to copy the data from %2.")
                                          .arg(money(num("copy_cost"), currency), txt("data_region"));
        }
        if (r.numbers.count("data_region_cost") != 0) {
            text += QLatin1Char(' ') + tr("In the data's region, %1, the same size would cost %2.")
                                          .arg(txt("data_region"), money(num("data_region_cost"), currency));
        } else if (!txt("data_region").isEmpty() && r.numbers.count("copy_cost") == 0) {
            text += QLatin1Char(' ') + tr("The data must be copied from %1 first; that copy is not priced.")
                                          .arg(txt("data_region"));
        }
        return text;
    }
    case C::CheapestWithinBudget:
    case C::CheapestOverall:
        return tr("%1 × %2 in %3 is the cheapest plan: %4 for %5.")
            .arg(nodesText(static_cast<int>(num("nodes"))), txt("sku"), txt("region"), hours(num("hours")),
                 money(num("cost"), currency));
    case C::NoneMeetsDeadline:
        return tr("No searched plan meets the %1 deadline: the fastest, on %2, takes %3. Allow more nodes, another size "
                  "or a later deadline.")
            .arg(hoursAsTyped(num("deadline_hours")), txt("sku"), hours(num("fastest_hours")));
    case C::NoneMeetsConfidence:
        return tr("No searched plan meets the %1 deadline in %2 of the simulated runs; the most likely does in %3.")
            .arg(hoursAsTyped(num("deadline_hours")), percent(num("confidence"), 0), percent(num("best_probability"), 1));
    case C::NoneWithinBudget:
        return tr("The cheapest plan that meets the deadline, on %1, costs %2, more than the budget of %3.")
            .arg(txt("sku"), money(num("cheapest_cost"), currency), money(num("budget"), currency));
    case C::NoCandidate:
        return who + tr("no layout of the model fits in GPU memory and runs on the searched sizes.");
    case C::Retired:
        return who + tr("retired (%1).").arg(txt("date"));
    case C::NoPrice:
        return who + tr("no price in the searched regions and tiers in %1.").arg(QString::fromStdString(currency));
    case C::NoFp8:
        return who + tr("the %1 has no FP8, and the search is for FP8 only.").arg(txt("gpu"));
    case C::RestrictedEverywhere:
        return who + tr("not available for this subscription in any searched region.");
    case C::DoesNotFit:
        return who + tr("no layout fits in %1 per GPU on up to %2 (the least needs %3).")
                         .arg(tr("%1 GB").arg(number(num("gpu_memory_gb"), 0)),
                              nodesText(static_cast<int>(num("max_nodes"))), tr("%1 GB").arg(number(num("least_gb"), 1)));
    case C::NoInfiniband:
        if (r.numbers.count("hours") != 0) {
            return who + tr("no InfiniBand, so one node only, which takes %1.").arg(hours(num("hours")));
        }
        return who + tr("no InfiniBand, so one node only, and the model does not fit on one.");
    case C::MissesDeadline:
        return who + tr("even %1 take %2, past the %3 deadline.")
                         .arg(nodesText(static_cast<int>(num("nodes"))), hours(num("hours")),
                              hoursAsTyped(num("deadline_hours")));
    case C::OverBudget:
        return who + tr("meets the deadline on %1 for %2, over the budget of %3.")
                         .arg(nodesText(static_cast<int>(num("nodes"))), money(num("cost"), currency),
                              money(num("budget"), currency));
    case C::Costlier:
        return who + tr("with %1 it needs %2 to meet the deadline and costs %3 more (%4).")
                         .arg(strategy, nodesText(static_cast<int>(num("nodes"))), percent(num("percent") / 100.0),
                              money(num("cost"), currency));
    case C::FitsOnlyFrom:
        //: %1: the strategy; %2: "10 nodes"; %3: hours; %4: percent; %5: money
        return who + tr("with %1 it fits in GPU memory only from %2 on, where it takes %3 and costs %4 more (%5).")
                         .arg(strategy, nodesText(static_cast<int>(num("nodes"))), hours(num("hours")),
                              percent(num("percent") / 100.0), money(num("cost"), currency));
    case C::Slower:
        return who + tr("its cheapest plan, %1 with %2, costs %3 more (%4): its price for the work is higher.")
                         .arg(nodesText(static_cast<int>(num("nodes"))), strategy, percent(num("percent") / 100.0),
                              money(num("cost"), currency));
    case C::OwnSizeOnly:
        return tr("The plan's workload names no model, so only %1 is searched, over the plan's own node counts: name a "
                  "model to search every size and parallel layout.")
            .arg(txt("sku"));
    case C::DefaultBatch:
        //: %1: sequences; %2: tokens per sequence; %3: the largest batch in sequences
        return tr("The plan has no layout: the search starts from a global batch of %1 sequences of %2 tokens and "
                  "doubles it, up to %3 sequences, where a node count cannot be filled with it (search.global_batch_tokens "
                  "sets the start); give a layout to search with your own.")
            .arg(number(num("global_batch_sequences"), 0), number(num("sequence_length"), 0),
                 number(num("max_global_batch_sequences"), 0));
    case C::MeasurementsNotUsed:
        return tr("The plan's measured runs calibrate its own size, as in the plan's options; the other sizes use the "
                  "model's defaults, and a plan adopted with another size or layout leaves the measurements out.");
    case C::LowPriorityWithoutRisk:
        return tr("Low-priority or Spot plans are searched without the risk model: preemptions are not priced. Switch "
                  "on the risk model to compare tiers fairly.");
    }
    return {};
}

QString Texts::checkpointWrite(const model::CheckpointWrite &w, const model::CheckpointStorage &storage) const
{
    const QString minutes = tr("%1 min").arg(number(w.writeHours * 60.0, 1));
    switch (w.basis) {
    case model::CheckpointBasis::Explicit:
        return tr("A checkpoint write takes %1, as the plan gives it.").arg(minutes);
    case model::CheckpointBasis::Default:
        return tr("A checkpoint write takes %1, the default: the plan names no model whose states could size it.")
            .arg(minutes);
    case model::CheckpointBasis::StateSize:
        break;
    }
    const QString gb = tr("%1 GB");
    const QString state = gb.arg(number(w.stateGB, 1));
    QString sharding;
    if (w.shardedGB <= 0.0) {
        sharding = tr("unsharded, written by data-parallel rank 0");
    } else if (w.shardedGB >= w.stateGB) {
        sharding = tr("all of them sharded, every GPU writing its shard");
    } else {
        //: %1: "840.0 GB"
        sharding = tr("%1 of them sharded, every GPU writing its shard").arg(gb.arg(number(w.shardedGB, 1)));
    }
    //: %1: "4 nodes", %2: "2.2 min", %3: "980.0 GB", %4: how they are sharded
    QString text = tr("At %1 a checkpoint write takes %2: %3 of model states, %4.")
                       .arg(nodesText(w.nodes), minutes, state, sharding);
    text += QLatin1Char(' ') +
            tr("The busiest node writes %1 at %2 GB/s (%3 s); all nodes together write %4 at the storage "
               "account's %5 GB/s (%6 s).")
                .arg(gb.arg(number(w.busiestNodeGB, 1)), number(storage.nodeWriteGBps, 2), number(w.nodeSeconds, 0),
                     state, number(storage.accountIngressGBps, 2), number(w.accountSeconds, 0));
    text += QLatin1Char(' ') +
            (w.accountBound ? tr("The account's ingress sets the time.") : tr("The busiest node sets the time."));
    return text;
}

QString Texts::statusName(model::SizeStatus status) const
{
    switch (status) {
    case model::SizeStatus::Available:
        return tr("available");
    case model::SizeStatus::Preview:
        return tr("preview");
    case model::SizeStatus::Retiring:
        return tr("retiring");
    case model::SizeStatus::Retired:
        return tr("retired");
    }
    return {};
}

QString Texts::tierName(model::Tier tier) const
{
    switch (tier) {
    case model::Tier::Dedicated:
        return tr("dedicated");
    case model::Tier::LowPriority:
        return tr("low priority");
    case model::Tier::Spot:
        return tr("Spot");
    }
    return tr("dedicated");
}

QString Texts::computeName(model::ComputeTarget target) const
{
    switch (target) {
    case model::ComputeTarget::Cluster:
        return tr("Azure ML cluster");
    case model::ComputeTarget::Serverless:
        return tr("serverless Azure ML job");
    case model::ComputeTarget::Slurm:
        return tr("Slurm on VM scale sets");
    case model::ComputeTarget::Kubernetes:
        return tr("Kubernetes (AKS)");
    }
    return tr("Azure ML cluster");
}

QString Texts::fieldLabel(const QString &field) const
{
    if (field == QStringLiteral("vcpus")) {
        return tr("vCPUs");
    }
    if (field == QStringLiteral("memory_gib")) {
        return tr("RAM");
    }
    if (field == QStringLiteral("gpu_model")) {
        return tr("GPU model");
    }
    if (field == QStringLiteral("gpus")) {
        return tr("GPUs per VM");
    }
    if (field == QStringLiteral("gpu_memory_gib")) {
        return tr("GPU memory");
    }
    if (field == QStringLiteral("bf16_tflops_per_gpu")) {
        return tr("dense BF16 TFLOP/s per GPU");
    }
    if (field == QStringLiteral("ib_gbps_per_gpu")) {
        return tr("InfiniBand per GPU");
    }
    if (field == QStringLiteral("ethernet_gbps_per_vm")) {
        return tr("Ethernet per VM");
    }
    if (field == QStringLiteral("quota_family")) {
        return tr("quota family");
    }
    if (field == QStringLiteral("status")) {
        return tr("status");
    }
    if (field == QStringLiteral("retirement_date")) {
        return tr("retirement date");
    }
    if (field == QStringLiteral("price_per_node_hour")) {
        return tr("price per node-hour");
    }
    return field;
}

} // namespace capplan::data
