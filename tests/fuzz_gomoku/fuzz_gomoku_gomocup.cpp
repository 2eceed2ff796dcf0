// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the Gomocup adapter's line parser. The input's lines go to an adapter in its
// handshake, then to adapters searching: awaiting START's OK, in a game, in a multi-PV analysis.
#include "core/engine/engineadapter.h"
#include "core/game/position.h"
#include "gomoku/gomokugame.h"

#include <cstdint>

namespace {
void feed(kibitz::EngineAdapter &adapter, const QString &text)
{
    for (const QString &line : text.split(QLatin1Char('\n')))
        adapter.receiveLine(line);
}

kibitz::SearchRequest request(const kibitz::Game &game, const char *setup, bool analysis)
{
    kibitz::SearchRequest r;
    r.start = std::shared_ptr<kibitz::Position>(game.startPosition(QString::fromLatin1(setup)));
    r.current = r.start;
    if (analysis) {
        r.kind = kibitz::SearchRequest::Kind::Analysis; // until stopped
        r.multiPv = 3;
    } else {
        r.timeControl.moveTimeMs = 1000;
    }
    return r;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace kibitz;
    static const gomoku::GomokuGame game;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    std::unique_ptr<EngineAdapter> a = game.createAdapter(QStringLiteral("gomocup"));
    a->begin();
    feed(*a, text);
    for (const char *setup : {"15 renju", "20x7 freestyle B1,1 W2,2"}) {
        for (bool analysis : {false, true}) {
            std::unique_ptr<EngineAdapter> b = game.createAdapter(QStringLiteral("gomocup"));
            b->begin();
            b->receiveLine(QStringLiteral("name=\"fuzz\""));
            b->go(request(game, setup, analysis));
            feed(*b, text); // awaiting START's OK first
            b->go(request(game, setup, analysis));
            b->receiveLine(QStringLiteral("OK"));
            feed(*b, text);
            b->stop();
            feed(*b, text);
        }
    }
    return 0;
}
