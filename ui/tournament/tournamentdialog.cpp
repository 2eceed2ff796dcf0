// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentdialog.h"

#include "core/engine/engineadapter.h"
#include "core/engine/enginebuilder.h"
#include "core/game/game.h"
#include "dialogs/setupoptionseditor.h"
#include "gamecatalog.h"
#include "gameui.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kibitz {

namespace {
enum Column { NameColumn, TimeColumn, WordsColumn };

QSpinBox *spinBox(int minimum, int maximum)
{
    auto *box = new QSpinBox;
    box->setRange(minimum, maximum);
    return box;
}

QDoubleSpinBox *doubleBox(double minimum, double maximum, int decimals)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSingleStep(decimals > 2 ? 0.01 : 0.5);
    return box;
}
} // namespace

TournamentDialog::TournamentDialog(const QList<RegisteredEngine> &registered, QWidget *parent)
    : QDialog(parent), m_registered(registered), m_game(new QComboBox),
      m_setupArea(new QVBoxLayout), m_engineChoice(new QComboBox), m_engines(new QTableWidget),
      m_kind(new QComboBox), m_games(spinBox(1, 100000)), m_rounds(spinBox(1, 10000)),
      m_concurrency(spinBox(1, 64)), m_plies(spinBox(-1, 1000)), m_maxMoves(spinBox(0, 100000)),
      m_repeat(new QCheckBox(tr("&Repeat each opening with sides swapped (game pairs)"))),
      m_randomOrder(new QCheckBox(tr("Random &order"))),
      m_sprt(new QCheckBox(tr("Stop when an S&PRT decides"))),
      m_logistic(new QCheckBox(tr("Logistic Elo (else normalized)"))), m_timeControl(new QLineEdit),
      m_openings(new QLineEdit), m_draw(new QLineEdit), m_resign(new QLineEdit),
      m_out(new QLineEdit), m_elo0(doubleBox(-1000, 1000, 2)), m_elo1(doubleBox(-1000, 1000, 2)),
      m_alpha(doubleBox(0.001, 0.5, 3)), m_beta(doubleBox(0.001, 0.5, 3)), m_problem(new QLabel)
{
    setWindowTitle(tr("Tournament"));
    setMinimumWidth(560);
    for (const Game *game : gameui::games())
        m_game->addItem(game->displayName(), game->id());
    auto *tabs = new QTabWidget;
    tabs->addTab(enginesPage(), tr("&Engines"));
    tabs->addTab(gamesPage(), tr("&Games"));
    tabs->addTab(rulesPage(), tr("R&ules"));

    auto *browse = new QPushButton(tr("&Browse…"));
    auto *outRow = new QHBoxLayout;
    outRow->addWidget(m_out, 1);
    outRow->addWidget(browse);
    auto *outLabel = new QLabel(tr("Output &folder:"));
    outLabel->setBuddy(m_out);
    auto *outForm = new QFormLayout;
    outForm->addRow(outLabel, outRow);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    QPushButton *resume = buttons->addButton(tr("Resu&me"), QDialogButtonBox::ActionRole);
    resume->setToolTip(tr("Continue the tournament in the output folder: its finished games are "
                          "kept, the others played."));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs, 1);
    layout->addLayout(outForm);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_game, &QComboBox::currentIndexChanged, this, &TournamentDialog::rebuildForGame);
    connect(browse, &QPushButton::clicked, this, &TournamentDialog::chooseFolder);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { start(false); });
    connect(resume, &QPushButton::clicked, this, [this] { start(true); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    rebuildForGame();
    setSettings(TournamentSettings{});
}

QWidget *TournamentDialog::enginesPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout;
    form->addRow(tr("&Game:"), m_game);
    m_engines->setColumnCount(3);
    m_engines->setHorizontalHeaderLabels({tr("Name"), tr("Own time control"), tr("Engine words")});
    m_engines->horizontalHeader()->setStretchLastSection(true);
    m_engines->setColumnWidth(NameColumn, 180);
    m_engines->setColumnWidth(TimeColumn, 140);
    m_engines->verticalHeader()->hide();
    m_engines->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_engines->setToolTip(tr("Each engine's name in the standings, and its own time control "
                             "(empty: the tournament's), for time odds."));
    auto *add = new QPushButton(tr("&Add"));
    auto *remove = new QPushButton(tr("Re&move"));
    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_engineChoice, 1);
    addRow->addWidget(add);
    addRow->addWidget(remove);
    auto *label = new QLabel(tr("E&ngine:"));
    label->setBuddy(m_engineChoice);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addLayout(m_setupArea);
    auto *engineRow = new QHBoxLayout;
    engineRow->addWidget(label);
    engineRow->addLayout(addRow, 1);
    layout->addLayout(engineRow);
    layout->addWidget(m_engines, 1);
    connect(add, &QPushButton::clicked, this, [this] {
        addEngine(m_engineChoice->currentData().toString(), m_engineChoice->currentText(), {});
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_engines->currentRow() >= 0) m_engines->removeRow(m_engines->currentRow());
    });
    return page;
}

