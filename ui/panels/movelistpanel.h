// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/thinkinfo.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QTableView;

namespace kibitz {

class MoveListModel;
class Position;

// The moves of the game with their times, and below them the comment and think comments of the
// selected move. Clicking a row (or the arrow keys) goes to that position. Where the record has
// variations, the selected move's alternatives are listed under the moves (and in the row's
// context menu): choosing one follows that line. The marks of an analysed record (悪手 …) have a
// column of their own, shown once a move has one.
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
    // The list of the selected move's alternatives (empty when it has none; hidden when no move
    // of the line has any).
    QListWidget *variationList() const { return m_variations; }

Q_SIGNALS:
    void plySelected(int ply);
    // The user chose alternative `index` of the move of ply (MoveListModel::Move::alternatives).
    void variationChosen(int ply, int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showVariations(int ply);
    void showContextMenu(const QPoint &pos);

    MoveListModel *m_model;
    QTableView *m_view;
    QLabel *m_variationsLabel;
    QListWidget *m_variations;
    int m_variationsPly = 0; // the ply whose alternatives are listed
    QPlainTextEdit *m_comment;
    bool m_selecting = false;
};

} // namespace kibitz
