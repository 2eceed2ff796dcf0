// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace kibitz {

// One thing a person may choose about a game's start: gomoku's board size and rule, goita's
// target score, shogi's handicap or SFEN. The game declares its options (Game::setupOptions)
// and turns their values into its setup text and back; kibitz-cli makes a flag --ID of each
// and the GUI's new-game dialog a row of its setup editor, so neither knows any game.
struct SetupOption
{
    enum class Kind { Choice, Integer, Text };

    QString id;    // lower case, stable: the cli flag (--size) and the key in SetupValues
    QString label; // translated, for a form row: "Board size"
    QString help;  // translated, one sentence for the cli's --help and the GUI's tool tips
    Kind kind = Kind::Text;
    QStringList choices;      // Choice: the values, as the cli takes them
    QStringList choiceLabels; // Choice: translated, one per value
    int minimum = 0;          // Integer: the range the GUI offers
    int maximum = 0;
    QString defaultValue; // the standard start's value

    static SetupOption integer(const QString &id, const QString &label, const QString &help,
                               int minimum, int maximum, int defaultValue)
    {
        return {id,
                label,
                help,
                Kind::Integer,
                {},
                {},
                minimum,
                maximum,
                QString::number(defaultValue)};
    }
    static SetupOption choice(const QString &id, const QString &label, const QString &help,
                              const QStringList &choices, const QStringList &choiceLabels,
                              const QString &defaultValue)
    {
        return {id, label, help, Kind::Choice, choices, choiceLabels, 0, 0, defaultValue};
    }
    static SetupOption text(const QString &id, const QString &label, const QString &help)
    {
        return {id, label, help, Kind::Text, {}, {}, 0, 0, {}};
    }
};

// Option id → value. An option that is not in the map keeps the value its base setup has.
using SetupValues = QMap<QString, QString>;

} // namespace kibitz
