// SPDX-License-Identifier: GPL-3.0-or-later
#include "setupflags.h"

#include "core/game/game.h"

#include <QCommandLineParser>

namespace kibitz::cli {

namespace {
const QString setupFlag = QStringLiteral("setup");
} // namespace

SetupFlags::SetupFlags(QCommandLineParser &parser, const QList<const Game *> &games)
    : m_parser(parser)
{
    m_parser.addOption(QCommandLineOption(
        setupFlag, tr("Start position in the game's setup notation."), tr("SETUP")));
    // "(Gomoku) The board …" for each game that has the option.
    QMap<QString, QStringList> helps;
    for (const Game *game : games)
        for (const SetupOption &o : game->setupOptions()) {
            if (!helps.contains(o.id)) m_ids << o.id;
            helps[o.id] << tr("(%1) %2").arg(game->displayName(), o.help);
        }
    for (const QString &id : std::as_const(m_ids))
        m_parser.addOption(
            QCommandLineOption(id, helps.value(id).join(QLatin1Char(' ')), id.toUpper()));
}

std::optional<QString> SetupFlags::setup(const Game &game, QString *error) const
{
    SetupValues values;
    for (const QString &id : m_ids)
        if (m_parser.isSet(id)) values.insert(id, m_parser.value(id));
    const QString base = m_parser.value(setupFlag);
    std::optional<QString> setup = game.setupWithOptions(base, values, error);
    if (setup && !setup->isEmpty() && !game.startPosition(*setup, error)) return std::nullopt;
    return setup;
}

} // namespace kibitz::cli
