// SPDX-License-Identifier: GPL-3.0-or-later
#include "clockpanel.h"

#include "core/game/gameclock.h"
#include "displaytext.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace kibitz {

ClockPanel::ClockPanel(QWidget *parent) : QWidget(parent)
{
    new QHBoxLayout(this);
    layout()->setContentsMargins(0, 0, 0, 0);
    m_tick.setInterval(100);
    connect(&m_tick, &QTimer::timeout, this, &ClockPanel::refresh);
}

void ClockPanel::setSides(const QStringList &sideNames, const QStringList &playerNames)
{
    for (const Face &face : std::as_const(m_faces))
        delete face.frame;
    m_faces.clear();
    for (int side = 0; side < sideNames.size(); ++side) {
        auto *frame = new QFrame;
        frame->setFrameShape(QFrame::StyledPanel);
        frame->setAutoFillBackground(true);
        auto *names =
            new QLabel(QStringLiteral("%1 — %2").arg(sideNames[side], playerNames.value(side)));
        names->setAlignment(Qt::AlignCenter);
        auto *time = new QLabel;
        time->setAlignment(Qt::AlignCenter);
        QFont big = time->font();
        big.setPointSizeF(big.pointSizeF() * 2);
        big.setBold(true);
        big.setStyleHint(QFont::Monospace);
        time->setFont(big);
        auto *column = new QVBoxLayout(frame);
        column->addWidget(names);
        column->addWidget(time);
        layout()->addWidget(frame);
        m_faces.append({frame, names, time});
    }
    refresh();
}

void ClockPanel::setClock(const GameClock *clock)
{
    m_clock = clock;
    refresh();
}

qint64 ClockPanel::shownMs(int side, bool *inByoyomi) const
{
    *inByoyomi = false;
    const TimeControl &tc = m_clock->timeControl(side);
    const bool running = m_clock->runningSide() == side;
    if (tc.isFixedPerMove()) return running ? tc.moveTimeMs - m_clock->elapsedMs() : tc.moveTimeMs;
    if (tc.isUnlimited()) return running ? m_clock->elapsedMs() : 0;
    const qint64 left = m_clock->remainingMs(side) - (running ? m_clock->elapsedMs() : 0);
    if (left > 0 || tc.byoyomiMs == 0) return qMax<qint64>(0, left);
    *inByoyomi = true;
    return qMax<qint64>(0, tc.byoyomiMs + left);
}

QString ClockPanel::timeText(int side) const
{
    if (!m_clock || side < 0 || side >= m_faces.size()) return {};
    bool inByoyomi = false;
    const QString time = displaytext::clock(shownMs(side, &inByoyomi));
    if (inByoyomi) return tr("byoyomi %1").arg(time);
    const TimeControl &tc = m_clock->timeControl(side);
    // An untimed side counts its turn up; a bare 0:00 would read as a flag fallen.
    if (tc.isUnlimited())
        return m_clock->runningSide() == side ? tr("untimed %1").arg(time) : tr("untimed");
    // The byoyomi still to come after the main time, as a player reads a shogi clock.
    if (tc.byoyomiMs > 0 && !tc.isFixedPerMove())
        return tr("%1 + %2 s")
            .arg(time, tc.byoyomiMs % 1000 ? displaytext::seconds(tc.byoyomiMs)
                                           : QLocale().toString(tc.byoyomiMs / 1000));
    return time;
}

void ClockPanel::refresh()
{
    const int running = m_clock ? m_clock->runningSide() : -1;
    for (int side = 0; side < m_faces.size(); ++side) {
        const Face &face = m_faces[side];
        face.time->setText(m_clock ? timeText(side) : QStringLiteral("–"));
        QPalette palette = this->palette();
        if (side == running) {
            palette.setColor(QPalette::Window, palette.color(QPalette::Highlight));
            palette.setColor(QPalette::WindowText, palette.color(QPalette::HighlightedText));
        }
        face.frame->setPalette(palette);
    }
    if (running >= 0 && !m_tick.isActive())
        m_tick.start();
    else if (running < 0)
        m_tick.stop();
}

} // namespace kibitz
