// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/SearchRunner.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>

namespace capplan::views {

SearchRunner::SearchRunner(QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    // Short: each request cancels the search before it, so the debounce only spares the threads
    // of a burst (a held arrow key, an undo of many fields); the first front must show within
    // 100 ms of a change (30 ms here plus a search's first size, docs/search.md).
    m_debounce.setInterval(30);
    connect(&m_debounce, &QTimer::timeout, this, &SearchRunner::start);
}

SearchRunner::~SearchRunner()
{
    for (const auto &flag : m_cancels) {
        flag->store(true);
    }
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void SearchRunner::request(const model::PlanSpec &spec, const model::Catalog &catalog, const std::string &todayIso)
{
    ++m_generation; // whatever is running now belongs to older inputs
    cancelRunning();
    m_spec = spec;
    // The catalog is copied once per request (not per keystroke's search): the thread reads its
    // own snapshot while the user edits the catalog window.
    if (!m_catalog || !(*m_catalog == catalog)) {
        m_catalog = std::make_shared<const model::Catalog>(catalog);
    }
    m_todayIso = todayIso;
    m_debounce.start();
}

void SearchRunner::cancel()
{
    ++m_generation;
    const bool wasActive = m_running || m_debounce.isActive();
    m_debounce.stop();
    cancelRunning();
    if (wasActive) {
        Q_EMIT cancelled();
    }
}

void SearchRunner::cancelRunning()
{
    if (m_cancel) {
        m_cancel->store(true);
        m_cancel.reset();
    }
    m_running = false;
}

void SearchRunner::start()
{
    const quint64 generation = ++m_generation;
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    m_cancels.push_back(cancelFlag);
    m_running = true;
    ++m_startedCount;
    Q_EMIT started();

    // Copies: the thread must not read members the GUI thread changes meanwhile.
    const model::PlanSpec spec = m_spec;
    const std::shared_ptr<const model::Catalog> catalog = m_catalog;
    const std::string today = m_todayIso;
    const bool monteCarlo = m_monteCarlo;
    QThread *thread = QThread::create([this, spec, catalog, today, cancelFlag, generation, monteCarlo] {
        model::SearchControl control;
        control.cancel = cancelFlag.get();
        control.monteCarlo = monteCarlo;
        QElapsedTimer clock;
        clock.start();
        control.elapsedSeconds = [&clock] { return static_cast<double>(clock.nsecsElapsed()) / 1e9; };
        // Called from this thread after each size; queued to the GUI thread. The runner outlives
        // the thread (its destructor waits), so posting to it is safe.
        control.progress = [this, generation, cancelFlag](const model::SearchResult &partial, double fraction) {
            if (cancelFlag->load()) {
                return;
            }
            QMetaObject::invokeMethod(
                this,
                [this, generation, fraction, partial] {
                    if (generation == m_generation && m_running) {
                        Q_EMIT progress(fraction, partial);
                    }
                },
                Qt::QueuedConnection);
        };
        model::SearchResult result = model::search(spec, *catalog, today, control);
        if (cancelFlag->load()) {
            return; // cancelled: not this inputs' answer
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, result = std::move(result)] {
                if (generation != m_generation) {
                    return; // superseded
                }
                m_running = false;
                m_cancel.reset();
                Q_EMIT finished(result);
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
