// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QStringList>

namespace kibitz::goita {

class Round;

// What the goita record's reader and writer share (goitarecordformat.h): the keys of Kibitz's
// additions to docs/formats/goita.md's JSON, and the round fields a file may state against its
// replay.
namespace json {
inline const QString rounds = QStringLiteral("rounds");
inline const QString comments = QStringLiteral("comments");
inline const QString decision = QStringLiteral("goshi_decision");
inline const QString kibitz = QStringLiteral("kibitz");
inline const QString decisionComment = QStringLiteral("goshi"); // the key of its comment
inline const QStringList statedFields{QStringLiteral("dealer"), QStringLiteral("score"),
                                      QStringLiteral("winner"), QStringLiteral("goshi")};
} // namespace json

// The seat that won the round by the rules; -1 while it goes on.
int computedWinner(const Round &round);

} // namespace kibitz::goita
