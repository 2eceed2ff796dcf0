// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's dialogs: New Game, Edit Position, Engines and About.
#include "mainwindow.h"

#include "board/positioneditor.h"
#include "core/engine/engineregistry.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "dialogs/enginesdialog.h"
#include "dialogs/newgamedialog.h"
#include "enginenames.h"
#include "gamecatalog.h"
#include "gameui.h"
#include "leaveguard.h"
#include "serverplaydialog.h"
#include "serverplaypresenter.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace kibitz {

void MainWindow::newGame()
{
    newGameFrom(GameSetup::load(m_settings));
}

void MainWindow::newGameFrom(const GameSetup &preset, bool fromEditor)
{
    NewGameDialog dialog(this);
    dialog.setEngines(EngineRegistry::load(m_settings));
    dialog.setSetup(preset);
    connect(&dialog, &NewGameDialog::manageEnginesRequested, this, [this, &dialog] {
        manageEngines(dialog.setup().gameId);
        dialog.setEngines(EngineRegistry::load(m_settings));
    });
    if (dialog.exec() != QDialog::Accepted || !m_leave->confirm()) return;
    GameSetup chosen = dialog.setup();
    if (const QString error = startGame(chosen); !error.isEmpty()) {
        QMessageBox::warning(this, tr("New Game"), error);
    } else if (fromEditor) {
        // The editor's position is for the game it started: the next New Game starts afresh.
        chosen.setup.clear();
        chosen.save(m_settings);
    }
}

void MainWindow::editPosition()
{
    const Game *shown = game();
    std::unique_ptr<PositionEditor> editor(shown ? gameui::createPositionEditor(*shown, this)
                                                 : nullptr);
    if (!editor) return;
    if (const auto position = m_controller->positionAt(shownPly()))
        editor->setSetupText(position->setupText());
    if (editor->exec() != QDialog::Accepted) return;
    GameSetup setup = GameSetup::load(m_settings);
    setup.gameId = shown->id();
    setup.setup = editor->setupText();
    if (editor->intent() == PositionEditor::Intent::Play) return newGameFrom(setup, true);
    if (!m_leave->confirm()) return;
    // An analysis: a person on every side, so that moves can be tried on the board, no clock.
    setup.sides = QList<SideSetup>(shown->playerCount(), SideSetup{});
    setup.timeControl = {};
    setup.sideTimeControls.clear();
    const GameSetup usual = GameSetup::load(m_settings);
    QString error = startGame(setup);
    usual.save(m_settings); // an analysis of a position is no choice for the next New Game
    if (error.isEmpty()) error = setAnalysing(true);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Edit Position"), error);
}

void MainWindow::manageEngines(const QString &gameId)
{
    EnginesDialog dialog(EngineRegistry::load(m_settings), gameId, this);
    dialog.setToldNames(enginenames::load(m_settings));
    if (dialog.exec() == QDialog::Accepted) EngineRegistry::save(m_settings, dialog.engines());
}

void MainWindow::playOnServer()
{
    const Game *shown = game();
    if (!shown) return;
    ServerPlayDialog dialog(*shown, EngineRegistry::load(m_settings), m_settings, this);
    if (dialog.exec() != QDialog::Accepted || !m_leave->confirm()) return;
    const QString error = m_serverPlay->start(*shown, dialog.options(), dialog.engineWords());
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Play on Server"), error);
}

void MainWindow::about()
{
    QStringList games;
    for (const Game *game : allGames())
        games << game->displayName();
    QMessageBox::about(
        this, tr("About Kibitz"),
        tr("<h3>Kibitz %1</h3><p>Play and analyse %2 against engines.</p>"
           "<p>Engines are separate programs; Kibitz speaks to them over their "
           "standard input and output and keeps the whole traffic in the engine "
           "log.</p>")
            .arg(QCoreApplication::applicationVersion(), games.join(QStringLiteral(", "))));
}

} // namespace kibitz
