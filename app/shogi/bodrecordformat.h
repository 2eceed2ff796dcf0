#pragma once

#include "core/recordformat.h"

namespace kibitz::shogi {

class ShogiGame;

// A BOD board diagram on its own (.bod): the position only; a record is written as the
// position at the end of its main line, as a diagram is meant to show.
class BodRecordFormat : public RecordFormat
{
public:
    explicit BodRecordFormat(const ShogiGame &game) : m_game(game) {}

    QString id() const override { return QStringLiteral("bod"); }
    QString displayName() const override;
    QStringList extensions() const override { return {QStringLiteral("bod")}; }
    RecordReadResult read(const QByteArray &data) const override;
    RecordWriteResult write(const Record &record) const override;

private:
    const ShogiGame &m_game;
};

} // namespace kibitz::shogi
