// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <memory>

class QAction;
class QMenu;
class QStatusBar;

namespace kibitz {

class GameController;
class LinePreview;
class Position;

// Game → Find VCF, Find VCT …: one action for each forced-win search the game on the board runs
// itself (Game::forcedWinSearches; none for a game without), on the position shown. The search
// runs on a worker thread, the window going on meanwhile; when it ends on the position still
// shown, its line is drawn on the board as an engine's line is (LinePreview) and written into
// the comment of the move shown, and the status bar says what was found: the line, that there
// is none, or that none was found within the search's limit.
class ForcedWinPresenter : public QObject
{
    Q_OBJECT
public:
    // The actions go into `menu` before `before`.
    ForcedWinPresenter(GameController *controller, LinePreview *preview, QStatusBar *status,
                       QMenu *menu, QAction *before, QObject *parent);
    ~ForcedWinPresenter() override;

    const QList<QAction *> &actions() const { return m_actions; }
    // A search was asked and its answer is not shown yet.
    bool isSearching() const { return m_searching; }

Q_SIGNALS:
    // A search ended and what it found is shown (or said to be none).
    void searchFinished();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // the window's language

private:
    void rebuild(); // the game's searches, as actions
    void retranslate();
    void updateActions();
    void find(int index);
    void onFinished();

    GameController *m_controller;
    LinePreview *m_preview;
    QStatusBar *m_status;
    QMenu *m_menu;
    QAction *m_before;
    const Game *m_game = nullptr; // whose searches the actions are
    QList<ForcedWinSearch> m_searches;
    QList<QAction *> m_actions;
    // The search running or last run: which, from what.
    ForcedWinSearch m_asked;
    int m_askedPly = -1;
    std::shared_ptr<const Position> m_askedPosition;
    QFutureWatcher<ForcedWinResult> m_watcher;
    bool m_searching = false; // from find() until onFinished(), whatever the worker's state
};

} // namespace kibitz
