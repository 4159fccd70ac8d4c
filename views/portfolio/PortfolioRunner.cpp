// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/portfolio/PortfolioRunner.h"

namespace capplan::views {

PortfolioRunner::PortfolioRunner(QObject *parent)
    // A portfolio is planned when asked (the Plan button, an opened file), not per keystroke.
    : WorkerRunner(0, parent)
{
}

void PortfolioRunner::request(const model::PortfolioSpec &spec, const model::Catalog &catalog, const std::string &todayIso)
{
    supersede();
    m_spec = spec;
    if (!m_catalog || !(*m_catalog == catalog)) {
        m_catalog = std::make_shared<const model::Catalog>(catalog);
    }
    m_todayIso = todayIso;
    schedule();
}

std::function<void()> PortfolioRunner::makeJob(const Job &job)
{
    Q_EMIT started();
    // Copies: the thread must not read members the GUI thread changes meanwhile.
    const model::PortfolioSpec spec = m_spec;
    const std::shared_ptr<const model::Catalog> catalog = m_catalog;
    const std::string today = m_todayIso;
    return [this, job, spec, catalog, today] {
        model::SearchControl control;
        control.cancel = job.cancelFlag();
        // planPortfolio reports the fraction of the whole portfolio searched.
        control.progress = [this, job](const model::SearchResult &, double fraction) {
            if (job.isCancelled()) {
                return;
            }
            job.post([this, fraction] {
                if (isRunning()) {
                    Q_EMIT progress(fraction);
                }
            });
        };
        model::PortfolioPlan plan = model::planPortfolio(spec, *catalog, today, control);
        if (job.isCancelled()) {
            return;
        }
        job.postResult([this, plan = std::move(plan)] { Q_EMIT finished(plan); });
    };
}

} // namespace capplan::views
