#pragma once

#include <QList>
#include <QString>

class QSettings;

namespace kibitz {

// The engines the user has registered, each for one game, kept in the settings as engine
// words (the same `cmd=… arg=… dir=… proto=… name=…` words kibitz-cli takes).
struct RegisteredEngine
{
    QString gameId;
    QString words;
    QString name() const; // the name= word, or the program's file name
    bool operator==(const RegisteredEngine &) const = default;
};

class EngineRegistry
{
public:
    static QList<RegisteredEngine> load(const QSettings &settings);
    static void save(QSettings &settings, const QList<RegisteredEngine> &engines);
    static QList<RegisteredEngine> forGame(const QList<RegisteredEngine> &engines,
                                           const QString &gameId);
};

} // namespace kibitz
