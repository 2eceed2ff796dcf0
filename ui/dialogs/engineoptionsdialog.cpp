// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineoptionsdialog.h"

#include "core/engine/engineadapter.h"
#include "core/engine/enginebuilder.h"
#include "core/engine/engineplayer.h"
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "engineoptionfield.h"
#include "gamecatalog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace kibitz {

namespace {
// The engine's spec ready to start, or null with *error set.
std::optional<EngineSpec> resolvedSpec(const RegisteredEngine &engine, QString *error)
{
    const Game *game = gameById(engine.gameId);
    if (!game) {
        *error = EngineOptionsDialog::tr("Kibitz does not know the game '%1'.").arg(engine.gameId);
        return std::nullopt;
    }
    return EngineBuilder().spec(engine.words, *game, error);
}
} // namespace

EngineOptionsDialog::EngineOptionsDialog(const RegisteredEngine &engine, QWidget *parent)
    : QDialog(parent), m_engine(engine), m_pages(new QStackedWidget), m_status(new QLabel),
      m_progress(new QProgressBar), m_retry(new QPushButton(tr("&Try Again"))),
      m_form(new QFormLayout), m_problem(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                     QDialogButtonBox::RestoreDefaults))
{
    setWindowTitle(tr("Options of %1").arg(engine.name()));
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("status"));
    m_progress->setRange(0, 0); // busy until the engine has said its options
    m_retry->setObjectName(QStringLiteral("retry"));
    auto *waiting = new QWidget;
    auto *waitingLayout = new QVBoxLayout(waiting);
    waitingLayout->addStretch();
    waitingLayout->addWidget(m_status);
    waitingLayout->addWidget(m_progress);
    waitingLayout->addWidget(m_retry, 0, Qt::AlignLeft);
    waitingLayout->addStretch();

    // Engines declare up to a hundred options (YaneuraOu about sixty): they scroll.
    auto *formWidget = new QWidget;
    formWidget->setLayout(m_form);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(formWidget);
    m_pages->addWidget(waiting);
    m_pages->addWidget(scroll);

    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();
    auto *help = new QLabel(tr("The options %1 declares. Only the values that differ from the "
                               "engine's defaults are kept with it.")
                                .arg(engine.name()));
    help->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(help);
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_retry, &QPushButton::clicked, this, &EngineOptionsDialog::startEngine);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EngineOptionsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &EngineOptionsDialog::restoreDefaults);
    resize(560, 600);
    startEngine();
}

EngineOptionsDialog::~EngineOptionsDialog()
{
    stopEngine();
}

bool EngineOptionsDialog::canShowOptions(const RegisteredEngine &engine)
{
    const Game *game = gameById(engine.gameId);
    const std::optional<EngineSpec> spec = EngineSpec::parse(engine.words, nullptr);
    if (!game || !spec || game->protocols().isEmpty()) return false;
    const std::unique_ptr<EngineAdapter> adapter =
        game->createAdapter(spec->protocol.isEmpty() ? game->protocols().first() : spec->protocol);
    return adapter && adapter->declaresOptions();
}

void EngineOptionsDialog::startEngine()
{
    stopEngine();
    m_pages->setCurrentIndex(0);
    m_retry->hide();
    m_progress->show();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    m_buttons->button(QDialogButtonBox::RestoreDefaults)->setEnabled(false);
    QString error;
    std::optional<EngineSpec> spec = resolvedSpec(m_engine, &error);
    if (!spec) {
        showFailure(error);
        return;
    }
    spec->options.clear(); // the engine's own defaults are wanted
    m_status->setText(tr("Starting %1 to learn its options…").arg(m_engine.name()));
    m_player = new EnginePlayer(*gameById(m_engine.gameId), *spec);
    connect(m_player, &Player::readied, this, [this] {
        const QList<EngineOption> options = m_player->adapter()->declaredOptions();
        stopEngine();
        showOptions(options);
    });
    connect(m_player, &Player::failed, this, [this](EndReason, const QString &detail) {
        stopEngine();
        showFailure(detail);
    });
    m_player->prepare();
}

void EngineOptionsDialog::stopEngine()
{
    if (!m_player) return;
    // The engine quits as after a game (then is killed if it lingers), outliving the dialog.
    EnginePlayer *player = m_player;
    m_player = nullptr;
    player->disconnect(this);
    connect(player, &Player::quitCompleted, player, &QObject::deleteLater);
    player->quit();
}

void EngineOptionsDialog::showFailure(const QString &detail)
{
    m_status->setText(tr("The engine's options cannot be read: %1").arg(detail));
    m_progress->hide();
    m_retry->show();
}

void EngineOptionsDialog::showOptions(const QList<EngineOption> &options)
{
    qDeleteAll(m_fields);
    m_fields.clear();
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    const std::optional<EngineSpec> spec = EngineSpec::parse(m_engine.words, nullptr);
    const QList<QPair<QString, QString>> stored = spec ? spec->options : decltype(stored)();
    QStringList notes;
    for (const EngineOption &option : options) {
        auto *field = new EngineOptionField(option, this);
        auto *label = new QLabel(option.name);
        label->setBuddy(field->widget());
        m_form->addRow(label, field->widget());
        m_fields << field;
    }
    for (const auto &[name, value] : stored) {
        const EngineOption *option = findOption(options, name);
        if (!option) {
            notes << tr("%1 is not an option of this engine; OK forgets it.").arg(name);
            continue;
        }
        if (option->type == EngineOption::Type::Button) {
            m_fields[options.indexOf(*option)]->setValue(QStringLiteral("true"));
            continue;
        }
        if (const QString why = option->check(value); !why.isEmpty()) {
            notes << tr("The stored value is refused (%1); the default is shown.").arg(why);
            continue;
        }
        m_fields[options.indexOf(*option)]->setValue(value);
    }
    m_problem->setText(notes.join(u'\n'));
    m_problem->setVisible(!notes.isEmpty());
    m_pages->setCurrentIndex(1);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
    m_buttons->button(QDialogButtonBox::RestoreDefaults)->setEnabled(true);
}

void EngineOptionsDialog::restoreDefaults()
{
    for (EngineOptionField *field : std::as_const(m_fields))
        field->restoreDefault();
    m_problem->hide();
}

void EngineOptionsDialog::accept()
{
    std::optional<EngineSpec> spec = EngineSpec::parse(m_engine.words, nullptr);
    if (!spec) return;
    spec->options.clear();
    for (const EngineOptionField *field : std::as_const(m_fields)) {
        const QString value = field->value();
        if (const QString why = field->option().check(value); !why.isEmpty()) {
            m_problem->setText(tr("The engine would refuse this: %1").arg(why));
            m_problem->show();
            field->widget()->setFocus();
            return;
        }
        if (!field->isDefault()) spec->options.append({field->option().name, value});
    }
    m_engine.words = spec->toText();
    QDialog::accept();
}

} // namespace kibitz
