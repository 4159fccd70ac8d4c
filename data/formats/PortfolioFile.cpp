// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/formats/PortfolioFile.h"

#include "data/InputFiles.h"
#include "data/export/Exporters.h"
#include "data/formats/JsonTextDecoder.h"
#include "data/formats/PlanFile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

namespace capplan::data {

namespace {

using model::PortfolioField;
using model::PortfolioValue;
using nlohmann::json;
using nlohmann::ordered_json;

struct FieldError {
    QString message;
    QString path;
};

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// The key of a row within its object: "runs.deadline" → "deadline".
std::string_view keyOf(std::string_view path)
{
    const std::size_t dot = path.rfind('.');
    return dot == std::string_view::npos ? path : path.substr(dot + 1);
}

// The rows of one object: the top level (prefix ""), or the items of a list ("runs").
std::vector<const model::PortfolioFieldInfo *> rowsOf(std::string_view list)
{
    std::vector<const model::PortfolioFieldInfo *> rows;
    for (const model::PortfolioFieldInfo &row : model::portfolioFields()) {
        const std::size_t dot = row.path.rfind('.');
        const std::string_view owner = dot == std::string_view::npos ? std::string_view() : row.path.substr(0, dot);
        if (owner == list) {
            rows.push_back(&row);
        }
    }
    return rows;
}

// A date or date-time as a moment in UTC; a date alone is its first moment, or with `endOfDay`
// its end (the next day's first).
std::optional<QDateTime> moment(const std::string &text, bool endOfDay)
{
    const QString s = q(text);
    const QDate date = QDate::fromString(s, Qt::ISODate);
    if (date.isValid() && s.size() == 10) {
        return QDateTime(endOfDay ? date.addDays(1) : date, QTime(0, 0), Qt::UTC);
    }
    QDateTime dt = QDateTime::fromString(s, Qt::ISODateWithMs);
    if (!dt.isValid()) {
        return std::nullopt;
    }
    if (dt.timeSpec() == Qt::LocalTime) {
        dt.setTimeSpec(Qt::UTC); // no zone given: UTC, whatever the machine's zone
    }
    return dt.toUTC();
}

class Reader {
public:
    Reader(QString baseDir)
        : m_baseDir(std::move(baseDir))
    {
    }

    model::PortfolioSpec read(const json &doc)
    {
        if (!doc.is_object()) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a JSON object"), {}};
        }
        const auto format = doc.find("format");
        if (format == doc.end() || !format->is_string() || format->get<std::string>() != PortfolioFile::kFormat) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be \"%1\"").arg(QLatin1String(PortfolioFile::kFormat)),
                             QStringLiteral("format")};
        }
        const auto version = doc.find("version");
        if (version == doc.end() || !version->is_number_integer() || version->get<long long>() < 1 ||
            version->get<long long>() > PortfolioFile::kCurrentVersion) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be 1 (this program reads portfolio files up to version %1)")
                                 .arg(PortfolioFile::kCurrentVersion),
                             QStringLiteral("version")};
        }
        checkKeys(doc, "", {}, {"format", "version"});
        model::PortfolioSpec spec;
        spec.name = optionalText(doc, "name", {});
        spec.start = text(doc.at("start"), QStringLiteral("start"));
        const std::optional<QDateTime> start = moment(spec.start, false);
        if (!start || q(spec.start).size() != 10) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a date, YYYY-MM-DD"), QStringLiteral("start")};
        }
        m_start = *start;
        if (const auto it = doc.find("budget"); it != doc.end()) {
            const double budget = number(*it, QStringLiteral("budget"));
            if (!(budget > 0.0)) {
                throw FieldError{capplan::data::PortfolioFile::tr("must be more than 0"), QStringLiteral("budget")};
            }
            spec.budget = budget;
        }
        if (const auto it = doc.find("currency"); it != doc.end()) {
            spec.currency = text(*it, QStringLiteral("currency"));
            if (!model::isCurrencyCode(spec.currency)) {
                throw FieldError{capplan::data::PortfolioFile::tr("must be an ISO 4217 code of three capital letters, such as USD"),
                                 QStringLiteral("currency")};
            }
        }
        if (const auto it = doc.find("confidence"); it != doc.end()) {
            const std::optional<model::PortfolioConfidence> confidence =
                model::portfolioConfidenceFromString(text(*it, QStringLiteral("confidence")));
            if (!confidence) {
                throw FieldError{capplan::data::PortfolioFile::tr(
                                     "must be \"estimate\" or \"p90\" (the slow end of the estimate's band)"),
                                 QStringLiteral("confidence")};
            }
            spec.confidence = *confidence;
        }
        spec.preferRegions = names(doc, "prefer_regions");
        spec.avoidRegions = names(doc, "avoid_regions");
        const json &runs = doc.at("runs");
        if (!runs.is_array() || runs.empty()) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a list of at least one run"), QStringLiteral("runs")};
        }
        for (std::size_t i = 0; i < runs.size(); ++i) {
            spec.runs.push_back(readRun(runs[i], QStringLiteral("runs[%1]").arg(i)));
            // The schedule, the report and the quota request tell runs apart by name.
            const std::string &name = spec.runs.back().name;
            for (std::size_t j = 0; j + 1 < spec.runs.size() && !name.empty(); ++j) {
                if (spec.runs[j].name == name) {
                    throw FieldError{capplan::data::PortfolioFile::tr("is the name of runs[%1] too: each run needs its own").arg(j),
                                     QStringLiteral("runs[%1].name").arg(i)};
                }
            }
        }
        if (const auto it = doc.find("quota"); it != doc.end()) {
            if (!it->is_array()) {
                throw FieldError{capplan::data::PortfolioFile::tr("must be a list"), QStringLiteral("quota")};
            }
            for (std::size_t i = 0; i < it->size(); ++i) {
                const model::QuotaAssumption quota = readQuota((*it)[i], QStringLiteral("quota[%1]").arg(i));
                // One quota per pool: a second item for the same one would silently lose to the first.
                for (std::size_t j = 0; j < spec.quota.size(); ++j) {
                    const model::QuotaAssumption &other = spec.quota[j];
                    if (other.region == quota.region && other.tier == quota.tier &&
                        model::normalizeFamily(other.family) == model::normalizeFamily(quota.family)) {
                        throw FieldError{capplan::data::PortfolioFile::tr("is the same quota pool as quota[%1]").arg(j),
                                         QStringLiteral("quota[%1]").arg(i)};
                    }
                }
                spec.quota.push_back(quota);
            }
        }
        return spec;
    }

