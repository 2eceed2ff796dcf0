// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

namespace kibitz {

class Game;

// The part of the new-game dialog that chooses a game's start, built from the options the game
// declares (Game::setupOptions): a combo box for a choice, a spin box for an integer, a line
// edit for text. It edits the game's setup text, so it knows no game; a game without options
// gets an empty editor.
class SetupOptionsEditor : public QWidget
{
    Q_OBJECT
public:
    explicit SetupOptionsEditor(const Game &game, QWidget *parent = nullptr);

    bool hasOptions() const { return !m_fields.isEmpty(); }
    // The setup text of the values chosen (empty for the standard start); empty with *error set
    // when the game refuses them.
    QString setupText(QString *error = nullptr) const;
    // Shows the values of a setup text; the defaults for what it does not say.
    void setSetupText(const QString &setup);

private:
    const Game &m_game;
    QList<QWidget *> m_fields; // one per option, in the game's order
};

} // namespace kibitz
