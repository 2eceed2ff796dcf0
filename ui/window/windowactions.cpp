// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowactions.h"

#include "language.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>

namespace kibitz {

WindowActions::WindowActions(QMainWindow *window, const QList<QDockWidget *> &docks)
    : QObject(window)
{
    auto action = [window](const QKeySequence &shortcut = {}, bool checkable = false) {
        auto *a = new QAction(window);
        a->setShortcut(shortcut);
        a->setCheckable(checkable);
        return a;
    };
    newGame = action(QKeySequence::New);
    open = action(QKeySequence::Open);
    save = action(QKeySequence::Save);
    copyRecord = action(QKeySequence::Copy);
    pasteRecord = action(QKeySequence::Paste);
    quit = action(QKeySequence::Quit);
    moveNow = action(Qt::CTRL | Qt::Key_M);
    takeBack = action(QKeySequence::Undo);
    pause = action(Qt::CTRL | Qt::Key_P, true);
    resign = action();
    abort = action();
    editPosition = action();
    analyse = action(Qt::Key_F5, true);
    manageEngines = action();
    analyseRecord = action(Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    playOnServer = action();
    tournament = action();
    first = action(Qt::Key_Home);
    previous = action(Qt::Key_Left);
    next = action(Qt::Key_Right);
    last = action(Qt::Key_End);
    showAll = action({}, true);
    flip = action(Qt::CTRL | Qt::Key_R, true);
    moveNumbers = action({}, true);
    about = action();
    languages = new QActionGroup(this);
    for (const language::Language &lang : language::available()) {
        QAction *a = languages->addAction(lang.nativeName);
        a->setCheckable(true);
        a->setData(lang.code);
    }

    QMenuBar *bar = window->menuBar();
    m_file = bar->addMenu(QString());
    m_file->addActions({newGame, open, save});
    m_file->addSeparator();
    m_file->addActions({copyRecord, pasteRecord});
    m_file->addSeparator();
    m_file->addAction(quit);
    m_game = bar->addMenu(QString());
    m_game->addActions({moveNow, takeBack, pause, resign, abort});
    m_game->addSeparator();
    m_game->addActions({editPosition, analyse});
    analysisEngine = m_game->addMenu(QString());
    m_game->addAction(analyseRecord);
    m_game->addAction(playOnServer);
    m_game->addAction(tournament);
    m_game->addSeparator();
    m_game->addAction(manageEngines);
    m_view = bar->addMenu(QString());
    m_view->addActions({first, previous, next, last, showAll, flip, moveNumbers});
    m_view->addSeparator();
    for (QDockWidget *dock : docks)
        m_view->addAction(dock->toggleViewAction());
    m_language = bar->addMenu(QString());
    m_language->addActions(languages->actions());
    m_help = bar->addMenu(QString());
    m_help->addAction(about);
}

void WindowActions::retranslate()
{
    m_file->setTitle(tr("&File"));
    m_game->setTitle(tr("&Game"));
    m_view->setTitle(tr("&View"));
    // The language menu keeps an English word beside the translation so that a user who picked
    // a language they cannot read finds the way back.
    const QString languageWord = tr("&Language");
    m_language->setTitle(languageWord.contains(QLatin1String("Language"))
                             ? languageWord
                             : languageWord + QStringLiteral(" (Language)"));
    m_help->setTitle(tr("&Help"));
    newGame->setText(tr("&New Game…"));
    open->setText(tr("&Open Record…"));
    save->setText(tr("&Save Record As…"));
    copyRecord->setText(tr("&Copy Record"));
    copyRecord->setToolTip(tr("Put the record on the clipboard as text"));
    pasteRecord->setText(tr("&Paste Record"));
    pasteRecord->setToolTip(
        tr("Review the record on the clipboard (its format is recognised from the text)"));
    quit->setText(tr("&Quit"));
    resign->setText(tr("&Resign"));
    moveNow->setText(tr("&Move Now"));
    moveNow->setToolTip(tr("Stop the engine's search and make it play its best move"));
    takeBack->setText(tr("&Take Back"));
    pause->setText(tr("&Pause"));
    pause->setToolTip(tr("Stop the clocks and the engines until you resume the game"));
    abort->setText(tr("&Abort Game"));
    manageEngines->setText(tr("&Engines…"));
    playOnServer->setText(tr("Play on &Server…"));
    tournament->setText(tr("&Tournament…"));
    editPosition->setText(tr("Edit &Position…"));
    editPosition->setToolTip(tr("Set up a position from the one shown, then play or analyse it"));
    analyse->setText(tr("A&nalyse Position"));
    analyse->setToolTip(tr("Let the chosen engines (up to four) analyse the position on the "
                           "board, following it as you move through the game"));
    analysisEngine->setTitle(tr("Analysis Engines"));
    analyseRecord->setText(tr("Analyse &Record…"));
    analyseRecord->setToolTip(tr("Let an engine go over the moves of the record shown and "
                                 "write its evaluation and marks on each"));
    first->setText(tr("&First Position"));
    previous->setText(tr("&Previous Move"));
    next->setText(tr("Ne&xt Move"));
    last->setText(tr("&Last Position"));
    showAll->setText(tr("Show &All Hidden Pieces"));
    showAll->setToolTip(
        tr("Review mode: show every player's pieces, also those a game of hidden information "
           "keeps from a person at the table"));
    flip->setText(tr("&Flip Board"));
    flip->setToolTip(tr("Turn the board round: the second player's side at the bottom"));
    moveNumbers->setText(tr("Move &Numbers"));
    moveNumbers->setToolTip(tr("Number the stones in the order they were played"));
    about->setText(tr("&About Kibitz"));
}

} // namespace kibitz
