// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineadapter.h"

#include <memory>

namespace kibitz::goita {

class GoitaPosition;

// The Kibitz goita protocol (docs/protocols/goita.md) for one engine playing one seat.
//
// On each go() the adapter tells the engine what changed since it last spoke: `newgame` once,
// `roundover` for the round it was last told of when a new one has begun, `newround` for the
// current round, then `position moves …` and `go`; or, when the current move is the 5し decision,
// `goshi`, whose answer `goshi proceed|redeal` becomes the move "proceed"/"redeal".
//
// Masking is done here, on Kibitz's side: the engine's hand and moves come only from
// SeatView::of(round, seat), so another seat's face-down piece goes out as 9 and no other hand
// is ever sent, whatever the engine does.
class GoitaAdapter : public EngineAdapter
{
    Q_OBJECT
public:
    ~GoitaAdapter() override;

    KIBITZ_ENGINE_ADAPTER_INTERFACE("goita")
    void newGame() override;
    void gameOver(const GameResult &result, int engineSide) override;

    // The time `go time` asks for: within the side's clock, with room for the pipe.
    static qint64 timeBudgetMs(const SearchRequest &request, int side);

protected:
    void parseLine(QStringView line) override;

private:
    void parseInfo(QStringView rest);

    bool m_gameSent = false;
    int m_toldRound = -1; // the round index the engine was last sent newround for
    bool m_askedGoshi = false;
    std::shared_ptr<const GoitaPosition> m_position; // of the last go
};

} // namespace kibitz::goita
