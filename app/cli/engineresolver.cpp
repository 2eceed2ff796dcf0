#include "engineresolver.h"

#include "core/engine/bundledfiles.h"
#include "core/game/game.h"

#include <QCoreApplication>

#include <algorithm>

namespace kibitz::cli {

std::optional<EngineSpec> EngineResolver::resolve(QStringList words, const Game &game,
                                                  QString *error)
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
    *error = spec->resolve(game, bundledEngineDirectory());
    if (!error->isEmpty()) return std::nullopt;
    return spec;
}

QString EngineResolver::help()
{
    return QCoreApplication::translate(
        "kibitz::cli",
        "--engine ENGINE is 'bundled' or the words\n"
        "  cmd=PATH [arg=A]... [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]...\n"
        "or conf=NAME for an engine registered in Kibitz's Engines dialog (words after\n"
        "it add to or override its own).");
}

} // namespace kibitz::cli
