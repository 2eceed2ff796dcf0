// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/recordformat.h"

#include <QCoreApplication>

namespace kibitz::shogi {

// A BOD board diagram on its own (.bod): the position only; a record is written as the
// position at the end of its main line, as a diagram is meant to show.
class BodRecordFormat : public RecordFormat
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::shogi::BodRecordFormat)

public:
    QString id() const override { return QStringLiteral("bod"); }
    QString displayName() const override;
    QStringList extensions() const override { return {QStringLiteral("bod")}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;
};

} // namespace kibitz::shogi
