// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Azure Retail Prices API pages → catalog prices (see Importer in Importers.h for the rules).
#include "data/import/ImportCommon.h"

#include "model/catalog/Transfer.h"

#include <cmath>
#include <map>
#include <unordered_map>
#include <utility>

namespace capplan::data::importing {

namespace {

using Utf8 = std::string;

constexpr const char *kSourceLabel = "Azure Retail Prices API";

// An accepted price with where it came from, until duplicates are settled.
struct PriceRow {
    model::Price price;
    QString file;
    QString path;
    bool alive = true;
};

struct UnknownSize {
    int count = 0;
    QString file;
    QString firstPath;
};

// An accepted transfer price tier with where it came from, until duplicates are settled.
struct TransferRow {
    model::TransferPrice price;
    QString file;
    QString path;
    bool alive = true;
};

// Items of serviceName "Bandwidth": the inter-region meters become transfer price tiers
// (model::TransferPrice). Azure Retail Prices API (Microsoft Learn, "Azure Retail Prices REST API
// overview"): a Bandwidth item has serviceFamily "Networking", unitOfMeasure "1 GB", type
// "Consumption", and one item per tier: tierMinimumUnits is the GB a month the tier starts at,
// retailPrice its price per GB (the first tier may be free). Inter-region egress is productName
// "Bandwidth Inter-Region" (meter sub-category "Inter-Region" in cost exports) with meterName
// "Intra Continent Data Transfer Out" or "Inter Continent Data Transfer Out" (some meters add the
// source continent: "Inter Continent Data Transfer Out - NAM or EU To Any"). Internet egress
// ("Rtn Preference: MGN", "Bandwidth - Routing Preference: Internet", meterName "Standard Data
// Transfer Out"), data transfer in and every other Bandwidth meter are skipped. The price is
// billed in armRegionName, the source region.
//
// Unlike VM meters, a Bandwidth meter's rows for regions that share it are kept whether or not
// isPrimaryMeterRegion is true: each row names a region the meter bills egress in, and the
// plan's source region is priced by its own row.
class TransferCollector {
public:
    explicit TransferCollector(Context &context)
        : m_context(context)
    {
    }

    void item(const Input &input, const QString &path, const json &item)
    {
        const Utf8 productName = requireString(item, "productName", path);
        const Utf8 meterName = requireString(item, "meterName", path);
        const Utf8 rawRegion = requireString(item, "armRegionName", path);
        const Utf8 type = requireString(item, "type", path);
        const Utf8 unit = requireString(item, "unitOfMeasure", path);
        const char *priceField = item.contains("retailPrice") ? "retailPrice" : "unitPrice";
        const double price = requireNumber(item, priceField, path);
        const double tierMinimum = optionalNumber(item, "tierMinimumUnits", path).value_or(0.0);
        const Utf8 effective = isoDatePart(optionalString(item, "effectiveStartDate", path).value_or(Utf8()));
        const Utf8 effectiveEnd = isoDatePart(optionalString(item, "effectiveEndDate", path).value_or(Utf8()));
        const auto primary = item.find("isPrimaryMeterRegion");
        if (primary != item.end() && !primary->is_null() && !primary->is_boolean()) {
            throw FieldError{fieldPath(path, "isPrimaryMeterRegion"),
                             Importer::tr("must be true or false, not %1").arg(typeName(*primary))};
        }
        const Utf8 currency = optionalString(item, "currencyCode", path).value_or(Utf8());

        const auto scope = scopeOf(productName, meterName);
        if (!scope) {
            m_context.skip("not_inter_region");
            return;
        }
        const Utf8 region = armRegion(rawRegion);
        if (region.empty()) {
            m_context.skip("no_region");
            return;
        }
        if (type == "DevTestConsumption") {
            m_context.skip("devtest");
            return;
        }
        if (!effectiveEnd.empty() && effectiveEnd < m_context.importDate) {
            m_context.skip("expired");
            return;
        }
        if (!effective.empty() && effective > m_context.importDate) {
            m_context.skip("not_yet_effective");
            return;
        }
        if (type != "Consumption") {
            m_context.reject(input, fieldPath(path, "type"),
                             Importer::tr("unknown price type \"%1\"; a data-transfer price is Consumption")
                                 .arg(QString::fromStdString(type)));
            return;
        }
        if (unit != "1 GB") {
            m_context.reject(input, fieldPath(path, "unitOfMeasure"),
                             Importer::tr("is \"%1\"; only prices per \"1 GB\" are data-transfer prices")
                                 .arg(QString::fromStdString(unit)));
            return;
        }
        // A tier may be free; a negative or implausible price is a broken item.
        if (!std::isfinite(price) || price < 0.0) {
            m_context.reject(input, fieldPath(path, priceField),
                             Importer::tr("must not be negative (got %1)").arg(plainNumber(price)));
            return;
        }
        if (price > Importer::kMaxTransferPricePerGB) {
            m_context.reject(input, fieldPath(path, priceField),
                             Importer::tr("is implausibly large (got %1)").arg(plainNumber(price)));
            return;
        }
        if (!std::isfinite(tierMinimum) || tierMinimum < 0.0) {
            m_context.reject(input, fieldPath(path, "tierMinimumUnits"),
                             Importer::tr("must not be negative (got %1)").arg(plainNumber(tierMinimum)));
            return;
        }
        // Only regions this catalog can place a plan in, or that the continent table knows.
        if (!m_context.current.isKnownRegion(region) && !model::regionContinent(region)) {
            m_context.skip("unknown_region");
            return;
        }
        model::TransferPrice t;
        t.region = region;
        t.scope = *scope;
        t.currency = currency;
        t.tierMinimumGB = tierMinimum;
        t.perGB = {price, m_context.provenance(kSourceLabel, input, effective)};
        m_rows.push_back(TransferRow{std::move(t), input.name, path, true});
    }

