// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QSocketNotifier;

namespace kibitz::cli {

// SIGINT (Ctrl-C) and SIGTERM as a Qt signal, by Qt's Unix signal pattern: the handler only
// writes the signal's number to a socket pair, whose other end a QSocketNotifier reads in the
// event loop. After the first, the signals are theirs again: a second Ctrl-C ends the program
// at once. One instance at a time.
class StopSignals : public QObject
{
    Q_OBJECT
public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;

Q_SIGNALS:
    void stopRequested(int signal);

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace kibitz::cli
