// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandqueue.h"

namespace kibitz::engines {

bool CommandQueue::isImmediate(const QString &command) const
{
    return m_immediate.contains(command.section(u' ', 0, 0));
}

void CommandQueue::receive(const QString &line)
{
    const QString command = line.simplified();
    if (m_closed || command.isEmpty() || (m_handlers.ignores && m_handlers.ignores(command)))
        return;
    if (m_handlers.searching() && (!m_pending.isEmpty() || !isImmediate(command)))
        m_pending << command;
    else
        m_handlers.execute(command);
}

void CommandQueue::endInput()
{
    m_inputEnded = true;
    runPending();
}

void CommandQueue::runPending()
{
    while (!m_closed && !m_pending.isEmpty() &&
           (!m_handlers.searching() || isImmediate(m_pending.first())))
        m_handlers.execute(m_pending.takeFirst());
    if (m_inputEnded && !m_closed && !m_handlers.searching()) m_handlers.inputEnded();
}

} // namespace kibitz::engines
