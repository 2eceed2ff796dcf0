// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionbrowser.h"

#include "core/play/gamecontroller.h"
#include "core/record/recordcollection.h"
#include "panels/gamelistmodel.h"
#include "panels/gamelistpanel.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QEvent>
#include <QFileInfo>
#include <QLineEdit>
#include <QMainWindow>
#include <QTimer>

namespace kibitz {

namespace {
// A batch reads for this long, then lets the window answer: the list fills while it is used.
constexpr qint64 batchMs = 30;
} // namespace

CollectionBrowser::CollectionBrowser(GameController *controller, QMainWindow *window,
                                     std::function<bool()> confirmAbandon)
    : QObject(window), m_controller(controller), m_confirmAbandon(std::move(confirmAbandon)),
      m_panel(new GameListPanel), m_dock(new QDockWidget(window)), m_batchTimer(new QTimer(this))
{
    m_dock->setObjectName(QStringLiteral("games"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    m_dock->hide(); // until a collection is opened
    m_dock->installEventFilter(this);
    m_batchTimer->setInterval(0);
    connect(m_batchTimer, &QTimer::timeout, this, &CollectionBrowser::readBatch);
    connect(m_panel, &GameListPanel::gameChosen, this, [this](int index) {
        if (index == m_shown || !m_confirmAbandon()) return;
        if (const QString error = showGame(index); !error.isEmpty()) m_panel->setStatus(error);
    });
    retranslate();
}

CollectionBrowser::~CollectionBrowser() = default;

void CollectionBrowser::open(const Game &game, const QString &path,
                             std::unique_ptr<CollectionReader> reader)
{
    m_game = &game;
    m_path = path;
    m_total = reader->count();
    m_reader = std::move(reader);
    m_records.clear();
    m_notes.clear();
    m_records.reserve(m_total);
    m_notes.reserve(m_total);
    m_failed = 0;
    m_shown = -1;
    m_panel->model()->reset(&game);
    m_panel->filterEdit()->clear();
    retranslate();
    m_dock->show();
    m_dock->raise();
    readBatch(); // the first games at once, the rest while the window answers
}

void CollectionBrowser::readBatch()
{
    if (!m_reader) return;
    QElapsedTimer clock;
    clock.start();
    QList<GameListModel::Row> rows;
    while (!m_reader->atEnd() && clock.elapsed() < batchMs) {
        for (CollectionGame &g : m_reader->readNext(64)) {
            QStringList notes = g.read.warnings;
            const QString error = g.message();
            if (!error.isEmpty()) {
                notes << error;
                ++m_failed;
            }
            GameListModel::Row row{g.index, {}, error};
            if (g.read.record) row.summary = summarizeGame(*m_game, *g.read.record);
            rows << row;
            m_records.push_back(std::move(g.read.record));
            m_notes.push_back(notes);
        }
    }
    const bool first = m_panel->model()->rowCount() == 0;
    m_panel->model()->append(rows);
    if (first) m_panel->fitColumns();
    if (m_shown < 0 && !m_records.empty()) showGame(0);
    if (m_reader->atEnd()) {
        m_reader.reset();
        m_batchTimer->stop();
        updateStatus();
        Q_EMIT readingFinished();
        return;
    }
    updateStatus();
    m_batchTimer->start();
}

QString CollectionBrowser::showGame(int index)
{
    if (index < 0 || index >= int(m_records.size())) return {};
    if (!m_records[index])
        return tr("Game %1 could not be read: %2").arg(index + 1).arg(m_notes[index].join(u' '));
    m_controller->forgetGameInProgress(); // the user left the game in progress
    m_controller->showRecord(*m_game, m_records[index]->clone(), gamePath(index), m_notes[index]);
    m_shown = index;
    m_panel->selectGame(index);
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
        m_reader ? tr("%1: reading, %2 of %3 games")
                       .arg(QFileInfo(m_path).fileName())
                       .arg(m_records.size())
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
