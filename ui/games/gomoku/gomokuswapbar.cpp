// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomokuswapbar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace kibitz {

using gomoku::SwapOpening;
using gomoku::SwapStep;

GomokuSwapBar::GomokuSwapBar(QWidget *parent)
    : QFrame(parent), m_prompt(new QLabel(this)), m_black(new QPushButton(this)),
      m_twoMore(new QPushButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_prompt->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_prompt, 1);
    layout->addWidget(m_black);
    layout->addWidget(m_twoMore);
    connect(m_black, &QPushButton::clicked, this, &GomokuSwapBar::blackTaken);
    connect(m_twoMore, &QPushButton::clicked, this, &GomokuSwapBar::twoMoreChosen);
    retranslateUi();
}

void GomokuSwapBar::showStep(SwapOpening opening, SwapStep step, int placed, int wanted)
{
    m_opening = opening;
    m_step = step;
    m_placed = placed;
    m_wanted = wanted;
    retranslateUi();
}

QString GomokuSwapBar::prompt() const
{
    return m_prompt->text();
}

void GomokuSwapBar::retranslateUi()
{
    m_black->setText(tr("Take &Black"));
    m_twoMore->setText(tr("Place &Two More"));
    const bool choosing =
        m_step == SwapStep::ChooseAfterThree || m_step == SwapStep::ChooseAfterFive;
    // Choosing, unless the person has chosen to place two more stones.
    const bool choice = choosing && m_wanted == 1;
    m_black->setVisible(choice);
    m_twoMore->setVisible(choice && m_step == SwapStep::ChooseAfterThree &&
                          m_opening == SwapOpening::Swap2);
    QString text;
    if (m_step == SwapStep::PlaceThree) {
        text = tr("Swap opening: place three stones, black, white, black (%1 of 3 placed). "
                  "Then your opponent chooses a colour.")
                   .arg(m_placed);
    } else if (choosing && !choice) {
        text = tr("Place two more stones, white then black (%1 of 2 placed). Then your opponent "
                  "chooses a colour.")
                   .arg(m_placed);
    } else if (m_step == SwapStep::ChooseAfterThree && m_opening == SwapOpening::Swap2) {
        text = tr("Choose: take black, take white by playing white's fourth stone on the board, "
                  "or place two more stones and let your opponent choose.");
    } else if (m_step == SwapStep::ChooseAfterThree) {
        text = tr("Choose: take black, or take white by playing white's fourth stone on the "
                  "board.");
    } else if (m_step == SwapStep::ChooseAfterFive) {
        text = tr("Choose: take black, or take white by playing white's sixth stone on the "
                  "board.");
    }
    m_prompt->setText(text);
}

void GomokuSwapBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QFrame::changeEvent(event);
}

} // namespace kibitz
