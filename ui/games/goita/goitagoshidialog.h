// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "goita/hand.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace kibitz {

namespace goitatiles {
class Row;
}

// The 5し decision: a seat was dealt five し, and its partner (the user) plays on or has the same
// dealer deal again. Non-modal, so the table stays in view; the holder's hand is shown, as the
// holder shows it to the partner at a real table.
class GoitaGoshiDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GoitaGoshiDialog(QWidget *parent = nullptr);

    void setHolder(int seat, const goita::Hand &hand);
    int holder() const { return m_holder; }
    QStringList shownHand() const; // the holder's pieces as drawn
    QPushButton *playOnButton() const { return m_playOn; }
    QPushButton *redealButton() const { return m_redeal; }

Q_SIGNALS:
    // GoitaPosition::proceedMove or redealMove.
    void decided(const QString &move);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    int m_holder = -1;
    QLabel *m_text;
    goitatiles::Row *m_hand;
    QPushButton *m_playOn;
    QPushButton *m_redeal;
};

} // namespace kibitz
