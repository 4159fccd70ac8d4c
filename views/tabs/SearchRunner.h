// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Catalog.h"
#include "model/PlanSpec.h"
#include "model/Search.h"

#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <string>
#include <vector>

class QThread;

namespace capplan::views {

// Runs model::search off the GUI thread, like RiskRunner runs the Monte Carlo: requests are
// debounced, each one cancels the search that is running (its cancel flag), and a result or a
// progress report of an older request is discarded, never shown. The GUI thread never waits for a
// search, except in the destructor.
class SearchRunner : public QObject {
    Q_OBJECT

public:
    explicit SearchRunner(QObject *parent = nullptr);
    // Cancels every search and waits for its threads: nothing outlives the runner.
    ~SearchRunner() override;

    // Milliseconds between the last request and the start of its search (0: start at once).
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    int debounceMs() const { return m_debounce.interval(); }
    // Whether the Monte Carlo runs for the front's P(meet deadline) (model::SearchControl).
    void setMonteCarlo(bool on) { m_monteCarlo = on; }

    void request(const model::PlanSpec &spec, const model::Catalog &catalog, const std::string &todayIso);
    void cancel();
    bool isRunning() const { return m_running; }
    bool isPending() const { return m_debounce.isActive(); }
    // Searches started so far (tests: a superseded request never started, or was cancelled).
    int startedCount() const { return m_startedCount; }

Q_SIGNALS:
    void started();
    // The front so far (complete false) and the fraction of sizes done.
    void progress(double fraction, const capplan::model::SearchResult &partial);
    void finished(const capplan::model::SearchResult &result);
    void cancelled();

private:
    void start();
    void cancelRunning();

    QTimer m_debounce;
    model::PlanSpec m_spec;
    std::shared_ptr<const model::Catalog> m_catalog;
    std::string m_todayIso;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_monteCarlo = true;
    int m_startedCount = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    // Threads still running, a cancelled one included, until they finish.
    std::vector<QThread *> m_threads;
    std::vector<std::shared_ptr<std::atomic<bool>>> m_cancels;
};

} // namespace capplan::views
