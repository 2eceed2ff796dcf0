#pragma once

#include "position.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <memory>

namespace kibitz {

class EngineAdapter;
class RecordFormat;

// One object per game: its name, its players, its setups, its record formats and protocols.
// The generic code sees games only through this interface.
class Game
{
public:
    virtual ~Game() = default;

    virtual QString id() const = 0;          // "tictactoe", "shogi" …
    virtual QString displayName() const = 0; // translated
    virtual int playerCount() const { return 2; }
    // Whether a side may not see all of the position (goita's hands): then a person at the
    // table is not shown what the engines think while the game is on.
    virtual bool hasHiddenInformation() const { return false; }
    virtual QString sideName(int side) const = 0; // translated: "X", "Sente" …
    // Team of a side: scores are kept from team 0's view.
    virtual int team(int side) const { return side % 2; }

    // The start position for a setup text in the game's notation; empty text is the standard
    // start. Returns null and sets *error when the text is not a valid setup.
    virtual std::unique_ptr<Position> startPosition(const QString &setup = {},
                                                    QString *error = nullptr) const = 0;

    virtual QStringList protocols() const = 0; // ids; the first is the bundled engine's default
    virtual QString protocolDisplayName(const QString &protocol) const = 0;
    virtual std::unique_ptr<EngineAdapter> createAdapter(const QString &protocol) const = 0;
    virtual QString bundledEngineExecutable() const = 0; // file name in bundledEngineDirectory()

    virtual QList<const RecordFormat *> recordFormats() const = 0;
    const RecordFormat *recordFormatForFile(const QString &fileName) const;
    const RecordFormat *recordFormatById(QStringView id) const;
};

} // namespace kibitz
