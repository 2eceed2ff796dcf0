// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineregistry.h"
#include "core/game/serverplay.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSettings;
class QSpinBox;

namespace kibitz {

class Game;

// Game → Play on Server…: the server (host, port, protocol mode), the login (id, password: on
// Floodgate and shogi-server GAMENAME,PASSWORD), who plays (the person at the board, or an
// engine), how many games, the network margin and where each game's record goes. The last choices
// are kept in the settings, the password only in the desktop's keyring (PasswordKeyring): when the
// keyring cannot be had, the dialog says so and the password is typed again.
class ServerPlayDialog : public QDialog
{
    Q_OBJECT
public:
    ServerPlayDialog(const Game &game, const QList<RegisteredEngine> &engines, QSettings &settings,
                     QWidget *parent = nullptr);

    ServerPlay::Options options() const;
    // The words of the engine chosen: a registered engine's, or "bundled"; empty when the person
    // at the board plays.
    QString engineWords() const;
    QLineEdit *passwordEdit() const { return m_password; }
    QLabel *keyringNote() const { return m_keyringNote; }

    // Keeps the choices (not the password: that goes to the keyring) and closes.
    void accept() override;

private:
    void load();
    void readPassword();
    QString keyringKey() const;

    QSettings &m_settings;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QComboBox *m_mode;
    QLineEdit *m_id;
    QLineEdit *m_password;
    QLabel *m_keyringNote;
    QComboBox *m_engine;
    QCheckBox *m_earlyPonder;
    QSpinBox *m_repeat;
    QSpinBox *m_margin;
    QLineEdit *m_folder;
    QLineEdit *m_nameTemplate;
};

} // namespace kibitz
