// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/collectionappender.h"

#include <QSaveFile>

namespace kibitz {

CollectionAppender::CollectionAppender(const RecordFormat &format, const QString &path)
    : m_format(format), m_file(path)
{}

QString CollectionAppender::failure(const QFileDevice &file) const
{
    return tr("Cannot write %1: %2").arg(file.fileName(), file.errorString());
}

QString CollectionAppender::keepFirst(int games)
{
    QFile in(m_file.fileName());
    if (!in.exists()) {
        if (games == 0) return {};
        return tr("%1 is gone: the %2 games finished before are not in it")
            .arg(in.fileName())
            .arg(games);
    }
    if (!in.open(QIODevice::ReadOnly))
        return tr("Cannot read %1: %2").arg(in.fileName(), in.errorString());
    const QByteArray data = in.readAll();
    in.close();
    const QList<GameText> texts = m_format.splitGames(data);
    // The end of the last game kept: each game's text is a piece of the file, found in order.
    qsizetype end = 0;
    int kept = 0;
    for (; kept < qMin<qsizetype>(games, texts.size()); ++kept) {
        if (texts[kept].data.trimmed().isEmpty()) break; // a file of white space
        const qsizetype at = data.indexOf(texts[kept].data, end);
        if (at < 0) break;
        end = at + texts[kept].data.size();
    }
    if (kept > 0)
        while (end < data.size() && QByteArrayView(" \t\r\n").contains(data[end]))
            ++end;
    if (end < data.size()) {
        QSaveFile out(m_file.fileName());
        if (!out.open(QIODevice::WriteOnly) || out.write(data.left(end)) != end || !out.commit())
            return failure(out);
    }
    if (kept < games)
        return tr("%1 held %2 of the %3 games finished before; the games played now follow them")
            .arg(m_file.fileName())
            .arg(kept)
            .arg(games);
    return {};
}

QString CollectionAppender::append(const QByteArray &game)
{
    if (!m_file.isOpen()) {
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append)) return failure(m_file);
        m_empty = m_file.size() == 0;
    }
    // One write of the whole game, flushed at once: what a kill leaves is this game whole or a
    // part of it at the very end.
    const QByteArray text = m_empty ? game : m_format.gameSeparator() + game;
    if (m_file.write(text) != text.size() || !m_file.flush()) return failure(m_file);
    m_empty = false;
    return {};
}

} // namespace kibitz
