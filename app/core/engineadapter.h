#pragma once

#include "engineinfo.h"
#include "gameresult.h"
#include "searchrequest.h"

#include <QObject>
#include <QString>

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
    // Whether the engine's replies are TLF-framed already (for the engine log).
    virtual bool outputIsTlf() const { return false; }

    // Starts the handshake; handshakeCompleted follows when the engine is ready.
    virtual void begin() = 0;
    virtual void setOption(const QString &name, const QString &value) = 0;
    virtual void newGame() {}
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
    void infoReceived(const kibitz::EngineInfo &info);
    // The move in the game's canonical text; the referee checks that it is legal.
    void bestMoveReceived(const QString &move);
    // A best move whose text is not a move in this protocol's notation (it loses the game).
    void unreadableMoveReceived(const QString &text);
    void resigned();
    void protocolErrorDetected(const QString &reason);

protected:
    virtual void parseLine(QStringView line) = 0;
    void send(const QString &line);
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
    bool m_handshakeDone = false;
    bool m_searching = false;
    int m_searchSide = 0;
};

} // namespace kibitz
