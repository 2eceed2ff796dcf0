// SPDX-License-Identifier: GPL-3.0-or-later
// Collection opening speed: generates random legal games (shogi 60–160 plies, gomoku up to 80
// stones, seeded), writes them as one SFEN list and one SGF collection, then times (wall clock)
// reading every game with its list summary, and opening the file in the main window until the
// first rows and until the whole list is shown. Fails only when a game does not come back.
// Usage: bench-collections [--quick] [--games N]
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/recordcollection.h"
#include "gamecatalog.h"
#include "panels/gamelistmodel.h"
#include "panels/gamelistpanel.h"
#include "window/collectionbrowser.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTextStream>
#include <random>

using namespace kibitz;

namespace {

Record randomGame(const Game &game, std::mt19937 &rng, int maxPlies, int number)
{
    Record record(game.id());
    record.setHeader(header::player(0), QStringLiteral("engine-%1").arg(number % 7));
    record.setHeader(header::player(1), QStringLiteral("engine-%1").arg((number + 3) % 7));
    record.setHeader(header::Date, QStringLiteral("2026-11-%1").arg(1 + number % 28));
    std::unique_ptr<Position> pos = game.startPosition();
    const int plies = std::uniform_int_distribution<int>(maxPlies / 2, maxPlies)(rng);
    RecordNode *node = record.root();
    for (int i = 0; i < plies && !pos->result().isOver(); ++i) {
        const QStringList moves = pos->legalMoves();
        if (moves.isEmpty()) break;
        const QString m = moves[std::uniform_int_distribution<int>(0, int(moves.size()) - 1)(rng)];
        node = record.addMove(node, m);
        pos->play(m);
    }
    record.setResult(pos->result());
    return record;
}

// Writes `count` random games of `game` as one file of `formatId`; their moves into *moves.
QString writeCollection(const Game &game, const QString &formatId, int count, int maxPlies,
                        const QString &dir, QList<QStringList> *moves)
{
    std::mt19937 rng(31);
    std::vector<Record> records;
    QList<const Record *> pointers;
    records.reserve(count);
    for (int i = 0; i < count; ++i) {
        records.push_back(randomGame(game, rng, maxPlies, i));
        *moves << records.back().mainLineMoves();
    }
    for (const Record &r : records)
        pointers << &r;
    const RecordFormat *format = game.recordFormatById(formatId);
    const QString path = QStringLiteral("%1/games.%2").arg(dir, format->extensions().first());
    QFile f(path);
    const QByteArray data = format->writeAll(pointers).data;
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size()) return {};
    return path;
}

// Reading every game and its summary, as the list needs them; false when a game is lost.
bool timeReading(const Game &game, const QString &path, const QList<QStringList> &moves,
                 QTextStream &out)
{
    QElapsedTimer clock;
    clock.start();
    const CollectionReadResult read = readCollectionFile(game, path);
    const qint64 readMs = clock.elapsed();
    for (const CollectionGame &g : read.games)
        summarizeGame(game, *g.read.record);
    const qint64 allMs = clock.elapsed();
    out << QStringLiteral("  read %1 games: %2 ms; with their summaries: %3 ms (%4 KiB)\n")
               .arg(read.games.size())
               .arg(readMs)
               .arg(allMs)
               .arg(QFile(path).size() / 1024);
    bool same = qsizetype(read.games.size()) == moves.size();
    for (size_t i = 0; same && i < read.games.size(); ++i)
        same = read.games[i].read.ok() && read.games[i].read.record->mainLineMoves() == moves[i];
    return same;
}

// Opening the file in the main window: until its first rows are shown, and until all are.
bool timeWindow(MainWindow &window, const QString &path, int count, QTextStream &out)
{
    CollectionBrowser *browser = window.collectionBrowser();
    GameListModel *model = browser->panel()->model();
    QElapsedTimer clock;
    qint64 firstMs = -1;
    const QMetaObject::Connection c =
        QObject::connect(model, &QAbstractItemModel::rowsInserted, [&] {
            if (firstMs < 0) firstMs = clock.elapsed();
        });
    QEventLoop loop;
    QObject::connect(browser, &CollectionBrowser::readingFinished, &loop, &QEventLoop::quit);
    clock.start();
    const QString error = window.openRecord(path);
    if (!error.isEmpty()) return false;
    if (browser->isReading()) loop.exec();
    QCoreApplication::processEvents(); // the last rows painted
    const qint64 allMs = clock.elapsed();
    QObject::disconnect(c);
    out << QStringLiteral("  window: first rows after %1 ms, all %2 rows shown after %3 ms\n")
               .arg(firstMs)
               .arg(model->rowCount())
               .arg(allMs);
    return model->rowCount() == count;
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    int games = args.contains(QStringLiteral("--quick")) ? 200 : 10000;
    if (const qsizetype at = args.indexOf(QStringLiteral("--games")); at > 0)
        games = args.value(at + 1).toInt();
    QTemporaryDir dir;
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzBench"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzCollections"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
    QTextStream out(stdout);
    MainWindow window;
    window.show();
    bool ok = true;
    const struct
    {
        const char *gameId, *formatId;
        int maxPlies;
    } cases[] = {{"shogi", "sfen", 160}, {"gomoku", "sgf", 80}};
    for (const auto &c : cases) {
        const Game &game = *gameById(QString::fromLatin1(c.gameId));
        QList<QStringList> moves;
        const QString path =
            writeCollection(game, QLatin1String(c.formatId), games, c.maxPlies, dir.path(), &moves);
        out << QStringLiteral("%1, %2 games, %3:\n").arg(c.formatId).arg(games).arg(c.gameId);
        out.flush();
        const bool read = timeReading(game, path, moves, out);
        const bool shown = timeWindow(window, path, games, out);
        out.flush();
        if (!read || !shown) {
            out << QStringLiteral("  FAILED: games lost or not shown\n");
            ok = false;
        }
    }
    return ok ? 0 : 1;
}
