#pragma once

#include "gamesetup.h"

#include <QString>

namespace kibitz {

class GameController;

// Brings back the game the controller's autosave kept when Kibitz stopped without being closed:
// an unfinished game goes on with the players of the last new-game choice (which started it)
// and its clocks as they were; a finished one, or one those players cannot continue, is shown
// for review. Returns a note for the user, empty when there was nothing to restore.
QString restoreGameInProgress(GameController &controller, const GameSetup &lastSetup);

} // namespace kibitz
