// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/moveloss.h"

#include <QColor>

namespace kibitz {

// The colour of a move's mark wherever the window shows it (the move list, the evaluation
// graph's points): one per mark, darker and redder as the move lost more, each readable as text
// on a light background (after the Okabe–Ito palette, told apart by colour-blind eyes too).
// Invalid for MoveMark::None.
QColor moveMarkColor(MoveMark mark);

} // namespace kibitz
