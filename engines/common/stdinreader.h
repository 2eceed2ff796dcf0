// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>

namespace kibitz::engines {

// Reads stdin through the event loop, so that the engine hears stop and quit between search
// iterations. Lines are UTF-8, ended by LF (a CR before it is left for the receiver to trim).
class StdinReader : public QObject
{
    Q_OBJECT
public:
    explicit StdinReader(QObject *parent = nullptr);

Q_SIGNALS:
    void lineRead(const QString &line);
    void finished(); // end of input, after the last line

private:
    void readAvailable();

    QSocketNotifier m_notifier;
    QByteArray m_buffer;
};

class CommandQueue;

// Feeds stdin's lines to the queue until the input ends; runs the event loop until the engine
// quits (QCoreApplication::exit) and returns its exit code.
int serveStdin(CommandQueue &commands);

} // namespace kibitz::engines
