// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/plan/PortfolioSpec.h"
#include "model/planning/Portfolio.h"
#include "views/tabs/WorkerRunner.h"

#include <memory>
#include <string>

namespace capplan::views {

// Plans a portfolio off the GUI thread (model::planPortfolio: each run's search, then (a), (b) and
// what quota buys), as SearchRunner searches one plan: a new request cancels the one running, and
// an older request's progress or answer is never shown.
class PortfolioRunner : public WorkerRunner {
    Q_OBJECT

public:
    explicit PortfolioRunner(QObject *parent = nullptr);

    void request(const model::PortfolioSpec &spec, const model::Catalog &catalog, const std::string &todayIso);
    // The catalog the latest request was planned with (the quota request reads its counters).
    std::shared_ptr<const model::Catalog> catalog() const { return m_catalog; }

Q_SIGNALS:
    void started();
    // The fraction of the runs' searches done.
    void progress(double fraction);
    void finished(const capplan::model::PortfolioPlan &plan);
    void cancelled();

protected:
    std::function<void()> makeJob(const Job &job) override;
    void emitCancelled() override { Q_EMIT cancelled(); }

private:
    model::PortfolioSpec m_spec;
    std::shared_ptr<const model::Catalog> m_catalog;
    std::string m_todayIso;
};

} // namespace capplan::views