    // Rows read since the last page without a currencyCode get the page's BillingCurrency.
    void fillCurrency(const Utf8 &currency)
    {
        for (TransferRow &row : m_rows) {
            if (row.price.currency.empty()) {
                row.price.currency = currency;
            }
        }
    }

    // As PriceCollector::settle: a duplicate is skipped, a later effective date supersedes an
    // earlier one, two different prices of one date reject each other.
    std::vector<model::TransferPrice> settle()
    {
        std::map<Utf8, std::size_t> index;
        std::map<Utf8, bool> conflicted;
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            TransferRow &row = m_rows[i];
            const Utf8 k = row.price.region + '\x1f' + Utf8(model::toString(row.price.scope)) + '\x1f' +
                           row.price.currency + '\x1f' + plainNumber(row.price.tierMinimumGB).toStdString();
            if (conflicted[k]) {
                row.alive = false;
                m_context.reject(Input{row.file, {}, nullptr}, row.path,
                                 Importer::tr("conflicts with other items for the same price"));
                continue;
            }
            const auto [it, inserted] = index.try_emplace(k, i);
            if (inserted) {
                continue;
            }
            TransferRow &earlier = m_rows[it->second];
            if (earlier.price.perGB.value == row.price.perGB.value) {
                row.alive = false;
                m_context.skip("duplicate");
                continue;
            }
            const Utf8 &earlierDate = earlier.price.perGB.provenance.effectiveDate;
            const Utf8 &laterDate = row.price.perGB.provenance.effectiveDate;
            if (earlierDate != laterDate) {
                m_context.skip("superseded");
                if (laterDate > earlierDate) {
                    earlier.alive = false;
                    it->second = i;
                } else {
                    row.alive = false;
                }
                continue;
            }
            earlier.alive = false;
            row.alive = false;
            conflicted[k] = true;
            const QString message = Importer::tr("%1 and %2 give different prices (%3 and %4) for %5")
                                        .arg(earlier.path, row.path, plainNumber(earlier.price.perGB.value),
                                             plainNumber(row.price.perGB.value), transferSubject(row.price));
            m_context.reject(Input{earlier.file, {}, nullptr}, earlier.path, message);
            m_context.reject(Input{row.file, {}, nullptr}, row.path, message);
        }
        std::vector<model::TransferPrice> out;
        for (TransferRow &row : m_rows) {
            if (row.alive) {
                out.push_back(std::move(row.price));
            }
        }
        return out;
    }

private:
    static std::optional<model::TransferScope> scopeOf(const Utf8 &productName, const Utf8 &meterName)
    {
        if (productName.find("Inter-Region") == Utf8::npos) {
            return std::nullopt;
        }
        if (meterName.starts_with("Intra Continent Data Transfer Out") ||
            meterName.starts_with("Intra-Continent Data Transfer Out")) {
            return model::TransferScope::IntraContinent;
        }
        if (meterName.starts_with("Inter Continent Data Transfer Out") ||
            meterName.starts_with("Inter-Continent Data Transfer Out")) {
            return model::TransferScope::InterContinent;
        }
        return std::nullopt;
    }

