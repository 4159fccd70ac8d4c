// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/WorkerRunner.h"

#include <QThread>

#include <algorithm>

namespace capplan::views {

WorkerRunner::WorkerRunner(int debounceMs, QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(debounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &WorkerRunner::start);
}

WorkerRunner::~WorkerRunner()
{
    for (const auto &flag : m_cancels) {
        flag->store(true);
    }
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void WorkerRunner::supersede()
{
    ++m_generation; // whatever is running now belongs to older inputs
    cancelRunning();
}

void WorkerRunner::cancel()
{
    ++m_generation;
    const bool wasActive = m_running || m_debounce.isActive();
    m_debounce.stop();
    cancelRunning();
    if (wasActive) {
        emitCancelled();
    }
}

void WorkerRunner::cancelRunning()
{
    if (m_cancel) {
        m_cancel->store(true);
        m_cancel.reset();
    }
    m_running = false;
}

void WorkerRunner::start()
{
    const quint64 generation = ++m_generation;
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    m_cancels.push_back(cancelFlag);
    m_running = true;

    QThread *thread = QThread::create(makeJob(Job(this, generation, cancelFlag)));
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, thread, cancelFlag] {
        m_threads.erase(std::remove(m_threads.begin(), m_threads.end(), thread), m_threads.end());
        m_cancels.erase(std::remove(m_cancels.begin(), m_cancels.end(), cancelFlag), m_cancels.end());
        thread->deleteLater();
    });
    thread->start(QThread::LowPriority);
}

} // namespace capplan::views
