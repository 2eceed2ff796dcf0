// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/sprt.h"

#include <QWidget>

namespace kibitz {

// The SPRT's log-likelihood ratio as a bar between its two bounds, from the lower (H0 accepted)
// to the upper (H1 accepted), a marker at the LLR, and a line saying which hypothesis it leans
// to, or which one was accepted.
class SprtBar : public QWidget
{
    Q_OBJECT
public:
    explicit SprtBar(QWidget *parent = nullptr);
    void setState(const SprtTest &test, const SprtState &state);
    QString text() const; // the line under the bar
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    SprtTest m_test;
    SprtState m_state;
};

} // namespace kibitz
