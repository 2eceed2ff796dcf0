// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/collectionedit.h"

#include <QCoreApplication>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz", text);
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Where the game at `index` lies in `file`: each game's text is a piece of the file, found in
// order after the one before. -1 when the format's split gave a text that is not.
qsizetype gameOffset(const QByteArray &file, const QList<GameText> &texts, int index)
{
    qsizetype from = 0;
    for (int i = 0; i <= index; ++i) {
        const qsizetype at = file.indexOf(texts[i].data, from);
        if (at < 0) return -1;
        if (i == index) return at;
        from = at + texts[i].data.size();
    }
    return -1;
}
} // namespace

CollectionEdit replaceCollectionGame(const RecordFormat &format, const QByteArray &file, int index,
                                     const Record &record)
{
    CollectionEdit edit;
    const QList<GameText> texts = format.splitGames(file);
    if (index < 0 || index >= texts.size()) {
        edit.error =
            tr("the file holds no game %1 now (%2 games)").arg(index + 1).arg(texts.size());
        return edit;
    }
    const QByteArray &old = texts[index].data;
    const qsizetype at = gameOffset(file, texts, index);
    if (at < 0) {
        edit.error = tr("game %1 could not be found in the file as it was read").arg(index + 1);
        return edit;
    }
    RecordWriteResult written = format.write(record);
    edit.problems = written.problems;
    QByteArray game = written.data;
    while (!game.isEmpty() && isSpace(game.back()))
        game.chop(1);
    qsizetype kept = old.size(); // the old game's trailing white space stays
    while (kept > 0 && isSpace(old[kept - 1]))
        --kept;
    edit.data = file.left(at) + game + old.mid(kept) + file.mid(at + old.size());
    return edit;
}

} // namespace kibitz
