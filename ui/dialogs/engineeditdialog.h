// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineregistry.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kibitz {

// Registers (or edits) an engine the user has: its game, program, arguments, working
// directory, protocol, name and, for a protocol whose engines declare them, its options
// (EngineOptionsDialog). The program is started from these as an argv list, never
// through a shell.
class EngineEditDialog : public QDialog
{
    Q_OBJECT
public:
    explicit EngineEditDialog(QWidget *parent = nullptr);

    void setEngine(const RegisteredEngine &engine);
    // The game a new engine is for (the one being played, or chosen in the new-game dialog).
    void setGame(const QString &gameId);
    RegisteredEngine engine() const;

private:
    void fillProtocols();
    void browseCommand();
    void browseDirectory();
    void validate();
    void editOptions();
    void showOptions();

    QComboBox *m_game;
    QLineEdit *m_name;
    QLineEdit *m_command;
    QLineEdit *m_arguments;
    QLineEdit *m_directory;
    QComboBox *m_protocol;
    QLabel *m_optionsText;
    QPushButton *m_optionsButton;
    QList<QPair<QString, QString>> m_options; // option.NAME=VALUE words, kept as they are
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace kibitz
