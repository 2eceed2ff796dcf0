// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

class QSettings;

namespace kibitz {

// The engines the user has registered, each for one game, kept in the GUI's settings as engine
// words (the same `cmd=… arg=… dir=… proto=… name=…` words kibitz-cli takes). kibitz-cli finds
// them there too: `--engine conf=NAME`, as cutechess-cli does.
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

    // The words of the engine registered for the game under the name these words give, for
    // words saved with a choice (the last game's sides, the analysis engine) before the engine
    // was edited, e.g. its options changed; the words as they are when no such engine is there.
    static QString currentWords(const QList<RegisteredEngine> &engines, const QString &gameId,
                                const QString &words);

    // The GUI's own settings (organization and application "Kibitz"), for programs that are
    // not the GUI.
    static QList<RegisteredEngine> loadGuiSettings();
    // The engine words with each conf=NAME replaced by the words of the engine NAME registered
    // for the game; the words after it add to them or override them. Null with *error set when
    // no such engine is registered.
    static std::optional<QStringList> expandConf(const QStringList &words,
                                                 const QList<RegisteredEngine> &engines,
                                                 const QString &gameId, QString *error);
};

} // namespace kibitz
