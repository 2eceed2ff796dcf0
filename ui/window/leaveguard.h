// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace kibitz {

class GameController;
class RecordActions;

// Asks before the record on the board is left (File → Open and Paste, New Game, Edit Position,
// closing the window): a game in progress, or a record with changes not saved (an analysis
// written into it), is offered to be saved first. It marks the window modified (the title's `*`)
// while the record has such changes.
class LeaveGuard : public QObject
{
    Q_OBJECT
public:
    LeaveGuard(GameController *controller, RecordActions *records, QWidget *window);

    // Asks Save / Discard / Cancel when something would be lost. Returns whether to leave: not
    // on Cancel, nor when the record was to be saved and was not.
    bool confirm();

private:
    GameController *m_controller;
    RecordActions *m_records;
    QWidget *m_window;
};

} // namespace kibitz
