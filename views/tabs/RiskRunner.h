// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Evaluate.h"
#include "model/PlanSpec.h"

#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <vector>

class QThread;

namespace capplan::views {

// Runs the risk model's Monte Carlo (model::simulateRisk) off the GUI thread. Each request
// supersedes the one before: the older run is cancelled, and a result that belongs to older inputs
// is discarded, never shown. Requests are debounced, so typing "10000" starts one run, not five.
class RiskRunner : public QObject {
    Q_OBJECT

public:
    explicit RiskRunner(QObject *parent = nullptr);
    // Cancels every run and waits for its threads: nothing outlives the runner.
    ~RiskRunner() override;

    // Milliseconds between the last request and the start of its run (0: start at once).
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    // The simulation's worker threads (0: one per core); tests pin it.
    void setThreadCount(int threads) { m_threadCount = threads; }

    // Simulates `evaluation` of `spec`; with risk off or an invalid evaluation it only cancels.
    void request(const model::PlanSpec &spec, const model::Evaluation &evaluation);
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void started();
    void progressChanged(double fraction);
    void finished(const capplan::model::RiskResult &result);
    void cancelled();
    // Risk modelling is off or the plan cannot be evaluated: nothing to show.
    void inactive();

private:
    void start();
    void cancelRunning();

    QTimer m_debounce;
    model::PlanSpec m_spec;
    model::Evaluation m_evaluation;
    quint64 m_generation = 0;
    bool m_running = false;
    int m_threadCount = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    // Threads still running, a cancelled one included, until they finish.
    std::vector<QThread *> m_threads;
    std::vector<std::shared_ptr<std::atomic<bool>>> m_cancels;
};

} // namespace capplan::views