QWidget *TournamentDialog::gamesPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_kind->addItem(tr("Round robin"));
    m_kind->addItem(tr("Gauntlet (the first engine against each other)"));
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("Games per &encounter:"), m_games);
    form->addRow(tr("R&ounds:"), m_rounds);
    form->addRow(QString(), m_repeat);
    m_timeControl->setPlaceholderText(tr("BASE[+BYOYOMI[+INCREMENT]] seconds, or movetime=MS"));
    form->addRow(tr("&Time control:"), m_timeControl);
    form->addRow(tr("&Concurrency:"), m_concurrency);
    m_openings->setPlaceholderText(tr("none: the game's start"));
    auto *browse = new QPushButton(tr("Bro&wse…"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_openings, 1);
    row->addWidget(browse);
    auto *label = new QLabel(tr("O&penings file:"));
    label->setBuddy(m_openings);
    form->addRow(label, row);
    form->addRow(QString(), m_randomOrder);
    m_plies->setSpecialValueText(tr("whole"));
    form->addRow(tr("Opening p&lies:"), m_plies);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Openings"), m_openings->text());
        if (!file.isEmpty()) m_openings->setText(file);
    });
    return page;
}

QWidget *TournamentDialog::rulesPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_draw->setPlaceholderText(tr("e.g. movenumber=40 movecount=8 score=10"));
    m_resign->setPlaceholderText(tr("e.g. movecount=3 score=1000 twosided"));
    form->addRow(tr("&Draw adjudication:"), m_draw);
    form->addRow(tr("Re&sign adjudication:"), m_resign);
    m_maxMoves->setSpecialValueText(tr("no limit"));
    form->addRow(tr("&Maximum plies:"), m_maxMoves);
    form->addRow(QString(), m_sprt);
    form->addRow(tr("Elo&0 (H0):"), m_elo0);
    form->addRow(tr("Elo&1 (H1):"), m_elo1);
    form->addRow(tr("&Alpha:"), m_alpha);
    form->addRow(tr("&Beta:"), m_beta);
    form->addRow(QString(), m_logistic);
    const auto enable = [this](bool on) {
        for (QWidget *w :
             std::initializer_list<QWidget *>{m_elo0, m_elo1, m_alpha, m_beta, m_logistic})
            w->setEnabled(on);
    };
    connect(m_sprt, &QCheckBox::toggled, this, enable);
    enable(false);
    return page;
}

void TournamentDialog::rebuildForGame()
{
    delete m_setupEditor;
    m_setupEditor = nullptr;
    if (const Game *game = gameById(m_game->currentData().toString())) {
        m_setupEditor = new SetupOptionsEditor(*game);
        m_setupArea->addWidget(m_setupEditor);
        m_setupEditor->setVisible(m_setupEditor->hasOptions());
    }
    m_engines->setRowCount(0); // engines are the game's own
    fillEngineChoices();
}

void TournamentDialog::fillEngineChoices()
{
    m_engineChoice->clear();
    const QString gameId = m_game->currentData().toString();
    const Game *game = gameById(gameId);
    if (!game) return;
    EngineBuilder builder(m_registered);
    const auto nameOf = [&](const QString &words, const QString &fallback) {
        QString error;
        const std::optional<EngineSpec> spec = builder.spec(words, *game, &error);
        return spec ? spec->displayName() : fallback;
    };
    // A game whose protocol is not built yet has no bundled engine to offer.
    if (game->createAdapter(game->protocols().value(0)))
        m_engineChoice->addItem(nameOf(QStringLiteral("bundled"), tr("Bundled engine")),
                                QStringLiteral("bundled"));
    for (const RegisteredEngine &engine : EngineRegistry::forGame(m_registered, gameId))
        m_engineChoice->addItem(engine.name(), engine.words);
}

QString TournamentDialog::uniqueName(const QString &name) const
{
    QStringList taken;
    for (int row = 0; row < m_engines->rowCount(); ++row)
        taken << m_engines->item(row, NameColumn)->text();
    QString unique = name;
    for (int n = 2; taken.contains(unique); ++n)
        unique = QStringLiteral("%1 (%2)").arg(name).arg(n);
    return unique;
}

