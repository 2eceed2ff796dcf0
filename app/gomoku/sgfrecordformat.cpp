// SPDX-License-Identifier: GPL-3.0-or-later
#include "sgfrecordformat.h"

#include "core/record/recordcomment.h"
#include "gomoku/gomokugame.h"
#include "gomoku/gomokuposition.h"
#include "gomoku/sgfproperties.h"
#include "gomoku/swapopening.h"

#include <QCoreApplication>

namespace kibitz::gomoku {

namespace {
using namespace sgf;

QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::gomoku::SgfRecordFormat", text);
}

QString escape(const QString &value)
{
    QString out;
    out.reserve(value.size());
    for (QChar c : value) {
        if (c == u']' || c == u'\\') out += u'\\';
        out += c;
    }
    return out;
}

QString pointText(Point p)
{
    return QString(QChar(u'a' + p.x)) + QChar(u'a' + p.y);
}

QString resultText(const GameResult &r)
{
    switch (r.kind) {
    case GameResult::Kind::Win: {
        QString s = r.winner == 0 ? QStringLiteral("B+") : QStringLiteral("W+");
        switch (r.reason) {
        case EndReason::Resignation:
            return s + u'R';
        case EndReason::TimeForfeit:
            return s + u'T';
        case EndReason::IllegalMove:
        case EndReason::EngineCrash:
        case EndReason::EngineStall:
            return s + u'F';
        default:
            return s;
        }
    }
    case GameResult::Kind::Draw:
        return QStringLiteral("0");
    case GameResult::Kind::NoResult:
        return QStringLiteral("Void");
    default:
        return {};
    }
}

class Writer
{
public:
    QString text;

    // SZ and RU.
    void board(const Board &board)
    {
        text += board.width() == board.height()
                    ? QStringLiteral("SZ[%1]").arg(board.width())
                    : QStringLiteral("SZ[%1:%2]").arg(board.width()).arg(board.height());
        text += QStringLiteral("RU[%1]").arg(GomokuPosition::ruleName(board.rule()));
    }

    // The headers with a property of their own, RE and KD, then the others in KH.
    void headers(const Record &record)
    {
        // A fixed order, so that a file read and written again is the same file.
        for (const auto &[key, prop] : headerProperties)
            for (const auto &[k, value] : record.headers())
                if (k == key) text += prop + u'[' + escape(value) + u']';
        QStringList others;
        for (const auto &[key, value] : record.headers()) {
            bool mapped = key == header::Result;
            for (const auto &[k, p] : headerProperties)
                mapped = mapped || k == key;
            if (!mapped) others << key + QStringLiteral(": ") + value;
        }
        const QString re = resultText(record.result());
        if (!re.isEmpty()) text += QStringLiteral("RE[%1]").arg(re);
        if (!record.result().detail.isEmpty())
            text += keyDetail + u'[' + escape(record.result().detail) + u']';
        if (!others.isEmpty()) {
            text += keyHeader;
            for (const QString &o : std::as_const(others))
                text += u'[' + escape(o) + u']';
        }
    }

    // AB, AW and PL. Set-up stones keep their placing order within each colour (AB/AW are
    // lists).
    void setupStones(const Board &board)
    {
        QString ab, aw;
        for (Point p : board.history())
            (board.at(p) == Stone::Black ? ab : aw) += u'[' + pointText(p) + u']';
        if (!ab.isEmpty()) text += QStringLiteral("AB") + ab;
        if (!aw.isEmpty()) text += QStringLiteral("AW") + aw;
        if (board.stoneCount() > 0)
            text +=
                board.toMove() == Stone::Black ? QStringLiteral("PL[B]") : QStringLiteral("PL[W]");
    }

    // The moves after the root: one sequence, or one variation per first move.
    void moves(const RecordNode &root, const Position &start)
    {
        if (root.children.empty()) return;
        text += u'\n';
        if (root.children.size() == 1) {
            sequence(root.mainChild(), start);
            return;
        }
        for (const auto &child : root.children) {
            text += u'(';
            sequence(child.get(), start);
            text += QStringLiteral(")\n");
        }
    }

    void comment(const RecordNode &node, const Position &after)
    {
        const QStringList lines = commentLines(node, after);
        if (!lines.isEmpty()) text += QStringLiteral("C[") + escape(lines.join(u'\n')) + u']';
    }

    // The nodes from `first` down its main line, branching where a node has variations.
    void sequence(const RecordNode *first, const Position &before)
    {
        std::unique_ptr<Position> pos = before.clone();
        for (const RecordNode *n = first; n;) {
            const auto *gp = static_cast<const GomokuPosition *>(pos.get());
            // A swap opening's move places several stones (a node each, the time and comment on
            // the last) or none ("swap": an empty node keeps its time and comment).
            const Board &board = gp->board();
            const QList<Point> stones =
                stonesOf(n->move, board.width(), board.height()).value_or(QList<Point>());
            bool black = board.toMove() == Stone::Black;
            for (Point p : stones) {
                text += QStringLiteral(";%1[%2]").arg(QChar(black ? u'B' : u'W'), pointText(p));
                black = !black;
            }
            if (stones.isEmpty()) text += u';';
            if (n->timeMs >= 0) text += keyTime + u'[' + QString::number(n->timeMs) + u']';
            if (pos->isLegal(n->move)) pos->play(n->move);
            comment(*n, *pos);
            if (n->children.size() > 1) {
                for (const auto &child : n->children) {
                    text += u"\n(";
                    sequence(child.get(), *pos);
                    text += u')';
                }
                return;
            }
            n = n->mainChild();
            if (n) text += u'\n';
        }
    }
};
} // namespace

QString SgfRecordFormat::displayName() const
{
    return tr("SGF (gomoku)");
}

RecordWriteResult SgfRecordFormat::write(const Record &record) const
{
    std::unique_ptr<Position> start = m_game.startPosition(record.setup());
    if (!start) start = m_game.startPosition();
    const Board &board = static_cast<const GomokuPosition &>(*start).board();
    Writer w;
    w.text = QStringLiteral("(;GM[4]FF[4]CA[UTF-8]AP[Kibitz]");
    w.board(board);
    w.headers(record);
    w.setupStones(board);
    w.comment(*record.root(), *start);
    w.moves(*record.root(), *start);
    w.text += QStringLiteral(")\n");
    return {w.text.toUtf8(), {}};
}

} // namespace kibitz::gomoku
