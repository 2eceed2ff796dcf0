// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/recordanalyser.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QRadioButton;
class QSettings;
class QSpinBox;

namespace kibitz {

class Game;

// Game → Analyse Record: the engine (the bundled one or one registered for the game), the time
// or depth per move, the number of lines and the moves to analyse. The choices are kept in the
// settings for the next record of the game.
class RecordAnalysisDialog : public QDialog
{
    Q_OBJECT
public:
    // moveCount: the moves of the main line shown.
    RecordAnalysisDialog(const Game &game, int moveCount, QSettings *settings,
                         QWidget *parent = nullptr);

    // The chosen engine as engine words ("bundled" or a registered engine's).
    QString engineWords() const;
    AnalysisSettings analysisSettings() const;

    void accept() override;

private:
    QString m_gameId;
    QSettings *m_settings;
    QComboBox *m_engine;
    QRadioButton *m_byTime;
    QRadioButton *m_byDepth;
    QDoubleSpinBox *m_moveTime;
    QSpinBox *m_depth;
    QSpinBox *m_lines;
    QSpinBox *m_first;
    QSpinBox *m_last;
};

} // namespace kibitz
