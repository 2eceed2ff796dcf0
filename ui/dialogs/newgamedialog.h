#pragma once

#include "core/engine/engineregistry.h"
#include "gamesetup.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QVBoxLayout;

namespace kibitz {

class SetupOptionsEditor;

// Chooses the game, its start (the setup options it declares), who plays each side (a person,
// the bundled engine or a registered engine) and the time control.
class NewGameDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    void setEngines(const QList<RegisteredEngine> &engines);
    void setSetup(const GameSetup &setup);
    GameSetup setup() const;

    // Refuses to close while the game refuses the start chosen, and says why.
    void accept() override;

Q_SIGNALS:
    void manageEnginesRequested();

private:
    void rebuildForGame();
    void rebuildSides();
    void fillPlayerChoices(QComboBox *combo) const;
    void updateTimeFields();

    QList<RegisteredEngine> m_engines;
    QComboBox *m_game;
    QVBoxLayout *m_setupArea;
    SetupOptionsEditor *m_setupEditor = nullptr;
    QFormLayout *m_sidesForm;
    QList<QComboBox *> m_sides;
    QList<QLabel *> m_sideLabels;
    QSpinBox *m_baseMinutes;
    QSpinBox *m_byoyomi;
    QSpinBox *m_increment;
    QCheckBox *m_fixed;
    QDoubleSpinBox *m_moveTime;
};

} // namespace kibitz
