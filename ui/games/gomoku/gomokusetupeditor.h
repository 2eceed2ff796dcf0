#pragma once

#include "dialogs/setupeditor.h"

class QComboBox;
class QSpinBox;

namespace kibitz {

// Gomoku's board size (15×15 by default; 19, 20 or any size 5–22 square) and rule (freestyle,
// standard, renju).
class GomokuSetupEditor : public SetupEditor
{
    Q_OBJECT
public:
    explicit GomokuSetupEditor(QWidget *parent = nullptr);

    QString setupText() const override;
    void setSetupText(const QString &setup) override;

private:
    QSpinBox *m_size;
    QComboBox *m_rule;
};

} // namespace kibitz
