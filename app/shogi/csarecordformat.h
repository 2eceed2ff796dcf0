// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz::shogi {

// CSA standard record format, V2.2 (.csa, written by default) and V3.0 (written with
// --format csa3; its 'CSA encoding= line and the rest are read by both). Headers N+ N- and the
// $ lines, the start as PI or P1…P9 (+ hands P+ P-), moves +7776FU with T times, ' comments
// (think comments as '**評価値=…; Floodgate's '** 123 +7776FU … is read), %TORYO and the
// other endings. A file with several games separated by '/' lines is a collection; read() alone
// reads the first, with a warning.
class CsaRecordFormat : public RecordFormat
{
public:
    explicit CsaRecordFormat(int version);

    KIBITZ_RECORD_FORMAT_INTERFACE
    bool holdsSeveralGames() const override { return true; }
    QList<GameText> splitGames(const QByteArray &data) const override;
    QByteArray gameSeparator() const override { return QByteArrayLiteral("/\r\n"); }

private:
    int m_version;
};

} // namespace kibitz::shogi
