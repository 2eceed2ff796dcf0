#pragma once

#include <QWidget>

namespace kibitz {

// The part of the new-game dialog that chooses a game's start: board size and rule for gomoku,
// the handicap for shogi. It edits the game's setup text (Game::startPosition's argument).
class SetupEditor : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString setupText() const = 0;
    // Shows a setup text; one it does not understand leaves the editor at the standard start.
    virtual void setSetupText(const QString &setup) = 0;
};

// The setup editor of a game, or null for a game that has only its standard start.
SetupEditor *createSetupEditor(QStringView gameId, QWidget *parent = nullptr);

} // namespace kibitz
