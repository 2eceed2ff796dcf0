#pragma once

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>

namespace kibitz::goita {

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

} // namespace kibitz::goita
