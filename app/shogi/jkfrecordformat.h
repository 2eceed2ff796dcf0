// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

namespace kibitz::shogi {

// JSON Kifu Format (.jkf, UTF-8): header, initial (preset or data), moves with move, time,
// comments (think comments as ES lines), special and forks, as tsshogi/ShogiHome write it.
class JkfRecordFormat : public RecordFormat
{
public:
    QString id() const override { return QStringLiteral("jkf"); }
    QString displayName() const override;
    QStringList extensions() const override { return {QStringLiteral("jkf")}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;
};

} // namespace kibitz::shogi
