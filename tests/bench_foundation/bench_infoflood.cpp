// SPDX-License-Identifier: GPL-3.0-or-later
// Engine info lines per second: through an adapter alone, through the adapter and the engine
// panel's model (as the GUI shows them), and from a real process that floods its output.
#include "core/engine/engineadapter.h"
#include "core/engine/engineplayer.h"
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "gamecatalog.h"
#include "panels/engineinfomodel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <cstdio>

using namespace kibitz;

namespace {

struct Dialect
{
    QString protocol;
    QString handshakeReply; // what an engine answers to the adapter's begin()
    QString positionReply;  // what it answers to the position line, if anything
    QString infoTemplate;   // %1: a counter
};

const QList<Dialect> dialects{
    {QStringLiteral("tlf"), QStringLiteral("= name:'bench'"), QStringLiteral("="),
     QStringLiteral("= info depth:%1 score:12 nodes:%1 pv:'5 1 9'")},
    {QStringLiteral("uxi"), QStringLiteral("uxiok bench 1"), QString(),
     QStringLiteral("info depth %1 score 12 nodes %1 pv 5 1 9")},
};

SearchRequest requestFor(const Game &game)
{
    SearchRequest request;
    request.start = std::shared_ptr<const Position>(game.startPosition());
    request.current = request.start;
    request.kind = SearchRequest::Kind::Analysis;
    return request;
}

// Lines fed to an adapter in the search state; with a model, every info goes into it and the
// model is flushed as the GUI's timer would (every 50 ms of work) and at the end.
double feed(const Game &game, const Dialect &dialect, int lines, EngineInfoModel *model)
{
    std::unique_ptr<EngineAdapter> adapter = game.createAdapter(dialect.protocol);
    int received = 0;
    QObject::connect(adapter.get(), &EngineAdapter::infoReceived, [&](const EngineInfo &info) {
        ++received;
        if (model) model->addInfo(info);
    });
    adapter->begin();
    adapter->receiveLine(dialect.handshakeReply);
    adapter->go(requestFor(game));
    if (!dialect.positionReply.isEmpty()) adapter->receiveLine(dialect.positionReply);
    QStringList text;
    text.reserve(lines);
    for (int i = 0; i < lines; ++i)
        text << dialect.infoTemplate.arg(i);
    QElapsedTimer timer;
    timer.start();
    qint64 lastFlush = 0;
    for (const QString &line : std::as_const(text)) {
        adapter->receiveLine(line);
        if (model && timer.elapsed() - lastFlush >= 50) {
            model->flush();
            lastFlush = timer.elapsed();
        }
    }
    if (model) model->flush();
    const double seconds = timer.nsecsElapsed() / 1e9;
    if (received != lines) std::fprintf(stderr, "only %d of %d lines were info\n", received, lines);
    return lines / seconds;
}

// A real kibitz-fake-engine floods `lines` info lines and then moves; the time from `go` to the
// move, with every info going into the model.
double floodFromProcess(const Game &game, const Dialect &dialect, int lines, int *rows)
{
    const QString handshake =
        dialect.protocol == QLatin1String("tlf")
            ? QStringLiteral("name => say = name:'flood'\nposition => say =\n")
            : QStringLiteral("uxi => say uxiok flood 1\n");
    const QString flood = dialect.protocol == QLatin1String("tlf")
                              ? QStringLiteral("go => flood %1 = info depth:{i} score:12 nodes:{i} "
                                               "pv:'5 1 9'; say = bestmove sq:5")
                              : QStringLiteral("go => flood %1 info depth {i} score 12 nodes {i} "
                                               "pv 5 1 9; say bestmove 5");
    EngineSpec spec;
    spec.command = QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-fake-engine");
    spec.arguments = {QStringLiteral("--script-text"), handshake + flood.arg(lines)};
    spec.protocol = dialect.protocol;
    EnginePlayer player(game, spec);
    EngineInfoModel model;
    QObject::connect(&player, &Player::infoReceived, &model, &EngineInfoModel::addInfo);
    QEventLoop loop;
    QObject::connect(&player, &Player::readied, &loop, &QEventLoop::quit);
    QObject::connect(&player, &Player::moveChosen, &loop, &QEventLoop::quit);
    QObject::connect(&player, &Player::failed, &loop, [&] {
        std::fprintf(stderr, "the flooding engine failed\n");
        loop.quit();
    });
    player.prepare();
    loop.exec();
    SearchRequest request = requestFor(game);
    request.kind = SearchRequest::Kind::Move;
    request.timeControl.moveTimeMs = 600'000;
    QElapsedTimer timer;
    timer.start();
    player.think(request);
    loop.exec();
    const double seconds = timer.nsecsElapsed() / 1e9;
    model.flush();
    *rows = model.rowCount();
    player.quit();
    return lines / seconds;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    const int lines = quick ? 10'000 : 100'000;
    const Game &game = *gameById(u"tictactoe");
    std::printf("engine info flood, %d lines per run\n", lines);
    for (const Dialect &dialect : dialects) {
        const double adapterOnly = feed(game, dialect, lines, nullptr);
        EngineInfoModel model;
        const double withModel = feed(game, dialect, lines, &model);
        int rows = 0;
        const double process = floodFromProcess(game, dialect, lines, &rows);
        std::printf("  %-3s adapter alone:            %12.0f lines/s\n",
                    qPrintable(dialect.protocol), adapterOnly);
        std::printf("  %-3s adapter + panel model:    %12.0f lines/s (model keeps %d rows)\n",
                    qPrintable(dialect.protocol), withModel, model.rowCount());
        std::printf("  %-3s process → player → model: %12.0f lines/s (model keeps %d rows)\n",
                    qPrintable(dialect.protocol), process, rows);
    }
    return 0;
}
