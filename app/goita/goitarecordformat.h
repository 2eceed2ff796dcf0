// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz {
class Game;
}

namespace kibitz::goita {

// Seed 004's JSON record (docs/formats/goita.md): "title", "start_time", "end_time", "players",
// and "rounds": [{dealer, score, hands, record, winner, goshi}], written as valid JSON. Reads the
// the format's own examples too: a single "round" object, repeated "round" keys, an empty value
// ("goshi":). Kibitz adds, per round, "comments" (keyed by the turn's index in that round's
// record, think comments as ES lines) and "goshi_decision"; and, at the top, "kibitz" for what
// the format has no place for (rules other than the defaults, a result the rules did not decide,
// other headers). Extension: .json.
//
// A record file's stated fields (dealer, score, winner, goshi) are kept as the file has them when
// they are absent or disagree with the replay of the record; each disagreement is a warning that
// says which round and turn. They travel in the Record header fileFieldsHeader.
//
// write() is in goitarecordformat.cpp, read() in goitarecordreader.cpp.
class GoitaRecordFormat : public RecordFormat
{
public:
    static const QString startTimeHeader; // "StartTime", ISO 8601 as the file has it
    static const QString endTimeHeader;
    static const QString fileFieldsHeader;

    explicit GoitaRecordFormat(const Game &game) : m_game(game) {}

    QString id() const override { return QStringLiteral("goita-json"); }
    QString displayName() const override;
    QStringList extensions() const override { return {QStringLiteral("json")}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;

private:
    const Game &m_game;
};

} // namespace kibitz::goita