    Context &m_context;
    std::vector<TransferRow> m_rows;
};

class PriceCollector {
public:
    PriceCollector(Context &context, TransferCollector &transfers)
        : m_context(context)
        , m_transfers(transfers)
    {
    }

    // One Retail Prices item; throws FieldError when the file is malformed.
    void item(const Input &input, const QString &path, const json &item, std::vector<std::size_t> &currencyless)
    {
        requireObject(item, path);
        const auto service = optionalString(item, "serviceName", path);
        // Inter-region data-transfer prices (a query filtered to serviceName eq 'Bandwidth').
        if (service && *service == "Bandwidth") {
            m_transfers.item(input, path, item);
            return;
        }
        // Items of other services appear when a query was not filtered to Virtual Machines.
        if (service && *service != "Virtual Machines") {
            m_context.skip("not_vm");
            return;
        }
        const Utf8 sku = requireString(item, "armSkuName", path);
        const Utf8 region = requireString(item, "armRegionName", path);
        const Utf8 type = requireString(item, "type", path);
        const Utf8 productName = requireString(item, "productName", path);
        const Utf8 skuName = requireString(item, "skuName", path);
        const Utf8 unit = requireString(item, "unitOfMeasure", path);
        const char *priceField = item.contains("retailPrice") ? "retailPrice" : "unitPrice";
        const double price = requireNumber(item, priceField, path);
        optionalNumber(item, "unitPrice", path);
        const Utf8 effective = isoDatePart(optionalString(item, "effectiveStartDate", path).value_or(Utf8()));
        const Utf8 effectiveEnd = isoDatePart(optionalString(item, "effectiveEndDate", path).value_or(Utf8()));
        const auto primary = item.find("isPrimaryMeterRegion");
        if (primary != item.end() && !primary->is_null() && !primary->is_boolean()) {
            throw FieldError{fieldPath(path, "isPrimaryMeterRegion"),
                             Importer::tr("must be true or false, not %1").arg(typeName(*primary))};
        }
        const Utf8 currency = optionalString(item, "currencyCode", path).value_or(Utf8());
        const auto reservationTerm = optionalString(item, "reservationTerm", path);

        if (sku.empty()) {
            m_context.skip("not_vm");
            return;
        }
        if (region.empty()) {
            m_context.skip("no_region");
            return;
        }
        if (type == "DevTestConsumption") {
            m_context.skip("devtest");
            return;
        }
        // Windows prices include the licence; the catalog keeps Linux prices only.
        if (productName.find("Windows") != Utf8::npos || productName.find(" Win") != Utf8::npos) {
            m_context.skip("windows");
            return;
        }
        // Under serviceName "Virtual Machines" the API also lists Cloud Services products (the
        // classic web and worker roles) for the same armSkuName: not a VM price.
        if (productName.find("Cloud Services") != Utf8::npos) {
            m_context.skip("cloud_services");
            return;
        }
        // A meter can be listed again for regions that share it; the primary region's row is the
        // price (isPrimaryMeterRegion, Retail Prices API reference).
        if (primary != item.end() && primary->is_boolean() && !primary->get<bool>()) {
            m_context.skip("not_primary");
            return;
        }
        // A price whose effectiveEndDate has passed is not current; one that starts after the
        // import day is not yet (ISO dates compare as strings).
        if (!effectiveEnd.empty() && effectiveEnd < m_context.importDate) {
            m_context.skip("expired");
            return;
        }
        if (!effective.empty() && effective > m_context.importDate) {
            m_context.skip("not_yet_effective");
            return;
        }
        if (type != "Consumption" && type != "Reservation") {
            m_context.reject(input, fieldPath(path, "type"),
                             Importer::tr("unknown price type \"%1\"; expected Consumption, Reservation or "
                                          "DevTestConsumption")
                                 .arg(QString::fromStdString(type)));
            return;
        }
        if (unit != "1 Hour") {
            m_context.reject(input, fieldPath(path, "unitOfMeasure"),
                             Importer::tr("is \"%1\"; only prices per \"1 Hour\" are VM prices")
                                 .arg(QString::fromStdString(unit)));
            return;
        }
        model::Price p;
        p.sku = sku;
        p.region = region;
        p.currency = currency;
        double perHour = price;
        if (type == "Reservation") {
            if (!reservationTerm) {
                throw FieldError{fieldPath(path, "reservationTerm"), Importer::tr("is missing (a Reservation item needs it)")};
            }
            const int years = termYears(*reservationTerm);
            if (years == 0) {
                m_context.reject(input, fieldPath(path, "reservationTerm"),
                                 Importer::tr("unknown term \"%1\"; expected \"1 Year\" or \"3 Years\"")
                                     .arg(QString::fromStdString(*reservationTerm)));
                return;
            }
            p.kind = model::PriceKind::Reservation;
            p.termYears = years;
            // retailPrice is the price of the whole term, although unitOfMeasure says "1 Hour".
            perHour = price / (Importer::kHoursPerYear * years);
        } else if (skuName.ends_with(" Spot")) {
            // Spot VMs draw on the low-priority quota; clusters do not use them.
            p.kind = model::PriceKind::Spot;
            p.tier = model::Tier::LowPriority;
        } else if (skuName.ends_with(" Low Priority")) {
            p.tier = model::Tier::LowPriority;
        }
        if (!checkPrice(input, fieldPath(path, priceField), price, perHour)) {
            return;
        }
        if (m_context.current.findSize(sku) == nullptr) {
            UnknownSize &unknown = m_unknown[sku];
            if (unknown.count++ == 0) {
                unknown.file = input.name;
                unknown.firstPath = path;
            }
            return;
        }
        p.perNodeHour = {perHour, m_context.provenance(kSourceLabel, input, effective)};
        add(input, path, p, currencyless);

        // Savings plans price dedicated pay-as-you-go usage; their rates are hourly already.
        if (type != "Consumption" || p.tier != model::Tier::Dedicated || p.kind != model::PriceKind::OnDemand) {
            return;
        }
        const auto plans = item.find("savingsPlan");
        if (plans == item.end() || plans->is_null()) {
            return;
        }
        const QString plansPath = fieldPath(path, "savingsPlan");
        if (!plans->is_array()) {
            throw FieldError{plansPath, Importer::tr("must be an array, not %1").arg(typeName(*plans))};
        }
        for (std::size_t j = 0; j < plans->size(); ++j) {
            const QString planPath = plansPath + QStringLiteral("[%1]").arg(j);
            const json &plan = requireObject((*plans)[j], planPath);
            const Utf8 term = requireString(plan, "term", planPath);
            const char *planField = plan.contains("retailPrice") ? "retailPrice" : "unitPrice";
            const double rate = requireNumber(plan, planField, planPath);
            const int years = termYears(term);
            if (years == 0) {
                m_context.reject(input, fieldPath(planPath, "term"),
                                 Importer::tr("unknown term \"%1\"; expected \"1 Year\" or \"3 Years\"")
                                     .arg(QString::fromStdString(term)));
                continue;
            }
            if (!checkPrice(input, fieldPath(planPath, planField), rate, rate)) {
                continue;
            }
            model::Price sp = p;
            sp.kind = model::PriceKind::SavingsPlan;
            sp.termYears = years;
            sp.perNodeHour.value = rate;
            add(input, planPath, sp, currencyless);
        }
    }

