// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/jkfreader.h"

#include "shogi/handicap.h"
#include "shogi/notation.h"
#include "shogi/shogigame.h"
#include "shogi/specialmove.h"
#include "shogi/thinkcomment.h"
#include "shogi/usi.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <simdjson.h>

#include <algorithm>

namespace kibitz::shogi {

namespace {
// lupdate files a tr() outside a class under its namespace: the context is that namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi", text);
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

// A move's time, {"h":…,"m":…,"s":…}, in milliseconds.
qint64 timeMs(const Json &t)
{
    return (qint64(toInt(field(t, "h"))) * 3600 + toInt(field(t, "m")) * 60 +
            toInt(field(t, "s"))) *
           1000;
}

// The move of a JKF {"move": …} at pos, when it is a legal one.
std::optional<Move> moveOf(const Board &pos, const Json &mv)
{
    const Square to = squareFrom(field(mv, "to"));
    const PieceType piece = csaPieceType(toString(field(mv, "piece")));
    if (const Json fromSquare = field(mv, "from")) {
        const Move m = pos.boardMove(squareFrom(fromSquare), to, toBool(field(mv, "promote")));
        if (to.isValid() && m.from.isValid() && m.piece == piece && pos.isLegal(m)) return m;
    } else if (isHandType(piece) && to.isValid()) {
        const Move m = pos.dropMove(piece, to);
        if (pos.isLegal(m)) return m;
    }
    return std::nullopt;
}

struct Reader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::shogi::JkfRecordFormat)
public:
    Record &record;
    RecordReadResult &result;
    int depth = 0;

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
                readSpecial(special, cur, pos);
                break;
            }
            const Json mv = field(o, "move");
            if (isEmptyObject(mv)) {
                result.error = tr("move %1 has neither a move nor a special").arg(cur->ply() + 1);
                return;
            }
            const std::optional<Move> m = moveOf(pos, mv);
            if (!m) {
                result.error = tr("move %1 is not legal").arg(cur->ply() + 1);
                return;
            }
            RecordNode *node = record.addMove(cur, toUsi(*m));
            const Board before = pos;
            const Square beforeLast = lastTo;
            pos.doMove(*m);
            lastTo = m->to;
            readTimeAndComments(o, node, pos, lastTo);
            for (const simdjson::dom::element fork : items(field(o, "forks")))
                readLine(fork, 0, cur, before, beforeLast);
            cur = node;
        }
        --depth;
    }

    // An ending is the record's result when it ends the main line.
    void readSpecial(const Json &special, const RecordNode *cur, const Board &pos)
    {
        const SpecialMove::Kind k = SpecialMove::fromCsa(toString(special), pos.sideToMove());
        bool onMain = true;
        for (const RecordNode *n = cur; n->parent; n = n->parent)
            onMain &= n->parent->children.front().get() == n;
        if (k != SpecialMove::None && onMain)
            record.setResult(SpecialMove::toResult(k, pos.sideToMove()));
    }

    // The time and comments of the move that made node, to lastTo (pos is after it).
    void readTimeAndComments(const Json &o, RecordNode *node, const Board &pos, Square lastTo)
    {
        const Json time = field(o, "time");
        if (const Json now = field(time, "now")) {
            node->timeMs = timeMs(now); // as shown; the total kept as shown (RecordNode::totalMs)
            if (const Json total = field(time, "total")) node->totalMs = timeMs(total);
        }
        QStringList lines;
        for (const simdjson::dom::element c : items(field(o, "comments")))
            lines << toString(c);
        if (!lines.isEmpty()) ThinkComment::parse(lines, pos, lastTo, node);
    }
};

// The error of a document simdjson could not read, or that is no object.
void notAnObject(const QByteArray &text, simdjson::error_code parsed, RecordReadResult *result)
{
    // simdjson does not say where; QJsonDocument does, for the user's message.
    QJsonParseError perr;
    QJsonDocument::fromJson(text, &perr);
    const QString why = perr.error != QJsonParseError::NoError ? perr.errorString()
                        : parsed != simdjson::SUCCESS
                            ? QString::fromUtf8(simdjson::error_message(parsed))
                            : tr("the document is no object");
    result->error = tr("not a JKF object: %1").arg(why);
    if (perr.error != QJsonParseError::NoError)
        result->errorLine = int(text.left(perr.offset).count('\n')) + 1;
}

// initial.data of the preset OTHER: the board by files, the hands, the side to move.
std::optional<Board> otherBoard(const Json &d, QString *error)
{
    Board b;
    const Json files = field(d, "board");
    for (size_t x = 0; x < 9; ++x) {
        const Json ranks = item(files, x);
        for (size_t y = 0; y < 9; ++y) {
            const Json p = item(ranks, y);
            if (isEmptyObject(p)) continue;
            const PieceType t = csaPieceType(toString(field(p, "kind")));
            if (t == PieceType::None) {
                *error = tr("unknown piece kind on the initial board");
                return std::nullopt;
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
        *error = tr("impossible initial position: %1").arg(why);
        return std::nullopt;
    }
    return b;
}

// The start of the record: a preset (HIRATE when there is none) or OTHER's own position.
std::optional<Board> initialBoard(const Json &initial, QString *error)
{
    const QString preset = toString(field(initial, "preset"), QStringLiteral("HIRATE"));
    if (preset == QLatin1String("OTHER")) return otherBoard(field(initial, "data"), error);
    const Handicap *h = handicapByJkfPreset(preset);
    if (!h) {
        *error = tr("unknown preset '%1'").arg(preset);
        return std::nullopt;
    }
    return handicapBoard(*h);
}
} // namespace

RecordReadResult readJkf(const QByteArray &data)
{
    RecordReadResult result;
    const QByteArray text = data.startsWith("\xEF\xBB\xBF") ? data.mid(3) : data;
    // One parser per thread, reused: it keeps its buffers from file to file.
    thread_local simdjson::dom::parser parser;
    simdjson::dom::element document;
    const simdjson::error_code parsed =
        parser.parse(text.constData(), size_t(text.size())).get(document);
    if (parsed != simdjson::SUCCESS || !document.is_object()) {
        notAnObject(text, parsed, &result);
        return result;
    }
    const Json root = document;
    Record record(QStringLiteral("shogi"));
    for (const auto &[key, value] : sortedMembers(field(root, "header")))
        record.setHeader(SpecialMove::headerFromKakinoki(key), toString(value));
    const std::optional<Board> start = initialBoard(field(root, "initial"), &result.error);
    if (!start) return result;
    record.setSetup(setupText(*start));
    const Json moves = field(root, "moves");
    if (const Json first = item(moves, 0)) {
        QStringList lines;
        for (const simdjson::dom::element c : items(field(first, "comments")))
            lines << toString(c);
        if (!lines.isEmpty()) ThinkComment::parse(lines, *start, Square(), record.root());
    }
    Reader r{record, result, 0};
    r.readLine(moves, 1, record.root(), *start, Square());
    result.record = std::move(record);
    return result;
}

} // namespace kibitz::shogi
