// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <memory>

class QStatusBar;

namespace kibitz {

class BoardWidget;
class EnginePanel;
class EvaluationGraph;
class GameController;
class Position;

// The line an engine expects, drawn on the board. While no row is hovered the board draws the
// line the window gives (the analysis' best line, the thinking engine's). The pointer over a row
// of an engine panel previews that row's line from the position its engine searched: the mouse
// wheel or ←/→ steps through it, the board showing the position after each move with the rest of
// the line drawn faintly, and the status bar says so; leaving the row gives the board back.
class LinePreview : public QObject
{
    Q_OBJECT
public:
    LinePreview(GameController *controller, QStatusBar *status, QObject *parent = nullptr);
    ~LinePreview() override;

    void setBoard(BoardWidget *board);
    // The line drawn while no row is hovered (from the position shown); empty for none.
    void setLine(const QStringList &moves);
    // The rows of the panel preview their lines when hovered.
    void watch(EnginePanel *panel);
    // While the pointer is on a point of the graph (whose line the window previews), the line
    // given by setLine waits.
    void watch(EvaluationGraph *graph);
    // The moves of the hovered line played on the board (0 for none), -1 while none is hovered.
    int step() const { return m_start ? m_step : -1; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void hover(EnginePanel *panel, int row);
    void leave();
    void stepBy(int delta);
    void render();
    void restore();

    GameController *m_controller;
    QStatusBar *m_status;
    QPointer<BoardWidget> m_board;
    QStringList m_line;
    QHash<QObject *, QPointer<EnginePanel>> m_viewports; // watched, and their panels
    // The hovered row's line as it was when the pointer came to it: the rows move on as the
    // engine searches, the line previewed does not.
    QPointer<EnginePanel> m_panel;
    int m_row = -1;
    std::unique_ptr<Position> m_start;
    QString m_startLastMove; // the move that led to m_start, when it is the position shown
    QStringList m_moves;     // legal from m_start
    int m_rank = 1;
    int m_step = 0;
    QString m_message; // ours, in the status bar
    bool m_graphHovered = false;
};

} // namespace kibitz
