#include "sgfrecordformat.h"

#include "core/record/recordcomment.h"
#include "core/record/utf8text.h"
#include "gomoku/gomokucoordinates.h"
#include "gomoku/gomokugame.h"
#include "gomoku/gomokuposition.h"

#include <QCoreApplication>

namespace kibitz::gomoku {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::gomoku::SgfRecordFormat", text);
}

const QString keyHeader = QStringLiteral("KH");
const QString keyDetail = QStringLiteral("KD");
const QString keyTime = QStringLiteral("KT");

// Headers with an SGF property of their own.
const QList<QPair<QString, QString>> headerProperties = {
    {header::player(0), QStringLiteral("PB")}, {header::player(1), QStringLiteral("PW")},
    {header::Event, QStringLiteral("EV")},     {header::Site, QStringLiteral("PC")},
    {header::Date, QStringLiteral("DT")},
};

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

std::optional<Point> pointFrom(QStringView v, int width, int height)
{
    if (v.size() != 2) return std::nullopt;
    const Point p{v[0].unicode() - u'a', v[1].unicode() - u'a'};
    if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) return std::nullopt;
    return p;
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

// One parsed SGF node: properties in order, each with its values.
struct SgfNode
{
    QList<QPair<QString, QStringList>> props;
    QStringList values(const QString &id) const
    {
        for (const auto &[k, v] : props)
            if (k == id) return v;
        return {};
    }
    bool has(const QString &id) const
    {
        for (const auto &p : props)
            if (p.first == id) return true;
        return false;
    }
};

struct SgfTree
{
    QList<SgfNode> sequence;
    std::vector<SgfTree> children;
};

class Parser
{
public:
    explicit Parser(const QString &text) : m_text(text) {}
    QString error;
    int errorLine = 0;

    std::optional<SgfTree> parseGameTree()
    {
        skipSpace();
        if (!eat(u'(')) return fail(tr("an SGF file starts with '('"));
        return tree(0);
    }

private:
    std::optional<SgfTree> tree(int depth)
    {
        // '(' is eaten. Deep nesting is refused rather than overflowing the stack.
        if (depth > 2000) return fail(tr("variations nested too deep"));
        SgfTree t;
        skipSpace();
        while (peek() == u';') {
            ++m_pos;
            SgfNode node;
            if (!properties(&node)) return std::nullopt;
            t.sequence << node;
            skipSpace();
        }
        if (t.sequence.isEmpty()) return fail(tr("a game tree needs a node ';'"));
        while (peek() == u'(') {
            ++m_pos;
            std::optional<SgfTree> child = tree(depth + 1);
            if (!child) return std::nullopt;
            t.children.push_back(std::move(*child));
            skipSpace();
        }
        if (!eat(u')')) return fail(tr("')' expected"));
        return t;
    }

    bool properties(SgfNode *node)
    {
        for (;;) {
            skipSpace();
            QString id;
            while (m_pos < m_text.size() && m_text[m_pos].isLetter()) {
                if (m_text[m_pos].isUpper())
                    id += m_text[m_pos]; // FF[1] lower-case letters are ignored
                ++m_pos;
            }
            if (id.isEmpty()) return true;
            QStringList values;
            skipSpace();
            while (peek() == u'[') {
                ++m_pos;
                QString v;
                for (;;) {
                    if (m_pos >= m_text.size()) return failBool(tr("']' missing"));
                    QChar c = m_text[m_pos++];
                    if (c == u']') break;
                    if (c == u'\\') {
                        if (m_pos >= m_text.size()) return failBool(tr("']' missing"));
                        c = m_text[m_pos++];
                        if (c == u'\n') continue; // soft line break
                        if (c == u'\r') {
                            if (peek() == u'\n') ++m_pos;
                            continue;
                        }
                    }
                    v += c;
                }
                values << v;
                skipSpace();
            }
            if (values.isEmpty()) return failBool(tr("property %1 has no value").arg(id));
            node->props.append({id, values});
        }
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text[m_pos].isSpace())
            ++m_pos;
    }
    QChar peek() const { return m_pos < m_text.size() ? m_text[m_pos] : QChar(); }
    bool eat(QChar c)
    {
        if (peek() != c) return false;
        ++m_pos;
        return true;
    }
    std::nullopt_t fail(const QString &why)
    {
        failBool(why);
        return std::nullopt;
    }
    bool failBool(const QString &why)
    {
        if (error.isEmpty()) {
            error = why;
            errorLine = int(QStringView(m_text).left(qMin(m_pos, m_text.size())).count(u'\n')) + 1;
        }
        return false;
    }

    const QString &m_text;
    qsizetype m_pos = 0;
};

