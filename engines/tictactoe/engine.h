// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search.h"

#include "commandqueue.h"
#include "strategy.h"

#include <QObject>
#include <QRandomGenerator>
#include <QStringList>
#include <QTimer>

#include <optional>

namespace kibitz::tictactoe {

// The bundled tic-tac-toe engine: speaks the TLF dialect, or the UXI dialect when the first
// command is `uxi` (docs/engines/kibitz-tictactoe.md). A search runs one depth per turn of the
// event loop; between depths stop and quit act at once and other commands wait their turn.
class Engine : public QObject
{
    Q_OBJECT
public:
    explicit Engine(QObject *parent = nullptr);

    // Where the input lines go (engines/common).
    engines::CommandQueue &commands() { return m_commands; }

private:
    enum class Dialect { Undecided, Tlf, Uxi };

    void execute(const QString &command);
    void executeTlf(const QList<QStringView> &words);
    void executeUxi(const QList<QStringView> &words);
    void tlfPosition(const QList<QStringView> &words);
    void tlfPlay(const QList<QStringView> &words);
    void tlfJudge();
    void tlfBoard();
    void uxiPosition(const QList<QStringView> &words);
    // Plays moves from start; false, and nothing changes, when one is illegal.
    bool setPosition(Board start, const QList<int> &moves);
    void setOption(const QList<QStringView> &words);
    // Empty when the option is taken, else the TLF-style reason.
    QString applyOption(QStringView name, QStringView value);

    void go();
    void searchNextDepth();
    void finishSearch();
    void stop();
    void quit();

    void send(const QString &line);
    void reply(const QString &tlf, const QString &uxi); // one of them, by dialect
    QString moveText(int square) const;
    QString pvText(const QList<int> &pv) const;

    Dialect m_dialect = Dialect::Undecided;
    Board m_board;
    QList<int> m_history; // moves since the last position command, for undo
    engines::Strategy m_strategy{QStringLiteral("perfect")};
    QRandomGenerator m_rng;

    std::optional<Search> m_search; // set while searching
    SearchResult m_best;            // the last finished iteration
    int m_nextDepth = 0;
    QTimer m_iterationTimer;
    engines::CommandQueue m_commands; // stop and quit act during a search, others wait
};

} // namespace kibitz::tictactoe
