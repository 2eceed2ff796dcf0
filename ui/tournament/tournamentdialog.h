// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineregistry.h"
#include "tournamentsettings.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;
class QVBoxLayout;

namespace kibitz {

class SetupOptionsEditor;

// Game → Tournament…: the game and its setup, two engines or more (the bundled one and the
// registered ones, each under a name of its own and with its own time control if it likes), the
// schedule, the time control, the concurrency, the openings, the adjudication, the SPRT and the
// output folder, as kibitz-cli match takes them. Start checks every setting and says what cannot
// work, in the dialog, before anything starts; Resume continues the tournament in the output
// folder as `kibitz-cli match --resume` would.
class TournamentDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TournamentDialog(const QList<RegisteredEngine> &registered, QWidget *parent = nullptr);

    void setSettings(const TournamentSettings &settings);
    TournamentSettings settings() const;
    // The run chosen, once accepted.
    const TournamentRunner::Config &config() const { return *m_config; }
    // Whether it continues a tournament (Resume) rather than starting one.
    bool resumes() const { return m_resumes; }

private:
    QWidget *enginesPage();
    QWidget *gamesPage();
    QWidget *rulesPage();
    void rebuildForGame();
    void fillEngineChoices();
    void addEngine(const QString &words, const QString &name, const QString &timeControl);
    QString uniqueName(const QString &name) const;
    void chooseFolder();
    void start(bool resume);

    QList<RegisteredEngine> m_registered;
    QComboBox *m_game;
    QVBoxLayout *m_setupArea;
    SetupOptionsEditor *m_setupEditor = nullptr;
    QComboBox *m_engineChoice;
    QTableWidget *m_engines;
    QComboBox *m_kind;
    QSpinBox *m_games, *m_rounds, *m_concurrency, *m_plies, *m_maxMoves;
    QCheckBox *m_repeat, *m_randomOrder, *m_sprt, *m_logistic;
    QLineEdit *m_timeControl, *m_openings, *m_draw, *m_resign, *m_out;
    QDoubleSpinBox *m_elo0, *m_elo1, *m_alpha, *m_beta;
    QLabel *m_problem;
    std::optional<TournamentRunner::Config> m_config;
    bool m_resumes = false;
};

} // namespace kibitz
