// SPDX-License-Identifier: GPL-3.0-or-later
#include "goitagame.h"

#include "goita/goitaadapter.h"
#include "goita/goitaposition.h"
#include "goita/goitarecordformat.h"
#include "goita/goitasetup.h"

#include <QCoreApplication>

namespace kibitz::goita {

GoitaGame::GoitaGame() : m_jsonFormat(std::make_unique<GoitaRecordFormat>(*this)) {}

GoitaGame::~GoitaGame() = default;

QString GoitaGame::displayName() const
{
    return tr("Goita");
}

QString GoitaGame::sideName(int side) const
{
    return tr("Seat %1").arg(side);
}

std::unique_ptr<Position> GoitaGame::startPosition(const QString &setup, QString *error) const
{
    return GoitaPosition::fromSetup(setup, error);
}

QList<Protocol> GoitaGame::protocolTable() const
{
    return {Protocol::of<GoitaAdapter>(QStringLiteral("goita"), tr("Kibitz goita protocol"))};
}

QList<const RecordFormat *> GoitaGame::recordFormats() const
{
    return {m_jsonFormat.get()};
}

namespace {
const QString optTarget = QStringLiteral("target");
} // namespace

std::optional<std::array<int, 2>> GoitaGame::teamPoints(const Position &position) const
{
    return static_cast<const GoitaPosition &>(position).scores();
}

QList<SetupOption> GoitaGame::setupOptions() const
{
    return {SetupOption::integer(optTarget, tr("&Target:"),
                                 tr("The points that win a game (default 150)."), 1, 10000,
                                 Rules().targetScore)};
}

std::optional<QString> GoitaGame::applySetupOptions(const QString &base, const SetupValues &values,
                                                    QString *error) const
{
    // The base's own words stay as they are (a base without a seed keeps dealing anew in every
    // game); only its "target N" is replaced.
    QStringList words = base.split(u' ', Qt::SkipEmptyParts);
    if (values.contains(optTarget)) {
        const qsizetype at = words.indexOf(optTarget);
        if (at >= 0) words.remove(at, qMin<qsizetype>(2, words.size() - at));
        words.prepend(values.value(optTarget).trimmed());
        words.prepend(optTarget);
    }
    const QString text = words.join(u' ');
    if (!GoitaSetup::parse(text, error)) return std::nullopt;
    return text;
}

SetupValues GoitaGame::setupOptionValues(const QString &setup) const
{
    SetupValues values = Game::setupOptionValues(setup);
    if (const std::optional<GoitaSetup> parsed = GoitaSetup::parse(setup))
        values[optTarget] = QString::number(parsed->rules.targetScore);
    return values;
}

} // namespace kibitz::goita
