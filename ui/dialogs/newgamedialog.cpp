// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamedialog.h"

#include "core/engine/engineadapter.h"
#include "core/game/game.h"
#include "gamecatalog.h"
#include "gameui.h"
#include "setupoptionseditor.h"
#include "timecontroleditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

namespace {
const QString humanChoice = QStringLiteral("human");
const QString bundledChoice = QStringLiteral("bundled");
} // namespace

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent), m_game(new QComboBox), m_setupArea(new QVBoxLayout),
      m_sidesForm(new QFormLayout), m_sameTime(new QCheckBox(tr("Sa&me for both sides"))),
      m_timeEditors{new TimeControlEditor({}), new TimeControlEditor({})},
      m_unlimitedNote(new QLabel)
{
    setWindowTitle(tr("New Game"));
    for (const Game *game : gameui::games())
        m_game->addItem(game->displayName(), game->id());

    auto *gameForm = new QFormLayout;
    gameForm->addRow(tr("&Game:"), m_game);

    auto *playersBox = new QGroupBox(tr("Players"));
    auto *playersLayout = new QVBoxLayout(playersBox);
    playersLayout->addLayout(m_sidesForm);
    auto *manage = new QPushButton(tr("&Manage engines…"));
    playersLayout->addWidget(manage, 0, Qt::AlignRight);

    auto *timeBox = new QGroupBox(tr("Time control"));
    auto *timeLayout = new QVBoxLayout(timeBox);
    auto *editors = new QHBoxLayout;
    for (TimeControlEditor *editor : std::as_const(m_timeEditors)) {
        editors->addWidget(editor);
        connect(editor, &TimeControlEditor::changed, this, &NewGameDialog::updateTimeEditors);
    }
    m_sameTime->setChecked(true);
    m_unlimitedNote->setWordWrap(true);
    timeLayout->addWidget(m_sameTime);
    timeLayout->addLayout(editors);
    timeLayout->addWidget(m_unlimitedNote);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(gameForm);
    layout->addLayout(m_setupArea);
    layout->addWidget(playersBox);
    layout->addWidget(timeBox);
    layout->addWidget(buttons);

    connect(m_game, &QComboBox::currentIndexChanged, this, &NewGameDialog::rebuildForGame);
    connect(manage, &QPushButton::clicked, this, &NewGameDialog::manageEnginesRequested);
    connect(m_sameTime, &QCheckBox::toggled, this, [this](bool same) {
        // Each side starts from the shared control; changing one field keeps the others.
        if (!same) m_timeEditors[1]->setTimeControl(m_timeEditors[0]->timeControl());
        updateTimeEditors();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    rebuildForGame();
}

void NewGameDialog::setEngines(const QList<RegisteredEngine> &engines)
{
    const GameSetup current = setup();
    m_engines = engines;
    setSetup(current);
}

void NewGameDialog::fillPlayerChoices(QComboBox *combo) const
{
    const QString gameId = m_game->currentData().toString();
    combo->addItem(tr("Human"), humanChoice);
    // A game whose protocol is not built yet has no bundled engine to offer.
    const Game *game = gameById(gameId);
    if (game && game->createAdapter(game->protocols().value(0)))
        combo->addItem(tr("Bundled engine (%1)").arg(game->bundledEngineExecutable()),
                       bundledChoice);
    for (const RegisteredEngine &engine : EngineRegistry::forGame(m_engines, gameId))
        combo->addItem(engine.name(), engine.words);
}

void NewGameDialog::rebuildForGame()
{
    delete m_setupEditor;
    m_setupEditor = nullptr;
    if (const Game *game = gameById(m_game->currentData().toString())) {
        m_setupEditor = new SetupOptionsEditor(*game);
        m_setupArea->addWidget(m_setupEditor); // parented before it is shown or hidden
        m_setupEditor->setVisible(m_setupEditor->hasOptions());
    }
    rebuildSides();
    updateTimeEditors();
    fitHeight();
}

void NewGameDialog::fitHeight()
{
    // Fewer rows than before (goita's four sides, then two; the note on unlimited time gone): no
    // blank gap is kept. Before the dialog is shown its boxes do not tell it their new size by
    // themselves: their layouts are asked, the innermost first.
    const QList<QGroupBox *> boxes = findChildren<QGroupBox *>();
    for (auto box = boxes.crbegin(); box != boxes.crend(); ++box)
        if ((*box)->layout()) (*box)->layout()->activate();
    layout()->activate();
    resize(width(), sizeHint().height());
}

void NewGameDialog::rebuildSides()
{
    while (m_sidesForm->rowCount() > 0)
        m_sidesForm->removeRow(0);
    m_sides.clear();
    m_sideLabels.clear();
    const Game *game = gameById(m_game->currentData().toString());
    if (!game) return;
    for (int side = 0; side < game->playerCount(); ++side) {
        auto *combo = new QComboBox;
        fillPlayerChoices(combo);
        // A new user's first choice: play the first side, the bundled engine the others.
        combo->setCurrentIndex(side == 0 ? 0 : qMin(1, combo->count() - 1));
        m_sides << combo;
        m_sidesForm->addRow(game->sideName(side) + QLatin1Char(':'), combo);
    }
}

void NewGameDialog::updateTimeEditors()
{
    const Game *game = gameById(m_game->currentData().toString());
    const bool twoSides = game && game->playerCount() == 2;
    const bool same = m_sameTime->isChecked() || !twoSides;
    const bool wasPerSide = !m_timeEditors[1]->isHidden();
    const bool noteWasShown = !m_unlimitedNote->isHidden();
    m_sameTime->setVisible(twoSides);
    m_timeEditors[1]->setVisible(!same);
    m_timeEditors[0]->setTitle(same || !game ? tr("Each side") : game->sideName(0));
    if (game) m_timeEditors[1]->setTitle(game->sideName(1));
    // What an engine is told when its side has no time: each of the game's protocols says.
    bool unlimited = false;
    for (int side = 0; side < (same ? 1 : 2); ++side)
        unlimited |= m_timeEditors[side]->timeControl().isUnlimited();
    QStringList notes;
    if (game && unlimited)
        for (const QString &protocol : game->protocols())
            if (const auto adapter = game->createAdapter(protocol))
                notes << tr("a %1 engine is told %2")
                             .arg(game->protocolDisplayName(protocol),
                                  adapter->unlimitedTimeNote());
    m_unlimitedNote->setText(notes.isEmpty() ? QString()
                                             : tr("Unlimited: a person takes the time they like; "
                                                  "%1.")
                                                   .arg(notes.join(QStringLiteral("; "))));
    m_unlimitedNote->setVisible(!notes.isEmpty());
    if (wasPerSide != !same || noteWasShown != !notes.isEmpty()) fitHeight();
}

void NewGameDialog::setSetup(const GameSetup &setup)
{
    const int gameIndex = qMax(0, m_game->findData(setup.gameId));
    if (gameIndex == m_game->currentIndex())
        rebuildSides();
    else
        m_game->setCurrentIndex(gameIndex); // rebuilds for that game
    for (int side = 0; side < m_sides.size() && side < setup.sides.size(); ++side) {
        const SideSetup &choice = setup.sides[side];
        const QString data = choice.kind == SideSetup::Kind::Human ? humanChoice : choice.engine;
        const int index = m_sides[side]->findData(data);
        if (index >= 0) m_sides[side]->setCurrentIndex(index);
    }
    if (m_setupEditor) m_setupEditor->setSetupText(setup.setup);
    const bool perSide = setup.sideTimeControls.size() == 2;
    m_sameTime->setChecked(!perSide);
    for (int side = 0; side < 2; ++side)
        m_timeEditors[side]->setTimeControl(perSide ? setup.sideTimeControls[side]
                                                    : setup.timeControl);
    updateTimeEditors();
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.gameId = m_game->currentData().toString();
    if (m_setupEditor) setup.setup = m_setupEditor->setupText();
    for (const QComboBox *combo : m_sides) {
        const QString data = combo->currentData().toString();
        if (data == humanChoice)
            setup.sides.append({SideSetup::Kind::Human, {}});
        else
            setup.sides.append({SideSetup::Kind::Engine, data});
    }
    setup.timeControl = m_timeEditors[0]->timeControl();
    if (!m_sameTime->isChecked() && !m_sameTime->isHidden()) {
        const QList<TimeControl> sides{setup.timeControl, m_timeEditors[1]->timeControl()};
        if (!(sides[0] == sides[1])) setup.sideTimeControls = sides;
    }
    return setup;
}

void NewGameDialog::accept()
{
    QString error;
    if (m_setupEditor) m_setupEditor->setupText(&error);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("New Game"),
                             tr("The start position cannot be set up: %1").arg(error));
        return;
    }
    QDialog::accept();
}

} // namespace kibitz