    // Prices of sizes the catalog lacks: one rejection per size.
    void reportUnknownSizes()
    {
        for (const auto &[sku, unknown] : m_unknown) {
            m_context.reject(Input{unknown.file, {}, nullptr}, unknown.firstPath,
                             Importer::tr("\"%1\" is not a VM size in the catalog (%2 prices); import its size first "
                                          "(import skus)")
                                 .arg(QString::fromStdString(sku))
                                 .arg(unknown.count));
        }
    }

    std::vector<PriceRow> &rows() { return m_rows; }

private:
    static int termYears(const Utf8 &term)
    {
        if (term == "1 Year") {
            return 1;
        }
        if (term == "3 Years") {
            return 3;
        }
        return 0;
    }

    bool checkPrice(const Input &input, const QString &path, double price, double perHour)
    {
        // Public catalogs have shipped $0 prices for H100 sizes: never import one.
        if (!(price > 0.0)) {
            m_context.reject(input, path, Importer::tr("must be greater than zero (got %1)").arg(plainNumber(price)));
            return false;
        }
        if (!std::isfinite(perHour) || perHour > Importer::kMaxPricePerHour) {
            m_context.reject(input, path, Importer::tr("is implausibly large (got %1)").arg(plainNumber(price)));
            return false;
        }
        return true;
    }

