// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineadapter.h"

#include <memory>

namespace kibitz::shogi {

// The USI protocol (docs/protocols/usi.md). Handshake: usi → id/option…/usiok, then the
// configured options (checked against the declared ones) and USI_Hash and USI_Ponder as
// ShogiHome sends them, then isready → readyok. Each search sends usinewgame once per game,
// `position startpos|sfen … moves …` and `go` with the clocks (the increment subtracted from
// btime/wtime first, as ShogiHome does), `go ponder` for a ponder search (ponderhit follows
// when the expected reply came), `go infinite` for an analysis without a time (`go` with the time
// as byoyomi for one with a time), `setoption name MultiPV` first when an analysis asks for
// another number of lines than the engine has (and back to 1 for a turn after one), and
// `go mate` for a mate search.
// bestmove MOVE [ponder MOVE], bestmove resign and bestmove win (入玉宣言, judged by the
// referee) end a search; checkmate … ends a mate search.
class UsiAdapter : public EngineAdapter
{
    Q_OBJECT
public:
    // ShogiHome's hash size for engines that do not declare USI_Hash, in MB.
    static constexpr int defaultHashMb = 32;
    // Kibitz's choice for an unlimited game: USI has no "as long as you like" for a turn.
    static constexpr qint64 unlimitedByoyomiMs = 10000;

    KIBITZ_ENGINE_ADAPTER_INTERFACE("usi")
    QString handshakeStep() const override;
    bool declaresOptions() const override { return true; }
    bool pondersEnabled() const override { return m_ponderEnabled; }
    void ponderHit(const SearchRequest &turn = {}) override;
    bool supportsMateSearch() const override { return true; }
    QString unlimitedTimeNote() const override;
    void newGame() override;
    // isready → readyok, then usinewgame before the first position (USI spec).
    void prepareNewGame() override;
    void gameOver(const GameResult &result, int engineSide) override;

    // The words after "position": "startpos moves …" or "sfen <SFEN> moves …".
    static QString positionArguments(const SearchRequest &request);
    // The clock words of a `go` for a turn: "btime B wtime W byoyomi Y" or "… binc I winc I".
    static QString clockArguments(const SearchRequest &request);
    // Reads the words after "info" into *info (fields from the side to move's view); false when
    // nothing in them could be read.
    static bool parseInfo(QStringView words, EngineInfo *info);

protected:
    void parseLine(QStringView line) override;

private:
    enum class Step { None, Usi, Ready, Done };
    void onUsiOk();
    void onBestMove(QStringView words);
    void onCheckmate(QStringView words);
    void applyMultiPv(int lines);
    static QString goCommand(const SearchRequest &request);

    Step m_step = Step::None;
    bool m_ponderEnabled = false;
    bool m_newGameSent = false;
    bool m_stopSent = false;
    bool m_mateSearch = false;
    bool m_pondering = false;
    bool m_ponderClocksLater = false; // the clocks go with ponderhit
    int m_multiPv = 0; // as last set by an analysis; 0: as configured or the engine's default
};

} // namespace kibitz::shogi
