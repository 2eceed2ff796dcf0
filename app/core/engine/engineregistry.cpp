// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineregistry.h"

#include "core/engine/enginespec.h"

#include <QCoreApplication>
#include <QProcess>
#include <QSettings>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::EngineRegistry", text);
}
} // namespace

QString RegisteredEngine::name() const
{
    const std::optional<EngineSpec> spec = EngineSpec::parse(words, nullptr);
    return spec ? spec->displayName() : words;
}

QList<RegisteredEngine> EngineRegistry::load(const QSettings &settings)
{
    // QSettings::beginReadArray needs a non-const object; the keys are read directly instead.
    QList<RegisteredEngine> engines;
    const int count = settings.value(QStringLiteral("engines/size")).toInt();
    for (int i = 1; i <= count; ++i) {
        const QString prefix = QStringLiteral("engines/%1/").arg(i);
        RegisteredEngine engine{settings.value(prefix + QLatin1String("game")).toString(),
                                settings.value(prefix + QLatin1String("words")).toString()};
        if (!engine.gameId.isEmpty() && !engine.words.isEmpty()) engines.append(engine);
    }
    return engines;
}

void EngineRegistry::save(QSettings &settings, const QList<RegisteredEngine> &engines)
{
    settings.remove(QStringLiteral("engines"));
    settings.beginWriteArray(QStringLiteral("engines"), int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("game"), engines[i].gameId);
        settings.setValue(QStringLiteral("words"), engines[i].words);
    }
    settings.endArray();
}

QList<RegisteredEngine> EngineRegistry::forGame(const QList<RegisteredEngine> &engines,
                                                const QString &gameId)
{
    QList<RegisteredEngine> result;
    for (const RegisteredEngine &engine : engines)
        if (engine.gameId == gameId) result.append(engine);
    return result;
}

QString EngineRegistry::currentWords(const QList<RegisteredEngine> &engines, const QString &gameId,
                                     const QString &words)
{
    const QList<RegisteredEngine> mine = forGame(engines, gameId);
    for (const RegisteredEngine &engine : mine)
        if (engine.words == words) return words;
    const QString name = RegisteredEngine{gameId, words}.name();
    for (const RegisteredEngine &engine : mine)
        if (engine.name() == name) return engine.words;
    return words;
}

QList<RegisteredEngine> EngineRegistry::loadGuiSettings()
{
    const QSettings settings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
    return load(settings);
}

std::optional<QStringList> EngineRegistry::expandConf(const QStringList &words,
                                                      const QList<RegisteredEngine> &engines,
                                                      const QString &gameId, QString *error)
{
    QStringList out;
    for (const QString &word : words) {
        if (!word.startsWith(QLatin1String("conf="))) {
            out << word;
            continue;
        }
        const QString name = word.mid(5);
        QStringList names;
        const RegisteredEngine *found = nullptr;
        for (const RegisteredEngine &engine : engines) {
            if (engine.gameId != gameId) continue;
            names << engine.name();
            if (engine.name() == name && !found) found = &engine;
        }
        if (!found) {
            if (error)
                *error = names.isEmpty()
                             ? tr("no engine '%1': none is registered for this game").arg(name)
                             : tr("no engine '%1' is registered for this game (there are: %2)")
                                   .arg(name, names.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        out << QProcess::splitCommand(found->words);
    }
    return out;
}

} // namespace kibitz
