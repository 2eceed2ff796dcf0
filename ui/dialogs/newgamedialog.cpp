#include "newgamedialog.h"

#include "core/engine/engineadapter.h"
#include "core/game/game.h"
#include "gamecatalog.h"
#include "gameui.h"
#include "setupoptionseditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz {

namespace {
const QString humanChoice = QStringLiteral("human");
const QString bundledChoice = QStringLiteral("bundled");
} // namespace

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent), m_game(new QComboBox), m_setupArea(new QVBoxLayout),
      m_sidesForm(new QFormLayout), m_baseMinutes(new QSpinBox), m_byoyomi(new QSpinBox),
      m_increment(new QSpinBox), m_fixed(new QCheckBox(tr("&Fixed time per move"))),
      m_moveTime(new QDoubleSpinBox)
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

    m_baseMinutes->setRange(0, 600);
    m_baseMinutes->setSuffix(tr(" min"));
    m_baseMinutes->setSpecialValueText(tr("unlimited"));
    m_byoyomi->setRange(0, 3600);
    m_byoyomi->setSuffix(tr(" s"));
    m_increment->setRange(0, 3600);
    m_increment->setSuffix(tr(" s"));
    m_moveTime->setRange(0.1, 3600);
    m_moveTime->setDecimals(1);
    m_moveTime->setSuffix(tr(" s"));
    m_moveTime->setValue(1);
    auto *timeBox = new QGroupBox(tr("Time control"));
    auto *timeForm = new QFormLayout(timeBox);
    timeForm->addRow(tr("&Time per side:"), m_baseMinutes);
    timeForm->addRow(tr("&Byoyomi:"), m_byoyomi);
    timeForm->addRow(tr("&Increment:"), m_increment);
    timeForm->addRow(m_fixed, m_moveTime);

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
    connect(m_fixed, &QCheckBox::toggled, this, &NewGameDialog::updateTimeFields);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    rebuildForGame();
    updateTimeFields();
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
    // Fewer rows than the game before (goita's four sides, then two): no blank gap is kept.
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

void NewGameDialog::updateTimeFields()
{
    const bool fixed = m_fixed->isChecked();
    m_moveTime->setEnabled(fixed);
    m_baseMinutes->setEnabled(!fixed);
    m_byoyomi->setEnabled(!fixed);
    m_increment->setEnabled(!fixed);
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
    const TimeControl &tc = setup.timeControl;
    m_fixed->setChecked(tc.isFixedPerMove());
    if (tc.isFixedPerMove()) m_moveTime->setValue(tc.moveTimeMs / 1000.0);
    m_baseMinutes->setValue(int(tc.baseMs / 60'000));
    m_byoyomi->setValue(int(tc.byoyomiMs / 1000));
    m_increment->setValue(int(tc.incrementMs / 1000));
    updateTimeFields();
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
    if (m_fixed->isChecked()) {
        setup.timeControl.moveTimeMs = qRound64(m_moveTime->value() * 1000);
    } else {
        setup.timeControl.baseMs = m_baseMinutes->value() * qint64(60'000);
        setup.timeControl.byoyomiMs = m_byoyomi->value() * qint64(1000);
        setup.timeControl.incrementMs = m_increment->value() * qint64(1000);
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
