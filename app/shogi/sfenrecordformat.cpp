// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/sfenrecordformat.h"

#include "shogi/handicap.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/usi.h"

namespace kibitz::shogi {

QString SfenRecordFormat::id() const
{
    return m_mode == Sfen ? QStringLiteral("sfen") : QStringLiteral("usi");
}

QStringList SfenRecordFormat::extensions() const
{
    return {id()};
}

QString SfenRecordFormat::displayName() const
{
    return m_mode == Sfen ? tr("SFEN with moves") : tr("USI position command");
}

RecordReadResult SfenRecordFormat::read(const QByteArray &data) const
{
    RecordReadResult result;
    QStringList lines;
    for (const QString &l : RecordFileText::splitLines(RecordFileText::decode(data)))
        if (!l.trimmed().isEmpty()) lines << l.trimmed();
    if (lines.isEmpty()) {
        result.error = tr("the file is empty");
        return result;
    }
    if (lines.size() > 1)
        result.warnings
            << tr("the file holds %1 records; only the first is read").arg(lines.size());
    QStringList words = lines.first().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.value(0) == QLatin1String("position")) words.removeFirst();
    const qsizetype movesAt = words.indexOf(QStringLiteral("moves"));
    const QStringList setupWords = words.mid(0, movesAt < 0 ? words.size() : movesAt);
    QString setup = setupWords.join(QLatin1Char(' '));
    if (setup.startsWith(QLatin1String("sfen "))) setup = setup.mid(5);
    QString why;
    const std::optional<Board> start =
        setup == QLatin1String("startpos") ? Board::startPosition() : Board::fromSfen(setup, &why);
    if (!start) {
        result.error = tr("bad position: %1").arg(why);
        result.errorLine = 1;
        return result;
    }
    Record record(QStringLiteral("shogi"));
    record.setSetup(setupText(*start));
    Board pos = *start;
    RecordNode *cur = record.root();
    for (qsizetype i = movesAt < 0 ? words.size() : movesAt + 1; i < words.size(); ++i) {
        const auto m = moveFromUsi(pos, words[i], &why);
        if (!m) {
            result.error = tr("move %1: %2").arg(cur->ply() + 1).arg(why);
            result.errorLine = 1;
            break;
        }
        cur = record.addMove(cur, toUsi(*m));
        pos.doMove(*m);
    }
    result.record = std::move(record);
    return result;
}

QList<GameText> SfenRecordFormat::splitGames(const QByteArray &data) const
{
    QList<GameText> games;
    int line = 0;
    // CRLF, CR and LF end a line, as RecordFileText reads them.
    for (qsizetype at = 0; at < data.size();) {
        qsizetype end = at;
        while (end < data.size() && data[end] != '\n' && data[end] != '\r')
            ++end;
        ++line;
        const QByteArray text = data.mid(at, end - at).trimmed();
        if (!text.isEmpty()) games.append({text, line});
        at = end + (data.mid(end, 2) == "\r\n" ? 2 : 1);
    }
    return games;
}

RecordWriteResult SfenRecordFormat::write(const Record &record) const
{
    Board start = Board::startPosition();
    if (!record.setup().isEmpty())
        if (const auto p = ShogiPosition::fromSetup(record.setup())) start = p->board();
    QString text = m_mode == Usi ? QStringLiteral("position ") : QString();
    text += start == Board::startPosition() ? QStringLiteral("startpos")
                                            : QStringLiteral("sfen ") + start.toSfen();
    const QStringList moves = record.mainLineMoves();
    QStringList legal;
    Board pos = start;
    for (const QString &u : moves) {
        const auto m = moveFromUsi(pos, u);
        if (!m) break;
        legal << u;
        pos.doMove(*m);
    }
    if (!legal.isEmpty()) text += QStringLiteral(" moves ") + legal.join(QLatin1Char(' '));
    RecordWriteResult result;
    result.data = (text + QStringLiteral("\r\n")).toUtf8();
    bool commented = false;
    for (const RecordNode *n : record.mainLine())
        commented |= !n->comment.isEmpty() || !n->thinks.isEmpty();
    if (commented)
        result.problems << tr("%1 holds moves only; comments and think comments are not written")
                               .arg(displayName());
    return result;
}

} // namespace kibitz::shogi