class Writer
{
public:
    QString text;

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
            const std::optional<Point> p = gp->point(n->move);
            text += QStringLiteral(";%1[%2]")
                        .arg(QChar(pos->sideToMove() == 0 ? u'B' : u'W'))
                        .arg(p ? pointText(*p) : QString());
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
    w.text += board.width() == board.height()
                  ? QStringLiteral("SZ[%1]").arg(board.width())
                  : QStringLiteral("SZ[%1:%2]").arg(board.width()).arg(board.height());
    w.text += QStringLiteral("RU[%1]").arg(GomokuPosition::ruleName(board.rule()));
    // A fixed order, so that a file read and written again is the same file.
    for (const auto &[key, prop] : headerProperties)
        for (const auto &[k, value] : record.headers())
            if (k == key) w.text += prop + u'[' + escape(value) + u']';
    QStringList others;
    for (const auto &[key, value] : record.headers()) {
        bool mapped = key == header::Result;
        for (const auto &[k, p] : headerProperties)
            mapped = mapped || k == key;
        if (!mapped) others << key + QStringLiteral(": ") + value;
    }
    const QString re = resultText(record.result());
    if (!re.isEmpty()) w.text += QStringLiteral("RE[%1]").arg(re);
    if (!record.result().detail.isEmpty())
        w.text += keyDetail + u'[' + escape(record.result().detail) + u']';
    if (!others.isEmpty()) {
        w.text += keyHeader;
        for (const QString &o : std::as_const(others))
            w.text += u'[' + escape(o) + u']';
    }
    // Set-up stones keep their placing order within each colour (AB/AW are lists).
    QString ab, aw;
    for (Point p : board.history())
        (board.at(p) == Stone::Black ? ab : aw) += u'[' + pointText(p) + u']';
    if (!ab.isEmpty()) w.text += QStringLiteral("AB") + ab;
    if (!aw.isEmpty()) w.text += QStringLiteral("AW") + aw;
    if (board.stoneCount() > 0)
        w.text +=
            board.toMove() == Stone::Black ? QStringLiteral("PL[B]") : QStringLiteral("PL[W]");
    w.comment(*record.root(), *start);
    if (!record.root()->children.empty()) {
        w.text += u'\n';
        if (record.root()->children.size() == 1) {
            w.sequence(record.root()->mainChild(), *start);
        } else {
            for (const auto &child : record.root()->children) {
                w.text += u'(';
                w.sequence(child.get(), *start);
                w.text += QStringLiteral(")\n");
            }
        }
    }
    w.text += QStringLiteral(")\n");
    return {w.text.toUtf8(), {}};
}

