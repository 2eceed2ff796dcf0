// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineeditdialog.h"

#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "engineoptionsdialog.h"
#include "gamecatalog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>

namespace kibitz {

namespace {
QWidget *withButton(QLineEdit *edit, QPushButton *button)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(button);
    return row;
}
} // namespace

EngineEditDialog::EngineEditDialog(QWidget *parent)
    : QDialog(parent), m_game(new QComboBox), m_name(new QLineEdit), m_command(new QLineEdit),
      m_arguments(new QLineEdit), m_directory(new QLineEdit), m_protocol(new QComboBox),
      m_optionsText(new QLabel), m_optionsButton(new QPushButton(tr("&Options…"))),
      m_problem(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Engine"));
    m_game->setObjectName(QStringLiteral("game"));
    for (const Game *game : allGames())
        m_game->addItem(game->displayName(), game->id());
    m_name->setPlaceholderText(tr("the name the engine gives"));
    m_arguments->setPlaceholderText(tr("none; quote an argument that has spaces"));
    m_directory->setPlaceholderText(tr("the program's folder"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));

    auto *browseCommand = new QPushButton(tr("Browse…"));
    auto *browseDirectory = new QPushButton(tr("Browse…"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Program:"), withButton(m_command, browseCommand));
    form->addRow(tr("&Arguments:"), m_arguments);
    form->addRow(tr("&Working folder:"), withButton(m_directory, browseDirectory));
    form->addRow(tr("P&rotocol:"), m_protocol);
    form->addRow(tr("&Name:"), m_name);
    m_optionsText->setWordWrap(true);
    m_optionsText->setObjectName(QStringLiteral("optionsText"));
    m_optionsButton->setObjectName(QStringLiteral("options"));
    auto *optionsRow = new QWidget;
    auto *optionsLayout = new QHBoxLayout(optionsRow);
    optionsLayout->setContentsMargins(0, 0, 0, 0);
    optionsLayout->addWidget(m_optionsText, 1);
    optionsLayout->addWidget(m_optionsButton, 0, Qt::AlignTop);
    form->addRow(tr("Engine options:"), optionsRow);
    form->addRow(m_problem);
    form->addRow(m_buttons);
    fillProtocols();

    connect(m_game, &QComboBox::currentIndexChanged, this, &EngineEditDialog::fillProtocols);
    connect(browseCommand, &QPushButton::clicked, this, &EngineEditDialog::browseCommand);
    connect(browseDirectory, &QPushButton::clicked, this, &EngineEditDialog::browseDirectory);
    connect(m_command, &QLineEdit::textChanged, this, &EngineEditDialog::validate);
    connect(m_protocol, &QComboBox::currentIndexChanged, this, &EngineEditDialog::validate);
    connect(m_optionsButton, &QPushButton::clicked, this, &EngineEditDialog::editOptions);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showOptions();
    validate();
    resize(520, sizeHint().height());
}

void EngineEditDialog::fillProtocols()
{
    m_protocol->clear();
    const Game *game = gameById(m_game->currentData().toString());
    if (!game) return;
    for (const QString &protocol : game->protocols())
        m_protocol->addItem(game->protocolDisplayName(protocol), protocol);
}

void EngineEditDialog::browseCommand()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Engine program"), m_command->text());
    if (path.isEmpty()) return;
    m_command->setText(path);
    if (m_directory->text().isEmpty()) m_directory->setText(QFileInfo(path).absolutePath());
}

void EngineEditDialog::browseDirectory()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Working folder"), m_directory->text());
    if (!dir.isEmpty()) m_directory->setText(dir);
}

void EngineEditDialog::validate()
{
    const QString command = m_command->text().trimmed();
    QString problem;
    if (command.isEmpty())
        problem = tr("Choose the engine's program.");
    else if (!QFileInfo(command).isExecutable())
        problem = tr("%1 is not an executable program.").arg(command);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    m_optionsButton->setEnabled(problem.isEmpty() && EngineOptionsDialog::canShowOptions(engine()));
}

void EngineEditDialog::showOptions()
{
    QStringList words;
    for (const auto &[name, value] : std::as_const(m_options))
        words << QStringLiteral("%1=%2").arg(name, value);
    m_optionsText->setText(words.isEmpty() ? tr("the engine's defaults")
                                           : words.join(QStringLiteral(", ")));
}

void EngineEditDialog::editOptions()
{
    // Not exec(): the engine starts in the background while the window stays responsive.
    auto *dialog = new EngineOptionsDialog(engine(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const std::optional<EngineSpec> spec =
                EngineSpec::parse(dialog->engine().words, nullptr))
            m_options = spec->options;
        showOptions();
    });
    dialog->open();
}

void EngineEditDialog::setGame(const QString &gameId)
{
    if (const int index = m_game->findData(gameId); index >= 0) m_game->setCurrentIndex(index);
}

void EngineEditDialog::setEngine(const RegisteredEngine &engine)
{
    m_game->setCurrentIndex(qMax(0, m_game->findData(engine.gameId)));
    const std::optional<EngineSpec> spec = EngineSpec::parse(engine.words, nullptr);
    if (!spec) return;
    m_command->setText(spec->command);
    QStringList quotedArguments;
    for (const QString &argument : spec->arguments)
        quotedArguments << EngineSpec::quoted(argument);
    m_arguments->setText(quotedArguments.join(QLatin1Char(' ')));
    m_directory->setText(spec->workingDirectory);
    m_protocol->setCurrentIndex(qMax(0, m_protocol->findData(spec->protocol)));
    m_name->setText(spec->name);
    m_options = spec->options;
    showOptions();
}

RegisteredEngine EngineEditDialog::engine() const
{
    EngineSpec spec;
    spec.command = m_command->text().trimmed();
    spec.arguments = QProcess::splitCommand(m_arguments->text());
    spec.workingDirectory = m_directory->text().trimmed();
    spec.protocol = m_protocol->currentData().toString();
    spec.name = m_name->text().trimmed();
    spec.options = m_options;
    return {m_game->currentData().toString(), spec.toText()};
}

} // namespace kibitz
