// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/moveloss.h"
#include "core/engine/protocol.h"
#include "core/game/gameresult.h"
#include "core/game/position.h"
#include "core/game/serverplay.h"
#include "core/game/setupoption.h"
#include "core/tournament/opening.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <optional>

namespace kibitz {

class EngineAdapter;
class RecordFormat;

// The count after one root move, for `kibitz-cli perft --divide`.
struct PerftCount
{
    QString move; // canonical text
    quint64 nodes = 0;
};

// A forced-win search a game runs itself (gomoku's VCF and VCT): for `kibitz-cli mate` without
// an engine and the window's Game → Find menu.
struct ForcedWinSearch
{
    QString id;    // "vcf", the --search value
    QString name;  // translated, for the menu: "Find &VCF"
    QString label; // translated, in the comment and the status bar: "VCF"
};

struct ForcedWinResult
{
    QStringList moves;     // canonical: the side to move's first, ending in its win; empty: none
    bool exhausted = true; // false: the search's limit cut it short (a "none" is not an answer)
};

// One object per game, and everything the generic code knows about it: its names, players,
// setups and setup options, protocols, record formats, bundled engine and perft. The game list
// (app/gamecatalog.cpp) holds one of each; generic code asks them and never tests an id.
class Game
{
public:
    virtual ~Game() = default;

    virtual QString id() const = 0;          // lower case: its folders' and engine's name
    virtual QString displayName() const = 0; // translated
    virtual int playerCount() const { return 2; }
    // Whether a side may not see all of the position (goita's hands): then a person at the
    // table is not shown what the engines think while the game is on.
    virtual bool hasHiddenInformation() const { return false; }
    virtual QString sideName(int side) const = 0; // translated: "X", "Sente" …
    // A side's name in a game from `setup` (shogi's handicap games: 下手 and 上手 rather than
    // 先手 and 後手); sideName(side) by default.
    virtual QString setupSideName(int side, const QString &setup) const
    {
        Q_UNUSED(setup);
        return sideName(side);
    }
    // How a record's last row names its ending (shogi's 投了, 千日手 …), translated; `toMove` is
    // the side to move in the final position. By default the reason, or "Draw".
    virtual QString endingName(const GameResult &result, int toMove) const;
    // Team of a side: scores are kept from team 0's view.
    virtual int team(int side) const { return side % 2; }

    // The start position for a setup text in the game's notation; empty text is the standard
    // start. Returns null and sets *error when the text is not a valid setup.
    virtual std::unique_ptr<Position> startPosition(const QString &setup = {},
                                                    QString *error = nullptr) const = 0;

    // What a person may choose about the start (see SetupOption); none by default.
    virtual QList<SetupOption> setupOptions() const { return {}; }
    // The setup text that has `values` over `base` (a setup text, empty for the standard
    // start); options missing from `values` keep base's. Null with *error set when the values
    // are not valid or do not go with the base, or name an option the game does not have.
    std::optional<QString> setupWithOptions(const QString &base, const SetupValues &values,
                                            QString *error = nullptr) const;
    // Every option's value in a setup text; the defaults where the text says nothing.
    virtual SetupValues setupOptionValues(const QString &setup) const;
    // The options of a setup that differ from the standard start, short, for a title:
    // "19, Renju"; a choice by its label up to any parenthesis, a text option by its label.
    QString setupSummary(const QString &setup) const;

    // The protocols, one row each; the first is the bundled engine's.
    virtual QList<Protocol> protocolTable() const = 0;
    QStringList protocols() const; // the ids, in table order
    QString protocolDisplayName(const QString &protocol) const;
    std::unique_ptr<EngineAdapter> createAdapter(const QString &protocol) const; // null: unknown
    // The bundled engine's file name in bundledEngineDirectory(): engines/<id> builds kibitz-<id>.
    QString bundledEngineExecutable() const { return QStringLiteral("kibitz-") + id(); }

    virtual QList<const RecordFormat *> recordFormats() const = 0;

