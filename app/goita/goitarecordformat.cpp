#include "goitarecordformat.h"

#include "core/game/game.h"
#include "core/record/recordcomment.h"
#include "core/record/utf8text.h"
#include "goita/goitaposition.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kibitz::goita {

const QString GoitaRecordFormat::startTimeHeader = QStringLiteral("StartTime");
const QString GoitaRecordFormat::endTimeHeader = QStringLiteral("EndTime");
const QString GoitaRecordFormat::fileFieldsHeader = QStringLiteral("GoitaFileFields");

namespace {
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("kibitz::goita::GoitaRecordFormat", text, disambiguation, n);
}

const QString kRounds = QStringLiteral("rounds");
const QString kRoundPrefix = QStringLiteral("round#");
const QString kComments = QStringLiteral("comments");
const QString kDecision = QStringLiteral("goshi_decision");
const QString kKibitz = QStringLiteral("kibitz");
const QString kDecisionComment = QStringLiteral("goshi");
const QStringList statedFields{QStringLiteral("dealer"), QStringLiteral("score"),
                               QStringLiteral("winner"), QStringLiteral("goshi")};

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

QJsonArray scoreArray(const std::array<int, 2> &s)
{
    return {s[0], s[1]};
}

// Numbers compared as ints: a file may write 100.0 where Kibitz writes 100.
bool sameInts(const QJsonArray &a, const QList<int> &b)
{
    if (a.size() != b.size()) return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!a[i].isDouble() || a[i].toDouble() != b[i]) return false;
    return true;
}

QJsonArray goshiArray(const Round &round)
{
    QJsonArray a;
    for (int s : round.goshiSeats())
        a.append(s);
    return a;
}

int computedWinner(const Round &round)
{
    const auto r = round.result();
    return r ? r->winner : -1;
}

// The seed writes hands from the dealer on: hands[k] is seat (dealer + k) % 4.
QJsonArray handsFromDealer(const Round &round)
{
    QJsonArray a;
    for (int k = 0; k < seatCount; ++k)
        a.append(round.initialHand((round.dealer() + k) % seatCount).text());
    return a;
}

QString resultKind(GameResult::Kind k)
{
    switch (k) {
    case GameResult::Kind::Win:
        return QStringLiteral("win");
    case GameResult::Kind::Draw:
        return QStringLiteral("draw");
    case GameResult::Kind::NoResult:
        return QStringLiteral("none");
    default:
        return QStringLiteral("ongoing");
    }
}
} // namespace

QString GoitaRecordFormat::displayName() const
{
    return tr("Goita record (JSON, seed 004)");
}

