// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitarecordformat.h"

#include "core/game/game.h"
#include "core/record/recordcomment.h"
#include "goita/goitaposition.h"
#include "goita/goitarecordjson.h"

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

QJsonArray scoreArray(const std::array<int, 2> &s)
{
    return {s[0], s[1]};
}

QJsonArray goshiArray(const Round &round)
{
    QJsonArray a;
    for (int s : round.goshiSeats())
        a.append(s);
    return a;
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

// Writes the document part by part: the top-level fields, the rounds (with their comments) and
// "kibitz", from the replay of the record's main line.
class DocumentWriter
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::goita::GoitaRecordFormat)
public:
    DocumentWriter(const Record &record, QStringList *problems)
        : m_record(record), m_problems(problems)
    {
        QString error;
        m_start = GoitaPosition::fromSetup(record.setup(), &error);
        if (!m_start) {
            *problems << error;
            m_start = GoitaPosition::fromSetup(QString());
        }
        if (const QString f = record.headerValue(GoitaRecordFormat::fileFieldsHeader); !f.isEmpty())
            m_fileFields = QJsonDocument::fromJson(f.toUtf8()).object();
    }

    QJsonObject document()
    {
        replay();
        QJsonObject top = topFields();
        QList<QJsonObject> rounds = roundObjects();
        comments(&rounds);
        QJsonArray roundArray;
        for (const QJsonObject &o : rounds)
            roundArray.append(o);
        top[json::rounds] = roundArray;
        if (const QJsonObject k = kibitz(); !k.isEmpty()) top[json::kibitz] = k;
        return top;
    }

