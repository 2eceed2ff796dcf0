#pragma once

#include "core/engineregistry.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace kibitz {

// Registers (or edits) an engine the user has: its game, program, arguments, working
// directory, protocol and name. The program is started from these as an argv list, never
// through a shell.
class EngineEditDialog : public QDialog
{
    Q_OBJECT
public:
    explicit EngineEditDialog(QWidget *parent = nullptr);

    void setEngine(const RegisteredEngine &engine);
    RegisteredEngine engine() const;

private:
    void fillProtocols();
    void browseCommand();
    void browseDirectory();
    void validate();

    QComboBox *m_game;
    QLineEdit *m_name;
    QLineEdit *m_command;
    QLineEdit *m_arguments;
    QLineEdit *m_directory;
    QComboBox *m_protocol;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace kibitz
