// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/handicap.h"

namespace kibitz::shogi {

namespace {
// Sources: the KIF format's 手合割 list (http://kakinoki.o.oo7.jp/kif_format.html) with the
// board of each as Kifu for JS (JKF presets) and ShogiHome set them up; see
// docs/games/shogi-rules.md. Black's side is always the full set.
QList<Handicap> makeHandicaps()
{
    const QString black = QStringLiteral("/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL");
    auto white = [&](const char *ranks12) {
        return QString::fromLatin1(ranks12).replace(QLatin1Char('|'), QLatin1Char('/')) + black +
               QStringLiteral(" w - 1");
    };
    return {
        {QStringLiteral("even"), QStringLiteral("平手"), QStringLiteral("Even"),
         QStringLiteral("HIRATE"),
         QStringLiteral("lnsgkgsnl/1r5b1") + black + QStringLiteral(" b - 1"), 0},
        {QStringLiteral("lance"), QStringLiteral("香落ち"), QStringLiteral("Lance"),
         QStringLiteral("KY"), white("lnsgkgsn1|1r5b1"), 1},
        {QStringLiteral("right-lance"), QStringLiteral("右香落ち"), QStringLiteral("Right lance"),
         QStringLiteral("KY_R"), white("1nsgkgsnl|1r5b1"), 1},
        {QStringLiteral("bishop"), QStringLiteral("角落ち"), QStringLiteral("Bishop"),
         QStringLiteral("KA"), white("lnsgkgsnl|1r7"), 1},
        {QStringLiteral("rook"), QStringLiteral("飛車落ち"), QStringLiteral("Rook"),
         QStringLiteral("HI"), white("lnsgkgsnl|7b1"), 1},
        {QStringLiteral("rook-lance"), QStringLiteral("飛香落ち"), QStringLiteral("Rook and lance"),
         QStringLiteral("HIKY"), white("lnsgkgsn1|7b1"), 2},
        {QStringLiteral("2-piece"), QStringLiteral("二枚落ち"), QStringLiteral("Two pieces"),
         QStringLiteral("2"), white("lnsgkgsnl|9"), 2},
        {QStringLiteral("3-piece"), QStringLiteral("三枚落ち"), QStringLiteral("Three pieces"),
         QStringLiteral("3"), white("lnsgkgsn1|9"), 3},
        {QStringLiteral("4-piece"), QStringLiteral("四枚落ち"), QStringLiteral("Four pieces"),
         QStringLiteral("4"), white("1nsgkgsn1|9"), 4},
        {QStringLiteral("5-piece"), QStringLiteral("五枚落ち"), QStringLiteral("Five pieces"),
         QStringLiteral("5"), white("2sgkgsn1|9"), 5},
        {QStringLiteral("left-5-piece"), QStringLiteral("左五枚落ち"),
         QStringLiteral("Left five pieces"), QStringLiteral("5_L"), white("1nsgkgs2|9"), 5},
        {QStringLiteral("6-piece"), QStringLiteral("六枚落ち"), QStringLiteral("Six pieces"),
         QStringLiteral("6"), white("2sgkgs2|9"), 6},
        {QStringLiteral("left-7-piece"), QStringLiteral("左七枚落ち"),
         QStringLiteral("Left seven pieces"), QStringLiteral("7_L"), white("2sgkg3|9"), 7},
        {QStringLiteral("right-7-piece"), QStringLiteral("右七枚落ち"),
         QStringLiteral("Right seven pieces"), QStringLiteral("7_R"), white("3gkgs2|9"), 7},
        {QStringLiteral("8-piece"), QStringLiteral("八枚落ち"), QStringLiteral("Eight pieces"),
         QStringLiteral("8"), white("3gkg3|9"), 8},
        {QStringLiteral("10-piece"), QStringLiteral("十枚落ち"), QStringLiteral("Ten pieces"),
         QStringLiteral("10"), white("4k4|9"), 10},
    };
}
} // namespace

const QList<Handicap> &handicaps()
{
    static const QList<Handicap> list = makeHandicaps();
    return list;
}

const Handicap *handicapById(QStringView id)
{
    for (const Handicap &h : handicaps())
        if (h.id == id) return &h;
    return nullptr;
}

const Handicap *handicapByJapaneseName(QStringView name)
{
    const QStringView trimmed = name.trimmed();
    if (trimmed == QStringLiteral("飛落ち")) return handicapById(u"rook");
    for (const Handicap &h : handicaps())
        if (h.japaneseName == trimmed) return &h;
    return nullptr;
}

const Handicap *handicapByJkfPreset(QStringView preset)
{
    for (const Handicap &h : handicaps())
        if (h.jkfPreset == preset) return &h;
    return nullptr;
}

namespace {
// The handicaps' boards, made once: every record read or written asks for one.
const QList<Board> &handicapBoards()
{
    static const QList<Board> boards = [] {
        QList<Board> list;
        for (const Handicap &h : handicaps())
            list << *Board::fromSfen(h.sfen);
        return list;
    }();
    return boards;
}
} // namespace

const Board &handicapBoard(const Handicap &handicap)
{
    return handicapBoards()[&handicap - handicaps().data()];
}

const Handicap *handicapForBoard(const Board &board)
{
    const QList<Board> &boards = handicapBoards();
    for (qsizetype i = 0; i < boards.size(); ++i)
        if (boards[i].key() == board.key() && boards[i].samePosition(board)) return &handicaps()[i];
    return nullptr;
}

QString setupText(const Board &start)
{
    const Handicap *h = handicapForBoard(start);
    if (!h) return start.toSfen();
    return h->id == QLatin1String("even") ? QString() : h->sfen;
}

} // namespace kibitz::shogi
