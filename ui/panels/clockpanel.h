// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QTimer>
#include <QWidget>

class QFrame;
class QLabel;

namespace kibitz {

class GameClock;

// One clock per side: the side and player names above the time left; the running side is
// highlighted. Under byoyomi, once the main time is gone the byoyomi countdown is shown.
class ClockPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ClockPanel(QWidget *parent = nullptr);

    void setSides(const QStringList &sideNames, const QStringList &playerNames);
    // The clock to show (not owned); null shows no times.
    void setClock(const GameClock *clock);
    // Reads the clock again (a timer does this while a clock runs).
    void refresh();
    QString timeText(int side) const;

private:
    struct Face
    {
        QFrame *frame;
        QLabel *names;
        QLabel *time;
    };
    qint64 shownMs(int side, bool *inByoyomi) const;

    QList<Face> m_faces;
    const GameClock *m_clock = nullptr;
    QTimer m_tick;
};

} // namespace kibitz
