// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QList>
#include <QString>

namespace kibitz::shogi {

// CsaRecordFormat's reading: each statement (a line, or a part of one between commas) is sorted
// into its kind by its first characters, then read by the parser of that kind into the state of
// the file read so far. Errors and warnings are CsaRecordFormat's (their tr() context too).
RecordReadResult readCsa(const QByteArray &data);

// The $ header lines ("$EVENT:") and the record's header keys they are read into and written
// from. Other $ lines are kept under their own "$KEY".
struct CsaHeaderName
{
    const char *csa;
    QString key;
};
const QList<CsaHeaderName> &csaHeaderNames();

} // namespace kibitz::shogi