    // A price's identity, currency included: a page in euros sits beside one in US dollars.
    static Utf8 key(const model::Price &p)
    {
        return p.sku + '\x1f' + p.region + '\x1f' + Utf8(model::toString(p.tier)) + '\x1f' +
               Utf8(model::toString(p.kind)) + '\x1f' + std::to_string(p.termYears) + '\x1f' + p.currency;
    }

    // Rows are kept in file order until every page's currency is known (a page's BillingCurrency
    // may follow its Items); settle() then merges rows of one key.
    void add(const Input &input, const QString &path, const model::Price &price, std::vector<std::size_t> &currencyless)
    {
        if (price.currency.empty()) {
            currencyless.push_back(m_rows.size());
        }
        m_rows.push_back(PriceRow{price, input.name, path, true});
    }

public:
    // Rows of one key, in file order: the same price again is a duplicate; a later effective date
    // supersedes an earlier one; two different prices of one date reject each other (and every
    // later row of the key).
    void settle()
    {
        std::unordered_map<Utf8, std::size_t> index;
        std::unordered_map<Utf8, bool> conflicted;
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            PriceRow &row = m_rows[i];
            const Utf8 k = key(row.price);
            if (conflicted[k]) {
                row.alive = false;
                m_context.reject(Input{row.file, {}, nullptr}, row.path,
                                 Importer::tr("conflicts with other items for the same price"));
                continue;
            }
            const auto [it, inserted] = index.try_emplace(k, i);
            if (inserted) {
                continue;
            }
            PriceRow &earlier = m_rows[it->second];
            if (earlier.price.perNodeHour.value == row.price.perNodeHour.value) {
                row.alive = false;
                m_context.skip("duplicate");
                continue;
            }
            const Utf8 &earlierDate = earlier.price.perNodeHour.provenance.effectiveDate;
            const Utf8 &laterDate = row.price.perNodeHour.provenance.effectiveDate;
            if (earlierDate != laterDate) {
                // Two prices of one meter: the later effective date is the current one.
                m_context.skip("superseded");
                if (laterDate > earlierDate) {
                    earlier.alive = false;
                    it->second = i;
                } else {
                    row.alive = false;
                }
                continue;
            }
            earlier.alive = false;
            row.alive = false;
            conflicted[k] = true;
            const QString message = Importer::tr("%1 and %2 give different prices (%3 and %4) for %5")
                                        .arg(earlier.path, row.path, plainNumber(earlier.price.perNodeHour.value),
                                             plainNumber(row.price.perNodeHour.value), priceSubject(row.price));
            m_context.reject(Input{earlier.file, {}, nullptr}, earlier.path, message);
            m_context.reject(Input{row.file, {}, nullptr}, row.path, message);
        }
    }

private:
    Context &m_context;
    TransferCollector &m_transfers;
    std::vector<PriceRow> m_rows;
    std::map<Utf8, UnknownSize> m_unknown;
};

} // namespace

