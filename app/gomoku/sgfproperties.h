// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/record/record.h"

#include <QList>
#include <QPair>

namespace kibitz::gomoku::sgf {

// The properties the gomoku SGF reader and writer share (sgfrecordformat.h).

// Kibitz's own: other headers as KH[Key: value], the result's detail, a move's time in ms.
inline const QString keyHeader = QStringLiteral("KH");
inline const QString keyDetail = QStringLiteral("KD");
inline const QString keyTime = QStringLiteral("KT");

// Headers with an SGF property of their own, in the order they are written.
inline const QList<QPair<QString, QString>> headerProperties = {
    {header::player(0), QStringLiteral("PB")}, {header::player(1), QStringLiteral("PW")},
    {header::Event, QStringLiteral("EV")},     {header::Site, QStringLiteral("PC")},
    {header::Date, QStringLiteral("DT")},
};

} // namespace kibitz::gomoku::sgf
