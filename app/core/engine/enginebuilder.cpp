// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/enginebuilder.h"

#include "core/engine/bundledfiles.h"
#include "core/engine/engineplayer.h"
#include "core/game/game.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::EngineBuilder", text);
}

// Whether the program of an engine given by cmd= is there: a bare name on the PATH, else a file
// (a relative path from the engine's folder, or from the current one as QProcess may take it).
// Whether it runs is for the engine's start to say.
bool programExists(const EngineSpec &spec)
{
    const QString &command = spec.command;
    if (!command.contains(QLatin1Char('/')) && !command.contains(QDir::separator()))
        return !QStandardPaths::findExecutable(command).isEmpty() ||
               (!spec.workingDirectory.isEmpty() &&
                QFileInfo::exists(QDir(spec.workingDirectory).filePath(command)));
    if (QFileInfo(command).isAbsolute()) return QFileInfo::exists(command);
    return QFileInfo::exists(command) ||
           (!spec.workingDirectory.isEmpty() &&
            QFileInfo::exists(QDir(spec.workingDirectory).filePath(command)));
}
} // namespace

std::optional<EngineSpec> EngineBuilder::spec(QStringList words, const Game &game, QString *error)
{
    if (std::any_of(words.cbegin(), words.cend(),
                    [](const QString &w) { return w.startsWith(QLatin1String("conf=")); })) {
        if (!m_registered) m_registered = EngineRegistry::loadGuiSettings();
        const std::optional<QStringList> expanded =
            EngineRegistry::expandConf(words, *m_registered, game.id(), error);
        if (!expanded) return std::nullopt;
        words = *expanded;
    }
    std::optional<EngineSpec> spec = EngineSpec::parse(words, error);
    if (!spec) return std::nullopt;
    if (QString problem = spec->resolve(game, bundledEngineDirectory()); !problem.isEmpty()) {
        *error = std::move(problem);
        return std::nullopt;
    }
    if (!spec->bundled && !programExists(*spec)) {
        *error = tr("the engine program %1 is not there").arg(spec->command);
        return std::nullopt;
    }
    return spec;
}

std::optional<EngineSpec> EngineBuilder::spec(const QString &text, const Game &game, QString *error)
{
    return spec(QProcess::splitCommand(text), game, error);
}

std::unique_ptr<EnginePlayer> EngineBuilder::player(const QString &text, const Game &game,
                                                    QString *error)
{
    const std::optional<EngineSpec> built = spec(text, game, error);
    return built ? std::make_unique<EnginePlayer>(game, *built) : nullptr;
}

} // namespace kibitz
