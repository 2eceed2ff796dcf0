// SPDX-License-Identifier: GPL-3.0-or-later
#include "timecontroleditor.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace kibitz {

TimeControlEditor::TimeControlEditor(const QString &title, QWidget *parent)
    : QGroupBox(title, parent), m_baseMinutes(new QSpinBox), m_byoyomi(new QSpinBox),
      m_increment(new QSpinBox), m_fixed(new QCheckBox(tr("&Fixed time per move"))),
      m_moveTime(new QDoubleSpinBox)
{
    m_baseMinutes->setRange(0, 600);
    m_baseMinutes->setSuffix(tr(" min"));
    m_baseMinutes->setSpecialValueText(tr("unlimited"));
    m_byoyomi->setRange(0, 3600);
    m_byoyomi->setSuffix(tr(" s"));
    m_increment->setRange(0, 3600);
    m_increment->setSuffix(tr(" s"));
    m_moveTime->setRange(0.1, 3600);
    m_moveTime->setDecimals(1);
    m_moveTime->setSuffix(tr(" s"));
    m_moveTime->setValue(1);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Main time:"), m_baseMinutes);
    form->addRow(tr("&Byoyomi:"), m_byoyomi);
    form->addRow(tr("&Increment:"), m_increment);
    form->addRow(m_fixed, m_moveTime);
    for (QSpinBox *spin : {m_baseMinutes, m_byoyomi, m_increment})
        connect(spin, &QSpinBox::valueChanged, this, &TimeControlEditor::updateFields);
    connect(m_moveTime, &QDoubleSpinBox::valueChanged, this, &TimeControlEditor::changed);
    connect(m_fixed, &QCheckBox::toggled, this, &TimeControlEditor::updateFields);
    updateFields();
}

void TimeControlEditor::updateFields()
{
    const bool fixed = m_fixed->isChecked();
    m_moveTime->setEnabled(fixed);
    m_baseMinutes->setEnabled(!fixed);
    // A control has byoyomi or an increment (TimeControl::parse takes no other).
    m_byoyomi->setEnabled(!fixed && m_increment->value() == 0);
    m_increment->setEnabled(!fixed && m_byoyomi->value() == 0);
    // With no main time and nothing after it the side is untimed: say so where the time is.
    m_baseMinutes->setSpecialValueText(
        m_byoyomi->value() || m_increment->value() ? tr("0 min") : tr("unlimited"));
    Q_EMIT changed();
}

void TimeControlEditor::setTimeControl(const TimeControl &tc)
{
    m_fixed->setChecked(tc.isFixedPerMove());
    // The fields the control does not use keep what they had.
    if (tc.isFixedPerMove()) {
        m_moveTime->setValue(tc.moveTimeMs / 1000.0);
    } else {
        m_baseMinutes->setValue(int(tc.baseMs / 60'000));
        m_byoyomi->setValue(int(tc.byoyomiMs / 1000));
        m_increment->setValue(int(tc.incrementMs / 1000));
    }
    updateFields();
}

TimeControl TimeControlEditor::timeControl() const
{
    TimeControl tc;
    if (m_fixed->isChecked()) {
        tc.moveTimeMs = qRound64(m_moveTime->value() * 1000);
    } else {
        tc.baseMs = m_baseMinutes->value() * qint64(60'000);
        tc.byoyomiMs = m_byoyomi->value() * qint64(1000);
        tc.incrementMs = m_increment->value() * qint64(1000);
    }
    return tc;
}

} // namespace kibitz
