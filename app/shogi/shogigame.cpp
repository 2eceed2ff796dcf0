// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/shogigame.h"

#include "core/engine/engineadapter.h"
#include "core/record/recordformat.h"
#include "shogi/bodrecordformat.h"
#include "shogi/csarecordformat.h"
#include "shogi/handicap.h"
#include "shogi/jkfrecordformat.h"
#include "shogi/kifrecordformat.h"
#include "shogi/perft.h"
#include "shogi/sfenrecordformat.h"
#include "shogi/shogiposition.h"
#include "shogi/specialmove.h"
#include "shogi/usi.h"
#include "shogi/usiadapter.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
const QString optHandicap = QStringLiteral("handicap");
const QString optSfen = QStringLiteral("sfen");

// A handicap by id or Japanese name (the cli's --handicap takes either).
const Handicap *findHandicap(QStringView name)
{
    const Handicap *h = handicapById(name);
    return h ? h : handicapByJapaneseName(name);
}
} // namespace

ShogiGame::ShogiGame()
{
    // The first format that lists an extension is the one files with it are read with.
    m_formats.push_back(std::make_unique<KifRecordFormat>(KifRecordFormat::Kif, false));
    m_formats.push_back(std::make_unique<KifRecordFormat>(KifRecordFormat::Kif, true));
    m_formats.push_back(std::make_unique<KifRecordFormat>(KifRecordFormat::Ki2, false));
    m_formats.push_back(std::make_unique<KifRecordFormat>(KifRecordFormat::Ki2, true));
    m_formats.push_back(std::make_unique<CsaRecordFormat>(2));
    m_formats.push_back(std::make_unique<CsaRecordFormat>(3));
    m_formats.push_back(std::make_unique<JkfRecordFormat>());
    m_formats.push_back(std::make_unique<SfenRecordFormat>(SfenRecordFormat::Sfen));
    m_formats.push_back(std::make_unique<SfenRecordFormat>(SfenRecordFormat::Usi));
    m_formats.push_back(std::make_unique<BodRecordFormat>());
}

ShogiGame::~ShogiGame() = default;

QString ShogiGame::displayName() const
{
    return tr("Shogi");
}

QString ShogiGame::sideName(int side) const
{
    return side == 0 ? tr("Sente") : tr("Gote");
}

QString ShogiGame::setupSideName(int side, const QString &setup) const
{
    // Only the handicaps of the list: a position set up by hand (詰将棋 …) keeps 先手 and 後手.
    const bool handicap = setupOptionValues(setup).value(optHandicap) != handicaps().first().id;
    if (!handicap) return sideName(side);
    return side == 0 ? tr("Shitate") : tr("Uwate");
}

QString ShogiGame::endingName(const GameResult &result, int toMove) const
{
    // KIF's 特殊な指し手, the words the record files write (but 時間切れ, which reads better
    // than the file's 切れ負け when the side is not named).
    switch (SpecialMove::fromResult(result, toMove == 0 ? Color::Black : Color::White)) {
    case SpecialMove::Resign:
        return tr("Resigned");
    case SpecialMove::Interrupt:
        return tr("Interrupted");
    case SpecialMove::Repetition:
        return tr("Repetition");
    case SpecialMove::Impasse:
        return tr("Impasse");
    case SpecialMove::Mate:
        return tr("Checkmate");
    case SpecialMove::Timeout:
        return tr("Time out");
    case SpecialMove::FoulWin:
        return tr("Won by a foul");
    case SpecialMove::FoulLose:
        return tr("Lost by a foul");
    case SpecialMove::EnteringKing:
        return tr("Entering-king win");
    case SpecialMove::WinByDefault:
        return tr("Win by default");
    case SpecialMove::LoseByDefault:
        return tr("Loss by default");
    case SpecialMove::None:
        break;
    }
    return {};
}

std::unique_ptr<Position> ShogiGame::startPosition(const QString &setup, QString *error) const
{
    return ShogiPosition::fromSetup(setup, error);
}

QList<Protocol> ShogiGame::protocolTable() const
{
    return {Protocol::of<UsiAdapter>(QStringLiteral("usi"), tr("USI"))};
}

QList<const RecordFormat *> ShogiGame::recordFormats() const
{
    QList<const RecordFormat *> list;
    for (const auto &f : m_formats)
        list << f.get();
    return list;
}

QList<SetupOption> ShogiGame::setupOptions() const
{
    QStringList ids, names;
    for (const Handicap &h : handicaps()) {
        ids << h.id;
        names << QStringLiteral("%1 (%2)").arg(h.japaneseName, h.englishName);
    }
    return {
        SetupOption::choice(
            optHandicap, tr("&Handicap:"),
            tr("A standard start by id or Japanese name, e.g. bishop or 角落ち (default even)."),
            ids, names, handicaps().first().id),
        SetupOption::text(optSfen, tr("&SFEN:"),
                          tr("Any start position in SFEN, instead of a handicap."))};
}

std::optional<QString> ShogiGame::applySetupOptions(const QString &base, const SetupValues &values,
                                                    QString *error) const
{
    auto fail = [error](const QString &why) -> std::optional<QString> {
        if (error) *error = why;
        return std::nullopt;
    };
    if (!ShogiPosition::fromSetup(base, error)) return std::nullopt;
    SetupValues merged = setupOptionValues(base);
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        merged[it.key()] = it.value().trimmed();
    const QString sfen = merged.value(optSfen);
    const Handicap *h = findHandicap(merged.value(optHandicap));
    if (!h) return fail(tr("'%1' is not a handicap").arg(merged.value(optHandicap)));
    if (!sfen.isEmpty()) {
        if (h != &handicaps().first()) return fail(tr("give a handicap or an SFEN, not both"));
        if (!ShogiPosition::fromSetup(sfen, error)) return std::nullopt;
        return sfen;
    }
    return h == &handicaps().first() ? QString() : h->id;
}

SetupValues ShogiGame::setupOptionValues(const QString &setup) const
{
    SetupValues values = Game::setupOptionValues(setup);
    const std::unique_ptr<ShogiPosition> position = ShogiPosition::fromSetup(setup, nullptr);
    if (!position) return values;
    if (const Handicap *h = handicapForBoard(position->board()))
        values[optHandicap] = h->id;
    else
        values[optSfen] = position->board().toSfen();
    return values;
}

quint64 ShogiGame::perft(const Position &from, int depth, QList<PerftCount> *divide) const
{
    Board board = static_cast<const ShogiPosition &>(from).board();
    if (!divide) return shogi::perft(board, depth);
    quint64 total = 0;
    for (const auto &[move, count] : perftDivide(board, depth)) {
        divide->append({toUsi(move), count});
        total += count;
    }
    return depth == 0 ? 1 : total;
}

} // namespace kibitz::shogi
