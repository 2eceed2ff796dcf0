// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentsettings.h"

#include "core/engine/enginebuilder.h"
#include "core/game/game.h"
#include "core/tournament/tournamentplan.h"
#include "gamecatalog.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>
#include <QSettings>

namespace kibitz {

namespace {
const QString settingsKey = QStringLiteral("tournament/last");
const QString folderFile = QStringLiteral("tournament.json");

QString yesNo(bool on)
{
    return on ? QStringLiteral("yes") : QStringLiteral("no");
}

// The words of --engine for this engine, as kibitz-cli match would be given them.
QStringList engineWords(const TournamentEngine &engine)
{
    QStringList words = QProcess::splitCommand(engine.words);
    if (!engine.name.isEmpty()) words << QStringLiteral("name=") + engine.name;
    if (!engine.timeControl.isEmpty()) words << QStringLiteral("tc=") + engine.timeControl;
    return words;
}
} // namespace

TournamentSettings TournamentSettings::load(const QSettings &settings)
{
    return fromJson(QJsonDocument::fromJson(settings.value(settingsKey).toByteArray()).object());
}

void TournamentSettings::save(QSettings &settings) const
{
    settings.setValue(settingsKey, QJsonDocument(toJson()).toJson(QJsonDocument::Compact));
}

QJsonObject TournamentSettings::toJson() const
{
    QJsonArray list;
    for (const TournamentEngine &e : engines)
        list << QJsonObject{{QStringLiteral("words"), e.words},
                            {QStringLiteral("name"), e.name},
                            {QStringLiteral("tc"), e.timeControl}};
    return {{QStringLiteral("game"), gameId},
            {QStringLiteral("setup"), setup},
            {QStringLiteral("engines"), list},
            {QStringLiteral("gauntlet"), gauntlet},
            {QStringLiteral("games"), games},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("repeat"), repeat},
            {QStringLiteral("tc"), timeControl},
            {QStringLiteral("concurrency"), concurrency},
            {QStringLiteral("openings"), openings},
            {QStringLiteral("randomOrder"), randomOrder},
            {QStringLiteral("plies"), plies},
            {QStringLiteral("draw"), draw},
            {QStringLiteral("resign"), resign},
            {QStringLiteral("maxmoves"), maxMoves},
            {QStringLiteral("sprt"), sprt},
            {QStringLiteral("elo0"), elo0},
            {QStringLiteral("elo1"), elo1},
            {QStringLiteral("alpha"), alpha},
            {QStringLiteral("beta"), beta},
            {QStringLiteral("logistic"), logistic},
            {QStringLiteral("out"), outDir}};
}

TournamentSettings TournamentSettings::fromJson(const QJsonObject &json)
{
    TournamentSettings s;
    const auto text = [&json](const char *key, const QString &fallback) {
        return json.value(QLatin1String(key)).toString(fallback);
    };
    const auto number = [&json](const char *key, double fallback) {
        return json.value(QLatin1String(key)).toDouble(fallback);
    };
    const auto yes = [&json](const char *key, bool fallback) {
        return json.value(QLatin1String(key)).toBool(fallback);
    };
    s.gameId = text("game", s.gameId);
    s.setup = text("setup", s.setup);
    for (const QJsonValue &v : json.value(QStringLiteral("engines")).toArray()) {
        const QJsonObject e = v.toObject();
        s.engines << TournamentEngine{e.value(QStringLiteral("words")).toString(),
                                      e.value(QStringLiteral("name")).toString(),
                                      e.value(QStringLiteral("tc")).toString()};
    }
    s.gauntlet = yes("gauntlet", s.gauntlet);
    s.games = int(number("games", s.games));
    s.rounds = int(number("rounds", s.rounds));
    s.repeat = yes("repeat", s.repeat);
    s.timeControl = text("tc", s.timeControl);
    s.concurrency = int(number("concurrency", s.concurrency));
    s.openings = text("openings", s.openings);
    s.randomOrder = yes("randomOrder", s.randomOrder);
    s.plies = int(number("plies", s.plies));
    s.draw = text("draw", s.draw);
    s.resign = text("resign", s.resign);
    s.maxMoves = int(number("maxmoves", s.maxMoves));
    s.sprt = yes("sprt", s.sprt);
    s.elo0 = number("elo0", s.elo0);
    s.elo1 = number("elo1", s.elo1);
    s.alpha = number("alpha", s.alpha);
    s.beta = number("beta", s.beta);
    s.logistic = yes("logistic", s.logistic);
    s.outDir = text("out", s.outDir);
    return s;
}

