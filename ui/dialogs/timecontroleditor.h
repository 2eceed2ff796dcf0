// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/timecontrol.h"

#include <QGroupBox>

class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;

namespace kibitz {

// One time control: the main time, then byoyomi or an increment, or a fixed time per move. Each
// field keeps its value while another changes (ticking "fixed time per move" and back gives the
// main time back); byoyomi and increment exclude each other, so the one is off while the other
// is set.
class TimeControlEditor : public QGroupBox
{
    Q_OBJECT
public:
    explicit TimeControlEditor(const QString &title, QWidget *parent = nullptr);

    void setTimeControl(const TimeControl &tc);
    TimeControl timeControl() const;

Q_SIGNALS:
    void changed();

private:
    void updateFields();

    QSpinBox *m_baseMinutes;
    QSpinBox *m_byoyomi;
    QSpinBox *m_increment;
    QCheckBox *m_fixed;
    QDoubleSpinBox *m_moveTime;
};

} // namespace kibitz
