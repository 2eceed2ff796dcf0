// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QProcess>
#include <QSocketNotifier>
#include <QStringDecoder>
#include <QStringList>

namespace kibitz {

// An engine program run through QProcess: started from an argv list and a working directory
// (never through a shell), its output split into lines (CR, LF or CRLF, partial lines kept
// until complete), over-long lines and invalid UTF-8 reported, stderr kept as lines of its own.
// Nothing here blocks: there is no waitFor* call. On Unix the engine's standard input is a
// non-blocking pipe of our own, written at once (QProcess would write from a later turn of the
// event loop, a poll and a wake-up more for every line); what it cannot take yet is written when
// it can. Its standard output is a pipe of our own too, read straight into the line splitter
// when it has data (QProcess would ask its size, copy it into a buffer of its own and again into
// ours). Lines written while an engine's output is handled (a search's settings and its
// command, sent on the opponent's move) are held until it is, and go out in one write: one
// wake-up of the engine.
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
    // Lines written while this thread handles engine output are held, to go out together when
    // it is done; this sends them now (before a slow step such as a file write, so that an
    // engine's turn does not wait for it).
    static void writeHeld();

Q_SIGNALS:
    void started();
    void lineReceived(const QString &line);
    void stderrLineReceived(const QString &line);
    // Something wrong with the output that is not fatal (over-long line, invalid UTF-8).
    void outputProblemFound(const QString &problem);
    // The process could not start, or it ended; crashed is true for a crash or a kill.
    void failedToStart(const QString &error);
    void exited(int exitCode, bool crashed);
    // What writeLine queued has gone into the engine's pipe: within writeLine when the pipe took
    // it all, else from the event loop. handedNs (HarnessLatency::now()) is when its last part
    // was handed to the pipe, taken just before the write call: the engine that write wakes may
    // be run first, on the same CPU, for a whole time slice (a few ms) before this thread goes
    // on, and that wait is the engine's time, not Kibitz's delay.
    void inputWritten(qint64 handedNs);

private:
    struct Stream
    {
        QByteArray buffer;
        bool skippingLongLine = false;
        bool lastWasCR = false;
        QStringDecoder decoder{QStringDecoder::Utf8};
    };
    void readFrom(QProcess::ProcessChannel channel);
    void handleOutput(QByteArrayView data, bool isStderr);
    void splitLines(Stream &stream, QByteArrayView data, bool isStderr);
    void emitLine(Stream &stream, QByteArrayView bytes, bool isStderr);
    void openPipes();
    void writeInput();
    void closeInput();
    void readOutput(qsizetype limit);
    qsizetype readPipe(char *into, qsizetype size);
    void closeOutput();

    // Our own pipe to the engine's standard input (Unix), -1 when QProcess's is used.
    int m_inputFd = -1;
    QByteArray m_unwritten; // what the pipe has not taken yet
    QSocketNotifier *m_inputNotifier = nullptr;
    bool m_closeInputWhenWritten = false;
    // Our own pipe from the engine's standard output (Unix), -1 when QProcess's is used or once
    // it has ended.
    int m_outputFd = -1;
    QSocketNotifier *m_outputNotifier = nullptr;

    QProcess *m_process;
    Stream m_out;
    Stream m_err;
    qsizetype m_maxLineLength = 1 << 20;
    bool m_killedByUs = false;
    qint64 m_lastReadNs = 0;
};

} // namespace kibitz
