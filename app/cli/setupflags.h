// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/setupoption.h"

#include <QCoreApplication>
#include <QList>
#include <optional>

class QCommandLineParser;

namespace kibitz {
class Game;
}

namespace kibitz::cli {

// The cli's flags for the games' setup options: one flag --ID per option id (an id several
// games declare is one flag), so that the cli knows no game's setup.
class SetupFlags
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::cli::SetupFlags)

public:
    // Adds --setup and the option flags of `games` to the parser.
    SetupFlags(QCommandLineParser &parser, const QList<const Game *> &games);

    // The setup text for `game` from --setup and the option flags given; null with *error set
    // when they do not make one of its setups.
    std::optional<QString> setup(const Game &game, QString *error) const;

private:
    QCommandLineParser &m_parser;
    QStringList m_ids; // of the option flags
};

} // namespace kibitz::cli
