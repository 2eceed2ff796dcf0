// SPDX-License-Identifier: GPL-3.0-or-later
// SgfRecordFormat::read: the gomoku meaning of an SGF game tree (sgftree.h).

#include "sgfrecordformat.h"

#include "core/record/recordcomment.h"
#include "core/record/utf8text.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokugame.h"
#include "gomoku/gomokuposition.h"
#include "gomoku/sgfproperties.h"
#include "gomoku/sgftree.h"

#include <QCoreApplication>

namespace kibitz::gomoku {

namespace {
using namespace sgf;

std::optional<Point> pointFrom(QStringView v, int width, int height)
{
    if (v.size() != 2) return std::nullopt;
    const Point p{v[0].unicode() - u'a', v[1].unicode() - u'a'};
    if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) return std::nullopt;
    return p;
}

GameResult resultFrom(const QString &re)
{
    if (re.startsWith(u"B+") || re.startsWith(u"W+")) {
        const QString how = re.mid(2);
        EndReason reason = how == u"R"   ? EndReason::Resignation
                           : how == u"T" ? EndReason::TimeForfeit
                           : how == u"F" ? EndReason::IllegalMove
                                         : EndReason::Rules;
        return GameResult::win(re[0] == u'B' ? 0 : 1, reason);
    }
    if (re == u"0" || re.compare(u"Draw", Qt::CaseInsensitive) == 0)
        return GameResult::draw(EndReason::Rules);
    if (re == u"Void") return GameResult::noResult(EndReason::Aborted);
    return {};
}

// The rule codes of Gomocup's INFO rule, which c-gomoku-cli writes as RU: 0 freestyle, 1 exactly
// five (standard), 4 renju, 8 caro, 9 caro with exactly five, as bits (5 is renju); bit 2 (a
// continuous game) says nothing of the board's rule. Renju with caro is no rule: nullopt, as for
// any other text.
std::optional<Rule> ruleFromGomocupCode(const QString &ru)
{
    bool ok = false;
    const int code = ru.toInt(&ok);
    if (!ok || code < 0 || code > 15) return std::nullopt;
    const int bits = code & ~2;
    if ((bits & ruleRenjuBit) && (bits & ruleCaroBit)) return std::nullopt;
    return ruleFromGomocupBits(bits);
}

// The kinds of node after the root: a move (B or W), a node of other properties only (Kibitz
// keeps nothing of it), an empty node.
enum class NodeKind { Move, Other, Empty };

NodeKind nodeKind(const SgfNode &n)
{
    if (n.has(QStringLiteral("B")) || n.has(QStringLiteral("W"))) return NodeKind::Move;
    return n.props.isEmpty() ? NodeKind::Empty : NodeKind::Other;
}

// Reads a game tree into a record: the root's properties, each kind by a step of its own in the
// order they depend on one another (the board before the stones on it, the stones before the
// record), then the moves. A step that fails sets the result's error and answers false.
class SgfReader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::gomoku::SgfRecordFormat)
public:
    SgfReader(const GomokuGame &game, RecordReadResult &result) : m_game(game), m_result(result) {}

    bool root(const SgfNode &root)
    {
        using Step = bool (SgfReader::*)(const SgfNode &);
        static constexpr Step steps[] = {
            &SgfReader::gameType, &SgfReader::size,   &SgfReader::rule,       &SgfReader::stones,
            &SgfReader::headers,  &SgfReader::result, &SgfReader::rootComment};
        for (Step step : steps)
            if (!(this->*step)(root)) return false;
        return true;
    }

    // Each node of a sequence after the root is one move; variations are SGF variations.
    void moves(const SgfTree &tree)
    {
        QList<Walk> stack{
            {&tree, 1, m_record->root(), std::shared_ptr<Position>(m_start->clone())}};
        while (!stack.isEmpty() && m_result.error.isEmpty()) {
            Walk w = stack.takeLast();
            for (; w.index < w.tree->sequence.size(); ++w.index)
                if (!node(w.tree->sequence[w.index], &w)) break;
            // Later variations are pushed first so that the first child is read first.
            for (auto it = w.tree->children.rbegin(); it != w.tree->children.rend(); ++it)
                stack.append({&*it, 0, w.parent, w.pos});
        }
    }

    Record finish()
    {
        m_record->setResult(m_gameResult);
        return std::move(*m_record);
    }

