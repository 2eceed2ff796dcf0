// SPDX-License-Identifier: GPL-3.0-or-later
// GoitaRecordFormat::read: docs/formats/goita.md's JSON (and Kibitz's additions) into a record.

#include "goitarecordformat.h"

#include "core/game/game.h"
#include "core/record/recordcomment.h"
#include "core/record/utf8text.h"
#include "goita/goitaposition.h"
#include "goita/goitarecordjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kibitz::goita {

namespace {
const QString kRoundPrefix = QStringLiteral("round#");

// Seed 004's examples are not JSON: "round" is repeated at the top level, and "goshi": has no
// value. Renames each top-level "round" key apart (in order) and reads an empty value as null.
// Offsets shift, lines do not: nothing inserted is a line break.
QByteArray repairSeedForm(const QByteArray &in, int *renamed, int *emptied)
{
    QByteArray out;
    out.reserve(in.size() + 64);
    int depth = 0;
    for (qsizetype i = 0; i < in.size(); ++i) {
        const char c = in[i];
        if (c == '"') {
            qsizetype j = i + 1;
            while (j < in.size() && in[j] != '"')
                j += in[j] == '\\' ? 2 : 1;
            const QByteArray token = in.mid(i, j - i + 1);
            qsizetype k = j + 1;
            while (k < in.size() && QChar::isSpace(uchar(in[k])))
                ++k;
            if (depth == 1 && token == "\"round\"" && k < in.size() && in[k] == ':') {
                out += '"' + kRoundPrefix.toLatin1() +
                       QByteArray::number(*renamed).rightJustified(6, '0') + '"';
                ++*renamed;
            } else {
                out += token;
            }
            i = j;
            continue;
        }
        if (c == '{' || c == '[') ++depth;
        if (c == '}' || c == ']') --depth;
        out += c;
        if (c == ':') {
            qsizetype k = i + 1;
            while (k < in.size() && QChar::isSpace(uchar(in[k])))
                ++k;
            if (k < in.size() && (in[k] == ',' || in[k] == '}')) {
                out += "null";
                ++*emptied;
            }
        }
    }
    return out;
}

int lineOfOffset(const QByteArray &data, qsizetype offset)
{
    return int(data.left(offset).count('\n')) + 1;
}

// Numbers compared as ints: a file may write 100.0 where Kibitz writes 100.
bool sameInts(const QJsonArray &a, const QList<int> &b)
{
    if (a.size() != b.size()) return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!a[i].isDouble() || a[i].toDouble() != b[i]) return false;
    return true;
}

// Reads the document section by section: the top level (headers, players, "kibitz"), then the
// rounds into the deals of the setup. A section that cannot be read sets the result's error and
// answers false.
class DocumentReader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::goita::GoitaRecordFormat)
public:
    explicit DocumentReader(RecordReadResult &result) : m_result(result) {}

    QJsonObject kibitz;
    QList<QJsonObject> roundObjects;
    GoitaSetup setup;
    QList<QList<Move>> turns; // each round's record

    // The JSON object, repaired from docs/formats/goita.md's form.
    bool document(const QString &text)
    {
        int renamed = 0, emptied = 0;
        const QByteArray data = repairSeedForm(text.toUtf8(), &renamed, &emptied);
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            m_result.error = doc.isNull()
                                 ? tr("not JSON: %1").arg(parseError.errorString())
                                 : tr("not a goita record: the top level must be an object");
            m_result.errorLine = doc.isNull() ? lineOfOffset(data, parseError.offset) : 1;
            return false;
        }
        if (renamed > 1)
            m_result.warnings
                << tr("the file repeats the key \"round\" (as the format's own example does): "
                      "its %1 rounds are read in order")
                       .arg(renamed);
        if (emptied > 0)
            m_result.warnings << tr(
                "%n empty value(s) (like \"goshi\": in the format's own example) read as absent",
                nullptr, emptied);
        m_top = doc.object();
        kibitz = m_top.value(json::kibitz).toObject();
        return true;
    }

    // "rounds", then docs/formats/goita.md's renamed "round" keys.
    bool rounds()
    {
        const QJsonValue roundsValue = m_top.value(json::rounds);
        if (!roundsValue.isUndefined() && !roundsValue.isArray())
            return fail(tr("\"rounds\" must be an array"));
        for (const QJsonValue &v : roundsValue.toArray())
            roundObjects << v.toObject();
        // Keys are sorted: the renamed rounds in order.
        for (auto it = m_top.begin(); it != m_top.end(); ++it)
            if (it.key().startsWith(kRoundPrefix)) roundObjects << it.value().toObject();
        if (roundObjects.isEmpty())
            return fail(tr("no round: a goita record needs \"rounds\" (or \"round\", as the "
                           "format's own example has it)"));
        return true;
    }

    // The top-level headers, "players", then the other headers "kibitz" keeps.
    void headers(Record *record) const
    {
        // The top-level keys that are headers, in the order they become the record's. (Not a
        // global: the header names are statics of another file.)
        const std::pair<QString, QString> headerKeys[] = {
            {QStringLiteral("title"), header::Event},
            {QStringLiteral("start_time"), GoitaRecordFormat::startTimeHeader},
            {QStringLiteral("end_time"), GoitaRecordFormat::endTimeHeader},
        };
        for (const auto &[key, name] : headerKeys)
            if (m_top.value(key).isString()) record->setHeader(name, m_top.value(key).toString());
        const QJsonArray players = m_top.value(QStringLiteral("players")).toArray();
        for (int s = 0; s < qMin<qsizetype>(seatCount, players.size()); ++s)
            record->setHeader(header::player(s), players[s].toString());
        const QJsonObject headers = kibitz.value(QStringLiteral("headers")).toObject();
        for (auto it = headers.begin(); it != headers.end(); ++it)
            if (it.key() != GoitaRecordFormat::fileFieldsHeader)
                record->setHeader(it.key(), it.value().toString());
    }

    // The rules "kibitz" states, and each round's deal and record.
    bool deals()
    {
        setup.seed = GoitaSetup::randomSeed(); // for rounds beyond the record, should play go on
        const QJsonObject rules = kibitz.value(QStringLiteral("rules")).toObject();
        setup.rules.targetScore =
            qMax(1, rules.value(QStringLiteral("target")).toInt(setup.rules.targetScore));
        setup.rules.kingMayFinish =
            rules.value(QStringLiteral("kingfinish")).toBool(setup.rules.kingMayFinish);
        if (rules.value(QStringLiteral("oppositegoshi")).toString() == QLatin1String("playon"))
            setup.rules.oppositeGoshi = OppositeGoshi::PlayOn;
        for (int r = 0; r < roundObjects.size(); ++r)
            if (!round(r, roundObjects[r])) return false;
        setup.firstDealer = setup.deals.first().dealer;
        return true;
    }

