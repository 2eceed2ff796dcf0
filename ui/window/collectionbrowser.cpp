// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionbrowser.h"

#include "core/play/gamecontroller.h"
#include "core/record/collectionedit.h"
#include "core/record/collectionloader.h"
#include "panels/gamelistmodel.h"
#include "panels/gamelistpanel.h"

#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QLineEdit>
#include <QMainWindow>
#include <QSaveFile>

namespace kibitz {

CollectionBrowser::CollectionBrowser(GameController *controller, QMainWindow *window,
                                     std::function<bool()> confirmAbandon)
    : QObject(window), m_controller(controller), m_confirmAbandon(std::move(confirmAbandon)),
      m_panel(new GameListPanel), m_dock(new QDockWidget(window))
{
    m_dock->setObjectName(QStringLiteral("games"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    m_dock->hide(); // until a collection is opened
    m_dock->installEventFilter(this);
    connect(m_panel, &GameListPanel::gameChosen, this, [this](int index) {
        if (index == m_shown || !m_confirmAbandon()) return;
        if (const QString error = showGame(index); !error.isEmpty()) m_panel->setStatus(error);
    });
    retranslate();
}

CollectionBrowser::~CollectionBrowser() = default;

void CollectionBrowser::open(const Game &game, const QString &path,
                             std::shared_ptr<CollectionReader> reader)
{
    delete m_loader; // the list of a collection opened before, still filling
    m_game = &game;
    m_path = path;
    m_reader = std::move(reader);
    m_total = m_reader->count();
    m_listed = 0;
    m_failed = 0;
    m_shown = -1;
    m_panel->model()->reset(&game);
    m_panel->filterEdit()->clear();
    retranslate();
    m_dock->show();
    m_dock->raise();
    // The first game on the board at once; the list fills while the window answers.
    if (const QString error = showGame(0); !error.isEmpty()) m_panel->setStatus(error);
    m_loader = new CollectionLoader(game, m_reader, this);
    connect(m_loader, &CollectionLoader::rowsRead, this, &CollectionBrowser::rowsRead);
    connect(m_loader, &CollectionLoader::finished, this, &CollectionBrowser::loaderFinished);
    m_loader->start();
}

void CollectionBrowser::rowsRead(const QList<GameListing> &rows)
{
    for (const GameListing &row : rows)
        m_failed += row.error.isEmpty() ? 0 : 1;
    const bool first = m_listed == 0;
    m_listed += rows.size();
    m_panel->model()->append(rows);
    if (first) {
        m_panel->fitColumns();
        m_panel->selectGame(m_shown);
    }
    updateStatus();
}

void CollectionBrowser::loaderFinished()
{
    m_loader->deleteLater();
    m_loader = nullptr;
    updateStatus();
    Q_EMIT readingFinished();
}

QString CollectionBrowser::showGame(int index)
{
    if (!m_reader || index < 0 || index >= m_reader->count()) return {};
    CollectionGame g = m_reader->read(index);
    QStringList notes = g.read.warnings;
    const QString error = g.message();
    if (!error.isEmpty()) notes << error;
    if (!g.read.record) return tr("Game %1 could not be read: %2").arg(index + 1).arg(error);
    m_controller->forgetGameInProgress(); // the user left the game in progress
    m_controller->showRecord(*m_game, std::move(*g.read.record), gamePath(index), notes);
    m_shown = index;
    m_panel->selectGame(index);
    return {};
}

bool CollectionBrowser::showsCollectionGame() const
{
    return m_reader && m_shown >= 0 && m_controller->record() &&
           m_controller->recordPath() == gamePath(m_shown);
}

QString CollectionBrowser::fileName() const
{
    return QFileInfo(m_path).fileName();
}

QString CollectionBrowser::saveIntoCollection(QStringList *problems)
{
    if (m_loader) return tr("The game list is still being read; save when it is full.");
    if (!showsCollectionGame()) return tr("The game on the board is not from the collection.");
    QString error;
    const QByteArray file = readRecordFileData(m_path, &error);
    if (!error.isEmpty()) return error;
    const CollectionEdit edit =
        replaceCollectionGame(m_reader->format(), file, m_shown, *m_controller->record());
    if (!edit.error.isEmpty()) return edit.error;
    QSaveFile out(m_path);
    if (!out.open(QIODevice::WriteOnly) || out.write(edit.data) != edit.data.size() ||
        !out.commit())
        return out.errorString();
    *problems = edit.problems;
    m_reader = std::make_shared<CollectionReader>(m_reader->format(), edit.data);
    m_total = m_reader->count();
    m_panel->model()->replace(m_reader->listing(*m_game, m_shown));
    return {};
}

QString CollectionBrowser::gamePath(int index) const
{
    // The name kibitz-cli convert gives the game's own file, beside the collection: the status
    // and title name the game by it, and Save As offers it, never the collection itself.
    const QFileInfo file(m_path);
    const int width = qMax(2, int(QString::number(m_total).size()));
    return QStringLiteral("%1/%2-%3.%4")
        .arg(file.path(), file.completeBaseName())
        .arg(index + 1, width, 10, QLatin1Char('0'))
        .arg(file.suffix());
}

void CollectionBrowser::updateStatus()
{
    QString text =
        m_loader ? tr("%1: reading, %2 of %3 games")
                       .arg(QFileInfo(m_path).fileName())
                       .arg(m_listed)
                       .arg(m_total)
                 : tr("%1: %n game(s)", nullptr, int(m_total)).arg(QFileInfo(m_path).fileName());
    if (m_failed > 0)
        text += u'\n' +
                tr("%n game(s) could not be read in full (their rows say why).", nullptr, m_failed);
    m_panel->setStatus(text);
}

void CollectionBrowser::retranslate()
{
    m_dock->setWindowTitle(tr("Games"));
    if (m_game) updateStatus();
}

bool CollectionBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_dock && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz
