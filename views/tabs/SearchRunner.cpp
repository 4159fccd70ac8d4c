// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/tabs/SearchRunner.h"

#include <QElapsedTimer>

#include <utility>

namespace capplan::views {

SearchRunner::SearchRunner(QObject *parent)
    // Short: each request cancels the search before it, so the debounce only spares the threads
    // of a burst (a held arrow key, an undo of many fields); the first front must show within
    // 100 ms of a change (30 ms here plus a search's first size, docs/search.md).
    : WorkerRunner(30, parent)
{
}

void SearchRunner::request(const model::PlanSpec &spec, const model::Catalog &catalog, const std::string &todayIso)
{
    supersede();
    m_spec = spec;
    // The catalog is copied once per request (not per keystroke's search): the thread reads its
    // own snapshot while the user edits the catalog window.
    if (!m_catalog || !(*m_catalog == catalog)) {
        m_catalog = std::make_shared<const model::Catalog>(catalog);
    }
    m_todayIso = todayIso;
    schedule();
}

std::function<void()> SearchRunner::makeJob(const Job &job)
{
    ++m_startedCount;
    Q_EMIT started();

    // Copies: the thread must not read members the GUI thread changes meanwhile.
    const model::PlanSpec spec = m_spec;
    const std::shared_ptr<const model::Catalog> catalog = m_catalog;
    const std::string today = m_todayIso;
    const bool monteCarlo = m_monteCarlo;
    return [this, job, spec, catalog, today, monteCarlo] {
        model::SearchControl control;
        control.cancel = job.cancelFlag();
        control.monteCarlo = monteCarlo;
        QElapsedTimer clock;
        clock.start();
        control.elapsedSeconds = [&clock] { return static_cast<double>(clock.nsecsElapsed()) / 1e9; };
        // Called from this thread after each size; queued to the GUI thread.
        control.progress = [this, job](const model::SearchResult &partial, double fraction) {
            if (job.isCancelled()) {
                return;
            }
            job.post([this, fraction, partial] {
                if (isRunning()) {
                    Q_EMIT progress(fraction, partial);
                }
            });
        };
        model::SearchResult result = model::search(spec, *catalog, today, control);
        if (job.isCancelled()) {
            return; // cancelled: not this inputs' answer
        }
        job.postResult([this, result = std::move(result)] { Q_EMIT finished(result); });
    };
}

} // namespace capplan::views
