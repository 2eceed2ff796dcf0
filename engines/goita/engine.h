// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandqueue.h"
#include "rng.h"
#include "search.h"
#include "strategy.h"

#include "goita/rules.h"
#include "goita/seatview.h"

#include <QObject>
#include <QStringList>

#include <atomic>
#include <optional>

class QThread;

namespace kibitz::goita {

// The bundled goita engine: speaks the Kibitz goita protocol (docs/protocols/goita.md) for one
// seat. A search runs on a thread of its own while this object, on the main thread, keeps
// reading commands: stop and quit act at once, isready is answered at once, and other commands
// wait until the search has ended.
class Engine : public QObject
{
    Q_OBJECT
public:
    explicit Engine(QObject *parent = nullptr);
    ~Engine() override;

    // Where the input lines go (engines/common).
    engines::CommandQueue &commands() { return m_commands; }

private:
    void execute(const QString &command);
    void handshake();
    void setOption(const QList<QStringView> &words);
    void newGame(const QList<QStringView> &words);
    void newRound(const QList<QStringView> &words);
    void position(const QList<QStringView> &words);
    void go(const QList<QStringView> &words);
    void goshi();
    void finishSearch();
    void stop();
    void quit();
    bool searching() const { return m_thread != nullptr; }

    static void send(const QString &line); // thread-safe, flushed
    static QString infoLine(const SearchProgress &progress);

    Rules m_rules;
    // The round as told by newround; the view is rebuilt by every position command.
    int m_seat = -1;
    int m_dealer = 0;
    Hand m_dealt;
    QList<int> m_goshi;
    std::optional<SeatView> m_view;

    engines::Strategy m_strategy{QStringLiteral("sampling")};
    qint64 m_moveTimeMs = 1000;
    Rng m_rng;

    QThread *m_thread = nullptr;
    std::atomic_bool m_stop{false};
    SearchProgress m_result; // written by the search thread, read after it has ended
    quint64 m_searchId = 0;  // tells a stale "search ended" from the current one's
    engines::CommandQueue m_commands; // stop, quit and isready act during a search
};

} // namespace kibitz::goita