private:
    // One round: "dealer", "hands", "record", and for the first, the score before it.
    bool round(int r, const QJsonObject &o)
    {
        Deal deal;
        const QJsonValue dealer = o.value(QStringLiteral("dealer"));
        deal.dealer = dealer.isDouble() ? dealer.toInt(-1) : 0; // the format: omitted means 0
        if (deal.dealer < 0 || deal.dealer >= seatCount)
            return failRound(r, tr("\"dealer\" must be a seat 0-3"));
        if (!hands(r, o.value(QStringLiteral("hands")).toArray(), &deal)) return false;
        const std::optional<QList<Move>> moves =
            parseRecord(o.value(QStringLiteral("record")).toString());
        if (!moves) return failRound(r, tr("\"record\" is not a sequence of turns"));
        if (r == 0) setup.score = firstScore(o);
        setup.deals << deal;
        turns << *moves;
        return true;
    }

    // Four hands of 8 from the dealer on, together the 32 pieces of the set.
    bool hands(int r, const QJsonArray &hands, Deal *deal)
    {
        if (hands.size() != seatCount) return failRound(r, tr("\"hands\" must hold four hands"));
        Hand all;
        for (int k = 0; k < seatCount; ++k) {
            const auto hand = Hand::fromText(hands[k].toString());
            if (!hand || hand->size() != piecesPerSeat)
                return failRound(r, tr("hand %1 ('%2') is not 8 pieces")
                                        .arg(k + 1)
                                        .arg(hands[k].toString().left(20)));
            deal->hands[(deal->dealer + k) % seatCount] = *hand;
            for (int d = 1; d <= 8; ++d)
                all.add(Piece(d), hand->count(Piece(d)));
        }
        if (all != Hand::fullSet())
            return failRound(r, tr("the hands are not the 32 pieces of the set"));
        return true;
    }

    // The first round's "score", else the one "kibitz" keeps for a file without it.
    std::array<int, 2> firstScore(const QJsonObject &o) const
    {
        const QJsonArray score = o.value(QStringLiteral("score")).toArray();
        if (score.size() == 2) return {qMax(0, score[0].toInt()), qMax(0, score[1].toInt())};
        if (const QJsonArray s = kibitz.value(QStringLiteral("score")).toArray(); s.size() == 2)
            return {qMax(0, s[0].toInt()), qMax(0, s[1].toInt())};
        return setup.score;
    }

    bool failRound(int r, const QString &why)
    {
        return fail(tr("round %1: %2").arg(r + 1).arg(why));
    }

    bool fail(const QString &why)
    {
        m_result.error = why;
        return false;
    }

    RecordReadResult &m_result;
    QJsonObject m_top;
};

