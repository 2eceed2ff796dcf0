// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace kibitz {

class Game;
class RecordFormat;

// Every game Kibitz knows, in menu order.
QList<const Game *> allGames();
const Game *gameById(QStringView id);
// The game that reads a record file of this name (by its extension), or null; with `format`,
// also the format that reads it.
const Game *gameForFile(const QString &path, const RecordFormat **format = nullptr);

} // namespace kibitz
