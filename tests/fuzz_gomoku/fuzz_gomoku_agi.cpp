// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the AGI adapter's line parser, in the handshake and during a search.
#include "core/engine/engineadapter.h"
#include "core/game/position.h"
#include "gomoku/gomokugame.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace kibitz;
    static const gomoku::GomokuGame game;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QStringList lines = text.split(QLatin1Char('\n'));
    std::unique_ptr<EngineAdapter> a = game.createAdapter(QStringLiteral("agi"));
    a->begin();
    for (const QString &l : lines)
        a->receiveLine(l);
    a->receiveLine(QStringLiteral("AGIOK"));
    SearchRequest r;
    r.start = std::shared_ptr<Position>(game.startPosition(QStringLiteral("15 renju B7,7 W8,8")));
    r.current = r.start;
    a->go(r);
    for (const QString &l : lines)
        a->receiveLine(l);
    a->go(r);
    a->stop();
    for (const QString &l : lines)
        a->receiveLine(l);
    return 0;
}
