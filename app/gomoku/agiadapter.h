// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineadapter.h"

#include <optional>

namespace kibitz::gomoku {

class Board;

// AGI, the Amoyman Gobang Interface (docs/protocols/agi.md): AGI → ID/OPTION … AGIOK;
// SETRULE, SETOPTION, ISREADY/READYOK; POSITION [STATU …] [MOVES …] or DOMOVE for one more
// stone; GO [TIME ms|INFINITE] → INFO DEPTH/PV/SCORE/NPS/SEARCH/WIN/LOSE, then BESTMOVE pt
// [PONDER pt]; STOP; QUIT → BYE. Points are AGI hex; boards up to 15×15, a size other than
// 15×15 said with Kibitz's `SETOPTION BOARDSIZE w[,h]`. Kibitz does not ponder with AGI: the
// protocol has no ponderhit, and a GO PONDER ends without a BESTMOVE (docs/protocols/agi.md).
class AgiAdapter : public EngineAdapter
{
    Q_OBJECT
public:
    KIBITZ_ENGINE_ADAPTER_INTERFACE("agi")
    QString unlimitedTimeNote() const override;
    void newGame() override;

    bool ownBook() const { return m_ownBook; }

    // An AGI score from the side to move's view: a number, or beyond ±20000 a decided game
    // (30000 − plies, as kibitz-gomoku prints it).
    static Score scoreFromAgi(int value);

protected:
    void parseLine(QStringView line) override;

private:
    // SETOPTION BOARDSIZE and SETRULE when the engine's board or rule is not the board's.
    void sendBoard(const Board &board);
    // The set-up stones as STATU text; nullopt (the search ended as unreadable) when AGI cannot
    // say them.
    std::optional<QString> statuOf(const Board &board);
    // POSITION, or DOMOVE for the stones added to what the engine holds.
    void sendPosition(const QString &statuText, const QStringList &gameMoves);
    static QString goCommand(const SearchRequest &request);
    void parseInfo(QStringView text);
    QStringList points(QStringView text) const; // "786869" or "78 68 69"

    QStringList m_engineMoves; // STATU stones then MOVES, as the engine holds them
    QString m_engineStatu;
    QString m_rule;
    int m_engineWidth = 15; // the board the engine plays on (docs/protocols/agi.md: 15×15)
    int m_engineHeight = 15;
    bool m_positionKnown = false;
    bool m_ownBook = false;
};

} // namespace kibitz::gomoku