Status importPrices(Context &context, const std::vector<Input> &inputs)
{
    TransferCollector transfers(context);
    PriceCollector collector(context, transfers);
    // The fields read below; the others (meterId, skuId, location …) are not even stored.
    const std::vector<Utf8> keep{"serviceName", "armSkuName", "armRegionName", "type", "productName", "skuName",
                                 "unitOfMeasure", "retailPrice", "unitPrice", "effectiveStartDate",
                                 "effectiveEndDate", "isPrimaryMeterRegion", "currencyCode",
                                 "reservationTerm", "savingsPlan", "meterName", "tierMinimumUnits"};
    int pages = 0;
    int pagesWithNext = 0;
    for (const Input &input : inputs) {
        std::vector<std::size_t> currencyless; // items of the page being read that name no currency
        std::vector<std::size_t> pageless;     // the same for items without a page
        std::size_t items = 0;
        const auto onItem = [&](const QString &path, json &item) {
            ++items;
            collector.item(input, path, item, currencyless);
        };
        const auto onPage = [&](const QString &path, json &page) {
            const std::size_t pageItems = std::exchange(items, 0);
            // A price item quoted alone, or one of an array of items: what a page's Items hold.
            if (page.is_object() && !page.contains("Items") &&
                (page.contains("retailPrice") || page.contains("unitPrice") || page.contains("armSkuName"))) {
                collector.item(input, path, page, pageless);
                return;
            }
            if (!page.is_object()) {
                throw FieldError{path, Importer::tr("a Retail Prices API page is a JSON object with \"Items\", not %1")
                                           .arg(typeName(page))};
            }
            const QString itemsPath = fieldPath(path, "Items");
            if (!page.contains("Items")) {
                throw FieldError{itemsPath, Importer::tr("is missing (a Retail Prices API page lists its prices there)")};
            }
            if (!page["Items"].is_array()) {
                throw FieldError{itemsPath, Importer::tr("must be an array, not %1").arg(typeName(page["Items"]))};
            }
            ++pages;
            const Utf8 billingCurrency = optionalString(page, "BillingCurrency", path).value_or("USD");
            if (optionalString(page, "NextPageLink", path).has_value()) {
                ++pagesWithNext;
            }
            if (page.contains("Count") && !page["Count"].is_null()) {
                const long long count = requireCount(page, "Count", path);
                if (count != static_cast<long long>(pageItems)) {
                    const QString where = path.isEmpty() ? input.name : input.name + QStringLiteral(": ") + path;
                    context.preview.notes.append(
                        Importer::tr("%1: Count says %2 items but the page has %3").arg(where).arg(count).arg(pageItems));
                }
            }
            for (const std::size_t i : currencyless) {
                if (collector.rows()[i].price.currency.empty()) {
                    collector.rows()[i].price.currency = billingCurrency;
                }
            }
            currencyless.clear();
            transfers.fillCurrency(billingCurrency);
        };
        if (const Status status = readPages(input, "Items", keep, onItem, onPage); !status) {
            return status;
        }
        // Items without a page have no BillingCurrency to fall back on: the API's default.
        for (const std::size_t i : pageless) {
            if (collector.rows()[i].price.currency.empty()) {
                collector.rows()[i].price.currency = "USD";
            }
        }
        transfers.fillCurrency("USD");
    }
    if (pages > 0 && pagesWithNext == pages) {
        // Every page names a next one, so the last page of the answer is not among the files.
        context.preview.notes.append(
            Importer::tr("every page has a NextPageLink: the last page seems to be missing, so the prices may be "
                         "incomplete"));
    }
    collector.reportUnknownSizes();
    collector.settle();
    std::vector<model::Price> prices;
    for (PriceRow &row : collector.rows()) {
        if (row.alive) {
            prices.push_back(std::move(row.price));
        }
    }
    diffPrices(context, std::move(prices));
    diffTransferPrices(context, transfers.settle());
    return Ok{};
}

} // namespace capplan::data::importing
