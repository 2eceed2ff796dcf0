// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/tournamentrunner.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

class QSettings;

namespace kibitz {

// An engine of a tournament: its engine words ("bundled", or a registered engine's), the name it
// plays under (each engine's own, so the standings tell them apart) and its own time control
// (TimeControl's text, empty for the tournament's).
struct TournamentEngine
{
    QString words;
    QString name;
    QString timeControl;
    bool operator==(const TournamentEngine &) const = default;
};

// What Game → Tournament… chooses, as kibitz-cli match's options say it (docs/tournament.md):
// kept in the settings for the next tournament and, as tournament.json, in the output folder
// so that the window resumes the run there as `kibitz-cli match --resume` would.
struct TournamentSettings
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::TournamentSettings)
public:
    QString gameId;
    QString setup; // the game's setup text; empty for its standard start
    QList<TournamentEngine> engines;
    bool gauntlet = false;
    int games = 2; // per encounter each round
    int rounds = 1;
    bool repeat = true;
    QString timeControl = QStringLiteral("10+0+0.1");
    int concurrency = 1;
    QString openings; // file; empty for the game's start
    bool randomOrder = false;
    int plies = -1;       // -1: whole openings
    QString draw, resign; // --draw and --resign words; empty for none
    int maxMoves = 0;
    bool sprt = false;
    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
    bool logistic = false;
    QString outDir;

    static TournamentSettings load(const QSettings &settings);
    void save(QSettings &settings) const;
    QJsonObject toJson() const;
    static TournamentSettings fromJson(const QJsonObject &json);
    // The settings a tournament folder keeps (tournament.json); none with *error.
    static std::optional<TournamentSettings> readFolder(const QString &folder, QString *error);
    // Writes tournament.json into outDir; an error text, empty on success.
    QString writeFolder() const;

    // The run these settings make, every engine checked and the games planned (resuming: less
    // those outDir has finished); none, with the reason, for a setting that cannot work.
    std::optional<TournamentRunner::Config> config(bool resume, QString *error) const;

private:
    // match.params as kibitz-cli match writes it for the same run.
    QJsonObject parameters() const;
    bool readEngines(TournamentRunner::Config *run, QString *error) const;
    bool readRules(TournamentRunner::Config *run, QString *error) const;
};

} // namespace kibitz
