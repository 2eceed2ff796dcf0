#include "shogi/jkfrecordformat.h"

#include "shogi/handicap.h"
#include "shogi/jsontree.h"
#include "shogi/notation.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/shownmovetimes.h"
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

Square squareFrom(const JsonTree &json, JsonTree::Node n)
{
    return Square::at(json.toInt(json.value(n, u"x")), json.toInt(json.value(n, u"y")));
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

struct Reader
{
    const JsonTree &json;
    Record &record;
    RecordReadResult &result;
    Board start;
    int depth = 0;
    ShownMoveTimes times;

    // Reads the moves from `first` on (items of one array) as the continuation of `parent`
    // (whose position is `pos`).
    void readLine(JsonTree::Node first, RecordNode *parent, Board pos, Square lastTo)
    {
        if (++depth > 10000) {
            result.error = tr("forks nested too deeply");
            return;
        }
        RecordNode *cur = parent;
        for (JsonTree::Node o = first; o >= 0 && result.error.isEmpty(); o = json.next(o)) {
            if (const JsonTree::Node special = json.value(o, u"special"); special >= 0) {
                if (cur == parent && parent != record.root()) { /* a fork that only ends */
                }
                const SpecialMove::Kind k =
                    SpecialMove::fromCsa(json.stringView(special), pos.sideToMove());
                bool onMain = true;
                for (const RecordNode *n = cur; n->parent; n = n->parent)
                    onMain &= n->parent->children.front().get() == n;
                if (k != SpecialMove::None && onMain)
                    record.setResult(SpecialMove::toResult(k, pos.sideToMove()));
                break;
            }
            const JsonTree::Node mv = json.value(o, u"move");
            if (json.isEmptyObject(mv)) {
                result.error = tr("move %1 has neither a move nor a special").arg(cur->ply() + 1);
                return;
            }
            const Board before = pos;
            const Square beforeLast = lastTo;
            const Square to = squareFrom(json, json.value(mv, u"to"));
            const PieceType piece = csaPieceType(json.stringView(json.value(mv, u"piece")));
            std::optional<Move> m;
            if (const JsonTree::Node fromSquare = json.value(mv, u"from"); fromSquare >= 0) {
                const Move cand = pos.boardMove(squareFrom(json, fromSquare), to,
                                                json.toBool(json.value(mv, u"promote")));
                if (to.isValid() && cand.from.isValid() && cand.piece == piece && pos.isLegal(cand))
                    m = cand;
            } else if (isHandType(piece) && to.isValid()) {
                const Move cand = pos.dropMove(piece, to);
                if (pos.isLegal(cand)) m = cand;
            }
            if (!m) {
                result.error = tr("move %1 is not legal").arg(cur->ply() + 1);
                return;
            }
            RecordNode *node = record.addMove(cur, toUsi(*m));
            const JsonTree::Node time = json.value(o, u"time");
            const auto ms = [&](JsonTree::Node t) {
                return (qint64(json.toInt(json.value(t, u"h"))) * 3600 +
                        json.toInt(json.value(t, u"m")) * 60 + json.toInt(json.value(t, u"s"))) *
                       1000;
            };
            if (const JsonTree::Node now = json.value(time, u"now"); now >= 0) {
                const JsonTree::Node total = json.value(time, u"total");
                times.add(node, ms(now), total < 0 ? -1 : ms(total));
            }
            pos.doMove(*m);
            lastTo = m->to;
            QStringList lines;
            for (JsonTree::Node c = json.at(json.value(o, u"comments"), 0); c >= 0;
                 c = json.next(c))
                lines << json.toString(c);
            if (!lines.isEmpty()) ThinkComment::parse(lines, pos, lastTo, node);
            for (JsonTree::Node f = json.at(json.value(o, u"forks"), 0); f >= 0; f = json.next(f))
                readLine(json.at(f, 0), cur, before, beforeLast);
            cur = node;
        }
        --depth;
    }
};

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
                t[side] += n->timeMs;
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
    RecordReadResult result;
    QJsonParseError perr;
    const std::optional<JsonTree> doc =
        JsonTree::fromJson(data.startsWith("\xEF\xBB\xBF") ? data.mid(3) : data, &perr);
    if (!doc) {
        result.error = tr("not a JKF object: %1").arg(perr.errorString());
        result.errorLine = int(data.left(perr.offset).count('\n')) + 1;
        return result;
    }
    const JsonTree &json = *doc;
    const JsonTree::Node root = json.root();
    Record record(QStringLiteral("shogi"));
    for (const JsonTree::Node h : json.sortedMembers(json.value(root, u"header")))
        record.setHeader(SpecialMove::headerFromKakinoki(json.key(h).toString()), json.toString(h));
    Board start = Board::startPosition();
    const JsonTree::Node initial = json.value(root, u"initial");
    const QString preset = json.toString(json.value(initial, u"preset"), QStringLiteral("HIRATE"));
    if (preset == QLatin1String("OTHER")) {
        const JsonTree::Node d = json.value(initial, u"data");
        Board b;
        const JsonTree::Node files = json.value(d, u"board");
        for (int x = 0; x < 9; ++x) {
            const JsonTree::Node ranks = json.at(files, x);
            for (int y = 0; y < 9; ++y) {
                const JsonTree::Node p = json.at(ranks, y);
                if (json.isEmptyObject(p)) continue;
                const PieceType t = csaPieceType(json.stringView(json.value(p, u"kind")));
                if (t == PieceType::None) {
                    result.error = tr("unknown piece kind on the initial board");
                    return result;
                }
                b.setPiece(
                    Square::at(x + 1, y + 1),
                    Piece{t, json.toInt(json.value(p, u"color")) ? Color::White : Color::Black});
            }
        }
        const JsonTree::Node hands = json.value(d, u"hands");
        for (int c = 0; c < 2; ++c) {
            for (const JsonTree::Node member : json.sortedMembers(json.at(hands, c))) {
                const PieceType t = csaPieceType(json.key(member));
                const int n = json.toInt(member);
                if (isHandType(t) && n > 0 && n <= fullSetCount(t))
                    b.setHandCount(c ? Color::White : Color::Black, t, n);
            }
        }
        b.setSideToMove(json.toInt(json.value(d, u"color")) ? Color::White : Color::Black);
        const QString why = b.validate();
        if (!why.isEmpty()) {
            result.error = tr("impossible initial position: %1").arg(why);
            return result;
        }
        start = b;
    } else {
        const Handicap *h = handicapByJkfPreset(preset);
        if (!h) {
            result.error = tr("unknown preset '%1'").arg(preset);
            return result;
        }
        start = handicapBoard(*h);
    }
    const Handicap *h = handicapForBoard(start);
    record.setSetup(h && h->id == QLatin1String("even") ? QString() : h ? h->sfen : start.toSfen());
    const JsonTree::Node moves = json.value(root, u"moves");
    if (const JsonTree::Node first = json.at(moves, 0); first >= 0) {
        QStringList lines;
        for (JsonTree::Node c = json.at(json.value(first, u"comments"), 0); c >= 0;
             c = json.next(c))
            lines << json.toString(c);
        if (!lines.isEmpty()) ThinkComment::parse(lines, start, Square(), record.root());
    }
    Reader r{json, record, result, start};
    r.readLine(json.at(moves, 1), record.root(), start, Square());
    r.times.apply();
    result.record = std::move(record);
    return result;
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