std::optional<TournamentSettings> TournamentSettings::readFolder(const QString &folder,
                                                                 QString *error)
{
    QFile file(QDir(folder).filePath(folderFile));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 holds no tournament of the window: %2")
                     .arg(QDir::toNativeSeparators(folder), file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        *error = tr("%1 cannot be read: %2")
                     .arg(QDir::toNativeSeparators(file.fileName()), parseError.errorString());
        return std::nullopt;
    }
    TournamentSettings s = fromJson(doc.object());
    s.outDir = folder; // where it is now, wherever it was made
    return s;
}

QString TournamentSettings::writeFolder() const
{
    QDir().mkpath(outDir);
    QSaveFile file(QDir(outDir).filePath(folderFile));
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(toJson()).toJson()) < 0 ||
        !file.commit())
        return file.fileName() + QStringLiteral(": ") + file.errorString();
    return {};
}

QJsonObject TournamentSettings::parameters() const
{
    QJsonArray given;
    for (const TournamentEngine &e : engines)
        given << engineWords(e).join(u' ');
    // The keys and values of kibitz-cli match's match.params (app/cli/matchplan.cpp).
    return {{QStringLiteral("game"), gameId},
            {QStringLiteral("engines"), given},
            {QStringLiteral("tc"), timeControl},
            {QStringLiteral("setup"), setup},
            {QStringLiteral("games"), QString::number(games)},
            {QStringLiteral("rounds"), QString::number(rounds)},
            {QStringLiteral("gauntlet"), yesNo(gauntlet)},
            {QStringLiteral("repeat"), yesNo(repeat)},
            {QStringLiteral("shards"), QStringLiteral("1")},
            {QStringLiteral("openings"), openings},
            {QStringLiteral("order"),
             randomOrder ? QStringLiteral("random") : QStringLiteral("sequential")},
            {QStringLiteral("seed"), QStringLiteral("0")},
            {QStringLiteral("plies"), plies < 0 ? QString() : QString::number(plies)},
            {QStringLiteral("start"), QStringLiteral("1")},
            {QStringLiteral("transform"), yesNo(false)},
            {QStringLiteral("draw"), draw},
            {QStringLiteral("resign"), resign},
            {QStringLiteral("maxmoves"), maxMoves > 0 ? QString::number(maxMoves) : QString()}};
}

bool TournamentSettings::readEngines(TournamentRunner::Config *run, QString *error) const
{
    const Game &game = *run->worker.game;
    if (engines.size() < 2) {
        *error = tr("A tournament needs two engines or more.");
        return false;
    }
    QStringList names;
    EngineBuilder builder;
    for (qsizetype i = 0; i < engines.size(); ++i) {
        const TournamentEngine &e = engines[i];
        QString why;
        const std::optional<EngineSpec> spec =
            builder.spec(engineWords({e.words, e.name, {}}), game, &why);
        if (!spec) {
            *error = tr("Engine %1 (%2): %3").arg(i + 1).arg(e.name, why);
            return false;
        }
        if (names.contains(spec->displayName())) {
            *error = tr("Two engines are named %1: give each a name of its own, so that the "
                        "standings tell them apart.")
                         .arg(spec->displayName());
            return false;
        }
        names << spec->displayName();
        const std::optional<TimeControl> tc =
            TimeControl::parse(e.timeControl.isEmpty() ? timeControl : e.timeControl, &why);
        if (!tc) {
            *error = tr("Engine %1 (%2): %3").arg(i + 1).arg(e.name, why);
            return false;
        }
        run->worker.engines << *spec;
        run->worker.timeControls << *tc;
    }
    return true;
}

