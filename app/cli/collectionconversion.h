// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace kibitz {
class Game;
struct CollectionReadResult;
} // namespace kibitz

namespace kibitz::cli {

// ".sgf" …: the extensions of the game's formats that hold several games.
QStringList collectionExtensions(const Game &game);

// kibitz-cli convert of a file that holds several games (an SGF collection, a SFEN list, a CSA
// file with '/'): into one collection file when the output format holds several games and --out
// is not a folder, else into one file per game in the folder --out, named after the input with
// the game's number (games-01.sgf …), in --format's format or else the input's. Each game that
// cannot be read is named with its number and reason; the others are converted. Returns the
// exit status: 1 when any game failed.
class CollectionConversion
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::cli::CollectionConversion)

public:
    CollectionConversion(const Game &game, const CollectionReadResult &read, const QString &in,
                         const QString &out, const std::optional<QString> &formatId);
    int run();

private:
    int toFolder();
    int toCollection();
    int sayReadFailures() const; // the games that failed, on stderr; their count

    const Game &m_game;
    const CollectionReadResult &m_read;
    QString m_in, m_out;
    std::optional<QString> m_formatId;
};

} // namespace kibitz::cli
