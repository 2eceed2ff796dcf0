#include "shogi/jkfrecordformat.h"

#include "shogi/handicap.h"
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

#include <simdjson.h>

#include <algorithm>

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

// A JSON value read by simdjson, or none (QJsonValue's Undefined). The helpers answer as
// QJsonValue and QJsonObject do, which the reader was first written with: the last of equal keys
// wins, toInt() takes whole numbers only, a missing value reads as 0, false or empty.
using Json = std::optional<simdjson::dom::element>;

Json field(const Json &object, std::string_view key)
{
    Json found;
    simdjson::dom::object o;
    if (object && object->get_object().get(o) == simdjson::SUCCESS)
        for (const simdjson::dom::key_value_pair member : o)
            if (member.key == key) found = member.value;
    return found;
}

int toInt(const Json &v)
{
    if (!v) return 0;
    if (int64_t i; v->get_int64().get(i) == simdjson::SUCCESS)
        return i >= INT_MIN && i <= INT_MAX ? int(i) : 0;
    if (double d; v->get_double().get(d) == simdjson::SUCCESS)
        return d == double(int(d)) && d >= INT_MIN && d <= INT_MAX ? int(d) : 0;
    return 0;
}

bool toBool(const Json &v)
{
    bool b = false;
    return v && v->get_bool().get(b) == simdjson::SUCCESS && b;
}

