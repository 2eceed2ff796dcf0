#include "gamerestore.h"

#include "core/game/game.h"
#include "core/play/gamecontroller.h"
#include "core/play/session.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "playerfactory.h"

#include <QCoreApplication>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz", text); // the context lupdate files it under
}
} // namespace

QString restoreGameInProgress(GameController &controller, const GameSetup &lastSetup)
{
    const QString path = controller.autosave() ? controller.autosave()->find() : QString();
    const Game *game = path.isEmpty() ? nullptr : gameForFile(path);
    if (!game) return {};
    RecordReadResult read = readRecordFile(*game, path);
    if (!read.record) return {};
    if (!read.record->result().isOver() && lastSetup.gameId == game->id()) {
        QString error;
        std::unique_ptr<Session> session =
            createSession(lastSetup, &error);
        if (session && session->replay(*read.record)) {
            controller.startSession(std::move(session));
            return tr("The game in progress when Kibitz stopped is back where it was.");
        }
    }
    controller.showRecord(*game, std::move(*read.record), {});
    return tr("The game Kibitz showed when it stopped is shown again: File → Save Record As "
              "keeps it.");
}

} // namespace kibitz
