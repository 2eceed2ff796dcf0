#pragma once

#include <QObject>
#include <QStringList>

namespace kibitz {

// The whole traffic with one engine, kept as TLF lines (docs/protocols/tictactoe.md): a line sent
// to the engine is
// "# <line>"; the engine's output lines after it form one reply, the first "= <line>", the rest
// ". <line>"; stderr lines are engine comments "# # <line>"; a protocol error Kibitz detects is
// "? <reason>". Output that is TLF already (the tic-tac-toe TLF dialect) is kept as it is.
class EngineLog : public QObject
{
    Q_OBJECT
public:
    explicit EngineLog(QObject *parent = nullptr);

    // Output lines already framed as TLF replies are logged verbatim when set.
    void setOutputIsTlf(bool on) { m_outputIsTlf = on; }
    // Oldest lines are dropped beyond this many, so that a flooding engine cannot exhaust memory.
    void setMaxLines(qsizetype n) { m_maxLines = n; }

    void logSent(const QString &line);
    void logReceived(const QString &line);
    void logStderr(const QString &line);
    void logError(const QString &reason);
    // A comment of Kibitz's own ("# # game 2 started").
    void logNote(const QString &note);

    const QStringList &lines() const { return m_lines; }
    qsizetype droppedLines() const { return m_dropped; }
    QString toTlf() const;
    // Atomic write (QSaveFile); returns an error text, empty on success.
    QString save(const QString &path) const;

Q_SIGNALS:
    void lineAppended(const QString &tlfLine);

private:
    void append(QString line);

    QStringList m_lines;
    qsizetype m_maxLines = 2'000'000;
    qsizetype m_dropped = 0;
    bool m_outputIsTlf = false;
    bool m_replyOpen = false;
};

// True when the line is valid TLF framing: starts "# ", "=", "." or "?" (or is exactly "#").
bool isTlfLogLine(QStringView line);

} // namespace kibitz