// Replays the rounds into the record, checking what the file states (dealer, score, goshi,
// winner) against what its record does: each disagreement is a warning, and the file's value
// is kept in the fileFields header so that the file is written back as it was.
class Replay
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::goita::GoitaRecordFormat)
public:
    Replay(const DocumentReader &doc, Record &record, RecordReadResult &result)
        : m_doc(doc), m_record(record), m_result(result), m_pos(doc.setup), m_node(record.root())
    {}

    void rounds()
    {
        for (int r = 0; r < m_doc.roundObjects.size(); ++r)
            if (!round(r, m_doc.roundObjects[r])) break;
        if (!m_fileFields.isEmpty())
            m_record.setHeader(
                GoitaRecordFormat::fileFieldsHeader,
                QString::fromUtf8(QJsonDocument(m_fileFields).toJson(QJsonDocument::Compact)));
    }

    // The replay's result, unless "kibitz" keeps one the rules did not decide.
    GameResult result() const
    {
        const QJsonObject res = m_doc.kibitz.value(QStringLiteral("result")).toObject();
        if (res.isEmpty()) return m_pos.result();
        const QString kind = res.value(QStringLiteral("kind")).toString();
        const EndReason reason =
            endReasonFromKeyword(res.value(QStringLiteral("reason")).toString());
        const QString detail = res.value(QStringLiteral("detail")).toString();
        const int winner = res.value(QStringLiteral("winner")).toInt(-1);
        if (kind == QLatin1String("win") && winner >= 0 && winner < seatCount)
            return GameResult::win(winner, reason, detail);
        if (kind == QLatin1String("draw")) return GameResult::draw(reason, detail);
        if (kind == QLatin1String("none")) return GameResult::noResult(reason, detail);
        return m_pos.result();
    }

