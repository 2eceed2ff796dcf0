// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineregistry.h"

#include <QDialog>
#include <QPointer>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;

namespace kibitz {

class EngineOptionField;
class EnginePlayer;
struct EngineOption;

// The options a registered engine declares, one editor each, showing the value stored with the
// engine or else the engine's default. The engine is started in the background to learn them
// (its handshake, with the usual time-outs; Cancel stops it) and quit once it has said them. OK
// keeps the values that differ from the defaults as the engine's option.NAME=VALUE words, the
// words kibitz-cli takes with conf=NAME.
class EngineOptionsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit EngineOptionsDialog(const RegisteredEngine &engine, QWidget *parent = nullptr);
    ~EngineOptionsDialog() override;

    // The engine with its options as chosen (as given until OK).
    const RegisteredEngine &engine() const { return m_engine; }
    // Whether the engine's protocol has it declare its options (only then is there a dialog).
    static bool canShowOptions(const RegisteredEngine &engine);

    void accept() override;

private:
    void startEngine();
    void stopEngine();
    void showOptions(const QList<EngineOption> &options);
    void showFailure(const QString &detail);
    void restoreDefaults();

    RegisteredEngine m_engine;
    QPointer<EnginePlayer> m_player;
    QList<EngineOptionField *> m_fields;
    QStackedWidget *m_pages;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_retry;
    QFormLayout *m_form;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace kibitz
