#include "resignprompt.h"

#include "core/play/gamecontroller.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::ResignPrompt", text);
}
} // namespace

void askToResign(QWidget *window, GameController *controller)
{
    if (!controller->canResign()) return;
    const auto answer =
        QMessageBox::question(window, tr("Resign"), tr("Resign this game? It cannot be undone."),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    // The game may have ended while the question was open (the engine mated, a flag fell).
    if (answer == QMessageBox::Yes) controller->resign();
}

} // namespace kibitz
