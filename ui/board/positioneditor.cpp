// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/positioneditor.h"

#include <QDialogButtonBox>
#include <QPushButton>

namespace kibitz {

PositionEditor::PositionEditor(QWidget *parent)
    : QDialog(parent),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply |
                                     QDialogButtonBox::Cancel))
{
    connect(m_buttons->button(QDialogButtonBox::Ok), &QPushButton::clicked, this, [this] {
        m_intent = Intent::Play;
        accept();
    });
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, [this] {
        m_intent = Intent::Analyse;
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateButtons();
}

void PositionEditor::setStartEnabled(bool enabled)
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(enabled);
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(enabled);
}

void PositionEditor::retranslateButtons()
{
    QPushButton *play = m_buttons->button(QDialogButtonBox::Ok);
    play->setText(tr("&Play from Here…"));
    play->setToolTip(tr("Start a game from this position (players and time in the next step)"));
    QPushButton *analyse = m_buttons->button(QDialogButtonBox::Apply);
    analyse->setText(tr("&Analyse"));
    analyse->setToolTip(tr("Analyse this position with the analysis engine; moves can be tried "
                           "on the board"));
}

} // namespace kibitz
