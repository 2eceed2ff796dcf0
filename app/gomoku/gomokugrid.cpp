// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomokugrid.h"

namespace kibitz::gomoku {

Grid::Grid(int width, int height) : m_width(width), m_height(height)
{
    Q_ASSERT(width >= 1 && height >= 1 && width <= MaxSize && height <= MaxSize);
    m_cells.fill(quint8(Stone::Wall));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            m_cells[index(x, y)] = quint8(Stone::Empty);
}

} // namespace kibitz::gomoku
