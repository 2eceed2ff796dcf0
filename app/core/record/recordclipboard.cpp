// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/recordclipboard.h"

#include "core/game/game.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace kibitz {

namespace {
// Better reads first: no error, then more moves, then fewer warnings.
bool isBetter(const RecordReadResult &a, const RecordReadResult &b)
{
    if (!a.record) return false;
    if (!b.record) return true;
    if (a.error.isEmpty() != b.error.isEmpty()) return a.error.isEmpty();
    const qsizetype movesA = a.record->mainLine().size(), movesB = b.record->mainLine().size();
    if (movesA != movesB) return movesA > movesB;
    return a.warnings.size() < b.warnings.size();
}
} // namespace

RecordTextRead readRecordText(const QList<const Game *> &games, const QString &text)
{
    RecordTextRead best;
    if (text.trimmed().isEmpty()) {
        best.read.error =
            QCoreApplication::translate("kibitz::RecordClipboard", "The clipboard holds no text.");
        return best;
    }
    const QByteArray data = text.toUtf8();
    for (const Game *game : games)
        for (const RecordFormat *format : game->recordFormats()) {
            RecordReadResult read = format->read(data);
            if (isBetter(read, best.read)) best = {game, format, std::move(read)};
        }
    // Lenient formats read any text, ignoring the lines they do not know: a read that found
    // neither a move nor a setup and ignored something found no record.
    const Record *found = best.read.record ? &*best.read.record : nullptr;
    if (found && found->mainLine().isEmpty() && found->setup().isEmpty() &&
        !best.read.warnings.isEmpty())
        best.read.record.reset();
    if (!best.read.record)
        best.read.error = QCoreApplication::translate(
            "kibitz::RecordClipboard", "The text is not a game record Kibitz can read.");
    return best;
}

QString recordText(const Game &game, const Record &record, QStringList *problems)
{
    for (const RecordFormat *format : game.recordFormats()) {
        const RecordWriteResult written = format->write(record);
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString text = utf8.decode(written.data);
        if (utf8.hasError()) continue;
        if (problems) *problems = written.problems;
        return text;
    }
    return {};
}

} // namespace kibitz
