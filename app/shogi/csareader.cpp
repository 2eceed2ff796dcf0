// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/csareader.h"

#include "shogi/handicap.h"
#include "shogi/notation.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "shogi/specialmove.h"
#include "shogi/thinkcomment.h"
#include "shogi/usi.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::CsaRecordFormat", text);
}

// A line may hold several statements separated by ','; a comment, name or header line is one
// statement whole ("N+Habu, Y." is a name, as tsshogi reads it).
struct Statement
{
    QStringView text; // into the file's text
    int line;
};

QList<Statement> statements(const QList<QStringView> &lines)
{
    QList<Statement> list;
    list.reserve(lines.size());
    for (int i = 0; i < lines.size(); ++i) {
        const QStringView l = lines[i];
        if (l.startsWith(QLatin1Char('\''))) {
            list.append({l, i + 1});
            continue;
        }
        if (l.startsWith(QLatin1Char('N')) || l.startsWith(QLatin1Char('$'))) {
            list.append({l.trimmed(), i + 1});
            continue;
        }
        for (const QStringView part : l.tokenize(QLatin1Char(',')))
            if (!part.trimmed().isEmpty()) list.append({part.trimmed(), i + 1});
    }
    return list;
}

// The kinds of statement, told apart by their first characters alone (as tsshogi's csa.ts sorts
// its lines by a table of patterns); CsaReader::read() hands each kind to its own parser.
enum class CsaLine {
    Comment,     // 'text; '* and '** are think comments (ThinkComment reads them)
    Encoding,    // 'CSA encoding=UTF-8 (or 'encoding=)
    Separator,   // '/' between games
    Version,     // V2.2
    PlayerName,  // N+name, N-name
    Header,      // $EVENT:…
    BoardPreset, // PI, PI82HI22KA: the standard start with pieces taken off
    BoardRow,    // P1-KY-KE-GI…
    Hand,        // P+00FU00KI…, P-00AL
    SideToMove,  // '+' or '-' alone
    Move,        // +7776FU
    Time,        // T12
    Special,     // %TORYO …
    Unknown,
};

CsaLine classify(QStringView s) // s is not empty
{
    const auto signAt1 = [&] {
        return s.size() >= 2 && (s[1] == QLatin1Char('+') || s[1] == QLatin1Char('-'));
    };
    switch (s[0].unicode()) {
    case u'\'':
        return s.startsWith(QLatin1String("'CSA encoding=")) ||
                       s.startsWith(QLatin1String("'encoding="))
                   ? CsaLine::Encoding
                   : CsaLine::Comment;
    case u'/':
        return s.size() == 1 ? CsaLine::Separator : CsaLine::Unknown;
    case u'V':
        return CsaLine::Version;
    case u'N':
        return signAt1() ? CsaLine::PlayerName : CsaLine::Unknown;
    case u'$':
        return CsaLine::Header;
    case u'P':
        if (s.startsWith(QLatin1String("PI"))) return CsaLine::BoardPreset;
        if (s.size() >= 2 && s[1].isDigit()) return CsaLine::BoardRow;
        return signAt1() ? CsaLine::Hand : CsaLine::Unknown;
    case u'+':
    case u'-':
        return s.size() == 1 ? CsaLine::SideToMove : CsaLine::Move;
    case u'T':
        return CsaLine::Time;
    case u'%':
        return CsaLine::Special;
    default:
        return CsaLine::Unknown;
    }
}

// What reading a file has found so far. The start position is gathered from the P lines until
// the first move, side to move or ending fixes it (finishStart).
struct CsaReader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::shogi::CsaRecordFormat)
public:
    RecordReadResult result;
    Record record{QStringLiteral("shogi")};
    bool stopped = false; // at the end of the first game
    Board start;
    bool haveBoard = false, startDone = false;
    Board pos;
    Square lastTo;
    RecordNode *cur = record.root();
    QStringList comment; // of the current node, read at its next move
    SpecialMove::Kind ending = SpecialMove::None;
    Color endingToMove = Color::Black;

    void read(const Statement &statement);
    RecordReadResult finish(int lineCount);

private:
    void fail(int line, const QString &why);
    bool finishStart(int line);
    void flush();
    void readComment(QStringView s);
    void readHeader(QStringView s);
    void readPreset(QStringView s);
    void readBoardRow(QStringView s, int line);
    void readHand(QStringView s, int line);
    void giveRestOfSet(Color c);
    void readSideToMove(QStringView s, int line);
    void readMove(QStringView s, int line);
    void readTime(QStringView s, int line);
    void readSpecial(QStringView s, int line);
};

