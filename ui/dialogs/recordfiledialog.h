// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace kibitz {

class Game;

// The file dialogs for records, with a filter for each format the games read and write.
namespace recordfiledialog {

// Any game's record; empty when the user cancels.
QString askOpenPath(QWidget *parent, const QString &directory);
// A path for a record of game, with the game's first format's extension when the user gives
// none; empty when the user cancels. suggested is the path offered.
QString askSavePath(QWidget *parent, const Game &game, const QString &suggested);

} // namespace recordfiledialog
} // namespace kibitz
