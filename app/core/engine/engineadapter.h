// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"
#include "core/engine/engineoption.h"
#include "core/engine/searchrequest.h"
#include "core/game/gameresult.h"

#include <QObject>
#include <QString>
#include <QStringList>

namespace kibitz {

class Game;

// Turns game actions into one protocol's lines and that protocol's lines into EngineInfo, best
// moves and errors. It never touches a process: lines go out through lineSent and come in
// through receiveLine, so adapters are tested by feeding lines.
class EngineAdapter : public QObject
{
    Q_OBJECT
public:
    explicit EngineAdapter(const Game &game, QObject *parent = nullptr);

    const Game &game() const { return m_game; }
    virtual QString protocol() const = 0;
    // The words of the protocol's commands to an engine ("usi", "isready", "go"…), offered as
    // completions in the engine log's console.
    virtual QStringList commandWords() const = 0;
    // Whether the engine's replies are TLF-framed already (for the engine log).
    virtual bool outputIsTlf() const { return false; }

    // The options the user set for this engine, sent during the handshake (before the engine is
    // readied, in protocols that have such a step), each checked against what the engine
    // declared; call before begin().
    void setConfiguredOptions(const QList<QPair<QString, QString>> &options);
    // Starts the handshake; handshakeCompleted follows when the engine is ready.
    virtual void begin() = 0;
    virtual void setOption(const QString &name, const QString &value) = 0;
    // The handshake step awaited now, for a time-out message ("usi → usiok"); empty when none.
    virtual QString handshakeStep() const { return {}; }
    // What the engine declared (USI `option` lines, goita's); empty for protocols that declare
    // nothing, where every configured option is sent as it is.
    const QList<EngineOption> &declaredOptions() const { return m_declared; }
    virtual bool declaresOptions() const { return false; }
    // Whether the engine is to ponder (USI: USI_Ponder is true) and the protocol can.
    virtual bool pondersEnabled() const { return false; }
    // The expected reply the engine named with its last best move (USI `ponder`), or empty.
    QString ponderMove() const { return m_ponderMove; }
    // Whether go() with SearchRequest::mate asks for a mate search (USI go mate).
    virtual bool supportsMateSearch() const { return false; }
    // The reply an engine pondered on was played: it goes on searching as a normal search.
    // turn is the turn's request, for the clocks of a ponder begun without them.
    virtual void ponderHit(const SearchRequest &turn = {}) { Q_UNUSED(turn); }
    virtual void newGame() {}
    // Between the games of a match, the engine kept: tells it of the next game as its protocol
    // says; newGameReadied follows once it is ready for it (at once by default, after newGame()).
    virtual void prepareNewGame();
    // What an engine of this protocol is told for a turn under an unlimited time control (for
    // the new-game dialog): by default nothing that limits it, and it chooses its own time.
    virtual QString unlimitedTimeNote() const;
    // Starts a search; bestMoveReceived or resigned follows.
    virtual void go(const SearchRequest &request) = 0;
    virtual void stop() = 0;
    virtual void gameOver(const GameResult &result, int engineSide);
    virtual void quit() = 0;

    // One line of the engine's standard output.
    void receiveLine(const QString &line);

    QString engineName() const { return m_engineName; }
    QString engineAuthor() const { return m_engineAuthor; }
    bool isHandshakeDone() const { return m_handshakeDone; }
    bool isSearching() const { return m_searching; }

Q_SIGNALS:
    void lineSent(const QString &line);
    void handshakeCompleted();
    void newGameReadied();
    void infoReceived(const kibitz::EngineInfo &info);
    // The move in the game's canonical text; the referee checks that it is legal.
    void bestMoveReceived(const QString &move);
    // A best move whose text is not a move in this protocol's notation (it loses the game).
    void unreadableMoveReceived(const QString &text);
    void resigned();
    void mateSearchFinished(const kibitz::MateResult &result);
    void protocolErrorDetected(const QString &reason);
    // A configured option the engine does not declare, or a value it does not take: not sent.
    void optionRefused(const QString &name, const QString &reason);
    // The handshake moved on to its next step (its time-out starts again).
    void handshakeProgressed();

protected:
    virtual void parseLine(QStringView line) = 0;
    void send(const QString &line);
    // Checks the configured options against the declared ones and sends the good ones with
    // setOption(); completeHandshake() does it too if the adapter has not.
    void sendConfiguredOptions();
    void declareOption(const EngineOption &option) { m_declared.append(option); }
    const QList<QPair<QString, QString>> &configuredOptions() const { return m_configured; }
    void setPonderMove(const QString &move) { m_ponderMove = move; }
    void completeHandshake();
    void finishSearch(); // call before emitting bestMoveReceived/resigned
    void startSearch(int sideToMove);
    // Engines speak from the side to move's view; Kibitz keeps the first player's.
    Score toFirstPlayerView(const Score &engineScore) const;
    int searchingSide() const { return m_searchSide; }
    void setEngineName(const QString &name) { m_engineName = name; }
    void setEngineAuthor(const QString &author) { m_engineAuthor = author; }

private:
    const Game &m_game;
    QString m_engineName;
    QString m_engineAuthor;
    QList<QPair<QString, QString>> m_configured;
    QList<EngineOption> m_declared;
    QString m_ponderMove;
    bool m_optionsSent = false;
    bool m_handshakeDone = false;
    bool m_searching = false;
    int m_searchSide = 0;
};

// Declares what every protocol's adapter implements of EngineAdapter (its id, the handshake,
// options, search and quit) and takes EngineAdapter's constructor, so that the adapters' headers
// do not repeat the list.
#define KIBITZ_ENGINE_ADAPTER_INTERFACE(protocolId)                                                \
    using EngineAdapter::EngineAdapter;                                                            \
    QString protocol() const override                                                              \
    {                                                                                              \
        return QStringLiteral(protocolId);                                                         \
    }                                                                                              \
    QStringList commandWords() const override;                                                     \
    void begin() override;                                                                         \
    void setOption(const QString &name, const QString &value) override;                            \
    void go(const SearchRequest &request) override;                                                \
    void stop() override;                                                                          \
    void quit() override;

} // namespace kibitz
