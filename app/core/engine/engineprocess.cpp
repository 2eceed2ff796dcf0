// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineprocess.h"

#include "core/engine/harnesslatency.h"

#include <QTimer>

namespace kibitz {

EngineProcess::EngineProcess(QObject *parent) : QObject(parent), m_process(new QProcess(this))
{
    connect(m_process, &QProcess::started, this, &EngineProcess::started);
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        m_lastReadNs = HarnessLatency::now();
        readFrom(QProcess::StandardOutput);
    });
    connect(m_process, &QProcess::bytesWritten, this, &EngineProcess::inputWritten);
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { readFrom(QProcess::StandardError); });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) Q_EMIT failedToStart(m_process->errorString());
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        // Flush a last line that had no terminator.
        readFrom(QProcess::StandardOutput);
        readFrom(QProcess::StandardError);
        if (!m_out.buffer.isEmpty()) emitLine(m_out, m_out.buffer, false);
        if (!m_err.buffer.isEmpty()) emitLine(m_err, m_err.buffer, true);
        m_out.buffer.clear();
        m_err.buffer.clear();
        Q_EMIT exited(code, status == QProcess::CrashExit || m_killedByUs);
    });
}

EngineProcess::~EngineProcess()
{
    if (m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        m_process->kill();
        // Destroying a running QProcess waits for it; instead the killed process is reaped by
        // the event loop and its QProcess deleted then.
        m_process->setParent(nullptr);
        connect(m_process, &QProcess::finished, m_process, &QObject::deleteLater);
    }
}

void EngineProcess::start(const Command &command)
{
    m_process->setProgram(command.program);
    m_process->setArguments(command.arguments);
    if (!command.workingDirectory.isEmpty())
        m_process->setWorkingDirectory(command.workingDirectory);
    m_process->start(QIODevice::ReadWrite);
}

void EngineProcess::writeLine(const QString &line)
{
    // While the process is still starting, QProcess buffers what is written.
    if (m_process->state() == QProcess::NotRunning) return;
    m_process->write(line.toUtf8() + '\n');
}

void EngineProcess::shutDown(int graceMs)
{
    if (m_process->state() == QProcess::NotRunning) return;
    m_process->closeWriteChannel();
    QTimer::singleShot(graceMs, this, [this] {
        if (m_process->state() != QProcess::NotRunning) kill();
    });
}

void EngineProcess::kill()
{
    if (m_process->state() == QProcess::NotRunning) return;
    m_killedByUs = true;
    m_process->kill();
}

bool EngineProcess::isRunning() const
{
    return m_process->state() != QProcess::NotRunning;
}

qint64 EngineProcess::processId() const
{
    return m_process->processId();
}

void EngineProcess::readFrom(QProcess::ProcessChannel channel)
{
    m_process->setReadChannel(channel);
    const QByteArray data = m_process->readAll();
    if (!data.isEmpty())
        splitLines(channel == QProcess::StandardError ? m_err : m_out, data,
                   channel == QProcess::StandardError);
}

void EngineProcess::splitLines(Stream &stream, const QByteArray &data, bool isStderr)
{
    qsizetype start = 0;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data[i];
        if (c != '\n' && c != '\r') continue;
        if (c == '\n' && stream.lastWasCR && i == start && stream.buffer.isEmpty()) {
            // LF of a CRLF pair split at the CR.
            stream.lastWasCR = false;
            start = i + 1;
            continue;
        }
        stream.lastWasCR = c == '\r';
        QByteArrayView piece(data.constData() + start, i - start);
        if (stream.skippingLongLine) {
            stream.skippingLongLine = false;
        } else if (stream.buffer.isEmpty()) {
            emitLine(stream, piece, isStderr);
        } else {
            stream.buffer.append(piece);
            emitLine(stream, stream.buffer, isStderr);
        }
        stream.buffer.clear();
        if (c == '\r' && i + 1 < data.size() && data[i + 1] == '\n') {
            ++i;
            stream.lastWasCR = false;
        }
        start = i + 1;
    }
    if (start < data.size()) {
        stream.lastWasCR = false;
        if (!stream.skippingLongLine)
            stream.buffer.append(data.constData() + start, data.size() - start);
    }
    if (stream.buffer.size() > m_maxLineLength) {
        Q_EMIT outputProblemFound(
            tr("a line longer than %1 bytes was dropped").arg(m_maxLineLength));
        stream.buffer.clear();
        stream.skippingLongLine = true;
    }
}

void EngineProcess::emitLine(Stream &stream, QByteArrayView bytes, bool isStderr)
{
    if (bytes.size() > m_maxLineLength) {
        Q_EMIT outputProblemFound(
            tr("a line longer than %1 bytes was dropped").arg(m_maxLineLength));
        return;
    }
    QString line = stream.decoder.decode(bytes);
    if (stream.decoder.hasError()) {
        Q_EMIT outputProblemFound(tr("invalid UTF-8 in the engine's output"));
        stream.decoder.resetState();
    }
    if (isStderr)
        Q_EMIT stderrLineReceived(line);
    else
        Q_EMIT lineReceived(line);
}

} // namespace kibitz