private:
    // Where the walk through the tree is: the next node of a sequence, the record node it
    // follows and the position before it.
    struct Walk
    {
        const SgfTree *tree;
        qsizetype index;
        RecordNode *parent;
        std::shared_ptr<Position> pos;
    };

    // GM: gomoku is 4; a file without it is taken for gomoku.
    bool gameType(const SgfNode &root)
    {
        const QString gm = root.values(QStringLiteral("GM")).value(0);
        if (!gm.isEmpty() && gm != u"4") return fail(tr("GM[%1] is not gomoku (GM[4])").arg(gm));
        return true;
    }

    // SZ[15] or SZ[20:15].
    bool size(const SgfNode &root)
    {
        if (!root.has(QStringLiteral("SZ"))) return true;
        const QString sz = root.values(QStringLiteral("SZ")).value(0);
        const qsizetype colon = sz.indexOf(u':');
        bool ok1 = false, ok2 = true;
        m_width = (colon < 0 ? sz : sz.left(colon)).toInt(&ok1);
        m_height = colon < 0 ? m_width : sz.mid(colon + 1).toInt(&ok2);
        if (!ok1 || !ok2 || !Board::isValidSize(m_width, m_height))
            return fail(tr("SZ[%1] is not a board size Kibitz plays (5 to 22)").arg(sz));
        return true;
    }

    bool rule(const SgfNode &root)
    {
        if (!root.has(QStringLiteral("RU"))) return true;
        const QString ru = root.values(QStringLiteral("RU")).value(0).trimmed();
        if (const auto r = GomokuPosition::ruleFromName(ru))
            m_rule = *r;
        else if (ru.compare(u"gomoku", Qt::CaseInsensitive) == 0)
            m_rule = Rule::Freestyle;
        else if (const auto r = ruleFromGomocupCode(ru))
            m_rule = *r;
        else
            m_result.warnings << tr("unknown rule RU[%1]; read as freestyle").arg(ru);
        return true;
    }

    // AB/AW stones (blacks and whites alternating in their order) and PL make the start, and
    // with it the record.
    bool stones(const SgfNode &root)
    {
        QString setup = GomokuPosition::emptySetup(m_width, m_height, m_rule);
        const QStringList ab = root.values(QStringLiteral("AB")),
                          aw = root.values(QStringLiteral("AW"));
        for (qsizetype i = 0; i < qMax(ab.size(), aw.size()); ++i) {
            for (const auto &[list, c] : {std::pair{&ab, u'B'}, std::pair{&aw, u'W'}}) {
                if (i >= list->size()) continue;
                const std::optional<Point> p = pointFrom(list->at(i), m_width, m_height);
                if (!p) return fail(tr("set-up stone [%1] is off the board").arg(list->at(i)));
                setup += u' ' + QString(QChar(c)) + toGomocup(*p);
            }
        }
        const QString pl = root.values(QStringLiteral("PL")).value(0);
        if (!ab.isEmpty() || !aw.isEmpty()) {
            if (pl == u"B") setup += QStringLiteral(" black");
            if (pl == u"W") setup += QStringLiteral(" white");
        }
        QString error;
        m_start = m_game.startPosition(setup, &error);
        if (!m_start) return fail(error);
        setup = m_start->setupText();
        m_record.emplace(m_game.id(), setup == GomokuGame::standardSetup() ? QString() : setup);
        return true;
    }

    // The headers with a property of their own, then KH's.
    bool headers(const SgfNode &root)
    {
        for (const auto &[key, prop] : headerProperties)
            if (root.has(prop)) m_record->setHeader(key, root.values(prop).value(0));
        for (const QString &h : root.values(keyHeader)) {
            const qsizetype colon = h.indexOf(QStringLiteral(": "));
            if (colon > 0) m_record->setHeader(h.left(colon), h.mid(colon + 2));
        }
        return true;
    }

    // RE, with the reason the Termination header names and KD's detail.
    bool result(const SgfNode &root)
    {
        m_gameResult = resultFrom(root.values(QStringLiteral("RE")).value(0).trimmed());
        const QString termination = m_record->headerValue(header::Termination);
        if (m_gameResult.isOver() && !termination.isEmpty())
            m_gameResult.reason = endReasonFromKeyword(termination);
        if (m_gameResult.isOver()) m_gameResult.detail = root.values(keyDetail).value(0);
        return true;
    }

    bool rootComment(const SgfNode &root)
    {
        comment(m_record->root(), root, *m_start);
        return true;
    }

    bool node(const SgfNode &n, Walk *w)
    {
        switch (nodeKind(n)) {
        case NodeKind::Move:
            return move(n, w);
        case NodeKind::Other:
            m_result.warnings << tr("a node without a move was skipped");
            return true;
        case NodeKind::Empty:
            return true;
        }
        return true;
    }

    // B[hh] or W[ii], with KT[ms] and C[].
    bool move(const SgfNode &n, Walk *w)
    {
        const bool black = n.has(QStringLiteral("B"));
        const QString v = n.values(black ? QStringLiteral("B") : QStringLiteral("W")).value(0);
        const std::optional<Point> p = pointFrom(v, m_width, m_height);
        const QString move = p ? toGomocup(*p) : QString();
        if (!p || (black ? 0 : 1) != w->pos->sideToMove() || !w->pos->isLegal(move))
            return fail(
                tr("%1[%2] is not a legal move here").arg(QChar(black ? u'B' : u'W')).arg(v));
        RecordNode *node = m_record->addMove(w->parent, move);
        bool ok = false;
        const qint64 ms = n.values(keyTime).value(0).toLongLong(&ok);
        if (ok && ms >= 0) node->timeMs = ms;
        // The position is played on in place unless a variation still starts from it.
        if (w->pos.use_count() > 1) w->pos = std::shared_ptr<Position>(w->pos->clone());
        w->pos->play(move);
        comment(node, n, *w->pos);
        w->parent = node;
        return true;
    }

    static void comment(RecordNode *node, const SgfNode &sgf, const Position &after)
    {
        if (!sgf.has(QStringLiteral("C"))) return;
        readCommentLines(node, sgf.values(QStringLiteral("C")).value(0).split(u'\n'), after);
    }

    bool fail(const QString &why)
    {
        m_result.error = why;
        return false;
    }

    const GomokuGame &m_game;
    RecordReadResult &m_result;
    int m_width = 15, m_height = 15;
    Rule m_rule = Rule::Freestyle;
    std::unique_ptr<Position> m_start;
    std::optional<Record> m_record; // made once the start is known
    GameResult m_gameResult;
};
} // namespace

RecordReadResult SgfRecordFormat::read(const QByteArray &data) const
{
    RecordReadResult result;
    const std::optional<QString> text = utf8Text(data, &result.error);
    if (!text) return result;
    const std::optional<SgfTree> tree = parseSgf(*text, &result.error, &result.errorLine);
    if (!tree) return result;
    SgfReader reader(m_game, result);
    if (!reader.root(tree->sequence.first())) return result;
    reader.moves(*tree);
    result.record = reader.finish();
    return result;
}

QList<GameText> SgfRecordFormat::splitGames(const QByteArray &data) const
{
    return splitSgfGameTrees(data);
}

} // namespace kibitz::gomoku
