// SPDX-License-Identifier: GPL-3.0-or-later
// GameController's autosave: the game on the board kept on disk after every move, and brought
// back when Kibitz stopped without being closed. Kept apart from gamecontroller.cpp, which is
// about the game and the view.
#include "core/engine/enginebuilder.h"
#include "core/game/game.h"
#include "core/play/autosave.h"
#include "core/play/gamecontroller.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"

namespace kibitz {

void GameController::setAutosaveFolder(const QString &folder)
{
    m_autosave = std::make_unique<Autosave>(folder);
}

void GameController::writeAutosave()
{
    if (!m_autosave || !m_session || m_watching) return;
    if (const QString error = m_autosave->write(m_session->game(), m_session->record());
        !error.isEmpty())
        Q_EMIT autosaveFailed(error);
}

void GameController::forgetGameInProgress()
{
    if (m_autosave) m_autosave->remove();
}

QString GameController::restoreGameInProgress(const QList<const Game *> &games,
                                              const GameStart &players)
{
    const QString path = m_autosave ? m_autosave->find() : QString();
    const auto found = std::find_if(games.cbegin(), games.cend(), [&](const Game *game) {
        return !path.isEmpty() && game->recordFormatForFile(path);
    });
    if (found == games.cend()) return {};
    const Game &game = **found;
    RecordReadResult read = readRecordFile(game, path);
    if (!read.record) return {};
    if (!read.record->result().isOver() && players.game == &game) {
        QString error;
        EngineBuilder engines;
        std::unique_ptr<Session> session = createSession(players, engines, &error);
        if (session && session->replay(*read.record)) {
            startSession(std::move(session));
            return tr("The game in progress when Kibitz stopped is back where it was.");
        }
    }
    showRecord(game, std::move(*read.record), {});
    return tr("The game Kibitz showed when it stopped is shown again: File → Save Record As "
              "keeps it.");
}

} // namespace kibitz
