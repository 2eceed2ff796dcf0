// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace kibitz {

class Game;

// How to start and speak to an engine, as engine authors know it from cutechess-cli:
// `cmd=PATH [arg=A]… [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]…`, or `bundled`.
struct EngineSpec
{
    bool bundled = false;
    QString command;
    QStringList arguments;
    QString workingDirectory;
    QString protocol; // empty: the game's default
    QString name;     // empty: the name the engine gives
    QList<QPair<QString, QString>> options;

    // Parses the words of one engine (already split, or one string split like a shell would).
    static std::optional<EngineSpec> parse(const QStringList &words, QString *error);
    static std::optional<EngineSpec> parse(const QString &text, QString *error);
    QStringList toWords() const;
    QString toText() const; // words joined, quoted where needed
    // A word quoted so that QProcess::splitCommand gives it back whole.
    static QString quoted(const QString &word);

    // Fills in the bundled engine's program (found in engineDirectory, which callers take
    // from core/bundledfiles.h) and protocol for a game; checks the protocol.
    // Returns an error text, empty on success.
    QString resolve(const Game &game, const QString &engineDirectory);
    // A name to show before the engine has told its own.
    QString displayName() const;
};

} // namespace kibitz
