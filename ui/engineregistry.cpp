#include "engineregistry.h"

#include "core/enginespec.h"

#include <QSettings>

namespace kibitz {

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

} // namespace kibitz
