// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverplaydialog.h"

#include "core/game/game.h"
#include "passwordkeyring.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz {

namespace {
const QString group = QStringLiteral("serverPlay");
const QString personWords = QStringLiteral("person"); // the person at the board plays
} // namespace

ServerPlayDialog::ServerPlayDialog(const Game &game, const QList<RegisteredEngine> &engines,
                                   QSettings &settings, QWidget *parent)
    : QDialog(parent), m_settings(settings), m_host(new QLineEdit), m_port(new QSpinBox),
      m_mode(new QComboBox), m_id(new QLineEdit), m_password(new QLineEdit),
      m_keyringNote(new QLabel), m_engine(new QComboBox),
      m_earlyPonder(new QCheckBox(tr("Ponder at once after each move (early ponder)"))),
      m_repeat(new QSpinBox), m_margin(new QSpinBox), m_folder(new QLineEdit),
      m_nameTemplate(new QLineEdit)
{
    setWindowTitle(tr("Play on Server"));
    // Names for the tests, which fill the dialog by keys and clicks.
    const QList<std::pair<QWidget *, const char *>> named = {{m_host, "host"},
                                                             {m_port, "port"},
                                                             {m_mode, "mode"},
                                                             {m_id, "id"},
                                                             {m_password, "password"},
                                                             {m_engine, "engine"},
                                                             {m_repeat, "repeat"},
                                                             {m_margin, "margin"},
                                                             {m_earlyPonder, "earlyPonder"},
                                                             {m_folder, "folder"},
                                                             {m_nameTemplate, "nameTemplate"}};
    for (const auto &[widget, name] : named)
        widget->setObjectName(QLatin1String(name));
    m_port->setRange(1, 65535);
    m_mode->addItem(tr("Floodgate"), QStringLiteral("floodgate"));
    m_mode->addItem(tr("CSA protocol 1.2.1"), QStringLiteral("1.2.1"));
    m_mode->addItem(tr("Extended (x1, shogi-server)"), QStringLiteral("x1"));
    m_password->setEchoMode(QLineEdit::Password);
    auto *passwordHint =
        new QLabel(tr("On Floodgate and shogi-server the password is GAMENAME,PASSWORD, "
                      "e.g. floodgate-300-10F,secret."));
    passwordHint->setWordWrap(true);
    m_keyringNote->setWordWrap(true);
    m_keyringNote->hide();
    m_engine->addItem(tr("Me, at the board"), personWords);
    m_engine->addItem(tr("Bundled engine (%1)").arg(game.bundledEngineExecutable()),
                      QStringLiteral("bundled"));
    for (const RegisteredEngine &engine : EngineRegistry::forGame(engines, game.id()))
        m_engine->addItem(engine.name(), engine.words);
    m_repeat->setRange(1, 9999);
    m_margin->setRange(0, 60'000);
    m_margin->setSingleStep(100);
    m_margin->setSuffix(tr(" ms"));
    m_folder->setPlaceholderText(tr("Records are not saved"));

    auto *form = new QFormLayout;
    form->addRow(tr("Host:"), m_host);
    form->addRow(tr("Port:"), m_port);
    form->addRow(tr("Protocol:"), m_mode);
    form->addRow(tr("Login name:"), m_id);
    form->addRow(tr("Password:"), m_password);
    form->addRow(QString(), passwordHint);
    form->addRow(QString(), m_keyringNote);
    form->addRow(tr("Who plays:"), m_engine);
    form->addRow(QString(), m_earlyPonder);
    // An engine ponders when its USI_Ponder option is on; early, on the move it has just sent.
    const auto personPlays = [this] { return m_engine->currentData() == personWords; };
    connect(m_engine, &QComboBox::currentIndexChanged, this,
            [this, personPlays] { m_earlyPonder->setEnabled(!personPlays()); });
    form->addRow(tr("Games:"), m_repeat);
    form->addRow(tr("Network margin:"), m_margin);
    form->addRow(tr("Save records in:"), m_folder);
    form->addRow(tr("File names:"), m_nameTemplate);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    load();
    readPassword();
}

void ServerPlayDialog::load()
{
    m_settings.beginGroup(group);
    m_host->setText(m_settings.value("host", QStringLiteral("wdoor.c.u-tokyo.ac.jp")).toString());
    m_port->setValue(m_settings.value("port", 4081).toInt());
    m_mode->setCurrentIndex(qMax(0, m_mode->findData(m_settings.value("mode"))));
    m_id->setText(m_settings.value("id").toString());
    m_engine->setCurrentIndex(qMax(0, m_engine->findData(m_settings.value("engine"))));
    m_earlyPonder->setChecked(m_settings.value("earlyPonder", false).toBool());
    m_earlyPonder->setEnabled(m_engine->currentData() != personWords);
    m_repeat->setValue(m_settings.value("repeat", 1).toInt());
    m_margin->setValue(m_settings.value("marginMs", 500).toInt());
    m_folder->setText(m_settings.value("outDir").toString());
    m_nameTemplate->setText(
        m_settings.value("nameTemplate", QStringLiteral("{date}-{gameid}.kif")).toString());
    m_settings.endGroup();
}

QString ServerPlayDialog::keyringKey() const
{
    return QStringLiteral("%1@%2:%3").arg(m_id->text(), m_host->text()).arg(m_port->value());
}

void ServerPlayDialog::readPassword()
{
    if (m_id->text().isEmpty()) return;
    passwordkeyring::read(
        keyringKey(), this, [this](const QString &password, const QString &error) {
            if (!error.isEmpty()) {
                m_keyringNote->setText(
                    tr("The desktop's keyring is not available (%1): type the password.")
                        .arg(error));
                m_keyringNote->show();
                adjustSize(); // room for the note
            } else if (m_password->text().isEmpty()) {
                m_password->setText(password);
            }
        });
}

ServerPlay::Options ServerPlayDialog::options() const
{
    ServerPlay::Options o;
    o.host = m_host->text().trimmed();
    o.port = quint16(m_port->value());
    o.mode = m_mode->currentData().toString();
    o.id = m_id->text().trimmed();
    o.password = m_password->text();
    o.repeat = m_repeat->value();
    o.marginMs = m_margin->value();
    o.earlyPonder = m_earlyPonder->isEnabled() && m_earlyPonder->isChecked();
    o.outDir = m_folder->text().trimmed();
    o.nameTemplate = m_nameTemplate->text().trimmed();
    return o;
}

QString ServerPlayDialog::engineWords() const
{
    const QString words = m_engine->currentData().toString();
    return words == personWords ? QString() : words;
}

void ServerPlayDialog::accept()
{
    const ServerPlay::Options o = options();
    if (o.host.isEmpty() || o.id.isEmpty() || o.id.contains(u' ') || o.password.isEmpty()) {
        m_keyringNote->setText(tr("Give the host, a login name without spaces and the password."));
        m_keyringNote->show();
        adjustSize();
        return;
    }
    m_settings.beginGroup(group);
    m_settings.setValue("host", o.host);
    m_settings.setValue("port", o.port);
    m_settings.setValue("mode", o.mode);
    m_settings.setValue("id", o.id);
    m_settings.setValue("engine", m_engine->currentData());
    m_settings.setValue("earlyPonder", m_earlyPonder->isChecked());
    m_settings.setValue("repeat", o.repeat);
    m_settings.setValue("marginMs", o.marginMs);
    m_settings.setValue("outDir", o.outDir);
    m_settings.setValue("nameTemplate", o.nameTemplate);
    m_settings.endGroup();
    if (!o.password.isEmpty()) passwordkeyring::write(keyringKey(), o.password);
    QDialog::accept();
}

} // namespace kibitz
