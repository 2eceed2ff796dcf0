// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/score.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace kibitz {

// One normalized search-info update from an engine. Panels render this and never see protocol
// text. Fields an engine did not send are left at -1 / invalid.
struct EngineInfo
{
    int multipv = 1;
    int depth = -1;
    int seldepth = -1;
    Score score; // first player's view
    qint64 nodes = -1;
    qint64 nps = -1;
    qint64 timeMs = -1;
    int hashfull = -1;
    QString currmove;   // canonical move text
    QStringList pv;     // canonical moves, from the searched position
    QString text;       // free text ("info string", messages)
    int sideToMove = 0; // side that searched, for "from the engine's view" display

    bool hasSearchData() const
    {
        return depth >= 0 || score.isValid() || !pv.isEmpty() || nodes >= 0;
    }
};

} // namespace kibitz

Q_DECLARE_METATYPE(kibitz::EngineInfo)
