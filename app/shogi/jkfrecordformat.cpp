// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/jkfrecordformat.h"

#include "shogi/handicap.h"
#include "shogi/jkfreader.h"
#include "shogi/notation.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/specialmove.h"
#include "shogi/thinkcomment.h"
#include "shogi/usi.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::JkfRecordFormat", text);
}

QJsonObject squareJson(Square sq)
{
    return {{QStringLiteral("x"), sq.file()}, {QStringLiteral("y"), sq.rank()}};
}

QString relativeOf(const Board &board, const Move &m)
{
    QString rel;
    for (QChar c : ki2Directions(board, m)) {
        switch (c.unicode()) {
        case u'左':
            rel += QLatin1Char('L');
            break;
        case u'直':
            rel += QLatin1Char('C');
            break;
        case u'右':
            rel += QLatin1Char('R');
            break;
        case u'上':
            rel += QLatin1Char('U');
            break;
        case u'寄':
            rel += QLatin1Char('M');
            break;
        case u'引':
            rel += QLatin1Char('D');
            break;
        case u'打':
            rel += QLatin1Char('H');
            break;
        default:
            break;
        }
    }
    return rel;
}

QJsonObject timeJson(qint64 nowMs, qint64 totalMs)
{
    const qint64 n = nowMs / 1000, t = totalMs / 1000;
    return {{QStringLiteral("now"),
             QJsonObject{{QStringLiteral("m"), int(n / 60)}, {QStringLiteral("s"), int(n % 60)}}},
            {QStringLiteral("total"), QJsonObject{{QStringLiteral("h"), int(t / 3600)},
                                                  {QStringLiteral("m"), int(t / 60 % 60)},
                                                  {QStringLiteral("s"), int(t % 60)}}}};
}

class Writer
{
public:
    explicit Writer(const Record &record) : m_record(record) {}

    QJsonArray line(const RecordNode *first, Board pos, Square lastTo, qint64 totals[2], bool main)
    {
        QJsonArray moves;
        for (const RecordNode *n = first; n; n = n->mainChild()) {
            const auto m = moveFromUsi(pos, n->move);
            if (!m) break;
            QJsonObject mv{{QStringLiteral("color"), index(pos.sideToMove())},
                           {QStringLiteral("to"), squareJson(m->to)},
                           {QStringLiteral("piece"), csaPieceName(m->piece)}};
            if (!m->drop) mv.insert(QStringLiteral("from"), squareJson(m->from));
            if (m->promote) mv.insert(QStringLiteral("promote"), true);
            if (m->captured != PieceType::None)
                mv.insert(QStringLiteral("capture"), csaPieceName(m->captured));
            if (lastTo.isValid() && lastTo == m->to) mv.insert(QStringLiteral("same"), true);
            const QString rel = relativeOf(pos, *m);
            if (!rel.isEmpty()) mv.insert(QStringLiteral("relative"), rel);
            const int side = index(pos.sideToMove());
            QJsonObject o{{QStringLiteral("move"), mv}};
            qint64 t[2] = {totals[0], totals[1]};
            if (n->timeMs >= 0) {
                t[side] = n->totalMs >= 0 ? n->totalMs : t[side] + n->timeMs; // as read, or summed
                o.insert(QStringLiteral("time"), timeJson(n->timeMs, t[side]));
            }
            const Board before = pos;
            const Square beforeLast = lastTo;
            pos.doMove(*m);
            lastTo = m->to;
            const QStringList comments = ThinkComment::format(*n, pos, lastTo);
            if (!comments.isEmpty())
                o.insert(QStringLiteral("comments"), QJsonArray::fromStringList(comments));
            const auto &siblings = n->parent->children;
            if (siblings.front().get() == n && siblings.size() > 1) {
                QJsonArray forks;
                for (size_t c = 1; c < siblings.size(); ++c) {
                    qint64 ft[2] = {totals[0], totals[1]};
                    forks.append(line(siblings[c].get(), before, beforeLast, ft, false));
                }
                o.insert(QStringLiteral("forks"), forks);
            }
            totals[0] = t[0];
            totals[1] = t[1];
            moves.append(o);
        }
        if (main) {
            const SpecialMove::Kind k =
                SpecialMove::fromResult(m_record.result(), pos.sideToMove());
            if (k != SpecialMove::None)
                moves.append(QJsonObject{
                    {QStringLiteral("special"), SpecialMove::csaWord(k, pos.sideToMove())},
                    {QStringLiteral("time"), timeJson(0, totals[index(pos.sideToMove())])}});
        }
        return moves;
    }

private:
    const Record &m_record;
};

} // namespace

RecordReadResult JkfRecordFormat::read(const QByteArray &data) const
{
    return readJkf(data);
}

RecordWriteResult JkfRecordFormat::write(const Record &record) const
{
    Board start = Board::startPosition();
    if (!record.setup().isEmpty())
        if (const auto p = ShogiPosition::fromSetup(record.setup())) start = p->board();
    const Handicap *h = handicapForBoard(start);
    QJsonObject headers;
    for (const auto &[key, value] : record.headers())
        if (!SpecialMove::isInternalHeader(key))
            headers.insert(SpecialMove::headerToKakinoki(key, h && h->id != QLatin1String("even")),
                           value);
    QJsonObject initial;
    if (h) {
        initial.insert(QStringLiteral("preset"), h->jkfPreset);
    } else {
        QJsonArray files;
        for (int file = 1; file <= 9; ++file) {
            QJsonArray ranks;
            for (int rank = 1; rank <= 9; ++rank) {
                const Piece p = start.at(Square::at(file, rank));
                ranks.append(p.isNone()
                                 ? QJsonObject()
                                 : QJsonObject{{QStringLiteral("color"), index(p.color)},
                                               {QStringLiteral("kind"), csaPieceName(p.type)}});
            }
            files.append(ranks);
        }
        QJsonArray hands;
        for (Color c : {Color::Black, Color::White}) {
            QJsonObject hand;
            for (int pt = index(PieceType::Pawn); pt <= index(PieceType::Gold); ++pt)
                hand.insert(csaPieceName(PieceType(pt)), start.handCount(c, PieceType(pt)));
            hands.append(hand);
        }
        initial.insert(QStringLiteral("preset"), QStringLiteral("OTHER"));
        initial.insert(QStringLiteral("data"),
                       QJsonObject{{QStringLiteral("board"), files},
                                   {QStringLiteral("color"), index(start.sideToMove())},
                                   {QStringLiteral("hands"), hands}});
    }
    QJsonObject first;
    const QStringList rootComment = ThinkComment::format(*record.root(), start, Square());
    if (!rootComment.isEmpty())
        first.insert(QStringLiteral("comments"), QJsonArray::fromStringList(rootComment));
    QJsonArray moves{first};
    Writer w(record);
    qint64 totals[2] = {0, 0};
    QJsonArray rest;
    if (const RecordNode *n = record.root()->mainChild())
        rest = w.line(n, start, Square(), totals, true);
    else
        rest = w.line(nullptr, start, Square(), totals, true);
    for (const QJsonValue &v : rest)
        moves.append(v);
    const QJsonObject root{{QStringLiteral("header"), headers},
                           {QStringLiteral("initial"), initial},
                           {QStringLiteral("moves"), moves}};
    return {QJsonDocument(root).toJson(QJsonDocument::Indented), {}};
}

QString JkfRecordFormat::displayName() const
{
    return tr("JSON Kifu Format");
}

} // namespace kibitz::shogi
