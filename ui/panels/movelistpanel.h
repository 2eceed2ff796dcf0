#pragma once

#include "core/thinkinfo.h"

#include <QWidget>

class QPlainTextEdit;
class QTableView;

namespace kibitz {

class MoveListModel;
class Position;

// The moves of the game with their times, and below them the comment and think comments of the
// selected move. Clicking a row (or the arrow keys) goes to that position.
class MoveListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit MoveListPanel(QWidget *parent = nullptr);

    MoveListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // Selects the row of a ply (0 = start) without emitting plySelected.
    void selectPly(int ply);
    // The note below the moves: the comment of the selected move and the engines' think
    // comments on it, their lines played from the position after the move.
    void setNote(const QString &comment, const QList<ThinkInfo> &thinks, const Position *after);
    QString note() const;

Q_SIGNALS:
    void plySelected(int ply);

private:
    MoveListModel *m_model;
    QTableView *m_view;
    QPlainTextEdit *m_comment;
    bool m_selecting = false;
};

} // namespace kibitz