private:
    // Every key of `object` is a row of `list` (or one of `extra`), and every required row is there.
    void checkKeys(const json &object, std::string_view list, const QString &path, std::set<std::string> extra)
    {
        const auto rows = rowsOf(list);
        for (const model::PortfolioFieldInfo *row : rows) {
            extra.insert(std::string(keyOf(row->path)));
        }
        const QString prefix = path.isEmpty() ? QString() : path + QLatin1Char('.');
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!extra.count(it.key())) {
                throw FieldError{capplan::data::PortfolioFile::tr("is not a field of a portfolio file"), prefix + q(it.key())};
            }
        }
        for (const model::PortfolioFieldInfo *row : rows) {
            if (row->required && !object.contains(std::string(keyOf(row->path)))) {
                throw FieldError{capplan::data::PortfolioFile::tr("is required (the %1)")
                                     .arg(QCoreApplication::translate(model::kPortfolioFieldContext,
                                                                      std::string(row->name).c_str())),
                                 prefix + q(keyOf(row->path))};
            }
        }
    }

    static std::string text(const json &value, const QString &path)
    {
        if (!value.is_string() || value.get<std::string>().empty()) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a text that is not empty"), path};
        }
        return value.get<std::string>();
    }

    static std::string optionalText(const json &object, const char *key, const QString &prefix)
    {
        const auto it = object.find(key);
        return it == object.end() ? std::string() : text(*it, prefix + QLatin1String(key));
    }

    static double number(const json &value, const QString &path)
    {
        if (!value.is_number() || !std::isfinite(value.get<double>())) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a number"), path};
        }
        return value.get<double>();
    }

    static long long whole(const json &value, const QString &path, long long low)
    {
        const double v = number(value, path);
        if (v != std::floor(v) || v < static_cast<double>(low) || v > 1e12) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a whole number of at least %1").arg(low), path};
        }
        return static_cast<long long>(v);
    }

    static std::vector<std::string> names(const json &object, const char *key)
    {
        std::vector<std::string> out;
        const auto it = object.find(key);
        if (it == object.end()) {
            return out;
        }
        const QString path = QLatin1String(key);
        if (!it->is_array()) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a list of names"), path};
        }
        for (std::size_t i = 0; i < it->size(); ++i) {
            out.push_back(text((*it)[i], QStringLiteral("%1[%2]").arg(path).arg(i)));
        }
        return out;
    }

    double hoursFromStart(const std::string &text, bool endOfDay, const QString &path) const
    {
        const std::optional<QDateTime> m = moment(text, endOfDay);
        if (!m) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:MM)"),
                             path};
        }
        return static_cast<double>(m_start.secsTo(*m)) / 3600.0;
    }

    model::PortfolioRunSpec readRun(const json &item, const QString &path)
    {
        if (!item.is_object()) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be an object"), path};
        }
        checkKeys(item, "runs", path, {});
        const QString prefix = path + QLatin1Char('.');
        model::PortfolioRunSpec run;
        run.name = optionalText(item, "name", prefix);
        const json &plan = item.at("plan");
        if (plan.is_string()) {
            run.planPath = text(plan, prefix + QStringLiteral("plan"));
            const QString file = QDir(m_baseDir).filePath(q(run.planPath));
            Result<model::PlanSpec> loaded = PlanFile::load(file);
            if (!loaded) {
                const Error &e = loaded.error();
                throw FieldError{e.path.isEmpty() ? e.message : e.path + QStringLiteral(": ") + e.message,
                                 prefix + QStringLiteral("plan")};
            }
            run.plan = loaded.value();
        } else if (plan.is_object()) {
            Result<model::PlanSpec> parsed = PlanFile::parse(QByteArray::fromStdString(plan.dump()));
            if (!parsed) {
                const Error &e = parsed.error();
                throw FieldError{e.message, prefix + QStringLiteral("plan") +
                                                (e.path.isEmpty() ? QString() : QLatin1Char('.') + e.path)};
            }
            run.plan = parsed.value();
        } else {
            throw FieldError{capplan::data::PortfolioFile::tr("must be a plan file's path or a plan written inline"),
                             prefix + QStringLiteral("plan")};
        }
        run.deadline = text(item.at("deadline"), prefix + QStringLiteral("deadline"));
        run.deadlineHour = hoursFromStart(run.deadline, true, prefix + QStringLiteral("deadline"));
        run.earliestStart = optionalText(item, "earliest_start", prefix);
        run.earliestStartHour = run.earliestStart.empty() ? 0.0
                                                          : hoursFromStart(run.earliestStart, false,
                                                                           prefix + QStringLiteral("earliest_start"));
        if (run.earliestStartHour < 0.0) {
            throw FieldError{capplan::data::PortfolioFile::tr("is before the portfolio's start"),
                             prefix + QStringLiteral("earliest_start")};
        }
        if (!(run.deadlineHour > run.earliestStartHour)) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be after the run's earliest start"),
                             prefix + QStringLiteral("deadline")};
        }
        if (const auto it = item.find("priority"); it != item.end()) {
            run.priority = static_cast<int>(whole(*it, prefix + QStringLiteral("priority"), 1));
        }
        if (const auto it = item.find("standing_cluster"); it != item.end()) {
            if (!it->is_boolean()) {
                throw FieldError{capplan::data::PortfolioFile::tr("must be true or false"),
                                 prefix + QStringLiteral("standing_cluster")};
            }
            run.standingCluster = it->get<bool>();
        }
        if (const auto it = item.find("may_move"); it != item.end()) {
            const QString field = prefix + QStringLiteral("may_move");
            const std::optional<model::MayMove> mayMove = it->is_string() ? model::mayMoveFromString(it->get<std::string>())
                                                                          : std::nullopt;
            if (!mayMove) {
                //: %1: the value the file gives
                throw FieldError{capplan::data::PortfolioFile::tr(
                                     "must be \"no\", \"region\" (the same size in another region or tier) or \"size\" "
                                     "(any size), not %1")
                                     .arg(q(it->dump())),
                                 field};
            }
            run.mayMove = *mayMove;
        }
        return run;
    }

    model::QuotaAssumption readQuota(const json &item, const QString &path)
    {
        if (!item.is_object()) {
            throw FieldError{capplan::data::PortfolioFile::tr("must be an object"), path};
        }
        checkKeys(item, "quota", path, {});
        const QString prefix = path + QLatin1Char('.');
        model::QuotaAssumption quota;
        quota.region = text(item.at("region"), prefix + QStringLiteral("region"));
        quota.cores = whole(item.at("cores"), prefix + QStringLiteral("cores"), 0);
        if (const auto it = item.find("tier"); it != item.end()) {
            const std::optional<model::Tier> tier = model::tierFromString(text(*it, prefix + QStringLiteral("tier")));
            if (!tier || *tier == model::Tier::Spot) {
                throw FieldError{
                    capplan::data::PortfolioFile::tr(
                        "must be \"dedicated\" or \"low_priority\" (Spot draws on the low-priority quota)"),
                    prefix + QStringLiteral("tier")};
            }
            quota.tier = *tier;
        }
        quota.family = optionalText(item, "family", prefix);
        if (quota.tier == model::Tier::Dedicated && quota.family.empty()) {
            throw FieldError{capplan::data::PortfolioFile::tr("is required for dedicated quota, which Azure counts per VM family"),
                             prefix + QStringLiteral("family")};
        }
        if (quota.tier == model::Tier::LowPriority && !quota.family.empty()) {
            throw FieldError{
                capplan::data::PortfolioFile::tr("must be left out for low-priority quota, which Azure counts per region"),
                prefix + QStringLiteral("family")};
        }
        return quota;
    }

    QString m_baseDir;
    QDateTime m_start;
};

