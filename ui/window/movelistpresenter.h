// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace kibitz {

class GameController;
class MoveListPanel;

// The move list as the window shows it: the line the controller shows with its sides' names (下手
// and 上手 in a shogi handicap game), the marks its analysis wrote (悪手 …), and, when the record
// is over and its main line is shown, its ending (投了, 千日手 …) as the last row. Clicking a row
// shows that ply; choosing a variation follows it.
class MoveListPresenter : public QObject
{
    Q_OBJECT
public:
    MoveListPresenter(GameController *controller, MoveListPanel *panel, QObject *parent = nullptr);

    // The sides' names and the ending are translated: called after a language change.
    void retranslate();

private:
    void updateMoves();
    void updateMarks();
    void updateSideNames();
    QString ending() const; // empty while the record is not over or another line is shown

    GameController *m_controller;
    MoveListPanel *m_panel;
};

} // namespace kibitz
