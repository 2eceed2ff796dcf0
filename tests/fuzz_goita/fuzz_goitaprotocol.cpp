// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the goita adapter's line parser. Each input is split into lines and fed to
// an adapter mid-handshake, then to one searching (after `go`), then asked the 5し question.
#include "core/engine/engineadapter.h"
#include "core/game/game.h"
#include "gamecatalog.h"
#include "goita/goitaposition.h"

#include <cstdint>

namespace {
void feed(kibitz::EngineAdapter &adapter, const QString &text)
{
    for (const QString &line : text.split(QLatin1Char('\n')))
        adapter.receiveLine(line);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace kibitz;
    static const Game *game = gameById(u"goita");
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const char *setup : {"seed 5", "deal 0 11223344 44555588 66788888 66777888"}) {
        std::unique_ptr<EngineAdapter> adapter = game->createAdapter(QStringLiteral("goita"));
        adapter->begin();
        feed(*adapter, text);
        adapter->receiveLine(QStringLiteral("goitaok"));
        SearchRequest request;
        request.current =
            std::shared_ptr<const Position>(game->startPosition(QString::fromLatin1(setup)));
        request.remainingMs = {1000, 1000, 1000, 1000};
        adapter->go(request);
        feed(*adapter, text);
    }
    return 0;
}
