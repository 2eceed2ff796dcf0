// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/player.h"
#include "core/game/position.h"

namespace kibitz {

// A person at the board: moves come from the board widget through submitMove().
class HumanPlayer : public Player
{
    Q_OBJECT
public:
    // Without a name, the person is "Human" in the interface's language of the moment.
    explicit HumanPlayer(const QString &name = {}, QObject *parent = nullptr);

    QString name() const override { return m_name.isEmpty() ? tr("Human") : m_name; }
    bool isHuman() const override { return true; }
    void prepare() override;
    bool isReady() const override { return true; }
    void think(const SearchRequest &request) override;
    void stopThinking(bool moveNow) override;
    void gameEnded(const GameResult &, int) override {}
    void quit() override;

    bool isThinking() const { return m_thinking; }
    // The position to move in, while thinking.
    const Position *position() const { return m_position.get(); }
    // Returns false, and changes nothing, when it is not this player's turn or the move is not
    // legal: a person's slip is not a forfeit.
    bool submitMove(const QString &move);
    void resign();

private:
    QString m_name;
    bool m_thinking = false;
    std::shared_ptr<const Position> m_position;
};

} // namespace kibitz
