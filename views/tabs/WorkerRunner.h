// SPDX-FileCopyrightText: GPU Capacity Planner contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

class QThread;

namespace capplan::views {

// The plumbing of a runner that computes something slow off the GUI thread for the latest inputs
// (RiskRunner's Monte Carlo, SearchRunner's search). Each request supersedes the one before:
// requests are debounced, a new one cancels the running job (its cancel flag), and a progress
// report or result that belongs to an older request is discarded, never shown. Every job runs on
// a QThread of its own; the GUI thread never waits for one, except in the destructor.
//
// A subclass stores its inputs in request() after supersede(), calls schedule(), and builds the
// job in makeJob() when the debounce elapses. Its signals (started, cancelled, its results) stay
// its own: makeJob() emits started(), emitCancelled() emits cancelled().
class WorkerRunner : public QObject {
    Q_OBJECT

public:
    // Cancels every job and waits for its threads: nothing outlives the runner.
    ~WorkerRunner() override;

    // Milliseconds between the last request and the start of its job (0: start at once).
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    int debounceMs() const { return m_debounce.interval(); }
    bool isRunning() const { return m_running; }
    // A request waits for its debounce to elapse.
    bool isPending() const { return m_debounce.isActive(); }

    // Drops the pending request (stops the debounce) and cancels the running job (sets its
    // cancel flag; its answer is discarded). When either was there, the subclass's cancelled()
    // is emitted, once; with nothing pending or running, cancel does nothing and says nothing.
    void cancel();

protected:
    // The job being started, as its worker thread sees it: the request's generation and its cancel
    // flag. Copyable; post() and postResult() may be called from any thread.
    class Job {
    public:
        // The flag the computation polls; set by cancel(), a newer request or the destructor.
        const std::atomic<bool> *cancelFlag() const { return m_cancel.get(); }
        bool isCancelled() const { return m_cancel->load(); }

        // Runs `deliver` on the GUI thread, unless a newer request or cancel() has come since
        // this job started (its answer would belong to older inputs).
        template <class Deliver>
        void post(Deliver deliver) const
        {
            WorkerRunner *runner = m_runner;
            const quint64 generation = m_generation;
            QMetaObject::invokeMethod(
                runner,
                [runner, generation, deliver = std::move(deliver)]() mutable {
                    if (generation == runner->m_generation) {
                        deliver();
                    }
                },
                Qt::QueuedConnection);
        }

        // As post(), for the job's answer: the runner stops running before `deliver` runs.
        template <class Deliver>
        void postResult(Deliver deliver) const
        {
            WorkerRunner *runner = m_runner;
            post([runner, deliver = std::move(deliver)]() mutable {
                runner->m_running = false;
                runner->m_cancel.reset();
                deliver();
            });
        }

    private:
        friend class WorkerRunner;
        Job(WorkerRunner *runner, quint64 generation, std::shared_ptr<std::atomic<bool>> cancel)
            : m_runner(runner)
            , m_generation(generation)
            , m_cancel(std::move(cancel))
        {
        }

        // The runner outlives the job's thread (its destructor waits), so posting to it is safe;
        // taken as the base on the GUI thread, so the worker never converts a subclass pointer.
        WorkerRunner *m_runner;
        quint64 m_generation;
        std::shared_ptr<std::atomic<bool>> m_cancel;
    };

    // `debounceMs` is the default delay between a request and its job.
    explicit WorkerRunner(int debounceMs, QObject *parent = nullptr);

    // A new request: whatever is running now belongs to older inputs, so its answer is discarded
    // and its cancel flag set. Silent (no cancelled()).
    void supersede();
    // Starts (or restarts) the debounce; the job starts when it elapses.
    void schedule() { m_debounce.start(); }
    // Drops a pending request without a job (the request has nothing to compute).
    void unschedule() { m_debounce.stop(); }

    // Called on the GUI thread when the debounce elapses, with `job` already counted as running:
    // emits started() and returns the work for the worker thread, which must use copies of the
    // inputs (the GUI thread changes the members meanwhile) and deliver through job.post().
    virtual std::function<void()> makeJob(const Job &job) = 0;
    // Emits the subclass's cancelled() signal (cancel() decides when).
    virtual void emitCancelled() = 0;

private:
    void start();
    void cancelRunning();

    QTimer m_debounce;
    quint64 m_generation = 0;
    bool m_running = false;
    // The running job's cancel flag; reset when it is cancelled or its answer arrives.
    std::shared_ptr<std::atomic<bool>> m_cancel;
    // Threads still running, a cancelled one included, until they finish, and their cancel flags.
    std::vector<QThread *> m_threads;
    std::vector<std::shared_ptr<std::atomic<bool>>> m_cancels;
};

} // namespace capplan::views
