// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <functional>

namespace kibitz::engines {

// The commands an engine reads while it searches. A command whose verb is one of `immediate`
// (stop, quit …) acts at once; any other waits until the search has ended. Once a command
// waits, the ones behind it wait their turn too, so that a stop applies to the search it was
// sent for: when a waiting go starts a search, a stop right behind it stops that search.
class CommandQueue
{
public:
    struct Handlers
    {
        std::function<bool()> searching;
        std::function<void(const QString &command)> execute;
        std::function<void()> inputEnded; // all input done and the last search over: quit
        std::function<bool(const QString &command)> ignores = nullptr; // comments, if any
    };

    CommandQueue(const QStringList &immediate, Handlers handlers)
        : m_immediate(immediate), m_handlers(std::move(handlers))
    {}

    // A line of input; its white space is simplified and an empty one ignored.
    void receive(const QString &line);
    // The end of input: unlike quit, the search and the commands waiting behind it finish.
    void endInput();
    // Runs what waited; the engine calls it when a search has ended.
    void runPending();
    // Quitting: nothing more is run.
    void close() { m_closed = true; }

private:
    bool isImmediate(const QString &command) const;

    QStringList m_immediate;
    Handlers m_handlers;
    QStringList m_pending;
    bool m_inputEnded = false;
    bool m_closed = false;
};

} // namespace kibitz::engines