private:
    // Round r; false when the replay stops there.
    bool round(int r, const QJsonObject &o)
    {
        if (!reached(r)) return false;
        const QJsonObject comments = o.value(json::comments).toObject();
        const GoitaPosition::RoundEntry entry = m_pos.rounds()[r];
        QJsonObject stated;
        QJsonArray omitted;
        for (const QString &f : json::statedFields)
            // An empty "goshi" (docs/formats/goita.md's own example) means nobody declared: it is
            // not omitted.
            if (o.value(f).isUndefined() || (o.value(f).isNull() && f != QLatin1String("goshi")))
                omitted.append(f);
        checkDealer(r, entry);
        checkScore(r, o, entry, &stated);
        checkGoshi(r, o, entry, &stated);
        decision(r, o, comments);
        if (!turns(r, comments)) return false;
        checkWinner(r, o, &stated);
        if (!omitted.isEmpty()) stated[QStringLiteral("omit")] = omitted;
        if (!stated.isEmpty()) m_fileFields[QString::number(r)] = stated;
        if (!m_pos.rounds()[r].round.isOver() && r + 1 < m_doc.roundObjects.size()) {
            m_result.warnings << tr("round %1: its record ends before the round does; rounds %2 "
                                    "to %3 are not replayed")
                                     .arg(r + 1)
                                     .arg(r + 2)
                                     .arg(m_doc.roundObjects.size());
            return false;
        }
        return true;
    }

    // Whether the replay has come to round r: not when the game ended before it, nor when the
    // round before did not end (warned at that round).
    bool reached(int r)
    {
        if (m_pos.winningTeam() >= 0 && m_pos.roundIndex() < r) {
            m_result.warnings
                << tr("the game is over after round %1; rounds %2 to %3 are not replayed")
                       .arg(r)
                       .arg(r + 1)
                       .arg(m_doc.roundObjects.size());
            return false;
        }
        return m_pos.roundIndex() >= r;
    }

    // The winner of the round before deals.
    void checkDealer(int r, const GoitaPosition::RoundEntry &entry)
    {
        if (r == 0) return;
        const Round &prev = m_pos.rounds()[r - 1].round;
        const int expected = prev.result()->nextDealer(prev.dealer());
        if (expected != entry.round.dealer())
            m_result.warnings << tr("round %1: the file says seat %2 deals, but by the rules "
                                    "seat %3 does (the winner of the round before deals)")
                                     .arg(r + 1)
                                     .arg(entry.round.dealer())
                                     .arg(expected);
    }

    void checkScore(int r, const QJsonObject &o, const GoitaPosition::RoundEntry &entry,
                    QJsonObject *stated)
    {
        const QJsonArray score = o.value(QStringLiteral("score")).toArray();
        if (score.isEmpty() || sameInts(score, {entry.scoreBefore[0], entry.scoreBefore[1]}))
            return;
        m_result.warnings << tr("round %1: the file gives the score before it as %2-%3, the "
                                "rounds before make it %4-%5")
                                 .arg(r + 1)
                                 .arg(score[0].toInt())
                                 .arg(score[1].toInt())
                                 .arg(entry.scoreBefore[0])
                                 .arg(entry.scoreBefore[1]);
        (*stated)[QStringLiteral("score")] = score;
    }

    void checkGoshi(int r, const QJsonObject &o, const GoitaPosition::RoundEntry &entry,
                    QJsonObject *stated)
    {
        const QJsonValue goshi = o.value(QStringLiteral("goshi"));
        if (!goshi.isArray() || sameInts(goshi.toArray(), entry.round.goshiSeats())) return;
        m_result.warnings
            << tr("round %1: the file's \"goshi\" does not list the seats dealt five し")
                   .arg(r + 1);
        (*stated)[QStringLiteral("goshi")] = goshi;
    }

    // The 5し decision: as the file says, else as its record shows.
    // (A round the deal decided has moved the position on already: not its decision.)
    void decision(int r, const QJsonObject &o, const QJsonObject &comments)
    {
        if (m_pos.roundIndex() != r || !m_pos.isGoshiDecision()) return;
        QString decision = o.value(json::decision).toString();
        if (decision != GoitaPosition::proceedMove && decision != GoitaPosition::redealMove) {
            if (!m_doc.turns[r].isEmpty())
                decision = GoitaPosition::proceedMove;
            else if (r + 1 < m_doc.roundObjects.size())
                decision = GoitaPosition::redealMove;
            else
                decision.clear();
        }
        if (!decision.isEmpty()) addMove(decision, comments.value(json::decisionComment));
    }

    bool turns(int r, const QJsonObject &comments)
    {
        for (int k = 0; k < m_doc.turns[r].size(); ++k) {
            const QString move = m_doc.turns[r][k].text();
            if (m_pos.roundIndex() != r || !m_pos.isLegal(move)) {
                m_result.error = tr("round %1, turn %2: '%3' is not a legal turn here")
                                     .arg(r + 1)
                                     .arg(k + 1)
                                     .arg(move);
                return false;
            }
            addMove(move, comments.value(QString::number(k)));
        }
        return true;
    }

    void checkWinner(int r, const QJsonObject &o, QJsonObject *stated)
    {
        const Round &played = m_pos.rounds()[r].round;
        const bool over = played.isOver();
        const int actual = over ? computedWinner(played) : -1;
        const QJsonValue winnerValue = o.value(QStringLiteral("winner"));
        const int statedWinner = winnerValue.isDouble() && winnerValue.toInt(-1) >= 0 &&
                                         winnerValue.toInt(-1) < seatCount
                                     ? winnerValue.toInt()
                                     : -1;
        if (!winnerValue.isDouble() || statedWinner == actual) return;
        const int turnCount = played.table().moveCount();
        const QString last =
            turnCount > 0 ? played.table().moveAt(turnCount - 1).text() : QString();
        if (over && played.table().isFinished())
            m_result.warnings << tr("round %1: the file says the winner is seat %2, but its "
                                    "record has seat %3 play its last piece at turn %4 ('%5')")
                                     .arg(r + 1)
                                     .arg(statedWinner)
                                     .arg(actual)
                                     .arg(turnCount)
                                     .arg(last);
        else if (over)
            m_result.warnings << tr("round %1: the file says the winner is seat %2, but the deal "
                                    "decides the round for seat %3")
                                     .arg(r + 1)
                                     .arg(statedWinner)
                                     .arg(actual);
        else
            m_result.warnings << tr("round %1: the file says the winner is seat %2, but its "
                                    "record ends at turn %3 with the round still in play")
                                     .arg(r + 1)
                                     .arg(statedWinner)
                                     .arg(turnCount);
        (*stated)[QStringLiteral("winner")] = winnerValue;
    }

    void addMove(const QString &move, const QJsonValue &comment)
    {
        m_node = m_record.addMove(m_node, move);
        m_pos.play(move);
        if (comment.isString())
            readCommentLines(m_node, comment.toString().split(QLatin1Char('\n')), m_pos);
    }

    const DocumentReader &m_doc;
    Record &m_record;
    RecordReadResult &m_result;
    GoitaPosition m_pos;
    RecordNode *m_node; // the move played last
    QJsonObject m_fileFields;
};
} // namespace

RecordReadResult GoitaRecordFormat::read(const QByteArray &raw) const
{
    RecordReadResult result;
    const std::optional<QString> text = utf8Text(raw, &result.error);
    if (!text) return result;
    DocumentReader doc(result);
    if (!doc.document(*text) || !doc.rounds()) return result;
    Record record(m_game.id());
    doc.headers(&record);
    if (!doc.deals()) return result;
    record.setSetup(doc.setup.text());
    Replay replay(doc, record, result);
    replay.rounds();
    record.setResult(replay.result());
    result.record = std::move(record);
    return result;
}

} // namespace kibitz::goita
