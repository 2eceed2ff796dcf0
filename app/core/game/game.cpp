// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/game.h"

#include "core/engine/engineadapter.h"
#include "core/record/recordformat.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::Game", text);
}
} // namespace

std::optional<QString> Game::setupWithOptions(const QString &base, const SetupValues &values,
                                              QString *error) const
{
    QStringList known;
    for (const SetupOption &o : setupOptions())
        known << o.id;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (known.contains(it.key())) continue;
        if (error)
            *error = known.isEmpty()
                         ? tr("%1 has no setup options ('%2')").arg(displayName(), it.key())
                         : tr("%1 has no setup option '%2' (it has: %3)")
                               .arg(displayName(), it.key(), known.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return applySetupOptions(base, values, error);
}

QString Game::endingName(const GameResult &result, int toMove) const
{
    Q_UNUSED(toMove);
    switch (result.reason) {
    case EndReason::None:
        return {};
    case EndReason::Resignation:
        return tr("Resigned");
    case EndReason::TimeForfeit:
        return tr("Time out");
    case EndReason::IllegalMove:
        return tr("Illegal move");
    case EndReason::Aborted:
        return tr("Aborted");
    case EndReason::Rules:
        if (result.kind == GameResult::Kind::Draw) return tr("Draw");
        return result.detail.isEmpty() ? endReasonText(result.reason) : result.detail;
    case EndReason::EngineCrash:
    case EndReason::EngineStall:
        break;
    }
    return endReasonText(result.reason);
}

std::optional<QString> Game::applySetupOptions(const QString &base, const SetupValues &values,
                                               QString *error) const
{
    Q_UNUSED(values);
    Q_UNUSED(error);
    return base;
}

std::optional<std::array<int, 2>> Game::teamPoints(const Position &position) const
{
    Q_UNUSED(position);
    return std::nullopt;
}

OpeningReadResult Game::readOpenings(const QString &path, const QString &baseSetup) const
{
    Q_UNUSED(path);
    Q_UNUSED(baseSetup);
    OpeningReadResult result;
    result.error = tr("Kibitz reads no opening files for %1").arg(displayName());
    return result;
}

int Game::openingTransformCount(const QString &setup) const
{
    Q_UNUSED(setup);
    return 1;
}

Opening Game::transformOpening(const Opening &opening, int transform) const
{
    Q_UNUSED(transform);
    return opening;
}

std::optional<Opening> Game::seededOpening(const QString &baseSetup, quint64 seed, qint64 k) const
{
    Q_UNUSED(baseSetup);
    Q_UNUSED(seed);
    Q_UNUSED(k);
    return std::nullopt;
}

SetupValues Game::setupOptionValues(const QString &setup) const
{
    Q_UNUSED(setup);
    SetupValues values;
    for (const SetupOption &o : setupOptions())
        values.insert(o.id, o.defaultValue);
    return values;
}

QString Game::setupSummary(const QString &setup) const
{
    const SetupValues values = setupOptionValues(setup);
    QStringList shown;
    for (const SetupOption &o : setupOptions()) {
        const QString value = values.value(o.id);
        if (value.isEmpty() || value == o.defaultValue) continue;
        switch (o.kind) {
        case SetupOption::Kind::Integer:
            shown << value;
            break;
        case SetupOption::Kind::Choice: {
            const QString label = o.choiceLabels.value(o.choices.indexOf(value), value);
            shown << label.section(QStringLiteral(" ("), 0, 0);
            break;
        }
        case SetupOption::Kind::Text:
            shown << QString(o.label).remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed();
            break;
        }
    }
    return shown.join(QStringLiteral(", "));
}

QStringList Game::protocols() const
{
    QStringList ids;
    for (const Protocol &p : protocolTable())
        ids << p.id;
    return ids;
}

QString Game::protocolDisplayName(const QString &protocol) const
{
    for (const Protocol &p : protocolTable())
        if (p.id == protocol) return p.displayName;
    return protocol;
}

std::unique_ptr<EngineAdapter> Game::createAdapter(const QString &protocol) const
{
    for (const Protocol &p : protocolTable())
        if (p.id == protocol) return p.createAdapter(*this);
    return nullptr;
}

ForcedWinResult Game::findForcedWin(const Position &, const QString &) const
{
    return {};
}

quint64 Game::perft(const Position &from, int depth, QList<PerftCount> *divide) const
{
    Q_UNUSED(from);
    Q_UNUSED(depth);
    Q_UNUSED(divide);
    return 0; // offersPerft() is false: nothing to count with
}

const RecordFormat *Game::recordFormatForFile(const QString &fileName) const
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    for (const RecordFormat *f : recordFormats())
        if (f->extensions().contains(suffix)) return f;
    return nullptr;
}

const RecordFormat *Game::recordFormatById(QStringView id) const
{
    for (const RecordFormat *f : recordFormats())
        if (f->id() == id) return f;
    return nullptr;
}

} // namespace kibitz