QString toString(const Json &v, const QString &fallback = {})
{
    std::string_view s;
    if (!v || v->get_string().get(s) != simdjson::SUCCESS) return fallback;
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// An array's items; none for anything else.
std::vector<simdjson::dom::element> items(const Json &v)
{
    std::vector<simdjson::dom::element> list;
    simdjson::dom::array a;
    if (v && v->get_array().get(a) == simdjson::SUCCESS)
        for (const simdjson::dom::element e : a)
            list.push_back(e);
    return list;
}

Json item(const Json &array, size_t i)
{
    simdjson::dom::array a;
    simdjson::dom::element e;
    if (!array || array->get_array().get(a) != simdjson::SUCCESS ||
        a.at(i).get(e) != simdjson::SUCCESS)
        return {};
    return e;
}

bool isEmptyObject(const Json &v)
{
    simdjson::dom::object o;
    return !v || v->get_object().get(o) != simdjson::SUCCESS || o.size() == 0;
}

// An object's members sorted by key, the last of equal keys kept (QJsonObject's order).
std::vector<std::pair<QString, simdjson::dom::element>> sortedMembers(const Json &object)
{
    std::vector<std::pair<QString, simdjson::dom::element>> members;
    simdjson::dom::object o;
    if (object && object->get_object().get(o) == simdjson::SUCCESS)
        for (const simdjson::dom::key_value_pair m : o)
            members.emplace_back(QString::fromUtf8(m.key.data(), qsizetype(m.key.size())), m.value);
    // Stable, so that of equal keys the last stays last and is the one kept.
    std::stable_sort(members.begin(), members.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (size_t i = 0; i + 1 < members.size();)
        if (members[i].first == members[i + 1].first)
            members.erase(members.begin() + qsizetype(i));
        else
            ++i;
    return members;
}

Square squareFrom(const Json &v)
{
    return Square::at(toInt(field(v, "x")), toInt(field(v, "y")));
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
    Record &record;
    RecordReadResult &result;
    Board start;
    int depth = 0;
    ShownMoveTimes times;

    // Reads moves[from…] as the continuation of `parent` (whose position is `pos`).
    void readLine(const Json &movesArray, size_t from, RecordNode *parent, Board pos, Square lastTo)
    {
        if (++depth > 10000) {
            result.error = tr("forks nested too deeply");
            return;
        }
        RecordNode *cur = parent;
        const std::vector<simdjson::dom::element> moves = items(movesArray);
        for (size_t i = from; i < moves.size() && result.error.isEmpty(); ++i) {
            const Json o = moves[i];
            if (const Json special = field(o, "special")) {
                if (cur == parent && parent != record.root()) { /* a fork that only ends */
                }
                const SpecialMove::Kind k =
                    SpecialMove::fromCsa(toString(special), pos.sideToMove());
                bool onMain = true;
                for (const RecordNode *n = cur; n->parent; n = n->parent)
                    onMain &= n->parent->children.front().get() == n;
                if (k != SpecialMove::None && onMain)
                    record.setResult(SpecialMove::toResult(k, pos.sideToMove()));
                break;
            }
            const Json mv = field(o, "move");
            if (isEmptyObject(mv)) {
                result.error = tr("move %1 has neither a move nor a special").arg(cur->ply() + 1);
                return;
            }
            const Board before = pos;
            const Square beforeLast = lastTo;
            const Square to = squareFrom(field(mv, "to"));
            const PieceType piece = csaPieceType(toString(field(mv, "piece")));
            std::optional<Move> m;
            if (const Json fromSquare = field(mv, "from")) {
                const Move cand =
                    pos.boardMove(squareFrom(fromSquare), to, toBool(field(mv, "promote")));
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
            const Json time = field(o, "time");
            const auto ms = [](const Json &t) {
                return (qint64(toInt(field(t, "h"))) * 3600 + toInt(field(t, "m")) * 60 +
                        toInt(field(t, "s"))) *
                       1000;
            };
            if (const Json now = field(time, "now")) {
                const Json total = field(time, "total");
                times.add(node, ms(now), total ? ms(total) : -1);
            }
            pos.doMove(*m);
            lastTo = m->to;
            QStringList lines;
            for (const simdjson::dom::element c : items(field(o, "comments")))
                lines << toString(c);
            if (!lines.isEmpty()) ThinkComment::parse(lines, pos, lastTo, node);
            for (const simdjson::dom::element fork : items(field(o, "forks")))
                readLine(fork, 0, cur, before, beforeLast);
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
    const QByteArray text = data.startsWith("\xEF\xBB\xBF") ? data.mid(3) : data;
    // One parser per thread, reused: it keeps its buffers from file to file.
    thread_local simdjson::dom::parser parser;
    simdjson::dom::element document;
    const simdjson::error_code parsed =
        parser.parse(text.constData(), size_t(text.size())).get(document);
    if (parsed != simdjson::SUCCESS || !document.is_object()) {
        // simdjson does not say where; QJsonDocument does, for the user's message.
        QJsonParseError perr;
        QJsonDocument::fromJson(text, &perr);
        const QString why = perr.error != QJsonParseError::NoError ? perr.errorString()
                            : parsed != simdjson::SUCCESS
                                ? QString::fromUtf8(simdjson::error_message(parsed))
                                : tr("the document is no object");
        result.error = tr("not a JKF object: %1").arg(why);
        if (perr.error != QJsonParseError::NoError)
            result.errorLine = int(text.left(perr.offset).count('\n')) + 1;
        return result;
    }
    const Json root = document;
    Record record(QStringLiteral("shogi"));
    for (const auto &[key, value] : sortedMembers(field(root, "header")))
        record.setHeader(SpecialMove::headerFromKakinoki(key), toString(value));
    Board start = Board::startPosition();
    const Json initial = field(root, "initial");
    const QString preset = toString(field(initial, "preset"), QStringLiteral("HIRATE"));
    if (preset == QLatin1String("OTHER")) {
        const Json d = field(initial, "data");
        Board b;
        const Json files = field(d, "board");
        for (size_t x = 0; x < 9; ++x) {
            const Json ranks = item(files, x);
            for (size_t y = 0; y < 9; ++y) {
                const Json p = item(ranks, y);
                if (isEmptyObject(p)) continue;
                const PieceType t = csaPieceType(toString(field(p, "kind")));
                if (t == PieceType::None) {
                    result.error = tr("unknown piece kind on the initial board");
                    return result;
                }
                b.setPiece(Square::at(int(x) + 1, int(y) + 1),
                           Piece{t, toInt(field(p, "color")) ? Color::White : Color::Black});
            }
        }
        const Json hands = field(d, "hands");
        for (size_t c = 0; c < 2; ++c) {
            for (const auto &[key, value] : sortedMembers(item(hands, c))) {
                const PieceType t = csaPieceType(key);
                const int n = toInt(value);
                if (isHandType(t) && n > 0 && n <= fullSetCount(t))
                    b.setHandCount(c ? Color::White : Color::Black, t, n);
            }
        }
        b.setSideToMove(toInt(field(d, "color")) ? Color::White : Color::Black);
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
    record.setSetup(setupText(start));
    const Json moves = field(root, "moves");
    if (const Json first = item(moves, 0)) {
        QStringList lines;
        for (const simdjson::dom::element c : items(field(first, "comments")))
            lines << toString(c);
        if (!lines.isEmpty()) ThinkComment::parse(lines, start, Square(), record.root());
    }
    Reader r{record, result, start, 0, {}};
    r.readLine(moves, 1, record.root(), start, Square());
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
