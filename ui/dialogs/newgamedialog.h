// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineregistry.h"
#include "gamesetup.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace kibitz {

class SetupOptionsEditor;
class TimeControlEditor;

// Chooses the game, its start (the setup options it declares), who plays each side (a person,
// the bundled engine or a registered engine) and the time control: one for both sides, or each
// side its own (a two-sided game).
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
    void updateTimeEditors();
    void fitHeight();

    QList<RegisteredEngine> m_engines;
    QComboBox *m_game;
    QVBoxLayout *m_setupArea;
    SetupOptionsEditor *m_setupEditor = nullptr;
    QFormLayout *m_sidesForm;
    QList<QComboBox *> m_sides;
    QList<QLabel *> m_sideLabels;
    QCheckBox *m_sameTime;
    QList<TimeControlEditor *> m_timeEditors; // the first is every side's while m_sameTime
    QLabel *m_unlimitedNote;
};

} // namespace kibitz
