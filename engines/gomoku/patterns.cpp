// SPDX-License-Identifier: GPL-3.0-or-later
#include "patterns.h"

namespace kibitz::gomoku {

namespace {
constexpr quint8 unknown = 0xff;

quint32 keyOf(const std::array<int, 11> &line)
{
    quint32 key = 0;
    for (int i = 0; i < 11; ++i) {
        if (i != 5) key = (key << 2) | quint32(line[i]);
    }
    return key;
}

int runThroughCentre(const std::array<int, 11> &line)
{
    int n = 1;
    for (int i = 6; i < 11 && line[i] == PatternTable::CellOwn; ++i)
        ++n;
    for (int i = 4; i >= 0 && line[i] == PatternTable::CellOwn; --i)
        ++n;
    return n;
}
} // namespace

const PatternTable &PatternTable::instance()
{
    static const PatternTable table;
    return table;
}

PatternTable::PatternTable()
{
    // Every key is reached by enumerating the 3^10 lines; children are memoised on the way.
    for (bool exact : {false, true}) {
        m_tables[exact].assign(1u << 20, unknown);
        std::array<int, 11> line{};
        for (int code = 0; code < 59049; ++code) {
            int c = code;
            for (int i = 0; i < 11; ++i) {
                if (i == 5) {
                    line[i] = CellOwn;
                } else {
                    line[i] = c % 3;
                    c /= 3;
                }
            }
            classify(exact, line);
        }
    }
}

Pattern PatternTable::classify(bool exactFive, std::array<int, 11> &line)
{
    quint8 &slot = m_tables[exactFive][keyOf(line)];
    if (slot != unknown) return Pattern(slot);

    const int run = runThroughCentre(line);
    Pattern result = None;
    if (run == 5 || (run > 5 && !exactFive)) {
        result = Five;
    } else if (run > 5) {
        result = Overline;
    } else {
        int fivePoints = 0;
        for (int i = 0; i < 11; ++i) {
            if (line[i] != CellEmpty) continue;
            line[i] = CellOwn;
            const int n = runThroughCentre(line);
            line[i] = CellEmpty;
            if (n == 5 || (n > 5 && !exactFive)) ++fivePoints;
        }
        if (fivePoints >= 2) {
            result = F4;
        } else if (fivePoints == 1) {
            result = B4;
        } else {
            // One more stone: what it can become, one step down.
            for (int i = 0; i < 11; ++i) {
                if (line[i] != CellEmpty) continue;
                line[i] = CellOwn;
                const Pattern next = classify(exactFive, line);
                line[i] = CellEmpty;
                Pattern down = None;
                switch (next) {
                case F4:
                    down = F3;
                    break;
                case B4:
                    down = B3;
                    break;
                case F3:
                    down = F2;
                    break;
                case B3:
                    down = B2;
                    break;
                case F2:
                    down = F1;
                    break;
                case B2:
                    down = B1;
                    break;
                default:
                    break;
                }
                if (down > result) result = down;
            }
        }
    }
    m_tables[exactFive][keyOf(line)] = quint8(result);
    return result;
}

} // namespace kibitz::gomoku