// Whether JSON text nests arrays and objects deeper than `limit` (brackets inside strings do not
// count): such a file is refused before it is parsed, so no reader or writer recurses that deep.
bool nestsDeeperThan(const QByteArray &bytes, int limit)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : bytes) {
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) {
                return true;
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return false;
}

} // namespace

Result<model::PortfolioSpec> PortfolioFile::parse(const QByteArray &raw, const QString &baseDir,
                                                  const QString &fileName)
{
    if (raw.size() > kMaxFileBytes) {
        return Error{tr("is larger than %1 MiB, the most a portfolio file may be").arg(kMaxFileBytes / (1024 * 1024)),
                     {},
                     fileName};
    }
    const QByteArray bytes = JsonTextDecoder::toUtf8(raw);
    if (nestsDeeperThan(bytes, kMaxDepth)) {
        return Error{tr("is nested deeper than %1 levels, the most a portfolio file may be").arg(kMaxDepth), {}, fileName};
    }
    const json doc = json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    if (doc.is_discarded()) {
        return Error{tr("is not valid JSON"), {}, fileName};
    }
    try {
        return Reader(baseDir).read(doc);
    } catch (const FieldError &e) {
        return Error{e.message, e.path, fileName};
    } catch (const json::exception &e) {
        return Error{QString::fromUtf8(e.what()), {}, fileName};
    }
}

