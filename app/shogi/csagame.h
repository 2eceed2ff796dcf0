// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"
#include "core/engine/searchrequest.h"
#include "core/game/player.h"
#include "core/record/record.h"
#include "shogi/csaclient.h"
#include "shogi/csaresult.h"
#include "shogi/shogiposition.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <array>
#include <memory>

namespace kibitz::shogi {

// One game on a CSA server, between the server and a local player (an engine, or a person at the
// board): keeps the record (the moves as the server confirmed them, with the server's times and
// the engine's think comments), the clocks as the server counts them, asks the player for a move
// on its turn (and lets an engine ponder on the opponent's), sends its moves (with Floodgate's
// comment when asked) and ends with the server's verdict. The game lives from the summary to the
// end of game; a dropped connection ends it with the record kept, as 中断.
class CsaGame : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        bool floodgateComments = false; // '* SCORE PV after each move (Floodgate's extension)
        bool recordComments = true;     // the engine's think comments in the record
        SearchCommentFormat commentFormat = SearchCommentFormat::Es; // and their form
        qint64 marginMs = 0;            // taken off the player's own time when asking a move
        qint64 silenceGraceMs = 60'000; // beyond the opponent's time before the server is silent
        // ShogiHome's early ponder: the engine ponders at once after its move (go ponder without
        // the clocks, which come with ponderhit), not once the server has confirmed it.
        bool earlyPonder = false;
    };

    // The player must be ready (Player::isReady); the client has just received the summary.
    CsaGame(const CsaGameSummary &summary, CsaClient *client, Player *player,
            const Options &options, QObject *parent = nullptr);
    ~CsaGame() override;

    // Why the summary's position cannot be played, empty when it can (then agree).
    const QString &problem() const { return m_problem; }
    const Record &record() const { return m_record; }
    const CsaGameSummary &summary() const { return m_summary; }
    int mySide() const { return m_summary.mySide; }
    // A side's time left as the server counts it, after the last move.
    qint64 remainingMs(int side) const { return m_remaining[side]; }
    bool isOver() const { return m_record.result().isOver(); }
    // The connection dropped or failed mid-game: the game ends as 中断 with why.
    void connectionLost(const QString &why);

Q_SIGNALS:
    // Something the user should know (an illegal move from the engine, a move the server sent
    // that Kibitz cannot read), translated.
    void noticed(const QString &text);
    void ended(const kibitz::GameResult &result);
    // A move was added to the record, or the game started.
    void recordChanged();

private:
    void buildStart();
    void onStarted();
    void onServerMove(const QString &csaMove, double seconds);
    void recordThink(const Move &move, const QString &usi);
    void onSpecial(const QString &word, double seconds);
    void onEnded(const CsaGameEnd &end);
    void onPlayerMove(const QString &usiMove);
    void onPlayerResigned();
    void onPlayerFailed(const QString &detail);
    void askMove();
    SearchRequest request() const;
    void armSilence();
    void finish(const GameResult &result);

    CsaGameSummary m_summary;
    QPointer<CsaClient> m_client;
    QPointer<Player> m_player;
    Options m_options;
    QString m_problem;
    Record m_record;
    RecordNode *m_current = nullptr;
    std::unique_ptr<ShogiPosition> m_start;
    std::unique_ptr<ShogiPosition> m_position;
    QStringList m_moves;
    std::array<qint64, 2> m_remaining{};
    EngineInfo m_lastInfo;
    Score m_lastCentipawns; // the search's last centipawn score (Floodgate's comment)
    bool m_playing = false;
    bool m_declared = false;
    bool m_moveSent = false; // our move sent, its echo awaited
    QList<QMetaObject::Connection> m_connections;
    QTimer m_ask; // asks for a move once the lines that came with the opponent's have been read
};

} // namespace kibitz::shogi
