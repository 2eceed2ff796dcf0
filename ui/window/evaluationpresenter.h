// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

namespace kibitz {

class BoardWidget;
class EvaluationGraph;
class GameController;

// The evaluation graph as the window shows it: it follows the record the controller holds (its
// think comments, as they are read or as the engines add them; none while a game of hidden
// information hides the engines' thoughts), marks the ply shown, shows the ply clicked, and for
// the point under the pointer tells its score and line, previewing the line on the board when
// that ply is the one shown.
class EvaluationPresenter : public QObject
{
    Q_OBJECT
public:
    EvaluationPresenter(GameController *controller, EvaluationGraph *graph,
                        QObject *parent = nullptr);

    void setBoard(BoardWidget *board) { m_board = board; }

protected:
    // The graph's language changed: its axis names the first side again, in the new language.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void onHovered(int ply);

    GameController *m_controller;
    EvaluationGraph *m_graph;
    QPointer<BoardWidget> m_board;
    bool m_previewing = false; // the board shows a line of ours
};

} // namespace kibitz
