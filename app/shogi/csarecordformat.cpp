#include "shogi/csarecordformat.h"

#include "shogi/handicap.h"
#include "shogi/notation.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
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

struct HeaderName
{
    const char *csa;
    QString key;
};
const QList<HeaderName> &headerNames()
{
    static const QList<HeaderName> names{
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
} // namespace

CsaRecordFormat::CsaRecordFormat(int version) : m_version(version) {}

QString CsaRecordFormat::id() const
{
    return m_version == 3 ? QStringLiteral("csa3") : QStringLiteral("csa");
}

QString CsaRecordFormat::displayName() const
{
    return m_version == 3 ? tr("CSA V3.0") : tr("CSA V2.2");
}

QStringList CsaRecordFormat::extensions() const
{
    // V3 is written on request only; .csa files of either version are read by the V2.2 entry.
    return m_version == 3 ? QStringList() : QStringList{QStringLiteral("csa")};
}

RecordReadResult CsaRecordFormat::read(const QByteArray &data) const
{
    RecordReadResult result;
    Record record(QStringLiteral("shogi"));
    const QString text = RecordFileText::decode(data);
    const QList<QStringView> raw = RecordFileText::lineViews(text);
    // A line may hold several statements separated by ','.
    struct Stmt
    {
        QStringView text; // into `text`
        int line;
    };
    QList<Stmt> stmts;
    stmts.reserve(raw.size());
    for (int i = 0; i < raw.size(); ++i) {
        const QStringView l = raw[i];
        if (l.startsWith(QLatin1Char('\''))) {
            stmts.append({l, i + 1});
            continue;
        }
        for (const QStringView part : l.tokenize(QLatin1Char(',')))
            if (!part.trimmed().isEmpty()) stmts.append({part.trimmed(), i + 1});
    }
    Board start;
    bool haveBoard = false, startDone = false;
    Board pos;
    Square lastTo;
    RecordNode *cur = record.root();
    QStringList comment;
    SpecialMove::Kind ending = SpecialMove::None;
    Color endingToMove = Color::Black;
    auto flush = [&] {
        if (comment.isEmpty()) return;
        ThinkComment::parse(comment, pos, lastTo, cur);
        comment.clear();
    };
    auto fail = [&](int line, const QString &why) {
        if (result.error.isEmpty()) {
            result.error = why;
            result.errorLine = line;
        }
    };
    auto finishStart = [&](int line) {
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
    };
    for (const Stmt &st : stmts) {
        if (!result.error.isEmpty()) break;
        const QStringView s = st.text;
        if (s.startsWith(QLatin1Char('\''))) {
            if (s.startsWith(QLatin1String("'CSA encoding=")) ||
                s.startsWith(QLatin1String("'encoding=")))
                continue;
            if (startDone || !s.startsWith(QLatin1String("' ---"))) comment << s.mid(1).toString();
            continue;
        }
        if (s == QLatin1String("/")) {
            result.warnings << tr("the file holds several games; only the first is read");
            break;
        }
        if (s.startsWith(QLatin1Char('V'))) continue;
        if (s.startsWith(QLatin1String("N+")) || s.startsWith(QLatin1String("N-"))) {
            record.setHeader(header::player(s[1] == QLatin1Char('+') ? 0 : 1), s.mid(2).toString());
            continue;
        }
        if (s.startsWith(QLatin1Char('$'))) {
            bool known = false;
            for (const HeaderName &h : headerNames())
                if (s.startsWith(QLatin1String(h.csa))) {
                    record.setHeader(h.key, s.mid(int(qstrlen(h.csa))).toString());
                    known = true;
                }
            if (!known) {
                const qsizetype colon = s.indexOf(QLatin1Char(':'));
                record.setHeader(s.left(colon).toString(), s.mid(colon + 1).toString());
            }
            continue;
        }
        if (s.startsWith(QLatin1Char('P')) && !startDone) {
            if (s.startsWith(QLatin1String("PI"))) {
                start = Board::startPosition();
                haveBoard = true;
                // PI82HI22KA: pieces taken off.
                for (qsizetype k = 2; k + 4 <= s.size(); k += 4) {
                    const Square sq = Square::at(s[k].digitValue(), s[k + 1].digitValue());
                    if (sq.isValid()) start.setPiece(sq, Piece{});
                }
                continue;
            }
            if (s.size() >= 2 && s[1].isDigit()) {
                if (!haveBoard) start = Board();
                haveBoard = true;
                const int rank = s[1].digitValue();
                for (int x = 0; x < 9; ++x) {
                    const QStringView cell = s.mid(2 + 3 * x, 3);
                    const Square sq = Square::at(9 - x, rank);
                    if (cell.size() < 3 || cell.startsWith(QLatin1Char(' '))) {
                        start.setPiece(sq, Piece{});
                        continue;
                    }
                    const PieceType t = csaPieceType(cell.mid(1));
                    if (t == PieceType::None || rank < 1) {
                        fail(st.line, tr("cannot read the board row '%1'").arg(s));
                        break;
                    }
                    start.setPiece(
                        sq, Piece{t, cell[0] == QLatin1Char('+') ? Color::Black : Color::White});
                }
                continue;
            }
            if (s.startsWith(QLatin1String("P+")) || s.startsWith(QLatin1String("P-"))) {
                if (!haveBoard) {
                    start = Board();
                    haveBoard = true;
                }
                const Color c = s[1] == QLatin1Char('+') ? Color::Black : Color::White;
                for (qsizetype k = 2; k + 4 <= s.size(); k += 4) {
                    const PieceType t = csaPieceType(s.mid(k + 2, 2));
                    if (s.mid(k, 2) == QLatin1String("00") && t == PieceType::King) continue;
                    if (s.mid(k, 2) == QLatin1String("00") &&
                        s.mid(k + 2, 2) == QLatin1String("AL")) {
                        // The rest of the set goes to this hand.
                        for (int pt = index(PieceType::Pawn); pt <= index(PieceType::Gold); ++pt) {
                            int used = start.handCount(Color::Black, PieceType(pt)) +
                                       start.handCount(Color::White, PieceType(pt));
                            for (int i = 0; i < 81; ++i)
                                if (unpromoted(start.at(Square::fromIndex(i)).type) ==
                                    PieceType(pt))
                                    ++used;
                            start.setHandCount(c, PieceType(pt),
                                               start.handCount(c, PieceType(pt)) +
                                                   fullSetCount(PieceType(pt)) - used);
                        }
                        continue;
                    }
                    if (s.mid(k, 2) == QLatin1String("00")) {
                        if (!isHandType(t)) {
                            fail(st.line, tr("cannot read '%1'").arg(s));
                            break;
                        }
                        start.setHandCount(c, t, start.handCount(c, t) + 1);
                    } else {
                        const Square sq = Square::at(s[k].digitValue(), s[k + 1].digitValue());
                        if (!sq.isValid() || t == PieceType::None) {
                            fail(st.line, tr("cannot read '%1'").arg(s));
                            break;
                        }
                        start.setPiece(sq, Piece{t, c});
                    }
                }
                continue;
            }
        }
        if ((s == QLatin1String("+") || s == QLatin1String("-")) && !startDone) {
            if (!haveBoard) {
                start = Board::startPosition();
                haveBoard = true;
            }
            start.setSideToMove(s == QLatin1String("+") ? Color::Black : Color::White);
            if (!finishStart(st.line)) break;
            continue;
        }
        if (s.startsWith(QLatin1Char('+')) || s.startsWith(QLatin1Char('-'))) {
            if (!finishStart(st.line)) break;
            if (ending != SpecialMove::None) continue;
            QString why;
            const auto m = parseCsaMove(pos, s, &why);
            if (!m) {
                fail(st.line, tr("move %1 '%2': %3").arg(cur->ply() + 1).arg(s, why));
                break;
            }
            flush();
            cur = record.addMove(cur, toUsi(*m));
            pos.doMove(*m);
            lastTo = m->to;
            continue;
        }
        if (s.startsWith(QLatin1Char('T'))) {
            bool ok = false;
            const double secs = s.mid(1).toDouble(&ok);
            // A time must be one a game can take: 'T-3', 'Tnan' or 'T1e60' (no qint64) is broken.
            if (!ok || !(secs >= 0 && secs < 1e12)) {
                fail(st.line, tr("bad time '%1'").arg(s));
                break;
            }
            if (cur != record.root() && ending == SpecialMove::None)
                cur->timeMs = qRound64(secs * 1000);
            continue;
        }
        if (s.startsWith(QLatin1Char('%'))) {
            if (!finishStart(st.line)) break;
            const SpecialMove::Kind k = SpecialMove::fromCsa(s, pos.sideToMove());
            if (k == SpecialMove::None)
                result.warnings << tr("line %1: unknown ending '%2'").arg(st.line).arg(s);
            else if (ending == SpecialMove::None) {
                ending = k;
                endingToMove = pos.sideToMove();
            }
            continue;
        }
        fail(st.line, tr("cannot read '%1'").arg(s.left(60)));
    }
    if (!startDone) {
        if (!haveBoard) start = Board::startPosition();
        pos = start;
        if (result.error.isEmpty()) finishStart(raw.size());
    }
    flush();
    if (ending != SpecialMove::None) record.setResult(SpecialMove::toResult(ending, endingToMove));
    result.record = std::move(record);
    return result;
}

RecordWriteResult CsaRecordFormat::write(const Record &record) const
{
    RecordFileText out;
    Board start = Board::startPosition();
    if (!record.setup().isEmpty())
        if (const auto p = ShogiPosition::fromSetup(record.setup())) start = p->board();
    if (m_version == 3) {
        out.add(QStringLiteral("'CSA encoding=UTF-8"));
        out.add(QStringLiteral("V3.0"));
    } else {
        out.add(QStringLiteral("V2.2"));
    }
    const QString p1 = record.headerValue(header::player(0));
    const QString p2 = record.headerValue(header::player(1));
    if (!p1.isEmpty()) out.add(QStringLiteral("N+") + p1);
    if (!p2.isEmpty()) out.add(QStringLiteral("N-") + p2);
    for (const auto &[key, value] : record.headers()) {
        for (const HeaderName &h : headerNames())
            if (h.key == key) out.add(QLatin1String(h.csa) + value);
        if (key.startsWith(QLatin1Char('$')) && !key.contains(QLatin1Char(':'))) {
            bool known = false;
            for (const HeaderName &h : headerNames())
                known |= h.key == key;
            if (!known) out.add(key + QLatin1Char(':') + value);
        }
    }
    if (start.samePosition(Board::startPosition())) {
        out.add(QStringLiteral("PI"));
    } else {
        for (int rank = 1; rank <= 9; ++rank) {
            QString row = QStringLiteral("P%1").arg(rank);
            for (int file = 9; file >= 1; --file) {
                const Piece p = start.at(Square::at(file, rank));
                row += p.isNone()
                           ? QStringLiteral(" * ")
                           : (p.color == Color::Black ? QStringLiteral("+") : QStringLiteral("-")) +
                                 csaPieceName(p.type);
            }
            out.add(row);
        }
        for (Color c : {Color::Black, Color::White}) {
            QString hand;
            for (int pt = index(PieceType::Pawn); pt <= index(PieceType::Gold); ++pt)
                for (int n = 0; n < start.handCount(c, PieceType(pt)); ++n)
                    hand += QStringLiteral("00") + csaPieceName(PieceType(pt));
            if (!hand.isEmpty())
                out.add((c == Color::Black ? QStringLiteral("P+") : QStringLiteral("P-")) + hand);
        }
    }
    out.add(start.sideToMove() == Color::Black ? QStringLiteral("+") : QStringLiteral("-"));
    auto comment = [&](const RecordNode &n, const Board &after, Square lastTo) {
        for (const QString &l : ThinkComment::format(n, after, lastTo))
            out.add(QLatin1Char('\'') + l,
                    n.ply() ? tr("comment of move %1").arg(n.ply()) : tr("comment"));
    };
    Board pos = start;
    Square lastTo;
    comment(*record.root(), pos, lastTo);
    for (const RecordNode *n : record.mainLine()) {
        const auto m = moveFromUsi(pos, n->move);
        if (!m) break;
        out.add(formatCsaMove(*m, pos.sideToMove()));
        out.add(QLatin1Char('T') + QString::number(qMax<qint64>(n->timeMs, 0) / 1000));
        pos.doMove(*m);
        lastTo = m->to;
        comment(*n, pos, lastTo);
    }
    const SpecialMove::Kind k = SpecialMove::fromResult(record.result(), pos.sideToMove());
    if (k != SpecialMove::None)
        out.add(QLatin1Char('%') + SpecialMove::csaWord(k, pos.sideToMove()));
    return out.finish(RecordFileText::Encoding::Utf8);
}

} // namespace kibitz::shogi