Result<model::PortfolioSpec> PortfolioFile::load(const QString &path)
{
    QFile file;
    if (const Status opened = InputFiles::openForReading(file, path); !opened) {
        return opened.error();
    }
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        return Error{tr("cannot read the file: %1").arg(file.errorString()), {}, path};
    }
    return parse(bytes, QFileInfo(path).absolutePath(), path);
}

std::optional<QDateTime> PortfolioFile::resolvedMoment(const std::string &text, bool isDeadline)
{
    return moment(text, isDeadline);
}

QByteArray PortfolioFile::serialize(const model::PortfolioSpec &spec)
{
    ordered_json doc;
    doc["format"] = kFormat;
    doc["version"] = kCurrentVersion;
    // In the table's order; optional fields only when given.
    if (!spec.name.empty()) {
        doc["name"] = spec.name;
    }
    doc["start"] = spec.start;
    if (spec.budget) {
        doc["budget"] = *spec.budget;
    }
    if (spec.currency != model::kDefaultCurrency) {
        doc["currency"] = spec.currency;
    }
    if (spec.confidence != model::PortfolioConfidence::Estimate) {
        doc["confidence"] = std::string(model::toString(spec.confidence));
    }
    if (!spec.preferRegions.empty()) {
        doc["prefer_regions"] = spec.preferRegions;
    }
    if (!spec.avoidRegions.empty()) {
        doc["avoid_regions"] = spec.avoidRegions;
    }
    ordered_json runs = ordered_json::array();
    for (const model::PortfolioRunSpec &run : spec.runs) {
        ordered_json r;
        if (!run.name.empty()) {
            r["name"] = run.name;
        }
        if (!run.planPath.empty()) {
            r["plan"] = run.planPath;
        } else {
            r["plan"] = ordered_json::parse(PlanFile::serialize(run.plan).toStdString());
        }
        if (!run.earliestStart.empty()) {
            r["earliest_start"] = run.earliestStart;
        }
        r["deadline"] = run.deadline;
        if (run.priority != 1) {
            r["priority"] = run.priority;
        }
        if (run.standingCluster) {
            r["standing_cluster"] = true;
        }
        if (run.mayMove != model::MayMove::No) {
            r["may_move"] = std::string(model::toString(run.mayMove));
        }
        runs.push_back(r);
    }
    doc["runs"] = runs;
    if (!spec.quota.empty()) {
        ordered_json quota = ordered_json::array();
        for (const model::QuotaAssumption &a : spec.quota) {
            ordered_json item;
            if (!a.family.empty()) {
                item["family"] = a.family;
            }
            item["region"] = a.region;
            if (a.tier != model::Tier::Dedicated) {
                item["tier"] = std::string(model::toString(a.tier));
            }
            item["cores"] = a.cores;
            quota.push_back(item);
        }
        doc["quota"] = quota;
    }
    return QByteArray::fromStdString(doc.dump(2)) + '\n';
}

Status PortfolioFile::save(const model::PortfolioSpec &spec, const QString &path)
{
    return Exporters::writeFileAtomically(path, serialize(spec));
}

} // namespace capplan::data
