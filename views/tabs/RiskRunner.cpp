// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/RiskRunner.h"

#include <optional>
#include <utility>

namespace capplan::views {

RiskRunner::RiskRunner(QObject *parent)
    : WorkerRunner(250, parent)
{
}

void RiskRunner::request(const model::PlanSpec &spec, const model::Evaluation &evaluation)
{
    supersede();
    if (!spec.risk.enabled || !evaluation.ok() || evaluation.options.empty()) {
        unschedule();
        Q_EMIT inactive();
        return;
    }
    m_spec = spec;
    m_evaluation = evaluation;
    schedule();
}

std::function<void()> RiskRunner::makeJob(const Job &job)
{
    Q_EMIT started();

    // Copies: the thread must not read members the GUI thread changes meanwhile.
    const model::PlanSpec spec = m_spec;
    const model::Evaluation evaluation = m_evaluation;
    const int threads = m_threadCount;
    return [this, job, spec, evaluation, threads] {
        // Called from the simulation's workers; queued to the GUI thread.
        const auto report = [this, job](double fraction) {
            job.post([this, fraction] { Q_EMIT progressChanged(fraction); });
        };
        std::optional<model::RiskResult> result =
            model::simulateRisk(spec, evaluation, job.cancelFlag(), report, threads);
        if (!result) {
            return; // cancelled: not this inputs' answer
        }
        job.postResult([this, result = std::move(*result)] { Q_EMIT finished(result); });
    };
}

} // namespace capplan::views
