// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Evaluate.h"
#include "model/plan/PlanSpec.h"
#include "views/tabs/WorkerRunner.h"

namespace capplan::views {

// Runs the risk model's Monte Carlo (model::simulateRisk) off the GUI thread. Each request
// supersedes the one before: the older run is cancelled, and a result that belongs to older inputs
// is discarded, never shown. Requests are debounced, so typing "10000" starts one run, not five.
// The debounce, the cancelling and the threads are WorkerRunner's.
class RiskRunner : public WorkerRunner {
    Q_OBJECT

public:
    explicit RiskRunner(QObject *parent = nullptr);

    // The simulation's worker threads (0: one per core); tests pin it.
    void setThreadCount(int threads) { m_threadCount = threads; }

    // Simulates `evaluation` of `spec`; with risk off or an invalid evaluation it only cancels.
    void request(const model::PlanSpec &spec, const model::Evaluation &evaluation);

Q_SIGNALS:
    void started();
    void progressChanged(double fraction);
    void finished(const capplan::model::RiskResult &result);
    void cancelled();
    // Risk modelling is off or the plan cannot be evaluated: nothing to show.
    void inactive();

protected:
    std::function<void()> makeJob(const Job &job) override;
    void emitCancelled() override { Q_EMIT cancelled(); }

private:
    model::PlanSpec m_spec;
    model::Evaluation m_evaluation;
    int m_threadCount = 0;
};

} // namespace capplan::views
