// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/csagamesummary.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
// "1sec", "1min", "1msec", "10msec" …: the milliseconds of one unit; 0 when it cannot be read.
qint64 unitMs(QStringView text)
{
    qsizetype digits = 0;
    while (digits < text.size() && text[digits].isDigit())
        ++digits;
    bool ok = false;
    const qint64 count = digits ? text.left(digits).toLongLong(&ok) : 1;
    if (digits && !ok) return 0;
    const QStringView unit = text.mid(digits);
    if (unit == QLatin1String("sec")) return count * 1000;
    if (unit == QLatin1String("min")) return count * 60'000;
    if (unit == QLatin1String("msec")) return count;
    return 0;
}

int sideOfSign(QStringView text)
{
    if (text == QLatin1String("+")) return 0;
    if (text == QLatin1String("-")) return 1;
    return -1;
}
} // namespace

bool CsaGameSummaryReader::readLine(QStringView line)
{
    if (m_block == Block::Position) {
        if (line == QLatin1String("END Position"))
            m_block = Block::None;
        else
            m_summary.positionLines.append(line.toString());
        return false;
    }
    if (line.startsWith(QLatin1String("BEGIN Time"))) {
        m_block = Block::Time;
        m_timeSide = sideOfSign(line.mid(10));
        return false;
    }
    if (line.startsWith(QLatin1String("END Time"))) {
        m_block = Block::None;
        return false;
    }
    if (line == QLatin1String("BEGIN Position")) {
        m_block = Block::Position;
        return false;
    }
    if (line == QLatin1String("END Game_Summary")) return true;
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    if (colon < 0) return false;
    const QStringView key = line.left(colon);
    const QStringView value = line.mid(colon + 1);
    if (m_block == Block::Time) {
        readTimeLine(key, value);
        return false;
    }
    if (key == QLatin1String("Game_ID"))
        m_summary.gameId = value.toString();
    else if (key == QLatin1String("Name+"))
        m_summary.names[0] = value.toString();
    else if (key == QLatin1String("Name-"))
        m_summary.names[1] = value.toString();
    else if (key == QLatin1String("Your_Turn"))
        m_summary.mySide = sideOfSign(value);
    else if (key == QLatin1String("To_Move"))
        m_summary.toMove = qMax(0, sideOfSign(value));
    else if (key == QLatin1String("Max_Moves"))
        m_summary.maxMoves = value.toInt();
    else if (key == QLatin1String("Declaration"))
        m_summary.jishogiDeclaration = value.startsWith(QLatin1String("Jishogi"));
    else if (key == QLatin1String("Rematch_On_Draw"))
        m_summary.rematchOnDraw = value == QLatin1String("YES");
    return false;
}

void CsaGameSummaryReader::readTimeLine(QStringView key, QStringView value)
{
    const int first = m_timeSide < 0 ? 0 : m_timeSide;
    const int last = m_timeSide < 0 ? 1 : m_timeSide;
    for (int side = first; side <= last; ++side) {
        // A side's own block (Time+ / Time-) wins over the common one, whichever comes first.
        if (m_timeSide < 0 && m_sideOwnTime[side]) continue;
        if (m_timeSide >= 0) m_sideOwnTime[side] = true;
        CsaTime &t = m_summary.time[side];
        if (key == QLatin1String("Time_Unit")) {
            if (const qint64 ms = unitMs(value)) t.unitMs = ms;
        } else if (key == QLatin1String("Total_Time")) {
            m_rawTotal[side] = value.toLongLong();
        } else if (key == QLatin1String("Byoyomi")) {
            m_rawByoyomi[side] = value.toLongLong();
        } else if (key == QLatin1String("Increment")) {
            m_rawIncrement[side] = value.toLongLong();
        } else if (key == QLatin1String("Least_Time_Per_Move")) {
            t.leastMs = value.toLongLong() * 1000;
        }
        applyUnits(side);
    }
}

void CsaGameSummaryReader::applyUnits(int side)
{
    CsaTime &t = m_summary.time[side];
    t.totalMs = m_rawTotal[side] * t.unitMs;
    t.byoyomiMs = m_rawByoyomi[side] * t.unitMs;
    t.incrementMs = m_rawIncrement[side] * t.unitMs;
}

QString CsaGameSummaryReader::problem() const
{
    if (m_summary.gameId.isEmpty())
        return QCoreApplication::translate("kibitz::shogi::CsaClient",
                                           "the server's game summary has no Game_ID");
    if (m_summary.mySide < 0)
        return QCoreApplication::translate("kibitz::shogi::CsaClient",
                                           "the server's game summary does not say our side "
                                           "(Your_Turn)");
    return {};
}

} // namespace kibitz::shogi