RecordWriteResult GoitaRecordFormat::write(const Record &record) const
{
    RecordWriteResult out;
    QString error;
    std::unique_ptr<GoitaPosition> start = GoitaPosition::fromSetup(record.setup(), &error);
    if (!start) {
        out.problems << error;
        start = GoitaPosition::fromSetup(QString());
    }
    // Replay the main line, keeping the position after each move for its comment.
    auto pos =
        std::unique_ptr<GoitaPosition>(static_cast<GoitaPosition *>(start->clone().release()));
    QList<RecordNode *> nodes;
    QList<std::shared_ptr<Position>> afters;
    for (RecordNode *n : record.mainLine()) {
        if (!pos->isLegal(n->move)) {
            out.problems << tr("move %1 ('%2') is not legal; the record is written up to it")
                                .arg(n->ply())
                                .arg(n->move.left(20));
            break;
        }
        pos->play(n->move);
        nodes << n;
        afters << std::shared_ptr<Position>(pos->clone());
    }

    QJsonObject fileFields;
    if (const QString f = record.headerValue(fileFieldsHeader); !f.isEmpty())
        fileFields = QJsonDocument::fromJson(f.toUtf8()).object();

    QJsonObject top;
    if (const QString v = record.headerValue(header::Event); !v.isEmpty())
        top[QStringLiteral("title")] = v;
    if (const QString v = record.headerValue(startTimeHeader); !v.isEmpty())
        top[QStringLiteral("start_time")] = v;
    if (const QString v = record.headerValue(endTimeHeader); !v.isEmpty())
        top[QStringLiteral("end_time")] = v;
    QJsonArray players;
    bool anyPlayer = false;
    for (int s = 0; s < seatCount; ++s) {
        const QString name = record.headerValue(header::player(s));
        anyPlayer = anyPlayer || !name.isEmpty();
        players.append(name);
    }
    if (anyPlayer) top[QStringLiteral("players")] = players;

    QList<QJsonObject> rounds;
    const QList<GoitaPosition::RoundEntry> &entries = pos->rounds();
    // A record read from a file lists its deals; what the position dealt after them (from a
    // seed of its own) is not part of the file, even a deal that decided a round by itself.
    const std::optional<GoitaSetup> setup = GoitaSetup::parse(record.setup());
    const int fileDeals = setup ? int(setup->deals.size()) : 0;
    for (int r = 0; r < entries.size(); ++r) {
        const GoitaPosition::RoundEntry &e = entries[r];
        // A deal nobody has played yet is not part of the record (a new game deals it anew).
        const bool untouched =
            !e.round.isOver() && e.decision.isEmpty() && e.round.table().moveCount() == 0;
        if (untouched && r > 0) break;
        const bool dealtAfterTheFile = fileDeals > 0 && r >= fileDeals && e.decision.isEmpty() &&
                                       e.round.table().moveCount() == 0;
        if (dealtAfterTheFile) break;
        QJsonObject o;
        o[QStringLiteral("dealer")] = e.round.dealer();
        o[QStringLiteral("score")] = scoreArray(e.scoreBefore);
        o[QStringLiteral("hands")] = handsFromDealer(e.round);
        o[QStringLiteral("record")] = e.round.recordText();
        o[QStringLiteral("winner")] = computedWinner(e.round);
        o[QStringLiteral("goshi")] = goshiArray(e.round);
        if (!e.decision.isEmpty()) o[kDecision] = e.decision;
        const QJsonObject stated = fileFields.value(QString::number(r)).toObject();
        for (const QJsonValue &omit : stated.value(QStringLiteral("omit")).toArray())
            if (statedFields.contains(omit.toString())) o.remove(omit.toString());
        for (const QString &f : statedFields)
            if (stated.contains(f)) o[f] = stated.value(f);
        rounds << o;
    }
    // Comments, keyed by the turn's index in its round's record ("goshi" for the decision).
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const QString text = commentLines(*nodes[i], *afters[i]).join(QLatin1Char('\n'));
        if (text.isEmpty()) continue;
        const auto [r, turn] = pos->roundOfMove(int(i));
        if (r < 0 || r >= rounds.size()) continue;
        QJsonObject comments = rounds[r].value(kComments).toObject();
        comments[turn < 0 ? kDecisionComment : QString::number(turn)] = text;
        rounds[r][kComments] = comments;
    }
    QJsonArray roundArray;
    for (const QJsonObject &o : rounds)
        roundArray.append(o);
    top[kRounds] = roundArray;

    // What the seed has no field for.
    QJsonObject kibitz;
    if (start->rules() != Rules{}) {
        kibitz[QStringLiteral("rules")] = QJsonObject{
            {QStringLiteral("target"), start->rules().targetScore},
            {QStringLiteral("kingfinish"), start->rules().kingMayFinish},
            {QStringLiteral("oppositegoshi"), start->rules().oppositeGoshi == OppositeGoshi::Redeal
                                                  ? QStringLiteral("redeal")
                                                  : QStringLiteral("playon")}};
    }
    if (!entries.isEmpty() && entries.first().scoreBefore != std::array<int, 2>{} &&
        fileFields.value(QStringLiteral("0"))
            .toObject()
            .value(QStringLiteral("omit"))
            .toArray()
            .contains(QStringLiteral("score")))
        kibitz[QStringLiteral("score")] = scoreArray(entries.first().scoreBefore);
    const GameResult &res = record.result();
    if (res.isOver() && res != pos->result()) {
        QJsonObject o{{QStringLiteral("kind"), resultKind(res.kind)},
                      {QStringLiteral("reason"), endReasonKeyword(res.reason)}};
        if (res.kind == GameResult::Kind::Win) o[QStringLiteral("winner")] = res.winner;
        if (!res.detail.isEmpty()) o[QStringLiteral("detail")] = res.detail;
        kibitz[QStringLiteral("result")] = o;
    }
    QJsonObject headers;
    for (const auto &[key, value] : record.headers()) {
        if (key == header::Event || key == startTimeHeader || key == endTimeHeader ||
            key == fileFieldsHeader || key.startsWith(QLatin1String("Player")))
            continue;
        headers[key] = value;
    }
    if (!headers.isEmpty()) kibitz[QStringLiteral("headers")] = headers;
    if (!kibitz.isEmpty()) top[kKibitz] = kibitz;

    out.data = QJsonDocument(top).toJson(QJsonDocument::Indented);
    return out;
}

