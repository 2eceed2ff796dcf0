#include "setupeditor.h"

#include "games/gomoku/gomokusetupeditor.h"

namespace kibitz {

SetupEditor *createSetupEditor(QStringView gameId, QWidget *parent)
{
    if (gameId == QLatin1String("gomoku")) return new GomokuSetupEditor(parent);
    return nullptr;
}

} // namespace kibitz
