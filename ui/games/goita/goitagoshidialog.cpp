// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitagoshidialog.h"

#include "goita/goitaposition.h"
#include "goitatiles.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

using goita::GoitaPosition;

GoitaGoshiDialog::GoitaGoshiDialog(QWidget *parent)
    : QDialog(parent), m_text(new QLabel), m_hand(new goitatiles::Row), m_playOn(new QPushButton),
      m_redeal(new QPushButton)
{
    setModal(false);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_playOn);
    buttons->addWidget(m_redeal);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_hand);
    layout->addLayout(buttons);
    m_playOn->setDefault(true);
    connect(m_playOn, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT decided(GoitaPosition::proceedMove);
    });
    connect(m_redeal, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT decided(GoitaPosition::redealMove);
    });
    retranslateUi();
}

void GoitaGoshiDialog::setHolder(int seat, const goita::Hand &hand)
{
    m_holder = seat;
    m_hand->setPieces(goitatiles::sortedPieces(hand));
    retranslateUi();
    adjustSize();
}

QStringList GoitaGoshiDialog::shownHand() const
{
    return m_hand->shown();
}

void GoitaGoshiDialog::retranslateUi()
{
    setWindowTitle(tr("5し"));
    m_text->setText(tr("Your partner, seat %1, was dealt five し. Play this deal, or have it "
                       "dealt again?")
                        .arg(m_holder));
    m_playOn->setText(tr("Play on"));
    m_redeal->setText(tr("Redeal"));
}

void GoitaGoshiDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace kibitz
