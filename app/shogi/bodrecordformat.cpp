// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/bodrecordformat.h"

#include "shogi/bod.h"
#include "shogi/handicap.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/specialmove.h"
#include "shogi/usi.h"

#include <QRegularExpression>

namespace kibitz::shogi {

QString BodRecordFormat::displayName() const
{
    return tr("BOD board diagram");
}

RecordReadResult BodRecordFormat::read(const QByteArray &data) const
{
    RecordReadResult result;
    Record record(QStringLiteral("shogi"));
    Bod bod;
    static const QRegularExpression headerRe(QStringLiteral("^([^ ：:]+)[：:](.*)$"));
    const QStringList lines = RecordFileText::splitLines(RecordFileText::decode(data));
    QStringList comment;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &l = lines[i];
        if (l.trimmed().isEmpty() || l.startsWith(QLatin1Char('#'))) continue;
        if (bod.feed(l)) {
            if (!bod.error().isEmpty()) {
                result.error = bod.error();
                result.errorLine = i + 1;
                return result;
            }
            continue;
        }
        if (l.startsWith(QLatin1Char('*'))) {
            comment << l.mid(1);
            continue;
        }
        const auto m = headerRe.match(l);
        if (m.hasMatch())
            record.setHeader(SpecialMove::headerFromKakinoki(m.captured(1)), m.captured(2));
        // Other lines (手数＝… and the like) say nothing the position does not.
    }
    QString why;
    const auto board = bod.board(&why);
    if (!board) {
        result.error = tr("no valid board diagram: %1").arg(why);
        return result;
    }
    record.setSetup(setupText(*board));
    record.root()->comment = comment.join(QLatin1Char('\n'));
    result.record = std::move(record);
    return result;
}

RecordWriteResult BodRecordFormat::write(const Record &record) const
{
    Board pos = Board::startPosition();
    if (!record.setup().isEmpty())
        if (const auto p = ShogiPosition::fromSetup(record.setup())) pos = p->board();
    for (const QString &u : record.mainLineMoves()) {
        const auto m = moveFromUsi(pos, u);
        if (!m) break;
        pos.doMove(*m);
    }
    RecordFileText out;
    for (const QString &l : Bod::write(pos))
        out.add(l);
    return out.finish(RecordFileText::Encoding::ShiftJis);
}

} // namespace kibitz::shogi
