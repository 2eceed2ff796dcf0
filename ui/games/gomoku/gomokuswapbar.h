// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gomoku/swapopening.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace kibitz {

// The strip over the gomoku board while a person takes a step of a swap opening: what to do now
// in words, and the choices that are not a stone on the board (take black; place two more).
class GomokuSwapBar : public QFrame
{
    Q_OBJECT
public:
    explicit GomokuSwapBar(QWidget *parent = nullptr);

    // The step awaited; `placed` stones of `wanted` already clicked for it.
    void showStep(gomoku::SwapOpening opening, gomoku::SwapStep step, int placed, int wanted);
    QString prompt() const;
    QPushButton *blackButton() const { return m_black; }
    QPushButton *twoMoreButton() const { return m_twoMore; }

Q_SIGNALS:
    void blackTaken();
    void twoMoreChosen();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_prompt;
    QPushButton *m_black;
    QPushButton *m_twoMore;
    gomoku::SwapOpening m_opening = gomoku::SwapOpening::None;
    gomoku::SwapStep m_step = gomoku::SwapStep::Done;
    int m_placed = 0;
    int m_wanted = 0;
};

} // namespace kibitz
