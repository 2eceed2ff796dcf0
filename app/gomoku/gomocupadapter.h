// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineadapter.h"
#include "gomoku/gomocupinforeader.h"
#include "gomoku/gomokuboard.h"
#include "gomoku/gomokutypes.h"

#include <QMap>
#include <optional>

namespace kibitz::gomoku {

// The Gomocup (Piskvork "pbrain") protocol (docs/protocols/gomocup.md), with what GUIs use from
// Yixin and Rapfi (docs/protocols/gomocup.md). Handshake: ABOUT. Each search brings the engine's
// board in step with the fewest commands — TURN for one new stone, TAKEBACK…TURN after a takeback,
// BEGIN on an empty board, else RESTART (or START) and BOARD…DONE — after INFO time_left. Live info
// comes from `INFO PV … INFO PV DONE` blocks and Rapfi's `MESSAGE Depth …` lines, merged into one
// EngineInfo per rank and depth (GomocupInfoReader). Analysis with multi-PV is YXBOARD…DONE then
// YXNBEST n; stop is YXSTOP.
class GomocupAdapter : public EngineAdapter
{
    Q_OBJECT
public:
    KIBITZ_ENGINE_ADAPTER_INTERFACE("gomocup")
    QString unlimitedTimeNote() const override;
    void newGame() override;
    // RESTART → OK once the engine has a board (else the first search STARTs); an engine that
    // does not know RESTART gets a START then.
    void prepareNewGame() override;

    // The fields of an ABOUT reply (`name="…", version="…"`), keys lower-cased; empty when the
    // reply is not in that form.
    static QMap<QString, QString> parseAbout(QStringView line);

protected:
    void parseLine(QStringView line) override;

private:
    struct EngineStone
    {
        QString move; // canonical x,y
        bool black = true;
        bool operator==(const EngineStone &) const = default;
    };
    // The time-out INFO values of a search: the turn's, the match's and time_left.
    struct Times
    {
        qint64 turn = 0;
        qint64 match = 0;
        qint64 left = 0;
        bool operator==(const Times &) const = default;
    };
    // What queueSettings last brought the engine up to, so that the next search with the same
    // times and rule sends time_left alone without going through every setting again.
    struct Settled
    {
        Times times;
        int ruleBits = 0;
    };
    void holdWanted(); // m_engineStones becomes m_wanted
    // How many first stones of engine (m_engineStones or empty) are m_wanted's.
    qsizetype commonStones(const QList<EngineStone> &engine) const;
    // Queues what a search needs (a START first when forced or the board's size changed) and
    // sends what it can.
    void plan(bool forceStart);
    static Times times(const SearchRequest &request);
    void queueSettings();
    void queueInfo(const QString &key, const QString &value); // unless sent already so
    bool userHas(const QString &key) const;
    void setWanted(const Board &board, const SearchRequest &request, bool sameStart);
    void queuePosition(bool needStart);
    void addInfo(const QString &key, const QString &value); // the user's option, given now
    void sendQueued();
    void onReplyError(QStringView line);
    // Whether an ERROR line names a word of an INFO line not answered yet (or a part of its key).
    bool answersInfo(QStringView line) const;
    void handleMove(QStringView line);
    void handleSwapAnswer(QStringView line); // gomocupswap.cpp
    // A move reply "x,y": two decimal numbers (on the board or not — the referee judges).
    static std::optional<QString> numericPair(QStringView text);
    bool isBlackToMove() const;              // in the searched position
    void emitInfos(QList<EngineInfo> infos); // from the reader, in the engine's view
    void failSearch(const QString &text);

    // The search under way and the board it is for.
    SearchRequest m_request;
    QList<EngineStone> m_wanted;      // stones of the searched position, in placing order
    Board m_wantedStart;              // the start position m_wanted begins with
    QStringList m_wantedMoves;        // the moves from it that m_wanted holds
    quint64 m_wantedLineId = 0;       // the line they come from (SearchRequest::lineId)
    bool m_wantedBlackNext = true;    // the colour of the next move's first stone
    bool m_wantedValid = false;       // m_wantedStart and m_wantedMoves are set
    std::optional<Settled> m_settled; // reset whenever m_infoSent or the user's options change
    int m_width = 0;
    int m_height = 0;
    Rule m_rule = Rule::Freestyle;
    // What the engine has been told.
    bool m_started = false; // a START/RECTSTART was answered OK
    int m_startedWidth = 0;
    int m_startedHeight = 0;
    bool m_boardKnown = false;
    QList<EngineStone> m_engineStones;
    // The first m_agreed stones of m_engineStones and m_wanted are the same (so far as both
    // lists reach: they only shrink from the end, or are built again with m_agreed set to 0).
    qsizetype m_agreed = 0;
    QMap<QString, QString> m_infoSent;
    QString m_timeLeftLine; // the last "INFO time_left", for m_timeLeftSent
    qint64 m_timeLeftSent = 0;
    // The INFO lines sent since the engine last answered a later command (an OK, a move), split
    // into words only when an ERROR comes: an ERROR naming one of their words (or a part of a
    // key: "memory" of max_memory) answers them, not what came after (see onReplyError).
    QStringList m_unansweredInfoLines;
    QList<QPair<QString, QString>> m_userOptions;
    // Commands waiting for the OK of the one before them.
    QStringList m_queue;
    QString m_awaiting;        // START, RECTSTART, RESTART, TAKEBACK or empty
    QString m_awaitedArgument; // the point of an awaited TAKEBACK
    QString m_searchCommand;   // BEGIN, TURN, DONE (of BOARD) or YXNBEST
    bool m_nbest = false;
    bool m_swapStep = false; // the search is a swap opening's step: SWAP2BOARD
    bool m_nbestUnsupported = false;
    bool m_stopRequested = false;
    bool m_newGamePending = false; // prepareNewGame's RESTART awaits its answer
    GomocupInfoReader m_infoReader;
};

} // namespace kibitz::gomoku
