// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QCoreApplication>

namespace kibitz::shogi {

// One-line records: SFEN (.sfen) writes "sfen <start> moves …" (or "startpos moves …"), USI
// (.usi) writes the engine command "position startpos moves …". Both read any of the forms,
// with or without "position", and a bare SFEN. A file of several lines (ShogiHome's batch files,
// YaneuraOu's game lists) is a collection, one game a line; read() alone reads the first, with
// a warning.
class SfenRecordFormat : public RecordFormat
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::shogi::SfenRecordFormat)

public:
    enum Mode { Sfen, Usi };
    explicit SfenRecordFormat(Mode mode) : m_mode(mode) {}

    KIBITZ_RECORD_FORMAT_INTERFACE
    bool holdsSeveralGames() const override { return true; }
    QList<GameText> splitGames(const QByteArray &data) const override;

private:
    Mode m_mode;
};

} // namespace kibitz::shogi
