// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;
class QTreeWidget;

namespace kibitz {

class AnalysisSummary;
class Game;

// What a record analysis found, shown when it ends: per side the accuracy, the average loss and
// how many moves earned each mark; the moves that lost most with their ply. Activating one of
// them (double-click, Enter) asks for its ply to be shown; the dialog is not modal, so the board
// and the record stay at hand.
class AnalysisSummaryDialog : public QDialog
{
    Q_OBJECT
public:
    // The number of worst moves listed.
    static constexpr int worstShown = 10;

    // moveCount: the moves analysed.
    AnalysisSummaryDialog(const Game &game, const AnalysisSummary &summary, int moveCount,
                          const QString &engineName, QWidget *parent = nullptr);

    QTableWidget *figures() const { return m_figures; }
    QTreeWidget *worstMoves() const { return m_worst; }

Q_SIGNALS:
    void plyActivated(int ply);

private:
    QLabel *m_heading;
    QTableWidget *m_figures;
    QTreeWidget *m_worst;
};

} // namespace kibitz