void CsaReader::read(const Statement &statement)
{
    const QStringView s = statement.text;
    const int line = statement.line;
    // The board's lines count only before the start is fixed; after it they cannot be read, and
    // a lone sign is a (broken) move.
    switch (classify(s)) {
    case CsaLine::Comment:
        return readComment(s);
    case CsaLine::Encoding:
    case CsaLine::Version:
        return;
    case CsaLine::Separator:
        result.warnings << tr("the file holds several games; only the first is read");
        stopped = true;
        return;
    case CsaLine::PlayerName:
        record.setHeader(header::player(s[1] == QLatin1Char('+') ? 0 : 1), s.mid(2).toString());
        return;
    case CsaLine::Header:
        return readHeader(s);
    case CsaLine::BoardPreset:
        if (!startDone) return readPreset(s);
        break;
    case CsaLine::BoardRow:
        if (!startDone) return readBoardRow(s, line);
        break;
    case CsaLine::Hand:
        if (!startDone) return readHand(s, line);
        break;
    case CsaLine::SideToMove:
        return startDone ? readMove(s, line) : readSideToMove(s, line);
    case CsaLine::Move:
        return readMove(s, line);
    case CsaLine::Time:
        return readTime(s, line);
    case CsaLine::Special:
        return readSpecial(s, line);
    case CsaLine::Unknown:
        // As tsshogi: a line of no CSA kind (the second line of a header value …) is passed
        // over.
        result.warnings << tr("line %1: ignored '%2'").arg(line).arg(s.left(60));
        return;
    }
    fail(line, tr("cannot read '%1'").arg(s.left(60)));
}

RecordReadResult CsaReader::finish(int lineCount)
{
    if (!startDone) {
        if (!haveBoard) start = Board::startPosition();
        pos = start;
        if (result.error.isEmpty()) finishStart(lineCount);
    }
    flush();
    if (ending != SpecialMove::None) record.setResult(SpecialMove::toResult(ending, endingToMove));
    result.record = std::move(record);
    return std::move(result);
}

void CsaReader::fail(int line, const QString &why)
{
    if (result.error.isEmpty()) {
        result.error = why;
        result.errorLine = line;
    }
}

bool CsaReader::finishStart(int line)
{
    if (startDone) return true;
    startDone = true;
    if (!haveBoard) start = Board::startPosition();
    const QString why = start.validate();
    if (!why.isEmpty()) {
        fail(line, tr("impossible start position: %1").arg(why));
        return false;
    }
    record.setSetup(setupText(start));
    pos = start;
    return true;
}

void CsaReader::flush()
{
    if (comment.isEmpty()) return;
    ThinkComment::parse(comment, pos, lastTo, cur);
    comment.clear();
}

void CsaReader::readComment(QStringView s)
{
    // "' ---" lines before the start are the writer's rulers, not comments.
    if (startDone || !s.startsWith(QLatin1String("' ---"))) comment << s.mid(1).toString();
}

void CsaReader::readHeader(QStringView s)
{
    bool known = false;
    for (const CsaHeaderName &h : csaHeaderNames())
        if (s.startsWith(QLatin1String(h.csa))) {
            record.setHeader(h.key, s.mid(int(qstrlen(h.csa))).toString());
            known = true;
        }
    if (!known) {
        const qsizetype colon = s.indexOf(QLatin1Char(':'));
        record.setHeader(s.left(colon).toString(), s.mid(colon + 1).toString());
    }
}

void CsaReader::readPreset(QStringView s)
{
    start = Board::startPosition();
    haveBoard = true;
    // PI82HI22KA: pieces taken off.
    for (qsizetype k = 2; k + 4 <= s.size(); k += 4) {
        const Square sq = Square::at(s[k].digitValue(), s[k + 1].digitValue());
        if (sq.isValid()) start.setPiece(sq, Piece{});
    }
}

void CsaReader::readBoardRow(QStringView s, int line)
{
    if (!haveBoard) start = Board();
    haveBoard = true;
    const int rank = s[1].digitValue();
    qsizetype at = 2;
    for (int x = 0; x < 9; ++x) {
        const QStringView cell = s.mid(at, 3);
        // Mail and web pages collapse " *  * " into " * * ": a cell one character short is
        // told by the '*' where the next cell's space should be (tsshogi reads them so).
        at += 3;
        if (at < s.size() && s[at] == QLatin1Char('*')) --at;
        const Square sq = Square::at(9 - x, rank);
        if (cell.size() < 3 || cell.startsWith(QLatin1Char(' '))) {
            start.setPiece(sq, Piece{});
            continue;
        }
        const PieceType t = csaPieceType(cell.mid(1));
        if (t == PieceType::None || rank < 1) {
            fail(line, tr("cannot read the board row '%1'").arg(s));
            return;
        }
        start.setPiece(sq, Piece{t, cell[0] == QLatin1Char('+') ? Color::Black : Color::White});
    }
}