bool TournamentSettings::readRules(TournamentRunner::Config *run, QString *error) const
{
    const Game &game = *run->worker.game;
    QString why;
    if (!TimeControl::parse(timeControl, &why)) {
        *error = why;
        return false;
    }
    AdjudicationRules rules;
    const QString space = QStringLiteral(" ");
    if (!draw.trimmed().isEmpty() &&
        !(rules.draw = AdjudicationRules::parseDraw(draw.split(space, Qt::SkipEmptyParts), &why))) {
        *error = tr("Draw adjudication: %1").arg(why);
        return false;
    }
    if (!resign.trimmed().isEmpty() && !(rules.resign = AdjudicationRules::parseResign(
                                             resign.split(space, Qt::SkipEmptyParts), &why))) {
        *error = tr("Resign adjudication: %1").arg(why);
        return false;
    }
    rules.maxMoves = maxMoves;
    if (!rules.isEmpty()) run->worker.adjudication = rules;
    if (sprt) {
        const QStringList words{
            QStringLiteral("elo0=%1").arg(elo0), QStringLiteral("elo1=%1").arg(elo1),
            QStringLiteral("alpha=%1").arg(alpha), QStringLiteral("beta=%1").arg(beta),
            logistic ? QStringLiteral("model=logistic") : QStringLiteral("model=normalized")};
        run->sprt = SprtTest::parse(words, &why);
        if (!run->sprt) {
            *error = tr("SPRT: %1").arg(why);
            return false;
        }
        if (engines.size() != 2) {
            *error = tr("The SPRT needs exactly two engines.");
            return false;
        }
    }
    run->drawnStart = TournamentPlan::startIsDrawn(game, setup);
    if (!openings.isEmpty()) {
        OpeningBook::Options book;
        book.order = randomOrder ? OpeningBook::Order::Random : OpeningBook::Order::Sequential;
        book.plies = plies;
        run->openings = OpeningBook::read(game, openings, setup, book);
        if (!run->openings->error().isEmpty()) {
            *error = run->openings->error();
            return false;
        }
    } else if (run->drawnStart) {
        run->openings = OpeningBook::seeded(game, setup, 0, 1);
    }
    return true;
}

std::optional<TournamentRunner::Config> TournamentSettings::config(bool resume,
                                                                   QString *error) const
{
    TournamentRunner::Config run;
    run.worker.game = gameById(gameId);
    if (!run.worker.game) {
        *error = tr("Kibitz knows no game %1.").arg(gameId);
        return std::nullopt;
    }
    const Game &game = *run.worker.game;
    run.seats = game.playerCount();
    run.setup = setup;
    QString why;
    if (!game.startPosition(setup)) {
        *error = tr("The setup cannot start a game.");
        return std::nullopt;
    }
    if (!readEngines(&run, error) || !readRules(&run, error)) return std::nullopt;
    if (concurrency < 1 || games < 1 || rounds < 1) {
        *error = tr("Games, rounds and concurrency must be 1 or more.");
        return std::nullopt;
    }
    if (outDir.isEmpty()) {
        *error = tr("Choose the output folder: the records and results.jsonl go there.");
        return std::nullopt;
    }
    run.concurrency = concurrency;
    run.outDir = outDir;
    run.worker.logDir = QDir(outDir).filePath(QStringLiteral("logs"));
    ScheduleOptions schedule;
    schedule.engines = int(engines.size());
    schedule.seats = game.playerCount();
    schedule.gauntlet = gauntlet;
    schedule.rounds = rounds;
    schedule.gamesPerEncounter = games;
    schedule.repeat = repeat;
    QJsonObject params = parameters();
    if (run.drawnStart && openings.isEmpty())
        params.insert(QStringLiteral("deals"), QStringLiteral("seeded"));
    const TournamentPlan plan = TournamentPlan::make(schedule, 1, 1, params, resume, &run);
    switch (plan.problem) {
    case TournamentPlan::Problem::None:
        return run;
    case TournamentPlan::Problem::FolderHoldsRun:
        *error = tr("%1 holds a tournament already: resume it, or choose another folder.")
                     .arg(QDir::toNativeSeparators(outDir));
        break;
    case TournamentPlan::Problem::ParametersUnreadable:
        *error = tr("The tournament's match.params cannot be read: %1").arg(plan.detail);
        break;
    case TournamentPlan::Problem::ParametersDiffer:
        *error = tr("The tournament in %1 was started with other settings: %2")
                     .arg(QDir::toNativeSeparators(outDir), plan.detail);
        break;
    }
    return std::nullopt;
}

} // namespace kibitz