private:
    // Replays the main line, keeping the position after each move for its comment.
    void replay()
    {
        m_pos.reset(static_cast<GoitaPosition *>(m_start->clone().release()));
        for (RecordNode *n : m_record.mainLine()) {
            if (!m_pos->isLegal(n->move)) {
                *m_problems << tr("move %1 ('%2') is not legal; the record is written up to it")
                                   .arg(n->ply())
                                   .arg(n->move.left(20));
                break;
            }
            m_pos->play(n->move);
            m_nodes << n;
            m_afters << std::shared_ptr<Position>(m_pos->clone());
        }
    }

    // "title", "start_time", "end_time" and "players".
    QJsonObject topFields() const
    {
        QJsonObject top;
        if (const QString v = m_record.headerValue(header::Event); !v.isEmpty())
            top[QStringLiteral("title")] = v;
        if (const QString v = m_record.headerValue(GoitaRecordFormat::startTimeHeader);
            !v.isEmpty())
            top[QStringLiteral("start_time")] = v;
        if (const QString v = m_record.headerValue(GoitaRecordFormat::endTimeHeader); !v.isEmpty())
            top[QStringLiteral("end_time")] = v;
        QJsonArray players;
        bool anyPlayer = false;
        for (int s = 0; s < seatCount; ++s) {
            const QString name = m_record.headerValue(header::player(s));
            anyPlayer = anyPlayer || !name.isEmpty();
            players.append(name);
        }
        if (anyPlayer) top[QStringLiteral("players")] = players;
        return top;
    }

    QList<QJsonObject> roundObjects() const
    {
        QList<QJsonObject> rounds;
        const QList<GoitaPosition::RoundEntry> &entries = m_pos->rounds();
        // A record read from a file lists its deals; what the position dealt after them (from a
        // seed of its own) is not part of the file, even a deal that decided a round by itself.
        const std::optional<GoitaSetup> setup = GoitaSetup::parse(m_record.setup());
        const int fileDeals = setup ? int(setup->deals.size()) : 0;
        for (int r = 0; r < entries.size(); ++r) {
            const GoitaPosition::RoundEntry &e = entries[r];
            // A deal nobody has played yet is not part of the record (a new game deals it anew).
            const bool untouched =
                !e.round.isOver() && e.decision.isEmpty() && e.round.table().moveCount() == 0;
            if (untouched && r > 0) break;
            const bool dealtAfterTheFile = fileDeals > 0 && r >= fileDeals &&
                                           e.decision.isEmpty() && e.round.table().moveCount() == 0;
            if (dealtAfterTheFile) break;
            rounds << roundObject(r, e);
        }
        return rounds;
    }

    // One round as Kibitz replays it, with the fields the file stated instead kept as it had them.
    QJsonObject roundObject(int r, const GoitaPosition::RoundEntry &e) const
    {
        QJsonObject o;
        o[QStringLiteral("dealer")] = e.round.dealer();
        o[QStringLiteral("score")] = scoreArray(e.scoreBefore);
        o[QStringLiteral("hands")] = handsFromDealer(e.round);
        o[QStringLiteral("record")] = e.round.recordText();
        o[QStringLiteral("winner")] = computedWinner(e.round);
        o[QStringLiteral("goshi")] = goshiArray(e.round);
        if (!e.decision.isEmpty()) o[json::decision] = e.decision;
        const QJsonObject stated = m_fileFields.value(QString::number(r)).toObject();
        for (const QJsonValue &omit : stated.value(QStringLiteral("omit")).toArray())
            if (json::statedFields.contains(omit.toString())) o.remove(omit.toString());
        for (const QString &f : json::statedFields)
            if (stated.contains(f)) o[f] = stated.value(f);
        return o;
    }

    // Comments, keyed by the turn's index in its round's record ("goshi" for the decision).
    void comments(QList<QJsonObject> *rounds) const
    {
        for (qsizetype i = 0; i < m_nodes.size(); ++i) {
            const QString text = commentLines(*m_nodes[i], *m_afters[i]).join(QLatin1Char('\n'));
            if (text.isEmpty()) continue;
            const auto [r, turn] = m_pos->roundOfMove(int(i));
            if (r < 0 || r >= rounds->size()) continue;
            QJsonObject comments = (*rounds)[r].value(json::comments).toObject();
            comments[turn < 0 ? json::decisionComment : QString::number(turn)] = text;
            (*rounds)[r][json::comments] = comments;
        }
    }

    // What the format has no field for: rules, a score before the first round that the file did
    // not state, a result the rules did not decide, other headers.
    QJsonObject kibitz() const
    {
        QJsonObject kibitz;
        const Rules &rules = m_start->rules();
        if (rules != Rules{})
            kibitz[QStringLiteral("rules")] = QJsonObject{
                {QStringLiteral("target"), rules.targetScore},
                {QStringLiteral("kingfinish"), rules.kingMayFinish},
                {QStringLiteral("oppositegoshi"), rules.oppositeGoshi == OppositeGoshi::Redeal
                                                      ? QStringLiteral("redeal")
                                                      : QStringLiteral("playon")}};
        const QList<GoitaPosition::RoundEntry> &entries = m_pos->rounds();
        if (!entries.isEmpty() && entries.first().scoreBefore != std::array<int, 2>{} &&
            m_fileFields.value(QStringLiteral("0"))
                .toObject()
                .value(QStringLiteral("omit"))
                .toArray()
                .contains(QStringLiteral("score")))
            kibitz[QStringLiteral("score")] = scoreArray(entries.first().scoreBefore);
        if (const QJsonObject o = result(); !o.isEmpty()) kibitz[QStringLiteral("result")] = o;
        if (const QJsonObject h = headers(); !h.isEmpty()) kibitz[QStringLiteral("headers")] = h;
        return kibitz;
    }

    // The record's result when it is not the rules'.
    QJsonObject result() const
    {
        const GameResult &res = m_record.result();
        if (!res.isOver() || res == m_pos->result()) return {};
        QJsonObject o{{QStringLiteral("kind"), resultKind(res.kind)},
                      {QStringLiteral("reason"), endReasonKeyword(res.reason)}};
        if (res.kind == GameResult::Kind::Win) o[QStringLiteral("winner")] = res.winner;
        if (!res.detail.isEmpty()) o[QStringLiteral("detail")] = res.detail;
        return o;
    }

    // The headers without a field of their own.
    QJsonObject headers() const
    {
        QJsonObject headers;
        for (const auto &[key, value] : m_record.headers()) {
            if (key == header::Event || key == GoitaRecordFormat::startTimeHeader ||
                key == GoitaRecordFormat::endTimeHeader ||
                key == GoitaRecordFormat::fileFieldsHeader ||
                key.startsWith(QLatin1String("Player")))
                continue;
            headers[key] = value;
        }
        return headers;
    }

    const Record &m_record;
    QStringList *m_problems;
    std::unique_ptr<GoitaPosition> m_start;
    std::unique_ptr<GoitaPosition> m_pos;      // after the main line (up to a move not legal)
    QList<RecordNode *> m_nodes;               // the main line's moves played
    QList<std::shared_ptr<Position>> m_afters; // the position after each
    QJsonObject m_fileFields;
};
} // namespace

int computedWinner(const Round &round)
{
    const auto r = round.result();
    return r ? r->winner : -1;
}

QString GoitaRecordFormat::displayName() const
{
    return tr("Goita record (JSON)");
}

RecordWriteResult GoitaRecordFormat::write(const Record &record) const
{
    RecordWriteResult out;
    DocumentWriter writer(record, &out.problems);
    out.data = QJsonDocument(writer.document()).toJson(QJsonDocument::Indented);
    return out;
}

} // namespace kibitz::goita
