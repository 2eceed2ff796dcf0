#pragma once

#include "core/recordformat.h"

namespace kibitz::shogi {

class ShogiGame;

// One-line records: SFEN (.sfen) writes "sfen <start> moves …" (or "startpos moves …"), USI
// (.usi) writes the engine command "position startpos moves …". Both read any of the forms,
// with or without "position", and a bare SFEN. A file with several lines (ShogiHome's batch
// files) reads the first, with a warning.
class SfenRecordFormat : public RecordFormat
{
public:
    enum Mode { Sfen, Usi };
    SfenRecordFormat(const ShogiGame &game, Mode mode) : m_game(game), m_mode(mode) {}

    QString id() const override
    {
        return m_mode == Sfen ? QStringLiteral("sfen") : QStringLiteral("usi");
    }
    QString displayName() const override;
    QStringList extensions() const override { return {id()}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;

private:
    const ShogiGame &m_game;
    Mode m_mode;
};

} // namespace kibitz::shogi
