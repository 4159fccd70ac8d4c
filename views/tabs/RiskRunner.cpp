// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/RiskRunner.h"

#include <QThread>

#include <algorithm>
#include <optional>

namespace capplan::views {

RiskRunner::RiskRunner(QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);
    connect(&m_debounce, &QTimer::timeout, this, &RiskRunner::start);
}

RiskRunner::~RiskRunner()
{
    for (const auto &flag : m_cancels) {
        flag->store(true);
    }
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void RiskRunner::request(const model::PlanSpec &spec, const model::Evaluation &evaluation)
{
    ++m_generation; // whatever is running now belongs to older inputs
    cancelRunning();
    if (!spec.risk.enabled || !evaluation.ok() || evaluation.options.empty()) {
        m_debounce.stop();
        Q_EMIT inactive();
        return;
    }
    m_spec = spec;
    m_evaluation = evaluation;
    m_debounce.start();
}

void RiskRunner::cancel()
{
    ++m_generation;
    m_debounce.stop();
    const bool wasRunning = m_running;
    cancelRunning();
    if (wasRunning) {
        Q_EMIT cancelled();
    }
}

void RiskRunner::cancelRunning()
{
    if (m_cancel) {
        m_cancel->store(true);
        m_cancel.reset();
    }
    m_running = false;
}

void RiskRunner::start()
{
    const quint64 generation = ++m_generation;
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    m_cancels.push_back(cancelFlag);
    m_running = true;
    Q_EMIT started();

    // Copies: the thread must not read members the GUI thread changes meanwhile.
    const model::PlanSpec spec = m_spec;
    const model::Evaluation evaluation = m_evaluation;
    const int threads = m_threadCount;
    QThread *thread = QThread::create([this, spec, evaluation, cancelFlag, generation, threads] {
        // Called from the simulation's workers; queued to the GUI thread. The runner outlives this
        // thread (its destructor waits), so posting to it is safe.
        const auto progress = [this, generation](double fraction) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, fraction] {
                    if (generation == m_generation) {
                        Q_EMIT progressChanged(fraction);
                    }
                },
                Qt::QueuedConnection);
        };
        std::optional<model::RiskResult> result = model::simulateRisk(spec, evaluation, cancelFlag.get(), progress, threads);
        QMetaObject::invokeMethod(
            this,
            [this, generation, result = std::move(result)] {
                if (generation != m_generation || !result) {
                    return; // superseded or cancelled: not this inputs' answer
                }
                m_running = false;
                m_cancel.reset();
                Q_EMIT finished(*result);
            },
            Qt::QueuedConnection);
    });
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, thread, cancelFlag] {
        m_threads.erase(std::remove(m_threads.begin(), m_threads.end(), thread), m_threads.end());
        m_cancels.erase(std::remove(m_cancels.begin(), m_cancels.end(), cancelFlag), m_cancels.end());
        thread->deleteLater();
    });
    thread->start(QThread::LowPriority);
}

} // namespace capplan::views
