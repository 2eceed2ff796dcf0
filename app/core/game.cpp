#include "game.h"

#include "recordformat.h"

#include <QFileInfo>

namespace kibitz {

const RecordFormat *Game::recordFormatForFile(const QString &fileName) const
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    for (const RecordFormat *f : recordFormats())
        if (f->extensions().contains(suffix)) return f;
    return nullptr;
}

const RecordFormat *Game::recordFormatById(QStringView id) const
{
    for (const RecordFormat *f : recordFormats())
        if (f->id() == id) return f;
    return nullptr;
}

} // namespace kibitz