RecordReadResult SgfRecordFormat::read(const QByteArray &data) const
{
    RecordReadResult result;
    const std::optional<QString> text = utf8Text(data, &result.error);
    if (!text) return result;
    Parser parser(*text);
    std::optional<SgfTree> tree = parser.parseGameTree();
    if (!tree) {
        result.error = parser.error;
        result.errorLine = parser.errorLine;
        return result;
    }
    const SgfNode &root = tree->sequence.first();
    const QString gm = root.values(QStringLiteral("GM")).value(0);
    if (!gm.isEmpty() && gm != u"4") {
        result.error = tr("GM[%1] is not gomoku (GM[4])").arg(gm);
        return result;
    }
    int width = 15, height = 15;
    if (root.has(QStringLiteral("SZ"))) {
        const QString sz = root.values(QStringLiteral("SZ")).value(0);
        const qsizetype colon = sz.indexOf(u':');
        bool ok1 = false, ok2 = true;
        width = (colon < 0 ? sz : sz.left(colon)).toInt(&ok1);
        height = colon < 0 ? width : sz.mid(colon + 1).toInt(&ok2);
        if (!ok1 || !ok2 || !Board::isValidSize(width, height)) {
            result.error = tr("SZ[%1] is not a board size Kibitz plays (5 to 22)").arg(sz);
            return result;
        }
    }
    Rule rule = Rule::Freestyle;
    if (root.has(QStringLiteral("RU"))) {
        const QString ru = root.values(QStringLiteral("RU")).value(0).trimmed();
        if (const auto r = GomokuPosition::ruleFromName(ru))
            rule = *r;
        else if (ru.compare(u"gomoku", Qt::CaseInsensitive) == 0)
            rule = Rule::Freestyle;
        else
            result.warnings << tr("unknown rule RU[%1]; read as freestyle").arg(ru);
    }
    // The start: size, rule, AB/AW stones (blacks and whites alternating in their order), PL.
    QString setup = GomokuPosition::emptySetup(width, height, rule);
    const QStringList ab = root.values(QStringLiteral("AB")),
                      aw = root.values(QStringLiteral("AW"));
    for (qsizetype i = 0; i < qMax(ab.size(), aw.size()); ++i) {
        for (const auto &[list, c] : {std::pair{&ab, u'B'}, std::pair{&aw, u'W'}}) {
            if (i >= list->size()) continue;
            const std::optional<Point> p = pointFrom(list->at(i), width, height);
            if (!p) {
                result.error = tr("set-up stone [%1] is off the board").arg(list->at(i));
                return result;
            }
            setup += u' ' + QString(QChar(c)) + toGomocup(*p);
        }
    }
    const QString pl = root.values(QStringLiteral("PL")).value(0);
    if (!ab.isEmpty() || !aw.isEmpty()) {
        if (pl == u"B") setup += QStringLiteral(" black");
        if (pl == u"W") setup += QStringLiteral(" white");
    }
    QString error;
    std::unique_ptr<Position> start = m_game.startPosition(setup, &error);
    if (!start) {
        result.error = error;
        return result;
    }
    setup = start->setupText();
    Record record(m_game.id(), setup == GomokuGame::standardSetup() ? QString() : setup);
    for (const auto &[key, prop] : headerProperties)
        if (root.has(prop)) record.setHeader(key, root.values(prop).value(0));
    for (const QString &h : root.values(keyHeader)) {
        const qsizetype colon = h.indexOf(QStringLiteral(": "));
        if (colon > 0) record.setHeader(h.left(colon), h.mid(colon + 2));
    }
    GameResult gameResult;
    const QString re = root.values(QStringLiteral("RE")).value(0).trimmed();
    if (re.startsWith(u"B+") || re.startsWith(u"W+")) {
        const QString how = re.mid(2);
        EndReason reason = how == u"R"   ? EndReason::Resignation
                           : how == u"T" ? EndReason::TimeForfeit
                           : how == u"F" ? EndReason::IllegalMove
                                         : EndReason::Rules;
        gameResult = GameResult::win(re[0] == u'B' ? 0 : 1, reason);
    } else if (re == u"0" || re.compare(u"Draw", Qt::CaseInsensitive) == 0) {
        gameResult = GameResult::draw(EndReason::Rules);
    } else if (re == u"Void") {
        gameResult = GameResult::noResult(EndReason::Aborted);
    }
    const QString termination = record.headerValue(header::Termination);
    if (gameResult.isOver() && !termination.isEmpty())
        gameResult.reason = endReasonFromKeyword(termination);
    if (gameResult.isOver()) gameResult.detail = root.values(keyDetail).value(0);

    auto applyComment = [&](RecordNode *node, const SgfNode &sgf, const Position &after) {
        if (!sgf.has(QStringLiteral("C"))) return;
        readCommentLines(node, sgf.values(QStringLiteral("C")).value(0).split(u'\n'), after);
    };
    applyComment(record.root(), root, *start);

    // Walk the tree: each node of a sequence after the root is one move.
    struct Walk
    {
        const SgfTree *tree;
        qsizetype index;
        RecordNode *parent;
        std::shared_ptr<Position> pos;
    };
    QList<Walk> stack{{&*tree, 1, record.root(), std::shared_ptr<Position>(start->clone())}};
    while (!stack.isEmpty() && result.error.isEmpty()) {
        Walk w = stack.takeLast();
        for (; w.index < w.tree->sequence.size(); ++w.index) {
            const SgfNode &n = w.tree->sequence[w.index];
            const bool black = n.has(QStringLiteral("B")), white = n.has(QStringLiteral("W"));
            if (!black && !white) {
                if (!n.props.isEmpty()) result.warnings << tr("a node without a move was skipped");
                continue;
            }
            const QString v = n.values(black ? QStringLiteral("B") : QStringLiteral("W")).value(0);
            const std::optional<Point> p = pointFrom(v, width, height);
            const QString move = p ? toGomocup(*p) : QString();
            if (!p || (black ? 0 : 1) != w.pos->sideToMove() || !w.pos->isLegal(move)) {
                result.error =
                    tr("%1[%2] is not a legal move here").arg(QChar(black ? u'B' : u'W')).arg(v);
                break;
            }
            RecordNode *node = record.addMove(w.parent, move);
            bool ok = false;
            const qint64 ms = n.values(keyTime).value(0).toLongLong(&ok);
            if (ok && ms >= 0) node->timeMs = ms;
            std::shared_ptr<Position> next(w.pos->clone());
            next->play(move);
            applyComment(node, n, *next);
            w.parent = node;
            w.pos = next;
        }
        // Later variations are pushed first so that the first child is read first.
        for (auto it = w.tree->children.rbegin(); it != w.tree->children.rend(); ++it)
            stack.append({&*it, 0, w.parent, w.pos});
    }
    record.setResult(gameResult);
    result.record = std::move(record);
    return result;
}

} // namespace kibitz::gomoku
