// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace kibitz {

class EngineConsole;

// The whole traffic with one engine, kept as TLF lines (docs/protocols/tictactoe.md): a line sent
// to the engine is
// "# <line>"; the engine's output lines after it form one reply, the first "= <line>", the rest
// ". <line>"; stderr lines are engine comments "# # <line>"; a protocol error Kibitz detects is
// "? <reason>". Output that is TLF already (the tic-tac-toe TLF dialect) is kept as it is.
// Each line keeps the time it was logged. TLF has no place for times but its comments, so the
// saved log carries them as comments of their own, "# # time:2026-11-25T16:20:31.123Z" (a TLF
// property with a TOML date-time, in UTC), before each line logged at a later millisecond than
// the line before it; readEngineLogFile() (enginelogfile.h) gives them back to the lines. A line
// the person typed (the engine log's console) is a sent line after the comment "# # typed".
class EngineLog : public QObject
{
    Q_OBJECT
public:
    explicit EngineLog(QObject *parent = nullptr);

    // Output lines already framed as TLF replies are logged verbatim when set.
    void setOutputIsTlf(bool on) { m_outputIsTlf = on; }
    // Oldest lines are dropped beyond this many, so that a flooding engine cannot exhaust memory.
    void setMaxLines(qsizetype n) { m_maxLines = n; }
    // A log nobody reads (a kibitz-cli match without --log) keeps nothing: framing each line
    // cost more than a move's bookkeeping, and the lines of a whole run piled up unread.
    void setKept(bool kept) { m_kept = kept; }

    void logSent(const QString &line);
    // A line the person typed to the engine: sent as it is, and marked as theirs.
    void logTyped(const QString &line);
    void logReceived(const QString &line);
    void logStderr(const QString &line);
    void logError(const QString &reason);
    // A comment of Kibitz's own ("# # game 2 started").
    void logNote(const QString &note);
    // A line framed already (read from a file), with its time in ms since the epoch (-1: unknown).
    void appendFramed(const QString &tlfLine, qint64 msecsSinceEpoch, bool typed = false);

    const QStringList &lines() const { return m_lines; }
    // When line i was logged, in ms since the epoch; -1 when a file read did not say.
    qint64 timeAt(qsizetype i) const { return m_times.value(i, -1); }
    bool isTyped(qsizetype i) const { return m_typed.value(i, false); }
    qsizetype droppedLines() const { return m_dropped; }
    QString toTlf() const;
    // Atomic write (QSaveFile); returns an error text, empty on success.
    QString save(const QString &path) const;

    // The comment that carries a time, and its reading (-1 when the line is no such comment).
    static QString timeComment(qint64 msecsSinceEpoch);
    static qint64 timeOfComment(QStringView line);
    static QLatin1StringView typedComment() { return QLatin1StringView("# # typed"); }

    // Where the person types to this log's engine while it runs; null for a log read from a file
    // (the engine's player sets it).
    EngineConsole *console() const;
    void setConsole(EngineConsole *console);

Q_SIGNALS:
    void lineAppended(const QString &tlfLine);
    void consoleChanged();

private:
    QStringList m_lines;
    QList<qint64> m_times; // by line
    QList<bool> m_typed;   // by line
    QPointer<EngineConsole> m_console;
    qsizetype m_maxLines = 2'000'000;
    qsizetype m_dropped = 0;
    bool m_outputIsTlf = false;
    bool m_replyOpen = false;
    bool m_kept = true;
};

// What a logged line is, by its TLF mark: sent to the engine ("# "), received from it ("=", "."),
// a comment ("# # ": stderr, Kibitz's notes) or an error ("?").
enum class LogLineKind { Sent, Received, Comment, Error };
LogLineKind logLineKind(QStringView tlfLine);
// The line without its mark ("info depth 3" of ". info depth 3").
QStringView logLineText(QStringView tlfLine);
// Whether the line is a search info line ("info …" in USI and UXI, "MESSAGE" is not), whichever
// way it went: the lines an author most often hides.
bool isInfoLogLine(QStringView tlfLine);

// True when the line is valid TLF framing: starts "# ", "=", "." or "?" (or is exactly "#").
bool isTlfLogLine(QStringView line);

// "1-kibitz-tictactoe.tlf": the engine's place on the command line and its name, made safe for a
// file name.
QString engineLogFileName(int place, const QString &engineName);

} // namespace kibitz
