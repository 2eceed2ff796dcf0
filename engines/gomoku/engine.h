// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search.h"
#include "strategy.h"

#include "gomoku/gomokuboard.h"

#include <QHash>
#include <QList>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

namespace kibitz::gomoku {

// The bundled gomoku engine (docs/engines/kibitz-gomoku.md). Speaks the Gomocup protocol with
// Yixin/Rapfi extensions, or AGI when the first command is `AGI`. The caller's thread reads and
// runs the commands; each search runs in a thread of its own, so that STOP, YXSTOP, END and QUIT
// act at once.
class Engine
{
public:
    Engine();
    ~Engine();

    // Runs one command line; false once the engine should exit (END, QUIT).
    bool handleLine(const QString &line);
    // The end of input: lets a running search finish and print its move.
    void endOfInput();

private:
    enum class Protocol { Undecided, Gomocup, Agi };
    enum class Collecting { Nothing, Board, YxBoard, Swap2Board };

    struct Job
    {
        Grid grid;
        Rule rule = Rule::Freestyle;
        Stone toMove = Stone::Black;
        SearchLimits limits;
        int multiPv = 1;
        bool ponder = false; // AGI GO PONDER: no BESTMOVE at the end
    };

    bool gomocup(const QString &verb, const QString &rest);
    void gomocupAfterSearch(const QString &verb, const QString &rest);
    void gomocupStart(const QString &verb, const QString &rest); // START, RECTSTART
    void gomocupMove(const QString &verb, const QString &rest);  // TURN, PLAY
    void searchGomocup(int lines); // from the game's position, in the turn's time
    bool agi(const QString &verb, const QString &rest);
    void finishBoard();
    void answerSwap2(); // SWAP2BOARD's stones collected (swapcommands.cpp)
    // A swap step's search of the side to move, its score the engine's judgement of the stones
    // (swapcommands.cpp).
    SearchInfo swapJudgement(const Board &board);
    // Swap2's three opening stones, "x,y x,y x,y" (swapcommands.cpp).
    QString openingStones();
    void gomocupInfo(const QString &rest);
    void showForbid();
    void agiPosition(const QString &rest);
    void agiGo(const QString &rest);
    QString agiBoardSize(const QString &value); // an error, or empty
    QString applyOption(const QString &name, const QString &value);

    // Prints one line of the search: a SearchInfo of that rank (0 the best).
    using LineReport = std::function<void(const SearchInfo &, int rank)>;

    void startSearch(Job job);
    void searchThread(Job job);
    void sendAgiLine(const SearchInfo &info);
    void sendDetail(const SearchInfo &info, int rank, int lines, qint64 totalNodes, qint64 totalMs);
    void sendMessage(const SearchInfo &info, int rank, int lines);
    SearchInfo searchLines(Search &search, const Job &job, const LineReport &report,
                           qint64 &totalNodes);
    void deliver(const Job &job, const SearchInfo &best);
    void waitSearch();    // until the search has printed its move
    void stopSearch();    // the search prints its move at once
    void abandonSearch(); // the search ends silently
    qint64 gomocupBudget() const;

    void send(const QString &line);
    QString moveText(int index) const;
    QString pvText(const QList<int> &pv, bool letters) const;
    static QString evalText(int score);
    // "x,y" or "x,y,field" split into numbers; empty on malformed text.
    static QList<int> commaNumbers(const QString &text);
    static inline const QString engineName = QStringLiteral("kibitz-gomoku");

    Protocol m_protocol = Protocol::Undecided;
    engines::Strategy m_strategy{QStringLiteral("default")};
    QRandomGenerator m_rng;

    // The game. The search thread touches it only to play its move at the end (Gomocup).
    std::mutex m_boardMutex;
    Board m_board{15, 15, Rule::Freestyle};
    bool m_started = false;

    Collecting m_collecting = Collecting::Nothing;
    QStringList m_collected;
    // Swap2 openings worked out, by board size and rule ("15x15 2"): the judgement is the same
    // each time, and took 0.4 s in every game this engine opened.
    QHash<QString, QString> m_openings;

    // Gomocup INFO.
    qint64 m_timeoutTurn = 5000;
    qint64 m_timeLeft = -1; // unknown or unlimited
    int m_showDetail = 0;

    std::mutex m_outputMutex;
    std::thread m_thread;
    std::atomic_bool m_stop{false};
    std::atomic_bool m_abandon{false};
};

} // namespace kibitz::gomoku
