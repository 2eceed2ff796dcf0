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

// Whether the run through the centre wins under `rule`. Under caro, the cells beyond its ends
// must not both be the opponent's; a cell beyond the window (an overline reaching its end) is
// taken as open.
bool wins(FiveRule rule, const std::array<int, 11> &line)
{
    const int n = runThroughCentre(line);
    const bool exact = rule == FiveRule::ExactlyFive || rule == FiveRule::ExactCaro;
    if (n < 5 || (n > 5 && exact)) return false;
    if (rule != FiveRule::Caro && rule != FiveRule::ExactCaro) return true;
    int ahead = 6;
    while (ahead < 11 && line[ahead] == PatternTable::CellOwn)
        ++ahead;
    int back = 4;
    while (back >= 0 && line[back] == PatternTable::CellOwn)
        --back;
    const auto blocks = [&](int i) {
        return i >= 0 && i < 11 && line[i] == PatternTable::CellOther;
    };
    return !(blocks(ahead) && blocks(back));
}

bool isCaroTable(FiveRule rule)
{
    return rule == FiveRule::Caro || rule == FiveRule::ExactCaro;
}

// Whether one opponent stone on an empty cell leaves the mover no point that makes five.
bool oneStoneStopsAll(FiveRule rule, std::array<int, 11> &line)
{
    for (int block = 0; block < 11; ++block) {
        if (line[block] != PatternTable::CellEmpty) continue;
        line[block] = PatternTable::CellOther;
        bool five = false;
        for (int i = 0; i < 11 && !five; ++i) {
            if (line[i] != PatternTable::CellEmpty) continue;
            line[i] = PatternTable::CellOwn;
            five = wins(rule, line);
            line[i] = PatternTable::CellEmpty;
        }
        line[block] = PatternTable::CellEmpty;
        if (!five) return true;
    }
    return false;
}
} // namespace

FiveRule fiveRuleOf(Rule rule, Stone s)
{
    const bool exact = needsExactFive(rule, s);
    if (isCaro(rule)) return exact ? FiveRule::ExactCaro : FiveRule::Caro;
    return exact ? FiveRule::ExactlyFive : FiveRule::FiveOrMore;
}

const PatternTable &PatternTable::instance()
{
    static const PatternTable table;
    return table;
}

PatternTable::PatternTable()
{
    // Every key is reached by enumerating the lines (3^10 cells, 4^10 under caro where the wall
    // differs from the opponent); children are memoised on the way.
    for (int r = 0; r < int(FiveRule::Count); ++r) {
        const auto rule = FiveRule(r);
        const int kinds = isCaroTable(rule) ? 4 : 3;
        const int lines = kinds == 4 ? 1048576 : 59049;
        m_tables[r].assign(1u << 20, unknown);
        std::array<int, 11> line{};
        for (int code = 0; code < lines; ++code) {
            int c = code;
            for (int i = 0; i < 11; ++i) {
                if (i == 5) {
                    line[i] = CellOwn;
                } else {
                    line[i] = c % kinds;
                    c /= kinds;
                }
            }
            classify(rule, line);
        }
    }
}

Pattern PatternTable::classify(FiveRule rule, std::array<int, 11> &line)
{
    quint8 &slot = m_tables[int(rule)][keyOf(line)];
    if (slot != unknown) return Pattern(slot);

    const int run = runThroughCentre(line);
    Pattern result = None;
    if (wins(rule, line)) {
        result = Five;
    } else if (run > 5) {
        result = Overline;
    } else {
        int fivePoints = 0;
        for (int i = 0; i < 11; ++i) {
            if (line[i] != CellEmpty) continue;
            line[i] = CellOwn;
            if (wins(rule, line)) ++fivePoints;
            line[i] = CellEmpty;
        }
        if (fivePoints >= 2 && isCaroTable(rule) && oneStoneStopsAll(rule, line)) {
            result = B4; // under caro one stone beyond an end can spoil every five
        } else if (fivePoints >= 2) {
            result = F4;
        } else if (fivePoints == 1) {
            result = B4;
        } else {
            // One more stone: what it can become, one step down.
            for (int i = 0; i < 11; ++i) {
                if (line[i] != CellEmpty) continue;
                line[i] = CellOwn;
                const Pattern next = classify(rule, line);
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
    m_tables[int(rule)][keyOf(line)] = quint8(result);
    return result;
}

} // namespace kibitz::gomoku
