// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginesdialog.h"

#include "core/game/game.h"
#include "engineeditdialog.h"
#include "engineoptionsdialog.h"
#include "gamecatalog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz {

EnginesDialog::EnginesDialog(const QList<RegisteredEngine> &engines, const QString &gameId,
                             QWidget *parent)
    : QDialog(parent), m_engines(engines), m_gameId(gameId), m_list(new QListWidget),
      m_edit(new QPushButton(tr("&Edit…"))), m_remove(new QPushButton(tr("&Remove"))),
      m_options(new QPushButton(tr("&Options…")))
{
    setWindowTitle(tr("Engines"));
    auto *add = new QPushButton(tr("&Add…"));
    add->setObjectName(QStringLiteral("add"));
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_options);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *row = new QHBoxLayout;
    row->addWidget(m_list, 1);
    row->addLayout(buttons);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    auto *help = new QLabel(tr("Engines you add here can be chosen for a side in the new-game "
                               "dialog. The bundled engines are always there."));
    help->setWordWrap(true);
    layout->addWidget(help);
    layout->addLayout(row);
    layout->addWidget(close);

    connect(add, &QPushButton::clicked, this, &EnginesDialog::add);
    connect(m_edit, &QPushButton::clicked, this, &EnginesDialog::edit);
    connect(m_remove, &QPushButton::clicked, this, &EnginesDialog::remove);
    connect(m_options, &QPushButton::clicked, this, &EnginesDialog::editOptions);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &EnginesDialog::edit);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        m_edit->setEnabled(row >= 0);
        m_remove->setEnabled(row >= 0);
        m_options->setEnabled(row >= 0 &&
                              EngineOptionsDialog::canShowOptions(m_engines.value(row)));
    });
    connect(close, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    refill();
    resize(560, 320);
}

void EnginesDialog::setToldNames(const enginenames::Told &told)
{
    m_told = told;
    refill();
}

void EnginesDialog::refill()
{
    m_list->clear();
    for (const RegisteredEngine &engine : m_engines) {
        const Game *game = gameById(engine.gameId);
        auto *item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(
            enginenames::shown(engine, m_told), game ? game->displayName() : engine.gameId));
        item->setToolTip(engine.words);
        m_list->addItem(item);
    }
    m_edit->setEnabled(false);
    m_remove->setEnabled(false);
    m_options->setEnabled(false);
}

void EnginesDialog::add()
{
    EngineEditDialog dialog(this);
    dialog.setGame(m_gameId);
    if (dialog.exec() != QDialog::Accepted) return;
    m_engines.append(dialog.engine());
    refill();
}

void EnginesDialog::edit()
{
    const int row = m_list->currentRow();
    if (row < 0) return;
    EngineEditDialog dialog(this);
    dialog.setEngine(m_engines[row]);
    if (dialog.exec() != QDialog::Accepted) return;
    m_engines[row] = dialog.engine();
    refill();
}

void EnginesDialog::remove()
{
    const int row = m_list->currentRow();
    if (row < 0) return;
    m_engines.removeAt(row);
    refill();
}

void EnginesDialog::editOptions()
{
    const int row = m_list->currentRow();
    if (row < 0) return;
    // Not exec(): the engine starts in the background while the window stays responsive.
    auto *dialog = new EngineOptionsDialog(m_engines[row], this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, row] {
        m_engines[row] = dialog->engine();
        refill();
        m_list->setCurrentRow(row);
    });
    dialog->open();
}

} // namespace kibitz
