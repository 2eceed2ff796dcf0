#pragma once

#include "core/engine/engineadapter.h"

namespace kibitz::gomoku {

// AGI, the Amoyman Gobang Interface (seed 002; docs/protocols/agi.md): AGI → ID/OPTION … AGIOK;
// SETRULE, SETOPTION, ISREADY/READYOK; POSITION [STATU …] [MOVES …] or DOMOVE for one more
// stone; GO [PONDER] [TIME ms|INFINITE] → INFO DEPTH/PV/SCORE/NPS/SEARCH/WIN/LOSE, then
// BESTMOVE pt [PONDER pt]; STOP; QUIT → BYE. Points are AGI hex; boards up to 15×15, a size
// other than 15×15 said with Kibitz's `SETOPTION BOARDSIZE w[,h]`.
class AgiAdapter : public EngineAdapter
{
    Q_OBJECT
public:
    KIBITZ_ENGINE_ADAPTER_INTERFACE("agi")
    void newGame() override;

    bool ownBook() const { return m_ownBook; }
    bool canPonder() const { return m_canPonder; }

    // An AGI score from the side to move's view: a number, or beyond ±20000 a decided game
    // (30000 − plies, as kibitz-gomoku prints it).
    static Score scoreFromAgi(int value);

protected:
    void parseLine(QStringView line) override;

private:
    void parseInfo(QStringView text);
    QStringList points(QStringView text) const; // "786869" or "78 68 69"

    QStringList m_engineMoves; // STATU stones then MOVES, as the engine holds them
    QString m_engineStatu;
    QString m_rule;
    int m_engineWidth = 15; // the board the engine plays on (seed 002: 15×15)
    int m_engineHeight = 15;
    bool m_positionKnown = false;
    bool m_ponderSearch = false;
    bool m_ownBook = false;
    bool m_canPonder = false;
};

} // namespace kibitz::gomoku