RecordReadResult GoitaRecordFormat::read(const QByteArray &raw) const
{
    RecordReadResult result;
    const std::optional<QString> text = utf8Text(raw, &result.error);
    if (!text) return result;
    int renamed = 0, emptied = 0;
    const QByteArray data = repairSeedForm(text->toUtf8(), &renamed, &emptied);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        result.error = doc.isNull() ? tr("not JSON: %1").arg(parseError.errorString())
                                    : tr("not a goita record: the top level must be an object");
        result.errorLine = doc.isNull() ? lineOfOffset(data, parseError.offset) : 1;
        return result;
    }
    if (renamed > 1)
        result.warnings << tr("the file repeats the key \"round\" (as seed 004's example does): "
                              "its %1 rounds are read in order")
                               .arg(renamed);
    if (emptied > 0)
        result.warnings << tr("%n empty value(s) (as seed 004's \"goshi\": ) read as absent",
                              nullptr, emptied);
    const QJsonObject top = doc.object();

    QList<QJsonObject> roundObjects;
    const QJsonValue roundsValue = top.value(kRounds);
    if (!roundsValue.isUndefined() && !roundsValue.isArray()) {
        result.error = tr("\"rounds\" must be an array");
        return result;
    }
    for (const QJsonValue &v : roundsValue.toArray())
        roundObjects << v.toObject();
    for (auto it = top.begin(); it != top.end();
         ++it) // keys are sorted: the renamed rounds in order
        if (it.key().startsWith(kRoundPrefix)) roundObjects << it.value().toObject();
    if (roundObjects.isEmpty()) {
        result.error = tr("no round: a goita record needs \"rounds\" (or seed 004's \"round\")");
        return result;
    }

    Record record(m_game.id());
    if (top.value(QStringLiteral("title")).isString())
        record.setHeader(header::Event, top.value(QStringLiteral("title")).toString());
    if (top.value(QStringLiteral("start_time")).isString())
        record.setHeader(startTimeHeader, top.value(QStringLiteral("start_time")).toString());
    if (top.value(QStringLiteral("end_time")).isString())
        record.setHeader(endTimeHeader, top.value(QStringLiteral("end_time")).toString());
    const QJsonArray players = top.value(QStringLiteral("players")).toArray();
    for (int s = 0; s < qMin<qsizetype>(seatCount, players.size()); ++s)
        record.setHeader(header::player(s), players[s].toString());
    const QJsonObject kibitz = top.value(kKibitz).toObject();
    const QJsonObject headers = kibitz.value(QStringLiteral("headers")).toObject();
    for (auto it = headers.begin(); it != headers.end(); ++it)
        if (it.key() != fileFieldsHeader) record.setHeader(it.key(), it.value().toString());

    // The deals and the stated fields, round by round.
    GoitaSetup setup;
    setup.seed = GoitaSetup::randomSeed(); // for rounds beyond the record, should play go on
    const QJsonObject rules = kibitz.value(QStringLiteral("rules")).toObject();
    setup.rules.targetScore =
        qMax(1, rules.value(QStringLiteral("target")).toInt(setup.rules.targetScore));
    setup.rules.kingMayFinish =
        rules.value(QStringLiteral("kingfinish")).toBool(setup.rules.kingMayFinish);
    if (rules.value(QStringLiteral("oppositegoshi")).toString() == QLatin1String("playon"))
        setup.rules.oppositeGoshi = OppositeGoshi::PlayOn;
    QList<QList<Move>> turns;
    for (int r = 0; r < roundObjects.size(); ++r) {
        const QJsonObject &o = roundObjects[r];
        auto fail = [&](const QString &why) {
            result.error = tr("round %1: %2").arg(r + 1).arg(why);
        };
        Deal deal;
        const QJsonValue dealer = o.value(QStringLiteral("dealer"));
        deal.dealer = dealer.isDouble() ? dealer.toInt(-1) : 0; // the seed: omitted means 0
        if (deal.dealer < 0 || deal.dealer >= seatCount) {
            fail(tr("\"dealer\" must be a seat 0-3"));
            return result;
        }
        const QJsonArray hands = o.value(QStringLiteral("hands")).toArray();
        if (hands.size() != seatCount) {
            fail(tr("\"hands\" must hold four hands"));
            return result;
        }
        Hand all;
        for (int k = 0; k < seatCount; ++k) {
            const auto hand = Hand::fromText(hands[k].toString());
            if (!hand || hand->size() != piecesPerSeat) {
                fail(tr("hand %1 ('%2') is not 8 pieces")
                         .arg(k + 1)
                         .arg(hands[k].toString().left(20)));
                return result;
            }
            deal.hands[(deal.dealer + k) % seatCount] = *hand;
            for (int d = 1; d <= 8; ++d)
                all.add(Piece(d), hand->count(Piece(d)));
        }
        if (all != Hand::fullSet()) {
            fail(tr("the hands are not the 32 pieces of the set"));
            return result;
        }
        const std::optional<QList<Move>> moves =
            parseRecord(o.value(QStringLiteral("record")).toString());
        if (!moves) {
            fail(tr("\"record\" is not a sequence of turns"));
            return result;
        }
        if (r == 0) {
            const QJsonArray score = o.value(QStringLiteral("score")).toArray();
            if (score.size() == 2)
                setup.score = {qMax(0, score[0].toInt()), qMax(0, score[1].toInt())};
            else if (const QJsonArray s = kibitz.value(QStringLiteral("score")).toArray();
                     s.size() == 2)
                setup.score = {qMax(0, s[0].toInt()), qMax(0, s[1].toInt())};
        }
        setup.deals << deal;
        turns << *moves;
    }
    setup.firstDealer = setup.deals.first().dealer;
    record.setSetup(setup.text());

    // Replay, round by round, checking what the file states against what its record does.
    GoitaPosition pos(setup);
    RecordNode *node = record.root();
    QJsonObject fileFields;
    auto addMove = [&](const QString &move, const QJsonValue &comment) {
        node = record.addMove(node, move);
        pos.play(move);
        if (comment.isString())
            readCommentLines(node, comment.toString().split(QLatin1Char('\n')), pos);
    };
    for (int r = 0; r < roundObjects.size() && result.error.isEmpty(); ++r) {
        const QJsonObject &o = roundObjects[r];
        const QJsonObject comments = o.value(kComments).toObject();
        if (pos.winningTeam() >= 0 && pos.roundIndex() < r) {
            result.warnings
                << tr("the game is over after round %1; rounds %2 to %3 are not replayed")
                       .arg(r)
                       .arg(r + 1)
                       .arg(roundObjects.size());
            break;
        }
        if (pos.roundIndex() < r) break; // warned below, at the round that did not end
        const GoitaPosition::RoundEntry entry = pos.rounds()[r];
        QJsonObject stated;
        QJsonArray omitted;
        for (const QString &f : statedFields)
            // An empty "goshi" (seed 004's own example) means nobody declared: it is not omitted.
            if (o.value(f).isUndefined() || (o.value(f).isNull() && f != QLatin1String("goshi")))
                omitted.append(f);
        if (r > 0) {
            const Round &prev = pos.rounds()[r - 1].round;
            const int expected = prev.result()->nextDealer(prev.dealer());
            if (expected != entry.round.dealer())
                result.warnings << tr("round %1: the file says seat %2 deals, but by the rules "
                                      "seat %3 does (the winner of the round before deals)")
                                       .arg(r + 1)
                                       .arg(entry.round.dealer())
                                       .arg(expected);
        }
        const QJsonArray score = o.value(QStringLiteral("score")).toArray();
        if (!score.isEmpty() && !sameInts(score, {entry.scoreBefore[0], entry.scoreBefore[1]})) {
            result.warnings << tr("round %1: the file gives the score before it as %2-%3, the "
                                  "rounds before make it %4-%5")
                                   .arg(r + 1)
                                   .arg(score[0].toInt())
                                   .arg(score[1].toInt())
                                   .arg(entry.scoreBefore[0])
                                   .arg(entry.scoreBefore[1]);
            stated[QStringLiteral("score")] = score;
        }
        const QJsonValue goshi = o.value(QStringLiteral("goshi"));
        if (goshi.isArray() && !sameInts(goshi.toArray(), entry.round.goshiSeats())) {
            result.warnings
                << tr("round %1: the file's \"goshi\" does not list the seats dealt five し")
                       .arg(r + 1);
            stated[QStringLiteral("goshi")] = goshi;
        }
        // The 5し decision: as the file says, else as its record shows.
        // (A round the deal decided has moved the position on already: not its decision.)
        if (pos.roundIndex() == r && pos.isGoshiDecision()) {
            QString decision = o.value(kDecision).toString();
            if (decision != GoitaPosition::proceedMove && decision != GoitaPosition::redealMove) {
                if (!turns[r].isEmpty())
                    decision = GoitaPosition::proceedMove;
                else if (r + 1 < roundObjects.size())
                    decision = GoitaPosition::redealMove;
                else
                    decision.clear();
            }
            if (!decision.isEmpty()) addMove(decision, comments.value(kDecisionComment));
        }
        for (int k = 0; k < turns[r].size(); ++k) {
            const QString move = turns[r][k].text();
            if (pos.roundIndex() != r || !pos.isLegal(move)) {
                result.error = tr("round %1, turn %2: '%3' is not a legal turn here")
                                   .arg(r + 1)
                                   .arg(k + 1)
                                   .arg(move);
                break;
            }
            addMove(move, comments.value(QString::number(k)));
        }
        if (!result.error.isEmpty()) break;
        const Round &played = pos.rounds()[r].round;
        const bool over = played.isOver();
        const int actual = over ? computedWinner(played) : -1;
        const QJsonValue winnerValue = o.value(QStringLiteral("winner"));
        const int statedWinner = winnerValue.isDouble() && winnerValue.toInt(-1) >= 0 &&
                                         winnerValue.toInt(-1) < seatCount
                                     ? winnerValue.toInt()
                                     : -1;
        if (winnerValue.isDouble() && statedWinner != actual) {
            const int turnCount = played.table().moveCount();
            const QString last =
                turnCount > 0 ? played.table().moveAt(turnCount - 1).text() : QString();
            if (over && played.table().isFinished())
                result.warnings << tr("round %1: the file says the winner is seat %2, but its "
                                      "record has seat %3 play its last piece at turn %4 ('%5')")
                                       .arg(r + 1)
                                       .arg(statedWinner)
                                       .arg(actual)
                                       .arg(turnCount)
                                       .arg(last);
            else if (over)
                result.warnings << tr("round %1: the file says the winner is seat %2, but the deal "
                                      "decides the round for seat %3")
                                       .arg(r + 1)
                                       .arg(statedWinner)
                                       .arg(actual);
            else
                result.warnings << tr("round %1: the file says the winner is seat %2, but its "
                                      "record ends at turn %3 with the round still in play")
                                       .arg(r + 1)
                                       .arg(statedWinner)
                                       .arg(turnCount);
            stated[QStringLiteral("winner")] = winnerValue;
        }
        if (!omitted.isEmpty()) stated[QStringLiteral("omit")] = omitted;
        if (!stated.isEmpty()) fileFields[QString::number(r)] = stated;
        if (!over && r + 1 < roundObjects.size()) {
            result.warnings << tr("round %1: its record ends before the round does; rounds %2 to "
                                  "%3 are not replayed")
                                   .arg(r + 1)
                                   .arg(r + 2)
                                   .arg(roundObjects.size());
            break;
        }
    }
    if (!fileFields.isEmpty())
        record.setHeader(
            fileFieldsHeader,
            QString::fromUtf8(QJsonDocument(fileFields).toJson(QJsonDocument::Compact)));

    GameResult gameResult = pos.result();
    const QJsonObject res = kibitz.value(QStringLiteral("result")).toObject();
    if (!res.isEmpty()) {
        const QString kind = res.value(QStringLiteral("kind")).toString();
        const EndReason reason =
            endReasonFromKeyword(res.value(QStringLiteral("reason")).toString());
        const QString detail = res.value(QStringLiteral("detail")).toString();
        const int winner = res.value(QStringLiteral("winner")).toInt(-1);
        if (kind == QLatin1String("win") && winner >= 0 && winner < seatCount)
            gameResult = GameResult::win(winner, reason, detail);
        else if (kind == QLatin1String("draw"))
            gameResult = GameResult::draw(reason, detail);
        else if (kind == QLatin1String("none"))
            gameResult = GameResult::noResult(reason, detail);
    }
    record.setResult(gameResult);
    result.record = std::move(record);
    return result;
}

} // namespace kibitz::goita