void TournamentDialog::addEngine(const QString &words, const QString &name,
                                 const QString &timeControl)
{
    if (words.isEmpty()) return;
    const QString unique = uniqueName(name);
    const int row = m_engines->rowCount();
    m_engines->insertRow(row);
    m_engines->setItem(row, NameColumn, new QTableWidgetItem(unique));
    m_engines->setItem(row, TimeColumn, new QTableWidgetItem(timeControl));
    auto *wordsItem = new QTableWidgetItem(words);
    wordsItem->setFlags(wordsItem->flags() & ~Qt::ItemIsEditable);
    m_engines->setItem(row, WordsColumn, wordsItem);
    m_engines->setCurrentCell(row, NameColumn);
}

void TournamentDialog::chooseFolder()
{
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Output folder"), m_out->text());
    if (!folder.isEmpty()) m_out->setText(QDir::toNativeSeparators(folder));
}

void TournamentDialog::setSettings(const TournamentSettings &s)
{
    const int gameIndex = m_game->findData(s.gameId);
    if (gameIndex >= 0 && gameIndex != m_game->currentIndex()) m_game->setCurrentIndex(gameIndex);
    if (m_setupEditor) m_setupEditor->setSetupText(s.setup);
    m_engines->setRowCount(0);
    for (const TournamentEngine &e : s.engines)
        addEngine(e.words, e.name, e.timeControl);
    m_kind->setCurrentIndex(s.gauntlet ? 1 : 0);
    m_games->setValue(s.games);
    m_rounds->setValue(s.rounds);
    m_repeat->setChecked(s.repeat);
    m_timeControl->setText(s.timeControl);
    m_concurrency->setValue(s.concurrency);
    m_openings->setText(s.openings);
    m_randomOrder->setChecked(s.randomOrder);
    m_plies->setValue(s.plies);
    m_draw->setText(s.draw);
    m_resign->setText(s.resign);
    m_maxMoves->setValue(s.maxMoves);
    m_sprt->setChecked(s.sprt);
    m_elo0->setValue(s.elo0);
    m_elo1->setValue(s.elo1);
    m_alpha->setValue(s.alpha);
    m_beta->setValue(s.beta);
    m_logistic->setChecked(s.logistic);
    m_out->setText(QDir::toNativeSeparators(s.outDir));
}

TournamentSettings TournamentDialog::settings() const
{
    TournamentSettings s;
    s.gameId = m_game->currentData().toString();
    if (m_setupEditor) s.setup = m_setupEditor->setupText();
    for (int row = 0; row < m_engines->rowCount(); ++row)
        s.engines << TournamentEngine{m_engines->item(row, WordsColumn)->text(),
                                      m_engines->item(row, NameColumn)->text().trimmed(),
                                      m_engines->item(row, TimeColumn)->text().trimmed()};
    s.gauntlet = m_kind->currentIndex() == 1;
    s.games = m_games->value();
    s.rounds = m_rounds->value();
    s.repeat = m_repeat->isChecked();
    s.timeControl = m_timeControl->text().trimmed();
    s.concurrency = m_concurrency->value();
    s.openings = m_openings->text().trimmed();
    s.randomOrder = m_randomOrder->isChecked();
    s.plies = m_plies->value();
    s.draw = m_draw->text().trimmed();
    s.resign = m_resign->text().trimmed();
    s.maxMoves = m_maxMoves->value();
    s.sprt = m_sprt->isChecked();
    s.elo0 = m_elo0->value();
    s.elo1 = m_elo1->value();
    s.alpha = m_alpha->value();
    s.beta = m_beta->value();
    s.logistic = m_logistic->isChecked();
    s.outDir = QDir::fromNativeSeparators(m_out->text().trimmed());
    return s;
}

void TournamentDialog::start(bool resume)
{
    TournamentSettings chosen = settings();
    QString error;
    if (resume) {
        // The folder's own settings: a resumed run plays exactly what it was started with.
        const std::optional<TournamentSettings> kept =
            TournamentSettings::readFolder(chosen.outDir, &error);
        if (kept) setSettings(*kept);
        chosen = kept.value_or(chosen);
    }
    if (error.isEmpty()) m_config = chosen.config(resume, &error);
    if (error.isEmpty()) error = chosen.writeFolder();
    m_problem->setText(error);
    m_problem->setVisible(!error.isEmpty());
    if (!error.isEmpty()) return;
    m_resumes = resume;
    accept();
}

} // namespace kibitz
