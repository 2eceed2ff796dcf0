// SPDX-License-Identifier: GPL-3.0-or-later
#include "stdinreader.h"

#include "commandqueue.h"

#include <QCoreApplication>
#include <cerrno>
#include <unistd.h>
#include <utility>

namespace kibitz::engines {

StdinReader::StdinReader(QObject *parent)
    : QObject(parent), m_notifier(STDIN_FILENO, QSocketNotifier::Read)
{
    connect(&m_notifier, &QSocketNotifier::activated, this, &StdinReader::readAvailable);
}

void StdinReader::readAvailable()
{
    char chunk[4096];
    const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) return;
    if (n > 0) {
        m_buffer.append(chunk, n);
        qsizetype end;
        while ((end = m_buffer.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(m_buffer.constData(), end);
            m_buffer.remove(0, end + 1);
            Q_EMIT lineRead(line);
        }
        return;
    }
    // End of input, or an error that ends it.
    m_notifier.setEnabled(false);
    if (!m_buffer.isEmpty()) Q_EMIT lineRead(QString::fromUtf8(std::exchange(m_buffer, {})));
    Q_EMIT finished();
}

int serveStdin(CommandQueue &commands)
{
    StdinReader reader;
    QObject::connect(&reader, &StdinReader::lineRead,
                     [&commands](const QString &line) { commands.receive(line); });
    QObject::connect(&reader, &StdinReader::finished, [&commands] { commands.endInput(); });
    return QCoreApplication::exec();
}

} // namespace kibitz::engines