    // How analysis turns this game's scores into win rates and marks a move that lost much
    // (moveloss.h); none when its scores say nothing of the chances (analysis then writes the
    // scores and no marks).
    virtual std::optional<LossScale> lossScale() const { return std::nullopt; }
    // Whether the engines' scores make an evaluation of the game that a graph can follow (goita's
    // do not: each seat scores its own view of hidden hands). The window hides the graph if not.
    virtual bool hasEvaluation() const { return true; }
    const RecordFormat *recordFormatForFile(const QString &fileName) const;
    const RecordFormat *recordFormatById(QStringView id) const;

    // The points of team 0 and team 1 in a game scored in points (goita), as `position` has
    // them; none for a game that is won, lost or drawn.
    virtual std::optional<std::array<int, 2>> teamPoints(const Position &position) const;

    // Perft for move generator authors (kibitz-cli perft), in games that have a fast one: the
    // number of legal move sequences of `depth` plies from a position of this game; `divide`
    // gets the count after each root move, in generation order.
    virtual bool offersPerft() const { return false; }
    virtual quint64 perft(const Position &from, int depth,
                          QList<PerftCount> *divide = nullptr) const;

    // Why engines of `protocol` cannot play games from `setup` (gomoku's swap openings under
    // AGI), translated; empty when they can. A match asks it of each engine before it starts.
    virtual QString protocolRefusal(const QString &protocol, const QString &setup) const
    {
        Q_UNUSED(protocol);
        Q_UNUSED(setup);
        return {};
    }

    // The forced-win searches the game runs itself, and one of them from `position`.
    virtual QList<ForcedWinSearch> forcedWinSearches() const { return {}; }
    virtual ForcedWinResult findForcedWin(const Position &position, const QString &searchId) const;

    // Opening files for engine matches (docs/tournament.md): reads `path`, a file or a folder as
    // this game's opening files are written, for a match whose start is `baseSetup`. Each
    // opening's moves are canonical and legal from its setup; each line that is not an opening is
    // refused with why. By default a game reads none (the result's error says so).
    virtual OpeningReadResult readOpenings(const QString &path, const QString &baseSetup) const;
    // The symmetries an opening from `setup` may be played in (--transform), 1 when none; and an
    // opening read by readOpenings in symmetry `transform` (1 ≤ transform < the count).
    virtual int openingTransformCount(const QString &setup) const;
    virtual Opening transformOpening(const Opening &opening, int transform) const;
    // For a game whose start is drawn at random (goita's deal), a match's reproducible starts
    // without an opening file (--seed N): start k (0-based) of the sequence `seed` gives from
    // `baseSetup`, the same on every machine. None for a game whose start is not drawn.
    virtual std::optional<Opening> seededOpening(const QString &baseSetup, quint64 seed,
                                                 qint64 k) const;
    // Games on a server of this game's (shogi: a CSA server such as Floodgate) by the players the
    // factory makes; null for a game that has no servers.
    virtual std::unique_ptr<ServerPlay> createServerPlay(const ServerPlay::Options &options,
                                                         ServerPlay::PlayerFactory factory,
                                                         QObject *parent = nullptr) const
    {
        Q_UNUSED(options);
        Q_UNUSED(factory);
        Q_UNUSED(parent);
        return nullptr;
    }

protected:
    // setupWithOptions, once every option in `values` is one of setupOptions(); by default the
    // base as it is (a game without options).
    virtual std::optional<QString> applySetupOptions(const QString &base, const SetupValues &values,
                                                     QString *error) const;
};

} // namespace kibitz

// Declares what every game implements of Game's interface (its names, start, protocols and
// formats), so that the games' headers do not repeat the list.
#define KIBITZ_GAME_INTERFACE                                                                      \
    QString displayName() const override;                                                          \
    QString sideName(int side) const override;                                                     \
    std::unique_ptr<kibitz::Position> startPosition(const QString &setup = {},                     \
                                                    QString *error = nullptr) const override;      \
    QList<kibitz::Protocol> protocolTable() const override;                                        \
    QList<const kibitz::RecordFormat *> recordFormats() const override;
