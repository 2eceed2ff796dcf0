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

PatternTable &PatternTable::table()
{
    static PatternTable table;
    return table;
}

const PatternTable &PatternTable::instance()
{
    return table();
}

void PatternTable::prepare(Rule rule)
{
    table().build(fiveRuleOf(rule, Stone::Black));
    table().build(fiveRuleOf(rule, Stone::White));
}

PatternTable::PatternTable()
{
    build(FiveRule::FiveOrMore);
    build(FiveRule::ExactlyFive);
}

void PatternTable::build(FiveRule rule)
{
    std::vector<quint8> &table = m_tables[int(rule)];
    if (!table.empty()) return;
    // Every key a board can give is reached by enumerating the lines, children memoised on the
    // way: 3^10 of them, and under caro, where the wall differs from the opponent, each side's
    // cells may end in the wall (from the outside in, never with a cell beyond it): 364^2.
    const int walls = isCaroTable(rule) ? 5 : 0;
    std::vector<std::array<int, 5>> sides; // nearest cell first
    for (int w = 0; w <= walls; ++w) {
        const int free = 5 - w;
        int count = 1;
        for (int i = 0; i < free; ++i)
            count *= 3;
        for (int code = 0; code < count; ++code) {
            std::array<int, 5> side;
            side.fill(CellWall);
            for (int i = 0, c = code; i < free; ++i, c /= 3)
                side[i] = c % 3;
            sides.push_back(side);
        }
    }
    table.assign(1u << 20, unknown);
    std::array<int, 11> line{};
    line[5] = CellOwn;
    for (const std::array<int, 5> &left : sides) {
        for (const std::array<int, 5> &right : sides) {
            for (int i = 0; i < 5; ++i) {
                line[4 - i] = left[i];
                line[6 + i] = right[i];
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