void CsaReader::readHand(QStringView s, int line)
{
    if (!haveBoard) {
        start = Board();
        haveBoard = true;
    }
    const Color c = s[1] == QLatin1Char('+') ? Color::Black : Color::White;
    for (qsizetype k = 2; k + 4 <= s.size(); k += 4) {
        const PieceType t = csaPieceType(s.mid(k + 2, 2));
        if (s.mid(k, 2) == QLatin1String("00")) {
            if (t == PieceType::King) continue;
            if (s.mid(k + 2, 2) == QLatin1String("AL")) {
                giveRestOfSet(c);
                continue;
            }
            if (!isHandType(t)) return fail(line, tr("cannot read '%1'").arg(s));
            start.setHandCount(c, t, start.handCount(c, t) + 1);
            continue;
        }
        const Square sq = Square::at(s[k].digitValue(), s[k + 1].digitValue());
        if (!sq.isValid() || t == PieceType::None) return fail(line, tr("cannot read '%1'").arg(s));
        start.setPiece(sq, Piece{t, c});
    }
}

// 00AL: the pieces of the set that are neither on the board nor in a hand go to c's hand.
void CsaReader::giveRestOfSet(Color c)
{
    for (int pt = index(PieceType::Pawn); pt <= index(PieceType::Gold); ++pt) {
        int used = start.handCount(Color::Black, PieceType(pt)) +
                   start.handCount(Color::White, PieceType(pt));
        for (int i = 0; i < 81; ++i)
            if (unpromoted(start.at(Square::fromIndex(i)).type) == PieceType(pt)) ++used;
        start.setHandCount(c, PieceType(pt),
                           start.handCount(c, PieceType(pt)) + fullSetCount(PieceType(pt)) - used);
    }
}

void CsaReader::readSideToMove(QStringView s, int line)
{
    if (!haveBoard) {
        start = Board::startPosition();
        haveBoard = true;
    }
    start.setSideToMove(s == QLatin1String("+") ? Color::Black : Color::White);
    finishStart(line);
}

void CsaReader::readMove(QStringView s, int line)
{
    if (!finishStart(line)) return;
    if (ending != SpecialMove::None) return; // moves after the ending are not the game's
    QString why;
    const auto m = parseCsaMove(pos, s, &why);
    if (!m) return fail(line, tr("move %1 '%2': %3").arg(cur->ply() + 1).arg(s, why));
    flush();
    cur = record.addMove(cur, toUsi(*m));
    pos.doMove(*m);
    lastTo = m->to;
}

void CsaReader::readTime(QStringView s, int line)
{
    bool ok = false;
    const double secs = s.mid(1).toDouble(&ok);
    // A time must be one a game can take: 'T-3', 'Tnan' or 'T1e60' (no qint64) is broken.
    if (!ok || !(secs >= 0 && secs < 1e12)) return fail(line, tr("bad time '%1'").arg(s));
    if (cur != record.root() && ending == SpecialMove::None) cur->timeMs = qRound64(secs * 1000);
}

void CsaReader::readSpecial(QStringView s, int line)
{
    if (!finishStart(line)) return;
    const SpecialMove::Kind k = SpecialMove::fromCsa(s, pos.sideToMove());
    if (k == SpecialMove::None)
        result.warnings << tr("line %1: unknown ending '%2'").arg(line).arg(s);
    else if (ending == SpecialMove::None) {
        ending = k;
        endingToMove = pos.sideToMove();
    }
}
} // namespace

const QList<CsaHeaderName> &csaHeaderNames()
{
    static const QList<CsaHeaderName> names{
        {"$EVENT:", header::Event},
        {"$SITE:", header::Site},
        {"$START_TIME:", header::Date},
        {"$END_TIME:", QStringLiteral("終了日時")},
        {"$OPENING:", QStringLiteral("戦型")},
        {"$TIME_LIMIT:", QStringLiteral("$TIME_LIMIT")},
        {"$NOTE:", QStringLiteral("備考")},
    };
    return names;
}

RecordReadResult readCsa(const QByteArray &data)
{
    const QString text = RecordFileText::decode(data);
    const QList<QStringView> lines = RecordFileText::lineViews(text);
    CsaReader reader;
    for (const Statement &statement : statements(lines)) {
        reader.read(statement);
        if (reader.stopped || !reader.result.error.isEmpty()) break;
    }
    return reader.finish(int(lines.size()));
}

} // namespace kibitz::shogi
