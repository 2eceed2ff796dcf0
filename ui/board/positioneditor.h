// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;

namespace kibitz {

// A game's position editor, as the window meets it: a dialog that edits a start position (the
// game's setup text) and closes with what the user wants to do from it: play a game or analyse
// it. Each game that has one makes it (gameui::createPositionEditor); the window knows no game.
class PositionEditor : public QDialog
{
    Q_OBJECT
public:
    enum class Intent { Play, Analyse };

    explicit PositionEditor(QWidget *parent = nullptr);

    // The position to start editing from, as the game's setup text (a game's position's
    // setupText()).
    virtual void setSetupText(const QString &setup) = 0;
    // The position edited, as the game's setup text.
    virtual QString setupText() const = 0;
    Intent intent() const { return m_intent; }

protected:
    // The dialog's buttons: Play from Here…, Analyse and Cancel, each closing the dialog with
    // its intent. A game's editor puts them where it wants them.
    QDialogButtonBox *buttons() const { return m_buttons; }
    // The position cannot be played or analysed (the editor says why): the buttons wait.
    void setStartEnabled(bool enabled);
    void retranslateButtons();

private:
    QDialogButtonBox *m_buttons;
    Intent m_intent = Intent::Play;
};

} // namespace kibitz
