// SPDX-License-Identifier: GPL-3.0-or-later
#include "leaveguard.h"

#include "core/play/gamecontroller.h"
#include "recordactions.h"

#include <QMessageBox>
#include <QWidget>

namespace kibitz {

LeaveGuard::LeaveGuard(GameController *controller, RecordActions *records, QWidget *window)
    : QObject(window), m_controller(controller), m_records(records), m_window(window)
{
    // A game in progress is not marked: the autosave keeps it. An analysis has nothing else.
    connect(controller, &GameController::recordModifiedChanged, window,
            [controller, window] { window->setWindowModified(controller->isRecordModified()); });
}

bool LeaveGuard::confirm()
{
    const bool underway = m_controller->isGameUnderway();
    if (!underway && !m_controller->isRecordModified()) return true;
    const auto buttons = QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel;
    const auto answer =
        underway
            ? QMessageBox::question(m_window, tr("Game in Progress"),
                                    tr("A game is in progress. Save its record before leaving it?"),
                                    buttons, QMessageBox::Save)
            : QMessageBox::question(m_window, tr("Unsaved Changes"),
                                    tr("The record has changes that have not been saved, "
                                       "such as its analysis. Save it before leaving it?"),
                                    buttons, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) return false;
    return answer == QMessageBox::Discard || m_records->saveAs();
}

} // namespace kibitz
