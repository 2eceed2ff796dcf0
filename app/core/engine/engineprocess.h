// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QProcess>
#include <QStringDecoder>
#include <QStringList>

namespace kibitz {

// An engine program run through QProcess: started from an argv list and a working directory
// (never through a shell), its output split into lines (CR, LF or CRLF, partial lines kept
// until complete), over-long lines and invalid UTF-8 reported, stderr kept as lines of its own.
// Nothing here blocks: there is no waitFor* call.
class EngineProcess : public QObject
{
    Q_OBJECT
public:
    struct Command
    {
        QString program;
        QStringList arguments;
        QString workingDirectory;
    };

    explicit EngineProcess(QObject *parent = nullptr);
    ~EngineProcess() override;

    void setMaxLineLength(qsizetype bytes) { m_maxLineLength = bytes; }
    void start(const Command &command);
    void writeLine(const QString &line);
    // Closes stdin (some engines quit on EOF) and kills the process if it has not exited after
    // graceMs.
    void shutDown(int graceMs);
    void kill();
    bool isRunning() const;
    qint64 processId() const;
    // When the latest standard output was read off the pipe (HarnessLatency::now()).
    qint64 lastReadNs() const { return m_lastReadNs; }

Q_SIGNALS:
    void started();
    void lineReceived(const QString &line);
    void stderrLineReceived(const QString &line);
    // Something wrong with the output that is not fatal (over-long line, invalid UTF-8).
    void outputProblemFound(const QString &problem);
    // The process could not start, or it ended; crashed is true for a crash or a kill.
    void failedToStart(const QString &error);
    void exited(int exitCode, bool crashed);
    // What writeLine queued has gone into the engine's pipe (QProcess writes from the event loop).
    void inputWritten();

private:
    struct Stream
    {
        QByteArray buffer;
        bool skippingLongLine = false;
        bool lastWasCR = false;
        QStringDecoder decoder{QStringDecoder::Utf8};
    };
    void readFrom(QProcess::ProcessChannel channel);
    void splitLines(Stream &stream, const QByteArray &data, bool isStderr);
    void emitLine(Stream &stream, QByteArrayView bytes, bool isStderr);

    QProcess *m_process;
    Stream m_out;
    Stream m_err;
    qsizetype m_maxLineLength = 1 << 20;
    bool m_killedByUs = false;
    qint64 m_lastReadNs = 0;
};

} // namespace kibitz
