// SPDX-License-Identifier: GPL-3.0-or-later
#include "movemarkcolor.h"

namespace kibitz {

QColor moveMarkColor(MoveMark mark)
{
    switch (mark) {
    case MoveMark::None:
        break;
    case MoveMark::Inaccuracy:
        return QColor(0x00, 0x8a, 0x64); // bluish green
    case MoveMark::Dubious:
        return QColor(0xc7, 0x7c, 0x00); // dark orange
    case MoveMark::Mistake:
        return QColor(0xd5, 0x4a, 0x00); // vermilion
    case MoveMark::Blunder:
        return QColor(0x9c, 0x1f, 0x9c); // reddish purple
    }
    return {};
}

} // namespace kibitz
