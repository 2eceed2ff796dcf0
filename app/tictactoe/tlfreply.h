// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringView>

namespace kibitz::tictactoe {

// One reply of a TLF (Thinking Log Format) engine: `= message name:value …` or `? message …`.
struct TlfReply
{
    enum class Kind { Ok, Error }; // '=' reply or '?' error
    Kind kind = Kind::Ok;
    QString message;                           // words before the first property, trimmed
    QList<QPair<QString, QString>> properties; // in order; values unquoted and unescaped

    // The first property of that name, or a null QString (a present empty value is not null).
    QString value(QStringView name) const;
    bool has(QStringView name) const;
};

// Assembles replies from engine output, one line at a time.
//
// A reply starts with a line beginning `=` or `?` followed by a space or the end of the line.
// It is complete, and returned by the same feed() call, unless it leaves a `'''` value open:
// engines send `= bestmove sq:4` and then wait. Only an open `'''` value makes the reader wait
// for more lines; while it is open, a `.` line (`. ` stripped) is a line of the value, and so is
// any other line except a new `=`/`?` line (taken verbatim: engines may forget the mark). The
// text after the opening `'''`, the lines in between and the text before the closing `'''` are
// joined with '\n', and as in TOML a newline right after the opening `'''` is dropped while the
// one before the closing `'''` is kept: `board:'''` / `. ..x` / `. '''` gives "..x\n". After the
// closing `'''` the line may go on with more properties (and may open another value).
//
// Outside an open value, and so after every complete reply:
// - a bare `.` line (some engines end each reply with it), a blank line, and `#` lines (TLF log
//   comments) are ignored without error;
// - a `.` line with text cannot continue anything: it is ignored and reported by lastError();
// - any other text is reported by lastError() and ignored.
// A `=`/`?` line that arrives while a value is still open completes the previous reply with the
// value as received so far, and lastError() reports it; finish() does the same at the end.
// A reply line that does not parse (unterminated string, bad escape) yields no reply, only an
// error. A pending reply is capped at maxPendingLines continuation lines and maxPendingChars
// characters of open values: beyond that it is dropped with an error, and the lines that follow
// up to the next `=`/`?` line or a line holding `'''` are skipped silently.
// A trailing '\r' on a line is ignored.
class TlfReplyReader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::tictactoe::TlfReplyReader)

public:
    static constexpr int maxPendingLines = 1000;
    static constexpr qsizetype maxPendingChars = 1024 * 1024;

    // Feeds one line (without line terminator). Returns the replies completed by it: 0, 1, or 2
    // when a new `=`/`?` line cuts off a reply whose `'''` value was still open.
    QList<TlfReply> feed(QStringView line);
    // Ends input: returns a reply still waiting for the end of a `'''` value (with an error).
    QList<TlfReply> finish();
    // Non-empty when the last feed() or finish() met a protocol error; cleared on each call.
    QString lastError() const { return m_lastError; }
    // Whether a reply is waiting for the rest of a `'''` value.
    bool isPending() const { return m_open; }

private:
    void startReply(TlfReply::Kind kind, QStringView body, QList<TlfReply> *done);
    void continueValue(QStringView content, QList<TlfReply> *done);
    void parseRest(QStringView text, qsizetype pos, QList<TlfReply> *done);
    TlfReply takeCutOff();
    void reset();
    void addError(const QString &error);

    TlfReply m_pending;
    QString m_openName;
    QString m_openText; // as TOML would see it between the quotes, not yet trimmed
    int m_pendingLines = 0;
    qsizetype m_pendingChars = 0;
    bool m_open = false;
    bool m_discarding = false;
    QString m_lastError;
};

// Parses the body of one logical reply (the text after the mark), e.g.
// "info depth:5 pv:'4 0 8'". The message is everything before the first word of the form
// `name:` (name = [A-Za-z0-9_-]+); then come space-separated `name:value` properties whose value
// is a bare word, a TOML basic string "…", a literal string '…', or a multi-line literal
// '''…''' (which may hold newlines in `body`). Sets out->message and out->properties (not
// out->kind). Returns false with *error set when the text is malformed.
bool parseTlfBody(QStringView body, TlfReply *out, QString *error);

// Quotes a value for writing: bare if it is a plain token ([A-Za-z0-9_.+-]+), else a literal
// string '…' if it holds no ' and no control character but tab, else a basic string "…" with
// TOML escapes. The result never holds a line break, and parseTlfBody() reads it back.
QString tlfQuote(QStringView value);

} // namespace kibitz::tictactoe
