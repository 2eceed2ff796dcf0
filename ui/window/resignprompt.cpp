// SPDX-License-Identifier: GPL-3.0-or-later
#include "resignprompt.h"

#include "core/play/gamecontroller.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace kibitz {

// The context of the question's words.
struct ResignPrompt
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::ResignPrompt)
};

void askToResign(QWidget *window, GameController *controller)
{
    if (!controller->canResign()) return;
    const auto answer =
        QMessageBox::question(window, ResignPrompt::tr("Resign"),
                              ResignPrompt::tr("Resign this game? It cannot be undone."),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    // The game may have ended while the question was open (the engine mated, a flag fell).
    if (answer == QMessageBox::Yes) controller->resign();
}

} // namespace kibitz
