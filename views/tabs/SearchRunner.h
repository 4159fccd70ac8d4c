// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/Catalog.h"
#include "model/plan/PlanSpec.h"
#include "model/Search.h"
#include "views/tabs/WorkerRunner.h"

#include <memory>
#include <string>

namespace capplan::views {

// Runs model::search off the GUI thread, like RiskRunner runs the Monte Carlo (both are
// WorkerRunners): requests are debounced, each one cancels the search that is running (its cancel
// flag), and a result or a progress report of an older request is discarded, never shown. The GUI
// thread never waits for a search, except in the destructor.
class SearchRunner : public WorkerRunner {
    Q_OBJECT

public:
    explicit SearchRunner(QObject *parent = nullptr);

    // Whether the Monte Carlo runs for the front's P(meet deadline) (model::SearchControl).
    void setMonteCarlo(bool on) { m_monteCarlo = on; }

    void request(const model::PlanSpec &spec, const model::Catalog &catalog, const std::string &todayIso);
    // Searches started so far (tests: a superseded request never started, or was cancelled).
    int startedCount() const { return m_startedCount; }

Q_SIGNALS:
    void started();
    // The front so far (complete false) and the fraction of sizes done.
    void progress(double fraction, const capplan::model::SearchResult &partial);
    void finished(const capplan::model::SearchResult &result);
    void cancelled();

protected:
    std::function<void()> makeJob(const Job &job) override;
    void emitCancelled() override { Q_EMIT cancelled(); }

private:
    model::PlanSpec m_spec;
    std::shared_ptr<const model::Catalog> m_catalog;
    std::string m_todayIso;
    bool m_monteCarlo = true;
    int m_startedCount = 0;
};

} // namespace capplan::views
