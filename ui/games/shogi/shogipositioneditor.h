// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/positioneditor.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QGroupBox;

namespace kibitz {

class ShogiSetupBoard;

// The shogi position editor, as analysts set up 詰将棋 and positions from books: the board,
// both hands and the piece box (ShogiSetupBoard), the side to move, the standard position or
// an empty board to start from, the rest of the set into Gote's hand (as 詰将棋 are given), the
// board flipped (Gote at the bottom), the position's SFEN (typing or pasting one sets the
// position), and what is wrong with it, if anything, in words.
class ShogiPositionEditor : public PositionEditor
{
    Q_OBJECT
public:
    explicit ShogiPositionEditor(QWidget *parent = nullptr);

    void setSetupText(const QString &setup) override;
    QString setupText() const override;
    ShogiSetupBoard *setupBoard() const { return m_board; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void boardEdited();
    void sfenEdited(const QString &text);
    void showProblem(const QString &problem);
    void restToGoteHand();
    void retranslateUi();

    ShogiSetupBoard *m_board;
    QGroupBox *m_sideBox;
    QRadioButton *m_sente;
    QRadioButton *m_gote;
    QPushButton *m_standard;
    QPushButton *m_empty;
    QPushButton *m_rest;
    QPushButton *m_flip;
    QLabel *m_hint;
    QLabel *m_problem;
    QLabel *m_sfenLabel;
    QLineEdit *m_sfen;
    bool m_typing = false;      // the board follows the SFEN typed: the field is left as it is
    bool m_sfenInvalid = false; // the field holds text that is no SFEN (kept, and said why)
};

} // namespace kibitz
